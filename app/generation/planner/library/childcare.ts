import type { LibraryTactic } from "../types";
import { ALL_STAGES } from "./stages";

/*
 * Early-years childcare (Reading.childcare): a day nursery, a pre-school, a childminder, an after-school or
 * holiday club. Its customers are the parents, who choose months before they go back to work, visit two or
 * three settings, ask friends and the local parents' groups, read the regulator's reports and often go where
 * a friend's child already goes. So families are won at the visit and the days after it, kept on a waiting
 * list until their start date, and brought by parents who already trust the setting, the employers they
 * work for and the groups where they ask. A shop's till, regulars, stamp cards, gift vouchers, yearly
 * service texts and staff perk cards mean nothing here. No photo of a child without the parents' written
 * consent, no child's name, and the funding worded as "check the current rules".
 */

const GOALS: LibraryTactic["goals"] = ["revenue", "signups", "retention", "awareness", "partnerships"];

export const CHILDCARE_TACTICS: LibraryTactic[] = [
  {
    id: "childcare-visits",
    childcare: 1,
    essential: true,
    name: "{ccVisitsCap} at times working parents can come, followed up within two days with a start date and a deposit",
    kinds: ["local"],
    goals: GOALS,
    stages: ALL_STAGES,
    channels: ["calls", "email-marketing"],
    requires: [],
    uses: ["community", "social"],
    cost: { min: 0, max: 30 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: true,
    inPerson: true,
    outOfHours: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Parents look round two or three {ccWords} before they choose, and the one that follows up within two days, with an answer to their question and a start date that fits their return to work, is the one they register with before a friend's recommendation decides for them.",
    description:
      "Offer {ccVisits} {ccVisitTimes}. Walk every family round in the same order, give them a pack to take home (a typical day, the fees worked out for their child's age and days, settling-in, and who would look after their child), and follow up within two days with a phone call and an email offering a start date, held by the registration form and a deposit.",
    steps: [
      "Put {ccVisitSlots} in the diary for the next eight weeks, and make them bookable on {website} and from your Google profile, so a parent on the way home from work can book one in a minute.",
      "Walk every {ccVisit} in the same order (the outline in the template): the room and {ccCarer}, a typical day, meals and sleep, settling-in, and what you can show them on qualifications, ratios and safeguarding; leave ten minutes for their questions and write down each one.",
      "Hand every family the pack before they leave: a typical day, the fees worked out for their child's age and days, the settling-in sessions, and the registration form with the deposit that holds a start date.",
      "Each week, ring every family within two days of their {ccVisit}, then email the follow-up in the template: answer the question they asked, and offer a start date that fits the day they go back to work.",
      "Every Friday, count {ccVisits} booked and held, registrations with a deposit and start dates by month, and ask every family who chose elsewhere, kindly, what decided it.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["Visit slots in the diary and a booking link", "A take-home pack: a typical day, fees, settling-in, the registration form", "Half an hour within two days of each visit"],
    successMetrics: ["{ccVisitsCap} held each week, and the share that register within two weeks", "Every family followed up within two days", "Progress towards: {metrics}"],
    template: `Outline of every {ccVisit} at {product} (about 40 minutes):
1. Welcome: what they need and when they go back to work.
2. The room and {ccCarer}; a typical day, meals and sleep.
3. Settling-in: the sessions before the first day, and how you keep parents posted.
4. What you can show: qualifications, ratios, safeguarding, the registration.
5. Their questions, written down; the take-home pack; "Shall I pencil in a start date?"

---
Follow-up, within two days (a call first, then this email):
Hi {{first name}}, thank you for coming to look round {product} on {{day}}. You asked about {{their question}}: {{your answer}}. For a start on {{start date}}, the week you go back to work, we would plan settling-in sessions in the two weeks before. To hold that place, here are the registration form and the deposit: {{link to the form}}. If anything is unclear, ring me on {{phone}}. {{your name}}, {product}`,
    marketingWisdom:
      "Parents do not decide during the visit but in the days after it, talking it over at home: the setting that remembered their question and offered a real start date is the one that feels safe to choose.",
  },
  {
    id: "childcare-waiting-list",
    childcare: 2,
    childcareForms: ["nursery", "childminder"],
    name: "A waiting list by start date, planned around each family's return to work",
    kinds: ["local"],
    goals: GOALS,
    stages: ALL_STAGES,
    channels: ["email-marketing", "calls"],
    requires: [],
    uses: ["community"],
    cost: { min: 0, max: 20 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    inPerson: true,
    outOfHours: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Parents register {ccLead} before they go back to work, so many families who register now start months later, and a list by start date, kept warm with a monthly note and a stay-and-play, is what stops them drifting to the {ccWord} a friend uses before their first day.",
    description:
      "Keep one sheet of every registered and interested family: the child's age, the days they need, the return-to-work date and the start date. Plan settling-in two weeks before each start, see which months fill and which have room, and send each waiting family a short note every month until their child starts, with an invitation to a Saturday stay-and-play.",
    steps: [
      "Make the sheet: family, the child's date of birth, days needed, return-to-work date, start date, funding they will use, deposit paid or not.",
      "Fill it in from every registration and every {ccVisit} since you opened, and mark which start months ({ccStarts}) have room for which ages.",
      "Send every waiting family the monthly note in the template: news from the room (never a child's name or photo), what their first weeks will look like, and the next stay-and-play.",
      "Hold a stay-and-play one Saturday morning a month for families who have not started yet: an hour in the room with their child and {ccCarerShort}.",
      "Every Friday, count families on the list by start month against your {ccPlacesWord}, and ring any family who has gone quiet.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["One sheet of families by start date", "A monthly note", "A Saturday morning a month"],
    successMetrics: ["Families on the list by start month", "Waiting families who start on the date they chose", "Progress towards: {metrics}"],
    template: `Monthly note to families waiting to start at {product}:
Hi {{first name}}, a short note from {product} before you start in {{start month}}. This month in the room: {{what the children did}} (we never share children's names or photos). Your settling-in sessions will be on {{dates}}, in the two weeks before your start on {{start date}}. Our next stay-and-play is on {{saturday date}}, 10 to 11am: come and play in the room again. If your return-to-work date changes, just reply and we will move the start with you. {{your name}}`,
    marketingWisdom:
      "A registration months ahead is a promise, not a start: families who hear nothing until their first day are the ones who quietly take a place elsewhere. A monthly note and a morning in the room make the first day feel familiar.",
  },
  {
    id: "childcare-term-bookings",
    childcare: 2,
    childcareForms: ["club"],
    name: "Next term's places and the holiday weeks, booked early by school and by day",
    kinds: ["local"],
    goals: GOALS,
    stages: ALL_STAGES,
    channels: ["email-marketing", "newsletter"],
    requires: [],
    uses: ["community"],
    cost: { min: 0, max: 20 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Parents of school-age children book care term by term and holiday by holiday, often at the last minute, so a list by school and by day, with bookings that open for everyone on a set date and a note a week before, fills the days you can staff and shows early which ones will not fill.",
    description:
      "Keep one sheet of every family by school, year group and the days they need; open bookings for next term and for each holiday on a set date, tell every family on the list a week before, and offer the days still free to families at the schools you collect from.",
    steps: [
      "Make the sheet: family, school, year group, the afternoons they need, the holiday weeks they need, brothers and sisters.",
      "Set the date bookings open for next term and for each holiday ({ccStarts}), and put it on {website} and in your reply to every enquiry.",
      "A week before bookings open, send every family on the list the note in the template, and ask the school offices whether a line may go in their newsletters.",
      "Each week, ring the families who usually book and have not yet, and offer any day still free to families at the schools you collect from.",
      "Every Friday, count days booked against your {ccPlacesWord} by day of the week and by holiday week, and note which days never fill.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["One sheet of families by school and by day", "A booking date for each term and holiday", "A short note a week before"],
    successMetrics: ["Days booked a week before each term or holiday starts", "Days that never fill, by day of the week", "Progress towards: {metrics}"],
    template: `Note a week before bookings open at {product}:
Hi {{first name}}, a quick note from {product}: bookings for {{term or holiday}} open on {{date}} at {{time}}. Last time {{the days that filled first}} filled first. Book at {website}, or reply with the days you need and I will hold them until {{date}}. {{your name}}`,
    marketingWisdom:
      "Working parents sort out the school holidays late because everything else comes first. A date they can put in the diary, and a reminder a week before, turns last-minute panic into booked days.",
  },
  {
    id: "childcare-parent-voices",
    childcare: 3,
    name: "Current parents who speak to families choosing: a settling-in story and a parent to ring",
    kinds: ["local"],
    goals: GOALS,
    stages: ALL_STAGES,
    channels: ["referral", "reviews"],
    requires: [],
    uses: ["community", "social"],
    cost: { min: 0, max: 20 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Parents go with the {ccWord} their friends use because a friend answers what no visit can (is my child happy there?), so two or three of your own parents who agree to speak to families choosing, and settling-in stories in parents' own words, make your parents the friends who recommend you.",
    description:
      "Ask two or three parents whose children settled well whether families choosing may message or ring them, and ask every parent for a few lines on the first weeks, used only with their written permission and never with a child's name or photo. Offer a parent to speak to at the end of every {ccVisit}, and ask every family alike for an honest Google review once their child has settled, with nothing in return.",
    steps: [
      "Choose two or three parents whose children settled well (ideally one with a baby and one who commutes like most of your families) and ask whether a family choosing may message them; agree how, by phone or by an introduction by email.",
      "Ask every family whose child has settled, starting with the families with you today, for an honest Google review, with the link; offer nothing in return (Google's rules forbid it), and if you thank families for a referral, thank everyone the same way and never for a review.",
      "Ask every parent at pick-up for three lines on the first weeks (the questions in the template), and use them on {website} and in the visit pack only with their written permission, never with the child's name or photo.",
      "Each week, ask every family at the end of their {ccVisit}: 'Would it help to speak to a parent here?', and make the introduction the same day.",
      "Every Friday, note which new families spoke to a parent or read a story, and how many of them registered.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["Two or three parents who agree to be asked", "Three questions and a consent form", "Your Google review link"],
    successMetrics: ["Families choosing who spoke to a parent, and how many registered", "Settling-in stories with written permission", "Progress towards: {metrics}"],
    template: `Asking a parent (at pick-up or by message):
Hi {{first name}}, could I ask a favour? Families looking round {product} often ask to speak to a parent here. Would you be happy for one or two to message you about how the first weeks went? No pressure at all: you can say no, or stop any time.

---
Settling-in story (for the visit pack and {website}, only with your written permission; we never use children's names or photos):
1. How did you feel on the first morning?
2. What helped most in the first two weeks?
3. What would you tell a parent choosing now?`,
    marketingWisdom:
      "A friend's word is borrowed trust. You cannot buy it, but you can make it easy for parents who already trust you to lend it: an introduction offered at the end of the visit, and their own words, not yours.",
  },
  {
    id: "childcare-employers",
    childcare: 4,
    childcareForms: ["nursery", "childminder"],
    name: "{ccEmployersCap}: a lunchtime session on {ccFundingShort}, and priority places for their staff",
    kinds: ["local"],
    goals: GOALS,
    stages: ALL_STAGES,
    channels: ["partnerships", "speaking"],
    requires: [],
    uses: ["community", "social"],
    cost: { min: 0, max: 40 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    inPerson: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Many parents near you work for {ccEmployersAt}, where HR teams and parents' networks are asked every week about childcare before parental leave ends, so a useful lunchtime session there, and priority places for their staff, put {product} in front of parents months before they choose.",
    description:
      "Write to the HR or people teams, and any parents' or family networks, of {ccEmployersAt}, and offer a free 30-minute lunchtime session (in person or online) for staff expecting a baby or on parental leave: how {ccFunding} and {ccTax} work ({ccFundingCheck}), how to choose a {ccWord}, and when to register. No sales pitch; at the end, the priority places for their staff and your next {ccVisit} times.",
    steps: [
      "List {ccEmployersAt} with the most staff, and for each find the HR or people team and any parents' or family network; ask your own parents who works where and who to write to.",
      "Send the email in the template, offering the session and a priority-place agreement: their staff go to the top of the list for a start date, with {{your offer to their staff}}.",
      "Prepare a neutral half hour: {ccFunding} and {ccTax} ({ccFundingCheck}), what to ask on any {ccVisit}, and when to register before going back; ask the employer whether it offers {ccSacrifice}.",
      "Run a session wherever you are invited, leave the visit pack and a sign-up sheet for {ccVisits}, and follow up every name within two days.",
      "Every Friday, count sessions held, {ccVisits} booked from them and registrations by employer.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A list of employers and who to write to", "A neutral 30-minute session", "A priority-place offer you can keep"],
    successMetrics: ["Employers who said yes to a session", "{ccVisitsCap} and registrations by employer", "Progress towards: {metrics}"],
    template: `Email to an HR or people team, or a parents' network:
Subject: A free lunchtime session on childcare for staff going on or coming back from parental leave
Hello {{first name}},
I run {product}, {ccA} in {ccTown}{ccHoursComma}. Many families near us work at {ccEmployers}. I would like to offer your staff a free 30-minute lunchtime session, in person or online: how {ccFunding} and {ccTax} work, how to choose childcare, and when to register before going back to work. No sales pitch. We can also hold priority places for your staff. Would a date in {{month}} suit?
{{your name}}, {product}, {{phone}}`,
    marketingWisdom:
      "An employer's parents' network is where the childcare question is asked months before it is urgent. Be the person who answered it usefully, and you are the first name they think of when it is.",
  },
  {
    id: "childcare-where-parents-ask",
    childcare: 5,
    name: "Where parents ask: {ccAskShort}",
    kinds: ["local"],
    goals: GOALS,
    stages: ALL_STAGES,
    channels: ["facebook-groups", "community", "flyers"],
    requires: [],
    uses: ["social", "community"],
    cost: { min: 0, max: 30 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Ongoing",
    impact: "Medium Impact",
    why: "Parents in {place} ask each other which {ccWord} to choose in the local parents' Facebook groups and {ccMeet}, so being known and helpful there, by each one's rules, is how {product} comes up when a friend is asked.",
    description:
      "List the places parents near you ask (for example {ccAsk}; check which exist and what each allows), introduce {product} once where the rules allow it, answer questions as the owner without a sales line, and offer group organisers a free half hour on {ccTopic}. Put up a small poster only where the organiser says yes.",
    steps: [
      "List the parents' groups near {ccTown}, who runs each and their rules on businesses: for example {ccAsk}. Check each one; names and rules change.",
      "Check that {product} is listed in your council's {ccDirectory}, and ask the {ccCentre} whether it keeps a list of local childcare for families.",
      "Post the introduction in the template once in each Facebook group that allows business posts, on its promotion day if it has one, saying you are the owner; then answer childcare questions helpfully, mentioning {product} only when it answers the question.",
      "Ask {ccOrganisers} whether they would like a free half hour on {ccTopic}, with no selling, and whether a small poster may go up.",
      "Every Friday, count {ccVisits} booked that name a group, and ask every family where they first heard of you.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A list of local parents' groups and their rules", "One introduction post", "A small poster, only where allowed"],
    successMetrics: ["Groups reached, and organisers who said yes", "{ccVisitsCap} booked that name a group", "Progress towards: {metrics}"],
    template: `Introduction post (once per group, where the rules allow it):
Hello {ccTown}! I'm {{your name}}, and I run {product}, {ccA} in {ccTown} for {ccAges}{ccFeatureComma}.{ccOpenedLine} We have places for {{start months}}. If you are choosing childcare before going back to work, you are welcome to look round {ccVisitTimesShort}, or ask me anything here.{ccFundedLine}`,
    marketingWisdom:
      "In a parents' group, another parent's word counts for far more than yours. Introduce yourself once, then earn the recommendations by answering questions well, including the ones that do not lead to you.",
  },
  {
    id: "childcare-fees-page",
    childcare: 6,
    name: "Google Business Profile and a fees page: {ccFundingShort} worked out in plain words",
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
    impact: "High Impact",
    why: "Parents compare {ccWords} on what they will pay once the funding is taken off, and few can work it out from a price list, so a fees page with worked examples, linked from a complete Google profile where they search '{ccSearch}', answers the first question before the {ccVisit}.",
    description:
      "Complete the free Google Business Profile for {product} (category, hours, photos of the rooms{ccFeaturePhotos} and the team, a link to book a {ccVisit}), and write one page on {website}: your fees by day or session, what {ccFunding} and {ccTax} cover and what is still charged, and three worked examples. Say plainly that the rules change and that parents should {ccFundingCheck}.",
    steps: [
      "Claim or complete the Google Business Profile: the main category Google offers for {ccA} (such as {ccCategory}), your hours, phone, {website} and the booking link for {ccVisits}.",
      "Add ten photos of the rooms{ccFeaturePhotos} and the team, with no children in them unless their parents have given written consent for that photo.",
      "Write the fees page from the outline in the template: fees by day or session, what is included, what {ccFunding} cover and what is charged on top, and three worked examples.",
      "Add a line saying the funding rules change and that parents should {ccFundingCheck}, with the date you last checked; read it again each term.",
      "Every Monday, post one short update on the Google profile (places for a start month, the next open morning) and write down searches, calls and {ccVisit} bookings.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A Google account the setting owns", "Ten photos with no children in them", "An hour for the fees page, and ten minutes a term to check it"],
    successMetrics: ["Profile complete within two weeks", "{ccVisitsCap} booked from the profile and the page", "Progress towards: {metrics}"],
    template: `Google profile description:
{product} is {ccA} in {ccTown} for {ccAges}{ccFeatureComma}{ccHoursComma}. {ccRegisteredLine} Book a {ccVisit} at {website}.

---
Fees page outline:
1. Our fees: {{fees per day and per session}}, including {{what is included}}.
2. {ccFundingName} and {ccTax}: who qualifies and what they cover ({ccFundingCheck}).
3. What is still charged on top: {{anything charged on top}}.
4. Three examples: {ccFeeExamples}.
5. Book a {ccVisit}: {website}.`,
    marketingWisdom:
      "Parents ask 'what will it actually cost us?' before anything else, and most price lists make them do the sum. Do it for them, honestly, with a worked example for a child like theirs.",
  },
  {
    id: "childcare-first-inspection",
    childcare: 7,
    childcareNoGrade: true,
    name: "No {ccRegulator} grade yet, said plainly: what is already checked, and what the first inspection looks at",
    kinds: ["local"],
    goals: GOALS,
    stages: ALL_STAGES,
    channels: ["seo"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Parents read {ccReports} before they choose and a new {ccWord} has none yet, so saying plainly what is already checked (your registration, qualifications, ratios, safeguarding and first aid) and what the first inspection will look at answers the question before a parent has to ask it.",
    description:
      "Write one short page for {website} and the visit pack: {product} is registered with {ccRegulator}, with a link to your entry on {ccRegister}; it has not had its first inspection yet, and says so; what is checked already (staff qualifications and checks, {ccRatios}, the safeguarding lead and training, {ccFirstAid}); and what the first inspection looks at, from {ccHandbook}. Never claim or hint at a grade you have not been given.",
    steps: [
      "Find your entry on {ccRegister} and note exactly what it shows today, then read {ccHandbook} for what a first inspection looks at and when it is due.",
      "Write the page from the template with your staff's qualifications, your ratios and your safeguarding and first-aid training, and show it to two current parents: does it answer what they wanted to know?",
      "Put it on {website}, in the visit pack and on the Google profile, and answer the same way at every {ccVisit}: 'We haven't been inspected yet; here is what is checked already.'",
      "Offer every family at a {ccVisit} your policies to read (safeguarding, settling-in, sickness, behaviour), and keep them up to date.",
      "When your report is published, quote it exactly as written, with a link, and update the page the same week.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["Your entry on the register", "Your staff's qualifications and training dates", "An hour to write the page"],
    successMetrics: ["Page live and in the visit pack within two weeks", "Families who ask about the inspection, and what they ask", "Progress towards: {metrics}"],
    template: `Our registration, in plain words ({product}):
- We are registered with {ccRegulator} ({{registration number}}): see our entry on {ccRegister}.
- We opened in {{month and year}} and have not had our first inspection yet. When the report is published, we will put it here, as written.
- Checked already: {{staff qualifications}}; {ccFirstAid} for {{number}} staff; our safeguarding lead is {{name and role}}; we keep {ccRatios}.
- What the first inspection looks at: {{a few lines from the handbook}}.
- Ask us at your visit to read our policies: safeguarding, settling-in, sickness, behaviour.`,
    marketingWisdom:
      "A missing grade worries parents less than a setting that seems to dodge the question. Say it first and plainly, show what is already checked, and the question becomes a reason to trust you.",
  },
  {
    id: "childcare-search-ads",
    childcare: 8,
    name: "Google search ads on '{ccSearch}', sent to the page that books a {ccVisit}",
    kinds: ["local"],
    goals: ["revenue", "signups", "awareness"],
    stages: ALL_STAGES,
    channels: ["google-ads", "google-business"],
    requires: [],
    uses: ["paid"],
    cost: { min: 150, max: 600 },
    paid: true,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Parents who search {ccSearches} are choosing now, and an ad that takes them straight to a page where they can book a {ccVisit} catches them before they book elsewhere; it only pays once the fees page and the follow-up are in place.",
    description:
      "Run one Google search campaign on a handful of those searches, set to {place}, with a daily cap, sent to the page that books a {ccVisit}. Count a booked {ccVisit} as the conversion, judge it by {ccVisits} and registrations, not clicks, and stop it if a month brings none.",
    steps: [
      "Create one search campaign with the location set to {place}, a daily cap you can afford to lose while you learn, and your Google Business Profile linked.",
      "Choose 10 to 15 keywords from the searches parents make ({ccSearches}) and add negatives at once: jobs, apprenticeship, course, qualification, plants, garden.",
      "Write the ad from the template (headlines under 30 characters, descriptions under 90), with no photo of a child, and count a booked {ccVisit} as a conversion.",
      "Every Friday, read the search terms, add negatives, and write the cost per {ccVisit} booked next to the {ccVisits} your free work brings.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A Google Ads account linked to your Google Business Profile", "A booked visit counted as a conversion", "A daily budget cap"],
    successMetrics: ["Cost per {ccVisit} booked", "{ccVisitsCap} and registrations from ads, every Friday", "Progress towards: {metrics}"],
    template: `Headlines (up to 30 characters each):
{product}
Book a Visit This Week
{ccTown} Childcare

Descriptions (up to 90 characters each):
{ccACap} in {ccTown}{ccHoursComma}. Look round after work or on a Saturday.
Fees worked out with your funding. Book a visit online today.`,
    marketingWisdom:
      "Search ads buy the moment a parent starts looking, not their trust: they work when the page they land on answers the cost and the next step is a visit at a time they can make.",
  },
  {
    id: "childcare-social-ads",
    childcare: 9,
    name: "Facebook and Instagram ads in {place} for the next open morning, judged by {ccVisits} booked",
    kinds: ["local"],
    goals: ["revenue", "signups", "awareness"],
    stages: ALL_STAGES,
    channels: ["meta-ads", "paid-social", "instagram"],
    requires: ["paid"],
    workaround: {
      paid: "Hire a freelancer who runs local campaigns for childcare settings for a fixed fee for the first three months, and have them show you the cost per visit booked each month.",
    },
    uses: ["paid", "social"],
    cost: { min: 2500, max: 20000 },
    paid: true,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "A budget this size can put {product} in front of parents in {place} before they search, with a reason to come on a date (the Saturday open morning) rather than a price, and it pays only if the people it brings book a {ccVisit}.",
    description:
      "Run Facebook and Instagram ads in {place} for the next Saturday open morning and for {ccVisits} after work, targeted by place only, with photos of the rooms{ccFeaturePhotos} and the team (a child only with the parents' written consent for that use). Judge them by {ccVisits} booked, and move money each month to what brought them.",
    steps: [
      "Set up conversion tracking on the booking page and count a booked {ccVisit} as the conversion; target {place} by distance only.",
      "Write three ads from the template with photos of the rooms and the team; use no photo of a child unless the parents have given written consent for an advert.",
      "Run two campaigns with a daily cap each: one for the next open morning, two weeks before it, and one for {ccVisits} after work.",
      "Every month, write the cost per {ccVisit} booked beside the {ccVisits} your free work brings, and move money to what brought them.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A freelancer or your own time in Meta's ads manager", "Photos of the rooms and the team", "Visits counted on your booking page"],
    successMetrics: ["Cost per {ccVisit} booked", "Open-morning places booked from ads", "Progress towards: {metrics}"],
    template: `Ad for the open morning:
Choosing childcare before you go back to work? Come and look round {product}, {ccA} in {ccTown}{ccFeatureComma}: Saturday {{date}}, 10am to 12. Meet the team, see the rooms, and take home the fees worked out for your child. Book a place: {website}

---
Ad for visits after work:
{product}, {ccTown}{ccHoursComma}. Look round after work, {ccVisitTimesShort}. Book: {website}`,
    marketingWisdom:
      "Ads for childcare work when they offer a reason to come and see, not a discount: a date, a room, a team. Judge them by visits booked, and never use a child's photo without the parents' written consent.",
  },
];
