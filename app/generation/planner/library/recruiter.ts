import type { LibraryTactic } from "../types";
import { ALL_STAGES } from "./stages";

/*
 * Recruitment agencies, staffing and temp agencies, headhunters and executive search firms (Reading.recruiter):
 * two markets at once. Clients (finance directors, owner-managers, hiring managers) have been cold called and sent
 * unsuitable CVs by every agency in town; they choose the recruiter who sends three right people within a week,
 * explains the fee and stands behind the hire. Candidates, the supply, choose the recruiter who knows their field,
 * writes a straight advert and keeps in touch. So the plan is the shortlist promise with the fee and the rebate in
 * writing, a salary guide for both sides, an evening with the local professional bodies' groups, adverts written
 * well, referrals from placed candidates, a call at each placement's three months, the advisers who know a hire is
 * coming, and LinkedIn for content and candidates; paid job slots only when the budget carries them. Its plan is
 * made of these tactics only.
 */

const KINDS: LibraryTactic["kinds"] = ["b2b-smb", "software", "local"];
const GOALS: LibraryTactic["goals"] = ["revenue", "signups", "awareness", "partnerships", "retention"];

export const RECRUITER_TACTICS: LibraryTactic[] = [
  {
    id: "rec-shortlist-terms",
    recruiter: 1,
    essential: true,
    name: "A shortlist of three within a week, with the fee and the {recGuarantee} in writing before you start",
    kinds: KINDS,
    goals: GOALS,
    stages: ALL_STAGES,
    channels: ["referral", "calls"],
    requires: [],
    uses: ["sales"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "In {recTown}, {recBuyers} have been sent piles of unsuitable {recCvs} by bigger agencies; a written promise of three people you have met, within a week, with the fee ({recFee}{recTemps}) and the {recGuarantee} stated up front, is the proof they have not had, and the reason to give {product} the next role.",
    description:
      "Put {product}'s promise on one page and in every first reply: for each role, a brief taken in a 30-minute call, then a shortlist of three {recPeople} you have met, within five working days, each with a paragraph on why they fit; never a pile of {recCvs}. The terms are on the same page: {recFee}{recTemps}, when it is invoiced, and the {recGuarantee} if a hire leaves early. Agree the terms with the client before you introduce anyone, and send no candidate's {recCv} without {recConsent}. Check your terms against {recRulesCheck}.",
    steps: [
      "Write the one-page terms: the brief call, three people within five working days, the fee ({recFee}{recTemps}), when it is invoiced, and the {recGuarantee} in plain words (for example a sliding rebate over the first weeks; choose yours and have the terms checked).",
      "Write the brief questions you ask in the 30-minute call: the role, the team, the finance system, salary and hours, what the last person in the job did well and badly.",
      "Send the page with every first reply to a {recBuyer}, and sign the terms before you introduce anyone.",
      "For each role, ask each candidate's yes before their {recCv} goes to the named client, then send three with a paragraph each; if you can't find three good ones, say so and send two.",
      "Every Friday, count roles taken on, shortlists sent within five working days, interviews and placements.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A one-page terms sheet, checked", "A brief-taking call script", "A shortlist email layout"],
    successMetrics: ["Every shortlist sent within five working days", "Two in three shortlists lead to an interview", "Progress towards: {metrics}"],
    template: `Subject: Your {{role}}: how {product} works, and the terms

Hi {{first name}},

Thanks for the call about the {{role}}. Here is what happens next:

1. Within five working days you get three people we have met, each with a paragraph on why they fit your team and your {{finance system}}. Never a pile of {recCvs}: if there are only two good people, you get two.
2. You interview who you like; we arrange it and tell every candidate the outcome.
3. Our fee is {recFee}, invoiced when your hire starts. If they leave within the {recGuarantee} ({{weeks}} weeks), {{a replacement or a rebate}}.

The terms are attached; once you have agreed them, we start the search. Every candidate agrees before their {recCv} reaches you.

{{your name}}, {product}`,
    marketingWisdom:
      "Proof beats pitch: a recruiter who promises fewer, better people on a date, and keeps it, is remembered by clients who have been spammed. The written fee and guarantee remove the last reason not to try you.",
  },
  {
    id: "rec-salary-guide",
    recruiter: 2,
    essential: true,
    name: "The {recSalaryGuide}, sent to {recBuyers} who ask for it and given to every candidate",
    kinds: KINDS,
    goals: GOALS,
    stages: ALL_STAGES,
    channels: ["email-marketing", "blog", "linkedin"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 50 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Every {recBuyer} hiring a {recRole} asks what to pay, and every candidate asks what they're worth; a short guide built from the roles {product} actually fills in {recTown} answers both, and a market update every quarter keeps {product}'s name in front of both sides without ringing anyone who didn't ask.",
    description:
      "Build a two-page {recSalaryGuide} from your own placements and the roles you are briefed on (salary ranges by role and firm size, hybrid days, what candidates are asking for, how long roles take to fill), with a note saying where the figures come from. Offer it on your site and your LinkedIn, give it to every candidate you meet, and send it to {recBuyers} who ask for it or who already know you. Every quarter, send a one-page market update to the same list: what moved, and one role you are working on.",
    steps: [
      "List the roles you placed or were briefed on in the last year: role, salary, hours, hybrid days, firm size; add the ranges candidates are asking for.",
      "Write the guide on two pages, with where the figures come from and the date; put it on your site as a download.",
      "Keep a list of {recBuyers} who asked for it or already know you, with their consent noted; send it to them and to every candidate you meet.",
      "Every quarter, send a one-page update: what moved, what candidates are asking for, and one role you are working on.",
      "Count downloads, replies and roles that came from a guide or update, every Friday.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["Your own placement data", "A two-page layout", "A list of people who asked for it, with consent noted"],
    successMetrics: ["Guide published within four weeks", "Twenty {recBuyers} on the list by the end of the plan", "Roles a quarter that came from the guide or an update"],
    template: `Subject: {recSalaryGuide}, as promised

Hi {{first name}},

Here is the {recSalaryGuide} you asked for: salaries for {recRoles} at firms of your size, hybrid days, and how long roles are taking to fill this quarter. The figures come from the {{number}} roles {product} filled or was briefed on since {{month}}.

One thing that stood out: {{one finding from the guide}}.

If you are hiring this year and want a view on a salary before you advertise, reply and I'll call you at a time that suits.

{{your name}}, {product}`,
    marketingWisdom:
      "Content marketing for a recruiter is the data only it has. A guide both sides keep on their desk brings roles and candidates to you, where an unasked call is ignored.",
  },
  {
    id: "rec-candidate-evening",
    recruiter: 3,
    essential: true,
    name: "An evening for {recTown}'s {recPeople} with {recBodyGroups}",
    kinds: KINDS,
    goals: GOALS,
    stages: ALL_STAGES,
    channels: ["events", "community", "speaking"],
    requires: [],
    uses: ["community"],
    cost: { min: 0, max: 150 },
    paid: false,
    hoursPerWeek: 2,
    inPerson: true,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "The best {recPeople} are not reading job ads; they are at their professional bodies' evenings, and a useful talk there, run with the local group rather than as a pitch, puts {product} in front of the candidates every agency wants, and some of them hire too.",
    description:
      "Ask the committees of {recBodyGroups} whether they would co-host an evening: a talk on the {recSalaryGuide} or on moving up from {recRole} to finance manager, with time to talk. Check each body's rules for events run with an outside firm, and for CPD, before offering. Bring the guide, meet people, and take no {recCv} at the door: follow up only with those who ask.",
    steps: [
      "Find each body's {recTown} group and its committee contact on the body's own website; write to them with the template.",
      "Agree a date, a room (their usual venue or a free room at a client's office) and a title that is useful, not a pitch.",
      "Prepare 20 minutes with the guide's numbers and a candidate or a {recBuyer} you have worked with as a second voice.",
      "On the night, talk to people and hand out the guide; afterwards, follow up only with those who asked, and keep anyone's details only with {recConsent}.",
      "Count attendees, candidates met and roles that came from the evening; offer to run another in six months.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A 20-minute talk with the guide's numbers", "Printed guides", "The committee contacts"],
    successMetrics: ["One evening held by the end of the plan", "Ten candidates met at it", "Progress towards: {metrics}"],
    template: `Subject: An evening for {recTown}'s {recPeople}?

Hi {{committee contact's first name}},

I'm {{your name}} from {product}, {recAWord} in {recTown} placing {recRoles}. We've put together the {recSalaryGuide} from the roles we fill, and members keep asking about it.

Would your group like a 20-minute talk on it at one of your evenings, with time for questions? No pitch and no sign-ups at the door: just the numbers, and what's changing for {recRoles}. We're happy to fit your rules for events with outside firms and for CPD.

Could we find a date in {{month}}?

{{your name}}, {product}`,
    marketingWisdom:
      "A recruiter's supply is a community it serves before it needs it. Borrowing an existing group's room and trust is faster than building your own, and candidates remember who was useful when they were not looking.",
  },
  {
    id: "rec-job-adverts",
    recruiter: 4,
    essential: true,
    name: "Every job advert written so the right {recPeople} reply: salary, hours, the team and the systems",
    kinds: KINDS,
    goals: GOALS,
    stages: ALL_STAGES,
    channels: ["linkedin", "seo"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "Medium Impact",
    why: "Most agency adverts hide the salary and the firm and read like every other one; an advert that says what the job pays, where it is, who the team are and which system they use is the one a good {recRole} answers, and it shows {recBuyers} how {product} describes their firm.",
    description:
      "Write every advert the same way: the salary range, the hours and hybrid days, the area of {recTown}, the size of the team, the finance system, what the first three months look like, and one line on the firm (with the client's agreement). Post it on {product}'s site and your own LinkedIn, free boards where {recPeople} look, and send it to candidates you have met who fit. Say what happens to applications and reply to every one.",
    steps: [
      "Write one advert layout from the template, and agree with each client what you may say about the firm.",
      "Put every live role on a jobs page on {product}'s site; post it from your own LinkedIn and on free boards.",
      "Send it to candidates you have already met who fit, with a one-line note on why.",
      "Reply to every applicant within two working days, yes or no; a candidate who hears back tells their friends.",
      "Count applications, candidates met and shortlisted, by advert and by where it ran.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["An advert layout", "A jobs page on your site", "A reply for every applicant"],
    successMetrics: ["Every advert shows the salary range", "Every applicant answered within two working days", "Candidates met a month from adverts"],
    template: `{{role}}, {recTown} ({{which part of town}}): {{salary range}}, {{hours}}, {{hybrid days}}

{{the firm in one line}}: {{what they do}}, {{number}} people, a finance team of {{size}}.

The job: {{the work in three lines}}, on {{their system}}, reporting to {{who}}.
Your first three months: {{what you will have done}}.
You'll suit it if: {{two or three real requirements}}.

Apply through {product}: we reply to every application within two working days, and nothing is sent to the firm without your yes.`,
    marketingWisdom:
      "The advert is what both sides see of a recruiter first: candidates judge the job, clients judge how you describe them. Specific beats clever.",
  },
  {
    id: "rec-candidate-referrals",
    recruiter: 5,
    essential: true,
    name: "Every placed candidate asked once for one name, with a thank-you",
    kinds: KINDS,
    goals: GOALS,
    stages: ALL_STAGES,
    channels: ["referral", "calls"],
    requires: [],
    uses: ["sales"],
    cost: { min: 0, max: 100 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "In {recTown}, {recPeople} know each other from study, past jobs and their professional groups; a candidate {product} placed well is the best source of the next good candidate, and years later may be the {recBuyer} who hires through you.",
    description:
      "Four weeks after each start, when the new job is going well, ask the placed candidate once: do they know someone good who might move in the next year, or who is hiring? Offer a thank-you you can afford (a voucher or a donation to their chosen charity; check that any reward fits your terms and the rules for your agency). Keep every placed candidate on a short list you call twice a year: they become the hiring managers of the future.",
    steps: [
      "Put a reminder in your diary four weeks after every start.",
      "Call or send the template; ask once, and thank them whatever they say.",
      "Send the thank-you when a referred candidate is placed, and tell them.",
      "Call every placed candidate twice a year, with the new guide; note who has moved up and now hires.",
      "Count referrals and placements from referrals each month.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A diary reminder per start", "A thank-you you can afford", "A list of placed candidates"],
    successMetrics: ["Every placed candidate asked at four weeks", "One candidate in three a quarter comes by referral", "Placed candidates now hiring, counted each quarter"],
    template: `Hi {{first name}},

Four weeks in at {{firm}}: how is it going? I hope the first month has gone the way you wanted.

One question, and only once: do you know someone good in finance who might move this year, or someone who's hiring? If we place them, {{your thank-you}} is yours, and they'll get the same care you did.

Either way, thanks for trusting {product} with the move.

{{your name}}`,
    marketingWisdom:
      "Referral works when it is asked at the happiest moment, once, with a reason. In recruitment it also plants the next client: today's credit controller is a finance manager in five years.",
  },
  {
    id: "rec-three-month-call",
    recruiter: 6,
    essential: true,
    name: "A call to the {recBuyer} at each placement's three months, and the next hire asked about",
    kinds: KINDS,
    goals: GOALS,
    stages: ALL_STAGES,
    channels: ["calls", "referral"],
    requires: [],
    uses: ["sales"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "A client who hired once through {product} is the cheapest next role there is: a call at three months, near the end of the {recGuarantee}, shows you stand behind the hire and is the natural moment to hear what the team needs next.",
    description:
      "For every placement, book a call with the {recBuyer} at three months and another with the candidate the same week. Ask how it's going, fix what isn't, and then ask what the team looks like in six months: a year end, a new system, someone leaving, growth. Send the quarter's market update afterwards and note when to call again.",
    steps: [
      "Book both calls in your diary on the day each placement starts.",
      "Call the candidate first; then the {recBuyer}, with the template's questions.",
      "If something is wrong, act on it within the {recGuarantee}, in writing.",
      "Note the next likely hire and its month; call then.",
      "Count clients who came back for a second hire, against {metrics}.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A diary reminder per placement", "Five questions for the call"],
    successMetrics: ["Every placement called at three months", "One client in three gives a second role within a year", "Progress towards: {metrics}"],
    template: `{product}'s three-month call with {{first name}}, {{firm}} ({{candidate}} started {{date}}):

1. How is {{candidate}} doing against what you briefed us on?
2. Anything we should know, while the {recGuarantee} still runs?
3. What does the finance team look like in six months: a year end, a new system, anyone leaving, growth?
4. Would the {recSalaryGuide} help with pay reviews? (Send it after the call.)
5. When should I call again?

Afterwards: note the next likely role and its month in the diary.`,
    marketingWisdom:
      "Retention for a recruiter is the second role from the same client. It costs a phone call at the right moment, made while you are still standing behind the first hire.",
  },
  {
    id: "rec-introducers",
    recruiter: 7,
    essential: true,
    name: "The {recIntroducers} who know a finance hire is coming",
    kinds: KINDS,
    goals: GOALS,
    stages: ALL_STAGES,
    channels: ["partnerships"],
    requires: [],
    uses: ["sales"],
    cost: { min: 0, max: 50 },
    paid: false,
    hoursPerWeek: 1.5,
    inPerson: true,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "The partner at {recPracticeA} advising a growing firm, the business banker arranging its loan and the investor backing it hear that it needs its first finance manager months before any advert; if they know {product} and trust its shortlists, they pass your name on at that moment.",
    description:
      "List ten people in {recTown} who advise {recFirms} as they grow: partners at {recPractice}s, business bankers, local investors and business-growth advisers, as examples to check with your own clients. Meet each for coffee with the {recSalaryGuide}, ask what they see their clients struggling to hire, and offer something useful back (a view on a salary, a good candidate for their own team). Never pay for introductions without checking the rules that apply to them.",
    steps: [
      "Ask your clients who their accountant, banker and investors are; list ten names in {recTown}.",
      "Write to each with the template and the guide; meet those who reply.",
      "Send each one the quarterly update, and tell them what happened when they introduced someone.",
      "Send work their way when a client needs an accountant or a banker.",
      "Count introductions and roles by introducer each month.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A list of ten advisers", "The salary guide", "An hour a week for coffees"],
    successMetrics: ["Five advisers met by the end of the plan", "One introduced role a quarter", "Progress towards: {metrics}"],
    template: `Subject: Who do your growing clients ask about hiring finance staff?

Hi {{first name}},

I'm {{your name}} from {product}, {recAWord} in {recTown} placing {recRoles} into {recFirms}. I've attached our {recSalaryGuide}; your clients may find it useful when they set a salary.

When a client of yours needs their first finance manager or a credit controller, they often ask their {{accountant/banker}} who to call. We send three people we have met within a week, and the fee and the {recGuarantee} are in writing before we start.

Could I buy you a coffee in {{month}} and hear what your clients are finding hard to hire?

{{your name}}, {product}`,
    marketingWisdom:
      "Business development for a recruiter is being the name the trusted adviser gives at the moment a hire is planned. Give first: the guide, a view on a salary, a good candidate.",
  },
  {
    id: "rec-linkedin-content",
    recruiter: 8,
    name: "LinkedIn for content and candidates: one market note a week, never a cold message",
    kinds: KINDS,
    goals: GOALS,
    stages: ALL_STAGES,
    channels: ["linkedin"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 1.5,
    contactsIndividuals: false,
    timeFrame: "Long-term",
    impact: "Medium Impact",
    why: "In {recTown}, {recBuyers} and {recPeople} are on LinkedIn, and ignore the recruiters who message them cold; a weekly note with something they can use (a salary, a question candidates ask, a role and why it's good) makes {product} the recruiter they follow and message first.",
    description:
      "Post one short note a week from your own profile: a number from the {recSalaryGuide}, a question candidates asked this week, a role you are working on with its salary, or a client's hire told with their agreement. Answer every comment. Connect with people you have met at the evenings and calls; send no connection request with a pitch, and no {recCv} to anyone who did not ask.",
    steps: [
      "Tidy both founders' profiles: who you place, where, the fee promise, a link to the guide.",
      "Write four notes ahead from the guide and your week; post one every Tuesday morning.",
      "Answer every comment the same day; connect with people you met, with a line about where you met.",
      "Count profile views, messages from candidates and clients, and roles or candidates that began with a post.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["Both founders' LinkedIn profiles", "An hour a week for a note"],
    successMetrics: ["A note every week", "Candidates messaging first, counted monthly", "Roles or candidates that began with a post"],
    template: `What {recRoles} in {recTown} are asking for this quarter:

1. {{first finding}}
2. {{second finding}}
3. {{third finding}}

From the {{number}} roles {product} worked on since {{month}}. The full {recSalaryGuide} is free; ask in the comments or message me.`,
    marketingWisdom:
      "On LinkedIn a recruiter is either the one who sends cold messages or the one people follow. Useful numbers each week make you the second.",
  },
  {
    id: "rec-paid-job-slots",
    recruiter: 9,
    name: "Paid job-board slots for the hard-to-fill roles only, judged by cost per candidate shortlisted",
    kinds: KINDS,
    goals: ["revenue", "signups"],
    stages: ALL_STAGES,
    channels: ["marketplaces"],
    requires: [],
    uses: ["paid"],
    cost: { min: 300, max: 4000 },
    paid: true,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "When the budget carries it, a paid slot on a job board {recPeople} use can bring candidates for the roles your network can't fill in a week; judged by candidates shortlisted rather than applications, it stays a tool rather than a habit.",
    description:
      "Choose one or two boards where {recPeople} in {recTown} look (check each board's current prices and reach before paying). Pay for slots only for roles your evenings, introductions and adverts haven't filled in a week, write them like every other advert, and count cost per candidate shortlisted and per placement.",
    steps: [
      "Ask your last ten placed candidates which boards they used; shortlist two and check their prices.",
      "Buy slots only for roles still open after a week of your own channels.",
      "Count applications, candidates met, shortlisted and placed, per slot.",
      "After eight weeks, keep the board that cost least per shortlisted candidate, and drop the other.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A monthly cap on slots", "A sheet of cost per shortlisted candidate"],
    successMetrics: ["Cost per shortlisted candidate under {{your limit}}", "Roles filled that a slot helped with"],
    template: `{product}'s slot log, per role:
Role: {{role}} | Board: {{board}} | Cost: {{cost}} | Applications: {{n}} | Met: {{n}} | Shortlisted: {{n}} | Placed: {{yes/no}}
Decision after eight weeks: keep {{board}}, drop {{board}}, because {{cost per shortlisted candidate}}.`,
    marketingWisdom:
      "Pay for reach only where your own channels fall short, and judge it by the number that pays the bills: placements, not clicks.",
  },
  {
    id: "rec-guide-promoted",
    recruiter: 10,
    name: "The salary guide put in front of {recTown}'s {recBuyers} and {recPeople} with paid posts and search ads, judged by guide requests",
    kinds: KINDS,
    goals: ["revenue", "signups", "awareness"],
    stages: ALL_STAGES,
    channels: ["linkedin-ads", "linkedin", "google-ads"],
    requires: [],
    uses: ["paid"],
    cost: { min: 2000, max: 20000 },
    paid: true,
    hoursPerWeek: 2,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "With a budget this size, the {recSalaryGuide} can reach the {recBuyers} and {recPeople} in {recTown} who would never see your own posts; paying to offer something useful, rather than a job or a pitch, brings both sides to {product} on their own terms.",
    description:
      "Promote the guide, not {product}: paid LinkedIn posts aimed at finance job titles in {recTown} and the area around it, and search ads on phrases such as a role's salary in {recTown}, each leading to the guide's page. Check each platform's current targeting and prices before you set a budget. Count guide requests, then the roles and candidates that began with one, and move money to whichever side and platform costs least per role or candidate met.",
    steps: [
      "Make the guide's page ask for a name, an email and whether they hire or are looking, with a privacy notice; check the platform's rules for lead forms.",
      "Set up two campaigns, one aimed at {recBuyers} and one at {recPeople}, each with a monthly cap.",
      "Follow up every request within a working day: the guide, and one useful line for their side.",
      "Every Friday, count requests, calls booked, roles and candidates met per campaign; after eight weeks, move money to the cheapest per role and per candidate met.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A guide page with a privacy notice", "Two campaigns with monthly caps", "A same-day follow-up"],
    successMetrics: ["Cost per guide request", "Roles and candidates met that began with a request", "Progress towards: {metrics}"],
    template: `Paid LinkedIn post ({product}):
What does {{role}} pay in {recTown} this year? The {recSalaryGuide} has the ranges for {recRoles}, from the roles {product} filled since {{month}}. Free, two pages: get it at {{guide page link}}.`,
    marketingWisdom:
      "Paid reach works best for a recruiter when it offers something both sides keep. Judge it by roles and candidates met, not clicks.",
  },
  {
    id: "rec-resourcer",
    recruiter: 11,
    name: "A resourcer who meets candidates, so every role still gets its shortlist within a week as roles grow",
    kinds: KINDS,
    goals: ["revenue", "retention"],
    stages: ALL_STAGES,
    channels: ["community", "events"],
    requires: [],
    uses: ["paid"],
    cost: { min: 2500, max: 6000 },
    paid: true,
    hoursPerWeek: 2,
    contactsIndividuals: true,
    timeFrame: "Long-term",
    impact: "High Impact",
    why: "The promise {product} is chosen for, three people within a week, breaks first when roles grow; with a budget this size, a resourcer who meets candidates, runs the adverts and keeps the evenings going protects it while {recTeam} brief clients.",
    description:
      "Hire a resourcer (part-time or a contractor at first) whose whole job is candidates: meeting people from the evenings, the adverts and placed candidates' introductions, keeping notes with each candidate's yes, and answering every applicant within two working days. Set their week around the shortlist promise and count what it protects.",
    steps: [
      "Write the role: candidates met a week, applicants answered within two working days, notes kept with each candidate's yes.",
      "Hire through your own network and the evenings first; check employment terms and the candidate-data rules with an adviser.",
      "Hand over the adverts, the applicant replies and the evenings' follow-ups; keep the client briefs yourselves.",
      "Every Friday, count candidates met, shortlists sent within five working days and placements, against the weeks before.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A role description", "A candidate database with consent notes", "A monthly budget for the role"],
    successMetrics: ["Every shortlist still sent within five working days", "Candidates met a week", "Progress towards: {metrics}"],
    template: `{product} is hiring a resourcer in {recTown}: {{hours}} a week, {{pay}}.

You'll meet {recPeople} every week, write adverts that say what a job pays, answer every applicant within two working days, and help run our evenings with {recBodyGroups}. You'll suit it if you like people and notes in equal measure.

Reply to {{your name}} with a few lines about you; we answer everyone.`,
    marketingWisdom:
      "A recruiter's capacity is its product: the best-marketed promise fails if there is nobody to keep it. Spend on the side that limits placements.",
  },
];
