import type { LibraryTactic } from "../types";
import { ALL_STAGES } from "./stages";

/*
 * A children's entertainer booked for parties (Reading.partyEntertainer): a kids' party entertainer, a children's
 * magician, a face painter, bouncy-castle hire, a party host. A parent books four to eight weeks before the
 * birthday, on another parent's word (the last party their child came home from, the school-gate WhatsApp group,
 * the local mums' Facebook group), after checking the price in full, the checks and the date. So the party is
 * the advert, the host parent's word is made easy to pass on, the weekday and holiday slots are filled where
 * those parties and events happen, and next year's birthday is rebooked. Every message goes to a parent, a venue
 * or an organiser, never to a child; no photo of a child without the parent's consent; no shop tactics.
 *
 * Tokens special to these texts (app/plan-quality/party-entertainer.ts): {peWord} {peAWord} {peActs} {peAges}
 * {peChildren} {pePrice} {peParty} {peVenues} {peChecks} {peCheckName} {peInsurance} {peHolidays} {peHolidaysShort}
 * {pePhotoRule} {peGroups} {peGoal} {peFairRules}.
 */

export const PARTY_ENTERTAINER_TACTICS: LibraryTactic[] = [
  {
    id: "pe-party-bag",
    partyEntertainer: 1,
    essential: true,
    name: "Every party is the advert for the next: a card in every party bag and a thank-you to the host parent with the review link",
    kinds: ["local"],
    goals: ["revenue", "signups", "awareness", "retention"],
    stages: ALL_STAGES,
    channels: ["referral", "reviews", "flyers"],
    requires: [],
    uses: ["community"],
    cost: { min: 15, max: 40 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    inPerson: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Every party you do has a room full of families, and the parents who collect their children are the next parents to plan a birthday: a card in each party bag, and a host parent thanked the next morning with a link to review you, turn one weekend party into the next bookings.",
    description:
      "Put a small card in every party bag (or hand it to each parent at pick-up): {product}, {peActs} for {peChildren}, {pePrice}, weekday and holiday dates, and how to book. The next morning, send the host parent a thank-you with the review link; a photo of the party goes on your page {pePhotoRule}.",
    steps: [
      "Print a batch of party-bag cards from the template (a local printer or an online one), with a different line on the back for weekday and holiday parties; ask each host parent before the party if you may put one in each bag.",
      "At the end of every party, give the host parent a few spare cards for the parents who ask, and say one thing their child loved.",
      "The next morning, send the thank-you from the template with your Google review link; never offer anything for a review, and answer each one by the parent's first name.",
      "Every Friday, write in the tracker: parties done, cards given, reviews in, and enquiries that say 'we were at {{child's name}}'s party'.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["Party-bag cards (a few hundred)", "Your Google review link", "A weekly count of enquiries from party guests"],
    successMetrics: ["Enquiries from parents who were at a party, each week", "Reviews from host parents", "Progress towards: {metrics}"],
    template: `Party-bag card (front):
{product}: {peActs} for {peChildren}. {pePrice}, at {peVenues} across {place}. {peChecks}.
Book: {{phone}} or {{link to your booking page}}

(back)
Weekday after-school parties and holiday dates are easier to get than Saturdays: ask about {{the next free weekday dates}}.

---
Thank-you to the host parent, the next morning:
Hi {{parent's first name}}, thank you for having me at {{child's first name}}'s party yesterday; {{one thing the children loved}}. I hope {{child's first name}} had the best birthday. If you have a minute, a few words on Google would help other parents choose: {{review link}}. And if you'd like one photo of the party for my page, I'll only share it with your OK. Thank you! {{your name}}, {product}`,
    marketingWisdom:
      "The guests' parents are the best audience you will ever have: they have just watched you, their child is still talking about you, and their own child's birthday is coming. Make the card easy to keep and the booking easy to make.",
  },
  {
    id: "pe-parents-message",
    partyEntertainer: 2,
    essential: true,
    name: "A short message host parents can forward to their {peGroups}",
    kinds: ["local"],
    goals: ["revenue", "signups", "awareness"],
    stages: ALL_STAGES,
    channels: ["referral", "community"],
    requires: [],
    uses: ["community", "social"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    why: "Parents in {place} ask for an entertainer in their {peGroups} and book whoever another parent raves about; you can't join those groups, but a host parent who was happy can forward a message that answers every question in one go.",
    timeFrame: "Quick Win",
    impact: "High Impact",
    description:
      "Write one short message a happy parent can forward or paste when someone in their group asks 'who did your party?': what you do, the ages, the price in full, the checks, weekday and holiday dates, and how to book. Send it with the thank-you, and again when a parent tells you someone is asking.",
    steps: [
      "Write the message from the template on your phone, with your booking link, and keep it ready to send.",
      "Send it to every happy host parent with the thank-you: 'if anyone asks who did the party, here's something you can forward'.",
      "When a parent books 'because {{name}} recommended you', thank the parent who recommended you by name.",
      "Every Friday, count enquiries that came from a forwarded message or a recommendation, and ask each new parent which group they saw it in.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A forwardable message on your phone", "Your booking link", "A note of who recommended whom"],
    successMetrics: ["Enquiries that name another parent or a group, each week", "Host parents who forwarded the message", "Progress towards: {metrics}"],
    template: `To the host parent, with the thank-you:
If anyone asks who did {{child's first name}}'s party, here's a message you can forward; no pressure at all!

---
The message to forward:
We had {product} for {{child's first name}}'s party and the kids loved it: {peActs} for ages {peAges}. {pePrice}, and they come to your home, a hall or a soft-play venue in {place}. {peChecks}. Weekday after-school and holiday dates are easier to get than Saturdays. Book: {{link to your booking page}} or {{phone}}`,
    marketingWisdom:
      "Parents book on another parent's word, and the word travels only as far as it is easy to pass on. A message that already holds the price, the ages and the link is one a busy parent will actually forward.",
  },
  {
    id: "pe-booking-page",
    partyEntertainer: 3,
    essential: true,
    name: "A booking page and Google profile with the price in full, what is included, {peChecks} shown, and a deposit to book",
    kinds: ["local"],
    goals: ["revenue", "signups", "awareness"],
    stages: ALL_STAGES,
    channels: ["google-business", "reviews"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 20 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "A parent who got your name from another parent checks three things before they message (the price in full, that you are checked and insured, and whether their date is free), so a page and a Google profile that answer those plainly turn the recommendation into a booking, and a deposit turns the booking into a date you can count on.",
    description:
      "One page (on {website}, or your Google Business Profile if you have no site) written for parents: {peActs} for {peChildren}, {pePrice} with nothing hidden (travel, extra time, a bigger group), the areas you cover, {peChecks} shown as things a parent can ask to see, what the host needs to provide, weekday and holiday dates, and how to book with a deposit.",
    steps: [
      "Claim or complete your Google Business Profile (a service-area business covering {place}, the category closest to children's entertainment), and write the page from the template.",
      "Add photos that need no consent: your set-up, your props, you in costume; a child {pePhotoRule}.",
      "Decide your deposit and what happens if a party is cancelled or moved, write it on the page, and send it with every booking confirmation.",
      "Each month, add the question parents asked most (parking, space needed, the youngest age) and your answer.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A booking page or a Google Business Profile", "Photos of your set-up with no children in them", "A deposit and a cancellation line", "Your {peCheckDoc} and {peInsurance} certificate, ready to show"],
    successMetrics: ["Enquiries from the page and the profile, each week", "Share of enquiries that book with a deposit", "Progress towards: {metrics}"],
    template: `The booking page (and the profile's description):
{product}: {peActs} for {peChildren}, at {peVenues} across {place}.
The party: {pePrice}. {{what is included}}. Travel within {place} included; {{the price of extra time or a bigger group}}.
Safe hands: {peChecks}. I'm happy to show my {peCheckDoc} and {peInsurance} certificate to any parent or venue.
Dates: Saturdays book up weeks ahead; weekday after-school parties and dates in {peHolidaysShort} are easier to get.
Booking: a deposit of {{your deposit}} holds the date; the rest is paid {{when}}. {{your cancellation line}}.
Ask me: {{phone}} · {{email}}

---
Booking confirmation:
Hi {{parent's first name}}, {{child's first name}}'s party is booked: {{date}}, {{time}}, at {{venue}}. Thank you for the deposit of {{your deposit}}; the rest ({{amount}}) is due {{when}}. I'll need {{space needed}} and a plug nearby. Any questions, just reply. {{your name}}, {product}`,
    marketingWisdom:
      "A price in full is a kindness to a busy parent: they compare entertainers on the price they will actually pay. Hidden extras lose the booking at the last question.",
  },
  {
    id: "pe-weekday-parties",
    partyEntertainer: 4,
    name: "Weekday after-school parties offered to every parent whose Saturday is taken, and to the parents of the guests",
    kinds: ["local"],
    goals: ["revenue", "signups"],
    stages: ALL_STAGES,
    channels: ["referral", "email-marketing"],
    requires: [],
    uses: ["community", "sales"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Your weekends fill themselves and the weekday slots are empty, while parents whose Saturday is gone book someone else: offering an after-school party on a weekday to each of them, and naming weekdays on every card and page, turns the enquiries you already turn away into the bookings your goal counts.",
    description:
      "Design a weekday party that fits after school (a shorter party, say 4pm to 6pm, at home, a hall or a soft-play venue, priced by you), and offer it to every parent who asks for a Saturday you have already booked, to parents whose child's birthday falls midweek, and on the back of the party-bag card. Keep a list of the weekday dates you can still offer this month.",
    steps: [
      "Decide the weekday party: the times that suit after school, what it includes, and its price (the same or a weekday price; your choice).",
      "Reply to every parent whose Saturday is taken with the template, offering two weekday dates close to the birthday.",
      "Put 'weekday after-school parties' on the page, the profile and the party-bag card, and mention it to the host parent at every party.",
      "Every Friday, count weekday enquiries and weekday bookings in the tracker, and the Saturday enquiries you turned into weekdays.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A weekday party with its times and price", "A list of free weekday dates this month", "A reply for parents whose Saturday is taken"],
    successMetrics: ["Weekday bookings a week", "Saturday enquiries turned into weekday parties", "Progress towards: {metrics}"],
    template: `Reply to a parent whose Saturday is taken:
Hi {{parent's first name}}, thank you for asking! I'm already booked on Saturday {{date}}, I'm sorry. Could a weekday after-school party work? I have {{weekday date 1}} or {{weekday date 2}}, {{time}} (straight after school, so the children arrive excited and go home tired). It's {{your weekday price}} with {peActs}, at home, a hall or a soft-play venue. I can hold a date for 48 hours while you check. {{your name}}, {product}`,
    marketingWisdom:
      "The enquiry you turn away is the cheapest booking you will ever get: the parent already wants you. Give them a weekday instead of a 'sorry'.",
  },
  {
    id: "pe-venues",
    partyEntertainer: 5,
    name: "Soft-play venues and community halls that recommend entertainers: on their list, with cards at the desk",
    kinds: ["local"],
    goals: ["revenue", "signups", "awareness"],
    stages: ALL_STAGES,
    channels: ["partnerships", "referral", "flyers", "community"],
    requires: [],
    uses: ["community", "sales"],
    cost: { min: 0, max: 20 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    inPerson: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Parents who hire a soft-play party room or a community hall ask the venue 'do you know an entertainer?', and many venues keep a list; being on it, with cards at the desk, brings parents who have already chosen a date and a place, often on weekdays when the venue is quiet too.",
    description:
      "Visit, on weekday mornings, the soft-play venues and community halls in {place} where you've done parties or that hire rooms for children's parties: ask the manager whether they keep a list of entertainers, show your {peChecks}, leave cards at the desk, and offer a weekday party package together (their room, your show) for their quiet afternoons.",
    steps: [
      "List ten venues in {place} that host children's parties: soft-play centres, community and church halls, sports centres; start with the ones you've worked at.",
      "Visit or email each on a weekday morning with the template; bring your {peCheckDoc} and {peInsurance} certificate, and ask what the venue needs to see before it recommends you.",
      "Where a venue agrees, leave cards at the desk and ask it to say 'mention {{venue}}' so you can count its parents; offer a joint weekday party (their room, your show) for quiet afternoons.",
      "Every Friday, count enquiries by venue in the tracker; thank each venue's manager at the end of each month.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A list of ten venues", "Your certificates, ready to show", "Cards for each venue's desk"],
    successMetrics: ["Venues that recommend you", "Enquiries by venue, each week", "Progress towards: {metrics}"],
    template: `To a venue manager (email or in person):
Hi {{manager's first name}}, I'm {{your name}} from {product}, {peAWord} in {place}: {peActs} for {peChildren}, {pePrice}. I've done parties at {{a venue they know}}, and I'm {peChecks}; I can show you my certificates.
Do you keep a list of entertainers you recommend to parents who book your party room? I'd love to be on it, and I can leave cards at the desk. I also have weekday afternoons free, if you'd like to offer a weekday party package (your room, my show) for your quieter days.
Thank you, {{your name}} · {{phone}}`,
    marketingWisdom:
      "A venue that recommends you lends you its parents' trust and its diary: the parents it sends have a date and a room, and only need someone to fill them.",
  },
  {
    id: "pe-holiday-shows",
    partyEntertainer: 6,
    name: "Holiday shows for holiday clubs, libraries, housing associations and shopping-centre events in {peHolidaysShort}",
    kinds: ["local"],
    goals: ["revenue", "awareness"],
    stages: ALL_STAGES,
    channels: ["partnerships", "events", "community"],
    requires: [],
    uses: ["sales", "community"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    inPerson: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "In {peHolidays} the parties dry up but organisers need entertainment for children on weekdays: holiday clubs and holiday activity programmes, libraries' summer events, housing associations' family fun days and shopping centres' holiday events book a show weeks ahead, and each one is a weekday booking and a room full of parents who take a card.",
    description:
      "Offer a holiday show ({peActs}, for a group of children, priced per show) to the people who book children's entertainment for {peHolidaysShort} in {place}: holiday clubs and the council's holiday activity programme, the libraries, housing associations' community teams, shopping centres' marketing managers. Write to them six to eight weeks before each holiday, and {peFairRules}.",
    steps: [
      "Decide a holiday show (length, group size, what you need: space, a plug; a price per show and for two shows on the same day), and list the organisers in {place}: holiday clubs, the council's holiday activity and food programme, each library, the housing associations' community teams, the shopping centres' marketing managers.",
      "Email each organiser with the template six to eight weeks before each holiday, starting with the next one; follow up once by phone a week later.",
      "At every show, put cards out for parents; count bookings and party enquiries from each show in the tracker every Friday.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A holiday show with a price per show", "A list of holiday organisers in {place}", "Cards for the parents at each show"],
    successMetrics: ["Holiday shows booked for each holiday", "Party enquiries from parents at the shows", "Progress towards: {metrics}"],
    template: `Email to a holiday organiser:
Subject: A children's show for {{their event}} this {{holiday}}

Hi {{first name}}, I'm {{your name}} from {product}, {peAWord} in {place}. For {peHolidaysShort}, I run a {{length}} show for {peChildren}: {peActs}, for groups of up to {{number}}, {{your price per show}}. I'm {peChecks}, and I can send my certificates and a risk assessment.
I have weekdays free in {{the holiday dates}}. Would a show suit {{their event or club}}? I'm happy to do two in one day at different sites.
Thank you, {{your name}} · {{phone}}`,
    marketingWisdom:
      "Holidays are quiet for parties and busy for organisers: sell the show to the people who have to fill the children's days, and the parents at each show become next term's parties.",
  },
  {
    id: "pe-fairs-family-days",
    partyEntertainer: 7,
    name: "Nurseries' and schools' summer fairs, and employers' family days, booked a term ahead",
    kinds: ["local"],
    goals: ["revenue", "awareness"],
    stages: ALL_STAGES,
    channels: ["partnerships", "events"],
    requires: [],
    uses: ["sales", "community"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    inPerson: true,
    timeFrame: "Long-term",
    impact: "Medium Impact",
    why: "Nurseries, primary schools' parents' associations and employers plan their summer fairs, sports days and family days a term ahead, and they need someone checked and insured to entertain the children: each fair is a paid booking and hundreds of local parents who see you work.",
    description:
      "Write to the nurseries and primary schools' parents' associations in {place} in the spring, offering {peActs} at the summer fair, and to the HR or events teams of the larger employers near you for their family days. Price it per hour or per show, and {peFairRules}.",
    steps: [
      "List the nurseries and primary schools near the areas you cover, with the PTA's or the nursery manager's contact, and the larger employers with family days.",
      "In the spring term (or a term before their date), send the template; offer a fair package (an hour or two for a queue of children, or two short shows) priced per hour.",
      "At each fair, have cards ready and a sign with weekday and holiday party dates.",
      "Count fairs booked and party enquiries from each fair in the tracker.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A fair package priced per hour", "A list of nurseries, PTAs and employers", "Cards and a sign for each fair"],
    successMetrics: ["Fairs and family days booked", "Party enquiries from each fair", "Progress towards: {metrics}"],
    template: `To a nursery manager or a PTA:
Hi {{first name}}, I'm {{your name}} from {product}, {peAWord} in {place}: {peActs} for {peChildren}. Are you planning a summer fair or a family day this year? I can keep a queue of children happy ({peActs}), or do two short shows, for {{your price per hour}}. I'm {peChecks}, and I'll send my certificates and a risk assessment.
Thank you, {{your name}} · {{phone}}

---
To an employer's HR or events team:
Hi {{first name}}, if {{the employer's name}} has a family day or a summer party this year, I entertain the children ({peActs}, ages {peAges}) so the grown-ups can enjoy it too. {peChecks}. {{your price per hour}}. Happy to send details.`,
    marketingWisdom:
      "A fair puts you in front of hundreds of the right parents: be easy to book for the organiser, and easy to remember for the parents.",
  },
  {
    id: "pe-rebook",
    partyEntertainer: 8,
    name: "Next year's birthday rebooked: a note of each child's birthday and a message to the parent eight weeks before",
    kinds: ["local"],
    goals: ["revenue", "retention"],
    stages: ALL_STAGES,
    channels: ["email-marketing", "sms"],
    requires: [],
    uses: ["community"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 0.25,
    contactsIndividuals: true,
    timeFrame: "Ongoing",
    impact: "Medium Impact",
    why: "A parent whose child loved the party plans the next one a year later and four to eight weeks ahead; a message eight weeks before, with two dates including a weekday, rebooks them before they ask their group again, and younger brothers and sisters have birthdays too.",
    description:
      "Keep a note of each party's date and the host parent's contact (with their OK to get in touch next year), and send one message eight weeks before next year's birthday, offering two dates, one of them a weekday after school. Ask about brothers and sisters once.",
    steps: [
      "At booking, ask the parent: 'may I message you before next year's birthday?'; note yes or no in the tracker, with the birthday and any brothers' or sisters' birthdays they mention.",
      "Once a month, look eight weeks ahead and send the template to each parent who said yes.",
      "Send one message only; if there is no reply, leave it.",
      "Count rebookings each month in the tracker.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A list of birthdays with the parents' OK", "A monthly reminder"],
    successMetrics: ["Parents rebooked for next year's birthday", "Weekday dates taken by returning parents", "Progress towards: {metrics}"],
    template: `Message to a parent, eight weeks before the birthday:
Hi {{parent's first name}}, it's {{your name}} from {product}. I can't believe {{child's first name}} is nearly {{age}}! If you're planning a party again, I have {{a weekend date}} or {{a weekday date}} after school free near the birthday. It would be lovely to see {{child's first name}} again. Just reply if you'd like one held. {{your name}}`,
    marketingWisdom:
      "The cheapest party to sell is the one the same parent books again: they already trust you, and the child already asks for you.",
  },
  {
    id: "pe-local-ads",
    partyEntertainer: 9,
    name: "Facebook and Instagram ads to parents in {place} before {peHolidaysShort}, for weekday and holiday dates, with no child's photo without consent",
    kinds: ["local"],
    goals: ["revenue", "signups", "awareness"],
    stages: ALL_STAGES,
    channels: ["meta-ads", "instagram"],
    requires: [],
    uses: ["paid", "social"],
    cost: { min: 150, max: 500 },
    paid: true,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Parents planning a birthday scroll Facebook and Instagram in the evenings, and a small, capped campaign to adults in the areas you cover, showing weekday and holiday dates and a parent's words, brings bookings for the slots that are empty.",
    description:
      "Run one small Meta campaign (Facebook and Instagram) to adults in {place}, in the three or four weeks before each school holiday and through term for weekday parties, sent to the booking page. The ad shows your set-up and a parent's words; a child {pePhotoRule}. Judge it by bookings and stop it if a fortnight brings none.",
    steps: [
      "In Meta's Ads Manager, set one campaign with a daily cap, the areas you cover, adults only, and the booking page as the goal; check Meta's current rules for ads about children's services before you write it.",
      "Write the ad from the template, with a photo of your set-up or of you in costume.",
      "Run it in the weeks before each holiday and for weekday dates; pause it when those dates are full.",
      "Every Friday, write the cost, the enquiries and the bookings from the ad in the tracker.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A Meta ads account with a daily cap", "A photo of your set-up with no children in it", "The booking page"],
    successMetrics: ["Cost per weekday or holiday booking", "Bookings from the ad, each week", "Progress towards: {metrics}"],
    template: `Ad (to parents in {place}):
Weekday after-school parties and holiday dates still free! {product}: {peActs} for {peChildren}. {pePrice}, at your home, a hall or a soft-play venue. {peChecks}.
"{{a parent's words from a review}}" — {{parent's first name}}
Book: {{link to your booking page}}`,
    marketingWisdom:
      "An ad for a children's entertainer works when it answers the parent's questions (when, how much, can I trust you) and points at the dates you actually want to fill.",
  },
  {
    id: "pe-second-entertainer",
    partyEntertainer: 10,
    name: "A second entertainer, checked and trained by you, for the Saturdays you turn away and the holiday shows",
    kinds: ["local"],
    goals: ["revenue"],
    stages: ALL_STAGES,
    channels: ["partnerships"],
    requires: [],
    uses: ["sales"],
    cost: { min: 1000, max: 4000 },
    paid: true,
    hoursPerWeek: 2,
    contactsIndividuals: false,
    timeFrame: "Long-term",
    impact: "High Impact",
    why: "Your weekends are full, so every Saturday enquiry you turn away is a party someone else does; a second entertainer, checked and insured and trained in your show, takes those parties and doubles the holiday shows you can sell.",
    description:
      "Recruit one second entertainer (an experienced one or a performer you train), paid per party, with {peCheckName} of their own and cover on your {peInsurance} (check your policy), trained in your show and your words to parents. Give them the Saturdays you turn away and the holiday shows you can't reach.",
    steps: [
      "Write down your show, your party-bag card routine and your words to parents, so someone else can do it your way.",
      "Recruit through local performing-arts groups and entertainers' networks; check references, and see their {peCheckDoc} before their first party.",
      "Shadow two parties together, then give them the Saturdays you turn away; send every host parent the same thank-you and review link.",
      "Count bookings by entertainer and reviews each month in the tracker.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["A written version of your show and your routine", "Pay per party for the second entertainer", "Their checks and cover on your insurance"],
    successMetrics: ["Parties done by the second entertainer each month", "Reviews for their parties", "Progress towards: {metrics}"],
    template: `Advert for a second entertainer:
{product} is looking for a second children's entertainer in {place}: {peActs} for {peChildren}, Saturdays and school holidays, paid {{your pay per party}}. You'll need {peCheckName} (or be willing to get one), experience with young children and a sense of fun; I'll train you in the show. Tell me about you: {{email}}`,
    marketingWisdom:
      "A full diary is a signal to grow, not to raise your voice: every parent you turn away is a party someone else gets to be remembered for.",
  },
  {
    id: "pe-team",
    partyEntertainer: 11,
    name: "A team of entertainers under {product}'s name, with a bookings coordinator and a campaign before every school holiday",
    kinds: ["local"],
    goals: ["revenue", "awareness"],
    stages: ALL_STAGES,
    channels: ["meta-ads", "google-ads", "partnerships"],
    requires: ["paid"],
    workaround: {
      paid: "Hire a freelancer who runs local campaigns for a fixed monthly fee, and have them report the cost per booking each week.",
    },
    uses: ["paid", "sales"],
    cost: { min: 20000, max: 45000 },
    paid: true,
    hoursPerWeek: 4,
    contactsIndividuals: false,
    timeFrame: "Long-term",
    impact: "High Impact",
    why: "A budget this size buys more parties than one entertainer can do: a small team trained in your show, a coordinator who answers every parent the same day and holds dates with a deposit, and a campaign before each holiday turn the demand you already have into bookings across {place} and beyond, every day of the week.",
    description:
      "Build a team of entertainers (each with {peCheckName}, on your {peInsurance}, trained in your show and your words to parents), a part-time bookings coordinator, and a paid campaign (Meta and Google search, to adults, capped) before each school holiday and for weekday dates. Spend in that order: people first, then the ads that fill their diaries.",
    steps: [
      "Write down the show, the party-bag routine, the thank-you and the deposit terms, so every entertainer does the party your way.",
      "Recruit and train the entertainers one at a time; see each one's {peCheckDoc} and check your policy covers them before their first party.",
      "Hire a bookings coordinator who answers every enquiry the same day with the price in full and two dates, and keeps the diary by entertainer.",
      "Run capped campaigns before each school holiday and for weekday dates, and judge them every Friday by cost per booking and by reviews per entertainer.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["Entertainers paid per party", "A bookings coordinator", "Ad budgets with weekly caps", "A written show and routine"],
    successMetrics: ["Parties a week by entertainer", "Cost per booking from the campaigns", "Progress towards: {metrics}"],
    template: `Reply the coordinator sends to every enquiry:
Hi {{parent's first name}}, thank you for asking {product} about {{child's first name}}'s party! We have {{date 1}} or {{date 2}} free with {{entertainer's name}}, who is {peChecks}. It's {pePrice}: {peActs}, with nothing added at the end. A deposit of {{your deposit}} holds the date. Shall I book one for you? {{coordinator's name}}, {product}`,
    marketingWisdom:
      "Growing a party business is growing trust: every entertainer under your name must give the party your best parents already rave about, or the ads only buy disappointed reviews.",
  },
];
