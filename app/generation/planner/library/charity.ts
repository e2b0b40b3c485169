import { BUSINESS_KINDS } from "~/plan-quality/kinds";
import type { LibraryTactic } from "../types";
import { ALL_STAGES } from "./stages";

/*
 * Charities and non-profits (Reading.charity): an animal rescue, a food bank, a hospice, a small
 * registered charity. Their goal under "Support fundraising" is gifts, most often regular monthly ones,
 * from supporters who already know the work (adopters, fosterers, volunteers, local people who follow
 * it), not investors; nobody "buys" and there is no till. Written for a small team of volunteers with a
 * few hours a week. A charity's plan is made of these tactics only: a stamp card, a review card by the
 * till or an investor update mean nothing to a donor. Facts that change (platform fees, Google's grant
 * rules) are worded as things to check.
 */

export const CHARITY_TACTICS: LibraryTactic[] = [
  {
    id: "charity-monthly-giving-page",
    charity: 1,
    essential: true,
    name: "A monthly-giving page that takes {monthlyWord} in two minutes on a phone{giftAidName}",
    kinds: [...BUSINESS_KINDS],
    goals: ["fundraising", "revenue", "retention"],
    stages: ALL_STAGES,
    channels: ["email-marketing", "seo"],
    requires: [],
    uses: ["content", "design"],
    cost: { min: 0, max: 40 },
    paid: false,
    hoursPerWeek: 0.25,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Every other ask in this plan ends on one link: if setting up {monthlyWord} to {product} takes more than two minutes on a phone, the {donorsToFind} you need are lost at the last step, however moved they were.",
    description:
      "Set up one page where a supporter starts {monthlyWord} to {product} from {monthlyGift} a month in two minutes on a phone, through a charity giving platform (for example {givingPlatforms}; compare their fees, which change, before you choose){giftAidBox}. Every post, email and card in this plan links to it.",
    steps: [
      "Start a monthly gift to another small charity on your phone and time it; then write down what your own page needs to match: one page, amounts from {monthlyGift}, no account to create.",
      "Compare two or three charity giving platforms (for example {givingPlatforms}): their monthly fee or share of each gift, payment costs{giftAidClaim}; choose one and set up the monthly form.",
      "{giftAidStep}",
      "Put three amounts on the form ({monthlyGift}, {{middle amount}} and {{higher amount}}) with one line each on what it pays for, and a 'Give monthly' button at the top of {website}, your Facebook page and your link in bio.",
      "Every Friday, count new monthly donors, cancellations and the total a month in one sheet, next to the goal ({donorsGoal} by the deadline).",
    ],
    setupSteps: 4,
    groundworkSteps: 1,
    resourcesNeeded: ["An account with a charity giving platform (compare fees first)", "{giftAidResource}", "A weekly sheet: new donors, cancellations, monthly total"],
    successMetrics: ["Giving page live and timed under two minutes on a phone within two weeks", "New monthly donors and cancellations, counted every Friday", "Progress towards: {metrics}"],
    template: `Top of the giving page:
Give {rescued} a second chance, every month.
{monthlyGift} a month helps {product} {{what it pays for}}. We rehome {helpedAYear}{rescuedFrom} in {charityTown}, and monthly gifts are what let us say yes when the next call comes.{giftAidLine}
Button: Give monthly

---
Amount lines:
{monthlyGift} a month: {{what it pays for}}
{{middle amount}} a month: {{what it pays for}}
{{higher amount}} a month: {{what it pays for}}

---
Confirmation message after sign-up:
Thank you, {{first name}}. You're now one of the people who keep {product} going. We'll send you one short update a month on the {rescued} you help, and you can change or stop your gift at any time by replying to this email.`,
    marketingWisdom:
      "Supporters decide with the heart and give with the thumb: the ask can be moving and still fail on a form that wants an account, a long address and three pages. Fix the last step first; every other tactic sends people to it.",
  },
  {
    id: "charity-adopters-where-now",
    charity: 2,
    name: "Ask your adopters first: a 'where are they now' update with a monthly-giving ask",
    kinds: [...BUSINESS_KINDS],
    goals: ["fundraising", "retention", "awareness"],
    stages: ALL_STAGES,
    channels: ["community", "email-marketing"],
    requires: [],
    uses: ["social", "content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "The people most likely to give every month are the ones whose sofa has one of your {rescued} on it: they know what {product} does because it happened to them, and asking them first is the cheapest way to the {donorsToFind} you need.",
    description:
      "Ask your adopters for a photo and one line on how their {rescuedOneWord} is doing now, share the best ones as 'where are they now' stories, and close each with the ask: help the next one with {monthlyGift} a month. By email, {consentRule}. Reach the rest through your page and the adopters' group.",
    steps: [
      "Check your adoption forms: list the adopters who ticked that they are happy to hear from you by email{softOptInAdopters}; note the others separately (they get the post, not an email).",
      "Send the first email below to the adopters who agreed, and post the same call on your Facebook page and in your adopters' group: 'Send us a photo of how they're doing now'.",
      "Each week, share one or two 'where are they now' stories (with the adopter's permission), each ending with the monthly-giving link and one line on {rescuedOne} waiting now.",
      "Two weeks after the first email, send the second one below to the same adopters, with three of the stories and the ask; never more than one fundraising email a month after that.",
      "Every Friday, note in the sheet how many new monthly donors say they adopted from you.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["Your adoption records, with who agreed to hear from you", "Adopters' photos, shared with their permission", "The monthly-giving link"],
    successMetrics: ["First 'where are they now' email sent within two weeks of starting", "Updates and photos received from adopters", "New monthly donors who adopted from you", "Progress towards: {metrics}"],
    template: `First email (to adopters you may email):
Subject: How is {rescuedName} doing?

Hi {{first name}},

It's {{your name}} from {product}. We think about every {rescuedOneWord} who leaves us, and we'd love to know how {rescuedName} is getting on. Could you reply with a photo and one line about life now? With your permission we'll share it as one of our 'where are they now' stories, so people can see what a second chance looks like.

Thank you for giving {rescuedName} a home.
{{your name}}, {product}

---
Second email, two weeks later:
Subject: Where are they now (and who's next)

Hi {{first name}},

Thank you to everyone who sent photos: {{three stories in a line each}}.

Right now {{number}} {rescued} are waiting in foster homes for theirs. {monthlyGift} a month from you helps us {{what it pays for}}, and it's the steadiest help we can get. If you can, set it up here in two minutes: {{your monthly-giving link}}.{giftAidLine}

And if you have room at home, we need fosterers too: reply 'foster' and we'll tell you how it works.

{{your name}}, {product}
(Reply 'stop' and we won't email you about fundraising again.)`,
    marketingWisdom:
      "Fundraisers speak of warm supporters for a reason: people who have already been helped, or helped, give far more readily than strangers, and a story they are part of is the ask. Ask them first, ask them personally, and show them the next one who needs the same.",
  },
  {
    id: "charity-thank-and-update",
    charity: 3,
    name: "A thank-you within 48 hours and one update a month, so monthly donors stay",
    kinds: [...BUSINESS_KINDS],
    goals: ["fundraising", "retention"],
    stages: ALL_STAGES,
    channels: ["email-marketing"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 20 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Ongoing",
    impact: "High Impact",
    why: "Each monthly donor who cancels is one more to find, and donors most often stop because they never heard what their gift did; a personal thank-you within 48 hours and a short monthly update keep the {donorsNow} you have and the new ones.",
    description:
      "Thank every new monthly donor personally within 48 hours (an email or a call from a named volunteer, not only the platform's receipt), and send all donors one short update a month: one {rescuedOneWord} helped, one number, one photo, no new ask. When a monthly gift fails or is cancelled, send one kind note asking if they'd like to carry on.",
    steps: [
      "Write the thank-you and the monthly update below once, and set the giving platform to tell you the same day when someone signs up, cancels or a payment fails.",
      "From the first sign-up on, within 48 hours of each one, send the thank-you from a named person (or ring, if they gave a number and agreed); twice a week is enough to keep up.",
      "On the first weekday of each month, starting with the donors you have now, send the update to all donors: one {rescuedOneWord} their gifts helped, one number (rescued, rehomed, in foster), one photo; ask for nothing that month.",
      "When a gift is cancelled or fails, send the short note below once; never chase twice. Count in the sheet how many come back.",
    ],
    setupSteps: 3,
    groundworkSteps: 3,
    resourcesNeeded: ["Sign-up and cancellation alerts from the giving platform", "One photo and one story a month", "A named volunteer for thank-yous"],
    successMetrics: ["New donors thanked within 48 hours", "Monthly donors still giving after three months", "Progress towards: {metrics}"],
    template: `Thank-you within 48 hours:
Subject: Thank you, {{first name}}

Hi {{first name}},

I'm {{your name}}, one of the volunteers at {product}. I saw your monthly gift come in and wanted to say thank you myself. {monthlyGift} a month helps us {{what it pays for}}, every month, and that steadiness is what lets us say yes when the next call comes.

You'll hear from us once a month with news of the {rescued} you help. If you ever have a question, just reply to this email.

With thanks,
{{your name}}, {product}

---
Monthly update:
Subject: This month at {product}: {{name}}'s story

{{name}} came to us from {{where}} in {{month}}. {{two lines on what happened}}. This month your gifts helped {{number}} {rescued}: {{number}} rehomed, {{number}} in foster homes. Thank you.

---
When a gift stops:
Hi {{first name}}, we noticed your monthly gift to {product} has stopped. If that was a mistake with the bank, you can restart it here: {{your monthly-giving link}}. If you meant to stop, thank you for everything you've given; we'd love to keep sending you news.`,
    marketingWisdom:
      "Fundraisers find again and again that a fast, personal thank-you and regular news of what the gift did are what keep donors giving; an unthanked donor is the likeliest to cancel. Keeping a donor costs far less than finding a new one.",
  },
  {
    id: "charity-local-groups-dogs-needing-homes",
    charity: 4,
    name: "{rescuedCap} needing homes in the local Facebook groups, each post with a donate line and a call for fosterers",
    kinds: [...BUSINESS_KINDS],
    goals: ["fundraising", "awareness"],
    stages: ALL_STAGES,
    channels: ["facebook-groups", "community"],
    requires: [],
    uses: ["social", "content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "{audience} already share rescue posts in the local Facebook groups, and a post about one {rescuedOneWord} who needs a home reaches people who would never visit your page; a second line asking for {monthlyGift} a month, and a third asking for fosterers, turns shares into supporters.",
    description:
      "Post one {rescuedOneWord} who needs a home each week in the local Facebook groups that allow rescue posts, as a member who says who you are, with a real photo and story. Each post ends with two smaller asks: can't adopt? give {monthlyGift} a month; have a spare room? foster. Fosterers are the second ask: each new foster home is one more {rescuedOneWord} safe.",
    steps: [
      "List the five busiest local Facebook groups for {place} (town and neighbourhood groups, pet owners' and rescue-sharing groups), read each group's rules on rescue and fundraising posts, and note which allow them and on which days.",
      "Write this week's post from the template below: one {rescuedOneWord}, one real photo, three lines of character, then the adopt, donate and foster lines with your giving link.",
      "Post it in the groups that allow it, as yourself, saying you volunteer for {product}; answer every comment the same day, and thank people who share.",
      "Pin a short 'how to help' post on your own page (adopt, give monthly, foster, share) and link to it in every reply.",
      "Every Friday, note in the sheet which group brought adoption enquiries, new monthly donors and foster offers, and post there first next week.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["Each group's rules, read once", "A good photo and three lines on one {rescuedOneWord} a week", "Your monthly-giving link"],
    successMetrics: ["First post live in the groups that allow it within two weeks of starting", "Shares and enquiries per post", "New monthly donors and foster offers who say they saw a post", "Progress towards: {metrics}"],
    template: `Weekly post in a local group:
{{name}} needs a home in {place}. {{three lines on their character}}. {{age}}, {{who they are good with}}.

Could you adopt {{name}}? Message us or see {{link to the adoption page}}.
Can't adopt? {monthlyGift} a month keeps the next one safe: {{your monthly-giving link}}
Got a spare room and some time? We need foster homes in {place}: comment 'foster' and we'll be in touch.

I volunteer with {product}, a {charityWord} in {charityTown}. Thank you for sharing!`,
    marketingWisdom:
      "Local groups reward members and punish advertisers: say who you are, share something people want to see ({rescuedOne} who needs a home is exactly that), and let the asks ride on the story. Three asks of different sizes let everyone who cares do something.",
  },
  {
    id: "charity-sponsor-one",
    charity: 5,
    onlyWhen: /\b(?:rescue|sanctuary|rehom\w*|animals?|dogs?|cats?|horses?|donkeys?|greyhounds?)\b/i,
    name: "A sponsor-a-{rescuedOneWord} scheme at {monthlyGift} a month, with news of the one they sponsor",
    kinds: [...BUSINESS_KINDS],
    goals: ["fundraising", "retention"],
    stages: ALL_STAGES,
    channels: ["email-marketing", "facebook-groups", "sponsorships"],
    requires: [],
    uses: ["social", "content", "design"],
    cost: { min: 0, max: 30 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Many people who love {rescued} but cannot adopt will give every month to one animal they can name and follow; a sponsor scheme turns 'I wish I could help' into {monthlyWord} with a face.",
    description:
      "Choose two or three long-stay residents (the ones who wait longest in foster or kennels) as sponsor {rescued}, each with a page, a photo and a monthly note to their sponsors. Sponsorship is a monthly gift through the same giving page, from {monthlyGift}, and the money helps all the {rescued} in your care: say so plainly, so nobody thinks the gift goes to that one {rescuedOneWord} alone (a gift given for one purpose can be restricted to it in law, and the Fundraising Regulator's code asks that donors are not misled; check the wording if unsure).",
    steps: [
      "Pick two or three long-stay {rescued} whose fosterers will send a photo and a line each month, and write each one's story in five sentences.",
      "Add a 'Sponsor {{name}}' option to the monthly-giving form, from {monthlyGift} a month, with the line 'Your gift helps {{name}} and every {rescuedOneWord} in our care' so it is clear where the money goes.",
      "Launch the scheme with the post below on your page and in the local groups that allow it, and a printed card with a QR code for fairs, open days and the vet's or pet shop's counter if they agree.",
      "On the first of each month, send sponsors a photo and two lines on their {rescuedOneWord}; when one is adopted, tell sponsors first and introduce the next one who needs them.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["Two or three stories and photos from fosterers", "A sponsor option on the giving form", "A monthly note to sponsors"],
    successMetrics: ["Sponsors signed up each month", "Sponsors still giving after three months", "Progress towards: {metrics}"],
    template: `Launch post:
Meet {{name}}. {{name}} has been with {product} for {{how long}}, waiting for the right home: {{one line on their character}}.

You can't all adopt {{name}}, but you can sponsor {{him or her}}: {monthlyGift} a month, and every month you'll get a photo and news from {{his or her}} foster home. Your gift helps {{name}} and every {rescuedOneWord} in our care.

Sponsor {{name}}: {{your monthly-giving link}}.{giftAidLine}

---
Monthly note to sponsors:
Hi {{first name}}, here's {{name}} this month: {{photo}}. {{two lines of news}}. Thank you for being there for {{him or her}}.
{{your name}}, {product}`,
    marketingWisdom:
      "One named animal moves people more than a statistic (the 'identifiable victim' effect researchers keep finding); a sponsor scheme gives the gift a face and gives you a reason to write every month, which is what keeps monthly donors giving.",
  },
  {
    id: "charity-google-ad-grants",
    charity: 6,
    name: "Google Ad Grants: free ads on Google search for eligible registered charities",
    kinds: [...BUSINESS_KINDS],
    goals: ["fundraising", "awareness"],
    stages: ALL_STAGES,
    channels: ["seo", "sponsorships"],
    requires: [],
    uses: ["analytics", "content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Long-term",
    impact: "Medium Impact",
    why: "People in {place} search for rescue {rescued}, fostering and how to help every day; Google Ad Grants gives eligible registered charities free ads on Google search (up to ten thousand US dollars a month of ad spend, under Google's rules; check the current figure), so {product} can answer those searches without spending donors' money.",
    description:
      "If {product} is a registered charity, apply to Google for Nonprofits and then to Google Ad Grants; approval takes weeks, so apply in the first week. Once approved, run one campaign on searches such as adopting, fostering and sponsoring a rescue {rescuedOneWord} in {place}, sent to the matching pages of {website}. Check Google's current Ad Grants rules (eligibility, a website with real content, keyword quality and click-through requirements) before you start, as they change.",
    steps: [
      "Check eligibility on Google for Nonprofits (registered charity status, agreeing to its terms, a website of your own with real content), and apply in week one: verification and the Ad Grants review can take several weeks.",
      "While you wait, make sure {website} has one clear page each for adopting, fostering, sponsoring and giving monthly; the ads send people to these, and Google expects them.",
      "Once approved, build one campaign with three ad groups (adopt, foster, give or sponsor) on searches people in {place} make, using the ad below; track sign-ups on the giving page as conversions.",
      "Every month, read the search terms, remove the irrelevant ones and check the account still meets the Ad Grants rules shown in the account, so it is not paused.",
    ],
    setupSteps: 3,
    groundworkSteps: 1,
    resourcesNeeded: ["Your charity registration number", "A Google for Nonprofits account", "Pages on {website} for adopting, fostering and giving"],
    successMetrics: ["Application sent in week one", "Giving-page sign-ups from the ads, once approved", "Progress towards: {metrics}"],
    template: `Ad on Google search (once the grant is approved; headlines up to 30 characters, descriptions up to 90):
Headline 1: Foster a Rescue {rescuedOneWordCap} in {charityTown}
Headline 2: {product}
Headline 3: Sponsor a {rescuedOneWordCap} from {monthlyGift} a Month
Description 1: We rescue {rescued}{rescuedFrom} in {charityTown} and find them homes.
Description 2: Foster, adopt, or give monthly to help the next one.`,
    marketingWisdom:
      "Free ad money is only worth what the page behind the ad does: searches for fostering and adopting are people who already care, so send each one to the page that answers that search and ends with one clear way to help.",
  },
  {
    id: "charity-facebook-boost-sponsor",
    charity: 7,
    name: "A small Facebook ad test to {audience} in {place}, judged by monthly donors",
    kinds: [...BUSINESS_KINDS],
    goals: ["fundraising", "awareness"],
    stages: ALL_STAGES,
    channels: ["meta-ads", "sponsorships"],
    requires: [],
    uses: ["social", "paid"],
    cost: { min: 100, max: 300 },
    paid: true,
    hoursPerWeek: 0.25,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Your best posts already move the people who see them; a small, capped ad on the one that brought the most sign-ups shows it to more {audience} in {place} who do not follow {product} yet, and the giving page tells you whether it paid.",
    description:
      "Once the giving page and one strong post are working, put a capped Facebook ad behind the best sponsor or 'needs a home' post, shown to people in {place} interested in {rescued} and rescue, sent to the giving page. Judge it by new monthly donors, not likes, and stop it if a month brings none.",
    steps: [
      "Pick the post from the last month that brought the most giving-page sign-ups (ask the platform which link they came from, or add a tag to the link).",
      "In Meta's Ads Manager, run it to people in {place} interested in {rescued}, adoption and animal welfare, with a daily cap and the giving page as the link; check whether Meta treats your ad as one about social issues, which needs authorisation first.",
      "Every Friday, write the ad's cost and the new monthly donors it brought in the sheet; a donor giving {monthlyGift} a month for a year gives many times the cost of one click, so keep what finds donors and stop what does not.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A Meta ads account on the charity's page", "One post that already brought sign-ups", "A tagged giving link to count donors from the ad"],
    successMetrics: ["Cost per new monthly donor, each Friday", "New monthly donors from the ad each month", "Progress towards: {metrics}"],
    template: `Ad text (on the photo of {rescuedOne} who needs a sponsor):
{{name}} waited {{how long}} for help in {charityTown}. Now {{he or she}} is safe in a foster home, thanks to people like you.
Sponsor {{name}} with {product} from {monthlyGift} a month and get news every month.
Button: Donate now`,
    marketingWisdom:
      "A small ad budget for a charity is a test, not a campaign: one post you already know works, one audience, one number to judge it by (monthly donors), and the discipline to stop it.",
  },
  {
    id: "charity-donor-recruitment-campaign",
    charity: 8,
    name: "A donor-recruitment campaign on Facebook and Google search, judged by cost per monthly donor",
    kinds: [...BUSINESS_KINDS],
    goals: ["fundraising", "awareness"],
    stages: ALL_STAGES,
    channels: ["meta-ads", "google-ads", "sponsorships"],
    requires: ["paid"],
    workaround: {
      paid: "Hire a freelancer or small agency that runs donor-recruitment ads for charities, on a fixed monthly fee, and have them report the cost per monthly donor each week.",
    },
    uses: ["paid", "analytics", "content"],
    cost: { min: 2000, max: 25000 },
    paid: true,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "A budget this size can find monthly donors well beyond the people who already know {product}: Facebook ads and paid Google search (on top of any Ad Grant) to {audience} in {place}, sent to the giving page, paid for by what a monthly donor gives over the years they stay.",
    description:
      "Run Facebook ads to {audience} in {place} with the stories that already bring sign-ups, and paid Google search on giving and sponsoring searches, all sent to the giving page and judged by one number: the cost of each new monthly donor against what a donor gives in a year ({monthlyGift} a month is twelve times that). Spend most where that cost is lowest, and keep the thank-you and the monthly update ready for the new donors, or the money buys cancellations.",
    steps: [
      "Write down what a new monthly donor is worth to {product}: the monthly gift times the months donors usually stay (ask the giving platform for your cancellation rate), and set the most you will pay for one.",
      "Tag the giving page's link for each campaign and each ad, so the giving platform shows which ad every new donor came from.",
      "Start Facebook ads with three stories (a rescue, a 'where are they now', a sponsor appeal) to {audience} in {place}, and a paid Google search campaign on giving, fostering and sponsoring searches, each with a daily cap.",
      "Every Friday, write each campaign's cost and the new monthly donors it brought in the sheet; move money to the lowest cost per donor and stop what costs more than you set.",
      "Each month, check how many donors recruited by ads are still giving, and judge the campaigns on those, not on the first month.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["Ad accounts on Meta and Google for the charity", "Tagged giving links for every ad", "A weekly sheet of cost per new monthly donor"],
    successMetrics: ["Cost per new monthly donor, each Friday", "Ad-recruited donors still giving after three months", "Progress towards: {metrics}"],
    template: `Facebook ad (photo of one {rescuedOneWord} in a foster home):
{rescuedName} was {{where they came from}}. Now {{he or she}} is safe, thanks to people in {place} who give {product} {monthlyGift} a month.
Could you be one of them? It takes two minutes.
Button: Donate now

---
Google search ad:
Headline 1: Give Monthly to a Local Rescue
Headline 2: {product}, {charityTown}
Description: {monthlyGift} a month keeps a rescue {rescuedOneWord} safe in foster care. Set it up in two minutes.`,
    marketingWisdom:
      "Paid donor recruitment pays only over time: a donor found by an ad gives for months or years, so the number that matters is the cost per donor against what donors give while they stay, and the thank-you that keeps them is part of the campaign.",
  },
];
