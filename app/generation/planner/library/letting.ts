import type { LibraryTactic } from "../types";
import { ALL_STAGES } from "./stages";

/*
 * A letting agent, an estate agent or a US property manager (Reading.letting): a small team that lets and
 * manages homes for landlords, or sells them for home sellers. A landlord with one to a few homes chooses an
 * agent once and switches when the current one lets them down; a seller chooses on a valuation and a friend's
 * word. So the plan is the switch made easy, the rules answered (worded as checks), talks with the local
 * landlord association, the boards and streets as local proof, reviews from landlords and tenants, referrals
 * from the brokers, solicitors and accountants who serve them, a valuation for accidental landlords, and the
 * numbers that beat a cheap online agent. Its plan is made of these tactics only.
 */

const KINDS: LibraryTactic["kinds"] = ["b2b-smb", "software", "local"];

export const LETTING_TACTICS: LibraryTactic[] = [
  {
    id: "lt-switch",
    letting: 1,
    essential: true,
    name: "The switch made easy: {product} does the handover for {ltClients} let down by {ltRival}",
    kinds: KINDS,
    goals: ["revenue", "signups", "awareness", "partnerships", "retention"],
    stages: ALL_STAGES,
    channels: ["referral"],
    requires: [],
    uses: ["sales"],
    cost: { min: 0, max: 100 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Most {ltClients} who would choose {product} already have {ltAnAgent}; what keeps them with a poor one is the fear of the handover, so a switch done for them, step by step, turns 'I'm fed up' into a signed agreement.",
    description:
      "Write down every step of taking over from their current agent ({ltSwitchSteps}) and promise to do all of it for them. Put it on one page of {website} called 'Switching to {product}', give it to everyone who asks, and offer a 20-minute visit or call to any {ltClient} who says they are unhappy with their {ltAgent}. Never run down a rival by name: let the checklist show the difference.",
    steps: [
      "Write the handover checklist with your team: {ltSwitchSteps}; note who does each step and how long it takes.",
      "Publish the 'Switching to {product}' page on {website} with the checklist, {ltFee} and the one-page agreement, and add a line to your email signature and the Google profile: 'Unhappy with your {ltAgent}? We do the switch.'",
      "Send the letter in the template to every {ltClient} who has enquired in the past two years and not signed, and to each one your partners and {ltTenants} mention as unhappy.",
      "For each {ltClient} who replies, visit or call within two working days, read their current contract with them, and agree the date you take over.",
      "Every Friday, count switch enquiries, visits and {ltHomes} taken over; after each switch, ask the {ltClient} what nearly stopped them and fix that step.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A written handover checklist", "A 'Switching to {product}' page", "20 minutes per unhappy {ltClient}"],
    successMetrics: ["Every switch enquiry visited or called within two working days", "Number of {ltHomes} taken over from other {ltAgent}s each month", "Progress towards: {metrics}"],
    template: `Letter or email to a {ltClient} thinking of switching:
Subject: Switching to {product}: we do the handover

Dear {{first name}},

Thank you for asking about {product}. Many of the {ltClients} we work with came to us from another {ltAgent}, and the thing that held them back was the handover. So we do it for you:

{ltSwitchSteps}.

Our fee is {ltFee}. Behind it: {ltProof}.

I can come and see you, or call, for 20 minutes this week: we'll read your current agreement together and tell you when we could take over. Reply with a time that suits you.

{{your name}}, {product}
{{phone}}`,
    marketingWisdom:
      "People rarely leave a service they are unhappy with because leaving feels like work. Take the work away, say exactly what you will do, and the switch becomes the easy choice.",
  },
  {
    id: "lt-numbers",
    letting: 2,
    lettingSide: "lettings",
    name: "The numbers that beat {ltOnline}: {ltVoids}, {ltArrears} and {ltRepairsPromise}, on one page",
    kinds: KINDS,
    goals: ["revenue", "signups", "awareness", "retention"],
    stages: ALL_STAGES,
    channels: ["seo"],
    requires: [],
    uses: ["content", "sales"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "You can't win on price against {ltOnline}, and you don't need to: one empty month or one unpaid rent costs a {ltClient} more than a year's difference in fees, so your own {ltVoids}, {ltArrears} and how fast {ltRepairs} are answered are the argument a {ltClient} can check.",
    description:
      "Pull last year's figures from your own records: average {ltVoids} between tenancies, {ltArrears} as a share of rent due, how fast {ltRepairs} were answered, inspections done. Put them on one page of {website} with a worked example of what a month's void costs on a typical rent in {place}, next to {ltFee}. Use only numbers you can show; update them every quarter.",
    steps: [
      "Pull the figures for the last 12 months: average {ltVoids}, {ltArrears} as a share of rent due, average time to answer {ltRepairs}, inspections done on time, tenancies renewed.",
      "Work out one example on a typical rent in {place}: what a month empty or a month unpaid costs the {ltClient}, next to the difference between {ltFee} and {ltOnline}.",
      "Publish the page on {website} in the outline of the template, and put the three headline numbers on your Google profile, your letters and the back of your card.",
      "Take the page printed to every valuation and switch visit, and leave it behind.",
      "Every quarter, update the numbers; if one gets worse, say so and say what you are doing about it.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["Your own figures for the last 12 months", "One page on your website", "A printed copy for every visit"],
    successMetrics: ["Page live in the first two weeks", "{ltClientsUpper} who mention the numbers at a visit, counted every Friday", "Progress towards: {metrics}"],
    template: `Page: What {ltFee} buys you at {product}
1. Empty weeks: our average {ltVoids} between tenancies last year were {{number}}. On a {{typical rent}} a month rent in {place}, every empty month costs you {{typical rent}}.
2. Rent paid: {{share}}% of rent due was paid on time; {ltArrears} are chased from day one.
3. Repairs: {ltRepairsPromise}; last year's average was {{hours}} hours.
4. Your {ltHomes} seen: inspections {{how often}}, with photos sent to you.
5. What a cheaper agent may leave to you: check what {{the online agent's package}} includes for viewings, inspections, repairs and {ltArrears}.
Our fee: {ltFee}. Ask us for the figures behind any number on this page.`,
    marketingWisdom:
      "When you can't be the cheapest, be the one whose value can be counted. A landlord compares fees in seconds; show them what the fee prevents, in their money, and the cheaper option starts to look expensive.",
  },
  {
    id: "lt-rules",
    letting: 3,
    lettingSide: "lettings",
    name: "{ltClientsUpper}' questions about {ltRulesShort}, answered: a plain note each month and a free 20-minute check of their {ltLet}",
    kinds: KINDS,
    goals: ["revenue", "signups", "awareness", "retention", "partnerships"],
    stages: ALL_STAGES,
    channels: ["email-marketing", "blog", "facebook-groups"],
    requires: [],
    uses: ["content", "sales"],
    cost: { min: 0, max: 30 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "{ltClientsUpper} worry about new rules, deposits and voids, and a small {ltClient} has no one to ask; the agent who answers plainly, and offers to check their let, becomes the one they call when they decide to hand it over.",
    description:
      "Each month, write a short note answering one question {ltClients} ask about {ltRules}: what changes, when, and what a {ltClient} should do. Say where to check it ({ltRulesSource}) and never state a rule you have not checked there. End each note with a free 20-minute check of their {ltLet}: the tenancy, the {ltDeposit}, the certificates and what the changes mean for them. Send it to the {ltClients} who have enquired, post it on {website} and in the local landlord groups where the rules allow it.",
    steps: [
      "List the ten questions {ltClients} have asked you this year about {ltRulesShort}, deposits and notices; check each answer on {ltRulesSource} before you write it.",
      "Write the first note from the template (one question, one page), with the date you checked it and a link to the official page.",
      "Send it to every {ltClient} who has enquired or been valued and not signed (with their consent to hear from you), post it on {website}, and share it in one local landlord group on Facebook where the rules allow.",
      "Offer the free 20-minute check in every note; at each check, look at the tenancy, the {ltDeposit} protection, the certificates and the notice dates, and write down what they need to do.",
      "Every month, answer the question asked most that month; count checks booked and {ltHomes} instructed after a check.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A list of {ltClients}' questions", "An hour a month to check the official pages", "Consent to email the people on your list"],
    successMetrics: ["One note a month, each checked against {ltRulesSource}", "Free checks booked each month", "Progress towards: {metrics}"],
    template: `Subject: {{the question}}: what it means for your let

Dear {{first name}},

{ltClientsUpper} keep asking us about {{the change}}. Here is what we understand, checked on {ltRulesSource} on {{date you checked}}:

- What changes: {{one line}}
- When: {{date or 'not yet decided'}}
- What to do now: {{one or two steps}}

Rules change: please check the latest on {ltRulesSource} ({{link to the official page}}) before acting on this.

If you'd like us to look at your own let (the tenancy, the {ltDeposit}, the certificates and what this means for you), book a free 20-minute check: {{booking link}} or reply to this email.

{{your name}}, {product}`,
    marketingWisdom:
      "Answering the question a buyer is worrying about, before they hire you, is the most trusted marketing there is. Check every fact and date it: one wrong rule costs more trust than ten right ones earn.",
  },
  {
    id: "lt-vendor-updates",
    letting: 3,
    lettingSide: "sales",
    name: "A written update to every seller each Friday: viewings, feedback, interest and the next step",
    kinds: KINDS,
    goals: ["revenue", "signups", "retention", "awareness"],
    stages: ALL_STAGES,
    channels: ["email-marketing", "referral"],
    requires: [],
    uses: ["sales"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "The complaint sellers make most about agents is silence; a written update every Friday, with the feedback from every viewing and what happens next, is what sellers tell their friends about, and what a seller let down elsewhere is looking for.",
    description:
      "Every Friday, send every seller a short written update: viewings this week, each viewer's feedback in their words, offers and interest, what you will do next week, and, after four weeks without an offer, an honest word on the price. Put the promise on {website} and at every valuation: 'an update every Friday, in writing'.",
    steps: [
      "Make the update template and a Friday slot in the diary; agree who writes each seller's update.",
      "Write the promise on {website}, the valuation pack and the Google profile.",
      "Every Friday, send each seller their update before 4pm, with the feedback from every viewing.",
      "After four weeks without an offer, book a call to review the price, the photos and the listing with the seller.",
      "When a sale completes, ask the seller for a review and whether a friend thinking of selling could call you.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["An update template", "A Friday slot for the team", "Feedback collected after every viewing"],
    successMetrics: ["Every seller updated every Friday", "Sellers who say the updates mattered in their review", "Progress towards: {metrics}"],
    template: `Subject: {{address}}: this week's update

Hi {{first name}},

This week: {{number}} viewings. What they said: {{feedback in their words}}.
Interest and offers: {{what came in}}.
Next week we will: {{next steps}}.

Any questions, call me on {{phone}}.
{{your name}}, {product}`,
    marketingWisdom:
      "Sellers judge an agent on how well they are kept informed as much as on the price achieved. A promise kept every Friday is remembered and repeated.",
  },
  {
    id: "lt-partners",
    letting: 4,
    name: "Referrals from {ltPartners}",
    kinds: KINDS,
    goals: ["revenue", "signups", "partnerships", "awareness"],
    stages: ALL_STAGES,
    channels: ["partnerships", "referral"],
    requires: [],
    uses: ["sales"],
    cost: { min: 0, max: 300 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: true,
    inPerson: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "A {ltClient} buying, inheriting or remortgaging a home asks the {ltPartnersShort} handling it who to use next, and a professional who has seen {product} work for their own clients names it with their reputation behind it.",
    description:
      "List twenty {ltPartners} in {place}. Meet them one at a time over coffee, leave the one-page introduction ({ltProof}, {ltFee}, the switch done for their clients), and agree how to pass names both ways, with each client's consent. Send work back to them too. If a referral fee is paid either way, disclose it to the client and check the rules each profession follows before agreeing one.",
    steps: [
      "Ask your current {ltClients} which {ltPartnersShort} they used, and list twenty in {place} with a name at each.",
      "Write a one-page introduction: what you do, {ltFee}, {ltProof}, and the switch done for their clients.",
      "Each week, meet or call two of them: ask what their clients ask about {ltTrade}, and agree how to pass names both ways with the client's consent.",
      "When a referral arrives, call the {ltClient} the same day, and tell the partner (with the {ltClient}'s consent) how it went; send a client their way whenever one needs them.",
      "Every month, count {ltHomes} instructed by who sent them, and give the most time to the three who send the most.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A list of twenty local professionals with names", "A one-page introduction", "Two coffees a week"],
    successMetrics: ["Two meetings a week until twenty are met", "Number of {ltHomes} instructed through partners each month", "Progress towards: {metrics}"],
    template: `Subject: Your clients {ltTrade} in {place}

Dear {{first name}},

I'm {{your name}} from {product}, {ltAWord} in {place}. Some of your clients will be {ltClients}, or about to become one, and ask you who to use.

What we offer them: {ltProof}, for {ltFee}, and we do the handover from their current agent for them.

Could I buy you a coffee for 20 minutes next week, to hear what your clients ask about {ltTrade} and to see whether we can send clients each other's way? If a referral fee were ever involved, we'd agree it openly and tell the client.

{{your name}}, {product}
{{phone}}`,
    marketingWisdom:
      "One professional who trusts you sends more good clients than a hundred strangers, because their word carries their reputation. Give before you ask, and report back on every name they send.",
  },
  {
    id: "lt-evenings",
    letting: 5,
    name: "A {ltEvent} with {ltAssociationShort}: plain answers, no pitch",
    kinds: KINDS,
    goals: ["revenue", "signups", "awareness", "partnerships"],
    stages: ALL_STAGES,
    channels: ["events", "speaking", "partnerships"],
    requires: [],
    uses: ["sales", "community"],
    cost: { min: 100, max: 2500 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: true,
    inPerson: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "{ltClientsUpper} go where they can ask their questions out loud; a {ltEvent} where {product} answers them plainly, with a broker or a solicitor beside you, shows your knowledge to a room of the people you want, without a pitch.",
    description:
      "Offer a 30-minute talk to {ltAssociation}, or host your own {ltEvent} every quarter in a room in {place}: one topic {ltClients} worry about ({ltTopics}), a broker or a solicitor as a second speaker, questions for as long as people have them, and a sign-up sheet for {ltCheck}. Take no hard sell into the room.",
    steps: [
      "Find who runs {ltAssociation}, ask how they choose speakers, and offer a 30-minute talk on the topic their members ask about most.",
      "Book a room in {place} for your own {ltEvent} in the quarter's quietest week, and ask one partner (a broker or a solicitor) to speak for ten minutes.",
      "Invite {ltClients} who have enquired, your partners' clients (through the partners), and post it once on the Google profile and in {ltGroups}.",
      "On the night, answer questions for as long as they last, and offer {ltCheck} on a sign-up sheet; call everyone who signs within two working days.",
      "After each evening, note the three questions asked most and answer them on {website}; count attendees, bookings and {ltHomes} instructed.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A room for 20-30 people", "A second speaker from your partners", "A sign-up sheet"],
    successMetrics: ["One talk or evening each quarter", "Checks and valuations booked from each evening", "Progress towards: {metrics}"],
    template: `Invitation:
{ltEventUpper} in {place}: {{the topic}}, answered plainly
{{date}}, {{time}}, at {{venue}}

Bring your questions about {{the topic}}. {{your name}} from {product} and {{partner's name}} from {{their firm}} will answer them for as long as you have them. Tea and coffee; no sales pitch.

Places are free but limited: reply to this email or call {{phone}}.`,
    marketingWisdom:
      "Speaking to a room of your buyers as the person who knows the answers does what no advert can: it makes you the expert before you have sold anything.",
  },
  {
    id: "lt-boards",
    letting: 6,
    name: "{ltBoardsUpper} and the streets you work in as local proof",
    kinds: KINDS,
    goals: ["awareness", "revenue", "signups"],
    stages: ALL_STAGES,
    channels: ["flyers", "google-business"],
    requires: [],
    uses: ["sales"],
    cost: { min: 150, max: 1500 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    inPerson: true,
    timeFrame: "Ongoing",
    impact: "Medium Impact",
    why: "A board outside a home you {ltVerb} is seen every day by the neighbours, some of whom own a home to {ltVerb}; with a 'just {ltDid} in your street' card through the neighbours' doors, it shows {product} working in their street, not in an advert.",
    description:
      "Put a {product} board on every home you {ltVerb} where the owner agrees and the council allows it (check local rules on boards in {place}, some areas restrict them). When a home is {ltDid}, put a short card through the doors of the twenty nearest homes: what was {ltDid}, how fast, and {ltValuation} for anyone thinking of it. Post each one on the Google profile with a photo.",
    steps: [
      "Check the council's rules on boards for {place} and any conservation areas, and order boards with your name, phone and {website}.",
      "Ask every {ltClient} at instruction whether a board can go up, and put it up the day the home is listed.",
      "When a home is {ltDid}, deliver the card in the template to the twenty nearest doors within a week.",
      "Post each home {ltDid} on the Google profile with a photo (no {ltTenants}' details) and the street.",
      "Every month, count calls that mention a board or a card, and keep a map of the streets you work in to show at every visit.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["Boards and the council's rules", "Printed cards", "A map of the homes you {ltVerb}"],
    successMetrics: ["A board on every home where allowed", "Calls that mention a board or card each month", "Progress towards: {metrics}"],
    template: `Card through the door:
Just {ltDid} in {{street}}, by {product}.
{{number}} days from listing to {ltDid}.

Own a home nearby you {ltVerb}, or thinking of it? We offer {ltValuation}, and if you already have an agent, we do the switch for you.
{{phone}} · {website}`,
    marketingWisdom:
      "Local proof beats local advertising: a board in the street and a note about a neighbour's home show you are already trusted there.",
  },
  {
    id: "lt-reviews",
    letting: 7,
    lettingSide: "lettings",
    name: "Reviews from {ltClients} and {ltTenants}, asked for at the good moments",
    kinds: KINDS,
    goals: ["revenue", "signups", "awareness", "retention"],
    stages: ALL_STAGES,
    channels: ["reviews", "google-business"],
    requires: [],
    uses: [],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    timeFrame: "Ongoing",
    impact: "High Impact",
    why: "{ltClientsUpper} read an agent's reviews before they call, and they read what {ltTenants} say too, because a tenant looked after stays and pays; reviews asked for at the good moments show both.",
    description:
      "Ask for a review at the moments things go well: {ltReviewMoments}. Ask on {ltReviewSites} (check which your {ltClients} read), with a direct link, once, and never offer anything in return. Reply to every review, good or bad, within two working days, without personal details.",
    steps: [
      "Get the direct review link for the Google profile, and ask five {ltClients} which review sites they read before choosing an agent.",
      "Add the request in the template to the moments that go well: {ltReviewMoments}.",
      "Ask every member of the team to send it the same day as the good moment, once, and never with a reward.",
      "Reply to every review within two working days; to a bad one, say what you have done about it.",
      "Every month, count new reviews by {ltClients} and {ltTenants}, and quote the best ones (with permission) on the switch page.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A direct link to your Google review page", "A short request message", "Two minutes per good moment"],
    successMetrics: ["New reviews each month from {ltClients} and {ltTenants}", "Every review answered within two working days", "Progress towards: {metrics}"],
    template: `To a {ltClient}, the day a home is let or renewed:
Hi {{first name}}, {{address}} is {{let or renewed}} from {{date}}. If you've been happy with how {product} looked after it, a short review would help other {ltClients} in {place} find us: {{review link}}. Thank you!

To a tenant, after a move-in or a repair:
Hi {{first name}}, thanks for letting us know about {{the repair}}; we hope it's sorted. If you're happy with how {product} dealt with it, a quick review helps: {{review link}}.`,
    marketingWisdom:
      "Ask at the moment of relief, once, and make it easy. Reviews from both sides of a let tell a landlord what no agent can say about itself.",
  },
  {
    id: "lt-valuation",
    letting: 8,
    lettingSide: "lettings",
    name: "{ltValuation} for {ltAccidentalShort}",
    kinds: KINDS,
    goals: ["revenue", "signups", "awareness"],
    stages: ALL_STAGES,
    channels: ["seo", "partnerships", "google-business"],
    requires: [],
    uses: ["sales", "content"],
    cost: { min: 0, max: 300 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "{ltAccidental} never planned to let, don't know what their home would rent for or what letting involves, and search or ask a friend; a free, honest valuation with a plain 'let or sell?' answer makes {product} the first agent they meet.",
    description:
      "Offer {ltValuation} with a page on {website} written for people who never meant to become {ltClients}: what their home would rent for, what letting involves ({ltRulesShort}, the {ltDeposit}, certificates), what it costs with {product}, and an honest word when selling would suit them better. Do every valuation in person, within three working days, and leave a one-page written figure.",
    steps: [
      "Write the page on {website} for {ltAccidental}: the questions they ask, {ltValuation} as the next step, and a form asking for the address and when they'd like to let.",
      "Ask your partners (solicitors handling probate, brokers) to mention it to clients who inherit or move, and add it to the Google profile.",
      "Visit within three working days; leave a written figure, what letting involves and what it would cost with {product}.",
      "Call back a week later with answers to their questions; if selling suits them better, say so and pass them to a good estate agent.",
      "Every month, count valuations booked, visited and instructed, and ask each who didn't go ahead why.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A page written for accidental landlords", "A written valuation form", "Three working days' turnaround"],
    successMetrics: ["Valuations booked each month", "Share of valuations that become {ltHomes} instructed", "Progress towards: {metrics}"],
    template: `Page: Never meant to be a landlord?
Inherited a flat, couldn't sell, or moved in with a partner? You're not alone.
We'll tell you, free and in writing, what your home would rent for in {place}, what letting involves, and what it would cost with {product}. If selling would suit you better, we'll say so.

Book {ltValuation}: {{form link}} or {{phone}}. We visit within three working days.`,
    marketingWisdom:
      "The buyer who doesn't yet know they are a buyer is won by the first honest answer. A valuation given with no pressure is remembered when the decision is made.",
  },
  {
    id: "lt-sales-reviews",
    letting: 7,
    lettingSide: "sales",
    name: "Reviews from sellers and buyers, asked for the day a sale completes",
    kinds: KINDS,
    goals: ["revenue", "signups", "awareness", "retention"],
    stages: ALL_STAGES,
    channels: ["reviews", "google-business"],
    requires: [],
    uses: [],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    timeFrame: "Ongoing",
    impact: "High Impact",
    why: "Sellers read an agent's reviews before they invite them to value, and the day a sale completes is when a seller is most grateful; a review asked for then, with the buyer's too, is the proof the next seller reads.",
    description:
      "Ask for a review on {ltReviewSites} (check which sellers in {place} read) the day each sale completes, and ask the buyer a week after they move in. Ask once, with a direct link, and never offer anything in return. Reply to every review within two working days, without personal details.",
    steps: [
      "Get the direct review link for the Google profile, and ask five recent sellers which review sites they read before choosing an agent.",
      "Add the request in the template to the completion call and to a note to the buyer a week after they move in.",
      "Send it the same day, once, and never with a reward.",
      "Reply to every review within two working days; to a bad one, say what you have done about it.",
      "Every month, count new reviews, and quote the best ones (with permission) in the valuation pack.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A direct link to your Google review page", "A short request message", "Two minutes per completion"],
    successMetrics: ["A review asked for at every completion", "Every review answered within two working days", "Progress towards: {metrics}"],
    template: `To the seller, the day the sale completes:
Hi {{first name}}, congratulations: {{address}} has completed. If you were happy with how {product} handled the sale, a short review would help other sellers in {place}: {{review link}}. Thank you!

To the buyer, a week after they move in:
Hi {{first name}}, we hope the move went well. If {product} made buying {{address}} easier, a quick review helps: {{review link}}.`,
    marketingWisdom:
      "Ask at the moment of relief, once, and make it easy. A seller's review written on completion day carries the feeling the next seller is looking for.",
  },
  {
    id: "lt-sales-valuation",
    letting: 8,
    lettingSide: "sales",
    name: "A free valuation, honest and in writing within three working days, for {ltAccidentalShort}",
    kinds: KINDS,
    goals: ["revenue", "signups", "awareness"],
    stages: ALL_STAGES,
    channels: ["seo", "google-business", "partnerships"],
    requires: [],
    uses: ["sales", "content"],
    cost: { min: 0, max: 100 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Sellers invite two or three agents to value and are wary of the one who quotes highest to win the instruction; an honest figure in writing, with the sales that back it, is what they compare, and the agent they trust most is usually the one they choose.",
    description:
      "Offer a free valuation from a page on {website}: a visit within three working days, a written figure with three recent local sales that support it, what you would do to sell (photos, the listing, the Friday update), and your fee. Never inflate a figure to win an instruction. Ask your partners to pass it to {ltAccidental}.",
    steps: [
      "Write the valuation page on {website}: what happens at the visit, the written figure within three working days, your fee, and a form.",
      "Make a valuation pack: the written figure, three recent sales nearby that support it, the plan to sell and how you update sellers every Friday.",
      "Ask your partners (solicitors handling probate, brokers) to mention it to clients who are moving, downsizing or selling a parent's home.",
      "Visit within three working days; send the written figure within three more; call a week later.",
      "Every month, count valuations booked, visited and instructed, and ask each who chose another agent why.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A valuation page and form", "A written valuation pack", "Three working days' turnaround"],
    successMetrics: ["Valuations booked each month", "Share of valuations that become instructions", "Progress towards: {metrics}"],
    template: `Page: What is your home worth?
We'll visit within three working days and send you a written figure, with three recent sales nearby that back it up, and how we'd sell: the photos, the listing, and an update every Friday.
We'll never quote high just to win your instruction.
Book a free valuation with {product}: {{form link}} or {{phone}}.`,
    marketingWisdom:
      "The agent who quotes highest wins the instruction and loses the seller's trust a month later. An honest figure with the evidence behind it wins the sellers who stay and recommend.",
  },
  {
    id: "lt-ads",
    letting: 9,
    lettingSide: "lettings",
    name: "Facebook ads around {place} for {ltValuation}, judged by {ltValuations} booked",
    kinds: KINDS,
    goals: ["revenue", "signups", "awareness"],
    stages: ALL_STAGES,
    channels: ["meta-ads"],
    requires: ["paid"],
    workaround: {
      paid: "No one who runs ads? Hire a freelancer who runs Facebook ads for local services, on a fixed fee for the set-up and the first six weeks, and keep the account and the card in your own name.",
    },
    uses: ["content"],
    cost: { min: 300, max: 9000 },
    paid: true,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Homeowners around {place} who might let a home scroll Facebook in the evening; an ad with one offer ({ltValuation}) to people around {place} is paid for in {ltValuations} booked, which you can count against the fee a new {ltClient} brings.",
    description:
      "Once the valuation page works, run Facebook ads to people around {place}, with one offer: {ltValuation}. Test three versions (a home let in a named street, the 'never meant to be a landlord?' question, your numbers against {ltOnline}) and judge each week by {ltValuations} booked and {ltHomes} instructed, never by clicks. Ads about housing are a special ad category on Meta, with a wider minimum area and no targeting by age or postcode: check Meta's current rules for housing ads before you start.",
    steps: [
      "Check Meta's special ad category rules for housing, then set up the account with a weekly cap and the area around {place}.",
      "Make three ads, each ending with {ltValuation} and a link to the valuation page.",
      "Tag each ad's link so {ltValuations} can be traced to it.",
      "Every Friday, count spend, {ltValuations} booked and {ltHomes} instructed for each ad; stop the weakest and write a new one.",
      "After eight weeks, keep the ads only while a new {ltClient} costs less than two months of your fee on a typical rent.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A Meta ads account with a weekly cap", "The valuation page live", "Three ads with tagged links"],
    successMetrics: ["{ltValuations} booked from the ads each week", "Cost per {ltClient} instructed, against two months of fees", "Progress towards: {metrics}"],
    template: `Ad:
Never meant to be a landlord?
Find out what your home would rent for in {place}, and what letting it involves, with {ltValuation} from {product}. No obligation; we'll tell you honestly if selling suits you better.
{{link to the valuation page}}`,
    marketingWisdom:
      "Ads work for a local service when they ask for one small step and are counted in clients, not clicks. Stop what doesn't bring bookings within weeks.",
  },
];
