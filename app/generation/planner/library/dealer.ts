import type { LibraryTactic } from "../types";
import { ALL_STAGES } from "./stages";

/*
 * A used-car dealer. Buyers browse the listing sites for weeks, distrust dealers, compare one car against
 * ten identical ones and haggle; they buy from the dealer whose listing answers their questions before they
 * ask, and they come back (and send their family) only when the car held up and the dealer still answered
 * the phone after the sale. A car is bought every three or four years, so a shop's stamp card, gift voucher,
 * staff perk or market stall means nothing: the plan wins trust in the listing, holds the price with reasons,
 * makes the sale the start of the next one, and brings buyers and cars in without paying a listing site for
 * each. Owner's voice; every third party's rule or fee worded as a check.
 */
export const DEALER_TACTICS: LibraryTactic[] = [
  {
    id: "dealer-honest-listing",
    name: "Every car listed the way a wary buyer checks it: forty photos, its history, the service record and every fault named",
    kinds: ["local"],
    trades: ["dealer"],
    goals: ["revenue", "awareness", "signups"],
    stages: ALL_STAGES,
    channels: ["marketplaces", "seo"],
    requires: [],
    uses: [],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 1.5,
    contactsIndividuals: false,
    inPerson: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Buyers look at the same model from ten dealers for weeks and ring the one whose listing already answers what they would ask; naming the scuff on the bumper and linking the car's history makes {product} the dealer they believe before they visit, and a buyer who believes the listing haggles less.",
    description:
      "Rewrite every listing, on the sites you use and on {website}, in the order a careful buyer checks a car: forty daylight photos (every panel, the tyres, the interior, the mileage on the clock with no warning lights), a link to {carHistory}, the service record, what you did to the car before sale, what the price includes, and the faults you know of, in plain words. A buyer who has already seen the scratch does not use it to knock the price down.",
    steps: [
      "Write one listing pattern and keep to it for every car: the headline (make, model, year, mileage, the price), what was done before sale, what the price includes, the known faults, the history link and the service record.",
      "Photograph each car the same way in daylight, in the same spot on the forecourt: forty photos in a fixed order, ending with a close-up of every mark you mention.",
      "In each listing, link {carHistory}, and say so: 'check its history yourself'.",
      "If you offer finance through a broker, show only the wording and the representative example your broker gives you, and check with them {creditRules}.",
      "Every Friday, for each car in stock, count views, enquiries and days on the forecourt; rewrite the listing of any car with views but no enquiries after ten days.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["A phone with a good camera", "A fixed spot on the forecourt for photos", "An hour per car the first time"],
    successMetrics: ["Enquiries per car listed", "Days on the forecourt before sale", "Progress towards: {metrics}"],
    template: `Listing (one per car):
{{year}} {{make and model}}, {{mileage}} miles, {{this car's price}}

What we did before sale: {{the work done before sale}}.
What the price includes: {carPrep}, the service above, a {{warranty}} warranty and a full tank.
What you should know: {{every known mark or fault and its photo}}.
Check its history yourself: {carHistory} ({{registration}}); the service record is in photos 35-37.

Ring or text {{your phone number}}, or come and see it at {product}: we'll have it out of the line, washed and ready for a test drive.`,
    marketingWisdom:
      "People buy a used car from the dealer they trust, and trust comes from being told the bad news first. A listing that names the scuff before the buyer finds it turns a reason to haggle into a reason to believe everything else you wrote.",
  },
  {
    id: "dealer-price-with-reasons",
    name: "One fair price on every car, with the reasons written beside it, so the haggling starts from the facts",
    kinds: ["local"],
    trades: ["dealer"],
    goals: ["revenue"],
    stages: ALL_STAGES,
    channels: ["seo", "google-business"],
    requires: [],
    uses: ["sales"],
    cost: { min: 0, max: 20 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    inPerson: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Buyers haggle because they expect a dealer's price to hide a margin; a card on each windscreen showing what the price includes and how it compares with similar cars this week moves the conversation from 'what's your best price' to the car itself, and keeps {product}'s margin.",
    description:
      "Price every car once, against similar cars (same model, age and mileage) on the sites buyers compare, and put a card on its windscreen and a line in its listing with the reasons: what the price includes ({carPrep}, the service, the warranty, the checks) and what a similar car costs elsewhere without them. When a buyer asks for money off, point to the card, and if you choose to move, move on something you control (a full tank, new wiper blades, the first service booked) rather than the price.",
    steps: [
      "For each car, note three similar cars on the sites buyers compare (same model, year and mileage within 10,000), and what each includes.",
      "Print a windscreen card for each car: the price, what it includes, and 'Priced against similar cars on {{date}}: see them on the back'; put the same line in the listing.",
      "Decide before the weekend what you will offer instead of money off (a full tank, mats, new wiper blades, the first service booked) and what you never move on.",
      "Say the words in the template when a buyer asks for your best price, then say nothing more and let them read the card.",
      "Every Friday, note each sale's asking and final price and what was given instead of money off, and re-price any car unsold after thirty days in one step, with the reason.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A printer and card", "Half an hour per car to compare prices", "The words you say when asked for money off"],
    successMetrics: ["Average gap between asking and selling price", "Cars sold without money off", "Progress towards: {metrics}"],
    template: `Windscreen card at {product}:
{{this car's price}}, and what it includes: {carPrep}, {{the service done}}, a {{warranty}} warranty, {{the checks you did}} and a full tank.
Similar cars for sale this week: {{three similar cars' prices}}, most without a warranty or {carPrep}.

---
When a buyer asks for your best price:
"That's priced against similar cars this week: the card shows them. What I can do is {{what you offer instead of money off}}. Shall we take it out for a drive first?"`,
    marketingWisdom:
      "A buyer haggles hardest when the price looks arbitrary. Showing how you arrived at it (the comparison and what is included) turns a negotiation about your margin into a choice between your car and a worse one.",
  },
  {
    id: "dealer-review-after-sale",
    name: "A call a week after every sale, and an honest review asked for then",
    kinds: ["local"],
    trades: ["dealer"],
    goals: ["revenue", "awareness", "retention"],
    stages: ALL_STAGES,
    channels: ["reviews", "calls", "google-business"],
    requires: [],
    uses: [],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    inPerson: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Buyers distrust dealers and read their reviews before they ring; a call a week after the sale catches the small problem before it becomes an angry review, and a buyer who was called back is the one who writes that {product} still answers the phone after the sale.",
    description:
      "A week after every sale, ring the buyer: how is the car, is anything not right, do they know how the warranty works. Fix what they raise first. Then, the same day, text the link to your Google reviews (and your review page on {listingSite}, where it has one), the same message to every buyer, nothing offered for it.",
    steps: [
      "Put every sale in a list with the buyer's name, number, car and date, and a reminder for the call seven days later.",
      "Make the call in the template's words; note anything wrong and sort it that week, before any review.",
      "Text the review link the same day, to every buyer alike, whether the call went well or not; never offer anything in return, which breaks Google's rules.",
      "Reply to every review within two days, by name and car, and to a bad one with what you did about it.",
      "Every Friday, count calls made, problems fixed and reviews received.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A list of sales with buyers' numbers", "Ten minutes per sale", "Your Google review link"],
    successMetrics: ["Buyers called within a week", "New reviews a month", "Progress towards: {metrics}"],
    template: `Call, seven days after the sale:
"Hi {{first name}}, it's {{your name}} from {product}. You've had the {{car}} a week: how's it going? Anything that isn't right, however small? Remember the warranty covers {{what it covers}}; just ring me."

---
Text, the same day:
Thanks again for buying your {{car}} from {product}. If you have a minute, an honest review helps other buyers who are wary of dealers: {{review link}}. And if anything isn't right, ring me first on {{your phone number}}. {{your name}}`,
    marketingWisdom:
      "The sale is when the buyer is least sure they chose well. A call a week later, asking about the car and not selling anything, is rare enough that buyers tell people about it, and the problems it catches are the ones that would otherwise become one-star reviews.",
  },
  {
    id: "dealer-mot-reminder-next-car",
    name: "A text before each car's {carDue} is due, from the dealer who sold it, and a straight price when they're ready to change",
    kinds: ["local"],
    trades: ["dealer"],
    goals: ["retention", "revenue"],
    stages: ALL_STAGES,
    channels: ["sms"],
    requires: [],
    uses: [],
    cost: { min: 0, max: 15 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    inPerson: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "A buyer changes car every three or four years and forgets the dealer in between; a useful text before each {carDue} keeps {product} the name they think of, and the buyers who had no trouble are the cheapest sale you will make, with no listing fee.",
    description:
      "Keep every buyer's car, registration and the date of its {carDue}, and a month before it text them once: the date, where they can book it, and your number if anything needs looking at. From the car's third year with them, add one line: when they're ready to change, you'll give them a straight price for it, and you can look out for the next car they want.",
    steps: [
      "List every buyer of the last four years with their number, car, registration and the date of its {carDue}, from your sales records, and ask each new buyer at handover if they'd like the reminder.",
      "Every Monday, text the buyers whose {carDue} is due within five weeks, in the template's words, from your own phone.",
      "From a car's third year with its buyer, add the line about a straight price for it; never push.",
      "When a buyer replies about changing, ask what they want next, note it, and text them when a car like it comes in, before you list it.",
      "Each month, count texts sent, replies, and cars bought or sold to past buyers.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["Your sales records with buyers' numbers and registrations", "Your own phone", "Half an hour on Mondays"],
    successMetrics: ["Past buyers who buy again or send someone", "Part-exchanges from past buyers", "Progress towards: {metrics}"],
    template: `Text, a month before the {carDue}:
Hi {{first name}}, it's {{your name}} at {product}. Your {{car}} ({{registration}}) is due its {carDue} by {{date}}. If anything needs looking at first, ring me on {{your phone number}}. Reply STOP and I won't text again.

---
Line added from the car's third year:
And when you're ready to change, I'll give you a straight price for it and look out for the car you want next.`,
    marketingWisdom:
      "Most dealers hear from a buyer once, at the sale. The one who is still useful three years later, without selling, is the first call when the buyer is ready to change, and that sale costs no listing fee and no haggling with a stranger.",
  },
  {
    id: "dealer-we-buy-cars",
    name: "'We buy cars': a straight price for the car a local driver wants to sell, on your site and your Google profile",
    kinds: ["local"],
    trades: ["dealer"],
    goals: ["revenue", "awareness"],
    stages: ALL_STAGES,
    channels: ["seo", "google-business"],
    requires: [],
    uses: ["sales"],
    cost: { min: 0, max: 30 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    inPerson: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "A car bought from a local driver costs less than one from the auction and arrives with its history, and the driver who sells to {product} often buys the next car too; people selling a car search for someone local and honest before they try a private sale.",
    description:
      "Add a 'We buy cars' page on {website} and a post on your Google profile: the cars you want (the ages and models you sell), how you price them (what similar cars sell for, minus the work they need, explained), a look and a price the same day, and payment by bank transfer before they hand over the keys. Offer a part-exchange against any car on your forecourt.",
    steps: [
      "Write down the cars you want to buy: makes, ages, mileages and the price range you sell at, so the page says it plainly.",
      "Write the page and the Google post in the template's words, with a form asking for registration, mileage, photos and a phone number.",
      "Answer every request the same day with a price range, and book a look within two days; explain each price with the work the car needs.",
      "Add one line to every listing: 'Part-exchange welcome: we'll price yours the same day.'",
      "Every Friday, count cars offered, cars bought and what each cost against the auction, and which of those sellers bought from you.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["One page on your website with a form", "Your price range for cars you want", "A same-day reply to each request"],
    successMetrics: ["Cars bought from local sellers", "Part-exchanges", "Progress towards: {metrics}"],
    template: `We buy cars in {place}
We buy {{the cars you want to buy}} from local drivers, and part-exchange against any car on our forecourt.
How we price your car: what similar cars sell for, minus any work it needs, and we'll show you both.
Send the registration, the mileage and a few photos: we'll reply today with a price range, look at the car within two days, and pay by bank transfer before you hand over the keys.
{product}, {{your address}}, {{your phone number}}`,
    marketingWisdom:
      "The dealer who only buys at auction competes on price for every car. Buying from local drivers gets cars with a known history at a fairer cost, and each seller is already standing on your forecourt when they need their next car.",
  },
  {
    id: "dealer-first-car-instructors",
    name: "First cars for new drivers: the driving instructors whose pupils ask where to buy, and a first-car guide for their parents",
    kinds: ["local"],
    trades: ["dealer"],
    goals: ["awareness", "revenue", "partnerships"],
    stages: ALL_STAGES,
    channels: ["partnerships", "referral"],
    requires: [],
    uses: [],
    cost: { min: 0, max: 50 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    inPerson: true,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "A new driver and the parent paying ask their driving instructor what to buy and where; a one-page first-car guide (insurance groups, what to check, what to avoid) that instructors can hand to every pupil who passes puts {product}'s name in front of buyers before they open a listing site.",
    description:
      "Write a one-page guide for new drivers and their parents: the small cars in low insurance groups, what to check on any used car, the questions to ask any seller, and a line about {product} at the end. Give it to the driving instructors and the driving schools in {place}, and keep a few first cars on the forecourt that fit it. Thank any instructor whose pupil buys, openly and the same way for all; check any rules their driving school has about gifts first.",
    steps: [
      "Write the guide on one page: five first cars in low insurance groups at your prices, ten checks for any used car, the questions to ask any seller, and your name and number at the foot.",
      "List the driving instructors and driving schools in {place} (the government's list of approved instructors and local searches show them) and visit or ring the ten with the most pupils.",
      "Give each a stack of guides and the note in the template; ask whether their pupils often ask them about a first car.",
      "Keep three or four first cars on the forecourt that fit the guide, and mark them 'first car' in their listings.",
      "Ask every young buyer who sent them, thank that instructor the same way each time, and count sales from the guide each month.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A one-page guide", "Fifty printed copies", "Ten driving instructors' numbers"],
    successMetrics: ["Instructors handing out the guide", "First cars sold to their pupils", "Progress towards: {metrics}"],
    template: `Note to a driving instructor:
Hi {{first name}}, I'm {{your name}} from {product}. Your pupils and their parents must ask you what car to buy once they pass. I've written a one-page first-car guide (low insurance groups, what to check on any used car, what to ask any seller) that's useful wherever they buy. Could I leave you a few copies to hand out? I keep a few first cars in stock that fit it, each with {carPrep} and a warranty. {{your phone number}}`,
    marketingWisdom:
      "A first car is bought by two people, the new driver and the parent paying, and both ask the instructor. Helping that conversation with a guide that's useful wherever they buy earns you the instructor's recommendation without asking for it.",
  },
  {
    id: "dealer-local-stock-ads",
    name: "This week's cars shown to buyers within twenty miles, in Facebook and Instagram ads judged against what {listingSite} costs per sale",
    kinds: ["local"],
    trades: ["dealer"],
    goals: ["revenue", "awareness", "signups"],
    stages: ALL_STAGES,
    channels: ["meta-ads", "instagram"],
    requires: [],
    uses: ["paid"],
    cost: { min: 150, max: 600 },
    paid: true,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    inPerson: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Buyers near {place} scroll Facebook and Instagram every evening; a carousel of {product}'s cars this week, each with its price and a link to its page on your own site, brings enquiries that cost no listing fee, and counting what each sale cost tells you plainly whether it beats {listingSite}.",
    description:
      "Run one small ad each week showing the cars in stock (a carousel, one car per card: the photo, the price, what the price includes, a link to the car's page on {website}) to people within twenty miles of {place}, with a cap you can afford to lose while you learn. Send every enquiry to the phone or the car's page, never a generic form. Judge it against {listingSite} by one number: what each sale cost.",
    steps: [
      "Set up Meta's Business Suite (it is free) with your Facebook page and Instagram account, and the results you can count from {website}: calls, messages and enquiry forms.",
      "Make one carousel ad of this week's cars in the listing pattern, aimed at people living within twenty miles of {place}, with a weekly cap from your budget; check Meta's special ad category rules before you mention finance in any ad, and follow them.",
      "Refresh it every Monday with the cars just in and without the cars sold.",
      "Ask every buyer where they first saw the car, and note 'the ad' when they say so.",
      "After four weeks, divide what the ads cost by the cars they sold, set it beside what {listingSite} cost per sale, and keep the cheaper one growing.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["Meta Business Suite", "This week's car photos", "A weekly cap you can afford to lose while you learn"],
    successMetrics: ["Enquiries from the ads", "Cost per car sold from the ads against {listingSite}", "Progress towards: {metrics}"],
    template: `Carousel card, one per car:
{{year}} {{make and model}}, {{mileage}} miles: {{this car's price}}
With {carPrep}, a service and a {{warranty}} warranty. Every mark named in the listing.
See it at {product} → {{the car's page}}

---
Ad text:
This week's cars at {product}: each with a history you can check, every fault named and a call a week after you buy. Ring {{your phone number}} or book a test drive on the car's page.`,
    marketingWisdom:
      "A listing site charges for every car whether it sells or not. An ad you judge by the same number (what a sale cost) either proves it is cheaper, and you shift money to it, or it doesn't, and you stop after a month having lost only the cap.",
  },
];
