import type { LibraryTactic } from "../types";
import { ALL_STAGES, BETA_ON } from "./stages";

/*
 * Managed IT support companies (Reading.itSupport): an IT support firm, an MSP, computer support or cyber
 * security services for small offices, paid per user per month. Offices change provider only when something
 * goes wrong (a phishing email, a failed backup, a helpdesk that never answers) and then ask someone they
 * trust. So the plan is a free IT health check at that moment, the people who see offices' IT pain first,
 * the professions' own meetings, a readiness check for the security scheme their insurer or clients ask
 * for with a staff session, a switch from the old provider made easy, introductions from clients, case
 * stories of offices like theirs and a Google profile for the day something breaks; search ads only when the
 * budget carries them. No demo video, self-serve trial or calls to strangers. Its plan is made of these only.
 */

const KINDS: LibraryTactic["kinds"] = ["b2b-smb", "software", "local"];

export const IT_SUPPORT_TACTICS: LibraryTactic[] = [
  {
    id: "it-health-check",
    itSupport: 1,
    essential: true,
    name: "A free {itCheck} for {itOffices} in {itArea}: their backup tested, one page of fixes back",
    kinds: KINDS,
    goals: ["revenue", "signups", "awareness", "partnerships"],
    stages: ALL_STAGES,
    channels: ["referral"],
    requires: [],
    uses: ["sales"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 4,
    inPerson: true,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Offices change IT provider only when something goes wrong, and a free check that tests their own backup and finds what a phishing email could reach is a reason to talk to {product} that week, not after the next disaster; it shows how you work before they pay {price}.",
    description:
      "Offer one free thing on every page, card and checklist you hand out: the {itCheck}. Ninety minutes in their office: restore one file from their backup, look at who can sign in to Microsoft 365 and whether multi-factor sign-in is on, check the Wi-Fi and the router's age, and ask who answers when something breaks. Within two working days they get one page: what is fine, the three things to fix first, and what {product} would do about it at {price}. It is yours to give, not free support, so it ends with the page.",
    steps: [
      "Write the check on one page: what you look at (the backup restored, Microsoft 365 sign-ins and multi-factor, Wi-Fi, the router, who has admin passwords), how long it takes, and what they get back within two working days.",
      "Make the result a one-page template: a green, amber or red line for each item, the three fixes in order, and the price of {product} taking it on.",
      "Put the offer on the site's first screen, the Google profile, the cards for referrers and the back of every checklist you hand out; book each check within a week of the request and send the page with the message below.",
      "Every Friday, count checks booked, pages sent and checks that became clients; if fewer than one in three becomes a client after the first ten, change what the page leads with.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A one-page checklist and result template", "Ninety minutes on site for each check", "A test file to restore from their backup"],
    successMetrics: ["First checks booked within three weeks", "One check in three becomes a client at {price}", "Progress towards: {metrics}"],
    template: `The result, sent within two working days:
Subject: Your IT health check: the three things to fix first

Hi {{first name}}, it's {{your name}} from {product}. Thanks for letting us in on {{day}}.

What we found:
- Backup: {{restored a file in 4 minutes / could not restore, last good copy {{date}}}}
- Microsoft 365: {{number}} accounts without multi-factor sign-in, {{number}} old accounts still active
- Wi-Fi and router: {{what we saw}}

The three things to fix first, in order:
1. {{fix}}
2. {{fix}}
3. {{fix}}

The page is yours to keep, whatever you decide. If you want us to take it on, {product} looks after offices like yours for {price}, with a helpdesk that answers the phone, and we handle the handover from your current provider.

Shall I come back for twenty minutes to walk you through it?`,
    marketingWisdom:
      "A free check that tests the buyer's own systems turns a vague worry into three named fixes, and the person who found them is the obvious one to fix them. Keep it small enough to say yes to every request.",
  },
  {
    id: "it-referrers",
    itSupport: 2,
    essential: true,
    name: "Accountants, office landlords, phone providers and insurance brokers, who hear first when an office's IT goes wrong, each with the free check to offer",
    kinds: KINDS,
    goals: ["revenue", "signups", "awareness", "partnerships"],
    stages: ALL_STAGES,
    channels: ["partnerships", "referral"],
    requires: [],
    uses: ["sales"],
    cost: { min: 0, max: 50 },
    paid: false,
    hoursPerWeek: 2,
    inPerson: true,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "When a backup fails or a phishing email gets through, an office manager tells their accountant, their landlord or their insurance broker before searching; a referrer who can say 'ask {product} for a free {itCheck}' puts you in that moment.",
    description:
      "List twenty people in {itArea} who hear about offices' IT problems: accountants whose clients' records live on a failing laptop, landlords and serviced offices whose tenants complain about the Wi-Fi, phone and broadband providers who are not IT support, and insurance brokers whose cyber cover asks clients for backups and multi-factor sign-in. Meet each for twenty minutes, leave cards with the free check on them, and send work back their way (an office that needs a new phone system, an accountant, cover).",
    steps: [
      "Write the list: five accountancy practices, five office landlords or serviced offices, five phone or broadband providers, five insurance brokers in {itArea}; start with your own clients' accountant, landlord and broker and ask for their names.",
      "Send each the note below and ask for twenty minutes; take cards with the free {itCheck} on them.",
      "Agree what happens when they refer: you book the check within a week and tell them it happened (never what you found without the client's permission).",
      "Send something back: an introduction, a lunchtime phishing session for their staff, a line in the update you send clients.",
      "Every month, count checks by referrer, and thank each one the week a referral becomes a client.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A list of twenty referrers", "Cards with the free check", "Twenty minutes per meeting"],
    successMetrics: ["Ten referrer meetings in the first two months", "A check booked from a referrer every month", "Progress towards: {metrics}"],
    template: `Hi {{first name}}, I'm {{your name}} from {product}, {itAWord} in {itCity} looking after {itOffices}.

Some of your clients will have had a scare lately: a phishing email, a backup that turned out not to work, an IT person who doesn't answer. When that happens, could you mention that we do a free {itCheck}? Ninety minutes in their office, one page back on what to fix first, and no obligation.

I'd like to buy you a coffee for twenty minutes and hear what your clients complain about, and tell you how we could send work your way too. Would {{day}} suit?

{{your name}}, {product}, {{phone}}`,
    marketingWisdom:
      "Buyers who change only after something goes wrong ask the advisers they already trust. Be the name those advisers give, and give them a reason (a free check, work sent back) to keep giving it.",
  },
  {
    id: "it-cyber-readiness",
    itSupport: 3,
    name: "When a phishing email scares them: {itSchemeShort} and a thirty-minute phishing session for the staff",
    kinds: KINDS,
    goals: ["revenue", "signups", "awareness", "partnerships"],
    stages: ALL_STAGES,
    channels: ["referral"],
    requires: [],
    uses: ["sales", "content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 2,
    inPerson: true,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "A phishing email that nearly worked is the moment an office wants help, and a readiness check for {itScheme}, which their clients and insurers increasingly ask about, gives them a named standard and you a clear first job.",
    description:
      "Offer two things to any office that has just had a scare: {itSchemeCheck}, and a thirty-minute session for the staff on spotting phishing, using the kind of emails they actually get. The check ends with a list of gaps and what closing them costs; the session ends with one card on each desk ('check before you click', with the name to call). Say what the scheme requires only after checking its current rules.",
    steps: [
      "Read the scheme's current requirements and write the readiness check as a list of questions, with where each gap usually is in a 20-person office.",
      "Write the staff session: five real phishing emails (names removed), what gave each away, and what to do when unsure.",
      "Offer both to every office that mentions a scare: in a health check, through a referrer, or when a client passes on a colleague's story.",
      "Send the readiness result with a fixed price for closing the gaps, and for the certification itself where the client wants it.",
      "Count sessions run and readiness checks that became clients or certification work.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["The scheme's current requirements, checked", "A thirty-minute session with five real examples", "A desk card"],
    successMetrics: ["Two staff sessions a month", "One readiness check a month", "Progress towards: {metrics}"],
    template: `Subject: After last week's email: a free session for your team

Hi {{first name}}, sorry to hear about the email last week; you're far from the only office in {itCity} that had one this month.

Two things we can do, free:
1. A thirty-minute session for your team on spotting emails like that one, in your office, at a time that suits.
2. {itSchemeOffer}, and you get a list of any gaps and what closing them costs.

No obligation either way. Would {{day}} work for the session?

{{your name}}, {product}`,
    marketingWisdom:
      "Fear sells badly when you create it and well when you answer it. Offer calm, specific help the week after a scare, tied to a standard they can name, and never invent a threat.",
  },
  {
    id: "it-easy-switch",
    itSupport: 4,
    essential: true,
    name: "The switch made easy: the handover from the old provider, the notice period planned, a fixed onboarding week and the helpdesk's answer times published",
    kinds: KINDS,
    goals: ["revenue", "signups"],
    stages: ALL_STAGES,
    channels: ["seo"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "An office stays with a nephew or a one-man band who doesn't answer because switching looks like weeks of disruption and an awkward conversation; a page that shows the handover done for them, the notice period planned and the helpdesk's real answer times removes both.",
    description:
      "One page on {product}'s site, linked from the check's result: how a switch works in four steps (you read their current contract's notice period and plan around it; you ask the old provider for passwords, licences and backup access, so they don't have to; a fixed onboarding week: every laptop, Microsoft 365 and backup checked; day one of the helpdesk), the price at {price} with what it covers, and the helpdesk's answer times, measured and updated monthly.",
    steps: [
      "Write the four steps, with what the office does (one form, one meeting) and what {product} does.",
      "Write the handover request you send the old provider, so you can show it on the page.",
      "Measure the helpdesk for a month: median time to answer the phone and to fix, and publish both with the month.",
      "Link the page from the health check's result, the Google profile and every referrer's card.",
      "Ask every new client what nearly stopped them switching, and answer it on the page.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["One page on the site", "A handover request letter", "A month of helpdesk times"],
    successMetrics: ["The page live within two weeks", "Answer times updated every month", "Progress towards: {metrics}"],
    template: `Switching IT support to {product}

1. We read your current contract and plan around your notice period, so you never pay twice or go a day without cover.
2. We ask your current provider for the passwords, licences and backup access. You don't have that conversation.
3. Onboarding week, fixed price: every laptop, Microsoft 365 account and backup checked and written down.
4. Day one: your team calls our helpdesk and a person answers.

Our helpdesk last month: phone answered in {{median seconds}} seconds; most problems fixed in {{median hours}} hours.
{price}, on a rolling contract.

Start with a free {itCheck}: {website}`,
    marketingWisdom:
      "The competitor is inertia. Take the effort and the awkwardness of switching on yourself, and show the helpdesk's numbers that the old provider would rather not publish.",
  },
  {
    id: "it-phishing-talks",
    itSupport: 5,
    name: "A twenty-minute phishing talk at the professions' own meetings: {itAcctBody}, {itLawBody}, {itChamber}",
    kinds: KINDS,
    goals: ["revenue", "signups", "awareness", "partnerships"],
    stages: ALL_STAGES,
    channels: ["speaking", "events"],
    requires: [],
    uses: ["sales", "content"],
    cost: { min: 0, max: 100 },
    paid: false,
    hoursPerWeek: 2,
    inPerson: true,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Professional bodies' regional groups and the chamber need speakers, and a short talk on the phishing emails their members actually get puts {product} in front of a room of owners and office managers who all know it could be them next.",
    description:
      "Write one talk: five phishing emails sent to offices like theirs (names removed), what gave each away, and the three settings that would have stopped them. Offer it to the regional groups where {itClients} meet: {itAcctBody}, {itLawBody}, {itChamber}, the charities' local network, as examples to check. No pitch on the day beyond the last slide: the free {itCheck} and your card.",
    steps: [
      "Write the talk in twenty minutes with five real examples and three settings anyone can check.",
      "List the regional groups' event organisers (CPD evenings, breakfast meetings) and send the email below.",
      "At the talk, hand out a one-page checklist with the free {itCheck} on the back.",
      "Follow up within two days with everyone who asked for a check.",
      "Count talks given, checks asked for and clients won per talk.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A twenty-minute talk", "A one-page checklist", "A list of event organisers"],
    successMetrics: ["One talk a month from month two", "Three checks asked for per talk", "Progress towards: {metrics}"],
    template: `Hi {{organiser's first name}},

I'm {{your name}} from {product}, {itAWord} in {itCity}. Offices like your members' get convincing phishing emails and fake invoices every month, and most have nobody to ask before they click.

Would a twenty-minute talk be useful at one of your meetings? "Five phishing emails sent to {itClients}, and the three settings that stop them": real examples, plain English, no sales pitch. Happy to send the outline, and if your members log CPD, you can judge whether it counts.

{{your name}}, {product}, {{phone}}`,
    marketingWisdom:
      "Speaking to a room of the right buyers is outreach they invited. Teach something they can use the next morning, and the free check on the last slide does the selling.",
  },
  {
    id: "it-client-introductions",
    itSupport: 6,
    essential: true,
    name: "Ask every client for one introduction to another office manager, at the moment they are happiest",
    kinds: KINDS,
    goals: ["revenue", "signups"],
    stages: BETA_ON,
    channels: ["referral"],
    requires: [],
    uses: ["sales"],
    cost: { min: 0, max: 100 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Office managers know other office managers (in the same building, the same profession, the same network), and an introduction from someone whose backup you saved is worth more than any advert.",
    description:
      "Ask each client once, the week something went well (a file restored, a laptop replaced same day, a phishing email caught): do they know another office manager who would like a free {itCheck}? Give them a two-line message they can forward as it is, and thank them whatever happens.",
    steps: [
      "Keep a list of each client's good moments from the helpdesk tickets.",
      "The same week, send the message below to the person who had the good moment.",
      "Book the introduced office's check within a week, and tell the client it happened.",
      "Thank the client with something small (a lunch for the office, a donation to their charity) once a check is booked.",
      "Count introductions asked, given and won each month.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A note of good moments from tickets", "A forwardable two-line message"],
    successMetrics: ["One introduction a month", "Progress towards: {metrics}"],
    template: `Hi {{first name}}, glad we got {{the file back / the laptop sorted}} so quickly.

One small ask: do you know another office manager who's fed up with their IT? If so, you could forward them this:

"We use {product} for our IT. They did a free {itCheck} for us first (ninety minutes, one page of what to fix) and they answer the phone. Worth a look: {website}"

Thanks either way,
{{your name}}`,
    marketingWisdom: "Ask at the moment of relief, make it one forward, and thank people for introductions, not only for sales.",
  },
  {
    id: "it-case-stories",
    itSupport: 7,
    name: "A case story for each kind of office you look after: the scare before, what changed, in the office manager's words",
    kinds: KINDS,
    goals: ["revenue", "signups"],
    stages: BETA_ON,
    channels: ["case-studies"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Office managers of {itClients} trust an IT firm that has already looked after an office like theirs; one story per profession (before, what you did, after) answers 'you don't know our kind of office'.",
    description:
      "Write one short story for each kind of office you look after ({itClients}). What went wrong before (the nephew who was on holiday, the backup nobody had tested), what {product} did in the first month, and what is different now, in the office manager's words. Ask for written permission, and leave out anything about their data or their clients.",
    steps: [
      "Pick one client per profession and ask for twenty minutes and written permission.",
      "Write each in 150 words: before, the first month, now; one quote.",
      "Put each on the site and in the referrers' follow-up.",
      "Send the right story with every health-check result for that profession.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["Twenty minutes with each client", "Written permission"],
    successMetrics: ["Three stories within three months", "Progress towards: {metrics}"],
    template: `Hi {{first name}}, could I write up a short story about {{their office}} for our website? About 150 words: what the IT was like before, what changed in the first month, and a line from you. Nothing about your clients or your data, and you see it before it goes up.

Twenty minutes on the phone would do it. Thanks,
{{your name}}, {product}`,
    marketingWisdom: "One story per kind of buyer beats a page of logos: the reader looks for themselves in it.",
  },
  {
    id: "it-google-profile",
    itSupport: 8,
    name: "A Google Business Profile for the day something breaks: 'IT support {itCity}', the answer times and reviews from office managers",
    kinds: KINDS,
    goals: ["revenue", "signups", "awareness"],
    stages: ALL_STAGES,
    channels: ["google-business", "reviews"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "Medium Impact",
    why: "The office whose server died this morning searches 'IT support {itCity}' and calls whoever looks real; reviews from office managers that mention answer times decide the call.",
    description:
      "Claim and finish {product}'s profile: the service area ({itArea}), services (IT support, backups, Microsoft 365, security checks), hours, the free {itCheck} as an offer, and a photo of the team. Ask each client for a review after a good moment, and answer every review.",
    steps: [
      "Claim or update the profile with the service area, services and the free check.",
      "Add the helpdesk's answer times and a team photo.",
      "Ask each client after a good moment for a review, with the direct link.",
      "Reply to every review within a week.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A Google Business Profile", "A team photo"],
    successMetrics: ["Ten reviews within three months", "Calls and check requests from the profile counted monthly"],
    template: `Hi {{first name}}, thanks for your kind words about {{the fix}}. If you have a minute, a Google review would help other offices in {itCity} find us: {{review link}}. Two lines about what we did is perfect.

{{your name}}, {product}`,
    marketingWisdom: "Local search catches the buyer at the moment of pain; reviews about speed are the proof they look for.",
  },
  {
    id: "it-networking-group",
    itSupport: 9,
    name: "One weekly business networking group (a BNI-type chapter or the chamber's breakfast), if you enjoy meeting people",
    kinds: KINDS,
    goals: ["revenue", "partnerships"],
    stages: ALL_STAGES,
    channels: ["community", "events"],
    requires: [],
    uses: ["sales"],
    cost: { min: 0, max: 150 },
    paid: false,
    hoursPerWeek: 2,
    inPerson: true,
    contactsIndividuals: false,
    timeFrame: "Long-term",
    impact: "Medium Impact",
    why: "Networking groups hold one seat per trade, and the accountant, solicitor and commercial landlord in the room meet dozens of offices; as the group's IT firm, you are who they name when a member's email is hacked.",
    description:
      "Visit two groups in {itArea} as a guest before joining one (check the membership fee and the weekly time it asks). Each week, a sixty-second slot on one thing members can do (turn on multi-factor sign-in, test a backup), and the free {itCheck} for members.",
    steps: [
      "Find two groups in {itArea} and ask to visit each as a guest.",
      "Join the one with accountants, solicitors or landlords in the room.",
      "Write twelve sixty-second slots, one tip each.",
      "Meet one member a week for coffee and pass them work when you can.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A membership fee to check", "Two hours a week"],
    successMetrics: ["One introduction a month from the group", "Progress towards: {metrics}"],
    template: `Sixty seconds: "{product}, {itAWord} in {itCity}. This week: if your office's Microsoft 365 has no multi-factor sign-in, it's the one thing to switch on today; ask me how. This week I'm looking for an introduction to an office manager at a {{profession}} office in {itCity}. Every member gets a free {itCheck}."`,
    marketingWisdom: "Pick one room and show up every week; referrals come from being known, not from being everywhere.",
  },
  {
    id: "it-linkedin-ads",
    itSupport: 11,
    name: "LinkedIn ads shown to office managers and owners of small firms in {itArea}, offering the free {itCheck}, judged by checks booked",
    kinds: KINDS,
    goals: ["revenue", "signups", "awareness"],
    stages: ALL_STAGES,
    channels: ["linkedin-ads", "linkedin"],
    requires: ["paid"],
    workaround: {
      paid: "No one who runs ads? Hire a freelancer who runs LinkedIn ads for B2B services, on a fixed fee for the set-up and the first six weeks, and keep the account in your own name.",
    },
    uses: ["content"],
    cost: { min: 1000, max: 15000 },
    paid: true,
    hoursPerWeek: 2,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Office managers and owners at {itClients} are on LinkedIn by job title and place, so an ad can reach the exact people who sign an IT contract in {itArea}, the week after a phishing story is in the news, without calling anyone.",
    description:
      "Run LinkedIn ads to job titles (office manager, practice manager, operations manager, director) at firms of 11-50 people in {itArea}, in the professions you serve. One offer only: the free {itCheck}, with a case story of an office like theirs. Send clicks to the switch page. Judge by checks booked per month, not clicks; cut any audience that books none in six weeks.",
    steps: [
      "Build two audiences: office and practice managers, and owners or directors, at firms of 11-50 people in {itArea}.",
      "Write three ads, each a case story's first line and the free check (one per profession).",
      "Send every click to the switch page with the check's booking form, and track bookings from ads separately.",
      "After six weeks, keep the audience and ad that booked checks and move the rest of the spend to them.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A LinkedIn Campaign Manager account", "Three case stories", "The switch page with a booking form"],
    successMetrics: ["A health check booked for every {{amount}} spent", "Progress towards: {metrics}"],
    template: `Ad, to office managers at firms of 11-50 people in {itArea}:
When did someone last test your backup?
{product} will, free: ninety minutes in your office, one page of what to fix first. IT support for {itClients} in {itCity}, {price}, and a person answers the phone.
Book a free {itCheck}: {website}`,
    marketingWisdom: "Targeting by job title only pays when the offer is small and specific; a free check that names their own backup is both.",
  },
  {
    id: "it-briefings",
    itSupport: 12,
    name: "A quarterly cyber briefing breakfast for office managers in {itCity}, co-hosted with an accountancy firm or an office landlord",
    kinds: KINDS,
    goals: ["revenue", "awareness", "partnerships"],
    stages: ALL_STAGES,
    channels: ["events", "partnerships"],
    requires: ["paid"],
    uses: ["sales", "content"],
    cost: { min: 1500, max: 10000 },
    paid: true,
    hoursPerWeek: 3,
    inPerson: true,
    contactsIndividuals: false,
    timeFrame: "Long-term",
    impact: "Medium Impact",
    why: "A breakfast co-hosted with an accountancy firm or a landlord fills a room with the office managers their clients and tenants employ; they come for what to do about phishing and fake invoices, and meet {product} in person.",
    description:
      "Each quarter, a breakfast briefing for thirty office managers and owners in {itCity}: what the latest phishing and fake-invoice emails look like, what their insurer now asks about, and one setting to switch on that week. Co-host it with one referrer (an accountancy firm or a serviced office), who invites their clients or tenants; you pay the venue, the breakfast and the printing. Every guest gets the free {itCheck}.",
    steps: [
      "Ask your best referrer to co-host the first one; agree who invites whom.",
      "Book a room for thirty, and write the forty-minute briefing with real examples.",
      "Send the invitation below through the co-host and to your own clients, who may bring another office manager.",
      "Follow up every guest within two days with the briefing's one page and a date for their check.",
      "Count guests, checks booked and clients won per breakfast.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A room and breakfast for thirty", "A co-host", "A forty-minute briefing"],
    successMetrics: ["Twenty-five guests per breakfast", "Five health checks booked per breakfast", "Progress towards: {metrics}"],
    template: `Subject: Breakfast briefing: the phishing emails {itCity} offices are getting now

Dear {{first name}},

{{co-host}} and {product} invite you to a breakfast briefing on {{date}} at {{venue}}, 8:00 to 9:15.

In forty minutes: the phishing and fake-invoice emails offices like yours are getting this season, what cyber insurers now ask about, and one setting to switch on that week. Bring a colleague.

Every guest can book a free {itCheck} for their office.

Reply to book a place; there are thirty.
{{your name}}, {product}`,
    marketingWisdom: "An event co-hosted with a trusted adviser borrows their trust and their guest list; make the content useful enough that guests forward it.",
  },
  {
    id: "it-search-ads",
    itSupport: 10,
    name: "Search ads on exact phrases only ('IT support {itCity}', 'IT support for small offices'), judged by health checks booked",
    kinds: KINDS,
    goals: ["revenue", "signups"],
    stages: ALL_STAGES,
    channels: ["google-ads"],
    requires: ["paid"],
    workaround: {
      paid: "No one who runs ads? Hire a freelancer who runs Google Ads for local services, on a fixed fee for the set-up and the first six weeks, and keep the account in your own name.",
    },
    uses: [],
    cost: { min: 500, max: 5000 },
    paid: true,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "The office whose IT just failed searches with a clear intent; exact phrases around {itCity} catch them without paying for students and job seekers.",
    description:
      "Run a small Google Ads test on exact phrases ('IT support {itCity}', 'IT support for small offices', 'office IT support'), sent to the easy-switch page with the free {itCheck}. 'Jobs', 'course' and 'free' as negative keywords. Judge by checks booked, not clicks; stop after six weeks if no check comes.",
    steps: [
      "Set up the campaign on ten exact phrases with negative keywords.",
      "Send every ad to the switch page with the check offer.",
      "Track check requests from ads separately.",
      "After six weeks, keep only phrases that booked checks.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["An ads budget", "The switch page"],
    successMetrics: ["A check booked per {{amount}} spent", "Progress towards: {metrics}"],
    template: `{product}: IT support in {itCity} | A person answers the phone
Free {itCheck}: backups tested, one page back. {price}, rolling contract.`,
    marketingWisdom: "Pay only for the searches of someone in trouble now, and judge every pound by checks booked.",
  },
];
