import type { LibraryTactic } from "../types";
import { ALL_STAGES } from "./stages";

/*
 * Studios and agencies selling client projects (Reading.agency): a small team making brands, websites or
 * software for startups and other businesses, at a project price. Their buyers (a founder, a head of
 * marketing) hire at a moment (a funding round, a launch, a site they have outgrown), ask peers and
 * investors who they used, and choose on work like theirs with a result. So the plan is case studies with
 * the client's permission, introductions from past clients, partners who meet the buyer at that moment, a
 * fixed-price sprint for companies that just raised, kind public teardowns, a talk at accelerators and the
 * platform's partner directory. Its plan is made of these tactics only: a SaaS company's trade show, trade
 * association, customer advisory calls and cost calculator mean nothing to a studio. No cold calls.
 */

const KINDS: LibraryTactic["kinds"] = ["software", "b2b-smb", "b2b-enterprise"];

export const AGENCY_TACTICS: LibraryTactic[] = [
  {
    id: "agency-case-studies",
    agency: 1,
    essential: true,
    name: "Three case studies of real projects, each with the client's result and permission",
    kinds: KINDS,
    goals: ["revenue", "signups", "awareness", "partnerships"],
    stages: ALL_STAGES,
    channels: ["case-studies", "linkedin"],
    requires: [],
    uses: ["design", "content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 3,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "A {studioBuyer} choosing a studio wants to know whether you have done this for a company like theirs and whether it worked, and a case study that names the client, shows the before and after and gives one result the client will stand behind ({studioResults}) answers it before the first call, and it is what every other tactic in this plan links to.",
    description:
      "Pick the three projects closest to the work you want more of ({studioMakes} for {studioFor}), ask each client for permission and one number, and publish each as a page on {product}'s site: the company and the moment they were at, what was wrong with the old site or brand, what you made, and the result in the client's words, with their name and role. Nothing goes live until the client has approved the text.",
    steps: [
      "List your projects of the last two years and pick the three that look most like the work you want: {studioClientLike}, a clear before and after.",
      "Email each client the permission note below; ask for one result they will stand behind ({studioResults}) and a two-line quote, and offer to draft the text for their approval.",
      "Write each case study on one page: the company and the moment, the problem in one paragraph, what you made (with the before and after side by side), the result, the client's quote with name and role; send it to the client to approve before it goes live.",
      "Publish the three on the site with a \"Book a call\" link at the end of each, post each on LinkedIn from your own account with the client tagged (with their consent), and add the links to your proposal template and email signature.",
      "Every month, count the calls whose first contact mentions a case study, and replace the weakest one with a newer project when a client gives you a better result.",
    ],
    setupSteps: 3,
    resourcesNeeded: [
      "Three past clients who agree to be named, with one result each",
      "{studioBeforeAfter}",
      "A case study page layout on the studio's own site",
    ],
    successMetrics: [
      "Three case studies live, each approved by the client",
      "Qualified calls a month that mention a case study",
      "Proposals won where the buyer read a case study first",
    ],
    template: `Subject: Could we write up the {{project name}} project?

Hi {{client's first name}},

It's been {{how long}} since we finished {{their company}}'s project, and it's still one of our favourites. We'd like to write it up as a short case study on our site, and I'd only do it with your say-so.

Two questions:
1. Is there one result you'd be happy for us to share? For example {{a result you know of}}. A rough figure is fine, and "no numbers" is fine too.
2. Could we quote you in two lines, with your name and role?

I'll draft the whole page and send it to you before anything goes live; you can change or remove anything.

Thanks,
{{your name}}
{product}`,
    marketingWisdom:
      "Buyers of a studio are buying a future they cannot see yet, so they look for a past that looks like theirs. One named client with one honest number beats a gallery of beautiful screenshots with no story.",
  },
  {
    id: "agency-client-intros",
    agency: 2,
    essential: true,
    name: "Ask every past client for one introduction, with a note they can forward",
    kinds: KINDS,
    goals: ["revenue", "signups", "partnerships"],
    stages: ALL_STAGES,
    channels: ["referral", "case-studies"],
    requires: [],
    uses: ["sales"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Your work already comes from referrals: the people who liked working with you know others in the same spot, and people hire the studio a friend vouches for; most clients would refer more if asked plainly, once, for one specific kind of person, with a note they can forward in ten seconds.",
    description:
      "Write to {studioReferrers} first, then to every past client you parted with on good terms, and ask for one introduction to {studioIntroWho}. Make it easy with a three-line note they can forward as it is, and thank every introduction, whether or not it becomes a project.",
    steps: [
      "List every past client you would happily work with again, with your contact's name and the last time you spoke; start with {studioReferrers}.",
      "Send each the email below, one at a time and personally; ask for one introduction to one kind of company, never a list of names, and never offer a commission to a client unless you would tell the person they introduce.",
      "When an introduction comes, reply within a day, thank the client, and write to the person introduced with the case study closest to their company; offer a call they can book when it suits them.",
      "Thank every client who introduces someone with a handwritten card or a small gift, whatever comes of it, and tell them how it went.",
      "Ask again after every project you finish, at the handover, when the client is happiest; count introductions, calls and projects won from them every month.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "A list of past clients with a named contact",
      "A three-line note about the studio that a client can forward as it is",
      "Cards or small gifts to say thank you",
    ],
    successMetrics: [
      "Every past client asked once in the first month",
      "Introductions received a month, and calls booked from them",
      "Share of new projects that came from an introduction",
    ],
    template: `Subject: One favour, and no worries if not

Hi {{client's first name}},

Hope {{their company}} is going well; {{something you saw them launch or announce}}.

We have room for new projects in the coming months, and the clients we do our best work for are {studioIntroSpot} who you'd be happy to introduce?

If it helps, here's a note you can forward as it is:

"{product} are a studio in {studioCity} who made our {studioWork}. {studioKnows}, kept to the price and the date, and it is still working for us. Worth a 20-minute call: {{link to book a call}}"

Thanks either way,
{{your name}}`,
    marketingWisdom:
      "Referrals are a studio's best channel and its most neglected, because nobody asks. Ask for one person of one kind, give the words, and thank every introduction: the client's reputation is on the line, not yours.",
  },
  {
    id: "agency-referral-partners",
    agencyBuyers: "startups",
    agency: 3,
    name: "Referral partners who meet the buyer at the moment: investors' platform teams, fractional CMOs and development shops that don't design",
    kinds: KINDS,
    goals: ["revenue", "partnerships", "signups"],
    stages: ALL_STAGES,
    channels: ["partnerships", "linkedin", "community", "case-studies"],
    requires: [],
    uses: ["sales"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Founders ask the people around them who to hire just after a round or before a launch: the platform team at their investor or accelerator, the fractional CMO they brought in, the development shop building their product; each of these meets {studioFor} at that moment and is asked for a studio they trust; a few of them sending you one founder a quarter is more work than you need.",
    description:
      "Build a list of 30 people who meet your buyers at the moment: platform or community leads at seed and Series A investors and accelerators (some keep a perks or preferred-suppliers list for their portfolio), fractional CMOs and heads of growth who work with startups, and development shops that build products but do not design. Ask each for a 20-minute conversation about what their companies need; offer something useful to their companies (a portfolio discount or a homepage review session for their founders), and ask how they choose suppliers. None of it is promised: it is a conversation to ask for.",
    steps: [
      "List 10 investors and accelerators whose portfolios look like your clients, and find the person who runs platform, community or portfolio support at each; note whether they publish a perks or partners page and what it asks of suppliers.",
      "List 10 fractional CMOs or growth leads and 10 development shops that work with startups but don't design (their sites and LinkedIn say who they serve); note one project of theirs you could refer to.",
      "Send each the note below by email or LinkedIn, five a week; offer their companies something concrete and ask to be considered, never assume a place on a list.",
      "For those who say yes, send a one-page partner sheet (who you're for, two case studies, what their companies get, how to introduce someone) and check in once a quarter with something useful, not a sales note.",
      "Refer work back: when a client needs development or fractional marketing, introduce the partner; count introductions both ways every month.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "A list of 30 partners: investors' and accelerators' platform leads, fractional CMOs, development shops",
      "A one-page partner sheet with two case studies",
      "An offer for their portfolio or clients (a discount or a review session)",
    ],
    successMetrics: [
      "Partner conversations a month",
      "Partners who agree to introduce the studio, or list it on a perks page",
      "Qualified calls and projects a month from partners",
    ],
    template: `Subject: A studio for your portfolio's websites

Hi {{first name}},

I run {product}, a {studioTeam} studio in {studioCity} making {studioMakes} for {studioFor}. I noticed {{a launch or post of theirs you noticed}}.

A lot of the founders we work with come to us right after a round, when their first site no longer matches the company they're pitching. If that happens in your portfolio too, I'd like to be useful: {{your offer to their companies}}.

Could we have 20 minutes to hear what your companies ask you for, and whether we'd fit your list of suppliers? Two recent projects, so you can judge: {{case study link 1}}, {{case study link 2}}.

Best,
{{your name}}
{product}`,
    marketingWisdom:
      "Business development for a studio is being the name a trusted person gives at the right moment. Give partners a reason to remember you (a clear niche, two proof points, something for their companies) and send work back their way.",
  },
  {
    id: "agency-funding-sprint",
    agencyBuyers: "startups",
    agency: 4,
    name: "A fixed-price {studioSprint} for startups that have just raised, offered with a warm note after the announcement",
    kinds: KINDS,
    goals: ["revenue", "signups"],
    stages: ALL_STAGES,
    channels: ["linkedin", "case-studies"],
    requires: [],
    uses: ["sales", "design"],
    cost: { min: 0, max: 50 },
    paid: false,
    hoursPerWeek: 3,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "A startup that has just announced a round is about to hire, sell to bigger customers and be looked up by candidates and investors, and its first site was built before any of that; a fixed price and a fixed date take away the two things a founder fears about a studio, and a short note that congratulates them on the round and offers exactly that arrives when they are thinking about it.",
    description:
      "Package one offer on {product}'s site: a {studioSprint} for startups after a round, a fixed scope (messaging, homepage and key pages, a brand refresh if needed), a fixed price (at or above {studioFrom}) and a fixed number of weeks. Every week, read {studioFundingWhere} funding announcements ({studioFundingSources}, for example) for seed and Series A rounds in your buyers' sectors, and write to five of those founders a short, warm note by email or LinkedIn. No calls: they book one if they want one.",
    steps: [
      "Write the offer page: who it is for (startups that have just raised), what is in it and what is not, the price, the weeks, two case studies, and a \"Book a call\" link; check your capacity so you can start within a month of a yes.",
      "Set up a weekly 30-minute look at funding news ({studioFundingSources}; a paid alert only if it pays for itself); list five seed or Series A companies in your buyers' sectors whose site undersells them.",
      "Write to those five founders or heads of marketing by email or LinkedIn with the note below, each with one specific observation about their site; follow up once after a week, then stop.",
      "Check that each note follows {studioEmailRules} and LinkedIn's rules for messages.",
      "Every Friday, count notes sent, replies, calls booked and proposals; change the first line of the note if fewer than one in ten reply after four weeks.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "An offer page for the sprint with a price, a scope and a number of weeks",
      "A weekly list of {studioFundingWhere} seed and Series A rounds",
      "A booking link for calls",
    ],
    successMetrics: [
      "Five notes a week to founders who just raised",
      "Replies and calls booked from the notes",
      "Sprints sold a month",
    ],
    template: `Subject: Congratulations on the round

Hi {{first name}},

Congratulations on {{their company}}'s {{round they announced}}: {{what they will spend it on}}.

One thing I noticed as a designer: {{one kind observation about their site}}.

We run a fixed-price {studioSprint} for startups right after a round: new messaging, homepage and key pages on {studioPlatform}, in {{number}} weeks for {{your sprint price}}, so the site is ready when the new hires and bigger customers start looking. Here's one we did for {{a similar client}}: {{case study link}}.

If it's useful, you can book 20 minutes here: {{link to book a call}}. If not, good luck with the next stage.

{{your name}}
{product}`,
    marketingWisdom:
      "Timing beats volume: a note that arrives the week a founder is planning how to spend the round, offering a fixed price and a date, is read; the same note a year later is noise. Productising a service turns \"how much will it cost?\" into a yes or a no.",
  },
  {
    id: "agency-adjacent-partners",
    agency: 3,
    agencyBuyers: "other",
    name: "Referral partners who serve {studioFor} but don't do what you do: agencies, consultants and freelancers around your buyers",
    kinds: KINDS,
    goals: ["revenue", "partnerships", "signups"],
    stages: ALL_STAGES,
    channels: ["partnerships", "linkedin", "case-studies"],
    requires: [],
    uses: ["sales"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "The people {studioFor} already pay (a marketing or ads agency, a photographer, a consultant, a developer who doesn't do your part) are asked \"who should we use for this?\" at the moment they need {studioMakes}; a few of them who know your work and send you one client a quarter is more work than a small studio needs.",
    description:
      "Build a list of 30 businesses that serve {studioFor} without doing what you do, ask each for a 20-minute conversation about what their clients ask for, offer them something useful (a review of one of their clients' {studioLaunched}, or introductions back), and ask how they choose who to recommend. None of it is promised: it is a conversation to ask for.",
    steps: [
      "Ask your last five clients who else they pay for marketing, ads, photography, development or advice, and list those businesses first.",
      "Add agencies and freelancers who serve {studioFor} (their sites and LinkedIn say who they serve) until the list has 30, with one piece of their work you could mention.",
      "Send each the note below by email or LinkedIn, five a week; for those who say yes, send a one-page partner sheet (who you're for, two case studies, how to introduce someone).",
      "Refer work back whenever a client needs what a partner does, and count introductions both ways every month.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A list of 30 businesses around your buyers", "A one-page partner sheet with two case studies", "Something useful to offer their clients"],
    successMetrics: ["Partner conversations a month", "Partners who introduce the studio", "Qualified calls and projects a month from partners"],
    template: `Subject: Clients we could send each other

Hi {{first name}},

I run {product}, a {studioTeam} studio in {studioCity} making {studioMakes} for {studioFor}. I saw {{a piece of their work}}, and a few of our clients have asked us for exactly what you do.

Our clients often come to us {studioWhen}. If yours ask you for that, I'd like to be a name you can give, and to send the ones who need {{what they do}} your way.

Could we have 20 minutes to compare the clients we each see? Two recent projects, so you can judge: {{case study link 1}}, {{case study link 2}}.

Best,
{{your name}}
{product}`,
    marketingWisdom:
      "Business development for a studio is being the name a trusted person gives at the right moment. The best partners already have your clients and a reason to want them well served.",
  },
  {
    id: "agency-offer-page",
    agency: 4,
    agencyBuyers: "other",
    name: "A fixed-price {studioSprint} for {studioFor}, on one page every case study, post and partner links to",
    kinds: KINDS,
    goals: ["revenue", "signups"],
    stages: ALL_STAGES,
    channels: ["case-studies", "seo", "linkedin", "partnerships"],
    requires: [],
    uses: ["sales", "design"],
    cost: { min: 0, max: 50 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Buyers of {studioMakes} fear two things about a studio, an open-ended price and a date that slips, and a fixed scope, price and number of weeks on one page answers both before the first call; every case study, post and partner then has one clear next step to point to.",
    description:
      "Package one offer on {product}'s site: a {studioSprint} for {studioFor}, a fixed scope, a fixed price (at or above {studioFrom}) and a fixed number of weeks, with two case studies and a \"Book a call\" link; link it from every case study, post, partner sheet and directory profile.",
    steps: [
      "Write down the project you are asked for most, and the parts every such project has; that is the scope.",
      "Write the offer page: who it is for, what is in it and what is not, the price, the weeks, two case studies and a \"Book a call\" link; check your capacity so you can start within a month of a yes.",
      "Link it from every case study, your LinkedIn profile, the partner sheet and any directory profile.",
      "Every Friday, count visits to the page, calls booked from it and proposals; change the first paragraph if visits bring no calls after four weeks.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["An offer page with a price, a scope and a number of weeks", "Two case studies", "A booking link for calls"],
    successMetrics: ["The page live within two weeks", "Calls booked from the page each week", "Offers sold a month"],
    template: `Offer page:
{studioSprint}: {{what the client has at the end}}, in {{number}} weeks, for {{your fixed price}}

For {studioFor} {studioWho}.

What's included: {{the parts every such project has}}.
What isn't: {{what you leave out so the price holds}}.
How it runs: {{week by week in three lines}}.

Work like this: {{case study link 1}}, {{case study link 2}}

Book 20 minutes: {{link to book a call}}

{product}, a {studioTeam} studio in {studioCity}`,
    marketingWisdom:
      "Productising a service turns \"how much will it cost?\" into a yes or a no. A fixed price and a date are what a buyer remembers when a partner mentions you.",
  },
  {
    id: "agency-video-breakdowns",
    agency: 5,
    name: "A short breakdown each week on LinkedIn of a video you made: the first ten seconds, the script and the result",
    kinds: KINDS,
    goals: ["revenue", "awareness", "signups"],
    stages: ALL_STAGES,
    channels: ["linkedin", "video", "case-studies"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "The people who hire a studio for {studioMakes} judge it by watching its work and by how it thinks about their problem; a one-minute breakdown of a real video (what the first ten seconds do, one script choice, the result the client saw) shows both, and {studioAudience} who see it ask for the same thing.",
    description:
      "Every week, post one breakdown on LinkedIn from your own account, of a video you made with the client's permission: the clip, what the opening does, one decision in the script or the edit and why, and the result the client saw; end with the offer page's link.",
    steps: [
      "List the ten videos you are proudest of and ask each client, with the note below, whether you may break it down in public.",
      "Make each breakdown in an hour: the first 15 seconds of the video, then three short slides or a 60-second voice-over on what it does.",
      "Post one a week, tag the client if they agree, and answer every comment the same day.",
      "Every month, count followers from {studioAudience}, messages about a project and calls booked from LinkedIn.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["Ten videos whose clients agree to a breakdown", "A slide or voice-over template", "An hour a week to make and post one"],
    successMetrics: ["One breakdown posted each week", "Messages about a project each month", "Calls booked from LinkedIn each month"],
    template: `Permission note:
Hi {{first name}}, I'd like to post a short breakdown of the video we made for {{their company}} on LinkedIn: what the first seconds do and the result you saw, nothing confidential. I'd send it to you first. Would that be all right?

---
The post:
Breakdown #{{number}}: {{their company}}'s {{kind of video}}.

The first ten seconds: {{what they do}}.
One choice in the script: {{the choice and why}}.
What it did: {{the result the client will stand behind}}.

{product} makes {studioMakes} for {studioFor}. Our fixed-price {studioSprint}: {{link to the offer page}}`,
    marketingWisdom:
      "A studio's best advertisement is its own work, explained. Showing why a video works teaches buyers what to ask for, and who to ask.",
  },
  {
    id: "agency-teardowns",
    agency: 5,
    name: "Kind public teardowns of {studioTeardownOf} on LinkedIn, with the {studioOwner}'s permission",
    kinds: KINDS,
    goals: ["revenue", "awareness", "signups"],
    stages: ALL_STAGES,
    channels: ["linkedin", "video"],
    requires: [],
    uses: ["design", "content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "{studioAudience} follow people who show them how to make their own site better; a short, generous teardown of a real one (what works, three things to change, a quick redesign of the top of the page) shows how you think, and people who see it ask for one of their own.",
    description:
      "Every week, post one teardown on LinkedIn from your own account: one of the {studioTeardownOf}, reviewed with the {studioOwner}'s permission (ask first), or a redesign of {product}'s own site, or of a site you made. Always kind: what works first, then three changes and a quick mock-up of the hero. Offer a private teardown to those who comment or ask.",
    steps: [
      "Ask three people in your network for permission to review their site in public, with the note below; start with the ones who say yes, and never post a teardown without one.",
      "Make each teardown in an hour: a 60-second screen recording or a carousel of five slides (what works, three changes, a quick mock-up of the new hero, one line on why).",
      "Post one a week on LinkedIn, tag the {studioOwner} if they agree, and end with an offer: \"If you'd like one of your homepage, comment or message me.\"",
      "Answer every comment and message within a day; turn the best requests into the next posts (with permission) and offer a call to those who fit.",
      "Every month, count followers from {studioAudience}, messages asking for a teardown, and calls booked from them.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "Three people who agree to a public teardown of their site",
      "A carousel or screen-recording template",
      "An hour a week to make and post one",
    ],
    successMetrics: [
      "One teardown posted each week",
      "Messages asking for a teardown each month",
      "Calls booked from LinkedIn each month",
    ],
    template: `Permission note (LinkedIn message):
Hi {{first name}}, I make a short weekly teardown of {studioTeardownOf} on LinkedIn: what works, three things I'd change and a quick mock-up, always kind. Would you be happy for me to do {{their company}}'s? I'd send it to you before it goes up, and I'll drop it if you'd rather not.

---
The post:
Homepage teardown #{{number}}: {{their company}} ({{what they do in five words}}), shared with {{their first name}}'s blessing.

What works: {{one genuine strength}}.

Three things I'd change:
1. {{headline that says who it is for}}
2. {{proof above the fold}}
3. {{one next step instead of three buttons}}

Slide 5 is a quick mock-up of the new hero. Want one of yours? Comment or message me.

{{your name}}, {product}`,
    marketingWisdom:
      "Teaching in public is a studio's portfolio in motion: it shows how you think, not only what you made. Generosity is the point; a teardown that mocks someone's site costs you every buyer who reads it.",
  },
  {
    id: "agency-talk",
    agencyBuyers: "startups",
    agency: 6,
    name: "A talk at accelerators and startup meetups: \"What to fix on your site before Series A\"",
    kinds: KINDS,
    goals: ["revenue", "awareness", "partnerships"],
    stages: ALL_STAGES,
    channels: ["speaking", "meetups", "community", "case-studies"],
    requires: [],
    uses: ["design", "sales"],
    cost: { min: 0, max: 200 },
    paid: false,
    hoursPerWeek: 2,
    inPerson: true,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Accelerators and startup meetups need useful sessions for their founders, and a room of founders at seed stage is exactly who you want to meet before they raise; a practical talk with live reviews of two or three sites from the room shows your work better than any pitch.",
    description:
      "Prepare one 30-minute talk or workshop, \"What to fix on your site before Series A\", with live homepage reviews of volunteers from the room, and offer it to accelerators, incubators and startup meetups in {studioCity} and online. End with a simple offer: a free 20-minute review for anyone who books one that week.",
    steps: [
      "Write the talk: the five things investors, candidates and buyers look for on a startup site, each with a before and after from your projects (with permission), and 10 minutes of live reviews of volunteers' sites.",
      "List 10 accelerators, incubators, university enterprise programmes and startup meetups in {studioCity} and nearby cities that run sessions for founders; find the programme or community manager at each.",
      "Send each the pitch below, two a week; offer a date, the talk's outline and what their founders leave with; ask how they choose speakers.",
      "At each talk, collect emails with consent for the slides and a booking link for the free review; follow up within two days.",
      "Count talks given, reviews booked and proposals from each talk; ask the organiser to repeat the ones that bring calls.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "A 30-minute talk with before and after examples",
      "A list of accelerators and meetups with the programme manager's name",
      "A booking link for free reviews",
    ],
    successMetrics: [
      "Talks booked and given",
      "Free reviews booked after each talk",
      "Proposals and projects from talks",
    ],
    template: `Subject: A session for your founders: what to fix on your site before Series A

Hi {{organiser's first name}},

I'm {{your name}}, co-founder of {product}, a studio in {studioCity} making {studioMakes} for {studioFor}. I'd like to offer your founders a free 30-minute session: "What to fix on your site before Series A".

It covers the five things investors, candidates and buyers look for on a startup's site, with before and afters from real projects, then 10 minutes of live, kind reviews of two or three founders' homepages from the room. Everyone leaves with a checklist they can use that afternoon.

I could do {{two dates}}, in person or online. Would it fit {{their programme or meetup}}?

Thanks,
{{your name}}
{product} · {{case study link}}`,
    marketingWisdom:
      "Speaking works when the talk would be worth attending without the speaker's business behind it. Teach something founders can use the same day, and they will ask who you are.",
  },
  {
    id: "agency-platform-directory",
    agency: 7,
    name: "A listing in the {studioPlatform} partner directory, if the studio qualifies",
    kinds: KINDS,
    goals: ["revenue", "signups", "awareness"],
    stages: ALL_STAGES,
    channels: ["marketplaces", "partnerships", "seo", "case-studies"],
    requires: [],
    uses: ["design"],
    cost: { min: 0, max: 100 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    onlyWhen: /\b(?:webflow|framer|shopify|wordpress|squarespace)\b/i,
    why: "Companies that have chosen {studioPlatform} look for a partner in the platform's own directory of experts, and a listing there with case studies meets buyers who already want what you build; the platforms set their own conditions, so check them before counting on it.",
    description:
      "Check how {studioPlatform}'s partner or experts directory works today: how to apply, what it requires (for example live sites in your portfolio, a certification or a number of projects) and how listed partners are ranked. If the studio qualifies, apply with your three case studies; if not, note what is missing and plan for it.",
    steps: [
      "Read {studioPlatform}'s current partner or experts programme pages: how to apply, what it requires, what it costs if anything, and how the directory lists and ranks partners; write down what you have and what is missing.",
      "If you qualify, write the profile below with your three case studies, your location ({studioCity}), your prices from {studioFrom} and the kinds of clients you serve; apply and note the date.",
      "If you don't qualify yet, plan what is missing (a certification, more live sites) into the next months; don't promise clients a status you don't have.",
      "Once listed, answer every enquiry within a working day and count enquiries, calls and projects from the directory each month.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "{studioPlatform}'s current partner programme requirements",
      "Three case studies of {studioPlatform} sites",
      "A short studio profile",
    ],
    successMetrics: [
      "Application sent, or a list of what is missing and when",
      "Enquiries from the directory each month",
      "Projects won from the directory",
    ],
    template: `Directory profile:
{product}: {studioMakes} for {studioFor}

We're a {studioTeam} studio in {studioCity}. {studioClients} Projects from {studioFrom}, usually {{number}} weeks from kick-off to launch.

Recent work:
- {{client 1}}: {{one-line result}}
- {{client 2}}: {{one-line result}}
- {{client 3}}: {{one-line result}}

What you get: messaging, brand, design system and a {studioPlatform} build, with training so your team can edit every page after launch.`,
    marketingWisdom:
      "A platform's directory meets buyers who have already made half the decision. It rewards proof (live sites, reviews) more than words, so it works best once the case studies exist.",
  },
  {
    id: "agency-paid-reach",
    agency: 8,
    name: "Paid reach on LinkedIn for the case studies, only as far as the budget carries it, judged by qualified calls",
    kinds: KINDS,
    goals: ["revenue", "signups", "awareness"],
    stages: ALL_STAGES,
    channels: ["linkedin-ads", "linkedin", "case-studies"],
    requires: [],
    uses: ["paid", "design"],
    cost: { min: 1000, max: 25000 },
    paid: true,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Once case studies and {studioPosts} exist, a small LinkedIn budget puts the best of them in front of {studioAudience} who do not follow you yet; it is worth it only if it brings qualified calls at a cost a project pays for, so the test is short and judged on calls, not clicks.",
    description:
      "Promote your two best case study posts and one {studioPost} on LinkedIn to {studioAudience} in {studioCountry}, for eight weeks, at a share of the budget you can spare. Judge it only by qualified calls booked; stop it if it has not brought one by the fourth week.",
    steps: [
      "Once two case studies and two {studioPosts} are live (around week eight, not before), pick the post with the most comments from buyers as the first ad.",
      "Then set up a LinkedIn campaign: the job titles of the people who hire you, your clients' company size and industries, {studioCountry}; a small daily budget you can hold for eight weeks.",
      "Send clicks to the case study page with a \"Book a call\" link, and tag the link so calls can be traced to the ads.",
      "Every Friday, count spend, qualified calls and cost per qualified call; stop in the campaign's fourth week if no qualified call came, and keep it only if the cost per call is a small share of a project's margin.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "Two live case studies and two {studioPost} posts",
      "A LinkedIn campaign account with a card",
      "A tagged booking link",
    ],
    successMetrics: [
      "Qualified calls booked from the ads",
      "Cost per qualified call, each week",
      "Projects won from ad-sourced calls",
    ],
    template: `Ad (promoted post on LinkedIn):
{studioAdBefore} Six weeks later: {{the result from the case study}}.

How we made their {studioWork} {studioAdAfter}: {{case study link}}

{product} makes {studioMakes} for {studioFor}. Projects from {studioFrom}. Book 20 minutes: {{link to book a call}}`,
    marketingWisdom:
      "Paid reach multiplies proof; it cannot make it. Buy attention for your best case study, count the calls, and stop quickly if the calls do not come.",
  },
];
