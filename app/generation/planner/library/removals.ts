import type { LibraryTactic } from "../types";
import { ALL_STAGES } from "./stages";

/*
 * A removals or moving company (Reading.removals): house and flat moves, a man and van, student moves, storage,
 * house clearance. People move once every few years and compare three quotes a week or two before, dreading
 * hidden extras and broken furniture; the work comes in a wave at the end of every month and in the summer, and
 * leaves the mid-month weekdays empty. So the plan wins the quote and fills the quiet days: a fixed-price quote
 * sent the same day, an honest reason to move on a quiet day, the people who know a move date first, a review
 * asked at the end of every move with photos of careful packing (with consent), the listings the founder
 * already uses, and search ads on move searches. A shop's till, regulars, staff perk cards or gift vouchers mean
 * nothing to someone who moves once. In the order the plan reads them.
 */

export const REMOVALS_TACTICS: LibraryTactic[] = [
  {
    id: "removals-fixed-price-quote",
    removals: 1,
    name: "A fixed-price quote sent the same day, saying what is included and what would change it",
    kinds: ["local"],
    goals: ["revenue", "signups", "retention", "awareness", "partnerships"],
    stages: ALL_STAGES,
    channels: ["seo", "sms"],
    requires: [],
    uses: ["sales"],
    cost: { min: 0, max: 30 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Your customers compare quotes a week or two before the move and dread hidden extras on the day, so a quote that arrives first, with one fixed price, everything it includes written out and the only things that would change it named in advance, is the one they can trust and the easiest to say yes to.",
    description:
      "Put your prices on one page of {website} ({rmPrice}; {rmSmall}), with what every move includes ({rmExtras}, the crew, the insurance) and the short list of what would change the price, agreed before the day and never added on it. Answer every enquiry the same day with a written quote from photos of each room (or a quick visit for a whole house), and follow it up once.",
    steps: [
      "Write the prices page from the template: the fixed prices, what is included, what would change a price (agreed in writing before the day, never on it), and how you protect furniture, with any trade body or licence you hold, such as {rmMarks}; link it from your Google profile and {rmListings}.",
      "Ask every enquirer for photos of each room (or offer a quick visit for a whole house), and reply the same day with the written quote in the template: one fixed price for their move, and what it includes.",
      "For a date in the crunch of {rmBusy}, say honestly how many vans are left that day, and offer the nearest {rmQuiet} if their keys or tenancy allow.",
      "Two days after each quote, send the one follow-up in the template, then stop unless they ask.",
      "Every Friday, count quotes sent, quotes booked and the day of the month each move falls on, and ask anyone who chose someone else, kindly, what decided it.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A prices page on {website}", "A written quote you can fill in from photos", "Half an hour a day to answer enquiries"],
    successMetrics: ["Every enquiry quoted the same day", "Share of quotes that book, by day of the month", "Progress towards: {metrics}"],
    template: `Prices page ({product}):
{rmPrice}. {rmSmallLine}
Every move includes: {rmExtras}, {{the crew and van}}, blankets and wrapping for furniture, and {rmTrust}. Read {rmReviewsSeen}.
What would change the price, agreed in writing before the day and never added on it: a piano or a gym machine, a flat above the second floor with no lift, a second drop-off, or more rooms than the quote.
Send us photos of each room and we'll send a written fixed price the same day.

---
Written quote (reply the same day):
Hi {{first name}}, thanks for the photos. Your move from {{from}} to {{to}} on {{date}}: {{fixed price}}, fixed. That includes {{crew}}, {{van}}, wrapping for every piece of furniture, {rmExtras} and our insurance. The only things that would change it are {{anything agreed}}; nothing is added on the day. Reply YES to book, or call me on {{phone}} with any question. {{your name}}, {product}

---
One follow-up (two days later):
Hi {{first name}}, just checking you got our quote for {{date}}. We have {{how many vans}} left that day, and the price stays as quoted. Happy to answer anything. {{your name}}, {product}`,
    marketingWisdom:
      "People comparing three quotes rarely choose on price alone; they choose the one they understand and believe. A fixed price with its inclusions written down answers the fear of extras before it is spoken, and the quote that arrives first, complete, is the one they read most carefully.",
  },
  {
    id: "removals-quiet-days",
    removals: 2,
    name: "An honest reason to move on a {rmQuietDay}, offered to everyone whose date can move",
    kinds: ["local"],
    goals: ["revenue", "signups", "retention", "awareness", "partnerships"],
    stages: ALL_STAGES,
    channels: ["seo", "partnerships"],
    requires: [],
    uses: ["sales"],
    cost: { min: 0, max: 30 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Your vans are full at {rmBusy} and stand still on {rmQuiet}, and many movers can choose their day (renters whose keys come early, buyers with a week's overlap, students, people downsizing, single items and storage), so a clear, honest reason to pick a quiet day fills the gap without touching the busy days' price.",
    description:
      "Decide what a {rmQuietDay} move gets ({rmQuietChoice}), say it the same way on the prices page, in every quote and to every partner, and ask every enquirer whether their date can move. Never invent scarcity: the reason is that the day is quieter.",
    steps: [
      "Decide the {rmQuietDay} offer and write it down once, with its reason: {rmQuietChoice}. Keep it the same every month, so partners can repeat it.",
      "Add it to the prices page and to every written quote, in the line in the template.",
      "Ask every enquirer one question: 'Could your move be on a {rmQuietDay}?'; renters with early keys, buyers with an overlap, students and people downsizing often can.",
      "Tell your partners ({rmPartners}) about it in the note you send them, so they can offer it to clients who can choose.",
      "Every Friday, count moves booked on {rmQuiet} against the goal ({rmGoal}), and note which enquiries could move their date and why.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["One written {rmQuietDay} offer", "One question in every quote", "A tally of quiet-day moves"],
    successMetrics: ["Moves booked on {rmQuiet} each month", "Enquirers asked whether their date can move", "Progress towards: {metrics}"],
    template: `Line for the prices page and every quote ({product}):
Flexible on your date? Our vans are busiest at {rmBusy}. Move on a {rmQuietDay} and you get {rmQuietOffer}.

---
The question on the phone:
"Could your move be on a {rmQuietDay}? If your keys or your tenancy allow it, you get {{the offer}}, and the whole crew's attention. It's the same {product} crew and the same fixed price promise."`,
    marketingWisdom:
      "A quiet-day offer works when it is the same every month and says why it exists: people trust a price with a reason. It fills the gaps with the customers who could always have chosen, and leaves the busy days alone.",
  },
  {
    id: "removals-review-after-move",
    removals: 3,
    name: "A review asked at the end of every move, with photos of careful packing (with consent)",
    kinds: ["local"],
    goals: ["revenue", "signups", "retention", "awareness", "partnerships"],
    stages: ALL_STAGES,
    channels: ["reviews", "google-business", "sms"],
    requires: [],
    uses: [],
    cost: { min: 0, max: 20 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "People choosing between three quotes read the reviews and look for photos of furniture wrapped and carried with care, so a review asked of every customer at the end of the move, while they are relieved, with a photo of the careful packing they agreed to, is the proof your next customer reads.",
    description:
      "At the end of every move, the crew lead asks the customer whether they may photograph the wrapped furniture and the loaded van (no house number, faces or personal things), and that evening you text every customer alike the review link for {rmReviewSites}. Reply to every review within two days.",
    steps: [
      "Get the short review links ({rmReviewSites}) and put them in one text message (the template).",
      "Send the text the same evening to every customer alike, with no reward and nothing offered in return (Google forbids rewarded reviews{rmListingRules}).",
      "Brief the crew: at the end of every move, ask 'May we take a photo of how we wrapped your furniture, with nothing personal in it?', take it only on a yes, and add the photos to your Google profile.",
      "Reply to every review within two days, by name and with one detail of the move; answer a bad one calmly, with what you did about it.",
      "Every Friday, count new reviews and photos, and read them for the words customers use; use those words on the prices page.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["Review links for {rmReviewSites}", "One text message", "A phone in the crew lead's pocket"],
    successMetrics: ["A review from most moves, every week", "Photos of careful packing added each week, with consent", "Progress towards: {metrics}"],
    template: `Text the evening of the move:
Hi {{first name}}, it's {{your name}} from {product}. Thanks for moving with us today; I hope everything arrived as it left. If you have a minute, an honest review helps the next person choosing a {rmWord} in {rmTown}: {{review link}}. And if anything isn't right, call me on {{phone}} and we'll sort it.

---
The crew lead's question, at the end of the move:
"Would you mind if we took a photo of how we wrapped your furniture? Nothing personal in it and no house number; it's just to show people how we pack."`,
    marketingWisdom:
      "The best moment to ask is the evening of the move, when relief is fresh; ask everyone, reward no one, and reply to every review. A photo of a wrapped wardrobe says more about care than any adjective.",
  },
  {
    id: "removals-move-date-partners",
    removals: 4,
    name: "The people who know a move date first: {rmPartners}",
    kinds: ["local"],
    goals: ["revenue", "signups", "retention", "awareness", "partnerships"],
    stages: ALL_STAGES,
    channels: ["partnerships", "referral"],
    requires: [],
    uses: ["sales"],
    cost: { min: 0, max: 60 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "A tenant or buyer hears their move date from {rmAgents} weeks before they start looking for a van, and asks them who to use; a firm they know by name, with a fixed price and a card on the desk, is the one they give.",
    description:
      "Visit or write to ten {rmAgents} near {rmTown}, with your fixed prices, your {rmQuietDay} offer and a stack of cards, and ask them to hand one to every client with a move date. Add {rmOtherPartners}. Thank them properly, within their rules: {rmFees}.",
    steps: [
      "List ten {rmAgentOffices} in the areas you move most, and write each one's manager's name.",
      "Print a card with your fixed prices, the {rmQuietDay} offer and your number, and the one-page note in the template.",
      "Drop in on two branches a week at a quiet hour (mid-morning, mid-week) with the cards, the note and something for the office, or email the manager the note with the card attached when you are on the road; ask what their clients most often get wrong about moving day.",
      "Add {rmOtherPartners} to the list, with the same note adapted to their people.",
      "Every month, count moves each partner sent, thank each one by name (within their rules on referral fees), and drop in again on the two that send the most.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A card with the fixed prices", "A one-page note for partners", "Two drop-ins a week"],
    successMetrics: ["Partners who keep your cards on the desk (aim for ten)", "Moves booked from each partner every month", "Progress towards: {metrics}"],
    template: `Note for a branch manager:
Hello {{first name}},
I'm {{your name}} from {product}, a {rmWord} in {rmTown} ({rmCrew}). When your tenants and buyers ask who to use for the move, we'd like to be the name you give: {rmPrice}, what is included written down, nothing added on the day, {rmTrust}, and {rmReviewsSeen}.
If a client's dates are flexible, a move on a {rmQuietDay} gets {rmQuietOffer}.
I've left some cards for the desk. If there's anything your clients often get wrong on moving day, tell me and I'll put it on the card.
Thank you, {{your name}}, {{phone}}`,
    marketingWisdom:
      "Partners recommend whoever makes them look good to their client: a fixed price they can repeat, a crew that turns up, and a thank-you that never puts them in an awkward position. One note and a visit a fortnight keeps your name on the desk.",
  },
  {
    id: "removals-profile-listings",
    removals: 5,
    essential: true,
    name: "Google Business Profile for the area you cover, kept full{rmListingsToo}",
    kinds: ["local"],
    goals: ["revenue", "signups", "retention", "awareness", "partnerships"],
    stages: ALL_STAGES,
    channels: ["google-business", "seo"],
    requires: [],
    uses: [],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "Medium Impact",
    why: "People search {rmSearches} a week or two before they move, and Google shows the firms whose profile covers their area, shows real vans and crews and has recent reviews; {rmListings} is where many of them check you next.",
    description:
      "Set the profile up as a service-area business (no shop address shown) covering the areas you move, with the right category, your prices as services, real photos of the vans and crew and one post a week; keep {rmListings} showing the same prices, photos and reviews.",
    steps: [
      "In your Google Business Profile, set the service area to the places you move ({place}) and hide the address if customers don't visit; choose 'Moving company' as the main category, and add only what you really do (Moving and storage service, Furniture removal).",
      "Add each job as a service with its price: {rmPrice}; {rmSmall}; and paste the description in the template.",
      "Add ten real photos: the vans, the crew in uniform, furniture wrapped in blankets, a loaded van (with the customers' consent).",
      "Every Monday, post one photo and one line: a move done last week (with consent), the dates still free this month, or a packing tip.",
      "Check {rmListings} once a month: the same prices, photos and reply to every review.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A Google account the business owns", "Ten real photos", "Ten minutes every Monday"],
    successMetrics: ["Profile complete with prices and the service area within two weeks", "Calls and quote requests from the profile, every month", "Progress towards: {metrics}"],
    template: `Profile description:
{product} is a {rmWord} covering {place}: {rmCrew}. {rmPrice}, with what is included written down and nothing added on the day. {rmInsuredLine} Send us photos of your rooms for a fixed quote the same day.

---
Monday post:
Moved last week: {{last week's move in one line}}, every piece wrapped before it left the house. Still free this month: {{dates}}. Fixed quotes the same day: {{phone}}.`,
    marketingWisdom:
      "A {rmWord} is found by the area it covers, not a shop door: a service area, a clear main category and prices as services answer most of what a searcher checks before they ring.",
  },
  {
    id: "removals-search-ads",
    removals: 6,
    name: "Google search ads on move searches within the area you cover, judged by moves booked",
    kinds: ["local"],
    goals: ["revenue", "signups", "awareness"],
    stages: ALL_STAGES,
    channels: ["google-ads", "google-business"],
    requires: [],
    uses: ["paid"],
    cost: { min: 150, max: 500 },
    paid: true,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Someone who searches {rmSearches} is choosing a mover this week, and an ad shown only in the area you cover, sent to the prices page with the fixed price, reaches them while they gather their three quotes, and the enquiry is yours alone.",
    description:
      "Run one Google search campaign on move searches, shown only where you move, with a daily cap; send it to the prices page, count a quote request or a call as the conversion, and judge it by moves booked. Spend most of it in the days that lead into the middle of each month, when the vans are free, and hold it back when they are full.",
    steps: [
      "Create one search campaign with the location set to the area you cover ({place}), people in that area only, a daily cap you can afford while you learn, and your Google Business Profile linked; count quote requests and calls over a minute as conversions.",
      "Choose 10 to 20 keywords from {rmSearches} and the areas you cover, and add negatives at once: jobs, driver, van hire, self drive, DIY, comparison.",
      "Write the ads from the template (headlines under 30 characters, descriptions under 90), with the fixed price and what is included; no offer that ends.",
      "Schedule the ads to spend more in the ten days before the middle of each month and less when the vans are already booked.",
      "Every Friday, read the search terms, add negatives, and divide the spend by moves booked from the ads; pause after a month if no move came from it.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A Google Ads account linked to your profile", "The prices page as the landing page", "A daily cap and half an hour every Friday"],
    successMetrics: ["Cost per quote request and per move booked, every Friday", "Moves booked from the ads on {rmQuiet}", "Progress towards: {metrics}"],
    template: `Headlines (up to 30 characters each):
{product}
Fixed Price, No Extras
{rmAdTrade} in {rmTown}
Quote from Photos Today

Descriptions (up to 90 characters each):
{rmPriceShort} for a typical move, written down. Nothing added on the day. {rmInsuredLine}
Send photos of your rooms and get a fixed quote the same day. {rmQuietAd}`,
    marketingWisdom:
      "Search ads buy the moment someone starts gathering quotes, not their trust: that comes from the page they land on and the quote that follows. Judge them by moves booked, since the click of a comparison shopper costs the same as a customer's.",
  },
  {
    id: "removals-office-and-areas",
    removals: 7,
    removalsBigBudget: true,
    name: "Someone in the office who answers every enquiry within the hour, and search ads in every area you cover",
    kinds: ["local"],
    goals: ["revenue", "signups", "retention", "awareness", "partnerships"],
    stages: ALL_STAGES,
    channels: ["google-ads", "sms", "partnerships"],
    requires: [],
    uses: ["paid"],
    cost: { min: 3000, max: 15000 },
    paid: true,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "With a budget this size, the limit is no longer money but how fast each enquiry gets its written quote and how many areas hear of you: the first complete quote is the one people read most carefully, and each area you cover has its own searches and its own agents.",
    description:
      "Hire an office hand (part-time at first) who answers every enquiry within the hour with the written fixed price, makes the one follow-up call, keeps the agents' desks stocked with cards, and fills the {rmQuietDay} diary; and run a search campaign for each area you cover, each sent to a page with that area's prices and a move done there (with consent). Judge both by moves booked and the cost per move.",
    steps: [
      "Write the job in one page: answer every enquiry within the hour with the written quote, one follow-up call two days later, the {rmQuietDay} question on every call, the agents' cards restocked every fortnight; hire for a tidy writer with a warm phone voice.",
      "Give them the quote template, the prices page and a sheet of what changes a price, and check their first twenty quotes with them.",
      "Split the search ads into one campaign per area you cover, each with its own daily cap and a page with that area's moves and prices; count quote requests and calls as conversions.",
      "Every Friday, read enquiries, quotes sent within the hour, moves booked and the cost per move by area and by source, and move money to the areas and sources that bring moves on {rmQuiet}.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A part-time office hand, growing with the enquiries", "One search campaign and one page per area", "A weekly sheet of enquiries, quotes and moves by area"],
    successMetrics: ["Share of enquiries quoted within the hour", "Cost per move booked, by area and by source", "Progress towards: {metrics}"],
    template: `Job advert:
{product}, a {rmWord} in {rmTown}, is looking for someone to run our office {{days and hours}}. You'll answer every enquiry within the hour with a written fixed price, follow up with each customer once by phone, and keep our diary full, especially on {rmQuiet}. You write clearly, like talking to people, and stay calm when the end of the month is busy. {{pay}}. Apply to {{email}}.

---
Headlines for an area's campaign (up to 30 characters each):
{product}
{rmAdTrade} in {{the town or district}}
Fixed Price, No Extras`,
    marketingWisdom:
      "Past a certain budget, more ads bring more enquiries than one person can quote well. The moves are won by the speed and clarity of the quote, so the money goes first to the person who writes it, then to the areas that bring moves.",
  },
];
