import { MUSIC_LESSONS, STAGE_LESSONS } from "~/plan-quality/local-trade";
import type { LibraryTactic } from "../types";
import { ALL_STAGES, LIVE } from "./stages";

/*
 * Lessons and tuition taught locally: a piano or guitar teacher, a tutor, a swimming or language
 * teacher. Pupils are not walk-in customers: a parent (or an adult learner) chooses a teacher on
 * another parent's word, a first lesson their child enjoyed and a slot that fits after school, then
 * stays for years. So a teacher gets no shop window, stamp card or market stall, but the school
 * gate and its newsletter, the town's own groups, paper and notice boards, a free taster lesson,
 * a concert that shows what pupils learn, and introductions from the parents of current pupils.
 * Templates are written in the teacher's own voice ("I teach …") and signed with the studio's name.
 *
 * Tokens special to these texts (filled from the founder's words, with usual places otherwise):
 * {teacher} ("piano teacher"), {instrument} ("the piano"), {town} ("Ludlow"), {schools} ("Ludlow's
 * primary and secondary schools"), {paper} ("the Ludlow Advertiser"), {boards} ("the notice boards at
 * the library and the Co-op"), {group} ("the town's Facebook group"), {daytime} ("your free mornings"), and for
 * music lessons or others: {showcase} ("concert"), {fairOffer} ("a few minutes of music"), {learn} ("play"),
 * {achievement} ("played {{the piece}} all the way through today…").
 */


export const LESSONS_TACTICS: LibraryTactic[] = [
  {
    id: "lessons-school-families-taster",
    name: "A free taster lesson for families at {schools}",
    kinds: ["local"],
    trades: ["lessons"],
    childPupils: true,
    goals: ["revenue", "awareness"],
    stages: ALL_STAGES,
    channels: ["partnerships", "newsletter", "flyers"],
    requires: [],
    uses: ["content", "sales"],
    cost: { min: 0, max: 30 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    inPerson: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Parents choose a teacher on another parent's word and on a first lesson their child enjoyed, and they hear both at {schools}: at the gate, in the school newsletter and through the PTA.",
    description:
      "Offer every family at {schools} a free 20-minute taster lesson, and let the schools and their parents pass the word: a paragraph in each school's newsletter, a month of lessons as a prize for the PTA's next raffle, and you at the gate at morning drop-off once a week with a few cards. Parents book by text; a child who enjoyed the taster is the reason most of them sign up.",
    steps: [
      "Write to the office of each school ({schools}) and ask how local teachers and clubs can appear in the newsletter to parents; most print a short paragraph free, some once a term.",
      "Print 200 small cards from the template and choose two or three 20-minute taster slots a week that are free in your diary; after every taster, ask the parent how it went, offer the weekly slot that suits them, and note where the family heard of you (newsletter, PTA, the gate, a friend).",
      "Send the email and the newsletter paragraph below to each school office, and offer the PTA the note below: a month of lessons as a raffle prize, and {fairOffer} at their next fair.",
      "Once a week, stand at the gate at morning drop-off with your cards, chat with the parents you know and give a card to anyone who asks; speak to parents, never approach the children.",
    ],
    // Sending the paragraph is set-up: the gate starts in week 3, not at the end of the plan.
    setupSteps: 3,
    resourcesNeeded: ["200 small printed cards", "Two or three free 20-minute taster slots a week", "An hour a week, one morning at drop-off"],
    successMetrics: [
      "Taster lessons booked each week, and where each family heard of you",
      "Tasters that turn into weekly lessons (aim for one in two)",
      "Progress towards: {metrics}",
    ],
    template: `Email to each school office:
Subject: A free taster lesson for your pupils' families
Hello, I'm {{your name}}, a {teacher} in {town}. Could the short paragraph below go in your next newsletter to parents? It offers every family a free 20-minute taster lesson, with nothing to sign up to. Thank you very much.
{{your name}}, {product}, {{your phone number}}

---
Paragraph for the school newsletter:
A free taster lesson with a {teacher} in {town}
{pitch} Weekly lessons are {price}, and your child's first 20 minutes are free: a taster to see whether they enjoy it, with no commitment. Text or call {{your phone number}} to book one.
{{your name}}, {product}

---
Card for the school gate:
{product}: a free taster lesson for your child
{{your name}}, {teacher}, {town}. Weekly lessons {price}.
Text {{your phone number}} to book a free 20-minute taster.

---
Note to the PTA:
Hello {{first name}}, I'm {{your name}}, a {teacher} in {town} with pupils from {schools}. I'd like to give something back: a month of free lessons as a prize for your next raffle, and I'd be glad to offer {fairOffer} at the next fair if that would help. Could we have a word at drop-off one morning?
{{your name}}, {product}, {{your phone number}}`,
    marketingWisdom:
      "A taster turns the hardest step, a parent committing to a term with a stranger, into a free twenty minutes they can judge for themselves. Word at the school gate does the rest: parents trust another parent's account of a teacher more than anything a teacher says about themselves.",
  },
  {
    id: "lessons-town-facebook-group",
    name: "The helpful {teacher} in {group}",
    kinds: ["local"],
    trades: ["lessons"],
    goals: ["awareness", "revenue"],
    stages: ALL_STAGES,
    channels: ["facebook-groups", "community"],
    requires: [],
    uses: ["community", "content", "social"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    inPerson: false,
    timeFrame: "Quick Win",
    impact: "Medium Impact",
    why: "{lessonAskers} in {town} ask {group} who teaches what, and a teacher who introduces themselves once and answers honestly is the one others tag.",
    description:
      "Introduce yourself and {product} once in {group}, where its rules allow it, then be a helpful member: answer {lessonQuestions}, and mention {product} only when someone asks for what you teach, always saying it is yours.",
    steps: [
      "Join {group} under your own name, read its rules, and note whether and on which day members may post about their business.",
      "Post the introduction below once, with a photo of you teaching (no pupil's face without their permission, and a parent's for a child).",
      "Twice a week, spend ten minutes answering questions you know about: {lessonTopics}, what is on in {town}.",
      "When someone asks for a {teacher}, reply once and honestly, as in the template, and let happy {lessonReviewers} add their word.",
      "Once a term, on the group's promotion day, post one thing of use: free taster slots, the date of your pupils' {showcase}{adultPlaces}.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["Your own Facebook account, under your real name", "The group's rules, read once", "Twenty minutes a week"],
    successMetrics: ["Times {lessonReviewers} recommend {product} in the group", "Taster lessons booked by people who found you there", "Progress towards: {metrics}"],
    template: `Introduction post (once, where the group allows it):
Hello {town}! I'm {{your name}}, and I teach at {product}. {pitch} If {whoWants} always wanted to try, the first 20 minutes are a free taster lesson. Text {{your phone number}} or reply here.

---
Reply when someone asks for a {teacher}:
Hi {{first name}}, full disclosure: I'm the teacher at {product}, so I'm biased! {{your answer in one line}}. The first 20 minutes are a free taster, so {triesIt} before you commit. {{your name}}, {product}`,
    marketingWisdom:
      "Town groups reward members and punish advertisers: introduce yourself once, be useful the rest of the time, and say it is yours every time you mention it. The reply that gets you pupils is often someone else's, not yours.",
  },
  {
    id: "lessons-daytime-adult-beginners",
    name: "Daytime lessons for adult beginners, in {paper} and on {boards}",
    kinds: ["local"],
    trades: ["lessons"],
    adultLearners: true,
    goals: ["revenue", "awareness"],
    stages: ALL_STAGES,
    channels: ["press", "flyers"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 20 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    inPerson: true,
    fillsQuietSlots: true,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Retired adults who always wanted to learn read {paper} and stop at {boards}, and they can come while children are at school, which fills {daytime}.",
    description:
      "Offer {daytime} to adult beginners, many of them retired: a card with tear-off strips on {boards}, and a story idea for {paper} about learning at any age. Adults rarely answer a notice about children's lessons; one written for them, with a free first lesson and daytime slots, is what makes them ring.",
    steps: [
      "Choose the daytime slots you will offer adults (for example three mornings a week), give them a name, such as 'Never too late' lessons, and from now on note where every adult who rings saw you (the paper, which notice board, a friend).",
      "Print the card below on A5 with tear-off strips carrying your phone number, and ask at each place how to put it up: {boards}.",
      "Email the story idea below to the news desk of {paper}: a teacher who takes beginners at any age is a local story, stronger with an adult pupil happy to be quoted.",
      "Every two weeks, check the cards: replace torn ones, count the strips taken, and move a card nobody has torn to a busier spot.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A few A5 cards with tear-off strips, printed", "A photo of you teaching, for the paper", "Half an hour a week"],
    successMetrics: ["Adults who ring about daytime lessons, by where they saw you", "Daytime slots filled each week", "Progress towards: {metrics}"],
    template: `Card for {boards}:
Always wanted to {learn}? It's never too late.
{pitch}
Daytime lessons for adult beginners at {price}, with a patient {teacher} in {town}. Your first lesson is free.
Ring or text {{your name}} on {{your phone number}}.
Tear-off strips: {product}, adult lessons, {{your phone number}}

---
Email to the news desk of {paper}:
Subject: Never too late: daytime lessons for adult beginners in {town}
Hello, I'm {{your name}}, a {teacher} in {town}. I keep my daytime hours for adult beginners, many of them retired, who always wanted to learn and finally have the time. One of my adult pupils would be happy to tell your readers how they started. Could I send you a photo and a few lines?
{{your name}}, {product}, {{your phone number}}`,
    marketingWisdom:
      "Local papers want people, not adverts: a retired beginner who finally started is a story, a teacher's price list is not. A notice board works when the card speaks to one reader ('Always wanted to {learn}?') and the tear-off strips tell you whether anyone read it.",
  },
  {
    id: "lessons-parent-introductions",
    name: "Introductions from your pupils' parents",
    kinds: ["local"],
    trades: ["lessons"],
    childPupils: true,
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
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "The parents of your pupils see their child's progress every week, and another parent's word is what a family trusts most when choosing a {teacher}.",
    description:
      "At the end of a lesson that went well, tell the parent what their child achieved and give them two introduction cards for friends: a friend's child gets a free taster, and once they have had a month of lessons both families get a lesson free. Nobody is pushed, and you learn which families recommend you.",
    steps: [
      "Decide the thank-you (one free lesson for each family once the new pupil has had a month of lessons) and note what it costs you in time.",
      "Print 100 introduction cards from the template, with a line for the parent's name.",
      "At the end of a good lesson, tell the parent one specific thing their child did well, and give them two cards with one sentence: 'If a friend's child would like to try, the taster is free.'",
      "When a card comes back, note who introduced the new family; once the new pupil has had a month, give both families their free lesson and thank the parent in person.",
      "Each month, count the introductions and the families who made them.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["100 printed introduction cards", "A notebook of who introduced whom", "One free lesson per family, only when a new pupil stays"],
    successMetrics: ["Introduction cards that come back each month", "New pupils from introductions still coming after a month", "Progress towards: {metrics}"],
    template: `Introduction card, front:
{{parent's name}} thought your child might enjoy {product}.
A free 20-minute taster lesson with {{your name}}, {teacher} in {town}.

Back:
Text {{your phone number}} to book. When your child has had a month of lessons, your family and {{parent's name}}'s each get a lesson free, as a thank-you.

---
What to say at the end of a good lesson:
"{{child's first name}} {achievement}! If any of their friends would like to try, here are two cards for a free taster."`,
    marketingWisdom:
      "Parents pass on a teacher's name when they have something to tell: a child who practised without being asked, a first success shown to the grandparents. Give them that story at the end of a lesson, and a card to go with it.",
  },
  {
    id: "lessons-pupils-concert",
    name: "A pupils' concert and open afternoon at the end of term",
    kinds: ["local"],
    trades: ["lessons"],
    // A concert is for music lessons: a maths tutor or a swimming teacher has no pieces to play.
    onlyWhen: MUSIC_LESSONS,
    goals: ["retention", "awareness", "revenue"],
    stages: LIVE,
    channels: ["events", "referral"],
    requires: [],
    uses: ["community", "content"],
    cost: { min: 0, max: 40 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    inPerson: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Families who hear a friend's child play are the warmest enquiries a teacher gets, and a concert gives every pupil a goal for the term and their parents a reason to stay.",
    description:
      "Once a term, hold a short, friendly concert where every pupil plays one piece, then open the doors: guests try {instrument}, ask questions and book a free taster. Pupils invite family and a friend or two; it costs a room (or your studio) and some squash and biscuits.",
    steps: [
      "Pick a date in the last weeks of the term and book a room, free or cheap: a church or village hall, a room at the library, or your studio if it holds twenty.",
      "Tell pupils and parents the date six weeks ahead, and help every pupil choose one short piece they can play well.",
      "Give each pupil three invitations from the template for family and friends, and put the date in {group} and on {boards}.",
      "On the day, keep the music to 45 minutes, then let guests, children and adults, try {instrument}, with a sheet to book a free taster.",
      "Within a week, text everyone on the sheet to offer a taster slot, and count the pupils the concert brought.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A room for an afternoon (often free or cheap for a pupils' concert)", "Printed invitations, squash and biscuits", "An afternoon, and an hour a week to prepare"],
    successMetrics: ["Guests at the concert who were not pupils' families", "Tasters booked from the sheet within two weeks of the concert", "Progress towards: {metrics}"],
    template: `Invitation (one for each guest):
You're invited to {product}'s end-of-term concert
{{date}} at {{time}}, {{the venue}}, {town}
{{pupil's first name}} is playing, with the other pupils: 45 minutes of music, then tea, biscuits and a chance to try {instrument} yourself. Free, and everyone is welcome.
{{your name}}, {{your phone number}}

---
Post for {group}:
Our pupils' concert is on {{date}} at {{the venue}}: 45 minutes of music from our youngest pupils to our adult beginners. Afterwards anyone can try {instrument} and book a free taster lesson. All welcome! {{your name}}, {product}`,
    marketingWisdom:
      "A concert is proof no advert can give: a parent hears what a child of their own child's age learnt in a term, from the teacher who taught it. Keep it short, let every pupil play, and make the taster sheet the last thing guests see.",
  },
  {
    id: "lessons-show-open-door",
    name: "The end-of-year show, paid for by tickets and a programme, with a taster sign-up at the door",
    kinds: ["local"],
    trades: ["lessons"],
    // A show is for pupils who dance or act: a maths tutor has nothing to stage, a music teacher gives a concert.
    onlyWhen: STAGE_LESSONS,
    childPupils: true,
    goals: ["retention", "awareness", "signups"],
    stages: LIVE,
    channels: ["events", "referral", "partnerships"],
    requires: [],
    uses: ["community"],
    cost: { min: 0, max: 60 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    inPerson: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Families who watch a friend's child on stage are the warmest enquiries a {teacher} gets, and a show that pays for itself stops being the cost you dread every year.",
    description:
      "Make the show you already put on do three jobs: tickets for families cover the hall, a printed programme with small ads from local businesses covers the costumes and printing, and a sign-up sheet at the door turns guests' children into next term's pupils. Every pupil invites family and one or two friends with children.",
    steps: [
      "Add up what the show costs (hall, costumes, printing, music licence if you need one) and set the ticket price and the number of programme ads that cover it, for example half from tickets and half from ads.",
      "Offer local businesses a small ad in the programme at a fixed price: the shops and cafés your families use, a dancewear or school-uniform shop, the photographer who films the show.",
      "Six weeks ahead, give each family two invitations from the template for friends with children, and put the date in {group} and on {boards}.",
      "At the door and in the interval, have a sheet where guests can book a free taster class for their child, and put next term's timetable in every programme.",
      "Within a week, text everyone on the sheet to offer a taster slot, and count the pupils the show brought.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["The hall you already book for the show", "A printed programme with room for six to ten small ads", "A taster sign-up sheet and next term's timetable"],
    successMetrics: ["Share of the show's costs covered by tickets and programme ads", "Taster classes booked from the show within two weeks", "Progress towards: {metrics}"],
    template: `Invitation (two for each family, for friends with children):
{{pupil's first name}} is performing in {product}'s show!
{{date}} at {{time}}, {{the venue}}, {town}. Tickets {{ticket price}} from {{where to buy them}}.
Bring your child: after the show they can book a free taster class for next term.

---
Note to a local business:
Hello {{first name}}, I run {product}, with {{number of pupils}} pupils from schools around {town}. About {{number of guests}} local families will watch our show on {{date}}, and we are offering a few small ads in the printed programme at {{ad size and price}}. Would you like one? {{your name}}, {{your phone number}}`,
    marketingWisdom:
      "A show is proof no advert can give: a parent sees what a child of their own child's age learnt this year. Paid for by tickets and programme ads, it stops being a cost to survive and becomes the open day that fills next term.",
  },
  {
    id: "lessons-google-reviews",
    name: "Honest Google reviews from {lessonReviewers}",
    kinds: ["local"],
    trades: ["lessons"],
    // Reviews follow a term of lessons: they keep families and reassure the next ones more than they bring pupils this term.
    goals: ["awareness", "retention"],
    stages: LIVE,
    channels: ["reviews", "google-business"],
    requires: [],
    uses: [],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    inPerson: false,
    timeFrame: "Ongoing",
    impact: "Medium Impact",
    why: "{lessonAskers} in {town} look up a new {teacher} on Google before they ring, and a few recent words from other {lessonReviewers} answer their first question: is this teacher any good?",
    description:
      "Ask {everyPupil}, at the end of a term or after a good lesson, for a few honest words on your Google profile, with nothing in return, as Google's rules require. Reply to each review by name.",
    steps: [
      "In your Google Business Profile, tap 'Ask for reviews' and copy the short link.",
      "At the end of each term, send the message below to {everyPupil}, by text or email; never offer a free lesson for a review.",
      "Reply to each review within the week with two sentences that thank them by first name.",
      "Once a month, count your reviews and note which tasters mentioned them.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["Your Google review link", "The phone numbers or emails of {reviewContacts}", "Half an hour a week"],
    successMetrics: ["New Google reviews each term", "Taster bookings that mention your reviews", "Progress towards: {metrics}"],
    template: `Message at the end of term:
Hello {{first name}}, {reviewThanks}. If you have a minute, a few honest words on Google help other {reviewReaders} in {town} find a teacher they can trust: {{your review link}}. No pressure at all, and thank you! {{your name}}, {product}

---
Reply to a review:
Thank you, {{first name}}! {reviewJoy} See you next week. {{your name}}, {product}`,
    marketingWisdom:
      "{reviewWisdom}",
  },
];
