import type { PlanFormData } from "~/wizard/types";
import type { Smallholders } from "./smallholders";
import { formatCount, joinWords, numberWord, upperFirst } from "./words";

/**
 * Equipment sold to smallholder farmers on pay-as-you-go (Reading.farmEquipment): a solar irrigation pump,
 * a solar home system, a clean cookstove, a water tank, a drip kit, an e-bike or motorbike, paid in cash
 * or by instalments over mobile money. Read only on top of Reading.smallholders (farmers on basic phones),
 * and it changes what the plan sells: not a test or an advisory SMS but a machine a farmer must see working
 * on a farm like theirs, whose saving against what it replaces (petrol, kerosene, charcoal) pays the
 * instalment, and whose instalments have to keep coming in. So the plan is demo units on lead farmers'
 * plots, the saving in the founder's own numbers, agrovets as stockists, groups and SACCOs with a group
 * guarantee, agents paid per installed and repaying unit, repayment reminders and a grace week at harvest,
 * referral rewards from owners, radio call-ins and after-sales visits. Pure.
 */
export type FarmEquipment = {
  /** The thing sold: "solar pump", "solar home system", "cookstove". */
  item: string;
  items: string;
  /** The goal's word for one: "pump", "kit", "system". */
  unit: string;
  units: string;
  /** The cash price, the instalment, and the months of instalments, when said. */
  cash: number | null;
  monthly: number | null;
  months: number | null;
  /** What it replaces, when said: "a petrol pump"; and what that costs: 400 a day. */
  replaces: string | null;
  oldCost: number | null;
  oldPer: "day" | "week" | "month" | null;
  /** What the old cost is spent on, when said: "fuel". */
  oldOn: string | null;
  /** The count the goal names: "300 pumps installed" → 300. */
  goal: number | null;
  /** The share of instalment plans the founder allows behind: "fewer than 5%" → 5. */
  behind: number | null;
  /** The founder said sales agents are costly far from the depot (or travel is the cost). */
  farAgents: boolean;
};

/** The equipment, most specific first: [pattern, item, unit]. */
const ITEMS: [RegExp, string, string][] = [
  [/\bsolar[- ](?:powered )?(?:irrigation )?(?:water )?pumps?\b|\bsolar[- ]powered irrigation pump\b/i, "solar pump", "pump"],
  [/\b(?:irrigation|water) pumps?\b/i, "pump", "pump"],
  [/\bsolar home systems?\b/i, "solar home system", "system"],
  [/\bsolar (?:lights?|lanterns?|lamps?)\b/i, "solar light", "light"],
  [/\b(?:clean |improved |efficient )?cook ?stoves?\b/i, "cookstove", "stove"],
  [/\bwater tanks?\b/i, "water tank", "tank"],
  [/\bdrip (?:irrigation )?kits?\b/i, "drip kit", "kit"],
  [/\be-?bikes?\b|\belectric (?:motor)?bikes?\b/i, "e-bike", "bike"],
  [/\bmotorbikes?\b|\bmotorcycles?\b/i, "motorbike", "motorbike"],
];
/** Sold on instalments: pay-as-you-go, a month over N months, a deposit, lease to own. */
const PAYG = /\bpay[- ]as[- ]you[- ]go\b|\bpayg\b|\binstal(?:l)?ments?\b|\ba month (?:over|for) \d+ months\b|\blease[- ]to[- ]own\b|\bhire[- ]purchase\b|\bdeposit\b/i;
const CUR = String.raw`(?:KSh|Ksh|UGX|TSh|₦|GH₵|₹|\$|USD|KES)`;

/** The answers describe equipment sold on pay-as-you-go to the smallholder farmers read already; null otherwise. */
export function readFarmEquipment(a: PlanFormData, s: Smallholders | null): FarmEquipment | null {
  if (!s) return null;
  const what = a.productDescription;
  const found = ITEMS.find(([re]) => re.test(what));
  if (!found || !PAYG.test(what)) return null;
  const [, item, unit] = found;
  const num = (text: string | undefined) => (text ? Number(text.replace(/,/g, "")) : null);
  const cash = new RegExp(`${CUR}\\s?(\\d[\\d,]*)\\s+(?:in )?cash\\b|\\bcash (?:price )?(?:of )?${CUR}\\s?(\\d[\\d,]*)`, "i").exec(what);
  const monthly = new RegExp(`${CUR}\\s?(\\d[\\d,]*)\\s+(?:a|per)\\s+month(?:\\s+(?:over|for)\\s+(\\d{1,2})\\s+months)?`, "i").exec(what);
  const old = new RegExp(`\\breplaces?\\s+(an?\\s+[a-z][a-z -]{2,30}?)\\s+(?:that|which)\\s+costs?\\s+${CUR}\\s?(\\d[\\d,]*)\\s+(?:a|per)\\s+(day|week|month)`, "i").exec(what);
  const goal = /\b(\d{1,3}(?:,\d{3})+|\d{1,6})\s+(?:solar\s+)?(?:pumps|kits|systems|stoves|cookstoves|tanks|bikes|e-bikes|motorbikes|lights|units)\b/i.exec(a.successMetrics);
  const behind = /\b(?:under|fewer than|less than|below|at most|no more than)\s+(\d{1,2})\s?(?:%|per ?cent)[^.]{0,40}\b(?:behind|in arrears|late|overdue|default)/i.exec(a.successMetrics);
  return {
    item,
    items: `${item}s`,
    unit,
    units: `${unit}s`,
    cash: num(cash?.[1] ?? cash?.[2]),
    monthly: num(monthly?.[1]),
    months: num(monthly?.[2]),
    replaces: old ? old[1]!.trim() : null,
    oldCost: num(old?.[2]),
    oldPer: (old?.[3]?.toLowerCase() as FarmEquipment["oldPer"]) ?? null,
    oldOn: old ? (/^\s*in\s+(fuel|petrol|diesel|kerosene|paraffin|charcoal|firewood)\b/i.exec(what.slice(old.index + old[0].length))?.[1] ?? null) : null,
    goal: num(goal?.[1]),
    behind: num(behind?.[1]),
    farAgents: /\bagents?\b[^.]{0,60}\b(?:expensive|costly|cost too much|far)\b/i.test(a.challenges),
  };
}

/** What the old way costs a week, from the founder's figure: 400 a day → 2,800 (seven days' pumping). */
function weeklyOldCost(e: FarmEquipment): number | null {
  if (!e.oldCost || !e.oldPer) return null;
  return e.oldPer === "day" ? e.oldCost * 7 : e.oldPer === "week" ? e.oldCost : Math.round((e.oldCost * 12) / 52);
}

/**
 * The saving said in the founder's own numbers: what a week of the old way costs against a month's
 * instalment. Null when neither figure was said.
 */
export function equipmentSaving(e: FarmEquipment, prefix: string): string | null {
  const week = weeklyOldCost(e);
  if (!week || !e.replaces) return null;
  const old = theOld(e.replaces);
  const spend = e.oldPer === "day" ? `${prefix}${formatCount(e.oldCost!)} a day${e.oldOn ? ` in ${e.oldOn}` : ""}, ${prefix}${formatCount(week)} in a week of pumping every day` : `${prefix}${formatCount(week)} a week${e.oldOn ? ` in ${e.oldOn}` : ""}`;
  const month = e.monthly ? (week >= e.monthly ? `, more than the ${prefix}${formatCount(e.monthly)} a month the ${e.item} costs on instalments` : `; the ${e.item} costs ${prefix}${formatCount(e.monthly)} a month on instalments`) : "";
  return `${old} costs ${spend}${month}`;
}

/** "a petrol pump" → "the petrol pump". */
function theOld(replaces: string): string {
  return replaces.replace(/^an?\s+/i, "the ");
}

/**
 * The quarter's arithmetic: installs a week and per area, and the plans behind that the goal allows,
 * counted every Friday. Null without a goal.
 */
export function equipmentMath(e: FarmEquipment, s: Smallholders, weeks: number, prefix: string): string | null {
  if (!e.goal) return null;
  const perWeek = Math.ceil(e.goal / weeks);
  const areas = s.areas.length;
  const perArea = areas > 1 ? ` (about ${formatCount(Math.ceil(perWeek / areas))} in each of the ${numberWord(areas)} areas)` : "";
  const behind = e.behind ? ` Count every Friday the share of instalment plans behind: under ${e.behind}% of ${formatCount(e.goal)} is fewer than ${formatCount(Math.ceil((e.goal * e.behind) / 100))} plans behind at the quarter's end, so a ward where more than one in ${Math.floor(100 / e.behind)} owners is behind gets a visit before it gets more sales.` : " Count every Friday the share of instalment plans behind, by agent and by area.";
  const deposit = e.monthly ? ` The agents' fees come from the ${prefix}${formatCount(e.monthly)} a month the owners pay, not from the marketing budget.` : "";
  return `${formatCount(e.goal)} ${e.units} in ${numberWord(weeks)} weeks is about ${formatCount(perWeek)} installed a week${perArea}; install the first ones in week one on lead farmers' plots, where neighbours can watch them run.${behind}${deposit}`;
}

/** Kenyan counties and the language most of their farm radio speaks: a start to check with farmers, not a rule. */
const KENYA_COUNTY_LANGUAGES: Record<string, string> = {
  Meru: "Kimeru", Tharaka: "Kimeru", Embu: "Kiembu", Kirinyaga: "Kikuyu", Nyeri: "Kikuyu", Muranga: "Kikuyu", "Murang'a": "Kikuyu", Kiambu: "Kikuyu", Nyandarua: "Kikuyu", Laikipia: "Kikuyu",
  Machakos: "Kamba", Makueni: "Kamba", Kitui: "Kamba", "Uasin Gishu": "Kalenjin", Kericho: "Kalenjin", Bomet: "Kalenjin", Nandi: "Kalenjin", Kisumu: "Dholuo", Siaya: "Dholuo", Homa: "Dholuo", Kakamega: "Luhya", Bungoma: "Luhya", Kisii: "Ekegusii",
};

/** Radio in the languages of the Kenyan counties named (all of them known), with stations left to check; empty otherwise. */
function countyRadio(s: Smallholders): Record<string, string> {
  if (s.place.country !== "Kenya" || !s.areas.length || !s.areas.every((a) => KENYA_COUNTY_LANGUAGES[a])) return {};
  const langs = [...new Set([...s.areas.map((a) => KENYA_COUNTY_LANGUAGES[a]!), "Swahili"])];
  return {
    farmRadioLanguages: joinWords(langs),
    farmStations: `the ${joinWords(langs.filter((l) => l !== "Swahili"))} stations farmers in ${joinWords(s.areas)} name when you ask them (check which farm shows they tune to, and their airtime rates)`,
  };
}

/** {kitItem} {kitItems} {kitUnit} {kitUnits} {kitCash} {kitMonthly} {kitTerm} {kitOld} {kitOldCost} {kitSaving} {kitGoal} {kitBehind} {kitMath}: equipment sold on pay-as-you-go to smallholder farmers. */
export function equipmentTokens(e: FarmEquipment | null, s: Smallholders | null, weeks: number, prefix: string): Record<string, string> {
  if (!e || !s) return {};
  const money = (n: number | null, slot: string) => (n ? `${prefix}${formatCount(n)}` : slot);
  return {
    kitItem: e.item,
    kitItems: e.items,
    kitUnit: e.unit,
    kitUnits: e.units,
    kitUnitsCap: upperFirst(e.units),
    kitCash: money(e.cash, "{{cash price}}"),
    kitMonthly: money(e.monthly, "{{instalment}}"),
    kitTerm: e.months ? `${e.months} months` : "{{months}} months",
    kitOld: e.replaces ? theOld(e.replaces) : "{{what it replaces}}",
    kitOldCost: e.oldCost ? `${prefix}${formatCount(e.oldCost)} a ${e.oldPer}${e.oldOn ? ` in ${e.oldOn}` : ""}` : "{{what the old way costs a day}}",
    kitSaving: equipmentSaving(e, prefix) ?? `{{what a week of the old way costs}}, against {{the monthly instalment}}`,
    kitSavingCap: upperFirst(equipmentSaving(e, prefix) ?? `{{what a week of the old way costs}}, against {{the monthly instalment}}`),
    ...countyRadio(s),
    kitGoal: e.goal ? `${formatCount(e.goal)} ${e.units}` : `{{number}} ${e.units}`,
    kitBehind: e.behind ? `${e.behind}%` : "{{the share you allow}}",
    kitMath: equipmentMath(e, s, weeks, prefix) ?? `Count ${e.units} installed per agent and per area every Friday, and the share of instalment plans behind next to it.`,
  };
}

export const EQUIPMENT_STRATEGY =
  "letting {audience} see a working {kitItem} on a farm like theirs: a demo unit on a lead farmer's plot in each of {farmAreas} with a pump day, the saving against {kitOld} said in your own numbers, agents from each area paid per installed and repaying {kitUnit}, agrovets as stockists and referrers, {farmGroups} with a group deposit and a group guarantee, radio call-ins about irrigation in {farmRadioLanguages}, and owners' referrals, with the instalments by {farmMoney} kept up by reminders and a grace week at harvest";
export const EQUIPMENT_FOCUS = "{kitUnitsCap} installed, counted every Friday by agent and by area, next to the share of instalment plans behind";

/** "JuaFlow sells solar pumps to smallholder farmers …, for cash or on pay-as-you-go by M-Pesa: …" */
export function equipmentWhat(e: FarmEquipment, s: Smallholders, product: string, audience: string, where: string): string {
  const place = s.areas.length ? `in ${joinWords(s.areas)}${s.place.country ? `, ${s.place.country}` : ""}` : where.replace(/^in\s*,?\s*$/, "");
  return `${product} sells ${e.items} to ${audience}${place ? ` ${place}` : ""}, for cash or by instalments paid by ${s.place.money}. Farmers buy a machine like this only once they have seen one working on a farm like theirs and heard from its owner what it saves; most are on basic phones, so an online ad reaches the city, not the farm, and every sale is also a repayment plan that has to keep paying.`;
}

/** The strategy's own lines: the quarter's arithmetic, the saving, what the founder said about agents. */
export function equipmentListening(e: FarmEquipment, fill: (text: string) => string): string[] {
  const out = [fill("{kitMath}")];
  if (e.replaces && e.oldCost) out.push(fill("Say the saving in your own numbers at every pump day, meeting and radio slot: {kitSaving}."));
  if (e.farAgents) out.push(fill("You said sales agents are expensive to send far from the depot: so the plan recruits agents who live in each area and pays them per installed and repaying {kitUnit}, and lets agrovets, groups and owners bring the farmers to them, rather than sending staff out from the depot."));
  return out;
}

/** Lines from the soil-testing plan that mean nothing to a buyer of equipment: samples, results, fertiliser advice. */
export const EQUIPMENT_MISFITS = /\bsoil[- ]?(?:tests?|testing|samples?|sampling)\b|\bsampling days?\b|\bsample (?:bags?|box)\b|\bresult sms\b|\bwhich fertiliser\b|\bfertiliser (?:call-in|sold nearby)\b/i;

/** Some tactic shows a working unit; some tactic keeps the instalments coming in. */
export const DEMO_WORK = /\bdemo (?:units?|pumps?|kits?|plots?)\b|\bworking (?:pump|unit|kit|system)\b/i;
export const REPAYMENT_WORK = /\b(?:instal(?:l)?ments?|repayments?)\b[^.]{0,80}\b(?:behind|reminders?|grace)\b|\bbehind\b[^.]{0,60}\bevery friday\b/i;

/** The plan-level gaps the checker reports for equipment sold on pay-as-you-go. */
export function equipmentGaps(e: FarmEquipment | null, planText: string): { reason: string; note: string }[] {
  if (!e) return [];
  const out: { reason: string; note: string }[] = [];
  if (!DEMO_WORK.test(planText)) out.push({ reason: `No tactic shows a working ${e.item} on a farm like the buyers': farmers buy equipment once they have seen it run.`, note: "Shows no working unit" });
  if (!REPAYMENT_WORK.test(planText)) out.push({ reason: "Nothing keeps the instalments coming in (reminders, a grace week at harvest, the share behind counted weekly): a pay-as-you-go sale is only made when it is paid off.", note: "Leaves out repayment" });
  return out;
}

/** What the AI prompt states about equipment sold on pay-as-you-go to smallholder farmers. */
export function equipmentFacts(e: FarmEquipment | null, s: Smallholders | null, weeks: number, prefix: string): string[] {
  if (!e || !s) return [];
  const tokens = equipmentTokens(e, s, weeks, prefix);
  const fill = (text: string) => text.replace(/\{(kit[A-Za-z]+)\}/g, (all, k: string) => tokens[k] ?? all);
  return [
    fill("- It sells equipment ({kitItems}) for cash ({kitCash}) or on pay-as-you-go ({kitMonthly} a month over {kitTerm}), not a test or an advisory SMS: no soil samples, results or fertiliser advice"),
    fill("- Its plan: a working demo unit on a lead farmer's plot in each area with a pump day, the saving said in the founder's numbers ({kitSaving}), agents from each area paid per installed and repaying unit, agrovets as stockists and referrers, farmer groups and SACCOs with a group deposit and guarantee, repayment reminders by SMS with a grace week at harvest, referral rewards from owners, radio call-ins about irrigation, after-sales visits"),
    fill("- The count: {kitMath}"),
  ];
}
