import type { LibraryTactic } from "../types";
import { ALL_STAGES, BETA_ON, LIVE, TRACTION } from "./stages";

/*
 * B2B software and services: for small and medium businesses ("b2b-smb") and for enterprises
 * ("b2b-enterprise"). Founder-led, specific, respectful of busy buyers' time; no impulse-buy or
 * consumer-social tactics.
 */
export const B2B_TACTICS: LibraryTactic[] = [
  // ─── Small and medium businesses: founder-led outreach ─────────────────────────────────────────
  {
    id: "smb-founder-email-trigger",
    name: "Founder emails to 5 businesses a day, each with a trigger you noticed",
    kinds: ["b2b-smb"],
    goals: ["signups", "revenue"],
    stages: ALL_STAGES,
    channels: ["cold-email"],
    requires: [],
    uses: ["sales", "content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 4,
    contactsIndividuals: true,
    deskOnly: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Small businesses buy from a person they can reply to, so a short note from the founder of {product} that mentions something true about their business gets read where a campaign gets deleted.",
    description:
      "Every weekday, write to five {audience} {geo} from your own inbox, each time about one thing you noticed about that business: a job ad for the work {product} would save, a new location, a recent post about the problem, a move away from {competitor}. This is cold email done slowly: five a day keeps every message personal and leaves time to answer the replies. Every email ends with an easy way to say no.",
    steps: [
      "Build a sheet of 100 target businesses {geo}: business name, the buyer's name, their work email from the company's own site, and one trigger you noticed for each (a job ad, a new location, a recent post about the problem).",
      "Write the email in four sentences: the trigger, the cost it probably brings, what {product} does about it in one line, and a yes/no question; add a plain opt-out line and at most one link.",
      "Send five a day, Monday to Friday, from your own address, and log sent, replied, booked and opted out in the sheet.",
      "Follow up once, four working days later, in two lines; then stop, and remove anyone who asks at once.",
      "Every Friday, see which triggers earned replies and choose next week's 25 businesses by the trigger that worked best.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "Your own email account (a bulk-sending tool is unnecessary at this volume)",
      "A spreadsheet with one row per business",
      "About 45 minutes each weekday",
    ],
    successMetrics: ["At least 1 reply for every 6 emails", "2 conversations booked per 25 emails", "Progress towards: {metrics}"],
    template: `Subject: {{the trigger}} at {{their business}}

Hi {{first name}},

I noticed {{the trigger}}, and it made me think {{their business}} may be spending time on the problem {product} was built for. {pitch}

It costs {price}, and you can see how it works at {website}.

Would a 15-minute walkthrough this month be useful? If it's not relevant, reply "no" and I won't write again.

{{your name}}
Founder, {product}
---
Follow-up, 4 working days later:
Hi {{first name}}, one short nudge about {{the trigger}}. If the timing is wrong, no need to reply: this is my last email. If it is worth a look, send me a day that suits you.`,
    marketingWisdom:
      "The trigger is the whole email: a reason to write today that the reader recognises as true about them. Five researched emails a day earn more replies than fifty generic ones, and they keep your own domain out of spam folders.",
  },
  {
    id: "smb-letter-then-phone",
    name: "A posted letter, then a phone call, for buyers who ignore email",
    kinds: ["b2b-smb"],
    goals: ["signups", "revenue"],
    stages: ALL_STAGES,
    channels: ["calls", "cold-calling"],
    requires: [],
    uses: ["sales"],
    cost: { min: 30, max: 150 },
    paid: false,
    hoursPerWeek: 4,
    contactsIndividuals: true,
    deskOnly: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Many {audience} never answer an unknown email but do open a letter addressed to them by name, which makes the phone call that follows expected rather than intrusive.",
    description:
      "For owners and office managers who do not read email from strangers. Post a one-page letter to ten named businesses a week, then phone each one on the day the letter said you would. The letter gives the call a reason and the call gets the letter an answer. Few suppliers write letters any more, so yours is read.",
    steps: [
      "List 40 target businesses {geo} with the decision-maker's name, the postal address and the main phone number from their website or trade directory listing.",
      "Write a one-page letter on simple letterhead: why you are writing to them, what {product} does in two sentences, and the day you will phone.",
      "Post ten letters each Monday, signed by hand, and note in a sheet the day you promised to phone each business.",
      "Phone each business on the promised day, at a quiet hour (ask the front desk when that is), using the short script, and offer a 15-minute screen share or a visit.",
      "Log every outcome (spoke, voicemail, call back on a date, declined) and stop after two attempts per business.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "Letterhead printed at home or at a print shop",
      "Envelopes and stamps for about 40 letters a month",
      "A phone and a quiet hour, three mornings a week",
    ],
    successMetrics: [
      "1 conversation with a decision-maker for every 4 letters",
      "3 walkthroughs booked per 40 letters",
      "Progress towards: {metrics}",
    ],
    template: `Letter:
Dear {{first name}},

I am writing by post because your inbox is probably full enough already.

I run {product}, which helps {audience} {geo}. {pitch}

I will phone {{their business}} on {{the day you will call}} to ask one question: is this a problem worth fifteen minutes of your time? If it isn't, just tell me and I won't call again. You can see more at {website}.

Yours sincerely,
{{your name}}, founder of {product}
---
Phone script:
"Good morning, it's {{your name}} from {product}. I wrote to {{first name}} last week and said I'd phone today. Is now a bad moment? ... I'll be brief: how do you handle {{the problem}} today? ... Would fifteen minutes next week be worth it, to see whether {product} takes that off your desk? If not, that's fine, I'll close the file."`,
    marketingWisdom:
      "Traction's point that the channel everyone has abandoned is often the cheapest one still holds for posted letters. Saying in the letter when you will phone, then phoning exactly then, turns a cold call into a kept promise.",
  },
  {
    id: "smb-local-walk-in-visits",
    name: "In-person visits to businesses in one neighbourhood",
    kinds: ["b2b-smb"],
    goals: ["signups", "revenue", "awareness"],
    stages: ALL_STAGES,
    // Walking in unannounced is a cold call made in person: out for a founder who will not cold call.
    channels: ["meetups", "cold-calling"],
    requires: [],
    uses: ["sales"],
    cost: { min: 0, max: 100 },
    paid: false,
    hoursPerWeek: 5,
    contactsIndividuals: true,
    inPerson: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Businesses in {place} are run from their own premises all day, so a founder who walks in at a quiet hour with a printed one-pager gets a conversation with {audience} that no inbox would give {product}.",
    description:
      "For shops, clinics, restaurants, workshops and any business with a front door: meet them in person. Visit eight to ten in one area in a half-day, at their quiet hour, and ask for two minutes with the owner or manager. The aim of the first visit is to be remembered and to book a proper slot; a demo at the counter rarely works.",
    steps: [
      "Pick one neighbourhood or business park in {place} and list 30 businesses there that could use {product}, close enough to walk between; note when each is likely to be quiet (ask a neighbour, or look in once).",
      "Print a one-page sheet: what {product} does in one sentence, a picture of the screen they would use, {price}, {website} and your mobile number.",
      "Visit eight to ten in a session, ask the front desk who decides on software, and ask that person for two minutes; if they are out, leave the sheet with a handwritten note.",
      "Book a 20-minute return visit with every owner who shows interest, and write it in your sheet before the next door.",
      "Return on the booked day, set {product} up with them on the phone or computer they will use it on, and ask which other businesses nearby have the same problem.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "Thirty printed one-page sheets",
      "A half-day a week in the area",
      "A laptop or tablet with {product} ready to show",
    ],
    successMetrics: ["1 booked return visit for every 4 doors", "First 3 businesses set up in the same area", "Progress towards: {metrics}"],
    template: `At the counter:
"Hi, I'm {{your name}}, I run {product}, a small company working with {audience} here in {place}. I won't keep you now: who looks after {{the task it replaces}} here? ... Could I have two minutes with them, or come back at a better time?"

With the owner:
"{pitch} It costs {price}. I'd like to come back for twenty minutes and set it up with you on your own data, so you can judge it on something real. Would {{a day next week}} work?"
---
Note left with the one-pager:
{{first name}}, sorry to miss you. I dropped by about {product} ({website}). I'm back in the area on {{a day next week}} and would value two minutes. {{your name}}, {{your mobile number}}`,
    marketingWisdom:
      "Turning up is a credibility signal an email cannot fake, and small-business owners on the same street compare notes: the second customer nearby is far easier than the first. Aim for a booked return visit, because the counter is the wrong place to decide.",
  },

  {
    id: "smb-chat-after-the-visit",
    name: "{messagingApp} for the owners you met: a one-minute video, answers within the hour, updates only to those who said yes",
    kinds: ["b2b-smb"],
    goals: ["signups", "revenue", "retention"],
    stages: ALL_STAGES,
    channels: ["whatsapp", "referral", "video"],
    requires: [],
    uses: ["sales", "community"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 3,
    contactsIndividuals: true,
    messagingFirst: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "You said {messagingQuote}: the chat is where {audience} decide, ask for help and pass on what works, so the visit that starts a relationship is followed up there, never by email.",
    description:
      "Run {product}'s customer line on {messagingApp}: every owner you meet at their counter is asked whether you may send a one-minute video there, and only those who say yes get it, with answers within the hour while they trade. Once a week, one useful update goes to the owners who asked for it. Owners who use {product} every week are asked to pass the video to two owners nearby, because they trust each other more than any company.",
    steps: [
      "Set up {messagingBusiness} on a number kept for {product}, with the business profile filled in (name, hours, {website}), a greeting, an away message for after hours, and quick replies for the five questions owners ask most.",
      "At every visit, ask \"Can I send you a one-minute video on {messagingApp}?\" and save the number only with a yes; label each chat as visited, trying or paying.",
      "Record a one-minute video on a phone of the main job done in {product}, kept small so it plays on any phone and costs little data, and send it the same day as the visit.",
      "Answer every message within the hour during trading hours; when an owner is stuck, send a voice note or offer to stop by.",
      "Once a week, send one short, useful update to a broadcast list of the owners who asked for it (a broadcast reaches only people who saved your number), and never add anyone who did not ask.",
      "Ask each owner who uses {product} every week to forward the video to two owners nearby, and thank them by name when one signs up.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "A phone and a number kept for {product}, with {messagingBusiness} set up",
      "A one-minute video of {product} doing the main job",
      "A sheet or chat labels: visited, said yes, trying, paying, passed it on",
    ],
    successMetrics: [
      "7 in 10 owners visited say yes to the video",
      "1 in 3 of them set up {product} within a week of the video",
      "Progress towards: {metrics}",
    ],
    template: `First message, the day of the visit:
Hi {{first name}}, it's {{your name}} from {product}, we spoke at your {{stall or shop}} today. Here is the one-minute video I promised: {{video}}. {pitch} It costs {price}. Any question, write here and I answer within the hour. If you'd rather not hear from me, just say so and I won't write again.

Weekly update (broadcast, only to owners who asked for it):
This week in {product}: {{a new feature or an owner's tip}}. Stuck on anything? Reply here or send a voice note.

Asking a regular to pass it on:
{{first name}}, you've used {product} every week this month, thank you! Do you know two owners nearby with the same headache? Forward them the video above; when they sign up, tell them to mention your name.`,
    marketingWisdom:
      "Owners who run their business in a chat judge a supplier by how fast it answers there. The visit earns permission to write; the hour-long reply and the owner who passes the video on do the selling. Broadcasts to people who never asked cost you the number and the trust.",
  },

  // ─── Small and medium businesses: where buyers already gather ──────────────────────────────────
  {
    id: "smb-trade-association",
    name: "Join the trade association your buyers belong to",
    kinds: ["b2b-smb"],
    goals: ["awareness", "signups", "partnerships"],
    stages: ALL_STAGES,
    channels: ["newsletter", "events"],
    requires: [],
    uses: ["content", "sales"],
    cost: { min: 25, max: 200 },
    paid: false,
    hoursPerWeek: 3,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Most {audience} {geo} trust their trade association more than any supplier, and its newsletter, branch meetings and member directory reach exactly the businesses {product} is for.",
    description:
      "Most trades have an association: dental practices, vets, accountants, plumbers, independent retailers, hotels. Join as an associate or supplier member, go to the branch meetings and events, give the newsletter something useful to print, and use the member directory, within its rules, to find who to write to. It starts slowly and compounds: after three meetings you are a familiar face with a useful answer.",
    steps: [
      "Find the association (and its regional branch) for {audience} {geo}: ask two customers or prospects which one they belong to and which newsletter they actually read.",
      "Join as an associate or supplier member, and read the rules on contacting members before you use the directory.",
      "Go to the next branch meeting to listen: introduce yourself, ask members how they handle the problem {product} solves, and note who wants to hear more.",
      "Offer the newsletter editor a short, practical piece (a checklist, a cost benchmark, a how-to) with one line about {product} at the end.",
      "Write to members from the directory only as the rules allow, naming the association and the meeting where you met or could meet.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "Associate or supplier membership (usually a yearly fee)",
      "One evening or lunchtime meeting a month",
      "A short practical piece for the newsletter",
    ],
    successMetrics: [
      "Member within 2 weeks, first branch meeting within 4",
      "A piece accepted by the newsletter within 2 months",
      "5 conversations a month that started at the association",
      "Progress towards: {metrics}",
    ],
    template: `Subject: A short, practical piece for your members

Dear {{editor's first name}},

I joined {{the association}} as an associate member this month. I'm the founder of {product}, which works with {audience}. {pitch}

I'd like to offer your readers a short, practical piece: "{{the piece's title}}". About 500 words of advice members can use the same day, with a one-line note on who wrote it and no sales pitch inside.

Would that suit a coming issue? I'm happy to shape it around what members are asking about this season.

Kind regards,
{{your name}}
{product} · {website}`,
    marketingWisdom:
      "Traction calls this going where your buyers already gather: the association has assembled them and earned their trust. Give before you ask, because the useful newsletter piece and the good question at a meeting earn you the right to pitch later.",
  },
  {
    id: "smb-integration-co-marketing",
    name: "Integration and co-marketing with a tool your customers already use",
    kinds: ["b2b-smb"],
    goals: ["partnerships", "signups", "awareness"],
    stages: BETA_ON,
    channels: ["partnerships", "integrations", "newsletter"],
    requires: [],
    uses: ["sales", "content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 3,
    contactsIndividuals: true,
    deskOnly: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Most {audience} already pay for a handful of tools they trust, so an integration with one of them puts {product} in front of that tool's customers with its endorsement.",
    description:
      "Find the software most of your customers already run (their booking, accounting, point-of-sale or practice-management tool), build or polish the integration with it, and propose one joint action to its partner team: a listing on their integrations page, a line in their customer newsletter, a how-to session run together. Smaller tools say yes far more often than the giants.",
    steps: [
      "Ask your last 20 customers which tools they open every day; pick the one named most often that has a partner or integrations programme.",
      "Build or finish the integration so the most common workflow works end to end, and write a one-page setup guide with screenshots.",
      "Find the partner manager (on their partner page or the company's team page) and send the proposal below, with a one-minute screen recording of the integration working.",
      "Agree one joint action for the coming month: a listing on their integrations page, a mention in their customer newsletter, or a how-to session run together.",
      "Give the partner a tracked link and report back after 30 days with the sign-ups it brought, so the next joint action is easy to approve.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "The integration, working for the main workflow",
      "A one-page setup guide with screenshots",
      "A named partner contact at the other company",
    ],
    successMetrics: [
      "Listed on the partner's integrations page within 6 weeks",
      "Sign-ups through the partner link each month",
      "Progress towards: {metrics}",
    ],
    template: `Subject: {product} + {{their tool}}: one joint note to shared customers?

Hi {{first name}},

Many of our customers at {product} run their business on {{their tool}}, so we built an integration that lets the two work together: {{what the integration does}}. I can send a one-minute recording of it working.

{pitch} Our customers are {audience}, which I believe overlaps well with yours.

Would you be open to one joint action this quarter: a listing on your integrations page, a line in your customer newsletter, or a 30-minute how-to session we run together? We'll do the writing and share the sign-up numbers with you afterwards.

Best,
{{your name}}
Founder, {product} · {website}`,
    marketingWisdom:
      "Business development works when both sides gain, so lead with what their customers get (less double entry, fewer support tickets) before what you get. A partner who sees a usage number after the first joint action is far likelier to approve the second.",
  },
  {
    id: "b2b-app-marketplace-listing",
    name: "A listing in the app marketplace of the software they run on",
    kinds: ["b2b-smb", "b2b-enterprise"],
    goals: ["signups", "revenue"],
    stages: LIVE,
    channels: ["marketplaces", "integrations", "reviews"],
    requires: [],
    uses: ["content", "design"],
    cost: { min: 0, max: 100 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Many {audience} look for add-ons inside the software they already pay for, so a good listing there reaches buyers at the moment they look for what {product} does.",
    description:
      "QuickBooks, Xero, Shopify, HubSpot and Slack for smaller businesses, Salesforce AppExchange and Microsoft AppSource for larger ones: each runs a marketplace where customers browse add-ons. A listing with a clear title, honest screenshots, a setup that takes minutes and the first ratings from real customers brings steady, high-intent sign-ups with little upkeep.",
    steps: [
      "Pick the one platform most of your customers use, read its listing requirements and approval process (some take weeks), and start the application.",
      "Write the listing: a title with the job it does, a description that names who it is for, four screenshots of real screens, and a setup guide.",
      "Submit, fix whatever the platform's approval team asks, and publish.",
      "Ask your five happiest customers on that platform to leave an honest rating on the listing, with a direct link, and offer nothing in return for a good one.",
      "Each month, check how buyers find the listing and how many install, and update the screenshots and copy when the product changes.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["A developer account on the platform", "Four clean screenshots", "A short setup guide"],
    successMetrics: ["Listing live within 6 weeks", "5 honest ratings in the first 2 months", "Installs per month from the listing", "Progress towards: {metrics}"],
    template: `Listing title: {product}: {{the job it does}}

Short description:
{pitch} Built for {audience}, and set up in minutes from your {{platform}} account.

Full description, first lines:
{product} connects to {{platform}} so you can {{the main workflow}} without copying anything by hand. Each step is shown in the screenshots below.
Pricing: {price}. Questions: {website}
---
Message to a happy customer:
Hi {{first name}}, you've used {product} with {{platform}} for a while now. Would you leave an honest rating on our listing? It takes two minutes, and candid feedback, good or critical, helps other {audience} decide. The link: {{listing link}}`,
    marketingWisdom:
      "Existing platforms are a channel of their own in Traction: early listings with a clear title and a few honest ratings tend to keep ranking in the marketplace's search. Write the title for the words a buyer types, never for your brand.",
    listed: {
      name: "Climb the {marketplace} search: a listing in buyers' words and reviews asked for at the right moment",
      why: "{audience} choose apps in the {marketplace} by search position, reviews and a setup that looks quick, so the listing {product} already has is where most of its installs are won or lost.",
      description:
        "{product} is already listed; now make the listing win. Rewrite its title, subtitle and first lines for the words buyers type, show the result in screenshots, and ask for a review inside the app at the moment it first does its job for a customer, with nothing offered in return. Reviews and install rate are what move an app up the marketplace's search.",
      steps: [
        "Search the {marketplace} for the job {product} does, note the titles and subtitles of the first ten results, and ask your last five new customers what they typed to find you.",
        "Rewrite the listing's title, subtitle and first lines for those words, and replace the screenshots with four that show the result inside the customer's own admin.",
        "Add a review request inside {product} at the moment of value (the first time it does its job for a customer), with a direct link to the review page and nothing offered in return, as the marketplace's rules require.",
        "Reply to every review within a week, good or critical, saying what you changed.",
        "Each month, write down your position for your three main search terms, the installs and the share of listing visitors who install, and change one thing at a time.",
      ],
      setupSteps: 2,
      resourcesNeeded: ["Access to your {marketplace} listing and its analytics", "Four new screenshots", "A review prompt inside the app"],
      successMetrics: ["Reviews a month on the listing", "Share of listing visitors who install", "Position for your three main search terms", "Progress towards: {metrics}"],
      template: `Listing title and subtitle:
{product}: {{the job it does as buyers say it}}
{{who it is for and the result}}

---
Review request inside {product} (shown once, after its first success):
{product} just {{the first result it delivered}}. If it's useful, would you tell other store owners in a short review on the {marketplace}? Honest is best, good or bad. Leave a review · Not now`,
      marketingWisdom:
        "In an app marketplace the listing is the shelf and the reviews are the salespeople: ask at the moment of value, inside the product, and buyers who just saw it work write the reviews that move you up. Never offer anything for a review; marketplaces remove apps that do.",
    },
  },

  // ─── Proof: stories, reviews, comparisons ──────────────────────────────────────────────────────
  {
    id: "b2b-case-study-with-number",
    name: "Customer case studies built around one number",
    kinds: ["b2b-smb", "b2b-enterprise"],
    goals: ["revenue", "signups", "fundraising"],
    stages: BETA_ON,
    channels: ["case-studies"],
    requires: [],
    uses: ["content", "design"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Like most buyers, {audience} believe a peer's result more than a supplier's claim, so one story with a real number from a customer like them sells {product} better than any feature list.",
    description:
      "Pick a customer with a result you can measure (hours saved a week, fewer missed appointments, invoices paid sooner) and ask for 30 minutes to hear the story. Write it as one page: who they are, what it was like before, what changed, the number, in their own words. Then put it where decisions happen: on the pricing page, in outreach, in the follow-up after every demo.",
    steps: [
      "Find the customer with the clearest before-and-after and check you can measure it (their figures, or {product}'s own data with their permission).",
      "Ask for 30 minutes with the message below, and send the five questions in advance.",
      "Write one page: a headline with the number, the situation before, why they chose {product} over {competitor} or doing it by hand, the result, a quote; send it to them for approval.",
      "Publish it on {website} with their logo (with permission), and add the number and a link to your pricing page and follow-up emails.",
      "Repeat monthly until you have one case study per main type of customer.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A customer with a measurable result", "30 minutes of their time", "A one-page layout (a plain document is enough)"],
    successMetrics: [
      "First case study approved within 3 weeks",
      "The number quoted in every proposal and follow-up",
      "Progress towards: {metrics}",
    ],
    template: `Subject: Could we tell your {product} story?

Hi {{first name}},

You've been using {product} for {{how long}}, and {{the result you've seen}} is exactly what other {audience} ask me about.

Would you give me 30 minutes to hear the story in your own words? I'll write it up as one page, you approve every line before anything is published, and we can leave out any figure you'd rather keep private.

The five questions I'd ask:
1. What was it like before {product}?
2. What made you try it, instead of staying with {competitor}?
3. What changed in the first month?
4. Which number would you point to?
5. What would you tell a peer who is considering it?

Thanks either way,
{{your name}}`,
    marketingWisdom:
      "A case study without a number is a testimonial; with one, it is evidence a buyer can repeat to a colleague or a boss. Quote the customer's own words, because the way they describe the problem is how the next buyer searches for it.",
    inChat: {
      description:
        "Pick a customer with a result you can measure (hours saved a week, invoices sent the same day, fewer trips to the accountant) and ask, at their counter, to record their story in one minute on your phone. The video and one printed line with the number go where owners decide: forwarded on {messagingApp} after every visit, and on the sheet you leave at the counter.",
      steps: [
        "Find the customer with the clearest before-and-after and check you can measure it (their figures, or {product}'s own data with their permission).",
        "Ask them in person, with the questions below, for ten minutes at their quiet hour, and ask whether you may film their answers on your phone.",
        "Cut one minute: who they are, what it was like before, the number, in their own words; show it to them and send it only once they say yes.",
        "Send it on {messagingApp} to the owners who asked for updates, put the number and their name on your printed sheet, and play it at every first visit.",
        "Repeat monthly until you have one story per main type of customer.",
      ],
      resourcesNeeded: ["A customer with a measurable result", "Ten minutes of their time at a quiet hour", "Your phone, held sideways, in daylight"],
      successMetrics: [
        "First story approved within 3 weeks",
        "The video played or forwarded at every first visit",
        "Progress towards: {metrics}",
      ],
      template: `Asked at their counter (or on {messagingApp}, if they prefer):

Hi {{first name}}, you've been using {product} for {{how long}}, and {{the result you've seen}} is exactly what other owners ask me about. Could I record you telling it in one minute, on my phone, at a quiet hour this week? You see it before anyone else does, and we leave out any figure you'd rather keep private.

The five questions I'd ask:
1. What was it like before {product}?
2. What made you try it, instead of staying with {competitor}?
3. What changed in the first month?
4. Which number would you point to?
5. What would you tell another owner who is thinking about it?`,
    },
  },
  {
    id: "b2b-review-sites-real-customers",
    name: "Honest reviews on G2 and Capterra from real customers",
    kinds: ["b2b-smb", "b2b-enterprise"],
    goals: ["signups", "revenue", "awareness"],
    stages: LIVE,
    channels: ["reviews"],
    requires: [],
    uses: ["sales"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 1,
    offMarketplace: true,
    contactsIndividuals: true,
    deskOnly: true,
    timeFrame: "Ongoing",
    impact: "Medium Impact",
    why: "Many {audience} shortlist software on G2 and Capterra before they ever speak to a supplier, so a {product} profile with recent, honest reviews keeps you on the list next to {competitor}.",
    description:
      "Claim the free profiles on G2 and Capterra (Capterra also feeds GetApp and Software Advice), fill them in properly, then ask customers who got value, one by one and at a good moment, for an honest review. No reward tied to a positive rating, no reviews from friends or staff: both sites remove them and it breaks their rules.",
    steps: [
      "Claim the {product} profiles on G2 and Capterra: category, a description in your buyers' words, screenshots, pricing ({price}) and the tools it connects to.",
      "List customers who have used {product} for at least a month and had a visible win (a problem solved, a good month, a renewal).",
      "Ask five a week, personally, right after that win, with the direct review link and the note below.",
      "Reply to every review, glowing or critical, within a week: thank them, and say what you are fixing.",
      "Once you have ten reviews, add the badge and two quotes to your pricing page.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["Free vendor accounts on G2 and Capterra", "A list of satisfied customers", "About an hour a week"],
    successMetrics: [
      "10 reviews in the first 2 months",
      "Average rating tracked monthly, with critical points fed to the roadmap",
      "Progress towards: {metrics}",
    ],
    template: `Subject: Two minutes for an honest review of {product}?

Hi {{first name}},

Thanks again for {{the recent win}}. Other {audience} often check G2 and Capterra before choosing a tool, and a review from someone who actually uses {product} helps them more than anything we could write.

If you have two minutes, here is the direct link: {{review link}}. Please be candid, including what we should improve: we read every review and reply to each one.

Thank you,
{{your name}}`,
    marketingWisdom:
      "Ask at the moment of value, never on a schedule: the same customer writes a better review the day a problem was solved than a month later. Buyers weigh recent reviews above old ones, so five a week for months beats one big push.",
  },
  {
    id: "b2b-honest-comparison-pages",
    name: "An honest comparison page against the tool buyers already know",
    kinds: ["b2b-smb", "b2b-enterprise"],
    goals: ["signups", "revenue"],
    stages: LIVE,
    channels: ["seo"],
    requires: [],
    uses: ["content", "seo"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Buyers who search for '{competitor} alternative' have already decided to look around, so an honest comparison page puts {product} in front of {audience} at the moment they choose.",
    description:
      "Write one page per alternative your buyers mention: {product} vs {competitor}, then '{competitor} alternatives'. Be fair: say plainly who {competitor} suits better, then who {product} suits better, with a feature-and-price table and a switching guide. Buyers trust the page that admits trade-offs, and it is the SEO page with the highest buying intent you will ever write.",
    steps: [
      "List the alternatives prospects name in your conversations (including spreadsheets and doing it by hand), and check which ones people search for.",
      "For the first one, build a table from public information only: pricing, main features, setup time, support, contract terms; date it and link your sources.",
      "Write the page: who each product suits, where {competitor} is stronger, where {product} is, how switching works, and a trial or sign-up link.",
      "Publish it at a clear address on {website}, and link it from your pricing page and your sales follow-ups.",
      "Send it to two customers who switched from {competitor}, ask what is wrong or missing, and review it every quarter.",
    ],
    setupSteps: 1,
    resourcesNeeded: [
      "The alternative's public pricing and feature pages",
      "Two customers who switched",
      "A page on your site",
    ],
    successMetrics: [
      "On the first page of results for '{competitor} alternative' within 3 months",
      "Trials or sign-ups that start from the page each month",
      "Progress towards: {metrics}",
    ],
    template: `Page title: {product} vs {competitor}: an honest comparison for {audience}

Opening:
{competitor} is a solid choice for {{who it suits best}}. {product} was built for a different need. {pitch} This page sets out where each one is stronger, what each costs and how switching works, so you can decide in five minutes.

Table rows: Price ({price} for {product}) · Setup time · {{main feature one}} · {{main feature two}} · Support · Contract length

Switching from {competitor}:
Export your data from {competitor}, and we'll help you bring it into {product}. Questions first? Write to us from {website}: the founder answers.`,
    marketingWisdom:
      "Obviously Awesome's lesson applies: position against the alternative the buyer already has in mind, and say honestly who should pick it instead. Admitting where the other tool wins is what makes the rest of the page believable.",
  },

  // ─── Small and medium businesses: referrals, tools, workshops, onboarding ──────────────────────
  {
    id: "smb-customer-referral-programme",
    name: "A customer referral programme with a reward for both sides",
    kinds: ["b2b-smb"],
    goals: ["signups", "revenue", "retention"],
    stages: LIVE,
    channels: ["referral"],
    requires: [],
    uses: ["sales"],
    cost: { min: 0, max: 100 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    timeFrame: "Ongoing",
    impact: "High Impact",
    why: "Small-business buyers such as {audience} ask each other whom to trust, so a simple reward for both sides turns the customers who already like {product} into its best salespeople.",
    description:
      "Give every customer a personal link and a reward for both sides that means something to a small business: a free month each, or a credit on the next invoice. Ask at moments of success, one customer at a time, and thank each referrer by name. Keep the rule short enough to explain in one sentence.",
    steps: [
      "Choose the reward (a free month for both is easy to explain and costs margin, not cash) and write the one-sentence rule.",
      "Set up personal referral links with your billing tool's referral feature, a referral app, or a simple form and a sheet.",
      "Email your 20 happiest customers personally with the note below, right after a good moment (a renewal, a support request closed with thanks).",
      "Add the referral link to the invoice email, the account page and your support signature.",
      "Thank every referrer by name within a day, apply both rewards the same week, and review the numbers monthly.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "A reward you can afford for both sides",
      "Referral links (billing tool, app or spreadsheet)",
      "A list of happy customers",
    ],
    successMetrics: [
      "1 in 10 active customers refers another business in the first quarter",
      "Referred customers convert and stay better than others",
      "Progress towards: {metrics}",
    ],
    template: `Subject: A free month for you and a business you know

Hi {{first name}},

You've been with {product} for a while now, and it's customers like {{their business}} who keep us going.

If you know another business like yours that could use it, here's your personal link: {{referral link}}. When they subscribe, you both get a month free. That's all there is to it.

And if you'd rather just mention {product} over coffee, that works too: {website}

Thanks,
{{your name}}`,
    marketingWisdom:
      "A referral works when the reward helps the friend as much as the referrer, so the person passing it on never feels like a salesperson. Most programmes fail because nobody is asked, far more often than because the reward is too small.",
  },
  {
    id: "smb-free-calculator-tool",
    name: "A free calculator for the question your buyers keep asking",
    kinds: ["b2b-smb"],
    goals: ["awareness", "signups"],
    stages: ALL_STAGES,
    channels: ["seo"],
    requires: [],
    uses: ["seo", "design"],
    cost: { min: 0, max: 50 },
    paid: false,
    hoursPerWeek: 4,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Many {audience} search for quick answers to practical money questions before they look for software, so a free calculator that answers one brings the right businesses to {product} for months.",
    description:
      "Build one small tool that answers a question your buyers ask every week: what missed appointments cost them a year, how many hours the admin eats, what a price change does to their margin. Free to use with no sign-up, the result optionally sent by email, and a clear link to {product} where the result shows the problem. Traction calls this engineering as marketing: a useful tool keeps attracting visitors long after launch.",
    steps: [
      "Pick the question from your customer conversations that has a number for an answer and leads straight to the problem {product} solves.",
      "Build the simplest version (a web page with a form, or a shared spreadsheet) with the formula and its assumptions in plain view; check it with two customers.",
      "Give the page a title in your buyers' own words ('{{the question}} calculator'), explain the method, and add one line on how {product} helps.",
      "Share it where {audience} already ask that question, and link it in your follow-up emails and email signature.",
      "Each month, check visits, results calculated and sign-ups that started from the tool, and improve the page for the searches it appears in (SEO).",
    ],
    setupSteps: 3,
    resourcesNeeded: [
      "A day or two to build it (or a spreadsheet)",
      "A page on {website}",
      "The formula, checked with two customers",
    ],
    successMetrics: ["100 people use it in the first month", "1 in 20 users clicks through to {product}", "Progress towards: {metrics}"],
    template: `Page title: {{the question}} calculator for {audience}

Opening:
How much does {{the problem}} really cost your business each year? Enter four numbers and see in 30 seconds. Free, nothing to sign up for, and the method is explained below.

Result line:
{{the problem}} is costing you about {{the result}} a year. {product} helps {audience} bring that down. {pitch} See how at {website}, from {price}.

Optional box:
Email me this result (we send it once, and nothing else unless you ask).`,
    marketingWisdom:
      "Engineering as marketing works when the tool answers a question the buyer already asks and the answer points naturally to your product. Keep it ungated; a tool behind a sign-up wall gets a fraction of the use and almost none of the links.",
  },
  {
    id: "smb-partner-workshop",
    name: "A practical workshop hosted with an association or partner",
    kinds: ["b2b-smb"],
    goals: ["awareness", "signups", "partnerships"],
    stages: BETA_ON,
    channels: ["webinar", "partnerships", "events", "newsletter"],
    requires: [],
    uses: ["content", "sales"],
    cost: { min: 0, max: 50 },
    paid: false,
    hoursPerWeek: 3,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Even busy {audience} will give an hour to a practical session their association or a trusted supplier puts on, which gives {product} a room of the right buyers with no ad budget.",
    description:
      "Offer a trade association, a local business group or a partner tool a free 45-minute workshop for their members on a problem they share (cutting admin time, getting paid faster, preparing for an inspection). The host promotes it to its members; you teach, show {product} for five minutes at the end, and follow up only with those who ask. Run it online as a webinar or in a meeting room at one of the host's events.",
    steps: [
      "Pick a topic members already complain about and outline 45 minutes: 35 practical, 5 on {product}, 5 for questions.",
      "Propose it to the host with the email below; agree the date, the sign-up page and who sends the invitations.",
      "Build simple slides and a one-page checklist attendees keep; rehearse once with a customer.",
      "Run it, and put a tick box on the feedback form for attendees who want a follow-up.",
      "Within 48 hours, send everyone the recording and the checklist, and write personally to those who ticked the box.",
    ],
    setupSteps: 3,
    resourcesNeeded: [
      "A host with a members list (association, business group or partner)",
      "Slides and a one-page checklist",
      "A free webinar tool or a meeting room",
    ],
    successMetrics: ["30 sign-ups through the host", "1 in 5 attendees asks for a follow-up", "Progress towards: {metrics}"],
    template: `Subject: A free workshop for your members: {{the topic}}

Hi {{first name}},

Many of your members tell us {{the problem}} eats into their week. I'd like to offer them a free, practical 45-minute session on it, online or at one of your meetings, on a date that suits you.

What members get: {{three things they will learn}}, and a checklist to keep. I'm the founder of {product}, which works with {audience}; I'd mention it for five minutes at the end, and only attendees who ask will hear from us afterwards.

If that works for you, I can send a title and a short description for your newsletter this week.

Best regards,
{{your name}}
{product} · {website}`,
    marketingWisdom:
      "Teaching is the most credible way to sell to small-business owners: they leave with something useful and remember who gave it. Let the host send the invitation, because their name on it is what fills the room.",
  },
  {
    id: "smb-free-migration-service",
    name: "Free set-up and data migration, done for them",
    kinds: ["b2b-smb"],
    goals: ["revenue", "signups", "retention"],
    stages: LIVE,
    channels: ["calls"],
    requires: [],
    uses: ["sales"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 4,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "For {audience} the real cost of switching from {competitor} is the afternoon spent moving data, so doing that work for them removes the main reason they put {product} off until later.",
    description:
      "Offer to move each new customer's data from {competitor} or their spreadsheets into {product}, set up their account with them, and train their team in 30 minutes. It is deliberately unscalable: it wins the hesitant buyers and shows you exactly where set-up hurts.",
    steps: [
      "Write down what a migration from {competitor} needs (the export format, the fields, the usual mess) and make a checklist and an import script or sheet template.",
      "Offer it on the pricing page, in your sales follow-ups and to every trial that stalls: 'We'll move your data and set you up, free.'",
      "For each customer, collect the export, import it, check it with them on a 30-minute customer call, and hand over a working account.",
      "A week later, train their team in a second short session and note every question in a shared list.",
      "Every month, turn the most common set-up problem into a product fix or a help page, so the service gets faster.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "An import checklist and a script or template",
      "About 2 hours per customer",
      "A booking link for set-up sessions",
    ],
    successMetrics: [
      "Stalled trials that accept the offer convert at twice the rate of the rest",
      "Set-up time per customer falls month by month",
      "Progress towards: {metrics}",
    ],
    template: `Subject: We'll move your data into {product} for you

Hi {{first name}},

I noticed {{their business}} started a trial of {product} but the data is still in {competitor}. That step is usually the hardest part, so we do it for you, free.

Send us an export from {competitor} (or your spreadsheet) and we'll import it, check it and set up your account. Then we'll take 30 minutes together to go through it on your own data, at a time that suits you.

Reply with a good day, or book here: {{booking link}}

{{your name}}
Founder, {product}`,
    marketingWisdom:
      "'Do things that don't scale' is most literal here: carrying the first customers through set-up wins them and teaches you what to automate. Track time to first value, because it predicts who stays.",
  },
  {
    id: "smb-demo-video-self-serve-trial",
    name: "A three-minute demo video and a trial they can start alone",
    kinds: ["b2b-smb"],
    goals: ["signups", "revenue"],
    stages: BETA_ON,
    channels: ["video", "email-marketing"],
    requires: [],
    uses: ["content", "design"],
    cost: { min: 0, max: 30 },
    paid: false,
    deskOnly: true,
    hoursPerWeek: 3,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Busy buyers such as {audience} evaluate software after hours and on their own, so a short demo video and a trial they can start alone let them say yes to {product} on their own schedule.",
    description:
      "Record one three-minute video that shows {product} doing the main job on realistic data, from login to result, and put it at the top of {website}. Pair it with a free trial that starts in one step, a sample account already filled with data, and a first task that takes under five minutes.",
    steps: [
      "Write the script as the customer's day: the problem in one sentence, the three clicks that solve it, then the result; leave the feature tour out.",
      "Record your screen and your voice (Loom or similar) in {language}, in one take if you can, and add captions.",
      "Set up the trial: one-step sign-up, a pre-filled sample account, and a checklist of the first three things to do.",
      "Put the video at the top of {website}, in your email signature and in every follow-up; track plays and trial starts.",
      "Each week, see where trial users stop (or ask three of them) and fix the first place they get stuck.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["A screen recorder (Loom or similar)", "Realistic sample data", "A one-step trial sign-up"],
    successMetrics: [
      "Half of those who start the video watch to the end",
      "Trial-to-paid conversion measured weekly",
      "Progress towards: {metrics}",
    ],
    template: `Demo video script (3 minutes):
0:00 "If you spend your evenings on {{the problem}}, this is for you. Here's how {product} handles it."
0:20 Show the screen they start on: "Everything from {competitor} or your spreadsheet comes in here."
0:50 Do the main job in three clicks, saying what each one saves.
2:20 Show the result: {{the result they care about}}.
2:45 "Try it on your own data today at {website}. {product} costs {price}."
---
Trial welcome email:
Subject: Your {product} trial: start here
Hi {{first name}}, your sample account is ready. Start with {{the first task}}: it takes under five minutes. If anything gets in the way, reply to this email and I'll help personally. {{your name}}, founder`,
    marketingWisdom:
      "Show the job, not the features: a demo that follows the buyer's day converts better than one that follows your menu. Time to first value is the number to shrink, because every extra set-up step loses trial users who never complain.",
  },
  {
    id: "smb-adviser-partners",
    name: "Partner with the advisers your buyers already trust",
    kinds: ["b2b-smb"],
    goals: ["partnerships", "signups", "revenue"],
    stages: LIVE,
    channels: ["partnerships", "referral"],
    requires: [],
    uses: ["sales"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 3,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Most {audience} ask their accountant, IT provider or consultant which software to use, so a handful of advisers who recommend {product} bring buyers who arrive already convinced.",
    description:
      "Most small businesses lean on an outside adviser: an accountant or bookkeeper, an IT support company, an industry consultant. Recruit five advisers who serve many {audience} {geo} as referral partners: a free account, a short training, a discount for their clients and, where their professional rules allow, a share of the revenue. They recommend tools for a living; make yours the easy one to recommend.",
    steps: [
      "Ask your customers who advises them (accountant, IT provider, consultant) and list 20 advisers who serve several of your buyers.",
      "Prepare an adviser pack: a free account, a 20-minute training, a client discount and, where allowed, a revenue share.",
      "Write to the 20 with the note below and offer a walkthrough to each one who replies.",
      "When an adviser joins, set up their first client together, then check in monthly.",
      "Track sign-ups per adviser, put your effort into the two or three who send clients, and thank them visibly.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A free adviser account", "A discount for each adviser's clients", "A one-page adviser guide"],
    successMetrics: ["5 advisers signed up in the first two months", "Each active adviser brings one client a month", "Progress towards: {metrics}"],
    template: `Subject: A free {product} account for {{their firm}}

Hi {{first name}},

{{their firm}} advises many {audience}, and your clients are the businesses we built {product} for. {pitch}

I'd like to offer you a free account to try it yourself, a 20-minute walkthrough, and a discount for your clients on the usual {price}. If you recommend it to clients who need it, we share the revenue, where your professional rules allow.

Would a walkthrough next week be useful? Reply with a time and I'll fit around you.

{{your name}}
Founder, {product} · {website}`,
    marketingWisdom:
      "Traction's business development lesson: one partner who sits in front of hundreds of your buyers is worth more than hundreds of separate pitches. Make the adviser look good to their client, because their reputation is what they lend you.",
  },

  // ─── Both: events, founder presence, search, customers ─────────────────────────────────────────
  {
    id: "b2b-trade-show-visit",
    name: "Walk the industry trade show with meetings booked ahead",
    kinds: ["b2b-smb", "b2b-enterprise"],
    goals: ["revenue", "awareness", "partnerships"],
    stages: BETA_ON,
    channels: ["trade-shows", "events", "speaking", "partnerships"],
    requires: [],
    uses: ["sales"],
    cost: { min: 300, max: 3000 },
    paid: false,
    hoursPerWeek: 5,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "The {audience} {product} sells to gather once or twice a year at their industry's trade show, and two days there can produce more qualified conversations than a month of outreach.",
    description:
      "Go to the trade show or industry conference as a visitor first: a pass and travel cost a fraction of a booth. Book meetings with prospects, customers and partners before you arrive, walk the exhibitors to learn who else sells to your buyers, and sit in the sessions where your buyers ask questions. Buy a booth only once a visit has shown that the show draws your buyers.",
    steps: [
      "Pick the one show or conference {audience} {geo} actually attend (ask three customers), and book a visitor pass and travel early.",
      "Three weeks before, write to 30 prospects and customers who will be there (exhibitor lists, the event app, your own list) to book 15-minute meetings; aim for eight.",
      "Prepare a one-page printout, a demo that works offline on your laptop, and a sheet to log every conversation.",
      "At the show, keep the booked meetings, walk every relevant stand, and ask exhibitors who serve the same buyers whether a partnership would make sense.",
      "Within three working days, follow up with each contact by name, referring to what they told you, and decide whether a booth next year would pay.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["A visitor pass and travel", "A one-page printout and an offline demo", "A meeting log"],
    successMetrics: [
      "8 meetings booked before the show",
      "3 qualified opportunities or partner leads per show",
      "Progress towards: {metrics}",
    ],
    template: `Subject: 15 minutes at {{the show}}?

Hi {{first name}},

I'll be at {{the show}} and saw your team will be there too. I'm the founder of {product}. {pitch}

Could we meet for 15 minutes at your stand or over coffee? I'd like to show you what it does for {audience}, and hear what slows your team down today.

{{your name}}, {product}, {website}
---
Follow-up after the show:
Hi {{first name}}, thanks for your time at {{the show}}. You mentioned {{what they told you}}; here is how {product} handles that: {website}. Shall we continue for 20 minutes next week?`,
    warm: {
      description:
        "Go to the trade show or industry conference as a visitor first: a pass and travel cost a fraction of a booth. Before you arrive, book meetings with the customers, pilot users and partners you already know, and with the people they introduce you to; walk the exhibitors to learn who else sells to your buyers, and sit in the sessions where your buyers ask questions. Buy a booth only once a visit has shown that the show draws your buyers.",
      steps: [
        "Pick the one show or conference {audience} {geo} actually attend (ask three customers), and book a visitor pass and travel early.",
        "Three weeks before, ask the customers, pilot users and association contacts you already know whether they will be there, book 15 minutes with each, and ask each to introduce you to one or two colleagues from other organisations who should meet you; aim for eight meetings, all with people you know or were introduced to.",
        "Prepare a one-page printout, a demo that works offline on your laptop, and a sheet to log every conversation.",
        "At the show, keep the booked meetings, walk every relevant stand, and ask exhibitors who serve the same buyers whether a partnership would make sense.",
        "Within three working days, follow up with each person you met by name, referring to what they told you, and decide whether a booth next year would pay.",
      ],
      successMetrics: [
        "8 meetings booked before the show, each with someone you know or were introduced to",
        "3 qualified opportunities or partner leads per show",
        "Progress towards: {metrics}",
      ],
      template: `To a customer or contact you already know:
Subject: 15 minutes at {{the show}}?

Hi {{first name}},

Will you be at {{the show}}? I'd love 15 minutes at your stand or over coffee to hear how {product} is working for you and show you what is new.

One favour: if a colleague at another organisation struggles with the same thing, would you introduce us? A short email with me in copy is plenty.

{{your name}}, {product}, {website}
---
After an introduction:
Hi {{first name}}, {{who introduced you}} suggested we meet at {{the show}}. I'm the founder of {product}. {pitch} Could we meet for 15 minutes at your stand or over coffee?
---
Follow-up after the show:
Hi {{first name}}, thanks for your time at {{the show}}. You mentioned {{what they told you}}; here is how {product} handles that: {website}. Shall we continue for 20 minutes next week?`,
    },
    marketingWisdom:
      "Traction's advice on trade shows is to decide who you must meet before you go: the meetings booked ahead are the return, and passing traffic is a bonus. A visitor pass tests a show for a fraction of a booth's cost.",
  },
  {
    id: "b2b-linkedin-founder-posts",
    name: "Founder posts on LinkedIn, three a week, from what customers say",
    kinds: ["b2b-smb", "b2b-enterprise"],
    goals: ["awareness", "signups"],
    stages: ALL_STAGES,
    channels: ["linkedin"],
    requires: [],
    uses: ["content", "social"],
    cost: { min: 0, max: 0 },
    paid: false,
    deskOnly: true,
    hoursPerWeek: 3,
    contactsIndividuals: false,
    timeFrame: "Ongoing",
    impact: "Medium Impact",
    why: "The people who buy {product} read LinkedIn between meetings, and a founder who writes plainly about their problem becomes the name they think of when it bites.",
    description:
      "Post three times a week from your own LinkedIn profile: a lesson from a customer conversation, a number from your work, an honest opinion about how {audience} handle the problem. Short text, one idea per post, the link in the first comment, and an answer to every comment the same day. The founder's profile reaches more buyers than the company page.",
    steps: [
      "Rewrite your LinkedIn headline to say who you help and how ('Helping {audience} with {{the outcome}} · founder of {product}'), and add {website} to your featured section.",
      "Start a running list of 20 post ideas from customer conversations, support questions and numbers from your own data.",
      "Post on Tuesday, Wednesday and Thursday mornings, in your buyers' working hours: one idea, under 200 words, ending with a question.",
      "Spend 15 minutes a day adding useful comments to posts by buyers and by the people they follow.",
      "Each Friday, note which posts brought profile visits, connection requests from buyers and conversations, and write more like those.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["Your personal LinkedIn profile", "A list of post ideas", "About 30 minutes a day"],
    successMetrics: [
      "Connection requests from {audience} every week",
      "2 conversations a month that began with a post",
      "Progress towards: {metrics}",
    ],
    template: `Post:
Last week a {{their role}} told me: "{{what they said}}"

I hear a version of this every week. Three things that helped the teams we work with:
1. {{first practical tip}}
2. {{second practical tip}}
3. {{third practical tip}}

We built {product} to make the third one routine. {pitch}

How do you handle it today?
---
First comment (the link goes here):
If you want to see how {product} does it: {website}`,
    marketingWisdom:
      "Posts that teach something specific, drawn from real conversations, outperform announcements. Consistency beats virality: three posts a week for three months builds the recognition one lucky post cannot.",
  },
  {
    id: "b2b-search-ads-high-intent",
    name: "Search ads on high-intent searches only",
    kinds: ["b2b-smb", "b2b-enterprise"],
    goals: ["signups", "revenue"],
    stages: LIVE,
    channels: ["google-ads"],
    requires: ["paid"],
    workaround: {
      paid: "New to ads? Keep to exact-match searches for your competitors' names and your own, a low daily cap and one landing page, read the search-terms report every Monday, and pay a freelancer for one hour to check the set-up.",
    },
    uses: ["analytics"],
    cost: { min: 500, max: 2000 },
    paid: true,
    hoursPerWeek: 2,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "Medium Impact",
    why: "Someone searching for a '{competitor} alternative' or for software for {audience} has the problem today, so a small budget spent only on such searches buys {product} real buyers instead of browsers.",
    description:
      "Run Google Ads (and Microsoft Ads, often cheaper for business buyers) on a short list of searches that show buying intent: '{competitor} alternative', '{competitor} vs', software for your buyers' trade, and your own brand name. Exact and phrase match only, a tight daily cap, a landing page that repeats each search's words, and conversions tracked from day one.",
    steps: [
      "List 15 to 30 buying-intent searches ('{competitor} alternative', '{competitor} pricing', '{{the job}} software for {{their trade}}', your brand) and check volumes in the free Keyword Planner.",
      "Set up conversion tracking (trial started, walkthrough booked) before spending anything, and one landing page on {website} per group of searches, in {language}.",
      "Launch with exact and phrase match, a daily cap, and the ad below; add irrelevant search terms as negatives in week one.",
      "Each week, read the search-terms report, pause what brings clicks but no trials, and move budget to what converts.",
      "After four weeks, judge on cost per trial or per booked walkthrough against what a customer at {price} is worth, and stop if it does not pay.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "A Google Ads account (Microsoft Ads optional)",
      "Conversion tracking on sign-up or booking",
      "One landing page per group of searches",
    ],
    successMetrics: [
      "Cost per trial or booked walkthrough known by week 4",
      "Cost per customer below three months of revenue at {price}",
      "Progress towards: {metrics}",
    ],
    template: `Responsive search ad for the '{competitor} alternative' group (keep each headline under 30 characters, each description under 90):
Headline 1: A Simpler {competitor} Alternative
Headline 2: {product} for {{their trade}}
Headline 3: See It on Your Own Data
Headline 4: From {price}
Description 1: {pitch}
Description 2: Switching from {competitor}? Start a free trial or book a 15-minute walkthrough.
Final URL: {website}`,
    marketingWisdom:
      "Search ads pay when they capture demand that already exists, never when they try to create it: bid on the searches of people ready to switch and let the broad terms go. The search-terms report, read weekly, is where the money is saved.",
  },
  {
    id: "b2b-customer-advisory-calls",
    name: "Monthly customer advisory calls with five customers",
    kinds: ["b2b-smb", "b2b-enterprise"],
    goals: ["retention", "revenue"],
    stages: BETA_ON,
    channels: ["calls"],
    requires: [],
    uses: ["sales"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: true,
    timeFrame: "Ongoing",
    impact: "Medium Impact",
    why: "Five of your best customers telling {product} every month what they would pay more for, what nearly made them leave and how they describe it to peers give you retention, roadmap and sales words at once.",
    description:
      "Invite five customers who represent your best buyers to a 45-minute call each month, one by one or as a small group. Ask about their work rather than your roadmap, and show what you changed because of them. It keeps the customers who matter most, surfaces upgrades, and hands you the phrases for every other tactic.",
    steps: [
      "Choose five customers who look like the customers you want more of: a new one, a long-standing one and one who nearly left.",
      "Invite them with the note below to a recurring slot; the reward is early access and a real say in what you build.",
      "Before each session, prepare three questions about their past month (the Mom Test way: what they did, rather than what they might do) and one change to show them.",
      "Run the customer calls, record them with permission, and write down the exact phrases they use for the problem and the value.",
      "Within a week, tell each of them what you did with their input, and reuse their words on your pricing page and in your sales emails.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["Five willing customers", "A recurring 45-minute slot", "A notes template"],
    successMetrics: [
      "All five still customers after six months",
      "At least one upgrade or introduction a quarter from the group",
      "Progress towards: {metrics}",
    ],
    template: `Subject: Would you help shape {product}?

Hi {{first name}},

You're one of the customers we learn the most from, so I'm asking five of you to join a small advisory group: one 45-minute call a month for the next six months.

In return you'll see what's coming before anyone else, have a direct line to me, and the changes you ask for go to the top of our list whenever they help other {audience} too.

The first session would be on {{date and time}}. Would you be in?

{{your name}}
Founder, {product}`,
    marketingWisdom:
      "The Mom Test's rule holds for existing customers too: ask what they did last month, because compliments and predictions tell you little. Telling them what changed because of them is what brings them back to the next session.",
  },

  // ─── Enterprise: reaching the accounts ─────────────────────────────────────────────────────────
  {
    id: "ent-account-based-outreach",
    name: "Account-based outreach to 20 named accounts, several people in each",
    kinds: ["b2b-enterprise"],
    goals: ["revenue", "signups"],
    stages: ALL_STAGES,
    channels: ["cold-email", "linkedin"],
    requires: [],
    uses: ["sales", "content"],
    cost: { min: 0, max: 100 },
    paid: false,
    hoursPerWeek: 6,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Enterprises buy through several people who each need a reason of their own, so researched outreach to a few people in each of a short list of named accounts gets {product} into conversations a volume campaign never reaches.",
    description:
      "Choose 20 companies that fit your best-case profile, research each one (annual report, job ads, leaders' posts, the system they run today), and find three to five people per account: the person who feels the problem, their manager, and the owner of the budget or the system. Write to each with a reason specific to their role, by email and LinkedIn, over three weeks. It is cold email done account by account, with research in every line.",
    steps: [
      "Write your ideal account in one paragraph (industry, size, the system they run, the moments that trigger a purchase) and pick the 20 accounts {geo} that fit it best.",
      "For each account, write a research note: one public trigger (a new leader, an expansion, a job ad, an incident, a regulation), the team that feels the problem, and what they use today (a product such as {competitor}, or an in-house tool).",
      "Map three to five people per account by role, and draft one angle per role: the user's daily pain, the manager's metric, the executive's cost or risk.",
      "Send over three weeks: email first, a LinkedIn connection request with a note a few days later, one follow-up; stop at four touches per person.",
      "When someone replies, ask who else should be in the conversation, and agree a mutual action plan with them.",
    ],
    setupSteps: 3,
    resourcesNeeded: [
      "A sheet with one tab per account",
      "LinkedIn (Sales Navigator helps but is optional)",
      "About an hour of research per account",
    ],
    successMetrics: [
      "Conversations open in 5 of the 20 accounts within 6 weeks",
      "At least two people engaged in each active account",
      "Progress towards: {metrics}",
    ],
    template: `Subject: {{the trigger}} at {{their company}}

Hi {{first name}},

I read about {{the trigger}}. Changes like that tend to land on your team first, and that is where {product} helps {audience}. {pitch}

For someone in your role, the point is {{the outcome for their role}}. Would 20 minutes in the next few weeks be worth it to test whether that holds at {{their company}}? If someone else owns this, a pointer would be much appreciated.

{{your name}}
Founder, {product} · {website}
---
To a second person in the same account:
Hi {{first name}}, I've also written to one of your colleagues about {{the trigger}}, because {product} touches more than one team at {{their company}}. From where you sit, the question is {{the outcome for their role}}. Is that on your list this year?`,
    marketingWisdom:
      "In account-based selling the research is the message: one accurate line about their situation earns the reply. Reaching several people matters because a deal with a single contact dies when that person changes jobs or loses the budget argument.",
  },
  {
    id: "ent-warm-introductions",
    name: "Warm introductions to target accounts through your network",
    kinds: ["b2b-enterprise"],
    goals: ["revenue", "partnerships", "signups"],
    stages: ALL_STAGES,
    channels: ["linkedin"],
    requires: [],
    uses: ["sales"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "A senior buyer at an enterprise takes a meeting someone they trust vouches for, so specific introductions from investors, advisers and former colleagues get {product} into accounts unsolicited messages rarely reach.",
    description:
      "Take your list of target accounts, find who in your network knows someone there (mutual connections on LinkedIn, your investors' and advisers' contacts, former colleagues, customers), and ask for one specific introduction at a time with a short note they can forward as is. People are glad to introduce when the ask is precise and costs them one click.",
    steps: [
      "Export your LinkedIn connections, ask your investors and advisers who they know at your 20 target accounts, and mark every path in a sheet.",
      "For each account, pick the strongest path: the person who knows the target best, even if they are less senior.",
      "Ask each connector for one introduction using the note below, and check they are comfortable forwarding it.",
      "Let them forward the note and wait for the target's yes before writing directly (double opt-in).",
      "Thank the connector, tell them within a week how it went, and track introductions asked, made and meetings held.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["Your LinkedIn connections export", "A target account list", "A sheet to track introductions"],
    successMetrics: ["5 introductions made a month", "Half of introductions lead to a first meeting", "Progress towards: {metrics}"],
    template: `To the connector:
Hi {{first name}}, would you be comfortable introducing me to {{target's name}} at {{their company}}? I think {product} could help their team with {{the problem}}. If you're happy to, below is a short note you can forward as is. And if it's awkward for any reason, please just say so.
---
Note to forward:
{{target's name}}, I'd like to introduce {{your name}}, founder of {product}. {pitch} They work with {audience} on {{the problem}} and asked whether you'd be open to 20 minutes. Happy to connect you if so.`,
    marketingWisdom:
      "An introduction converts far better than the best unsolicited message, but only if the connector can forward it without rewriting it; the double opt-in protects their reputation and yours. Ask for one named person, never for 'anyone you know'.",
  },
  {
    id: "ent-linkedin-account-ads",
    name: "LinkedIn ads shown only to your named accounts",
    kinds: ["b2b-enterprise"],
    goals: ["awareness", "revenue"],
    stages: LIVE,
    channels: ["linkedin-ads", "linkedin"],
    requires: ["paid"],
    workaround: {
      paid: "New to ads? Run one campaign on the uploaded company list with single-image ads and a fixed daily cap, judge it only on meetings in target accounts, and pay a freelancer for one hour to check the set-up.",
    },
    uses: ["analytics", "design"],
    cost: { min: 1500, max: 5000 },
    paid: true,
    hoursPerWeek: 2,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "The people who decide on {product} at each target account are on LinkedIn, and a matched list of those companies lets a modest budget keep {product} in front of them while your outreach runs.",
    description:
      "Upload your target account list (50 to 300 companies) to LinkedIn as a matched audience, narrow it by job function and seniority, and run a few plain ads that teach one thing each: a customer result, a business-case checklist, an invitation to a walkthrough. The ads make your name familiar, so your emails and your champion's internal forwards land warmer; they rarely close deals on their own.",
    steps: [
      "Build the company list (names and websites) of the accounts in your outreach, upload it in Campaign Manager as a matched audience, and add job functions and seniority.",
      "Make three single-image ads: a customer number, a useful checklist or guide with no form in front of it, and an invitation to a walkthrough.",
      "Set a daily cap, run for four weeks with the ads rotating, and install the Insight Tag to see which companies engage.",
      "Each week, pass the target companies that show engagement to your outreach as warm accounts.",
      "After six weeks, compare reply and meeting rates in accounts that saw the ads with the rest, and keep the campaign only if they differ.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A LinkedIn Campaign Manager account", "Your target account list", "Three simple ads"],
    successMetrics: [
      "Target accounts engaging each week",
      "A higher meeting rate in accounts that saw the ads",
      "Progress towards: {metrics}",
    ],
    template: `Ad 1, a customer result
Intro text: How one of our customers reached {{the result}} in {{time period}}, and what they changed first. One page, free to read.
Headline: {product}: {{the result}} for {audience}
---
Ad 2, a checklist
Intro text: Building a business case for {{the problem}}? Here is the checklist teams use to get it approved. Free to download.
Headline: The {product} business-case checklist
---
Ad 3, an invitation
Intro text: {pitch} See it on your own workflow in 20 minutes.
Headline: Book a walkthrough of {product}
Destination: {website}`,
    marketingWisdom:
      "Account-based ads are air cover for sales: judge them by what happens in the target accounts, never by clicks. Useful, ungated material earns the engagement that tells you which accounts are warming up.",
  },
  {
    id: "ent-executive-roundtable",
    name: "An executive roundtable for twelve peers",
    kinds: ["b2b-enterprise"],
    goals: ["awareness", "revenue", "partnerships"],
    stages: BETA_ON,
    channels: ["events", "partnerships"],
    requires: [],
    uses: ["sales", "community"],
    cost: { min: 500, max: 3000 },
    paid: false,
    hoursPerWeek: 3,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "The most senior of {audience} seldom take supplier meetings but do come to a small, closed discussion with peers on a problem they share, which puts {product} in the room with the budget owners.",
    description:
      "Host a private breakfast or dinner for 8 to 12 senior people from your target accounts on one question they all face, which is their problem and only indirectly your product. A respected customer or an independent expert opens, the discussion runs under the Chatham House Rule, and you host. Small, closed events like this outperform big ones for senior buyers; run it as a 60-minute closed online session if they are spread out.",
    steps: [
      "Choose one question executives at your target accounts argue about, and a co-host they respect: a customer, a partner firm or an independent expert.",
      "Book a private room with breakfast or dinner for twelve in the city where most of your accounts are (or set up a closed online session).",
      "Invite 30 named people personally, six weeks ahead, with the note below, and confirm each a week before.",
      "On the day, open with the question, let the co-host speak first, keep the discussion on the topic, and mention {product} only when asked.",
      "Within two days, send each guest a written summary of the discussion, and ask those who raised your problem for a follow-up conversation.",
    ],
    setupSteps: 3,
    resourcesNeeded: [
      "A private room with a meal for twelve, or a closed online session",
      "A respected co-host",
      "A list of 30 named executives",
    ],
    successMetrics: ["10 senior guests attending", "4 follow-up conversations from each roundtable", "Progress towards: {metrics}"],
    template: `Subject: Private roundtable: {{the question}}

Dear {{first name}},

We're bringing together twelve senior leaders for a closed breakfast discussion on {{the question}}. {{the co-host}} will open with ten minutes on what they have learned, then the conversation is yours, under the Chatham House Rule: nothing said is attributed.

There will be no vendor presentations. I'm hosting as the founder of {product}, which works with {audience}, and my part is the welcome and the coffee.

{{date and place}}, 8:00 to 9:30. Would you join us?

{{your name}}`,
    marketingWisdom:
      "Executives come for the peers and the question, never for the vendor; the less you pitch in the room, the more they want to speak with you afterwards. Twelve of the right people outperform a hall of two hundred.",
  },
  {
    id: "ent-analyst-briefings",
    name: "Briefings for the industry analysts your buyers consult",
    kinds: ["b2b-enterprise"],
    goals: ["awareness", "fundraising", "revenue"],
    stages: TRACTION,
    channels: ["press"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    timeFrame: "Long-term",
    impact: "Medium Impact",
    why: "Large buyers ask Gartner, Forrester, IDC and specialist analysts which vendors to shortlist, so an analyst who has been briefed on {product} can put you on lists you would otherwise never see.",
    description:
      "Vendor briefings are free at the large firms and at specialist boutiques: you book 30 minutes, present your view of the market and your customers, and the analyst asks questions. Buying research is optional for this. Treat analyst relations like press relations for the people buyers pay for advice: start with the two or three analysts who cover your category, brief them twice a year, and send short updates in between.",
    steps: [
      "Find the analysts who cover your category by searching the firms' sites and recent reports for {competitor} and your problem; list three names, including one from a boutique firm.",
      "Request a vendor briefing through each firm's briefing form, naming the analyst and the topic.",
      "Prepare 20 minutes: the market shift you see, who you serve, two customer results, how you differ from {competitor} and where you are honestly weaker; keep 10 minutes for their questions.",
      "Brief them, note their questions (they show what buyers ask them), and send a one-page summary the same day.",
      "Send a short update when something material happens (a large customer, a new capability), and brief again every six months.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A 10-slide briefing deck", "Two customer results you may share", "The firms' briefing request forms"],
    successMetrics: [
      "3 briefings held within two months",
      "Named in one analyst's market overview or client inquiry within a year",
      "Progress towards: {metrics}",
    ],
    template: `Subject: Vendor briefing request: {product}, {{your category}}

Dear {{analyst's name}},

I'd like to request a 30-minute briefing on {product}, which serves {audience} {geo}. {pitch}

What we would cover: the shift we see in how {audience} handle {{the problem}}, what our customers have measured, and how we compare with {competitor}, including where we are weaker.

We can fit your calendar in the coming weeks, and afterwards we'll send a short update only when something material changes.

Best regards,
{{your name}}, founder, {product}
{website}`,
    marketingWisdom:
      "Analysts value vendors who tell them something they could not learn elsewhere, honest weaknesses included; a briefing that sounds like a pitch is forgotten. The questions they ask you are free research on what buyers worry about.",
  },
  {
    id: "ent-si-consultancy-partners",
    name: "A partner channel through systems integrators and consultancies",
    kinds: ["b2b-enterprise"],
    goals: ["partnerships", "revenue"],
    stages: LIVE,
    channels: ["partnerships"],
    requires: [],
    uses: ["sales"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 3,
    contactsIndividuals: true,
    timeFrame: "Long-term",
    impact: "High Impact",
    why: "Enterprises that buy {product} often hire a systems integrator or consultancy to choose and roll out software, so a few partners who know it bring deals with budget and implementation already planned.",
    description:
      "Find boutique consultancies and systems integrators that implement the systems {product} connects to, or that advise {audience} on the problem you solve. Offer what makes them money: implementation work, a finder's fee or resale margin, training and a sandbox. Start with one or two small firms that will actually bring you into a deal, before approaching the global giants.",
    steps: [
      "Ask customers and prospects who implements their {competitor} or neighbouring systems, and list ten boutique firms {geo} whose names keep coming up.",
      "Write a one-page partner offer: a free sandbox, a two-hour training, a finder's fee or resale margin, and the implementation work you will pass to them.",
      "Write to the partnership lead at each firm with the note below, offering a working session on one of their current client situations.",
      "Do one deal together first: bring a partner into an opportunity you already have, so they see the implementation revenue.",
      "Review pipelines monthly with active partners, and keep investing only in those who bring deals.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A one-page partner offer", "A sandbox account", "A short partner agreement"],
    successMetrics: ["2 signed partners within a quarter", "First partner-sourced deal within 6 months", "Progress towards: {metrics}"],
    template: `Subject: Implementation work for {{their firm}} in {product} deals

Hi {{first name}},

{{their firm}} implements {{the system they implement}} for {audience}, and more of our deals at {product} need a firm to do exactly that work around us. {pitch}

We're looking for two or three implementation partners {geo}. What we offer: the implementation work in deals we bring in, a margin on deals you bring us, and a free sandbox and training for your team.

Could we take 30 minutes to look at whether one of your current clients would benefit? Even if the fit isn't there, I'd value your view of the market.

{{your name}}
Founder, {product} · {website}`,
    marketingWisdom:
      "Partners sell what makes them money and what their clients already ask for; a partner programme with no first joint deal is a logo on a web page. Give first, by bringing a partner into one of your own deals.",
  },
  {
    id: "ent-cloud-marketplace-private-offers",
    name: "Sell through the cloud marketplaces with private offers",
    kinds: ["b2b-enterprise"],
    goals: ["revenue", "partnerships"],
    stages: TRACTION,
    channels: ["marketplaces", "partnerships"],
    requires: [],
    uses: ["sales"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 3,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Many enterprises have committed cloud spend to use up, so buying {product} through their cloud provider's marketplace skips new-supplier onboarding and can come out of a budget already approved.",
    description:
      "List {product} on the marketplace of the cloud your buyers use most (AWS Marketplace, Microsoft Azure Marketplace or Google Cloud Marketplace), learn private offers so you can quote a custom price and terms, and tell champions the route exists. The provider takes a percentage of each sale; in exchange, procurement often shrinks to a few clicks. Co-selling with the provider's partner teams comes later, after a few deals have gone through.",
    steps: [
      "Ask your last five enterprise prospects which cloud they run on and whether they buy software against a committed spend.",
      "Register as a seller on that marketplace, complete the tax and banking steps, and prepare the listing: description, pricing model, contract terms and the technical set-up it requires.",
      "Publish the listing and learn the private-offer process, so you can send a custom quote at the price you negotiated.",
      "Add 'available through the {{cloud provider}} marketplace' to your proposals, and raise it when procurement starts.",
      "After the first transactions, ask the provider's partner team about its co-sell programme and what it requires.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["A seller account on one cloud marketplace", "A finished listing", "A private-offer template"],
    successMetrics: ["Listing live within 8 weeks", "First deal closed through a private offer", "Progress towards: {metrics}"],
    template: `Listing short description:
{product} for {audience}. {pitch} Buy through your {{cloud provider}} account: purchases can count towards your committed spend where your agreement allows, and private offers are available for annual contracts.
---
Note to a champion when procurement starts:
Hi {{first name}}, one option that may speed things up: {product} is available on the {{cloud provider}} marketplace. If {{their company}} has a committed spend agreement, buying through it can count towards that commitment and skips new-supplier onboarding. I can send a private offer at the price we agreed ({price}) this week. Would that help?`,
    marketingWisdom:
      "Existing platforms win when they remove friction the buyer already feels, and for enterprises that friction is procurement. Listing is half the work: champions must hear that the marketplace route exists at the moment procurement starts.",
  },

  // ─── Enterprise: winning the deal ──────────────────────────────────────────────────────────────
  {
    id: "ent-pilot-with-success-criteria",
    name: "A paid pilot with written success criteria",
    kinds: ["b2b-enterprise"],
    goals: ["revenue", "fundraising"],
    stages: ["mvp", "beta", "launched", "growth"],
    channels: ["calls", "case-studies"],
    requires: [],
    uses: ["sales"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 5,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Enterprises rarely buy {product} from a demo but will pay for a short pilot that proves one agreed number, and written success criteria turn that pilot into a contract instead of a polite extension.",
    description:
      "Propose a six-to-eight-week pilot with one team, one workflow and two or three success criteria agreed in writing before it starts, together with what happens if they are met: the contract, its size and its start date. Charge for it, even a modest fee credited against the first year, because a pilot with a budget has an owner.",
    steps: [
      "Agree the problem and the baseline with your champion: how it is measured today, by whom, and the number that would count as success.",
      "Write a two-page pilot plan: scope, users, data needed, security review steps, success criteria, weekly check-ins, the decision date and the commercial terms if it succeeds.",
      "Get it signed by the champion and the budget owner, with the pilot fee and its credit against a first-year contract.",
      "Run the pilot with a 30-minute weekly customer call, a shared results sheet and fixes shipped fast.",
      "On the decision date, present the results against the criteria to the budget owner, ask for the agreed contract, and with their permission write it up as a case study.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["A two-page pilot plan template", "A shared results sheet", "2 to 3 hours a week per pilot"],
    successMetrics: ["Success criteria signed before day one", "2 of 3 pilots convert to annual contracts", "Progress towards: {metrics}"],
    template: `Subject: {product} pilot at {{their company}}: plan for sign-off

Hi {{first name}},

As agreed, here is the pilot plan on one page.

Goal: {{the agreed target}}, measured the same way as today's baseline.
Length: eight weeks from {{start date}}, with a 30-minute check-in each week.
Scope: one team, one workflow, and the data listed in the attached plan.
Fee: a pilot fee, credited in full against the first year if you continue.
If the goal is met: an annual agreement at {price} starts the following week.

If this matches your understanding, could you and the budget owner reply "agreed"? I'll send our security pack today so your review runs alongside the pilot.

{{your name}}
Founder, {product}`,
    marketingWisdom:
      "A free pilot with vague goals is the most expensive thing a young enterprise company can run: it has no owner, no deadline and no decision. Agreeing in writing what success means, and what happens when it is reached, turns a pilot into a purchase.",
  },
  {
    id: "ent-security-compliance-pack",
    name: "A security and compliance pack ready before the first review",
    kinds: ["b2b-enterprise"],
    goals: ["revenue"],
    stages: BETA_ON,
    channels: ["docs"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 500 },
    paid: false,
    hoursPerWeek: 5,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Enterprise deals for {product} stall in security review more often than in the demo, so having the answers ready before {audience} ask turns weeks of back-and-forth into days.",
    description:
      "Assemble what every security team asks for: a public trust page, a security overview, a completed standard questionnaire (CAIQ Lite or SIG Lite), a data processing agreement, a subprocessor list, and an honest SOC 2 or ISO 27001 roadmap with dates. Selling can start before the audit; what buyers need is clear documentation of what you do today and when the audit will be done.",
    steps: [
      "List what you already do (hosting region, encryption, backups, access control, logging, incident response) and close the cheap gaps first: multi-factor authentication everywhere, least-privilege access, a written incident plan.",
      "Complete one standard questionnaire (CAIQ Lite or SIG Lite) in full; it answers most of what buyers will send you.",
      "Have a lawyer review a data processing agreement, and publish your subprocessor list.",
      "Write the SOC 2 (or ISO 27001) roadmap: scope, the compliance tool or auditor you will use, and target dates for the Type I and Type II reports.",
      "Publish a trust page on {website} with all of this, and send its link with every proposal before the buyer's security team asks.",
    ],
    setupSteps: 4,
    resourcesNeeded: [
      "A completed standard security questionnaire",
      "A data processing agreement reviewed by a lawyer",
      "A trust page on your site",
    ],
    successMetrics: [
      "Security questionnaires answered within 3 working days",
      "Every deal through security review within 2 weeks",
      "Progress towards: {metrics}",
    ],
    template: `Trust page, top of the page:
Security at {product}
{product} is used by {audience} to handle {{the data you process}}. Here is how we protect it, what is in place today and what is on the way.
- Hosting: {{cloud provider and region}}, encrypted at rest and in transit
- Access: multi-factor authentication for all staff, least-privilege roles, access reviewed quarterly
- Compliance: SOC 2 Type I audit planned for {{target date}}; data processing agreement and subprocessor list below
- Questions: write to us through {website}
---
Reply to a buyer's security team:
Subject: {product} security pack for {{their company}}
Hi {{first name}}, ahead of your review, here are our completed standard questionnaire, our data processing agreement and our SOC 2 roadmap, all linked from {website}. If your own questionnaire asks anything these leave open, send it over and we'll answer within three working days.`,
    marketingWisdom:
      "Security review is where enterprise deals go quiet, because a champion cannot push past it; the vendor who answers fast and honestly keeps the momentum. Buyers accept a roadmap with dates from a young company, but they will not accept vagueness.",
  },
  {
    id: "ent-champion-enablement-kit",
    name: "A champion kit to forward: business case, ROI sheet, one-page summary",
    kinds: ["b2b-enterprise"],
    goals: ["revenue"],
    stages: BETA_ON,
    channels: ["case-studies", "calls"],
    requires: [],
    uses: ["sales", "content", "analytics"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 3,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Your champion sells {product} internally to people you will never meet, so a business case, an ROI sheet and a summary they can forward in their own words are how the deal survives the meetings you miss.",
    description:
      "Build a kit your champion can send upwards without you: a plain-language one-page summary, a five-slide business-case deck, an ROI spreadsheet that uses their own numbers, a one-page case study and the link to your security pack. Then rehearse the internal pitch with them.",
    steps: [
      "Ask your champion who decides, who could block, what each of them cares about, and how business cases are presented in their company.",
      "Build the ROI spreadsheet: their inputs (people, hours, volumes, today's cost with {competitor} or by hand), your assumptions in plain view, and the payback period.",
      "Write the five-slide deck: the problem in their numbers, the options considered (including changing nothing), why {product}, cost and payback, rollout and risks.",
      "Fill both with your champion's own figures on a 30-minute customer call, and write the forwardable summary below together.",
      "After each internal meeting, ask the champion what questions came up, and update the kit the same day.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["An ROI spreadsheet template", "A five-slide business-case deck", "A one-page case study"],
    successMetrics: [
      "Every active deal has a champion holding the kit",
      "Fewer deals stalling after the first meeting",
      "Progress towards: {metrics}",
    ],
    template: `Forwardable summary, written with your champion for them to send:
Subject: Proposal: {product} for our team

{{first name}},

The problem: {{the problem and its yearly cost}}.
The proposal: {product}, used by {audience}. {pitch}
Cost and payback: {price}, paying back in about {{payback period}} on our own numbers (model attached, every assumption visible).
Risk: a short pilot with written success criteria first; their security pack is ready for IT to review.
Next step: your approval to start the pilot on {{start date}}.

Could we take 15 minutes this week?
{{your name}}`,
    marketingWisdom:
      "Most enterprise deals are decided in meetings the vendor never attends, so the champion's ability to explain the case is what you are really selling. An ROI model with visible assumptions survives finance review; a vendor's headline number does not.",
  },
  {
    id: "ent-reference-customers",
    name: "Reference customers and peer introductions for late-stage deals",
    kinds: ["b2b-enterprise"],
    goals: ["revenue"],
    stages: LIVE,
    channels: ["calls"],
    requires: [],
    uses: ["sales"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Before they sign, enterprise buyers want to hear from a peer who already runs {product}, so a small, well-treated group of reference customers shortens the last and slowest step of every deal.",
    description:
      "Recruit three to five customers willing to speak with prospects, match each prospect with a peer in a similar role and industry, and protect the references' time: at most one conversation a month each, a briefing before, a thank-you after. Offer it early, when the buyer is building the case, instead of waiting to be asked.",
    steps: [
      "Ask your happiest customers, one by one, whether they would take up to one 20-minute intro call a month with a peer considering {product}; note their role, industry and the topics they are comfortable with.",
      "Keep a reference sheet: who, what they can speak to, the date of their last conversation, and what they would like in return (early features, a say in the roadmap, a donation to a cause).",
      "When a deal reaches the business-case stage, offer the buyer a peer match, and brief the reference on who they will meet and what matters to them.",
      "Make the introduction by email with the note below, then step out of the conversation.",
      "Thank the reference within a day, tell them how the deal ended, and give them a month's rest.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["3 to 5 willing reference customers", "A reference sheet", "Small, personal thank-yous"],
    successMetrics: [
      "Every late-stage deal offered a peer conversation",
      "Deals with a reference close faster than those without",
      "Progress towards: {metrics}",
    ],
    template: `To the reference, first:
Hi {{first name}}, someone in a role like yours, at a company much like yours, is weighing {product} and would value 20 minutes with a peer. Their main question is {{their main concern}}. Would you be open to a short intro call in the next two weeks? I'll brief you beforehand, and it's entirely fine to decline.
---
The introduction, once they agree:
Subject: Introduction, as promised

{{first name}}, meet {{prospect's name}}, who is weighing {product} for their team. {{prospect's name}}, {{first name}} has run {product} for a while and kindly offered 20 minutes to share how it has gone, the good and the bad.

I'll step out so you can find a time directly. Thank you both.
{{your name}}`,
    marketingWisdom:
      "References are a scarce asset: used sparingly and thanked well they last for years, overused they burn out. Match on role and industry, because buyers trust the peer who does the same job far more than the happiest customer in a different one.",
  },
  {
    id: "ent-procurement-ready-pricing",
    name: "Procurement-ready pricing and supplier paperwork",
    kinds: ["b2b-enterprise"],
    goals: ["revenue"],
    stages: BETA_ON,
    channels: ["docs"],
    requires: [],
    uses: [],
    cost: { min: 0, max: 300 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "Medium Impact",
    why: "Enterprise procurement approves what fits its forms, so clear tiers, an order form, standard terms and supplier documentation ready in advance stop a {product} deal waiting weeks after the champion has said yes.",
    description:
      "Make {product} easy to buy: clearly structured tiers with annual pricing, a discount policy you can state in one line, an order form and a master agreement, and the supplier-onboarding basics (company registration details, tax forms, a bank confirmation letter, an insurance certificate, and the policies your buyers ask for). Decide your walk-away terms before procurement asks.",
    steps: [
      "Set annual tiers from {price} with what changes between them (users, volume, support, single sign-on), a multi-year discount and a clear position on payment terms.",
      "Have a lawyer review a short master agreement and a one-page order form, and write down your limits on liability and your fallback positions.",
      "Gather the supplier-onboarding documentation in one folder: company details, tax forms, bank confirmation letter, insurance certificate and the link to your security pack.",
      "Publish an enterprise pricing page on {website} that names the tiers and says what procurement will receive.",
      "Send the pack to the champion as soon as a pilot starts, so procurement runs alongside the pilot instead of after it.",
    ],
    setupSteps: 3,
    resourcesNeeded: [
      "An order form and master agreement reviewed by a lawyer",
      "Supplier-onboarding documentation in one folder",
      "Business liability insurance if your buyers require it",
    ],
    successMetrics: [
      "Procurement finished within 3 weeks of verbal approval",
      "Every document procurement asks for sent within a day",
      "Progress towards: {metrics}",
    ],
    template: `Subject: {product}: supplier pack for {{their company}} procurement

Hello {{first name}},

{{champion's name}} asked me to send everything procurement needs for {product}, so here it is in one place:
- Order form and master agreement (editable)
- Pricing: {price}, billed annually, as agreed with {{champion's name}}
- Company registration, tax forms, bank confirmation and insurance certificate
- Security pack and data processing agreement: {website}

If your process needs your own paper or a supplier portal, tell me which and I'll complete it this week.

Kind regards,
{{your name}}`,
    marketingWisdom:
      "Deals slip after the 'yes', in procurement, far more often than founders expect; the fix is to start procurement during the pilot instead of after it. Knowing your walk-away terms in advance lets you answer redlines in days instead of weeks.",
  },
  {
    id: "ent-mutual-action-plan",
    name: "A mutual action plan for every live deal",
    kinds: ["b2b-enterprise"],
    goals: ["revenue"],
    stages: BETA_ON,
    channels: ["calls"],
    requires: [],
    uses: ["sales"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "An enterprise purchase of {product} runs through legal, security, procurement and budget steps the champion may not know, so a shared plan with dates and owners keeps the deal moving and shows early when it stalls.",
    description:
      "Once a buyer agrees there is a problem worth solving, write a one-page plan together, working back from the date they need the result: every step (business case, pilot, security review, legal, procurement, signature, kickoff), who owns it on each side, and when. Keep it as a live document both sides edit, and open every check-in with it.",
    steps: [
      "Ask the champion for the date that matters to them (a budget cycle, a go-live, a regulator's deadline) and why it matters.",
      "Draft the plan working back from that date: business case, pilot, security review, legal, procurement, signature, kickoff, each with an owner on both sides.",
      "Review it together on a 20-minute customer call, and share it as a live document both sides can edit.",
      "Open each weekly check-in with the plan: what moved, what slipped, what comes next.",
      "When a step slips twice, ask the champion plainly whether the priority has changed, then requalify the deal or close it.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A one-page plan template (a shared sheet)", "A champion willing to own dates", "15 minutes a week per deal"],
    successMetrics: [
      "A plan agreed in every deal past the first meeting",
      "Forecast close dates met within 2 weeks",
      "Progress towards: {metrics}",
    ],
    template: `Subject: Our plan to get {product} live by {{their date}}

Hi {{first name}},

As promised, here is the plan we sketched, working back from {{their date}}. Please correct anything that's wrong, especially owners and dates on your side.

Weeks 1-2: business case and ROI model to {{the budget owner}} (you, with our figures)
Weeks 2-3: security review starts, using our pack at {website} (us: answers within 3 working days)
Weeks 3-8: pilot against the agreed success criteria (both sides, weekly check-in)
Weeks 6-8: legal and procurement in parallel (us: contract and supplier forms this week)
Week 9: decision and signature at {price}
Week 10: kickoff

I'll open each weekly check-in with this plan, so we both see early if anything slips.

{{your name}}`,
    marketingWisdom:
      "A deal with no agreed next date is a hope, and the mutual plan makes dates and owners explicit so a stall shows weeks earlier. Working back from the buyer's own deadline makes the plan theirs instead of a vendor's pressure tactic.",
  },
];
