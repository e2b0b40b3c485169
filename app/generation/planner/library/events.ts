import type { LibraryTactic } from "../types";
import { ALL_STAGES, ALL_KINDS } from "./stages";

/**
 * An event that sells tickets (a conference, a festival, a workshop day, a fair): the plan an organiser
 * would write for the weeks to {eventDay}. A ticket page that sells on a phone with an early bird that
 * really ends on {earlyBirdEnds}; speakers announced one a week, each with a share kit and a code of
 * their own; community partners and course leaders who pass it on; group tickets; the showcase as a
 * reason to come; posts where the audience already is ({eventPlatforms}{leftOut}); and a last-two-weeks
 * push. Every step says which part of the run-up it belongs to (`eventPhases`), so the timeline builds
 * to the day and stops there. {eventMath} is the arithmetic (tickets a week, the mix, the money due).
 */

export const EVENT_TACTICS: LibraryTactic[] = [
  {
    id: "event-ticket-page-early-bird",
    name: "A ticket page that sells on a phone, and an early bird that really ends on {earlyBirdEnds}",
    kinds: ALL_KINDS,
    event: true,
    eventFor: (e) => e.crowd === "peers",
    goals: ["revenue", "signups", "awareness"],
    stages: ALL_STAGES,
    channels: ["email-marketing", "events", "partnerships", "speaking"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 1.5,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    essential: true,
    why: "Every post, code and partner in this plan ends on the ticket page, and an early bird that closes on a date people can see ({earlyBirdEnds}) is what turns \"I'll probably go\" into a ticket, and what gets you to {milestone}.",
    description:
      "One ticket page for {product} on Tito, Eventbrite or a similar ticketing site: the three tiers ({earlyPrice} early bird until {earlyBirdEnds}, then {fullPrice}; {studentPrice} for students), what the day holds in five lines, the venue and the date ({eventDay}), a refund and transfer policy, and a waitlist for when it sells out. The early bird closes on the day you announce, and the countdown to it is announced.",
    eventPhases: ["setup", "setup", "setup", "early", "early", "early", "middle", "final"],
    steps: [
      "Open the ticket page this week on Tito or Eventbrite (compare their fees and, above all, when each pays the ticket money out to you) with three ticket types: early bird {earlyPrice} until 23:59 on {earlyBirdEnds}, full price {fullPrice}, student {studentPrice} (student card shown at the door), and a five-for-four studio ticket.",
      "Write the page with the template below, check it on your own phone from a link in a Discord message (it must take under two minutes from the link to a ticket), and turn on the waitlist and any reminder the platform can send to people who started an order and did not finish.",
      "Create one discount or tracking code per source before anything is announced (each speaker, each server or group, each university, the print run), so the tracker shows what each one brings.",
      "Two weeks before {earlyBirdEnds}, announce the countdown everywhere: the early bird ends at 23:59 on {earlyBirdEnds} and the price goes to {fullPrice}.",
      "Each Friday, fill in the tracker: tickets by tier and by code against {milestone} ({milestonePace}), and the money in against {venueDue}.",
      "On the last two days of the early bird, post the honest count of tickets sold and the hours left; at 23:59 on {earlyBirdEnds} close the tier, as promised, and do not reopen it.",
      "Once the early bird has closed, check that the ticket money will be in your account before {venueDue}; if the platform holds it until after the event, ask the venue now for a deposit and the rest later.",
      "In the last two weeks, put the waitlist and the refund and transfer policy at the top of the page, so a colleague can take over a ticket instead of it being wasted.",
    ],
    setupSteps: 3,
    groundworkSteps: 1,
    resourcesNeeded: [
      "A Tito or Eventbrite account (ticket fees come out of ticket money, not your budget: check each site's fees and payout timing)",
      "A one-page tracker: tickets by tier and code each Friday",
      "A photo or two of the venue",
    ],
    successMetrics: [
      "Tickets sold each week by tier and code, against {milestone} ({milestonePace})",
      "Share of people who open the ticket page and buy",
      "Progress towards: {metrics}",
    ],
    template: `{product}: {eventDay}, {eventCity}

{pitch}

What you get
- {talks}
- The {eventShowcase}: bring your build and get it played
- {extras}

Tickets
- Early bird {earlyPrice}, until 23:59 on {earlyBirdEnds}, then {fullPrice}
- Students {studentPrice} (bring your student card)
- Studio ticket: five for the price of four

Refunds up to {{refund cut-off date}}; transfer your ticket to a friend any time before the day.
Sold out? Join the waitlist and we'll email you the moment a ticket frees up.

Get your ticket: {website}`,
    marketingWisdom:
      "An early bird works only when its deadline is real: announce the date, count down to it and close it on time. Organisers who quietly extend it teach their audience that deadlines do not mean anything, and the next deadline (and the next year's) stops selling tickets.",
  },
  {
    id: "event-speaker-share-kits",
    name: "One speaker a week, each with a share kit and a discount code of their own",
    kinds: ALL_KINDS,
    event: true,
    eventFor: (e) => e.has.includes("talks"),
    goals: ["revenue", "awareness", "signups"],
    stages: ALL_STAGES,
    channels: ["speaking", "partnerships", "discord", "events"],
    requires: [],
    uses: ["social", "design", "content"],
    cost: { min: 0, max: 20 },
    paid: false,
    hoursPerWeek: 1.5,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "{audience} may not know {product} yet, but they know the speakers: each announcement is a reason to post, and each speaker sharing it to their own followers reaches people you cannot.",
    description:
      "Announce the lineup of {talks} one speaker at a time, every Tuesday, with a share kit sent to each speaker the day before: the post ready to copy, a square speaker card with their face and talk title, and a personal code that gives their followers 10% off, so you can count the tickets each speaker brings.",
    eventPhases: ["setup", "setup", "early", "early", "middle", "final"],
    steps: [
      "This week, ask every confirmed speaker for a photo, a one-line talk title and permission to announce them; make one speaker card template (Canva's free plan is enough) so each card takes ten minutes.",
      "Open with the first three speakers together in week 1, then one each Tuesday; send each speaker their kit (the template below) on the Monday.",
      "Each Friday, count the tickets on each speaker's code and thank the speaker with the number; ask the two whose codes sell best for a second post before {earlyBirdEnds}.",
      "Before the early bird closes, ask each speaker for one sentence on why {audience} should come, for the countdown posts.",
      "Keep one speaker a week going after {earlyBirdEnds}, so there is news every week through the middle weeks, and publish the full schedule once the lineup is complete.",
      "In the last two weeks, ask every speaker to post once more: \"I'm speaking at {product} on {eventDay}; tickets are still open\", with their code.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A speaker card template (Canva's free plan is enough; a month of Canva Pro if you want its resizing: check its current price)", "A personal discount code per speaker on the ticket page", "Speakers' photos and talk titles"],
    successMetrics: ["Tickets sold on each speaker's code", "Speakers who shared their kit within two days", "Progress towards: {metrics}"],
    template: `Subject: Your {product} speaker kit (announcement on {{announcement day}})

Hi {{speaker's first name}},

We announce your talk on {{announcement day}}, and this kit makes sharing it take a minute:

1. Your speaker card (attached), square, ready to post anywhere.
2. A post you can copy or rewrite:
"I'm speaking at {product} in {eventCity} on {eventDay}: {{talk title}}. {talks}, the {eventShowcase} and a social after. Use my code {{speaker code}} for 10% off: {website}"
3. Your own code, {{speaker code}}: 10% off for anyone you send. We'll tell you each Friday how many tickets it brought.

The early bird ({earlyPrice}) ends on {earlyBirdEnds}, so a post before then helps most.

Thank you for being part of the first {product}.
{{your name}}`,
    marketingWisdom:
      "A first-year event borrows its trust from its speakers. A kit that makes sharing effortless, and a code that shows each speaker what their post did, turns a lineup announcement into a dozen announcements, each to an audience that already trusts the person posting.",
  },
  {
    id: "event-community-partners",
    name: "Community partners: {meetups} and the local Discord servers, each with a partner code and a free ticket for the organiser",
    kinds: ALL_KINDS,
    event: true,
    eventFor: (e) => e.crowd === "peers",
    goals: ["revenue", "partnerships", "awareness"],
    stages: ALL_STAGES,
    channels: ["partnerships", "meetups", "discord", "events", "community", "speaking"],
    requires: [],
    uses: ["community"],
    cost: { min: 0, max: 100 },
    paid: false,
    hoursPerWeek: 1.5,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "{audience} already meet at {meetups} and talk in the local Discord servers; their organisers' word carries more than any post from a first-year event.",
    description:
      "Ask the organisers of {meetups} and of the Discord servers {audience} use in {place} to be community partners of {product}: each gets a free ticket, their logo on the partners' list, and a partner code that gives their members 10% off; in return, a two-minute slot at their next meetup, one pinned message in their server and one reminder before {earlyBirdEnds}.",
    eventPhases: ["setup", "setup", "early", "early", "middle", "final"],
    steps: [
      "List the partners this week: {meetups}, and the Discord servers and meetups in {place} your team is already in (ask in each who runs it).",
      "Write to each organiser with the message below, and create their partner code on the ticket page before you send it.",
      "Take the two-minute slot at each partner meetup before {earlyBirdEnds}: who it is for, the {eventShowcase}, the early-bird price and the partner code on one slide or a card.",
      "Ask each server's moderators to pin the announcement, posting only where they say promotion is allowed.",
      "Each month, tell each partner what their code brought, and ask for one more mention in the weeks after the early bird.",
      "In the last two weeks, ask each partner for a final reminder, and invite their members to the evening social.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A partner code per community on the ticket page", "One free ticket per partner organiser (a seat, not money)", "About £30-£50 towards pizza or drinks at a partner meetup where you take a slot", "A one-slide or one-card pitch for meetup slots"],
    successMetrics: ["Partners who said yes", "Tickets sold on partner codes", "Progress towards: {metrics}"],
    template: `Hi {{organiser's first name}},

I'm {{your name}}, one of the two volunteers putting on {product}, a one-day {eventFormat} in {eventCity} on {eventDay} for {audience}: {talks}, the {eventShowcase} and a social after.

Would {{their community}} be a community partner? What it means:
- A free ticket for you, and your community's name and logo on our partners' list.
- A partner code for your members: 10% off any ticket, including the {earlyPrice} early bird until {earlyBirdEnds}.
- In return: two minutes at your next meetup (or one pinned post in your server, where you allow it) and one reminder before the early bird ends.

No pressure either way, and thanks for running {{their community}}.
{{your name}}, {product}`,
    marketingWisdom:
      "Partnerships work when each side gets something concrete and small: a free ticket and a code for the organiser's members cost you little and give them something to offer. Ask for one specific thing (two minutes, one pinned post) rather than \"help us promote\".",
  },
  {
    id: "event-student-tickets",
    name: "Student tickets through course leaders at {universities}",
    kinds: ALL_KINDS,
    event: true,
    eventFor: (e) => e.students,
    goals: ["revenue", "partnerships", "awareness"],
    stages: ALL_STAGES,
    channels: ["partnerships", "flyers", "speaking"],
    requires: [],
    uses: ["community"],
    cost: { min: 0, max: 60 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Students at {universities} want to meet the people they might work with or for, and their course leaders can put {product} in front of a whole year group in one message.",
    description:
      "Write to the course leaders of the relevant courses at {universities}: a {studentPrice} student ticket with a code for their course, a short talk slot or a notice on the course's channel, and a poster for the department. Course leaders often look for days like this for their students' portfolios and contacts.",
    eventPhases: ["setup", "early", "early", "middle", "final"],
    steps: [
      "Find the course leaders of the relevant courses at {universities} on the universities' course pages, and write to each with the email below.",
      "Give each course its own student code and a poster with a QR code to the ticket page; offer five minutes at the start of a lecture if they like.",
      "Ask whether the students' union or the relevant student society can share it too, and send them the same poster.",
      "After {earlyBirdEnds}, tell each course leader how many of their students have booked, and ask for a reminder on the course channel.",
      "Two weeks before {eventDate}, send the course leaders a last reminder with the {eventShowcase} call for builds: a good reason for final-year students to come.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A student code per course", "A printed poster with a QR code (about £30-£60 for a small print run)", "The course leaders' names from the course pages"],
    successMetrics: ["Course leaders who shared it", "Student tickets sold per course code", "Progress towards: {metrics}"],
    template: `Subject: {product} on {eventDay}: {studentPrice} tickets for your students

Dear {{course leader's name}},

I'm {{your name}}, a volunteer organiser of {product}, a one-day {eventFormat} in {eventCity} on {eventDay} for {audience}: {talks}, the {eventShowcase} and an evening social.

We've kept student tickets at {studentPrice}, and your students can use the code {{course code}} when they book: {website}

Could you share it with your students, on your course channel or at the start of a lecture? I'd be glad to come in for five minutes, or send a poster for the department.

Thank you,
{{your name}}, {product}`,
    marketingWisdom:
      "A course leader's one message reaches a whole year group that trusts it; a hundred posts reach a few students who scroll past. Give them something useful for their students (a cheap ticket, a chance to show a build) and they will pass it on.",
  },
  {
    id: "event-showcase-call",
    name: "The {eventShowcase} as a reason to come: a call for builds to show",
    kinds: ALL_KINDS,
    event: true,
    onlyWhen: /\b(?:playtest\w*|showcase|demo (?:area|room|zone)|arcade)\b/i,
    goals: ["revenue", "awareness", "signups"],
    stages: ALL_STAGES,
    channels: ["community", "discord"],
    requires: [],
    uses: ["community", "content"],
    cost: { min: 0, max: 80 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "What {audience} want most is people playing their game: a place in the {eventShowcase} is a reason to buy a ticket that no talk can give, and each person showing a build brings friends to try it.",
    description:
      "Open a call for builds for the {eventShowcase}: attendees apply to show their game in a time slot on the day, with a short form (what it is, a screenshot, what feedback they want). Selected games are announced in batches, each gets a post to share, and showing needs a ticket.",
    eventPhases: ["early", "early", "middle", "middle", "final"],
    steps: [
      "Open the call for builds with the post below, and a short form: title, a screenshot or GIF, platform, what feedback they want; close it two weeks before {eventDate}.",
      "Post the call where {audience} share their work: {eventPlatforms}, in the places and channels that allow it.",
      "Announce the selected games in batches every two weeks, each with a screenshot the developer can share.",
      "Ask each person selected to share their slot with their own followers and playtesters, with the ticket link.",
      "In the last two weeks, publish the {eventShowcase} schedule: who shows what, and when.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A short application form (Google Forms or Tally)", "Extension leads, tape and a sign for the room (about £60), and a small prize for the build people liked most", "Time slots for the day"],
    successMetrics: ["Applications to show a build", "Selected developers who shared their slot", "Progress towards: {metrics}"],
    template: `Show your game at {product}

On {eventDay} in {eventCity}, the {eventShowcase} is open all day: bring your build, sit it on a table and watch other people play it.

Apply: {{link to the form}} (two minutes: what it is, a screenshot, what feedback you want). Everyone who shows needs a ticket: {earlyPrice} early bird until {earlyBirdEnds}, {studentPrice} for students.

Applications close on {{closing date}}. Tickets: {website}`,
    marketingWisdom:
      "Give people a part to play and they come, and they bring their friends: a showcase slot turns an attendee into someone who invites others to see their game.",
  },
  {
    id: "event-posts-where-they-are",
    name: "Weekly posts where {audience} already are: {eventPlatforms}{leftOut}",
    kinds: ALL_KINDS,
    event: true,
    eventFor: (e) => e.crowd === "peers",
    goals: ["awareness", "revenue", "signups"],
    stages: ALL_STAGES,
    channels: ["community", "discord", "events", "speaking"],
    requires: [],
    uses: ["social", "content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 1.5,
    contactsIndividuals: false,
    timeFrame: "Ongoing",
    impact: "Medium Impact",
    why: "{audience} spend their time on {eventPlatforms}: posting there every week, with something new each time (a speaker, a build in the {eventShowcase}, the tickets left), keeps {product} in front of the people who will come.",
    description:
      "Two posts a week on {eventPlatforms}, each with one piece of news and the ticket link: Tuesday's speaker, Friday's build from the {eventShowcase} or a count of tickets left. Post as the event and share from your own accounts; in Discord servers, only in the channels where promotion is allowed.",
    eventPhases: ["setup", "early", "middle", "final"],
    steps: [
      "Set up the event's own profile where {audience} post ({eventPlatforms}) with a pinned post giving the date, the tiers and the ticket link; add the link to your own bios.",
      "Every Tuesday and Friday until {earlyBirdEnds}, post the week's news with the ticket link (the template below has the first four), and reply to every answer.",
      "After the early bird, keep the two posts a week: the schedule, a build from the {eventShowcase}, a photo of the venue, the tickets left.",
      "In the last two weeks, post daily: a talk a day, the {eventShowcase} schedule, and \"{{number}} tickets left\" counted honestly.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["The event's own profiles on {eventPlatforms}", "The speaker cards from the share kits", "Twenty minutes on Tuesdays and Fridays"],
    successMetrics: ["Clicks from posts to the ticket page", "Tickets on the posts' tracking link", "Progress towards: {metrics}"],
    template: `Post 1: {product} is on. A one-day {eventFormat} in {eventCity} on {eventDay}: {talks}, the {eventShowcase} for your builds, and a social after. Early bird {earlyPrice} until {earlyBirdEnds}: {website}

Post 2: First speakers for {product}: {{three speakers and their talk titles}}. Early bird {earlyPrice} until {earlyBirdEnds}: {website}

Post 3: Bring your build. The {eventShowcase} at {product} is open all day on {eventDay}; apply to show yours: {{link to the form}}

Post 4: Early bird ends {earlyBirdEnds} at 23:59: {earlyPrice} now, {fullPrice} after. Students {studentPrice}. {website}`,
    marketingWisdom:
      "Post where your audience already talks, and give each post one piece of news: people scroll past \"buy tickets\" but stop for a speaker they know, a build they want to try or a number that is going down.",
  },
  {
    id: "event-posters-print",
    name: "Posters and flyers at {meetups}, the universities and the places {audience} meet",
    kinds: ALL_KINDS,
    event: true,
    eventFor: (e) => e.crowd === "peers",
    goals: ["awareness", "revenue"],
    stages: ALL_STAGES,
    channels: ["flyers", "events", "meetups", "speaking"],
    requires: [],
    uses: ["design"],
    cost: { min: 60, max: 300 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "A poster on the wall of a university department, a coworking space or the venue of a regular evening reaches {audience} who are not on the same servers as you, and a QR code with its own tracking code tells you whether it sold tickets.",
    description:
      "A small print run of A3 posters and A6 flyers for {product}, with the date, the tiers and a QR code that carries its own tracking code: at the universities' relevant departments, {meetups}, and the coworking spaces, shops and bars in {place} where {audience} meet.",
    eventPhases: ["setup", "early", "middle", "final"],
    steps: [
      "Design one A3 poster and one A6 flyer from the speaker card template: the date, the three tiers, the {eventShowcase} and a QR code with the posters' own tracking code.",
      "Print a small run (about 50 posters and 500 flyers) and put them up at {meetups}, the universities and two or three coworking spaces and bars, asking first.",
      "After {earlyBirdEnds}, swap the price on the posters that are still up for the full price, and leave flyers wherever the posters went up.",
      "In the last two weeks, bring a last stack of flyers to the places with posters and the universities with \"tickets still open\".",
    ],
    setupSteps: 1,
    resourcesNeeded: ["About 50 A3 posters and 500 A6 flyers from an online printer (roughly £100-£200; compare two printers)", "A QR code with the posters' tracking code"],
    successMetrics: ["Tickets on the posters' tracking code", "Places that agreed to put a poster up", "Progress towards: {metrics}"],
    template: `{product}
{eventDay} · {eventCity}

{talks}
The {eventShowcase}: bring your build
{extras}

Early bird {earlyPrice} until {earlyBirdEnds} · then {fullPrice} · students {studentPrice}

Scan for tickets → {{qr code}}
{website}`,
    marketingWisdom:
      "Print works for a local event when it is where the audience already goes and when you can tell whether it worked: one tracking code for all the posters is enough to know whether to print more.",
  },
  {
    id: "event-paid-promotion",
    name: "Paid promotion to {audience} in {place}, judged by tickets, not clicks",
    kinds: ALL_KINDS,
    event: true,
    eventFor: (e) => e.crowd === "peers",
    goals: ["revenue", "awareness"],
    stages: ALL_STAGES,
    channels: ["paid-social", "meta-ads", "retargeting", "newsletter", "events", "speaking"],
    requires: ["paid"],
    workaround: {
      paid: "No ads experience? Hire a freelance media buyer for a few hours to set up one campaign with a spending cap you keep, and judge it yourself by the tickets on its code.",
    },
    uses: ["design", "analytics"],
    cost: { min: 2500, max: 20000 },
    paid: true,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "A budget this size can put {product} in front of {audience} in {place} who are not in your servers or meetups yet, as long as every pound is judged by the tickets it sells.",
    description:
      "Ads on Instagram and Facebook to people in {place} interested in the event's subject, a retargeting audience of people who opened the ticket page and did not buy, and paid slots in the newsletters {audience} read; each with its own tracking code and a weekly spending cap, stopped when a ticket costs more than a third of the {fullPrice} ticket.",
    eventPhases: ["setup", "early", "early", "middle", "final"],
    steps: [
      "Set up one Meta ads campaign with a weekly cap, aimed at people in {place} interested in the event's subject, sending them to the ticket page with the ads' own tracking code.",
      "Run three ads from what you have (a speaker card, the {eventShowcase}, the early-bird countdown) and keep the one that sells tickets cheapest.",
      "Add a retargeting audience of people who opened the ticket page and did not buy, shown the early-bird deadline in its last week.",
      "Book one or two paid slots in newsletters {audience} read, each with its own code, and compare tickets per pound with the ads.",
      "In the last two weeks, put the money on whatever sold tickets cheapest, and stop the rest.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A Meta ads account with a weekly spending cap", "Tracking codes per ad and per newsletter", "The speaker cards and the countdown posts as ad images"],
    successMetrics: ["Cost per ticket by ad and newsletter, against a third of the {fullPrice} ticket", "Tickets on the ads' and newsletters' codes", "Progress towards: {metrics}"],
    template: `Ad 1 (speaker card)
{product}, {eventDay}, {eventCity}: {talks}. Early bird {earlyPrice} until {earlyBirdEnds}. Tickets: {website}

Ad 2 (the {eventShowcase})
Bring your build to {product} on {eventDay}: the {eventShowcase} is open all day. Tickets from {studentPrice} for students: {website}

Ad 3 (retargeting, last week of the early bird)
Still thinking about {product}? The {earlyPrice} early bird ends at 23:59 on {earlyBirdEnds}; after that it's {fullPrice}. {website}`,
    marketingWisdom:
      "Paid promotion for an event is worth it only when you count tickets per pound: give each ad and newsletter its own code, cap the spend every week, and move the money to what sold, not what was clicked.",
  },
  {
    id: "event-final-push",
    name: "The last two weeks before {eventDate}: reminders, the final tickets and the day itself",
    kinds: ALL_KINDS,
    event: true,
    eventFor: (e) => e.crowd === "peers",
    goals: ["revenue", "retention"],
    stages: ALL_STAGES,
    channels: ["events", "email-marketing", "speaking"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Many people decide in the last two weeks, often on payday: a clear last call, the full schedule and an honest count of tickets left bring them in, and everyone who has already bought can bring one more.",
    description:
      "A planned last two weeks: the schedule published, one email to everyone who bought (practical details, a \"bring a friend\" link and the five-for-four studio ticket for teams), one to everyone who signed up for news without buying, daily posts with the tickets left, and a last partner reminder; then the day, and within its week a thank-you with a feedback form.",
    eventPhases: ["middle", "final", "final", "final", "day", "day"],
    steps: [
      "Before the last two weeks start, write the three emails (the template below has the first, and the thank-you for after the day) and schedule the first for the payday at the end of the month, when many people with day jobs buy.",
      "Two weeks before {eventDate}, publish the full schedule and send the first email to everyone who bought: the day's details and a link to bring a friend.",
      "Ten days before, send the last call to everyone who signed up for news without buying: what they'd miss, the tickets left, the price.",
      "Three days before, send the practical email (times, venue, what to bring, the {eventShowcase} schedule), and close sales or keep the waitlist open as capacity allows.",
      "On {eventDay}, count people in at the door against tickets sold, and note in the tracker where the people you talk to heard about it.",
      "The day after, within the same week, send the thank-you below with a two-minute feedback form, and write down the list for next year while it is fresh.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["The ticketing site's email to ticket holders, or your email tool", "The schedule and the {eventShowcase} slots", "A two-minute feedback form"],
    successMetrics: ["Tickets sold in the last two weeks", "Share of ticket holders who came on the day", "Progress towards: {metrics}"],
    template: `Subject: {product} is on {eventDay}: the schedule, and bring a friend

Hi {{first name}},

Thank you for booking {product}. The full schedule is up: {{link to the schedule}}

Everything you need:
- When: {eventDay}, doors {{doors time}}
- Where: {{venue and address}}
- Bring: your build if you're showing it in the {eventShowcase}, and a laptop charger

Know someone who should be there? Send them this link; tickets are {fullPrice} ({studentPrice} for students) while they last: {website}

---
Subject: Thank you for coming to {product}

Thank you for making {product} what it was. Two minutes of feedback shapes next year: {{link to the feedback form}}

{{your name}} and {{co-organiser's name}}`,
    marketingWisdom:
      "Most events sell a large share of their tickets in the last two weeks: plan that push before it starts, and time the emails to when people are paid. The thank-you and the feedback form in the same week are the start of next year's list.",
  },
  // A fair or market for the public (families, couples, shoppers): the makers carry it as a conference's
  // speakers do, children's tickets are said plainly, and listings, schools and the local press reach the
  // families who follow no maker yet; what sold tickets last year leads again.
  {
    id: "event-family-ticket-page",
    name: "A ticket page families can buy on a phone in two minutes, for {eventDates}",
    kinds: ALL_KINDS,
    event: true,
    eventFor: (e) => e.crowd === "public",
    goals: ["revenue", "signups", "awareness"],
    stages: ALL_STAGES,
    channels: ["email-marketing", "events", "partnerships", "flyers"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    essential: true,
    why: "Every post, maker's code and listing in this plan ends on the ticket page: a family deciding on a phone needs the dates, the price, what the children can do and where to park in one screen, or they put it off.",
    description:
      "One ticket page for {product} on Eventbrite, Ticket Tailor or a similar ticketing site: a ticket for each day at {fullPrice}, children's places said plainly, the opening hours, {makers} and the workshops in a few lines, how to get there and where to park, and one tracking code per source so the Friday tracker shows what each one brings.",
    eventPhases: ["setup", "setup", "setup", "early", "middle", "final", "day"],
    steps: [
      "This week, open the ticket page on Eventbrite, Ticket Tailor or a similar site; compare the fee each charges on a {fullPrice} ticket (a fixed fee per ticket is a large share of a small price), who pays it, and when each pays the money out to you.",
      "Write the page with the template below, with a ticket for each day and, if children go free, a free children's ticket (it tells you how many families come); check it on your own phone from a link in a Facebook post.",
      "Create one tracking code or link per source before anything is announced (each maker, the Facebook event, each listing, the posters), so the tracker shows what each one brings.",
      "Each Friday, fill in the tracker: tickets by day and by code against {ticketTarget}, and the money in against {venueDue}.",
      "Once the programme is set (the workshop times, the full list of {makerWord}), add it to the page, and sell the workshops as their own small tickets that include entry.",
      "In the last two weeks, put the opening hours, parking and the children's price at the top of the page, and show an honest count of tickets left for any day that can sell out.",
      "On each day, count people in at the door (adults and children) against tickets sold, and ask at the door where people heard about it, with a tally sheet.",
    ],
    setupSteps: 3,
    resourcesNeeded: [
      "An Eventbrite or Ticket Tailor account (ticket fees come out of ticket money, not your budget: check each site's fee on a {fullPrice} ticket and its payout timing)",
      "A one-page tracker: tickets by day and by code each Friday",
      "Three good photos from last year or of the venue",
    ],
    successMetrics: ["Tickets sold each week by day and by code", "Share of people who open the ticket page and buy", "Progress towards: {metrics}"],
    template: `{product}: {eventDates}, {eventCity}

{pitch}

What's on
- {makers}, with everything made by the people selling it
- Workshops: {{the workshops and their times}} (book ahead, places are limited)
- {{food and drink on the day}}

Tickets
- {fullPrice} a ticket, for the day you choose
- Children: {childrenPrice}

Open {{opening hours}} · {{the address and parking}}

Get your tickets: {website}`,
    marketingWisdom:
      "A family decides on a phone, often in the evening: the dates, the price, what the children will do and where to park, on one screen, turn \"we should go to that\" into tickets for the whole family.",
  },
  {
    id: "event-maker-share-kits",
    name: "Each of {makers} with a share kit and a ticket code of their own",
    kinds: ALL_KINDS,
    event: true,
    eventFor: (e) => e.has.includes("makers"),
    goals: ["revenue", "awareness", "signups"],
    stages: ALL_STAGES,
    channels: ["partnerships", "instagram", "events", "flyers"],
    requires: [],
    uses: ["social", "design"],
    cost: { min: 0, max: 20 },
    paid: false,
    hoursPerWeek: 1.5,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "{audience} follow the {makerWord}, not the fair: {makers} posting to their own followers reach people who already buy from them, and a code each shows whose followers come.",
    description:
      "A share kit for each of {makers}: a square card with their work and the dates, two posts ready to copy, and a ticket code or tracking link of their own. At {fullPrice} a ticket the code needs no discount: it counts, and each maker hears every month what their followers bought.",
    eventPhases: ["setup", "setup", "early", "middle", "middle", "final"],
    steps: [
      "This week, ask every maker for a photo of their work, their Instagram handle and permission to feature them; make one card template (Canva's free plan is enough) so each card takes ten minutes.",
      "Create a tracking code or link for each maker on the ticket page, and send each their kit with the email below.",
      "Feature two or three makers a week on the fair's own Instagram and Facebook page, tagging them, so each has a post to share with their followers.",
      "Ask the makers who sell online to put a flyer in every order they send in the autumn: their customers nearby are the fair's customers.",
      "Each month, tell each maker how many tickets their code brought, and ask those whose codes sold least for one more post with a photo of what they will bring.",
      "Two weeks before {eventDate}, send every maker a last \"two weeks to go\" card and ask them to post it and put the dates on their own stall signs and parcels.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A maker card template (Canva's free plan is enough)", "A tracking code or link per maker on the ticket page", "The makers' photos and Instagram handles"],
    successMetrics: ["Tickets sold on each maker's code", "Makers who shared their kit within a week", "Progress towards: {metrics}"],
    template: `Subject: Your {product} share kit ({eventDates})

Hi {{maker's first name}},

Your customers are the people who'll love {product}, and this kit makes telling them take a minute:

1. Your card (attached): your work, the dates and the venue, square, ready to post.
2. A post you can copy or rewrite:
"I'll be at {product} in {eventCity} on {eventDates}, with {{what you'll bring}}. Come and say hello: tickets {fullPrice}, children {childrenPrice}: {{your link}}"
3. Your own link, {{your link}}: we'll tell you every month how many tickets it brought.

Thank you for being part of it.
{{your name}}`,
    marketingWisdom:
      "A fair borrows its reach from its makers: each has followers who already buy from them. A kit that makes sharing effortless, and a link that shows each maker what their post did, turns one announcement into sixty.",
  },
  {
    id: "event-worked-last-year",
    name: "{workedChannel} again, and earlier: last year's {workedTickets} tickets, sized for {ticketTarget}",
    kinds: ALL_KINDS,
    event: true,
    eventFor: (e) => Boolean(e.worked && /\bfacebook\b/i.test(e.worked.channel)),
    goals: ["revenue", "awareness", "signups"],
    stages: ALL_STAGES,
    channels: ["facebook-groups", "events", "community", "press"],
    requires: [],
    uses: ["social"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Ongoing",
    impact: "High Impact",
    why: "You said {workedChannel} sold {workedTickets} tickets last year: your audience already answers there, so it leads again, opened months earlier; {ticketTarget} is well beyond it, so the makers, the listings and the press must bring the rest, and each has its own code to show it.",
    description:
      "This year's Facebook event for {eventDates}, opened months ahead rather than weeks: the ticket link with its own code at the top, the makers' pages invited as co-hosts, a post in the event every week, and shares into the local groups in {place} that allow events.",
    eventPhases: ["setup", "setup", "early", "middle", "middle", "final"],
    steps: [
      "This week, look back at last year's Facebook event: how many said going or interested, which posts got answers, and in which weeks the {workedTickets} tickets were bought; write those down in the tracker.",
      "Create this year's event for {eventDates} now, with the ticket link and its own tracking code at the top, and invite the makers' pages as co-hosts (each has to accept).",
      "Post in the event every week: a maker, a workshop, a photo from last year; people who responded to the event usually see its posts, so each one is a reminder.",
      "Share the event into the local Facebook groups in {place} that allow events (read each group's rules first), and ask last year's visitors to tag who they'll bring.",
      "Each Friday, compare the event's code with last year's weeks: if it brings {workedTickets} again, the other {workedGap} must come from the makers' codes, the listings and the press.",
      "In the last two weeks, post daily in the event: the makers' list, the workshops, parking, the tickets left; on the day before, a last \"see you tomorrow\".",
    ],
    setupSteps: 2,
    resourcesNeeded: ["Last year's Facebook event and its numbers", "A tracking code for the Facebook event", "A photo a week from last year or from the makers"],
    successMetrics: ["Tickets on the Facebook event's code, week by week against last year's", "People who responded to the event", "Progress towards: {metrics}"],
    template: `{product} is back: {eventDates}, {eventCity}

{makers}, workshops and food, all under one roof. Tickets {fullPrice}, children {childrenPrice}.

Tap "Going" to get the news (the makers, the workshops, the tickets left), and get your tickets here: {website}`,
    marketingWisdom:
      "Start with what already worked, and measure it: a channel that sold last year's tickets is the cheapest place to sell this year's, but only a code shows whether it grows or just repeats.",
  },
  {
    id: "event-listings-press",
    name: "What's-on listings, the local press, school newsletters and posters in {place}",
    kinds: ALL_KINDS,
    event: true,
    eventFor: (e) => e.crowd === "public",
    goals: ["awareness", "revenue"],
    stages: ALL_STAGES,
    channels: ["press", "flyers", "events", "partnerships", "newsletter"],
    requires: [],
    uses: ["design", "content"],
    cost: { min: 20, max: 80 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "{audience} plan their weekends from what's-on listings, local news and school newsletters: a listing is free, stays up for weeks and reaches families who follow no maker yet.",
    description:
      "Free listings on every what's-on page in {place} (the local paper's, the city's listings sites, the council's and the venue's), a press release with one story for local news, radio and bloggers, a paragraph for school and nursery newsletters, and posters in cafés, libraries and independent shops, each with its own tracking link.",
    eventPhases: ["setup", "early", "middle", "middle", "middle", "final"],
    steps: [
      "This week, list every free what's-on listing in {place} (the local paper's, the city's listings sites, the council's, the venue's) and add {product} to each with its own tracking link, noting each one's deadline for its December guide.",
      "Write a one-page press release with the template below (a story, not an advert: a maker's story, {makers}, the workshops) and send it to local news, radio and bloggers with three good photos.",
      "Send a short paragraph and a poster to the schools, nurseries and parents' groups nearby, asking first: a day out the children get into free is a reason for them to share it.",
      "Print a small run (about 100 A3 posters and 1,000 A6 flyers) and put them up in cafés, libraries, independent shops and the venue's neighbours, asking first; give the makers flyers for their other markets.",
      "Six weeks before, send the press release again with news (the full list of {makerWord}, a workshop), and check that every listing still shows the right dates and link.",
      "In the last two weeks, ask local radio and the news sites for a weekend what's-on mention, and leave a last stack of flyers wherever the posters went up.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["About 100 A3 posters and 1,000 A6 flyers from an online printer (roughly £100-£250; compare two printers)", "A tracking link per listing and one for the posters", "Three good photos for the press"],
    successMetrics: ["Tickets on each listing's and the posters' codes", "Listings and press mentions that went up", "Progress towards: {metrics}"],
    template: `Press release: for immediate use

{product} returns to {eventCity}: {makers}, on {eventDates}

{pitch}

{{a maker's story and a quote}}

Tickets {fullPrice}, children {childrenPrice}. Open {{opening hours}}. {website}

Photos and questions: {{your name}}, {{your phone}}`,
    marketingWisdom:
      "Listings and local press are free and slow: send them early, give each a story rather than an advert, and give each its own link so you know which to send again next year.",
  },
  {
    id: "event-paid-promotion-public",
    name: "Facebook and Instagram ads to families in {place}, judged by tickets, not clicks",
    kinds: ALL_KINDS,
    event: true,
    eventFor: (e) => e.crowd === "public",
    goals: ["revenue", "awareness"],
    stages: ALL_STAGES,
    channels: ["paid-social", "meta-ads", "retargeting", "events"],
    requires: ["paid"],
    workaround: {
      paid: "No ads experience? Hire a freelance media buyer for a few hours to set up one campaign with a spending cap you keep, and judge it yourself by the tickets on its code.",
    },
    uses: ["design", "analytics"],
    cost: { min: 2500, max: 20000 },
    paid: true,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "A budget this size can put {product} in front of {audience} in {place} who follow no maker and saw no listing yet, as long as every pound is judged by the tickets it sells.",
    description:
      "Ads on Facebook and Instagram to people within a short drive of the venue, a retargeting audience of people who opened the ticket page and did not buy, and the Facebook event promoted in its last weeks; each with its own tracking code and a weekly spending cap, stopped when a ticket costs more than the ticket's price.",
    eventPhases: ["setup", "early", "middle", "final", "final"],
    steps: [
      "Set up one Meta ads campaign with a weekly cap, aimed at people within a short drive of the venue, sending them to the ticket page with the ads' own tracking code.",
      "Run three ads from what you have (a maker's work, a workshop table, a family photo from last year, asked first) and keep the one that sells tickets cheapest.",
      "Add a retargeting audience of people who opened the ticket page and did not buy, shown the dates and the children's price.",
      "In the last two weeks, put most of the money on whatever sold tickets cheapest, and stop the rest.",
      "After the day, write down the cost per ticket of each ad, to set next year's budget.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A Meta ads account with a weekly spending cap", "Tracking codes per ad", "The makers' cards and last year's photos as ad images"],
    successMetrics: ["Cost per ticket by ad, against the {fullPrice} ticket", "Tickets on the ads' codes", "Progress towards: {metrics}"],
    template: `Ad 1 (a maker's work)
{product}, {eventDates}, {eventCity}: {makers} in one place. Tickets {fullPrice}, children {childrenPrice}: {website}

Ad 2 (a family photo from last year)
A day out for the whole family at {product}: {eventDates}. {website}

Ad 3 (retargeting, last two weeks)
Still planning your weekend? {product} is on {eventDates}: {fullPrice} a ticket, children {childrenPrice}. {website}`,
    marketingWisdom:
      "Paid promotion for a fair is worth it only when you count tickets per pound: give each ad its own code, cap the spend every week, and move the money to what sold, not what was clicked.",
  },
  {
    id: "event-final-push-public",
    name: "The last two weeks before {eventDate}: reminders, the last tickets and the weekend itself",
    kinds: ALL_KINDS,
    event: true,
    eventFor: (e) => e.crowd === "public",
    goals: ["revenue", "retention"],
    stages: ALL_STAGES,
    channels: ["events", "email-marketing"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Families decide on a weekend out in the last two weeks: a clear reminder with what's on, where to park and the children's price brings them in, and everyone who has bought can bring their family and friends.",
    description:
      "A planned last two weeks: one email to everyone who bought (what's on, parking, a link to send to the family), one to people who asked for news without buying, daily posts with the makers and the tickets left; then the day, and within its week a thank-you with a feedback form, and the makers asked what worked.",
    eventPhases: ["middle", "final", "final", "final", "day", "day"],
    steps: [
      "Before the last two weeks start, write the three emails (the template below has the first, and the thank-you for after the day).",
      "Two weeks before {eventDate}, send the first email to everyone who bought: the makers, the workshops, parking, and a link to send to the family and friends they'll bring.",
      "Ten days before, send a last call to everyone who asked for news without buying: what's new this year, the children's price, the link.",
      "Three days before, send the practical email (hours, address, parking, paying at the stalls), with an honest count of tickets left if a day can sell out.",
      "On {eventDay}, count people in at the door against tickets sold, and ask at the door where people heard about it, with a tally sheet.",
      "Within the week after, send the thank-you below with a two-minute feedback form, ask the makers what they sold and what they'd change, and write down next year's list while it is fresh.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["The ticketing site's email to ticket holders, or your email tool", "Parking and bus details for the venue", "A two-minute feedback form"],
    successMetrics: ["Tickets sold in the last two weeks", "Share of ticket holders who came", "Progress towards: {metrics}"],
    template: `Subject: {product} is on {eventDates}: what's on, and bring the family

Hi {{first name}},

Thank you for booking {product}. Everything you need:
- When: {eventDates}, {{opening hours}}
- Where: {{the venue's address and parking}}
- What's on: {makers}, {{the workshops and their times}}, {{food and drink}}

Bringing someone? Send them this link: {website} ({fullPrice} a ticket, children {childrenPrice})

---
Subject: Thank you for coming to {product}

Thank you for coming. Two minutes of feedback shapes next year: {{link to the feedback form}}

{{your name}} and {{co-organiser's name}}`,
    marketingWisdom:
      "Most tickets to a family day out are bought in the last two weeks: plan that push before it starts, and make the practical details (hours, parking, children) impossible to miss.",
  },
];
