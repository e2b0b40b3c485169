import type { LibraryTactic } from "../types";
import { ALL_STAGES } from "./stages";

/*
 * Health practices people register with or book a course of care at (Reading.clinic): a vet practice, or a
 * physio, osteopath or chiropractor's clinic. New patients come through the people who see the same animals
 * or injuries first (breeders and rescue centres; running shops, coaches and doctors), through a first step
 * that suits care (a new pet's registration with a nurse check; a free 15-minute injury check), through the
 * pages people search when something is wrong, and through reviews answered without confirming anyone is a
 * patient. A salon's rebooking upsell, a card by the till, a stamp card or a gift voucher mean nothing to
 * someone whose knee hurts or whose puppy needs its second vaccination.
 */

export const CLINIC_TACTICS: LibraryTactic[] = [
  {
    id: "clinic-search-pages",
    clinic: 3,
    clinicCare: ["vet", "body"],
    essential: true,
    name: "Google Business Profile and one page for each thing people search for",
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
    why: "People look for a {clinicWho} the day something is wrong, by typing what is wrong and where they are ({clinicSearches}), so a complete Google profile and a plain page for each of those searches is where {product} is found first.",
    description:
      "Claim the free Google Business Profile for {product} with the right main category, your hours and the booking link, and write one short page on {website} for each thing people search: what it is, what a first visit involves, how paying works, and the first step to book. Add one page a week.",
    steps: [
      "Claim or create the profile at business.google.com with the practice's exact name and address, and start verification today; pick the main category a worried person would search for (the one Google offers for a {clinicWord}), then add your hours, phone and {website} as the booking link.",
      "Add ten real photos in daylight: the front door, the waiting area, the treatment room and the team, so nobody arrives anxious about where to go.",
      "List the searches that bring people to a {clinicWho} in {place}: {clinicSearches}. Type each into Google on your phone and note who comes up.",
      "Write one page a week on {website} for one of those searches, with the outline in the template: plain words, no promises of an outcome, and the first step to book at the top and the bottom.",
      "Every Monday, post one short update on the Google profile (a tip, a new page, this week's free times) and write three numbers in the tracker: searches, calls and booking clicks.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A Google account the practice owns", "Ten photos taken in daylight", "An hour a week for one page"],
    successMetrics: ["Profile verified and complete within two weeks", "One new page a week, each found in Google's results within a month", "Progress towards: {metrics}"],
    template: `Google profile description:
{product} is a {clinicWord} in {clinicTown}. {clinicDifferent} Book online or call {{phone}}.

---
Outline of each page (one search, one page):
Title: {{the search in the searcher's words}} | {product}, {clinicTown}
1. What it is, in two or three plain sentences, and when to see someone about it.
2. What happens at a first visit at {product}, and how long it takes.
3. What it costs and how paying works: {{prices and payment}}.
4. When to see someone else first (an emergency, a warning sign).
5. The first step: {clinicFirst}. Book at {website} or call {{phone}}.`,
    marketingWisdom:
      "Someone searching at 10pm about {clinicWorry} wants to know three things: is this the right place, what happens next, and what it costs. A page that answers those plainly, without promising a result, earns the booking.",
  },
  {
    id: "clinic-referral-partners",
    clinic: 2,
    clinicCare: ["vet", "body"],
    name: "Referral partners who see the same {clinicPatients} first",
    kinds: ["local"],
    goals: ["signups", "revenue", "retention", "awareness", "partnerships"],
    stages: ALL_STAGES,
    channels: ["partnerships", "referral"],
    requires: [],
    uses: ["community"],
    cost: { min: 0, max: 40 },
    paid: false,
    hoursPerWeek: 1.5,
    contactsIndividuals: true,
    inPerson: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "The people who meet your future patients before you do ({clinicPartners}) are asked every week who to see, and a name they know and trust, with a simple way to send someone, is worth more than any advert.",
    description:
      "Make a list of twenty {clinicPartners} in {place}, visit or call two a week in person, and give each a short note of what you see and how to send someone: a card with the booking link and {clinicFirst}. Tell partners when someone they sent has been seen, only with that person's consent, and thank them.",
    steps: [
      "List twenty partners in {place} by name: {clinicPartners}. Put them in a sheet with who you spoke to and when.",
      "Print a small stack of referral cards (the card in the template) with the booking link and {clinicFirst}, and a one-page note of what you see, for partners to keep.",
      "Each week, visit or call two partners at a quiet moment of theirs: introduce yourself, ask what their customers most often ask about, and leave the cards. Send the follow-up message the same day.",
      "At every first visit, ask 'Who suggested us?' and write the answer in the sheet; thank each partner by name when someone they sent books (say nothing about that person's care without their written consent).",
      "Every Friday, count first visits by who sent them; after six weeks, go back to the five partners who sent the most and ask how to make it easier for them.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A sheet of twenty partners", "Printed referral cards with the booking link", "Two visits or calls a week"],
    successMetrics: ["Partners visited or called, two a week", "First visits sent by a partner, counted every Friday", "Progress towards: {metrics}"],
    template: `Referral card (for partners to hand over):
{product}, {clinicTown}: {clinicFirst}.
Book at {website} or call {{phone}}. Sent by: ____________

---
Follow-up message, the same day:
Hi {{first name}}, thanks for your time today at {{their business}}. As promised, here is how to send someone to us: they can book {clinicFirst} at {website}, or call {{phone}}, and mention your name. If it helps your customers, I'm happy to {clinicHelp}. {{your name}}, {product}`,
    marketingWisdom:
      "Referral partners send people to whoever makes them look good: someone seen quickly, treated well and told plainly what is going on. Be that practice, thank them for each person, and keep the route to you one card and one link long.",
  },
  {
    id: "clinic-injury-check",
    clinic: 1,
    clinicCare: "body",
    name: "A free 15-minute injury check on {clinicQuiet}",
    kinds: ["local"],
    goals: ["signups", "revenue", "retention", "awareness", "partnerships"],
    stages: ALL_STAGES,
    channels: ["calls", "google-business"],
    requires: [],
    uses: ["community"],
    cost: { min: 0, max: 20 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "People with a nagging injury put off booking a session at {clinicPrice} because they are not sure it is worth it or whether a {clinicWho} is the right person, so a free 15-minute check (in person or by phone) answers that, on the mornings that are empty today.",
    description:
      "Offer {clinicFirst} on {clinicQuiet}: fifteen minutes to hear what happened, look at the problem and say honestly whether physical treatment is likely to help, what a plan would involve and what it would cost, or whether to see a doctor first. No hard sell: about half of those who need treatment will book it.",
    steps: [
      "Block the 15-minute checks in your booking system on {clinicQuiet} only, and put them on {website} and the Google profile as a bookable service.",
      "Write the check's four questions (below) and the one-sentence honest answer you give at the end: what you think is going on, whether treatment is likely to help, and what the first session would cost.",
      "At the end of each check, offer the first full session, on {clinicQuiet} where it suits them; if it is not for you, say who to see instead.",
      "Tell everyone who calls with a question, and the running shops, run clubs and coaches you already know, that the check exists and which mornings it is on.",
      "Every Friday, count checks booked, and how many became a first session, against {metrics}.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["Fifteen-minute slots on {clinicQuiet}", "Four questions and one honest answer", "A line on the booking page and the Google profile"],
    successMetrics: ["Free checks booked each week", "Share of checks that become a first session", "Progress towards: {metrics}"],
    template: `Booking page and Google profile:
Not sure if you need a {clinicWho}? Book a free 15-minute injury check at {product} on {clinicQuiet}. We'll listen, look at the problem and tell you honestly whether treatment is likely to help, what it would involve and what it would cost. Book at {website}.

---
The four questions:
1. What happened, and when did it start?
2. What can't you do now that you could before?
3. What have you tried, and what did your doctor say?
4. What would you like to be doing again in two months?`,
    marketingWisdom:
      "A free check lowers the cost of finding out, not the price of care. It works when it is honest: telling someone they don't need you, or need a doctor first, is what they remember and repeat.",
  },
  {
    id: "clinic-plan-of-care",
    clinic: 4,
    clinicCare: "body",
    name: "A written plan of care, with the next session booked for a clinical reason",
    kinds: ["local"],
    goals: ["signups", "revenue", "retention", "awareness", "partnerships"],
    stages: ALL_STAGES,
    channels: ["email-marketing", "calls"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 20 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Patients stop coming when they feel a bit better or cannot see where treatment is going, and then neither finish their care nor recommend you; a short written plan (what is wrong, what each session is for, what they do at home, how you will both know it is working) keeps them, and the follow-ups fill {clinicQuiet}.",
    description:
      "After the first session, give each patient a one-page plan of care: the likely problem in plain words, the number of sessions you expect and why, the exercises between them, and the sign that it is working, in their own words ('running 5k again', 'sitting through a meeting'). Book the next session before they leave, with the reason for it, offering {clinicQuiet} first. On paying, say it plainly: {clinicPayingLower}",
    steps: [
      "Write the one-page plan of care (the template) and fill one in at the end of every first session; give it on paper or by email.",
      "Book the next session before the patient leaves, saying what it is for ('to check the knee takes load before you run again'), and offer {clinicQuiet} first.",
      "Put how paying works on the plan and on {website}: the price ({clinicPrice}), what insurance does and does not cover, and how to claim it back.",
      "At the last planned session, review the goal with them, give a home programme, and say when to call if it comes back.",
      "Every Friday, count first sessions, follow-ups booked on {clinicQuiet} and patients who stopped before the plan ended, and ask one of them why.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A one-page plan of care", "Booking the next session before they leave", "A short paragraph on how paying works"],
    successMetrics: ["Share of patients leaving with the next session booked", "Follow-ups booked on {clinicQuiet}", "Progress towards: {metrics}"],
    template: `Plan of care ({product}):
Name: {{first name}}       Date: {{date}}
What we think is going on: {{in plain words}}
What we will do: {{number}} sessions over {{weeks}} weeks; next session: {{date}}, to {{what the next session is for}}.
Between sessions: {{two or three exercises}}.
How we will know it is working: {{the sign in their own words}}.
Paying: {clinicPrice}. {clinicPaying}
Questions? Reply to this email or call {{phone}}.`,
    marketingWisdom:
      "Rebooking in a clinic is part of the treatment, not an upsell: people complete a plan when they know what each session is for and can see progress. Never promise an outcome; promise a plan and a check on it.",
  },
  {
    id: "clinic-talks",
    clinic: 5,
    clinicCare: "body",
    name: "Talks at run clubs and workplaces: running injuries and desk backs",
    kinds: ["local"],
    goals: ["signups", "revenue", "awareness", "partnerships"],
    stages: ALL_STAGES,
    channels: ["speaking", "events"],
    requires: [],
    uses: ["community"],
    cost: { min: 0, max: 40 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    inPerson: true,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Runners and desk workers in {place} who have ignored a niggle for months will listen for twenty minutes to someone who explains it, and a talk puts {product} and a free check in front of a room of them at once.",
    description:
      "Offer {clinicTalk}: practical, no selling, ten minutes of questions, and a card with {clinicFirst}. Start with the run clubs and running shops you already know and two employers with desk workers; aim for two talks a month.",
    steps: [
      "Write two 20-minute talks (the outlines in the template): one for runners and cyclists, one for desk workers.",
      "Offer them to the run clubs, running and bike shops and two or three employers in {place}, with the message in the template.",
      "At each talk, hand out the card with {clinicFirst}, and a sign-up sheet for a monthly tips email (name, email, a tick box for consent).",
      "After each talk, send the host a thank-you and the slides, and count the checks booked in the following two weeks.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["Two 20-minute talk outlines", "Cards with the free check", "A sign-up sheet with a consent box"],
    successMetrics: ["Talks given, two a month", "Free checks booked within two weeks of each talk", "Progress towards: {metrics}"],
    template: `Message to a run club, a cycling club or a running shop:
Hi {{first name}}, I'm {{your name}}, the {clinicWho} at {product} in {clinicTown}. I give a free 20-minute talk, 'Niggles that stop runners and riders, and when to get them checked', with ten minutes of questions. No selling, and I bring everything. Would {{a date}} suit your club night?

---
Message to an employer:
Hi {{first name}}, I'm {{your name}}, the {clinicWho} at {product} in {clinicTown}. I give a free 20-minute lunchtime talk for desk workers, 'Desk backs: what to change at your desk, and when to get a sore back checked', with ten minutes of questions. No selling, and I bring everything. Would a lunch break on {{a date}} suit your team?

---
Talk outline (20 minutes):
1. The three problems I see most often, and what they feel like.
2. What you can do this week (two exercises, one habit).
3. The warning signs that mean see a doctor now.
4. Questions; and a card for a free 15-minute check if something is bothering you.`,
    marketingWisdom:
      "Speaking works for a practice when it teaches: people trust the person who explained their knee, and the warning signs you give show you care more about them than about a booking.",
  },
  {
    id: "clinic-new-pet",
    clinic: 1,
    clinicCare: "vet",
    name: "New-pet registration with a free nurse check and a puppy or kitten pack",
    kinds: ["local"],
    goals: ["signups", "revenue", "retention", "awareness", "partnerships"],
    stages: ALL_STAGES,
    channels: ["google-business", "calls"],
    requires: [],
    uses: ["community"],
    cost: { min: 0, max: 80 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Owners register with a vet when they get a new pet or move, usually before anything is wrong, so {clinicFirst} gives them a reason to register now and meet the team while the pet is well.",
    description:
      "Make registering at {product} easy online and at the desk, and give every newly registered pet a free nurse check (weight, teeth, coat, a chat about vaccinations, worming and diet) and, for puppies and kittens, a pack with a vaccination and worming calendar. The nurse explains the health plan at that check, in money terms.",
    steps: [
      "Put a one-page registration form on {website} and at the desk, asking only what you need (owner, pet, species, age, previous vet), and make the free nurse check bookable from it.",
      "Write the nurse check's twenty-minute routine and the one-page puppy and kitten pack: a vaccination and worming calendar, the first-year costs, what to call you about, and how the health plan works.",
      "Tell the breeders, rescue centres and groomers you visit, and the local groups, that new pets get a free nurse check, and put it on the Google profile as a service.",
      "At every nurse check, book the next vaccination or check before they leave and explain the health plan with the money sheet; never push it.",
      "Every Friday, count new registrations, nurse checks held and health plans joined, against {metrics}.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A one-page registration form", "A twenty-minute nurse check routine", "A printed puppy and kitten pack"],
    successMetrics: ["Pets registered each week", "Share of nurse checks that lead to a booked next visit", "Progress towards: {metrics}"],
    template: `Registration page and Google profile:
New to the area, or a new {clinicYoung}? Register at {product} in {clinicTown} and book a free nurse check: we'll weigh them, look at their teeth and coat, and go through vaccinations, worming and diet with you. Twenty minutes, no rush. Register at {website}.

---
Puppy and kitten pack, page one:
Welcome to {product}, {{pet's name}}!
Your first year: {{vaccination dates}}, {{worming and flea dates}}, neutering from {{age}}.
What it costs: paid visit by visit {{the first year's care}}, or on our health plan {clinicPlan}.
Call us straight away if: {{warning signs}}.`,
    marketingWisdom:
      "Owners choose a vet before they need one. A calm first meeting, with a nurse who has time to answer every question, is what they remember when the pet is ill at 8am.",
  },
  {
    id: "clinic-health-plan",
    clinic: 4,
    clinicCare: "vet",
    name: "The health plan in money terms: {clinicPlan} against paying visit by visit",
    kinds: ["local"],
    goals: ["signups", "revenue", "retention", "awareness", "partnerships"],
    stages: ALL_STAGES,
    channels: ["email-marketing", "google-business"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 30 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Owners join a health plan when they can see what it saves them, and the chain's plan makes them ask how yours compares; a one-page sum, {clinicPlan} against the same care paid visit by visit, answers that at the desk, on the page and at every nurse check.",
    description:
      "Write one page that puts the plan in money terms: what {clinicPlan} includes (vaccinations, flea and worm treatment, checks, any discounts), what the same care would cost paid visit by visit, and what it does not cover (it is not insurance). Put it on {website}, give it at every registration and nurse check, and offer the plan to every owner the same way.",
    steps: [
      "Add up what the plan's care costs paid visit by visit for a typical dog, cat and rabbit, using your price list, and write the money sheet (the template).",
      "Say plainly that the health plan is not pet insurance and does not cover illness or accidents, and check with your plan administrator how it must be described.",
      "Compare honestly with the chain's plan on what is included, and lead with what they do not offer ({clinicSession}, {{anything else that is different}}).",
      "Put the sheet on {website} and the Google profile, and have the nurse go through it at every new-pet check: show the sum, then let the owner decide.",
      "Every Friday, count plans joined, by where the owner first heard of it (nurse check, desk, page), against {metrics}.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["Your price list", "A one-page money sheet per species", "The nurse's five minutes at every check"],
    successMetrics: ["Health plans joined each week", "Share of new registrations who join the plan", "Progress towards: {metrics}"],
    template: `The health plan for your {{species}}, in money terms ({product}):
The plan: {clinicPlan}.
What's included: {clinicCovers}.
The same care paid visit by visit: {{total per year}}. On the plan you spread it monthly and save {{difference}} a year.
Not included: illness and accidents (the plan is not insurance).
Ask our nurse at your free check, or join at {website}.`,
    marketingWisdom:
      "A health plan sells on arithmetic and trust, not pressure: show the sum, say what it does not cover, and let owners decide. Owners who join feel looked after, come in for their checks, and stay.",
  },
  {
    id: "clinic-puppy-parties",
    clinic: 5,
    clinicCare: "vet",
    name: "Puppy parties and an open evening to meet the team",
    kinds: ["local"],
    goals: ["signups", "revenue", "awareness", "partnerships"],
    stages: ALL_STAGES,
    channels: ["events", "community"],
    requires: [],
    uses: ["community"],
    cost: { min: 20, max: 80 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    inPerson: true,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "New owners want their puppy to like the vet and want to meet the people they will trust before anything is wrong, and an evening at the practice lets them do both.",
    description:
      "Run {clinicTalk}: one hour, the nurse goes through vaccinations, worming, diet and behaviour, puppies meet each other and the consulting room, and owners can register on the night. Invite every owner who registers a puppy, the local groups, and the breeders, rescue centres and puppy-class trainers you know, who can pass the invitation on.",
    steps: [
      "Set the dates: an open evening to meet the team, then a puppy party one evening a month for up to eight puppies (after their first vaccination; your vets set the rule).",
      "Send the invitation in the template to every owner who registers a puppy, post it in the local groups and give it to the breeders and puppy-class trainers you know; ask people to book so you know numbers.",
      "On the night: a few words from the nurse, treats, a walk through the consulting room, the puppy and kitten pack and the health plan's money sheet to take home; offer registration and a free nurse check there and then.",
      "Count registrations and plans in the two weeks after each party, and ask the owners who came what nearly stopped them registering.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["An evening a month in the practice", "A nurse for an hour", "Treats and the printed packs"],
    successMetrics: ["Places booked at each party", "Registrations in the two weeks after each party", "Progress towards: {metrics}"],
    template: `Invitation (new owners, local groups, breeders and trainers to pass on):
Puppy party at {product}, {clinicTown}: {{date}}, {{time}}. Bring your new puppy (after their first vaccination, up to {{age}}) to meet the team and the consulting room before they ever need it. Our nurse will go through vaccinations, worming, diet and settling in. Free, eight places: book at {website}.

---
Open evening (for every owner, with or without a pet):
Come and meet the team at {product}: {{date}}, {{time}}. See the consulting rooms, ask the vets anything, and take home the health plan's sum. Register on the night and your pet's first nurse check is free. Book at {website}.`,
    marketingWisdom:
      "A pet's first visit decides whether it shakes at the door for years. Owners remember the practice that made the first visit fun, and tell the other owners at the park.",
  },
  {
    id: "clinic-local-groups",
    clinic: 6,
    clinicCare: "vet",
    name: "Introduce the new practice in the neighbourhood's Facebook groups and local magazines",
    kinds: ["local"],
    goals: ["signups", "revenue", "awareness", "partnerships"],
    stages: ALL_STAGES,
    channels: ["facebook-groups", "press"],
    requires: [],
    uses: ["community"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "Medium Impact",
    why: "Owners in {place} ask each other in the neighbourhood's Facebook groups which vet to use, and read the local magazines, so one honest introduction, posted where the rules of each group allow, puts {product} in those conversations.",
    description:
      "Write one introduction of {product} (who you are, the {clinicSession}, the free nurse check for new pets, the health plan) and post it once in each local group that allows businesses to post, on its promotion day if it has one; send the same to the local magazines and residents' bulletins. Then answer questions in those groups as a neighbour, never with a sales line.",
    steps: [
      "List the Facebook groups, local magazines and residents' bulletins in {place}, and read each group's rules on business posts.",
      "Write the introduction in the template and a photo of the team at the practice's door.",
      "Post once per group where allowed, and email the magazines' editors; answer every comment the same day.",
      "Count registrations that mention a group or a magazine, every Friday.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A list of local groups and magazines", "A photo of the team", "Half an hour a week for replies"],
    successMetrics: ["Groups and magazines reached", "Registrations that mention them", "Progress towards: {metrics}"],
    template: `Introduction post:
Hello {place}! We're {{names}}, and we've opened {product}, an independent vet practice for {clinicAnimals}. Our {clinicSession} leave time to explain, with no rush. New pets get a free nurse check, and our health plan is {clinicPlan}. Come and meet us: {website}. Happy to answer any questions here.`,
    marketingWisdom:
      "In a neighbourhood group, an owner's recommendation counts for far more than yours. Introduce yourself once, then earn the recommendations by answering questions helpfully.",
  },
  {
    id: "clinic-teeth-recall",
    clinic: 1,
    clinicCare: "teeth",
    name: "Every patient leaves with the next check-up booked, and a recall reminder when it is due",
    kinds: ["local"],
    goals: ["signups", "revenue", "retention", "awareness", "partnerships"],
    stages: ALL_STAGES,
    channels: ["email-marketing", "calls"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 30 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Most patients who drift away never decided to leave (nobody booked the next visit and nothing reminded them), so booking the next check-up and hygiene visit before they leave, and a reminder when it is due, is the cheapest way to keep {clinicOneOff}, each of them a patient the membership plan can keep.",
    description:
      "Book every patient's next check-up and hygiene visit at the desk before they leave, ask once for consent to reminders, and let the practice software send a recall text and email when each is due, {clinicRecallRule}. Then write once to the patients seen once in the last eighteen months who never rebooked, with a plain reason to come back and a slot on {clinicQuiet}.",
    steps: [
      "Add one consent line to the new-patient form and ask it at the desk: 'May we remind you by text or email when your check-up and hygiene visit are due?' Record the answer in the practice software.",
      "At the end of every visit, the dentist or hygienist says when the next one is due and why, and the desk books it there and then (the words in the template), offering {clinicQuiet} first.",
      "Turn on recall in your practice software: a text four weeks before the check-up or hygiene visit is due, an email two weeks before, and one more text if nothing is booked, {clinicRecallRule}.",
      "List the patients seen once in the last eighteen months who never rebooked and agreed to reminders; send the win-back message in the template to twenty a week, and note every reply and booking.",
      "Every Friday, count the share of new patients who left with a second visit booked, recall bookings, and win-back replies, against {metrics}.",
    ],
    setupSteps: 4,
    resourcesNeeded: ["A consent line on the new-patient form", "Recall turned on in your practice software", "A list of patients seen once who never rebooked"],
    successMetrics: ["Share of new patients leaving with a second visit booked (aim for four in five)", "Recall reminders that become a booking", "Progress towards: {metrics}"],
    template: `At the desk, at the end of every visit:
"{{dentist's name}} would like to see you again in {{months}} months for your check-up, and the hygienist in {{months}}. Shall I book both now? Times on {clinicQuiet} are easy to get, and we'll send a reminder the week before."

---
Recall text (only to patients who agreed to reminders):
Hi {{first name}}, it's {product}. Your {{check-up or hygiene visit}} is due in {{month}}. Book at {website} or call {{phone}}; we have times on {clinicQuiet}. Reply STOP to stop reminders.

---
Win-back message (patients seen once, who agreed to hear from us):
Hi {{first name}}, it's {{your name}} at {product}. It's been a while since your first visit, and your check-up is due. If anything put you off coming back, I'd like to know: just reply. If you'd like to book, we have times on {clinicQuiet}, at {website} or {{phone}}.`,
    marketingWisdom:
      "Recall is the backbone of a dental practice: patients rarely remember when a check-up is due, so the reminder is a service, not a sales message. A next visit booked before they leave is kept far more often than one they mean to book.",
  },
  {
    id: "clinic-teeth-membership",
    clinic: 2,
    clinicCare: "teeth",
    name: "The membership plan at every visit and on the website: {clinicPlanLine}, and the saving",
    kinds: ["local"],
    goals: ["signups", "revenue", "retention", "awareness", "partnerships"],
    stages: ALL_STAGES,
    channels: ["email-marketing", "google-business", "flyers"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 40 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Patients join a membership plan when the sum is plain (what it covers, the monthly price and what they save against paying visit by visit), and said at every visit and on one page of the website it turns one-off patients into members who come back twice a year.",
    description:
      "Write the plan's sum once (the visits it covers at your usual prices against the plan's price over a year) and use the same words on {website}, on a one-page leaflet at the desk, and at the end of every new-patient exam and check-up. Offer it, never push it, and say what it does not cover.",
    steps: [
      "Work out the sum: the visits the plan covers ({clinicCovers}) at your usual prices, against the plan's {clinicPlan}, and what else members get ({{member extras}}, such as a discount on treatment). Write it as in the template.",
      "Put it on one page of {website} and on a one-page leaflet at the desk: what it covers, the monthly price, the saving, what it does not cover, and how to join or leave.",
      "At the end of every new-patient exam and check-up, the dentist or the desk offers the plan in the words of the template, and hands over the leaflet; nobody is pressed.",
      "Send the page once to the patients who came once and agreed to hear from you, with the recall message, and add it to the Google profile as a service.",
      "Every Friday, count new members and where each joined (the desk, the website, a recall), against {metrics}.",
    ],
    setupSteps: 4,
    resourcesNeeded: ["The plan's sum, written once", "A page on the website and a leaflet at the desk", "Two sentences everyone at the desk says the same way"],
    successMetrics: ["New members each week, by where they joined", "Share of new-patient exams that end with the plan offered", "Progress towards: {metrics}"],
    template: `The plan's sum (website page and desk leaflet):
The {product} membership plan: {clinicPlanLine}.
Paid visit by visit, the same care costs {{check-up price}} × 2 + {{hygiene price}} × 2 = {{total}} a year. On the plan: {clinicPlan}, so you save {{saving}} and spread the cost monthly.
Not covered: {{what the plan does not cover}}. Join at the desk or at {website}; {{how to leave}}.

---
At the end of the exam or check-up:
"You're due back for a check-up and a hygiene visit every six months. Many patients spread that with our membership plan: {clinicPlanLine}, which works out cheaper than paying each time. Here's the leaflet; have a look at home, and tell us at your next visit."`,
    marketingWisdom:
      "A membership plan keeps patients because it books them in: people who pay monthly come to the visits they have already paid for. Show the sum plainly and say what is not covered; a plan oversold is a complaint later.",
  },
  {
    id: "clinic-teeth-new-patients",
    clinic: 3,
    clinicCare: "teeth",
    name: "A welcome for {clinicNewcomersShort}: an honest new-patient page and {clinicFirst}",
    kinds: ["local"],
    goals: ["signups", "revenue", "retention", "awareness", "partnerships"],
    stages: ALL_STAGES,
    channels: ["seo", "facebook-groups"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 20 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Many people in {place} are looking for a dentist who can see them ({clinicNewcomers}) and search or ask in local groups first, so a plain page that says you take new patients, what the first exam costs and how soon they can be seen answers the question they are asking.",
    description:
      "Write one page on {website}, and the same words on the Google profile, for {clinicNewcomers}: that you take new patients, what {clinicFirst} includes, how soon you can see them, and what happens next, in honest words that explain private care and never criticise anyone else. When someone in a local group asks for a dentist taking new patients, answer with the page where the group's rules allow it.",
    steps: [
      "Write the new-patient page from the template: you take new patients, {clinicFirst}, what it includes, the next free times ({clinicQuiet} first), and the membership plan for afterwards.",
      "Read it against {clinicAdRules}: no misleading claims, prices that match what patients pay, and nothing that runs down {clinicOthers}.",
      "Post it on your Google profile as an update, and add 'Taking new patients' to the profile's description.",
      "Join the two or three local Facebook groups where people in {place} ask for recommendations, read their rules, and answer 'anyone know a dentist taking new patients?' posts with a short reply and the link, where promotion is allowed.",
      "Every Friday, count new-patient exams booked and where each patient heard of you.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["One page on the website", "A Google profile update", "Two or three local groups whose rules you have read"],
    successMetrics: ["New-patient exams booked each week", "Share of new patients who found the page or a group reply", "Progress towards: {metrics}"],
    template: `New-patient page (and Google profile update):
Looking for a dentist in {clinicTown}? {product} is taking new patients.
We're a private {clinicWord}: your first visit is {clinicFirst}, with a full check of your teeth and gums and a clear, written plan and price for any treatment you need before anything is done. We can usually see you within {{days}} days, and times on {clinicQuiet} are easiest to get.
After that, {clinicPayingLower}.
Book at {website} or call {{phone}}.

---
Reply in a local group (where the rules allow it):
Hi {{first name}}, we're taking new patients at {product} in {clinicTown}. The first visit is {clinicFirst}, and we can usually see people within {{days}} days. Details here: {website}. {{your name}}, practice manager`,
    marketingWisdom:
      "People who couldn't find a dentist want two facts: can you see me, and what will it cost. Say both in the first line. Honest wording wins their trust; criticising where they came from loses it, and the regulator's guidance rules it out.",
  },
  {
    id: "clinic-teeth-treatment-pages",
    clinic: 4,
    clinicCare: "teeth",
    essential: true,
    name: "Google Business Profile and a page for each treatment ({clinicTreatments}), priced 'from'",
    kinds: ["local"],
    goals: ["signups", "revenue", "retention", "awareness", "partnerships"],
    stages: ALL_STAGES,
    channels: ["google-business", "seo"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 20 },
    paid: false,
    hoursPerWeek: 0.75,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "People research treatments such as {clinicTreatments} for weeks before they book a consultation, searching {clinicTreatmentSearch}, so a complete Google profile and one plain page per treatment, with a price 'from' and what affects it, is where {product} is found and trusted.",
    description:
      "Complete the free Google Business Profile for {product} (main category Dentist, hours, photos, the booking link) and write one page on {website} for each treatment: who it suits, what happens and how long it takes, the price 'from' and what changes it, and finance only in the provider's approved wording. Check each page against {clinicAdRules} before it goes live.",
    steps: [
      "Claim or complete the profile at business.google.com: the practice's exact name and address, main category Dentist, your hours, phone and {website} as the booking link, and ten real photos (the front door, reception, a surgery, the team).",
      "Write one page for each treatment ({clinicTreatments}) from the outline in the template, starting with the one patients ask about most.",
      "Check each page against {clinicAdRules} before it goes live: no misleading claims or promised results, {clinicSpecialist}, each dentist's {clinicRegister} where it is expected, and before-and-after photos only of your own patients with their written consent.",
      "Add each treatment to the Google profile's services with its price 'from', and post one short update a week (a new page, this week's free times).",
      "Every Monday, write three numbers in the tracker: profile searches, calls and booking clicks, and which treatment pages were read most.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A Google account the practice owns", "Ten photos taken in daylight", "An hour a week for one page, checked against the rules"],
    successMetrics: ["Profile complete within two weeks", "One treatment page a week, each found in Google's results within a month", "Progress towards: {metrics}"],
    template: `Google profile description:
{product} is a private {clinicWord} in {clinicTown}. {clinicDifferent} New patients welcome: book at {website} or call {{phone}}.

---
Outline of each treatment page:
Title: {{treatment}} in {clinicTown} | {product}
1. What it is and who it suits, in plain words (and who it does not).
2. What happens: the consultation, the steps and how long it takes, and who carries it out ({{dentist's name}}, {clinicRegister} {{number}}).
3. Price: from {{the treatment's starting price}}; what makes it cost more; what is included.
4. Paying: {clinicFinance}
5. Book a consultation at {website} or call {{phone}}.`,
    marketingWisdom:
      "A treatment page earns the consultation by answering the three questions people ask before they call: does this suit me, what will happen, and what will it cost. A price 'from' with what changes it is honest; a promise of a perfect smile is not.",
  },
  {
    id: "clinic-teeth-quiet-times",
    clinic: 5,
    clinicCare: "teeth",
    name: "Appointments on {clinicQuiet} for the people free then: {clinicQuietWho}",
    kinds: ["local"],
    goals: ["signups", "revenue", "retention", "awareness", "partnerships"],
    stages: ALL_STAGES,
    channels: ["partnerships", "community", "newsletter"],
    requires: [],
    uses: ["community"],
    cost: { min: 0, max: 40 },
    paid: false,
    hoursPerWeek: 0.25,
    contactsIndividuals: true,
    inPerson: true,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "The hours that sit empty at {product} are the ones some people can most easily come ({clinicQuietWho}), and telling them where they already are fills the diary at the full price instead of a discount.",
    description:
      "Offer {clinicQuiet} to the people who are free then: a notice at the retirement groups and clubs in {place}, a note to the hospital's and care homes' staff rooms for shift workers, and after-school slots for children in the messages to families. No discount: the reason to come then is that it is easy to get.",
    steps: [
      "List five places in {place} where people free on {clinicQuiet} meet or work: retirement and social clubs, a hospital or care home staff room, a gym with daytime classes, a primary school's newsletter.",
      "Ask each whether they would pin a short notice or include two lines in their newsletter (the template), and leave the notice in person where you can.",
      "Add a line to every family's recall message: children's check-ups after school on {clinicQuiet}.",
      "At the desk, offer {clinicQuiet} first to anyone who says they are retired, work shifts or are booking for a child.",
      "Every Friday, count the slots booked on {clinicQuiet}, and where each of those patients heard of you.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["Five places where people free then meet", "A printed notice", "One line in the family recall message"],
    successMetrics: ["Share of the slots on {clinicQuiet} booked, week by week", "Bookings from each place's notice", "Progress towards: {metrics}"],
    template: `Notice (and two lines for a newsletter):
Free on {clinicQuiet}? So are we. {product}, a private {clinicWord} in {clinicTown}, has appointments on {clinicQuiet}, easy to get and at the usual price: check-ups, hygiene visits and new patients welcome. Book at {website} or call {{phone}}.

---
Line in the family recall message:
Children's check-ups after school on {clinicQuiet}: book at {website} or reply to this message.`,
    marketingWisdom:
      "Quiet hours are filled by the people they suit, not by a discount: a discount teaches every patient to wait for it, while an easy slot at the right time is a favour.",
  },
  {
    id: "clinic-teeth-referrals",
    clinic: 6,
    clinicCare: "teeth",
    name: "Referrals from patients who recommend us, and the staff of local employers",
    kinds: ["local"],
    goals: ["signups", "revenue", "retention", "awareness", "partnerships"],
    stages: ALL_STAGES,
    channels: ["referral", "partnerships", "speaking"],
    requires: [],
    uses: ["community"],
    cost: { min: 0, max: 40 },
    paid: false,
    hoursPerWeek: 0.25,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Most people choose a dentist on a friend's word, so a card to pass on and a thank-you make that word easy to give, and a local employer's staff room reaches dozens of people who need a dentist at once.",
    description:
      "Give every patient who says they are happy a card to pass to a friend or family member, and thank each one whose friend books (a note, not cash: check {clinicAdRules} before offering any reward). Then offer two or three local employers in {place} a free 20-minute lunchtime talk for their staff (what a check-up finds early, what the membership plan covers).",
    steps: [
      "Print cards with {clinicFirst} and the booking link, and a space for the name of who recommended us.",
      "When a patient says they are happy with their visit, the dentist or the desk gives them two cards: 'If a friend or family member is looking for a dentist, we'd be glad to see them.'",
      "Ask 'Who recommended us?' at every new-patient booking, write it down, and send that patient a thank-you note.",
      "List ten employers in {place} with staff nearby (offices, the council, schools, the hospital); write to the manager or HR of two a month with the message in the template.",
      "Every Friday, count new patients by who recommended them and which employers' staff booked.",
    ],
    setupSteps: 4,
    resourcesNeeded: ["Recommendation cards", "A 'who recommended us?' line at booking", "A list of ten local employers"],
    successMetrics: ["New patients by who recommended them, every Friday", "Employers who took the talk or passed on the plan", "Progress towards: {metrics}"],
    template: `Recommendation card:
A friend thought you'd like {product}, {clinicTown}: {clinicFirst}. Book at {website} or call {{phone}}. Recommended by: ____________

---
Message to a local employer:
Hi {{first name}}, I'm {{your name}}, practice manager at {product} in {clinicTown}. Many people near you are looking for a dentist. We'd be glad to {clinicHelp}, and to tell them about our membership plan ({clinicPlanLine}). No cost to you. Would a lunch break on {{a date}} suit?`,
    marketingWisdom:
      "Word of mouth is how most people find a dentist: make it easy to give (a card), notice it (ask who recommended us), and thank it. Check the rules before rewarding it; a thank-you note is always allowed.",
  },
  {
    id: "clinic-reviews",
    clinic: 6,
    name: "Honest Google reviews, asked for and answered the way the rules allow",
    kinds: ["local"],
    goals: ["signups", "revenue", "retention", "awareness", "partnerships"],
    stages: ALL_STAGES,
    channels: ["reviews", "google-business"],
    requires: [],
    uses: ["community"],
    cost: { min: 0, max: 20 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "People choosing a {clinicWho} in {place} read reviews before anything else, and a health practice must ask for them and answer them more carefully than a shop: everyone alike, nothing in return, and no reply that confirms someone is a patient.",
    description:
      "Ask every {clinicClient} alike for an honest Google review, in the follow-up message you send {clinicAfter}, with the review link; offer nothing in return. When replying, {clinicPrivacy}. Use no testimonial that promises an outcome, and check {clinicAdRules} before quoting any review.",
    steps: [
      "Copy the review link from your Google Business Profile ('Ask for reviews') and add it to the follow-up message you send {clinicAfter}.",
      "Write your reply rule on one line and keep to it: {clinicPrivacy}.",
      "Ask everyone alike in the same words (the template), never only those you expect to be happy, and never for a discount or a gift: Google's rules forbid both.",
      "Check {clinicAdRules} before putting any review or testimonial on {website}, and use none that promises an outcome.",
      "Every Friday, count new reviews and reply to each within two days with the reply in the template.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["Your Google review link", "One sentence to ask with", "A reply rule everyone at the practice knows"],
    successMetrics: ["New Google reviews each week", "Every review answered within two days, none confirming a patient", "Progress towards: {metrics}"],
    template: `Follow-up message (to every {clinicClient} alike):
Thank you for choosing {product}. If you have a minute, an honest Google review helps others in {place} find us: {{review link}}. Either way, call {{phone}} with any question. {{your name}}

---
Reply to any review (good or bad), confirming nothing:
Thank you for taking the time to write. We can't discuss anyone's care here, but we'd be glad to talk: please call {{phone}} and ask for {{your name}}. {product}`,
    marketingWisdom:
      "Reviews of a practice are read for trust, not stars: a calm, identical reply to every review, which protects privacy, shows how you would treat the reader.",
  },
  {
    id: "clinic-search-ads",
    clinic: 7,
    name: "Google search ads on {clinicSearchMoment}, sent to {clinicFirst}",
    kinds: ["local"],
    goals: ["signups", "revenue", "awareness"],
    stages: ALL_STAGES,
    channels: ["google-ads", "google-business"],
    requires: [],
    uses: ["paid"],
    cost: { min: 150, max: 15000 },
    paid: true,
    hoursPerWeek: 0.25,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "People who search {clinicSearches} want someone this week, and an ad that takes them straight to {clinicFirst} catches them before they book elsewhere; it only pays when the pages and the first step are already in place.",
    description:
      "Run one Google search campaign on a handful of those searches in {place}, with a daily cap, sent to the page for that search on {website} with {clinicFirst} at the top. Judge it by first visits booked, not clicks, and stop it if a month brings none. No remarketing to people who read your pages: Google restricts personalised ads on health (check its healthcare ad policies first).",
    steps: [
      "Read Google's healthcare and medicines ad policies and {clinicAdRules}, then create one search campaign with the location set to {place}, a daily cap you can afford to lose while you learn, and your Google Business Profile linked.",
      "Choose 10 to 15 keywords from the searches people make ({clinicSearches}) and add negatives right away: {clinicNegatives}.",
      "Write the ad from the template (headlines under 30 characters, descriptions under 90, no promise of an outcome), and count a booked first visit as a conversion.",
      "Every Friday, read the search terms, add negatives, and write the cost per first visit in the tracker next to the first visits your free work (pages, visits, word of mouth) brings.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["A Google Ads account linked to your Google Business Profile", "A booked first visit counted as a conversion", "A daily budget cap"],
    successMetrics: ["Cost per first visit booked", "First visits from ads, every Friday", "Progress towards: {metrics}"],
    template: `Headlines (up to 30 characters each):
{product}
Book a First Visit
Near You in {clinicTown}

Descriptions (up to 90 characters each):
{clinicFirstCap}. Book online today.
A {clinicWord} in {clinicTown}: {clinicSession}, prices shown before you book.`,
    marketingWisdom:
      "Search ads for a practice buy the moment of need, not trust: they work when the page they land on answers the worry plainly and the first step is small. Count first visits, never clicks.",
  },
  {
    id: "clinic-meta-ads",
    clinic: 8,
    name: "Facebook and Instagram ads in {place} for {clinicFirst}, run by a freelancer, judged by first visits",
    kinds: ["local"],
    goals: ["signups", "revenue", "awareness"],
    stages: ALL_STAGES,
    channels: ["meta-ads", "paid-social", "instagram"],
    requires: ["paid"],
    workaround: {
      paid: "Hire a freelancer who runs local campaigns for health practices for a fixed fee for the first three months, and have them show you the cost per first visit each month.",
    },
    uses: ["paid", "content"],
    cost: { min: 2000, max: 20000 },
    paid: true,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "A budget this size can put {product} in front of people in {place} before they search, with something useful (a free first step, an evening, a plain guide) rather than a price, and it pays only if the people it brings book a first visit.",
    description:
      "Run Facebook and Instagram ads in {place} for {clinicFirst} and, when you run them, {clinicTalkShort}, targeted by place and age only, never by a health condition. Every ad is checked against {clinicAdRules} and promises no outcome. Judge them by first visits booked, and move money each month to what brought them.",
    steps: [
      "Read Meta's advertising policies on health (they limit targeting on health topics and claims about people's bodies or conditions) and {clinicAdRules}, and write three ads from the template that pass both.",
      "Set up conversion tracking on your booking page and count a booked first visit as the conversion; target {place} by distance and age only.",
      "Run two campaigns, each with a daily cap and three ads: one for {clinicFirst}, the other for {clinicTalkShort} when you run them, or else for your most-read page.",
      "Every month, write the cost per first visit in the tracker beside the first visits your free work (pages, visits, word of mouth) brings, and move money to what brought first visits.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A freelancer or your own time in Meta's ads manager", "Three ads checked against the rules", "First visits counted on your booking page"],
    successMetrics: ["Cost per first visit booked", "First visits from ads, every month", "Progress towards: {metrics}"],
    template: `Ad for the first step:
New to {place}, or something bothering you? {product} offers {clinicFirst}. {clinicSession}, prices shown before you book. Book: {website}

---
Ad for {clinicTalkShort}:
{clinicTalkAd} at {product}, {clinicTown}: {{date}}. Free, with time for your questions. Book your place: {website}`,
    marketingWisdom:
      "Social ads for a practice work when they offer help before a sale: a free first step, an evening, a plain answer. Judge them by first visits, and never by a photo or a claim that promises a result.",
  },
];
