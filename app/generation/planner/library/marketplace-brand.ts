import type { LibraryTactic } from "../types";
import { ALL_STAGES } from "./stages";

/*
 * A brand selling mainly on Amazon (FBA or FBM, any country's store) or Walmart Marketplace
 * (Reading.marketplaceBrand). Its buyers type a search into the marketplace, compare the first results on the
 * main image, the price, the stars and the photos in the reviews, and buy with a click; the marketplace owns
 * them. So its plan is the listing, the marketplace's own ads run by match type against a target ACoS, reviews
 * only the ways the marketplace allows, copies answered with the brand's registry and a set they can't match,
 * creators who send their audiences to the listing with tracked links, and the year's seasons planned with
 * stock ordered in time. A webshop's abandoned carts, buyer emails, reviews app and wholesale mean nothing
 * here. The marketplace's own names for its tools are tokens (app/plan-quality/marketplace-brand.ts).
 */

const BASE = {
  kinds: ["ecommerce"],
  stages: ALL_STAGES,
  requires: [],
  goals: ["revenue", "awareness", "signups", "retention"],
} satisfies Partial<LibraryTactic>;

export const MARKETPLACE_BRAND_TACTICS: LibraryTactic[] = [
  {
    ...BASE,
    id: "mb-listing",
    marketplaceBrand: 1,
    essential: true,
    name: "The {mbStore} listing that wins the search page: a main image and six more that answer the comparison, a title and bullets for {mbSearches}",
    channels: ["marketplaces", "reviews"],
    uses: ["content", "analytics"],
    cost: { min: 0, max: 800 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Buyers who type {mbSearches} decide from the search page and the first screen of a listing, comparing {mbCompare}, so a main image that wins the thumbnail, images that answer their questions and a title in their own words decide more of your sales than any ad.",
    description:
      "Rewrite {product}'s listing as the page that wins the comparison: a main image that reads at thumbnail size, six images that each answer one question buyers have ({mbVariationsThe} side by side with measurements, the product in use, what it is made of, what {mbCopies} skip), a title and five bullets built on {mbSearches}, and {mbEnhancedShort} below. Then test the main image, and after it the title, with {mbExperimentShort}.",
    steps: [
      "Search {mbSite} for {mbSearches} on a phone, logged out; screenshot the first page and note what the top ten show in their main images, prices, stars and titles, and where {product} appears.",
      "Brief a product photographer or designer for the seven images in the template: the main image on pure white as {mbMarket}'s image rules require (check them in {mbConsole}), then one question answered per image, each readable on a phone.",
      "Rewrite the title and the five bullets around {mbSearches} and the words buyers use in their own reviews; check the title length and the words {mbMarket}'s style guide forbids in your category before you publish.",
      "Add {mbEnhanced}: a comparison chart of {mbVariationsThe} with measurements, your story, and care, so the questions that bring returns are answered before the order.",
      "{mbExperimentStep}",
    ],
    setupSteps: 3,
    resourcesNeeded: [
      "A product photographer or designer for seven images",
      "Your {mbConsole} account with {mbRegistry}",
      "The first page of results for {mbSearch}, screenshotted on a phone",
    ],
    successMetrics: [
      "New images, title and bullets live within two weeks",
      "Conversion per size before and after each change, in {mbReportsSales}",
      "Progress towards: {metrics}",
    ],
    template: `Title
{product} {mbGoodsTitle}, {{sizes or measurements}}, {{material and finish}}

Five bullets
- THE RIGHT ONE FOR YOU: {mbVariations}, {{what each one fits and its measurements}}.
- {{the result buyers mention most}}, in the words of your reviews.
- BUILT TO LAST: {{what it is made of and why it lasts}}.
- EASY CARE: {mbCare}
- {mbDesignedCaps}: {{who you are in one line}}.

Seven images (main first; each answers one question)
1. Main: {product} on pure white, filling most of the frame, clear at thumbnail size.
2. Side by side, with measurements: {mbVariationsThe}. Which one fits?
3. In use: {{the product in a real home}}.
4. Close-up of the material and the joins: what {mbCopies} skip.
5. What comes in the box, and {mbSetShort}.
6. Care: {mbCare}
7. The people behind it: {mbDesignedWe}.

Below the bullets ({mbEnhancedShort})
A comparison chart of {mbVariationsThe} with measurements · {mbDesignedWe} · care and what it is made of`,
    marketingWisdom:
      "On a marketplace the search page is the whole shop: buyers judge in seconds on the picture, the price and the stars, and most never scroll past the first screen. Change one thing at a time and measure it, or you'll never know which change sold.",
  },
  {
    ...BASE,
    id: "mb-reviews",
    marketplaceBrand: 2,
    name: "Reviews only the ways {mbMarket} allows: {mbReviewWays}, and the top complaint fixed",
    channels: ["reviews", "marketplaces"],
    uses: ["analytics"],
    cost: { min: 0, max: 300 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "{mbRatingYour} is what buyers weigh against {mbCopies} on the search page, and {mbMarket} removes reviews, and acts against sellers, for anything that rewards a review or steers it, so every new review has to come the ways it allows.",
    description:
      "Ask for reviews only through {mbReviewButton}, give each new variation or set its first honest reviews through {mbVineShort}, and read every review of three stars or fewer each week to fix what it complains about in the product, the images or the bullets. The card in the box thanks the buyer and says how to care for {product}; it asks for nothing.",
    steps: [
      "Ask for reviews only through {mbReviewAsk}, for every order: {mbReviewRoutine}.",
      "Enrol each new variation or set in {mbVine} when it launches, so it has honest reviews before you spend on its ads.",
      "Every Monday, read each new review of three stars or fewer of {product}, and of the three listings above you for {mbSearch}; write the complaint in a sheet, and fix the most repeated one in the product, the images or the bullets.",
      "Put the card in the template in every box: a thank-you and care instructions, with no request for a review, no offer, and nothing that sends buyers to another site.",
      "Once a quarter, check {mbRules}: never a refund, a gift, a discount or a free unit in return for a review, and never asking only happy buyers.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["Half an hour a week in {mbConsole}", "A sheet of complaints from reviews of three stars or fewer", "A printed card for every box"],
    successMetrics: ["New reviews a month, and the star rating shown on the listing", "The most repeated complaint fixed each month", "Progress towards: {metrics}"],
    template: `Card in every {product} box (thanks and care only: no review request, no offer, no other website)

Thank you for choosing {product}.
{mbDesignedWe}, and we're glad yours has found a place in your home.

Caring for it
{mbCare}

Something not right? {mbContact} and we'll put it right.

---
Complaints sheet (every Monday)
Date · Listing (ours or the one above us) · Stars · The complaint in the buyer's words · Fix: product, image or bullet`,
    marketingWisdom:
      "On a marketplace you can't choose who reviews you, only how good the product and the promise are. Fixing what the 3-star reviews complain about raises the rating for everyone who comes after; any shortcut to reviews risks the listing itself.",
  },
  {
    ...BASE,
    id: "mb-sponsored-products",
    marketplaceBrand: 3,
    name: "Sponsored Products by match type: bids from {mbAcosYour} ACoS, a weekly search-term harvest and negative keywords",
    channels: ["sponsorships", "marketplaces"],
    uses: ["paid", "analytics"],
    cost: { min: 300, max: 8000 },
    paid: true,
    hoursPerWeek: 3,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Buyers who type {mbSearches} see sponsored results first, and campaigns split by match type, with each bid set from what a click can earn at {mbAcos} ACoS, buy the searches that sell and stop paying for the ones that don't.",
    description:
      "Rebuild {product}'s Sponsored Products into one set of campaigns per size or set: automatic and broad campaigns that find searches, a phrase campaign, an exact campaign for the searches that sold, and your brand name on its own. Each week, move the searches that sold into exact and add those that only cost money as negative keywords. Every bid starts from the arithmetic in the template: average price × target ACoS × conversion rate.",
    steps: [
      "Work out your break-even ACoS (what a sale leaves you before ads, divided by its price; the fees are in {mbFees}) and your bid ceiling: {mbBidMath} is {mbBid} a click at 1 click in 10 buying, until your own conversion rate replaces the 10%.",
      "Set up the campaigns in the template for each size or set, with your brand name in its own exact campaign so it can't take the credit for sales you would get anyway, and {mbSearches} in exact at the bid ceiling.",
      "Every Monday, download the {mbTermsReport} for the last 14 days: move every search with two or more orders into the exact campaign, and add as a negative keyword every search with 20 clicks and no order (twice the clicks one order takes at 1 in 10).",
      "Every Friday, read ACoS by campaign in {mbReportsAds} and TACoS (all ad spend over all sales, with sales from {mbReportsSales}): lower bids by 10-20% on keywords above {mbAcos} for two weeks, and raise those well under it that are not yet on the first page.",
      "After four weeks, move budget from the automatic and broad campaigns to the exact keywords that hold {mbAcos} ACoS, and add the best-converting searches to the title or bullets if they aren't there yet.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["The {mbTermsReport} and {mbReportsAds}", "A sheet for the weekly harvest", "Your landed cost per unit, and {mbMarket}'s fees from {mbFees}"],
    successMetrics: ["ACoS at or under {mbAcos} on the exact campaigns by week 6", "Wasted spend cut: searches with clicks and no orders made negative every week", "Progress towards: {metrics}"],
    template: `{product}: Sponsored Products, one set per size or set

1. {product} | Auto: automatic targeting (close and loose match); starting bid 60% of the ceiling
2. {product} | Broad: {mbSearch} and close variations; 70% of the ceiling
3. {product} | Phrase: {mbSearch} in phrase match; 80% of the ceiling
4. {product} | Exact: {mbSearch} and each search harvested, in exact match; the ceiling
5. {product} | Brand: your brand name, alone and with each size, in exact match; a low bid that defends it

Bid ceiling = average price × target ACoS × conversion rate
            = {mbBidMath} = {mbBid} a click

Weekly harvest (the {mbTermsReport}, last 14 days)
- Two or more orders: add it to Exact, and make it a negative exact keyword in Auto, Broad and Phrase
- 20 clicks and no order: negative exact keyword
- Above {mbAcos} ACoS for two weeks: bid down 10-20%`,
    marketingWisdom:
      "ACoS is a ceiling, not a goal: a keyword at 10% may be one you could grow, and one at 40% may be the search that brings buyers who come back. Judge the account on TACoS too: ads that lift organic rank make every other sale cheaper.",
  },
  {
    ...BASE,
    id: "mb-brand-protection",
    marketplaceBrand: 4,
    name: "Your brand protected{mbCopiesFrom}: {mbRegistry}, a design patent and trademark check, and {mbSet} copies can't match",
    channels: ["marketplaces"],
    uses: [],
    cost: { min: 0, max: 600 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "A copy at half the price wins the buyers who see two listings that look alike, so the answer is making {product} the only one that can be {product}: a registered brand {mbMarket} enforces, the design rights an attorney can confirm, and a set the copies don't sell.",
    description:
      "Check {product} is enrolled in {mbRegistry} and report every listing that uses your brand name, your photos or your words; ask an IP attorney whether a design patent or a registered design can still protect your shapes (the window after a product is first sold is limited: check it); and list {mbSet} as one listing, at a price lower than buying each one, which a copy can't match.",
    steps: [
      "Check {product}'s trademark is registered or pending with {mbTrademarkOffice} and enrolled in {mbRegistry}; if it isn't, file with an attorney now, as {mbRegistry} needs it (check the current rules).",
      "Every Monday, search {mbSite} for {mbSearch} and for your brand name, and report in {mbRegistry} every listing that uses your name, your photos or your listing text, with the links and your originals.",
      "Ask an IP attorney two questions: can a design patent (or a registered design) still protect {product}'s shapes, and what can you do against copies that use none of your name, photos or words; write down the cost and the deadline.",
      "List {mbSet} as its own listing with its own main image and a price lower than buying each one, and add it to your variations so buyers comparing sizes see it.",
      "Show the difference where buyers compare: one image and one bullet on what {mbCopies} skip, without naming or showing any rival.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["{mbRegistry}, with your trademark", "An hour with an IP attorney", "Photos of {mbSetShort} for its own listing"],
    successMetrics: ["Every copy using your name or photos reported within a week of appearing", "A listing for {mbSetShort} within six weeks, with its own sales and conversion", "Progress towards: {metrics}"],
    template: `Set listing
Title: {product} {mbGoodsTitle}, {mbSetTitle}: {{sizes or measurements}}
Main image: {mbSetShort} on white, each piece labelled.
First bullet: THE SET: {mbVariations} that {{how they work together}}, for less than buying each one.

---
Report in {mbRegistry} (one per listing)
Listing: {{link to the copy's listing}}
What it uses of {product}'s: {{name or photos or text}}
Our original: {{link to our listing and the photo files}}
Trademark: {{registration or serial number}}`,
    marketingWisdom:
      "You can't out-cheap a copy, and you don't need to: buyers pay more for the listing that looks like the real brand, answers every question and sells the set they want. Enforce what the law gives you, and make the rest impossible to copy by being the brand, not the shape.",
  },
  {
    ...BASE,
    id: "mb-creators",
    marketplaceBrand: 5,
    name: "{mbCreatorsCap} on YouTube, TikTok and Instagram, sent to the listing with {mbAttributionShort}",
    channels: ["influencers", "youtube", "tiktok", "instagram", "video"],
    uses: ["content", "analytics"],
    cost: { min: 200, max: 1500 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "{mbWatchLine}, and a creator showing {product} in a real home sends them to the listing already convinced, with every sale they bring helping your rank like any other.",
    description:
      "Send {mbSetShort} to twenty {mbCreators} on YouTube, TikTok and Instagram with 5,000-100,000 followers whose videos look like your buyers' homes: a personal note, no script and no obligation. Give each one their own link: {mbAttribution}.{mbBonus} Offer a paid video only to those whose link sold.",
    steps: [
      "List 40 {mbCreators} whose recent videos show homes like your buyers', with 5,000-100,000 followers and comments asking where things are from; note the contact email on their channel page.",
      "Make a link per creator in {mbAttributionWhere}, named after them, so you can see what each one sells.",
      "Write to twenty with the note in the template and send {mbSetShort} to those who say yes; ask them to say the product was a gift, as {mbDisclosure} require (check), and never ask them for a review on {mbSite}.",
      "When a video is up, thank them, share it with their permission, and {mbInfluencerStep}; offer a paid video to those whose link sold, at a fee set from what it sold.",
      "Every Friday, read each link's clicks and sales in {mbAttributionWhere}, and send the next sets to creators like the ones who sold.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["Twenty units of {mbSetShort} to send", "A sheet of 40 creators with their links", "{mbAttributionShort}, one per creator"],
    successMetrics: ["Twenty sets sent within six weeks", "Sales per creator from their link, read every Friday", "Progress towards: {metrics}"],
    template: `Subject: {product} for your next {{the kind of video they make}}?

Hi {{first name}},

I'm {{your name}}, and we make {product}: {mbGoods}. {mbDesignedWe}. I watched your {{video you watched}} and {{one thing you liked about it}}.

Could I send you {mbSetShort}? There's no script and nothing you have to post. If you do show it, you'll have your own link straight to it on {mbSite}, and we'll tell you what it sells.

Thanks,
{{your name}}
{product}`,
    marketingWisdom:
      "A creator's audience trusts the shelf behind them, not the brand: pick creators whose homes look like your buyers', let them use the product their way, and pay for more from the ones whose links sold. A tracked link turns a nice video into a number you can act on.",
  },
  {
    ...BASE,
    id: "mb-seasons",
    marketplaceBrand: 6,
    name: "{mbSeasonName}",
    channels: ["marketplaces"],
    uses: ["analytics"],
    cost: { min: 0, max: 300 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Searches for {mbSearch} rise and fall with the year, and a brand that is out of stock or has no deal when they peak loses those sales and the rank that carries the quiet months.",
    description:
      "Put the weeks that sell most in your calendar now (the template), {mbSeasonPush}, and order stock from {mbMadeIn} early enough for {mbBigDay} and Black Friday, with the deals submitted before their deadlines: {mbDeals}.",
    steps: [
      "{mbSeasonStep}",
      "Ask {mbMadeIn} for its production and shipping time, and work back from {mbBigDay} in July: with about four months from order to {mbStockIn}, the order goes in by {mbOrderBy} (replace the four months with your own lead time).",
      "Check the deal submission windows for {mbBigDay} and Black Friday in {mbConsole}, and submit {mbDeals} for your best-selling size and {mbSetShort}.",
      "Check {mbStockRule} before you ship, so the stock arrives before the rush rather than during it.",
      "After each season, write down sales by week, ACoS and what ran out, so next year's order and deals start from your own numbers.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["Last year's sales by week from {mbReportsSales}", "Your factory's lead time, in weeks", "The deals pages in {mbConsole}"],
    successMetrics: ["The stock order for {mbBigDay} placed by {mbOrderBy}", "No size out of stock in a peak week", "Progress towards: {metrics}"],
    template: `{product}: the year's selling weeks
{mbSeasonLines}

Stock order for {mbBigDay}: by {mbOrderBy}, from {mbMadeIn} ({{your lead time in weeks}})
Deals to submit: {{deal and size}} for {mbBigDay}; {{deal and size}} for Black Friday
{mbSeasonAdLine}`,
    marketingWisdom:
      "On a marketplace, running out of stock costs twice: the sales you miss and the rank you lose while others sell. The brands that win a season decided its stock months before, when it felt too early.",
  },
  {
    ...BASE,
    id: "mb-sponsored-brands",
    marketplaceBrand: 7,
    name: "A {mbBrandStoreShort} and Sponsored Brands video on the searches that already sell, once Sponsored Products holds {mbAcos} ACoS",
    channels: ["sponsorships", "marketplaces", "video"],
    uses: ["paid", "content"],
    cost: { min: 300, max: 2000 },
    paid: true,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "A Sponsored Brands video plays among the results for {mbSearch} and shows {product} in use before anyone clicks, which a still photo of a copy can't, and it sends buyers to a {mbBrandStoreShort} where only your products are on the page.",
    description:
      "Build a {mbBrandStore} with {mbSetShort} at the top and a page for each of {mbVariationsThe}, then run Sponsored Brands video (15-30 seconds of {product} in use) on the exact searches that already sell in Sponsored Products, judged on the same {mbAcos} ACoS. Sponsored Display on your own listing pages comes after, only if Sponsored Brands holds it.",
    steps: [
      "Build the {mbBrandStoreShort} in {mbConsole}: a home page with {mbSetShort} first, a page for each of {mbVariationsThe}, and the in-use images from the listing.",
      "Film one 15-30 second video from the shot list in the template: the product visible in the first second, no sound needed.",
      "Once Sponsored Products has held {mbAcos} ACoS for two weeks, start a Sponsored Brands video campaign on its five best exact searches at the bid ceiling, and a Sponsored Brands campaign to the {mbBrandStoreShort} on your brand name.",
      "Every Friday, compare its ACoS with Sponsored Products'; keep it while it holds {mbAcos} ACoS, and only then try Sponsored Display on your own listing pages, so buyers there see your other sizes rather than a copy.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["One 15-30 second video of {product} in use", "The {mbBrandStoreShort} pages", "Two weeks of Sponsored Products at {mbAcos} ACoS"],
    successMetrics: ["{mbBrandStoreShort} live within four weeks", "Sponsored Brands video at or under {mbAcos} ACoS", "Progress towards: {metrics}"],
    template: `{product}: Sponsored Brands video (15-30 seconds, no sound needed)
0-2 s: {{the problem on screen}}, with {product} already in the frame.
2-10 s: {product} going in: {{one size and where it goes}}.
10-20 s: the result, close up: {{the finished space}}.
Last frame: {product} {mbGoodsTitle}, {mbVariations}.

{mbBrandStoreShort} pages
Home: {mbSetShort}, then your best seller
{{one page per size or use}}
Our story: {mbDesignedWe}.`,
    marketingWisdom:
      "Video ads on a search page work because they answer the question a photo can't: how it looks when it's used. Put them only on searches that already sell, and judge them by the same ACoS as everything else.",
  },
];
