import type { PlanFormData } from "~/wizard/types";
import { numberFrom } from "./words";

/**
 * A business that sells to schools and academy trusts in the UK (refurbished laptops, furniture, a
 * cleaning contract, a safeguarding course, software): the buyer is a school business manager, an IT
 * lead, a head or a trust's central team, spending public money through quotes, purchase orders and
 * frameworks, on the school year's calendar. Not a small business trying a tool on a free trial and
 * paying by card, and not a tutor whose customers are parents.
 * Pure: shared by the reading, the planner's tokens, the checker and the AI prompt.
 */
export type SchoolSales = {
  /** The schools the founder names, in their words: "primary and secondary schools and academy trusts". */
  schools: string;
  /** The people who buy, as the persona names them ("IT managers and business managers"); a general phrase otherwise. */
  roles: string;
  /** Academy trusts are among the buyers (a central team may buy for all its schools). */
  trusts: boolean;
  /** It sells devices (laptops, Chromebooks, tablets): data wiping, e-waste, set-up over the summer. */
  devices: boolean;
  /** The devices are refurbished or second-hand. */
  refurbished: boolean;
  /** Software or an online service rather than goods or work on site. */
  software: boolean;
  /** The nation whose schools it sells to: England's facts (DfE, academy trusts' September year) hold only there. */
  england: boolean;
  /** How many schools the goal names (20), and how many buy today (6), when said. */
  target: number | null;
  now: number | null;
  /** How far from the founder its schools are, as said ("within 30 miles"). */
  nearby: string | null;
  /** What it sells, in the founder's words ("refurbished laptops and Chromebooks"), when the first sentence says. */
  items: string | null;
  /** The founder's town ("Leicester"), when the description says where they work from. */
  town: string | null;
  /** The description's first sentence. */
  pitch: string;
};

/** The buyers are schools: the persona or the first sentence names schools, trusts or their staff as who buys. */
const SCHOOL_BUYERS =
  /\b(?:(?:primary|secondary|infant|junior|special|independent|state|maintained|prep|free) schools?|schools? (?:business managers?|bursars?|leaders?|IT (?:leads?|managers?))|academy trusts?|multi[- ]academy trusts?|\bMATs?\b|(?:sell|sells|selling|supply|supplies|supplying|for|to) (?:UK |English |local |primary |secondary )?schools)\b/i;
/** Tutors, clubs and lessons whose customers are parents and children, not the school. */
const FOR_FAMILIES = /\b(?:parents|families|children aged|kids aged|pupils aged|tutor(?:ing|s)?|lessons for|after-school club|holiday club)\b/i;
const UK = /\b(?:England|English|UK|United Kingdom|Britain|British|Wales|Welsh|Scotland|Scottish|Northern Ireland)\b/;
const DEVICES = /\b(?:laptops?|chromebooks?|tablets?|ipads?|notebooks?|desktops?|pcs|computers?|devices?)\b/i;

const NUMBER = "(\\d{1,4}|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|forty|fifty)";

/** The roles before "at … schools": "IT managers and business managers at primary…" → "IT managers and business managers". */
function rolesIn(persona: string): string | null {
  const m = /^([^.;:]{3,80}?)\s+(?:at|in|of|for|from)\s+(?:[a-z]+ )*(?:schools|academies|academy trusts|trusts)\b/i.exec(persona.trim());
  return m ? m[1]!.trim().replace(/^(?:the|our buyers are|buyers are)\s+/i, "") : null;
}

/** The schools named, most specific first: "primary and secondary schools and academy trusts". */
function schoolsIn(text: string): string {
  const m = /\b((?:(?:primary|secondary|infant|junior|special|independent|state|maintained|prep|free)(?:,? (?:and|or) |, ))*(?:primary|secondary|infant|junior|special|independent|state|maintained|prep|free) schools(?:,? (?:and|or) (?:multi-academy |academy )?trusts)?)\b/i.exec(text);
  if (m) return m[1]!;
  return /\bacademy trusts\b/i.test(text) ? "schools and academy trusts" : "schools";
}

/**
 * The school seller's reading, or null: a business (not a tutor for families) whose buyers are UK schools
 * or academy trusts. Outside the UK the buying rules, calendars and frameworks differ, so none is read.
 */
export function readSchoolSales(a: PlanFormData, place: string | null): SchoolSales | null {
  if (!["b2b-smb", "b2b-enterprise", "other", "mixed"].includes(a.audienceType)) return null;
  const persona = a.audiencePersona;
  const first = a.productDescription.split(/(?<=[.!?])\s+/)[0] ?? "";
  if (!SCHOOL_BUYERS.test(persona) && !SCHOOL_BUYERS.test(first)) return null;
  if (FOR_FAMILIES.test(persona)) return null;
  const all = `${a.productDescription} ${persona} ${a.specificCountry ?? ""} ${a.localRegion ?? ""} ${place ?? ""}`;
  if (!UK.test(all)) return null;
  const goal = a.successMetrics;
  const england = /\bEngland|English\b/.test(all) || (!/\b(?:Scotland|Scottish|Wales|Welsh|Northern Ireland)\b/.test(all));
  return {
    schools: schoolsIn(`${persona} ${first}`),
    roles: rolesIn(persona) ?? "school business managers and IT leads",
    trusts: /\b(?:academy trusts?|multi[- ]academy|MATs?)\b/i.test(`${persona} ${a.productDescription}`),
    devices: DEVICES.test(first),
    refurbished: /\b(?:refurbished|reconditioned|second[- ]hand|pre-owned|renewed)\b/i.test(first),
    software: ["saas", "web-app", "mobile-app", "api"].includes(a.productType),
    england,
    target: numberFrom(new RegExp(`\\b${NUMBER}\\s+(?:(?:more|new|paying)\\s+)?(?:schools|trusts|academies)`, "i").exec(goal)?.[1]),
    now:
      numberFrom(new RegExp(`\\(${NUMBER} (?:today|now|so far)\\)|\\b${NUMBER} today\\b`, "i").exec(goal)?.slice(1).find(Boolean)) ??
      numberFrom(new RegExp(`\\b(?:sold to|supplied|supply|work with|have)\\s+${NUMBER}\\s+schools\\b`, "i").exec(a.productDescription)?.[1]),
    nearby: /\b(within \d{1,3} (?:miles|km))\b/.exec(a.productDescription)?.[1] ?? null,
    items: /\b(?:sell|sells|supply|supplies|provide|provides|offer|offers|install|installs|lease|leases)\s+(.{3,60}?)\s+(?:to|for)\s+(?:UK |English |local |primary |secondary |state )*(?:schools|academies|academy trusts)\b/i.exec(first)?.[1] ?? null,
    pitch: first,
    town: /\b(?:based|workshop|unit|office|warehouse|studio)s? (?:is )?in ([A-Z][a-z]+(?:[ -][A-Z][a-z]+)?)\b/.exec(a.productDescription)?.[1] ?? null,
  };
}

/** What the goal asks in the weeks there are: "from 6 schools to 20 is 14 more, about one every two weeks". */
export function schoolPaceNote(s: SchoolSales, weeks: number): string {
  if (s.target === null) {
    return "Count schools with an order or a purchase order every Friday; most orders come in the summer term, so count quotes asked for and pilots running in the spring as well.";
  }
  if (s.now === null) {
    return `To reach ${s.target} schools, write the number you supply today at the top of the sheet first. Assumption: a school that asks for a quote often buys from one of three suppliers, so plan on about three quotes sent for every school still to win (${s.target * 3} if you start from none), most of them between Easter and July.`;
  }
  const have = s.now;
  const needed = Math.max(0, s.target - have);
  const quotes = needed * 3;
  return `From ${have} schools to ${s.target} is ${needed} more. Assumption: a school that asks for a quote often buys from one of three suppliers, so plan on about ${quotes} quotes sent by the end of the summer term, most of them between Easter and July (this plan covers the first ${weeks} weeks).`;
}

/** The credentials an IT lead asks a device seller about. */
export function deviceCredentials(s: SchoolSales): string {
  return s.devices
    ? `an erasure certificate for every device, from recognised data-wiping software${s.refurbished ? ", the grade and battery health of each device" : ""}, each Chromebook model's automatic update expiry date (Google publishes it), and how you take back and recycle old devices under the WEEE rules`
    : "your insurance, your safeguarding and data-protection policies, and who will be on site";
}

/** {schoolBuyers} {schoolRoles} {schoolPace} {schoolCredentials} {schoolTrial} {schoolUnit} {schoolYear} {schoolNearby} {schoolItems} {schoolHome} {schoolShow} {schoolCount} {schoolEdge}: a school seller's facts. */
export function schoolTokens(s: SchoolSales | null, weeks: number): Record<string, string> {
  if (!s) return {};
  return {
    schoolBuyers: s.schools,
    schoolRoles: s.roles,
    schoolPace: schoolPaceNote(s, weeks),
    schoolCredentials: deviceCredentials(s),
    schoolTrial: s.devices ? "a pilot set of devices for one class" : s.software ? "a term's pilot with one class or department" : "a pilot in one school",
    schoolUnit: s.devices ? "cost per pupil device" : "cost per pupil",
    schoolYear: s.england
      ? "maintained schools' financial year starts in April and academy trusts' in September"
      : "each school's or council's financial year (check when theirs starts)",
    schoolNearby: s.nearby ? `schools ${s.nearby}` : "schools near the ones you already supply",
    schoolItems: s.items ?? "{{what you sell}}",
    schoolHome: s.town ? `around ${s.town}` : "in your area",
    // The Bett show is for education technology: a device or software seller's option, not a cleaner's.
    schoolShow:
      s.devices || s.software
        ? " The Bett show at ExCeL London each January is where trusts' IT leads look at technology: worth a day as a visitor (check this year's dates and whether suppliers may register as visitors) before paying for a stand."
        : "",
    schoolWarranty: ((m) => (m ? `${m[1]} years` : "{{warranty terms}}"))(/\b(\d)[- ]year warranty\b/i.exec(s.pitch)),
    schoolQuoteLine: s.devices
      ? `Every device: a data erasure certificate, its grade and battery health, and for a Chromebook its automatic update expiry date`
      : "Our insurance, safeguarding and data-protection policies are attached",
    schoolCount: s.now !== null ? `${s.now} schools` : "{{number}} schools",
    schoolEdge: ((m) => (m ? `it costs ${m[1]}% less` : "{{the one thing only you do}}"))(/\b(\d{1,2})% (?:cheaper|less)\b/.exec(s.pitch)),
  };
}

/** Lines of software sold to small businesses: review sites for software, a free trial, paying by card, sign-ups. */
const SMALL_BUSINESS_SOFTWARE =
  /\bG2\b|\bCapterra\b|\bGetApp\b|\bSoftware Advice\b|\bfree trials?\b|\btrial-to-paid\b|\b(?:pay|pays|paying|paid) by (?:credit |debit )?card\b|\bcard payments?\b|\bcredit cards?\b|\bsign-?ups?\b|\bfree month\b|\bmonthly plan\b|\bsubscribes?\b/i;

/**
 * A tactic written for software sold to small businesses in the plan of a business selling goods or work
 * to schools: schools buy with quotes, purchase orders and invoices, and shortlist through frameworks and
 * other schools, not on a software review site or a free trial paid by card.
 */
export function schoolMisfit(text: string, s: SchoolSales | null, product: string): string | null {
  if (!s || s.software) return null;
  const hit = SMALL_BUSINESS_SOFTWARE.exec(text);
  if (!hit) return null;
  return `Written for software sold to small businesses ("${hit[0]}"), and ${product.trim() || "your business"} sells to ${s.schools}: they buy through quotes, purchase orders and invoices, and find suppliers through other schools and frameworks, not a review site or a free trial paid by card.`;
}

/** How schools buy: a quote, a purchase order, an invoice, a framework, a tender. */
const HOW_SCHOOLS_BUY = /\bquotes?\b|\bpurchase orders?\b|\binvoices?\b|\bframeworks?\b|\btenders?\b|\bprocurement\b/i;
/** The school year's calendar: its terms, budgets set, the holidays, the financial year. */
const SCHOOL_CALENDAR = /\b(?:spring|summer|autumn) term\b|\bsummer holidays?\b|\bbudgets? (?:are |is )?set\b|\bbudget[- ]setting\b|\bfinancial year\b|\bnew school year\b|\bbefore September\b|\bhalf[- ]term\b/i;
/** A school nearby or the school staff's own networks: schools trust schools. */
const SCHOOLS_VOUCH = /\breferences?\b|\bschools? (?:nearby|near (?:you|them|us|one))\b|\bnearby schools?\b|\bbusiness managers'? (?:groups?|networks?)\b|\bISBL\b|\bInstitute of School Business Leadership\b|\btrusts?'? central teams?\b/i;

/** What a plan for a school seller must have somewhere: how schools buy, the school year, schools that vouch. */
export function schoolPlanGaps(everything: string, s: SchoolSales | null): string[] {
  if (!s) return [];
  const out: string[] = [];
  if (!HOW_SCHOOLS_BUY.test(everything)) {
    out.push(`Your buyers are ${s.schools}, and nothing in the plan works on how they buy: a written quote, a purchase order and an invoice, or a framework.`);
  }
  if (!SCHOOL_CALENDAR.test(everything)) {
    out.push("Nothing in the plan follows the school year: budgets set in the spring, orders in the summer term, set-up over the summer holiday.");
  }
  if (!SCHOOLS_VOUCH.test(everything)) {
    out.push("Nothing in the plan uses what schools trust most: a reference from a school nearby, business managers' groups or a trust's central team.");
  }
  return out;
}
