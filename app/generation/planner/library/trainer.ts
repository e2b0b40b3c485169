import type { LibraryTactic } from "../types";
import { ALL_STAGES } from "./stages";

/*
 * A local personal trainer (Reading.trainer): one-to-one in clients' homes or a park, small outdoor bootcamps, a
 * running coach, a Pilates or yoga teacher teaching one-to-one. Clients are adults who often hate gyms and gave
 * up on apps: they try a few sessions, decide on how they felt and whether someone turned up for them, and stay
 * while they see progress and someone checks in. Every tactic fits a short block between sessions; no medical
 * claims (referrers are asked, never promised anything); a client's story only with their written consent; the
 * park's rules worded as a check. Templates are in the trainer's own voice.
 *
 * Tokens special to these texts (app/plan-quality/trainer.ts): {trnWord} {trnSession} {trnBlock} {trnBlockCount}
 * {trnStarter} {trnStarterShort} {trnCamp} {trnWalksVolunteer} {trnCampWhen} {trnCampPrice} {trnPark} {trnWhere} {trnWhereYou} {trnAges} {trnClients}
 * {trnReferrers} {trnReferrersShort} {trnWalks} {trnParkRules} {trnSlot} {trnRenew} {trnPlace}.
 */

export const TRAINER_TACTICS: LibraryTactic[] = [
  {
    id: "trn-starter",
    trainer: 1,
    essential: true,
    name: "A starter for people who hate gyms: {trnStarter}",
    kinds: ["local"],
    goals: ["signups", "revenue", "retention", "awareness"],
    stages: ALL_STAGES,
    channels: ["sms", "email-marketing"],
    requires: [],
    uses: ["sales"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    inPerson: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "{trnClients} who hate gyms don't buy a block of {trnBlockCount} from a stranger: they buy a small, dated start, and decide at the third session on how they feel and whether you turned up for them, and three sessions booked together get them past the week most people give up.",
    description:
      "Offer every enquiry the same first step: {trnStarter}. Book all three dates in the first reply, train them {trnWhere}, and at the third session ask one question ('how do you feel compared with three weeks ago?') before you offer {trnRenew}. No discount is needed: the dates in the diary do the work.",
    steps: [
      "Write the reply to an enquiry from the template and keep it on your phone: three dates, where you'll meet ({trnWhere}), what to wear, and that you adapt everything to a bad knee or back.",
      "At the third session, ask how they feel compared with the first, name one thing they can now do, and offer the block with the first date of it. Write their answer in the tracker.",
      "Every Friday, in 15 minutes: starters booked, third sessions done, blocks bought.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A reply to enquiries, kept on your phone", "A diary with three dates offered in every reply", "A weekly count of starters and blocks bought"],
    successMetrics: ["Starters booked each week", "Share of starters who buy {trnRenew} at the third session", "Progress towards: {metrics}"],
    template: `Reply to an enquiry:
Hi {{first name}}, thanks for getting in touch. Most people who come to me have had enough of gyms and apps, so we start small: three sessions in three weeks, {trnSession}, {trnWhereYou}. I've got {{day and time}}, {{day and time}} and {{day and time}} free: shall I put you in for those? Wear whatever you're comfortable in; if anything hurts (knees, back), tell me and we work around it. {{your name}}, {product}

---
At the third session (in your own words):
"How do you feel compared with three weeks ago?" (listen) "You've gone from {{what they could do}} to {{what they can do now}}. If you want to keep going, {trnBlock}; I can start you on {{day}}."`,
    marketingWisdom:
      "People who hate gyms are afraid of the commitment, not the price. A start with three dates in the diary is small enough to say yes to and long enough to feel a difference.",
  },
  {
    id: "trn-google-reviews",
    trainer: 2,
    essential: true,
    name: "A Google profile that shows where you train, and a review asked of every client at their sixth session",
    kinds: ["local"],
    goals: ["signups", "revenue", "awareness"],
    stages: ALL_STAGES,
    channels: ["google-business", "reviews"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "People who search 'personal trainer {trnPlace}' choose from the profiles with recent reviews from someone like them, and a review that says 'I hated gyms, and I've kept going' does what no advert can.",
    description:
      "Complete {product}'s Google Business Profile as a service-area business covering {trnPlace}: {trnWhere}, {trnCamp}, your prices, your qualifications and insurance, photos of {trnPark} and of you training (clients only with their consent). Ask every client for a review at their sixth session, and answer each review within two days.",
    steps: [
      "In 30 minutes before your first client: claim or check the profile, set the service area to {trnPlace}, add the services ({trnSession}, {trnBlock}, the bootcamp), your hours and five photos.",
      "At each client's sixth session, ask for a review with the message from the template, sent the same evening.",
      "Once a week, post one thing on the profile (the next bootcamp date, a client's words with their consent) and answer every review.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A Google Business Profile", "Five photos (the park, you training, a client only with consent)", "A review request kept on your phone"],
    successMetrics: ["Reviews this quarter", "Calls and messages from the profile each week", "Progress towards: {metrics}"],
    template: `Review request, the evening of the sixth session:
Hi {{first name}}, thanks for today; {{one thing they did well}}. If you've a minute, would you write a short review of {product} on Google? The people who read it are a lot like you were six sessions ago, so say it in your own words: {{review link}}. Thanks, {{your name}}`,
    marketingWisdom:
      "A profile is read as a promise and reviews as proof. For a trainer, the review that sells is the one from someone who hated gyms too.",
  },
  {
    id: "trn-keep",
    trainer: 3,
    name: "Keeping clients past the first block: a check-in at week six, a progress review at the last session, and {trnRenew} offered there",
    kinds: ["local"],
    goals: ["retention", "revenue"],
    stages: ALL_STAGES,
    channels: ["sms", "email-marketing"],
    requires: [],
    uses: ["sales"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    inPerson: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Fifteen regular clients is mostly about keeping the ones who start: motivation dips around week six, when the novelty is gone and the results are not yet in the mirror, and a client whose block simply ends without a review drifts away.",
    description:
      "Give every client two fixed moments: a five-minute check-in at week six (what's got easier, what's hard, one goal for the rest of the block) and a progress review at the last session of the block (the same three tests as the first session, written side by side), where you offer {trnRenew} with its first date. A client who pauses gets one message a month later, and no more.",
    steps: [
      "Pick three simple tests you do at the first session (for example a timed walk or plank, sit-to-stand, a stretch) and write the results in the tracker.",
      "At week six, spend five minutes of the session on the check-in questions from the template.",
      "At the last session of the block, repeat the tests, show both sets of results, and offer {trnRenew} with a date. Count renewals each Friday.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["Three tests written down at the first session", "Five minutes at week six", "The tracker: blocks ending, renewed, paused"],
    successMetrics: ["Share of blocks renewed", "Regular clients at the end of each month", "Progress towards: {metrics}"],
    template: `Week-six check-in (in the session, your words):
"We're halfway. What's got easier since you started? What's still hard? What do you want to be able to do by the end of the block?"

---
At the last session of the block:
"Here's where you were on day one, and here's today: {{test}} from {{first result}} to {{today's result}}. Shall we keep going? {trnBlock}, and I've got {{day and time}} for you."

---
A month after a client pauses:
Hi {{first name}}, how are you getting on? Your slot on {{day}} is free again from {{date}} if you'd like it back. No pressure. {{your name}}, {product}`,
    marketingWisdom:
      "Most of a trainer's income is renewals. A client who can see where they started keeps going; one who only feels tired stops.",
  },
  {
    id: "trn-stories",
    trainer: 4,
    name: "Stories from clients aged {trnAges} in their own words, with their written consent: what they couldn't do, what they can now",
    kinds: ["local"],
    goals: ["signups", "awareness", "revenue"],
    stages: ALL_STAGES,
    channels: ["instagram", "facebook-groups", "google-business"],
    requires: [],
    uses: ["content", "social"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "{trnClients} who hate gyms don't believe a trainer's own photos; they believe someone their age who says 'I'd tried every app, and this is the first thing I've kept up'.",
    description:
      "Ask one client a fortnight for three sentences in their own words (why they started, what was hard, what they can do now), with their written consent for where it will appear and whether their first name and a photo go with it. Post it on Google, Facebook and Instagram, and keep the best on {website}. No before-and-after body photos, and no claims about health: what they can do, in their words.",
    steps: [
      "Write a one-line consent note: where the story will appear, first name or no name, photo or no photo; the client signs or replies 'yes' to it.",
      "Ask at the end of a session with someone who is doing well: 'Would you tell other people your age how it's been?' Write their words down as they say them.",
      "Post one story a fortnight, in a 15-minute block; note which ones bring enquiries.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A consent note", "A phone to write the words down", "15 minutes a fortnight"],
    successMetrics: ["Stories with consent this quarter", "Enquiries that mention a story", "Progress towards: {metrics}"],
    template: `Asking a client:
"Would you tell other people your age how it's been? Three sentences: why you started, what was hard, what you can do now. I'll show you exactly what I post, and you choose first name or no name, photo or no photo."

---
The post:
"I'm {{age}}, I'd tried gyms and two apps and given up on both. {{what was hard}}. Now {{what they can do}}." ({{first name}}, posted with their permission)
{product}: one-to-one training {trnWhereYou}, for people who hate gyms. Start with three sessions: {website}`,
    marketingWisdom:
      "Proof works when the reader sees themselves in it. A 52-year-old's three honest sentences beat any transformation photo.",
  },
  {
    id: "trn-bring-a-friend",
    trainer: 5,
    name: "A bring-a-friend bootcamp in {trnPark}: each regular brings one friend free, once the council's rules for the park are checked",
    kinds: ["local"],
    goals: ["signups", "awareness", "revenue"],
    stages: ALL_STAGES,
    channels: ["referral", "community"],
    requires: [],
    uses: ["community"],
    cost: { min: 0, max: 30 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    inPerson: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "People who hate gyms come with a friend or not at all, and a free morning in {trnPark} with someone they know is the easiest first step there is; a friend who enjoys it takes the next free place or a starter block.",
    description:
      "Once a month, make one bootcamp a bring-a-friend morning: every regular may bring one friend free. Before the first, check {trnParkRules}, and that your insurance covers group sessions in the park. At the end, give each friend the next date and the starter offer.",
    steps: [
      "Check {trnParkRules}, and your insurance for outdoor group sessions; keep the answer in writing.",
      "Pick the date, and send the message from the template to your regulars and bootcamp list two weeks before, and again two days before.",
      "At the end of the morning, take each friend's name and number (with their permission), and send the follow-up that evening. Count friends who come back.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["The council's answer on training in the park", "Insurance that covers group sessions", "A message to your regulars"],
    successMetrics: ["Friends at each bring-a-friend morning", "Friends who come back or book a starter", "Progress towards: {metrics}"],
    template: `To your regulars:
Hi {{first name}}, on {{date}} the {{day}} bootcamp in {trnPark} is bring-a-friend: bring one person who keeps saying they should do something, and they come free. It's {{time}}, all levels, and they can go at their own pace. Just tell me their first name by {{date}}. {{your name}}

---
To each friend, that evening:
Hi {{first name}}, thanks for coming this morning; {{one thing they did well}}. The bootcamp is on {trnCampWhen}, {trnCampPrice} a session, or if you'd rather have someone to yourself, I start people with three one-to-one sessions. Either way, I'd be glad to see you again. {{your name}}, {product}`,
    marketingWisdom:
      "A friend beside them is worth more than any offer to someone who is scared of looking unfit. Make the first time social, small and free, and ask for nothing until the end.",
  },
  {
    id: "trn-referrers",
    trainer: 6,
    name: "Ask {trnReferrers} whether they would pass on your name to people told to get moving",
    kinds: ["local"],
    goals: ["signups", "revenue"],
    stages: ALL_STAGES,
    channels: ["partnerships"],
    requires: [],
    uses: ["sales", "community"],
    cost: { min: 0, max: 20 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Many of {trnClients} start after a health scare or a physio's advice to strengthen a back or a knee, and the people who saw them first ({trnReferrers}) are looking for someone safe to send them to, on their own judgement: your part is to be easy to check.",
    description:
      "In {trnPlace}, write to {trnReferrers}: who you are, your qualifications and insurance, that you train people who hate gyms at home and in {trnPark}, that you follow their advice and never diagnose or treat, and whether they'd like a card to pass on. Check each one's own rules for recommending outside services. One email a week, in a 20-minute block; follow up once.",
    steps: [
      "List five near you: GP practices (ask the reception who the social prescribing link worker is), two physio clinics and two osteopaths.",
      "Send the email from the template, one a week; offer to drop cards, and to send a short note back (with the client's permission) when someone they referred starts.",
      "Ask every new client how they heard of you, and write the referrer's name in the tracker.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["Your qualifications and insurance on one page", "A card to leave", "Five names and emails"],
    successMetrics: ["Referrers written to", "Clients who came from a referrer", "Progress towards: {metrics}"],
    template: `Email to a physio, an osteopath or a social prescriber:
Subject: A local trainer for people who hate gyms

Dear {{name}},

I'm {{your name}}, a {trnWord} in {trnPlace}. I train {trnClients} one-to-one {trnWhere}, mostly people who don't like gyms and have lost motivation with apps. I'm {{your qualification}}, insured, and I adapt sessions to what a physio or GP has advised; I don't diagnose or treat.

If you see people who've been told to get more active and would rather not go to a gym, would it be useful to have my details to pass on, if you think it suits them? I can drop some cards in, and I'm happy to answer any questions about how I work.

Thank you,
{{your name}}, {product}
{{phone}} · {website}`,
    marketingWisdom:
      "A referrer lends you their name. Make it easy to check you, promise nothing medical, and report back (with permission) so they know the person they sent is doing well.",
  },
  {
    id: "trn-walks",
    trainer: 7,
    name: "{trnWalksVolunteer}, and offer the local walking groups a free 20-minute stretch after a walk",
    kinds: ["local"],
    goals: ["awareness", "signups"],
    stages: ALL_STAGES,
    channels: ["community"],
    requires: [],
    uses: ["community"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    inPerson: true,
    outOfHours: true,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "The people walking at parkrun's back or in a walking group are the ones who've decided to move and don't want a gym; a trainer they've met helping out is someone they'd ask.",
    description:
      "Volunteer at parkrun now and then (marshal or tail walker; parkrun doesn't allow advertising, so just be there and be known), and ask the organisers of one or two walking groups in {trnPlace} whether you could lead a free 20-minute stretch after a walk. Hand out a card only where they say it's fine.",
    steps: [
      "Sign up to volunteer at the nearest parkrun once a month (tail walker is ideal), and wear your own kit.",
      "Email the organiser of a local walking group with the template; follow what they say.",
      "Count who mentions parkrun or the walks when they enquire.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A Saturday morning a month", "Cards, where allowed"],
    successMetrics: ["Walks or runs helped at", "Enquiries from parkrun or the walking groups", "Progress towards: {metrics}"],
    template: `Email to a walking group organiser:
Hi {{name}}, I'm {{your name}}, a {trnWord} in {trnPlace}. Would your walkers like a free 20-minute stretch at the end of a walk one week? It's gentle, all ages, and I'd ask nothing of anyone. If it's not something the group does, no problem at all. {{your name}}, {product}`,
    marketingWisdom:
      "Give before you ask. Be the helpful face at the finish line for a few months and people will come to you.",
  },
  {
    id: "trn-employers",
    trainer: 8,
    name: "Lunchtime sessions for a local employer's staff: a free first session, then a weekly one they or their staff pay for",
    kinds: ["local"],
    goals: ["revenue", "signups", "awareness"],
    stages: ALL_STAGES,
    channels: ["partnerships", "email-marketing"],
    requires: [],
    uses: ["sales"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Offices, schools and the council's own teams in {trnPlace} have staff aged {trnAges} who sit all day and won't go to a gym, and a lunchtime session outside their door fits a gap in your day that clients rarely fill.",
    description:
      "Offer one employer near {trnPark} a free lunchtime session for their staff, outdoors or in their own room, then a weekly one at a price per session they or the staff pay. Write to the HR or wellbeing lead; each session is also a room of people who might want one-to-one.",
    steps: [
      "List three employers within a short walk of {trnPark} or your usual round, and find the HR or wellbeing lead's name.",
      "Send the email from the template; offer two lunchtimes that fit your diary.",
      "At the end of the free session, give everyone the weekly date and your card; count who books one-to-one.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["Three names at local employers", "A lunchtime gap in your diary", "Insurance that covers group sessions"],
    successMetrics: ["Employers written to", "Weekly lunchtime sessions booked", "One-to-one clients from them", "Progress towards: {metrics}"],
    template: `Email to an HR or wellbeing lead:
Subject: A free lunchtime session for your team

Dear {{name}},

I'm {{your name}}, a {trnWord} in {trnPlace}. I'd like to offer your team a free 30-minute lunchtime session, outdoors or in a meeting room, for all fitness levels (no changing needed). If people enjoy it, I run a weekly session at {{your price per session}}, paid by the company or by those who come.

Could I come on {{day}} or {{day}}?

Thank you,
{{your name}}, {product}`,
    marketingWisdom:
      "A company pays for a morale benefit, not a workout. Sell the free session to the person who gets thanked for it.",
  },
  {
    id: "trn-local-ads",
    trainer: 9,
    name: "A small Facebook and Instagram ad to adults aged {trnAges} within a few miles of {trnPark}, to the three-session starter",
    kinds: ["local"],
    goals: ["signups", "revenue", "awareness"],
    stages: ALL_STAGES,
    channels: ["meta-ads", "instagram"],
    requires: [],
    uses: ["paid", "social"],
    cost: { min: 150, max: 600 },
    paid: true,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "{trnClients} in {trnPlace} scroll Facebook in the evenings, and a capped campaign in a client's words, with a small first step, brings enquiries you can judge in a fortnight.",
    description:
      "Run one Meta campaign with a daily cap to adults aged {trnAges} within a few miles of {trnPlace}, sent to the starter booking on {website}; the ad uses a client's words (with consent) and a photo of you training in {trnPark}. Stop it if a fortnight brings no starter.",
    steps: [
      "In Meta's Ads Manager, set one campaign with a daily cap, the area around {trnPlace}, ages {trnAges}, and the starter booking as the goal.",
      "Write the ad from the template; no before-and-after photos and no health claims (Meta's rules limit both: check them before you write).",
      "Every Friday: cost, enquiries, starters booked; keep the ad whose starters buy a block.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A Meta ads account with a daily cap", "A photo of you training in the park", "A client's words, with consent"],
    successMetrics: ["Cost per starter booked", "Starters from the ad who buy a block", "Progress towards: {metrics}"],
    template: `Facebook and Instagram ad:
Headline: Hate gyms? Start with three sessions
Text: "{{a client's own words}}" ({{first name}}, {{age}}, with their permission). {product}: one-to-one training {trnWhereYou}, for people who've had enough of gyms and apps. Three sessions in three weeks, {trnSession}.
Button: Book now`,
    marketingWisdom:
      "An ad can only start a conversation; the third session closes it. Keep the spend small and judge it by blocks bought.",
  },
  {
    id: "trn-campaigns",
    trainer: 9,
    name: "Google search and Meta ads across {trnPlace} run by a freelancer, judged by clients who buy a second block",
    kinds: ["local"],
    goals: ["signups", "revenue", "awareness"],
    stages: ALL_STAGES,
    channels: ["google-ads", "meta-ads", "instagram"],
    requires: ["paid"],
    workaround: {
      paid: "Hire a freelancer who runs local campaigns for a fixed monthly fee, and have them report the cost per starter booked and per block bought each week.",
    },
    uses: ["paid", "social"],
    cost: { min: 2000, max: 20000 },
    paid: true,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "A budget this size can put {product} in front of most people searching for a trainer in {trnPlace}, and it pays only while you have hours to fill: at that point the question is a second trainer, not more ads.",
    description:
      "Run Google search ads on the searches people make ('personal trainer {trnPlace}', 'outdoor fitness {trnPlace}') and Meta ads to adults aged {trnAges} nearby, all sent to the starter booking, with a booking link per campaign. A freelancer runs them; you spend only while there are free hours in your week, and plan a second trainer or more bootcamp mornings before you're full.",
    steps: [
      "Agree a daily cap per campaign, set a booked starter as the conversion, and check Google's and Meta's rules on health and fitness ads before the first ad runs.",
      "Pause each campaign when your week is full; count free hours every Friday.",
      "Every month, count how many ad clients bought a second block, and move money to the campaigns whose clients stay.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A freelancer on a fixed monthly fee", "A booking link per campaign", "Clients' words, with consent"],
    successMetrics: ["Cost per starter booked, by campaign", "Ad clients who buy a second block", "Progress towards: {metrics}"],
    template: `Google search ad:
Headline: Personal Trainer in {trnPlace}
Description: One-to-one {trnWhereYou}, for people who hate gyms. Start with three sessions.

---
Facebook and Instagram ad:
Headline: Hate gyms? Start with three sessions
Text: "{{a client's own words}}" ({{first name}}, {{age}}, with their permission). {product}: one-to-one training {trnWhereYou}, and {trnCamp}.
Button: Book now`,
    marketingWisdom:
      "A trainer's hours run out before a big budget does. Tie the spend to free hours, and judge it by clients still training three months later.",
  },
];
