import type { LibraryTactic } from "../types";
import { LIVE } from "./stages";

/*
 * A maker who sells through a marketplace platform (Etsy, Amazon Handmade, eBay, Not On The High
 * Street, Depop…) and wants more of it on their own website and a list of their own: what an
 * experienced Etsy-to-own-shop seller does. Every tactic keeps within the platform's rules: buyers
 * join the list themselves (no order's email is ever added), and nothing sent through the platform
 * asks a buyer to buy elsewhere. Photographs, not video: these work for a maker who will not be on
 * camera. Only for such a maker (`marketplaceSellers`), and the tactics they replace are listed below.
 */

/**
 * Tactics a marketplace seller aiming for their own site gets in a form written for them, or that
 * send sales the other way (to stockists, onto more marketplaces): left out of their plan.
 */
export const REPLACED_FOR_MARKETPLACE_SELLERS = new Set([
  "ecom-welcome-series",
  "ecom-free-product-listings",
  "ecom-wholesale-stockists",
  "ecom-marketplace-expansion",
]);

export const MAKER_TACTICS: LibraryTactic[] = [
  {
    id: "maker-parcel-card-list",
    name: "A card in every {platform} parcel: join the list for a first look at new pieces",
    kinds: ["ecommerce"],
    marketplaceSellers: true,
    goals: ["revenue", "signups"],
    stages: LIVE,
    channels: ["email-marketing", "marketplaces"],
    requires: [],
    uses: ["design"],
    cost: { min: 0, max: 40 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Every buyer who found {product} on {platform} is holding your work when the parcel opens, so a card inviting them to your email list turns the marketplace's customers into readers you can write to yourself.",
    description:
      "A printed card in every order from {platform}: a thank-you, and an invitation to join your email list for a first look at new pieces, with a QR code to the sign-up page on {website}. It keeps within {platform}'s rules: buyers sign up themselves, you never add an email from an order to your list, and neither the card nor your messages on {platform} ask anyone to buy elsewhere or offer a discount for it. The list is where new pieces are shown first; where people buy is their choice.",
    steps: [
      "Set up one sign-up page on {website} (your shop platform's form, or a free plan of an email tool such as MailerLite or Klaviyo) with one promise: a first look at new pieces, at most one email a week; switch on the tool's automatic thank-you email, so nobody who joins hears nothing before your welcome series is written.",
      "Make a QR code that opens that page (most email tools make one for free) and print about 200 postcards with the card text below, in the same paper and style as your packaging.",
      "From this week, put one card in every {platform} order, next to the piece. Never copy a buyer's email from an order on {platform} into your list, and never use {platform} messages to point buyers to your site: the card invites, and the buyer chooses.",
      "Every Friday count sign-ups from the card against orders shipped; if fewer than one order in ten brings a sign-up, change the promise on the card (a piece made in one run only, the story of where its materials came from).",
    ],
    setupSteps: 2,
    resourcesNeeded: ["About 200 printed cards with a QR code", "A sign-up page on your own site", "An email tool (a free plan is enough up to a few hundred subscribers)"],
    successMetrics: [
      "A card in every order from week 2",
      "1 order in 10 brings a sign-up within a month",
      "Sign-ups from the card counted every Friday",
    ],
    template: `Card in every parcel (front)
Thank you for choosing {product}.
{{one line about how this piece was made}}

(back)
New pieces go to my email list first.
Join for a first look before anyone else, and the story behind each one: scan the code or visit {website}.
One email a week at most, and you can leave any time.
{{your name}}, {product}`,
    marketingWisdom:
      "The buyer who has just opened your parcel is the warmest reader you will ever have: ask then, with a reason to join rather than a discount. A discount teaches people to wait for the next one, and a discount for buying off {platform} breaks its rules; a first look at new pieces is something only your list can give.",
  },
  {
    id: "maker-signup-with-a-reason",
    name: "A list sign-up with a reason to join, on your own site and at {stall}",
    kinds: ["ecommerce"],
    marketplaceSellers: true,
    goals: ["signups", "revenue"],
    stages: LIVE,
    channels: ["email-marketing"],
    requires: [],
    uses: ["design"],
    cost: { min: 0, max: 20 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "Medium Impact",
    why: "People who visit {website} or stop at {stall} already like {product}'s work, and one clear reason to join (a first look at new pieces) is what turns a look into a subscriber you can reach again.",
    description:
      "One sign-up form with one reason to join, a first look at new pieces and the story behind each, shown on every page of {website} and as a QR code on a small sign at {stall}, with a paper sheet for people who would rather write their email down. Everyone who joins gets the welcome emails.",
    steps: [
      "Put the sign-up form at the top of your home page and under every product on {website}, with the promise in one line and no pop-up before the visitor has seen a piece.",
      "Print an A5 sign for {stall} with the QR code and the same promise, and a clipboard sheet whose top line reads: I'd like emails from {product} and can leave any time.",
      "At each fair, say it to everyone who stops to look: new pieces go to the list first, and here's the code.",
      "Within two days of a fair, type in the paper sign-ups (only those who ticked the line) so their welcome emails start while they remember your stall.",
      "Every Friday note sign-ups by where they came from (site, parcel card, fair) in your tracker, and keep the promise that brings the most.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["Your shop platform's sign-up form or a free email tool", "An A5 sign with a QR code and a clipboard sheet for each fair"],
    successMetrics: ["2-4% of visitors to your site join", "20 or more sign-ups from each fair", "Sign-ups counted by source every Friday"],
    template: `Sign-up form on {website}
First look at new pieces
New {product} pieces go to my list before anyone else, with the story behind each one. One email a week at most; leave any time.
Button: Send me the first look

---
Sign at {stall} (A5, next to the pieces)
New pieces go to my list first.
Scan to join, or write your email on the sheet.
{product}, {{one line about what you make and where}}`,
    marketingWisdom:
      "A sign-up box that says only 'sign up' is a box nobody ticks: the reason to join is the offer. At a fair, the person holding a piece and not buying today is the one to ask; a month later, the email with new pieces brings many of them back.",
  },
  {
    id: "maker-welcome-and-gifting-emails",
    name: "Welcome emails, and gifting emails with the last posting dates before each gifting day",
    kinds: ["ecommerce"],
    marketplaceSellers: true,
    goals: ["revenue", "retention"],
    stages: LIVE,
    channels: ["email-marketing"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 30 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "A new subscriber to {product} is most curious in the first week, and people buying gifts need to know what to choose and when to order, so a short welcome series and one well-timed gifting email bring orders to {website}.",
    description:
      "Three welcome emails in a week for every new subscriber, sent by your email tool on its own: how {product} pieces are made, the pieces people choose as gifts, and buyers' own words with a link to {website}. Three weeks before each gifting date in these weeks ({giftDates}), one gifting email with the last posting dates and gift wrapping, so nobody misses them.",
    steps: [
      "Write the three welcome emails below in {language} in your email tool, with your own photographs of the pieces and the workbench, and set them to go on day 0, day 3 and day 7 after sign-up.",
      "Sign up yourself, read all three on your phone, and fix anything that reads oddly.",
      "Switch the series on; it then runs by itself for every sign-up from the parcel card, the site and the fairs.",
      "Three weeks before each gifting date ({giftDates}), look up the carriers' last posting dates, send the gifting email below, and send it again, shorter, two days before the last posting date.",
      "After each send, count orders on {website} in the following three days, and note which piece sold first.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["Your email tool's automation (free plans include a simple welcome series)", "Six or eight of your own photographs", "The carriers' last posting dates before each gifting date"],
    successMetrics: ["Over half of new subscribers open the first welcome email", "Orders on your own site from each email counted within three days", "A gifting email sent three weeks before each gifting date"],
    template: `Email 1 (on sign-up)
Subject: Welcome to {product}: your first look

Hi {{first name}},

Thank you for joining. {pitch}

Every new piece comes to this list first, before it is listed anywhere else. Here is what is on the bench now: {{the piece on your bench}}.

{{your name}}

---
Email 2 (day 3)
Subject: The {product} pieces people give

Hi {{first name}},

Most of my pieces leave as gifts. The three chosen most: {{three pieces with one line each}}. Each one is wrapped and sent with a handwritten card if you ask.

See them at {website}

---
Email 3 (day 7)
Subject: In their words

Hi {{first name}},

"{{a buyer's review and first name}}"

Every piece is gift-wrapped on request, and everything is at {website}.

---
Gifting email (three weeks before each gifting date)
Subject: Last posting dates for {{the occasion}}, and gifts from {product}

Hi {{first name}},

To be sure your gift arrives for {{the occasion}}, order by:
- {{last standard posting date}} for standard post
- {{last express posting date}} for express

Every order is gift-wrapped, with a handwritten card if you tell me what to write. The pieces people are choosing this year: {{two or three pieces}}.

{website}`,
    marketingWisdom:
      "Welcome emails are read more than anything else you will send, so tell the story there, once, and let every later email be short. Gift buyers fear one thing above price: that it arrives late. Last posting dates in the subject line are a reason to open and a reason to order now.",
  },
  {
    id: "maker-new-pieces-list-first",
    name: "New pieces to your list first, on your own site, before {platform}",
    kinds: ["ecommerce"],
    marketplaceSellers: true,
    goals: ["revenue"],
    stages: LIVE,
    channels: ["email-marketing"],
    requires: [],
    uses: ["design", "content"],
    cost: { min: 0, max: 40 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Subscribers who get first choice of new {product} pieces buy them on {website}, where no marketplace fee is taken, and the first look is the reason they stay on the list.",
    description:
      "Each new piece or small collection goes on {website} and to your list 48 hours before it is listed on {platform}: subscribers get first choice, your own site takes the order, and the list has a reason to stay. {ownSiteMath}",
    steps: [
      "If your own shop is not selling yet, set it up on {website} (Shopify, Squarespace, Wix or Big Cartel) with the same photographs, descriptions and prices as on {platform}, and with payment, postage and a returns policy.",
      "Plan one small drop a month: three to six new pieces, photographed together in daylight, with a line each on how it was made.",
      "Put the drop on {website}, send the drop email below on a weekday evening, and list the same pieces on {platform} 48 hours later.",
      "Between drops, send one short email a week: a piece on the bench, where a material came from, a buyer's photograph shared with their permission.",
      "Every Friday count orders on your own site against those on {platform}; the goal is {ownOrders} on your own site.",
    ],
    setupSteps: 1,
    // The parcel card, the sign-up page and Google's listings all point to the own shop: it comes first.
    groundworkSteps: 1,
    resourcesNeeded: ["Your own shop on your website (a basic plan of Shopify, Squarespace, Wix or Big Cartel)", "Daylight photographs of each new piece", "Your email tool"],
    successMetrics: [
      "{ownOrders} on your own site",
      "{listTarget} email subscribers",
      "Each drop's orders on your own site counted in the 48 hours before it reaches {platform}",
    ],
    template: `Subject: First look: {{the drop's name}} from {product}

Hi {{first name}},

{{number}} new pieces, before they go anywhere else: {{one line on what inspired them}}.

{{piece 1}}, {{price 1}}: {{one line on how it was made}}
{{piece 2}}, {{price 2}}: {{one line}}
{{piece 3}}, {{price 3}}: {{one line}}

Each is one of a kind or made in a small run, and they reach {platform} on {{day}}. Until then they are yours to choose first at {website}

{{your name}}, {product}`,
    marketingWisdom:
      "A list earns its keep when being on it is worth something: first choice of pieces that sell out is worth more than any discount. Keep your prices the same everywhere; what your own site offers is first choice and a person who answers, not a cheaper price.",
  },
  {
    id: "maker-pinterest-pins",
    name: "Pinterest pins of every piece, linking to your own site",
    kinds: ["ecommerce"],
    marketplaceSellers: true,
    goals: ["awareness", "revenue"],
    stages: LIVE,
    channels: ["pinterest"],
    requires: [],
    uses: ["design", "social"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Long-term",
    impact: "Medium Impact",
    why: "People plan gifts and looks on Pinterest weeks and months ahead, and a pin of a {product} piece keeps sending them to {website} long after it goes up, with only a photograph and nobody on camera.",
    description:
      "A free Pinterest business account with boards named the way people search (by kind of piece, by occasion, gift ideas), and every piece pinned with its product photograph, a title in the words people search with, and a link to its own page on {website}. Photographs only: nothing to film and no one on camera.",
    steps: [
      "Open a free Pinterest business account, claim {website} so your pins carry your name, and make five boards named as people search: one per kind of piece, a gift board and one for the season ahead.",
      "Pin every piece from its page on your site: an upright photograph (2:3), a title saying what it is and who it is for, and a description using the words from your best-selling listings on {platform}.",
      "Each week pin three to five: new pieces, older ones to a gift board, a close-up of the making; schedule a month at a time if that suits you better.",
      "Two or three months before each gifting date ({giftDates}), pin to a board for it: people search for gifts on Pinterest long before they buy.",
      "Each month read Pinterest's analytics for outbound clicks, and pin more of what people click through to your site.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A free Pinterest business account", "Your product photographs, upright crops", "An hour a week, or one afternoon a month with the pins scheduled"],
    successMetrics: ["Every piece on your site pinned within six weeks", "Outbound clicks to your site growing month on month", "Orders on your own site from Pinterest in your shop's reports"],
    template: `Pin title
{{the piece}} by {product}: {{who it is for or the occasion}}

Pin description
{pitch} {{its materials and size}}. Sent {geo}, gift-wrapped on request.

Board names
{{kind of piece}} by {product} · Gifts for {{who your buyers give to}} · Christmas and Mother's Day gifts from {product}`,
    marketingWisdom:
      "Pinterest is a search engine more than a feed: a pin with a plain, searchable title keeps bringing visitors for months, while a post elsewhere fades in a day. For a maker who will not be filmed it is the network that asks only for good photographs.",
  },
  {
    id: "maker-google-free-listings",
    name: "Google's free product listings for your own shop, through your shop platform",
    kinds: ["ecommerce"],
    marketplaceSellers: true,
    goals: ["revenue", "awareness"],
    stages: LIVE,
    channels: ["seo"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "Medium Impact",
    why: "Shoppers {geo} searching for pieces like {product}'s see free product listings in Google's Shopping tab and image results, and they link to {website}, not to {platform}.",
    description:
      "Google Merchant Center shows your products for free, with photograph, price and delivery time, in the Shopping tab and Google Images. Most shop platforms (Shopify, Squarespace, Wix, Big Cartel through an app) send your products there from a settings page; the work is titles in the words people search with.",
    steps: [
      "Create a Google Merchant Center account, verify {website} and connect it through your shop platform's Google channel or app, with free listings switched on.",
      "Add your postage and returns settings so listings show delivery time and your returns promise.",
      "Rewrite the titles of your ten best-selling pieces with the template below, using the words buyers type on {platform} (you can see them in your shop's search terms there).",
      "Each week check Merchant Center for products it has not approved, and fix them.",
      "After four weeks, read which pieces get clicks and rewrite the titles of those seen often and clicked rarely.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A Google Merchant Center account", "Your shop platform's Google channel or app", "An evening for the first ten titles"],
    successMetrics: ["All pieces approved in Merchant Center within two weeks", "Clicks from free listings growing month on month", "Orders on your own site from Google in your shop's reports"],
    template: `Product title
{{kind of piece}}, {{material}}, {{the detail people search for}}, handmade by {product}

First lines of the description
{pitch} {{size and materials}}. Sent {geo}, gift-wrapped on request.

Highlights
- {{what buyers mention most in reviews}}
- Made by hand, one at a time, by {product}`,
    marketingWisdom:
      "Shoppers search in plain words (the kind of piece, the material, the stone), so a title that says what a piece is outranks a poetic name. These listings cost nothing and send buyers to your own site, where no marketplace fee is taken.",
  },
  {
    id: "maker-photo-shopping-ads",
    name: "Photo-led shopping ads on Google and Pinterest that send buyers to your own site",
    kinds: ["ecommerce"],
    marketplaceSellers: true,
    goals: ["revenue", "awareness"],
    stages: LIVE,
    channels: ["google-ads", "pinterest"],
    requires: ["paid"],
    workaround: {
      paid: "No ads experience? Start with Google's Performance Max for shopping with your product feed and one Pinterest campaign of your best-clicked pins, with a fixed daily budget, or hire a freelancer who runs shopping ads for makers for the first two months and keep the budget caps yourself.",
    },
    uses: ["design", "analytics"],
    cost: { min: 500, max: 20000 },
    paid: true,
    hoursPerWeek: 2,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "People searching Google and Pinterest for pieces like {product}'s decide from a photograph and a price, so shopping ads built from your own product photographs bring them to {website} rather than to {platform}, with nobody on camera.",
    description:
      "Shopping ads on Google (from the same product feed as your free listings) and promoted pins on Pinterest, each linking to the piece's page on {website}, judged on what an order on your own site costs you compared with the fees {platform} takes. Photographs only: nothing to film.",
    steps: [
      "Connect Google Merchant Center and a Pinterest business account to {website}, install both tags through your shop platform, and check that a test order is recorded on each.",
      "Write down what an order costs you on {platform} today (its fees, and its ads if you pay for them): that is the most an order from these ads may cost.",
      "Start one Google shopping campaign with your whole feed and one Pinterest campaign with your ten best-clicked pins, each on a fixed daily budget.",
      "Every week compare cost per order on your own site with the {platform} figure; move money to the campaign and the pieces that beat it, and pause those that do not after three weeks.",
      "Before each gifting date ({giftDates}), raise the budget on your gift pieces four weeks ahead, and lower it after the last posting date.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["Google Merchant Center and Google Ads accounts", "A Pinterest business account", "Your product photographs in upright and square crops"],
    successMetrics: [
      "Cost per order on your own site below what an order costs you on {platform}",
      "{ownOrders} on your own site",
      "New email subscribers from ad visitors counted every week",
    ],
    template: `Google shopping title (from your feed)
{{kind of piece}}, {{material}}, handmade by {product}

Pinterest promoted pin
Title: {{the piece}} by {product}, {{the occasion}}
Description: {pitch} Sent {geo}, gift-wrapped on request. Order by {{last posting date}} for {{the occasion}}.`,
    marketingWisdom:
      "Shopping ads work for makers when the photograph does the selling: the same clean, daylight photograph that sells on {platform} sells in an ad. Judge them on the one number that matters for your goal, what an order on your own site costs against what {platform} keeps.",
  },
];
