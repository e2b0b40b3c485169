import type { PlanFormData } from "~/wizard/types";
import { MONTHS } from "./calendar";
import { americanSpelling, formatCount, numberFrom, numberWord, upperFirst, withArticle } from "./words";

/**
 * A care-at-home business: a home care (domiciliary care) agency whose carers visit older people at home by
 * the hour, a live-in care agency, a US in-home senior care agency or franchise, or a companionship service
 * for older people. The buyer is usually a daughter or son, often in a crisis (a fall, a hospital discharge),
 * deciding within days on the word of the discharge team, the GP practice or a friend; sometimes the older
 * person. So its plan is being ready for the crisis call (a same-day callback, a home assessment within 48
 * hours, a plain price), referral relationships with the people who meet families at that moment (discharge
 * teams, GP practices' care coordinators and social prescribers, the council's adult social care and direct
 * payments team, charities for older people, solicitors who write lasting powers of attorney), trust shown
 * (the carers by name with consent, the regulator's registration, the rating only once inspected), reviews
 * from families with consent and no health details, talks where families already meet, and every tactic
 * paced to carer recruitment: hours sold never outrun carers. Not a shop: no till, window, regulars or gift
 * vouchers, and no fear-selling. Read from the founder's words whatever product type the form says. Pure.
 */
export type HomeCare = {
  /** The founder's word for it: "home care agency", "live-in care agency", "companionship service", "in-home care agency". */
  word: string;
  /** Carers live in with the client (priced by the week), not visits by the hour. */
  liveIn: boolean;
  /** Company and help around the house only, no personal care said (washing, dressing, medication). */
  companionship: boolean;
  /** A franchise of a national brand (a US senior home care franchisee). */
  franchise: boolean;
  /** Price by the hour, or by the week for live-in care, with its currency symbol. */
  hourly: number | null;
  weekly: number | null;
  symbol: string;
  /** The minimum, as the founder says it: "minimum two hours a week" → 2, a week; "four-hour minimum per visit" → 4, a visit. */
  minHours: number | null;
  minPer: "week" | "visit" | null;
  /** What the visits are for, from the pitch: "washing, meals, medication prompts and company". */
  services: string | null;
  /** Carers employed today ("12 carers" → 12), and whether they are paid the living wage. */
  carers: number | null;
  livingWage: boolean;
  /** Registered with the regulator (the founder says "CQC registered", "licensed"); the rating only when they say it. */
  registered: boolean;
  rating: string | null;
  /** The goal: care hours a week (and the founder's words for them: "300 paid care hours a week"), clients, by a month; the hours delivered today when said. */
  goalHours: number | null;
  goalHoursSaid: string | null;
  hoursNow: number | null;
  goalClients: number | null;
  goalClientsSaid: string | null;
  byMonth: string | null;
  /** Some families pay with the council's direct payments (UK). */
  directPayments: boolean;
  /** The buyers decide after a hospital stay or a discharge. */
  discharge: boolean;
  /** The founder says clients can't be taken on faster than carers are recruited. */
  recruitLimit: boolean;
  /** The rival the founder names ("the big agencies"), and that they are on every search. */
  rival: string | null;
  rivalSearch: boolean;
  /** The founder's own words for the trust worry ("Families don't trust a new agency with mum"). */
  trustWorry: string | null;
  /** What the founder calls the people who visit: "carer" (UK), "caregiver" (US), "companion" (a companionship service). */
  carerWord: "carer" | "caregiver" | "companion";
  /** How the buyers speak of their parent: "Mum" (UK) or "Mom" (US). */
  parent: string;
  uk: boolean;
  us: boolean;
  /** The UK nation (its regulator differs), when the place tells it. */
  nation: "England" | "Scotland" | "Wales" | "Northern Ireland" | null;
  /** The US state, when said after the city: "Tucson, Arizona" → "Arizona". */
  state: string | null;
};

/** Words that name a care-at-home business in its first sentence. */
const HOME_CARE: [RegExp, string][] = [
  [/\blive-in (?:care|carers?|caregivers?)\b/, "live-in care agency"],
  [/\bdomiciliary care\b/, "home care agency"],
  [/\b(?:in-home|at-home) (?:senior |elder(?:ly)? |non-medical )?care\b|\bsenior (?:home |in-home )?care (?:agency|service|company|business|franchise|provider)\b|\bhome care for (?:seniors|older adults)\b/, "in-home care agency"],
  [/\bhome ?care (?:agency|service|company|business|provider|franchise|team)\b|\bcare agency\b(?=[^.]{0,80}\b(?:older|elderly|seniors?|at home|in their (?:own )?homes?)\b)|\bhome care\b(?=[^.]{0,80}\b(?:older|elderly|seniors?|frail|dementia|later life|at home)\b)/, "home care agency"],
  [/\b(?:carers|caregivers|care workers) who (?:visit|come to|call on|look after)\b[^.]{0,40}\b(?:older|elderly|seniors?|people at home|at home)\b/, "home care agency"],
  [/\bcompanion(?:ship)? (?:service|care|visits?|agency)\b(?=[^.]{0,80}\b(?:older|elderly|seniors?|later life|lonely|live alone|living alone)\b)|\b(?:older|elderly|seniors?)\b[^.]{0,40}\bcompanion(?:ship)? (?:service|care|visits?)\b/, "companionship service"],
];

/** Words that make the product something for such businesses or families (software, an app, a directory), not one of them. */
const FOR_THEM = /\b(?:apps?|platform|software|saas|tool|system|marketplace|directory|plugin|booking engine|rota|scheduling|newsletter|podcast|course|magazine)\b[^.]{0,60}$/;

/** Care that is not for older people at home: children, pets, hair and skin, cleaning products, lawns. */
const OTHER_CARE = /\b(?:child ?care|day ?care|nurser(?:y|ies)|nann(?:y|ies)|pet|dog|cat|horse|hair|skin|nail|lawn|garden|car|home care (?:products?|range|brand))\b/;

/** The pitch names a care-at-home business that is the business itself; null for anything else. */
export function homeCareWordOf(pitch: string): { word: string } | null {
  const lower = pitch.toLowerCase();
  if (/\bonline\b|\bvirtual\b|\bremote(?:ly)?\b|\bby (?:phone|video)\b/.test(lower)) return null;
  const hit = HOME_CARE.map(([re, word]) => ({ m: re.exec(lower), word })).find((h) => h.m);
  if (!hit) return null;
  const before = lower.slice(0, hit.m!.index);
  if (FOR_THEM.test(before) || /\bfor (?:[a-z-]+ ){0,3}$/.test(before)) return null;
  if (OTHER_CARE.test(lower.slice(Math.max(0, hit.m!.index - 20), hit.m!.index + hit.m![0].length + 20))) return null;
  return { word: hit.word };
}

const monthOf = (word: string | undefined): string | null => (word ? MONTHS.find((m) => m.toLowerCase() === word.toLowerCase()) ?? null : null);
const MONTH_RE = MONTHS.join("|");
const NUMBER = "(\\d{1,4}(?:,\\d{3})?|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|forty|fifty)";

const SCOTLAND = /\b(?:scotland|edinburgh|glasgow|aberdeen|dundee|inverness|stirling|perth|fife|highlands?)\b/i;
const WALES = /\b(?:wales|cardiff|swansea|newport|wrexham|bangor|aberystwyth|gwynedd|powys)\b/i;
const NI = /\b(?:northern ireland|belfast|derry|londonderry|lisburn|newry)\b/i;

/**
 * "A home care agency in Brighton and Hove: carers who visit older people at home … CQC registered this
 * spring, 12 carers on the living wage, £32 an hour, minimum two hours a week", "300 paid care hours a week
 * by March": the business and the numbers its plan needs. Null for anything else (a cleaner, an app for
 * families, a physio).
 */
export function readHomeCare(a: PlanFormData, pitch: string, country: string | null, place: string): HomeCare | null {
  if (a.audienceType === "developer" || a.audienceType === "b2b-enterprise") return null;
  const found = homeCareWordOf(pitch);
  if (!found) return null;
  const d = a.productDescription;
  const all = `${d} ${a.audiencePersona} ${a.successMetrics} ${a.challenges}`;
  const hourly = /([£$€])\s?(\d{1,3}(?:\.\d\d)?)\s*(?:an|per|\/)\s*(?:hour|hr)\b/i.exec(d);
  const weekly = /([£$€])\s?(\d{1,2},?\d{3}|\d{3,4})\s*(?:a|per|\/)\s*week\b/i.exec(d);
  const min = new RegExp(`\\b(?:minimum(?: of)?|at least|min\\.?)\\s+${NUMBER}\\s+hours?\\b|\\b${NUMBER}[- ]hours? minimum\\b`, "i").exec(d);
  const minAfter = min ? d.slice(min.index! + min[0].length, min.index! + min[0].length + 20) : "";
  const services = /\b(?:for|with|help with|helping with)\s+((?:[a-z-]+(?: [a-z-]+){0,2}, )+(?:[a-z-]+ ){0,2}(?:and|or) (?:[a-z-]+ ?){1,3})(?=[.;,]|$)/i.exec(pitch);
  const carers = new RegExp(`\\b${NUMBER}\\s+(?:(?:trained|local|employed|paid|experienced|live-in|part-time|full-time)\\s+)?(?:carers|caregivers|care workers|care staff|companions)\\b`, "i").exec(d);
  const goalHours = new RegExp(`\\b${NUMBER}\\s+(?:(?:paid|billable|care|client|service)\\s+){0,2}hours?\\s+(?:of care\\s+)?(?:a|per|each)\\s+week\\b`, "i").exec(a.successMetrics);
  // "300 care hours a week by March, from 80"; "we deliver about 80 hours a week today".
  const hoursNow =
    new RegExp(`\\b(?:from|up from)\\s+(?:about\\s+)?${NUMBER}\\b`, "i").exec(a.successMetrics) ??
    new RegExp(`\\b(?:currently|today|now|deliver(?:ing)?|already)\\s+(?:about\\s+|around\\s+)?${NUMBER}\\s+(?:paid\\s+)?(?:care\\s+)?hours?\\b|\\b${NUMBER}\\s+(?:paid\\s+)?(?:care\\s+)?hours?\\s+(?:a|per)\\s+week\\s+(?:today|now|so far)\\b`, "i").exec(d);
  const clients = new RegExp(`\\b${NUMBER}\\s+(?:(?:new|regular|live-in|private|weekly)\\s+){0,2}(?:clients|families|placements|packages)\\b`, "i").exec(a.successMetrics);
  const by = new RegExp(`\\b(?:by|before|until|end of)\\s+(?:the\\s+end\\s+of\\s+)?(${MONTH_RE})\\b`, "i").exec(a.successMetrics);
  const rating = /\brated\s+['‘"“]?(outstanding|good|requires improvement)\b/i.exec(all);
  const rival = /\b(the (?:big|large|national|bigger) (?:agencies|franchises|providers|chains?)|(?:big|national) (?:agencies|franchises|providers))\b/i.exec(a.challenges);
  const worry = a.challenges.split(/(?<=[.!?])\s+/).find((s) => /\b(?:trust|new agency|nervous|worried about a stranger|strangers?)\b/i.test(s));
  // "Tucson, Arizona": the state after the city, in the area or the pitch.
  const stateMatch = [a.localRegion ?? "", d].map((t) => /,\s*([A-Z][a-z]+(?: [A-Z][a-z]+)?)(?=\s*(?:[:,.;)]|$))/.exec(t)).find(Boolean);
  const hourly0 = hourly?.[1] ?? weekly?.[1];
  // A price in pounds with no country named is a UK business ("£25 an hour" in York).
  const uk = country === "United Kingdom" || (!country && hourly0 === "£");
  const where = `${place} ${a.localRegion ?? ""} ${d}`;
  const symbol = hourly0 ?? (uk ? "£" : country === "United States" ? "$" : "£");
  const liveIn = found.word === "live-in care agency";
  return {
    word: /\bfranchise\b/i.test(pitch) ? `${found.word.replace(/ agency$/, "")} franchise` : found.word,
    liveIn,
    // "No personal care" keeps a companionship service what it is.
    companionship: found.word === "companionship service" && !/(?<!\bno )\b(?:personal care|washing|bathing|dressing|medication|continence)\b/i.test(d),
    franchise: /\bfranchise(?:e)?\b/i.test(d),
    hourly: hourly ? Number(hourly[2]) : null,
    weekly: weekly ? Number(weekly[2]!.replace(",", "")) : null,
    symbol,
    minHours: min ? numberFrom(min[1] ?? min[2]) : null,
    minPer: !min ? null : /^\s*(?:a|per|each)\s+week\b/i.test(minAfter) ? "week" : /^\s*(?:a|per|each)\s+visit\b/i.test(minAfter) ? "visit" : null,
    services: services ? services[1]!.trim() : null,
    carers: carers ? numberFrom(carers[1]) : null,
    livingWage: /\b(?:real )?living wage\b/i.test(d),
    registered: /\b(?:cqc|care quality commission|care inspectorate|ciw|rqia)[- ]registered\b|\bregistered with (?:the )?(?:cqc|care quality commission|care inspectorate|ciw|rqia)\b|\b(?:state[- ])?licensed\b/i.test(d),
    rating: rating ? rating[1]!.replace(/^\w/, (c) => c.toUpperCase()) : null,
    goalHours: goalHours ? numberFrom(goalHours[1]) : null,
    goalHoursSaid: goalHours ? goalHours[0] : null,
    hoursNow: hoursNow ? numberFrom(hoursNow[1] ?? hoursNow[2]) : null,
    goalClients: clients ? numberFrom(clients[1]) : null,
    goalClientsSaid: clients ? clients[0] : null,
    byMonth: monthOf(by?.[1]),
    directPayments: /\bdirect payments?\b|\bpersonal budgets?\b/i.test(all),
    discharge: /\bdischarge\w*\b|\bhospital (?:stay|visit|admission)\b|\bleaving hospital\b|\bcoming home from hospital\b/i.test(all),
    recruitLimit: /\b(?:recruit\w*|hire|hiring)\b[^.]{0,60}\bcarers?\b|\bcarers?\b[^.]{0,60}\b(?:recruit\w*|hire|hiring)\b|\bnot enough carers\b|\bshort of carers\b/i.test(a.challenges),
    rival: rival ? rival[1]!.toLowerCase().replace(/^(?!the )/, "the ") : null,
    rivalSearch: /\b(?:search(?:es)?|google)\b/i.test(a.challenges) && rival !== null,
    trustWorry: worry ? worry.replace(/[.!?]+$/, "").trim() : null,
    carerWord: found.word === "companionship service" ? "companion" : country === "United States" || /\bcaregivers?\b/i.test(d) ? "caregiver" : "carer",
    parent: country === "United States" || country === "Canada" ? "Mom" : "Mum",
    uk,
    us: country === "United States",
    nation: !uk ? null : SCOTLAND.test(where) ? "Scotland" : WALES.test(where) ? "Wales" : NI.test(where) ? "Northern Ireland" : "England",
    state: country === "United States" && stateMatch ? stateMatch[1]! : null,
  };
}

/** The regulator a care-at-home business registers with, by where it is. */
function regulator(h: HomeCare | null): { short: string; long: string } {
  if (h?.us) return { short: h.state ? `the state of ${h.state}` : "your state", long: h.state ? `the state of ${h.state}` : "your state" };
  if (!h?.uk) return { short: "your regulator", long: "your care regulator" };
  if (h.nation === "Scotland") return { short: "the Care Inspectorate", long: "the Care Inspectorate" };
  if (h.nation === "Wales") return { short: "CIW", long: "Care Inspectorate Wales (CIW)" };
  if (h.nation === "Northern Ireland") return { short: "the RQIA", long: "the Regulation and Quality Improvement Authority (RQIA)" };
  return { short: "the CQC", long: "the Care Quality Commission (CQC)" };
}

/** The registration and the rating, as a family reads it on the page: never a rating the founder has not said. */
function registrationLine(h: HomeCare | null): string {
  const reg = regulator(h);
  if (h?.rating) return `Registered with ${reg.long} and rated ${h.rating}; the full report is at {{link to your report}}.`;
  if (h?.us) return h.registered ? `Licensed by ${reg.long}: licence number {{licence number}}.` : "{{your state licence if one is required}}.";
  // A companionship service says what it is; whether it must register is the founder's check (in the strategy).
  if (h?.companionship && !h.registered) return "We are a companionship service: we don't give personal care such as washing, dressing or medication.";
  return `Registered with ${reg.long} since {{month and year}}. As a new service we have not been inspected yet; our rating will be shown here once we are.`;
}

/** Who meets families at the moment of need and can name an agency: health and care first. */
export function homeCarePartners(h: HomeCare | null): string {
  if (h?.us) return "hospital discharge planners and case managers, doctors' offices, rehab and skilled nursing centers sending people home, and occupational therapists";
  return "the hospital discharge team, GP practices' care coordinators and social prescribers, community nurses and occupational therapists";
}

/** Who families turn to for help and money questions: the council, charities, solicitors. */
export function homeCareCommunity(h: HomeCare | null): string {
  if (h?.us) return "the Area Agency on Aging, senior centers, elder law attorneys, and churches' senior ministries";
  return "the council's adult social care and direct payments team, Age UK or a similar charity for older people, the carers' centre, and solicitors who write lasting powers of attorney";
}

/** How families pay, worded as things to check. */
function fundingLine(h: HomeCare | null): string {
  if (h?.us) return "Families pay privately, and some with long-term care insurance, VA benefits or a Medicaid waiver program: say which you accept (check each program's rules before you do).";
  const dp = "Families pay from savings or with direct payments from the council (check with the council's direct payments team how they pay an agency and what they need from you)";
  return `${dp}; Attendance Allowance can help some older people with the cost (worth checking with Age UK or the council).`;
}

/** The review sites families read, named as examples to check. */
function reviewSites(h: HomeCare | null): string {
  return h?.us ? "Google and Caring.com" : "homecare.co.uk and Google";
}

/** The advertising and review rules to check, by where the agency is. */
function adRules(h: HomeCare | null): string {
  if (h?.us) return `${h.state ? `${h.state}'s` : "your state's"} rules for home care agencies on advertising and the FTC's rules on reviews and testimonials`;
  if (h?.uk) return `the ASA's CAP Code (no claim you can't back up, no testimonial without consent) and ${regulator(h).short}'s rules on showing your rating once you have one`;
  return "your regulator's rules on advertising and testimonials";
}

/** "300 paid care hours a week by March is £9,600 of care a week …": the goal in hours, clients, carers and weeks. */
export function homeCareMath(h: HomeCare, weeks: number, deadlineWeeks: number | null): string | null {
  const span = deadlineWeeks && deadlineWeeks > 0 ? deadlineWeeks : weeks;
  const by = h.byMonth ? ` by ${h.byMonth}` : "";
  if (h.goalHours && !h.liveIn) {
    const money = h.hourly ? ` at ${h.symbol}${h.hourly} an hour is ${h.symbol}${formatCount(h.goalHours * h.hourly)} of care a week (about ${h.symbol}${formatCount((h.goalHours * h.hourly * 52) / 12)} a month)` : "";
    const minimum = h.minHours && h.minPer === "week" ? ` At the ${numberWord(h.minHours)}-hour minimum that would be ${formatCount(h.goalHours / h.minHours)} clients; most families need more,` : "";
    const avg = 10;
    const clients = Math.ceil(h.goalHours / avg);
    const now = h.hoursNow && h.hoursNow < h.goalHours ? h.hoursNow : 0;
    const pace = Math.ceil((h.goalHours - now) / span);
    const families = Math.max(1, Math.round(pace / avg));
    const carers = h.carers
      ? ` Across your ${numberWord(h.carers)} carers, ${formatCount(h.goalHours)} hours is about ${formatCount(h.goalHours / h.carers)} visit hours each a week before travel, holidays and sickness, ${h.goalHours / h.carers >= 22 ? "about what a full-time carer can give, so the goal needs every carer nearly full or more carers" : "so check how many hours each can really take"}: recruit one new carer for every 20 to 25 hours you expect to sell beyond what your rota can take today.`
      : " Every 20 to 25 hours sold is about one more carer's week: recruit ahead of the hours you sell.";
    return `${upperFirst(h.goalHoursSaid ?? `${formatCount(h.goalHours)} care hours a week`)}${by}${money}.${minimum ? `${minimum} so` : " Assumption:"} at an average of about ${avg} hours a week (check yours against your current clients) it is about ${clients} clients. ${now ? `From the ${formatCount(now)} hours you deliver today` : "Counting from zero"}, that is about ${pace} new hours a week over the ${span} weeks to your deadline, ${numberWord(families)} or ${numberWord(families + 1)} new families a week at that size${now ? "" : " (take off the hours you already deliver)"}.${carers} Rough arithmetic on your numbers; count hours delivered, and the hours your carers can still take, every Friday.`;
  }
  if (h.goalClients) {
    const pace = Math.max(1, Math.ceil(h.goalClients / span));
    const each = h.liveIn ? " Each live-in client needs a carer placed and a second for their breaks, so every new client is matched to two carers before you say yes." : " Each new client is matched to carers with room in their rota before you say yes.";
    return `${upperFirst(h.goalClientsSaid ?? `${formatCount(h.goalClients)} clients`)}${by} is about ${numberWord(pace)} new ${pace === 1 ? "client" : "clients"} a week over the ${span} weeks to your deadline, if you start near zero (take off the clients you have today).${each} Rough arithmetic on your numbers; count clients and free carers every Friday.`;
  }
  return null;
}

/**
 * {hcWord} {hcAWord} {hcGp} {hcTown} {hcPrice} {hcMinimum} {hcPriceLine} {hcTrustProof} {hcDelivered} {hcCall} {hcCallWhen}
 * {hcServices} {hcCarers} {hcWage} {hcRegulator} {hcRegistration} {hcRegistrationShort} {hcPartners} {hcPartnersName}
 * {hcPartnersShort} {hcCommunity} {hcCommunityName} {hcFunding} {hcFundingStep} {hcFundingNote} {hcPayLine} {hcPayCheck}
 * {hcPayQuestion} {hcParent} {hcReviewSites} {hcRules} {hcSearches} {hcFamilies} {hcCare} {hcUrgent} {hcCheck}
 * {hcTalkTopics} {hcAdviceSource} {hcPromise} {hcVisit} {hcChoose} {hcQuestion}: a care-at-home business; slots where the answers do not say.
 */
export function homeCareTokens(h: HomeCare | null, place: string): Record<string, string> {
  const town = place.split(",")[0]!.trim() || "{{your town}}";
  const towns = town.split(/ and /).map((t) => t.trim());
  const care = h?.us ? "in-home care" : "home care";
  const price = h?.liveIn
    ? h.weekly ? `${h.symbol}${formatCount(h.weekly)} a week` : "{{your weekly price}}"
    : h?.hourly ? `${h.symbol}${h.hourly} an hour` : "{{your hourly price}}";
  return {
    hcWord: h?.word ?? "home care agency",
    hcAWord: anWord(h?.word ?? "home care agency"),
    hcGp: h?.us ? "doctor's office" : "GP practice",
    hcTown: town,
    hcPrice: price,
    hcMinimum: h?.liveIn ? "{{your minimum stay}}" : h?.minHours ? minimumPhrase(h) : "{{your minimum visit}}",
    hcPriceLine: priceLine(h),
    hcTrustProof: h?.us
      ? "your state licence"
      : h?.rating
      ? `the ${regulator(h).short.replace(/^the /, "")} rating`
      : h?.registered
        ? `the registration with ${regulator(h).short}`
        : h?.companionship
          ? "what a companion does and doesn't do"
          : h?.us ? "your state licence" : "your registration",
    hcChoose: h?.companionship ? "Families and older people who live alone choose on the first few calls they make" : "Families choose care within days of a fall or a hospital stay",
    hcQuestion: h?.companionship ? "What do they enjoy, and what would they like company for?" : "What has happened (a fall, a hospital stay), and when do they come home?",
    hcDelivered: h?.liveIn ? "Live-in clients placed" : "Hours delivered",
    hcCall: h?.companionship ? "the first call" : "the crisis call",
    hcCallWhen: h?.companionship ? "the first call from a family or an older person" : "the call families make in a crisis",
    hcServices: h?.services ?? (h?.liveIn ? "personal care, meals, medication prompts and company, day and night" : h?.companionship ? "company, outings, meals and help around the house" : "washing and dressing, meals, medication prompts and company"),
    hcCarers: h?.carers ? `${numberWord(h.carers)} carers` : "our carers",
    hcWage: h?.livingWage ? ", all paid the living wage" : "",
    hcRegulator: regulator(h).short,
    hcRegistration: registrationLine(h),
    hcPartners: homeCarePartners(h),
    hcCommunity: homeCareCommunity(h),
    hcFunding: fundingLine(h),
    hcParent: h?.parent ?? "Mum",
    hcReviewSites: reviewSites(h),
    hcRules: adRules(h),
    hcSearches: h?.companionship
      ? `'companionship for older people ${towns[0]}', 'befriending service ${towns[0]}', 'someone to visit elderly parent ${towns[0]}'`
      : h?.liveIn
      ? `'live-in care ${towns[0]}', 'live-in carer for elderly parent', '24 hour care at home ${towns[0]}'`
      : `${towns.map((t) => `'${care} ${t}'`).join(", ")}, 'carers for elderly parent ${towns[0]}', '${care} after hospital discharge'`,
    hcFamilies: h?.us ? "families of older adults" : "families of older people",
    hcCare: h?.liveIn ? "live-in care" : h?.companionship ? "companionship" : care,
    hcUrgent: h?.us ? "call 911" : h && !h.uk ? "call the emergency services" : "call 999 or NHS 111",
    hcPayQuestion: h?.us ? "private pay, long-term care insurance, VA benefits, or not sure yet" : "savings, direct payments from the council, or not sure yet",
    hcPartnersName: h?.us ? "Hospital discharge planners, case managers and doctors' offices" : "The hospital discharge team, GP practices' care coordinators and social prescribers",
    hcCommunityName: h?.us ? "The Area Agency on Aging, senior centers and elder law attorneys" : "The council's direct payments team, Age UK, the carers' centre and solicitors",
    hcFundingStep: h?.us
      ? "Ask the Area Agency on Aging which programs pay for in-home care locally and what they need from an agency (check each program's rules), and say on your price page which you accept."
      : "Ask the council's direct payments team how families who pay with direct payments choose an agency and what they need from you, and say on your price page that you accept them if you do.",
    hcFundingNote: h?.us ? "{{which programs you accept}}." : h?.directPayments ? "We accept direct payments from the council as well as private payment." : "{{how families can pay}}.",
    hcCheck: h?.us ? "a background check" : h?.uk ? "a DBS check" : "a background check",
    hcTalkTopics: h?.us
      ? "what Medicare does and doesn't pay for at home, long-term care insurance and VA benefits, powers of attorney, and what an in-home care visit involves"
      : `the council's care assessment and direct payments, Attendance Allowance, lasting powers of attorney, and what ${h?.companionship ? "a companion's visit" : h?.liveIn ? "live-in care" : "a home care visit"} involves`,
    hcAdviceSource: h?.us ? "the Area Agency on Aging" : "the council or Age UK",
    hcPayLine: h?.us
      ? "privately, and {{which insurance or benefit programs you accept}}."
      : `${h?.directPayments ? "from savings, or with direct payments from the council: we accept both" : "{{how families can pay}}"}. Attendance Allowance can help some older people with the cost; Age UK or the council can tell you whether it applies.`,
    hcPayCheck: h?.us ? "check each insurance or benefit program's rules before you say you accept it" : "if some pay with direct payments, check with the council's direct payments team what they need from an agency",
    hcPartnersShort: h?.us ? "discharge planners, doctors' offices and the Area Agency on Aging" : "the discharge team, GP practices' care coordinators, the council and Age UK",
    hcRegistrationShort: h?.us ? (h.registered ? "state licensed" : "{{your state licence}}") : h?.registered ? `registered with ${regulator(h).short}${h.rating ? ` and rated ${h.rating}` : ""}` : "{{your registration}}",
    hcPromise: `that calls back the same day${h?.livingWage ? " and pays every carer the living wage" : ""}`,
    hcVisit: h?.liveIn
      ? "a carer who lives in"
      : !h?.minHours
        ? "visits of an hour or more"
        : h.minPer === "week"
          ? `visits from ${numberWord(h.minHours)} hours a week`
          : `visits of ${numberWord(h.minHours)} hours or more`,
  };
}

/** "an in-home care franchise", "a home care agency". */
const anWord = (word: string) => `${withArticle(word)}`;

/** "two hours a week minimum", "a four-hour minimum visit": the minimum as the founder set it. */
function minimumPhrase(h: HomeCare): string {
  const n = numberWord(h.minHours ?? 1);
  return h.minPer === "week" ? `${n} hours a week minimum` : h.minPer === "visit" ? `a ${n}-hour minimum visit` : `a ${n}-hour minimum`;
}

/** "£32 an hour, two hours a week minimum, and what a visit includes": what the founder said, no blanks (it names a tactic). */
function priceLine(h: HomeCare | null): string {
  const includes = h?.liveIn ? "what live-in care includes" : "what a visit includes";
  const price = h?.liveIn ? (h.weekly ? `${h.symbol}${formatCount(h.weekly)} a week` : null) : h?.hourly ? `${h.symbol}${h.hourly} an hour` : null;
  const min = h?.minHours && !h.liveIn ? minimumPhrase(h) : null;
  if (!price) return `the price${min ? `, ${min},` : ""} and ${includes}`;
  return min ? `${price}, ${min}, and ${includes}` : `${price} and ${includes}`;
}

/** The goal line of a care-at-home business's strategy, whatever goal the form says. */
export const HOME_CARE_STRATEGY =
  "being ready for {hcCallWhen} (a callback the same day, a free home assessment within 48 hours, a plain price of {hcPrice}), being the agency the people who meet them first can name ({hcPartnersShort}), showing the carers and {hcTrustProof}, and pacing every new family to the carers you can recruit";
export const HOME_CARE_FOCUS = "{hcDelivered} each week, new families by who sent them, and the hours your carers can still take, counted every Friday";

/** "Kindred Hours is a home care agency in Brighton and Hove: families choose in a crisis …" */
export function homeCareWhat(h: HomeCare, product: string, where: string): string {
  const visits = h.liveIn ? "carers who live in with" : h.companionship ? "companions who visit" : "carers who visit";
  if (h.companionship) {
    return `${product} is ${anWord(h.word)} ${where}, with ${visits} older people at home: an older person who lives alone, or a daughter or son who lives far away, chooses on the word of ${h.us ? "the doctor's office" : "the GP practice"}, a church or a friend, and stays when the companion becomes someone to look forward to.`;
  }
  return `${product} is ${anWord(h.word)} ${where}, with ${visits} older people at home: the person who chooses is usually a daughter or son, often within days of a fall or a hospital stay, on the word of ${h.us ? "the discharge planner, the doctor's office" : "the discharge team, the GP practice"} or a friend, and the first weeks of care decide whether the family stays and tells others.`;
}

/** The strategy's own lines: the arithmetic, the carers, the big agencies, the trust worry, how families pay. */
export function homeCareListening(h: HomeCare, weeks: number, deadlineWeeks: number | null, place: string): string[] {
  const out: string[] = [];
  const t = homeCareTokens(h, place);
  const math = homeCareMath(h, weeks, deadlineWeeks);
  if (math) out.push(math);
  if (h.recruitLimit) out.push("You said you can't take on clients faster than you can recruit carers, so recruiting runs as a tactic of its own and takes most of the plan's money (job ads and a referral bonus for carers, not adverts for families): every Monday the plan starts from the hours your carers can still take, and when they are full new families go on an honest waiting list instead of being promised a start date.");
  if (h.rival) out.push(`You said ${h.rival} ${h.rivalSearch ? "are on every search" : "are everywhere"}: the plan doesn't try to outspend them there, but wins where a family asks first (${h.us ? "the discharge planner, the doctor's office" : "the discharge team, the GP practice"}, a friend) and where a local agency is better (a callback the same day, the carers by name, a plain price).`);
  if (h.trustWorry) out.push(`You said "${h.trustWorry}": the carers are shown by name and face (with their consent), ${t.hcTrustProof} is on every page${h.rating || !h.registered ? "" : " (and a rating only once you are inspected)"}, and every family meets the carers who would come at the home assessment.`);
  if (h.companionship && h.uk && !h.registered) out.push(`A companionship service that gives no personal care may not need to register with ${t.hcRegulator}: check with ${t.hcRegulator} before you say either way on your pages.`);
  if (h.directPayments && !h.us) out.push("Some families pay with direct payments: the price page and the first call say plainly that you accept them, and the council's direct payments team is on the partners' list.");
  return out;
}

/**
 * Lines a shop's plan gives that mean nothing to a care agency: the till, regulars, stamp cards, gift
 * vouchers, a shop window or chalkboard, best sellers, a short walk or drive to the shop, and "near me"
 * searches of people coming in today.
 */
export const HOME_CARE_MISFITS =
  /\bby the till\b|\bat the till\b|\bregulars\b|\bstamp cards?\b|\bgift vouchers?\b|\bshop window\b|\bchalkboard\b|\bbest sellers\b|\bcome in,? say hello\b|\bshort (?:walk|drive) (?:away|of the shop)\b|\bwalk over\b|\bready to come in today\b|\bbring-a-neighbour\b/i;

/** Fear-selling: pressure that trades on what might happen to a parent. */
export const FEAR_SELLING = /\bbefore it'?s too late\b|\bdon'?t wait (?:until|for) (?:a|another|the next) (?:fall|crisis|emergency)\b|\bcould be (?:the next|lying on the floor)\b|\bwhat if (?:mum|mom|dad|your (?:mother|father|parent)) falls\b/i;
/** Some tactic works with the people who meet families at the moment of need. */
const PARTNER_WORK = /\bdischarge (?:team|planners?|coordinators?)\b|\bcare coordinators?\b|\bsocial prescribers?\b|\bcase managers?\b/i;
/** Some tactic paces hours sold to carers: recruitment, capacity, a waiting list. */
const CAPACITY_WORK = /\brecruit\w*\b[^.]*\bcarers?\b|\bcarers?\b[^.]*\brecruit\w*\b|\bwaiting list\b|\bcapacity\b/i;
/** A review request that asks for consent and keeps health details out. */
const REVIEW_RULE = /\bconsent\b[^.]*\b(?:health|care needs|condition)\b|\b(?:leave out|never mention|nothing about|no)\b[^.]*\bhealth\b/i;
/** A rating claimed: "rated Good by the CQC", "our Outstanding rating". */
const RATING_CLAIM = /\brated ['‘"“]?(?:outstanding|good)\b|\b(?:outstanding|good) rating\b/i;

/** What the checker finds missing or wrong in a care-at-home business's plan. */
export function homeCareGaps(h: HomeCare | null, planText: string): { reason: string; note: string }[] {
  if (!h) return [];
  const out: { reason: string; note: string }[] = [];
  if (!PARTNER_WORK.test(planText)) {
    out.push({ reason: `Families choose home care on the word of the people who meet them first (${homeCarePartners(h)}), and no tactic works with them.`, note: "Leaves out referral partners" });
  }
  if (!CAPACITY_WORK.test(planText)) {
    out.push({ reason: h.recruitLimit ? "You said you can't take on clients faster than you can recruit carers, and nothing in the plan recruits carers or holds new families to the hours carers can take." : "Nothing in the plan paces new families to the carers you have: hours sold must never outrun carers.", note: "Sells hours without carers" });
  }
  if (/\breviews?\b/i.test(planText) && !REVIEW_RULE.test(planText)) {
    out.push({ reason: "Asks families for reviews without saying how: with their consent, and nothing about the health or care of the person cared for, in the review or the reply.", note: "Reviews that could expose health details" });
  }
  const rating = RATING_CLAIM.exec(planText);
  if (rating && !h.rating) out.push({ reason: `"${rating[0]}" claims a rating the founder has not said: a new service waits for its first inspection, and a rating is shown only once it is given.`, note: "Claims a rating" });
  const fear = FEAR_SELLING.exec(planText);
  if (fear) out.push({ reason: `"${fear[0]}" sells on fear: families choosing care for a parent need honest help and a clear next step, not pressure (and ${adRules(h)} apply).`, note: "Fear-selling" });
  return out;
}

/** What the AI prompt states about a care-at-home business: what it is, what its plan is made of, the arithmetic. */
export function homeCareFacts(h: HomeCare | null, weeks: number, deadlineWeeks: number | null, place: string): string[] {
  if (!h) return [];
  const t = homeCareTokens(h, place);
  const lines = [
    `- ${upperFirst(anWord(h.word))} (care for older people at home), not an app, a shop or a salon, whatever the product type says: no till, regulars, gift vouchers, shop window, chalkboard or 'near me' ads for people coming in today. The buyer is usually a daughter or son; the person cared for is a client, spoken of with dignity, never a 'user'`,
    `- Its plan: being ready for the crisis call (a callback the same day, a free home assessment within 48 hours, a plain price page: ${t.hcPrice}, ${t.hcMinimum}, what a visit includes); referral relationships, named as examples to check, with ${t.hcPartners}, and with ${t.hcCommunity}; trust shown (carers named with their consent, the registration with ${t.hcRegulator}; a rating only once inspected, never invented); reviews from families on ${t.hcReviewSites}, with consent and nothing about anyone's health; a talk or drop-in at community centres, churches and carers' groups`,
    `- Capacity is the constraint: every tactic is paced to carer recruitment (a recruitment line in the plan, a referral bonus for carers, an honest waiting list when full); hours sold never outrun carers`,
    `- No fear-selling ('before it's too late', 'don't wait for another fall'); tell the founder to check ${t.hcRules}, without quoting rules as fact. ${t.hcFunding}`,
  ];
  const math = homeCareMath(h, weeks, deadlineWeeks);
  if (math) lines.push(`- The goal's arithmetic: ${math}`);
  return lines.map((line) => inCareWords(h, line));
}

/**
 * "Recruit carers …" in the founder's word for them ("caregivers" in the US, "companions" for a companionship
 * service), and, in the US, a family that calls rather than rings and American spelling. Family carers ("the
 * carers' centre", "a carer's assessment") keep their name outside the US.
 */
export function inCareWords(h: HomeCare | null, text: string): string {
  if (!h) return text;
  const word = h.carerWord;
  // Family carers keep their name (outside the US, where they are caregivers too): "the carers' centre", "a carer's assessment", "Carers UK".
  const family = /^['’]?s?['’]? (?:centres?|centers?|groups?|assessments?|networks?|register|UK)\b/;
  let out = word === "carer" ? text : text.replace(/\b([Cc])arer(s?)\b(['’]s?)?/g, (m: string, c: string, s: string, mark: string | undefined, at: number, all: string) =>
    family.test(all.slice(at + m.length - (mark?.length ?? 0))) && !h.us ? m : `${c === "C" ? upperFirst(word) : word}${s}${mark ?? ""}`);
  if (!h.us) return out;
  out = out
    .replace(/\b([Rr])ing(s|ing)?\b/g, (_m, r: string, end: string | undefined) => `${r === "R" ? "C" : "c"}all${end ?? ""}`)
    .replace(/\b([Rr])ang\b/g, (_m, r: string) => `${r === "R" ? "C" : "c"}alled`)
    .replace(/\bbank holidays?\b/g, (m) => m.replace("bank ", ""))
    .replace(/\brota\b/g, "schedule");
  return americanSpelling(out);
}
