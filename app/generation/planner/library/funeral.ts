import type { LibraryTactic } from "../types";
import { ALL_STAGES } from "./stages";

/*
 * A funeral director (Reading.funeral): an independent funeral director or funeral home, an undertaker, a
 * direct cremation provider, in the UK or a US funeral home. A family chooses within a day or two of a death,
 * often for the first time, on a name remembered from a funeral they attended, the word of a hospice, a care
 * home or a minister, and the prices they can compare; people in their sixties and seventies plan ahead. So
 * the plan is a phone answered day and night, every price published in full, a plain guide to what to do when
 * someone dies, relationships with the people who stand beside families, plans explained at talks, reviews
 * asked gently weeks later, and remembrance. Nothing here sells to the grieving: no offers, discounts or
 * stunts, no couples or weddings (a 'celebrant-led service' once read it as a wedding supplier).
 */

const GOALS: LibraryTactic["goals"] = ["signups", "revenue", "retention", "awareness", "partnerships"];

export const FUNERAL_TACTICS: LibraryTactic[] = [
  {
    id: "fu-night-phone",
    funeral: 1,
    name: "Answered {fuNight}: a person on the phone at any hour, and the next steps in writing the same day",
    kinds: ["local"],
    goals: GOALS,
    stages: ALL_STAGES,
    channels: ["calls"],
    requires: [],
    uses: [],
    cost: { min: 0, max: 40 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "A death can come at 3am, and the family, or the nurse at the care home, calls the first name they trust; a calm person who answers, says what happens next and then sends it in writing is the funeral director they stay with.",
    description:
      "Make sure a person, never a machine, answers {product}'s phone {fuNight}: a rota of who is on call, the number diverted after hours, and a short guide by the phone for the first call. After every first call, send the family the next steps in writing the same day (what you will do, what they need to do, {fuRegisterCheck}, and your price list), so nothing rests on what a grieving person remembers from a phone call.",
    steps: [
      "Write the on-call rota for the next month, evenings, nights, weekends and bank holidays included, and divert the number after hours to whoever is on call; ring it yourself at 2am one night to check.",
      "Print the first-call guide in the template and keep it by every phone, including the on-call mobile, with a one-line record of every first call next to it: the date and time, who called (a family, a care home, a hospice, the hospital), how they found you, and whether the family chose you.",
      "Write the 'next steps' message from the template once, in plain words{fuBilingual}, with a link to your price list and your guide, and send it after every first call.",
      "Every Friday, count first calls by how each family found you and how many became funerals, and ask the person on call what the callers asked that the guide did not answer.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["An on-call rota, nights and weekends included", "The first-call guide by every phone", "The next-steps message, ready to send"],
    successMetrics: ["Every call answered by a person, day and night", "The next steps sent after every first call, the same day", "Progress towards: {metrics}"],
    template: `First call, by the phone:
"{product}, this is {{your name}}. I'm so sorry. Can you tell me the name of the person who has died, and where they are now?"
1. Their name, and where they are (at home, a care home, a hospice, the hospital).
2. Your name, your number, and how you are related.
3. Whether a doctor or nurse has been, and whether they wanted a burial or a cremation, if you know.
"There is nothing you need to decide tonight. We can come {{when you will come}}, and I'll send you the next steps in writing."

---
Next steps (by text or email, the same day):
Dear {{first name}},
I'm sorry for your loss. We are now caring for {{their name}} at {{your premises}}. What happens next:
1. What you need to do first: {fuRegisterCheck}.
2. When you are ready, we'll meet, at our funeral home or at your home, to talk about the funeral; there is no rush.
3. Our prices are all here, in full: {{link to your price list}}. Our guide to what to do when someone dies is here: {{link to your guide}}.
You can call us {fuNight} on {{phone}}.
{{your name}}, {product}`,
    marketingWisdom:
      "Families rarely remember the advert; they remember who answered at night and how they spoke. The first call is the first act of the funeral, and the written next steps are what let a family sleep.",
  },
  {
    id: "fu-price-list",
    funeral: 2,
    essential: true,
    name: "Every price in full on your website and Google profile: {fuPriceLine}, with {fuPriceList}",
    kinds: ["local"],
    goals: GOALS,
    stages: ALL_STAGES,
    channels: ["google-business", "seo"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 20 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Families compare funeral prices in a hurry, often for the first time, and search for them ({fuSearches}); a page that shows every price in full, found on Google, earns the call, and {fuPriceRule} applies anyway.",
    description:
      "Publish one prices page on {website} with everything a family needs to compare: {fuPriceLine}, what each includes and what it doesn't, and {fuPriceList}. Add what families pay to others (cremation or burial, the doctor, the minister or celebrant) as the amounts you know today. Claim the free Google Business Profile for {product} at your funeral home's address, with your opening hours and 'phone answered {fuNight}', and link it to the prices page.",
    steps: [
      "Write the prices page from the template: every package with what it includes (collection, care of the person who has died, the coffin, the hearse, the staff at the service) and leaves out, the third-party fees as you pay them today, and how and when families pay; add {fuPriceList} and check it against {fuPriceRule}.",
      "Display the same price list in your funeral home where families can see it, and give a printed copy to anyone who asks.",
      "Claim the Google Business Profile at business.google.com at the funeral home's address: the main category closest to what you are (Funeral home or Funeral director), your hours, your phone and '{fuNight}', ten calm photos of the premises, the chapel of rest and the vehicles, and the description in the template.",
      "Type the searches families make ({fuSearches}) into Google on your phone, note who comes up, and make sure your prices page answers each in plain words.",
      "Every Monday, write three numbers from the profile in your tracker (searches, calls and website clicks), and update the page the day a price or a fee changes.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["One prices page on your website", "The price list in the funeral home and printed", "A Google account the firm owns"],
    successMetrics: ["Prices page live and the profile verified within two weeks", "First calls that mention the prices or Google, counted every Friday", "Progress towards: {metrics}"],
    template: `Prices page ({product}):
Title: Our prices, in full | {product}, {fuTown}
1. Our prices: {fuPriceLine}. What each includes and leaves out: {{what each includes and leaves out}}.
2. Fees paid to others, as they are today: {{cremation or burial fee}}, {{any medical examiner's fee}}, {{minister's or celebrant's fee}}.
3. How and when you pay: {{deposit and when the balance is due}}.
4. Our full price list: {{link to your standardised price list}}.
5. Call us {fuNight} on {{phone}}; we'll talk you through it with no obligation.

---
Google profile description:
{pitch} Our prices are on our website in full: {fuPriceLine}. We answer the phone {fuNight}.`,
    marketingWisdom:
      "A family that can see the whole price before they call trusts the firm that showed it. Published prices are not a discount and need no selling: they let the family compare without having to ask.",
  },
  {
    id: "fu-practical-guide",
    funeral: 3,
    name: "A plain guide, '{fuGuide}'{fuBilingual}: on your website, and printed for {fuDoctors}, {fuRegister} and hospices",
    kinds: ["local"],
    goals: GOALS,
    stages: ALL_STAGES,
    channels: ["seo", "blog", "flyers"],
    requires: [],
    uses: ["content"],
    cost: { min: 60, max: 150 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Most families have never arranged a funeral and search for what to do first; a plain, local guide that answers it, with no selling in it, is the help they remember, and the places they go in the first days ({fuDoctors}, {fuRegister}, the hospice) can hand it to them.",
    description:
      "Write one guide, '{fuGuide}', in plain words{fuBilingual}: the first hours, {fuRegisterCheck}, choosing a burial or a cremation, what a funeral costs and who to tell. Put it on {website} and print it as a short booklet with {product}'s name and number on the back page only. Ask {fuDoctors}, {fuRegister}, hospices and care homes whether they would like copies for families, and refill them every month.",
    steps: [
      "Write the guide from the outline in the template, two or three sides of A4, in plain words; check every local step (the register office's address and booking, the crematoria and cemeteries nearby) by ringing them.",
      "Put it on a page of its own on {website}, titled as families search ('{fuGuide}'), and link it from the prices page and the next-steps message.",
      "Print 200 booklets, with {product}'s name and number only on the back page, and no prices or offers inside.",
      "Ask {fuDoctorsManager}, {fuRegister}, and the hospice's family support team whether they would like copies for families, with the note in the template; leave them only where you are asked to.",
      "Every month, refill the places that use it, and count the first calls that mention the guide.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["Two or three days to write and check the guide", "Printing for 200 booklets", "A page of its own on your website"],
    successMetrics: ["The guide online and in five places that asked for it, within six weeks", "First calls that mention the guide, counted every Friday", "Progress towards: {metrics}"],
    template: `Guide outline: {fuGuide}
1. In the first hours: who to call if the death was at home, in a care home, a hospice or a hospital.
2. What must be done first: {fuRegisterCheck}; where to go, what to bring, {fuRegisterMore}.
3. Burial or cremation: what each involves, and the crematoria and cemeteries near {fuTown}.
4. What a funeral costs, and what you can leave out: a simple funeral, a direct cremation, a service led by a minister or a celebrant.
5. Who to tell, and help with money and grief: {fuBereavement}.
Back page only: {product} · {{phone}}, {fuNight} · {{link to your page}}

---
Note to {fuDoctors}, {fuRegister} or the hospice:
Dear {{first name}},
We've written a short, plain guide for families in {fuTown}: what to do when someone dies, registering the death, and where to find help. There is no advertising in it, only our name and number on the back. Would copies be useful for families who ask you? I'd be glad to bring some, and to change anything you think is wrong or missing.
{{your name}}, {product} · {{phone}}`,
    marketingWisdom:
      "Help given with no strings is the only marketing a grieving family welcomes. A guide that is genuinely useful, left only where it is wanted, puts your name in the hand of a family at the moment they need it, without a word of selling.",
  },
  {
    id: "fu-care-partners",
    funeral: 4,
    name: "{fuPartnersName}: known by name, useful at night, and never paid for a family's name",
    kinds: ["local"],
    goals: GOALS,
    stages: ALL_STAGES,
    channels: ["partnerships", "referral", "speaking"],
    requires: [],
    uses: ["community"],
    cost: { min: 0, max: 40 },
    paid: false,
    hoursPerWeek: 1.5,
    contactsIndividuals: true,
    inPerson: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "When someone dies in a hospice, a care home or a hospital, the staff are asked 'who should we call?', and the night nurse calls the funeral director who comes when promised and treats the person with dignity; being known and reliable to them matters more than any advert.",
    description:
      "List the people in {place} who are with families at or before a death ({fuPartners}), meet the manager or the family support lead of each, and ask what makes a funeral director easy to work with. Offer what helps them (your guide for families, the phone answered {fuNight}, a short talk for staff on what happens after a death) and keep every promise at every collection. Never pay or reward anyone for a family's name, and never ask staff to recommend you: families choose freely, and the staff remember who was reliable.",
    steps: [
      "List the hospices, care homes and hospital bereavement offices in {place}, with the manager's or the family support lead's name, and the date you last spoke.",
      "Each week, visit or ring two of them at a quiet moment with the note in the template: ask what goes wrong with funeral directors at night and what families ask them, and leave copies of your guide if they want them.",
      "Offer each care home and hospice a 30-minute talk for staff on what happens after a death (the collection, the paperwork, what families ask), with no selling in it.",
      "At every collection, arrive when you said, in the way you said, and thank the staff; if anything went wrong, ring the manager the next day.",
      "Every Friday, count first calls that came through a care home, a hospice or the hospital, and go back after six months to the ones you have not heard from.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A list of hospices, care homes and bereavement offices, with names", "Copies of your guide", "A 30-minute staff talk, written once"],
    successMetrics: ["Two visits or calls a week", "First calls through a care home, a hospice or the hospital, counted every Friday", "Progress towards: {metrics}"],
    template: `Note to a care home manager or a hospice's family support lead:
Dear {{first name}},
I'm {{your name}} from {product}, {fuAWord} in {fuTown}. I'm not writing to ask for anything. When someone dies in your care, your staff deal with families and funeral directors at difficult hours, and I'd like to know what makes that easier for them, and what goes wrong.
We answer the phone {fuNight}, and we've written a plain guide for families, '{fuGuide}', with no advertising in it: I'd be glad to bring copies if they would help. We also give a free 30-minute talk for staff on what happens after a death, if that would be useful.
Could I call in for ten minutes at a quiet time?
{{your name}}, {product} · {{phone}}`,
    marketingWisdom:
      "Nurses and care home staff never forget the funeral director who came at 4am, on time, and treated their resident with dignity, or the one who didn't. Reliability at every collection is the relationship; the visits only introduce it.",
  },
  {
    id: "fu-celebrants-faith",
    funeral: 5,
    name: "Celebrants, clergy and faith and community groups: the people who stand beside families at the service",
    kinds: ["local"],
    goals: GOALS,
    stages: ALL_STAGES,
    channels: ["partnerships", "community"],
    requires: [],
    uses: ["community"],
    cost: { min: 0, max: 30 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    inPerson: true,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Families ask their minister, their faith community or the celebrant they heard at a friend's funeral who to call, and those who lead services know which funeral directors make the day go well; working well together is what they pass on.",
    description:
      "Get to know {fuFaith} in {place}. Ask each how they like to work with a funeral director (timings, music, the family's wishes, the customs of their faith), learn what each faith and culture needs, and make every service you share go smoothly. Send each a short thank-you after a service together, and offer your chapel or arrangement room for their own bereavement groups if that helps.",
    steps: [
      "List the ministers, faith communities and celebrants families in {place} turn to, and mark the ones you have worked with this year.",
      "Send each the note in the template, and meet those who reply: ask how they like to work and what families in their community need (customs, timings, languages).",
      "Write down each faith's and community's customs you learn, check them with the community, and brief your team, so every service follows them.",
      "After every service you share, send a short thank-you the same week; if something went wrong, say so and put it right.",
      "Every quarter, count first calls from families who named a minister, a faith community or a celebrant, and the services you shared.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A list of ministers, faith communities and celebrants", "A note of each community's customs, checked with them", "A thank-you note after each service"],
    successMetrics: ["Ministers and celebrants you have met, and services shared", "First calls from families who named one of them", "Progress towards: {metrics}"],
    template: `Note to a minister, a faith community or a celebrant:
Dear {{name}},
I'm {{your name}} from {product} in {fuTown}. We have shared {{a service or several}} with you, and I'd like to make the next ones go as well as they can for the families: how do you like to work with a funeral director, and is there anything about {{your community's customs}} we should always get right?
Our chapel of rest and arrangement room are free for your {{bereavement group or visits}} if that ever helps.
With thanks,
{{your name}}, {product} · {{phone}}`,
    marketingWisdom:
      "The people who lead funerals see every funeral director at work. Getting the details of their service right, and thanking them after, earns the quiet word that families ask them for.",
  },
  {
    id: "fu-plan-talks",
    funeral: 6,
    onlyWhen: /\b(?:funeral plans?|pre-?paid|pre-?need|pre-?arranged)\b/i,
    name: "{fuPlanTitle}: explained at talks and open afternoons for {fuTalkGroupsShort}, never pushed",
    kinds: ["local"],
    goals: GOALS,
    stages: ALL_STAGES,
    channels: ["speaking", "events", "community", "flyers"],
    requires: [],
    uses: ["content", "community"],
    cost: { min: 40, max: 150 },
    paid: false,
    hoursPerWeek: 1.5,
    contactsIndividuals: false,
    inPerson: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "People in their sixties and seventies plan their own funeral so their children won't have to, and they choose a plan from someone they have met and trust, after thinking about it and talking to their family; a plain talk with time for questions is how they meet you.",
    description:
      "Offer a free 30-minute talk, 'Planning ahead: your funeral wishes, and what they cost', to {fuTalkGroups}, and hold an open afternoon at your funeral home once a quarter with tea and no appointment. Explain plainly what a {fuPlan} covers and doesn't, what happens to the money, and the alternatives (writing down your wishes, saving, life insurance), with a leaflet to take home. Nobody is asked to sign anything on the day.",
    steps: [
      "Check first: {fuPlanRule}.",
      "Write the talk once from the outline in the template, with a one-page leaflet: what a plan covers, what it costs, where the money is held, and the alternatives.",
      "Offer the talk to two groups a month with the note in the template, and book an open afternoon at the funeral home each quarter.",
      "At every talk, answer every question, hand out the leaflet and a wishes form anyone can fill in for free, and take names only from people who ask you to call.",
      "Every month, count talks, people who asked for a call and plans taken out, by where they first met you.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A 30-minute talk and a one-page leaflet", "Tea for an open afternoon each quarter", "A free funeral wishes form"],
    successMetrics: ["Two talks a month and an open afternoon a quarter", "Plans taken out, by where people first met you", "Progress towards: {metrics}"],
    template: `Note to a group's organiser:
Dear {{first name}},
I'm {{your name}} from {product}, {fuAWord} in {fuTown}. Many people tell us they'd like to plan their funeral so their family won't have to guess, but don't know where to start. I'd be glad to give your members a free 30-minute talk: writing down your wishes, what a funeral costs today, and how {fuPlan}s work (and when they are not the right choice), with time for questions. Nobody will be asked to sign anything.
Would {{a date}} suit your group?
{{your name}}, {product} · {{phone}}

---
Talk outline (30 minutes):
1. Why plan ahead: your wishes known, one less thing for your family.
2. What a funeral costs today: {fuPriceLine}, and what changes the price.
3. Writing down your wishes, for free (hand out the wishes form).
4. {fuPlanTitle}: what they cover and don't, where the money is held, and the alternatives.
5. Questions; a leaflet to take home; call us if and when you want to.`,
    marketingWisdom:
      "Nobody buys a funeral plan from a stranger in a hurry. People choose the firm they have met, that explained things plainly and let them go home to think; the talk that asks for nothing is the one that brings the calls.",
  },
  {
    id: "fu-gentle-reviews",
    funeral: 7,
    name: "Reviews asked once, gently, six weeks after the funeral, with the thank-you card",
    kinds: ["local"],
    goals: GOALS,
    stages: ALL_STAGES,
    channels: ["reviews", "google-business"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 20 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Families comparing funeral directors in a hurry read what other families wrote, and a family who was well looked after is often glad to say so, but only once the funeral is behind them; asked at the right time, and never at the funeral, it is a kindness to the next family.",
    description:
      "About six weeks after each funeral, when you send the family a handwritten card (and the ashes, the memorial details or the final account are settled), add one line asking whether they would share their experience on {fuReviewSites}, with the link. Ask every family the same way, once, and never at the arrangement, the funeral or with the invoice. Offer nothing in return. Reply to every review by first name, briefly, without details of the person who died.",
    steps: [
      "Copy the review links from your Google Business Profile ('Ask for reviews') and from any funeral directory you are listed on, and make a short link for the card.",
      "Write the card from the template and send it about six weeks after each funeral, to every family alike; leave out any family where something went wrong, and ring them instead.",
      "Reply to each review within a few days, by first name, thanking them, with nothing about the person who died or the funeral's details.",
      "Once a quarter, count reviews against the funerals of the quarter, and read them for anything you could do better.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["Thank-you cards", "The review links", "Half an hour a week"],
    successMetrics: ["Every family sent the card, about six weeks after the funeral", "Reviews each quarter, each answered", "Progress towards: {metrics}"],
    template: `Thank-you card, about six weeks after the funeral:
Dear {{first names}},
Thank you for trusting us with {{their name}}'s funeral. We think of you, and hope the weeks since have been gentle.
If you ever feel able to, a few words about how we looked after you would help other families in {fuTown} who have to choose, as you did: {{review link}}. There is no need at all.
With our kindest wishes,
{{your name}} and everyone at {product}`,
    marketingWisdom:
      "In funeral care a review is a family's thank-you, not a rating. Ask once, late and gently, the same way for every family, and the reviews that come read as what they are: people who were looked after.",
  },
  {
    id: "fu-remembrance",
    funeral: 8,
    name: "A remembrance service each year for the families you served, with {fuBereavementShort}",
    kinds: ["local"],
    goals: GOALS,
    stages: ALL_STAGES,
    channels: ["events", "community"],
    requires: [],
    uses: ["community", "content"],
    cost: { min: 100, max: 300 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    inPerson: true,
    timeFrame: "Long-term",
    impact: "Medium Impact",
    why: "Grief doesn't end with the funeral, and the first Christmas is often the hardest; a quiet remembrance service, open to the community, is care a family remembers and talks about, and it is the dignified way for {product} to be known.",
    description:
      "Hold a short remembrance service once a year, in December or on a date that suits your community, at a local church, chapel or community hall: names read, candles lit, music, tea afterwards. Invite every family you have served in the year by letter, and open it to anyone in {place} who is grieving. Ask {fuBereavement} to be there, so anyone who needs more support can find it.",
    steps: [
      "Choose the date and book the place three months ahead; ask a minister or a celebrant to lead it, and {fuBereavement} whether someone would come.",
      "Write the invitation from the template and post it to every family you have served in the year, with a reply slip if they would like a name read.",
      "Put a notice in the places families in {place} already look (the parish magazine, the community noticeboard, your website and Google profile), open to anyone grieving.",
      "On the day: names read, candles lit, music and tea; no leaflets about prices or plans, only the bereavement support details.",
      "Afterwards, write down how many came and what families said, and keep the date for next year.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A church, chapel or hall, booked ahead", "Candles, printed orders of service and tea", "The bereavement service's details"],
    successMetrics: ["Families who came, and names read", "Families who wrote or called afterwards", "Progress towards: {metrics}"],
    template: `Invitation (by post):
Dear {{first names}},
Every year we hold a short service of remembrance for the families we have cared for, and you would be most welcome. It will be at {{the church or hall}} on {{date}} at {{time}}, with {{minister or celebrant}}. We will read the names of those we remember and light a candle for each, and there will be tea afterwards. Anyone who has lost someone is welcome too.
If you would like {{their name}}'s name to be read, please return the slip or call us on {{phone}}.
With kind regards,
{{your name}} and everyone at {product}`,
    marketingWisdom:
      "The most dignified unconventional idea a funeral director has is care that continues after the invoice. A remembrance service asks for nothing, and it is what families tell their friends about.",
  },
  {
    id: "fu-language",
    funeral: 9,
    onlyWhen: /\b(?:Welsh|Gaelic|Irish|Polish|Punjabi|Gujarati|Urdu|Bengali|Hindi|Spanish|Cantonese|Mandarin|Greek|Turkish|Italian|Portuguese|Somali|Arabic|Vietnamese|Korean|Tagalog)\b/,
    name: "A funeral in {fuLanguage}: said on your price list, guide and phone, and known where families who speak {fuLanguage} meet",
    kinds: ["local"],
    goals: GOALS,
    stages: ALL_STAGES,
    channels: ["community", "partnerships"],
    requires: [],
    uses: ["content", "community"],
    cost: { min: 0, max: 60 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "A family who wants the funeral in {fuLanguage} looks for a funeral director who can arrange it in {fuLanguage}, from the first call to the service; few can, and the places those families meet pass the name on.",
    description:
      "Say it everywhere a family looks: the prices page, the guide and the Google profile{fuBilingual}, and who on your team speaks {fuLanguage} on the first call. Then let the places where families who speak {fuLanguage} meet know, as information rather than an advert: {fuLanguagePlaces}.",
    steps: [
      "Put the prices page, the guide and the Google profile description in {fuLanguage} as well as English, with a line saying who on your team speaks {fuLanguage}, and check the wording with a native speaker.",
      "Make sure whoever answers the phone can pass a family who speaks {fuLanguage} to a colleague who speaks it, day and night, or ring back within the hour.",
      "Send the note in the template to {fuLanguagePlaces}, and offer copies of the guide in {fuLanguage}.",
      "Every quarter, count the families who chose {product} for a funeral in {fuLanguage}.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["The prices page and the guide in {fuLanguage}", "A {fuLanguage} speaker on call", "A list of places where families who speak {fuLanguage} meet"],
    successMetrics: ["Pages and guide live in {fuLanguage}", "Families who chose you for a funeral in {fuLanguage}", "Progress towards: {metrics}"],
    template: `Line for the prices page, the guide and the Google profile:
We arrange funerals in {fuLanguage} or English, from the first call to the service: {{names of team members}} speak {fuLanguage}.

---
Note to {fuLanguagePlacesShort}:
Dear {{name}},
I'm {{your name}} from {product}, {fuAWord} in {fuTown}. We arrange funerals in {fuLanguage} from the first call to the service, and we've written a plain guide in {fuLanguage}, '{fuGuide}', with no advertising in it. Would copies be useful for your members? I'd be glad to bring some.
{{your name}}, {product} · {{phone}}`,
    marketingWisdom:
      "A family grieving in its own language hears every word of the funeral. Saying plainly that you can arrange it in that language is information, not selling, and the community passes it on.",
  },
  {
    id: "fu-aftercare",
    funeral: 10,
    name: "An aftercare service the budget can carry: an aftercare coordinator, a monthly bereavement café and a year of support for every family who asks",
    kinds: ["local"],
    goals: GOALS,
    stages: ALL_STAGES,
    channels: ["community", "events"],
    requires: [],
    uses: ["community"],
    cost: { min: 3000, max: 15000 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    inPerson: true,
    timeFrame: "Long-term",
    impact: "High Impact",
    why: "With this budget the care that sets {product} apart can continue after the funeral, and a family supported through the first year is the one that comes back and sends others, without a word of selling.",
    description:
      "Employ an aftercare coordinator (part-time at first) who offers every family, at the arrangement, support for the year after the funeral: a call at one month and on the anniversary for those who say yes, help with the paperwork, and a place at a monthly bereavement café in your funeral home or a community hall, open to anyone in {place}, run with {fuBereavement}. Fund the remembrance service from it. Judge it by the families who take part and what they say, never by sales.",
    steps: [
      "Write the role (a part-time aftercare coordinator with bereavement training), and ask {fuBereavement} how they would like to work with them.",
      "At every arrangement, offer the aftercare with the line in the template, and write down only the families who say yes.",
      "Start the monthly bereavement café with tea, a quiet room and someone from the bereavement service; open it to anyone in {place}, with a notice where families already look.",
      "Every quarter, count the families in aftercare, those who came to the café and what they said, and change what doesn't help.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["An aftercare coordinator, part-time at first", "A room for the monthly café, and tea", "The bereavement service's support"],
    successMetrics: ["Families who said yes to aftercare, and who came to the café", "What families said, each quarter", "Progress towards: {metrics}"],
    template: `At the arrangement (said, not written in the contract):
"After the funeral, {product} stays in touch for a year if you'd like us to: a call after a month and on the anniversary, help with any paperwork, and our bereavement café once a month. Would you like that? It is part of what we do, and there is nothing to pay."

---
Notice for the café:
Bereavement café at {product}, {{day and time}}, once a month. Tea, a quiet room and someone to listen, with {fuBereavementShort}. Open to anyone who has lost someone; no need to book.`,
    marketingWisdom:
      "The firm that is still there a month later, when the cards have stopped, is the one a family recommends for the rest of their lives. Aftercare is not a campaign; it is the funeral done properly.",
  },
  {
    id: "fu-search-ads",
    funeral: 11,
    name: "Google search ads on {fuAdSearches}, sent to your prices page",
    kinds: ["local"],
    goals: GOALS,
    stages: ALL_STAGES,
    channels: ["google-ads"],
    requires: [],
    uses: [],
    cost: { min: 200, max: 8000 },
    paid: true,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Some families search for a funeral director in a hurry and choose from the first results; a plain ad that leads straight to your prices, paid only when someone clicks, puts {product} in front of them beside {fuRival}.",
    description:
      "Run a small Google search ads campaign on the searches families make ({fuSearches}), shown only in {place}, with ads that state facts (an independent funeral director, every price published, the phone answered {fuNight}) and lead to your prices page. No offers, no countdowns, never an ad on anyone's name. Judge it by the first calls it brings, not the clicks.",
    steps: [
      "Set up a Google Ads account with a daily limit that keeps the month within your share of the budget, shown only in {place}.",
      "Add the searches families make ({fuSearches}) as phrase matches, and add people's names, 'jobs' and 'obituary' as negative keywords.",
      "Write two ads from the template, each leading to the prices page; turn on the call button for the hours someone answers (which is all of them).",
      "Every Friday, count the first calls that came from the ads against what they cost, and pause the searches that bring clicks but no calls.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["A Google Ads account with a daily limit", "The prices page to send people to", "The first-call record, to count calls from ads"],
    successMetrics: ["Cost per first call from the ads, counted every Friday", "Funerals arranged after an ad, by month", "Progress towards: {metrics}"],
    template: `Search ads for {product} (keep each headline within 30 characters and each description within 90; the editor shows the count):

Ad 1:
Headline: {fuAdHeadline}
Headline: Every Price Published
Description: Local {fuWord} in {fuTown}. Every price on our website. We answer day and night.

---
Ad 2:
Headline: Direct Cremation {fuTown}
Headline: Prices In Full, No Hidden Fees
Description: Direct cremation, every price published: see everything included before you call.`,
    marketingWisdom:
      "A funeral ad earns its place by being useful: the price, the phone, the facts. A family in a hurry clicks the one that answers their question, not the one that sells hardest.",
  },
];
