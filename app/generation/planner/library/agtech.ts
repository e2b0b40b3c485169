import type { LibraryTactic } from "../types";
import { ALL_STAGES } from "./stages";

/*
 * Hardware sold to farms, vineyards and other field operators, often with a subscription (Reading.agtech): a
 * soil-moisture sensor kit for vineyards, a livestock tracker, a greenhouse controller. Growers run a season:
 * they decide in the off-season, install before it starts and judge at harvest, and they believe another
 * grower and their own adviser far more than a vendor. Its plan is made of these: a paid pilot on one block
 * measured against an unmonitored block, the advisers growers already ask, a field day hosted by a paying
 * customer, the pre-season order list, the season's results in water, money and hours, a price that pays back
 * within a season, the meetings growers really attend, and installs and in-season notes that keep them.
 */

export const AGTECH_TACTICS: LibraryTactic[] = [
  {
    id: "ag-paid-pilot",
    agtech: 1,
    essential: true,
    name: "A paid pilot on one {agUnit}, measured against an unmonitored {agUnit} beside it",
    kinds: ["b2b-smb", "b2b-enterprise", "software", "ecommerce"],
    goals: ["revenue", "signups", "partnerships", "awareness", "retention"],
    stages: ALL_STAGES,
    channels: ["calls"],
    requires: [],
    uses: ["sales", "analytics"],
    cost: { min: 0, max: 300 },
    paid: false,
    hoursPerWeek: 4,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "A {agGrower} buys what they have seen work on their own ground, so one {agUnit} with {product} beside a similar {agUnit} without it, measured the same way all season, gives them their own answer by {agResults} instead of your claim.",
    description:
      "Offer each interested {agOne} a pilot on one {agUnitSize}: they pay the usual price ({agPrice}), you install the {agDevice} before {agBefore}, and together you pick a similar {agUnit} nearby that stays unmonitored as the comparison. Agree in writing, before anything goes in, what you will both measure and how: {agResultsIn}. At {agResults} you sit down with their figures, and if the result is good the next step is the rest of their {agUnit}s. A pilot they pay for is a decision; a free one is a favour, and favours rarely turn into orders.",
    steps: [
      "Write a one-page pilot agreement (the template below): the {agUnit} with {product}, the comparison {agUnit}, what is measured and how, who reads the meter or records the hours, and what happens at {agResults}.",
      "Ask your current customers which neighbour or fellow {agGrower} would want to try it on one {agUnit}, and offer the pilot to the {agFarms} that came through them first.",
      "For each yes, walk both {agUnit}s with the {agGrower}, note soil, age, variety or stock and irrigation set-up so the comparison is fair, and book the install before {agBefore}.",
      "{agInSeasonStart}, once {agSeason} is under way, send each pilot {agGrower} a two-line note every two weeks with what the {agDevice} showed on each {agUnit}, and log the figures for both in one sheet.",
      "{agInHarvest}, after {agResults}, meet each pilot {agGrower} with their figures, put both {agUnit}s side by side, and ask plainly whether they will equip more {agUnit}s next season and whether you may share the numbers.",
    ],
    setupSteps: 3,
    groundworkSteps: 1,
    resourcesNeeded: ["A one-page pilot agreement", "A sheet with both {agUnit}s' figures for every pilot", "A meter reading or hour log the {agGrower} trusts"],
    successMetrics: ["Pilots agreed before {agBefore}", "Pilots with both {agUnit}s measured all season", "Pilots that become orders for more {agUnit}s", "Progress towards: {metrics}"],
    template: `{product} pilot: one {agUnit} measured against one unmonitored {agUnit}

Grower: {{grower's name}}, {{their vineyard or farm}}
{product} {agUnit}: {{block or field name}} ({{acres}})
Comparison {agUnit}, no {agDevice}: {{block or field name}} ({{acres}}), chosen together because {{why they are alike}}

What we measure on both, the same way, all season: {agResultsIn}.
Who records it: {{who reads the meter or logs the hours}}, every {{how often}}.

Price: {agPrice}. Installed by us before {agBefore}, on {{install date}}.

At {agResults} we sit down with your figures for both {agUnit}s. If {product} has not earned its keep on your own numbers, you tell us, and we agree what happens to the {agDevice} ({{your terms if it did not pay}}). If it has, we look at your other {agUnit}s for next season together.

We will only share your results with your written permission.

Signed: {{grower}} · {{you}}, {product}`,
    marketingWisdom:
      "In farming the proof that counts is the {agGrower}'s own ground: a measured comparison beside an untouched block answers the question a brochure cannot, and a pilot that costs something is chosen by someone who means to decide.",
  },
  {
    id: "ag-advisers",
    agtech: 2,
    name: "The advisers {agPeers} already ask: {agAdvisersShort}, each with a login to their clients' data",
    kinds: ["b2b-smb", "b2b-enterprise", "software", "ecommerce"],
    goals: ["revenue", "signups", "partnerships", "awareness"],
    stages: ALL_STAGES,
    channels: ["partnerships", "calls"],
    requires: [],
    uses: ["sales"],
    cost: { min: 0, max: 300 },
    paid: false,
    hoursPerWeek: 3,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Before they buy anything for the {agUnit}, most {agPeers} ask the person who advises them, so a handful of {agAdvisersShort} who can see their clients' {product} data in one login bring {agPeers} who arrive already half decided.",
    description:
      "The people to reach: {agAdvisers}. Each one advises many {agFarms}; what they want is better data on their clients' {agUnit}s without another job to do. Offer each a free adviser login that shows all their clients' {agUnit}s in one place, a short walk through a customer's {agUnit}, and, for dealers who sell and install, a dealer margin on every {agDevice} they place. Ask your customers first who advises them: an introduction from a {agGrower} is worth ten cold notes.",
    steps: [
      "Ask every paying customer who advises them (the {agAdviser}, the farm advisor, the dealer who services their irrigation), and list the twenty names that come up most.",
      "Set up the adviser login: all of an adviser's clients' {agUnit}s on one screen, with each client's permission.",
      "Write to the first ten with the note below, naming the customer who mentioned them, and offer a 30-minute walk through a customer's {agUnit} with the data on a phone.",
      "Every Friday, count the {agPeers} each adviser sent, and spend your time on the two or three who send them.",
      "For irrigation or equipment dealers who want to sell it, agree a dealer margin and who installs, in writing.",
      "For each adviser who joins, set up one client together and ask which other clients have the same question this season.",
    ],
    setupSteps: 3,
    groundworkSteps: 1,
    resourcesNeeded: ["A free adviser login that shows several clients' {agUnit}s", "A list of the advisers your customers name", "Dealer terms for those who sell and install"],
    successMetrics: ["Advisers with a login", "Growers introduced by an adviser", "Progress towards: {metrics}"],
    template: `Subject: {{customer's name}} suggested I write to you

Hi {{first name}},

{{customer's name}} at {{their vineyard or farm}} told me you advise them on {{what you advise on}}. They have been using {product} on {{how many}} {agUnit}s: a {agDevice} that shows which {agUnit}s need attention this week.

I'd like to offer you a free adviser login, so you can see the {agUnit}s of every client of yours who uses {product} in one place, with their permission. No cost to you, and nothing to sell unless you want to.

Could I walk you through {{customer's name}}'s {agUnit} for half an hour, on site or on a call, before {agBefore}?

{{your name}}
{product} · {{your phone}}`,
    marketingWisdom:
      "Traction's business development lesson holds in the field: one adviser in front of forty {agPeers} is worth more than forty separate pitches, and the adviser's reputation is what they lend you, so make them look good to their client.",
  },
  {
    id: "ag-field-day",
    agtech: 3,
    name: "A field day on a paying customer's {agOne}, hosted by the {agGrower}, with the numbers on the {agUnit}",
    kinds: ["b2b-smb", "b2b-enterprise", "software", "ecommerce"],
    goals: ["revenue", "signups", "awareness", "partnerships"],
    stages: ["beta", "launched", "growth", "scaling"],
    channels: ["events", "referral", "partnerships"],
    requires: [],
    uses: ["sales", "community"],
    cost: { min: 100, max: 300 },
    paid: false,
    hoursPerWeek: 3,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "{agPeersUpper} believe one of their own standing in a {agUnit} more than any vendor, so a morning on a paying customer's {agOne}, where the {agGrower} shows the {agDevice} and their own figures, does the selling that a demo cannot.",
    description:
      "Ask your most satisfied customer to host a two-hour walk on their {agOne}: the {agGrower} tells neighbours what they saw, in the {agUnit}, with the {agDevice} in front of them and their own figures on one printed sheet; you answer the technical questions and stay in the background. Invite neighbouring {agFarms}, the host's adviser and the {agAdvisersShort} you work with; keep it to twenty people, with coffee and a lunch. Hold it when there is something to show: mid-season when the data shows a difference, or after {agResults} with the results.",
    steps: [
      "Ask the customer with the clearest result to host; agree the date, what they are happy to show and share, and how many guests.",
      "Print one sheet with the host's figures (with their permission) and a simple map of the {agUnit}s.",
      "Invite twenty {agFarms} the host knows, their adviser and yours, with the invitation below, and ask the host to invite their neighbours themselves.",
      "On the day, let the {agGrower} lead the walk, keep your part to answering questions, and write down every question asked.",
      "The next day, start calling each guest who asked about their own {agUnit}s, and offer a pilot on one {agUnit}: this season if there is still time, or installed before the next {agBefore}.",
      "Afterwards, thank the host by name, ask whether they would do it again next season, and ask who else should have been there.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A paying customer willing to host", "A printed sheet with their figures", "Coffee and lunch for twenty"],
    successMetrics: ["Guests per field day", "Pilots agreed within a month of it", "Progress towards: {metrics}"],
    template: `Subject: A morning at {{host's vineyard or farm}}: what the {agDevice} showed this season

Hi {{first name}},

{{host's name}} is opening {{host's vineyard or farm}} on {{date}} from {{time}} for a walk through two {agUnit}s: one with a {product} {agDevice} and one without, and what {{host's first name}} saw on each this season.

{{host's first name}} will show the figures; I'll be there to answer technical questions. {{adviser's name}} is coming too. Coffee from {{time}}, lunch after.

Twenty places. Reply to this email or call {{host's first name}} on {{their phone}}.

{{your name}}, {product}, for {{host's name}}`,
    marketingWisdom:
      "People who farm learn from each other: a field day is word of mouth given a place and a date, and a host who shows their own numbers lends their reputation to yours, so make the day about their {agUnit}, not your product.",
  },
  {
    id: "ag-preseason",
    agtech: 4,
    name: "Sell in {agOff}, install before {agBefore}: a pre-season list of installs booked by date",
    kinds: ["b2b-smb", "b2b-enterprise", "software", "ecommerce"],
    goals: ["revenue", "signups"],
    stages: ["beta", "launched", "growth", "scaling"],
    channels: ["calls", "email-marketing"],
    requires: [],
    uses: ["sales"],
    cost: { min: 0, max: 200 },
    paid: false,
    hoursPerWeek: 3,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Most {agPeers} settle next season's budget in {agOff} and will not put new equipment in once {agSeason} has started, so a list of install dates that fills up before {agBefore} turns every conversation of the past year into a decision with a real deadline.",
    description:
      "Gather everyone who showed interest in the past year (enquiries, field-day guests, advisers' clients, last season's pilots) in one list. In {agOff}, call each one, then send the pre-season note below with the install dates you can really do before {agBefore} with your team, and the price. Each date booked is a slot; when the slots are gone, the next install waits until after {agResults}, and you say so honestly. Count the slots, not the promises.",
    steps: [
      "Work out how many installs your team can do a week before {agBefore}, and list the real install dates as slots.",
      "Put every interested {agGrower} of the past year in one sheet: where they heard of {product}, how many {agUnit}s, who advises them.",
      "{agInSell}, call each one first, then send the note below with the slots and the price.",
      "The same day a {agGrower} says yes, confirm the booking in writing with the date, the {agUnit}s and the price, and take the deposit you ask for.",
      "Every Friday, count the slots booked and left, and call the {agPeers} who have not answered once more.",
      "{agInLastCall}, tell the {agPeers} still deciding which install dates are left before {agBefore}, honestly, and offer the rest a place at the next field day.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["The team's real install capacity before {agBefore}", "One sheet of every interested {agGrower}", "A written booking confirmation"],
    successMetrics: ["Install slots booked before {agBefore}", "Share of last year's interested {agPeers} who booked", "Progress towards: {metrics}"],
    template: `Subject: Installs before {agBefore}: {{number}} dates left

Hi {{first name}},

When we spoke in {{month}}, you were thinking about {product} for {{their blocks or fields}}. We are booking installs for this season now, and we can fit {{number}} more before {agBefore}: {{the dates}}.

The price: {agPrice}. We install the {agDevice}, check it with you in the {agUnit}, and you see which {agUnit}s need attention from the first week.

{agPayback}. We can work it out from your own bills on a call.

If you'd like one of the dates, reply with the {agUnit}s you have in mind. After {agBefore}, the next installs are after {agResults}.

{{your name}}
{product} · {{your phone}}`,
    marketingWisdom:
      "A real deadline set by the season is the most honest urgency there is: the {agGrower} knows it already, and a list of dates that fills up says that others are deciding too, without a word of pressure.",
  },
  {
    id: "ag-season-results",
    agtech: 5,
    fromUsers: true,
    name: "A season's results in {agResultsShort}, in the {agGrower}'s own words",
    kinds: ["b2b-smb", "b2b-enterprise", "software", "ecommerce"],
    goals: ["revenue", "signups", "awareness"],
    stages: ["beta", "launched", "growth", "scaling"],
    channels: ["case-studies", "calls"],
    requires: [],
    uses: ["analytics", "content"],
    cost: { min: 0, max: 300 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "The question every {agGrower} asks is what it saved on a {agUnit} like theirs, so one page per customer with the season's figures in {agResultsShort}, next to the unmonitored {agUnit}, answers it in numbers they trust because a neighbour gave them.",
    description:
      "After {agResults}, sit down with each customer whose {agUnit}s were measured and write one page: the {agOne}, the {agUnit}s, the figures for the {agUnit} with {product} and the one without ({agResultsIn}), what the {agGrower} did differently because of it, and a quote in their words. Only real figures, only with written permission; where a result was small or mixed, say so. The page goes to advisers, into every pre-season note and onto the table at every meeting.",
    steps: [
      "List the customers whose {agUnit}s you will measure this season, and agree with each which figures to keep for both {agUnit}s.",
      "{agInHarvest}, after {agResults}, book an hour with each, with the questions in the template, and go through their figures together.",
      "The next day, start on one page per customer and send each to the {agGrower} for approval, changing anything they want changed.",
      "Afterwards, put the approved pages on your site, in the adviser pack and in the pre-season note, with the {agGrower}'s name only where they agree.",
      "Afterwards, once three pages exist, add one line that sums them up honestly (the range of results, not the best one).",
    ],
    setupSteps: 1,
    resourcesNeeded: ["Both {agUnit}s' figures for each measured customer", "Written permission to publish", "An hour with each customer"],
    successMetrics: ["Result pages approved", "Pre-season notes and adviser packs that carry one", "Progress towards: {metrics}"],
    template: `Questions for {{grower's name}} (an hour, after {agResults}):
1. Which {agUnit}s did we measure, and why those?
2. What did you do differently on the {product} {agUnit} this season?
3. The figures for both {agUnit}s: {agResultsIn}. Do they match what you saw?
4. What would you tell a neighbour who asked whether it was worth it?
---
{{grower's name}}, {{their vineyard or farm}}, {agRegion}: {{the result in one line}}

The {agUnit}s: {{block or field names and acres}}, one with a {product} {agDevice}, one without.
The season: {{what was different about it}}
The figures: {{both blocks' numbers side by side}}
What changed: {{what they did differently}}
In their words: "{{their quote}}"

Published with {{grower's name}}'s permission.`,
    marketingWisdom:
      "A case study works when the reader can see themselves in it: a neighbour's named {agUnit} and a side-by-side figure beat an average across customers, and honesty about a mixed result makes the good ones believable.",
  },
  {
    id: "ag-payback",
    agtech: 6,
    name: "A price that pays back within one season, worked out with each {agGrower}'s own bills",
    kinds: ["b2b-smb", "b2b-enterprise", "software", "ecommerce"],
    goals: ["revenue", "signups"],
    stages: ALL_STAGES,
    channels: ["calls"],
    requires: [],
    uses: ["sales", "analytics"],
    cost: { min: 0, max: 100 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "A {agGrower} weighs any new equipment against one season's margin, so a quote that shows, from their own water and labour bills, that the {agDevice} pays for itself before {agResults} turns the price from an objection into the reason to buy.",
    description:
      "{agPayback}. Turn that into a one-page quote you fill in with each {agGrower} on a call or at the kitchen table: their {agUnit}s, what they pay now in water, pumping and hours, what your customers saved (the real range from your result pages, not the best one), and the month the {agDevice} has paid for itself at that range. If it would not pay back within a season on their figures, say so and suggest the {agUnit} where it would.",
    steps: [
      "Write the one-page quote with the template below, with the payback worked out from the {agGrower}'s own figures.",
      "Ask your paying customers what they pay now for water, pumping and the hours spent checking {agUnit}s, to know the usual range.",
      "Use it on every sales call: fill it in with the {agGrower}, leave it with them, and send it to their adviser if they wish.",
      "Where it does not pay back within a season on their figures, say so, and offer the pilot on the {agUnit} where it would.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["Your customers' usual water, pumping and labour costs", "A one-page quote to fill in"],
    successMetrics: ["Quotes filled in with {agPeers}", "Quotes that become orders", "Progress towards: {metrics}"],
    template: `{product}: what it costs and when it pays back, for {{their vineyard or farm}}

The {agUnit}s: {{which blocks or fields and acres}}
{product}: {agPrice}, installed before {agBefore}.

What you pay now on those {agUnit}s in a season (your figures):
- Water and pumping: {{their water and pumping cost}}
- Hours checking {agUnit}s: {{their hours}} at {{their hourly cost}}

{agPayback}.
What our customers saved last season, from their own figures: {{the real range from your result pages}}
At that range, it pays back by: {{the month}}

If it does not pay back within a season on your figures, we'll tell you, and suggest the {agUnit} where it would.

{{your name}} · {{your phone}}`,
    marketingWisdom:
      "Price is judged against the money the buyer can see: when the payback is worked out from the {agGrower}'s own bills, the conversation moves from whether it is expensive to which {agUnit} goes first.",
  },
  {
    id: "ag-grower-meetings",
    agtech: 7,
    name: "The meetings {agPeers} already attend, with a {agGrower} beside you and meetings booked ahead",
    kinds: ["b2b-smb", "b2b-enterprise", "software", "ecommerce"],
    goals: ["revenue", "signups", "awareness", "partnerships"],
    stages: ["beta", "launched", "growth", "scaling"],
    channels: ["events", "trade-shows", "speaking"],
    requires: [],
    uses: ["sales"],
    cost: { min: 300, max: 1500 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Most {agPeers} meet at a handful of grower meetings and one or two winter shows, so going as a visitor with meetings booked ahead, and asking a {agGrower} association for a ten-minute slot shared with a customer, reaches the right people in the weeks they plan next season.",
    description:
      "Where to look first: {agEvents}. Go as a visitor before paying for a stand: book meetings ahead with customers, advisers and growers who asked about {product}, and bring the result pages. At a {agGrower} association's meeting, ask for ten minutes on the agenda to present a season's figures with the customer who got them; a talk by the {agGrower} is worth more than any stand. Once a visit has shown that a meeting draws your {agPeers}, pay for a small stand or the lunch there next {agOff}.",
    steps: [
      "Ask your customers and advisers which meetings and shows they really go to in {agOff}, and list them with dates and costs.",
      "{agInSell}, write to the {agPeers} and advisers who will be at the next meeting, three weeks ahead, to book a coffee; aim for six meetings.",
      "The same day, ask the organiser of the local association's meeting for a ten-minute slot, shared with a customer who shows their own figures.",
      "On the day, bring the result pages and the quote sheet, and log every conversation with what the {agGrower} asked and which {agUnit}s.",
      "The next day, start following up each one by name, offering a pilot or an install slot before {agBefore}.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A visitor pass and travel", "The result pages and quote sheet, printed", "A customer willing to speak"],
    successMetrics: ["Meetings booked ahead per event", "Pilots or installs agreed within a month", "Progress towards: {metrics}"],
    template: `Subject: Coffee at {{the meeting}}?

Hi {{first name}},

I'll be at {{the meeting}} on {{date}}, and I hear you'll be there too. I'm with {product}: {{host or customer's name}} in {agRegion} used our {agDevice} on {{how many}} {agUnit}s this season, and I've got their figures with me.

Could we have 15 minutes over coffee? I'd like to hear how you decide which {agUnit}s need you each week, and show you what one {agUnit} looked like with and without it.

{{your name}}, {product} · {{your phone}}
---
To the association's organiser:
Hi {{first name}}, would there be ten minutes on the agenda of {{the meeting}} for {{customer's name}} to show their season's figures from a {product} {agUnit} against an unmonitored one? Happy to fit around your programme.`,
    marketingWisdom:
      "Traction's advice on trade shows is to decide who you must meet before you go: meetings booked ahead are the return. In farming, the best slot at any meeting is a {agGrower} telling other growers what happened on their ground.",
  },
  {
    id: "ag-install-season",
    agtech: 8,
    fromUsers: true,
    name: "Installed and checked with the {agGrower}, then a two-line note every week of {agSeason}",
    kinds: ["b2b-smb", "b2b-enterprise", "software", "ecommerce"],
    goals: ["retention", "revenue", "signups"],
    stages: ["beta", "launched", "growth", "scaling"],
    channels: ["email-marketing", "referral"],
    requires: [],
    uses: ["analytics"],
    cost: { min: 0, max: 200 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: true,
    timeFrame: "Ongoing",
    impact: "Medium Impact",
    why: "A {agDevice} that is installed badly or ignored in July is cancelled in the {agOff}, so installing it with the {agGrower} and sending a two-line note each week of {agSeason} keeps the subscription, and the {agGrower} who uses it is the one who tells a neighbour.",
    description:
      "Install every {agDevice} yourself or with the dealer, with the person who will use it, and leave them with the one screen they need. Then, every week of {agSeason}, send a two-line note: which {agUnit}s need attention this week, and anything the {agDevice} noticed. At {agResults}, ask how it went, note the figures for the result page, and ask who else should try it.",
    steps: [
      "Write a one-page install check: the {agDevice} placed, reading, and the {agGrower} able to open the screen on their own phone before you leave.",
      "{agInLastCall}, install each {agDevice} with the person who will use it, and note in the sheet who they are and how they want the weekly note (text or email).",
      "{agInSeasonStart}, start the two-line note below, every week of {agSeason}; when a {agDevice} goes quiet, call the same day.",
      "{agInHarvest}, after {agResults}, ask each customer how it went and who else should try it, and note their figures for the result pages.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A one-page install check", "The weekly note, sent from your own phone or email", "A sheet of every installed {agDevice}"],
    successMetrics: ["Kits reading every week of the season", "Subscriptions renewed after {agResults}", "Neighbours named by customers", "Progress towards: {metrics}"],
    template: `Week {{number}} at {{their vineyard or farm}}, from {product}:
{{block names}} need attention this week; {{block names}} are fine.
{{anything the sensors noticed}}. Reply or call {{your phone}} with any question.
---
After {agResults}:
Hi {{first name}}, thanks for this season with {product}. How did it go on {{their blocks or fields}}? Could I take 20 minutes to go through the figures with you? And is there a neighbour or a fellow {agGrower} you think should try it next season?`,
    marketingWisdom:
      "Retention is won in the first weeks of use: a kit nobody looks at is a cancelled subscription waiting for its renewal date, and the customer who was helped in July is the one who names a neighbour at harvest.",
  },
  {
    id: "ag-field-team",
    agtech: 9,
    name: "A field team for the pre-season: a seller who has worked in the {agUnit}s, an installer and a demo {agDevice} in every county",
    kinds: ["b2b-smb", "b2b-enterprise", "software", "ecommerce"],
    goals: ["revenue", "signups", "partnerships"],
    stages: ["launched", "growth", "scaling"],
    channels: ["calls", "events"],
    requires: [],
    uses: ["sales", "analytics"],
    cost: { min: 8000, max: 25000 },
    paid: false,
    hoursPerWeek: 3,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "With a budget this size, what limits the season is how many {agPeers} one team can visit and how many {agDevice}s it can install before {agBefore}, so a seller who speaks their language and an installer for the busy weeks turn the money into signed orders and working {agDevice}s.",
    description:
      "Hire, for {agOff} and the install weeks, a field seller who has worked with {agPeers} (a former {agAdviser}, a dealer's salesperson or a farm manager) and an installer, each paid for the season with a share tied to signed orders and working installs. Give each county or district a demo {agDevice} on a customer's {agUnit} that visitors can see, and pay for a small stand or the lunch at the two meetings your customers named. Track what each person, demo and meeting brings, by grower.",
    steps: [
      "Write the two roles in one page each: who they visit, how many installs a week before {agBefore}, and what they are paid on (signed orders, installs working in the first month).",
      "Ask your customers and advisers for names first; interview people who have stood in {agUnit}s for a living.",
      "Place a demo {agDevice} on a customer's {agUnit} in each county or district, with their permission and a sign at the gate.",
      "Every Friday, count visits, pilots, signed orders and installs per person and per county, and move the team's days to where orders come from.",
      "After {agBefore}, keep the installer through the first weeks of {agSeason} to check every {agDevice}, and decide with the figures whether the seller stays for next {agOff}.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["A seasonal field seller and an installer", "A demo {agDevice} per county or district", "A stand or lunch at two grower meetings"],
    successMetrics: ["Visits, pilots and signed orders per person each week", "Installs working before {agBefore}", "Progress towards: {metrics}"],
    template: `{product} is hiring for the season: field seller, {agRegion}

You have spent years with {agPeers}: as a {agAdviser}, a dealer's salesperson or a farm manager. From {{start date}} to {{end date}} you will visit the {agPeers} who asked about {product}, set up pilots on one {agUnit} against an unmonitored one, and book installs before {agBefore}.

Pay: {{the base for the season}} plus {{the share per signed order}}. A truck allowance and a phone.

Write to {{your email}} with the farms you know and one story of equipment that earned its keep.`,
    marketingWisdom:
      "Traction's sales chapter holds for equipment: the constraint is rarely interest, it is the hours of someone the buyer trusts; hire for trust in the field first, and tie pay to installs that work, not to boxes shipped.",
  },
];
