import type { LibraryTactic } from "../types";
import { ALL_STAGES, BETA_ON, EARLY, LIVE, TRACTION } from "./stages";

/*
 * Consumer apps and games, including apps and games used by teenagers (13-17). Everything here except
 * the one tactic marked contactsIndividuals is safe for every age: public channels, the stores' own
 * tools, in-app features that collect no personal data, and business email to adult professionals
 * (creators, writers, other developers) only. No DMs, calls or meetups with players.
 */
export const CONSUMER_TACTICS: LibraryTactic[] = [
  // ─── The stores ────────────────────────────────────────────────────────────────────────────────
  {
    id: "aso-product-page-rewrite",
    essential: true,
    name: "App-store product page rewrite: title, subtitle, keywords, screenshots and preview",
    kinds: ["consumer-app"],
    goals: ["awareness", "signups"],
    stages: ALL_STAGES,
    channels: ["app-store", "video", "youtube"],
    requires: [],
    uses: ["design", "seo", "content"],
    cost: { min: 0, max: 300 },
    paid: false,
    hoursPerWeek: 4,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Most installs of an app like {product} start with a search inside the App Store or Google Play, and the title, subtitle and first three screenshots decide whether {audience} tap Get.",
    description:
      "Rewrite {product}'s product page on both stores around the words {audience} type into store search and the one thing they get in the first minute. Apple indexes the app name, the subtitle and a hidden 100-character keyword field; Google Play reads the title, the short description and the full description, so each store gets its own version.",
    steps: [
      "Type five phrases {audience} would use into the App Store and Google Play search bars, note the autocomplete suggestions and the top five apps for each, and keep the ten phrases that match what {product} really does.",
      "Write the App Store name and subtitle (30 characters each) and fill the 100-character keyword field with the remaining words, separated by commas without spaces, leaving out words already in the name and any competitor's name.",
      "Write the Google Play title (30 characters), short description (80 characters) and the first three lines of the full description, using the top phrases as natural sentences, since Google Play's metadata policy rejects keyword lists.",
      "Redo the first three screenshots as captioned benefits from the templates below: one short line of text each over the real screen, the best moment first, because most visitors never swipe past the third.",
      "Record a 15-30 second App Store preview from real screen capture and upload the same cut to YouTube as the Google Play promo video, showing the core moment in the first three seconds.",
      "Ship it with the next update, then check impressions and product page conversion every week for a month in App Store Connect analytics and the Play Console's store listing report.",
    ],
    setupSteps: 1,
    resourcesNeeded: [
      "App Store Connect and Google Play Console access",
      "Screenshots of the app and a free screenshot template in Canva",
      "A screen recording of the core moment for the preview",
      "Optional: a freelance designer for the screenshot set, or an ASO tool such as Appfigures or AppTweak for search volumes",
    ],
    successMetrics: [
      "Product page conversion rate (impressions to installs), week on week",
      "Search impressions for your top five phrases",
      "Installs that come from store search",
    ],
    template: `APP STORE
Name (max 30 characters): {product}: {{main search phrase}}
Subtitle (max 30): {{the result in four words}}
Keyword field (max 100, single words, commas, no spaces): {{ten search words}}
Promotional text (max 170, change it anytime without an update): {pitch}

GOOGLE PLAY
Title (max 30): {product}: {{main search phrase}}
Short description (max 80): {{the result in four words}}, made for {audience}.

DESCRIPTION (first lines, both stores)
{pitch}
{product} is built for {audience}: open it, and within a minute you {{the first win}}.

SCREENSHOT CAPTIONS (one line each, over the real screen)
1. {{the first win}}
2. {{the reason people come back}}
3. Made for {audience}`,
    marketingWisdom:
      "Apple's product-page guidance is blunt: the first three screenshots and the first seconds of the preview are all most people see, so lead with the moment that makes the app worth it, not the menu. Change one element at a time and give it two weeks, or you will never know what moved the number.",
  },
  {
    id: "store-listing-localisation",
    manyCountries: true,
    name: "Localised store listings for your top countries",
    kinds: ["consumer-app"],
    goals: ["awareness", "signups"],
    stages: LIVE,
    channels: ["app-store"],
    requires: [],
    uses: ["content", "seo"],
    cost: { min: 0, max: 300 },
    paid: false,
    hoursPerWeek: 3,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "People search the stores in their own language, so a listing for {product} written in the words {audience} use in each of your top countries is found by searches an untranslated page never matches.",
    description:
      "Adapt {product}'s name, subtitle, keyword field, screenshot captions and first lines of the description for the three to five countries that already bring the most store impressions. Start from the words people there type into store search, then write around them.",
    steps: [
      "In App Store Connect analytics and Play Console, rank countries by impressions and installs, and pick the top three to five whose language your listing is not in yet.",
      "For each language, have a native speaker type likely searches into that country's store and list the ten phrases the autocomplete suggests for apps like {product}.",
      "Send a freelance translator who is a native speaker (Fiverr, Gengo or a friend who writes well in that language) the brief below with those phrases, and ask for an adaptation within the character limits.",
      "Upload each localisation in App Store Connect and Play Console with its own keyword field; some App Store countries also read a second language, for example the US store indexes the Spanish (Mexico) listing, which gives you extra keyword room.",
      "Swap in translated captions on the first three screenshots, then compare conversion and installs per country four weeks later and localise the app itself only where the listing proves demand.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "A translator per language who is a native speaker (a freelancer or a fluent friend)",
      "Your current listing text and screenshot captions",
      "App Store Connect and Play Console access",
    ],
    successMetrics: [
      "Impressions and installs per localised country, before and after",
      "Product page conversion rate per country",
      "Search phrases in each language where {product} appears in the top ten",
    ],
    template: `Translation brief: {product} store listing in {{target language}}

Please adapt rather than translate word for word: people in {{target country}} should feel it was written there.

What {product} is: {pitch}
Who it is for: {audience}
Tone: {{tone in three words}}

Please write, within the store limits:
1. App name (30 characters): {product}: plus the top search phrase people use in {{target language}}
2. Subtitle (30 characters) and Google Play short description (80 characters)
3. Keyword field (100 characters, single words, commas, nothing already in the name)
4. Three screenshot captions of five words at most
5. The first three lines of the description

Search phrases people there use: see the list attached.
Source text ({language}):
{{your current listing text}}`,
    marketingWisdom:
      "Localise the words people search, not the words you wrote: a translated keyword nobody types is wasted space. Start with the store listing alone and translate the app only where the listing shows real demand.",
  },
  {
    id: "store-listing-experiments",
    name: "Icon and screenshot tests with product page optimisation and store listing experiments",
    kinds: ["consumer-app"],
    goals: ["signups"],
    stages: TRACTION,
    channels: ["app-store"],
    requires: [],
    uses: ["design", "analytics"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Once {product} gets steady store traffic, testing the icon and first screenshots on real visitors shows what makes {audience} install, so the listing improves on evidence.",
    description:
      "Use Apple's product page optimisation (up to three variants of icon, screenshots and preview against the original) and Google Play's store listing experiments to test one idea at a time on live traffic. Keep the winner, write down what it taught you, and start the next test.",
    steps: [
      "Write one hypothesis per test, such as 'showing the result first beats showing the menu', and the one number that decides it: product page views to installs.",
      "Make a single variant that changes only that element: the first screenshot, the icon (which must ship inside the app build for Apple's tests) or the preview, starting from your screenshot templates.",
      "Start the test in App Store Connect (product page optimisation) and Play Console (store listing experiments) with an even split in your biggest country.",
      "Let it run until the console reports a confident result, usually two to four weeks, and leave the rest of the page untouched meanwhile.",
      "Apply the winner, log the result in a sheet with the hypothesis, and start the next test; three tests a quarter compound.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "A variant screenshot or icon made from your existing templates",
      "App Store Connect and Play Console access",
      "A sheet logging each test and its result",
    ],
    successMetrics: [
      "Conversion rate of each variant against the original",
      "Tests completed with a clear winner each quarter",
      "Overall product page conversion rate over the quarter",
    ],
    template: `Store test plan for {product}

Test: first screenshot
Hypothesis: {audience} install more when the first screenshot shows {{the result people get}} rather than the menu.
Variant A (current): "{{current first caption}}"
Variant B: "{{new first caption}}"
Where: App Store product page optimisation and Google Play store listing experiment, in {place}, 50/50 split
Decides it: product page views to installs
Decision: keep B if the console reports it wins with confidence; otherwise keep A and test the icon next.`,
    marketingWisdom:
      "Test big differences, not shades of blue: a new message on the first screenshot can move conversion by double digits, while a colour tweak rarely shows. Change one thing per test so the winner teaches you something about your audience.",
  },
  {
    id: "app-store-featuring-nomination",
    name: "Featuring nomination to Apple for a launch or big update",
    kinds: ["consumer-app"],
    goals: ["awareness"],
    stages: BETA_ON,
    channels: ["app-store", "events"],
    requires: [],
    uses: ["content", "design"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Apple's editors choose apps for the Today tab and its collections from nominations sent weeks ahead, and a clear story about {product} for {audience} is exactly what they look for.",
    description:
      "Tell Apple about {product} with a featuring nomination in App Store Connect (the 'tell us about your app' route) well before a launch, a big update or a seasonal in-app event. Give the editors a story they could write: who it is for, what is new and why now.",
    steps: [
      "Check the basics editors look for: a polished product page, the Apple features that suit the app (widgets, Dark Mode, Dynamic Type and VoiceOver), and localisation for your main countries.",
      "Write the nomination below: who it is for, what is new, why it matters now, and anything an editor could build a story on (the team, a cultural moment, an accessibility angle).",
      "In App Store Connect, open Featuring, create a nomination of the right type (app launch, app enhancements or new content), and add the date, the countries and a TestFlight link if the build is not live yet.",
      "Send a fresh nomination for every meaningful update and every in-app event you plan, well ahead of its date.",
      "Keep promotional artwork and a short preview ready in case Apple asks for assets, and watch App Store Connect impressions in the launch week.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "App Store Connect access (Account Holder, Admin or App Manager role)",
      "A polished product page and a TestFlight build if not yet live",
      "One hour to write the story",
    ],
    successMetrics: [
      "Nominations sent ahead of each launch, update and in-app event",
      "Impressions and installs in the week of a launch or update",
      "Any feature, collection or Today story placement",
    ],
    template: `Featuring nomination for {product}

Type: App Launch (or New Content for an update)
Date: {{date}}
Countries: {{countries}}

What it is and who it is for:
{pitch} {product} is made for {audience}, and {{what makes it different}}.

What is new, and why now:
{{what is new and why it matters now}}

The story behind it:
{{the team story in two lines}}`,
    marketingWisdom:
      "Editors feature stories rather than feature lists: tell them who it helps, what is new and why this month, in plain words. Nominate every real update, because each one is a fresh chance, and being ready (polished page, localised, accessible) matters more than the pitch.",
  },
  {
    id: "in-app-ratings-prompt",
    name: "Ratings prompt at a happy moment with the stores' in-app review API",
    kinds: ["consumer-app"],
    goals: ["signups", "awareness"],
    stages: LIVE,
    channels: ["reviews", "app-store"],
    requires: [],
    uses: ["analytics"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "The star rating next to {product} in store search is the first thing {audience} compare with the apps listed around it, and asking at a happy moment with the stores' own prompt brings ratings from the people who enjoy it.",
    description:
      "Call Apple's StoreKit review request and Google Play's In-App Review API right after a success moment, for people who have used {product} on several days. Use the stores' own dialog as it is: no 'do you like us?' question before it, no reward for rating, and nothing that depends on the stars given.",
    steps: [
      "Pick the happy moment from your data: right after a level won, a streak kept or a task finished, for people who have opened {product} on at least three different days.",
      "Add the call: requestReview on iOS, which Apple shows at most three times in 365 days, and the Play In-App Review flow on Android, which has its own quota; show nothing of your own before or over it.",
      "Check the rules before shipping: nothing is offered for a rating, nothing changes whether someone rates or not, and the prompt never appears at first launch, mid-task or after an error.",
      "Add a 'Send feedback' item in settings that is always there, so unhappy users reach you directly.",
      "Each week, answer new store ratings with written comments in App Store Connect and Play Console using the replies below, and mention real fixes in the What's New text.",
    ],
    setupSteps: 3,
    resourcesNeeded: [
      "Developer time for the review request (under a day)",
      "A feedback item in settings",
      "Half an hour a week for replies",
    ],
    successMetrics: [
      "New ratings per week",
      "Average rating of the current version",
      "Product page conversion rate before and after",
    ],
    template: `When the rating prompt may show (for the developer)
After: {{the happy moment}}
Only if: used on 3 or more different days, no crash this session, last request over 4 months ago
Never: at first launch, mid-task, after an error, or together with any reward

Reply to a happy rating (App Store Connect or Play Console)
Thank you! It means a lot to a small team. {{what is coming next}} lands in {product} soon, and you will see it first.

Reply to an unhappy rating
Sorry {product} let you down here. We fixed {{the problem}} in version {{version}}; if anything is still wrong, tap Settings, then Send feedback, and the team will read it.`,
    marketingWisdom:
      "Ratings follow mood: ask right after a win and the same people rate higher than they would after a random launch. Google's guidelines forbid asking 'do you like the app?' before the prompt, and on both stores the honest route is also the one that lasts.",
  },
  // ─── Short video and creators ──────────────────────────────────────────────────────────────────
  {
    id: "team-short-video-weekly",
    youngOnly: true,
    name: "Three short clips a week by the team on TikTok, Reels and Shorts",
    kinds: ["consumer-app"],
    goals: ["awareness", "signups"],
    stages: ALL_STAGES,
    channels: ["tiktok", "instagram", "youtube", "video"],
    requires: ["social"],
    workaround: {
      social:
        "Copy the three weekly formats in the template exactly, film on a phone with a free editor such as CapCut, and judge results only after twelve posts.",
    },
    uses: ["content", "design"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 4,
    contactsIndividuals: false,
    timeFrame: "Ongoing",
    impact: "High Impact",
    why: "{audience} discover what to install next in short-video feeds far more than in stores, so a steady run of clips showing {product} in action is the cheapest way to be found {geo}.",
    description:
      "Post three vertical clips a week from one team account on TikTok, Instagram Reels and YouTube Shorts, each showing a real moment of {product} in the first two seconds. A fixed weekly rhythm (Monday behind the build, Wednesday one moment, Friday a reply to a comment) keeps it doable and lets each platform learn who to show it to.",
    steps: [
      "Create one account named {product} on TikTok, Instagram and YouTube, put the store link in each bio, and turn on each platform's comment filter and keyword blocklist before the first post.",
      "Write twelve hooks in one sitting: the moment {audience} would screenshot, a funny fail, a before and after, a question people keep asking you; each must land in the first two seconds.",
      "Film a week's clips in one batch on a phone or screen recorder: 15-25 seconds, vertical, captions burned in, the real screen rather than a mock-up, with sounds from each app's commercial library.",
      "Post on Monday (behind the build), Wednesday (one moment of {product}) and Friday (a video reply to the best comment), to all three apps the same day.",
      "Every Friday, log watch time, profile visits and link taps per clip in a sheet; after twelve clips, make three new takes of the best one and drop the weakest format.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "A phone and a free editor such as CapCut",
      "The phone's own screen recorder",
      "Three hours of batch filming a week",
    ],
    successMetrics: [
      "Average watch time per clip (aim for over half its length)",
      "Profile visits and link taps per clip",
      "Installs in the days after a clip takes off",
      "Progress towards {metrics}",
    ],
    template: `Clip script for {product} (20 seconds, vertical, captions on)

0-2s HOOK, text on screen: "{{the moment people screenshot}}"
2-10s SHOW: the real screen, one action, one result.
10-17s WHY, voice or caption: "We made {product} for {audience} who are tired of {competitor}."
17-20s ASK: "Try it yourself, link in bio."

Caption: {{the moment people screenshot}} 👀 Made by a tiny team. {{two topic hashtags}}

The weekly rhythm
Monday, behind the build: "We changed {{one thing}} because you asked."
Wednesday: one moment of {product}, start to finish.
Friday: a video reply to the best comment of the week.`,
    marketingWisdom:
      "The first two seconds are the whole clip: show the product doing its most surprising thing before any logo. Consistency beats polish, because each platform learns who your clips are for only after a few dozen posts.",
  },
  {
    id: "small-creators-free-access",
    gamesOnly: true,
    name: "Free early access for streamers and creators with small channels",
    kinds: ["consumer-app"],
    goals: ["awareness", "signups"],
    stages: BETA_ON,
    channels: ["influencers", "youtube", "tiktok", "video"],
    requires: [],
    uses: ["social", "sales"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 3,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Small streamers and creators who already cover apps like {product} speak to {audience} in a voice they trust, and at that size they read their business email and enjoy being early.",
    description:
      "Offer 20-30 creators with 1,000-30,000 followers, all of them adults, a free key or early access to {product}, with no obligation to post. Write only to the business email listed on their channel, and let them cover it, or not, in their own way.",
    steps: [
      "Search TikTok, YouTube and Twitch for clips about {competitor} and apps like {product}, and list 30 creators with 1,000-30,000 followers whose comments are real conversations and whose content suits {audience}.",
      "Keep only creators who are clearly adults and list a business email on their channel or media kit, and note that address in your sheet.",
      "Prepare a personal key or access link for each creator (so you can see whose viewers install) and a one-page kit with clips, screenshots and a short fact sheet on your site.",
      "Send the email below from your own address, five a day, with one follow-up after a week, then stop.",
      "Watch for coverage, thank each creator publicly, and reshare their clip on your own accounts when they say yes.",
      "After a month, count installs per key or link and offer the next update first to the creators whose viewers stayed.",
    ],
    setupSteps: 3,
    resourcesNeeded: [
      "A sheet of 30 creators, all adults, with their business emails",
      "Free keys, promo codes or access links, one per creator",
      "A one-page kit: clips, screenshots, facts",
    ],
    successMetrics: [
      "Creators who play or post about {product}",
      "Installs from each creator's key or link",
      "Creators who cover the next update too",
    ],
    template: `Subject: A free key for {product}, no strings attached

Hi {{creator's name}},

I make {product}. {pitch} I watched your {{video you liked}} and think your viewers might enjoy it.

Here is a key for you to keep: {{access key}}. There is no obligation to cover it and no script; if you do, please mention it was a free copy, and anything you say, good or bad, is yours.

Clips, screenshots and facts: {website}

Thanks for what you make,
{{your name}}, {product}

---
Follow-up (one week later, then stop):
Hi {{creator's name}}, just checking the key for {product} reached you. If it is not a fit for your channel, no reply needed.`,
    marketingWisdom:
      "Small creators often move more installs per view than big ones because their viewers trust them personally; treat the key as a gift, not a deal, and the honest coverage you get is worth more than a scripted post. Disclosing a free copy is a legal requirement in most countries, so ask for it every time.",
  },
  {
    id: "creators-users-follow-challenge",
    youngOnly: true,
    notForGames: true,
    name: "Free premium access and a 30-day challenge with creators your users already follow",
    kinds: ["consumer-app"],
    goals: ["signups", "retention", "awareness"],
    stages: BETA_ON,
    channels: ["influencers", "tiktok", "youtube", "instagram", "video", "app-store"],
    requires: [],
    uses: ["social", "sales"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 3,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Creators your users already follow on TikTok, Reels and YouTube have earned the trust of {audience}, and followers who start {product} with a 30-day challenge from someone they trust arrive with a reason to keep going past the first weeks.",
    description:
      "Offer 15-20 creators your users already follow, all of them adults with 1,000-50,000 followers, a year of {product}'s paid tier to keep and a free month for their followers, and invite each to run a 30-day challenge in {product} with the people who follow them. Write only to the business email on their channel; they post, or not, in their own words and in their followers' language.",
    steps: [
      "Start with the countries your team knows best, where you can judge a creator's tone and language yourself.",
      "Search TikTok, YouTube and Instagram in your users' language for creators your users already follow who teach what {product} helps with, and list 30 with 1,000-50,000 followers whose comments are real questions from {audience}.",
      "Keep only adults who list a business email on their channel or media kit and whose content suits {audience}, and note each address in your sheet.",
      "Create one offer code per creator in App Store Connect and Google Play Console (a free month of the paid tier for their followers), so you can count who each one brings and who stays.",
      "Send the email below from your own address, five a day, with one follow-up after a week, then stop.",
      "For each creator who says yes, agree the challenge in writing: one short session a day in {product}, a check-in video from them each week, and the platform's label for a gifted collaboration on every post.",
      "After 30 days, compare the day-30 retention of each creator's followers with your other users, and invite the creators whose followers stayed to run the next challenge.",
    ],
    setupSteps: 4,
    resourcesNeeded: [
      "A sheet of 30 creators, all adults, with their business emails",
      "Offer codes for a free month, one per creator",
      "A one-page kit: what {product} does, three screenshots and the outline of the challenge",
    ],
    successMetrics: [
      "Creators who run a challenge with their followers",
      "Sign-ups from each creator's code",
      "Day-30 retention of each creator's followers against your other users",
    ],
    template: `Subject: A 30-day challenge for your followers, with {product}

Hi {{creator's name}},

I make {product}. {pitch} Your {{video you liked}} is how {audience} like to learn, and many of them follow you.

Two things, with no obligation to post:
- A year of {product}'s paid tier for you to keep: {{your access code}}
- A free month for your followers with your own code, if you'd like to run a 30-day challenge with them: one short session a day in {product}, and a check-in from you each week

If you post, please label it as a gifted collaboration; anything you say, good or bad, is yours.

More about {product}: {website}

Thanks for what you make,
{{your name}}, {product}

---
Follow-up (one week later, then stop):
Hi {{creator's name}}, just checking my note about {product} reached you. If it is not a fit for your channel, no reply needed.`,
    marketingWisdom:
      "Followers stay when the creator stays with them: a challenge with a weekly check-in keeps the trust that brought them working past the first week, which a one-off mention cannot. A gift must be disclosed in most countries, so ask for the label every time.",
  },
  {
    id: "app-creator-programme-agency",
    youngOnly: true,
    notForGames: true,
    name: "A paid creator programme at scale with creators your users already follow, run by an agency",
    kinds: ["consumer-app"],
    goals: ["awareness", "signups"],
    stages: ALL_STAGES,
    channels: ["influencers", "sponsorships", "youtube", "tiktok", "instagram", "app-store", "video"],
    requires: [],
    uses: ["social", "analytics"],
    cost: { min: 12000, max: 50000 },
    paid: true,
    hoursPerWeek: 3,
    contactsIndividuals: false,
    timeFrame: "Ongoing",
    impact: "High Impact",
    why: "Creators your users already follow shape what {audience} {geo} try next, and an agency can run dozens of paid, clearly labelled deals a month that no founder has the time to manage.",
    description:
      "An influencer agency books adult creators your users already follow on YouTube, TikTok and Instagram every month, handles contracts, disclosure and payment, and reports sign-ups and users still active after 30 days per creator through tracked store links. All contact goes through the creators' business addresses or their management, never with their followers.",
    steps: [
      "Start with the countries your team knows best, where you can judge a creator's tone and language yourself.",
      "Shortlist three agencies that have run campaigns for subscription apps (ask each for two past campaigns with their cost per user still active after 30 days), and brief the one you choose with that target, your goal ({metrics}) and the rules in the next step.",
      "Write the rules into the contract: adult creators only, business contacts only, the platform's paid-promotion label and #ad on every post, no claims you cannot back, no pressure to buy, and your right to reuse clips as ads for 90 days.",
      "Create one tracked store link and one offer code per creator in App Store Connect and Google Play Console, so sign-ups and the users who stay can be counted for each one.",
      "Start with a first wave of 15-30 small and mid-size creators on flat fees, each showing {product} in use their way, spread over the month.",
      "Every week read sign-ups, users active after 30 days and cost per retained user for each creator against the target; every month rebook the top third on longer deals, drop the bottom half and have the agency replace them.",
    ],
    setupSteps: 4,
    resourcesNeeded: [
      "An influencer agency on a monthly fee",
      "Creator fees for 15-30 creators a month",
      "Tracked store links and offer codes, one per creator",
    ],
    successMetrics: [
      "Cost per user still active after 30 days, per creator, every week",
      "Share of creators rebooked each month",
      "Progress towards: {metrics}",
    ],
    template: `Creator brief: {product}, {{campaign month}}

About the app: {pitch}
Who follows you and uses {product}: {audience}.
The one moment to show: {{the moment}}
Must do: use {product} on camera your way, turn on the platform's paid-promotion label, say #ad, and share your own store link and code: {{creator store link}}
Please don't: promise results {product} cannot deliver, or ask followers to message you or us.
Deliverables and dates: {{deliverables and dates}}
Reuse: we may run your clip as an ad for 90 days.
Payment: a flat fee through the agency, within 14 days of posting.`,
    marketingWisdom:
      "Creators work when they are free to show the product their way: brief the one moment, not a script, and let their followers' reaction do the selling. Rank them by users who stay, not by views, because a big audience that leaves after a week is the most expensive kind of reach.",
  },
  {
    id: "small-creators-paid-clips",
    youngOnly: true,
    name: "Paid clips from creators with small channels, clearly labelled as ads",
    kinds: ["consumer-app"],
    goals: ["awareness", "signups", "revenue"],
    stages: LIVE,
    channels: ["influencers", "sponsorships", "tiktok", "youtube", "instagram", "video"],
    requires: [],
    uses: ["social", "sales", "analytics"],
    cost: { min: 500, max: 4000 },
    paid: true,
    hoursPerWeek: 3,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "A paid clip from a creator {audience} already watch puts {product} in front of them with a recommendation attached, often at a lower cost per install than ads.",
    description:
      "Pay five to ten creators with 5,000-50,000 followers on TikTok, YouTube or Instagram, all of them adults, a flat fee for one clip each, made their way, with the platform's paid-promotion label switched on. Give each one their own store link and rebook only those whose viewers install and stay.",
    steps: [
      "List 20 creators, all of them adults, whose viewers look like {audience}; judge them by the median views of their last ten posts and by whether their content suits everyone who watches it.",
      "Create one tracked store link per creator (campaign links made in Apple's and Google's developer consoles) so installs can be counted per clip.",
      "Write a one-page brief: the one moment to show, the store link, the must-haves (the platform's paid-promotion label, #ad in the caption) and the never-dos (claims you cannot back, pressure to buy).",
      "Email the offer below to each creator's business address and agree fee, posting date and reuse rights in writing before they film.",
      "Pay on posting, log views, link taps and installs per creator for 14 days, and rebook the top third for a second clip.",
    ],
    setupSteps: 3,
    resourcesNeeded: [
      "A budget for five to ten flat fees",
      "Tracked store links, one per creator",
      "A one-page brief and a short written agreement",
    ],
    successMetrics: [
      "Cost per install, and per user still active after 7 days, per creator",
      "Views and link taps per clip",
      "Creators rebooked after the first clip",
    ],
    template: `Subject: Paid clip for {product}, your style

Hi {{creator's name}},

I'm {{your name}} and I make {product}. {pitch} Your {{post you liked}} had exactly the tone we love, and your viewers look a lot like the {audience} we build for.

Would you make one paid clip about {product}, your way, with no script? The offer:
- A flat fee of {{your fee}}, paid when it goes live
- Free access for you, kept for good
- The platform's paid-promotion label on, and #ad in the caption
- Your own store link, so we can both see what it did

If that works, send me your rate and a date and I'll send a one-page brief.

{{your name}}, {product}
{website}

---
Follow-up (one week later, then stop):
Hi {{creator's name}}, a quick nudge about the paid clip for {product}. Happy to work to your rate card.`,
    marketingWisdom:
      "Judge creators by median views and the quality of their comments, not followers, and give them the goal rather than a script: their viewers can tell when the words are not theirs. One creator who works three times beats ten one-offs.",
  },
  {
    id: "press-kit-and-reviewer-pitches",
    gamesOnly: true,
    name: "Press kit and pitches to app and game writers and YouTube reviewers",
    kinds: ["consumer-app"],
    goals: ["awareness"],
    stages: BETA_ON,
    channels: ["press", "youtube", "video"],
    requires: [],
    uses: ["content", "sales"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 4,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Writers and YouTube reviewers who cover apps for {audience} are always looking for something new, and one honest write-up gives {product} reach and a quote for the store page.",
    description:
      "Build a one-page press kit for {product} (facts, trailer, screenshots, logo, contact), then pitch 20 writers and YouTube channels that covered something like it in the last three months. Send one short personal email each, with a code inside, two weeks before a launch or big update.",
    steps: [
      "Make the press kit page on your site: a one-paragraph description, release date, price ({price}), platforms, a 30-60 second trailer video, five screenshots, logo files, a team photo and a press contact address.",
      "List 20 mobile and indie game sites, app writers and YouTube channels that covered apps like {product} or {competitor} recently, with the writer's name and the contact address from their site or channel.",
      "Generate promo codes in Apple's and Google's developer consoles, one per writer, so trying it costs them nothing.",
      "Send the pitch below two weeks before launch or a big update, one by one from your own address, with the code in the body.",
      "Follow up once after five days, thank everyone who covers it publicly, and add the best line to the store description with the outlet's name.",
    ],
    setupSteps: 3,
    resourcesNeeded: [
      "A press kit page with trailer, screenshots and logos",
      "Promo codes or keys, one per writer",
      "A list of 20 writers and channels with contact addresses",
    ],
    successMetrics: [
      "Replies and pieces published",
      "Installs in the week after each piece",
      "Quotes you can use on the store page",
    ],
    template: `Subject: {product}, out {{date}}: a code inside

Hi {{first name}},

You covered {{app or game they wrote about}} recently, so I thought {product} might interest you.

{pitch} It's made for {audience}, it's {price}, and it comes out on {{date}} on iPhone and Android.

A code for you: {{promo code}}
Press kit, trailer and screenshots: {website}

Happy to answer anything by email.

{{your name}}, {product}

---
Follow-up (five days later, then stop):
Hi {{first name}}, just making sure the code for {product} reached you. It goes live on {{date}}.`,
    marketingWisdom:
      "Writers get dozens of pitches a day and read the first two lines: say what it is, why now and what makes it different, and put the code in the email so trying it costs nothing. Pitch the people who covered something similar recently rather than the biggest outlet.",
  },
  // ─── Community and word of mouth ───────────────────────────────────────────────────────────────
  {
    id: "official-discord-server",
    name: "An official Discord server with safety settings and adult moderators",
    kinds: ["consumer-app"],
    goals: ["retention", "signups"],
    stages: BETA_ON,
    channels: ["discord", "community"],
    requires: ["community"],
    workaround: {
      community:
        "Start with five channels, Discord's safety settings and AutoMod switched on, and one adult moderator you trust, and grow the server only once it is busy.",
    },
    uses: ["community", "social"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 4,
    contactsIndividuals: false,
    timeFrame: "Ongoing",
    impact: "Medium Impact",
    why: "People who like {product} want a place to share tips and wait for updates, and a well-run server turns them into the regulars who bring their friends.",
    description:
      "Open one official Discord server for {product} with clear rules, Discord's safety settings on and adult moderators, so it stays a good place for everyone, whatever their age. The team answers in public channels only, and staff never send private messages to members.",
    steps: [
      "Create the server with five text channels: #rules, #announcements, #help, #clips and #feedback, and make #rules and #announcements read-only.",
      "Before anyone joins, turn on the safety settings: verification level Medium or higher, the explicit media filter for all members, AutoMod rules for spam, harmful words and mass mentions, and rules screening so every member accepts the rules first.",
      "Appoint two or three adult moderators from the team or trusted adult friends of the project, and write down what they remove, when they time out or ban, and that no staff member ever sends private messages to members.",
      "Add the invite link to the app's settings screen, your social bios and the store's promotional text, and pin the rules.",
      "Run a weekly rhythm: Monday patch notes in #announcements, Wednesday a screenshot or clip challenge in #clips, Friday the team answers #feedback in public and marks what it will fix.",
      "Once a month, read the moderation log with your moderators and update the AutoMod word list and the rules.",
    ],
    setupSteps: 3,
    resourcesNeeded: [
      "A Discord server and two or three adult moderators",
      "The rules text below",
      "Four hours a week across the team",
    ],
    successMetrics: [
      "Members who post in a given week, not just joined",
      "Feedback items turned into fixes",
      "Reports handled within 24 hours",
      "Day-30 retention of members compared with other users",
    ],
    template: `#rules for the official {product} server

Welcome! This is the official place to share clips, get help and tell the team what to build next. It is open to everyone old enough to use Discord, so keep it friendly for all ages.

1. Be kind: insults, hate, bullying and harassment are removed.
2. Keep it safe for all ages: nothing adult, violent or shocking, and no links to sketchy sites.
3. Never share personal information: no real names, ages, addresses, schools, phone numbers or photos of yourself.
4. The {product} team will never ask you for private messages, passwords or payment details. Anyone who does is not us: report them.
5. Questions go in #help and ideas in #feedback. The team answers there, in public.
6. No spam, no selling, no account trading.
7. See something wrong? Use the report button or ping @Moderators.

Moderators are adults from the {product} team. Breaking the rules means a timeout, then a ban.

---
Welcome post (#announcements, pinned):
Welcome to the official {product} server! 👋 Read #rules, then drop your best moment in #clips: every Friday the team picks one to feature in {{where you feature it}}.`,
    marketingWisdom:
      "A server is only as good as its moderation: set the rules and safety settings before the first invite, because the culture forms in the first hundred members. Answer in public, where one answer helps everyone and every exchange stays visible.",
  },
  {
    id: "reddit-as-the-developer",
    name: "Posting as the developer in the subreddits where your topic is discussed",
    kinds: ["consumer-app"],
    goals: ["awareness", "signups"],
    stages: BETA_ON,
    channels: ["reddit", "community"],
    requires: [],
    uses: ["community", "content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: false,
    timeFrame: "Ongoing",
    impact: "Medium Impact",
    why: "People ask for recommendations in the subreddits about apps like {product}, and a developer who takes part openly and follows each subreddit's rules earns a trust that ads cannot buy.",
    description:
      "Pick three to five subreddits where your topic or problem is discussed, read their rules, and take part as the developer with an account that says so. Answer questions, share progress where self-promotion is allowed, and post about {product} only in the format and on the days each subreddit permits.",
    steps: [
      "Find the subreddits where people discuss apps like {product} or {competitor} (search Reddit for your topic and for {competitor}, and read each subreddit's sidebar) and note each one's self-promotion rule, flair and promotion day.",
      "Set up one account that says you are the developer of {product} in its name or profile, and comment helpfully for two weeks before posting about your own app.",
      "Write one post per subreddit in the format it prefers (a progress clip, an 'I made this' story, a request for feedback) with its own text for each place.",
      "Reply to every comment on your post in the first two hours, including the critical ones, and thank people for bug reports.",
      "Keep roughly nine helpful comments elsewhere for every post about {product}, and log installs from a tracked store link per post.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "A Reddit account that says you are the developer",
      "A short clip or GIF of the app",
      "Two hours a week",
    ],
    successMetrics: [
      "Upvotes and comments per post",
      "Installs from each post's tracked link",
      "Feedback turned into changes",
    ],
    template: `Title: I made {product}, {{what it does in a few words}}, and I'd love your honest feedback

Hi r/{{subreddit}}! I'm one of the developers behind {product}. {pitch}

I built it because {{why you built it}}. It's made for {audience} and it's {price}.

What I'd love to know:
1. Does the first minute make sense?
2. What's missing compared with {competitor}?

Link, where the rules here allow it: {website}
I'll be in the comments all day and I read everything, including the harsh ones.`,
    marketingWisdom:
      "Reddit rewards people who belong to a place before they promote in it: read the rules, contribute first, and tell the story of why you built it rather than the feature list. Critical comments answered calmly win more users than praise.",
  },
  {
    id: "in-app-invite-codes",
    name: "In-app invite codes with a reward for both friends",
    kinds: ["consumer-app"],
    goals: ["signups", "retention"],
    stages: LIVE,
    channels: ["referral", "app-store"],
    requires: [],
    uses: ["analytics", "design"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 3,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Friends are how people find the apps they keep, so a reward both sides get inside {product} turns every happy user into a reason for the next install.",
    description:
      "Give every user a short invite code and a share button that opens the phone's own share sheet; when a friend installs and reaches a first milestone, both get the same in-app reward. It stays within App Store and Google Play rules: rewards are in-app items rather than cash, inviting is optional, and the app never reads the contact list.",
    steps: [
      "Pick a reward both sides value that costs you nothing to give: a cosmetic, a theme, extra levels or a week of the paid tier, the same for the inviter and the friend.",
      "Build the invite screen: a short code, a share button using the system share sheet, and a count of friends who joined; the friend enters the code during onboarding or arrives through a deferred deep link.",
      "Grant the reward only when the friend reaches a real milestone (finishes onboarding or uses the app on three days), cap rewards per user each month, and block self-invites from the same device.",
      "Check the store rules before shipping: rewards stay inside the app, everything in the app works for people who invite nobody, and the contact list stays untouched.",
      "Launch it with an in-app message and a line in the What's New text, then track invites sent, codes redeemed and invited friends still active after 7 days.",
      "After a month, change one thing at a time: where the invite button sits, the reward, or the share message.",
    ],
    setupSteps: 4,
    resourcesNeeded: [
      "Developer time for the invite screen and code redemption",
      "Deferred deep links, with tools such as Branch or Adjust, or your own",
      "An in-app reward that costs nothing to give",
    ],
    successMetrics: [
      "Share of active users who send an invite",
      "Codes redeemed per 100 users",
      "Invited friends still active after 7 days",
    ],
    template: `Invite screen
Title: Bring a friend, you both get {{the reward}}
Body: Give a friend your code. When they finish their first {{milestone}} in {product}, you both get {{the reward}}.
Your code: {{code}}
Button: Share my code
Small print: Rewards are in-app only, up to {{monthly cap}} a month.

Share message (pre-filled, the user can edit it)
I'm using {product} and I think you'd like it. {pitch} Use my code {{code}} when you start and we both get {{the reward}}: {website}`,
    marketingWisdom:
      "A two-sided reward works because the inviter gives a gift instead of asking a favour, the lesson of Dropbox's early referral programme. Reward the friend's first milestone rather than the install, so you pay for people who stay.",
    subscribed: {
      name: "Invite codes with a free month for both the customer and the friend",
      description:
        "Give every customer a short invite code and a share button that opens the phone's own share sheet; when a friend starts a trial with the code and pays their first month, both get a free month of {product}. A subscription's reward is time, not an in-app item: it costs you one month's price and keeps both of them longer.",
      steps: [
        "Make the reward a free month for both: the friend's is added to their free trial, and the inviter's is credited when the friend's first month is paid.",
        "Build the invite screen: a short code, a share button using the system share sheet, and a count of friends who joined; the friend enters the code when they start the trial or arrives through a deferred deep link.",
        "Grant the inviter's month only when the friend's first month is paid, cap it at {{monthly cap}} free months a year per customer, and block self-invites from the same account or card.",
        "Check the store rules before shipping: the free months are applied through App Store offer codes or Google Play promotions, everything in the app works for people who invite nobody, and the contact list stays untouched.",
        "Tell every customer in the app and in your next email, and again at the moment they are happiest (after {firstWin}); then track invites sent, trials started with a code and friends still paying after their first month.",
        "After a month, change one thing at a time: where the invite button sits, the words of the share message, or when you ask.",
      ],
      resourcesNeeded: [
        "Developer time for the invite screen and code redemption",
        "App Store offer codes or Google Play promotions for the free months",
        "Deferred deep links, with tools such as Branch or Adjust, or your own",
      ],
      successMetrics: [
        "Share of paying customers who send an invite",
        "Trials started with a code per 100 paying customers",
        "Invited friends still paying after their first paid month",
      ],
      template: `Invite screen
Title: Give a friend a free month of {product}, and get one yourself
Body: Share your code. When your friend's first paid month starts, you both get a month free.
Your code: {{code}}
Button: Share my code
Small print: Up to {{monthly cap}} free months a year.

Share message (pre-filled, the customer can edit it)
I use {product} and thought of you. {pitch} It's {price} after the free trial, and with my code {{code}} you get an extra month free: {website}`,
      marketingWisdom:
        "A two-sided reward works because the inviter gives a gift instead of asking a favour, the lesson of Dropbox's early referral programme. For a subscription the best gift is time: a free month costs you one month's price and brings a customer who came on a friend's word.",
    },
  },
  {
    id: "shareable-moments",
    youngOnly: true,
    name: "Share cards, replays and clips from the app's best moments",
    kinds: ["consumer-app"],
    goals: ["awareness", "signups"],
    stages: BETA_ON,
    channels: ["tiktok", "instagram"],
    requires: ["design"],
    workaround: {
      design:
        "Use one Canva template for every card: the app's colours, the result in big type, the logo and the store link, nothing else.",
    },
    uses: ["design", "analytics"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 3,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "When people share a result from {product}, their friends see the app through someone they trust, so every shareable moment is free reach among {audience}.",
    description:
      "Find the two or three moments people already screenshot and make them one tap to share: a branded image card, a short replay or a clip, each carrying the store link. Sharing goes through the phone's share sheet, so people choose where it goes, from TikTok and Instagram Stories to a group chat.",
    steps: [
      "List the moments users already screenshot or brag about (a high score, a streak, a finished piece, a funny fail) by reading support messages, store comments and public posts that mention {product}.",
      "Make one share card per moment from a template: 1080x1920 for Stories and 1080x1080 for chats, the result in big type, the {product} logo and a short store link, showing the username only.",
      "Add a Share button at the moment itself using the system share sheet; where the moment is something people do on screen (a game round, a spoken answer), also let them export the last 15-30 seconds as a clip.",
      "Put a small watermark with the app name on every exported image or clip so reshares still lead back to {product}.",
      "Each week, track shares per moment and installs from the shared link, and redesign the card or move the button for the moment shared least.",
    ],
    setupSteps: 3,
    resourcesNeeded: [
      "A share card template (Canva or your design tool)",
      "Developer time for the share button and image or clip export",
      "A short link that sends iPhone and Android users to the right store",
    ],
    successMetrics: [
      "Shares per 100 active users",
      "Installs from shared links",
      "Share rate of each moment",
    ],
    template: `Share card (image, 1080x1920)
Top: {{the result}}, in big type
Middle: the screen that shows it
Bottom: {product} logo and {website}

Default share text (the user can change it)
Just got {{the result}} on {product} 🔥 Think you can beat it? {website}

Replay or clip caption
My best {{moment name}} in {product} so far 👀 {website}`,
    marketingWisdom:
      "People share what makes them look good, not what makes your app look good, so design the card around the user's result and keep the logo small. Put the share button at the peak of the moment; a minute later the feeling is gone.",
  },
  {
    id: "player-made-content-contest",
    youngOnly: true,
    name: "A monthly made-with-the-app contest with in-app prizes",
    kinds: ["consumer-app"],
    goals: ["awareness", "retention"],
    stages: LIVE,
    channels: ["tiktok", "instagram"],
    requires: [],
    uses: ["community", "social"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 3,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "People love making things with the apps they use, and a monthly theme with in-app prizes turns that into a steady stream of posts that show {product} to their friends.",
    description:
      "Each month, set one theme and invite people to make something with {product} (a clip, a level, a design, a screenshot) and post it publicly with your hashtag or submit it in the app. Prizes are in-app, winners are shown by username, and entrants under 18 are asked to get a parent's or guardian's OK first.",
    steps: [
      "Write short official rules (below): who can enter, how, judging criteria, prizes, dates and free entry, and check them against contest law where you operate and the promotion rules of TikTok and Instagram.",
      "Choose prizes that live inside {product}: an exclusive cosmetic, the winning work featured in the app, a credit in the release notes; these need only a username, so you never ask anyone for an address.",
      "Announce the theme in the app and on your TikTok and Instagram accounts, and put the rules on your site.",
      "Judge with two team members against the published criteria, check every shortlisted entry is safe for all ages, and feature the top three by username in the app and on your accounts.",
      "Grant prizes straight to the winners' in-app accounts, then compare entries, hashtag views and installs in contest weeks and keep the kind of theme that drew the most entries.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "Official rules on your site",
      "In-app prizes the team can grant to an account",
      "Two judges and a few hours a month",
    ],
    successMetrics: [
      "Entries per month",
      "Views on the contest hashtag",
      "Installs and returning users in contest weeks",
    ],
    template: `Announcement (in the app and on your accounts)
🏆 The {product} {{month}} contest: {{the theme}}!
Make something with {product} on the theme and post it with #{{your hashtag}}, or submit it in the app, by {{date}}. The three best win {{the prize}}, and we'll show them in the app.

Official rules (short)
- Free to enter; nothing to buy.
- Open to everyone who can use {product}. If you're under 18, ask a parent or guardian before you enter.
- We only need your in-app username. We never ask for your real name, address, phone number or photos of you.
- Prizes are in-app only and go straight to your account.
- Entries must be your own work and safe for all ages. The {product} team judges on creativity, fit with the theme and fun.
- Winners are announced by username a week after the closing date.
- This contest is run by {product} alone, with no connection to TikTok or Instagram.`,
    marketingWisdom:
      "A theme beats an open call: 'make X' is easier to start than 'make anything', and a monthly rhythm lets people plan. Being shown inside the app is the prize most people actually want.",
  },
  {
    id: "indie-app-cross-promotion",
    name: "Cross-promotion swaps with other indie apps",
    kinds: ["consumer-app"],
    goals: ["awareness", "signups", "partnerships"],
    stages: LIVE,
    channels: ["partnerships"],
    requires: [],
    uses: ["sales"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Other small apps used by {audience} share your users and your lack of budget, so swapping a fair, labelled mention inside each app reaches new people at no cost.",
    description:
      "Find three to five indie apps or games your users also like that solve a different problem from {product}, and swap one labelled placement each: a 'from our friends' card after a session, a line in release notes, a shared clip. Each partner gets its own tracked store link so both sides see what the swap did.",
    steps: [
      "List 15 indie apps with a similar audience and size (the 'You might also like' row on your store page, apps your users mention) and keep those that do a different job from {product}.",
      "Design one cross-promotion card from a template: the other app's icon, one line, a 'From our friends' label and a tracked store link, placed where it interrupts nobody (settings, the end of a session).",
      "Write to each developer at the support or business address on their store page with the offer below.",
      "Agree in writing on placement, dates (two to four weeks) and what each side shows, labelled clearly and suitable for both apps' audiences.",
      "Compare the installs each side sent through the tracked links and repeat the swaps that were fair.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "A list of 15 indie apps with their support addresses",
      "A cross-promotion card template",
      "Tracked store links for each partner",
    ],
    successMetrics: [
      "Installs received per swap",
      "Swaps repeated with the same partner",
      "Day-7 retention of users from each partner",
    ],
    template: `Subject: A cross-promotion swap between {product} and {{their app}}?

Hi {{first name}},

I make {product}. {pitch} I think many of our users would also enjoy {{their app}}, and the other way round, since we do quite different things.

Would you try a simple swap for {{number of weeks}} weeks?
- We show a small "From our friends" card for {{their app}} at the end of a session, with your link.
- You show one for {product} wherever it suits you.
- We each use a tracked store link and share the numbers at the end.

Our page: {website}

{{your name}}, {product}

---
Follow-up (a week later, then stop):
Hi {{first name}}, a quick nudge about the swap between {{their app}} and {product}. If the timing is wrong, no worries at all.`,
    marketingWisdom:
      "Partnerships work when the audiences overlap and the products do not: pick apps your users already keep next to yours, make the swap easy to say yes to, and share the numbers at the end so the next swap is easy too.",
  },
  // ─── Launch and live operations ────────────────────────────────────────────────────────────────
  {
    id: "prelaunch-preregistration-page",
    name: "A landing page with App Store pre-order and Google Play pre-registration",
    kinds: ["consumer-app"],
    goals: ["signups", "awareness"],
    stages: ["mvp", "beta"],
    channels: ["app-store"],
    requires: [],
    uses: ["design", "content"],
    cost: { min: 0, max: 20 },
    paid: false,
    hoursPerWeek: 3,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "{audience} who hear about {product} before launch need one place to say yes, and store pre-registration turns that yes into an automatic install or launch notice on day one.",
    description:
      "Build one simple page for {product}: what it is, a 20-second clip, three screenshots and two buttons, App Store pre-order and Google Play pre-registration. The stores install or notify people on launch day themselves, so the page collects no emails or personal data and is safe for every age.",
    steps: [
      "Set up pre-orders in App Store Connect (under Availability) and pre-registration in Play Console for the new app, with a release date you can meet.",
      "Build the page from a Carrd or Framer template: a headline with the result, {pitch}, a 20-second clip, three screenshots, the two store buttons and a link to your privacy page.",
      "Put the page link in every bio, clip and pinned post, with one line: pre-register and it arrives on launch day.",
      "Each week, read pre-orders in App Store Connect and pre-registrations in Play Console and compare them with {metrics}.",
      "Two weeks before launch, post a countdown on your channels; on launch day the stores do the reminding for you.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "A one-page site from a Carrd or Framer template",
      "App Store Connect and Play Console set up for the new app",
      "A 20-second clip and three screenshots",
    ],
    successMetrics: [
      "Pre-orders and pre-registrations per week",
      "Page visits to pre-registration rate",
      "Installs on launch day and in launch week",
    ],
    template: `Headline: {{the result in six words}}
Subheading: {pitch}

{product} is made for {audience}. It launches on {{launch date}}, and you can get it first:
Button: Pre-order on the App Store
Button: Pre-register on Google Play

What you get
• {{first benefit}}
• {{second benefit}}
• Price: {price}

FAQ
When does it come out? {{launch date}}. The store tells you the day it's ready.
Do I need to sign up here? No. The App Store and Google Play handle everything, and we never ask for your email.
Who makes it? A small team that reads every comment on our channels.`,
    marketingWisdom:
      "A launch-day spike helps store rankings, and pre-registrations bank that spike weeks ahead. Give every post and clip one place to send people, with one button per store.",
  },
  {
    id: "testflight-play-open-beta",
    name: "Open beta through TestFlight and Google Play testing",
    kinds: ["consumer-app"],
    goals: ["signups", "retention"],
    stages: ["mvp", "beta"],
    channels: ["app-store"],
    requires: [],
    uses: ["community", "analytics"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 3,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Letting {audience} try {product} before launch finds the confusing first minute while it is cheap to fix, and the testers become the first users at launch.",
    description:
      "Open a public TestFlight link (up to 10,000 external testers) and a Google Play closed or open test, ask one clear question per build, and collect answers through a short in-app form that asks for no personal data. Testers come from your own public channels, so nobody is contacted privately.",
    steps: [
      "Set up TestFlight external testing with a public link (the first build goes through a short beta review by Apple) and a Google Play closed or open testing track; new personal Play developer accounts need a closed test with at least 12 testers for 14 days before they can publish.",
      "Add a two-question feedback form inside the build (what confused you, what would bring you back) that sends the answers with the build number only.",
      "Write the 'What to Test' note below and post the public links on your own accounts and wherever the forums your users read allow beta-test posts.",
      "Ship a new build every one or two weeks with one question each time, and read crash reports and session length in App Store Connect and Play Console.",
      "Before launch, thank testers inside the build and give them a small badge or item they keep in the released version.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "An Apple Developer account and a Google Play Console account",
      "A two-question in-app feedback form",
      "A build every one or two weeks",
    ],
    successMetrics: [
      "Testers who install the build and finish a first session",
      "Share of testers who come back on day 7",
      "Top three confusions found and fixed before launch",
    ],
    template: `TestFlight "What to Test" and Google Play testing note

Thanks for testing {product}! {pitch}
This build: {{what changed this build}}
What we need from you: use it for ten minutes, then tap Feedback in the menu and answer two questions. Answers are anonymous, and we never ask for your name or email.
Known issue: {{known issue}}

---
Public post (your own accounts):
The {product} beta is open for {audience} {geo}. It's free, on iPhone and Android, and your feedback shapes what launches on {{date}}.
iPhone (TestFlight): {{testflight link}}
Android (Google Play testing): {{play testing link}}`,
    marketingWisdom:
      "Ask one question per build: testers answer a specific question and ignore a general request for feedback. Watch what they do, such as where they quit in the first session, more than what they say.",
  },
  {
    id: "seasonal-in-app-events",
    name: "Seasonal live events inside the app, listed as App Store in-app events",
    kinds: ["consumer-app"],
    goals: ["retention", "awareness"],
    stages: LIVE,
    channels: ["events", "app-store"],
    requires: [],
    uses: ["design", "community"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 4,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "A limited-time event gives people a reason to open {product} this week, and Apple's in-app event cards and Google Play's promotional content show it to {audience} who have not installed it yet.",
    description:
      "Run one themed event a season, two to four weeks long, inside {product}: a challenge with a shared goal, a new mode or a limited item tied to a date your users care about. List it as an in-app event on the App Store and as promotional content in Play Console so it also appears in the stores.",
    steps: [
      "Pick the next date your users care about (school holidays, Halloween, the end of exams, a local festival) and a simple event: a challenge with a shared goal, a themed level or an item everyone can earn by taking part.",
      "Build it behind a remote switch so it starts and ends on its own, with a countdown visible in the app.",
      "Create the App Store in-app event (name up to 30 characters, short description up to 50, long description up to 120, an event card image, a badge such as Challenge or Special Event) and submit it early: Apple reviews it, and the card can show up to 14 days before the start.",
      "In Play Console, add promotional content for the same dates if your app is eligible.",
      "On day one, announce it in the app, in your clips and with one push to people who turned notifications on, then post progress towards the shared goal every few days.",
      "After it ends, compare daily users, sessions per user and returning lapsed users with the two weeks before, and keep the format that worked for next season.",
    ],
    setupSteps: 4,
    resourcesNeeded: [
      "A remote switch for content (Firebase Remote Config or your own)",
      "An event card image (1920x1080) and the event texts",
      "App Store Connect and Play Console access",
    ],
    successMetrics: [
      "Daily active users during the event compared with before",
      "Lapsed users who came back",
      "Impressions of the event card in the App Store",
    ],
    template: `App Store in-app event
Event name (max 30): {{event name}}
Short description (max 50): {{what people do and win}}
Long description (max 120): For a limited time, {{what people do and win}} in {product}. Ends {{date}}.
Badge: Challenge

In-app announcement
{{event name}} is live! Until {{date}}, {{what people do and win}}. Everyone who takes part gets {{the reward}}.

Push (only to people who turned notifications on)
{{event name}} just started in {product}: {{the reward}} is waiting. Ends {{date}}.`,
    marketingWisdom:
      "Events work because of a deadline and a shared goal: make the reward earnable by everyone who shows up, not only by those who pay, and keep the countdown visible. Apple's in-app event cards appear in store search, which makes each event a small relaunch.",
  },
  {
    id: "onboarding-and-opt-in-push",
    name: "First-session onboarding and respectful, opt-in push notifications",
    kinds: ["consumer-app"],
    goals: ["retention"],
    stages: BETA_ON,
    channels: ["app-store"],
    requires: [],
    uses: ["analytics", "content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 3,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Most people who install an app like {product} decide in the first session whether to come back, so a quick first win and a few reminders they asked for protect every install you worked for.",
    description:
      "Cut the first session of {product} down to one quick win in under a minute, ask for notification permission only after that win with a screen that says what you will send, and send a few useful notifications a week that people can tune. It follows the App Store rule that notifications are optional and that promotional ones go only to people who opted in to them.",
    steps: [
      "In your analytics, find the onboarding step where most new users quit, and move everything that stands before the first win (sign-up, long tutorials, permission requests) to after it.",
      "Add a short screen before the system permission prompt that says exactly what notifications will bring, with 'Turn on' and 'Not now' buttons, and show it only after the first win.",
      "Write three to five notifications tied to something the user chose (a reminder time, a streak, a challenge they started), plus a settings screen where each type can be switched off.",
      "Set quiet hours at night by default (and during school hours on weekdays if your users are school-age), and limit yourself to a few notifications a week.",
      "Each week, compare day-1 and day-7 return rates of people with notifications on and off, and cut any notification that raises opt-outs or uninstalls.",
    ],
    setupSteps: 4,
    resourcesNeeded: [
      "Product analytics with an onboarding funnel (Firebase, Amplitude or similar tools)",
      "Developer time for the permission screen and notification settings",
      "A push service such as Firebase Cloud Messaging or OneSignal",
    ],
    successMetrics: [
      "Share of new users who reach the first win in session one",
      "Day-1 and day-7 return rates",
      "Notification opt-in rate and opt-out rate",
    ],
    template: `Permission screen (after the first win, before the system prompt)
Title: Want a nudge at the right time?
Body: {product} can remind you when {{the thing worth a reminder}}. At most {{how many}} a week, quiet at night, and you can change it anytime in Settings.
Buttons: Turn on · Not now

Notification 1 (the reminder they set)
Your {{daily session}} is ready in {product}. Two minutes and you're done for today.

Notification 2 (something they started)
You're one step from {{the next milestone}}. Pick up where you left off?

Notification 3 (news, only for people who opted in to it)
New in {product}: {{what is new}}. Tap to see it.`,
    marketingWisdom:
      "Ask for permission after the user has felt the value and say what they will get: a pre-permission screen lifts opt-in because people know what they are agreeing to. Every notification should be one the user would have set as an alarm themselves.",
  },
  {
    id: "free-reminders-before-paid-messages",
    paidMessagesOnly: true,
    name: "Week-two reminders by push, email and in-app, before any paid message",
    kinds: ["consumer-app", "software"],
    goals: ["retention"],
    stages: BETA_ON,
    channels: ["email-marketing", "whatsapp"],
    requires: [],
    uses: ["analytics", "content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "You said each reminder you send costs money, so the nudge that brings {audience} back to {product} moves to push notifications, email and the app itself, which cost nothing per message, and paid messages go only to the few people those cannot reach.",
    description:
      "Find the day most new users stop opening {product}, then reach them before it through channels that cost nothing per message: a push notification at the time they chose, a short email series for those who gave an address, and a progress screen that greets them when they return. Paid messages are kept for one case only: someone who switched push off and has missed three days.",
    steps: [
      "In your analytics, find the day most new users stop opening {product} (the second week for many apps) and what the users who stay have done by then.",
      "List every reminder {product} sends as a paid message today, what it costs a month, and how many users open the app within an hour of it.",
      "Move the daily reminder to a push notification at the time each user chose, and write a short email series (days 6, 9 and 13) for users who gave an email address, each pointing to the next step they started.",
      "Keep paid messages for users who switched push off, agreed to receive messages and have missed three days, at most one a week per person.",
      "Add a progress screen that greets returning users with what they have done so far and the next short step, so coming back feels like progress rather than catching up.",
      "If your users live in a messaging app, open a free broadcast channel there (a WhatsApp Channel or a Telegram channel) for one useful tip a day: it costs nothing per follower, unlike messages sent to each person.",
      "Each week, compare week-two return rates and the cost per returning user for push, email and paid messages, and stop each paid message that the free reminders match.",
    ],
    setupSteps: 4,
    resourcesNeeded: [
      "Product analytics with a day-by-day return report (Firebase, Amplitude or similar tools)",
      "A push service (Firebase Cloud Messaging or OneSignal) and an email tool with a free tier",
      "The cost per paid message from your provider's invoice",
    ],
    successMetrics: [
      "Week-two return rate of new users, before and after",
      "Money spent on paid messages each month, and per user who came back",
      "Progress towards {metrics}",
    ],
    template: `Push (at the time the user chose)
Your next step in {product} is ready: {{the next step}}. It takes a few minutes.

Email, day 6
Subject: You're {{progress so far}} in
Hi {{first name}}, you have done {{progress so far}} with {product}. Next: {{the next step}}. Open {product} and pick up where you left off.

Email, day 13
Subject: Two weeks with {product}
Hi {{first name}}, two weeks ago you started {product} to {{the goal they set}}. One short session today keeps it going: {{the next step}}.

In the app, when they return
Welcome back! So far: {{progress so far}}. Today: {{the next step}}.

Paid message (only after three missed days with push off, at most one a week)
{product}: {{the next step}} is waiting for you. You can stop these messages in Settings.`,
    marketingWisdom:
      "A reminder works when it points to something the user started, not to the app: 'your next step is ready' beats 'we miss you'. Send it free first and pay only for the people free channels cannot reach, so every paid message buys a return you could not have had for nothing.",
  },
  {
    id: "in-app-anonymous-survey",
    name: "A one-question in-app survey with no personal data",
    kinds: ["consumer-app"],
    goals: ["retention", "signups"],
    stages: BETA_ON,
    channels: ["app-store"],
    requires: [],
    uses: ["analytics", "content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "Medium Impact",
    why: "A one-tap question inside {product} tells you in the words of {audience} why they stay, with no private contact at all, and those words make the best store subtitle.",
    description:
      "Show one card with two multiple-choice questions, once, to people who have used {product} on at least five days: how they would feel if they could no longer use it, and what they mostly use it for. Preset answers only and no user ID stored with them, so it is safe for every age; the answers then rewrite your store listing.",
    steps: [
      "Write the two questions below with preset answers only, since free text invites younger users to type personal details.",
      "Show the card once, after a success moment, to people with five or more active days, and store the answers anonymously with the app version only.",
      "After 100 answers, count the share who would be 'very disappointed' (40% or more is a strong sign, the Sean Ellis test) and which use that group chose most.",
      "Rewrite the App Store subtitle, the Google Play short description and the first screenshot around the use the 'very disappointed' group chose most.",
      "Repeat each quarter and after big updates to see whether the core use is shifting.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "Developer time for one survey card",
      "An anonymous answers table or analytics property",
      "A sheet to count the answers",
    ],
    successMetrics: [
      "Share of 'very disappointed' answers, quarter on quarter",
      "The top use named by your most loyal users",
      "Product page conversion after the rewrite",
    ],
    template: `Survey card (shown once, after a success moment)
One quick thing from the {product} team 🙂 Answers are anonymous.

1. How would you feel if you could no longer use {product}?
   ○ Very disappointed  ○ Somewhat disappointed  ○ Not disappointed
2. What do you mostly use {product} for?
   ○ {{main use one}}  ○ {{main use two}}  ○ {{main use three}}  ○ Something else
Buttons: Send · Skip

Thank-you line
Thanks! This helps us decide what to build next for {audience}.`,
    marketingWisdom:
      "Ask about loss, not features: 'how would you feel without it' sorts real fans from polite users. In April Dunford's terms, the use your fans pick is your positioning, so put their words on the store page.",
  },
  {
    id: "parents-safety-page",
    minorsOnly: true,
    name: "A parents' page on safety and privacy for apps used by teenagers",
    kinds: ["consumer-app"],
    audiences: ["students", "b2c-general", "b2c-niche", "mixed"],
    goals: ["signups", "awareness"],
    stages: ALL_STAGES,
    channels: ["app-store"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 3,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "Medium Impact",
    why: "Parents of {audience} often approve the install and can remove it just as fast, so a plain page on how {product} keeps young users safe turns their check into a yes.",
    description:
      "Write one page for parents and teachers that says in plain words what {product} is, who it is for, what data it collects, how users can interact, what it costs and how to get help. Link it from the app's settings, both store listings and your site, and keep it consistent with your App Store privacy label and Google Play Data safety form.",
    steps: [
      "List what {product} really does with data: what is collected, why, which services process it (analytics, crash reports, ads) and for how long, and check it matches your App Store privacy label and Google Play Data safety form.",
      "Review every way one user can reach another (chat, comments, friend lists, shared content) and set the safest defaults for under-18s: chat between strangers switched off, text filtered, report and block in two taps.",
      "Add a school-hours quiet mode for notifications, on by default for younger users, if the app sends notifications.",
      "Write the page below in plain words, with the age band the stores show, the price ({price}), what can be bought inside the app and a real contact address for parents.",
      "Link it from the app's settings, the store description and your site's footer, and review it whenever a feature touches data, chat or payments.",
    ],
    setupSteps: 3,
    resourcesNeeded: [
      "Your App Store privacy label and Google Play Data safety answers",
      "A page on your site",
      "A parents' contact address that someone reads",
    ],
    successMetrics: [
      "Visits to the parents' page from the store and the app",
      "Questions from parents, and how fast they are answered",
      "Installs approved through family controls, where the stores report them",
    ],
    template: `{product}: information for parents and teachers

What it is
{pitch} Who it is for: {audience}. Age band in the stores: {{store age band}}.

What it costs
{price}. Every purchase inside the app goes through the App Store or Google Play, so Ask to Buy and Google Play's purchase approvals work as usual.

What we collect
{{what data and why}}. We never sell personal data, never show anyone's location to other users and never ask for a real name or photo.

How users interact
{{how users can interact}}. Chat is filtered, anyone can be blocked or reported in two taps, and the {product} team never contacts young users privately.

Quiet hours
Notifications are quiet at night and during school hours by default, and can be switched off completely in Settings.

Questions or worries?
Write to {{parents contact email}} and a person from the team answers within two working days.`,
    marketingWisdom:
      "Parents want answers rather than marketing: what data, who can contact my child, what does it cost. A page that answers those three plainly and matches your privacy labels is the strongest school-safe positioning there is.",
  },
  // ─── Paid ──────────────────────────────────────────────────────────────────────────────────────
  {
    id: "app-install-ads-test",
    youngOnly: true,
    name: "App-install ads on TikTok, Meta and Apple Search Ads",
    kinds: ["consumer-app"],
    goals: ["signups", "revenue"],
    stages: LIVE,
    channels: ["tiktok-ads", "meta-ads", "google-ads", "tiktok", "instagram", "app-store", "video"],
    requires: ["paid"],
    workaround: {
      paid: "Run one platform only (TikTok's app campaign or Apple Search Ads on your own name and top phrases) with its automatic settings, a hard daily cap, and change only the ads themselves each week.",
    },
    uses: ["analytics", "design"],
    cost: { min: 500, max: 5000 },
    paid: true,
    hoursPerWeek: 4,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Once {product} keeps the people it gets, paid installs among {audience} {geo} show within weeks which message and platform scale, as long as each install costs less than a user is worth.",
    description:
      "Test app-install ads on one or two platforms with a fixed monthly cap: TikTok app campaigns built from your own clips, Meta app campaigns on Instagram and Facebook, and Apple Search Ads on the phrases people type into the App Store. When your users include under-18s, the platforms allow age and location targeting only and some regions show them no ads, so the ad itself has to find its audience.",
    steps: [
      "Set up measurement first: the ad platforms' SDKs or tools such as AppsFlyer or Adjust for SKAdNetwork and Android install tracking, plus a report of day-7 retention per campaign.",
      "Cut five 15-second vertical ads from your best organic clips: the app's best moment in the first two seconds, captions on, the store as the call to action; on TikTok, also run your best organic post as a Spark Ad.",
      "Launch one campaign per platform with a hard daily cap and broad targeting {geo}, using age and location only when your users include teenagers, as the platforms require.",
      "On Apple Search Ads, bid on your own name and the five phrases from your store listing with exact match, and let the product page serve as the ad.",
      "Each week, pause ads that cost more per install than a user is worth after 30 days, replace them with new cuts of the winner, and change one thing at a time.",
      "After four weeks, keep the platform with the lowest cost per user still active on day 7 and move the whole cap there.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "A monthly ad cap you can afford to learn with",
      "Five short vertical ads cut from your clips",
      "Install tracking and a day-7 retention report",
    ],
    successMetrics: [
      "Cost per install and cost per user still active on day 7",
      "Tap-through and install rate per ad",
      "Revenue from in-app purchases or subscriptions within 30 days of install, against spend",
    ],
    template: `Ad 1 (15 seconds, vertical)
0-2s: {{the best moment}} on screen, with the text "{{hook in six words}}"
2-10s: the real app, one action, one result
10-15s: end card with the {product} icon and "On the App Store and Google Play"

Meta primary text (125 characters): {pitch} Tap Install and try it in a minute.
TikTok ad text (100 characters): {{hook in six words}} 👀 {product}
Apple Search Ads: keywords {product} and {{your top search phrases}}, exact match. The product page is the ad, so it needs its best screenshots first.`,
    marketingWisdom:
      "The creative is the targeting now: platforms find the audience from what the ad shows, so spend your effort on ten honest ads rather than on audience settings. Judge by cost per user still there on day 7, not cost per install.",
  },
  // ─── Adults only ───────────────────────────────────────────────────────────────────────────────
  {
    id: "watch-adult-first-sessions",
    name: "Watch five adult users try the app on a screen-shared video call",
    kinds: ["consumer-app", "software"],
    goals: ["retention", "signups"],
    stages: EARLY,
    channels: ["calls", "video"],
    requires: [],
    uses: ["sales"],
    cost: { min: 0, max: 150 },
    paid: false,
    hoursPerWeek: 3,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Watching five people from your audience, all of them adults, use {product} for the first time shows where the first minute loses people, which a dashboard cannot explain.",
    description:
      "Recruit five adults (18 and over) who fit your audience and have never used {product}, and watch each one get started and use it for 20 minutes on a screen-shared video call, thinking aloud. You say almost nothing and note every hesitation.",
    steps: [
      "Recruit five adults 18 and over who fit your audience through friends of friends or adult sign-ups who offered to help, and offer a small thank-you such as a gift card or a year of the paid tier.",
      "Prepare three tasks that matter (find it and get started, reach the first win, set it up to come back to tomorrow) and ask for consent before recording.",
      "On the call, ask them to share their screen and think aloud; give each task, then stay quiet, and only ask 'what are you thinking?' when they pause.",
      "Write down every hesitation and the exact words they use, and list the top three problems after each session.",
      "After five sessions, fix the problem that showed up most, and reuse their words in your store subtitle and first screenshot.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "Five adult participants and a small thank-you for each",
      "A video call tool with screen sharing",
      "A notes sheet with the three tasks",
    ],
    successMetrics: [
      "Sessions completed",
      "Top three problems found and fixed",
      "Share of new users reaching the first win, before and after the fixes",
    ],
    template: `Invitation (to an adult who fits the audience)
Hi {{first name}}, I'm building {product} for {audience}. Would you give me 20 minutes on a video call this week to try it for the first time while I watch? There are no wrong answers: I'm testing the app, not you. As a thank-you: {{your thank-you}}. Pick a time here: {{booking link}}

---
Session script
1. "Please share your screen and think out loud the whole time."
2. "Imagine a friend told you about {product}. Find it and get started." (stay quiet)
3. "Now get to the point where it's useful to you." (stay quiet and note every pause)
4. "What did you expect to happen there?"
5. "How would you describe {product} to a friend, in one sentence?"
6. "Thank you, that was exactly what I needed."`,
    marketingWisdom:
      "Five users find most of the usability problems, and the trick is silence: the moment you explain, the test is over. Ask what they expected, as The Mom Test would, instead of what they would like.",
  },
];
