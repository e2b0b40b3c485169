import type { AudienceType, ProductStage } from "~/wizard/options";
import type { LibraryTactic } from "./types";

/*
 * The curated tactic library of the built-in planner. Written for indie developers, founders and small
 * teams: each entry is something one person can start this week, with a template that can be sent as is
 * once the [bracketed] parts are filled. Names use the words the result view keys its template
 * families on (email, outreach, sales, linkedin, content, blog, social, webinar, workshop, launch,
 * product hunt, partner, collaboration, referral).
 */

const ALL_STAGES: ProductStage[] = ["mvp", "beta", "launched", "growth", "scaling"];
const LIVE: ProductStage[] = ["launched", "growth", "scaling"];
const BETA_ON: ProductStage[] = ["beta", "launched", "growth", "scaling"];
const EARLY: ProductStage[] = ["mvp", "beta", "launched"];

const EVERYONE: AudienceType[] = [
  "b2b-enterprise", "b2b-smb", "b2c-general", "b2c-niche", "developer", "freelancer", "creators",
  "prosumer", "students", "mixed", "other",
];
const B2B: AudienceType[] = ["b2b-enterprise", "b2b-smb"];
const CONSUMERS: AudienceType[] = ["b2c-general", "b2c-niche", "creators", "students", "prosumer"];

export const TACTIC_LIBRARY: readonly LibraryTactic[] = [
  // ─── Founder-led sales and outreach ────────────────────────────────────────────────────────────
  {
    id: "cold-email",
    name: "Founder-led cold email to 5 prospects a day",
    requires: [],
    uses: ["sales", "content"],
    channels: ["sales", "email"],
    goals: ["signups", "revenue", "partnerships"],
    audiences: [...B2B, "freelancer", "developer", "prosumer", "creators"],
    stages: ALL_STAGES,
    minBudget: "bootstrapped",
    paidAds: false,
    contentHeavy: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    description:
      "Write to five hand-picked {audience} {geo} every weekday, from your own inbox, about one problem {product} solves. Small volume keeps every message personal, and the replies teach you the words customers really use.",
    implementation: [
      "Build a list of 100 prospects who look like your best user today: name, role, and one public detail you can mention (a post, a job ad, a changelog).",
      "Write a four-sentence email: the trigger you noticed, the problem, what {product} does about it, and a yes/no question. No attachments, no links in the first email.",
      "Send 5 a day from your own address, Monday to Friday, and log each one in a sheet: sent, replied, call booked.",
      "Follow up once after 3 working days with a one-line nudge, then stop.",
      "Every Friday, reread the replies and rewrite the opening line that earned the fewest answers.",
    ],
    resourcesNeeded: ["Your own email account (no bulk tool at this volume)", "A spreadsheet or free CRM", "30-45 minutes each weekday"],
    successMetrics: ["Reply rate above 15%", "3 calls booked per 25 emails sent", "Progress towards: {metrics}"],
    template: `Subject: quick question about [their problem]

Hi [Name],

I saw [specific detail: their post / job ad / launch] and guessed [Company] is dealing with [problem] right now.

I'm building {product}: it helps {audience} [one-line outcome] without [the usual pain]. A few teams like yours already [early result].

Would it help if I sent a 2-minute video of how it would work for [Company]? A simple yes or no is fine.

Thanks,
[Your name]
Founder, {product}
{website}

---
Follow-up (3 working days later):
Hi [Name], bumping this in case it got buried. Happy to close the loop if [problem] isn't a priority right now.`,
    marketingWisdom:
      "Five thoughtful emails beat five hundred templated ones: personalisation is the strategy, not a trick. Keep the opening line that earns replies and throw the rest away.",
  },
  {
    id: "customer-calls",
    name: "20 customer discovery calls in 30 days",
    requires: [],
    uses: ["sales"],
    channels: ["research", "sales"],
    goals: ["signups", "retention", "revenue", "fundraising"],
    audiences: EVERYONE,
    stages: ["mvp", "beta", "launched", "growth"],
    minBudget: "bootstrapped",
    paidAds: false,
    contentHeavy: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    description:
      "Talk to twenty {audience} {geo} in a month, about their problem rather than your product. The calls give {product} its positioning, its first users and the quotes you will reuse on the landing page.",
    implementation: [
      "Write down the three assumptions about {audience} that would hurt most if wrong.",
      "Invite 40 people (users, sign-ups, people from communities you are in) to a 20-minute call; expect half to say yes.",
      "Run every call with the same five questions about the last time they hit the problem; record with permission.",
      "After each call, note the exact phrases they used and the workaround they rely on today.",
      "After call 20, rewrite your one-line pitch using their words and share a summary with everyone you spoke to.",
    ],
    resourcesNeeded: ["A free booking link (Cal.com or Calendly)", "A notes template", "About 10 hours over the month"],
    successMetrics: ["20 calls completed", "3 or more people asking to try or pay", "A pitch line reused from customers' own words"],
    template: `Subject: 20 minutes to pick your brain about [problem]?

Hi [Name],

I'm [Your name], building {product} for {audience}. This isn't a sales call: I want to learn how you handle [problem] today and what it costs you.

Could you spare 20 minutes this week or next? Here's my calendar: [booking link]. As a thank-you, I'll share what I learn from all 20 conversations.

[Your name]

---
Call script:
1. "Walk me through the last time you dealt with [problem]. What happened?"
2. "What did you try to fix it? What did that cost in time or money?"
3. "If you had a magic wand, what would be different?"
4. (Only at the end) "Here's what {product} does. Where does it fit, and where does it miss?"
5. "Who else should I talk to about this?"`,
    marketingWisdom:
      "Ask about the past, not the future: \"what did you do last time\" gets facts, \"would you use this\" gets politeness. Twenty honest conversations are worth more than a thousand survey responses.",
  },
  {
    id: "pilot-program",
    name: "Paid pilot offer for design partners",
    requires: [],
    uses: ["sales"],
    channels: ["sales", "proof"],
    goals: ["revenue", "fundraising", "partnerships"],
    audiences: [...B2B],
    stages: EARLY,
    minBudget: "bootstrapped",
    paidAds: false,
    contentHeavy: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    description:
      "Offer three to five {audience} a short, paid pilot of {product} with one measurable goal. A pilot that costs money separates real buyers from polite ones and turns into your first case study and your strongest traction proof.",
    implementation: [
      "Pick the one outcome {product} can move within six weeks and how you will measure it.",
      "Offer the pilot to prospects who told you the problem is painful, not to everyone.",
      "Price it low but not free, credited against the first year if they continue.",
      "Hold a 30-minute check-in every week and keep a shared doc of results.",
      "At week six, review the goal together and ask for the annual contract or a referral.",
    ],
    resourcesNeeded: ["A one-page pilot agreement", "A shared results doc", "2-3 hours a week per pilot"],
    successMetrics: ["3 signed pilots", "2 of 3 pilots converting to paid", "One case study with a number in it"],
    template: `Subject: {product} pilot proposal for [Company]

Hi [Name],

Following our call, here's a simple pilot proposal:

Goal: [the measurable outcome you agreed, e.g. cut report preparation time by 30%]
Scope: [team / number of users / one workflow]
Length: 6 weeks, starting [date]
What we do: set up {product}, a 30-minute check-in each week, [custom integration or report]
What you do: give us [data access / one point of contact] and tell us honestly what isn't working
Price: [$X], credited in full against the first year if you continue
Success check: in week 6 we review [the goal metric] together. If we missed it, you don't renew, no hard feelings.

If this looks right, reply "go" and I'll send a one-page agreement.

[Your name]
Founder, {product}`,
    marketingWisdom:
      "A design partner who pays even a little gives you better feedback than ten who pay nothing, because they need it to work. Price signals seriousness on both sides.",
  },
  {
    id: "demo-script",
    name: "Sales discovery call and demo script",
    requires: ["sales"],
    uses: [],
    channels: ["sales"],
    goals: ["revenue", "partnerships"],
    audiences: [...B2B, "freelancer", "prosumer"],
    stages: BETA_ON,
    minBudget: "bootstrapped",
    paidAds: false,
    contentHeavy: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    description:
      "Run every sales call for {product} the same way: understand the pain first, demo only what solves it, and agree on a dated next step. A repeatable call is what lets a small team close without a sales department.",
    implementation: [
      "Write your discovery questions and the two demo flows that match the most common pains.",
      "Use the script on the next five calls and record them (with permission).",
      "Send the follow-up email within two hours of every call, quoting the pain in their words.",
      "After ten calls, remove the questions nobody answers well and add the objections you keep hearing.",
    ],
    resourcesNeeded: ["A video call tool with recording", "A demo account with realistic data", "A simple pipeline sheet or CRM"],
    successMetrics: ["Call-to-next-step rate above 50%", "Time from first call to decision", "Win rate on qualified calls"],
    template: `{product} discovery call (30 minutes)

1. Open (2 min): "Thanks for making time, [Name]. My goal today is to understand how [Company] handles [problem] and whether {product} fits. If it doesn't, I'll say so. Sound fair?"
2. Situation (8 min): "How do you handle [problem] today? Who's involved? Which tools?"
3. Pain (8 min): "What happens when it goes wrong? What does that cost each month? Who feels it most?"
4. Demo (8 min): show only the two features that solve the pain they just described, in their words.
5. Next step (4 min): "Does it make sense to [trial with your data / bring in the decision maker]? How do you usually buy tools like this, and who signs off?"

---
Follow-up email (same day):
Subject: {product} next steps for [Company]

Hi [Name], thanks for today. You said [pain in their words] costs roughly [cost]. As agreed, the next step is [action] on [date]. Here's the recording and a short summary: [link].

[Your name]`,
    marketingWisdom:
      "Whoever talks most on a discovery call should be the buyer. If you demo before you know the pain, you are guessing which features matter.",
  },
  {
    id: "linkedin-abm",
    name: "LinkedIn account-based outreach to 50 target accounts",
    requires: ["sales"],
    uses: ["content"],
    channels: ["linkedin", "sales"],
    goals: ["revenue", "partnerships"],
    audiences: [...B2B],
    stages: LIVE,
    minBudget: "bootstrapped",
    paidAds: false,
    contentHeavy: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    description:
      "Choose 50 {audience} {geo} that fit {product} best, map two or three people at each, and work them on LinkedIn with relevant, human messages. Fewer accounts and more attention beats spraying connection requests.",
    implementation: [
      "List 50 target accounts with a clear reason each one should care now (hiring, funding, new regulation, tool change).",
      "Find the likely user and the likely budget owner at each account.",
      "Engage with their posts for a week before sending a connection request with a personal note.",
      "Send the three-step message sequence below; stop after the third touch.",
      "Track accounts, not people: an account is 'warm' once anyone there replies.",
    ],
    resourcesNeeded: ["LinkedIn profile that states what you do", "An account list sheet", "45 minutes a day"],
    successMetrics: ["Connection acceptance above 35%", "10 warm accounts out of 50", "Meetings booked per week"],
    template: `Connection request (under 300 characters):
Hi [Name], I work with [role]s at [industry] companies on [problem]. Your post about [topic] stuck with me; would be glad to connect.

Message after they accept (day 2):
Thanks for connecting, [Name]. Quick one: how is [Company] handling [problem] today? We built {product} after seeing teams lose [time/cost] on it. If it's on your radar this quarter, I can share a 2-minute walkthrough tailored to [Company].

Follow-up (day 7, if no reply):
[Name], a short example: [similar company] cut [metric] by [number]% with {product}. Worth a 15-minute look? If not, no worries, I'll leave it here.`,
    marketingWisdom:
      "In enterprise sales you are selling to a committee. Reaching the user and the budget owner at the same account doubles your odds far more cheaply than doubling the list.",
  },
  {
    id: "linkedin-founder",
    name: "LinkedIn founder posts, 3 a week",
    requires: [],
    uses: ["content", "social"],
    channels: ["linkedin", "social"],
    goals: ["awareness", "partnerships", "fundraising", "signups"],
    audiences: [...B2B, "freelancer", "creators", "students", "mixed"],
    stages: ALL_STAGES,
    minBudget: "bootstrapped",
    paidAds: false,
    contentHeavy: false,
    timeFrame: "Ongoing",
    impact: "Medium Impact",
    description:
      "Post three short, specific posts a week from the founder's own profile about the problem {product} solves, what you are learning and what you are shipping. Buyers, partners and investors check the founder before the company page.",
    implementation: [
      "Rewrite your profile headline to say who you help and how: 'Building {product}: [outcome] for {audience}'.",
      "Keep a running list of post ideas from customer calls, support questions and your own mistakes.",
      "Post Monday, Wednesday and Friday: one lesson, one behind-the-scenes, one customer story or data point.",
      "Spend 15 minutes after each post replying to comments and commenting on five posts by people in your audience.",
      "Once a month, check which posts brought profile visits and DMs, and do more of those.",
    ],
    resourcesNeeded: ["Your LinkedIn profile", "A notes file of post ideas", "About 2 hours a week"],
    successMetrics: ["Follower growth from your target audience", "Inbound DMs or demo requests per month", "Profile views after each post"],
    template: `I spent [time] talking to [number] {audience} about [problem].

The surprising part: [counter-intuitive insight].

Most of them were [current workaround], which costs them [time / money / stress].

So we're building {product} to [outcome], without [the old pain].

3 things I learned along the way:
1. [Lesson]
2. [Lesson]
3. [Lesson]

If you're dealing with [problem] too, comment "[keyword]" and I'll send you early access to {product}.

#[topic] #[topic]`,
    marketingWisdom:
      "Specific beats polished: a post with one real number and one real mistake outperforms a perfect announcement. People follow founders, not logos.",
  },
  // ─── Launches and directories ──────────────────────────────────────────────────────────────────
  {
    id: "product-hunt",
    name: "Launch on Product Hunt",
    requires: [],
    uses: ["design", "social", "community"],
    channels: ["launch", "community"],
    goals: ["awareness", "signups", "fundraising"],
    audiences: ["developer", "prosumer", "b2c-general", "b2c-niche", "creators", "b2b-smb", "freelancer", "students", "mixed"],
    stages: ["beta", "launched", "growth"],
    minBudget: "bootstrapped",
    paidAds: false,
    contentHeavy: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    description:
      "A prepared Product Hunt launch puts {product} in front of early adopters for a day and leaves you with backlinks, a badge and a burst of sign-ups. The work is in the three weeks before, not on the day.",
    implementation: [
      "Three weeks out: create your maker profile, follow and comment on launches in your category, and pick a Tuesday to Thursday launch date.",
      "Prepare a tagline under 60 characters, 4-6 gallery images, a 60-second demo video and a launch-day offer.",
      "Two weeks out: make a list of everyone who has used or supported {product} and tell them the date.",
      "Launch at 12:01 am Pacific time, post the maker comment at once, and answer every comment within the hour.",
      "The week after: email everyone who signed up during the launch and add the badge to your site.",
    ],
    resourcesNeeded: ["Gallery images and a short demo video", "A supporter list", "One full day of availability on launch day"],
    successMetrics: ["Top 10 of the day", "Sign-ups on launch day and the week after", "Number of meaningful comments and feedback items"],
    template: `Maker's first comment:
Hi Product Hunt! I'm [Your name], maker of {product}.

The problem: [one sentence about the pain {audience} feel].
What we built: {product} [does X] so you can [outcome].
Why now: [what changed / why you started].

Launch-day offer: [e.g. 3 months free with code HUNT].

I'd love your honest feedback, especially on [specific question]. I'll be here answering every comment all day.

---
Message to supporters (send the day before):
Hi [Name], tomorrow at 12:01 am PT we launch {product} on Product Hunt. If it's been useful to you, a comment about how you use it would mean a lot: [Product Hunt link]. No pressure at all, and thank you for the support so far!`,
    marketingWisdom:
      "Never ask for upvotes: ask for honest comments. The launch that wins is the one whose maker shows up in every thread, not the one with the biggest list.",
  },
  {
    id: "show-hn",
    name: "Show HN launch post",
    requires: [],
    uses: ["content"],
    channels: ["launch", "community"],
    goals: ["awareness", "signups"],
    audiences: ["developer", "prosumer"],
    stages: ["beta", "launched", "growth"],
    minBudget: "bootstrapped",
    paidAds: false,
    contentHeavy: false,
    timeFrame: "Quick Win",
    impact: "Medium Impact",
    description:
      "A plain, honest Show HN post about how {product} works can bring thousands of technical visitors in a day. Hacker News rewards substance and a try-it-now link, and punishes marketing language.",
    implementation: [
      "Make sure people can try {product} without signing up, or with a demo account.",
      "Write the post as an engineer: what you built, how it works, what it doesn't do yet.",
      "Post on a weekday morning US Eastern time, then stay online to answer every question for six hours.",
      "Fix the bugs people report during the day and say so in the thread.",
    ],
    resourcesNeeded: ["A no-signup demo", "A server that can take a traffic spike", "A free day to answer comments"],
    successMetrics: ["Front page for at least an hour", "Sign-ups from the thread", "Technical feedback you can act on"],
    template: `Title: Show HN: {product} – [what it does in plain words, no superlatives]

Hi HN, I'm [Your name]. I built {product} because [the problem you hit yourself, in two sentences].

How it works: [the technical approach, what is interesting under the hood, your stack].

What it doesn't do yet: [honest limits].

You can try it without signing up: {website}
Pricing: [free / price]. [Licence, if open source.]

I'd really like feedback on [specific question]. I'll be around all day to answer questions.`,
    marketingWisdom:
      "On Hacker News, admitting limits earns more trust than listing features. Answer the harshest comment first, and kindly.",
  },
  {
    id: "dev-directories",
    name: "Submit to developer tool directories and awesome lists",
    requires: [],
    uses: [],
    channels: ["directory", "docs"],
    goals: ["awareness", "signups"],
    audiences: ["developer", "prosumer"],
    stages: BETA_ON,
    minBudget: "bootstrapped",
    paidAds: false,
    contentHeavy: false,
    timeFrame: "Quick Win",
    impact: "Medium Impact",
    description:
      "Get {product} listed where developers look for tools: GitHub awesome lists, AlternativeTo, StackShare, DevHunt and console.dev. Each listing is small; together they bring steady, high-intent visitors and backlinks.",
    implementation: [
      "Find 10 awesome lists and 5 directories where tools like {product} already appear.",
      "Read each list's contribution rules and match their description format exactly.",
      "Open one pull request or submission a day, using the template below.",
      "Track which listings send visitors and keep those descriptions up to date.",
    ],
    resourcesNeeded: ["A GitHub account", "A 100-character description and a logo", "15 minutes a day for two weeks"],
    successMetrics: ["10 accepted listings", "Referral visits from directories each month", "Sign-ups attributed to listings"],
    template: `Pull request title: Add {product} to [Category]

Pull request body:
Hi! This adds {product} ({website}) to the [Category] section.

- What it is: [one line, under 100 characters, no marketing adjectives]
- Why it fits this list: [how it differs from the entries already listed]
- Licence / pricing: [MIT / free tier / paid]
- Maintained: yes, last release [date]

I've followed the contribution guidelines (alphabetical order, description format). Happy to adjust the wording.

---
Directory blurb (AlternativeTo, StackShare, DevHunt, console.dev):
{product}: [one-line value proposition]. Built for developers who [job to be done]. [Key feature 1], [key feature 2], [free tier / open source].`,
    marketingWisdom:
      "Developers distrust ads but trust curated lists. A listing in the right awesome list keeps sending visitors for years.",
  },
  {
    id: "review-sites",
    name: "List on SaaS review sites and ask 10 users for reviews",
    requires: [],
    uses: [],
    channels: ["directory", "proof"],
    goals: ["awareness", "signups", "revenue"],
    audiences: [...B2B, "freelancer", "prosumer"],
    stages: LIVE,
    minBudget: "bootstrapped",
    paidAds: false,
    contentHeavy: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    description:
      "Claim {product}'s profiles on G2, Capterra and similar sites and ask your happiest users for honest reviews. Business buyers {geo} check these sites before a call; ten good reviews make you a safe choice.",
    implementation: [
      "Claim free profiles on two review sites your buyers actually use and fill every field.",
      "Pick the 10 users who got the clearest result and ask them personally, one email each.",
      "Reply publicly to every review, including the critical ones.",
      "Add the review badges and two quotes to your pricing page.",
    ],
    resourcesNeeded: ["Free vendor profiles", "A list of happy users", "Screenshots and a logo"],
    successMetrics: ["10 reviews with an average of 4.5 or more", "Visitors from review sites", "Deals where the buyer mentions reviews"],
    template: `Subject: a 3-minute favour for {product}?

Hi [Name],

You've been using {product} for [time period], and your feedback shaped [feature]. Thank you.

Buyers like you check review sites before they trust a new tool. Would you leave an honest review here: [review link]? It takes about 3 minutes; the most helpful reviews say what you used before and what changed.

[If the site allows it: as a thank-you, we'll send you a [gift card / free month].]

Thanks,
[Your name]
{product}`,
    marketingWisdom:
      "Ask for a review right after a customer tells you something good, in their words. Timing matters more than incentives.",
  },
  // ─── Proof, investors and partners ─────────────────────────────────────────────────────────────
  {
    id: "investor-update",
    name: "Monthly investor update with traction proof",
    requires: [],
    uses: ["analytics"],
    channels: ["investor", "proof"],
    goals: ["fundraising"],
    audiences: EVERYONE,
    stages: ALL_STAGES,
    minBudget: "bootstrapped",
    paidAds: false,
    contentHeavy: false,
    timeFrame: "Ongoing",
    impact: "High Impact",
    description:
      "Send a short update on {product} every month to investors, angels you would like to raise from and advisors. It turns your numbers into a visible trajectory, so when you raise, the people you pitch have watched you execute.",
    implementation: [
      "Choose three metrics that show progress for {product} at this stage and track them monthly.",
      "Build a list of current investors plus 20-30 prospective investors and angels who said 'keep me posted'.",
      "Send the update on the same day every month, good month or bad.",
      "Always include one specific ask; thank anyone who helps in the next update.",
      "Three months before raising, add a line that you will be raising and when.",
    ],
    resourcesNeeded: ["A metrics sheet", "An investor list", "One hour a month"],
    successMetrics: ["Open rate above 60%", "Replies with help or intros per update", "Investor meetings booked when you start raising"],
    template: `Subject: {product} update, [Month]: [one-line headline, e.g. "32% month-on-month revenue growth"]

Hi [Name],

TL;DR: [one sentence on the month's biggest change].

Key metrics
- [North-star metric]: [value] ([+/-]% vs last month)
- Revenue / MRR: [value]
- Active users: [value]; week-4 retention: [value]%
- Burn: [value] a month; runway: [N] months

Highlights
- [Win 1, with a number]
- [Win 2: a customer quote or logo]

Lowlights (what didn't work and what we changed)
- [Honest miss and the fix]

Asks
- Intros to [specific kind of person, e.g. "heads of operations at 50-200 person logistics firms"]
- [Hire or advice needed]

Thanks for reading,
[Your name], founder of {product}`,
    marketingWisdom:
      "Investors back trajectories, not snapshots. Twelve consistent updates, including the bad months, are the best traction proof you can hand a new investor.",
  },
  {
    id: "investor-intros",
    name: "Traction one-pager and warm investor intros",
    requires: [],
    uses: ["design", "analytics"],
    channels: ["investor", "proof"],
    goals: ["fundraising", "partnerships"],
    audiences: EVERYONE,
    stages: BETA_ON,
    minBudget: "bootstrapped",
    paidAds: false,
    contentHeavy: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    description:
      "Condense {product}'s traction into a one-page summary and get introduced to investors through people who already trust you. Warm, double opt-in introductions convert many times better than cold decks.",
    implementation: [
      "Write the one-pager: problem, solution, traction chart, customers, team, the raise and what it buys.",
      "List 30 investors who back companies like {product} at your stage, and who in your network knows each one.",
      "Send connectors the forwardable email below so the intro takes them one click.",
      "Book first meetings within a two-week window so conversations move in parallel.",
    ],
    resourcesNeeded: ["A one-page traction summary (PDF)", "An investor target list", "A short deck for follow-ups"],
    successMetrics: ["Intro-to-meeting rate above 50%", "First meetings booked in two weeks", "Second meetings or term-sheet conversations"],
    template: `Subject: Intro request: {product} ([one-line traction proof])

Hi [Connector name],

Would you be open to introducing me to [Investor name]? I think {product} fits their focus on [thesis] because [specific reason]. Below is a short note you can forward as is; please only make the intro if they say yes.

---
Forwardable note:
{product} helps {audience} [outcome]. Since [launch month] we've grown to [key metric], growing [rate] a month, with [notable customer or proof point]. We're raising [amount] to reach [milestone] in 18 months. One-pager attached; happy to send the deck.

[Your name], founder, {website}
---

Thank you, I owe you one.
[Your name]`,
    marketingWisdom:
      "A forwardable email is a gift to the connector: if they have to write the introduction themselves, it often never happens.",
  },
  {
    id: "testimonials",
    name: "Collect customer testimonials and mini case studies",
    requires: [],
    uses: ["content", "design"],
    channels: ["proof", "sales"],
    goals: ["revenue", "signups", "fundraising", "partnerships"],
    audiences: EVERYONE,
    stages: BETA_ON,
    minBudget: "bootstrapped",
    paidAds: false,
    contentHeavy: false,
    timeFrame: "Quick Win",
    impact: "Medium Impact",
    description:
      "Turn what happy users already say about {product} into short, named testimonials and two-paragraph case studies. Proof from people like them persuades {audience} more than anything you write about yourself.",
    implementation: [
      "Search your email, support chat and call notes for unprompted praise.",
      "Ask five of those users for permission and three short answers (see the template).",
      "Edit each into a before / after / result quote and send it back for approval.",
      "Place the quotes next to the sign-up button, on the pricing page and in sales emails.",
    ],
    resourcesNeeded: ["Access to support and email history", "A simple testimonial section on the site"],
    successMetrics: ["5 approved testimonials with names", "Sign-up conversion before and after adding them", "Testimonials used in sales conversations"],
    template: `Subject: could I quote you?

Hi [Name],

You mentioned [the nice thing they said / the result they got] with {product}. Would you be OK with me sharing that on our website?

To make it easy, here are three quick questions; two lines each is plenty:
1. What were you doing before {product}, and what was frustrating about it?
2. What changed after you started using it? A number helps (hours saved, revenue, fewer errors).
3. Who would you recommend it to?

I'll send you the final text to approve before anything goes live, with your name, role and [company / photo] only if you agree.

Thanks a lot,
[Your name]`,
    marketingWisdom:
      "The best testimonials mention the doubt they had before buying. \"I thought it would take weeks to set up, it took ten minutes\" answers an objection and tells a story.",
  },
  {
    id: "partner-newsletter",
    name: "Partner newsletter swaps",
    requires: [],
    uses: ["content"],
    channels: ["partner", "email"],
    goals: ["awareness", "signups", "partnerships"],
    audiences: ["b2b-smb", "creators", "freelancer", "b2c-niche", "developer", "prosumer", "students"],
    stages: BETA_ON,
    minBudget: "bootstrapped",
    paidAds: false,
    contentHeavy: false,
    timeFrame: "Quick Win",
    impact: "Medium Impact",
    description:
      "Swap recommendations with newsletters and small products that reach the same {audience} without competing with {product}. Each swap borrows an audience that already trusts the sender, at no cost.",
    implementation: [
      "List 20 newsletters and tools your users also read or use, with audience size if public.",
      "Start with the ten closest in size to you: swaps work best between peers.",
      "Send the pitch below with both blurbs already written.",
      "Use a separate link for each partner so you can see which swap brought sign-ups.",
    ],
    resourcesNeeded: ["Your newsletter, blog or user list (even a small one)", "Tracked links", "30 minutes per swap"],
    successMetrics: ["4 swaps a month", "Sign-ups per swap", "Partners who want to swap again"],
    template: `Subject: newsletter swap? {product} x [Their newsletter]

Hi [Name],

I read [Their newsletter] every week; your issue on [topic] was [specific reason it was good].

I run {product}, and our [newsletter / user list] reaches [number] {audience} who care about [shared interest]. Our audiences overlap but we don't compete, so I'd like to propose a simple swap: I recommend [Their newsletter] in our next issue, and you mention {product} in one of yours. I've written both blurbs so it's no work for you.

The blurb I'd suggest for yours:
"[Two-sentence recommendation of {product} and who it's for] → {website}"

Would [date range] work?

[Your name]`,
    marketingWisdom:
      "Partnerships start with giving: offer the first mention before you ask for yours. Small, similar-sized partners say yes far more often than big names.",
  },
  {
    id: "integration-partner",
    name: "Integration partnership with a complementary tool",
    requires: [],
    uses: ["sales"],
    channels: ["partner"],
    goals: ["partnerships", "signups", "revenue"],
    audiences: [...B2B, "developer", "prosumer", "freelancer", "creators"],
    stages: LIVE,
    minBudget: "bootstrapped",
    paidAds: false,
    contentHeavy: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    description:
      "Build one integration with a tool your users already pay for and launch it together. The partner's integrations directory and announcement put {product} in front of their customers at the moment they need it.",
    implementation: [
      "Ask your users which tools they use next to {product}; pick the one mentioned most that has a public API and a marketplace.",
      "Build the smallest useful integration (one workflow, both directions if possible).",
      "Pitch the partner with user demand as the reason, using the email below.",
      "Agree on a co-launch: marketplace listing, one joint post or email, and a shared help article.",
      "Measure sign-ups that come through the partner's directory each month.",
    ],
    resourcesNeeded: ["Developer time for the integration (1-3 weeks)", "A partner contact", "A help article and a demo video"],
    successMetrics: ["Integration listed in the partner's directory", "Sign-ups from the partner channel", "Retention of users who connect the integration"],
    template: `Subject: {product} + [Their product] integration for shared customers

Hi [Name],

[Number] of our users already use [Their product] alongside {product}, and several have asked for [specific workflow] to work between them.

We've sketched an integration that [what data flows where], so your users can [outcome] without leaving [Their product]. We'd build it; all we need from you is API access and a review.

If it's useful, we could then co-announce it: a listing in your integrations directory, one joint post or email, and a shared help article.

Open to a 20-minute call next week? [booking link]

[Your name], founder of {product}`,
    marketingWisdom:
      "Partners say yes to their customers' requests, not to yours. Lead with how many of their users want this, and do the work yourself.",
  },
  {
    id: "agency-partners",
    name: "Agency and consultant partner programme",
    requires: ["sales"],
    uses: ["content"],
    channels: ["partner", "sales"],
    goals: ["partnerships", "revenue"],
    audiences: [...B2B, "freelancer"],
    stages: LIVE,
    minBudget: "bootstrapped",
    paidAds: false,
    contentHeavy: false,
    timeFrame: "Long-term",
    impact: "High Impact",
    description:
      "Recruit agencies and consultants who already serve {audience} {geo} to recommend and set up {product} for their clients, for a recurring revenue share. Each good partner becomes a sales team you don't pay until it works.",
    implementation: [
      "Find 30 agencies or consultants whose clients match your best customers.",
      "Offer a revenue share, a free partner account and priority support for their clients.",
      "Give partners a one-page pitch, a demo video and a co-branded onboarding checklist.",
      "Check in monthly with active partners and share what their clients achieved.",
    ],
    resourcesNeeded: ["A partner page with terms", "Referral tracking (a coupon or tracked link is enough at first)", "A partner onboarding kit"],
    successMetrics: ["5 active partners", "Revenue from partner-referred customers", "Partner-referred customer retention"],
    template: `Subject: a revenue share for your clients who need [outcome]

Hi [Name],

I noticed [Agency] builds [type of projects] for [client type]. Many of those clients end up needing [the job {product} does], and that often lands on your team as unbilled work.

{product} handles that. For agency partners we offer:
- [20]% recurring revenue share on every client you refer, for 12 months
- A free partner account to use on client projects
- Co-branded onboarding and priority support for your clients

Worth a 15-minute call to see if it fits your stack? [booking link]

[Your name]
{product} · {website}`,
    marketingWisdom:
      "Partners sell what makes them look good to their clients. Make {product} easy to set up and they will recommend it without being asked.",
  },
  // ─── Retention and lifecycle ───────────────────────────────────────────────────────────────────
  {
    id: "onboarding-email",
    name: "Onboarding email sequence for new users",
    requires: [],
    uses: ["content", "analytics"],
    channels: ["lifecycle", "email"],
    goals: ["retention", "signups", "revenue"],
    audiences: EVERYONE,
    stages: BETA_ON,
    minBudget: "bootstrapped",
    paidAds: false,
    contentHeavy: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    description:
      "Three short, plain-text emails from the founder that move every new {product} user to the one action that predicts they stay. Most churn happens in the first week; this is where retention is won.",
    implementation: [
      "Find your activation step: the action users who stay have done in week one and users who leave have not.",
      "Write the three emails below, each pointing to that single action with a direct link.",
      "Send email 2 and 3 only to people who haven't activated yet.",
      "Reply personally to every answer; those replies are your best product research.",
      "After a month, compare week-2 retention of people who got the sequence with those who signed up before.",
    ],
    resourcesNeeded: ["An email tool with simple triggers (Loops, Customer.io, Resend, or your own code)", "One tracked activation event"],
    successMetrics: ["Activation rate in week 1", "Week-4 retention", "Replies to the founder email"],
    template: `Email 1 (immediately)
Subject: your first win with {product} in 5 minutes

Hi [First name],

Thanks for signing up for {product}. Most people get their first result by doing one thing: [the single activation step]. Here's the direct link: [deep link].

If anything gets in the way, reply to this email; it comes straight to me.

[Your name], founder

Email 2 (day 2, only if not activated)
Subject: stuck on [activation step]?

Hi [First name], I noticed you haven't [activation step] yet. The most common snag is [common blocker]. Here's the fix: [one-line fix or 60-second video].

Email 3 (day 5)
Subject: how [Customer] uses {product}

Hi [First name], [Customer] uses {product} to [specific outcome with a number]. Their setup: [three short steps]. Want me to set it up with you on a 15-minute call? [booking link]`,
    marketingWisdom:
      "Retention is decided in the first session. Every onboarding email should point to exactly one next action; two links halve the clicks on both.",
  },
  {
    id: "win-back",
    name: "Win-back email for inactive users",
    requires: [],
    uses: ["analytics"],
    channels: ["lifecycle", "email"],
    goals: ["retention", "revenue"],
    audiences: EVERYONE,
    stages: LIVE,
    minBudget: "bootstrapped",
    paidAds: false,
    contentHeavy: false,
    timeFrame: "Quick Win",
    impact: "Medium Impact",
    description:
      "Email users who stopped using {product} to ask why in one line and show what changed. You recover some of them and learn the real reasons people leave.",
    implementation: [
      "Define 'inactive' (for example, no login for 21 days) and export that list.",
      "Send the plain-text email below from the founder's address.",
      "Tag every reply by reason and count them weekly.",
      "Fix the top reason, then send a second email to the same group announcing the fix.",
    ],
    resourcesNeeded: ["A list of inactive users", "Your own email address", "A sheet to tag reasons"],
    successMetrics: ["Reply rate above 10%", "Reactivated users within 30 days", "Top three churn reasons, counted"],
    template: `Subject: did {product} let you down?

Hi [First name],

You signed up for {product} [time ago] and haven't been back since [date]. That's usually our fault, not yours.

Could you hit reply and tell me why, in one line? Pick a number if that's easier:
1. It didn't do what I needed
2. Too hard to set up
3. I got busy / don't need it any more
4. Something else: ...

Since then we've shipped [improvement that addresses a common reason]. If you want to give it another go, your account is still here: [login link].

[Your name], founder of {product}`,
    marketingWisdom:
      "A numbered list in a plain email gets far more replies than a survey link. The cheapest customer to win is the one who already signed up once.",
  },
  {
    id: "power-users",
    name: "Recruit your first 10 power users",
    requires: [],
    uses: ["community", "sales"],
    channels: ["community", "research"],
    goals: ["retention", "signups", "fundraising"],
    audiences: EVERYONE,
    stages: EARLY,
    minBudget: "bootstrapped",
    paidAds: false,
    contentHeavy: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    description:
      "Hand-pick the ten most engaged {audience} using {product} and give them direct access to the founder. Ten people who love the product shape it faster than a thousand who like it, and they become your first champions.",
    implementation: [
      "Rank users by real usage (sessions, items created, invites) and pick the top 10, plus anyone who sent thoughtful feedback.",
      "Invite each one personally with the message below.",
      "Open a private channel and hold a 20-minute call with each every two weeks.",
      "Ship something one of them asked for within a week and tell the group.",
      "Ask each for one introduction to someone like them.",
    ],
    resourcesNeeded: ["Usage data or a good memory of your users", "A private Slack, Discord or WhatsApp group", "2-3 hours a week"],
    successMetrics: ["10 active members", "Weekly active use by the group", "Referrals from the group"],
    template: `Hi [Name],

I noticed you [used {product} X times this week / built Y with it / asked a sharp question]. You're exactly who we're building {product} for.

I'm putting together a small group of 10 early power users. What it involves:
- A private channel with me (the founder) where your requests jump the queue
- A 20-minute call every two weeks to show you what's coming
- Free [plan] for as long as you're in the group

In return I ask for honest feedback, even when it's blunt. Interested? Just reply "in" and I'll send the invite.

[Your name]`,
    marketingWisdom:
      "Early on, do things that don't scale: a personal message to ten users beats a feature for a thousand. Champions are made by being heard.",
  },
  {
    id: "upgrade-prompts",
    name: "In-app upgrade prompts at usage limits",
    requires: [],
    uses: ["design", "analytics"],
    channels: ["lifecycle", "sales"],
    goals: ["revenue", "retention"],
    audiences: EVERYONE,
    stages: LIVE,
    minBudget: "bootstrapped",
    paidAds: false,
    contentHeavy: false,
    productTypes: ["saas", "web-app", "mobile-app", "subscription", "api", "content", "marketplace"],
    timeFrame: "Quick Win",
    impact: "High Impact",
    description:
      "Ask free users of {product} to upgrade at the moment they hit a limit they care about, with a message that names the value they just got. Well-timed prompts convert far better than pricing-page visits.",
    implementation: [
      "Find the limit free users hit most often right before they leave or pay.",
      "Show the upgrade message at that moment, with what they have achieved so far.",
      "Send the follow-up email 24 hours later to anyone who saw the prompt and didn't upgrade.",
      "Test one change at a time (wording, limit level, trial length) and track free-to-paid conversion.",
    ],
    resourcesNeeded: ["Usage tracking for the limit", "A modal or banner in the app", "A payment link or checkout"],
    successMetrics: ["Free-to-paid conversion rate", "Upgrades within 24 hours of hitting a limit", "Revenue per active user"],
    template: `In-app message (when the limit is reached):
"You've [used all 10 projects / saved 4 hours this month] with {product}. Upgrade to [Plan] to keep going: unlimited [thing], [feature] and priority support for [price]/month. [Upgrade now]  [Not yet]"

Follow-up email (24 hours later, if they didn't upgrade):
Subject: your [projects] in {product}

Hi [First name],

Yesterday you reached the free limit of [limit]. That usually means {product} is doing its job for you.

If price is what's holding you back, reply and tell me: for the next 7 days I can offer [20% off the first 3 months / an extended trial].

Upgrade here: [checkout link]

[Your name], founder of {product}`,
    marketingWisdom:
      "People pay at the moment of value, not at the moment of reading a pricing table. Tie the ask to what they just achieved.",
  },
  {
    id: "abandoned-cart",
    name: "Abandoned cart email flow",
    requires: [],
    uses: ["content", "analytics"],
    channels: ["lifecycle", "email"],
    goals: ["revenue", "retention"],
    audiences: EVERYONE,
    stages: LIVE,
    minBudget: "bootstrapped",
    paidAds: false,
    contentHeavy: false,
    productTypes: ["ecommerce", "subscription"],
    timeFrame: "Quick Win",
    impact: "High Impact",
    description:
      "Three emails that bring shoppers back to what they left in the {product} checkout. Most carts are abandoned; a simple flow recovers a share of them within days of setting it up.",
    implementation: [
      "Turn on cart or checkout tracking for signed-in visitors and email captures.",
      "Send email 1 after one hour, email 2 after 24 hours, email 3 after 72 hours.",
      "Only add a discount in the last email, and only if the first two don't convert.",
      "Check recovered revenue weekly and test the subject lines.",
    ],
    resourcesNeeded: ["Your shop platform's email flows or a tool like Klaviyo", "Product images in emails"],
    successMetrics: ["Recovered revenue per week", "Cart recovery rate", "Unsubscribe rate under 1%"],
    template: `Email 1 (after 1 hour)
Subject: you left something at {product}

Hi [First name],

Your [item] is still in your cart. We've saved it for you: [cart link]

Questions about sizing, delivery or returns? Just reply, a real person answers.

Email 2 (after 24 hours)
Subject: what others say about [item]

"[Short customer review]" – [Customer name]
Still thinking? Your cart is here: [cart link]. Free returns for 30 days.

Email 3 (after 72 hours)
Subject: [10%] off your cart, until tonight

Hi [First name], here's [10%] off to make the decision easier: code [CODE], valid until midnight. [cart link]

The {product} team`,
    marketingWisdom:
      "Most abandoned carts are interruptions, not rejections. A reminder recovers them; a discount in the first email just trains people to wait.",
  },
  {
    id: "referral",
    name: "Referral loop: give a month, get a month",
    requires: [],
    uses: ["analytics", "design"],
    channels: ["referral", "lifecycle"],
    goals: ["signups", "revenue", "retention"],
    audiences: [...CONSUMERS, "freelancer", "b2b-smb", "mixed"],
    stages: LIVE,
    minBudget: "bootstrapped",
    paidAds: false,
    contentHeavy: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    description:
      "Reward both the user who invites and the friend who joins {product} with the same thing: a free month, extra credits or a feature. A double-sided reward feels like a gift, not a sales pitch, and turns happy users into your cheapest channel.",
    implementation: [
      "Choose a reward that costs you little and your users value (a free month, extra credits).",
      "Give every user a personal invite link and show it right after a success moment, not on sign-up.",
      "Credit both sides automatically when the friend activates, not just signs up.",
      "Email your most active users once to tell them the programme exists.",
      "Track the share of new sign-ups that come from referrals each month.",
    ],
    resourcesNeeded: ["Referral links and crediting (a tool like Rewardful, or your own code)", "An in-app prompt", "One announcement email"],
    successMetrics: ["Share of new sign-ups from referrals (aim for 15%+)", "Invites sent per active user", "Activation of referred users"],
    template: `In-app prompt (shown right after a success moment):
"Nice work: [result they just got]. Know someone who'd want this too? Give them a free month of {product} and you'll get one too when they start. [Copy my invite link]"

---
Email your user's friend receives:
Subject: [Referrer name] gave you a free month of {product}

Hi there,

[Referrer name] uses {product} to [outcome] and thought you'd like it too. Your invite includes one month free, no card needed.

Start here: [referral link]

If it's not for you, no worries: this is the only email you'll get from us about it.

The {product} team`,
    marketingWisdom:
      "Ask for referrals at the peak of satisfaction: right after a win, not at sign-up. People share achievements, not products.",
  },
  // ─── Community and social ──────────────────────────────────────────────────────────────────────
  {
    id: "build-in-public",
    name: "Build in public on social media",
    requires: [],
    uses: ["social", "content"],
    channels: ["social", "community"],
    goals: ["awareness", "fundraising", "signups"],
    audiences: ["developer", "prosumer", "freelancer", "creators", "b2c-niche", "students", "mixed"],
    stages: ALL_STAGES,
    minBudget: "bootstrapped",
    paidAds: false,
    contentHeavy: false,
    timeFrame: "Ongoing",
    impact: "Medium Impact",
    description:
      "Share {product}'s progress, numbers and mistakes on X, Bluesky or Threads while you build. An audience that watched you build is ready to try, buy and share on launch day.",
    implementation: [
      "Pick one platform where {audience} already talk shop and set up a profile that says what you're building.",
      "Post a short update at least four times a week: what shipped, a number, a lesson, a question.",
      "Share a weekly screenshot or 20-second screen recording of the product.",
      "Reply to other builders and potential users daily; conversations grow an account faster than posts.",
      "Once a month, post your key numbers and ask followers to try the newest feature.",
    ],
    resourcesNeeded: ["A social account", "A screen recorder", "20 minutes a day"],
    successMetrics: ["Followers from your target audience", "Sign-ups from social each week", "Replies and DMs per post"],
    template: `Week [N] of building {product} in public:

✅ Shipped: [feature], because [user] asked for it
📈 Numbers: [X] users (+[Y] this week), [Z] paying
🤦 Mistake: [what went wrong and what I learned]
🎯 Next week: [goal]

If you're one of the {audience} who [has the problem], I'd love your feedback: {website}

What would you want {product} to do next?`,
    marketingWisdom:
      "Transparency is a distribution strategy: people root for builders they've watched struggle. Share the misses as readily as the wins.",
  },
  {
    id: "community-answers",
    name: "Helpful answers in Reddit and niche communities",
    requires: [],
    uses: ["community", "content"],
    channels: ["community"],
    goals: ["awareness", "signups"],
    audiences: ["developer", "b2c-niche", "prosumer", "freelancer", "creators", "students", "b2c-general", "mixed"],
    stages: ALL_STAGES,
    minBudget: "bootstrapped",
    paidAds: false,
    contentHeavy: false,
    timeFrame: "Ongoing",
    impact: "Medium Impact",
    description:
      "Become a known, helpful member of the three or four communities where {audience} ask for help: subreddits, forums, Discord and Slack groups. Mention {product} only where it truly answers the question.",
    implementation: [
      "Find the 3-4 communities where your audience asks questions {product} can answer, and read their self-promotion rules.",
      "Answer two questions a day fully, with no link, for two weeks.",
      "When {product} is the right answer, say you built it and explain how it helps.",
      "Once you are a known member, post one 'I built this, feedback welcome' thread following the rules.",
    ],
    resourcesNeeded: ["Accounts in the communities", "Saved searches for your keywords (F5Bot, Syften)", "20 minutes a day"],
    successMetrics: ["Upvoted answers per week", "Visitors from communities", "Sign-ups mentioning a community"],
    template: `Reply to a question (when {product} really fits):
Had the same problem with [problem]. What worked for me:
1. [Useful step that works without any tool]
2. [Second step]
3. [Third step]

Full disclosure: I got annoyed enough that I built a tool for it, {product}. It does [step 2 and 3] automatically, and it's [free / free to try]: {website}. Happy to answer questions either way.

---
Feedback post (once you're a known member, if the rules allow):
Title: I built [what it does] for [audience]. Looking for honest feedback
Body: Hi all, long-time lurker here. I kept running into [problem], so I built {product}. It [what it does in one line]. I'd love to know: [specific question]. Roast it, I can take it.`,
    marketingWisdom:
      "Give ten times before you ask once. In communities, your reputation is the distribution channel; a single spammy post can burn it.",
  },
  {
    id: "own-community",
    name: "Own community on Discord or Slack",
    requires: ["community"],
    uses: ["content"],
    channels: ["community", "lifecycle"],
    goals: ["retention", "awareness", "signups"],
    audiences: ["developer", "creators", "b2c-niche", "prosumer", "students", "freelancer"],
    stages: BETA_ON,
    minBudget: "bootstrapped",
    paidAds: false,
    contentHeavy: false,
    timeFrame: "Long-term",
    impact: "High Impact",
    description:
      "Start a community where {product}'s users help each other, share setups and talk to the team. Users who belong to a community churn less, and members bring their friends.",
    implementation: [
      "Create a small server or workspace with only four channels: welcome, show-and-tell, help, feedback.",
      "Invite your most engaged users personally first so the room isn't empty.",
      "Post a weekly prompt (share your setup, a challenge, an office hour) and reply to everything within a day.",
      "Highlight a member's work each week and ship a feature suggested in the feedback channel every month.",
      "Add the invite link to onboarding once 30 or more members are active.",
    ],
    resourcesNeeded: ["A free Discord server or Slack workspace", "Community guidelines", "30 minutes a day of moderation"],
    successMetrics: ["Weekly active members", "Share of help questions answered by members", "Retention of members vs non-members"],
    template: `Invitation (send to your first 20 users personally):
Hi [Name], I'm opening a small {product} community for people who [use case]. It's where we share setups, answer each other's questions and where I preview features first. Would you like to be one of the first members? [invite link]

---
Pinned welcome message:
👋 Welcome to the {product} community!

This is the place to:
• #show-and-tell: share what you built with {product}
• #help: ask anything, members and the team answer
• #feedback: tell us what to build next (we read everything)

Start by introducing yourself: who you are, what you use {product} for, and one thing you wish it did.

House rules: be kind, no spam, share what you learn.
– [Your name], founder`,
    marketingWisdom:
      "A community is a place where members talk to each other, not just to you. Measure member-to-member replies, not member count.",
  },
  {
    id: "ambassadors",
    name: "Campus and community ambassador programme",
    requires: ["community"],
    uses: ["social"],
    channels: ["community", "referral"],
    goals: ["awareness", "signups"],
    audiences: ["students", "b2c-general", "b2c-niche", "creators"],
    stages: LIVE,
    minBudget: "bootstrapped",
    paidAds: false,
    contentHeavy: false,
    timeFrame: "Long-term",
    impact: "Medium Impact",
    description:
      "Recruit enthusiastic users as {product} ambassadors in their school, club or community {geo}, with perks, swag and early access. Peers trust a friend's recommendation more than any ad.",
    implementation: [
      "Write a one-page ambassador brief: who, what they do, what they get.",
      "Recruit 10 ambassadors from your most active users with the message below.",
      "Give each a personal referral link, a starter kit and a monthly goal.",
      "Hold a monthly call, share a leaderboard and reward the top three.",
    ],
    resourcesNeeded: ["Referral links", "A small swag or perks budget", "A group chat for ambassadors"],
    successMetrics: ["Active ambassadors each month", "Sign-ups per ambassador", "Ambassador retention after 3 months"],
    template: `Hi [Name],

You've been one of the most active {product} users at [school / community], and people listen to you. Would you like to become a {product} ambassador?

What you'd do:
- Share {product} with your [classmates / group] in your own way
- Run one small session or post a month
- Tell us what your peers need

What you get:
- {product} [Pro] free for as long as you're an ambassador
- [Swag / certificate / LinkedIn recommendation]
- [Reward] for every 10 people who join through your link

Reply "yes" and I'll send you the starter kit.

[Your name], {product}`,
    marketingWisdom:
      "Ambassadors stay motivated by status and belonging more than by rewards. Recognise them publicly and often.",
  },
  {
    id: "short-video",
    name: "Short-form video on TikTok, Reels and Shorts",
    requires: ["social"],
    uses: ["design", "content"],
    channels: ["social"],
    goals: ["awareness", "signups"],
    audiences: ["b2c-general", "b2c-niche", "creators", "students", "prosumer"],
    stages: BETA_ON,
    minBudget: "bootstrapped",
    paidAds: false,
    contentHeavy: false,
    timeFrame: "Ongoing",
    impact: "High Impact",
    description:
      "Post three 20-40 second videos a week that show the problem and {product} solving it on screen. Short video is the cheapest way to reach {audience} who don't know they need you yet.",
    implementation: [
      "Write 10 hooks from real user problems: the first two seconds decide everything.",
      "Film on a phone or screen recorder: problem, product in action, result; captions on.",
      "Post the same video to TikTok, Instagram Reels and YouTube Shorts, three times a week.",
      "After 12 videos, make five variations of the top performer.",
    ],
    resourcesNeeded: ["A phone or screen recorder", "A free editor (CapCut)", "3 hours a week"],
    successMetrics: ["Average watch time above 50%", "Profile visits and link clicks per video", "Sign-ups from social"],
    template: `Video script (30 seconds), {product}

HOOK (0-2s, text on screen + voice): "Stop [painful thing] like this."
PROBLEM (2-8s): show the old way: [messy spreadsheet / 12 tabs / wasted hour]. Voice: "I used to spend [time] on [task] every week."
SOLUTION (8-22s): screen recording of {product}: [step 1], [step 2], done. Voice: "Now I open {product}, [action], and it's done in [time]."
RESULT (22-27s): show the outcome. Voice: "[Result in one line]."
CTA (27-30s): "It's free to try, link in bio."

Caption: [problem] in [time] instead of [old time]? Here's how. #[niche] #[topic] #[topic]`,
    marketingWisdom:
      "Hook, then value, then ask. If the first two seconds don't name a feeling your viewer has, nothing after them matters.",
  },
  {
    id: "social-calendar",
    name: "Social media calendar: 3 useful posts a week",
    requires: ["social"],
    uses: ["design", "content"],
    channels: ["social", "content"],
    goals: ["awareness", "retention"],
    audiences: ["b2c-general", "b2c-niche", "creators", "b2b-smb", "freelancer", "students", "prosumer", "mixed"],
    stages: ALL_STAGES,
    minBudget: "bootstrapped",
    paidAds: false,
    contentHeavy: false,
    timeFrame: "Ongoing",
    impact: "Medium Impact",
    description:
      "A simple weekly rhythm for {product}'s social accounts: one tip, one proof, one conversation. Consistency beats volume, and a plan means you never stare at a blank box.",
    implementation: [
      "Pick the one or two platforms where {audience} spend time, not all of them.",
      "Batch a month of posts in one afternoon using the three post types below.",
      "Schedule them with a free tool and spend 10 minutes a day replying.",
      "Review monthly: keep the post type with the most saves and shares, drop the weakest.",
    ],
    resourcesNeeded: ["A scheduler (Buffer free tier)", "Canva or your design tool", "2 hours a week"],
    successMetrics: ["Engagement rate per post", "Link clicks per week", "Follower growth from your audience"],
    template: `Monday (tip):
[Number] ways to [achieve outcome] without [pain]:
1. [Tip]
2. [Tip]
3. [Tip, where {product} helps]
Save this for later 📌

Wednesday (proof):
"[Customer quote about a specific result]" – [Customer name]
That's what {product} is for. Try it: {website}

Friday (conversation):
Honest question for {audience}: what's the most annoying part of [problem]?
Best answer gets [a free month of {product} / a shout-out].`,
    marketingWisdom:
      "Posts that help get saved; posts that sell get scrolled. Aim for three helpful posts for every promotional one.",
  },
  {
    id: "creator-collab",
    name: "Micro-influencer collaborations",
    requires: [],
    uses: ["social"],
    channels: ["social"],
    goals: ["awareness", "signups"],
    audiences: ["b2c-general", "b2c-niche", "creators", "prosumer", "students"],
    stages: LIVE,
    minBudget: "seed",
    paidAds: false,
    contentHeavy: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    description:
      "Work with five to ten creators with 5,000-50,000 engaged followers among {audience} {geo}. Micro-creators cost little, reply to DMs and have audiences that trust their picks.",
    implementation: [
      "Find 30 creators whose followers match your users; check that comments are real conversations.",
      "Offer free access plus a flat fee or affiliate share; let them make the content their way.",
      "Give each a personal code or link to measure sign-ups.",
      "Re-book the creators who convert and repost their content (with permission).",
    ],
    resourcesNeeded: ["A budget of $50-500 per creator", "Affiliate or discount codes", "A short creator brief"],
    successMetrics: ["Sign-ups per creator", "Cost per acquired user", "Creators re-booked"],
    template: `Hi [Creator name]! 👋

I've been watching your videos on [topic]; the one about [specific video] was spot on.

I'm [Your name], founder of {product}. It helps [their audience] [outcome], and I think your followers would get a lot from it.

Would you be open to a collaboration? The idea:
- Free {product} [Pro] for you, for good
- [$fee] for one [video / post / story] about how you'd actually use it, in your own style
- Plus [X]% of every subscription through your code for 12 months

No script, no pressure: if you try it and don't like it, just tell me and keep the account. Want me to send access?

[Your name]`,
    marketingWisdom:
      "Creators know their audience better than you do: give them the product and the goal, not the script. Authenticity is what you are paying for.",
  },
  {
    id: "local-meetups",
    name: "Local meetups and in-person demos",
    requires: [],
    uses: ["community", "sales"],
    channels: ["local", "events", "community"],
    goals: ["awareness", "partnerships", "signups"],
    audiences: ["b2c-general", "b2b-smb", "students", "freelancer", "b2c-niche", "creators", "developer"],
    stages: ALL_STAGES,
    minBudget: "bootstrapped",
    paidAds: false,
    contentHeavy: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    description:
      "Show {product} in person at meetups, coworking spaces and local business groups {near}. A five-minute demo in a room of the right people creates users, partners and word of mouth that online channels can't match.",
    implementation: [
      "List 10 recurring events or groups {near} where your audience gathers.",
      "Ask organisers for a five-minute demo or lightning-talk slot with the message below.",
      "Bring a one-line pitch, a QR code to a special sign-up page, and a tiny offer for attendees.",
      "Follow up with everyone you met within 48 hours.",
    ],
    resourcesNeeded: ["A laptop demo that works offline", "A QR code and event landing page", "Evenings or lunch hours"],
    successMetrics: ["Events attended per month", "Sign-ups via the event page", "Partnerships or referrals from contacts met"],
    template: `Subject: 5-minute demo at [Event name]?

Hi [Organiser name],

I've been coming to [Event name] [or: I've heard great things about it] and really liked [talk / format].

I'm building {product} {near}: it helps [members' role] [outcome]. Would you have a five-minute demo or lightning-talk slot at one of the next events? I'd keep it practical: [topic your members care about], with {product} as one example, not a sales pitch.

Happy to help with anything the event needs in return: [set-up / snacks / promotion to our users].

[Your name]
{product} · {website}`,
    marketingWisdom:
      "Local markets are won by being known. Showing up at the same events every month builds more trust than one big sponsorship.",
  },
  // ─── Developers ────────────────────────────────────────────────────────────────────────────────
  {
    id: "open-source",
    name: "Open-source a useful piece of your stack",
    requires: [],
    uses: ["community", "content"],
    channels: ["oss", "community"],
    goals: ["awareness", "signups", "fundraising"],
    audiences: ["developer"],
    stages: BETA_ON,
    minBudget: "bootstrapped",
    paidAds: false,
    contentHeavy: false,
    timeFrame: "Long-term",
    impact: "High Impact",
    description:
      "Release a small, useful library, CLI or self-hosted core from {product} under an open-source licence. Developers discover it on GitHub, trust it because they can read it, and reach the paid product from its README.",
    implementation: [
      "Pick a piece that is useful on its own and not your competitive edge (an SDK, a CLI, a parser, a UI component).",
      "Write a README that gets someone from zero to working in under five minutes.",
      "Launch it with a Show HN post and in the relevant subreddits and awesome lists.",
      "Label good first issues, answer issues within 48 hours, and release regularly.",
      "Link from the README to {product} for the hosted or advanced version.",
    ],
    resourcesNeeded: ["A GitHub repository with a licence", "Time to maintain issues (2-3 hours a week)", "CI for tests"],
    successMetrics: ["GitHub stars and weekly clones", "Visits from the README to {product}", "External contributors"],
    template: `# [project-name]

> [One line: what it does], by the team behind [{product}]({website}).

[project-name] [solves X] in [Y lines / Z ms]. It's MIT-licensed and has no dependencies beyond [runtime].

## Quick start

    npm install [project-name]

    import { [mainFunction] } from "[project-name]";
    const result = await [mainFunction]([input]);

## Why we built it

While building {product}, we needed [thing] and nothing existing did [specific requirement]. So we wrote it and are sharing it.

## Need more?

[project-name] covers [core]. If you need [hosted version / team features / scale], {product} does that for you: {website}

## Contributing

Issues and PRs welcome. Look for "good first issue". We reply within 48 hours.`,
    marketingWisdom:
      "Open source is marketing that developers are glad to receive. Give away something genuinely useful; the funnel follows from the trust.",
  },
  {
    id: "docs-quickstart",
    name: "Docs and a 5-minute quickstart",
    requires: [],
    uses: ["content"],
    channels: ["docs", "lifecycle"],
    goals: ["signups", "retention"],
    audiences: ["developer"],
    stages: ALL_STAGES,
    minBudget: "bootstrapped",
    paidAds: false,
    contentHeavy: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    description:
      "For developers, the docs are the product page. A quickstart that takes a new user from nothing to a working result with {product} in five minutes does more for sign-ups and activation than any landing page.",
    implementation: [
      "Time a fresh install yourself and remove every step that isn't strictly needed.",
      "Write the quickstart below with copy-paste code that runs as is.",
      "Link it from the top of your homepage and from the welcome email.",
      "Watch three developers follow it without help and fix wherever they stall.",
    ],
    resourcesNeeded: ["A docs site (Docusaurus, Mintlify, or a README)", "A test account for the walkthrough"],
    successMetrics: ["Time to first successful call or result", "Quickstart completion rate", "Support questions about setup"],
    template: `# Quickstart: {product} in 5 minutes

You'll [get a working result] in about five minutes. You need [runtime + version] and a free {product} account ({website}).

## 1. Install

    [package manager] install [package-name]

## 2. Add your key

    export [PRODUCT]_API_KEY="your-key-here"   # from Settings → API keys

## 3. Make your first call

    import { Client } from "[package-name]";
    const client = new Client();
    const result = await client.[method]({ [param]: "[value]" });
    console.log(result);

You should see: [expected output].

## Next steps
- [Most common next task] → [link]
- Stuck? Reply to your welcome email or ask in [community link]; a human answers.`,
    marketingWisdom:
      "Developers decide in minutes. Every extra step in your quickstart loses a share of them; the best growth work is often deleting a step.",
  },
  {
    id: "api-listing",
    name: "List your API on RapidAPI and Postman with copy-paste examples",
    requires: [],
    uses: [],
    channels: ["directory", "docs"],
    goals: ["signups", "awareness", "revenue"],
    audiences: ["developer", ...B2B, "prosumer"],
    stages: BETA_ON,
    minBudget: "bootstrapped",
    paidAds: false,
    contentHeavy: false,
    productTypes: ["api"],
    timeFrame: "Quick Win",
    impact: "Medium Impact",
    description:
      "Publish {product} on API marketplaces and as a public Postman collection so developers can try it in the tool they already have open. A one-click try lowers the bar more than any pitch.",
    implementation: [
      "Create a public Postman collection with the five most common requests and example responses.",
      "List {product} on RapidAPI (or a similar marketplace) with a free tier.",
      "Write a listing description that starts with the job done, not the technology.",
      "Watch which endpoints people try first and put those at the top of your docs.",
    ],
    resourcesNeeded: ["An OpenAPI spec", "A free tier with sensible rate limits", "Example requests and responses"],
    successMetrics: ["Collection forks and marketplace subscribers", "First calls per new key", "Free-to-paid conversion"],
    template: `Listing title: {product}: [job done in 5 words]

Short description (marketplace card):
{product} lets you [do X] with one API call. [Key number: e.g. 99.9% uptime, 40 ms median latency]. Free tier: [N] requests a month.

Long description:
Use {product} to [use case 1], [use case 2] and [use case 3].

Why developers choose {product}:
- [Differentiator 1]
- [Differentiator 2]
- Clear pricing: [pricing summary]

Example request:
    curl -X POST "[base URL]/[endpoint]" -H "Authorization: Bearer [YOUR_KEY]" -d '{"[param]": "[value]"}'

Docs: {website} · Support: [email]`,
    marketingWisdom:
      "Meet developers where they already are. A working request in their own tool sells better than your homepage.",
  },
  // ─── Other product types ───────────────────────────────────────────────────────────────────────
  {
    id: "app-store",
    name: "App Store optimisation and in-app review prompts",
    requires: [],
    uses: ["seo", "design"],
    channels: ["seo", "directory"],
    goals: ["awareness", "signups", "retention"],
    audiences: EVERYONE,
    stages: BETA_ON,
    minBudget: "bootstrapped",
    paidAds: false,
    contentHeavy: false,
    productTypes: ["mobile-app"],
    timeFrame: "Quick Win",
    impact: "High Impact",
    description:
      "Rewrite {product}'s store listing around the words people search for, and ask happy users for ratings at the right moment. Most app installs start with a store search, and ratings decide the click.",
    implementation: [
      "Find 10 keywords people use to search for apps like {product} (store search suggestions are free research).",
      "Put the top keyword in the title and subtitle, and rewrite the first three screenshots as benefits.",
      "Trigger the native review prompt only after a success moment, never at first launch.",
      "Update the listing monthly and track search impressions and conversion.",
    ],
    resourcesNeeded: ["App Store Connect / Google Play Console access", "New screenshots", "The native review API"],
    successMetrics: ["Store search impressions", "Listing page conversion rate", "Average rating and number of ratings"],
    template: `App title (30 characters): {product}: [main keyword]
Subtitle (30 characters): [benefit in 3-4 words]

Description (first 3 lines are all most people read):
[Outcome] in [time]. {product} helps you [job] without [pain].

• [Benefit 1: feature → result]
• [Benefit 2]
• [Benefit 3]

Loved by [number] [users / students / creators]: "[Short review quote]"

---
Pre-prompt before the native review dialog (after a success moment):
"Glad that worked! 🎉 Are you enjoying {product}?"  [Yes!] → native rating prompt   [Not really] → "Sorry to hear that. What should we fix?" (opens a feedback form)`,
    marketingWisdom:
      "Ask for ratings when users are happiest, and route unhappy users to a feedback form instead. Your rating is a conversion rate multiplier.",
  },
  {
    id: "marketplace-seeding",
    name: "Hand-seed the supply side of your marketplace",
    requires: [],
    uses: ["sales"],
    channels: ["sales", "community"],
    goals: ["signups", "revenue", "partnerships"],
    audiences: EVERYONE,
    stages: EARLY,
    minBudget: "bootstrapped",
    paidAds: false,
    contentHeavy: false,
    productTypes: ["marketplace"],
    timeFrame: "Quick Win",
    impact: "High Impact",
    description:
      "Recruit the first 50 sellers or providers on {product} one by one, in one niche and one city or community first, before spending anything on buyers. A marketplace with great supply in one niche beats a thin one everywhere.",
    implementation: [
      "Pick one category and one location or community where you can be the best option.",
      "List 100 potential sellers and message them personally with the offer below.",
      "Create their first listing for them (ask for photos and details, do the rest yourself).",
      "Send the first buyers yourself (friends, communities) so early sellers get a sale quickly.",
    ],
    resourcesNeeded: ["A target list of sellers", "Time to set up listings by hand", "A small launch offer (lower fees)"],
    successMetrics: ["50 active listings in the niche", "Share of sellers with a sale in 30 days", "Buyer searches with results"],
    template: `Hi [Name],

I came across your [shop / profile / work] on [platform] and love [specific thing].

I'm launching {product}, a marketplace for [category] in [place / niche], and I'm inviting 50 founding sellers before we open to buyers.

Founding sellers get:
- 0% fees for the first [6 months]
- A featured spot on the launch page
- I'll set up your listing for you: just send [photos + 3 details]

We're bringing buyers through [channel: e.g. local communities / our waitlist of X people]. Want one of the founding spots?

[Your name], founder of {product}`,
    marketingWisdom:
      "Marketplaces are won one side at a time. Do the unscalable work for early sellers; their success stories recruit the next hundred.",
  },
  // ─── Content (needs a writer) ──────────────────────────────────────────────────────────────────
  {
    id: "webinar",
    name: "Webinar / live workshop",
    requires: ["content"],
    uses: ["sales", "design"],
    channels: ["events", "content"],
    goals: ["signups", "revenue", "awareness", "retention"],
    audiences: [...B2B, "freelancer", "creators", "students", "prosumer", "developer"],
    stages: LIVE,
    minBudget: "bootstrapped",
    paidAds: false,
    contentHeavy: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    description:
      "Teach a 45-minute live workshop on a problem {audience} {geo} have, using {product} in the examples. Attendees spend three-quarters of an hour with you; a good session produces sign-ups, sales calls and a recording you can reuse.",
    implementation: [
      "Pick a topic that promises one concrete outcome in the title.",
      "Build a 30-minute teaching outline plus 15 minutes of Q&A; show {product} as the way you do it, not as a pitch.",
      "Announce it three weeks ahead to your list, partners and socials; send reminders one day and one hour before.",
      "Run it live, end with one clear offer, and send the recording within 24 hours.",
      "Turn the recording into clips, a blog post and an evergreen sign-up page.",
    ],
    resourcesNeeded: ["A webinar tool (Zoom, Google Meet, Livestorm or StreamYard)", "A registration page", "Slides and a demo"],
    successMetrics: ["Registrations and show-up rate (aim for 35%+)", "Sign-ups or calls booked from attendees", "Recording views"],
    template: `Subject: Live workshop: how to [outcome] in [time] ([date])

Hi [First name],

On [day, date] at [time, time zone] I'm running a free 45-minute live workshop for {audience}: "How to [outcome] without [pain]".

You'll learn:
1. [Practical lesson 1]
2. [Practical lesson 2]
3. [Practical lesson 3], with a live walkthrough in {product}

There'll be 15 minutes for your questions at the end. Can't make it live? Register anyway and I'll send you the recording.

Save your seat: [registration link]

See you there,
[Your name], {product}`,
    marketingWisdom:
      "Teach, don't pitch: the best webinars give away the how and let the product be the shortcut. People buy from whoever taught them.",
  },
  {
    id: "seo-blog",
    name: "Blog posts targeting long-tail search questions",
    requires: ["content", "seo"],
    uses: ["analytics"],
    channels: ["content", "seo"],
    goals: ["awareness", "signups"],
    audiences: [...B2B, "developer", "freelancer", "prosumer", "b2c-niche", "creators", "students", "b2c-general"],
    stages: BETA_ON,
    minBudget: "bootstrapped",
    paidAds: false,
    contentHeavy: true,
    timeFrame: "Long-term",
    impact: "High Impact",
    description:
      "Publish two in-depth articles a month that answer the exact questions {audience} type into Google before they need {product}. Long-tail posts rank faster than broad ones and bring visitors who already have the problem.",
    implementation: [
      "Collect 30 real questions from customer calls, Reddit, 'People also ask' and your support inbox.",
      "Pick those with clear intent and few strong results; write one brief per post (see the template).",
      "Publish two posts a month, each answering the question in the first paragraph.",
      "Link each post to the relevant {product} feature and to each other.",
      "After three months, update the posts ranking 5-15 in Search Console.",
    ],
    resourcesNeeded: ["A blog on your domain", "Google Search Console", "6-8 hours per article"],
    successMetrics: ["Organic clicks per month", "Posts ranking on page one", "Sign-ups from blog visitors"],
    template: `Article brief: {product} blog

Target question: "[exact question people search, e.g. how to track X without Y]"
Reader: {audience} who [situation]
Search intent: [learn / compare / fix]

Title: How to [do X] without [pain] (step by step)
Meta description: [Answer in one sentence]. A practical guide with [examples / templates], from the team behind {product}.

Outline:
1. Short answer (first 2-3 sentences answer the question directly)
2. Why [problem] happens
3. Step-by-step: [step 1], [step 2], [step 3] (with screenshots)
4. Common mistakes
5. Doing it faster with {product} (one paragraph + screenshot, no hard sell)
6. FAQ: [2-3 related questions]

Call to action: "Try the free [template / tool] in {product}" → {website}`,
    marketingWisdom:
      "Write for the question, not the keyword. Content that fully solves one problem earns links and trust; thin posts only earn bounces.",
  },
  {
    id: "content-newsletter",
    name: "Weekly content newsletter for your audience",
    requires: ["content"],
    uses: ["design"],
    channels: ["content", "email"],
    goals: ["awareness", "retention", "signups"],
    audiences: EVERYONE,
    stages: ALL_STAGES,
    minBudget: "bootstrapped",
    paidAds: false,
    contentHeavy: true,
    timeFrame: "Ongoing",
    impact: "Medium Impact",
    description:
      "Send a short, genuinely useful weekly newsletter to {audience}: one idea, one resource, one update about {product}. An owned list is the one channel no algorithm can take away.",
    implementation: [
      "Pick the newsletter's promise: who it's for and what they get every week.",
      "Add a sign-up box to your site, docs and app, with a sample issue.",
      "Write in a fixed format so each issue takes under two hours.",
      "Send on the same day and time every week; look at replies more than opens.",
    ],
    resourcesNeeded: ["A newsletter tool (Buttondown, Beehiiv, Substack)", "A sign-up form", "2 hours a week"],
    successMetrics: ["Subscribers and weekly growth", "Open rate above 40%", "Replies and clicks to {product}"],
    template: `Subject: [One useful idea, stated as a benefit]

Hi [First name],

This week's idea: [one practical insight for {audience}, in 3-5 sentences, with an example].

Try this: [one small action the reader can take today].

One resource worth your time: [link + one line on why].

From the {product} workshop: we just shipped [feature], which [benefit]. [Link]

Reply and tell me [question]. I read every answer.

[Your name]
You're getting this because you signed up at {website}. [Unsubscribe]`,
    marketingWisdom:
      "A newsletter earns the right to sell by being useful every single week. One idea per issue is easier to write and easier to remember.",
  },
  {
    id: "guest-posts",
    name: "Guest content on sites your audience reads",
    requires: ["content"],
    uses: ["seo"],
    channels: ["content", "pr"],
    goals: ["awareness", "signups", "partnerships"],
    audiences: [...B2B, "developer", "freelancer", "creators", "prosumer", "b2c-niche"],
    stages: BETA_ON,
    minBudget: "bootstrapped",
    paidAds: false,
    contentHeavy: true,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    description:
      "Write practical articles for blogs and publications {audience} already read, with a bio link to {product}. You borrow their readership and earn backlinks that help your own search rankings.",
    implementation: [
      "List 15 publications or blogs that accept guest contributions and reach your audience.",
      "Read their last ten posts and propose three specific titles that fill a gap.",
      "Write the accepted piece with real examples, numbers and a single natural mention of {product}.",
      "Share it widely and thank the editor; pitch a second piece a month later.",
    ],
    resourcesNeeded: ["Writing time (6-8 hours per article)", "A short author bio", "Examples and data from your work"],
    successMetrics: ["Articles published per quarter", "Referral visits and sign-ups per article", "Backlinks from relevant domains"],
    template: `Subject: guest article idea for [Publication]: "[Title 1]"

Hi [Editor name],

I've read [Publication] for [time]; your piece "[recent article]" was [specific reason it was good].

I'd like to write something for your readers. Three ideas:
1. "[Title 1]": [one-line angle, with the concrete takeaway]
2. "[Title 2]": [angle]
3. "[Title 3]": [angle]

About me: I'm [Your name], founder of {product}, where we help {audience} [outcome]. I've written about [topic] at [link to your best writing].

Each piece would be original, about [1,200-1,500] words, with practical examples and no promotion beyond a short bio.

Would any of these fit?
[Your name]`,
    marketingWisdom:
      "Pitch titles, not topics: editors say yes to a specific, finished-sounding idea. The best guest posts would still be useful without your product in them.",
  },
  // ─── SEO ───────────────────────────────────────────────────────────────────────────────────────
  {
    id: "seo-comparison",
    name: "SEO comparison pages against your top 3 competitors",
    requires: ["seo"],
    uses: ["content", "design"],
    channels: ["seo", "proof"],
    goals: ["signups", "revenue", "awareness"],
    audiences: [...B2B, "prosumer", "freelancer", "developer", "b2c-niche", "creators"],
    stages: LIVE,
    minBudget: "bootstrapped",
    paidAds: false,
    contentHeavy: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    description:
      "Build honest '{product} vs [Competitor]' and '[Competitor] alternative' pages. People searching these terms are already buying; a fair comparison wins their trust and the click.",
    implementation: [
      "List your three most-searched competitors and the 'alternative' and 'vs' terms around them.",
      "Build one page per competitor from the outline below, with a side-by-side table.",
      "Be fair: say when the competitor is the better choice; it makes the rest believable.",
      "Link the pages from your footer and pricing page, and update them every quarter.",
    ],
    resourcesNeeded: ["Keyword research (Google Search Console, a free keyword tool)", "Competitor pricing and feature notes", "A page template"],
    successMetrics: ["Rankings for 'alternative' and 'vs' terms", "Sign-up rate of comparison page visitors", "Deals that mention the comparison"],
    template: `Title tag: {product} vs [Competitor]: an honest comparison
URL: /compare/[competitor]-alternative
Meta description: Looking for a [Competitor] alternative? See how {product} compares on [criterion 1], [criterion 2] and price, side by side.

H1: {product} vs [Competitor]

Intro: [Competitor] is a good choice if you need [their real strength]. {product} is built for {audience} who need [your strength]. Here's the honest difference.

Comparison table: Price | [Feature 1] | [Feature 2] | Setup time | Support

When to choose [Competitor]:
- [Honest reason 1]
- [Honest reason 2]

When to choose {product}:
- [Reason 1]
- [Reason 2]
- [Reason 3]

Switching from [Competitor]: [three steps, plus "we'll migrate your data for free"]

Call to action: Try {product} free → {website}`,
    marketingWisdom:
      "Someone searching 'X alternative' has already decided to switch. Honesty about where you lose is what makes them believe where you win.",
  },
  {
    id: "free-tool",
    name: "Free tool or calculator as a search magnet",
    requires: ["seo"],
    uses: ["design", "content"],
    channels: ["seo", "launch"],
    goals: ["awareness", "signups"],
    audiences: ["b2b-smb", "freelancer", "developer", "prosumer", "creators", "b2c-niche", "students", "b2c-general"],
    stages: BETA_ON,
    minBudget: "bootstrapped",
    paidAds: false,
    contentHeavy: false,
    timeFrame: "Long-term",
    impact: "High Impact",
    description:
      "Build a small free tool (calculator, generator, checker) that solves one step of the problem {product} solves, on its own page. Free tools rank for high-volume searches, earn links naturally and lead straight to the full product.",
    implementation: [
      "Find a search term around your problem with real volume where current results are articles, not tools.",
      "Build the smallest useful version in a few days, on your own domain, with no sign-up required.",
      "Show a clear next step to {product} next to the result.",
      "Pitch it to the 20 articles that already rank for the term, using the email below.",
    ],
    resourcesNeeded: ["A few days of developer time", "A page on your domain", "Keyword research"],
    successMetrics: ["Monthly tool users", "Backlinks earned", "Tool-to-sign-up conversion"],
    template: `Subject: a free [tool type] for your "[their article title]" readers

Hi [Name],

Your article "[their article title]" is one of the clearest on [topic]. I noticed it links to [outdated or paid tool].

We just released a free [tool type] that does [what it does] in seconds, with no sign-up: [tool link]. It's made by the team behind {product}, and it will stay free.

If you think it would help your readers, it might be a useful addition to the article. Either way, thanks for the great piece.

[Your name]
{product}`,
    marketingWisdom:
      "A useful free tool is content that works: people bookmark it, link to it and come back. Give away the step, sell the whole journey.",
  },
  {
    id: "technical-seo",
    name: "Technical SEO audit and quick fixes",
    requires: ["seo"],
    uses: ["analytics"],
    channels: ["seo", "analytics"],
    goals: ["awareness", "signups"],
    audiences: EVERYONE,
    stages: LIVE,
    minBudget: "bootstrapped",
    paidAds: false,
    contentHeavy: false,
    timeFrame: "Quick Win",
    impact: "Medium Impact",
    description:
      "Fix the technical basics that stop {product}'s pages from being found: indexing, titles, speed and internal links. It's a one-week job that makes every other search effort count.",
    implementation: [
      "Verify the site in Google Search Console and submit a sitemap.",
      "Check the Pages report for pages that aren't indexed and why.",
      "Give each important page a unique title and meta description that match a search term.",
      "Fix Core Web Vitals issues on the homepage and pricing page first.",
      "Open an issue for each fix (see the template) and ship them within a week.",
    ],
    resourcesNeeded: ["Google Search Console", "PageSpeed Insights", "A day of developer time"],
    successMetrics: ["Indexed pages", "Impressions and clicks in Search Console", "Core Web Vitals passing"],
    template: `Issue title: SEO fixes for {website} (week of [date])

Context: {product}'s important pages aren't showing up for our main terms. These fixes remove technical blockers.

Checklist
- [ ] Submit /sitemap.xml in Search Console; make sure it lists only canonical URLs
- [ ] Fix "Discovered – currently not indexed" for: [URLs]
- [ ] Unique <title> (under 60 characters) and meta description (under 155) on: home, pricing, [feature pages]
- [ ] One <h1> per page that matches the page's search term
- [ ] Add canonical tags to [duplicate pages / URL parameters]
- [ ] Compress the hero image and lazy-load images below the fold (LCP is currently [X] s)
- [ ] Link from the homepage to [key pages] with descriptive anchor text

Done when: Search Console shows [N] indexed pages and PageSpeed mobile score ≥ [target] on home and pricing.`,
    marketingWisdom:
      "SEO has a floor before it has a ceiling: no amount of content helps pages Google can't index. Fix the plumbing first.",
  },
  // ─── Design ────────────────────────────────────────────────────────────────────────────────────
  {
    id: "landing-page",
    name: "Conversion-focused landing page rewrite",
    requires: ["design"],
    uses: ["content", "analytics"],
    channels: ["design", "proof"],
    goals: ["signups", "revenue"],
    audiences: EVERYONE,
    stages: ["mvp", "beta", "launched", "growth"],
    minBudget: "bootstrapped",
    paidAds: false,
    contentHeavy: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    description:
      "Redesign {product}'s homepage around one audience ({audience}), one promise and one call to action, with proof next to the button. Every other channel sends people here, so every point of conversion counts twice.",
    implementation: [
      "Write the headline as the outcome your best users describe, in their words.",
      "Show the product working in the first screen (a screenshot or a 20-second loop).",
      "Put one testimonial or number right next to the sign-up button.",
      "Cut the page to five sections: promise, how it works, proof, pricing or offer, FAQ.",
      "Compare sign-up rate for two weeks before and after.",
    ],
    resourcesNeeded: ["Your design tool (Figma) and site builder", "Screenshots or a short loop video", "Analytics on the sign-up button"],
    successMetrics: ["Visitor-to-sign-up rate", "Scroll depth to the call to action", "Bounce rate from paid and social visitors"],
    template: `Landing page copy: {product}

Headline: [Outcome {audience} want] without [the pain they hate]
Subheadline: {product} [how it does it in one sentence], so you can [bigger benefit].
Primary button: [Start free / Get my first X] · Secondary link: See how it works (60 s)

How it works
1. [Step 1: verb + result]
2. [Step 2]
3. [Step 3: the outcome]

Proof: "[Testimonial with a specific result]" – [Name, role, company] · [Number] {audience} use {product}

Offer: [Free plan / 14-day trial / price], no credit card needed.

FAQ
- How long does setup take? [Answer]
- Does it work with [tool]? [Answer]
- What if it's not for me? [Cancel anytime / refund policy]`,
    marketingWisdom:
      "Clarity beats cleverness: if a visitor can't say what you do and for whom after five seconds, no design will save the page.",
  },
  {
    id: "design-freebies",
    name: "Free templates or UI kit as a lead magnet",
    requires: ["design"],
    uses: ["social", "community"],
    channels: ["design", "community"],
    goals: ["awareness", "signups"],
    audiences: ["creators", "developer", "freelancer", "prosumer", "b2b-smb", "students"],
    stages: BETA_ON,
    minBudget: "bootstrapped",
    paidAds: false,
    contentHeavy: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    description:
      "Design a free, high-quality pack (templates, icons, a UI kit, a Notion or Figma file) that {audience} would use anyway, and share it where they gather. It collects emails, earns shares and shows the craft behind {product}.",
    implementation: [
      "Pick something your audience already searches for and that pairs naturally with {product}.",
      "Design a polished pack of 10-20 items; quality is the marketing.",
      "Publish it on Gumroad, Figma Community or Notion templates for free in exchange for an email.",
      "Announce it with the post below and follow up with a short email sequence about {product}.",
    ],
    resourcesNeeded: ["Design time (3-5 days)", "A free listing on Gumroad / Figma Community", "An email tool"],
    successMetrics: ["Downloads and emails collected", "Shares and mentions", "Downloaders who sign up for {product}"],
    template: `Post (X / LinkedIn / community):
I made a free [template pack / UI kit] for {audience}: [number] [items] for [use case] 🎁

What's inside:
→ [Item 1]
→ [Item 2]
→ [Item 3]

It's what we use ourselves while building {product}. Free, no strings: [link]

If it saves you time, a repost helps others find it 🙏

---
Delivery email:
Subject: your [pack name] is here
Hi [First name], here's your download: [link]. A tip: [how to get the most out of it]. If you ever want to [do the bigger job], that's what {product} is for: {website}`,
    marketingWisdom:
      "A freebie is judged as a sample of your work. Make it good enough that people would have paid for it.",
  },
  // ─── Analytics ─────────────────────────────────────────────────────────────────────────────────
  {
    id: "funnel-analytics",
    name: "Activation funnel tracking and a weekly metrics review",
    requires: ["analytics"],
    uses: [],
    channels: ["analytics", "lifecycle"],
    goals: ["retention", "revenue", "signups", "fundraising"],
    audiences: EVERYONE,
    stages: BETA_ON,
    minBudget: "bootstrapped",
    paidAds: false,
    contentHeavy: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    description:
      "Track the five steps from visit to paying customer of {product} and review them every week in 30 minutes. Knowing where people drop out tells you which of the other tactics to work on first.",
    implementation: [
      "Define five funnel events: visit, sign-up, activation, second-week return, payment.",
      "Instrument them with a privacy-friendly tool (PostHog, Plausible + events, or your own table).",
      "Build one dashboard with the funnel and week-by-week cohorts.",
      "Every Monday, send the team the report below and agree on one experiment for the week.",
    ],
    resourcesNeeded: ["An analytics tool (PostHog free tier is enough)", "A few hours to add events", "30 minutes each Monday"],
    successMetrics: ["Funnel tracked end to end", "One experiment shipped per week", "Progress on the weakest step towards {metrics}"],
    template: `Subject: {product} weekly metrics, week [N]

Hi team,

Funnel (last 7 days, change vs previous week)
- Visitors: [value] ([+/-]%)
- Sign-ups: [value] ([+/-]%) – conversion [x]%
- Activated ([activation event]): [value] – [x]% of sign-ups
- Returned in week 2: [x]% of last week's activations
- New paying: [value] · MRR [value]

Biggest drop-off: [step] ([x]% lost). Likely reason: [hypothesis].

This week's experiment: [change] to improve [step]. We'll know it worked if [metric] moves from [x] to [y] by [date].

Last week's experiment: [what we tried] → [result]. Keep / drop.

[Your name]`,
    marketingWisdom:
      "What gets measured weekly gets improved weekly. Pick the single leakiest step and work only on that until it isn't.",
  },
  {
    id: "pricing-test",
    name: "Pricing page A/B test",
    requires: ["analytics"],
    uses: ["design"],
    channels: ["analytics", "sales"],
    goals: ["revenue"],
    audiences: EVERYONE,
    stages: LIVE,
    minBudget: "bootstrapped",
    paidAds: false,
    contentHeavy: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    description:
      "Test one change at a time on {product}'s pricing page: the plan order, the anchor price, annual discount or the trial. Small teams often undercharge; pricing is the fastest lever on revenue.",
    implementation: [
      "Record current conversion from pricing-page visit to paid, and revenue per visitor.",
      "Write an experiment brief (below) with one change and a clear success metric.",
      "Run it until each variant has enough visitors for a clear difference, or at least two full weeks.",
      "Keep the winner, write down what you learned and plan the next test.",
    ],
    resourcesNeeded: ["An A/B testing or feature-flag tool (PostHog, GrowthBook)", "Enough pricing-page traffic", "A designer's hour per variant"],
    successMetrics: ["Revenue per pricing-page visitor", "Trial-to-paid conversion", "Average revenue per account"],
    template: `Experiment brief: {product} pricing page

Hypothesis: If we [change, e.g. show the annual price first with "2 months free"], then [more visitors choose annual / more start a trial], because [reason from customer calls].

Variants:
- A (control): current page
- B: [the one change]

Primary metric: revenue per pricing-page visitor
Guardrail metrics: refund requests, support questions about price
Audience: new visitors only, 50/50 split
Duration: at least 2 full weeks, until [N] visitors per variant

Decision rule: ship B if revenue per visitor improves by [X]% or more with no guardrail worse than [Y]%.

Result (fill in after): [numbers] → [decision] · What we learned: [one sentence]`,
    marketingWisdom:
      "Raising prices loses fewer customers than founders fear. Test price as seriously as you test features.",
  },
  // ─── Paid (needs budget, and the skill to run ads) ─────────────────────────────────────────────
  {
    id: "competitor-search",
    name: "Paid search on competitor terms",
    requires: ["paid"],
    uses: ["analytics"],
    channels: ["paid"],
    goals: ["signups", "revenue"],
    audiences: [...B2B, "prosumer", "freelancer", "developer"],
    stages: LIVE,
    minBudget: "seed",
    paidAds: true,
    contentHeavy: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    description:
      "Bid on '[Competitor] alternative' and '[Competitor] pricing' searches {geo} with ads that lead to your comparison pages. These searchers are ready to switch, so even a small budget buys high-intent visitors.",
    implementation: [
      "Build a campaign with exact and phrase match on 'alternative to', 'vs' and 'pricing' terms for three competitors.",
      "Never use a competitor's trademark in ad text; put it only in keywords.",
      "Send each ad group to the matching comparison page, not the homepage.",
      "Cap the daily budget, check search terms twice a week and add negatives.",
      "After two weeks, pause keywords with cost per sign-up above your target.",
    ],
    resourcesNeeded: ["Google Ads account", "A starting budget of $300-1,000 a month", "Comparison landing pages"],
    successMetrics: ["Cost per sign-up", "Click-through rate above 5%", "Sign-up to paid conversion from ads"],
    template: `Responsive search ad: {product}

Headlines (max 30 characters each):
1. The [Competitor] Alternative
2. {product}: [Benefit]
3. Switch in [10] Minutes
4. [Price] / Month, No Contract
5. Free Migration Included
6. Rated [4.8]/5 by Users

Descriptions (max 90 characters each):
1. {product} gives {audience} [key benefit] without [competitor pain]. Try it free.
2. Compare features and pricing side by side. Free plan, no card, cancel any time.

Final URL: {website}/compare/[competitor]-alternative
Sitelinks: Pricing · Compare · Customer Stories · Free Trial`,
    marketingWisdom:
      "Paid search works best at the bottom of the funnel: bid on intent, not on awareness. A landing page that matches the search term is half the ad.",
  },
  {
    id: "meta-ads",
    name: "Meta and Instagram ads with a lead magnet",
    requires: ["paid"],
    uses: ["design"],
    channels: ["paid", "social"],
    goals: ["signups", "awareness", "revenue"],
    audiences: ["b2c-general", "b2c-niche", "creators", "students", "b2b-smb", "freelancer", "prosumer"],
    stages: BETA_ON,
    minBudget: "seed",
    paidAds: true,
    contentHeavy: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    description:
      "Run Facebook and Instagram ads {geo} that offer something free and useful (a template, a trial, a guide) instead of a hard sell, then convert those leads to {product} by email.",
    implementation: [
      "Create a lead magnet your audience wants and a simple landing page for it.",
      "Install the Meta pixel and conversions API so the algorithm learns who converts.",
      "Launch three creatives (a video, a carousel, a static image) with broad targeting in your region.",
      "After 7 days, kill the weakest creative and make two variations of the best.",
      "Follow up leads with the onboarding emails and measure cost per paying customer, not per lead.",
    ],
    resourcesNeeded: ["Meta Ads Manager", "A budget of $500+ a month", "3 ad creatives and a lead magnet"],
    successMetrics: ["Cost per lead", "Lead-to-customer rate", "Return on ad spend after 30 days"],
    template: `Ad 1 (video or static)
Primary text: [Pain {audience} feel, as a question]? We made a free [lead magnet] that shows you how to [outcome] in [time]. 👇
Headline: Free [lead magnet] for [audience]
Description: From the makers of {product}
Button: Download

Ad 2 (carousel)
Card 1: "[Pain point]" → Card 2: "Here's what we do instead" → Card 3: [Result with a number] → Card 4: "Try {product} free"
Primary text: [Number] {audience} already [outcome] with {product}. Start free, no card needed.
Button: Sign Up

Ad 3 (testimonial)
Primary text: "[Customer quote with a specific result]" – [Customer name]
Headline: See why people switch to {product}
Button: Learn More`,
    marketingWisdom:
      "On social ads the creative is the targeting. Test many creatives with broad audiences rather than one creative with narrow ones.",
  },
  {
    id: "linkedin-ads",
    name: "LinkedIn ads to a named account list",
    requires: ["paid"],
    uses: ["design", "sales"],
    channels: ["paid", "linkedin"],
    goals: ["revenue", "partnerships", "awareness"],
    audiences: [...B2B],
    stages: LIVE,
    minBudget: "early",
    paidAds: true,
    contentHeavy: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    description:
      "Upload your target account list and run LinkedIn ads only to the roles that buy {product}. Expensive per click, but nowhere else can you reach exactly the people at exactly the companies you want.",
    implementation: [
      "Upload a list of 300-1,000 target companies and narrow to two or three job functions and seniorities.",
      "Run a document ad (a useful guide or benchmark) first, then retarget engaged people with a demo offer.",
      "Keep frequency under 4 a week and refresh creatives every three weeks.",
      "Hand engaged accounts to your outreach sequence and track meetings, not clicks.",
    ],
    resourcesNeeded: ["LinkedIn Campaign Manager", "A budget of $2,000+ a month", "A target account list", "A useful document to promote"],
    successMetrics: ["Engagement from target accounts", "Meetings from engaged accounts", "Cost per opportunity"],
    template: `Sponsored content (document ad)
Intro text (under 150 characters): How do [role]s at [industry] companies handle [problem]? We asked [number] of them. Here's the benchmark 👇
Headline: The [problem] benchmark for [industry] teams
Document: 6-8 page PDF with data, ending with a page about {product}

Message ad (to people who engaged)
Subject: your copy of the [problem] benchmark
Hi [First name], thanks for reading our [problem] benchmark. Teams like [Company] often ask how the top performers get to [result]. I can show you how they use {product} in 15 minutes. Worth a look this week? [Book a time]
[Your name], {product}`,
    marketingWisdom:
      "On LinkedIn, buy attention with something useful and sell in the follow-up. Nobody clicks 'Book a demo' on a stranger's first ad.",
  },
  {
    id: "retargeting",
    name: "Retargeting ads for visitors who didn't sign up",
    requires: ["paid"],
    uses: ["analytics", "design"],
    channels: ["paid", "lifecycle"],
    goals: ["signups", "revenue"],
    audiences: EVERYONE,
    stages: LIVE,
    minBudget: "seed",
    paidAds: true,
    contentHeavy: false,
    timeFrame: "Quick Win",
    impact: "Medium Impact",
    description:
      "Show a short series of ads to people who visited {product}'s pricing or sign-up page but left. They already know you; a reminder with proof brings back a share of them cheaply.",
    implementation: [
      "Create audiences of pricing-page and sign-up-page visitors from the last 30 days, excluding existing users.",
      "Run three ads in sequence: proof, objection answer, offer.",
      "Cap frequency at 3 per week so you remind rather than haunt.",
      "Measure cost per returning sign-up against your other channels.",
    ],
    resourcesNeeded: ["Pixel or tag on your site", "A budget from $200 a month", "Three simple ad creatives"],
    successMetrics: ["Cost per returning sign-up", "Conversion rate of retargeted visitors", "Frequency under 3 a week"],
    template: `Ad 1 (days 1-3, proof)
"[Customer quote with a result]" – [Name], [role]
Headline: Still thinking about {product}?
Button: See how it works

Ad 2 (days 4-7, objection)
Text: Worried about [top objection, e.g. setup time]? Most {product} users are up and running in [time]. Here's a 60-second walkthrough.
Button: Watch demo

Ad 3 (days 8-14, offer)
Text: Start {product} today and get [offer: an extra month free / setup help from the founder]. Offer ends [date].
Button: Start free`,
    marketingWisdom:
      "Retargeting answers the reason people left. Use each ad to remove one objection instead of repeating the same pitch louder.",
  },
  {
    id: "sponsorships",
    name: "Sponsor niche newsletters and podcasts",
    requires: [],
    uses: ["content", "analytics"],
    channels: ["paid", "partner"],
    goals: ["awareness", "signups"],
    audiences: ["developer", "b2b-smb", "freelancer", "creators", "prosumer", "b2c-niche", "b2b-enterprise"],
    stages: LIVE,
    minBudget: "early",
    paidAds: true,
    contentHeavy: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    description:
      "Buy a slot in the small newsletters and podcasts {audience} actually read and listen to. Niche sponsorships cost less than ads per engaged reader and carry the host's trust.",
    implementation: [
      "List 10 newsletters or podcasts with an audience like yours and ask for their media kits.",
      "Start with one or two small placements to test, with a unique link or code each.",
      "Write the ad as a recommendation, with one offer and one link.",
      "Re-book only those with a cost per sign-up under your target.",
    ],
    resourcesNeeded: ["A budget of $200-2,000 per placement", "Tracked links or codes", "A sponsor blurb"],
    successMetrics: ["Cost per sign-up per placement", "Clicks per placement", "Placements worth re-booking"],
    template: `Subject: sponsorship enquiry for [Newsletter / Podcast]

Hi [Name],

I'm [Your name], founder of {product}. Your [newsletter / show] is one of the few our users mention by name, so I'd like to sponsor an upcoming issue. Could you send your media kit, rates and open dates for [month]?

---
Sponsor blurb (about 80 words):
This issue is supported by {product}. If you're one of the {audience} who [problem], {product} [does X] so you can [outcome]. [Customer or number proof]. [Newsletter name] readers get [offer: 2 months free] with code [CODE]: {website}

---
Podcast read (30 seconds):
"Today's show is supported by {product}. [Problem story in one sentence.] {product} [what it does]. [Proof.] Listeners get [offer] at {website} with code [CODE]."`,
    marketingWisdom:
      "Buy the smallest placement first and measure. The best sponsorships are rebooked, not negotiated.",
  },
  // ─── Earned media ──────────────────────────────────────────────────────────────────────────────
  {
    id: "podcast-guest",
    name: "Guest on 10 niche podcasts",
    requires: [],
    uses: ["content"],
    channels: ["pr", "content"],
    goals: ["awareness", "fundraising", "partnerships"],
    audiences: [...B2B, "freelancer", "creators", "developer", "prosumer"],
    stages: BETA_ON,
    minBudget: "bootstrapped",
    paidAds: false,
    contentHeavy: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    description:
      "Appear as a guest on small podcasts that {audience} listen to, telling the story behind {product} and what you have learned. Niche hosts always need guests, and an hour of your voice builds more trust than any ad.",
    implementation: [
      "Find 30 podcasts in your niche with recent episodes and guests like you.",
      "Listen to one episode of each before pitching; reference it in the email.",
      "Pitch three specific topics with the email below; aim for 10 bookings.",
      "Prepare three stories and one listener offer; share each episode when it airs.",
    ],
    resourcesNeeded: ["A decent USB microphone", "A one-paragraph bio", "A listener offer page"],
    successMetrics: ["Episodes recorded", "Visits to the listener offer page", "Inbound leads or intros that mention the show"],
    template: `Subject: guest idea for [Podcast name]: [topic]

Hi [Host name],

I enjoyed your episode with [guest] on [topic]; the part about [specific point] really stuck with me.

I'm [Your name], founder of {product}. I'd love to come on and share one of these:
1. [Topic 1: a story with a lesson, e.g. "How we got our first 100 users with zero budget"]
2. [Topic 2: a contrarian take relevant to their listeners]
3. [Topic 3: a practical how-to]

Your listeners would leave with [concrete takeaway]. I'll also share the episode with our [number] users and followers.

Here's a short clip of me speaking: [link]. Happy to work around your schedule.

[Your name]
{website}`,
    marketingWisdom:
      "Hosts book stories, not products. Pitch the lesson your journey taught you, and the product comes up naturally.",
  },
  {
    id: "press-pitch",
    name: "Press pitch to 20 niche journalists and writers",
    requires: [],
    uses: ["content"],
    channels: ["pr"],
    goals: ["awareness", "fundraising"],
    audiences: EVERYONE,
    stages: LIVE,
    minBudget: "bootstrapped",
    paidAds: false,
    contentHeavy: false,
    timeFrame: "Quick Win",
    impact: "Medium Impact",
    description:
      "Pitch a real story about {product} (a surprising number, a launch, a trend you see {geo}) to twenty writers who cover your niche. Niche coverage brings readers who care and a credibility line for your homepage and investor deck.",
    implementation: [
      "Find 20 writers who covered a similar product or topic in the last six months.",
      "Find your angle: a data point, a trend, a customer story or a strong founder story, not 'we launched'.",
      "Send short, personal pitches (below) on a Tuesday or Wednesday morning in their time zone.",
      "Follow up once after four days; offer an exclusive to the best fit.",
    ],
    resourcesNeeded: ["A press kit page (logo, screenshots, founder photo, one-paragraph description)", "A list of 20 writers", "A newsworthy angle"],
    successMetrics: ["Articles or mentions published", "Referral traffic and sign-ups per article", "Backlinks from relevant sites"],
    template: `Subject: [Surprising fact or number] – [short angle]

Hi [Journalist name],

You wrote about [their recent related article] – [one line on why it was good].

A story your readers may like: [the angle in one sentence, e.g. "62% of small agencies now bill clients for AI work, according to our data from 1,200 accounts"].

Quick facts:
- {product} helps {audience} [outcome]
- [Traction or data point]
- [Why now / what's new]

I can share the full data, customer contacts and screenshots. Press kit: {website}/press

Would this be of interest?

[Your name], founder of {product}
[Phone]`,
    marketingWisdom:
      "Journalists need stories, not announcements. A number nobody else has is the best pitch a small company can make.",
  },
];
