import type { LibraryTactic } from "../types";
import { ALL_STAGES } from "./stages";

/*
 * A care home (Reading.careHome): a residential, nursing or dementia care home; in the US assisted living,
 * memory care or a nursing home. A daughter or son chooses, often in a hurry after a fall or a hospital stay,
 * worried about the cost and about choosing well, after visiting three or four homes and asking the discharge
 * team, the GP and friends. So the plan is the hurry answered (a visit the same or next day, the fees and what
 * they include in writing, funding explained plainly as checks, a room held with a deposit), the professionals
 * who refer (never paid per referral), the inspection report quoted as written, respite stays as the way a
 * family tries the home, community links, and families of residents as the proof, with consent. No pressure and
 * no offers, ever, and every photo of a resident with consent and dignity.
 */

const ALL_GOALS: LibraryTactic["goals"] = ["signups", "revenue", "retention", "awareness", "partnerships"];

export const CARE_HOME_TACTICS: LibraryTactic[] = [
  {
    id: "ch-visit-today",
    careHome: 1,
    name: "A visit the same or next day, evenings and weekends included: every enquiry answered by someone who can show the home",
    kinds: ["local"],
    goals: ALL_GOALS,
    stages: ALL_STAGES,
    channels: ["calls", "google-business"],
    requires: [],
    uses: ["sales"],
    cost: { min: 0, max: 20 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Families look for a care home in a hurry, often while their parent is still in hospital, and visit three or four homes in a few days: the home that answers the phone, offers a visit today or tomorrow (after work or at the weekend if that's when they can come) and says the fees plainly is the one still on their list on Friday.",
    description:
      "Decide who answers enquiries every day, evenings and weekends included, and who can show a family round at short notice (the manager, the deputy or a senior carer on shift). On the first call, ask the five questions in the template, say the fees ({chFee}) and what they include, and offer a visit the same or next day. At the visit, show a free room, the lounge at a normal time of day and lunch if you can, introduce the staff on shift, and hand over the fees sheet to take home. Ring the next day to answer questions, once, with no pressure.",
    steps: [
      "Set a rota of two or three people who answer the phone and web enquiries every day, evenings and weekends included, and put on {website}, the voicemail and the Google profile: 'Ring us today and you can visit today or tomorrow, evenings and weekends too.'",
      "Print the five questions by the phone and keep a call sheet: date, who rang, who sent them (the discharge team, the GP, a friend, a search), what their parent needs, how they expect to pay, and what happened.",
      "Walk the visit once as a family would: the front door, the smell, a free room, a lounge, the garden, the menu; fix the first thing that would put you off.",
      "At every visit, give the fees sheet from the fees page, the latest inspection report's summary as written, and a name and direct number; don't ask for a decision.",
      "Ring each family once the next day to answer what they didn't ask on the day, and every Friday count enquiries, visits and rooms taken by who sent each family.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A rota for enquiries and visits, evenings and weekends included", "The five questions and a call sheet by the phone", "A fees sheet families take home"],
    successMetrics: ["Every enquiry offered a visit within a day", "Visits each week, and rooms taken from them", "Progress towards: {metrics}"],
    template: `Voicemail:
You've reached {product}, {chAWord} in {chTown}. Please leave your name and number and we'll ring you back today; you can visit us today or tomorrow, evenings and weekends too. If someone needs help urgently, {chUrgent}.

---
The first call, five questions:
1. Who is the room for, and where are they now (at home, in hospital)?
2. What has happened, and what help do they need day and night?
3. What matters most to them? {chNotes}
4. How do you expect the fees to be paid: privately, with help from the council, or not sure yet?
5. When could you visit, and who else should come?

End of the call:
"Thank you for telling me all that. Our fees are {chFee}, and they include {chIncluded}. Would you like to come today at {{time}} or tomorrow at {{time}}? I'll show you round myself, you can stay for lunch, and you'll take the fees and our inspection report home with you. There's no decision to make on the day."

---
The call the next day:
"Hello {{first name}}, it's {{your name}} from {product}. I said I'd ring: was there anything you wanted to ask after your visit? Take the time you need; if a room is right for {{their parent's name}}, we can hold it with a deposit while you decide."`,
    marketingWisdom:
      "A family choosing a care home is not comparing brochures: they are trying to make a decision they can live with, quickly. The home that lets them see it today, answers the question about money before they ask, and then leaves them time, is the home they trust.",
  },
  {
    id: "ch-fees-page",
    careHome: 2,
    essential: true,
    name: "A plain fees page and Google profile: {chFee}, what's included, how funding works and {chReport} as written",
    kinds: ["local"],
    goals: ALL_GOALS,
    stages: ALL_STAGES,
    channels: ["google-business", "seo"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 20 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Families search {chSearches} and most homes give their fees only on request; cost is their first worry, so a page that says the fees, what they include and how funding works, in plain words, is where {product} earns the visit.",
    description:
      "Write one page on {website} that answers what families ask before they ring: the fees ({chFee}) and what they include, the extras and their prices, how funding works (worded as checks, never advice), how a room is held with a deposit, and {chReport} quoted as written with a link. Claim the free Google Business Profile for {product} and send it to that page; answer every question on the profile the same day.",
    steps: [
      "Write the fees page from the outline in the template, leaving nothing for the phone: the weekly fee by room, what it includes, the extras, how fees are reviewed, and the deposit.",
      "Write the funding section as checks, not advice: {chFunding}. Link to {chFundingPages} rather than restating them.",
      "Quote {chReport} as written: its rating and one or two of its own sentences, with a link to the full report; never a summary that says more than the inspector did.",
      "Claim or complete the Google Business Profile at business.google.com, with the main category that Google offers closest to {chWord}, your visiting hours and phone, and real photos: the rooms, the garden, the food, the staff who agree; a resident only with their consent (or their attorney's), at their best, never in a moment they wouldn't choose.",
      "Every Monday, add one short post (the week's menu, the garden in bloom, a new activity) and write three numbers in the tracker: searches, calls and website clicks.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["One fees page on your website", "A Google account the home owns", "Photos taken with consent"],
    successMetrics: ["Fees page live and the profile complete within two weeks", "Enquiries that mention the fees page or Google, counted every Friday", "Progress towards: {metrics}"],
    template: `Fees page ({product}):
Title: Fees and what's included | {product}, {chTown}
1. Our fees: {chFee}, by room: {{room types and their weekly fees}}. Fees are reviewed {{when and how}}.
2. What's included: {chIncluded}.
3. Paying for care: {chFundingIntro} Check before you decide: {chFunding}. We're happy to talk it through, and we'll point you to {chAdviceWhere} for anything we can't answer.
4. Holding a room: {chDeposit}.
5. What the inspector said: {chRatingLine}
6. Come and see us: ring {{phone}} and visit today or tomorrow, evenings and weekends too.

---
Google profile description:
{product} is {chAWord} in {chTown} for {chResidents}: {chFeatures}. {chRatedSentence} Fees {chFee}, with what's included on our website. Ring us and visit today or tomorrow, evenings and weekends too.`,
    marketingWisdom:
      "Families expect care homes to dodge the question about money, so the home that puts its fees, its extras and the funding checks on one plain page is trusted before the visit. Quoting the inspector's own words, rather than your summary of them, is the proof that needs no adjectives.",
  },
  {
    id: "ch-referrers",
    careHome: 3,
    name: "The discharge team, social workers, GPs and district nurses: a note every Monday of the rooms free and how fast you can assess",
    kinds: ["local"],
    goals: ALL_GOALS,
    stages: ALL_STAGES,
    channels: ["partnerships", "calls", "email-marketing"],
    requires: [],
    uses: ["sales"],
    cost: { min: 0, max: 50 },
    paid: false,
    hoursPerWeek: 1.5,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Discharge teams place people wherever there's a bed that day, and social workers, GPs and district nurses are who families ask first: the home that tells them every Monday what it has free, assesses the same day and never lets a family down is the one they name.",
    description:
      "Make a list of the people who meet families at the moment of need, named as examples to check: {chReferrers}. Ask each how they like to hear about rooms, then send one short note every Monday: the rooms free, the care you can take (dementia, nursing, respite), how fast you can assess (the same day, weekends included) and one name and number. Never pay or thank anyone per referral; the only thank-you is a family well looked after, and a note to say they settled in.",
    steps: [
      "List the people in the template for {chTown}: the discharge team (or discharge hub) at the nearest hospitals, the council's adult social care team, the GP practices and district nurses nearby; check each one's name and the way they like to be contacted.",
      "Ring or visit each one in the first fortnight: ask how they choose a home when a bed is needed today, what goes wrong, and whether a Monday note would help.",
      "Every Monday, send the note in the template, honest about what you can take; if you're full, say so, and say when you expect a room.",
      "Answer every call from a discharge team or social worker the same day, weekends included, with an assessment within a day (in hospital or at home) and a clear yes or no.",
      "Every Friday, count the families each one sent and how they settled, and send a short thank-you note (never a gift, never a payment) when a family they sent has moved in.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A list of the discharge team, social workers, GP practices and district nurses", "A Monday note, ten minutes to write", "Someone who can assess the same day"],
    successMetrics: ["Notes sent every Monday", "Families sent by each professional, and how many took a room", "Progress towards: {metrics}"],
    template: `Who to contact (check each name, and how they like to hear):
- The hospital discharge team or hub at {{nearest hospitals}}
- The council's adult social care team and social workers for {chTown}
- GP practices and district nurses within {{miles}} miles
- {chDementia}

---
Monday note:
Subject: {product}, {chTown}: rooms this week
Good morning. {product} has {{number}} rooms free this week: {{the care you can take}}. We can assess the same day, weekends included, in hospital or at home, and give a clear answer within a day. Fees {chFee}; {{whether you take the council's rate}}. Direct line: {{name and number}}.

---
First visit or call:
"Hello, I'm {{your name}}, the manager at {product} in {chTown}. I won't keep you: when you need a home for someone this week, what makes it hard, and what would help? I'd like to send you a short note each Monday of the rooms we have and how fast we can assess. Would that be useful?"`,
    marketingWisdom:
      "The people who place someone leaving hospital are judged on getting them somewhere safe, today. A home that tells them honestly each Monday what it can take, assesses the same day and never lets a family down becomes the one they ring first; any payment for a referral would end that trust.",
  },
  {
    id: "ch-respite",
    careHome: 4,
    name: "Respite stays as the way families try {product}: a room kept for a week or two, for carers who need a break",
    kinds: ["local"],
    goals: ALL_GOALS,
    stages: ALL_STAGES,
    channels: ["partnerships", "community", "flyers"],
    requires: [],
    uses: ["sales", "community"],
    cost: { min: 0, max: 50 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Families who look after a parent at home need a break before they need a home, and a respite stay lets the parent and the family try {product} without deciding anything; many families who have had one choose the home they already know when the time comes.",
    description:
      "Keep one room (an empty one is the obvious choice) for {chRespite}, at a clear fee, and say so on the fees page and in the Monday note. Tell the people who support family carers: the carers' centre, the dementia nurses and groups, and the council's social workers (who can arrange respite for some carers; check how in your area). Treat each respite guest as a resident: a care plan, their routines, a call to the family mid-stay and a note at the end.",
    steps: [
      "Set the respite terms: the shortest and longest stay, the fee for a week, what the family brings, how far ahead to book, and who assesses before the stay.",
      "Add respite to the fees page and the Google profile, and put it in every Monday note: 'Respite room free from {{date}}.'",
      "Tell the carers' centre, the dementia nurses and groups nearby and the council's social workers that you take respite stays, with the leaflet in the template.",
      "During each stay, ring the family mid-week with one good moment, and at the end send a short note of what their parent enjoyed; never a sales call.",
      "Every month, count respite stays, how each family heard of you, and which families later asked about a long-term room.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A room kept for respite", "Respite terms and a one-page leaflet", "A mid-stay call and an end-of-stay note"],
    successMetrics: ["Respite stays booked each month", "Families who stayed and later asked about a long-term room", "Progress towards: {metrics}"],
    template: `Respite leaflet:
A break for you, a stay for {{them}}: respite at {product}, {chTown}
If you look after someone at home, a week or two's break can help you both. At {product} your relative has their own room, {chFeatures}, and staff who get to know their routines. Stays from {{shortest}} to {{longest}}, {{respite fee}} a week. Ring {{phone}}: you can visit today or tomorrow, evenings and weekends too.

---
End-of-stay note:
Dear {{first name}}, thank you for trusting us with {{their parent's name}} this week. {{one thing they enjoyed}}. If you'd like them to come again, or ever want to ask about anything else, ring me on {{number}}. {{your name}}, {product}`,
    marketingWisdom:
      "A respite stay is a try before anyone has to decide. The family sees the home on an ordinary day, the parent gets to know the staff, and if a long-term room is ever needed, it is the home they already trust.",
  },
  {
    id: "ch-dementia-advisers",
    careHome: 5,
    name: "Dementia nurses and groups, and the solicitors and advisers who handle care fees: a talk a month and a plain guide to paying for care",
    kinds: ["local"],
    goals: ALL_GOALS,
    stages: ALL_STAGES,
    channels: ["partnerships", "speaking", "community"],
    requires: [],
    uses: ["community", "content"],
    cost: { min: 20, max: 100 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Families who pay for care themselves often hear about homes months before they need one, from the people who support them (dementia nurses and groups, and the solicitors and advisers who help with powers of attorney and paying for care), and a home that helps them with plain facts is the one those people mention.",
    description:
      "Offer the people who support families, named as examples to check ({chDementia}; {chAdvisers}), a plain guide to choosing and paying for a care home, and a talk at their group: how to choose a home, what to ask at a visit, and how paying for care works (worded as checks, pointing to {chAdviceWhere}). Never pay or reward any of them per referral.",
    steps: [
      "Write the guide in the template, two sides of A4, useful whichever home a family chooses; have the funding part checked against {chFundingPages}.",
      "List the people nearby: {chDementia}; {chAdvisers}; check who runs each group and how to reach them.",
      "Offer each a talk (twenty minutes and questions, no sales pitch) or copies of the guide for their families; hold one talk a month, at their group or at {product}.",
      "Leave guides where families wait: the GP practices, the memory clinic, the carers' centre, the solicitors' waiting rooms, if they agree.",
      "Every month, count talks, guides handed out and enquiries that mention them, and ask each adviser what families asked that the guide doesn't answer.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A two-page guide to choosing and paying for a care home", "A twenty-minute talk", "A list of groups and advisers nearby"],
    successMetrics: ["Talks given and guides handed out each month", "Enquiries that mention a talk, a group or an adviser", "Progress towards: {metrics}"],
    template: `Guide: Choosing a care home in {chTown}, and how paying for it works
1. When a care home is the right step, and when help at home or respite might be enough.
2. What to ask at a visit: the fees and what they include, the extras, how staff get to know each resident, visiting, food, activities, the latest inspection report.
3. Paying for care (check each with {chAdviceWhere}): {chFunding}.
4. Holding a room: what a deposit should cover, and what to check in any contract.
5. Where to get independent help: {chHelpWhere}.
From {product}, {chAWord} in {chTown}. Ring {{phone}} with any question, whichever home you choose.

---
Email to a group or adviser:
Subject: A talk for your families on choosing and paying for a care home
Hello {{first name}}, I'm {{your name}}, the manager at {product} in {chTown}. Families often tell us they wish they'd known how to choose a home, and how paying for care works, before they had to decide in a hurry. I'd be glad to give a twenty-minute talk to your group, with no sales pitch, or leave copies of a short guide. Would either help?`,
    marketingWisdom:
      "The families who pay for care themselves usually start looking long before the crisis, through the people who support them. Helping them with plain facts, whichever home they choose, is remembered, and so is the home that gave the help.",
  },
  {
    id: "ch-community",
    careHome: 6,
    name: "Open the doors: {chCommunity} hosted at {product}",
    kinds: ["local"],
    goals: ALL_GOALS,
    stages: ALL_STAGES,
    channels: ["events", "community", "partnerships"],
    requires: [],
    uses: ["community"],
    cost: { min: 20, max: 100 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Most families have never been inside a care home until they need one, so a monthly café or group where people who live with dementia and their carers are welcome, and the school choir singing for the residents, brings neighbours through the door on an ordinary day, and the residents enjoy it.",
    description:
      "Host one thing a month that brings the community in and that the residents enjoy: {chCommunity}. Run it with the people who already do it (the local dementia group, the carers' centre, the school), so it's theirs as much as yours. No sales at the event; a guide and a name to ring are on the table for anyone who asks.",
    steps: [
      "Ask the local dementia support group and the carers' centre whether they'd run a monthly café or group at {product}, in a room you can give them free; agree the day, the time and who leads.",
      "Ask the local primary school whether its choir could sing for the residents once a term, and invite the families of residents and the neighbours.",
      "Announce each one on the Google profile, in the parish or community newsletter and with the groups themselves; never film or post residents without their consent.",
      "At each event, have tea, the guide to choosing and paying for a care home and one name to ring, and nothing sold.",
      "Every month, count who came, and any enquiry that mentions the café, the group or the choir.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A room once a month", "Tea and cake", "The guide on the table"],
    successMetrics: ["One community event a month", "Neighbours and carers who came, and enquiries that mention it", "Progress towards: {metrics}"],
    template: `Note to the dementia group or carers' centre:
Hello {{first name}}, I'm {{your name}}, the manager at {product} in {chTown}. We'd like to offer our {{room}} free, once a month, for a café or group for people living with dementia and their carers, run your way, with tea and cake. Our residents would be glad of the company. Could we find a day that suits you?

---
Note to the school:
Dear {{headteacher}}, our residents at {product} would love to hear the school choir, once a term, at a time that suits you. Families are welcome; we'll have tea for the grown-ups and squash for the singers. Ring {{phone}}.`,
    marketingWisdom:
      "A care home that is part of its neighbourhood is chosen by people who have already been inside, on a good day. The community links matter to residents first; the families who see them remember.",
  },
  {
    id: "ch-families-proof",
    careHome: 7,
    name: "Families of residents as the proof: their words with consent, reviews on {chReviewSite}, and a family who will take a call",
    kinds: ["local"],
    goals: ALL_GOALS,
    stages: ALL_STAGES,
    channels: ["reviews", "referral"],
    requires: [],
    uses: ["community", "sales"],
    cost: { min: 0, max: 20 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "A worried daughter trusts another daughter more than any brochure: the families of current residents, in their own words and with their consent, answer the questions about cost and guilt that a manager can't.",
    description:
      "Ask the families of residents who have settled, a few weeks after the move and once only, whether they'd write a few words about {product} (on {chReviewSite}; check each site's own process for care homes before you ask) and whether one or two would take a call from a family deciding. Use their words only with consent, never health details, and every photo of a resident only with their consent (or their attorney's) and with dignity.",
    steps: [
      "Check how {chReviewSite} collect reviews for a care home (some verify each reviewer) and which families are happy to be asked.",
      "Six weeks after each move, when the family visits, ask in person with the words in the template; give the link on a card, and never ask on the day of a move, after a bad week or at a death.",
      "Ask two or three families whether a family deciding could ring them; give a deciding family their number only with their consent.",
      "Reply to every review within two days, thanking them, without naming the resident or anything about their health.",
      "Every Friday, count reviews and calls between families, and put one family's words (with consent) on the fees page and the profile.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A card with the review link", "Two or three families happy to take a call", "Consent in writing for any words or photos used"],
    successMetrics: ["Reviews from families each month", "Families deciding who spoke to a current family", "Progress towards: {metrics}"],
    template: `Asking a family, in person:
"It's good to see {{their parent's name}} settled. If you've a moment one day, would you write a few words about us on {chReviewSite}? Nothing about {{their parent's name}}'s health, only what it's been like for you. And would you mind if, now and then, a family deciding gave you a ring? Only if you'd like to."

---
Reply to a review:
Thank you, {{first name}}, for taking the time. It means a great deal to everyone here. {{your name}}, {product}

---
Consent note (for any words or photo used):
I agree that {product} may use {{my words / this photo}} on {{where}}. I can withdraw this at any time by telling the manager. Signed {{name}}, {{date}}.`,
    marketingWisdom:
      "Families choosing a home look for people like them who made the same decision and feel at peace with it. Their words, given freely and with consent, do more than any advert; a resident's dignity comes before any photo.",
  },
  {
    id: "ch-search-ads",
    careHome: 8,
    name: "Google search ads on the searches families make, sent to the fees page and paused when the rooms are full",
    kinds: ["local"],
    goals: ["signups", "revenue", "awareness"],
    stages: ALL_STAGES,
    channels: ["google-ads", "google-business"],
    requires: [],
    uses: ["paid"],
    cost: { min: 600, max: 10000 },
    paid: true,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Self-funding families search for homes in the week they decide, and a capped ad that leads to the fees page and a visit today or tomorrow can win families the chains' ads would get, if it is judged by visits and rooms, not clicks.",
    description:
      "Run Google search ads on a handful of searches families make ({chSearches}), within a few miles of {product}, sending them to the fees page with the fees and a number to ring. Cap the daily spend, pause the ads when the rooms are full, and judge them each month by visits and rooms taken, never by clicks. No offers in the ads, ever. If nobody at the home has run ads before, ask a freelancer to set the campaign up and show you how to read the weekly report.",
    steps: [
      "Set up Google Ads with five to ten searches families make, a radius around {product}, and the fees page as the landing page; check Google's rules for healthcare advertising before you write the ads.",
      "Write ads that say what a family wants to know: the fees, a visit today or tomorrow, the inspector's words; never a discount or a deadline.",
      "Set a daily cap that fits the budget and add a call extension, so families can ring from the search.",
      "Ask every enquirer where they found you, and count ad enquiries, visits and rooms taken on the call sheet.",
      "Once a month, divide the spend by visits and by rooms taken; pause the ads when the rooms are full and drop searches that bring no visits.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A Google Ads account the home owns", "The fees page to send families to", "The call sheet, counting where each family found you"],
    successMetrics: ["Spend per visit and per room taken, each month", "Ads paused when the rooms are full", "Progress towards: {metrics}"],
    template: `Ad:
Headline: {product}, {chTown} | Fees {chFeeShort} | Visit today or tomorrow
Description: {product} is {chAWord} for {chResidents}: {chFeatures}. Fees and what's included on our website. Evenings and weekends too.`,
    marketingWisdom:
      "A care home can't outspend a chain on ads, but it doesn't need to: a few searches near the home, sent to a page that says the fees plainly, and judged by rooms taken, are worth paying for only while they fill rooms.",
  },
  {
    id: "ch-enquiry-coordinator",
    careHome: 9,
    name: "An enquiries and visits coordinator seven days a week, and a film of an ordinary day at {product} made with every resident's consent, judged by rooms filled",
    kinds: ["local"],
    goals: ALL_GOALS,
    stages: ALL_STAGES,
    channels: ["calls", "video"],
    requires: [],
    uses: ["sales", "content"],
    cost: { min: 3000, max: 15000 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "On a budget this size the limit is not money but hands: a coordinator who answers every enquiry the same day, books visits in the evening and at the weekend and keeps in touch with the discharge team fills rooms faster than any advert, and a short film of an ordinary day shows families what a visit would.",
    description:
      "Hire or second one person as enquiries and visits coordinator, covering evenings and weekends with a deputy: they answer every call and web enquiry, book and lead visits, send the Monday note and keep the call sheet. Alongside, pay a local filmmaker for a three-minute film and a set of photographs of an ordinary day at {product} (lunch, the garden, an activity, the staff), with written consent from every resident shown (or their attorney) and from their family, and nothing a resident wouldn't choose to share. Judge both by visits booked and rooms filled, never by views.",
    steps: [
      "Write the coordinator's role from the first call to moving day: answer every enquiry the same day, offer a visit today or tomorrow, lead the visit, ring once the next day, send the Monday note; agree who covers evenings and weekends.",
      "Recruit from inside first (a senior carer who knows every resident) or advertise locally, with the pay and hours plain.",
      "Brief a local filmmaker: an ordinary day, no actors, no music over people's words; collect written consent from every resident shown or their attorney, and from their family, before filming, and let anyone step out at any time.",
      "Put the film on the fees page and the Google profile, and send it to families after the first call, never as an advert with an offer.",
      "Every Friday, the coordinator reports enquiries, visits and rooms taken by who sent each family; once a month, compare the coordinator's and the film's cost with the fees of the rooms filled.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["A coordinator, with a deputy for evenings and weekends", "A local filmmaker for two days", "Written consent from every resident and family shown"],
    successMetrics: ["Enquiries answered the same day, and visits within a day", "Rooms filled each month, by who sent each family", "Progress towards: {metrics}"],
    template: `Coordinator's week:
Monday: the note to the discharge team, social workers and GP practices: rooms free and how fast we can assess.
Every day: every enquiry answered the same day; visits today or tomorrow, evenings and weekends too; one call the next day.
Friday: enquiries, visits and rooms taken, by who sent each family.

---
Consent for filming (one per resident shown):
I agree that {product} may film and photograph {{name}} during an ordinary day, for its website and Google profile. I can ask for any clip to be removed at any time by telling the manager. Signed {{name or attorney}}, {{date}}.`,
    marketingWisdom:
      "A care home with money to spend does best by spending it on people: the person who answers the phone, shows the home and rings the next day. A film of an ordinary day, made with consent, lets a family see what they would on a visit before they come.",
  },
];
