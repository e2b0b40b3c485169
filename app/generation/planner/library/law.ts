import type { LibraryTactic } from "../types";
import { ALL_STAGES } from "./stages";

/*
 * A law firm or regulated legal practice for consumers (Reading.law): immigration, family, wills and probate,
 * conveyancing, personal injury; solicitors, attorneys, lawyers. Its clients come once, frightened of an outcome
 * (a refusal, losing the children, a mess left for the family), and choose on the word of someone they trust and
 * on whether the firm's own pages answer their question and say what it costs. So the plan is a fixed-fee page,
 * every enquiry answered fast with the fee and the next step, a plain guide per service, talks where the audience
 * already meets, referral relationships with other professionals within the regulator's rules, reviews on the
 * platforms clients read, and a public-service warning against unregulated advisers. Nothing promises an outcome,
 * and every line is one the founder checks against the regulator's rules. A shop's till, regulars, staff perk
 * cards or quiet slots mean nothing to it.
 */

export const LAW_TACTICS: LibraryTactic[] = [
  {
    id: "law-fee-page",
    law: 1,
    essential: true,
    name: "A fixed-fee page for every service: {lawPriceLine}",
    kinds: ["local"],
    goals: ["signups", "revenue", "retention", "awareness", "partnerships"],
    stages: ALL_STAGES,
    channels: ["seo", "google-business"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 20 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "People afraid of {lawWorry} compare two or three {lawyers} before they call, and the one whose page says plainly what the work costs, what it includes and who does it is the one they trust enough to ring.",
    description:
      "Put one page on {website} with a block for each service you sell ({lawServices}): the fixed fee, what it includes and what it doesn't, what is paid on top to others ({lawExtra}), how long it usually takes and who does the work. Write it in the words clients use on the phone, and end it with the honest line about outcomes. Before it goes live, check {lawPriceRule}.",
    steps: [
      "Check {lawPriceRule}, and note what each service's block must say.",
      "Write one block per service from the template (the first is filled in from what you told us): the fee, what it includes, what costs more, {lawExtra}, the usual time and who does the work.",
      "Add the honest line about outcomes and {lawRegulator}'s details at the foot of the page, and link the page from the home page, the Google Business Profile and every enquiry reply.",
      "Ask two past clients to read the page and tell you the one thing they still didn't understand, and rewrite that part.",
      "Every Friday, count the enquiries that mention the fees page or a price, against {metrics}.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["One page on your website", "Your fees, written down per service", "Half an hour with the regulator's rules"],
    successMetrics: ["Fees page live within two weeks, with every service on it", "Enquiries that mention the fees page, counted every Friday", "Progress towards: {metrics}"],
    template: `Fees page ({product}, {lawTown}), one block per service:

{{service}}: a fixed fee of {{fee}}{lawVat}.
What it includes: {{each step we do for you}}.
What would cost more: {{what and how much}}.
Paid on top, to others: {lawExtra}, {{amount and who it is paid to}}.
How long it usually takes: {{usual time and what can change it}}.
Who does the work: {{name}}, {{role and years of experience}}.

The first block, from what you told us: {lawFeeLine}.

At the foot of the page:
{lawDecision}
{lawRegistered}.`,
    marketingWisdom:
      "A frightened client reads a price as a sign of honesty: the firm that says what it charges before the first call has already answered the question they were too anxious to ask. Clear fees don't lose you the good clients; they save both of you the calls that were never going to instruct.",
  },
  {
    id: "law-enquiry-reply",
    law: 2,
    name: "Every enquiry answered within a working day, with the fixed fee and the next step",
    kinds: ["local"],
    goals: ["signups", "revenue", "retention", "awareness", "partnerships"],
    stages: ALL_STAGES,
    channels: ["calls", "email-marketing"],
    requires: [],
    uses: ["sales"],
    cost: { min: 0, max: 10 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Someone with a deadline contacts two or three firms the same day and instructs the one that answers first with a clear fee and a next step, so a reply within a working day turns more of the enquiries you already get into cases.",
    description:
      "Agree which of {lawTeam} answers new enquiries each working day, and reply within a working day from the template: which service fits, its fixed fee and what's paid on top, what to send, and the next step. Run the conflict check before you give any advice. Keep a one-line log of every enquiry: date, who sent them, the service and what happened.",
    steps: [
      "Agree who answers new enquiries each day, and put a line on {website} and the voicemail: 'We reply within one working day.'",
      "Write the reply from the template for each service you sell, with its fixed fee and the documents to send, so each reply takes five minutes.",
      "Start the enquiry log (date, who sent them, service, outcome) and ask every new enquirer how they heard of {product}.",
      "Reply to every enquiry within a working day, run the conflict check before any advice, and follow up once, a week later, with anyone who didn't reply.",
      "Every Friday, count enquiries, replies sent on time and new cases, by who sent them, against {metrics}.",
    ],
    setupSteps: 4,
    resourcesNeeded: ["An enquiry log (a spreadsheet)", "A reply written for each service", "Ten minutes a day, shared between you"],
    successMetrics: ["Every enquiry answered within a working day", "Share of enquiries that become cases, counted every Friday", "Progress towards: {metrics}"],
    template: `Reply to a new enquiry (within a working day):
Hello {{first name}},

Thank you for contacting {product} about your {{matter}}. From what you've told us, the service that fits is {{service}}: a fixed fee of {{fee}}, plus {lawExtra}. Everything it includes is on our fees page: {website}.

The next step is {{a first meeting or call and its fee}}. Before then, please send {{the two or three documents to start}}.

{lawDecision}

{{your name}}, {lawyer}, {product}

---
Follow-up a week later (once only):
Hello {{first name}}, I wanted to check you received our note about your {{matter}}. If you have questions about the fee or the next step, reply here or call {{phone}}. {{your name}}, {product}`,
    marketingWisdom:
      "Most of the cases a small firm loses are lost before anyone compares quality: the enquiry sat for two days while another firm replied that afternoon. Speed with a clear fee is a courtesy clients remember, and a log of who sent each enquiry tells you where your next case will come from.",
  },
  {
    id: "law-service-guides",
    law: 3,
    name: "A plain guide per service, starting with '{lawGuideOne}'",
    kinds: ["local"],
    goals: ["signups", "revenue", "awareness", "partnerships", "retention"],
    stages: ALL_STAGES,
    channels: ["seo", "blog", "community"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 20 },
    paid: false,
    hoursPerWeek: 0.75,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Clients search and ask in their groups the same questions before they call ({lawQuestions}), and a guide from a regulated {lawyer} that answers them plainly is what they find, forward to each other and trust.",
    description:
      "Write one guide a month, each answering the questions clients ask about one service ({lawGuides}), in plain words, with the three mistakes you see most and the fixed fee at the end. Each guide says it is general information, not advice on anyone's case, and never promises an outcome. Publish it on {website} and give the link to the people clients ask: your referrers, the community leaders you know, and past clients who offer to share it.",
    steps: [
      "List the ten questions clients asked most in the last three months, from your enquiry log and your notes, and group them by service.",
      "Write the first guide, '{lawGuideOne}', from the outline in the template: the questions in clients' words, plain answers, the mistakes you see most, your fee, and the line that it is general information.",
      "Check the guide against {lawAdRules}, publish it on {website} with its own page title, and link it from the fees page.",
      "Send the link to your referrers and community contacts with the short message in the template, and ask past clients who offer to share it in {lawChats}, within each group's rules.",
      "Write the next guide each month, in the order clients ask, and every Friday note the visits to each guide and the enquiries that mention one.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["Your enquiry log and notes", "Three quarters of an hour a week to write", "One page per guide on your website"],
    successMetrics: ["One guide a month published", "Visits to the guides and enquiries that mention one, counted every Friday", "Progress towards: {metrics}"],
    template: `{lawGuideOne}: a plain guide from {product}

Who this is for: {{one line in clients' words}}.
1. {{the question clients ask most}}: {{the plain answer}}.
2. {{the next question}}: {{the plain answer}}.
3. {{the next question}}: {{the plain answer}}.
The mistakes we see most: {{mistake one}}, {{mistake two}}, {{mistake three}}.
What it costs with us: {lawFeeLine}.
This guide is general information, not advice on your own case. {lawDecision}
Questions about your own situation? Call {{phone}} or write to us at {website}.

---
Message to send with the link:
We've written a plain guide, '{lawGuideOne}', free to read with no sign-up: {website}. Please pass it on to anyone who needs it. {{your name}}, {product}`,
    marketingWisdom:
      "The guide that answers a frightened person's exact question at eleven at night is the one they forward to their sister. Plain answers from a regulated lawyer are rare in the groups where people ask, and they earn the trust a first call needs, without a word of selling.",
  },
  {
    id: "law-community-talks",
    law: 4,
    name: "A free talk at the {lawVenuesShort} {lawCommunityShort} trust",
    kinds: ["local"],
    goals: ["signups", "revenue", "awareness", "partnerships", "retention"],
    stages: ALL_STAGES,
    channels: ["community", "speaking", "events"],
    requires: [],
    uses: ["community", "sales"],
    cost: { min: 0, max: 60 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    inPerson: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "People ask at church, at work and in their community groups who to trust when they are afraid of {lawWorry}, so {lawALawyer} who has answered their questions in person at the {lawVenuesShort} they already attend is the name they are given.",
    description:
      "Offer the {lawVenues} that {lawCommunity} attend a free 40-minute talk, '{lawTalk}', with time for questions, at a time that suits them (after a service or a meeting). One talk every month or two is enough. Give general information only, never advice on someone's case in front of others, never promise an outcome, and leave the guide and the fees page behind.",
    steps: [
      "List ten places where {lawCommunityShort} meet ({lawVenues}), with the name of whoever organises events or welfare at each; ask past clients which ones they attend.",
      "Send the note in the template to two of them, and follow up by phone a week later.",
      "Prepare the talk once: the five questions people ask most, the mistakes you see, how to check who is advising them, and a printed one-page guide with the fees page's address.",
      "Give the talk, take questions in general terms, and offer anyone with a personal question a private first conversation; note how many came and who asked for one.",
      "After each talk, thank the organiser, ask whether another group would want it, and count the enquiries that mention the talk over the next month.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A 40-minute talk, written once", "Fifty printed one-page guides", "An evening or a Sunday every month or two"],
    successMetrics: ["One talk every month or two", "People at each talk, and enquiries that mention it within a month", "Progress towards: {metrics}"],
    template: `Note to the organiser:
Dear {{name}},

I'm {{your name}}, {lawALawyer} at {product} in {lawTown}. Many {lawPeopleLike} come to us with the same questions about {lawServices}, often after advice that cost them time and money. I'd like to offer {{their church or association}} a free 40-minute talk, '{lawTalk}', with time for questions. It's general information, not a sales pitch, and I'll bring a one-page guide people can take home.

Could we find a date after a service or a meeting in the next two months?

{{your name}}, {product}, {{phone}}

---
What to say at the end of the talk:
"Everything today was general information. If you'd like advice on your own situation, speak to me afterwards or call {{phone}}, and I'll tell you honestly whether we can help and what it would cost."`,
    marketingWisdom:
      "Trust travels through the places people already trust. A talk at their church or association, given for free and without selling, lends you the organiser's trust, and the people in the room become the ones who are asked 'who should I call?' for years.",
  },
  {
    id: "law-referral-partners",
    law: 5,
    name: "Referral relationships with {lawFirstReferrers}, within {lawRegulator}'s rules",
    kinds: ["local"],
    goals: ["signups", "revenue", "partnerships", "awareness", "retention"],
    stages: ALL_STAGES,
    channels: ["partnerships", "referral"],
    requires: [],
    uses: ["sales", "community"],
    cost: { min: 0, max: 40 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    inPerson: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Other professionals ({lawReferrers}) meet your clients before they know they need {lawALawyer}, and one who knows your fees and your work passes your name on with their own trust behind it.",
    description:
      "Before any arrangement, check {lawReferralRule}. Then introduce {product} to {lawFirstReferrers} in {lawTown}: what you do, your fixed fees, how fast you reply. Offer the same in return, with no money changing hands either way, and keep a record of every referral, both ways. Meet one new professional every two weeks; thank those who send clients.",
    steps: [
      "Check {lawReferralRule}, and write down what you will and won't do: no payment for referrals, every client told who referred them and that they are free to choose another firm.",
      "List twelve professionals nearby ({lawReferrers}), starting with those who already sent you someone; note each one's name and how they meet your clients.",
      "Every two weeks, send one the note in the template and offer a coffee or a call; bring the fees page and the latest guide.",
      "When they refer someone, reply to the client within a working day, and thank the referrer (without sharing anything about the client's matter); when your clients need them, suggest two or three firms, theirs among them.",
      "Every Friday, record new cases by who referred them, and after two months go back to the three who sent most and ask how to make it easier.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A sheet of professionals nearby", "The fees page and a guide to leave behind", "A coffee every two weeks"],
    successMetrics: ["One new professional met every two weeks", "Cases referred by each, recorded every Friday", "Progress towards: {metrics}"],
    template: `Introduction note:
Dear {{first name}},

I'm {{your name}}, {lawALawyer} at {product}, {lawAWord} in {lawTown}. Some of your clients must ask you about {lawServices}. When they do, you're welcome to pass on our fees page ({website}): we reply to every enquiry within a working day, for fixed fees, and we'll always tell them honestly whether they need us.

In the other direction, when our clients need {{what you do}}, we'd like to know who to suggest. No fees either way, just two firms who trust each other's work.

Could I buy you a coffee in the next two weeks?
{{your name}}, {product}, {{phone}}`,
    marketingWisdom:
      "Referrers send clients to the lawyer they can picture and trust not to embarrass them. A coffee, a clear fee, a fast reply to the first person they send and a thank-you that keeps the client's confidence do more than any arrangement, and keep you within the rules.",
  },
  {
    id: "law-reviews",
    law: 6,
    name: "Reviews on {lawReviewSites} from every client at the end of the matter, with nothing confidential",
    kinds: ["local"],
    goals: ["signups", "revenue", "retention", "awareness", "partnerships"],
    stages: ALL_STAGES,
    channels: ["reviews", "google-business", "email-marketing"],
    requires: [],
    uses: ["sales"],
    cost: { min: 0, max: 10 },
    paid: false,
    hoursPerWeek: 0.25,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Before they call, people look {product} up on Google and on {lawReviewSites}, and recent reviews from clients like them, about how they were treated, are what makes a stranger's firm feel safe.",
    description:
      "Claim and complete the free Google Business Profile, and ask every client alike, at the end of their matter, for an honest review on {lawReviewSites}, with nothing in return. Ask them to leave out what they'd rather keep private, and never confirm anything about anyone's matter in a reply, since client matters are confidential. Quote reviews on your site only about how clients were treated, never as a promise of results, and check {lawAdRules} on using them.",
    steps: [
      "Claim the free Google Business Profile at business.google.com, complete it (services, fees page, hours, photos of the office and the team) and claim the firm's page on {lawReviewSites}.",
      "Add the review request from the template to your closing letter or final email, for every client alike, whatever the outcome.",
      "Reply to every review within two days with the short reply in the template, confirming nothing about anyone's matter, even when the reviewer has shared it.",
      "Every Friday, count new reviews on each site and read them for what clients praise, in their words, to use in your guides and fees page.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["The free Google Business Profile", "A profile on each review site", "One paragraph in the closing letter"],
    successMetrics: ["A review request in every closing letter", "New reviews a month on each site", "Progress towards: {metrics}"],
    template: `Paragraph for the closing letter or final email:
Thank you for trusting {product} with your {{matter}}. If you have a minute, an honest review on {lawReviewSites} helps other people find {lawALawyer} they can trust: {{review link}}. Please leave out anything about your case you'd rather keep private. There's no obligation, and nothing changes for you either way.

---
Reply to a review:
"Thank you, {{first name}}, for taking the time to write this. {{your name}}, {product}"
(Never confirm or add details of anyone's matter in a reply, even when the reviewer shared them.)`,
    marketingWisdom:
      "Reviews that say 'they explained everything and called back when they said they would' sell a law firm better than any claim of results, and they are the only kind the rules and clients' trust allow. Ask everyone alike, and the steady trickle is honest.",
  },
  {
    id: "law-scam-warning",
    law: 7,
    name: "A public-service warning about {lawFakes}, and how to check who is advising you",
    kinds: ["local"],
    goals: ["awareness", "signups", "revenue", "partnerships", "retention"],
    stages: ALL_STAGES,
    channels: ["seo", "community"],
    requires: [],
    uses: ["content", "community"],
    cost: { min: 0, max: 30 },
    paid: false,
    hoursPerWeek: 0.25,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "People are offered help by {lawFakes} before they find a regulated firm, and a short, factual notice on how to check who is advising them protects people first and shows which firm was regulated all along.",
    description:
      "Write a one-page notice, as a public service: how to check that whoever is advising someone is allowed to, what to ask before paying, and the warning signs. The check to explain: {lawFakeCheck}. Name no one and sell nothing. Put it on {website}, print it for the organisers you know, and give it to community leaders and referrers to share. Check every statement about the rules against the regulator's current pages before it goes out.",
    steps: [
      "Check the current rules and registers on the regulator's own pages, and write the notice from the template in plain words, naming no person or firm.",
      "Put it on {website} as its own page, and print fifty copies to hand out to referrers and the organisers you know.",
      "Send it to the community leaders and referrers you know, asking them to share it with anyone who needs it.",
      "Every Friday, note how often the notice was read and any enquiry that mentions it.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["One page on your website", "Fifty printed copies", "Twenty minutes checking the regulator's pages"],
    successMetrics: ["Notice live and shared with five community leaders", "Enquiries that mention the notice", "Progress towards: {metrics}"],
    template: `Before you pay anyone for help with {lawHelp}: check they are allowed to give it

- {lawFakeCheckUpper}.
- Ask for the fee in writing before you pay, and what it includes.
- Never hand over {lawOriginals} to someone you can't check.
- Anyone who promises you a result is a warning sign: no honest {lawyer} can.
- If something feels wrong, ask a regulated {lawyer} or a free advice centre before you sign anything.

A public-service notice from {product}, {lawAWord} in {lawTown}. {lawRegistered}.`,
    marketingWisdom:
      "Warning people about bad advice, without naming anyone or selling, is the most trusted thing a firm can publish: community leaders share it because it protects their members, and it says more about who you are than any advert could.",
  },
  {
    id: "law-search-ads",
    law: 8,
    name: "Google search ads for '{lawServiceSearch}' in {lawTown}, sent to the fixed-fee page",
    kinds: ["local"],
    goals: ["signups", "revenue", "awareness"],
    stages: ALL_STAGES,
    channels: ["google-ads"],
    requires: [],
    uses: ["paid"],
    cost: { min: 400, max: 15000 },
    paid: true,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "People who type {lawSearches} into Google are looking for {lawALawyer} this week, and an ad that goes straight to the fixed fee reaches them at that moment without paying for people after free advice.",
    description:
      "Run one Google search campaign for the service with the clearest fixed fee, in {lawTowns}, sending people to its block on the fees page, with a daily cap you can afford to lose while you learn. Check Google's policies for legal services in your country and {lawAdRules} before the ads run: no promised outcomes, no success rates.",
    steps: [
      "Check Google's advertising policies for legal services in your country and {lawAdRules}, and note what the ads can't say.",
      "Create one search campaign in {lawTowns}, with exact and phrase keywords ({lawSearches}) and negatives: free, jobs, course, how to become.",
      "Write the ad with the fixed fee in the headline, and send it to the service's block on the fees page, with the enquiry form under it.",
      "Every Friday, read the search terms, add negatives, and count enquiries and cases from the ads; pause after six weeks if the cost per case is above what a case earns.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["A Google Ads account", "The fees page", "A daily cap"],
    successMetrics: ["Cost per enquiry and per case, weekly", "Cases from the ads a month", "Progress towards: {metrics}"],
    template: `Search ad ({product}):
Headline 1: {{service}}: fixed fee {{fee}}
Headline 2: {product}, {lawTown}
Headline 3: Reply within a working day
Description: {{service}} for a fixed fee, plus {lawExtra}. Regulated {lawyers}. See exactly what's included before you call.

Negative keywords: free, jobs, course, how to become, salary`,
    marketingWisdom:
      "A legal search ad earns its money on one thing: sending someone with a real matter to a page that answers their first question, the price. Judge it by cases, not clicks, and stop it the week it stops paying.",
  },
  {
    id: "law-community-media",
    law: 9,
    name: "Ads in the media {lawCommunityShort} follow, sent to the guides",
    kinds: ["local"],
    goals: ["signups", "revenue", "awareness"],
    stages: ALL_STAGES,
    channels: ["meta-ads", "press"],
    requires: [],
    uses: ["paid"],
    cost: { min: 1500, max: 15000 },
    paid: true,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "People hear about a {lawyer} first in the newspapers, radio stations and social feeds of their own community, and an ad there that offers a plain guide rather than a promise earns their trust before they need you.",
    description:
      "With a budget this size, test paid reach in the media your clients follow: a community newspaper or radio station's advertising (ask past clients which they follow), and Facebook and Instagram ads shown to people in {lawTowns}, each offering one guide, never a promised outcome. Check {lawAdRules} and Meta's policies before anything runs, and judge each by enquiries and cases, not reach.",
    steps: [
      "Ask ten past clients which newspapers, radio stations and pages they follow, and ask the three named most for their advertising rates and audience.",
      "Check {lawAdRules} and Meta's advertising policies, and write one ad per medium offering the guide '{lawGuideOne}', with the fee page one click away.",
      "Run each medium for six weeks with its own link or phone number, so every enquiry can be traced to it.",
      "Every Friday, count enquiries and cases by medium, and move the money to the one whose cost per case is lowest; stop any that brought none in six weeks.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["The guides and the fees page", "An ads account and each medium's rates", "A link or phone number per medium"],
    successMetrics: ["Cost per enquiry and per case, by medium", "Cases from paid reach a month", "Progress towards: {metrics}"],
    template: `Ad ({product}, {lawTown}):
Free plain guide: {lawGuideOne}
From {product}, regulated {lawyers} in {lawTown}. What to gather, the mistakes to avoid, and our fixed fee. General information, not advice on your case.
Read it at {website} or call {{phone}}.`,
    marketingWisdom:
      "Paid reach works for a law firm when it offers help, not a promise: a guide people keep and share makes the ad worth more than its clicks, and counting cases by medium shows which audience trusts you.",
  },
];
