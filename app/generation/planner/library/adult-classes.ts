import type { LibraryTactic } from "../types";
import { ALL_STAGES } from "./stages";

/*
 * A school or teacher whose learners are adults, taught in classes or courses (Reading.adultClasses): a
 * language school for expats and newcomers, evening language classes, adult art or music courses. Adults
 * choose on a friend's word, the reviews and a first class that got them doing the thing, pay by the month
 * or the course, and most who stop do so in the second or third month, when work gets busy and progress is
 * hard to feel. So the plan keeps them first (a course with a goal in their own words and checks at weeks 4
 * and 8, rules for busy weeks, a group that is the reason to stay) and finds them where they already are
 * (the Google map, the groups where newcomers ask, a free exchange night, the people who meet newcomers in
 * their first weeks). No school gate, no parent, no child. Templates are in the school's voice.
 *
 * Tokens special to these texts (app/plan-quality/adult-classes.ts): {acWord} {acSubject} {acWho} {acWhere}
 * {acPrice} {acPriceLine} {acPer} {acGroupSize} {acGroups} {acLevel} {acCanDo} {acCheckOne} {acCheckTwo}
 * {acPaperwork} {acQuit} {acQuitWhen} {acApp} {acOnline} {acAsked} {acPartners} {acExchange} {acLocals}
 * {acOuting} {acTip} {acCategory} {acEvenings} {acTeachers} {acGoal} {acQuestions} {acHello} {acAccounts}
 * {acCourse} {acChecks} {acCheckWeekOne} {acCheckWeekTwo} {acOfferWeek} {acEndWeek} {acWeekNote} {acChatRule} {acDoing} {acTaste} {acAdAudience} {acAdHook}.
 */

/** What the two ways of answering in the groups share: a language school's (the app, the paperwork) and other classes' (too old, too busy). */
const IN_THE_GROUPS = {
  kinds: ["local"],
  goals: ["revenue", "signups", "awareness"],
  stages: ALL_STAGES,
  channels: ["facebook-groups", "reddit", "community"],
  requires: [],
  uses: ["community", "content"],
  cost: { min: 0, max: 0 },
  paid: false,
  hoursPerWeek: 1,
  contactsIndividuals: false,
  inPerson: false,
  timeFrame: "Quick Win",
  impact: "High Impact",
} satisfies Partial<LibraryTactic>;

const AFTER_THE_GROUPS = {
  setupSteps: 2,
  resourcesNeeded: ["{acAccounts}, under your real name", "Each group's rules, read once", "Twenty minutes twice a week"],
  successMetrics: ["Trial classes booked by people who found you in the groups", "Times learners recommend {product} there", "Progress towards: {metrics}"],
} satisfies Partial<LibraryTactic>;

const JOIN_THE_GROUPS = "Join {acOnline} under your own name, read each one's rules, and note which allow a business to post, on which day, and which allow none at all.";
const ANSWER_TWICE_A_WEEK = "Twice a week, answer two or three questions as in the template, with no link unless someone asks for one.";
const COUNT_FROM_THE_GROUPS = "Every Friday, note in your tracker the trial classes booked by people who found you there.";

/** The reply when someone asks for a school or for classes: said to be yours, the first class free. */
function replyWhenAsked(what: string): string {
  return `Reply when someone asks for ${what}:
Hi {{first name}}, full disclosure, I run {product}, so take this with a pinch of salt! We teach {acSubject} in {acGroups} in {acWhere}, {acEvenings}, with a make-up class when work gets busy. The first class is free, so you can see whether the group suits you before you pay anything. {{your name}}`;
}

export const ADULT_CLASSES_TACTICS: LibraryTactic[] = [
  {
    id: "ac-google-profile",
    adultClasses: 1,
    essential: true,
    name: "A Google Business Profile for {product} that shows the groups, the levels and the class times",
    kinds: ["local"],
    goals: ["revenue", "signups", "awareness", "retention"],
    stages: ALL_STAGES,
    channels: ["google-business", "reviews"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    inPerson: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "{acWho} who search for {acSubject} classes in {place} compare the schools on the map by their reviews, photos and class times before they message anyone, and a complete free profile puts {product} in that list beside the big academies.",
    description:
      "Claim the free Google Business Profile for {product} at the school in {acWhere}: the category learners search for, your class times ({acEvenings}), the price ({acPriceLine}), the levels you teach, a free trial class, and real photos of a class with learners who agreed to be in them. A short post every Monday keeps it fresh, and every review gets a reply by name.",
    steps: [
      "Claim or create the profile at business.google.com under the name learners know, {product}, with the school's address in {acWhere}, using a Google account you keep yourself. Start verification today: it can take a few days, and Google may ask you to film the sign, the classroom and something that shows the school is yours.",
      "Pick the main category learners search for ({acCategory}, or the closest match offered), then add the services with a line and a price each: group classes at {acPriceLine}, private lessons if you give them, and a free trial class.",
      "Paste the description from the template, add the class times and ten daylight photos: a class in the middle of a conversation (only learners who said yes), the classroom, the door from the street, each teacher.",
      "Every Monday, publish one short post (ten minutes): the levels starting next, the free trial classes this week, or {acTip}.",
      "Reply to every review within the week by first name, and never offer a discount or a free class in return for one; Google's rules forbid it.",
      "Every Friday, open the Performance tab and write in your tracker the searches, messages and trial classes booked from the profile.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["A Google account you keep yourself", "Ten photos taken in daylight, with the learners' yes", "Ten minutes every Monday for a post"],
    successMetrics: ["Profile verified and complete within two weeks", "Messages and trial classes from the profile, week by week", "Progress towards: {metrics}"],
    template: `Profile description (paste as is; links are not allowed here):
{product}: {acSubject} classes for adults in {acWhere}, in {acGroups}, {acEvenings}. Courses at every level with a clear goal, checks on your progress at {acChecks}, and a make-up class when work gets busy. {acPriceLine}. Book a free trial class to meet the group and the teacher.

---
First Monday post (with a photo of a class, everyone in it having said yes):
New courses start at {product} on {{start date}}: {{levels}}, {acEvenings}, in {acGroups}. Not sure of your level? Come to a free trial class this week, {{days and times}}, and the teacher will tell you which group fits. Message us to book.`,
    marketingWisdom:
      "Google ranks local results on relevance, distance and prominence: the right category, class times, services with prices, weekly posts and a steady flow of genuine reviews are what a school controls. For adults choosing a class, the photos of a real group in conversation, and the reply to a review, show the one thing a price list cannot: what it feels like to be in the room.",
  },
  {
    id: "ac-course-progress-checks",
    adultClasses: 2,
    name: "A {acCourse} with a goal each learner chose, and progress checks at {acChecks} in their own words",
    kinds: ["local"],
    goals: ["retention", "revenue"],
    stages: ALL_STAGES,
    channels: ["community", "reviews"],
    requires: [],
    uses: ["community"],
    cost: { min: 0, max: 20 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    inPerson: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Learners who stop {acQuit} stop when they can no longer feel the progress that brought them, and a course with a goal in their own words ({acCheckOne}, {acCheckTwo}) and two checks that show how close they are gives them a reason to come back the week work gets busy.",
    description:
      "Sell group classes as a {acCourse} {acLevel}, at the price you charge now ({acPrice}), with the start date, the end date and the goal on the sign-up page. In the first class each learner writes the three things they want to do by week {acEndWeek}, in their own words ({acCanDo}); at {acChecks} the teacher spends five minutes with each learner on those three things, and at week {acCheckWeekTwo} the learners who can feel it are asked for a review. In week {acOfferWeek} everyone is offered a place in the next course, on the same evenings.",
    steps: [
      "Set the dates of the next {acCourse} for every group, and write each level's goal in plain words (what a learner can do at the end, not the grammar), for the sign-up page and the first class.",
      "In the first class, give each learner the card from the template and ask for three things they want to do by week {acEndWeek}, in their own words; the teacher keeps a copy.",
      "In week {acCheckWeekOne}, the teacher spends five minutes with each learner on their card (what they can already do, what comes next) and notes one line per learner in the tracker.",
      "In week {acCheckWeekTwo}, do the same, and send the learners who can feel the progress the review message from the template, the same way to each; never offer a discount or a free class for a review, and quote a review on your page or in a post only with the learner's yes.",
      "In week {acOfferWeek}, offer every learner a place in the next course on the same evenings, before this one ends.",
      "Every month, write in your tracker how many of the learners who started that month are still coming eight weeks later.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A card per learner for the three goals", "Five minutes per learner at {acChecks}", "A tracker row per learner: start date, checks, still coming"],
    successMetrics: ["Learners still coming eight weeks after they started, by the month they started", "Learners who book the next course before this one ends", "Progress towards: {metrics}"],
    template: `Card for the first class:
{product} · {{level}} · {{start date}} to {{end date}}
By week {acEndWeek}, I want to be able to:
1. {{in your own words}}
2. {{in your own words}}
3. {{in your own words}}
(For example: {acCanDo}.) We'll look at this together in {acChecks}.

---
Message after the first check (week {acCheckWeekOne}):
Hi {{first name}}, we're at week {acCheckWeekOne}! You said you wanted to {{their first goal}}, and today you {{what they did in class}}. Next: {{what comes next}}. See you on {{day}}. {{teacher's name}}, {product}

---
Review message at week {acCheckWeekTwo} (the same to every learner who can feel the progress):
Hi {{first name}}, in the first class you wrote that you wanted to {{their goal}}, and last week you did it. If you have a minute, a few honest words on Google help other people in {place} find a class that works: {{your review link}}. Thank you! {{teacher's name}}, {product}

---
Next course (week {acOfferWeek}):
Hi {{first name}}, the next course for your group starts on {{date}}, same evenings, same teacher, aiming at {{next level's goal}}. Shall I keep your place?`,
    marketingWisdom:
      "Adults keep paying for what they can feel: a goal in their own words turns 'am I getting anywhere?' into a check they can tick, and a course with an end date turns a monthly payment they can cancel into something they finish. Asking for a review at the moment they can feel the progress gets the words the next learner needs to read.",
  },
  {
    id: "ac-busy-weeks",
    adultClasses: 3,
    name: "When work gets busy: a make-up class, a switch to another evening, and a pause instead of a cancel",
    kinds: ["local"],
    goals: ["retention", "revenue"],
    stages: ALL_STAGES,
    channels: ["community"],
    requires: [],
    uses: ["community"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    inPerson: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "A learner who misses two classes in a busy week feels behind and cancels {acQuitWhen}, and three rules known from the first class (a make-up class, another evening, a pause) keep them enrolled through the month work takes over.",
    description:
      "Write three rules and say them in every first class: a missed class can be made up in another group at the same level within two weeks; a learner can move to another evening or a Saturday when their work changes; and anyone who asks to cancel is offered a pause of up to a month first, with their place in the group kept. The teacher who knows them writes the day after a second missed class, before they decide to stop.",
    steps: [
      "Make a one-page timetable of every group by level and evening, so a teacher can see where a missed class can be made up; take one make-up learner per group per class, so a group of {acGroupSize} stays small.",
      "Write the three rules (a make-up class within two weeks, a move to another evening, a pause of up to a month with the place kept) on the sign-up page, and say them in every first class.",
      "When a learner misses two classes in a row, the teacher sends the message from the template the next day; the teacher who knows them writes it, not a form.",
      "When someone asks to cancel, offer the pause first, with the date they come back; if they still leave, ask one question (what would have kept you?) and write the answer in the tracker.",
      "Every month, count the pauses, the learners who came back from one and the cancellations, each with the reason given.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A timetable of every group by level and evening", "Three rules on the sign-up page", "Ten minutes a week per teacher for messages"],
    successMetrics: ["Learners who came back from a pause", "Cancellations a month, each with its reason", "Progress towards: {metrics}"],
    template: `Message the day after a second missed class:
Hi {{first name}}, we missed you on {{day}}! Work busy? No problem: you can make up this week's class with the {{other group}} group on {{day and time}}, or move to {{another evening}} if that suits your weeks better. Here's what we did, so you don't fall behind: {{two lines}}. {{teacher's name}}, {product}

---
Reply when someone asks to cancel:
Hi {{first name}}, thank you for telling me. Before you cancel: would a pause help? You can stop for up to a month, pay nothing for it, and come back to the same group on {{date}}, with your place kept. If you'd still rather stop, that's fine too, and may I ask one thing: what would have kept you?

---
Message at the end of a pause:
Hi {{first name}}, your group is looking forward to seeing you on {{day}}. Here's where we are now: {{one line}}. {{teacher's name}}, {product}`,
    marketingWisdom:
      "Most adults do not decide to quit a class; they miss two, feel behind and stop replying. A rule they heard on the first day and a message from a teacher who noticed turn that slide into a make-up class or a pause, and a paused learner who comes back is worth as much as a new one.",
  },
  {
    id: "ac-groups-answered",
    adultClasses: 4,
    adultClassesFor: "language",
    name: "Honest answers in {acAsked} when people ask how to learn {acSubject}",
    ...IN_THE_GROUPS,
    why: "{acWho} in {place} ask {acOnline} which {acSubject} classes are worth it and whether {acApp} is enough, and a teacher who answers honestly, without selling, is the name the next person is given.",
    description:
      "Join {acOnline} under your own name, read each one's rules on self-promotion, and spend twenty minutes twice a week answering what people ask: how to learn {acSubject} with a full-time job, which level to start at, whether {acApp} is enough, how to get through {acPaperwork}. Mention {product} only when someone asks for a school, always saying it is yours, and share one free thing a month where the rules allow it.",
    steps: [
      JOIN_THE_GROUPS,
      "Write down the five questions you see most (the app, the level, the time, the price, the paperwork) and a short honest answer to each, so any teacher can reply in two minutes.",
      ANSWER_TWICE_A_WEEK,
      "When someone asks for a school, reply once, saying it is yours, and let your learners add their own word.",
      "Once a month, where the rules allow it, share one free thing of use: a one-page sheet of phrases for {acPaperwork}, or the date of a free evening at the school.",
      COUNT_FROM_THE_GROUPS,
    ],
    ...AFTER_THE_GROUPS,
    template: `Answer to "Is {acApp} enough?":
Honest answer from a {acSubject} teacher (full disclosure: I run {product}, so I'm biased): keep {acApp}, it's great for words on the bus. What it can't do is get you speaking: for that you need people who expect you on Tuesday and a teacher who makes you say it out loud, from the first week. If you can't do classes, a free language exchange and twenty minutes of the app a day will still take you a long way.

---
${replyWhenAsked("a school")}`,
    marketingWisdom:
      "Groups and subreddits reward members and punish advertisers: answer the question that was asked, say it is yours every time you mention it, and accept that most answers sell nothing. An honest answer to 'is the app enough?' (keep it, and here is what it cannot do) is what people remember when they are ready to pay for a class.",
  },
  {
    id: "ac-groups-answered-other",
    adultClasses: 4,
    adultClassesFor: "other",
    name: "Honest answers in {acAsked} when adults ask where to learn {acSubject}",
    ...IN_THE_GROUPS,
    why: "Adults in {place} ask {acOnline} where to learn {acSubject} as a beginner, whether they are too old or too busy, and whether online tutorials are enough, and a teacher who answers honestly, without selling, is the name the next person is given.",
    description:
      "Join {acOnline} under your own name, read each one's rules on self-promotion, and spend twenty minutes twice a week answering what adults ask about learning {acSubject}: where to start, whether online tutorials are enough, how to fit it around a full-time job, what it costs. Mention {product} only when someone asks for classes, always saying it is yours, and share one free thing a month where the rules allow it.",
    steps: [
      JOIN_THE_GROUPS,
      "Write down the five questions you see most (too old, too busy, online tutorials, what to buy, the price) and a short honest answer to each, so you can reply in two minutes.",
      ANSWER_TWICE_A_WEEK,
      "When someone asks for classes, reply once, saying it is yours, and let your learners add their own word.",
      "Once a month, where the rules allow it, share one free thing of use: {acTip}, or the start date of the next beginners' course.",
      COUNT_FROM_THE_GROUPS,
    ],
    ...AFTER_THE_GROUPS,
    template: `Answer to "Am I too old, or too busy, to start {acSubject}?":
Honest answer from a {acSubject} teacher (full disclosure: I run {product}, so I'm biased): no, most of the adults I teach started with a full-time job and no experience. Online tutorials are a fine start; what they can't give you is a teacher who spots what's holding you back and a group who expect you every week. Whatever you choose, twenty minutes a few times a week beats one long session a month.

---
${replyWhenAsked("classes")}`,
    marketingWisdom:
      "Groups reward members and punish advertisers: answer the question that was asked, say it is yours every time you mention it, and accept that most answers sell nothing. An honest 'you are not too old, and here is how to start' is what people remember when they are ready to book a class.",
  },
  {
    id: "ac-exchange-night",
    adultClasses: 5,
    adultClassesFor: "language",
    name: "A free {acExchange} night at {product} once a month, ending with a free trial class for newcomers",
    kinds: ["local"],
    goals: ["revenue", "signups", "awareness", "retention"],
    stages: ALL_STAGES,
    channels: ["events", "community", "facebook-groups"],
    requires: [],
    uses: ["community"],
    cost: { min: 0, max: 60 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    inPerson: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "People who want to speak {acSubject} in {place} already go to language exchanges to practise and meet people, and a free evening at the school that brings {acLocals} and learners together shows them the teachers and the classroom before they have paid anything, and gives your own learners a night to look forward to.",
    description:
      "Once a month, open the school for a free evening: {acLocals} and learners sit in pairs, half an hour in {acSubject} and half an hour in English, with a teacher moving between tables and a card of questions for beginners. Your own learners come too, as their monthly night out. At the end, two sentences about the courses, and everyone who is not a learner yet is offered a free trial class in the next two weeks.",
    steps: [
      "Pick one evening a month when the classroom is free (the same weekday each month), set the number of places the room holds, and make a free sign-up form with one question: learning {acSubject}, or a {acSubject} speaker?",
      "Find {acSubject} speakers who want to practise English: your learners' colleagues and flatmates, the international offices of the universities nearby, and the local groups where people look for English practice (check each group's rules before posting).",
      "Post the date in {acOnline} on the days their rules allow, and ask every current learner to bring one friend.",
      "On the night, pair people by level, give beginners the question card from the template, switch languages at half time and keep it to 90 minutes; at the end, say the two sentences from the template and hand every newcomer a card for a free trial class in the next two weeks, taking names and emails only from people who tick a box to hear from you.",
      "The next day, message everyone who asked for a trial class with two times, and count in your tracker the trial classes and sign-ups the night brought.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["The classroom one evening a month", "Question cards for beginners and free trial class cards", "Water and something to nibble, within the small sum stated"],
    successMetrics: ["People at each night who are not learners yet", "Trial classes booked within two weeks of each night", "Progress towards: {metrics}"],
    template: `Post for the groups (where the rules allow it):
Free {acExchange} night at {product} ({acWhere}): {{date}}, {{time}}. Half an hour in {acSubject}, half an hour in English, in pairs matched by level, with our teachers there to keep it going. Beginners very welcome: there are question cards on every table. Free, but places are limited: {{sign-up link}}.

---
Question card for beginners:
{acQuestions}

---
Two sentences at the end:
"Thank you all for coming! If you'd like to speak more {acSubject} every week, {product} runs courses in {acGroups}, {acEvenings}: take a card for a free trial class in the next two weeks, and the teacher will find the group that fits you."`,
    marketingWisdom:
      "An exchange night is an open door that people want to walk through for their own reasons: to practise, to meet someone. For adults who would never book a 'free trial' from an advert, it is the first class they don't have to decide on, and it gives your own learners the social night that makes the group part of their life in a new city.",
  },
  {
    id: "ac-newcomer-partners",
    adultClasses: 6,
    adultClassesFor: "newcomers",
    name: "Partners who meet newcomers in their first weeks in {place}, and a group course for employers' international staff",
    kinds: ["local"],
    goals: ["revenue", "signups", "awareness"],
    stages: ALL_STAGES,
    channels: ["partnerships", "meetups", "flyers"],
    requires: [],
    uses: ["sales", "community"],
    cost: { min: 0, max: 40 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    inPerson: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Newcomers decide to learn {acSubject} in their first weeks in {place}, while a relocation agency, an employer's HR team or a coworking space is helping them settle, and a welcome card those partners hand on reaches them before they have asked anyone.",
    description:
      "Make a list of the people who meet newcomers first ({acPartners}; examples to check, not a list of who will say yes) and offer each something useful for the people they look after: a welcome card with a free trial class and the next course's start date, a free 30-minute 'first week' session for a group of their newcomers, and, for an employer, a group course for up to {acGroupSize} international staff at the office or at the school, invoiced to the company.",
    steps: [
      "List twenty names: relocation agencies working in {place}, employers who hire from abroad (their job adverts in English are a clue), coworking spaces with many members from abroad, the parents' associations of international schools, and expat associations and meetups; find who handles onboarding or welcome at each.",
      "Print a hundred welcome cards from the template, with a line on each for the partner's name, so you can count what each one sends.",
      "Email five of them a week with the note in the template, offering the cards, a free 30-minute session for their newcomers, and for employers the group course.",
      "Price the group course from your own price ({acPriceLine}, for each learner), with the same course dates, goals and checks as your own groups, and send it as a one-page offer when an employer asks.",
      "Every month, count trial classes and sign-ups by partner, thank the ones who send people, and give the busiest a fresh stack of cards.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A list of twenty partners and who handles onboarding at each", "A hundred printed welcome cards", "A one-page group course offer for employers"],
    successMetrics: ["Partners who hand on the card or book a session", "Trial classes and sign-ups by partner each month", "Progress towards: {metrics}"],
    template: `Email to the person who handles onboarding:
Subject: {acSubject} for your newcomers in {place}
Hello {{first name}}, I run {product}, a {acWord} in {acWhere}, for people who have just moved to {place}: {acGroups}, {acEvenings}, courses that start with what they need first ({acCanDo}). Could we give your newcomers a welcome card with a free trial class? I'd also be glad to run a free 30-minute 'first week' session for a group of them, and for teams we teach group courses at the office or at the school. May I send a few cards? {{your name}}, {product}, {{your phone number}}

---
Welcome card:
Welcome to {place}! From {{partner's name}} and {product}.
A free trial class of {acSubject} in {acGroups}, {acEvenings}, in {acWhere}. Next courses start on {{date}}. Message {{your phone number}} to book.

---
Group course offer for an employer (one page):
{acSubject} for your international staff: a {acCourse} for up to {acGroupSize} people at {{the office or the school}}, {{day and time}}, with a goal each learner chooses and progress checks at {acChecks}. {acPrice} per learner for {acRhythm}, invoiced to your company. Starts {{date}}.`,
    marketingWisdom:
      "The best moment to sell a language course is the first month in a new country, and the people who see newcomers in that month are not schools: they are the agencies, employers and workspaces helping them settle. Give those partners something that makes them look good to their newcomers, and count what each one sends.",
  },
  {
    id: "ac-class-whatsapp-outing",
    adultClasses: 7,
    name: "A WhatsApp group for every class and a monthly outing in {place}, so the group is the reason to stay",
    kinds: ["local"],
    goals: ["retention", "revenue", "awareness"],
    stages: ALL_STAGES,
    channels: ["whatsapp", "community", "events", "referral"],
    requires: [],
    uses: ["community"],
    cost: { min: 0, max: 30 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    inPerson: true,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Adults keep coming to a class where people expect them, and a group chat and one outing a month turn strangers from the same evening into friends who notice when someone is missing and bring the next learner along.",
    description:
      "With each class's agreement, the teacher opens a WhatsApp group for it: the homework, {acWeekNote}, who is coming next class, and the make-up class when someone misses. Once a month each class goes out for an hour with its teacher ({acOuting}), and a learner may bring a friend who might join; the friend gets a card for a free trial class.",
    steps: [
      "In the first class, ask whether the group wants a WhatsApp group; add only those who say yes, name it after the group and the evening, and set the rules in the first message from the template.",
      "Each week, the teacher posts one thing: {acWeekNote}, the homework, or a photo from class of people who agreed.",
      "Choose a monthly outing for each group ({acOuting}), put the dates for the next three months in the chat, and say a friend is welcome.",
      "When someone misses a class, the teacher or a classmate writes in the chat what the group did, with the make-up class on offer.",
      "Each month, count in your tracker who came to the outing, the friends who came with them and the trial classes those friends booked.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A WhatsApp group per class, only with those who agree", "One outing a month per group, learners paying their own way", "Free trial class cards for friends"],
    successMetrics: ["Learners at each monthly outing", "Trial classes booked by friends who came", "Progress towards: {metrics}"],
    template: `First message in the group:
{acHello} This is the chat for {{group name}} at {product}. Here: the homework, {acWeekNote}, and who's coming to class. Rules: {acChatRule}no selling, and anyone can leave any time. {{teacher's name}}

---
Outing invitation (in the chat):
This month's outing: {{where}}, {{date and time}}, for about an hour, everyone paying their own way. Bring a friend who might like to join us: they get a free trial class. Who's in?`,
    marketingWisdom:
      "People stay in a class for the people in it long after the first motivation fades. A chat and a monthly outing make the group the thing they would miss, and a friend who came to an outing has already met the class they would join.",
  },
  {
    id: "ac-search-ads",
    adultClasses: 8,
    name: "Google search ads on searches for {acSubject} classes in {place}, judged by learners still coming after a month",
    kinds: ["local"],
    goals: ["revenue", "signups", "awareness"],
    stages: ALL_STAGES,
    channels: ["google-ads", "google-business"],
    requires: [],
    uses: ["paid"],
    cost: { min: 150, max: 2500 },
    paid: true,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    inPerson: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "People who search for {acSubject} classes in {place} want to start this month, and a small, capped campaign around the school competes with the big academies only where a learner who stays past the first month pays back the clicks.",
    description:
      "Run one Google search campaign on a handful of searches for {acSubject} classes in {place} (with the evenings, the level and the neighbourhood), shown within a short trip of the school, with a daily cap, sending people to a page with the timetable, the price and a free trial class. Judge it by learners still coming a month after they signed up, not by clicks, and pause it if a month brings none.",
    steps: [
      "Link your Google Business Profile to a new Google Ads account, and set up conversions you can count: messages, calls and trial classes booked from {{link to your page}}.",
      "Create one search campaign with the location set to a radius around the school in {acWhere}, one learners can reach after work, and a daily cap you can afford to lose while you learn.",
      "Choose 10 to 20 keywords ({acSubject} classes {place}, evening {acSubject} classes, {acSubject} course for beginners, your own name) and add negative keywords right away: jobs, teacher training, online, free.",
      "Write the ad from the template, keeping each headline under 30 characters and each description under 90.",
      "Every Friday, read the search terms report, add negatives, and write in your tracker the cost per trial class and how many of those learners are still coming a month later.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["A Google Ads account linked to your Google Business Profile", "A daily budget cap", "A line in your tracker for the cost per learner who stays"],
    successMetrics: ["Cost per trial class booked", "Learners from ads still coming a month later", "Progress towards: {metrics}"],
    template: `Headlines (up to 30 characters each):
{product}
Small groups, evenings
Free trial class

Descriptions (up to 90 characters each):
{acSubject} in {acGroups}, {acEvenings}, in {acWhere}.
A goal you choose, checks at {acChecks}, and a make-up class when work gets busy.`,
    marketingWisdom:
      "Search ads rent the moment someone has decided to start, and the big academies already pay for it: for a small school they pay only when capped, close to the door and judged by learners who stay, because a learner who leaves after one month never pays back the click.",
  },
  {
    id: "ac-paid-campaigns",
    adultClasses: 9,
    name: "Meta ads for a school with more groups to fill, judged by learners still coming after a month",
    kinds: ["local"],
    goals: ["revenue", "signups", "awareness", "retention"],
    stages: ALL_STAGES,
    channels: ["meta-ads", "instagram"],
    requires: ["paid"],
    workaround: {
      paid: "Hire a freelancer who runs local campaigns for a fixed fee for the first three months, and have them show you the cost per trial class and per learner still coming after a month, every week.",
    },
    uses: ["paid", "content"],
    cost: { min: 2000, max: 30000 },
    paid: true,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    inPerson: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "A budget this size only pays if there are groups to fill: with more teachers and evenings, Meta ads (Facebook and Instagram) shown to {acAdAudience} can fill several groups at once, judged by learners who stay, not clicks.",
    description:
      "Run Meta ads (Facebook and Instagram) to {acAdAudience}, with a real class in conversation (everyone in it having said yes) and one line on what a learner can do after a course ({acCheckTwo}). Give each campaign its own sign-up link for a free trial class, count trial classes and learners still coming a month later by campaign, and move money to what fills groups.",
    steps: [
      "Work out how many places you can sell in all (groups, evenings, teachers), and cap the monthly spend so that the cost per learner who stays a month is well under what a learner pays in their first two months.",
      "Take photos of two classes with everyone's written yes, and write three ads from the template: the dinner they cannot follow, the busy job, the free app that did not get them speaking.",
      "Start two campaigns with different audiences, each with a daily cap and its own sign-up link for a free trial class; check Meta's current rules on targeting and never target by nationality or ethnicity.",
      "Every Friday, write each campaign's cost, trial classes and learners still coming a month later in the tracker, and move money to the campaign whose learners stay.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["Places to sell across several groups and teachers", "Photos of real classes, with everyone's written yes", "A weekly count of trial classes and learners who stay, by campaign"],
    successMetrics: ["Cost per learner still coming a month later, by campaign", "Groups filled each month", "Progress towards: {metrics}"],
    template: `Meta ad
Audience: {acAdAudience}.
Headline: {acSubject} in {acGroups}, {acEvenings}
Text: {acAdHook} {product} teaches {acSubject} in {acGroups} in {acWhere}, with a goal you choose, checks at {acChecks} and a make-up class when work gets busy. {acPriceLine}. Your first class is free.
Button: Sign up`,
    marketingWisdom:
      "Paid reach for a school is only as good as the places behind it and the learners who stay: judge each campaign by learners still coming a month later, never spend to fill groups that are already full, and keep the make-up class and the pause working, or the ads refill a leaking bucket.",
  },
];
