import type { LibraryTactic } from "../types";
import { ALL_STAGES } from "./stages";

/*
 * A self-storage site (containers, units, lock-ups; wine, document, boat and caravan storage). Nobody thinks of
 * storage until the week a move, a death, a divorce or a building job makes them, and then they search, open the
 * first page of results and pick what looks cheapest and easiest. So the plan makes the site easy to find, believe
 * and book in that week (real photos, every size with its full price, a size guide, booking online), puts its name
 * with the people who hear of the need first (removals firms, estate and letting agents, solicitors, builders), makes
 * the move-in easy, and keeps each customer longer with an honest monthly rate. A shop's stamp card, gift voucher,
 * staff perk or yearly service means nothing here. Owner's voice; every third party's rule worded as a check.
 */
export const STORAGE_TACTICS: LibraryTactic[] = [
  {
    id: "storage-google-profile",
    essential: true,
    name: "A Google profile that wins the week of need: real photos of the units and the gate, the hours, and booking on the first screen",
    kinds: ["local"],
    trades: ["storage"],
    goals: ["revenue", "awareness", "signups"],
    stages: ALL_STAGES,
    channels: ["google-business", "reviews"],
    requires: [],
    uses: [],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    inPerson: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "People in {place} look for storage only in the week they need it, search 'storage near me' and choose from the map and the first page; a profile with real photos of {product}'s units, the gate and the drive-up, the access hours and a booking link is what they compare, and it costs nothing.",
    description:
      "Make {product}'s Google Business Profile the one a person in a hurry can decide from: the right category (Self-storage facility), the access hours, twenty real photos (the gate and keypad, the CCTV, a row of units, the inside of each size with a person or a box for scale, the drive-up lane, the trolley), every unit size with its price in the products or services section, and the booking link as the profile's link. Post once a week: units free this week, a photo of a move-in (with permission), a size guide tip.",
    steps: [
      "Claim or check the profile: the category Self-storage facility, the address as customers drive to it, the access hours and the office hours if they differ, the phone that is answered, and the link to your booking page.",
      "Take twenty photos in daylight: the entrance and gate, the keypad, the cameras, the drive-up lane, a row of units, and the inside of each unit size with a box or a person for scale; upload them with plain names ('35 sq ft unit, inside').",
      "Add each unit size as a product or service with its weekly and monthly price in full, and the same words you use on your price page.",
      "Answer every question and review within a day, and post each Monday: which sizes are free, a size tip, a photo of the site.",
      "Every Friday, read the profile's numbers (searches, calls, direction requests, website clicks) beside the move-ins that week, and ask each new customer how they found you.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A phone with a good camera", "An hour in daylight on site", "The booking page's link"],
    successMetrics: ["Calls and booking-link clicks from the profile a week", "Move-ins who found you on Google", "Progress towards: {metrics}"],
    template: `Profile description:
{product}: drive-up self-storage in {place}, from {{smallest size}} to {{largest size}}. Access {stHours}, CCTV and a gated entry code. Every size and its full price is on our price page, with a guide to what fits in each; book online in two minutes or ring {{your phone number}}.

---
Weekly post:
Free this week at {product}: {{sizes free this week}}. A {{size}} unit holds {{what fits}}. See the price in full and book: {{link to your booking page}}`,
    marketingWisdom:
      "Storage is a distress purchase: the decision is made in days, on a phone, from what the first screen shows. The site that shows its real units, its price and a way to book wins over the one that says 'call for a quote', even when it costs a little more.",
  },
  {
    id: "storage-price-page",
    name: "One price page with every unit size, its full weekly and monthly price, what is extra, and a size guide: 'what fits in 35 sq ft'",
    kinds: ["local"],
    trades: ["storage"],
    goals: ["revenue", "signups"],
    stages: ALL_STAGES,
    channels: ["seo", "google-business"],
    requires: [],
    uses: [],
    cost: { min: 0, max: 30 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    inPerson: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "People who search for storage compare prices on the first page and pick the cheapest they can believe; the chains often lead with a low first-month offer and say the full price lower down, so a page where {product} shows every size at its full price, everything extra and what each size holds is the one they can compare honestly, and it turns 'the cheapest' into 'the clearest'.",
    description:
      "Write one page on {website} that answers everything a person in a hurry asks: a table of every unit size with its weekly and monthly price in full (the 35 sq ft at {price}), what is included (the gate, the cameras, drive-up access), what is extra and what it costs (insurance or cover of the goods, a padlock, a deposit if any), the notice to leave, and a size guide: for each size, what fits ('35 sq ft: the contents of a one-bedroom flat, or a builder's tools and materials') with a photo of a real unit packed. Add a booking form that reserves a unit without paying upfront. If you ever run an offer, say in the same line what the price is after it, so nobody's bill doubles by surprise.",
    steps: [
      "List every unit size you have, its weekly and monthly price in full, and every extra (cover for the goods, padlock, deposit, admin fee) with its price; if a line costs nothing, say so.",
      "Pack one unit of each common size with boxes and furniture, photograph it, and write one line per size on what it holds.",
      "Put the table, the size guide and the photos on one page, with a 'Reserve a unit' form (name, phone, size, move-in date) at the top and again at the foot.",
      "Link the page from your Google profile and every listing, and answer each reservation by phone within the hour in opening times.",
      "Every Friday, count visits to the page, reservations and move-ins, and note which size people ask for that you have none of.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["A page on your website with a form", "Boxes and some furniture for the photos", "Your full price list with every extra"],
    successMetrics: ["Reservations from the page a week", "Reservations that move in", "Progress towards: {metrics}"],
    template: `Prices at {product}: every size, in full
{{size}}: {{weekly price}} a week or {{monthly price}} a month. Holds {{what fits}}.
(one line for every size, the 35 sq ft at {price})

Included: drive-up access {stHours}, CCTV, your own gate code.
Extra: {{cover for your goods and its price}}, {{padlock price}}. {{admin fee and deposit if any}}.
Leave with {{notice}} notice. The price you see is the price you pay next month too.

Not sure which size? Tell us what you are storing and we'll say which unit fits, or come and look inside one.
Reserve a unit: {{link to your booking page}} · {{your phone number}}`,
    marketingWisdom:
      "The low first-month offer works because nobody reads the full price until the second bill. A page that shows the real price, every extra and what each size holds gives the careful searcher a reason to pick you, and a customer who was never surprised stays longer.",
  },
  {
    id: "storage-need-first-partners",
    name: "The people who hear of the need first: removals firms, estate and letting agents, probate solicitors, builders and kitchen fitters",
    kinds: ["local"],
    trades: ["storage"],
    goals: ["revenue", "partnerships", "awareness"],
    stages: ALL_STAGES,
    channels: ["partnerships", "referral"],
    requires: [],
    uses: [],
    cost: { min: 0, max: 60 },
    paid: false,
    hoursPerWeek: 1.5,
    contactsIndividuals: true,
    inPerson: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "The week someone needs storage, they have usually already told someone: the removals firm quoting a move with a gap between homes, the estate or letting agent whose buyer's chain broke, the solicitor handling a parent's house, the kitchen fitter who needs the room empty; if those people hand over {product}'s price sheet, the customer never reaches the search results where the chains wait.",
    description:
      "Make a one-page sheet for the people who hear of the need first: the sizes, the full prices, what fits in each, the access hours, and 'ring us and we'll hold a unit today'. Visit the removals firms, estate and letting agents, probate solicitors, builders and kitchen fitters around {place}, leave the sheets, and ask who in their work needs storage and when. Thank each one whose customer moves in, openly and the same way for all (a note, a box of biscuits; check any rules a solicitor's or agent's firm has about gifts or referral fees first). With solicitors, the sheet goes on their list of practical help, and the client rings you: you never approach someone who is grieving or separating.",
    steps: [
      "Print the sheet: every size with its full price, what fits, the access hours, your number and the line 'tell us your dates and we'll hold a unit'.",
      "List the ten removals firms, estate and letting agents, probate solicitors and kitchen fitters nearest to {product}, and the builders who buy at your nearest builders' merchant.",
      "Visit two a week with the sheets and the note in the template; ask when their customers most need storage (a chain gap, a house clearance, a refit) and leave your number with the person who deals with it.",
      "Ask every new customer who sent them, note it, and thank that firm the same way each time.",
      "Each month, count move-ins by the firm that sent them, and visit again the three that send most, with fresh sheets.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A one-page price sheet", "Fifty printed copies", "Two visits a week"],
    successMetrics: ["Firms with your sheet", "Move-ins sent by a firm a month", "Progress towards: {metrics}"],
    template: `Note left with the sheets:
Hi {{first name}}, I'm {{your name}} from {product}, the self-storage site at {{your address}}. When your customers have a gap between homes, a house to clear or a room to empty for building work, they need somewhere safe for a few weeks or months, usually at short notice. Every size and its full price is on the sheet, with what fits in each; if they ring {{your phone number}} we'll hold a unit the same day. Could I leave a few with you? I'd like to thank you whenever someone you send moves in.`,
    marketingWisdom:
      "Storage is bought in the gaps of bigger moments in life: a move, a death, a renovation. The businesses handling them hear of the gap first, and a clear price sheet in their hands is worth more than any ad that waits for the search.",
  },
  {
    id: "storage-traders-lockups",
    name: "Lock-ups for local traders: builders, market and eBay sellers on a monthly business rate, near the roads they drive",
    kinds: ["local"],
    trades: ["storage"],
    goals: ["revenue", "retention"],
    stages: ALL_STAGES,
    channels: ["partnerships", "facebook-groups"],
    requires: [],
    uses: [],
    cost: { min: 0, max: 40 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    inPerson: true,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "A builder's tools, a market trader's stock and an eBay seller's boxes need a lock-up for years, not weeks; they are the customers who keep {product} let through the quiet months and raise the average stay, and they find a lock-up through other traders, the builders' merchant and the sellers' groups they already use.",
    description:
      "Offer traders one clear business rate by the month (the same unit price, paid monthly, with the access hours that suit an early start if you can give them), and say what a trader gets: drive-up to the door, room for a van to turn, and the gate open from the first hour you open. Put a card on the counter of the builders' merchants and trade counters near {place}, tell the market managers, and post once in the local sellers' and traders' groups where posts by businesses are allowed (read each group's rules first).",
    steps: [
      "Decide the trade rate: the monthly price for each size a trader uses, what the access hours are, and whether a business can pay by invoice.",
      "Print a card for trade counters: 'Lock-ups from {{monthly price}} a month, drive-up, CCTV, access {stHours}' and your number.",
      "Ask the builders' merchants, tool hire shops and trade counters near you whether you can leave cards, and tell the managers of the markets nearby.",
      "Post the offer once in the local traders' and sellers' groups whose rules allow it, with a photo of a unit with a van at the door.",
      "Count trade customers each month and how long they stay, and ask each one who else they know who needs a lock-up.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A trade rate by the month", "A hundred printed cards", "A photo of a van at a unit door"],
    successMetrics: ["Trade customers", "Months each trade customer stays", "Progress towards: {metrics}"],
    template: `Card for the trade counter:
Lock-ups for traders at {product}
Drive-up to the door, CCTV, your own gate code, access {stHours}.
{{size}} from {{monthly price}} a month, no surprises on the second bill.
Tools, stock, eBay boxes, market gear: ring {{your phone number}} and see a unit today.`,
    marketingWisdom:
      "Household customers fill a storage site in bursts and leave when the move is done; traders stay for years. A few trade customers steady the occupancy and the average stay more than any offer to the public.",
  },
  {
    id: "storage-easy-move-in",
    name: "A move-in that takes an hour: a trolley at the gate, boxes and padlocks on site, and a removals firm you can recommend",
    kinds: ["local"],
    trades: ["storage"],
    goals: ["revenue", "retention"],
    stages: ALL_STAGES,
    channels: ["partnerships", "reviews"],
    requires: [],
    uses: [],
    cost: { min: 20, max: 120 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    inPerson: true,
    timeFrame: "Quick Win",
    impact: "Medium Impact",
    why: "Someone choosing storage in a hurry worries about the day itself (the van, the boxes, the lifting), and a trolley at the gate, boxes and a padlock ready to buy, and the name of a removals firm or a man and van you trust take that worry away, and the move-in is what they tell friends and write in a review.",
    description:
      "Make the move-in the easy part: two trolleys by the units, boxes, tape and padlocks on sale at the office at a fair price, a printed move-in sheet (the gate code, the hours, how to pack a unit, your mobile), and the name of a local removals firm or man and van you trust for those without a van (a thank-you to them and from them both ways, never a hidden fee). Meet every new customer at the gate the first time if you can.",
    steps: [
      "Buy two trolleys and a stock of boxes, tape and padlocks, and price them plainly on the price page and at the office.",
      "Write the one-page move-in sheet: the gate code and access hours, how to pack (heavy at the back, a path to the back), what may not be stored, and your mobile.",
      "Agree with one removals firm or man and van nearby that you'll recommend each other, and put their name on the price page.",
      "Ring or text each customer the day before move-in with the sheet, and meet them at the gate if you can.",
      "Count move-ins that used the trolley, bought boxes or booked the van, and note what anyone struggled with on the day.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["Two trolleys", "Boxes, tape and padlocks to sell", "A one-page move-in sheet", "One removals firm or man and van you trust"],
    successMetrics: ["Move-ins a week", "Reservations that moved in on the day booked", "Progress towards: {metrics}"],
    template: `Text the day before move-in:
Hi {{first name}}, it's {{your name}} at {product}. Your {{size}} unit is ready for tomorrow. Your gate code is {{gate code}}; the gate is open {stHours}. There are trolleys by the units, and boxes, tape and padlocks at the office if you need them. No van? {{removals firm or man and van}} on {{their number}} can help. I'll be at the gate at {{time}} to show you in.`,
    marketingWisdom:
      "The moment a storage customer judges you is the move-in, not the booking. An hour that went smoothly becomes the review that the next person in a hurry reads.",
  },
  {
    id: "storage-stay-longer",
    name: "A monthly rate that rewards staying, a check-in at month two, and an honest word before any price change",
    kinds: ["local"],
    trades: ["storage"],
    goals: ["revenue", "retention"],
    stages: ALL_STAGES,
    channels: ["sms", "email-marketing"],
    requires: [],
    uses: [],
    cost: { min: 0, max: 20 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    inPerson: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Most people plan to store for a few weeks and stay for months, and leave early when the price jumps or nobody seems to know they are there, so a monthly rate that costs less than paying week by week, a text at month two and no surprise on the bill keep {product}'s units let and the average stay long.",
    description:
      "Offer two ways to pay: weekly ({price}) and monthly for a little less, with a lower rate again for six months paid or committed, said in full on the price page. At month two, text every customer: is the unit the right size, does anything need sorting, and would the six-month rate suit them. Give at least a month's notice of any price change, in plain words, and never raise a customer's price in their first six months.",
    steps: [
      "Set the monthly rate and the six-month rate for each size, and put them beside the weekly price on the price page.",
      "Keep a list of every customer's move-in date, so you can see who reaches month two each week.",
      "Every Monday, text the customers who reached month two with the message below, and change their rate the same day when they say yes.",
      "When a customer gives notice, ask in one line why they are leaving and whether a smaller unit would suit; note the answer.",
      "Each month, count units let, move-outs and the average months stayed, beside your goal.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A list of move-in dates", "A monthly and a six-month rate for each size", "Your phone for texts"],
    successMetrics: ["Customers on the monthly or six-month rate", "Average months stayed", "Progress towards: {metrics}"],
    template: `Text at month two:
Hi {{first name}}, it's {{your name}} at {product}. You've had your {{size}} unit for two months now: is it still the right size, and is there anything we could do better? If you think you'll need it a while longer, the six-month rate is {{six-month price}} instead of {{their current price}}, and your price won't change in that time. Just reply and I'll sort it.`,
    marketingWisdom:
      "A storage site grows by the months each customer stays as much as by the customers it wins. A customer who knows the price won't jump and hears from a person at month two has no reason to move their things to save a pound.",
  },
  {
    id: "storage-review-after-move-in",
    name: "A review asked the week after move-in, about the move-in itself, and every review answered",
    kinds: ["local"],
    trades: ["storage"],
    goals: ["revenue", "awareness", "retention"],
    stages: ALL_STAGES,
    channels: ["reviews", "google-business"],
    requires: [],
    uses: [],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    inPerson: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "The person searching in a hurry reads the reviews before the price; a week after move-in {product}'s customers still remember the gate, the trolley and the welcome, so that is when a short, honest review comes most easily, and reviews that mention the price and the move-in answer what the next searcher worries about.",
    description:
      "A week after each move-in, text the customer once to ask for an honest Google review, with the direct link. Ask every customer the same way, never offer anything for a review (Google's rules forbid it; check them), and answer every review, good or bad, within a day with a line about what they said.",
    steps: [
      "Copy the review link from your Google profile and shorten it.",
      "Add 'review asked' to your list of move-ins, and text each customer the message below seven days after they moved in.",
      "Answer every review within a day, by name, with one line about what they said; answer a poor one with what you'll change.",
      "Each Friday, count reviews asked and written, and read what they mention most.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["Your Google review link", "Your list of move-ins", "Five minutes a day"],
    successMetrics: ["Reviews a month", "Share of customers asked who wrote one", "Progress towards: {metrics}"],
    template: `Text a week after move-in:
Hi {{first name}}, {{your name}} at {product} here. I hope the move-in went well and everything's settled in the unit. People looking for storage in a hurry rely on reviews from people like you: if you have a minute, would you write an honest one here? {{review link}} Thank you, and just text this number if anything needs sorting.`,
    marketingWisdom:
      "Reviews are asked for most easily just after the moment that went well. For storage that moment is the move-in, and a review that says 'the price was what they said and the move-in took an hour' answers the two fears of everyone who reads it.",
  },
  {
    id: "storage-search-ads",
    name: "Search ads on 'storage near me' and 'storage {town}', shown within a short drive, judged by move-ins",
    kinds: ["local"],
    trades: ["storage"],
    goals: ["revenue", "signups"],
    stages: ALL_STAGES,
    channels: ["google-ads"],
    requires: [],
    uses: ["paid"],
    cost: { min: 150, max: 4000 },
    paid: true,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    inPerson: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Everyone who needs storage near {place} searches for it in the same week; a search ad puts {product} above the chains on exactly those searches, and because you count move-ins, not clicks, you know within a month whether a new customer from the ads costs less than their first month's rent.",
    description:
      "Run one Google Ads search campaign, shown to people searching within a short drive of the site, on the searches of the week of need: 'storage near me', 'self storage {town}', 'storage units {town}', 'container storage', 'lock up to rent'. Send each ad to the price page, not the home page, and put the full price in the ad. Add negatives (jobs, furniture, ideas, boxes to buy). Judge it by one number: what a move-in from the ads cost, against a month's rent.",
    steps: [
      "Set up a Google Ads account linked to your Google profile, and count as results: calls from the ad, reservations on the price page, and calls to your number from the site.",
      "Make one search campaign shown to people within a short drive of {product}, with a daily cap you can afford to lose while you learn.",
      "Add 15 to 20 searches from the week of need and your town's name, and the negatives; write the ad from the template, with the full price.",
      "Ask every new customer how they found you, and note 'the ad' when they say so.",
      "Every Friday, read the search terms and add negatives; after four weeks, divide what the ads cost by the move-ins they brought and keep them only if a move-in costs less than a month's rent.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A Google Ads account linked to your Google profile", "A daily cap", "Thirty minutes every Friday"],
    successMetrics: ["Move-ins from the ads", "Cost per move-in against a month's rent", "Progress towards: {metrics}"],
    template: `Headlines (up to 30 characters each):
{product}
Storage near {town}
{{size}} unit {{price a week}}
Drive-up, CCTV, gated

Descriptions (up to 90 characters each):
Every size and its full price on one page. No first-month bait, no surprise later.
Access {stHours}, your own gate code. Reserve a unit online or ring {{your phone number}}.`,
    marketingWisdom:
      "Storage searches have the clearest intent there is: nobody searches 'storage near me' for fun. The money is wasted only on searches you never read and on ads that send people to a page without a price, so the Friday check and the price page matter more than the bid.",
  },
  {
    id: "storage-area-campaign",
    name: "Ads across the whole area in the months people move: Facebook and Instagram to people nearby, and signs on the roads to the site",
    kinds: ["local"],
    trades: ["storage"],
    goals: ["revenue", "awareness"],
    stages: ALL_STAGES,
    channels: ["meta-ads", "instagram", "flyers"],
    requires: [],
    uses: ["paid"],
    cost: { min: 2000, max: 20000 },
    paid: true,
    hoursPerWeek: 2,
    contactsIndividuals: false,
    inPerson: false,
    timeFrame: "Long-term",
    impact: "Medium Impact",
    why: "Ads on searches catch people already looking, and with a budget this size {product} can also be the name people in {place} already know when the need comes, so the search they make is for you by name, which costs less than any 'storage near me' click.",
    description:
      "Run Facebook and Instagram ads to people living within a short drive of {product}, showing a real unit packed, its size and full price, and a link to the price page, heaviest in the months people move most; add signs where the law and the landowner allow on the roads to the site (check the council's rules for advertising consent first). Judge everything by move-ins and by searches for {product} by name in your Google profile's numbers.",
    steps: [
      "Set up Meta's Business Suite with your page and account, and count as results: reservations on the price page and calls.",
      "Make three ads from the size-guide photos (a flat's contents, a trader's lock-up, a renovation's furniture), each with the size and full price, aimed at people within a short drive, with a monthly cap.",
      "Ask the council about advertising consent for signs on the approach roads, and the landowners for permission, before you order any.",
      "Ask every new customer where they first heard of you, and note 'an ad' or 'a sign' when they say so.",
      "Every month, set the cost of each channel beside the move-ins it brought and searches for your name, and move money to what brings move-ins cheapest.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["Meta Business Suite", "The size-guide photos", "A monthly cap", "The council's answer on signs"],
    successMetrics: ["Move-ins from ads and signs", "Searches for your name a month", "Progress towards: {metrics}"],
    template: `Ad text:
Need space this month? At {product}, a {{size}} unit holds {{what fits}} for {{weekly price}} a week, the full price, with nothing added later. Drive-up, CCTV, your own gate code. See every size and reserve online: {{link to your booking page}}`,
    marketingWisdom:
      "Storage is searched for in a hurry, and in a hurry people pick the name they have already heard. A larger budget is best spent making that name yours before the need, then judged by the same number as the ads on searches: what a move-in cost.",
  },
];
