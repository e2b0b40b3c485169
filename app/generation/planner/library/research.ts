import type { LibraryTactic } from "../types";
import { LIVE } from "./stages";

/*
 * Software that researchers pay for themselves (PhD students, postdocs, research analysts): a tool of
 * a few dollars a month bought on their own card or a lab's, after a trial and a word from a lab-mate.
 * Only for Reading.research. What a generic software plan does here in general words (a referral
 * programme, helpful posts in communities, an upgrade at a free plan's limit) is written again for
 * researchers and replaces it: lab-mates and a lab's Slack, the subreddits they named, the end of the
 * trial. Institutional procurement is never the route: a PI's card is.
 */

/** The general tactics these replace for a researchers' tool. */
export const REPLACED_FOR_RESEARCH = new Set([
  "sw-referral-programme",
  "sw-community-helpful-member",
  "sw-upgrade-at-limit",
  "sw-newsletter-sponsorship",
  "sw-seo-problem-pages",
  "sw-youtube-how-to-videos",
]);

export const RESEARCH_TACTICS: LibraryTactic[] = [
  {
    id: "research-creator-sponsorships",
    name: "Sponsored segments with academic and productivity YouTubers and researchers' newsletters, judged by paid subscriptions on each code",
    kinds: ["software"],
    researchers: true,
    goals: ["revenue", "signups"],
    stages: LIVE,
    channels: ["sponsorships", "youtube", "newsletter", "influencers", "video"],
    requires: [],
    uses: ["content", "analytics"],
    cost: { min: 8000, max: 20000 },
    paid: true,
    hoursPerWeek: 3,
    contactsIndividuals: false,
    timeFrame: "Ongoing",
    impact: "High Impact",
    why: "{audience} copy their reading and note-taking setups from researchers who film theirs, so a segment where one of them uses {product} on their own papers reaches people who already read a pile of papers a week and trust the person showing it.",
    description:
      "Sponsor 60-90-second segments in YouTube videos about PhD and research workflows (literature reviews, reading and note-taking setups, {competitor} tutorials, academic productivity) and slots in newsletters researchers read, each with its own code and link that gives viewers {creatorOffer}. Judge each one by the paid subscriptions its code brings within 30 days, and how many chose the annual plan, never by views or clicks.",
    steps: [
      "Build the list from your paying users: ask in {product} 'Which YouTube channel or newsletter shaped how you read and take notes?', and add the channels that come up for searches such as 'literature review workflow', '{competitor} tutorial' and 'PhD productivity'; keep 40 with an audience of researchers, whatever their size.",
      "Set up one code and one link per creator ({creatorOffer}), so every paid subscription, monthly or annual, is counted against the segment that brought it.",
      "Give each creator on the list a free account for two weeks before any offer, and book only those who kept using {product} on their own papers: five to eight segments in the first month, each showing it on a real paper, never a scripted read.",
      "Every month, rank creators by paid subscriptions within 30 days of the video and by their cost; rebook the top third with a longer segment or a dedicated video, drop those whose codes brought trials but no payments, and try five new ones.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "Sponsorship fees for five to eight segments a month",
      "A code and a link for every creator, counted to paid subscriptions",
      "A page for each creator's viewers with the code already applied",
    ],
    successMetrics: [
      "Paid subscriptions per creator within 30 days of the video, and their cost",
      "Share of those subscriptions on the annual plan",
      "Progress towards: {metrics}",
    ],
    template: `Subject: Your {{video or newsletter}} and {product}

Hi {{first name}},

We make {product}. {pitch} Several of our users say they built their reading setup from your {{their video or issue}}.

Would you try {product} on your own papers for two weeks? Your account is ready: {{invite link}}. If it earns a place in your workflow, we'd like to sponsor a 60-90-second segment showing it the way you actually use it. We pay {{the fee}} per segment, and your viewers get {creatorOffer} with your code {{their code}}.

If it doesn't fit how you work, tell us why: that is worth a lot to us too.

{{your name}}, {product}`,
    marketingWisdom:
      "Researchers trust a setup they watched someone use on real papers far more than an advert, so pay for demonstrations by people who kept the tool after trying it. Count paid subscriptions on each code, not views: a small channel of PhD students often brings more paying users than a large productivity channel.",
  },
  {
    id: "research-annual-at-trial-end",
    name: "The annual plan offered as the {trialDays} trial ends, aiming at {annualTarget}",
    kinds: ["software"],
    researchers: true,
    goals: ["revenue", "retention"],
    stages: LIVE,
    channels: ["email-marketing"],
    requires: [],
    uses: ["analytics", "content"],
    cost: { min: 0, max: 300 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "The last days of the {trialDays} trial are when someone who has just spent two weeks on their papers in {product} decides how to pay, so that is where the annual plan, and the number that says whether it is working, belongs.",
    description:
      "Offer {yearlyPrice} a year beside {monthlyPrice} a month as the trial ends, in {product} and by email, with what the year saves in plain numbers ({annualSaving}), and a student price on the annual plan only, never on the monthly one. {annualMath}",
    steps: [
      "Set up the count in your billing tool: tag every new subscription monthly or annual, and read each Monday the share of new subscriptions that are annual against your target ({annualTarget}), and the average a paying user brings a month.",
      "Put the annual plan first on the trial-end screen and the checkout page, with the saving said in money ({annualSaving}), and the monthly plan one click away.",
      "Send the email in the template two days before the trial ends, and show the same choice in {product} on the trial's last day.",
      "Offer students a lower price on the annual plan only, checked with a university email address: it pulls students towards the year instead of making a cheaper month, and keeps the average above {arpuFloor}.",
      "From the third month, email monthly subscribers who have paid three times once: the rest of the year at the annual price, with what they already paid this year counted.",
      "Every month, read the annual share of new subscriptions, trial-to-paid conversion and the average per paying user; if the average falls below {arpuFloor}, change the student price before anything else.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "Monthly and annual plans tagged in your billing tool",
      "A trial-end screen and an email two days before the trial ends",
      "University email checking for the student price",
    ],
    successMetrics: [
      "Annual plans as a share of new subscriptions, every week, against {annualTarget}",
      "Trial-to-paid conversion at the end of the trial",
      "Average revenue per paying user a month, kept above {arpuFloor}",
      "Progress towards: {metrics}",
    ],
    template: `Subject: Your {product} trial ends on {{trial end date}}

Hi {{first name}},

In your trial you added {{papers added}} papers and {{highlights made}} highlights to {product}. They stay where they are whichever plan you choose:

- {yearlyPrice} a year: {annualMonthly} a month, {annualSaving}
- {monthlyPrice} a month, cancel any time

Students: the annual plan is {{student annual price}} with your university email.

Choose your plan: {{link to your plans page}}

{{your name}}, {product}`,
    marketingWisdom:
      "An annual plan is chosen at the moment of most value, not in a sale: the end of a trial that worked. Say the saving in money rather than a percentage, keep discounts on the annual plan only, and read the annual share every week so the target is a number you steer, not one you find out at the end of the year.",
  },
  {
    id: "research-lab-plans",
    name: "Lab plans a PI buys on a card: a seat for each lab member, no procurement",
    kinds: ["software"],
    researchers: true,
    goals: ["revenue", "signups"],
    stages: LIVE,
    channels: ["email-marketing", "referral"],
    requires: [],
    uses: ["analytics"],
    cost: { min: 0, max: 1000 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "{procurement}a principal investigator can pay for a lab's seats on a card from a grant or a lab budget the same day, so the labs where {product} already has paying members are the institutions you can sell to without a contract.",
    description:
      "Sell a lab plan that a principal investigator or group leader buys with a card: a seat for each member, billed once a year, with a receipt the lab budget or a grant can take, and one admin who adds and removes members as people join and graduate. It travels through the PhD students and postdocs who already pay for {product}: they bring it to their PI, and what they already paid is credited.",
    steps: [
      "Set up the lab plan in your billing tool: {{number}} seats or more at {{lab price per seat}} a year, paid by card, a receipt that names the lab, and credit for what members already paid.",
      "Write a one-page lab plan page and a PDF the PI can file with the receipt: what it costs per seat, that no contract or procurement is needed, how seats move when people leave, and where the data lives.",
      "Find the labs you are already in: group paying users by university email domain and by the colleagues they invited, and list the labs with three or more paying members.",
      "Email those members the message in the template to forward to their PI, and add 'Get {product} for your lab' to the account page.",
      "Every month, count lab plans, seats per lab and seats still active at renewal; ask every PI who bought what made them say yes, and put their words on the page.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "A lab plan with seats and card payment in your billing tool",
      "A lab plan page and a one-page PDF for the PI",
      "A list of labs with three or more paying members",
    ],
    successMetrics: [
      "Lab plans bought each month, and seats per lab",
      "Seats renewed at the end of each lab's year",
      "Progress towards: {metrics}",
    ],
    template: `Email for a paying member to forward to their PI

Subject: A lab plan for {product}?

Hi {{pi's name}},

Several of us already pay for {product} ourselves to read and keep notes on papers. {product} has a lab plan: one card payment a year for {{number of seats}} seats, with a receipt for the lab budget or a grant, and no contract or procurement. What we have already paid is credited.

The price for our group, and what it covers: {{link to the lab plan page}}

{{member's name}}`,
    marketingWisdom:
      "Selling to a university is slow; selling to a lab is a card payment. The champion is the PhD student who already pays, and the buyer is a PI who wants the lab to work the same way, so give the champion a message to forward and the PI a receipt they can file.",
  },
  {
    id: "research-lab-mates-referral",
    name: "Give a month, get a month between lab-mates, from inside {product}",
    kinds: ["software"],
    researchers: true,
    goals: ["revenue", "signups"],
    stages: LIVE,
    channels: ["referral"],
    requires: [],
    uses: ["analytics"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 1,
    fromUsers: true,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "{audience} ask their lab-mates what they use before trying something new, so a free month for both when a colleague pays turns each lab with one user of {product} into a lab with three.",
    description:
      "Put a 'Give a month, get a month' invite inside {product}, shown after a moment that proves its worth (a related passage found, the tenth paper linked): the colleague gets a free month after the {trialDays} trial, and the one who invited gets a free month when the colleague's first payment goes through. The invite comes with a message ready to paste into the lab's Slack channel or an email.",
    steps: [
      "Set up personal invite links and automatic credit in your billing tool: a free month for both, credited only after the colleague's first payment, so trials alone earn nothing.",
      "Show the invite after a moment that proves the value, with the message in the template ready to copy.",
      "Email your 500 most active paying users once with their link and the message.",
      "Each month, count paid subscriptions from invites, invites sent per active user, and labs with three or more users (the lab plan's list); change the moment or the wording if they stay flat.",
    ],
    setupSteps: 1,
    resourcesNeeded: [
      "Personal invite links and automatic credit in your billing tool",
      "An invite shown after a moment of value",
      "A message ready to paste into a lab's Slack channel",
    ],
    successMetrics: [
      "Paid subscriptions from invites each month",
      "Invites sent per active user",
      "Progress towards: {metrics}",
    ],
    template: `Message to paste into your lab's Slack channel (from the invite screen in {product})

I've been using {product} for my reading: {{what it did for you}}. If you want to try it, this link gives you a free month after the {trialDays} trial, and me one too, full disclosure: {{your invite link}}`,
    marketingWisdom:
      "A referral works when it is a favour to a colleague, not a sales pitch: give both the same reward, pay it only when the colleague pays, and ask at a moment when the tool has just helped. In research, a lab is the network: three users in a lab are the start of a lab plan.",
  },
  {
    id: "research-workflow-guides",
    name: "Research-workflow guides by PhD students and postdocs, and a page for {competitor} users",
    kinds: ["software"],
    researchers: true,
    goals: ["signups", "revenue"],
    stages: LIVE,
    channels: ["seo", "blog", "youtube"],
    requires: ["content"],
    workaround: {
      content: "No writer on the team? Commission the guides from PhD students and postdocs who write well, paid per piece, and edit them yourself for accuracy.",
    },
    uses: ["content", "analytics"],
    cost: { min: 2500, max: 6000 },
    paid: false,
    hoursPerWeek: 3,
    contactsIndividuals: false,
    timeFrame: "Long-term",
    impact: "High Impact",
    why: "{audience} search for how to do the work (a literature review, a {competitor} workflow for a thesis, keeping track of what they read), not for a tool's category, so guides that answer those searches reach people with the problem {product} solves.",
    description:
      "Commission four guides a month from PhD students and postdocs who write well, paid per piece, on the workflows {audience} search for: a literature review from first search to chapter, reading a pile of papers a week without losing track, a {competitor} workflow for a thesis. Each shows the workflow with any tool first, then in {product}. One page is for {competitor} users: what {product} adds, how to bring a {competitor} library in with its PDFs and notes, and what stays in {competitor}.",
    steps: [
      "List 24 topics from your users' own words: the searches that bring visitors in Search Console, the questions users send to support, and what paying users say they use {product} for.",
      "Write the {competitor} page first, and make bringing a {competitor} library into {product} take one step before you publish it: it is the page's promise.",
      "Commission four guides a month from PhD students and postdocs, paid per piece, each with screenshots of a real workflow and a two-minute screen recording you can also post on YouTube.",
      "Tag each guide's link to the trial, and add a short 'how I use it' from a paying user to each.",
      "Every quarter, rank guides by the trials and paid subscriptions they started; update the top five, and write the next ones on the topics that paid.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "Fees for four guides a month by PhD students or postdocs, and an editor's hours",
      "A {competitor} page and a one-step import",
      "Search Console and tagged trial links",
    ],
    successMetrics: [
      "Trials and paid subscriptions started from the guides each month",
      "Visitors to the {competitor} page who start a trial",
      "Progress towards: {metrics}",
    ],
    template: `Brief: guide {{number}} for {product}

Reader: {audience} who searched "{{the search}}", in the middle of their own reading.
Title: {{the workflow}}, step by step (with any tool, and with {product})
Writer: a PhD student or postdoc who does this every week; paid {{fee}} per guide, with a by-line and a link to your profile.
Outline:
1. The workflow as you really do it, with screenshots
2. Where it breaks down (notes you cannot find again, a passage you forgot you had read)
3. The same workflow in {product}, two minutes on screen
4. What to try next, with the trial link {{tagged link}}
Done when: a first-year PhD student could follow it with their own papers.`,
    marketingWisdom:
      "Content for researchers earns trust the way a good methods section does: it shows the steps, works without your product, and then shows what the product saves. Written by people who do the work, it ranks for the searches that matter and reads as advice, not advertising.",
  },
  {
    id: "research-reddit-helpful-then-ads",
    name: "Helpful in {subreddits} first, then Reddit ads judged by paid subscriptions",
    kinds: ["software"],
    researchers: true,
    goals: ["revenue", "signups"],
    stages: LIVE,
    channels: ["reddit", "community", "paid-social"],
    requires: ["paid"],
    workaround: {
      paid: "Nobody on the team runs ads? A freelancer who has run Reddit ads can set up the campaign and the conversion tracking for a flat fee; you keep the ceiling and the weekly decision.",
    },
    uses: ["analytics", "content"],
    cost: { min: 1500, max: 5000 },
    paid: true,
    hoursPerWeek: 3,
    contactsIndividuals: false,
    timeFrame: "Ongoing",
    impact: "Medium Impact",
    why: "{audience} already compare reading and note-taking setups in {subreddits}, so answering there as the team behind {product} comes first, and ads to those same communities then reach people who know the name.",
    description:
      "Answer questions about reading, note-taking, literature reviews and {competitor} in {subreddits}, as the team behind {product}, with the steps that work in any tool first and within each subreddit's rules on self-promotion. After a month, run Reddit ads aimed at those communities, tracked to paid subscriptions, and stop every ad whose cost per paid subscription is above your ceiling.",
    steps: [
      "Read the rules of {subreddits} on self-promotion, and set up an alert for new posts on reading, note-taking, literature reviews and {competitor} (F5Bot, or each subreddit's search saved).",
      "Set up Reddit's conversion tracking (the Reddit Pixel or the Conversions API) with paid subscriptions, not sign-ups, as the conversion, and set a ceiling per paid subscription from what a year of {product} brings ({yearlyPrice}).",
      "For a month, answer two questions a day fully, with no link unless someone asks, and say you are on the team whenever you mention {product}.",
      "Then run two ads per community: a real workflow screenshot with the template's text, comments on and answered by the team; cap the daily spend.",
      "Each week, pause any ad above your ceiling per paid subscription after two weeks, and move its budget to the community with the lowest cost.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "A Reddit ads account with conversion tracking to paid subscriptions",
      "A capped daily ad budget",
      "Half an hour a day for answers",
    ],
    successMetrics: [
      "Cost per paid subscription from Reddit ads, against your ceiling",
      "Trials from answers where someone asked for the link",
      "Progress towards: {metrics}",
    ],
    template: `Reddit ad (promoted post, comments on)

Title: For anyone reading a pile of papers a week: {product} keeps your notes linked across them
Body: {pitch} {monthlyPrice} a month or {yearlyPrice} a year, with a {trialDays} free trial. We're the team behind it and we'll answer questions in the comments.`,
    marketingWisdom:
      "On Reddit, the team that helped before it advertised gets the benefit of the doubt; the one that only advertises gets downvoted. Judge the ads by paid subscriptions with the platform's conversion tracking, because cheap clicks from students who never pay look like success until the invoice arrives.",
  },
];
