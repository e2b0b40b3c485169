import type { LibraryTactic } from "../types";
import { ALL_STAGES } from "./stages";

/*
 * A pet boarding business (Reading.petBoarding): boarding kennels, a cattery, a dog daycare, a home boarder or a
 * dog sitter. Owners choose on fear first (will my dog settle, will my old cat eat), so they visit, try a night,
 * ask their vet and friends, and want news during the stay. Summer and Christmas book out a year ahead; the plan
 * never pushes them, it fills the quiet months at the usual price with owners' own reasons to go away then,
 * rebooks next year at pick-up and grows weekday daycare regulars. Templates are in the business's own voice.
 *
 * Tokens special to these texts (app/plan-quality/pet-boarding.ts): {pbWord} {pbPets} {pbPet} {pbQuiet}
 * {pbQuietFirst} {pbReasons} {pbNight} {pbDay} {pbLicence} {pbLicenceCheck} {pbVisit} {pbTrial} {pbUpdates}
 * {pbPeak} {pbDaycareGoal} {pbRegular} {pbPrice} {pbSitter} {pbReferrers} {pbPhotos}.
 */

export const PET_BOARDING_TACTICS: LibraryTactic[] = [
  {
    id: "pb-visit-trial",
    petBoarding: 1,
    essential: true,
    name: "A visit before the first booking, {pbTrial} for a nervous {pbPet}, and a photo each day of the stay",
    kinds: ["local"],
    goals: ["signups", "revenue", "retention", "awareness"],
    stages: ALL_STAGES,
    channels: ["email-marketing", "sms"],
    requires: [],
    uses: ["community"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    inPerson: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "An owner leaving a pet for the first time is afraid it won't settle, eat or be safe, so they book where they have seen {pbSitter} and met the people, where a trial showed their pet came home happy and the stay came with news: answer the fear before the price, and the first booking becomes a yearly one.",
    description:
      "Offer every new owner {pbVisit}, at set times each week so it never clashes with feeding and walks, and {pbTrial} for a nervous or old pet. During every stay, send {pbUpdates}. Ask for vaccination records at booking, and say so: owners read it as care, not paperwork.",
    steps: [
      "Set two visiting slots a week (for example a weekday late afternoon and a Saturday morning), and write the reply to a new enquiry from the template; keep it on your phone.",
      "Walk every visitor the same way: where their {pbPet} sleeps, the walks or the run, feeding, who is on at night, what happens if they are unwell (your vet's name), and what you need (vaccinations, food, a blanket that smells of home). End by offering {pbTrial} and a date.",
      "During each stay, send {pbUpdates} by text; it takes a minute with the phone you already carry, and it is what owners tell their friends about.",
      "Every Friday, write in the tracker: enquiries, visits, trials, first bookings, and which visit came from where.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["Two fixed visiting slots a week", "A reply to new enquiries, kept on your phone", "A phone for the daily photo"],
    successMetrics: ["Share of visits that book a stay within a month", "Trial stays that become a full booking", "Progress towards: {metrics}"],
    template: `Reply to a new enquiry:
Hi {{owner's first name}}, thank you for asking about {product}. Most owners like to see where their {pbPet} will stay before they book, so you're very welcome to visit: we show people round on {{day}} at {{time}} and on {{second day}} at {{time}}. You'll see {pbPhotos}, and meet {{who looks after the animals}}. If {{pet's name}} is nervous or hasn't stayed away before, we can start with {pbTrial}. We ask for up-to-date vaccinations for every guest. Which visit suits you?
{{your name}}, {product}

---
The daily update during a stay:
Hi {{owner's first name}}, {{pet's name}} has had {{what they did today}}. Photo attached. Enjoy your {{trip}}! {{your name}}`,
    marketingWisdom:
      "Owners don't buy a bed for their pet; they buy a night's sleep while they're away. The visit and the daily photo sell that better than any advert.",
  },
  {
    id: "pb-google-profile",
    petBoarding: 2,
    essential: true,
    name: "A Google profile with real photos of {pbSitter}, {pbLicence} stated plainly, and a review asked at every pick-up",
    kinds: ["local"],
    goals: ["signups", "revenue", "awareness"],
    stages: ALL_STAGES,
    channels: ["google-business", "reviews"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Owners search {pbSearch} and compare the photos, the reviews and the licence before they ring, so a profile that shows where the animals actually sleep, with reviews from owners in {place}, wins over stock photos and a bare listing.",
    description:
      "Complete your Google Business Profile: the right category, opening and collection hours, {pbNight}{pbDayLine}, and photos of {pbPhotos}, never stock ones. State {pbLicence} in the description as a thing owners can check (check {pbLicenceCheck}). Ask for a review at every pick-up, when the owner has just seen their pet run to them, and reply to each one.",
    steps: [
      "Check the profile's category, hours and photos; add ten real photos of {pbPhotos}, taken on a bright morning.",
      "Add a line on {pbLicence}, vaccinations required and your vet, worded so an owner can check it; check {pbLicenceCheck}.",
      "At every pick-up, hand the owner a card with a QR code to your review link, or text it that evening with the template; reply to every review within a week.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["Your Google Business Profile", "Ten real photos", "A review card or text at pick-up"],
    successMetrics: ["Reviews a month", "Calls and direction requests from the profile", "Progress towards: {metrics}"],
    template: `Profile description:
{product} is {pbWordA} in {place} for {pbPets}. {{what a stay includes}}. Come and look round before you book: {{visiting times}}. {{your licence and star rating}}. Up-to-date vaccinations required for every guest.

---
The review text, the evening after pick-up:
Hi {{owner's first name}}, it was lovely having {{pet's name}} to stay. If you have a minute, a short review helps other owners in {place} who are nervous about leaving their pet: {{review link}}. Thank you! {{your name}}`,
    marketingWisdom:
      "Owners trust other owners. A review written the evening their dog came home happy is worth ten written months later.",
  },
  {
    id: "pb-quiet-months",
    petBoarding: 3,
    name: "{pbQuiet} filled at {pbPrice}: a message to past owners with their own reasons to go away then",
    kinds: ["local"],
    goals: ["revenue", "retention", "signups"],
    stages: ALL_STAGES,
    channels: ["email-marketing", "sms", "facebook-groups"],
    requires: [],
    uses: ["community", "social"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "With {pbPeak} full a year ahead, the money is in the quiet months, when owners still go away or need you for reasons of their own ({pbReasons}), and the owners who already trust you book first if someone tells them there is room.",
    description:
      "Six to eight weeks before each quiet month, send every past owner one short message: there is room in {pbQuiet}, at {pbPrice} as always, with the reasons owners book then. Post the same on your Facebook page and in local groups that allow it. Never advertise {pbPeak}: those weeks go to owners rebooking.",
    steps: [
      "Export the names, pets and phone numbers or emails of everyone who has stayed in the last two years from your booking book or system.",
      "Send the message from the template six to eight weeks before {pbQuietFirst} and again before each quiet month; one message each time, no chasing.",
      "Post a photo of {pbSitter} in winter light with the same words on your Facebook page, and ask two local Facebook groups whether a post is allowed.",
      "Every Friday, count bookings in the quiet months and where each came from.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A list of past owners with permission to contact them", "One message per quiet month"],
    successMetrics: ["Nights booked in {pbQuiet}", "Past owners who book a quiet-month stay", "Progress towards: {metrics}"],
    template: `Text or email to past owners (six to eight weeks before):
Hi {{owner's first name}}, we have room for {{pet's name}} in {{month}}, at {pbPrice} as always. Owners book with us then for {pbReasons}. If anything's coming up, reply with your dates and we'll hold them. {{your name}}, {product}`,
    marketingWisdom:
      "A quiet month is not filled by a lower price but by a reason. Remind owners of the reason they already have.",
  },
  {
    id: "pb-rebook-at-pickup",
    petBoarding: 4,
    name: "Next year's dates booked at pick-up, with the quiet weeks offered first",
    kinds: ["local"],
    goals: ["revenue", "retention"],
    stages: ALL_STAGES,
    channels: ["email-marketing", "loyalty"],
    requires: [],
    uses: ["community"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    inPerson: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Your busy weeks book a year ahead because happy owners come back, and asking at pick-up, while the owner is relieved and grateful, books next year's holiday before they think about it and is the moment to mention trips in {pbQuiet}.",
    description:
      "At every pick-up, ask one question: 'Do you know your dates for next year yet?' Pencil them in there and then, with a deposit if you take one. Then mention the quiet months: 'If you ever go away in {pbQuietFirst}, we always have room.' A card with the next booking on it goes home with the pet.",
    steps: [
      "Print small cards: 'Your next stay at {product}: ___', with your number.",
      "At every pick-up, ask about next year's dates and write them on the card and in the diary; ask about any trip, move or hospital stay in {pbQuiet}.",
      "Count, every Friday: pick-ups, next stays booked at pick-up, and how many fall in the quiet months.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["Next-stay cards", "The diary at the desk at pick-up"],
    successMetrics: ["Share of pick-ups that book a next stay", "Next stays booked in {pbQuiet}", "Progress towards: {metrics}"],
    template: `At pick-up (in your own words):
"{{pet's name}} has been a star. Do you know your dates for next year yet? I can pencil them in now. And if you're ever away in {pbQuietFirst}, we always have room then."

---
On the card:
{{pet's name}}'s next stay at {product}: {{dates}}. Any change, ring {{your number}}.`,
    marketingWisdom: "The best time to sell the next stay is the moment the owner sees their pet was happy at this one.",
  },
  {
    id: "pb-referrers",
    petBoarding: 5,
    name: "{pbReferrersUp}: a visit, a card for their counter and a thank-you for every owner they send",
    kinds: ["local"],
    goals: ["signups", "revenue", "awareness"],
    stages: ALL_STAGES,
    channels: ["partnerships", "referral", "flyers"],
    requires: [],
    uses: ["community"],
    cost: { min: 0, max: 50 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    inPerson: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Owners ask their vet, their groomer and their dog walker where to leave their pet, and a receptionist or groomer who has looked round and knows you take old dogs or nervous cats names you when asked.",
    description:
      "List the vets, groomers, dog trainers and dog walkers within a short drive of {pbTown}. Visit one or two a week: invite them to look round, leave cards for their counter, and ask what their clients worry about when they go away. Thank them for every owner they send with a handwritten note or a box of biscuits for the staff, never money per name unless you have decided to pay referrers.",
    steps: [
      "Write the list: vets, groomers, trainers and puppy classes, dog walkers and pet shops within a short drive, with a contact name.",
      "Visit two a week with cards and the invitation from the template; offer a look round at a time that suits them.",
      "Ask every new owner how they heard of you and write it in the tracker; thank the referrer by name that week.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A list of vets, groomers, trainers and walkers nearby", "A stack of cards", "A thank-you for the staff"],
    successMetrics: ["Referrers who have looked round", "New owners who name a referrer", "Progress towards: {metrics}"],
    template: `To a vet practice, groomer or trainer (in person or by email):
Hi {{name}}, I'm {{your name}} from {product} near {pbTown}. Your clients must ask you where to leave their {pbPets} when they go away. Would you or your team like to look round, so you know what you're recommending? We {{one thing that matters to a vet}} (for example: we take older dogs and give medication). I've left a few cards for your counter. Thank you!`,
    marketingWisdom: "A recommendation is only as good as what the person recommending has seen. Show them round first.",
  },
  {
    id: "pb-daycare-regulars",
    petBoarding: 6,
    name: "Daycare sold to working owners as a regular weekday place: a trial day, then {pbRegular}",
    kinds: ["local"],
    goals: ["revenue", "signups", "retention"],
    stages: ALL_STAGES,
    channels: ["partnerships", "flyers", "facebook-groups"],
    requires: [],
    uses: ["community", "social"],
    cost: { min: 0, max: 50 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    inPerson: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Daycare fills when dogs come on the same days every week, which is exactly what owners back in the office two or three days a week and new-puppy owners who can't leave a puppy alone all day need, once a trial day shows their dog comes home tired and happy.",
    description:
      "Sell daycare as a place, not a day: a trial day at {pbDay}, then fixed weekdays every week. Reach working owners through the boarding owners you already have, puppy classes and trainers nearby, and one or two local employers with a staff noticeboard. Goal: {pbDaycareGoal}.",
    steps: [
      "Write the daycare page and a card from the template: the day's routine, drop-off and collection times, vaccinations and a temperament check on the trial day.",
      "Tell every boarding owner with a dog at pick-up; ask two puppy classes or trainers whether you may leave cards at the end of a class.",
      "Ask one or two local employers (a business park, a surgery, a school) whether their staff noticeboard or intranet would take a note about weekday daycare.",
      "Every Friday, count trial days, dogs on fixed weekdays and average dogs a day.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A daycare page and card", "Two puppy classes or trainers to ask", "A weekly count of dogs a day"],
    successMetrics: ["Dogs on fixed weekdays", "Average dogs a day", "Progress towards: {metrics}"],
    template: `Daycare card or post:
Back in the office? Bring {{dog's name}} to {product} on the days you're at work. {{what a day includes}}, company all day, home tired and happy. Start with a trial day at {pbDay}, then keep the same days every week. Up-to-date vaccinations needed. Ring {{number}} or reply to book.`,
    marketingWisdom: "Daycare revenue is regulars. One dog on three fixed days a week is worth more than ten one-off days.",
  },
  {
    id: "pb-local-ads",
    petBoarding: 7,
    name: "Facebook and Instagram ads to dog and cat owners within a short drive, before the quiet months only",
    kinds: ["local"],
    goals: ["signups", "revenue", "awareness"],
    stages: ALL_STAGES,
    channels: ["meta-ads", "instagram"],
    requires: [],
    uses: ["paid", "social"],
    cost: { min: 150, max: 600 },
    paid: true,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "A small, capped campaign to owners around {place}, six weeks before {pbQuietFirst}, reaches people planning a winter trip who don't yet know you; your full weeks need no ads at all.",
    description:
      "Run one small Meta campaign to adults within a short drive, in the six weeks before each quiet month, sent to your visit booking. The ad shows a real photo of the kennels and an owner's words. Judge it by visits and quiet-month bookings, and stop it if a fortnight brings none.",
    steps: [
      "In Meta's Ads Manager, set one campaign with a daily cap, the location a few miles around you, and visit bookings as the goal.",
      "Write the ad from the template with a real photo of the kennels or the paddock.",
      "Run it only in the six weeks before {pbQuiet}; never for {pbPeak}.",
      "Every Friday, write the cost, visits booked and stays booked from the ad in the tracker.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A Meta ads account with a daily cap", "A real photo of the kennels"],
    successMetrics: ["Cost per visit booked", "Quiet-month nights booked from the ad", "Progress towards: {metrics}"],
    template: `Facebook and Instagram ad:
Headline: Going away in {{month}}? Come and see {product} first
Text: {pbWordUp} in {place} for {pbPets}. "{{an owner's own words}}" ({{owner's first name}}, quoted with permission). Look round before you book, and get a photo every day of the stay. {pbPrice}.
Button: Book a visit`,
    marketingWisdom: "An ad can only bring the owner to the door; the visit does the selling. Keep the ad small and aimed at the months you need.",
  },
  {
    id: "pb-quiet-campaigns",
    petBoarding: 7,
    name: "Campaigns before each quiet month across {place}: Google search and Meta ads run by a freelancer, judged by quiet-month nights booked",
    kinds: ["local"],
    goals: ["signups", "revenue", "awareness"],
    stages: ALL_STAGES,
    channels: ["google-ads", "meta-ads", "instagram"],
    requires: ["paid"],
    workaround: {
      paid: "Hire a freelancer who runs local campaigns for a fixed monthly fee, and have them report the cost per visit booked and per quiet-month night each week.",
    },
    uses: ["paid", "social"],
    cost: { min: 2000, max: 40000 },
    paid: true,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "A budget this size can put {product} in front of most {pbPet} owners around {place} in the weeks they plan winter trips, and it pays only while there are kennels to fill: {pbPeak} need no ads at all.",
    description:
      "Run Google search ads on the searches owners make ('kennels {pbTown}', 'cattery near me', 'dog daycare {pbTown}') and Meta ads to adults within a short drive, in the six weeks before each of {pbQuiet} and for daycare all year, all sent to the visit booking; a freelancer runs them, and every campaign has its own booking link. Ads show real photos of {pbPhotos} and owners' words. Switch them off for {pbPeak}.",
    steps: [
      "Agree a daily cap for each campaign, set a booked visit as the conversion in both ad accounts, and give each campaign its own booking link.",
      "Run boarding campaigns only in the six weeks before each quiet month and daycare campaigns on weekdays; pause any campaign whose dates are full.",
      "Every Friday, write each campaign's cost, visits, quiet-month nights and daycare dogs in the tracker, and move money to the campaigns whose owners book and come back.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A freelancer on a fixed monthly fee", "A booked-visit conversion and a booking link per campaign", "Real photos of the kennels and owners' words quoted with permission"],
    successMetrics: ["Cost per visit booked, by campaign", "Quiet-month nights booked from the ads", "Progress towards: {metrics}"],
    template: `Google search ad:
Headline: {pbWordUp} near {pbTown} | Visit Before You Book
Description: {pbPetsUp} welcome. {{what a stay includes}}, a photo every day of the stay. {pbPrice}. Book a visit.

---
Facebook and Instagram ad:
Headline: Going away in {{month}}? Come and see {product} first
Text: "{{an owner's own words}}" ({{owner's first name}}, quoted with permission). Look round before you book, and get a photo every day of the stay.
Button: Book a visit`,
    marketingWisdom: "Big budgets at a kennels fail when ads run for weeks that are already full. Tie the spend to the empty kennel nights and judge it by owners who come back.",
  },
];
