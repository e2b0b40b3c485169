import type { LibraryTactic } from "../types";
import { ALL_STAGES } from "./stages";

/*
 * A children's activity club sold to parents (Reading.kidsClub): a martial-arts club for 5-12s, a kids'
 * gymnastics, football, dance, drama or swimming club. The child trains; the parent books, pays and decides
 * whether it lasts, on another parent's word, a first class the child enjoyed, what the club does for a shy or
 * anxious child and the checks they look for. It is a term-time business that dips at half-term and empties in
 * the holidays, and it keeps children with the next milestone parents come to watch. So every message here goes
 * to a parent, never to a child; no photo of a child without a parent's written consent; no university
 * societies, flatmates or social nights. Templates are in the club's voice, signed by the instructor.
 *
 * Tokens special to these texts (app/plan-quality/kids-club.ts): {kcActivity} {kcActivityUp} {kcChildren} {kcAges}
 * {kcFirst} {kcAFirst} {kcPrice} {kcJoin} {kcVenue} {kcTheVenue} {kcSchools} {kcSchoolsShort} {kcSchoolsStart} {kcDay}
 * {kcADay} {kcDaysUp} {kcReward} {kcNext} {kcWatch} {kcChecks} {kcCheckName} {kcCoach} {kcCampRules} {kcPhotoRule} {kcSibling}.
 */

export const KIDS_CLUB_TACTICS: LibraryTactic[] = [
  {
    id: "kc-first-class",
    kidsClub: 1,
    essential: true,
    name: "A {kcFirst} booked for the child, with a word to the parent and the second class booked before they leave",
    kinds: ["local"],
    goals: ["signups", "revenue", "retention", "awareness"],
    stages: ALL_STAGES,
    channels: ["email-marketing", "sms"],
    requires: [],
    uses: ["community"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    inPerson: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Parents decide at the door of the hall, watching their child come out of the {kcFirst}: a child who had fun, an instructor who tells them one thing their child did well, and a second class already in the diary turn one try into a member, while 'see you soon' lets the week fill up with something else.",
    description:
      "Make booking the {kcFirst} one reply for a parent (the day, the time, the hall, what to wear, that they can stay and watch), and end every first class the same way: a minute with the parent, one thing their child did well, and the second class booked there and then. A message that evening thanks the parent; if the child joins within two weeks, {kcJoin} starts from that second class.",
    steps: [
      "Write the reply to a parent who asks about a {kcFirst} from the template and keep it on your phone: the class for their child's age, the hall ({kcTheVenue}), what to wear, that parents can stay and watch, and one line on your checks ({kcChecks}).",
      "At the end of every {kcFirst}, spend one minute with the parent: one thing their child did well, and 'shall I put {{child's first name}} in for {{day}}?' Book it in front of them, and send the thank-you message from the template that evening or the next morning. A parent whose child missed the second class gets one more message with two times to choose from; after that, no more chasing.",
      "Every Friday, write in the tracker: first classes booked, first classes attended, second classes attended, and joins.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A reply for parents, kept on your phone", "One minute with each parent at the end of a first class", "A weekly count of first classes, second classes and joins"],
    successMetrics: ["Share of first classes with a second class booked before the parent leaves", "Share of first classes that become members within two weeks", "Progress towards: {metrics}"],
    template: `Reply to a parent who asks about a {kcFirst}:
Hi {{parent's first name}}, thanks for getting in touch! {{child's first name}} would be very welcome at a {kcFirst}. Our class for {{age group}} is on {{day}} at {{time}} at {{hall}}. Comfortable clothes and a bottle of water are all they need, and you're welcome to stay and watch. I'm {{your name}}, {kcCoach}, with {kcChecks}. Shall I put {{child's first name}} down for {{date}}?

---
At the end of the first class (to the parent, in your own words):
"{{child's first name}} did really well tonight: {{one thing they did well}}. The second class is usually when it clicks. Shall I put them in for {{day}}?"

---
The thank-you message, the same evening:
Hi {{parent's first name}}, thank you for bringing {{child's first name}} tonight; {{one thing they did well}}. See you on {{day}} at {{time}}. If you decide to join, it's {kcPrice}, starting from that class. Any questions, just reply. {{your name}}, {product}`,
    marketingWisdom:
      "A parent buys what they saw on their child's face at the end of the first class. The minute you spend with the parent then, and a second class already booked, does more than any advert sent a week later.",
  },
  {
    id: "kc-parents-page",
    kidsClub: 2,
    essential: true,
    name: "A page for parents and a Google profile that answer what parents check: who teaches, the checks, the first class and a shy child",
    kinds: ["local"],
    goals: ["signups", "revenue", "awareness"],
    stages: ALL_STAGES,
    channels: ["google-business", "reviews"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Before a parent books, they check who teaches, whether the instructor has {kcCheckName} and first aid, what happens in the first class and whether a shy or anxious child will be looked after, so a page and a Google profile that answer those questions plainly, with parents' own words, win the parent another parent sent.",
    description:
      "One page (on {website}, or a Google Business Profile if you have no site) written for parents: the classes by age, the halls and times, {kcPrice}, the {kcFirst}, who teaches ({kcCoach}, {kcChecks}), what happens in the first class, and a short answer for the parent of a shy, anxious or bullied child. Reviews from parents, asked after {kcADay}; photos of the hall, the instructor and the certificates, and of a child {kcPhotoRule}.",
    steps: [
      "Claim or complete the Google Business Profile for {product} (the category closest to your {kcActivity} classes, each hall's times in the description, the phone you answer in the mornings) and write the parents' page from the template.",
      "Add photos that need no consent (the hall set up, you in your {kcActivity} kit, a row of certificates or {kcReward}), and a photo of a child {kcPhotoRule}, on the form in the template.",
      "Ask three parents whose children have been with you longest for a review, in their own words, after the next {kcDay}; never offer anything for one, and answer every review by the parent's first name.",
      "Each month, add one question a parent asked you and your answer to the page.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A parents' page or a Google Business Profile", "Photos of the hall, the instructor and the certificates", "A photo-consent form for parents"],
    successMetrics: ["First classes booked from the page and the profile, each week", "Reviews from parents", "Progress towards: {metrics}"],
    template: `The parents' page (and the profile's description):
{product}: {kcActivity} for {kcChildren} in {place}, in {kcVenue}. Classes by age after school and on Saturdays, {kcPrice}, and the first class is free.
Who teaches: {{your name}}, {kcCoach}, with {kcChecks}.
The first class: your child joins a normal class with children their age; you're welcome to stay and watch. Comfortable clothes and a bottle of water; no kit to buy.
"My child is shy (or has been picked on)": many of our children started that way. We start small, learn every child's name, and children work towards {kcNext} at their own pace. Parents tell us their children come out more confident; ask us about it at the first class.

---
Photo consent, for parents (signed before any photo is taken):
I agree that {product} may use photos of {{child's first name}} from {{occasion}} on {{where it may be used}} (the website, the Google profile, the message to member parents). No full names, ever. I can withdraw this at any time by telling {{your name}}. Signed: {{parent's name}}, {{date}}

---
Asking a parent for a review, after {kcADay}:
Hi {{parent's first name}}, it was lovely to see {{child's first name}} get {kcReward} today. If you have a minute, a few words on Google about what {kcActivity} has done for them would help other parents choose: {{review link}}. Thank you! {{your name}}`,
    marketingWisdom:
      "Parents buy safety first and fun second: the checks, the instructor's name and what happens in the first class answer the first, and another parent's words answer the second better than anything you write.",
  },
  {
    id: "kc-schools",
    kidsClub: 3,
    name: "School newsletters and after-school clubs{kcSchoolsShort}, asked through the office",
    kinds: ["local"],
    goals: ["signups", "awareness", "revenue"],
    stages: ALL_STAGES,
    channels: ["partnerships", "newsletter", "flyers"],
    requires: [],
    uses: ["community", "sales"],
    cost: { min: 0, max: 40 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    inPerson: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Parents of {kcChildren} read the school's newsletter and the parents' app every week and trust what comes through the school, and a school often looks for after-school clubs and a taster in a PE lesson: a morning email to the school office reaches more of the right parents than any post.",
    description:
      "Write, in the mornings, to the office of each of {kcSchools}: a line in the parents' newsletter or app with the {kcFirst}, a flyer in the book bags if the school allows it, and an offer of a free taster in a PE lesson or an after-school club run at the school (check each school's rules for clubs and adverts).{kcSchoolsStart}",
    steps: [
      "List the schools: {kcSchools}. For each, find the office email and the name of the head or the person who runs clubs.",
      "Send the email from the template on a weekday morning, with the newsletter paragraph ready to paste; ask what the school allows (newsletter, parents' app, book-bag flyers, a poster at the gate) and follow its rules. Give each school its own line ('mention {{school}}') so you can count its families.",
      "Offer each school a free taster in a PE lesson or at an assembly, and, where a school wants one, an after-school club on its site at a price agreed with it.",
      "Every Friday, count first classes from each school in the tracker; thank each office at the end of term.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["The office email of each school", "A newsletter paragraph and a flyer", "A morning a week for school visits"],
    successMetrics: ["Schools that carried the paragraph or a flyer", "First classes booked by school, each week", "Progress towards: {metrics}"],
    template: `Email to a school office:
Subject: A free {kcActivity} taster for {{school}}'s children

Dear {{office manager or head}},

I'm {{your name}}, and I run {product}, {kcActivity} for {kcChildren}, in {kcVenue}. I'm {kcCoach}, with {kcChecks}.
Could you include the short paragraph below in the parents' newsletter or app? I'd also be glad to run a free {kcActivity} taster in a PE lesson, or to discuss an after-school club at the school, if that would help.

Thank you,
{{your name}}, {product}
{{phone}}

---
Newsletter paragraph:
{kcActivityUp} for {kcChildren} at {product}: classes after school and on Saturdays in {kcVenue}, {kcPrice}. Parents tell us their children grow in confidence and focus. The first class is free: book it at {website} or on {{phone}}.`,
    marketingWisdom:
      "A school's newsletter carries the school's trust: parents read it as a recommendation. Ask the office what it allows and keep to it, and a school that had a good taster in a PE lesson will ask you back.",
  },
  {
    id: "kc-parents-pass-it-on",
    kidsClub: 4,
    name: "A message member parents forward to their own class WhatsApp groups, a bring-a-friend week and a sibling discount",
    kinds: ["local"],
    goals: ["signups", "revenue", "awareness"],
    stages: ALL_STAGES,
    channels: ["referral", "whatsapp", "community"],
    requires: [],
    uses: ["community", "social"],
    cost: { min: 0, max: 50 },
    paid: false,
    hoursPerWeek: 0.5,
    fromUsers: true,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Parents of {kcChildren} ask each other in the class WhatsApp groups and at the school gate, and they trust a parent whose child already goes; you can't join those groups, but the parents already at {product} are in them, and a message they can forward in one tap, a week when their child can bring a friend free, and {kcSibling} give them a reason to do it this term.",
    description:
      "Once a term, send member parents a short message they can forward to their class group, and hold a bring-a-friend week: each child can bring one friend to a normal class free, the friend's parent stays and watches, and gets the second class booked like every first class. Brothers and sisters join with {kcSibling}. You never post in the parents' groups yourself; the parents do, if they want to.",
    steps: [
      "Pick the bring-a-friend week (two or three weeks before half-term or the end of term, not the week before {kcADay}) and set the sibling discount in one line.",
      "Two weeks before the bring-a-friend week, send member parents the message from the template through your usual parents' channel, with the forwardable part ready to copy (ask the parents who came through a friend first), and in class give each child a printed invitation to take home for a friend's parent (nothing is sent to a child).",
      "At the bring-a-friend class, treat every guest as a first class: a word with the parent and the second class booked; count guests and joins in the tracker and thank each parent whose child brought a friend.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A message for member parents with a forwardable part", "A printed invitation for each child to take home", "A one-line sibling discount"],
    successMetrics: ["Guests in the bring-a-friend week, and guests who join", "Member parents who forwarded the message (ask at the door)", "Progress towards: {metrics}"],
    template: `To member parents (your usual channel):
Hi everyone, it's bring-a-friend week at {product} from {{date}}: your child can bring one friend to their normal class, free, and the friend's parent is welcome to stay and watch. If you're in a class WhatsApp group, you're welcome to forward the message below. Brothers and sisters can join with {kcSibling}. Thank you for telling your friends about us: it's how most of our families found us. {{your name}}

---
To forward (for your class group):
My child does {kcActivity} at {product} ({kcChildren}, after school and Saturdays in {kcVenue}). It's bring-a-friend week from {{date}}, so yours can come along free. {{your name}} is {kcCoach} with {kcChecks}. Book on {{phone}} or {website}.

---
The invitation each child takes home (for the parent):
{{child's first name}} would like to bring {{friend's first name}} to {kcActivity} on {{day}} at {{time}}, {{hall}}. Free, and you're welcome to watch. Book with {{your name}} on {{phone}}.`,
    marketingWisdom:
      "Word of mouth between parents is most of how a children's club grows, but it needs a moment and words to pass on. A week with a date and a message ready to forward gives both, and you stay out of the groups that belong to the parents.",
  },
  {
    id: "kc-milestone-day",
    kidsClub: 5,
    name: "{kcDaysUp}, with parents invited to watch, the next term's dates handed out and a friend's invitation",
    kinds: ["local"],
    goals: ["retention", "signups", "revenue", "awareness"],
    stages: ALL_STAGES,
    channels: ["events", "reviews", "referral"],
    requires: [],
    uses: ["community"],
    cost: { min: 0, max: 100 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    inPerson: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Parents stay for what they can see: the day their child gets {kcReward} in front of them is when a parent is proudest and most likely to tell a friend, write a review and book the next term, and the next milestone gives the child a reason to keep coming.",
    description:
      "Hold {kcADay} each term, with parents invited to {kcWatch}: every child works towards {kcNext}, and the date is known weeks ahead. On the day, hand out the next term's dates and a card for a friend's free first class, and ask parents for a review the same evening. Photos of a child {kcPhotoRule}; families can take their own.",
    steps: [
      "Set this term's {kcDay} date and tell parents now, with what each child is working towards ({kcNext}).",
      "Three weeks before, send parents the invitation from the template; check that you have photo consent for any child whose photo you might use, and tell parents they are welcome to take photos of their own child.",
      "On the day, give every family the next term's dates, a card for a friend's free first class, and a thank-you; keep it short and on time.",
      "The same evening, send the review request to the parents of the children who got {kcReward}; count in the tracker reviews, friends' first classes and next-term bookings from the day.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A date each term, told to parents weeks ahead", "Certificates, and {kcReward} for each child who earns it", "Cards for a friend's free first class"],
    successMetrics: ["Parents at the {kcDay}", "Friends' first classes and reviews from the day", "Progress towards: {metrics}"],
    template: `Invitation to parents (three weeks before):
Hi {{parent's first name}}, our {kcDay} is on {{date}} at {{time}}, at {{hall}}. {{child's first name}} is working towards {kcNext}, and we'd love you to be there to watch. You're welcome to take photos of your own child; we only take photos of children whose parents have signed our consent form. {{your name}}, {product}

---
The card handed to each family on the day:
Next term at {product} starts on {{date}}. Know a child who'd love {kcActivity}? Their first class is free: {{phone}} or {website}.`,
    marketingWisdom:
      "A milestone is retention you can put a date on: a child with {kcNext} in sight keeps coming through the winter, and a parent who watched the last one is the one who tells a friend.",
  },
  {
    id: "kc-half-term",
    kidsClub: 6,
    name: "Keeping children through the half-term dip: a note before each break, a word to quiet families and a pause instead of a cancel",
    kinds: ["local"],
    goals: ["retention", "revenue"],
    stages: ALL_STAGES,
    channels: ["email-marketing", "sms"],
    requires: [],
    uses: ["community"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "A children's club loses most children around the breaks: a week off at half-term becomes two, a busy term sets in, and the parent cancels without ever saying why, so a short note before each break with the date classes restart, a message to any family whose child has missed two classes, and a pause instead of a cancel keep the ones who would have drifted.",
    description:
      "Before every half-term and holiday, send parents the restart date and what their child is working towards next; every Monday, look at the register for any child who missed two classes in a row and send their parent a personal message; and when a parent asks to cancel, offer a pause for a month or a term first, with the cancel just as easy.",
    steps: [
      "Put the half-terms and holidays of the schools your children go to in the plan's calendar (check the council's term dates), and note the restart date of each.",
      "A week before each break, send parents the note from the template: the restart date, what's next, and any holiday camp.",
      "Every Monday morning, go through the registers and mark any child who has missed two classes in a row; send their parent the message from the template the same morning.",
      "When a parent asks to cancel, reply the same day with the pause first and the cancel just as easy, and ask one question about why; write each reason in the tracker.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["The schools' term dates", "The class registers, read each Monday", "A two-line pause rule"],
    successMetrics: ["Share of children leaving each month", "Quiet families who came back after a message", "Progress towards: {metrics}"],
    template: `Before a break (to all parents):
Hi everyone, classes stop for half-term after {{last class date}} and start again on {{restart date}}. After the break, we're working towards {kcNext}. Our holiday camp is on {{holiday camp dates}}; reply to book a place. See you on {{restart date}}! {{your name}}, {product}

---
To the parent of a child who missed two classes:
Hi {{parent's first name}}, we've missed {{child's first name}} the last couple of weeks; hope all's well. We're working on {{skill}} for {kcNext}, and it would be great to see them on {{day}}. If the day or time has become hard, tell me and we'll find another class. {{your name}}, {product}

---
Reply to a cancellation:
Hi {{parent's first name}}, thanks for letting me know. If it's a busy patch, {{child's first name}} can pause for a month or a term instead, and keep their place and their progress towards {kcNext}. If you'd still like to cancel, just reply 'cancel' and it's done. And if you don't mind saying, what's the main reason? It helps us a lot. {{your name}}, {product}`,
    marketingWisdom:
      "Children rarely stop because they dislike the club; they stop because a break broke the habit and nobody asked. A date to come back to and one personal message keep more children than any offer.",
  },
  {
    id: "kc-holiday-camps",
    kidsClub: 7,
    name: "{kcActivityUp} holiday camps in the school holidays, open to friends and new children",
    kinds: ["local"],
    goals: ["revenue", "signups", "awareness"],
    stages: ALL_STAGES,
    channels: ["events", "partnerships", "referral", "newsletter"],
    requires: [],
    uses: ["community"],
    cost: { min: 50, max: 300 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    inPerson: true,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "In the school holidays working parents look for days that fill, and a {kcActivity} camp keeps {product} in their week when term-time classes stop: members come, they bring friends, and a child who enjoyed three days of camp is a term-time member in September or January.",
    description:
      "Run a camp of one to three days in the next half-term or holiday, open to members and to any child of {kcAges}, with a member's friend at a lower price and a {kcFirst} offered to every new child's parent at the end. Before you book the hall, check {kcCampRules}, and staff it at the ratios your governing body and insurer ask for.",
    steps: [
      "Check {kcCampRules}, and your insurance for camps; then book the hall for the days.",
      "Set the days, hours, price and ratio of adults to children, and write the camp page and the parents' message from the template.",
      "Send it to member parents first (with the friend's price), then to the schools' offices for their newsletters, six weeks before the holiday.",
      "On the last day, give every new child's parent the term's class times and a {kcFirst}; count camp places, new families and term joins from the camp in the tracker.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["The hall for the holiday days", "A second adult (and more at the ratios you are told)", "The camp rules and insurance, checked"],
    successMetrics: ["Camp places filled, and new children among them", "New children from the camp who join in term", "Progress towards: {metrics}"],
    template: `To parents (members first, then the schools' newsletters):
{kcActivityUp} holiday camp at {product}, {{dates}}, {{hours}}, at {{hall}}, for {kcChildren}. {kcActivityUp}, games and a mini {kcDay} on the last day for parents to watch. {{camp price}} a day; a member's friend {{friend's price}}. Run by {{your name}}, {kcCoach}, with {kcChecks}. Book at {website} or {{phone}}; places are limited to {{places}}.

---
To a new child's parent, on the last day:
Hi {{parent's first name}}, thank you for bringing {{child's first name}} to camp; {{one thing they enjoyed}}. Term-time classes are {{day and time}} at {{hall}}, {kcPrice}, and {{child's first name}}'s first class is free. Shall I book them in for {{date}}?`,
    marketingWisdom:
      "A term-time business is empty for a quarter of the year unless it runs camps. A camp is also the longest first class there is: three days in, a parent has seen what the club does for their child.",
  },
  {
    id: "kc-local-ads",
    kidsClub: 8,
    name: "Facebook and Instagram ads to parents within a short drive of {kcTheVenue}, to the {kcFirst}, with no child's photo without consent",
    kinds: ["local"],
    goals: ["signups", "revenue", "awareness"],
    stages: ALL_STAGES,
    channels: ["meta-ads", "instagram"],
    requires: [],
    uses: ["paid", "social"],
    cost: { min: 150, max: 600 },
    paid: true,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Parents of {kcChildren} in {place} scroll Facebook and Instagram in the evenings, and a small, capped campaign around the halls, in a parent's words and aimed at adults, brings {kcFirst} bookings in the weeks before term and half-term starts, when parents are choosing.",
    description:
      "Run one small Meta campaign (Facebook and Instagram) to adults within a short drive of {kcTheVenue}, in the two or three weeks before each term and half-term, sent to the {kcFirst} booking. The ad shows the hall, the instructor and a parent's words; a child only with their parent's written consent for that ad. Judge it by first classes booked and members who stay, and stop it if a fortnight brings none.",
    steps: [
      "In Meta's Ads Manager, set one campaign with a daily cap, the location a few miles around each hall, adults only, and the {kcFirst} booking on {website} as the goal; check Meta's current rules for ads about children's activities before you write it.",
      "Write the ad from the template, with a photo of the hall or of you teaching (a child only with a parent's written consent for that ad).",
      "Run it in the two or three weeks before term or half-term ends, and pause it while classes are full.",
      "Every Friday, write the cost, the first classes booked from the ad and the joins in the tracker; keep the ad whose parents join and stay.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A Meta ads account with a daily cap", "A photo of the hall or of you teaching", "A booking page or number for the {kcFirst}"],
    successMetrics: ["Cost per {kcFirst} booked", "Members from the ads still coming after three months", "Progress towards: {metrics}"],
    template: `Facebook and Instagram ad (to parents):
Headline: A {kcFirst} at {product}
Text: {kcActivityUp} for {kcChildren} in {place}, after school and on Saturdays in {kcVenue}. "{{a parent's own words}}" ({{parent's first name}}, quoted with their permission). Taught by {{your name}}, {kcCoach}, with {kcChecks}. The first class is free, and you can stay and watch.
Button: Book now`,
    marketingWisdom:
      "An ad can only fill the first class; the parent decides at the end of it. Keep the ad small, aim it at the weeks parents choose, and judge it by children who are still coming a term later.",
  },
  {
    id: "kc-term-campaigns",
    kidsClub: 8,
    name: "Term-start campaigns to parents across {place}: Google search and Meta ads run by a freelancer, judged by children still coming a term later",
    kinds: ["local"],
    goals: ["signups", "revenue", "awareness"],
    stages: ALL_STAGES,
    channels: ["google-ads", "meta-ads", "instagram"],
    requires: ["paid"],
    workaround: {
      paid: "Hire a freelancer who runs local campaigns for a fixed monthly fee, and have them report the cost per first class booked and per child who joins each week.",
    },
    uses: ["paid", "social"],
    cost: { min: 2000, max: 40000 },
    paid: true,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "A budget this size can put {product} in front of most parents of {kcChildren} in {place} in the weeks they choose (before September, January and each half-term), and it pays only while there are places to fill and the children it brings are still coming a term later.",
    description:
      "Run Google search ads on the searches parents make ('{kcActivity} for kids {place}', 'kids {kcActivity} near me') and Meta ads to adults around each hall, in the three weeks before each term and half-term, all sent to the {kcFirst} booking; a freelancer runs them, and every campaign has its own booking link. Ads show the hall, you teaching and parents' words; a child only with a parent's written consent for that ad. Spend only while classes have room, and open a new class time before the ones you have are full.",
    steps: [
      "Agree a daily cap for each campaign, set a booked {kcFirst} as the conversion in both ad accounts, give each campaign its own booking link, and check Google's and Meta's current rules for ads about children's activities before the first ad runs.",
      "Run the campaigns in the three weeks before each term and half-term; pause each one when its classes are full, and plan a new class time when a class reaches three-quarters of its places.",
      "Every Friday, write each campaign's cost, first classes and joins in the tracker; each term, count how many of its children are still coming, and move money to the campaigns whose families stay.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A freelancer on a fixed monthly fee", "A booked-first-class conversion and a booking link per campaign", "Photos of the hall and of you teaching, and parents' words quoted with permission"],
    successMetrics: ["Cost per {kcFirst} booked, by campaign", "Children from the ads still coming a term later", "Progress towards: {metrics}"],
    template: `Google search ad:
Headline: {kcActivityUp} for Kids in {place}
Description: For {kcChildren}, after school and Saturdays. Book {kcAFirst} with {kcCoach}; {kcChecks}.

---
Facebook and Instagram ad (to parents):
Headline: A {kcFirst} at {product}
Text: "{{a parent's own words}}" ({{parent's first name}}, quoted with their permission). {kcActivityUp} for {kcChildren} in {place}: every child known by name, working towards {kcNext}. Stay and watch the first class.
Button: Book now`,
    marketingWisdom:
      "Big budgets in a children's club fail in two ways: ads that run when the classes are full, and ads judged by bookings rather than by children still coming a term later. Tie the spend to the places you have and the term calendar parents live by.",
  },
];
