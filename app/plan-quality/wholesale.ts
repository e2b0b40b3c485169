import type { PlanFormData } from "~/wizard/types";
import type { Currency } from "./money";
import { joinWords, numberFrom } from "./words";

/**
 * A producer whose goal is to be stocked by shops ("stocked in 25 delis and farm shops in the South
 * West by the end of August"): a small food or drink brand (hot sauce, chutney, gin, granola) selling
 * wholesale to independent retailers, not only to people at markets and online. What its plan needs:
 * the shops it wants, how many it has and wants, the trade and shelf prices and the shop's margin
 * between them, and what the founder said about distributors.
 * Pure: shared by the reading, the planner's tokens and the AI prompt.
 */
export type Wholesale = {
  /** The shops the founder wants to be stocked in, in their words: "delis and farm shops"; "independent shops" when unnamed. */
  shops: string;
  /** One of them: "deli or farm shop". */
  shop: string;
  /** How many stockists the goal names (25), when it does. */
  target: number | null;
  /** How many stock the product today (2), when the founder says. */
  now: number | null;
  /** The region the shops are in, as the goal or the area says it ("the South West"). */
  region: string | null;
  /** What a unit is sold as ("bottle", "jar"); "unit" when not said. */
  unit: string;
  /** Shelf (retail) and trade (wholesale) prices per unit, in the founder's currency, as numbers. */
  retail: number | null;
  trade: number | null;
  /** Units in a case, when the founder says ("in cases of six" → 6). */
  caseOf: number | null;
  /** The founder's sentence ruling out a distributor or wholesaler ("I can't afford a distributor's margin yet"). */
  noDistributor: string | null;
  /** The days the founder makes the product ("Mondays and Tuesdays"), kept free of outreach. */
  makingDays: string | null;
  /** It is food or drink (a deli's shelf), not other goods a maker sells to shops. */
  food: boolean;
};

/** The goal names being stocked by shops, stockists or wholesale accounts. */
const STOCKED =
  /\b(?:stocked (?:in|by|at)|stockists?|wholesale (?:accounts?|customers?|orders?|buyers?)|(?:retail|trade) accounts?|on (?:the )?shelves (?:of|in)|shops? (?:that |who )?stock(?:s|ing)? us|(?:carried|sold|listed) (?:in|by|at) (?:\d+|[a-z]+) (?:more |new |independent |local )*(?:delis|shops|stores|grocers|retailers|caf[eé]s)|(?:get|getting|be|go|going) (?:into|in|onto) (?:\d+|[a-z]+) (?:(?:more|new|independent|local|regional|specialty|speciality|natural|health food) )*(?:delis|delicatessens|farm shops|shops|stores|grocers|grocery stores|retailers|coffee shops|caf[eé]s|co-ops|bottle shops|supermarkets))\b/i;

/** Food and drink a small producer makes: what a deli, farm shop or grocer puts on its shelves. */
export const FOOD_AND_DRINK =
  /\b(?:hot sauces?|sauces?|chutneys?|relish(?:es)?|jams?|preserves?|marmalades?|pickles?|ferments?|kimchi|honey|granola|biscuits?|brownies|cakes?|chocolates?|crisps|snacks?|cheeses?|charcuterie|salami|oils?|vinegars?|spices?|rubs?|teas?|coffee|gin|vodka|rum|whisky|spirits|beers?|ales?|ciders?|wines?|kombucha|cordials?|juices?|sodas?|syrups?|condiments?|bread|pasta|pies|ice cream)\b/i;

/** Shops a producer sells into, most specific first. */
const SHOP_WORDS =
  /\b(?:delis|delicatessens|farm shops|independent shops|independents|fine food shops|food halls|grocers|greengrocers|bottle shops|off-licences|wine shops|cheese shops|butchers|bakeries|caf[eé]s|coffee shops|zero-waste shops|health food shops|gift shops|garden centres|garden centers|farm stores|specialty stores|specialty food stores|gourmet stores|retailers|shops|stores)\b/gi;

const NUMBER = "(\\d{1,4}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty)";

/** "delis" → "deli", "farm shops" → "farm shop", "delicatessens" → "delicatessen", "off-licences" → "off-licence". */
function one(plural: string): string {
  if (/ies$/.test(plural)) return plural.replace(/ies$/, "y");
  if (/(?:ch|sh|ss|x)es$/.test(plural)) return plural.replace(/es$/, "");
  return plural.replace(/s$/, "");
}

/** The shops the goal names, in order, each once ("delis and farm shops"). */
function shopsIn(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(SHOP_WORDS)) {
    const word = m[0].toLowerCase();
    // "shops" after "farm" was taken as "farm shops" already.
    if (!found.some((f) => f === word || f.endsWith(` ${word}`))) found.push(word);
  }
  // "Shops" or "stores" alone says nothing once a kind of shop is named.
  const named = found.filter((f) => !["shops", "stores", "retailers", "independents"].includes(f));
  return (named.length ? named : found).slice(0, 3);
}

/** A price in the founder's currency next to a word: "£6.50 retail", "wholesale £3.90", "RRP £6.50". */
function priceBeside(text: string, words: string): number | null {
  const amount = "(?:£|€|\\$|CA\\$|A\\$|KSh ?|₹)\\s?(\\d{1,4}(?:[.,]\\d{2})?)";
  const after = new RegExp(`${amount}\\s*(?:a |per |each |an? [a-z]+ )?(?:[a-z]+ )?(?:${words})\\b`, "i").exec(text);
  const before = new RegExp(`\\b(?:${words})(?: price)?(?: is| of| at|:)?\\s*${amount}`, "i").exec(text);
  const m = after ?? before;
  return m ? Number(m[1]!.replace(",", ".")) : null;
}

/** "…and have about 4 hours a week for everything else", "I make every batch myself on Mondays and Tuesdays" → "Mondays and Tuesdays". */
function makingDaysIn(text: string): string | null {
  const m = /\b(?:make|makes|cook|cooks|bake|bakes|brew|brews|produce|produces|bottle|bottles|roast|roasts)\b[^.;]{0,40}?\bon ((?:mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?)(?:(?:,| and| or) (?:mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?))*)\b/i.exec(text);
  if (!m) return null;
  return m[1]!.replace(/\b([a-z])/g, (c) => c.toUpperCase()).replace(/\bAnd\b/, "and").replace(/\bOr\b/, "or");
}

/**
 * The producer's wholesale goal, or null: the success metrics (or the goal's words) name being stocked
 * by shops, and the business makes something shops sell (food and drink, or physical goods it makes).
 */
export function readWholesale(a: PlanFormData, makesGoods: boolean): Wholesale | null {
  const goal = a.successMetrics;
  if (!STOCKED.test(goal)) return null;
  const about = `${a.productDescription} ${a.audiencePersona}`;
  if (!makesGoods && !FOOD_AND_DRINK.test(about)) return null;
  const shops = shopsIn(goal);
  const shopList = shops.length ? shops : shopsIn(about);
  const named = shopList.length ? shopList : ["independent shops"];
  const target = numberFrom(new RegExp(`\\b${NUMBER}\\s+(?:(?:new|more|independent|local|regional)\\s+)?(?:${named.map((s) => s.replace(/[-]/g, "\\-")).join("|")}|stockists|shops|stores|retailers|wholesale accounts)`, "i").exec(goal)?.[1]);
  const now =
    numberFrom(new RegExp(`\\(${NUMBER} (?:today|now|so far|at the moment)\\)|\\bfrom ${NUMBER}\\b(?! ?%)`, "i").exec(goal)?.slice(1).find(Boolean)) ??
    numberFrom(new RegExp(`\\b${NUMBER}\\s+(?:[a-z]+\\s+){0,2}(?:delis?|shops?|stockists|stores|cafés|cafes|retailers|grocers)(?:\\s+(?:in|around|across|near) [\\w' -]{1,30}?)?\\s+(?:already\\s+)?(?:stock|stocks|carry|carries|sell|sells) (?:us|it|our|them)`, "i").exec(about)?.[1]) ??
    null;
  const region =
    /\bin (the (?:south|north|east|west|south[- ]west|south[- ]east|north[- ]west|north[- ]east|midlands|lake district|peak district|highlands|cotswolds)(?: west| east)?)\b/i.exec(goal)?.[1] ??
    /\bin ((?:[A-Z][a-z]+(?: and | )?){1,3})(?= by\b| within\b| before\b|[,.(]|$)/.exec(goal)?.[1]?.trim() ??
    null;
  const unit = /\b(bottle|jar|bar|bag|pack|tin|can|box|pot|tub|loaf|pouch)\b/i.exec(a.productDescription)?.[1]?.toLowerCase() ?? "unit";
  const text = `${a.productDescription} ${a.audiencePersona} ${a.challenges}`;
  const trade = priceBeside(text, "wholesale|trade|to (?:shops|stores|stockists|retailers|delis|caf[eé]s|grocers)(?: at)?|trade price|wholesale price");
  // "A 12 oz bag sells for $9" with no word for retail: the first other price the founder gives.
  const retail =
    priceBeside(text, "retail|rrp|in shops|on the shelf|shelf price") ??
    [...a.productDescription.matchAll(/(?:£|€|\$|CA\$|A\$|KSh ?|₹)\s?(\d{1,4}(?:[.,]\d{2})?)/g)].map((m) => Number(m[1]!.replace(",", "."))).find((n) => n !== trade) ??
    null;
  const caseOf = numberFrom(new RegExp(`\\bcases? of ${NUMBER}\\b`, "i").exec(text)?.[1]);
  const distributor = `${a.challenges} ${a.productDescription}`
    .split(/(?<=[.!?])\s+/)
    .find((s) => /\b(?:distributors?|wholesalers?)\b/i.test(s) && /\b(?:can't|cannot|can not|won't|don't|not|no|too)\b/i.test(s));
  return {
    shops: joinWords(named),
    shop: named.map(one).join(" or "),
    target,
    now,
    region: region ? region.replace(/^The /, "the ") : null,
    unit,
    retail,
    trade,
    caseOf,
    noDistributor: distributor ? distributor.trim().replace(/[.!]+$/, "") : null,
    makingDays: makingDaysIn(text),
    food: FOOD_AND_DRINK.test(about),
  };
}

/** A sum in the founder's own currency, to the penny: "£3.90", "€12.50". */
function exact(amount: number, currency: Currency): string {
  const pennies = Math.abs(amount - Math.round(amount)) > 0.001;
  return `${currency.prefix}${pennies ? amount.toFixed(2) : amount.toFixed(0)}`;
}

/** Most independent food shops look for about a third of the shelf price or more as their margin. */
const USUAL_MARGIN_LOW = 30;
const USUAL_MARGIN_HIGH = 40;

/** The shop's margin between the trade and the shelf price: "£2.60 a bottle, 40% of the £6.50 shelf price". */
export function marginNote(w: Wholesale, currency: Currency): string {
  if (w.retail === null || w.trade === null || w.retail <= w.trade) {
    return `Most ${w.shops} look for a margin of ${USUAL_MARGIN_LOW}-${USUAL_MARGIN_HIGH}% of the shelf price: set your trade price so that theirs is at least a third, and put both prices on the price list.`;
  }
  const margin = w.retail - w.trade;
  const share = Math.round((100 * margin) / w.retail);
  const verdict =
    share >= USUAL_MARGIN_LOW
      ? `within the ${USUAL_MARGIN_LOW}-${USUAL_MARGIN_HIGH}% most ${w.shops} look for, so say it on the price list`
      : `below the ${USUAL_MARGIN_LOW}-${USUAL_MARGIN_HIGH}% most ${w.shops} look for, so expect buyers to ask for a lower trade price or a higher shelf price`;
  const perCase = w.caseOf ? `; a case of ${w.caseOf} costs them ${exact(w.trade * w.caseOf, currency)} and earns them ${exact(margin * w.caseOf, currency)}` : "";
  return `At ${exact(w.trade, currency)} trade and ${exact(w.retail, currency)} on the shelf, a ${w.shop} keeps ${exact(margin, currency)} a ${w.unit}, ${share}% of the shelf price, ${verdict}${perCase}.`;
}

/** From the stockists they have to the goal in the weeks there are, and the outreach it takes. */
export function paceNote(w: Wholesale, weeks: number): string {
  const target = w.target;
  if (target === null) {
    return `Count new ${w.shops} a week: with one buyer in four ordering after a sample and a follow-up, four samples a week bring about one new stockist a week.`;
  }
  const have = w.now ?? 0;
  const needed = Math.max(0, target - have);
  const perWeek = needed / Math.max(1, weeks);
  const every = perWeek >= 1 ? `about ${Math.ceil(perWeek * 10) / 10} a week` : `about one every ${Math.round((1 / perWeek) * 2) / 2 === 1 ? "week" : `${Math.round((1 / perWeek) * 2) / 2} weeks`}`;
  const samples = Math.max(2, Math.ceil(perWeek * 4));
  return `From ${have} stockists to ${target} in ${weeks} weeks is ${needed} new ${w.shops}, ${every}. Assumption: about one buyer in four orders after a sample and a follow-up, so plan on ${samples} samples a week (about ${needed * 4} buyers in all) and count orders every week.`;
}

/** How many shops to list: four for every stockist still to win (one buyer in four orders), 60 at least, in tens. */
export function buyersToList(w: Wholesale): number {
  const needed = w.target !== null ? Math.max(0, w.target - (w.now ?? 0)) : 15;
  return Math.max(60, Math.ceil((needed * 4) / 10) * 10);
}

/** The regional food group and its awards for a region the goal names; a general phrase otherwise. */
export function foodGroupOf(w: Wholesale | null, place: string): string {
  const where = `${w?.region ?? ""} ${place}`.toLowerCase();
  if (/south[- ]west|bristol|somerset|devon|cornwall|dorset|wiltshire|gloucestershire/.test(where)) return "Taste of the West (the South West's food and drink group)";
  if (/yorkshire|leeds|sheffield|york\b/.test(where)) return "Deliciouslyorkshire (Yorkshire's food and drink group)";
  if (/scotland|edinburgh|glasgow/.test(where)) return "Scotland Food & Drink and its regional groups";
  return "your regional food and drink group";
}

/** {stockists} {stockist} {tradePrice} {shelfPrice} {unit} {caseOf} {margin} {shopMargin} {workDays} {callIn} {stockistPace} {foodGroup} {region}: a wholesale plan's facts. */
export function wholesaleTokens(w: Wholesale | null, currency: Currency, weeks: number, place: string, afterHoursOnly = false): Record<string, string> {
  if (!w) return {};
  return {
    stockists: w.shops,
    stockist: w.shop,
    tradePrice: w.trade !== null ? exact(w.trade, currency) : "{{your trade price}}",
    shelfPrice: w.retail !== null ? exact(w.retail, currency) : "{{the shelf price}}",
    unit: w.unit,
    caseOf: w.caseOf ? `a case of ${w.caseOf}` : "one case",
    margin: marginNote(w, currency),
    shopMargin:
      w.retail !== null && w.trade !== null && w.retail > w.trade
        ? `${exact(w.retail - w.trade, currency)} a ${w.unit} (${Math.round((100 * (w.retail - w.trade)) / w.retail)}% of the shelf price)`
        : "{{your margin}} of the shelf price",
    stockistPace: paceNote(w, weeks),
    buyerCount: String(buyersToList(w)),
    foodGroup: foodGroupOf(w, place),
    region: w.region ?? place ?? "your region",
    workDays: w.makingDays ? `on a day you are not making (not ${w.makingDays})` : "on your selling day",
    // A founder with a day job calls in when shops open on a Saturday, early before the rush, and posts the rest.
    callIn: afterHoursOnly
      ? "the best time to call in when you are free (early on a Saturday, before the rush; post a sample to the rest)"
      : "the quietest time to call in (mid-morning on a weekday, never a Saturday)",
  };
}
