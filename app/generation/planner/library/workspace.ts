import type { LibraryTactic } from "../types";
import { ALL_STAGES } from "./stages";

/*
 * Shared workspaces people join by the month: coworking spaces, shared studios, maker spaces
 * (Reading.workspace). Members live or work nearby, compare two or three places on Google Maps, try a day
 * before they commit to a month, and stay for the people as much as for the desk; the owner's goal is
 * usually desks filled by a date. A workspace's plan is made of these tactics only: a bakery's seasonal
 * pre-orders, a staff perk card or "come in and say hello" at the till mean nothing to a freelancer
 * choosing where to work for the next year.
 */

export const WORKSPACE_TACTICS: LibraryTactic[] = [
  {
    id: "ws-trial-day-credited",
    workspace: 1,
    essential: true,
    name: "A free trial day, and a day pass that counts toward the first month",
    kinds: ["local"],
    goals: ["revenue", "signups", "awareness"],
    stages: ALL_STAGES,
    channels: ["email-marketing", "community"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 40 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "People who work from home or cafés join a {wsWord} after a day at a desk, a coffee in the kitchen and lunch with two members, not from a photo, and a free first day with {wsDayPass} day passes counted toward the first month takes away the risk of trying.",
    description:
      "Offer everyone one free trial day at {product}, booked online in a minute, and let any day pass bought in the last month count toward the first month ({wsPrices}). Greet each trial visitor by name, sit them near members who do similar work, introduce them at lunch, and ask at the end of the day whether they want to join. The goal needs {wsTrialsWeek} trial days a week.",
    steps: [
      "Put a 'Book a free trial day' button at the top of {website} and on the Google profile, with a short form (name, email, what they do, which day); send the confirmation below by hand or from your booking system.",
      "Write the rule in one line and keep it: every {wsDayPass} day pass bought in the last 30 days comes off the first month of any membership. Tell day-pass buyers at the door, not only on the website.",
      "On the day: a desk ready with their name on a card, the wifi password, a tour of the phone booths and {wsRooms}, and one introduction to a member who does similar work. Lunch with whoever is in.",
      "At 4pm, ask one question: what would make this your desk? Offer the membership on the spot with the day credited; if they are not ready, send the follow-up below the next morning, and every Friday write two numbers in the tracker: trial days and joins.",
    ],
    setupSteps: 2,
    groundworkSteps: 1,
    resourcesNeeded: ["A 'Book a free trial day' button and a short form on {website}", "A desk card with the visitor's name", "A weekly count of trial days and joins"],
    successMetrics: ["Trial days booked a week ({wsTrialsWeek} needed for the goal)", "Share of trial days that join within two weeks", "Progress towards: {metrics}"],
    template: `Confirmation email for a trial day:
Subject: Your free day at {product} on {{day}}

Hi {{first name}},

You're booked in for a free day at {product} on {{day}}. Come any time from {{opening time}}; ask for {{your name}} at the door and we'll show you your desk, the kitchen and the phone booths. The wifi is fast, the coffee is on us, and lunch is at {{lunch time}} with whoever is in.

If you buy a day pass before you join, it counts toward your first month.

See you on {{day}},
{{your name}}, {product}

---
Follow-up, the morning after:
Subject: Your desk at {product}

Hi {{first name}},

Thanks for spending the day with us. If you'd like to make it your desk, memberships are {wsPrices}, rolling monthly; reply to this email and I'll have your key ready this week. {{the member you met}} said to say hello.

{{your name}}`,
    marketingWisdom:
      "A trial day sells the one thing photos cannot: how it feels to work there. Most spaces lose trial visitors not at the door but in the silence afterwards, so the ask at 4pm and the email the next morning matter as much as the free day.",
  },
  {
    id: "ws-google-profile",
    workspace: 2,
    essential: true,
    name: "A Google Business Profile as a {wsCategory}, with desk and room photos and opening hours",
    kinds: ["local"],
    goals: ["revenue", "awareness", "signups"],
    stages: ALL_STAGES,
    channels: ["google-business", "reviews"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 0.25,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Someone in {place} who has had enough of the kitchen table searches 'coworking {place}' or 'hot desk near me' on Google Maps and compares two or three places on photos, hours and reviews; a complete profile with real desks and rooms is where {product} is chosen or skipped.",
    description:
      "Claim or tidy the free Google Business Profile of {product}: '{wsCategory}' as the main category, staffed hours and {wsAccess}, photos of real desks, the phone booths and {wsRooms}, prices in the description, and 'Book a free trial day' as the booking link. Ask members for reviews that say what they do and why they stay.",
    steps: [
      "Search 'coworking {place}' on Google Maps on a phone, as a newcomer would: note which spaces show first, their photos, their star ratings and how many reviews they have.",
      "At business.google.com, set the main category to '{wsCategory}' (type it and pick it from Google's list), a secondary category only where it is true ({wsMoreCategories}), the staffed hours, and the trial-day page on {website} as the booking link.",
      "Upload twelve photos taken in daylight on a busy day (with members' permission): the entrance, a hot desk and a fixed desk, the phone booths, each meeting room set up, the kitchen at lunchtime, and the view from a desk.",
      "Paste the description below; then ask five members you know well, in person, to leave a review saying what they do and why they work here, and answer every review within a week.",
      "Every Monday, post one photo and one line (this week's member lunch, a new member's welcome, a free meeting-room slot) and note the profile's calls, website clicks and direction requests in the tracker.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["A Google account the owner keeps", "Twelve daylight photos of desks, rooms and people at work (with their permission)", "Five members willing to write a review"],
    successMetrics: ["Profile complete with twelve photos within two weeks", "Trial days booked from the profile, each week", "Progress towards: {metrics}"],
    template: `Profile description (paste as is; Google does not allow links here):
{product} is a {wsWord} in {place}: {wsPrices}, day passes {wsDayPass}. Members get {wsPerks}, and {wsRooms} bookable by the hour. Try a free day first: book it from the button on this profile.

---
Review request, said in person, then sent as a message:
Hi {{first name}}, could I ask a favour? A short Google review saying what you do and why you work from {product} helps other freelancers in {place} find us. Here's the link: {{review link}}. Thank you!`,
    marketingWisdom:
      "People choose a workspace from the photos of the desk they would sit at and the reviews of people like them. Photos of real members at work (with permission) and reviews that say 'I'm a designer and I come for the people' do more than any description.",
  },
  {
    id: "ws-member-referral",
    workspace: 3,
    name: "A member referral that pays both sides",
    kinds: ["local"],
    goals: ["revenue", "signups", "retention"],
    stages: ALL_STAGES,
    channels: ["referral"],
    requires: [],
    uses: [],
    cost: { min: 0, max: 200 },
    paid: false,
    hoursPerWeek: 0.25,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Your members already know the freelancers and remote workers in {place} who are still working from the kitchen table, and a friend's word is how most people choose a {wsWord}; a reward for both the member and the friend gives them a reason to say it this month.",
    description:
      "Give every member who brings a new member {wsReferral} off their next month, and the new member {wsReferral} off their first month, once the friend has paid a first month. Announce it in person and in the members' group, put it on a card by the coffee machine, and thank each referrer by name.",
    steps: [
      "Write the rule in two lines: who gets what ({wsReferral} each), when (after the friend's first month is paid), and that it has no limit: three friends, three rewards.",
      "Announce it at the next member lunch and in the members' group with the message below, and put a small card by the coffee machine with the same two lines.",
      "Ask each member who is happy (you know who they are) one question in person: who do you know who works from home and hates it? Offer them a free trial day for that person.",
      "Write every referral in the tracker with the referrer's name, and thank each one by name when the reward is applied.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A two-line referral rule", "A card by the coffee machine", "A column for referrals in the tracker"],
    successMetrics: ["Members who referred someone this quarter", "New members from referrals, each month", "Progress towards: {metrics}"],
    template: `Message to members (group and by email):
Know someone who's tired of working from home or a café? Bring them to {product}: they get a free trial day, and if they join, you both get {wsReferral} off your next month. No limit: three friends, three months with money off. Just tell me their name or send them to {website}.
{{your name}}

---
Card by the coffee machine:
Bring a friend, both save {wsReferral}. Their first day is free. Ask {{your name}}.`,
    marketingWisdom:
      "Referral rewards work when they are easy to explain in one breath and paid to both sides: the member does not feel they are selling to a friend, and the friend gets something for saying yes. The ask in person does more than the card.",
  },
  {
    id: "ws-team-memberships",
    workspace: 4,
    name: "Team memberships for companies with hybrid or remote staff in {place}",
    kinds: ["local"],
    goals: ["revenue", "signups"],
    stages: ALL_STAGES,
    channels: ["linkedin", "partnerships"],
    requires: [],
    uses: ["sales"],
    cost: { min: 0, max: 50 },
    paid: false,
    hoursPerWeek: 0.75,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Companies based elsewhere with a few staff in {place}, and local firms that went hybrid, often have no desk for those people in the city; one team membership fills three to five desks at once, on one invoice, which is the quickest way to {wsToFill} by {wsBy}.",
    description:
      "Offer companies a team membership at {product}: a set number of desks (hot or fixed) for their people in {place}, meeting-room hours included each month, one monthly invoice, and a month's notice. Find them through your members, LinkedIn (people in {place} whose employer is in another city) and the local business networks, and write to the person who signs off on office costs.",
    steps: [
      "Write the team offer on one page: desks from {wsLowPrice} each, a number of meeting-room hours included, one invoice, a month's notice, and a free trial week for up to three people.",
      "Ask your members this week which of their clients or former employers have staff working from home in {place}, and search LinkedIn for people in {place} whose employer is based in another city; write down ten companies, who runs office or people operations there, and who can introduce you.",
      "Send the email below to the ten companies, by introduction first, and follow up once a week later; offer a trial week rather than a call.",
      "Every Friday, count team trial weeks and desks signed in the tracker, and ask each team on a trial week on its last day how many desks they want.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["A one-page team offer", "A list of ten companies with staff in {place}", "Introductions from members"],
    successMetrics: ["Companies written to (aim for ten in the first month)", "Team trial weeks and desks signed", "Progress towards: {metrics}"],
    template: `Subject: Desks in {place} for your team

Hi {{first name}},

{{who introduced us}} mentioned that {{the company's name}} has people working from home in {place}. I run {product}, a {wsWord} in {place}: desks from {wsLowPrice}, {wsRooms} for client meetings, fast wifi and phone booths for calls.

We offer team memberships: a set number of desks, meeting-room hours included, one invoice a month and a month's notice. Your team can try it free for a week first.

Would a trial week in {{month}} be useful? I can have desks ready for up to three people.

{{your name}}, {product}
{{phone}}`,
    marketingWisdom:
      "A company buys a workspace for what it fixes: people isolated at home, client meetings in cafés, a team that never meets. Lead with the trial week and the single invoice; the price per desk matters less than the hassle it removes.",
  },
  {
    id: "ws-host-meetups",
    workspace: 6,
    name: "The space lent free to local meetups and freelancer groups, in return for a member intro",
    kinds: ["local"],
    goals: ["awareness", "signups", "revenue"],
    stages: ALL_STAGES,
    channels: ["meetups", "partnerships", "linkedin", "events"],
    requires: [],
    uses: ["social"],
    cost: { min: 20, max: 100 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "The freelancers, developers and designers who go to evening meetups in {place} are exactly the people who could work from {product}; a meetup in your space puts thirty of them at your desks for an evening, with someone introducing you.",
    description:
      "Offer the organisers of local tech, design, freelancer and start-up meetups the space for free on weekday evenings, in return for five minutes at the start to welcome people and a free trial day for everyone who comes. Find them on Meetup.com, Eventbrite, LinkedIn events and through your members.",
    steps: [
      "List ten meetups and groups in {place} whose people work at a laptop (tech, design, writing, freelancers, start-ups); ask members which ones they go to.",
      "Decide what you lend: which evenings, how many people, which room, and who locks up; keep it simple and the same each time.",
      "Send the message below to the organisers, starting with the ones a member knows.",
      "At each meetup, welcome people for five minutes, say what {product} is, and hand out trial-day cards; write the attendees who book a trial day in the tracker.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A list of ten meetups and groups", "A room and a weekday evening", "Trial-day cards"],
    successMetrics: ["Meetups hosted a month", "Trial days booked by attendees", "Progress towards: {metrics}"],
    template: `Hi {{organiser's first name}},

I run {product}, a {wsWord} in {place}. We'd like to offer {{their group}} our space for free on a weekday evening: room for {{how many}} people, wifi, a screen, and the kitchen for drinks.

In return, we'd ask for five minutes at the start to say hello, and we'd give everyone who comes a free trial day.

Would {{date}} or {{another date}} suit your next one?

{{your name}}, {product}`,
    marketingWisdom:
      "Hosting is the cheapest way to get the right people through your door: the organiser brings the crowd and the trust, you bring the room. Ask for little in return and keep the same terms every time, so organisers come back.",
  },
  {
    id: "ws-member-community",
    workspace: 5,
    name: "Member introductions and a community calendar: members stay for people, not desks",
    kinds: ["local"],
    goals: ["retention", "revenue"],
    stages: ALL_STAGES,
    channels: ["community", "events"],
    requires: [],
    uses: ["social"],
    cost: { min: 20, max: 150 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Every desk that empties undoes a new member: people leave a {wsWord} when they know nobody there and stay for years when they have lunch friends and clients in the room, so introductions and a small calendar keep the members you have while you fill the rest.",
    description:
      "Introduce every new member to two others in their first week, in person and in the members' group, and keep a small calendar: a weekly member lunch, a monthly show-and-tell where two members share their work, and the evenings other groups hold in the space. Ask leavers why, and fix what you hear twice.",
    steps: [
      "For each new member, pick two members they should meet (similar work, or someone who could hire them) and introduce them in person on the first day, then in the members' group with the message below.",
      "Start one weekly ritual that takes you no time: a Friday member lunch where you bring bread and soup, or a Thursday coffee at 11.",
      "Once a month, a show-and-tell: two members have ten minutes each to show what they are working on; invite trial-day visitors to it.",
      "Put the month's calendar on a board by the kitchen and in the members' group on the first Monday.",
      "When someone gives notice, ask them over a coffee what would have kept them, and note it in the tracker.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A members' group chat", "A board by the kitchen", "Bread and soup for Fridays"],
    successMetrics: ["New members introduced to two others in their first week", "Members giving notice each month", "Progress towards: {metrics}"],
    template: `Intro in the members' group:
Please say hello to {{new member's first name}}, who joined us this week! They are a {{what they do}} and is looking for {{what they want}}. {{member one}} and {{member two}}, I think you'd get on: lunch on Friday?

---
Monthly calendar, first Monday:
This month at {product}:
Fridays 12:30: member lunch (soup's on us)
{{date}}: show-and-tell with {{member}} and {{member}}
{{date}}: {{the evening group}} in the big room, all welcome`,
    marketingWisdom:
      "A workspace sells desks but keeps members with people: the ones who know three others by name rarely leave. Keeping a member is cheaper than finding a new one, and happy members are where the next members come from.",
  },
  {
    id: "ws-directories-day-passes",
    workspace: 7,
    name: "Listings on coworking directories and day-pass booking apps",
    kinds: ["local"],
    goals: ["signups", "awareness", "revenue"],
    stages: ALL_STAGES,
    channels: ["marketplaces"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 60 },
    paid: false,
    hoursPerWeek: 0.25,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "Medium Impact",
    why: "Remote workers visiting {place}, and people new to the city, look for a desk on coworking directories and day-pass apps before they search anywhere else; a listing with your photos and day-pass price puts {product} in that list.",
    description:
      "List {product} on Coworker.com and on one or two day-pass or flexible-workspace marketplaces that cover {place} (Hubble is one in the UK; check which ones people in {place} use), with the same photos, prices and trial-day offer as the Google profile. Check each one's commission or listing fee before you switch on bookings, and count what each brings.",
    steps: [
      "Search 'coworking {place}' on Coworker.com and on two marketplaces; note which spaces are listed and what they charge for a day pass.",
      "Create or claim the listing on Coworker.com, with twelve photos, {wsPrices}, day passes {wsDayPass}, and {website} for the free trial day.",
      "Read each marketplace's terms before listing: what commission it takes on a booking or what it charges to list, and whether you can offer your own trial day there. List on the ones where a day pass still pays after the fee.",
      "Ask every day-pass visitor from a listing where they found you, and write it in the tracker; drop a listing that brings nothing in two months.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["The same twelve photos as the Google profile", "Each platform's terms and fees, read before listing", "A 'where did you find us' column in the tracker"],
    successMetrics: ["Listings live within two weeks", "Day passes and trial days from each listing", "Progress towards: {metrics}"],
    template: `Listing description:
{product} is a {wsWord} in {place}: {wsPrices}, day passes {wsDayPass}. Members get {wsPerks}, and {wsRooms} bookable by the hour. Your first day is free: book it at {website}.`,
    marketingWisdom:
      "Directories and day-pass apps bring visitors, not members, unless you turn a visit into a trial: greet each one as you would a trial-day guest, and the listing becomes the top of your membership funnel rather than a discount channel.",
  },
  {
    id: "ws-search-ads",
    workspace: 8,
    name: "Google search ads on 'coworking {place}' searches, sent to the free trial day",
    kinds: ["local"],
    goals: ["revenue", "signups"],
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
    why: "People who search 'coworking {place}', 'hot desk {place}' or 'office space {place}' are choosing a place this week; an ad that offers a free trial day catches them before they settle elsewhere, and each member it brings is worth {wsLowPrice} for as long as they stay.",
    description:
      "Run one Google search campaign on a handful of coworking searches in {place}, with a daily cap, sent to the trial-day page on {website}. Judge it by trial days booked and members who join, not clicks, and stop it if a month brings no trial days.",
    steps: [
      "Create one search campaign in Google Ads with the location set to {place} and a daily cap you can afford to lose while you learn; link it to your Google Business Profile.",
      "Choose 10 to 15 keywords (coworking {place}, hot desk {place}, office space {place}, desk to rent {place}) and add negatives right away: jobs, cleaner, furniture, free.",
      "Write the ad from the template, keeping each headline under 30 characters and each description under 90, and set up a conversion for a booked trial day.",
      "Every Friday, read the search terms, add negatives, and write the cost per trial day and the joins in the tracker; stop it if a month brings none.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["A Google Ads account linked to your Google Business Profile", "A trial-day booking counted as a conversion", "A daily budget cap"],
    successMetrics: ["Cost per trial day booked", "Members who joined from an ad", "Progress towards: {metrics}"],
    template: `Headlines (up to 30 characters each):
{product}
Coworking in {place}
Your First Day Is Free
Desks from {wsLowPrice}

Descriptions (up to 90 characters each):
Fast wifi, phone booths and people to have lunch with. Book a free trial day.
Rolling monthly memberships, no lease. {wsRooms} for client meetings.`,
    marketingWisdom:
      "A member is worth months of fees, so a search ad can pay for itself with one join a month; but only if every click lands on the trial-day booking and every trial day gets the 4pm ask.",
  },
  {
    id: "ws-paid-trial-campaigns",
    workspace: 9,
    name: "Meta ads to people who work from home in {place}, judged by cost per member",
    kinds: ["local"],
    goals: ["revenue", "signups", "awareness"],
    stages: ALL_STAGES,
    channels: ["meta-ads", "google-ads"],
    requires: ["paid"],
    workaround: {
      paid: "Hire a freelancer who runs local campaigns for a fixed fee for the first three months, and have them show you the cost per trial day and per member each week.",
    },
    uses: ["paid", "content"],
    cost: { min: 2000, max: 20000 },
    paid: true,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "A budget this size can reach the people in {place} who have not searched for a desk yet, remote workers and freelancers scrolling at the kitchen table, with a free trial day, and each member it brings pays {wsLowPrice} for as long as they stay.",
    description:
      "Run Meta ads to people within a short commute of {product} whose interests say they work remotely or for themselves, and widen the Google search ads to every coworking and office search in {place}, all sent to the free trial-day page. Count trial days and members from each campaign every Friday, and stop any campaign whose cost per member is above three months of {wsLowPrice}.",
    steps: [
      "Set up a conversion for a booked trial day on {website} in both ad accounts, so every campaign reports trial days, not clicks.",
      "Photograph five members at work (with permission) and write three ads from the template: the kitchen table, the quiet call, the lunch.",
      "Start one Meta campaign around {place} and one Google search campaign on coworking and office searches in {place}, each with a daily cap.",
      "Every Friday, write each campaign's cost, trial days and joins in the tracker; move money to the cheaper cost per member and stop any above three months' fees.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A trial-day conversion in both ad accounts", "Five photos of members at work (with permission)", "A weekly cost per member, by campaign"],
    successMetrics: ["Trial days booked from ads, each week", "Cost per member below three months of {wsLowPrice}", "Progress towards: {metrics}"],
    template: `Meta ad (photo of a member at a desk by the window):
Headline: Your first day at {product} is free
Text: Still working from the kitchen table? A desk, a quiet booth for calls and people to have lunch with in {place}, from {wsLowPrice}. No lease.
Button: Book now

---
Google search ad:
Headline: {product} | Coworking in {place}
Description: Working remotely in {place}? Desks from {wsLowPrice}, rolling monthly, and {wsRooms} for client meetings. Try a free day.`,
    marketingWisdom:
      "Paid reach works for a workspace only when it ends in a trial day and the trial day ends in an ask: measure cost per member, not per click, and the budget stays honest.",
  },
];
