import type { LibraryTactic } from "../types";
import { ALL_STAGES } from "./stages";

/*
 * Home-improvement installers selling high-ticket work once per home (Reading.installer): solar panels and
 * batteries, heat pumps, EV chargers, insulation, windows and doors, kitchens and bathrooms, loft conversions,
 * new roofs. Homeowners research for weeks, get two or three quotes, fear cowboys and pushy salesmen, and ask a
 * neighbour who already has one; so the plan wins the quote instead of buying the lead: past installs as proof
 * (case studies with the customer's numbers, open homes, a sign and a note to the street agreed with the
 * customer), a written quote with its assumptions and no pressure, a thank-you paid on install, talks where
 * homeowners meet (for work that saves energy), local search, and ads judged by cost per install. A shop's
 * till, regulars, gift vouchers or staff perks mean nothing to someone choosing who to trust with their roof.
 * In the order the plan reads them.
 */

export const INSTALLER_TACTICS: LibraryTactic[] = [
  {
    id: "installer-winning-quote",
    installer: 1,
    name: "A quote that wins against the other two: a {instSurvey} within the week, a written quote with its assumptions, no pressure",
    kinds: ["local"],
    goals: ["revenue", "signups", "retention", "awareness", "partnerships"],
    stages: ALL_STAGES,
    channels: ["calls", "case-studies"],
    requires: [],
    uses: ["sales"],
    cost: { min: 0, max: 50 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Your buyers compare quotes and choose the {instTrade} they trust, so a {instSurvey} within the week, a written quote that shows the estimate and every assumption behind it, and room to decide without a salesman at the kitchen table make yours the quote they can check and come back to.",
    description:
      "Offer a {instSurvey} within five working days of every enquiry and send the written quote within two more: the design, {instEstimate}, what is included, how to check you, and one price with no discount for signing quickly. Then follow a plan while they decide: a call two days later to go through it, a case study from a home near theirs at two weeks, a last call at four weeks, and nothing more unless they ask.",
    steps: [
      "Write the quote's cover page and the follow-up plan (the template), and a one-page checklist of what every {instSurvey} records: photos, measurements, what the household uses and every question they ask.",
      "Answer every enquiry the same day and offer a {instSurvey} within five working days; say how long it takes and that nobody will ask them to sign anything on the day.",
      "Send the written quote within two working days of the {instSurvey}, with every assumption stated so they can hold it against the other quotes, and what you checked that week of the schemes and finance that apply: {instSchemes}.",
      "Every week, follow the plan for every open quote: a call on day two to go through it, a case study from a home near theirs at two weeks, a last call at four weeks asking whether a question is left; then stop unless they ask.",
      "Every Friday, count {instSurvey}s, quotes sent and quotes won, and ask everyone who chose another {instTrade}, kindly, what decided it.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["A quote cover page and a follow-up plan", "A {instSurvey} checklist", "Two evenings a week for quotes and calls"],
    successMetrics: ["A {instSurvey} within five working days of every enquiry", "Share of written quotes that become installs", "Progress towards: {metrics}"],
    template: `Cover page of every quote ({product}):
Dear {{first name}},
Thank you for having us round on {{survey date}}. This is our written quote for your home: the design, what we expect it to do and the assumptions behind every number, so you can check it against any other quote.
What we'll fit: {{the design}}
What we expect, and on what assumptions: {{the estimate and its assumptions}}
What's included: {{what is included}}. Fitted in {instDays}.
How to check us: {instMarksHeld}, and our guarantees in writing.
The price: {{the price for this home}}. It stays the same while you decide; there is no discount for signing quickly.
Any question at all, call me on {{phone}}. {{your name}}, {product}

---
Follow-up plan (put the dates in the diary when the quote goes):
Day 2: a call to go through the quote and answer questions.
Week 2: a short note with a case study from a home near theirs.
Week 4: a last call: "Is there any question left that I can answer?" Then nothing more unless they ask.`,
    marketingWisdom:
      "Homeowners who get three quotes rarely choose on price alone; they choose the quote they understand and the {instTrade} they trust. A written quote that shows its assumptions can be checked, and a follow-up that asks for questions instead of a signature is the opposite of the salesman they fear.",
  },
  {
    id: "installer-case-studies",
    installer: 2,
    name: "A case study for every install, with the customer's own {instEvidence} and their consent",
    kinds: ["local"],
    goals: ["revenue", "signups", "retention", "awareness", "partnerships"],
    stages: ALL_STAGES,
    channels: ["case-studies"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 50 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "People deciding on {instWhat} believe a neighbour's {instEvidence} more than any brochure, so a one-page story of each install, in the customer's own words and with their own {instEvidence}, sent with every quote and put on your site, is the proof the other quotes lack.",
    description:
      "At every handover, ask for consent to write the install up as a case study (the template), and come back for the {instEvidence}: {instProof}. Write one page per install: the village or town, the home, what was fitted and why, the customer's numbers and their words, and never the house number without a yes. Put each on {website} under its town, and send the nearest two with every quote.",
    steps: [
      "Print the consent note (the template) and ask for it at every handover; write down what each customer agrees to share: first name, village, photos, {instEvidence}, their words.",
      "Go back through your installs of the last two years and ask those customers too, the happiest first; offer to read them the page before it goes up.",
      "Every week, for each yes, collect {instProof}, and write one page from the outline in the template, in the customer's words, sent to them for approval.",
      "The same day a customer approves their page, put it on {website} under its town; from then on, send the two nearest with every quote.",
      "Every Friday, count case studies written and the quotes that went out with one from near the customer's home.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A printed consent note for every handover", "One page per install", "An hour a week to write them up"],
    successMetrics: ["Case studies written, one for every install with a yes", "Quotes sent with a case study from near the home", "Progress towards: {metrics}"],
    template: `Consent note, at handover:
Thank you for choosing {product}. Would you let us write up your install for other homeowners near you? Tick what you're happy to share: your first name / your village or town / photos of the {instUnit} (never the house number) / your {instEvidence} before and after / a few words from you. We'll send you the page to approve before anyone sees it, and take it down whenever you ask. {{your name}}, {product}

---
Case study outline (one page):
{{first name}} in {{village}}: {{what was fitted}}
The home, and why they wanted it: {{in their words}}
What we fitted and why: {{the design in two sentences}}
{instCaseLine}
What they'd tell a neighbour: "{{their words}}"`,
    marketingWisdom:
      "A case study is borrowed trust: the customer's own {instEvidence}, in their words, with their name on it, answer the question every buyer has (will this work on a house like mine?) better than anything you can claim.",
  },
  {
    id: "installer-search-profile",
    installer: 3,
    essential: true,
    name: "Google Business Profile, honest reviews and a page for each town you fit in",
    kinds: ["local"],
    goals: ["revenue", "signups", "retention", "awareness", "partnerships"],
    stages: ALL_STAGES,
    channels: ["google-business", "reviews", "seo", "case-studies"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 30 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "People who have decided to look search {instSearches} and then check the reviews, the photos of real installs and how to check the {instTrade}, so a complete profile, recent reviews from every customer and a page for each town is where {product} is found and believed.",
    description:
      "Set up the free Google Business Profile as a service-area business (the towns you cover, your address hidden), with photos of real installs and one post a week about an install the customer agreed to. Ask every customer alike for an honest review at handover and offer nothing for it. On {website}, write a 'how to check us' page ({instMarksHeld}, your insurance and guarantees, each with the link to check it), then a page for each town you fit in, with its case studies. Certifications and schemes worth checking, whether you hold them or want them: {instMarks}.",
    steps: [
      "Claim or create the profile at business.google.com as a service-area business: the towns and villages you fit in, your address hidden, the main category a homeowner would search for, your hours, phone and {website}.",
      "Add ten photos of real installs, each with the customer's agreement, and list what you fit as services.",
      "Write the 'how to check us' page on {website}: {instMarksHeld}, your insurance and guarantees, each with the link where a customer can check it.",
      "At every handover, ask every customer alike for a Google review, with the link in your thank-you message; offer nothing for it and never ask only the happy ones: Google's rules forbid both.",
      "Every Monday, post one install with a photo (the village, what was fitted, the customer's words if they agree), reply to every review within two days, and write one page a week for a town you fit in, with its case studies.",
    ],
    setupSteps: 4,
    resourcesNeeded: ["A Google account the business owns", "Ten photos of real installs", "An hour a week for a post, replies and a town page"],
    successMetrics: ["Profile verified and complete within two weeks", "A review from every customer who agrees, answered within two days", "Progress towards: {metrics}"],
    template: `Google profile description:
{product} is {instAWord} covering {place}. We survey, design and fit {instWhat}, and every quote is written down with its assumptions.{instCertified} Call us or book a {instSurvey} at {website}.

---
Thank-you message at handover, with the review link:
Thank you for choosing {product}, {{first name}}. If you have a minute, an honest Google review helps other homeowners in {place} decide: {{review link}}. And call me on {{phone}} with any question, now or in ten years. {{your name}}

---
Reply to a review:
Thank you, {{first name}}. It was good to work on your home in {{village}}; call us any time you have a question. {{your name}}, {product}`,
    marketingWisdom:
      "A homeowner about to let someone onto their roof or into their kitchen checks three things: real work nearby, what other customers say, and whether the certificates are real. A profile and a page that answer all three, with links to check, do more than any claim.",
  },
  {
    id: "installer-open-home",
    installer: 4,
    name: "Open homes: a past customer shows their {instUnit} to the neighbours",
    kinds: ["local"],
    goals: ["revenue", "signups", "awareness", "partnerships"],
    stages: ALL_STAGES,
    channels: ["events", "case-studies"],
    requires: [],
    uses: ["sales"],
    cost: { min: 50, max: 200 },
    paid: false,
    hoursPerWeek: 1.5,
    contactsIndividuals: true,
    inPerson: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Homeowners ask a neighbour who already has one before they ask anyone for a quote, so a Saturday morning in a happy customer's home, with you there for the technical questions, lets twenty neighbours see it and ask at once.",
    description:
      "Ask your happiest customers to host a two-hour open home on a Saturday morning, one a month: the host shows {instShow}; you answer the questions; nobody is asked to sign anything. The host invites their street with a note you print for them; you send it to the events listings of {instLocalPaper}, and thank the host with a gift or a donation to their charity.",
    steps: [
      "Ask three of your happiest customers, in three different villages or towns, whether they would host a two-hour open home on a Saturday morning; agree what they'd rather not show, and how you'll thank them.",
      "For the first date, print the host's invitation (the template) for them to give to the neighbours they choose, and send it to the events listings of {instLocalPaper} a month ahead; do the same for each date after.",
      "On each morning, let the host show {instShow}; bring case studies from nearby homes, answer questions, and take names only from people who ask for a {instSurvey}.",
      "Afterwards, within two days, send everyone who asked a note with a {instSurvey} date, and thank the host in writing.",
      "Count visitors, {instSurvey}s booked and installs after each open home; ask back the hosts whose mornings bring the most.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["Three customers willing to host", "Printed invitations for each host", "A Saturday morning a month"],
    successMetrics: ["Open homes held, one a month", "Bookings for a {instSurvey} within two weeks of each one", "Progress towards: {metrics}"],
    template: `Invitation (from the host, for their neighbours):
Come and see what we had fitted
We had {instHad} fitted by {product} in {{month}}, and lots of you have asked how it's going. Come round on Saturday {{date}}, 10am to 12, to see it, ask us anything, and ask {{your name}} from {product} the technical questions. There's no selling on the day, just a cup of tea.
{{host's first names}}, {{house name or number}} {{street}}`,
    marketingWisdom:
      "People believe a neighbour's account over any advert, and seeing the real thing answers questions a brochure can't. Keep it the host's morning, not a sales event: the surveys come in the weeks after.",
  },
  {
    id: "installer-street-note",
    installer: 5,
    name: "After every install, {instSign} and a note to the street, agreed with the customer",
    kinds: ["local"],
    goals: ["revenue", "signups", "awareness", "partnerships"],
    stages: ALL_STAGES,
    channels: ["flyers"],
    requires: [],
    uses: [],
    cost: { min: 50, max: 150 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    inPerson: true,
    timeFrame: "Quick Win",
    impact: "Medium Impact",
    why: "The neighbours see the van and the work and wonder who it is, so {instSign} and a short, polite note about the work, both agreed with the customer first, answer them while they are curious, without anyone ringing a doorbell.",
    description:
      "Before each install, ask the customer whether they're happy for {instSign} during the work and for two weeks after, and for a short note, {instNoteWay} the day before you arrive, and let them read it first. The note says who you are and when the van will be there, apologises for the noise, and says the customer is happy to be asked about it. Check any local rules on signs before you put one up.",
    steps: [
      "Print the sign (your name, {instMarksHeld}, phone and {website}) and the note (the template), and add both to the checklist you go through with every customer before the install.",
      "Before each install, ask the customer in the template's words, show them the note, and do only what they agree to.",
      "Have the note {instNoteWay} the day before each install, and take the sign down on the day you said.",
      "When a neighbour gets in touch, ask where they heard of you and note the street; every Friday, count enquiries from each install's street.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["A sign with your name and number", "Twenty printed notes for every install", "Two minutes with every customer before the install"],
    successMetrics: ["Installs with the customer's yes to a sign and a note", "Enquiries from each install's street", "Progress towards: {metrics}"],
    template: `Asking the customer (before the install):
While we're fitting, may we put up {instSign} with our name, and leave it for two weeks after? And may we leave a short note for your nearest neighbours the day before, to say sorry for the van and the noise? Only if you're happy; here's the note.

---
Note to the neighbours:
Dear neighbour, {product} will be fitting {instHad} at {{house name or number}} on {{dates}}. Our van will be outside from {{time}}; sorry for any noise, and do tell us if it's in your way. {{customer's first names}} said you're welcome to ask them how they found us. If you'd like to know more, we're at {website} or on {{phone}}. {{your name}}, {product}`,
    marketingWisdom:
      "An install is the best advert you have, and the street sees it anyway. Asked for, polite and agreed with the customer, the sign and the note turn curiosity into enquiries; unasked, the same sign looks like the salesmen people fear.",
  },
  {
    id: "installer-referral-thanks",
    installer: 6,
    name: "A thank-you for past customers when a neighbour they recommend has theirs installed",
    kinds: ["local"],
    goals: ["revenue", "signups", "retention", "awareness", "partnerships"],
    stages: ALL_STAGES,
    channels: ["referral"],
    requires: [],
    uses: [],
    cost: { min: 0, max: 150 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Past customers are already asked about their {instWhat} by friends and neighbours, so a thank-you they can mention, paid only once the neighbour's install is complete, turns those conversations into {instSurvey}s without anyone being pushed.",
    description:
      "Tell every customer at handover, and every past customer in one letter, that if someone they recommend has {instWhat} fitted by {product}, you'll thank them (with a sum, a gift or a donation to their charity) once the install is complete. The neighbour gets the same {instSurvey}, quote and price as anyone, so no quote looks inflated. Before you start, {instRewardRule}.",
    steps: [
      "Choose the thank-you (a sum, a gift or a donation to a charity they choose), paid only once the install is complete; {instRewardRule}; then write it into the handover pack.",
      "Send the letter in the template to every past customer, by post or by email where they agreed to hear from you.",
      "At every enquiry, ask 'Who told you about us?' and note the name; when that install is complete, send the thank-you with a handwritten card.",
      "Every month, count enquiries and installs from past customers' recommendations, and thank anyone who sent more than one in person.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["A letter to every past customer", "A thank-you paid only on installs", "A note of who sent whom"],
    successMetrics: ["Enquiries that name a past customer, every month", "Installs from them, and thank-yous paid", "Progress towards: {metrics}"],
    template: `Letter to past customers:
Dear {{first name}},
It's {{how long}} since we fitted your {instUnit}; I hope it's doing what we said it would. If you'd ever like us to check anything, call me on {{phone}}.
Many of our customers are asked about their {instWhat} by friends and neighbours. If someone you recommend has theirs fitted by {product}, we'll send you {{the thank-you}} once their install is complete. They get the same survey, quote and price as anyone, and nobody is under any obligation.
With thanks, {{your name}}, {product}`,
    marketingWisdom:
      "A recommendation between neighbours works because nobody is selling: the customer tells their story, and you do the quote. Paying only on install keeps it honest, and the same price for everyone keeps the quote believable.",
  },
  {
    id: "installer-talks",
    installer: 7,
    installerEnergy: true,
    name: "Honest talks where homeowners meet: what {instWhat} can really save, and how to check any installer",
    kinds: ["local"],
    goals: ["revenue", "signups", "awareness", "partnerships"],
    stages: ALL_STAGES,
    channels: ["speaking", "community", "case-studies"],
    requires: [],
    uses: ["sales"],
    cost: { min: 0, max: 50 },
    paid: false,
    hoursPerWeek: 1.5,
    contactsIndividuals: true,
    inPerson: true,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Many of your buyers belong to groups that book a speaker every month ({instGroups}), and a practical talk with real numbers and the questions to ask any installer earns their trust before they ask anyone for a quote.",
    description:
      "Offer a free 30-minute talk with questions: how {instWhat} work, what your customers' own numbers show and what the work does not do, the questions to ask any installer, and the schemes worth checking: {instSchemes}. Nothing is sold on the night; a sheet goes round for anyone who wants a case study from their village or a {instSurvey}.",
    steps: [
      "Write the talk from the outline in the template, with three of your own case studies and their real numbers (with consent), and print a one-page list of questions to ask any installer.",
      "List the groups across {place} and their organisers ({instGroups}), and send each the message in the template; aim for two talks a month.",
      "At each talk, give everyone the one-page list and pass round a sheet for those who want a case study from their village or a {instSurvey}; nothing else.",
      "Afterwards, within two days, send what was asked for, and count {instSurvey}s and installs from each talk.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A 30-minute talk with your own case studies", "A printed list of questions to ask any installer", "Two evenings or afternoons a month"],
    successMetrics: ["Talks given, two a month", "Bookings for a {instSurvey} within two weeks of each talk", "Progress towards: {metrics}"],
    template: `Message to an organiser:
Hello {{first name}}, I'm {{your name}} from {product}, {instAWord} in {place}. I give a free 30-minute talk for groups, "What {instWhat} can really save, and how to check any installer", with real numbers from homes nearby and plenty of time for questions. There's no selling on the night. Would a meeting in {{month}} suit your group?

---
Talk outline (30 minutes):
1. How it works, in plain words, and what it doesn't do.
2. Three homes near here: what they had fitted and their numbers, with their permission.
3. The schemes to check before you decide, and where to check them.
4. Ten questions to ask any installer, us included.
5. Your questions.`,
    marketingWisdom:
      "A talk earns trust when it teaches, and the questions to ask any installer, you included, show you have nothing to hide. The surveys come from the people who go home and check.",
  },
  {
    id: "installer-search-ads",
    installer: 8,
    name: "Google search ads within the area you fit, judged by cost per install",
    kinds: ["local"],
    goals: ["revenue", "signups", "awareness"],
    stages: ALL_STAGES,
    channels: ["google-ads", "google-business", "case-studies"],
    requires: [],
    uses: ["paid"],
    cost: { min: 500, max: 8000 },
    paid: true,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Someone who searches {instSearches} has decided to look, and an ad shown only where you fit, sent to the case studies from their town and a {instSurvey} form, reaches them while they choose who to ask for a quote, and the enquiry is yours alone.",
    description:
      "Run one Google search campaign on those searches, shown only in the area you fit, with a daily cap and your Google Business Profile linked; send each ad to its town's page with the case studies and a {instSurvey} form, and count a booked {instSurvey} as the conversion. Judge it by cost per install, against the most you allow for one (the arithmetic in the strategy).",
    steps: [
      "Create one search campaign with the location set to the area you fit ({place}), people in that area only, a daily cap, and your Google Business Profile linked; count a booked {instSurvey} and a call of over a minute as conversions.",
      "Choose 10 to 20 keywords from {instSearches} and the towns you fit in, and add negatives right away: jobs, training, course, DIY, free, second hand.",
      "Write the ads from the template (headlines under 30 characters, descriptions under 90): no price that ends and no promised saving.",
      "{instSeason}: put most of the budget into those weeks, and hold it back when the diary is full.",
      "Every Friday, read the search terms, add negatives, and write the cost per enquiry, per {instSurvey} and per install in the tracker beside what past customers send you; cut what costs more than you allow.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["A Google Ads account linked to your Google Business Profile", "A {instSurvey} form counted as the conversion", "A daily cap and an hour every Friday"],
    successMetrics: ["Cost per {instSurvey} and per install, every Friday", "Installs from ads against the most you allow for one", "Progress towards: {metrics}"],
    template: `Headlines (up to 30 characters each):
{product}
{instHeadline}
Written Quote, No Pressure
Local to {instTown}

Descriptions (up to 90 characters each):
A {instSurvey} within the week and a written quote with every assumption shown.
See installs near you in {instTown}, with the owners' own {instEvidence}.`,
    marketingWisdom:
      "Search ads buy the moment someone decides to look, not their trust: that comes from the page they land on. Judge them by installs, since a click from someone doing homework on the subject costs the same as one from a buyer.",
  },
  {
    id: "installer-facebook-ads",
    installer: 9,
    name: "Facebook ads in the area you fit: a neighbour's case study or the next open home",
    kinds: ["local"],
    goals: ["revenue", "signups", "awareness"],
    stages: ALL_STAGES,
    channels: ["meta-ads", "instagram", "case-studies"],
    requires: ["paid"],
    workaround: {
      paid: "Hire a freelancer who runs local Facebook campaigns for a fixed fee for the first three months, and have them show you the cost per {instSurvey} every month.",
    },
    uses: ["paid", "content"],
    cost: { min: 300, max: 5000 },
    paid: true,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Homeowners who have not started looking yet will stop for a neighbour's real {instEvidence}, so an ad with a case study from their area or an invitation to the next open home starts their research with {product}, judged by {instSurvey}s booked.",
    description:
      "Run Facebook and Instagram ads to people in the area you fit, targeted by place only, with a case study from a nearby village or the next open home's invitation (with the customer's consent), never a price that ends or a promised saving. Count {instSurvey}s booked from the ads and the installs that follow, and move money each month to what brought them.",
    steps: [
      "Set up conversion tracking on the {instSurvey} form so a booked {instSurvey} counts; target the area you fit by place only, and read Meta's advertising policies (and its rules on ads that mention finance or credit) before the first ad.",
      "Write three ads from the template, each with a real customer's story and their written consent, and one for the next open home.",
      "Run one campaign with a daily cap, and keep the ad that brings {instSurvey}s, not likes.",
      "Every month, write the cost per {instSurvey} and per install in the tracker beside your other paid channel and what past customers send you, and move money to what brings installs.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A Meta ads account", "Three customers' stories with their consent", "A {instSurvey} form that counts conversions"],
    successMetrics: ["Cost per {instSurvey} booked from the ads", "Installs that followed, every month", "Progress towards: {metrics}"],
    template: `Ad with a case study:
"{{customer's words}}" {{first name}} in {{village}} had {instHad} fitted by {product} in {{month}}: {{what changed for them}}. Read their story and others near you: {website}

---
Ad for an open home:
See {instWhat} in a home near you: {{host's first names}} in {{village}} are opening their home on Saturday {{date}}, 10am to 12. Ask them anything; there's no selling on the day. Details: {website}`,
    marketingWisdom:
      "On Facebook nobody is shopping for {instWhat} yet, so offer the next small step, not the system: a neighbour's story or an open home. Judge the ads by surveys booked and installs, never by likes.",
  },
];
