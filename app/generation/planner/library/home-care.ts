import type { LibraryTactic } from "../types";
import { ALL_STAGES } from "./stages";

/*
 * A care-at-home business (Reading.homeCare): a home care or live-in care agency, an in-home senior care
 * agency or franchise, a companionship service for older people. A daughter or son chooses, often within days
 * of a fall or a hospital discharge, on the word of the discharge team, the GP practice or a friend, after
 * ringing two or three agencies. So the plan is the crisis call answered the same day, a plain price, the
 * people who meet families first, the carers shown by name, reviews from families with consent, talks where
 * families already meet, and carers recruited ahead of the hours sold. A shop's till, gift vouchers, window or
 * 'near me' ads mean nothing to a family choosing care for a parent, and nothing here sells on fear.
 */

export const HOME_CARE_TACTICS: LibraryTactic[] = [
  {
    id: "hc-crisis-call",
    homeCare: 1,
    name: "Ready for {hcCall}: a callback the same day and a free home assessment within 48 hours",
    kinds: ["local"],
    goals: ["signups", "revenue", "retention", "awareness", "partnerships"],
    stages: ALL_STAGES,
    channels: ["calls", "google-business"],
    requires: [],
    uses: ["sales"],
    cost: { min: 0, max: 20 },
    paid: false,
    hoursPerWeek: 1.5,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "{hcChoose} and ring two or three agencies, so the one that calls back the same day, visits within 48 hours and says honestly when its carers can start is usually the one they choose.",
    description:
      "Decide who answers the phone and the website's enquiries every day, evenings and weekends included, and promise a callback the same day. On that call, ask the five questions in the template and offer a free home assessment within 48 hours, at the parent's home, with the family there in person or on the phone. Give a start date only when carers with room are matched, and keep a one-line record of every call: who rang, who sent them, what they need and what happened.",
    steps: [
      "Set a rota of two or three people who answer calls and web enquiries each day, evenings and weekends included, and put the promise on {website}, the voicemail and the Google profile: 'We call back the same day.'",
      "Record the voicemail in the template, print the five questions by the phone, and start a call sheet: date, who rang, who sent them, the hours needed and the outcome.",
      "Offer every family a free home assessment within 48 hours, and keep two assessment slots a week free for families sent by the discharge team.",
      "At the assessment, agree the visits and the care plan with the parent and the family, say which carers with room on their rota would come, and give a start date only when they can; if they can't, say when you expect to have room.",
      "Every Friday, count calls, assessments, new families and hours agreed, by who sent each family, and ring back every family who didn't go ahead to ask why.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A rota for calls, evenings and weekends included", "The five questions by the phone", "A call sheet kept every day"],
    successMetrics: ["Every call returned the same day", "Assessments within 48 hours of the call", "Progress towards: {metrics}"],
    template: `Voicemail:
You've reached {product}, {hcAWord} in {hcTown}. Please leave your name and number and we'll call you back today. If someone needs help urgently, {hcUrgent}.

---
The first call, five questions:
1. Who is the care for, and where do they live?
2. {hcQuestion}
3. What help do they need, and at what times of day?
4. How will the care be paid for: {hcPayQuestion}?
5. Who else should be at the assessment?

End of the call:
"Thank you for telling me all that. Our price is {hcPrice}, {hcMinimum}, and that covers {hcServices}. I can come and meet {{their parent's name}} at home on {{day}} for a free assessment; we'll agree the visits together, and I'll tell you honestly when our carers can start."`,
    marketingWisdom:
      "In the week after a discharge, a family is not comparing brochures: they ring whoever they were told about and choose the agency that calls back, listens and says honestly when it can start. Speed and honesty on that first call win more families than any advert.",
  },
  {
    id: "hc-price-page",
    homeCare: 2,
    essential: true,
    name: "A plain price page and Google profile: {hcPriceLine}",
    kinds: ["local"],
    goals: ["signups", "revenue", "retention", "awareness", "partnerships"],
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
    why: "Families compare two or three agencies within a week and search for help where they are ({hcSearches}), so a page that says plainly what care costs and includes, found on Google, is where {product} earns the call.",
    description:
      "Write one page on {website} that answers what families ask before they ring: the price ({hcPrice}, {hcMinimum}), what a visit includes ({hcServices}), the areas you cover, how to pay, how fast you can start, who the carers are and {hcTrustProof}. Claim the free Google Business Profile as a business that serves {place}, and send it to that page.",
    steps: [
      "Write the price page from the outline in the template, with nothing left for the phone: the hourly price, the minimum, any different rate at weekends or on bank holidays, how you invoice and how families pay ({hcPayCheck}).",
      "Claim the free Google Business Profile at business.google.com as a service-area business covering {place} (families don't visit an office), pick the main category Google offers that is closest to {hcCare}, and add your hours, phone and {website}.",
      "Add real photos, each with the carer's consent: the team, a carer arriving, the office; no stock photos of smiling older people.",
      "Type the searches families make ({hcSearches}) into Google on your phone, note who comes up, and make sure your page answers each one in plain words.",
      "Every Monday, post one short update on the profile (a carer joining, the areas where you can start this week) and write three numbers in the tracker: searches, calls and website clicks.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["One page on your website", "A Google account the agency owns", "Photos taken with each carer's consent"],
    successMetrics: ["Price page live and the profile verified within two weeks", "Calls that mention the price page or Google, counted every Friday", "Progress towards: {metrics}"],
    template: `Price page ({product}):
Title: Prices and what's included | {product}, {hcTown}
1. What we do: {hcServices}, with {hcVisit}, in {place}.
2. What it costs: {hcPrice}, {hcMinimum}. {{any weekend or bank holiday rate}}. {{any joining fee}}.
3. How to pay: {hcPayLine}
4. How quickly we start: a callback the same day, a free home assessment within 48 hours, and a start date as soon as carers with room are matched.
5. Who we are: {hcCarers}{hcWage}. {hcRegistration}
6. Call {{phone}} or leave your number at {website}: we call back the same day.

---
Google profile description:
{product} is {hcAWord} in {hcTown}: {hcCarers}{hcWage}, visiting older people at home for {hcServices}. {hcPrice}, {hcMinimum}. We call back the same day.`,
    marketingWisdom:
      "A family comparing care in a hurry trusts the agency that says its price first. A plain page with the price, the minimum and what a visit includes saves everyone a call, and makes the call they do make a warmer one.",
  },
  {
    id: "hc-referral-partners",
    homeCare: 3,
    name: "{hcPartnersName}: a note every Monday of where you can start",
    kinds: ["local"],
    goals: ["signups", "revenue", "retention", "awareness", "partnerships"],
    stages: ALL_STAGES,
    channels: ["partnerships", "referral", "calls"],
    requires: [],
    uses: ["sales", "community"],
    cost: { min: 0, max: 40 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: true,
    inPerson: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Families ask the people who meet them first ({hcPartners}) which agency to call, and those people need one that can start this week, so a short note every Monday of where and when you have carers free makes {product} the name they give.",
    description:
      "List who sends families to care at home in {place} ({hcPartners}; check who does this in each hospital and practice), introduce {product} in person or by phone, and send each a short note every Monday: the areas where you can start new visits this week, how many hours, and how to refer. Never promise hours your carers can't cover; when you are full, say so in the note.",
    steps: [
      "List the people to reach in {place}: {hcPartners}. Ask at each hospital's switchboard and each {hcGp} who arranges care at home when someone leaves hospital, and put each name in a sheet with the date you spoke.",
      "Write a one-page introduction (what you do, {hcPrice}, {hcMinimum}, the areas you cover, the callback the same day, {hcTrustProof}) and the Monday note in the template.",
      "Each week, visit or ring two of them at a quiet moment: introduce yourself, ask how they choose an agency and what goes wrong, and leave the page; send the Monday note from then on, from the capacity line in your recruitment sheet.",
      "When someone they sent starts with you, tell them (with the family's consent) and thank them; when you can't take someone, say so the same day, so they can ring another agency.",
      "Every Friday, count new families by who sent them; after six weeks, go back to the three who sent the most and ask how to make it easier for them.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A sheet of the people to reach, with names", "A one-page introduction", "The capacity line from your recruitment sheet, every Monday"],
    successMetrics: ["Two new contacts a week, and the Monday note sent every week", "New families sent by each of them, counted every Friday", "Progress towards: {metrics}"],
    template: `Monday note (by email):
Subject: {product}: where we can start new visits this week
Hi {{first name}},
This week {product} can start new visits in {{areas}}, for up to {{hours}} hours a week in all, {{times of day}}. {hcPrice}, {hcMinimum}. To refer someone, call {{phone}} or email {{email}}: we call the family back the same day and visit within 48 hours. When we're full we'll say so here, so you never wait on us.
{{your name}}, {product}

---
First visit or call:
"Hello, I'm {{your name}} from {product}, {hcAWord} in {hcTown}. I won't keep you: how do you choose an agency when someone needs care at home, and what goes wrong? We call families back the same day and visit within 48 hours. May I send you a short note each Monday of where we can start?"`,
    marketingWisdom:
      "The people who arrange care when someone leaves hospital are judged on getting them home safely and on time. The agency they remember is the one that tells them honestly each week what it can take, answers the same day and never leaves a family waiting.",
  },
  {
    id: "hc-carer-recruitment",
    homeCare: 4,
    name: "Recruit carers ahead of the hours you sell: a carer referral bonus, a capacity line every Monday and an honest waiting list",
    kinds: ["local"],
    goals: ["signups", "revenue", "retention", "awareness", "partnerships"],
    stages: ALL_STAGES,
    channels: ["referral", "community"],
    requires: [],
    uses: ["community", "sales"],
    cost: { min: 100, max: 600 },
    paid: false,
    hoursPerWeek: 1.5,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Every new family needs carers with room on their rota, so a care agency can only sell the hours its carers can give: recruiting comes first, and the capacity line tells every other tactic what it may promise.",
    description:
      "Keep one sheet, updated every Monday: each carer's hours, areas and free slots, the hours agreed with families, and the capacity line (the hours you can start this week, and where) that every note and first call uses. Recruit every week, not when you are full: ask your carers first, with a referral bonus paid once the new carer has stayed a few weeks, then a plain job ad with the pay, the hours and the areas. When there is no room, families go on a waiting list with an honest date, never a promise.",
    steps: [
      "Build the capacity sheet in the template: each carer's hours, areas and free slots, and the hours agreed with families; every Monday, write the capacity line at the bottom.",
      "Tell every carer about the referral bonus: {{amount}} for each friend who joins and stays {{weeks}} weeks, paid to the carer who suggested them (check how your payroll treats it).",
      "Post one plain job ad a week (on the job sites carers use, at the job centre and on community noticeboards in {place}) with the pay, the hours, the areas and who to ring, and meet each applicant within three days.",
      "Before any family is given a start date, check the capacity line; when it is full, offer the waiting list in the template, and say so in Monday's note to the people who refer families.",
      "Every Friday, count applicants, new carers starting and hours of room against the hours families are asking for; if asks outrun room two weeks running, put more of the budget into recruiting before anything that brings more families.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A capacity sheet updated every Monday", "A referral bonus for carers, and a plain job ad", "About an hour and a half a week to meet applicants"],
    successMetrics: ["New carers starting each month, and how many stay three months", "Hours of room each Monday against the hours families ask for", "Progress towards: {metrics}"],
    template: `Capacity sheet (every Monday):
Carer | Hours a week | Areas | Free slots this week
{{carer}} | {{hours}} | {{areas}} | {{free slots}}
Hours agreed with families: {{hours}}. Hours we can start this week: {{hours}}, in {{areas}}.

---
Job ad:
Carers wanted in {hcTown}. {product} is {hcAWord}: we visit older people at home for {hcServices}. Pay: {{hourly pay}}, {{travel time and mileage}}. Hours: {{hours}}, in {{areas}}. Training: {{what training you give}}, and {hcCheck} before you start. Ring {{phone}} or reply here, and we'll meet you within three days.

---
Waiting list (when the carers are full):
Thank you for calling {product}. Our carers are full in {{part of town}} this week, and we won't promise visits we can't keep. We expect to have room from {{date}}: may we put {{their parent's name}} on our waiting list and ring you the day we do? If you need care sooner, {{another agency you trust}} may be able to help.`,
    marketingWisdom:
      "In home care, a family let down by a missed visit tells more people than a happy one. Selling only the hours you can staff, and saying honestly when you are full, protects the reputation every other tactic builds.",
  },
  {
    id: "hc-recruitment-drive",
    homeCare: 5,
    name: "A recruitment drive the budget can carry: a recruiter, weekly job ads and a paid induction, judged by carers who stay three months",
    kinds: ["local"],
    goals: ["signups", "revenue", "retention", "awareness", "partnerships"],
    stages: ALL_STAGES,
    channels: ["referral"],
    requires: [],
    uses: ["sales"],
    cost: { min: 3000, max: 20000 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "With this budget the limit on care hours is carers, not families, so money spent finding, training and keeping carers grows the hours faster than any advert, as long as it is judged by the carers who stay.",
    description:
      "Hire a recruiter (part-time, or an agency paid only for carers who stay), run job ads every week where carers in {place} look, pay new carers for their induction and shadow shifts, raise the referral bonus your carers get for a friend who joins, and pay a start bonus after three months. Judge every source by the carers still working three months later and the hours they give, and move money each month to what keeps carers.",
    steps: [
      "Work out what a carer who stays is worth (their weekly hours times your margin an hour) and set the most you will spend to find and keep one.",
      "Hire a recruiter, part-time or an agency paid per carer who stays, and give them the capacity sheet, so they recruit for the areas and hours families are asking for.",
      "Run job ads every week with the pay, the hours and the areas; pay for the induction and shadow shifts, and a start bonus after three months (check how your payroll treats both).",
      "Every month, count applicants, starters and carers still working after three months by where they came from, and move money to what keeps carers.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A recruiter, employed or paid per carer who stays", "Job ads every week", "Paid induction and shadow shifts"],
    successMetrics: ["Carers starting each month, and the share still working after three months", "Cost per carer who stays", "Progress towards: {metrics}"],
    template: `Brief for the recruiter ({product}):
We need carers for {{areas}}, for {{hours}} hours a week in all, mostly {{times of day}}, to start by {{date}}. Pay: {{hourly pay}}, {{travel time and mileage}}. Every applicant gets a call within two days and a meeting within a week; we pay for induction and shadow shifts, and a start bonus after three months. You are paid for carers still working with us after three months.

---
Job ad:
Carers wanted across {hcTown}. {product} is {hcAWord}: we visit older people at home for {hcServices}. Paid induction and shadow shifts, a start bonus after three months, and {hcCheck} before you start. Ring {{phone}} or reply here.`,
    marketingWisdom:
      "A care agency's growth is its carers' retention: a carer who leaves in the first month costs the recruiting, the training and the family's trust. Pay for what makes carers stay, and count the ones who do.",
  },
  {
    id: "hc-meet-the-carers",
    homeCare: 5,
    name: "Meet the carers: names and faces with their consent, {hcTrustProof}, and the carer at the first visit",
    kinds: ["local"],
    goals: ["signups", "revenue", "retention", "awareness", "partnerships"],
    stages: ALL_STAGES,
    channels: ["flyers", "reviews"],
    requires: [],
    uses: ["content", "community"],
    cost: { min: 0, max: 40 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Families don't hand a parent to an agency they can't picture, so showing who will come (names and faces, with each carer's consent), how carers are checked and trained, and {hcTrustProof} answers the question before they ask it.",
    description:
      "Write a 'Meet the carers' page on {website}: each carer's first name, photo and a line in their own words (with their written consent), how carers are checked and trained, how you try to keep the same carers with each family, and who covers when a carer is ill. Add {hcTrustProof}, and a rating only once you have been inspected. At every assessment, introduce the carers who would come, and have one of them at the first visit with the family there if they can be.",
    steps: [
      "Ask each carer whether they'd like to be on the page, and get written consent for their first name, photo and a line in their own words; anyone who says no is simply not shown.",
      "Write the page from the template: the carers, the checks and training, who covers when a carer is ill, and the registration line.",
      "Link the page from the price page, the Google profile and every email to a family, and print it as a one-page leaflet for assessments and for the people who refer families.",
      "At each assessment, show the family the carers with room and choose together; book the first visit with the family there in person or on the phone.",
      "Ask every new family after two weeks how the first visits went, and change the page when their questions show a gap.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["Each carer's written consent", "A page and a printed leaflet", "Half an hour a week to keep it current"],
    successMetrics: ["Page live with every carer who agreed, within three weeks", "Families who say the page or the leaflet helped them choose", "Progress towards: {metrics}"],
    template: `Meet the carers ({product}):
{{first name}}: "{{a line in their own words}}" (photo, with their consent)
{{first name}}: "{{a line in their own words}}"
How we check and train our carers: {hcCheck} for everyone, and {{your training}}.
The same faces: we try to send the same two or three carers to each family, and we always tell you who is coming. If a carer is ill: {{who covers and how you tell the family}}.
{hcRegistration}
Questions? Call {{phone}}: we call back the same day.`,
    marketingWisdom:
      "Trust in a care agency is trust in people. A name, a face and a promise about who will come say more to a worried daughter than any line about quality, and the registration is a check she can make herself.",
  },
  {
    id: "hc-community-partners",
    homeCare: 6,
    name: "{hcCommunityName}: where families ask before they know who to call",
    kinds: ["local"],
    goals: ["signups", "revenue", "awareness", "partnerships"],
    stages: ALL_STAGES,
    channels: ["partnerships", "speaking", "flyers"],
    requires: [],
    uses: ["community", "sales"],
    cost: { min: 0, max: 20 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    inPerson: true,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Families who don't know where to start ask the council, a charity for older people or the solicitor writing a power of attorney, so being known there, with a plain answer on how paying works, puts {product} on the short list before the crisis call.",
    description:
      "Introduce {product} to {hcCommunity} (check which of them exist in {place} and who to speak to), with the one-page introduction and the price page, and offer each a 20-minute talk to their team or group. Send families back to them too, for benefits and support beyond care: partners notice who does.",
    steps: [
      "List who families ask in {place}: {hcCommunity}. Find a named person for each (the team manager, the information and advice lead, the carers' centre coordinator, the private client solicitor).",
      "{hcFundingStep}",
      "Send each the note in the template with the price page, and offer a 20-minute talk at a team meeting, a carers' group or a solicitor's client evening.",
      "Keep their leaflets in your assessment folder and give them to families who need more than care: benefits advice, a carer's assessment, a power of attorney.",
      "Every Friday, count the families who name one of them when they call.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A list of named people to reach", "The one-page introduction and the price page", "An hour a week"],
    successMetrics: ["Ten organisations introduced within six weeks", "Families who name one of them, counted every Friday", "Progress towards: {metrics}"],
    template: `Note to {{their organisation}}:
Subject: {product}, {hcCare} in {hcTown}: for the families you advise
Hi {{first name}},
I'm {{your name}} from {product}, {hcAWord} in {hcTown}: {hcCarers}{hcWage}, visiting older people at home for {hcServices}. Our price is {hcPrice}, {hcMinimum}, and we call families back the same day. {hcFundingNote}
When someone you advise needs help at home, could you mention us among the agencies they might call? I'd be glad to give a 20-minute talk to your team or group on how care at home is arranged and paid for, with no sales pitch.
{{your name}}, {product}, {{phone}}`,
    marketingWisdom:
      "People who give advice for a living recommend carefully: they mention the agency whose price is clear, who answers the phone and who sends families back to them for the help it can't give. Be useful to them first.",
  },
  {
    id: "hc-family-reviews",
    homeCare: 7,
    name: "Reviews from families on {hcReviewSites}, asked with consent and with nothing about anyone's health",
    kinds: ["local"],
    goals: ["signups", "revenue", "retention", "awareness", "partnerships"],
    stages: ALL_STAGES,
    channels: ["reviews", "flyers"],
    requires: [],
    uses: ["community"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Families comparing agencies read other families' reviews first, and a new agency's best proof is a few honest ones asked for the right way: from the family (and the client, if they wish), with consent, and never about anyone's health.",
    description:
      "After six to eight weeks of visits, ask every family alike for an honest review on {hcReviewSites}, with the link, and offer nothing in return; ask them to leave out anything about their parent's health or care needs. Reply to every review without mentioning the client or their care, and quote none on {website} or a leaflet without the family's written consent.",
    steps: [
      "Set up your listing on {hcReviewSites} (check how each one collects and checks reviews) and copy the review links.",
      "At the six- to eight-week review of each family's care, ask in the same words (the template), never only the families you expect to be happy, and never for a discount or a gift.",
      "Write your reply rule on one line and keep to it: thank them, never mention the client, their health or their care in public, and offer to talk by phone.",
      "Before putting any review on {website} or in a leaflet, get the family's written consent and check {hcRules}.",
      "Every Friday, count new reviews and reply to each within two days.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["Your review links", "One sentence to ask with", "A reply rule everyone in the office knows"],
    successMetrics: ["One or two new reviews from families a month", "Every review answered within two days, none mentioning anyone's care", "Progress towards: {metrics}"],
    template: `Asking a family (in person or by email, after six to eight weeks):
Thank you for trusting {product} with {{their parent's name}}. If you have a minute, an honest review on {{review site}} helps other families in {place} choose care: {{review link}}. Please leave out anything about {{their parent's name}}'s health or care needs; what helps most is how we have been to deal with. Either way, call {{phone}} any time. {{your name}}

---
Reply to any review (good or bad):
Thank you for taking the time to write. We never discuss anyone's care in public, but we'd be glad to talk: please call {{phone}} and ask for {{your name}}. {product}`,
    marketingWisdom:
      "A family's review of a care agency is read for one thing: would I trust them with my own parent? A few honest, recent ones, answered calmly and privately, say more than a page of stars.",
  },
  {
    id: "hc-community-talks",
    homeCare: 8,
    name: "A talk or drop-in at community centres, churches and carers' groups: help at home, and how it's paid for",
    kinds: ["local"],
    goals: ["signups", "revenue", "awareness", "partnerships"],
    stages: ALL_STAGES,
    channels: ["speaking", "community", "flyers"],
    requires: [],
    uses: ["community"],
    cost: { min: 0, max: 30 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    inPerson: true,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Families and older people in {place} who are worried, but not yet in a crisis, go to community centres, churches and carers' groups, and a useful talk there means {product} is the name they remember when the call comes.",
    description:
      "Offer a free 30-minute talk or a drop-in morning, 'Help at home: what's available and how it's paid for', covering {hcTalkTopics}, with time for questions and no sales pitch. Bring the price page and the carers' leaflet, and aim for one a month.",
    steps: [
      "List the community centres, churches, libraries, carers' groups and older people's clubs in {place}, with the person who books speakers.",
      "Write the talk from the outline in the template, and check what you say about benefits and paying for care with {hcAdviceSource} before you give it.",
      "Offer it with the message in the template; give one a month, bring a carer who would like to come, and leave the price page and the carers' leaflet.",
      "Count the calls from people who heard the talk in the month after it.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A 30-minute talk outline", "The price page and the carers' leaflet, printed", "A morning or an evening a month"],
    successMetrics: ["One talk or drop-in a month", "Calls from people who heard it, in the month after", "Progress towards: {metrics}"],
    template: `Message to a community centre, church or carers' group:
Hi {{first name}}, I'm {{your name}} from {product}, {hcAWord} in {hcTown}. I give a free 30-minute talk, "Help at home: what's available and how it's paid for", with time for questions and no sales pitch. Would {{a date}} suit your group?

---
Talk outline (30 minutes):
1. When help at home is worth thinking about, and who to ask first.
2. How care is arranged and paid for: {hcTalkTopics}.
3. What a visit looks like, and the questions to ask any agency.
4. Questions; the price page and a number to call, for anyone who wants them.`,
    marketingWisdom:
      "Most families meet home care for the first time in a crisis. A calm talk before then, which helps them whichever agency they choose, is remembered, and so is the person who gave it.",
  },
  {
    id: "hc-search-ads",
    homeCare: 9,
    name: "Google search ads on the searches families make when they need care, paused when the carers are full",
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
    why: "Families search {hcSearches} in the week they need care, and a capped ad that takes them to the price page and a callback the same day can win calls other agencies would get, as long as it runs only while carers have room.",
    description:
      "Run one Google search campaign in {place} on a handful of those searches, with a daily cap, sent to the price page; count a call or a callback request as the conversion, and judge it by assessments booked, not clicks. Pause it whenever the capacity line says you are full, and check Google's advertising policies and {hcRules} before you start.",
    steps: [
      "Check Google's advertising policies for care services and {hcRules}, then create one search campaign with the location set to {place}, a daily cap you can afford to lose while you learn, and your Google Business Profile linked.",
      "Choose 10 to 15 keywords from the searches families make ({hcSearches}) and add negatives right away: jobs, vacancies, training, courses, salary.",
      "Write the ad from the template (headlines under 30 characters, descriptions under 90, no claim you can't back up) and count a call or a callback request as a conversion.",
      "Every Monday, check the capacity line and pause the campaign while you have no room; every Friday, read the search terms, add negatives, and write the cost per assessment beside the assessments your partners bring.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A Google Ads account linked to your Google Business Profile", "Calls and callback requests counted as conversions", "A daily budget cap"],
    successMetrics: ["Cost per assessment booked", "Assessments from ads, every Friday", "Progress towards: {metrics}"],
    template: `Headlines (up to 30 characters each):
{product}
Callback the Same Day
Carers in {hcTown}

Descriptions (up to 90 characters each):
{hcPrice}, {hcMinimum}. A free home assessment within 48 hours.
Local carers{hcWage}. See our prices and carers online.`,
    marketingWisdom:
      "Search ads for care buy the moment of need, not trust: they work when the page they land on answers the price and the start date plainly, and when the phone is answered. Count assessments, never clicks, and switch them off when you are full.",
  },
];
