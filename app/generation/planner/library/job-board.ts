import type { LibraryTactic } from "../types";
import { ALL_STAGES } from "./stages";

/*
 * A niche job board (Reading.jobBoard): jobs in one stack, profession or place; employers pay per listing
 * or by subscription, candidates use it free. Each side waits for the other: employers will not pay until
 * there are candidates, candidates leave when there are few jobs, and a free post elsewhere (LinkedIn) is
 * the employers' default. A job board's plan is made of these: the board seeded honestly with jobs found
 * on employers' own pages, those employers asked to post directly, the job email as the candidates' asset,
 * an employer page with honest numbers, outreach to employers with hiring signals, the places candidates
 * already gather, pay and remote policy on every listing, and bundles, featured listings and renewals.
 * An open-source tool's README or a shop's counter mean nothing here.
 */

export const JOB_BOARD_TACTICS: LibraryTactic[] = [
  {
    id: "job-board-seed",
    jobBoard: 1,
    essential: true,
    name: "Seed the board with {jbNiche} jobs found on employers' own pages, labelled and linked",
    kinds: ["marketplace"],
    goals: ["revenue", "signups", "awareness", "retention"],
    stages: ALL_STAGES,
    channels: ["seo", "community"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 3,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "{jbCandidates} leave a board with a handful of jobs and employers will not pay for one nobody reads, so a board kept full with real {jbNiche} jobs found on employers' own careers pages, each clearly labelled as not paid and linked to the source, gives candidates a reason to come back while the paid listings grow.",
    description:
      "Every week, find {jbNiche} jobs that employers have published on their own careers pages and add them to {product} as short summaries (title, company, pay range if published, remote policy, time zones) with a link to the employer's own posting and a plain label: found on the employer's site, not a paid listing. Paid listings sit above them; seeded ones come down when the original closes. Each seeded job is also a lead for the next tactic.",
    steps: [
      "Write the house rules on one page before adding anything, and check them against the law and the terms where you and the employers are: only jobs published on the employer's own careers page, a summary in your words (never the whole ad copied), a link to the original, the label 'Found on {{company}}'s careers page, not a paid listing', and removal the same day an employer asks.",
      "Do not copy listings from other job boards or LinkedIn: check their terms, which usually forbid it, and take jobs only from the employers' own pages.",
      "List 40 employers that hire {jbCandidates} (from engineering blogs, the companies behind the niche's best-known open-source projects, and the companies in its hiring threads) and bookmark each one's careers page.",
      "Each Monday, check those pages, add new {jbNiche} roles with the label, and remove any that have closed; keep a sheet with the company, the role, the date found and the date removed.",
      "Track clicks to each seeded job's original posting: that number is what you show the employer when you ask them to post directly.",
      "Aim for 30 to 50 live jobs on the board at any time, paid listings first; as paid listings grow, seed fewer.",
    ],
    setupSteps: 3,
    groundworkSteps: 1,
    resourcesNeeded: ["A one-page set of house rules for seeded jobs", "A sheet of 40 employers' careers pages", "A 'not a paid listing' label and a separate section for seeded jobs on the board"],
    successMetrics: ["Live jobs on the board each Monday (paid and seeded)", "Clicks from seeded jobs to employers' own postings", "Progress towards: {metrics}"],
    template: `House rules for jobs we did not get paid for (on the board's "About our listings" page):

Some jobs on {product} were not posted by the employer. We find them on the employer's own careers page, summarise them in a few lines and link to the original, so you apply directly with the employer. Each one is labelled "Found on the employer's site, not a paid listing" and comes down when the original closes.

Employers: if one of your jobs is here and you would like it changed or removed, reply to {{contact email}} and we will do it the same day. If you would like it to appear as a full listing with your own description, the first one is on us.

---
Label on each seeded job:
Found on {{company}}'s careers page, not a paid listing. Apply on their site: {{link to the original posting}}`,
    marketingWisdom:
      "Every two-sided business starts by making one side worth visiting before the other pays. Doing it honestly, labelled and linked to the employer's own page, builds the candidates' trust instead of spending it.",
  },
  {
    id: "job-board-first-listing",
    jobBoard: 2,
    side: "supply",
    name: "Ask the employers whose jobs you seeded to post directly, the first listing free",
    kinds: ["marketplace"],
    goals: ["revenue", "signups"],
    stages: ALL_STAGES,
    channels: ["cold-email", "linkedin"],
    requires: [],
    uses: ["community"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "An employer whose job already got clicks from {jbCandidates} on {product} has seen the board work before paying anything, so a short note to the hiring manager with that number and a first full listing free turns a seeded job into a paying employer more often than any cold pitch.",
    description:
      "Two weeks after a job is seeded, write to the person hiring for it (the engineering manager or the recruiter named in the ad) with the clicks it got from the board, and offer to turn it into a full listing free for {jbDays}, with their own description and a place in {jbEmail}. When it works, the next role is a paid listing at {jbPrice} or a bundle.",
    steps: [
      "From the seeding sheet, pick each week the five seeded jobs with the most clicks, and find the hiring manager or recruiter named in the posting or on the company's engineering team page.",
      "Check the rules on business email where you and they are (in the UK and the EU, a relevant note to a work address with an easy opt-out is usually fine; check before sending), then send the note below, one person at a time.",
      "When they say yes, publish the full listing the same day, put it in the next issue of {jbEmail}, and send them its numbers (views, clicks to apply) after a week.",
      "Two days before the free listing ends, send the renewal note from the bundles tactic with its numbers and the price for the next one ({jbPrice}).",
      "Every Friday, count: notes sent, free listings taken, and how many of those employers paid for a second listing.",
    ],
    setupSteps: 1,
    groundworkSteps: 1,
    resourcesNeeded: ["The seeding sheet with clicks per job", "A way to find the hiring manager (the posting, the team page, LinkedIn)", "A free-listing code"],
    successMetrics: ["Share of seeded employers who take the free listing", "Share of those who pay for a second listing", "Progress towards: {metrics}"],
    template: `Subject: Your {{role title}} role: {{clicks}} {jbCandidates} clicked through from {product}

Hi {{first name}},

I run {product}, a job board only for {jbNiche} jobs. Your {{role title}} opening is on the board as a short summary linking to your careers page, and in the last two weeks {{clicks}} people clicked through to apply.

Would you like it as a full listing, with your own description, the pay range and your remote policy, and a place in our weekly email to {{subscribers}} {jbCandidates}? The first listing, for {jbDays}, is free; after that it is {jbPrice} a listing, and we'll send you the numbers either way.

If you'd rather we took the summary down, just say so and it goes today.

{{your name}}
{product}`,
    marketingWisdom:
      "Show, then ask: an employer who sees clicks on their own job from the board has proof no media kit can give, and a first listing free removes the risk of trying a board they had not heard of.",
  },
  {
    id: "job-board-weekly-email",
    jobBoard: 3,
    side: "demand",
    name: "A weekly job email and alerts by skill, as the asset {jbCandidates} sign up for",
    kinds: ["marketplace"],
    goals: ["signups", "revenue", "retention", "awareness"],
    stages: ALL_STAGES,
    channels: ["newsletter", "email-marketing"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 50 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: false,
    timeFrame: "Ongoing",
    impact: "High Impact",
    why: "Candidates visit a board when they are looking and forget it when they are not, while a weekly email of new {jbNiche} jobs keeps them until the right job comes, and its subscriber count is the number an employer pays {jbPrice} for.",
    description:
      "Send one email at the same time every week: the new paid listings first (each with pay range, remote policy and time zones), then the best seeded jobs, and nothing else. Offer alerts by skill or speciality on the sign-up form, so people get only what fits. The subscriber count, the open rate and the clicks per listing go on the employer page every month.",
    steps: [
      "Set up the email in a newsletter tool with a free tier to start (Buttondown, Kit or MailerLite: check their current limits and prices), with a sign-up box on every page of the board and after every job.",
      "Add two or three alert choices to the sign-up form (for example by speciality, seniority or time zone), and send each group only its jobs.",
      "Pick a day and a time and keep them: every issue lists each job with company, title, pay range, remote policy and a link, paid listings first and marked as such.",
      "Ask new subscribers one question in the welcome email: what job are you looking for, and when? Their answers tell you which employers to seed and approach next.",
      "Every Friday, write down subscribers, opens and clicks per listing; once a month, put the numbers on the employer page.",
    ],
    setupSteps: 2,
    groundworkSteps: 1,
    resourcesNeeded: ["A newsletter tool with sign-up forms and groups", "A sign-up box on every page and after every job", "One fixed send time a week"],
    successMetrics: ["Subscribers, counted every Friday", "Clicks per listing in the email", "Progress towards: {metrics}"],
    template: `Subject: {{number}} new {jbNiche} jobs this week

Hi,

This week's jobs on {product}. Every listing shows pay and remote policy; if it doesn't, it isn't here.

Paid listings
- {{company}}: {{role title}} · {{pay range}} · {{remote policy and time zones}} · {{job link}}
- …

Also hiring (found on the employers' own pages)
- {{company}}: {{role title}} · {{link to their careers page}}

Looking for something these don't cover? Reply with one line and we'll look for it.
Change your alerts or unsubscribe: {{preferences link}}`,
    marketingWisdom:
      "For a job board the list is the product candidates keep: they visit when looking but stay subscribed for months, and a subscriber count you can show employers is worth more than any traffic claim.",
  },
  {
    id: "job-board-employer-page",
    jobBoard: 4,
    side: "supply",
    name: "An employer page that shows your candidate numbers honestly",
    kinds: ["marketplace"],
    goals: ["revenue", "signups"],
    stages: ALL_STAGES,
    channels: ["seo", "case-studies"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "An employer deciding between {jbPrice} on {product} and {jbRival} needs to see who will read the job, so one page with real numbers (subscribers, monthly visitors, clicks per listing) and what employers said about the candidates answers the question before they ask it.",
    description:
      "One page for employers, linked from every job and every email: who reads the board (your subscribers and visitors, with the date counted), what a listing gets on average (views, clicks to apply), the price ({jbPrice} for {jbDays}, bundles, a featured spot), and two short quotes from employers who hired through it. Numbers are what they are; small and honest beats big and vague.",
    steps: [
      "Collect last month's real numbers: email subscribers, open rate, monthly visitors, and median views and clicks per paid listing.",
      "Write the page with the template below; say the date each number was counted, and never round up.",
      "Ask every employer whose listing got applicants for one sentence on the candidates, and put two on the page with their permission.",
      "Link the page from every job, the footer of {jbEmail} and every note to an employer.",
      "Update the numbers on the first Monday of each month.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["Last month's numbers from the board and the email tool", "Two quotes from employers", "An hour on the first Monday of each month"],
    successMetrics: ["Visits to the employer page", "Share of visitors who post a listing", "Progress towards: {metrics}"],
    template: `# Hire {jbNiche} people on {product}

Who will see your job (counted {{date}}):
- {{subscribers}} {jbCandidates} get our weekly job email ({{open rate}} open it)
- {{monthly visitors}} visitors to the board last month
- A paid listing got a median of {{views}} views and {{clicks}} clicks to apply last month

Every listing shows the pay range and remote policy. That's why candidates read us, and why the ones who apply already know the terms.

Price
- One listing for {jbDays}: {jbPrice}
- Bundles: {jbBundle}, used within six months
- Featured at the top of the board and the email: {jbFeatured}

"{{an employer's words about the candidates}}", {{name}}, {{company}}

Post a job: {website}`,
    marketingWisdom:
      "Buyers of media pay for an audience they can verify. The media kit of a small publication wins with specific, dated numbers and named quotes, because vagueness reads as small anyway.",
  },
  {
    id: "job-board-hiring-signals",
    jobBoard: 5,
    side: "supply",
    name: "Notes to engineering managers at {jbEmployers} with hiring signals",
    kinds: ["marketplace"],
    goals: ["revenue", "signups"],
    stages: ALL_STAGES,
    channels: ["cold-email", "linkedin"],
    requires: [],
    uses: [],
    cost: { min: 0, max: 100 },
    paid: false,
    hoursPerWeek: 3,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "An employer pays for a listing only when they are hiring right now, so ten short notes a week to the people hiring at {jbEmployers} that just raised money or list {jbNiche} roles on their own careers page reach them in the weeks they would pay, while a general announcement reaches everyone at the wrong time.",
    description:
      "Each week, list ten employers with a fresh hiring signal: a funding round announced in the last two months, a {jbNiche} role on their careers page, a job ad that names the skill, an engineering write-up about adopting it. Write to the engineering manager or founder (not a generic inbox) with one specific line about their signal and an offer that lowers the risk (the first listing free or at a discount).",
    steps: [
      "Set up the sources: funding announcements (Crunchbase News, TechCrunch, the founder's own posts), careers pages you already check for seeding, and job searches for the stack's name; note each signal in a sheet with the date.",
      "Each Monday, pick ten employers with a signal from the last two months, and find the engineering manager, the CTO or the founder.",
      "Check the rules on business email where you and they are, then send the note below by email or LinkedIn, one person at a time, with one line specific to them.",
      "Follow up once after a week if there is no answer; then stop, and note it in the sheet.",
      "Every Friday, count notes sent, replies and listings posted; after four weeks, keep the signal that brought the most listings and drop the weakest.",
    ],
    setupSteps: 1,
    groundworkSteps: 1,
    resourcesNeeded: ["A sheet of employers with a dated hiring signal", "A way to find the engineering manager (the team page, LinkedIn)", "A first-listing code"],
    successMetrics: ["Notes sent a week (ten)", "Share that reply and share that post", "Progress towards: {metrics}"],
    template: `Subject: {{company}}'s {{role or team}}: {jbNiche} candidates

Hi {{first name}},

Congratulations on {{their hiring signal}}. I saw you're hiring {{role title}}.

I run {product}, a job board only for {jbNiche} jobs, with a weekly email to {{subscribers}} {jbCandidates}. Every listing shows pay and remote policy, so people who apply already know the terms.

Your first listing is {{free or at a discount}} if you post it by {{date}}; after that it's {jbPrice} for {jbDays}. Here's who reads us: {{link to employer page}}

Not hiring for this now? Just say so and I won't write again.

{{your name}}`,
    marketingWisdom:
      "Timing beats targeting in B2B sales: a buyer with a live need (a role open this month, a round just raised) answers a short, specific note; the same note a month later goes unread.",
  },
  {
    id: "job-board-communities",
    jobBoard: 6,
    side: "demand",
    name: "Where {jbCandidates} already gather: their newsletters, forums, chats and meetups",
    kinds: ["marketplace"],
    goals: ["signups", "awareness", "revenue"],
    stages: ALL_STAGES,
    channels: ["community", "reddit", "discord", "meetups", "newsletter", "speaking"],
    requires: [],
    uses: ["community", "content"],
    cost: { min: 0, max: 300 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: true,
    timeFrame: "Ongoing",
    impact: "Medium Impact",
    why: "{jbCandidates} already read and talk in a few places, each with its own rules on job posts, so taking part there on their terms, and offering the organisers something useful, brings subscribers who trust the board from the first email.",
    description:
      "The places to check first: {jbPlaces}. Read each one's rules before posting anything; where job posts are allowed, post the way the rules say (often in an official hiring thread), and elsewhere take part as yourself and mention {product} only when it answers a question. Offer meetup organisers a free listing for their sponsors or to pay for the pizza, if they want it.",
    steps: [
      "List the places above with their rules on job posts and self-promotion, and what each allows (a hiring thread, a jobs channel, a newsletter's jobs section, nothing).",
      "Where hiring threads or a jobs section exist, check how they are compiled and whether a board may post there; if it may, post the week's best paid listings the way the rules ask, each with pay and remote policy.",
      "Elsewhere, answer questions about hiring, pay and remote work as yourself; link to {product} only when it is the answer.",
      "Write to two meetup or conference organisers a month: a free listing for their sponsors' jobs, or food at the next meetup in return for a mention, if their rules allow it.",
      "Ask on the sign-up form where people heard of {product}, and every Friday count sign-ups by source.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A list of the places with their rules on job posts", "An hour twice a week", "A small budget for meetup food, if organisers want it"],
    successMetrics: ["Sign-ups by source each week", "Hiring-thread posts allowed and their clicks", "Progress towards: {metrics}"],
    template: `To a meetup or conference organiser:

Hi {{first name}},

I run {product}, a job board only for {jbNiche} jobs (pay and remote policy on every listing). I'd love to support {{meetup name}}: either a free listing for each of your sponsors' open roles, or food at the next meetup, with a one-line mention if that's OK with you. No talk, no pitch.

If neither suits, no problem at all, and thanks for running it.

{{your name}}`,
    marketingWisdom:
      "Communities reward members and punish advertisers: a founder who helps first and follows each place's rules is welcomed, and a board that shows up only to post links is banned and remembered.",
  },
  {
    id: "job-board-transparency",
    jobBoard: 7,
    side: "demand",
    name: "Pay range and remote-policy tags on every listing, as the board's rule",
    kinds: ["marketplace"],
    goals: ["signups", "revenue", "retention", "awareness"],
    stages: ALL_STAGES,
    channels: ["seo", "community"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "Medium Impact",
    why: "{jbCandidates} waste hours on ads that hide the pay or say 'remote' and mean one country, so a board where every listing shows a pay range and a clear remote policy is a reason to prefer it over {jbRival}, and employers who accept the rule get applicants who already agree to the terms.",
    description:
      "Make two fields required on every paid listing: a pay range and a remote policy from a short list (fully remote anywhere, remote within named countries or time zones, hybrid). Show them as tags on the board, in {jbEmail} and as filters. Say the rule on the employer page and the sign-up page. Check whether pay information is already required by law where some employers hire (several US states require ranges in job ads, and the EU's Pay Transparency Directive is coming into national laws): a reason employers will accept the rule.",
    steps: [
      "Add the two required fields to the listing form; the remote policy from a short list, with the time zones or countries when it is not 'anywhere'.",
      "Show both as tags on every job and in the email, and add filters for them on the board.",
      "Write the rule in one line on the employer page and the sign-up page, and answer employers who push back with the template below.",
      "For seeded jobs without a published range, show 'Pay not published by the employer' rather than guessing.",
      "Each month, compare clicks to apply on listings with and without a full range, and put the result on the employer page.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["Two required fields on the listing form", "Tags and filters on the board", "A one-line rule on the employer and sign-up pages"],
    successMetrics: ["Share of listings with a pay range and a remote policy", "Clicks to apply, with and without a range", "Progress towards: {metrics}"],
    template: `Rule, on the employer page and the sign-up page:
Every job on {product} shows a pay range and a clear remote policy. Candidates told us these are the two things ads hide most.

---
To an employer who does not want to publish a range:
Hi {{first name}}, thanks for posting. Every listing on {product} shows a pay range: it's why {jbCandidates} read us, and listings with a range got {{share}} more clicks to apply last month. A wide range is fine. Which range should we show?`,
    marketingWisdom:
      "Positioning is choosing what you will not do: a board that refuses listings without pay or with a vague 'remote' gives candidates a reason to come and employers a reason to believe the applicants are serious.",
  },
  {
    id: "job-board-bundles-renewals",
    jobBoard: 8,
    side: "supply",
    name: "3- and 5-listing bundles, featured listings and a renewal note before each listing ends",
    kinds: ["marketplace"],
    goals: ["revenue", "retention"],
    stages: ALL_STAGES,
    channels: ["email-marketing"],
    requires: [],
    uses: [],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "The cheapest paid listing is the next one from an employer who already paid, so bundles that make the second and third roles cheaper, a featured spot for urgent roles, and a note with the listing's numbers before it expires add listings without finding a single new employer.",
    description:
      "Offer three things besides the single listing at {jbPrice}: bundles ({jbBundle}, to be used within six months; prices to test), a featured spot at the top of the board and the email for {jbFeatured}, and a renewal at the same price when a role is still open. Two days before each listing ends, send the employer its numbers and the choice: renew, feature, or close it.",
    steps: [
      "Set the bundle and featured prices (start from those above and test), and add them to the checkout and the employer page.",
      "Write the renewal note below and send it two days before each listing ends, by hand at first, with the listing's views and clicks to apply.",
      "When an employer posts a second role within three months, offer the bundle with the first listing's price counted towards it.",
      "Every Friday, count renewals, bundles sold and featured listings next to new employers' listings.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["Bundle and featured prices in the checkout", "Each listing's views and clicks", "A list of listings ending this week"],
    successMetrics: ["Renewals as a share of listings that end", "Bundles and featured listings sold", "Progress towards: {metrics}"],
    template: `Subject: Your {{role title}} listing ends on {{date}}

Hi {{first name}},

Your {{role title}} listing on {product} ends on {{date}}. So far: {{views}} views, {{clicks}} clicks to apply, and it went out to {{subscribers}} {jbCandidates} in our weekly email.

If the role is still open:
- Renew for another {jbDays} at {jbPrice}
- Or feature it at the top of the board and the email for {jbFeatured}

Hiring for more roles this year? {jbBundle}.

Filled it? Brilliant, tell me and I'll close it today.

{{your name}}`,
    marketingWisdom:
      "Revenue from existing customers is the cheapest revenue there is: for a listing business, renewals and bundles are what turn one-off buyers into accounts.",
  },
  {
    id: "job-board-paid-reach",
    jobBoard: 9,
    name: "Paid placements in the newsletters and podcasts {jbCandidates} follow, and LinkedIn ads to hiring managers",
    kinds: ["marketplace"],
    goals: ["revenue", "signups", "awareness"],
    stages: ALL_STAGES,
    channels: ["sponsorships", "newsletter", "linkedin-ads", "linkedin", "podcast"],
    requires: ["paid"],
    workaround: {
      paid: "Book the newsletter slots yourself (their owners send the format), and hire a freelancer who runs LinkedIn campaigns for a fixed fee for the first month, with the cost per employer-page visit and per paid listing shown to you each week.",
    },
    uses: ["paid"],
    cost: { min: 2500, max: 20000 },
    paid: true,
    hoursPerWeek: 2,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "A budget this size can buy both sides at once: placements in the newsletters and podcasts {jbCandidates} already read bring subscribers to the job email, and LinkedIn ads aimed at engineering and hiring managers at {jbEmployers} bring employers to the employer page, each judged by what it costs per subscriber and per paid listing.",
    description:
      "Split the budget between the two sides. Candidates: sponsored slots in two or three newsletters or podcasts in the niche, each sending to the job email's sign-up page with its own link. Employers: a LinkedIn ads test aimed at job titles such as engineering manager and CTO at companies of the right size, sending to the employer page with the first listing free. Keep what brings subscribers and paid listings at a cost you can repeat; drop the rest after four weeks.",
    steps: [
      "List the newsletters and podcasts in the niche that sell sponsored slots; ask each for its audience numbers, price and dates, and check the audience is the candidates you want.",
      "Book two or three slots over the plan's first six weeks, each with its own tracked link to the sign-up page and a line about pay and remote policy on every job.",
      "Set up a LinkedIn ads test (check LinkedIn's current minimum budgets and targeting options) aimed at engineering managers, CTOs and founders at companies of the right size, sending to the employer page; cap the daily budget.",
      "Each Friday, count what each placement and each ad cost per new subscriber and per paid listing, next to what seeding and notes to employers cost in your time.",
      "After four weeks, move the money to whatever brings paid listings at the lowest cost, and stop the rest.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A monthly budget split between the two sides", "Tracked links for each placement and ad", "A LinkedIn Campaign Manager account"],
    successMetrics: ["Cost per new subscriber from each placement", "Cost per paid listing from the ads", "Progress towards: {metrics}"],
    template: `Sponsored slot (for the newsletter's or podcast's own format):
{product} is a job board only for {jbNiche} jobs, and every listing shows the pay range and remote policy. Get the new ones every week: {{tracked sign-up link}}

---
LinkedIn ad, to engineering and hiring managers:
Hiring {jbCandidates}? {product} reaches {{subscribers}} of them every week, and every listing shows pay and remote policy. Your first listing is free: {{tracked employer page link}}`,
    marketingWisdom:
      "Paid reach works for a marketplace when it is bought side by side and judged by the unit that earns: a subscriber is worth what the listings they attract pay, so every placement is measured per subscriber and per paid listing, not per click.",
  },
];
