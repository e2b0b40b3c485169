import type { LibraryTactic } from "../types";
import { ALL_STAGES } from "./stages";

/*
 * Freemium WordPress plugins: a free plugin in the WordPress.org directory and a Pro version sold as a
 * yearly licence on the maker's own site (Reading.wpPlugin). Site builders and site owners find plugins
 * by searching WordPress.org and Google for what they want a site to do, judge them by the listing
 * (readme, screenshots, rating, reviews, how fast the support forum answers), and upgrade when a Pro
 * feature does a job for a client. WordPress.org's plugin guidelines shape every tactic: no features
 * locked inside the free plugin, upgrade prompts used sparingly and dismissible on the plugin's own
 * screens, no credits on visitors' pages without opt-in, no rewarded reviews. Its plan is made of these
 * tactics only: a SaaS app's in-app NPS, give-a-month referral or search-ads test mean little to it.
 */

const KINDS: LibraryTactic["kinds"] = ["software", "b2b-smb", "devtool"];

export const WP_PLUGIN_TACTICS: LibraryTactic[] = [
  {
    id: "wpp-listing",
    wpPlugin: 1,
    essential: true,
    name: "The WordPress.org listing that sells: readme, screenshots, FAQ and the free/Pro line in plain sight",
    kinds: KINDS,
    goals: ["revenue", "signups", "awareness", "retention"],
    stages: ALL_STAGES,
    channels: ["seo", "reviews"],
    requires: [],
    uses: ["content", "seo"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "People who build WordPress sites find a plugin by searching WordPress.org and judge it in a minute on its listing (the short description, the screenshots, the rating and what the FAQ says about free and Pro), so a listing that says plainly what {wppPro} adds turns the people who would have felt tricked into people who upgrade knowing what they pay for.",
    description:
      "Rewrite the readme.txt and the listing's assets for {product} ({wppInstalls}): a short description that says what it does in the words people search, a description with a plain \"What's free / What {wppPro} adds\" section, six captioned screenshots of real forms, an FAQ that answers the Pro questions before anyone installs, and a link to the Pro page. Keep it within WordPress.org's readme rules: the listing describes the plugin, not an advert.",
    steps: [
      "Search WordPress.org for {wppSearches} and note where {product} ranks, which plugins rank above it, and the words in their short descriptions and tags.",
      "Rewrite readme.txt: a short description under 150 characters, the first paragraph in the words people search, and a \"What's free / What {wppPro} adds\" section listing {wppFeatures} as Pro; check the current readme rules (tags, length, links) in the plugin handbook before you commit it.",
      "Replace the screenshots with six real forms people build (a contact form, a quote form, a booking form, and one Pro form with each Pro feature labelled Pro), each with a one-line caption; refresh the banner and icon at the sizes the handbook asks for.",
      "Add FAQ answers to the questions your support forum gets most: what stays free for good, what {wppPro} costs ({wppPrice}) and covers, what happens to forms if a licence lapses, and how an agency licence works; then commit to SVN and check the listing as a logged-out visitor.",
      "Every month, compare installs, ranking and Pro sales from the listing's tracked link with the month before, and add the forum's newest common question to the FAQ.",
    ],
    setupSteps: 4,
    resourcesNeeded: [
      "SVN access to the plugin's WordPress.org repository",
      "Six screenshots of real forms, with the Pro ones labelled",
      "The support forum's most common questions from the last three months",
      "A page on your own site for {wppPro}, with a tracked link from the readme",
    ],
    successMetrics: [
      "The new readme, screenshots and FAQ live within two weeks",
      "Ranking on WordPress.org for {wppSearches}, checked monthly",
      "Pro sales from the listing's tracked link, each week",
      "Reviews that mention being surprised by Pro, month on month",
    ],
    template: `=== {product} ===
Short description (under 150 characters):
Drag-and-drop {wppWhat} for WordPress: contact, quote and booking forms in minutes, with a block for the block editor.

== Description ==
{product} builds the forms your site needs without code. {{one line on what people build most}}.

= What's free =
{{every free feature}}. Free for good: no limits on forms or entries are added later.

= What {wppPro} adds =
{wppFeatures}. {wppPro} is a separate plugin you install next to the free one, {wppPrice} for one site, with an agency licence for client sites: {{link to the pro page}}

== Frequently Asked Questions ==
= Is the free version limited? =
No. Everything listed under "What's free" stays free. {wppPro} adds features; it never takes any away.

= What happens to my forms if my Pro licence lapses? =
{{what keeps working after a lapse}}; updates and support stop until you renew.

= Do you have a licence for agencies? =
Yes: one yearly licence for {{how many}} client sites, with priority support. See {{link to the pro page}}.

== Screenshots ==
1. A contact form built in two minutes with the drag-and-drop editor.
2. {{second screenshot caption}}
6. Pro: a quote form that shows different fields depending on the answer (conditional logic).`,
    marketingWisdom:
      "On WordPress.org the listing is the product page, the trial and the reviews site at once. Being plain about what is free and what is paid costs a few impulsive installs and saves the 1-star reviews from people who felt tricked; the people left are the ones who upgrade.",
  },
  {
    id: "wpp-support-reviews",
    wpPlugin: 2,
    name: "Support forum answered within a day, and one review request the guidelines allow",
    kinds: KINDS,
    goals: ["revenue", "signups", "awareness", "retention"],
    stages: ALL_STAGES,
    channels: ["reviews", "community"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 3,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "People choosing a plugin read the 1-star reviews and check how many support threads were resolved: a calm answer within a day turns a bad review into proof that someone looks after {product}, and happy users asked once, at the right moment, outnumber the angry ones.",
    description:
      "Answer every new thread in the WordPress.org support forum and every review under 4 stars within one working day, in public, calmly and with a fix or a clear answer. Then ask happy users for a review once: a dismissible notice on {product}'s own screens after a real success (for example the 20th entry received), never across the WordPress admin, never in return for anything, and never again once dismissed.",
    steps: [
      "Subscribe to the plugin's WordPress.org support forum and reviews, and set one daily slot (30 minutes) to answer every new thread and review; keep Pro questions out of the forum, since WordPress.org's forums do not support paid products, and point them to your own help desk.",
      "Reply in public to every 1- to 3-star review from the last three months with the reply below, and fix or document what each one names; ask the reviewer to update the review only after the problem is solved.",
      "Add one review notice to {product}'s own screens, shown once after a real success, dismissible with one click and never shown again; offer nothing for a review (no discount, licence or draw) and ask everyone alike, not only people you expect to give 5 stars, and check WordPress.org's current guidelines on notices and reviews before shipping it.",
      "Every Friday, count new reviews by star, threads resolved in the past two months as the listing shows it, and Pro sales from the listing.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "A daily 30-minute slot for the forum and reviews",
      "A help desk on your own site for {wppPro} customers",
      "One dismissible notice on the plugin's own screens",
    ],
    successMetrics: [
      "Every thread and review answered within one working day",
      "Share of support threads marked resolved on the listing",
      "New reviews a month, and the share under 3 stars",
    ],
    template: `Reply to a 1-star review about a Pro feature:
Hi {{reviewer's name}}, thank you for writing this, and sorry the form didn't do what you needed. {{the feature}} is part of {wppPro}, and we should have made that clearer before you tried it: we have now said so on the listing and in the editor. Everything else in the free plugin stays free for good. If you tell me what your form needs to do, I'll show you the closest way to do it with the free version: {{link to the support forum}}. {{your name}}, {product}

---
Review notice (on {product}'s own screen, once, after the 20th entry, dismissible):
Your forms have received 20 entries with {product}. If it has been useful, a short, honest review on WordPress.org helps other site builders find it. Buttons: Leave a review · Don't ask again`,
    marketingWisdom:
      "A reply to a bad review is read by everyone who reads the review: it is the cheapest advert you will ever write. Ask for reviews after a moment of success, once, and only for an honest one; rewarded or filtered reviews are against WordPress.org's rules and readers can smell them.",
  },
  {
    id: "wpp-upgrade-prompts",
    wpPlugin: 3,
    name: "Upgrade prompts that don't nag: the Pro option shown where it is needed, on the plugin's own screens",
    kinds: KINDS,
    goals: ["revenue", "retention"],
    stages: ALL_STAGES,
    channels: ["email-marketing"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "A free user upgrades at the moment a Pro feature would do the job in front of them, and turns angry when a banner interrupts them anywhere else: showing {wppFeatures} as clearly labelled Pro options in the form editor, with one line on what each does, sells at the right moment without breaking WordPress.org's rules on notices.",
    description:
      "Take upgrade prompts out of the WordPress admin at large and put them where the need is: in {product}'s form editor, each Pro option ({wppFeatures}) is visible, labelled Pro, and explains in one line what it does and what {wppPro} costs. Nothing is locked inside the free plugin: Pro is a separate plugin, as WordPress.org's guidelines expect, and every prompt can be dismissed. Users who opt in to tips get one email when they reach for a Pro feature.",
    steps: [
      "List every upgrade prompt {product} shows today and remove any outside the plugin's own screens or any that cannot be dismissed; check the plugin guidelines on trialware and admin notices in their current wording.",
      "In the form editor, show each Pro option ({wppFeatures}) as a labelled Pro item that opens a short panel: what it does, a 10-second clip, {wppPrice}, and a link back to the same form after checkout.",
      "Count, with consent (an opt-in usage setting, as the guidelines require), which Pro panels are opened, and which lead to a sale within seven days.",
      "For users who opted in to tips, send one plain email the day after they open a Pro panel, and no second one.",
      "Each month, rewrite the panel with the fewest sales, and read every reply to the email.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "The Pro panels in the form editor, dismissible",
      "An opt-in usage setting and a count of panel opens",
      "A checkout link that returns people to the form they were editing",
    ],
    successMetrics: [
      "Pro sales within seven days of opening a Pro panel",
      "Reviews that mention upgrade prompts, month on month",
      "Share of new Pro licences from the editor's panels",
    ],
    template: `Pro panel in the form editor (when someone clicks a Pro option):
Conditional logic · {wppPro}
Show or hide fields depending on earlier answers, so a quote form asks only what matters for each job.
{wppPro} is {wppPrice} for one site, installed next to this plugin; your free forms stay as they are.
Buttons: See {wppPro} · Not now

---
Email (only to users who opted in to tips, the day after they open a Pro panel)
Subject: The {{the feature they opened}} you looked at in {product}

Hi {{first name}},

Yesterday you opened {{the feature they opened}} while editing "{{form name}}". Here is a two-minute tutorial showing how it works on a form like yours: {{tutorial link}}

If it's what you need, {wppPro} is {wppPrice} and this link brings you back to the same form: {{checkout link}}. If the free version already does the job, reply and I'll show you how.

{{your name}}, {product}`,
    marketingWisdom:
      "The best upgrade prompt is a feature in plain sight at the moment it is useful; the worst is a banner at a moment that has nothing to do with it. Fair free versions earn the installs, and plainly labelled Pro options earn the sales without costing the reviews.",
  },
  {
    id: "wpp-renewals",
    wpPlugin: 4,
    name: "Renewal emails and annual licence churn: reminders before renewal, a note to lapsed licences",
    kinds: KINDS,
    goals: ["revenue", "retention"],
    stages: ALL_STAGES,
    channels: ["email-marketing"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 50 },
    paid: false,
    hoursPerWeek: 1.5,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "With yearly licences at {wppRenewal} renewing, every licence that lapses is one you have to sell again; a clear reminder before renewal that shows what the licence did this year, and a note to lapsed licences, are the cheapest Pro licences in this plan.",
    description:
      "Send two renewal reminders before each {wppPro} licence renews (30 days and 7 days, with what the licence did this year and how to cancel), and one plain note to licences that lapsed, asking why. Count renewals and lapses every month by tier and by how long the licence has run.",
    steps: [
      "From your licensing tool, count renewals and lapses for the last 12 months by tier and by first or later renewal, and find where most licences lapse.",
      "Write your lapse policy plainly in the FAQ and the reminders: what keeps working and what stops (updates, support) when a licence lapses.",
      "Set up the 30-day and 7-day renewal reminders below, with the year's releases and fixes, and a one-click way to cancel or change the number of sites.",
      "Send the lapsed-licence note 14 days after a licence lapses, and read every reply: most reasons (a client site closed, one feature missing, a price) need a different answer.",
      "Each month, compare the renewal rate with {wppRenewal} and fix the reason named most often.",
    ],
    setupSteps: 3,
    resourcesNeeded: [
      "Renewal and lapse data from your licensing tool",
      "Three emails: 30 days, 7 days, and 14 days after a lapse",
      "A plain lapse policy in the FAQ",
    ],
    successMetrics: [
      "Renewal rate by month, against {wppRenewal}",
      "Lapsed licences won back",
      "Reasons for not renewing, counted",
    ],
    template: `Renewal reminder (30 days before)
Subject: Your {wppPro} licence renews on {{renewal date}}

Hi {{first name}},

Your {wppPro} licence for {{site}} renews on {{renewal date}} at {{the price on their licence}}. This year it kept your forms up to date with {{number}} releases, including {{the most useful change this year}}.

Nothing to do if you'd like to keep it. To change the number of sites or cancel, it takes one click here: {{account link}}.

{{your name}}, {product}

---
Note to a lapsed licence (14 days after)
Subject: What made you stop {wppPro}?

Hi {{first name}}, your {wppPro} licence for {{site}} ended on {{date}}. Under our lapse policy, {{what keeps working after a lapse}}; updates and support have stopped. Could you tell me in one line why you didn't renew? I read every answer, and if it's something we can fix, I'll tell you when it's done.`,
    marketingWisdom:
      "For a yearly licence, renewal is the second sale, and it is won during the year, not on the day. People forgive a renewal they were told about and resent one they were not; a plain reminder with a one-click cancel earns more renewals than it loses.",
  },
  {
    id: "wpp-agency-licence",
    wpPlugin: 5,
    name: "An agency licence for client sites, paid yearly, instead of lifetime deals",
    kinds: KINDS,
    goals: ["revenue", "retention", "partnerships"],
    stages: ALL_STAGES,
    channels: ["partnerships", "email-marketing"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 1.5,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Agencies ask for lifetime deals because they install the same plugin on every client site and want one price for all of them; a yearly agency licence gives them that, and keeps paying for the support and updates those client sites will need for years.",
    description:
      "Add licence tiers by number of sites (one site at {wppPrice}, a small-studio tier and an agency tier for many client sites), with what agencies value: one account page for all their licences, priority support, and the right to hand a site over to a client. Answer every lifetime-deal request with the agency licence, and write to the agencies who already hold several single-site licences.",
    steps: [
      "From your licence data, list customers with three or more single-site licences and the sites they use them on: they are your first agency buyers, and their numbers set the tiers.",
      "Set the tiers by sites ({{how many}} sites, {{how many}} sites, {{how many}} sites) and their yearly prices; check what a lifetime customer has cost you in support per year so the agency price pays for it.",
      "Put the tiers on the Pro page and in the readme's FAQ, with what happens when an agency hands a site to a client.",
      "Offer holders of several single-site licences an upgrade to the agency tier with their unused months counted, using the email below.",
      "Reply to every lifetime-deal request with the agency licence, the reason in one line, and a first-year price for switching agencies if you choose to offer one.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "Licence tiers by number of sites in your licensing tool",
      "A list of customers with several single-site licences",
      "A short agency section on the Pro page",
    ],
    successMetrics: [
      "Agency licences sold each month",
      "Single-site holders who moved to an agency tier",
      "Renewal rate of agency licences against single-site ones",
    ],
    template: `Reply to an agency asking for a lifetime deal:
Hi {{first name}},

Thanks for asking, and for using {product} on your clients' sites. We don't sell lifetime licences: the forms on your clients' sites need updates and support for as long as those sites run, and a yearly licence is what pays for that.

What we have for agencies is the agency licence: {{how many}} client sites for {{agency price}} a year, one account page for all your licences, priority support, and the right to hand a site over to a client.

Details: {{link to the agency page}}

{{your name}}, {product}

---
Email to customers with several single-site licences
Subject: One licence for all your client sites

Hi {{first name}}, you have {{number}} {wppPro} licences for client sites. The agency licence covers {{how many}} sites for {{agency price}} a year, with priority support, and we'll count the months left on your current licences. Reply and I'll move them over.`,
    marketingWisdom:
      "A lifetime deal sells next year's support at this year's price, and agencies are the customers who use the most support. Give them what they really want (one price for many sites, and simple handovers) on a yearly licence, and the revenue comes back each year instead of once.",
  },
  {
    id: "wpp-tutorials",
    wpPlugin: 6,
    name: "Tutorials for the searches WordPress users make: {wppSearches}",
    kinds: KINDS,
    goals: ["revenue", "signups", "awareness"],
    stages: ALL_STAGES,
    channels: ["seo", "blog", "youtube", "video"],
    requires: [],
    uses: ["content", "seo"],
    cost: { min: 0, max: 100 },
    paid: false,
    hoursPerWeek: 3,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Site builders search Google and YouTube for the job in front of them, in words like {wppSearches}; a tutorial that solves that job step by step, with {product}, brings people who already need a Pro feature, every day of the year.",
    description:
      "Publish one step-by-step tutorial a week on your own site for a search WordPress users make (starting with {wppSearches}), each with screenshots, a two-minute screen recording on YouTube, and the finished form to copy. Say which steps need {wppPro} and which work in the free plugin.",
    steps: [
      "List 30 searches from Google's autocomplete, People also ask, and the questions in your support forum, each a job someone wants done (\"{wppSearch}\"), and check in Google Search Console which ones already bring visits.",
      "Write the first tutorial for \"{wppSearch}\": the finished form first, then each step with a screenshot, which steps need {wppPro}, and a form to import so readers can start from it.",
      "Record the same steps as a two-minute video for YouTube, with the search as its title and a link to the written tutorial.",
      "Link each tutorial from the matching FAQ answer in the readme and from the Pro panel in the editor.",
      "Publish one a week; each month, check in Search Console which tutorials bring clicks and Pro sales, and update the three best.",
    ],
    setupSteps: 1,
    resourcesNeeded: [
      "Google Search Console and a tracked link to the Pro page",
      "A test site for screenshots and recordings",
      "A YouTube channel for {product}",
    ],
    successMetrics: [
      "One tutorial a week published",
      "Search clicks to the tutorials, month on month",
      "Pro sales from tutorial links",
    ],
    template: `Title: How to make a {wppSearchTitle} (free plugin, step by step)
Meta description: Build a {wppSearchTitle} in ten minutes with {product}: the finished form, each step with screenshots, and a form to import.

Intro:
You want a form that {{the job in the reader's words}}. Here is the finished form, then every step. Steps 1 to 3 work in the free {product} plugin; step 4 uses {wppPro}.

1. Install {product} from WordPress.org and add a new form.
2. {{step with screenshot}}
3. {{step with screenshot}}
4. ({wppPro}) {{the pro step with screenshot}}

Import this form: {{download link}}
Watch it in two minutes: {{link to the video}}`,
    marketingWisdom:
      "Tutorials are the content a plugin's buyers actually search for: they arrive with the job and leave with it done. Saying plainly which step needs Pro keeps trust, and the reader who reached step 4 is the one most ready to buy.",
  },
  {
    id: "wpp-integrations",
    wpPlugin: 7,
    name: "Integrations as a channel: {wppBuilders}, and listings with CRM partners ({wppCrms})",
    kinds: KINDS,
    goals: ["revenue", "signups", "partnerships", "awareness"],
    stages: ALL_STAGES,
    channels: ["integrations", "partnerships"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Site builders choose plugins that fit the page builder and the CRM they already use; a native widget or block, and a listing in a CRM partner's directory, put {product} in front of people at the moment they build the form.",
    description:
      "Make {product} feel native in {wppBuilders}, with a widget or block that has the same styling controls people use there, then get listed where users of {wppCrms} look for WordPress forms: their app or integration directories, with a setup guide on both sides.",
    steps: [
      "Ask your Pro users which page builder and CRM they use (one question in your next email) and rank them by how many use each.",
      "Polish the block and widget for {wppBuilders}: styling controls that match the builder, a form picker, and a preview in the editor.",
      "For {wppCrms}, read each one's partner or app-directory rules and apply for a listing where it has one; check the current requirements and any fees before you commit.",
      "Write a setup guide for each integration on your site and offer the partner's team a short version for their help pages, using the email below.",
      "Each month, count Pro sales by integration used and the visits from each directory listing.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "A test site with each page builder",
      "Developer or partner accounts with the CRMs",
      "A setup guide per integration",
    ],
    successMetrics: [
      "Directory listings live, one per CRM",
      "Visits and Pro sales from each listing",
      "Share of Pro sites using each integration",
    ],
    template: `Subject: {product} for WordPress: listing in your integrations directory

Hi {{partner team}},

I make {product}, a WordPress {wppWhat} plugin with {wppInstalls} on WordPress.org. {wppPro} sends form entries to {{name of the crm}}: {{what the integration does in one line}}.

Many of our users run {{name of the crm}} with WordPress, and we'd like to be listed in your integrations directory. We have a setup guide ready ({{link to the setup guide}}) and can write a shorter version for your help pages.

Could you tell me what a listing needs?

{{your name}}, {product}`,
    marketingWisdom:
      "Integrations turn someone else's audience into yours at the moment they need you: the user is already in the builder or the CRM, with a form to make. Traction calls this business development; the best partner is the one whose users already ask for you.",
  },
  {
    id: "wpp-affiliates",
    wpPlugin: 8,
    name: "Affiliate partners among WordPress bloggers and YouTubers who write plugin tutorials",
    kinds: KINDS,
    goals: ["revenue", "signups", "awareness"],
    stages: ALL_STAGES,
    channels: ["affiliates", "influencers", "youtube", "blog", "video", "partnerships"],
    requires: [],
    uses: ["content"],
    cost: { min: 100, max: 800 },
    paid: false,
    hoursPerWeek: 1.5,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Site builders read WordPress blogs and watch YouTube tutorials before choosing a plugin, and the writers who already compare form plugins will keep {product} in their round-ups if it earns them a commission on {wppPro} licences.",
    description:
      "Open an affiliate programme on {wppPro} (a share of the first year's licence, tracked by your licensing tool or an affiliate tool), and invite 30 WordPress bloggers and YouTubers who publish form-plugin tutorials and round-ups, five a week, at the address they publish for partnerships. Ask every affiliate to disclose the link, as advertising rules require.",
    steps: [
      "Choose the commission (a share of the first year's licence) and the tool to track it; check the affiliate tool's fees and how it pays in each country.",
      "Search Google and YouTube for \"best WordPress form plugin\" and {wppSearches}, and list 30 writers and creators who publish such round-ups and tutorials, with the partnership address they publish.",
      "Send the invitation below, five a week, with a free {wppPro} licence for their test site and one follow-up after a week, then stop.",
      "Give each affiliate a kit: screenshots, the tutorials, the free/Pro line and the agency licence, and ask them to disclose the affiliate link.",
      "Each month, count Pro licences by affiliate and the commission paid, and keep writing to the ones whose readers buy.",
    ],
    setupSteps: 1,
    resourcesNeeded: [
      "An affiliate tool or your licensing tool's affiliate feature",
      "A sheet of 30 WordPress bloggers and YouTubers",
      "A partner kit and free Pro licences for their test sites",
    ],
    successMetrics: [
      "Affiliates invited and active",
      "Pro licences from affiliate links each month",
      "Commission paid against revenue from affiliates",
    ],
    template: `Subject: {product} affiliate programme: {{commission}} of each {wppPro} licence

Hi {{writer's name}},

I read your {{article or video}} on {{topic}}: {{one line on what was useful}}. I make {product}, a WordPress {wppWhat} plugin with {wppInstalls} on WordPress.org.

If you ever compare form plugins again, here is a free {wppPro} licence for your test site: {{licence key}}. We also pay {{commission}} of the first year on every {wppPro} licence from your link; please mark the link as an affiliate link, as advertising rules require.

Partner kit (screenshots, tutorials, what's free and what's Pro): {{link to the partner kit}}

{{your name}}, {product}`,
    marketingWisdom:
      "Affiliates work when the writer would recommend you anyway and the commission makes it worth updating the article. Pay on the first year, ask for disclosure, and judge each partner by licences, not clicks.",
  },
  {
    id: "wpp-community",
    wpPlugin: 9,
    name: "WordPress newsletters, podcasts and WordCamps: sponsorships and talks to test",
    kinds: KINDS,
    goals: ["revenue", "awareness", "signups", "partnerships"],
    stages: ALL_STAGES,
    channels: ["newsletter", "podcast", "events", "sponsorships", "community", "speaking"],
    requires: [],
    uses: ["content"],
    cost: { min: 500, max: 20000 },
    paid: true,
    hoursPerWeek: 1.5,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Freelance WordPress developers and agency owners read a few WordPress newsletters, listen to WordPress podcasts and go to WordCamps; a sponsorship tested small, and a talk that teaches something real, reach exactly the people who buy licences for client sites.",
    description:
      "Start with one small sponsorship in a WordPress newsletter or podcast your users name, each with its own tracked link and a clear offer (the agency licence or a tutorial), then move this budget into the placements and WordCamp sponsorships that bring Pro licences at a cost you set in advance; pitch one talk a year to a WordCamp near you on a topic your tutorials cover.",
    steps: [
      "Ask your Pro users which WordPress newsletters and podcasts they follow (one question in your next email), and list each with its audience and sponsor rates.",
      "Set the ceiling first: what a {wppPro} licence is worth over its renewals, and the most you will pay for one.",
      "Book one small placement, with its own tracked link and the offer below, and count Pro licences from it for 30 days.",
      "Check WordCamp Central's calendar for the year's WordCamps and their calls for speakers, and pitch a talk that teaches (for example, forms that don't lose leads), not a product pitch: check the WordCamp's speaker guidelines, which ask for talks that teach rather than sell.",
      "Each quarter, keep the placements that beat your ceiling, stop the rest, and consider a WordCamp sponsorship only where your buyers go.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "A list of WordPress newsletters and podcasts with rates",
      "A tracked link per placement",
      "A talk proposal on a topic your tutorials cover",
    ],
    successMetrics: [
      "Pro licences per placement, against your ceiling",
      "Placements worth rebooking",
      "Talks accepted",
    ],
    template: `Sponsor read (about 60 words):
This issue is supported by {product}, the WordPress {wppWhat} plugin with {wppInstalls} on WordPress.org. If you build sites for clients, {wppPro} adds {wppFeatures}, and the agency licence covers your client sites for one yearly price. Free tutorial for {{newsletter name}} readers: {{tutorial title}} at {{tracked link}}.

---
WordCamp talk proposal
Title: {{a title that teaches}}
Abstract: {{what attendees can do after the talk}}
About me: {{your name}}, who maintains {product} ({wppInstalls}) and answers its support forum every day.`,
    marketingWisdom:
      "In a small community the writer's trust is what you buy, so buy small and measure. WordCamp talks that teach something useful are remembered; talks that sell are not accepted twice.",
  },
];
