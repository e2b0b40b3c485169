import type { LibraryTactic } from "../types";
import { ALL_STAGES } from "./stages";

/*
 * A teacher of adults one-to-one (Reading.privateTeacher): a guitar teacher on Zoom for adults who always
 * meant to play, a singing teacher in a home studio, a French tutor for grown-ups. Adults choose a teacher on
 * a friend's word, the reviews and how a trial lesson felt, buy a block once the first lesson got them doing
 * the thing, stay while they can hear their own progress, and drift away when work gets busy. So the plan
 * sells a trial lesson that ends with a first goal, a block of lessons with a pause instead of a cancel,
 * learners' progress stories told with their yes, a thank-you for a friend brought, directory listings, the
 * shops where learners buy, and written answers (or, for a teacher willing to be filmed, short teaching
 * videos). No parent, no child, no term, no app store. Templates are in the teacher's own voice, to adults.
 *
 * Tokens special to these texts (app/plan-quality/private-teacher.ts): {ptWord} {ptSubject} {ptHow} {ptWhere}
 * {ptLessonWhere} {ptPrice} {ptBlock} {ptBlockLine} {ptBlockCount} {ptTrial} {ptFirstWin} {ptMoment} {ptListings}
 * {ptCommunities} {ptShops} {ptShopLine} {ptShopBuyers} {ptFreeTime} {ptTeachTime} {ptMath} {ptGoal} {ptExtras}
 * {ptYears} {ptDoing}.
 */

const FREE = {
  kinds: ["local"],
  stages: ALL_STAGES,
  requires: [],
  cost: { min: 0, max: 0 },
  paid: false,
  inPerson: false,
} satisfies Partial<LibraryTactic>;

export const PRIVATE_TEACHER_TACTICS: LibraryTactic[] = [
  {
    id: "pt-trial-lesson",
    privateTeacher: 1,
    essential: true,
    name: "A free 20-minute trial lesson {ptLessonWhere} that ends with {ptFirstWin} and a plan for the first month",
    ...FREE,
    goals: ["revenue", "signups", "retention"],
    channels: ["calls", "email-marketing"],
    uses: ["sales"],
    hoursPerWeek: 1,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Adults who feel too old or too busy to start will not pay for a block from a page; twenty minutes that end with {ptFirstWin} answers the doubt better than any promise, and the plan for their first month makes the block the obvious next step.",
    description:
      "Offer every new enquiry {ptTrial}: ask what they want to be able to do ({ptMoment}), get them {ptDoing} {ptFirstWin} in the lesson, and end with a written plan for the first month and the offer of a block: {ptBlockLine}. Send the plan the same day, with the recording of what they played if they want it, and follow up once after three days.",
    steps: [
      "{ptOnFree}, write the trial lesson's twenty minutes on one page: five minutes on what they want and what stopped them before, ten minutes {ptDoing}, five minutes on the plan and the block.",
      "{ptOnFree}, set a booking link (Calendly's free plan or similar, to check) with trial slots only in the {ptTeachTime} you teach, and put it on every profile and reply.",
      "Every week, after each trial, send the follow-up from the template the same day (what they did, the plan for four weeks, the price of a block) and, if they have not booked three days later, one short note; never more than one.",
      "Every Friday, note in your tracker the trials taught, the blocks booked from them and, for each trial that did not book, the reason they gave.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A free booking link with trial slots in your teaching hours", "A one-page plan you can fill in after each trial", "Twenty minutes per trial"],
    successMetrics: ["Trial lessons taught a week", "Trials that became a block", "Progress towards: {metrics}"],
    template: `Follow-up the same day as the trial:
Hi {{first name}}, thank you for today. You came in saying you wanted to {ptMoment}, and twenty minutes later you were {ptDoing} {{what they did}}: that's the hardest part done.
Here's the plan for your first four weeks:
1. Weeks one and two: {{the first steps}}
2. Weeks three and four: {{putting it together}}
Lessons are {ptPrice}, or {ptBlockLine}. You get {ptExtras}.
If you'd like to start, reply with the evening that suits you and I'll hold it for you.
{{your name}}, {product}

---
One note three days later (only if they have not replied):
Hi {{first name}}, just checking the plan arrived. No pressure at all: if now isn't the time, it'll keep. {{your name}}`,
    marketingWisdom:
      "A trial that gets an adult beginner doing the thing in the first twenty minutes sells better than a discount: it answers the real objection ('I'm too old for this') with their own hands. Ending it with a written plan turns 'I'll think about it' into a choice of evening.",
  },
  {
    id: "pt-lesson-block",
    privateTeacher: 2,
    name: "Lessons sold as {ptBlockName}, the next block offered at the third lesson, and a pause instead of a cancel",
    ...FREE,
    goals: ["revenue", "retention"],
    channels: ["email-marketing", "community"],
    uses: ["sales"],
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Adults who pay lesson by lesson drop a lesson every time work gets busy, and then stop; a block with a goal for its {ptBlockCount} lessons, the next block offered before this one ends, and a pause when life takes over keep them coming long enough to hear their progress.",
    description:
      "Make the block the way to learn with {product}: {ptBlockLine}, each block with one goal in the learner's words, the next block offered at its third lesson, and two rules said in the first lesson: a lesson missed with a day's notice moves to another slot that fortnight, and anyone who wants to stop is offered a pause of up to a month first, with their slot kept. Single lessons stay at {ptPrice} for those who prefer them.",
    steps: [
      "{ptOnFree}, write the block on your page and in your booking link: {ptBlockLine}, what a block is for, and the two rules (move a lesson with a day's notice; a pause instead of a cancel).",
      "Every week, at the first lesson of each new block, write with the learner the one thing they want to do by its last lesson, in their words, and keep it at the top of their lesson notes.",
      "Every week, at the third lesson of each block, offer the next one with the message from the template, with a goal that follows from this one; when a learner asks to stop, offer the pause first with the date they come back, and if they still stop, ask what would have kept them and note it.",
      "Every Friday, count your regular learners, the blocks renewed and the pauses, against {ptGoal}.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["Your price list with the block on it", "A line at the top of each learner's notes for the block's goal", "Five minutes per learner at the third lesson"],
    successMetrics: ["Blocks renewed before the last lesson", "Learners back from a pause", "Progress towards: {metrics}"],
    template: `At the third lesson of a block:
Hi {{first name}}, one lesson left in this block, and you've {{what they can do now}}. For your next {ptBlockCount} lessons at {product}, how about {{next goal}}? Same evening, same time: {ptBlockLine}. Shall I keep your slot?

---
Reply when a learner says work has got too busy:
Hi {{first name}}, thank you for telling me, that's completely normal. Rather than stopping, would a pause help? Take up to a month off, pay nothing for it, and I'll keep your {{day and time}} slot for when you're back on {{date}}. If you'd still rather stop, that's fine too. Could I ask one thing: what would have made it easier to keep going? {{your name}}, {product}`,
    marketingWisdom:
      "A block is a commitment adults make to themselves, not only a discount: it turns 'shall I book this week?' into 'I'm learning {ptSubject} this month'. Offering the next one while they can hear the progress, and a pause instead of a goodbye, is how a teacher keeps a full diary without finding new learners every month.",
  },
  {
    id: "pt-google-profile",
    privateTeacher: 3,
    privateTeacherFor: "in-person",
    name: "A Google Business Profile for {product}, with your lesson times and reviews from adult learners",
    ...FREE,
    goals: ["revenue", "signups", "awareness"],
    channels: ["google-business", "reviews"],
    uses: ["content"],
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Adults in {place} who decide to start search for a {ptWord} nearby and compare what the map shows: reviews, photos and lesson times; a complete free profile puts {product} in that list.",
    description:
      "Claim the free Google Business Profile for {product}: the closest category to what you teach, your lesson times ({ptTeachTime}), your prices ({ptPrice}; {ptBlockLine}), {ptTrial}, and photos of your teaching room. Ask every learner for a review the same way, never for a free lesson, and reply to each by name.",
    steps: [
      "{ptOnFree}, claim or create the profile at business.google.com; if you teach at home, hide the address and show the area you serve, as Google allows.",
      "Add the services with a price each, the lesson times and five photos of your teaching room.",
      "Ask each current learner the same way for a review; never offer a free lesson for one, which Google's rules forbid.",
      "Every Friday, note the calls, messages and trials from the profile.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A Google account you keep yourself", "Five photos of your teaching room"],
    successMetrics: ["Profile verified within two weeks", "Trials from the profile", "Progress towards: {metrics}"],
    template: `Profile description:
{product}: one-to-one {ptSubject} lessons for adults in {place}, {ptTeachTime}. Start from {ptStartFrom}; you get {ptExtras}. {ptPrice}, or {ptBlockLine}. Your first twenty minutes are free.

---
Asking a learner for a review (the same to each, never for a free lesson):
Hi {{first name}}, a small favour: if you have a minute, a few honest words on Google help other adults in {place} who are nervous about starting: {{review link}}. No need if you'd rather not. Thank you! {{your name}}, {product}`,
    marketingWisdom: "Google ranks local results on relevance, distance and prominence; a full profile and a steady flow of honest reviews are what a one-person teacher controls.",
  },
  {
    id: "pt-before-learners",
    privateTeacher: 3,
    name: "A note to the adults you have taught before: {product} now teaches {ptHow}",
    ...FREE,
    goals: ["revenue", "signups"],
    channels: ["email-marketing", "referral"],
    uses: ["sales"],
    hoursPerWeek: 1,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "After {ptYears} of teaching, the adults who learnt with you before, and their friends, are the warmest people you know; many stopped only because life got in the way, and a personal note that you teach {ptHow} now is the first lesson many of them book again.",
    description:
      "List the adult learners you taught before whose contact details they gave you themselves (not a shop's or a school's customer list, and check anything you agreed with a former employer), and write to each one personally: what you do now, how lessons work {ptLessonWhere}, and {ptTrial} if they want to pick it up again or know someone who does.",
    steps: [
      "{ptOnFree}, list the adults you taught before whose details you hold yourself; leave out anyone whose details belong to a former employer, and check what you agreed with them.",
      "Every week, write to ten with the note from the template, each one by name and with one line about what they were learning, and reply the same day to anyone who answers with a trial slot in your teaching hours.",
      "Every Friday, note in your tracker the notes sent, the replies and the trials booked from them.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["The contact details former learners gave you themselves", "An hour twice a week, {ptFreeShort}"],
    successMetrics: ["Notes sent, replies and trials booked", "Former learners back in lessons", "Progress towards: {metrics}"],
    template: `Note to a former learner (one by one, by name):
Hi {{first name}}, it's {{your name}}, your {ptSubject} teacher from {{where you taught them}}. I hope you're still {ptDoingIt} now and then! I wanted to let you know I've gone out on my own: {product} is one-to-one {ptSubject} lessons for adults, {ptWhere}, with {ptExtras}.
If you fancy picking it up again, or know someone who always meant to start, the first twenty minutes are free: just reply and we'll find an evening.
{{your name}}`,
    marketingWisdom:
      "People who already trust your teaching need one honest sentence, not a campaign. Writing one by one, by name, with what they were learning, is what turns an old contact into a booked lesson; a mass email does the opposite.",
  },
  {
    id: "pt-directories",
    privateTeacher: 4,
    name: "Profiles on teacher directories such as {ptListings} (examples to check), with reviews from your learners",
    ...FREE,
    cost: { min: 0, max: 30 },
    goals: ["revenue", "signups", "awareness"],
    channels: ["marketplaces", "reviews"],
    uses: ["content"],
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "Medium Impact",
    why: "Adults who decide to start search for a {ptWord} on the directories and compare teachers by their photo, their first lines and their reviews; a complete profile with real learners' words puts {product} in that list.",
    description:
      "Check which directories adult learners of {ptSubject} use in your country ({ptListings} are examples to check: what each charges, whether it takes a fee per lesson or a subscription, and whether you may mention your own site), pick the two that fit, and write a profile that speaks to adult beginners: who you teach, how a lesson works {ptLessonWhere}, what each learner gets, your prices, and {ptTrial}. Ask your current learners for a review on them, the same way to everyone.",
    steps: [
      "{ptOnFree}, read the terms of {ptListings}: fees, who contacts whom, whether learners book through the site; write them side by side and pick two.",
      "Write the profile from the template, with a clear photo of you with your {ptSubject} (no filming needed) and your prices as they are on your own page.",
      "The same day the profile is live, ask each current learner, the same way, for a short review on the directory you chose; never offer a free lesson for one.",
      "Every week, reply to each enquiry the same day with a trial slot, and note which directory it came from.",
      "In week 10, compare the trials and blocks each directory brought against what it cost, and keep the one that pays.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["One clear photo of you with your {ptSubject}", "Your profile text", "The directories' own terms, read once"],
    successMetrics: ["Enquiries and trials from each directory", "Reviews on each profile", "Progress towards: {metrics}"],
    template: `Profile (adapt the length to each directory):
{product}: {ptSubject} lessons for adults who always wanted to start. I teach {ptHow}, and I've taught adults for {ptYears}. Most of my learners are beginners with busy jobs who gave up on learning alone online: we start from {ptStartFrom}, and you get {ptExtras}.
Lessons are {ptPrice}, or {ptBlockLine}. Your first twenty minutes are free, so you can see if we get on before you pay anything.

---
Asking a learner for a review (the same to each):
Hi {{first name}}, a small favour: if you have a minute, a few honest words about our lessons at {product} on {{directory}} would help other adults who are nervous about starting: {{review link}}. No need if you'd rather not. Thank you! {{your name}}`,
    marketingWisdom:
      "A directory is a shop window you rent: its searchers already want lessons, but its fees and rules are its own, so read them first and judge each by the blocks it brings, not the enquiries. Reviews asked the same way from every learner, and never paid for, are what make a new profile worth choosing.",
  },
  {
    id: "pt-progress-stories",
    privateTeacher: 5,
    name: "Learners' progress stories, told with their yes: {ptMomentStory}",
    ...FREE,
    goals: ["revenue", "awareness", "signups"],
    channels: ["email-marketing", "reviews", "facebook-groups"],
    uses: ["content"],
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "The adults you want are sure they are too old or too busy; a story from someone like them (started at 52, works full time, and now {ptMomentStory}) answers that better than anything you can say about yourself.",
    description:
      "Once a month, ask a learner who has just reached something ({ptMomentStory}, or any first that mattered to them) whether you may tell their story, in their words, with their first name or none. Write it in a short paragraph for your page, your directory profiles and your replies in the groups; use a clip of them {ptDoing} only if they offer it, and never any recording of a lesson without their yes.",
    steps: [
      "Every week, at the end of a lesson where a learner reached something, ask the question from the template; take no for an answer.",
      "{ptOnFree} after a yes, write their story in five lines (where they started, what stopped them before, what they can do now, in their words) and send it to them to approve before it goes anywhere, with the choice of their first name or no name.",
      "Put the approved story on your page and directory profiles, and use it when you answer 'am I too old to start?'.",
      "Every month, note which story a new learner mentions when they book.",
    ],
    setupSteps: 0,
    resourcesNeeded: ["A learner's yes, in writing", "Twenty minutes a month"],
    successMetrics: ["Stories approved and published", "New learners who mention a story", "Progress towards: {metrics}"],
    template: `Asking a learner (after a lesson where they reached something):
Hi {{first name}}, what you did tonight was brilliant. Would you be happy for me to tell your story, a few lines in your own words about starting as an adult, on the {product} page? First name only, or no name at all, and you'll see it before anyone else does. Completely fine to say no.

---
The story (for them to approve):
"{{first name}}, {{age}}, hadn't touched {{their instrument or subject}} since {{when}}. {{what stopped them before}}. {{number}} months of lessons at {product} later: {{what they can do now}}."`,
    marketingWisdom:
      "Adult beginners buy permission before they buy lessons: proof that someone like them started late and got there. A learner's own words, approved by them, are worth more than any line about your qualifications, and asking every time keeps their trust, which is your real business.",
  },
  {
    id: "pt-friend-thanks",
    privateTeacher: 6,
    name: "A free lesson for a learner and for the friend they bring",
    ...FREE,
    cost: { min: 0, max: 0 },
    goals: ["revenue", "signups", "retention"],
    channels: ["referral"],
    uses: ["sales"],
    hoursPerWeek: 0.25,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Happy adult learners mention their lessons at work and at parties, and the friend who says 'I always wanted to do that' needs a reason to book this month; a free lesson for both gives it, and costs you an hour you would otherwise leave empty.",
    description:
      "Tell every learner, at the end of their first block: if a friend or colleague books a block after their trial, you both get a lesson free. Give them a short message they can forward, count who brought whom, and thank every one by name whether or not the friend booked.",
    steps: [
      "{ptOnFree}, write the thank-you rule in one line on your page and price list: a friend books a block, you both get a lesson free.",
      "Every week, at the last lesson of each learner's first block, tell them, and send the message from the template they can forward.",
      "Every week, when a friend books a trial, thank the learner the same day, and add the free lesson to both once the friend books a block.",
      "Every Friday, count the friends who booked a trial and a block, and who brought them.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["One line on your price list", "A note in your tracker of who brought whom"],
    successMetrics: ["Friends who booked a trial", "Friends who booked a block", "Progress towards: {metrics}"],
    template: `To a learner at the end of their first block:
Hi {{first name}}, thank you for a great first block. If you know anyone who's always wanted to {ptVerbIt} too, here's a message you can forward. If they book a block after their trial, you both get a lesson free.

---
Message to forward:
"I've been learning {ptSubject} with {{your name}} at {product}: one-to-one lessons for adults, {ptWhere}. The first twenty minutes are free: {{your booking link}}"`,
    marketingWisdom:
      "Word of mouth is how most one-to-one teachers fill their diaries; a thank-you simply gives it a date and a message to forward. Rewarding both sides with a lesson, not cash, keeps it about learning, and thanking everyone who tried keeps it human.",
  },
  {
    id: "pt-shop-partners",
    privateTeacher: 7,
    name: "A card at the counter of {ptShopLine} and two more {ptShops}, for the adults who ask for a teacher",
    ...FREE,
    cost: { min: 0, max: 30 },
    goals: ["revenue", "signups", "awareness"],
    channels: ["partnerships", "flyers"],
    uses: ["sales"],
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "The counter of a shop is where {ptShopBuyers} ask 'do you know a teacher?'; staff who know you can hand them a card with {ptTrial}, and the shop gains a customer who keeps playing and comes back for strings, books and the next instrument.",
    description:
      "Visit {ptShopLine} and two other independent {ptShops} {ptQuietTime}, when the counter is quiet, and offer what helps them: a card with {ptTrial} for their beginners, and a note to every learner of yours who needs something to buy there. Ask before leaving anything, check with your former employer if you agreed anything about teaching their customers, and thank the staff when a card comes back.",
    steps: [
      "{ptOnFree}, print fifty small cards from the template (an online printer costs about the price of a lesson, to check), each with a code per shop so you know where it came from.",
      "Visit {ptShopLine} and two more independent {ptShops}: ask the manager whether you may leave cards at the counter, and offer to send your learners to them for what they need.",
      "Every week, when one of your learners needs to buy something, send them to a partner shop by name.",
      "Every Friday, note the trials booked with each shop's code; after two months, thank the shops that sent learners and drop a card where none came back.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["Fifty small cards with a code per shop", "Two visits {ptQuietTime}"],
    successMetrics: ["Trials booked with each shop's code", "Shops still handing out cards after two months", "Progress towards: {metrics}"],
    template: `What to say at the counter:
Hi, I'm {{your name}} from {product}. I teach {ptSubject} one-to-one to adult beginners, {ptHowShort}. Lots of adults buy a {ptSubject} and then don't know where to start; could I leave a few cards for them? Their first twenty minutes are free. And I send my learners to you for everything they need.

---
The card:
{product} · {ptSubject} lessons for adults who always wanted to start
One-to-one, {ptWhere}, {ptTeachTime}. {ptStartFromUpper}.
First twenty minutes free: {{your booking link}} · code {{shop code}}`,
    marketingWisdom:
      "A partner who serves the same people at a different moment lends you their trust: the shop sees the beginner once, you see them every week. Make it worth their while (your learners buy there), make it measurable (a code per shop), and keep it small enough to do on a quiet morning.",
  },
  {
    id: "pt-written-answers",
    privateTeacher: 8,
    privateTeacherFor: "no-camera",
    name: "Written answers where adult beginners ask: {ptCommunities} (examples to check), no filming",
    ...FREE,
    goals: ["awareness", "signups", "revenue"],
    channels: ["reddit", "facebook-groups", "community"],
    uses: ["content", "community"],
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Adults who gave up on video tutorials ask in {ptCommunities} why they are stuck and whether they are too old to start; a teacher's honest written answer, with no link unless asked, is what people remember when they decide to book a lesson, and it needs no camera.",
    description:
      "Join {ptCommunities} under your own name, read each one's rules on self-promotion, and twice a week {ptFreeShort} answer two or three questions from adult beginners in writing: {ptFixes}, whether it is too late at 50. Mention {product} only when someone asks for a teacher, always saying it is yours. Turn your best answers into short written pages on your site, one a month.",
    steps: [
      "{ptOnFree}, join {ptCommunities}, read each one's rules, and note which allow teachers to mention their lessons and which allow none at all.",
      "Write down the five questions adult beginners ask most, and a short honest answer to each you can adapt in two minutes.",
      "Every week, twice, {ptFreeShort}, answer two or three questions as in the template, with no link unless someone asks.",
      "Once a month, turn your most useful answer into a short page on your site, so you can point to it when asked.",
      "Every Friday, note the trials booked by people who found you there.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["Your own accounts, under your real name", "Each group's rules, read once", "Twenty minutes twice a week, {ptFreeShort}"],
    successMetrics: ["Trials booked by people who found you in the groups", "Answers thanked or saved", "Progress towards: {metrics}"],
    template: `Answer to "Am I too old to learn {ptSubject} at {{their age}}?":
Honest answer from a {ptWord} (full disclosure: I run {product} and teach adults, so I'm biased): no. Most of the adults I teach started in their forties or later, with full-time jobs. What usually stops people isn't age, it's trying to learn from videos with nobody to tell them what's going wrong. Pick one song you love, practise ten minutes a day rather than an hour on Sunday, and if you get stuck, a few lessons with any good teacher will save you months.

---
Reply when someone asks for a teacher:
Hi {{first name}}, I run {product} and teach adult beginners one-to-one, {ptWhere} (so take this with a pinch of salt!). The first twenty minutes are free, so you can see if we get on: {{your booking link}}. Whoever you pick, choose someone who starts from what you want to do.`,
    marketingWisdom:
      "Forums and groups reward members and punish advertisers: answer the question that was asked, say it is yours when you mention it, and accept that most answers sell nothing. Written answers suit a teacher who would rather not be filmed, and they keep working for months after you post them.",
  },
  {
    id: "pt-search-ads",
    privateTeacher: 9,
    name: "Google search ads on searches for {ptSubject} lessons for adults, capped, judged by blocks bought",
    kinds: ["local"],
    goals: ["revenue", "signups", "awareness"],
    stages: ALL_STAGES,
    channels: ["google-ads"],
    requires: [],
    uses: ["paid"],
    cost: { min: 150, max: 2500 },
    paid: true,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    inPerson: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Adults who search for {ptSubject} lessons for adults have decided to start this month; a small, capped campaign reaches them at that moment, and it pays only when the trial lessons it brings become blocks.",
    description:
      "Run one Google search campaign on a handful of searches adults make when they decide to start ({ptSubject} lessons for adults, {ptSubject} teacher for beginners{ptAdSearchWhere}), with a daily cap, sending people to a page with your prices, the block and a free trial lesson. Judge it by blocks bought, not clicks, and pause it if a month brings none.",
    steps: [
      "{ptOnFree}, open a Google Ads account and set up conversions you can count: trial lessons booked from {{link to your page}}.",
      "{ptOnFree}, create one search campaign ({ptAdArea}) with a daily cap you can afford to lose while you learn, 10 to 20 keywords and negative keywords from the start: jobs, free, chords, tabs, for kids.",
      "Every Friday, read the search terms report, add negatives, and write in your tracker the cost per trial lesson and per block bought.",
      "In week 8, keep the campaign only if its cost per block is well under what a learner pays in their first two blocks.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A Google Ads account", "A daily budget cap", "A line in your tracker for the cost per block bought"],
    successMetrics: ["Cost per trial lesson booked", "Cost per block bought", "Progress towards: {metrics}"],
    template: `Headlines (up to 30 characters each):
{product}
{ptSubject} lessons for adults
First 20 minutes free

Descriptions (up to 90 characters each):
One-to-one, {ptHowShort}. Start from {ptStartFrom}.
{ptPrice}, or {ptBlockLine}.`,
    marketingWisdom:
      "Search ads rent the moment someone has decided to start. For one teacher they pay only when capped, aimed at adult beginners and judged by blocks bought, because a click that never books a block never pays back.",
  },
  {
    id: "pt-story-ads",
    privateTeacher: 10,
    name: "Facebook and Instagram ads with learners' stories (told with their yes), judged by blocks bought",
    kinds: ["local"],
    goals: ["revenue", "signups", "awareness"],
    stages: ALL_STAGES,
    channels: ["meta-ads", "instagram"],
    requires: ["paid"],
    workaround: {
      paid: "Hire a freelancer who runs small campaigns for a fixed fee for the first three months, and have them show you the cost per trial lesson and per block bought, every week.",
    },
    uses: ["paid", "content"],
    cost: { min: 2000, max: 30000 },
    paid: true,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    inPerson: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "A budget this size pays only if it reaches adults who always meant to learn, in the words of someone like them: a learner's story, told with their yes, says 'it is not too late' better than any offer.",
    description:
      "Run Meta ads (Facebook and Instagram) to adults {ptAdArea}, each built on one learner's story in their own words (approved by them) and a photo they chose, with a free trial lesson as the only offer. Give each ad its own booking link, count trial lessons and blocks bought by ad, and move money to the story whose readers book blocks. Add evening slots or a second teacher before the spend outgrows your diary.",
    steps: [
      "{ptOnFree}, work out how many evening slots you can still sell and cap the monthly spend so that the cost per block bought stays well under what a learner pays in their first two blocks.",
      "{ptOnFree}, write three ads from the template, each from a story a learner approved, and check Meta's current rules on targeting by age.",
      "Every Friday, write each ad's cost, trial lessons and blocks bought in the tracker, and move money to the ad whose learners book blocks.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["Stories learners approved for ads, in writing", "Evening slots to sell", "A weekly count of trial lessons and blocks, by ad"],
    successMetrics: ["Cost per block bought, by ad", "Evening slots filled", "Progress towards: {metrics}"],
    template: `Meta ad
Text: "{{first name}}, {{age}}, hadn't touched {{their subject}} in {{years}}. {{what they can do now}}." {product}: one-to-one {ptSubject} lessons for adults, {ptHowShort}. Your first twenty minutes are free.
Button: Book now`,
    marketingWisdom:
      "Paid reach works for a teacher when it carries proof: a real learner's words, approved by them, and one small next step. Judge it by blocks bought, and stop adding money when your evenings are full.",
  },
  {
    id: "pt-teaching-videos",
    privateTeacher: 8,
    privateTeacherFor: "camera",
    name: "If you are happy to film: one short teaching video a week, a fix adult beginners need",
    ...FREE,
    goals: ["awareness", "signups"],
    channels: ["youtube", "instagram", "video"],
    uses: ["content"],
    hoursPerWeek: 1.5,
    contactsIndividuals: false,
    timeFrame: "Long-term",
    impact: "Medium Impact",
    why: "Adults who gave up on video tutorials still search for the one fix they are stuck on; a calm, short video from a teacher who explains it to grown-up beginners shows them what a lesson with you feels like.",
    description:
      "Only if you are happy to be filmed: once a week, film one fix adult beginners ask about ({ptFixes}), in under two minutes, {ptInShot}, and post it on YouTube and Instagram with a line offering {ptTrial}. Film in a batch once a month, {ptFreeShort}.",
    steps: [
      "{ptOnFree}, list twelve fixes adult beginners ask about most.",
      "Once a month, film four in one sitting with your phone on a stand, {ptInShot}.",
      "Post one a week with the caption from the template.",
      "Every Friday, note the trials booked by people who saw a video.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A phone and a stand", "One hour a month for filming"],
    successMetrics: ["Trials booked from a video", "Videos posted", "Progress towards: {metrics}"],
    template: `Caption:
Adult beginner? {{the fix in one line}}. At {product} I teach {ptSubject} to grown-ups {ptHow}: first twenty minutes free, link in bio.`,
    marketingWisdom: "Short, useful and regular beats polished: one fix a week shows how you teach better than any advert.",
  },
];
