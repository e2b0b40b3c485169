import type { LibraryTactic } from "../types";
import { ALL_STAGES } from "./stages";

/*
 * Mobile food vendors: food trucks, food carts, street-food stalls and coffee carts (Reading.mobileFood).
 * They have no shop: customers need to know where the truck is today, the spots (a brewery's yard, an
 * office park at lunch, a market) are partnerships, and catering private events is a line of business of
 * its own, sold to office managers and event planners with packages, a price per head and a quote. A
 * mobile vendor's plan is made of these tactics only: a till, a shop window or ads "within a short drive
 * of the shop" mean nothing to a truck that is somewhere else tomorrow.
 */

export const MOBILE_FOOD_TACTICS: LibraryTactic[] = [
  {
    id: "mobile-food-weekly-schedule",
    mobileFood: 1,
    essential: true,
    name: "This week's spots, posted every Monday on Instagram and your Google Business Profile",
    kinds: ["local"],
    goals: ["revenue", "awareness", "retention"],
    stages: ALL_STAGES,
    channels: ["instagram", "google-business"],
    requires: [],
    uses: ["social", "content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "{audience} follow {truckWord}s on Instagram to find out where they are today: a schedule of the week's spots, posted at the same time every Monday and kept on your Google profile, is what turns a follower into a customer at the window.",
    description:
      "Every Monday morning, post where {product} parks each day this week (place, address, hours) on Instagram, as a post and a story saved to a 'This week' highlight, and the same list as a post on your Google Business Profile, set up for a {truckWord} that also caters. Followers plan their lunch and their brewery night around it; Google shows it to people searching for food near the spot.",
    steps: [
      "Write this week's spots in one list (day, place, address, hours), keep it as the first thing on {website}, the link in your Instagram bio, and post it on Instagram from this Monday on.",
      "Claim or tidy the Google Business Profile of {product}: type 'food truck' and 'caterer' into the category box and pick the closest ones Google offers, then either show the address of the spot where you park most days or hide the address and set {truckCity} as your service area. Check Google's guidelines for businesses without a fixed location before you choose, add {website}, your menu and ten photos of the truck and the food.",
      "Every Monday by 9am, post the week's schedule from the template below on Instagram (post and story, saved to the 'This week' highlight) and as a Google post; change the hours on Google for any day the truck is not out.",
      "{truckLicensingNote}",
      "Every Friday, write down the week's sales by spot from your card reader next to the Instagram reach of the Monday post, and give the weakest spot a month before you drop it.",
    ],
    setupSteps: 2,
    groundworkSteps: 1,
    resourcesNeeded: ["Instagram and a free Google Business Profile", "A weekly list of spots", "Sales by spot from your card reader"],
    successMetrics: ["The schedule posted every Monday, without a gap", "Sales by spot, counted every Friday", "Progress towards: {metrics}"],
    template: `Instagram post and Google post, every Monday:
Where to find {product} this week 🥟
Mon: {{spot}}, {{address}}, {{hours}}
Tue: {{spot}}, {{address}}, {{hours}}
Wed: {{spot}}, {{address}}, {{hours}}
Thu: {{spot}}, {{address}}, {{hours}}
Fri: {{spot}}, {{address}}, {{hours}}
Sat: {{spot}}, {{address}}, {{hours}}
This week's special: {{special}}. Pre-order for the office-park lunches at {website}.
Planning an office lunch or a party? We cater: {website}`,
    marketingWisdom:
      "A food truck's first marketing problem is simply being found: followers forget a spot, not a taste. The same schedule at the same time every week becomes a habit for them, and the Friday count by spot tells you where the truck should be.",
  },
  {
    id: "mobile-food-catering-page",
    mobileFood: 2,
    catering: true,
    name: "A catering page with three packages, a price per head and a quote form",
    kinds: ["local"],
    goals: ["revenue", "awareness"],
    stages: ALL_STAGES,
    channels: ["catering", "seo", "events"],
    requires: [],
    uses: ["content", "design"],
    cost: { min: 0, max: 20 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Office managers and people planning a wedding or a party decide on three things: what they get, what it costs a head, and whether the date is free; a page that answers all three and takes a quote request in a minute is where every other catering tactic sends them.",
    description:
      "Put a catering page on {website}: three packages (a drop-off lunch of {truckFood}, the truck at your event, a full party), each with what is included, the minimum number of guests and a price per head, and a short quote form (date, place, number of guests, dietary needs, contact). Answer every request within a day with a written quote and a deposit to hold the date.",
    steps: [
      "Cost three packages from your own food cost, staff hours and travel: a drop-off lunch (trays of {truckFood}, no truck), the truck at an event (two hours of service, a minimum number of guests), and a full party (three hours, sides and drinks). Write a price per head for each{perHeadNote}.",
      "Write down the rules a customer needs before booking: the minimum spend or guests, how far you travel from {truckCity}, the deposit to hold a date and when the balance is due, and what the host must provide (a level space for the truck, access, power if you need it).",
      "{truckCateringCheck}",
      "Put the page on {website} with the packages, six photos of the truck at events and a quote form with the fields in the template below; link to it from the weekly schedule and every profile you keep.",
      "Answer every quote request within one working day with the package, the total for their number of guests and the deposit, and log each request, quote and booking in one sheet.",
    ],
    setupSteps: 4,
    resourcesNeeded: ["Your food cost and hours per package", "Six photos of the truck at events", "A free form tool or your website's form", "A sheet of requests, quotes and bookings"],
    successMetrics: ["Catering page live with three priced packages within two weeks", "Quote requests a week, and how many become bookings", "Progress towards: {metrics}"],
    template: `Catering page:
{product} catering: {truckFood} for your office, wedding or party in {truckCity}

1. Office lunch drop-off: trays of {truckFood} and sides, delivered. From {{price per head}} a head, {{minimum}} people minimum.
2. The truck at your event: two hours of fresh {truckFood} served from the window. From {{price per head}} a head, {{minimum}} guests minimum.
3. The full party: three hours of service, sides and drinks. From {{price per head}} a head.

A deposit of {{deposit}} holds your date; the balance is due {{when}}. Vegetarian and vegan options on every package.

Quote form: Date · Where (address) · Number of guests · Which package · Dietary needs · Your name, email and phone
We reply within one working day with a written quote.`,
    marketingWisdom:
      "People booking food for thirty colleagues or a wedding buy certainty more than food: a clear price a head, a minimum and a quick written quote beat a beautiful menu with 'contact us for prices'. Three packages also make the middle one the easy choice.",
  },
  {
    id: "mobile-food-ask-planners",
    mobileFood: 3,
    catering: true,
    name: "Ask office managers and event planners directly, five a week, with a tasting",
    kinds: ["local"],
    goals: ["revenue", "awareness"],
    stages: ALL_STAGES,
    channels: ["catering", "partnerships", "events"],
    requires: [],
    uses: ["sales"],
    cost: { min: 30, max: 120 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Catering is booked by a few people: the office managers of the companies around your lunch spots, wedding and event planners, and venues without a kitchen; each one books food many times a year, and a personal ask with something to taste reaches them faster than any post.",
    description:
      "Keep a list of thirty people who book food in {truckCity}: office managers at the office parks where {product} parks, event and wedding planners, and venues and breweries that host private parties without a kitchen. Each week contact five with the short note below, in person at lunch with a box of {truckFood} where you can, and follow up once a week later.",
    steps: [
      "Write the list: the companies at the office parks where you park (ask the reception desk who orders food for meetings), ten wedding and event planners and party venues in {truckCity}, and the breweries that host private parties.",
      "Each week pick five: drop by at lunch with a tasting box and the catering page's QR code, or send the note below by email with a photo of the truck at an event.",
      "A week later, follow up once with one line and a date idea ('your team lunch before the holidays?'); stop after that if there is no answer.",
      "Log each contact, reply, quote and booking in the catering sheet, and note which kind of contact (office, planner, venue) books.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A list of thirty people who book food", "Five tasting boxes a week", "The catering page's QR code on a small card"],
    successMetrics: ["Five contacts a week, every week", "Quote requests from contacts a month", "Progress towards: {metrics}"],
    template: `Note to an office manager (email, or handed over with a tasting box):
Subject: Lunch for {{their office}} from the {truckWord} in your parking lot

Hi {{first name}},

I'm {{your name}} from {product}, the {truckWord} serving {truckFood} at {{office park}} on {{day}}s. If you order food for team lunches, meetings or a party, we cater: a drop-off lunch or the truck itself at your door, priced per head, with a written quote within a day.

Three packages and the prices are here: {website}. Could I bring your team a tasting on {{day}}?

Thank you,
{{your name}}, {product}

---
Note to an event or wedding planner:
Hi {{first name}},

I'm {{your name}} from {product}, a {truckWord} in {truckCity} serving {truckFood}. Couples and hosts love a truck for the evening food or the late-night snack, and we make it simple: packages per head, a deposit to hold the date, and we bring everything.

Our packages: {website}. If you have a client this season who might like it, I'd be glad to send a quote or bring you a tasting.

{{your name}}, {product}`,
    marketingWisdom:
      "One office manager who books lunch every quarter is worth dozens of new followers: catering is won by asking the few people who book food, in person, with something to taste. Ask for one specific next step (a tasting, a date), not for 'keeping us in mind'.",
  },
  {
    id: "mobile-food-we-cater-card",
    mobileFood: 4,
    catering: true,
    name: "A 'We cater' card in every bag, and a thank-you after each event that asks for an introduction",
    kinds: ["local"],
    goals: ["revenue", "retention"],
    stages: ALL_STAGES,
    channels: ["referral", "flyers", "events", "reviews", "catering"],
    requires: [],
    uses: [],
    cost: { min: 20, max: 60 },
    paid: false,
    hoursPerWeek: 0.25,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "Medium Impact",
    why: "The people eating at the window are the same people who plan the office party, the birthday and the wedding: a small card in every bag tells them {product} caters, and every guest at a catered event is the next host.",
    description:
      "Print a small 'We cater' card with the three packages and the QR code of the catering page, and put one in every bag at the window and on the table at every catered event. The day after each event, send the host a thank-you that asks for a review and for one introduction to someone who books food.",
    steps: [
      "Print 500 cards from the template below with the QR code of the catering page; keep a stack at the window and put one in every bag.",
      "At every catered event, put a small stand of cards by the truck's window; guests ask who made the food.",
      "The day after each event, send the host the thank-you below, with the link to your Google reviews.",
      "In the catering sheet, note where each quote request heard of you (card, event guest, introduction), and reprint when the stack runs low.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["500 printed cards with a QR code", "A small card stand for events", "Your Google review link"],
    successMetrics: ["Quote requests that name the card or an event", "Introductions a month from hosts", "Progress towards: {metrics}"],
    template: `Card in every bag:
We cater! 🥟
{product} at your office lunch, wedding or party in {truckCity}: drop-off trays or the truck itself, priced per head.
Scan for packages and a quote within a day: {website}

---
Thank-you to the host, the day after:
Hi {{first name}},

Thank you for having {product} at {{event}} yesterday; we loved feeding your guests. If you have a minute, a few honest words on Google help other hosts find us: {{review link}}.

And if you know someone who books food for their office, a wedding or a party, I'd be grateful for an introduction; just reply with their name, or forward this email.

{{your name}}, {product}`,
    marketingWisdom:
      "A catered event is a tasting for every guest: the card on the table and the host's introduction turn one booking into the next. Ask for one named introduction, not 'tell your friends': a specific ask gets a specific answer.",
  },
  {
    id: "mobile-food-brewery-slots",
    mobileFood: 5,
    name: "A regular night at two or three breweries, promoted by both of you",
    kinds: ["local"],
    goals: ["revenue", "awareness", "retention"],
    stages: ALL_STAGES,
    channels: ["partnerships", "instagram", "events"],
    requires: [],
    uses: ["social"],
    cost: { min: 0, max: 40 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "A brewery without its own kitchen keeps guests longer when there is food, and its regulars are your customers: a fixed night every week, on both your schedules, gives the brewery a reason to promote {product} and gives you a crowd you can count on.",
    description:
      "Ask two or three breweries without a kitchen in {truckCity} for the same night every week (Thursday at one, Saturday at another), and agree how you promote it together: their post and board name you, your Monday schedule names them. Count sales per night, and offer the brewery's events (a release, a quiz) a special bun.",
    steps: [
      "List the breweries and taprooms in {truckCity} without their own kitchen, and the nights they are busiest; ask other trucks which ones treat trucks well.",
      "Visit the manager at a quiet time with a tasting and the note below; ask for one fixed night a week for a month's trial, and agree the terms (a fee or a share of sales, if any, power, where the truck parks, hours).",
      "Check with the brewery what their licence and the property owner need from a truck on their lot, and that your {truckWord} licence covers that spot.",
      "Tag each other: the brewery's post and board name {product} on your night, your Monday schedule names the brewery; ask them to share the schedule post.",
      "Count sales per brewery night for a month; keep the nights that pay and offer the best brewery a special for its next release or event.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["A list of breweries without a kitchen", "Tasting boxes for the managers", "Sales per night from your card reader"],
    successMetrics: ["Two fixed brewery nights a week within six weeks", "Sales per brewery night", "Progress towards: {metrics}"],
    template: `Note to a brewery manager:
Hi {{first name}},

I'm {{your name}} from {product}, the {truckWord} serving {truckFood} in {truckCity}. Your guests stay longer and come back when there's good food in the yard, so I'd love a regular night at {{brewery}}: the same night every week, {{hours}}, starting with a month's trial.

We post our spots every Monday to {{number of followers}} followers on Instagram and tag you each week; you'd mention us on your board and in your posts on our night. Happy to agree power, where we park and any fee. Could I bring you a tasting on {{day}}?

{{your name}}, {product}`,
    marketingWisdom:
      "The best spots are partnerships, not parking: the brewery gains food that keeps guests drinking, you gain a crowd that is already there. Make it easy for them to say yes (a trial month, clear terms) and easy to promote you (a post they can share).",
  },
  {
    id: "mobile-food-office-lunch-rota",
    mobileFood: 6,
    workplaces: true,
    name: "An office-park lunch rota, with a pre-order link for each day",
    kinds: ["local"],
    goals: ["revenue", "retention"],
    stages: ALL_STAGES,
    channels: ["partnerships", "email-marketing", "catering"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 40 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Office workers eat lunch in a narrow window: a fixed weekday at each office park, with orders taken before noon, means no queue for them and a known number of buns for you, and the property manager gets a lunch option to offer tenants.",
    description:
      "Agree a fixed weekday with the property managers of two or three office parks, and ask them to tell their tenants. Set up a pre-order link (your card reader's online ordering page, if it has one) so people order by 11am and pick up without queuing, and put the link in the Monday schedule. Each office lunch is also a chance to meet the people who book team catering.",
    steps: [
      "List the office parks in {truckCity} with no canteen and a few hundred staff; find the property manager of each.",
      "Ask for a fixed weekday with the note below; agree where the truck parks, the hours, and check that the owner's permission and your {truckWord} licence cover the spot.",
      "Turn on online ordering for pick-up in your card reader or order system (many offer it; check the fee), with a cut-off at 11am and a pick-up time on the order.",
      "Ask each property manager to send the tenants' note below, and put the pre-order link in your Monday schedule.",
      "Count pre-orders and walk-up sales per office park each week; ask the regulars who books their team's lunches, and add them to the catering list.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["Two or three property managers' contacts", "Online ordering in your card reader or order system", "A weekly count of pre-orders per office park"],
    successMetrics: ["Two office parks on a fixed weekday within eight weeks", "Pre-orders per lunch", "Progress towards: {metrics}"],
    template: `Note to a property manager:
Hi {{first name}},

I'm {{your name}} from {product}, a {truckWord} serving {truckFood} in {truckCity}. We'd like to offer your tenants a fixed lunch day at {{office park}}: {{weekday}}s, {{hours}}, with orders taken online before 11am so nobody queues. Could we agree where we'd park and anything your building needs from us?

{{your name}}, {product}

---
For tenants (for the property manager to forward):
Lunch is coming to {{office park}}: {product} serves {truckFood} every {{weekday}}, {{hours}}, by {{where the truck parks}}.
Order by 11am at {website} and skip the line. Planning a team lunch? We cater too.`,
    marketingWisdom:
      "A lunch rota turns a parking spot into a standing order: the same day each week, with orders before noon, tells you how much to prep and gives office workers a habit. The regulars in the line are also the shortest path to the person who books their team's catering.",
  },
  {
    id: "mobile-food-catering-marketplace",
    mobileFood: 7,
    catering: true,
    name: "Check whether a corporate catering marketplace such as ezCater fits your drop-off package",
    kinds: ["local"],
    goals: ["revenue", "awareness"],
    stages: ALL_STAGES,
    channels: ["catering", "marketplaces", "events"],
    requires: [],
    uses: [],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 0.25,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Many office managers in US cities order meeting food on corporate catering marketplaces such as ezCater; listing the drop-off package there can bring orders from offices you would never reach on foot, if the commission and the delivery terms leave you a margin.",
    description:
      "Read the caterer sign-up pages and terms of ezCater and one or two other corporate catering marketplaces that serve {truckCity}: whether they take a food truck's drop-off menu, the commission per order, who delivers, the lead time, and how payment works. List only the drop-off package, at a price that covers the commission, and judge it on orders and margin after two months.",
    steps: [
      "Read ezCater's page for caterers and its current terms (check the commission per order, delivery, lead times and payment schedule: they change, so take them from the source, not from this plan).",
      "Work out the margin of the drop-off package after the marketplace's commission; if it is too thin, raise the marketplace price or leave it.",
      "If it pays, list the drop-off package with the description below, the minimum order and the lead time you can keep, and photos of the trays.",
      "Each month, compare marketplace orders and their margin with direct catering bookings in the sheet, and ask each marketplace customer whether they would book the truck for their next event.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["The marketplace's current terms", "The drop-off package's costs", "Photos of the trays"],
    successMetrics: ["A decision (list or not) with the margin worked out within four weeks", "Marketplace orders and their margin a month", "Progress towards: {metrics}"],
    template: `Marketplace listing description:
{product} is a {truckWord} in {truckCity} serving {truckFood}. Our office lunch drop-off: trays of {truckFood} with sides, vegetarian and vegan options on every order, from {{minimum}} people, ordered {{lead time}} ahead. Want the truck itself at your event? Ask us for a quote.`,
    marketingWisdom:
      "A marketplace rents you its customers: worth it for reach while the margin holds, and the best use of each order is turning that office into a direct customer for the next event, with your card in every tray.",
  },
  {
    id: "mobile-food-window-reviews",
    mobileFood: 8,
    name: "Ask for honest Google reviews at the window and after each event",
    kinds: ["local"],
    goals: ["revenue", "awareness", "retention"],
    stages: ALL_STAGES,
    channels: ["reviews", "google-business", "events", "catering"],
    requires: [],
    uses: [],
    cost: { min: 0, max: 20 },
    paid: false,
    hoursPerWeek: 0.25,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "Medium Impact",
    why: "People deciding where to eat lunch or whom to book for a party in {truckCity} read the Google reviews first; a steady trickle from regulars at the window and from event hosts moves {product} up the map and reassures a host booking for the first time.",
    description:
      "Put the review QR code from your Google Business Profile on a small sign at the window, ask regulars in one sentence when they say something kind, and add the link to every catering thank-you. Ask everyone alike and offer nothing in return: Google's rules forbid rewards for reviews and asking only happy customers.",
    steps: [
      "In your Google Business Profile, copy the review link and print it as a QR code on a small sign for the window.",
      "When a regular thanks you at the window, say the sentence in the template once, then drop it; never offer a free bun or a discount for a review.",
      "Add the same link to the thank-you you send the day after each catered event.",
      "Every Friday, count the new reviews and reply to each one within two days.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["Your Google review link", "A small printed QR sign for the window"],
    successMetrics: ["Two or more new Google reviews a week", "Every review answered within two days", "Progress towards: {metrics}"],
    template: `Sign at the window:
Loved your {truckFood}? A few honest words on Google help people in {truckCity} find {product}. Scan here. Thank you!

---
What to say at the window:
"Thank you, that's kind! If you ever have a minute, an honest Google review really helps a little {truckWord} like ours. The code's just there."`,
    marketingWisdom:
      "For a truck that moves, reviews do what a shop front does for a restaurant: they are what a stranger sees before deciding to walk over or to book. Ask in person, at the moment someone says something kind, and ask everyone alike.",
  },
  {
    id: "mobile-food-catering-search-ads",
    mobileFood: 9,
    catering: true,
    name: "Google search ads on 'food truck catering' in {truckCity}, sent to the catering page",
    kinds: ["local"],
    goals: ["revenue"],
    stages: ALL_STAGES,
    channels: ["google-ads", "events", "catering"],
    requires: ["paid"],
    workaround: {
      paid: "Set it up yourself in an evening: one campaign, ten catering keywords, your city as the location and a daily cap; read the search terms every Friday.",
    },
    uses: ["paid"],
    cost: { min: 150, max: 400 },
    paid: true,
    hoursPerWeek: 0.25,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Someone searching 'food truck catering {truckCity}' or 'office lunch catering' has a date and a budget: a small ad sending those searches to the catering page and its quote form is money spent only on people ready to book.",
    description:
      "Run one Google Ads search campaign shown to people in {truckCity} and around it, on catering searches only ('food truck catering', 'office lunch catering', 'wedding food truck', '{truckFood} catering'), with a daily cap, sending to the catering page. Count quote requests from the form, not clicks, and stop after six weeks if none come.",
    steps: [
      "Create a Google Ads account and set up a conversion for the quote form on the catering page, so each week shows quote requests.",
      "Create one search campaign with the location set to {truckCity} and the area you travel to, ten to twenty catering keywords, and negatives added right away: jobs, for sale, rental, how to start, used.",
      "Write the ad from the template below, each headline under 30 characters and each description under 90.",
      "Every Friday, read the search terms, add new negatives, and write cost and quote requests in the catering sheet; stop after six weeks if there are no quote requests.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["A Google Ads account", "A conversion on the quote form", "A daily budget cap"],
    successMetrics: ["Cost per quote request, each Friday", "Bookings from ad-led quotes", "Progress towards: {metrics}"],
    template: `Headlines (up to 30 characters each):
Food Truck Catering
{product} Catering
Quote Within a Day

Descriptions (up to 90 characters each):
Fresh {truckFood} at your office lunch, wedding or party. Packages priced per head.
Drop-off trays or the truck at your event. See packages and get a quote online.`,
    marketingWisdom:
      "Catering searches are few but worth a lot: one booking for fifty guests pays for weeks of clicks. Keep the keywords narrow and the Friday search-terms check honest, or the budget goes on people looking for a food truck job.",
  },
  {
    id: "mobile-food-paid-season",
    mobileFood: 10,
    catering: true,
    name: "A paid season of festival spots and a catering showcase, judged by bookings",
    kinds: ["local"],
    goals: ["revenue", "awareness"],
    stages: ALL_STAGES,
    channels: ["events", "google-ads", "catering"],
    requires: ["paid"],
    workaround: {
      paid: "Hire a freelancer who runs search ads for caterers for the first three months, paid a fixed fee, and have them show you the cost per quote request every week.",
    },
    uses: ["paid", "sales"],
    cost: { min: 2500, max: 20000 },
    paid: true,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "A budget this size can put {product} where crowds and the people who book catering gather at once: vendor spots at the food and beer festivals of {truckCity}, a showcase lunch for office managers and event planners, and catering search ads across the whole area you travel to.",
    description:
      "Spend the budget on three things, each judged by quote requests and bookings: vendor spots at two or three festivals and large markets in {truckCity} this season (fees and rules vary: ask each organiser), one catering showcase lunch for thirty office managers, event planners and venue managers at a venue, and the catering search ads widened to every town you travel to. Stop any line whose cost per booking is above what a booking earns you.",
    steps: [
      "List the festivals, beer events and large markets in {truckCity} this season, with each one's vendor fee, crowd size, application deadline and what its permit rules ask of a {truckWord}; apply to the two or three whose crowd matches your customers.",
      "Book a venue and send invitations to thirty office managers, event planners and venue managers for a catering showcase lunch, with the three packages on the table and the quote form on a card.",
      "Widen the catering search ads to every town you travel to, with a higher daily cap and the same Friday search-terms check.",
      "At each festival, hand out the 'We cater' card with every order and count quote requests that name the festival in the catering sheet.",
      "Every Friday, write each line's cost and the quote requests and bookings it brought; move money to the line with the lowest cost per booking.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["Vendor applications and fees for two or three festivals", "A venue for a showcase lunch", "A weekly sheet of cost per booking by line"],
    successMetrics: ["Two festivals booked and the showcase lunch held within eight weeks", "Cost per catering booking by line, each Friday", "Progress towards: {metrics}"],
    template: `Invitation to the catering showcase:
Subject: Lunch on us: {product} catering showcase, {{date}}

Hi {{first name}},

You book food for your team or your clients' events, so we'd like to feed you first. Join us for a catering showcase lunch on {{date}} at {{venue}}: try the three {product} packages, from office drop-off trays of {truckFood} to the truck at your event, and take home a quote for your next one.

Reply to save your place; there are thirty seats.

{{your name}}, {product}`,
    marketingWisdom:
      "Money buys a catering business two things time cannot: being in front of a crowd that is already hungry, and a room full of the people who book food. Both are worth it only while each booking costs less than it earns, counted every week.",
  },
];
