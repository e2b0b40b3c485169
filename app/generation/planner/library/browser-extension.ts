import type { LibraryTactic } from "../types";
import { ALL_STAGES } from "./stages";

/*
 * Paid browser extensions: free in the Chrome Web Store (and Microsoft Edge Add-ons, Firefox Add-ons) with a
 * Pro plan (Reading.browserExtension). People find an extension by searching the store or Google for a
 * problem ("too many tabs"), judge it in a minute on the listing (title, summary, screenshots, rating and the
 * permissions it asks for), install, and pay when Pro saves them at a real moment (a second laptop, a crash).
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
    name: "The Chrome Web Store listing rewritten for the searches people make: title, summary, screenshots and what each permission is for",
    goals: ["revenue", "signups", "awareness", "retention"],
    channels: ["seo", "reviews", "marketplaces"],
    uses: ["content", "seo"],
    hoursPerWeek: 1,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "People looking for help with their tabs search the store for their problem, not for {product}'s name, and pick in a minute from the title, the summary, the first screenshots, the rating and the permissions warning; among free clones, the listing that says plainly what it does, why it asks for each permission and what {bxPro} adds is the one people trust.",
    description:
      "Rewrite {product}'s Chrome Web Store listing for the searches people make ({bxSearches}): a title that says what it does, a summary in the words people search, five screenshots of real windows with captions, a description with \"What's free / What {bxPro} adds\", and one plain paragraph on each permission and what stays on the device.",
    steps: [
      "Search the Chrome Web Store and Google for {bxSearches}; note where {product} appears, which extensions rank above it, and the words in their titles and summaries.",
      "Rewrite the title and the summary (check the store's current length limits in your developer account) so they say what {product} does in the words people search; keep within the store's policies (no keyword lists, no claims about other extensions).",
      "Replace the screenshots with five real windows: a crowded window before, tabs grouped by project after, a suspended group, the restore after a crash, and {bxPro}'s sync on a second laptop, each with a one-line caption.",
      "Add a \"Permissions, and why\" paragraph to the description, one line per permission {product} asks for, and link the privacy page; remove any permission the code no longer uses before you publish.",
      "Every Friday, compare store impressions, installs and uninstalls in your Chrome Web Store developer account with the week before, and the rank for each search.",
    ],
    setupSteps: 4,
    resourcesNeeded: [
      "A Chrome Web Store developer account",
      "Five screenshots of real windows, captioned",
      "The list of permissions in the manifest, with what each one is used for",
    ],
    successMetrics: [
      "The new title, summary, screenshots and permissions paragraph live within two weeks",
      "Rank in the store for {bxSearches}, checked weekly",
      "Installs from store search each week, and the share who uninstall in the first week",
    ],
    template: `Title: {product}: tab manager that groups and suspends tabs by project
Summary: Too many tabs? Group tabs by project, suspend the ones you aren't using, and get them all back after a crash.

Description:
{product} keeps 60 tabs under control: one group per project, suspended until you need it, restored after a crash.

What's free
{{every free feature}}. No account needed.

What {bxPro} adds ({bxPrice}, or {bxYearPrice})
{bxFeatures}.

Permissions, and why
- Tabs: to see which tabs are open so it can group and suspend them.
- Storage: to keep your groups on this computer.
- {{any other permission}}: {{what it is used for}}.
Free: your groups stay on this computer. With {bxPro}, they are synced {{how sync stores and encrypts them}}. Privacy page: {{link to your privacy page}}

Screenshots
1. Before: 60 tabs in one window. After: four projects, one click each.
2. {{second screenshot caption}}
5. {bxPro}: the same groups on your second laptop.`,
    marketingWisdom:
      "In an extension store the listing is the product page, the trial and the trust check at once: the permissions warning Chrome shows at install is the moment most people decide. Saying plainly what each permission is for costs nothing and wins the people the clones lose.",
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
    why: "A tab extension asks to read every tab, and people who keep their work in those tabs (code, research, drafts) have read about extensions sold and turned into malware; a page that says in plain words what {product} can see, what it stores, where, and who runs it answers the question that stops installs and upgrades.",
    description:
      "Write one page on your website, linked from the store listing, the extension's settings and the {bxPro} checkout: each permission and why, what is stored on the device, what sync stores and how, what is never collected, who runs {product}, and how to delete everything.",
    steps: [
      "List every permission in the manifest and what the code does with it; remove any it doesn't use.",
      "Write the page below in plain words, and check it matches the privacy practices you declared in your Chrome Web Store developer account and the store's current user-data policy.",
      "Link it from the listing's description, the extension's settings and the {bxPro} checkout page.",
      "When a permission changes, update the page and the listing on the same day, and say so in the release notes.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["The manifest's permissions", "A page on your website", "An hour with whoever built sync, to describe how it stores groups"],
    successMetrics: ["The page live and linked from the listing within two weeks", "Visits to the page from the listing and the checkout", "Support questions about privacy, month on month"],
    template: `{product}: what it can see, and what it keeps

What {product} can see
- Your open tabs' titles and addresses, so it can group and suspend them.
- {{any other permission and why}}.

What it keeps, and where
- Free: your groups are stored on this computer only.
- {bxPro}: your groups are synced between your computers {{how sync stores and encrypts them}}.

What it never does
- {{what it never collects or does}}.

Who runs it
{{your name}}, the developer, from {{where you work from}}. Questions: {{your email}}

Delete everything
Remove the extension, and for {bxPro} {{how to delete the synced data}}.`,
    marketingWisdom: "Trust is the price of a permission. For an extension that sees every tab, a page that answers \"what can it see?\" before anyone asks sells more than a feature list.",
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
    why: "Among look-alike extensions, the rating and the number of recent reviews decide the click; people who just got 40 tabs back after a crash are the happiest users {product} will ever have, and asking them once, at that moment, brings honest reviews without nagging anyone.",
    description:
      "Add one small ask to {product}: shown once, after a success moment (a session restored after a crash, or the 20th group suspended), dismissible with one click and never shown again; nothing offered in return, and everyone who reaches the moment is asked alike. Answer every review under 4 stars within a day.",
    steps: [
      "Pick the success moment from your own numbers (a restore after a crash, or the 20th suspended group) and write the ask below.",
      "Ship it: shown once per user, one click to dismiss for good, no reward, no asking only the people you expect to be happy; check the store's current review policy before you ship.",
      "Reply in public to every review under 4 stars from the last three months, and to each new one within a day, with the fix or a clear answer.",
      "Every Friday, count new reviews by star and the rating shown on the listing.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A release with the one-time ask", "A daily 15-minute slot for reviews"],
    successMetrics: ["New reviews a week, and the rating on the listing", "Every review under 4 stars answered within a day"],
    template: `The ask (a small card in {product}, once, after a restore):
{product} just brought back {{number}} tabs. If it helps you, a short, honest review in the Chrome Web Store helps other people with too many tabs find it.
Buttons: Write a review · No thanks (never shown again)

---
Reply to a low review:
Hi {{reviewer's name}}, thank you for writing this, and sorry {product} {{what went wrong}}. {{what you changed or how to fix it}}. If it still happens, write to {{your email}} and I'll look at it myself. {{your name}}, developer of {product}`,
    marketingWisdom: "Ask at the moment of relief, once. A review asked for after a restore is an honest one; a review rewarded or asked for again and again breaks store rules and trust.",
  },
  {
    ...BASE,
    id: "bx-upgrade-moment",
    browserExtension: 4,
    name: "{bxPro} shown at the moment sync is needed (a second laptop, a crash), never as a nag, with a yearly price",
    goals: ["revenue"],
    channels: ["email-marketing"],
    uses: ["content"],
    hoursPerWeek: 1,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Nobody pays {bxPrice} for a banner, and a monthly plan ends with a quiet month; people pay when they open a second laptop and their groups aren't there, or when a crash would have cost them a morning, so showing {bxPro} at those moments, once, with what it would have saved, converts the users who need it and leaves everyone else alone.",
    description:
      "Show {bxPro} only at the moments it solves: when the same person installs {product} on a second computer, after a crash restore, and when someone opens the settings' sync option; one short card with what sync does and the price, dismissible, never a banner on every new tab; and a yearly price for people who already rely on sync.",
    steps: [
      "Pick the moments from your data: a second install, a restore after a crash, a click on the sync option in settings.",
      "Write one card per moment (below) with {bxPro}'s price and a one-click dismiss; show each at most once a month.",
      "Remove any other upgrade prompt: no banner on new tabs, no countdowns.",
      "Add a yearly price ({bxYearPrice}, two months free; check the discount against your cancellations) beside the monthly one at checkout, and send the yearly email once to monthly users after their second paid month.",
      "Every Friday, count each card's views, dismissals and upgrades, and keep the one that converts; every month, count the share of new {bxPro} users who choose yearly.",
    ],
    setupSteps: 4,
    resourcesNeeded: ["A release with the three cards", "A yearly plan in your payment tool", "Payments tagged by the card that led to them"],
    successMetrics: ["Upgrades from each card, each week", "Uninstalls in the week after a card, compared with the weeks before", "Share of new Pro users on the yearly plan, and monthly cancellations"],
    template: `Card on a second computer:
Your groups from your other computer aren't here yet. {bxPro} syncs them across your laptops: {bxPrice}, or {bxYearPrice} with two months free. Buttons: Sync my groups · Not now

Card after a crash restore:
{product} just restored {{number}} tabs on this computer. {bxPro} also keeps them on your other laptops, so a crash or a new machine never costs you a project. Buttons: See {bxPro} · Not now

---
Email to monthly users after their second paid month (once):
Subject: {bxPro} for a year, two months free
Hi {{first name}}, you've used {bxPro} for two months. If sync is part of how you work now, you can switch to yearly, {bxYearPrice} instead of {bxPrice}: {{link to switch}}. If monthly suits you better, nothing changes. {{your name}}, developer of {product}`,
    marketingWisdom: "Sell at the moment of need. An upgrade shown when sync would have helped is a service; the same words on every new tab are a nag that people uninstall.",
  },
  {
    ...BASE,
    id: "bx-other-stores",
    browserExtension: 5,
    name: "The same extension listed on Microsoft Edge Add-ons and Firefox Add-ons",
    goals: ["revenue", "signups", "awareness"],
    channels: ["marketplaces", "seo"],
    uses: ["content"],
    hoursPerWeek: 2,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Edge runs Chrome extensions, and Firefox runs most of them with small changes, while their add-on sites are far less crowded with clones; people there search for the same problem and find fewer answers.",
    description:
      "Publish {product} on Microsoft Edge Add-ons and, after testing, on Firefox Add-ons (addons.mozilla.org), with the same listing words, screenshots and permissions paragraph, and sync working across browsers for {bxPro}.",
    steps: [
      "Register as an Edge Add-ons developer with Microsoft (check the current terms) and submit the same package; reuse the Chrome listing's words and screenshots.",
      "Test {product} in Firefox: check each API it uses (tab groups, suspending, storage) against Firefox's support, and note what needs changing.",
      "Submit to Firefox Add-ons once it works, with the listing adapted and the permissions explained, and wait for review.",
      "Add \"Also for Edge and Firefox\" to the Chrome listing and the website, and count installs per store every Friday.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["A Microsoft developer account for Edge Add-ons", "A Firefox account for addons.mozilla.org", "A few days to test and adapt the code for Firefox"],
    successMetrics: ["Live on Edge Add-ons within four weeks", "Installs and {bxPro} upgrades per store, each week"],
    template: `Edge Add-ons and Firefox Add-ons listing, summary:
{product}: group tabs by project, suspend the ones you aren't using, and get them back after a crash. Free; {bxPro} syncs your groups across laptops.

Note to your users (email and release notes):
{product} is now on {{the store}} too: {{link to the listing}}. With {bxPro}, your groups sync between {bxBrowser} and {{the browser}} on any of your laptops.`,
    marketingWisdom: "A second store is a second search box. Where the store is quieter, the same listing ranks higher.",
  },
  {
    ...BASE,
    id: "bx-search-pages",
    browserExtension: 6,
    name: "Pages for the searches people make: \"too many tabs\", and alternatives to a removed or abandoned extension",
    goals: ["revenue", "signups", "awareness"],
    channels: ["seo", "blog"],
    uses: ["content", "seo"],
    hoursPerWeek: 3,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "People with 60 tabs search Google for their problem (\"too many tabs\", \"Chrome uses too much memory\", \"restore tabs after crash\") and for a replacement when an extension they used is removed or abandoned; a useful page for each search keeps bringing them long after a launch day.",
    description:
      "Write one page a fortnight on your website for a search people make ({bxSearches}, \"restore tabs after a Chrome crash\", and \"alternative to\" an extension that was removed from the store or stopped being updated), each answering the question first, with the free way where there is one, and showing {product} where it fits.",
    steps: [
      "List ten searches from the store's autocomplete, Google's \"People also ask\" and your users' own words, and rank them by how close they are to installing.",
      "Write the first page for \"too many tabs\": the problem, three ways to handle it (including Chrome's own tab groups), and where {product} helps.",
      "For an \"alternative to\" page, check the facts about that extension (was it removed, abandoned, sold? when?) from a source you can link before you write a word about it, and say only what you can show.",
      "Link each page from the listing's website field and from your posts, and count visits and installs from each page every Friday.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A blog on your website", "Three hours a week of writing", "Install links tagged by page"],
    successMetrics: ["Two pages live a month", "Visits and installs from each page, weekly"],
    template: `Too many tabs? How to keep 60 tabs without losing your work

If you keep 60 tabs open, you already know the cost: a slow browser, the tab you can't find, and a crash that takes a morning's research with it. Here are three ways to handle it.

1. Chrome's own tab groups: free and built in. {{how to use them in two lines}}.
2. Close and bookmark: {{when it works and when it doesn't}}.
3. Group and suspend by project with {product}: {{what it does in two lines}}. Free in the Chrome Web Store; {bxPro} ({bxPrice}) syncs your groups across laptops.

---
Alternative to {{removed or abandoned extension}}:
If you used {{removed or abandoned extension}}, {{what happened to it and the source}}. Here is how to get the same groups back: {{steps}}.`,
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
    why: "Developers, researchers and writers trust the person who built a tool and answers questions about it, not an ad; where they already ask about tabs and browser memory, a developer who answers first and mentions {product} when it fits is welcome, where a promotional post is removed.",
    description:
      "Each week, answer questions about tabs, browser memory and lost sessions where your users ask (subreddits for productivity, research and writing, developers' forums, writers' and researchers' forums), as the developer, saying you built {product}, following each community's self-promotion rules; post a build story where the rules allow one.",
    steps: [
      "List five communities where {audience} ask about tabs, and read each one's rules on self-promotion before you post.",
      "Answer three questions a week with a real answer first; mention {product} only when it fits, and say you built it.",
      "Where the rules allow it, write one build story (below), and answer every reply the same day.",
      "Count installs from each community's tagged link every Friday, and drop the ones that bring none after a month.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["Accounts in each community with some history", "Install links tagged by community"],
    successMetrics: ["Three useful answers a week", "Installs and upgrades from each community, monthly"],
    template: `I built a Chrome extension for people who keep 60+ tabs open. Here's what I learned.

I'm {{your name}}, and I keep far too many tabs open myself. After losing a morning's tabs to a crash, I built {product}: it groups tabs by project, suspends the ones you aren't using, and restores them after a crash. {{one thing you learned building it}}.

It's free in the Chrome Web Store; {bxPro} ({bxPrice}) syncs groups across laptops. Happy to answer anything about how it handles permissions and memory.`,
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
      "Test paid reach only where your users already look: one sponsored spot at a time in a newsletter or podcast about tools for writing, research or development, with a tagged link to the store listing, and a small search campaign on the searches your pages answer ({bxSearches}). Judge each by {bxPro} upgrades per dollar after 30 days, not by installs.",
    steps: [
      "List the newsletters and podcasts your paying users name when you ask where they heard of {product}, ask each for its rate card and audience, and book one spot at a time.",
      "Write each spot around one before-and-after (60 tabs, then four projects) with a tagged link to the listing.",
      "Set up a search campaign on {bxSearches} pointing to the matching page, with a daily cap; check your ad platform's trademark rules before you use another extension's name in an ad.",
      "After 30 days, divide what each spot and campaign cost by the {bxPro} upgrades through its link, and put the money where an upgrade costs least.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["Rate cards from two or three newsletters or podcasts", "A search ads account with a daily cap", "Tagged links per spot and campaign"],
    successMetrics: ["{bxPro} upgrades per dollar for each spot and campaign after 30 days", "Installs from each spot"],
    template: `Sponsored spot (newsletter)
{product}: {{the result in six words}}
{{the problem in your users' words}}. {product} is a free {bxBrowser} extension that {{what it does in a few words}}; {bxPro} syncs it across laptops. {{tagged link to the listing}}

---
Search ad
Headline: Too many tabs? Try {product}
Description: {product} {{what it does in a few words}}. Free in the Chrome Web Store; {bxPro} {bxPrice}.`,
    marketingWisdom:
      "Paid reach multiplies what the listing and the upgrade moment already do; it cannot fix them. Buy one spot at a time, count upgrades, and let the numbers decide the next one.",
  },
];
