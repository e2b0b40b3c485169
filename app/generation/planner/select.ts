import type { PlanFormData } from "~/wizard/types";
import type { ChannelTag } from "~/plan-quality/channels";
import { misfitTags, servesNextdoor } from "~/plan-quality/checker";
import { deadlinesIn, readAnswers, SHORT_CLIPS, type Reading } from "~/plan-quality/reading";
import { wordStems } from "~/plan-quality/words";
import { discountOffered } from "~/plan-quality/discounts";
import { WORKING_LEARNERS } from "~/plan-quality/local-trade";
import { TACTIC_LIBRARY } from "./library";
import { REPLACED_FOR_MARKETPLACE_SELLERS } from "./library/maker";
import { REPLACED_FOR_RESEARCH } from "./library/research";
import { forServices } from "./for-services";
import type { LibraryTactic } from "./types";

/** How many tactics fit the weeks there are: a four-week sprint holds fewer than a year. */
export function tacticCount(planWeeks: number): number {
  if (planWeeks <= 4) return 4;
  if (planWeeks <= 8) return 5;
  if (planWeeks <= 13) return 6;
  return 7;
}

const STAGE_ORDER: PlanFormData["productStage"][] = ["mvp", "beta", "launched", "growth", "scaling"];

/** Fewer tactics than this is no plan: limits on hours and paid channels give way first. */
const MIN_TACTICS = 3;

/** Founder hours a week the whole plan may take when the founder says time is scarce without a number. */
const SCARCE_HOURS = 10;

/**
 * The founder hours a week the plan may take: the hours they gave (up to twice as many, or one more,
 * only to reach the fewest tactics a plan needs), or a few when they only say time is scarce (then the
 * first three tactics are free of it, as before there was a number).
 */
function hourLimits(r: Reading): { soft: number; hard: number; free: number } | null {
  if (r.weeklyHours !== null) return { soft: r.weeklyHours, hard: Math.max(2 * r.weeklyHours, r.weeklyHours + 1), free: 0 };
  return r.timeLimit ? { soft: SCARCE_HOURS, hard: SCARCE_HOURS, free: MIN_TACTICS } : null;
}

export type Exclusion =
  | "kind" | "audience" | "stage" | "goal" | "budget" | "paid-budget" | "skills" | "said-does-not-work" | "minors"
  | "channel-fit" | "office-hours" | "small-town" | "premises";

/** Wording of tactics that assume software people can sign up for. */
const SOFTWARE_ONLY =
  /\b(free trial|trial|sign[- ]?ups?|software|app marketplace|integration|plugin|self-serve|product hunt|free month|when they subscribe|account page|billing tool|data migration|betalist)\b/i;

/** Owners who run a floor, a kitchen or a van all day (restaurants, salons, shops, trades): not LinkedIn readers. */
const HANDS_ON_OWNERS = /\b(?:restaurants?|caf[eé]s|bars|pubs|takeaways|salons?|shops|builders|plumbers|farms|hotels)\b/i;

/** Wording of tactics made for a game and its players: streamers, Twitch, gameplay, free keys, trailers. */
const GAME_ONLY = /\b(streamers?|twitch|in-game|gameplay|players?|free keys?|trailers?)\b/i;

/** Audiences that buy as private people, not at work. */
const CONSUMER_AUDIENCES: PlanFormData["audienceType"][] = ["b2c-general", "b2c-niche", "students"];

/** Channels that need the founder during the customer's working day. */
const OFFICE_HOURS_CHANNELS: ChannelTag[] = ["calls", "cold-calling", "meetups"];

/** Tactics that sell a course, a cohort or a membership: not a show whose revenue is sponsors. */
const COURSE_SALE = /\b(?:course|students?|cohorts?|enrol\w*|sales page|members'? community|recent buyers)\b/i;

/** The ads a one-person local workshop can run on a budget that allows them: search and social ads near it. */
const LOCAL_AD_CHANNELS: ChannelTag[] = ["google-ads", "meta-ads"];

/** Networks a tactic posts to: out for a founder who says they will not post. */
const POSTING_CHANNELS: ChannelTag[] = ["instagram", "facebook-groups", "tiktok", "twitter", "linkedin", "youtube", "reddit", "video"];

/** Why a tactic can't be used with these answers, or null when it can. Hard rules only. */
/** Work a customer needs done every year, whatever breaks: the boiler service, the chimney, the pool, the air conditioning. */
const YEARLY_SERVICE_WORK = /\b(?:boilers?|heating|gas (?:engineer|safety)|plumb\w*|chimneys?|sweeps?|pools?|hvac|furnaces?|air[- ]condition\w*|septic|gutters?|(?:yearly|annual) (?:service|check|inspection)s?|service (?:plan|contract)s?)\b/i;

export function exclusionReason(t: LibraryTactic, a: PlanFormData, r: Reading = readAnswers(a)): Exclusion | null {
  if (!t.kinds.includes(r.kind)) return "kind";
  if (t.audiences && !t.audiences.includes(a.audienceType)) return "audience";
  if (t.notFor?.includes(a.audienceType)) return "audience";
  if (t.trades && !(r.trade && t.trades.includes(r.trade))) return "kind";
  // Pupils are not walk-in shoppers: a teacher gets the tactics written for lessons (with the essential
  // Google profile and, on a budget that allows them, local ads), not a shop's window, stamp card,
  // market stall or hotel desk.
  if (r.trade === "lessons" && !t.essential && !t.paid && !t.trades?.includes("lessons") && !(r.driving && t.driving) && !(r.adultClasses && t.adultClasses) && !(r.privateTeacher && t.privateTeacher) && !(r.kidsClub && t.kidsClub)) return "kind";
  // Drivers bring the car in when it is due or a light comes on: no stamp card, gift voucher, market
  // stall or staff perk, but the tactics written for a garage (and, on a budget that allows them, local ads).
  if (r.trade === "motor" && !t.essential && !t.paid && !t.trades?.includes("motor")) return "kind";
  // Riders bring the bike in before the season or when something fails: no stamp card, gift voucher or
  // staff perk or sponsorship programme, but the tactics written for a bike workshop (and, on a budget that allows them, local ads).
  if (r.trade === "cycle" && !t.essential && !t.trades?.includes("cycle") && !(t.paid && LOCAL_AD_CHANNELS.includes(t.channels[0]))) return "kind";
  // A car is bought every few years, after weeks on the listing sites: no stamp card, gift voucher, staff perk
  // or yearly service, but the tactics written for a dealer (and, on a budget that allows them, local ads).
  if (r.trade === "dealer" && !t.essential && !t.trades?.includes("dealer") && !(t.paid && LOCAL_AD_CHANNELS.includes(t.channels[0]))) return "kind";
  if (r.trade === "dealer" && t.trades?.includes("dealer") && t.paid && r.budget.min < 500) return "budget";
  // Storage is bought in the week of need: no stamp card, gift voucher, staff perk or yearly service, no shop's
  // Google profile ("the address customers walk to") or ads "within a short drive of the shop", but the tactics
  // written for a storage site (its own profile, and its own search ads on a budget that allows them).
  if (r.trade === "storage" && !t.trades?.includes("storage")) return "kind";
  if (r.trade === "storage" && t.trades?.includes("storage") && t.paid && r.budget.min < (t.cost.min >= 2000 ? 10000 : 500)) return "budget";
  // Families come when the crop is ready and the weather holds: no stamp card, staff perk, market stall, town
  // shop's pre-orders or a chain's media plan for "each location", but the tactics written for a farm people visit.
  if (r.trade === "farm" && !t.essential && !t.trades?.includes("farm")) return "kind";
  if (r.trade === "farm" && t.trades?.includes("farm") && t.paid && (r.budget.min < 500 || r.budget.min < t.cost.min)) return "budget";
  if (t.onlyWhen && !t.onlyWhen.test(`${a.productName}. ${a.productDescription}`)) return "kind";
  // Learners of 17 and over choose for themselves: no school gate or pupils' parents.
  if (t.childPupils && r.pupils === "adults") return "audience";
  // Retired beginners in the daytime are for a teacher who takes adults, not one who teaches only children.
  if (t.adultLearners && (r.pupils === "children" || (WORKING_LEARNERS.test(a.audiencePersona) && !/\bretire[ds]?\b/i.test(a.audiencePersona)))) return "audience";
  // Orders from holiday-home owners before they travel are for a shop that delivers to them.
  if (t.remoteOrders && !(r.remoteOrders && (t.remoteOrders === "any" || r.remoteOrders.whatsapp))) return "kind";
  // A guest house's guests live far away and book months ahead: its own tactics, and only those.
  if (Boolean(t.stay) !== Boolean(r.stay)) return "kind";
  // A food truck parks somewhere new each day: its own tactics (the week's spots, catering), and only those.
  if (Boolean(t.mobileFood) !== Boolean(r.mobileFood)) return "kind";
  if (t.catering && !r.mobileFood?.catering) return "kind";
  // Exam tutoring's pupils are 11 to 18 and their parents pay: its own tactics, and only those.
  if (Boolean(t.examTutoring) !== Boolean(r.examTutoring)) return "kind";
  // A coworking space's members join by the month after a trial day: its own tactics, and only those.
  if (Boolean(t.workspace) !== Boolean(r.workspace)) return "kind";
  // A taproom's drinkers come for something on and a new release, and alcohol's rules apply: its own tactics, and only those.
  if (Boolean(t.taproom) !== Boolean(r.taproom)) return "kind";
  // A venue's couples book once after a show-round: its own tactics, and only those.
  if (Boolean(t.venue) !== Boolean(r.venue)) return "kind";
  // A restaurant fills its quiet nights with a reason to come, told to the guests who love it: its own tactics, and only those.
  if (Boolean(t.restaurant) !== Boolean(r.restaurant)) return "kind";
  // An experience booked as a group or an outing (escape rooms, a pottery studio): its own tactics for its form, and only those.
  if (Boolean(t.experience) !== Boolean(r.experience) || (t.experience && r.experience && !t.experience[r.experience.form]) || (t.experienceNewRoom && !r.experience?.newRoom)) return "kind";
  // So are a gym's: new people kept past the intro and their first ninety days.
  if (Boolean(t.gym) !== Boolean(r.gym) || (t.gymStudents && !r.gym?.students)) return "kind";
  // A health practice's patients come through referral partners and a first step that suits care: its own tactics, and only those.
  if (Boolean(t.clinic) !== Boolean(r.clinic) || (t.clinicCare && !(r.clinic && [t.clinicCare].flat().includes(r.clinic.care)))) return "kind";
  // A childminder's few places are not sold to "the big employers nearby": only to employers the founder names.
  if (t.id === "childcare-employers" && r.childcare?.form === "childminder" && !r.childcare.employers.length) return "kind";
  // A nursery, a childminder or a club wins families at the visit and keeps them until their start date: its own tactics, and only those.
  if (Boolean(t.childcare) !== Boolean(r.childcare) || (t.childcareNoGrade && !r.childcare?.noGrade) || (t.childcareForms && !(r.childcare && t.childcareForms.includes(r.childcare.form)))) return "kind";
  // A home-improvement installer wins the quote, not the lead: its own tactics, and only those (talks on energy for work that saves it).
  if (Boolean(t.installer) !== Boolean(r.installer) || (t.installerEnergy && !r.installer?.energy)) return "kind";
  // A removals company wins the quote and fills its quiet days: its own tactics, and only those; its ads wait for a budget that carries them.
  if (Boolean(t.removals) !== Boolean(r.removals)) return "kind";
  if (t.removals && t.paid && r.budget.min < 500) return "budget";
  if (t.removalsBigBudget && r.budget.min < 10000) return "budget";
  // A care-at-home business is chosen in a crisis on a trusted person's word, and sells only the hours its carers can give: its own tactics, and only those.
  if (Boolean(t.homeCare) !== Boolean(r.homeCare)) return "kind";
  // Its search ads wait for a budget that carries them beside recruiting carers.
  if (t.homeCare && t.paid && r.budget.min < 2000) return "budget";
  // A care home is chosen on a visit, its fees and the word of the professionals who meet families first: its own tactics, and only those; its ads wait for a budget that carries them.
  if (Boolean(t.careHome) !== Boolean(r.careHome)) return "kind";
  if (t.careHome && t.paid && r.budget.min < 2000) return "budget";
  if (t.id === "ch-enquiry-coordinator" && r.budget.min < 10000) return "budget";
  // An architecture or design practice is chosen on a referrer's word, projects that got through planning and a fee explained: its own tactics, and only those.
  if (Boolean(t.architect) !== Boolean(r.architect)) return "kind";
  // Its search ads wait for a budget that carries a small paid test.
  if (t.architect && t.paid && r.budget.min < 500) return "budget";
  // A budget of $2,000 and more photographs every project and runs the ads properly in place of the small test.
  if (t.id === "ar-campaign" && r.budget.min < 2000) return "budget";
  if (t.id === "ar-search-ads" && r.budget.min >= 2000) return "budget";
  // A law practice is chosen on a trusted word, a plain fee and its own answers, within its regulator's rules: its own tactics, and only those.
  if (Boolean(t.law) !== Boolean(r.law)) return "kind";
  // Its search ads wait for a budget that carries them beside the fee page, the guides and the talks.
  if (t.law && t.paid && r.budget.min < 2000) return "budget";
  // Its paid reach in the community's media is for a budget of $10,000 a month and more.
  if (t.id === "law-community-media" && r.budget.min < 10000) return "budget";
  // Its recruitment drive (a recruiter, weekly job ads, a paid induction) is for a budget of $10,000 a month and more.
  if (t.id === "hc-recruitment-drive" && r.budget.min < 10000) return "budget";
  // A funeral director is chosen on trust, at any hour, on prices in full: its own tactics, and only those; its search ads wait for $500 a month.
  if (Boolean(t.funeral) !== Boolean(r.funeral)) return "kind";
  if (t.funeral && t.paid && r.budget.min < 500) return "budget";
  // A celebrant sells through funeral directors: its own tactics, never a funeral director's (the phone at night, the price list); a second celebrant waits for $2,000 a month.
  if (t.funeral && Boolean(t.celebrant) !== Boolean(r.funeral?.celebrant)) return "kind";
  if (t.id === "ce-second-celebrant" && (r.budget.min < 2000 || r.budget.min >= 10000)) return "budget";
  if (t.id === "ce-team" && r.budget.min < 10000) return "budget";
  // A direct cremation has no service for a minister or a celebrant to lead.
  if (t.id === "fu-celebrants-faith" && r.funeral?.directOnly) return "kind";
  // Its paid aftercare (a coordinator, a monthly café) is for a budget of $10,000 a month and more.
  if (t.id === "fu-aftercare" && r.budget.min < 10000) return "budget";
  // A children's club is chosen by parents, on a first class, the schools and other parents: its own tactics, and only those.
  // A children's dance or drama school taught as lessons keeps the teachers' show, paid for by tickets, in place of a milestone day.
  const kidsShow = Boolean(r.kidsClub?.show && r.trade === "lessons");
  if (Boolean(t.kidsClub) !== Boolean(r.kidsClub) && !(kidsShow && t.id === "lessons-show-open-door")) return "kind";
  if (kidsShow && t.id === "kc-milestone-day") return "kind";
  // Its ads to parents wait for a budget that carries a small paid test.
  if (t.kidsClub && t.paid && r.budget.min < 500) return "budget";
  // A budget of $2,000 and more runs term-start campaigns in place of the small test.
  if (t.id === "kc-term-campaigns" && r.budget.min < 2000) return "budget";
  if (t.id === "kc-local-ads" && r.budget.min >= 2000) return "budget";
  // A kennels, a cattery or a dog sitter is chosen on trust by owners leaving their pet: its own tactics, and only those.
  if (Boolean(t.petBoarding) !== Boolean(r.petBoarding)) return "kind";
  if (t.id === "pb-daycare-regulars" && !r.petBoarding?.daycare) return "kind";
  // Its ads before the quiet months wait for a budget that carries a small paid test.
  if (t.petBoarding && t.paid && r.budget.min < 500) return "budget";
  // A budget of $2,000 and more runs campaigns before each quiet month in place of the small test.
  if (t.id === "pb-quiet-campaigns" && r.budget.min < 2000) return "budget";
  if (t.id === "pb-local-ads" && r.budget.min >= 2000) return "budget";
  // A newborn and family photographer is booked in pregnancy, on safety and a parent's word: its own tactics, and only those.
  if (Boolean(t.familyPhoto) !== Boolean(r.familyPhoto)) return "kind";
  // Its ads wait for a budget that carries a small paid test; a budget of $2,000 and more runs a season of reach in its place.
  if (t.id === "fp-local-ads" && (r.budget.min < 500 || r.budget.min >= 2000)) return "budget";
  if (t.id === "fp-baby-shows" && r.budget.min < 2000) return "budget";
  // A tattoo studio's clients choose an artist for a style and book when the books open: its own tactics, and only those.
  if (Boolean(t.tattoo) !== Boolean(r.tattoo)) return "kind";
  // A device repair shop is found the moment something breaks: its own tactics, and only those; refurbished phones and
  // trade-ins only when it sells them, and search ads only on a budget that carries them.
  if (Boolean(t.deviceRepair) !== Boolean(r.deviceRepair)) return "kind";
  if ((t.id === "dr-refurb-phones" || t.id === "dr-trade-in") && !r.deviceRepair?.refurbished) return "kind";
  if (t.deviceRepair && t.paid && r.budget.min < 500) return "budget";
  if (t.id === "dr-scale-campaigns" && r.budget.min < 2000) return "budget";
  if (t.id === "dr-search-ads" && r.budget.min >= 2000) return "budget";
  if (t.id === "dr-local-brand" && r.budget.min < 10000) return "budget";
  // Its ads test waits for a budget that carries one; a budget of $2,000 and more adds a convention and a photographer.
  if (t.tattoo && t.paid && r.budget.min < 500) return "budget";
  if (t.id === "tt-convention" && r.budget.min < 2000) return "budget";
  if (t.id === "tt-studio-team" && r.budget.min < 10000) return "budget";
  // A children's entertainer is booked by parents on the last party they saw: its own tactics, and only those.
  if (Boolean(t.partyEntertainer) !== Boolean(r.partyEntertainer)) return "kind";
  // Its ads to parents wait for a budget that carries a small paid test; a second entertainer for one of $2,000 and more.
  if (t.partyEntertainer && t.paid && r.budget.min < 500) return "budget";
  if (t.id === "pe-second-entertainer" && r.budget.min < 2000) return "budget";
  if (t.id === "pe-team" && r.budget.min < 50000) return "budget";
  // A personal trainer's clients start with a few sessions, stay on a check-in and come through friends and referrers: its own tactics, and only those.
  if (Boolean(t.trainer) !== Boolean(r.trainer)) return "kind";
  if (t.trainer && t.paid && r.budget.min < 500) return "budget";
  if (t.id === "trn-campaigns" && r.budget.min < 2000) return "budget";
  if (t.id === "trn-local-ads" && r.budget.min >= 2000) return "budget";
  // A driving instructor's learners book a first lesson, then a block, and send friends when they pass: its own tactics, and only those.
  if (Boolean(t.driving) !== Boolean(r.driving)) return "kind";
  // A school whose adult learners come to classes keeps them through busy months and finds newcomers where they ask: its own tactics, and only those.
  if (Boolean(t.adultClasses) !== Boolean(r.adultClasses)) return "kind";
  if (t.adultClassesFor === "language" && !r.adultClasses?.language) return "kind";
  if (t.adultClassesFor === "other" && r.adultClasses?.language) return "kind";
  if (t.adultClassesFor === "newcomers" && !r.adultClasses?.newcomers) return "kind";
  // A teacher of adults one-to-one fills lesson slots with a trial lesson, a block and learners' stories: its own tactics, and only those.
  if (Boolean(t.privateTeacher) !== Boolean(r.privateTeacher)) return "kind";
  if (t.privateTeacherFor === "in-person" && !r.privateTeacher?.inPerson) return "kind";
  if (t.privateTeacherFor === "camera" && r.privateTeacher?.cameraShy) return "kind";
  if (t.privateTeacherFor === "no-camera" && !r.privateTeacher?.cameraShy) return "kind";
  // Online coaching is sold after a consult call and kept by check-ins: its own tactics, and only those.
  if (Boolean(t.coaching) !== Boolean(r.coaching)) return "kind";
  // So are a paid community's: members kept past the first month, and followers who meet it live.
  if (Boolean(t.paidCommunity) !== Boolean(r.membership)) return "kind";
  // A veg box or milk round from a farm: households kept through the season, its own tactics and only those.
  if (Boolean(t.farmBox) !== Boolean(r.farmBox) || (t.farmBoxSeasonal && !r.farmBox?.seasonal)) return "kind";
  // A florist fills the weeks between its peak days with flowers that repeat: its own tactics, and only those.
  if (Boolean(t.florist) !== Boolean(r.florist)) return "kind";
  // A wedding supplier's couples book once, from their venue's list and real weddings: its own tactics for what it
  // delivers, with the essential Google profile, and only those.
  if ((t.weddingSupplier && !r.weddingSupplier) || (r.weddingSupplier && !t.weddingSupplier && !t.essential)) return "kind";
  if (t.wsCrafts && !(r.weddingSupplier && t.wsCrafts.includes(r.weddingSupplier.craft))) return "kind";
  // Dates sold at an off-peak price are for a supplier who names the dates to fill or says summer is full.
  if (t.wsOffPeak && !(r.weddingSupplier?.peakFull || r.weddingSupplier?.offPeak.length)) return "kind";
  // A regulated adviser's clients come through introducers and their own questions: its own tactics, and only those.
  if (Boolean(t.adviser) !== Boolean(r.adviser)) return "kind";
  // A job board's employers pay for candidates and candidates come for jobs: its own tactics, and only those.
  if (Boolean(t.jobBoard) !== Boolean(r.jobBoard)) return "kind";
  // A self-published book's readers come from newsletters, promotions and reviews: its own tactics, and only those.
  if (Boolean(t.book) !== Boolean(r.book)) return "kind";
  // A band's fans come from a pre-order, radio, the press and each tour town: its own tactics, and only those.
  if (Boolean(t.band) !== Boolean(r.band)) return "kind";
  // An app for meeting people grows town by town and sells trust: its own tactics, and only those.
  if (Boolean(t.meetPeople) !== Boolean(r.meetPeople)) return "kind";
  // A young child's app is chosen and paid for by a parent: its own tactics, and only those.
  if (Boolean(t.youngChildren) !== Boolean(r.youngChildren)) return "kind";
  // Farmers on basic phones buy through agents, groups and radio: their own tactics, and only those.
  if (Boolean(t.smallholders) !== Boolean(r.smallholders)) return "kind";
  // Equipment on pay-as-you-go is shown working and paid off, not sampled: its own farm tactics, and only those.
  if (r.smallholders && Boolean(t.farmEquipment) !== Boolean(r.farmEquipment)) return "kind";
  // A paid desktop app is found by search, tried and bought on its own site: its own tactics, and only those.
  if (Boolean(t.desktopApp) !== Boolean(r.desktopApp)) return "kind";
  // A freemium WordPress plugin is found and judged on WordPress.org: its own tactics, and only those.
  if (Boolean(t.wpPlugin) !== Boolean(r.wpPlugin)) return "kind";
  // A studio selling client projects wins work through proof, past clients and partners: its own tactics, and only those.
  if (Boolean(t.agency) !== Boolean(r.agency)) return "kind";
  // Rounds, accelerators and investors are for a studio whose buyers are startups; other buyers get their own.
  if (t.agencyBuyers && (t.agencyBuyers === "startups") !== Boolean(r.agency?.startups)) return "kind";
  // A video studio's work is not a site: no homepage teardowns, no website sprint for a round.
  if (r.agency?.video && (t.id === "agency-teardowns" || t.id === "agency-funding-sprint" || t.id === "agency-talk")) return "kind";
  if (t.id === "agency-video-breakdowns" && !r.agency?.video) return "kind";
  // A caterer is chosen on a tasting and kept by the easy reorder: its own tactics for its buyers, and only those.
  if (Boolean(t.caterer) !== Boolean(r.caterer) || (t.catererBuyers && t.catererBuyers !== r.caterer?.buyers)) return "kind";
  // Moving a marketplace's regulars to direct orders is for a caterer whose orders come through one.
  if (t.catererMarketplace && !r.caterer?.onMarketplace) return "kind";
  // The quiet weekdays (hybrid offices) or months (an event caterer) only when the founder names them.
  if (t.catererQuiet && !(r.caterer?.buyers === "offices" ? r.caterer.quietDays.length : r.caterer?.quietMonths.length)) return "kind";
  // An accounting practice's clients come through a free check, the places they already go and a mate: its own tactics, and only those.
  if (Boolean(t.accounting) !== Boolean(r.accounting)) return "kind";
  // A recruitment agency works both sides (candidates and clients): its own tactics, and only those; paid job slots only when the budget carries them.
  if (Boolean(t.recruiter) !== Boolean(r.recruiter)) return "kind";
  if (t.recruiter && t.paid && r.budget.min < (t.cost.min >= 2000 ? 10000 : 1000)) return "budget";
  // Facebook groups only for clients the founder says are on Facebook.
  if (t.accountingFacebook && !r.accounting?.facebook) return "channel-fit";
  // A translator's or a translation agency's buyers buy on proof in their field and a colleague's word: its own tactics, and only those.
  if (Boolean(t.translator) !== Boolean(r.translator)) return "kind";
  // Its paid reach waits for a budget that carries it; a budget of $2,000 and more runs the event presence in place of the small test.
  if (t.translator && t.paid && r.budget.min < 500) return "budget";
  if (t.id === "lsp-event-presence" && r.budget.min < 2000) return "budget";
  if (t.id === "lsp-linkedin-test" && r.budget.min >= 2000) return "budget";
  // A budget of $10,000 and more buys capacity for whole-market jobs besides the event presence.
  if (t.id === "lsp-capacity" && r.budget.min < 10000) return "budget";
  // An IT support company's offices come at the moment something goes wrong, through the people they trust: its own tactics, and only those.
  if (Boolean(t.itSupport) !== Boolean(r.itSupport)) return "kind";
  // A letting agent's, an estate agent's or a property manager's clients are landlords and home sellers: its own tactics, and only those.
  if (Boolean(t.letting) !== Boolean(r.letting)) return "kind";
  if (t.lettingSide && t.lettingSide !== r.letting?.side) return "kind";
  // A paid browser extension is found and judged in the Chrome Web Store: its own tactics, and only those.
  if (Boolean(t.browserExtension) !== Boolean(r.browserExtension)) return "kind";
  // Its team tactic is for a price per seat, paid by whoever runs the team.
  if (t.id === "bx-team-seats" && !r.browserExtension?.perSeat) return "kind";
  // A digital download sold one-off is found in short videos, marketplaces and through creators: its own tactics, and only those.
  if (Boolean(t.digitalProduct) !== Boolean(r.digitalProduct)) return "kind";
  // Its pins are for a download whose buyers look on Pinterest, as the founder says.
  if (t.id === "dp-pinterest" && !r.digitalProduct?.pinterest) return "kind";
  // Software for clinicians in private practice earns trust first and travels clinician to clinician: its own tactics, and only those.
  if (Boolean(t.clinician) !== Boolean(r.clinician)) return "kind";
  // Hardware sold to field operators is sold on the season's calendar, through a measured pilot, growers and their advisers: its own tactics, and only those.
  if (Boolean(t.agtech) !== Boolean(r.agtech)) return "kind";
  // Its field team is for a budget that can pay a seller and an installer for the season.
  if (t.id === "ag-field-team" && r.budget.min < 10000) return "kind";
  // A brand selling on Amazon or Walmart sells through its listing, the marketplace's ads and reviews, and the
  // marketplace owns the buyer (no cart, no buyer emails, no reviews app): its own tactics, and only those.
  if (Boolean(t.marketplaceBrand) !== Boolean(r.marketplaceBrand)) return "kind";
  // A print-on-demand shop has no stock, restocks or stockists, and a margin no ad buys yet: its own tactics, and only those;
  // the bundle, gift pages and Google's listings need a shop of its own, and a shop of its own is for one that sells on marketplaces alone.
  // An artist's buyers of originals come through a collectors' list, a visit and a story: its own tactics, and only those.
  if (Boolean(t.artist) !== Boolean(r.artist)) return "kind";
  // A fair's stand waits for a budget of $2,000; a studio assistant for $10,000.
  if (t.id === "art-fair-stand" && r.budget.min < 2000) return "budget";
  if (t.id === "art-studio-help" && r.budget.min < 10000) return "budget";
  if (t.id === "art-exhibition-season" && r.budget.min < 50000) return "budget";
  if (Boolean(t.printOnDemand) !== Boolean(r.printOnDemand)) return "kind";
  if ((t.podOwnStore && !r.printOnDemand?.store) || (t.podNoStore && r.printOnDemand?.store)) return "kind";
  // A tour's guests are visitors in town for a few days: its own tactics, and only those.
  if (Boolean(t.tour) !== Boolean(r.tour)) return "kind";
  // Schools buy with quotes, purchase orders and frameworks on the school year's calendar: their own tactics, and only those.
  if (Boolean(t.schools) !== Boolean(r.schools)) return "kind";
  // Churches buy on another pastor's word, through their networks and on the church year: their own tactics, and only those.
  if (Boolean(t.church) !== Boolean(r.church)) return "kind";
  // A round's own tactics are for a home service on a round; a yearly reminder is not for one.
  if (t.homeVisits && !r.homeVisits) return "kind";
  if (t.yearly && r.homeVisits) return "kind";
  // A yearly reminder is for a trade whose work comes round every year (a boiler service, a chimney sweep), not a
  // locksmith's or a roofer's, called when something breaks.
  if (t.yearly && r.trade === "service" && !YEARLY_SERVICE_WORK.test(`${a.productDescription} ${a.audiencePersona}`)) return "kind";
  if (t.minorsOnly && !r.teen) return "audience";
  // Adult children aged 40-60 read the papers and search after a scare; teenagers watch TikTok.
  if (t.grownUps && !r.mature && r.worked?.tag !== t.channels[0]) return "audience";
  if (t.youngOnly && r.mature) return "audience";
  if (t.olderParentOnly && !r.forOlderParent) return "audience";
  if (t.trialOnly && !r.trialLeak) return "goal";
  // Localised listings for "your top countries" mean nothing to an app sold in one country.
  if (t.manyCountries && (a.audienceGeography === "specific-country" || a.audienceGeography === "local")) return "kind";
  // Streamers, free keys and game press are for games; an English-for-work app gets the same ideas in its own words.
  if (t.gamesOnly && !r.game) return "kind";
  if (r.kind === "consumer-app" && !r.game && GAME_ONLY.test(`${t.name} ${t.why} ${t.description}`)) return "kind";
  if (t.notForGames && r.game) return "kind";
  // A game on Steam has a store page, wishlists and festivals, not an app's store listing, ratings prompt or install ads.
  if (Boolean(t.storeGame) !== Boolean(r.storeGame)) return "kind";
  // Moving reminders off a paid channel is for the founder who says each message costs them.
  if (t.paidMessagesOnly && !r.paidMessages) return "kind";
  // A membership people join any day has no cart to open and close.
  if (t.cartWindow && r.recurring) return "kind";
  // "Ticktab is free for two clients": anyone can sign up today, so there is no queue to join.
  if (t.prelaunch && r.openNow) return "stage";
  // A Shopify app's buyers read the reviews in the Shopify App Store, not on G2 or BetaList.
  if (t.offMarketplace && r.appStore) return "kind";
  // A plumber or a mobile groomer has no shop, window or till for customers to walk up to.
  if (t.premises && r.visitsCustomers) return "premises";
  if (t.walkIns && (r.visitsCustomers || r.trade === "lessons")) return "premises";
  // "They run everything on WhatsApp, rarely check email and have no computer": met at the counter and in the chat.
  if (t.deskOnly && r.messagingFirst) return "channel-fit";
  if (t.messagingFirst && !r.messagingFirst) return "audience";
  // A marketplace whose sides are spread across a country or the world has no lobby or office to visit.
  if (t.inPerson && r.kind === "marketplace" && !r.marketplace?.local) return "kind";
  if (t.foodOnly && !r.marketplace?.food) return "kind";
  // A maker on Etsy who wants their own site gets the tactics written for that, and nothing that sends
  // sales the other way (to stockists, onto more marketplaces).
  if (t.marketplaceSellers && !r.marketplaceSeller) return "kind";
  if (r.marketplaceSeller && REPLACED_FOR_MARKETPLACE_SELLERS.has(t.id)) return "goal";
  if (t.publication && !r.publication) return "kind";
  if (t.wholesale && !r.wholesale) return "kind";
  if (t.generalWholesale && r.wholesale) return "kind";
  if (t.sponsorship && !r.sponsorship) return "kind";
  if (t.localNews && !r.sponsorship?.local) return "kind";
  // A show selling sponsorship has no cart to open and close, no students and no course to sell.
  if (r.sponsorship && (t.cartWindow || COURSE_SALE.test(`${t.name} ${t.why}`))) return "kind";
  // A newsletter whose goal is advertisers sells its readers' attention, not a paid tier.
  if (r.sponsorship && t.publication && /\bpaid tier\b/i.test(t.name)) return "kind";
  // A campaign's backers pledge for what is not made yet: a shop's tactics (gifting stock, reorder emails) wait until after it.
  if (r.crowdfunding && !t.crowdfunding) return "kind";
  // An event sells tickets to one day: a tool's README or a shop's reorder email sells none.
  if (r.event && !t.event) return "kind";
  if (t.areasOnly && !r.marketplace?.areas.length) return "kind";
  // A small town has a few employers, not hundreds of office staff within a walk.
  if (t.workplaces && r.smallTown) return "small-town";
  // Students are not the office staff a workplace perk reaches.
  if (t.workplaces && a.audienceType === "students") return "audience";
  // A consulting firm has no trial to start or software to search for.
  if (r.services) {
    const s = forServices(t, r);
    if (SOFTWARE_ONLY.test(`${s.name} ${s.why} ${s.description}`)) return "kind";
    // "Add a trial or sign-up link", "trials that start from the page": a small tactic's steps built on
    // a trial count too (the large programmes that carry a big budget are judged by their description).
    if (s.cost.max < 1000 && /\btrials?\b|\bfree (?:account|month)\b/i.test([...s.steps, ...s.successMetrics].join(" "))) return "kind";
  }
  // An MVP people can already use ("free for one course") has users to recruit from, as a beta does.
  const usersToday = t.fromUsers && a.productStage === "mvp" && r.openNow && t.stages.includes("beta");
  if (!t.stages.includes(a.productStage) && !usersToday) return "stage";
  // Investor-facing work belongs only in a plan whose goal is the raise.
  if (t.goals.length === 1 && t.goals[0] === "fundraising" && a.primaryGoal !== "fundraising") return "goal";
  if (r.budget.max !== null && t.cost.min > r.budget.max) return "budget";
  if (t.paid && r.budget.max !== null && r.budget.max <= 500) return "paid-budget";
  // A charity's supporters give, they do not buy: its own tactics, and only those (after the budget: a
  // charity's paid test is first of all out of reach of a small budget).
  if (Boolean(t.charity) !== Boolean(r.charity)) return "kind";
  // A researchers' tool gets the tactics written for lab-mates, a PI's card and the subreddits they named
  // (after the budget: a researchers' paid tactic is first of all out of reach of a small budget).
  if (t.researchers && !r.research) return "kind";
  if (r.research && REPLACED_FOR_RESEARCH.has(t.id)) return "goal";
  if (t.crowdfunding && !r.crowdfunding) return "kind";
  if (t.event && !r.event) return "kind";
  if (t.eventFor && !(r.event && t.eventFor(r.event))) return "kind";
  if (t.requires.some((s) => !a.skills.includes(s) && !t.workaround?.[s])) return "skills";
  if (r.avoid.some((o) => t.channels.includes(o.tag))) return "said-does-not-work";
  // "Shorts bring views but no subscribers": no tactic built on short clips.
  if (r.shortClipsFail && SHORT_CLIPS.test(t.name)) return "said-does-not-work";
  // "We cannot promise jobs to more translators until demand grows": no recruiting of new sellers.
  if (t.side === "supply" && r.marketplace?.supplyWaits) return "said-does-not-work";
  // "I won't do Facebook posts": no tactic that is about posting, on any network.
  if (r.noPosts && (POSTING_CHANNELS.includes(t.channels[0]) || /\bposts?\b|\bposting\b/i.test(t.name))) return "said-does-not-work";
  // "I don't want to discount my labour": nothing that cuts the price, however small.
  if (r.noDiscount && discountOffered([t.name, t.description, ...t.steps, t.template].join("\n"))) return "said-does-not-work";
  if (r.teen && t.contactsIndividuals) return "minors";
  // Visits and phone calls happen in office hours, which this founder does not have.
  if (r.afterHoursOnly && !t.outOfHours && (t.inPerson || t.channels.some((c) => OFFICE_HOURS_CHANNELS.includes(c)))) return "office-hours";
  if (t.channels.some((c) => misfitTags(a, r).includes(c))) return "channel-fit";
  // A Discord server is where a game's players gather; an app's users are there only when the founder says so.
  if (t.channels[0] === "discord" && r.kind === "consumer-app" && !r.game && !r.mentioned.includes("discord")) return "channel-fit";
  // LinkedIn is where professionals learn; consumers are there only when the founder says so.
  if (t.channels.includes("linkedin") && CONSUMER_AUDIENCES.includes(a.audienceType) && !r.mentioned.includes("linkedin")) return "channel-fit";
  // "Owners of independent restaurants, cafés and bars" read the trade press and ask each other, not LinkedIn.
  if (t.channels.includes("linkedin") && HANDS_ON_OWNERS.test(r.audienceInFull) && !r.mentioned.includes("linkedin")) return "channel-fit";
  return null;
}

/** Metrics that count people arriving ("40% of new customers from…", "25,000 installs"), not only those who stay. */
const NEW_CUSTOMERS = /\bnew (?:customers|users|subscribers|members|clients|buyers)\b|\binstalls\b|\bsign-?ups\b|\bdownloads\b/i;

/** Longer words only, so that a tactic's name matches what the founder wrote on its subject. */
const SAID_STEMS = { minLength: 5, stemLength: 6 };

/** The channels that usually fit each kind of business (PLAN-QUALITY.md), main channel first. */
const KIND_CORE: Record<Reading["kind"], ChannelTag[]> = {
  local: ["google-business", "reviews", "shop-window", "partnerships", "flyers", "markets", "loyalty", "referral", "press"],
  "consumer-app": ["app-store", "video", "tiktok", "influencers", "discord", "referral"],
  ecommerce: ["influencers", "reviews", "email-marketing", "sms", "referral"],
  creator: ["podcast", "newsletter", "community", "video", "partnerships"],
  devtool: ["docs", "github", "hacker-news", "integrations", "speaking"],
  "b2b-smb": ["partnerships", "integrations", "case-studies", "referral", "reviews"],
  "b2b-enterprise": ["calls", "docs", "press", "partnerships", "events", "case-studies"],
  software: ["community", "seo", "referral", "product-hunt", "email-marketing"],
  marketplace: ["community", "referral", "whatsapp", "partnerships", "events"],
};

const milestoneWeeks = new WeakMap<LibraryTactic, number>();

/** The latest week a tactic's own success metrics name ("within 6 weeks" → 6); 0 when none does. */
function lastMilestoneWeek(t: LibraryTactic): number {
  let week = milestoneWeeks.get(t);
  if (week === undefined) {
    week = Math.max(0, ...t.successMetrics.flatMap(deadlinesIn));
    milestoneWeeks.set(t, week);
  }
  return week;
}

/** Networks a founder may name as where their customers look, by the name a tactic gives them. */
const NETWORKS: { re: RegExp; runs?: (r: Reading) => boolean }[] = [
  { re: /\bNextdoor\b/, runs: servesNextdoor },
  { re: /\bReddit\b/ },
  { re: /\bDiscord\b/ },
  { re: /\bTikTok\b/ },
  { re: /\bLinkedIn\b/ },
];

/** The networks named in the founder's words about their customers, where they run. */
function namedNetworks(a: PlanFormData, r: Reading): RegExp[] {
  const words = `${a.audiencePersona} ${a.productDescription}`;
  return NETWORKS.filter((n) => n.re.test(words) && (n.runs?.(r) ?? true) && !r.avoid.some((o) => n.re.test(o.quote))).map((n) => n.re);
}

/** Fit of one tactic with the answers; higher is better. Only preferences live here. */
export function scoreTactic(t: LibraryTactic, a: PlanFormData, r: Reading): number {
  let score = 0;
  // The founder's own words name the tactic's subject ("they all belong to AADOM, the association"...).
  const said = wordStems(`${a.productDescription} ${a.audiencePersona} ${a.challenges}`, SAID_STEMS);
  score += 2 * Math.min(2, [...wordStems(t.name, SAID_STEMS)].filter((w) => said.has(w)).length);
  if (t.goals.includes(a.primaryGoal)) score += 6;
  // "Tuesdays are half empty": the tactic made for quiet days is what the founder asked for.
  if (r.quietSlots && t.fillsQuietSlots) score += 8;
  // "40 delivery orders a month from holiday-home owners": the tactics that reach them before they travel.
  if (r.remoteOrders && t.remoteOrders) score += 8;
  // A guest house's own tactics, in the order the season needs them: the booking page first.
  if (r.stay && t.stay) score += 8 + Math.max(0, 12 - 3 * t.stay);
  // A food truck's own tactics in the order its week needs them: catering first when the goal is catering, with the week's schedule (customers must find the truck) next.
  if (r.mobileFood && t.mobileFood) score += 8 + Math.max(0, 12 - 2 * t.mobileFood) + (t.catering && r.mobileFood.cateringGoalSaid ? 4 : 0) + (t.essential ? 2 : 0);
  if (r.examTutoring && t.examTutoring) score += 8 + Math.max(0, 12 - 2 * t.examTutoring);
  // A charity's own tactics, in the order its donors need them: the giving page first.
  if (r.charity && t.charity) score += 8 + Math.max(0, 14 - 2 * t.charity);
  // A workspace's own tactics, in the order the goal needs them: the trial day first, what sends people to it next.
  if (r.workspace && t.workspace) score += 8 + Math.max(0, 16 - 2 * t.workspace);
  // A taproom's own tactics, in the order its goal needs them: the quiet nights' calendar first.
  if (r.taproom && t.taproom) score += 8 + Math.max(0, 16 - 2 * t.taproom);
  // A venue's own tactics, in the order the goal needs them: the priced packages and the near dates first.
  if (r.venue && t.venue) score += 8 + Math.max(0, 20 - 2 * t.venue) + (t.essential ? 2 : 0);
  // A restaurant's own tactics, in the order its quiet nights need them: the reason to come first.
  if (r.restaurant && t.restaurant) score += 8 + Math.max(0, 18 - 2 * t.restaurant) + (t.essential ? 2 : 0);
  if (r.gym && t.gym) score += 8 + Math.max(0, 16 - 2 * t.gym);
  // A practice's own tactics in the order its first visits need them; on a budget that carries ads, the ads come in too.
  if (r.clinic && t.clinic) score += 8 + Math.max(0, 16 - 2 * t.clinic) + (t.paid && r.budget.min >= 2000 ? 8 : 0);
  // A childcare setting's own tactics in the order its families need them: the visit and its follow-up first.
  if (r.childcare && t.childcare) score += 8 + Math.max(0, 20 - 2 * t.childcare) + (t.paid && r.budget.min >= 2000 ? 6 : 0);
  // An installer's own tactics in the order its quotes need them; on a budget that carries ads, the ads come in too.
  if (r.installer && t.installer) score += 8 + Math.max(0, 20 - 2 * t.installer) + (t.paid && r.budget.min >= 2000 ? 8 : 0);
  // A removals company's own tactics in the order its quotes need them.
  if (r.removals && t.removals) score += 8 + Math.max(0, 20 - 2 * t.removals);
  // A care agency's own tactics in the order its families need them; on a budget that carries ads, the ads come in too.
  if (r.kidsClub && t.id === "lessons-show-open-door") score += 8 + 18 - 2 * 5;
  if (r.petBoarding && t.petBoarding) score += 8 + Math.max(0, 18 - 2 * t.petBoarding) + (t.paid && r.budget.min >= 500 ? 4 : 0);
  if (r.familyPhoto && t.familyPhoto) score += 8 + Math.max(0, 18 - 2 * t.familyPhoto) + (t.paid && r.budget.min >= 500 ? 4 : 0);
  if (r.deviceRepair && t.deviceRepair) score += 8 + Math.max(0, 20 - 2 * t.deviceRepair) + (t.paid ? 6 : 0);
  if (r.tattoo && t.tattoo) score += 8 + Math.max(0, 20 - 2 * t.tattoo) + (t.paid && r.budget.min >= 2000 ? 6 : 0);
  if (r.partyEntertainer && t.partyEntertainer) score += 8 + Math.max(0, 20 - 2 * t.partyEntertainer) + (t.paid && r.budget.min >= 500 ? 4 : 0);
  if (r.trainer && t.trainer) score += 8 + Math.max(0, 18 - 2 * t.trainer) + (t.paid && r.budget.min >= 500 ? 4 : 0);
  if (r.kidsClub && t.kidsClub) score += 8 + Math.max(0, 18 - 2 * t.kidsClub) + (t.paid && r.budget.min >= 500 ? 4 : 0);
  if (r.homeCare && t.homeCare) score += 8 + Math.max(0, 20 - 2 * t.homeCare) + (t.paid && r.budget.min >= 2000 ? 8 : 0);
  if (r.careHome && t.careHome) score += 8 + Math.max(0, 20 - 2 * t.careHome) + (t.paid && r.budget.min >= 2000 ? 8 : 0);
  if (r.funeral && t.funeral) score += 8 + Math.max(0, 20 - 2 * t.funeral);
  // A law practice's own tactics in the order its clients need them; on a budget that carries ads, the ads come in too.
  if (r.architect && t.architect) score += 8 + Math.max(0, 20 - 2 * t.architect) + (t.paid && r.budget.min >= 500 ? 8 : 0);
  if (r.law && t.law) score += 8 + Math.max(0, 20 - 2 * t.law) + (t.paid && r.budget.min >= 2000 ? 8 : 0);
  const xpPlace = r.experience && t.experience?.[r.experience.form];
  if (xpPlace) score += 8 + Math.max(0, 18 - 2 * xpPlace) + (t.essential ? 2 : 0);
  if (r.driving && t.driving) score += 8 + Math.max(0, 18 - 2 * t.driving) + (t.essential ? 2 : 0);
  if (r.adultClasses && t.adultClasses) score += 8 + Math.max(0, 18 - 2 * t.adultClasses) + (t.essential ? 2 : 0);
  if (r.privateTeacher && t.privateTeacher) score += 8 + Math.max(0, 18 - 2 * t.privateTeacher) + (t.essential ? 2 : 0);
  // A coach's own tactics, in the order the goal needs them: the offer and consult call first, the paid intake next.
  if (r.coaching && t.coaching) score += 8 + Math.max(0, 18 - 2 * t.coaching) + (t.essential ? 2 : 0);
  if (r.membership && t.paidCommunity) score += 8 + Math.max(0, 18 - 2 * t.paidCommunity);
  if (r.farmBox && t.farmBox) score += 8 + Math.max(0, 16 - 2 * t.farmBox);
  // A florist's own tactics, in the order its goal needs them: the weekly accounts' offer and visits first.
  if (r.florist && t.florist) score += 8 + Math.max(0, 18 - 2 * t.florist) + (t.essential ? 2 : 0);
  // A wedding supplier's own tactics, in the order its couples need them: the venues' lists and real weddings first.
  if (r.weddingSupplier && t.weddingSupplier) score += 8 + Math.max(0, 18 - 2 * t.weddingSupplier);
  if (r.adviser && t.adviser) score += 8 + Math.max(0, 16 - 2 * t.adviser);
  if (r.jobBoard && t.jobBoard) score += 8 + Math.max(0, 16 - 2 * t.jobBoard);
  // A book's own tactics, in the order the goal needs them: the book page and the newsletter first.
  if (r.book && t.book) score += 8 + Math.max(0, 16 - 2 * t.book);
  if (r.band && t.band) score += 8 + Math.max(0, 16 - 2 * t.band);
  if (r.meetPeople && t.meetPeople) score += 8 + Math.max(0, 16 - 2 * t.meetPeople);
  if (r.youngChildren && t.youngChildren) score += 8 + Math.max(0, 16 - 2 * t.youngChildren);
  if (r.smallholders && t.smallholders) score += 8 + Math.max(0, 16 - 2 * t.smallholders);
  if (r.desktopApp && t.desktopApp) score += 8 + Math.max(0, 18 - 2 * t.desktopApp);
  if (r.wpPlugin && t.wpPlugin) score += 8 + Math.max(0, 20 - 2 * t.wpPlugin);
  if (r.agency && t.agency) score += 8 + Math.max(0, 20 - 2 * t.agency);
  // A caterer's own tactics in the order its goal needs them: the tasting and the reorder first.
  if (r.caterer && t.caterer) score += 8 + Math.max(0, 20 - 2 * t.caterer);
  // A practice's own tactics in the order its clients need them: the free check, the partners, the referrals first; on a budget that carries ads, the exact-phrase test too.
  if (r.recruiter && t.recruiter) score += 8 + Math.max(0, 30 - 3 * t.recruiter) + (t.paid && r.budget.min >= 2000 ? 10 : 0);
  if (r.accounting && t.accounting) score += 8 + Math.max(0, 20 - 2 * t.accounting) + (t.paid && r.budget.min >= 1000 ? 10 : 0);
  // An IT support company's own tactics in the order offices need them: the free check, the referrers, the readiness check, the switch first; search ads when the budget carries them.
  if (r.itSupport && t.itSupport) score += 8 + Math.max(0, 20 - 2 * t.itSupport) + (t.paid && r.budget.min >= 1000 ? 10 : 0);
  // An agent's own tactics in the order its clients need them: the switch, the numbers, the rules first; on a budget that carries ads, the valuation ads too.
  // A translator's own tactics in the order its buyers need them: the proof, the note, the networks first.
  if (r.translator && t.translator) score += 8 + Math.max(0, 20 - 2 * t.translator) + (t.paid && r.budget.min >= 500 ? 10 : 0);
  if (r.letting && t.letting) score += 8 + Math.max(0, 20 - 2 * t.letting) + (t.paid && r.budget.min >= 2000 ? 10 : 0);
  if (r.browserExtension && t.browserExtension) score += 8 + Math.max(0, 20 - 2 * t.browserExtension);
  if (r.digitalProduct && t.digitalProduct) score += 8 + Math.max(0, 20 - 2 * t.digitalProduct);
  if (r.clinician && t.clinician) score += 8 + Math.max(0, 18 - 2 * t.clinician);
  if (r.agtech && t.agtech) score += 8 + Math.max(0, 18 - 2 * t.agtech);
  // A marketplace brand's own tactics, in the order its sales need them: the listing first, then reviews and the ads.
  if (r.marketplaceBrand && t.marketplaceBrand) score += 8 + Math.max(0, 18 - 2 * t.marketplaceBrand);
  // A tour's own tactics, in the order its season needs them: the booking page first.
  if (r.tour && t.tour) score += 8 + Math.max(0, 12 - 2 * t.tour);
  // A school seller's own tactics, in the order the school year needs them: the quote pack first.
  if (r.schools && t.schools) score += 8 + Math.max(0, 24 - 4 * t.schools);
  if (r.church && t.church) score += 8 + Math.max(0, 18 - 2 * t.church);
  // A print-on-demand shop's own tactics in the order its margin needs them: the order's value and real photos first.
  if (r.printOnDemand && t.printOnDemand) score += 8 + Math.max(0, 22 - 2 * t.printOnDemand);
  if (r.artist && t.artist) score += 8 + Math.max(0, 24 - 2 * t.artist) + (t.paid && r.budget.min >= 2000 ? 6 : 0);
  // Made for the goal rather than also serving it: onboarding for retention beats an open beta.
  if (t.goals[0] === a.primaryGoal) score += 2;
  // A newsletter's own tactics (its paid-tier launch, swaps with other writers) fit it better than a course's.
  if (t.publication && r.publication) score += 6;
  // A producer whose goal is shelves in shops gets the work that puts it there first: the sale to the
  // buyer and the tasting that brings the reorder (high impact) lead, then what brings buyers to them.
  if (t.wholesale && r.wholesale) score += t.impact === "High Impact" ? 12 : 8;
  // A show whose goal is sponsors sells to brands: its own tactics (the media kit, brand outreach) come first.
  if (t.sponsorship && r.sponsorship) score += 8;
  // A town's newsletter grows where the town waits and is kept going by its readers, not only its sponsors.
  if (t.localNews && r.sponsorship?.local) score += 4;
  // A maker on Etsy whose goal is their own site and list: the tactics made for that move.
  if (t.marketplaceSellers && r.marketplaceSeller) score += 10;
  if (t.crowdfunding && r.crowdfunding) score += 6;
  // "10,000 wishlists before Next Fest": the tactic named for the festival the founder named.
  if (r.storeGame?.nextFest && t.storeGame && t.name.includes("{festival}")) score += 8;
  // Owners who live on WhatsApp are won at their counter and kept in the chat.
  if (r.messagingFirst && (t.messagingFirst || (t.inPerson && t.kinds.includes("b2b-smb")))) score += 6;
  // Grown-ups hear of an app in the papers and from search: with no channel proven yet, the tactics made for them lead.
  if (t.grownUps && r.mature && !r.worked) score += 4;
  // Researchers who pay for a tool themselves: the tactics written for them (lab-mates, a PI's card, the annual plan).
  if (t.researchers && r.research) score += 8;
  if (t.event && r.event) score += 6;
  // "25 new recurring biweekly clients": a round's own tactics (clients' neighbours, one-offs made recurring) first.
  if (t.homeVisits && r.homeVisits) score += 10;
  // A garage's own tactics, and the reminder before each car's yearly test and service: its regulars come back by the calendar.
  if (r.trade === "motor" && (t.yearly || (t.trades?.length === 1 && t.trades[0] === "motor"))) score += 8;
  // A bike workshop's own tactics: the quiet months filled at its price, proof of wear, riders where they gather.
  if (r.trade === "cycle" && t.trades?.length === 1 && t.trades[0] === "cycle") score += 8;
  // A dealer's own tactics: the listing a wary buyer believes, the price with its reasons, the sale that brings the next.
  if (r.trade === "dealer" && t.trades?.length === 1 && t.trades[0] === "dealer") score += 8;
  // A storage site's own tactics: found and booked in the week of need, named by who hears of it first, kept longer.
  if (r.trade === "storage" && t.trades?.length === 1 && t.trades[0] === "storage") score += 8;
  // A farm's own tactics: what's ready today, the weather answered, weekdays filled, one season's visitors brought back.
  if (r.trade === "farm" && t.trades?.length === 1 && t.trades[0] === "farm") score += 8;
  // What the farmer said does not work comes first: the rain, and visitors who come once a year and forget.
  if (r.trade === "farm" && t.id === "farm-rain-plan" && /\b(?:rain\w*|weather|wet)\b/i.test(a.challenges)) score += 4;
  if (r.trade === "farm" && t.id === "farm-pumpkin-to-shop" && /\b(?:forget\w*|once a (?:year|season)|all year|year[- ]round)\b/i.test(`${a.challenges} ${a.successMetrics}`)) score += 4;
  // A marketplace grows the side that is short first ("cooks drop out in their first week").
  if (t.side && r.marketplace?.constrained === t.side) score += 6;
  // Retention is won inside the product: with it as the goal, and no count of new customers in the
  // metrics, what only brings new people in (press, share cards) counts less, so it does not crowd
  // out the work on keeping them.
  if (a.primaryGoal === "retention" && !NEW_CUSTOMERS.test(a.successMetrics) && !t.goals.includes("retention") && !t.essential) score -= 3;
  // "Mostly from a piece in a local paper": what already brought customers leads the plan.
  if (r.worked && t.channels[0] === r.worked.tag) score += 12;
  // "Many cancelled after the free trial": the trial is fixed before more trials are bought.
  if (r.trialLeak && t.trialOnly) score += 9;
  // The founder counts success in a channel ("an email list of 400"): tactics that grow it serve the goal.
  if (t.channels.some((c) => r.metricChannels.includes(c))) score += 4;
  score += 3 * Math.min(2, t.channels.filter((c) => r.mentioned.includes(c)).length);
  score += 2 * t.requires.filter((s) => a.skills.includes(s)).length;
  score -= 2 * t.requires.filter((s) => !a.skills.includes(s)).length;
  score += t.uses.filter((s) => a.skills.includes(s)).length;
  if (t.kinds.length === 1) score += 2;
  if (KIND_CORE[r.kind].includes(t.channels[0])) score += 2;
  if (t.audiences?.includes(a.audienceType)) score += 2;
  if (t.impact === "High Impact") score += 1;
  if (r.planWeeks <= 8) {
    if (t.timeFrame === "Quick Win") score += 3;
    if (t.timeFrame === "Long-term") score -= 4;
  } else if (r.planWeeks >= 26 && (t.timeFrame === "Long-term" || t.timeFrame === "Ongoing")) {
    score += 1;
  }
  // A large budget is put to work; a small one favours what costs time, not money.
  if (r.budget.min >= 2000 && t.cost.max >= r.budget.min * 0.1) score += 3;
  if (r.budget.min >= 10000 && t.cost.max >= r.budget.min * 0.25) score += 4;
  if (r.budget.max !== null && r.budget.max <= 2000 && t.cost.max === 0) score += 1;
  // A tactic whose own milestones fall after the plan's last week ("listed within 6 weeks" in a
  // four-week plan) shows nothing the founder can measure in time.
  if (lastMilestoneWeek(t) > r.planWeeks) score -= 3;
  // Scarce hours: every hour a tactic asks for above two counts against it.
  if (r.timeLimit) score -= Math.max(0, Math.ceil(t.hoursPerWeek - 2));
  return score;
}

export function isEligible(t: LibraryTactic, a: PlanFormData, r: Reading = readAnswers(a)): boolean {
  return exclusionReason(t, a, r) === null;
}

/**
 * Picks the plan's tactics: hard rules filter, scores rank, a penalty per repeated main channel keeps
 * the plan varied, the goal's own tactic is guaranteed, and money and hours stay within what the
 * founder has. Ties go to library order, so the same answers always give the same plan.
 */
export function selectTactics(
  a: PlanFormData,
  r: Reading = readAnswers(a),
  library: readonly LibraryTactic[] = TACTIC_LIBRARY,
): LibraryTactic[] {
  // An event's run-up holds two more: the ticket page, speakers, partners, students, the showcase, posts, print and the last push.
  // A round with a count of new clients to win takes one more tactic: each brings a few clients a week.
  // Exam tutoring holds one more: its page for parents on safeguarding and consent is a quarter of an hour a week.
  // A charity's plan holds the giving page and the thank-you that keeps donors besides the asks that find them.
  // A venue's holds its priced packages and the enquiry-to-show-round path besides what brings couples to them.
  // A paid community's holds the first week, churn by joining month and the live rituals besides the ways new members come in.
  // A gym's holds the pause instead of a cancel besides the path from the intro and the first ninety days.
  // A health practice's holds its reviews, answered the way the rules allow, besides the partners, the first step and the searches.
  // A childcare setting's holds the waiting list and the first inspection besides the visits, parents' word, employers and groups; a search ads test when the budget carries one.
  // A removals company's holds the quiet days, the partners, the reviews and the profile besides the quote, and the ads a budget of $500 carries.
  // An installer's holds the open homes, the street note and the referral thank-you besides the quote, the case studies and the searches, and the ads a budget of $2,000 carries.
  // A care agency's holds the carers it recruits and the trust it shows besides the crisis call, the price page and the partners who send families, and search ads when the budget carries them.
  // A kennels' holds the referrers and daycare regulars (when it runs daycare) besides the visit, the profile, the quiet months and the rebooking, and a small ads test when the budget carries one.
  // A family photographer's holds the viewing session and the returning family besides the booking, the safety page, the referrers and the reviews, and the ads a budget of $500 carries.
  // A device repair shop's holds the reviews, the refurbished phones, the trade-ins and the referrers besides the price page, the profile, the quote and the answer to the kiosk, and search ads when the budget carries them.
  // A tattoo studio's holds the flash days, guest spots, referrals and collaborations besides the form, the list, the style pages, the first-timers and the healed photos, and a convention on a budget of $2,000.
  // A children's entertainer's holds the venues and the holiday organisers besides the party bags, the parents' message, the page and the rebooking, a small ads test when the budget carries one and a second entertainer on a large one.
  // A translator's holds the directory listing and the repeat work besides the proof, the note, the networks, the fair and the referrals, and paid reach when the budget carries it.
  // A personal trainer's holds the week-six check-in and the renewals besides the starter, the profile, the stories, friends and referrers, and a small ads test when the budget carries one.
  // A children's club's holds the milestone days and the half-term plan besides the first class, the parents' page, the schools and parents' word, and a small ads test when the budget carries one.
  // A print-on-demand shop's holds the bigger order and the real photos besides what puts the designs in front of people.
  // An artist's holds the viewing page, the galleries and the prints besides the list, the stories, the open studio, the places and the press, and a fair's stand, a studio assistant and a solo exhibition on the budgets that carry them.
  // A coach's holds the consult call, the paid intake and the check-ins besides what brings people to them.
  // A farm box holds the September win-back besides the pause, the weekly box email, the farm and the rounds.
  // A book's holds its page, its list, its reviews and its last pages besides the promotions, other authors, reader groups and the place it is set.
  // A restaurant's holds a class or supper club sold ahead besides the nights' menus, the list, the profile and the groups.
  // A digital download's holds the free version that collects emails besides the weekly video, the listings, the updates, the bundle, creators and communities.
  // A caterer's holds the easy reorder besides the tasting and what brings the people who order food to it.
  // A school of adult learners holds the course, the busy-week rules and the group that keep them besides the ways new learners come in.
  // A letting or estate agent's holds the valuation for accidental landlords besides the switch, the numbers, the rules, the partners, the evenings, the boards and the reviews, and the valuation ads when the budget carries them.
  // A practice's holds the fixed-fee page, the tax calendar and the Google profile besides the check, the partners and the referrals, and paid reach when the budget carries it.
  // An IT support company's holds the Google profile besides the check, the referrers, the readiness check, the switch, the talks, the introductions and the stories, and its search ads when the budget carries them; LinkedIn ads and a co-hosted breakfast besides on a large one.
  // A florist's holds the peak days' preparation besides the accounts, the subscription, sympathy work, thank-you accounts, reminders and direct orders, and a paid test when the budget carries one.
  // A wedding supplier's holds the same-day reply to every enquiry besides the venues' lists, real weddings, reviews and referrals.
  const count = tacticCount(r.planWeeks) + (r.event ? 2 : 0) + (r.homeVisits?.goal ? 1 : 0) + (r.examTutoring ? 1 : 0) + (r.charity ? 1 : 0) + (r.venue ? 1 : 0) + (r.gym ? 1 : 0) + (r.restaurant ? 1 : 0) + (r.coaching ? 2 : 0) + (r.book ? 2 : 0) + (r.membership ? 3 : 0) + (r.farmBox ? 1 : 0) + (r.band ? (r.budget.min >= 2000 ? 3 : 2) : 0) + (r.florist ? (r.budget.min >= 500 ? 2 : 1) : 0) + (r.jobBoard ? (r.budget.min >= 2500 ? 4 : 3) : 0) + (r.wpPlugin && r.planWeeks >= 26 ? 2 : 0) + (r.agency && r.budget.min >= 1000 ? 1 : 0) + (r.caterer ? 1 : 0) + (r.browserExtension ? (r.browserExtension.perSeat ? 3 : 2) : 0) + (r.digitalProduct ? 1 : 0) + (r.church ? 1 : 0) + (r.clinician ? 2 : 0) + (r.clinic ? 1 : 0) + (r.childcare ? (r.budget.min >= 500 ? 2 : 1) : 0) + (r.installer ? (r.budget.min >= 2000 ? 2 : 1) : 0) + (r.experience ? 1 : 0) + (r.marketplaceBrand ? 1 : 0) + (r.law ? (r.budget.min >= 10000 ? 2 : r.budget.min >= 2000 ? 1 : 0) : 0) + (r.architect && r.budget.min >= 500 ? 1 : 0) + (r.homeCare ? (r.budget.min >= 10000 ? 4 : r.budget.min >= 2000 ? 3 : 2) : 0) + (r.careHome ? (r.budget.min >= 10000 ? 3 : r.budget.min >= 2000 ? 2 : 1) : 0) + (r.weddingSupplier ? 1 : 0) + (r.adultClasses ? 2 : 0) + (r.printOnDemand ? 1 : 0) + (r.accounting ? (r.budget.min >= 2000 ? 3 : 1) : 0) + (r.recruiter ? (r.budget.min >= 10000 ? 4 : r.budget.min >= 2000 ? 2 : 1) : 0) + (r.itSupport ? (r.budget.min >= 10000 ? 4 : r.budget.min >= 1000 ? 2 : 1) : 0) + (r.privateTeacher ? 2 : 0) + (r.funeral ? (r.funeral.celebrant ? 2 : 3) : 0) + (r.agtech ? (r.budget.min >= 10000 ? 2 : 1) : 0) + (r.letting ? (r.budget.min >= 2000 ? 2 : 1) : 0) + (r.removals ? (r.budget.min >= 10000 ? 2 : 1) : 0) + (r.kidsClub ? (r.budget.min >= 500 ? 2 : 1) : 0) + (r.petBoarding ? (r.petBoarding.daycare ? 0 : -1) + (r.budget.min >= 500 ? 1 : 0) : 0) + (r.familyPhoto ? (r.budget.min >= 500 ? 2 : 1) : 0) + (r.tattoo ? (r.budget.min >= 10000 ? 5 : r.budget.min >= 2000 ? 4 : 3) : 0) + (r.partyEntertainer ? (r.budget.min >= 50000 ? 4 : r.budget.min >= 2000 ? 3 : r.budget.min >= 500 ? 2 : 1) : 0) + (r.trainer ? (r.budget.min >= 500 ? 3 : 2) : 0) + (r.trade === "storage" && r.kind === "local" ? (r.budget.min >= 500 ? 2 : 1) : 0) + (r.artist ? (r.budget.min >= 50000 ? 5 : r.budget.min >= 10000 ? 4 : r.budget.min >= 2000 ? 3 : 2) : 0) + (r.deviceRepair ? (r.deviceRepair.refurbished ? 2 : 0) + (r.budget.min >= 10000 ? 2 : r.budget.min >= 500 ? 1 : 0) : 0) + (r.trade === "farm" ? 3 : 0) + (r.translator ? (r.budget.min >= 10000 ? 3 : r.budget.min >= 500 ? 2 : 1) : 0);
  // A design practice's holds its search ads besides its seven ways in when the budget carries a small test.
  // A law practice's holds its search ads besides its seven ways in when the budget carries them, and paid reach in its community's media on a large one.
  // A marketplace brand's holds the protection against copies besides the listing, the reviews, the ads, the creators and the seasons.
  // Clinician software holds the trust page and the beta cohort's calls besides the colleagues' channels that bring sign-ups.
  // Hardware sold to field operators holds the installs and the in-season notes that keep a subscription besides the pilot, the advisers, the field day and the season's selling.
  // A job board holds both sides (seeding, the job email, the employer page, the pay rule) besides the outreach, the communities and the revenue levers, and paid reach on a budget that carries it.
  const pool = library
    .map((t, index) => ({ t, index, score: scoreTactic(t, a, r) }))
    .filter(({ t }) => isEligible(t, a, r));
  type Candidate = (typeof pool)[number];

  const chosen: Candidate[] = [];
  // A maker's own list is the goal itself ("1,000 email subscribers"): the tactics that build it are one
  // programme (the parcel card, the sign-up, the welcome and the drops), not the same channel repeated.
  const adjusted = (c: Candidate) =>
    c.t.marketplaceSellers && r.marketplaceSeller ? c.score : c.score - 4 * chosen.filter((x) => x.t.channels[0] === c.t.channels[0]).length;
  const maxPaid = r.budget.min >= 10000 ? 4 : 2;
  const hourLimit = hourLimits(r);
  // Limits that make a plan doable, relaxed only when too few tactics would be left: first the
  // founder's hours up to their hard limit, then everything but money.
  let relaxed: 0 | 1 | 2 = 0;
  const fits = (c: Candidate, level = relaxed) => {
    const spent = chosen.reduce((sum, x) => sum + x.t.cost.min, 0);
    if (r.budget.max !== null && spent + c.t.cost.min > r.budget.max) return false;
    if (level === 2) return true;
    const hours = chosen.reduce((sum, x) => sum + x.t.hoursPerWeek, 0);
    const cap = level === 0 ? hourLimit?.soft : hourLimit?.hard;
    if (hourLimit && cap !== undefined && chosen.length >= hourLimit.free && hours + c.t.hoursPerWeek > cap) return false;
    // Past the founder's hours, a heavy tactic must leave room under the hard limit for the lightest ones the plan still needs.
    if (level === 1 && hourLimit && cap !== undefined && chosen.length + 1 < MIN_TACTICS) {
      const lightest = Math.min(...pool.filter((x) => x !== c).map((x) => x.t.hoursPerWeek));
      if (hours + c.t.hoursPerWeek + (MIN_TACTICS - chosen.length - 1) * lightest > cap) return false;
    }
    if (c.t.paid && chosen.filter((x) => x.t.paid).length >= maxPaid) return false;
    return true;
  };
  const better = (c: Candidate, top: Candidate, level: number) => {
    // Past the hours a founder gave, the lightest tactics are the honest fill.
    if (level === 2 && r.weeklyHours !== null && c.t.hoursPerWeek !== top.t.hoursPerWeek) return c.t.hoursPerWeek < top.t.hoursPerWeek;
    return adjusted(c) > adjusted(top) || (adjusted(c) === adjusted(top) && c.index < top.index);
  };
  const best = (candidates: Candidate[], level = relaxed) => {
    let top: Candidate | undefined;
    for (const c of candidates) {
      if (fits(c, level) && (!top || better(c, top, level))) top = c;
    }
    return top;
  };
  const take = (c: Candidate | undefined) => {
    if (!c) return false;
    chosen.push(c);
    pool.splice(pool.indexOf(c), 1);
    return true;
  };

  // Where customers of this kind look first, before anything else.
  take(best(pool.filter((c) => c.t.essential)));
  // A paid desktop app sold once starts every month from zero: the tactic that sells to owners again comes early.
  if (r.desktopApp?.oneTime) take(best(pool.filter((c) => c.t.id === "desk-upgrades-licences")));
  // A WordPress plugin sold by the year: renewals are the second sale, and agencies who ask for lifetime deals get their licence.
  if (r.wpPlugin?.perYear) take(best(pool.filter((c) => c.t.id === "wpp-renewals")));
  if (r.wpPlugin?.lifetimeAsked) take(best(pool.filter((c) => c.t.id === "wpp-agency-licence")));
  // A caterer who pays a marketplace's cut, or whose orders bunch on some days or months, gets the tactics that answer what they said.
  if (r.caterer?.onMarketplace) take(best(pool.filter((c) => c.t.catererMarketplace)));
  if (r.caterer) take(best(pool.filter((c) => c.t.catererQuiet)));
  // An extension priced per seat: the team it could spread to is its second sale.
  if (r.browserExtension?.perSeat) take(best(pool.filter((c) => c.t.id === "bx-team-seats")));
  // A download bought once: the free version that keeps the emails of people not ready to buy is what every video and listing links to.
  if (r.digitalProduct) take(best(pool.filter((c) => c.t.id === "dp-free-version")));
  // A care agency sells only the hours its carers can give: the recruitment line is in every plan.
  if (r.homeCare) take(best(pool.filter((c) => c.t.id === "hc-carer-recruitment")));
  // A care home's families come through the professionals who meet them first: that tactic is in every plan, however short.
  if (r.careHome) take(best(pool.filter((c) => c.t.id === "ch-referrers")));
  // A dental practice's new patients come through its own patients and local employers: that tactic is in every plan, however short.
  if (r.clinic?.care === "teeth") take(best(pool.filter((c) => c.t.id === "clinic-teeth-referrals")));
  // The goal's own tactics lead: two of them, so the plan works on the founder's metric first.
  for (let i = 0; i < 2; i++) take(best(pool.filter((c) => c.t.goals.includes(a.primaryGoal))));
  // A metric counted in a channel ("an email list of 400 readers") gets a tactic that grows it.
  if (r.metricChannels.length && !chosen.some((c) => c.t.channels.some((ch) => r.metricChannels.includes(ch)))) {
    take(best(pool.filter((c) => c.t.channels.some((ch) => r.metricChannels.includes(ch)))) ?? best(pool.filter((c) => c.t.channels.some((ch) => r.metricChannels.includes(ch))), 1));
  }
  // A first signal early: one quick win in weeks 1-2.
  if (!chosen.some((c) => c.t.timeFrame === "Quick Win")) take(best(pool.filter((c) => c.t.timeFrame === "Quick Win")));
  // A budget of $2,000 a month and more gets at least one tactic that can carry a real share of it.
  // Money buys what hours cannot: a budget left unused is the bigger misfit, so this one may pass
  // the hours' hard limit, and a founder who gave hours gets the lightest that carries the money.
  if (r.budget.min >= 2000) {
    const carriers = pool.filter((c) => c.t.cost.max >= r.budget.min * 0.25);
    take(best(carriers, 1) ?? best(carriers, 2));
  }
  // Money buys what hours cannot: a founder with a few stated hours and $500+ a month gets one small
  // paid test that takes half an hour a week, within the hours' hard limit.
  if (r.weeklyHours !== null && r.budget.min >= 500 && !chosen.some((c) => c.t.paid)) {
    take(best(pool.filter((c) => c.t.paid && c.t.hoursPerWeek <= 0.5), 1));
  }
  // "They find groomers on Nextdoor": a network the founder names as where customers look gets its tactic,
  // within the hours' hard limit, after what the goal and the budget need.
  const named = namedNetworks(a, r);
  if (named.length && !chosen.some((c) => named.some((n) => n.test(c.t.name)))) {
    take(best(pool.filter((c) => named.some((n) => n.test(c.t.name))), 1));
  }
  while (chosen.length < count && take(best(pool)));
  for (const level of [1, 2] as const) {
    if (chosen.length >= MIN_TACTICS) break;
    relaxed = level;
    while (chosen.length < MIN_TACTICS && take(best(pool)));
  }
  if (chosen.length < MIN_TACTICS) {
    // Still too few: what fits the next stage is the nearest honest advice.
    const next = STAGE_ORDER[STAGE_ORDER.indexOf(a.productStage) + 1];
    if (next) {
      const ids = new Set(chosen.map((c) => c.t.id));
      pool.push(
        ...library
          .map((t, index) => ({ t, index, score: scoreTactic(t, a, r) }))
          .filter(({ t }) => !ids.has(t.id) && exclusionReason(t, a, r) === "stage" && isEligible(t, { ...a, productStage: next }, r)),
      );
      while (chosen.length < MIN_TACTICS && take(best(pool)));
    }
  }

  // A campaign's tactics read in the campaign's order (the list, the page, the press, launch day, the updates);
  // a store game's in the order of the work (the store page every other tactic sends players to comes first).
  // A charity's in the order its donors need them (the giving page every ask links to comes first); a tour's
  // too (the booking page first, then the map, the reviews, the front desks).
  const inLibraryOrder = (t: LibraryTactic) => (r.crowdfunding && t.crowdfunding) || (r.storeGame && t.storeGame) || (r.event && t.event) || (r.charity && t.charity) || (r.tour && t.tour) || (r.book && t.book) || (r.band && t.band) || (r.meetPeople && t.meetPeople) || (r.youngChildren && t.youngChildren) || (r.driving && t.driving) || (r.adultClasses && t.adultClasses) || (r.smallholders && t.smallholders) || (r.desktopApp && t.desktopApp) || (r.wpPlugin && t.wpPlugin) || (r.agency && t.agency) || (r.recruiter && t.recruiter) || (r.caterer && t.caterer) || (r.browserExtension && t.browserExtension) || (r.digitalProduct && t.digitalProduct) || (r.church && t.church) || (r.clinician && t.clinician) || (r.childcare && t.childcare) || (r.installer && t.installer) || (r.removals && t.removals) || (r.marketplaceBrand && t.marketplaceBrand) || (r.careHome && t.careHome) || (r.homeCare && t.homeCare) || (r.law && t.law) || (r.architect && t.architect) || (r.kidsClub && t.kidsClub) || (r.petBoarding && t.petBoarding) || (r.familyPhoto && t.familyPhoto) || (r.tattoo && t.tattoo) || (r.deviceRepair && t.deviceRepair) || (r.trainer && t.trainer) || (r.printOnDemand && t.printOnDemand) || (r.artist && t.artist) || (r.itSupport && t.itSupport) || (r.accounting && t.accounting) || (r.privateTeacher && t.privateTeacher) || (r.funeral && t.funeral) || (r.agtech && t.agtech) || (r.letting && t.letting) || (r.partyEntertainer && t.partyEntertainer) || (r.trade === "farm" && Boolean(t.trades?.includes("farm"))) || (r.translator && t.translator);
  return chosen
    .slice()
    .sort((x, y) => (inLibraryOrder(x.t) && inLibraryOrder(y.t) ? x.index - y.index : y.score - x.score || x.index - y.index))
    .map((c) => c.t);
}
