import type { PlanFormData } from "~/wizard/types";
import { MONTHS } from "./calendar";
import { americanSpelling, formatCount, numberFrom, numberWord, rewrite, upperFirst, withArticle } from "./words";

/**
 * A care home: a residential or nursing home for older people, a dementia care home, a home that takes
 * respite stays; in the US an assisted living or memory care community or a nursing home. The buyer is
 * usually a daughter or son, often in a hurry after a fall or a hospital stay, worried about cost and guilt,
 * who visits three or four homes and asks the hospital discharge team, the GP and friends. So its plan is the
 * family's hurry answered (a visit the same or next day, evenings and weekends, the fees and what they include
 * in writing, funding explained plainly as checks, a room held with a deposit), the professionals who refer
 * (discharge teams and social workers, GPs and district nurses, Admiral nurses and dementia groups,
 * solicitors and advisers who handle care fees; never paid per referral), the inspection report quoted as
 * written, respite stays as the way families try the home, community links, families of residents as the
 * proof with consent, and no pressure and no offers, ever. Not a shop and not a home care agency: no till,
 * regulars, vouchers or perk cards, and no carers sent out by the hour. Read from the founder's first sentence
 * whatever the form's product type says. Pure.
 */
export type CareHome = {
  /** The founder's word for it: "residential care home", "nursing home", "care home", "assisted living community", "memory care community". */
  word: string;
  /** Nursing care on site (a nursing home), not only residential care. */
  nursing: boolean;
  /** Many or all residents live with dementia, or the home says it gives dementia or memory care. */
  dementia: boolean;
  /** Residents the home is for ("for 32 older people" → 32), and rooms empty today ("four empty rooms" → 4). */
  residents: number | null;
  empty: number | null;
  /** The fee from the pitch, by the week (UK) or the month (US), with its symbol; null when not said. */
  fee: number | null;
  per: "week" | "month";
  symbol: string;
  /** What the home has, in the founder's words ("a garden, a cinema room and our own cook"). */
  features: string | null;
  /** The inspection rating as the founder says it ("Good"); never invented. */
  rating: string | null;
  /** Family-owned or independent (against the chains). */
  family: boolean;
  /** The goal: rooms to fill, how many self-funded, by a month. */
  goalRooms: number | null;
  goalSelfFunded: number | null;
  byMonth: string | null;
  /** The founder said discharge teams place people wherever there's a bed. */
  discharge: boolean;
  /** The rival the founder names ("big chains"), and that they spend on ads. */
  rival: string | null;
  rivalAds: boolean;
  uk: boolean;
  us: boolean;
  nation: "England" | "Scotland" | "Wales" | "Northern Ireland" | null;
  state: string | null;
};

/** Words that name a care home in the first sentence. */
const CARE_HOME: [RegExp, string][] = [
  [/\bnursing homes?\b|\bnursing and residential care home\b/, "nursing home"],
  [/\bdementia care homes?\b/, "dementia care home"],
  [/\bresidential (?:care )?homes? for (?:older|elderly)\b|\bresidential care homes?\b|\bresidential home for (?:older|elderly)\b/, "residential care home"],
  [/\bmemory care (?:community|communities|residence|home|facility)\b/, "memory care community"],
  [/\bassisted living (?:community|communities|residence|facility|home)\b/, "assisted living community"],
  [/\bcare homes?\b(?=[^.]{0,80}\b(?:older|elderly|residents?|dementia|rooms?|beds?)\b)/, "care home"],
];

/** Words that make the product something for care homes (software, staff, catering, visits), not one of them. */
const FOR_THEM = /\b(?:apps?|platform|software|saas|tool|system|marketplace|directory|plugin|rota|scheduling|recruitment|agency|podcast|course|magazine)\b[^.]{0,60}$/;
/** "A mobile hairdresser visiting care homes", "music sessions in care homes", "we supply nursing homes". */
const SERVING_THEM = /\b(?:for|to|into|in|at|with|supplies|supply|supplying|serving|serves|visits?|visiting|across|between)\s+(?:[a-z-]+\s+){0,3}$/;

/** The pitch names a care home that is the business itself; null for anything else. */
export function careHomeWordOf(pitch: string): { word: string } | null {
  const lower = pitch.toLowerCase();
  if (/\bonline\b|\bvirtual\b|\bapp\b|\bsoftware\b/.test(lower)) return null;
  const hit = CARE_HOME.map(([re, word]) => ({ m: re.exec(lower), word })).find((h) => h.m);
  if (!hit) return null;
  const before = lower.slice(0, hit.m!.index);
  if (FOR_THEM.test(before) || SERVING_THEM.test(before)) return null;
  // Pets and children have their own homes and nurseries.
  if (/\b(?:dogs?|cats?|pets?|kennels?|cattery|horses?|children|child|nursery|puppies)\b/.test(lower)) return null;
  return { word: hit.word };
}

const MONTH_RE = MONTHS.join("|");
const NUMBER = "(\\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|forty|fifty)";
const SCOTLAND = /\b(?:scotland|edinburgh|glasgow|aberdeen|dundee|inverness|stirling|fife|highlands?)\b/i;
const WALES = /\b(?:wales|cardiff|swansea|newport|wrexham|bangor|aberystwyth|gwynedd|powys)\b/i;
const NI = /\b(?:northern ireland|belfast|derry|londonderry|lisburn|newry)\b/i;

/**
 * "Willow Court is a family-owned residential care home in Harrogate for 32 older people, many living with
 * dementia. Rooms are from £1,250 a week … CQC rated Good. We have four empty rooms.": the home and the
 * numbers its plan needs. Null for anything else (a home care agency, a nursery, kennels, software for care homes).
 */
export function readCareHome(a: PlanFormData, pitch: string, country: string | null, place: string): CareHome | null {
  if (a.audienceType === "developer" || a.audienceType === "b2b-enterprise" || a.audienceType === "b2b-smb") return null;
  const found = careHomeWordOf(pitch);
  if (!found) return null;
  const d = a.productDescription;
  const all = `${d} ${a.audiencePersona} ${a.successMetrics} ${a.challenges}`;
  const fee = /([£$€])\s?(\d{1,2},?\d{3}|\d{3,4})\s*(?:a|per|\/)\s*(week|month)\b/i.exec(d);
  const residents = new RegExp(`\\bfor\\s+(?:up to\\s+)?${NUMBER}\\s+(?:older |elderly )?(?:people|residents|adults|seniors)\\b|\\b${NUMBER}[- ](?:bed(?:ded|room)?s?|rooms?|residents)\\b(?!\\s+(?:are\\s+)?(?:empty|free|vacant))`, "i").exec(d);
  const empty = new RegExp(`\\b${NUMBER}\\s+(?:empty|free|vacant|spare)\\s+(?:rooms?|beds?)\\b|\\b${NUMBER}\\s+(?:rooms?|beds?)\\s+(?:are\\s+)?(?:empty|free|vacant)\\b`, "i").exec(all);
  const features = /\bwe have\s+((?:an?|our|the)\s[^.]{3,120}?)(?=[.;]|$)/i.exec(d);
  const rating = /\b(?:rated|rating(?: of)?)\s+['‘"“]?(outstanding|good|requires improvement|excellent)\b/i.exec(d);
  const goalRooms = new RegExp(`\\b(?:all\\s+)?${NUMBER}\\s+(?:empty\\s+)?(?:rooms?|beds?|residents?)\\s+(?:filled|full|taken|let)\\b|\\bfill\\s+(?:all\\s+)?(?:our\\s+)?${NUMBER}\\s+(?:empty\\s+)?(?:rooms?|beds?)\\b`, "i").exec(a.successMetrics);
  const selfFunded = new RegExp(`\\b${NUMBER}\\s+(?:of them\\s+)?(?:self-?funded|self-?funding|private(?:ly funded)?)\\b`, "i").exec(a.successMetrics);
  const by = new RegExp(`\\b(?:by|before|until|end of)\\s+(?:the\\s+end\\s+of\\s+)?(${MONTH_RE})\\b`, "i").exec(a.successMetrics);
  const rival = /\b(the (?:big|large|national|bigger) (?:chains?|groups?|homes|operators|providers)|(?:big|national|large) (?:chains?|groups?|operators|providers))\b/i.exec(a.challenges);
  const symbol0 = fee?.[1];
  const uk = country === "United Kingdom" || (!country && symbol0 === "£") || /\bcqc\b/i.test(d);
  const us = country === "United States" || /\bassisted living\b|\bmemory care\b/i.test(d) && !uk;
  const where = `${place} ${a.localRegion ?? ""} ${d}`;
  const stateMatch = us ? /,\s*([A-Z][a-z]+(?: [A-Z][a-z]+)?)(?=\s*(?:[:,.;)]|$))/.exec(`${a.localRegion ?? ""}`) : null;
  const num = (m: RegExpExecArray | null) => (m ? numberFrom(m.slice(1).find((x) => x !== undefined)) : null);
  const goal = num(goalRooms);
  return {
    word: found.word,
    nursing: found.word === "nursing home" || /\bnursing care\b|\bregistered nurses?\b/i.test(d),
    dementia: /\bdementia\b|\bmemory care\b|\balzheimer/i.test(d),
    residents: num(residents),
    empty: num(empty),
    fee: fee ? Number(fee[2]!.replace(",", "")) : null,
    per: fee?.[3]?.toLowerCase() === "month" || (!fee && us) ? "month" : "week",
    symbol: symbol0 ?? (us ? "$" : "£"),
    features: features ? features[1]!.trim() : null,
    rating: rating ? upperFirst(rating[1]!.toLowerCase()) : null,
    family: /\bfamily[- ](?:owned|run)\b|\bindependent\b/i.test(d),
    goalRooms: goal ?? (/\ball\b[^.]{0,20}\brooms?\b[^.]{0,10}\bfilled\b/i.test(a.successMetrics) ? num(empty) : null),
    goalSelfFunded: num(selfFunded),
    byMonth: by ? (MONTHS.find((m) => m.toLowerCase() === by[1]!.toLowerCase()) ?? null) : null,
    discharge: /\bdischarge\w*\b|\bhospital stay\b|\bleaving hospital\b/i.test(all),
    rival: rival ? rival[1]!.toLowerCase().replace(/^(?!the )/, "the ") : null,
    rivalAds: /\b(?:ads?|advert\w*|spend\w*|outspend\w*)\b/i.test(a.challenges) && rival !== null,
    uk,
    us,
    nation: !uk ? null : SCOTLAND.test(where) ? "Scotland" : WALES.test(where) ? "Wales" : NI.test(where) ? "Northern Ireland" : "England",
    state: stateMatch ? stateMatch[1]! : null,
  };
}

/** The inspector, by where the home is. */
function inspector(c: CareHome | null): { short: string; report: string } {
  if (c?.us) return { short: c.state ? `the state of ${c.state}` : "your state", report: "your latest state inspection report" };
  if (!c?.uk) return { short: "your regulator", report: "your latest inspection report" };
  if (c.nation === "Scotland") return { short: "the Care Inspectorate", report: "your latest Care Inspectorate report" };
  if (c.nation === "Wales") return { short: "CIW", report: "your latest Care Inspectorate Wales report" };
  if (c.nation === "Northern Ireland") return { short: "the RQIA", report: "your latest RQIA report" };
  return { short: "the CQC", report: "your latest CQC report" };
}

/** The fee as a family reads it: "from £1,250 a week". */
function feeLine(c: CareHome | null): string {
  if (!c?.fee) return c?.us ? "{{your monthly fee}}" : "{{your weekly fee}}";
  return `from ${c.symbol}${formatCount(c.fee)} a ${c.per}`;
}

/** How residents pay, worded as checks for the founder to make. */
function fundingSteps(c: CareHome | null): string {
  if (c?.us) return "paying privately, long-term care insurance, VA benefits and, for a nursing home, Medicaid (check with your state's Medicaid office which of these you can accept and say so plainly)";
  if (c?.nation === "Scotland") return "paying privately, the council's financial assessment and free personal and nursing care payments (check the current rules with the council before you put them in writing)";
  return `paying privately, the council's financial assessment and what it means for savings and the house (the thresholds change: check them on the council's or GOV.UK's pages before you quote them), whether the council will pay its rate and what a family top-up is, NHS Continuing Healthcare for people whose needs are mainly health needs (a check the NHS does, not the home)${c?.nursing ? ", NHS-funded nursing care for a nursing place" : ""}, and Attendance Allowance`;
}

/**
 * {chWord} {chAWord} {chTown} {chFee} {chFeeShort} {chIncluded} {chFeatures} {chReport} {chRatingLine} {chInspector}
 * {chFunding} {chDeposit} {chReferrers} {chReferrersShort} {chDementia} {chAdvisers} {chReviewSite} {chSearches}
 * {chRooms} {chResidents} {chCommunity} {chParent} {chRespite} {chUrgent}: a care home; slots where the answers do not say.
 */
export function careHomeTokens(c: CareHome | null, place: string): Record<string, string> {
  const town = place.split(",")[0]!.trim().split(/ and /)[0]!.trim() || "{{your town}}";
  const word = c?.word ?? "care home";
  const rated = c?.rating && !c.us ? `rated ${c.rating} by ${inspector(c).short}` : null;
  return {
    chWord: word,
    chAWord: withArticle(word),
    chTown: town,
    chFee: feeLine(c),
    chFeeShort: c?.fee ? `${c.symbol}${formatCount(c.fee)} a ${c.per}` : c?.us ? "the monthly fee" : "the weekly fee",
    chIncluded: `the room, all meals${c?.features && /\bcook|chef\b/i.test(c.features) ? " from our own cook" : ""}, personal care${c?.nursing ? ", nursing care" : ""}${c?.dementia ? ", dementia care" : ""}, activities, laundry and {{what else is included}}; extras such as hairdressing, chiropody and newspapers are {{your extras and their prices}}`,
    chFeatures: c?.features ?? "{{what your home has: the garden, the lounges, the food}}",
    chReport: inspector(c).report,
    chInspector: inspector(c).short,
    chRatingLine: rated ? `${upperFirst(rated)}: read the full report at {{link to your report}}, in its own words, what it found good and what it asked us to improve.` : `Our latest inspection report is at {{link to your report}}; we quote it as written.`,
    chRated: rated ?? "{{your inspection rating, as written in the report}}",
    chRatedSentence: rated ? `${upperFirst(rated)}.` : "{{your inspection rating, as written in the report}}.",
    chFunding: fundingSteps(c),
    chDeposit: c?.us ? "a deposit that holds the room for {{how many}} days, refunded in full if you don't go ahead" : "a deposit that holds the room for {{how many}} days, refunded in full if you don't go ahead (check your contract terms say so)",
    chReferrers: c?.us
      ? "hospital discharge planners and social workers, doctors' offices and home health nurses, the Alzheimer's Association's local chapter, and elder law attorneys"
      : `the hospital discharge team and the council's social workers, GP practices and district nurses, ${c?.dementia ? "Admiral nurses and the local dementia support groups" : "the carers' centre and Age UK"}, and solicitors and financial advisers who handle care fees`,
    chReferrersShort: c?.us ? "discharge planners, doctors' offices and elder law attorneys" : "the discharge team, social workers, GPs and district nurses",
    chDementia: c?.us ? "the Alzheimer's Association's local chapter and memory cafés" : "Admiral nurses, the local dementia support groups and the memory clinic",
    chAdvisers: c?.us ? "elder law attorneys and financial planners who advise on long-term care" : "solicitors who handle care fees and lasting powers of attorney, and financial advisers who advise on paying for care",
    chReviewSite: c?.us ? "Caring.com and Google" : "carehome.co.uk and Google",
    chSearches: c?.us
      ? `'assisted living ${town}', 'memory care ${town}', 'nursing home near ${town}'`
      : `'care homes in ${town}', '${c?.dementia ? "dementia care home" : "residential care home"} ${town}', 'respite care ${town}'`,
    chRooms: c?.empty ? `${numberWord(c.empty)} rooms` : "the rooms you have free",
    chResidents: c?.residents ? `${numberWord(c.residents)} residents` : "our residents",
    chCommunity: c?.dementia ? "a dementia café, a carers' group and the local school's choir" : "a coffee morning, a carers' group and the local school's choir",
    chParent: c?.us ? "Mom" : "Mum",
    chRespite: c?.us ? "a short respite stay" : "a respite stay of a week or two",
    chUrgent: c?.us ? "call 911" : "call 999 or NHS 111",
    chFundingPages: c?.us ? "your state's Medicaid office's and Medicare's own pages" : "the council's and the NHS's own pages",
    chAdviceWhere: c?.us ? "your state's Medicaid office, the Area Agency on Aging or an elder law attorney" : "the council, the NHS or an independent adviser",
    chHelpWhere: c?.us ? "the Area Agency on Aging, the state's long-term care ombudsman, and an elder law attorney" : "the council's adult social care team, Age UK, and a solicitor or adviser who specialises in care fees",
    chFundingIntro: c?.us ? "Most families pay privately, some with long-term care insurance or VA benefits." : "Many families pay privately; some have help from the council, and a few with NHS funding.",
    chNotes: c?.dementia ? "How does dementia affect them day to day, and what helps?" : "What do they enjoy, and what do they need help with?",
  };
}

/** The goal line of a care home's strategy, whatever goal the form says. */
export const CARE_HOME_STRATEGY =
  "answering the family's hurry (a visit the same or next day, evenings and weekends, the fees {chFee} and what they include in writing, funding explained plainly, a room held with a deposit), being the home {chReferrersShort} can name, respite stays as the way families try the home, and families of residents as the proof, with no pressure and no offers";
export const CARE_HOME_FOCUS = "Enquiries, visits, respite stays and rooms taken each week, by who sent each family and how each is paid for, counted every Friday";

/** "Willow Court is a family-owned residential care home in Harrogate …" */
export function careHomeWhat(c: CareHome, product: string, where: string): string {
  return `${product} is ${withArticle(`${c.family ? "family-owned " : ""}${c.word}`)} ${where}${c.residents ? ` for ${numberWord(c.residents)} ${c.us ? "residents" : "older people"}` : ""}: the person who chooses is usually a daughter or son, often in a hurry after a fall or a hospital stay, worried about the cost and about choosing well, who visits three or four homes and asks ${c.us ? "the discharge planner, the doctor" : "the discharge team, the GP"} and friends. The home they can visit today, whose fees are plain and whose residents' families speak for it, is the one they choose.`;
}

/** The goal in rooms, weeks and fees: rough arithmetic on the founder's numbers. */
export function careHomeMath(c: CareHome, weeks: number, deadlineWeeks: number | null): string | null {
  const rooms = c.goalRooms ?? null;
  if (!rooms) return null;
  const span = deadlineWeeks && deadlineWeeks > 0 ? deadlineWeeks : weeks;
  const every = Math.max(1, Math.floor(span / rooms));
  const fees = c.fee ? ` At ${c.symbol}${formatCount(c.fee)} a ${c.per}, each room filled is at least ${c.symbol}${formatCount(c.per === "week" ? c.fee * 52 : c.fee * 12)} a year of fees, and every ${c.per} a room stays empty is ${c.symbol}${formatCount(c.fee)} the home doesn't get.` : "";
  const self = c.goalSelfFunded ? ` ${upperFirst(numberWord(c.goalSelfFunded))} of them self-funded means families paying from savings or a house sale, who choose for themselves: the visit, the fees page and the solicitors and advisers who handle care fees matter most for them; the others may be placed through the discharge team and the council, at the council's rate (check what it is and whether a family top-up applies).` : "";
  return `${upperFirst(numberWord(rooms))} rooms in ${span} weeks is about one room every ${numberWord(every)} weeks. Assumption: about one family in three who visits takes a room (count yours), so that is about ${numberWord(rooms * 3)} visits, and about ${numberWord(rooms * 6)} enquiries before them.${fees}${self}`;
}

/** The strategy's own lines: the arithmetic, the discharge team, the chains. */
export function careHomeListening(c: CareHome, weeks: number, deadlineWeeks: number | null): string[] {
  const out: string[] = [];
  const math = careHomeMath(c, weeks, deadlineWeeks);
  if (math) out.push(math);
  if (c.discharge) out.push(`You said discharge teams place people wherever there's a bed that day: so the discharge team hears from you every Monday which rooms are free and how quickly you can assess, and you answer their call the same day, weekends included; a room offered fast is how you become the home they ring first.`);
  if (c.rival) out.push(`You said ${c.rival} ${c.rivalAds ? "spend on ads you can't match" : "are everywhere"}: the plan doesn't try to outspend them, but wins where a family asks first (the discharge team, the GP, a friend) and at the visit itself, where ${c.family ? "a family-owned home" : "your home"}, its manager and its residents' families speak for themselves.`);
  return out;
}

/**
 * Lines a shop's or a home care agency's plan gives that mean nothing to a care home: the till, regulars,
 * perk cards, gift vouchers, a shop window, a yearly service, carers visiting by the hour.
 */
export const CARE_HOME_MISFITS =
  /\bby the till\b|\bat the till\b|\bregulars\b|\bstamp cards?\b|\bgift vouchers?\b|\bstaff perk\b|\bperk cards?\b|\bshop window\b|\bchalkboard\b|\bbest sellers\b|\bbring-a-neighbour\b|\byearly service\b|\bservice is due\b|\bhours? a week minimum\b|\bcarers who visit\b/i;
/** Pressure or offers: never to a family choosing a care home. */
const PRESSURE = /\bbefore it'?s too late\b|\bonly \w+ rooms? left\b|\blast (?:few )?rooms?\b|\bfirst (?:week|month) free\b|\b\d+% off\b|\bdiscount(?:ed)? (?:fees?|rooms?)\b|\blimited[- ]time\b/i;
/** Some tactic works with the professionals who refer. */
const REFERRERS = /\bdischarge (?:team|planners?)\b|\bsocial workers?\b|\bdistrict nurses?\b|\bAdmiral nurses?\b/i;
/** A photo or words of a resident, with consent said. */
const CONSENT = /\bconsent\b/i;
const PAID_PER_REFERRAL = /\b(?:pay|paid|fee|commission|bonus|thank-you (?:gift|payment))\b[^.]{0,30}\bper (?:referral|placement|resident)\b|\breferral (?:fee|bonus|commission)\b/gi;

/** The sentence of the text that holds the character at this index. */
function sentenceAround(text: string, at: number): string {
  const start = Math.max(text.lastIndexOf(". ", at), text.lastIndexOf("\n", at)) + 1;
  const stops = [text.indexOf(". ", at), text.indexOf("\n", at)].filter((i) => i >= 0);
  return text.slice(start, stops.length ? Math.min(...stops) : text.length);
}

/** What the checker finds missing or wrong in a care home's plan. */
export function careHomeGaps(c: CareHome | null, planText: string): { reason: string; note: string }[] {
  if (!c) return [];
  const out: { reason: string; note: string }[] = [];
  if (!REFERRERS.test(planText)) out.push({ reason: "Families choose a care home on the word of the professionals who meet them first (the discharge team, social workers, GPs and district nurses), and no tactic works with them.", note: "Leaves out the professionals who refer" });
  if (/\b(?:photos?|pictures?|residents'? words)\b/i.test(planText) && !CONSENT.test(planText)) out.push({ reason: "Shows residents without saying how: every photo and every word of a resident or their family with consent, and with the resident's dignity first.", note: "Residents shown without consent" });
  const pressure = PRESSURE.exec(planText);
  if (pressure) out.push({ reason: `"${pressure[0]}" is pressure or an offer: a family choosing a care home for a parent needs plain facts and time, never a deal.`, note: "Pressure or offers" });
  const paid = [...planText.matchAll(PAID_PER_REFERRAL)].find((m) => !/\b(?:never|not|no)\b/i.test(sentenceAround(planText, m.index)));
  if (paid) out.push({ reason: `"${paid[0]}": professionals who refer families are never paid per referral; their trust is the whole point.`, note: "Pays for referrals" });
  const rating = /\brated ['‘"“]?(?:outstanding|good)\b|\b(?:outstanding|good) rating\b/i.exec(planText);
  if (rating && !c.rating) out.push({ reason: `"${rating[0]}" claims a rating the founder has not said: quote the inspection report as written.`, note: "Claims a rating" });
  return out;
}

/** What the AI prompt states about a care home. */
export function careHomeFacts(c: CareHome | null, weeks: number, deadlineWeeks: number | null, place: string): string[] {
  if (!c) return [];
  const t = careHomeTokens(c, place);
  const lines = [
    `- ${upperFirst(withArticle(c.word))} (older people live there), not an app, a shop or a home care agency, whatever the product type says: no till, regulars, perk cards, gift vouchers, yearly service reminders or carers sent out by the hour. The buyer is usually a daughter or son in a hurry, worried about cost and guilt; residents are spoken of with dignity.`,
    `- Its plan: a visit the same or next day, evenings and weekends; the fees (${t.chFee}) and what they include in writing; funding explained plainly as checks (${t.chFunding}); a room held with a deposit; the professionals who refer, named as examples to check (${t.chReferrers}), never paid per referral; ${t.chReport} quoted as written; respite stays as the way families try the home; community links (${t.chCommunity}); reviews on ${t.chReviewSite} worded as a check; families of residents as the proof, with consent; every photo of a resident with consent and dignity.`,
    "- No pressure and no offers, ever ('only two rooms left', a first month free, a discount): families need plain facts and time.",
  ];
  const math = careHomeMath(c, weeks, deadlineWeeks);
  if (math) lines.push(`- The goal's arithmetic: ${math}`);
  return lines;
}

/** A US community's professionals, payers and groups in American words: no council, GP, district nurses or carers' centre. */
const IN_AMERICA: [RegExp, string][] = [
  [/\bthe discharge team \(or discharge hub\)/g, "the discharge planners"],
  [/\b([Tt])he discharge team\b/g, "$1he discharge planners"],
  [/\b([Tt])he hospital discharge team\b/g, "$1he hospital discharge planners"],
  [/\ba discharge team\b/g, "a discharge planner"],
  [/\bGP practices and district nurses\b/g, "doctors' offices and home health nurses"],
  [/\bGP practices\b/g, "doctors' offices"],
  [/\bthe GP\b/g, "the doctor"],
  [/\bGPs and district nurses\b/g, "doctors and home health nurses"],
  [/\bThe council's adult social care team and social workers\b/g, "Hospital and county social workers"],
  [/\bthe council's adult social care team\b/g, "the county's adult services"],
  [/\b([Tt])he council's social workers\b/g, "$1he hospital and county social workers"],
  [/\bwith help from the council\b/g, "with long-term care insurance or VA benefits"],
  [/\bthe council's list of homes\b/g, "the state's list of licensed communities"],
  [/\bthe council and the NHS\b/g, "the state"],
  [/\b([Tt])he carers' centre\b/g, "$1he caregiver support groups"],
  [/\bcarers' group\b/g, "caregivers' group"],
  [/\bfamily carers\b/g, "family caregivers"],
  [/\bcarers who need a break\b/g, "caregivers who need a break"],
  [/\bthe dementia nurses and groups\b/g, "the Alzheimer's Association's chapter and memory cafés"],
  [/\bthe solicitors' waiting rooms\b/g, "the attorneys' waiting rooms"],
  [/\bthe parish or community newsletter\b/g, "the community newsletter"],
];

/** A US assisted living or memory care community reads American words and spelling; a UK home is left as written. */
export function careHomeWords(c: CareHome | null, text: string): string {
  if (!c?.us) return text;
  const out = rewrite(text, IN_AMERICA)
    .replace(/\b([Rr])ing(s|ing)?\b/g, (_m, r: string, end: string | undefined) => `${r === "R" ? "C" : "c"}all${end ?? ""}`)
    .replace(/\b([Rr])ang\b/g, (_m, r: string) => `${r === "R" ? "C" : "c"}alled`)
    .replace(/\bMum\b/g, "Mom");
  return americanSpelling(out);
}
