import type { PlanFormData } from "~/wizard/types";
import { MONTHS } from "./calendar";
import { formatCount, upperFirst } from "./words";

/**
 * Hardware sold to farms, vineyards and other field operators, often with a subscription: soil-moisture
 * sensor kits for vineyards, livestock trackers, greenhouse climate controllers, weather stations. Its buyers
 * run a season, not a sales pipeline: they decide in the off-season, install before the season starts (bud
 * break, planting, turnout) and judge the result at harvest, and they believe another grower and their own
 * adviser (a viticulturist, an agronomist, the extension service's farm advisor, the irrigation dealer) far
 * more than a vendor. Its plan: a paid pilot on one block measured against an unmonitored block beside it,
 * the season as the sales calendar, field days hosted by a paying customer, the advisers as the channel, the
 * meetings growers really attend (named as examples to check), results in water, money and hours, and a price
 * that pays back within a season. Never a free set-up and data migration, walks round "businesses in one
 * neighbourhood", five emails a day to "businesses" or review sites for software. An SMS service for
 * smallholders on basic phones is read by its own module (smallholders.ts). Pure.
 */
export type Agtech = {
  /** What the founder sells, as the plan names it: "sensor kit", "tracker", "controller". */
  device: string;
  /** The operations that buy it, plural and singular: "vineyards", "vineyard". */
  farms: string;
  one: string;
  /** What they grow or keep, for the season's words. */
  crop: "vines" | "orchard" | "field" | "livestock" | "greenhouse";
  /** What a pilot covers and is compared with: "block", "field", "herd", "bay". */
  unit: string;
  /** The size of the unit a kit covers, as said: "20-acre". */
  unitSize: string | null;
  unitAcres: number | null;
  /** The product is about water (irrigation, soil moisture): results in water and pumping money. */
  water: boolean;
  /** The hardware's price and the subscription's, as written: "$2,400" a kit, "$30 a month". */
  kitPrice: string | null;
  kitValue: number | null;
  monthly: string | null;
  monthlyValue: number | null;
  /** Paying customers today: 6. */
  payingNow: number | null;
  /** The goal's count and when: 30 "by next harvest". */
  goal: number | null;
  goalBy: string | null;
  /** The saving the founder wants to prove: "water use down 20%". */
  saving: string | null;
  /** The growing region named: "Sonoma". */
  region: string | null;
  /** California: UC Cooperative Extension and the Unified Wine & Grape Symposium are examples to check. */
  california: boolean;
  us: boolean;
  /** The southern hemisphere turns the season round. */
  south: boolean;
  /** The founder's own sentence about the season, when they wrote one. */
  seasonSaid: string | null;
};

/** What a field operator's hardware is: the device words of a first sentence. */
const DEVICE = /\b((?:weather |climate |gps |smart )?(?:sensor kits?|sensors?|probes?|trackers?|collars?|ear ?tags?|controllers?|weather stations?|stations?|monitors?|gateways?|loggers?|kits?|devices?|hardware|iot|traps?|valves?))\b/i;
/** The operations it is for, in the first sentence or the persona. */
const OPERATIONS: [RegExp, Agtech["crop"], string, string][] = [
  [/\bvineyards?\b|\bvines\b|\bviticultur\w*|\bwine ?grape\b|\bgrape ?growers?\b|\bwinegrowers?\b/i, "vines", "vineyards", "vineyard"],
  [/\borchards?\b|\btree crops?\b|\bnut growers?\b|\balmond\w*|\bcitrus growers?\b|\bapple growers?\b/i, "orchard", "orchards", "orchard"],
  [/\branch(?:es|ers)?\b/i, "livestock", "ranches", "ranch"],
  [/\bdair(?:y|ies) (?:farms?|farmers|herds?)\b|\blivestock\b|\bcattle\b|\bherds?\b|\bsheep\b|\bpoultry\b/i, "livestock", "farms", "farm"],
  [/\bgreenhouses?\b|\bglasshouses?\b|\bpolytunnels?\b|\bvertical farms?\b|\bgrowing rooms?\b/i, "greenhouse", "greenhouses", "greenhouse"],
  [/\bfarms?\b|\bfarmers\b|\bgrowers\b|\barable\b|\brow crops?\b|\bfield operators?\b/i, "field", "farms", "farm"],
];
/** Not hardware sold to operators: a veg box, a service by SMS, a marketplace, a course or a show for farmers. */
const NOT_HARDWARE = /\b(?:veg(?:etable)? box|csa|podcast|newsletter|course|marketplace|by sms|sms service|insurance|loans?)\b/i;

const CALIFORNIA = /\bcalifornia\b|\bsonoma\b|\bnapa\b|\bmendocino\b|\blodi\b|\bpaso robles\b|\bcentral valley\b|\bcentral coast\b|\bsan joaquin\b|\bfresno\b/i;
const SOUTH = ["Australia", "New Zealand", "Chile", "Argentina", "South Africa", "Uruguay"];

/** "a soil-moisture and canopy sensor kit for vineyards": the device and who it is for; null for anything else. */
export function agtechWordOf(pitch: string, persona = ""): { device: string; crop: Agtech["crop"]; farms: string; one: string } | null {
  if (NOT_HARDWARE.test(pitch)) return null;
  const d = DEVICE.exec(pitch);
  if (!d) return null;
  const op = OPERATIONS.find(([re]) => re.test(pitch)) ?? OPERATIONS.find(([re]) => re.test(persona));
  if (!op) return null;
  // "a kit" alone is only hardware beside a field word ("sensor", "LoRaWAN", "battery"): a "marketing kit" is not.
  const device = d[1]!.toLowerCase().replace(/^smart /, "");
  if (/^(?:kits?|devices?|hardware|iot|stations?)$/.test(device) && !/\b(?:sensors?|lorawan|battery|batteries|solar|gps|install\w*|mounted|probes?)\b/i.test(pitch)) return null;
  // Cattle on open range belong to ranches when the founder's buyers are ranchers.
  if (op[1] === "livestock" && /\branch(?:es|ers)?\b/i.test(persona)) return { device: device.replace(/s$/, "").replace(/^gps /, "GPS "), crop: "livestock", farms: "ranches", one: "ranch" };
  return { device: device.replace(/s$/, "").replace(/^iot$/, "IoT kit").replace(/^hardware$/, "kit").replace(/^gps /, "GPS "), crop: op[1], farms: op[2], one: op[3] };
}

const UNITS: Record<Agtech["crop"], string> = { vines: "block", orchard: "block", field: "field", livestock: "herd", greenhouse: "bay" };

/** Hardware sold to farms, vineyards or other field operators, read from the answers; null for anything else. */
export function readAgtech(a: PlanFormData, pitch: string, country: string | null): Agtech | null {
  // The pitch says what it is: a founder who picked "creators" or "students" for growers still sells them hardware.
  if (["b2c-general", "developer"].includes(a.audienceType)) return null;
  const found = agtechWordOf(pitch, a.audiencePersona);
  if (!found) return null;
  const text = `${a.productDescription} ${a.audiencePersona} ${a.challenges}`;
  const unit = UNITS[found.crop];
  const size = new RegExp(`\\b(\\d{1,4})[- ](acre|hectare|ha)\\s+${unit}\\b`, "i").exec(a.productDescription);
  // "costs $2,400 plus $30 a month": the first sum that is not by the month is the hardware's.
  const sums = [...a.productDescription.matchAll(/([$€£₹]|KSh ?|UGX ?|TSh ?|₦)\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.\d\d)?(\s*(?:a|per|\/)\s*(?:month|mo|year|yr|season)\b)?/gi)];
  // "$180 plus $4 a month per animal": a price per head is not a kit per operation, so the arithmetic leaves it out.
  const kit = /\bper (?:animal|head|cow|collar)\b/i.test(a.productDescription) ? undefined : sums.find((m) => !m[3]);
  const monthly = sums.find((m) => m[3] && /month|mo\b/i.test(m[3]));
  const n = (s: string | undefined) => (s ? Number(s.replace(/,/g, "")) : null);
  const operators = `(?:paying\\s+)?(?:${found.farms}|${found.one}s?|farms|growers|customers|ranches|orchards|greenhouses)`;
  const now = new RegExp(`\\b(\\d{1,4})\\s+paying\\s+(?:${found.farms}|${found.one}s?|farms|growers|customers|ranches|orchards|greenhouses)\\b`, "i").exec(a.productDescription);
  const goal = new RegExp(`\\b(\\d{1,5})\\s+${operators}\\b`, "i").exec(a.successMetrics);
  const by = /\bby\s+((?:the\s+)?(?:next|this)\s+(?:harvest|season|spring|winter|bud ?break|planting)|harvest|bud ?break|planting|(?:the\s+end\s+of\s+)?(?:January|February|March|April|May|June|July|August|September|October|November|December))\b/i.exec(a.successMetrics);
  const saving = /\b((?:water(?: use)?|labou?r|pumping|energy|feed|costs?)\s+(?:down|cut|reduced)\s+(?:by\s+)?\d{1,2}\s?%)/i.exec(a.successMetrics);
  const region = /\b(?:in|around|across)\s+((?:[A-Z][a-z'’]+)(?:\s[A-Z][a-z'’]+){0,2})\b/.exec(a.productDescription.replace(/^[^.]*\./, ""));
  const said = a.challenges.split(/(?<=[.!?])\s+/).find((s) => /\b(?:season|bud ?break|winter|harvest|planting|pruning)\b/i.test(s));
  return {
    device: found.device,
    farms: found.farms,
    one: found.one,
    crop: found.crop,
    unit,
    unitSize: size ? `${size[1]}-${size[2]!.toLowerCase()}` : null,
    unitAcres: size && /acre/i.test(size[2]!) ? Number(size[1]) : null,
    water: /\birrigat\w*|\bwater\b|\bsoil[- ]moisture\b/i.test(a.productDescription),
    kitPrice: kit ? `${kit[1]}${kit[2]}` : null,
    kitValue: kit ? n(kit[2]) : null,
    monthly: monthly ? `${monthly[1]}${monthly[2]} a month` : null,
    monthlyValue: monthly ? n(monthly[2]) : null,
    payingNow: n(now?.[1]),
    goal: n(goal?.[1]),
    goalBy: by ? by[1]!.replace(/^the\s+/i, "") : null,
    saving: saving ? saving[1]! : null,
    region: region && region[1] !== country ? region[1]! : null,
    california: CALIFORNIA.test(text),
    us: country === "United States" || CALIFORNIA.test(text),
    south: country !== null && SOUTH.includes(country),
    seasonSaid: said?.trim() ?? null,
  };
}

/**
 * The season's words for what they grow: when they decide, what they install before, when they judge it; for
 * crops with a calendar, the months (as indices) of the decision window, the last call before installs, the
 * start of the season and the end of harvest, turned round in the southern hemisphere.
 */
function season(g: Agtech): { off: string; before: string; results: string; season: string; decide: number[]; lastCall: number | null; seasonStart: number | null; harvest: number | null; beforeMonth: string | null } {
  const turn = (m: number) => (g.south ? (m + 6) % 12 : m);
  const months = (decide: number[], lastCall: number, start: number, harvest: number, before: number) => ({
    decide: decide.map(turn),
    lastCall: turn(lastCall),
    seasonStart: turn(start),
    harvest: turn(harvest),
    beforeMonth: MONTHS[turn(before)]!,
  });
  switch (g.crop) {
    case "vines":
      return { off: "winter", before: "bud break", results: "harvest", season: "the irrigation season", ...months([10, 11, 0, 1], 1, 4, 9, 2) };
    case "orchard":
      return { off: "winter", before: "bloom", results: "harvest", season: "the irrigation season", ...months([10, 11, 0, 1], 1, 3, 9, 2) };
    case "field":
      return { off: "winter", before: "planting", results: "harvest", season: "the growing season", ...months([10, 11, 0, 1, 2], 2, 5, 9, 3) };
    case "livestock":
      return { off: "the quiet months", before: "turnout", results: "the end of the grazing season", season: "the grazing season", decide: [], lastCall: null, seasonStart: null, harvest: null, beforeMonth: null };
    case "greenhouse":
      return { off: "the weeks between crops", before: "the next crop goes in", results: "the end of the crop", season: "the crop", decide: [], lastCall: null, seasonStart: null, harvest: null, beforeMonth: null };
  }
}

/**
 * The season's steps as the timeline reads them: "In January, call…" falls in the plan's first January week.
 * The selling month is the plan's own when it starts inside the decision window, else the window's first.
 */
function seasonSteps(g: Agtech, start: Date): { sell: string; lastCall: string; seasonStart: string; harvest: string } {
  const s = season(g);
  if (!s.decide.length) return { sell: `In ${s.off}`, lastCall: `Before ${s.before}`, seasonStart: `Early in ${s.season}`, harvest: `At ${s.results}` };
  const now = start.getUTCMonth();
  const sell = s.decide.includes(now) ? now : s.decide[0]!;
  return { sell: `In ${MONTHS[sell]}`, lastCall: `In ${MONTHS[s.lastCall!]}`, seasonStart: `In ${MONTHS[s.seasonStart!]}`, harvest: `In ${MONTHS[s.harvest!]}` };
}

/** One of the buyers, as the plan calls them: "grower", "rancher", "farmer". */
function grower(g: Agtech): string {
  return g.crop === "livestock" ? (g.farms === "ranches" ? "rancher" : "farmer") : "grower";
}

/** The advisers growers already trust, by what they grow and where. */
function advisers(g: Agtech): { all: string; short: string; one: string } {
  const extension = g.california ? "UC Cooperative Extension farm advisors" : g.us ? "Cooperative Extension agents" : "the agricultural extension service's advisers";
  switch (g.crop) {
    case "vines":
      return { all: `viticulturists, ${extension}, vineyard management companies and irrigation dealers`, short: "viticulturists, farm advisors and irrigation dealers", one: "viticulturist" };
    case "orchard":
      return { all: `crop consultants${g.california ? " (PCAs)" : ""}, ${extension}, orchard management companies and irrigation dealers`, short: "crop consultants, farm advisors and irrigation dealers", one: "crop consultant" };
    case "field":
      return { all: `agronomists and crop consultants, ${extension}, and irrigation and equipment dealers`, short: "agronomists, extension advisers and equipment dealers", one: "agronomist" };
    case "livestock":
      return { all: `large-animal vets, nutritionists, ${extension} and farm-supply stores`, short: "vets, nutritionists and farm-supply stores", one: "large-animal vet" };
    case "greenhouse":
      return { all: "growing consultants, substrate and fertiliser suppliers, and greenhouse builders", short: "growing consultants and suppliers", one: "growing consultant" };
  }
}

/** The meetings and shows growers really attend, named as examples to check. */
function events(g: Agtech): string {
  const local = g.region ? `${g.region} ` : "";
  if (g.crop === "vines") {
    return g.california
      ? `the Unified Wine & Grape Symposium in Sacramento each January, ${local}grape growers' association meetings and UC Cooperative Extension field days (examples to check: ask your customers which they go to)`
      : `${local}grape growers' association meetings, the regional wine-industry show your growers go to and the extension service's vineyard days (examples to check: ask your customers which they go to)`;
  }
  if (g.crop === "livestock") return `${local}cattlemen's or livestock association meetings, sale days and extension field days (examples to check: ask your customers which they go to)`;
  if (g.crop === "greenhouse") return `${local}growers' association meetings and the regional greenhouse growers' show (examples to check: ask your customers which they go to)`;
  return `${local}grower association meetings, extension field days and the regional farm show (examples to check: ask your customers which they go to)`;
}

/** What a season's results are counted in: water and money, hours, animals found. */
function results(g: Agtech): { full: string; short: string } {
  if (g.crop === "livestock") return { full: "hours spent checking animals, animals found early and losses avoided, in the rancher's own figures", short: "hours and animals" };
  if (g.crop === "greenhouse") return { full: "energy, water and hours spent on checks, from the grower's own bills and time sheets", short: "energy, water and hours" };
  if (g.water) {
    const volume = g.us ? "acre-feet" : "megalitres";
    return { full: `water applied in ${volume} from the meter or the pump hours, what it cost in pumping and water bills, and the hours spent checking ${g.unit}s`, short: `${volume}, dollars and hours` };
  }
  return { full: `inputs used, their cost, and hours spent checking ${g.unit}s, from the grower's own records`, short: "inputs, money and hours" };
}

/** The goal's arithmetic: the operations still to win, the hardware and subscription they bring, and the season they must be won in. */
export function agtechMath(g: Agtech): string | null {
  if (!g.goal) return null;
  const more = g.payingNow !== null ? Math.max(0, g.goal - g.payingNow) : g.goal;
  const by = g.goalBy ? ` by ${g.goalBy}` : "";
  const start = g.payingNow !== null ? `From ${formatCount(g.payingNow)} paying ${g.farms} today, ${formatCount(g.goal)}${by} is ${formatCount(more)} more` : `${formatCount(g.goal)} paying ${g.farms}${by} is ${formatCount(more)} to win`;
  const sym = symbolOf(g.kitPrice ?? g.monthly);
  const money = g.kitValue
    ? `: at least one ${g.kitPrice} ${g.device} each${g.unitSize ? ` (one ${g.unitSize} ${g.unit})` : ""}, so ${sym}${formatCount(more * g.kitValue)} of hardware${g.monthlyValue ? ` and ${sym}${formatCount(more * g.monthlyValue * 12)} a year of subscriptions at ${g.monthly}` : ""} if each starts with one ${g.unit}; most ${g.farms} have several ${g.unit}s, so ask each how many they would equip after a good pilot`
    : "";
  const s = season(g);
  const when = s.beforeMonth ? ` Most of them decide in ${s.off} and want the kit in before ${s.before} (around ${s.beforeMonth}: check with your growers), so count signed orders every Friday from now to ${s.before}, and pilots running through ${s.season}.` : " Count signed orders and running pilots every Friday.";
  return `${start}${money}.${when}`;
}

/** The currency a price is written in: "$2,400" → "$", "KSh 65,000" → "KSh ". */
function symbolOf(price: string | null): string {
  return (price && /^(?:[$€£₹₦]|(?:KSh|UGX|TSh) ?)/.exec(price)?.[0]) || "$";
}

/** What it takes for one kit to pay back within a season, from the founder's own prices. */
export function agtechPayback(g: Agtech): string | null {
  if (!g.kitValue) return null;
  const year = g.kitValue + (g.monthlyValue ?? 0) * 12;
  const sym = symbolOf(g.kitPrice);
  const per = g.unitAcres ? `, or ${sym}${formatCount(Math.ceil(year / g.unitAcres))} an acre on a ${g.unitSize} ${g.unit}` : "";
  // Worded without "a month" or "pay": the grower's saving is not what the plan spends.
  return `For one ${g.device} to earn back its price in its first season, the ${g.unit} it watches must save more than ${sym}${formatCount(year)} (the ${g.kitPrice} ${g.device}${g.monthlyValue ? ` and twelve months of the subscription at ${sym}${formatCount(g.monthlyValue)}` : ""})${per}`;
}

/**
 * {agDevice} {agFarms} {agOne} {agOneUpper} {agUnit} {agUnitSize} {agOff} {agBefore} {agResults} {agSeason} {agAdvisers} {agAdvisersShort} {agAdviser}
 * {agEvents} {agResultsIn} {agResultsShort} {agMath} {agPayback} {agKit} {agMonthly} {agPrice} {agGoal} {agSaving} {agRegion} {agPeers}
 * {agGrower} {agPeersUpper} {agInSell} {agInLastCall} {agInSeasonStart} {agInHarvest} (the season's months, which the timeline places):
 * hardware sold to farms, vineyards and field operators; what the founder did not give is a slot.
 */
export function agtechTokens(g: Agtech | null, start: Date): Record<string, string> {
  if (!g) return {};
  const s = season(g);
  const steps = seasonSteps(g, start);
  const ad = advisers(g);
  const r = results(g);
  const price = g.kitPrice ? `${g.kitPrice} a ${g.device}${g.monthly ? ` plus ${g.monthly}` : ""}` : g.monthly ?? "{{your price}}";
  return {
    agDevice: g.device,
    agFarms: g.farms,
    agOne: g.one,
    agOneUpper: upperFirst(g.one),
    agUnit: g.unit,
    agUnitSize: g.unitSize ? `${g.unitSize} ${g.unit}` : g.unit,
    agOff: s.off,
    agBefore: s.before,
    agResults: s.results,
    agSeason: s.season,
    agAdvisers: ad.all,
    agAdvisersShort: ad.short,
    agAdviser: ad.one,
    agEvents: events(g),
    agResultsIn: r.full,
    agResultsShort: r.short,
    agMath: agtechMath(g) ?? "Count signed orders, pilots running and the advisers who sent a grower every Friday.",
    agPayback: agtechPayback(g) ?? `For a ${g.device} to earn back its price in its first season, the ${g.unit} it watches must save more than it costs in a year; work it out with each grower's own bills`,
    agKit: g.kitPrice ?? "{{the kit's price}}",
    agMonthly: g.monthly ?? "{{the monthly price}}",
    agPrice: price,
    agGoal: g.saving ?? `${r.short} saved`,
    agSaving: g.saving ? `${g.saving} on the ${g.unit}s you measure` : `what the ${g.unit} saved in ${r.short}`,
    agRegion: g.region ?? "{{your growing region}}",
    agPeers: `${grower(g)}s`,
    agGrower: grower(g),
    agPeersUpper: upperFirst(`${grower(g)}s`),
    agInSell: steps.sell,
    agInLastCall: steps.lastCall,
    agInSeasonStart: steps.seasonStart,
    agInHarvest: steps.harvest,
  };
}

/** The goal line of the strategy for hardware sold to field operators, whatever goal the form says. */
export const AGTECH_STRATEGY =
  "selling on the season's calendar (decisions in {agOff}, installs before {agBefore}, results at {agResults}) through a paid pilot on one {agUnit} measured against an unmonitored {agUnit} beside it, a field day on a paying customer's {agOne} where {agPeers} hear it from one of their own, the {agAdvisersShort} they already ask and the meetings they already go to, with every result counted in {agResultsShort} and a price that pays back within a season";
export const AGTECH_FOCUS = "Signed orders, pilots running and {agUnit}s measured, counted every Friday by where each grower came from (a customer, an adviser, a field day, a meeting), with {agBefore} as the deadline for installs";

/** "VineSense sells a sensor kit to vineyards in …: …" */
export function agtechWhat(g: Agtech, product: string, audience: string, where: string): string {
  const ad = advisers(g);
  // "Small business owners" is the form's word, not theirs: the operations say who buys.
  const who = /\b(?:vineyard|farm|ranch|grow|orchard|greenhouse|dair|cattle|livestock)/i.test(audience) ? audience : g.farms;
  return `${product} sells a ${g.device} to ${who} ${where}. They run a season, not a sales pipeline: they decide in ${season(g).off}, want the kit in before ${season(g).before} and judge it at ${season(g).results}, and they believe another ${grower(g)}'s ${g.unit} and their own ${ad.one} far more than a vendor's slide.`;
}

/** The strategy's own lines: the arithmetic, the season the plan starts in, the payback, the founder's season sentence. */
export function agtechListening(g: Agtech, start: Date, fill: (text: string) => string): string[] {
  const out = [fill("{agMath}")];
  const s = season(g);
  if (s.decide.length) {
    const month = MONTHS[start.getUTCMonth()]!;
    out.push(
      s.decide.includes(start.getUTCMonth())
        ? fill(`This plan starts in ${month}, while {agFarms} decide: the pilot offers, the advisers' note and the meetings come first, because a {agGrower} who has not said yes before {agBefore} waits a year.`)
        : fill(`This plan starts in ${month}, in or near ${s.season}: run and measure the pilots now, book the field day for when results show, and line up the ${s.off} conversations, when next season's orders are decided.`),
    );
  }
  if (g.seasonSaid) out.push(`You said: “${g.seasonSaid}” So every tactic here follows that calendar, and nothing asks a ${grower(g)} to decide in the middle of ${s.season}.`);
  const pay = agtechPayback(g);
  if (pay) out.push(`${pay}: work it out with each ${grower(g)} from their own ${g.water ? "water and pumping bills" : "bills and time sheets"} before you quote, and say so in the offer.`);
  return out;
}

/**
 * Lines other plans give that are wrong for hardware sold to field operators: a free set-up and data migration,
 * visits to "businesses in one neighbourhood", five emails a day to "businesses", a free month or a free trial of
 * software, review sites for software. Negated lines pass.
 */
export const AGTECH_MISFITS =
  /(?<!\b(?:never|no|not|without|nothing)\b[^.;:]{0,40})(?:\bdata migration\b|\bindustry trade show\b|\bbusinesses in one neighbourhood\b|\bone neighbourhood\b|\b\d+ businesses a day\b|\bfree trials?\b|\ba free month\b|\bcapterra\b|\bg2\b|\bbusiness park\b)/i;

/** Some tactic runs a pilot against an unmonitored comparison; some reaches the advisers; some puts a grower in front of growers; the season shows. */
const PILOT_WORK = /\bpilot\b[^.]{0,160}\b(?:unmonitored|compared? (?:with|against)|beside it)\b/i;
const ADVISER_WORK = /\b(?:viticulturists?|agronomists?|crop consultants?|farm advisors?|extension|irrigation dealers?|large-animal vets?|growing consultants?)\b/i;
const GROWER_WORK = /\bfield days?\b|\bvineyard walks?\b|\bfarm walks?\b|\bhosted by (?:a|the|your) (?:paying )?(?:customer|grower|rancher)\b/i;

/** The plan-level gaps the checker reports for hardware sold to field operators. */
export function agtechGaps(g: Agtech | null, planText: string, customers = true): { reason: string; note: string }[] {
  if (!g) return [];
  const out: { reason: string; note: string }[] = [];
  if (!PILOT_WORK.test(planText)) out.push({ reason: `${upperFirst(g.farms)} buy what they have seen work on their own ground, and no tactic offers a pilot on one ${g.unit} measured against an unmonitored ${g.unit} beside it.`, note: "No measured pilot" });
  if (!ADVISER_WORK.test(planText)) out.push({ reason: `${upperFirst(g.farms)} ask their own advisers (${advisers(g).all}) before buying, and no tactic reaches them.`, note: "Leaves out the advisers" });
  // Before anyone uses it (an MVP), there is no paying customer to host a field day.
  if (customers && !GROWER_WORK.test(planText)) out.push({ reason: `${upperFirst(g.farms)} believe another grower more than a vendor, and no tactic puts a paying customer in front of them (a field day on their ${g.one}).`, note: "No grower-to-grower proof" });
  return out;
}

/** What the AI prompt states about hardware sold to field operators. */
export function agtechFacts(g: Agtech | null, start: Date): string[] {
  if (!g) return [];
  const t = agtechTokens(g, start);
  const lines = [
    `- Hardware (a ${g.device}${g.monthly ? " with a subscription" : ""}) sold to ${g.farms}: they decide in ${t.agOff}, install before ${t.agBefore} and judge it at ${t.agResults}; schedule selling, installs and results on that calendar. No free set-up and data migration, walks round "businesses in one neighbourhood", five emails a day to "businesses", free trials of software or software review sites`,
    `- A paid pilot on one ${g.unit} measured against an unmonitored ${g.unit} beside it, results in ${t.agResultsIn}, and a price shown to pay back within a season: ${t.agPayback}`,
    `- Grower to grower: a field day or walk hosted by a paying customer on their ${g.one}; the advisers as the channel (${t.agAdvisers}); the meetings they attend, named as examples to check (${t.agEvents})`,
  ];
  const math = agtechMath(g);
  if (math) lines.push(`- The goal's arithmetic: ${math}`);
  return lines;
}
