import type { LibraryTactic } from "../types";
import { ALL_STAGES } from "./stages";

/*
 * Online coaching sold by the month: 1:1 or small-group fitness, strength, running, nutrition, menopause,
 * business or life coaching with check-ins (Reading.coaching). A client buys a relationship with one coach:
 * they follow the coach for a while, book a short call once they trust them, start, and stay while the
 * check-ins keep them going and they can see their own progress. A coach's plan is made of these tactics:
 * a clear offer and a consult call booked from a short application, a paid intake with a start date (not
 * free programmes), the first week and the check-ins, client stories with consent and without promised
 * results, one useful thing a week where the clients already are, partners who already see them, one
 * lead magnet and a short email series, and referrals. An abandoned cart, a restock text or a product feed
 * mean nothing to someone deciding whether to trust a coach.
 */

export const COACHING_TACTICS: LibraryTactic[] = [
  {
    id: "coach-offer-consult",
    coaching: 1,
    essential: true,
    name: "One offer page and a free 20-minute consult call booked from a five-question application",
    kinds: ["creator"],
    goals: ["revenue", "signups", "awareness", "retention"],
    stages: ALL_STAGES,
    channels: ["calls", "email-marketing", "instagram"],
    requires: [],
    uses: ["content", "sales"],
    cost: { min: 0, max: 15 },
    paid: false,
    hoursPerWeek: 1.5,
    contactsIndividuals: true,
    outOfHours: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "People buy {coachWord} from a person they have spoken to, so one page that says plainly who it is for and what a month includes at {coachPrice}, and a short call booked from five questions, turns followers who are nearly ready into clients, and screens out people it would not suit before they take your evening.",
    description:
      "A single page on {website}: who {product} is for (and who it is not for), what one month includes, the price, how to pause or stop, and one button: 'Apply for a free 20-minute call'. The button opens a five-question form; applicants then pick a slot from {coachHours} in a free scheduling tool. Every call ends with a clear yes or no, and a yes gets a place on the next intake.",
    steps: [
      "Write the page from the template below: who it is for in the words your clients use, what a month includes ({coachFormat} programme, check-ins, how to reach you), {coachPrice}, and how to pause or cancel in one message.",
      "Make the five-question application in a free form tool (Google Forms, Tally or your scheduling tool's own), link it to a free scheduling tool (Calendly's or Cal.com's free plan) showing only {coachHours}, and put the link in your Instagram bio and your email signature.",
      "Write the call in four parts and keep it by you: their goal in their words, what has stopped them before, what a month with you looks like, and the next start date. Ask for a decision on the call or within 48 hours.",
      "Every Friday, count applications, calls held and clients who said yes.",
      "After your first ten calls, rewrite the page's first lines with the words applicants used in question 2, and end every post and email with the link.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["A one-page offer on {website}", "A free form and a free scheduling tool showing only your evening slots", "A four-part call outline"],
    successMetrics: ["Applications and consult calls booked each week", "Share of calls that become clients (count your own after ten)", "Progress towards: {metrics}"],
    template: `Offer page
Headline: {product}: {coachWord} for {audience}, with a coach who checks in every week.
Who it is for: {audience} who {coachWants}. Not for you if you want a quick fix.
What a month includes: your own {coachFormat} programme, a weekly check-in with me, and answers to your questions within a day.
Price: {coachPrice}. No contract: pause or cancel any time with one message.
Button: Apply for a free 20-minute call

---
Application (five questions)
1. What would you like to be able to do in three months' time?
2. What have you tried before, and what got in the way?
3. How many days a week can you realistically train, and where (home or gym)?
4. {coachHealthQ}
5. What would make this worth {coachPrice} to you?

---
Confirmation email
Subject: Your call with {product} on {{day and time}}

Hi {{first name}},

Thanks for applying. I've read your answers and I'm looking forward to our call on {{day and time}} ({{call link}}). It's 20 minutes, no pressure: we'll talk about what you'd like to change, what has got in the way before, and whether {product} is the right fit. If it isn't, I'll tell you, and point you somewhere better.

{{your name}}, {product}`,
    marketingWisdom:
      "A coach sells trust, and trust is built in a conversation. The application does two jobs: it makes the call better (you know their goal before you start) and it makes the yes more likely, because people who have written down what they want are halfway to deciding.",
  },
  {
    id: "coach-paid-intake",
    coaching: 2,
    name: "A paid intake that starts on {coachIntake}, with a fixed number of places",
    kinds: ["creator"],
    goals: ["revenue", "signups", "retention"],
    stages: ALL_STAGES,
    channels: ["email-marketing", "community"],
    requires: [],
    uses: ["content", "community"],
    cost: { min: 0, max: 20 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Free programmes fill up with people who want something free and finish without ever deciding to pay, while a paid start date with a fixed number of places gives people a reason to decide now, a group who start together, and you a week to onboard each intake properly in the evenings you have.",
    description:
      "Instead of free challenges, open coaching in intakes: the next starts on {coachIntake}, then {coachIntakeNext}, each with a fixed number of places you can look after well. Everyone starts together, at {coachPrice} from day one, with the first week's onboarding done as a group. Consult calls in the two weeks before each start fill the places; a short waiting list carries people to the next intake.",
    steps: [
      "Decide how many clients one intake can take with the evenings you have (count check-in minutes per client), put the number on the offer page ('{{places}} places, starts {coachIntake}'), and set up a payment tool that handles monthly payments and lets clients cancel online (Stripe payment links, or your coaching app's own payments); before taking money, check {gymRenewalRules}.",
      "By {coachIntakeEmail}, three weeks before the start, send the first email below to your list and to {coachPast}, and post the date.",
      "From {coachIntakeCalls}, two weeks before the start, open consult calls in {coachHours}.",
      "On {coachIntakeLast}, the week before the start, send the last note below with the places left (only while places remain).",
      "When the intake is full, close it and open a waiting list for the next one on {coachIntakeNext}, with the same three emails three, two and one weeks before; never lower the price to fill the last places.",
      "After each intake, count in the tracker: consult calls, clients who started, and clients still coached one, two and three months later.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["A payment tool for monthly payments with online cancellation", "A start date and a number of places for each intake", "A short waiting-list form"],
    successMetrics: ["Places filled for the {coachIntakeMonth} intake", "Clients from each intake still coached after three months", "Progress towards: {metrics}"],
    template: `Email to your list, three weeks before
Subject: {product}: the next group starts {coachIntake}

Hi {{first name}},

The next {product} group starts on {coachIntake}, with {{places}} places.

What you get: your own programme, a weekly check-in with me, and a small group starting at the same time as you. {coachPrice}, no contract.

What you won't get: {coachNot}. Just a plan you can follow and someone who notices when life gets in the way.

If you'd like a place, apply for a free 20-minute call here: {website}. Calls run on weekday evenings until {coachIntakeLastCall}.

{{your name}}

---
Last note (one week before, only while places remain)
Subject: {{places left}} places left for {coachIntake}

Hi {{first name}}, a quick one: {{places left}} places are left in the group that starts on {coachIntake}. After that, the next group starts {coachIntakeNext}. Apply here: {website}`,
    marketingWisdom:
      "A date does what a discount cannot: it makes 'some day' into 'this month'. Keep the price the same for everyone and let the start date and the number of places do the selling; people who pay from day one turn up to week one.",
  },
  {
    id: "coach-first-weeks",
    coaching: 3,
    name: "A first week that gets every new client going, and weekly check-ins that notice when they drift",
    kinds: ["creator"],
    goals: ["retention", "revenue"],
    stages: ALL_STAGES,
    channels: ["community", "email-marketing"],
    requires: [],
    uses: ["community"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Clients who leave a coach in the first months rarely cancel on a bad day: they miss a session, then a check-in, then stop opening the app, so a first week that gets them through their first sessions and a weekly check-in that asks about progress they can feel keeps them past the third month, when the habit holds.",
    description:
      "Every new client gets the same first week: a welcome message the day they pay, a 15-minute set-up call in the evening, their first session booked in their diary, and a message after it. From then on, a weekly check-in form (five questions, two minutes) that you answer within a day, with progress counted in {coachMarkers}. Anyone who misses a check-in hears from you that week; anyone thinking of stopping is offered a pause.",
    steps: [
      "Write the welcome, the set-up call outline and the check-in form from the template below, and set up the form in your coaching app or a free form tool.",
      "Agree with each current client this week, and with each new client on day one, what they will count {coachInsteadOf} ({coachMarkers}), and write their starting point down.",
      "Answer every check-in within a day, in the evening, with one thing to keep and one thing to try; batch them, about ten minutes each.",
      "Each Sunday, list clients who missed their last check-in or two sessions; send each the 'haven't heard from you' message below.",
      "Offer a pause (a month at no charge, or a lighter plan) before anyone cancels, and at month three ask each client what nearly made them stop; write their answers in the tracker.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A welcome message and a 15-minute set-up call outline", "A five-question weekly check-in form", "A Sunday list of clients who have gone quiet"],
    successMetrics: ["Check-ins returned each week", "Clients still coached after three months", "Progress towards: {metrics}"],
    template: `Welcome (the day they pay)
Hi {{first name}}, welcome to {product}! Your programme will be ready by {{day}}. Let's have a 15-minute call on {{day and time}} to set it up together and agree what we'll count {coachInsteadOf}. Any question before then, just reply here.

---
Weekly check-in (five questions, two minutes)
1. How much of this week's plan did you do?
2. What felt easier than last week?
3. How were your sleep and energy, from 1 to 5?
4. What got in the way?
5. Anything you'd like me to change?

---
Haven't heard from you
Hi {{first name}}, I missed your check-in this week; no judgement at all, life happens. Shall we make next week lighter? Reply with one word: 'same', 'lighter' or 'pause', and I'll sort it.`,
    marketingWisdom:
      "Retention in coaching is built in the first fortnight and kept by being noticed. Progress the client can feel and count keeps people going longer than a single target number, which goes up and down for reasons nobody controls.",
  },
  {
    id: "coach-client-stories",
    coaching: 5,
    name: "Client stories shared with written consent: what changed in their words, no before-and-after photos",
    kinds: ["creator"],
    goals: ["revenue", "signups", "awareness"],
    stages: ALL_STAGES,
    channels: ["instagram", "email-marketing"],
    requires: [],
    uses: ["content", "social"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "{audience} trust someone like them more than any coach's words, and a client who says in their own words what they can do now that they could not three months ago convinces without a promise, while {coachStoryAvoid}.",
    description:
      "At the end of each client's third month, ask whether they would share their story. Write it up from five questions, in their words, with their first name (or none), send it to them to approve, and keep their written consent. Stories are about what they can do, how they feel and what got in the way, {coachStoryNot}. Before publishing, check {coachClaimsRule}.",
    steps: [
      "Write a one-paragraph consent note (below): what you will share, where, with which name, and that they can ask you to take it down at any time. Keep each signed reply.",
      "Ask clients who have been with you three months or more (and each new client at month three) the five questions below in their check-in, with the consent note.",
      "Write each story in the client's words, check it against {coachClaimsRule}, keep it true to what that client did, with no 'everyone will' lines, and send it back for approval.",
      "Publish one approved story a month on the offer page, in an email and as a post; no before-and-after body photos and no promised results, whatever a client offers.",
      "Add the best line from each story to the offer page, next to the apply button.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A consent note each storyteller replies 'yes' to", "Five story questions", "One story a month"],
    successMetrics: ["One consented story a month", "Consult applications that mention a story", "Progress towards: {metrics}"],
    template: `Asking for consent
Hi {{first name}}, three months in! Would you be happy for me to share your story on my page, in my emails and on Instagram? I'll use your first name only (or no name, if you prefer), write it in your words, send it to you before anything goes out, and take it down whenever you ask. Just reply 'yes' or 'no': either is completely fine.

---
Five story questions
1. What made you start?
2. What was hard in the first weeks?
3. What can you do now that you couldn't before?
4. How do you feel in your week, compared with three months ago?
5. What would you say to someone who is where you were?

---
Story post
"{{what they can do now}}" {{first name}} started {product} {{months}} months ago, after {{what they had tried before}}. What was hard: {{in their words}}. What changed: {{in their words}}. Every client's progress is different: if this sounds like you, apply for a free call at {website}.`,
    marketingWisdom:
      "Specific beats impressive: one thing a client can do now that they could not, in their own words, persuades more people like them than any transformation photo. Consent in writing and the client's own words are what make a story both honest and usable.",
  },
  {
    id: "coach-one-thing-content",
    coaching: 6,
    name: "Teach {coachOne} a week, where your clients already are",
    kinds: ["creator"],
    goals: ["awareness", "signups", "revenue"],
    stages: ALL_STAGES,
    channels: ["instagram", "facebook-groups", "youtube", "video"],
    requires: ["content"],
    workaround: { content: "Film each post as a phone clip of you showing the one thing while you say the three points out loud; the caption is those three points." },
    uses: ["content", "social"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 1.5,
    contactsIndividuals: false,
    timeFrame: "Ongoing",
    impact: "Medium Impact",
    why: "Next to perfect-looking feeds, a short post that teaches {coachOne} to {audience} is useful today and shows how you coach, so people who save and try it are the ones who later apply for a call.",
    description:
      "One teaching post a week, filmed and written in one evening: {coachMove}. Posted on Instagram and YouTube (as a short), and shared, with the admins' permission, in {coachPlaces}. Every post ends with one line pointing to the lead magnet or the consult call, never a hard sell.",
    steps: [
      "List twelve things your clients ask about most (from calls and check-ins): one a week for the quarter.",
      "Ask the admins of two or three groups where your clients already are ({coachPlaces}) whether a weekly teaching post is welcome, with the message below; follow each group's rules.",
      "Each week, on one evening, film three short clips on your phone (30 to 60 seconds each): the thing itself, the common mistake, an easier and a harder version. Real clothes, a real room.",
      "The next day, post one on Instagram and YouTube Shorts, put the text version in the groups that said yes, and answer every comment that evening.",
      "Each Friday note saves, shares and link clicks per post; make more of what people save.",
    ],
    setupSteps: 2,
    groundworkSteps: 1,
    resourcesNeeded: ["A phone and one evening a week to film", "A list of twelve questions clients ask", "Admins' permission in two or three groups"],
    successMetrics: ["Saves and shares per post", "Lead-magnet sign-ups and applications from posts", "Progress towards: {metrics}"],
    template: `Post (caption)
{{the one thing}}: three things to get right.
1. {{the first point}}
2. {{the common mistake and how to fix it}}
3. Too hard? {{the easier version}}. Too easy? {{the harder version}}.
Try it twice this week and tell me how it felt. If you'd like a plan built around you, the link in my bio has a free starter plan from {product}.

---
Message to a group admin
Hi {{admin's name}}, I'm {{your name}}, and through {product} I coach {audience}. Would a weekly post teaching {coachOne}, with no selling, be welcome in {{group name}}? Happy to follow any rules you have, and to answer members' questions in the comments.`,
    marketingWisdom:
      "Teach one thing well rather than everything at once: a post people save and try is worth ten that they like and scroll past. The posts that bring clients show how you coach, with real bodies in real rooms.",
  },
  {
    id: "coach-referral-partners",
    coaching: 7,
    name: "Referral partners who already see your clients, starting with {coachPartner}",
    kinds: ["creator"],
    goals: ["revenue", "signups", "partnerships", "awareness"],
    stages: ALL_STAGES,
    channels: ["partnerships", "cold-email", "referral"],
    requires: [],
    uses: ["sales"],
    cost: { min: 0, max: 30 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Partners who see {audience} every week ({coachPartners}) are often asked 'what should I do next?', so one professional who trusts your approach and hands out your starter plan sends clients who arrive already convinced.",
    description:
      "A list of ten partners in {place} or online who see your clients: {coachPartners}. Write to each with a short note and the free starter plan they can hand out, offer a free 20-minute call to explain how you work, and follow up once. Where it fits, offer them something back: a free evening session for their clients or members, or a referral the other way.",
    steps: [
      "List ten partners (names, websites, who decides) from searches, your own contacts and the groups you post in; start with {coachPartner}.",
      "Send the note below by email, one a day over two weeks, in an evening; follow up once after a week.",
      "To anyone interested, offer a 20-minute call and a printable or PDF copy of your starter plan with your link and a code they can track.",
      "{coachPartnerCheck}",
      "Each month, count applications that name a partner; thank each partner who sends someone, and drop those who never reply.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A list of ten partners", "The starter plan as a PDF they can hand out", "One evening a week for notes and calls"],
    successMetrics: ["Partners who agree to hand out the starter plan", "Applications that name a partner", "Progress towards: {metrics}"],
    template: `Subject: A free starter plan for your clients

Hi {{their name}},

I'm {{your name}}, a coach working with {audience} through {product}. Many of the people I coach say {coachTold}.

I've made something free you could hand to clients who ask: {coachMagnet}. There's nothing to sell on it, just my name and a link if they'd like more help.

Would you like a few copies, or a 20-minute call to see how I work?{coachSafety}

{{your name}}
{product}, {website}`,
    marketingWisdom:
      "Partners refer to people they trust with their own clients. Make it easy (a useful leaflet, not a sales pitch) and safe (you say what you will not do), and ask for nothing in the first email.",
  },
  {
    id: "coach-lead-magnet",
    coaching: 4,
    name: "One useful lead magnet and a five-email series that ends with the consult call",
    kinds: ["creator"],
    goals: ["signups", "revenue", "awareness"],
    stages: ALL_STAGES,
    channels: ["newsletter", "email-marketing"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 20 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "Medium Impact",
    why: "Most people who find a coach are not ready for a call that day, so one useful free thing ({coachMagnet}) and five short emails keep them close until the next intake, and they arrive at the call already knowing how you coach.",
    description:
      "One free thing that solves one problem: {coachMagnet}. It is given in exchange for an email address on a simple sign-up page, followed by five emails over two weeks: the plan, the mistake most people make, a client's story (with consent), why you coach the way you do, and the next intake with the link to apply. After that, one short email a week.",
    steps: [
      "Make the magnet in one evening: one page, your name and link at the bottom.",
      "Set up a free email tool (MailerLite's or Kit's free plan is enough to start) with a sign-up page and a consent line saying what they will get and how to unsubscribe, and link it from your bio and every teaching post.",
      "Write the five emails from the template and set them to go on days 0, 2, 5, 9 and 14.",
      "Each Friday, count new subscribers and applications from emails.",
      "Once the first subscribers have had all five emails, rewrite the one with the fewest clicks, and put the sign-up link on the printed starter plan.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["A one-page lead magnet", "A free email tool with a sign-up page", "Five short emails"],
    successMetrics: ["New subscribers each week", "Applications from the email series", "Progress towards: {metrics}"],
    template: `Sign-up page
Free: {coachMagnet}. Made for {audience}, by {{your name}} at {product}. Enter your email and it's yours; I'll also send five short emails with how to use it. Unsubscribe any time.

---
Email 1 (day 0)
Subject: Your starter plan is here
Hi {{first name}}, here it is: {{link to the plan}}. Do it twice this week, and reply to tell me how it went; I read every reply.

Email 2 (day 2): the mistake most people make, and how to fix it.
Email 3 (day 5): a client's story, in their words (shared with their consent).
Email 4 (day 9): why I coach without {coachNot}.
Email 5 (day 14)
Subject: The next group starts {coachIntake}
Hi {{first name}}, if the starter plan suited you and you'd like one built around you, with a weekly check-in, the next {product} group starts on {coachIntake}. Apply for a free 20-minute call: {website}`,
    marketingWisdom:
      "A lead magnet works when it is small and useful today; a fifty-page guide gets downloaded and never read. The series does the selling gently by being useful first and asking once, at the end.",
  },
  {
    id: "coach-podcast-guest",
    coaching: 9,
    name: "Guest spots on podcasts and in online groups your clients listen to",
    kinds: ["creator"],
    goals: ["awareness", "signups", "revenue"],
    stages: ALL_STAGES,
    channels: ["podcast", "webinar"],
    requires: [],
    uses: ["content", "sales"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Podcast listeners spend half an hour with your voice and take advice from a guest the host trusts, so two or three guest spots on shows {audience} already listen to put you in front of people who want what you teach, in an evening each.",
    description:
      "Pitch ten small and mid-sized podcasts and online groups with a live session slot ({coachPlaces}) with one specific topic you can teach in twenty minutes, a line on who you coach, and the free starter plan as the listeners' link. Record in the evening when hosts allow it.",
    steps: [
      "List ten shows and groups your clients mention in calls or that appear when you search their problem; listen to one episode of each.",
      "Choose one topic per show that fits its last episodes, and send the pitch below in an evening, one a day.",
      "Follow up once after a week; accept evening recording slots only, and say so politely.",
      "For each recording, prepare three stories and the one link (the starter plan), said slowly at the end.",
      "Count sign-ups from each episode's link; go back to hosts whose listeners signed up with a second topic.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A list of ten shows and groups", "A headset microphone", "One topic per show"],
    successMetrics: ["Guest spots booked", "Sign-ups from each episode's link", "Progress towards: {metrics}"],
    template: `Subject: Guest idea for {{show name}}: {{topic in five words}}

Hi {{host's first name}},

I loved your episode on {{recent episode}}, especially {{one specific point}}.

I'm {{your name}}, and through {product} I coach {audience}. An idea for your listeners: "{{topic}}", twenty minutes with three things they can try this week, no selling, and a free one-page plan as the only link.

I record in the evenings, and I can send a short clip so you can hear me first.

Thanks for considering it,
{{your name}}
{website}`,
    marketingWisdom:
      "Hosts say yes to guests who have listened and bring one clear topic. Small shows with loyal listeners often send more clients than big ones, because their listeners do what the host suggests.",
  },
  {
    id: "coach-client-referral",
    coaching: 8,
    name: "Client referrals: {coachReferral} for each friend who starts",
    kinds: ["creator"],
    goals: ["revenue", "retention", "signups"],
    stages: ALL_STAGES,
    channels: ["referral", "email-marketing"],
    requires: [],
    uses: ["community"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 0.5,
    fromUsers: true,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Clients who are enjoying their coaching tell friends going through the same thing, and a simple thank-you for each friend who starts turns those recommendations into applications, from people who arrive already trusting you.",
    description:
      "Each client can invite friends with their own link to the application. When a friend starts and pays their first month, the client gets {coachReferral}, and the friend starts at the normal price with their friend in the same intake. Ask once, at the moment clients are happiest (the week they notice their first progress), never in the first fortnight.",
    steps: [
      "Set up a simple way to track who referred whom: a question on the application ('Who told you about us?') is enough.",
      "At the first check-in where a client notices progress, send the message below.",
      "Give the reward once the friend's first month is paid, and tell the client the same evening.",
      "Mention the referral line once a month in the client group or newsletter, never more.",
      "Count applications and new clients from referrals each month in the tracker.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A 'Who told you about us?' question on the application", "A short referral message", "A note of rewards given"],
    successMetrics: ["Applications that name a client", "New clients from referrals each month", "Progress towards: {metrics}"],
    template: `Hi {{first name}}, you've come so far since {{start month}}: {{their progress in their words}}. If a friend has been saying 'I should do something like that', they can apply for a free call here: {website}. When a friend you send starts, your next month of {product} is free, as a thank-you. No pressure at all!`,
    marketingWisdom:
      "The best moment to ask for a referral is right after a client has felt progress, not after they have paid. Keep the reward simple and the same for everyone, and make the ask once.",
  },
  {
    id: "coach-paid-ads",
    coaching: 10,
    name: "Instagram and Facebook ads to the free starter plan, judged by clients who stay",
    kinds: ["creator"],
    goals: ["signups", "revenue", "awareness"],
    stages: ALL_STAGES,
    channels: ["meta-ads", "instagram", "video", "email-marketing"],
    requires: ["paid"],
    workaround: {
      paid: "Hire a freelancer who runs Meta campaigns for coaches for a fixed fee for the first three months, and have them show you the cost per sign-up, per call and per client each week.",
    },
    uses: ["paid", "content"],
    cost: { min: 2000, max: 20000 },
    paid: true,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "A budget this size can put your best teaching posts in front of {audience} who have never heard of you, sent to the free starter plan rather than straight to a sale, and it pays only if the people it brings book calls, start and are still coached three months later.",
    description:
      "Run Meta ads (Instagram and Facebook) using your best-saved teaching posts and consented client stories, sent to the starter-plan sign-up on {website}, so the email series and the consult call do the selling. Count sign-ups, calls, clients and three-month retention by campaign, and stop any campaign whose clients leave faster than the rest. Before the first ad, check Meta's advertising policies on health and fitness and {coachClaimsRule}.",
    steps: [
      "Check Meta's advertising policies on health, fitness and personal attributes, and {coachClaimsRule}, before writing anything; keep every ad free of promised results.",
      "Set up a conversion for a starter-plan sign-up and one for a booked call on {website}, and give each campaign its own sign-up link.",
      "Start two campaigns with a daily cap: one with your three most-saved teaching posts, one with a consented client story.",
      "Every Friday, write each campaign's cost, sign-ups, calls and clients in the tracker; each month, check how many of its clients are still coached, and move money to the campaign whose clients stay.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["A sign-up and a booked-call conversion in the ad account", "Three teaching posts and one consented story", "A monthly count of clients from each campaign"],
    successMetrics: ["Cost per starter-plan sign-up and per booked call", "Three-month retention of clients from ads, against everyone else", "Progress towards: {metrics}"],
    template: `Ad (your most-saved teaching post as the video):
Headline: Free: {coachMagnet}
Text: For {audience} who {coachWants}. {{the one thing the video teaches}}, from {product}. Take the free plan; if it suits you, apply for a 20-minute call.
Button: Get the plan`,
    marketingWisdom:
      "Ads can only fill the top of the path: people who came from an ad leave as fast as anyone else unless the first week and the check-ins look after them, so judge each campaign by the clients still coached three months later, not by sign-ups.",
  },
];
