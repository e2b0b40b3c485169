import type { LibraryTactic } from "../types";
import { ALL_STAGES } from "./stages";

/*
 * An architecture or building design practice for homeowners (Reading.architect): architects, architectural
 * designers, interior and garden designers who design and see the work through but do not build it. Its
 * clients commission once in a house's life, afraid of a planning refusal, a builder who overruns and a budget
 * that doubles, and choose the designer a neighbour, a builder or a friend trusts, whose past projects look like
 * theirs and got through planning, and whose fee they understand. So the plan is the fee explained, finished
 * projects with their planning references as proof, a page per house type and per borough, the builders,
 * engineers, party-wall surveyors and estate agents who refer, an open house the owner hosts, a talk at the
 * library and reviews at completion; a portfolio site is a shop window, not a lead source. An installer's
 * survey-and-quote, a sign on the scaffold or a till mean nothing to it.
 */

export const ARCHITECT_TACTICS: LibraryTactic[] = [
  {
    id: "ar-fees-page",
    architect: 1,
    essential: true,
    name: "A fees page that explains {arYourFee}: the stages, what {arTheVisit} gives, and why a good design saves build money",
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
    why: "Homeowners who have never hired {arAWord} see a percentage of the build cost and fear it, so the practice that explains what each stage gives them, what {arTheVisit} leaves them with and why {arSaves} is the one they book, at the full fee.",
    description:
      "Write one page on {website} that takes a homeowner through the fee the way you would at the kitchen table: the stages ({arStages}), what each one gives them, roughly when it is paid, and what is not included (the council's fees, the engineer, the party-wall surveyor). Say what {arTheVisit} gives them to keep, and show with one past project how the design saved money in the build. Link it from every enquiry reply and your Google profile.",
    steps: [
      "Write the page from the template: the stages, what each gives, when it is paid, what is paid to others, and one past project's numbers (with the owner's agreement).",
      "Write down exactly what {arTheVisit} leaves the homeowner with (a brief, sketch options, a first idea of the budget and the planning route), and put it at the top of the page.",
      "Link the page from your home page, your Google profile and every reply to an enquiry; ask the next three people who book a visit what they still didn't understand, and rewrite that part.",
      "Every Friday, count enquiries, {arVisitShort}s booked and projects signed, against {metrics}.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["One page on your website", "Your fee stages written down", "One past project's numbers, with the owner's agreement"],
    successMetrics: ["Fees page live within two weeks", "Share of enquiries that book {arTheVisit}", "Progress towards: {metrics}"],
    template: `Fees page ({product}):

What we do, and what it costs
We design your {arProject} and see it through: {arStages}. Our fee is usually {arFee}, agreed in writing before any work starts.

The {arVisit}
We come to your house for about two hours. You keep: a written brief, two or three sketch ideas, the likely planning route and a first budget range ({{what else you give}}). If you go ahead, {{what happens to the visit fee}}.

Stage by stage
{{first stage}}: what you get, and when it is paid ({{share of the fee}}).
{{next stage}}: what you get, and when it is paid.
Paid to others, not to us: the council's application fee, the structural engineer, the party-wall surveyor and building control ({{typical amounts}}).

Why a good design saves money
{{a past project}} in {arArea}: the builders priced the same drawings within {{how close}} of each other, and the build came in at {{final cost}} against a budget of {{budget}}, because every decision was made on paper first. (Shared with the owners' agreement.)

Book {arTheVisit}: {{phone}} or {website}`,
    marketingWisdom:
      "A fee that is explained is a fee that is paid. Homeowners don't resent paying for design; they resent not knowing what they are paying for. Show the stages and one project's numbers and the percentage stops being the first thing they see.",
  },
  {
    id: "ar-planning-proof",
    architect: 2,
    name: "Finished projects as proof: each one {arProof}, with its {arRef} and {arAreaWord}, before and after with the owner's consent",
    kinds: ["local"],
    goals: ["signups", "revenue", "retention", "awareness", "partnerships"],
    stages: ALL_STAGES,
    channels: ["seo", "google-business"],
    requires: [],
    uses: ["content", "design"],
    cost: { min: 0, max: 30 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Your clients' biggest fear is a refusal, a builder who overruns and a budget that doubles, so a page per finished {arProject} that shows it {arProof}, with the photos before and after and what it cost, answers all three better than any claim.",
    description:
      "For every project of the last three years, write one page: the house and the {arAreaWord}, what the owners wanted, the design, the {arRef} {arRefCheck}, the build cost against the budget, the photos before and after, and the owners' own words. Ask the owners first, in writing, and leave out the house number unless they say yes. Send the two nearest with every fee proposal.",
    steps: [
      "List every project of the last three years with its {arRef}, the {arAreaWord}, the result and the build cost; mark the ones {arProof}.",
      "Write to each owner with the consent note (the template) and offer to show them the page before it goes up.",
      "For each yes, write one page from the outline in the template, with your own photos and theirs, and put it under its {arAreaWord} and its house type on {website}.",
      "From then on, send the two projects nearest the enquirer's house, or most like it, with every fee proposal.",
      "Every Friday, count project pages live and proposals sent with one, against {metrics}.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["A list of past projects with their references", "A consent note for owners", "An hour a week to write them up"],
    successMetrics: ["Project pages live, one for every owner who said yes", "Fee proposals sent with a project near the client", "Progress towards: {metrics}"],
    template: `Consent note, to the owners of a finished project:
Dear {{first names}},
We'd love to show your {arProject} to other homeowners thinking of one. Would you let us? Tick what you're happy to share: the street name (never the house number) / photos before and after / the {arRef} / the build cost / a few words from you. We'll send you the page before anyone sees it, and take it down whenever you ask.
{{your name}}, {product}

---
Project page outline:
{{house type}} in {{street}}: {{what was built}}
What the owners wanted: {{in their words}}
The design, and why: {{two sentences}}
{arRefUp}: {{reference}}, {{the result}}, in {{weeks}} weeks
Build cost: {{cost}} against a budget of {{budget}}; built by {{builder}} (with their agreement)
Before and after: {{photos from the same spots}}
"{{the owners' words}}"`,
    marketingWisdom:
      "A planning reference is proof anyone can check. A homeowner who looks up your approved application on the council's site, and sees the photos of it built, has answered their own question before they call you.",
  },
  {
    id: "ar-area-pages",
    architect: 3,
    name: "A page per house type and per {arAreaWord}, with {arLocalNotes}, and a Google profile that points to them",
    kinds: ["local"],
    goals: ["signups", "revenue", "awareness"],
    stages: ALL_STAGES,
    channels: ["seo", "google-business"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 20 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Homeowners search for their own house and their own council ('{arHouseType} {arArea}', '{arProject} architect {arAreaTwo}'), and the practice whose page answers for their kind of house, with what their council tends to approve, is the one they trust to get it through.",
    description:
      "Write a page for each house type you design for most ({arHouseTypes}) and one for each {arAreaWord} ({arAreas}): what is usually possible, what it tends to cost to build, the local notes on {arPlanningNotes} (each checked on the council's own pages, with the date you checked), and your projects there. Set up the free Google Business Profile for {product} with the {arAreaWords} you cover, your credentials and a link to each page.",
    steps: [
      "Claim or create the Google Business Profile: the {arAreaWords} you cover, your hours, your phone, {website}, and the photos of three finished projects (with the owners' agreement).",
      "Write the first house-type page from the template: {arHouseType}.",
      "Write the {arArea} page: the council's design guidance, conservation areas and anything else you check on the council's site, with the date, and your projects there.",
      "Every two weeks, write the next page, one house type or one {arAreaWord} at a time, and link it from the Google profile.",
      "Every Friday, note which page each enquiry read first, against {metrics}.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["A free Google Business Profile", "An evening every two weeks for a page", "The council's planning pages"],
    successMetrics: ["A page for every house type and {arAreaWord} you cover", "Enquiries that arrive through a house-type or {arAreaWord} page", "Progress towards: {metrics}"],
    template: `Page: {arHouseType} in {arAreas}

What's usually possible: {{the options}}, in plain words, with a sketch
What it tends to cost to build: {{a range from your own projects}}, and what moves it
Planning: {{what the council tends to ask for}}, conservation areas, how long decisions have been taking (checked on {{date}}; always confirm for your own street)
Party walls and building control: {{what to expect}}
Projects near you: {{links to project pages}}, each with its {arRef}
Next step: {arTheVisit} with {product}, which leaves you {{what they keep}}. {{phone}} / {website}`,
    marketingWisdom:
      "Local search rewards the page that answers the exact question. 'Will the council let me do this to my house?' is the question every one of your clients asks first; answer it, honestly and with a date, for each house type and each council.",
  },
  {
    id: "ar-referrers",
    architect: 4,
    name: "The {arReferrers} who send you clients, and whom you send work back to",
    kinds: ["local"],
    goals: ["signups", "revenue", "awareness", "partnerships"],
    stages: ALL_STAGES,
    channels: ["partnerships"],
    requires: [],
    uses: ["sales"],
    cost: { min: 0, max: 40 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "A homeowner asks a builder, an engineer or an estate agent 'do you know a good architect?' long before they search, and the professionals who have worked with {product} and been sent work by it answer with your name.",
    description:
      "List the {arReferrers} you have worked with and trust, and those you'd like to. See each one in person once this quarter: show them two recent projects, ask what makes a client easy or hard for them, and agree to pass each other work when it fits. Keep it honest: you recommend a builder because they're good, tell the client if you know them, and no money changes hands for names.",
    steps: [
      "List twenty: the builders who tendered for your projects, the engineers and party-wall surveyors you use, and the estate agents selling houses like your clients'.",
      "Write to the first five with the note in the template, and meet them for a coffee or on site.",
      "When a project reaches tender, send it to the builders who sent you work and who are right for it, and say so to the client.",
      "After every meeting, note who they might send and what they need from you; thank everyone who sends a client, the same week.",
      "Every Friday, count enquiries by who sent them, against {metrics}.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A list of twenty referrers", "Two recent projects to show", "An hour a week for coffees and site visits"],
    successMetrics: ["Referrers met this quarter", "Enquiries from a builder, an engineer, a surveyor or an agent", "Progress towards: {metrics}"],
    template: `Note to a builder, an engineer, a surveyor or an agent:
Dear {{first name}},
I'm {{your name}} at {product}: we design {arServices} for homeowners in {arAreas}, and see them through {arPlanning} and {arRegs} to tender. I think our clients overlap: {{a project you both worked on}}.
Could I buy you a coffee or meet you on one of our sites in the next few weeks? I'd like to show you two recent projects, hear what makes a client easy or hard for you, and see whether we can send each other work that fits.
{{your name}}, {{phone}}`,
    marketingWisdom:
      "Referral works both ways or not at all. The builder who gets good tender drawings from you, and the occasional job, is the builder who says your name when a homeowner asks who drew the house next door.",
  },
  {
    id: "ar-open-house",
    architect: 5,
    name: "An open house on a finished {arProject}: the owners show it to their neighbours",
    kinds: ["local"],
    goals: ["signups", "revenue", "awareness"],
    stages: ALL_STAGES,
    channels: ["events"],
    requires: [],
    uses: ["community"],
    cost: { min: 20, max: 50 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "The neighbours in the same street live in the same house with the same problem, watched the building work for months, and believe the owners more than any website: two hours in a finished {arProject}, with the owners telling the story, turns them into enquiries.",
    description:
      "Ask the owners of a project finished in the last year whether they'd open their house to their own neighbours for two hours on a Saturday morning. They invite whom they like (the invitation in the template); you bring the drawings, the before photos, the planning story and the tea, and answer questions. Take names only from people who ask for a visit.",
    steps: [
      "Ask the owners of your happiest finished project of the last year; agree a Saturday morning, the rooms on show and what they're happy to say about cost.",
      "Print the invitation for the owners to hand to the neighbours they choose, three weeks ahead.",
      "On the morning, bring the drawings, the before photos and the planning story; let the owners lead, and answer questions.",
      "Within two days, write to everyone who asked with a date for {arTheVisit}, and thank the owners in writing (flowers, or a donation to a cause they choose).",
      "After each open house, count the visitors, visits booked and projects signed, against {metrics}.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["Owners happy to host", "Printed invitations", "The drawings and before photos"],
    successMetrics: ["An open house every two or three months", "Visits booked from each", "Progress towards: {metrics}"],
    template: `Invitation, from the owners to their neighbours:
Come and see our new {arProject}
We've finally finished, and lots of you asked about it while the builders were in. Come and have a look on Saturday {{date}}, {{10am-12pm}}, at {{house number and street}}.
{{architect's name}} from {product}, who designed it and saw it through {arPlanning}, will be here with the drawings and the before photos to answer questions about your own house.
{{owners' first names}}`,
    marketingWisdom:
      "The people most likely to commission the same project are the ones who live in the same house type on the same street. An open house lets your best proof, a happy owner in a finished room, do the talking.",
  },
  {
    id: "ar-talk",
    architect: 6,
    name: "A free talk for homeowners at {arLibrary}: '{arTalkShort}'",
    kinds: ["local"],
    goals: ["signups", "revenue", "awareness"],
    stages: ALL_STAGES,
    channels: ["speaking", "events", "community"],
    requires: [],
    uses: ["community"],
    cost: { min: 0, max: 40 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Homeowners spend months reading before they call anyone, afraid of getting it wrong; an evening at the library that answers what they fear (a refusal, the true cost, a builder who overruns) makes {product} the people they call when they're ready.",
    description:
      "Offer a free evening talk, '{arTalk}', to the libraries and community centres in {arAreas}, or a monthly drop-in clinic where homeowners bring a photo of their house. Forty minutes of plain answers and one past project, questions, and a sheet to take home; no sales pitch. Those who want to talk about their own house book {arTheVisit}.",
    steps: [
      "Ask the libraries and community centres in {arAreas} whether they run evening talks, and offer the talk with the description in the template.",
      "Prepare forty minutes: what is possible with {arHouses}, what it really costs to build, how {arPlanning} works here, how to choose a builder; one project from start to finish.",
      "Print a one-page sheet to take home: the steps, the questions to ask any designer and builder, and how to book {arTheVisit}.",
      "On the night, answer every question, and take names only from people who ask for a visit.",
      "After each talk, count the people who came and the visits booked, against {metrics}.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A library or community room", "Forty minutes of slides or drawings", "A one-page sheet to take home"],
    successMetrics: ["A talk or clinic every two months", "Visits booked from each", "Progress towards: {metrics}"],
    template: `Talk description, for the library's events list:
{arTalk}
A free evening for homeowners in {arAreas} thinking about {arServices}. {{your name}} of {product} explains what's possible with {arHouses}, what it really costs to build, how {arPlanning} works with the council, and how to choose and manage a builder, with one local project from first sketch to the finished house. Bring your questions, and a photo of your house if you like.
{{date}}, {{time}}, {{library}}. Free; book with the library.`,
    marketingWisdom:
      "Teaching is the most trusted kind of selling. The homeowner who heard you explain the planning process plainly at the library already knows how you'll explain their own project.",
  },
  {
    id: "ar-reviews",
    architect: 7,
    name: "A review from every owner at completion, and {arPortal} kept as a portfolio, not a lead source",
    kinds: ["local"],
    goals: ["signups", "revenue", "retention", "awareness"],
    stages: ALL_STAGES,
    channels: ["google-business", "reviews"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 10 },
    paid: false,
    hoursPerWeek: 0.25,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "Medium Impact",
    why: "Homeowners who hear your name from a builder or a neighbour check you before they call: recent reviews from owners of finished projects on Google, and a portfolio on {arPortal} with the same projects, confirm what they were told.",
    description:
      "At completion (the builder gone, the room in use), ask every owner alike for an honest review on Google, with the link, and offer nothing for it. Keep {arPortal} as a portfolio: your best finished projects with the same photos and the owners' reviews, a link to {website}, and no money on its advertising; answer its messages with the fees page and {arTheVisit}.",
    steps: [
      "Put a completion letter in your project checklist (the template), sent the week the owners move back into the room.",
      "Update {arPortal} with your five best finished projects and link each to its project page on {website}.",
      "Answer every review within two days, thanking them without mentioning private details.",
      "Every Friday, count new reviews and where each enquiry says it first heard of you, against {metrics}.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A completion letter", "Your Google review link", "An hour to update {arPortal}"],
    successMetrics: ["A review from every finished project", "Enquiries that say they read the reviews", "Progress towards: {metrics}"],
    template: `Completion letter (the week the owners move back in):
Dear {{first names}},
It's been a pleasure designing your {arProject} and seeing it through {arPlanning} and the build. We hope you're enjoying {{the new room}}.
If you have a moment, would you write an honest review of working with us? It's how other homeowners in {arAreas} find an architect they can trust: {{google review link}}
And if a neighbour or a friend ever asks who designed it, please pass on our name: we would be glad to help them too.
{{your name}}, {product}`,
    marketingWisdom:
      "A review written at completion, when the owners are standing in the room they were afraid would never happen, is the most honest proof you'll get. Ask everyone, at the same moment, and let the portfolio sites be somewhere people check you, not somewhere you buy leads.",
  },
  {
    id: "ar-search-ads",
    architect: 8,
    name: "Search ads on '{arProject} architect' in {arAreas}, sent to the house-type pages, capped and judged by {arVisitShort}s booked",
    kinds: ["local"],
    goals: ["signups", "revenue", "awareness"],
    stages: ALL_STAGES,
    channels: ["google-ads"],
    requires: [],
    uses: ["paid"],
    cost: { min: 150, max: 500 },
    paid: true,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Some homeowners search before anyone has named an architect to them; a small, capped campaign on the exact searches for your house types and {arAreaWords}, sent to the page that answers them, brings visits without a portal selling the same lead to five practices.",
    description:
      "Run one Google search campaign with a daily cap on the searches for your house types and {arAreaWords} ('{arHouseType} {arArea}', '{arProject} architect {arAreaTwo}'), each ad sent to its house-type or {arAreaWord} page, never the home page. Judge it by {arVisitShort}s booked and projects signed, and stop any search that brings none in a month.",
    steps: [
      "In Google Ads, set one campaign with a daily cap, the {arAreaWords} you cover as the location, and the booking of {arTheVisit} as the goal.",
      "Write one ad per house-type page from the template, with the fee explained in a line.",
      "Every week, add the searches that cost money and brought nothing as negative keywords.",
      "Every Friday, write the cost, the visits booked and the projects signed from the ads in the tracker, against {metrics}.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A Google Ads account with a daily cap", "The house-type pages", "A tracker for the cost per visit booked"],
    successMetrics: ["Cost per {arVisitShort} booked", "Projects signed from the ads", "Progress towards: {metrics}"],
    template: `Search ad:
Headline 1: {arHouseType}: designed and through {arPlanning}
Headline 2: {product}, {arAreas}
Description: Projects {arProof}, each with its {arRef}. Fees explained stage by stage. Book {arTheVisit} and keep the sketches.`,
    marketingWisdom:
      "An ad can bring a search to your page; only the page and your past projects turn it into a visit. Keep the ad narrow and the page specific, and judge it by projects signed, not clicks.",
  },
  {
    id: "ar-campaign",
    architect: 8,
    name: "Every finished project photographed properly, and search ads across {arAreas} run by a freelancer, judged by projects signed",
    kinds: ["local"],
    goals: ["signups", "revenue", "awareness"],
    stages: ALL_STAGES,
    channels: ["google-ads"],
    requires: [],
    uses: ["paid"],
    cost: { min: 1200, max: 20000 },
    paid: true,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "With a budget that carries it, the proof and the searches can both be done properly: an architectural photographer's pictures of every finished {arProject} make the project pages, the Google profile and {arPortal} convincing, and a freelancer running search ads for every house type and {arAreaWord} brings the homeowners who search before anyone names an architect to them.",
    description:
      "Book an architectural photographer for every project within a month of completion (with the owners' agreement), and hire a freelancer to run Google search ads for each house type and {arAreaWord} ('{arHouseType} {arArea}', '{arProject} architect {arAreaTwo}'), each ad sent to its page, with a monthly cap you set. Judge both by {arVisitShort}s booked and projects signed, by source, and stop any search or {arAreaWord} that brings none in two months. The larger the budget, the more of it goes on people rather than clicks: a part-time marketer or a small agency who writes the project and {arAreaWord} pages with you, and prints a project book for referrers and the open houses.",
    steps: [
      "Choose an architectural photographer from two or three portfolios and agree a fixed price per project; ask each owner before the shoot.",
      "Hire a freelancer for the search ads with a written brief: the house types, the {arAreaWords}, the pages, the monthly cap, and {arVisitShort}s booked as the goal.",
      "Put the photos on each project page, the Google profile and {arPortal} the week they arrive.",
      "Every Friday, write the ads' cost, the visits booked and the projects signed by source in the tracker; every month, move money to the house types and {arAreaWords} that bring signed projects, against {metrics}.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["An architectural photographer at a fixed price per project", "A freelancer for search ads with a written brief, and on a large budget a part-time marketer", "A monthly cap you set"],
    successMetrics: ["Every finished project photographed within a month", "Cost per project signed from the ads", "Progress towards: {metrics}"],
    template: `Brief for the search-ads freelancer ({product}):
What we sell: {arServices} in {arAreas}, from {arTheVisit}, at {arFeeLine}.
Who we want: homeowners in {arHouses} planning a project, not people shopping for the cheapest drawings.
The campaigns: one per house type ({arHouseTypes}) and one per {arAreaWord} ({arAreas}), each ad sent to its own page, never the home page.
The goal: {arVisitShort}s booked, reported every Friday with the cost; signed projects reported monthly.
The cap: {{monthly cap}}; stop any search that brings no visit in a month.
The words: projects {arProof}, each with its {arRef}; the fee explained; never a discount or a deadline.`,
    marketingWisdom:
      "Money buys reach, not trust. Spend it where the proof is already strong: photographs that show the finished house as it is, and ads that send a searcher straight to a page about their own house and council.",
  },
];
