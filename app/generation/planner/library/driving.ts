import type { LibraryTactic } from "../types";
import { ALL_STAGES } from "./stages";

/*
 * A driving instructor (Reading.driving): learners of 17 and over, often with a parent who pays, and
 * adults who want an automatic, a refresher or a course in the daytime. They choose one instructor on a
 * friend's word, the Google reviews and the pass photos, book a first lesson and then a block, and leave
 * when they pass, so every pass is the next referral and the diary needs new first lessons every week.
 * An instructor's plan is made of these tactics: the profile and pass photos, honest reviews and results,
 * the automatic offer, gift vouchers for a 17th birthday, listings where learners look, referrals and the
 * car's sign, the daytime filled with semi-intensive courses and refreshers, and colleges and workplaces
 * where their staff allow it. No taster for a child, no studio, no school gate, no end of term; tests are
 * booked by the learner and never promised.
 */

export const DRIVING_TACTICS: LibraryTactic[] = [
  {
    id: "dv-google-profile",
    driving: 1,
    essential: true,
    name: "A Google Business Profile for {product}, and a place on the lists where learners look for an instructor",
    kinds: ["local"],
    goals: ["signups", "revenue", "awareness", "retention"],
    stages: ALL_STAGES,
    channels: ["google-business", "reviews"],
    requires: [],
    uses: ["social"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Learners and parents in {place} search Google for a driving instructor near them, compare the reviews and the photos of people who passed, and ring the one who looks calm and local; a complete free profile is how {product} is in that list without paying for the ads the franchises run.",
    description:
      "Claim the free Google Business Profile for {product} as a business that goes to its customers: no street address shown, the areas of {place} you pick up from, your lesson hours, your prices ({dvPrice}, {dvBlock}), the services learners search for (automatic lessons, semi-intensive courses, refresher lessons) and real photos: you, the car with its signs, and a pass photo each week once pupils start passing. A short post every Monday keeps it fresh. Then be on {dvFinder}, with the same words.",
    steps: [
      "Claim or create the profile at business.google.com under the name pupils know, {product}, with your own Google account. Choose to hide your address and add the areas you cover instead (the parts of {place} and the villages nearby you pick up from). Start verification today: it can take a few days, and Google may ask you to film the car, its signs and something that proves the business is yours.",
      "Pick the main category learners search for (type 'Driving' and choose 'Driving school' or the closest match offered), then add the services with a line and a price each: automatic driving lessons at {dvPrice}, a block of {dvBlock}, semi-intensive courses, refresher lessons.",
      "Paste the description from the template, add your lesson hours and phone number, and ten daylight photos: you by the car, the car's dual controls and signs, the pick-up points learners know. No pupil's face until they have agreed in writing.",
      "Every Monday, publish one short post (ten minutes): a pass photo with the pupil's consent, this week's free slots, or one tip for learners in {place} (a tricky roundabout, the test routes' typical junctions).",
      "Log in to your DVSA ADI account and check whether and how you appear on GOV.UK's 'Find a driving instructor', with the areas you cover. Then look up two instructor-finder or booking sites learners in {place} use, and read the terms before signing: a free listing, a fee per lead, or a share of every booked hour. List only where a booked hour still leaves you close to {dvPrice}, and never for longer than a month at a time to start.",
      "Every Friday, open the Performance tab and write in your tracker the searches, calls and messages from the profile, the enquiries from each listing, and the hours you have booked for the next two weeks.",
    ],
    setupSteps: 4,
    groundworkSteps: 1,
    resourcesNeeded: ["A Google account you keep yourself", "Ten photos taken in daylight", "Ten minutes every Monday for a post"],
    successMetrics: ["Profile verified and complete within two weeks, and on GOV.UK's list", "Calls and messages from the profile and each listing, week by week", "Progress towards: {metrics}"],
    template: `Profile description (paste as is; links are not allowed here):
{product}: driving lessons in {place} with {{your name}}, {dvQualified}, in {dvCar}. {dvPrice}, or {dvBlock}. Calm, patient lessons for learners from 17, nervous drivers, people who failed in a manual and adults who have not driven in years. Pick-ups from home, college or work across {place}, {{your lesson hours}}. Ring or text to book a first lesson.

---
First Monday post (with a photo of you by the car):
New in {place}: {dvCarShort} driving lessons with {product}. I'm {{your name}}, {dvQualified}, and I have {{number}} slots free this week, {{days and times}}. Nervous, or gave up in a manual? That's exactly who I like teaching. Ring or text {{your phone number}}.

---
Profile for listings (GOV.UK's list and the finder sites):
{{your name}} at {product}: {dvQualified}, teaching in {dvCar} across {place}. Patient lessons for learners from 17, nervous drivers, people who failed in a manual and adults returning to driving. {dvPrice}, or {dvBlock}. Semi-intensive courses and refresher lessons in the daytime. Pick-ups from home, college or work.`,
    marketingWisdom:
      "Google ranks local results on relevance, distance and prominence: the right category, the areas you cover, services with prices, weekly posts and a steady flow of genuine reviews are what an instructor can control. Pass photos do the work a franchise's brand does: they show people from this town passing with this instructor. A listing is an existing platform with learners already on it: count what each brings in booked hours, not in views.",
  },
  {
    id: "dv-pass-photos-reviews",
    driving: 2,
    name: "Pass day: a photo with consent, an honest review, two cards for friends, and a results line you can prove",
    kinds: ["local"],
    goals: ["signups", "revenue", "awareness", "retention"],
    stages: ALL_STAGES,
    channels: ["reviews", "referral", "google-business", "instagram"],
    requires: [],
    uses: ["social"],
    cost: { min: 0, max: 30 },
    paid: false,
    hoursPerWeek: 0.25,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "A learner choosing between {product} and a franchise asks one question, is this instructor any good, and a new instructor answers it with faces from {place} holding a pass certificate and reviews in learners' own words, never with a pass rate nobody can check; and the friends of a pupil who just passed are the next learners.",
    description:
      "On every test day, ask the pupil (and a parent, if they are under 18) whether you may post a pass photo by the car, then send every pupil, pass or not, the same short message with your Google review link. On pass day, give them two cards for friends: the friend gets an offer on a first lesson, and the pupil a thank-you after the friend's first lesson (a thank-you for an introduction, never for a review). Keep your own record of every test: date, centre, pass or not, first attempt or not. It becomes your honest results line once there are enough tests to mean something.",
    steps: [
      "Write a two-line consent note you can text or show on the day: the photo and first name may go on your Google profile, Facebook and Instagram, and they can ask you to take it down at any time. For a pupil under 18, ask a parent too.",
      "In your Google Business Profile, tap 'Ask for reviews' and copy the short link into your phone's notes.",
      "After every test, and after the tenth hour for pupils still learning, send the review message below to every pupil the same way, pass or not. Never offer a free lesson or money off for a review, and never ask only the happy ones: Google's rules forbid both, and UK consumer law bans fake and hidden paid-for reviews.",
      "Take the pass photo by the car with the certificate held so the numbers on it do not show, post it that evening, and reply to every review within the week by first name.",
      "Choose the friend's offer and the thank-you, print twenty cards, and give two to every pupil who passes; send the referral message below to everyone who has passed with you so far, and write in your tracker who sent each new learner.",
      "Keep one line per test in your tracker (date, test centre, first attempt or not, pass or not). Until you have ten tests, say 'fully qualified, and proud of every pupil who has passed so far' rather than a rate; after that, state first-time passes as a plain count you can show (for example '7 of my first 10 pupils passed first time').",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A consent note for photos", "Your Google review link", "Twenty cards for friends", "A test record, one line per test"],
    successMetrics: ["A review asked for after every test", "First lessons booked by friends of pupils", "Progress towards: {metrics}"],
    template: `Consent for a pass photo (text or show on the day):
Congratulations, {{first name}}! May I post a photo of you by the car with your first name on the {product} Google profile, Facebook and Instagram? Just reply yes or no; you can ask me to take it down any time. (If you're under 18, I'll check with your mum or dad too.)

---
Review message (every pupil, the same way):
Hi {{first name}}, thank you for learning with {product}. If you have a minute, a few honest words on Google help other learners in {place} find an instructor they can trust: {{your review link}}. Thank you! {{your name}}

---
Referral message (pass day, and to everyone who passed with you):
Congratulations again, {{first name}}! If any friends are about to start learning, I'd love to teach them: they get {{the friend's offer}} when they mention your name, and you get {{your thank-you}} after their first lesson. Just pass on my number, {{your phone number}}.

---
Reply to a review:
Thank you, {{first name}}! It was a pleasure teaching you. Drive safely, and say hello if you see the car around {place}. {{your name}}, {product}`,
    marketingWisdom:
      "Reviews persuade when they are many, recent and in learners' own words, and Google's rules forbid paying for them or asking only the happy ones. Ask everyone the same way at the same moment, let the pass photos carry the proof a new instructor lacks, and ask for friends on pass day: every learner leaves when they pass, and the referral turns each ending into the next beginning.",
  },
  {
    id: "dv-automatic-offer",
    driving: 3,
    onlyWhen: /\bautomatics?\b/i,
    name: "Automatic lessons for nervous drivers and people who failed in a manual: why automatic, said plainly",
    kinds: ["local"],
    goals: ["signups", "revenue", "awareness"],
    stages: ALL_STAGES,
    channels: ["facebook-groups", "google-business"],
    requires: [],
    uses: ["social"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "The franchises in {place} mostly sell manual lessons to 17-year-olds; the learners who look for an automatic are often the ones they serve worst (adults who are nervous, people who failed in a manual or gave up on the clutch), and they search and ask for exactly that.",
    description:
      "Say who an automatic suits and why, in one short text you use on your Google profile, in a post for the {place} Facebook groups and in your reply when someone asks: no clutch or gears to think about, so more attention for the road; often fewer hours for people who struggled with a manual; a calm first lesson on quiet roads. Say the trade-off honestly: {dvLicence}.",
    steps: [
      "Write down the three kinds of learner an automatic suits best, in the words they use: 'I'm terrified of stalling', 'I failed twice in a manual', 'I'm 40 and never learnt'. Use those words in everything below.",
      "Add the text from the template as a Google post and as the 'Automatic driving lessons' service on your profile.",
      "Join the {place} Facebook groups under your own name, read each group's rules and note the day members may post about a business; post the automatic text once, on that day, with a photo of the car.",
      "Twice a week, spend ten minutes answering questions in those groups about learning to drive, and when someone asks for a patient instructor or an automatic, reply once, saying it is your business.",
      "For people who failed in a manual, offer the first lesson as a two-hour assessment drive: at the end, tell them honestly how many hours you think they need, and write it down to compare later.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["One text on who an automatic suits", "The {place} Facebook groups' rules, read once", "Twenty minutes a week"],
    successMetrics: ["First lessons booked by people who mention an automatic", "Enquiries from the Facebook groups", "Progress towards: {metrics}"],
    template: `Post (Google and the {place} Facebook groups, where the rules allow it):
Thinking about an automatic? I teach in {dvCar} around {place}. It suits you if you're nervous behind the wheel, if you failed in a manual or gave up on the clutch, or if you're an adult who wants to pass without years of lessons: no gears or stalling to think about, so you can give the road all your attention. One honest thing to know: {dvLicence}. {dvPrice}, or {dvBlock}. I'm {{your name}}, {dvQualified}; text {{your phone number}} for a first lesson.

---
Reply when someone asks for a patient instructor:
Hi {{first name}}, full disclosure, I'm the instructor at {product}, so I'm biased! I teach in an automatic, and a lot of my pupils came to me nervous or after failing in a manual. Happy to do a first lesson on quiet roads and tell you honestly how many hours I think you'd need. {{your name}}`,
    marketingWisdom:
      "Positioning beats price for a one-person business: 'the patient automatic instructor for people who are nervous or failed in a manual' is a reason to choose you that a franchise's ad cannot take away, and the people it describes repeat it to friends in the same spot.",
  },
  {
    id: "dv-daytime-courses",
    driving: 4,
    name: "Daytime hours filled: semi-intensive courses and refresher lessons for adults who have not driven in years",
    kinds: ["local"],
    goals: ["signups", "revenue"],
    stages: ALL_STAGES,
    channels: ["facebook-groups", "google-business"],
    requires: [],
    uses: ["social"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 0.25,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Evenings and Saturdays fill first with learners from college and work; {dvGoalHours} needs the weekday daytime too, and the people free then are adults on shifts, parents once the children are at school, and people with a licence who have not driven in years and want their confidence back.",
    description:
      "Offer two things for the daytime: a semi-intensive course (for example two two-hour lessons a week for five weeks, sold as blocks of {dvBlock}) for learners with their theory test passed and a date to aim for, and refresher lessons for adults with a full licence who have not driven for years (after a move, a bereavement, a new job or a car of their own). Be plain about tests: {dvTestRule}.",
    steps: [
      "Mark the weekday daytime slots you will sell (for example Tuesday to Thursday, 9:30 to 2:30) and give each offer a one-line description and a price from your block price.",
      "Add both as services with prices on your Google profile, and post the text from the template in the {place} Facebook groups on their promotion day.",
      "When someone asks how fast they can pass, answer with the reply in the template: the hours they need depend on them, and the test date on DVSA, never on you.",
      "For refresher pupils, start with a one-hour drive on roads they choose (the school run, the route to work, the motorway) and agree the next two lessons before they get out.",
      "Every Friday, count the daytime hours booked for the next two weeks separately from evenings and Saturdays.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["The daytime slots you will sell", "Two services on your Google profile", "Twenty minutes a week"],
    successMetrics: ["Daytime hours booked for the next two weeks", "Refresher and semi-intensive pupils", "Progress towards: {metrics}"],
    template: `Post (the {place} Facebook groups, on their promotion day):
Free in the daytime? I have weekday slots for two kinds of driver. Semi-intensive courses: two lessons a week for a few weeks, if you've passed your theory test and want to get test-ready. Refresher lessons: you have a licence but haven't driven in years, and want your confidence back on the roads you need. All in {dvCar}, {dvPrice}. {{your name}}, {dvQualified}, {product}. Text {{your phone number}}.

---
Reply to "How fast can I pass?":
Honestly, it depends on you: after a first lesson I'll tell you how many hours I think you need, and we can do them in a few weeks. The test itself you book on GOV.UK, and you can check there for earlier dates that come up; I can't promise a date and nobody honest can.`,
    marketingWisdom:
      "An instructor sells hours, and the hours that stay empty are the weekday daytime: a separate offer for the people free then (shift workers, parents, returning drivers) fills the diary without discounting evenings that sell themselves.",
  },
  {
    id: "dv-birthday-vouchers",
    driving: 5,
    name: "17th-birthday gift vouchers for parents: a first two hours or a block of lessons",
    kinds: ["local"],
    goals: ["signups", "revenue"],
    stages: ALL_STAGES,
    channels: ["facebook-groups", "referral"],
    requires: [],
    uses: ["social"],
    cost: { min: 0, max: 30 },
    paid: false,
    hoursPerWeek: 0.25,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Parents in {place} often pay for the first lessons and look for a 17th-birthday present months ahead; a voucher from {product} gives them the present and books you the learner before a friend's franchise does.",
    description:
      "Sell a gift voucher parents (and grandparents) can give for a 17th birthday: the first two hours, or a block of {dvBlock}, with the learner's name, a voucher number and a 12-month expiry. Tell parents the one step before the first lesson: the learner needs a provisional licence, which they can apply for on GOV.UK from 15 years and 9 months. Offer it in the {place} parents' Facebook groups and to every parent you already know.",
    steps: [
      "Make the voucher as a one-page PDF and a printed card: the learner's name, what it covers, a voucher number, 'valid for 12 months', and how to book. Keep a list of numbers sold and used.",
      "Decide how parents pay (bank transfer or a card link) and that the voucher is sent the same day; write the terms in two lines (transferable within the family, refundable for unused hours for {{how long}}).",
      "Post the parents' message from the template once in each {place} parents' group on its promotion day, and send it to the parents of your current pupils who have younger children.",
      "When a voucher is used, book the first lesson and ask the learner's parent how they heard of {product}; note it in your tracker.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A voucher design (a free template is enough)", "A way for parents to pay", "A list of voucher numbers"],
    successMetrics: ["Vouchers sold each month", "Vouchers booked as lessons", "Progress towards: {metrics}"],
    template: `Post for the {place} parents' groups:
Someone turning 17 soon? A {product} gift voucher covers their first two hours of driving lessons, or a block of {dvBlock}, with {{your name}}, {dvQualified}, in {dvCar}. Calm, patient lessons, pick-ups from home or college. They will need a provisional licence first (apply on GOV.UK from 15 years and 9 months). Text {{your phone number}} and I'll send the voucher the same day.

---
Voucher wording:
{product} gift voucher No. {{number}}
For {{learner's name}}: {{two hours or a block of ten}} of driving lessons in {place}, with {{your name}}.
Valid until {{date a year from today}}. Book by text: {{your phone number}}.`,
    marketingWisdom:
      "A gift is bought by someone other than the user, at a moment the giver chooses: speak to the parent and the birthday, not to the learner, and make the first step after the present (the provisional licence) the parent's job too.",
  },
  {
    id: "dv-search-ads",
    driving: 6,
    name: "Google search ads on 'driving lessons {place}' searches, judged by lesson hours booked",
    kinds: ["local"],
    goals: ["signups", "revenue", "awareness"],
    stages: ALL_STAGES,
    channels: ["google-ads", "google-business"],
    requires: [],
    uses: ["paid"],
    cost: { min: 150, max: 800 },
    paid: true,
    hoursPerWeek: 0.25,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Learners and parents who search 'driving lessons {place}' or '{dvCarShort} driving instructor near me' want lessons now, and the franchises buy those searches; a small, capped campaign on the searches that matter to {product} competes for them only where a booked block pays for the click.",
    description:
      "Run one Google search campaign on a handful of searches in {place} ({dvCarShort} driving lessons, intensive or refresher lessons, driving instructor {place}), with a daily cap, sent to your phone number and your Google profile. Judge it by first lessons and blocks booked, not clicks, and stop it if a month brings none.",
    steps: [
      "Create one search campaign in Google Ads with the location set to {place} and the towns you cover, a daily cap you can afford to lose while you learn, and a call extension with your phone number; link it to your Google Business Profile.",
      "Choose 10 to 15 keywords ({dvCarShort} driving lessons {place}, driving instructor {place}, refresher driving lessons {place}) and add negatives right away: jobs, instructor training, theory test, cheap.",
      "Write the ad from the template, keeping each headline under 30 characters and each description under 90.",
      "Every Friday, read the search terms, add negatives, and write in your tracker the cost per first lesson and how many of those learners booked a block.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["A Google Ads account linked to your Google Business Profile", "A daily budget cap", "A line in your tracker for the cost per first lesson"],
    successMetrics: ["Cost per first lesson booked", "Blocks booked by learners from ads", "Progress towards: {metrics}"],
    template: `Headlines (up to 30 characters each):
{product}
Patient Driving Lessons
Lessons in {place}

Descriptions (up to 90 characters each):
Calm lessons in {dvCar} with {dvQualified}. Pick-ups from home or college.
Nervous, or failed in a manual? Book a first lesson and hear how many hours you need.`,
    marketingWisdom:
      "Search ads rent the moment of intent the franchises already pay for: they work for one instructor only when capped, local and judged by blocks booked, because a learner who books one lesson and leaves never pays back the click.",
  },
  {
    id: "dv-paid-campaigns",
    driving: 7,
    name: "Meta ads to adults and parents for a driving school with more instructors' hours to fill, judged by blocks booked",
    kinds: ["local"],
    goals: ["signups", "revenue", "awareness", "retention"],
    stages: ALL_STAGES,
    channels: ["meta-ads", "instagram", "video"],
    requires: ["paid"],
    workaround: {
      paid: "Hire a freelancer who runs local campaigns for a fixed fee for the first three months, and have them show you the cost per first lesson and per block each week.",
    },
    uses: ["paid", "content"],
    cost: { min: 2000, max: 30000 },
    paid: true,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "A budget this size only pays if there are hours to sell: with more instructors (employed or on a franchise of your own), Meta ads (Facebook and Instagram) to adults and parents nearby can fill several diaries, judged by blocks booked, not clicks.",
    description:
      "Run Meta ads (Facebook and Instagram) to adults and to parents of learners within your pick-up area, with pass photos (with consent) and a short video of a calm first lesson. Aim ads at adults 18 and over and at parents, never at teenagers (check Meta's current rules on ads and under-18s). Give each campaign its own phone number or booking link, count first lessons and blocks by campaign, and move money to what fills the diaries.",
    steps: [
      "Work out how many instructor hours a week you can sell in all, and cap the monthly spend so that the cost per block booked stays well under what a block leaves after the instructor's pay.",
      "Film a short first lesson (the pupil's consent in writing) and collect five pass photos with consent, and write three ads from the template: the nervous driver, the failed manual, the parent of a new 17-year-old.",
      "Start two Meta campaigns (adults who want to learn, parents of new learners), each with a daily cap and its own number or booking link.",
      "Every Friday, write each campaign's cost, first lessons and blocks in the tracker, and move money to the campaign whose learners book blocks.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["Hours to sell across several instructors", "A short video and five pass photos, with consent", "A weekly count of first lessons and blocks by campaign"],
    successMetrics: ["Cost per block booked, by campaign", "Instructor hours filled each week", "Progress towards: {metrics}"],
    template: `Meta ad (for adults and parents in {place}):
Headline: Calm driving lessons in {place}
Text: Nervous, failed before, or buying lessons for a new 17-year-old? {product} teaches in {dvCar}, with a first lesson that tells you honestly how many hours you need. {dvPrice}, or {dvBlock}.
Button: Send message
`,
    marketingWisdom:
      "Paid reach for a driving school is only as good as the hours behind it: judge each campaign by the blocks it books, and never spend to fill a diary that is already full.",
  },
];
