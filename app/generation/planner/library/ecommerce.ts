import type { LibraryTactic } from "../types";
import { ALL_STAGES, BETA_ON, LIVE, TRACTION } from "./stages";

/*
 * D2C brands, online shops and physical-product subscriptions: skincare, coffee, food, apparel, pet
 * products, subscription boxes. Ordered from the retention basics every shop should run (cheap, early)
 * to the programmes a large budget pays for (creators at scale, measurement, brand film). Meta-specific
 * tactics are kept apart from the channel-diversification tactic, so a brand that leans too hard on
 * Meta still gets a full plan.
 */
export const ECOMMERCE_TACTICS: LibraryTactic[] = [
  // ─── Retention basics: email flows that run by themselves ───────────────────────────────────────
  {
    id: "ecom-abandoned-cart-flow",
    name: "Abandoned-cart email flow: three emails over three days",
    kinds: ["ecommerce"],
    goals: ["revenue"],
    stages: BETA_ON,
    channels: ["email-marketing"],
    requires: [],
    uses: ["content", "analytics"],
    cost: { min: 0, max: 100 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Most shoppers who add something from {product} to their cart leave before paying, and three well-timed emails bring a share of them back for one afternoon of set-up.",
    description:
      "An automated flow in your shop's email tool for shoppers who started checkout and left: a plain reminder after one hour, an answer to the usual doubt after 24 hours, and a last note after 72 hours. Each email has one job, and the first two carry no discount.",
    steps: [
      "In Shopify Email, Klaviyo or your shop's own email tool, turn on checkout capture so the email address typed at checkout is saved, and check who you may write to: in the EU and UK, only shoppers who ticked marketing consent or fall under your country's soft opt-in rule.",
      "Build the flow: trigger 'started checkout', exit the moment an order is placed, emails at 1 hour, 24 hours and 72 hours, each with the tool's dynamic block showing the cart item and its photo.",
      "Write the three emails below in {language}: email 1 is a reminder, email 2 answers the doubt buyers raise most (delivery time, returns, taste or fit), email 3 is the last note.",
      "Start a test order on your phone, leave it at checkout, and read all three emails as they arrive before you switch the flow live.",
      "Each Friday check recovered revenue and click rate per email; rewrite the subject line of the weakest email first, and try an offer in email 3 only after two weeks of results without one.",
    ],
    setupSteps: 4,
    resourcesNeeded: [
      "Your shop's email tool (Shopify Email or Klaviyo's free plan is enough to start)",
      "One good photo per product that reads well on a phone",
      "Two hours to set up, then 15 minutes a week",
    ],
    successMetrics: [
      "5-10% of abandoned checkouts recovered within 72 hours",
      "Click rate above 8% on email 1",
      "Progress towards: {metrics}",
    ],
    template: `Email 1 (1 hour after checkout was left)
Subject: You left something in your cart
Preview: Your {{cart item}} is still waiting.

Hi {{first name}},

Your {{cart item}} from {product} is still in your cart. We've kept it for you.

Button: Return to my cart

A question before you order? Reply to this email: a real person at {product} reads every one.

---
Email 2 (24 hours later)
Subject: A question before you order?

Hi {{first name}},

Most people who pause at checkout want to know one of three things:
- When will it arrive? Every order ships with tracking, and the number comes to your inbox.
- What if it isn't right? You can send it back within {{return window}}.
- Is it worth {price}? In a customer's words: "{{a quote from a buyer}}"

Button: Complete my order

---
Email 3 (72 hours later)
Subject: Last call on your cart

Hi {{first name}},

We'll clear your cart soon, so this is our last note about it. If {product} isn't for you right now, no hard feelings. If it is, your {{cart item}} is one click away.

Button: Finish my order

Thanks for looking,
The {product} team`,
    marketingWisdom:
      "Cart recovery comes from timing and from answering the doubt, not from the discount: a discount in the first email teaches shoppers to leave carts on purpose. Change one thing at a time and keep email 1 short enough to read while waiting for a kettle.",
  },
  {
    id: "ecom-welcome-series",
    name: "Welcome email series for new sign-ups (three emails in a week)",
    kinds: ["ecommerce"],
    goals: ["signups", "revenue"],
    stages: ALL_STAGES,
    channels: ["email-marketing"],
    requires: [],
    uses: ["content", "design"],
    cost: { min: 0, max: 100 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "People who sign up to hear from {product} are at their most curious in the first week, so a short welcome series turns that curiosity into a first order.",
    description:
      "A sign-up form on {website} makes one specific promise (first dibs on new batches, a short guide to choosing, a welcome gift), then three emails over five days tell the story behind {product}, help the reader pick where to start, and show what buyers say. Before launch it doubles as a waitlist.",
    steps: [
      "Add one sign-up form to {website}, shown after 10 seconds or when a visitor moves to leave, with one promise in one line, and keep it away from the checkout page.",
      "Set up the flow in your email tool, triggered by the sign-up: email 1 at once, email 2 on day 2, email 3 on day 5, and stop the flow as soon as the person orders.",
      "Write the three emails below in {language}, with real photos from your kitchen, studio or warehouse rather than stock images.",
      "Switch it on, sign up with your own address, and fix anything that reads oddly on a phone.",
      "Every two weeks look at the share of sign-ups who buy within 14 days, and change one thing: the promise on the form or the subject line of email 1.",
    ],
    setupSteps: 3,
    resourcesNeeded: [
      "Your shop's email tool and its sign-up form",
      "Three or four real photos: the product, the people, the place it's made",
      "A welcome gift you can afford on every sign-up (a guide, early access or a small first-order offer)",
    ],
    successMetrics: [
      "Sign-up rate of 2-5% of site visitors",
      "Open rate above 50% on email 1",
      "8-15% of sign-ups place a first order within 14 days",
    ],
    template: `Email 1 (right after sign-up)
Subject: Welcome to {product}, here's what we promised

Hi {{first name}},

Thanks for joining us. As promised: {{your welcome gift}}.

A little about us: {pitch} We started {product} because {{the reason you started}}, and we still check every order before it leaves.

Reply and tell us what brought you here. We read every answer.

---
Email 2 (day 2)
Subject: Where to start with {product}

Hi {{first name}},

If you're new to us, start with {{your bestseller}}. It's the one most people reorder first.

Can't decide? Reply with one line about what you're looking for and we'll point you to the right one.

Button: Shop {product}

---
Email 3 (day 5)
Subject: In our customers' words

Hi {{first name}},

We could tell you {product} is good, but this says it better:
"{{a quote from a buyer}}"

When you're ready, everything is at {website}.

The {product} team`,
    marketingWisdom:
      "The welcome series is the most-read email a brand ever sends, so spend it on who you are and where to start rather than on a wall of products. A specific promise on the form (first dibs on the next batch) often signs up better than a generic ten per cent off, and the buyers it brings stay longer.",
  },
  {
    id: "ecom-photo-reviews",
    name: "Post-purchase review request with photo reviews",
    kinds: ["ecommerce"],
    goals: ["revenue", "awareness"],
    stages: LIVE,
    channels: ["reviews", "email-marketing"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 100 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Shoppers deciding on {product} trust people like them more than the brand, so honest reviews with buyers' own photos on each product page do the convincing your copy cannot.",
    description:
      "An automated request sent once buyers have had time to use the product, asking for a star rating, a sentence and a photo, and publishing every review, good or bad, on the product page. The same reward, if any, goes to every reviewer whatever they say.",
    steps: [
      "Install a reviews app (Judge.me, Okendo, Yotpo or your platform's own) that sends the request, collects photos, marks verified buyers and shows reviews on product pages.",
      "Time the request to when the product has had time to work (coffee 7 days after delivery, skincare 3-4 weeks, clothing after the return window), with one reminder a week later.",
      "Switch off any setting that hides or delays low ratings, and decide who replies to critical reviews within two working days; rewards tied to a positive review break consumer-protection rules in the US, UK and EU, so offer nothing at all or the same thank-you for every review.",
      "Write the request below in {language}, then feature the best photo reviews in the product page gallery and, with the buyer's permission, in your emails and social posts.",
      "Every month read all new reviews, fix the most repeated complaint, and compare conversion on product pages with and without photo reviews.",
    ],
    setupSteps: 3,
    resourcesNeeded: [
      "A reviews app (free plans cover a small shop)",
      "Ten minutes a day to read and reply to new reviews",
    ],
    successMetrics: [
      "Review rate of 5-10% of delivered orders",
      "At least a third of reviews with a photo",
      "Higher conversion on product pages with five or more reviews",
    ],
    template: `Subject: How is your {product} order working out?

Hi {{first name}},

You've had your {{product they bought}} for {{time since delivery}} now. Would you tell other buyers how it's going? Good, bad or in between, every honest review helps someone decide.

Button: Write a review (1 minute)

A photo of it at home helps most: people want to see it in real life, in real kitchens, bathrooms and hallways, as well as in our pictures.

Thank you,
{{your name}} at {product}

---
Reminder (7 days later, only if they haven't reviewed)
Subject: 30 seconds for your {{product they bought}}?

Hi {{first name}}, a star rating and one line is plenty. Your words go on the product page exactly as you write them.`,
    marketingWisdom:
      "A page with a few critical reviews converts better than a page of perfect ones, because shoppers distrust perfection. When you ask matters more than how you ask: request the review when the product has done its job.",
  },
  {
    id: "ecom-post-purchase-onboarding",
    name: "Post-purchase how-to-use emails timed to delivery",
    kinds: ["ecommerce"],
    goals: ["retention", "revenue"],
    stages: BETA_ON,
    channels: ["email-marketing"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 50 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "Medium Impact",
    why: "Buyers who get a good first result with {product} come back, and two emails timed to the delivery make that first result far more likely.",
    description:
      "A post-purchase email flow that starts when the parcel arrives: how to get the best from it on day one, then a check-in when the first results should show. It cuts returns and support questions and sets up the second order.",
    steps: [
      "List the questions your inbox gets most in the two weeks after delivery (how much to use, how to store it, how to wash it, when results show); those become the tips.",
      "In your email tool, create a flow triggered by 'order delivered' (or 'order fulfilled' plus the usual transit days), with first-time buyers getting both emails and repeat buyers only the tips.",
      "Write the two emails below in {language}, with three photos or a 20-second phone clip showing the product in use.",
      "Switch the flow on and answer every reply yourself for the first month; the replies show which instructions are missing from the box.",
      "After a month compare the repeat-purchase rate and refund requests of buyers who got the flow with those from the month before.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["Your shop's email tool", "Your support inbox's most common questions", "Three photos of the product in use"],
    successMetrics: [
      "Fewer 'how do I use it' support emails",
      "Higher 60-day repeat rate for first-time buyers",
      "Reply rate above 3% on the check-in email",
    ],
    template: `Email 1 (day of delivery)
Subject: Your {product} has arrived: start here

Hi {{first name}},

Your order should be with you today. Before you open it, two things that make the first time go well:

1. {{first how-to tip}}
2. {{second how-to tip}}

Stuck or unsure? Reply to this email and someone from {product} answers within a day.

---
Email 2 (7-10 days after delivery)
Subject: How is it going with {product}?

Hi {{first name}},

You've had your order for about a week, which is usually when {{the first result buyers notice}}. If that hasn't happened yet, the most common fix is {{the most common fix}}.

One question: is it working for you? Hit reply with yes, no or not sure, and we'll help either way.`,
    marketingWisdom:
      "Retention is decided in the first week: a buyer who uses the product wrong blames the product. Write the tips from real support questions, not from the product description.",
  },
  {
    id: "ecom-replenishment-reminders",
    name: "Replenishment reminders timed to how fast buyers use it up",
    kinds: ["ecommerce"],
    goals: ["retention", "revenue"],
    stages: LIVE,
    channels: ["email-marketing"],
    requires: [],
    uses: ["analytics"],
    cost: { min: 0, max: 50 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "{product} runs out on a schedule you can work out, so a reminder a few days before the last scoop or drop wins the reorder before {competitor} does.",
    description:
      "One reminder per product, sent a few days before a typical buyer runs out, with a one-click reorder and the option to put it on a schedule. It suits anything used up: coffee, food, skincare, pet food, supplements, refills.",
    steps: [
      "For each product, work out how long it lasts at normal use (a 250 g bag at two cups a day lasts about 17 days; a 30 ml serum used twice a day, about 6 weeks), then check it against the median days between first and second orders in your shop's data.",
      "In your email tool, create a flow triggered by 'placed order' with a delay per product equal to that usage time minus five days, exiting as soon as they reorder.",
      "Write the reminder below in {language}, with a one-click reorder link for the same product and size, and a line offering a subscription with skip and pause.",
      "Switch it on; after the first 100 sends, move the timing a few days earlier or later depending on whether reorders cluster before or after the email.",
      "Track the reorder rate within 14 days of the reminder, product by product, and how many reminder buyers switch to a subscription.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["Order history with dates per customer", "Your shop's email tool", "One afternoon to set the timings"],
    successMetrics: [
      "15-25% of reminded buyers reorder within 14 days",
      "Shorter median time between first and second order",
      "Progress towards: {metrics}",
    ],
    template: `Subject: Running low on {{product they bought}}?

Hi {{first name}},

By our count your {{product they bought}} from {product} is nearly finished if you've been using it every day.

Reorder the same one in one click, and it ships within a day.

Button: Reorder now

Want us to remember for you? Have it arrive every {{usual interval}}, and skip or pause whenever you like: {website}

---
Follow-up (4 days later, only if they haven't reordered)
Subject: Still got some left?

Quick check, {{first name}}: if you're not out yet, ignore this. If you are, your usual is one click away.

Button: Reorder my usual`,
    marketingWisdom:
      "Timing beats copy in replenishment: use your own reorder data, and send a few days before they run out, not after. The cheapest sale a brand ever makes is the second one to a buyer who liked the first.",
  },
  {
    id: "ecom-subscription-flex-save",
    name: "Skip, pause and swap at the cancel button: a subscription save flow",
    kinds: ["ecommerce"],
    goals: ["retention", "revenue"],
    stages: LIVE,
    channels: ["email-marketing"],
    requires: [],
    uses: ["analytics"],
    cost: { min: 0, max: 300 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Most people who cancel {product} have too much product or a busy month rather than a dislike of it, so offering to skip, pause or swap at the cancel button keeps them subscribed.",
    description:
      "Self-service options in the subscriber's account, a cancellation screen that answers each reason with the matching fix, and a pre-shipment reminder email so nobody gets a box they didn't want. Cancelling stays one click away: a trapped subscriber becomes a chargeback.",
    steps: [
      "In your subscription app (Recharge, Skio, Loop, Smartrr or your platform's own), turn on self-service for skip next order, pause for 1-3 months, change frequency, swap product and change delivery date.",
      "Build the cancellation screen: one question with five reasons, each answered with the matching option (too much left → slower schedule, fancy a change → swap, money → smaller size or skip), and the cancel button on the same screen, as easy to use as sign-up, which California and Germany already require and more places are adopting.",
      "Add a pre-shipment email 3 days before each renewal, with skip, swap and reschedule links in it.",
      "Write the cancel screen and the reminder below in {language}, then go through both as a test subscriber on your phone.",
      "Each month track the save rate by reason and the share of paused subscribers who resume; fix the product or pack size behind the top reason.",
    ],
    setupSteps: 4,
    resourcesNeeded: ["A subscription app with self-service options", "Last quarter's cancellation reasons"],
    successMetrics: [
      "20-35% of cancellation attempts end in a skip, pause, swap or slower schedule",
      "Lower monthly subscriber churn",
      "Fewer chargebacks and 'I forgot to cancel' emails",
    ],
    template: `Cancel screen
Before you go, can we fix it?
Tell us why you're leaving {product}:
- I have too much left → Send it every {{longer interval}} instead
- I need a break → Pause for 1, 2 or 3 months
- I fancy something different → Swap to {{another product}}
- It's too much right now → Switch to {{smaller size}}, or skip the next delivery
- Something else → Tell us in one line
Button: Cancel my subscription

---
Pre-shipment email (3 days before each renewal)
Subject: Your next {product} delivery ships on {{ship date}}

Hi {{first name}},

Your next delivery ships on {{ship date}}, at {price}. Need a change? Skip this one, swap what's inside or move the date in one click from your account: {website}

Enjoy,
The {product} team`,
    marketingWisdom:
      "Churn is mostly a pacing problem: people cancel when product piles up, so flexibility saves more subscribers than discounts do. Read every cancellation reason for the first three months; the top one is usually a pack size or a schedule, not the product.",
  },
  {
    id: "ecom-subscriber-win-back",
    name: "Win-back emails for lapsed subscribers and customers",
    kinds: ["ecommerce"],
    goals: ["retention", "revenue"],
    stages: LIVE,
    channels: ["email-marketing"],
    requires: [],
    uses: ["content", "analytics"],
    cost: { min: 0, max: 100 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "Medium Impact",
    why: "Former {product} subscribers already know the product, so asking them back with what has changed costs far less than finding a new buyer.",
    description:
      "A three-email win-back series for subscribers who cancelled 1-6 months ago and one-time buyers who never came back, with the first line shaped by why they left. The offer comes last, and only where it beats asking without one.",
    steps: [
      "Pull two lists from your shop or subscription app: subscribers who cancelled 30-180 days ago, and one-time buyers with no order in twice your usual reorder time; leave out anyone who unsubscribed.",
      "Sort the cancellation reasons into three piles (too much product, price, didn't suit me) and give each pile its own first line.",
      "Set up the win-back flow in your email tool (day 0, day 7, day 21) and write the emails below in {language}.",
      "Switch it on for the 30-day lapsed group first, and read the replies daily in the first week: they are the best research you will get.",
      "After 30 days compare reactivation rate by reason, and keep the offer in email 3 only for the group where it clearly beats the plain ask.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["Cancellation reasons from your subscription app", "Your shop's email tool", "One change worth telling lapsed buyers about"],
    successMetrics: ["5-10% of lapsed subscribers reactivate within 30 days", "Reply rate on email 2 above 2%", "Progress towards: {metrics}"],
    template: `Email 1
Subject: We changed a few things at {product}

Hi {{first name}},

You stopped your {product} subscription a little while ago, and you told us {{their cancellation reason}}. Fair enough. Since then, we've {{what changed since}}.

If that makes a difference, you can restart in one click, choose a smaller size or a slower schedule, and pause whenever you like.

Button: Restart my subscription

---
Email 2 (7 days later)
Subject: One question, {{first name}}

What would have made you stay? One line is plenty: just hit reply. We read every answer.

---
Email 3 (21 days later)
Subject: Your next delivery, on us to try again

Hi {{first name}},

If you'd like to give {product} another go, your first delivery back comes with {{your win-back offer}}. After that it's {price} again, and you can skip, pause or cancel from your account at any time.

Button: Come back to {product}`,
    marketingWisdom:
      "Lapsed customers tell you why they left if you ask one short question and nothing else. Lead with what changed; a discount to people who left over fit or taste only buys a second disappointment.",
  },

  // ─── Conversion on the site ─────────────────────────────────────────────────────────────────────
  {
    id: "ecom-trial-size-bundles",
    name: "Trial-size discovery set and use-based bundles",
    kinds: ["ecommerce"],
    goals: ["revenue", "signups"],
    stages: BETA_ON,
    channels: ["email-marketing"],
    requires: [],
    uses: ["design", "content"],
    cost: { min: 0, max: 400 },
    paid: false,
    hoursPerWeek: 3,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "A first order of {product} at {price} is a leap for someone who has never tried it, and a small discovery set or a starter bundle makes the first yes easy.",
    description:
      "A low-risk way in (a sample size or a discovery set of your bestsellers, priced to cover product and postage, credited back on the first full-size order) and two or three bundles named for how people use them. Both raise first-order conversion, and bundles raise order value.",
    steps: [
      "Pick the trial: a discovery set of 3-4 bestsellers in small sizes (three 50 g bags of coffee, travel sizes of skincare, single-serve pet treats), priced to cover product and postage, ideally small enough to fit a letterbox.",
      "Set a credit equal to the set's price toward the first full-size order within 30 days, so the trial leads somewhere.",
      "Build 2-3 bundles around real use (a morning routine set, a starter kit with the accessory people always forget), each a little cheaper than the items bought apart and named for the use rather than the contents.",
      "Put the discovery set on the home page and in the welcome series, and follow each trial order with the email below on day 5 after delivery.",
      "Track the share of trial buyers who place a full-size order within 45 days, and keep the trial only if it beats the repeat rate of ordinary first orders.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["Small-size packaging and labels", "Product photos of the set", "Your shop's bundle or discount settings"],
    successMetrics: ["30%+ of trial buyers place a full-size order within 45 days", "Higher average order value on bundle orders", "Higher first-order conversion on the home page"],
    template: `Product page
The {product} Discovery Set
New to us? Try {{what's in the set}} for {{trial price}}, delivered through your letterbox. Love one? The full price of the set comes back as credit on your first full-size order within 30 days.

---
Follow-up email (5 days after delivery)
Subject: Which one was your favourite?

Hi {{first name}},

You've had a few days with the {product} Discovery Set. Which one won? Hit reply and tell us, or go straight to the full size with your credit code {{credit code}}, valid for 30 days from delivery.

Button: Choose my full size

The {product} team`,
    marketingWisdom:
      "Lower the risk of the first purchase and you lower the cost of every customer: a trial priced to break even is marketing, not margin. Name bundles for the job they do; people buy a morning, not three SKUs.",
  },
  {
    id: "ecom-product-quiz",
    name: "Product-finder quiz on the shop",
    kinds: ["ecommerce"],
    goals: ["revenue", "signups"],
    stages: LIVE,
    channels: ["email-marketing"],
    requires: [],
    uses: ["content", "analytics"],
    cost: { min: 0, max: 150 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Shoppers facing a range of {product} options often leave before choosing, and a five-question quiz picks for them while learning what they need.",
    description:
      "A short quiz that asks what you would ask in person (skin type and concern, brew method and taste, dog size and appetite, fit and style) and recommends one product with the reason why. It captures an email with consent and gives you data on what people want.",
    steps: [
      "Write down the 4-6 questions you ask when someone asks you for advice, and map each combination of answers to one product or bundle.",
      "Build the quiz with a quiz app (Octane AI, RevenueHunt, Typeform) on its own page at {website}; ask for an email before the result, with marketing consent as a separate tick box.",
      "Write the result page so it explains the choice in the shopper's own terms ('because you use a cafetière and like chocolate notes'), with one main pick, one alternative and an add-to-cart button.",
      "Link the quiz from the home page, the menu and the welcome series, and send quiz takers who haven't bought the result email below after 24 hours.",
      "After a month compare the conversion rate of quiz takers with other visitors, and use the answers (most common concern, most chosen taste) to plan stock and product pages.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["A quiz app for your shop", "Your product range mapped to customer needs", "Half a day to write questions and results"],
    successMetrics: ["Quiz takers convert at twice the site average", "40%+ of quiz takers leave an email", "Quiz answers used in next quarter's range planning"],
    template: `Quiz intro (on the page)
Find your {product} match in 60 seconds
Five quick questions, and we'll pick the one that suits you, with the reason why.
Button: Start the quiz

---
Result email (24 hours later, for quiz takers who haven't ordered)
Subject: Your {product} match: {{their result}}

Hi {{first name}},

Based on your answers, {{their result}} is the one for you, because {{the reason from their answers}}.

It's {price}. Questions before you order? Reply to this email and a person will answer.

Button: Get my match`,
    marketingWisdom:
      "A quiz works when it gives the advice a good shop assistant would, in the customer's words rather than your category's jargon. The answers are as valuable as the sales: they tell you how customers sort your range, which is positioning research you didn't have to pay for.",
  },
  {
    id: "ecom-free-product-listings",
    name: "Free product listings on Google from a search-ready product feed",
    kinds: ["ecommerce"],
    goals: ["revenue", "awareness"],
    stages: BETA_ON,
    channels: ["seo"],
    requires: [],
    uses: ["seo", "content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "Medium Impact",
    why: "Shoppers {geo} searching for products like {product} see free product listings in Google's Shopping tab and image results, and getting {product} there costs only a clean product feed.",
    description:
      "Google Merchant Center shows your products for free in the Shopping tab, Google Images and some search results, with price, photo and delivery time. The work is a product feed whose titles use the words buyers search with; the same titles help your product pages rank.",
    steps: [
      "Create a Google Merchant Center account, verify {website}, and connect your shop through your platform's Google app or plugin.",
      "Fix the feed: titles in the order brand, product type, key attribute, size (written as buyers search), GTINs if you have barcodes, real photos, correct price and stock.",
      "Add your shipping and returns settings so listings show delivery time and the returns promise, and turn on free listings.",
      "Rewrite the title, description and highlights of your five bestsellers with the template below, then check Merchant Center diagnostics weekly for disapproved products.",
      "After four weeks read the performance report by product and rewrite the titles of products with many views and few clicks.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["A Google Merchant Center account", "Your product data: barcodes, sizes, materials or ingredients", "An afternoon for the first five products"],
    successMetrics: ["All products approved in Merchant Center", "Clicks from free listings growing month on month", "Sales attributed to free listings in your shop's reports"],
    template: `Product title (feed and product page)
{product} {{product type}}, {{key attribute and size}}

Description, first lines (what shows before "more")
{pitch} {{what it's made of or what's inside}}. Shipped {geo}, {price}.

Highlights (one line each)
- {{the result buyers mention most}}
- Unlike {competitor}: {{what makes it different}}
- Made by {product}, a small brand that answers every question itself`,
    marketingWisdom:
      "Shoppers search in plain words (type, size, material), so a title that says what the product is outranks a clever product name. Treat the feed as the front of your shop in search: most of the gains come from titles and photos, far more than from settings.",
  },

  // ─── Word of mouth, reviews and community ───────────────────────────────────────────────────────
  {
    id: "ecom-give-get-referral",
    name: "Give-get referral programme for happy buyers",
    kinds: ["ecommerce"],
    goals: ["signups", "revenue"],
    stages: LIVE,
    channels: ["referral", "email-marketing"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 150 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Buyers of {product} trust a friend's recommendation more than any ad, and a give-get reward makes that recommendation easy to pass on.",
    description:
      "Each customer gets a personal link: the friend gets something on a first order, and the customer gets the same once the friend's order ships. The link shows up at the moments buyers are happiest, on the order confirmation page and after delivery.",
    steps: [
      "Choose a reward both sides get, worth about the margin of one small product (a free sample pack for the friend, store credit for the customer), given only after the friend's first order ships.",
      "Install a referral app that works with your shop (ReferralCandy, Smile, Friendbuy or your subscription app's built-in one) and turn on its fraud checks: one reward per new household, self-referrals blocked.",
      "Put the referral link on the order confirmation page, in the post-delivery email and on its own page at {website}, with the terms in one short paragraph.",
      "Send the invite below to every customer who has ordered twice or told you they love it, and repeat it in your regular emails every two months.",
      "Each month track the share of new customers who came through a referral and the repeat rate of referred customers against everyone else.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["A referral app for your shop", "A reward you can afford on every referred order"],
    successMetrics: ["5-10% of new customers come through referral links", "Referred customers reorder at a higher rate than others", "Progress towards: {metrics}"],
    template: `Subject: A gift for a friend, from you and {product}

Hi {{first name}},

You've ordered from us more than once, so we guess {product} is doing its job. If someone you know would like it too, here's a link just for you:

{{personal referral link}}

They get {{friend reward}} on their first order. When their order ships, you get {{your reward}}. One link, as many friends as you like.

Thanks for spreading the word,
The {product} team`,
    marketingWisdom:
      "Referral amplifies word of mouth that already exists; the reward removes friction but cannot create the wish to share. Ask at the happiest moment, just after delivery or a second order, rather than hiding the link in the footer.",
  },
  {
    id: "ecom-loyalty-programme",
    name: "Points-and-perks loyalty programme for repeat buyers",
    kinds: ["ecommerce"],
    goals: ["retention", "revenue"],
    stages: TRACTION,
    channels: ["loyalty", "email-marketing"],
    requires: [],
    uses: ["design", "analytics"],
    cost: { min: 0, max: 300 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Buyers who keep coming back to {product} should feel it, and a simple loyalty programme gives them a reason to reorder from you rather than from {competitor}.",
    description:
      "Points on every order and perks that unlock at the second and fifth order, weighted towards things that cost little and feel special (first access to limited batches, a sample in the next parcel) rather than ever-bigger discounts.",
    steps: [
      "Choose one mechanic a customer can explain in a sentence: points worth about 5% back, plus perks at the second order (free shipping) and the fifth (first access to limited batches) and a birthday gift.",
      "Install a loyalty app that works with your shop (Smile.io, LoyaltyLion, Yotpo Loyalty or your subscription app's rewards) and show the points balance at checkout and in the account page.",
      "Load points for past orders, so existing customers start with a balance on day one.",
      "Launch with the email below to everyone who has ordered at least once, and mention the points in every post-purchase email after that.",
      "Each quarter compare the repeat rate and order frequency of members with non-members who first bought in the same month, and drop perks nobody uses.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["A loyalty app for your shop", "Two or three perks that are cheap to give and feel special"],
    successMetrics: ["Members reorder more often than similar non-members", "30%+ of points redeemed within six months", "Higher share of revenue from returning customers"],
    template: `Subject: You already have {{points balance}} points at {product}

Hi {{first name}},

We've started something for the people who keep coming back: {product} Rewards. Because you've ordered with us before, we've already added {{points balance}} points to your account, worth {{reward value}} on your next order.

How it works:
- Points on every order
- From your second order: free shipping
- From your fifth order: first access to limited batches before anyone else
- Your birthday: a little something in your parcel

Button: See my points

The {product} team`,
    marketingWisdom:
      "Loyalty programmes reward behaviour customers already have; they rarely create it, so make the perks feel like recognition, not a coupon. Early access and small surprises cost less than discounts and are remembered longer.",
  },
  {
    id: "ecom-brand-community",
    name: "Private members' group and customer get-togethers",
    kinds: ["ecommerce"],
    goals: ["retention", "awareness"],
    stages: TRACTION,
    channels: ["community", "events", "facebook-groups", "discord"],
    requires: ["community"],
    workaround: {
      community:
        "No community manager? Keep it small: invite only your 50 most engaged buyers, post one weekly prompt yourself and host one online get-together a month.",
    },
    uses: ["social", "content"],
    cost: { min: 0, max: 1500 },
    paid: false,
    hoursPerWeek: 4,
    contactsIndividuals: true,
    timeFrame: "Long-term",
    impact: "Medium Impact",
    why: "People who love {product} want to swap tips with others who love it, and a group they belong to keeps them buying longer and makes them tell friends.",
    description:
      "A private group for your regular buyers, with a weekly rhythm run by the founder and customer events (online tastings, routines, Q&As, and now and then an open day or workshop in person). Members get first say on new products, which makes them your most useful critics.",
    steps: [
      "Choose where the group lives: where your buyers already spend time, which for most adult buyers is a private Facebook group, for younger adult buyers a Discord server, or a community tool such as Circle; write three house rules, including respect for everyone and a ban on selling.",
      "Invite your 50-100 most engaged buyers personally (repeat customers, people who reply to your emails, reviewers) with the invite below, and open it wider only once a weekly rhythm holds.",
      "Run the weekly rhythm: a Monday prompt (show your set-up, your routine, your dog's favourite), a Thursday behind-the-scenes post from the team, and a reply to every post within a day.",
      "Host one online event a month with the founder, and once a quarter an in-person event where enough members live close (a roastery open day, a workshop, a pop-up).",
      "Give members first say: a vote on the next flavour or colour, new products to try before launch, and credit by name when their idea ships; track monthly active members and compare their repeat rate with similar non-members.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A private group on a platform your buyers already use", "Two hours a week of the founder's time", "Samples for members to try before launch"],
    successMetrics: ["40%+ of members active each month", "Members reorder more often than similar non-members", "At least one product decision a quarter taken with members"],
    template: `Subject: You're invited: the {product} members' group

Hi {{first name}},

You've ordered from {product} more often than almost anyone, so you're one of the first 50 people we're asking to join something new: a small private group for our regulars.

Inside: new products to try before anyone else, a monthly online get-together with me, and a real say in what we make next.

Join here: {{group invite link}}

Our first get-together is on {{date}}. I'd love to see you there.

{{your name}}, founder of {product}`,
    marketingWisdom:
      "A community is people who want to know each other, not an audience for your posts: measure it by members who reply to members. Start smaller than feels right; a lively group of fifty beats a silent one of five thousand.",
  },

  // ─── Direct channels: SMS ───────────────────────────────────────────────────────────────────────
  {
    id: "ecom-sms-opt-in",
    name: "Opt-in SMS for restocks, new batches and order updates",
    kinds: ["ecommerce"],
    goals: ["revenue", "retention"],
    stages: LIVE,
    channels: ["sms"],
    requires: [],
    uses: ["content"],
    cost: { min: 30, max: 500 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "Medium Impact",
    why: "Buyers of {product} who ask for texts read them within minutes, so a small opt-in list is the fastest way to sell through a restock or a new batch.",
    description:
      "A text list people join on purpose, at checkout or from a sign-up form, for two to four messages a month that are worth a text: restocks, new batches, shipping news. The legal basics are part of the set-up: clear consent, sender identified, an opt-out in every message.",
    steps: [
      "Choose an SMS tool that handles consent and opt-outs in your country (Klaviyo, Postscript, Attentive or your shop's own) and complete the sender registration it asks for.",
      "Add an unticked SMS consent box at checkout and on a sign-up form, saying what they will get, how often (2-4 texts a month), that message and data rates may apply, and that replying STOP ends it; link your privacy policy, and keep the consent records the tool stores (the US TCPA and the EU and UK rules all require consent before any marketing text).",
      "Write the welcome text and the first campaign below in {language}; every text names {product} and ends with the opt-out line.",
      "Send at most one campaign a week, between 9am and 8pm in the buyer's time zone, and honour every STOP at once.",
      "Each month compare revenue per text with the opt-out rate; if opt-outs rise above 2% per send, send less often.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["An SMS tool with consent handling", "A privacy policy that covers SMS", "A reason to text: restocks, limited batches, shipping news"],
    successMetrics: ["SMS opt-in from 10%+ of checkouts", "Opt-out rate under 2% per send", "Revenue per text sent, tracked monthly"],
    template: `Welcome text (right after opt-in)
{product}: You're in! Expect 2-4 texts a month: restocks, new batches and shipping news. Msg & data rates may apply. Reply HELP for help, STOP to opt out.

---
Restock text
{product}: {{the restocked item}} is back, and the last batch sold out in {{how long it lasted}}. Yours here: {website}
Reply STOP to opt out.`,
    marketingWisdom:
      "A text is a knock on the door: few, useful, expected messages keep opt-outs low, and consent records protect you when someone complains. The list that converts best is the one people joined for a reason they still remember.",
  },

  // ─── Creators, UGC and affiliates ───────────────────────────────────────────────────────────────
  {
    id: "ecom-micro-creator-seeding",
    name: "Gift product to micro-creators, with no obligation to post",
    kinds: ["ecommerce"],
    goals: ["awareness", "revenue"],
    stages: BETA_ON,
    channels: ["influencers", "instagram", "tiktok", "dm"],
    requires: [],
    uses: ["social"],
    cost: { min: 100, max: 800 },
    paid: false,
    hoursPerWeek: 3,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Small creators whose followers already buy things like {product} post about products they genuinely like, so gifting it with no strings attached earns honest posts and content you can ask to reuse.",
    description:
      "Send {product} to 20-30 creators with 2,000-50,000 followers who already post about your category, with a handwritten card and no request to post. Expect a third of them to post; the ones who clearly love it are the creators to pay later.",
    steps: [
      "Build a list of 30 creators on Instagram and TikTok who post about your category (home coffee, skincare routines, dog life, everyday outfits), with 2,000-50,000 followers, real comments and followers {geo}; note what they already use.",
      "Write to each one by direct message or the business email in their bio with the first message below, and ship only to those who say yes and send an address.",
      "Pack each parcel with a handwritten card and a personal code they may share if they want to, and log sent date, product and address in a sheet.",
      "Two weeks after delivery check who posted; thank everyone who did, and ask those whose posts did well whether you may reuse their content on your site and in ads, for a fee if they ask.",
      "Keep a shortlist of the creators whose posts brought saves, comments and code uses: they are the first creators to pay.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["20-30 units of product plus postage", "Handwritten cards", "A sheet to track who got what and who posted"],
    successMetrics: ["30%+ of gifted creators post without being asked", "5+ pieces of content you have permission to reuse", "Sales through creators' personal codes"],
    template: `First message
Hi {{first name}}, I'm {{your name}}, founder of {product}. Your post about {{a post of theirs you liked}} is the reason I'm writing.

{pitch} I'd love to send you some to try, with nothing expected in return: no post required, no deadline. If you like it, great; if you don't, I'd honestly like to hear why.

Could I send it to you? If yes, just reply with a delivery address.

---
Card in the parcel
Thanks for giving {product} a go, {{first name}}. If you ever post about it, please mark it as gifted (#gifted) so your followers know. Either way, I'd love to hear what you think: {website}`,
    marketingWisdom:
      "Seeding is a numbers game played with taste: pick creators whose audience would buy anyway, give without strings, and let the ones who love it show you who to pay. Gifted posts must still be disclosed: the FTC, the UK's ASA and EU consumer law all treat a free product as something followers must be told about.",
  },
  {
    id: "ecom-creator-affiliate-programme",
    name: "Commission-based affiliate programme for creators",
    kinds: ["ecommerce"],
    goals: ["revenue", "awareness"],
    stages: LIVE,
    channels: ["affiliates", "influencers"],
    requires: [],
    uses: ["social", "sales"],
    cost: { min: 0, max: 200 },
    paid: false,
    hoursPerWeek: 3,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Creators who already recommend products like {product} will promote it for a share of each sale, so you pay only for orders that happen.",
    description:
      "A standing offer for creators and customers with a following: a personal link and code, a commission on every order it brings, paid monthly. The commission comes out of sales, not out of the marketing budget, so it works at any budget.",
    steps: [
      "Set the commission: 10-20% of each order (more on a first subscription order, which leads to many), a 30-day cookie, paid monthly; check it against your margin.",
      "Set up an affiliate app (Shopify Collabs, UpPromote, Refersion, or Impact once volumes grow) with a sign-up page at {website} and a one-page brief: brand facts, approved claims, and the rule that every post carries #ad or an affiliate label.",
      "Invite creators in three groups, ten a week: gifted creators who posted, customers with a following, and creators who compare products in your category.",
      "Give each a personal link and code, a starter pack of product, and a monthly email with what's new and what's selling.",
      "Each month rank affiliates by revenue and by new customers, move the top three to a higher commission or a flat-fee creator deal, and check that their posts are labelled.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["An affiliate app for your shop", "Starter packs of product", "A one-page creator brief"],
    successMetrics: ["20+ active affiliates within three months", "Share of new customers from affiliate links and codes", "Commission paid as a share of affiliate revenue stays within target"],
    template: `Subject: Earn {{commission rate}} recommending {product}

Hi {{first name}},

Your posts about {{what they post about}} reach exactly the people {product} is made for. {pitch}

We'd like you in our affiliate programme:
- {{commission rate}} of every order through your link or code, paid monthly
- A starter pack of {product} to try first
- Your followers get {{follower offer}} on their first order
- A clear #ad or affiliate label on every post, as the rules require

Sign up in two minutes: {website}

{{your name}}, {product}`,
    marketingWisdom:
      "Affiliates pay off through a handful of people: most of the revenue will come from a few creators, so spend your time on them, not on recruiting hundreds. A commission earned on the first order of a subscription is cheap if the subscriber stays.",
  },
  {
    id: "ecom-paid-creator-whitelisting",
    name: "Paid creator partnerships run as whitelisted ads",
    kinds: ["ecommerce"],
    goals: ["revenue", "awareness"],
    stages: LIVE,
    channels: ["influencers", "meta-ads", "tiktok-ads", "instagram", "tiktok", "video", "partnerships"],
    requires: ["paid"],
    workaround: {
      paid: "No ads experience? Run each creator's post as one ad with a small daily budget for a week, or hire a freelance media buyer for the first month and keep the budget caps yourself.",
    },
    uses: ["social", "analytics"],
    cost: { min: 2000, max: 15000 },
    paid: true,
    hoursPerWeek: 4,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Ads for {product} that run from a creator's own account read like a recommendation, and the creators who already loved the gifted product make the most convincing ones.",
    description:
      "Pay 3-6 creators (ideally from your gifting list) a flat fee for a video and the right to run it as ads from their handle: Meta partnership ads on Instagram and Spark Ads on TikTok. Their account and voice, your targeting and budget.",
    steps: [
      "Pick 3-6 creators whose gifted or unprompted posts about {product} got the most saves and comments, and ask their rate for one video plus 60-90 days of ad usage rights.",
      "Agree a short written contract: fee, deliverables, usage period, approval of the final cut, the paid-partnership label and #ad, payment terms.",
      "Give each a one-page brief: the problem {product} solves, two facts to mention, claims to avoid (health, before-and-after promises), and freedom on everything else.",
      "Run each video as a partnership ad on Instagram and a Spark Ad on TikTok with the same daily budget per creator and the same audience for 7 days.",
      "Cut the bottom half by cost per purchase, double the budget on the best, and book the winners again with three new hooks.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["Creator fees plus ad budget", "A simple contract template", "Access to your Meta and TikTok ad accounts"],
    successMetrics: ["Cost per purchase on creator ads below your brand's own ads", "2-3 creators worth rebooking each quarter", "Progress towards: {metrics}"],
    template: `Subject: Paid partnership with {product}: one video plus ad rights

Hi {{first name}},

Your post about {product} was one of the best anyone has made about us, and it brought real orders. We'd like to turn it into a paid partnership.

What we're proposing:
- One new video in your own style, about {{video angle}}
- We run it as an ad from your handle (Instagram partnership ad and TikTok Spark Ad) for 60 days
- Your fee: {{fee you offer}}, paid within 14 days of posting
- Labelled as a paid partnership and #ad, as the rules require

Could you send me your rates, or tell me if this works as it is?

{{your name}}, {product}`,
    marketingWisdom:
      "The best paid creators are the ones who already posted for free: their enthusiasm is real and it shows on camera. Pay for usage rights, not just the post; the ad run is where most of the return comes from.",
  },
  {
    id: "ecom-ugc-video-ads",
    name: "UGC video ads on Meta and TikTok",
    kinds: ["ecommerce"],
    goals: ["revenue", "awareness"],
    stages: LIVE,
    channels: ["meta-ads", "tiktok-ads", "paid-social", "video", "influencers", "tiktok"],
    requires: ["paid"],
    workaround: {
      paid: "No ads experience? Start with one campaign per platform, broad targeting and a fixed daily budget, or hire a freelance media buyer for the first month and set the caps yourself.",
    },
    uses: ["analytics", "content"],
    cost: { min: 1500, max: 12000 },
    paid: true,
    hoursPerWeek: 4,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Short phone-shot videos of real people using {product} hold attention on Meta and TikTok better than polished ads, and they cost little enough to test many at once.",
    description:
      "Order 6-10 short vertical videos from UGC creators (people paid to film the product in their own style, posted from your account), run them as ads with equal budgets, keep the winners and keep feeding new hooks.",
    steps: [
      "Write down the three reasons buyers give for choosing {product} (from reviews and replies) and turn each into a 2-second hook: a problem, a surprising result, a comparison with {competitor}.",
      "Order 6-10 UGC videos from a UGC platform (Billo, Insense) or creators from your gifting list: 20-40 seconds, vertical, hook in the first second, product in hand, with ad usage rights in writing.",
      "Set up one test campaign on Meta and one on TikTok, with purchases tracked, broad targeting and an equal budget per video.",
      "Run for 7 days, keep the videos with the lowest cost per purchase, make three new hooks for each winner, and switch off the rest.",
      "Add 2-3 fresh videos every week, because the same ad wears out within a few weeks at higher spend.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["Video fees plus ad budget", "Your Meta and TikTok ad accounts with purchase tracking", "Product to send to the UGC creators"],
    successMetrics: ["At least 2 of the first 10 videos hit your target cost per purchase", "New winning video every two weeks", "Progress towards: {metrics}"],
    template: `Creator brief: 30-second video for {product}

Who it's for: people who {{the everyday problem}}.
Hook (first 2 seconds, to camera): "{{hook line}}"
Show: opening the parcel, using {product} for the first time, your real reaction.
Say: what it is in one line ({pitch}), one thing you noticed, and that it's {price}.
Please leave out: anything you haven't tried yourself, and any health or results claims.
End with: "It's at {website}."
Format: vertical 9:16, daylight, captions on, plus a raw file with music left off.
Usage: paid ads on Meta and TikTok for {{usage period}}, run from our account.`,
    marketingWisdom:
      "In paid social the creative is the targeting: the hook decides who stops, so test hooks, not audiences. Plan for ad fatigue from day one; a steady supply of new videos matters more than any single winner.",
  },

  // ─── Paid acquisition beyond one channel ────────────────────────────────────────────────────────
  {
    id: "ecom-diversify-paid-channels",
    name: "Diversify paid acquisition: Google Shopping, Pinterest and TikTok",
    kinds: ["ecommerce"],
    goals: ["revenue"],
    stages: LIVE,
    channels: ["google-ads", "tiktok-ads", "tiktok", "video", "pinterest"],
    requires: ["paid"],
    workaround: {
      paid: "No in-house media buyer? Hire a freelancer who runs Google Shopping and Pinterest for shops your size for the first two months, and keep the budget caps in your own hands.",
    },
    uses: ["analytics", "design"],
    cost: { min: 2000, max: 20000 },
    paid: true,
    hoursPerWeek: 4,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Relying on one ad channel leaves {product} one price rise or account ban away from trouble, and its shoppers also search on Google, plan on Pinterest and discover on TikTok.",
    description:
      "Move part of the ad budget into three channels where shoppers look for products like {product}: Google Shopping and Performance Max for people already searching, Pinterest for people planning purchases (gifts, routines, home), and TikTok for discovery. Each gets a fixed test budget and a target cost per first order, and only the channels that hit it stay.",
    steps: [
      "Set up Google Merchant Center with a clean product feed (titles that say what it is, type and size, real photos, correct price and stock) and link it to Google Ads.",
      "Install the Pinterest and TikTok tags through your shop's apps, check that purchases are recorded on each, and write down the cost per first order you can afford from your margin and repeat rate.",
      "Launch a Google Shopping or Performance Max campaign on your bestsellers, with brand-name searches split into their own campaign so they can't take credit for sales you would get anyway.",
      "Launch one Pinterest campaign with 5-10 pins (product in use, gift ideas, how-to) and one TikTok campaign with your best 3-5 short videos, each on a fixed test budget for four weeks.",
      "Each week compare cost per first order and the 60-day repeat rate of buyers from each channel; after four weeks keep the one or two that hit target and raise their budgets by about 20% a week.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["Google Merchant Center and Google Ads accounts", "Pinterest and TikTok business accounts", "10 product images and 3-5 short vertical videos"],
    successMetrics: [
      "One new channel at or under target cost per first order within eight weeks",
      "Largest single channel below 60% of paid-acquired orders",
      "Progress towards: {metrics}",
    ],
    template: `Google Shopping title (in your product feed)
{product} {{product type}}, {{size}}: {{the detail shoppers search for}}

Feed description, first lines
{pitch} {price}, shipped {geo}.

---
Pinterest pin
Title: The {{product type}} we reach for every day | {product}
Description: {pitch} Save this for later, or shop it at {website}.

---
TikTok ad caption
POV: you finally found a {{product type}} that {{the result}}. {product}, {price}. Shop at {website}`,
    marketingWisdom:
      "Traction's bullseye applies to ad channels too: test three cheaply in parallel and scale the one that moves your metric. Judge each channel on the repeat rate of the buyers it brings, not only on first-order cost; cheap buyers who never return are expensive.",
  },

  // ─── PR, retail and marketplaces ────────────────────────────────────────────────────────────────
  {
    id: "ecom-gift-guide-press",
    name: "Gift-guide pitches to editors and journalists",
    kinds: ["ecommerce"],
    goals: ["awareness", "revenue"],
    stages: LIVE,
    channels: ["press"],
    requires: [],
    uses: ["content", "sales"],
    cost: { min: 50, max: 600 },
    paid: false,
    hoursPerWeek: 3,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Gift guides {geo} need products like {product} every season, and an editor who can see, price and photograph it from one email is likely to include it.",
    description:
      "One-to-one pitches to the editors and writers who compile gift guides and product round-ups, timed to their lead times, with a press page that gives them everything they need. One good feature brings sales, trust and a line for your product page.",
    steps: [
      "Mark the gifting dates that fit {product} (Mother's Day, Father's Day, back to school, Black Friday, Christmas) and plan to pitch 6-8 weeks ahead for online guides and 3-5 months ahead for print.",
      "Make a press page at {website} with high-resolution photos on white and in use, prices, the founder's story in 100 words, and a promise to ship samples within two days.",
      "List 30 editors and writers who wrote gift guides or round-ups in your category last year (search 'gift guide' with your category and outlet names), with the guide's link and their work email where published.",
      "Send the pitch below one at a time, naming the guide you read in the first line; follow up once after a week, then stop.",
      "Ship samples only to those who ask, log every feature in a sheet, and share each one in your emails and on the product page.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["A press page with downloadable photos", "10 sample units and postage", "A list of 30 gift-guide writers"],
    successMetrics: ["3+ gift-guide features per season", "Reply rate above 15% on pitches", "Sales and sign-ups on the days after each feature"],
    template: `Subject: Gift idea for your guide this year: {product}, {price}

Hi {{first name}},

I enjoyed your {{guide from last year}}, so I thought of you for this year's.

{pitch}

Why it works as a gift: {{one line on why it delights}}. It's {price}, ships {geo} within two days, and arrives ready to give.

Photos (high-res, on white and in use) and details: {website}

Happy to send a sample this week if it would help.

{{your name}}
Founder, {product}

---
Follow-up (one week later)
Hi {{first name}}, a quick nudge in case this got buried while you build the guide. Happy to send a sample or more photos: just say the word.`,
    marketingWisdom:
      "Editors are busy, not hostile: a pitch that names their last guide, gives the price and links to usable photos does their work for them. Pitch on their calendar, not yours; the Christmas guide is written in October.",
  },
  {
    id: "ecom-marketplace-expansion",
    name: "Sell on Amazon or Etsy, with the trade-offs weighed first",
    kinds: ["ecommerce"],
    goals: ["revenue", "awareness"],
    stages: LIVE,
    channels: ["marketplaces"],
    requires: [],
    uses: ["seo", "analytics"],
    cost: { min: 40, max: 600 },
    paid: false,
    hoursPerWeek: 5,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Many shoppers {geo} start their product search on Amazon or browse Etsy for gifts, so listing {product} there meets them where they already buy, at a price in fees and in owning the customer.",
    description:
      "A test on one marketplace with your 3-5 bestsellers, after doing the sums. The trade-offs: fees take a large share of each sale, the buyer belongs to the marketplace (Amazon forbids steering buyers to your own site), prices must match your site, and your site's sales may move there rather than grow.",
    steps: [
      "Do the sums first: marketplace fees (Amazon's commission per sale is usually 8-15%, plus fulfilment fees; Etsy charges listing, transaction and payment fees), returns and storage against your margin at {price}; go ahead only if a marketplace sale keeps at least half your site's margin.",
      "Choose one: Amazon for everyday products people search by type and reorder (coffee, pet food, supplements); Etsy only if {product} is handmade, designed by you, vintage or a craft supply, as Etsy's rules require.",
      "Protect the brand before listing: file the trademark and enrol in Amazon Brand Registry, so others can't change your listing or pass off copies.",
      "List 3-5 bestsellers with the title and bullets below and your best photos; start with fulfilment by Amazon for Prime delivery, or ship yourself while volumes are small.",
      "Each month compare marketplace sales, fees and returns with your own site, and watch whether your site's direct sales drop; if they do, keep on the marketplace only the products that bring new buyers.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["A seller account (Amazon Professional plan or Etsy shop)", "Barcodes (GTINs) for your products", "A registered trademark for Brand Registry"],
    successMetrics: ["Marketplace contribution margin at or above plan", "Direct site sales steady or growing after launch", "Marketplace buyers who reorder within 90 days"],
    template: `Amazon listing title
{product} {{product type}}, {{key attribute and size}}

Bullet points
- WHAT IT IS: {pitch}
- WHY PEOPLE REORDER: {{the result buyers mention most}}
- HOW TO USE: {{one-line how-to}}
- FROM A SMALL BRAND: every {product} order is packed with care, and questions go straight to the founders.

---
Etsy listing (handmade or designed by you)
Title: {product} {{product type}}, {{key attribute and size}}, a gift for {{occasion}}
First lines: {pitch} Made in small batches and ready to give, {price}.`,
    marketingWisdom:
      "A marketplace is a channel you rent, not one you own: use it for discovery and reach, and keep the subscription, the email list and the brand story on your own site. Go in with the margin maths done, because fees quietly turn best-sellers into loss-makers.",
  },
  {
    id: "ecom-wholesale-stockists",
    name: "Wholesale to independent stockists",
    kinds: ["ecommerce"],
    generalWholesale: true,
    goals: ["revenue", "partnerships", "awareness"],
    stages: LIVE,
    channels: ["partnerships", "marketplaces"],
    requires: [],
    uses: ["sales", "design"],
    cost: { min: 50, max: 500 },
    paid: false,
    hoursPerWeek: 4,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Independent shops {geo} where your buyers already browse put {product} on a shelf in front of them, and every stockist that reorders becomes a steady account.",
    description:
      "Wholesale to independent shops that fit the brand (delis and coffee shops, concept stores and pharmacies, pet boutiques), at about half your retail price. The trade-offs: lower margin per unit, payment terms, and sell-through to look after, in exchange for volume, visibility and retail partners who vouch for you.",
    steps: [
      "Set wholesale terms: a price at about half your retail price (check your margin still works), a minimum first order, a reorder minimum and payment terms, all on a one-page line sheet with photos.",
      "List 30 independent shops that fit {product} and already stock brands at your price level, noting the buyer's name from the shop's site or a visit.",
      "Open a brand account on Faire or your country's wholesale marketplace, so shops can order on payment terms while you are paid on shipment; Faire takes a commission on orders it brings you, and much less on shops you bring with your own link.",
      "Email or visit each shop with the note below and a sample they can taste, touch or try, visiting mid-morning on a weekday when the owner has time.",
      "After the first orders, send each stockist shelf cards and a photo kit, list them on a stockists page at {website}, and check sell-through at 30 days before asking for a reorder.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["A one-page line sheet", "Samples for 30 shops", "A Faire or wholesale marketplace brand account"],
    successMetrics: ["5 stockists in the first three months", "Half of stockists reorder within 90 days", "Sell-through above 60% at 30 days"],
    template: `Subject: {product} for {{their shop}}? A sample is on me

Hi {{first name}},

I'm {{your name}}, and I make {product}. {pitch}

I think it would sit well in {{their shop}} next to {{a brand they stock}}: the people who shop with you are the people who buy from us. It sells at {price}, and wholesale leaves you a margin of about 50%.

Could I drop off (or post) a sample this week? The wholesale terms and line sheet are attached, and you can also order through Faire on payment terms.

Thanks,
{{your name}}
{product}`,
    marketingWisdom:
      "Stockists buy sell-through, not products: a shop owner reorders what leaves the shelf, so support the first order (shelf cards, a tasting day, sending your local customers in) before chasing the next shop.",
  },

  // ─── Larger budgets: research, analytics, measurement, scale and brand ────────────────────────────
  {
    id: "ecom-buyer-conversations",
    name: "Ten conversations with repeat buyers and people who stopped",
    kinds: ["ecommerce"],
    goals: ["retention", "revenue"],
    stages: BETA_ON,
    channels: ["calls"],
    requires: [],
    uses: ["sales"],
    cost: { min: 0, max: 150 },
    paid: false,
    hoursPerWeek: 3,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "Medium Impact",
    why: "Ten honest conversations with people who buy {product}, and a few who stopped, show which words, channels and moments the rest of the plan should be built on.",
    description:
      "Short phone calls with ten repeat buyers and ten who lapsed, asking about what they did rather than what they might do. The exact phrases go into product pages and ads; the channels they name go to the top of your test list.",
    steps: [
      "Pull two short lists from your shop: 10 people who have ordered three times or more, and 10 who cancelled or never reordered in the last three months.",
      "Email each the invite below, offering a 20-minute phone call at a time that suits them and a small thank-you in their next order, whatever they say.",
      "Ask about past behaviour rather than opinions (The Mom Test): where they first heard of {product}, what they used before, what nearly stopped them buying, what made them stay or stop.",
      "Write down their exact words; after ten customer calls, list the three phrases and the two channels that came up most.",
      "Use the phrases on your product pages and in your emails, and put the channels they named at the top of next month's tests.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["Your customer list with order counts", "A thank-you gift per call", "Five hours over two weeks"],
    successMetrics: ["10+ calls in two weeks", "Three customer phrases used on the site", "A ranked list of the channels buyers named"],
    template: `To a repeat buyer
Subject: Could I ask you about {product}?

Hi {{first name}},

I'm {{your name}}, I started {product}, and you're one of the people who keeps ordering, which means a lot to a small brand. Could I phone you for 20 minutes this week or next? I'd like to understand how you found us and what keeps you coming back, so we can find more people like you.

As a thank-you, I'll put {{your thank-you gift}} in your next order, whatever you tell me.

Would any of these times work? {{three time slots}}

---
To someone who stopped
Subject: What could we have done better?

Hi {{first name}}, you ordered from {product} a while back and haven't since. I'd like to hear what didn't work, in 15 minutes by phone or a few lines by email. It would help us more than you know.`,
    marketingWisdom:
      "Ask about what people did, not what they would do: past behaviour is evidence, compliments are noise (The Mom Test). The words buyers use to describe the problem are better copy than anything you will write yourself.",
  },
  {
    id: "ecom-retention-analytics",
    name: "Retention analytics: cohorts and lifetime value by channel",
    kinds: ["ecommerce"],
    goals: ["retention", "revenue", "fundraising"],
    stages: TRACTION,
    channels: ["email-marketing"],
    requires: ["analytics"],
    workaround: {
      analytics:
        "No analyst on the team? Start with your shop's built-in cohort report, and hire a freelance ecommerce analyst for two or three days to build the monthly sheet.",
    },
    uses: ["paid"],
    cost: { min: 200, max: 2500 },
    paid: false,
    hoursPerWeek: 3,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "With {product} already selling, knowing which channel brings buyers who come back tells you where the next budget should go far better than first-order cost alone.",
    description:
      "Monthly acquisition cohorts, split by first-order channel, first product and first-order discount, turned into a 180-day lifetime value per channel and a target acquisition cost for each. It decides budgets and tells the retention emails where to aim.",
    steps: [
      "Export orders with customer ID, order date, first-order channel (UTM source or the thank-you-page survey answer), discount code and product, or connect a retention tool (Lifetimely, Polar Analytics, Peel) to your shop.",
      "Build monthly cohorts: for each month's new buyers, the share who reorder by day 30, 60, 90 and 180, and gross margin per buyer at each point.",
      "Split the same cohorts by first-order channel, first product and whether the first order used a discount; these three cuts usually explain most of the difference.",
      "Work out the 180-day margin LTV per channel and set a target acquisition cost for each from it.",
      "Review it monthly with whoever runs ads and email: move budget towards the channels with the best 180-day LTV, and aim the replenishment and win-back email flows at the cohorts that drop off.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["Order export or a retention analytics tool", "UTM tags on every paid link", "A monthly hour with the people who run ads and email"],
    successMetrics: ["LTV by channel updated every month", "Target acquisition cost set per channel", "Improving 90-day repeat rate cohort after cohort"],
    template: `Subject: {product} retention this month: where our best buyers come from

Hi team,

Our goal is to {goal}, so here is the one-page cohort read-out before we set next month's budgets.

1. Repeat rate: of the buyers who first ordered three months ago, {{share reordered by day 90}} have ordered again.
2. 180-day LTV by first channel, after product and shipping costs: {{ltv by channel}}
3. Biggest drop-off: {{where buyers stop}}.
4. Decision: move budget towards the channel with the best 180-day LTV, and point the win-back flow at the cohort that drops off.

Questions before Friday, please.
{{your name}}`,
    marketingWisdom:
      "Judge channels by the customers they bring, not the first orders: two channels with the same acquisition cost can differ threefold in 180-day value. First-order discounts often look cheap and bring the buyers least likely to return, so cut cohorts by discount too.",
  },
  {
    id: "ecom-measurement-holdout-tests",
    name: "Marketing measurement: post-purchase survey and holdout tests",
    kinds: ["ecommerce"],
    goals: ["revenue", "fundraising"],
    stages: TRACTION,
    channels: ["paid-social", "google-ads"],
    requires: ["analytics"],
    workaround: {
      analytics:
        "No analyst? A fractional growth analyst for a few days a month can set up the survey and read a holdout test; the maths of a regional test fits in a spreadsheet.",
    },
    uses: ["paid"],
    cost: { min: 500, max: 5000 },
    paid: true,
    hoursPerWeek: 3,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "With the budget spread across several channels, {product} needs to know which ones create sales and which only claim them before the next budget rise.",
    description:
      "Three layers of measurement for a team of channels: a 'how did you hear about us' question after every order, a weekly blended view of cost per new customer, and a holdout test each quarter that switches a channel off in some regions to see what it really adds.",
    steps: [
      "Add one question to the thank-you page with a survey app (Fairing, KnoCommerce or your shop's form): 'How did you first hear about us?', with 8-10 options covering every channel you pay for, plus word of mouth and 'other'.",
      "Set up a weekly dashboard of blended numbers: new customers, blended cost per new customer (all marketing spend divided by new customers) and new-customer revenue, next to each platform's own reported results.",
      "Pick your biggest paid channel (paid social or search ads) and run a holdout: switch it off in a matched set of regions for 3-4 weeks and compare new-customer sales with the regions where it kept running.",
      "Compare the lift the test shows with what the platform claims, and set a correction factor per channel for next quarter's budget.",
      "Repeat one test a quarter on the next-biggest channel, and move budget towards channels whose measured cost per new customer beats your LTV target.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A post-purchase survey app", "A weekly dashboard (a spreadsheet is enough)", "Enough weekly orders by region to read a test"],
    successMetrics: ["Survey answered by 50%+ of buyers", "One holdout test read per quarter", "Blended cost per new customer steady or falling as spend rises"],
    template: `Subject: {product} holdout test plan, starting {{start date}}

Team,

Before we raise spend again, we're testing what our biggest paid channel really adds.

Channel tested: {{channel}}
Holdout regions (spend off): {{holdout regions}}
Control regions (spend as usual): {{control regions}}
Length: 4 weeks, with prices, offers and emails kept the same in both groups.
We'll read: new customers and new-customer revenue per 100,000 people in each group, against the platform's reported conversions.
Decision rule: if the lift is under half what the platform reports, we cut the channel's budget by 30% next quarter and test the next one.

{{your name}}`,
    marketingWisdom:
      "Every platform grades its own homework, so the sum of their reported sales is always more than your real sales. Blended numbers and holdout tests are how a brand with many channels keeps spending on what works rather than on what claims credit.",
  },
  {
    id: "ecom-creator-programme-at-scale",
    name: "Always-on creator programme at scale",
    kinds: ["ecommerce"],
    goals: ["awareness", "revenue"],
    stages: TRACTION,
    channels: ["influencers", "instagram", "tiktok", "youtube", "video"],
    requires: [],
    uses: ["social", "analytics", "paid"],
    cost: { min: 15000, max: 60000 },
    paid: true,
    hoursPerWeek: 6,
    contactsIndividuals: true,
    timeFrame: "Ongoing",
    impact: "High Impact",
    why: "At this budget {product} can be recommended by dozens of creators a month across Instagram, TikTok and YouTube, which builds the kind of demand a single ad account cannot.",
    description:
      "A standing programme run by a creator manager: monthly waves of gifted micro-creators, paid micro and mid-size creators on flat fees, and a few larger creators a quarter, all measured by personal codes, the post-purchase survey and branded search. The best posts become ads.",
    steps: [
      "Hire or assign a creator manager (in-house or agency) and choose a creator platform (Aspire, Grin, Superfiliate or TikTok's own creator tools) to run discovery, gifting, contracts, payments and content rights.",
      "Set the tiers: 60-100 gifted micro-creators a month, 15-25 paid micro and mid-size creators on flat fees, and 2-4 larger creators or YouTube channels a quarter, each with a brief and usage rights in the contract.",
      "Agree measurement before the first post: a personal code and link per creator, the thank-you-page 'how did you hear about us' question, and weekly branded search and direct traffic.",
      "Launch the first month's wave, and move the best-performing posts into your ad accounts as creator-led ads, with 10-20 new pieces a month.",
      "Each month rank creators by new customers and cost per new customer (fees plus product), rebook the top fifth on longer deals, and drop the bottom half.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["A creator manager or agency", "A creator platform subscription", "Product for 60-100 gifts a month plus creator fees"],
    successMetrics: ["Cost per new customer from creators at or under target", "Branded search rising month on month", "10+ reusable creator videos a month"],
    template: `Creator brief: {product}, {{campaign month}}

About us: {pitch}
Who watches you and buys from us: {audience} who {{the problem they want solved}}.
The one thing to get across: {{the key message}}.
Must do: show {product} in real use, say the price ({price}), use the platform's paid-content label and #ad, and share your personal link or code.
Please leave out: claims we can't back (health, before-and-after promises) and other brands in the same shot.
Deliverables: {{deliverables and dates}}
Usage: we may run your post as an ad from your handle for 90 days.
Fee: {{agreed fee}}, paid within 14 days of posting.`,
    marketingWisdom:
      "At scale, creators work as a system, not a series of deals: a steady pipeline, clear tiers and one measurement method beat a few big names. Rebook the creators whose audiences buy; reach without sales is a brand cost, so label it as one.",
  },
  {
    id: "ecom-founder-short-videos",
    name: "Behind-the-scenes short videos from the founder",
    kinds: ["ecommerce"],
    goals: ["awareness", "signups"],
    stages: ALL_STAGES,
    channels: ["tiktok", "instagram", "youtube", "video"],
    requires: [],
    uses: ["social", "content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 4,
    contactsIndividuals: false,
    timeFrame: "Ongoing",
    impact: "Medium Impact",
    why: "People buying products like {product} want to see who makes it and how, and a phone and fifteen minutes a day are enough to show them on TikTok and Instagram.",
    description:
      "One vertical clip a day from the workshop, kitchen or warehouse: how it's made, packing orders, a batch that went wrong, answers to customers' questions. Cheap, honest, and it compounds into the brand's voice before any budget arrives.",
    steps: [
      "List 20 things only you can show: roasting or mixing a batch, packing orders, a failed batch, a supplier visit, the ingredient you refuse to swap, a customer's question.",
      "Set up TikTok and Instagram business accounts under the {product} name, with a one-line bio saying what you sell and to whom, and {website} as the link.",
      "Film one vertical clip a day on your phone, 15-40 seconds, with the hook in the first second and captions on, and post the same clip to TikTok, Instagram Reels and YouTube Shorts.",
      "Reply to every comment in the first hour, and turn good questions into the next day's video.",
      "Every Friday note the three clips with the most saves and shares, and make more of that kind next week.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A phone and natural light", "15-30 minutes a day", "A list of 20 clip ideas"],
    successMetrics: ["30 clips posted in the first month", "Saves and shares per clip rising", "Visits to {website} from the bio link"],
    template: `Video 1 (on-screen hook): "What goes into one {product} order"
Show: your hands doing each step, two seconds a shot. Say at the end: "{{your one-line promise}}. Link in bio."
Caption: Packed by hand, shipped {geo}, {price}. Ask me anything below and I'll answer in the next video.

---
Video 2 (on-screen hook): "Things I refuse to do as a small brand"
Show: three quick cuts: what {competitor} does, what we do instead, the result.
Caption: This is why {product} costs {price}. Agree or disagree?

---
Video 3 (on-screen hook): "Answering your question: {{a real customer question}}"
Show: you, to camera, 20 seconds, one honest answer.
Caption: Keep the questions coming. {website}`,
    marketingWisdom:
      "Consistency beats production value in short video: the algorithm rewards a steady habit, and buyers trust a founder's face more than a studio shot. Make more of what gets saved and shared, not what gets likes.",
  },
  {
    id: "ecom-brand-film-series",
    name: "Brand film and founder-story video series",
    kinds: ["ecommerce"],
    goals: ["awareness", "fundraising"],
    stages: TRACTION,
    channels: ["video", "youtube", "instagram", "tiktok"],
    requires: [],
    uses: ["content", "design"],
    cost: { min: 8000, max: 40000 },
    paid: false,
    hoursPerWeek: 3,
    contactsIndividuals: false,
    timeFrame: "Long-term",
    impact: "Medium Impact",
    why: "At this budget, a story told well is what makes people choose {product} over {competitor} when products and prices look alike, and one shoot gives a year of content.",
    description:
      "A 2-3 minute brand film and a series of 4-6 short founder-story episodes, shot in one go by a documentary-style crew, then cut into vertical clips, stills and ads. It gives every channel (site, email, social, briefs, media kit) the same story.",
    steps: [
      "Write a one-page story brief: why {product} exists, the moment it started, what you won't compromise on, and the one feeling viewers should leave with; then pick 4-6 episodes (origin, sourcing, making, a customer, the team, what's next).",
      "Hire a documentary-style director and a small crew (judge them by their past founder films) for 2-3 shoot days at your workshop, farm, studio or warehouse, including two real customers at home.",
      "Plan every cut before the shoot: the 2-3 minute film, 60-90 second episodes, 15-30 second vertical cut-downs, and stills for the site and media kit.",
      "Release one episode every two weeks: the full film on YouTube and the site's About page, cut-downs on Instagram and TikTok, and each episode in your email to subscribers.",
      "Measure branded search, direct traffic and the 'how did you hear about us' answers before and after each release, alongside watch time.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["A director and crew for 2-3 days", "An editor for the cut-downs", "Two customers willing to be filmed"],
    successMetrics: ["Branded search up after each release", "Average watch time above half the episode length", "Episodes reused in ads, emails and the media kit"],
    template: `Episode 1 script: "Why {product} exists" (90 seconds)

Open (0-5 s), founder to camera: "{{the opening line of your story}}"
Problem (5-25 s): what was wrong with {competitor} and everything like it, in your own words.
Turn (25-50 s): the moment you decided to make {product}, filmed where it happened.
Proof (50-75 s): a customer at home, saying what changed for them.
Close (75-90 s): {pitch} End card: {website}

---
Caption for Instagram and TikTok
We started {product} because {{the reason in one line}}. This is episode 1 of 5; the whole story is on YouTube and at {website}.`,
    marketingWisdom:
      "Brands grow by being easy to remember and easy to find (Byron Sharp's mental availability), and a distinctive founder story is one of the few assets a competitor can't copy. Shoot once, cut many times: the film pays back through the hundred pieces made from it.",
  },
];
