import type { LibraryTactic } from "../types";
import { ALL_STAGES } from "./stages";

/*
 * Paid browser extensions: free in the Chrome Web Store (and Microsoft Edge Add-ons, Firefox Add-ons) with a
 * Pro plan (Reading.browserExtension). People find an extension by searching the store or Google for a
 * problem ("too many tabs"), judge it in a minute on the listing (title, summary, screenshots, rating and the
 * permissions it asks for), install, and pay when Pro saves them at a real moment (a second laptop, the free
 * plan's limit reached). The words that differ between a tab manager and any other extension are tokens
 * (app/plan-quality/browser-extension.ts).
 * Its plan is made of these tactics only: a phone app's App Store page, in-app events, preview video, invite
 * codes and TikTok clips mean nothing to it.
 */

const KINDS: LibraryTactic["kinds"] = ["consumer-app", "software", "b2b-smb", "devtool"];
const BASE = {
  kinds: KINDS,
  stages: ALL_STAGES,
  requires: [],
  cost: { min: 0, max: 0 },
  paid: false,
  contactsIndividuals: false,
} satisfies Partial<LibraryTactic>;

export const BROWSER_EXTENSION_TACTICS: LibraryTactic[] = [
  {
    ...BASE,
    id: "bx-store-listing",
    browserExtension: 1,
    essential: true,
    name: "The {bxStore} listing rewritten for the searches people make: title, summary, screenshots and what each permission is for",
    goals: ["revenue", "signups", "awareness", "retention"],
    channels: ["seo", "reviews", "marketplaces"],
    uses: ["content", "seo"],
    hoursPerWeek: 1,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "People search the store for their problem, not for {product}'s name, and pick in a minute from the title, the summary, the first screenshots, the rating and the permissions warning; among free clones, the listing that says plainly what it does, why it asks for each permission and what {bxPro} adds is the one people trust.",
    description:
      "Rewrite {product}'s {bxStore} listing for the searches people make ({bxSearches}): a title that says what it does, a summary in the words people search, five screenshots of real windows with captions, a description with \"What's free / What {bxPro} adds\", and one plain paragraph on each permission and what stays on the device.",
    steps: [
      "Search the {bxStore} and Google for {bxSearches}; note where {product} appears, which extensions rank above it, and the words in their titles and summaries.",
      "Rewrite the title and the summary (check the store's current length limits in your developer account) so they say what {product} does in the words people search; keep within the store's policies (no keyword lists, no claims about other extensions).",
      "Replace the screenshots with five real windows: {bxShots}, each with a one-line caption.",
      "Add a \"Permissions, and why\" paragraph to the description, one line per permission {product} asks for, and link the privacy page; remove any permission the code no longer uses before you publish.",
      "Every Friday, compare store impressions, installs and uninstalls in your {bxStore} developer account with the week before, and the rank for each search.",
    ],
    setupSteps: 4,
    resourcesNeeded: [
      "A {bxStore} developer account",
      "Five screenshots of real windows, captioned",
      "The list of permissions in the manifest, with what each one is used for",
    ],
    successMetrics: [
      "The new title, summary, screenshots and permissions paragraph live within two weeks",
      "Rank in the store for {bxSearches}, checked weekly",
      "Installs from store search each week, and the share who uninstall in the first week",
    ],
    template: `Title: {product}: {bxTitle}
Summary: {bxSummary}

Description:
{bxOpening}

What's free
{bxFree}

What {bxPro} adds ({bxPrice}, or {bxYearPrice})
{bxFeatures}.

Permissions, and why
{bxPermissions}
- {{any other permission}}: {{what it is used for}}.
{bxStoredLine} Privacy page: {{link to your privacy page}}

Screenshots
1. {bxShot1}
2. {{second screenshot caption}}
5. {bxShotLast}`,
    marketingWisdom:
      "In an extension store the listing is the product page, the trial and the trust check at once: the permissions warning the browser shows at install is the moment most people decide. Saying plainly what each permission is for costs nothing and wins the people the clones lose.",
  },
  {
    ...BASE,
    id: "bx-privacy-page",
    browserExtension: 2,
    name: "A plain permissions-and-privacy page: what {product} can see, what it keeps, and where",
    goals: ["revenue", "signups", "awareness", "retention"],
    channels: ["seo", "blog"],
    uses: ["content"],
    hoursPerWeek: 1,
    timeFrame: "Quick Win",
    impact: "Medium Impact",
    why: "{bxPrivacyWhy}; a page that says in plain words what {product} can see, what it stores, where, and who runs it answers the question that stops installs and upgrades.",
    description:
      "Write one page on your website, linked from the store listing, the extension's settings and the {bxPro} checkout: each permission and why, what is stored on the device, what is sent and where, what is never collected, who runs {product}, and how to delete everything.",
    steps: [
      "List every permission in the manifest and what the code does with it; remove any it doesn't use.",
      "Write the page below in plain words, and check it matches the privacy practices you declared in your {bxStore} developer account and the store's current user-data policy.",
      "Link it from the listing's description, the extension's settings and the {bxPro} checkout page.",
      "When a permission changes, update the page and the listing on the same day, and say so in the release notes.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["The manifest's permissions", "A page on your website", "An hour with whoever built {product}, to list what leaves the device and where it is stored"],
    successMetrics: ["The page live and linked from the listing within two weeks", "Visits to the page from the listing and the checkout", "Support questions about privacy, month on month"],
    template: `{product}: what it can see, and what it keeps

What {product} can see
{bxSees}
- {{any other permission and why}}.

What it keeps, and where
{bxKeeps}

What it never does
- {{what it never collects or does}}.

Who runs it
{{your name}}, the developer, from {{where you work from}}. Questions: {{your email}}

Delete everything
Remove the extension, and for {bxPro} {{how to delete what is stored for you}}.`,
    marketingWisdom: "Trust is the price of a permission. For an extension that sees what people do in their browser, a page that answers \"what can it see?\" before anyone asks sells more than a feature list.",
  },
  {
    ...BASE,
    id: "bx-review-ask",
    browserExtension: 3,
    name: "One review ask inside the extension after a moment it saved someone, once, dismissible, nothing in return",
    goals: ["revenue", "signups", "awareness", "retention"],
    channels: ["reviews"],
    uses: ["content"],
    hoursPerWeek: 1,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Among look-alike extensions, the rating and the number of recent reviews decide the click; people {product} has just saved ({bxSuccess}) are the happiest users it will ever have, and asking them once, at that moment, brings honest reviews without nagging anyone.",
    description:
      "Add one small ask to {product}: shown once, after a success moment ({bxSuccess}), dismissible with one click and never shown again; nothing offered in return, and everyone who reaches the moment is asked alike. Answer every review under 4 stars within a day.",
    steps: [
      "Pick the success moment from your own numbers ({bxSuccess}) and write the ask below.",
      "Ship it: shown once per user, one click to dismiss for good, no reward, no asking only the people you expect to be happy; check the store's current review policy before you ship.",
      "Reply in public to every review under 4 stars from the last three months, and to each new one within a day, with the fix or a clear answer.",
      "Every Friday, count new reviews by star and the rating shown on the listing.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A release with the one-time ask", "A daily 15-minute slot for reviews"],
    successMetrics: ["New reviews a week, and the rating on the listing", "Every review under 4 stars answered within a day"],
    template: `The ask (a small card in {product}, once, after the success moment):
{bxRelief} If it helps you, a short, honest review in the {bxStore} helps other people with {bxProblem} find it.
Buttons: Write a review · No thanks (never shown again)

---
Reply to a low review:
Hi {{reviewer's name}}, thank you for writing this, and sorry {product} {{what went wrong}}. {{what you changed or how to fix it}}. If it still happens, write to {{your email}} and I'll look at it myself. {{your name}}, developer of {product}`,
    marketingWisdom: "Ask at the moment of relief, once. A review asked for right after the extension helped is an honest one; a review rewarded or asked for again and again breaks store rules and trust.",
  },
  {
    ...BASE,
    id: "bx-upgrade-moment",
    browserExtension: 4,
    name: "{bxPro} shown at the moment {bxMoment}, never as a nag, with a yearly price",
    goals: ["revenue"],
    channels: ["email-marketing"],
    uses: ["content"],
    hoursPerWeek: 1,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Nobody pays {bxPrice} for a banner, and a monthly plan ends with a quiet month; {bxUpgradeWhy}, so showing {bxPro} at those moments, once, with what it would have saved, converts the users who need it and leaves everyone else alone.",
    description:
      "Show {bxPro} only at the moments it solves ({bxMoments}): one short card with what {bxPro} adds and the price, dismissible, never a banner on every new tab; and a yearly price for people who already rely on it.",
    steps: [
      "Pick the moments from your data: {bxMoments}.",
      "Write one card per moment (below) with {bxPro}'s price and a one-click dismiss; show each at most once a month.",
      "Remove any other upgrade prompt: no banner on new tabs, no countdowns.",
      "Add a yearly price ({bxYearPrice}, two months free; check the discount against your cancellations) beside the monthly one at checkout, and send the yearly email once to monthly users after their second paid month.",
      "Every Friday, count each card's views, dismissals and upgrades, and keep the one that converts; every month, count the share of new {bxPro} users who choose yearly.",
    ],
    setupSteps: 4,
    resourcesNeeded: ["A release with the upgrade cards", "A yearly plan in your payment tool", "Payments tagged by the card that led to them"],
    successMetrics: ["Upgrades from each card, each week", "Uninstalls in the week after a card, compared with the weeks before", "Share of new {bxPro} users on the yearly plan, and monthly cancellations"],
    template: `{bxCards}

---
Email to monthly users after their second paid month (once):
Subject: {bxPro} for a year, two months free
Hi {{first name}}, you've used {bxPro} for two months. If {bxPro} is part of how you work now, you can switch to yearly, {bxYearPrice} instead of {bxPrice}: {{link to switch}}. If monthly suits you better, nothing changes. {{your name}}, developer of {product}`,
    marketingWisdom: "Sell at the moment of need. An upgrade shown when it would have helped is a service; the same words on every new tab are a nag that people uninstall.",
  },
  {
    ...BASE,
    id: "bx-team-seats",
    browserExtension: 5,
    name: "From one user to the team: an invite inside {product}, a team trial, and a page for whoever pays for the seats",
    goals: ["revenue", "signups"],
    channels: ["email-marketing"],
    uses: ["sales", "content"],
    hoursPerWeek: 2,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "A price per seat is paid by whoever runs the team, not by the person who found the extension; the way in is the user who already relies on {product}: an invite for a colleague, a team trial, and a page that tells the person who pays what a team gets, what each seat costs and what the extension can see.",
    description:
      "Add an \"Invite a colleague\" card inside {product} after a user's 20th {bxUnit}, with a two-week team trial of {bxPro} for both; write a team page for the person who pays (the price per seat, billing, what {product} can see, how an admin removes a seat); and every Friday, write once to users at companies where two or more people already use it, offering the team trial and a call with whoever pays.",
    steps: [
      "List the companies where two or more people already use {product} (the email domains of sign-ups and {bxPro} users), and update the list every Friday.",
      "Ship the invite card (below): once, after a user's 20th {bxUnit}, one click to dismiss.",
      "Write the team page: {bxPrice}, or {bxYearPrice}; invoice or card; what {product} can see and keeps; how an admin adds and removes seats.",
      "Write the email below to one user at each company on the list, once, and offer a 15-minute call with whoever pays.",
      "Every Friday, count companies with two or more users, team trials started and seats paid.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["A team trial and per-seat billing in your payment tool", "A team page on your website", "The list of companies with two or more users"],
    successMetrics: ["Team trials started each week", "Seats paid per company after the trial", "Companies with two or more users, month on month"],
    template: `Invite card (once, after the 20th {bxUnit}):
Does anyone on your team do this by hand too? Invite a colleague: you both get {bxPro} free for two weeks. Buttons: Invite a colleague · Not now

---
Email to a user at a company where two or more people use {product}:
Subject: {product} for your team
Hi {{first name}}, {{number}} people at {{company}} use {product}. If it would help the whole team, I can set up a two-week team trial of {bxPro}, {bxPrice} after that, with one bill for {{company}}. Who looks after tools like this on your side? Happy to show them in 15 minutes. {{your name}}, developer of {product}`,
    marketingWisdom: "A per-seat tool is found by one person and paid for by another. Make the first one's life easy to share, and give the second one a page that answers the questions a budget holder asks.",
  },
  {
    ...BASE,
    id: "bx-other-stores",
    browserExtension: 5,
    name: "The same extension listed on {bxOtherStores}",
    goals: ["revenue", "signups", "awareness"],
    channels: ["marketplaces", "seo"],
    uses: ["content"],
    hoursPerWeek: 2,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "{bxOtherWhy}",
    description:
      "Publish {product} on {bxOtherStores}, after testing in each browser, with the same listing words, screenshots and permissions paragraph, and {bxPro} working with the same account in every browser.",
    steps: [
      "Register as a developer on {bxOtherStores} (check the current terms); reuse the {bxBrowser} listing's words and screenshots.",
      "Test {product} in each browser you add: check each API it uses against that browser's support, and note what needs changing.",
      "Submit the package to each store once it works, with the listing adapted and the permissions explained, and wait for review.",
      "Name every browser it runs in on the {bxBrowser} listing and the website, and count installs per store every Friday.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["A developer account on each store", "A few days to test and adapt the code for each browser"],
    successMetrics: ["Live on Edge Add-ons within four weeks", "Installs and {bxPro} upgrades per store, each week"],
    template: `Listing summary on {bxOtherStores}:
{product} {bxDoes}. Free; {bxPro} {bxAddsShort}.

Note to your users (email and release notes):
{product} is now on {{the store}} too: {{link to the listing}}. {bxPro} works there with the same account.`,
    marketingWisdom: "A second store is a second search box. Where the store is quieter, the same listing ranks higher.",
  },
  {
    ...BASE,
    id: "bx-search-pages",
    browserExtension: 6,
    name: "{bxSearchPages}",
    goals: ["revenue", "signups", "awareness"],
    channels: ["seo", "blog"],
    uses: ["content", "seo"],
    hoursPerWeek: 3,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "{bxSearchWhy} and for a replacement when an extension they used is removed or abandoned; a useful page for each search keeps bringing them long after a launch day.",
    description:
      "Write one page a fortnight on your website for a search people make ({bxSearches}, and \"alternative to\" an extension that was removed from the store or stopped being updated), each answering the question first, with the free way where there is one, and showing {product} where it fits.",
    steps: [
      "List ten searches from the store's autocomplete, Google's \"People also ask\" and your users' own words, and rank them by how close they are to installing.",
      "{bxFirstPage}",
      "For an \"alternative to\" page, check the facts about that extension (was it removed, abandoned, sold? when?) from a source you can link before you write a word about it, and say only what you can show.",
      "Link each page from the listing's website field and from your posts, and count visits and installs from each page every Friday.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A blog on your website", "Three hours a week of writing", "Install links tagged by page"],
    successMetrics: ["Two pages live a month", "Visits and installs from each page, weekly"],
    template: `{bxPage}

---
Alternative to {{removed or abandoned extension}}:
If you used {{removed or abandoned extension}}, {{what happened to it and the source}}. Here is how to move to {product}: {{steps}}.`,
    marketingWisdom: "Content that answers a problem keeps working; a launch is one day. Write for the words people type when it hurts.",
  },
  {
    ...BASE,
    id: "bx-developer-posts",
    browserExtension: 7,
    name: "Posting as the developer where {audience} gather, within each community's rules",
    goals: ["revenue", "signups", "awareness"],
    channels: ["community", "reddit"],
    uses: ["content"],
    hoursPerWeek: 2,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "{audience} trust the person who built a tool and answers questions about it, not an ad; where they already ask about {bxTopics}, a developer who answers first and mentions {product} when it fits is welcome, where a promotional post is removed.",
    description:
      "Each week, answer questions about {bxTopics} where your users ask ({bxWhere}), as the developer, saying you built {product}, following each community's self-promotion rules; post a build story where the rules allow one.",
    steps: [
      "List five communities where {audience} ask about {bxTopics}, and read each one's rules on self-promotion before you post.",
      "Answer three questions a week with a real answer first; mention {product} only when it fits, and say you built it.",
      "Where the rules allow it, write one build story (below), and answer every reply the same day.",
      "Count installs from each community's tagged link every Friday, and drop the ones that bring none after a month.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["Accounts in each community with some history", "Install links tagged by community"],
    successMetrics: ["Three useful answers a week", "Installs and upgrades from each community, monthly"],
    template: `I built a {bxBrowser} extension {bxStoryFor}. Here's what I learned.

I'm {{your name}}{bxStoryWhy}, I built {product}{bxStoryWhat}. {{one thing you learned building it}}.

It's free in the {bxStore}; {bxPro} ({bxPrice}) {bxAddsShort}. Happy to answer anything about {bxStoryAsk}.`,
    marketingWisdom: "In communities, the developer's own voice is the channel: answer first, disclose always, follow the rules of the room.",
  },
  {
    ...BASE,
    id: "bx-paid-reach",
    browserExtension: 8,
    name: "Sponsored spots in the newsletters and podcasts {audience} follow, and search ads on the problems the pages answer",
    goals: ["revenue", "awareness", "signups"],
    channels: ["sponsorships", "google-ads", "newsletter", "podcast"],
    uses: ["content"],
    cost: { min: 1000, max: 20000 },
    paid: true,
    hoursPerWeek: 1,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Once the listing, the privacy page and the upgrade cards turn installs into {bxPro} users, money can buy more of the same people: readers of the newsletters and listeners of the podcasts {audience} already trust, and people searching for the problem today.",
    description:
      "Test paid reach only where your users already look: one sponsored spot at a time in a newsletter or podcast {audience} follow, with a tagged link to the store listing, and a small search campaign on the searches your pages answer ({bxSearches}). Judge each by {bxPro} upgrades per dollar after 30 days, not by installs.",
    steps: [
      "List the newsletters and podcasts your paying users name when you ask where they heard of {product}, ask each for its rate card and audience, and book one spot at a time.",
      "Write each spot around one before-and-after ({bxBeforeAfter}) with a tagged link to the listing.",
      "Set up a search campaign on {bxSearches} pointing to the matching page, with a daily cap; check your ad platform's trademark rules before you use another extension's name in an ad.",
      "After 30 days, divide what each spot and campaign cost by the {bxPro} upgrades through its link, and put the money where an upgrade costs least.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["Rate cards from two or three newsletters or podcasts", "A search ads account with a daily cap", "Tagged links per spot and campaign"],
    successMetrics: ["{bxPro} upgrades per dollar for each spot and campaign after 30 days", "Installs from each spot"],
    template: `Sponsored spot (newsletter)
{product}: {{the result in six words}}
{{the problem in your users' words}}. {product} is a free {bxBrowser} extension that {bxDoes}; {bxPro} {bxAddsShort}. {{tagged link to the listing}}

---
Search ad
Headline: {bxAdHeadline}
Description: {product} {bxDoes}. Free in the {bxStore}; {bxPro} {bxPrice}.`,
    marketingWisdom:
      "Paid reach multiplies what the listing and the upgrade moment already do; it cannot fix them. Buy one spot at a time, count upgrades, and let the numbers decide the next one.",
  },
];
