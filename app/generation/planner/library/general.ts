import type { LibraryTactic } from "../types";
import { ALL_STAGES, BETA_ON, EARLY, LIVE } from "./stages";

/** The customer conversation's questions, about the past and in the same order every time (The Mom Test). */
export const DISCOVERY_QUESTIONS = `Questions (same order every time):
1. "When did {{the problem}} last happen? Walk me through it."
2. "What did you do about it? What did that cost you in time or money?"
3. "What have you tried already? Why did you stop, or why do you still use {competitor}?"
4. "Who else do you know who deals with this?"`;

/*
 * Software for individuals (freelancers, prosumers, students, mixed audiences), plus the tactics that
 * fit several kinds of business: customer discovery conversations, launches for software and
 * fundraising support. Ids start with "sw-".
 */

/** Kinds that raise money from investors: everything but a local shop or service. */
const FUNDRAISING_KINDS: LibraryTactic["kinds"] = [
  "software", "b2b-smb", "b2b-enterprise", "devtool", "consumer-app", "ecommerce", "creator",
];

export const GENERAL_TACTICS: LibraryTactic[] = [
  // ─── Discovery and launches (several kinds) ────────────────────────────────────────────────────
  {
    id: "sw-customer-discovery-calls",
    name: "Customer discovery conversations (The Mom Test)",
    kinds: ["software", "b2b-smb", "b2b-enterprise", "devtool", "creator"],
    goals: ["signups", "revenue", "retention"],
    stages: ["mvp", "beta", "launched", "growth"],
    channels: ["calls", "dm"],
    requires: [],
    uses: ["sales"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 4,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Before you spend anything on reach, fifteen conversations with {audience} tell you which words make them care about {product} and which promise to lead with.",
    description:
      "Hold fifteen to twenty short conversations with {audience} {geo} about the last time they hit the problem {product} solves, and keep {product} itself for the last two minutes. You come away with their words for the pain, what they use today ({usedToday}), what it already costs them, and the first people who ask to try it.",
    steps: [
      "Write down the three beliefs about {audience} that would hurt most if wrong (they hit the problem often, they already try to fix it, they pay for a fix today) and the past-behaviour question that tests each.",
      "List 40 people to invite: current sign-ups, people who described the problem in public, and friends of friends who fit; expect about half to say yes.",
      "Send the invitation below one person at a time, by email or direct message, and book 20-minute customer calls over the next two weeks.",
      "Run every conversation on the past: the last time it happened, what they did, what it cost; write down their exact phrases within an hour of hanging up.",
      "Only at the end, show {product} for two minutes and ask for a commitment: a date to try it on real work, a pre-order at {price}, or an introduction to someone else with the problem.",
      "After 15 to 20 conversations, rewrite your headline and first onboarding screen in their words, and send everyone a short thank-you with what you learned.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "A free booking link (Cal.com or Calendly)",
      "One notes sheet with the same questions for every conversation",
      "About four hours a week for two to three weeks",
    ],
    successMetrics: [
      "15 to 20 conversations held within three weeks",
      "At least three people who commit to something: a date, a payment or an introduction",
      "A headline rewritten in phrases at least three people used",
      "Progress towards {metrics}",
    ],
    template: `Subject: 20 minutes on how you handle {{the problem}}?

Hi {{first name}},

I'm {{your name}}, and I'm building {product} for {audience}. I'm not selling anything: I'm trying to understand how people like you deal with {{the problem}} today, and what it costs you.

Could you spare 20 minutes this week or next? Pick any slot here: {{booking link}}. I'll send you a short summary of what I hear from everyone.

Thanks,
{{your name}}

---
${DISCOVERY_QUESTIONS}
Only at the very end: show {product} for two minutes and ask, "Would you like to try it on your own work next week?"`,
    marketingWisdom:
      "Following The Mom Test, ask about specific past behaviour and money already spent, never \"would you use this\": compliments and hypotheticals are noise, and a commitment of time, money or an introduction is the only real signal.",
    inChat: {
      description:
        "Hold fifteen to twenty short conversations with {audience} {geo} about the last time they hit the problem {product} solves, at their counter at a quiet hour or in a voice call on {messagingApp}, and keep {product} itself for the last two minutes. You come away with their words for the pain, what they use today ({usedToday}), what it already costs them, and the first people who ask to try it.",
      steps: [
        "Write down the three beliefs about {audience} that would hurt most if wrong (they hit the problem often, they already try to fix it, they pay for a fix today) and the past-behaviour question that tests each.",
        "List 40 people to ask: current sign-ups, owners you have met, and owners your first customers know; expect about half to say yes.",
        "Ask each one in person, or with the {messagingApp} message below to those who gave you their number, for fifteen minutes at their quiet hour, at their counter or in a voice call; never by email.",
        "Run every conversation on the past: the last time it happened, what they did, what it cost; write down their exact phrases within an hour.",
        "Only at the end, show {product} for two minutes on their own phone and ask for a commitment: a date to try it on real work, a first payment at {price}, or an introduction to another owner with the problem.",
        "After 15 to 20 conversations, rewrite your one-minute video and the first screen of {product} in their words, and send each person a short voice note of thanks.",
      ],
      resourcesNeeded: [
        "Your phone, with the numbers of those who said yes",
        "One notes sheet with the same questions for every conversation",
        "About four hours a week for two to three weeks",
      ],
      template: `{messagingApp} message (only to owners who gave you their number):

Hi {{first name}}, it's {{your name}} from {product}. I'm not selling anything: I'm trying to understand how owners like you deal with {{the problem}} today. Could I come by for fifteen minutes at a quiet hour this week, or call you here? Tell me the day and time that suit you.

---
${DISCOVERY_QUESTIONS}
Only at the very end: show {product} for two minutes on their phone and ask, "Would you like to try it on your own work next week?"`,
    },
  },
  {
    id: "sw-product-hunt-launch",
    name: "Product Hunt launch with supporters who already use it",
    kinds: ["software", "b2b-smb", "devtool"],
    goals: ["awareness", "signups"],
    stages: ["beta", "launched", "growth"],
    channels: ["product-hunt", "dm", "community"],
    requires: [],
    uses: ["design", "social", "community"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 5,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Product Hunt's daily list is read by early adopters who try new software the same day, which suits {product} and {audience} who want something better than {competitor}.",
    description:
      "A prepared launch puts {product} on Product Hunt's front page for a day and leaves you with sign-ups, a burst of feedback and a lasting listing. The result is decided in the three weeks before: the assets, the hunter, and the people who already use {product} and will say so in the comments.",
    steps: [
      "Prepare the assets: a tagline under 60 characters, four to six gallery images that each show one result, a 30-second screen recording, a launch-day offer for {audience}, and the maker's first comment below.",
      "Pick a Tuesday to Thursday date three weeks out and your hunter: launch from your own maker profile if it has been active, or ask one person active in your category who has used {product}; schedule the page and add your co-makers.",
      "Line up supporters who already use {product}: a week before, send each one a personal email or direct message with the date and ask for an honest comment about how they use it, never for upvotes.",
      "Launch day: go live at 12:01 am Pacific time, post the maker's comment at once, send supporters the live link in the morning, and answer every comment within the hour until the day ends.",
      "Follow up over the next week: email everyone who signed up during the launch with the one first step to take, thank every commenter, link the listing from {website}, and write down the three pieces of feedback you heard most.",
    ],
    setupSteps: 3,
    resourcesNeeded: [
      "A Product Hunt maker profile with some activity in the weeks before",
      "Gallery images and a 30-second screen recording",
      "A list of people who already use {product}",
      "Launch day kept clear of other work",
    ],
    successMetrics: [
      "Sign-ups on launch day and over the following week",
      "Comments from people new to {product}",
      "Feedback items acted on within two weeks",
      "Progress towards {metrics}",
    ],
    template: `Maker's first comment:
Hi Product Hunt! I'm {{your name}}, maker of {product}.

{pitch}

I built it after watching {audience} make do with {competitor} for too long. {product} is for the moment that stops being enough.

Launch-day offer: {{launch offer}}.

I'd love your honest feedback, especially on anything that's confusing in the first five minutes. I'm here all day answering every comment.

---
Message to people who already use {product} (a week before, then the live link on the day):
Hi {{first name}}, we're launching {product} on Product Hunt on {{date}}. You've been using it for a while, so if you have a minute that day, a comment about how you actually use it would help more than anything else. Here's the page once it's live: {{launch page link}}. No pressure at all, and thank you for being an early user.`,
    marketingWisdom:
      "Ask for honest comments and never for upvotes: Product Hunt's rules forbid vote requests and its ranking discounts coordinated voting. Treat the day as a burst of feedback and links; the users who stay come from the follow-up email.",
  },
  {
    id: "sw-launch-stacking",
    name: "Launch stacking on BetaList, AlternativeTo, SaaSHub and Indie Hackers",
    kinds: ["software", "b2b-smb"],
    // Founders and early adopters browse these sites; students hear of apps from each other, where they study.
    notFor: ["students"],
    goals: ["awareness", "signups"],
    stages: EARLY,
    channels: ["community", "seo"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 2,
    offMarketplace: true,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "Medium Impact",
    why: "People hunting for a new tool browse these sites on purpose, so listing {product} on several of them over two weeks stacks small launches into a steady stream of early users and links.",
    description:
      "Instead of betting everything on one launch day, put {product} in front of early adopters on a sequence of sites: BetaList for new products, AlternativeTo and SaaSHub as an alternative to {competitor}, and a launch post on Indie Hackers. Each brings a little; stacked over two to three weeks they bring steady visitors, first feedback and backlinks that help SEO.",
    steps: [
      "Write one reusable set of listing copy in {language}: a one-line description under 60 characters, a 160-character summary, three screenshots, a logo and the categories you fit.",
      "Submit to BetaList in week one: it features new products and its free queue can take several weeks.",
      "List {product} on AlternativeTo and SaaSHub as an alternative to {competitor}, filling every field and tag, and ask three existing users to add their own honest opinion there if they want to.",
      "The following week, publish the Indie Hackers post below: why you built {product}, one honest number, one open question; follow the site's rules on self-promotion and answer every reply in the community.",
      "Give each listing its own tracked link (for example ?ref=betalist) and after a month keep updating only the ones that send sign-ups.",
    ],
    setupSteps: 1,
    resourcesNeeded: [
      "One set of listing copy, three screenshots and a logo",
      "Free accounts on BetaList, AlternativeTo, SaaSHub and Indie Hackers",
      "A tracked link per site",
    ],
    successMetrics: [
      "Four listings live within three weeks",
      "Visitors and sign-ups per listing, from the tracked links",
      "Referring domains gained, from Google Search Console",
      "Progress towards {metrics}",
    ],
    template: `Listing copy (reuse on BetaList, AlternativeTo and SaaSHub):
{product}: {{one line under 60 characters}}
{pitch} Made for {audience} who have outgrown {competitor}. Try it at {website}.

---
Indie Hackers post
Title: I built {product} because {{the problem in one line}}. Here's where it stands.

Hi IH, I'm {{your name}}. {pitch}

Where it stands: {{one honest number}}.
What I'm unsure about: {{your biggest open question}}

I'd love blunt feedback, especially from anyone who has launched to a similar crowd. If you want to poke at it: {website}`,
    marketingWisdom:
      "Traction's point about existing platforms holds here: go where your customers already browse. A single directory rarely moves the needle, but the stack does, and the listings keep sending visitors long after a one-day launch is forgotten.",
  },

  // ─── Pre-launch and audience building ──────────────────────────────────────────────────────────
  {
    id: "sw-waitlist-referral-queue",
    name: "Waitlist with a referral queue",
    prelaunch: true,
    kinds: ["software"],
    goals: ["signups", "awareness"],
    stages: ["mvp", "beta"],
    channels: ["referral", "email-marketing"],
    requires: [],
    uses: ["design", "analytics"],
    cost: { min: 0, max: 50 },
    paid: false,
    hoursPerWeek: 3,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "Medium Impact",
    why: "{product} is not open to everyone yet, so a waitlist where {audience} move up by inviting friends turns early interest into a queue that grows itself.",
    description:
      "Put a one-field waitlist on {website} where everyone who joins sees their place in line and gets a personal invite link; each friend who joins moves them up. Let people in by weekly batches from the top, so the wait itself becomes a reason to share.",
    steps: [
      "Decide what moving up earns: each friend who joins moves you up 10 places, and the first 100 in get a founding-member discount off {price}.",
      "Set up the waitlist page with one email field, the queue position and the personal invite link (a waitlist tool or a small table in your own database), and make sure duplicate and throwaway addresses do not count.",
      "Write the welcome email below, which confirms the position and repeats the invite link.",
      "Share the page wherever you already post and with everyone you have spoken to about {product}; send each person their new position every Friday.",
      "Let in a batch every week from the top, ask each batch for one line of feedback after their first use, and tell the rest of the queue how many got in.",
    ],
    setupSteps: 3,
    resourcesNeeded: [
      "A waitlist tool with referral positions (GetWaitlist, Waitlister, Viral Loops) or a table in your own app",
      "A one-screen landing page",
      "A weekly batch-invite routine",
    ],
    successMetrics: [
      "Share of waitlist sign-ups that came through an invite link (aim for 30% or more)",
      "Invites per person who joined",
      "Share of each batch that uses {product} within a week of getting in",
      "Progress towards {metrics}",
    ],
    template: `Subject: You're #{{position}} on the {product} waitlist

Hi there,

You're in line for {product}. {pitch}

Your place: #{{position}}
We let people in every week, top of the line first.

Want in sooner? Every friend who joins with your link moves you up 10 places, and the first 100 people in get 30% off {price} for their first year.

Your link: {{personal invite link}}

We'll tell you when you move up. Reply any time with what you'd use {product} for first: it helps us decide what to build next.

The {product} team`,
    marketingWisdom:
      "Referral queues work when the reward is access people actually want and the wait is real: Robinhood's pre-launch line grew this way because moving up meant getting in sooner. Let batches in on a schedule, or the queue stops meaning anything.",
  },
  {
    id: "sw-build-in-public",
    name: "Build in public on X and LinkedIn",
    kinds: ["software"],
    goals: ["awareness", "signups"],
    stages: ALL_STAGES,
    channels: ["twitter", "linkedin"],
    requires: [],
    uses: ["social", "content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 3,
    contactsIndividuals: false,
    timeFrame: "Ongoing",
    impact: "Medium Impact",
    why: "People try tools from founders they have watched build, so a steady public trail of what {product} ships and learns turns followers among {audience} into first users.",
    description:
      "Post short, specific updates about building {product} on X (Twitter) and LinkedIn: what shipped, one number, one mistake, one question for {audience}. Three or four posts a week, and more replies to other people than posts of your own.",
    steps: [
      "Rewrite both profiles so they say who you build for (\"Building {product} for {audience}\") with {website} in the bio.",
      "Write a list of 20 post ideas from your changelog, support questions and last month's mistakes, so you never start from a blank box.",
      "Post three or four times a week: Monday the weekly update below, midweek a screenshot or screen recording of something new, Friday a lesson or a question.",
      "Spend 15 minutes a day replying to {audience} and to other builders; comment on their posts before you publish your own.",
      "Once a month, share your real numbers with a direct invitation to try the newest feature, and count the sign-ups that name X or LinkedIn as where they found you.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "Accounts on X (Twitter) and LinkedIn",
      "A screen recorder (the one built into your laptop is enough)",
      "A notes file of post ideas",
      "About 20 minutes a day",
    ],
    successMetrics: [
      "Followers who match {audience}, counted monthly",
      "Sign-ups per week that say they came from X or LinkedIn",
      "Replies and questions per post",
      "Progress towards {metrics}",
    ],
    template: `Week {{week number}} of building {product} in public

Shipped: {{feature}}, because a user asked for it
Numbers: {{users and paying users}}
Mistake: {{what went wrong}}, and what I changed
Next: {{next week's goal}}

If you keep running into this too, try it and tell me what's missing: {website}

What should {product} do next?`,
    marketingWisdom:
      "People follow founders, not logos: a post with one real number and one admitted mistake outperforms a polished announcement. Reply before you post, because on both networks conversations grow an account faster than broadcasts.",
  },
  {
    id: "sw-community-helpful-member",
    name: "Helpful member of three communities your users ask in",
    kinds: ["software"],
    goals: ["awareness", "signups"],
    stages: ALL_STAGES,
    channels: ["community", "reddit", "discord", "facebook-groups"],
    requires: [],
    uses: ["community", "content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 3,
    contactsIndividuals: false,
    timeFrame: "Ongoing",
    impact: "Medium Impact",
    why: "When {audience} need a tool they ask each other in subreddits, Discord servers and Facebook groups, so answers that genuinely help make {product} the name members recommend.",
    description:
      "Pick three places where {audience} ask for help (a subreddit, a Discord or Slack server, a Facebook group or forum) and become a known, useful member: answer questions fully, share what you know, and mention {product} only when it is truly the answer, saying that you built it.",
    steps: [
      "Find three communities where {audience} ask questions {product} can answer: search Reddit, Discord and Facebook groups for the problem in their words, and read each one's rules on self-promotion.",
      "Set up an alert for the problem's keywords (F5Bot for Reddit, or each community's own search saved as a bookmark) so you see new questions the day they are asked.",
      "For the first two weeks, answer two questions a day fully and with no link, the way you would help a friend.",
      "When {product} really is the answer, say plainly that you built it, give the steps that work without it first, then the link.",
      "Once members know you, post one 'I built this, tear it apart' thread where the rules allow it, and note every objection as input for {product}.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "Accounts in the three communities, with your real name or a clear link to {product}",
      "A keyword alert (F5Bot is free for Reddit)",
      "About 30 minutes a day",
    ],
    successMetrics: [
      "Answers upvoted or thanked each week",
      "Sign-ups that name a community as where they heard of {product}",
      "Members who recommend {product} before you do",
      "Progress towards {metrics}",
    ],
    template: `Reply to a question (only when {product} genuinely fits):
I had the same problem with {{their problem}}. What worked for me:
1. {{first step anyone can do}}
2. {{second step}}
3. {{third step}}

Disclosure: I got frustrated enough to build a tool for this, {product}. It does steps 2 and 3 for you, here if you want to look: {website}. Happy to answer questions either way.

---
Feedback thread (once you're a known member, and only where the rules allow it):
Title: I built a tool for {audience} who {{struggle with this}}. Roast it?
Body: Long-time reader here. {pitch} What would stop you from switching to it from {competitor}? I'll reply to everyone.`,
    marketingWisdom:
      "Give ten times before you ask once: in a community your reputation is the channel, and one link-drop post can burn it. Answer where the questions already are, and the members will bring up {product} for you.",
  },

  // ─── Students ──────────────────────────────────────────────────────────────────────────────────
  {
    id: "sw-campus-ambassadors",
    fromUsers: true,
    name: "Student ambassador programme at universities",
    kinds: ["software"],
    audiences: ["students"],
    goals: ["awareness", "signups"],
    stages: BETA_ON,
    channels: ["referral", "dm", "flyers"],
    requires: ["community"],
    workaround: {
      community:
        "No community-building experience? Start with three students you already know from your users and one group chat, and run it like a study group with a shared goal.",
    },
    uses: ["social"],
    cost: { min: 0, max: 200 },
    paid: false,
    hoursPerWeek: 3,
    contactsIndividuals: true,
    timeFrame: "Long-term",
    impact: "Medium Impact",
    why: "Students pick up the tools their classmates already use, so a few {product} ambassadors in the right courses and societies reach {audience} faster than any ad.",
    description:
      "Recruit five to ten enthusiastic users who are university students aged 18 or over to introduce {product} to their course, society or study group, with a free plan, a personal invite link and a written reference for the work. Keep it small, personal and honest: ambassadors always say they are ambassadors.",
    steps: [
      "Write a one-page brief: who can join (university students aged 18 or over who already use {product}), what they do each month, what they get, and the rule that they always disclose they are ambassadors.",
      "Prepare the starter kit: a personal invite link with referral tracking for each ambassador, a screenshot walkthrough, a poster for course notice boards where the university allows it, and three example messages in {language}.",
      "Invite your 15 most active student users one by one, by email or direct message, with the note below; pick the five to ten who reply with an idea of their own.",
      "Each month, ambassadors introduce {product} in the student-run group chats and societies they belong to (never in official course channels, which many universities keep free of promotion) and run one 20-minute walkthrough for a study group.",
      "Hold a 30-minute group check-in each month, share a leaderboard of sign-ups who actually used {product}, and thank the top three publicly.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "Personal invite links with referral tracking",
      "A one-page brief and a starter kit with a poster",
      "Free plans, a certificate and written references as rewards",
      "About three hours a week",
    ],
    successMetrics: [
      "Ambassadors active each month",
      "Sign-ups per ambassador who use {product} in their first week",
      "Ambassadors still active after one term",
      "Progress towards {metrics}",
    ],
    template: `Subject: Want to be the {product} ambassador at {{their university}}?

Hi {{first name}},

You're one of the most active {product} users at {{their university}}, and I'd guess people on your course already ask how you get things done. Would you like to be one of our campus ambassadors this term? (The programme is for university students aged 18 or over.)

What you'd do:
- Tell your study group, course friends or society about {product} in your own words (never in official university channels), always saying you're an ambassador
- Run one 20-minute walkthrough for a study group each month
- Tell us what students need next

What you get:
- {product} free for as long as you're an ambassador
- A certificate and a written reference from me for your CV
- {{extra reward}} for every 10 classmates who start using it through your link

Reply "yes" and I'll send the starter kit.

{{your name}}, {product}`,
    marketingWisdom:
      "Ambassadors stay for status and belonging more than for rewards, so recognise them publicly and give them features first. Reward sign-ups who actually use the product, or you end up paying for empty accounts.",
  },
  {
    id: "sw-student-plan",
    name: "Student plan verified by university email",
    kinds: ["software"],
    audiences: ["students"],
    goals: ["signups", "awareness"],
    stages: BETA_ON,
    channels: ["marketplaces", "newsletter"],
    requires: [],
    uses: ["design"],
    cost: { min: 0, max: 100 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "Medium Impact",
    why: "Students compare prices before anything else, so a verified student plan gives {audience} a reason to choose {product} now and to keep it after they graduate.",
    description:
      "Offer a free or discounted {product} plan to anyone who signs up with a university email address, explain it on a short /students page, list it where students look for deals, and ask student societies to mention it. Students who learn a tool at university often carry it into their first job.",
    steps: [
      "Decide the offer: a free plan or half of {price} for anyone with a university email address, renewed each academic year.",
      "Build the check (accept sign-ups from university email domains; public lists of university domains cover most countries) and publish a short /students page in {language} that explains the plan in three lines.",
      "Apply to list the offer on student discount marketplaces such as UNiDAYS or Student Beans, where students already look for deals; read their terms first, as some take a fee per sale.",
      "Write to the committees of five student societies whose members need {product} with the email below, offering the committee a free year in exchange for a mention in their member newsletter.",
      "Each month, count student sign-ups and how many use {product} in their first week, and email graduating students a graduate discount before their plan ends.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "A coupon or plan in your billing tool",
      "A list of university email domains",
      "A short /students page",
    ],
    successMetrics: [
      "Student sign-ups per month",
      "Share of student sign-ups who use {product} in their first week",
      "Student societies that mention {product} to their members",
      "Progress towards {metrics}",
    ],
    template: `Subject: A free year of {product} for the {{society name}} committee

Hi {{first name}},

I'm {{your name}}, and I make {product}. {pitch}

Students who sign up with their university email get our student plan, and I'd like to give the {{society name}} committee a free year of it. If you find it useful, a short mention in your next member newsletter would mean a lot. Here's one you can use as is or change:

"{product} has a student plan: sign up with your university email at {website} and it's yours. Our committee uses it for {{how you use it}}."

Thanks,
{{your name}}`,
    marketingWisdom:
      "Price is the first filter for students, and a tool learned at university travels into the first job: Notion and Figma built student plans for exactly that reason. Verify by university email, or the discount leaks to everyone.",
  },

  // ─── Search and content ────────────────────────────────────────────────────────────────────────
  {
    id: "sw-seo-problem-pages",
    name: "Search pages that answer the problem people type into Google",
    kinds: ["software"],
    goals: ["awareness", "signups"],
    stages: BETA_ON,
    channels: ["seo", "blog"],
    requires: ["seo", "content"],
    workaround: {
      seo: "No SEO experience? Take the questions straight from Google's autocomplete and its 'People also ask' box, answer one per page in plain words, and submit each page in Search Console; at this size that is most of the work.",
      content:
        "Not a writer? Answer each question the way you would in an email to a friend, add your own screenshots, and let a free grammar checker tidy it.",
    },
    uses: ["analytics"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 4,
    contactsIndividuals: false,
    timeFrame: "Long-term",
    impact: "High Impact",
    why: "People search for their problem long before they search for a tool, so a page that answers the exact question {audience} type puts {product} in front of them at the moment of need.",
    description:
      "Publish one page a week that fully answers a question {audience} type into Google when the problem {product} solves hits them (how to do the task, how to fix the mistake, what a good example looks like), written in {language}, with {product} shown at the end as the quicker way. Problem searches face less competition than tool searches and bring readers who have the pain today.",
    steps: [
      "Collect 30 real questions, in the words {audience} use, from Google's autocomplete and 'People also ask' box, forum threads, your support inbox and your customer conversations.",
      "Pick the ten with clear intent where the current top results are thin or out of date, and write a three-line brief for each: the question, who asks it, the answer in two sentences.",
      "Publish one page a week on your own domain: the answer in the first two sentences, then the steps with screenshots, then one paragraph on doing it faster with {product} and a link to try it.",
      "Link each new page from two older ones and from the matching feature page, and submit it in Google Search Console.",
      "After eight weeks, find the pages ranking in positions 5 to 15 in Search Console and improve those first: a clearer answer, a missing step, a sharper title.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "Blog posts or plain pages on your own domain",
      "Google Search Console (free)",
      "About four hours per page",
    ],
    successMetrics: [
      "Organic clicks per month in Search Console",
      "Pages on the first page of results for their question",
      "Sign-ups from search visitors",
      "Progress towards {metrics}",
    ],
    template: `Page outline for {product}'s site, in {language}

Title tag (under 60 characters): How to {{do the task}}, step by step
Meta description: {{the answer in one sentence}}. A practical guide for {audience}, with every step and a faster way if you do it every week.
H1: How to {{do the task}}

First two sentences (answer at once):
To {{do the task}}, you {{the short answer}}. Below are the steps, the mistakes to avoid, and a quicker way if it's part of your week.

Sections: Why it goes wrong · Step by step, with screenshots · Common mistakes · Doing it faster with {product}

Closing paragraph:
If you {{do the task}} often, {product} does the slow part for you. {pitch} Try it at {website}.`,
    marketingWisdom:
      "Write for the question, not the keyword: a page that fully solves one problem earns links and trust, while thin posts only earn bounces. People who know their problem far outnumber people who know your product, and Google rewards the page that answers first.",
  },
  {
    id: "sw-comparison-page",
    name: "Honest comparison page against your main alternative",
    kinds: ["software"],
    goals: ["signups", "revenue"],
    stages: BETA_ON,
    channels: ["seo"],
    requires: [],
    uses: ["seo", "content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 3,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "People who search for an alternative to {competitor} have already decided to switch, so a fair {product} vs {competitor} page meets them at the moment they choose.",
    description:
      "Publish one honest page comparing {product} with {competitor}: who each is for, a side-by-side table, when to choose {competitor}, and how to move over. Searches like \"{competitor} alternative\" and \"{product} vs {competitor}\" come from people ready to change tools.",
    steps: [
      "Look at {competitor} again with fresh eyes (sign up if there is a free trial) and note its real strengths, its current price, and the three reasons your users give for leaving it.",
      "Type \"{competitor} alternative\", \"{competitor} vs\" and \"{competitor} for {audience}\" into Google and note the autocomplete suggestions and the pages that rank, to choose the page's title.",
      "Write the page from the template below: a five-row table, a fair section on when to choose {competitor}, and a plain offer to help people move their data.",
      "Publish it at a short, clear address, link it from your pricing page and footer, and submit it in Google Search Console.",
      "Every quarter, check the pricing and features of {competitor} again and update the page, because an out-of-date comparison loses trust.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "A fresh look at {competitor}: its price, strengths and weak spots",
      "The reasons your users gave for switching",
      "Google Search Console",
    ],
    successMetrics: [
      "Search impressions and clicks for alternative and vs searches",
      "Sign-up rate of visitors who land on the page",
      "New users who mention {competitor} at sign-up",
      "Progress towards {metrics}",
    ],
    template: `Title tag: {product} vs {competitor}: an honest comparison
Meta description: Looking for an alternative to {competitor}? See how {product} compares on price, set-up time and {{your main strength}}, side by side.

H1: {product} vs {competitor}

Choose {competitor} if you need {{their real strength}}. {product} is built for {audience} who need {{your main strength}}. {pitch}

Table rows: Price ({price} for {product}) · Time to a first result · {{the feature that decides}} · Support · Who it's for

When to choose {competitor}:
- {{honest reason}}

When to choose {product}:
- {{your main strength}}
- {{second reason}}

Moving from {competitor}: reply to any email from us and we'll help you bring your data over. Try {product} at {website}.`,
    marketingWisdom:
      "April Dunford's Obviously Awesome starts positioning from the alternative customers really use; a comparison page is that positioning in public. Being fair about where the alternative wins is what makes your wins believable.",
  },
  {
    id: "sw-free-tool",
    name: "Free tool that does one step of the job (engineering as marketing)",
    kinds: ["software"],
    goals: ["awareness", "signups"],
    stages: BETA_ON,
    channels: ["seo", "blog", "community"],
    requires: [],
    uses: ["design", "seo"],
    cost: { min: 0, max: 20 },
    paid: false,
    hoursPerWeek: 5,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Plenty of {audience} search for quick calculators, checkers and generators every day, so a free tool that does one step of {product}'s job gets found, gets shared and leads to the full product.",
    description:
      "Build, in a few days, a small free tool (a calculator, generator, checker or converter) that solves one step of the problem {product} solves, on its own page of your domain and usable without signing up. Traction calls this engineering as marketing: the tool earns search traffic and links, and every result points to {product} for the rest of the job.",
    steps: [
      "List five small jobs {audience} do on the way to the result {product} gives (estimate, convert, check, generate) and pick the one people already search for where the top results are articles rather than tools.",
      "Build the smallest useful version in three to five days on a page of your own domain, with no sign-up and a result people can share by link.",
      "Next to every result, show the next step in {product} with one button, and offer to email the result (the only place you ask for an address).",
      "Launch it: post it in the two communities where {audience} ask about this job, and write to the authors of the ten articles that rank for the search with the email below.",
      "Each month, count tool uses, clicks from the result to {product} and links earned, and add the one improvement users ask for most.",
    ],
    setupSteps: 3,
    resourcesNeeded: [
      "Three to five days of building time",
      "A page on your own domain",
      "A list of the ten articles that rank for the search",
    ],
    successMetrics: [
      "Monthly tool users",
      "Links earned from other sites",
      "Share of tool users who click through to {product}",
      "Progress towards {metrics}",
    ],
    template: `Subject: A free {{tool type}} for readers of "{{their article title}}"

Hi {{first name}},

Your article "{{their article title}}" is one of the clearest I've found on this, and I noticed it leaves readers to work it out by hand.

We've just released a free {{tool type}} that does it in seconds, with no sign-up: {{tool page link}}. It's made by the team behind {product}, and it will stay free.

If you think it helps your readers, it could be a useful addition to the article. Either way, thanks for writing it.

{{your name}}`,
    marketingWisdom:
      "A free tool is marketing people are glad to receive: they bookmark it, link to it and come back, which is how HubSpot's Website Grader brought in so many early leads. Give away the step and sell the whole job.",
  },
  {
    id: "sw-template-gallery",
    name: "Template gallery with a page per ready-made template",
    kinds: ["software"],
    goals: ["signups", "awareness"],
    stages: BETA_ON,
    channels: ["seo", "community"],
    requires: ["design"],
    workaround: {
      design:
        "No designer? Build the templates inside {product} with realistic example content and use a plain screenshot as the preview: clarity sells a template, polish comes later.",
    },
    uses: ["seo", "content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 4,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "People search for a ready-made template before they search for a tool, so a gallery of {product} templates made for {audience} turns those searches into people starting inside {product}.",
    description:
      "Publish ten ready-made templates built in {product} for the jobs {audience} set up most, each on its own page with a preview, who it is for, and a button that copies it into a new account. Notion, Canva and Airtable grew this way: each template is both a search landing page and a first result.",
    steps: [
      "List the ten things your users most often set up from scratch, from your usage data and the questions in your support inbox.",
      "Build each template in {product} with realistic example content, so it looks like finished work rather than an empty frame.",
      "Give each one its own page: a title with the search phrase people use (\"weekly planner template\", \"invoice template\"), a preview image, three lines on who it is for, and a button that copies it into a new account.",
      "Link the gallery from your homepage and onboarding, and share one template a week in the communities where {audience} ask for them.",
      "Each month, check which templates get copied and used, build three more in the same vein, and invite users to submit their own.",
    ],
    setupSteps: 3,
    resourcesNeeded: [
      "Ten templates built in {product}",
      "A gallery page and one page per template",
      "A one-click copy into a new account",
    ],
    successMetrics: [
      "Template copies per month",
      "Share of new accounts that start from a template",
      "Search clicks to template pages",
      "Progress towards {metrics}",
    ],
    template: `Template page for {product}

Title tag: Free {{job}} template for {audience}
H1: {{job}} template

Short description:
A ready-made {{job}} template built in {product}, for {audience} who want {{the result}} from day one. Copy it in one click and change anything.

What's inside:
- {{first section}}
- {{second section}}
- Example content so you can see how it works

Button: Use this template in {product} → {website}

Share line for the communities you're part of:
I made a free {{job}} template for {audience} in {product}: copy it, keep it, change it. {website}`,
    marketingWisdom:
      "Templates are the shortest path to a first result: the user starts from something finished and makes it theirs. Each template page also ranks for its own search, so the gallery works as onboarding and SEO at once.",
  },
  {
    id: "sw-consumer-short-video",
    name: "Three short screen-recorded clips a week on TikTok, Reels and Shorts",
    kinds: ["software"],
    // People who choose tools for themselves and watch short video: students, consumers, hobbyists.
    audiences: ["students", "b2c-general", "b2c-niche", "prosumer"],
    goals: ["awareness", "signups"],
    stages: ALL_STAGES,
    channels: ["tiktok", "youtube", "instagram", "video"],
    requires: ["social"],
    workaround: {
      social:
        "Copy the three weekly formats in the template, film on a phone or with your laptop's screen recorder and a free editor such as CapCut, and judge results only after twelve clips.",
    },
    uses: ["content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 3,
    contactsIndividuals: false,
    timeFrame: "Ongoing",
    impact: "High Impact",
    why: "{audience} find the tools they use from short clips of someone like them using one, so a steady run of clips showing a real task done with {product} is the cheapest way to be found {geo}.",
    description:
      "Post three vertical clips a week from one {product} account on TikTok, Instagram Reels and YouTube Shorts, each opening on a moment {audience} recognise from their own week and showing {product} doing the slow part on a real screen. A fixed rhythm makes it doable: Monday a before and after, Wednesday one task in 20 seconds, Friday a reply to the best comment.",
    steps: [
      "Create one account named {product} on TikTok, Instagram and YouTube, put {website} in each bio, and turn on each platform's comment filter before the first post.",
      "Write twelve hooks in one sitting from what {audience} say out loud: a before and after, a question people keep asking, the moment they give up on {competitor}; each must land in the first two seconds.",
      "Film a week's clips in one batch with a screen recorder and a phone: 15-25 seconds, vertical, captions burned in, the real screen, with sounds from each app's commercial library.",
      "Post on Monday, Wednesday and Friday, to all three apps the same day, and answer comments for ten minutes after each post.",
      "Every Friday, log views, profile visits and link taps per clip in a sheet; after twelve clips, make three new takes of the best one and drop the weakest format.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A phone, a screen recorder and a free editor such as CapCut", "A demo account of {product} with realistic material", "Two hours of batch filming a week"],
    successMetrics: ["Views and average watch time per clip", "Profile visits and link taps per clip", "Sign-ups in the days after a clip takes off", "Progress towards {metrics}"],
    template: `Clip script for {product} (20 seconds, vertical, captions on)

0-2s HOOK, text on screen: "{{the moment people recognise}}"
2-12s SHOW: the real screen, one task, one result in {product}.
12-17s WHY, voice or caption: "We made {product} for {audience} who are tired of {competitor}."
17-20s ASK: "Try it yourself, link in bio."`,
    marketingWisdom:
      "Short video rewards the first two seconds and a rhythm you can keep: three plain clips a week for a month teach you more than one polished video. Show the real screen doing a real task; people trust what they can see working.",
  },
  {
    id: "sw-youtube-how-to-videos",
    name: "YouTube how-to videos for the tasks your users search",
    kinds: ["software"],
    goals: ["awareness", "signups"],
    stages: BETA_ON,
    channels: ["youtube", "video"],
    requires: [],
    uses: ["content", "social"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 4,
    contactsIndividuals: false,
    timeFrame: "Long-term",
    impact: "Medium Impact",
    why: "People look up how to do a task on YouTube before they look for a tool, so a plain screen-recorded answer for {audience} that uses {product} is found at the moment they need it.",
    description:
      "Record one plain how-to video a week that answers a question {audience} search on YouTube, with {product} shown as the way you do the task yourself. Screen recordings with a clear voice beat polished brand videos for search, and they keep bringing viewers for years.",
    steps: [
      "List ten 'how to' searches about tasks {product} helps with, using YouTube's search suggestions, and pick those where the top videos are old or long-winded.",
      "Set up a simple kit: your laptop's screen recorder, a headset microphone, and a clean demo account of {product} with realistic example data.",
      "Record one five-to-eight-minute video a week: the short answer in the first 30 seconds, the steps on screen, and {product} used for the slow part.",
      "Put the search phrase in the title and the first line of the description, add chapters, and put {website} in the first line of the description.",
      "After eight videos, check in YouTube Studio which ones send clicks to {website} and make two more on the same theme.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "A screen recorder and a headset microphone",
      "A demo account with realistic data",
      "About four hours a week",
    ],
    successMetrics: [
      "Views from YouTube search per video",
      "Clicks from video descriptions to {website}",
      "Sign-ups that mention YouTube",
      "Progress towards {metrics}",
    ],
    template: `Title: How to {{do the task}} (step by step)

Description, first lines:
How to {{do the task}} in a few minutes, the way {audience} actually do it. I use {product} for the slow parts: {website}

Chapters: 0:00 The short answer · 0:30 Step by step · {{time}} Common mistakes · {{time}} Doing it faster with {product}

Opening (first 30 seconds, spoken):
"If you need to {{do the task}}, here's the short answer: {{the short answer}}. I'll show you each step, the mistake almost everyone makes, and how I do it faster with {product}."`,
    marketingWisdom:
      "YouTube is where many people search for how to do things: a plain screen recording that answers one question in the first 30 seconds beats a polished brand video. Make the product the way you do the task, and keep the task the topic.",
  },

  // ─── Lifecycle and retention ───────────────────────────────────────────────────────────────────
  {
    id: "sw-onboarding-emails",
    name: "Onboarding emails that get new users to a first result",
    kinds: ["software"],
    goals: ["retention", "signups", "revenue"],
    stages: BETA_ON,
    channels: ["email-marketing"],
    requires: [],
    uses: ["content", "analytics"],
    cost: { min: 0, max: 30 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "New {product} users decide in their first days whether it is worth coming back, so three short emails that lead {audience} to a first result are where retention is won.",
    description:
      "Three plain-text emails from the founder, each pointing to the one action that gets a new {product} user to a first real result. The second and third go only to people who have not got there yet, and every reply reaches you.",
    steps: [
      "Find the first result: the action that users who stay took in their first week and users who left did not (the first finished project, the first import, the first shared link).",
      "Track that action in {product} and connect it to an email tool that can send on a delay and skip people who have already taken it.",
      "Write the three emails below in {language}: the welcome email at sign-up, the second on day 2, the third on day 5, the last two only to people who have not reached the first result.",
      "Reply personally to every answer within a day; each reply tells you where onboarding gets stuck.",
      "After four weeks, compare the share of new users who reach the first result in week one with the month before, and rewrite the email with the fewest clicks.",
    ],
    setupSteps: 3,
    resourcesNeeded: [
      "An email tool with delays and conditions (Loops, Customer.io, Brevo, or your own code)",
      "The first-result action tracked in {product}",
      "A direct link to the screen where that action happens",
    ],
    successMetrics: [
      "Share of new users who reach the first result in week one",
      "Share still active in week four",
      "Replies to the founder's emails",
      "Progress towards {metrics}",
    ],
    template: `Email 1 (at sign-up)
Subject: Your first result with {product} in five minutes

Hi {{first name}},

Thanks for trying {product}. The quickest way to see if it's for you is to {{the first step}}. Here's the direct link: {{deep link}}

If anything gets in the way, just reply: this comes straight to me.
{{your name}}, founder of {product}

Email 2 (day 2, only if they haven't done it yet)
Subject: Stuck on the first step?

Hi {{first name}}, most people who stall here hit the same snag: {{the common snag}}. Here's the same link again, with that part explained on the page: {{deep link}}

Email 3 (day 5, only if they haven't done it yet)
Subject: How people get started with {product}

Hi {{first name}}, the people who get the most out of {product} start by {{the first step}}, then come back to it every week. Reply and tell me what you're trying to get done, and I'll send you the exact steps.`,
    marketingWisdom:
      "Retention is decided in the first session: every onboarding email points to exactly one action, because two links halve the clicks on both. Plain text from a named founder gets replies, and replies are the cheapest product research you will ever get.",
  },
  {
    id: "sw-upgrade-at-limit",
    name: "Upgrade message and email when free users hit a limit",
    kinds: ["software"],
    goals: ["revenue"],
    stages: LIVE,
    channels: ["email-marketing"],
    requires: [],
    uses: ["analytics", "design"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Free users pay at the moment {product} has just proved its worth, so an upgrade ask tied to the limit they just reached converts far better than a pricing page.",
    description:
      "When a free user of {product} reaches the limit that matters to them, show a short in-app message about what the paid plan at {price} unlocks, and 24 hours later send one plain email to those who did not upgrade. Timing, more than discounts, does the work.",
    steps: [
      "Find the limit free users hit most often just before they either pay or leave (projects, exports, storage, seats), from your usage data and payment history.",
      "Write the in-app message and the email below, with a checkout link that brings people straight back to where they were.",
      "Show the message at the moment the limit is reached, and send the email 24 hours later to anyone who saw it and stayed on the free plan.",
      "Read every reply about price; if several say the same thing, test an annual option or a smaller plan before any discount.",
      "Each week, count upgrades within 48 hours of hitting the limit and change one thing at a time: the wording, the limit level or the trial length.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "Usage tracking for the limit",
      "An in-app message or banner",
      "A checkout link that returns people to their work",
    ],
    successMetrics: [
      "Free-to-paid conversion per month",
      "Upgrades within 48 hours of hitting the limit",
      "Revenue per active user",
      "Progress towards {metrics}",
    ],
    template: `In-app message (when the limit is reached):
You've reached the free limit of {{the limit}} in {product}, which usually means it's earning its place. Upgrade for {price} to keep going: {{what the paid plan unlocks}}.
Buttons: Upgrade now · Maybe later

---
Email (24 hours later, if they stayed on the free plan)
Subject: You reached the free limit in {product}

Hi {{first name}},

Yesterday you reached the free limit of {{the limit}}. That usually means {product} is doing its job for you.

Everything you've made is safe. When you're ready, this link takes you straight to checkout and back to where you were: {{checkout link}}

If the price is what's holding you back, reply and tell me. I read every answer.

{{your name}}, founder of {product}`,
    marketingWisdom:
      "People pay at the moment of value, and rarely while reading a pricing table: tie the ask to what they just achieved. Answer price objections with a plan that fits, because a discount teaches everyone to wait.",
  },
  {
    id: "sw-win-back-email",
    name: "Win-back email to users who went quiet",
    kinds: ["software"],
    goals: ["retention", "revenue"],
    stages: LIVE,
    channels: ["email-marketing"],
    requires: [],
    uses: ["analytics"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "Medium Impact",
    why: "People who signed up for {product} once already know the problem, so a plain one-question email from the founder brings some of them back and tells you why the rest left.",
    description:
      "Write to users who stopped using {product}, from the founder's own address, asking in one line why they left and saying what has changed since. You win back a share of them and, more valuable, you learn the real reasons people leave.",
    steps: [
      "Define quiet (for example, no sign-in for 21 days after at least one real use) and export that list with each person's sign-up date and last action.",
      "Note what you have shipped or fixed since most of them left, because the email needs one honest line on what changed.",
      "Send the plain-text win-back email below from your own address in batches of 50 a day, so you can answer every reply.",
      "Tag each reply by reason (missing feature, too hard, price, stopped needing it) and count the reasons weekly.",
      "Fix the most common reason, then write to the same group once more to say it is fixed.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "A list of quiet users with their last action",
      "Your own email address",
      "A sheet to tag reasons",
    ],
    successMetrics: [
      "Reply rate above 10%",
      "Users active again within 30 days",
      "Top three reasons for leaving, counted",
      "Progress towards {metrics}",
    ],
    template: `Subject: Did {product} let you down?

Hi {{first name}},

You signed up for {product} {{how long ago}} and haven't been back since. That's usually our fault, not yours.

Could you reply with one line on why? A number is fine:
1. It didn't do what I needed
2. It was too hard to set up
3. I got busy, or don't need it right now
4. Something else

Since then we've shipped {{what changed}}. Your account and everything in it are still there: {{sign-in link}}

{{your name}}, founder of {product}`,
    marketingWisdom:
      "A numbered list in a plain email gets far more answers than a survey link, and each answer is a reason for leaving you can count. The cheapest user to win is one who already signed up once.",
  },
  {
    id: "sw-referral-programme",
    name: "Give a month, get a month referral programme",
    kinds: ["software"],
    goals: ["signups", "revenue"],
    stages: LIVE,
    channels: ["referral"],
    requires: [],
    uses: ["analytics"],
    cost: { min: 0, max: 50 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Among {audience}, the best tool tips come from each other, so a reward both sides get turns the users who already like {product} into its cheapest channel.",
    description:
      "Give every {product} user a personal invite link: when a friend starts using {product}, both get a free month or extra credits. Ask right after a success moment rather than at sign-up, and reward friends who actually use it.",
    steps: [
      "Pick a reward that costs you little and users value: a free month of the plan at {price}, extra credits, or a paid feature unlocked.",
      "Set up personal links and automatic crediting (Rewardful, FirstPromoter, or a coupon per user in your billing tool), crediting both sides only when the friend reaches a first result.",
      "Show the invite prompt below right after a success moment in {product}, with the link ready to copy.",
      "Announce the programme once by email to your 100 most active users, then keep the link in the account menu and in your monthly update.",
      "Each month, count the share of new sign-ups that came through referral links and the invites sent per active user; change the reward or the moment if both stay flat.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "Referral links with automatic crediting",
      "An in-app prompt after a success moment",
      "One announcement email",
    ],
    successMetrics: [
      "Share of new sign-ups from referrals (aim for 15% or more)",
      "Invites sent per active user",
      "Share of referred friends who reach a first result",
      "Progress towards {metrics}",
    ],
    template: `In-app prompt (right after a success moment):
Nice, {{the result they just got}}. Know someone who'd want this too? Give them a free month of {product}, and you get a free month when they start using it.
Button: Copy my invite link

---
Email the friend receives:
Subject: {{referrer name}} gave you a free month of {product}

Hi,

{{referrer name}} uses {product} and thought you'd like it. {pitch}

Your invite includes a free month: {{invite link}}

If it's not for you, this is the only email you'll get from us about it.

The {product} team`,
    marketingWisdom:
      "Dropbox's give-and-get storage is the textbook case: a double-sided reward feels like a gift rather than a pitch. People share achievements more readily than products, so ask right after a win.",
  },
  {
    id: "sw-power-users-circle",
    name: "Founder's circle of the first ten power users",
    kinds: ["software"],
    goals: ["retention", "signups"],
    stages: EARLY,
    channels: ["dm", "calls"],
    requires: [],
    uses: ["community", "sales"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 3,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Ten people who use {product} every week shape it faster than a thousand who tried it once, and they become the first people to recommend it.",
    description:
      "Hand-pick the ten most engaged users of {product}, give them direct access to the founder in a small private group, and ship what they ask for. They get their requests heard; you get sharp feedback, quotes and introductions to people like them.",
    steps: [
      "Rank users by real use (sessions, things made, invites sent) and pick the top ten, plus anyone who sent thoughtful feedback.",
      "Open a small private group chat and write down what members get: the founder's ear, new features first, {product} free while they are in the group.",
      "Invite each one personally, by email or direct message, with the note below.",
      "Hold a 20-minute call with each member every two weeks, and ship one thing a member asked for within a week, telling the group when it is live.",
      "After a month, ask each member for one introduction to someone like them and a two-line quote you can use on {website}.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "Usage data, or a good memory of your most active users",
      "A private group chat",
      "Two to three hours a week",
    ],
    successMetrics: [
      "Ten active members",
      "Members still using {product} every week after two months",
      "Introductions and quotes from the group",
      "Progress towards {metrics}",
    ],
    template: `Hi {{first name}},

I noticed you've {{what they did}} in {product} this month. You're exactly who we're building it for.

I'm putting together a small group of ten early power users. What it involves:
- A private group chat with me, the founder, where your requests jump the queue
- A 20-minute call every two weeks to see what's coming before anyone else
- {product} free for as long as you're in the group

In return, I ask for honest feedback, even when it's blunt. Interested? Reply "in" and I'll send the invite.

{{your name}}`,
    marketingWisdom:
      "Early on, do things that don't scale (Paul Graham's essay of that name): a personal note to ten users beats a feature for a thousand. Champions are made by being heard, so close the loop every time you ship one of their requests.",
  },
  {
    id: "sw-public-roadmap",
    name: "Public roadmap and feedback board",
    kinds: ["software"],
    goals: ["retention", "signups"],
    stages: BETA_ON,
    channels: ["community", "email-marketing"],
    requires: [],
    uses: ["community"],
    cost: { min: 0, max: 50 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Users stay with a tool they can see improving, so a public roadmap where they vote, and a note when their request ships, turns {product}'s users into regulars who bring others.",
    description:
      "Put a public feedback board next to {product} where users post and vote on requests, with three honest columns (Under consideration, Planned, Shipped). When something ships, everyone who voted for it hears about it first.",
    steps: [
      "Set up a feedback board with three columns (Under consideration, Planned, Shipped) on the free tier of Canny or Featurebase, or a self-hosted Fider, linked from {website} and from inside {product}.",
      "Seed it with the ten requests you hear most, written in users' words, and mark honestly what you will not build and why.",
      "Link it from the app menu and from every support reply: \"Add it to the board so others can vote.\"",
      "Each week, move items between columns with a one-line comment; when something ships, send the email below to everyone who voted for it.",
      "Once a month, send a short changelog email campaign of what shipped, thanking by name (with permission) the people who asked for it.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "A feedback board tool (Canny, Featurebase or Fider)",
      "A link to it from the app and the website",
      "Half an hour a week to triage",
    ],
    successMetrics: [
      "Active voters per month",
      "Shipped requests announced to their voters",
      "Retention of users who voted against those who did not",
      "Progress towards {metrics}",
    ],
    template: `Subject: You asked for {{feature}}, and it's live in {product}

Hi {{first name}},

A while ago you voted for {{feature}} on the {product} roadmap. It's live today: {{where to find it}}

Thanks for asking for it. Requests like yours decide what we build next, and here's what's on the board now if you want to vote on the next one: {{roadmap link}}

{{your name}}, {product}`,
    marketingWisdom:
      "Show users that their words change the product and they start recruiting for you; the 'you asked, we shipped' note is one of the few product emails people thank you for. Keep the roadmap honest, because a column of promises that never move costs more trust than having none.",
  },
  {
    id: "sw-nps-testimonials",
    name: "In-app NPS survey and testimonial collection",
    kinds: ["software"],
    goals: ["retention", "signups", "revenue"],
    stages: LIVE,
    channels: ["reviews"],
    requires: [],
    uses: ["analytics"],
    cost: { min: 0, max: 30 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "Medium Impact",
    why: "People deciding whether to try {product} trust what users like them say more than anything on the homepage, and a one-question survey tells you who is happy enough to say it.",
    description:
      "Ask active users of {product} one in-app question, \"How likely are you to recommend {product} to a friend?\" (0 to 10), with a one-line follow-up. Ask the 9s and 10s for a quote and, if they want, an honest review; write to the 0 to 6s personally to learn what to fix.",
    steps: [
      "Set up the survey in {product} (Formbricks or PostHog surveys have free tiers, or build a small in-app prompt) for users active for at least 14 days, at most once every 90 days.",
      "Add the follow-up question \"What's the main reason for your score?\" and store answers next to each account.",
      "Each week, send people who answered 9 or 10 the email below, asking for a two-line quote and, if they are willing, an honest review where {audience} compare tools (Capterra, AlternativeTo or Trustpilot).",
      "Reply personally within two days to everyone who answered 0 to 6, asking what would change their answer, and log the reasons.",
      "Put approved quotes next to the sign-up button and on the pricing page, and track the score monthly alongside {metrics}.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "An in-app survey tool or a small prompt of your own",
      "A sheet of answers and reasons",
      "A testimonial section on the sign-up and pricing pages",
    ],
    successMetrics: [
      "Survey answers per month and the score's trend",
      "Approved quotes on the website",
      "Honest reviews published by users",
      "Progress towards {metrics}",
    ],
    template: `In-app survey:
How likely are you to recommend {product} to a friend or colleague? (0 to 10)
Follow-up: What's the main reason for your answer?

---
Email to people who answered 9 or 10
Subject: Could I quote you?

Hi {{first name}},

You told us you'd recommend {product}, and wrote: "{{their answer}}". Thank you, that made our week.

Would you be OK with us showing that on our website with your first name and {{their role}}? I'll send you the exact text to approve first.

And if you have three minutes, an honest review where people look for tools like {product} would help others find us: {{review page link}}. Only if you want to.

{{your name}}, {product}`,
    marketingWisdom:
      "Ask for a testimonial right after the user has said something good, in their own words: timing works better than incentives, and paid-for reviews break most review sites' rules. The reasons matter more than the score, so read every comment.",
  },

  // ─── Partnerships and paid tests ───────────────────────────────────────────────────────────────
  {
    id: "sw-tool-partnerships",
    name: "Co-marketing partnership with a complementary tool",
    kinds: ["software"],
    goals: ["partnerships", "signups"],
    stages: LIVE,
    channels: ["partnerships", "integrations", "newsletter"],
    requires: [],
    uses: ["sales", "content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 3,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Your users already work with other tools next to {product}, and a partner that reaches the same people can introduce you with the trust it has already earned.",
    description:
      "Find a tool your users already use alongside {product}, with an audience of similar size, build the smallest useful link between the two, and tell both audiences about it together: a shared guide, a mention in each other's newsletter, a listing on each other's integrations page.",
    steps: [
      "Ask your users which three tools they use right next to {product} (one in-app question or a line in onboarding), and list ten complementary tools of similar size that are not competitors.",
      "For the top three, find the founder or whoever runs partnerships, and see what they already publish: a newsletter, a 'works with' page, an integrations directory.",
      "Build the smallest useful link between the products first (an import, an export, a shared template or a Zapier recipe), so your offer is concrete.",
      "Send the email below with the co-marketing pieces already drafted: a guide to using both tools together, a mention in each other's newsletter, a listing on each other's integrations page.",
      "Give each partner its own tracked link and, after a month, keep going with the ones that send sign-ups.",
    ],
    setupSteps: 3,
    resourcesNeeded: [
      "Your users' answers on the tools they use alongside {product}",
      "A first working link between the two products",
      "A drafted guide and newsletter blurb",
    ],
    successMetrics: [
      "Two partners live within six weeks",
      "Sign-ups per partner, from tracked links",
      "Retention of users who connect both tools",
      "Progress towards {metrics}",
    ],
    template: `Subject: {product} + {{their product}}: a shared guide for {audience}?

Hi {{first name}},

Several of our users told us they use {{their product}} right next to {product}, and a few asked for {{the workflow}} to work across both. So we built a first version that connects the two.

Would you be up for telling our users about each other? I've drafted everything, so it's little work for you:
- A short guide, "How to {{the workflow}} with {{their product}} and {product}", published on both sites
- A mention in each other's next newsletter, with a two-line blurb
- A listing on each other's integrations page

Open to a 20-minute chat next week? {{booking link}}

{{your name}}, founder of {product}`,
    marketingWisdom:
      "Partners say yes to what their own users want: lead with how many of their users already use both tools, and do the work yourself. Pick partners your own size, because they answer, move fast and grow with you.",
  },
  {
    id: "sw-newsletter-sponsorship",
    name: "Sponsored slot in a niche newsletter your users read",
    kinds: ["software"],
    goals: ["awareness", "signups"],
    stages: LIVE,
    channels: ["sponsorships", "newsletter"],
    requires: [],
    uses: ["content", "analytics"],
    cost: { min: 150, max: 1500 },
    paid: true,
    hoursPerWeek: 2,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Small niche newsletters are read closely, so one sponsored slot in the ones {audience} read borrows the writer's trust and puts {product} in front of exactly the readers you want.",
    description:
      "Buy one or two placements in the small newsletters {audience} {geo} actually read, written as a recommendation with one offer and one tracked link. Measure the cost per active user and rebook only what pays.",
    steps: [
      "Ask your users which two or three newsletters they actually read, and list ten niche newsletters for {audience} with their subscriber counts and sponsor rates (most publish a sponsor page).",
      "Pick one or two small placements to test, and give each its own tracked link so you can count sign-ups per placement.",
      "Write the sponsor blurb below as a recommendation with one offer and one link, in the newsletter's own format and tone.",
      "When it runs, watch visits and sign-ups for seven days and compare the cost per active user with your other channels.",
      "Rebook only the placements that beat your target, and ask the writer for a better rate on a three-issue run.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "A shortlist of niche newsletters with rates",
      "A tracked link per placement",
      "A 70-word sponsor blurb",
    ],
    successMetrics: [
      "Sign-ups per placement",
      "Cost per user who is still active after two weeks",
      "Placements worth rebooking",
      "Progress towards {metrics}",
    ],
    template: `Subject: Sponsoring an upcoming issue of {{newsletter name}}

Hi {{writer's name}},

I'm {{your name}}, founder of {product}. Several of our users told us yours is one of the few newsletters they read every week, so I'd like to sponsor an issue. Could you send your rates and open dates?

---
Sponsor blurb (about 70 words):
This issue is supported by {product}. {pitch} If {{the problem in a phrase}} sounds familiar, give it a try: {{newsletter name}} readers get {{the offer}} at {website}.`,
    marketingWisdom:
      "Buy the smallest placement first and measure: in Traction's chapter on targeting blogs and newsletters, a niche audience beats reach. The best sponsorships are rebooked after they pay, and the worst are bought in bulk up front.",
  },
  {
    id: "sw-pricing-experiment",
    name: "Pricing experiment on new sign-ups",
    kinds: ["software"],
    goals: ["revenue"],
    stages: LIVE,
    channels: ["email-marketing"],
    requires: ["analytics"],
    workaround: {
      analytics:
        "No analytics set-up? Count it by hand each Friday in a three-column sheet: pricing-page visits from your site stats, new paid accounts and revenue from your payment dashboard.",
    },
    uses: ["design"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Small software teams usually undercharge, and one clean test of how {audience} respond to {price} against a higher price or an annual plan moves revenue faster than a new feature.",
    description:
      "Test one pricing change at a time on new visitors to {product}: a higher monthly price, an annual plan with two months free, or a higher tier above {price}. Write the decision rule before you start, so the result decides and your nerves do not.",
    steps: [
      "Write down today's baseline from your payment dashboard: pricing-page visitors, new paid accounts per week and revenue per visitor over the last four weeks.",
      "Choose one change only (a higher monthly price for new sign-ups, an annual plan with two months free, or a higher tier above {price}) and fill in the brief below, decision rule included.",
      "Run it on new visitors only for at least two full weeks, or until each version has 100 pricing-page visitors; existing customers keep their price.",
      "If the change is an annual plan, also send the email campaign below to active monthly users.",
      "Decide by the rule you wrote, keep the winner, and write one line on what you learned before planning the next test.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "Your payment dashboard",
      "A way to show new visitors a second price (a feature flag or a second checkout link)",
      "A one-page experiment brief",
    ],
    successMetrics: [
      "Revenue per pricing-page visitor",
      "Share of new paid accounts on the annual plan, if tested",
      "Refund requests and complaints about price",
      "Progress towards {metrics}",
    ],
    template: `Pricing test brief: {product}

Hypothesis: if new visitors see {{the change}} rather than {price}, revenue per pricing-page visitor goes up.
Version A: today's page, {price}
Version B: {{the change}}
Who: new visitors only, split 50/50; current customers keep their price
Run until: {{date}}, or 100 pricing-page visitors per version
Decision rule: keep B if revenue per visitor is at least 10% higher and refunds stay flat

---
Email to active monthly users (if you test an annual plan)
Subject: Two months of {product} free, if you go annual

Hi {{first name}},

You've been using {product} for a while now. If it's staying in your toolkit, the new annual plan gives you two months free compared with paying monthly: {{checkout link}}

Nothing changes if you'd rather stay monthly.

{{your name}}`,
    marketingWisdom:
      "Most early software is underpriced, and raising prices loses fewer customers than founders fear. Test price as seriously as features, one change at a time, with the decision rule written down first.",
  },
  {
    id: "sw-paid-search-test",
    name: "Small Google search ads test on alternative and problem searches",
    kinds: ["software"],
    goals: ["signups", "revenue"],
    stages: LIVE,
    channels: ["google-ads"],
    requires: ["paid"],
    workaround: {
      paid: "Never run ads? Keep to one Search campaign with manual bidding, exact and phrase match and a daily cap, follow Google's own Search campaign setup guide, and read the search terms report twice a week.",
    },
    uses: ["analytics"],
    cost: { min: 300, max: 1000 },
    paid: true,
    hoursPerWeek: 3,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "Medium Impact",
    why: "People who search for an alternative to {competitor} or describe their problem in Google are ready to try something, so a small, capped test shows within weeks whether {audience} can be reached at a cost {product} can afford.",
    description:
      "Run one small Google Ads Search campaign with three ad groups (searches for an alternative to {competitor}, the problem in the words {audience} use, and your own name), each sending people to the matching page. Set the ceiling for a sign-up before you spend, and keep only what pays.",
    steps: [
      "Set the ceiling first: what a paying user of {product} is worth over a year at {price}, and the most you will pay for one sign-up.",
      "Set up conversion tracking for sign-ups in Google Ads (Google's tag or an import from your analytics) and check it with one test sign-up of your own.",
      "Build one Search campaign with three small ad groups ('{competitor} alternative' searches, the problem in the words {audience} use, your own brand name), exact and phrase match only, with a daily cap; keep the name {competitor} in keywords only and out of the ad text, since product names are usually trademarks.",
      "Send each ad group to the matching page: the comparison page, the problem page, the homepage.",
      "Check the search terms report twice a week and add negative keywords; after two weeks, pause every keyword above your ceiling per sign-up and keep only what pays.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "A Google Ads account with conversion tracking",
      "A comparison page and a problem page to land on",
      "A capped daily budget",
    ],
    successMetrics: [
      "Cost per sign-up against your ceiling",
      "Click-through rate per ad group",
      "Share of ad sign-ups who become paying users",
      "Progress towards {metrics}",
    ],
    template: `Search ad for {product}, ad group "{competitor} alternative"

Headlines (up to 30 characters each):
1. {{main keyword}}
2. Try {product} Today
3. {{your key benefit}}
4. See Plans and Pricing

Descriptions (up to 90 characters each):
1. {product} gives {audience} {{your key benefit}}. Start today.
2. Compare features and pricing side by side, then decide. Cancel any time.

Final URL: the comparison page on {website}`,
    marketingWisdom:
      "Paid search works at the bottom of the funnel: bid on intent such as alternatives and problems, and let the landing page match the search. Traction's advice is to test a channel small, with a ceiling, before you scale it.",
  },

  // ─── Fundraising (several kinds) ───────────────────────────────────────────────────────────────
  {
    id: "sw-investor-update-one-pager",
    name: "Monthly investor update and a traction one-pager",
    kinds: FUNDRAISING_KINDS,
    goals: ["fundraising"],
    stages: ALL_STAGES,
    channels: ["email-marketing"],
    requires: [],
    uses: ["analytics", "design"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Ongoing",
    impact: "High Impact",
    why: "Investors back a trajectory rather than a snapshot, so a monthly update on {product}'s progress and a one-page summary let them watch you execute before you ask for money.",
    description:
      "Write a one-page traction summary of {product} and send a short update on the same day every month to your investors, advisors and the investors who said \"keep me posted\". When you raise, the people you pitch have already watched the numbers move.",
    steps: [
      "Choose three numbers that show {product}'s progress at this stage (users or revenue, growth rate, one retention figure) and a sheet you update on the first of each month.",
      "Write the traction one-pager: the problem, who buys ({audience}), what {product} does, a chart of the main number, proof such as customers and quotes, the team, and what you are raising and what it buys.",
      "Build the list: current investors and advisors plus 20 to 30 investors and angels who back companies like {product} at your stage and said \"keep me posted\"; keep it as a small email list you send from your own address.",
      "Send the update below on the same day every month, good month or bad, with one specific ask and the one-pager attached.",
      "Thank anyone who helped by name in the next update, and three months before raising, add one line saying when you will raise.",
    ],
    setupSteps: 3,
    resourcesNeeded: [
      "A metrics sheet updated monthly",
      "A one-page PDF with a chart of the main number",
      "A list of investors and advisors",
    ],
    successMetrics: [
      "Updates sent on schedule, every month",
      "Replies with help or introductions per update",
      "First meetings booked once you start raising",
      "Progress towards {metrics}",
    ],
    template: `Subject: {product} update for {{month}}

Hi everyone,

Numbers: {{this month's numbers}} (what we're aiming for: {metrics}).
Win: {{one win}}.
Miss, and what we changed: {{one miss}}.
Ask: could you introduce me to {{who we need}}?

For anyone you forward this to: {pitch} More at {website}; the one-pager is attached.

Thanks for reading,
{{your name}}`,
    marketingWisdom:
      "Investors invest in lines, not dots (Mark Suster): twelve consistent updates, bad months included, are the best traction proof you can hand a new investor. End every update with one specific ask, because people help when helping is easy.",
  },
  {
    id: "sw-warm-investor-intros",
    name: "Warm investor introductions with a forwardable note",
    kinds: FUNDRAISING_KINDS,
    goals: ["fundraising"],
    stages: BETA_ON,
    channels: ["linkedin"],
    requires: [],
    uses: ["sales"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 4,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Investors take first meetings through people they trust, so a short note about {product} that a connector can forward in one click turns your network into meetings.",
    description:
      "List the investors who back companies like {product} at your stage, find who you know who knows each one, and send those connectors a ready-to-forward note, asking them to check with the investor first. Book the first meetings close together so the conversations move in parallel.",
    steps: [
      "List 30 investors who have backed companies like {product} at your stage in the last two years (portfolio pages and funding announcements show it), with one line on why each fits.",
      "For each, find who you know who knows them: mutual connections on LinkedIn, founders they backed, your own investors and advisors; aim for two possible connectors per investor.",
      "Send each connector the email below with the forwardable note already written, and ask them to check with the investor before introducing you (a double opt-in introduction).",
      "Book first meetings inside the same two-week window, and keep a simple sheet: connector, asked, introduced, met, next step.",
      "Thank every connector within a day of the introduction and tell them how it went, whatever happened.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "A target list of 30 investors with one line on fit",
      "A traction one-pager (PDF)",
      "A sheet to track introductions and meetings",
    ],
    successMetrics: [
      "Share of introductions that lead to a first meeting (aim for half)",
      "First meetings booked within two weeks",
      "Second meetings",
      "Progress towards {metrics}",
    ],
    template: `Subject: Intro to {{investor name}} for {product}?

Hi {{first name}},

Would you be open to introducing me to {{investor name}}? I think {product} fits what they invest in. Below is a short note you can forward as is; please only make the intro if they say yes.

---
Forwardable note:
{pitch} So far we have reached {{key number}}, and we're raising {{the round}} to get to {{next milestone}}. One-pager attached; happy to send more.
{{your name}}, {website}
---

Thank you, I owe you one.
{{your name}}`,
    marketingWisdom:
      "A forwardable note is a gift to the connector: if they have to write the introduction themselves, it often never happens. Double opt-in, where the connector asks the investor first, is what investors expect and it protects the connector's goodwill.",
  },
];
