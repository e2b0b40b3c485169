import type { LibraryTactic } from "../types";

/**
 * Newsletters and publications with a free list and a paid tier (Substack, beehiiv, Ghost). The paid
 * tier is sold to the readers the writer already has; the free list grows through other writers'
 * recommendations, referrals and one useful piece a week where the readers talk, all of it light
 * enough for a few hours a week and none of it daily posting. Templates in the writer's own voice.
 * When the founder says they are not licensed to advise, {notAdvice} puts the line under what talks
 * about decisions and {questionsRule} keeps the Q&A to explanations (publicationTokens).
 */
const PUBLISHED: LibraryTactic["stages"] = ["beta", "launched", "growth", "scaling"];

export const NEWSLETTER_TACTICS: LibraryTactic[] = [
  {
    id: "newsletter-paid-tier-launch",
    name: "Launch the paid tier to your free readers: a founding-member week",
    kinds: ["creator"],
    publication: true,
    goals: ["revenue"],
    stages: PUBLISHED,
    channels: ["email-marketing", "newsletter"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Your free readers already open {product} every week and trust your voice, so they are the first people who will pay; one launch week with a founding price and a closing date turns that trust into paying subscribers.",
    description:
      "Announce the paid tier at {price} to everyone on the free list in one launch week: what paid readers get, a founding-member offer that closes on a date, and three short emails. The free weekly letter stays free, because it is what grows the list the paid tier converts from. {conversion}",
    steps: [
      "Write what paid readers get in one short paragraph, in your readers' words: what they will understand and be able to do (for example a monthly deep dive that takes one topic apart and a reader Q&A), not what you will decide for them. Set the price at {price} in your newsletter platform's paid settings.",
      "Choose a founding-member offer with a real closing date (the first year at a lower price for those who join in launch week) and set it up as a time-limited offer in Substack, beehiiv or Ghost.",
      "Send the launch email below to every free subscriber on the first day of launch week, a short reminder with one reader's question answered in the middle of the week, and a last note on the closing day.",
      "Run the first paid Q&A within a month of launch: {questionsRule}.",
      "After launch week, end every free issue with one line about what this month's paid issue covers, and count free subscribers, paid subscribers and the share paying each week against {metrics}.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "Your newsletter platform's paid subscriptions (Substack, beehiiv or Ghost, connected to Stripe)",
      "One paragraph on what paid readers get, and a founding offer with a closing date",
      "About an hour a week after a launch week of two to three hours",
    ],
    successMetrics: [
      "3-10% of free readers paying within a month of launch week",
      "Open rate of the launch email, and paid sign-ups on each of the three launch days",
      "Progress towards: {metrics}",
    ],
    template: `Subject: {product} now has a paid tier (founding price until {{closing date}})

Hi {{first name}},

Thank you for reading {product}. The weekly letter stays free, every week, exactly as it is now.

For {audience} who want to go further, there is now a paid tier at {price}:
- a monthly deep dive that takes one topic apart, step by step
- a monthly Q&A where I explain the questions you send in
- the full archive

Join before {{closing date}} and you're a founding member: {{founding offer}}.

Button: Become a paid subscriber

If now isn't the right time, stay on the free letter: it isn't going anywhere.

{{your name}}

{notAdvice}`,
    marketingWisdom:
      "A paid tier sells to readers who already trust the writer, so the launch is a letter to them, not an ad. A clear list of what paid readers get, a real closing date and a free letter that stays generous convert better than a paywall on issues readers used to get free.",
  },
  {
    id: "newsletter-recommendation-swaps",
    name: "Recommendation swaps and one guest issue with newsletters your readers already read",
    kinds: ["creator"],
    publication: true,
    goals: ["revenue", "signups", "awareness"],
    stages: PUBLISHED,
    channels: ["newsletter", "partnerships"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Readers of a newsletter close to {product} already open a weekly letter for {audience}, and a recommendation from a writer they trust grows your free list, the list the paid tier converts from, without posting anywhere.",
    description:
      "Switch on your platform's recommendation network (Substack Recommendations, beehiiv Boosts and Recommendations) and arrange one-to-one recommendation swaps with writers whose readers are {audience} too. Once a month, offer one of them a guest issue: a useful piece for their readers that ends with a line about {product}.",
    steps: [
      "Switch on your platform's recommendation feature and recommend three newsletters you genuinely read; their writers are told, and many recommend you back.",
      "List 15 newsletters and blogs' newsletters whose readers are {audience}, of a size between half and double yours, and note one recent issue of each you liked.",
      "On your days off, email three writers a week proposing a swap (the template below), with your recommendation blurb already written so it costs them a minute.",
      "Once a month, offer one writer who said yes a guest issue on a question their readers ask, with one line about {product} and its sign-up link at the end.",
      "Count new free subscribers per swap and guest issue (your platform's source report), and repeat with the writers whose readers stayed and opened.",
    ],
    setupSteps: 1,
    resourcesNeeded: [
      "Your platform's recommendation feature (free on Substack and beehiiv)",
      "A sheet of 15 newsletters with their size and a recent issue",
      "About an hour a week",
    ],
    successMetrics: [
      "Two swaps agreed in the first month, one guest issue a month after that",
      "New free subscribers per swap, and how many still open a month later",
      "Progress towards: {metrics}",
    ],
    template: `Subject: Swap recommendations? {product} × {{their newsletter}}

Hi {{first name}},

I read {{their newsletter}}; {{the issue you liked}} is one I forwarded to a friend.

I write {product}. In a sentence: {inShort}. Our readers overlap but we cover different ground, so here's a simple swap: I recommend you to my readers on {{date}}, and you recommend {product} in one of your issues. The blurb is below so it takes you a minute; change anything you like.

I've already added you to my recommendations, whatever you decide.

{{your name}}

---
Blurb for your issue:
If you like this letter, you'll like {product}, a free weekly letter for {audience}{covering}. Join here: {website}`,
    marketingWisdom:
      "Recommendations work between newsletters of similar size and overlapping readers; a swap with a much bigger list rarely happens and rarely converts. Judge a swap by how many new readers still open a month later, not by the first day.",
  },
  {
    id: "newsletter-one-piece-a-week-in-groups",
    name: "One useful piece a week in the groups your readers already trust",
    kinds: ["creator"],
    publication: true,
    goals: ["signups", "revenue", "awareness"],
    stages: PUBLISHED,
    channels: ["facebook-groups", "reddit"],
    requires: [],
    uses: ["content", "community"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "Medium Impact",
    why: "{audience} trust each other more than any brand, and a helpful answer in the groups where they already ask each other questions, shared once a week, brings readers to {product} without daily posting.",
    description:
      "Once a week, on a day off, share one useful piece from {product} in one of the groups and forums where {audience} gather (their Facebook groups, the subreddit they read), written out in full in the post, within each group's self-promotion rules. Not daily: one good piece a week, and a look at the replies the next day off.",
    steps: [
      "Read the rules of each group and subreddit you would post in: many allow a link only on one promotion day or only when asked, and some not at all. Keep a note of each group's rule.",
      "Pick the week's piece from your archive: the issue that answered a question people in those groups keep asking.",
      "Write it out in the post itself, so it is useful without clicking, and add the link only where the group's rules allow it.",
      "On your next day off, answer the comments under it; never copy the same post into several groups at once.",
      "Each month, count new free subscribers from each group (a separate sign-up link per group) and keep the two that bring readers.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["Your own profile in each group, with the rules noted", "An archive issue that answers a common question", "About an hour a week"],
    successMetrics: [
      "One piece shared a week, each within its group's rules",
      "New free subscribers per group each month",
      "Progress towards: {metrics}",
    ],
    template: `Post (once a week, in a group whose rules allow it):
{{the question this piece answers}}

{{the answer in three to five short lines}}

I write about this every week in {product}, a free weekly letter for {audience}. If this helped, the rest is here: {website}
(Mods, happy to take the link out if it breaks the rules.)

{notAdvice}`,
    marketingWisdom:
      "Groups reward members, not marketers: a post that answers a real question in full earns the click, a bare link earns a ban. One good piece a week beats daily posting, and the rules of each group come first.",
  },
  {
    id: "newsletter-referral-reward",
    name: "A referral reward for readers who pass it on",
    kinds: ["creator"],
    publication: true,
    goals: ["revenue", "signups"],
    stages: PUBLISHED,
    channels: ["referral", "newsletter"],
    requires: [],
    uses: [],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "{audience} pass useful things on to each other, and a small reward for bringing friends to {product} turns that habit into new free readers every week, set up once.",
    description:
      "Turn on your platform's referral programme (Substack's referral rewards, beehiiv's referral programme) with a reward readers want, such as a free month of the paid tier for three friends who join, and end every issue with one line asking readers to share.",
    steps: [
      "Turn on the referral programme in your newsletter platform and choose the rewards: a free month of the paid tier for three referrals, a year for ten.",
      "Add the one-line share ask below to the end of every issue, with each reader's own referral link.",
      "Once a month, thank the readers who referred most (with their permission) in the issue itself.",
      "Each month count referred sign-ups and how many referred readers still open after a month.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["Your platform's referral programme (built into Substack and beehiiv)", "A reward from your paid tier", "Half an hour a week"],
    successMetrics: ["5-10% of new free subscribers from referrals after two months", "Referred readers who still open after a month", "Progress towards: {metrics}"],
    template: `End of every issue:
Know other {audience} who'd find this useful? Share {product} with your own link: {{your referral link}}. Three friends who join and you get a month of the paid tier free.`,
    marketingWisdom:
      "Referral amplifies sharing that already happens: a reward removes the friction but cannot make a letter worth sharing. Ask at the end of the issue that was most useful, when the reader is most grateful.",
  },
];
