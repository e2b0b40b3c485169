import type { LibraryTactic } from "../types";
import { ALL_STAGES } from "./stages";

/*
 * Tours and experiences sold to visitors: walking and food tours, boat trips, classes for tourists
 * (Reading.tour). Their guests are in town for a few days, find them on GetYourGuide, Viator, Tripadvisor
 * or the map, and book on a phone a day or two ahead; the founder's goal is usually more of those
 * bookings on their own page, without the platforms' commission. The platforms stay as the place new
 * guests discover the tour; the direct bookings come from the map, the front desks where guests sleep,
 * other experiences and guests who tell friends. A tour's plan is made of these tactics only: a shop's
 * window, a staff perk card or a yearly service mean nothing to people who leave on Friday.
 */

export const TOUR_TACTICS: LibraryTactic[] = [
  {
    id: "tour-phone-booking-page",
    tour: 1,
    // Every other tactic sends visitors to it: it comes first, before the map.
    essential: true,
    name: "A booking page that books tomorrow's {tourWord} in under a minute on a phone",
    kinds: ["local"],
    goals: ["revenue", "retention", "awareness"],
    stages: ALL_STAGES,
    channels: ["seo", "partnerships"],
    requires: [],
    uses: ["content", "design"],
    cost: { min: 0, max: 60 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Visitors in {tourCity} book {tourBookWhen}, on a phone, often from a café table: if {website} shows tomorrow's free places and takes the booking in under a minute, the guest who found {product} on {tourPlatformsOr}, on the map or from a hotel desk books there, and the {tourCommission} commission stays with you.",
    description:
      "Make {website} the fastest place to book {product}: tomorrow's times and free places on the first screen, booking and payment in under a minute on a phone, in {tourLanguages}, at the same {tourPrice} as on {tourPlatforms}. A booking system made for tours and activities (such as {tourSystems}) gives you the live calendar, the payment and one diary shared with the platforms, so a place sold on one is gone from the others. {tourMath}",
    steps: [
      "Book your own {tourWord} for tomorrow on your phone, first on {website} and then on {tourPlatform}, and time both. Write down every step where yours is slower (no calendar, a form that waits for your reply, a payment page that does not fit the screen, no German).",
      "If your page cannot take a booking for tomorrow with payment in under a minute, compare two or three booking systems made for tours ({tourSystems} are examples): ask each what it charges (a monthly plan, a fee per booking or both), whether it connects to {tourPlatforms} so one calendar holds every booking, and whether it can show your times on Google. Pick one and set it up.",
      "Keep the price at {tourPrice} everywhere, and give guests who book direct {tourPerk}. Before you publish it, read your {tourPlatforms} supplier agreements on prices and offers elsewhere and on contacting their customers, and keep within them.",
      "Write the page in {tourLanguages} from the template below: the route, the guides, the group size, the meeting point with a map pin, what happens if it rains, and the cancellation rule in one line. {tourRegister}",
      "Every Monday, count last week's guests by where they booked ({tourPlatforms}, your own page, a hotel desk's code, a partner's code) in one sheet, and write the direct share next to the goal ({tourDirectGoal}).",
    ],
    setupSteps: 4,
    groundworkSteps: 1,
    resourcesNeeded: ["A booking system for tours with a live calendar and phone payment", "Your three best photos from a real tour", "A weekly sheet of guests by where they booked"],
    successMetrics: ["Tomorrow's {tourWord} booked on your own page in under a minute on a phone, within three weeks", "Direct share of guests, counted every Monday", "Progress towards: {metrics}"],
    template: `Top of the booking page:
{product}: {pitch}
Tomorrow's times are below. Book in a minute, pay by card, and get your confirmation with the meeting point straight away.
Book here and you also get {tourPerk}, at the same {tourPrice} as everywhere else.

---
Confirmation message:
Thank you, {{guest name}}! You're booked on {product} on {{date}} at {{time}}.
Meeting point: {{meeting point}} (map: {{map link}}). Look for {{what the guide wears or holds}}.
{{what to wear or bring}}. If it rains: {{your rain and cancellation rule}}.
See you tomorrow, {{guide name}}`,
    marketingWisdom:
      "A visitor deciding tonight what to do tomorrow takes the first booking that works on their phone. Most small operators lose direct bookings to friction, not price: fix the page first, because every other tactic sends people to it.",
  },
  {
    id: "tour-google-profile-meeting-point",
    tour: 2,
    essential: true,
    name: "A Google Business Profile set up as a tour operator, with the meeting point and your own booking link",
    kinds: ["local"],
    goals: ["revenue", "awareness", "retention"],
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
    why: "Visitors in {tourCity} search Google Maps for '{tourWord} {tourAreas}' the evening before, and guests who saw {product} on {tourPlatformsOr} search its name: a profile with photos of real tours, answered reviews and your own booking link ends that search on {website}.",
    description:
      "Claim or tidy the Google Business Profile of {product} as a tour operator: the meeting point on the map, your tour times, photos of real tours in {tourAreas}, a description in {tourLanguages}, and {website} as the website and booking link. Ask your booking system whether it can list your {tourWords} in Google's Things to do results with your own booking link.",
    steps: [
      "Search '{tourWord} {tourAreas}' and '{product}' on Google Maps on a phone, as a visitor would, and note what shows first and whose booking button it is.",
      "Claim or create the profile at business.google.com. Choose the closest main category Google offers (such as '{tourCategory}'), put the meeting point where customers meet you, or set it up as a service-area business covering {tourCity} if Google's rules for businesses without their own premises ask for that; read those rules before you choose, because a wrong address can get the profile suspended.",
      "Add the description from the template, your tour times as hours, twenty photos of real tours (the guides talking, the streets, small groups, with permission of the people in them), and {website} as the website and booking link.",
      "Ask your booking system whether it is connected to Google's Things to do, so your {tourWords} can show in Google Search and Maps with your own booking link beside the platforms'; if it is, switch it on and check the listing after a week.",
      "Answer every Google review from the last year by name, saying one specific thing; from then on, answer each new one within two days.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["Google Business Profile (free)", "Twenty photos of real tours", "A booking system that connects to Google's Things to do (ask yours)"],
    successMetrics: ["Profile verified with the meeting point and your own booking link within three weeks", "Website clicks from the profile each week", "Every review answered within two days"],
    template: `Google Business Profile description:
{pitch} Tours in {tourLanguages}. We meet at {{meeting point}}. Book tomorrow's tour in a minute on our website, and get {tourPerk}.

---
Reply to a review:
Thank you, {{guest name}}! We're so glad you enjoyed {{what they mentioned}}. If friends of yours are coming to {tourCity}, they can book us on our website, and {{guide name}} will be glad to show them round. {product}`,
    marketingWisdom:
      "The visitor who searches your name, or the streets you walk, has already half chosen you; the only question is who takes the booking. Your own profile, your own link and your replies under the reviews are free and decide that search more often than any ad.",
  },
  {
    id: "tour-reviews-after-tour",
    tour: 3,
    name: "Ask every guest for a Google or Tripadvisor review at the end of the tour",
    kinds: ["local"],
    goals: ["revenue", "awareness"],
    stages: ALL_STAGES,
    channels: ["reviews"],
    requires: [],
    uses: [],
    cost: { min: 0, max: 20 },
    paid: false,
    hoursPerWeek: 0.25,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Visitors choose between {tourWords} in {tourCity} by the number and the freshness of their reviews, and the best moment to ask is the last five minutes of the tour, when the group is still happy and has a phone in hand.",
    description:
      "At the end of every tour, the guide thanks the group and asks everyone alike for an honest review on Google or Tripadvisor, with a small card and a QR code for each. Offer nothing in return: Google and Tripadvisor forbid rewards for reviews and asking only the guests you expect to be happy. Guests who booked on {tourPlatforms} also get the platform's own review request; a review there helps your ranking on it, so welcome that too.",
    steps: [
      "Copy your Google review link from the Business Profile ('Ask for reviews') and your Tripadvisor review link, and print both as QR codes on one small card, in {tourLanguages}.",
      "Teach every guide the two sentences in the template, said at the last stop to the whole group, the same for every tour; hand a card to each guest.",
      "The evening after, send the review links once to guests who booked on your own page (their address is yours to use for their booking); do not write to guests of {tourPlatforms} outside the platform's own messages.",
      "Every Friday, count the new reviews on each site, read them all, reply to each within two days, and tell the guides what guests praised by name.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["Review links for Google and Tripadvisor", "A QR card in {tourLanguages} (a few hundred, printed)", "Two sentences every guide knows"],
    successMetrics: ["A review card handed to every guest from week two", "New Google and Tripadvisor reviews a week", "Progress towards: {metrics}"],
    template: `What the guide says at the last stop:
"That's the end of our walk, thank you for coming! We're a small local company, and honest reviews are how other visitors find us. If you have a minute tonight, the card has the links for Google and Tripadvisor."

---
Card (one side per language):
Thank you for walking with {product}!
An honest review helps other visitors find us: scan for Google or Tripadvisor.`,
    marketingWisdom:
      "For a tour, reviews are what visitors see first: they compare the count, the score and the date of the newest one. Asking every group in the same words keeps it honest and keeps the reviews coming every week of the season.",
  },
  {
    id: "tour-front-desk-referrals",
    tour: 4,
    name: "Front desks of hotels, hostels and guest houses near your meeting point, each with its own referral code",
    kinds: ["local"],
    goals: ["revenue", "awareness"],
    stages: ALL_STAGES,
    channels: ["partnerships", "referral"],
    requires: [],
    uses: ["sales"],
    cost: { min: 30, max: 120 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Visitors ask the front desk where they sleep what to do tomorrow, and a receptionist who knows {product}, has its cards and gets a thank-you for each guest sends bookings to your own page for less than the {tourCommission} the platforms keep.",
    description:
      "Sign up the front desks of ten hotels, hostels and guest houses within a short walk of your meeting point: each gets a stack of cards with a QR code to your booking page and its own code, so you can count the guests it sends, a free place on a tour for its staff, and a thank-you for each guest booked with its code, agreed in advance and less than the platforms' commission.",
    steps: [
      "List fifteen hotels, hostels and guest houses within ten minutes' walk of your meeting point, with the name of the manager or head receptionist; small independent ones first, where the person at the desk decides.",
      "Create one referral code per desk in your booking system, and print cards with the QR code to your booking page and that desk's code, in {tourLanguages}.",
      "Decide the thank-you per guest booked with a desk's code (a fixed amount, or a smaller share than the platforms' {tourCommission}), paid monthly, and ask each desk how it prefers it; some hotels do not let staff accept payments, so offer a free place on a tour or a team treat instead.",
      "Visit each desk at a quiet hour (mid-afternoon) with the note below and the cards, and invite the receptionists on a tour for free so they can describe it in their own words.",
      "Every month, count bookings by code, pay or thank each desk, refill their cards, and drop the desks that send nobody after two months.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A referral code per desk in your booking system", "A few hundred QR cards", "Free places on tours for front-desk staff"],
    successMetrics: ["Ten front desks signed up with their own code", "Guests booked a month with each desk's code", "Progress towards: {metrics}"],
    template: `Note to the front desk:
Hello {{name}},

I'm {{your name}} from {product}: {pitch}
Your guests often ask what to do in {tourCity}. Here are cards with a QR code that books our {tourWord} for tomorrow in a minute, with your own code on them, so we know who sent whom. For every guest who books with your code we'd like to thank you with {{the thank-you per guest}}, paid every month.
We'd also love you and your colleagues to come on a tour for free, so you can tell guests what it's like. Which day suits you?

Thank you,
{{your name}}, {product}, {{phone}}`,
    marketingWisdom:
      "The person at the desk is asked 'what should we do tomorrow?' dozens of times a week. Make your tour the easiest good answer: a card they can hand over, a tour they have done themselves, and a thank-you that arrives every month without being asked for.",
  },
  {
    id: "tour-partner-experiences",
    tour: 5,
    name: "Partnerships with other experiences your guests book: each recommends the other with a code",
    kinds: ["local"],
    goals: ["revenue", "awareness"],
    stages: ALL_STAGES,
    channels: ["partnerships"],
    requires: [],
    uses: ["sales"],
    cost: { min: 0, max: 30 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "A visitor in {tourCity} for a few days books three or four experiences, and the guide of the first one is asked what to do next: a food tour, a fado evening or a tile-painting class that recommends {product} sends guests who book on your own page, and you send yours back.",
    description:
      "Agree with three experiences that do not compete with {product} (a food tour, a fado house, a cooking or tile-painting class, a boat trip on the river) that each recommends the other at the end of its tour, with cards that carry each partner's own code, so both count what they send.",
    steps: [
      "List the experiences your guests mention most (ask the next three groups what else they are doing in {tourCity}), and pick three that do not compete with you.",
      "Book one of each yourself, as a guest, so you recommend what you know, then send the note below to its owner.",
      "Swap cards with codes, agree what each guide says at the end of the tour, and put the partners on your booking page's 'what to do next' line.",
      "Every month, count the bookings by code each way, and keep the partners whose guests come.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A code per partner in your booking system", "Cards from each partner", "One tour with each partner, as a guest"],
    successMetrics: ["Three partners recommending {product} by the end of the plan", "Bookings a month with each partner's code", "Progress towards: {metrics}"],
    template: `Note to another experience:
Hello {{name}},

I'm {{your name}} from {product}: {pitch}
I did your {{their experience}} last week and loved {{one thing}}. Our guests often ask what to do next, and many of yours must ask the same. Shall we recommend each other at the end of our tours, each with cards and our own code, so we both see what comes from the other? No money changes hands unless you'd like a thank-you per guest; I'm happy either way.
Could we meet for a coffee next week?

{{your name}}, {product}, {{phone}}`,
    marketingWisdom:
      "Visitors trust the guide they have just spent two happy hours with more than any listing. Partners who send each other guests at the end of a good tour share customers without paying a platform for them.",
  },
  {
    id: "tour-search-ads-visitors",
    tour: 6,
    name: "Search ads in {tourLanguages} for visitors looking for a {tourWord} in {tourCity} tomorrow",
    kinds: ["local"],
    goals: ["revenue"],
    stages: ALL_STAGES,
    channels: ["google-ads"],
    requires: ["paid"],
    workaround: {
      paid: "Set it up yourself in an evening: one campaign with a handful of keywords and a daily cap needs no bidding strategy, and your booking system can report the bookings it brings.",
    },
    uses: ["paid"],
    cost: { min: 60, max: 300 },
    paid: true,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "The platforms advertise on searches like '{tourWord} {tourCity}' and on the names of the operators they list; a small ad of your own, shown to people in or searching about {tourCity}, on a phone, in the afternoon and evening before, puts your booking page first for the visitor choosing tomorrow's plan.",
    description:
      "Run one Google search campaign in {tourLanguages} on your own name and a handful of searches visitors make ('{tourWord} {tourAreas}', '{tourWord} {tourCity}'), shown to people in {tourCity} or searching about it, with a small daily cap, sending to your booking page. Judge it by bookings, not clicks, against the {tourCommission} a platform booking costs.",
    steps: [
      "Search '{product}' and '{tourWord} {tourAreas}' on a phone and note which ads appear above your own site.",
      "Create one search campaign with two ad groups (your name; '{tourWord} {tourAreas}' and '{tourWord} {tourCity}'), the location set to people in or interested in {tourCity}, and negative keywords for what you do not sell (jobs, free, map, self-guided).",
      "Write the ads from the template in {tourLanguages}, send them to the booking page with tomorrow's times, and set up a conversion for a completed booking from your booking system.",
      "Every Monday, write the ad's cost and the bookings it brought in the sheet, and compare the cost per booking with what a platform keeps ({tourCut}): a booking that costs more in ads than that costs more than the platform would have. Stop the searches that bring none, or cost more, in four weeks.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["A Google Ads account", "A booking conversion from your booking system", "A daily budget cap"],
    successMetrics: ["Ads live in {tourLanguages} before the season starts", "Cost per booking against the platforms' commission, each Monday", "Progress towards: {metrics}"],
    template: `Search ad (headlines up to 30 characters, descriptions up to 90):
Headline 1: {product}
Headline 2: Book Tomorrow in a Minute
Headline 3: Small Groups, Local Guides
Description: Small groups in {tourAreas}, led by {tourGuides}. {tourPrice} per person.
Description: Book tomorrow's tour on our own site in a minute. Free route map for you.`,
    marketingWisdom:
      "A search ad works for a tour because the visitor is deciding now; the money is wasted on searches nobody reads. Keep the keywords few, read the search terms every week, and measure in bookings, because a click that does not book costs more than the platform would have.",
  },
  {
    id: "tour-visitor-ads-at-scale",
    tour: 7,
    name: "Search and Meta ads to visitors planning {tourCity}, in {tourLanguages}, judged against the commission",
    kinds: ["local"],
    goals: ["revenue", "awareness"],
    stages: ALL_STAGES,
    channels: ["google-ads", "meta-ads"],
    requires: ["paid"],
    workaround: {
      paid: "Hire a freelancer who runs campaigns for tour and activity operators for the first three months, paid a fixed fee, and have them show you the cost per booking each week.",
    },
    uses: ["paid", "content"],
    cost: { min: 2500, max: 20000 },
    paid: true,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "A budget this size can reach visitors before and during their trip: search ads on what they type about {tourCity} in {tourLanguages}, and Meta ads to people interested in {tourCity} in the weeks they travel, sent straight to your booking page, where each booking keeps the {tourCommission} the platforms would have taken.",
    description:
      "Run Google search campaigns in {tourLanguages} on the searches visitors make about {tourAreas} and {tourCity}, and Meta ads with your best tour photos and reviews to people interested in travel to {tourCity}, both sent to the booking page with tomorrow's times. Stop any channel whose cost per booking is above what a platform keeps ({tourCut}).",
    steps: [
      "Set up a booking conversion from your booking system to Google Ads and to Meta (most tour booking systems can send it), so every campaign reports bookings, not clicks.",
      "Start one search campaign per language with a daily cap, on your name and the searches visitors make about {tourAreas} and {tourCity}, shown on phones to people in or interested in {tourCity}.",
      "Start one Meta campaign with the photos and words of your best reviews, to people interested in {tourCity} and in history or walking, in {tourLanguages}, sent to the booking page.",
      "Every Monday, write each channel's cost and bookings in the sheet; move money to the one with the lower cost per booking, and stop any channel above {tourCut}.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A booking system that sends booking conversions", "Ten photos from real tours and three reviews for the ads", "A weekly sheet of cost per booking"],
    successMetrics: ["Booking conversions reported in both ad accounts within four weeks", "Cost per booking below {tourCut}, each Monday", "Progress towards: {metrics}"],
    template: `Meta ad (photo of a small group listening to the guide in a narrow street):
Headline: {product}: book tomorrow in a minute
Text: Small groups in {tourAreas}, led by {tourGuides}. {tourPrice} per person, in {tourLanguages}.
Button: Book now`,
    marketingWisdom:
      "Paid bookings are worth it only while each costs less than the commission it replaces: that one number, counted every week, keeps an ad budget honest for a tour that sells tickets a few euros at a time.",
  },
];
