import type { LibraryTactic } from "../types";
import { ALL_STAGES } from "./stages";

/*
 * Regulated personal-finance advisers working locally: a mortgage broker, an independent financial adviser
 * or planner, a protection broker; in the US a loan officer (Reading.adviser). Clients come once for a big
 * decision, on the word of someone they trust (an {adviserAgent}, their accountant, a friend) or after finding
 * a plain answer to their own question, and come back when their deal or plan is due for review. An
 * adviser's plan is made of these tactics: introducers with a disclosed referral arrangement, answers to the
 * questions clients search, a Google profile for a business with no shop front, past clients contacted
 * before their deal ends, reviews with consent, an evening for buyers with a local agent, referrals from
 * happy clients and helpful answers in local groups. Every one is a financial promotion, approved by the
 * firm's or network's compliance before it goes out. A shop's staff perk card, gift voucher or yearly
 * service means nothing to someone choosing who arranges their mortgage.
 */

export const ADVISER_TACTICS: LibraryTactic[] = [
  {
    id: "adviser-introducers",
    adviser: 1,
    essential: true,
    name: "Introducers who send you their clients: {adviserFirstIntroducers} first, on a disclosed referral arrangement",
    kinds: ["local"],
    goals: ["revenue", "signups", "awareness", "retention"],
    stages: ALL_STAGES,
    channels: ["partnerships", "referral"],
    requires: [],
    uses: ["sales"],
    cost: { min: 20, max: 60 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: true,
    inPerson: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "People choosing a {adviserWord} ask someone they already trust, and {adviserIntroducers} meet your clients weeks before any comparison site does; a handful of introducers who each send a client or two a month is the steadiest source a one-person firm can have, and nobody else is calling those clients.",
    description:
      "Build a short list of introducers in {place}: {adviserIntroducers}. Start with {adviserFirstIntroducers}: meet each in person, agree how a referral reaches you and how fast you answer (the same day), and agree the arrangement in writing, with {adviserReferralRule}. Then keep them informed: a short note when a client they sent has an offer, so they see you make their sale or their client's year easier.",
    steps: [
      "Ask {adviserApprover} what your network allows with introducers: whether it needs a written introducer agreement, what referral fee may be paid and how it is told to the client, and whether it checks introducers first. Write the answer on one page.",
      "List twenty introducers in {place}: independent {adviserAgent}s without their own in-house mortgage adviser, new-build sales offices, accountants and bookkeepers with self-employed clients, and conveyancing solicitors. Note a name at each.",
      "Send the letter below to {adviserFirstIntroducers} on your list this week (after compliance has seen it), and ask for twenty minutes in person; phone two days later.",
      "At each meeting, agree three things: how they pass a client to you (a call, a text or the form on your page, with the client's permission), that you answer the same day, and the written arrangement your network approved.",
      "When a client they sent gets a mortgage offer or completes, tell the introducer the same day (with the client's permission), and thank them.",
      "Every Friday, write in your tracker each introducer's referrals this month, first meetings and completions; meet three more introducers each month, and drop none that sent nobody yet until they have had three months.",
    ],
    setupSteps: 2,
    groundworkSteps: 1,
    resourcesNeeded: ["Your network's rules for introducers and referral fees, in writing", "A list of twenty introducers in {place}", "A small monthly sum for coffees and printed notes", "A weekly introducer tally"],
    successMetrics: ["Introducers who have sent at least one client", "Referrals and first meetings from introducers a month", "Progress towards: {metrics}"],
    template: `Letter or email to an introducer (send to {adviserApprover} first):
Subject: Your clients who need a mortgage, and a quick answer for them

Dear {{their name}},

I'm {{your name}}, a {adviserWord} in {place} ({product}). I work with first-time buyers and self-employed clients, including people a high-street bank has turned down, and I search the whole market for them.

When one of your clients needs a mortgage, you can pass them to me with their permission by phone or text on {{your mobile}}; I answer the same day, evenings included, and I'll keep you posted when they have an offer, so your sale or your client's plans do not stall.

Could I buy you a coffee for twenty minutes next week to hear how you like referrals to work? {{day 1}} or {{day 2}} would suit me.

Kind regards,
{{your name}}
{product}, {adviserStatus}`,
    marketingWisdom:
      "An introducer refers to you again when the first client they sent came back happy and their own work got easier. Speed is the whole pitch: answer the same day, and tell the introducer when there is an offer. Whatever the arrangement, the client is told about it: that is what keeps it trusted.",
  },
  {
    id: "adviser-questions",
    adviser: 2,
    essential: true,
    name: "Plain answers to the questions {adviserClients} search, on your site and your Google profile",
    kinds: ["local"],
    goals: ["revenue", "signups", "awareness"],
    stages: ALL_STAGES,
    channels: ["seo", "blog", "google-business"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 20 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Comparison sites win the broad searches, but the people you serve type their own question late in the evening, and a plain answer from a {adviserWord} in {place} who has handled it many times is what they are looking for and what the big sites answer worst.",
    description:
      "Write one page a fortnight on {{link to your page}}, each answering one question your clients actually ask, in their words: {adviserQuestions}. Each page gives the honest general answer, what it depends on, the documents to gather and one clear next step (a free first call with you). Any scheme, rate or lender rule is written as it stands on the day and checked before it goes up.",
    steps: [
      "Write down the ten questions clients asked you in their first call this year, in their words; start with the four below.",
      "Write the first page (600 to 900 words): the short answer first, then what it depends on, the documents to gather, and a real example with the client's details changed. Name schemes only after checking which are open now and their current rules.",
      "Send the page to {adviserApprover} for approval, with the risk warning they tell you to use, and publish it with the warning and your firm's status line.",
      "Add each page as a question and answer on your Google Business Profile and post it there with a link; share it once in your own social feeds.",
      "Publish one new page a fortnight, and every month check Google Search Console (free) for the searches that found them; write the next page for the question people typed that you have not answered yet.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["Your own website or a page on your network's site you may edit", "Two hours a week to write", "Google Search Console (free)", "Compliance approval for each page"],
    successMetrics: ["Pages published (one a fortnight)", "Searches and clicks each page gets, from Search Console", "First calls booked from the pages", "Progress towards: {metrics}"],
    template: `Questions to answer first:
{adviserQuestionList}

---
Page opening (for the first question; have it approved before it goes up):
Can I get a mortgage when I'm self-employed with one year's accounts?

Often, yes. Some lenders will look at one full year of accounts or tax returns, others want two or three, and each has its own rules on how they read your income. I'm {{your name}} of {product}, a {adviserWord} in {place}, and I help sole traders, contractors and company directors who have been told no by their bank.

What it depends on: {{what lenders look at}}.
What to gather: your latest tax calculations and tax year overviews from HMRC, your accounts, and three months of bank statements.
Next step: book a free twenty-minute call at {{link to your page}} and I'll tell you honestly where you stand.

{adviserWarning}
{adviserStatus}`,
    marketingWisdom:
      "One page per question, in the client's words, beats a general page about everything: it is what they type and what they hope to read. A useful answer earns the call; an advert in disguise loses it.",
  },
  {
    id: "adviser-google-profile",
    adviser: 3,
    name: "A Google Business Profile for a {adviserWord} who comes to the client",
    kinds: ["local"],
    goals: ["revenue", "signups", "awareness"],
    stages: ALL_STAGES,
    channels: ["google-business"],
    requires: [],
    uses: [],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "People in {place} who search for a {adviserWord} near them see the map first, and a complete profile with recent reviews and answered questions puts a local name beside the big online brokers at no cost.",
    description:
      "Claim the free Google Business Profile for {product} as a service-area business: no shop front, your address hidden, the areas you cover listed ({place}). Choose the main category that matches your trade, add the description below, your hours (evenings included if you take calls then), a photo of you, and post each new answer page there.",
    steps: [
      "At business.google.com, create or claim the profile for {product}; choose the main category that matches your trade (for example 'Mortgage broker' or 'Financial planner'), set it as a business that serves customers at their location, hide your home address, and list the areas you cover. Start verification today: it can take a few days.",
      "Ask {adviserApprover} whether the profile, its description and its posts need their approval, and what status line it must show; send them the description below.",
      "Paste the approved description, add your hours, phone, {{link to your page}} and a friendly photo of you, and add your four commonest questions with their answers.",
      "Each fortnight, post the new answer page from your site with its link and the approved warning.",
      "Every Friday, write three numbers in your tracker from the Performance tab: searches, calls and website clicks.",
    ],
    setupSteps: 3,
    groundworkSteps: 1,
    resourcesNeeded: ["A Google account you keep", "A good photo of you", "Your approved description and status line", "Half an hour a fortnight"],
    successMetrics: ["Profile verified and approved within three weeks", "Calls and website clicks from the profile, month on month", "Progress towards: {metrics}"],
    template: `Profile description (links are not allowed here; approve before you paste):
{product} is a {adviserWord} in {place} for {adviserClients}. I'm {{your name}}: I search the whole market, explain each step in plain words, and meet you at home, online or in a cafe, evenings included. Free first call, no obligation.

---
A post with a new answer page:
New: {{the question}}. A plain answer from a {adviserWord} in {place}, with the documents to gather and what lenders look at. Read it here: {{link to the page}}
{adviserWarning}`,
    marketingWisdom:
      "For a business with no shop front, the profile is the front door: the same name, phone and website everywhere, a real photo of the adviser, and answers to the questions people really ask. Recent reviews and quick replies to messages decide who gets the call.",
  },
  {
    id: "adviser-past-clients",
    adviser: 4,
    name: "Past clients contacted {adviserDueBefore}",
    kinds: ["local"],
    goals: ["revenue", "retention"],
    stages: ALL_STAGES,
    channels: ["email-marketing", "sms"],
    requires: [],
    uses: [],
    cost: { min: 0, max: 10 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Every client you have already helped needs a {adviserWord} again when {adviserDue}, and if you have not written in good time, their lender's own offer or another broker gets there first; a personal note months ahead costs nothing and keeps the client with you.",
    description:
      "From your case records, list every past client with the date {adviserDue}. Write to each one about six months before, by email and a text, with a short personal note: the date is coming up, you will compare their lender's own new deal with the rest of the market, and there is nothing to pay. Check with {adviserApprover} which contact their privacy notice allows and whether the note needs approval.",
    steps: [
      "From your case records (or your network's system), list every past client with their lender, the date their deal ends, their email and mobile; sort by that date.",
      "Ask {adviserApprover} whether your privacy notice lets you contact past clients about their deal ending, and have the note and text below approved.",
      "On the first Monday of each month, send the note to everyone whose deal ends in about six months, and the text a week later to those who have not replied.",
      "Book a short call with each who replies: look at their lender's product transfer and at the market, and tell them honestly which is better for them.",
      "Each month, count the notes sent, the calls booked and the cases kept, and ask each kept client, once it is done, whether a friend is buying this year.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["Your case records with each deal's end date", "An approved note and text", "Half an hour on the first Monday of each month"],
    successMetrics: ["Past clients written to, six months before", "Cases kept (a product transfer or a remortgage through you)", "Progress towards: {metrics}"],
    template: `Email to a past client:
Subject: Your fixed rate ends in {{month}}: let's look at it early

Hi {{first name}},

It's {{your name}} from {product}. Your current rate with {{lender}} ends in {{month}}. Most lenders let you secure a new rate a few months before the old one ends, so now is a good time to look: I'll compare {{lender}}'s own offer with the rest of the market and tell you honestly which suits you better.

Reply with a day and time that suits you for a fifteen-minute call, or book at {{link to your page}}.

{{your name}}, {product}
{adviserWarning}

---
Text, a week later:
Hi {{first name}}, {{your name}} from {product}: your rate with {{lender}} ends in {{month}}. Happy to compare your options, no obligation. Reply with a good time to call. Reply STOP and I won't text again.`,
    marketingWisdom:
      "A client you have helped once is the easiest one to help again, as long as you are in touch before their lender is. Write early, keep it about their date, and be honest when staying with their lender is the better choice: that is what they remember and tell friends.",
  },
  {
    id: "adviser-reviews",
    adviser: 5,
    name: "Reviews on {adviserReviewSites} from every client who agrees, once they have their offer",
    kinds: ["local"],
    goals: ["revenue", "signups", "awareness", "retention"],
    stages: ALL_STAGES,
    channels: ["reviews"],
    requires: [],
    uses: [],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "People trust a stranger with their biggest purchase when people like them say it went well, and reviews on {adviserReviewSites} are where they look; the moment a client has their offer or gets their keys is when they most want to say so.",
    description:
      "Ask every client, the same way, for an honest review once they have their offer or have completed: one message with the links to {adviserReviewSites}. Ask everyone alike, offer nothing in return, and check with {adviserApprover} whether reviews you quote on your own site or posts count as promotions they must approve.",
    steps: [
      "Copy your Google review link from your Business Profile{adviserReviewSetup}; ask {adviserApprover} about quoting reviews on your own site.",
      "Add one line to the message you send when a client gets their offer or completes, asking for an honest review, with the links; send it to every client alike.",
      "Reply to every review within two days, thanking them by first name and never mentioning their mortgage details.",
      "Every Friday, count the new reviews; once a month, put the newest three on your site and your Google profile posts, as compliance agreed.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["Your Google review link", "One line in your completion message"],
    successMetrics: ["Reviews a month", "Share of completed clients who leave one", "Progress towards: {metrics}"],
    template: `Added to the message when a client gets their offer or keys:
Congratulations again, {{first name}}! If you have a minute, an honest review would help other {adviserClients} in {place} find me: {adviserReviewLinks}. Only if you'd like to, and thank you either way.
{{your name}}, {product}`,
    marketingWisdom:
      "Ask at the moment of relief (the offer, the keys), ask everyone alike and never reward a review: Google removes reviews gathered with rewards or only from the happy ones. A review that names the problem you solved ('turned down by my bank') speaks to the next person with that problem.",
  },
  {
    id: "adviser-buyers-evening",
    adviser: 6,
    name: "A {adviserEvening} with a local {adviserAgent}, in person or online",
    kinds: ["local"],
    goals: ["revenue", "signups", "awareness"],
    stages: ALL_STAGES,
    channels: ["events", "webinar", "partnerships", "facebook-groups"],
    requires: [],
    uses: ["sales", "content"],
    cost: { min: 20, max: 40 },
    paid: false,
    hoursPerWeek: 1.5,
    contactsIndividuals: false,
    inPerson: true,
    outOfHours: true,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "First-time buyers in {place} have the same dozen questions and would rather ask them in a room (or on a call) than alone at midnight, and an evening run with a local {adviserAgent} puts you in front of buyers who are close to an offer, with the agent's trust behind you.",
    description:
      "Once a quarter, run a free hour for buyers with an independent {adviserAgent} in {place}: how buying works, what lenders look at, the schemes worth checking and the questions to ask. In the agent's office or a room nearby, or online for those who cannot come; the invitation goes through the agent's list and yours, and everything said about products is general, approved beforehand, with no selling in the room.",
    steps: [
      "Ask one {adviserAgent} you already work with to co-host, and agree the date, the room (or an online call link), who invites whom and that each speaks for fifteen minutes.",
      "Send your slides and the invitation below to {adviserApprover} for approval three weeks before; keep to general information and the approved warning.",
      "Send the invitation to the agent's list of buyers and yours, post it on your Google profile and in the local Facebook groups that allow events, and ask people to book so you know numbers.",
      "On the night, each of you speaks for fifteen minutes; take questions for thirty, and offer a free first call to anyone who wants one; collect the emails of those who ask to hear from you.",
      "Within two days, email those who asked for one with the answers to the questions you could not finish, and book the calls. Count attendees, calls and applications from each evening.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A local {adviserAgent} to co-host", "A room or an online call link", "Approved slides and invitation", "Drinks and printing for each evening"],
    successMetrics: ["People who come to each evening", "First calls booked from it", "Progress towards: {metrics}"],
    template: `Invitation (approve before it goes out):
Buying your first home in {place}? Come and ask.

A free hour for first-time buyers with {{agent's name}} of {{estate agency}} and {{your name}}, {adviserWord} at {product}: how buying works from offer to keys, what lenders look at (including if you're self-employed), which schemes are worth checking, and your questions answered.

{{day and date}}, {{time}}, at {{place or call link}}. Free; book your place at {{booking link}}.

{adviserWarning}
{adviserStatus}`,
    marketingWisdom:
      "Teach first, sell never in the room: buyers who learned something from you in an hour book the call themselves. Running it with an agent doubles the audience and borrows trust both ways.",
  },
  {
    id: "adviser-client-referrals",
    adviser: 7,
    name: "A thank-you that asks happy clients to pass your name on",
    kinds: ["local"],
    goals: ["revenue", "signups", "retention"],
    stages: ALL_STAGES,
    channels: ["referral"],
    requires: [],
    uses: [],
    cost: { min: 0, max: 30 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    timeFrame: "Ongoing",
    impact: "High Impact",
    why: "Friends and colleagues of your clients are buying too, and they ask the person who just got the keys who helped them; a thank-you at that moment that asks plainly for their name to be passed on turns one completion into the next.",
    description:
      "When a client completes, send a handwritten card and the message below: thank them, and ask plainly whether anyone they know is buying or remortgaging this year. No reward unless {adviserApprover} approves one and it is told to the new client; most clients refer because they were looked after, not for a voucher.",
    steps: [
      "Ask {adviserApprover} whether you may offer anything for a referral (most advisers offer nothing), and have the card and message approved.",
      "Buy a box of good cards; the day a client completes, write one by hand and send the message below.",
      "When someone comes through a client, ask their permission to thank the client who sent them, and thank them by name.",
      "Each month, write in your tracker how each new client found you, so you can see how many came from past clients.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A box of cards and stamps", "An approved message", "A column in your tracker for 'how they found me'"],
    successMetrics: ["New clients who came from a past client", "Progress towards: {metrics}"],
    template: `Card or message on completion day:
Dear {{first name}},

Congratulations on your new home! It was a pleasure helping you get there. If anyone you know is buying or remortgaging this year, I'd be glad to help them the same way: just pass on my number, {{your mobile}}, or my page, {{link to your page}}.

Enjoy the first night in,
{{your name}}, {product}`,
    marketingWisdom:
      "The best referral ask is specific and well timed: 'anyone buying or remortgaging this year', on the day of the keys. Thank the referrer every time; that is what brings the next one.",
  },
  {
    id: "adviser-local-groups",
    adviser: 8,
    name: "Helpful answers in {place}'s local Facebook groups, without advertising",
    kinds: ["local"],
    goals: ["revenue", "signups", "awareness"],
    stages: ALL_STAGES,
    channels: ["facebook-groups", "community"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Ongoing",
    impact: "Medium Impact",
    why: "Buyers in {place} ask mortgage questions in local Facebook groups every week, often before they ask anyone else, and a plain, helpful answer from a local {adviserWord}, with no pitch, is how a name gets remembered and recommended there.",
    description:
      "Join four or five local groups in {place} (area groups, first-time buyers, the self-employed), read each group's rules, and answer questions about buying and mortgages in a few helpful sentences, in your own name. Link to one of your answer pages when it answers the question fully; never post adverts where the group forbids them, and check with {adviserApprover} what a public answer may say.",
    steps: [
      "Ask {adviserApprover} what you may say in a public answer and whether posts need approval (in the UK, the FCA has guidance on financial promotions on social media); write their rules on a card.",
      "Join four or five local Facebook groups, read each group's rules, and ask the admin whether a local {adviserWord} may answer questions.",
      "Three evenings a week, spend twenty minutes answering questions about buying or mortgages: general information in a few sentences, then 'happy to go through it with you if it helps' and, when it fits, a link to your answer page.",
      "Never message anyone first and never post an advert where it is not allowed; when someone asks for a broker by name, let your past clients answer.",
      "Each month, count the people who said they found you in a group, and write a page for any question you answered three times.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["Your compliance team's rules for public answers", "Four or five local groups", "An hour a week"],
    successMetrics: ["Helpful answers a week", "First calls from people who found you in a group", "Progress towards: {metrics}"],
    template: `An answer in a group (general information only; keep to your compliance rules):
Hi {{their first name}}, I'm {{your name}} of {product}, a {adviserWord} in {place}, so this comes up a lot. In general, {{the short answer}}. It depends on {{what it depends on}}, so it's worth getting your documents together first: {{the documents}}. I wrote a plain guide here if it helps: {{link to the page}}. Happy to go through it with you if you'd like, no obligation.`,
    marketingWisdom:
      "Groups reward the person who helps most and sells least. Answer the question that was asked, in a few sentences, and let the people you helped recommend you the next time someone asks for a broker.",
  },
  {
    id: "adviser-search-ads",
    adviser: 9,
    name: "Search ads on the questions and places the comparison sites leave alone, sent to your answer pages",
    kinds: ["local"],
    goals: ["revenue", "signups", "awareness"],
    stages: ALL_STAGES,
    channels: ["google-ads", "seo"],
    requires: [],
    uses: ["paid"],
    cost: { min: 300, max: 3000 },
    paid: true,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "The comparison sites and big brokers outbid everyone on the broad searches, but few bid on a specific question in {place} ('{adviserWord} for self-employed {place}'), and a click there lands on the page that answers it, from the person who will handle the case.",
    description:
      "Once your answer pages are live, run one Google search campaign on long, specific searches in {place}, each sent to the page that answers it, with a daily cap and approved ad text. Judge it by first calls and by cases that complete, not by clicks, and stop any search that brings no calls in a month.",
    steps: [
      "Check with {adviserApprover} whether they must approve search ads and their wording, and whether Google asks you to complete its financial services verification where you advertise; finish both before you spend.",
      "Create one search campaign with the location set to {place} and a daily cap; choose 10 to 20 long searches (a question plus your area, 'self-employed', 'first-time buyer', 'turned down') and add negatives at once: jobs, calculator, rates today, the big lenders' names.",
      "Send each group of searches to the answer page that fits it, write the ads from the template, and count a booked first call as a conversion.",
      "Every Friday, read the search terms, add negatives, and write the cost per first call and per completed case in your tracker.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["Your published answer pages", "A Google Ads account with any verification Google asks for", "Approved ad text", "A daily cap"],
    successMetrics: ["Cost per first call booked", "Cases completed from ads, and their cost", "Progress towards: {metrics}"],
    template: `Headlines (up to 30 characters each; approve before they run):
{product}
Self-Employed Mortgages
Turned Down by Your Bank?
A Broker in {place}

Descriptions (up to 90 characters each):
Plain answers from a {adviserWord} who handles cases like yours. Free first call.
One year's accounts? Some lenders may still help. Read the guide and book a call.`,
    marketingWisdom:
      "Small budgets win on the long, specific searches the big bidders ignore, and only when the click lands on a page that answers the question. Count first calls and completions, not clicks.",
  },
  {
    id: "adviser-paid-social",
    adviser: 10,
    name: "Facebook and Instagram ads for your buyers' evenings and answer pages, run by a freelancer, judged by completed cases",
    kinds: ["local"],
    goals: ["revenue", "signups", "awareness"],
    stages: ALL_STAGES,
    channels: ["meta-ads", "paid-social", "instagram", "events"],
    requires: ["paid"],
    workaround: {
      paid: "Hire a freelancer who runs local campaigns for financial firms for a fixed fee for the first three months, and have them show you the cost per first call and per completed case each month.",
    },
    uses: ["paid", "content"],
    cost: { min: 2000, max: 20000 },
    paid: true,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "A budget this size can reach renters and self-employed people in {place} months before they search for a {adviserWord}, with something useful to them (an evening, a plain guide) rather than a rate, and it pays only if the people it brings become completed cases.",
    description:
      "Run Facebook and Instagram ads in {place} for your next {adviserEvening} and your best answer pages, never for rates, with every ad approved by {adviserApprover}. Judge them by first calls and completed cases, and move money each month to what brought cases.",
    steps: [
      "Ask {adviserApprover} to approve each ad and its wording, and check whether Meta asks you to verify as a financial services advertiser or to run these ads under its special ad category for credit or financial products (which limits age and postcode targeting).",
      "Set up conversion tracking on your booking page (Meta's conversions setup) and count a booked first call and each evening's booking as conversions.",
      "Run two campaigns across {place}: one for the next {adviserEvening}, one for your two most-read answer pages, each with three approved ads from the template.",
      "Every month, write the cost per first call and per completed case in your tracker, and move money to the campaign that brought cases.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A freelancer or your own time on Meta's ads manager", "Approved ads", "Conversions counted on your booking page", "A monthly budget you can judge by cases"],
    successMetrics: ["Cost per first call booked", "Completed cases from ads, and their cost", "Progress towards: {metrics}"],
    template: `Ad for the evening (approve before it runs):
Buying your first home in {place}? Come and ask: a free hour with {product} and a local {adviserAgent} on how buying works, what lenders look at and which schemes are worth checking. Book your place: {{booking link}}
{adviserWarning}

---
Ad for an answer page:
Self-employed and told no by your bank? A plain guide from {product}, a {adviserWord} in {place}: what lenders look at and what to gather. Read it: {{link to the page}}
{adviserWarning}`,
    marketingWisdom:
      "Paid social works for an adviser when it offers help before a sale: an evening, a guide. Judge it by completed cases months later, not by clicks, because a mortgage takes weeks to months to complete.",
  },
];
