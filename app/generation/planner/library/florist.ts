import type { LibraryTactic } from "../types";
import { ALL_STAGES } from "./stages";

/*
 * A florist with a shop and same-day local delivery (Reading.florist). Its year is a few mad days
 * (Valentine's Day, Mother's Day) and long quiet weeks, so what it needs is flowers that repeat: weekly
 * arrangements for hotels, restaurants and offices sold with a price per week and a sample arrangement
 * delivered, the likeliest accounts visited in person, a flower subscription for homes, sympathy work
 * through the funeral directors, thank-you accounts with estate agents and firms, reminders of the
 * birthdays customers already ordered for, and orders taken direct rather than through a wire service.
 * The peak days are preparation: pre-orders closed early and every buyer kept for the rest of the year.
 */

export const FLORIST_TACTICS: LibraryTactic[] = [
  {
    id: "florist-weekly-business-offer",
    florist: 1,
    essential: true,
    name: "Weekly flowers for {flrBuyers}: a price per week and a sample arrangement delivered",
    kinds: ["local"],
    goals: ["revenue", "partnerships", "retention"],
    stages: ALL_STAGES,
    channels: ["partnerships", "calls"],
    requires: [],
    uses: ["design", "sales"],
    cost: { min: 60, max: 220 },
    paid: false,
    hoursPerWeek: 2.5,
    contactsIndividuals: true,
    inPerson: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "A general manager or office manager in {place} says yes to weekly flowers when they can see the arrangement in their own reception and the price is one clear figure a week, so a one-page offer with three sizes priced per week and a sample arrangement delivered free for one week turns a quiet Tuesday's work into an account that pays every week of the year.",
    description:
      "Write one page that a busy manager can say yes to: three sizes (a reception arrangement, a pair for a restaurant's bar or tables, a desk vase), each at a price per week that includes the vase, the water, a fresh arrangement on a set day and a monthly invoice, with a month's notice to stop. Then make a few sample arrangements each quiet week and deliver them, free for a week, to the person who decides.",
    steps: [
      "Price three sizes per week from your real costs (flowers, foliage, your time, the delivery run) with the margin you want: a reception arrangement, a pair for a bar or tables, and a desk vase; write them on one page with what is included and the day you would change them.",
      "Decide your weekly delivery day and round for accounts (a quiet weekday, in the order the streets fall), so every new account adds a stop to a run you already make.",
      "Each week, make three to five sample arrangements from what is in the cold room, in vases you lend, and deliver them before 10am to the named manager with the card below and the one-page offer.",
      "A week later, go back in person: collect the vase or swap the flowers, ask what guests and staff said, and offer to start on a date of their choice.",
      "Each week, confirm every new yes by email (the size, the price per week, the day, who to invoice and the month's notice), and photograph the first arrangement in place (with their permission) for the next visit.",
      "Every Friday, write in the tracker: samples delivered, return visits, accounts started, and the weekly value of all accounts together.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["A one-page offer with three sizes priced per week", "Three to five sample arrangements a week, in vases you lend", "A weekly delivery day and round for accounts"],
    successMetrics: ["Samples delivered and accounts started (aim for one in three)", "Weekly value of all accounts together", "Progress towards: {metrics}"],
    template: `Card left with the sample arrangement:
Dear {{first name}},
These flowers are for your reception this week, with our compliments, from {product} in {flrTown}. Every {{delivery day}} we can bring a fresh arrangement like this one, change the water, take the old one away and send one invoice a month.
Reception arrangement: {{price per week}} a week · Bar or table pair: {{price per week}} a week · Desk vase: {{price per week}} a week
A month's notice to stop, nothing to sign up front. I'll pop back on {{day}} to hear what your guests thought.
{{your name}}, {product} · {{phone}} · {website}

---
Confirmation when they say yes:
Subject: Your weekly flowers from {product}

Hello {{first name}}, thank you! To confirm: a {{size}} every {{delivery day}} from {{start date}}, at {{price per week}} a week including the vase and the water, invoiced monthly to {{who to invoice}}, with a month's notice to stop. If you have a launch, a party or a busy week coming, tell me and I'll match the flowers to it.
{{your name}}, {product}`,
    marketingWisdom:
      "Sell what they can see, at a price they can say: a sample in their own reception does the persuading, and one figure a week is easier to approve than a quote. Every account on the same weekday makes the round cheaper to run.",
  },
  {
    id: "florist-forty-likeliest-accounts",
    florist: 2,
    name: "The 40 likeliest accounts in {place}, visited in person",
    kinds: ["local"],
    goals: ["revenue", "partnerships"],
    stages: ALL_STAGES,
    channels: ["partnerships", "calls"],
    requires: [],
    uses: ["sales"],
    cost: { min: 0, max: 30 },
    paid: false,
    hoursPerWeek: 1.5,
    contactsIndividuals: true,
    inPerson: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Weekly accounts come from a short list of places where guests wait and first impressions matter ({flrBuyers} with a reception, a bar or a front desk), and a florist who walks in with flowers on a quiet morning and asks for the person who decides gets a hearing that no email does.",
    description:
      "List the 40 places in {place} most likely to pay for flowers every week, find out who decides at each, and visit eight a week on your quietest mornings: a short hello at the front desk, a small posy for the desk, the one-page offer and a date for a sample. Keep one sheet with every visit and what was said.",
    steps: [
      "Walk or drive your delivery area and list 40 places with a reception or a dining room that guests judge on sight: hotels and guest houses, restaurants and bars, offices with a front desk, {flrAgent}s, salons, spas and clinics; note the ones that have flowers today and the ones that have artificial ones.",
      "Rank them by fit (size, look, how near your round), and for each find the decider's name: the general manager, the restaurant manager or the office manager; ask at the desk or look at their website.",
      "Each week, on your two quietest mornings, visit eight of them in person with a small posy for the front desk, the one-page offer and the words below, and book a date for a sample arrangement.",
      "Each week, after the visits, write one line per visit in the sheet: who you saw, what they said, the sample date or when to come back.",
      "Each week, send the follow-up below once to everyone who had a sample the week before, then go back in person; after two noes, leave them with thanks and try again next season.",
      "Each month, add ten new names to replace the ones that said no, and note which kind of place says yes most: visit more of those.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["A list of 40 places with the decider's name", "Eight small posies a week for front desks", "A sheet of visits, samples and answers"],
    successMetrics: ["Visits a week and samples booked", "Accounts started from the 40", "Progress towards: {metrics}"],
    template: `At the front desk:
"Hello, I'm {{your name}} from {product}, the {flrWord} in {flrTown}. These are for your desk. Could I leave something for {{manager's name}}? We do weekly flowers for places like yours, at one price a week, and I'd love to bring a sample arrangement for your reception next {{day}}, no charge."

---
Follow-up, a week after the sample:
Subject: The flowers in your reception

Hello {{first name}}, I hope the arrangement looked well this week. If you'd like fresh flowers like it every {{delivery day}}, it's {{price per week}} a week with the vase, water and a monthly invoice, and a month's notice to stop. Shall I start on {{date}}? I'll call in on {{day}} either way to collect the vase.
{{your name}}, {product} · {{phone}}`,
    marketingWisdom:
      "Forty names you have ranked beat four hundred you have not. The person at the front desk decides whether your card reaches the manager, so the posy is for them; and a place that already buys artificial flowers has already decided that flowers matter.",
  },
  {
    id: "florist-home-subscription",
    florist: 3,
    name: "A flower subscription for homes: fresh flowers every week, fortnight or month",
    kinds: ["local"],
    goals: ["revenue", "retention", "signups"],
    stages: ALL_STAGES,
    channels: ["email-marketing", "instagram"],
    requires: [],
    uses: ["design", "social"],
    cost: { min: 0, max: 40 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "People who send flowers for birthdays in {place} often love having them at home and rarely treat themselves, so a subscription delivered on your quiet weekday (weekly, fortnightly or monthly, with a three-month gift version) turns one-off buyers into money you can count every week.",
    description:
      "Offer one florist's-choice bouquet for the home, delivered on your account round's day, weekly, fortnightly or monthly, paid by card each month and paused for holidays; and a three-month gift subscription for birthdays and thank-yous. Tell past customers first, then everyone who buys at the peak days.",
    steps: [
      "Set the offer: one florist's-choice bouquet for the home at {{subscription price}} a delivery, weekly, fortnightly or monthly, on your account round's day, with pauses for holidays and a gift version of three deliveries.",
      "Set up a subscription product on your online shop (most shop platforms have a subscriptions option or app; check its fees) or take it by recurring card payment, and write a short page at {website}.",
      "Photograph three real subscription bouquets in a home, in daylight, for the page and an Instagram post.",
      "Write to past customers who agreed to hear from you with the email below, and put the small card below in every bouquet that leaves the shop for a month.",
      "Every Friday, count subscribers, pauses and cancellations, and ask everyone who stops one question: what would have kept you?",
    ],
    setupSteps: 4,
    resourcesNeeded: ["A subscription product or a recurring card payment", "Three photos of subscription bouquets at home", "A small card for every bouquet"],
    successMetrics: ["Home subscribers and gift subscriptions", "Subscribers still with you after three months", "Progress towards: {metrics}"],
    template: `Card in every bouquet:
Flowers like these at home, every week?
{product} brings a florist's-choice bouquet to your door in {place} every week, fortnight or month, from {{subscription price}} a delivery. Pause whenever you're away. Or give three months as a gift.
{website} · {{phone}}

---
Subject: Fresh flowers at home, from {product}

Hello {{first name}}, you've sent flowers from us before, so here's something for you: a bouquet for your own home, chosen from what's best that week, delivered every week, fortnight or month from {{subscription price}}. Pause for holidays, stop whenever you like. Three months also makes a lovely birthday present.
Start here: {website}
{{your name}}, {product}`,
    marketingWisdom:
      "Subscriptions turn a florist's lumpy year into a base to build on, and a delivery on the same round as the accounts costs little more to drop. The gift version sells itself at birthdays: the recipient gets three surprises, and many carry on.",
  },
  {
    id: "florist-funeral-directors",
    florist: 4,
    onlyWhen: /\bsympathy\b|\bfunerals?\b/i,
    name: "Sympathy and funeral flowers through the funeral directors in {place}",
    kinds: ["local"],
    goals: ["revenue", "partnerships"],
    stages: ALL_STAGES,
    channels: ["partnerships"],
    requires: [],
    uses: ["design"],
    cost: { min: 20, max: 60 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    inPerson: true,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Families arranging a funeral ask the funeral director which florist to use, all year round and at short notice, so a respectful introduction, a printed sympathy range with prices, and deliveries that are always on time to the chapel or the home make {product} the name they give.",
    description:
      "Introduce yourself in person to each funeral director in {place}, with a small printed sympathy range (tributes, sprays, wreaths, a posy for the family) and clear prices, how to order by phone, and your promise on timing. Never approach families yourself: the work comes through the funeral director and from families who ask.",
    steps: [
      "Photograph your sympathy work and print a small range of eight to ten designs with prices and lead times, in a calm, plain style, with your phone number for orders.",
      "List the funeral directors in {place}, ring to ask when the arranger is free, and visit each one in person with the range and the letter below.",
      "Agree how orders reach you (phone or email from the arranger, or the family calling you directly), where to deliver, by what time, and how the card message is checked.",
      "Each week, for every funeral, deliver early, check names and card messages twice, and send the funeral director a short note of thanks afterwards, never to the family.",
      "Each month, count sympathy orders by funeral director, and drop a fresh copy of the range to each one every season.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A printed sympathy range with prices", "A visit to each funeral director", "Careful delivery times and card checks"],
    successMetrics: ["Sympathy orders a month, by funeral director", "Deliveries on time, every time", "Progress towards: {metrics}"],
    template: `Letter left with the sympathy range:
Dear {{funeral director's name}},
I'm {{your name}}, the {flrWord} at {product} in {flrTown}. When the families you look after ask about flowers, we'd be glad to help: the enclosed range shows our tributes, sprays and family posies with prices, and we can make anything a family describes to us.
We deliver to your chapel, the church or the crematorium by the time you give us, we read every card message back before it goes out, and we never contact families unless they call us.
Orders by phone on {{phone}} or by email at {{email}}. I'd be grateful for the chance to help.
With kind regards,
{{your name}}, {product}`,
    marketingWisdom:
      "In sympathy work, reliability is the marketing: the funeral director recommends the florist who has never let a family down. Quiet, careful and on time earns a name that no advert can.",
  },
  {
    id: "florist-thank-you-accounts",
    florist: 5,
    name: "Thank-you flowers on account for {flrAgents} in {place}",
    kinds: ["local"],
    goals: ["revenue", "partnerships"],
    stages: ALL_STAGES,
    channels: ["partnerships", "email-marketing"],
    requires: [],
    uses: ["sales"],
    cost: { min: 20, max: 80 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    inPerson: true,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Many {flrAgent}s send a bouquet to buyers on {flrCompletion}, and lawyers, accountants and firms thank clients and staff all year round, so a thank-you account (one call or email per order, a set bouquet at a set price, one invoice a month) brings steady weekday orders that have nothing to do with the calendar's peaks.",
    description:
      "Offer local firms ({flrAgentsList}) a thank-you account: a signature bouquet at one price, delivered {flrSameDay}, ordered with one call or email, with the card message written for them and one invoice a month. Start with the {flrAgent}s, whose completions happen every week.",
    steps: [
      "Set the account: one signature thank-you bouquet at {{account bouquet price}} (and a larger one), delivered {flrSameDay}, a card message in their name, one invoice a month.",
      "List the {flrAgentsList} in {place}, and find each branch manager's name.",
      "Visit each in person with a small bouquet for their desk and the email below printed, then send it to the branch manager the same day.",
      "When one opens an account, set up their details, their usual message and who approves orders, and deliver the first one perfectly.",
      "Each month, send each account a one-line summary with the invoice (orders and recipients), and ask whether any other team or branch sends thanks too.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A signature thank-you bouquet at one price", "A list of agents, lawyers and firms with a manager's name", "Monthly invoices"],
    successMetrics: ["Thank-you accounts opened", "Orders a month on account", "Progress towards: {metrics}"],
    template: `Subject: Thank-you flowers, with one call

Hello {{first name}},
I'm {{your name}} from {product}, the {flrWord} in {flrTown}. Many agents send buyers flowers on {flrCompletion}; we'd make that one call or email for you: a signature bouquet at {{account bouquet price}}, delivered {flrSameDay} to the new home or the office, with your card message, and one invoice at the end of the month.
I dropped a few flowers at the office today so you can see our work. Shall I set up an account for the branch?
{{your name}}, {product} · {{phone}}`,
    marketingWisdom:
      "A thank-you account removes the effort, not just the cost: the firm that never has to think about it keeps ordering. A new homeowner who receives your bouquet on {flrCompletion} is also your next customer in a new street.",
  },
  {
    id: "florist-occasion-reminders",
    florist: 6,
    name: "A reminder before the birthdays and anniversaries customers already ordered for",
    kinds: ["local"],
    goals: ["revenue", "retention"],
    stages: ALL_STAGES,
    channels: ["email-marketing", "sms"],
    requires: [],
    uses: [],
    cost: { min: 0, max: 30 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Someone who sent a birthday bouquet in {place} last March will need one again this March and will probably forget until the day, so a reminder a week before, sent only to customers who asked for it, brings back orders that would otherwise go to whoever they find first on their phone.",
    description:
      "Ask every customer at checkout and on the phone whether they would like a reminder next year for the same occasion, and keep the date, the recipient and last year's bouquet. A week before, send one short email or text with a one-click way to order the same or something new. Only to people who said yes.",
    steps: [
      "Add a tick box to the online checkout and a question to the phone order pad: 'Shall we remind you next year?', with the occasion and date; keep only those who say yes ({flrConsentCheck}).",
      "Go back through last year's orders for the birthdays, anniversaries and occasions customers told you about, and keep the ones who agreed to hear from you.",
      "Set up a simple sheet or your shop platform's reminder tool with the date, the recipient, the address and last year's bouquet.",
      "Every Monday, send the reminder below to everyone whose date falls the week after, with a link to order or your phone number.",
      "Every Friday, count reminders sent, orders from reminders, and the money they brought.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A 'remind me next year' box at checkout and on the order pad", "A sheet of dates, recipients and last year's order", "Ten minutes every Monday"],
    successMetrics: ["Customers who ask for a reminder", "Orders from reminders", "Progress towards: {metrics}"],
    template: `Reminder, a week before:
Subject: {{recipient's name}}'s birthday is next week

Hello {{first name}}, you asked us to remind you: {{recipient's name}}'s birthday is on {{date}}. Last year you sent {{last year's bouquet}}. Shall we send something like it, or something new from what's best this week? Order at {website} or ring us on {{phone}}; we deliver {flrSameDay} across {place}.
{product}
(Don't want reminders? Reply 'stop' and we'll take you off.)`,
    marketingWisdom:
      "The easiest order is the one the customer already meant to make. A reminder they asked for is a service, not marketing, and it brings the order to you before a search sends it to a national site.",
  },
  {
    id: "florist-direct-orders",
    florist: 7,
    name: "Orders direct: your own site and phone on the Google profile and in every bouquet",
    kinds: ["local"],
    goals: ["revenue", "signups", "retention"],
    stages: ALL_STAGES,
    channels: ["google-business", "reviews"],
    requires: [],
    uses: ["design"],
    cost: { min: 10, max: 40 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Every bouquet ordered through {flrWire} shares its price, while one ordered on your own site, by phone or in the shop is yours in full, so making {product} the easiest florist in {place} to order from directly (the Google profile with your order link and same-day cut-off, and a card in every bouquet you deliver) moves orders where the margin is.",
    description:
      "Make ordering direct the easy way: the Google Business Profile with your own order link, phone, same-day cut-off and real photos; one weekly post; and a small card in every bouquet you deliver, so the person who receives it knows where to order next time. Read your wire service's membership terms first on what may go in relayed orders.",
    steps: [
      "On the Google Business Profile, set the main category to Florist, add delivery areas ({place}), your own order link ({website}) and phone, your same-day cut-off ({flrCutOff}) and ten real photos of recent bouquets.",
      "On your own site, put the same-day cut-off and the delivery area at the top of every page, and make the phone number tap-to-call.",
      "Read your {flrWire} membership terms on what may be included with relayed orders, then print a small card for every bouquet you deliver for your own customers: 'Order direct from us next time'.",
      "Every Monday, post one photo of this week's flowers on the Google profile with the order link, and ask customers in person for an honest Google review, everyone alike, with nothing offered in return.",
      "Every Friday, count orders by how they came: your site, phone, shop, and {flrWire}; the direct share is the number to move.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A complete Google Business Profile with your order link", "A card for every bouquet you deliver", "A weekly count of orders by source"],
    successMetrics: ["Share of orders that come direct", "Calls and website clicks from the Google profile", "Progress towards: {metrics}"],
    template: `Card in every bouquet you deliver:
These flowers came from {product}, the {flrWord} in {flrTown}.
Next time, order direct from us: {website} or {{phone}}. Same-day delivery across {place} when you order by {flrCutOff}.

---
Weekly Google profile post (with this week's photo):
This week at {product}: {{this week's flowers}}. Order direct at {website} or ring {{phone}} by {flrCutOff} for delivery today across {place}.`,
    marketingWisdom:
      "The recipient of every bouquet is a future customer who now knows your name; a card tells them where to go. Measure the direct share of orders every week: it is the simplest sign that the plan is working.",
  },
  {
    id: "florist-peak-days-preparation",
    florist: 8,
    name: "{flrPeaks} as preparation: a short pre-order list, and every buyer kept for the year",
    kinds: ["local"],
    goals: ["revenue", "retention"],
    stages: ALL_STAGES,
    channels: ["email-marketing", "instagram"],
    requires: [],
    uses: ["design", "social"],
    cost: { min: 0, max: 40 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "Medium Impact",
    why: "The peak days will be busy whatever you do, so what they can give the rest of the year is a list: a short range of pre-ordered bouquets with an early last order date keeps the day manageable, and every buyer asked for a reminder next year and offered the subscription carries the peak into the quiet weeks.",
    description:
      "Five weeks before each peak day, open pre-orders for a short range (three or four bouquets at set prices) with an early last order date and delivery slots; every order asks 'remind me next year?' and carries the subscription card; and the week after, write to every peak buyer who said yes.",
    steps: [
      "{flrPrepLead}, choose three or four bouquets at set prices, order the flowers from your wholesaler early, and set the last pre-order date and delivery slots.",
      "{flrOpenLead} pre-orders on {website} and by phone with the announcement below, with the 'remind me next year?' box on every order.",
      "{flrPeakLead} the subscription card in every peak-day bouquet, and keep the recipient and occasion for anyone who ticked the box.",
      "{flrAfterLead}, send one thank-you email to the buyers who agreed to hear from you, offering the home subscription.",
      "{flrAfterNote} note what sold out, what was left and how many buyers asked for a reminder, for next year's list.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A short range of three or four bouquets", "An early last order date and delivery slots", "The subscription card in every bouquet"],
    successMetrics: ["Pre-orders closed before the last order date", "Peak buyers who asked for a reminder or took the subscription", "Progress towards: {metrics}"],
    template: `Pre-order announcement (site, Instagram and email):
{{the day}} at {product}: pre-orders are open.
Choose from {{three or four bouquets with prices}}, delivered across {place} on {{delivery dates}}. Order by {{last order date}} at {website} or on {{phone}}; after that, only what's left in the shop.
Tick 'remind me next year' and we'll drop you a line a week before, so you never have to rush.

---
The week after, to buyers who agreed to hear from us:
Subject: Thank you from {product}

Hello {{first name}}, thank you for ordering from us for {{the day}}. If you'd like flowers at home too, our subscription brings a florist's-choice bouquet every week, fortnight or month from {{subscription price}}: {website}.`,
    marketingWisdom:
      "A peak day is a recruiting day: hundreds of people who chose you once. Keep it small enough to do well, and judge it less by the takings than by how many of those buyers you can reach again in the quiet months.",
  },
  {
    id: "florist-search-ads",
    florist: 9,
    name: "Google search ads on 'florist {flrTown}' and 'flowers delivered' searches in your delivery area",
    kinds: ["local"],
    goals: ["revenue", "signups", "awareness"],
    stages: ALL_STAGES,
    channels: ["google-ads"],
    requires: [],
    uses: ["paid"],
    cost: { min: 150, max: 800 },
    paid: true,
    hoursPerWeek: 0.25,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "People who search 'florist {flrTown}' or 'flowers delivered today' on their phone have already decided to send flowers and will order from whoever comes up first, so an ad shown only in your delivery area, sent to your own order page, takes those orders from the national sites and the wire service at a cost you can count per order.",
    description:
      "Run one Google search campaign on a handful of florist searches, shown only in {place}, with a daily cap, and sent to your own order page on {website}. Judge it by orders placed and their value against the ad cost, not by clicks, and raise the cap in the two weeks before each peak day.",
    steps: [
      "Create one search campaign in Google Ads with the locations set to your delivery area ({place}) and a daily cap you can afford to lose while you learn.",
      "Choose 10 to 15 searches (florist {flrTown}, flowers delivered {flrTown}, same day flowers, sympathy flowers {flrTown}) and add negatives right away: jobs, courses, artificial flowers, wholesale, national sites' names.",
      "Write the ad from the template, keeping each headline under 30 characters and each description under 90, and count an order on your own site as a conversion.",
      "Every Friday, read the search terms, add negatives, and write the cost per order and the orders' value in the tracker.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["A Google Ads account", "An order on your own site counted as a conversion", "A daily budget cap"],
    successMetrics: ["Cost per order against the order's value", "Orders from ads that came back a second time", "Progress towards: {metrics}"],
    template: `Headlines (up to 30 characters each):
{product}
Florist in {flrTown}
Same-Day Flower Delivery

Descriptions (up to 90 characters each):
Hand-tied by us in {flrTown} and delivered {flrSameDay}. Order direct.
Birthdays, thanks and sympathy flowers, arranged by a local florist you can call.`,
    marketingWisdom:
      "Search ads for a florist buy intent, not attention: the person searching will send flowers today. Send every click to your own order page, never to a relay, and count cost per order, because a click that orders elsewhere is money lost twice.",
  },
  {
    id: "florist-paid-campaigns",
    florist: 10,
    name: "Paid reach for {product}: ads in the delivery area and a part-time account seller, judged by accounts and direct orders",
    kinds: ["local"],
    goals: ["revenue", "signups", "awareness", "partnerships"],
    stages: ALL_STAGES,
    channels: ["meta-ads", "google-ads", "instagram"],
    requires: ["paid"],
    workaround: {
      paid: "Hire a freelancer who runs local campaigns for a fixed fee for the first three months, and have them report cost per order and per account every month.",
    },
    uses: ["paid", "sales"],
    cost: { min: 2000, max: 20000 },
    paid: true,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "A budget this size can pay for what a florist's own hours cannot stretch to: ads that show your bouquets to people in {place} before the occasions they send flowers for, and a part-time seller who visits the likeliest business accounts every week, each judged by orders and accounts it brings.",
    description:
      "Run Meta ads (Facebook and Instagram) and a wider Google search campaign only in your delivery area, each with its own link to your order page, and pay a part-time account seller (a day or two a week) to visit the hotels, restaurants and offices on your list with samples. Count direct orders and new accounts each brings, and move money to what pays.",
    steps: [
      "Set up a conversion for an order on {website} in both ad accounts, and a sheet where the account seller logs visits, samples and accounts started.",
      "Photograph ten real bouquets and three receptions with your weekly flowers (with permission), and write three ads from the template: the occasion, the same-day delivery, the subscription.",
      "Start one Meta campaign on your delivery area and one Google search campaign, each with a daily cap and its own link, raised in the fortnight before each peak day; and brief the account seller with the one-page offer and the list of 40.",
      "Every Friday, write each campaign's cost, orders and order value, and the seller's visits, samples and accounts, in the tracker; each month, move money to whatever brings accounts and repeat orders.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["An order conversion in both ad accounts", "Ten bouquet photos and three receptions (with permission)", "A part-time account seller with the list of 40 and the one-page offer"],
    successMetrics: ["Cost per direct order and per new account", "Accounts started by the seller", "Progress towards: {metrics}"],
    template: `Meta ad (a photo of this week's bouquet):
Headline: Flowers from {product}, delivered today
Text: Hand-tied in {flrTown} and delivered {flrSameDay} across {place}. Or fresh flowers at home every week, fortnight or month.
Button: Order now

---
Google search ad:
Headline: {product} | Florist in {flrTown}
Description: Same-day delivery across {place}. Order direct from the florist who makes them.`,
    marketingWisdom:
      "Paid reach works for a florist when it buys orders and accounts that repeat, not one-off peak-day sales: keep every campaign on its own link, and judge the seller by accounts still paying three months later.",
  },
];
