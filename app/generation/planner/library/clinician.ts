import type { LibraryTactic } from "../types";
import { ALL_STAGES } from "./stages";

/*
 * Software for licensed clinicians in private practice (Reading.clinician): AI progress notes for therapists,
 * a documentation tool for counselors and psychologists. Privacy rules the marketing: clinicians answer to a
 * licensing board and an ethics code, are wary of AI and of anything that sounds like recording a session, and
 * trust colleagues far more than vendors; no client's story or detail can ever be used. Its plan is made of
 * these: a plain trust page first (what is stored, for how long, the BAA, who can read notes, checked by a
 * lawyer), the beta cohort with feedback calls, therapist groups and subreddits where their rules allow,
 * private-practice podcasts and newsletters, a free webinar on documentation without clinical claims, peer
 * consultation and CE groups, clinicians' own words about their own time, and the EHRs they already use.
 * No booth, posted letter or cold email to "businesses".
 */

export const CLINICIAN_TACTICS: LibraryTactic[] = [
  {
    id: "clin-trust-page",
    clinician: 1,
    essential: true,
    name: "A plain page on what {product} stores, for how long, the BAA and who can read notes",
    kinds: ["b2b-smb", "software"],
    goals: ["signups", "revenue", "awareness", "retention"],
    stages: ALL_STAGES,
    channels: ["seo"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 500 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "The first question {clinWho} ask about any notes tool is where their clients' information goes, so one plain page that says what {product} stores, for how long, who can read it and what the BAA covers answers it before they ask, and every other tactic can link to it.",
    description:
      "Write one page, in plain words and without marketing adjectives, that answers the questions {clinWho} ask in consultation groups: what {product} works from ({clinInput}), what is stored and where, for how long and how it is deleted, who at {product} can read a note and when, {clinBaa}, and that the {clinOne} always reviews, edits and signs the note. Every legal sentence is a fact to check: {clinLegal}. Link the page from the sign-up form, every email and every post.",
    steps: [
      "List the ten questions beta users asked before signing up (from emails, calls and group threads), in their words; they are the page's headings.",
      "Write down the facts behind each answer with whoever built the product: what is stored, where it is hosted, how long notes and what they are drafted from are kept, how a {clinOne} deletes them, who on the team can read a note and why, and which subprocessors see what.",
      "Write the page with the template below, one short answer per question, with no word such as 'military-grade' or 'fully compliant' that you cannot show.",
      "Before it goes live, {clinLegal}; keep the signed BAA itself available to download or on request.",
      "Link it from the sign-up form, the first email every new user gets and every group post, and date it ('Last checked {{date}}').",
      "Each Friday, add any question a {clinOne} asked that the page did not answer, and review the page whenever the product changes what it stores.",
    ],
    setupSteps: 4,
    groundworkSteps: 2,
    resourcesNeeded: ["The facts about storage, retention, access and subprocessors from whoever built {product}", "A healthcare lawyer's or privacy adviser's review of the page", "The signed BAA as a document to share"],
    successMetrics: ["Visits to the page before sign-up", "Questions asked that the page did not answer (fewer each week)", "Progress towards: {metrics}"],
    template: `# What {product} stores, for how long, and who can read it

Last checked {{date}}. Every answer below was checked by {{your lawyer or privacy adviser}}.

**What does {product} work from?**
Only {clinInput}. {product} turns it into a draft {clinFormats}. You review, edit and sign it; nothing is final until you do.

**Does {product} record my sessions?**
{clinRecording} {{what the microphone does and when}}

**What is stored, and where?**
{{what is stored}}, hosted by {{hosting provider}} in {{country or region}}. Encryption: {{as your lawyer words it}}.

**For how long?**
{{how long each item is kept}}. You can delete a note and its summary at any time from {{where in the app}}; it is gone from our systems within {{days}}.

**Who can read my notes?**
You. At {product}: {{who at your company can read a note}}.

**Are my notes used to train AI?**
{{your answer as your lawyer checked it}}

**Do you sign a BAA?**
{{whether and how you sign it}}. Read it: {{link to the signed agreement}}

**What if I stop using {product}?**
{{export steps and deletion date}}

Questions we have not answered? Write to {{your email}}. A person who can answer replies within one working day.`,
    marketingWisdom:
      "Trust is the product before the product is: a buyer who answers to a licensing board will not try a tool until the risk is clear, and plain, checkable answers beat every badge. Dating the page and naming who checked it is itself a signal.",
  },
  {
    id: "clin-beta-cohort",
    clinician: 2,
    fromUsers: true,
    name: "The beta cohort: a 20-minute feedback call with every new {clinOne} in their first two weeks",
    kinds: ["b2b-smb", "software"],
    goals: ["signups", "retention", "revenue"],
    stages: ["mvp", "beta", "launched"],
    channels: ["calls", "email-marketing"],
    requires: [],
    uses: ["analytics"],
    cost: { min: 0, max: 100 },
    paid: false,
    hoursPerWeek: 4,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "New beta {clinWho} decide in their first two weeks whether it fits their evenings, and they are also the colleagues the next sign-ups will trust, so a short call with each one finds what stops them and turns the satisfied into the people who tell their consultation group.",
    description:
      "Treat the beta as a cohort, not a list: every new {clinOne} gets a welcome email with the trust page, and an invitation to a 20-minute call in their first two weeks about their notes, their evenings and what got in the way. No call asks about any client. Keep what they say in one sheet, fix the most common obstacle each week, and end every good call by asking whether a colleague would want to try it.",
    steps: [
      "Write the welcome email (the template below) with the trust page, a booking link for a 20-minute call, and the one thing to try first.",
      "Set up a sheet with one row per beta {clinOne}: sign-up date, notes written in the first week, call date, what got in the way, what they would tell a colleague.",
      "Hold the calls: ask how they wrote notes before, how long a note takes now, what they checked before trusting it, and what almost stopped them; never ask about a client or a session's content.",
      "Every Friday, fix or answer the most common obstacle, and write to everyone who named it to say what changed.",
      "At the end of each good call, ask whether a colleague in their practice or consultation group would want to try it, and send them a short note they can forward.",
      "Ask those who write most of their notes in {product} by week four whether they will pay {clinPrice} when the beta ends, and note why or why not.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A booking link for 20-minute calls", "A sheet with one row per beta {clinOne}", "About four hours a week for calls"],
    successMetrics: ["Share of new beta users who write a note in their first week", "Calls held a week, and the obstacles fixed", "Colleagues invited by beta users", "Progress towards: {metrics}"],
    template: `Subject: Welcome to the {product} beta: one thing to try, and 20 minutes with me

Hi {{first name}},

Thank you for joining the {product} beta. Start with one note: {clinFirst}. You edit and sign it; nothing is final until you do.

Before you do, here is exactly what we store, for how long and who can read it: {{link to your trust page}}

Could we speak for 20 minutes in your first two weeks? I'd like to hear how you write notes now and what gets in the way; I won't ask about any client. Pick a time: {{booking link}}

If it saves you time, the one thing that helps most is telling a colleague who also writes notes at night.

{{your name}}
Founder, {product}`,
    marketingWisdom:
      "Early adopters who feel heard become a product's sales force: the calls find the obstacle that silently loses half a cohort, and the clinician who got an evening back is a more credible voice to a colleague than anything the founder says.",
  },
  {
    id: "clin-peer-groups",
    clinician: 3,
    name: "Therapist Facebook groups and subreddits, only where their rules allow, with your role said plainly",
    kinds: ["b2b-smb", "software"],
    goals: ["signups", "awareness"],
    stages: ALL_STAGES,
    channels: ["facebook-groups", "reddit", "community", "docs"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 3,
    contactsIndividuals: false,
    timeFrame: "Ongoing",
    impact: "High Impact",
    why: "In a few private-practice groups, {clinWho} ask each other about notes, EHRs and AI every week, and a colleague's answer there carries more weight than any ad, so taking part by each group's rules, and mentioning {product} only where vendors are allowed, reaches them where they already decide.",
    description:
      "The places to check first: {clinGroups}. Read each group's rules on vendors and self-promotion before posting anything. Where the rules allow, take part as yourself and say who you are ('I'm building {product}'); answer questions about documentation and time spent on notes, and link the trust page when someone asks what happens to their data. Never post, ask for or discuss anything about a client.",
    steps: [
      "List the groups and subreddits your beta users belong to (ask them on the calls), with each one's rules on vendors, promotion days and links.",
      "Where you are a member as a clinician yourself, or where the rules admit vendors, join and read for a week before writing anything.",
      "Answer two or three questions a week about notes, documentation time and choosing tools, plainly and without a link unless someone asks.",
      "Where a promotion day or vendor thread exists, post the short note below there, and only there, with the trust page.",
      "Ask admins whether they would like a free documentation Q&A for members, on their terms.",
      "Ask on the sign-up form where people heard of {product}, and count sign-ups by group every Friday.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A list of the groups with their rules on vendors", "Three hours a week to read and answer", "The trust page link"],
    successMetrics: ["Sign-ups by group each week", "Questions answered a week", "Progress towards: {metrics}"],
    template: `For a group's vendor thread or promotion day, only where its rules allow:

Hi all, I'm {{your name}}, {{your licence or your role}}, and I'm building {product}: {clinHow}.

It's in beta: {{how to join and what the beta costs}}; after the beta it is {clinPrice}. Before anyone asks: here is exactly what we store, for how long, who can read it and the BAA: {{link to your trust page}}

I'd rather hear what would make you say no than get a like. Comments or a message are both welcome.`,
    marketingWisdom:
      "Communities reward members and punish advertisers. In clinicians' groups the rules exist to protect clients and colleagues from vendors, so following them to the letter is not a handicap but the proof that you understand who you are selling to.",
  },
  {
    id: "clin-podcasts-newsletters",
    clinician: 4,
    name: "Private-practice podcasts and newsletters: guest spots, then sponsored slots instead of costly clicks",
    kinds: ["b2b-smb", "software"],
    goals: ["signups", "awareness", "revenue"],
    stages: ALL_STAGES,
    channels: ["podcast", "newsletter", "sponsorships", "docs"],
    requires: [],
    uses: ["content", "analytics"],
    cost: { min: 1000, max: 4000 },
    paid: true,
    hoursPerWeek: 3,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Many {clinWho} in private practice learn the business side of their work from a handful of podcasts and newsletters, so a guest spot about documentation time and a few sponsored slots, each with its own link, reach thousands of the right listeners at a known cost per sign-up.",
    description:
      "Start with {clinPodcasts}. Pitch the hosts a guest spot on the documentation load in private practice (what a good note needs, how clinicians get their evenings back), not on AI hype and never on clients. Then buy two or three sponsored slots in the shows and newsletters whose guest spots brought sign-ups, each with its own tracked link to the trust page and the beta sign-up, and judge each by its cost per sign-up and per paying {clinOne}.",
    steps: [
      "List ten private-practice podcasts and newsletters with their audience, whether they take guests and sponsors, and their price and dates; check each host's own rules on sponsors.",
      "Pitch three hosts a guest spot with the template below; offer a short documentation checklist for their listeners.",
      "Book two or three sponsored slots for the plan's middle weeks, each with its own tracked link; write the read yourself, in plain words, with the trust page named.",
      "Each Friday, count sign-ups and paying {clinWho} per link, and the cost per sign-up of each slot.",
      "After four weeks, put the money into the shows and newsletters that brought sign-ups at the lowest cost, and stop the rest.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A list of ten shows and newsletters with prices and dates", "A tracked link per slot", "A short documentation checklist to offer listeners"],
    successMetrics: ["Guest spots booked", "Cost per sign-up for each sponsored slot", "Progress towards: {metrics}"],
    template: `Subject: A guest idea for {{show name}}: the documentation load in private practice

Hi {{host's first name}},

I listen to {{show name}}, and your episode on {{an episode you heard}} is one I've sent to colleagues.

I'm the founder of {product}, which {clinWhat}. I'd like to offer your listeners something useful rather than a pitch: what a progress note actually needs, where the evenings go, and how clinicians in private practice cut documentation time without cutting corners. No client material, no clinical claims.

I can send a one-page documentation checklist for the show notes. Would that suit an episode in the next two months?

{{your name}}
{product} · {{link to your trust page}}
---
Sponsored read (for the show's own format):
If you write your notes at night, try {product}: {clinHow}. {clinBaaShort} Read exactly what it stores and try the beta: {{tracked link}}`,
    marketingWisdom:
      "Traction's advice on targeting blogs and newsletters holds for podcasts: a small show that exactly your buyers trust beats a big one they don't, and a tracked link per slot turns sponsorship from a guess into a cost per sign-up you can compare with every other channel.",
  },
  {
    id: "clin-documentation-webinar",
    clinician: 5,
    name: "A free 45-minute webinar on documentation, with no clinical claims",
    kinds: ["b2b-smb", "software"],
    goals: ["signups", "awareness"],
    stages: ALL_STAGES,
    channels: ["webinar", "docs", "email-marketing"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 200 },
    paid: false,
    hoursPerWeek: 3,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Many {clinWho} worry about notes that would not hold up to an audit or a board complaint as much as about the time they take, so a free, practical webinar on documentation, ideally co-hosted by a licensed colleague, earns a sign-up from people who came to learn, not to be sold to.",
    description:
      "Run a 45-minute webinar every few weeks on documentation itself: what a progress note needs, {clinFormats} structure, what to leave out, how to keep up without losing evenings. Ask a licensed {clinOne} (a beta user or a consultation group leader) to co-host. Show {product} only in the last ten minutes, with the trust page. Make no clinical claims (nothing about outcomes or care) and no promise of compliance. It counts for CE hours only if an approved CE provider runs it: check with one before you mention CE, and otherwise say 'no CE credit'.",
    steps: [
      "Ask a licensed {clinOne} among your beta users or consultation group leaders to co-host, and agree the outline together.",
      "Write the outline: what a note needs, a worked example built from an invented, non-clinical scenario (never a real client), common gaps, keeping up each week, then ten minutes on {product}.",
      "Decide the CE question: check with an approved CE provider whether they would run it for credit; if not, say 'no CE credit' on the page.",
      "Set up a registration page and the invitation below, and share it in the groups whose rules allow it and with consultation group leaders.",
      "Hold it, record the slides and voices of the hosts only, and send the replay with the trust page and the beta link the same day.",
      "Count registrations, attendees and sign-ups from each webinar, and change the next one's topic by the questions asked.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["A webinar tool", "A licensed co-host", "A registration page and a replay email"],
    successMetrics: ["Registrations and attendance per webinar", "Sign-ups within a week of each", "Progress towards: {metrics}"],
    template: `Subject: Free webinar: progress notes that hold up, without losing your evenings

Hi {{first name}},

On {{date and time}} I'm hosting a free 45-minute webinar with {{co-host's name and licence}} on documentation in private practice:

- What a progress note needs, and what it doesn't
- {clinFormats} structure, with an invented example (no client material)
- Keeping up each week without writing notes at night

It's practical, not clinical: no claims about care or outcomes. CE credit: {{the credit provider's wording or none}}. In the last ten minutes I'll show {product}, which {clinWhat}. You'll also see exactly what it stores: {{link to your trust page}}

Register: {{registration link}}

{{your name}}, founder of {product}`,
    marketingWisdom:
      "Teach the job, not the tool: people who come to learn how to do their work better trust whoever taught them, and a co-host from their own profession lends the credibility a founder cannot claim.",
  },
  {
    id: "clin-consultation-groups",
    clinician: 6,
    name: "Peer consultation and CE groups: a 15-minute documentation segment, offered to group leaders",
    kinds: ["b2b-smb", "software"],
    goals: ["signups", "awareness"],
    stages: ALL_STAGES,
    channels: ["community", "speaking", "docs"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Peer consultation groups are where {clinWho} in private practice ask colleagues what they trust, and each group leader speaks to a room of colleagues, so a short, useful segment on documentation offered through the leader reaches a room of buyers on a colleague's word.",
    description:
      "Many {clinWho} in private practice meet monthly in peer consultation groups, and many take CE courses together. Ask your beta users which groups they belong to and who leads them, and offer each leader a 15-minute segment on documentation (a short checklist and questions), online or in person, on their terms. Show {product} only if the leader asks; leave the trust page and a beta link for anyone who wants it. Consultation time about clients is confidential: join only the segment you were invited to.",
    steps: [
      "On every beta call, ask which consultation or CE groups the {clinOne} belongs to and whether they would introduce you to its leader.",
      "Write to each leader with the template below, naming the colleague who introduced you.",
      "Give the 15-minute segment: the documentation checklist and questions; leave before any case consultation begins.",
      "Send the leader a one-page summary and the trust page for members, and offer the group the next documentation session online.",
      "Count groups reached, members present and sign-ups per group every Friday.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["Introductions from beta users", "A 15-minute documentation segment and a one-page summary", "The trust page and a beta link"],
    successMetrics: ["Groups reached a month", "Sign-ups per group", "Progress towards: {metrics}"],
    template: `Subject: 15 minutes on documentation for your consultation group? ({{colleague's name}} suggested it)

Hi {{first name}},

{{colleague's name}}, who is in your consultation group, suggested I write. I'm the founder of {product}, which {clinWhat}.

Would your group like a 15-minute segment on documentation at a coming meeting: what a progress note needs, {clinFormats} structure and keeping up without writing at night? It's practical, with no clinical claims and no sales pitch; I'll only show {product} if you'd like me to, and I'll leave before any case discussion.

Here is what {product} stores and who can read it, in case members ask: {{link to your trust page}}

{{your name}}
Founder, {product}`,
    marketingWisdom:
      "Going through the person a group already trusts is business development at its smallest scale: one introduction from a colleague opens a room that a hundred cold messages would not.",
  },
  {
    id: "clin-time-testimonials",
    clinician: 7,
    fromUsers: true,
    name: "Beta {clinWho} in their own words about their own time saved, never a client's story",
    kinds: ["b2b-smb", "software"],
    goals: ["signups", "revenue", "awareness"],
    stages: ["beta", "launched", "growth", "scaling"],
    channels: ["reviews"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Since no client's story can ever be used, and {clinWho} trust a colleague's words more than a vendor's, a few beta users' own sentences about their own evenings and minutes per note, with their written permission and wording their licensing board allows, are the proof {product} can honestly show.",
    description:
      "Ask beta {clinWho} who write most of their notes in {product} for two or three sentences about their own work: how long notes took before and now, what they do with the evenings back, what they checked before trusting it. Never anything about a client, a session or a diagnosis, even disguised. Before quoting anyone, {clinBoard}; let each {clinOne} choose how they are named (full name and licence, first name and state, or initials), approve the final wording and withdraw it at any time.",
    steps: [
      "From the beta sheet, pick those who wrote most of their notes in {product} for four weeks and said on the call that it saved them time.",
      "Send the request below; accept only sentences about their own time and work, and remove anything that touches a client.",
      "Check the wording against the ethics codes and board rules named above, get written permission for the exact words and the way they are named, and keep it on file.",
      "Put two or three quotes on the sign-up page and the trust page, and in your first email to new users.",
      "Check each quote every quarter with the {clinOne} who gave it, and take it down at once if they ask.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A written permission form for each quote", "The beta sheet with notes written per week", "An hour a week"],
    successMetrics: ["Quotes approved with written permission", "Sign-up rate on pages with quotes, before and after", "Progress towards: {metrics}"],
    template: `Subject: Two sentences about your own time? (nothing about clients)

Hi {{first name}},

Thank you for using {product} through the beta. Would you give me two or three sentences about your own work, for our sign-up page?

For example: how long your notes took before and how long now, or what you do with the evenings back. Please leave out anything about a client, a session or a diagnosis, even without names; I can't use it and won't.

You choose how you're named (full name and licence, first name and state, or initials), you approve the exact words before anything goes up, and you can ask me to take it down at any time.

Thank you,
{{your name}}
Founder, {product}`,
    marketingWisdom:
      "Proof from people like the buyer converts best, but only proof the buyer can respect: a clinician who sees a colleague's words about time, with no client in them, reads both the product's value and its respect for privacy in the same quote.",
  },
  {
    id: "clin-ehr-partners",
    clinician: 8,
    name: "Notes that go straight into the EHRs {clinWho} already use, and the partner listings that follow",
    kinds: ["b2b-smb", "software"],
    goals: ["signups", "retention", "revenue"],
    stages: ALL_STAGES,
    channels: ["integrations", "partnerships"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Most {clinWho} keep their records in an EHR and will not add a tool that means retyping notes, so a note that pastes cleanly into {clinEhrs}, and later an integration or partner listing where the EHR offers one, removes the objection and puts {product} where they already work.",
    description:
      "Ask beta users which EHR they use ({clinEhrs} are examples to check), and make the signed note paste cleanly into each one's progress-note field, with a one-page guide per EHR. Then check whether each EHR has a partner programme, an integrations directory or an API and what it requires (some have none, and any data flow needs its own privacy review); write to the partner team of the one most beta users name.",
    steps: [
      "Count which EHRs beta users name on the calls and the sign-up form; start with the top two.",
      "Test the signed note in each EHR's progress-note field, fix what breaks (headings, line breaks, length), and write a one-page guide with screenshots per EHR.",
      "Check each EHR's partner programme, directory or API and its privacy requirements; note what a listing or integration would need.",
      "Write to the partner team of the EHR most beta users name with the template below and the count of shared users.",
      "Add 'Works with {clinEhrs}' to the sign-up page only for what you have tested, and update the guides when an EHR changes.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["Test accounts or a beta user's screen share for each EHR", "A one-page guide per EHR", "The count of beta users per EHR"],
    successMetrics: ["Share of beta users whose EHR has a tested guide", "A reply from an EHR's partner team", "Progress towards: {metrics}"],
    template: `Subject: {product} and {clinEhr}: {{number}} shared {clinWho} in our beta

Hi {{first name}},

I'm the founder of {product}, which {clinWhat}. {{number}} of our beta {clinWho} keep their records in {clinEhr}, and they paste the signed note into its progress-note field today.

Is there a partner programme or an integrations directory we could apply to, and what would you need from us (security review, BAA, data flows)? I'd like to make it simpler for our shared users, the way your team prefers.

{{your name}}
Founder, {product} · {{link to your trust page}}`,
    marketingWisdom:
      "Integration is distribution for software sold to professionals: the tool they already trust is where they look, and a guide that works today earns the right to a listing tomorrow.",
  },
];
