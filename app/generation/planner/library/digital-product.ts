import type { LibraryTactic } from "../types";
import { ALL_STAGES } from "./stages";

/*
 * Digital downloads sold one-off (Reading.digitalProduct): a Notion, Airtable or spreadsheet template, a planner
 * or printables, Lightroom presets, a font, an icon pack, a Figma UI kit, stock assets, an ebook sold as a file,
 * on Gumroad, Lemon Squeezy, Payhip, Etsy, Creative Market, the Notion Marketplace or the maker's own site. Buyers
 * find one in a short video that shows it in real use, in a marketplace's search or through a creator they follow,
 * judge it on screenshots and a walkthrough, and buy once; every month starts from zero. So its plan is a steady
 * stream rather than one viral hit, each tactic sized to a few hours a week: listings where buyers search, a
 * weekly video recorded four at a time, a free version that collects emails, updates for past buyers, a bundle
 * and a price test, creators paid a share of each sale, answers in communities. The words that differ between
 * a template, a preset pack or a font are tokens (app/plan-quality/digital-product.ts).
 * Its plan is made of these tactics only: a course's students and cohorts, a membership's referral rewards
 * and a shop's shipping mean nothing to it.
 */

const BASE = {
  kinds: ["creator"],
  stages: ALL_STAGES,
  requires: [],
  cost: { min: 0, max: 0 },
  paid: false,
  contactsIndividuals: false,
} satisfies Partial<LibraryTactic>;

export const DIGITAL_PRODUCT_TACTICS: LibraryTactic[] = [
  {
    ...BASE,
    id: "dp-weekly-video",
    digitalProduct: 1,
    name: "One short video a week showing one real use of {product} (\"{dpVideoFirst}\"), recorded four at a time and posted to {dpShortsWhere} with the link in bio",
    goals: ["revenue", "awareness", "signups"],
    channels: ["video", "youtube", "instagram"],
    uses: ["social", "design"],
    hoursPerWeek: 1.5,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "One video's reach can't be planned, but a short video every week showing {product} in real use keeps new {audience} arriving, and each one is a small bet instead of the only one.",
    description:
      "Once a month, record four short videos in one sitting, each showing one real use of {product} ({dpVideoIdeas}, and so on); post one a week to {dpShortsWhere} with the same caption, and point the link in your bio to a page with {product} and the free {dpFreeShort}.",
    steps: [
      "Write the month's four hooks from what people ask in comments and communities ({dpVideoIdeas} to start); the first two seconds show the finished result, not you.",
      "Once a month, record all four in one sitting as screen recordings with your voice or captions{dpOwnWork}, 20 to 40 seconds each.",
      "Post one a week to {dpShortsWhere} with the same caption and \"link in bio\"; the link goes to a page with {product} and the free {dpFreeShort}.",
      "Answer every comment in the first day; the best question becomes next month's hook.",
      "Every Friday, count views, profile visits and {dpPlatform} sales by platform; after eight weeks keep the platform that sells and remake the best hook.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A phone or a screen recorder", "One recording session a month of about three hours", "A link-in-bio page with {product} and the free version"],
    successMetrics: ["The first video posted within two weeks, then one every week, none missed", "Profile visits and {dpPlatform} sales from each platform, every Friday", "The hook that brought the most sales, remade each month"],
    template: `This month's four videos (20-40 seconds each, recorded in one sitting)
{dpVideoScripts}

Each video
0-2 s: the finished result on screen, with the hook as text.
2-30 s: one real use, step by step, in {product}{dpOwnWork}.
Last 3 s: "{product} is linked in my bio" on screen.

Caption (the same on every platform)
{{the hook}}. I made {product} to do this; the free {dpFreeShort} is in my bio too. #{{one niche hashtag}}`,
    marketingWisdom:
      "Consistency beats virality for a product people buy once: each video is a small, cheap bet, and the ones that work tell you what to make next. Show the product doing the job; nobody buys a template they only saw described.",
  },
  {
    ...BASE,
    id: "dp-pinterest",
    digitalProduct: 5,
    name: "Pins that lead to {product}: five a week from the same screenshots and videos, each titled with what people search on Pinterest",
    goals: ["revenue", "awareness"],
    channels: ["pinterest", "seo", "video"],
    uses: ["design"],
    hoursPerWeek: 0.5,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Pinterest works like a search engine for things to make and buy, and a pin keeps bringing people to {product} for months, so the screenshots and videos you already make become a second, slower stream of buyers.",
    description:
      "Each week, turn the week's video and two screenshots into five pins, each titled with words people search on Pinterest ({dpSearches}) and linked to the {dpPlatform} page or the free {dpFreeShort}; group them on boards by what buyers want to do.",
    steps: [
      "Set up a Pinterest business account (check its terms) and three boards named the way buyers search, not after {product}.",
      "Type {dpSearches} into Pinterest's search and note the suggested words; use them in pin titles and descriptions.",
      "Each week, make five pins from the week's video and screenshots, in the same sitting as the videos; link each to the {dpPlatform} page or the free {dpFreeShort}.",
      "Every Friday, count saves, outbound clicks and sales from Pinterest, and make more of the pin that brought the most clicks.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A Pinterest business account", "The week's video and screenshots, resized for pins", "A tagged link for each board"],
    successMetrics: ["Five pins a week", "Outbound clicks and sales from Pinterest, every Friday", "The board that brings the most clicks after eight weeks"],
    template: `Pin 1 (video)
Title: {{the search words}}: {{the result in a few words}}
Description: {product} is {dpAWord} for {audience}. {{what the video shows}}. Free {dpFreeShort} at the link.
Link: {{tagged link to the product page}}

Pin 2 (screenshot)
Title: {{the search words}}, {{the part it shows}}
Description: {{what it does in one line}}. From {product}, {dpPrice}.
Link: {{tagged link to the product page}}`,
    marketingWisdom:
      "A pin is a small search result with a long life: title it with the words people type, point it at one page, and let the ones that get saved tell you what to make more of.",
  },
  {
    ...BASE,
    id: "dp-listings",
    digitalProduct: 2,
    essential: true,
    name: "{product} listed where people search for {dpAWord}: {dpMarketplaces}, each with screenshots and a walkthrough video",
    goals: ["revenue", "signups", "awareness"],
    channels: ["marketplaces", "seo", "video"],
    uses: ["design", "content"],
    hoursPerWeek: 0.5,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "People who want {dpAWord} search the marketplaces for one ({dpSearches}) and choose in a minute from the screenshots and a short walkthrough, so a listing in each keeps selling {product} in the weeks no video of yours is spreading.",
    description:
      "List {product} where {audience} search ({dpMarketplaces}), each listing with a title in the words they type ({dpSearches}), five screenshots of it in real use and a 60-second walkthrough video; and give your {dpPlatform} page the same screenshots and walkthrough, since every other tactic sends people there.",
    steps: [
      "Search each marketplace for {dpSearches}; note the titles, prices and first screenshots of what ranks first, and what its reviews praise or miss.",
      "Check each marketplace's current terms before you list (its fees, what may be sold, whether a listing may link to {dpPlatform}), starting with {dpMarketplaceFirst}.",
      "Make the listing kit once: the title and first line below, \"What's inside\", five screenshots of {product} in real use, and a 60-second screen recording of the walkthrough, no face needed.",
      "Publish on one marketplace a week, and put the same screenshots, walkthrough and \"What's inside\" on your {dpPlatform} page.",
      "Every Friday, count views and sales from each listing and from {dpPlatform}, and change one thing (the title or the first screenshot) on the weakest.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["Five screenshots of {product} in real use, captioned", "A 60-second screen recording of the walkthrough", "An account on each marketplace, after reading its terms"],
    successMetrics: ["Listed on the first marketplace within four weeks, and on all of them within ten", "Views and sales from each listing, every Friday", "The share of people who open the {dpPlatform} page and buy, before and after the new screenshots"],
    template: `Title: {dpListingTitle}
First line: {product} is {dpAWord} for {audience} who {{the problem in their words}}.

What's inside
{dpInside}

How it works
1. Buy it and {dpGetIt}.
2. {{the first thing they do}}.
3. {{what they have after a week}}.

{dpPrice}, one-off. {website}

Screenshots (captions)
1. {{the finished view with real entries}}
2. {{the part people ask about most}}
3. {{before and after}}`,
    marketingWisdom:
      "A marketplace listing works while you sleep: people who search are already looking for what you made, and the first screenshot decides whether they open it. Show it full of real work, never empty.",
  },
  {
    ...BASE,
    id: "dp-free-version",
    digitalProduct: 3,
    name: "A free {dpFreeName} that collects emails, and four emails that lead to {product}",
    goals: ["revenue", "signups"],
    channels: ["email-marketing"],
    uses: ["content", "design"],
    hoursPerWeek: 1,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Most people who see a video or a listing aren't ready to pay {dpPrice} that day, and a free {dpFreeShort} gets their email so four short emails can bring them back to {product} when no new video is spreading.",
    description:
      "Cut the free {dpFreeShort} from {product}, give it away on {dpPlatform} for an email address, and send everyone who takes it an email sequence of four over nine days: how to use it, one real tip, what the full {product} adds, and the offer.",
    steps: [
      "Cut the free version: the {dpFreeName}, useful on its own, with one line inside that links to {product}.",
      "Publish it on {dpPlatform} as a free product that asks for an email (check its settings for free products and for permission to email), or on a sign-up page of your email tool.",
      "Write the four emails below and set them to send on days 0, 2, 5 and 9 with {dpEmailTool}.",
      "Link the free {dpFreeShort} from your bio, each listing's description and your answers where people ask for help.",
      "Every Friday, count new emails and the share who buy {product} within 30 days, and rewrite the email where most people stop opening.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["The free version, cut from {product}", "An email tool or your shop's own automated emails", "The four emails below"],
    successMetrics: ["The free version live and linked from your bio and every listing", "New emails each week, and where they came from", "The share of people on the list who buy {product} within 30 days"],
    template: `Email 1 (day 0). Subject: Your free {dpFreeShort}
Hi {{first name}}, here it is: {{download link}}. Just {dpGetIt} and try it this week. What are you working on at the moment? Reply and tell me; I read every answer. {{your name}}

Email 2 (day 2). Subject: How I use it
{{one real tip with a screenshot}}. {{your name}}

Email 3 (day 5). Subject: What the full {product} adds
The free {dpFreeShort} is one part of {product}. Inside the whole thing: {dpParts}. "{{one buyer's words with permission}}" {website}

Email 4 (day 9). Subject: {product}, if it would help
If {{the problem in their words}} still eats your week, {product} is {dpPrice}, one-off: {website}. If not, keep the free one; it's yours. {{your name}}`,
    marketingWisdom:
      "A free sample that is genuinely useful earns the right to a few emails. The sale usually comes on the third or fourth touch, so the list is what turns one good week of views into sales for months.",
  },
  {
    ...BASE,
    id: "dp-buyer-updates",
    digitalProduct: 5,
    name: "An update email to everyone who bought {product}, a public changelog, and one question each month",
    goals: ["revenue", "retention", "awareness"],
    stages: ["growth", "scaling"],
    channels: ["reviews", "email-marketing", "referral"],
    uses: ["content"],
    hoursPerWeek: 0.5,
    timeFrame: "Quick Win",
    impact: "Medium Impact",
    why: "People who already bought {product} are the likeliest to rate it, tell a friend and say what the next buyers need to hear, and an update gives you a reason to write to them that isn't a sales email.",
    description:
      "Keep a public \"What's new\" changelog on your {dpPlatform} page, ship one improvement a month that buyers asked for, and email {dpBuyersAll} about it with one question and one ask: a rating, or the link for a friend.",
    steps: [
      "Add a \"What's new\" changelog to your {dpPlatform} page and inside {product}, starting with what changed since the first version.",
      "This week, send the first email below to {dpBuyersAll} through {dpPlatform}'s email to customers (check that it leaves out anyone who opted out).",
      "Sort the replies: the most-asked improvement becomes this month's update, and every \"it saved me\" reply becomes a quote, used only with permission.",
      "Each month, ship the update, add it to the changelog and send the short update email; ask for a rating on {dpPlatform} once, never for a reward.",
      "Every Friday, count replies, ratings and the sales that came from buyers' links.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["The list of buyers in {dpPlatform}", "A changelog on the product page", "One small improvement a month"],
    successMetrics: ["The first update email sent within six weeks", "Replies and ratings after each update", "Sales through buyers' links each month"],
    template: `Subject: What's new in {product} (and one question)

Hi {{first name}},

You bought {product}, so here's what's new: {{this month's improvement}}. {{how to get the update}}

One question: what's the one thing you still do outside {product}? Just reply; the most common answer is next month's update.

If {product} has helped, a rating on {dpPlatform} helps the next person decide, and if a friend is {{where they were before}}, this is the link to send them: {website}

{{your name}}

---
Changelog line
{{month}}: {{what changed}} (asked for by {{number}} buyers)`,
    marketingWisdom:
      "A product bought once can still be a relationship: every update is a reason to write that isn't a pitch, and buyers who feel looked after rate it, recommend it and buy the next thing you make.",
  },
  {
    ...BASE,
    id: "dp-bundle-price",
    digitalProduct: 4,
    name: "A bundle and a price test: {product} at {dpPrice} beside a bundle with {dpBundleName} at {dpBundlePrice}, and purchasing-power pricing",
    goals: ["revenue"],
    stages: ["launched", "growth", "scaling"],
    channels: ["email-marketing"],
    uses: ["design"],
    hoursPerWeek: 0.5,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "A bigger option beside {product} raises what each buyer spends without finding a single new one, and a lower price in countries where {dpPrice} is a lot opens it to {audience} who would never pay it.",
    description:
      "Build the add-on, put the bundle at {dpBundlePrice} beside {product} at {dpPrice} for four weeks, and compare money per hundred visitors with the four weeks before; switch on purchasing-power pricing where {dpPlatform} offers it.",
    steps: [
      "Build the add-on from what buyers ask for most (the replies to your emails, the questions people ask), {dpBundleHint}, in one or two sittings.",
      "Set up the bundle on {dpPlatform} at {dpBundlePrice} beside {product} at {dpPrice}, with one line each on who it is for.",
      "Check {dpPlatform}'s settings for purchasing-power pricing (a lower price by country) and switch it on if it has it; if not, make a code for the countries your buyers write from.",
      "Email earlier buyers once: the add-on for the difference in price, for two weeks.",
      "After four weeks, compare money per hundred visitors with the four weeks before, keep the better price, and test one more change only after that.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["The add-on, built from buyers' requests", "The bundle set up on {dpPlatform}", "Four weeks of visits and sales before and after"],
    successMetrics: ["The bundle live within four weeks", "Money per hundred visitors, before and after", "The share of buyers who choose the bundle, and sales from countries with the lower price"],
    template: `Price block on your {dpPlatform} page

{product}: {dpPrice}
Inside: {dpParts}. For {audience} who {{the problem in their words}}.

{product} bundle: {dpBundlePrice}
Everything in {product}, plus {dpBundleName}: {{what it adds in one line}}. For {{who needs the add-on}}.

Prices are lower in some countries, so more {audience} can use it.

---
Email to earlier buyers (once)
Subject: The new add-on, for buyers of {product}
Hi {{first name}}, you bought {product}, so you can add {dpBundleName} for {dpBundleDiff}, the difference, until {{date two weeks away}}: {{link with the code}}. {{your name}}`,
    marketingWisdom:
      "Test one price at a time and judge it by money per visitor, not by the number of sales: a higher option usually lifts what people spend, and a bundle makes the original price look like the sensible choice.",
  },
  {
    ...BASE,
    id: "dp-creator-affiliates",
    digitalProduct: 6,
    name: "Affiliates among {dpCreators}: a free copy, a share of each sale through {dpAffiliate}, and one joint video",
    goals: ["revenue", "awareness"],
    channels: ["affiliates", "influencers", "video", "partnerships"],
    uses: ["social"],
    hoursPerWeek: 0.5,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "{audience} buy what they see a creator they trust use, and a share of each sale means a creator earns from every buyer they bring, so they can show {product} without you paying anything up front.",
    description:
      "List twenty creators with a few thousand to fifty thousand followers whose viewers are {audience}, offer each a free copy and their own affiliate link with a share of every sale, with no obligation to post, and propose one joint video to the three who use {product} most.",
    steps: [
      "List twenty of {dpCreators} with a few thousand to fifty thousand followers; small creators answer, and their viewers act.",
      "Set up {dpAffiliate} (check its terms: the share, how long a link counts, how creators are paid) and choose the share you offer.",
      "Write to five a week at their business email (the note below): a free copy, their own link, no obligation to post.",
      "Ask every creator who posts about it to label it as an ad or an affiliate link, as the platform and their country's rules require.",
      "Propose one joint video to the three who use {product} most: their real set-up with it, posted on their own channel.",
      "Every Friday, count sales per affiliate link, and thank each creator by name when their link sells.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A list of twenty creators", "An affiliate link per creator, or a personal code", "Free copies to give"],
    successMetrics: ["Twenty creators written to within four weeks", "Creators who post, and sales per link, every Friday", "One joint video within the quarter"],
    template: `Subject: A free copy of {product} for you

Hi {{first name}},

I'm {{your name}}{dpIAm}, and I made {product}, {dpAWord} for {audience}. I liked your video on {{their video}}, especially {{what you liked}}, so I thought you might like a copy: {{link to a free copy}}.

No obligation to post. If you ever show it, here's your own link with {{the share you offer}} of every sale it brings: {{their affiliate link}}.

{{your name}}`,
    marketingWisdom:
      "A creator's recommendation is worth more than your own post, and an affiliate share lines up their interest with yours. Start small, give freely, and let the creators whose viewers buy become partners.",
  },
  {
    ...BASE,
    id: "dp-community-answers",
    digitalProduct: 7,
    name: "Answers that show rather than sell, in {dpCommunities}, within each community's self-promotion rules",
    goals: ["revenue", "awareness", "signups"],
    channels: ["community", "reddit", "newsletter"],
    uses: ["content", "community"],
    hoursPerWeek: 0.5,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "{audience} ask each other every week for the kind of help {product} gives, and an answer that shows how you do it (a screenshot, the free {dpFreeShort}) earns trust where a link to a sales page gets removed.",
    description:
      "Answer three questions a week in {dpCommunities}, in full, with a screenshot of how you do it; mention {product} only where the rules allow it (your profile, a self-promotion thread) and say you made it.",
    steps: [
      "Read each community's rules on self-promotion and subreddits' sidebars before you post, and note where a link is allowed (a profile, a weekly thread, or nowhere).",
      "Each week, answer three questions in full with a screenshot of how you do it, as {dpYouAre}.",
      "Link {product} or the free {dpFreeShort} only where the rules allow it, and say you made it whenever you mention it.",
      "{dpGroupStep}",
      "Every Friday, count visits and sales from each community's tagged link, and drop the ones that bring none after a month.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["Accounts in each community with some history", "Screenshots of your own set-up", "Tagged links per community"],
    successMetrics: ["Three useful answers a week", "Visits and sales from each community, every month", "One session with a group or newsletter within the quarter"],
    template: `Answer (in the thread)
{{their question in a line}}: here's what works for me{dpAsA}. {{your answer in three to five lines}}. Screenshot: {{your own set-up}}.

(Only where the rules allow a link) I turned this into {dpAWord}, {product}, if it helps: {website}. The free {dpFreeShort} is here: {{free version link}}.`,
    marketingWisdom:
      "In communities, help is the marketing: answer the question fully, show your own way of doing it, and let the people who want more find the link in your profile.",
  },
  {
    ...BASE,
    id: "dp-paid-reach",
    digitalProduct: 9,
    name: "Paid tests once the listings and the free version convert: boosted videos and sponsored spots with creators {audience} watch, judged by sales per dollar",
    goals: ["revenue", "awareness"],
    stages: ["launched", "growth", "scaling"],
    channels: ["sponsorships", "paid-social", "video", "influencers", "partnerships"],
    uses: ["paid", "social"],
    cost: { min: 300, max: 30000 },
    paid: true,
    hoursPerWeek: 0.5,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Once a video has shown it sells {product} and the free {dpFreeShort} keeps the people who aren't ready, money can buy more of the same viewers: the best video boosted to people like your buyers, and sponsored spots with creators they already watch.",
    description:
      "Boost only the video that already sold best, to people like your buyers, with a daily cap, and book one sponsored spot at a time with a creator your buyers watch; judge each by {dpPlatform} sales per dollar after 30 days, not by views.",
    steps: [
      "Pick the video with the most sales per view from the last eight weeks, and boost it with a daily cap, pointing to the {dpPlatform} page.",
      "Ask two creators your buyers name for their sponsored-spot rate and audience, and book one at a time, with a tagged link.",
      "Check each platform's rules for paid partnerships and label every sponsored post as an ad.",
      "After 30 days, divide what each boost and spot cost by the sales through its link, and put the money where a sale costs least.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["An ads account on the platform where the video sold best", "Rate cards from two creators", "Tagged links per boost and spot"],
    successMetrics: ["Sales per dollar for each boost and spot after 30 days", "Visits from each boost and spot"],
    template: `Sponsored spot (brief for the creator)
Show {product} in your own set-up: {{the one use your viewers care about}}. Say it's {dpAWord} for {audience}, {dpPrice}, with the link below. Label it as an ad.
Link: {{tagged link}}

---
Boosted video
The video: {{your best-selling video}}. Audience: people like your buyers ({audience}). Daily cap: {{your cap}}. Link: {{tagged link to the product page}}`,
    marketingWisdom:
      "Paid reach multiplies what already works; it cannot fix a page that doesn't sell. Boost the proven video, pay one creator at a time, and let sales per dollar decide the next one.",
  },
];
