import type { LibraryTactic } from "../types";
import { LIVE } from "./stages";

/** Written for house cleaning (cleaners, deep and move-out cleans): a lawn or a pool round gets the general home-visit ones for now. */
const CLEANING = /\bclean(?:ing|ers?)\b|\bmaids?\b/i;

/**
 * A home service on a round in the customers' homes (a house cleaner every two weeks, windows every
 * month, a lawn every week): the work such a business does to add recurring clients. Its clients
 * already let it into their homes, so they and their neighbours come first (a credit for both sides,
 * a door hanger on the streets it already works, recommendations on Nextdoor), then the one-off jobs
 * turned into a round, the people who see homes change hands, and one small paid test judged by the
 * same number as the lead sites: the cost per booked recurring client ({leadMath}). The numbers are
 * the founder's own: {roundMath} (the pace a week to the goal, what a client is worth).
 */
export const HOME_SERVICE_TACTICS: LibraryTactic[] = [
  {
    id: "home-referral-credit",
    onlyWhen: CLEANING,
    name: "A {visit} credit for both sides when a client refers a neighbour",
    kinds: ["local"],
    trades: ["service"],
    homeVisits: true,
    goals: ["revenue", "awareness", "retention"],
    stages: LIVE,
    channels: ["referral", "sms"],
    requires: [],
    uses: ["sales"],
    cost: { min: 80, max: 400 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Your {clientsNow} already let {product} into their homes and their friends ask them who cleans for them, so a credit for both sides turns that question into a booking you can count.",
    description:
      "Offer every current client {credit} off their next {visit} when a friend or neighbour they send books a {schedule} {visit}, and the friend {credit} off their first. Send the offer once by text to your {clientsNow}, leave the card after each {visit}, and count every booking it brings: your goal needs {clientPace}.",
    steps: [
      "Set the rule in one line: {credit} off for both sides once the new client's second {schedule} {visit} is done (so the credit pays for clients who stay, not one-off {visits}), and note each credit in your booking sheet.",
      "Print a small card from the template, with a line for the client's name, and leave one with the invoice in every home you clean.",
      "Send the text below to your {clientsNow} from your business number, only to clients who gave you their mobile number for bookings; they can reply STOP and you note it at once.",
      "When a new client books, ask who sent them, write the name in the booking sheet, and take the credit off both {visits} after the second one.",
      "Every Friday, count the referred bookings and the credits given, and text a thank-you to each client who sent someone.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A text-capable business number", "Two hundred printed cards", "A booking sheet with a column for who referred each client"],
    successMetrics: [
      "First referred booking within two weeks of the text",
      "One in five current clients sending someone by the deadline",
      "Progress towards: {metrics}",
    ],
    template: `Text to your current clients:
Hi {{first name}}, it's {{your name}} from {product}. Thank you for having us in your home! If a friend or neighbour would like a {schedule} {visit}, send them our way: when they book, you both get {credit} off a {visit}. They just mention your name when they call or text {{your business number}}. Reply STOP to opt out.

---
Card left with the invoice:
{{client's name}} recommends {product}.
{pitch}
Mention {{client's name}} when you book a {schedule} {visit} and you both get {credit} off. Call or text {{your business number}}.`,
    marketingWisdom:
      "People choose who they let into their home on a friend's word, so a two-sided credit spreads faster than any ad: the friend gets a reason to try, the client a reason to ask. Tie the credit to the second visit so it pays for clients who stay.",
  },
  {
    id: "home-neighbour-door-hangers",
    onlyWhen: CLEANING,
    name: "\"We already {visit} on your street\": door hangers around the homes you serve",
    kinds: ["local"],
    trades: ["service"],
    homeVisits: true,
    goals: ["revenue", "awareness"],
    stages: LIVE,
    channels: ["flyers"],
    requires: [],
    uses: ["sales"],
    cost: { min: 100, max: 250 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    inPerson: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "A neighbour who sees that {product} already works on their street knows you are trusted nearby and that you are there {rhythm} on a set day, which is the strongest reason to book a {schedule} {visit}.",
    description:
      "On the day you work a street, hang a door hanger on the ten to twenty homes around each client you serve there (with the client's say-so, and never naming them without it), in {zips}. It says you are already on their street {rhythm} and offers a first {visit} on the same day, which also keeps your crews' driving short.",
    steps: [
      "List your current clients' streets by zip code ({zips}) and the day of the week you are there; ask each client once whether you may say you work on their street (no name or house number).",
      "Print 1,000 door hangers from the template with a short code per zip code, so each booking shows where it came from.",
      "On each work day, hang them on the doors around that day's homes, on the door handle only ({doorRule}), and skip homes with a no-soliciting sign.",
      "When someone calls or texts with a code, offer a slot on the day your crew is already on their street.",
      "Every Friday, count hangers hung, calls and bookings per zip code, and keep hanging where the bookings come from.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["1,000 printed door hangers", "An hour on work days to hang them, or a paid hour for a cleaner", "A booking sheet with the code of each booking"],
    successMetrics: ["Hangers on the doors around every client's home within two weeks", "Bookings per 100 hangers, by zip code", "Progress towards: {metrics}"],
    template: `Door hanger (front):
Your neighbors already have us.
{product} cleans on your street {rhythm}.
{pitch}

(back):
Insured and background-checked, the same cleaner every time, products that are safe around kids and pets.
Book a first {visit} on the day we're already on your street: call or text {{your business number}} and mention code {{the code}}.`,
    marketingWisdom:
      "Proximity is the home-service shortcut: a neighbour's house already on your round is proof you are trusted nearby, and a client next door costs you no extra driving. Measure by zip code and go where the bookings are.",
  },
  {
    id: "home-nextdoor-recommendations",
    onlyWhen: CLEANING,
    name: "Recommendations on Nextdoor and in neighborhood Facebook groups, asked of current clients, with no daily posting",
    kinds: ["local"],
    trades: ["service"],
    homeVisits: true,
    goals: ["revenue", "awareness"],
    stages: LIVE,
    channels: ["facebook-groups", "reviews"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "{audience} ask neighbours on Nextdoor and in neighborhood Facebook groups who cleans for them, so a free business page with recommendations from your own clients answers that question for {product} without posting every day.",
    description:
      "Claim the free Nextdoor business page for {product}, ask your current clients once to recommend it there, and answer the \"who cleans for you?\" threads in the neighborhood groups when they come up. No daily posting: a page with recommendations does the work, and a saved search tells you when a neighbour asks.",
    steps: [
      "Claim the free Nextdoor business page for {product} with your service area ({zips}), your phone number and photos of real work (with the client's consent).",
      "Join the neighborhood Facebook groups your clients belong to under your own name, read each group's rules, and note whether business posts are allowed and on which day.",
      "Send the message below once to your current clients, asking for a Nextdoor recommendation in their own words; ask everyone alike and offer nothing for it.",
      "Twice a week, in ten minutes, check Nextdoor and the groups for \"cleaner\" or \"house cleaning\" and reply once where someone asks, saying you are the owner; let your clients do the recommending.",
      "Every Friday, count recommendations, replies and the bookings that came from them.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A Nextdoor business page (free)", "Your own Facebook account in the neighborhood groups", "Twenty minutes a week"],
    successMetrics: ["Nextdoor page with ten recommendations within two weeks", "Bookings that mention Nextdoor or a group", "Progress towards: {metrics}"],
    template: `Message to your current clients:
Hi {{first name}}, it's {{your name}} from {product}. A small favor: if you're happy with your cleans, would you recommend us on Nextdoor? Neighbors there ask who to trust in their home, and your words count more than anything we could say. Here's our page: {{your nextdoor link}}. Thank you! Reply STOP to opt out.

---
Reply in a "who cleans for you?" thread:
Hi {{their first name}}, I'm {{your name}}, the owner of {product}, so I'm biased! {pitch} We're insured and background-checked, you get the same cleaner every time, and we already clean in {{their neighborhood}}. Happy to answer any questions: {{your business number}}.`,
    marketingWisdom:
      "On Nextdoor the recommendation counts, not the post: one client's words in a thread do more than a month of updates. Say you are the owner every time, answer once, and let your clients carry the conversation.",
  },
  {
    id: "home-one-off-to-recurring",
    onlyWhen: CLEANING,
    name: "Turn every first {visit} and one-off job into a {schedule} booking",
    kinds: ["local"],
    trades: ["service"],
    homeVisits: true,
    goals: ["revenue", "retention"],
    stages: LIVE,
    channels: ["sms"],
    requires: [],
    uses: ["sales"],
    cost: { min: 0, max: 100 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "The people who book {oneOffs} from {product} have just seen what a clean home feels like, so an offer to keep it that way, made the day after, is the cheapest recurring client you will win.",
    description:
      "After every {oneOffs} and every first {visit}, text the client the next day with one offer: book a {schedule} {visit} within seven days and the first one is {credit} off. The deep clean already did the hard work, so the {schedule} {visits} are quicker for your crew.",
    steps: [
      "Go through the last three months of {oneOffs} and list the clients who did not go on to a {schedule} {visit}, with their mobile numbers.",
      "Set the offer (book within seven days, {credit} off the first {schedule} {visit}) and leave a card with it after every one-off job.",
      "The day after each one-off job, send the text below from your business number; send the same once to the clients on your list.",
      "When they book, put them on the same day and cleaner each time, and confirm by text the day before each {visit}.",
      "Every Friday, count one-off jobs, offers sent and the ones that became {schedule} clients.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["Your bookings of the last three months", "A text-capable business number", "Cards with the offer"],
    successMetrics: ["Offer texted after every one-off job from week 1", "One in four one-off clients booking a {schedule} {visit}", "Progress towards: {metrics}"],
    template: `Text, the day after a one-off job:
Hi {{first name}}, it's {{your name}} from {product}. I hope you're enjoying the clean home! To keep it that way, we can come {schedule}, same cleaner each time: book within seven days and your first {schedule} {visit} is {credit} off. Just reply with a day that suits. Reply STOP to opt out.

---
Card left after the job:
Loved coming home to this? Keep it: a {schedule} {visit} from {product}, same cleaner every time, {credit} off the first one if you book within seven days. Call or text {{your business number}}.`,
    marketingWisdom:
      "The moment after a first job is when a client is most sure of you: a one-off customer who hears nothing goes back to the search next time. Offering the round while the house is still clean converts best.",
  },
  {
    id: "home-move-partners",
    onlyWhen: CLEANING,
    name: "Realtors, property managers and leasing offices who see move-ins and move-outs",
    kinds: ["local"],
    trades: ["service"],
    homeVisits: true,
    goals: ["revenue", "partnerships"],
    stages: LIVE,
    channels: ["partnerships"],
    requires: [],
    uses: ["sales"],
    cost: { min: 0, max: 50 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Every home that changes hands in {zips} needs a move-out clean and a family moving in needs someone they can trust, and the realtors, property managers and leasing offices there are asked for a name every week.",
    description:
      "Write to ten realtors, property managers and apartment leasing offices in {zips} a week, offering a reliable move-out and move-in clean with photos for their file, and a first {schedule} {visit} offer for the family moving in. Each move-in is a chance at a recurring client.",
    steps: [
      "List twenty realtors with recent listings in {zips} (from their signs and listings), and the property managers and leasing offices of the buildings nearby, with an email and a name.",
      "Write a one-page sheet: move-out and move-in cleans, how fast you can book one, before-and-after photos for their file, insured and background-checked, and a welcome offer for the new owner or tenant.",
      "Each week, send the email below to ten of them, and follow up once a week later with a photo of a recent move-out clean.",
      "When one sends a job, send photos the same day and a thank-you, and leave a welcome card for the family moving in.",
      "Every Friday, count emails, replies, jobs from partners and the move-ins who became {schedule} clients.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A list of twenty realtors, property managers and leasing offices", "A one-page sheet with photos", "An hour a week"],
    successMetrics: ["Twenty partners written to within four weeks", "Two partners sending jobs by the deadline", "Progress towards: {metrics}"],
    template: `Subject: Move-out cleans in {zips}, booked fast, with photos for your file

Hi {{first name}},

I'm {{your name}}, owner of {product} in {place}. {pitch}

When your clients move out or a unit turns over, we can usually book a move-out clean within {{days to book}}, and we send before-and-after photos for your file the same day. Our cleaners are insured and background-checked, and we use products that are safe around kids and pets.

For the family moving in, we leave a card with {credit} off their first {schedule} {visit}, so they start with a clean home and a name they can trust.

Could I send you our one-page sheet, or clean one of your next turnovers so you can see the work?

{{your name}}
{product} · {{your business number}}`,
    marketingWisdom:
      "The people who see homes change hands are asked for a cleaner's name every week: be the one they can give without risk. Fast booking and photos for their file matter more to them than price.",
  },
  {
    id: "home-local-services-ads-test",
    onlyWhen: CLEANING,
    name: "A capped Google Local Services Ads test, judged by the cost per booked recurring client",
    kinds: ["local"],
    trades: ["service"],
    homeVisits: true,
    goals: ["revenue", "awareness"],
    stages: LIVE,
    channels: ["google-ads"],
    requires: [],
    uses: ["paid"],
    cost: { min: 300, max: 800 },
    paid: true,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "People in {place} who search Google for a house cleaner see the Local Services Ads first, and you pay per lead, not per click, so one capped test shows whether a booked recurring client costs {product} less there than on {leadSites}.",
    description:
      "Apply for Google Local Services Ads for {product} in {zips}, with a weekly budget you set, and judge it by one number: what you spent divided by the clients who booked a second {schedule} {visit}, the same number the strategy works out for {leadSites}.",
    steps: [
      "Check at ads.google.com/local-services-ads that house cleaning is offered in {place}, then apply: Google checks the business's licence and insurance where required and runs background checks before you can show, which can take a few weeks, so start in week 1.",
      "Set the service area to {zips}, the job types you want ({schedule} and deep cleans), your hours and a weekly budget for the test, and add ten photos of real work (with the client's consent).",
      "Answer every lead within the hour by phone or text, and dispute the leads that are not for your service through the dispute option Google offers.",
      "Keep one sheet for every paid source: money spent, leads, first {visits} booked, and clients who booked a second {visit}.",
      "After four weeks, compare the cost per booked recurring client with {leadSites} and with the credit your clients pass on, and move the money to the cheapest.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A Google Ads account", "Proof of insurance and your cleaners' background checks", "A sheet of spend and bookings per source"],
    successMetrics: ["Profile approved and showing within four weeks", "Cost per booked recurring client below {leadSites} by the deadline", "Progress towards: {metrics}"],
    template: `Business description for the Local Services Ads profile:
{product}: {pitch} Insured and background-checked cleaners, the same cleaner every time, products that are safe around kids and pets. Serving {zips}.

---
Text back to a new lead, within the hour:
Hi {{first name}}, it's {{your name}} from {product}, thanks for reaching out! I can come by for a free quote or book your first {visit} on {{day}}. What size is your home, and would you like a {schedule} {visit} or a one-off? Reply STOP to opt out.`,
    marketingWisdom:
      "A lead is not a client: judge every paid source by the cost of a client who stays on the round, which is the number that pays back. A capped test with its own sheet tells you in four weeks what a year of guessing does not.",
  },
];
