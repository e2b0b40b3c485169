import type { LibraryTactic } from "../types";
import { ALL_STAGES, BETA_ON, LIVE, TRACTION } from "./stages";

/*
 * Programmes for large budgets ($10,000-$50,000 and $50,000+ a month), for every kind of business:
 * several channels run at once, agencies and hires that carry the work, and measurement that says
 * each week or month what to cut. Hiring people or agencies is not `paid` (no money to an ad platform
 * or sponsor) but has a cost. Meta is used by two tactics at most, so a brand that leans too hard on
 * Meta still gets a full plan; developer-tool tactics use sponsorships, never ad platforms.
 */
export const SCALE_TACTICS: LibraryTactic[] = [
  // ─── Local: several locations or a large catchment ──────────────────────────────────────────────
  {
    id: "scale-local-media-plan",
    name: "A local media plan across radio, bus shelters and tight-radius search and social ads",
    kinds: ["local"],
    goals: ["awareness", "revenue"],
    stages: ALL_STAGES,
    channels: ["google-ads", "meta-ads", "paid-social", "instagram", "google-business"],
    requires: ["paid", "analytics"],
    workaround: {
      paid: "Nobody in-house who buys media? Hire a local media-buying agency on a flat monthly fee rather than a share of spend, brief it with your locations, their catchments and your goal ({metrics}), and ask for a one-page weekly table of cost per new customer by channel and location.",
      analytics: "No analyst? Ask the agency to give each channel its own code or landing page and to add a 'how did you hear about us' question at the till or in booking, then read the weekly table yourself and cut any channel that brings no new customers in six weeks.",
    },
    uses: ["design"],
    cost: { min: 12000, max: 40000 },
    paid: true,
    // Of the founder's own time: an agency or one person on the team runs it; the founder reads the weekly table.
    hoursPerWeek: 1,
    contactsIndividuals: false,
    inPerson: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "With several locations or a catchment wider than a few streets, {product} needs people across {place} to hear its name on the drive, see it at the bus stop and find it first when they search, and only a coordinated local plan does all three.",
    description:
      "A three-month local media plan run as one campaign: drive-time spots on one or two local radio stations, bus-shelter and roadside panels on the routes into each catchment, and search and social ads limited to a few kilometres around each location. Each channel carries its own code or landing page, so every week you can see which one brings new customers to which location, and every month money moves to the best one.",
    steps: [
      "Map the catchment of each location (the postcodes today's customers come from, taken from bookings, till receipts or a week of asking at the till; before opening, the streets within a ten-minute drive), and set the quarter's targets for new customers a week per location and the most you can pay for one, next to your goal ({metrics}).",
      "Brief a local media-buying agency, or buy direct: drive-time spots on the station your customers listen to, with a 30-second ad the station produces, and two to four weeks of bus-shelter panels on the roads into each catchment, booked with the outdoor owner (JCDecaux, Clear Channel or the local operator).",
      "Set up the online layer: a Google Ads search campaign per location with a 3 to 8 km radius and location assets linked to your Google Business Profile, plus Facebook and Instagram ads with the same radius showing each location's own photos.",
      "Give each channel its own tracking: a code word read on the radio and said at the counter, a short web address and QR code on the panels, UTM links on the ads, and a 'how did you hear about us' question at the till or in booking.",
      "Launch everywhere except one comparable area (another location, or one district of your catchment), which you hold back for four weeks, so the difference in new customers shows what the media added beyond normal trade.",
      "Every Monday read new customers by channel and location against your goal ({metrics}); after four weeks cut the channel with the highest cost per new customer, move its money to the best one, and roll the winning mix out to the held-back area.",
    ],
    setupSteps: 4,
    resourcesNeeded: [
      "A local media agency, or one person on your team who owns the plan",
      "Radio, outdoor and online ad bookings for three months",
      "A good photo of each location and one offer worth saying out loud",
      "A code per channel and a 'how did you hear about us' question at every till",
    ],
    successMetrics: [
      "Cost per new customer by channel and location, read weekly",
      "New customers in the campaign areas against the held-back one",
      "Progress towards: {metrics}",
    ],
    template: `Radio spot (30 seconds, read by the presenter)
Out and about in {place} this week? {product} is closer than you think: {{your address or locations}}. {{what makes you different}}. Say "{{radio code word}}" at the counter before the end of the month for {{your offer}}. {product}: find your nearest one at {website}.

---
Bus-shelter panel (read from a passing car, so six words at most)
{product}. {{what makes you different}}.
{{your address or locations}} · {website}

---
Search and social ads
Headline: {product}, a few minutes from you
Text: {{what makes you different}}. Say "{{radio code word}}" at {product} in {place} for {{your offer}}.`,
    marketingWisdom:
      "Offline media works through frequency in a small area: a few drive-time slots every weekday on one station do more than one big burst across many. Give every channel its own code, as Traction advises for any channel test, but judge radio and outdoor on the lift against the held-back area, because many people who heard the ad will never say the code.",
  },
  {
    id: "scale-local-community-sponsorship-events",
    name: "A year-round community sponsorship and events programme across your catchment",
    kinds: ["local"],
    goals: ["awareness", "revenue"],
    stages: ALL_STAGES,
    channels: ["sponsorships", "events", "community"],
    requires: [],
    uses: ["community", "design"],
    cost: { min: 12000, max: 25000 },
    paid: true,
    hoursPerWeek: 4,
    contactsIndividuals: false,
    inPerson: true,
    timeFrame: "Ongoing",
    impact: "Medium Impact",
    why: "People in {place} notice who turns up for the races, festivals and causes they care about, and a year of visible support makes {product} the local name they already trust when they need what you sell.",
    description:
      "Choose four to six anchors for the year in the areas your locations serve (a fun run, the summer festival, a youth league, the food-bank drive) and sponsor them as a named supporter who is there on the day, with a stand, a tasting or a hands-on demo. Add one event of your own each quarter at a location, run with a local club or charity. Every event hands out its own code, so each one is judged on the new customers it brings.",
    steps: [
      "List the events and causes that draw crowds in each catchment over the next twelve months (the council's events calendar, running clubs, school and youth leagues, food festivals, charity drives), and score each on how many {audience} attend and whether your team can be there on the day.",
      "Choose four to six and agree each package in writing: naming, a stand or table on the day, mentions in the organiser's emails and social posts, and the right to hand out a code; keep a share of the budget for your own quarterly events.",
      "Prepare the kit once: a branded gazebo or table, samples or something to try, a card with a QR code and a code for each event, and a simple sign-up form for people who want to hear from you.",
      "Host one event of your own each quarter at a location, such as a {{kind of evening}} with a local club or charity that gets part of the takings.",
      "After each event, count code redemptions and sign-ups over the four weeks that follow, and work out the cost per new customer against your goal ({metrics}).",
      "Every quarter, drop the sponsorship with the fewest new customers for its cost, renew the best one on a longer term, and tell its organiser what worked so next year's package is built around it.",
    ],
    setupSteps: 3,
    resourcesNeeded: [
      "Sponsorship fees for four to six events a year",
      "A stand kit: gazebo or table, samples, cards with codes",
      "Two or three staff for each event day",
    ],
    successMetrics: [
      "Codes redeemed and new customers per event, counted monthly",
      "Cost per new customer for each sponsorship",
      "Progress towards: {metrics}",
    ],
    template: `Subject: {product} would like to support {{event name}} this year

Hi {{first name}},

I'm writing from {product}. We're part of {place}, and a lot of our customers come to {{event name}} every year, so we'd like to be part of it properly: present on the day, with our own team.

What we'd like to offer:
- Support as a named sponsor, with the amount to agree together
- A stand on the day with {{what you'd bring}}
- A code for everyone who stops by, with part of the day's takings going to your cause

In return we'd ask for a mention in your emails and posts, and a good spot on the day. Could we find half an hour next week to go through it?

{{your name}}, {product}
{website}`,
    marketingWisdom:
      "Sponsorship pays back when you are present, not when your logo is: people remember the business handing out water at the finish line. Ask each organiser for last year's attendance, and decide renewals on the new customers each code brought, because goodwill alone is hard to budget for.",
  },
  {
    id: "scale-local-loyalty-crm-programme",
    name: "A loyalty and customer-data programme across your locations, run by a CRM marketer",
    kinds: ["local"],
    goals: ["retention", "revenue"],
    stages: LIVE,
    channels: ["loyalty", "email-marketing", "sms"],
    requires: [],
    uses: ["analytics", "content"],
    cost: { min: 12000, max: 25000 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: true,
    inPerson: true,
    timeFrame: "Ongoing",
    impact: "High Impact",
    why: "{product}'s regulars in {place} already know the way in, and a programme that remembers each of them and brings them back a week sooner is worth more than most campaigns for new customers.",
    description:
      "A loyalty scheme that works at every till and online (your till system's own, such as Square Loyalty, Toast or Lightspeed, or a branded app from a provider such as Como), tied to one customer record, with opt-in email and text messages for birthdays, lapsed regulars and new-season launches. A part-time or freelance CRM marketer runs it, and every flow is measured against a small group of members who do not get it.",
    steps: [
      "Choose a loyalty tool that works with the till system at every location, so visits count wherever a customer buys, and collect consent for email and text messages at sign-up as your country's rules require.",
      "Hire a freelance or part-time CRM marketer and brief them with the number to move (visits per regular per month, and your goal: {metrics}), the reward you can afford on each visit, and a one-page monthly report.",
      "Set up the automated flows: a welcome after sign-up, a birthday treat, a 'we miss you' note after {{lapsed days}} days without a visit, and a thank-you at each reward level.",
      "Launch at every till with a counter card and one line the staff say at payment, and set a target of members signed per location per week.",
      "Keep 10% of members out of each flow as a holdout, and every month compare their visits and spend with the members who got it.",
      "Each month, switch off any flow that brings no extra visits over the holdout, and test one new reward or message in its place.",
    ],
    setupSteps: 3,
    resourcesNeeded: [
      "A loyalty tool that connects to your tills",
      "A freelance or part-time CRM marketer",
      "Counter cards at every till and a reward you can afford",
    ],
    successMetrics: [
      "Members signed per location per week",
      "Extra visits and spend per member against the holdout, monthly",
      "Progress towards: {metrics}",
    ],
    template: `Counter card (next to every till)
Every visit to {product} counts, in store and online.
Join {product} Rewards at the till or at {website}: {{reward rule}}, plus a treat on your birthday.
Ask us to sign you up. It takes twenty seconds.

---
Welcome text (sent right after sign-up)
Welcome to {product} Rewards, {{first name}}! You start with {{starting points}}. Show this number at any till: {{member number}}. Reply STOP to opt out.`,
    marketingWisdom:
      "A loyalty scheme is worth what it changes, so measure it against members who did not get the message, not against last year. Keep the rule simple enough for staff to explain in one sentence at the till; the schemes that work are the ones customers are invited to join every single time.",
  },

  // ─── Consumer apps and games ────────────────────────────────────────────────────────────────────
  {
    id: "scale-app-install-multi-network",
    name: "App-install campaigns across four networks with incrementality tests",
    kinds: ["consumer-app"],
    goals: ["signups", "revenue"],
    stages: TRACTION,
    channels: ["google-ads", "meta-ads", "tiktok-ads", "tiktok", "app-store", "video"],
    requires: ["paid", "analytics"],
    workaround: {
      paid: "No user-acquisition experience in the team? Hire a mobile UA agency or a freelance UA manager on a fixed fee, brief them with your target cost per user still active on day 7 and your goal ({metrics}), and ask for a weekly table by network and by ad rather than a slide deck.",
      analytics: "No analyst? Have the agency or a mobile measurement freelancer set up AppsFlyer or Adjust and run the monthly on/off tests, and require every weekly report to show spend, installs and day-7 users per network.",
    },
    uses: ["design"],
    cost: { min: 12000, max: 60000 },
    paid: true,
    hoursPerWeek: 3,
    contactsIndividuals: false,
    timeFrame: "Ongoing",
    impact: "High Impact",
    why: "Once {product} keeps the users it gets, spreading spend across several install networks finds more {audience} {geo} than one network can, and incrementality tests show which networks bring users who would not have come anyway.",
    description:
      "Run app-install campaigns on Apple Search Ads, Google App Campaigns, TikTok and Meta at the same time, measured in one mobile measurement platform and fed with new short video ads every week. Each month one network is switched off in a group of regions for two weeks to see how many installs it really adds, and money moves to the networks whose extra users cost least.",
    steps: [
      "Set up measurement before spending more: a mobile measurement platform (AppsFlyer, Adjust or Singular) with SKAdNetwork on iOS, revenue and day-7 retention reported per campaign, and one written target: the most you can pay for a user still active on day 7, from what a user is worth in their first 90 days.",
      "Brief your UA agency or UA lead and open four networks, each with a weekly cap: Apple Search Ads on your name and category phrases, Google App Campaigns, TikTok app campaigns and Meta app campaigns, with age and country targeting kept within each platform's rules for your audience.",
      "Build a pipeline of 10-20 new short vertical ads a month from app footage and screen recordings, with the app's best moment in the first two seconds.",
      "Launch, and every Monday read spend, installs and cost per day-7 user per network and per ad against the target and your goal ({metrics}); pause ads above the target after seven days and replace them with new cuts of the winners.",
      "Each month run one incrementality test: switch one network off for two weeks in a group of comparable countries or regions (or use the network's own lift study), and compare total installs there with the regions left on.",
      "Move money monthly to the networks whose extra users cost least, cut any network whose test shows little lift, and raise caps by at most 20-30% a week so each network's bidding keeps learning.",
    ],
    setupSteps: 3,
    resourcesNeeded: [
      "A UA agency or UA manager",
      "A mobile measurement platform subscription",
      "10-20 new short ads a month",
      "A written target cost per user still active on day 7",
    ],
    successMetrics: [
      "Cost per user still active on day 7, per network, every week",
      "Extra installs per network from the monthly on/off test",
      "Progress towards: {metrics}",
    ],
    template: `Brief to the UA agency or lead
Subject: {product} app-install brief for this month

Hi {{first name}},

Here is this month's brief.
- The app: {pitch}
- Who we want: {audience} {geo}, with age targeting kept within each platform's rules
- Networks: Apple Search Ads, Google App Campaigns, TikTok, Meta
- Target: cost per user still active on day 7 at or under {{your target}}
- Test this month: {{network to pause}} off for two weeks in one group of comparable regions
- Report: every Monday, spend, installs and day-7 users per network and per ad

---
Ad script (15 seconds, vertical)
0-2s: {{the best moment}} with the words "{{hook in six words}}"
2-12s: one real action in {product}, one result
12-15s: the {product} icon and "On the App Store and Google Play"`,
    marketingWisdom:
      "Attributed installs flatter every network, because each one claims users who would have come anyway; only switching a network off somewhere shows what it adds. At scale, ad fatigue rather than targeting is what usually raises costs, so the weekly supply of new ads matters more than the settings.",
  },
  {
    id: "scale-app-creator-streamer-agency",
    name: "A creator and streamer programme at scale, run by an agency",
    kinds: ["consumer-app"],
    goals: ["awareness", "signups"],
    stages: ALL_STAGES,
    channels: ["influencers", "sponsorships", "youtube", "tiktok", "app-store", "video"],
    requires: [],
    uses: ["social", "analytics"],
    cost: { min: 12000, max: 50000 },
    paid: true,
    hoursPerWeek: 3,
    contactsIndividuals: false,
    timeFrame: "Ongoing",
    impact: "High Impact",
    why: "{audience} {geo} find new apps and games through the streamers and creators they watch, and an agency can run dozens of paid, clearly labelled deals a month that no founder has the time to manage.",
    description:
      "An influencer agency books adult creators and streamers on YouTube, TikTok and Twitch every month, handles contracts, disclosure and payment, and reports installs per creator through tracked store links. All contact goes through the creators' business addresses or their management and never with their viewers, and every piece is suitable for everyone who watches, including under-18s.",
    steps: [
      "Shortlist three agencies that have run app or game launches (ask each for two past campaigns with their cost per install), and brief the one you choose with your target cost per user still active on day 7, your goal ({metrics}) and the rules in the next step.",
      "Write the rules into the contract: adult creators only, business contacts only, the platform's paid-promotion label and #ad on every post, content suitable for a young audience, no giveaways or pressure to buy, and your right to reuse clips as ads for 90 days.",
      "Create one tracked store link per creator (campaign links in App Store Connect and Google Play Console, or your measurement platform's links) and an in-app reward code per creator, so installs and sign-ups can be counted for each one; during an open beta the links go to your TestFlight or Google Play testing page, and before release to the App Store pre-order or Google Play pre-registration page.",
      "Start with a first wave of 15-30 small and mid-size creators on flat fees, plus two or three larger streamers for a sponsored stream, spread over the month.",
      "Every week read installs (before release, pre-registrations), day-7 users and cost per day-7 user for each creator against the target; every month rebook the top third on longer deals, drop the bottom half and have the agency replace them.",
    ],
    setupSteps: 3,
    resourcesNeeded: [
      "An influencer agency on a monthly fee",
      "Creator fees for 15-30 creators a month",
      "Tracked store links and reward codes, one per creator",
    ],
    successMetrics: [
      "Cost per user still active on day 7, per creator, every week",
      "Share of creators rebooked each month",
      "Progress towards: {metrics}",
    ],
    template: `Creator brief: {product}, {{campaign month}}

About the app: {pitch}
Who watches you and uses {product}: {audience}.
The one moment to show: {{the moment}}
Must do: play or use {product} on stream or on camera your way, turn on the platform's paid-promotion label, say #ad, and share your own store link: {{creator store link}}
Please don't: promise prizes, ask viewers to message you or us, or show anything unsuitable for a young audience.
Deliverables and dates: {{deliverables and dates}}
Reuse: we may run your clip as an ad for 90 days.
Payment: a flat fee through the agency, within 14 days of posting.`,
    marketingWisdom:
      "Creators work when they are free to show the product their way: brief the one moment, not a script, and let their audience's reaction do the selling. Rank them by users who stay, not by views, because a big stream to the wrong audience is the most expensive kind of reach.",
  },

  // ─── Courses, communities and creators ──────────────────────────────────────────────────────────
  {
    id: "scale-creator-newsletter-podcast-sponsorships",
    name: "Newsletter and podcast sponsorships at scale for a course or membership launch",
    kinds: ["creator"],
    goals: ["signups", "revenue"],
    stages: LIVE,
    channels: ["sponsorships", "newsletter", "podcast"],
    requires: [],
    uses: ["content", "analytics"],
    cost: { min: 12000, max: 40000 },
    paid: true,
    hoursPerWeek: 4,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "The {audience} who would buy {product} already read a handful of newsletters and listen to a few podcasts every week, and sponsoring twenty of them around the launch puts a trusted recommendation in front of far more of them than your own list reaches.",
    description:
      "Book 15-30 sponsored placements in the newsletters and podcasts your buyers read and hear, timed to land in the four weeks before the doors open, each pointing to a free lesson or the waitlist with its own link or code. Every week you read cost per waitlist sign-up and per buyer for each placement, and after the launch you rebook only the ones that paid back.",
    steps: [
      "Ask your current buyers and waitlist which newsletters and podcasts they follow (one question at sign-up or a two-question survey), and build a list of 40-60 from their answers, from sponsorship platforms (Passionfroot, beehiiv's ad network, Podcorn) and from the shows your peers sponsor.",
      "Request each one's media kit (audience size, open or download numbers, past sponsor results, price, open dates), and rank them on cost per thousand engaged readers or listeners and on how close their audience is to {audience}.",
      "Set the offer every placement points to: a free lesson or the waitlist page at {website}, with a short vanity address or code per placement and a 'where did you hear about us' question on the form.",
      "Book a first wave of 15-20 placements across the four weeks before the doors open, mixing host-read podcast spots and newsletter slots, and send each host a short brief with three points to say in their own words.",
      "Every week log sign-ups, buyers and cost per buyer for each placement against your goal ({metrics}); after the launch, rebook the top quarter for the next one, drop the rest, and test ten new shows and newsletters.",
    ],
    setupSteps: 3,
    resourcesNeeded: [
      "Sponsorship fees for 15-30 placements",
      "A free lesson or waitlist page that converts cold visitors",
      "A code or vanity address for every placement",
    ],
    successMetrics: [
      "Cost per waitlist sign-up and per buyer, per placement, every week",
      "Share of launch sales that came through sponsored placements",
      "Progress towards: {metrics}",
    ],
    template: `Subject: A sponsorship before our launch

Hi {{first name}},

I run {product}, for {audience}. Many of the people in our programme read or listen to you, so we'd like to book a sponsorship in the four weeks before our doors open on {{launch date}}. Could you send your media kit and open dates?

Thanks,
{{your name}}

---
Host-read spot or newsletter slot (about 60 words)
This week's sponsor is {product}. {pitch} Before the doors open on {{launch date}}, there's a free lesson for you: {{what the lesson teaches}}. Get it at {website} and use the code {{placement code}} so they know we sent you.`,
    marketingWisdom:
      "A host's own recommendation converts far better than an ad read word for word, so give three points and let them say it their way. Judge each placement on buyers, not clicks, and give podcasts a few weeks before cutting them, because listeners act later than readers.",
  },
  {
    id: "scale-creator-content-production-team",
    name: "A content production team: an editor, a video editor and a producer",
    kinds: ["creator"],
    goals: ["awareness", "signups"],
    stages: ALL_STAGES,
    channels: ["youtube", "video", "newsletter", "podcast"],
    requires: [],
    uses: ["content", "social"],
    cost: { min: 12000, max: 30000 },
    paid: false,
    hoursPerWeek: 5,
    contactsIndividuals: false,
    timeFrame: "Long-term",
    impact: "High Impact",
    why: "{product} grows with every useful lesson that {audience} find and share, and a small production team lets the founder record once a week while the team turns it into a full week of videos, clips and newsletter issues.",
    description:
      "Hire three freelancers or part-timers: a managing editor who plans and writes, a video editor who cuts one long recording into a YouTube lesson and short clips, and a producer who books guests, runs the calendar and publishes. The founder records one long session a week; the team ships everything else and reports every month which pieces brought sign-ups and buyers.",
    steps: [
      "Write down the weekly output the team owns (one long YouTube lesson, six to ten short clips, one newsletter issue, one podcast episode if you run a show) and the numbers it must move: email sign-ups, waitlist joins and your goal ({metrics}).",
      "Hire through your own network, Contra, Upwork or a media job board, with a paid test piece for each role cut from one of your old recordings, and agree monthly retainers with 30 days' notice on either side.",
      "Set the weekly rhythm: the founder records on {{recording day}}, the editor has drafts ready in 48 hours, the founder approves in one sitting, and the producer publishes and schedules the week.",
      "Put one tracked link or free download in every piece, so sign-ups and buyers can be counted by format and topic.",
      "Every month rank formats and topics by sign-ups and buyers per hour of team time, drop the bottom third and make more of what sells; at 90 days keep, change or end each role against your goal ({metrics}).",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "Three monthly retainers: editor, video editor, producer",
      "A content calendar and a shared drive for recordings",
      "One half-day a week of the founder's time to record",
    ],
    successMetrics: [
      "Pieces shipped each week against the plan",
      "Sign-ups and buyers per format, every month",
      "Progress towards: {metrics}",
    ],
    template: `Job post: video editor for {product} (freelance, ongoing)

{product} teaches {audience}. {pitch}
Every week our founder records one long lesson. You turn it into:
- one edited YouTube lesson with chapters, captions and a thumbnail brief
- six to ten short vertical clips, each with one idea and a hook in the first two seconds
Turnaround: 48 hours from recording. Tools: {{your editing tools}}.
Paid test: one lesson and three clips from a past recording, paid at your rate.
Pay: a monthly retainer for about {{hours a week}} hours a week.
To apply: send three clips you cut, with the numbers they got, to {{your email}}.`,
    marketingWisdom:
      "Consistency beats polish: a team that ships one good lesson every week for a year builds more audience than a studio that ships a great one each quarter. Count each piece by the sign-ups it brings rather than its views, so the team makes more of what fills the course.",
  },

  // ─── Developer tools ────────────────────────────────────────────────────────────────────────────
  {
    id: "scale-devtool-devrel-conference-programme",
    name: "A developer relations hire and a conference sponsorship programme",
    kinds: ["devtool"],
    goals: ["awareness", "signups"],
    stages: BETA_ON,
    channels: ["sponsorships", "speaking", "events", "github", "docs"],
    requires: [],
    uses: ["community", "content"],
    cost: { min: 15000, max: 45000 },
    paid: true,
    hoursPerWeek: 3,
    contactsIndividuals: true,
    timeFrame: "Long-term",
    impact: "High Impact",
    why: "The {audience} who adopt a tool like {product} trust people who write code in front of them, and a developer advocate at the conferences they already attend earns that trust faster than any campaign.",
    description:
      "Hire one developer advocate (in-house, or a DevRel consultancy while you hire) whose job is workshops, conference talks, sample apps and answering questions where developers ask them, and give them a budget for four to eight conference sponsorships a year, chosen by where your users go. Every workshop, talk and booth points to one tracked link to the quick start per conference.",
    steps: [
      "Write the role around outcomes: activated users (people who ran {product} on real work, from a trial or an install) and projects shipped by users each quarter, plus your goal ({metrics}); hire from your own users or contributors if you can, or retain a DevRel consultancy for the first six months.",
      "Pick four to eight conferences for the year from where your users say they go (ask in the sign-up form or your chat), and book sponsor packages that include a workshop or talk slot as well as a booth.",
      "Prepare a conference kit: a 45-minute hands-on workshop that ends with something running, a starter repo on GitHub, and a QR code per conference leading to the quick start with UTM tags and a 'where did you hear about us' field.",
      "At each conference, run the workshop, staff the booth with engineers, and within 48 hours send the workshop code and docs to the people who asked for them.",
      "Every month count activated users and paid conversions per conference and per piece of content against your goal ({metrics}); take the conference with the highest cost per activated user off next year's list, and move its money to the best one or to a workshop in a new city.",
    ],
    setupSteps: 3,
    resourcesNeeded: [
      "A developer advocate's salary or a DevRel consultancy's retainer",
      "Sponsor packages for four to eight conferences a year",
      "A workshop, a starter repo and a tracked link per conference",
    ],
    successMetrics: [
      "Activated users per conference and cost per activated user, monthly",
      "Projects and sample apps shipped by users each quarter",
      "Progress towards: {metrics}",
    ],
    template: `Job post: Developer advocate at {product}

{pitch} We build for {audience}, and we're hiring our first developer advocate.
What you'll do: run hands-on workshops at four to eight conferences a year, write sample apps and tutorials, improve the docs from the questions you hear, and answer developers where they ask.
How we'll measure it: developers who run {product} on real work, and projects they ship with it.
You have: shipped production code with tools like ours, and taught other developers something hard.
Apply at {website} with a talk, a post or a repo you're proud of.

---
Subject: Workshop sponsorship at {{conference name}}

Hi {{first name}},

We make {product}, and many of our users attend {{conference name}}. We'd like to sponsor with a hands-on workshop slot and a small booth. Could you send this year's sponsor packages and the slots still open?

{{your name}}`,
    marketingWisdom:
      "Developers remember the workshop where the thing they built actually ran, long after they forget the swag, so spend sponsorship money on time in front of them with code. Developer relations is slow to show in the numbers: agree the measures before the hire and read them monthly, not daily.",
  },
  {
    id: "scale-devtool-sponsorships-tracked-trials",
    name: "Developer newsletter, podcast and YouTube sponsorships at scale with tracked trials",
    kinds: ["devtool"],
    goals: ["awareness", "signups"],
    stages: BETA_ON,
    channels: ["sponsorships", "newsletter", "podcast", "youtube", "video"],
    requires: [],
    uses: ["content", "analytics"],
    cost: { min: 12000, max: 40000 },
    paid: true,
    hoursPerWeek: 3,
    contactsIndividuals: false,
    timeFrame: "Ongoing",
    impact: "High Impact",
    why: "The {audience} who would use {product} follow a few trusted newsletters, podcasts and YouTube channels, and a steady portfolio of sponsorships there, each with its own tracked link, shows which ones bring developers who stay.",
    description:
      "Run a monthly portfolio of 10-20 sponsorships across developer newsletters (TLDR, Console, Bytes and the weeklies for your language), podcasts (Changelog, Syntax, Software Engineering Daily and smaller ones for your niche) and YouTube channels that teach your stack, each with its own UTM link and code. Every month the bottom third is cut and the top third rebooked for a quarter.",
    steps: [
      "Build the list from your users' answers (a 'where did you hear about us' field at sign-up and a one-question survey of active users), then request media kits, with past sponsors' click and sign-up numbers, from 30 candidates.",
      "Set up tracking before booking: one UTM link and one code per placement (trial credit for a hosted product, or just a tag for open source), landing straight on the quick start, and a weekly report of trials or installs, activated users and paid conversions by placement.",
      "Write one honest, useful piece per format: a three-line newsletter item with one command to try, three points for podcast hosts to say their way, and a 60-second segment brief for YouTube that shows {product} solving a real problem on screen.",
      "Book the first month's portfolio, 10-20 placements spread across formats so that no single one decides the test.",
      "Every week read trials or installs and activated users per placement against your goal ({metrics}); every month cut the bottom third by cost per activated user, rebook the top third for a quarter, and try five new placements.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "Sponsorship fees for 10-20 placements a month",
      "A UTM link and a code for every placement",
      "A quick start that works for cold visitors",
    ],
    successMetrics: [
      "Cost per activated user for each placement, monthly",
      "Activated users and paid conversions from sponsorships, weekly",
      "Progress towards: {metrics}",
    ],
    template: `Newsletter item (about 50 words)
{product}: {pitch} Try it in five minutes: {{one command to try}}. Extra trial credit with the code {{trial code}} at {website}?utm_source={{placement}}

---
Podcast host points (say them your way)
1. What it is: {product}, built for {audience}.
2. What makes it different: {{the one honest difference}}.
3. Try it: {website}, with the code {{trial code}} for extra trial credit.

---
Subject: Sponsoring {{placement}} next quarter

Hi {{first name}}, we make {product} and many of our users follow you. Could you send your media kit, open dates and results from past developer-tool sponsors?`,
    marketingWisdom:
      "Developers ignore sponsor reads that sound like marketing and reward ones that teach: one command they can run beats a tagline. Judge each placement on activated users rather than clicks, and give every channel at least two placements before cutting it, since one issue can land in a slow week.",
  },
  {
    id: "scale-devtool-technical-content-team",
    name: "A technical content team for docs, sample apps and tutorials that bring in users",
    kinds: ["devtool"],
    goals: ["signups", "retention"],
    stages: ALL_STAGES,
    channels: ["docs", "github", "seo"],
    requires: [],
    uses: ["content", "seo"],
    cost: { min: 15000, max: 35000 },
    paid: false,
    hoursPerWeek: 3,
    contactsIndividuals: false,
    timeFrame: "Long-term",
    impact: "High Impact",
    why: "Developers evaluating {product} judge it by its docs and examples before they ever reach pricing, and a dedicated team that keeps them complete and adds a tutorial every week turns searches into activated users.",
    description:
      "Hire two technical writers who code (freelance or in-house) and a part-time engineer for sample apps, or retain a technical content agency, to own the docs, a weekly tutorial for the searches developers make, and a starter repo for each popular stack. Every piece is measured monthly by the trials, installs and activated users it brings.",
    steps: [
      "Find the gaps: export the questions from support, GitHub issues and your chat (before launch, from your early testers), and the searches that bring developers to the docs today, and list the 30 tutorials and 10 starter repos they point to.",
      "Hire or retain the team with a paid test: one tutorial written from a real support question, checked by running every step on a clean machine.",
      "Set up measurement: each tutorial and repo links to sign-up or install with its own UTM tag, and a monthly report shows visits, trials or installs, and activated users per page.",
      "Ship one tutorial a week and one starter repo a fortnight, each tested end to end before it goes live, and fix the docs page behind every repeated support question.",
      "Every month rank pages by activated users against your goal ({metrics}); update the top ten, stop writing on topics that brought no new users after 90 days, and add the next ten searches from your SEO report.",
    ],
    setupSteps: 3,
    resourcesNeeded: [
      "Two technical writers and a part-time engineer, or a technical content agency",
      "A clean test machine or container for checking every tutorial",
      "UTM links and a monthly report of new users per page",
    ],
    successMetrics: [
      "Activated users who started from docs and tutorials, monthly",
      "Repeated support questions closed by a docs fix",
      "Progress towards: {metrics}",
    ],
    template: `Brief: tutorial {{tutorial number}} for {product}

Reader: {audience} who searched "{{the search phrase}}" and are new to {product}.
Promise in the title: how to {{the task}} with {product} in {{time it takes}}.
Outline:
1. What you'll build, with a screenshot of the result
2. Install in one line, with the exact versions tested
3. The steps, each with code that runs as written
4. What to try next, with a link to the starter repo on GitHub
Done when: a colleague follows it on a clean machine in one go, and every link to {product} carries utm_source=tutorial.
Where readers start: {website}`,
    marketingWisdom:
      "For a developer tool the documentation is the marketing: every page is a landing page for someone in the middle of a task. Write each tutorial from a real question and test it on a clean machine, because an example that fails at step three loses the reader for good.",
  },

  // ─── B2B for small businesses ───────────────────────────────────────────────────────────────────
  {
    id: "scale-smb-paid-search-review-sites",
    name: "Paid search and Capterra/G2 pay-per-click with a monthly cost-per-trial target",
    kinds: ["b2b-smb"],
    goals: ["signups", "revenue"],
    stages: LIVE,
    channels: ["google-ads", "reviews"],
    requires: ["paid", "analytics"],
    workaround: {
      paid: "Nobody who runs ads? Hire a B2B pay-per-click freelancer or agency on a flat monthly fee, brief them with your cost-per-trial target and your goal ({metrics}), and ask for search terms, spend and trials per campaign every Monday.",
      analytics: "No analyst? Ask the freelancer to send every trial to your CRM with its campaign attached and to keep one sheet of spend, trials and paying customers per campaign, which you read yourself each week.",
    },
    uses: ["content"],
    cost: { min: 12000, max: 40000 },
    paid: true,
    hoursPerWeek: 3,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "{audience} compare tools on Google and on Capterra and G2 when they are ready to switch, so paying to appear there puts {product} in front of them at the moment they choose.",
    description:
      "Run Google Ads and Microsoft Ads on category, problem and competitor searches, plus pay-per-click listings on Capterra, GetApp and Software Advice and paid placements on G2, all held to one number: a monthly cost-per-trial target, and cost per paying customer once 60 days of data are in. Money moves every month to the campaigns under target.",
    steps: [
      "Set the target: from your trial-to-paid rate and what a customer is worth, work out the most you can pay per trial, and write it down next to your goal ({metrics}).",
      "Set up tracking: trials and first payments from every campaign land in your CRM with the source attached, and are imported back into Google Ads so it learns from paying customers as well as sign-ups.",
      "Launch search campaigns in three groups: the category ('{{category}} software for small businesses'), the problem, and '{competitor} alternative', with exact and phrase match and a list of negative keywords from day one.",
      "Complete your Capterra and G2 profiles with real customer reviews, then bid on your two or three main categories there, starting at the floor bid and raising it only where the trial rate holds.",
      "Every Monday read spend, trials and cost per trial per campaign and category against the target; pause anything above it two weeks in a row and move its money to what sits below.",
      "Each month, once trials have had time to convert, switch from cost per trial to cost per paying customer, and cut the campaigns whose trials rarely pay.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "Ad spend for search and review-site clicks",
      "A PPC freelancer or agency if nobody in-house runs ads",
      "Trials tracked to their campaign in your CRM",
    ],
    successMetrics: [
      "Cost per trial against the target, every week",
      "Cost per paying customer per campaign, every month",
      "Progress towards: {metrics}",
    ],
    template: `Search ad, category group
Headline 1: {product}: {{category}} software
Headline 2: Built for {audience}
Headline 3: Start your free trial today
Description: {pitch} Set up in an afternoon.

Search ad, alternative group
Headline 1: A {competitor} alternative
Headline 2: Switch to {product} in a day
Description: {{the one reason people switch}}. From {price}. We move your data for you.

---
Capterra and G2 listing, first lines
{product} is {{category}} software for {audience}. {pitch} Customers choose it for {{the one reason people switch}}.`,
    marketingWisdom:
      "Pay first for searches that show intent to buy, such as competitor alternatives and category terms, and only then for broad problem searches. Review-site clicks cost more than search clicks but often convert better, because the buyer arrives already comparing, so judge both on trials that become paying customers.",
  },
  {
    id: "scale-smb-events-partner-marketing",
    name: "An events and partner-marketing programme with the associations and tools your buyers use",
    kinds: ["b2b-smb"],
    goals: ["revenue", "partnerships", "awareness"],
    stages: TRACTION,
    channels: ["events", "partnerships", "trade-shows", "sponsorships", "webinar", "newsletter"],
    requires: [],
    uses: ["sales", "community"],
    cost: { min: 12000, max: 35000 },
    paid: true,
    hoursPerWeek: 5,
    contactsIndividuals: true,
    timeFrame: "Long-term",
    impact: "High Impact",
    why: "{audience} buy from vendors they met at their association's show or that their accountant, supplier or software recommends, and a year-round programme with those partners reaches them where they already trust the source.",
    description:
      "A programme in two halves: exhibiting at or sponsoring the four to six regional trade shows and association conventions your buyers attend, and a co-marketing plan with three partners (a tool they already run, their trade association, the advisers they use), with a joint webinar, a joint offer and a shared budget each quarter. Every lead is tagged with its source, so the programme is judged on paying customers.",
    steps: [
      "Ask your 20 best customers which shows they go to, which association they belong to and which tools and advisers they rely on, and pick four to six shows and three partners from the answers.",
      "Agree each partner plan in writing: a joint webinar each quarter, a piece in their newsletter, a shared offer for their customers, and who follows up which leads.",
      "Prepare the show kit once: a stand that says what {product} does in eight words, a live demo on a tablet, a show-only offer, and a lead form that records the show's name.",
      "Before each show, write to customers and prospects in the region to book meetings at the stand; exhibit, and follow up within two working days with everyone who asked for it.",
      "Every month count leads, trials and paying customers by show and by partner against your goal ({metrics}); after each quarter drop the show or partner with the highest cost per paying customer and put its share into the best one.",
    ],
    setupSteps: 3,
    resourcesNeeded: [
      "Exhibitor and sponsorship fees for four to six shows a year",
      "A stand kit, a demo tablet and a lead form",
      "A shared co-marketing budget with each partner",
    ],
    successMetrics: [
      "Paying customers and cost per paying customer by show and by partner, monthly",
      "Meetings booked before each show",
      "Progress towards: {metrics}",
    ],
    template: `Subject: A joint plan for {{their tool}} customers and {product}

Hi {{first name}},

Many of your customers are {audience}, and so are ours. {pitch} It works alongside {{their tool}}, and our shared customers already use both.

I'd like to propose a small joint plan for next quarter:
- One joint webinar for both sets of customers on {{topic}}, hosted by you, produced by us
- A short piece for your newsletter, with an offer for your customers only
- A shared stand or demo at {{show name}}, costs split

We'd cover the webinar production and the follow-up. Could we find 20 minutes next week to agree it?

{{your name}}, {product}
{website}`,
    marketingWisdom:
      "At a show, the meetings booked beforehand are worth more than the footfall, so spend the month before writing to buyers in the region. Partnerships, in Traction's sense, work when both sides gain something they can count: agree the joint offer and who owns the follow-up before any webinar goes on the calendar.",
  },
  {
    id: "scale-smb-content-studio",
    name: "A content studio producing case studies and comparison pages every month",
    kinds: ["b2b-smb"],
    goals: ["revenue", "signups"],
    stages: BETA_ON,
    channels: ["case-studies", "video", "calls", "seo"],
    requires: [],
    uses: ["content", "seo"],
    cost: { min: 12000, max: 30000 },
    paid: false,
    hoursPerWeek: 3,
    contactsIndividuals: true,
    timeFrame: "Long-term",
    impact: "High Impact",
    why: "{audience} want proof from a business like theirs before they switch from {competitor}, and a studio that turns customer stories and honest comparisons into pages, short videos and sales material every month gives them that proof wherever they look.",
    description:
      "Retain a B2B content agency, or hire a writer and a freelance videographer, to produce two customer case studies built around one number, two honest comparison pages against the tools your buyers weigh you against, and short videos cut from the customer interviews, every month. Every piece is tracked to the trials and deals it touched, and formats that no buyer opens are stopped.",
    steps: [
      "Pick the pieces with the most pull: the five customers (beta users count) with the clearest result, and the three alternatives prospects mention most (from lost-deal notes and a 'what else did you look at' question at sign-up).",
      "Brief the studio with a fixed format: a 30-minute customer interview, a one-page case study around one number, a 90-second video, and comparison pages that say honestly where {competitor} is the better choice.",
      "Set up measurement: every page has its own tracking, and your CRM records which pieces a buyer saw before paying.",
      "Publish two case studies and two comparison pages a month, send each new case study to trial users in the same industry, and hand the sales team the PDF the day it goes live.",
      "Every month count trials started and deals touched by each piece against your goal ({metrics}); update the comparison pages whenever a competitor changes, and stop the formats that buyers have left unopened for 90 days.",
    ],
    setupSteps: 3,
    resourcesNeeded: [
      "A content agency retainer, or a writer and a freelance videographer",
      "Five customers willing to share a result",
      "Page-level tracking and CRM notes on what buyers saw",
    ],
    successMetrics: [
      "Trials and deals touched by each piece, monthly",
      "Case studies and comparison pages published against the plan",
      "Progress towards: {metrics}",
    ],
    template: `Subject: Could we tell your story with {product}?

Hi {{first name}},

Your team has been using {product} for {{how long}}, and {{the result they got}} is exactly what other {audience} want to see before they switch. Would you give us 30 minutes for a short interview? We'll write it up as a one-page case study and a 90-second video, you approve every word before anything is published, and we'll link to {{their business}} from the page.

---
Follow-up (one week later)
Hi {{first name}}, a quick nudge about the case study. Happy to fit around your week: would {{two time options}} work?`,
    marketingWisdom:
      "A case study sells when the buyer recognises a business like their own and sees one number up front. Comparison pages earn trust by saying where the other tool wins; buyers read several and believe the one that admits a trade-off.",
  },

  // ─── B2B for enterprises ────────────────────────────────────────────────────────────────────────
  {
    id: "scale-ent-field-marketing-dinners-flagship",
    name: "Field marketing: executive dinners in target cities and a flagship customer event",
    kinds: ["b2b-enterprise"],
    goals: ["revenue", "awareness"],
    stages: ALL_STAGES,
    channels: ["events"],
    requires: [],
    uses: ["sales"],
    cost: { min: 12000, max: 50000 },
    paid: false,
    hoursPerWeek: 5,
    contactsIndividuals: true,
    timeFrame: "Long-term",
    impact: "High Impact",
    why: "Deals for {product} are decided by a few senior people at each target account, and an evening with their peers, or a day at your own event, earns the time and trust that a sequence of emails rarely gets.",
    description:
      "A field marketing calendar: a small executive dinner every month in the three or four cities where your named accounts cluster, with twelve to fifteen guests and one customer (or, before you have one, a respected peer) telling their story, and, once you have customers to put on stage, one flagship event a year, a half-day of customer stories and product sessions for your pipeline and customers. Sales owns the guest list, marketing owns the evening, and every guest's account is tracked to pipeline.",
    steps: [
      "Pick three or four cities from your named-account list, and for each dinner choose a topic your buyers debate ({{dinner theme}}), a host customer willing to speak for ten minutes (before your first customers, an industry peer or adviser), and a private room in a restaurant guests would want to visit.",
      "Sales builds each guest list from named accounts at the right seniority (aim for twice the seats), and the invitations go out six weeks ahead as personal emails from your CEO or the host customer.",
      "Run each evening around the host's story and an open discussion, with your team seated among the guests; send a short note the next morning with what was said, and book follow-up meetings with the guests who asked for one.",
      "Once you have three customers willing to speak, plan the flagship event four to six months ahead: a half-day in one city with three customer stories, a roadmap session and breakouts by industry, for pipeline accounts and existing customers.",
      "Every month measure meetings booked, pilots or design-partner agreements, pipeline created and pipeline advanced in attending accounts against your goal ({metrics}), and cost per opportunity by city; drop the city that created no pipeline in a quarter and move its dinners to the best one.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "Venue, food and drink for a dinner a month and a yearly flagship event",
      "An event agency or coordinator for the flagship day",
      "Named-account lists and pipeline tracking in your CRM",
    ],
    successMetrics: [
      "Meetings and pipeline in attending accounts within 90 days, monthly",
      "Cost per opportunity by city",
      "Progress towards: {metrics}",
    ],
    template: `Subject: Dinner with peers on {{dinner theme}}

Dear {{first name}},

I'm hosting a small dinner for twelve {audience} at {{venue date and time}}, and I'd be glad if you could join us. {{host customer}} will share how their team handled {{dinner theme}}, followed by an open conversation among peers.

The evening is hosted by {product}. {pitch} But it is about your work, and the conversation stays in the room.

Could you let me know within the week whether you can make it?

{{your name}}`,
    marketingWisdom:
      "Executives come for the other guests and the topic, so invest in the guest list and the host customer and keep your own pitch for the follow-up meeting. Count success in meetings and pipeline in attending accounts within 90 days; a dinner that fills seats and moves no deals is a pleasant evening, not marketing.",
  },
  {
    id: "scale-ent-abm-platform-programmatic",
    name: "An ABM platform running LinkedIn and programmatic ads on your named accounts",
    kinds: ["b2b-enterprise"],
    goals: ["revenue", "awareness"],
    stages: TRACTION,
    channels: ["linkedin-ads", "linkedin", "retargeting"],
    requires: ["paid", "analytics"],
    workaround: {
      paid: "No one to run it? Hire an ABM agency or use the platform's managed service, brief it with your named-account list, the roles in each buying group and your goal ({metrics}), and pay for outcomes you can check: engaged accounts and meetings in those accounts each month.",
      analytics: "No analyst? Ask the agency to hold back a random third of the named accounts as a control group and to report meetings and pipeline in both groups every month, so the lift is plain to read.",
    },
    uses: ["design", "sales"],
    cost: { min: 15000, max: 50000 },
    paid: true,
    hoursPerWeek: 3,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Enterprise buying groups for {product} include people your sales team never meets, and an ABM platform shows ads to the whole group at each named account while telling sales which accounts are warming up.",
    description:
      "Licence an ABM platform (6sense, Demandbase, RollWorks or Terminus) to run programmatic display and LinkedIn ads only at your 200-1,000 named accounts, read intent data, and alert sales when an account's engagement rises. Ads follow the account's stage: ideas for cold accounts, proof (customer results, security material) for accounts in an open deal.",
    steps: [
      "Agree the named-account list and its tiers with sales (tier 1 chosen one by one, tiers 2 and 3 by fit), and hold a random third of tiers 2 and 3 back from all ads as a control group.",
      "Set up the platform: CRM sync, the website tag for account-level visit data, LinkedIn matched audiences from the same list, and alerts to account owners when engagement crosses a threshold.",
      "Build ads by stage: two awareness ads that teach one idea, two proof ads with a customer number, and security and procurement material for accounts in late stages, refreshed every six weeks.",
      "Launch with a monthly cap per tier, retargeting visitors from target accounts with the proof ads, and keep frequency to a few impressions per person a week.",
      "Every week send sales the list of warming accounts; every month compare meetings, pipeline and win rate in targeted accounts with the control group against your goal ({metrics}), and cut the tiers or ads that show no lift after a quarter.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "An ABM platform licence and media budget",
      "An ABM agency or the platform's managed service if nobody runs ads in-house",
      "A named-account list agreed with sales",
    ],
    successMetrics: [
      "Meetings and pipeline in targeted accounts against the control group, monthly",
      "Accounts warming up each week and passed to sales",
      "Progress towards: {metrics}",
    ],
    template: `Awareness ad (LinkedIn single image; the same line as a display banner)
Intro text: How the best {audience} solve {{the problem}}, in one page you can read in five minutes.
Headline: The {product} guide to {{the problem}}

---
Proof ad (for accounts in an open deal)
Intro text: {{customer name}} reached {{the result}} with {product}. Here is what they changed first.
Headline: {{the result}}: how {{customer name}} did it
Destination: {website}`,
    marketingWisdom:
      "ABM pays off as coordination: the ads warm the buying group so that sales outreach lands, so judge it on meetings and pipeline in targeted accounts against a held-out group. Intent data tells you who is researching; a well-chosen account list still decides who is worth the money.",
  },
  {
    id: "scale-ent-analyst-pr-retainers",
    name: "Analyst relations and PR agency retainers for enterprise credibility",
    kinds: ["b2b-enterprise"],
    goals: ["awareness", "revenue", "fundraising"],
    stages: TRACTION,
    channels: ["press", "blog"],
    requires: [],
    uses: ["content"],
    cost: { min: 12000, max: 40000 },
    paid: false,
    hoursPerWeek: 3,
    contactsIndividuals: false,
    timeFrame: "Long-term",
    impact: "Medium Impact",
    why: "Enterprise buyers of {product} check what analysts and the trade press say before they shortlist, and specialist agencies get you briefed and covered in months where a founder alone would need years of relationships.",
    description:
      "Retain an analyst relations firm or consultant to brief the Gartner, Forrester and IDC analysts who cover your category and work towards the right reports, and a B2B PR agency to secure trade and business press, bylined articles and customer stories. Both report monthly against a written scorecard, with a check at 90 days and a break clause at six months.",
    steps: [
      "Write the scorecard before signing: analyst briefings held, inclusion in the two or three reports your buyers read, trade and business press pieces, and inbound from named accounts that mention them, all tied to your goal ({metrics}).",
      "Run a short pitch with three agencies of each kind, with a small paid first project, and choose on their contacts in your category and their plan for your first 90 days.",
      "Give them the raw material: three referenceable customers, one data point you can publish (a benchmark or a survey), and a founder or CTO free for two briefings a month.",
      "Start with analyst briefings (vendor briefings are free with most firms; inquiry access comes with a subscription) and one news story per quarter built on customer results or the data point.",
      "Every month score both agencies on the scorecard and track deals where buyers mention a report or article; at 90 days tighten the brief, and at six months end the retainer that is behind on its scorecard.",
    ],
    setupSteps: 3,
    resourcesNeeded: [
      "An analyst relations retainer and a B2B PR agency retainer",
      "Three referenceable customers and one publishable data point",
      "Two hours a month of the founder's or CTO's time for briefings",
    ],
    successMetrics: [
      "Analyst briefings held and report inclusions, monthly",
      "Trade press pieces read by named accounts",
      "Progress towards: {metrics}",
    ],
    template: `Subject: Vendor briefing request: {product}

Dear {{analyst name}},

I lead {{your role}} at {product}. {pitch} We serve {audience}, with customers including {{two referenceable customers}}, and we would value 30 minutes to brief you on our approach to {{the category}} and where we differ from {competitor}.

In the briefing we would cover the problem as our customers describe it, our approach and its trade-offs, two customer results, and our plans for the next twelve months.

Could you or your team suggest a time in the coming weeks?

{{your name}}, {product}`,
    marketingWisdom:
      "Analysts reward vendors who brief them regularly with customer evidence and honest trade-offs, long before report season; a single briefing a month before the deadline rarely changes a placement. Judge PR on whether named accounts saw it, not on a count of clippings.",
  },

  // ─── Software for individuals ───────────────────────────────────────────────────────────────────
  {
    id: "scale-software-paid-acquisition-ltv-cac",
    name: "A paid acquisition programme across search, YouTube, Reddit and sponsorships with LTV/CAC guardrails",
    kinds: ["software"],
    goals: ["signups", "revenue"],
    stages: TRACTION,
    channels: ["google-ads", "youtube", "reddit", "sponsorships", "newsletter", "podcast", "video"],
    requires: ["paid", "analytics"],
    workaround: {
      paid: "No one in the team runs ads? Hire a performance marketing agency or freelancer on a flat fee, brief them with the guardrails and your goal ({metrics}), and ask for spend, sign-ups, paying users and CAC per channel every Monday.",
      analytics: "No analyst? Have the agency or a freelance analyst build one weekly sheet of CAC and payback per channel from your billing data, and decide from that sheet alone.",
    },
    uses: ["content", "design"],
    cost: { min: 12000, max: 60000 },
    paid: true,
    hoursPerWeek: 3,
    contactsIndividuals: false,
    timeFrame: "Ongoing",
    impact: "High Impact",
    why: "With traction and a budget this size, {product} can buy growth across several channels at once, as long as every channel stays inside guardrails set by what a paying user is worth.",
    description:
      "Run four paid channels at once, each with its own budget line: Google search ads on problem, category and competitor searches, YouTube ads with short product demos, Reddit ads in the subreddits your users read, and sponsorships of newsletters and podcasts in your niche. Two guardrails decide where the money goes each month: LTV at least three times CAC, and payback within 12 months (or your own limits).",
    steps: [
      "Write the guardrails from your billing data: what a paying user is worth over 24 months (LTV), the most you can pay to win one (CAC) at three to one, and the longest payback you can fund, next to your goal ({metrics}).",
      "Set up tracking: UTM tags on every link, sign-ups and first payments sent back to each ad platform, a 'where did you hear about us' field at sign-up for sponsorships, and one weekly sheet of spend, sign-ups, paying users and CAC per channel.",
      "Launch each channel with a capped four-week test budget: search campaigns on your highest-intent searches first, three YouTube ads cut from a screen recording, Reddit ads in five subreddits, and four newsletter or podcast sponsorships.",
      "Every Monday read CAC per channel and per campaign against the guardrails; pause campaigns at twice the CAC limit at once, and give the rest until week four.",
      "Each month move money from channels outside the guardrails to those inside them, raise the winners' budgets by at most 20-30% a month, and replace the weakest channel with a new test.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "Ad and sponsorship budget across four channels",
      "A performance marketing agency or freelancer if nobody in-house runs ads",
      "Billing data to work out LTV, CAC and payback",
    ],
    successMetrics: [
      "CAC and payback per channel against the guardrails, every week",
      "Share of spend inside the guardrails, every month",
      "Progress towards: {metrics}",
    ],
    template: `YouTube ad (30 seconds, screen recording with voice-over)
0-5s: "If you {{the painful task}}, watch this."
5-25s: {product} doing it on screen, start to finish, in real time.
25-30s: "{product}. Try it at {website}."

---
Reddit ad (promoted post in r/{{subreddit}})
Title: We built {product} because {{the painful task}} took us hours every week
Body: {pitch} It's {price}. Questions welcome in the comments: the team is here all day.

---
Search ad
Headline: {product}: a {competitor} alternative
Description: {{the one reason people switch}}. Start today at {website}.`,
    marketingWisdom:
      "Guardrails keep scale honest: a channel that looks good on cost per sign-up can lose money once you count who pays, so judge every channel on CAC and payback from real billing data. Traction's bullseye still applies with money: run several tests at once, then put most of the budget behind the one or two that stay inside the limits.",
  },
  {
    id: "scale-software-growth-lead-weekly-measurement",
    name: "A growth marketer or agency running several channels with a weekly measurement rhythm",
    kinds: ["software", "b2b-smb"],
    goals: ["signups", "revenue", "retention"],
    stages: ALL_STAGES,
    channels: ["seo", "email-marketing", "referral"],
    requires: [],
    uses: ["analytics"],
    cost: { min: 12000, max: 30000 },
    paid: false,
    hoursPerWeek: 3,
    contactsIndividuals: false,
    timeFrame: "Ongoing",
    impact: "High Impact",
    why: "{product} has more channels worth testing than a founder can run, and one accountable growth lead who tests three at a time and reports every week turns the budget into learning instead of scattered spend.",
    description:
      "Hire a senior growth marketer (in-house or fractional) or a growth agency to own acquisition and activation across a team of channels, for example SEO pages, onboarding and upgrade email sequences, a referral programme, and whichever paid channels pass their tests. They run a weekly growth meeting with one dashboard and an experiment log, and every channel has a number to hit or a date to stop.",
    steps: [
      "Write the brief: the one number for the next two quarters ({metrics}; before launch, waitlist sign-ups or beta users), the channels already tried and their results, the monthly budget, and the decision rights (what they can spend and stop without asking).",
      "Hire with a paid trial project: ask two or three candidates or agencies for a 90-day plan built from your real data, and choose the one whose plan names fewer channels and clearer stop rules.",
      "In the first two weeks, have them set up one weekly dashboard (visitors, sign-ups, activated users, paying users and CAC by channel) and an experiment log with a hypothesis, a cost and a stop date for each test.",
      "Hold a 30-minute growth meeting every Monday: last week's numbers against your goal ({metrics}), finished experiments and what they taught, and the next three experiments chosen by expected impact and cost.",
      "Every month cut the channel with the worst cost per activated user, put more behind the best, and at 90 days judge the hire or agency on the number in the brief.",
    ],
    setupSteps: 3,
    resourcesNeeded: [
      "A growth marketer's salary, a fractional retainer or an agency fee",
      "A monthly test budget the growth lead controls",
      "Access to your analytics and billing data",
    ],
    successMetrics: [
      "Experiments finished per month, each with a written result",
      "Cost per activated user by channel, every week",
      "Progress towards: {metrics}",
    ],
    template: `Job post: Growth marketer for {product} (full-time or fractional)

{pitch} We serve {audience} {geo}, and we want one person to own growth across several channels.
The number you'll own: {metrics}
What you'll do: run three channel tests at a time, keep an experiment log, and lead a 30-minute numbers meeting every Monday.
Budget: a monthly test budget you control, with the right to stop anything that misses its target.
Your first 90 days: a weekly dashboard, six finished experiments, and one channel that beats its target.
To apply: send a one-page 90-day plan for {product} from what you can see at {website}, naming the three channels you'd test first and when you'd stop each, to {{your email}}.`,
    marketingWisdom:
      "Growth compounds through rhythm more than talent: a weekly meeting, a written hypothesis and a stop date for every test are what turn a budget into learning. Give the hire one number to own, or the weekly report fills up with activity instead of results.",
  },
  {
    id: "scale-software-lifecycle-retention-programme",
    name: "A lifecycle and retention programme run by a lifecycle marketer, with holdout groups",
    kinds: ["software", "b2b-smb"],
    goals: ["retention", "revenue"],
    stages: TRACTION,
    channels: ["email-marketing"],
    requires: [],
    uses: ["analytics", "content"],
    cost: { min: 12000, max: 25000 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: false,
    timeFrame: "Ongoing",
    impact: "High Impact",
    why: "At {product}'s stage, keeping a few more per cent of users each month is worth more than any new channel, and a lifecycle marketer with the right tool can prove it with holdout groups.",
    description:
      "Hire a lifecycle marketer (in-house, fractional or through an agency) and a messaging tool such as Customer.io, Braze or Intercom to run in-app messages and email sequences triggered by what users do, across the whole life of a user: activation, habit, upgrade, renewal and win-back. Every flow keeps a small holdout group, so its effect on retention and revenue is measured rather than assumed.",
    steps: [
      "Map the life of a user from your data: the action that predicts staying (the activation moment), where users drop off, and when they upgrade or cancel.",
      "Hire the lifecycle marketer with a brief tied to your goal ({metrics}) and to 30-day retention, upgrade rate and churn, and connect the tool to your product usage and billing data.",
      "Build the flows in order of value: activation in the first week, a nudge when usage drops, an upgrade message at limits, a renewal reminder, and a win-back email sequence for lapsed users, each with a 10% holdout.",
      "Launch one flow a fortnight, and check every message on a real account before it goes out.",
      "Every month compare retention and revenue for each flow's users with its holdout; switch off the flows that show no lift, rewrite the weakest message, and report churn against your goal ({metrics}).",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "A lifecycle marketer (in-house, fractional or agency)",
      "A messaging tool connected to product usage and billing data",
      "A 10% holdout on every flow",
    ],
    successMetrics: [
      "Retention and revenue lift of each flow over its holdout, monthly",
      "30-day retention and churn, every week",
      "Progress towards: {metrics}",
    ],
    template: `Email, day 3, for users who have yet to reach {{the activation moment}}
Subject: The one thing to do next in {product}

Hi {{first name}},

Most people who stay with {product} do one thing in their first week: {{the activation moment}}. It takes about {{minutes}} minutes, and here is the quickest way: {{the two steps}}.

Button: Do it now in {product}

---
In-app message, when usage drops
Been away for a while? Your {{work in progress}} is saved where you left it. Pick it up in one click, or tell us what got in the way.`,
    marketingWisdom:
      "Retention flows take credit for users who would have stayed anyway unless you hold some users back, so keep a holdout on every flow and judge it on the difference. Trigger messages from what a user did rather than from the calendar: a nudge on the day usage drops beats a weekly blast.",
  },

  // ─── D2C brands: the one large-budget test the e-commerce file leaves out ──────────────────────
  {
    id: "scale-ecom-ctv-geo-holdout-test",
    name: "A connected TV test with a geo holdout",
    kinds: ["ecommerce"],
    goals: ["awareness", "revenue"],
    stages: TRACTION,
    channels: ["video", "youtube"],
    requires: ["paid", "analytics"],
    workaround: {
      paid: "No TV buying experience? Use a self-serve CTV platform's managed service or a performance TV agency on a flat fee, brief it with the test and control regions and your goal ({metrics}), and ask for spend and impressions by region every week.",
      analytics: "No analyst? Ask the agency or a measurement freelancer to pick matched regions and read the result for you, and agree before launch that the decision rests on sales in the test regions against the control regions.",
    },
    uses: ["design"],
    cost: { min: 15000, max: 50000 },
    paid: true,
    hoursPerWeek: 2,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Once {product}'s online ads stop scaling, ads on streaming TV reach {audience} in the living room, and a test with held-out regions shows whether that reach turns into sales before you commit more.",
    description:
      "Buy ads on streaming TV (Roku, Samsung TV Plus, Hulu, YouTube on TV screens) through a platform such as tvScientific or MNTN in a set of test regions for six to eight weeks, keep matched regions dark as a control, and read the lift in total sales, new customers and branded search in the test regions.",
    steps: [
      "Choose test and control regions: pair regions with similar sales per head and seasonality (the agency or an open-source tool such as GeoLift can do this), with enough orders to see a 5-10% lift.",
      "Make two 15- or 30-second spots from existing footage or a simple shoot: the product in use, the one reason to buy, the brand name said and shown, and {website} on the end card.",
      "Set up the buy: household targeting in the test regions only, frequency capped at a few views per household a week, and the rest of your marketing in those regions kept exactly as it was during the test.",
      "Run for six to eight weeks; every week check delivery and spend by region, and watch branded search and direct traffic in test regions against control.",
      "At the end, compare sales and new customers in test and control regions against your goal ({metrics}); scale to more regions only if the lift pays for the spend, and otherwise end the test and move the money back to the channels that earn it.",
    ],
    setupSteps: 3,
    resourcesNeeded: [
      "A CTV platform or performance TV agency",
      "Two 15- or 30-second spots",
      "Sales data by region for the test and control groups",
    ],
    successMetrics: [
      "Lift in sales and new customers in test regions against control",
      "Branded search and direct traffic in test regions, weekly",
      "Progress towards: {metrics}",
    ],
    template: `TV spot (30 seconds)
0-3s: a close shot of {product} in use, music only
3-15s: voice-over: "{pitch}"
15-25s: {{the one reason to buy}}, shown on screen, with a customer's words as text: "{{a customer quote}}"
25-30s: end card with the {product} logo, {website} and "{{your offer}}"
Voice-over close: "{product}. Find it at {website}."`,
    marketingWisdom:
      "TV works through reach and repetition, so judge it on total sales in the regions that saw it, not on clicks, which TV rarely drives. Keep the test clean by changing nothing else in the test regions, and decide before launch what lift would justify scaling.",
  },
];
