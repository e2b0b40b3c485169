import type { PlanFormData } from "~/wizard/types";
import { MONTHS } from "./calendar";
import { formatCount, joinWords, withArticle } from "./words";

/**
 * A local food subscription delivered from a farm or producer: an organic veg box, a CSA share, a milk
 * round, a meat box, a farm egg round. No till and no walk-in regulars: households sign up for a weekly or
 * fortnightly delivery, and the year decides who stays. Veg boxes fill in spring and empty in July and
 * August, when gardens, allotments and the supermarkets are full of cheap veg, and gardens finish in
 * September. Its plan is retention designed for that season (a pause, a smaller or fortnightly box before a
 * cancel, an exit question, a September win-back), the box as an experience (what's in it, with recipes
 * for the odd ones, and the farm's real season), the farm itself (open days, a volunteer or pick-your-own
 * morning), and new households on the rounds it already drives. Pure.
 */
export type FarmBox = {
  /** The founder's word: "veg box", "CSA share", "milk round", "meat box", "egg round". */
  word: string;
  /** What one delivery is called: "box", "share", "delivery". */
  unit: string;
  /** What is in it: "veg", "milk", "meat", "eggs". */
  food: string;
  /** Seasonal produce that gardens and supermarkets compete with in summer (veg, fruit, eggs). */
  seasonal: boolean;
  /** The farm, in the founder's words when said: "our 12-acre farm near Totnes". */
  farm: string | null;
  /** Boxes delivered today and the goal: "220 boxes", "300 boxes by October". */
  boxes: number | null;
  goalBoxes: number | null;
  /** The share to keep through the summer: "keep 80%". */
  keep: number | null;
  /** The month the goal names: "by October". */
  byMonth: string | null;
  /** The prices said, lowest first, and their symbol: "£18 small and £26 large" → [18, 26], "£". */
  prices: number[];
  symbol: string;
  /** Fortnightly deliveries offered; a pause or skip already possible online. */
  fortnightly: boolean;
  canPause: boolean;
  /** The founder says "organic"; and says it is certified (Soil Association, OF&G, "certified organic"). */
  organic: boolean;
  certified: boolean;
  /** What the founder says did not work: leaflets through doors. */
  leafletsFailed: boolean;
  /** The founder says households cancel in summer (gardens, supermarkets, August). */
  summerDrop: boolean;
};

const WORDS: [RegExp, string, string, string][] = [
  [/\b(?:organic )?(?:fruit and veg|fruit & veg|veg(?:etable)?|veggie|salad) box(?:es)?\b/, "veg box", "box", "veg"],
  [/\bcsa\b|\bcommunity[- ]supported agriculture\b/, "CSA share", "share", "veg"],
  [/\bmilk rounds?\b|\bdoorstep milk\b|\bmilk deliver(?:y|ies)\b/, "milk round", "delivery", "milk"],
  [/\bmeat box(?:es)?\b/, "meat box", "box", "meat"],
  [/\begg rounds?\b|\beggs? deliver(?:y|ies)\b/, "egg round", "delivery", "eggs"],
  [/\bfarm box(?:es)?\b/, "farm box", "box", "veg"],
];

/** Words that make the product something for such schemes (software, a marketplace), not one of them. */
const FOR_THEM = /\b(?:apps?|platform|software|saas|tool|system|marketplace|directory|plugin|agency|consultancy)\b[^.]{0,40}$/;

/** The pitch names a food subscription delivered from a farm or producer, and not software for one. */
export function farmBoxWordOf(pitch: string): { word: string; unit: string; food: string } | null {
  const lower = pitch.toLowerCase();
  for (const [re, word, unit, food] of WORDS) {
    const m = re.exec(lower);
    if (!m) continue;
    if (FOR_THEM.test(lower.slice(0, m.index))) return null;
    if (/\bfor (?:[a-z-]+ ){0,3}(?:veg|csa|milk|meat|egg|farm)[a-z ]{0,20}\b(?:schemes|farms|growers|producers|businesses)\b/.test(lower)) return null;
    // A farm or producer delivers it, or it goes round a local area: not a nationwide online box.
    if (!/\bfarms?\b|\bgrow(?:n|ers?|ing)?\b|\bdairy\b|\bsmallholding\b|\bmarket garden\b|\bour (?:fields|land|hens|herd|cows)\b|\bround\b|\bdeliver/.test(lower)) return null;
    return { word, unit, food };
  }
  return null;
}

const monthOf = (word: string | undefined): string | null => (word ? MONTHS.find((m) => m.toLowerCase() === word.toLowerCase()) ?? null : null);
const MONTH_RE = MONTHS.join("|");

/**
 * "An organic veg box from our 12-acre farm near Totnes, delivered weekly or fortnightly across South Devon,
 * £18 small and £26 large", "keep 80% of our 220 boxes through the summer and reach 300 boxes by October":
 * the scheme and the numbers its plan needs. Null for anything else.
 */
export function readFarmBox(a: PlanFormData, pitch: string): FarmBox | null {
  const found = farmBoxWordOf(pitch);
  if (!found) return null;
  if (["developer", "b2b-smb", "b2b-enterprise"].includes(a.audienceType)) return null;
  if (["global", "specific-country"].includes(a.audienceGeography) && !/\bround\b|\blocal\b/i.test(a.productDescription)) return null;
  const all = `${a.productDescription} ${a.successMetrics} ${a.challenges}`;
  const unitWords = "(?:boxes|shares|customers|subscribers|households|members|deliveries)";
  const boxes = new RegExp(`\\b(\\d{1,2},\\d{3}|\\d{1,5}) (?:weekly |regular |active |paying )?${unitWords}\\b`, "i");
  const now = boxes.exec(a.productDescription) ?? new RegExp(`\\b(?:our|of|from|with|have) (\\d{1,2},\\d{3}|\\d{1,5}) (?:weekly |regular |active |paying )?${unitWords}\\b`, "i").exec(`${a.successMetrics} ${a.challenges}`);
  const goal = new RegExp(`\\b(?:reach|get to|grow to|to|hit|at least) (\\d{1,2},\\d{3}|\\d{1,5}) ${unitWords}\\b`, "i").exec(a.successMetrics);
  const keep = /\b(?:keep|retain|hold(?: on to)?)\s+(\d{1,3})\s?%/i.exec(a.successMetrics) ?? /\b(\d{1,3})\s?% (?:of (?:our )?(?:boxes|customers|subscribers) )?(?:kept|retained|retention)\b/i.exec(a.successMetrics);
  const by = new RegExp(`\\b(?:by|before|until|end of)\\s+(?:the\\s+end\\s+of\\s+)?(${MONTH_RE})\\b`, "gi");
  const months = [...a.successMetrics.matchAll(by)].map((m) => monthOf(m[1]));
  const prices = [...a.productDescription.matchAll(/([£$€])\s?(\d{1,3})(?:\.\d\d)?\b/g)];
  const farm = /\b(?:from )?(our [^,.;]{0,40}?\b(?:farm|smallholding|market garden|dairy)(?: (?:near|in|outside|at) [A-Z][\p{L}'-]+(?: [A-Z][\p{L}'-]+)?)?)/u.exec(a.productDescription);
  const num = (s: string | undefined) => (s ? Number(s.replace(",", "")) : null);
  return {
    ...found,
    seasonal: found.food !== "milk" && found.food !== "meat",
    farm: farm ? farm[1]! : null,
    boxes: num(now?.[1]),
    goalBoxes: num(goal?.[1]),
    keep: keep ? Number(keep[1]) : null,
    byMonth: months.filter(Boolean).pop() ?? null,
    prices: [...new Set(prices.map((p) => Number(p[2])))].sort((x, y) => x - y),
    symbol: prices[0]?.[1] ?? "",
    fortnightly: /\bfortnightly\b|\bevery (?:two|other) weeks?\b|\bbi-?weekly\b/i.test(a.productDescription),
    canPause: /\bpause\b|\bskip\b|\bholiday\b/i.test(a.productDescription),
    organic: /\borganic\b/i.test(a.productDescription),
    certified: /\bsoil association\b|\bcertified organic\b|\borganic(?:ally)? certified\b|\bof&g\b|\borganic farmers (?:&|and) growers\b|\borganic certification\b/i.test(all),
    leafletsFailed: /\bleaflet(?:s|ing)?\b[^.]*\b(?:cost|didn'?t|did not|no |nothing|few|wasted?|barely)\b|\b(?:didn'?t|did not|no)\b[^.]*\bleaflet/i.test(a.challenges),
    summerDrop: /\bsummer\b|\bjuly\b|\baugust\b|\bgardens?\b|\ballotments?\b/i.test(a.challenges),
  };
}

const money = (b: FarmBox, n: number) => `${b.symbol}${formatCount(n)}`;
/** "boxes", "shares", "deliveries". */
const plural = (unit: string) => (unit === "delivery" ? "deliveries" : unit === "box" ? "boxes" : `${unit}s`);

/** The goal's arithmetic: boxes kept through the summer, boxes to add, and the weekly money they bring. */
export function farmBoxMath(b: FarmBox): string | null {
  if (!b.boxes) return null;
  const lines: string[] = [];
  const kept = b.keep ? Math.round((b.boxes * b.keep) / 100) : null;
  if (kept) lines.push(`Keeping ${b.keep}% of ${b.boxes} ${plural(b.unit)} through the summer means ${kept} still delivering in September: no more than ${b.boxes - kept} cancellations between now and then, pauses not counted.`);
  if (b.goalBoxes && b.goalBoxes > b.boxes) {
    const from = kept ?? b.boxes;
    const more = b.goalBoxes - from;
    const low = b.prices[0];
    const week = low ? ` Even at the ${money(b, low)} ${b.prices.length > 1 ? "small " : ""}${b.unit}, ${more} more weekly ${plural(b.unit)} are about ${money(b, more * low)} a week more for the farm.` : "";
    lines.push(`${b.goalBoxes}${b.byMonth ? ` by ${b.byMonth}` : ""} from ${from}${kept ? " (if the summer goes no better than that)" : ""} is ${more} new households who stay, most of them from September when gardens finish.${week}`);
  }
  if (!lines.length) return null;
  return `${lines.join(" ")} Rough arithmetic on your numbers: count active, paused and cancelled ${plural(b.unit)} every Friday and put your own in.`;
}

/** "£18 small and £26 large" → "£18 or £26"; a slot when no price was said. */
function pricesPhrase(b: FarmBox | null): string {
  if (!b?.prices.length) return "{{your box prices}}";
  return b.prices.map((p) => money(b, p)).join(" or ");
}

/**
 * {boxWord} {boxUnit} {boxUnits} {boxFood} {boxFarm} {boxPrices} {boxSmall} {boxMath} {boxGoal} {boxBy} {boxKeep} {boxNow}
 * {boxNeighbour} {boxOrganic} {boxSwitch} {boxGardens} {boxGrower}: a food subscription from a farm; slots where the answers do not say.
 */
export function farmBoxTokens(b: FarmBox | null): Record<string, string> {
  const unit = b?.unit ?? "box";
  const units = plural(unit);
  const small = b?.prices[0];
  return {
    boxWord: b?.word ?? "veg box",
    boxUnit: unit,
    boxUnits: units,
    boxFood: b?.food ?? "veg",
    boxFarm: b?.farm ?? "the farm",
    boxPrices: pricesPhrase(b),
    boxSmall: b && small ? `${b.prices.length > 1 ? "the smaller " : "a "}${unit} at ${money(b, small)}` : `a smaller ${unit}`,
    boxMath: (b && farmBoxMath(b)) ?? `Count active, paused and cancelled ${units} every Friday: the goal is the difference between households who join and households who leave.`,
    boxGoal: b?.goalBoxes ? `${b.goalBoxes} ${units}` : "{{your box goal}}",
    boxBy: b?.byMonth ?? "{{your deadline}}",
    boxKeep: b?.keep ? `${b.keep}%` : "{{the share you want to keep}}",
    boxNow: b?.boxes ? `${b.boxes} ${units}` : `your ${units}`,
    // A thank-you worth a week's food, on the smallest box, to both households once the neighbour has stayed.
    boxNeighbour: b && small ? `a free ${unit} (${money(b, small)})` : `a free ${unit}`,
    boxOrganic: !b?.organic
      ? ""
      : b.certified
      ? " Name your certifier and licence number where you say organic, as your certification requires."
      : " Say 'organic' only as your certification allows: if the farm is certified (the Soil Association or another approved body), name the certifier; if it is not, check with one before the word goes on a label or a page.",
    boxSwitch: b?.fortnightly ? `fortnightly deliveries or ${b.prices.length > 1 ? "the smaller box" : "a smaller box"}` : `a smaller ${unit} or one every two weeks`,
    boxGrower: b?.seasonal === false ? "farmer" : "grower",
    boxGardens: b?.seasonal === false ? "holidays and the supermarket's offers" : "their own gardens, allotments and the supermarket's summer veg",
  };
}

/** The goal line of a farm box's strategy: households kept through the season and new ones on the rounds. */
export const FARM_BOX_STRATEGY =
  "keeping households through the summer and filling the rounds you already drive: a pause, {boxSwitch} offered before any cancel, with one question about why; the box as something to look forward to (what's in it each week, two recipes for the odd ones, the farm's real season); the farm itself open to the people who eat from it; neighbours recommended on the same round; and a September letter to everyone who left when gardens finish";
export const FARM_BOX_FOCUS = "Households kept: pauses and smaller boxes instead of cancellations through the summer, new households on the rounds you already drive, and a September win-back when gardens finish";

/** "Furrow & Field is an organic veg box from our 12-acre farm near Totnes, delivered to households in …" */
export function farmBoxWhat(b: FarmBox, product: string, audience: string, where: string): string {
  const word = `${b.organic && b.word === "veg box" ? "organic " : ""}${b.word}`;
  return `${product} is ${withArticle(word)}${b.farm ? ` from ${b.farm}` : ""}, delivered to ${audience} ${where}: households sign up for a weekly or fortnightly ${b.unit}, with no till and no counter, and the season decides who stays.`;
}

/**
 * The strategy's own lines: the goal's arithmetic, the year of a veg box laid over the plan's weeks (spring
 * sign-ups, the summer cliff, September when gardens finish), and what the founder said did not work.
 */
export function farmBoxListening(b: FarmBox, start: Date, weeks: number, fill: (text: string) => string): string[] {
  const out = [fill("{boxMath}")];
  const end = new Date(start.getTime() + weeks * 7 * 86400000);
  const startMonth = MONTHS[start.getUTCMonth()]!;
  const endMonth = MONTHS[end.getUTCMonth()]!;
  const monthsIn = (m: number) => {
    const s = start.getUTCFullYear() * 12 + start.getUTCMonth();
    const e = end.getUTCFullYear() * 12 + end.getUTCMonth();
    for (let k = s; k <= e; k++) if (k % 12 === m) return true;
    return false;
  };
  if (b.seasonal) {
    const summerIn = monthsIn(7);
    const septIn = monthsIn(8);
    const later = [!summerIn ? "the August cliff" : "", !septIn ? "the September win-back" : "", b.byMonth && !monthsIn(MONTHS.indexOf(b.byMonth as (typeof MONTHS)[number])) ? `${b.byMonth}'s target` : ""].filter(Boolean);
    out.push(
      `The year of a ${b.word}: households sign up in spring, cancel in July and August when ${fill("{boxGardens}")} are full, and come back, if asked, when gardens finish in September. This plan runs from ${startMonth} to ${endMonth}${later.length ? `, so ${joinWords(later)} ${later.length > 1 ? "fall" : "falls"} after its last week: the pause, the smaller ${b.unit} and the exit question are ready before the summer, and the plan's last weeks put the September letter in the diary` : ""}.`,
    );
  }
  if (b.leafletsFailed) out.push("You said what you put through doors cost more than it brought in, so nothing here goes through strangers' doors: new households come from people who already eat your food (a neighbour on the same round, the farm's open days, a market stall, the local groups they belong to).");
  return out;
}

/**
 * Lines a shop's or café's plan gives that mean nothing to a box delivered from a farm: a till, a stamp card
 * for regulars, walk-ins, a window, a staff perk card, "come in and say hello".
 */
export const FARM_BOX_MISFITS =
  /\bby the till\b|\bat the till\b|\bstamp cards?\b|\bten stamps\b|\bstaff perk cards?\b|\bcome in,? (?:and )?say hello\b|\bwalk-?ins?\b|\bshop window\b|\bchalkboard\b|\bfoot traffic\b|\bopening hours\b|\bsaas\b|\bfree trial\b/i;

/** Some tactic offers a pause, a smaller or fortnightly box before a cancellation goes through. */
export const PAUSE_WORK = /\bpause\b[^.]*\b(?:instead of|before|rather than)\b[^.]*\bcancel|\b(?:smaller|fortnightly)\b[^.]*\bbefore\b[^.]*\bcancel/i;
/** Some tactic writes to the households who left, when gardens finish (September, the autumn). */
export const WIN_BACK_WORK = /\bseptember\b[^.]*\b(?:letter|email|message|win-?back|who (?:left|cancelled|paused))\b|\bwin-?back\b/i;
/** A plan claims a certification the founder never said. */
export const CERTIFIED_CLAIM = /\bsoil association[- ]certified\b|\bcertified (?:organic )?by the soil association\b|\bcertified organic\b/i;

/**
 * A farm box losing households in summer gets a plan that offers a pause before a cancel and writes to
 * those who left when gardens finish; and no plan says it is certified organic unless the founder said so.
 */
export function farmBoxPlanGaps(b: FarmBox | null, goal: string, planText: string): { reason: string; note: string }[] {
  if (!b) return [];
  const out: { reason: string; note: string }[] = [];
  if ((goal === "retention" || b.summerDrop) && !PAUSE_WORK.test(planText)) {
    out.push({ reason: `Households cancel a ${b.word} when ${b.seasonal ? "gardens and the supermarkets are full of cheap veg" : "holidays come"}, and no tactic offers a pause, a smaller or fortnightly ${b.unit} before the cancellation goes through.`, note: "Leaves out the pause before a cancel" });
  }
  if (b.seasonal && b.summerDrop && !WIN_BACK_WORK.test(planText)) {
    out.push({ reason: "Households who left in the summer are the easiest to win back when their gardens finish, and no tactic writes to them in September.", note: "Leaves out the September win-back" });
  }
  if (!b.certified) {
    const claim = CERTIFIED_CLAIM.exec(planText);
    if (claim) out.push({ reason: `The plan says "${claim[0]}", but the answers never say the farm is certified: an organic claim needs certification, so the plan should tell the founder to check it, not state it.`, note: "States a certification the founder never gave" });
  }
  return out;
}

/** What the AI prompt states about a food subscription from a farm: what it is, what its plan is made of, the arithmetic. */
export function farmBoxFacts(b: FarmBox | null): string[] {
  if (!b) return [];
  const t = farmBoxTokens(b);
  const lines = [
    `- A ${b.word} delivered from a farm or producer, a subscription households get at home, not a shop and not an online app: no till, walk-ins, stamp cards, staff perk cards, shop windows or 'come in and say hello' lines, and no SaaS trial language`,
    `- Its plan: a pause or ${t.boxSwitch} offered before any cancel, with one exit question; a weekly 'what's in the ${b.unit}' email with two recipes for the odd ${b.food === "veg" ? "vegetables" : "items"} and the farm's real season; a farm open day and a volunteer or pick-your-own morning; recommend-a-neighbour on the same delivery round (delivery density); local Facebook groups (check each group's rules) and school or nursery newsletters; a farmers' market stall as a sign-up point (tell the founder to check the market's pitch fees and rules)${b.seasonal ? "; and a September letter to everyone who cancelled or paused in the summer, when gardens finish" : ""}`,
  ];
  if (b.organic) lines.push(b.certified ? "- The farm is certified organic: the plan may say so and name the certifier" : "- The founder says 'organic' but not that the farm is certified: do not write 'certified' or name the Soil Association as a fact; tell the founder to use the word only as their certification allows");
  if (b.leafletsFailed) lines.push("- Leaflets through doors cost the founder more than they brought in: no leaflet drops");
  const math = farmBoxMath(b);
  if (math) lines.push(`- The goal's arithmetic: ${math}`);
  return lines;
}
