import type { LibraryTactic } from "../types";
import { ALL_STAGES } from "./stages";

/**
 * A small food or drink producer whose goal is shelves in shops ("stocked in 25 delis and farm shops in
 * the South West by the end of August"): the work an experienced food-and-drink brand does to get
 * there without a distributor. A trade price list and a sample in the buyer's hand, a follow-up a week
 * later, a tasting in each new stockist's shop so the first case sells and the shop reorders, market
 * and online customers asking their own deli for the brand, a wholesale listing shops already order
 * from, and the regional food group and its fairs where buyers look for new producers. All of it fits
 * a few hours a week around the days the founder makes the product ({workDays}, {callIn}), and the numbers are
 * the founder's own: {margin} (the shop's margin between {tradePrice} and {shelfPrice}) and
 * {stockistPace} (from the stockists they have to the goal, and the samples a week it takes).
 */

export const WHOLESALE_TACTICS: LibraryTactic[] = [
  {
    id: "wholesale-samples-to-buyers",
    name: "Samples and a trade price list to the buyers of {stockists}, followed up a week later",
    kinds: ["ecommerce"],
    wholesale: true,
    goals: ["revenue", "partnerships", "awareness", "signups"],
    stages: ALL_STAGES,
    channels: ["partnerships"],
    requires: [],
    uses: ["sales"],
    cost: { min: 20, max: 80 },
    paid: false,
    hoursPerWeek: 1.5,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "The owner of a {stockist} decides what goes on the shelf by tasting it and seeing that the numbers work, so a sample with a one-page trade price list, and a follow-up a week later, is how {product} gets from your kitchen onto their shelves.",
    description:
      "Every week, put a sample {unit} of {product} and a one-page trade price list in front of the buyers of {stockists} in {region}: in person where you can get there, by post where you can't, and follow each one up a week later. {margin} {stockistPace}",
    steps: [
      "Make the one-page trade price list: each product with its trade price ({tradePrice} a {unit}) and shelf price ({shelfPrice}), the shop's margin, {caseOf} as the minimum first order (mixed flavours allowed), delivery, payment in 30 days, shelf life, allergens, and your food hygiene registration and insurance, which buyers ask for.",
      "List {buyerCount} {stockists} in {region} that already sell local food at your price and don't yet carry anything like yours, with the owner's name, the shop's email and {callIn}.",
      "Start one sheet with every buyer on it (sample sent, followed up, ordered, reordered), and count new stockists on it every week against {metrics}.",
      "Each week, {workDays}, take or post the week's samples (a {unit} of your best seller, the price list and a handwritten note) and send the email below the same day, so it arrives while the {unit} is on their counter; send last week's buyers the follow-up below, or call in, and ask for one thing: a first order of {caseOf}, with any unsold {unit}s swapped after eight weeks so the first order costs them no risk.",
    ],
    setupSteps: 3,
    resourcesNeeded: [
      "A one-page trade price list, printed and as a PDF",
      "A sample {unit} for each buyer from each batch, and padded envelopes for the ones you post",
      "A sheet of {buyerCount} shops and what happened with each",
    ],
    successMetrics: [
      "First samples with buyers within two weeks, then every week, each followed up a week later",
      "One in four buyers ordering a first case after a sample and a follow-up",
      "Progress towards: {metrics}",
    ],
    template: `Subject: {product} for {{their shop}}: a sample {unit} is on your counter

Hi {{first name}},

I'm {{your name}} from {product}. {pitch}

I've left (or posted) a {unit} of {{the flavour}} for you to taste. I think it would sell at {{their shop}}: your customers buy local food they can't get at the supermarket, and at the markets I sell {{how many}} {unit}s on a good day.

The numbers for you: {tradePrice} a {unit} to you, {shelfPrice} on your shelf, so you keep {shopMargin}. A first order is {caseOf}, mixed flavours if you like, and if any {unit}s haven't sold after eight weeks I'll swap them.

Price list attached. Could I drop by for ten minutes next week to hear what you think?

{{your name}}
{product} · {website}

---
Follow-up, a week later:
Subject: Did the {{the flavour}} survive the week?

Hi {{first name}},

Just checking the sample of {product} reached you, and what you made of it. If it's a yes, a first case of mixed flavours can be with you by {{delivery day}}; if it's a no, I'd really like to know why (the price, the taste, the space on the shelf?).

Thanks,
{{your name}}`,
    // Cold email ruled out ("cold emails to store buyers get no replies"): the sample goes in by hand
    // with a note, and the next buyers come through introductions from the stockists there are.
    warm: {
      description:
        "Every week, hand a sample {unit} of {product} and a one-page trade price list to the buyers of {stockists} in {region} yourself, with a handwritten note, and call in again a week later; no cold email. Ask each stockist you have for one introduction to an owner they know. {margin} {stockistPace}",
      steps: [
        "Make the one-page trade price list: each product with its trade price ({tradePrice} a {unit}) and shelf price ({shelfPrice}), the shop's margin, {caseOf} as the minimum first order (mixed flavours allowed), delivery, payment in 30 days, shelf life, allergens, and your food hygiene registration and insurance, which buyers ask for.",
        "List {buyerCount} {stockists} in {region} that already sell local food at your price and don't yet carry anything like yours, with the owner's name and {callIn}.",
        "Start one sheet with every buyer on it (sample left, called back, ordered, reordered), and count new stockists on it every week against {metrics}.",
        "Each week, {workDays}, call in at the week's shops with a {unit} of your best seller, the price list and the note below; a week later call in again, or phone, and ask for one thing: a first order of {caseOf}, with any unsold {unit}s swapped after eight weeks so the first order costs them no risk. Ask every new stockist which owner they know who would like {product}, and mention their name when you call in there.",
      ],
      successMetrics: [
        "First samples handed to buyers within two weeks, then every week, each followed up in person a week later",
        "One in four buyers ordering a first case after a sample and a second visit",
        "Progress towards: {metrics}",
      ],
      template: `Handwritten note, left with the sample and the price list:
Hi {{first name}}, I'm {{your name}} from {product}. {pitch} This {unit} of {{the flavour}} is for you to taste. The numbers for you: {tradePrice} a {unit} to you, {shelfPrice} on your shelf, so you keep {shopMargin}. A first order is {caseOf}, and I'll swap any {unit}s that haven't sold after eight weeks. I'll pop back next week to hear what you think. {{your name}} · {{your phone number}}

---
When you call back a week later:
"Hi {{first name}}, I'm {{your name}} from {product}; I left you a {unit} of {{the flavour}} last week. What did you make of it? ... If it's a yes, I can bring a first case of mixed flavours on {{delivery day}}. If it's a no, could you tell me why: the price, the taste or the space on the shelf?"`,
    },
    marketingWisdom:
      "Buyers of small food shops are sold by the taste and kept by the numbers: a sample, a clear margin and a small first order with no risk get you on the shelf; a follow-up a week later is where most first orders happen, because the sample is still on the counter.",
  },
  {
    id: "wholesale-in-store-tastings",
    name: "A tasting in each new stockist's shop, and a shelf card by the {unit}s",
    kinds: ["ecommerce"],
    wholesale: true,
    goals: ["revenue", "partnerships", "retention"],
    stages: ALL_STAGES,
    channels: ["partnerships"],
    requires: [],
    uses: ["sales"],
    cost: { min: 10, max: 60 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "A {stockist} reorders what leaves the shelf, and people buy food they have tasted: two hours of tastings in a new stockist's shop sells the first case, and a shelf card keeps selling when you have gone.",
    description:
      "Offer every new stockist a free tasting in the shop within a month of their first order, at the shop's busiest couple of hours on a day you are free (a Friday afternoon often works, around your own market days), with a shelf card that tells the story of {product} beside the {unit}s. It sells the first case, brings the reorder and gives you the words that sell to the next buyer.",
    steps: [
      "Design one shelf card (A6, to stand by the {unit}s): where it is made, what it goes with, one line from a customer, {shelfPrice}; print 50.",
      "From the first order on, send each new stockist the tasting offer below with their order, and agree a date in the next four weeks at the shop's busiest hours.",
      "On the day, bring tasting pots, something plain to taste on and a pen: say one line about each flavour, and note what people say and which flavour they buy.",
      "Ask the owner the following week how many {unit}s sold, and offer the reorder then; a shop that sold out gets first pick of the next batch.",
      "Each month, count reorders among your stockists and which shops' tastings sold most, and offer a second tasting where it did.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["50 printed shelf cards", "Tasting pots, spoons and plain crackers or crisps", "Two hours per tasting, about every other week"],
    successMetrics: [
      "A tasting in each new stockist within a month of the first order",
      "A case sold on a tasting day, and a reorder within six weeks",
      "Progress towards: {metrics}",
    ],
    template: `Subject: A free tasting of {product} at {{their shop}}?

Hi {{first name}},

Thank you for the first order of {product}: it's a real pleasure to be on your shelf.

To get it moving, I'd like to do a free tasting in the shop: two hours at your busiest time ({{day and time}}), me behind a small table with the flavours to taste and the {unit}s beside me. I bring everything, I tidy up, and people pay for what they buy at your till as usual.

Would {{date}} or {{another date}} suit you? I'll also send a shelf card to stand by the {unit}s.

{{your name}}
{product}`,
    marketingWisdom:
      "A first order is a trial, and sell-through decides the second: shops reorder producers who help them sell, so the tasting is part of the sale, not a favour. People who taste buy far more often than people who only see a label.",
  },
  {
    id: "wholesale-ask-your-deli",
    name: "Your market and online customers ask their own {stockist} to stock {product}",
    kinds: ["ecommerce"],
    wholesale: true,
    goals: ["partnerships", "awareness", "revenue"],
    stages: ALL_STAGES,
    channels: ["referral", "markets"],
    requires: [],
    uses: ["content"],
    cost: { min: 10, max: 30 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "The people who already buy {product} at your stall and from your online shop also shop at a {stockist} near home, and a buyer listens to a customer asking for a product more than to any producer.",
    description:
      "Hand every buyer at your market stall, and put in every online order, a small card: 'Want {product} nearer home? Ask your {stockist} to stock us' with your trade price list's link for the shop. Write down each shop customers name, and send that shop the request note below: a buyer with customers asking is half sold.",
    steps: [
      "Print 500 small cards: on the front, 'Want {product} nearer home? Ask your {stockist} to stock us'; on the back, a line for the shop's name and {website} for the shop to see the price list.",
      "Add a 'Where to buy' list to {website} with every stockist, so people who ask can find you, and tell market customers the new ones.",
      "At the stall, ask every regular where they shop for food near home, and write the shop's name in a notebook; put a card in every online order.",
      "Each week, send the note below to each shop customers named, with a sample where two or more people named it.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["500 small cards", "A notebook at the stall for the shops customers name", "Half an hour a week"],
    successMetrics: ["Shops named by customers each week", "Shops named by two or more customers that order a first case", "Progress towards: {metrics}"],
    template: `Card (front):
Want {product} nearer home? Ask your {stockist} to stock us, and hand them this card.

Card (back, for the shop):
Your customer would like to buy {product} here. Trade {tradePrice} a {unit}, {shelfPrice} on your shelf. Price list and a sample: {website}

---
Note to a shop your customers named:
Hi {{first name}}, I'm {{your name}} of {product}. {{how many}} of my market customers who shop with you have asked me whether {{their shop}} could stock us. May I drop off a sample and our trade price list this week? {{your name}}`,
    marketingWisdom:
      "A buyer takes a risk on every new line; a customer asking for it by name is the best evidence it will sell. Customers who love a small producer want to help, and a card with one clear ask tells them how.",
  },
  {
    id: "wholesale-marketplace-listing",
    name: "A wholesale listing shops already order from: Faire, and your stockists' own reorders",
    kinds: ["ecommerce"],
    wholesale: true,
    goals: ["partnerships", "revenue"],
    stages: ALL_STAGES,
    channels: ["marketplaces"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Many independent shops order new lines on a wholesale marketplace such as Faire, on payment terms they like, so a listing lets {stockists} you have never met find and order {product}, and lets the ones you met reorder in a minute.",
    description:
      "Open a brand account on Faire (free to join), list each flavour with the trade and shelf prices from your price list and your first-order minimum, and send shops you meet your own Faire link: Faire keeps a commission on orders from shops it finds for you, and much less on shops you bring with your own link (check the current rates when you join).",
    steps: [
      "Open a brand account on Faire with photos of each {unit}, the story of {product} in three lines, the trade price ({tradePrice}), the shelf price ({shelfPrice}), your minimum and your delivery times.",
      "Copy your own Faire link, put it on the trade price list and in the follow-up emails, so buyers who prefer payment terms can order there.",
      "Once a week, answer messages from shops on Faire and send their orders {workDays}.",
      "Each month, compare orders from shops Faire found with the ones you brought, after its commission, and keep your price list the same wherever shops order.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A Faire brand account (free to join; a commission on orders)", "Good photos of each flavour", "Half an hour a week"],
    successMetrics: ["Listing live within a month", "First orders from shops you had not contacted", "Progress towards: {metrics}"],
    template: `To a buyer who prefers to order on Faire:
Hi {{first name}}, thanks for tasting {product}. If it's easier, you can order it on Faire with payment terms: {{your own faire link}}. Same prices as our list: {tradePrice} a {unit}, {shelfPrice} on the shelf. {{your name}}`,
    marketingWisdom:
      "A wholesale marketplace is a till, not a salesperson: shops you never met find you there now and then, but most orders come from buyers you sampled and sent your own link, which also costs you less.",
  },
  {
    id: "wholesale-food-group-and-fair",
    name: "Join {foodGroup}, and meet buyers at one regional food fair",
    kinds: ["ecommerce"],
    wholesale: true,
    goals: ["partnerships", "awareness", "revenue"],
    stages: ALL_STAGES,
    channels: ["trade-shows"],
    requires: [],
    uses: ["sales"],
    cost: { min: 0, max: 60 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Buyers of {stockists} look for new local producers through their regional food group, its awards and its trade days, so membership and one food fair put {product} where they are already looking.",
    description:
      "Look into {foodGroup}: its producer directory, its awards (an award sticker on the {unit} is a reason for a buyer to say yes) and the trade days and food fairs where its members meet buyers. Walk one food fair or trade show with samples and your price list before paying for a stand, and follow up everyone you meet the next week.",
    steps: [
      "Read what {foodGroup} offers producers (directory, awards, trade days, costs) and join only if a trade day or its directory can bring buyers you would not reach alone.",
      "Pick the next regional food fair or trade show where buyers of {stockists} go (most are in spring and early autumn), and register as a trade visitor (usually free) rather than buying a stand.",
      "On the day, bring ten samples and twenty price lists, and ask each buyer you meet one question: what sells best on their shelf and why.",
      "The following week, {workDays}, send everyone you met the note below with your price list.",
      "Enter one award your group or region runs, when its entry fee fits the budget, and put the result on the price list and the shelf card.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["Ten samples and twenty price lists for the fair", "A trade visitor pass (usually free)", "One day at the fair, then half an hour a week"],
    successMetrics: ["Buyers met at the fair, and first orders from them within six weeks", "Progress towards: {metrics}"],
    template: `Subject: Good to meet you at {{the fair}}: {product}

Hi {{first name}},

It was good to meet you at {{the fair}} and hear about {{what they told you}}. As promised, here's the price list for {product}: {tradePrice} a {unit} to you, {shelfPrice} on your shelf, and a first order of {caseOf}.

If you'd like to taste it again with your team, I can drop off a {unit} next week.

{{your name}}
{product} · {website}`,
    marketingWisdom:
      "At a food fair the conversation is the easy part; the follow-up the next week is where orders come from. Walking a show as a visitor with samples costs a day, not a stand, and tells you whether a stand next year would pay.",
  },
];
