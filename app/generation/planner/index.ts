import { CHARITY_FOCUS, CHARITY_STRATEGY, charityListening } from "~/plan-quality/charity";
import { VENUE_FOCUS, VENUE_STRATEGY, venueListening, venueWhat } from "~/plan-quality/venue";
import { MEET_PEOPLE_FOCUS, MEET_PEOPLE_STRATEGY, meetPeopleListening, meetPeopleWhat } from "~/plan-quality/dating";
import { SMALLHOLDER_FOCUS, SMALLHOLDER_STRATEGY, smallholderListening, smallholderWhat } from "~/plan-quality/smallholders";
import { EQUIPMENT_FOCUS, EQUIPMENT_STRATEGY, equipmentListening, equipmentWhat } from "~/plan-quality/farm-equipment";
import { DESKTOP_FOCUS, DESKTOP_STRATEGY, desktopListening, desktopWhat } from "~/plan-quality/desktop";
import { WP_PLUGIN_FOCUS, WP_PLUGIN_STRATEGY, wpPluginListening, wpPluginWhat } from "~/plan-quality/wp-plugin";
import { RECRUITER_FOCUS, RECRUITER_STRATEGY, recruiterListening, recruiterWhat } from "~/plan-quality/recruiter";
import { TRANSLATOR_FOCUS, TRANSLATOR_STRATEGY, translatorListening, translatorWhat } from "~/plan-quality/translator";
import { IT_SUPPORT_FOCUS, IT_SUPPORT_STRATEGY, itSupportListening, itSupportWhat } from "~/plan-quality/it-support";
import { ACCOUNTING_FOCUS, accountingAdsAnswer, accountingListening, accountingStrategy, accountingWhat } from "~/plan-quality/accounting";
import { lettingFocus, lettingListening, lettingStrategy, lettingWhat } from "~/plan-quality/letting";
import { AGENCY_FOCUS, AGENCY_STRATEGY, AGENCY_STRATEGY_OTHER, AGENCY_STRATEGY_VIDEO, agencyListening, agencyWhat } from "~/plan-quality/agency";
import { CATERER_FOCUS_EVENTS, CATERER_FOCUS_OFFICES, CATERER_STRATEGY_EVENTS, CATERER_STRATEGY_OFFICES, catererFocusChannels, catererListening, catererWhat } from "~/plan-quality/caterer";
import { BROWSER_EXTENSION_FOCUS, BROWSER_EXTENSION_STRATEGY, browserExtensionListening, browserExtensionWhat } from "~/plan-quality/browser-extension";
import { DIGITAL_PRODUCT_FOCUS, digitalProductListening, digitalProductStrategy, digitalProductWhat } from "~/plan-quality/digital-product";
import { CHURCH_FOCUS, CHURCH_STRATEGY, churchListening, churchWhat } from "~/plan-quality/church";
import { CLINICIAN_FOCUS, CLINICIAN_STRATEGY, clinicianListening, clinicianWhat } from "~/plan-quality/clinician";
import { AGTECH_FOCUS, AGTECH_STRATEGY, agtechListening, agtechWhat } from "~/plan-quality/agtech";
import { MARKETPLACE_BRAND_FOCUS, MARKETPLACE_BRAND_STRATEGY, marketplaceBrandListening, marketplaceBrandWhat } from "~/plan-quality/marketplace-brand";
import { WORKSPACE_FOCUS, WORKSPACE_STRATEGY, workspaceListening, workspaceWhat } from "~/plan-quality/workspace";
import { MEMBERSHIP_FOCUS, MEMBERSHIP_STRATEGY, membershipListening, membershipWhat } from "~/plan-quality/membership";
import { FARM_BOX_FOCUS, FARM_BOX_STRATEGY, farmBoxListening, farmBoxWhat } from "~/plan-quality/farm-box";
import { FLORIST_FOCUS, FLORIST_STRATEGY, floristListening, floristWhat } from "~/plan-quality/florist";
import { WEDDING_SUPPLIER_FOCUS, WEDDING_SUPPLIER_STRATEGY, weddingSupplierListening, weddingSupplierWhat } from "~/plan-quality/wedding-supplier";
import { TAPROOM_FOCUS, TAPROOM_STRATEGY, taproomListening, taproomWhat } from "~/plan-quality/taproom";
import { RESTAURANT_FOCUS, RESTAURANT_STRATEGY, restaurantListening, restaurantWhat } from "~/plan-quality/restaurant";
import { experienceFocus, experienceListening, experienceStrategy, experienceWhat } from "~/plan-quality/experience";
import { GYM_FOCUS, GYM_STRATEGY, gymListening, gymWhat } from "~/plan-quality/gym";
import { CHILDCARE_FOCUS, CHILDCARE_STRATEGY, childcareListening, childcareWhat } from "~/plan-quality/childcare";
import { HOME_CARE_FOCUS, HOME_CARE_STRATEGY, homeCareListening, homeCareWhat } from "~/plan-quality/home-care";
import { CARE_HOME_FOCUS, CARE_HOME_STRATEGY, careHomeListening, careHomeWhat } from "~/plan-quality/care-home";
import { KIDS_CLUB_FOCUS, KIDS_CLUB_STRATEGY, kidsClubListening, kidsClubWhat } from "~/plan-quality/kids-club";
import { PET_BOARDING_FOCUS, PET_BOARDING_STRATEGY, petBoardingListening, petBoardingWhat } from "~/plan-quality/pet-boarding";
import { FAMILY_PHOTO_FOCUS, FAMILY_PHOTO_STRATEGY, familyPhotoListening, familyPhotoWhat } from "~/plan-quality/family-photo";
import { TATTOO_FOCUS, TATTOO_STRATEGY, tattooListening, tattooWhat } from "~/plan-quality/tattoo";
import { DEVICE_REPAIR_FOCUS, DEVICE_REPAIR_STRATEGY, deviceRepairListening, deviceRepairWhat } from "~/plan-quality/device-repair";
import { PARTY_FOCUS, PARTY_STRATEGY, partyListening, partyWhat } from "~/plan-quality/party-entertainer";
import { TRAINER_FOCUS, TRAINER_STRATEGY, trainerListening, trainerWhat } from "~/plan-quality/trainer";
import { FUNERAL_FOCUS, FUNERAL_STRATEGY, funeralListening, funeralWhat } from "~/plan-quality/funeral";
import { CELEBRANT_FOCUS, CELEBRANT_STRATEGY, celebrantListening, celebrantWhat } from "~/plan-quality/celebrant";
import { LAW_FOCUS, LAW_STRATEGY, lawListening, lawWhat } from "~/plan-quality/law";
import { ARCHITECT_FOCUS, ARCHITECT_STRATEGY, architectListening, architectWhat } from "~/plan-quality/architect";
import { CLINIC_FOCUS, CLINIC_STRATEGY, clinicListening, clinicWhat } from "~/plan-quality/clinic";
import { INSTALLER_FOCUS, installerListening, installerStrategy, installerWhat } from "~/plan-quality/installer";
import { REMOVALS_FOCUS, removalsListening, removalsStrategy, removalsWhat } from "~/plan-quality/removals";
import { DRIVING_FOCUS, DRIVING_STRATEGY, drivingListening, drivingWhat } from "~/plan-quality/driving";
import { adultClassesFocus, adultClassesListening, adultClassesStrategy, adultClassesWhat } from "~/plan-quality/adult-classes";
import { privateTeacherFocus, privateTeacherListening, privateTeacherStrategy, privateTeacherWhat } from "~/plan-quality/private-teacher";
import { COACH_FOCUS, COACH_STRATEGY, coachListening, coachWhat } from "~/plan-quality/coaching";
import { ADVISER_FOCUS, ADVISER_STRATEGY, adviserListening, adviserWhat } from "~/plan-quality/advisers";
import { JOB_BOARD_FOCUS, JOB_BOARD_STRATEGY, jobBoardListening, jobBoardWhat } from "~/plan-quality/job-board";
import { BOOK_FOCUS, BOOK_STRATEGY, bookListening, bookWhat } from "~/plan-quality/books";
import { BAND_FOCUS, BAND_STRATEGY, bandListening, bandWhat } from "~/plan-quality/band";
import { POD_FOCUS, podListening, podStrategy, podWhat } from "~/plan-quality/print-on-demand";
import { ARTIST_FOCUS, ARTIST_STRATEGY, artistListening, artistWhat } from "~/plan-quality/artist";
import { SKILLS, labelOf, type Goal } from "~/wizard/options";
import type { PlanFormData } from "~/wizard/types";
import type { MarketingPlan, Tactic } from "~/generation/schemas";
import { avoidedName, channelName, coldEmailNeedsConsent, servesNextdoor } from "~/plan-quality/checker";
import { closedWork, datedDeadlineWithDay, dayWithWeekday, longDate, openWeekAfter, planDay, weekStart } from "~/plan-quality/calendar";
import { listVerdict } from "~/plan-quality/crowdfunding";
import { wishlistPace } from "~/plan-quality/store-game";
import { eventMath } from "~/plan-quality/event";
import { kindLabel } from "~/plan-quality/kinds";
import { PAID_TAGS, sentencesOf, type ChannelTag } from "~/plan-quality/channels";
import { DEALER_FOCUS, DEALER_STRATEGY, STORAGE_FOCUS, STORAGE_STRATEGY, FARM_FOCUS, FARM_STRATEGY, freeDaytime, lessonGoalMath, localTrade } from "~/plan-quality/local-trade";
import { budgetPhrase, money, type Currency } from "~/plan-quality/money";
import { hoursAWeek, readAnswers, type Capacity, type Reading } from "~/plan-quality/reading";
import { joinWords, mapStrings, numberWord, singular, withArticle } from "~/plan-quality/words";
import { atTheirTime, makeContext, ordersWord, type PlanContext } from "./context";
import { buildEducation } from "./education";
import { inPlace } from "./profile";
import { inSponsorMedium, sponsorStrategy } from "~/plan-quality/sponsorship";
import { buildGuerrilla } from "./guerrilla";
import { forServices } from "./for-services";
import { atTheirPace } from "./pace";
import { selectTactics } from "./select";
import { buildTimeline, setsUpOneAtATime, weeksLabel } from "./timeline";
import type { LibraryTactic } from "./types";

/*
 * Liftoff's built-in planner: a complete plan and customer profile without any AI provider, composed
 * from the curated library in ./library, chosen and filled from everything the founder answered.
 * Pure and deterministic (no clock, no randomness): the same answers always give the same plan.
 */

export { buildProfile } from "./profile";
export { TACTIC_LIBRARY } from "./library";
export { selectTactics, isEligible, exclusionReason, scoreTactic, tacticCount } from "./select";
export { makeContext } from "./context";
export type { LibraryTactic } from "./types";

const SERVICE_LABEL = "service business";

/** "Our website is only in English", "the site is English-only". */
const ENGLISH_ONLY_SITE = /\b(?:website|site|landing page|page)\b[^.]{0,30}\b(?:only in english|in english only|english[- ]only)\b/i;

/** Opening words of every built-in strategy summary, so the result can say where it came from. */
export const BUILT_IN_PREFIX = "Built-in planner:";

const GOAL_STRATEGY: Record<Goal, string> = {
  awareness: "getting {product} in front of {audience} again and again, in the places they already pay attention",
  signups: "putting {product} in front of people ready to try it and removing friction on the way in",
  revenue: "turning interest into paying customers through direct conversations and well-timed offers",
  retention: "getting every new customer to a first good result fast and giving them reasons to come back",
  partnerships: "borrowing trust and reach from partners who already serve {audience}",
  fundraising: "building visible traction and keeping investors informed, so the raise starts warm",
};

/** A show whose goal is sponsors: what the plan does, whatever goal the form says. */
const SPONSOR_STRATEGY =
  "selling sponsorship of {product} to brands its {listeners} already buy from: proof of who listens first, then a pilot, then packages at the full price";
const SPONSOR_FOCUS = "Sponsors: {sponsorsWanted} for {product}, brands its {listeners} already buy from and you would use, sold as packages";
/** A guest house whose goal is bookings direct: how the plan gets there, whatever goal the form says. */
const STAY_STRATEGY =
  "moving bookings from {ota} to your own site at the same price: a booking page that works on a phone, a perk only direct guests get, past guests asked back for the quiet months, and the partners whose guests are yours";
/** Exam tutoring: one offer timed to the exam year, a free assessment first, and the families already taught. */
const TUTORING_STRATEGY =
  "one offer timed to the exam year (an Easter revision course in {tutorGroup}, with a free first assessment before anyone pays) and introductions from the families you already teach, so each new pupil is ready for the exams from {examsFrom}";
const STAY_FOCUS = "Direct bookings: {directGoal} of the season's bookings on your own site, up from {directNow}, at the same room price with a perk for booking direct";
/** A food truck whose goal is catering bookings: how the plan gets there. */
const CATERING_STRATEGY =
  "selling catering as a line of its own: a page with three packages and a price per head, the people who book food (office managers, event planners) asked directly, and every customer at the window and guest at an event told that {product} caters";
const CATERING_FOCUS = "Catering: {cateringGoal}, from office managers, event planners and the people who eat at the truck, with a quote within a day";
/** A food truck whose goal is the truck's own sales: its week of spots. */
const TRUCK_STRATEGY =
  "making the week's spots easy to find and worth the trip: the schedule every Monday, regular nights at breweries and lunches at office parks, and regulars who bring friends";
/** A tour sold to visitors whose goal is bookings direct: how the plan gets there, whatever goal the form says. */
const TOUR_STRATEGY =
  "moving bookings from {tourPlatforms} to your own page at the same {tourPrice}: a page that books tomorrow's {tourWord} in under a minute on a phone, the map and the reviews that send visitors to it, and the front desks and other experiences whose guests are yours";
const TOUR_FOCUS = "Direct bookings: {tourDirectGoal} of guests booked on your own page, at the same {tourPrice} as on {tourPlatforms}, counted every Monday by where they booked";
/** A maker on Etsy (or Amazon, eBay…) whose goal is their own site: how the plan gets there. */
const SELLER_STRATEGY = "turning {platform}'s buyers and the people who see {product} elsewhere into subscribers of a list of your own, and giving that list first choice of new pieces on your own site";

const GOAL_FOCUS: Record<Goal, string> = {
  awareness: "Awareness: show up where {audience} already look, with one clear message about {product}",
  signups: "Sign-ups: make trying {product} effortless and put it in front of people ready to try it",
  revenue: "Revenue: conversations and offers that turn interest in {product} into paying customers",
  retention: "Retention: get every new customer of {product} to a first good result, then give them reasons to return",
  partnerships: "Partnerships: a short list of partners who already serve {audience}, approached with a concrete offer",
  fundraising: "Fundraising: traction in numbers, a monthly investor update and warm introductions",
};

/**
 * What the plan aims to spend a month: the middle of the founder's range (geometrically: $4,500 of
 * "$2,000-$10,000"), not its top, which a founder choosing a range may not have every month; all of
 * "under $500", and the floor of an open range.
 */
export function budgetTarget(r: Reading): number {
  if (r.budget.max === null) return r.budget.min;
  if (r.budget.min === 0) return r.budget.max;
  return Math.round(Math.sqrt(r.budget.min * r.budget.max) / 100) * 100;
}

/** What each chosen tactic may spend a month: within its range, the whole within the budget's target. */
export function allocateBudget(tactics: LibraryTactic[], r: Reading): (t: LibraryTactic) => number {
  const target = budgetTarget(r);
  const minSum = tactics.reduce((s, t) => s + t.cost.min, 0);
  const maxSum = tactics.reduce((s, t) => s + t.cost.max, 0);
  const share = maxSum <= target ? 1 : maxSum === minSum ? 0 : Math.max(0, Math.min(1, (target - minSum) / (maxSum - minSum)));
  const step = target <= 2000 ? 10 : 50;
  return (t) => Math.floor((t.cost.min + share * (t.cost.max - t.cost.min)) / step) * step;
}

/** A tactic's money and time; its share is of what the whole plan spends a month (`planSpend`). */
function budgetLine(amount: number, planSpend: number, hours: number, currency: Currency): string {
  const time = `about ${hoursAWeek(hours)} of your time`;
  if (amount <= 0) return `Budget: no money needed, ${time}`;
  const percent = Math.max(1, Math.round((amount / planSpend) * 100));
  // One sum of money per line: the checker reads it as what the tactic spends.
  return `Budget: about ${money(amount, currency)} a month, ${percent}% of the plan's spending, plus ${time}`;
}

/** Channels that push new customers in: with a stated capacity, each of these stops short of it. */
const PUSH_CHANNELS: ChannelTag[] = [
  "influencers", "affiliates", "marketplaces", "press", "sponsorships", "referral", "partnerships", "events", "markets", "flyers",
];

/** A tactic that can bring more orders than the business can make: paid reach and the pushes above. */
export function bringsVolume(t: LibraryTactic): boolean {
  return t.goals[0] !== "retention" && (t.paid || PUSH_CHANNELS.includes(t.channels[0]));
}

const CADENCE_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, eight: 8 };

/**
 * What the founder's own goal asks of a capacity counted in items: "300 active subscribers" who get
 * a bag "every two or four weeks" need about 150 bags a week (the more frequent cadence, one item
 * a delivery). Null when the answers do not give the count, the cadence or the item.
 */
export function goalLoad(
  a: PlanFormData,
  c: Capacity,
): { goal: string; who: string; item: string; items: string; cadence: string; perWeek: number; fits: number } | null {
  if (!c.inItems || c.period !== "week") return null;
  const goal = /\b(\d{1,3}(?:,\d{3})*|\d+)\s+(?:active |paying |monthly )?(subscribers|members|customers)\b/i.exec(a.successMetrics);
  const cadence = /\bevery (one|two|three|four|five|six|eight|\d)(?: or (?:one|two|three|four|five|six|eight|\d))? weeks?\b/i.exec(a.productDescription);
  if (!goal?.[1] || !cadence?.[1]) return null;
  const count = Number(goal[1].replace(/,/g, ""));
  const weeks = CADENCE_WORDS[cadence[1].toLowerCase()] ?? Number(cadence[1]);
  if (!(count > 0 && weeks > 0)) return null;
  const items = c.inItems.item;
  const item = items.replace(/^(\w+?)s\b/, "$1").replace(/^loave\b/, "loaf");
  return {
    goal: `${goal[1]} ${goal[0].slice(goal[1].length).trim()}`,
    who: (goal[2] ?? "subscribers").toLowerCase(),
    item,
    items,
    cadence: weeks === 1 ? "week" : `${cadence[1].toLowerCase()} weeks`,
    perWeek: Math.ceil(count / weeks),
    fits: Math.floor(c.inItems.count * weeks * 0.9),
  };
}

/** "what you can roast, 80 kg a week", "what your 8 riders can deliver": the ceiling in a sentence. */
export function withinCapacity(c: Capacity): string {
  return c.period === null ? `what your ${c.phrase} can ${c.verb}` : `what you can ${c.verb}, ${capacityPhrase(c)}`;
}

/**
 * What the founder's goal asks of each unit of a fleet: "600 orders a day" with "8 riders" is about
 * 75 orders a day for each rider. Null when the ceiling has a period, or the metric counts no orders a day or a week.
 */
export function fleetLoad(a: PlanFormData, c: Capacity): { goal: string; perUnit: number; unit: string } | null {
  if (c.period !== null) return null;
  const m = /\b(\d{1,3}(?:,\d{3})*|\d+)\s+(orders|deliveries|meals|lunches|bookings|lessons|jobs|rides|trips)\s+(?:a|per)\s+(day|week)\b/i.exec(a.successMetrics);
  if (!m?.[1]) return null;
  const count = Number(m[1].replace(/,/g, ""));
  if (!(count > 0)) return null;
  return { goal: m[0], perUnit: Math.ceil(count / c.amount), unit: singular(c.unit) };
}

/** "80 kg a week (about 235 bags of 340 g)". */
export function capacityPhrase(c: Capacity): string {
  return c.inItems ? `${c.phrase} (about ${c.inItems.count.toLocaleString("en-US")} ${c.inItems.item})` : c.phrase;
}

/** Nine tenths of the capacity, where a push should pause: "about 210 bags of 340 g a week", "72 kg a week". */
export function capacityCeiling(c: Capacity): string {
  // "8 riders": a fleet has no amount a week to count against, only what it can carry in a day.
  if (c.period === null) return `nine tenths of what ${c.phrase} can ${c.verb} in a day`;
  const n = (x: number) => Math.floor(x * 0.9).toLocaleString("en-US");
  return c.inItems ? `about ${n(c.inItems.count)} ${c.inItems.item} a ${c.period}` : `${n(c.amount)} ${c.unit} a ${c.period}`;
}

/**
 * How to cover a missing skill, as one sentence: "No designer? Start from a Canva…" says it already;
 * "Start with one ad set…" reads "Without paid advertising skills on the team: start with one ad set…",
 * the colon going on with the sentence, not opening a new one.
 */
export function withoutSkill(skill: string, workaround: string): string {
  if (/^[^.?!]{0,60}\?\s/.test(workaround)) return workaround;
  return `Without ${skill} skills on the team: ${uncap(workaround)}`;
}

/** Steps as the founder reads them: the library's, with how to cover a missing skill first. */
function stepsFor(t: LibraryTactic, ctx: PlanContext): { steps: string[]; setupSteps: number; groundworkSteps: number } {
  const workarounds = t.requires
    .filter((s) => !ctx.answers.skills.includes(s) && t.workaround?.[s])
    .map((s) => withoutSkill(labelOf(SKILLS, s).toLowerCase(), t.workaround![s]!));
  // Groundwork (the own shop the rest points to) comes before a missing skill's workaround.
  const groundwork = t.groundworkSteps ?? 0;
  const steps = [...t.steps.slice(0, groundwork), ...workarounds, ...t.steps.slice(groundwork)].map((s) => atTheirTime(ctx.reading, ctx.fill(s)));
  return { steps, setupSteps: workarounds.length + t.setupSteps, groundworkSteps: groundwork };
}

/** A tactic's own measures, led by the ceiling when it can bring more orders than the business can make. */
function metricsFor(t: LibraryTactic, ctx: PlanContext): string[] {
  const c = ctx.reading.capacity;
  // More orders than the business can make are broken promises: a push pauses before the ceiling.
  const ceiling =
    c && bringsVolume(t)
      ? [`${ordersWord(ctx.reading).replace(/^./, (ch) => ch.toUpperCase())} kept within ${withinCapacity(c)}: hold this tactic's next push (new spend, new partners, new outreach) whenever they reach ${capacityCeiling(c)}`]
      : [];
  return [...ceiling, ...t.successMetrics.map(ctx.fill)];
}

/**
 * The language of a country the team does not know yet, when the founder's market has one
 * ("Spanish (Portuguese for Brazil)", and "knows little about Brazil"): the templates are written in
 * the first language now, and in the second once that country is added. Null otherwise.
 */
function laterLanguage(r: PlanContext["reading"]): { now: string; later: string; place: string; first: string[] } | null {
  const u = r.unfamiliar;
  if (!u || !u.others.length) return null;
  const m = /^(.+?) \((.+?) for (.+?)\)$/.exec(r.language);
  if (!m || m[2] !== u.language || m[3] !== u.place) return null;
  return { now: m[1]!, later: u.language, place: u.place, first: u.others };
}

function templateFor(t: LibraryTactic, ctx: PlanContext): string {
  const r = ctx.reading;
  const later = laterLanguage(r);
  const note = later
    ? `Language: write this in ${later.now} for customers in ${joinWords(later.first)}; a ${later.later} version for ${later.place} waits until ${later.place} is added and a ${later.later} speaker has checked every word.\n\n`
    : r.tour && r.language !== "English"
      ? `Language: write this in ${r.language}, the languages of your guests${r.tour.from ? ` from ${r.tour.from}` : ""}.\n\n`
      : r.language !== "English"
      ? `Language: write this in ${r.language} for customers in ${r.place}.\n\n`
      : "";
  return note + ctx.fill(t.template);
}

/**
 * Why a tactic fits and what it is are Liftoff's own sentences to the founder, not a template they
 * fill in: a rival they did not name reads "what they use today" there, not a blank ("switching from
 * {{what they use today}}"). A search phrase ("'{competitor} alternative'") keeps its slot.
 */
function inOurWords(text: string, ctx: PlanContext): string {
  return ctx.fill(ctx.reading.competitor ? text : text.replace(/(?<!')\{competitor\}(?! alternative)/g, "what they use today"));
}

function renderTactic(t: LibraryTactic, ctx: PlanContext, amount: number, planSpend: number): Tactic {
  return {
    name: ctx.fill(t.name),
    why: inOurWords(t.why, ctx),
    description: inOurWords(t.description, ctx),
    timeFrame: t.timeFrame,
    impact: t.impact,
    implementation: stepsFor(t, ctx).steps,
    resourcesNeeded: [budgetLine(amount, planSpend, t.hoursPerWeek, ctx.reading.currency), ...t.resourcesNeeded.map((s) => atTheirTime(ctx.reading, ctx.fill(s)))],
    successMetrics: metricsFor(t, ctx),
    template: templateFor(t, ctx),
    // The founder can opt out of the expert tips; the planner honours that.
    marketingWisdom: ctx.answers.includeMarketingWisdom === false ? "" : ctx.fill(t.marketingWisdom),
  };
}

/**
 * The tactic as it reads for this business: a business that goes to its customers gets its
 * `visiting` text, an app already in a marketplace its `listed` text.
 */
export function adaptTactic(library: LibraryTactic, r: Reading): LibraryTactic {
  const t = forServices(library, r);
  const adapted =
    r.homeVisits?.visit === "clean" && t.homeRound
      ? { ...t, ...t.visiting, ...t.homeRound }
      : r.visitsCustomers && t.visiting
      ? { ...t, ...t.visiting }
      : r.trade === "lessons" && t.teaching
        ? { ...t, ...t.teaching }
        : r.appStore && t.listed
        ? { ...t, ...t.listed }
        : r.kind === "creator" && r.recurring && t.membership
          ? { ...t, ...t.membership }
          : r.remoteOrders && t.remote
            ? { ...t, ...t.remote }
          : r.kind === "consumer-app" && r.recurring && !r.game && t.subscribed
            ? { ...t, ...t.subscribed }
            : t;
  const lean = adapted.oneOff && keepsToOneOffs(r) ? { ...adapted, ...adapted.oneOff } : adapted;
  const warmed = lean.warm && coldOutreachRuledOut(r) ? { ...lean, ...lean.warm } : lean;
  const chatted = r.messagingFirst && warmed.inChat ? { ...warmed, ...warmed.inChat } : warmed;
  const tried = chatted.firstTime && r.worked?.tag !== chatted.channels[0] ? { ...chatted, ...chatted.firstTime } : chatted;
  return inTheirHours(atTheirPace(whileBuilding(servesNextdoor(r) ? tried : withoutNextdoor(tried), r), r), r);
}

/**
 * "Owners distrust new apps with their tax data": the first tactic that meets buyers answers that
 * worry before it is raised, as its first step after any groundwork (once, not in every tactic).
 */
function answeringDistrust(tactics: LibraryTactic[], r: Reading): LibraryTactic[] {
  const d = r.distrust;
  const first = tactics.find((t) => t.contactsIndividuals) ?? tactics[0];
  // Clinician software's plan opens with the trust page that answers it, in every tactic's words.
  // So does a care agency's: the carers by name, the registration and the first visit, in its own tactic.
  // And a funeral director's: the prices in full and the phone at night are its own tactics.
  if (!d || !first || r.clinician || r.homeCare || r.careHome || r.funeral) return tactics;
  const answer = d.aboutData
    ? "say in one sentence where their data is kept, who can see it and what {product} never touches, show it working for someone they know if you can, and offer a first try on sample data before they enter their own"
    : "show proof they can check for themselves (a demonstration or test they can watch, or a customer like them in that customer's own words) and a promise they can hold you to (a free try, a guarantee or a refund)";
  const step = `Answer the worry you named before they raise it ("${d.quote}"): ${answer}. Say it in the first minute, every time.`;
  const at = first.groundworkSteps ?? 0;
  const insert = <T,>(list: T[], item: T) => [...list.slice(0, at), item, ...list.slice(at)];
  const answered: LibraryTactic = {
    ...first,
    steps: insert(first.steps, step),
    setupSteps: first.setupSteps + 1,
    // A campaign's or an event's steps each have their phase: this one is preparation.
    ...(first.campaign ? { campaign: insert(first.campaign, "before" as const) } : {}),
    ...(first.eventPhases ? { eventPhases: insert(first.eventPhases, "setup" as const) } : {}),
  };
  return tactics.map((t) => (t === first ? answered : t));
}

/** "Owners are only free between 3pm and 5pm": a tactic that meets or calls people proposes that window. */
function inTheirHours(t: LibraryTactic, r: Reading): LibraryTactic {
  if (!r.customersFree || !t.contactsIndividuals) return t;
  return { ...t, description: `${t.description} Your buyers are only free ${r.customersFree}, so propose every call and meeting in that window.` };
}

/**
 * A founder whose stated hours cover building too gives marketing a share of them (SPEC 9: "2-3
 * hours a week for marketing, even while you build"): each of the three tactics gets its part of
 * that share, at a slower pace until the product is built, and says so.
 */
function whileBuilding(t: LibraryTactic, r: Reading): LibraryTactic {
  if (r.hoursCoverBuilding === null || r.weeklyHours === null) return t;
  const share = Math.max(0.5, Math.round((r.weeklyHours / MIN_PLAN_TACTICS) * 2) / 2);
  if (t.hoursPerWeek <= share) return t;
  return {
    ...t,
    hoursPerWeek: share,
    description: `${t.description} While you are still building {product}, this gets about ${hoursAWeek(share)}: the same steps at a slower pace, and the full pace once {product} is built.`,
  };
}

/** The fewest tactics a plan has. */
const MIN_PLAN_TACTICS = 3;

/** An hour a week or less, or "I won't do posts": profiles are set up once, with no weekly posts to keep up. */
export function keepsToOneOffs(r: Reading): boolean {
  return r.noPosts || (r.weeklyHours !== null && r.weeklyHours <= 1);
}

/** The founder says cold email fails for them, or the law where the buyers are needs consent first. */
export function coldOutreachRuledOut(r: Reading): boolean {
  return r.avoid.some((o) => o.tag === "cold-email") || coldEmailNeedsConsent(r);
}

/** The tactic without Nextdoor: its name, sentences and the step that sets it up. */
function withoutNextdoor(t: LibraryTactic): LibraryTactic {
  const strip = (text: string) =>
    text
      .replace(/ and on Nextdoor\b/g, "")
      .replace(/ or Nextdoor\b/g, "")
      .replace(/ and Nextdoor\b/g, "")
      .replace(/,? (?:and |or )?Nextdoor\b/g, "");
  if (!/nextdoor/i.test(JSON.stringify(t))) return t;
  const dropped = t.steps.filter((s) => /^Claim the free Nextdoor\b/.test(s)).length;
  const steps = t.steps.filter((s) => !/^Claim the free Nextdoor\b/.test(s)).map(strip);
  return {
    ...t,
    name: strip(t.name),
    why: strip(t.why),
    description: strip(t.description),
    steps,
    setupSteps: Math.max(0, t.setupSteps - dropped),
    resourcesNeeded: t.resourcesNeeded.map(strip),
    successMetrics: t.successMetrics.map(strip),
    template: strip(t.template),
    marketingWisdom: strip(t.marketingWisdom),
  };
}

/** A library tactic as it would appear in a plan for these answers (tests and previews). */
export function renderLibraryTactic(tactic: LibraryTactic, answers: PlanFormData): Tactic {
  const ctx = makeContext(answers);
  const t = adaptTactic(tactic, ctx.reading);
  const amount = allocateBudget([t], ctx.reading)(t);
  return renderTactic(t, ctx, amount, amount);
}


function article(phrase: string): string {
  // "Ticktab is software for individuals", not "a software".
  if (/^software\b/.test(phrase)) return phrase;
  return `${withArticle(phrase)}`;
}

/**
 * "every tactic brings orders only from Westlands and Upper Hill, and ": a marketplace that said where
 * it cannot deliver, in the sentence that says so; "" otherwise.
 */
function servedOnly(r: Reading, quote: string): string {
  const m = r.marketplace;
  if (!m?.areas.length || m.areasQuote !== quote) return "";
  return `every tactic brings ${ordersWord(r)} only from ${joinWords(m.areas)}, and `;
}

/**
 * A marketplace's two sides, in the founder's words: the side that is short comes first, and only the
 * areas it serves get new buyers.
 */
function bothSides(ctx: PlanContext, tactics: LibraryTactic[]): string[] {
  const m = ctx.reading.marketplace;
  if (!m) return [];
  const out: string[] = [];
  const short = m.constrained === "supply" ? m.supply : m.constrained === "demand" ? m.demand : null;
  const other = m.constrained === "supply" ? m.demand : m.supply;
  const first = tactics.filter((t) => t.side && t.side === m.constrained).map((t) => uncap(ctx.fill(t.name)));
  if (short && m.constrainedQuote && first.length) {
    out.push(
      m.constrained === "supply"
        ? `You said "${m.constrainedQuote.replace(/[.…]+$/, "")}", so ${short} come first: the plan leads with ${joinWords(first)}, and brings in ${other} only as fast as ${short} can serve them.`
        : `You said "${m.constrainedQuote.replace(/[.…]+$/, "")}", so ${short} come first: the plan leads with ${joinWords(first)}, and takes on more ${other} only as ${short} bring work for them${m.supplyWaits ? `; nothing recruits new ${other} until then` : ""}.`,
    );
  }
  if (m.areas.length && m.areasQuote && m.areasQuote !== ctx.reading.capacity?.quote) {
    out.push(`You said "${m.areasQuote.replace(/[.…]+$/, "")}", so every tactic brings ${ordersWord(ctx.reading)} only from ${joinWords(m.areas)}.`);
  }
  return out;
}

/** "A guaranteed first week…" → "a guaranteed first week…" inside a sentence; names and acronyms ("WhatsApp", "HR") stay. */
const uncap = (text: string) => (/^(?:A|An|The)\s|^[A-Z][a-z]+\s/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text);

/** What the plan leaves out or reshapes because of what the founder said, in their words. */
function listening(ctx: PlanContext, tactics: LibraryTactic[], spend: number): string[] {
  const r = ctx.reading;
  const out: string[] = [...bothSides(ctx, tactics)];
  const hours = tactics.reduce((s, t) => s + t.hoursPerWeek, 0);
  const byQuote = new Map<string, string[]>();
  const wordsOf = new Map<string, string>();
  for (const o of r.avoid) {
    // A church's own line says why there is no LinkedIn (pastors hear from other pastors).
    if (r.church && o.tag === "linkedin") continue;
    const { quote, words } = o;
    byQuote.set(quote, [...(byQuote.get(quote) ?? []), avoidedName(o)]);
    if (words && !wordsOf.has(quote)) wordsOf.set(quote, words);
  }
  const timeQuote = r.timeLimit;
  if (timeQuote && !byQuote.has(timeQuote)) byQuote.set(timeQuote, []);
  for (const [quote, names] of byQuote) {
    // "webinars are left out", "SEO is left out".
    const plural = names.length > 1 || /[^s]s$/.test(names[0] ?? "");
    // "I won't build a website or do Facebook posts": a website and Facebook posts are left out, in their words.
    // "I do not want to do Instagram": their word is the channel's name, said once.
    const said = wordsOf.get(quote);
    const words = said && said.toLowerCase() !== joinWords(names).toLowerCase() ? said : undefined;
    const consequences = !names.length
      ? []
      : words
        ? [`${words} ${/\band\b|s$/.test(words) ? "are" : "is"} left out, and with ${/\band\b|s$/.test(words) ? "them" : "it"} ${joinWords(names)}`]
        : [`${joinWords(names)} ${plural ? "are" : "is"} left out`];
    // "I hate being on camera": nothing films the founder, and what they make is shown in photographs.
    if (quote === r.noCamera && names.length) {
      consequences.splice(0, 1, `nothing in the plan puts you on camera: ${joinWords(names)} ${plural ? "are" : "is"} left out, and ${r.privateTeacher ? ctx.fill("your proof is your learners' own stories, told with their yes, with written answers in {ptCommunities} and the directories' reviews") : `${ctx.product} is shown in photographs instead`}`);
    }
    // A marketplace whose ads brought no orders puts the money where orders start.
    const funded = tactics.filter((t) => !t.paid && t.cost.min > 0).map((t) => uncap(ctx.fill(t.name)));
    if (r.kind === "marketplace" && r.budget.min >= 500 && r.avoid.some((o) => o.quote === quote && PAID_TAGS.includes(o.tag)) && funded.length) {
      consequences.push(`the money goes where orders start instead: ${joinWords(funded.slice(0, 3))}`);
    }
    // A brand on Amazon that rules out Facebook ads: the ad money goes to the marketplace's own, where buyers search.
    if (r.marketplaceBrand && r.avoid.some((o) => o.quote === quote && PAID_TAGS.includes(o.tag) && o.tag !== "sponsorships") && tactics.some((t) => t.marketplaceBrand && t.paid)) {
      consequences.push(ctx.fill("the ad money goes to {mbMarket}'s own ads instead, shown to people already searching for {mbSearch}"));
    }
    if (quote === timeQuote) {
      const oneAtATime = setsUpOneAtATime(r) ? ", set up one tactic at a time" : "";
      // "About ten hours a week" for a product still being built: marketing gets a share of them.
      if (r.hoursCoverBuilding !== null && r.weeklyHours !== null) {
        consequences.push(
          `marketing gets about ${r.weeklyHours} of those ${r.hoursCoverBuilding} hours while you are still building ${ctx.fill("{product}")}`,
        );
      }
      // Fewer than three tactics is no plan: past the founder's hours, say plainly what the fewest ask.
      if (r.weeklyHours !== null && hours > r.weeklyHours) {
        consequences.push(`the plan asks about ${hoursAWeek(hours)} once all of it runs, the least that still makes a plan${oneAtATime}`);
      } else {
        consequences.push(`the plan keeps to about ${hoursAWeek(hours)} in all${oneAtATime}`);
      }
      if (r.afterHoursOnly) consequences.push("nothing needs you during office hours");
    }
    out.push(`You said "${quote.replace(/[.…]+$/, "")}", so ${joinWords(consequences)}.`);
  }
  // "I don't want to discount my labour": said once, for every kind but a place to stay, a mover and a funeral director, whose own lines say what they do instead.
  if (r.noDiscount && !r.stay && !r.removals && !r.funeral) out.push(`You said "${r.noDiscount}", so no tactic cuts your price: each one gives people a reason to come now instead (a shorter wait, a better slot, something only you do).`);
  // "We paid £14 a click for people looking for free advice": where those searches go instead, right after the line that leaves ads out.
  if (r.accounting) out.push(...accountingAdsAnswer(r.accounting, ctx.fill));
  // "January is chaos with tax returns so we can't do any marketing in January": those weeks hold only that work.
  const closed = r.closedMonths;
  if (closed?.weeks.length) {
    const first = closed.weeks[0]!;
    const back = openWeekAfter(closed, r.planWeeks, first);
    const span = weeksLabel(first, closed.weeks[closed.weeks.length - 1]!).toLowerCase();
    out.push(`You said "${closed.quote}", so the plan leaves ${joinWords(closed.months)} (${span}) to ${closedWork(closed) ?? "that work"}${back ? ` and ${first === 1 ? "starts" : "picks up again"} on ${dayWithWeekday(weekStart(r.startDay, back))}` : ""}.`);
  }
  // "10,000 Steam wishlists before Next Fest (1,200 today)": the pace, and where every tactic sends players.
  if (r.storeGame) {
    const pace = wishlistPace(r.storeGame, r.planWeeks);
    out.push(`${pace ? `${pace}: every` : "Every"} tactic sends players to the ${r.storeGame.store} page of ${ctx.product} and counts wishlists by where they came from.`);
  }
  // "They run everything on WhatsApp, rarely check email": the counter and the chat, not the inbox.
  if (r.messagingFirst && tactics.some((t) => t.messagingFirst)) {
    out.push(`You said "${r.messagingFirst.quote}", so the plan meets them in person and follows up on ${r.messagingFirst.app}, only with those who say yes; no cold email, letters or review sites.`);
  }
  if (r.capacity) {
    const c = r.capacity;
    const pushes = tactics.filter(bringsVolume).length;
    out.push(
      `You said "${c.quote.replace(/[.…]+$/, "")}", so ${servedOnly(r, c.quote)}the plan grows only as far as ${c.period === null ? `${c.phrase} can ${c.verb}` : `you can ${c.verb}, ${capacityPhrase(c)}`}: ` +
        `${pushes ? `${pushes === 1 ? "the tactic that brings" : `the ${numberWord(pushes)} tactics that bring`} new ${ordersWord(r)} ${pushes === 1 ? "holds its" : "hold their"} next push whenever ${ordersWord(r)} reach ${capacityCeiling(c)}, and ` : ""}` +
        `the weekly check counts ${ordersWord(r)} against that ceiling.`,
    );
    const fleet = fleetLoad(ctx.answers, c);
    if (fleet) {
      out.push(
        `Your goal of ${fleet.goal} is about ${fleet.perUnit.toLocaleString("en-US")} a ${fleet.goal.split(" ").at(-1)} for each of your ${c.phrase}: add ${c.unit} as ${ordersWord(r)} grow, and group each place's ${ordersWord(r)} into one run so a ${fleet.unit} carries many at once.`,
      );
    }
    const load = goalLoad(ctx.answers, c);
    if (load) {
      const fits = load.perWeek <= c.inItems!.count;
      out.push(
        `Your goal of ${load.goal}, at one ${load.item} every ${load.cadence}, needs about ${load.perWeek.toLocaleString("en-US")} ${load.items} a week: ` +
          (fits
            ? `within what you can ${c.verb}, so the ceiling only guards against a rush.`
            : `more than you can ${c.verb}, so aim for about ${load.fits.toLocaleString("en-US")} ${load.who} at most until you can ${c.verb} more, and spend on new ones only while there is room.`),
      );
    }
  }
  // "I can't afford a distributor's margin yet": the plan sells to the shops directly.
  if (r.wholesale?.noDistributor) {
    out.push(
      ctx.fill(
        `You said "${r.wholesale.noDistributor}", so the plan sells to {stockists} directly at your own trade price, with no distributor's cut; a distributor is worth pricing in once there are more stockists than you can deliver to yourself.`,
      ),
    );
  }
  if (r.sponsorship) out.push(...sponsorStrategy(ctx.answers, r.sponsorship));
  const seller = r.marketplaceSeller;
  if (seller) {
    const platform = ctx.fill("{platform}");
    const left = tactics.length ? "wholesale and selling on more marketplaces are left out, because they send sales away from your own site" : "";
    out.push(
      `You sell on ${platform} and your goal is your own site and list, so every tactic builds a list of your own or sends buyers to ${ctx.answers.productWebsite?.trim() ? ctx.fill("{website}") : "your own site"}, within ${platform}'s rules (buyers join the list themselves, and nothing sent through ${platform} asks anyone to buy elsewhere)${left ? `; ${left}` : ""}.`,
    );
    if (seller.monthlyOrders && seller.ownShare) out.push(ctx.fill("{ownSiteMath}"));
  }
  if (r.stay) out.push(...stayStrategy(ctx, tactics));
  if (r.mobileFood) out.push(...mobileFoodStrategy(ctx));
  if (r.charity) out.push(...charityListening(r.charity, ctx.fill));
  if (r.meetPeople) out.push(...meetPeopleListening(r.meetPeople, ctx.fill, ctx.answers.challenges));
  if (r.smallholders) out.push(...(r.farmEquipment ? equipmentListening(r.farmEquipment, ctx.fill) : smallholderListening(r.smallholders, ctx.fill, ctx.answers.challenges)));
  if (r.desktopApp) out.push(...desktopListening(r.desktopApp, ctx.fill));
  if (r.wpPlugin) out.push(...wpPluginListening(r.wpPlugin, ctx.fill));
  if (r.agency) out.push(...agencyListening(r.agency, ctx.fill));
  if (r.caterer) out.push(...catererListening(r.caterer, ctx.fill, r.currency.prefix));
  if (r.accounting) out.push(...accountingListening(ctx.fill));
  if (r.recruiter) out.push(...recruiterListening(r.recruiter, ctx.fill));
  if (r.translator) out.push(...translatorListening(r.translator, ctx.fill, ctx.answers.successMetrics, r.planWeeks));
  if (r.itSupport) out.push(...itSupportListening(r.itSupport, ctx.fill));
  if (r.letting) out.push(...lettingListening(r.letting, r.planWeeks, ctx.fill));
  if (r.browserExtension) out.push(...browserExtensionListening(r.browserExtension, ctx.fill));
  if (r.digitalProduct) out.push(...digitalProductListening(r.digitalProduct, ctx.fill, tactics.map((t) => t.id)));
  if (r.church) out.push(...churchListening(r.church, ctx.fill, ctx.answers.challenges));
  if (r.clinician) out.push(...clinicianListening(r.clinician, ctx.fill));
  if (r.agtech) out.push(...agtechListening(r.agtech, r.startDay, ctx.fill));
  if (r.marketplaceBrand) {
    // What the plan puts into the marketplace's own ads: the arithmetic says what those must bring back.
    const spent = allocateBudget(tactics, r);
    const ads = tactics.filter((t) => t.marketplaceBrand && t.paid).reduce((sum, t) => sum + spent(t), 0);
    out.push(...marketplaceBrandListening(r.marketplaceBrand, ctx.fill, ads, r.budget.max === null || r.budget.max > 500));
  }
  if (r.workspace) out.push(...workspaceListening(r.workspace, r.startDay, ctx.fill, ctx.answers.challenges));
  if (r.membership) out.push(...membershipListening(r.membership, ctx.fill));
  if (r.farmBox) out.push(...farmBoxListening(r.farmBox, r.startDay, r.planWeeks, ctx.fill));
  if (r.florist) out.push(...floristListening(r.florist, r.startDay, r.planWeeks, ctx.fill));
  if (r.weddingSupplier) out.push(...weddingSupplierListening(r.weddingSupplier, ctx.fill));
  if (r.taproom) out.push(...taproomListening(r.taproom, r.startDay, ctx.fill, ctx.answers.challenges));
  if (r.restaurant) out.push(...restaurantListening(r.restaurant, r.startDay, ctx.fill));
  if (r.experience) out.push(...experienceListening(r.experience, ctx.fill));
  if (r.gym) out.push(...gymListening(r.gym, r.startDay, ctx.fill, ctx.answers.challenges));
  if (r.clinic) out.push(...clinicListening(r.clinic, r.planWeeks, r.deadlineWeeks));
  if (r.childcare) out.push(...childcareListening(r.childcare, r.planWeeks, r.deadlineWeeks, ctx.answers.challenges));
  if (r.installer) out.push(...installerListening(r.installer, ctx.fill, r.startDay, tactics.some((t) => t.paid)));
  if (r.removals) out.push(...removalsListening(r.removals, ctx.fill));
  if (r.kidsClub) out.push(...kidsClubListening(r.kidsClub, ctx.fill));
  if (r.petBoarding) out.push(...petBoardingListening(r.petBoarding, ctx.fill));
  if (r.familyPhoto) out.push(...familyPhotoListening(r.familyPhoto, ctx.fill));
  if (r.tattoo) out.push(...tattooListening(r.tattoo, ctx.fill));
  if (r.deviceRepair) out.push(...deviceRepairListening(r.deviceRepair, ctx.fill));
  if (r.partyEntertainer) out.push(...partyListening(r.partyEntertainer, ctx.fill));
  if (r.trainer) out.push(...trainerListening(r.trainer, ctx.fill));
  if (r.homeCare) out.push(...homeCareListening(r.homeCare, r.planWeeks, r.deadlineWeeks, r.place).map(ctx.fill));
  if (r.careHome) out.push(...careHomeListening(r.careHome, r.planWeeks, r.deadlineWeeks).map(ctx.fill));
  if (r.funeral) out.push(...(r.funeral.celebrant ? celebrantListening(r.funeral.celebrant, ctx.answers.challenges) : funeralListening(r.funeral, ctx.answers.challenges, r.place)).map(ctx.fill));
  if (r.law) out.push(...lawListening(r.law, ctx.fill));
  if (r.architect) out.push(...architectListening(r.architect, ctx.fill));
  if (r.driving) out.push(...drivingListening(r.driving, ctx.fill, ctx.answers.challenges));
  if (r.adultClasses) out.push(...adultClassesListening(r.adultClasses, ctx.fill, ctx.answers.challenges));
  if (r.privateTeacher) out.push(...privateTeacherListening(r.privateTeacher, ctx.fill));
  if (r.coaching) out.push(...coachListening(r.coaching, ctx.fill));
  if (r.adviser) out.push(...adviserListening(r.adviser, ctx.fill, ctx.answers.challenges));
  if (r.jobBoard) out.push(...jobBoardListening(r.jobBoard, r.startDay, ctx.fill, ctx.answers.challenges));
  if (r.book) out.push(...bookListening(r.book, r.startDay, ctx.fill, ctx.answers.challenges));
  if (r.printOnDemand) out.push(...podListening(r.printOnDemand, ctx.fill, tactics.some((t) => t.paid)));
  if (r.artist) out.push(...artistListening(r.artist, ctx.fill));
  if (r.band) out.push(...bandListening(r.band, r.startDay, r.planWeeks, ctx.fill, r.budget.min < 500));
  if (r.tour) out.push(...tourStrategy(ctx, tactics));
  if (r.venue) out.push(...venueListening(r.venue, r.startDay, ctx.fill));
  out.push(...roundListening(ctx, tactics));
  if (r.teen) out.push("Your audience is under 18, so nothing here involves private contact with them: no DMs, calls, emails or meetups.");
  out.push(...grownUpListening(ctx, tactics));
  const daytime = freeHoursUsed(ctx, tactics);
  if (daytime) out.push(daytime);
  if (r.budget.max !== null && r.budget.max <= 500) {
    // Time, not money, unless a tactic states a small sum (printed materials, a ticket): then say so, so the summary matches the cards.
    out.push(
      spend > 0
        ? `Paid advertising waits until the budget allows it: these tactics cost mostly time, and the ${money(spend, r.currency)} or so a month they use (each states its share) buys no ads.`
        : "Paid advertising waits until the budget allows it: these tactics cost time, not money.",
    );
  } else if (r.budget.min >= 2000 && spend < r.budget.min * 0.25 && ["mvp", "beta"].includes(ctx.answers.productStage)) {
    out.push(
      `Most of your ${budgetPhrase(r.budget, r.currency)} should wait: before the product has proven itself, money buys attention it cannot keep, so these tactics use about ${money(spend, r.currency)} a month and the rest goes to the channel that works once you see it.`,
    );
  } else if (spend > 0) {
    out.push(`About ${money(spend, r.currency)} of your ${budgetPhrase(r.budget, r.currency)} goes to work; each tactic states its share.`);
  }
  // The decisions the tactics make from what the founder said: free reminders before paid messages,
  // and the countries the team knows before the one it does not.
  const paid = r.paidMessages;
  const decisions: string[] = [];
  if (paid && tactics.some((t) => t.paidMessagesOnly)) {
    decisions.push(
      `reminders go by free push notifications, email and in-app messages before any paid ${paid.channel} message, because you said "${paid.quote.replace(/[.…]+$/, "")}"`,
    );
  }
  const later = laterLanguage(r);
  if (later) {
    decisions.push(
      `${joinWords(later.first)} come first, in ${later.now}, and ${later.place} is added once a ${later.later} speaker on the team or a partner there checks every word in ${later.later}`,
    );
  }
  if (decisions.length === 2) out.push(`Two decisions run through these tactics: ${decisions.join("; and ")}.`);
  else if (decisions.length === 1) out.push(`${decisions[0]!.charAt(0).toUpperCase()}${decisions[0]!.slice(1)}.`);
  // A tour's guests are visitors: the languages are theirs, said in the tour's own strategy line.
  if (!later && r.language !== "English" && !r.tour) {
    // "Our website is only in English": the first thing those customers meet should be in their language.
    const site = ENGLISH_ONLY_SITE.test(ctx.answers.challenges) ? `, and give your website a ${r.language} version before the first of them goes out` : "";
    out.push(`Customers in ${r.place} read ${r.language}: write every template in ${r.language}${site}.`);
  }
  return out;
}

/**
 * What already works, a leaking trial and grown-up buyers, in the founder's words: "You said '…mostly
 * from a piece in a local paper', so the plan leads with press". Empty when none applies.
 */
function grownUpListening(ctx: PlanContext, tactics: LibraryTactic[]): string[] {
  const r = ctx.reading;
  const out: string[] = [];
  // A brand on Amazon whose sales come from its search and ads: its plan is built on them, listing first, and leads with no one channel.
  const lead = r.worked && !r.marketplaceBrand ? tactics.find((t) => t.channels[0] === r.worked!.tag) : undefined;
  if (r.worked && lead) {
    out.push(`You said "${r.worked.quote}", so the plan leads with ${channelName(r.worked.tag)} ("${ctx.fill(lead.name)}").`);
  }
  const trial = tactics.find((t) => t.trialOnly);
  if (r.trialLeak && trial) {
    const ads = tactics.some((t) => t.paid);
    out.push(
      `You said "${r.trialLeak.quote}", so turning trials into paying customers comes first (${ctx.fill(trial.name).replace(/^[^:]*:\s*/, "")}), before any more paid trials${ads ? ", and every ad is judged by the customers still paying after the trial, not by trials started" : ""}.`,
    );
  }
  if (r.kind === "consumer-app" && r.mature) {
    const ages = r.ages ? ` aged ${r.ages[0]}-${r.ages[1]}` : "";
    const parents = r.forOlderParent ? ", and nothing in it contacts older people themselves: every message goes to the families who chose " + ctx.product + ", to partners or to journalists" : "";
    out.push(`Your customers are ${r.audience}${ages}, so the plan reaches them where grown-ups look (the papers they read, search, Facebook and the people they already trust), not TikTok or creators' clips${parents}.`);
  }
  return out;
}

/**
 * Software researchers pay for themselves: the goal's arithmetic (paying users a week, what the annual
 * share does to MRR) and, when the founder ruled out university procurement, the lab that buys instead.
 */
function researchSummary(ctx: PlanContext, tactics: LibraryTactic[]): string[] {
  const research = ctx.reading.research;
  if (!research) return [];
  const out = [ctx.fill("{paceMath}"), ctx.fill("{annualMath}")];
  const lab = tactics.find((t) => t.id === "research-lab-plans");
  if (research.institutions && lab) {
    out.push(`You said "${research.institutions}", so nothing waits on a university: labs buy instead, on a PI's card ("${ctx.fill(lab.name)}").`);
  }
  return out;
}

/**
 * "I teach in the afternoons and have mornings free": a teacher's free part of the day is where the
 * daytime lessons for adults (and, in the mornings, the school gate at drop-off) go, and the plan
 * says so in their words. Null when they name no free time or no tactic uses it.
 */
function freeHoursUsed(ctx: PlanContext, tactics: LibraryTactic[]): string | null {
  if (ctx.reading.trade !== "lessons") return null;
  const said = sentencesOf(ctx.answers.challenges).find((sentence) => freeDaytime(sentence) !== null);
  const part = said ? freeDaytime(said) : null;
  if (!said || !part) return null;
  const uses = [
    ...(tactics.some((t) => t.fillsQuietSlots && /\{daytime\}/.test(`${t.why} ${t.description}`)) ? ["the daytime lessons for adult beginners"] : []),
    ...(/mornings/.test(part) && tactics.some((t) => t.steps.some((step) => /\bmorning drop-off\b/.test(step))) ? ["your weekly visit to the school gate at drop-off"] : []),
  ];
  if (!uses.length) return null;
  return `You said "${said.replace(/[.…]+$/, "")}", so ${joinWords(uses)} ${uses.length > 1 ? "go" : "goes"} in your free ${part}.`;
}

/**
 * What a local business is, in the founder's own word ("a bakery", "a wedding photographer", "a
 * plumber"), with "mobile" for a groomer who comes to the door; null when the word says nothing more
 * than "a shop" or "a business".
 */
function localWord(ctx: PlanContext): string | null {
  const r = ctx.reading;
  if (!r.local) return null;
  const { shop } = localTrade(`${ctx.answers.productName}. ${ctx.answers.productDescription} ${ctx.answers.audiencePersona}`);
  if (/^(?:shop|store|business|practice|studio|bar)$/.test(shop)) return null;
  // "Step Up Dance Academy" is a dance school, not one dance teacher.
  if (r.trade === "lessons" && /\b(?:academy|school)\b/i.test(ctx.answers.productName)) return shop.replace(/\b(?:teacher|instructor|tutor|coach)$/, "school");
  return r.trade === "pet" && r.visitsCustomers && !/^(?:mobile|dog walker|pet sitter|dog sitter)/.test(shop) ? `mobile ${shop}` : shop;
}

/** How a crowdfunding plan reaches its goal, whatever goal the form names. */
const CAMPAIGN_STRATEGY =
  "building a list of people who know {product} before the launch, turning it into backers in the first 48 hours, and keeping pledges coming through the campaign";

/**
 * A crowdfunding founder's campaign in the strategy: what launches where and when, the campaign's
 * weeks, the list against the first 48 hours, and what they said (no PR agency, a first campaign).
 */
function campaignSummary(ctx: PlanContext, where: string): { what: string; after: string[] } {
  const r = ctx.reading;
  const c = r.crowdfunding!;
  const goal = c.target ? `, with a goal of ${c.target.text}` : "";
  const who = `for ${r.audienceInFull}${r.audienceInFull.includes(r.place) ? "" : ` ${where}`}`;
  const what = c.launch
    ? `${ctx.product} launches on ${c.platform} on ${longDate(c.launch.day)} (week ${c.launch.week}) ${who}: a ${c.days}-day campaign to ${longDate(c.end!.day)} (week ${c.end!.week})${goal}.`
    : `${ctx.product} raises its first money from backers on ${c.platform} ${who}${goal}; give the campaign a launch date, and the plan's weeks build up to it.`;
  const after: string[] = [];
  if (c.launch && c.launch.week > r.planWeeks) {
    after.push(`The launch falls after this plan's ${r.planWeeks} weeks, so these weeks prepare it (the list, the campaign page and the press kit), and the launch-week and campaign steps wait until then.`);
  } else if (c.launch) {
    after.push(`The weeks are phased around the launch: preparation until week ${c.launch.week - 1}, launch week, the campaign${c.end!.week < r.planWeeks ? ", and fulfilment news after it closes" : ""}.`);
  }
  const verdict = listVerdict(c);
  if (verdict) after.push(verdict);
  for (const sentence of sentencesOf(ctx.answers.challenges)) {
    const said = sentence.replace(/[.…!]+$/, "");
    const agency = /\b(?:no|not|can't afford|cannot afford)\b[^.,;]*\bagency\b/i.exec(sentence);
    if (agency) after.push(`You said "${agency[0]}", so you pitch the press yourself, with an embargoed press kit and 25 writers you have read.`);
    else if (/\bnever\b[^.]*\b(?:crowdfunding|kickstarter|indiegogo|campaign)\b/i.test(sentence)) {
      after.push(`You said "${said}", so every step says what campaigns that fund usually do, with the numbers to check against each week.`);
    }
  }
  return { what, after };
}

/**
 * A guest house: the season's arithmetic, the price kept (a perk instead), and the weeks placed where
 * the owner has time, before the season, with the OTA left to fill the full months.
 */
function stayStrategy(ctx: PlanContext, tactics: LibraryTactic[]): string[] {
  const s = ctx.reading.stay!;
  const out: string[] = [];
  if (s.directGoalSaid) out.push(ctx.fill("{directMath}"));
  if (s.noDiscount) {
    out.push(ctx.fill(`You said "${s.noDiscount}", so no tactic lowers the room price: guests who book direct pay what they would on {ota} and get {perk} instead.`));
  }
  const start = ctx.reading.startDay;
  const day = (week: number) => longDate(new Date(start.getTime() + (week - 1) * 7 * 86400000));
  const weeks = ctx.reading.planWeeks;
  const lastStart = setsUpOneAtATime(ctx.reading) ? Math.min(weeks, Math.floor(weeks / 2) + 1) : Math.max(1, Math.round(weeks / 4));
  const full = s.fullMonths.length ? joinWords(s.fullMonths) : "the busiest months";
  out.push(
    `The plan runs from the week of ${day(1)} to the week of ${day(weeks)}: every tactic has started by the week of ${day(lastStart)}, in the months you have time, and in ${full} the work is only the Monday count of bookings by source and answering reviews. ${ctx.fill("{ota}")} stays open for every month (it fills ${full} anyway); the direct bookings come from guests who already look for your own site, past guests and the quiet months${tactics.some((t) => t.paid) ? ", and the one paid test is stopped if it brings no direct bookings" : ""}.`,
  );
  return out;
}

/**
 * A tour sold to visitors: the commission arithmetic, the platforms kept for discovery (within their
 * terms), and the weeks placed before the spring and summer season, with the guests' languages.
 */
function tourStrategy(ctx: PlanContext, tactics: LibraryTactic[]): string[] {
  const t = ctx.reading.tour!;
  const out: string[] = [];
  if (t.directGoalSaid) out.push(ctx.fill("{tourMath}"));
  if (t.platforms.length) {
    out.push(
      ctx.fill(
        "Keep {tourPlatforms}: they are where most visitors first find a {tourWord}, and a guest they bring still fills a place on a tour. The direct bookings come from visitors who search the map or your name, the front desks where they sleep and the experiences they book next; read your supplier agreements on contacting the platforms' customers and on prices elsewhere, and never use a guest's details from a platform to sell to them.",
      ),
    );
  }
  const start = ctx.reading.startDay;
  const day = (week: number) => longDate(new Date(start.getTime() + (week - 1) * 7 * 86400000));
  const weeks = ctx.reading.planWeeks;
  const month = start.getUTCMonth();
  // Visitors come in spring and summer in most of Europe; a plan that starts in winter sets up before them.
  const beforeSeason = month <= 2 || month >= 9;
  out.push(
    `The plan runs from the week of ${day(1)} to the week of ${day(weeks)}${beforeSeason ? ": the booking page, the Google profile and the review cards come first, while tours are fewer, and the front desks and partners are signed up before the spring and summer season, when the visitors who book the day before arrive in numbers" : ""}. ${ctx.fill("Write the booking page, the profile, the cards and the ads in {tourLanguages}, the languages your guests read")}${tactics.some((x) => x.paid) ? "; the one paid test is judged by bookings against the platforms' commission, and stopped if it brings none" : ""}.`,
  );
  return out;
}

/** How an event's plan reaches its goal, whatever goal the form names. */
const EVENT_STRATEGY =
  "selling tickets to the day: a ticket page that sells on a phone, an early bird that really ends, speakers, partners and course leaders who pass it on with codes of their own, and a planned last two weeks";
/** A fair or market for the public: the makers, last year's channel, listings and schools instead of speakers and course leaders. */
const PUBLIC_EVENT_STRATEGY =
  "selling tickets to the day: a ticket page a family can buy on a phone, {eventMakers}what sold tickets last year, what's-on listings, the local press and school newsletters, each with a code of its own, and a planned last two weeks";

/**
 * An event's run-up in the strategy: what happens where and when, the weeks to the day (and nothing
 * after it), the arithmetic, and what the founder said (a first edition, volunteers, a channel ruled out).
 */
function eventSummary(ctx: PlanContext): { what: string; after: string[] } {
  const r = ctx.reading;
  const e = r.event!;
  const where = e.city ? ` in ${e.city}` : "";
  const what = e.day
    ? e.days > 1 || (e.tiers.length === 1 && e.crowd === "public")
      ? `${ctx.product} is a ${e.format}${where} on ${ctx.fill("{eventDates}")} (week ${e.day.week}) for ${r.audienceInFull}, selling tickets${e.tiers.length === 1 ? ` at ${e.tiers[0]!.text} each${e.childrenFree ? ", children free" : ""}` : e.tiers.length ? ` at ${joinWords(e.tiers.map((t) => `${t.text} ${t.label}`))}` : ""}.`
      : `${ctx.product} is a ${e.format}${where} on ${longDate(e.day.day)} (week ${e.day.week}) for ${r.audienceInFull}, selling tickets${e.tiers.length ? ` at ${joinWords(e.tiers.map((t) => `${t.text} ${t.label}`))}` : ""}.`
    : `${ctx.product} is a ${e.format}${where} for ${r.audienceInFull}, selling tickets; give it a date, and the plan's weeks build up to it.`;
  const after: string[] = [];
  if (e.day && e.day.week > r.planWeeks) {
    after.push(`The day falls in week ${e.day.week}, after this plan's ${r.planWeeks} weeks: these weeks sell towards it, and the last two weeks' push waits until then.`);
  } else if (e.day) {
    const early = e.earlyBird?.ends;
    after.push(
      `The weeks build to the day and stop there: ${early ? `the early-bird push to ${longDate(early.day).replace(/ \d{4}$/, "")} (week ${early.week})${early.said ? "" : ", the early bird ending with your milestone"}, ` : ""}the middle weeks, and the last two weeks before ${longDate(e.day.day).replace(/ \d{4}$/, "")}; the only thing after the day is the thank-you and feedback form in the same week.`,
    );
  }
  const math = eventMath(e, r.startDay);
  if (math) after.push(math);
  for (const sentence of sentencesOf(ctx.answers.challenges)) {
    const said = sentence.replace(/[.…!]+$/, "");
    if (/\bvolunteers?\b|\bday jobs?\b|\b(?:two|three|2|3) organisers\b/i.test(sentence)) after.push(`You said "${said}", so each tactic asks an hour or two a week that fits evenings, and the set-up (the ticket page, the codes, the share kits) is done once in the first two weeks.`);
    if (/\bfirst (?:one|edition|time|year)\b|\bnobody knows\b/i.test(sentence) && e.has.includes("talks")) after.push(`You said "${said}", so the plan borrows trust from people {audience} already know: the speakers, the meetup organisers and the course leaders, each with a code that shows what they bring.`);
  }
  if (e.worked?.tickets && e.target && e.target > e.worked.tickets) {
    after.push(`Last year ${e.worked.channel} sold ${e.worked.tickets.toLocaleString("en-US")} tickets, so it leads again, opened months earlier; {ticketTarget} is ${(e.target / e.worked.tickets).toFixed(1).replace(/\.0$/, "")} times that, so the other {workedGap} must come from ${e.makers ? "the {makerWord}' codes, " : ""}the listings, the press and the posters, each counted by its own code.`);
  }
  return { what, after: after.map(ctx.fill) };
}

/**
 * A home service on a round: the goal's arithmetic (the pace a week, what a client is worth) and the
 * lead sites the founder says cost too much, judged by the cost per booked recurring client and left
 * out of the plan's money.
 */
function roundListening(ctx: PlanContext, tactics: LibraryTactic[]): string[] {
  const h = ctx.reading.homeVisits;
  if (!h) return [];
  const out: string[] = [];
  if (h.goal && h.price) out.push(ctx.fill("{roundMath}"));
  if (h.leadSites) {
    const paid = tactics.find((t) => t.homeVisits && t.paid);
    out.push(
      ctx.fill(
        `You said "${h.leadSites.quote.replace(/[.…]+$/, "")}", so the plan leaves {leadSites} out and puts none of its money there. {leadMath} ${paid ? `The paid test here (${ctx.fill(paid.name)}) is judged by the same number, the cost per booked recurring client` : "Judge any paid source by one number, the cost per booked recurring client"}; go back to {leadSites} only if your own count shows them cheaper.`,
      ),
    );
  }
  return out;
}

/** A food truck: the catering arithmetic, and the licence to check before new spots and private events. */
function mobileFoodStrategy(ctx: PlanContext): string[] {
  const m = ctx.reading.mobileFood!;
  const out: string[] = [];
  if (m.catering) out.push(ctx.fill("{cateringMath}"));
  // "We often answer days later": the quote within a day is the first fix, before any new enquiries.
  const slow = /\b(?:answer|reply|respond|get back)\w*\b[^.]{0,40}\b(?:days later|late|slowly|too slow)\b|\bslow to (?:answer|reply|respond)\b/i.exec(ctx.answers.challenges);
  if (m.catering && slow) {
    const said = ctx.answers.challenges.split(/(?<=[.!?])\s+/).find((x) => x.includes(slow[0]))?.replace(/[.!?]+$/, "") ?? slow[0];
    out.push(`You said "${said}": every catering tactic here sends enquiries to a quote form with packages and prices a head, and the first rule is a written quote within one working day, kept in one sheet rather than in DMs.`);
  }
  out.push(
    ctx.fill(
      `Before adding a spot or selling a private event, check it with {truckLicensing}${m.licensing.startsWith("Multnomah") ? ", which licenses food carts and trucks in the county and asks to be told when a unit's location or route changes" : ""}, and get each property owner's permission in writing: the plan names the check at each step rather than stating the rules, which change.`,
    ),
  );
  return out;
}

function strategySummary(ctx: PlanContext, tactics: LibraryTactic[], spend: number): string {
  const a = ctx.answers;
  const r = ctx.reading;
  const where = r.place ? inPlace(r.place) : "worldwide";
  const weeks =
    r.deadlineWeeks !== null && r.deadlineWeeks < r.horizonWeeks
      ? `${r.planWeeks} weeks (the deadline in your success metrics${r.datedDeadline ? `: ${datedDeadlineWithDay(r.datedDeadline)}` : ""})`
      : r.datedDeadline && r.datedDeadline.weeks > r.horizonWeeks
        ? // "by Easter" written just after Easter means next year's, further away than the plan they asked for.
          `${r.planWeeks} weeks (the deadline in your success metrics, ${datedDeadlineWithDay(r.datedDeadline)}, comes after them: this plan covers the first ${r.planWeeks} weeks towards it)`
        : `${r.planWeeks} weeks`;
  const campaign = r.crowdfunding ? campaignSummary(ctx, where) : r.event ? eventSummary(ctx) : null;
  return [
    `${BUILT_IN_PREFIX} this plan for ${ctx.product} was composed by Liftoff's built-in planner from a curated library of tactics, chosen and filled from your answers; no AI model was used.`,
    campaign
      ? campaign.what
      : r.wholesale
      ? `${ctx.product} is ${article(kindLabel(r))}: to ${r.wholesale.shops}${r.wholesale.region ? ` in ${r.wholesale.region}` : ""} at a trade price, and to ${r.audienceInFull} directly.`
      : r.marketplace
      ? `${ctx.product} is a two-sided marketplace: ${r.marketplace.supply} on one side, ${r.audienceInFull} on the other, ${r.marketplace.areas.length ? `in ${joinWords(r.marketplace.areas)}, ${r.place}` : where}${r.marketplace.take ? `, with ${r.marketplace.take} of each sale kept` : ""}.`
      : r.mobileFood
      ? `${ctx.product} is ${article(r.mobileFood.word)}${r.mobileFood.food ? ` selling ${r.mobileFood.food}` : ""} in ${r.place}, parked at ${ctx.fill("{truckSpots}")} on different days${r.mobileFood.catering ? " and catering private events" : ""}, for ${r.audienceInFull.replace(/\.$/, "")}.`
      : r.charity
      ? `${ctx.product} is ${article(r.charity.word)}${r.charity.town ? ` in ${r.charity.town}` : ""}, supported by ${r.audienceInFull}${r.audienceInFull.includes(r.place) ? "" : ` ${where}`}: its supporters give, foster and volunteer; they are not customers.`
      : r.taproom
      ? taproomWhat(r.taproom, ctx.product, r.audienceInFull, r.audienceInFull.includes(r.place) ? `in ${r.place}` : where)
      : r.experience
      ? experienceWhat(r.experience, ctx.product, r.audienceInFull, r.audienceInFull.includes(r.place) ? `in ${r.place}` : where)
      : r.restaurant
      ? restaurantWhat(r.restaurant, ctx.product, r.audienceInFull, r.audienceInFull.includes(r.place) ? `in ${r.place}` : where)
      : r.book
      ? bookWhat(r.book, ctx.product, r.audienceInFull)
      : r.artist
      ? artistWhat(r.artist, ctx.product, r.audienceInFull)
      : r.printOnDemand
      ? podWhat(r.printOnDemand, ctx.product, r.audienceInFull, r.audienceInFull.includes(r.place) ? "" : where)
      : r.band
      ? bandWhat(r.band, ctx.product, r.audienceInFull)
      : r.workspace
      ? workspaceWhat(r.workspace, ctx.product, r.audienceInFull, r.audienceInFull.includes(r.place) ? `in ${r.place}` : where)
      : r.venue
      ? venueWhat(r.venue, ctx.product, r.audienceInFull, ctx.fill)
      : r.membership
      ? membershipWhat(r.membership, ctx.product, r.audienceInFull)
      : r.jobBoard
      ? jobBoardWhat(r.jobBoard, ctx.product)
      : r.adultClasses
      ? adultClassesWhat(r.adultClasses, ctx.product, r.audienceInFull, r.place)
      : r.privateTeacher
      ? privateTeacherWhat(r.privateTeacher, ctx.product, r.audienceInFull, r.place)
      : r.driving
      ? drivingWhat(r.driving, ctx.product, r.audienceInFull, r.audienceInFull.includes(r.place) ? `in ${r.place}` : where)
      : r.petBoarding
      ? petBoardingWhat(r.petBoarding, ctx.product, r.audienceInFull, r.audienceInFull.includes(r.place) ? `in ${r.place}` : where)
      : r.familyPhoto
      ? familyPhotoWhat(r.familyPhoto, ctx.product, r.audienceInFull, r.audienceInFull.includes(r.place) ? `in ${r.place}` : where)
      : r.deviceRepair
      ? deviceRepairWhat(r.deviceRepair, ctx.product, r.audienceInFull, r.audienceInFull.includes(r.place) ? `in ${r.place}` : where)
      : r.tattoo
      ? tattooWhat(r.tattoo, ctx.product, r.audienceInFull, r.audienceInFull.includes(r.place) ? `in ${r.place}` : where)
      : r.partyEntertainer
      ? partyWhat(r.partyEntertainer, ctx.product, r.audienceInFull, r.audienceInFull.includes(r.place) ? `in ${r.place}` : where)
      : r.trainer
      ? trainerWhat(r.trainer, ctx.product, r.audienceInFull, r.audienceInFull.includes(r.place) ? `in ${r.place}` : where)
      : r.kidsClub
      ? kidsClubWhat(r.kidsClub, ctx.product, r.audienceInFull, r.audienceInFull.includes(r.place) ? `in ${r.place}` : where)
      : r.gym
      ? gymWhat(r.gym, ctx.product, r.audienceInFull, r.audienceInFull.includes(r.place) ? `in ${r.place}` : where)
      : r.childcare
      ? childcareWhat(r.childcare, ctx.product, r.audienceInFull, r.audienceInFull.includes(r.place) ? `in ${r.place}` : where)
      : r.careHome
      ? ctx.fill(careHomeWhat(r.careHome, ctx.product, r.place ? inPlace(r.place) : where))
      : r.homeCare
      ? ctx.fill(homeCareWhat(r.homeCare, ctx.product, r.place ? inPlace(r.place) : where))
      : r.funeral?.celebrant
      ? celebrantWhat(r.funeral.celebrant, ctx.product, r.place ? inPlace(r.place) : where, r.funeral.independent)
      : r.funeral
      ? funeralWhat(r.funeral, ctx.product, r.place ? inPlace(r.place) : where)
      : r.architect
      ? architectWhat(r.architect, ctx.product, r.audienceInFull, r.audienceInFull.includes(r.place) ? `in ${r.place}` : where)
      : r.law
      ? ctx.fill(lawWhat(r.law, ctx.product, r.law.town ? `in ${r.law.town}` : r.place ? inPlace(r.place) : where))
      : r.clinic
      ? clinicWhat(r.clinic, ctx.product, r.audienceInFull, r.audienceInFull.includes(r.place) ? `in ${r.place}` : where)
      : r.installer
      ? installerWhat(r.installer, ctx.product, `in ${r.place}`)
      : r.removals
      ? removalsWhat(r.removals, ctx.product, r.place ? inPlace(r.place) : where)
      : r.coaching
      ? coachWhat(r.coaching, ctx.product, r.audienceInFull, where)
      : r.weddingSupplier
      ? weddingSupplierWhat(r.weddingSupplier, ctx.product, r.audienceInFull, r.audienceInFull.includes(r.place) ? "" : where, ctx.fill)
      : r.florist
      ? floristWhat(r.florist, ctx.product, r.audienceInFull, r.audienceInFull.includes(r.place) ? `in ${r.place}` : where)
      : r.farmBox
      ? farmBoxWhat(r.farmBox, ctx.product, r.audienceInFull, r.audienceInFull.includes(r.place) ? `in ${r.place}` : where)
      : r.smallholders && r.farmEquipment
      ? equipmentWhat(r.farmEquipment, r.smallholders, ctx.product, r.audienceInFull, r.audienceInFull.includes(r.place) ? `in ${r.place}` : where)
      : r.smallholders
      ? smallholderWhat(r.smallholders, ctx.product, r.audienceInFull, r.audienceInFull.includes(r.place) ? `in ${r.place}` : where)
      : r.adviser
      ? adviserWhat(r.adviser, ctx.product, r.audienceInFull, r.audienceInFull.includes(r.place) ? `in ${r.place}` : where)
      : r.church
      ? ctx.fill(churchWhat(r.church, ctx.product))
      : r.desktopApp
      ? desktopWhat(r.desktopApp, ctx.product, r.audienceInFull)
      : r.wpPlugin
      ? wpPluginWhat(r.wpPlugin, ctx.product, r.audienceInFull)
      : r.translator
      ? translatorWhat(r.translator, ctx.product, r.pitch)
      : r.agency
      ? agencyWhat(r.agency, ctx.product, r.place)
      : r.caterer
      ? catererWhat(r.caterer, ctx.product, r.place)
      : r.recruiter
      ? recruiterWhat(r.recruiter, ctx.product, r.audienceInFull, r.place ? inPlace(r.place) : where)
      : r.accounting
      ? accountingWhat(r.accounting, ctx.product, r.pitch)
      : r.itSupport
      ? itSupportWhat(ctx.product, r.pitch)
      : r.letting
      ? lettingWhat(r.letting, ctx.product, r.pitch)
      : r.browserExtension
      ? browserExtensionWhat(r.browserExtension, ctx.product, r.audienceInFull)
      : r.digitalProduct
      ? digitalProductWhat(r.digitalProduct, ctx.product, r.audienceInFull)
      : r.clinician
      ? clinicianWhat(r.clinician, ctx.product, where)
      : r.agtech
      ? agtechWhat(r.agtech, ctx.product, r.audienceInFull, where)
      : r.marketplaceBrand
      ? marketplaceBrandWhat(r.marketplaceBrand, ctx.product, r.audienceInFull)
      : r.meetPeople
      ? meetPeopleWhat(r.meetPeople, ctx.product, r.audienceInFull, r.audienceInFull.includes(r.place) ? `in ${r.place}` : where)
      : r.tour
      ? `${ctx.product} runs ${r.tour.words}${r.tour.city ? ` in ${r.tour.city}` : ""} for ${r.audienceInFull}${r.tour.from && !r.audienceInFull.includes(r.tour.from) ? ` from ${r.tour.from}` : ""}: visitors in town for a few days, who book ${ctx.fill("{tourBookWhen}")}${r.tour.onPhone ? " on a phone" : ""}${r.tour.platforms.length ? `, most of them through ${ctx.fill("{tourPlatforms}")} today` : ""}.`
      : r.schools
      ? `${ctx.product} is ${article(kindLabel(r))}: it sells {schoolItems} to ${r.schools.schools} ${r.schools.england ? "in England" : inPlace(r.place)}, whose buyers (${r.schools.roles}) spend public money through quotes, purchase orders and frameworks, on the school year's calendar.`.replace("{schoolItems}", ctx.fill("{schoolItems}"))
      : r.stay
      ? `${ctx.product} is ${article(r.stay.word)}${ctx.fill(r.stay.where ? " in {stayWhere}" : "")} for ${r.audienceInFull}${r.stay.from && !r.audienceInFull.includes(r.stay.from) ? ` from ${r.stay.from}` : ""}: its guests come from far away and book months ahead, most of them through ${ctx.fill("{otas}")} today.`
      : r.examTutoring
      ? `${ctx.product} is ${article(r.examTutoring.centre ? "tutoring centre" : "tutor")} ${where} for ${ctx.fill("{examLevels}")} pupils${r.examTutoring.subjects.length ? ctx.fill(" in {examSubjects}") : ""}: their parents decide and pay, usually when the mock results come home, and the pupil has to want to come.`
      : `${ctx.product} is ${article(r.services ? SERVICE_LABEL : r.kind === "software" ? "software" : r.sponsorship ? r.sponsorship.medium : r.publication ? "newsletter" : (localWord(ctx) ?? kindLabel(r).replace(/ for small businesses$/, "")))} for ${r.audienceInFull}${r.audienceInFull.includes(r.place) ? "" : ` ${where}`}.`,
    campaign
      ? `With a budget of ${budgetPhrase(r.budget, r.currency)} and ${weeks}, ${ctx.fill(`the goal is to {goal}, by ${r.event ? (r.event.crowd === "public" ? PUBLIC_EVENT_STRATEGY.replace("{eventMakers}", r.event.makers ? "the {makerWord} who pass it on to their followers, " : "") : EVENT_STRATEGY) : CAMPAIGN_STRATEGY}`)}.`
      : r.schools
      ? `With a budget of ${budgetPhrase(r.budget, r.currency)} and ${weeks}, ${ctx.fill("the goal is schools that order: a quote a business manager can file, a named school nearby, a pilot the IT lead can try, and a place on the lists trusts and business managers buy from, timed to the school year ({schoolYear}; budgets are set in the spring, most orders come in the summer term and are set up over the summer holiday). {schoolPace}")}`
      : r.book
      ? `With a budget of ${budgetPhrase(r.budget, r.currency)} and ${weeks}, ${ctx.fill(`the goal is ${BOOK_STRATEGY}`)}.`
      : r.band
      ? `With a budget of ${budgetPhrase(r.budget, r.currency)} and ${weeks}, ${ctx.fill(`the goal is ${BAND_STRATEGY}`)}.`
      : r.wholesale
      ? `With a budget of ${budgetPhrase(r.budget, r.currency)} and ${weeks}, ${ctx.fill("the goal is shelves: {stockists} that order {product}, sell it through and order again, won one buyer at a time with a sample, a clear margin and a tasting. {margin} {stockistPace}")}`
      : `With a budget of ${budgetPhrase(r.budget, r.currency)} and ${weeks}, ${ctx.fill(`the goal is to {goal}, by ${r.sponsorship ? SPONSOR_STRATEGY : r.artist ? ARTIST_STRATEGY : r.printOnDemand ? podStrategy(r.printOnDemand, tactics.some((t) => t.paid)) : r.marketplaceSeller ? SELLER_STRATEGY : r.stay?.directGoalSaid ? STAY_STRATEGY : r.tour?.directGoalSaid ? TOUR_STRATEGY : r.charity ? CHARITY_STRATEGY : r.examTutoring && a.primaryGoal === "revenue" ? TUTORING_STRATEGY : r.mobileFood?.cateringGoalSaid ? CATERING_STRATEGY : r.mobileFood ? TRUCK_STRATEGY : r.taproom ? TAPROOM_STRATEGY : r.restaurant ? RESTAURANT_STRATEGY : r.experience ? experienceStrategy(r.experience) : r.workspace?.toFill ? WORKSPACE_STRATEGY : r.venue ? VENUE_STRATEGY : r.petBoarding ? PET_BOARDING_STRATEGY : r.familyPhoto ? FAMILY_PHOTO_STRATEGY : r.tattoo ? TATTOO_STRATEGY : r.deviceRepair ? DEVICE_REPAIR_STRATEGY : r.kidsClub ? KIDS_CLUB_STRATEGY : r.partyEntertainer ? PARTY_STRATEGY : r.trainer ? TRAINER_STRATEGY : r.gym ? GYM_STRATEGY : r.childcare ? CHILDCARE_STRATEGY : r.clinic ? CLINIC_STRATEGY[r.clinic.care] : r.installer ? installerStrategy(r.installer, tactics.some((t) => t.paid)) : r.removals ? removalsStrategy(r.removals, tactics.some((t) => t.paid)) : r.careHome ? CARE_HOME_STRATEGY : r.homeCare ? HOME_CARE_STRATEGY : r.funeral?.celebrant ? CELEBRANT_STRATEGY : r.funeral ? FUNERAL_STRATEGY : r.law ? LAW_STRATEGY : r.architect ? ARCHITECT_STRATEGY : r.driving ? DRIVING_STRATEGY : r.adultClasses ? adultClassesStrategy(r.adultClasses) : r.privateTeacher ? privateTeacherStrategy(r.privateTeacher, tactics.map((t) => t.id)) : r.coaching ? COACH_STRATEGY : r.membership ? MEMBERSHIP_STRATEGY : r.farmBox ? FARM_BOX_STRATEGY : r.florist ? FLORIST_STRATEGY : r.weddingSupplier ? WEDDING_SUPPLIER_STRATEGY : r.smallholders ? (r.farmEquipment ? EQUIPMENT_STRATEGY : SMALLHOLDER_STRATEGY) : r.adviser ? ADVISER_STRATEGY : r.jobBoard ? JOB_BOARD_STRATEGY : r.meetPeople ? MEET_PEOPLE_STRATEGY : r.desktopApp ? DESKTOP_STRATEGY : r.wpPlugin ? WP_PLUGIN_STRATEGY : r.caterer ? (r.caterer.buyers === "events" ? CATERER_STRATEGY_EVENTS : CATERER_STRATEGY_OFFICES) : r.recruiter ? RECRUITER_STRATEGY : r.translator ? TRANSLATOR_STRATEGY : r.accounting ? accountingStrategy(r.accounting) : r.itSupport ? IT_SUPPORT_STRATEGY : r.letting ? lettingStrategy(r.letting) : r.agency ? (r.agency.startups ? AGENCY_STRATEGY : r.agency.video ? AGENCY_STRATEGY_VIDEO : AGENCY_STRATEGY_OTHER) : r.browserExtension ? BROWSER_EXTENSION_STRATEGY : r.digitalProduct ? digitalProductStrategy(tactics.map((t) => t.id)) : r.church ? CHURCH_STRATEGY : r.clinician ? CLINICIAN_STRATEGY : r.agtech ? AGTECH_STRATEGY : r.marketplaceBrand ? MARKETPLACE_BRAND_STRATEGY : r.trade === "dealer" ? DEALER_STRATEGY : r.trade === "storage" ? STORAGE_STRATEGY : r.trade === "farm" ? FARM_STRATEGY : GOAL_STRATEGY[a.primaryGoal]}`)}.`,
    ...(r.examTutoring && !campaign ? [ctx.fill("{tutoringMath}")] : []),
    ...((m) => (m && r.trade === "lessons" && !r.examTutoring && !r.driving && !r.adultClasses && !r.privateTeacher && !r.kidsClub && !r.trainer && !campaign ? [m] : []))(lessonGoalMath(ctx.answers.successMetrics, r.deadlineWeeks ?? r.planWeeks)),
    ...(campaign?.after ?? []),
    ...listening(ctx, tactics, spend),
    ...researchSummary(ctx, tactics),
    `Progress is measured every week against "${ctx.fill("{metrics}")}", starting with quick wins in the first two weeks${r.closedMonths?.weeks[0] === 1 ? ` from ${dayWithWeekday(weekStart(r.startDay, openWeekAfter(r.closedMonths, r.planWeeks, 0)!))}` : ""}.`,
  ].join(" ");
}

function primaryFocus(ctx: PlanContext, tactics: LibraryTactic[]): string[] {
  // The trial's own work keeps the customers a channel brings; it is not a channel to find them.
  const channels = [...new Set(tactics.filter((t) => !t.trialOnly).map((t) => channelName(t.channels[0])))].slice(0, 4);
  // A show selling sponsorship sells to brands; its listeners are what the brands buy.
  const sponsor = ctx.reading.sponsorship;
  return [
    ctx.fill(ctx.reading.event ? (ctx.reading.event.earlyBird || ctx.reading.event.milestone ? "Tickets: {milestone} at the early-bird price, then {ticketTarget} by {eventDay}, counted every Friday by tier and by code" : "Tickets: {ticketTarget} for {eventDates}, counted every Friday by day and by code, most of them in the last weeks") : ctx.reading.crowdfunding ? "Backers: a list that knows {product} before {launchDate}, {first48} in the first 48 hours, and pledges kept coming to the close" : ctx.reading.wholesale ? "Stockists: {stockists} in {region} that order {product}, sell it through and reorder" : ctx.reading.schools ? "Schools: quotes sent, pilots running and purchase orders, counted every Friday, with the orders in the summer term" : sponsor ? SPONSOR_FOCUS : ctx.reading.stay?.directGoalSaid ? STAY_FOCUS : ctx.reading.tour?.directGoalSaid ? TOUR_FOCUS : ctx.reading.charity ? CHARITY_FOCUS : ctx.reading.mobileFood?.cateringGoalSaid ? CATERING_FOCUS : ctx.reading.taproom ? TAPROOM_FOCUS : ctx.reading.restaurant ? RESTAURANT_FOCUS : ctx.reading.experience ? experienceFocus(ctx.reading.experience) : ctx.reading.workspace?.toFill ? WORKSPACE_FOCUS : ctx.reading.venue ? VENUE_FOCUS : ctx.reading.petBoarding ? PET_BOARDING_FOCUS : ctx.reading.familyPhoto ? FAMILY_PHOTO_FOCUS : ctx.reading.tattoo ? TATTOO_FOCUS : ctx.reading.deviceRepair ? DEVICE_REPAIR_FOCUS : ctx.reading.kidsClub ? KIDS_CLUB_FOCUS : ctx.reading.partyEntertainer ? PARTY_FOCUS : ctx.reading.trainer ? TRAINER_FOCUS : ctx.reading.gym ? GYM_FOCUS : ctx.reading.childcare ? CHILDCARE_FOCUS : ctx.reading.clinic ? CLINIC_FOCUS[ctx.reading.clinic.care] : ctx.reading.installer ? INSTALLER_FOCUS : ctx.reading.removals ? REMOVALS_FOCUS : ctx.reading.careHome ? CARE_HOME_FOCUS : ctx.reading.homeCare ? HOME_CARE_FOCUS : ctx.reading.funeral?.celebrant ? CELEBRANT_FOCUS : ctx.reading.funeral ? FUNERAL_FOCUS : ctx.reading.law ? LAW_FOCUS : ctx.reading.architect ? ARCHITECT_FOCUS : ctx.reading.driving ? DRIVING_FOCUS : ctx.reading.adultClasses ? adultClassesFocus(ctx.reading.adultClasses) : ctx.reading.privateTeacher ? privateTeacherFocus(ctx.reading.privateTeacher) : ctx.reading.coaching ? COACH_FOCUS : ctx.reading.membership ? MEMBERSHIP_FOCUS : ctx.reading.farmBox ? FARM_BOX_FOCUS : ctx.reading.florist ? FLORIST_FOCUS : ctx.reading.weddingSupplier ? WEDDING_SUPPLIER_FOCUS : ctx.reading.adviser ? ADVISER_FOCUS : ctx.reading.jobBoard ? JOB_BOARD_FOCUS : ctx.reading.book ? BOOK_FOCUS : ctx.reading.artist ? ARTIST_FOCUS : ctx.reading.printOnDemand ? POD_FOCUS : ctx.reading.band ? BAND_FOCUS : ctx.reading.smallholders ? (ctx.reading.farmEquipment ? EQUIPMENT_FOCUS : SMALLHOLDER_FOCUS) : ctx.reading.meetPeople ? MEET_PEOPLE_FOCUS : ctx.reading.desktopApp ? DESKTOP_FOCUS : ctx.reading.wpPlugin ? WP_PLUGIN_FOCUS : ctx.reading.caterer ? (ctx.reading.caterer.buyers === "events" ? CATERER_FOCUS_EVENTS : CATERER_FOCUS_OFFICES) : ctx.reading.recruiter ? RECRUITER_FOCUS : ctx.reading.translator ? TRANSLATOR_FOCUS : ctx.reading.accounting ? ACCOUNTING_FOCUS : ctx.reading.itSupport ? IT_SUPPORT_FOCUS : ctx.reading.letting ? lettingFocus(ctx.reading.letting) : ctx.reading.agency ? AGENCY_FOCUS : ctx.reading.browserExtension ? BROWSER_EXTENSION_FOCUS : ctx.reading.digitalProduct ? DIGITAL_PRODUCT_FOCUS : ctx.reading.church ? CHURCH_FOCUS : ctx.reading.clinician ? CLINICIAN_FOCUS : ctx.reading.agtech ? AGTECH_FOCUS : ctx.reading.marketplaceBrand ? MARKETPLACE_BRAND_FOCUS : ctx.reading.trade === "dealer" ? DEALER_FOCUS : ctx.reading.trade === "storage" ? STORAGE_FOCUS : ctx.reading.trade === "farm" ? FARM_FOCUS : GOAL_FOCUS[ctx.answers.primaryGoal]),
    sponsor
      ? ctx.fill(`Channels for reaching sponsors and keeping {listeners}: ${joinWords(channels)}`)
      : ctx.reading.jobBoard
      ? `Channels for ${joinWords([ctx.reading.jobBoard.employers, ctx.reading.jobBoard.candidates])}: ${joinWords(channels)}`
      : ctx.reading.church
      ? ctx.fill(`Channels for {churchBuyers}: ${joinWords(channels)}`)
      : ctx.reading.installer
      ? `Channels for ${ctx.reading.audience} in ${ctx.reading.place}: past installs (case studies, open homes, the street), past customers' recommendations, ${ctx.reading.installer.energy ? "talks, " : ""}Google and ${tactics.some((t) => t.paid) ? "search ads" : "reviews"}`
      : ctx.reading.removals
      ? ctx.fill(`Channels for people moving ${ctx.reading.place ? inPlace(ctx.reading.place) : "nearby"}: the same-day quote, {rmPartners}, reviews on {rmReviewSites}${tactics.some((t) => t.paid) ? " and search ads" : ""}`)
      : ctx.reading.marketplaceBrand
      ? ctx.fill("Channels for {audience}: {mbChannels}")
      : ctx.reading.funeral?.celebrant
      ? `Channels for families arranging a funeral${ctx.reading.place ? ` ${inPlace(ctx.reading.place)}` : ""}, through the funeral directors who suggest a celebrant: ${joinWords(channels)}`
      : ctx.reading.funeral
      ? `Channels for families arranging a funeral${ctx.reading.place ? ` ${inPlace(ctx.reading.place)}` : ""} and the people they ask first: ${joinWords(channels)}`
      : ctx.reading.law
      ? `Channels for ${ctx.reading.audience} and the people they ask first: ${joinWords(channels)}`
      : ctx.reading.letting
      ? ctx.fill(`Channels for {ltClients}${ctx.reading.place ? ` ${inPlace(ctx.reading.place)}` : ""}: the {ltClients} you already look after, {ltPartnersShort}, {ltBoards}, reviews${tactics.some((t) => t.id === "lt-evenings") ? ", a {ltEvent}" : ""} and {ltValuation}`)
      : ctx.reading.careHome
      ? `Channels for families choosing a care home${ctx.reading.place ? ` ${inPlace(ctx.reading.place)}` : ""} and the people they ask first: ${joinWords(channels)}`
      : ctx.reading.homeCare
      ? ctx.fill(`Channels for {hcFamilies}${ctx.reading.place ? ` ${inPlace(ctx.reading.place)}` : ""} and the people they ask first: ${joinWords(channels)}`)
      : ctx.reading.caterer
      ? ctx.fill(catererFocusChannels(ctx.reading.caterer, tactics.map((t) => t.id)))
      : ctx.reading.agency
      ? `Channels for ${ctx.reading.agency.startups ? "founders and heads of marketing at startups" : "the people who hire a studio"}: ${joinWords(channels)}`
      : `Channels for ${ctx.reading.wholesale ? `${ctx.reading.wholesale.shops} and ${ctx.reading.audience}` : ctx.reading.audience}: ${joinWords(channels)}`,
    `Measurement: every week against your success metrics (${ctx.fill("{metrics}")})`,
  ];
}

/**
 * The order tactics are set up in: quick wins first (so the first signal comes in weeks 1-2 even
 * when tactics start one after another), otherwise the plan's order, and an essential tactic before
 * the first one that relies on its channel (the Google profile before replying to its reviews).
 */
/** A milestone that falls in the first two weeks: "within two weeks", "in the first week", "by week 2". */
const EARLY_MILESTONE = /\b(within (a|one|1|two|2) weeks?|in (the )?first (two |2 )?weeks?|by (the end of )?week [12]\b|in week 1\b)/i;

function hasEarlyMilestone(t: { successMetrics: string[] }): boolean {
  return t.successMetrics.some((m) => EARLY_MILESTONE.test(m));
}

/**
 * The order tactics start in when they start one at a time: a tactic whose own first milestone
 * falls in weeks 1–2 (a profile "verified and complete within two weeks") first, then the other
 * quick wins, then the rest; an essential tactic still goes before others on its channel.
 */
export function setupOrder<T extends { t: LibraryTactic; tactic?: { successMetrics: string[] } }>(tactics: T[]): T[] {
  const early = (x: T) => hasEarlyMilestone(x.tactic ?? x.t);
  const quick = (x: T) => (early(x) ? 0 : x.t.timeFrame === "Quick Win" ? 1 : 2);
  const out = [...tactics].sort((x, y) => quick(x) - quick(y));
  for (const item of tactics.filter((x) => x.t.essential)) {
    const at = out.indexOf(item);
    const first = out.findIndex((x) => x !== item && x.t.channels.includes(item.t.channels[0]));
    if (first !== -1 && first < at) {
      out.splice(at, 1);
      out.splice(first, 0, item);
    }
  }
  return out;
}

/**
 * A complete marketing plan for these answers, without any AI provider. `today` is the day the plan
 * starts: a deadline given as a date ("by Easter") counts its weeks from it.
 */
export function buildPlan(answers: PlanFormData, today: Date = planDay()): MarketingPlan {
  const reading = readAnswers(answers, today);
  const ctx = makeContext(answers, reading);
  const chosen = answeringDistrust(selectTactics(answers, reading).map((t) => adaptTactic(t, reading)), reading);
  const amountOf = allocateBudget(chosen, reading);
  const spend = chosen.reduce((s, t) => s + amountOf(t), 0);
  const rendered = chosen.map((t) => ({ t, tactic: renderTactic(t, ctx, amountOf(t), spend) }));
  return {
    strategySummary: inSponsorMedium(reading.sponsorship, strategySummary(ctx, chosen, spend)),
    primaryFocus: primaryFocus(ctx, chosen).map((line) => inSponsorMedium(reading.sponsorship, line)),
    tactics: rendered.map(({ tactic }) => tactic),
    timeline: buildTimeline(
      // With a few hours a week, tactics start one after another in this order.
      setupOrder(rendered)
        .map(({ t, tactic }) => ({
          name: tactic.name,
          steps: tactic.implementation,
          setupSteps: stepsFor(t, ctx).setupSteps,
          groundworkSteps: stepsFor(t, ctx).groundworkSteps,
          quickWin: t.timeFrame === "Quick Win",
          early: hasEarlyMilestone(tactic),
          // Steps added before the library's (how to cover a missing skill) are preparation.
          phases: t.campaign ? [...Array(Math.max(0, tactic.implementation.length - t.steps.length)).fill("before"), ...t.campaign] : undefined,
          eventPhases: t.eventPhases ? [...Array(Math.max(0, tactic.implementation.length - t.steps.length)).fill("setup"), ...t.eventPhases] : undefined,
        })),
      ctx,
    ),
    marketingEducation: mapStrings(buildEducation(ctx), (text) => inSponsorMedium(reading.sponsorship, text)),
    guerrillaTactics: buildGuerrilla(ctx),
    source: "built-in",
  };
}
