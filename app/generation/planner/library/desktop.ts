import type { LibraryTactic } from "../types";
import { ALL_STAGES, BETA_ON, LIVE } from "./stages";

/*
 * Paid desktop apps by indie developers: a Mac menu bar app or utility, a Windows or Linux tool, a
 * cross-platform desktop app, sold as a licence on the developer's own site (Paddle, Gumroad, Lemon
 * Squeezy) and/or the Mac App Store, the Microsoft Store or Setapp (Reading.desktopApp). Buyers search for
 * the problem or for an alternative to the app they know, try it before they buy, and hear of it where
 * power users swap tools; a one-time licence means each month starts from zero. Its plan is made of these
 * tactics only: a phone app's store subtitle and keyword field, invite codes, in-app events or creators'
 * 30-day challenges mean nothing to it. Nothing here writes to anyone who has not asked, except creators
 * and editors at the address they publish for it.
 */

export const DESKTOP_TACTICS: LibraryTactic[] = [
  {
    id: "desk-download-page",
    desktopApp: 1,
    essential: true,
    name: "A download page with a {deskTrialName} and a 20-second before-and-after screen recording",
    kinds: ["consumer-app"],
    goals: ["revenue", "signups", "awareness", "retention"],
    stages: ALL_STAGES,
    channels: ["video", "email-marketing"],
    requires: [],
    uses: ["design", "content"],
    cost: { min: 0, max: 20 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "{audience} decide whether a small {deskOs} tool is worth {price} in the first seconds on its page, and they want to try it on their own machine before they pay: a recording that shows the before and after, and a trial build one click away, do the selling every other tactic in this plan sends people to.",
    description:
      "Rebuild the page on {website} around two things: a 20-second screen recording that shows the mess before and the tidy result after, with no narration needed, and a Download free trial button above the fold. Say plainly what the {deskTrial} allows (every feature, no account, no card), what happens when it ends, and the price: {price} once, with the next major version at a discount. Ask for an email at download only to send the trial notes, and let people skip it.",
    steps: [
      "Record the before and after in 20 seconds on a real, crowded {deskOs} screen: the problem in the first three seconds, one action, the result; export a looping video (MP4 or WebM, no sound needed) and a GIF for places that do not play video.",
      "Put the recording and a Download free trial button at the top of {website}, with one line under it: who it is for, what the {deskTrial} allows, and that no account or card is needed.",
      "Below it, add three short sections with a screenshot each (the three things people use most), the system requirements, a price box ({price}, what the licence covers and how many machines), and a short FAQ: refunds, updates, upgrades, privacy.",
      "At download, offer an optional email field for the trial notes (the emails in the trial tactic), with a line saying what they will get and that they can unsubscribe in one click.",
      "Make the trial build tell people, once, on its last days, how many days are left and where to buy, and let a licence key unlock the same copy without a reinstall.",
      "Every Friday, count page visits, trial downloads, emails given and copies sold, and the source of each (search, a post, a mention, a video).",
    ],
    setupSteps: 3,
    resourcesNeeded: [
      "A screen recorder and a crowded test screen for the before-and-after",
      "The trial build, signed and notarised where the system asks for it, and a licence key that unlocks it",
      "Your checkout ({deskCheckout}) linked from the price box",
      "A simple page analytics tool that counts downloads by source",
    ],
    successMetrics: [
      "The recording and trial button live within two weeks",
      "Share of page visitors who download the trial",
      "Share of trial downloads that buy within 30 days",
      "Copies sold each week, by source",
    ],
    template: `Top of the page:
{product}: {{the result in six words}}
(the 20-second recording: before, one action, after)
Download the free trial  (the {deskTrial}: every feature, no account, no card)
{price} once. Updates for this version included; the next major version at a discount for owners.

Who it's for:
For {audience} who {{the problem in their words}}.

FAQ
Does the trial have limits? The {deskTrial} has every feature. When it ends, {product} asks for a licence; your settings stay.
How many machines? One licence covers {{how many}} of your own machines.
Refunds? If it isn't for you, write within {{how many}} days and you get your money back.
What happens at version 2? Your copy keeps working. Owners get version 2 at a discount.
Privacy: {product} {{what it collects}}.

Trial email field (optional):
Email me three short tips during my trial (one-click unsubscribe): {{email field}}`,
    marketingWisdom:
      "For a small utility, the video is the pitch: people believe a before-and-after on a real screen in a way they never believe an adjective. A trial that is the whole app, with no account, signals confidence; the people who buy after 14 days of use are the ones who tell others.",
  },
  {
    id: "desk-search-pages",
    desktopApp: 2,
    name: "Honest pages for the searches people make: {deskSearch}",
    kinds: ["consumer-app"],
    goals: ["revenue", "signups", "awareness"],
    stages: ALL_STAGES,
    channels: ["seo", "blog"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 1.5,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "People look for a {deskWord} by typing the problem or the name of an app they know with the word alternative, every day of the year; a page that answers that search honestly keeps bringing buyers long after a launch day is over.",
    description:
      "Write one page for each search buyers make: a how-to page for the problem ({deskSearch}) and an honest comparison of {product} with {deskRivals}, saying what each does well, what each costs and who should pick which. Name other apps only by their public names and facts you have checked, with the date you checked them; link every page to the trial.",
    steps: [
      "Type the problem and each alternative's name into a search engine with the words alternative, vs and how to, note the suggestions and the questions under \"People also ask\", and keep the five searches closest to what {product} does.",
      "Write the how-to page first: the problem in the reader's words, the ways to solve it (including the built-in {deskOs} settings and the free options), and where {product} fits, with the recording and the trial button.",
      "Write the comparison page: a table of {product} beside {deskRivals} (price and licence, trial, the three features people ask about, system requirements), each row checked on the other app's own site on a date you print, and a line on who should choose the other app.",
      "Invent nothing: where you are not sure of a fact about another app, leave it out, and correct the page the day its maker points out a mistake.",
      "Link both pages from the top of {website}, submit them in Google Search Console, and check their searches and clicks there every month.",
      "Update the comparison whenever you or an alternative ships a major version, and change the date on the page.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "Google Search Console for {website}",
      "An hour per page to check each alternative's public site",
      "The before-and-after recording from the download page",
    ],
    successMetrics: [
      "Both pages live within four weeks",
      "Search impressions and clicks for each page, month on month",
      "Trial downloads from each page",
    ],
    template: `Comparison page
Title: {product} vs {deskRival}: an honest comparison (checked {{date}})

If you are looking for a {deskRival} alternative, here is how they differ. I make {product}, so read this with that in mind; where {deskRival} is the better choice, I say so.

| | {product} | {deskRival} |
| Price | {price}, one-time | {{their price}} |
| Free trial | {deskTrial} | {{their trial}} |
| {{feature people ask about}} | {{yes/no}} | {{yes/no}} |
| Runs on | {{system versions}} | {{their system versions}} |

Choose {deskRival} if: {{what it does better}}.
Choose {product} if: {{where it wins}}.

Try {product} free for the trial: {website}

---
How-to page
Title: How to {{the problem as people search it}} on {deskOs}
1. The built-in way: {{the setting and what it cannot do}}
2. With a free app: {{what it does and its limits}}
3. With {product}: {{the result in one sentence}}, shown in the 20-second recording below.`,
    marketingWisdom:
      "Someone who types an alternative's name is ready to buy today; an honest table that admits where the other app wins earns more trust than a page that claims to win every row. Keep comparisons factual and dated: a wrong claim about a rival's app costs more credibility than it gains.",
  },
  {
    id: "desk-trial-emails",
    desktopApp: 3,
    name: "Trial users on an email list: three short notes, and one before the trial ends",
    kinds: ["consumer-app"],
    goals: ["revenue", "retention"],
    stages: BETA_ON,
    channels: ["email-marketing"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 20 },
    paid: false,
    hoursPerWeek: 0.5,
    fromUsers: true,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Most trial users forget a small app they installed on a busy day; three short notes that show them what it can do, and one honest note before the trial ends, turn downloads into copies sold without spending anything.",
    description:
      "Send everyone who gives an email at download three short notes during the {deskTrial}: the one setting that makes {product} useful on day one, the feature people miss, and a note two days before the trial ends with the price, the link to buy and a question: what stopped you? Write them once; your email tool sends them. Every reply is a conversation with a buyer.",
    steps: [
      "Set up the sequence in your email tool (or your checkout's own emails, if it sends them), triggered by the optional email field on the download page, with one-click unsubscribe and your postal address where the law asks for it.",
      "Write note 1 (day 1): the one thing to set up first, with a 10-second clip.",
      "Write note 2 (about halfway through the trial): the feature people miss, in a buyer's words if you have them.",
      "Write note 3 (two days before the trial ends): the price, what the licence covers, the buy link, and one question people can answer by replying.",
      "Answer every reply yourself within a day, and note the reasons people give for not buying: they are the next fixes and the next FAQ lines.",
      "Every Friday, count trial emails collected, opens of note 3 and copies bought within a week of it.",
    ],
    setupSteps: 3,
    resourcesNeeded: [
      "An email tool with automated sequences (many have a free tier)",
      "The optional email field on the download page",
      "An hour to write the three notes",
    ],
    successMetrics: [
      "The three notes running within three weeks",
      "Share of trial downloads that give an email",
      "Copies bought within a week of the end-of-trial note",
      "Replies to note 3, and the reasons they give",
    ],
    template: `Note 1 (day 1)
Subject: The one thing to set up first in {product}

Hi,

Thanks for trying {product}. The fastest way to see what it does: {{the first setting}}. Here is a 10-second clip: {{link to the clip}}

Just reply if anything is unclear; I read every email myself.
{{your name}}, who makes {product}

---
Note 3 (two days before the trial ends)
Subject: Your {product} trial ends on {{date}}

Hi,

Your {deskTrial} of {product} ends on {{date}}. If it earned its place on your {deskMachine}, a licence is {price}, once: {{link to buy}}. It covers {{how many}} of your machines, and owners get the next major version at a discount.

If it didn't, would you tell me why, in one line? Just reply. It's the most useful thing I hear all week.

{{your name}}`,
    marketingWisdom:
      "The end of a trial is the moment of decision, and most people miss it because nothing reminds them. A short, honest note from the person who made the app, with a real question in it, sells more than a discount, and the answers tell you what to fix before you spend a minute on new channels.",
  },
  {
    id: "desk-communities",
    desktopApp: 4,
    name: "A small launch every few weeks where {deskOs} users swap tools: {deskCommunity} by its rules, newsletters and tips sites",
    kinds: ["consumer-app"],
    goals: ["revenue", "signups", "awareness"],
    stages: BETA_ON,
    channels: ["reddit", "newsletter", "press", "community"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 1.5,
    contactsIndividuals: false,
    timeFrame: "Ongoing",
    impact: "High Impact",
    why: "A single launch day brings a single day of visitors; {audience} find new tools in the same few places every week, so a steady run of small, honest launches there (a new version, a comparison, a tip) keeps {product} in front of them all quarter.",
    description:
      "Plan one small launch every two or three weeks, each with something new to say: a new version, the comparison page, a tip, a sale. Post it in {deskCommunity} only in the way its rules allow, send a short tip with the recording to {deskSites}, and treat any single launch day as one day among many. Say every time that you are the developer.",
    steps: [
      "Read the rules of {deskCommunity} (in the sidebar or wiki: self-promotion, how often a developer may post, whether a discount code or a flair is required) and note them in the tracker before you post anything.",
      "Take part first for two weeks: answer questions about the problem {product} solves, mention it only where it truly answers the question, and say you make it.",
      "List the news for the quarter: a version with a new feature, the comparison page, a short how-to, a sale. Give each its own fortnight in the calendar.",
      "For each, write one post in the format the community prefers (what it does, the recording, the price and trial, and that you are the developer), and stay in the comments for the first few hours.",
      "Build a list of {deskSites}; send each editor, at the address they publish for tips, the short note below with the recording, once per real piece of news.",
      "Log trial downloads and sales from each post and note with a tagged link, and drop the places that bring nobody after two tries.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "A community account that says you are the developer",
      "The before-and-after recording and a GIF",
      "A list of sites and newsletters with their tips addresses",
      "Tagged links so each post and mention can be counted",
    ],
    successMetrics: [
      "A small launch every two or three weeks, logged in the tracker",
      "Trial downloads and copies sold from each post or mention",
      "Mentions in newsletters or tips sites this quarter",
    ],
    template: `Community post
Title: I made {product}, a {deskWord} that {{what it does in a few words}} ({price} once, free trial)

Hi! I'm the developer of {product}. {{why you built it}}

What it does: {{three short lines}}
20-second before/after: {{link to the recording}}
Price: {price}, one-time; a {deskTrial}, no account needed.

I'd love to hear what's missing compared with {deskRivals}. I'll be in the comments all day.

---
Tip to a site or newsletter editor
Subject: Tip: {product}, {{what's new in a few words}}

Hi {{editor's name}},

I'm an indie developer and I make {product}, a {deskWord} that {{what it does in a few words}}. {{what's new and when}}.

20-second recording: {{link to the recording}}
Price: {price} once, with a {deskTrial}. Press licence for you: {{licence key}}

No need to reply if it isn't for you. Thanks for what you write,
{{your name}}`,
    marketingWisdom:
      "Launch days fade by the next morning; what lasts is being known in the few places your buyers trust. Each small launch needs real news, so plan your releases around them, and never post the same text in two places: each community and editor can tell.",
  },
  {
    id: "desk-youtube-setups",
    desktopApp: 5,
    name: "Free licences for YouTube creators who review {deskOs} setups and productivity tools",
    kinds: ["consumer-app"],
    goals: ["revenue", "awareness", "signups"],
    stages: LIVE,
    channels: ["youtube", "influencers", "video"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "{audience} watch other people's desk and app setups before they buy a tool, and a creator who keeps {product} in their setup shows it working on a real screen to exactly the people who pay for small utilities.",
    description:
      "List 30 YouTube creators who film their {deskOs} setups, favourite apps and productivity tools, with 2,000-100,000 subscribers, and offer each a free licence to keep, with no obligation to mention it. Write only to the business email on their channel, five a week, and ask those who mention it to label the free licence as the platform and the law require.",
    steps: [
      "Search YouTube for \"{deskOs} setup\", \"best {deskOs} apps\", \"{deskOs} productivity apps\" or the problem {product} solves, and list 30 creators with 2,000-100,000 subscribers whose comments are real questions about tools.",
      "Keep those with a business email on their channel page, and note the video of theirs that fits {product} best.",
      "Send the note below from your own address, five a week, with one follow-up after a week, then stop; each creator gets their own licence key so you can see who uses it.",
      "If a creator mentions {product}, thank them, share the video with your trial users and owners, and ask whether you may quote them on the download page.",
      "Add a tagged link or a short code for their viewers if they want one, and count trial downloads and sales from each video.",
    ],
    setupSteps: 1,
    resourcesNeeded: [
      "A sheet of 30 creators with their business emails",
      "Licence keys, one per creator",
      "A one-page kit: the recording, three screenshots, the price and trial",
    ],
    successMetrics: [
      "Creators written to, five a week",
      "Videos that show or mention {product}",
      "Trial downloads and copies sold from each video's link",
    ],
    template: `Subject: A free licence of {product} for your {deskOs} setup

Hi {{creator's name}},

I make {product}, a {deskWord} that {{what it does in a few words}}. Your video {{video you liked}} is the kind of setup it was built for.

Here is a licence to keep, with no obligation to mention it: {{licence key}}
20-second before/after: {{link to the recording}}

If you ever do show it, please label it as a free licence, and say whatever you think, good or bad.

Thanks for what you make,
{{your name}}, who makes {product}

---
Follow-up (one week later, then stop):
Hi {{creator's name}}, just checking my note about {product} reached you. If it isn't for your channel, no reply needed.`,
    marketingWisdom:
      "A setup video is a recommendation in context: viewers see the tool solving a real problem on a real desk. Give the licence freely and ask for nothing; creators mention what they keep using, and the disclosure protects both of you.",
  },
  {
    id: "desk-upgrades-licences",
    desktopApp: 6,
    name: "So each month doesn't start from zero: {deskUpgradeName}, team licences and an education price",
    kinds: ["consumer-app"],
    goals: ["revenue", "retention"],
    stages: ALL_STAGES,
    channels: ["loyalty", "email-marketing"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 0.5,
    fromUsers: true,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "With a one-time licence, the people who already bought are worth nothing next month unless there is something more to buy; a paid upgrade for a major version, licences for a whole team and a price for students bring money back from buyers you already have, without a subscription.",
    description:
      "Set three prices beside {price}: {deskUpgrade} (announced to owners by email before it ships), team licences with a volume price for five or more seats, and an education price for students and teachers checked by a school email or ID. Put all three on the price box and in {deskCheckout} as coupons or separate products. Buyers through a store or a subscription service such as Setapp get updates their way: the upgrade price is for licences bought on your site.",
    steps: [
      "Decide what makes the next major version worth paying for (the features owners ask for most), and the upgrade price for owners (often half the full price); write it on the page so today's buyers know what to expect.",
      "Add a team licence in your checkout: a price per seat from five seats, one invoice, and licences a team lead can hand out.",
      "Add an education price (for example half price) for students and teachers, checked with a school email address or student ID through your checkout's coupon or a short form.",
      "When the upgrade is ready, email every owner who agreed to hear from you, with the owners' price for a limited time, and say plainly that their current copy keeps working.",
      "Each month, count copies sold, upgrades, team seats and education licences separately in the tracker, so you can see how much of the month did not start from zero.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "Upgrade, team and education prices set up in your checkout (coupons or products)",
      "A list of owners who agreed to hear about updates",
      "A line on the price box for each",
    ],
    successMetrics: [
      "Team and education prices on the page within six weeks",
      "Team seats and education licences sold each month",
      "Owners who buy the upgrade within a month of its release",
    ],
    template: `Price box
{product}: {price}, one-time, for {{how many}} of your machines
Teams (5+ seats): {{price per seat}} per seat, one invoice. {{link to buy}}
Students and teachers: {{education price}} with a school email. {{link to buy}}
Version 2 for owners: {{upgrade price}} when it ships; your copy keeps working.

---
Email to owners (when the upgrade is ready)
Subject: {product} 2 is out, and owners pay {{upgrade price}}

Hi,

You bought {product} {{when}}, and it keeps working as it does today. Version 2 adds {{the three things owners asked for most}}.
As an owner you can upgrade for {{upgrade price}} until {{date}}: {{link to buy}}

Thank you for paying for small software,
{{your name}}`,
    marketingWisdom:
      "Paid upgrades are how indie desktop apps lived before subscriptions: owners who got real value pay again for a version that is really better, and they feel respected because their copy keeps working. Team and education prices cost nothing to add and catch buyers a single-user price misses.",
  },
  {
    id: "desk-stores-cut",
    desktopApp: 7,
    onlyWhen: /\b(?:mac|macos|windows|setapp|mac app store|microsoft store)\b/i,
    name: "The stores as extra places to be found, with their cut counted: {deskStoreNames}",
    kinds: ["consumer-app"],
    goals: ["revenue", "awareness"],
    stages: LIVE,
    channels: ["marketplaces", "app-store"],
    requires: [],
    uses: [],
    cost: { min: 0, max: 100 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "A store brings buyers who would never find {website}, but it keeps a share of each sale and sets its own rules, so it pays only when you count what each channel brings after its cut.",
    description:
      "Treat each store as a channel with a cost: {deskStoreCut}. Keep your own site as the main shop, where you hold the buyer's email and the upgrade path, and use {deskStoreNames} for the buyers who prefer them; compare what reaches you from each every month.",
    steps: [
      "Write down, from each store's current developer terms, what it keeps or pays and when it pays out; note the date you checked.",
      "Make each store's listing match the download page: the same recording or screenshots, the same first line, and a link to {website} where the store allows it.",
      "Check each store's rules before you add anything to the app: sandboxing and review rules on the Mac App Store, and what Setapp or the Microsoft Store ask of a listed app.",
      "Each month, in the tracker, put what reached you from your site, from each store and from Setapp side by side, after fees.",
      "Ask Setapp or the store's editorial team about features only with real news (a new version, a new feature), through the channel their terms give.",
    ],
    setupSteps: 1,
    resourcesNeeded: [
      "Each store's current developer terms, read and dated",
      "Your listing texts and the recording",
      "A monthly line per channel in the tracker",
    ],
    successMetrics: [
      "What reached you from each channel each month, after its cut",
      "Share of sales through your own site, where you keep the buyer's email",
    ],
    template: `Monthly line in the tracker
Month: {{month}}
{product} on your own site: {{copies}} copies, {{after fees}} received
{{store name}}: {{copies or payout}}, {{after its cut}} received
Upgrades, team seats, education: {{count}}, {{received}}
Checked the terms on: {{date}}`,
    marketingWisdom:
      "A store's audience is real, but so is its cut and its rules; the developer who knows what each channel actually pays can decide where to send people. Keep the relationship with buyers on your own site, because that is where the next version is sold.",
  },
  {
    id: "desk-power-user-words",
    desktopApp: 8,
    name: "Power users' words on the download page, asked for after a week of use",
    kinds: ["consumer-app"],
    goals: ["revenue", "retention", "signups"],
    stages: LIVE,
    channels: ["reviews", "email-marketing"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 0.5,
    fromUsers: true,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "Medium Impact",
    why: "{audience} trust another power user's one line more than any claim on your page, and the buyers who write to you already have those lines.",
    description:
      "Ask buyers, a week after they buy, one question by email: what was on your screen before {product}, and what changed? Quote the best answers on the download page and the comparison page with the person's permission, their first name and role (\"designer\", \"iOS developer\"), never an invented review.",
    steps: [
      "Add one question to the receipt or a note a week after purchase: what did your screen look like before, and what changed?",
      "Ask each person whose answer is useful whether you may quote it, with their first name and role.",
      "Put three quotes under the recording on the download page, and one on each comparison page.",
      "Where a store shows ratings, ask only through the system's own review prompt, never with a reward.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["The question in your receipt or email tool", "A short list of quotes with permission, dated"],
    successMetrics: ["Quotes collected with permission", "Trial-to-paid rate before and after the quotes go up"],
    template: `Subject: One question about {product}

Hi {{first name}},

You've had {product} for a week. One question, if you have a minute: what did your screen look like before, and what changed?

If I may quote your answer on the {product} page with your first name and what you do, just say so.

Thanks,
{{your name}}`,
    marketingWisdom:
      "Specific words from real users beat stars: \"I found my VPN icon again\" sells better than \"great app\". Always ask first and never reward a review.",
  },
  {
    id: "desk-paid-reach",
    desktopApp: 9,
    name: "Sponsored spots in the {deskOs} newsletters and podcasts your buyers follow, and search ads on {deskSearch}",
    kinds: ["consumer-app"],
    goals: ["revenue", "awareness", "signups"],
    stages: LIVE,
    channels: ["sponsorships", "google-ads", "newsletter", "podcast"],
    requires: [],
    uses: ["content"],
    cost: { min: 1000, max: 20000 },
    paid: true,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Once the download page and the trial notes turn visitors into buyers, money can buy more of the same visitors: readers of the newsletters and listeners of the podcasts {audience} already trust, and people searching for the problem today.",
    description:
      "Test paid reach only where buyers already look: one sponsored spot at a time in a {deskOs} newsletter or podcast with the recording and the trial link, and a small search campaign on the searches the comparison and how-to pages answer. Judge each by copies sold per dollar after 30 days, not by clicks, and stop what does not pay back.",
    steps: [
      "List the newsletters and podcasts your buyers name when you ask where they heard of {product}, ask each for its rate card and audience, and book one spot at a time.",
      "Write each spot around the 20-second before-and-after and the trial, with a tagged link to {website}.",
      "Set up a search campaign on the how-to searches ({deskSearch}) pointing to the matching page, with a daily cap; check your ad platform's trademark rules before you use another app's name in an ad.",
      "After 30 days, divide what each spot and campaign cost by the copies sold through its link, and put the money where a copy costs least.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["Rate cards from two or three newsletters or podcasts", "A search ads account with a daily cap", "Tagged links per spot and campaign"],
    successMetrics: ["Copies sold per dollar for each spot and campaign after 30 days", "Trial downloads from each spot"],
    template: `Sponsored spot (newsletter)
{product}: {{the result in six words}}
{{the problem in your buyers' words}}. {product} is a {deskWord} that {{what it does in a few words}}. Watch the 20-second before-and-after and try it free: {website}

---
Search ad
Headline: {{the problem}} on {deskOs}
Description: {product} {{what it does in a few words}}. Free trial, {price} once.`,
    marketingWisdom:
      "Paid reach multiplies what the page and the trial already do; it cannot fix them. Buy one spot at a time, count copies sold, and let the numbers, not the size of the list, decide the next one.",
  },
];
