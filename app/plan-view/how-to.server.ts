import { VENUE_HOW_TO_APPLY } from "./venue";
import { MEET_PEOPLE_HOW_TO_APPLY } from "./dating";
import { YOUNG_CHILDREN_HOW_TO_APPLY } from "./young-children";
import { SMALLHOLDER_HOW_TO_APPLY } from "./smallholders";
import { EQUIPMENT_HOW_TO_APPLY } from "./farm-equipment";
import { DESKTOP_HOW_TO_APPLY } from "./desktop";
import { WP_PLUGIN_HOW_TO_APPLY } from "./wp-plugin";
import { AGENCY_HOW_TO_APPLY } from "./agency";
import { CATERER_HOW_TO_APPLY_EVENTS, CATERER_HOW_TO_APPLY_OFFICES } from "./caterer";
import { ACCOUNTING_HOW_TO_APPLY } from "./accounting";
import { RECRUITER_HOW_TO_APPLY } from "./recruiter";
import { TRANSLATOR_HOW_TO_APPLY } from "./translator";
import { IT_SUPPORT_HOW_TO_APPLY } from "./it-support";
import { lettingHowTo } from "./letting";
import { BROWSER_EXTENSION_HOW_TO_APPLY } from "./browser-extension";
import { DIGITAL_PRODUCT_HOW_TO_APPLY } from "./digital-product";
import { CLINICIAN_HOW_TO_APPLY } from "./clinician";
import { AGTECH_HOW_TO_APPLY } from "./agtech";
import { MARKETPLACE_BRAND_HOW_TO_APPLY } from "./marketplace-brand";
import { CHARITY_HOW_TO_APPLY } from "~/plan-quality/charity";
import { WORKSPACE_HOW_TO_APPLY } from "./workspace";
import { TAPROOM_HOW_TO_APPLY } from "./taproom";
import { RESTAURANT_HOW_TO_APPLY } from "./restaurant";
import { ROOMS_HOW_TO_APPLY, STUDIO_HOW_TO_APPLY } from "./experience";
import { GYM_HOW_TO_APPLY } from "./gym";
import { KIDS_CLUB_HOW_TO_APPLY } from "./kids-club";
import { PET_BOARDING_HOW_TO_APPLY } from "./pet-boarding";
import { FAMILY_PHOTO_HOW_TO_APPLY } from "./family-photo";
import { TATTOO_HOW_TO_APPLY } from "./tattoo";
import { DEVICE_REPAIR_HOW_TO_APPLY } from "./device-repair";
import { PARTY_HOW_TO_APPLY } from "./party-entertainer";
import { TRAINER_HOW_TO_APPLY } from "./trainer";
import { CLINIC_HOW_TO_APPLY_BODY, CLINIC_HOW_TO_APPLY_TEETH, CLINIC_HOW_TO_APPLY_VET } from "./clinic";
import { CHILDCARE_HOW_TO_APPLY } from "./childcare";
import { INSTALLER_HOW_TO_APPLY } from "./installer";
import { REMOVALS_HOW_TO_APPLY } from "./removals";
import { homeCareHowTo } from "./home-care";
import { CARE_HOME_HOW_TO_APPLY } from "./care-home";
import { FUNERAL_HOW_TO_APPLY } from "./funeral";
import { CELEBRANT_HOW_TO_APPLY } from "./celebrant";
import { lawHowTo } from "./law";
import { architectHowTo } from "./architect";
import { DRIVING_HOW_TO_APPLY } from "./driving";
import { ADULT_CLASSES_HOW_TO_APPLY } from "./adult-classes";
import { PRIVATE_TEACHER_HOW_TO_APPLY } from "./private-teacher";
import { COACH_HOW_TO_APPLY } from "./coaching";
import { MEMBERSHIP_HOW_TO_APPLY } from "./membership";
import { FARM_BOX_HOW_TO_APPLY } from "./farm-box";
import { FLORIST_HOW_TO_APPLY } from "./florist";
import { ADVISER_HOW_TO_APPLY } from "./advisers";
import { JOB_BOARD_HOW_TO_APPLY } from "./job-board";
import { BOOK_HOW_TO_APPLY } from "./books";
import { BAND_HOW_TO_APPLY } from "./band";
import { CHURCH_HOW_TO_APPLY } from "./church";
import { POD_HOW_TO_APPLY } from "./print-on-demand";
import { ARTIST_HOW_TO_APPLY } from "./artist";
import type { EngineView } from "./normalize";
import { weddingHowToApply } from "./wedding-supplier";
import type { LeverFit } from "./levers";

/**
 * The Marketing Model's how-to-apply lines for each kind of business, chosen on the server: the page gets
 * the eight lines its plan needs, not every kind's table (app/plan-view/levers.ts fills them in).
 */

/**
 * Where the founder meets customers, read from the engine's own texts (the planner names the places:
 * "use it in your van, your cards…", "at the counter"). A trade that goes to its customers has no
 * landing page to open; a shop has a window and a counter.
 */
type Setting = "visits" | "shop" | "online";

function settingOf(engine: EngineView): Setting {
  const text = [engine.description, ...engine.levers.flatMap((l) => [l.description, l.example])].join(" ");
  if (/\byour van\b|\bon the phone\b|\bvoicemail\b/i.test(text)) return "visits";
  if (/\b(the window|the chalkboard|at the counter|at the front desk|shop window)\b/i.test(text)) return "shop";
  return "online";
}

const VISITS_HOW_TO_APPLY: Record<string, string> = {
  desire:
    "Open the first line of your Google profile, the side of your van, your voicemail greeting and your card with the result people want, not the job you do. Borrow the exact words customers use on the phone and in their reviews.",
  identity:
    "Name who you work for and where out loud, on the van, the card and your Google profile, and show jobs like theirs: their kind of house, their problem. Saying what you don't take on sharpens it further.",
  urgency:
    "Tie offers to real limits: the busy season, the days still free this month, a service before the winter. Never invent scarcity; a customer who finds the diary was not full will not ring again.",
  transform:
    "Show a before/after pair: a photo of the job before and after (with the customer's permission) on your Google profile, or what the customer said when you finished.",
  position:
    "Write one line: \"For [people in your area] who [problem], [business] is the [trade] that [key difference], unlike [whoever they rang last time].\" Say it on the phone and put it on the card and your Google profile until it bores you.",
  clarity:
    "Say your one-sentence description to five customers at the end of a job. If they cannot repeat it to a neighbour, cut jargon until they can.",
  proof:
    "Collect one number, one name and one photo for every claim: jobs done this year, a customer's review on your Google profile, a photo of finished work. Early on, one review you have answered counts as proof.",
  journey:
    "Map each step from the first call to payment: who answers, how fast you ring back, when you turn up, how they pay. Remove one wait at every step and give the same one number everywhere.",
};

/** A car repair garage: drivers who fear the bill meet it on Google Maps, at the counter and in the reminder text. */
const GARAGE_HOW_TO_APPLY: Record<string, string> = {
  desire:
    "Open your Google profile's first line, the price page and every reminder text with what drivers want (through the test, back the same day, the price they were told), not the list of jobs. Borrow the words customers use at collection and in their reviews.",
  identity:
    "Name the drivers you look after best out loud (older cars, out of warranty, local vans) on the price page and your Google profile. Saying what you don't take on sharpens it further.",
  urgency:
    "Tie offers to real limits: the month each car's test or service is due, winter checks before the cold, the slots still free this week. Never invent scarcity; a driver who finds it was not true goes back to the dealer.",
  transform:
    "Show a before/after pair: the photo of a worn part beside the new one (with the customer's permission), or what a driver said about the dealer's quote and yours.",
  position:
    "Write one line: \"For [drivers in your area] with [older cars], [garage] is the independent garage that [key difference], unlike [the main dealer or the fast-fit chain].\" Put it on the price page, the card at collection and your Google profile.",
  clarity:
    "Say your one-sentence description to five customers at collection. If they cannot repeat it to a neighbour asking about a garage, cut jargon until they can.",
  proof:
    "Collect one number, one name and one photo for every claim: cars serviced this year, tests passed first time, a review that mentions being shown the fault. Early on, one review you have answered counts as proof.",
  journey:
    "Walk the steps from the search to collection: the price they see, how they book, when they hear about anything extra, when the car is ready, how they pay, when the next reminder comes. Remove one wait at every step.",
};

/** A bike workshop: riders who fear a bill for parts they did not ask for meet it on Google Maps, at collection and in the quiet-month text. */
const CYCLE_HOW_TO_APPLY: Record<string, string> = {
  desire:
    "Open your Google profile's first line, the price page and every quiet-month text with what riders want (the bike back in days, ready for the first dry weekend, the price they were told), not the list of jobs. Borrow the words riders use at collection and in their reviews.",
  identity:
    "Name the riders you look after best out loud (commuters, e-bike owners, club riders, families) on the price page and your Google profile. Saying what you don't work on sharpens it further.",
  urgency:
    "Tie offers to real limits: the spring queue, the slots still free on the stand this month, the clocks going back. Never invent scarcity and never cut the price to fill a week; a reason to come now does it better.",
  transform:
    "Show a before/after pair: a worn chain or pad beside the new one (with the rider's permission), or what a rider said about the spring wait elsewhere and the two days at yours.",
  position:
    "Write one line: \"For [riders in your area] with [their kind of bike], [workshop] is the bike workshop that [key difference], unlike [the chain store or the spring queue].\" Put it on the price page, the card in every bike and your Google profile.",
  clarity:
    "Say your one-sentence description to five riders at collection. If they cannot repeat it to a friend asking about a mechanic, cut jargon until they can.",
  proof:
    "Collect one number, one name and one photo for every claim: bikes serviced this year, the turnaround in the quiet months, a review that mentions being shown the worn part. Early on, one review you have answered counts as proof.",
  journey:
    "Walk the steps from the search to collection: the price they see, how they book, how they drop the bike off, when they hear about anything worn, when it is ready, how they pay, when the next text comes. Remove one wait at every step.",
};

/** A used-car dealer: buyers who distrust dealers meet it in the listing, on the forecourt and on the one-week call. */
const DEALER_HOW_TO_APPLY: Record<string, string> = {
  desire:
    "Open every listing, your Google profile's first line and every reply to a buyer with what they want (a car that won't let them down, with its history they can check, from a dealer who answers afterwards), not the spec sheet. Borrow the words buyers use on the test drive and in their reviews.",
  identity:
    "Name the buyers you serve best out loud (first-time drivers and their parents, families replacing a car, retired couples) in your listings and on your site, with the cars that suit them. Saying what you don't sell sharpens it further.",
  urgency:
    "Tie urgency to real limits: one car like this in stock, the test drive booked before the weekend, a part-exchange price good for a week. Never invent another buyer; wary buyers notice and leave.",
  transform:
    "Show a before/after pair: a buyer's words about the dealer who hid a fault and the call a week after buying from you, with their permission.",
  position:
    "Write one line: \"For [the buyers you serve], [dealer] is the used-car dealer that [key difference], unlike [the franchise dealer, the car supermarket or a private seller].\" Put it on every listing, the windscreen card and your Google profile.",
  clarity:
    "Say your one-sentence description to five buyers on the forecourt. If they cannot repeat it to a friend asking where to buy, cut jargon until they can.",
  proof:
    "Collect one number, one name and one photo for every claim: cars sold this year, buyers who came back, a review that mentions the call after the sale. The car's history a buyer can check is proof you don't have to write.",
  journey:
    "Walk the steps from the listing to a year after the sale: what the listing shows, how fast a message is answered, the test drive, the price talk, the paperwork, the handover, the one-week call, the reminder before the next service. Remove one doubt at every step.",
};

/** A self-storage site: people in a hurry meet it on the first page of search, on the price page and at the gate. */
const STORAGE_HOW_TO_APPLY: Record<string, string> = {
  desire:
    "Open your Google profile, the top of your price page and every reply to an enquiry with what people in a hurry want (their things safe, the right size, a price that stays), not the list of features. Borrow the words customers use at move-in and in their reviews.",
  identity:
    "Name the people you serve best out loud (people between homes, families clearing a parent's house, people mid-renovation, traders who need a lock-up) on your price page and profile, with the unit size that suits each.",
  urgency:
    "Tie urgency to real limits: the sizes actually free this week, a move-in date that is close. Never invent a last unit; people in a hurry check and leave.",
  transform:
    "Show a before/after pair: a customer's words about the week they needed space and the move-in that took an hour, with their permission.",
  position:
    "Write one line: \"For [people who need space this week], [your site] is the storage site that [key difference], unlike [the chains' first-month offers].\" Put it at the top of the price page, on the price sheet and on your Google profile.",
  clarity:
    "Read your one-sentence description to five customers at move-in. If they cannot repeat it to a friend who needs storage, cut jargon until they can.",
  proof:
    "Collect one number, one name and one photo for every claim: units let, months stayed on average, a review that mentions the price or the move-in. A photo of a real unit packed is proof you don't have to write.",
  journey:
    "Walk the steps from the search to month two: what the first page shows, the price page, the size question, the reservation, the text with the gate code, the move-in, the first bill, the month-two text. Remove one doubt at every step.",
};

/** A farm people visit: families meet it in the morning update, at the gate, in the tea room and on the list by season. */
const FARM_HOW_TO_APPLY: Record<string, string> = {
  desire:
    "Open the morning update, the board at the gate and every season's email with what families come for (children picking their own, a morning outdoors, a cup of tea after), in the words parents use in their reviews, not a list of crops.",
  identity:
    "Name the visitors you serve best out loud (families with young children, grandparents on a weekday, childminders and nursery groups) and show people like them in your photos, with a parent's permission for any child's face.",
  urgency:
    "Tie urgency to the crop and the calendar: the first week of a crop, the last picking weekend, the Christmas pre-order's last order date. Never call a crop nearly over when it isn't; families come back to check.",
  transform:
    "Show a before/after pair: a parent's words about a wasted trip to empty rows before, and a morning that worked after checking your update, with their permission.",
  position:
    "Write one line: \"For [families near you], [farm] is the [pick-your-own farm] that [key difference], unlike [the supermarket punnet or the other days out].\" Put it on your Google profile, the days-out listings and the card in every bag.",
  clarity:
    "Say your one-sentence description to five families in the tea room. If they can't repeat what you grow, when and why a weekday is better, cut until they can.",
  proof:
    "Collect proof a parent can check: families who picked this season, schools that came back, reviews that mention the morning update or the weekday quiet, and photos shared with permission.",
  journey:
    "Walk the steps from a parent's first search to next season: the update they check, the drive, parking, the weigh-in, the tea room, the farm shop, the card and the list they join. Remove one worry or one queue at every step.",
};

function shopHowToApply(desk: string): Record<string, string> {
  return {
    desire:
      "Open the window sign, the chalkboard, your Google profile's first line and the first line of every message with what people come to you for, not the list of what you sell. Borrow the exact words customers use when they talk to you and in their reviews.",
    identity:
      "Name your regulars out loud and show people like them: in the window, on the board, in your photos. Saying who it is not for sharpens it further.",
    urgency:
      "Tie offers to real limits: this week's batch, a seasonal item, an event's date, the last of a delivery. Never invent scarcity; regulars notice.",
    transform:
      "Show a before/after pair: a customer's words about what they did before they found you, or a photo of the result (with their permission).",
    position:
      `Write one line: "For [people nearby] who [want], [shop] is the [kind of shop] that [key difference], unlike [the chain or online shop they would use]." Put it in the window, on the card and your Google profile, and say it ${desk} until it bores you.`,
    clarity:
      `Test your one-sentence description on five customers ${desk}. If they cannot repeat it to a friend, cut jargon and adjectives until they can.`,
    proof:
      "Collect one number, one name and one photo for every claim: years open, a regular's words, a review on your Google profile. Early on, a customer's note in the window counts as proof.",
    journey:
      `Walk the steps from passing the window to paying and coming back: what they see outside, how they find things, how they pay, why they return. Remove one hesitation at every step and hand over one clear next step ${desk} (a card, a stamp, a date).`,
  };
}

/** A house cleaner on a round: homes, trust, the same cleaner each time, neighbors and a fixed day. */
const ROUND_HOW_TO_APPLY: Record<string, string> = {
  desire:
    "Open the first line of your Google profile, your door hangers and every text with the result clients want (coming home to a clean house, a weekend back), not the list of rooms. Borrow the exact words clients use in texts and reviews.",
  identity:
    "Name who you clean for and where out loud, on the door hanger, the card and your Google profile: busy families in their neighborhood, homes with kids and pets. Saying what you don't take on sharpens it further.",
  urgency:
    "Tie offers to real limits: the days your crew is already on their street, the slots left on the round this month, a referral credit with an end date. Never invent scarcity; neighbors compare notes.",
  transform:
    "Show a before/after pair: a kitchen or bathroom before and after a first deep clean (with the client's written consent and nothing that shows who lives there), or what the client texted when they came home.",
  position:
    "Write one line: \"For [families in your area] who [want], [business] is the [kind of service] that [key difference], unlike [doing it themselves or the cleaner who cancels].\" Put it on the door hanger, the card and your Google profile until it bores you.",
  clarity:
    "Text your one-sentence description to five clients and ask them to say how they'd describe you to a neighbor. If they can't repeat it, cut jargon until they can.",
  proof:
    "Collect one number, one name and one photo for every claim: clients on the round and for how long, a client's review on Google or Nextdoor, insurance and background checks you can show. Early on, one long-standing client's words count as proof.",
  journey:
    "Map each step from the first text to the second visit: how fast you reply, the quote, the first deep clean, the fixed day, the reminder the day before, how they pay. Remove one wait at every step.",
};

/** A groomer who comes to the driveway: dogs, owners, a diary and the van. */
const PET_VISITS_HOW_TO_APPLY: Record<string, string> = {
  desire:
    "Open the first line of your Google profile, the side of your van, your booking page and your card with the result owners want (a calm, clean dog without leaving the house), not the list of services. Borrow the exact words owners use in messages and reviews.",
  identity:
    "Name who you work for and where out loud, on the van, the card and your Google profile, and show dogs like theirs: their breed, their coat, their nerves. Saying which dogs you don't take sharpens it further.",
  urgency:
    "Tie offers to real limits: the days still free this month, the next visit booked before you leave, the run-up to the holidays. Never invent scarcity; an owner who finds the diary was not full will not book again.",
  transform:
    "Show a before/after pair: a photo of the dog before and after the groom (with the owner's permission) on your Google profile, or what the owner said when you handed the dog back.",
  position:
    "Write one line: \"For [owners in your area] who [problem], [business] is the [kind of groomer] that [key difference], unlike [the salon or groomer they use now].\" Put it on the van, the card and your Google profile until it bores you.",
  clarity:
    "Say your one-sentence description to five owners at the end of a visit. If they cannot repeat it to a neighbour at the dog park, cut jargon until they can.",
  proof:
    "Collect one number, one name and one photo for every claim: dogs groomed this year, an owner's review on your Google profile, a before-and-after photo. Early on, one review you have answered counts as proof.",
  journey:
    "Map each step from the first message to the next visit booked: how fast you reply, how they book, when you arrive, how they pay, when the next visit goes in the diary. Remove one wait at every step and give the same number and booking link everywhere.",
};

/** A teacher whose pupils come to lessons: parents who choose on a taster and another parent's word, terms and weekly slots. */
const LESSONS_HOW_TO_APPLY: Record<string, string> = {
  desire:
    "Open your notices, your Google profile's first line and the first line of every message to parents with what they want for their child (a child who enjoys learning and keeps going), not the price list. Borrow the exact words parents use after a taster and in their reviews.",
  identity:
    "Name who you teach out loud (\"children from 6\", \"nervous beginners\", \"adults who always wanted to start\": whoever yours are) and show pupils like theirs, with their parents' permission. Saying who you don't teach sharpens it further.",
  urgency:
    "Tie offers to real limits: the weekly slots still free this term, the start of the next term, a concert or open afternoon to work towards. Never invent scarcity; parents talk at the school gate.",
  transform:
    "Show a before/after pair: what a parent said before the first lesson (\"she won't stick at anything\") next to what they said at the end of the term, with their permission.",
  position:
    "Write one line: \"For [parents or learners] who [want], [your lessons] are the [kind of lessons] that [key difference], unlike [another teacher or videos at home].\" Put it in the school newsletter, on your cards and on your Google profile, and say it after every taster until it bores you.",
  clarity:
    "Say your one-sentence description to five parents after a taster lesson. If they cannot repeat it to another parent at the gate, cut jargon until they can.",
  proof:
    "Collect one number, one name and one moment for every claim: pupils taught, a parent's review on your Google profile, a piece played or a result earned. Early on, one parent's words count as proof.",
  journey:
    "Map each step from the first text to a weekly slot: how fast you reply, when the taster is, what the parent hears after it, how they pay for the term. Remove one wait at every step and end every taster with one clear next step (a slot, a date).",
};

/** Exam tutoring: parents of teenagers who decide at a mock result, on where the marks are lost and on safety. */
const TUTORING_HOW_TO_APPLY: Record<string, string> = {
  desire:
    "Open your posts, your Google profile's first line and the first line of every message to parents with what they want before the exams (a child who knows where the marks are and walks in with a plan), not the price list. Borrow the words parents use after an assessment and in their reviews.",
  identity:
    "Name who you teach out loud (which exams, subjects and boards, and the size of the groups) and show the tutors, with their qualifications. Saying who you don't teach (one-to-one, or other subjects) sharpens it further.",
  urgency:
    "Tie offers to the real exam calendar: the mock results, the Easter course's start date and places, the weeks left before the exams. Never invent scarcity or promise a grade; parents compare notes in school chats.",
  transform:
    "Show a before/after pair: what a parent said after the mocks next to what they said after the course, or a past-paper mark before and after, only with the parent's and the pupil's written consent.",
  position:
    "Write one line: \"For parents of [year group] pupils who [worry], [centre] is the [kind of tutoring] that [key difference], unlike [one-to-one or online tutoring].\" Put it on your Google profile, in your posts and in the note after every assessment.",
  clarity:
    "Say your one-sentence description to five parents after an assessment. If they cannot repeat it to another parent in a school chat, cut jargon until they can.",
  proof:
    "Collect one number, one name and one moment for every claim: pupils taught, a parent's review on your Google profile, a mark that moved in a past paper, each with consent. Early on, one parent's words count as proof.",
  journey:
    "Map each step from the first message to a weekly group: how fast you reply, when the assessment is, the note the parent gets, the group the pupil sits in on, how they pay. Remove one wait at every step and end every assessment with one clear next step.",
};

/** A firm that sells its people's work to businesses: proposals, first calls and clients' numbers. */
const SERVICE_FIRM_HOW_TO_APPLY: Record<string, string> = {
  desire:
    "Open your website's first line, your first email and every proposal with the result clients want, in their words, not the list of services. Borrow the exact phrases clients use on calls and in their emails.",
  identity:
    "Name the clients you work for out loud (their trade, their size, their place) and show work for businesses like theirs. Saying which clients you don't take on sharpens it further.",
  urgency:
    "Tie offers to real limits: the number of new clients you can take on this quarter, the next start date, a deadline they already face (a year end, a tax return, an inspection). Never invent scarcity; clients talk to each other.",
  transform:
    "Show a before/after pair: a client's situation before you started and three months later, in their numbers and their words, with their permission.",
  position:
    "Write one line: \"For [clients] who [problem], [firm] is the [kind of firm] that [key difference], unlike [the general firm or in-house fix they use now].\" Use it on your website, in every first email and in proposals until it bores you.",
  clarity:
    "Say your one-sentence description to five clients or prospects on a first call. If they cannot repeat it to a peer, cut jargon until they can.",
  proof:
    "Collect one number, one name and one example for every claim: clients served, a client's words, a short case study with one number. Early on, one named client's quote counts as proof.",
  journey:
    "Map each step from the first conversation to the first invoice: how fast you reply, when the proposal arrives, what the first month or first piece of work is, how they pay. Remove one wait at every step and end every email with one clear next step.",
};

/**
 * A shop that is not a bakery: a bookshop has a window display and shelves, not a chalkboard and this
 * week's batch; a salon's window leads to a booking, not a counter.
 */
function shopFor(trade: string | null, desk: string): Record<string, string> {
  const shop = shopHowToApply(desk);
  if (trade === "food" || trade === null) return shop;
  if (trade === "retail") {
    return {
      ...shop,
      desire:
        "Open the window display, the shelf cards, your Google profile's first line and the first line of every message with what people come to you for, not the list of what you stock. Borrow the exact words customers use when they talk to you and in their reviews.",
      identity:
        "Name your regulars out loud and show people like them: in the window, on the shelf cards, in your photos. Saying who it is not for sharpens it further.",
      urgency:
        "Tie offers to real limits: an event's date, a signed or first edition, a season, the last copies of a delivery. Never invent scarcity; regulars notice.",
    };
  }
  return {
    ...shop,
    desire:
      "Open the window, your booking page, your Google profile's first line and the first line of every message with what clients come to you for, not the price list. Borrow the exact words clients use in the chair and in their reviews.",
    identity:
      "Name your regulars out loud and show people like them: in the window, in your photos, on your booking page. Saying who it is not for sharpens it further.",
    urgency:
      "Tie offers to real limits: the days still free this month, a season (weddings, holidays), an event's date. Never invent scarcity; regulars notice.",
    journey:
      `Walk the steps from finding you to booking, the visit and the next booking: what they see online and in the window, how they book, how they pay, when the next visit is booked. Remove one hesitation at every step and hand over one clear next step ${desk} (a card, a date).`,
  };
}

/** A guest house or B&B: guests meet it on a booking site, a map and its own page, months before they come. */
const STAY_HOW_TO_APPLY: Record<string, string> = {
  desire:
    "Open your website's first line, your Google profile's description and your reply to every enquiry with the stay guests come for (the view, the walk from the door, breakfast), not a list of room types. Borrow the exact words guests use in their reviews.",
  identity:
    "Name the guests you host best out loud (walkers, photographers, couples on a second trip) and show people like them in your photos and on your booking page. Saying who it is not for sharpens it further.",
  urgency:
    "Tie offers to real limits: the dates still free in the quiet months, a guide's set dates, the rooms left for a festival weekend. Never invent scarcity; guests compare calendars.",
  transform:
    "Show a before/after pair: what a guest's trip was like before they found you (a chain hotel, a long drive to the walks) and what they wrote after staying, with their permission.",
  position:
    "Write one line: \"For [guests] who [want], [your house] is the [kind of stay] that [key difference], unlike [the booking site or the big hotel]\". Put it on your home page, your Google profile and the card in the rooms.",
  clarity:
    "Test your one-sentence description on five guests at breakfast. If they cannot repeat it to a friend planning the same trip, cut adjectives until they can.",
  proof:
    "Collect one number, one name and one photo for every claim: your review score, years open, a guest's words. Put two recent reviews next to the 'Book direct' button.",
  journey:
    "Walk the steps from the first search to the booking, the stay and the next booking: what they see on the booking site, on Google and on your own page, how long booking takes on a phone, what they get for booking direct. Remove one hesitation at every step.",
};

/** A fair or market for the public: families meet it on a ticket page, a Facebook event, a listing and a maker's post. */
const FAIR_HOW_TO_APPLY: Record<string, string> = {
  desire:
    "Open the ticket page, the Facebook event and every post with the day people come for (the makers, presents they won't find in the shops, something for the children), not the list of stalls. Borrow the words last year's visitors used.",
  identity:
    "Name the people who come out loud (families, couples, people who buy from makers) and show people like them in your photos, asked first. Saying who it is for sharpens it.",
  urgency:
    "Tie it to real limits: the dates, a workshop's places, the tickets left for a day that can sell out. Never invent scarcity; families compare weekends.",
  transform:
    "Show a before/after pair: Christmas shopping in a rush online, then a present from the person who made it, in a visitor's or a maker's words, with their permission.",
  position:
    "Write one line: \"For [families nearby] who [want], [the fair] is the [kind of day out] that [key difference], unlike [a shopping centre or online]\". Put it at the top of the ticket page, the Facebook event and the posters.",
  clarity:
    "Test your one-sentence description on five people who came last year. If they cannot repeat it to a friend, cut adjectives until they can.",
  proof:
    "Collect one number, one name and one photo for every claim: last year's visitors, the number of makers, a visitor's words. Put them next to the ticket link.",
  journey:
    "Walk the steps from the first post a family sees to the ticket, the day and next year: what they see on the event and the ticket page, how long buying takes on a phone, how they find parking and the stalls. Remove one hesitation at every step.",
};

/** A food truck or cart: customers meet it on the Monday schedule, at the window and, for catering, on a quote. */
const MOBILE_FOOD_HOW_TO_APPLY: Record<string, string> = {
  desire:
    "Open the Monday schedule post, the sign on the truck and the catering page with what people come for (the taste, the brewery night, the lunch that beats the usual), not the list of ingredients. Borrow the words customers use at the window and in their reviews.",
  identity:
    "Name the people you feed best out loud (the office park's lunch crowd, the brewery's regulars) and show them in your photos, with their permission. Saying who it is not for sharpens it further.",
  urgency:
    "Tie offers to real limits: today's spot and closing time, the pre-order cut-off, the dates still free for catering this season. Never invent scarcity; regulars notice.",
  transform:
    "Show a before/after pair: the team lunch before (the same sandwich platter) and after (the truck outside), in a host's words, with their permission.",
  position:
    "Write one line: \"For [customers] who [want], [your truck] is the [kind of food] that [key difference], unlike [the usual lunch or caterer]\". Put it on the catering page, your Google profile and the card in every bag.",
  clarity:
    "Test your one-sentence description on five customers at the window. If they cannot repeat it to a colleague who books food, cut adjectives until they can.",
  proof:
    "Collect one number, one name and one photo for every claim: events catered, a host's words, a review on Google. Put two host quotes and a photo of the truck at an event on the catering page.",
  journey:
    "Walk the steps from the Monday post to the window and from the catering page to the booked date: how they find today's spot, how long the line is, how a quote is asked for and how fast it comes back. Remove one hesitation at every step.",
};

/** A tour sold to visitors: they meet it on a platform, a map, a front desk and its own page, the evening before. */
const TOUR_HOW_TO_APPLY: Record<string, string> = {
  desire:
    "Open your booking page's first line, your Google profile's description and the front-desk card with the experience visitors come for (the streets, the stories, the guide), not a list of stops. Borrow the exact words guests use in their reviews.",
  identity:
    "Name the visitors you guide best out loud (couples on a first trip, people who read history, families with teenagers) and show people like them in your photos. Saying who it is not for (no crowds, no microphones) sharpens it further.",
  urgency:
    "Tie offers to real limits: tomorrow's places left, the group size, the last tour before the guide's day off. Never invent scarcity; visitors compare calendars.",
  transform:
    "Show a before/after pair: the street a guest walked past on the first day, and what they wrote after the tour showed them its story, with their permission.",
  position:
    "Write one line: \"For [visitors] who [want], [your tour] is the [kind of tour] that [key difference], unlike [the big bus tour or the platform's first result]\". Put it on your booking page, your Google profile and the front-desk card.",
  clarity:
    "Test your one-sentence description on five guests at the last stop. If they cannot repeat it to a friend going to the same city, cut adjectives until they can.",
  proof:
    "Collect one number, one name and one photo for every claim: your review score and count, the guides' background, a guest's words. Put two recent reviews next to the 'Book' button.",
  journey:
    "Walk the steps from the evening search to the booking, the meeting point and the review: what they see on the platform, on Google and on your own page, how long booking takes on a phone, how they find the meeting point. Remove one hesitation at every step.",
};

/** A two-sided marketplace: buyers meet it in a message and an order page; sellers in a welcome and their first week. */
const MARKETPLACE_HOW_TO_APPLY: Record<string, string> = {
  desire:
    "Open the daily message, the order page and the first line to a new seller with what each side comes for: what the buyer gets from each order, and the seller's steady work. Borrow the words buyers use when they reorder and sellers use when they recommend you.",
  identity:
    "Name both sides out loud and show real people from each: a seller's name and face on what they offer, a buyer's words next to it. Saying where you do not serve yet sharpens it further.",
  urgency:
    "Tie offers to real limits: today's cut-off, what each seller can make or take on, the areas you serve. Never invent scarcity; both sides talk to each other.",
  transform:
    "Show a before/after pair on each side: what a buyer did before you, and what a seller earned in their first month on you, with their permission.",
  position:
    "Write one line for each side: \"For [buyers] who [want], [product] is the [kind of marketplace] that [key difference], unlike [what they do now]\", and the same for the people who sell on it. Use them until they bore you.",
  clarity:
    "Test your one-sentence description on five buyers and five sellers. If either side cannot repeat it to a friend, cut jargon until they can.",
  proof:
    "Collect numbers from both sides: orders a day, repeat buyers, sellers still active after a month, what they earned. Early on, one seller's first-month story counts as proof.",
  journey:
    "Walk both journeys: a buyer from the first message to a paid order and the next one, a seller from sign-up to their first payout. Remove one hesitation at every step.",
};

/** A business selling to schools: business managers compare quotes, IT leads check, heads, governors or a trust sign off. */
const SCHOOLS_HOW_TO_APPLY: Record<string, string> = {
  desire:
    "Open every quote, every email to a business manager and every letter to a trust with what the school gets (pupils with working devices or the service they need, within this year's budget), not a list of specifications. Borrow the words business managers and IT leads use.",
  identity:
    "Name the schools you serve best out loud (primaries in your county, a trust's secondaries) and show schools like theirs, with their permission. Saying which schools you do not serve yet sharpens it further.",
  urgency:
    "Tie offers to the school year's real limits: a price held to the end of the summer term, set-up before September, the budget meeting's date. Never invent scarcity; business managers compare quotes.",
  transform:
    "Show a before/after pair in a school's own terms: the cost per pupil and the IT lead's time before, and after a year with you, with the business manager's permission.",
  position:
    "Write one line: \"For [schools] who [need], [business] is the [kind of supplier] that [key difference], unlike [buying new or the framework's usual supplier]\". Put it at the top of your quote pack and your letters to trusts.",
  clarity:
    "Test your one-sentence description on five business managers. If they cannot repeat it to their head or finance committee, cut jargon until they can.",
  proof:
    "Collect one number, one named school and one reference for every claim: schools supplied, cost per pupil, warranty repairs done. Put a nearby school's name on every quote, with permission.",
  journey:
    "Walk the steps from a business manager's first question to the quote, the purchase order, the delivery, the invoice and the next order. Remove one hesitation at every step: a new-supplier form you can fill in for them, a pilot, a clear return policy.",
};

/** The how-to-apply lines for the business the answers describe; null when they do not say enough. */
function howToFor(fit: LeverFit, desk: string): Record<string, string> | null {
  if (fit.charity) return CHARITY_HOW_TO_APPLY;
  if (fit.fair) return FAIR_HOW_TO_APPLY;
  if (fit.schools) return SCHOOLS_HOW_TO_APPLY;
  if (fit.book) return BOOK_HOW_TO_APPLY;
  if (fit.printOnDemand) return POD_HOW_TO_APPLY;
  if (fit.artist) return ARTIST_HOW_TO_APPLY;
  if (fit.band) return BAND_HOW_TO_APPLY;
  if (fit.meetPeople) return MEET_PEOPLE_HOW_TO_APPLY;
  if (fit.youngChildren) return YOUNG_CHILDREN_HOW_TO_APPLY;
  if (fit.driving) return DRIVING_HOW_TO_APPLY;
  if (fit.adultClasses) return ADULT_CLASSES_HOW_TO_APPLY;
  if (fit.privateTeacher) return PRIVATE_TEACHER_HOW_TO_APPLY;
  if (fit.coaching) return COACH_HOW_TO_APPLY;
  if (fit.membership) return MEMBERSHIP_HOW_TO_APPLY;
  if (fit.smallholders) return fit.farmEquipment ? EQUIPMENT_HOW_TO_APPLY : SMALLHOLDER_HOW_TO_APPLY;
  if (fit.desktop) return DESKTOP_HOW_TO_APPLY;
  if (fit.wpPlugin) return WP_PLUGIN_HOW_TO_APPLY;
  if (fit.agency) return AGENCY_HOW_TO_APPLY;
  if (fit.caterer) return fit.caterer === "events" ? CATERER_HOW_TO_APPLY_EVENTS : CATERER_HOW_TO_APPLY_OFFICES;
  if (fit.recruiter) return RECRUITER_HOW_TO_APPLY;
  if (fit.translator) return TRANSLATOR_HOW_TO_APPLY;
  if (fit.accounting) return ACCOUNTING_HOW_TO_APPLY;
  if (fit.itSupport) return IT_SUPPORT_HOW_TO_APPLY;
  if (fit.letting) return lettingHowTo(fit.letting);
  if (fit.browserExtension) return BROWSER_EXTENSION_HOW_TO_APPLY;
  if (fit.digitalProduct) return DIGITAL_PRODUCT_HOW_TO_APPLY;
  if (fit.clinician) return CLINICIAN_HOW_TO_APPLY;
  if (fit.agtech) return AGTECH_HOW_TO_APPLY;
  if (fit.marketplaceBrand) return MARKETPLACE_BRAND_HOW_TO_APPLY;
  if (fit.jobBoard) return JOB_BOARD_HOW_TO_APPLY;
  if (fit.church) return CHURCH_HOW_TO_APPLY;
  if (fit.kind === "local") {
    if (fit.trade === "events") return weddingHowToApply(fit.wedding);
    if (fit.trade === "motor") return GARAGE_HOW_TO_APPLY;
    if (fit.trade === "cycle") return CYCLE_HOW_TO_APPLY;
    if (fit.trade === "dealer") return DEALER_HOW_TO_APPLY;
    if (fit.trade === "storage") return STORAGE_HOW_TO_APPLY;
    if (fit.trade === "farm") return FARM_HOW_TO_APPLY;
    if (fit.trade === "stay") return STAY_HOW_TO_APPLY;
    if (fit.truck) return MOBILE_FOOD_HOW_TO_APPLY;
    if (fit.exams) return TUTORING_HOW_TO_APPLY;
    if (fit.trade === "workspace") return WORKSPACE_HOW_TO_APPLY;
    if (fit.taproom) return TAPROOM_HOW_TO_APPLY;
    if (fit.restaurant) return RESTAURANT_HOW_TO_APPLY;
    if (fit.experience) return fit.experience === "studio" ? STUDIO_HOW_TO_APPLY : ROOMS_HOW_TO_APPLY;
    if (fit.trade === "venue") return VENUE_HOW_TO_APPLY;
    if (fit.kidsClub) return KIDS_CLUB_HOW_TO_APPLY;
    if (fit.petBoarding) return PET_BOARDING_HOW_TO_APPLY;
    if (fit.familyPhoto) return FAMILY_PHOTO_HOW_TO_APPLY;
    if (fit.tattoo) return TATTOO_HOW_TO_APPLY;
    if (fit.deviceRepair) return DEVICE_REPAIR_HOW_TO_APPLY;
    if (fit.partyEntertainer) return PARTY_HOW_TO_APPLY;
    if (fit.trainer) return TRAINER_HOW_TO_APPLY;
    if (fit.gym) return GYM_HOW_TO_APPLY;
    if (fit.childcare) return CHILDCARE_HOW_TO_APPLY;
    if (fit.clinic) return fit.clinic === "vet" ? CLINIC_HOW_TO_APPLY_VET : fit.clinic === "teeth" ? CLINIC_HOW_TO_APPLY_TEETH : CLINIC_HOW_TO_APPLY_BODY;
    if (fit.installer) return INSTALLER_HOW_TO_APPLY;
    if (fit.removals) return REMOVALS_HOW_TO_APPLY;
    if (fit.homeCare) return homeCareHowTo(fit.homeCare);
    if (fit.careHome) return CARE_HOME_HOW_TO_APPLY;
    if (fit.trade === "funeral") return fit.celebrant ? CELEBRANT_HOW_TO_APPLY : FUNERAL_HOW_TO_APPLY;
    if (fit.law) return lawHowTo(fit.law);
    if (fit.architect) return architectHowTo(fit.architect);
    if (fit.farmBox) return FARM_BOX_HOW_TO_APPLY;
    if (fit.florist) return FLORIST_HOW_TO_APPLY;
    if (fit.adviser) return ADVISER_HOW_TO_APPLY;
    if (fit.trade === "tour") return TOUR_HOW_TO_APPLY;
    if (fit.trade === "lessons" && !fit.visits) return LESSONS_HOW_TO_APPLY;
    if (fit.round) return ROUND_HOW_TO_APPLY;
    if (fit.visits) return fit.trade === "pet" ? PET_VISITS_HOW_TO_APPLY : VISITS_HOW_TO_APPLY;
    return shopFor(fit.trade, desk);
  }
  if (fit.kind === "marketplace") return MARKETPLACE_HOW_TO_APPLY;
  if (fit.services && (fit.kind === "b2b-smb" || fit.kind === "b2b-enterprise" || fit.kind === "software")) return SERVICE_FIRM_HOW_TO_APPLY;
  return null;
}

/** The how-to lines for this engine: the kind's own when the answers say enough, else where the engine's texts say customers are met. */
export function fittedHowTo(engine: EngineView, fit?: LeverFit | null): Record<string, string> | null {
  const setting = settingOf(engine);
  const desk = /\bat the front desk\b/i.test(engine.description) ? "at the front desk" : "at the counter";
  return (fit ? howToFor(fit, desk) : null) ?? (setting === "visits" ? VISITS_HOW_TO_APPLY : setting === "shop" ? shopHowToApply(desk) : null);
}
