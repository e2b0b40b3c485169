import type { PlanFormData } from "~/wizard/types";
import { MONTHS } from "./stays";
import { articleOf, formatCount, joinWords, numberFrom } from "./words";

/**
 * A shared workspace people join by the month: a coworking space, shared studios, a maker space. Its
 * members live or work nearby, try a day before they commit to a month, and stay for the people as much
 * as for the desk; its goal is usually desks (or studios, memberships) filled by a date. Read from the
 * founder's words whatever product type the form says: "a coworking space with 60 desks in Sheffield"
 * is a place, not a subscription app. Pure.
 */
export type Workspace = {
  /** The founder's word for the place: "coworking space", "shared studio", "maker space". */
  word: string;
  /** What a member takes: "desk", "studio", "membership". */
  unit: string;
  /** Desks (or studios) in all, and taken today, when said: "60 desks … 40 of 60 taken" → 60, 40. */
  desks: number | null;
  taken: number | null;
  /** Desks the goal fills: "Fill 20 empty desks" → 20, else desks − taken when the goal is to fill them all. */
  toFill: number | null;
  /** Monthly prices said, lowest first: "hot desks £150 a month, fixed desks £220" → [150, 220]. */
  monthly: number[];
  /** The founder's names for what those prices buy, in the same order: "hot desk", "fixed desk". */
  plans: string[];
  /** A day pass's price, when said: "day passes £15" → 15. */
  dayPass: number | null;
  /** The currency symbol of those prices: "£". */
  symbol: string;
  /** Meeting rooms, when said. */
  meetingRooms: number | null;
  /** Members get in at any hour ("24/7 access"). */
  allHours: boolean;
  /** What members get, in the founder's words: "fast wifi, good coffee, phone booths". */
  perks: string[];
  /** The month the goal names ("by the end of March") → "March". */
  byMonth: string | null;
};

const WORKSPACE_WORDS: [RegExp, string, string][] = [
  [/\bco-?working (?:space|hub|centre|center|office|club|studio)s?\b|\bco-?working\b/, "coworking space", "desk"],
  [/\bshared (?:office|work) ?spaces?\b|\bflexible (?:office|work) ?spaces?\b|\bhot[- ]?desking (?:space|office)\b/, "coworking space", "desk"],
  [/\bmaker ?spaces?\b|\bhacker ?spaces?\b|\bmakerspaces?\b|\bshared workshops?\b/, "maker space", "membership"],
  [/\bshared (?:artists'? |art |creative |photography |photo |music )?studios?\b|\b(?:artists'?|creative) studios? (?:to rent|for rent|by the month)\b/, "shared studio", "studio"],
];

/** Words that make the product something for such places (their booking software, a directory), not one of them. */
const FOR_THEM =
  /\b(?:apps?|platform|software|saas|tool|system|marketplace|directory|plugin|agency|consultancy|booking engine)\b[^.]{0,40}$/;

/** The pitch names a shared workspace that is the business itself, not software for one. */
export function workspaceWordOf(pitch: string): { word: string; unit: string } | null {
  const lower = pitch.toLowerCase();
  for (const [re, word, unit] of WORKSPACE_WORDS) {
    const m = re.exec(lower);
    if (!m) continue;
    if (FOR_THEM.test(lower.slice(0, m.index))) return null;
    if (new RegExp(`\\bfor (?:[a-z-]+ ){0,3}${m[0].replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`).test(lower)) return null;
    return { word, unit };
  }
  return null;
}

/** The regular expression local-trade.ts reads the trade with: the same words as above. */
export const WORKSPACE_TRADE_RE =
  /\b(co-?working(?: space| hub| centre| center| office| club)?|shared (?:office|work) ?space|maker ?space|makerspace|hacker ?space|shared (?:artists'? |art |creative |photography |photo |music )?studios?)\b/;

/** Google Business Profile categories, main one first: "Coworking space" is one of Google's categories (check it appears as you type). */
export function workspaceCategories(word: string): { main: string; more: string } {
  if (word === "maker space") return { main: "Makerspace", more: "Coworking space, Workshop" };
  if (word === "shared studio") return { main: "Art studio", more: "Coworking space, Studio rental" };
  return { main: "Coworking space", more: "Office space rental agency, if you also let private offices" };
}


const PERKS: [RegExp, string][] = [
  [/\b(?:fast|fibre|fiber|gigabit|reliable) (?:wi-?fi|broadband|internet)\b/i, "fast wifi"],
  [/\bphone (?:booths?|boxes|pods?)\b|\bcall (?:booths?|pods?)\b/i, "phone booths"],
  [/\b(?:good|free|unlimited|barista|great) coffee\b/i, "good coffee"],
  [/\bkitchen\b/i, "a kitchen"],
  [/\blockers?\b/i, "lockers"],
  [/\bshowers?\b/i, "showers"],
  [/\bbike (?:storage|racks?|parking)\b/i, "bike storage"],
  [/\b(?:laser cutters?|3d printers?|woodwork(?:ing)? tools|workshop tools)\b/i, "the workshop tools"],
];

/**
 * "A coworking space with 60 desks and 4 meeting rooms…: hot desks £150 a month, fixed desks £220, day
 * passes £15", "Fill 20 empty desks by the end of March (40 of 60 taken today)": the place and the
 * numbers its plan needs. Null for anything else.
 */
export function readWorkspace(a: PlanFormData, pitch: string): Workspace | null {
  const found = workspaceWordOf(pitch);
  if (!found) return null;
  if (["developer", "b2b-enterprise"].includes(a.audienceType)) return null;
  const all = `${a.productDescription} ${a.successMetrics} ${a.challenges}`;
  const unitWords = found.unit === "desk" ? "(?:hot |fixed |dedicated |flexible )?desks" : found.unit === "studio" ? "studios" : "members(?:hips)?";
  const desks = new RegExp(`\\b(\\d{1,4}|[a-z]+) ${unitWords}\\b`, "i").exec(a.productDescription);
  const ofTaken = /\b(\d{1,4}) (?:of|out of) (\d{1,4})\b[^.;)]{0,20}\b(?:taken|full|let|occupied|filled|in use)\b/i.exec(all);
  const fill = new RegExp(`\\b(?:fill|let|sell|rent(?: out)?|sign up|find members for|add)\\s+(?:another\\s+|the\\s+)?(\\d{1,4}|[a-z]+)\\s+(?:more\\s+|empty\\s+|free\\s+|new\\s+|remaining\\s+)*(?:${unitWords}|members)\\b`, "i").exec(a.successMetrics);
  const total = numberFrom(desks?.[1]) ?? numberFrom(ofTaken?.[2]);
  const taken = numberFrom(ofTaken?.[1]);
  const toFill = numberFrom(fill?.[1]) ?? (total !== null && taken !== null && /\bfull\b|\bevery desk\b|\ball (?:the )?desks\b/i.test(a.successMetrics) ? total - taken : null);
  const priced = [...a.productDescription.matchAll(/\b((?:hot|fixed|dedicated|flexible|resident|part-time|full-time|studio|team)[a-z -]{0,12}?)s?\s*(?:from |at |for |cost |are |is )?([£$€])\s?(\d{2,4})(?:\s*(?:a|per|\/)\s*month)?/gi)]
    .filter((m) => !/\bday\b/i.test(m[1]!));
  const day = /\bday[- ]pass(?:es)?\s*(?:from |at |for |cost |are |is )?([£$€])\s?(\d{1,3})\b|([£$€])\s?(\d{1,3})\s*(?:a|per)\s*day\b/i.exec(a.productDescription);
  const rooms = /\b(\d{1,2}|[a-z]+) meeting rooms?\b/i.exec(a.productDescription);
  const month = new RegExp(`\\b(?:by|before|until|end of)\\s+(?:the\\s+end\\s+of\\s+)?(${MONTHS.join("|")})\\b`, "i").exec(a.successMetrics);
  const pairs = priced.map((m) => ({ name: m[1]!.trim().toLowerCase().replace(/s$/, ""), price: Number(m[3]) })).sort((x, y) => x.price - y.price);
  return {
    word: found.word,
    unit: found.unit,
    desks: total,
    taken,
    toFill,
    monthly: pairs.map((p) => p.price),
    plans: pairs.map((p) => p.name),
    dayPass: day ? Number(day[2] ?? day[4]) : null,
    symbol: priced[0]?.[2] ?? day?.[1] ?? day?.[3] ?? "",
    meetingRooms: numberFrom(rooms?.[1]),
    allHours: /\b24\/7\b|\b24 hours\b|\bround the clock\b|\bany hour\b/i.test(a.productDescription),
    perks: PERKS.filter(([re]) => re.test(a.productDescription)).map(([, w]) => w),
    byMonth: month?.[1] ? MONTHS.find((m) => m.toLowerCase() === month[1]!.toLowerCase())! : null,
  };
}

/**
 * The goal's arithmetic from the founder's numbers: desks × the monthly prices, the pace a week, and the
 * trial days it takes at an assumed one in three (labelled). Null when the desks to fill are not said.
 */
export function workspaceMath(w: Workspace, weeks: number): string | null {
  if (!w.toFill) return null;
  const s = w.symbol;
  const lo = w.monthly[0];
  const hi = w.monthly[w.monthly.length - 1];
  const money = lo !== undefined && hi !== undefined
    ? lo === hi
      ? ` At ${s}${lo} a month that is ${s}${formatCount(w.toFill * lo)} a month more coming in once they are all taken.`
      : ` At ${s}${lo} to ${s}${hi} a month that is ${s}${formatCount(w.toFill * lo)} to ${s}${formatCount(w.toFill * hi)} a month more coming in once they are all taken, depending on how many choose a ${w.plans[w.plans.length - 1] ?? "dearer plan"}.`
    : "";
  const pace = Math.max(1, Math.round((w.toFill / weeks) * 10) / 10);
  const trials = Math.ceil((w.toFill * 3) / weeks);
  const now = w.desks && w.taken !== null ? ` (${w.taken} of ${w.desks} taken today)` : "";
  return `${w.toFill} ${w.unit}s${now} in ${weeks} weeks is about ${formatCount(pace)} new member${pace === 1 ? "" : "s"} a week.${money} Assumption: about one in three people who try a day joins; if that holds, it takes about ${w.toFill * 3} trial days, about ${trials} a week, so count trial days and joins every Friday and put your own rate in after a month.`;
}

/**
 * {wsWord} {wsUnit} {wsCategory} {wsMoreCategories} {wsToFill} {wsMath} {wsDayPass} {wsPrices} {wsLowPrice} {wsRooms} {wsPerks}
 * {wsReferral} {wsBy} {wsTrialsWeek} {wsAccess}: a shared workspace filling desks by a date; slots where the answers do not say.
 */
export function workspaceTokens(w: Workspace | null, weeks: number): Record<string, string> {
  const s = w?.symbol ?? "";
  const lo = w?.monthly[0];
  const cats = workspaceCategories(w?.word ?? "coworking space");
  const referral = lo ? `${s}${Math.max(10, Math.round(lo / 3 / 10) * 10)}` : "{{a referral reward}}";
  return {
    wsWord: w?.word ?? "coworking space",
    wsUnit: w?.unit ?? "desk",
    wsCategory: cats.main,
    wsMoreCategories: cats.more,
    wsToFill: w?.toFill ? `${w.toFill} ${w.unit}s` : `the empty ${w?.unit ?? "desk"}s`,
    wsMath: (w && workspaceMath(w, weeks)) ?? "Count the empty desks and multiply by your monthly price: that is the money the goal brings in each month.",
    wsDayPass: w?.dayPass ? `${s}${w.dayPass}` : "{{day pass price}}",
    wsPrices: w?.monthly.length
      ? joinWords(w.monthly.map((p, i) => `${w.plans[i] ? `${w.plans[i]} ` : ""}${s}${p} a month`))
      : "{{your monthly prices}}",
    wsLowPrice: lo ? `${s}${lo} a month` : "{{your monthly price}}",
    wsRooms: w?.meetingRooms ? `${w.meetingRooms} meeting room${w.meetingRooms === 1 ? "" : "s"}` : "the meeting rooms",
    wsPerks: w?.perks.length ? joinWords(w.perks) : "{{what members get}}",
    wsReferral: referral,
    wsBy: w?.byMonth ? `the end of ${w.byMonth}` : "{{your deadline}}",
    wsTrialsWeek: w?.toFill ? `about ${Math.ceil((w.toFill * 3) / weeks)}` : "{{trial days a week}}",
    wsAccess: w?.allHours ? "24/7 access for members" : "{{opening hours}}",
  };
}

/** The goal line of a workspace's strategy, whatever goal the form says: desks filled, by a trial day. */
export const WORKSPACE_STRATEGY =
  "filling {wsToFill} by {wsBy}: a free trial day that turns into a membership, a Google profile and listings that send people to it, members and companies who bring others, and member introductions that keep the desks you have already filled";
export const WORKSPACE_FOCUS = "Members: {wsToFill} filled by {wsBy}, each after a free trial day, while the members you have stay";

/** "A coworking space in Sheffield city centre for freelancers…: members come from nearby…" */
export function workspaceWhat(w: Workspace, product: string, audience: string, where: string): string {
  const a = articleOf(w.word);
  return `${product} is ${a} ${w.word} ${where} for ${audience}: members live or work nearby, try a day before they commit to a month, and stay for the people as much as for the ${w.unit}.`;
}

/**
 * The strategy's own lines: the goal's arithmetic, and January when the plan starts around it (the month
 * people decide to stop working from the kitchen table).
 */
export function workspaceListening(w: Workspace, start: Date, fill: (text: string) => string, challenges = ""): string[] {
  const out = [fill("{wsMath}")];
  // "A month of Instagram posts brought likes … and no new members. Leaflets in cafés … brought two day passes."
  const tried = [
    /\binstagram\b[^.]*\b(?:no|nothing|didn'?t|did not|only)\b/i.test(challenges) ? "Instagram posts" : null,
    /\b(?:leaflets?|flyers?)\b[^.]*\b(?:no|nothing|didn'?t|did not|only|two|a few)\b/i.test(challenges) ? "leaflets" : null,
  ].filter((x): x is string => x !== null);
  if (tried.length) {
    out.push(`You said ${joinWords(tried)} brought few or no members, so no tactic leans on ${tried.length > 1 ? "them" : "it"}: people join after a day in the space, so the tactics here bring people in for a free trial day or a trial week.`);
  }
  const month = start.getUTCMonth();
  if (month === 11 || month === 0) {
    out.push(
      "January is when people who spent the autumn at the kitchen table decide to change it: the trial day and the Google profile come first, in the first two weeks, so they are ready while that decision is made.",
    );
  }
  if (w.taken) out.push(`The ${w.taken} members you have are part of the plan: they bring friends and companies, and every one who stays is a ${w.unit} you do not have to fill again.`);
  return out;
}

/**
 * Lines a shop's or bakery's plan gives that mean nothing to a coworking space: pre-orders, seasonal
 * specials, a staff perk card, the till, the chalkboard, "come in and say hello". The checker flags any
 * plan (built-in or AI) that says them to a workspace.
 */
export const WORKSPACE_MISFITS =
  /\bpre-?orders?\b|\bseasonal specials?\b|\bholiday pre-?orders?\b|\bstaff perk cards?\b|\bby the till\b|\bat the till\b|\bchalkboard\b|\bcollection slots?\b|\bbest[- ]sellers?\b|\bcome in,? say hello\b|\bsupermarket or chain\b|\bfirst appointment\b/i;

/** Some tactic works on the step every membership starts with: a trial day, a day pass or a visit to try a desk. */
export const TRIAL_DAY_WORK = /\b(?:free |trial )(?:day|week)s?\b|\bday[- ]pass(?:es)?\b|\btry (?:a|the) (?:desk|day|space)\b|\btaster day\b/i;

/**
 * A workspace whose goal is desks filled gets a plan where some tactic brings people to try a day; the
 * reason the checker gives when none does. Null when one does, or when no desks are to be filled.
 */
export function workspaceGoalGap(w: Workspace | null, metrics: string, planText: string): string | null {
  if (!w?.toFill) return null;
  if (TRIAL_DAY_WORK.test(planText)) return null;
  return `Your goal is "${metrics}", and no tactic brings people in to try a ${w.unit} (a free trial day, a day pass counted toward the first month): most people join a ${w.word} only after a day in it.`;
}

/** What the AI prompt states about a workspace: what it is, what its plan is made of, the arithmetic. */
export function workspaceFacts(w: Workspace | null, weeks: number): string[] {
  if (!w) return [];
  const t = workspaceTokens(w, weeks);
  const lines = [
    `- A ${w.word}, a place members join by the month, not an app or a shop, whatever the product type says: no pre-orders, seasonal specials, staff perk cards, 'at the till', chalkboard or 'come in and say hello' lines, and no app-store or SaaS trial language. Members are people who work nearby (freelancers, remote workers, small teams); they compare two or three places on Google Maps, try a day, join by the month and stay for the people`,
    `- Its plan: a free trial day (and day passes ${t.wsDayPass !== "{{day pass price}}" ? `at ${t.wsDayPass} ` : ""}that count toward the first month), the Google Business Profile with 'Coworking space' or the closest category Google offers, real desk and room photos and opening hours, listings on coworking directories and day-pass apps (tell them to check each one's commission before listing rather than stating it), the space lent to local meetups and freelancer groups for a member intro, team memberships for companies with remote or hybrid staff nearby, a member referral that rewards both sides, and member introductions with a small community calendar to keep the members they have`,
  ];
  if (w.toFill) lines.push(`- The goal's arithmetic: ${t.wsMath}`);
  return lines;
}
