import type { LibraryTactic } from "../types";
import { ALL_STAGES, BETA_ON, LIVE, TRACTION } from "./stages";

/*
 * Two-sided marketplaces: home cooks and office workers, tutors and parents, cleaners and households.
 * Written for founders who must keep both sides, usually the one that offers (supply) first: a buyer
 * who finds nothing to order does not come back, and a cook or a tutor who gets no orders in the
 * first week leaves. Local ones grow area by area, where they can actually serve; templates speak to
 * one side at a time ({supplyOne}, {organiser}, a colleague), with the price, the link and the way
 * people pay filled in.
 */

export const MARKETPLACE_TACTICS: LibraryTactic[] = [
  // ─── Supply: keeping and finding the people who offer ─────────────────────────────────────────
  {
    id: "marketplace-guaranteed-first-week",
    name: "A guaranteed first week of {orders} for every new {supplyOne}",
    kinds: ["marketplace"],
    side: "supply",
    goals: ["revenue", "retention"],
    stages: ALL_STAGES,
    channels: ["whatsapp", "community", "calls"],
    requires: [],
    uses: ["community", "sales"],
    cost: { min: 100, max: 400 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "New {supply} judge {product} on their first week: with a handful of {orders} they stay, with none they leave, so a small guarantee is the cheapest way to keep the side that is hardest to find.",
    description:
      "Promise every new {supplyOne} a minimum number of {orders} in their first week, and keep the promise: when there are fewer, {product} pays the difference at the listed price and offers those places as a {tasting} to a new {buyerGroup}. Pair it with a first-day onboarding (photos, prices, how payouts by {payout} work) and two check-in calls, so they know what a good week looks like before they judge you.",
    steps: [
      "Set the guarantee you can afford: for example 10 {orders} in the first week for each new {supplyOne}, at most four new ones a week, and write down what paying the difference could cost.",
      "Write a one-page welcome for {supply}: how listing works, prices that sell ({price}), {listingRules}, how and when {payout} payouts arrive, and the guarantee in one sentence.",
      "On each new {supplyOne}'s first day, take photos of three of their best {items} with them, set prices together and add them to the list as 'New this week'.",
      "In their first week, send them demand on purpose: feature them first in the WhatsApp channel, and offer the places buyers did not take as a {tasting} to a {buyerGroup} you are signing up.",
      "Call them on day 3 and day 7: their {orders}, what buyers said, one change for next week; thank them by name in the channel.",
      "Every Friday, count the {supply} who joined four weeks ago and are still active, and what the guarantee cost that week.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "A small weekly sum to pay the difference on the guarantee",
      "A phone for photos, and a one-page welcome on WhatsApp",
      "Two short calls per new {supplyOne}",
    ],
    successMetrics: [
      "New {supply} still active four weeks after joining (aim for 8 in 10)",
      "{orders} in each new {supplyOne}'s first week, none below the guarantee",
      "Progress towards: {metrics}",
    ],
    template: `WhatsApp message to a new {supplyOne}:
{welcome} to {product}, {{first name}}! Your first week is covered: you will get at least {{number}} {orders}, and if there are fewer, we pay you the difference at your listed price.
Tomorrow at {{time}} I'll come by to {firstLook} and set prices with you; {price} is what {demand} in {served} choose most.
Payouts come by {payout} every {{payout day}}. Any question, reply here.
{{your name}}, {product} ({website})

---
Day 3 check-in:
Hi {{first name}}, {{number}} {orders} so far this week, and {{a buyer's words}}. What would you change for next week? {{your name}}, {product}`,
    marketingWisdom:
      "A two-sided platform's first job is liquidity: a seller who sells in week one stays, and one who does not tells others it does not work. Paying for the first week's missing orders is cheaper than recruiting twice, and what you pay for becomes a free first try for new buyers.",
  },
  {
    id: "marketplace-supply-circles",
    name: "{supply} who bring {supply} from their own WhatsApp circles",
    kinds: ["marketplace"],
    side: "supply",
    goals: ["revenue", "partnerships"],
    stages: ALL_STAGES,
    channels: ["whatsapp", "referral", "community"],
    requires: [],
    uses: ["community", "sales"],
    cost: { min: 50, max: 200 },
    paid: false,
    hoursPerWeek: 1.5,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "The best new {supply} already know your best ones: they sit in the same {circles}, and a word from someone who earns on {product} convinces more than any advert.",
    description:
      "Ask your most active {supply} to invite one or two people like them from their own circles, with a message they can forward as it is. Pay a small thank-you once the newcomer has stayed two weeks, so the bonus rewards people who stay, not sign-ups, and bring new {supply} in a few at a time so each one gets the guaranteed first week.",
    steps: [
      "List your five most active {supply} and ask each one in person or on a call whether they know someone who already sells to neighbours or friends.",
      "Send them the forwardable message below, with a link to a short sign-up form on {website} that asks who invited them.",
      "Set the thank-you: {{the amount}} by {payout} to the {supplyOne} who invited, once the newcomer has been active two weeks.",
      "Take in at most four new {supply} a week, in the order they signed up, so every one of them gets a full first week of {orders}.",
      "Every Friday, count invitations, newcomers started and newcomers still active after two weeks, per inviter; thank the inviters by name.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "A sign-up form on {website} with a 'Who invited you?' field",
      "A small thank-you per newcomer who stays two weeks",
      "A list of your five most active {supply}",
    ],
    successMetrics: [
      "New {supply} started a month through invitations",
      "Invited newcomers still active after two weeks",
      "Progress towards: {metrics}",
    ],
    template: `To one of your most active {supply}:
Hi {{first name}}, {{number}} {orders} this month, thank you! Do you know someone who would {supplyVerb} like you and would like steady {orders} from {demand} in {served}? If they join {product} and stay two weeks, we send you {{the amount}} by {payout} as a thank-you.

---
Message they can forward to their own circle:
I {supplyVerb} through {product}: I list my {items}, {demand} in {served} {buyVerb} and pay by {pay}, and {product} does the rest. Your first week of {orders} is guaranteed. Join here: {website} (say I sent you). {{their name}}`,
    marketingWisdom:
      "Supply recruits supply: people trust someone in their own circle who already earns from a platform more than the platform itself. Paying the referral only when the newcomer stays keeps the bonus honest and protects the first-week guarantee from too many newcomers at once.",
  },

  // ─── Demand: buyers where the business can serve them ─────────────────────────────────────────
  {
    id: "marketplace-team-sign-ups",
    name: "A weekly team order set up by {organiser} in {served}",
    kinds: ["marketplace"],
    side: "demand",
    goals: ["revenue", "partnerships"],
    stages: BETA_ON,
    channels: ["partnerships", "calls"],
    requires: ["sales"],
    uses: ["sales", "community"],
    cost: { min: 50, max: 300 },
    paid: false,
    hoursPerWeek: 3,
    contactsIndividuals: true,
    inPerson: true,
    workplaces: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "One yes from {organiser} brings a whole {buyerGroup} of {demand} at once, in one place you already serve, which is the cheapest order a two-sided platform can win.",
    description:
      "Through the {demand} who already order, reach {organiser} for their {buyerGroup}, offer a {tasting} for the {buyerGroup}, and set up one standing day a week when everyone orders together. Only in {served}, where you deliver; every {buyerGroup} becomes a cluster of orders on one drop.",
    steps: [
      "Ask your regular buyers where they work, and list the twenty {buyerGroup}s in {served} with the most of them; nobody outside {served} goes on the list.",
      "Ask one regular at each of the first five to introduce you to {organiser}, with the message below.",
      "Offer a {tasting} for up to ten people of the {buyerGroup}, paid from the guaranteed first-week orders of your new {supply}, and let each one order the next day with their own code.",
      "Agree one standing team order day a week; each person pays by {pay}, or the {buyerGroup} pays once a month if they prefer.",
      "Every Friday, count {buyerGroup}s signed, orders on team days, and the share of each {buyerGroup} that orders again the week after.",
    ],
    setupSteps: 1,
    resourcesNeeded: [
      "A list of twenty {buyerGroup}s in {served}",
      "A {tasting} for ten, from the first-week guarantee",
      "An introduction from a regular at each one",
    ],
    successMetrics: [
      "{buyerGroup}s with a standing order day (aim for one new a week)",
      "Orders per team day and repeat orders the next week",
      "Progress towards: {metrics}",
    ],
    template: `Message to {organiser} (after a regular introduces you):
Hello {{first name}}, {{the regular's name}} in your {buyerGroup} already orders from {product}: {offer}, from {supply} in {served}, paid by {pay}.
Could we bring a {tasting} for up to ten of your {peers} on {{a day}}? If they like it, we set one team {occasion} day a week: everyone orders by the cut-off and it arrives together.
{price} each, nothing to sign. {website}
{{your name}}, {product}, {{your phone}}`,
    marketingWisdom:
      "Winning a group at once beats winning people one by one: a standing day turns a decision into a habit, and a cluster of orders in one building is what makes each delivery run pay. Go through the people who already order: an introduction opens the door a cold message cannot.",
  },
  {
    id: "marketplace-whatsapp-channel",
    name: "{menu} on a WhatsApp channel and broadcast list",
    kinds: ["marketplace"],
    // Companies do not follow a daily offer: an export manager posts a job when there is one.
    notFor: ["b2b-smb", "b2b-enterprise"],
    side: "demand",
    goals: ["revenue", "retention"],
    stages: ALL_STAGES,
    channels: ["whatsapp", "community"],
    requires: [],
    uses: ["community", "content", "social"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 1.5,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "{demand} in {served} live on WhatsApp: what is on offer tomorrow, sent at the same time every day with a link to order, is the habit that brings them back.",
    description:
      "Post what is on offer once a day at the same time, on a WhatsApp Channel anyone can follow and to a broadcast list of regulars who saved your number, with each {supplyOne}'s name and photo, the price and how to pay by {pay}. Regulars forward it to their own office or team groups; you never add anyone to a group without asking.",
    steps: [
      "Set up WhatsApp Business on the {product} number, create a Channel and a broadcast list, and ask regulars to save the number (broadcasts reach only people who saved it).",
      "Each afternoon, once {supply} have listed, post the next day's offer in the format below, with a link to order on {website} tagged for WhatsApp so you can count what it brings.",
      "Ask five regulars to forward it to the WhatsApp group of their {buyerGroup}, where the group's rules allow; never add people to groups yourself.",
      "Once a week, post a short story from one {supplyOne} (with their permission): who they are and what they make.",
      "Every Friday, count channel followers, orders from the WhatsApp link, and regulars who ordered twice that week.",
    ],
    setupSteps: 1,
    resourcesNeeded: [
      "WhatsApp Business on the {product} number",
      "Photos from each {supplyOne}",
      "Fifteen minutes every afternoon",
    ],
    successMetrics: [
      "Orders a week from the WhatsApp link",
      "Buyers who order twice in a week",
      "Progress towards: {metrics}",
    ],
    template: `Daily post (Channel and broadcast list):
{next} on {product}, in {served}:
1. {{item}} by {{their first name}}, {{its price}}
2. {{item}} by {{their first name}}, {{its price}}
3. {{item}} by {{their first name}}, {{its price}}
Order by {{cut-off time}} at {website} and pay by {pay}. Forward this to your {buyerGroup}'s group if they'd like to order too!`,
    marketingWisdom:
      "A daily habit beats a campaign: the same message at the same hour becomes part of the buyer's day. Putting the seller's name and face on each item is what sets a platform of people apart from a chain, and it keeps the sellers proud to share it.",
  },
  {
    id: "marketplace-colleague-codes",
    name: "Referral codes {demand} share with {peers}",
    kinds: ["marketplace"],
    side: "demand",
    goals: ["revenue", "awareness"],
    stages: BETA_ON,
    channels: ["referral", "whatsapp"],
    requires: [],
    uses: ["community"],
    cost: { min: 100, max: 400 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    fromUsers: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "{demand} know the next {demand}: a code from a {peer} who already orders is the most trusted invitation {product} can have, and it brings buyers where your deliveries already go.",
    description:
      "Give every regular a personal code: a {peer}'s first order costs less, and the regular gets a credit once that {peer} orders a second time. Codes work only for delivery in {served}, so every new buyer is one you can serve.",
    steps: [
      "Create one code per regular (their first name and a number) with a first-order discount and a credit for the referrer after the friend's second order.",
      "Limit the codes to delivery addresses in {served}, and cap the discounts at what the budget allows each month.",
      "Send each regular their code with the message below, and add it to the order confirmation.",
      "Every Friday, count codes used, second orders from referred buyers, and the credit paid; thank the top referrers by name.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "Personal codes for your regulars",
      "A monthly cap on discounts and credits",
      "A line in the order confirmation",
    ],
    successMetrics: [
      "Referred buyers who order a second time",
      "Codes used a week",
      "Progress towards: {metrics}",
    ],
    template: `To a regular (WhatsApp):
Hi {{first name}}, thank you for ordering from {product}! Here's your own code: {{their code}}. One of your {peers} who uses it gets {{the discount}} off their first order, and you get {{the credit}} when they order a second time.

---
What they forward to a {peer}:
I order from {product}: {offer} from {supply} in {served}, {price}, paid by {pay}. Use my code {{their code}} for {{the discount}} off your first order: {website}`,
    marketingWisdom:
      "Referral works best when it rewards the behaviour you want: a credit after the friend's second order pays for buyers who stay, not for one-off bargain hunters. Limiting codes to where you deliver keeps every promise one you can keep.",
  },
  {
    id: "marketplace-lobby-tasting",
    name: "A lunchtime tasting in one building in {served} at a time",
    kinds: ["marketplace"],
    side: "demand",
    goals: ["revenue", "awareness"],
    stages: BETA_ON,
    channels: ["events", "partnerships", "whatsapp"],
    requires: [],
    uses: ["sales", "community"],
    cost: { min: 50, max: 200 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: true,
    inPerson: true,
    workplaces: true,
    foodOnly: true,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "{demand} decide with their mouths, not with an advert: a tasting in the lobby of a building in {served}, with the {supply} themselves serving, turns a crowd into orders in a place you already deliver to.",
    description:
      "With the building manager's permission, set up a small table at lunchtime in one office building in {served}, with tasting portions from two or three {supply} who come along. Everyone who tastes gets a card with a first-order code; one building a week, always where you deliver.",
    steps: [
      "Pick the buildings in {served} where the most regulars work, and ask the building manager for a table at lunchtime on one day, with the message below.",
      "Invite two or three {supply} to bring tasting portions and tell people how they make it; pay their ingredients.",
      "Print 100 cards with a first-order code and {website}; on the day, hand one to everyone who tastes and take sign-ups for the WhatsApp channel.",
      "The next day, post the photos (with permission) and count orders made with that building's code over two weeks.",
    ],
    setupSteps: 1,
    resourcesNeeded: [
      "Permission from the building manager",
      "Tasting portions from two or three {supply}",
      "100 cards with a code",
    ],
    successMetrics: [
      "First orders with each building's code within two weeks",
      "Channel sign-ups per tasting",
      "Progress towards: {metrics}",
    ],
    template: `To the building manager:
Hello {{first name}}, I run {product}, which brings {offer} from {supply} to the offices in {served}; several people in your building already order from us.
Could we set up a small tasting table in the lobby on {{a day}} from {{time}}? Two of our {supply} will bring samples, we clear up after ourselves, and we bring a plate for your team.
{{your name}}, {product}, {website}`,
    marketingWisdom:
      "Sampling is the oldest food marketing there is because it works: a taste removes the doubt an advert cannot. One building at a time keeps the orders where you already deliver.",
  },
  {
    id: "marketplace-one-area-first",
    name: "Fill {served} first, and keep a waiting list for everywhere else",
    kinds: ["marketplace"],
    areasOnly: true,
    goals: ["revenue", "retention", "awareness"],
    stages: ALL_STAGES,
    channels: ["community"],
    requires: [],
    uses: ["analytics"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "A two-sided platform is only as good as it is dense: more orders in {served} make every delivery and every {supplyOne}'s day worth it, while orders from places you cannot serve are promises you cannot keep.",
    description:
      "Take orders only in {served} until they are full, and turn everyone else who asks into a waiting list by area. The list tells you where to go next, and lets you open a new area with buyers already waiting.",
    steps: [
      "Make the order page say clearly that {product} delivers in {served} only, and ask anyone outside for their area and number to join a waiting list.",
      "Answer every request from elsewhere with the reply below, the same day.",
      "Every Friday, count orders per delivery run in {served}, and the waiting list by area.",
      "Open the next area only when {served} are full and the waiting list there is long enough to fill a run from day one.",
    ],
    setupSteps: 1,
    resourcesNeeded: [
      "A line on the order page and a waiting-list form",
      "A weekly count of orders per delivery run",
    ],
    successMetrics: [
      "Orders per delivery run in {served}",
      "Waiting list by area",
      "Progress towards: {metrics}",
    ],
    template: `Reply to someone outside {served}:
Thank you for asking about {product}! For now we serve only {served}, so we can't take your order yet. Leave your area here and we'll write to you the week we open there: {website}`,
    marketingWisdom:
      "Density before reach: a platform that spreads thin leaves sellers idle and buyers waiting. A waiting list costs nothing, keeps the interest, and shows which area to open next.",
  },

  // ─── Paid, for a marketplace that has not ruled it out ────────────────────────────────────────
  {
    id: "marketplace-paid-first-orders",
    name: "Ads counted in first orders, not downloads",
    kinds: ["marketplace"],
    side: "demand",
    goals: ["revenue", "signups"],
    stages: BETA_ON,
    channels: ["meta-ads", "paid-social"],
    requires: ["paid"],
    workaround: {
      paid: "Start with one ad set and one offer, follow Meta's own guide for conversion campaigns, or pay a freelancer for the set-up only.",
    },
    uses: ["paid", "analytics"],
    cost: { min: 200, max: 1000 },
    paid: true,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Installs and clicks cost money without feeding a single {supplyOne}: ads that only count when someone orders, shown only where you serve, spend the budget where both sides gain.",
    description:
      "Run one small campaign aimed at {demand} in {served} only, optimised for first orders rather than installs, with a first-order code in the ad. Judge it by the cost of a first order and of a second one, and stop it if it only brings downloads.",
    steps: [
      "Set up order tracking on {website} so the ad platform sees first orders, not just visits.",
      "Target {served} only, with one ad showing real {supply} {atWork}, and a first-order code.",
      "After two weeks, compare the cost of a first order and of a second order with what a regular's code costs; stop the ad if it loses.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["Order tracking on {website}", "Photos of real {supply}", "A first-order code"],
    successMetrics: ["Cost per first order and per second order", "Orders from the ad in {served}", "Progress towards: {metrics}"],
    template: `Ad text:
{offer} from {supply} in {served}. {price}, pay by {pay}. Use {{the code}} for {{the discount}} off your first order at {product}: {website}`,
    marketingWisdom:
      "Optimise for what you are paid for: a campaign set to installs finds people who install. For a two-sided platform, an order is the only thing that keeps sellers on it.",
  },

  // ─── Keeping both sides ────────────────────────────────────────────────────────────────────────
  {
    id: "marketplace-ratings-after-each-order",
    name: "A rating after every order, shown on each {supplyOne}'s page",
    kinds: ["marketplace"],
    goals: ["retention", "revenue"],
    stages: ALL_STAGES,
    channels: ["reviews"],
    requires: [],
    uses: ["analytics"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "Medium Impact",
    why: "{demand} trust a {supplyOne} they have never met when people like them rated the last order, and {supply} improve fastest when they hear from buyers every week.",
    description:
      "Ask every buyer for a one-tap rating and one optional line after each order, show the average and the latest lines on each {supplyOne}'s page, and send each {supplyOne} their week's ratings every Friday. Ask every buyer alike and never pay for ratings.",
    steps: [
      "Add a one-tap rating (1 to 5) and one optional line to the message or page every buyer sees after an order.",
      "Show each {supplyOne}'s average and their three latest lines next to what they offer.",
      "Every Friday, send each {supplyOne} their week's ratings with one thing buyers loved and one to improve.",
      "Call any {supplyOne} whose average drops below 4 the same week, before buyers stop ordering from them.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A rating step after each order", "A weekly summary per {supplyOne}"],
    successMetrics: ["Share of orders rated", "Average rating per {supplyOne}", "Progress towards: {metrics}"],
    template: `Message after an order:
How was your order from {{their first name}} on {product}? Tap a number from 1 to 5 and, if you like, add one line: {{rating link}}

---
Friday summary to a {supplyOne}:
Hi {{first name}}, this week on {product}: {{number}} orders, an average rating of {{rating}}, and one buyer wrote: "{{their words}}". Keep it up! {{your name}}`,
    marketingWisdom:
      "On a two-sided platform, ratings do two jobs: they give buyers the confidence to try someone new, and they tell sellers what to fix before buyers quietly leave. Asking everyone keeps them honest.",
  },
  {
    id: "marketplace-win-back-quiet-buyers",
    name: "A personal message to {demand} who stopped ordering",
    kinds: ["marketplace"],
    side: "demand",
    goals: ["retention", "revenue"],
    stages: BETA_ON,
    channels: ["whatsapp", "sms"],
    requires: [],
    uses: ["sales"],
    cost: { min: 0, max: 100 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    timeFrame: "Ongoing",
    impact: "Medium Impact",
    why: "A buyer who ordered three times and then stopped is the cheapest one to win back, and the reason they stopped is what both sides need to hear.",
    description:
      "Every week, list the {demand} who ordered at least three times and not at all in the last two weeks, and send each a short personal message from the founder: a question first, a small offer second. Pass what they say to the {supply} concerned.",
    steps: [
      "Each Monday, list the buyers with three or more orders and none in the last fourteen days.",
      "Send each the message below, by name, from the {product} number.",
      "Log every answer (too expensive, late, didn't like it, changed jobs) and pass food or service complaints to the {supplyOne} concerned.",
      "Every Friday, count messages sent, replies, and buyers who ordered again within two weeks.",
    ],
    setupSteps: 0,
    resourcesNeeded: ["A list of buyers and their last order date", "A small welcome-back offer"],
    successMetrics: ["Quiet buyers who order again within two weeks", "Replies with a reason", "Progress towards: {metrics}"],
    template: `Hi {{first name}}, it's {{your name}} from {product}. We haven't seen your order for a couple of weeks: was something not right? One line back helps us and our {supply} a lot. If you'd like to try again, {{the welcome-back offer}} is on us this week.`,
    marketingWisdom:
      "Ask before you offer: a buyer who tells you why they left gives you something worth more than the order. Most leave for a fixable reason, and a personal message from the founder is rare enough to be read.",
  },

  // ─── Large budgets ────────────────────────────────────────────────────────────────────────────
  {
    id: "marketplace-area-launch-team",
    name: "An area-by-area launch team with a supply lead and a demand lead",
    kinds: ["marketplace"],
    goals: ["revenue", "awareness", "retention"],
    stages: LIVE,
    channels: ["community", "partnerships", "events", "referral"],
    requires: [],
    uses: ["sales", "community", "analytics"],
    cost: { min: 12000, max: 40000 },
    paid: false,
    hoursPerWeek: 3,
    contactsIndividuals: false,
    timeFrame: "Long-term",
    impact: "High Impact",
    why: "With money to spend, the way a two-sided platform grows is the way {product} started, repeated by people: one area or category at a time, with someone recruiting {supply} and someone signing up {demand} until it is dense.",
    description:
      "Hire a supply lead who recruits and onboards {supply} and a demand lead who signs up groups of {demand}, and give them one area or category at a time, with a launch budget for first-week guarantees, tastings or trials, and referral credits. Open the next one only when the last reaches your density target.",
    steps: [
      "Write the density target that makes an area or category work (orders per seller a week, buyers per delivery run or per seller), and the playbook from what worked in {served}.",
      "Hire a supply lead and a demand lead, each with a weekly target they own, and a launch budget per area.",
      "Open one new area or category at a time, supply first, with the waiting list there as the first buyers.",
      "Every week, review both sides' numbers per area; pause the next opening if active sellers or repeat buyers fall.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["Two hires or contractors", "A launch budget per area", "A weekly dashboard per area"],
    successMetrics: ["Areas at the density target", "Sellers still active and buyers repeating in each new area", "Progress towards: {metrics}"],
    template: `Job post for a supply lead at {product}:
{product} brings {supply} and {demand} together. We are looking for someone who knows {supply} and their circles, to find, welcome and keep the people who sell on {product}, one area at a time. You own one number: {supply} still active after four weeks. Apply at {website}.`,
    marketingWisdom:
      "Two-sided platforms are won area by area, not all at once: density makes both sides happy, and a thin national presence makes neither. A lead per side keeps both sides owned.",
  },
  {
    id: "marketplace-paid-both-sides",
    name: "Paid acquisition on both sides, judged by active sellers and repeat buyers",
    kinds: ["marketplace"],
    goals: ["revenue", "signups"],
    stages: TRACTION,
    channels: ["google-ads", "meta-ads", "paid-social"],
    requires: ["paid"],
    workaround: { paid: "Hire a performance agency or freelancer with clients on both sides of a platform, on a monthly fee rather than a share of spend." },
    uses: ["paid", "analytics"],
    cost: { min: 12000, max: 40000 },
    paid: true,
    hoursPerWeek: 2,
    contactsIndividuals: false,
    timeFrame: "Long-term",
    impact: "High Impact",
    why: "At scale, paid search and social can recruit both sides, but only if each campaign is judged by what keeps {product} alive: sellers still active after a month and buyers who order again.",
    description:
      "Run separate campaigns for {supply} and for {demand}, only where you can serve, each measured by its cost per active seller or per repeat buyer, not per install or click. Shift money every month to the side that is short.",
    steps: [
      "Track sign-ups, first orders, second orders and active sellers back to each campaign.",
      "Start two campaigns: one recruiting {supply}, one bringing {demand}, both limited to {served}.",
      "Every month, move budget to the side that is short and to the campaigns with the lowest cost per active seller or repeat buyer.",
      "Keep one area without ads as a holdout to see what the ads really add.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["Conversion tracking to second orders", "An agency or in-house performance marketer", "A holdout area"],
    successMetrics: ["Cost per active seller and per repeat buyer", "Share of spend on the short side", "Progress towards: {metrics}"],
    template: `Ad for {supply}:
Earn from what you already do well. {product} brings you {demand} in {served}, pays you by {payout}, and guarantees your first week. Join at {website}`,
    marketingWisdom:
      "A two-sided platform's ads must buy balance, not volume: buyers without sellers churn, sellers without buyers leave. Judging each side by the customers who stay keeps the spend honest.",
  },
];
