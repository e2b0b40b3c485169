import type { LibraryTactic } from "../types";
import { ALL_STAGES, LIVE } from "./stages";

/*
 * Apps for meeting people: dating apps, friendship apps, apps for finding activity companions
 * (Reading.meetPeople). Such an app is empty where it has few members, so it grows town by town; people
 * join one they trust to be safe and genuine; its meetups in public places show what it is; and dating ads
 * need the platforms' permission. Its plan is made of these tactics only: a habit app's streaks, ratings
 * prompt after "a level won" or ads "on the phrases people type when they start to worry" mean nothing
 * to someone looking for company. Nothing here contacts anyone who has not asked: members, people who
 * signed up, venues and journalists only.
 */

export const MEET_PEOPLE_TACTICS: LibraryTactic[] = [
  {
    id: "mp-towns-first",
    meetPeople: 1,
    essential: true,
    name: "{mpAreasFirst}: grow town by town, so every new member finds {mpSought}",
    kinds: ["consumer-app"],
    goals: ["revenue", "signups", "retention"],
    stages: ALL_STAGES,
    channels: ["email-marketing", "app-store"],
    requires: [],
    uses: ["analytics", "content"],
    cost: { min: 0, max: 100 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "A {mpWord} is only as good as the members within a short drive, and someone who opens {product} and finds nobody nearby cancels in the first month, so every new member in {mpAreas} makes {product} better for the others, while a member far from anyone costs a refund and a bad word.",
    description:
      "Count your paying members town by town, keep the work of this plan on {mpAreas} until they feel busy, and give people who sign up elsewhere an honest waiting list instead of a charge for an empty screen. Open the next town, within an hour's drive, when its waiting list is long enough to fill a first social. {mpMath}",
    steps: [
      "Make a member map from the postcodes members gave at sign-up: paying members per town, and how many of them a new member would see within 20 miles; decide the number that makes a town feel busy for a newcomer (start with your own figures for {mpAreas}).",
      "Change sign-up for people outside {mpAreas}: say plainly how many members are near them, and offer a free place on the waiting list for their town instead of taking {price} for a screen with few people on it.",
      "Write one page per town on {website} ({product} in {{which town}}): how many members live within 20 miles, the date of the next social, one member's story with their consent, and how profiles are checked.",
      "Pick the next town from the waiting lists: the one within an hour's drive of {mpAreas} with the most names; when it has enough to fill a first social, email them the date and open the town.",
      "Every Friday, write four numbers per town in the tracker: paying members, new this week, cancelled in their first month, and names on the waiting list.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "Sign-up postcodes and a simple sheet of paying members per town",
      "One page per town on {website}",
      "A waiting list per town in your email tool",
    ],
    successMetrics: [
      "A waiting list in place of a charge for sign-ups outside {mpAreas} within two weeks",
      "Paying members per town, week by week",
      "Share of new members who cancel in their first month, per town",
      "Names on each waiting list, and the date each next town opens",
    ],
    template: `For someone who signs up outside the towns you cover yet:
Subject: {product} near {{their town}}

Hi {{first name}},

Thank you for joining the waiting list. Honestly: {product} has {{number}} members within 20 miles of {{their town}} so far, and we would rather not charge you {price} to find a quiet screen.

So there is nothing to pay yet. When enough people near you have joined to hold a first members' social, we'll email you the date and you can decide then. If a friend near you is single too, they can join the list here: {website}

{{your name}}, founder of {product}

---
Town page ({product} in {{which town}}):
{{number}} members within 20 miles of {{which town}}, every one checked before their profile goes live.
Next members' social: {{date}}, {{venue}}, hosted by {{host's first name}}. Bring a friend.
"{{a member's words with their consent}}" {{member's first name}}, {{their age}}`,
    marketingWisdom:
      "An app for meeting people is a crowded room or an empty one: the same money spent across the whole country buys a hundred people who find nobody and leave, while spent on two towns it buys a room worth staying in. Be honest with people outside them; a waiting list they chose is worth more than a charge they regret.",
  },
  {
    id: "mp-members-socials",
    meetPeople: 2,
    outOfHours: true,
    name: "A {mpSocial} a month in {mpAreas}: a public venue, capped numbers, a host, and bring a friend",
    kinds: ["consumer-app"],
    goals: ["revenue", "retention", "signups", "awareness"],
    stages: ALL_STAGES,
    channels: ["meetups", "events", "email-marketing"],
    requires: [],
    uses: ["content"],
    cost: { min: 50, max: 300 },
    paid: false,
    hoursPerWeek: 1.5,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "{audience} who are nervous about meeting a stranger from a screen will come to a hosted evening in a pub or café with a friend, and one good social shows what {product} is better than any advert: members meet several people at once, in public, and tell their friends.",
    description:
      "Hold one {mpSocial} a month in each of {mpAreas}: early evening or a weekend afternoon, in the function room of a pub or café that is easy to reach by bus, capped at about 30 so nobody is lost in a crowd, with a host who greets everyone by first name and makes the introductions. Members may bring one friend, who comes free the first time. Each social has its own page, and the date goes on every town page, email and ad.",
    steps: [
      "Book a public venue in each town for the same evening every month (a function room, the back of a café, a garden centre's café on a Sunday afternoon): step-free access, near a bus stop, quiet enough for conversation, and no charge for the room if you can agree a minimum spend.",
      "Find a host in each town among your warmest members (someone who already chats with everyone), give them the host's checklist below and a free year, and be there yourself for the first one.",
      "Make a page for each social on {website} and in the app: date, venue, what happens (a welcome, name badges with first names only, three short rounds of introductions, then free time), the cap, and the safety rules; send it to members in that town and to the waiting list four weeks before.",
      "Let each member bring one friend, free the first time: a friend beside them is what gets a nervous member through the door, and friends who enjoy it join.",
      "Watch the sign-ups: hold the cap, keep the room balanced between the people who come to meet each other, and start a waiting list when it fills.",
      "The morning after, send attendees a thank-you with the next date, ask one question (what would make the next one better?), and count who joined or renewed within a month of coming.",
    ],
    setupSteps: 3,
    resourcesNeeded: [
      "A venue in each town with a room for about 30, booked for a fixed evening each month",
      "A volunteer host per town, with the checklist and name badges",
      "A page per social, and the date on every town page",
      "A deposit or minimum spend at each venue",
    ],
    successMetrics: [
      "The first social's venue booked and its date sent to members within two weeks",
      "Places taken at each social, out of the cap",
      "Friends brought who join within a month",
      "Members who came to a social still paying two months later, against those who did not",
    ],
    template: `Invitation (email and in-app, four weeks before):
Subject: {product} {mpSocial}, {{which town}}, {{date}}

Hi {{first name}},

Our next {mpSocial} in {{which town}} is on {{date}} from {{start time}} at {{venue}}, {{street}}. {{host's first name}} will meet you at the door with a name badge (first names only) and introduce you to a few people; after that it's a drink and a chat, no speeches.

It's capped at 30, and you're welcome to bring one friend, free the first time.
Book your place: {{link to the social's page}}

A few rules that keep everyone comfortable: first names only until you choose otherwise, everyone gets home their own way, and no one from {product} will ever ask you for money.

{{your name}}, {product}

---
Host's checklist:
- Arrive 30 minutes early; badges, pens and the guest list on the table by the door
- Greet everyone by first name and introduce each newcomer to two people
- Three short rounds of introductions in the first hour, then let people mingle
- Nobody leaves with someone they met tonight to go somewhere private; suggest a coffee in daylight next week instead
- Anyone who makes a guest uncomfortable is asked to leave and reported to {{your name}} the same evening`,
    marketingWisdom:
      "For people who have not dated or made new friends for decades, a room with a host feels safer than a screen, and meeting six people in an evening takes the pressure off meeting one. The social is also your best advert: every good evening is a story members tell their friends, so its date belongs on everything you send.",
  },
  {
    id: "mp-safety-plainly",
    meetPeople: 3,
    name: "Safety said plainly: how profiles are checked, how to spot a romance scam, and a promise that no one from {product} asks for money",
    kinds: ["consumer-app"],
    goals: ["revenue", "retention", "signups"],
    stages: ALL_STAGES,
    channels: ["email-marketing", "app-store"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 50 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "{audience} choose a {mpWord} they trust, and romance scams are often in the news, so saying plainly how {product} keeps scammers out, and what members should do if one gets through, is both the right thing to do and what makes a cautious person pay.",
    description:
      "Write one safety page, send it to every member, and put its first line in the store listing, on every town page and in every ad: {mpVerified}, how to spot a scammer, how to report one in the app, and the promise that no one from {product} will ever ask a member for money. Say it again at every social in {mpAreas}.",
    steps: [
      "Write the safety page on {website} in plain words: {mpVerified}, what happens when someone is reported and how fast you act, and the five signs of a romance scam in the message below.",
      "Add a report button to every profile and chat if there is not one, and answer every report within a day; tell the member who reported what you did, in general terms.",
      "Send the message below to every member, and to every new member in their first week; hosts say the same three rules at the start of every social.",
      "Put one safety line in the store listing, on every town page and in every ad: how profiles are checked, and that {product} will never ask for money.",
      "Check what the UK's Online Safety Act and Ofcom's guidance ask of a service where users message each other, and note in the tracker what you have done about it.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "A safety page on {website}",
      "A report button on every profile and chat",
      "The safety message in your email tool, sent in every new member's first week",
    ],
    successMetrics: [
      "The safety page live and sent to every member within two weeks",
      "Reports received and answered within a day",
      "Share of new members who open the safety message",
      "Reasons given for cancelling that mention safety or fake profiles, counted every month",
    ],
    template: `Message to every member, and to each new member in their first week:
Subject: Staying safe on {product}

Hi {{first name}},

Every profile on {product} is checked before it goes live. Scammers still try, on every app, so here are the five signs we want everyone to know:

1. They want to move off {product} to another messaging app within days.
2. They say they love you quickly, before you have met.
3. They can never meet, or show their face on camera, and there is always a reason.
4. They tell you about an emergency, a business deal or a trip abroad.
5. They ask for money, gift cards, bank details or help with an investment, however small.

If any of this happens, stop replying and {mpReport}.

And one promise: no one from {product} will ever ask you for money or your bank details.

{{your name}}, founder of {product}`,
    marketingWisdom:
      "Trust is what a cautious buyer pays for, so it belongs in the marketing, not hidden in the settings. Saying plainly how scammers work does not frighten good members away; it tells them you take it seriously, and it is the story journalists and their readers' grown-up children want to hear.",
  },
  {
    id: "mp-members-stories-press",
    meetPeople: 4,
    name: "Real members' stories, with their consent, in the papers and on the radio {audience} follow",
    kinds: ["consumer-app"],
    goals: ["revenue", "signups", "awareness"],
    stages: LIVE,
    channels: ["press"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 100 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "{audience} trust a story about people like them in {outlets} or on {mpRadio} far more than an advert, and a couple or a group of friends who met at a social in {mpAreas} is the kind of warm local story editors and presenters look for.",
    description:
      "Ask members who met through {product} whether they would share their story, agree in writing what is shared, and pitch it to one regional paper or local radio programme near them each month, with a wider angle for {outlets} once you have two stories. Every story names the town, the next social and how profiles are checked.",
    steps: [
      "At every social and in the monthly email, ask members who have met someone, or made friends, whether they would share their story; never ask a couple through one of them alone.",
      "For each yes, agree in writing what is shared (first names or full names, town, ages, a photo) and what never is, and let them read the piece before you send it.",
      "Write a press page on {website}: the story in three lines, how many members in {mpAreas}, how profiles are checked, two photos taken with consent, a quote from you, and the date of the next social.",
      "Each month, pitch one regional paper or one {mpRadio} programme near the members in the story, to a named reporter or producer, with the pitch below; follow up once after five working days, then stop.",
      "Once you have two stories, pitch {outlets} with a wider angle ({mpAngles}), offering a couple and your safety advice.",
      "Every Friday, log pitches, replies, pieces run, and sign-ups and paying members in the town that week; put each piece's headline on the town page.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "Members' written consent for each story, and photos they approve",
      "A press page on {website}",
      "Named reporters and producers at the regional papers and radio near {mpAreas}",
    ],
    successMetrics: [
      "Stories agreed with members, pitches sent and pieces run each month",
      "Sign-ups and paying members in the town in the two weeks after each piece",
      "Waiting-list names from towns that are not open yet after a wider piece",
    ],
    template: `Subject: {{first names}} met at a {product} {mpSocial} in {{which town}}

Hi {{reporter's first name}},

{{first names}}, {{their ages}}, from {{which town}}, {{their story in two sentences}}. They are happy to be interviewed and photographed.

What {product} is: {pitch} {mpVerifiedCap}, and members meet at hosted socials in pubs and cafés. We have {{number}} members around {{which town}}; the next social is on {{date}}.

If it helps, I can also explain how to spot a romance scam; it is the question we are asked most.

{{your name}}, founder of {product}
{{your phone number}}

---
Follow-up (five working days later, then stop):
Hi {{reporter's first name}}, a quick follow-up on {{first names}}' story. If it isn't right for you, I'll leave it there.`,
    marketingWisdom:
      "Editors take people, not products: a named couple, a real moment and a local place. A story told with the members' consent, that they read first, is one they share with their friends too; a story told without it costs you the trust the whole app rests on.",
  },
  {
    id: "mp-ads-in-open-towns",
    meetPeople: 5,
    name: "Search and Facebook ads in {mpAreas} only, once the socials and stories exist, judged by members still paying after their first month",
    kinds: ["consumer-app"],
    goals: ["revenue", "signups"],
    stages: LIVE,
    channels: ["meta-ads", "google-ads"],
    requires: ["paid"],
    workaround: {
      paid: "once Meta's permission and Google's certification come through, start with one Facebook ad and one search campaign in one town, with a small daily cap, and let the count of members still paying after their first month decide whether anything else is added.",
    },
    uses: ["analytics", "content"],
    cost: { min: 200, max: 1500 },
    paid: true,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Once {mpAreas} have a social every month and a member's story in the local paper, ads limited to those towns send people to something real, and judging them by members still paying after their first month stops the money buying sign-ups who find nobody and leave.",
    description:
      "{mpAdsPolicy}. Then run Facebook ads and Google search ads only within about 20 miles of {mpAreas}, built on the next social, a member's story (with consent) and the safety promise, and judge each one by the members still paying after their first month.",
    steps: [
      "Apply first: {mpAdsPolicy}.",
      "Set up measurement: sign-ups, first payment and still paying after the first month, per campaign and per town, in a weekly sheet.",
      "Build three Facebook ads for {audience} within 20 miles of {mpAreas}: the next social (date and venue), a member's words with their consent, and how profiles are checked; real photos, no stock couples.",
      "Build one search campaign on a few exact phrases with the town in them (for example {mpSearch}), with a hard daily cap, sending people to the town page.",
      "Each Friday, judge every ad by members still paying after their first month, not by sign-ups; pause any that brings people who cancel, and move the money to the town and the ad that brings members who stay.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "Approval from Meta and certification from Google for dating ads, applied for first",
      "Meta Ads Manager and Google Ads accounts with sign-up and payment tracking",
      "Three ads from real members' words and photos, with their consent",
      "A weekly sheet: spend, sign-ups, still paying after the first month, cost per member who stays, per town",
    ],
    successMetrics: [
      "Cost per member still paying after their first month, per town and per ad",
      "Share of ad sign-ups who cancel in their first month, against other sign-ups",
      "Places booked at the next social from the ads",
    ],
    template: `Facebook ad (within 20 miles of {{which town}}):
Primary text: "{{a member's words with their consent}}" {{member's first name}}, {{their age}}, met people at a {product} {mpSocial} in {{which town}}. {mpVerifiedCap}, and no one from {product} will ever ask you for money.
Headline: Next {mpSocial} in {{which town}}: {{date}}
Button: Learn more, to the {{which town}} page

Google search ad (town phrases only):
Headline 1 (30 characters): {mpHeadline}
Headline 2 (30): Checked profiles, local socials
Headline 3 (30): {product}
Description (90): Meet genuine people near {{which town}} at hosted socials. {price}, cancel any month.

Weekly check (every Friday):
Town | ad | spend | sign-ups | still paying after a month | cost per member who stays | keep, change or pause`,
    marketingWisdom:
      "For an app for meeting people, a cheap sign-up far from other members is an expensive one: they find nobody, cancel and tell friends it didn't work. Spend only where a newcomer will find a busy screen and a social to go to, and count the members who stay.",
  },
  {
    id: "mp-towns-at-scale",
    meetPeople: 6,
    name: "Several towns at once with the budget to match: paid hosts, a PR freelancer and ads in every open town",
    kinds: ["consumer-app"],
    goals: ["revenue", "signups", "awareness"],
    stages: LIVE,
    channels: ["meta-ads", "google-ads", "press"],
    requires: ["paid"],
    workaround: {
      paid: "hire a freelancer who has run dating or membership ads on a fixed monthly fee, brief them with your cost per member still paying after the first month, and ask for a weekly table by town.",
    },
    uses: ["analytics", "content"],
    cost: { min: 5000, max: 50000 },
    paid: true,
    hoursPerWeek: 2,
    contactsIndividuals: false,
    timeFrame: "Ongoing",
    impact: "High Impact",
    why: "With this budget {product} can open three or four towns at a time near {mpAreas} instead of one, as long as each new town gets the same things that made the first ones busy: a paid host, a monthly social, a local story and ads limited to it.",
    description:
      "Open the next three or four towns within reach of {mpAreas} together, each from its waiting list: a paid host per town, a first social, a PR freelancer pitching local papers and radio with members' stories, and ads within 20 miles of each open town only. {mpAdsPolicy}. Every town is judged by members still paying after their first month, and a town that stays quiet gets no more money.",
    steps: [
      "Pick the towns from the waiting lists: the three or four nearest {mpAreas} with the most names, and set each a number of members that makes it feel busy.",
      "Recruit and pay a host in each town for two socials a month, with the host's checklist and a monthly call with you.",
      "Brief a PR freelancer on a three-month contract: members' stories with consent, the local papers and {mpRadio} in each town, and the safety angle for {outlets}.",
      "Apply for Meta's permission and Google's certification if you have not, then run ads within 20 miles of each open town only, raising budgets by no more than a fifth a week.",
      "Every Friday, read the table by town: paying members, first-month cancellations, places taken at the socials and cost per member who stays; move the money from quiet towns to busy ones.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "A paid host per town",
      "A PR freelancer on a three-month contract",
      "Meta and Google ads accounts approved for dating, with tracking by town",
    ],
    successMetrics: [
      "Towns that reach the members that make them feel busy, and when",
      "Cost per member still paying after their first month, per town",
      "Pieces run and places booked at socials per town",
    ],
    template: `Brief for the hosts, the PR freelancer and the ads ({product})
What {product} is: {pitch}
Towns this quarter: {{the three or four towns}}, opened from their waiting lists
Our measure: members still paying after their first month, per town, not sign-ups or clicks
Target: {metrics}
Stories we can offer: {{members' stories with consent}}
Weekly table: per town, paying members, first-month cancellations, social places taken, spend, cost per member who stays
What we never do: advertise where there are too few members, share a member's story without consent, or ask a member for money`,
    marketingWisdom:
      "Money lets an app for meeting people open more towns at once, not skip the steps that make a town busy. Each town still needs its first social, its host and its story before the ads, and the weekly table by town shows where the next pound goes.",
  },
];
