import type { LibraryTactic } from "../types";
import { ALL_STAGES } from "./stages";

/*
 * A device repair shop (Reading.deviceRepair): phones, tablets, laptops, consoles and computers, often with
 * refurbished phones for sale, in the UK or the US. People look for it the moment something breaks: they search
 * on their phone, compare two or three prices and want it back today. So the plan is a price page by model and
 * repair, a Google profile in the right category with the repairs as services, a quote by message within minutes,
 * a straight answer to the cheap kiosk (parts, warranty, data, a quote before work), reviews at collection,
 * refurbished phones sold with what was checked, trade-ins feeding the stock, the schools and offices that send
 * repairs, and search ads judged by repairs booked when the budget carries them. Templates are in the shop's voice.
 *
 * Tokens special to these texts (app/plan-quality/device-repair.ts): {drWord} {drDevices} {drDevicesUp} {drSearch}
 * {drSearches} {drReady} {drScreen} {drBattery} {drWarranty} {drWarrantyShort} {drTurnaround} {drRival} {drCategory} {drCell}
 * {drData} {drRepairRules} {drMath}.
 */

export const DEVICE_REPAIR_TACTICS: LibraryTactic[] = [
  {
    id: "dr-price-page",
    deviceRepair: 1,
    essential: true,
    name: "A price page by model and repair: 'from' prices, the parts you fit, the {drWarrantyShort} and the turnaround on every line",
    kinds: ["local"],
    goals: ["signups", "revenue", "retention", "awareness"],
    stages: ALL_STAGES,
    channels: ["seo"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 30 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Someone with a cracked screen compares two or three prices on their phone in a few minutes, and the shop whose page answers 'how much for my model, with what parts, how long' gets the visit; a page per repair also answers searches such as {drSearches}.",
    description:
      "One page on {website} with a table for your most common repairs ({drScreen}, {drBattery}, charging ports, back glass, laptop screens): the model, the 'from' price, the part you fit (original, refurbished original or a named quality of replacement: say which), {drWarranty}, and how long it takes. Then one short page each for the five repairs people search most, titled the way they search ({drSearch}).",
    steps: [
      "List the 20 repairs you did most last month by model; write each line from the template with the part and the time it takes.",
      "Put the table on {website} and link it from the Google profile's website button and the sign in the window.",
      "Write one page for each of the five most-searched repairs, titled like \"{drSearch}: {product}\", with the price, the part, the warranty and a photo of your bench.",
      "Every Friday, write in the tracker: visits to the price page, quotes asked from it and repairs booked.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A page on {website}", "Your prices by model and repair", "A photo of the bench"],
    successMetrics: ["Quotes asked from the price page", "Repairs booked from the price page", "Progress towards: {metrics}"],
    template: `Price page ({product}, {place}):
Repair prices: {drTurnaround}, all with {drWarranty}.

| Model | Repair | From | Part we fit | Ready in |
| {{model}} | Screen | {{price for that model}} | {{the part you fit}} | {{time}} |
| {{model}} | Battery | {{price for that model}} | {{the part you fit}} | {{time}} |
| {{laptop model}} | Screen | {{price for that model}} | {{the part you fit}} | {{time}} |

Every repair starts with a free check and a quote before we touch anything. If we can't fix it: {{your no-fix policy}}. Your data stays where it is.
Not sure what you need? Send us the model and a photo: {{your quote number}}.

---
Repair page (title: "{drSearch}: {product}"):
Cracked {{model}} screen? {product} in {place} replaces it {drReady}: {drScreen}, with {drWarranty}. We fit {{the part and why}}. Walk in or book: {website}.`,
    marketingWisdom:
      "Nobody wants a repair shop; they want their phone back working by tonight. The page that answers the price, the part, the warranty and the time in one glance wins the comparison before they've left the sofa.",
  },
  {
    id: "dr-google-profile",
    deviceRepair: 2,
    essential: true,
    name: "Google profile as a {drCategory}: every repair listed as a service with its 'from' price, opening hours kept right, and photos of the bench",
    kinds: ["local"],
    goals: ["signups", "revenue", "retention", "awareness"],
    stages: ALL_STAGES,
    channels: ["google-business", "reviews"],
    requires: [],
    uses: [],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "'Phone repair near me' is answered by the map before any website, and the map shows the category, the hours, the services and the reviews; a profile with the right category and each repair as a service shows up for the repair someone typed.",
    description:
      "Set the main category to '{drCategory}' (add others only where true), list every common repair as a service with its 'from' price and the warranty, keep the hours right (holidays too), add the price page as the website, and post a photo of a finished repair each week. Answer every review within two days.",
    steps: [
      "Check the main category is '{drCategory}'; add your repairs as services ({drScreen}, {drBattery}, and the others on the price page).",
      "Add ten photos: the shopfront, the counter, the bench, a finished screen, the refurbished phones shelf.",
      "Post one finished repair each week from the template, and answer every review within two days.",
      "Every Friday, write in the tracker: calls, direction requests and website clicks from the profile's performance page.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["Access to the Google Business Profile", "Ten photos", "Ten minutes a week"],
    successMetrics: ["Calls and direction requests from the profile", "Repairs where the customer says they found you on Google", "Progress towards: {metrics}"],
    template: `Google profile description:
{product} repairs {drDevices} in {place}: {drTurnaround}, {drScreen}, {drBattery}, {drWarranty} on every repair. Free check and a quote before any work; your data stays untouched. Refurbished phones with a warranty too.

---
Weekly post:
Fixed today: {{model}} {{repair}}, ready in {{time}}. {drWarranty} as always. Prices by model: {{price page link}}`,
    marketingWisdom: "On the map, the shop with the right category, real photos and recent reviews gets the call; the one with the lowest price but no answers doesn't.",
  },
  {
    id: "dr-quick-quote",
    deviceRepair: 3,
    essential: true,
    name: "A quote by text or WhatsApp within 15 minutes: the price, the part, the warranty and when it will be ready",
    kinds: ["local"],
    goals: ["signups", "revenue", "retention", "awareness"],
    stages: ALL_STAGES,
    channels: ["whatsapp", "sms"],
    requires: [],
    uses: [],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "People who compare two or three prices ask all three at once and go with the first clear answer; a quote that comes back in minutes with the part and the time it's ready wins against a cheaper one that comes an hour later.",
    description:
      "Put one number for quotes on the price page, the Google profile and the window, and answer every quote with the same four lines: the price, the part you'd fit, the warranty, and when it would be ready if they come in now. Offer to hold a slot. Keep the saved replies on the counter phone so whoever is on the till can send them.",
    steps: [
      "Set up WhatsApp Business (or texts) on the shop phone with the saved replies from the template.",
      "Put the number and 'quote in 15 minutes' on the price page, the Google profile and the window.",
      "Answer every quote within 15 minutes in opening hours; note each one in a simple list (model, repair, price, booked or not).",
      "Every Friday, write in the tracker: quotes sent, quotes that became repairs, and the reason given by those who didn't come.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["WhatsApp Business or texts on the shop phone", "Saved replies", "A list of quotes"],
    successMetrics: ["Quotes answered within 15 minutes", "Share of quotes that became repairs", "Progress towards: {metrics}"],
    template: `Saved reply (quote):
Hi {{first name}}, thanks for asking {product}. For your {{model}} {{repair}}: {{the price for that model}}, with {{the part you'd fit}}, and {drWarranty}. If you come in by {{time}}, it'll be ready {{today at time}}. Your data stays untouched, and we check the phone and confirm the price before we start. Shall I hold a slot?

---
Saved reply (not sure what's wrong):
Hi {{first name}}, bring it in and we'll check it for free while you wait and tell you the price before we touch anything. {{address}}, open {{hours}}.`,
    marketingWisdom: "In repairs, speed of answer is part of the price. The first clear quote often beats the cheapest one.",
  },
  {
    id: "dr-kiosk-answer",
    deviceRepair: 4,
    essential: true,
    name: "The answer to {drRival}: the parts you fit and why, {drWarranty}, the data left untouched and a quote before any work, said on the page, the counter card and every quote",
    kinds: ["local"],
    goals: ["signups", "revenue", "retention", "awareness"],
    stages: ALL_STAGES,
    channels: ["shop-window", "seo"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 40 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "A customer comparing your price with {drRival} sees only the number unless you show what the difference buys: the part that lasts, the warranty in writing, the data nobody touches, and a price agreed before the work starts.",
    description:
      "Write four plain promises and put them everywhere the price is: the price page, a card on the counter, the window and the end of every quote. Name the part you fit for each repair and why (brightness, touch, battery life), without naming or running down the rival. Keep one replaced screen of the cheap kind and one of yours on the counter, so people can see and touch the difference.",
    steps: [
      "Write the four promises from the template, and check every word is true for every repair.",
      "Print the counter card and a window sign; add the promises to the price page and the saved quote reply.",
      "Put a cheap screen and the one you fit side by side on the counter; show it when someone says they've been quoted less.",
      "Every Friday, write in the tracker: customers who said they'd been quoted less elsewhere, and how many of them stayed.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A counter card and a window sign", "Two screens to compare", "The promises on the price page"],
    successMetrics: ["Customers quoted less elsewhere who booked with you", "Repairs returned under warranty", "Progress towards: {metrics}"],
    template: `Counter card and window sign ({product}):
Four promises on every repair
1. The part: we fit {{the part you fit for each repair}} (original, refurbished original or a named replacement quality), and we tell you which before we start.
2. The warranty: {drWarranty}, in writing on your receipt.
3. Your data: {drData}.
4. The price: a free check and a quote first. Nothing is done without your yes.

---
What to say when someone has been quoted less:
"That's fair to check. Ask them which screen they fit and how long it's covered for. Ours is {{the part}}, with {drWarranty}: here's the difference side by side."`,
    marketingWisdom: "Don't race a cheaper shop to the bottom: make the difference visible. People who have had a cheap screen fail once are your best customers for life.",
  },
  {
    id: "dr-reviews-collection",
    deviceRepair: 5,
    name: "A review asked at collection: the customer tries the phone at the counter, then gets a text with the link that evening",
    kinds: ["local"],
    goals: ["signups", "revenue", "retention", "awareness"],
    stages: ALL_STAGES,
    channels: ["reviews", "sms"],
    requires: [],
    uses: [],
    cost: { min: 0, max: 10 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "The moment a customer holds a phone that works again is the happiest they'll ever be with you, and the map ranks and people choose repair shops on recent reviews that name the repair.",
    description:
      "At collection, hand the phone over working and let them test it at the counter; then ask, in person, whether they'd leave a short review that says what you fixed. Send the link by text that evening. Ask everyone, never only the happy-looking ones, and never offer anything for a review (it breaks Google's rules).",
    steps: [
      "Get the short review link from the Google profile and save the text from the template on the shop phone.",
      "At every collection, ask in person, then send the text that evening.",
      "Answer every review within two days, thanking them by the repair ('glad the screen's working').",
      "Every Friday, write in the tracker: collections, texts sent and new reviews.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["The review link", "A saved text"],
    successMetrics: ["New Google reviews a week", "Reviews that name the repair", "Progress towards: {metrics}"],
    template: `What to say at collection:
"There you go, try it: calls, camera, touch all over the screen. All good? If you have a minute tonight, a short Google review saying what we fixed really helps people find us."

---
Text that evening:
Hi {{first name}}, thanks for bringing your {{model}} to {product} today. If it's all working well, a short review would help other people in {place} find us: {{review link}}. Anything not right, just reply and we'll sort it under your warranty.`,
    marketingWisdom: "Ask at the moment of relief, and make it one tap. A review that says 'screen fixed in an hour' sells the next repair better than anything you write.",
  },
  {
    id: "dr-refurb-phones",
    deviceRepair: 6,
    name: "Refurbished phones sold with what was checked and the warranty, and a first phone for a child set up with parental controls at the counter",
    kinds: ["local"],
    goals: ["signups", "revenue", "retention", "awareness"],
    stages: ALL_STAGES,
    channels: ["shop-window", "google-business"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 40 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Buyers of a second-hand phone fear a tired battery, a locked handset or a fault found a week later; a card that lists what was checked, with the battery health and the warranty, answers all three, and parents buying a first phone for a child want it set up safely before it leaves the shop.",
    description:
      "Give every refurbished phone a card: the model and storage, the battery health in %, the checks done (screen, cameras, speakers, charging, Face ID or fingerprint, network unlock, not reported lost or stolen), the grade with a photo of any mark, the price and the warranty. For parents, offer to set up the parental controls at the counter (Screen Time or Family Link, an app-store password, contacts), and a case and screen protector at cost.",
    steps: [
      "Write the card from the template and fill it in for every phone in stock; put the phones on the price page and the Google profile as products.",
      "Write a one-page 'first phone for your child' guide: which models you stock for children, what you'll set up, what parents should decide (screen time, apps, who can call).",
      "Offer the set-up at the counter with every phone bought for a child; note it on the receipt.",
      "Every Friday, write in the tracker: refurbished phones sold, by model and price, and how many were first phones for a child.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A card for each phone", "A battery health check", "The first-phone guide"],
    successMetrics: ["Refurbished phones sold a week", "Phones returned under warranty", "Progress towards: {metrics}"],
    template: `Card on each refurbished phone ({product}):
{{model}}, {{storage}}, {{colour}}. Grade {{grade}}: {{photo of any mark}}.
Battery health: {{battery health}}.
Checked: screen and touch, cameras, speakers and microphone, charging, Face ID or fingerprint, Wi-Fi and Bluetooth, unlocked to all networks, not reported lost or stolen.
Price: {{price for that phone}}. Warranty: {drWarranty}.

---
First phone for your child:
We'll set it up before it leaves the shop: parental controls (Screen Time on iPhone, Family Link on Android), an app-store password only you know, the contacts you choose, and a case and screen protector. You decide the rules; we'll show you where each setting is.`,
    marketingWisdom: "A second-hand phone is bought on trust, not on the spec sheet. Write down every check you already do; the card does the selling.",
  },
  {
    id: "dr-trade-in",
    deviceRepair: 7,
    name: "Trade-in of old phones at the counter, the data wiped in front of the customer, feeding the refurbished stock",
    kinds: ["local"],
    goals: ["signups", "revenue", "retention", "awareness"],
    stages: ALL_STAGES,
    channels: ["shop-window"],
    requires: [],
    uses: [],
    cost: { min: 0, max: 20 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Most drawers in {place} hold an old phone, and a fair price for it, off a repair or a refurbished phone, brings the customer back and gives you stock you know the history of.",
    description:
      "Offer a price for old phones at the counter, good for a week, as cash or off a repair or a refurbished phone. Check the phone isn't reported lost or stolen and is signed out of the owner's account, then reset it in front of them. Ask at every repair whether there's an old phone at home.",
    steps: [
      "Write a trade-in price list for the five models you resell most; put it on the price page and a card at the counter.",
      "Write the checks (lost or stolen, account removed, reset in front of the owner) on a form the customer signs; keep it with their ID as your records require (check what the rules ask of you for second-hand goods).",
      "Ask at every repair and every refurbished sale: 'Got an old phone in a drawer?'",
      "Every Friday, write in the tracker: phones taken in, what they cost, and which became refurbished stock.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A trade-in price list", "A signed check form"],
    successMetrics: ["Phones taken in a week", "Trade-ins that became stock", "Progress towards: {metrics}"],
    template: `Counter card ({product}):
Old phone in a drawer? We'll give you {{a price range}} for it, as cash or off your repair or a refurbished phone. Price good for a week. We reset it in front of you, so your photos and messages leave with you, not with us.`,
    marketingWisdom: "Trade-ins turn a one-off repair into a second visit, and the phones you buy in are the stock you can warranty with confidence.",
  },
  {
    id: "dr-referrers",
    deviceRepair: 8,
    name: "The people who send repairs: schools and colleges, offices' IT contacts and businesses with fleets of phones in {place}",
    kinds: ["local"],
    goals: ["signups", "revenue", "retention", "awareness"],
    stages: ALL_STAGES,
    channels: ["partnerships", "calls"],
    requires: [],
    uses: ["sales"],
    cost: { min: 0, max: 30 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    inPerson: true,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "A college office, a school's IT technician and a firm with twenty work phones each send a steady stream of cracked screens, and one agreement with them is worth dozens of walk-ins.",
    description:
      "Make a list of 20 nearby: the colleges and secondary schools (their IT or student services), offices with an IT contact, and businesses with fleets of phones or laptops (taxi firms, delivery and care companies, estate agents). Offer a simple business account: the same prices as the page, repairs first in the queue, one invoice a month. Also check whether any phone insurers or warranty firms use independent repairers near you, before you spend time on it.",
    steps: [
      "List the 20, with the name of whoever looks after the devices; write the email from the template.",
      "Send five a week and follow up each in person with the price page and a card.",
      "Give each account a named contact at the shop and a monthly invoice.",
      "Every Friday, write in the tracker: accounts opened, and repairs from each.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A list of 20 local organisations", "A one-page business account offer"],
    successMetrics: ["Business accounts opened", "Repairs a week from accounts", "Progress towards: {metrics}"],
    template: `Email to an IT contact or office manager:
Subject: Cracked screens and dead batteries, fixed {drReady}

Hi {{name}},

I run {product}, the repair shop on {{street}} in {place}. When one of your {{staff's / students'}} {drDevices} breaks, we can usually have it back {drReady}, at our published prices ({{price page link}}), with {drWarranty} and the data left untouched.

For {{organisation}} we'd put your repairs first in the queue and send one invoice a month. Could I drop in a card and the price list next week?

{{your name}}, {product}, {{phone}}`,
    marketingWisdom: "One IT contact who trusts you is worth a hundred walk-ins. Keep their repairs fast and their invoices simple.",
  },
  {
    id: "dr-search-ads",
    deviceRepair: 9,
    name: "Google search ads on searches such as \"{drSearch}\", around the shop, judged by repairs booked",
    kinds: ["local"],
    goals: ["signups", "revenue", "awareness"],
    stages: ALL_STAGES,
    channels: ["google-ads"],
    requires: [],
    uses: ["paid"],
    cost: { min: 200, max: 800 },
    paid: true,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Someone searching {drSearches} has a broken phone in their hand right now; a capped search campaign around the shop puts your price and warranty in front of them at that moment.",
    description:
      "One Google search campaign with a daily cap, a few miles around the shop, on repair searches with the model and the town (and 'near me'), each ad pointing to its repair's page with the price, the part and the warranty. Turn on call and location assets. Judge it only by repairs booked: ask every customer how they found you, and stop any search term that brings clicks but no repairs in a fortnight.",
    steps: [
      "Set one campaign with a daily cap, a radius around the shop and your opening hours as the schedule.",
      "Add ad groups for screens, batteries and laptops, each with its page from the price page tactic.",
      "Each week, read the search terms and add the ones that don't fit (jobs, parts for sale, DIY) as negatives.",
      "Every Friday, write in the tracker: spend, calls, and repairs booked from the ads; cost per repair booked.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A Google Ads account with a daily cap", "The repair pages"],
    successMetrics: ["Cost per repair booked", "Repairs booked from the ads", "Progress towards: {metrics}"],
    template: `Search ad:
Headline 1: {drSearch}
Headline 2: Ready {drReady} | {drWarrantyShort}
Description: {drScreen} at {product}. Free check and a quote before any work; your data untouched. Walk in or call now.`,
    marketingWisdom: "Repair searches are the most urgent searches there are. Pay for them only where the page, the price and the phone answer are already ready, and count repairs, not clicks.",
  },
  {
    id: "dr-scale-campaigns",
    deviceRepair: 9,
    name: "Search and map ads for every repair and the refurbished phones, run by a freelancer, with a second technician at the bench so same-day still holds",
    kinds: ["local"],
    goals: ["signups", "revenue", "awareness"],
    stages: ALL_STAGES,
    channels: ["google-ads"],
    requires: [],
    uses: ["paid"],
    cost: { min: 1500, max: 12000 },
    paid: true,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "A budget this size can answer every repair search around {place} ({drSearches}) and the searches for refurbished phones, as long as the bench keeps up: an ad that brings a repair you can't do {drReady} costs you the review too.",
    description:
      "Hire a freelancer who runs local search campaigns to set up Google search ads for each repair group (screens, batteries, laptops) and the refurbished phones, with call and location assets, each pointing to its page with the price, the part and the warranty; judge every campaign by repairs booked and phones sold, never by clicks. Put part of the budget into a second technician's hours at the busiest times, so same-day repairs hold when the ads work.",
    steps: [
      "Brief a freelancer with the price page, your margins by repair and the rule: cost per repair booked, counted weekly.",
      "Start with screens and batteries; add laptops and refurbished phones once those pay back.",
      "Book a second technician for the busiest days as soon as same-day repairs slip.",
      "Every Friday, write in the tracker: spend, repairs booked and phones sold from the ads, and cost per repair by campaign.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A freelancer for local search ads", "The repair pages", "A second technician's hours at peak times"],
    successMetrics: ["Cost per repair booked", "Refurbished phones sold from the ads", "Progress towards: {metrics}"],
    template: `Brief to the freelancer ({product}, {place}):
Goal: repairs booked and refurbished phones sold, not clicks. Area: {{miles}} around the shop, opening hours only.
Campaigns: screens ({drScreen}), batteries ({drBattery}), laptops, refurbished phones ({drWarranty}).
Each ad goes to its own page with the price, the part and the warranty. Report every Friday: spend, calls, repairs booked, cost per repair.`,
    marketingWisdom: "More ads only pay if the bench can keep the promise. Grow the ads and the hours at the bench together.",
  },
  {
    id: "dr-local-brand",
    deviceRepair: 10,
    name: "A local agency's video, map and poster campaigns across {place}, with a full-time second technician and a collection point for business accounts",
    kinds: ["local"],
    goals: ["signups", "revenue", "awareness"],
    stages: ALL_STAGES,
    channels: ["meta-ads", "youtube", "video", "flyers"],
    requires: [],
    uses: ["paid"],
    cost: { min: 8000, max: 40000 },
    paid: true,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Long-term",
    impact: "Medium Impact",
    why: "A budget this size can make {product} the name people in {place} think of before anything breaks, so they come straight to you instead of searching, as long as the bench and the business accounts can take the work.",
    description:
      "Hire a local agency for short videos of real repairs (a screen done while you wait, a refurbished phone checked), shown as local video and map ads, and posters near the stations, colleges and the shopping centre; judge each by repairs booked and phones sold. Hire a full-time second technician, and offer business accounts a collection and drop-off on fixed days.",
    steps: [
      "Brief the agency with the price page, the four promises and the rule: repairs booked and phones sold, counted weekly by campaign.",
      "Hire the second technician before the campaigns start, so same-day repairs hold.",
      "Set collection days for the business accounts from the referrers tactic.",
      "Every Friday, write in the tracker: spend by campaign, repairs booked, phones sold and cost per repair.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["A local agency", "A second technician", "A van or courier for business collections"],
    successMetrics: ["Cost per repair booked by campaign", "Business accounts' repairs a week", "Progress towards: {metrics}"],
    template: `Brief to the agency ({product}, {place}):
What we sell: {drDevices} repaired {drReady}, {drScreen}, {drWarranty}; refurbished phones with every check listed.
What we want: repairs booked and phones sold, counted weekly by campaign; no stock footage, only our bench and our customers (with permission).
Where: near the stations, the colleges and the shopping centre (check which sites can be booked), and video and map ads within {{miles}} of the shop.`,
    marketingWisdom: "Brand for a repair shop is being the name people already know when the screen cracks. Build it with real repairs, and only as fast as the bench can keep its promise.",
  },
];
