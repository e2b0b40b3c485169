import type { LibraryTactic } from "../types";
import { ALL_STAGES } from "./stages";

/*
 * Businesses that sell to UK schools and academy trusts (Reading.schools): refurbished laptops, furniture,
 * a cleaning contract, training, software. The buyer is a school business manager, an IT lead, a head or a
 * trust's central team, spending public money: they ask for quotes (often three above a threshold their
 * finance policy sets), raise a purchase order, pay an invoice, look first at frameworks and the DfE's
 * "Get help buying for schools" service, and buy on the school year's calendar (budgets set in the
 * spring, orders in the summer term, devices set up over the summer holiday). Schools trust schools: a
 * reference from a school nearby does more than any advert. A school seller's plan is made of these
 * tactics only: no free trial of a tool, no card payments, no review sites for software.
 */

const KINDS: LibraryTactic["kinds"] = ["b2b-smb", "b2b-enterprise", "ecommerce"];

export const SCHOOL_TACTICS: LibraryTactic[] = [
  {
    id: "schools-quote-pack",
    schools: 1,
    essential: true,
    name: "A quote pack a school business manager can file with the other two quotes",
    kinds: KINDS,
    goals: ["revenue", "signups", "awareness", "retention"],
    stages: ALL_STAGES,
    channels: ["case-studies", "email-marketing"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 20 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "{schoolRoles} spend public money: above a threshold their finance policy sets they usually need written quotes (often three) to compare, and a quote that answers the finance team's and the IT lead's questions on one page, the day it is asked for, is the one that gets filed and chosen.",
    description:
      "Write one quote a school can approve without a phone call: {product}'s price for each item, delivery, what the warranty covers and how a repair works, {schoolCredentials}, the return policy, how long the quote is valid, and that you invoice against the school's purchase order. Keep a supplier information sheet beside it (company number, VAT number, insurance, bank details on headed paper) for the finance team's new-supplier form.",
    steps: [
      "Ask two of the schools you already supply what their last quote request asked for and what their finance team needed to set you up as a supplier; write down each item.",
      "Write the quote template: per-item price with and without VAT, delivery, warranty terms, {schoolCredentials}, the return policy, validity (for example 60 days, so it lasts through a budget meeting), and 'we invoice against your purchase order; payment by BACS'.",
      "Write the supplier information sheet (legal name, company and VAT numbers, address, insurance, bank details, a named contact) and save both as PDFs ready to send the same day.",
      "Add one line to your website and email signature: 'Quotes for schools and trusts within one working day', and reply to every quote request within that day.",
      "Every Friday, count quotes sent, quotes accepted and purchase orders received in one sheet, next to the goal: {schoolPace}",
    ],
    setupSteps: 3,
    groundworkSteps: 1,
    resourcesNeeded: ["A quote template and a supplier information sheet (a document and a PDF)", "Your data-wiping, warranty and returns terms written down", "A weekly sheet of quotes, pilots and purchase orders"],
    successMetrics: ["Quote pack and supplier sheet ready within two weeks", "Every quote request answered within one working day", "Progress towards: {metrics}"],
    template: `Subject: Quote from {product}: {{number}} {schoolItems} for {{school name}}

Dear {{first name}},

Thank you for asking. Please find attached our quote {{quote number}} for {{number}} {schoolItems}, valid for 60 days, with our supplier information sheet for your finance team.

In short:
- {{number}} x {{item}} at {{price each}} excluding VAT ({{total}} including VAT), delivered and labelled
- Warranty: {schoolWarranty}, with repairs collected from school
- {schoolQuoteLine}
- Returns: {{return policy}}
- We invoice against your purchase order; payment by BACS

If it helps to compare it with your other quotes, I'm happy to take your IT lead through the details on a ten-minute call.

Kind regards,
{{your name}}
{product}`,
    marketingWisdom:
      "In school purchasing the quote is the sales pitch: it is read by a business manager comparing three, then by a head or a finance committee who never met you. Make it the one that needs no follow-up question, and send it first.",
  },
  {
    id: "schools-nearby-references",
    schools: 3,
    name: "References from the schools you already supply, offered to {schoolNearby}",
    kinds: KINDS,
    goals: ["revenue", "signups", "awareness"],
    stages: ["launched", "growth", "scaling"],
    channels: ["referral", "email-marketing"],
    requires: [],
    uses: ["sales"],
    cost: { min: 0, max: 30 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Schools trust schools: a business manager or IT lead asks colleagues in nearby schools and their trust before trusting a supplier, so a named school that will take a call does more for {product} than any advert.",
    description:
      "Ask the business manager or IT lead at each school you already supply whether they would take one short call from another school, and whether you may name them. Then write to {schoolNearby} with the name of a school they know, an offer to visit a classroom where the devices are in use, and the quote pack.",
    steps: [
      "Email each school you supply (the note below), asking whether you may name them and whether they would take one ten-minute call a term from a school thinking of buying.",
      "List the schools within reach of each reference school (the DfE's Get Information about Schools register lists every school with its type, trust and address) and find the business manager's name on each school's website.",
      "Write to five of those schools a week, naming the reference school nearest to each and offering the quote pack and a visit.",
      "When a school asks, introduce them to the reference by email, and thank the reference afterwards with a handwritten card.",
      "Every Friday, count introductions made, quotes asked for and orders in the sheet.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A list of nearby schools from Get Information about Schools (free)", "Two or three schools willing to be named", "The quote pack"],
    successMetrics: ["The schools you supply asked within two weeks, and two willing to take a reference call",  "Five nearby schools written to each week", "Progress towards: {metrics}"],
    template: `Subject: Would you take one call from another school?

Dear {{first name}},

Thank you again for choosing {product} for {{their school}}. I hope the {schoolItems} are doing their job in class.

Schools tell us they trust other schools far more than suppliers, so may I ask a small favour: could I name {{their school}} as a school we supply, and would you take one short call a term from a business manager or IT lead nearby who is thinking of buying? I'd always ask you first, and never pass on your details without your say-so.

Either way, thank you,
{{your name}}
{product}

---
To a nearby school:

Subject: {{reference school}} and {product}

Dear {{first name}},

{product} supplies {schoolItems} to {{reference school}}, a few miles from you; their business manager is happy to tell you how it has gone. {pitch}

If you are planning purchases for next year, I'd be glad to send a quote, or to arrange a visit to see the devices in use in a classroom.

Kind regards,
{{your name}}`,
    marketingWisdom:
      "A school business manager's first question about a new supplier is 'who else uses you?'. The answer that works is a school they have heard of, a few miles away, with a person who will pick up the phone.",
  },
  {
    id: "schools-trust-case-study",
    schools: 5,
    name: "A case study in a trust's terms: {schoolUnit}, warranty and time saved",
    kinds: KINDS,
    goals: ["revenue", "signups", "awareness"],
    stages: ["launched", "growth", "scaling"],
    channels: ["case-studies", "email-marketing"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "A trust's central team compares suppliers on what a finance committee asks (the {schoolUnit} over the years of use, what the warranty saved, the IT lead's time), and one page from a school they recognise answers those in their own terms.",
    description:
      "Write one page with a school you supply: how many {schoolItems}, the {schoolUnit} compared with new, repairs under warranty so far, how long set-up took, and a quote from the business manager or IT lead. Send it with every quote and to every trust's central team you write to.",
    steps: [
      "Pick the school with the clearest figures and ask the business manager for 20 minutes (the questions in the template); ask for their purchase figures or use your own invoices with their permission.",
      "Work out the {schoolUnit}: the price of a device divided by the years of its warranty, beside the same for a new one at the school's last quote, and say which figures are theirs and which are yours.",
      "Write the page: the school and its pupils, what they needed, what they bought, the numbers, the quote; send it to them to approve every line.",
      "Attach the case study to every quote and to your notes to trusts' central teams from then on, and put it on your website with the school's permission.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["One school's figures (or your own invoices, with their permission)", "20 minutes of the business manager's time", "A one-page layout"],
    successMetrics: ["First case study approved within five weeks", "Attached to every quote from then on", "Progress towards: {metrics}"],
    template: `Subject: Could we tell {{their school}}'s story in one page?

Dear {{first name}},

Trusts and business managers keep asking us what {product} costs per pupil over the years, and {{their school}}'s figures would answer it better than anything we could write.

Would you give me 20 minutes? You would approve every line, and we leave out any figure you'd rather keep private. The questions:
1. What did you need, and what were you comparing?
2. How many devices, and what did the alternative quote come to?
3. How have they held up, and has the warranty been used?
4. How long did set-up take your IT lead?
5. What would you tell another business manager?

Thank you,
{{your name}}
{product}`,
    marketingWisdom:
      "Finance committees think in cost per pupil and years of use, not in discounts. Put the arithmetic on the page, name whose figures they are, and the business manager can carry your case into a meeting you will never attend.",
  },
  {
    id: "schools-sbm-networks",
    schools: 4,
    name: "School business managers' groups and trusts' central teams, while next year's budgets are planned",
    kinds: KINDS,
    goals: ["revenue", "signups", "awareness"],
    stages: ALL_STAGES,
    channels: ["community", "events", "speaking", "partnerships", "case-studies"],
    requires: [],
    uses: ["sales", "social"],
    cost: { min: 0, max: 80 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Business managers share suppliers in their local groups and through the Institute of School Business Leadership (ISBL), and a trust's central team buys for all its schools at once; {schoolYear}, so the spring is when they plan what to buy.",
    description:
      "Offer the organiser of a local school business managers' group a useful ten minutes, not a pitch ('what to ask any supplier of {schoolItems}'), look at what ISBL offers suppliers, and write to the operations or IT lead of each trust within reach with the quote pack (and the case study once you have it), so {product} is on their list before the summer term.{schoolShow}",
    steps: [
      "Find the local school business managers' groups near you (ask the business managers you supply which local or regional group they go to; many link in with ISBL) and the trusts with schools within reach (Get Information about Schools lists each school's trust).",
      "Write to one group's organiser a week with the note below, offering a ten-minute talk or a one-page checklist for their members.",
      "Write to the chief operating officer or head of IT of two trusts a week, with the quote pack, the pilot offer and a named school nearby (and the case study once you have it).",
      "Check whether ISBL or a regional group offers suppliers a way to meet members (a conference or an event with supplier stands) and what it costs before paying for anything; one regional event a term is plenty.",
      "Every Friday, note groups met, trusts written to and quotes asked for in the sheet.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A list of local business managers' groups and nearby trusts", "A one-page checklist for business managers", "The quote pack (and the case study once written)"],
    successMetrics: ["One business managers' group met or written to each month", "Two trusts' central teams written to each week", "Progress towards: {metrics}"],
    template: `Subject: Ten useful minutes for your business managers' group?

Dear {{first name}},

I run {product}, a supplier to schools {schoolHome}. Business managers often tell me they would like a simple checklist for buying {schoolItems}: what to ask about warranty, data wiping, returns and the total cost per pupil.

Would a ten-minute slot at a future meeting be useful, or a one-page checklist to share with members? It would be practical, not a sales pitch, and I'm happy to fit whatever date suits.

Kind regards,
{{your name}}
{product}

---
To a trust's central team:

Subject: {product} for {{trust name}}'s schools, with a reference nearby

Dear {{first name}},

{pitch} {{reference school}} buys from us, and its business manager is happy to tell you how it has gone. If {{trust name}} is planning to buy {schoolItems} for September, I'd be glad to quote for one school or all of them, or to lend a set for one class first.

Kind regards,
{{your name}}`,
    marketingWisdom:
      "Business managers talk to each other far more than they read marketing. Give a room of them something useful and one will ask for a quote; give a trust's central team the numbers their finance committee wants and you quote for every school at once.",
  },
  {
    id: "schools-pilot-set",
    schools: 2,
    onlyWhen: /\b(?:laptops?|chromebooks?|tablets?|ipads?|computers?|devices?)\b/i,
    name: "Lend {schoolTrial} for half a term, with a clear return policy",
    kinds: KINDS,
    goals: ["revenue", "signups"],
    stages: ALL_STAGES,
    channels: ["partnerships", "email-marketing"],
    requires: [],
    uses: ["sales"],
    cost: { min: 30, max: 150 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "An IT lead who has to set up and support the devices wants to see them in a real classroom before a whole year group's order goes to the business manager; a pilot in the spring term, returned at no cost if it does not suit, turns into a summer-term order.",
    description:
      "Offer each school or trust that asks for a quote {schoolTrial} for half a term: you deliver, their IT lead sets them up, a teacher uses them, and at the end they either order or you collect them at no cost. Put the terms in writing before they arrive.",
    steps: [
      "Set aside the pilot stock and write the one-page pilot terms: how many, for how long, who is responsible for damage, collection at your cost, and what the order price will be.",
      "Offer the pilot to the schools that asked for a quote this school year and did not order, and in every quote and note to a trust from now on.",
      "Deliver, check in with the IT lead after a week and the teacher after three, and write down every problem and how you fixed it.",
      "When the pilot ends, send the quote for the full order with the teacher's and IT lead's comments, at the start of the summer term, when most device orders are placed.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["Pilot stock set aside", "One-page pilot terms", "Time for delivery and collection"],
    successMetrics: ["Pilot terms written and pilot stock set aside within two weeks", "First pilot running by the February half term, so it ends before Easter", "Pilots that turn into orders, counted at the end of each half term", "Progress towards: {metrics}"],
    template: `Subject: A pilot set for one class at {{school name}}

Dear {{first name}},

To make the decision easier, we can lend {{school name}} {{number}} {schoolItems} for one class for half a term, from {{start date}}. Your IT lead sets them up as they would their own, a teacher uses them in lessons, and at the end you either order or we collect them at our cost. You pay nothing for the pilot.

The terms are on one page, attached: what is included, who covers accidental damage, the collection date and the price if you order.

Would {{start date}} suit?

Kind regards,
{{your name}}
{product}`,
    marketingWisdom:
      "Schools buy carefully with public money, and the person who will support the devices for years decides more than the price does. Let them try it in a real lesson, with a clear way out, and the order arrives with the IT lead's blessing.",
  },
  {
    id: "schools-frameworks",
    schools: 6,
    name: "Find out which frameworks your schools buy through, and how to be on one",
    kinds: KINDS,
    goals: ["revenue", "signups", "awareness"],
    stages: ["growth", "scaling"],
    channels: ["partnerships", "docs"],
    requires: [],
    uses: [],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Long-term",
    impact: "Medium Impact",
    why: "Many schools and trusts look first at the frameworks recommended by the DfE's 'Get help buying for schools' service and those run by public buying organisations (Crown Commercial Service, ESPO, YPO and others), which can save them running their own quotes; you said schools ask whether {product} is on one.",
    description:
      "Look into the routes, without paying anyone yet: which frameworks for {schoolItems} the DfE's 'Get help buying for schools' service lists, which ones your schools and trusts use, when each next takes new suppliers, and whether a supplier already on one would take {product} on as a partner. Keep the quote route ready for schools that buy without a framework.",
    steps: [
      "Read the DfE's 'Get help buying for schools' pages and note each framework it recommends for {schoolItems} and who runs it.",
      "Ask the business managers you supply which framework, if any, they used for their last purchase of {schoolItems}, and whether a framework is needed at their order size.",
      "For each framework, check on its page or with its team when it next opens to new suppliers and what joining asks for (often accreditations, insurance and a tender); note the dates.",
      "Search Contracts Finder and Find a Tender for school and trust tenders for {schoolItems} near you and note the next closing dates.",
      "Decide before the end of the summer term whether to bid, partner with a supplier already on a framework, or stay with quotes for next year, and write the reason in the sheet.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["The 'Get help buying for schools' pages (free)", "Contracts Finder and Find a Tender searches (free)", "A page in the sheet for frameworks and dates"],
    successMetrics: ["Frameworks your schools use listed, with their next opening dates, within six weeks", "A decision on framework, partner or quotes before the summer holiday", "Progress towards: {metrics}"],
    template: `Subject: Which framework do you use for {schoolItems}?

Dear {{first name}},

A quick question as we plan next year: when {{their school}} last bought {schoolItems}, did you go through a framework (and if so which), or ask for quotes directly? And is there an order size above which your finance policy needs one?

It will help us make buying from {product} as simple as possible for you and for other schools.

Thank you,
{{your name}}
{product}`,
    marketingWisdom:
      "A framework is a door, not a sale: schools on it still compare suppliers. Know which doors your buyers use and when they open, and keep the quick quote ready for the many purchases that never go near one.",
  },
  {
    id: "schools-education-shows",
    schools: 7,
    name: "A stand at one education show business managers and IT leads visit, with the trusts invited beforehand",
    kinds: KINDS,
    goals: ["revenue", "awareness", "signups"],
    stages: ["launched", "growth", "scaling"],
    channels: ["trade-shows", "events", "speaking", "case-studies"],
    requires: [],
    uses: ["sales"],
    cost: { min: 2500, max: 15000 },
    paid: false,
    hoursPerWeek: 1.5,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "With a budget that can pay for a stand, one show where business managers and trusts' IT leads come to compare suppliers puts {product} in front of more of them in two days than a term of letters, if the conversations are booked beforehand and followed by quotes.",
    description:
      "Choose one show your buyers go to (ask the schools you supply: for technology the Bett show in London in January, otherwise a show such as the Schools & Academies Show or a regional business managers' conference; check where and when the next one is), book a small stand you can prepare for, invite the trusts and schools on your list to a set time at it, and follow every conversation with a quote within a week.",
    steps: [
      "Ask the business managers and IT leads you supply which shows or conferences they went to last year, and price a small stand at the two they name most (stand, travel, printed quote packs).",
      "Book the one you can prepare for in time, and set the target it must pay for: the quotes and orders at your average order size that would cover it.",
      "Four weeks before, invite 30 trusts and schools from your list to a set time at the stand, with the case study and the offer of a pilot set.",
      "On the stand, have the quote pack, {schoolTrial} to handle, and a sheet to note each visitor's school, role and what they need, for a quote within a week.",
      "Every Friday after the show, count quotes sent, pilots and purchase orders from it against what it cost.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A small stand and its costs", "Printed quote packs and the case study", "A list of 30 trusts and schools to invite"],
    successMetrics: ["Stand booked and priced against the quotes it must bring within six weeks", "Every visitor quoted within a week of the show", "Progress towards: {metrics}"],
    template: `Subject: Come and see {product} at {{show name}} on {{date}}

Dear {{first name}},

We'll be at {{show name}} on {{date}}, stand {{stand number}}. If {{trust or school name}} is planning to buy {schoolItems} for next year, I'd be glad to show you what a school near you bought, what it cost per pupil, and how our warranty and returns work.

Would a fifteen-minute slot at {{time}} suit? Or reply with what you need and I'll bring a quote.

Kind regards,
{{your name}}
{product}`,
    marketingWisdom:
      "A stand pays for itself only through the conversations booked before the doors open and the quotes sent the week after. Invite the people you want, and judge the show by the purchase orders, not the badges scanned.",
  },
];
