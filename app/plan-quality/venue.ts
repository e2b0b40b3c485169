import type { PlanFormData } from "~/wizard/types";
import { MONTHS } from "./stays";
import { articleOf, formatCount, joinWords, numberFrom, upperFirst } from "./words";

/**
 * A venue hired for weddings and events: a barn, a country house, a city event space. Couples (or event
 * organisers) book it once, months ahead, after a show-round; the summer Saturdays sell themselves, and the
 * owner's goal is usually the dates that do not (Fridays, Sundays, winter) booked by a date. Read from the
 * founder's words whatever product type the form says: "a restored barn wedding venue in the Cotswolds"
 * is a place couples visit, not an online shop. Pure.
 */
export type Venue = {
  /** The founder's word for the place: "barn wedding venue", "country house wedding venue", "event space". */
  word: string;
  /** How the plan names the place in a sentence: "the barn", "the house", "the venue". */
  short: string;
  /** Weddings are its trade (else events in general: parties, company days). */
  weddings: boolean;
  /** Where it is, in the founder's words: "the Cotswolds". */
  where: string | null;
  /** Guests it holds: "up to 120 guests" → 120. */
  guests: number | null;
  /** Guests who can sleep there: "rooms for 20" → 20. */
  sleeps: number | null;
  /** The starting price said: "Weddings from £9,500" → 9500, "£". */
  fromPrice: number | null;
  symbol: string;
  /** What the price includes, in the founder's words: "exclusive use", "in-house catering". */
  included: string[];
  /** The days and seasons the founder says stay empty, in the plan's words: "Friday", "Sunday", "winter". */
  offPeak: string[];
  /** Weddings (or events) the goal books: "20 Friday, Sunday or winter weddings" → 20. */
  goalCount: number | null;
  /** The year the goal books dates in: "for 2027" → 2027. */
  goalYear: number | null;
  /** The month the goal names: "by the end of June" → "June". */
  byMonth: string | null;
  /** The founder tried wedding fairs (or wedding shows) and says they did not pay. */
  fairsFailed: boolean;
  /** Enquiries wait days for a reply ("enquiries wait two or three days"). */
  slowReplies: boolean;
  /** Where couples come from, in the founder's words: "London, Bristol and Birmingham". */
  cities: string[];
  /** How far ahead they plan, when said: "12-18 months ahead" → [12, 18]. */
  leadMonths: [number, number] | null;
};

const VENUE_WORDS: [RegExp, (m: RegExpExecArray) => { word: string; short: string }][] = [
  [
    /\b(barn|country house|manor house|manor|castle|farm|estate|mansion|hall|orangery|chapel|mill|villa|warehouse|rooftop)\b[^.,;]{0,30}?\b(wedding|weddings and events|events?) venue\b/,
    (m) => ({ word: `${m[1]} ${m[2] === "wedding" ? "wedding" : "event"} venue`, short: /house|mansion/.test(m[1]!) ? "the house" : `the ${m[1]}` }),
  ],
  [/\bwedding (?:and events? )?venue\b|\bvenue for weddings\b/, () => ({ word: "wedding venue", short: "the venue" })],
  [/\b(?:event|events|function|party) (?:venue|space)\b|\bvenue (?:for|to) hire\b/, () => ({ word: "event space", short: "the venue" })],
];

/** Words that make the product something for venues (their booking software, a directory, a planner), not one. */
const FOR_THEM =
  /\b(?:apps?|platform|software|saas|tool|system|marketplace|directory|plugin|agency|consultancy|planner|planning service|photograph(?:er|y)|videograph(?:er|y)|florist|caterer|band|dj|booking engine)\b[^.]{0,40}$/;

/** The pitch names a venue that is the business itself, not a service for venues. */
export function venueWordOf(pitch: string): { word: string; short: string; weddings: boolean } | null {
  const lower = pitch.toLowerCase();
  for (const [re, wordOf] of VENUE_WORDS) {
    const m = re.exec(lower);
    if (!m) continue;
    if (FOR_THEM.test(lower.slice(0, m.index))) return null;
    if (/\bfor (?:[a-z-]+ ){0,3}(?:wedding |event )?venues\b/.test(lower)) return null;
    return { ...wordOf(m), weddings: /\bwedding/.test(lower) };
  }
  return null;
}

/** The regular expression local-trade.ts reads the trade with: the same words as above. */
export const VENUE_TRADE_RE =
  /\b((?:wedding|event|events|function|party) (?:and events? )?(?:venue|space)|venue for weddings|venue (?:for|to) hire)\b/;

const INCLUDED: [RegExp, string][] = [
  [/\bexclusive[- ]use\b/i, "exclusive use"],
  [/\bin-house catering\b|\bcatering included\b|\bour own (?:chefs?|kitchen)\b/i, "in-house catering"],
  [/\blicensed for (?:civil )?ceremonies\b|\bceremon(?:y|ies) on site\b/i, "ceremonies on site"],
  [/\b(?:accommodation|rooms) for (\d{1,3})\b|\bsleeps? (\d{1,3})\b/i, "rooms"],
];

const OFF_PEAK: [RegExp, string][] = [
  [/\bfridays?\b/i, "Friday"],
  [/\bsundays?\b/i, "Sunday"],
  [/\bmidweek\b|\bweekdays?\b|\bmonday|\btuesday|\bwednesday|\bthursday/i, "midweek"],
  [/\bwinter\b|\boff[- ]season\b|\bnovember\b|\bdecember\b|\bjanuary\b|\bfebruary\b/i, "winter"],
];

/** The days and seasons a text names as the ones to fill, in the plan's words: "Friday", "Sunday", "midweek", "winter". */
export function offPeakIn(text: string): string[] {
  return OFF_PEAK.filter(([re]) => re.test(text)).map(([, w]) => w);
}

/**
 * The founder tried wedding fairs (or wedding shows) and says they did not pay: "cost a lot and brought few
 * bookings", "cost £300 a stand and we got two leads".
 */
export function fairsFailedIn(challenges: string): boolean {
  return /\b(?:wedding|bridal) (?:fairs?|shows?)\b[^.]*\b(?:no|few|nothing|didn'?t|did not|not worth|waste|cost a lot|expensive|stopped|(?:got|brought|gave) (?:us |me )?(?:only |just )?(?:one|two|three|\d) (?:leads?|enquir(?:y|ies)|bookings?))\b/i.test(challenges);
}

/**
 * "A restored barn wedding venue in the Cotswolds for up to 120 guests… Weddings from £9,500", "Fridays,
 * Sundays and winter weddings are empty", "20 Friday, Sunday or winter weddings booked for 2027": the place
 * and the numbers its plan needs. Null for anything else.
 */
export function readVenue(a: PlanFormData, pitch: string): Venue | null {
  const found = venueWordOf(pitch);
  if (!found) return null;
  if (["developer", "b2b-enterprise"].includes(a.audienceType)) return null;
  const d = a.productDescription;
  const where = /\bin (the [A-Z][a-z]+(?: [A-Z][a-z]+)?|[A-Z][a-z]+(?: [A-Z][a-z]+)?)\b/.exec(d.slice(0, 200));
  const guests = /\b(?:up to |for )?(\d{2,4}) (?:seated |standing )?guests\b/i.exec(d);
  const sleeps = /\b(?:accommodation|rooms|beds) for (\d{1,3})\b|\bsleeps? (\d{1,3})\b/i.exec(d);
  const price = /\b(?:weddings?|events?|hire|packages?|prices?)\s+(?:start\s+)?(?:from|at)\s+([£$€])\s?(\d{1,3}(?:,\d{3})+|\d{3,6})\b/i.exec(d) ?? /\bfrom\s+([£$€])\s?(\d{1,3}(?:,\d{3})+|\d{3,6})\b/i.exec(d);
  const empty = `${a.challenges} ${a.successMetrics}`;
  const offPeak = offPeakIn(empty);
  const count = /\b(\d{1,3}|[a-z]+)\s+(?:more\s+|new\s+)?(?:(?:friday|sunday|midweek|weekday|winter|off-peak|off-season)[a-z]*,?\s+(?:(?:or|and)\s+)?)*(?:weddings|events|bookings|parties)\b/i.exec(a.successMetrics);
  const year = /\b(20\d\d)\b/.exec(a.successMetrics);
  const month = new RegExp(`\\b(?:by|before|until|end of)\\s+(?:the\\s+end\\s+of\\s+)?(${MONTHS.join("|")})\\b`, "i").exec(a.successMetrics);
  const cities = /\bin ((?:[A-Z][a-z]+(?: [A-Z][a-z]+)?)(?:, (?:[A-Z][a-z]+(?: [A-Z][a-z]+)?))*(?:,? and (?:[A-Z][a-z]+(?: [A-Z][a-z]+)?))?)\b/.exec(a.audiencePersona);
  const lead = /\b(\d{1,2})\s?(?:-|–|to)\s?(\d{1,2}) months\b/i.exec(a.audiencePersona);
  const sleepsCount = numberFrom(sleeps?.[1] ?? sleeps?.[2]);
  return {
    ...found,
    where: where?.[1] ?? null,
    guests: numberFrom(guests?.[1]),
    sleeps: sleepsCount,
    fromPrice: price ? Number(price[2]!.replace(/,/g, "")) : null,
    symbol: price?.[1] ?? "",
    included: INCLUDED.filter(([re]) => re.test(d)).map(([, w]) => (w === "rooms" ? `rooms for ${sleepsCount ?? "the wedding party"}` : w)),
    offPeak: offPeak.length ? offPeak : [],
    goalCount: numberFrom(count?.[1]),
    goalYear: year ? Number(year[1]) : null,
    byMonth: month?.[1] ? MONTHS.find((m) => m.toLowerCase() === month[1]!.toLowerCase())! : null,
    fairsFailed: fairsFailedIn(a.challenges),
    slowReplies: /\b(?:enquir(?:y|ies)|emails?|messages?)\b[^.]*\bwait\b|\b(?:slow|late) (?:to )?repl/i.test(a.challenges),
    cities: cities ? cities[1]!.split(/,\s*|\s+and\s+/).filter(Boolean) : [],
    leadMonths: lead ? [Number(lead[1]), Number(lead[2])] : null,
  };
}

/** "Friday, Sunday or winter" from the days the founder says are empty; the usual three when none are said. */
function offPeakWords(v: Venue | null, join: "and" | "or"): string {
  const list = v?.offPeak.length ? v.offPeak : ["Friday", "Sunday", "winter"];
  if (list.length === 1) return list[0]!;
  return `${list.slice(0, -1).join(", ")} ${join} ${list[list.length - 1]}`;
}

/** "Fridays, Sundays and winter dates". */
function offPeakDates(v: Venue | null): string {
  const list = (v?.offPeak.length ? v.offPeak : ["Friday", "Sunday", "winter"]).map((w) => (w === "winter" ? "winter dates" : w === "midweek" ? "midweek dates" : `${w}s`));
  return joinWords(list);
}

const WINTER = [10, 11, 0, 1, 2];

/**
 * The dates that are weeks away when the plan starts (a short-notice list, sold in days) and the rest of
 * the goal's year (packages, show-rounds, directories): "January to March 2027" and "the Fridays and
 * Sundays from April to October 2027 and the winter dates of November and December 2027".
 */
export function venueDates(v: Venue | null, start: Date): { near: string; later: string } {
  const month = start.getUTCMonth();
  const year = v?.goalYear ?? (month >= 9 ? start.getUTCFullYear() + 1 : start.getUTCFullYear());
  const inWinter = WINTER.includes(month);
  // In winter the near dates run to the end of March; otherwise the next three months.
  const nearEnd = inWinter ? 2 : (month + 2) % 12;
  const nearYear = inWinter && month >= 10 ? start.getUTCFullYear() + 1 : start.getUTCFullYear();
  const near = `${MONTHS[month]} to ${MONTHS[nearEnd]} ${nearYear}`;
  const days = (v?.offPeak.length ? v.offPeak : ["Friday", "Sunday", "winter"]).filter((w) => w !== "winter");
  const dayWords = days.length ? `the ${joinWords(days.map((d) => (d === "midweek" ? "midweek dates" : `${d}s`)))}` : "the dates still open";
  const winterToo = !v?.offPeak.length || v.offPeak.includes("winter");
  const later =
    nearYear === year && nearEnd < 9
      ? `${dayWords} from ${MONTHS[(nearEnd + 1) % 12]} to October ${year}${winterToo ? ` and the winter dates of November and December ${year}` : ""}`
      : `${dayWords} of ${year}${winterToo ? ` and its winter dates` : ""}`;
  return { near, later };
}

/** What the goal counts: "20 Friday, Sunday or winter weddings for 2027". */
function target(v: Venue | null): string {
  if (!v?.goalCount) return `the ${offPeakWords(v, "or")} ${v?.weddings === false ? "events" : "weddings"} in your goal`;
  return `${v.goalCount} ${offPeakWords(v, "or")} ${v.weddings ? "weddings" : "events"}${v.goalYear ? ` for ${v.goalYear}` : ""}`;
}

/** "2-3" when a count a week falls between two whole numbers, "7" when it rounds to one. */
function perWeek(total: number, weeks: number): string {
  const lo = Math.floor(total / weeks);
  const hi = Math.ceil(total / weeks);
  return lo === hi || lo === 0 || total / weeks - lo > 0.6 || total / weeks - lo < 0.15 ? formatCount(Math.max(1, Math.round(total / weeks))) : `${lo}-${hi}`;
}

/**
 * The goal's arithmetic from the founder's numbers: bookings a week, and the show-rounds and enquiries it
 * takes at assumed rates (labelled); the money at prices under the starting price (labelled, theirs to set).
 */
export function venueMath(v: Venue, weeks: number): string | null {
  if (!v.goalCount) return null;
  const n = v.goalCount;
  const pace = n >= weeks ? `about ${formatCount(Math.round(n / weeks))} booking${Math.round(n / weeks) === 1 ? "" : "s"} a week` : `about ${formatCount(Math.max(1, Math.round((n / weeks) * 4)))} bookings every four weeks`;
  const s = v.symbol;
  const money = v.fromPrice
    ? ` At your ${s}${formatCount(v.fromPrice)} starting price ${n} ${v.weddings ? "weddings" : "events"} would be ${s}${formatCount(n * v.fromPrice)} of bookings; assumption: priced 15-25% lower for ${offPeakDates(v)} (yours to set), they bring about ${s}${formatCount(Math.round((n * v.fromPrice * 0.75) / 500) * 500)}-${s}${formatCount(Math.round((n * v.fromPrice * 0.85) / 500) * 500)}.`
    : "";
  return `${upperFirst(target(v))} in ${weeks} weeks is ${pace}. Assumption: about one in three ${v.weddings ? "couples" : "clients"} who come to a show-round books, and about one in three enquiries comes to one; if that holds, it takes about ${n * 3} show-rounds (${perWeek(n * 3, weeks)} a week) and about ${n * 9} enquiries (${perWeek(n * 9, weeks)} a week), so count enquiries, show-rounds and bookings every Friday and put your own rates in after a month.${money}`;
}

/** The wedding directories couples use where the venue is: names only where we know them; check each one's listing fees. */
function directories(country: string | null, weddings: boolean): string {
  if (!weddings) return /united kingdom|\buk\b|england|scotland|wales/i.test(country ?? "") ? "Hire Space and Tagvenue" : "{{the venue-hire sites organisers use}}";
  if (/united kingdom|\buk\b|england|scotland|wales|northern ireland/i.test(country ?? "")) return "Hitched and Bridebook";
  if (/united states|\busa?\b/i.test(country ?? "")) return "The Knot and WeddingWire";
  return "{{the wedding directories couples use}}";
}

function blogs(country: string | null, weddings: boolean): string {
  if (weddings && /united kingdom|\buk\b|england|scotland|wales|northern ireland/i.test(country ?? "")) return "Love My Dress, Rock My Wedding and Whimsical Wonderland Weddings";
  return weddings ? "{{the wedding blogs your couples read}}" : "{{the event blogs and magazines organisers read}}";
}

/**
 * {vnWord} {vnCategory} {vnYearOf} {vnShort} {vnArea} {vnOffPeakUpper} {vnNoFairs} {vnBlogWord} {vnWhere} {vnGuests} {vnIncluded} {vnFrom} {vnOffPeak} {vnOffPeakOr} {vnOffPeakDates} {vnTarget}
 * {vnMath} {vnNear} {vnLater} {vnCities} {vnBy} {vnShowRoundsWeek} {vnDirectories} {vnBlogs} {vnCouples} {vnCouple}
 * {vnWedding} {vnWeddings}: a venue selling its empty dates by a deadline; slots where the answers do not say.
 */
export function venueTokens(v: Venue | null, weeks: number, start: Date, country: string | null, place: string): Record<string, string> {
  const dates = venueDates(v, start);
  const weddings = v?.weddings !== false;
  const s = v?.symbol ?? "";
  return {
    vnWord: v?.word ?? "wedding venue",
    vnCategory: weddings ? "Wedding venue" : "Event venue",
    vnYearOf: v?.goalYear ? String(v.goalYear) : "the year ahead",
    vnShort: v?.short ?? "the venue",
    vnWhere: v?.where ?? place,
    vnArea: (v?.where ?? place).replace(/^the /i, ""),
    vnGuests: v?.guests ? `up to ${v.guests} guests` : "{{how many guests}}",
    vnIncluded: v?.included.length ? joinWords(v.included) : "{{what the price includes}}",
    vnFrom: v?.fromPrice ? `${s}${formatCount(v.fromPrice)}` : "{{your starting price}}",
    vnOffPeak: offPeakWords(v, "and"),
    vnOffPeakOr: offPeakWords(v, "or"),
    vnOffPeakUpper: upperFirst(offPeakWords(v, "and")),
    vnNoFairs: v?.fairsFailed ? ", in place of wedding fairs" : "",
    vnBlogWord: weddings ? "wedding blogs" : "event blogs",
    vnOffPeakDates: offPeakDates(v),
    vnTarget: target(v),
    vnMath: (v && venueMath(v, weeks)) ?? "Count the empty dates you want to sell and multiply by their price: that is what the goal brings in.",
    vnNear: dates.near,
    vnLater: dates.later,
    vnCities: v?.cities.length ? joinWords(v.cities) : "{{the cities your couples come from}}",
    vnBy: v?.byMonth ? `the end of ${v.byMonth}` : "{{your deadline}}",
    vnShowRoundsWeek: v?.goalCount ? `about ${Math.ceil((v.goalCount * 3) / weeks)}` : "{{show-rounds a week}}",
    vnDirectories: directories(country, weddings),
    vnBlogs: blogs(country, weddings),
    vnCouples: weddings ? "couples" : "clients",
    vnCouple: weddings ? "couple" : "client",
    vnWedding: weddings ? "wedding" : "event",
    vnWeddings: weddings ? "weddings" : "events",
  };
}

/** The goal line of a venue's strategy, whatever goal the form says: the empty dates sold, each after a show-round. */
export const VENUE_STRATEGY =
  "selling the dates summer Saturdays leave empty: {vnOffPeak} packages with a clear price and what is included, a short-notice list for the dates that are weeks away, a reply within hours with a brochure and real prices, show-round evenings and an open day at {vnShort}, and {vnDirectories} listings, real {vnWeddings}, a styled winter shoot and a circle of suppliers that send {vnCouples} to them";
export const VENUE_FOCUS = "Bookings: {vnTarget} by {vnBy}, counted every Friday as enquiries, show-rounds and bookings";

/** "Oakhill Barn is a barn wedding venue in the Cotswolds for up to 120 guests…: couples book it once…" */
export function venueWhat(v: Venue, product: string, audience: string, fill: (text: string) => string): string {
  const a = articleOf(v.word);
  const holds = v.guests ? ` for up to ${v.guests} guests` : "";
  const incl = v.included.length ? ` (${joinWords(v.included)})` : "";
  const from = v.cities.length && !audience.includes(v.cities[0]!) ? ` from ${joinWords(v.cities)}` : "";
  return fill(
    `${product} is ${a} ${v.word}${v.where ? ` in ${v.where}` : ""}${holds}${incl}, for ${audience}${from}: ${v.weddings ? "couples" : "clients"} book it once, months ahead, after a show-round, and while the summer Saturdays sell themselves, the {vnOffPeakDates} have to be sold.`,
  );
}

/**
 * The strategy's own lines: the goal's arithmetic, what did not work (wedding fairs), the near dates sold
 * differently from the later ones, engagement season when the plan starts around it, and slow replies.
 */
export function venueListening(v: Venue, start: Date, fill: (text: string) => string): string[] {
  const out = [fill("{vnMath}")];
  if (v.fairsFailed) {
    out.push(
      fill(
        "You said wedding fairs cost a lot and brought few bookings, so none is in this plan: couples see {vnShort} on show-round evenings and an open day at {vnShort} itself, where the rooms, the food and the setting do the selling, and the money goes to the directories, a styled winter shoot and search ads instead.",
      ),
    );
  }
  out.push(
    fill(
      "Dates that are weeks away are sold differently from the rest: the open dates from {vnNear} go on a short-notice list with one all-in price, sent this week to past enquirers and your suppliers and answered the same day, because those couples decide in days; {vnLater} are sold with the packages, show-rounds and directories, because those couples compare and visit first.",
    ),
  );
  const month = start.getUTCMonth();
  if (v.weddings && (month === 11 || month === 0)) {
    const lead = v.leadMonths ? `${v.leadMonths[0]}-${v.leadMonths[1]} months` : "a year or more";
    const from = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + (v.leadMonths?.[0] ?? 12), 1));
    out.push(
      `It is engagement season: many couples got engaged over Christmas and New Year and start looking at venues in January. Those who plan ${lead} ahead are mostly looking at dates from ${MONTHS[from.getUTCMonth()]} ${from.getUTCFullYear()} on; book them, but your goal's dates need couples with shorter engagements or smaller weddings, so every reply, page and post leads with the ${offPeakWords(v, "and")} dates still open${v.goalYear ? ` in ${v.goalYear}` : ""}.`,
    );
  }
  if (v.slowReplies) out.push("You said enquiries wait days for a reply in busy weeks: couples write to several venues at once and visit the ones that answer first, so a reply within hours, with the brochure and real prices, comes first in this plan.");
  return out;
}

/**
 * Lines an online shop's or a bakery's plan gives that mean nothing to a venue: discovery sets, restocks,
 * stockists, Google Shopping, letterbox parcels, the till, pre-orders. The checker flags any plan (built-in or
 * AI) that says them to a venue.
 */
export const VENUE_MISFITS =
  /\bdiscovery sets?\b|\btrial[- ]size\b|\brestocks?\b|\bstockists?\b|\bwholesale\b|\bline sheet\b|\bgoogle shopping\b|\bmerchant center\b|\bletterbox\b|\bfull[- ]size order\b|\babandoned (?:cart|basket)\b|\bshipping\b|\bpre-?orders?\b|\bseasonal specials?\b|\bstaff perk cards?\b|\bby the till\b|\bat the till\b|\bchalkboard\b|\bcome in,? say hello\b|\bbest[- ]?sellers?\b/i;

/** Some tactic gives the empty dates a price: a Friday, Sunday, midweek or winter package or offer. */
export const OFF_PEAK_WORK = /\b(?:friday|sunday|midweek|weekday|winter|off-peak|off-season|short-notice)\b[^.\n]{0,60}\b(?:packages?|prices?|offers?|dates? list|list of (?:open )?dates)\b/i;

/** Recommends taking a stand at a wedding fair or show. */
const FAIR_PUSH = /\b(?:exhibit(?:ing)?|book(?:ing)? a (?:stand|stall|pitch|table)|take (?:a|part in)|attend(?:ing)?|sign up for)\b[^.\n]{0,40}\b(?:wedding|bridal) (?:fairs?|shows?)\b|\b(?:wedding|bridal) (?:fair|show)s? (?:stand|stall|pitch|table)s?\b/i;

/**
 * A venue whose goal is off-peak dates gets a plan where some tactic prices them; one whose founder said
 * wedding fairs did not pay gets none that sends them back. The reasons the checker gives, empty when fine.
 */
export function venuePlanGaps(v: Venue | null, metrics: string, planText: string): { reason: string; note: string }[] {
  if (!v) return [];
  const out: { reason: string; note: string }[] = [];
  if (v.offPeak.length && !OFF_PEAK_WORK.test(planText)) {
    out.push({
      reason: `Your goal is "${metrics}", and no tactic gives the ${offPeakDates(v)} a package with a price and what it includes: couples book dates they can price, not a date that says "ask us".`,
      note: "Leaves the empty dates unpriced",
    });
  }
  const fair = v.fairsFailed ? FAIR_PUSH.exec(planText) : null;
  if (fair) {
    out.push({ reason: `Sends you back to "${fair[0]}", but you said wedding fairs cost a lot and brought few bookings.`, note: "Leans on wedding fairs" });
  }
  return out;
}

/** What the AI prompt states about a venue: what it is, what its plan is made of, the dates and the arithmetic. */
export function venueFacts(v: Venue | null, weeks: number, start: Date, country: string | null, place: string): string[] {
  if (!v) return [];
  const t = venueTokens(v, weeks, start, country, place);
  const dirs = t.vnDirectories ?? "";
  const lines = [
    `- A ${v.word}, a place ${t.vnCouples} hire once after a show-round, not an online shop or a café, whatever the product type says: no discovery sets, bundles, restock texts, stockists, Google Shopping, shipping, pre-orders, 'at the till' or 'come in and say hello' lines. ${v.weddings ? "Couples" : "Clients"} compare three or four venues on ${dirs.startsWith("{{") ? "wedding directories" : dirs}, Instagram and Pinterest, visit two, and book the one that answered fast with real prices`,
    `- Its plan: ${t.vnOffPeak} packages with a clear price and what is included; a short-notice list of open dates for ${t.vnNear}, sold in days to couples with short engagements; a reply to every enquiry within hours with a brochure that shows real prices, and a show-round booked in that reply; show-round evenings or an open day at ${t.vnShort}${v.fairsFailed ? " instead of wedding fairs, which the founder says cost a lot and brought few bookings (leave them out)" : ""}; listings on ${t.vnDirectories} (tell them to check each one's listing fees rather than stating them) and real weddings submitted to wedding blogs; a styled winter shoot with local suppliers (labelled as styled, never passed off as a real wedding); a recommended-supplier circle that refers couples both ways; Instagram and Pinterest with real weddings, with the couples' and photographers' permission; reviews from past couples, never rewarded for being positive`,
    `- Dates: ${t.vnNear} are weeks away and sold on a short-notice list; ${t.vnLater} go through packages, show-rounds and directories${start.getUTCMonth() === 0 || start.getUTCMonth() === 11 ? "; January is engagement season, when couples engaged over Christmas start looking" : ""}`,
  ];
  if (v.goalCount) lines.push(`- The goal's arithmetic: ${t.vnMath}`);
  return lines;
}
