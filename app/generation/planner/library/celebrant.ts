import type { LibraryTactic } from "../types";
import { ALL_STAGES } from "./stages";

/*
 * A funeral celebrant (Reading.funeral.celebrant): a civil or humanist celebrant, an independent minister, a US
 * funeral officiant, who writes and leads services. Families arranging a funeral take the celebrant the funeral
 * director suggests, so the funeral directors are the channel: a visit with a sample service and the free dates,
 * easy to book at short notice, the tribute on time, a thank-you, which dates they struggle to cover. Then the
 * crematorium and burial-ground staff who see the work, the families' words passed back through the funeral
 * director, a page with sample words and the fee in full, talks where people plan their own funeral, the
 * professional body's directory, memorial and ashes services, and weddings or namings only when the founder
 * leads them. Never touting to the bereaved, never an offer. Each is marked `funeral` (its place in the plan)
 * and `celebrant` (only for one).
 */

const GOALS: LibraryTactic["goals"] = ["signups", "revenue", "retention", "awareness", "partnerships"];

export const CELEBRANT_TACTICS: LibraryTactic[] = [
  {
    id: "ce-director-visits",
    funeral: 1,
    celebrant: true,
    essential: true,
    name: "A visit to each funeral director in {place}: a sample service, your free dates and your fee in full",
    kinds: ["local"],
    goals: GOALS,
    stages: ALL_STAGES,
    channels: ["partnerships", "referral"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 30 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: true,
    inPerson: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Families take the celebrant the funeral director suggests, and a funeral director suggests the one whose work they have read, who answers when they ring and who they can picture with a family; a short visit with a sample service puts you on that list.",
    description:
      "List every funeral director in and around {place}, the independents and the branches of the larger groups, with the arranger's name (the person who sits with families and suggests a celebrant). Visit each in turn, by appointment, for fifteen minutes: leave a printed sample service (a real one, with the family's permission and names changed, or one you wrote to show your style), a card with your phone, your fee in full ({ceFeeLine}) and the dates you are free in the next month. Ask how they like to work with a celebrant and which dates they struggle to cover.",
    steps: [
      "List the funeral directors in and around {place}, with the arranger's or manager's name, the crematoriums and burial grounds they use most, and a column for the date you visited.",
      "Print ten copies of a sample service, the card with your phone and fee, and this month's free dates on one sheet.",
      "Ring two funeral directors a week with the call in the template and ask for fifteen minutes at a quiet time; visit, listen more than you speak, and leave the pack.",
      "After each visit, send a two-line thank-you the same day and note what they said about dates, timings and families they find hard to place (no religion, part-religious, a young death, a woodland burial).",
      "Every Friday, count visits, services booked and which funeral director each came from; go back after two months to those who haven't booked you yet, with new dates.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A list of funeral directors with the arranger's name", "A printed sample service, names changed and with permission", "A card with your phone, your fee in full and this month's free dates"],
    successMetrics: ["Two funeral directors visited a week", "Services booked, by funeral director, every Friday", "Progress towards: {metrics}"],
    template: `Call or email to a funeral director's arranger:
"Hello, is that {{arranger's name}}? I'm {{your name}} from {product}, a {ceWord} in {place}{ceTrained}. I write and lead personal funerals, non-religious or with a hymn or a prayer if the family wants one, at the crematorium, a village hall or a woodland burial ground.
I'd like to bring you a sample service and my free dates for the next month, and hear how you like to work with a celebrant. Could I call in for fifteen minutes one morning this week or next?"

---
What to leave (one sheet with the sample service):
{product} · {{phone}} · {{email}}
Fee: {ceFeeLine}.
Free in the next four weeks: {{dates}}. I answer calls and messages within the hour, and can usually take a service at four or five days' notice.
The tribute and the order of service reach you {{two days}} before the funeral.`,
    marketingWisdom:
      "A celebrant is sold by one sentence from the arranger to the family, 'we often work with a celebrant who would be lovely for your mum': the visit, the sample and the answered phone are what let them say it.",
  },
  {
    id: "ce-short-notice",
    funeral: 2,
    celebrant: true,
    name: "Easy to book at short notice: your free dates sent to each funeral director every Monday, and a reply within the hour",
    kinds: ["local"],
    goals: GOALS,
    stages: ALL_STAGES,
    channels: ["partnerships", "calls"],
    requires: [],
    uses: [],
    cost: { min: 0, max: 10 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "An arranger sitting with a family books the celebrant who can be confirmed before the family leaves the room; the one whose dates are already on the desk, and who answers, gets the service.",
    description:
      "Every Monday morning, send each funeral director who has booked you, or asked for your dates, one short message with the days you are free in the next two weeks. Keep your phone on during the working day, answer or reply within the hour, and confirm a booking in writing the same day with the date, time, place and the family's contact. Say yes to short notice whenever you can, and when you can't, say so at once so the arranger can ask someone else.",
    steps: [
      "Keep one calendar with every service, family visit and writing day, and block the time for each tribute so you know which dates you can truly offer.",
      "Every Monday, send the availability message in the template to each funeral director on your list.",
      "Reply to every call or message from a funeral director within the hour during the working day; when you are leading a service, set a voicemail that says when you'll ring back.",
      "Confirm each booking in writing the same day, and ring the family within 24 hours to arrange your visit.",
      "Every Friday, count requests, bookings and the ones you had to turn down, and why (the date, the distance, the notice).",
    ],
    setupSteps: 1,
    resourcesNeeded: ["One calendar with services and writing days blocked", "The Monday availability message", "A voicemail that says when you'll ring back"],
    successMetrics: ["The Monday message sent every week", "Every funeral director's call answered within the hour", "Requests, bookings and refusals, counted every Friday"],
    template: `Monday message to a funeral director (text or email):
Good morning {{arranger's name}}, my free dates for the next two weeks: {{dates and times}}. Short notice is fine; ring or text me on {{phone}} and I'll confirm within the hour.
{{your name}}, {product}

---
Booking confirmation (the same day):
Thank you, {{arranger's name}}. Confirmed: the funeral of {{name}}, {{date}} at {{time}}, {{crematorium or venue}}. I'll ring {{family contact}} today to arrange my visit, and the tribute and order of service will reach you by {{date}}.`,
    marketingWisdom:
      "Reliability is the marketing: a funeral director remembers who said yes on a Thursday for a Tuesday service, and who never made them chase a tribute.",
  },
  {
    id: "ce-after-service",
    funeral: 3,
    celebrant: true,
    name: "After every service: the tribute to the funeral director on time, a thank-you, and one question: which dates do you struggle to cover?",
    kinds: ["local"],
    goals: GOALS,
    stages: ALL_STAGES,
    channels: ["partnerships", "referral"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 20 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "A funeral director who got the order of service on time, heard the family thank them for the celebrant and was thanked in turn suggests you again; asking which dates they struggle to cover tells you where the next services are.",
    description:
      "Send the tribute and the order of service to the funeral director when you said you would, at least two days before the funeral, and bring the printed copy for the family on the day. The day after the service, send the arranger a short thank-you, and ask one question: which dates or kinds of funeral they find hardest to cover. Offer to be their first call for those.",
    steps: [
      "Agree with each funeral director when they want the order of service (often two or three days before) and put it in your calendar with every booking.",
      "Send the thank-you in the template the day after every service.",
      "Write down each answer to 'which dates do you struggle to cover?' (Mondays, short notice, a part-religious service, a woodland burial) and offer to be their first call for those.",
      "Every Friday, count services by funeral director, and note who has booked you twice or more: they are the recommenders your goal counts.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["The order-of-service date in your calendar with every booking", "A thank-you message, written once"],
    successMetrics: ["Every tribute and order of service on time", "Funeral directors who have booked you twice or more", "Progress towards: {metrics}"],
    template: `The day after the service, to the arranger:
Dear {{arranger's name}},
Thank you for asking me to lead {{name}}'s funeral yesterday; the family were {{what the family said}}, and your team made it go smoothly.
One question, if you have a moment: are there dates or kinds of funeral you find hard to cover (short notice, Mondays, a service with a hymn, a woodland burial)? I'd be glad to be your first call for those.
{{your name}}, {product} · {{phone}}`,
    marketingWisdom:
      "The thank-you is small and rare, which is why it is remembered; the question turns it into the next booking.",
  },
  {
    id: "ce-families-words",
    funeral: 4,
    celebrant: true,
    name: "The families' own words: a feedback card passed back through the funeral director, and a review asked once, gently, weeks later",
    kinds: ["local"],
    goals: GOALS,
    stages: ALL_STAGES,
    channels: ["reviews", "referral"],
    requires: [],
    uses: ["content"],
    cost: { min: 10, max: 40 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "A funeral director keeps suggesting the celebrant families thank them for, and the next family and arranger believe other families' words more than yours; a card passed back through the funeral director gathers them without pressing anyone.",
    description:
      "Print a small feedback card ('How was the service for you?') with a stamped envelope addressed to you, and ask each funeral director if they are happy to include it with their own follow-up or give it to the family. Share the kind words with the funeral director (they are proof to them too). Only if a family writes warmly, reply about four weeks after the funeral with one gentle line saying where a few words would help other families, once, never chased. Quote nothing without the family's written permission, and nothing private about the person who died.",
    steps: [
      "Print fifty feedback cards and envelopes, and ask each funeral director whether they're happy to pass them on, and how they'd like to do it.",
      "When a card comes back, send a copy to the funeral director, with the family's permission, and thank the family by hand.",
      "Four weeks after the funeral, and only to families who wrote warmly, send the one-line message in the template, once.",
      "Keep every family's words, with their permission to quote, for your page and the next funeral director visit; count cards and reviews every month.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["Fifty feedback cards and addressed envelopes", "A place to keep families' words and their permission"],
    successMetrics: ["Cards returned each month", "Families' words you may quote, with permission", "Progress towards: {metrics}"],
    template: `Feedback card (given by the funeral director):
How was the service for you?
I hope it was right for {{name}} and for all of you. If you'd like to tell me how it felt, what worked or what could have been better, I'd be grateful to read it. There is no need at all.
{{your name}}, {product} · {{address}}

---
About four weeks later, only to a family who wrote warmly:
Dear {{first name}},
Thank you for your card; it meant a great deal. If you ever feel able to, a few words about the service on {{your google or directory page}} would help another family who is asked whether they'd like a celebrant: {{your review link}}. Please don't feel you need to.
{{your name}}`,
    marketingWisdom:
      "Families rarely search for a celebrant, but the arranger reads what they write, and so does the next family who checks your name after it is suggested.",
  },
  {
    id: "ce-page",
    funeral: 5,
    celebrant: true,
    essential: true,
    name: "A page with sample words and your fee in full ({ceFee}), with your Google profile and {ceDirectoryName} leading to it",
    kinds: ["local"],
    goals: GOALS,
    stages: ALL_STAGES,
    channels: ["google-business", "seo"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 20 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "Medium Impact",
    why: "When a funeral director suggests you, the family often looks you up that evening; a page with your words, your fee in full and how to ask for you by name, found from your Google profile and your professional body's directory, settles the choice, and lets a family who heard you at a friend's funeral ask for you.",
    description:
      "Write one page for {product}: who you are and where you work ({place}), a few paragraphs from real services (with the families' permission, names changed), the kinds of service you lead (non-religious or part-religious, at the crematorium, a village hall, a woodland burial ground, a memorial or an ashes scattering), your fee in full ({ceFeeLine}), and one line for families: 'Ask your funeral director for me by name.' Put the same on a Google Business Profile (check the category that fits, such as Funeral celebrant service) and in {ceDirectoryName}, each with the link.",
    steps: [
      "Write the page from the template: sample words, the kinds of service, your fee in full and how to ask for you by name.",
      "Set up or update your Google Business Profile as a service-area business covering {place}, with the same fee, your training and the link to the page.",
      "Check that your listing in {ceDirectoryName} is there, current and complete: the area you cover, the services you lead, your phone and the link to the page, in the words the body allows about your training.",
      "Add the families' words you have permission to quote, a few at a time, never a photo of a family at a funeral.",
      "Every month, ask the families who book you directly how they found you, and note it.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["One page: sample words, your fee in full, how to ask for you", "A Google Business Profile and your directory listing linked to it"],
    successMetrics: ["The page, profile and directory listing live, with the fee in full", "Families who asked for you by name, each month, and how they found you"],
    template: `Your page:
{product}, {ceWord} in {place}
I write and lead funerals that are about the person: their life, their words, the music they loved. Non-religious, or with a hymn or a prayer if your family wants one, at the crematorium, a village hall, a woodland burial ground, or later as a memorial or when the ashes are scattered.
From a service I led (shared with the family's permission): "{{a short passage from a tribute}}"
My fee: {ceFeeLine}.
How to ask for me: tell your funeral director you'd like {{your name}} as your celebrant, or ring me on {{phone}} and I'll speak to them.`,
    marketingWisdom:
      "Your page is not where families find you; it is where they check you after someone they trust said your name. Make it answer the question 'will she get Dad right?'",
  },
  {
    id: "ce-crematorium-staff",
    funeral: 6,
    celebrant: true,
    name: "{ceCremStaff} and the {ceBurial} around {place}: the people who see your work, knowing you by name",
    kinds: ["local"],
    goals: GOALS,
    stages: ALL_STAGES,
    channels: ["partnerships", "community"],
    requires: [],
    uses: ["community"],
    cost: { min: 0, max: 20 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    inPerson: true,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Crematorium attendants, cemetery staff and woodland burial ground owners watch every celebrant keep time, handle the music and look after a family; funeral directors and families ask them who is good, and a woodland burial ground is often asked directly for a celebrant.",
    description:
      "List the {ceCremAll} where you lead services or could. Introduce yourself to the staff at each the next time you are there, keep to your slot to the minute, get the music cues right and thank them on the way out. Ask each woodland burial ground whether they keep a list of celebrants for families who ask, and how to be on it.",
    steps: [
      "List the crematoriums, cemeteries and woodland burial grounds you work at or could, with the manager's name and how long a service slot is at each.",
      "At your next service at each, arrive early, introduce yourself to the attendant and check the music and timings; thank them after.",
      "Write to each woodland burial ground with the note in the template, and visit the ones that reply.",
      "Every quarter, count services at each place and any booking that came through its staff.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A list of crematoriums, cemeteries and woodland burial grounds, with names and slot lengths"],
    successMetrics: ["Each place's staff know you by name", "Bookings through a crematorium or a burial ground, counted every quarter"],
    template: `Note to a woodland burial ground:
Dear {{manager's name}},
I'm {{your name}}, a {ceWord} in {place}. I lead personal funerals and memorials outdoors as well as at the crematorium, and I'd love to know how services at {{burial ground}} work best for you (timings, where people stand, music without power).
When families ask you for a celebrant, do you keep a list? I'd be glad to be on it, and to come and see the ground first.
{{your name}}, {product} · {{phone}}`,
    marketingWisdom:
      "Keeping to your slot at a busy crematorium is noticed by everyone who works there, and they mention it to every funeral director who comes through the door.",
  },
  {
    id: "ce-planning-talks",
    funeral: 7,
    celebrant: true,
    name: "Talks on planning your own funeral for {ceTalkGroups}, and a Death Café: where people write down the celebrant they want",
    kinds: ["local"],
    goals: GOALS,
    stages: ALL_STAGES,
    channels: ["speaking", "events", "community"],
    requires: [],
    uses: ["content", "community"],
    cost: { min: 0, max: 30 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    inPerson: true,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "People in their sixties and seventies are glad to talk about their own funeral when nobody is grieving, and a family who finds your name in a parent's written wishes asks the funeral director for you by name: the only way to be chosen before the funeral director suggests anyone.",
    description:
      "Offer a 40-minute talk, 'Planning a funeral that's really you', to {ceTalkGroups} in and around {place}: what a celebrant-led funeral can be, stories from services (with permission), and a wishes form people take home, with space to name the celebrant they want. No selling in the room; your name is on the form and you stay for questions. Join, or host, a Death Café too: an open conversation about death over tea, with no agenda and nothing promoted (check the guidelines on deathcafe.com), where people say what they want for their own funeral.",
    steps: [
      "Write the talk once (what a funeral can be, three short stories, the wishes form) and print a one-page wishes form with your name and number on the back.",
      "Send the note in the template to the speaker secretaries of two groups a month; many book speakers months ahead, so start now.",
      "At each talk, hand out the wishes form, say once that you are happy to be named on it, and stay for questions.",
      "Go to the Death Café nearest {place} as a guest (they are listed on deathcafe.com), or host one under its guidelines, and only say what you do when someone asks.",
      "Count talks, forms taken and any family who later asked for you because of one.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A 40-minute talk", "A printed wishes form with your name on the back"],
    successMetrics: ["Two groups written to a month", "Talks given and forms taken", "Families who asked for you by name"],
    template: `Note to a group's speaker secretary:
Dear {{name}},
I'm {{your name}}, a {ceWord} in {place}. I give a talk, 'Planning a funeral that's really you': what a personal funeral can be, a few stories from services I've led, and a simple form to write down your own wishes. It's warm rather than gloomy, and members usually have plenty of questions.
It takes about 40 minutes, and there is no charge. Would it suit one of your meetings this year?
{{your name}}, {product} · {{phone}}`,
    marketingWisdom:
      "The only celebrant a family asks for by name is one the person who died chose, or one they heard at a funeral; talks give people the chance to choose.",
  },
  {
    id: "ce-memorials",
    funeral: 8,
    celebrant: true,
    name: "Memorials and ashes scatterings: a service for families who had a direct cremation, or want one later",
    kinds: ["local"],
    goals: GOALS,
    stages: ALL_STAGES,
    channels: ["partnerships", "community"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 20 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    timeFrame: "Long-term",
    impact: "Medium Impact",
    why: "More families choose a direct cremation with no service, and many want to gather later, at a memorial or when the ashes are scattered; no funeral director has a reason to suggest anyone for that unless you tell them you do it.",
    description:
      "Add memorial services and ashes scatterings to your page and your sample sheet, with the fee in full. Tell each funeral director, especially those offering direct cremation, that you lead them, so they can mention it when a family collects the ashes; leave a short note on it with the {ceBurial} and village halls that host them.",
    steps: [
      "Write one paragraph on memorials and ashes scatterings for your page and your sample sheet: where, how long, and the fee.",
      "Mention it on your next visit to each funeral director, and ask whether they'd give the note in the template to families who collect ashes.",
      "Count memorial and scattering services each month, and who suggested you.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A paragraph and a fee for memorials and scatterings", "The note for families collecting ashes"],
    successMetrics: ["Memorials and scatterings booked each month"],
    template: `Note a funeral director can give when a family collects the ashes:
Gathering to remember {{name}}
Some families like to gather later, to scatter the ashes or hold a memorial, at home, in a garden, on a favourite walk or in a village hall. If you'd like someone to help you shape it and say the words, I'd be glad to: {{your name}}, {product}, {ceWord}, {{phone}}. No need to decide anything now.`,
    marketingWisdom:
      "A memorial has no funeral director's diary behind it, so the family asks whoever they were told about; be the name on the note.",
  },
  {
    id: "ce-other-ceremonies",
    funeral: 9,
    celebrant: true,
    onlyWhen: /\bweddings?\b|\bnamings?\b|\bvow renewals?\b/i,
    name: "Your {ceWeddings}: the families you served, and the venues near {place}",
    kinds: ["local"],
    goals: GOALS,
    stages: ALL_STAGES,
    channels: ["referral", "partnerships"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 30 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    timeFrame: "Long-term",
    impact: "Low Impact",
    why: "People who heard you lead a funeral remember you when there is a wedding or a naming to plan, and the venues that host them keep lists of celebrants.",
    description:
      "Show your {ceWeddings} on a separate part of your page, never alongside the funerals, and ask the venues near {place} that host them how to be on their list of celebrants. Never mention them to a family you're serving for a funeral; if they ask later, you're there.",
    steps: [
      "Add a separate section to your page for {ceWeddings}, with its own fee in full.",
      "Write to three venues near {place} with the note in the template.",
      "Count enquiries and bookings each month, and where they came from.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A separate section of your page, with its own fee"],
    successMetrics: ["Venues that list you", "Ceremonies booked each month"],
    template: `Note to a venue:
Dear {{name}},
I'm {{your name}}, a celebrant in {place}, and I write and lead {ceWeddings}. Do you keep a list of celebrants for families who ask? I'd be glad to come and see the venue and leave a sample ceremony.
{{your name}}, {product} · {{phone}}`,
    marketingWisdom: "Keep the two sides of your work apart in public; the warmth of one shows in the other without being said.",
  },
  {
    id: "ce-second-celebrant",
    funeral: 10,
    celebrant: true,
    name: "A second celebrant for the dates you can't take, so no funeral director hears 'no'",
    kinds: ["local"],
    goals: GOALS,
    stages: ALL_STAGES,
    channels: ["partnerships"],
    requires: [],
    uses: [],
    cost: { min: 200, max: 1500 },
    paid: true,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    timeFrame: "Long-term",
    impact: "Medium Impact",
    why: "Once funeral directors suggest you first, the services you turn down are the ones they give to someone else next time; a trusted second celebrant, paid per service, keeps every request answered under your name.",
    description:
      "When you are turning down services most weeks, agree with a celebrant you trust (trained with a body you respect) to take the dates you can't, under a simple written agreement: they lead in their own name, you pass on the booking and a fair share, and the funeral director knows in advance. Budget for a printed sample book and your share of their first services while they learn your style.",
    steps: [
      "Count the services you turned down in the last two months; start only when it is more than two a month.",
      "Agree the terms in writing with one celebrant, and introduce them to your funeral directors in person.",
      "Review every service they take with the funeral director and the family's card, and count bookings kept instead of refused.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A celebrant you trust", "A short written agreement"],
    successMetrics: ["Requests refused each month, down to none", "Progress towards: {metrics}"],
    template: `Note to a funeral director:
Dear {{arranger's name}},
So that you never hear 'no' from me: when I can't take a date, {{second celebrant}}, who trained {{where}} and whose services I know well, can. Ring me as usual and I'll confirm one of us within the hour.
{{your name}}, {product}`,
    marketingWisdom: "Reliability scales by never refusing; a trusted second name keeps the arranger's habit of ringing you first.",
  },
  {
    id: "ce-team",
    funeral: 11,
    celebrant: true,
    name: "A small team under your name: a booking coordinator who answers every funeral director within the hour, and celebrants you have trained in your way",
    kinds: ["local"],
    goals: GOALS,
    stages: ALL_STAGES,
    channels: ["partnerships", "calls"],
    requires: [],
    uses: [],
    cost: { min: 2500, max: 15000 },
    paid: true,
    hoursPerWeek: 3,
    contactsIndividuals: true,
    timeFrame: "Long-term",
    impact: "High Impact",
    why: "With this budget, what limits the services you lead is your own diary and phone: funeral directors across {place} will book a name that always answers and never says no, and that takes a coordinator and more than one celebrant.",
    description:
      "Employ a part-time booking coordinator (growing to full-time) who answers every funeral director's call and message within the hour, sends the Monday dates, books the family visits and chases nothing but the order-of-service deadlines. Recruit two or three celebrants who trained with a body you respect, pay for any further training they need, pair each with you on three services before they lead alone, and pay them per service. Every service goes out under your standards: the visit, the tribute on time, the printed copy, the feedback card. Grow only as fast as the funeral directors' bookings; spend what this needs, not the whole budget.",
    steps: [
      "Write down how you run a service from the first call to the feedback card, so someone else can follow it.",
      "Hire the coordinator first, with a shared calendar and phone line, and introduce them to each funeral director in person.",
      "Recruit and pair two or three celebrants with you; review each one's first services with the funeral director and the family's card.",
      "Every Friday, count requests, bookings and refusals by funeral director, and services by celebrant; add a celebrant only when refusals come back.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A written way of working, from the first call to the feedback card", "A booking coordinator, part-time at first", "Two or three celebrants, paid per service"],
    successMetrics: ["Every funeral director's call answered within the hour", "Requests refused each month, down to none", "Progress towards: {metrics}"],
    template: `Note to a funeral director:
Dear {{arranger's name}},
From {{date}}, {{coordinator's name}} will answer {product}'s phone from 8am to 6pm, so you'll always reach someone within the hour, and {{celebrant's name}} and {{celebrant's name}}, who have led services alongside me, can take the dates I can't. Every service is written and led the way I do it, with the tribute to you on time.
{{your name}}, {product} · {{phone}}`,
    marketingWisdom: "Growth for a celebrant is never an advert; it is more arrangers who can say 'yes, we can have someone on Tuesday'.",
  },
];
