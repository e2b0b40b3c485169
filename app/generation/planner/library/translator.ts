import type { LibraryTactic } from "../types";
import { ALL_STAGES } from "./stages";

/*
 * Language services sold to businesses (Reading.translator): a freelance translator, interpreter, localiser or
 * subtitler, or a small translation agency, selling specialist work to regulatory affairs managers, in-house
 * lawyers or marketing teams. Its buyers buy on proof in their own field, meet in their own professional
 * networks, hear of a translator from a consultant or a project manager, and stay for years with one who keeps
 * their terminology and their deadlines. So the plan is a proof pack, a helpful written note to one named buyer
 * at a time, the buyers' networks and fairs with meetings booked, referrals within the agency contracts'
 * terms, the association directories, the rate explained and repeat work kept; paid reach only when the
 * budget carries it. No cold calls and no portal bidding. Its plan is made of these tactics only.
 */

const KINDS: LibraryTactic["kinds"] = ["b2b-smb", "b2b-enterprise", "software"];
const GOALS: LibraryTactic["goals"] = ["revenue", "signups", "awareness", "partnerships"];

export const TRANSLATOR_TACTICS: LibraryTactic[] = [
  {
    id: "lsp-proof-pack",
    translator: 1,
    essential: true,
    name: "A proof pack {lspBuyers} can check: a sample translation of a public {lspDoc}, your glossary and the standards you work to",
    kinds: KINDS,
    goals: GOALS,
    stages: ALL_STAGES,
    channels: ["case-studies"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 3,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Burned by translations that got the terminology wrong, {lspBuyers} judge a {lspWord} on work in their own field before any price: a sample they can hand to a colleague who reads both languages, a glossary that shows you know their terms, and the checks you run written out.",
    description:
      "Build one page and one PDF that every other tactic links to. A sample translation ({lspPair}) of {lspSampleDoc}, shown side by side; a glossary of 50 to 100 terms from {lspDocs}, with the source you checked each against; and the standards you work to, written as checks a {lspBuyer} can tick: {lspStandards}; {lspRules}. Nothing from a client's or an agency's files: their documents are not yours to show.",
    steps: [
      "Choose {lspSampleDoc}; read its terms, or ask its maker, before you show a translation of it. Translate two pages and have a colleague revise them, as you would for a client.",
      "Build the glossary from {lspDocs}: the term, your translation, the reference you checked it against, and a note where the usual translation is wrong.",
      "Write the checks as a list: who translates, who revises, which references you use, how queries go back to the client, and {lspRules} (check the current versions before you quote them).",
      "Put the three on one page of {product}'s site and in one PDF, with {lspRate}, {lspTurnaround} and how to send a file.",
      "Every month, add one term list or one short sample from a new document type, and count downloads and replies that mention the pack.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["Two revised sample pages", "A glossary of 50 to 100 terms", "One page and one PDF with the checks"],
    successMetrics: ["The pack online within two weeks", "Every note and reply links to it", "Progress towards: {metrics}"],
    template: `The page's opening, in your own words:
{product}: {lspPair} translation of {lspDocs}, by a {lspWord} who works to {lspStandardsShort}.

See the work before you send yours:
- A sample: {{the document you chose}}, two pages side by side
- The glossary: {{number}} terms from {lspDocs}, each with its reference
- The checks: translation, revision by a second linguist, the references used, queries answered; {{the language rules you check against}}

{lspRate}, delivered in {lspTurnaround}; a rush rate for {{shorter deadlines}}. Send a file for a quote: {{your email}}.`,
    marketingWisdom:
      "Specialist buyers have been sold to by generalists for years. The proof that you know their field, in their terms, does the selling a pitch cannot; keep it short enough to read in five minutes.",
  },
  {
    id: "lsp-named-note",
    translator: 2,
    essential: true,
    name: "A helpful note to one named {lspBuyer} at a time, with the checklist ‘{lspChecklist}’, never a bulk send",
    kinds: KINDS,
    goals: GOALS,
    stages: ALL_STAGES,
    channels: ["linkedin", "email-marketing"],
    requires: [],
    uses: ["content", "sales"],
    cost: { min: 0, max: 30 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "A {lspBuyer} deletes a translator's sales email unread, but keeps a one-page checklist that answers a question they face with every new market ({lspMarkets}); written to one named person about their own products, it starts the conversation without a call.",
    description:
      "Write the checklist once: ‘{lspChecklist}’, one page, with the sources to check. Then send it to one named {lspBuyer} at a time, {lspHow}. Each note names something of theirs (a product, a new market, a post they wrote) and ends with one small offer: a free sample page of their own document, revised as you would bill it.",
    steps: [
      "Write the one-page checklist ‘{lspChecklist}’, with the rules' sources and the date you checked them, and have a colleague in the field read it.",
      "List 30 {lspFirms} that sell into {lspMarkets}, from the exhibitor lists of {lspFairShort} and the members who post in {lspNetworksShort}; find the named {lspBuyer} at each.",
      "Send five notes a week, {lspHow}; each one names their product or market and offers the free sample page.",
      "When they reply, do the sample within three working days and send it with {lspRate} and {lspTurnaround} for the whole document.",
      "Every Friday, count notes sent, replies, sample pages done and first jobs; change the opening line if fewer than one in ten reply after thirty notes.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["The one-page checklist", "A list of 30 firms with a named person at each", "Two hours a week"],
    successMetrics: ["Five notes a week from week two", "One reply in ten", "Two sample pages that become a first job within two months"],
    template: `Dear {{their name}},

I saw that {{their company}} is bringing {{their product}} to {{the new market}}. I translate {lspDocs} ({lspPair}) for {lspFirms}, and I put together a one-page checklist of {lspChecklist}, with the sources to check. It's attached; it's yours to keep.

If it helps, I'll translate one page of your own {lspDoc} free, revised as I would bill it, so your team can judge the terminology before anything else.

Kind regards,
{{your name}}, {product}
{{your proof page}}`,
    marketingWisdom:
      "Outreach that gives something useful first is read; outreach that asks first is deleted. One named person, one thing of theirs noticed, one small offer: five a week is enough when each one is written for its reader.",
  },
  {
    id: "lsp-buyer-networks",
    translator: 3,
    essential: true,
    name: "Where {lspBuyers} already meet: {lspNetworksShort}, with answers in writing",
    kinds: KINDS,
    goals: GOALS,
    stages: ALL_STAGES,
    channels: ["community", "linkedin"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 100 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Asked which translator they trust, {lspBuyers} answer from their own networks, not from translation portals, and the {lspWord} who answered their question about language requirements plainly is the name they remember.",
    description:
      "Join the places your buyers meet, as examples to check: {lspNetworks}. Read each one's rules on self-promotion first. Answer the questions about languages, labels and translated documents in plain written answers; once a month, post one short piece from your work (a term that is often mistranslated, what changed in a rule, with its source).",
    steps: [
      "Join two of {lspNetworksShort} this month (check membership terms; some networks are open to service providers, some only to regulatory staff) and read a month of posts.",
      "Answer two questions a week about languages or translated documents, in writing, with the source, and no link unless asked.",
      "Post one short piece a month: a term that is often mistranslated in {lspDocs}, or a change in {lspRulesShort}, with its source.",
      "When someone replies or asks more, answer in the thread, then offer the checklist or the proof pack by message.",
      "Every month, count replies, messages and enquiries from each network; keep the two that bring conversations.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["Membership of one or two networks (check the fees)", "Two hours a week", "A list of questions buyers ask"],
    successMetrics: ["Two answers a week from week three", "One enquiry a month from the networks by month three", "Progress towards: {metrics}"],
    template: `A post for {lspNetworksShort}, once the group's rules allow it:
{{the term}}: what it means in {lspPair} translation

The usual mistake: {{the wrong term}}. Why it matters to a {lspBuyer}: {{the risk}} (for example {lspRisk}). The term to use: {{the right term}}, as in {{its source}}.

{{your name}}, {product}: {lspPair} {lspWord} for {lspDocs}. Questions welcome here.`,
    marketingWisdom:
      "Community is a channel you join before you need it. Answer in public, sell in private, and only when asked.",
  },
  {
    id: "lsp-referrals",
    translator: 4,
    essential: true,
    name: "Referrals from {lspReferrers}{lspTerms}",
    kinds: KINDS,
    goals: GOALS,
    stages: ALL_STAGES,
    channels: ["referral", "partnerships"],
    requires: [],
    uses: ["sales"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "The people who already know your work are the shortest way to a direct client (someone whose client needs a translation tomorrow, a project manager or a colleague who moved in-house), and a written note asks them for a referral without a call.",
    description:
      "{lspTermsStep} to {lspReferrers}: what you do now, the proof pack, and one sentence on the work you'd be glad to take. Send work back the other way when a client needs what they do.",
    steps: [
      "{lspTermsCheck}",
      "List ten people who know your work ({lspReferrers}), with where they are now.",
      "Send each the note below, one at a time, with the proof pack attached.",
      "When a referral comes, reply the same day, thank the person who referred in writing, and tell them how it went (nothing confidential).",
      "Every quarter, send each referrer something useful (a glossary update, a rule that changed) rather than a reminder.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["What you may and may not approach or show, written down", "A list of ten people who know your work"],
    successMetrics: ["Ten notes sent in the first month", "One referral by month two", "Progress towards: {metrics}"],
    template: `Hi {{first name}},

It was good working with you on {{the project}}. I now take on {lspDocs} ({lspPair}) directly for {lspFirms}, at {lspRate} with {lspTurnaround}, revised to {lspStandardsShort}.

If one of your clients ever needs a {lspWord} who knows their terminology, I'd be glad of an introduction; my sample and glossary are here: {{your proof page}}. And if I meet someone who needs what you do, I'll send them your way.

Best,
{{your name}}, {product}`,
    marketingWisdom:
      "Referral partners refer when it makes them look good. Give them proof they can forward and a reason to remember you, and keep every promise in your old contracts: the people who referred you will hear if you don't.",
  },
  {
    id: "lsp-directory",
    translator: 5,
    name: "Your listing in the directories of {lspAssociations}, with your field and your pair",
    kinds: KINDS,
    goals: GOALS,
    stages: ALL_STAGES,
    channels: ["marketplaces", "seo", "linkedin"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 50 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "Medium Impact",
    why: "Buyers who want a qualified {lspWord} and not the lowest bid search a professional association's directory by language pair and field; a listing that names {lspDocs} is found by exactly them.",
    description:
      "Check the membership and listing terms of {lspAssociations} (they are examples to check; each has its own criteria). Where you qualify, write the listing for a {lspBuyer}, not for agencies: the pair, the documents, the standards, the turnaround and a link to the proof pack. Use the same words on LinkedIn and on {product}'s site, so a search finds one consistent name.",
    steps: [
      "Check which of {lspAssociations} you qualify for and what a listing shows; apply where you do.",
      "Write the listing: {lspPair}, {lspDocs}, {lspStandardsShort}, {lspTurnaround}, and the link to the proof pack.",
      "Use the same first line as your LinkedIn headline and the title of {product}'s site.",
      "Ask every enquiry where they found you, and note it.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["Membership (check the fees)", "A listing of 100 words"],
    successMetrics: ["Listed within a month", "Enquiries from the directory counted monthly"],
    template: `Directory listing for {product}:
{lspPair} {lspWord}: {lspDocs}. Working to {lspStandardsShort}. {lspRate}, delivered in {lspTurnaround}; rush work on request. Sample translation and glossary: {{your proof page}}.`,
    marketingWisdom: "A directory is a marketplace where the buyer has already chosen quality over price. Write the listing for that buyer.",
  },
  {
    id: "lsp-rate-explained",
    translator: 6,
    name: "{lspRate} explained: what it includes, {lspTurnaroundName}, and a rush rate",
    kinds: KINDS,
    goals: ["revenue"],
    stages: ALL_STAGES,
    channels: ["seo"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "Medium Impact",
    why: "A {lspBuyer} who has paid an agency compares your per-word figure to the agency's, and a rate that shows what it buys (revision by a second linguist, a glossary kept for them, a delivery date set against their {lspDeadline}) reads as the cost of getting it right, where a bare number reads as one to bargain.",
    description:
      "Write the rate on one page and in every quote: {lspRate}; what it includes (translation, revision by a second linguist, the client's glossary kept and sent with each job, queries answered); {lspTurnaround} for a standard job; a rush rate for shorter deadlines, stated as a surcharge; a minimum charge for short texts; and how repeat and matched text is charged. No discount for a first job: the free sample page is the first step.",
    steps: [
      "Decide the rush surcharge, the minimum charge and how repeated text is charged, and write them down.",
      "Put the rate, what it includes and the turnaround on {product}'s site, next to the proof pack.",
      "Use the same wording in every quote, with the delivery date written out.",
      "Every quarter, check how many quotes became jobs; if fewer than half, ask the next two who said no what decided it.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A one-page rate sheet", "A quote template"],
    successMetrics: ["The rate page live in week one", "Half of all quotes become jobs"],
    template: `{product}: quote for {{their company}}, {{document}}:
- {{word count}} words at {lspRate}: {{total}}
- Includes translation, revision by a second linguist, your glossary kept and sent back with the files, and queries answered by email
- Delivered {{date}} ({lspTurnaround}); needed sooner? {{rush surcharge}} for delivery by {{rush date}}
- Minimum charge for short texts: {{minimum}}`,
    marketingWisdom: "Price is a message. A rate with its reasons says you know what the buyer risks; a discount says you don't know what you are worth.",
  },
  {
    id: "lsp-fair-meetings",
    translator: 7,
    name: "{lspFairShort} with three to five meetings booked ahead: no stand, no cold calls",
    kinds: KINDS,
    goals: GOALS,
    stages: ALL_STAGES,
    channels: ["trade-shows", "events"],
    requires: [],
    uses: ["sales"],
    cost: { min: 0, max: 150 },
    paid: false,
    hoursPerWeek: 1,
    inPerson: true,
    contactsIndividuals: true,
    timeFrame: "Long-term",
    impact: "Medium Impact",
    why: "The makers you write to exhibit and send their {lspBuyers} to the big fairs; a short meeting booked by message beforehand turns a note into a face, without walking up to strangers.",
    description:
      "Check the dates and visitor ticket of {lspFairs}. Six weeks before, write to the people you have been in touch with and ask for fifteen minutes at their stand or a coffee. Walk in with the meetings in your calendar, the proof pack printed and the checklist, and nothing else to do. No stand, no walking up to strangers.",
    steps: [
      "Check the fair's dates and the visitor ticket; plan the trip only if three meetings are booked.",
      "Six weeks before, message everyone who replied to a note or a post: fifteen minutes at their stand?",
      "Print ten proof packs and ten checklists.",
      "After each meeting, send the promised sample or quote within two days.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A visitor ticket and travel (check the costs)", "Ten printed proof packs"],
    successMetrics: ["Three meetings booked before you go", "One sample page or quote from each meeting"],
    template: `Hi {{first name}},

Thank you for your reply about {{the checklist / the sample page}}. I'll be at {lspFairShort} on {{day}}; would fifteen minutes at your stand suit you, at {{time}}? I'll bring the sample translation and the glossary, so your team can see how I work on {lspDocs}.

Best,
{{your name}}, {product}`,
    marketingWisdom: "At a trade show the work is done before the doors open. Booked meetings make a fair worth the ticket; walking the aisles hoping does not.",
  },
  {
    id: "lsp-repeat-work",
    translator: 8,
    essential: true,
    name: "Repeat work kept: a glossary per client and capacity held for their {lspDeadlines}",
    kinds: KINDS,
    goals: ["revenue", "signups", "partnerships"],
    stages: ALL_STAGES,
    channels: ["email-marketing"],
    requires: [],
    uses: ["sales"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    timeFrame: "Ongoing",
    impact: "High Impact",
    why: "A direct client with regular work is worth more than ten first jobs: each new market, label change and audit brings documents, and a {lspWord} who already holds their glossary and knows their {lspDeadlines} is the one they call first.",
    description:
      "After each first job, start the client's own glossary and send it with the files. Ask once what is coming in the next six months (new markets, label changes, {lspDeadlines}) and hold days in your calendar for them. Tell them which weeks are held, so they book instead of going elsewhere.",
    steps: [
      "Set up one glossary file per client and mark in your calendar the days you can hold for regular clients.",
      "With every delivery, send the client's glossary, updated, and a one-line note of any term you queried.",
      "After the first job, ask what is coming in the next six months, and put their dates in your calendar with days held.",
      "A month before each held date, write to confirm the days or release them.",
      "Every quarter, count clients who came back, words per client and days held that were used.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A glossary file per client", "A calendar with held days"],
    successMetrics: ["Every client has a glossary after the first job", "Half of first-job clients send a second job within three months", "Progress towards: {metrics}"],
    template: `Hi {{first name}},

Attached are the translated files and your glossary ({{number}} terms, with the two I queried marked). It stays with you, and I'll use it on every job for {{their company}}.

Is anything coming in the next six months, a new market, a label change or an audit? If you give me the dates, I'll hold the days so your documents are done in time.

Best,
{{your name}}, {product}`,
    marketingWisdom: "Retention is the cheapest growth. A client's own glossary and dates held for them make you part of how they work.",
  },
  {
    id: "lsp-linkedin-test",
    translator: 9,
    name: "A small LinkedIn test: the checklist promoted to {lspBuyers} in your buyers' countries",
    kinds: KINDS,
    goals: GOALS,
    stages: ALL_STAGES,
    channels: ["linkedin-ads", "linkedin"],
    requires: [],
    uses: ["content"],
    cost: { min: 300, max: 1500 },
    paid: true,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "LinkedIn lets you put the checklist in front of people by job title and industry; a small test shows whether {lspBuyers} take it, before any larger spend.",
    description:
      "Promote the checklist ‘{lspChecklist}’ as a document post to {lspBuyers} at {lspFirms}, with a cap you set in advance. Judge it by named people who download it and reply to your follow-up, not by clicks; stop if a month brings no conversation.",
    steps: [
      "Set the audience by job title and industry, and a monthly cap.",
      "Promote the checklist as a document post, linking to the proof pack.",
      "Write to each person who engages, one at a time, with the note from the named-note tactic.",
      "After a month, count conversations and sample pages; keep it only if it beats the notes.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A LinkedIn page", "The checklist as a PDF", "A monthly cap"],
    successMetrics: ["Cost per conversation below what a first job earns", "One sample page from the test in a month"],
    template: `Post text:
{lspChecklist}: a one-page checklist for {lspBuyers} taking products into {lspMarkets}, with the sources to check. By {product}, a {lspPair} {lspWord} for {lspDocs}.`,
    marketingWisdom: "Test a paid channel small and judge it against what your free channels cost per client.",
  },
  {
    id: "lsp-event-presence",
    translator: 9,
    name: "A talk or a table at a regulatory event, and the checklist promoted on LinkedIn to {lspBuyers}",
    kinds: KINDS,
    goals: GOALS,
    stages: ALL_STAGES,
    channels: ["speaking", "events", "sponsorships", "linkedin-ads", "linkedin"],
    requires: [],
    uses: ["content", "sales"],
    cost: { min: 1500, max: 8000 },
    paid: true,
    hoursPerWeek: 2,
    inPerson: true,
    contactsIndividuals: false,
    timeFrame: "Long-term",
    impact: "High Impact",
    why: "With a budget that carries it, the places {lspBuyers} learn ({lspNetworksShort} and their events) take sponsors and speakers; a short session on translated documents puts you in front of a room of buyers.",
    description:
      "Offer a session on translated {lspDocs} (the common mistakes, what the rules ask for, with sources) to a chapter or event of {lspNetworksShort}; where they take sponsors, a table with the proof pack. Alongside it, promote the checklist on LinkedIn to {lspBuyers} in your buyers' countries, judged by conversations, not clicks.",
    steps: [
      "Ask two chapters or event organisers whether they take speakers or sponsors, and what it costs.",
      "Prepare a 20-minute session with the checklist as the handout.",
      "Promote the checklist on LinkedIn to {lspBuyers} for the month around the event, with a cap.",
      "Write to each attendee who asks, one at a time, within a week.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A 20-minute session", "A sponsorship or table budget (check the costs)", "A LinkedIn cap"],
    successMetrics: ["One session or table in the plan", "Five conversations from the event"],
    template: `Hi {{organiser's name}},

I'm a {lspPair} {lspWord} working on {lspDocs} for {lspFirms}. Would your members find 20 minutes on {lspChecklist} useful, with the common translation mistakes and their sources? I'd bring a one-page checklist for everyone.

Best,
{{your name}}, {product}`,
    marketingWisdom: "Speaking turns one hour into a room of introductions; a handout they keep makes the talk last.",
  },
  {
    id: "lsp-capacity",
    translator: 10,
    name: "A second linguist and a project manager on retainer, so {product} can say yes to a whole market's {lspDocs}",
    kinds: KINDS,
    goals: ["revenue", "partnerships"],
    stages: ALL_STAGES,
    channels: ["partnerships"],
    requires: [],
    uses: ["sales"],
    cost: { min: 4000, max: 15000 },
    paid: true,
    hoursPerWeek: 2,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "The largest jobs (every {lspDoc} and label for a new market before a {lspDeadline}) go to whoever can take all of it on time; with a budget this size, capacity you can promise wins them, where more reach would bring work one person cannot deliver.",
    description:
      "Put a second linguist in your field on a monthly retainer for revision (what {lspStandards} asks for), and a freelance project manager for file handling and client updates, so {product} can quote for a whole market at {lspRate} with {lspTurnaround} held. Say so on the proof page and in every quote. Judge it by the larger jobs won, not by the hours bought.",
    steps: [
      "Write down what a whole-market job needs: the documents, the words, the dates, who translates, who revises, who handles the files.",
      "Find a reviser in your field through {lspAssociations} or colleagues you trust; agree a retainer and a confidentiality agreement.",
      "Brief a freelance project manager on your clients' glossaries and {lspDeadlines}.",
      "Tell every current client and referrer that {product} now takes whole-market jobs, with the dates you can hold.",
      "Every month, count the larger jobs quoted and won against what the retainers cost.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A reviser on retainer", "A freelance project manager", "Confidentiality agreements"],
    successMetrics: ["One whole-market job quoted within two months", "Retainers paid for by the larger jobs within a quarter"],
    template: `Hi {{first name}},

{product} can now take on all of {{their company}}'s {lspDocs} for {{the new market}}: translated by me, revised by a second linguist in the field, with a project manager keeping your files and dates. Tell me your {lspDeadline} and I'll hold the days.

Best,
{{your name}}, {product}`,
    marketingWisdom: "Capacity is a product. A buyer with a deadline pays for the certainty that all of it will arrive on time.",
  },
];
