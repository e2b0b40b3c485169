import type { LibraryTactic } from "../types";
import { ALL_STAGES } from "./stages";

/*
 * A service sold to smallholder farmers on basic phones (Reading.smallholders): soil testing by SMS, crop
 * advice, inputs, insurance, in Kenya, Uganda, Nigeria, India and the like. Its buyers are not on app
 * stores, TikTok or Reddit, and online ads reach the city. They buy through people they already trust: a
 * field agent from their area, their farmer group or cooperative, the extension officer, the chief's
 * meeting, the agro-dealer and the vernacular radio show; they pay by mobile money, opt in by SMS, and
 * believe what they see on a neighbour's plot. Everything counts back from planting. A plan for such a
 * service is made of these tactics only. Nothing here messages a farmer who has not opted in.
 */

export const SMALLHOLDER_TACTICS: LibraryTactic[] = [
  {
    id: "farm-field-agents",
    smallholders: 1,
    essential: true,
    name: "Field agents from the farmers' own areas, paid per {farmUnit} and booked by the day, counted back from {farmSeason}",
    kinds: ["consumer-app"],
    goals: ["signups", "revenue", "awareness", "retention"],
    stages: ALL_STAGES,
    channels: ["partnerships", "sms"],
    requires: [],
    uses: ["sales", "analytics"],
    cost: { min: 30, max: 100 },
    paid: false,
    hoursPerWeek: 3,
    contactsIndividuals: true,
    inPerson: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "{audience} buy from someone they know standing on their farm, not from a screen, and a {farmUnit} needs a sample taken properly anyway: agents who live in {farmAreas} and are paid for every {farmUnit} are both your sales force and your service, and the season decides how many you need.",
    description:
      "Recruit agents who already have farmers' trust (young farmers, group secretaries, retired extension staff) in each of {farmAreas}, train them in one day, and pay each a fee per paid {farmUnit} out of the {farmPriceSaid} the farmer pays, paid every Friday by {farmMoney}. Book their days through farmer groups so each day has 15 or more farms in one place. {farmMath}",
    steps: [
      "Work out the season's numbers from the arithmetic above: {farmUnits} a week to reach the goal by {farmLastDay}, and the agents that takes at 15 a day; write them at the top of the weekly tracker.",
      "Recruit agents in each of {farmAreas} through the farmer groups, the extension office and churches: people who farm there, speak {farmLanguage} and the local language, own a phone for {farmMoney}, and are known in their ward.",
      "Train them in one day: how to take and label a sample (the same depth, several spots per field, one bag per plot), how to register a farmer by SMS with their consent, how to take payment by {farmMoney} (never cash), and how to explain what the result will say.",
      "Agree the fee per paid {farmUnit} in writing ({{agent's fee per test}}, paid every Friday by {farmMoney}), with a bonus for the agent whose farmers come back next season; give each a numbered bag set, a printed badge with your number, and a group-day diary.",
      "Run the first week with five agents, count {farmUnits} per agent per day, fix the slowest step (payment, labelling, walking between farms), then recruit the rest the goal needs.",
      "Every Friday: {farmUnits} per agent, per group and per area against the week's target, samples at the lab, results sent within {farmResultDays}, and agents paid; drop an agent whose samples come back mislabelled twice.",
      "Each Monday from week three, compare the count with the pace the goal needs; if it is under half, tell the groups not yet sampled that their day moves to next season, rather than send results after planting.",
      "By {farmLastDay}, take the season's last samples, and send every farmer still waiting for a result one SMS with the day it will arrive.",
      "Once farmers have planted, keep the best agents on a small retainer: each calls their farmers to ask how the crop looks and whether they bought the fertiliser, and books next season's group days.",
    ],
    setupSteps: 5,
    resourcesNeeded: [
      "Agents in each area, a one-day training and a printed sampling guide in {farmLanguage}",
      "Sample bags, labels, augers or spades, and a cool, dry place to keep samples before the lab",
      "One {farmMoney} account for payments in and agents' fees out",
      "A weekly tracker: {farmUnits} per agent, per group, per area",
    ],
    successMetrics: [
      "Five agents trained and sampling within two weeks",
      "Paid {farmUnits} per agent per day (the plan assumes 15 on a group day)",
      "Paid {farmUnits} a week against the pace that reaches {farmGoal} by {farmLastDay}",
      "Results sent within {farmResultDays} of sampling",
    ],
    template: `Agent recruitment notice (read at the group meeting, pinned at the extension office):
{product} is looking for field agents in {{ward}}.
You: farm here, speak {farmLanguage} and the local language, have a phone with {farmMoney}, and farmers know you.
The work: take soil samples on farms booked through farmer groups, register each farmer, and take payment by {farmMoney}.
Pay: {{agent's fee per test}} for every paid {farmUnit}, paid every Friday by {farmMoney}.
Training: one day, {{date}}, at {{training venue}}. Call or SMS {{your phone number}} with your name and ward.

---
Agent's card (printed, kept in the sampling bag):
1. Show your {product} badge and explain: {farmPriceSaid}, result by SMS in {farmLanguage} within {farmResultDays}, with the fertiliser to buy and how much.
2. Ask the farmer's consent to register their number and send the result by SMS.
3. Payment by {farmMoney} only: paybill {{paybill number}}, account = the bag number. No cash.
4. Sample: {{number of spots}} spots in a W across the field, {{depth}} deep, mixed in a clean bucket, one bag per field, label with bag number, crop and farmer's phone.
5. SMS the bag number and crop to {{registration number}}. The farmer gets a confirmation SMS at once.`,
    marketingWisdom:
      "In a village the agent is the brand: farmers buy because they know who is taking the sample, and they come back because the result made sense. Pay per paid test so the agent's income grows with the farmers' trust, and count back from planting, because a result after planting is a result nobody uses.",
  },
  {
    id: "farm-group-days",
    smallholders: 2,
    essential: true,
    name: "{farmGroupsCap} as the unit of sale: one sampling day per group, paid by {farmMoney}",
    kinds: ["consumer-app"],
    goals: ["signups", "revenue", "retention"],
    stages: ALL_STAGES,
    channels: ["partnerships", "community", "sms", "calls"],
    requires: [],
    uses: ["sales", "community"],
    cost: { min: 30, max: 100 },
    paid: false,
    hoursPerWeek: 3,
    contactsIndividuals: true,
    inPerson: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Farmers decide together and already meet every week or month in {farmGroups}; one yes from a group's committee books 20 or more {farmUnits} on one day, in one place, which is how agents reach the numbers the season needs.",
    description:
      "List the farmer groups, cooperatives and savings groups in {farmAreas}, ask each committee for 15 minutes at their next meeting, and offer a group sampling day: the agent samples every member's field that day, members pay by {farmMoney} (a group can pay for all members at once), and the group's chairperson gets every member's result summary, with each member's consent.",
    steps: [
      "List the groups in {farmAreas} with the ward extension office, the cooperative office and the agents: name, chairperson's phone, members, meeting day and place.",
      "Call each chairperson, ask for 15 minutes at their next meeting, and bring the agent for that ward; say what a {farmUnit} costs, what the SMS says, and that the day is booked only if 15 or more members want it.",
      "At the meeting, show one real result SMS (with that farmer's permission), take names, phone numbers and consent on the group list, and book the sampling day before you leave.",
      "Offer the group a way to pay together: the treasurer collects by {farmMoney} and pays once, or each member pays the paybill with the group's name as the account, so you can see every group's bookings.",
      "After the results, go back to the group's next meeting with the agent to explain them and answer questions; ask which member would show their field at a field day.",
      "Every Friday, count groups met, groups booked, members sampled per group and groups paid; call every group that said yes but did not book a day.",
    ],
    setupSteps: 4,
    resourcesNeeded: [
      "A list of groups in each area with the chairperson's phone and meeting day",
      "A printed group booking sheet with a consent column",
      "One real result SMS to show, with that farmer's permission",
    ],
    successMetrics: [
      "Ten groups met and three sampling days booked within two weeks",
      "Members sampled per group day",
      "Groups that pay within a week of their day",
      "Groups that book again for next season",
    ],
    template: `Call or SMS to a group chairperson:
Hello {{chairperson's name}}, this is {{your name}} from {product}. We test soil for {farmCrops} farmers in {{ward}}: {farmPriceSaid} a field, and within {farmResultDays} each farmer gets an SMS in {farmLanguage} saying which fertiliser to buy, how much, and when to apply it. Could I take 15 minutes at your group's next meeting, with our agent for your ward? If 15 or more members want it, we sample all their fields on one day before {farmLastDay}, in time for {farmSeason}.

---
Group booking sheet (one per group):
Group: {{group name}}  Ward: {{ward}}  Chairperson: {{chairperson's name and phone}}  Sampling day: {{date}}  Agent: {{agent's name}}
Member name | Phone | Crop | Fields | Consent to SMS (tick) | Paid by {farmMoney} (tick)

---
Confirmation SMS to each member (sent the day before):
{product}: your soil sampling is tomorrow, {{date}}, with {{agent's name}}. Pay {farmPriceSaid} by {farmMoney}: paybill {{paybill number}}, account {{group code}}. Your result comes by SMS in {farmLanguage}. Reply STOP to stop messages.`,
    marketingWisdom:
      "A group is a market that already meets: the committee's yes carries the members, the treasurer can pay for everyone, and a day of twenty farms is what makes an agent's day pay. Come back after the results to explain them, because the group that understood its results is the one that books next season.",
  },
  {
    id: "farm-baraza-extension",
    smallholders: 3,
    name: "Introductions at {farmMeeting} and through {farmExtension}",
    kinds: ["consumer-app"],
    goals: ["signups", "awareness", "revenue"],
    stages: ALL_STAGES,
    channels: ["partnerships", "events", "sms"],
    requires: [],
    uses: ["sales", "community"],
    cost: { min: 0, max: 30 },
    paid: false,
    hoursPerWeek: 1.5,
    contactsIndividuals: true,
    inPerson: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Farmers trust a stranger who is introduced by someone they already listen to: {farmExtension} knows which groups are active and what the soils need, and a few minutes at {farmMeeting} reach a whole location at once.",
    description:
      "Visit {farmExtension} in each ward of {farmAreas} first: explain what {product} measures and recommends, offer free tests on the officer's own demonstration fields, and ask which groups to meet. Then ask {farmLeader} for a few minutes at the next meeting; go with the ward's agent, and let a farmer who has had a result speak before you do. Both are requests: officers and local leaders decide what they endorse, so check what each allows before you use their names.",
    steps: [
      "Call the agriculture office for each of {farmAreas} and ask for the ward extension officers' names and phones; visit each with one sample result and the recommendation it produced.",
      "Ask each officer whether your fertiliser advice matches what they recommend for {farmCrops} on those soils, and fix anything they question before farmers see it.",
      "Ask {farmLeader} in each location for a few minutes at the next meeting, and what they allow you to say; bring the agent for that ward and a printed sheet in {farmLanguage} with your number and the opt-in SMS.",
      "At the meeting, speak for three minutes, then let a farmer with a result tell what it said and what they bought; take names and phone numbers only from those who ask, with their consent.",
      "Send each officer and leader a short thank-you, and each month a count of farmers tested in their area (no names), so they know what their introduction did.",
    ],
    setupSteps: 4,
    resourcesNeeded: [
      "The extension officers' names and phones for each ward",
      "A printed one-page sheet in {farmLanguage}: what the test tells, the price, the opt-in SMS",
      "One real result to show, with the farmer's permission",
    ],
    successMetrics: [
      "Extension officers visited in each area within two weeks",
      "Meetings where {product} was introduced, and farmers who opted in after each",
      "Group days booked through an officer's or leader's introduction",
    ],
    template: `To the ward extension officer (SMS or call, then a visit):
Good morning {{officer's name}}. I am {{your name}} of {product}. We test soil for {farmCrops} farmers in {{ward}} and send each farmer an SMS in {farmLanguage} with the fertiliser to buy and how much. Before we meet more farmers, I would value your view on whether our recommendations fit the soils here; may I visit this week with two sample results? We would gladly test your demonstration fields at no cost.

---
Request to {farmLeader}:
Good morning {{name}}. {product} tests soil for farmers in {{sub-location}} so they buy the right fertiliser before {farmSeason}. May our agent {{agent's name}}, who farms in {{ward}}, have three minutes at your next meeting to explain it? We will say only what you approve, and farmers who want a test can sign up themselves afterwards.

---
Printed sheet (three minutes, in {farmLanguage}):
Know your soil before you plant. {product}: {farmPriceSaid} a field, result by SMS within {farmResultDays}, with the fertiliser to buy from your agro-dealer and how much.
SMS {farmKeyword} to {{short code}} or ask {{agent's name}}, {{agent's phone}}.`,
    marketingWisdom:
      "In rural markets an introduction is the advert: the officer's nod and the leader's three minutes borrow years of trust. Ask, never assume, and report back what came of it; the officer who sees their farmers doing better introduces you again next season.",
  },
  {
    id: "farm-agro-dealers",
    smallholders: 4,
    name: "Agro-dealers as partners: a commission or a sample drop point, and results that name what they stock",
    kinds: ["consumer-app"],
    goals: ["signups", "revenue", "awareness"],
    stages: ALL_STAGES,
    channels: ["partnerships", "referral", "flyers", "sms"],
    requires: [],
    uses: ["sales"],
    cost: { min: 20, max: 60 },
    paid: false,
    hoursPerWeek: 1.5,
    contactsIndividuals: true,
    inPerson: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Every farmer walks into an agro-dealer before planting, and the dealer's advice decides what they buy; a result that names fertiliser the dealer stocks sends the farmer to the counter with a list, so a dealer who earns from each test is your best shop front instead of a rival.",
    description:
      "Offer one agro-dealer in each market town of {farmAreas} a partnership: a commission per paid {farmUnit} from farmers they sign up, a sample drop point at the counter for farmers who bring their own sample, and results that name fertiliser by its type and rate (so any brand that meets it fits) with the dealer's name as a place to buy it. Keep the recommendation honest: it names the nutrient and rate first, never only one brand.",
    steps: [
      "List the agro-dealers in each market town and pick the busiest one in each, the one farmers name when you ask where they buy fertiliser.",
      "Visit with a sample result: show that it names the fertiliser type and how many bags for the farmer's acreage, and offer the commission and the drop point in the message below.",
      "For a drop point: a labelled box or crate, bags and labels, a poster with the opt-in SMS, and a weekly pick-up by the area's agent; the farmer pays by {farmMoney} at the counter with the bag number.",
      "Name partner dealers in the results for farmers near them, and recommend by fertiliser type and rate so it fits {farmInputs}; check each month that they stock what the results name.",
      "Every Friday, count {farmUnits} per dealer, pay commissions by {farmMoney}, and ask each dealer what farmers asked for that they did not stock.",
    ],
    setupSteps: 4,
    resourcesNeeded: [
      "A written one-page agreement: commission per paid {farmUnit}, drop point duties, honest recommendations",
      "A drop-point box, bags, labels and a poster for each dealer",
      "A list of products each dealer stocks, updated monthly",
    ],
    successMetrics: [
      "One partner dealer in each market town within six weeks",
      "Paid {farmUnits} per dealer per week",
      "Farmers who bought at a partner dealer after their result (ask in the follow-up SMS)",
    ],
    template: `To the agro-dealer (in person, with a printed copy):
{{dealer's name}}, I'm {{your name}} from {product}. We test soil for {farmCrops} farmers around {{market town}} and send each one an SMS saying which fertiliser to buy and how many bags. Farmers will walk in with that list before {farmSeason}.

What we offer:
- {{commission per paid test}} for every farmer who pays for a test at your counter, paid every Friday by {farmMoney}
- A sample drop point: a box at your counter, our agent collects every {{day}}
- Your shop named in results as a place to buy what the farmer needs, when you stock it

What we ask: the box on the counter, our poster on the wall, and honest advice. Our results name the fertiliser type and rate first, so farmers can buy any brand that meets it.

---
Poster at the counter (in {farmLanguage}):
Test your soil before you plant: {farmPriceSaid}. Bring a sample here or SMS {farmKeyword} to {{short code}}. Your result by SMS, with what to buy.`,
    marketingWisdom:
      "The dealer sells the fertiliser your result recommends, so the two of you want the same thing: a farmer who buys the right amount and comes back with a better harvest. Make the partnership pay for the dealer on every test, and keep the advice honest, because a farmer who is sold the wrong bag blames both of you.",
  },
  {
    id: "farm-sms-optin",
    smallholders: 5,
    essential: true,
    name: "An SMS opt-in by keyword or missed call, results in {farmLanguage} that name fertiliser sold nearby, and payment by {farmMoney}",
    kinds: ["consumer-app"],
    goals: ["signups", "revenue", "retention"],
    stages: ALL_STAGES,
    channels: ["sms", "partnerships", "flyers"],
    requires: [],
    uses: ["content", "analytics"],
    cost: { min: 30, max: 100 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Most {audience} have a basic phone: an SMS keyword or a missed call is the way they can raise a hand, {farmMoney} is how they already pay, and a result they can read and act on at the agro-dealer is the whole product.",
    description:
      "Set up one number farmers can reach from any phone: SMS {farmKeyword} to a short code or give a missed call, and get a reply in {farmLanguage} that asks their ward and crop and books an agent. Ask consent in that first reply and honour STOP at once ({farmConsent}). Rewrite the result SMS so a farmer can act on it at the counter: the fertiliser type, bags for their acreage, when to apply, and where it is sold nearby.",
    steps: [
      "Ask two or three SMS aggregators for a short code or a dedicated number with a keyword, USSD if you want a menu, and the cost per message; check the operator's and regulator's current process before you print the number.",
      "Write the opt-in replies in {farmLanguage} below (consent first, STOP honoured at once), and have two farmers read them aloud to you before they go live.",
      "Rewrite the result SMS in the template: the fertiliser type, how many bags for the farmer's acreage, when to apply it at planting and at top-dressing, and a partner dealer nearby, within the characters of two SMS.",
      "Set up the {farmMoney} paybill or till and the bag number as the account, so every payment matches a sample; send a receipt SMS at once.",
      "Print the keyword and number on every poster, sheet and bag label; agents and dealers say it the same way.",
      "Two weeks after each result, send one SMS asking whether they bought the fertiliser (reply 1 yes, 2 no, 3 could not find it), and count the answers every Friday.",
    ],
    setupSteps: 5,
    resourcesNeeded: [
      "A short code or number with a keyword from an SMS aggregator",
      "A {farmMoney} paybill or till number",
      "Result SMS written and tested in {farmLanguage}",
    ],
    successMetrics: [
      "Keyword, opt-in and payment live within two weeks",
      "Opt-ins per week by area, and share that book a sample",
      "Farmers who say they bought the recommended fertiliser",
    ],
    template: `Opt-in reply (first SMS after {farmKeyword} or a missed call; translate into {farmLanguage} with a native speaker and test it on five farmers):
{product}: Thank you. We test soil for {farmPriceSaid} and send your result by SMS. May we send you SMS about your test? Reply YES and your ward and crop, e.g. YES {{example ward}} MAIZE. Reply STOP at any time to stop.

After YES:
{product}: Thank you. Agent {{agent's name}} ({{agent's phone}}) will call to book your sampling before {farmLastDay}. Pay {farmPriceSaid} by {farmMoney}, paybill {{paybill number}}, account = your bag number.

---
Result SMS (two messages at most):
{product} result, bag {{bag number}}, {{crop}}: your soil is low in {{nutrient}}. At planting use {{fertiliser type}}, {{bags}} bags of 50 kg for {{acres}} acres. Top-dress with {{top-dress fertiliser}} {{weeks}} weeks after planting. Sold at {{partner dealer}}, {{market town}}. Questions: {{agent's phone}}.`,
    marketingWisdom:
      "On a basic phone, the SMS is the product and the advert at once: a result a farmer can read aloud at the agro-dealer's counter is what they show their neighbour. Ask consent in the first message and stop the moment they say STOP; trust lost by one unwanted SMS is hard to win back in a village.",
  },
  {
    id: "farm-radio-call-in",
    smallholders: 6,
    name: "A soil and fertiliser call-in slot on vernacular radio in {farmRadioLanguages}",
    kinds: ["consumer-app"],
    goals: ["awareness", "signups"],
    stages: ALL_STAGES,
    channels: ["press", "sms"],
    requires: [],
    uses: ["content", "community"],
    cost: { min: 150, max: 300 },
    paid: true,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "{audience} listen to vernacular radio while they work, and farm call-in shows are where they ask each other what to plant and buy; a weekly slot before planting puts an agronomist's answer and your SMS keyword in every kitchen in {farmAreas}.",
    description:
      "Buy or arrange a weekly farm slot on one or two vernacular stations before planting, for example {farmStations}. Bring an agronomist or an extension officer to answer callers' questions about soil and fertiliser for {farmCrops}, let a farmer tell what their result said, and give the SMS keyword and the next group days in every slot. Ask each station for a different keyword so you can count which one brings opt-ins.",
    steps: [
      "Ask farmers in each group which station and which farm show they listen to, and when; pick the one or two named most.",
      "Ask each station for the rate of a paid 30-minute farm slot or a segment in its existing farm show for the weeks before {farmLastDay}, and a different keyword per station to count opt-ins.",
      "Line up a guest for each slot (an agronomist, the ward extension officer, a farmer with a result), and write the three questions each answers in {farmLanguage} or the station's language.",
      "In every slot, give the SMS keyword and short code twice, and the group days in the coming week.",
      "Count opt-ins per station keyword on the day after each slot, and keep the station that brings more farmers per shilling.",
    ],
    setupSteps: 4,
    resourcesNeeded: [
      "Airtime quotes from one or two stations",
      "A guest for each slot and three questions each",
      "A keyword per station to count opt-ins",
    ],
    successMetrics: [
      "Opt-ins per slot, counted by station keyword",
      "Cost per opt-in and per paid {farmUnit}, per station",
      "Callers per slot",
    ],
    template: `Request to the station's sales or programmes manager:
Good morning. {product} tests soil for {farmCrops} farmers in {farmAreas} and sends the result by SMS with the fertiliser to buy. Before {farmSeason}, we would like a weekly farm slot of about 30 minutes on {{day}} at {{time}}, with an agronomist answering callers' questions about soil and fertiliser. Could you send the rate for {{number}} weeks from {{date}}, and can we use our own SMS keyword {{station keyword}} in the slot?

---
Slot outline (30 minutes):
0-3 min: the host introduces {product} and today's guest.
3-12 min: "Why is my maize yellow?", "How many bags of fertiliser for one acre?", "Why test before planting?"
12-25 min: callers' questions.
25-30 min: a farmer's story, in their words: what the result said, what they bought. Then: SMS {{station keyword}} to {{short code}}, {farmPriceSaid} a test, group days this week in {{wards}}.`,
    marketingWisdom:
      "A call-in show is a village meeting the whole county can hear: farmers trust a neighbour's question and an expert's answer far more than an advert. Count it by the keyword it brings, not by how many people might have listened.",
  },
  {
    id: "farm-demo-plots",
    smallholders: 7,
    name: "Demo plots and a field day with a visible difference, and farmers' own words at {farmMeeting}",
    kinds: ["consumer-app"],
    goals: ["awareness", "signups", "retention", "revenue"],
    stages: ALL_STAGES,
    channels: ["events", "partnerships", "sms"],
    requires: [],
    uses: ["community", "content"],
    cost: { min: 30, max: 100 },
    paid: true,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    inPerson: true,
    timeFrame: "Long-term",
    impact: "High Impact",
    why: "Farmers believe what they see on a neighbour's field: two strips side by side, one with the fertiliser the test recommended and one as the farmer usually does it, show the difference better than any words, and a harvest weighed in front of the group is next season's advert.",
    description:
      "With a respected farmer in each of {farmAreas}, plant a demo plot this season: two equal strips of the host's main crop ({farmCrops}), one fertilised as the test recommends and one as usual, with a sign by the road. Hold a field day when the difference shows, and weigh both strips at harvest in front of the group. Then ask farmers whose results helped to tell it in their own words, with their consent, at {farmMeeting}, at group meetings and on the radio.",
    steps: [
      "Before {farmLastDay}, pick one host farmer per area with the extension officer (a field by a road, a farmer others listen to, their written agreement to two equal strips and a sign), and test the plot.",
      "Ask three farmers from your earlier customers or pilot whose harvest improved to tell it in their own words, with written consent, at the next {farmMeeting}, group meetings and on the radio slot.",
      "At planting, plant both strips on the same day with the same seed, one with the fertiliser the test recommended and one as the farmer usually does, and put up the sign with the SMS keyword.",
      "Two weeks after planting, visit each plot with the host: note how both strips came up, and tell the nearby groups the date of the field day.",
      "When the difference shows (colour and height a few weeks after top-dressing), hold a field day: the host farmer speaks first, the agent explains the result, and farmers book next season's test there and then.",
      "At harvest (the earliest crop first), weigh both strips in front of the group and write the numbers on the sign; photograph them only with the host's permission, and use the numbers in next season's radio slots and meetings.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "One host farmer per area, seed, fertiliser for the strips and a painted sign",
      "A scale for the harvest weigh-in",
      "A consent form for farmers' stories and photos",
    ],
    successMetrics: [
      "Demo plots planted in each area before planting ends",
      "Farmers at each field day, and bookings made there",
      "The harvest difference between the strips, in kilos",
    ],
    template: `Sign by the demo plot (painted board, in {farmLanguage} and English):
{product} DEMO PLOT. Host: {{farmer's name}}.
Left strip: fertiliser as the soil test recommended ({{fertiliser and rate}}).
Right strip: as usual.
Harvest: left {{kg}} kg, right {{kg}} kg (written at harvest).
Test your soil: SMS {farmKeyword} to {{short code}}.

---
Field day invitation (SMS to opted-in farmers in the area, and read at group meetings):
{product}: Field day at {{farmer's name}}'s demo plot, {{directions to the plot}}, {{date}} at {{time}}. See the two strips side by side and ask our agronomist your questions. Book next season's soil test there. Reply STOP to stop messages.

---
Asking a farmer for their story:
{{farmer's name}}, your result helped your {{crop}} this season. Would you tell other farmers what happened, in your own words, at the next meeting or on the radio? We will only use your name and words if you agree, and you can say no.`,
    marketingWisdom:
      "Seeing is believing, and in farming it is the only proof that counts: a strip of dark green maize by the road does more than any advert. Let farmers tell it in their own words; a neighbour's 'I bought two bags fewer and harvested more' is the testimonial no agency can write.",
  },
];
