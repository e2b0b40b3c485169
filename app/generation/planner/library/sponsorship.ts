import type { LibraryTactic } from "../types";

/**
 * A show that sells sponsorship (a podcast, a YouTube channel, a newsletter whose goal is sponsors or
 * advertisers): the buyers are brands, the listeners are what they buy. What an ad-sales practitioner
 * does first: proof of who listens (a survey and a one-page media kit), a short list of brands the
 * listeners already buy from and the host would use, founder-led outreach to each brand's marketing
 * lead, a first sponsor on a discounted pilot written up as a case study, host-read spots in the show's
 * voice with a fixed ad load, ad marketplaces as an honest second route, and the events the audience
 * goes to as places to meet sponsors. Tokens from sponsorshipTokens: {medium} {listeners} {showUnit}
 * {reach} {reachFigure} {askPrice} {pilotPrice} {sponsorMath} {sponsorRule} {sponsorTest}
 * {sponsorEvents} {adMarketplaces}.
 */
const ON_AIR: LibraryTactic["stages"] = ["launched", "growth", "scaling"];

export const SPONSORSHIP_TACTICS: LibraryTactic[] = [
  {
    id: "sponsorship-survey-media-kit",
    name: "A survey of your {listeners} and a one-page media kit: the proof sponsors ask for",
    kinds: ["creator"],
    sponsorship: true,
    goals: ["revenue", "partnerships"],
    stages: ON_AIR,
    channels: ["podcast", "sponsorships", "events"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "A brand's marketing lead buys an audience, not a {medium}: a short survey of your {listeners} (who they are, what they buy, which brands they trust) and a one-page media kit built from it are the proof they ask for before they pay, and you have neither yet.",
    description:
      "Ask your {listeners} to fill in a five-minute survey, announced at the start of two {showUnit}s and linked in the {notes}, then put the answers on one page: who they are, {reach}, what they buy and from whom, and what a sponsor gets. {sponsorMath}",
    steps: [
      "Write a ten-question survey in a free form tool (Tally or Google Forms): what they do, where, how long they have followed the show, what they bought in the last year for their work and from which brands, which brands they trust, and whether they would try a product the host recommends. No names needed.",
      "Read the invitation below at the start of two {showUnit}s in a row and put the link at the top of the {notes}; thank people in the next {showUnit} when the answers come in.",
      "Take your {reachWord} per {showUnit} from your hosting stats (the average over the last ten {showUnit}s, 30 days after release) and the share from each app.",
      "Make the one-page media kit: the show in one line, {reach}, who they are (from the survey, in numbers), the brands they buy, what a sponsor gets (the host-read spot, a link in the {notes}, a mention to your mailing list or on social media, a day together at an event), the package prices, and your rule on which brands you carry.",
      "Save the media kit as a PDF and keep it on a page of your website or a shared link; update the numbers every three months.",
    ],
    setupSteps: 4,
    resourcesNeeded: [
      "A free form tool (Tally or Google Forms)",
      "Your hosting platform's download stats",
      "A one-page layout (Canva's free media kit templates or a plain document)",
      "About two hours a week for three weeks",
    ],
    successMetrics: [
      "{surveyTarget} within two weeks",
      "A one-page media kit finished by week 3",
      "Progress towards: {metrics}",
    ],
    template: `{onAir} (start of the {showUnit}):
Before we start: I want to keep {product} free and keep it about what actually pays, so I'm looking for a few sponsors, only ones I'd use myself. To do that well I need to know who you are. There's a five-minute survey at {{survey link}}, in the show notes too. No names, and it tells me which brands you already trust. Thank you.

---
Survey questions:
1. What do you do, and where? (county or region is enough)
2. How long have you followed {product}, and where?
3. How many {showUnit}s do you {hear} in a month?
4. What did you buy in the last year for your work? ({buys}, other)
5. Which three brands do you trust most for those, and why?
6. Where do you buy them? (a shop, online, at events)
7. Have you bought something a podcast host recommended? Which?
8. Which events do you go to?
9. What would you never want to see advertised on {product}?
10. Anything else you want to tell me?

---
MEDIA KIT: {product}
The show: {pitch}
Audience: {reach}; {{share on each app or platform}}
Who they are (survey of {{number of answers}}): {{the three numbers that matter}}
What they buy: {{the survey's top categories and brands}}
A sponsor gets: one host-read spot per {showUnit}, a line and a link in the {notes}, a mention in {{your mailing list or social posts}}, and a day together at {{the next event}}
Packages: {{your package prices}}
Our rule: only products the host uses or would use.
Contact: {{your name}}, {{your email}}`,
    marketingWisdom:
      "Sponsors buy a described audience more than a download count: a survey that says what your audience buys and trusts turns a small number into a precise one. Put the numbers first and the adjectives last, and update the kit every quarter so it never quotes old figures.",
  },
  {
    id: "sponsorship-brand-list-outreach",
    name: "Thirty brands your {listeners} already buy from, that you would use: one email to each marketing lead",
    kinds: ["creator"],
    sponsorship: true,
    goals: ["revenue", "partnerships"],
    stages: ON_AIR,
    channels: ["sponsorships", "partnerships", "events"],
    requires: [],
    uses: ["sales", "content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 3,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "The brands your {listeners} already buy from have the most to gain from {product} and the least to explain to your {listeners}, and a personal email from the host to the person who owns the marketing budget gets read where a form on a website does not.",
    description:
      "Build a list of 30 brands from the survey answers and from what you use yourself, and write personally to each one's marketing lead with the media kit attached. {sponsorRule}",
    steps: [
      "List 30 brands from the survey's answers (what your {listeners} bought and trust) and from what you use yourself; mark the ones guests have mentioned on the show.",
      "Put each brand through one test before it stays on the list: {sponsorTest} Cross off the rest, and note in one line why each one that stays fits.",
      "For each brand find the marketing lead or founder by name (the brand's website and team page, or a call to the switchboard asking who handles sponsorship) and their email address.",
      "Send five emails a week from your own address with the media kit attached, each with one line about why that brand fits your {listeners}; follow up once after a week, then leave it.",
      "Offer a 20-minute call to everyone who replies; keep a sheet of who said what, and send the pilot offer to the best-fitting brand that says yes first.",
    ],
    setupSteps: 3,
    resourcesNeeded: [
      "A sheet of 30 brands with the marketing lead's name, email and one line on the fit",
      "Your one-page media kit (PDF)",
      "About three hours a week",
    ],
    successMetrics: [
      "30 brands on the list, each one you would use, by week 4",
      "Five emails a week; replies from at least one brand in five",
      "Progress towards: {metrics}",
    ],
    template: `Subject: {product} {listeners} and {{their brand}}

Hi {{first name}},

I make {product}, a weekly {medium} for {audience}: {reach}. I asked my {listeners} what they buy, and {{their brand}} came up in {{how many}} answers, which matches my own experience: {{how you use their product}}.

I'm taking on {sponsorsWanted} this year, and I only read ads for things I use myself, so I'm writing to a short list. A sponsor gets a host-read spot in my own words in each {showUnit}, a line and a link in the {notes}, a mention in {{your mailing list or social posts}}, and a day together at {{the next event}}. The one-page media kit is attached.

Would a 20-minute call next week be useful to see if it fits your plans for the season?

{{your name}}
{product}, {website}`,
    marketingWisdom:
      "Sell to the brands your audience already buys from: the fit is obvious, the pitch is short and the ad sounds true. A personal email from the host with one specific reason beats a rate card sent to info@, and one follow-up is enough.",
  },
  {
    id: "sponsorship-pilot-case-study",
    name: "A first sponsor on a discounted pilot, written up as a case study",
    kinds: ["creator"],
    sponsorship: true,
    goals: ["revenue"],
    stages: ON_AIR,
    channels: ["case-studies", "sponsorships"],
    requires: [],
    uses: ["sales", "content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "A brand that has never sponsored {product} takes less risk on a short, cheaper pilot, and the case study that comes out of it (codes used, visits, what {listeners} said) is what sells the next two sponsors at the full price.",
    description:
      "Offer the first brand that says yes four {showUnit}s at {pilotPrice} each, half your asking price of {askPrice}, in return for a tracked offer code and a short case study you can show the next sponsors; then renew at the full package price.",
    steps: [
      "Write the pilot offer now, so it is ready the day a brand says yes (the template below): four {showUnit}s in a row at {pilotPrice} each, one host-read spot per {showUnit}, a unique discount code and link for your {listeners}, and permission to publish the results as a case study.",
      "Send it to the first brand on your list that says yes, and agree in the same email what counts as success before the first {showUnit} airs: code uses, visits from the link, and what the brand sees in its own sales.",
      "Run the four {showUnit}s, and send the brand a short note after each with the {reachWord} so far.",
      "At the end, write the one-page case study below with their numbers and a quote from their marketing lead, and offer a renewal at the full package price.",
      "Add the case study to the media kit and send it to the brands that were interested but unsure.",
    ],
    setupSteps: 1,
    resourcesNeeded: [
      "A one-page pilot agreement (an email both sides reply to is enough)",
      "A unique discount code and link from the sponsor",
      "About an hour a week",
    ],
    successMetrics: [
      "One pilot agreed within eight weeks",
      "Code uses and link visits per {showUnit}, sent to the sponsor after each one",
      "A renewal at the full price, and progress towards: {metrics}",
    ],
    template: `Subject: A four-{showUnit} pilot on {product}

Hi {{first name}},

Thank you for the call. Here is the pilot as we discussed it:
- Four {showUnit}s of {product} in a row, starting {{first episode date}}
- One host-read spot in each, in my words, about 60 seconds, clearly marked as sponsored
- Your code {{discount code}} and link in the {notes} of each {showUnit}
- {pilotPrice} per {showUnit}, half the usual price of {askPrice}, because it's our first time working together
- In return: we agree now what success looks like, and I can publish a short case study with the results

If that works for you, reply "agreed" and send me three things you'd like said and anything I must not say.

{{your name}}

---
CASE STUDY: {{their brand}} on {product}
What they wanted: {{the goal they gave}}
What ran: four host-read spots, {{dates}}
What happened: {{code uses}} code uses, {{link visits}} visits, {{what they saw in sales}}
In their words: "{{quote from their marketing lead}}"`,
    marketingWisdom:
      "Discount the first deal in exchange for something worth more than the discount: the right to publish the results. A pilot with success agreed in advance turns into a renewal or a clear no, and either way it sells the next sponsor.",
  },
  {
    id: "sponsorship-host-read-ad-load",
    name: "Host-read ads in the show's own voice: one spot per {showUnit}, clearly marked, and {reachWord} watched",
    kinds: ["creator"],
    sponsorship: true,
    goals: ["retention", "revenue"],
    stages: ON_AIR,
    channels: ["podcast", "sponsorships"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Ongoing",
    impact: "High Impact",
    why: "Your {listeners} keep listening through an ad that sounds like the rest of {product} and is honestly labelled, and skip or leave a {medium} that fills up with scripted spots; a fixed ad load and a weekly look at the {reachWord} keep the sponsors from costing you {listeners}.",
    description:
      "Write every sponsor's spot yourself, in the show's voice, from what you actually do with the product; keep to one host-read spot per {showUnit} (two at most once there are three sponsors), always announced as sponsored, and compare each {showUnit}'s {reachWord} with your baseline of {reachFigure}.",
    steps: [
      "Set the ad load rule and say it in the media kit: one host-read spot of about 60 seconds per {showUnit}, never more than two, always opened with \"This {showUnit} is sponsored by…\", and no ad in the first minutes before the guest is introduced.",
      "For each sponsor, ask for three points they want said and anything you must not say, then write the spot from your own use of the product; send it to them for a fact check, not a rewrite.",
      "Record the spot with the {showUnit}, in the same voice and setting as the rest, and put the sponsor's link and code in the {notes}.",
      "Every week, note each {showUnit}'s {reachWord} after seven days against your baseline of {reachFigure}, and the replies about the ads.",
      "If {reachWord} fall more than 10% under the baseline for three {showUnit}s in a row, or your {listeners} complain, move or shorten the spots before you add another sponsor.",
    ],
    setupSteps: 1,
    resourcesNeeded: [
      "A one-line ad load rule in the media kit",
      "A weekly tracker: {reachWord} per {showUnit} after seven days, ads in it, comments about the ads",
      "About an hour a week",
    ],
    successMetrics: [
      "Each {showUnit}'s {reachWord} within 10% of {reachFigure} after the spots start",
      "Every spot labelled as sponsored and written in your words",
      "Progress towards: {metrics}",
    ],
    template: `Host-read spot for {product} (about 60 seconds):
This {showUnit} is sponsored by {{their brand}}. I'll be straight with you: I only read ads for things I use, and I've used {{their product}} for {{how long}} on {{where you use it}}. What I like is {{the one thing that makes a difference}}. {{what annoyed you and how they fixed it}}. If you want to try it, {{their offer}} with the code {{discount code}} at {{their link}}, which is in the {notes} too. Right, back to {{guest name}}.

---
Line for the {notes}:
This {showUnit} is sponsored by {{their brand}}: {{their offer}} with code {{discount code}} at {{their link}}.`,
    marketingWisdom:
      "A host-read spot works because it sounds like the host: the audience's trust is what the sponsor pays for, so never spend it on a script you don't believe. One clearly labelled spot an episode keeps both the listeners and the sponsor's results.",
  },
  {
    id: "sponsorship-ad-marketplaces",
    name: "{adRoute} as a second route, with what they take",
    kinds: ["creator"],
    sponsorship: true,
    goals: ["revenue"],
    stages: ON_AIR,
    channels: ["marketplaces", "sponsorships"],
    requires: [],
    uses: [],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "A listing on a marketplace such as {adMarketplaces} brings brands you would not find yourself, but they keep a share of what the sponsor pays and some insert ads you have not chosen, so they are a second route beside selling directly, not instead of it.",
    description:
      "List {product} on one or two of them ({adMarketplaces}), with the media kit's numbers, host-read spots only and your category rules set, and compare what you are offered there, after their share, with what you sell directly.",
    steps: [
      "Read each marketplace's terms for shows before you sign: the share it keeps (often a third to a half of what the sponsor pays; check the current figure in the terms), how long you are tied in, whether you can turn off ads inserted automatically, and whether you can block categories.",
      "Create the listing with the media kit's numbers and one line on who they are, choose host-read spots only, and block every category that fails your own test: {sponsorTest}",
      "Accept an offer only when what reaches you, after the marketplace's share, is no less than the pilot price you offer directly, and only for a brand you would use.",
      "Every month compare the two routes: offers and money received through the marketplace against direct deals, and keep the marketplace only if it adds sponsors you would not have had.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "Your media kit's numbers and your hosting stats",
      "The marketplace's terms for shows, read before signing",
      "Half an hour a week",
    ],
    successMetrics: [
      "One or two listings live by week 6, host-read only, with your categories blocked",
      "Offers per month, and what reaches you after the marketplace's share",
      "Progress towards: {metrics}",
    ],
    template: `Marketplace listing for {product}:
{product}: {pitch}
Audience: {reach}, {audience}.
Who they are: {{the three survey numbers that matter}}.
Formats: host-read spots only, about 60 seconds, one per {showUnit}, written and read by {{your name}}.
Rule: only products the host uses or would use. Blocked categories: {{categories you will not carry}}.
Package: the spot, a link and code in the {notes}, and a mention in {{your mailing list or social posts}}.`,
    marketingWisdom:
      "Marketplaces sell inventory; you sell an audience that trusts you. Use them to find brands, never to fill spots with ads you would refuse directly, and judge them by what reaches you after their share.",
  },
  {
    id: "sponsorship-events-meet-sponsors",
    name: "Meet sponsors where your {listeners} go{atSponsorEvents}",
    kinds: ["creator"],
    sponsorship: true,
    goals: ["partnerships", "revenue", "awareness"],
    stages: ON_AIR,
    channels: ["events", "sponsorships"],
    requires: [],
    uses: ["sales"],
    cost: { min: 0, max: 100 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "The brands that sell to {audience} take stands at {sponsorEvents}, with their marketing people behind the stand, so a day there puts you in front of the sponsors on your list, and of your {listeners}, in one place.",
    description:
      "Go to {sponsorEvents} with the media kit, a list of the exhibitors on your brand list, and a few {showUnit}s' worth of recording kit: meet the marketing leads at their stands, record short conversations with {listeners} for the show, and offer sponsors a day together at the next event as part of the package.",
    steps: [
      "Put the dates of {sponsorEvents} in your diary and download each exhibitor list as soon as it is published.",
      "Mark the exhibitors that are on your brand list, and email their marketing leads two weeks before to ask for ten minutes at the stand (the template below).",
      "On the day, visit those stands first, give each contact the one-page media kit, and record two or three short conversations with {listeners} for a later {showUnit}.",
      "Within two days, follow up with everyone you met: a thank-you, the media kit and one line about the pilot.",
      "Offer each sponsor a day together at the next event as part of the package, such as a live recording at their stand.",
    ],
    setupSteps: 1,
    resourcesNeeded: [
      "Tickets and travel for one or two events (within the budget)",
      "Printed media kits and a portable recorder",
      "The exhibitor lists, marked against your brand list",
    ],
    successMetrics: [
      "Ten marketing leads met at the events",
      "Follow-ups sent within two days, and pilots started from them",
      "Progress towards: {metrics}",
    ],
    template: `Subject: Ten minutes at your stand? ({product})

Hi {{first name}},

I'll be at {{the event}} on {{the day}} and saw that {{their brand}} has a stand. I make {product}, a weekly {medium} for {audience} ({reach}), and many of my {listeners} will be there too.

I'm taking on a few sponsors whose products I use myself, and {{their brand}} is on that short list. Could I stop by your stand for ten minutes on the day? I'll bring the one-page media kit.

{{your name}}
{product}, {website}`,
    marketingWisdom:
      "At an event, the exhibitors are the buyers: their marketing people are standing still for a whole day. Book the ten minutes before you go, and follow up within two days while they remember your face.",
  },
  {
    id: "sponsorship-episode-swaps",
    name: "Grow the {reachWord} sponsors pay for: promo swaps with {medium}s your {listeners} also {hear}",
    kinds: ["creator"],
    sponsorship: true,
    goals: ["awareness", "revenue"],
    stages: ON_AIR,
    channels: ["partnerships", "podcast"],
    requires: [],
    uses: [],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Every sponsor prices {product} by its {reachWord} per {showUnit}, and the people most likely to start following {product} already {hear} a {medium} like yours: a 30-second promo swapped with a show of similar size costs nothing and adds {listeners} without an extra ad.",
    description:
      "Swap short promos with {medium}s of a similar size whose {listeners} are {audience} too: each host reads or plays the other's 30-second promo once, and you record one guest appearance a month on a show that said yes.",
    steps: [
      "Record a 30-second promo for {product}: who it is for, one recent {showUnit} worth hearing, and where to find it.",
      "List 15 {medium}s whose {listeners} are {audience}, between half and double your size ({charts}, and the shows your guests mention), with one {showUnit} of each you heard.",
      "Email three hosts a week proposing a promo swap (the template below), with your promo attached so it costs them a minute.",
      "Play each promo where your own sponsor spot would not be (at the end of the {showUnit}), once per show, and note the date.",
      "Compare your {reachWord} in the two weeks after each swap with your baseline of {reachFigure}, and swap again with the shows that moved it.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A 30-second promo recorded once", "A sheet of 15 shows with their size and one {showUnit} you heard", "About an hour a week"],
    successMetrics: ["Three swaps agreed in the first two months", "The {reachWord} per {showUnit} in the two weeks after each swap, against {reachFigure}", "Progress towards: {metrics}"],
    template: `Subject: Promo swap? {product} × {{their show}}

Hi {{first name}},

I heard your {showUnit} on {{the episode you heard}}; {{what you liked about it}}.

I make {product}, a weekly {medium} for {audience} ({reach}). Our {listeners} overlap but we cover different ground, so here's a simple swap: I play your 30-second promo at the end of one {showUnit}, and you play mine. Mine is attached, so it takes you a minute.

If you'd rather, I'd also be glad to come on as a guest, or have you on {product}.

{{your name}}
{product}, {website}`,
    marketingWisdom:
      "Promo swaps work between shows of similar size and overlapping audiences; a much bigger show rarely says yes and rarely sends the right people. Judge a swap by the numbers in the two weeks after it, not by the host's audience size.",
  },
  // A newsletter written for one town: its readers wait in the same cafés and surgeries, and some pay to keep it going.
  {
    id: "sponsorship-local-signup-cards",
    name: "Sign-up cards where people in {newsTown} wait: the cafés, the library, the surgery and the station",
    kinds: ["creator"],
    sponsorship: true,
    localNews: true,
    goals: ["awareness", "signups", "revenue"],
    stages: ON_AIR,
    channels: ["flyers", "partnerships", "newsletter"],
    requires: [],
    uses: [],
    cost: { min: 20, max: 40 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    inPerson: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "The people of {newsTown} who would read {product} wait in the same few places every week (a café queue, the library, the surgery, the station), and a card there with this week's story on it reaches them where no post does; each sponsor you sell is priced by how many of them sign up.",
    description:
      "Print a small card with one line of this week's news, what {product} is and a QR code to sign up free, and ask ten places where people in {newsTown} wait to keep a stack on the counter or the noticeboard. Give each place its own sign-up link, so you can see which ones bring readers, and change the card each month.",
    steps: [
      "Make one card: this week's most-read story in one line, 'Free every week: what the council decided, what's opening, what's on', and a QR code to your sign-up page.",
      "Make ten sign-up links, one per place (your platform's source tracking, or ?from=library on the page address), and print a batch of cards for each.",
      "Ask ten places where people wait (cafés, the library, the community centre, the GP surgery's noticeboard, the station) to keep a stack, with the words below; ask each owner or manager, and put up nothing without a yes.",
      "Once a month, take new cards with the month's story and see which places brought sign-ups; move the stacks from the quiet places to the busy ones.",
      "Count sign-ups by place every month, and add them to the media kit as local proof.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A few hundred printed cards", "Ten sign-up links, one per place", "A morning a month to go round"],
    successMetrics: ["Sign-ups per place a month", "Places that keep a stack", "Progress towards: {metrics}"],
    template: `Card:
{{this week's story in one line}}
{product}: free every week, what the council decided, what's opening and what's on in {newsTown}.
Scan the code or go to {{sign-up link}}

---
What to say to the café owner or the librarian:
"I write {product}, the free weekly news for {newsTown}; {reachFigure} people here read it. Could I leave a small stack of cards on your counter? I'll bring fresh ones each month, and I'm happy to mention you in an issue."`,
    marketingWisdom:
      "A local newsletter grows the way a local paper once did: in the places people wait. A card with this week's real story on it sells the next issue better than a description of the newsletter, and a link per place tells you which doors to keep going back to.",
  },
  {
    id: "sponsorship-local-supporters",
    name: "Paying supporters: once a month, tell readers what their {supporterPrice} pays for",
    kinds: ["creator"],
    sponsorship: true,
    localNews: true,
    goals: ["revenue", "retention"],
    stages: ON_AIR,
    channels: ["newsletter", "community"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    inPerson: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Readers of {product} pay to keep it going when they can see what their money buys (a council meeting sat through, a planning story nobody else wrote), and supporters' money is the part of the income no sponsor can take away.",
    description:
      "Switch on paid support on your newsletter platform at {supporterPrice}, with the same issues for everyone. Once a month, end an issue with a short, plain ask that names what the last month's supporters paid for, and thank new supporters by first name when they agree.",
    steps: [
      "Turn on paid subscriptions on your platform (or a payment link) at {supporterPrice}, with every issue still free to all: supporters pay to keep it going, not to read it.",
      "Keep a list of what the month's work was: meetings attended, documents read, stories only {product} ran.",
      "Once a month, end an issue with the ask below, filled in with that month's list; never more often.",
      "Thank new supporters by first name in the next issue, only those who say yes to it, and once a year send supporters a short account of where the money went.",
      "Count supporters and cancellations each month; ask anyone who stops, once, what would have kept them.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["Paid subscriptions switched on", "A list of the month's work", "Ten minutes a month for the ask"],
    successMetrics: ["New supporters a month", "Supporters still paying after three months", "Progress towards: {metrics}"],
    template: `End of the issue, once a month:
{product} is free and stays free. This month it meant {{the month's work}} (a council meeting sat through, a planning file read, a story nobody else ran). If that's worth {supporterPrice} to you, you can keep it going here: {{supporter link}}. {{number}} neighbours already do. Thank you.`,
    marketingWisdom:
      "People pay for local news to keep it alive, not to unlock it: show the work, say plainly what it costs, ask at a steady rhythm, and thank people in public when they agree. A reader who sees a supporter's name they know is the next one to join.",
  },
];
