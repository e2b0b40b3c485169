import type { LibraryTactic } from "../types";
import { ALL_STAGES, ALL_KINDS } from "./stages";

/**
 * A crowdfunding campaign (Kickstarter, Indiegogo): the plan a practitioner would write around the
 * launch day. The list is built before it ({campaignPlatform}'s pre-launch page and an early-bird list), the
 * list is sent to in the first 48 hours, the press gets an embargoed kit, backers get updates and
 * stretch goals through the mid-campaign dip, and late pledges follow the close. Every step says which
 * part of the campaign it belongs to (`campaign`), so the timeline is phased around {launchDate}.
 * {campaignMath} is the arithmetic (backers, the first 48 hours, what the list brings);
 * {honestRule} the platform's rules (the prototype as it is, rewards and never equity).
 */

export const CROWDFUNDING_TACTICS: LibraryTactic[] = [
  {
    id: "crowdfunding-prelaunch-list",
    name: "Build the launch list before {launchDate}: the {campaignPlatform} pre-launch page and an early-bird list",
    kinds: ALL_KINDS,
    crowdfunding: true,
    goals: ["revenue", "fundraising", "signups"],
    stages: ALL_STAGES,
    channels: ["email-marketing"],
    requires: [],
    uses: ["content", "social"],
    cost: { min: 0, max: 50 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    essential: true,
    why: "A campaign is won before it launches: the people who already know {product} pledge in the first 48 hours, and that early rush is what makes {campaignPlatform} show the campaign to strangers.",
    description:
      "From now until {launchDate}, every post, conversation and test ride sends people to two places: the {campaignPlatform} pre-launch page, whose followers are told the moment the campaign is live, and your own early-bird list at {website}, where they keep the {pledge} early-bird price. {campaignMath}",
    campaign: ["before", "before", "before", "before", "during"],
    steps: [
      "Publish {product}'s pre-launch page on {campaignPlatform} this week, so followers get an email the minute it is live ('Notify me on launch'), with real photos of the working prototype, the {pledge} early-bird price and {launchDate} as the launch date.",
      "Put a one-field sign-up on {website} that promises one thing: the {pledge} early-bird price on {launchDate}. Send every new sign-up the welcome email below, which asks them to follow the pre-launch page too.",
      "Every week until launch, send {listSize} one short note: a test ride, a design decision, a question to vote on, each ending with the link to the pre-launch page.",
      "Each Friday, count sign-ups and pre-launch followers against the list the first 48 hours need (the arithmetic in this tactic), and remind the list of the date two weeks and two days before {launchDate}.",
      "Once the campaign is live, point the sign-up on {website} to the campaign page, so nobody lands on a list that has nothing to sell.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "A {campaignPlatform} project and its pre-launch page",
      "Your email tool's sign-up form and one welcome email",
      "Real photos of the working prototype",
    ],
    successMetrics: [
      "Pre-launch followers and list sign-ups each week, against the list the first 48 hours need",
      "Welcome emails opened and pre-launch page follows from them",
      "Progress towards: {metrics}",
    ],
    template: `Subject: You're on the {product} early-bird list ({pledge} on {launchDate})

Hi {{first name}},

Thanks for signing up. {product} launches on {campaignPlatform} on {launchDate}, and as an early bird you can back it for {pledge} instead of {price}, while the {{number of early-bird rewards}} early-bird rewards last.

One favour that helps us more than you'd think: click "Notify me on launch" on our pre-launch page, so {campaignPlatform} emails you the minute we're live: {{link to your pre-launch page}}

Until then I'll write once a week with what we're testing, and sometimes ask your opinion. Just reply; I read everything.

{{your name}}, {product}`,
    marketingWisdom:
      "Campaigns that fund usually raise about a third of their goal in the first 48 hours, and most of it comes from the founder's own list, not from the platform. The list is the campaign: build it for weeks before launch and give it one reason to act on day one.",
  },
  {
    id: "crowdfunding-campaign-page",
    name: "A campaign page and video that show the working prototype as it is",
    kinds: ALL_KINDS,
    crowdfunding: true,
    goals: ["revenue", "fundraising", "signups", "awareness"],
    stages: ALL_STAGES,
    channels: ["video"],
    requires: [],
    uses: ["design", "content"],
    cost: { min: 0, max: 300 },
    paid: false,
    hoursPerWeek: 3,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Backers decide on the campaign page and its first seconds of video, and a page that shows the real prototype and says honestly what is left to do earns the trust a first-time founder needs.",
    description:
      "The {campaignPlatform} page for {product}: a two-minute video of the prototype in real use, the story in short sections, the rewards ({pledge} early bird, {price} after), the delivery month and the risks. {honestRule}",
    campaign: ["before", "before", "before", "before", "before", "during"],
    steps: [
      "Write the page in short sections with the outline below: what it is, why you made it, what exists today, rewards, when it ships, risks and challenges.",
      "Film a two-minute video on a phone in daylight: the prototype in real use in the first ten seconds, then you saying why you built it. Real footage only, no renders of the product.",
      "Set the rewards: a limited early-bird tier at {pledge}, the standard tier at {price}, and a two-pack; give each the delivery month you can honestly keep.",
      "Submit the project for {campaignPlatform}'s review at least two weeks before {launchDate}, so a question from the reviewers does not move the date.",
      "Send the page's preview link to five people from your list and ask what they would doubt before pledging; answer it on the page.",
      "During the campaign, add each question backers ask to the page's FAQ the same day.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A phone, daylight and the working prototype", "The page outline below", "Honest delivery months from your manufacturer"],
    successMetrics: [
      "Page approved by {campaignPlatform} at least two weeks before {launchDate}",
      "Video watched to the end by most visitors (the platform's video stats)",
      "Progress towards: {metrics}",
    ],
    template: `{product}: the page outline

Headline: {pitch}

What exists today
The working prototype, shown as it is: {{what the prototype does today}}. What is still to do before production: {{the steps left}}.

Why we made it
{{the story in three sentences}}

Rewards
Early bird: {product} for {pledge} ({{number of early-bird rewards}} only)
Standard: {product} for {price}
Two-pack: {{two-pack price}}
Ships: {{delivery month}}

Risks and challenges
{{what could delay delivery}}, and what we will do about it: {{your plan b}}

This is a reward campaign: backers get {product}, not shares or a return.`,
    marketingWisdom:
      "First-time founders win on trust, and trust comes from showing what exists: a real prototype, an honest delivery month and a risks section that names the hard parts. A glossy render raises doubts that real footage answers.",
  },
  {
    id: "crowdfunding-paid-list-test",
    name: "A small paid test that fills the early-bird list before launch",
    kinds: ALL_KINDS,
    crowdfunding: true,
    goals: ["revenue", "fundraising", "signups"],
    stages: ALL_STAGES,
    channels: ["meta-ads", "instagram", "video"],
    requires: ["paid"],
    workaround: {
      paid: "No ads experience? Use one campaign with Meta's sign-up objective, broad targeting and a total cap, or hire a freelance media buyer for a few hours to set it up and keep the cap in your own hands.",
    },
    uses: ["design"],
    cost: { min: 300, max: 1500 },
    paid: true,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "A list that grows only by word of mouth is often short on launch day, and a small, capped test of Instagram and Facebook ads shows what an early-bird sign-up costs before you rely on it.",
    description:
      "Run Meta ads (Instagram and Facebook) to {audience} in {place}, sending them to the early-bird sign-up, with a spending cap you set once. A sign-up is worth about {signupWorth} in pledges if one in twenty backs at {pledge}: ads that cost more than that per sign-up are stopped, and the money goes to prototypes to lend instead.",
    campaign: ["before", "before", "before", "before", "launch"],
    steps: [
      "Set up one Meta ads campaign for sign-ups, aimed at {audience} in {place}, sending them to the early-bird sign-up on {website}, with a total spending cap.",
      "Make three ads from what you already have: the prototype in use, the detail that makes it different, and one tester's words. Real footage, no renders.",
      "Each week compare the cost per sign-up with {signupWorth}, keep the ad that signs up cheapest and stop the others.",
      "Stop adding money once the list reaches the size the first 48 hours need, or when a sign-up costs more than it is worth.",
      "In launch week, send the best ad to the live campaign page for the first 48 hours only, then pause it unless it brings back more in pledges than it costs.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A Meta ads account with a spending cap", "Three short real clips of the prototype", "A sheet of cost per sign-up each week"],
    successMetrics: [
      "Cost per early-bird sign-up under {signupWorth}",
      "Sign-ups from ads each week, and how many of them follow the pre-launch page",
      "Progress towards: {metrics}",
    ],
    template: `Ad 1 (video, 15 seconds)
On screen: the prototype in use, no music needed. Text: "{product}: {pitch}"
Caption: Launching on {campaignPlatform} on {launchDate}. Early birds back it for {pledge} instead of {price}. Get the early-bird price: {website}

---
Ad 2 (photo)
The one detail that makes {product} different, photographed as it is.
Caption: We built this because {{the problem in your words}}. {pledge} for the first backers on {launchDate}: {website}

---
Ad 3 (a tester's words)
"{{a tester's words}}", {{tester's first name}}, one of our testers.
Caption: {product} launches on {campaignPlatform} on {launchDate}. Early-bird list: {website}`,
    marketingWisdom:
      "Paid ads before a crowdfunding launch buy list sign-ups, not pledges, so judge them by cost per sign-up against what a sign-up is worth. Cap the spend, stop early when it costs too much, and never let ads replace the people who already know you.",
  },
  {
    id: "crowdfunding-press-kit",
    name: "An embargoed press kit and pitches to the magazines and blogs {audience} read",
    kinds: ALL_KINDS,
    crowdfunding: true,
    goals: ["revenue", "fundraising", "awareness"],
    stages: ALL_STAGES,
    channels: ["press", "blog", "newsletter", "video"],
    requires: [],
    uses: ["content", "design"],
    cost: { min: 0, max: 200 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Journalists and bloggers who write for {audience} need a story, photos and a date before the launch, and an embargoed kit lets them publish on {launchDate}, when a click can still become an early-bird pledge.",
    description:
      "One press kit (photos of the prototype, a short video, the facts, a founder's quote) and a personal pitch to 25 writers for {audience} in {place}, sent under embargo until {launchDate}. No agency: you write to each one yourself.",
    campaign: ["before", "before", "before", "launch", "during"],
    steps: [
      "Make the press kit in one shared folder: ten real photos of the prototype, the campaign video, one page of facts (price, {pledge} early bird, launch day {launchDate}, where it is made) and a two-line quote from you.",
      "List 25 writers: the magazines, blogs and newsletters {audience} read, and the local papers where you make it, each with a recent piece of theirs you liked.",
      "Three weeks before {launchDate}, send each one the pitch below, written to them, with the embargo in the first line; send a prototype to the two or three who ask to try it.",
      "On {launchDate}, as the embargo lifts, send everyone who replied the live campaign link.",
      "Halfway through the campaign, pitch a second story (a milestone, a backer's story) to the writers who did not write the first time.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A shared press-kit folder", "A sheet of 25 writers with a recent piece of each", "Two or three prototypes to lend"],
    successMetrics: [
      "Three or more pieces published in launch week",
      "Pledges from each article (the platform's referrer report)",
      "Progress towards: {metrics}",
    ],
    template: `Subject: Embargoed until {launchDate}: {product}, {{the one-line story}}

Hi {{first name}},

I read your piece on {{a piece of theirs you liked}}, which is why I'm writing to you first.

{pitch} We launch on {campaignPlatform} on {launchDate}, with {product} at {pledge} for early backers and {price} after. Our goal is {target}.

Everything is in the press kit, with photos of the working prototype you're free to use: {{link to your press kit}}

The news is under embargo until {launchDate}, 8am. If you'd like to try it before then, I can lend you a prototype this week.

{{your name}}
{product}, {website}`,
    marketingWisdom:
      "Writers cover a campaign when it is news, and it is news on launch day: an embargoed kit lets them prepare and publish when readers can still act. Write to 25 people you have read, not to 500 you have not.",
  },
  {
    id: "crowdfunding-launch-sequence",
    name: "Launch day to your list: the first 48 hours from {launchDate}",
    kinds: ALL_KINDS,
    crowdfunding: true,
    goals: ["revenue", "fundraising"],
    stages: ALL_STAGES,
    channels: ["email-marketing"],
    requires: [],
    uses: ["content", "social"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "The first 48 hours decide a campaign: pledges that come in at once put {product} among the platform's new and popular projects, where strangers find it.",
    description:
      "Three emails to {listSize} and one message to friends and testers, timed to the launch on {launchDate}: the morning it goes live, the early-bird reminder on day two, and a thank-you with the count on day three. The aim is {first48} in the first 48 hours.",
    campaign: ["before", "before", "launch", "launch", "launch"],
    steps: [
      "Two weeks before {launchDate}, write the three emails below and schedule them in your email tool: 8am on {launchDate}, the evening of day two, and day three.",
      "One week before {launchDate}, ask 20 to 30 friends, testers and family, one by one, to back in the first hour, and send them the link yourself that morning.",
      "Launch the campaign at 8am on {launchDate}, check that email 1 has gone, and post the same news on your own accounts.",
      "For the first 48 hours, answer every comment and message on the campaign page within the hour while you are awake.",
      "After 48 hours, compare the pledges with {first48}, and tell the list honestly where you are in email 3.",
    ],
    setupSteps: 0,
    resourcesNeeded: ["Your email tool's scheduled sends", "A list of 20-30 people who promised to back in the first hour", "Two clear days in your diary from {launchDate}"],
    successMetrics: [
      "{first48} pledged in the first 48 hours",
      "Share of the list that backed (a warm list: 2-10%)",
      "Progress towards: {metrics}",
    ],
    template: `Email 1 ({launchDate}, 8am)
Subject: {product} is live: {pledge} for the first backers

Hi {{first name}},

It's live. {product} is on {campaignPlatform} from today, and for the first {{number of early-bird rewards}} backers it's {pledge} instead of {price}.

Back it here: {{link to your campaign page}}

The first two days decide whether {campaignPlatform} shows us to people who have never heard of us, so backing today counts twice.

{{your name}}

---
Email 2 (day two, evening)
Subject: {{number left}} early-bird rewards left

Hi {{first name}},

Thank you: {{amount pledged so far}} in the first day. {{number left}} early-bird rewards at {pledge} are left, then it's {price}.

{{link to your campaign page}}

---
Email 3 (day three)
Subject: {{backer count}} backers in two days

Hi {{first name}},

In 48 hours {{backer count}} of you pledged {{amount pledged so far}} towards our {target} goal. If you've backed: thank you, and one forward to a friend who would use it helps more than anything.

{{your name}}`,
    marketingWisdom:
      "A crowdfunding platform shows strangers the projects that are already moving, so momentum in the first hours matters more than the total on any later day. Schedule the emails, line up your first backers by name, and clear your diary for launch day.",
  },
  {
    id: "crowdfunding-backer-updates",
    name: "Backer updates, stretch goals and community posts through the mid-campaign dip, then late pledges",
    kinds: ALL_KINDS,
    crowdfunding: true,
    goals: ["revenue", "fundraising", "retention"],
    stages: ALL_STAGES,
    channels: ["community"],
    requires: [],
    uses: ["community", "content", "social"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: false,
    timeFrame: "Ongoing",
    impact: "Medium Impact",
    why: "Pledges slow in the middle of every campaign, and updates that show progress, a stretch goal backers can push towards and one honest post where {audience} already swap tips keep it moving until the last 48 hours.",
    description:
      "An update to backers every three or four days, a stretch goal announced once {target} is reached, one useful post a week where {audience} gather, a final-48-hours email before {endDate}, and after the close: late pledges and honest fulfilment news.",
    campaign: ["before", "during", "during", "during", "during", "after"],
    steps: [
      "Before launch, write down two stretch goals that improve {product} for every backer (a colour, an accessory) and that you can make without moving the delivery month.",
      "During the campaign, post a backer update every three or four days: what you built or tested, a photo, the count, and one question for backers.",
      "When pledges slow in the middle weeks, share one real story a week in the communities where {audience} already swap tips, within each group's rules, with the campaign link only where they allow it.",
      "Announce the first stretch goal the day the campaign passes {target}, and send the final-48-hours email to the list two days before {endDate}.",
      "Each week count pledges, backers and the day's new backers against {target}.",
      "After {endDate}, open late pledges (Kickstarter's late pledges, or pre-orders on {website}) and send backers the first fulfilment update below, with honest dates.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["Two stretch goals you can afford", "An hour every three or four days for updates", "The rules of each group you post in"],
    successMetrics: [
      "An update every three or four days, with comments from backers",
      "Pledges in the middle weeks, and in the last 48 hours",
      "Progress towards: {metrics}",
    ],
    template: `Update #{{number}}: {{the headline}}

Hi backers,

{{backer count}} of you have pledged {{amount pledged so far}} towards {target}. Thank you.

This week: {{what you built or tested}} (photo below).

Stretch goal: at {{stretch goal amount}} every {product} gets {{the stretch goal}}. Forward the campaign to one friend who would use it and we're there: {{link to your campaign page}}

Question for you: {{one question for backers}}

{{your name}}

---
After the campaign (first fulfilment update)
Subject: {product}: what happens next

Thank you: {{backer count}} backers pledged {{amount pledged}}. Here is the plan, step by step: {{each production step and its month}}. We'll write every two weeks, with bad news as early as good news. Friends who missed it can still pre-order: {website}`,
    marketingWisdom:
      "The mid-campaign dip is normal: backers who hear from the founder every few days keep sharing, and a stretch goal gives them a reason to. After the close, honest fulfilment updates are the marketing for the next batch.",
  },
];
