import type { LibraryTactic } from "../types";
import { ALL_STAGES, LIVE } from "./stages";

/*
 * Exam tutoring for secondary-age pupils (Reading.examTutoring): a GCSE and A-level tutor or tutoring
 * centre. The pupils are 11 to 18, at secondary school or sixth form; their parents decide and pay,
 * usually after a mock result or a teacher's warning, and the pupil has to want to come or it does not
 * work. So the plan follows the exam year (mock results in January and February, an Easter revision
 * course, the exams from May), shows the parent where marks are lost before asking for money, lets the
 * pupil meet the group, says plainly how pupils are kept safe, and quotes results and reviews only with
 * consent. No primary-school gate, no concert, no daytime lessons for adult beginners, no shop.
 *
 * Tokens (app/plan-quality/tutoring.ts): {examLevels} ("GCSE and A-level"), {examSubjects} ("maths,
 * physics, chemistry and biology"), {tutorGroup} ("groups of 4"), {tutorHour} ("£25 an hour"),
 * {tutoringMath}, {examEaster} ("28 March 2027"), {examsFrom} ("May 2027"), {checkedTutors}.
 */

export const TUTORING_TACTICS: LibraryTactic[] = [
  {
    id: "tutoring-easter-revision-course",
    name: "An Easter revision course in {tutorGroup}, offered when the mock results come home",
    kinds: ["local"],
    trades: ["lessons"],
    examTutoring: 1,
    goals: ["revenue", "awareness"],
    stages: ALL_STAGES,
    channels: ["email-marketing", "facebook-groups", "referral"],
    requires: [],
    uses: ["sales", "content"],
    cost: { min: 0, max: 40 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    inPerson: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Parents look for help when the mock results come home (January and February in most schools) and the {examLevels} exams are weeks away; a short course in the Easter holidays, in {tutorGroup}, is an easy first yes and a way into weekly lessons until the exams.",
    description:
      "Make one headline offer for this term: an Easter revision course in {tutorGroup}, one subject and one exam board per group, four mornings of two hours in the Easter holidays (Easter Sunday is {examEaster}). Tell your current families first, then the parents' groups; every pupil on the course is offered a weekly place until the exams from {examsFrom}. The arithmetic: {tutoringMath}",
    steps: [
      "Fix the course: which subjects and boards (from {examSubjects}), four mornings of two hours in the Easter holidays, {tutorGroup}, priced at your hourly rate ({tutorHour}, so eight hours each). Check the holiday dates on your council's term-dates page and with two or three of the secondary schools your pupils attend: academies set their own, so the weeks can differ by school.",
      "Send the message below to every current family this week, and ask them to pass it to a friend whose child sat the same mocks; current families book first, before you post it anywhere.",
      "When the mock results come home, post the course in {group} on the days the rules allow, and offer every parent who asks a free first assessment before they pay.",
      "Keep a sheet of places per group (subject, board, tier) and close a group when it is full: tell parents honestly how many places are left, never invent scarcity.",
      "Before Easter, decide the weekly groups you will offer course pupils after the holidays (days, subjects, places), so the last morning of the course ends with a note for each parent on what is left before the exams and a weekly slot to choose until {examsFrom}.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A sheet of groups and places (subject, board, tier)", "Past papers for each board you teach", "Four mornings of the Easter holidays blocked in the tutors' diaries"],
    successMetrics: ["Course dates fixed and sent to every current family within two weeks", "Places booked on the Easter course, by subject", "Course pupils who take a weekly place until the exams", "Progress towards: {metrics}"],
    template: `Message to current families (email or text to the parent):
Subject: Easter revision course at {product}, {tutorGroup}
Hello {{parent's first name}}, the mock results are coming home, and the {examLevels} exams start in {examsFrom}. Over the Easter holidays we are running a revision course at {product}: {{subject and exam board}}, four mornings of two hours ({{dates}}), {tutorGroup} matched by board and tier, {tutorHour}. Every group works on the topics where its pupils lose the most marks in past papers. {{pupil's first name}} is welcome to bring a friend who sat the same mocks. Places are booked in the order parents reply; there are {{places left}} left in {{subject}}.
{{your name}}, {product}, {{your phone number}}

---
Post for the parents' groups (on the days the rules allow):
Mock results in and worried about the {examLevelsOr} exams? {product} in {town} runs an Easter revision course in {tutorGroup}: {{subjects}}, four mornings in the holidays, taught by qualified teachers; {checkedTutors}. Book a free 30-minute assessment first to see where the marks are going. Message me or ring {{your phone number}}. (I run {product}.)`,
    marketingWisdom:
      "Parents buy tutoring at moments: a mock result, a parents' evening, a teacher's warning. One clear offer timed to the moment (a short course with a start date and a fixed number of places) converts far better than 'tutoring available'. And because the pupil has to want to come, a friend in the same group is worth more than a discount.",
  },
  {
    id: "tutoring-free-assessment",
    name: "A free first assessment that shows the parent where the marks are lost",
    kinds: ["local"],
    trades: ["lessons"],
    examTutoring: 2,
    goals: ["revenue", "awareness"],
    stages: ALL_STAGES,
    channels: ["referral", "partnerships"],
    requires: [],
    uses: ["sales"],
    cost: { min: 0, max: 15 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    inPerson: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "A worried parent wants to know what is wrong before paying anyone, and the pupil wants to meet the tutor and the group first; a free assessment answers both, and ends with a clear next step.",
    description:
      "Offer every new family a free 30-minute first assessment at {product}: the pupil works through a short section of a past paper for their board with a tutor, then meets the group they would join. The parent gets a one-page note the same day: the topics that are secure, where marks are lost and why, and which group fits. A teenager decides in the room, so the pupil's own yes counts as much as the parent's.",
    steps: [
      "Prepare a 25-minute past-paper section for each subject and board you teach, and a one-page note to fill in after each assessment (template below).",
      "Keep two or three assessment slots a week, just before a group lesson of the same subject, so the pupil can sit in on the first ten minutes of the group afterwards.",
      "After each assessment, give the parent the note and ask one question: 'Would {{pupil's first name}} like to join the {{day}} group?' Ask the pupil too, in front of the parent; if they are not keen, say so honestly.",
      "Note where every family heard of you (a friend, a parents' group, Google, the school) and whether they joined within a week.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["Past-paper sections for each board", "Printed one-page notes", "Two or three 30-minute slots a week before group lessons"],
    successMetrics: ["Assessment slots open, with a past-paper section for each board, within two weeks", "Assessments booked each week, and where each family heard of you", "Assessments that become a weekly place (aim for one in two)", "Progress towards: {metrics}"],
    template: `Reply to a parent who asks about tutoring:
Hello {{parent's first name}}, thank you for getting in touch. The first step at {product} is a free 30-minute assessment: {{pupil's first name}} works through a short past-paper section for their exam board with one of our tutors, then sits in on the first ten minutes of the group they would join. You get a one-page note the same day showing where the marks are going. Would {{day and time}} suit? Our tutors are qualified teachers ({checkedTutors}).
{{your name}}, {product}, {{your phone number}}

---
One-page note for the parent:
{{pupil's first name}}, {{subject}}, {{exam board and tier}}, assessed on {{date}}
Secure: {{topics answered well}}
Where marks are lost: {{topics and why}} (for example, no working shown on multi-step questions)
What we would do in the first four weeks: {{plan}}
Suggested group: {{day and time}}, {tutorGroup}, {tutorHour}
Questions? Ring or text {{your phone number}}.`,
    marketingWisdom:
      "Diagnosis sells tutoring better than promises: a parent who sees 'loses marks on six-mark questions by skipping working' in writing knows what they are paying to fix. Letting the pupil see the group answers the question parents cannot: will my child actually go?",
  },
  {
    id: "tutoring-family-introductions",
    name: "Introductions from current parents, with a thank-you for both families",
    kinds: ["local"],
    trades: ["lessons"],
    examTutoring: 3,
    goals: ["revenue", "awareness", "retention"],
    stages: LIVE,
    channels: ["referral"],
    requires: [],
    uses: ["sales"],
    cost: { min: 0, max: 20 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    inPerson: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Parents of teenagers choose a tutor on another parent's word, and your current families know parents whose children sat the same mocks; a thank-you for both sides gives them a reason to mention you now.",
    description:
      "Ask every current family, once, to introduce a friend whose child is worried about the same exams: the new pupil's first hour is free, and once they have been coming for four weeks, both families get a free hour. Pupils can bring a friend to the Easter course too: teenagers come more willingly with someone they know.",
    steps: [
      "Decide the thank-you and what it costs: a free hour for each family ({tutorHour} each) once the new pupil has been coming for four weeks, so each new pupil costs two hours of fees.",
      "Send the message below to every current family this week, and give each pupil two printed cards to take home for their parent (never ask pupils to recruit friends at school).",
      "When a family names who introduced them, write it down; after four weeks, apply both free hours and thank the parent by name.",
      "At the end of each month, count introductions, and thank the families who made them, even when the friend did not join.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A message to every current family", "50 printed introduction cards", "A list of who introduced whom"],
    successMetrics: ["The message sent to every current family within two weeks", "Introductions each month", "Introduced pupils still coming after four weeks", "Progress towards: {metrics}"],
    template: `Message to current families:
Hello {{parent's first name}}, thank you for trusting us with {{pupil's first name}} this year. If a friend's child is worried about their {examLevelsOr} {{subject}} after the mocks, we would be glad to help: their first hour is free, and once they have been coming for four weeks, your family and theirs each get a free hour as a thank-you. Just give them my number, {{your phone number}}, or this card.
{{your name}}, {product}

---
Introduction card:
{{parent's name}} thought {product} might help. {examLevels} {examSubjects} in {tutorGroup} in {town}, {tutorHour}; the first assessment is free.
Ring or text {{your phone number}}. After four weeks, both families get a free hour.`,
    marketingWisdom:
      "A thank-you for both families makes the introduction a favour to a friend rather than a sale; pay it only when the new pupil stays, so it rewards a good fit, not a name passed on.",
  },
  {
    id: "tutoring-parents-groups",
    name: "The helpful tutor in {town} parents' Facebook groups and school parent networks",
    kinds: ["local"],
    trades: ["lessons"],
    examTutoring: 4,
    goals: ["awareness", "revenue"],
    stages: ALL_STAGES,
    channels: ["facebook-groups", "community", "newsletter"],
    requires: [],
    uses: ["community", "content", "social"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    inPerson: false,
    timeFrame: "Quick Win",
    impact: "Medium Impact",
    why: "Parents in {town} ask each other for a tutor in local parents' Facebook groups and in their school's parent chats; a tutor who answers questions about the exams honestly, and says the business is theirs, is the one other parents tag.",
    description:
      "Join two or three {town} parents' Facebook groups under your own name, read their rules, and be useful: answer questions about the {examLevels} exams (boards, tiers, resits, what mocks mean), and mention {product} only when someone asks for a tutor, always saying it is yours. School parent chats are private: you reach them only when a parent passes your message on, and a school's PTA newsletter only when its committee agrees.",
    steps: [
      "Search Facebook for groups of parents in {town} and your area (the names change, so look for ones with recent posts), join two or three under your own name, and note each one's rule on business posts.",
      "Post the introduction below once, where the rules allow, and twice a week spend ten minutes answering exam questions you know well.",
      "When someone asks for a tutor, reply once, as in the template, and let your families add their word.",
      "Ask two or three of your current parents whether they would pass the Easter course message to their school's parent chat; never join a chat to advertise.",
      "Write to the PTA or parents' forum of two secondary schools your pupils attend and ask whether they take notices from local tutors in their newsletter; many schools do not, so accept a no.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["Your own Facebook account, under your real name", "Each group's rules, read once", "Twenty minutes twice a week"],
    successMetrics: ["Times parents recommend {product} in a group", "Assessments booked by families who found you there", "Progress towards: {metrics}"],
    template: `Introduction post (once, where the rules allow):
Hello {town} parents! I'm {{your name}} and I run {product} in {town}: {examLevels} {examSubjects} in {tutorGroup}. If your teenager has {examLevelsOr} exams this summer and you have questions about boards, tiers or what the mocks mean, ask away; I'm happy to help here, no strings. (Full disclosure: it's my business.)

---
Reply when someone asks for a tutor:
Hi {{first name}}, full disclosure: I run {product}, so I'm biased! {{your answer in one line}}. We start with a free 30-minute assessment so you can see where the marks are going and your child can meet the group before you pay anything. {{your name}}, {{your phone number}}`,
    marketingWisdom:
      "Parents' groups reward members and punish advertisers: be useful about the exams most of the time and say it is yours every time. The reply that brings a family is usually another parent's, not yours.",
  },
  {
    id: "tutoring-google-profile",
    name: "A Google Business Profile as a tutoring centre, with parents' reviews",
    kinds: ["local"],
    trades: ["lessons"],
    examTutoring: 5,
    goals: ["awareness", "revenue"],
    stages: ALL_STAGES,
    channels: ["google-business", "reviews"],
    requires: [],
    uses: ["content", "seo"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 0.25,
    contactsIndividuals: false,
    inPerson: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Parents in {town} search 'GCSE maths tutor near me' and read the reviews before they ring; a complete profile in the right category, with honest reviews from parents, is where {product} is found first.",
    description:
      "Claim the free Google Business Profile for {product} with 'Tutoring service' as the main category, the centre's address and hours (after school and Saturdays), photos of the rooms and the tutors, and one short post a week timed to the exam year. Ask parents, not pupils, for reviews.",
    steps: [
      "Claim or create the profile at business.google.com with the centre's name and address, and start verification today; Google may ask you to film the entrance, the street and something that shows the business is yours.",
      "Choose 'Tutoring service' as the main category and add a secondary one only if it is true of you; add your teaching hours, phone and {website}, and the description below.",
      "Add ten daylight photos: the rooms, the tutors, a whiteboard mid-lesson; no pupil's face without written consent from the parent and the pupil.",
      "Each Monday, publish one post timed to the exam year: free assessment slots, Easter course places left, a revision tip for the coming week.",
      "At the end of each half-term, send parents the review link with the message below; never offer a free hour or a discount for a review (Google's rules forbid it), and reply to every review without naming the pupil.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["A Google account the owner keeps", "Ten daylight photos, with consent for any pupil shown", "Fifteen minutes a week, Monday morning"],
    successMetrics: ["Profile verified and complete within two weeks", "Calls, messages and website clicks from the profile each week", "Progress towards: {metrics}"],
    template: `Profile description (paste as is; links are not allowed here):
{pitch} We teach in {tutorGroup}, matched by exam board and tier, at {tutorHour}. Our tutors are qualified teachers; {checkedTutors}. Every new pupil starts with a free 30-minute assessment.

---
Message asking a parent for a review (end of half-term):
Hello {{parent's first name}}, if you're happy with how {{pupil's first name}} is getting on at {product}, would you write a short Google review? It helps other parents in {town} find us. Please don't include your child's name or grades unless you want to. {{review link}} Thank you!`,
    marketingWisdom:
      "Google ranks local results on relevance, distance and prominence: the right main category, complete details and a steady flow of genuine reviews are the parts you control. Parents read reviews for two things, safety and progress, so a reply that thanks them without naming the pupil shows both.",
  },
  {
    id: "tutoring-safeguarding-and-consent",
    // What a parent checks before leaving a teenager with strangers: in every exam tutor's plan.
    essential: true,
    // The checks come before any advert: week 1.
    groundworkSteps: 1,
    name: "Say plainly how pupils are kept safe, and quote results only with consent",
    kinds: ["local"],
    trades: ["lessons"],
    examTutoring: 6,
    goals: ["revenue", "awareness", "retention"],
    stages: ALL_STAGES,
    channels: ["reviews", "google-business"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 20 },
    paid: false,
    hoursPerWeek: 0.25,
    contactsIndividuals: false,
    inPerson: true,
    timeFrame: "Quick Win",
    impact: "Medium Impact",
    why: "Parents are leaving a teenager with adults they have not met: they want to know the tutors are checked and qualified before they book, and they notice when a tutor shows a pupil's face or grades without asking.",
    description:
      "Write one 'For parents' page (on {website} and printed at the centre) that answers the safety questions before they are asked: who the tutors are and how they are checked, who your safeguarding lead is, how you contact pupils (through parents, never private messages), and how you use photos, results and reviews (only with written consent). Then use results the same way everywhere: with consent, never as a promise of a grade.",
    steps: [
      "Make sure every tutor's enhanced DBS check is current: tutors cannot apply for an enhanced check on their own, so a centre requests it through an umbrella body; the DBS Update Service keeps a check current for a small yearly fee (check the current fee on gov.uk).",
      "Name one safeguarding lead, write a one-page safeguarding policy (who to tell, what is recorded) and put both on the page below; the NSPCC's guidance for tutors and out-of-school settings is a good start.",
      "Add a consent form to your sign-up: photos, quotes and results each ticked separately by the parent, and by the pupil from 13; keep it on file and respect a no.",
      "Quote a result only with that consent and with the record behind it; never promise a grade. The UK advertising code (CAP) expects claims such as 'most pupils go up a grade' to be backed by evidence you can show.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["DBS certificates or Update Service numbers for every tutor", "A one-page safeguarding policy", "A consent form for photos, quotes and results"],
    successMetrics: ["'For parents' page live, with the safeguarding lead named", "Consent forms on file for every pupil", "Progress towards: {metrics}"],
    template: `'For parents' page:
Who teaches your child: {{tutors' names}}, qualified teachers; {checkedTutors}.
Safeguarding: our safeguarding lead is {{name}}. Lessons are in {tutorGroup}, in rooms with a window in the door. We contact pupils only through their parents or a group chat that includes a parent, never by private message.
Photos, quotes and results: only with your written consent (and your child's), which you can withdraw at any time.
Worried about anything? Ring {{your phone number}} or email {{email}}.

---
Consent line on the sign-up form:
I agree that {product} may use (write yes or no by each): photos in which my child can be recognised ___ ; a quote from me or my child, with first name only ___ ; my child's grade, without their full name ___ . Signed by the parent, and by the pupil from 13.`,
    marketingWisdom:
      "Trust is the first sale in tutoring: a parent who finds the answers to 'are they checked, who do I call, will you post my child's photo' before they ask books sooner, and tells other parents it felt safe.",
  },
  {
    id: "tutoring-search-ads",
    name: "Google search ads for exam tutoring in {town}, from the mock results to Easter",
    kinds: ["local"],
    trades: ["lessons"],
    examTutoring: 7,
    goals: ["revenue", "awareness"],
    stages: ALL_STAGES,
    channels: ["google-ads", "google-business"],
    requires: [],
    uses: ["paid"],
    cost: { min: 150, max: 500 },
    paid: true,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    inPerson: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "From January to Easter, parents in {town} search for a subject tutor by exam and place; a small campaign on those searches, shown only around the centre, reaches them the day they decide.",
    description:
      "Run one Google Ads search campaign on searches that name a subject, an exam and {town} (such as '{examSearch} {town}'), shown only within about 5 miles of the centre and to people who live there, in the weeks from the mock results to the Easter holidays, with a daily cap. Every ad leads to the free assessment.",
    steps: [
      "Link your Google Business Profile to a new Google Ads account, and count as conversions calls from the ad and assessment bookings on {website}.",
      "Create one search campaign: location about 5 miles around the centre, set to 'presence' (people in the area), a daily cap you can afford to lose while you learn, and ad hours on weekday evenings and weekends, when parents search.",
      "Use 10 to 20 keywords (each subject and exam with {town} or 'near me', your own name) and add negative keywords at once: jobs, become a tutor, online, free, university.",
      "Write the ads from the template, keeping each headline to 30 characters and each description to 90.",
      "Every Friday, read the search terms, add negatives and count assessments booked from the ads; pause after Easter, and again if four weeks bring no assessment.",
    ],
    setupSteps: 4,
    resourcesNeeded: ["A Google Ads account linked to your profile", "A daily budget cap", "Thirty minutes every Friday"],
    successMetrics: ["Cost per assessment booked", "New pupils who say they found you on Google", "Progress towards: {metrics}"],
    template: `Headlines (up to 30 characters each):
{product}
{{subject}} Tutors in {town}
Small-Group Exam Tutoring
Free First Assessment
Easter Revision Courses

Descriptions (up to 90 characters each):
{examLevels} {{subject}} in small groups, matched by exam board. Book a free assessment.
Qualified teachers, small groups. Book now for the Easter revision course in {town}.`,
    marketingWisdom:
      "Tutoring searches cluster around moments (mock results, parents' evenings, the run-up to Easter), so a campaign that runs in those weeks and stops after is worth more than one left on all year. Read the search terms: 'tutor jobs' clicks cost the same as a parent's.",
  },
  {
    id: "tutoring-parents-meta-ads",
    name: "Facebook and Instagram ads to parents around {town}, in the weeks parents decide",
    kinds: ["local"],
    trades: ["lessons"],
    examTutoring: 8,
    goals: ["revenue", "awareness"],
    stages: LIVE,
    channels: ["meta-ads", "instagram"],
    requires: [],
    uses: ["paid", "social"],
    cost: { min: 2500, max: 15000 },
    paid: true,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    inPerson: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "On a large budget, ads in the Facebook and Instagram feeds reach the parents around {town} who have not asked anyone yet, in the fortnights after the mock results and before Easter, when they decide.",
    description:
      "Run Meta ads (Facebook and Instagram) shown only to adults within a few miles of the centre, in two bursts: the weeks after the mock results, and the three weeks before the Easter holidays. Every ad offers the free first assessment, with a tutor's face and one line on where marks are lost. Spend only while you have places: {tutoringMath}",
    steps: [
      "In Meta Ads Manager, create one campaign with the goal of leads or messages, a location of a few miles around the centre and an age range for parents (about 35 to 60); never target under-18s, and check what detailed targeting Meta still offers, as it has removed many options.",
      "Make three ads from the template: a tutor at a whiteboard, a worked exam answer, the Easter course dates; no pupil's face or grade without written consent.",
      "Send every reply to the same booking form or message thread, and answer within the hour in the evenings, when parents write.",
      "Every Friday, compare the cost per assessment booked across the three ads, pause the weakest and stop each burst when the groups it sells are full.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A Meta Business account and ad account", "Three photos of tutors at work", "An hour a week for replies and the Friday check"],
    successMetrics: ["Cost per assessment booked", "Assessments that become a weekly place or an Easter course place", "Progress towards: {metrics}"],
    template: `Ad 1 (photo of a tutor at a whiteboard):
Mock results back? Find out where the marks are going. {product} teaches {examLevels} {examSubjects} in {tutorGroup} in {town}; the first 30-minute assessment is free. Book now.

---
Ad 2 (the Easter course):
Easter revision at {product}, {town}: four mornings, {tutorGroup}, matched by exam board and tier. {{places left}} places in {{subject}}. Book a free assessment first.`,
    marketingWisdom:
      "Feed ads interrupt people who were not searching, so they work on a clear moment and a small first step: 'mock results back?' and a free assessment. Judge them by assessments booked, not clicks, and stop when the groups are full.",
  },
];
