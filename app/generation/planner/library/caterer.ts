import type { LibraryTactic } from "../types";
import { ALL_STAGES } from "./stages";

/*
 * Caterers (Reading.caterer). A corporate caterer or office lunch delivery business is chosen by the person who
 * orders food at work (an office manager, an executive assistant, an HR or workplace coordinator), who is judged
 * on food that arrives on time and suits every diet, and who reorders from the caterer that made that easy. So its
 * plan is a tasting for that person, the easy reorder (a standing order, a one-page menu with dietary labels, the
 * supplier paperwork), reliability said out loud, the people they ask (their networks, building managers, coworking
 * spaces), the catering marketplace kept as a channel with its regulars asked to order directly where its terms
 * allow, and the quiet weekdays of hybrid offices. An event or wedding caterer's couples and hosts book once after
 * a tasting, on a venue's or a planner's word. A caterer's plan is made of these tactics only: a SaaS company's
 * free trial, data migration, G2 listing or trade show, and a shop's window or till, mean nothing to it.
 */

const KINDS: LibraryTactic["kinds"] = ["local", "b2b-smb", "b2b-enterprise", "software"];

/** What every caterer's tactic shares: its kinds, stages and goals. */
const BASE = { kinds: KINDS, stages: ALL_STAGES, goals: ["revenue", "signups", "retention", "awareness", "partnerships"] } satisfies Pick<LibraryTactic, "kinds" | "stages" | "goals">;

const OFFICE_TACTICS: LibraryTactic[] = [
  {
    ...BASE,
    id: "caterer-office-tasting",
    caterer: 1,
    catererBuyers: "offices",
    essential: true,
    name: "A tasting for the people who order food, in named buildings, booked ahead and followed up the next morning",
    channels: ["catering", "linkedin"],
    requires: [],
    uses: ["sales"],
    cost: { min: 100, max: 600 },
    paid: false,
    hoursPerWeek: 3,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "The people who order food for {ctrFor} stay with the caterer they know because a late or wrong order is blamed on them, and what moves them is tasting your food with their own team, on a day that suits them, from someone who then makes the first real order easy.",
    description:
      "List the office buildings {ctrRadius} where companies of the size you feed work, find the person who orders food at each company (office manager, executive assistant, HR or workplace coordinator), and offer their team a tasting of your {ctrServes} for eight to ten people, every dish labelled ({ctrDiets}) with its allergens, delivered and set up at a time they choose, with the menu, the prices and how to order. Book each one ahead, deliver it exactly as you would a paying order, and follow up the next morning. Put tastings on {ctrQuietDays} where you can, so they never take a slot from a paying order.",
    steps: [
      "List 40 office buildings {ctrRadius} and the companies in them whose meetings need food for {ctrSizes}; find the person who orders food at each from the company's site, LinkedIn or the front desk, and note the days their team is in.",
      "Decide the tasting: a spread for eight to ten people from your menu, every item labelled with its diets and allergens, a printed one-page menu with prices and how to order; count its food cost in the budget.",
      "Write to five a week with the note below, by email or on LinkedIn; offer two dates, {ctrQuietDays} first, and book a time with the person who will be there.",
      "Each week, deliver the tastings booked as you would a paying order: on time to the minute, set up before the team arrives, the driver texting the person on arrival, your name and mobile number on the menu.",
      "The next morning, ask what the team liked and what they order for {ctrFor}; offer a first order with a date, and a standing order if they order every week.",
      "Every Friday, count tastings booked and delivered, first orders and standing orders, by building.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "A list of 40 buildings and the person who orders food at each company",
      "A tasting spread for eight to ten people, labelled for diets and allergens",
      "A printed one-page menu with prices and how to order",
    ],
    successMetrics: [
      "Five tastings booked a week, most on the quiet days",
      "First orders within a month of a tasting",
      "Standing orders from offices that tasted",
    ],
    template: `Subject: A tasting for your team at {{their company}}

Hi {{first name}},

I run {product}, a {ctrWord} in {ctrCity}: {ctrServes} for {ctrFor}, delivered and set up. I know you're the one people look to when lunch is late or someone's diet is forgotten, so I'd rather you tasted us before you ever order.

Could we bring a tasting for your team, for eight to ten people, on {{day and time}}? Every dish is labelled ({ctrDiets}) with its allergens, and we set it up and clear away. There's no charge and no need to order afterwards.

If another day suits you better, tell me and we'll fit around it.

{{your name}}
{product} · {{phone number}}`,
    marketingWisdom:
      "A caterer is chosen with the mouth and kept with the calendar: the tasting wins the first order, and what happens on the second and third (on time, labelled, easy to reorder) wins the account. Give the tasting to the person who orders, not to the whole floor.",
  },
  {
    ...BASE,
    id: "caterer-easy-reorder",
    caterer: 2,
    catererBuyers: "offices",
    name: "The easy reorder: a standing order on the day each team meets, a one-page menu with dietary labels, and ordering in two minutes",
    channels: ["catering"],
    requires: [],
    uses: ["design", "sales"],
    cost: { min: 0, max: 50 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Office managers reorder from the caterer that takes them two minutes and never surprises their accounts team, so a standing order on the days their team is in, a menu that answers every diet question before it is asked and paperwork their company accepts turn a good first order into a regular client.",
    description:
      "Make the second order easier than the first: a one-page menu with every dish labelled ({ctrDiets}) and its allergens marked ({ctrAllergens}), prices for {ctrSizes}, and three ways to order that take two minutes (a reply to an email, a text to one number, a short form on {website}). Offer every office that orders twice a standing order on the days their team is in ({ctrBusyDays}), confirmed the day before and changed with one reply. Have the supplier pack ready before anyone asks: {ctrPaperwork}.",
    steps: [
      "Write the one-page menu: every dish with its diet labels and allergens, portions and prices by group size, the order cut-off, what set-up includes, and one named contact with a mobile number.",
      "Set up the three ways to order and test each: a reply to your confirmation email, a text to one number, and a five-field form on {website} (date, time, address, headcount, diets); each gets a confirmation within the hour.",
      "Put the supplier pack in one folder you can send in a minute: {ctrPaperwork}.",
      "After each office's second order, offer the standing order with the note below: the same day each week or fortnight, a rotating menu, confirmed the day before.",
      "Send each standing order's confirmation the day before, with the headcount and diets to check, and invoice on the terms their accounts team asked for.",
      "Every month, count standing orders, reorders and the offices that ordered once and not again, and ask that last group what would have brought them back.",
    ],
    setupSteps: 3,
    resourcesNeeded: [
      "A one-page menu with diet and allergen labels and prices by group size",
      "An order form of five fields and one number for texts",
      "A supplier pack: {ctrPaperworkShort}, invoice terms",
    ],
    successMetrics: [
      "Share of first-time offices that order a second time within a month",
      "Standing orders running each week",
      "Minutes from an office's message to a confirmed order",
    ],
    template: `Subject: A standing order for {{their company}}'s {{day}} meetings?

Hi {{first name}},

Thanks for ordering from {product} again. Since your team meets on {{day}}, would a standing order help? We'd deliver {{what they ordered}} for about {{headcount}} people every {{day}}, rotating the menu so nobody tires of it, labelled for every diet as before.

The day before each delivery we'll send the headcount and diets to check, and one reply changes or skips it. We invoice monthly on your usual terms, and the supplier pack your accounts team may ask for ({ctrPaperworkShort}) is attached.

Shall I set it up from {{start date}}?

{{your name}}, {product}
{{phone number}}`,
    marketingWisdom:
      "Repeat business is designed, not hoped for: the caterer who is easiest to reorder from keeps the weekly meeting, even against one that cooks a little better. Every minute and every question you take out of the reorder is a reason to stay.",
  },
  {
    ...BASE,
    id: "caterer-marketplace-direct",
    caterer: 3,
    catererBuyers: "offices",
    catererMarketplace: true,
    name: "Keep {ctrMarketplace} as a channel, and ask its regulars to order from you directly where its terms allow",
    channels: ["marketplaces", "catering"],
    requires: [],
    uses: ["sales"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "{ctrMarketplace} brings offices you would not reach and keeps a share of every order, so it pays to let it bring the first order and to earn the reorder yourself, within what its terms for caterers allow.",
    description:
      "Read {ctrMarketplace}'s current terms for caterers first: what they say about marketing to customers who found you there, and what ordering through your own website costs ({ctrDirectRoute}). Then run every marketplace order as well as a direct one, and, where the terms allow it, ask the offices that reorder whether a standing order placed directly with you would suit them. Count what the marketplace costs each month next to what it brings, and keep it as a channel for as long as the new offices are worth the cut.",
    steps: [
      "Read {ctrMarketplace}'s terms for caterers and write down in one line what they allow: your own menu in the bag, contacting its customers, direct orders from an office that first found you there. Where it is unclear, ask {ctrMarketplace} in writing.",
      "In a sheet, list every office that has ordered from you on {ctrMarketplace} twice or more, with the person, the days and the group sizes.",
      "Make marketplace orders your best-run of the week (on time, labelled, the driver texting on arrival), with your menu and direct contact in the bag where the terms allow it.",
      "Where the terms allow it, send each repeat office the note below; never run the marketplace down to them, and keep looking after those who stay on it.",
      "Every month, write down what {ctrMarketplace} cost you in commission and fees next to the new offices and orders it brought.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "{ctrMarketplace}'s terms for caterers, read and summed up in one line",
      "A sheet of the offices that reorder through it",
      "Your one-page menu and direct contact card",
    ],
    successMetrics: [
      "Repeat marketplace offices that move to a direct standing order",
      "Commission paid each month, against new offices it brought",
      "Share of orders placed directly",
    ],
    template: `Subject: Your {{day}} orders, direct from {product}

Hi {{first name}},

Thank you for ordering from {product} so often; {{something about their last order}}. Since your team orders most {{day}}s, would a standing order placed directly with us be easier? The same menu at {{your direct price}}, a check on headcount and diets the day before, one named contact ({{your name}}, {{phone number}}) and a monthly invoice on your usual terms.

If {ctrMarketplace} suits your company's process better, that's fine too: we'll keep looking after your orders there just the same.

{{your name}}
{product}`,
    marketingWisdom:
      "A marketplace is rented reach: good for being found, costly as the only way your customers reach you. Earn the relationship with what it cannot give (a named person, a day-before check, a standing order), and stay inside the terms you signed.",
  },
  {
    ...BASE,
    id: "caterer-quiet-weekdays",
    caterer: 4,
    catererBuyers: "offices",
    catererQuiet: true,
    fillsQuietSlots: true,
    name: "A smaller team lunch for {ctrQuietDays}, and every tasting on those days",
    channels: ["catering"],
    requires: [],
    uses: ["sales"],
    cost: { min: 0, max: 100 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "Medium Impact",
    why: "Big orders bunch on {ctrBusyDays} while the kitchen has room on {ctrQuietDays}, so a smaller lunch for the teams who are in on those days, at a fixed price with a lower minimum, earns from days that stand half empty today without discounting the busy ones.",
    description:
      "Write a short menu for the quiet days: lunch for 8 to 20 people at a fixed price a head, a lower minimum than your big orders, ordered by noon the day before. Offer it first to your regular clients' smaller teams (a team that is in on those days, a send-off, a new starter's first day), and book every tasting on those days, so {ctrBusyDays} stay free for paying orders.",
    steps: [
      "Look at the last two months of orders by weekday and write down the orders and the food each day carried: that is the room you have on {ctrQuietDays}.",
      "Write the quiet-day menu: three or four dishes that travel well, with a choice for every diet ({ctrDiets}), a fixed price a head, a minimum of about eight people.",
      "Tell every regular client with the note below, and ask which of their teams are in on those days.",
      "Put every tasting on those days from now on, and keep {ctrBusyDays} for paying orders.",
      "After six weeks, compare the quiet days' orders with the two months before, and keep the menu if it pays for the cook's time.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["Two months of orders by weekday", "A quiet-day menu with a fixed price a head", "Your list of regular clients"],
    successMetrics: ["Orders on {ctrQuietDays} against the two months before", "Tastings held on the quiet days", "Quiet-day clients who also order on the busy days"],
    template: `Subject: Lunch for the team that's in on {{day}}

Hi {{first name}},

Many offices have a smaller team in on {ctrQuietDays}, so {product} now has a lunch just for those days: {{three dishes}} for 8 to 20 people at {{price a head}}, labelled for every diet, ordered by noon the day before, delivered and set up like any other order.

If one of your teams is in on those days, or you have a send-off or a new starter coming up, reply with the date and headcount and it's done.

{{your name}}, {product}
{{phone number}}`,
    marketingWisdom:
      "Fill the quiet days with a different product, not a cheaper version of the busy one: a discount on the busy days teaches your best clients to wait for it, while a small lunch on a quiet day is new money from the same kitchen.",
  },
  {
    ...BASE,
    id: "caterer-on-time",
    caterer: 5,
    catererBuyers: "offices",
    name: "On time, said out loud: an on-time record, one named contact and a driver who texts on arrival",
    channels: ["sms", "catering"],
    requires: [],
    uses: ["sales"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    timeFrame: "Ongoing",
    impact: "High Impact",
    why: "The person who orders is judged on whether the food arrives on time and suits every diet, so a caterer that shows its punctuality in numbers, gives one person to call and confirms every order the day before takes away the risk that keeps them with the caterer they know.",
    description:
      "Make reliability something offices can see: log the arrival time of every delivery against the time promised and put the month's record on the menu and in every quote; give every client one named contact with a mobile number; confirm every order the day before with the headcount and diets; have the driver send the person who ordered a text message on arrival and finish setting up before the meeting starts; and ask the next day how it went.",
    steps: [
      "Start a delivery log today: time promised, time arrived, set-up finished, anything missing; the driver fills it in at each drop.",
      "Write the three messages below so everyone sends them the same way: the day-before confirmation, the driver's arrival text, the next-day check-in.",
      "Name one contact for each client (you, at first), and put that name and a mobile number on every menu, confirmation and invoice.",
      "At the end of each month, put the on-time record on the menu, on {website} and in every quote, and tell each regular client their own month.",
      "When something goes wrong, tell the client before they notice, say what you will do, put it right on the next order, and note it in the log.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A delivery log the driver fills in", "Three message templates", "One named contact with a mobile number"],
    successMetrics: ["Deliveries on time each month, as a share of all", "Orders confirmed the day before", "Clients who reorder after a next-day check-in"],
    template: `Day-before confirmation:
Hi {{first name}}, it's {{your name}} at {product}. Tomorrow: {{order}} for {{headcount}} at {{time}}, {{address and floor}}. Diets noted: {{diets}}. Reply with any change by {{cut-off time}}. Your driver is {{driver's name}}.

The driver's arrival text:
Hi {{first name}}, {{driver's name}} from {product} here. I'm at {{building}} with your order and setting up in {{room}} now; it will be ready by {{time}}.

Next-day check-in:
Hi {{first name}}, how did yesterday's {{order}} go? Anything we should change next time? {{your name}}, {product}`,
    marketingWisdom:
      "In catering, reliability is what the buyer is really paying for: the food is judged once, the timing every week. Saying your record out loud, with numbers, turns an invisible virtue into a reason to switch.",
  },
  {
    ...BASE,
    id: "caterer-admin-networks",
    caterer: 6,
    catererBuyers: "offices",
    name: "Feed a meeting of the people who book food: office manager and executive assistant networks",
    channels: ["community", "events", "newsletter"],
    requires: [],
    uses: ["sales"],
    cost: { min: 0, max: 300 },
    paid: false,
    hoursPerWeek: 1.5,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Office managers and executive assistants ask each other which caterer never lets them down, so feeding a meeting of their network, with a menu at every place and one named contact, puts {product} in front of dozens of the people who order at once, on their peers' word.",
    description:
      "Find the groups where the people who order food at work meet: {ctrNetworks}. Offer to cater their next meeting or breakfast at cost, every dish labelled, with a one-page menu at each place; ask for a minute to say who you are, and offer each member a tasting for their own team. Where the group has a newsletter, offer a practical piece for its community from your kitchen.",
    steps: [
      "List the groups: {ctrNetworks}; note when each meets and who organises it.",
      "Write to each organiser with the note below: their next meeting or breakfast catered at cost, every dish labelled for diets and allergens.",
      "At the meeting, put a one-page menu at each place, say in one minute who you are and where you deliver, and offer each member a tasting for their own team.",
      "Within two days, write to every member who asked, book the tastings, and thank the organiser.",
      "Offer the group's newsletter a practical piece: how to order food for a big meeting with many diets, or how far ahead to book for an all-hands.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A list of the groups and their organisers", "Food for one meeting at cost", "One-page menus for every place"],
    successMetrics: ["Group meetings catered", "Tastings booked by members", "First orders from members"],
    template: `Subject: Breakfast for your next {{group name}} meeting, at cost

Hi {{first name}},

I run {product}, a {ctrWord} in {ctrCity}. Many of your members order food for their teams every week, so I'd like to feed your next meeting at cost: {ctrServes}, every dish labelled ({ctrDiets}) with its allergens, delivered and set up before people arrive.

All I'd ask is a minute to say who we are and a menu at each place. If members would like a tasting for their own team, I'll arrange it with them directly.

Would {{date of their next meeting}} work?

{{your name}}
{product} · {{phone number}}`,
    marketingWisdom:
      "The people who book food are a profession with its own circles, and they trust each other's recommendations more than any menu. Feed the circle once, label everything, and let them taste how easy you are.",
  },
  {
    ...BASE,
    id: "caterer-building-managers",
    caterer: 7,
    catererBuyers: "offices",
    name: "Building managers and coworking spaces who recommend caterers to their tenants",
    channels: ["partnerships", "events", "community"],
    requires: [],
    uses: ["sales"],
    cost: { min: 0, max: 300 },
    paid: false,
    hoursPerWeek: 1.5,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Property managers and coworking community managers are asked every week where tenants should order food, and run tenant events of their own, so being the caterer they name, and the one that fed their last tenant breakfast, brings {product} offices one building at a time.",
    description:
      "List the buildings and coworking spaces where your clients work and the ones {ctrRadius}, and their managers: {ctrBuildings}. Ask each how tenants choose caterers and whether they keep a preferred vendors list or a tenant portal (check what it asks of vendors); offer to cater a tenant breakfast or a lobby tasting at cost, with your menu for every company, and a tasting for each team that asks. Treat each manager as a partner: tell them how their tenants' orders went.",
    steps: [
      "Start with the buildings your best clients are in: ask each client who manages the building and whether they would introduce you.",
      "Write to 20 managers with the note below; ask how tenants choose caterers and what a preferred vendors list asks for, and send the supplier pack.",
      "Offer one tenant breakfast or lobby tasting a month at cost, with a menu for every company and a sheet where teams can book a tasting of their own.",
      "Follow up every tenant who signs up within two days with a tasting date, and tell the manager how it went.",
      "Every quarter, send each manager a short note: what their tenants ordered and one useful date (holiday ordering, a new menu).",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A list of buildings, coworking spaces and their managers", "The supplier pack", "Food for one tenant breakfast a month at cost"],
    successMetrics: ["Managers who agree to a tenant breakfast or list you", "Tenant tastings booked", "Offices won building by building"],
    template: `Subject: A tenant breakfast at {{building name}}, from {product}

Hi {{first name}},

I run {product}, a {ctrWord} in {ctrCity} delivering {ctrServes} to offices in {place}; {{client company}} in your building orders from us every week.

Tenants often ask their building's team where to order food for meetings. If it would help, I'd like to cater a tenant breakfast or a lobby tasting at {{building name}} at cost, with a menu for every company. And if you keep a preferred vendors list, our insurance, licence and allergen procedure are ready to send.

Could we find 15 minutes this week or next?

{{your name}}
{product} · {{phone number}}`,
    marketingWisdom:
      "A building manager sends tenants to whoever made them look good last time. Make their tenant event easy, thank them with news of how their tenants were looked after, and you become part of the building.",
  },
  {
    ...BASE,
    id: "caterer-office-google",
    caterer: 8,
    catererBuyers: "offices",
    name: "A Google Business Profile as a caterer, with photos of real set-ups and reviews from the people who order",
    channels: ["google-business", "reviews"],
    requires: [],
    uses: ["design"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "Medium Impact",
    why: "When an office manager needs a new caterer they search for catering near the office and read what other office managers say, so a complete profile with real set-ups and reviews that mention punctuality and diets is what a caterer without a shop is judged on first.",
    description:
      "Claim or complete {product}'s Google Business Profile with the category that fits catering best (check the closest one Google offers, such as Caterer), your service area rather than a street address if clients never come to the kitchen, the hours you take orders, and photos of real set-ups. Ask each happy client for a review after a good delivery, with the direct link, and answer every review within a week.",
    steps: [
      "Complete the profile: category, service area ({place}), order hours, a description in your clients' words, your menu link, and ten photos of real set-ups.",
      "Get the direct review link and add it to the next-day check-in for deliveries that went well.",
      "Ask five clients a week personally, right after a good delivery, with the note below; never offer anything in return for a review.",
      "Answer every review within a week, and add a photo of a real set-up every week or two.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["Ten photos of real set-ups", "The direct review link", "A note to ask for reviews"],
    successMetrics: ["Google reviews that mention punctuality or diets", "Calls and website clicks from the profile each month", "First orders that found you on Google"],
    template: `Hi {{first name}},

Thank you for ordering from {product} for {{their meeting}}. If the team was happy, would you leave us a short review on Google? Other office managers read them when they choose a caterer, and a line on whether we arrived on time and got the diets right helps them most: {{review link}}

Thank you,
{{your name}}, {product}`,
    marketingWisdom:
      "A buyer who has been let down by a caterer reads reviews for one thing: did they turn up on time with the right food. Ask for reviews that say so, in the client's words, and answer every one.",
  },
  {
    ...BASE,
    id: "caterer-contact-moves",
    caterer: 9,
    catererBuyers: "offices",
    name: "When your contact moves on: meet the successor, and follow them to their next office",
    channels: ["referral", "linkedin"],
    requires: [],
    uses: ["sales"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    timeFrame: "Ongoing",
    impact: "Medium Impact",
    why: "Office managers and assistants change jobs and take the caterers they trust with them, so a caterer who notices when a contact moves keeps the old account through the successor and wins the new one, where one who doesn't loses both.",
    description:
      "Keep the name of the person who orders at every client, and check it each month (an out-of-office reply, a new name on an order, a job change on LinkedIn). When someone leaves, ask for an introduction to their successor and offer the successor a tasting; when they start somewhere new, congratulate them and offer their new team one. Ask your happiest regulars, once, for a referral to one peer who orders food.",
    steps: [
      "Add a column to your client list: the person who orders, their role, and the date you last spoke.",
      "Each month, look for moves: out-of-office replies, new names on orders, job changes on LinkedIn.",
      "When a contact leaves, thank them, ask for an introduction to their successor, and offer the successor a tasting.",
      "When a contact starts somewhere new, send the note below within their first two weeks.",
      "Ask each of your happiest regulars, once, for one introduction to a peer who orders food for a team.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A client list with the person who orders at each", "Ten minutes a month to check for moves"],
    successMetrics: ["Accounts kept through a change of contact", "New offices won from a contact who moved", "Introductions from regulars"],
    template: `Subject: Congratulations on the new role

Hi {{first name}},

Congratulations on starting at {{their new company}}! It was a pleasure feeding your team at {{their old company}}.

When you're settled and planning your first meetings, we'd love to bring your new team a tasting, on us: the same {product} you know, labelled for every diet and set up before anyone arrives. Just reply with a day that suits.

{{your name}}
{product} · {{phone number}}`,
    marketingWisdom:
      "In office catering the customer is a person, not a company: relationships travel with people. Track the person, and every job move becomes a referral instead of a lost account.",
  },
  {
    ...BASE,
    id: "caterer-office-search-ads",
    caterer: 11,
    catererBuyers: "offices",
    name: "Search ads on the catering searches offices make near your kitchen, judged by first orders",
    channels: ["google-ads", "catering"],
    requires: ["paid"],
    workaround: {
      paid: "Hire a freelancer who runs search ads for local food businesses on a fixed fee for the first three months, keep the account in your own name, and have them show you the cost per first order each month.",
    },
    uses: ["paid", "sales"],
    cost: { min: 300, max: 3000 },
    paid: true,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "An office manager whose usual caterer let them down searches for catering near the office that morning, so a search ad shown only inside your delivery area, leading to a tasting offer and a one-page menu, meets them at that moment.",
    description:
      "Run Google search ads on the searches offices make for catering in {place} (corporate catering, office lunch, breakfast catering, boxed lunches, with the area's name), shown only inside your delivery area and during office hours, leading to a page with the one-page menu and a tasting offer. Judge it by tastings and first orders, not clicks.",
    steps: [
      "Set a weekly cap and a location limit to your delivery area; write down the most you will pay for a first order.",
      "Build one page for the ads: the one-page menu, the on-time record, the diets you label for, and a tasting booking form.",
      "Start with a handful of exact searches and add those that bring tastings; exclude searches for jobs, recipes and weddings.",
      "Every Friday, count spend, tastings and first orders from the ads; after six weeks keep it only if a first order costs less than you set.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A weekly ad budget with a cap", "A page with the menu and a tasting form", "A way to tell which orders came from the ads"],
    successMetrics: ["Cost per tasting booked", "Cost per first order", "First orders that become regulars"],
    template: `Ad:
Corporate Catering in {place} | On Time, Every Diet Labelled
{product}: {ctrServes}, delivered and set up. Book a free tasting for your team.

Page headline:
{product}: {ctrServes} for {ctrFor}, delivered on time and labelled for every diet. Book a tasting for your team: {{booking link}}`,
    marketingWisdom:
      "Search ads work for caterers when they meet a need that morning, close to the kitchen: narrow the area, count first orders, and stop the moment a first order costs more than a regular client is worth to you.",
  },
  {
    ...BASE,
    id: "caterer-office-bigger-budget",
    caterer: 10,
    catererBuyers: "offices",
    name: "A part-time sales coordinator for tastings and standing orders, judged by the regular clients they bring",
    channels: ["partnerships", "catering"],
    requires: [],
    uses: ["sales"],
    cost: { min: 2000, max: 15000 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "A budget this size buys the hours the kitchen leaves you short of: someone whose job is the list of buildings, the tastings booked and followed up the next morning, the day-before confirmations and the building managers, judged by the regular clients they bring, with the food for more tastings and, when the busy days are full, the cooking and delivery hours that let you sell more of them.",
    description:
      "Hire a part-time sales coordinator (two or three days a week, employed or freelance; a second one on a larger budget, each with their own buildings) to run the work this plan asks for: the building list, writing to the people who order food, booking and attending tastings, the next-morning follow-ups, standing-order confirmations and the partners' notes. Budget the food for more tastings. Before selling more of the busy days, check the kitchen: if it is full, the money buys an extra cook or driver on those days first. Every Monday, put each cost next to the regular clients it brought.",
    steps: [
      "Write a one-page role: the tasks from this plan the coordinator takes over, the days, the pay, and the numbers they report every Monday; check the minimum wage and whether the role is employment or freelance where you are.",
      "Hire from people who know offices (a former office manager or executive assistant is ideal), with a two-week trial on the building list and the tastings.",
      "Set a monthly tasting budget, and check each month whether the busy days have room; if not, add cooking or delivery hours on those days before the coordinator sells more of them.",
      "Every Monday, put the coordinator's cost and the tastings' food next to tastings, first orders and standing orders; after a month, keep what brings regular clients.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A one-page role and a two-week trial", "A monthly tasting budget", "Regular clients by where they came from, against each cost"],
    successMetrics: ["Tastings booked by the coordinator each week", "Standing orders from the coordinator's tastings", "Progress towards: {metrics}"],
    template: `Role: part-time sales coordinator, {product} ({{days a week}})

{product} is a {ctrWord} in {ctrCity}: {ctrServes} for {ctrFor}. We are looking for someone who knows how offices order food (office managers and executive assistants are ideal) to find the people who order in the buildings we deliver to, book tastings for their teams, follow up the next morning and look after our standing orders.

What you'd do each week: write to {{number}} people who order food, run {{number}} tastings, confirm standing orders the day before, and report tastings, first orders and standing orders every Monday.

Pay: {{pay}}, {{days}} a week. Apply by writing to {{email}} with one line on the best caterer you ever ordered from, and why.`,
    marketingWisdom:
      "Money is best spent on the hours you do not have: most office clients are lost to a tasting never followed up or a confirmation never sent, not to a lack of ads. Pay for the work that turns a tasting into a standing order, and never sell more of the busy days than the kitchen can deliver on time.",
  },
];

const EVENT_TACTICS: LibraryTactic[] = [
  {
    ...BASE,
    id: "caterer-venue-suppliers",
    caterer: 1,
    catererBuyers: "events",
    essential: true,
    name: "On the recommended suppliers list of venues that let outside caterers in",
    channels: ["partnerships", "catering", "events"],
    requires: [],
    uses: ["sales"],
    cost: { min: 0, max: 200 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "{ctrCouplesUpper} ask their venue which caterers it trusts before they search, so being on the suppliers list of the venues that allow outside caterers (and the one their coordinator names first) brings enquiries already halfway to a booking.",
    description:
      "List the venues {ctrCityIn} that let outside caterers in ({ctrVenueKinds}), and ask each how it chooses its recommended suppliers and what it asks of caterers (insurance, a visit, a tasting, a fee: check, and decide whether a fee is worth it). Invite each venue's coordinator to a tasting, send photos of your set-ups in their space or one like it, and tell them after every event you cater there how it went.",
    steps: [
      "List 20 venues {ctrCityIn} that allow outside caterers; note who coordinates events and whether they publish a suppliers list.",
      "Write to each coordinator with the note below; ask what the list asks of caterers and whether there is a fee.",
      "Invite the coordinators who reply to a tasting, and bring photos of your set-ups and your insurance and food hygiene papers.",
      "After every event at a venue, send the coordinator two photos and a thank-you the same week.",
      "Every quarter, count enquiries and bookings by venue, and spend your time on the venues that send them.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A list of 20 venues that allow outside caterers", "Photos of real set-ups", "Insurance and food hygiene papers"],
    successMetrics: ["Venues that list or recommend you", "Enquiries from each venue", "Bookings from venue enquiries"],
    template: `Subject: Catering for {{venue name}}'s {ctrWeddings}

Hi {{first name}},

I run {product}, a {ctrWord} {ctrCityIn}: {ctrServes} for {ctrFor}, {ctrSizes}, with staff and everything set up and cleared away.

I'd love to be a caterer you can recommend to your {ctrCouples} with confidence. Could I invite you to a tasting, and ask what you look for in the suppliers you recommend? Our insurance and food hygiene papers are ready to send.

{{your name}}
{product} · {{phone number}}`,
    marketingWisdom:
      "For an event caterer, a venue coordinator is the most valuable referrer there is: they meet every couple first and are blamed if a supplier fails. Earn their trust with a tasting, and keep it with every event that runs smoothly in their space.",
  },
  {
    ...BASE,
    id: "caterer-couple-tastings",
    caterer: 2,
    catererBuyers: "events",
    name: "A tasting for every {ctrCouple} who enquires, booked on fixed evenings and followed up within two days",
    channels: ["catering", "events"],
    requires: [],
    uses: ["sales"],
    cost: { min: 100, max: 500 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "{ctrCouplesUpper} choose a caterer after tasting the food, and the one who offers a tasting date in the first reply is often the one they book, so fixed tasting evenings every month turn enquiries into bookings.",
    description:
      "Hold tasting evenings on fixed dates each month for {ctrCouples} who have enquired: a small menu from your packages, served as it would be on the day, with prices, what is included and the deposit on one page. Follow up within two days with a written quote and a date to hold.",
    steps: [
      "Set two tasting evenings a month, in the weeks your kitchen is quietest, with room for four to six {ctrCouples} each.",
      "Offer a tasting date in the first reply to every enquiry, with the note below.",
      "Serve each tasting as you would on the day, with a one-page sheet: packages, prices a head, what is included, the deposit and the date hold.",
      "Within two days, send each {ctrCouple} a written quote and ask whether to hold their date.",
      "Every month, count enquiries, tastings and bookings, and ask those who did not book what decided it.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["Two tasting evenings a month", "A one-page sheet of packages and prices", "A written quote template"],
    successMetrics: ["Enquiries that come to a tasting", "Tastings that book", "Days from tasting to deposit"],
    template: `Subject: A tasting for your {ctrWedding}

Hi {{first name}},

Thank you for asking about {product} for your {ctrWedding} on {{their date}}. The best way to choose a caterer is to taste the food, so we'd love you to come to one of our tasting evenings: {{tasting date 1}} or {{tasting date 2}}.

You'll taste dishes from our menus, served as they would be on the day, and leave with the prices a head and everything that's included. Until then, here's a sample menu: {{link to sample menus}}

{{your name}}
{product} · {{phone number}}`,
    marketingWisdom:
      "The tasting is where an event caterer sells: the food, the person who will run the day and a clear price all at once. Offer it in the first reply, and follow up while the taste is still fresh.",
  },
  {
    ...BASE,
    id: "caterer-enquiry-reply",
    caterer: 3,
    catererBuyers: "events",
    name: "A reply to every enquiry within a day, with sample menus, prices a head and a tasting date",
    channels: ["catering"],
    requires: [],
    uses: ["design"],
    cost: { min: 0, max: 50 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "{ctrCouplesUpper} write to several caterers at once and shortlist the ones who answer quickly with a clear price, so a reply within a day, with sample menus and prices a head, keeps {product} on the list.",
    description:
      "Write the reply once: three sample menus with prices a head for {ctrSizes}, what is included (staff, crockery, set-up and clearing away), the deposit, and the next tasting dates. Answer every enquiry within a working day, personalised with their date and numbers, and follow up once after five days.",
    steps: [
      "Write three sample menus with prices a head and what each includes, on one page.",
      "Save the reply below, and put the sample menus on {website} too.",
      "Answer every enquiry within a working day, with their date, guest numbers and venue written in.",
      "Follow up once after five days if there is no answer, and then stop.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["Three sample menus with prices a head", "A saved reply", "The next tasting dates"],
    successMetrics: ["Enquiries answered within a day", "Replies that lead to a tasting", "Bookings from enquiries"],
    template: `Subject: Catering for your {ctrWedding} on {{their date}}

Hi {{first name}},

Thank you for getting in touch, and congratulations! For {{guest numbers}} guests at {{their venue}}, here are three of our menus with prices a head; each includes staff, crockery, set-up and clearing away: {{link to sample menus}}

We hold a date with a deposit of {{deposit}}. The best next step is a tasting: our next evenings are {{tasting date 1}} and {{tasting date 2}}.

{{your name}}
{product} · {{phone number}}`,
    marketingWisdom:
      "Speed and a clear price are the first test a caterer passes: the couple who waits three days for a quote has already tasted someone else's food.",
  },
  {
    ...BASE,
    id: "caterer-planners",
    caterer: 4,
    catererBuyers: "events",
    name: "Planners who recommend caterers: a tasting for them and a page of what you do",
    channels: ["partnerships", "referral", "events"],
    requires: [],
    uses: ["sales"],
    cost: { min: 0, max: 200 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Planners put their name on every supplier they recommend, so a planner who has tasted your food and seen you run an event sends you {ctrCouples} who trust the recommendation before they call.",
    description:
      "List the {ctrPlanners} who work {ctrCityIn}, invite them to a tasting, and give them one page they can pass on: what you cook, for how many, prices a head, what is included, and how you work with planners on the day. After each event you share, send a thank-you and two photos, and refer work back to them.",
    steps: [
      "List 15 {ctrPlanners} who work at the venues you cater; note the events they post.",
      "Invite each to a tasting with the note below.",
      "Give them your one-page planner sheet: menus, prices a head, staffing, timings and how you work with them.",
      "After every shared event, send a thank-you and two photos, and pass on enquiries you cannot take.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A list of 15 planners", "A one-page planner sheet", "A tasting evening"],
    successMetrics: ["Planners who came to a tasting", "Referrals from planners", "Bookings from planner referrals"],
    template: `Subject: A tasting for you, from {product}

Hi {{first name}},

I run {product}, a {ctrWord} {ctrCityIn}, and I've admired {{an event they planned}}. I'd love you to taste our food before you ever recommend us: would you come to our tasting evening on {{tasting date}}?

I'll bring a one-page sheet you can pass on to your {ctrCouples}: menus, prices a head, staffing and how we work with planners on the day.

{{your name}}
{product} · {{phone number}}`,
    marketingWisdom:
      "A planner's recommendation is borrowed reputation: make it safe to lend. Taste, a clear sheet and one smooth event together are worth more than any listing.",
  },
  {
    ...BASE,
    id: "caterer-quiet-months",
    caterer: 5,
    catererBuyers: "events",
    catererQuiet: true,
    name: "Sell {ctrQuietMonths} first: Christmas parties, company events and winter and weekday {ctrWeddings}",
    channels: ["catering", "events"],
    requires: [],
    uses: ["sales"],
    cost: { min: 0, max: 200 },
    paid: false,
    hoursPerWeek: 1.5,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "The summer Saturdays sell themselves while {ctrQuietMonths} stand empty, so a price for those months only, sold early to the people who book then (companies planning Christmas parties and winter events, {ctrCouples} with a winter or weekday date), fills the kitchen without cutting the summer price.",
    description:
      "Set a price for {ctrQuietMonths} only, and sell it from the early autumn: to local companies planning Christmas parties and winter events, to venues with winter dates to fill, and to {ctrCouples} who have a winter or weekday date. Say plainly it is for those dates only.",
    steps: [
      "Set the quiet-months price and the dates it covers; write them on one page with two menus.",
      "List 30 local companies and the venues with winter dates, and send each the note below in September and October.",
      "Offer {ctrCouples} who enquire for a winter or weekday date the quiet-months price in the first reply.",
      "Count bookings for those months every Friday, and stop the offer once they are as full as you want.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A quiet-months price and dates", "Two winter menus", "A list of 30 local companies and venues"],
    successMetrics: ["Bookings in the quiet months", "Company events booked", "Winter and weekday bookings"],
    template: `Subject: Your Christmas party, catered by {product}

Hi {{first name}},

I run {product}, a {ctrWord} {ctrCityIn}. If {{their company}} is planning a Christmas party or a winter event, we have dates left from {{first date}}: {ctrServes} for {ctrSizes}, with staff, set up and cleared away, at our winter price for those dates only.

Two sample menus: {{link to winter menus}}. Shall I hold a date for you?

{{your name}}
{product} · {{phone number}}`,
    marketingWisdom:
      "Sell the quiet months as their own product with their own price, early and to the people who book then: a discount on summer dates only teaches every {ctrCouple} to ask for it.",
  },
  {
    ...BASE,
    id: "caterer-event-reviews",
    caterer: 6,
    catererBuyers: "events",
    name: "Reviews from {ctrCouples} on Google and the directories they read, asked for the week after the event",
    channels: ["reviews", "google-business", "events"],
    requires: [],
    uses: ["design"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "Medium Impact",
    why: "{ctrCouplesUpper} shortlist caterers by reading other {ctrCouples}' reviews, so a review asked for the week after every event, on Google and {ctrDirectories}, is what keeps {product} on the shortlist.",
    description:
      "Complete {product}'s Google Business Profile (a service area, photos of real set-ups) and the directory listings {ctrCouples} read ({ctrDirectories}: check which are used where you work and what each costs). The week after every event, send a thank-you with two photos and ask for a review, and answer every review within a week.",
    steps: [
      "Complete the Google Business Profile and one directory listing, with ten photos of real set-ups.",
      "The week after each event, send the note below with two photos from the day.",
      "Answer every review within a week; never offer anything in return for one.",
      "Every quarter, ask your last season's {ctrCouples} who have not reviewed, once.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["Photos of real set-ups", "The direct review links", "A thank-you note"],
    successMetrics: ["Reviews after each event", "Enquiries that mention reviews", "Rating on Google and the directory"],
    template: `Hi {{first name}},

Thank you for having {product} at your {ctrWedding}; it was a joy to cook for you. Here are two photos from the day: {{photo links}}

If you have a minute, a short review would help other {ctrCouples} who are choosing a caterer: {{review link}}

With warm wishes,
{{your name}}, {product}`,
    marketingWisdom:
      "The week after the event is when a {ctrCouple} is most grateful and most likely to write: ask then, with a photo, and make the link one click.",
  },
  {
    ...BASE,
    id: "caterer-guests-cards",
    caterer: 7,
    catererBuyers: "events",
    name: "The guests are next year's hosts: a small card by the food at every event",
    channels: ["catering", "referral", "events"],
    requires: [],
    uses: ["design"],
    cost: { min: 20, max: 100 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Ongoing",
    impact: "Medium Impact",
    why: "Every guest who enjoys the food is planning a party, a wedding or a company event of their own sooner or later, so a small card by the food, with the host's permission, turns each event into the next referral.",
    description:
      "With the host's permission, put a small card by the food at every event: '{ctrServes} by {product}', a line on what you cater and how to reach you. Ask your staff to answer guests' questions warmly and hand a card to anyone who asks.",
    steps: [
      "Make a small card from a print shop's template: the dish or the menu, '{product}', what you cater, and how to reach you.",
      "Ask each host at the final planning call whether you may put cards by the food.",
      "Count enquiries that mention an event they attended, every month.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["Small printed cards", "Each host's permission"],
    successMetrics: ["Enquiries from guests", "Bookings from guests"],
    template: `Card by the food:
{ctrServes} by {product}
{ctrWord} {ctrCityIn} · weddings, parties and company events
{{phone number}} · {{link to your page}}

Question for the host at the final planning call:
"Would you mind if we put a small card by the food, so guests who ask can find {product}?"`,
    marketingWisdom:
      "Catering is one of the few businesses whose product is tasted by dozens of future customers at every job. Make it easy for the guest who loved it to find you.",
  },
  {
    ...BASE,
    id: "caterer-event-bigger-budget",
    caterer: 8,
    catererBuyers: "events",
    name: "A part-time events coordinator for enquiries and tastings, and photos of real events, judged by deposits",
    channels: ["catering", "events", "partnerships"],
    requires: [],
    uses: ["sales", "design"],
    cost: { min: 2000, max: 15000 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "A budget this size buys the hours the kitchen leaves you short of: someone who answers every enquiry within the hour, runs the tasting evenings and keeps the venues and planners in touch, and a photographer at a few events a season, each judged by the deposits they bring.",
    description:
      "Hire a part-time events coordinator (two or three days a week, employed or freelance) to answer every enquiry the same day with prices a head and tasting dates, run the tasting evenings and their follow-ups, and keep in touch with the venues and planners. Book a photographer for a few events a season, with each host's permission, so every listing, reply and post shows real food at real events. Every Monday, put each cost next to the deposits it brought.",
    steps: [
      "Write a one-page role: the tasks from this plan the coordinator takes over, the days, the pay, and the numbers they report every Monday; check the minimum wage and whether the role is employment or freelance where you are.",
      "Hire with a two-week trial on the enquiries and the next tasting evening.",
      "Book a photographer for three or four events this season, with each host's permission, and use the photos in every reply, listing and post.",
      "Every Monday, put the coordinator's and the photographer's cost next to enquiries, tastings and deposits; after a month, keep what brings deposits.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A one-page role and a two-week trial", "A photographer for a few events", "Deposits by where the enquiry came from, against each cost"],
    successMetrics: ["Enquiries answered within the hour", "Deposits from the coordinator's tastings", "Progress towards: {metrics}"],
    template: `Role: part-time events coordinator, {product} ({{days a week}})

{product} is a {ctrWord} {ctrCityIn}: {ctrServes} for {ctrFor}. We are looking for someone to answer every enquiry the same day, run our tasting evenings and follow-ups, and keep in touch with the venues and planners we work with.

What you'd do each week: reply to every enquiry with sample menus and tasting dates, run {{number}} tastings a month, send written quotes within two days, and report enquiries, tastings and deposits every Monday.

Pay: {{pay}}, {{days}} a week. Apply by writing to {{email}} with one line on the best event you ever helped run.`,
    marketingWisdom:
      "An event caterer loses more bookings to a slow reply than to a better menu. Pay for the hours that answer every enquiry the same day and follow every tasting up, and judge them by deposits.",
  },
];

export const CATERER_TACTICS: LibraryTactic[] = [...OFFICE_TACTICS, ...EVENT_TACTICS];
