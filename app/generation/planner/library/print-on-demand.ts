import type { LibraryTactic } from "../types";
import { ALL_STAGES } from "./stages";

/*
 * Print-on-demand shops (Reading.printOnDemand): designs printed on t-shirts, hoodies, posters or mugs by a print
 * partner (Printful, Printify, Gelato…) or by a marketplace that prints itself (Redbubble, Amazon Merch on Demand),
 * only when someone orders. There is no stock, so no restock texts, batches or stockists; each order leaves a few
 * dollars, so the margin decides what an ad may cost and an order worth more than one piece comes before any ad.
 * The designs are the product: a steady drop with a reason, a real photo of the printed piece, a pin for every
 * design, gift pages dated from the partner's production times, an illustrator's co-designed drop, the marketplaces
 * where people browse designs, and buyers' own photos.
 */

export const POD_TACTICS: LibraryTactic[] = [
  {
    id: "pod-order-value",
    printOnDemand: 1,
    podOwnStore: true,
    name: "Orders that carry more than one {podItem}: a bundle, a second piece and a free-shipping line",
    kinds: ["ecommerce"],
    goals: ["revenue", "retention", "signups", "awareness"],
    stages: ALL_STAGES,
    channels: ["email-marketing"],
    requires: [],
    uses: ["design", "analytics"],
    cost: { min: 0, max: 20 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "At {podMargin} for {product}, a second piece in the same order is the cheapest growth there is: it adds to what the order leaves without finding a new buyer, and it is what will one day let an ad pay for itself.",
    description:
      "A margin sheet with a line for every product, then three changes on {podStore}: a bundle ({podBigger}), a 'goes well with' block on every product page and in the cart, and free shipping above {podShipping}, a line one {podItem} does not reach. Every order is judged by what it leaves, not by its price.",
    steps: [
      "Make a margin sheet, one line per product: your price, {podPartner}'s price for the blank and the print (from its pricing pages or your account), the shipping you pay, your store's and the payment fees (from your store's payment reports), and what is left; check the {podItem} line against the {podMarginShort} you worked out.",
      "Make one bundle of two designs that go together ({podBigger}) and price it so it leaves more than one {podItem} does; check in {podPartner}'s shipping rates what a second piece in the same parcel adds before you set the price.",
      "Set free shipping above {podShipping}, and check in the sheet that the smallest order over the line still leaves more than one {podItem} after you pay its shipping.",
      "Add a 'goes well with' block to every product page and to the cart (your store's product recommendations or a free bundle app) showing the matching design on a second piece, and tell your email list about the bundle once.",
      "Every Friday write three numbers in the tracker: orders, average order value and what the week's orders left in all; orders that leave more than {podMarginShort} are the number to grow.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["A margin sheet, one line per product", "{podPartner}'s current product and shipping prices", "Your store's bundle or product-recommendation setting, or a free bundle app"],
    successMetrics: ["A margin for every product, written down in week 1", "Average order value above one {podItem} within six weeks", "Progress towards: {metrics}"],
    template: `Bundle on the product page
{{the bundle's name}}: two {product} designs that belong together
{{design 1}} and {{design 2}}, {{bundle price}}, shipped free
Each piece is printed for you when you order.

---
Line in the cart
Add {{the matching design}} and your order ships free (free shipping over {podShipping}).

---
Margin sheet, one line per product
Product | Your price | {podPartner}'s price | Shipping you pay | Fees | Left per order`,
    marketingWisdom:
      "A print-on-demand order's margin is set by the blank, the print and the shipping, so the order, not the ad, is where the money is: a second piece in the same parcel costs you no new buyer. Judge every channel by what an order leaves, never by revenue.",
  },
  {
    id: "pod-real-photos",
    printOnDemand: 2,
    name: "Real photos of the printed {podGoods}, {podWorn}: a sample order to check and photograph",
    kinds: ["ecommerce"],
    goals: ["revenue", "signups", "awareness", "retention"],
    stages: ALL_STAGES,
    channels: ["instagram", "pinterest"],
    requires: [],
    uses: ["design", "social"],
    cost: { min: 20, max: 80 },
    paid: false,
    hoursPerWeek: 1.5,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Shoppers have learned that mockups flatter, so a real photo of the printed piece, {podOnThem}, answers the question every mockup leaves open: what will actually arrive?",
    description:
      "Order samples of your best designs from {podPartner}, check the print, the colours and the fit yourself, then photograph each one {podOnThem}: {podPhotoPlaces}. The real photo goes first on every product page and the mockup second, and the same photos feed your pins on Pinterest and your Instagram posts.",
    steps: [
      "Pick the five designs with the most views or saves, and order one sample of each from {podPartner} (check in your account whether it offers sample orders at a reduced price), in the colours and sizes your buyers choose most.",
      "When they arrive, check what a buyer will check: the colours against the screen, the edges of the drawing, the fabric or paper and the sizes; for clothes, wash one twice as the care label says and look again. Fix any design file that prints badly before the next order goes out.",
      "Photograph each one {podOnThem}: {podPhotoPlaces}, with a close-up of the print and one photo that shows the size; ask anyone who appears in them for written permission to use the photos on your shop and in your posts.",
      "{podPhotoStep}",
      "Each month add the best buyers' photos (shared with their permission) next to yours, and compare the conversion of pages with a real photo against pages with mockups only.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["Five samples from {podPartner}, then one of each new design that sells", "A phone camera, daylight and two or three friends who will help", "Written permission from everyone photographed"],
    successMetrics: ["Real photos on your five best designs within three weeks", "Higher conversion on pages with a real photo than on mockup-only pages", "Progress towards: {metrics}"],
    template: `Message to a friend who will help
Hi {{first name}}, could you help me for half an hour on {{day}}? I'm swapping the mockups on the {product} store for real photos of the {podGoods}, {podOnThem}. You'd keep the one you like best, and I'd only use the photos on the store and in my posts with your OK.

---
Shot list for each design
1. The whole piece, {podOnThem}
2. A close-up of the print
3. One photo that shows the size
4. The design next to the sketch it started from

---
Line under each size chart
Printed for you when you order. {{how it looks and fits in real life}}`,
    marketingWisdom:
      "Every print-on-demand shop uses the same mockups, so a real photo is the one picture nobody else has. It also protects you: the sample shows a badly printed colour or a size that runs small before a buyer finds it.",
  },
  {
    id: "pod-own-store",
    printOnDemand: 3,
    podNoStore: true,
    name: "A shop of your own beside {podStore}, printed by a print partner, for the buyers who come back",
    kinds: ["ecommerce"],
    goals: ["revenue", "signups", "retention"],
    stages: ALL_STAGES,
    channels: ["email-marketing", "marketplaces", "partnerships"],
    requires: [],
    uses: ["design", "content"],
    cost: { min: 30, max: 60 },
    paid: false,
    hoursPerWeek: 1.5,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Buyers who find your designs on {podStore} belong to the marketplace, so a shop of your own, printed and shipped by a print partner, is where the people who come back can buy at a margin you set and join an email list you keep.",
    description:
      "A small shop of your own (Shopify, Etsy or Big Cartel, connected to Printful or Printify: compare their current plans and prices), with your ten best designs, real photos and a sign-up for new designs first. The marketplace keeps finding new buyers; your own shop is where they come back.",
    steps: [
      "Compare two shop platforms and two print partners on their current prices, and write in the margin sheet what one {podItem} would leave in your own shop against {podStore}.",
      "Open the shop with your ten best designs, your real photos and a sign-up box whose promise is new designs first, and link it from every profile.",
      "Add a line to the profile of {podStore} and to your posts that new designs go to your email list first, where the marketplace's rules allow it (check them).",
      "Send new designs to your email list two days before they go up on {podStore}.",
      "Every Friday count orders and sign-ups in your own shop against {podStore}, and what each order left in both.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A shop platform's starter plan and a print partner's account", "Your ten best designs with real photos", "An email tool (a free plan is enough to start)"],
    successMetrics: ["Your own shop open with ten designs within four weeks", "Sign-ups for new designs counted every Friday", "Progress towards: {metrics}"],
    template: `Line on your profiles
New {product} designs go to my email list first, two days before anywhere else: {{link to the sign-up}}

---
Welcome email
Subject: You're on the {product} list

Hi {{first name}},

Thanks for joining. Every new design comes here first, two days before it goes anywhere else, and you can vote on the next one.

This week's design: {{the design's name}}, {{link to it}}

{{your name}}, {product}`,
    marketingWisdom:
      "A marketplace rents you its crowd; a list is the one audience you own. Keep both: the marketplace finds strangers, your own shop and list keep the ones who liked what they found.",
  },
  {
    id: "pod-design-drop",
    printOnDemand: 3,
    name: "Your followers vote on {podDrop}: drawn in a reel, in the shop every Thursday",
    kinds: ["ecommerce"],
    goals: ["revenue", "awareness", "signups", "retention"],
    stages: ALL_STAGES,
    channels: ["instagram", "email-marketing", "video", "pinterest"],
    requires: [],
    uses: ["design", "social"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 3,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "People who buy designs follow the artist for the drawing as much as the finished piece, so a weekly vote, a reel of the drawing and a fixed drop day give them a reason to come back and a design they feel is partly theirs.",
    description:
      "One rhythm a week: on Monday three rough sketches go up as a poll in your Instagram stories and to your email list, the winner is drawn for a reel during the week, and on Thursday it goes live on {podStore} with its photos, a pin on Pinterest and the drop email. One new design each week, every week: a steady reason to come back beats a burst.",
    steps: [
      "Pick the drop day (Thursday suits most shops) and add {podSignupWhere} whose promise is the vote: vote on next week's design and see it first.",
      "Every Monday, post three rough sketches as a poll in your Instagram stories, and send the same three to your email list with one link per sketch to vote.",
      "Each week, record the winner being drawn (a screen recording of the tablet or your hands on paper, sped up, with the idea revealed last) for a reel of 15 to 30 seconds.",
      "Every Thursday, publish the week's design on {podStore} on {podGoods}, post the reel, pin it on Pinterest and send the drop email below; name whoever suggested the idea, with their permission.",
      "Every Friday count orders and votes by design, and draw more like the ones that sell; if you ever call a design limited, retire it for good on the date you gave and say so on its page.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A drop day, and a sketchbook or a tablet (or a freelance illustrator paid per design)", "Your email tool's sign-up form and a weekly email", "A phone on a stand or a screen recorder for the reels"],
    successMetrics: ["A new design in the shop every week", "Votes from your stories and your list growing week on week", "Orders of each new design in its first week, counted every Friday"],
    template: `Story poll (Monday)
Which one gets drawn this week?
A: {{sketch 1}} / B: {{sketch 2}} / C: {{sketch 3}}
The winner is in the {product} shop on Thursday.

---
Reel caption (during the week)
You picked it, so here it is: {{the design's name}}, from the first line to the last. In the {product} shop from Thursday, printed for you when you order.

---
Drop email (Thursday)
Subject: You picked it: {{the design's name}} is here

Hi {{first name}},

{{number}} of you voted, and {{the design's name}} won. It's in the shop from today, on {podGoods}.

{{link to the design}}

Next week's three sketches go out on Monday. Reply with an idea and you might see it drawn.

{{your name}}, {product}`,
    marketingWisdom:
      "For a shop of designs, the design is the news: a steady drop with a reason (a vote, a theme of the week, a season) gives people something to come back for, and a vote makes the buyers part of it. One a week, every week, beats ten at once and then silence.",
  },
  {
    id: "pod-pinterest",
    printOnDemand: 4,
    name: "A Pinterest pin for every design and every photo, titled the way gift buyers search",
    kinds: ["ecommerce"],
    goals: ["revenue", "awareness", "signups"],
    stages: ALL_STAGES,
    channels: ["pinterest"],
    requires: [],
    uses: ["design", "social"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Pinterest works as a search engine for gifts and looks: people save ideas weeks before they buy, and one pin per design and per photo keeps bringing them to {podStore} long after it goes up.",
    description:
      "A free Pinterest business account with boards named the way people search (by theme, by who the gift is for, by gifting day), and every design pinned several times: the real photo, the mockup, a close-up and the sketch, each linking to that design's own page. Pins for each gifting day go up weeks before it.",
    steps: [
      "Open a free Pinterest business account, claim your own website's domain if you have one so your pins carry your name, and connect your store's catalogue through its Pinterest app if it has one, so product pins show the price.",
      "Make six boards named as people search: one per theme of your designs, gifts for the people your buyers give to, and one for each gifting day ahead ({giftDates}).",
      "Pin every design three to five times, each pin its own image (the real photo, the mockup, a close-up of the print, the sketch): upright (2:3), with a title that says what it is and who it is for, linking to the design's own page.",
      "Each week pin the new design and five older pins to the gift boards (schedule a month at a time if that suits you), and pin to each gifting day's board six to eight weeks before it.",
      "Each month read Pinterest's analytics for outbound clicks and saves by pin, and make more pins like the ones that send people to your store.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A free Pinterest business account", "Upright crops of your photos and mockups", "An hour a week, or one afternoon a month with the pins scheduled"],
    successMetrics: ["Every design pinned at least three times within six weeks", "Outbound clicks to your store growing month on month", "Orders from Pinterest in your store's reports"],
    template: `Pin title
{{the design's name}} {podItem} by {product}: a gift for {{who it is for}}

Pin description
{{one line on the design and the idea in it}}. From {product}'s {podDesigns}, printed to order on {podGoods}, shipped {geo}.

Board names
{{theme}} {podItems} by {product} · Gifts for {{who your buyers give to}} · {{the next gifting day}} gifts`,
    marketingWisdom:
      "A pin has a life of months where a post has a day: a plain, searchable title on a good photo keeps working while you draw the next design. Pin the same design in several photos; each is another way for someone to find it.",
  },
  {
    id: "pod-gift-pages",
    printOnDemand: 5,
    podOwnStore: true,
    name: "Gift pages for the friend who…, with order-by dates from {podPartner}'s production and shipping times",
    kinds: ["ecommerce"],
    goals: ["revenue", "awareness", "retention"],
    stages: ALL_STAGES,
    channels: ["email-marketing"],
    requires: [],
    uses: ["content", "design"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "People who buy {podGoods} as presents search by who the gift is for and worry most that it arrives late, and printing to order adds days before a parcel ships, so a page for each kind of friend with an honest order-by date answers both.",
    description:
      "Three gift collections on {podStore}, each named for a kind of friend, and an order-by date for each gifting day set from {podDelivery}, with a few days to spare, shown on the gift pages, in a banner across the store and in the gift emails to your list.",
    steps: [
      "Look up {podDelivery} for your main products and the places you ship to (both grow in busy seasons, so check them again a month before each gifting day), add three days to spare, and write an order-by date for each gifting day ahead: {giftDates}.",
      "Make three gift collections on {podStore}, each for a kind of friend your buyers give to, with six to ten designs each and a line on who each design suits.",
      "{podBannerWhen}, put the order-by date in a banner across the store and at the top of each gift page, and check whether {podPartner} can add a gift note or leave the price off the packing slip.",
      "{podGiftEmailWhen}, send the gift email below to your list, and send it again, shorter, two days before the order-by date.",
      "After each gifting day, count orders from the gift pages and which kind of friend sold best, and make the next gift page for that friend.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["{podPartner}'s current production and shipping times", "Three gift collections on your store", "Your email tool"],
    successMetrics: ["An order-by date for every gifting day, on the store four weeks ahead", "Orders from the gift pages counted after each gifting day", "Progress towards: {metrics}"],
    template: `Gift page heading
For the friend who {{a habit your buyers' friends have}}: {product} gifts they'll keep

Banner
Order by {{the order-by date}} for {{the gifting day}}: every piece is printed for you, then shipped.

---
Gift email
Subject: Order by {{the order-by date}} for {{the gifting day}}

Hi {{first name}},

Every {product} piece is printed when you order it, so it needs a few days before it ships. To have it in time for {{the gifting day}}, order by {{the order-by date}}.

Gifts by friend:
- For the friend who {{habit 1}}: {{design}}
- For the friend who {{habit 2}}: {{design}}
- For the friend who {{habit 3}}: {{design}}

{{link to the gift pages}}`,
    marketingWisdom:
      "Gift buyers fear one thing more than the price: that it arrives late. A print-on-demand shop that says plainly 'printed for you, order by this date' turns its slowest step into a reason to order now, and the date is true.",
  },
  {
    id: "pod-illustrator-collab",
    printOnDemand: 6,
    name: "A co-designed drop with an illustrator your buyers already follow, on a share of each order's margin",
    kinds: ["ecommerce"],
    goals: ["revenue", "awareness", "partnerships", "signups"],
    stages: ALL_STAGES,
    channels: ["partnerships", "instagram", "influencers"],
    requires: [],
    uses: ["design", "social"],
    cost: { min: 0, max: 40 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "People who buy illustrated designs follow illustrators for the drawing, so a design made with one whose followers look like your buyers, posted by both of you on the same day, reaches people who already love that kind of work, and a share of the margin costs nothing until it sells.",
    description:
      "One illustrator at a time whose followers look like your buyers but who draws other subjects: a design made together, sold on {podStore} for a set time, posted by both of you on drop day, with a written agreement on who owns the design, how long it is sold, and a share of what each order leaves (not of its price), paid monthly from your sales reports.",
    steps: [
      "List ten illustrators on Instagram with 5,000 to 50,000 followers whose comments sound like your buyers and who do not already sell {podGoods} in your subject; note what they draw and whether they have collaborated before.",
      "Write to three a week with the message below: one design together, their style and your subject, sold on {podStore} for six weeks, for a share of each order's margin (with {podMargin}, half of it or a fixed sum per order; put the figure in the message).",
      "Agree it in writing before anyone draws: who owns the design and the files, how long it is sold and whether it is retired after, the share per order and when it is paid, and that both of you post on drop day, marked as a paid partnership where the platform asks.",
      "Send the illustrator a printed sample before drop day; on the day, both post the reel of the drawing and the real photos and send it to your email lists, and name the illustrator on the product page.",
      "Six weeks later count orders and new subscribers from the drop, pay the share with the report, and ask the illustrators whose drops sold for a second one.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A list of ten illustrators whose followers look like your buyers", "A one-page written agreement", "A monthly report of orders per design"],
    successMetrics: ["One co-designed drop within eight weeks", "Orders and new subscribers from each drop, counted after six weeks", "Progress towards: {metrics}"],
    template: `Hi {{first name}}, I'm {{your name}} and I draw the {podDesigns} at {product}. {{a drawing of theirs you loved}} is the reason I'm writing.

Would you like to make one design together? Your style, {{the subject}}, printed on {podGoods} and sold in our shop for six weeks. You'd get {{your share per order}} of every order it brings, paid monthly with the sales report, and we'd both post it on the same day. The design stays yours to show in your portfolio.

If it sounds fun, I'll send a one-page agreement and three rough ideas.

{{your name}}, {product}`,
    marketingWisdom:
      "Collaborations work when both audiences find something new: pick an illustrator whose followers are your buyers but whose subject is not yours. A share of the margin rather than a fee keeps the risk small for you and the reward real for them, as long as the report is honest and paid on time.",
  },
  {
    id: "pod-marketplaces",
    printOnDemand: 7,
    name: "Your designs where people browse for them ({podMarketplaces}), weighed against what an order leaves",
    kinds: ["ecommerce"],
    goals: ["revenue", "awareness", "signups"],
    stages: ALL_STAGES,
    channels: ["marketplaces", "partnerships"],
    requires: [],
    uses: ["design", "content"],
    cost: { min: 0, max: 40 },
    paid: false,
    hoursPerWeek: 1.5,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "People browse {podMarketplaces} for designs by artists they have never heard of, so your best designs listed there are found by searchers {podStore} never reaches, if what an order leaves there is worth having.",
    description:
      "One marketplace, chosen with the margin sheet: Etsy, with {podPartner} connected to your Etsy shop (your own prices, and Etsy's rules on production partners to follow), or a marketplace that prints the order itself (Redbubble, Amazon Merch on Demand), where you upload the design and set your price or your margin. Your ten best designs first, judged after six weeks by orders and by what each order left.",
    steps: [
      "For each marketplace you consider ({podMarketplaces}), add a line to the margin sheet: what one {podItem} would leave after its fees or its royalty and the print cost, from its current fee pages (check them: they change).",
      "Pick the one that leaves the most per order and where your buyers browse; on Etsy, connect {podPartner} to your Etsy shop, read Etsy's current rules on production partners, and say in every listing that the piece is designed by you and printed to order.",
      "List your ten best designs with titles in the words people search, your real photos first, and the sizes and print method in the description.",
      "Keep your prices there at least as high as on {podStore}, so the marketplace never undercuts your own shop.",
      "After six weeks compare orders and what each order left with your own shop's; keep the marketplace if it adds orders worth having, and drop it if it only moves them from one place to the other.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["The margin sheet, with a line per marketplace", "Your ten best designs with real photos", "An account on the marketplace you choose"],
    successMetrics: ["Ten designs listed within four weeks", "Orders and what each left, compared with your own shop after six weeks", "Progress towards: {metrics}"],
    template: `Listing title
{{the design's name}} {podItem}: {{what the design shows}}, a gift for {{who it is for}}, by {product}

First lines of the description
Designed by {product}, printed to order and shipped to you. {{the idea behind the design}}. {{size and fit notes}}.

Margin line for each marketplace
{{marketplace}}: price {{its price there}}, less print cost {{cost}}, less fees {{fees}}, leaves {{left per order}}`,
    marketingWisdom:
      "A marketplace is a shop window with a crowd in front of it and a landlord who takes a share: worth it when it brings buyers your own shop cannot reach, not when it takes the ones who would have found you anyway. Decide with the margin sheet, not with the number of views.",
  },
  {
    id: "pod-photo-reviews",
    printOnDemand: 8,
    podOwnStore: true,
    name: "Reviews with buyers' own photos, asked for a week after delivery and shown on each design's page",
    kinds: ["ecommerce"],
    goals: ["revenue", "retention", "signups"],
    stages: ALL_STAGES,
    channels: ["reviews"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 20 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "Medium Impact",
    why: "Shoppers deciding on a {product} design trust a buyer's photo of the printed piece more than any mockup, and a buyer's line on the print or the fit answers the doubt that stops them.",
    description:
      "A reviews app on {podStore} sends one request a week after delivery and one reminder, asking for a star rating, a line and a photo ({podWorn}), and publishes every review, good or bad, on the design's page.",
    steps: [
      "Install a reviews app your store supports (Judge.me, Loox or your platform's own) that asks for photos, marks verified buyers and shows reviews on product pages.",
      "Time the request to a week after delivery (count from {podDelivery}), with one reminder a week later.",
      "Switch off any setting that hides or delays low ratings, and offer nothing for a review, or the same thank-you whatever the rating: rewards for positive reviews break consumer-protection rules in the US, the UK and the EU.",
      "Write the request below, and put the best photo reviews in each design's gallery and, with the buyer's permission, in your pins and posts.",
      "Every month read the new reviews, fix the most repeated complaint about the print or the fit (with {podPartner}, in the design file or in the size chart), and reply to critical reviews within two working days.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A reviews app (free plans cover a small shop)", "Ten minutes a day to read and reply"],
    successMetrics: ["Reviews from 5-10% of delivered orders", "At least a third of reviews with a photo", "Higher conversion on designs with photo reviews"],
    template: `Subject: How's your {{the design's name}} from {product}?

Hi {{first name}},

Your {{the design's name}} has been with you for a week now. Would you tell other buyers what it's like in real life? Good, bad or in between, every honest review helps someone decide.

Button: Write a review (1 minute)

A photo helps most: people want to see the print for real, not only our pictures.{podFitQuestion}

Thank you,
{{your name}} at {product}`,
    marketingWisdom:
      "Mockups all look alike; a buyer's photo is the one picture nobody else has. Ask when the piece has been worn or hung for a week, and keep the critical reviews: they make the good ones believable.",
  },
  {
    id: "pod-google-listings",
    printOnDemand: 9,
    podOwnStore: true,
    name: "Google's free listings for every design, titled the way people describe it",
    kinds: ["ecommerce"],
    goals: ["revenue", "awareness"],
    stages: ALL_STAGES,
    channels: ["seo"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "Medium Impact",
    why: "People search Google and Google Images for a design in the words they would use to describe it to a friend, and Google's free product listings show each {product} design with its photo and price, for nothing, when its title uses those words.",
    description:
      "Google Merchant Center shows products for free in the Shopping tab and Google Images, and your store's Google app sends the catalogue there. The work is a title per design in the words people search (what it shows, the idea, the product, who it is for) and delivery times that include the days a piece is being printed.",
    steps: [
      "Connect {podStore} to Google Merchant Center through the store's Google app, verify the domain and switch on free listings.",
      "Add your shipping settings with the days a piece takes to be printed as handling time ({podDelivery}), so listings promise what happens, and your returns policy for pieces printed to order.",
      "Check Merchant Center's current rules for custom-made goods without a barcode and set your designs accordingly.",
      "Rewrite the titles of your ten best designs with the template below, then check Merchant Center's diagnostics each week for products it has not approved.",
      "After four weeks read which designs get clicks, and rewrite the titles of those seen often and clicked rarely.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A Google Merchant Center account", "Your store's Google app", "An evening for the first ten titles"],
    successMetrics: ["All designs approved in Merchant Center within two weeks", "Clicks from free listings growing month on month", "Orders from Google in your store's reports"],
    template: `Product title
{{the design's name}} {podItem}, {{what the design shows}}, {{the colour}}, by {product}

First lines of the description
{{the idea behind the design}}. From {product}'s {podDesigns}, printed to order on {podGoods} and shipped {geo}.

Highlights
- {{what buyers mention most in reviews}}
- Printed for you when you order`,
    marketingWisdom:
      "Shoppers search in plain words (what the design shows, the colour, the product), so a title that says what a design is outranks a clever name. These listings cost nothing and send people to your own shop.",
  },
  {
    id: "pod-ads-on-margin",
    printOnDemand: 10,
    name: "Ads only where an order pays for them: promoted pins and shopping ads on the designs that already sell",
    kinds: ["ecommerce"],
    goals: ["revenue", "awareness"],
    stages: ALL_STAGES,
    channels: ["google-ads", "pinterest"],
    requires: ["paid"],
    workaround: {
      paid: "No ads experience? Start with one Pinterest campaign of your best-clicked pins and one Google shopping campaign from your product feed, each with a fixed daily budget, or pay a freelancer who runs shopping ads for small shops for the first two months and keep the budget caps yourself.",
    },
    uses: ["paid", "analytics", "design"],
    cost: { min: 500, max: 20000 },
    paid: true,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Ads pay for a print-on-demand shop only when an order leaves more than the ad cost to bring it, so they go on the designs people already buy without ads, with the cost per order judged against what an order leaves.",
    description:
      "Promoted pins on Pinterest, and Google shopping ads from your product feed, on the designs that sell best without ads{podAdsBundle}, each on a fixed daily budget and judged by one number: the cost per order against what an order leaves ({podMargin} for one {podItem}).",
    steps: [
      "{podAdsTracking}",
      "Write down the most an order from ads may cost: {podMarginShort} for a single {podItem}, more for an order of two pieces (from the margin sheet).",
      "Start one Pinterest campaign with the best-clicked pins of your best-selling designs, and one Google shopping campaign for them once your own shop's products are in Merchant Center, each on a fixed daily budget.",
      "Every week compare each campaign's cost per order with what those orders left; pause a campaign that costs more than it leaves after two weeks, and move the money to the one that does not.",
      "Before each gifting day ({giftDates}), raise the budget on your gift designs four weeks ahead, and stop it at the order-by date.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["Pinterest and Google Ads accounts, with tags that count orders", "The margin sheet", "Your best photos in upright and square crops"],
    successMetrics: ["Cost per order below what the order left, every week", "Orders from ads counted apart from the orders that come free", "Progress towards: {metrics}"],
    template: `Promoted pin
Title: {{the design's name}} {podItem} by {product}: a gift for {{who it is for}}
Description: From {product}'s {podDesigns}, printed to order on {podGoods}. Order by {{the order-by date}} for {{the gifting day}}.

---
Weekly check, one line per campaign
Campaign | Spend | Orders | Cost per order | What those orders left | Keep or pause`,
    marketingWisdom:
      "On a margin of a few dollars an order, the ad that pays is the one that sells the order worth most to people who were already looking: a gift search, a saved pin. Judge it only on cost per order against what the order left, never on clicks.",
  },
];
