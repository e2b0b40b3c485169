import type { LibraryTactic } from "../types";
import { ALL_STAGES } from "./stages";

/*
 * Accounting and bookkeeping practices, tax preparers and payroll bureaus (Reading.accounting): a small team
 * doing the books and returns of tradespeople, restaurants, landlords or other small businesses for a fee.
 * Their clients find an accountant through a mate, a supplier's counter or a search when a deadline scares
 * them, and stay for years with one who speaks their language. So the plan is a free check of their own
 * paperwork as the first conversation, the places they already go, one forwardable message from every happy
 * client, plain answers in their groups, a fixed-fee page that makes switching easy, the tax year's dates as
 * the calendar, a Google profile with reviews and one client's story; search ads only on exact phrases, when
 * the budget carries them. Its plan is made of these tactics only.
 */

const KINDS: LibraryTactic["kinds"] = ["b2b-smb", "software", "local"];

export const ACCOUNTING_TACTICS: LibraryTactic[] = [
  {
    id: "acct-free-check",
    accounting: 1,
    essential: true,
    name: "A free {acctCheck}: {acctClientsShort} send {acctCheckSend}, you tell them {acctCheckTell}",
    kinds: KINDS,
    goals: ["revenue", "signups", "awareness", "partnerships"],
    stages: ALL_STAGES,
    channels: ["referral"],
    requires: [],
    uses: ["sales"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 3,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Most {acctClientsShort} {acctSuspect}, and a free check that turns their own paperwork into one figure within a few days is a reason to talk to {product} now rather than at the next deadline, and shows how you work before they pay {price}.",
    description:
      "Offer one free thing on every card, post and page: the {acctCheck}. They send {acctCheckBring}; within three working days you send back {acctCheckFind}, in plain words, and what {product} would do about it for {price}. It is one figure from their own paperwork, not free advice on anything they ask, so it takes you about twenty minutes and draws people who have the paperwork to send.",
    steps: [
      "Write the check on one page: what they send ({acctCheckBring}), what they get back and when ({acctCheckFind}, within three working days), and what happens next (nothing, unless they want {product} to take it on at {price}).",
      "Set up how the checks arrive: {acctIntake}, and one folder per person.",
      "Put the offer on everything the plan makes: the cards you leave with {acctPartnerShort}, the fixed-fee page, the Google profile and the message clients forward to a {acctMate}.",
      "Send each result with the message below, ask once whether they want {product} to take it from here, and offer a call or a visit the same week.",
      "Every Friday, count checks received, results sent and checks that became clients; if fewer than one in three becomes a client after the first twenty, change what the check finds or who it is offered to.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A one-page description of the check", "{acctIntakeShort}", "About twenty minutes for each check"],
    successMetrics: ["First checks received within two weeks of the offer going out", "One check in three becomes a client at {price}", "Progress towards: {metrics}"],
    template: `The result, sent back within three working days:
Hi {{first name}}, it's {{your name}} from {product}. Thanks for sending {acctCheckSent}.

{acctCheckResult}

That's yours to keep, whatever you decide. If you want us to sort it, we do {acctCovers} for {price}, fixed, and we'd {acctCheckNext}.

Want a quick call this week? Just reply with a day that suits you.`,
    marketingWisdom:
      "A free offer that asks for the buyer's own paperwork filters out the people who only want free advice and gives the rest a real answer. The figure you send back is the sales pitch; keep the offer small enough that you can say yes to every one.",
  },
  {
    id: "acct-partner-counters",
    accounting: 2,
    essential: true,
    name: "{acctPartnerTactic}",
    kinds: KINDS,
    goals: ["revenue", "signups", "awareness", "partnerships"],
    stages: ALL_STAGES,
    channels: ["partnerships", "speaking"],
    requires: [],
    uses: ["sales"],
    cost: { min: 0, max: 40 },
    paid: false,
    hoursPerWeek: 2,
    inPerson: true,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "{acctClientsShort} ask the people they work with and buy from every week who to use long before they search, so {acctPartnerShort} that hand out {product}'s card and let you speak for ten minutes put you where they already are.",
    description:
      "List the places in {acctCity} where your clients buy and belong: {acctPartners}, as examples to check with your own clients. Ask each for two things: {acctPartnerCards}, with the free {acctCheck} on them, and ten minutes at {acctPartnerEvent} if they run one, on {acctTalk}. Nothing to sell on the day beyond the card.",
    steps: [
      "Ask your clients which {acctPartnerShort} they use and who they know there; list ten in {acctCity} with the manager's or rep's name.",
      "Print 200 cards: who you are ({acctTeam}), the free {acctCheck}, {price} fixed, and {acctContact}.",
      "{acctPartnerVisit}",
      "Where they say yes, give a ten-minute talk at their next event on {acctTalk}; take questions and leave cards, with no hard sell.",
      "Every month, refill the cards, thank the manager, and count checks and clients by the partner they came from (ask every new enquiry where they heard of you).",
    ],
    setupSteps: 2,
    resourcesNeeded: ["200 printed cards with the free check on them", "A list of ten partners with a named contact", "A ten-minute talk and its handout"],
    successMetrics: ["Cards at five partners within a month", "One talk given by the end of the plan", "Checks and clients a month from each partner"],
    template: `Hi {{manager's first name}},

I'm {{your name}} from {product}, {acctWho}. A lot of your customers {acctPain}.

{acctPartnerAsk} The cards offer a free {acctCheck}: {acctClientsShort} send {acctCheckSend} and we tell them {acctCheckTell}. No cost to you or to them.

If you ever run {acctPartnerEvent}, we'd be glad to do ten minutes on {acctTalk}, with time for questions.

{{your name}}, {product}
{acctContact}`,
    marketingWisdom:
      "Business development for a small practice is being the name a trusted person gives at the right moment. Give the partner something for their customers, not a pitch, and thank them every time a card turns into a client.",
  },
  {
    id: "acct-client-referrals",
    accounting: 3,
    essential: true,
    name: "Every client asked once to pass one message to a {acctMate}, with a thank-you your professional body's rules allow",
    kinds: KINDS,
    goals: ["revenue", "signups", "partnerships"],
    stages: ALL_STAGES,
    channels: ["referral"],
    requires: [],
    uses: ["sales"],
    cost: { min: 0, max: 50 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "{acctClientsShort} find {acctARole} through someone they know, and a client who is pleased will pass your name on if you ask once, at the moment they are happiest, with a message they can forward as it is.",
    description:
      "Write one short message a client can forward {acctForward}, and ask every client for one introduction when they are happiest: when {acctHappyWhen}. Thank every introduction that becomes a client (for example with a month's fee off for both), once you have checked {acctReferralRule}, and tell each new client about any reward.",
    steps: [
      "Check {acctReferralRule}, then decide the thank-you (for example a month's fee off for the client who introduces, and for the {acctMate} who joins) and how you tell the new client about it.",
      "Write the message below and save it as a quick reply, so sending it takes seconds.",
      "Ask each current client once this month; from then on, ask every client when {acctHappyWhen}.",
      "When a {acctMate} gets in touch, reply the same day, do their free {acctCheck} first, and tell the client who sent them that they did (nothing about the {acctMate}'s affairs).",
      "Every month, count introductions by who made them, thank each one, and send a note to the three clients who introduced most.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A message clients can forward as it is", "A thank-you checked against your professional body's rules", "A list of clients with the date each was asked"],
    successMetrics: ["Every current client asked once in the first month", "Introductions a month, and clients from them", "Share of new clients who came through a client"],
    template: `To the client:
Hi {{first name}}, {{your name}} from {product}. Glad {acctHappy}. One favour: if you know another {acctClient} who could use us, could you forward them the message below? If they join, we'll take {{the thank-you}} off your next bill, and off theirs.

To forward:
"My {acctRoleWord} is {product}: {acctWho}. They sorted {acctSorted} for {price}, fixed. They'll do a free {acctCheck} if you send {acctCheckSent}: {acctContact}"`,
    marketingWisdom:
      "Referrals are a practice's best channel and its most neglected, because nobody asks. Ask once, at the happy moment, with the words ready; the client's reputation is what they lend you, so look after the person they send.",
  },
  {
    id: "acct-facebook-groups",
    accounting: 4,
    accountingFacebook: true,
    name: "Plain answers in the Facebook groups where {acctClientsShort} ask about tax, from {acctPoster}, without selling",
    kinds: KINDS,
    goals: ["revenue", "awareness", "signups"],
    stages: ALL_STAGES,
    channels: ["facebook-groups", "community"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "{acctClientsShort} ask each other about {acctTopics} in Facebook groups every week, and the person who answers plainly and never sells becomes the name they tag when a {acctMate} asks who to use.",
    description:
      "Join five Facebook groups where {acctClientsShort} ask questions ({acctGroups}), and read each group's rules on business posts before anything else. Answer two or three questions a week in plain words, as {acctPosterLong}, with no link unless the rules allow it and someone asks. Once a month, where the rules allow, post one useful thing.",
    steps: [
      "Search Facebook for {acctGroupSearch}; join five groups with recent questions from {acctClientsShort}, and read each group's rules on promotion.",
      "Make your own profile say who you are and what {product} does, with the free {acctCheck}, so people who click your name find it without you posting it.",
      "Twice a week, spend twenty minutes answering questions about {acctTopics}: the answer in three lines and what to check; offer to look at theirs only when they ask.",
      "Once a month, where the group's rules allow, post one useful piece like the one below.",
      "Every Friday, count messages and checks that came from a group; after two months, leave the groups that bring nothing and join others.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["Five groups whose rules you have read", "A profile that says who you are", "Twenty minutes, twice a week"],
    successMetrics: ["Two or three answers a week", "Messages and checks a month from the groups", "Clients who say a group is where they heard of you"],
    template: `Post (only where the group's rules allow it):
{acctPostTitle}

{acctPostBody}

If you want someone to look at yours, I'm {acctPoster} at {product}: {acctWho}. Free {acctCheck}, no obligation.`,
    marketingWisdom:
      "Communities reward people who give before they ask. Answer the question in the thread, not in a private message, so the next person with the same question finds it, and your name with it.",
  },
  {
    id: "acct-fixed-fee-page",
    accounting: 5,
    name: "A fixed-fee page in plain words: what {price} covers, what costs extra, and the switch from their old {acctOld} done for them",
    kinds: KINDS,
    goals: ["revenue", "signups"],
    stages: ALL_STAGES,
    channels: ["seo"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "{acctClientsShort} put off changing {acctOld} because they fear a bill they cannot predict and a mess in the handover, and one page that says what {price} covers, what costs extra and how {product} takes over from the old accountant answers both before the first call.",
    description:
      "Write one page on {product}'s site, and save it as a PDF to send after every check: {price}, fixed, and what it covers ({acctCovers}); what costs extra, each with its price; and the switch, done for them: {acctSwitch}. Put the free {acctCheck} at the top and one client's words at the bottom.",
    steps: [
      "List what {price} covers in the words clients use, and what it does not, with a price for each extra; check it against your engagement letter.",
      "Write the switch in four steps (the template below), so a new client knows they never have to ring their old {acctOld}.",
      "Publish the page, save it as a PDF, and link it from the Google profile, the cards and every reply to a check.",
      "Each week, add the answer to any question a new enquiry asked about the price or the switch.",
      "After a month, ask the last five clients who switched what nearly stopped them, and answer it on the page.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["One page on your site, and the same as a PDF", "Your engagement letter", "A price for each extra"],
    successMetrics: ["The page live within two weeks", "Fewer questions about price on first calls", "New clients who say the switch was easy"],
    template: `{product}: {price}, fixed
For {acctClients} in {place}.

What's included
{acctCoversList}

What costs extra (we always tell you first)
- {{extra 1 and its price}}
- {{extra 2 and its price}}

Switching to us
{acctSwitchList}

Not sure yet? Start with a free {acctCheck}: send {acctCheckSent} to {acctContact}.`,
    marketingWisdom:
      "A price that is easy to understand is a feature. Saying what costs extra before anyone asks is what makes the fixed fee believable.",
  },
  {
    id: "acct-tax-calendar",
    accounting: 6,
    name: "The tax year as your calendar: {acctSeasonName}",
    kinds: KINDS,
    goals: ["revenue", "signups", "awareness"],
    stages: ALL_STAGES,
    channels: ["referral", "partnerships"],
    requires: [],
    uses: ["content", "sales"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "{acctClientsShort} think about tax on a few dates a year, so a message timed to each date meets them when the question is already in their head, and the weeks you keep for the work stay free.",
    description:
      "Put the dates your clients live by on one page and time the year's messages to them: {acctSendTo}. The dates: {acctCalendar}. In this plan: {acctSeasonName}.",
    steps: [
      "Write the year's dates on one page and mark the weeks you can take new clients on{acctClosedNote}.",
      "{acctSeasonOne}",
      "{acctSeasonTwo}",
      "{acctSeasonThree}",
      "Before each message goes out, check the diary: offer only what you can start within two weeks.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["The year's dates on one page", "A message written a month before each date", "The list of clients, partners and groups to send it to"],
    successMetrics: ["Each date's message sent a month ahead", "Enquiries in the two weeks after each message", "New clients started in the weeks you chose"],
    template: `A message for the next date, {acctSendTo}:
Hi {{first name}}, {{your name}} from {product}. {{the date}} is coming: {{what it means for them in one line}}.

If you know anyone who's behind, we can take them on now for {price}, fixed, starting with a free {acctCheck} ({acctCheckSend} to {acctContact}).`,
    marketingWisdom:
      "Timing beats volume: the same message lands twice as well a month before a deadline as on the day. A practice that plans its year around its clients' dates never has to market in the weeks it is busiest.",
  },
  {
    id: "acct-google-profile",
    accounting: 7,
    name: "A Google Business Profile found for '{acctSearchOne}', with reviews from clients",
    kinds: KINDS,
    goals: ["revenue", "signups", "awareness"],
    stages: ALL_STAGES,
    channels: ["google-business", "reviews"],
    requires: [],
    uses: [],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "Medium Impact",
    why: "When {acctClientsShort} do search, they type phrases like '{acctSearchOne}' and ring one of the firms on the map, so a complete profile with recent reviews wins that search without paying for a click.",
    description:
      "Set up or complete {product}'s Google Business Profile: the category {acctCategory}, the areas you serve ({areas}), each service with its price, photos of the people clients will deal with, and the free {acctCheck} as a post. Ask every client for a review in their own words, never for a reward, and answer each one without mentioning anything about their affairs.",
    steps: [
      "Claim and verify the profile (as a service-area business if clients never visit), choose the category {acctCategory}, add {areas} as the areas you serve, and list each service with its price.",
      "Add photos of the people clients deal with, your hours and a number they can message, and write the description in the words clients search: {acctSearches}.",
      "Ask every client for a review with the message below, once their return is filed or their check is done; never offer anything for it, and ask every client, not only the happiest.",
      "Reply to every review within two days, thanking them without confirming any detail of their affairs.",
      "Once a month, post the free {acctCheck} or the next date that matters, and check which searches found you in the profile's performance report.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A verified Google Business Profile", "Photos of the team", "The review link, saved as a quick reply"],
    successMetrics: ["Profile complete within two weeks", "Ten new reviews by the end of the plan", "Calls and messages from the profile each month"],
    template: `Hi {{first name}}, {{your name}} at {product}. Thanks for trusting us with {acctSortedYou}. Could you leave us a short Google review? A line in your own words helps other {acctClientsShort} in {acctCity} find us: {{your review link}}. Thanks!`,
    marketingWisdom:
      "Reviews are word of mouth that strangers can read. Ask everyone the same way, answer every one, and never pay for them; a steady trickle of honest reviews beats a burst of perfect ones.",
  },
  {
    id: "acct-client-story",
    accounting: 8,
    name: "One client's story with one number, told with their written permission",
    kinds: KINDS,
    goals: ["revenue", "signups", "awareness"],
    stages: ALL_STAGES,
    channels: ["case-studies", "referral"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "{acctClientsShort} believe another {acctClient} more than any {acctRoleWord}, and one named client saying '{acctStoryLine}' in their own words does more on a card, a page or in a group than a list of services.",
    description:
      "Ask two clients with a clear result ({acctStoryResult}) whether you may tell their story in five lines: their first name and what they do, the before, what {product} did and the number. Client affairs are confidential, so nothing is shared without their written permission, and they approve every word.",
    steps: [
      "Pick two clients with a clear before and after ({acctStoryResult}) who would be happy to be named.",
      "Ask with the message below, and agree in writing what you may share: the number, their first name and what they do, a photo.",
      "Write each story in five lines, in their words, and send it to them to approve.",
      "Use the stories wherever the plan goes: the fixed-fee page, the Google profile, the cards and the message clients forward.",
      "Every month, add a newer story when a client gives you a better one.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["Two clients with a clear result", "Their written permission", "Five lines each, approved by them"],
    successMetrics: ["Two stories approved within a month", "The stories on the page, the profile and the cards", "Enquiries that mention a story"],
    template: `Hi {{first name}}, {{your name}} from {product}. {{the result}} is exactly what other {acctClientsShort} don't know they can get. Would you let us tell your story in five lines on our page and cards? Just your first name, what you do, the number and a line from you, and nothing goes anywhere until you've read it and said yes in writing. No worries at all if you'd rather not.`,
    marketingWisdom:
      "A story without a number is a testimonial; with one, it is proof a buyer repeats to a friend. Confidentiality is part of what clients pay for, so the permission is worth asking for properly.",
  },
  {
    id: "acct-search-ads",
    accounting: 9,
    name: "Search ads on exact phrases only ('{acctSearchOne}'), with 'free' as a negative keyword, judged by checks booked",
    kinds: KINDS,
    goals: ["revenue", "signups"],
    stages: ALL_STAGES,
    channels: ["google-ads"],
    requires: ["paid"],
    workaround: {
      paid: "No one who runs ads? Hire a freelancer who runs Google Ads for local services, on a fixed fee for the set-up and the first six weeks, and keep the account and the card in your own name.",
    },
    uses: [],
    cost: { min: 500, max: 5000 },
    paid: true,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Someone typing '{acctSearchOne}' wants an accountant and someone typing 'free tax advice' wants an answer, so ads on exact phrases with the free-advice searches excluded pay only for the first, and a test judged by checks booked stops before it wastes the budget.",
    description:
      "Once the Google profile and the fixed-fee page are live, run one small Google Ads campaign for six weeks: exact-match phrases only ({acctSearches}), the area around {acctCity}, and negative keywords ({acctNegatives}) added before the first click. Send clicks to the fixed-fee page with the free {acctCheck} at the top, and judge it by checks booked and clients won, never by clicks.",
    steps: [
      "Once the fixed-fee page and the Google profile are live (not before), set up one campaign: exact-match keywords only ({acctSearches}), the area around {acctCity}, and a daily budget you can hold for six weeks.",
      "Add the negative keywords before the first click: {acctNegatives}.",
      "Send clicks to the fixed-fee page with the free {acctCheck} at the top, and tag the link so checks can be traced to the ads.",
      "Every Friday, read the search terms report, add every wrong search as a negative, and count spend, checks booked and clients.",
      "Stop in the fourth week if no check has come from the ads; keep it only while a new client costs less than two months of fees ({acctTwoMonths}).",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A Google Ads account with a card", "The fixed-fee page live", "A list of negative keywords"],
    successMetrics: ["Checks booked from the ads each week", "Cost per new client, against two months of fees", "Wrong searches added as negatives each week"],
    template: `Search ad (each headline up to 30 characters; shorten where needed):
Headline 1: Accountant for {{your clients' trade}}
Headline 2: {price}, fixed
Headline 3: Free {acctCheck}
Description: {acctWho}. Send {acctCheckSend} and we'll tell you {acctCheckTell}. {product}.`,
    marketingWisdom:
      "Search ads work for a practice only when they buy intent, not curiosity: exact phrases, a long list of negatives, and a count of clients rather than clicks.",
  },
  {
    id: "acct-social-ads",
    accounting: 10,
    name: "Facebook and Instagram ads for the free {acctCheck}, shown to {acctClientsShort} around {acctCity}, judged by checks sent in",
    kinds: KINDS,
    goals: ["revenue", "signups", "awareness"],
    stages: ALL_STAGES,
    channels: ["meta-ads", "instagram", "facebook-groups"],
    requires: ["paid"],
    workaround: {
      paid: "No one who runs ads? Hire a freelancer who runs Facebook and Instagram ads for local services, on a fixed fee for the set-up and the first six weeks, and keep the account and the card in your own name.",
    },
    uses: ["content"],
    cost: { min: 1000, max: 20000 },
    paid: true,
    hoursPerWeek: 2,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "{acctClientsShort} scroll Facebook and Instagram between jobs, and an ad that offers one concrete thing (the free {acctCheck}) to people around {acctCity} who fit asks for their paperwork, not a click, so it can be judged by checks sent in and clients won.",
    description:
      "Once the free {acctCheck} and the fixed-fee page work (a few checks a week from the other tactics), run ads on Facebook and Instagram to people around {acctCity} who fit your clients, with one offer: the free {acctCheck}. Test three versions (a client's story with permission, a figure, the deadline that is next), send every click to the page or straight to a message, and judge each week by checks sent in, first meetings and clients, never by clicks or likes.",
    steps: [
      "Once the check and the page bring a few checks a week from the other tactics, set up a Meta ads account with a card and a weekly cap, and people within reach of {acctCity} as the audience.",
      "Make three ads: a client's five-line story (with written permission), the figure a check usually finds, and the next date in the tax calendar; each ends with the free {acctCheck}.",
      "Send clicks to the fixed-fee page or to a message, and tag each ad so checks can be traced to it.",
      "Every Friday, count spend, checks sent in, first meetings and clients for each ad; stop the weakest and write a new one in its place.",
      "After six weeks, keep the ads only while a new client costs less than two months of fees ({acctTwoMonths}), and put the rest of the money where clients come from.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A Meta ads account with a weekly cap", "Three ads, one with a client's story used with permission", "Tagged links to the page or to a message"],
    successMetrics: ["Checks sent in from the ads each week", "Cost per new client, against two months of fees", "The weakest ad replaced each week"],
    template: `Ad (Facebook and Instagram):
{acctPostTitle}

{acctSuspectYou} Send us {acctCheckSent} and we'll tell you {acctCheckTellYou}, free, within three working days.

{product}: {acctWho}. {price}, fixed.
{{link to the page or to message us}}`,
    marketingWisdom:
      "Ads on Facebook and Instagram work for a service when the ad asks for one small, concrete step. Count what people send you, not what they like.",
  },
  {
    id: "acct-local-sponsorship",
    accounting: 11,
    name: "Sponsor what {acctClientsShort} already go to around {acctCity}: a local team's kit, a trade day, a charity event",
    kinds: KINDS,
    goals: ["awareness", "revenue", "partnerships"],
    stages: ALL_STAGES,
    channels: ["sponsorships", "events", "partnerships"],
    requires: [],
    uses: ["sales"],
    cost: { min: 500, max: 8000 },
    paid: true,
    hoursPerWeek: 1,
    inPerson: true,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "{acctClientsShort} spend their weekends and evenings at the same local teams, trade days and charity events, and {product}'s name on a shirt or a banner there, with the free {acctCheck} on the cards handed out, is seen every week by people who never search for an accountant.",
    description:
      "Ask your clients which local teams, trade days and events they go to or play in, and sponsor one or two where many of them are: a Sunday league team's kit, the {acctPartnerShort}' trade day, a charity event. Ask for what brings conversations, not only a logo: a table or a few words at the event, cards in the kit bag, a mention to the members.",
    steps: [
      "Ask ten clients which local teams, trade days and events they go to or play in; list the three where most of them are.",
      "Ask each organiser what a sponsorship includes and costs, and for a table, a mention or cards handed out, not only a logo.",
      "Sponsor one or two for the season, and hand out cards with the free {acctCheck} at every event you attend.",
      "Every month, count checks and clients who say they heard of you there, and renew only the sponsorships that bring them.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A list of the teams and events your clients go to", "Cards with the free check on them", "A sponsorship agreed in writing, with what it includes"],
    successMetrics: ["One or two sponsorships agreed", "Checks and clients who heard of you there", "Sponsorships renewed only where clients came from"],
    template: `Hi {{organiser's first name}},

I'm {{your name}} from {product}, {acctWho}. A lot of our clients {{play for or come to}} {{the team or event}}, and we'd like to sponsor it this season.

Could you tell me what a sponsorship includes and costs? We'd love a table or a few words at {{the event}}, and cards with our free {acctCheck} handed out to anyone who wants one.

{{your name}}, {product}
{acctContact}`,
    marketingWisdom:
      "A sponsorship pays when it puts you in the room, not when it puts your logo on a wall. Choose the team or event your clients already love, and be there.",
  },
];
