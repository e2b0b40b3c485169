import { craftWords } from "~/plan-quality/wedding-supplier";
import type { MeetPeople } from "~/plan-quality/dating";
import type { PrintOnDemand } from "~/plan-quality/print-on-demand";
import { DESKTOP_EMOTION_USE, DESKTOP_LOGIC_USE, desktopExamples } from "./desktop-ideas";
import { WP_PLUGIN_EMOTION_USE, WP_PLUGIN_LOGIC_USE, wpPluginExamples } from "./wp-plugin-ideas";
import { AGENCY_EMOTION_USE, AGENCY_LOGIC_USE, agencyExamples } from "./agency-ideas";
import { INSTALLER_EMOTION_USE, INSTALLER_LOGIC_USE, installerExamples } from "./installer-ideas";
import { REMOVALS_EMOTION_USE, REMOVALS_LOGIC_USE, removalsExamples } from "./removals-ideas";
import { CATERER_EMOTION_USE, CATERER_LOGIC_USE, catererExamples } from "./caterer-ideas";
import { ACCOUNTING_EMOTION_USE, ACCOUNTING_LOGIC_USE, accountingExamples } from "./accounting-ideas";
import { RECRUITER_EMOTION_USE, RECRUITER_LOGIC_USE, recruiterExamples } from "./recruiter-ideas";
import { TRANSLATOR_EMOTION_USE, TRANSLATOR_LOGIC_USE, translatorExamples } from "./translator-ideas";
import { IT_SUPPORT_EMOTION_USE, IT_SUPPORT_LOGIC_USE, itSupportExamples } from "./it-support-ideas";
import { LETTING_EMOTION_USE, LETTING_LOGIC_USE, lettingExamples } from "./letting-ideas";
import { BROWSER_EXTENSION_EMOTION_USE, BROWSER_EXTENSION_LOGIC_USE, browserExtensionExamples } from "./browser-extension-ideas";
import { DIGITAL_PRODUCT_EMOTION_USE, DIGITAL_PRODUCT_LOGIC_USE, digitalProductExamples } from "./digital-product-ideas";
import { CHURCH_EMOTION_USE, CHURCH_LOGIC_USE, churchExamples } from "./church-ideas";
import { CLINICIAN_EMOTION_USE, CLINICIAN_LOGIC_USE, clinicianExamples } from "./clinician-ideas";
import { AGTECH_EMOTION_USE, AGTECH_LOGIC_USE, agtechExamples } from "./agtech-ideas";
import { CHILDCARE_EMOTION_USE, childcareExamples } from "./childcare-ideas";
import { visitWord } from "~/plan-quality/childcare";
import { MARKETPLACE_BRAND_EMOTION_USE, MARKETPLACE_BRAND_LOGIC_USE, marketplaceBrandExamples } from "./marketplace-brand-ideas";
import { HOME_CARE_LOGIC_USE, homeCareEmotionUse, homeCareExamples } from "./home-care-ideas";
import { CARE_HOME_EMOTION_USE, CARE_HOME_LOGIC_USE, careHomeExamples } from "./care-home-ideas";
import { FUNERAL_EMOTION_USE, FUNERAL_LOGIC_USE, funeralExamples } from "./funeral-ideas";
import { CELEBRANT_EMOTION_USE, CELEBRANT_LOGIC_USE, celebrantExamples } from "./celebrant-ideas";
import { LAW_EMOTION_USE, LAW_LOGIC_USE, lawExamples } from "./law-ideas";
import { ARCHITECT_EMOTION_USE, ARCHITECT_LOGIC_USE, architectExamples } from "./architect-ideas";
import { KIDS_CLUB_EMOTION_USE, KIDS_CLUB_LOGIC_USE, kidsClubExamples } from "./kids-club-ideas";
import { PET_BOARDING_EMOTION_USE, PET_BOARDING_LOGIC_USE, petBoardingExamples } from "./pet-boarding-ideas";
import { FAMILY_PHOTO_EMOTION_USE, FAMILY_PHOTO_LOGIC_USE, familyPhotoExamples } from "./family-photo-ideas";
import { TATTOO_EMOTION_USE, TATTOO_LOGIC_USE, tattooExamples } from "./tattoo-ideas";
import { ARTIST_EMOTION_USE, ARTIST_LOGIC_USE, artistExamples } from "./artist-ideas";
import { DEVICE_REPAIR_EMOTION_USE, DEVICE_REPAIR_LOGIC_USE, deviceRepairExamples } from "./device-repair-ideas";
import { PARTY_EMOTION_USE, PARTY_LOGIC_USE, partyExamples } from "./party-entertainer-ideas";
import { TRAINER_EMOTION_USE, TRAINER_LOGIC_USE, trainerExamples } from "./trainer-ideas";
import { adultClassesExamples } from "./adult-classes-ideas";
import { privateTeacherExamples } from "./private-teacher-ideas";
import { CHARITY_EMOTION_USE, CHARITY_EXAMPLES, CHARITY_LOGIC_USE } from "~/plan-quality/charity";
import { TAPROOM_EXAMPLES } from "./library/taproom";
import { RESTAURANT_EXAMPLES } from "./library/restaurant";
import { experienceExamples } from "./library/experience";
import type { MarketingPlan } from "~/generation/schemas";
import type { PlanContext } from "./context";
import { sentencesOf } from "~/plan-quality/channels";
import { isOnlineRival, type Reading } from "~/plan-quality/reading";
import { upperFirst } from "~/plan-quality/words";
import { asProduct, customerWant, factsFor, inPlace, namedPitch, type Archetype, type Facts } from "./profile";

/**
 * The Marketing Mastery Framework (four emotion levers, four logic levers) with examples written for
 * this business: its pitch, audience, place, competitor and price. Only what Liftoff cannot know
 * (a customer's name, a number the founder will measure) is left as a {{slot}}.
 */

export type Examples = {
  /** How this kind of customer likes to see themselves. */
  identity: string;
  desire: string;
  urgency: string;
  transform: string;
  /** Used when the founder does not say what sets the product apart. */
  position: string;
  /** Used when the founder gives no traction to quote. */
  proof: string;
  journey: string;
};

/** A local business whose rival is a website ("than from Amazon"): nobody walks past it on the way. */
const ONLINE_RIVAL_TRANSFORM = "“I used to buy on {competitor} without a second thought. Now {product} is where I go first.”";

/** Tokens: the context's and the planner's ({near} {competitor} {signature} …), plus {free} and {category}. */
const EXAMPLES: Record<Archetype, Examples> = {
  marketplace: {
    identity: "{demand} in {served} who like knowing the person behind what they order",
    desire: "“{offer}, from a {supplyOne} you know by name, in {served}.”",
    urgency: "“{next}'s {items} close at {{the cut-off}}: order on {product} before they are gone.”",
    transform: "“I used to settle for {competitor}. Now {product} brings me {offer} from a {supplyOne} I know.”",
    position: "“For {demand} in {served}, {product} {what}; unlike {competitor}, {{the one thing only you do}}.”",
    proof: "“{{number}} {demand} in {served} order from {{number}} {supply} on {product}: ‘{{a buyer's words}}’ — {{a buyer's first name}}.”",
    journey: "“See what is on offer on {product}'s WhatsApp channel, order with a {peer}'s code, pay by {pay}, and tell your {supplyOne} how it was.”",
  },
  local: {
    identity: "people {near} who like knowing who they buy from",
    desire: "“Everything you come to {product} for, five minutes from home {near}, ready when you are.”",
    urgency: "“Our offer for {neighbourhood} ends on Sunday: {{the offer}} at {product}, this week only.”",
    transform: "“I used to go to {competitor} because it was on the way. Now {product} is part of my week.”",
    position: "“For people {near}, {product} {what}; unlike {competitor}, {{the one thing only you do}}.”",
    proof: "“{{number}} neighbours {near} are regulars at {product}: ‘{{a regular's words}}’ — {{a customer's first name}}.”",
    journey: "“Drop in to {product} this week, try {signature}, and take a card for your next visit.”",
  },
  "teen-app": {
    identity: "players who'd rather team up with their friends than play against strangers",
    desire: "“Your friends, your phones, one round before the bell rings: that's {product}.”",
    urgency: "“This weekend only in {product}: {{the event's reward}} for every group that plays together.”",
    transform: "“Breaks used to be scrolling on my own. Now it's one round of {product} with the whole group.”",
    position: "“{product} {what}, made for short breaks with friends, unlike {competitor}.”",
    proof: "“{{number}} groups of friends played {product} this week, and the longest round lasted {{time}}.”",
    journey: "“Get an invite code from a friend, install {product}, and you're in the same round in under a minute.”",
  },
  "consumer-app": {
    identity: "people who'd rather make progress ten minutes at a time than wait for the perfect moment",
    desire: "“Ten minutes a day with {product}, and next month you notice the difference.”",
    urgency: "“Start before {{the moment it matters}}: ten minutes a day with {product} is enough.”",
    transform: "“I tried {competitor} and gave up after a week. With {product}, I've kept going for a month.”",
    position: "“For {audience}, {product} {what}; unlike {competitor}, {{the one thing only you do}}.”",
    proof: "“{{number}} people use {product} every day; {{a user's first name}} says: ‘{{what changed for them}}’.”",
    journey: "“Download {product}, finish your first session in ten minutes, and get a reminder tomorrow at the time you choose.”",
  },
  ecommerce: {
    identity: "people who read the label before they buy",
    desire: "“The one that finally works for you, at your door before you run out: that's {product}.”",
    urgency: "“Order by {{the cut-off day}} and your first {product} order ships this week.”",
    transform: "“I kept switching between {competitor} and whatever was on offer. Since {product}, I've stopped searching.”",
    position: "“{product} {what}; unlike {competitor}, {{the one thing only you do}}.”",
    proof: "“{{number}} customers reordered {product} last month; {{a customer's first name}}: ‘{{their words}}’.”",
    journey: "“Order your first {product}, get it in {{days}} days, and pause or cancel any time from your account.”",
  },
  creator: {
    identity: "{audience} who take their craft seriously",
    desire: "“Picture where you'll be after {product}: {{the result they want}}.”",
    urgency: "“The next {product} session starts on {{the start date}}, and only {{number}} places are left.”",
    transform: "“I was stuck with free videos that never added up. After {product}, I have work to show for it.”",
    position: "“{product} {what}; unlike {competitor}, {{the one thing only you do}}.”",
    proof: "“{{number}} people have finished {product}; {{a graduate's name}}: ‘{{what changed for them}}’.”",
    journey: "“Join the free lesson, get the outline by email, and save your place in {product} before {{the deadline}}.”",
  },
  devtool: {
    identity: "engineers who read the source before they trust a tool",
    desire: "“Stop maintaining glue code for this: {product} does it, and you ship what matters.”",
    urgency: "“The problem {product} solves stays silent until it breaks production. Run it once today and see what you have.”",
    transform: "“We used to rely on {competitor} and hope. Now {product} tells us before anything breaks.”",
    position: "“{product} {what}; unlike {competitor}, {{the one thing only you do}}.”",
    proof: "“{{number}} teams run {product} in production; the benchmark and the code are public, so check them yourself.”",
    journey: "“Install {product}, run it against your own setup, and read the result in under five minutes{free}.”",
  },
  "b2b-smb": {
    identity: "{audience} who keep a small business running like clockwork",
    desire: "“Picture a Monday where the work {product} handles is already done when you walk in.”",
    urgency: "“Every week the old way costs you {{the weekly cost}}; {product} takes {{minutes}} minutes to set up.”",
    transform: "“We used to lose {{hours}} hours a week to {competitor}. Since {product}, we get them back.”",
    position: "“For {audience}, {product} {what}; unlike {competitor}, {{the one thing only you do}}.”",
    proof: "“{{number}} businesses like yours use {product}; {{a customer's name}}, {{their role}}: ‘{{what changed for them}}’.”",
    journey: "“Start with {product}{free}, connect it to what you already use, and see the first result in your first week.”",
  },
  "b2b-enterprise": {
    identity: "{audience} who would rather show evidence than explain gaps",
    desire: "“Walk into your next review with everything already there, thanks to {product}.”",
    urgency: "“Your next review is {{months}} months away; a pilot of {product} takes {{weeks}} weeks.”",
    transform: "“Last year's review meant weeks of {competitor}. This year, {product} had it ready in {{days}} days.”",
    position: "“For {audience}, {product} {what}; unlike {competitor}, {{the one thing only you do}}.”",
    proof: "“{{a customer's role}} at {{a customer}}: ‘With {product}, {{what changed for them}}.’”",
    journey: "“With {product}: a 30-minute scoping call, the security pack the same day, a {{weeks}}-week pilot on one team, then a decision.”",
  },
  software: {
    identity: "{audience} who run their work like a business",
    desire: "“Picture the admin done before you've finished your coffee. That's {product}.”",
    urgency: "“Set up {product} before {{your next busy week}} and it pays for itself in the first month.”",
    transform: "“I used to juggle {competitor} and a spreadsheet. Now it all happens in {product}.”",
    position: "“For {audience}, {product} {what}; unlike {competitor}, {{the one thing only you do}}.”",
    proof: "“{{number}} people use {product} every week; {{a user's name}}: ‘{{what changed for them}}’.”",
    journey: "“Sign up for {product}{free}, do {{the first task}} in five minutes, and see the first result today.”",
  },
};

/**
 * Pet care people book (a groomer, a walker, a sitter): owners choose someone they trust with their
 * dog and rebook on a rhythm; at their door when the business comes to them.
 */
function petExamples(mobile: boolean): Partial<Examples> {
  return {
    identity: "dog owners {near} who want someone gentle and patient with their dog",
    desire: mobile
      ? "“A calm, clean, happy dog without leaving the house {near}: that's {product}.”"
      : "“A calm, clean, happy dog, done by someone who knows her, {near}: that's {product}.”",
    urgency: "“{product}'s diary fills weeks ahead: book your dog's next visit before this one ends and keep the day that suits you.”",
    transform: mobile
      ? "“Grooming day used to mean a stressed dog in the car and a morning gone. Now {product} comes to us, and she's done before lunch.”"
      : "“My dog used to shake at the groomer's door. At {product} she walks in wagging.”",
    proof: "“{{number}} dogs {near} come back to {product} every few weeks: ‘{{an owner's words}}’ — {{a customer's first name}}.”",
    journey: mobile
      ? "“Book a slot online or by text, {product} comes to your door, and the next visit is booked before we leave.”"
      : "“Book a first visit online or by phone, bring your dog's quirks along, and book the next visit before you leave.”",
  };
}

/** Weddings and events: a day that cannot be repeated, booked once, months ahead. */
const EVENTS: Partial<Examples> = {
  identity: "couples {near} who want {wdWant}",
  desire: "“Your wedding {wdDay} {near}, {wdRemembered}: that's {product}.”",
  urgency: "“{product} takes {{number}} weddings a year; {{the dates still free next season}} are still open.”",
  transform: "“We worried about {wdWorryOurs}. With {product}, {wdAfter}.”",
  proof: "“{{number}} couples {near} chose {product} last season: ‘{{a couple's words}}’ — {{their first names}}.”",
  journey: "“Send {product} your date, get {wdProofOne} and a call within two days, and book with a contract and a deposit.”",
};

/** A trade people book a visit with (a clinic, a studio, a practice): the next appointment, not a walk-in. */
const BOOKED: Partial<Examples> = {
  identity: "people {near} who want someone they trust to know them by name",
  proof: "“{{number}} clients {near} book with {product} every month: ‘{{a client's words}}’ — {{a client's first name}}.”",
  journey: "“Book a first appointment online or by phone, get a reminder the day before, and book the next one before you leave.”",
};

/** Lessons and tuition: a parent who wants their child to enjoy learning, a free taster, a weekly slot after school. */
const LESSONS: Partial<Examples> = {
  identity: "parents {near} who want their children to love learning, and adults who always meant to start",
  desire: "“Your child looking forward to their lesson every week, and showing you at home what they learnt: that's {product}.”",
  urgency: "“{product} has {{number}} weekly slots left after school this term; book a free taster this week to try one.”",
  transform: "“We tried {competitor}, and it never stuck. One term at {product}, and {{child's first name}} practises without being asked.”",
  proof: "“{{number}} pupils {near} learn at {product}: ‘{{a parent's words}}’ — {{a parent's first name}}.”",
  journey: "“Book a free 20-minute taster at {product}, see whether your child enjoys it, then choose a weekly slot that fits after school.”",
};

/** Lessons for grown-ups (a language school for newcomers, evening classes): their own progress and their own week. */
const ADULT_LESSONS: Partial<Examples> = {
  identity: "adults {near} who always meant to learn and want classes that fit around work",
  desire: "“Hold the conversation you keep missing, a little more every week: that's {product}.”",
  urgency: "“{product}'s next course starts on {{date}} with {{number}} places left in the evening groups; book a free first class this week.”",
  transform: "“I tried {competitor}, and it never stuck. One term at {product}, and I {{what they can do now}}.”",
  proof: "“{{number}} learners {near} study at {product}: ‘{{a learner's words}}’ — {{a learner's first name}}.”",
  journey: "“Book a free first class at {product}, see whether the group suits you, then choose the evenings that fit your week.”",
};

/** A car repair garage: drivers who fear the bill, shown the fault and kept to the price. */
const GARAGE: Partial<Examples> = {
  identity: "drivers {near} who want a garage that tells them straight what the car needs",
  position: "“For drivers {near} whose car is out of warranty, {product} is the independent garage that shows you the fault and the price before any work; unlike {competitor}, {{the one thing only you do}}.”",
  desire: "“Your car through the {carTest} and back the same day, at the price you were told: that's {product}.”",
  urgency: "“Your {carTest} is due in {{month}}: book a check at {product} this month and fix anything that would fail before the test, not after.”",
  transform: "“I used to dread the dealer's bill. At {product} they sent me a photo of the worn pads and the price before they touched it.”",
  proof: "“{{number}} drivers {near} had their car serviced at {product} this year: ‘{{a customer's words}}’ — {{a customer's first name}}.”",
  journey: "“See the fixed price on {product}'s Google profile, book a slot, get a photo of anything extra before it is done, and collect the car the same day.”",
};

/** A bike repair workshop: riders shown the worn part, kept to the price, and spared the spring queue. */
const CYCLE: Partial<Examples> = {
  identity: "riders {near} who want their bike looked after by someone who rides",
  position: "“For riders {near}, {product} is the bike workshop that shows you the worn part and the price before any work; unlike {competitor}, {{the one thing only you do}}.”",
  desire: "“Your bike running like new for the first dry weekend, back in days, at the price you were told: that's {product}.”",
  urgency: "“The spring queue starts in {{month}}: book your service at {product} now and have the bike back in two days.”",
  transform: "“I used to wait two weeks every spring. Now {product} services my bike in the quiet months and it's ready for the first ride.”",
  proof: "“{{number}} riders {near} had their bike serviced at {product} this year: ‘{{a rider's words}}’ — {{a rider's first name}}.”",
  journey: "“See the fixed price on {product}'s Google profile, book a slot, get a photo of anything worn before it is replaced, and collect the bike in two days.”",
};

/** A used-car dealer: the listing that names the fault, the price with its reasons, the call after the sale. */
const DEALER: Partial<Examples> = {
  identity: "buyers {near} who want a car that won't let them down, from a dealer who will still answer the phone",
  position: "“For buyers {near}, {product} is the used-car dealer that names every fault in the listing and rings a week after the sale; unlike {competitor}, {{the one thing only you do}}.”",
  desire: "“A car that won't let you down, its history checked by you, and a dealer who answers after the sale: that's {product}.”",
  urgency: "“One {{model}} like this in stock at {product}: book a test drive before Saturday, and we'll hold it for you until then.”",
  transform: "“The last dealer hid a fault and stopped answering. {product} showed us the scuff in the listing and rang a week after we bought to check the car was right.”",
  proof: "“{{number}} buyers {near} bought a car from {product} this year: ‘{{a buyer's words}}’ — {{a buyer's first name}}.”",
  journey: "“Check the car's history from {product}'s listing, book a test drive, see what the price includes on the windscreen, and get a call a week after you drive away.”",
};

/** A self-storage site: the week of need, the full price and what fits, a move-in that is easy, a price that stays. */
const STORAGE: Partial<Examples> = {
  identity: "people {near} in the middle of a move, a bereavement or building work, and the traders who need a lock-up for years",
  position: "“For people {near} who need space this week, {product} is the storage site that shows every size at its full price and what fits in it; unlike {competitor}, {{the one thing only you do}}.”",
  desire: "“Your things safe, a unit the right size, and a price that stays what we told you: {product}.”",
  urgency: "“Two 35 sq ft units free at {product} this week: reserve one online today and move in when your dates are sure.”",
  transform: "“I thought I'd need it for a month and panicked about the cost. At {product} the price never changed, and I moved in with their trolley in an hour.”",
  proof: "“{{number}} families and traders {near} store with {product}, for {{average months}} months on average: ‘{{a customer's words}}’ — {{a customer's first name}}.”",
  journey: "“See every size and its full price on {product}'s page, reserve a unit online, get the gate code by text, move in with the trolley, and hear from us at month two.”",
};

/** A farm people visit: the crop ready today, the weather answered, the weekday morning, a reason to come back. */
const FARM: Partial<Examples> = {
  identity: "families {near} who want a day out the children talk about, and grandparents who want a quiet weekday morning with them",
  position: "“For families {near}, {product} is the farm that tells you every morning what's ready to pick and whether the field is open; unlike {competitor}, {{the one thing only you do}}.”",
  desire: "“Children picking their own {farmPick} and a cup of tea after: a morning at {product} they'll talk about all week.”",
  urgency: "“The first {{crop}} are ready at {product} this week, and the best picking lasts about {{how long}}: weekday mornings are quietest.”",
  transform: "“We used to drive out and find the rows picked over. Now we check {product}'s morning update, come on a weekday, and the grandchildren fill a punnet each.”",
  proof: "“{{number}} families picked at {product} this summer: ‘{{a parent's words}}’ — {{a parent's first name}}.”",
  journey: "“Check what's ready to pick at {product} that morning, come before 11 on a weekday, pick and pay by weight, have a tea, and tick the next season on the way out.”",
};

/** Exam tutoring (GCSE, A-level): a parent after a mock result, where the marks are lost, a group the pupil will go to. */
const TUTORING: Partial<Examples> = {
  identity: "parents {near} whose teenagers have {examLevels} exams this summer and want a plan, not a panic",
  position: "“For parents {near} whose child has {examLevels} exams ahead, {product} is {examSubjects} in {tutorGroup} with qualified teachers; unlike one-to-one tutoring, your child works alongside others at the same board and tier, at {tutorHour}.”",
  desire: "“Know exactly where your child is losing marks, and watch them walk into the exams with a plan: that's {product}.”",
  urgency: "“The {examLevels} exams start in {examsFrom}. {product}'s Easter revision course has {{number}} places left in {{subject}}; book a free assessment this week.”",
  transform: "“After the mocks we didn't know where to start. Four weeks at {product}, and {{pupil's first name}} knows which topics to revise and goes every week without being asked.”",
  proof: "“{{number}} pupils {near} study at {product}: ‘{{a parent's words, with consent}}’ — {{a parent's first name}}.”",
  journey: "“Book a free 30-minute assessment at {product}, get a note of where the marks are going, let your child sit in on the group, then choose a weekly slot.”",
};

/** An independent shop (books, bikes, flowers): advice and someone to go back to, not a click. */
const SHOP: Partial<Examples> = {
  identity: "people {near} who like advice from someone who knows {goods}",
  desire: "“Good {goods}, chosen with someone who knows them, {near}: that's {product}.”",
  transform: "“I used to buy {goods} online and hope for the best. Now I ask at {product} first.”",
  proof: "“{{number}} customers {near} came back to {product} this year: ‘{{a customer's words}}’ — {{a customer's first name}}.”",
  journey: "“Come into {product}, say what you need, and leave with {goods} that suit you and someone to ask next time.”",
};

/** A local shop that delivers to customers who are away: the house ready when they arrive, ordered from home. */
const REMOTE_ORDERS: Partial<Examples> = {
  identity: "{away} who want the weekend to start when they arrive in {town}",
  position: "“For {away} in {town}, {product} is the {shop} that has it at the house before you arrive; unlike bringing it down from home, you send a list {orderBy} and it's waiting.”",
  desire: "“Arrive in {town} on Friday night and find it all waiting at the house: that's {product}.”",
  urgency: "“Coming down for the bank holiday? Send {product} your list {orderBy} by {{cut-off day and time}} and it's at the house before you are.”",
  transform: "“We used to lose the first morning of every weekend to errands. Now we send {product} a list on Wednesday and it's there when we arrive.”",
  proof: "“{{number}} holiday homes around {town} ordered from {product} this year: ‘{{an owner's words}}’ — {{an owner's first name}}.”",
  journey: "“Send {product} your list {orderBy} by the cut-off, get the total and the delivery time back, and find it at the house when you arrive.”",
};

/** A venue hired for weddings and events: couples book once, after a show-round, and the quiet dates need a price. */
const VENUE: Partial<Examples> = {
  identity: "{vnCouples} who want the whole day in one place, with the people who matter, more than they want a Saturday in August",
  position: "“For {vnCouples} who want a relaxed country {vnWedding}, {product} is a {vnWord} in {vnWhere} with {vnIncluded}; unlike waiting a year for a summer Saturday, our {vnOffPeak} dates come with one clear price and everything included.”",
  desire: "“The fires lit, a long table for everyone you love, and nobody driving home: your {vnWedding} at {product}.”",
  urgency: "“{vnNear}: a few short-notice dates left at {product}, each at one all-in price. Show-rounds this week.”",
  transform: "“We thought we'd have to wait two years for a Saturday. We married at {product} on a Friday in {{month}}, and nobody missed the Saturday.”",
  proof: "“{{number}} weddings at {product} since {{year}}: ‘{{a couple's words}}’ — {{the couple's first names}}, married on a {{day and month}}.”",
  journey: "“Send an enquiry, get our prices and two show-round times within hours, see round {product} with us, and hold your date for a week while you decide.”",
};

/** A coworking space: freelancers and remote workers who try a day, join by the month and stay for the people. */
const WORKSPACE: Partial<Examples> = {
  identity: "people in {place} who work for themselves or for a company far away, and would rather not do it alone at the kitchen table",
  position: "“For freelancers and remote workers in {place}, {product} is a {wsWord} with desks from {wsLowPrice} on a rolling month; unlike the kitchen table or a café, you get a quiet call, a desk that is yours and people to have lunch with.”",
  desire: "“A desk by the window, a call in a quiet booth, lunch with people who get it: your working day at {product}.”",
  urgency: "“Join {product} this month and the day passes you bought count toward your first month. Your first day is free.”",
  transform: "“I spent two years at my kitchen table. Now I walk to {product}, and two of my clients this year came from the member lunch.”",
  proof: "“{{number}} members work from {product}, most for more than a year: ‘{{a member's words}}’ — {{a member's first name}}, {{what they do}}.”",
  journey: "“Book a free day at {product} in a minute, meet two members at lunch, and join by the month if it fits, with your day passes credited.”",
};

/** A veg box or milk round from a farm: households who want food from a farm they can name, and stay while the box fits the week. */
const FARM_BOX: Partial<Examples> = {
  identity: "households in {place} who cook most nights and want to know the farm their food comes from",
  position: "“For {audience}, {product} is a {boxWord} from {boxFarm}, picked the day before and delivered to your door; unlike the supermarket, you know who grew it, and you can pause any week.”",
  desire: "“This week's {boxUnit} from {product}, picked yesterday at {boxFarm}, on your doorstep tomorrow, with two ideas for the odd ones.”",
  urgency: "“Away this summer? Reply with your dates by {{date}} and {product} will pause your {boxUnit} and start it again the week you're back.”",
  transform: "“I used to buy whatever the supermarket had. Now the week's meals start with what's in the {product} {boxUnit}, and the children know the farm it comes from.”",
  proof: "“{boxNow} go out from {product} every week, and {{share}} of the households who joined last spring are still with us: ‘{{a customer's words}}’ — {{a customer's first name}}.”",
  journey: "“Sign up at {website} for a first {product} {boxUnit}, get the 'what's in the {boxUnit}' email the day before, pause or switch any week, and come and see the farm at the open day.”",
};

/** A florist: people who send flowers for the occasions of the people they love, and managers who want a reception guests notice. */
const FLORIST: Partial<Examples> = {
  identity: "people in {place} who remember birthdays with flowers, and the managers of {flrBuyers} who want a reception guests notice",
  position: "“For {flrBuyers} in {place}, {product} is the {flrWord} that brings fresh flowers every week at one price a week; unlike the big flower websites, you know who arranged them and they arrive {flrSameDay}.”",
  desire: "“Walk into your reception on Monday and it smells of fresh flowers, every week, without you lifting a finger: weekly flowers from {product}.”",
  urgency: "“{{recipient's name}}'s birthday is next week: order by {flrCutOff} and {product} delivers the same day across {place}.”",
  transform: "“We had the same dusty silk flowers in reception for years. Now {product} brings fresh ones every week, and guests mention them.”",
  proof: "“{{number}} hotels, restaurants and offices in {place} have fresh flowers from {product} every week: ‘{{a manager's words}}’ — {{name}}, {{their business}}.”",
  journey: "“See a sample arrangement from {product} in your own reception for a week, pick a size at one price a week, and we change it every {{delivery day}}.”",
};

/** A niche job board: employers who pay for the right candidates, candidates who subscribe for jobs that show pay and remote policy. */
const JOB_BOARD: Partial<Examples> = {
  identity: "{jbCandidates} who want jobs with the pay and the remote policy stated, and {jbEmployers} who want to hire them",
  desire: "“The right {jbNiche} hire in weeks, from people who chose a board for exactly this work, without sifting hundreds of applications: that's {product}.”",
  position: "“For {jbEmployers} hiring {jbCandidates}, {product} is the job board only for {jbNiche} jobs, every listing with pay and remote policy; unlike {jbRival}, the people who read it do exactly this work.”",
  urgency: "“Your first listing on {product} is free if you post it by {{date}}; it goes out to {{subscribers}} {jbCandidates} in next week's email.”",
  transform: "“We'd had the role open for two months on {jbRival} with the wrong applicants. On {product}, we hired in three weeks.”",
  proof: "“{{subscribers}} {jbCandidates} get {product}'s weekly job email, and a listing got a median of {{clicks}} clicks to apply last month: ‘{{an employer's words}}’ — {{name}}, {{company}}.”",
  journey: "“Find your role already summarised on {product}, take the first full listing free, see the clicks to apply within a week, and post the next role as a listing or a bundle.”",
};

/** A driving instructor: learners who want the freedom of their own car, choosing on passes, reviews and a calm first lesson. */
const DRIVING: Partial<Examples> = {
  identity: "learners in {place} who want a calm instructor, nervous drivers and people who failed in a manual, and adults who never got round to it",
  desire: "“Your own car, your own time, no more lifts: pass with {product}.”",
  urgency: "“{product} has {{number}} lesson slots free this month, {{days}}; book your first lesson this week and take the next ones in a block of {dvBlock}.”",
  transform: "“I failed twice in a manual and nearly gave up. {{number}} weeks with {product} in an automatic, and I passed.”",
  proof: "“{{number}} pupils have passed with {product} so far: ‘{{a pupil's words}}’ — {{a pupil's first name}}, with their pass photo.”",
  journey: "“Text {product}, have a first lesson on quiet roads, hear honestly how many hours you need, book a block of {dvBlock}, and book your test on GOV.UK when you're ready.”",
  position: "“For learners in {place} who want a patient instructor, {product} is {dvQualified} teaching in {dvCar}; unlike a franchise, it's the same instructor every lesson, and the first lesson tells you honestly how many hours you need.”",
};

/** A gym or studio joined by the month: people who try an intro with a friend and stay once it is a habit and they know people there. */
const GYM: Partial<Examples> = {
  identity: "people in {place} who want to get fit with friends rather than alone on a machine, beginners included",
  position: "“For {audience} in {place}, {product} is a {gymWord} where beginners are looked after from the first {gymFirst}; unlike a big gym, staff know your name and there is always someone to go with.”",
  desire: "“A good tired, friends beside you and something you could not do last month: your evenings at {product}.”",
  urgency: "“The next beginners' course at {product} starts on {{start date}}, and your {gymFirst} comes off your first month if you join within two weeks.”",
  transform: "“I came to {product} for one {gymFirst} with my flatmate and nearly didn't come back. Now I'm in twice a week and half my friends are from the social nights.”",
  proof: "“{gymMembers} come to {product}, and {{share}} of those who joined three months ago are still coming: ‘{{a member's words}}’ — {{a member's first name}}.”",
  journey: "“Book {gymAFirst} at {product} with a friend, book your second visit before you leave, join in the first two weeks with the intro fee off, and meet people at the next social night.”",
};

/** A vet practice: owners who register before they need it and stay where their pet was treated well; no outcome promised. */
const CLINIC_VET: Partial<Examples> = {
  identity: "owners in {place} who want a vet with time to explain, not a rushed ten minutes",
  position: "“For owners of {clinicAnimals} in {place}, {product} is the independent vet practice with time to explain; unlike a chain, nobody is in a hurry to sell you extras.”",
  desire: "“Time to ask every question, and a vet who knows your pet by name: {product}, in {place}.”",
  urgency: "“Got a new puppy or kitten? Register at {product} before their second vaccination and book a free nurse check this month.”",
  transform: "“We used to get ten minutes and a bill we didn't expect. At {product} the vet explained everything, and we knew the price before we said yes.”",
  proof: "“{{number}} pets registered at {product} since we opened: ‘{{an owner's words, with their permission}}’ — {{an owner's first name}}.”",
  journey: "“Register at {product} online, book the free nurse check, take home the first-year calendar and the health plan's sum, and book the next vaccination before you leave.”",
};

/** A physio's clinic: people with a nagging injury who book a free check, then a plan of care they understand; no outcome promised. */
const CLINIC_BODY: Partial<Examples> = {
  identity: "runners, cyclists and desk workers in {place} who would rather understand a niggle than rest it for another month",
  position: "“For runners and desk workers in {place}, {product} is the {clinicWho} who gives you a written plan and {clinicSession} with one person; unlike a busy clinic, you see the same {clinicWho} every time.”",
  desire: "“Know what's going on with your knee or back, and what a plan would involve, after one free 15-minute check at {product}.”",
  urgency: "“Free 15-minute injury checks at {product} this month on {clinicQuiet}: book before it has bothered you for another season.”",
  transform: "“I'd ignored my knee for a year because I didn't know who to see. The free check at {product} told me what was going on, and with the written plan I knew what each session was for.”",
  proof: "“{{number}} people from {place}'s run clubs have had a free check at {product}: ‘{{a patient's words, with written permission}}’ — {{first name}}.”",
  journey: "“Book a free 15-minute check at {product} online, get an honest answer and a price, start a written plan of care, and book the next one before you leave, for a reason you understand.”",
};

/** A dental practice or office: patients who come back when reminded, join the plan when the sum is plain; no outcome promised. */
const CLINIC_TEETH: Partial<Examples> = {
  identity: "families and adults in {place} who want a dentist who sees them soon and shows the price first",
  position: "“For {clinicNewcomers} and families in {place}, {product} is the private {clinicWord} that sees you soon and shows the price first; unlike waiting months for an appointment, your check-up is booked before you leave.”",
  desire: "“Seen soon, the price in writing before anything is done, and your next check-up booked for you: {product}, in {clinicTown}.”",
  urgency: "“Your check-up is due: book at {product} this month, with times on {clinicQuiet}.”",
  transform: "“I'd put off the dentist for three years. At {product} they saw me within the week, explained everything and gave me the price first; now the reminder comes and I just book.”",
  proof: "“{{number}} patients on the {product} membership plan: ‘{{a patient's words, with written permission}}’ — {{first name}}.”",
  journey: "“Book {clinicFirst} at {product} online, get a written plan and price, hear the membership plan's sum, and leave with your next check-up booked and a reminder to come.”",
};

/** Online coaching by the month: people who follow a coach, book a call when they trust them, and stay while the check-ins help. */
const COACHING: Partial<Examples> = {
  identity: "{audience} who {coachWants}",
  position: "“For {audience}, {product} is {coachWord} with a weekly check-in from a real coach; unlike free videos or an app, someone notices when life gets in the way.”",
  desire: "“Three months from now: doing what you can't do today, with a plan built around your week and a coach at {product} who checks in on you.”",
  urgency: "“The next {product} group starts on {coachIntake}, with {{places}} places; apply for a free 20-minute call before {{last call date}}.”",
  transform: "“I'd tried {{what they tried before}} and always stopped by week three. With {product} I've kept going for {{months}} months, because someone asks every week.” (a client's words, shared with their written consent)",
  proof: "“{{number}} of the clients who started with {product} three months ago are still coached today: ‘{{a client's words}}’ — {{a client's first name}}, shared with their consent.”",
  journey: "“Read one post, take the free starter plan, apply in five questions, talk to {product} for 20 minutes, and start with the next group on {coachIntake}.”",
};

/** A regulated adviser (a mortgage broker, a financial adviser): clients who come once for a big decision, through someone they trust. */
const ADVISER: Partial<Examples> = {
  identity: "{adviserClients} in {place} who were told no, or fear getting it wrong, and want someone who explains it plainly",
  position: "“For {adviserClients} in {place}, {product} is a {adviserWord} who searches the whole market and explains every step; unlike your bank or a comparison site, you deal with one person from the first call to the keys.”",
  desire: "“The keys to your first home, explained in plain words by one person from the first call: {product}, {adviserWord} in {place}.”",
  urgency: "“Your fixed rate ends in {{month}}: most lenders let you secure a new one months before, so let {product} look at it now.”",
  transform: "“My bank said no because I'd only done one year's accounts. {product} found a lender who looked at my case properly, and we got the keys in {{month}}.”",
  proof: "“{{number}} clients in {place} got their mortgage through {product} this year: ‘{{a client's words}}’ — {{a client's first name}}, on Google.”",
  journey: "“Book a free twenty-minute call with {product}, gather the documents on the checklist, get an agreement in principle, and I'll keep you and your {adviserAgent} posted until completion.”",
};

/** A self-published book: readers who try a new author on the blurb, the first pages and the reviews, and read on through the series. */
const BOOK: Partial<Examples> = {
  identity: "readers who want a {bkGenre} set somewhere real, and a series to live in",
  desire: "“{bkSetting}, {product}'s world: a place and a question that keep you reading past midnight.”",
  urgency: "“{product} is {{deal price}} until {{the deal's last day}}, and {bkNext} comes out in {bkNextMonth}.”",
  transform: "“I'd run out of series I loved. I started {product} on a Sunday night and pre-ordered {bkNext} on Monday.”",
  position: "“For readers of {bkComps}, {product} is a {bkGenre} set in {bkSetting}; unlike {{the series they know}}, {{the one thing only your books do}}.”",
  proof: "“{product}: {{number}} reviews on Amazon, {{average}} stars. ‘{{a reader's words}}’.”",
  journey: "“Read the first pages of {product} free in Look Inside, start it tonight on your Kindle, and the free {bkFreebie} and {bkNext} are waiting on the last page.”",
};

/** A print-on-demand shop: people who choose a design for themselves or a friend, distrust mockups, and need it in time. */
function podExamples(p: PrintOnDemand): Partial<Examples> {
  return {
    identity: p.puns ? "people who wear their sense of humour, and give gifts that make their friends laugh" : "people who wear the art they love, and give gifts that feel chosen",
    desire: "“The {podItem} people stop you to ask about: {podDesigns} from {product}, printed just for you.”",
    urgency: "“Order by {{the order-by date}} and your {product} gift arrives in time for {{the gifting day}}: every piece is printed for you, then shipped.”",
    transform: p.gifts
      ? "“I used to give the same candle every birthday. Now my friends get a {product} design that's clearly about them.”"
      : "“I had a drawer of plain {podItems}. Now the one I reach for is the {product} design people ask about.”",
    position: "“For {audience} who want {{what your designs give them}}, {product} is {podDesigns} printed to order; unlike {{where they buy now}}, {{the one thing only your designs do}}.”",
    proof: "“{{number}} buyers posted their {product} design this month: ‘{{a buyer's words}}’, with their photo.”",
    journey: "“Find a design on Pinterest, see it in a real photo on {product}'s page, pick your size from the chart, and it's printed and on its way to you in {{days}} days.”",
  };
}

/** A band releasing a record and touring: fans who hear a song, buy the record from the band and go when it plays their town. */
const BAND: Partial<Examples> = {
  identity: "people who buy the record from the band and go to small gigs to hear {bndGenre} up close",
  desire: "“{bndRecord}, on vinyl, and the night {product} play it in your town, in a room small enough to hear every word.”",
  urgency: "“{product}'s {bndRecord} is out on {bndReleaseDay}: pre-orders ship first, and the {bndTour} starts a few weeks later.”",
  transform: "“I went to see {product} because a friend had a spare ticket. I went home with the record and I've been to every show since.”",
  position: "“For fans of {{two acts your fans love}}, {product} is {bndA} from {bndHome}; unlike {{what they play at home}}, {{the one thing only your songs do}}.”",
  proof: "“{product}: {{radio plays, by show}}, {{a line from a review}}, and a sold-out night at {{a venue you filled}}.”",
  journey: "“Hear {product} on the radio, play the rest on {bndStore}, pre-order {bndRecord}, and get a ticket for the night we come to your town.”",
};

/** A guest house or B&B: guests who come from far away, book months ahead and compare on the booking sites. */
const STAY: Partial<Examples> = {
  identity: "{guestsFor} who want to wake up {stayWhereShort} and be known by name",
  position: "“For {guestsFor} who come to {stayTown}, {product} is the {stayWord} run by its owners, who book your guide or trip before you arrive; unlike booking through {ota}, book direct and get {perk}.”",
  desire: "“Wake up in {stayTown} with the day's walk starting at the door: that's {product}.”",
  urgency: "“A few rooms left in {quietMonthsOr} at {product}: book direct by {{date}} and we'll have {perk} ready.”",
  transform: "“We used to book whatever the booking site showed first. Now we book {product} direct, and they have the guide booked before we arrive.”",
  proof: "“{{review score}} from {{number}} reviews, and guests who come back every year: ‘{{a guest's words}}’ — {{a guest's first name}}.”",
  journey: "“See the dates on {product}'s own page, book in two minutes on your phone, get {perk}, and tell us what to book for you before you arrive.”",
};

/** A food truck or cart: found by where it parks today; with catering, booked by office managers and hosts. */
const MOBILE_FOOD: Partial<Examples> = {
  identity: "{audience} who like knowing which truck is where this week, and having a favourite",
  desire: "“Fresh {truckFood} from the window, at the brewery tonight or outside your office at lunch: that's {product}.”",
  urgency: "“{product} is at {{this week's spot}} until {{closing time}} today; pre-order by 11am and skip the line.”",
  transform: "“We used to order the same sandwich platter for every team lunch. Now {product} parks outside, and it's the lunch everyone asks about.”",
  position: "“For {audience}, {product} is the {truckWord} for {truckFood} in {truckCity}; unlike a sandwich platter or the usual caterer, it brings the truck to your event at a price a head you know up front.”",
  proof: "“{{number}} events catered by {product} this year and {{number}} Google reviews: ‘{{a host's words}}’ — {{a host's first name}}.”",
  journey: "“Find {product} on the Monday schedule, try a bun at the window, and when you plan the team lunch or the party, pick a package on {website} and get a quote within a day.”",
};

/** A tour sold to visitors: guests in town for a few days, who book the evening before on a phone. */
const TOUR: Partial<Examples> = {
  identity: "visitors who want the stories behind {tourCity}'s streets, told by {tourGuides}, not a crowded bus tour",
  position: "“For visitors who want to know {tourCity}, {product} is a {tourWord} in {tourAreas} with {tourGuides}, {tourGroup}; unlike the big tours, you can hear every story, and booking on our own page takes a minute.”",
  desire: "“Two hours in {tourAreas} with someone who knows every street: that's {product}.”",
  urgency: "“Tomorrow's {tourWord} with {product} has {{places left}} places left: book in a minute on our page.”",
  transform: "“We walked past those streets on our first day and saw nothing. With {product} we saw the stories behind every door.”",
  proof: "“{{review score}} from {{number}} reviews of {product} on Google and Tripadvisor: ‘{{a guest's words}}’ — {{a guest's first name}}, from {{their country}}.”",
  journey: "“See tomorrow's times on {product}'s own page, book in a minute on your phone, get the meeting point with a map pin, and meet {{guide name}} there.”",
};

/** Local trades get their own words: a bakery's neighbours, a salon's clients, a groomer's dog owners, a plumber's homes. */
function localExamples(f: Facts, preorder: boolean, round = false, pupils: Reading["pupils"] = null): Partial<Examples> {
  const shop = f.trade?.shop ?? "";
  if (f.trade?.trade === "pet") return petExamples(f.trade.mobile);
  if (f.trade?.trade === "events") return EVENTS;
  // A swim school for children: parents only, no adults who meant to start.
  if (f.trade?.trade === "motor") return GARAGE;
  if (f.trade?.trade === "cycle") return CYCLE;
  if (f.trade?.trade === "dealer") return DEALER;
  if (f.trade?.trade === "storage") return STORAGE;
  if (f.trade?.trade === "farm") return FARM;
  if (f.trade?.trade === "lessons" && !f.trade.mobile) return pupils === "children" ? { ...LESSONS, identity: "parents {near} who want their children to love learning" } : pupils === "adults" ? ADULT_LESSONS : LESSONS;
  if (round) {
    // A house cleaner on a round: the same homes every two weeks, trusted with the key.
    return {
      identity: "busy families {near} who want to come home to a clean house and trust who's been in it",
      desire: "“Come home on a Friday to a clean house and a free weekend {near}: that's {product}.”",
      urgency: "“We're on your street {rhythm}: book {product} this month and you get the same day as your neighbors.”",
      transform: "“We used to lose every Saturday morning to cleaning. Now {product} comes {schedule}, the same cleaner every time, and the weekend is ours.”",
      proof: "“{{number}} families {near} have {product} on a {schedule} round: ‘{{a client's words}}’ — {{a client's first name}}.”",
      journey: "“Text {product} for a quote, book a first deep clean, then keep the same cleaner on the same day, {schedule}.”",
    };
  }
  if (f.trade?.mobile) {
    // A plumber or a cleaner comes to the customer: no counter to drop in to.
    return {
      identity: "people {near} who want someone they can trust in their home",
      desire: "“Someone who turns up when they say they will, {near}: that's {product}.”",
      urgency: "“Book your {signature} with {product} before {{the busy season}} and pick your day; after that, it's the first free slot.”",
      transform: "“I used to ring round for someone who'd turn up. Now I just text {product}.”",
      proof: "“{{number}} homes {near} call {product} every year: ‘{{a customer's words}}’ — {{a customer's first name}}.”",
      journey: "“Text {product} what's wrong with a photo, get a time the same day, and pay when the job is done.”",
    };
  }
  if (f.trade?.trade === "food") {
    const made = /bakery|boulangerie|p[aâ]tisserie/.test(shop) ? "bakes their bread" : "makes their food";
    return {
      identity: `neighbours {near} who like knowing who ${made}`,
      desire: preorder
        ? "“Saturday morning {near}: your {signature} from {product}, set aside with your name on it.”"
        : "“Saturday morning {near}: warm {goods} from {product}, two minutes from your door.”",
      urgency: preorder
        ? "“The weekend {signature} at {product} usually goes by {{the time you sell out}}. Order by Friday evening on {website} and yours is kept for you.”"
        : "“Fresh at {product} from {{opening time}} every morning; when it's gone, it's gone.”",
      transform: preorder
        ? "“I used to grab whatever was left at {competitor} on the way home. Now my {signature} from {product} is waiting at the counter.”"
        : "“I used to grab whatever was left at {competitor}. Now {product} is part of my mornings.”",
      journey: preorder
        ? "“Order on {website} the evening before, collect at the {product} counter the next morning, and skip the queue.”"
        : "“Come by {product} this week, try {signature}, and take a card for your next visit.”",
    };
  }
  if (f.trade?.trade === "beauty") {
    return {
      identity: "people {near} who want someone who really knows their hair and skin",
      desire: "“Walk out of {product} feeling like yourself again, five minutes from home {near}.”",
      urgency: "“Weekday appointments at {product} come with {{this month's weekday offer}} until the end of the month.”",
      transform: "“I used to put up with a cut that never quite worked, or travel for a specialist. Now I walk out of {product} and people ask who does my hair.”",
      journey: "“Pick a slot online, get a reminder the day before, and your first visit to {product} starts with five minutes about what you want.”",
    };
  }
  if (f.trade?.trade === "retail") return SHOP;
  // Health, fitness and other booked services (food has returned above).
  if (f.trade) return BOOKED;
  return {};
}

/** Small-business buyers of a service (consulting, an agency) rather than software. */
const SMB_SERVICE: Partial<Examples> = {
  desire: "“Picture the problem you have lived with for years fixed, with results on your own premises, not in a slide deck: that's {product}.”",
  urgency: "“{product} takes on {{number}} new projects this quarter; the next start date is {{date}}.”",
  transform: "“We had advisers before and got reports. With {product}, {{what changed, in numbers}}.”",
  journey: "“A first conversation at your premises, a fixed-price proposal from {product} within a week, then one small first project.”",
};

/** Students rather than working individuals. */
const STUDENTS: Partial<Examples> = {
  identity: "students who would rather study smarter than longer",
  desire: "“Picture exam week with your notes already turned into practice: that's {product}.”",
  urgency: "“Exams are {{weeks}} weeks away: set up {product} now and review a little every day.”",
  transform: "“I used to cram from {competitor} the night before. With {product}, I review a little every day and walk in calm.”",
};

/** A newsletter with free and paid readers: readers, issues and a paid tier, not sessions, graduates or lessons. */
const PUBLICATION: Partial<Examples> = {
  identity: "{audience} who want to understand it for themselves",
  desire: "“Five minutes with {product} on your break, and the thing you kept putting off finally makes sense.”",
  urgency: "“The founding price for {product}'s paid tier closes on {{closing date}}; after that it's {price}.”",
  transform: "“I used to skip anything about this. Since reading {product}, I know what to ask and where to check.”",
  proof: "“{{number}} readers open {product} every week; {{a reader's first name}}: ‘{{their words}}’.”",
  journey: "“Join {product} free, read your first issue on your phone, and upgrade to the paid tier when it's worth it to you.”",
};

/** A paid online community sold by the month: a group that expects you and live sessions, not a library or a free plan. */
const MEMBERSHIP: Partial<Examples> = {
  identity: "{audience} who would rather build with a few peers than alone",
  desire: "“A group that asks every week what you {membShipped}, and the people to help you get there: that's {product}.”",
  urgency: "“The next intake of {membGroups} at {product} starts on {{next intake date}}; {{number}} seats are left in the groups for your stage.”",
  transform: "“I joined {product} to read the archive and nearly left after a month. Then my {membGroup} started asking every week what I'd {membShipped}, and by week six I'd done what I came for.”",
  position: "“For {audience}, {product} is a paid community where a small group expects you every week; unlike free forums, you get live feedback on your own work.”",
  proof: "“{{number}} of the members who joined {product} in {{month}} are still here; {{a member's first name}}: ‘{{their words about their win}}’.”",
  journey: "“Come to a free open call, join {product} before the next intake Monday, post your goal on day 1, meet your {membGroup} that week.”",
};

/** A producer sold through shops: the shelf, the taste and where to buy it, not deliveries or cancelling. */
const WHOLESALE: Partial<Examples> = {
  identity: "people who would rather buy from the person who made it",
  desire: "“Made in small batches by the person who sells it to you: {product}, on the shelf of your local {stockist}.”",
  urgency: "“This batch of {product} is on the shelf now; when it's gone, the next one is a few weeks away.”",
  transform: "“I used to buy whatever the supermarket had. Now I pick up {product} at my local {stockist} every time I'm in.”",
  proof: "“{product} is stocked by {{number}} {stockists}; {{a stockist's first name}}: ‘{{their words}}’.”",
  journey: "“Taste {product} at the market, find it at your local {stockist}, and ask them to keep it in.”",
};

/** A show selling sponsorship: listeners choose it with their time, and their trust is what sponsors buy. */
const SPONSORED_SHOW: Partial<Examples> = {
  identity: "{audience} who want to hear what actually works from people in their own shoes",
  desire: "“One {showUnit} of {product} on your next drive, and one idea you can use the same week.”",
  urgency: "“This week's {showUnit} of {product} is out: {{the guest and what they did}}.”",
  transform: "“I used to guess. Since listening to {product}, I know what people like me actually did, and what it paid.”",
  position: "“{product} {what}; unlike {{the other shows they hear}}, {{the one thing only you do}}.”",
  proof: "“Every {showUnit} of {product} is downloaded {reachFigure} times; {{a listener's first name}}: ‘{{their words}}’.”",
  journey: "“Follow {product}, hear the next {showUnit} on your drive, and pass on the one that helped you.”",
};

/** An app adult children buy for an ageing parent: peace of mind, the parent's independence, the scare that starts it. */
/** Researchers who pay for a reading tool themselves: the reading, the review, the thesis, the lab. */
const RESEARCHERS: Partial<Examples> = {
  identity: "{audience} who want their reading to add up to a thesis, not a folder of PDFs",
  desire: "“Every paper you read, and every note you made on it, one search away. That's {product}.”",
  urgency: "“Start {product} before your next literature review, and the papers you read this month are already linked when you write it.”",
  transform: "“I used to reread papers because I couldn't find my notes. Now {product} shows me the passage I'd forgotten I read.”",
  proof: "“{payingUsers} researchers pay for {product}; {{a user's first name}}, {{their field}} PhD: ‘{{what changed for them}}’.”",
  journey: "“Start the {trialDays} trial, bring your {competitor} library in, read this week's papers in {product}, and choose monthly or yearly when the trial ends.”",
};

const FOR_OLDER_PARENT: Partial<Examples> = {
  identity: "sons and daughters who live too far away to pop round, but still want to be there every morning",
  desire: "“With {product}, you know {mum} is fine every morning, before you've finished your first coffee.”",
  urgency: "“Don't wait for the next fall to find out how long it takes anyone to notice: try {product} free this week.”",
  transform: "“I used to ring {mum} every morning and panic when she didn't pick up. Now {product} tells me she's fine, and our calls are for chatting.”",
  proof: "“{{number}} families start their day with {product}; {{a customer's first name}}: ‘{{what changed for them}}’.”",
  journey: "“Start the free trial of {product}, set up {mum}'s first check-in in five minutes, and see it answered tomorrow morning.”",
  position: "“For {audience} who live far from a parent, {product} {what}; unlike a pendant alarm or a daily phone call, {{the one thing only you do}}.”",
};

/** An app for meeting people: members choose on trust and on who is near them, and meet at hosted socials. */
function meetPeopleExamples(m: MeetPeople): Partial<Examples> {
  const dating = m.purpose === "dating";
  const unlike = dating ? "the big dating apps" : "the big apps";
  const edge = [m.verified ? "every profile is checked" : "", m.meetups ? "members meet at hosted socials near home" : "members are near each other"].filter(Boolean).join(" and ");
  return {
    identity: dating
      ? `people starting again${m.older ? " after divorce or loss" : ""} who would rather meet someone genuine nearby than swipe through strangers`
      : "people who would rather meet new friends face to face, near home, than scroll",
    urgency: "“The next {product} {mpSocial} in {{which town}} is on {{date}}, capped at 30 places: book yours and bring a friend.”",
    transform: "“I hadn't been out on my own in {{how long}}. At my first {product} {mpSocial} I {{what happened}}, and now {{what changed}}.”",
    proof: "“{{number}} {product} members within 20 miles of {{which town}}, every one checked: ‘{{a member's words}}’ — {{a member's first name}}, {{their age}}.”",
    journey: "“See how many {product} members live near you, have your profile checked, and come to the next {mpSocial} in {{which town}} with a friend.”",
    position: `“For {audience}, {product} is a ${m.word}${m.ageWord ? ` for the ${m.ageWord}` : ""}; unlike ${unlike}, ${edge}.”`,
  };
}

/** An app for young children: the parent chooses and pays, for what they want for their child. */
const YOUNG_CHILDREN: Partial<Examples> = {
  desire: "“Ten calm minutes a day, and {{child's first name}} reading you the bedtime story: that's {product}.”",
  identity: "parents who want screen time they feel good about, and ten good minutes a day of {ycSkill}",
  urgency: "“A new term starts on {{date}}: start the {ycTrial} of {product} this week, and see what ten minutes a day does by half-term.”",
  transform: "“Reading at home used to end in tears. After a month of {product}, {{child's first name}} asks for one more story.”",
  proof: "“{{number}} children aged {ycAges} use {product} each week, with no adverts and no chat; {{a teacher's name}}, {{their school}}: ‘{{what they saw}}’.”",
  journey: "“Look inside {product} yourself, start the {ycTrial} with your child, and read our note on day 2 about what they did.”",
  position: "“For parents of children aged {ycAges}, {product} is {{what you are, in a few words}}; unlike free videos and apps full of adverts, {{the one thing only you do}}.”",
};

/** A service for smallholder farmers on basic phones: they believe a neighbour's field, their group and the season's calendar. */
const SMALLHOLDER_EXAMPLES: Partial<Examples> = {
  identity: "farmers who would rather know what their soil needs than guess at the agro-dealer's counter",
  desire: "“With {product}, buy the fertiliser your soil needs, and only that: a bigger {farmCrops} harvest from the same land.”",
  urgency: "“The last {product} samples for {farmSeason} are taken on {farmLastDay}: book your group's day with your agent now.”",
  transform: "“I used to buy the bags the dealer told me to. After the {product} test I bought {{what they bought}}, and my {{crop}} gave {{how many}} more bags.”",
  proof: "“Two strips on {{host farmer}}'s {product} demo plot, same seed, same day: {{kg}} kg with the test's fertiliser against {{kg}} kg as usual.”",
  journey: "“Your group books a {product} day, the agent takes your sample and you pay {farmPriceSaid} by {farmMoney}; in {farmResultDays} an SMS in {farmLanguage} says what to buy and how many bags.”",
  position: "“For {audience}, {product} sends what your own field needs by SMS; unlike the dealer's advice, it is about your soil, not a brand, and the agent who takes it lives near you.”",
};

/** Equipment on pay-as-you-go for smallholder farmers: they believe a unit running on a neighbour's farm and the fuel it saves. */
const EQUIPMENT_EXAMPLES: Partial<Examples> = {
  identity: "farmers who irrigate and are tired of paying for fuel every day they do",
  desire: "“Water your {farmCrops} through the dry months with the sun, not with fuel: the {product} {kitItem}.”",
  urgency: "“Pump day at {{lead farmer's name}}'s farm this {{day}}: come and see the {product} {kitItem} lift water, and talk to the agent for your area.”",
  transform: "“I used to spend {kitOldCost} running {kitOld}. Since the {product} {kitItem}, {{what changed, in the owner's words}}.”",
  proof: "“{{owner's name}} in {{village}} has watered {{crop}} with a {product} {kitItem} since {{month}}: {{what they spent on fuel before and after}}.”",
  journey: "“See a {product} pump run at a pump day, pay the deposit by {farmMoney} to the agent who lives near you, have it installed, then {kitMonthly} a month for {kitTerm} until it is yours.”",
  position: "“For {audience}, {product} is a {kitItem} paid off by the month; unlike {kitOld}, it needs no fuel, and the agent who installs it lives near you.”",
};

/** A crowdfunding campaign: backers pledge for what is not made yet, so the examples speak of the launch and the prototype. */
const CAMPAIGN: Partial<Examples> = {
  identity: "{audience} who back things before everyone else has them",
  desire: "“{product}, the way you wanted it, at the early-bird price of {pledge}.”",
  urgency: "“{product} is {pledge} for the first backers on {campaignPlatform} from {launchDate}; after that it's {price}.”",
  transform: "“I used to make do with what the shops had. Since backing {product}, I've watched the thing I actually wanted being made.”",
  proof: "“{{number}} people have used the {product} prototype every day; {{a tester's first name}}: ‘{{their words}}’.”",
  journey: "“Join the early-bird list, get one email on {launchDate}, back {product} at {pledge}, and hear how it's made until it arrives.”",
};

/** A game on a PC or console store: players wishlist it from a trailer, a demo or a festival, and buy at launch. */
const STORE_GAME: Partial<Examples> = {
  identity: "players who look for games that feel made for them",
  desire: "“{product}: {{the feeling of playing it, in a few words}}. Wishlist it on {store}.”",
  urgency: "“The {product} demo is playable during {festival}: try it that week, and wishlist it to hear the day it launches.”",
  transform: "“I was scrolling through my backlog looking for something to play. Then I tried the {product} demo, and I played it to the end.”",
  proof: "“{{number}} players have played the {product} demo; {{a player's first name}}: ‘{{their words}}’.”",
  journey: "“Watch the trailer, play the demo on {store}, wishlist {product}, and get the store's email the day it launches.”",
  position: "“For players who love {likeGame}, {product} {what}; unlike most games of its kind, {{the one thing only it has}}.”",
};

/** An event selling tickets: the day, the people, the early bird, the reason to come. */
const EVENT_DAY: Partial<Examples> = {
  identity: "{audience} who want to meet the people doing what they do, not just read about them",
  desire: "“One day at {product}: the talks you'll use the next week, and the people you'll keep in touch with.”",
  urgency: "“The {earlyPrice} early bird for {product} ends at 23:59 on {earlyBirdEnds}; after that it's {fullPrice}.”",
  transform: "“I used to figure it all out alone. Since {product}, I know people a step ahead of me, and they answer when I ask.”",
  proof: "“{{number}} people have booked {product} so far, {{a speaker's name}} is speaking, and {{a partner community}} is coming as a group.”",
  journey: "“Book your {product} ticket in two minutes on your phone, bring your build to the {eventShowcase}, and stay to meet the people behind the talks.”",
  position: "“{product} is a one-day {eventFormat} in {eventCity} for {audience}; unlike a big conference far away, {{the one thing only you do}}.”",
};

/** A fair or market for the public: a day out with the family, the makers met in person, the price said plainly. */
const PUBLIC_EVENT_DAY: Partial<Examples> = {
  identity: "{audience} who would rather buy from the person who made it",
  desire: "“A day out at {product}: {makers}, presents you won't find in the shops, and the people who made them.”",
  urgency: "“{product} is on {eventDates} only: {fullPrice} a ticket, children {childrenPrice}.”",
  transform: "“I used to buy presents in a rush online. Since {product}, I know the people who make them.”",
  proof: "“{{number}} people have booked {product} so far; last year {{a visitor's first name}} said: ‘{{their words}}’.”",
  journey: "“Book your {product} tickets in two minutes on your phone, bring the family, and meet {makers} in one place.”",
  position: "“{product} is a {eventFormat} in {eventCity} for {audience}; unlike a shopping centre, {{the one thing only you do}}.”",
};

/** Open-source developer tools: the openness is the difference. */
const OPEN_SOURCE: Partial<Examples> = {
  position: "“{product} {what}; unlike {competitor}, it is open source, so you can read every line before you trust it.”",
};

const uncapFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const noStop = (text: string) => text.replace(/[\s.,;:]+$/, "");

/** A shop without a subscription: nothing to pause or cancel, and the first order is the promise. */
const ONE_OFF_ORDER: Partial<Examples> = {
  journey: "“Order your first {product}, get it in {{days}} days, and tell us if it isn't right: we'll put it right.”",
};

/** Pieces bought once, kept or given (jewellery, prints, ceramics): chosen with care, often as a gift. */
const KEPT_PIECES: Partial<Examples> = {
  identity: "people who choose a gift with care",
  desire: "“Made by hand, for someone who will notice: that's {product}.”",
  urgency: "“Order by {{the last posting date}} and your {product} gift arrives in time, wrapped.”",
  transform: "“I used to buy presents in a hurry. Since {product}, I give something with a story.”",
  proof: "“{{number}} {product} pieces went out as gifts last month; {{a customer's first name}}: ‘{{their words}}’.”",
  journey: "“Choose your {product} piece, add a gift note, and it arrives wrapped in {{days}} days.”",
};

/** A business selling to schools: business managers and IT leads who spend public money and answer to governors or a trust. */
const SCHOOLS: Partial<Examples> = {
  identity: "business managers and IT leads who make every pound of a school's budget count",
  desire: "“Every pupil who needs one gets {schoolItems} from {product} that work, within this year's budget, with nothing left for your IT lead to chase.”",
  urgency: "“{product}'s prices are held until the end of the summer term: order by {{date}} and everything is ready before September.”",
  transform: "“We used to make do for one more year. Now every class has {schoolItems} from {product}, and the budget went further.”",
  position: "“For {schoolBuyers}, {product} sells {schoolItems} with a warranty and a return policy in writing; unlike buying new, {schoolEdge}.”",
  proof: "“{schoolCount} around you buy from {product}; {{a business manager's name}}, business manager at {{their school}}: ‘{{what changed for them}}’.”",
  journey: "“Ask {product} for a quote, get it the next working day with everything your finance team needs, try {schoolTrial} if you like, then send your purchase order.”",
};

export function buildEducation(ctx: PlanContext): MarketingPlan["marketingEducation"] {
  const f = factsFor(ctx);
  const { reading: r, answers: a } = ctx;
  const preorder = /\bpre-?order|click-and-collect|order ahead|collect them\b/i.test(a.productDescription);
  const service = f.archetype === "b2b-smb" && /\b(consult\w*|agency|firm|advis\w*)\b/i.test(r.pitch) && !/\b(app|saas|platform|software for)\b/i.test(r.pitch);
  const ex: Examples = {
    ...EXAMPLES[f.archetype],
    ...(f.archetype === "local" ? localExamples(f, preorder, r.homeVisits !== null && /\bclean|\bmaid/i.test(r.pitch), r.pupils) : {}),
    ...(f.archetype === "local" && r.remoteOrders ? REMOTE_ORDERS : {}),
    ...(f.archetype === "local" && r.stay ? STAY : {}),
    ...(f.archetype === "local" && r.mobileFood ? MOBILE_FOOD : {}),
    ...(f.archetype === "local" && r.examTutoring ? TUTORING : {}),
    ...(f.archetype === "local" && r.workspace ? WORKSPACE : {}),
    ...(f.archetype === "local" && r.taproom ? TAPROOM_EXAMPLES : {}),
    ...(f.archetype === "local" && r.restaurant ? RESTAURANT_EXAMPLES : {}),
    ...(f.archetype === "local" && r.experience ? experienceExamples(r.experience) : {}),
    ...(f.archetype === "local" && r.venue ? VENUE : {}),
    ...(f.archetype === "local" && r.gym ? GYM : {}),
    ...(f.archetype === "local" && r.clinic ? (r.clinic.care === "vet" ? CLINIC_VET : r.clinic.care === "teeth" ? CLINIC_TEETH : CLINIC_BODY) : {}),
    ...(f.archetype === "local" && r.childcare ? childcareExamples(r.childcare) : {}),
    ...(f.archetype === "local" && r.installer ? installerExamples(r.installer) : {}),
    ...(f.archetype === "local" && r.removals ? removalsExamples(r.removals) : {}),
    ...(f.archetype === "local" && r.homeCare ? homeCareExamples(r.homeCare) : {}),
    ...(f.archetype === "local" && r.careHome ? careHomeExamples(r.careHome) : {}),
    ...(f.archetype === "local" && r.funeral ? (r.funeral.celebrant ? celebrantExamples(r.funeral.celebrant) : funeralExamples(r.funeral)) : {}),
    ...(f.archetype === "local" && r.law ? lawExamples(r.law) : {}),
    ...(f.archetype === "local" && r.architect ? architectExamples(r.architect) : {}),
    ...(f.archetype === "local" && r.kidsClub ? kidsClubExamples(r.kidsClub, r.competitor) : {}),
    ...(f.archetype === "local" && r.petBoarding ? petBoardingExamples() : {}),
    ...(f.archetype === "local" && r.familyPhoto ? familyPhotoExamples(r.familyPhoto) : {}),
    ...(f.archetype === "local" && r.tattoo ? tattooExamples(r.tattoo, r.competitor) : {}),
    ...(f.archetype === "local" && r.deviceRepair ? deviceRepairExamples(r.deviceRepair, r.competitor) : {}),
    ...(f.archetype === "local" && r.partyEntertainer ? partyExamples(r.partyEntertainer, r.competitor) : {}),
    ...(f.archetype === "local" && r.trainer ? trainerExamples(r.trainer) : {}),
    ...(f.archetype === "local" && r.driving ? DRIVING : {}),
    ...(f.archetype === "local" && r.adultClasses ? adultClassesExamples(r.adultClasses) : {}),
    ...(f.archetype === "local" && r.privateTeacher ? privateTeacherExamples(r.privateTeacher) : {}),
    ...(f.archetype === "local" && r.farmBox ? FARM_BOX : {}),
    ...(f.archetype === "local" && r.florist ? FLORIST : {}),
    ...(f.archetype === "local" && r.adviser ? ADVISER : {}),
    ...(r.jobBoard ? JOB_BOARD : {}),
    ...(f.archetype === "local" && r.tour ? TOUR : {}),
    ...(service ? SMB_SERVICE : {}),
    ...(f.archetype === "software" && a.audienceType === "students" ? STUDENTS : {}),
    ...(f.archetype === "software" && r.research ? RESEARCHERS : {}),
    ...(f.archetype === "devtool" && r.openSource ? OPEN_SOURCE : {}),
    ...(r.publication ? PUBLICATION : {}),
    ...(r.membership ? MEMBERSHIP : {}),
    ...(r.wholesale ? WHOLESALE : {}),
    ...(r.sponsorship ? SPONSORED_SHOW : {}),
    ...(r.coaching ? COACHING : {}),
    ...(f.archetype === "ecommerce" && !f.recurring ? ONE_OFF_ORDER : {}),
    ...(f.archetype === "ecommerce" && r.boughtOnce ? KEPT_PIECES : {}),
    ...(f.archetype === "consumer-app" && r.forOlderParent ? FOR_OLDER_PARENT : {}),
    ...(r.meetPeople ? meetPeopleExamples(r.meetPeople) : {}),
    ...(r.youngChildren ? YOUNG_CHILDREN : {}),
    ...(r.smallholders ? (r.farmEquipment ? EQUIPMENT_EXAMPLES : SMALLHOLDER_EXAMPLES) : {}),
    ...(r.desktopApp ? desktopExamples(r.desktopApp) : {}),
    ...(r.wpPlugin ? wpPluginExamples(r.wpPlugin) : {}),
    ...(r.agency ? agencyExamples(r.agency) : {}),
    ...(r.caterer ? catererExamples(r.caterer) : {}),
    ...(r.accounting ? accountingExamples(r.accounting, r.competitor) : {}),
    ...(r.recruiter ? recruiterExamples(r.recruiter) : {}),
    ...(r.translator ? translatorExamples(r.translator) : {}),
    ...(r.itSupport ? itSupportExamples(r.itSupport, r.competitor) : {}),
    ...(r.letting ? lettingExamples(r.letting) : {}),
    ...(r.browserExtension ? browserExtensionExamples(r.browserExtension) : {}),
    ...(r.digitalProduct ? digitalProductExamples(r.digitalProduct) : {}),
    ...(r.church ? churchExamples(r.church) : {}),
    ...(r.clinician ? clinicianExamples(r.clinician) : {}),
    ...(r.agtech ? agtechExamples(r.agtech) : {}),
    ...(r.marketplaceBrand ? marketplaceBrandExamples(r.marketplaceBrand) : {}),
    ...(r.crowdfunding ? CAMPAIGN : {}),
    ...(r.storeGame ? STORE_GAME : {}),
    ...(r.event ? (r.event.crowd === "public" ? PUBLIC_EVENT_DAY : EVENT_DAY) : {}),
    ...(r.charity ? CHARITY_EXAMPLES : {}),
    ...(r.schools ? SCHOOLS : {}),
    ...(r.book ? BOOK : {}),
    ...(r.printOnDemand ? podExamples(r.printOnDemand) : {}),
    ...(r.artist ? artistExamples(r.artist) : {}),
    ...(r.band ? BAND : {}),
  };
  const free = f.freeOffer ? ` (${f.freeOffer})` : "";
  // What the product is or does: "is a family bakery on …", "automates compliance evidence for …".
  const what = f.category
    ? `is ${f.category}`
    : f.promise?.startsWith(`${f.product} `)
      ? f.promise.slice(f.product.length + 1)
      : "is {{what you are, in a few words}}";
  const fill = (text: string) =>
    f.fill(text.replace(/\{free\}/g, free).replace(/\{what\}/g, what));

  // Position: the founder's own "unlike …" when there is one.
  let position = fill(ex.position);
  if (f.edge) {
    const versus = f.edge.versus ?? f.competitor;
    const claim = noStop(f.edge.claim);
    const ownClaim = claim.startsWith(`${f.product} `);
    const lead = f.category ? `${f.product} is ${f.category}. ` : ownClaim ? "" : `${f.product}: `;
    const body = ownClaim && f.category ? `It ${claim.slice(f.product.length + 1)}` : claim;
    if (/\bdiffers on\b/.test(claim) && versus) position = `“${lead}Compared with ${versus}, ${body.charAt(0).toLowerCase()}${body.slice(1)}.”`;
    else if (versus) position = `“${lead}Unlike ${versus}, ${ownClaim && !f.category ? claim : /^[A-Z][a-z]/.test(body) && !body.startsWith(f.product) ? body.charAt(0).toLowerCase() + body.slice(1) : body}.”`;
    else position = `“${lead}${upperFirst(body)}.”`;
  }
  else if (position.includes("{{the one thing only you do}}")) {
    // No "unlike …": what the product does beyond its first line is the difference ("It maps DORA … to a bank's controls").
    const more = sentencesOf(a.productDescription.replace(/\s+/g, " "))
      .map(noStop)
      .find((s) => /^It\s+\w+s\b/.test(s) && !(f.promise ?? "").includes(s.slice(3, 40)));
    if (more) position = position.replace("{{the one thing only you do}}", uncapFirst(asProduct(more, f.product).replace(`${f.product} `, "it ")));
  }
  position = position.replace(/Unlike ([^,]+), It /, (_m, v: string) => `Unlike ${v}, it `);

  // Clarity: what it does, in the founder's words.
  // A health practice says what it is and where ("a one-physio sports and back-pain clinic in Boise"), not one line of how it bills.
  // An installer says what it is, where and how it quotes, not its pitch's "our own team" in the third person.
  const clarity = r.translator
    ? fill("“{product}: {lspPair} translation of {lspDocs} for {lspBuyers}, {lspRate}, back in {lspTurnaround}.”")
    : r.installer
    ? fill(`“{product} is {instAWord} in {place}: a {instSurvey} within the week, a written quote with every assumption, and {instWhat} fitted in {instDays}${r.installer.ownTeam ? " by the people who quoted" : ""}.”`)
    : r.architect
    ? fill("“{product} is {arAWord} in {arAreas}: {arServices}, from {arTheVisit} to {arPlanning}, {arRegs} and the builders' tender.”")
    : r.law
    ? fill(`“{product} is {lawAWord} in {lawTown}: {lawServices}${r.law.fixedFees ? ", for fixed fees" : ""}, by regulated {lawyers}.”`)
    : r.removals
    ? fill("“{product} is a {rmWord} in {place}: {rmCrew}, one fixed price in writing the same day ({rmPrice}), and nothing added on the day.”")
    : `“${noStop((r.clinic ? null : f.promise) ?? namedPitch(r.pitch, f.product))}.”`;

  // Proof: what the founder already has, then what only they can fill in.
  const proof = f.traction
    ? /^(open|opened|running|founded|baking|trading) since/i.test(f.traction)
      ? r.venue
        ? `“${f.product}, ${f.traction.replace(/^(?:open|opened|running|founded|trading) since/i, "hosting weddings since")}: ‘{{a couple's words}}’ — {{the couple's first names}}, married on a {{day and month}}.”`
        : `“${f.product}, ${f.traction}: ‘{{a regular's words}}’ — {{a customer's first name}}.”`
      : r.marketplaceBrand
        ? `“${f.product} today: ${f.traction}. ‘{{a review word for word}}’ — {{the reviewer's name as shown}}, on ${r.marketplaceBrand.store}.”`
        : `“${f.product} today: ${f.traction}. ‘{{what changed for them}}’ — {{a customer's name}}, {{their role}}.”`
    : fill(ex.proof);

  // Desire: what they want, in the founder's words, when the persona says it.
  const want = customerWant(a, r.marketplace);
  const desire = want && !r.book && !r.band && !r.membership && !r.desktopApp && !r.wpPlugin && !r.agency && !r.caterer && !r.accounting && !r.recruiter && !r.translator && !r.itSupport && !r.letting && !r.browserExtension && !r.digitalProduct && !r.jobBoard && !r.church && !r.clinician && !r.agtech && !r.marketplaceBrand && !["local", "teen-app"].includes(f.archetype)
    ? `“You want ${want}. ${f.product} is how you get there.”`
    : fill(ex.desire);

  const urgency = fill(ex.urgency);
  // "Spanish (Portuguese for Brazil)" for a team that knows little about Brazil: Spanish now, Portuguese once Brazil is added.
  const later = /^(.+?) \((.+?) for (.+?)\)$/.exec(r.language);
  const language =
    later && r.unfamiliar?.place === later[3] && r.unfamiliar?.others.length
      ? ` Your customers read ${later[1]}: write the final lines in ${later[1]}, in their words, and in ${later[2]} once ${later[3]} is added.`
      : r.language !== "English"
        ? ` Your ${r.tour ? "guests" : "customers"} read ${r.language}: write the final lines in ${r.language}, in their words.`
        : "";
  // A guest house's guests come from elsewhere: the country of the house is not where they are.
  const where = f.place && !r.audience.includes(f.place) && !r.stay && !r.tour ? ` ${inPlace(f.place)}` : "";
  const local = f.archetype === "local";
  const fair = r.event?.crowd === "public";
  const emotionUse = r.charity
    ? CHARITY_EMOTION_USE
    : r.book
    ? "the blurb's first line, your newsletter's subject lines, every promo-site description and the first line of every message"
    : r.band
    ? "the pre-order email's subject line, the poster, the listings and the first line of every note to a presenter, a promoter or a fan"
    : r.membership
    ? "the joining page, every open-call invitation, the newsletter's subject lines and the first line of every welcome"
    : fair
    ? `the first lines of the ticket page, the Facebook event${r.noPosts ? "" : ", your posts"}, the posters and every message`
    : r.recruiter
    ? RECRUITER_EMOTION_USE
    : r.translator
    ? TRANSLATOR_EMOTION_USE
    : r.accounting
    ? ACCOUNTING_EMOTION_USE
    : r.itSupport
    ? IT_SUPPORT_EMOTION_USE
    : r.letting
    ? LETTING_EMOTION_USE
    : r.trade === "dealer"
    ? "the first lines of every listing, your Google profile and the first line of every reply to a buyer"
    : r.trade === "storage"
    ? "your Google profile's first line, the top of your price page and the first line of every reply to an enquiry"
    : r.trade === "farm"
    ? "the morning update, the board at the gate, your Google profile and the first line of every season's email"
    : local
    ? r.trade === "events"
      ? `${craftWords(r.weddingSupplier).shown}, the first lines of your website and the first line of every reply to an enquiry`
      : r.homeVisits
      ? "your door hangers, your cards, your Google profile and the first line of every text"
      : r.trainer
      ? TRAINER_EMOTION_USE
      : r.architect
      ? ARCHITECT_EMOTION_USE
      : r.visitsCustomers
      ? `your van, your cards${r.noPosts ? "" : ", your posts"} and the first line of every message`
      : r.examTutoring
      ? `${r.noPosts ? "" : "your posts, "}your Google profile, the note after each assessment and the first line of every message to parents`
      : r.driving
      ? `your Google profile, your pass photos${r.noPosts ? "" : ", your posts in the town's groups"} and the first line of every reply to a learner`
      : r.adultClasses
      ? `your Google profile${r.noPosts ? "" : ", your answers in the groups"}, the sign-up page and the first line of every message to a learner`
      : r.privateTeacher
      ? `your directory profiles, your page${r.noPosts ? "" : ", your answers in the groups"} and the first line of every message to a learner`
      : r.trade === "lessons"
      ? `your notices, your cards${r.noPosts ? "" : ", your posts"} and the first line of every message to parents`
      : r.remoteOrders
      ? `${r.noPosts ? "" : "your posts, "}the card in every order and the first line of every message`
      : r.stay
      ? "your website's first line, your Google profile, the card in the rooms and the first line of every email"
      : r.mobileFood
      ? `${r.noPosts ? "" : "the Monday schedule post, "}the sign on the truck, the card in every bag and the first line of every catering quote`
      : r.workspace
      ? "your Google profile, the trial-day page, your listings and the first line of every message"
      : r.taproom
      ? "your Google profile, the release email, the board by the bar and the cards at the front desks"
      : r.experience
      ? `your booking page, your Google profile, the voucher page and ${r.experience.form === "studio" ? "what the teacher says at the end of every taster" : "the first line of every team offer"}`
      : r.restaurant
      ? "your Google profile, the guest email, the menu card on every table and your replies to reviews"
      : r.venue
      ? "the packages page, your directory listings, your posts and the first line of every reply to an enquiry"
      : r.petBoarding
      ? PET_BOARDING_EMOTION_USE
      : r.tattoo
      ? TATTOO_EMOTION_USE
      : r.deviceRepair
      ? DEVICE_REPAIR_EMOTION_USE
      : r.kidsClub
      ? KIDS_CLUB_EMOTION_USE
      : r.familyPhoto
      ? FAMILY_PHOTO_EMOTION_USE
      : r.partyEntertainer
      ? PARTY_EMOTION_USE
      : r.trainer
      ? TRAINER_EMOTION_USE
      : r.gym
      ? "the first-visit booking page, your Google profile, the members' emails and what the coach says at the end of every first visit"
      : r.childcare
      ? CHILDCARE_EMOTION_USE
      : r.careHome
      ? CARE_HOME_EMOTION_USE
      : r.homeCare
      ? homeCareEmotionUse(r.homeCare)
      : r.funeral?.celebrant
      ? CELEBRANT_EMOTION_USE
      : r.funeral
      ? FUNERAL_EMOTION_USE
      : r.law
      ? LAW_EMOTION_USE
      : r.clinic
      ? "your Google profile, your pages, the referral cards and the first line of every message"
      : r.installer
      ? INSTALLER_EMOTION_USE
      : r.removals
      ? REMOVALS_EMOTION_USE
      : r.farmBox
      ? "the sign-up page, the weekly box email, your posts in the local groups and the sign on your market stall"
      : r.florist
      ? "your Google profile, the card in every bouquet, the one-page offer for businesses and the first line of every email"
      : r.adviser
      ? "your answer pages, your Google profile, your introducer letters and the first line of every message, each approved by compliance"
      : r.tour
      ? "your booking page's first line, your Google profile, the cards at the front desks and what the guide says at the first stop"
      : `the window, the chalkboard${r.noPosts ? "" : ", your posts"} and the first line of every message`
    : r.jobBoard
      ? "the employer page, the sign-up page, the job email and the first line of every note to an employer"
    : f.archetype === "marketplace"
      ? `the WhatsApp channel and the first line of every message, to ${r.marketplace?.demand ?? "buyers"} and to ${r.marketplace?.supply ?? "sellers"}`
      : r.schools
        ? "the first line of every quote, every email to a business manager and every letter to a trust"
      : r.meetPeople
        ? "the town pages, the store listing, every invitation to a social and the first line of every message"
      : r.smallholders
        ? r.farmEquipment ? "the pump-day invitation, what the agent says on the farm, the radio slot and the sign at the lead farmer's gate" : "the first SMS, what the agent says on the farm, the radio slot and the sign by the demo plot"
      : r.desktopApp
        ? DESKTOP_EMOTION_USE
      : r.wpPlugin
        ? WP_PLUGIN_EMOTION_USE
      : r.caterer
        ? CATERER_EMOTION_USE
      : r.agency
        ? AGENCY_EMOTION_USE
      : r.browserExtension
        ? BROWSER_EXTENSION_EMOTION_USE
      : r.digitalProduct
        ? DIGITAL_PRODUCT_EMOTION_USE
      : r.church
        ? CHURCH_EMOTION_USE
      : r.clinician
        ? CLINICIAN_EMOTION_USE
      : r.agtech
        ? AGTECH_EMOTION_USE
      : r.marketplaceBrand
        ? MARKETPLACE_BRAND_EMOTION_USE
      : r.artist
        ? ARTIST_EMOTION_USE
      : r.printOnDemand
        ? "your product pages, your pins, the drop email and the first line of every post"
      : r.noCamera || r.avoid.some((o) => o.tag === "video")
        ? "headlines, hooks, your photographs and the first line of every message"
        : "headlines, hooks, the first seconds of a video and the first line of every message";
  // A salon or clinic has a front desk where a bakery has a counter.
  const desk = r.trade === "events"
    ? "on the first call with a couple"
    : r.stay
    ? "at breakfast and at checkout"
    : r.mobileFood
    ? "at the window"
    : r.workspace
    ? "at the end of every trial day"
    : r.taproom
    ? "at the bar"
    : r.experience
    ? r.experience.form === "studio" ? "at the end of every taster and when pots are collected" : "at the team photo after every game"
    : r.restaurant
    ? "at the table"
    : r.venue
    ? "at the end of every show-round"
    : r.petBoarding
    ? "at the end of every visit"
    : r.tattoo
    ? "at the end of every appointment and in the six-week check-in"
    : r.deviceRepair
    ? "at the counter when the repaired phone is handed back"
    : r.kidsClub
    ? "to the parent at the end of every first class"
    : r.familyPhoto
    ? "on the call before a family books"
    : r.partyEntertainer
    ? "to the host parent at the end of every party"
    : r.trainer
    ? "at the third session and the progress review"
    : r.gym
    ? "at the desk after every first visit"
    : r.childcare
    ? `${r.childcare.form === "club" ? "at pick-up and " : ""}at the end of every ${visitWord(r.childcare)}`
    : r.careHome
    ? "at the end of every visit"
    : r.homeCare
    ? "at the home assessment"
    : r.funeral?.celebrant
    ? "at the family visit"
    : r.funeral
    ? "at the arrangement meeting"
    : r.architect
    ? "at the end of every first visit"
    : r.law
    ? "in every enquiry reply"
    : r.clinic
    ? r.clinic.care === "vet" ? "at the nurse check" : r.clinic.care === "teeth" ? "at the end of every check-up" : "at the end of the free check"
    : r.installer
    ? `at every ${r.installer.line === "kitchen" || r.installer.line === "bathroom" ? "design visit" : "survey"}`
    : r.removals
    ? "in every quote and at the end of every move"
    : r.farmBox
    ? "in the weekly email and at the market stall"
    : r.florist
    ? "at the front desk"
    : r.adviser
    ? "on every first call"
    : r.tour
    ? "at the first and the last stop of the tour"
    : r.homeVisits
    ? "in your texts"
    : r.visitsCustomers
    ? "on the phone"
    : r.examTutoring
    ? "after the first assessment"
    : r.driving
    ? "at the end of every first lesson"
    : r.adultClasses
    ? "at the end of every trial class"
    : r.privateTeacher
    ? "at the end of every trial lesson"
    : r.trade === "lessons"
    ? "after the taster lesson"
    : r.trade === "beauty" || r.trade === "health" || r.trade === "fitness" || r.trade === "pet" ? "at the front desk" : "at the counter";
  const logicUse = r.charity
    ? CHARITY_LOGIC_USE
    : r.book
    ? "on the book page (blurb, A+ Content, editorial reviews), in your newsletter and in every promo-site description"
    : r.band
    ? "on the Bandcamp page, the press page, the posters and in every note to a presenter, a promoter or a shop"
    : fair
    ? "on the ticket page, in the listings and on the posters"
    : r.venue
    ? `on the packages page, in the brochure and ${desk}`
    : r.installer
    ? INSTALLER_LOGIC_USE
    : r.removals
    ? REMOVALS_LOGIC_USE
    : r.careHome
    ? CARE_HOME_LOGIC_USE
    : r.homeCare
    ? HOME_CARE_LOGIC_USE
    : r.funeral?.celebrant
    ? CELEBRANT_LOGIC_USE
    : r.funeral
    ? FUNERAL_LOGIC_USE
    : r.architect
    ? ARCHITECT_LOGIC_USE
    : r.law
    ? LAW_LOGIC_USE
    : r.petBoarding
    ? PET_BOARDING_LOGIC_USE
    : r.tattoo
    ? TATTOO_LOGIC_USE
    : r.deviceRepair
    ? DEVICE_REPAIR_LOGIC_USE
    : r.kidsClub
    ? fill(KIDS_CLUB_LOGIC_USE)
    : r.familyPhoto
    ? FAMILY_PHOTO_LOGIC_USE
    : r.partyEntertainer
    ? PARTY_LOGIC_USE
    : r.trainer
    ? TRAINER_LOGIC_USE
    : r.recruiter
    ? RECRUITER_LOGIC_USE
    : r.translator
    ? TRANSLATOR_LOGIC_USE
    : r.accounting
    ? ACCOUNTING_LOGIC_USE
    : r.itSupport
    ? IT_SUPPORT_LOGIC_USE
    : r.letting
    ? LETTING_LOGIC_USE
    : r.trade === "dealer"
    ? "in every listing, on the windscreen card and on the call a week after the sale"
    : r.trade === "storage"
    ? "on your price page, in the size guide and on the price sheet you leave with the removals firms and agents"
    : r.trade === "farm"
    ? "in your days-out listings, the school visit pack and on the card in every bag"
    : local
    ? `${r.avoid.some((o) => o.tag === "seo") ? "on your Google profile" : "on your page"}, ${desk} and on the cards you hand out`
    : r.schools
      ? "in every quote, the case study and the follow-up to a business manager or a trust"
    : r.meetPeople
      ? "on the town pages and the safety page, in the store listing and in the press page"
    : r.smallholders
      ? r.farmEquipment ? "at pump days, at group meetings, in the reminder SMS and at the agrovet's counter" : "in the result SMS, at group meetings, on the sign by the demo plot and at the agro-dealer's counter"
    : r.desktopApp
      ? DESKTOP_LOGIC_USE
    : r.wpPlugin
      ? WP_PLUGIN_LOGIC_USE
    : r.caterer
      ? CATERER_LOGIC_USE
    : r.agency
      ? AGENCY_LOGIC_USE
    : r.browserExtension
      ? BROWSER_EXTENSION_LOGIC_USE
    : r.digitalProduct
      ? DIGITAL_PRODUCT_LOGIC_USE
    : r.church
      ? CHURCH_LOGIC_USE
    : r.clinician
      ? CLINICIAN_LOGIC_USE
    : r.agtech
      ? AGTECH_LOGIC_USE
    : r.marketplaceBrand
      ? MARKETPLACE_BRAND_LOGIC_USE
    : r.artist
      ? ARTIST_LOGIC_USE
    : r.printOnDemand
      ? "on each design's page (the real photos, the size chart, buyers' photos), in your pins and in the drop and gift emails"
    : f.archetype === "b2b-enterprise" || f.archetype === "b2b-smb"
      ? "on your pages, in proposals and demos, and in follow-ups"
      : f.archetype === "consumer-app" || f.archetype === "teen-app"
        ? "on your pages, in the store listing and in follow-ups"
        : r.event
          ? "on the ticket page, in the emails to people who signed up and in every partner message"
        : f.archetype === "devtool"
          ? "on your pages, in the docs and README, and in follow-ups"
          : r.jobBoard
            ? "on the employer page, in every note to an employer and in the footer of the job email"
          : f.archetype === "marketplace"
            ? `on the order page, in the welcome to new ${r.marketplace?.supply ?? "sellers"} and in every message to the people who sign up a group`
          : "on your pages, in your emails and in follow-ups";
  // A taproom's first price is a mixed case to ship ("$72"), not what a drinker pays at the bar.
  const showPrice = f.price && !/free to play/.test(f.freeOffer ?? "") && !r.taproom;

  return {
    emotionEngine: {
      title: "The Emotion Engine",
      description: `Why ${r.audience}${where} choose ${f.product}: the feelings that make someone stop and act. Emotion gets the first look; use it in ${emotionUse}.${language}`,
      levers: [
        {
          name: "Desire",
          description: "Show the outcome they crave, in their words, rather than the features that produce it.",
          example: desire,
        },
        {
          name: "Identity",
          description: "People buy what fits who they are or want to be. Name the group and invite them in.",
          example: fill(`“{product} is for ${ex.identity}.”`),
        },
        {
          name: "Urgency",
          // A bakery has a batch; a photographer has dates, a groomer or a salon a diary, a firm its places.
          description: `Give an honest reason to act now: a cost of waiting, a real deadline, ${
            r.charity
              ? "an animal or a family who needs help this week, an appeal with a date"
              : r.jobBoard
              ? "a free first listing until a date, next week's email, a listing that ends"
              : r.kind === "marketplace"
              ? "a cut-off and what each seller can make or take on"
              : r.trade === "events" || r.stay || r.tour || r.venue
              ? "dates that fill up"
              : r.workspace
              ? "desks that are taken"
              : r.taproom
              ? "a release day and an event's date"
              : r.experience
              ? r.experience.form === "studio" ? `a course that starts on a date, with ${r.experience.places ?? "a few"} places` : "a new room's opening date and a gifting day's last order date"
              : r.restaurant
              ? "a themed night's date and its twenty places"
              : r.petBoarding
              ? fill("the quiet months' free dates ({pbQuiet})")
              : r.tattoo
              ? "the books opening's date and a flash day's designs, each tattooed once"
              : r.deviceRepair
              ? "today's repair slots and the refurbished phones in stock this week"
              : r.kidsClub
              ? fill("this term's {kcDay} date and the start of term")
              : r.familyPhoto
              ? "the due-date months still open and a mini-session day's date"
              : r.partyEntertainer
              ? fill("the weekday and holiday dates still free this month")
              : r.trainer
              ? "this month's starter places and the next bring-a-friend bootcamp's date"
              : r.gym
              ? "a beginners' course that starts on a date"
              : r.childcare
              ? "start dates that fill, and the day each family goes back to work"
              : r.careHome
              ? "a room free this month and a visit today or tomorrow, said honestly, never a deal"
              : r.homeCare
              ? "the hours of care you can still take on this month, said honestly, never a fear of what might happen"
              : r.funeral?.celebrant
              ? "the dates you are free, told to funeral directors, never a deadline to a family"
              : r.funeral
              ? "what must happen by when after a death, said plainly, never a deadline to buy"
              : r.architect
              ? "the months approval takes and the season building work books up, said plainly, never a fee that goes up"
              : r.law
              ? "the dates the client already faces (a visa's end date, a court date, a time limit), said plainly, never a fear of what might happen"
              : r.clinic
              ? r.clinic.care === "vet" ? "a puppy's vaccination dates and this month's puppy party" : r.clinic.care === "teeth" ? "a check-up that is due and this month's free times" : "this month's free-check mornings and a warning sign not to wait on"
              : r.removals
              ? "the dates really left at the end of the month, and the quiet days' reason"
              : r.installer
              ? "the install team's real diary and the season's first sunny weeks".replace(" and the season's first sunny weeks", r.installer.energy ? " and the season's first sunny weeks" : "")
              : r.coaching
              ? "an intake that starts on a date, with the places you can look after well"
              : r.farmBox
              ? "the season's first and last crops, and a pause booked before the holidays"
              : r.florist
              ? "a same-day cut-off, a last pre-order date, a birthday next week"
              : r.adviser
              ? "a fixed rate that ends on a date, an offer accepted"
              : r.book
              ? "a price promotion that ends on a date, the next book's release day"
              : r.artist
              ? "the collectors' list's first sight of new work, an open studio's dates, each original the only one"
              : r.printOnDemand
              ? "a gifting day's order-by date, a design retired on the day you said"
              : r.driving
                ? "lesson slots that fill up and a birthday or a booked test coming"
              : r.adultClasses
                ? "a course that starts on a date, with a few places left in each group"
              : r.privateTeacher
                ? "the few evening slots still free this month, and the moment they are learning for"
              : r.band
              ? "the release day, the date in their town"
              : r.trade === "lessons"
                ? "a term that starts and weekly slots that fill up"
                : r.visitsCustomers || ["beauty", "health", "fitness", "pet"].includes(r.trade ?? "")
                ? "a diary that fills up"
                : r.services
                  ? "a limited number of new clients"
                  : r.trade === "retail"
                    ? "limited stock"
                    : "a limited batch"
          }.`,
          example: urgency,
        },
        {
          name: "Transform",
          // A coach's client tells it in words, not in before-and-after body photos (advertising rules on health claims).
          description: r.coaching ? "Tell the story of the change in a client's own words. The change is what people pay for, not the programme." : "Tell the before-and-after story. The change is what people pay for, not the product.",
          example: fill(local && isOnlineRival(r.competitor) ? ONLINE_RIVAL_TRANSFORM : ex.transform),
        },
      ],
    },
    logicEngine: {
      title: "The Logic Engine",
      description: `How ${r.audience} justify choosing ${f.product}${f.competitor ? ` over ${f.competitor}` : ""}: the facts that survive a second look, ${r.meetPeople ? "a friend's question" : "a partner's question"} or a comparison${r.marketplaceBrand?.priceLow && r.marketplaceBrand.priceHigh !== r.marketplaceBrand.priceLow ? f.fill(", and prices of {mbPrices} next to cheaper listings") : showPrice ? `, and a price of ${r.homeCare ? fill("{hcPrice}") : f.price}` : ""}. Logic closes the sale; use it ${logicUse}.`,
      levers: [
        {
          name: "Position",
          description: "Say what you are and how you differ from the obvious alternative.",
          example: position,
        },
        {
          name: "Clarity",
          description: "One sentence anyone can repeat: who it's for, what it does, what they get.",
          example: clarity,
        },
        {
          name: "Proof",
          description: "Numbers, names and quotes that show it works for people like them.",
          example: proof,
        },
        {
          name: "Journey",
          description: "Make the next step obvious and small, from first visit to first result.",
          example: fill(ex.journey),
        },
      ],
    },
  };
}
