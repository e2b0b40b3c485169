import type { LibraryTactic } from "../types";
import { ALL_STAGES, LIVE } from "./stages";

/*
 * Consumer apps bought by grown-ups (35 and over: adult children of an older parent, people in their
 * forties to sixties), who find things through the papers they read, a search after a scare, a friend
 * in the same situation and the organisations they already turn to, not through TikTok and streamers.
 * Also the free trial that people start and do not pay after. Nothing here contacts anyone who has
 * not asked: journalists, partner organisations and the app's own trial users only.
 */
export const GROWN_UP_TACTICS: LibraryTactic[] = [
  {
    id: "press-stories-papers-they-read",
    grownUps: true,
    name: "Press stories in the papers {audience} read: a real customer, a named paper, a pitch ready to send",
    kinds: ["consumer-app"],
    goals: ["signups", "awareness"],
    stages: ALL_STAGES,
    channels: ["press"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 400 },
    paid: false,
    hoursPerWeek: 3,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "{pressProof}, so a true story about people like them in a regional paper or in {outlets} is the channel with proof behind it, and one piece can bring more trials than a month of advertising.",
    description:
      "Go back to the journalist who covered you first with what happened since, then pitch one true story a week: a customer (with their permission) whose life it changed, to a regional paper near them, and a wider angle to {outlets}. Every piece carries the trial link with its own code, so you know what each one brought.",
    steps: [
      "Find the piece that brought customers ({worked}) and write down why it worked: the angle, the people in it, the day it ran and how many trials started that week; then thank the journalist who wrote it and ask what their readers responded to.",
      "Ask three happy customers for permission to tell their story (first names, their town, a photo), and agree in writing what is never shared.",
      "Make a one-page press page on your site: the story in three lines, your numbers (paying customers, towns, how long they have stayed), two photos, a quote from you and one from a customer, and the trial link with a press code.",
      "Each week, pitch one regional paper near a customer who agreed to be named, to one named reporter (the family, health, consumer or later-life desk), with the pitch in the template; follow up once after five working days, then stop.",
      "Once a month, pitch {outlets} with an angle they run ({pressAngles}), and offer a named customer and an independent expert for balance.",
      "Every Friday, log pitches sent, replies, pieces run and trials and paying customers per press code; when a piece runs, put its headline on your site and in the store's promotional text.",
    ],
    setupSteps: 3,
    resourcesNeeded: [
      "Three customers who agree to be named, with their written permission",
      "A one-page press page with photos and your numbers",
      "A press code or link per outlet, so trials can be counted per piece",
      "Optional: a freelance PR writer for the national pitches, a day's work each",
    ],
    successMetrics: [
      "Pitches sent, replies and pieces run each month",
      "Trials and paying customers per press code within 30 days of each piece",
      "Share of new paying customers who came from press, week by week",
    ],
    template: `Subject: {pressSubject}

Hi {{reporter's first name}},

{pressStory}

What {product} is: {pitch}
{{number}} {customers} use it today, most of them after {worked}. They are happy to be quoted and photographed, and I can send our numbers for your area.

Would their story suit your {{section}} pages? Readers can try {product} free at {website}.

{{your name}}, founder of {product}
{{your phone number}}

---
Follow-up (five working days later, then stop):
Hi {{reporter's first name}}, a quick follow-up on the story I sent about {product}. If the timing is wrong, I'll leave it there; if it helps, the people in it are free this week.`,
    marketingWisdom:
      "Journalists take stories, not products: a named person, a real moment and a number are what make an editor say yes. The outlet that covered you once is the most likely to cover you again, and a piece in a regional paper is often picked up by its group's other titles.",
    firstTime: {
      why: "{audience} still read the papers and trust a story about people like them more than an ad, so a true story in a regional paper or in {outlets} is where {product} earns their trust, and one piece can bring more trials than a month of advertising.",
      description:
        "Pitch one true story a week: a customer (with their permission) whose life it changed, to a regional paper near them, and once a month a wider angle to {outlets}. Every piece carries the trial link with its own code, so you know what each one brought.",
      steps: [
        "Read the last month of two regional papers and one of {outlets}, and note the reporters who write about people like your customers (the family, health, consumer or later-life pages) and the stories they ran.",
        "Ask three happy customers for permission to tell their story (first names, their town, a photo), and agree in writing what is never shared.",
        "Make a one-page press page on your site: the story in three lines, your numbers (paying customers, towns, how long they have stayed), two photos, a quote from you and one from a customer, and the trial link with a press code.",
        "Each week, pitch one regional paper near a customer who agreed to be named, to one named reporter, with the pitch in the template; follow up once after five working days, then stop.",
        "Once a month, pitch {outlets} with an angle they run ({pressAngles}), and offer a named customer and an independent expert for balance.",
        "Every Friday, log pitches sent, replies, pieces run and trials and paying customers per press code; when a piece runs, put its headline on your site and in the store's promotional text.",
      ],
      template: `Subject: {pressSubject}

Hi {{reporter's first name}},

{pressStory}

What {product} is: {pitch}
{{number}} {customers} use it today. They are happy to be quoted and photographed, and I can send our numbers for your area.

Would their story suit your {{section}} pages? Readers can try {product} free at {website}.

{{your name}}, founder of {product}
{{your phone number}}

---
Follow-up (five working days later, then stop):
Hi {{reporter's first name}}, a quick follow-up on the story I sent about {product}. If the timing is wrong, I'll leave it there; if it helps, the people in it are free this week.`,
      marketingWisdom:
        "Journalists take stories, not products: a named person, a real moment and a number are what make an editor say yes. Start with regional papers, which run readers' stories more often than the nationals, and a piece there is often picked up by its group's other titles.",
    },
  },
  {
    id: "trial-to-paid-first-week",
    trialOnly: true,
    name: "Trial to paid: the first week, a reminder before the trial ends, and asking why people cancel",
    kinds: ["consumer-app", "software"],
    goals: ["signups", "retention", "revenue"],
    stages: ALL_STAGES,
    channels: ["email-marketing", "app-store"],
    requires: [],
    uses: ["analytics", "content"],
    cost: { min: 0, max: 100 },
    paid: false,
    hoursPerWeek: 3,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Every trial that ends in a cancellation is a customer already won and lost again, so raising trial-to-paid is the cheapest way to {goal}: each point it rises makes every other tactic in this plan bring more paying customers.",
    description:
      "Make the free trial end in a yes: people decide in the first week whether {product} is worth {price}, so work on the steps between starting the trial and paying before buying more trials. {trialMaths}",
    steps: [
      "Pull your last 100 trials and mark each one: set up fully, reached {firstWin} within two days, still active on day 7, paid or cancelled; the step where most of them stop is where this week's work goes.",
      "Rework the first day so {firstWin} happens within 24 hours: set-up in under five minutes, a test of the whole thing on day one, and a clear message when it has worked.",
      "Write a short welcome series by email and push for days 1, 3, 7 and 11 of the trial: what has happened so far, one tip, and one reason other customers stayed.",
      "Three days before the trial ends, send the honest reminder in the template: the date, the price ({price}), what they keep, and a one-tap way to cancel, because a surprise charge costs more in refunds and angry reviews than it earns.",
      "Ask everyone who cancels one optional question (what made you stop?) with four answers and a free-text box; read every answer on Friday and fix the most common reason first.",
      "Every Friday, count trials started, paid and cancelled per source (each paper's code, each campaign, invite codes, each organisation's code), and hold new spending on any source whose trials turn paid at less than {trialRate}.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "Your trial and subscription data from App Store Connect, Google Play Console or your billing tool",
      "Developer time for the first-day changes and the cancel question",
      "An email tool with automated sequences (Customer.io, Loops or your own)",
    ],
    successMetrics: [
      "Trial-to-paid rate per weekly group of trials, against {trialRate}",
      "Share of trials that reach {firstWin} within two days",
      "The top three reasons people give for cancelling, counted every week",
    ],
    template: `Reminder, three days before the trial ends
Subject: Your free {product} trial ends on {{date}}

Hi {{first name}},

Your free trial of {product} ends on {{date}}. So far: {{what has happened in their trial}}.

To keep it, you don't need to do anything: it becomes {price} from {{date}}, and you can cancel any month in Settings.
If it isn't right for you, cancel here in one tap: {{cancel link}}. One line on why would help us a lot.

{{your name}}, {product}

---
When someone cancels (one question, optional):
What made you stop?
- It didn't fit our routine
- {{the most common reason so far}}
- The price
- Something didn't work
- Something else: {{free text}}`,
    marketingWisdom:
      "A trial is judged in its first days, not its last: people who reach the first real result early pay at several times the rate of those who never do. An honest reminder before the charge loses a few sales and saves the refunds, the chargebacks and the angry reviews that cost more.",
  },
  {
    id: "carers-partnerships",
    grownUps: true,
    olderParentOnly: true,
    name: "Partnerships with the places worried {audience} already turn to: carers' groups, charities, GP surgeries and employers",
    kinds: ["consumer-app"],
    goals: ["signups", "partnerships", "awareness"],
    stages: LIVE,
    channels: ["partnerships", "newsletter"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 500 },
    paid: false,
    hoursPerWeek: 3,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "{audience} who worry about a parent ask the people they already trust (a carers' centre, a charity's helpline, the GP surgery, the carers' network at work), so a recommendation from them reaches families at the moment they look for help.",
    description:
      "Offer {carers} a simple arrangement: a code that gives the families they refer an extra free month, a short text for their newsletter or noticeboard, and a monthly count of the families they helped. Everything goes to the organisation and to the {audience} they serve, never to older people themselves.",
    steps: [
      "List 20 organisations near where your customers live: {carers}; note a named contact for each (the centre manager, the practice manager, the pharmacy manager, the lead of the carers' network).",
      "Make a partner pack: a one-page note on what {product} does and does not do, a partner code with an extra free month for their families, a 60-word text for their newsletter, and an A5 card for their noticeboard.",
      "Write to five named contacts a week with the note in the template, to their work address; nothing goes to older people, and no one is phoned who has not asked to be.",
      "Offer each carers' group or employer network a 20-minute slot at one of their meetings on how families check in on a parent who lives alone, with {product} as one option, not a sales pitch.",
      "Each month, send every partner the number of families who joined with their code (never names) and one family's story, shared with permission.",
      "After eight weeks, keep the partners whose codes brought paying families, ask each for an introduction to one more, and drop the rest politely.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "A partner pack: one-page note, partner code, newsletter text and a noticeboard card",
      "A list of 20 organisations with a named contact each",
      "Partner codes that count trials and paying customers",
    ],
    successMetrics: [
      "Partners who say yes, out of those written to",
      "Trials and paying customers per partner code each month",
      "Partners who introduce another partner",
    ],
    template: `Subject: A free month for the families you support: {product}

Dear {{contact's name}},

Many of the families who come to {{their organisation}} worry about a parent who lives alone. {product} is a small service that helps: {pitch}

We would like to offer your families an extra free month with the code {{partner code}}, and send you a short text for your newsletter or noticeboard. Each month we'd tell you how many families joined through you (never their names), and we would be glad to join one of your meetings for twenty minutes if that would help.

There is nothing to sign and nothing to pay. Older people are never contacted by us: families set it up themselves.

Would you be open to it? A reply to this email is all it takes, and I can send the pack this week.

Kind regards,
{{your name}}, founder of {product}
{website}`,
    marketingWisdom:
      "People who are worried ask someone they trust before they search, so the organisations they already turn to are worth more than any ad. Make saying yes effortless for the partner, report back what their families got, and keep the tone of a service rather than a sale.",
  },
  {
    id: "search-and-facebook-ads-grown-ups",
    grownUps: true,
    name: "Search ads when {audience} look for help, and Facebook ads judged by customers still paying after the trial",
    kinds: ["consumer-app"],
    goals: ["signups", "revenue"],
    stages: LIVE,
    channels: ["google-ads", "meta-ads", "app-store"],
    requires: ["paid"],
    workaround: {
      paid: "start with Google search ads on five exact phrases and a small daily cap, and let the weekly paying-customer count decide whether anything else is added.",
    },
    uses: ["analytics", "content"],
    cost: { min: 500, max: 3000 },
    paid: true,
    hoursPerWeek: 3,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "{audience} search Google {searchMoment} and spend their evenings on Facebook, so search ads catch them at the moment of need and Facebook ads reach the rest, as long as each is judged by customers who pay after the trial rather than by trials.",
    description:
      "Run Google search ads on the {searchPhrases}, and Facebook ads to {audience} {geo} built from {realWords} and the press piece, not from app clips. Judge every ad by the customers still paying after the trial, and move the money each week to what brings them.",
    steps: [
      "Set up measurement before spending: trial started and trial turned paid, reported per campaign (both Google Ads and Meta can import an in-app or offline purchase as a conversion), plus a weekly sheet of cost per paying customer.",
      "Write down ten {searchPhrases}, from Google's Keyword Planner and your customers' own words, and build one search campaign on them with exact and phrase match, a hard daily cap, and ads that answer {firstQuestion} in the headline.",
      "Build three Facebook ads for {audience} {geo}: one quoting your best press piece or review, one a real customer's words (with permission), one showing {firstWin}; plain photos and text, no app-store clips.",
      "Each week, judge every ad by customers still paying after the trial, not by trials started; pause any ad whose trials turn paid at less than {trialRate}, and write one new ad in the words of {stayers}.",
      "After four weeks, move the money to whichever of search and Facebook brings a paying customer for less, keeping a small cap on Apple Search Ads for your own name.",
    ],
    setupSteps: 1,
    resourcesNeeded: [
      "Google Ads and Meta Ads Manager accounts with purchase tracking",
      "Three Facebook ads from real words and photos, and ten search phrases",
      "A weekly sheet: spend, trials, paying customers after the trial, cost per paying customer",
    ],
    successMetrics: [
      "Cost per customer still paying after the trial, per campaign",
      "Trial-to-paid rate per ad, against {trialRate}",
      "Search impression share on your ten phrases",
    ],
    template: `Google search ad (one per group of phrases)
Headline 1 (30 characters): {{the worry in their words}}
Headline 2 (30): {product}: {{the result in four words}}
Headline 3 (30): Free trial, cancel any month
Description (90): {{what happens each day in one sentence}} {price} after the free trial.

Facebook ad (for {audience} {geo})
Primary text: "{{a customer's words about the first week}}" {{the customer's first name}} uses {product}. {pitch}
Headline: Try {product} free
Button: Learn more, to {website}

Weekly check (every Friday)
Ad | spend | trials | paying after the trial | cost per paying customer | keep, change or pause`,
    marketingWisdom:
      "Cheap trials can be expensive customers: an ad that brings trials who cancel costs more than one that brings fewer who stay. Judge every ad by the customers still paying after the trial, and write the next ad in the words of the people who stayed.",
  },
  {
    id: "national-push-grown-ups-at-scale",
    grownUps: true,
    name: "A national push for {audience} at scale: a PR agency, search and Facebook ads, and ads in the papers they read",
    kinds: ["consumer-app"],
    goals: ["signups", "awareness", "revenue"],
    stages: LIVE,
    channels: ["google-ads", "meta-ads", "press"],
    requires: ["paid"],
    workaround: {
      paid: "hire a performance agency on a fixed monthly fee, brief it with your cost per customer still paying after the trial, and ask for a weekly table by channel rather than a slide deck.",
    },
    uses: ["analytics", "content"],
    cost: { min: 12000, max: 50000 },
    paid: true,
    hoursPerWeek: 4,
    contactsIndividuals: false,
    timeFrame: "Ongoing",
    impact: "High Impact",
    why: "With this budget, {product} can be in front of {audience} {geo} every week from three sides they trust (the papers, search when they worry, Facebook in the evening), and the money lets each be measured against customers who stay.",
    description:
      "Retain a PR agency that knows consumer and health journalists for a steady run of stories, scale search and Facebook ads on what the smaller tests proved, and test print ads in {outlets} and regional papers with their own codes. Every channel is judged by customers still paying after the trial, and one region is held back each quarter to see what the spending really adds.",
    steps: [
      "Brief a PR agency on a three-month retainer with the stories that worked, the customers who agreed to be named, and one target: pieces in {outlets} and ten regional papers.",
      "Set the weekly table before spending: spend, trials, customers still paying after the trial and cost per paying customer, per channel and per region.",
      "Scale search ads on the phrases that already bring paying customers, and Facebook ads on the three best-performing messages, raising budgets by no more than a fifth a week.",
      "Test one print ad in {outlets} and two regional papers, each with its own code and landing page, and keep only what brings paying customers at the cost the online channels do.",
      "Each quarter, pause all spending in one region for four weeks and compare it with the others, so you know what the money adds beyond the customers who would have come anyway.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "A PR agency on a three-month retainer",
      "A performance agency or freelancer for search and Facebook ads",
      "A code and landing page per paper and per campaign",
    ],
    successMetrics: [
      "Cost per customer still paying after the trial, per channel and per region",
      "Pieces run and trials per piece each month",
      "What the held-back region shows the spending adds",
    ],
    template: `Brief for the agencies ({product})
What {product} is: {pitch}
Who we want: {audience} {geo}
What already works: {worked}
Our measure: customers still paying after the trial, not trials or clicks
Target this quarter: {metrics}
Stories we can offer: {{three customer stories with permission}}
Weekly report we need: spend, trials, paying after the trial, cost per paying customer, by channel and region
What we never do: contact anyone who has not asked, or promise more than {product} does`,
    marketingWisdom:
      "At scale, every channel claims customers who would have come anyway; only holding one region back shows what the spending adds. Keep the measure the same for every agency (customers still paying after the trial), and the weekly table will tell you where the next pound goes.",
  },
];
