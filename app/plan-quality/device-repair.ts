import type { PlanFormData } from "~/wizard/types";
import { joinWords, numberFrom, upperFirst } from "./words";

/**
 * A device repair shop (phones, tablets, laptops, consoles, computers; "cell phone repair" in the US), often
 * selling refurbished phones too. People find it at the moment of need: a cracked screen or a battery that dies
 * by lunchtime, a search for 'phone repair near me', two or three prices compared, and the phone wanted back
 * today. The plan that fills its bench is not a shop's (no seasonal specials, staff perk cards, street parties or
 * door drops): it is a price page by model and repair with 'from' prices, the parts and the warranty stated, a
 * Google profile in the right category with the repairs as services, reviews asked at collection, a straight
 * answer to the cheap kiosk (the parts, the warranty, the data left untouched, a quote before any work), search
 * ads judged by repairs booked when the budget carries them, refurbished phones sold with what was checked
 * (parents buying a first phone for a child), trade-ins that feed the stock, and the people who send repairs
 * (schools and colleges, offices' IT contacts, businesses with fleets of phones). Read from the founder's words
 * whatever product type the form says. Not software for repair shops, a car garage or a bike workshop. Pure.
 */
export type DeviceRepair = {
  /** "phone repair shop", "phone, tablet and laptop repair shop", "computer repair shop", "cell phone repair shop". */
  word: string;
  /** The devices as said, phones first: ["phones", "tablets", "laptops"]. */
  devices: string[];
  /** A screen's price as said: "£79" (with the model when said: "iPhone"); null when not said. */
  screen: string | null;
  screenModel: string | null;
  /** A battery's price as said: "£49"; null when not said. */
  battery: string | null;
  /** The warranty as said: "12-month"; null when not said. */
  warranty: string | null;
  /** Most repairs are done the same day, or while you wait. */
  sameDay: boolean;
  /** Refurbished or second-hand phones are sold. */
  refurbished: boolean;
  /** Parents buying a (first) phone for a child are said. */
  parents: boolean;
  /** The cheap rival as said: "a kiosk in the shopping centre"; null when not said. */
  rival: string | null;
  /** The rival's parts are said to be cheap or poor. */
  cheapParts: boolean;
  /** The goal's repairs and refurbished phones a week: 30 and 10; null when not said. */
  repairsGoal: number | null;
  phonesGoal: number | null;
  /** The founder won't pay for ads. */
  noAds: boolean;
  us: boolean;
};

const DEVICE = String.raw`(?:(?:mobile |cell(?:ular)? |smart)?phones?|iphones?|ipads?|tablets?|laptops?|macbooks?|macs?|computers?|pcs?|(?:games )?consoles?|devices?|smartphones?|screens?|gadgets?)`;
const WORD = new RegExp(String.raw`\b(${DEVICE}(?:(?:,| and| &| or)\s+${DEVICE})*(?:,? (?:and|&|or) ${DEVICE})? repairs?(?: (?:shop|store|centre|center|service|specialists?|business|bar|kiosk))?)\b|\b(?:repairs?|fix(?:es)?) (?:mobile |cell )?(?:phones|iphones|smartphones|tablets|laptops)\b`);
/** Software, a marketplace or supplies for repairers, a phone case brand, a car or bike workshop: not a device repair shop. */
const NOT_A_SHOP = /\b(?:app|apps|platform|software|saas|marketplace|directory|plugin|wholesale parts|parts supplier|for repair shops|for repairers|car|cars|garage|bikes?|bicycles?|cycle)\b/;

/** The pitch names a device repair shop that is the business itself; null for anything else. */
export function deviceRepairWordOf(pitch: string): { word: string; devices: string[] } | null {
  const lower = pitch.toLowerCase();
  const m = WORD.exec(lower);
  if (!m || NOT_A_SHOP.test(lower.replace(/\bscreen protectors?\b/g, ""))) return null;
  const devices = DEVICES.filter(([re]) => re.test(lower)).map(([, d]) => d);
  const cell = /\bcell(?:ular)? phones?\b/.test(lower);
  // The shop's own word names it: "a computer repair shop" that also fixes laptops is a computer repair shop.
  const main = DEVICES.find(([re]) => re.test(m[0]))?.[1] ?? devices[0] ?? "phones";
  const named = DEVICES.filter(([re]) => re.test(m[0])).map(([, d]) => d);
  const word = named.length > 1
    ? `${joinWords(named.map((d) => d.replace(/s$/, "")))} repair shop`
    : `${cell && main === "phones" ? "cell phone" : main.replace(/s$/, "")} repair shop`;
  const wordSaid = cell ? word.replace(/^phone\b/, "cell phone") : word;
  return { word: wordSaid, devices: devices.length ? devices : ["phones"] };
}

const DEVICES: [RegExp, string][] = [
  [/\b(?:mobile |cell(?:ular)? |smart)?phones?\b|\biphones?\b|\bsmartphones?\b/, "phones"],
  [/\btablets?\b|\bipads?\b/, "tablets"],
  [/\blaptops?\b|\bmacbooks?\b/, "laptops"],
  [/\b(?:desktop )?computers?\b|\bpcs?\b/, "computers"],
  [/\b(?:games )?consoles?\b|\bplaystations?\b|\bxbox\b|\bswitch(?:es)?\b(?= repair)/, "consoles"],
];

const MONEY = String.raw`([£$€]\s?\d+(?:,\d{3})*(?:\.\d\d)?)`;

/**
 * "FixPoint is a phone, tablet and laptop repair shop on the high street in Luton. Most repairs are done the same
 * day: an iPhone screen from £79, a battery from £49, with a 12-month warranty. We also sell refurbished phones.":
 * the shop and the numbers its plan needs. Null for anything else.
 */
export function readDeviceRepair(a: PlanFormData, pitch: string, country: string | null): DeviceRepair | null {
  const found = deviceRepairWordOf(pitch);
  if (!found) return null;
  const d = a.productDescription;
  const all = `${d} ${a.audiencePersona} ${a.successMetrics} ${a.challenges}`;
  const screen = new RegExp(String.raw`\b(?:an? )?((?:iphone|samsung|galaxy|pixel|phone)\s)?screens?(?: repairs?| replacements?)?(?: is| are| costs?)?(?: from| at)?\s+${MONEY}`, "i").exec(d);
  const battery = new RegExp(String.raw`\bbatter(?:y|ies)(?: replacements?| swaps?)?(?: is| are| costs?)?(?: from| at)?\s+${MONEY}`, "i").exec(d);
  const warranty = /\b(\d{1,2}|six|twelve|three)[- ]month warranty\b|\b(\d{1,2}|one|two)[- ]year warranty\b|\bwarranty of (\d{1,2}) months\b/i.exec(d);
  const days = /\b(\d{2,3})[- ]day warranty\b/i.exec(d);
  const rival = /\b(an? (?:kiosk|stall|market stall|booth|cart|chain|franchise)(?: [a-z]+){0,5}?|big[- ]box (?:stores|retailers))(?= undercuts| that| who| with| is| are| send|[.,])/i.exec(a.challenges);
  const repairs = /\b(\d{1,4}) (?:repairs|fixes|jobs)\b/i.exec(a.successMetrics);
  const phones = /\b(\d{1,4}) (?:refurbished|refurb|second[- ]hand|used)? ?(?:phones|handsets|devices|laptops)(?: sold)?\b/i.exec(a.successMetrics);
  const us = country === "United States" || (!/£/.test(d) && /\$/.test(d)) || /\bcell phones?\b/i.test(d);
  const months = warranty ? (warranty[1] ? numberFrom(warranty[1]) : warranty[2] ? (numberFrom(warranty[2]) ?? 1) * 12 : Number(warranty[3])) : null;
  return {
    word: found.word,
    devices: found.devices,
    screen: screen ? screen[2]!.replace(/\s/g, "") : null,
    screenModel: screen?.[1] ? (/iphone/i.test(screen[1]) ? "iPhone" : /samsung|galaxy/i.test(screen[1]) ? "Samsung" : /pixel/i.test(screen[1]) ? "Pixel" : null) : null,
    battery: battery ? battery[1]!.replace(/\s/g, "") : null,
    warranty: months ? `${months}-month` : days ? `${days[1]}-day` : null,
    sameDay: /\bsame[- ]day\b|\bwhile you wait\b|\bwithin (?:an|the|one|two|\d) hours?\b|\bin (?:an|one) hour\b/i.test(d),
    refurbished: /\b(?:refurbished|refurbs?|second[- ]hand|pre-owned|used) (?:phones|iphones|handsets|smartphones|devices|laptops|tablets)\b/i.test(all),
    parents: /\bparents?\b[^.]{0,80}\b(?:child|children|kids?|son|daughter|teen(?:ager)?s?)\b|\bfirst phone\b/i.test(all),
    rival: rival ? rival[1]!.replace(/^an? /i, "the ").replace(/^big/i, "the big") : null,
    cheapParts: /\bcheap(?:er)? parts\b|\bpoor[- ]quality parts\b|\bnon-genuine parts\b|\bcheap screens?\b/i.test(a.challenges),
    repairsGoal: repairs ? Number(repairs[1]) : null,
    phonesGoal: phones && /refurb|second|used|sold/i.test(phones[0]) ? Number(phones[1]) : null,
    noAds: /\b(?:don'?t|do not|won'?t|will not|can'?t|cannot|not) (?:want to |going to |afford to )?(?:pay|paying|spend|spending|run|running|do|doing)\b[^.]{0,20}\bads?\b|\bno (?:paid )?ads\b|\bads (?:didn'?t|don'?t|did not) work\b/i.test(`${a.challenges} ${a.successMetrics}`),
    us,
  };
}

function townOf(place: string): string {
  return place.split(/,| and | & /)[0]!.trim() || "{{your town}}";
}

/**
 * {drWord} {drDevices} {drSearch} {drSearches} {drReady} {drScreen} {drBattery} {drWarranty} {drTurnaround} {drRival}
 * {drData} {drRepairRules} {drCategory} {drMath} {drCell} {drStock} {drWarrantyShort} {drDevicesUp}: a device repair shop; slots where the answers do not say.
 */
export function deviceRepairTokens(t: DeviceRepair | null, place: string): Record<string, string> {
  const town = townOf(place);
  const model = t?.screenModel ?? (t?.us ? "iPhone" : "iPhone");
  const devices = t?.devices.length ? joinWords(t.devices) : "phones";
  const searches = [`"${model} screen repair ${town}"`, `"${t?.us ? "cell " : ""}phone battery replacement ${town}"`, ...(t?.devices.includes("laptops") ? [`"laptop repair ${town}"`] : []), ...(t?.devices.includes("consoles") ? [`"PS5 HDMI port repair ${town}"`] : [])];
  return {
    drWord: t?.word ?? "phone repair shop",
    drDevices: devices,
    drDevicesUp: upperFirst(devices),
    drSearch: `${model} screen repair ${town}`,
    drSearches: joinWords(searches),
    drScreen: t?.screen ? `${t.screenModel ? `${/^[aeiouAEIOU]/.test(t.screenModel) ? "an" : "a"} ${t.screenModel}` : "a"} screen from ${t.screen}` : "screen repairs",
    drBattery: t?.battery ? `a battery from ${t.battery}` : "battery replacements",
    drWarranty: t?.warranty ? `a ${t.warranty} warranty` : "{{your warranty}}",
    drWarrantyShort: t?.warranty ? `${t.warranty} warranty` : "warranty",
    drTurnaround: t?.sameDay ? "most repairs the same day" : "{{your usual turnaround}}",
    drReady: t?.sameDay ? "the same day" : "{{how soon}}",
    drRival: t?.rival ?? "the cheapest kiosk nearby",
    drStock: t?.refurbished ? ", refurbished phones sold with what was checked, trade-ins that feed the stock" : "",
    drCategory: t?.us ? "Cell phone repair shop" : "Mobile phone repair shop",
    drCell: t?.us ? "cell phone" : "phone",
    drData: t?.us
      ? "the data on it is left untouched: we don't look at it, and we ask for a passcode only when the test needs it (check what your state's privacy rules ask of you)"
      : "the data on it is left untouched: we don't look at it, and we ask for a passcode only when the test needs it (check the ICO's guidance for small businesses on handling customers' data)",
    drRepairRules: t?.us
      ? "right-to-repair laws (several states have passed laws on electronics: check which apply where you are, and say only what they say)"
      : "right-to-repair rules (the UK's 2021 rules cover some appliances, not phones: check what applies before you mention it)",
    drMath: deviceRepairMath(t) ?? "Count repairs booked, repairs done and refurbished phones sold every Friday, each by where the customer found you.",
  };
}

/** The goal's arithmetic: repairs and refurbished phones a week, a day at a time. */
export function deviceRepairMath(t: DeviceRepair | null): string | null {
  if (!t || (!t.repairsGoal && !t.phonesGoal)) return null;
  const parts: string[] = [];
  if (t.repairsGoal) parts.push(`${t.repairsGoal} repairs a week is about ${Math.ceil(t.repairsGoal / 6)} a day over a six-day week: count each day's repairs by where the customer found you (Google, the price page, a friend, a referrer, an ad), so you know which of these tactics brings them.`);
  if (t.phonesGoal) parts.push(`${t.phonesGoal} refurbished phones a week means at least ${t.phonesGoal} in stock, checked and priced every Monday: count phones sold, phones taken in on trade-in and phones still on the shelf after two weeks.`);
  return `${parts.join(" ")} Rough targets on your own words; put your counts in after the first two weeks.`;
}

export const DEVICE_REPAIR_STRATEGY =
  "being the shop people find and trust at the moment something breaks: a price page by model and repair with 'from' prices, the parts and the {drWarrantyShort} stated, a Google profile as a {drCategory} with every repair listed as a service, a quote by message within minutes, reviews asked at collection, a straight answer to {drRival} (the parts you fit, the warranty, the data left untouched, a quote before any work){drStock}, and the schools, offices and businesses that send repairs";
export const DEVICE_REPAIR_FOCUS =
  "Repairs found at the moment of need: searches such as \"{drSearch}\" answered by the price page and the Google profile, quotes that turn into repairs the same day, reviews at collection, and refurbished phones sold with the warranty";

/** "FixPoint is a phone, tablet and laptop repair shop in Luton for …: people find it the moment something breaks …" */
export function deviceRepairWhat(t: DeviceRepair, product: string, audience: string, where: string): string {
  return `${product} is a ${t.word} ${where}${audience.includes(where.replace(/^in /, "")) ? "" : ` for ${audience}`}: people look for a repairer the moment something breaks, search on their phone, compare two or three prices and choose the one that states the price, the parts, the warranty and when it will be ready${t.refurbished ? "; a refurbished phone is bought on what was checked and the warranty" : ""}.`;
}

/** The strategy's own lines: the arithmetic, the cheap rival, the ads, no discounts. */
export function deviceRepairListening(t: DeviceRepair, fill: (text: string) => string): string[] {
  const out: string[] = [];
  const math = deviceRepairMath(t);
  if (math) out.push(math);
  if (t.rival) out.push(fill(`Against ${t.rival}${t.cheapParts ? " and its cheap parts" : ""}, the plan doesn't compete on price: it says what you fit and why, {drWarranty} in writing, the data left untouched and a quote before any work, on the price page, the counter card and every quote, so the customer comparing prices sees what the difference buys.`));
  if (t.noAds) out.push("You don't want to pay for ads, and nothing here needs them: the price page, the Google profile, reviews, refurbished phones and the people who send repairs cost time, not ad money.");
  out.push(fill("Two things to check before you write about them: what the data-protection rules ask of a shop that handles customers' phones, and {drRepairRules}."));
  return out;
}

/**
 * Lines a shop or café gets that someone with a cracked screen would not act on: seasonal specials and holiday
 * pre-orders, a staff perk card, a grand opening or anniversary day, door drops and flyers through letterboxes,
 * stamp cards, tastings, gift vouchers, "regulars".
 */
export const DEVICE_REPAIR_MISFITS =
  /\bseasonal specials?\b|\bholiday pre-?orders?\b|\bstaff perk cards?\b|\bgrand opening\b|\banniversary day\b|\bdoor[- ]drops?\b|\bletterbox(?:es)?\b|\bstamp cards?\b|\btastings?\b|\bgift vouchers?\b|\bevery regular\b|\btoday's bake\b|\bin the chair\b/i;

/** A device repair shop's plan states the price, the parts and the warranty, and answers the cheap rival said. */
export function deviceRepairPlanGaps(t: DeviceRepair | null, planText: string): { reason: string; note: string }[] {
  if (!t) return [];
  const out: { reason: string; note: string }[] = [];
  if (!/\bprice page\b/i.test(planText)) out.push({ reason: "People compare two or three repair prices on their phone, and no tactic puts the prices by model and repair on a page.", note: "No price page" });
  if ((t.rival || t.cheapParts) && !/\bparts\b[^.\n]*\bwarranty\b|\bwarranty\b[^.\n]*\bparts\b/i.test(planText)) out.push({ reason: "A cheaper rival undercuts on price with cheap parts, and no tactic says what parts are fitted and what the warranty covers.", note: "Leaves the cheap rival unanswered" });
  return out;
}

/** What the AI prompt states about a device repair shop. */
export function deviceRepairFacts(t: DeviceRepair | null, place: string): string[] {
  if (!t) return [];
  const k = deviceRepairTokens(t, place);
  const lines = [
    `- A ${t.word} (${k.drDevices}${t.refurbished ? ", and refurbished phones" : ""}): people find it the moment something breaks, search on their phone (${k.drSearches}), compare two or three prices and want it back quickly. No shop tactics: no seasonal specials, holiday pre-orders, staff perk cards, grand openings or anniversary days, door drops or stamp cards`,
    `- Its plan: a price page by model and repair with 'from' prices, the parts quality, the warranty and the turnaround; a Google profile in the '${k.drCategory}' category with each repair as a service; a quote by message within minutes; reviews asked at collection; the answer to ${k.drRival} (the parts fitted and why, the warranty, data left untouched, a quote before work); refurbished phones sold with what was checked and the warranty (parents buying a first phone for a child: parental controls set up at the counter); trade-ins feeding the stock; schools and colleges, offices' IT contacts and businesses with fleets of phones as referrers (insurers worded as something to check); search ads only when the budget carries them, judged by repairs booked`,
    `- Data protection and ${k.drRepairRules!.replace(/ \(.*\)$/, "")} worded as things to check, never as claims`,
  ];
  if (t.noAds) lines.push("- The founder won't pay for ads: no paid tactics");
  const math = deviceRepairMath(t);
  if (math) lines.push(`- The goal's arithmetic: ${math}`);
  return lines;
}
