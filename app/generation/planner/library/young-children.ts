import type { LibraryTactic } from "../types";
import { ALL_STAGES, LIVE } from "./stages";

/*
 * Apps for young children, chosen and paid for by their parents (Reading.youngChildren): a phonics or
 * maths app, bedtime stories, a first coding game. The child plays; the parent finds it, judges it and
 * pays, on a teacher's or another parent's word and on what they see inside. So the plan speaks to
 * parents and teachers only: no clips or creators aimed at the children, no invite codes or share
 * cards inside the app, and no third-party tracking code in it (the stores' rules for children's apps
 * and children's privacy laws). Its plan is made of these tactics only.
 */

export const YOUNG_CHILDREN_TACTICS: LibraryTactic[] = [
  {
    id: "yc-store-page-for-parents",
    youngChildren: 1,
    essential: true,
    name: "A store page written for the parent: what {ycChild} learns, and what is never inside {product}",
    kinds: ["consumer-app"],
    goals: ["signups", "revenue", "awareness", "retention"],
    stages: ALL_STAGES,
    channels: ["app-store", "seo"],
    requires: [],
    uses: ["content", "design"],
    cost: { min: 0, max: 50 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "A parent who hears of {product} looks at the store page before they let their child near it, for three things (what their child will learn, what it costs after the {ycTrial}, and what is never in it), and a page that answers those in its first lines turns a look into a trial.",
    description:
      "Rewrite the store listing and your own page for the parent, not the child: the first line says what {ycChild} learns, the first three screenshots show a real session, the progress the parent sees and the settings they control, and a short 'What you will never find in {product}' list answers the worry before it is asked. Put the same words on your site, with a plain privacy page for parents.",
    steps: [
      "Read the rules for children's apps before you change anything: {ycStoreRules}. Note what they require of your listing and your app (the age band, a parental gate, no third-party tracking) and fix what does not match first.",
      "Write down the five phrases a parent would type when looking for help with {ycSkill} at home (ask three parents you know), and check which ones the App Store and Google Play suggest as you type.",
      "Rewrite the title, subtitle and first three lines of the description around what the child learns and the age band, using those phrases; keep the price and the {ycTrial} in the description in plain words.",
      "Replace the first three screenshots: a child's real session (no child's face), the parent's view of progress, and the settings a parent controls; add a one-line caption to each that a parent reads in two seconds.",
      "Write the parents' page on {website} from the template: what it teaches, what is never inside, what data is kept and why (checked against {ycPrivacyLaw}), the price and how to cancel, and a real email address that a person answers.",
      "Every Friday, note store page views, trials started and the share of trials that become paying, and change one thing at a time.",
    ],
    setupSteps: 5,
    resourcesNeeded: [
      "Three new screenshots and captions",
      "A parents' page on {website}",
      "The stores' rules for children's apps, read once",
      "An hour a week",
    ],
    successMetrics: [
      "Listing, screenshots and parents' page live within three weeks",
      "Store page views to trials started, week by week",
      "Progress towards: {metrics}",
    ],
    template: `Subtitle (30 characters max): {{what the child learns in five words}}

First lines of the description:
{pitch}
Made for children aged {ycAges} and the grown-ups who help them. Start with the {ycTrial}, then {price}; cancel any time in your account settings.

What you will never find in {product}:
- Adverts of any kind
- Chat with strangers
- Purchases a child can make without you

---
Parents' page ({website}):
What {product} teaches: {{what a child can do after a month}}
How a session works: {{minutes}} minutes, {{what the child does}}, and you see {{what the parent sees}}.
What we keep and why: {{the data you keep and why}}. We use no third-party advertising or tracking code.
Price: {price} after the {ycTrial}; cancel any time in your account settings.
Questions: {{an email address a person answers}}`,
    marketingWisdom:
      "Children's apps are bought by a sceptical adult: the parent reads the store page to decide what not to worry about. Saying plainly what is never inside does more than any feature list, and a real contact address says someone stands behind it.",
  },
  {
    id: "yc-trial-told-to-the-parent",
    youngChildren: 2,
    essential: true,
    name: "The {ycTrial} told to the parent: what their child did on day 2 and day 5, and a new story every week",
    kinds: ["consumer-app"],
    goals: ["revenue", "retention", "signups"],
    stages: LIVE,
    channels: ["email-marketing"],
    requires: [],
    uses: ["content", "analytics"],
    cost: { min: 0, max: 30 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "A parent pays after a trial when they have seen their child get somewhere, and a child keeps coming back when there is something new to find, so a short note about what their child did and a new piece of content every week answer both.",
    description:
      "Send the parent who started a trial two short notes: on day 2, what their child did and one thing to praise; on the day before the trial ends, what their child has done so far, the price and the date it starts, and how to cancel. Add one new piece of content every week (a story, a level, a set of words) and tell parents what is new on Monday, so a child who loses interest after a week has a reason to come back.",
    steps: [
      "Make sure sign-up asks the parent, behind the parental gate, for an email address and their consent to progress notes; nothing goes to the child.",
      "Write the two trial notes from the template and send them from your email tool, with the child's first name only if the parent gave it.",
      "Plan twelve weeks of new content (one new {{story or level}} each week) and publish on the same day every week.",
      "Every Monday, send paying parents a two-line 'new this week' note with one thing to try together at home.",
      "Each month, count trials started, trials that became paying, and paying parents whose child used {product} in the last week; ask five parents who cancelled what happened.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "An email tool with the trial notes set up",
      "Twelve weeks of new content, planned",
      "Half an hour on Monday for the note to parents",
    ],
    successMetrics: [
      "Trials that become paying, month by month",
      "Children who still use {product} in their third week",
      "Progress towards: {metrics}",
    ],
    template: `Day 2 note to the parent:
Subject: What {{child's first name}} did in {product} yesterday

Hi {{parent's first name}},
{{child's first name}} {{what they did yesterday}}. If you get a moment tonight, ask them about {{one thing to praise}}: children this age light up when a grown-up notices.
{{your name}}, {product}

---
Note the day before the trial ends:
Subject: {{child's first name}}'s first week in {product}

Hi {{parent's first name}},
In the {ycTrial}, {{child's first name}} {{stories read and words learnt}}. From {{date}}, {product} is {price}; if it is not for you, you can cancel in your account settings before then and nothing is charged.
Next week's new {{story or level}}: {{what it is}}.
{{your name}}, {product}`,
    marketingWisdom:
      "The child is the user and the parent is the customer: the child's interest keeps the app open, the parent's sense of progress keeps the subscription. A note a parent can read in ten seconds, about their own child, is the strongest renewal message there is.",
  },
  {
    id: "yc-teachers",
    youngChildren: 3,
    name: "{ycTeachers}: free class use and a note for parents",
    kinds: ["consumer-app"],
    goals: ["signups", "revenue", "awareness", "partnerships"],
    stages: ALL_STAGES,
    channels: ["partnerships", "newsletter"],
    requires: [],
    uses: ["sales", "content"],
    cost: { min: 0, max: 100 },
    paid: false,
    hoursPerWeek: 1.5,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "When a parent wonders how to help with {ycSkill} at home, the teacher is who they ask, and teachers recommend what they have seen work in class, in the letters and messages that go home, with more weight than any advert.",
    description:
      "Offer schools free use of {product} in class for a term, in return for nothing but honest feedback, and give teachers a short note they can send home if they like it. Start with five schools near you or where you know a teacher, and answer the school's data-protection questions before they ask.",
    steps: [
      "Write a one-page sheet for schools: what {product} teaches and how it fits {ycYears}, what data it keeps and why (checked against {ycPrivacyLaw}), and that class use is free for a term.",
      "List ten schools where you or a friend know a teacher of {ycYears}, and write to each teacher (or the school office) with the email in the template.",
      "Set up each class that says yes yourself, and visit or call after two weeks to ask what worked and what did not.",
      "At the end of the term, ask each teacher who liked it whether they would send the parents' note home, and give parents of those classes the same {ycTrial}.",
      "Count, per school, the parents who started a trial from the note, and keep going where a teacher's word moved parents.",
    ],
    setupSteps: 1,
    resourcesNeeded: [
      "A one-page sheet for schools, with the data-protection answers",
      "Ten teachers to write to",
      "Class accounts free for a term",
    ],
    successMetrics: [
      "Classes using {product} within six weeks",
      "Trials started from each school's parents' note",
      "Progress towards: {metrics}",
    ],
    template: `Email to a teacher:
Subject: Free use of {product} for your class this term

Hello {{teacher's name}},
I make {product}, an app that helps children aged {ycAges} with {ycSkill}. I'd like to offer your class free use for the rest of this term, with nothing to buy and nothing to sign up to beyond your class list; all I ask is your honest view of what works and what doesn't. There is a one-page sheet attached on what it keeps and why.
Could I set it up for you, or show you in ten minutes after school?
{{your name}}, {product}, {{phone number}}

---
Note for parents (for the teacher to send home if they want to):
This term our class has been using {product} for {ycSkill}. If you'd like to carry on at home, families from our class can start with the {ycTrial}: {website}`,
    marketingWisdom:
      "For a learning app, the teacher is the most trusted voice a parent hears. Asking for honest feedback rather than a recommendation is what earns one: a teacher who has watched it work in class will pass it on without being asked.",
  },
  {
    id: "yc-parents-who-write",
    youngChildren: 4,
    name: "Parents and teachers who write about {ycSkill} at home: a free family year, no script",
    kinds: ["consumer-app"],
    goals: ["signups", "awareness", "revenue"],
    stages: LIVE,
    channels: ["influencers", "blog", "instagram"],
    requires: [],
    uses: ["social", "content"],
    cost: { min: 0, max: 150 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Parents of children aged {ycAges} follow other parents and teachers who share what works at home, and a post from one whose children really used {product} reaches the people who choose and pay, with the trust of someone like them.",
    description:
      "Find 20 adults who write or post for parents of young children about {ycSkill} and learning at home (parent bloggers, teachers who share ideas for parents), and offer each a free family year to try with their own children, with no script and no obligation to post. Label every gifted or paid post as the rules require.",
    steps: [
      "List 20 adults who post for parents about {ycSkill} at home, with a business email on their page, whose posts parents reply to with real questions; leave out anyone whose audience is children.",
      "Check the advertising rules on gifted and paid posts where you are (in the UK, the ASA's and the CMA's guidance for influencers), so you can tell anyone who posts how to label it.",
      "Send each the email in the template, with a free family year, a personal code for their readers and nothing asked in return.",
      "If they post, share it with their permission; if they post nothing, thank them anyway.",
      "A month after each post, count the trials and paying parents each code brought, and offer a second year to those whose readers stayed.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A list of 20 parent and teacher writers", "Twenty free family years", "A code per writer"],
    successMetrics: [
      "Writers who try {product} with their children",
      "Trials and paying parents per code, after a month",
      "Progress towards: {metrics}",
    ],
    template: `Subject: A free year of {product} for your family, nothing to post

Hi {{first name}},
I loved your {{post about reading or learning at home}}. I make {product}, which helps children aged {ycAges} with {ycSkill}: {{the one thing it does differently}}.
I'd like to give your family a free year, with no obligation to post anything. If your children like it and you ever mention it, I'll give you a code so your readers get {{their offer}}.
{{your name}}, {product}`,
    marketingWisdom:
      "Parents trust parents who have tried it with their own children. Gift without strings, and let a real experience do the talking; a scripted post from a parent with a big following moves fewer families than an honest one from a parent with a small one.",
  },
  {
    id: "yc-parents-groups",
    youngChildren: 5,
    name: "The honest answer in parents' groups and a guide parents search for",
    kinds: ["consumer-app"],
    goals: ["signups", "awareness", "revenue"],
    stages: ALL_STAGES,
    channels: ["facebook-groups", "seo", "community"],
    requires: [],
    uses: ["content", "community"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Parents ask each other and the search bar how to help with {ycSkill} at home, and the founder who answers helpfully, says what is theirs and has written the best free guide on the question is the one parents pass on.",
    description:
      "Write one free guide on your site that answers what parents search for ('how to help my child with {ycSkill} at home'), useful without the app, and spend half an hour twice a week answering those questions in the parents' forums and groups whose rules allow it, always saying {product} is yours.",
    steps: [
      "Write the guide: five things a parent can do at home in ten minutes a day, what is normal at each age from {ycAges}, and when to ask the teacher; mention {product} once, at the end.",
      "Join three parents' forums or groups under your own name (a national parents' forum, your area's parents' Facebook groups), read their rules on self-promotion, and note what is allowed.",
      "Twice a week, answer questions about {ycSkill} at home with a real answer first; link the guide only where it helps and the rules allow it, and say it is yours.",
      "Each month, check which search phrases bring parents to the guide and add the question they asked next.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A free guide on {website}", "Three groups whose rules you have read", "An hour a week"],
    successMetrics: [
      "Visits to the guide, and trials started from it",
      "Answers that parents thanked or shared",
      "Progress towards: {metrics}",
    ],
    template: `Guide title: How to help your child with {ycSkill} at home, ten minutes a day ({ycAges})

Reply in a parents' group:
We had the same with {{your child or a child you know}}. What helped: {{one concrete thing to try}}. {{second thing}}. Full disclosure, I make an app for this ({product}), but the two things above work without it. There's a free guide here if it helps: {website}`,
    marketingWisdom:
      "Parents can smell a sales pitch in a group for parents. The answer that works on its own, from someone who says plainly what they make, earns more trust than any advert, and the guide keeps working long after the thread is gone.",
  },
  {
    id: "yc-search-ads-to-parents",
    youngChildren: 6,
    name: "Search ads on what parents type, measured without tracking code in the app",
    kinds: ["consumer-app"],
    goals: ["signups", "revenue"],
    stages: LIVE,
    channels: ["google-ads", "app-store"],
    requires: ["paid"],
    workaround: {
      paid: "start with one Apple Search Ads campaign on the five phrases parents type, a hard monthly cap, and the stores' own reports; add Google only when a phrase brings parents who pay.",
    },
    uses: ["analytics"],
    cost: { min: 150, max: 1000 },
    paid: true,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Long-term",
    impact: "Medium Impact",
    why: "Parents who type '{ycSkill} app' into the App Store or Google are already looking, and search ads reach the adult who decides without aiming anything at children or putting tracking code inside a children's app.",
    description:
      "Once the store page converts, test search ads on the phrases parents type (Apple Search Ads in the App Store, Google search ads for your page), with a hard monthly cap. Measure with the stores' and ad platforms' own reports and campaign links, not third-party tracking code in the app.",
    steps: [
      "Take the five parents' phrases from your store page work and set up Apple Search Ads on them, with exact match and a hard monthly cap.",
      "Set up Google search ads to your parents' page on the same phrases, with the same cap; show ads to adults only and keep children's interests out of the targeting.",
      "Use the stores' campaign links and App Store Connect's and Google Play Console's reports to see trials by campaign; add no third-party analytics or attribution code to the app.",
      "After four weeks, keep the phrases whose trials became paying at a cost lower than what a paying parent is worth, and stop the rest.",
    ],
    setupSteps: 0,
    resourcesNeeded: ["A monthly cap for ads", "Campaign links from the stores", "An hour a week"],
    successMetrics: [
      "Cost per trial and per paying parent, by phrase",
      "Trials from search ads each week",
      "Progress towards: {metrics}",
    ],
    template: `Apple Search Ads keywords (exact match): {{the five phrases parents type}}

Google search ad:
Headline 1: {product}: {{what the child learns}}, ages {ycAges}
Headline 2: No ads, no chat, {ycTrial}
Description: {pitch}`,
    marketingWisdom:
      "Search ads for a children's app should find the adult who is already looking, not chase the child. The stores' own reports are enough to tell which phrases bring parents who stay.",
  },
  {
    id: "yc-parents-at-scale",
    youngChildren: 7,
    name: "Parents' media with the budget to match: parenting podcasts and newsletters, a PR freelancer, and ads to parents sent to your page",
    kinds: ["consumer-app"],
    goals: ["signups", "revenue", "awareness"],
    stages: LIVE,
    channels: ["podcast", "press", "meta-ads", "sponsorships", "newsletter"],
    requires: ["paid"],
    workaround: {
      paid: "hire a freelancer who has run ads for children's apps or education on a fixed monthly fee, brief them that every ad goes to adults and to your parents' page, and ask for a weekly table of cost per paying parent.",
    },
    uses: ["analytics", "content"],
    cost: { min: 5000, max: 50000 },
    paid: true,
    hoursPerWeek: 2,
    contactsIndividuals: false,
    timeFrame: "Ongoing",
    impact: "High Impact",
    why: "With this budget {product} can reach parents where they already listen and read, as long as every pound goes to adults, lands on a page written for parents and is judged by parents still paying after the trial.",
    description:
      "Sponsor parenting podcasts and newsletters whose audience has children aged {ycAges}, hire a PR freelancer to take the founders' story and a parent's before-and-after to parenting and education journalists, and run ads to parents on Meta and Google that send them to your parents' page, never into the app's own tracking. Add one channel a month and keep only what brings parents who stay past the trial.",
    steps: [
      "List ten parenting podcasts and newsletters whose listeners or readers have children aged {ycAges}, ask each for its audience figures and rates, and book two for a month each with a code of their own.",
      "Brief a PR freelancer on the founders' story and one parent's before-and-after (with consent, no child's face or full name), and agree five target journalists at parenting and education titles.",
      "Set up ads to adults only on Meta and Google that link to your parents' page, with campaign links from the stores; no third-party tracking code in the app.",
      "Every Friday, write down trials and paying parents per podcast, newsletter, story and ad, and move the money to whatever brings parents still paying after the trial.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A PR freelancer on a monthly fee", "Codes for each podcast and newsletter", "Campaign links from the stores"],
    successMetrics: [
      "Cost per paying parent, by channel",
      "Parents still paying a month after the trial, by channel",
      "Progress towards: {metrics}",
    ],
    template: `Email to a parenting podcast or newsletter:
Subject: Sponsoring {{their show or newsletter}}: an app for children aged {ycAges}

Hello {{name}},
I make {product}: {pitch} Your listeners are the parents we make it for. Could you send me your audience figures and rates for a month of mentions? We would give your audience their own code for {{their offer}}, and nothing needs to be scripted: if you try it with your own children, say what you really think.
{{your name}}, {product}`,
    marketingWisdom:
      "At scale, the same rule holds: the parent is the customer. Money spent reaching adults who already listen to someone they trust about their children buys parents who stay; money spent on installs buys children who leave after a week.",
  },
];
