import type { PlanFormData } from "~/wizard/types";
import { MONTHS, dayWithWeekday, easterSunday, utcDay } from "./calendar";
import { formatCount, joinWords, numberFrom } from "./words";

/**
 * A florist with a shop and same-day local delivery (a flower shop, a flower studio) whose year is two
 * mad days (Valentine's Day, Mother's Day) and long quiet weeks. What fills the quiet weeks is work that
 * repeats: weekly flowers for hotels, restaurants and offices (a price per week, a sample arrangement
 * delivered, the likeliest accounts visited in person), a flower subscription for homes, sympathy work
 * through the funeral directors (respectfully, never to families directly), thank-you accounts with
 * estate agents and firms, reminders of the birthdays and anniversaries customers already ordered for,
 * and orders taken direct rather than through a wire service that keeps a share. The peak days are
 * preparation (pre-orders closed early, every buyer kept for next year), not the plan. Pure.
 */
export type Florist = {
  /** What the founder calls it: "florist", "flower shop", "flower studio". */
  word: string;
  /** The town the first sentence names ("A florist in Harrogate" → "Harrogate"), when said. */
  town: string | null;
  /** The lowest bouquet price said ("bouquets from £35" → "£35"), and its symbol. */
  bouquetFrom: string | null;
  symbol: string;
  /** Same-day delivery, and its cut-off when said ("when ordered by 1pm" → "1pm"). */
  sameDay: boolean;
  cutOff: string | null;
  /** The business buyers named, in the founder's words: hotels, restaurants, offices, cafés, salons. */
  buyers: string[];
  /** Weekly business accounts the goal names ("15 weekly business accounts" → 15). */
  accountsGoal: number | null;
  /** Money a month the goal names ("£6,000 a month" → 6000). */
  monthlyGoal: number | null;
  /** The goal counts what comes outside the big holidays ("outside the big holidays", "the rest of the year"). */
  offPeakGoal: boolean;
  /** The month the goal names ("by July" → "July"). */
  byMonth: string | null;
  /** The wire or relay service the founder names (Interflora, Teleflora, FTD, Flowers Direct), or "wire service" when only the wire is said; null when not said. */
  wire: string | null;
  /** The founder says a wire service takes a cut they want out of. */
  wireCut: boolean;
  /** The founder caps weddings ("one wedding a weekend at most"). */
  weddingsCapped: boolean;
  /** Sympathy or funeral flowers are part of the work (description or persona). */
  sympathy: boolean;
  /** A flyer or leaflet drop brought little. */
  flyersFailed: boolean;
  /** Mothering Sunday (UK, Ireland: three weeks before Easter) or the May Mother's Day (US, Canada), from the currency or country. */
  mothersDay: "mothering-sunday" | "may" | null;
};

const WORDS: [RegExp, string][] = [
  [/\bflower (?:shop|studio|boutique|stall)s?\b/, "flower shop"],
  [/\bflorists?\b|\bfloristry\b/, "florist"],
];

/** Words that make the product something for florists (their software, their supplies), not one. */
const FOR_THEM =
  /\b(?:apps?|platform|software|saas|tool|system|pos|marketplace|directory|plugin|agency|consultancy|wholesaler|supplier|grower|farm|venue|barn|photograph(?:er|y)|planner)\b[^.]{0,40}$/;

/** The first sentence names a florist that is the business itself: "A florist in Harrogate…", "Our flower shop…". */
export function floristWordOf(pitch: string): string | null {
  const lower = pitch.toLowerCase();
  for (const [re, word] of WORDS) {
    const m = re.exec(lower);
    if (!m) continue;
    const before = lower.slice(0, m.index);
    if (FOR_THEM.test(before)) return null;
    if (/\b(?:for|at|near|between|to|from|with|of|like|into|supplying|serving)\s+(?:[a-z'-]+\s+){0,3}$/.test(before)) return null;
    return m[0].startsWith("flower") ? "flower shop" : word;
  }
  return null;
}

const BUYERS = ["hotels", "restaurants", "offices", "cafés", "bars", "salons", "spas", "clinics", "dental practices", "estate agents", "care homes", "churches", "wedding venues", "law firms", "gyms"];
const WIRES = ["Interflora", "Teleflora", "FTD", "Flowers Direct", "Fleurop", "Bloom Nation", "BloomNation", "Euroflorist", "Floraqueen", "Serenata"];
const MONTH_RE = MONTHS.join("|");

/**
 * "A florist in Harrogate with a small shop and an online shop, hand-tied bouquets from £35 delivered same
 * day…", "15 weekly business accounts and £6,000 a month outside the big holidays by July", "Interflora
 * takes a big cut of wire orders": the florist and what its plan needs. Null for anything else.
 */
export function readFlorist(a: PlanFormData, pitch: string, currencyPrefix: string, country: string | null): Florist | null {
  const word = floristWordOf(pitch);
  if (!word) return null;
  if (["developer", "b2b-enterprise"].includes(a.audienceType)) return null;
  if (a.audienceGeography !== "local" && !a.localRegion?.trim()) return null;
  const about = `${a.productDescription} ${a.audiencePersona}`;
  const said = `${about} ${a.challenges}`;
  const town = /\b(?:in|from) ([A-Z][\p{L}'-]+(?: [A-Z][\p{L}'-]+)?)/u.exec(pitch)?.[1] ?? null;
  const price = /\b(?:from|at|start at|starting at)\s+([£$€])\s?(\d{1,3})(?:\.\d\d)?\b/.exec(a.productDescription) ?? /([£$€])\s?(\d{1,3})(?:\.\d\d)?\b/.exec(a.productDescription);
  const cutOff = /\b(?:order(?:ed|s)? (?:by|before)|cut-?off (?:is|of|at))\s+(\d{1,2}(?::\d\d)?\s?(?:am|pm)|noon|midday)\b/i.exec(a.productDescription);
  const accounts = /\b(\d{1,3}|[a-z]+)\s+(?:weekly |regular |new |more )*(?:business |corporate |contract |commercial )?(?:accounts|contracts|clients)\b/i.exec(a.successMetrics);
  const accountsGoal = accounts && /\b(?:weekly|business|corporate|contract|commercial)\b/i.test(accounts[0]) ? numberFrom(accounts[1]!) : null;
  const money = /([£$€])\s?(\d{1,3}(?:,\d{3})*|\d+)(?:k\b)?\s*(?:a|per|each)\s+month\b/i.exec(a.successMetrics);
  const monthly = money ? Number(money[2]!.replace(/,/g, "")) * (/k\b/i.test(money[0]) ? 1000 : 1) : null;
  const month = new RegExp(`\\b(?:by|before|until|end of)\\s+(?:the\\s+end\\s+of\\s+)?(${MONTH_RE})\\b`, "i").exec(a.successMetrics);
  const wireName = WIRES.find((w) => new RegExp(`\\b${w}\\b`, "i").test(said)) ?? null;
  const wire = wireName ?? (/\bwire (?:orders?|services?)\b|\brelay (?:orders?|services?)\b/i.test(said) ? "wire service" : null);
  const buyers = BUYERS.filter((b) => new RegExp(`\\b${b.replace(/s$/, "")}s?\\b`, "i").test(about));
  const uk = currencyPrefix === "£" || ["United Kingdom", "Ireland"].includes(country ?? "");
  const may = currencyPrefix === "$" || ["United States", "Canada"].includes(country ?? "");
  return {
    word,
    town,
    bouquetFrom: price ? `${price[1]}${price[2]}` : null,
    symbol: price?.[1] ?? currencyPrefix,
    sameDay: /\bsame[- ]day\b/i.test(a.productDescription),
    cutOff: cutOff ? cutOff[1]!.replace(/\s/g, "") : null,
    buyers: buyers.length ? buyers : [],
    accountsGoal: accountsGoal && accountsGoal > 0 ? accountsGoal : null,
    monthlyGoal: monthly && monthly >= 100 ? monthly : null,
    offPeakGoal: /\boutside (?:the )?(?:big |main |peak )?(?:holidays|peaks?|seasons?)\b|\brest of the year\b|\bquiet (?:months|weeks)\b|\boff[- ]peak\b|\bnon[- ]?(?:holiday|peak)\b/i.test(a.successMetrics),
    byMonth: month ? MONTHS.find((m) => m.toLowerCase() === month[1]!.toLowerCase())! : null,
    wire,
    wireCut: Boolean(wire) && /\b(?:cut|commission|fees?|takes?|share|margin|percentage|%)\b/i.test(a.challenges),
    weddingsCapped: /\b(?:one|1|two|2|a single) weddings? a (?:weekend|week|month)\b|\bweddings? (?:a|per) weekend at most\b|\bcan'?t do more weddings\b|\bno more (?:than \w+ )?weddings\b/i.test(said),
    sympathy: /\bsympathy\b|\bfunerals?\b|\bfuneral directors?\b/i.test(about),
    flyersFailed: /\b(?:flyers?|leaflets?)\b[^.]*\b(?:nothing|little|barely|didn'?t|did not|no one|nobody|wasted?|few)\b/i.test(a.challenges),
    mothersDay: uk ? "mothering-sunday" : may ? "may" : null,
  };
}

/** Mother's Day in the florist's calendar for a year: Mothering Sunday (three weeks before Easter) or the second Sunday of May. */
function mothersDayIn(f: Florist, year: number): Date | null {
  if (f.mothersDay === "mothering-sunday") return new Date(easterSunday(year).getTime() - 21 * 86400000);
  if (f.mothersDay === "may") {
    const first = utcDay(year, 4, 1).getUTCDay();
    return utcDay(year, 4, 1 + ((7 - first) % 7) + 7);
  }
  return null;
}

/** The peak days that fall within the plan's weeks, with their week: Valentine's Day and Mother's Day. */
export function floristPeaks(f: Florist, start: Date, weeks: number): { name: string; day: Date; week: number }[] {
  const from = start.getTime();
  const until = from + weeks * 7 * 86400000;
  const out: { name: string; day: Date; week: number }[] = [];
  for (const year of [start.getUTCFullYear(), start.getUTCFullYear() + 1]) {
    const days = [{ name: "Valentine's Day", day: utcDay(year, 1, 14) }];
    const mum = mothersDayIn(f, year);
    if (mum) days.push({ name: f.mothersDay === "mothering-sunday" ? "Mothering Sunday" : "Mother's Day", day: mum });
    for (const d of days) {
      if (d.day.getTime() > from && d.day.getTime() < until) out.push({ ...d, week: Math.floor((d.day.getTime() - from) / (7 * 86400000)) + 1 });
    }
  }
  return out.sort((x, y) => x.day.getTime() - y.day.getTime());
}

/** "hotels, restaurants and offices"; the usual three when the founder names none. */
export function floristBuyers(f: Florist | null): string {
  const named = (f?.buyers ?? []).filter((b) => !["estate agents", "wedding venues", "churches"].includes(b));
  return joinWords(named.length ? named.slice(0, 4) : ["hotels", "restaurants", "offices"]);
}

/**
 * The goal's arithmetic: money a month as money a week, and what the accounts bring at a price per week
 * that is an assumption to replace with the founder's own.
 */
export function floristMath(f: Florist | null): string {
  const s = f?.symbol ?? "£";
  const n = f?.accountsGoal ?? null;
  const goalMonth = f?.monthlyGoal ?? null;
  const by = f?.byMonth ? ` by ${f.byMonth}` : "";
  if (!n && !goalMonth) {
    return "Count every week: business accounts delivered, home subscriptions, sympathy orders from funeral directors, and orders that came direct rather than through a wire service. Assumption: put your own prices in after the first month.";
  }
  const perAccount = 50;
  const accountsMonth = n ? Math.round((n * perAccount * 52) / 12) : 0;
  const parts: string[] = [];
  if (goalMonth) parts.push(`${s}${formatCount(goalMonth)} a month${f?.offPeakGoal ? " outside the big holidays" : ""} is about ${s}${formatCount(Math.round((goalMonth * 12) / 52))} a week, every week.`);
  if (n) parts.push(`${n} weekly accounts at ${s}${perAccount} a week each (an assumption: set your own price per week) bring about ${s}${formatCount(accountsMonth)} a month${by}, before any one-off orders they add.`);
  if (goalMonth && n && goalMonth > accountsMonth) {
    const rest = goalMonth - accountsMonth;
    const bouquet = Number((f?.bouquetFrom ?? "").replace(/[^\d]/g, "")) || 35;
    const orders = Math.round(rest / bouquet);
    parts.push(`The other ${s}${formatCount(rest)} is about ${orders} orders a month at ${s}${bouquet} (about ${Math.round((orders * 12) / 52)} a week): home subscriptions, sympathy work through the funeral directors, thank-you accounts and birthdays ordered direct, not through a wire service.`);
  }
  return `${parts.join(" ")} Count accounts, subscriptions and direct orders every Friday and put your own prices in.`;
}

/**
 * {flrWord} {flrTown} {flrBouquet} {flrFrom} {flrBuyers} {flrAccounts} {flrBy} {flrMath} {flrWire} {flrSameDay} {flrCutOff}
 * {flrPeaks} {flrValentine} {flrMum} {flrMumName} {flrConsentCheck} {flrAgents} {flrAgentsList} {flrAgent} {flrCompletion} {flrPrepLead} {flrOpenLead} {flrPeakLead} {flrAfterLead} {flrAfterNote}: a florist's plan (the
 * leads put the peak days' steps in their month); slots where the answers do not say.
 */
export function floristTokens(f: Florist | null, place: string, start: Date, weeks: number): Record<string, string> {
  const peaks = f ? floristPeaks(f, start, weeks) : [];
  const valentine = peaks.find((p) => p.name === "Valentine's Day");
  const mum = peaks.find((p) => p.name !== "Valentine's Day");
  const first = peaks[0];
  const last = peaks[peaks.length - 1];
  const monthOf = (d: Date) => MONTHS[(d.getTime() < start.getTime() ? start : d).getUTCMonth()]!;
  const prep = first ? monthOf(new Date(first.day.getTime() - 35 * 86400000)) : null;
  const after = last ? monthOf(new Date(last.day.getTime() + 7 * 86400000)) : null;
  const dated = peaks.map((p) => `${p.name} (${dayWithWeekday(p.day)})`);
  return {
    // Peaks within seven weeks of each other are prepared together; a later one gets its own month.
    flrPrepLead: !prep
      ? "Five weeks before each peak day"
      : last!.day.getTime() - first!.day.getTime() <= 49 * 86400000
      ? `In ${prep}, five weeks before ${joinWords(dated)}`
      : `In ${prep}, five weeks before ${first!.name} on ${dayWithWeekday(first!.day)}, and again in ${monthOf(new Date(last!.day.getTime() - 35 * 86400000))} for ${last!.name} on ${dayWithWeekday(last!.day)}`,
    flrOpenLead: prep ? `In ${prep}, open` : "Open",
    flrPeakLead: first ? `In ${MONTHS[first.day.getUTCMonth()]}, put` : "Put",
    flrAfterLead: last ? `In ${after}, the week after ${last.name}` : "The week after each peak day",
    flrAfterNote: last ? `In ${after}, after ${last.name},` : "After each peak day,",
    flrAgents: f && f.symbol !== "£" ? "real estate agents, law firms and companies" : "estate agents, solicitors and firms",
    flrAgentsList: f && f.symbol !== "£" ? "real estate agents, law firms and accountants" : "estate agents, solicitors and accountants",
    flrAgent: f && f.symbol !== "£" ? "real estate agent" : "estate agent",
    flrCompletion: f && f.symbol !== "£" ? "closing day" : "completion day",
    flrConsentCheck: f?.symbol === "£" ? "check UK GDPR and PECR guidance on marketing email and texts" : "check the rules on marketing email and texts where you trade",
    flrWord: f?.word ?? "florist",
    flrTown: f?.town ?? (place.split(/,| and /)[0]!.trim() || "your town"),
    flrBouquet: f?.bouquetFrom ? `bouquets from ${f.bouquetFrom}` : "{{your bouquet prices}}",
    flrFrom: f?.bouquetFrom ?? "{{your lowest bouquet price}}",
    flrBuyers: floristBuyers(f),
    flrAccounts: f?.accountsGoal ? `${f.accountsGoal} weekly business accounts` : "{{your accounts goal}}",
    flrBy: f?.byMonth ?? "{{your deadline}}",
    flrMath: floristMath(f),
    flrWire: f?.wire && f.wire !== "wire service" ? f.wire : "the wire service",
    flrSameDay: f?.sameDay ? `same day${f.cutOff ? ` when ordered by ${f.cutOff}` : ""}` : "{{your delivery times}}",
    flrCutOff: f?.cutOff ?? "{{your same-day cut-off}}",
    flrPeaks: joinWords(peaks.map((p) => p.name)) || "Valentine's Day and Mother's Day",
    flrValentine: valentine ? dayWithWeekday(valentine.day) : "14 February",
    flrMum: mum ? dayWithWeekday(mum.day) : "{{Mother's Day's date}}",
    flrMumName: mum?.name ?? "Mother's Day",
  };
}

/** The goal line of a florist's strategy, whatever goal the form says. */
export const FLORIST_STRATEGY =
  "filling the quiet weeks with flowers that repeat: weekly arrangements for {flrBuyers} at a price per week, sold by a sample arrangement delivered and a visit in person to the likeliest accounts; a flower subscription for homes; sympathy work through the funeral directors; thank-you accounts with estate agents and firms; reminders of the birthdays customers already ordered for; and orders taken direct rather than through {flrWire}. The peak days are preparation, not the plan";
export const FLORIST_FOCUS = "Weekly accounts and repeat orders: {flrAccounts} by {flrBy}, home subscriptions and direct orders counted every Friday, outside the peak days";

/** "Wild Stem Flowers is a florist in Harrogate …: its best weeks are two peak days, and the rest of the year needs flowers that repeat." */
export function floristWhat(f: Florist, product: string, audience: string, where: string): string {
  const at = f.town ? `in ${f.town}` : where;
  return `${product} is ${f.word === "florist" ? "a florist" : `a ${f.word}`} ${at}${f.sameDay ? " with same-day delivery" : ""}, for ${audience.replace(/\.$/, "")}: its busiest days are a few peaks a year, and the weeks between need flowers that come back every week, not one more offer.`;
}

/**
 * The strategy's own lines: the arithmetic, the peak days inside the plan's weeks as preparation, and what
 * the founder said (the wire service's cut, the wedding cap, the flyers that brought nothing).
 */
export function floristListening(f: Florist, start: Date, weeks: number, fill: (text: string) => string): string[] {
  const out = [fill("{flrMath}")];
  const peaks = floristPeaks(f, start, weeks);
  if (peaks.length) {
    out.push(
      `${joinWords(peaks.map((p) => `${p.name} (${dayWithWeekday(p.day)}, week ${p.week})`))} ${peaks.length > 1 ? "fall" : "falls"} inside this plan. ${peaks.length > 1 ? "They are" : "It is"} preparation, not the plan: a short list of bouquets with pre-orders closed early, and every buyer's details kept, with their consent, for next year's reminder and a card about the subscription in every bouquet.`,
    );
  }
  if (f.wireCut) out.push(fill("You said {flrWire} takes a big cut of wire orders, so every tactic here brings orders to your own site, phone and shop, where the whole price is yours; read your membership terms before you change how you take relayed orders."));
  if (f.weddingsCapped) out.push("You said one wedding a weekend is your limit, so nothing here adds weddings: the plan fills the weekdays with accounts and subscriptions that a part-time florist and one delivery run can keep up with.");
  if (f.flyersFailed) out.push("You said a flyer drop brought almost nothing, so nothing here goes through strangers' doors: the people who buy flowers every week are visited, phoned or already on your order list.");
  return out;
}

/**
 * Lines a café's or shop's plan gives that mean little to a florist chasing repeat orders: a ten-stamp card,
 * a free coffee or pastry, a haircut, a first appointment, a bring-a-neighbour visit, a SaaS trial.
 */
export const FLORIST_MISFITS = /\bstamp cards?\b|\bten stamps\b|\bfree (?:coffee|pastry|drink)\b|\bhaircut\b|\bfirst appointment\b|\bbring-a-neighbour\b|\bsaas\b|\bapp store\b/i;

/** Some tactic offers weekly (or fortnightly) flowers to businesses, at a price per week or on account. */
export const WEEKLY_ACCOUNTS_WORK =
  /\b(?:weekly|fortnightly|contract|regular) (?:flowers|arrangements?|displays?)\b[^.]{0,120}\b(?:hotels?|restaurants?|offices?|receptions?|businesses|accounts?|lobb(?:y|ies))\b|\b(?:hotels?|restaurants?|offices?|receptions?|businesses|lobb(?:y|ies))\b[^.]{0,120}\b(?:weekly|fortnightly|contract|regular) (?:flowers|arrangements?|displays?)\b/i;
/** Some tactic puts a sample arrangement in front of the buyer, or visits them in person. */
export const SAMPLE_WORK = /\bsample (?:arrangement|bouquet|vase|display)s?\b|\b(?:visit|call on|walk in(?:to)?|drop in on)\b[^.]{0,60}\bin person\b|\bin person\b[^.]{0,60}\b(?:visit|hotels?|restaurants?|offices?)\b/i;
/** Some tactic moves orders to the florist's own site, phone or shop rather than a wire service. */
export const DIRECT_ORDER_WORK = /\b(?:order|orders|ordering|buy) direct(?:ly)?\b|\bdirect orders?\b|\bown (?:site|website|shop|order page|phone)\b[^.]{0,80}\border/i;
/** Outreach to bereaved families from death notices or obituaries: intrusive, whatever the plan calls it. */
export const GRIEF_OUTREACH = /\b(?:death notices?|obituar(?:y|ies)|funeral notices?)\b[^.]{0,80}\b(?:contact|message|write|send|email|call|reach|target|offer)\b|\b(?:contact|message|write to|send|email|call|reach|target)\b[^.]{0,80}\b(?:bereaved|grieving) famil(?:y|ies)\b/i;
/** A tactic centred on a peak day. */
const PEAK_TACTIC = /\bvalentine'?s\b|\bmother'?s day\b|\bmothering sunday\b|\bseasonal specials\b|\bholiday pre-?orders\b|\bgifting seasons?\b/i;
/** What keeps a peak-day buyer for the rest of the year. */
const KEEPS_BUYER = /\breminders?\b|\bsubscriptions?\b|\bnext year\b|\bcome back\b|\brepeat\b/i;
const FLYER_DROP = /\b(?:flyer|leaflet) (?:door )?drops?\b|\bdoor drops?\b|\bthrough (?:every|their|the) (?:door|letterbox)e?s?\b/i;

/**
 * What the checker says when a florist's plan misses what its goal needs: weekly accounts with a sample
 * and a visit when the goal counts them, orders direct when a wire service's cut was named, peak days that
 * keep nobody for the rest of the year, flyers after a flyer drop failed, and no outreach to the bereaved.
 */
export function floristGaps(f: Florist | null, metrics: string, tactics: { name: string; text: string }[]): { reason: string; note: string }[] {
  if (!f) return [];
  const out: { reason: string; note: string }[] = [];
  const all = tactics.map((t) => t.text).join("\n");
  if (f.accountsGoal || f.buyers.some((b) => ["hotels", "restaurants", "offices"].includes(b))) {
    if (!WEEKLY_ACCOUNTS_WORK.test(all)) {
      out.push({ reason: `Your goal is "${metrics}", and no tactic offers weekly flowers to ${floristBuyers(f)} at a price per week: business accounts are won with a clear weekly price and a sample arrangement on their desk, not with offers to passers-by.`, note: "Leaves out the weekly business accounts" });
    } else if (!SAMPLE_WORK.test(all)) {
      out.push({ reason: `The plan offers weekly flowers to ${floristBuyers(f)} but never puts a sample arrangement in front of them or visits them in person: a general manager decides on what they can see in their own reception.`, note: "Leaves out the sample arrangement and the visit" });
    }
  }
  if (f.wireCut && !DIRECT_ORDER_WORK.test(all)) {
    out.push({ reason: `You said ${f.wire === "wire service" ? "the wire service" : f.wire} takes a big cut of wire orders, and no tactic brings customers to order direct (your own site, phone or shop), where the whole price is yours.`, note: "Leaves out direct orders" });
  }
  if (f.offPeakGoal) {
    const peak = tactics.find((t) => PEAK_TACTIC.test(t.name) && !KEEPS_BUYER.test(t.text));
    if (peak) out.push({ reason: `"${peak.name}" works on the peak days, and your goal counts what comes outside them: a peak-day tactic earns its place only if it keeps the buyers for the rest of the year (a reminder next year, a subscription offered with the bouquet).`, note: "Makes the peak days the plan" });
  }
  if (f.flyersFailed) {
    const drop = tactics.find((t) => FLYER_DROP.test(t.text));
    if (drop) out.push({ reason: `"${drop.name}" puts flyers through doors, and you said a flyer drop brought almost nothing.`, note: "Repeats what did not work" });
  }
  const grief = tactics.find((t) => GRIEF_OUTREACH.test(t.text));
  if (grief) out.push({ reason: `"${grief.name}" approaches bereaved families (from death notices or obituaries): that is intrusive and hurts a florist's name. Sympathy work comes through funeral directors and from families who ask.`, note: "Contacts the bereaved" });
  return out;
}

/** What the AI prompt states about a florist: what it is, what its plan is made of, what was ruled out, the arithmetic. */
export function floristFacts(f: Florist | null, place: string, start: Date, weeks: number): string[] {
  if (!f) return [];
  const k = floristTokens(f, place, start, weeks);
  const peaks = floristPeaks(f, start, weeks);
  const lines = [
    `- A ${f.word} with a shop${f.sameDay ? " and same-day local delivery" : ""} in ${place}, not a café or a web shop: no ten-stamp loyalty card, free coffee or 'bring a neighbour' lines. Its buyers are people sending flowers for birthdays, thanks and sympathy, and ${k.flrBuyers} that want fresh flowers every week`,
    `- Its plan fills the quiet weeks with flowers that repeat: weekly flowers for ${k.flrBuyers} with a price per week and a sample arrangement delivered, and a list of the 40 likeliest accounts visited in person; a flower subscription for homes; sympathy flowers through the funeral directors (respectfully: never approach bereaved families from death notices); thank-you accounts with estate agents and firms; birthday and anniversary reminders from past orders, sent only with the customer's consent (${f.symbol === "£" ? "check UK GDPR and PECR on marketing email" : "check the local rules on marketing email"}); and orders taken direct on the florist's own site and phone`,
    `- The peak days are preparation, not the plan${peaks.length ? `: ${joinWords(peaks.map((p) => `${p.name} on ${dayWithWeekday(p.day)} (week ${p.week})`))}` : ""}: pre-orders closed early, and every buyer kept (with consent) for a reminder next year and offered the subscription`,
  ];
  const out: string[] = [];
  if (f.wireCut) out.push(`${k.flrWire}'s cut of wire orders (move customers to order direct; tell the founder to read their membership terms rather than quoting a commission)`);
  if (f.weddingsCapped) out.push("more weddings (one a weekend at most)");
  if (f.flyersFailed) out.push("flyer and leaflet drops (one brought almost nothing)");
  if (out.length) lines.push(`- What the founder ruled out: ${joinWords(out)}`);
  lines.push(`- The goal's arithmetic: ${k.flrMath}`);
  return lines;
}
