import type { PlanFormData } from "~/wizard/types";
import { formatCount, joinWords, numberFrom } from "./words";

/**
 * A mobile food vendor: a food truck, a food cart, a street-food stall or a coffee cart. It has no shop:
 * it parks somewhere different on different days (breweries, office parks, markets, a cart pod), so its
 * customers need to know where it is this week, and it often caters private events, which is a business of
 * its own (a quote, a package, a deposit, a date). Read from the founder's words whatever product type the
 * form says: "a food truck selling bao buns" is a food truck even when the form says e-commerce. Pure.
 */
export type MobileFood = {
  /** The founder's word for it: "food truck", "food cart", "street-food stall", "coffee cart". */
  word: string;
  /** What it sells, in the founder's words: "bao buns". */
  food: string | null;
  /** Where it parks, in the founder's words: "breweries", "office parks", "markets". */
  spots: string[];
  /** The founder names catering or private events: a line of business of its own. */
  catering: boolean;
  /** The goal is catering bookings: "10 catering bookings a month" → 10 a month. */
  cateringGoal: number | null;
  /** The goal is about catering or events rather than the truck's daily sales. */
  cateringGoalSaid: boolean;
  /** The price a head for catering, when said: "$16 a head" → 16. */
  perHead: number | null;
  /** A typical catered event's guests, when said: "40-60 guests" → 50. */
  guests: number | null;
  /** The city, from the place: "Portland, Oregon" → "Portland". */
  city: string | null;
  /** The licensing body to check with, when the place is one we know; otherwise a description. */
  licensing: string;
};

const WORDS: [RegExp, string][] = [
  [/\bfood[- ]?trucks?\b|\b(?:taco|pizza|burger|coffee|bao|dumpling|noodle|ice[- ]cream) trucks?\b/, "food truck"],
  [/\bcoffee (?:carts?|vans?|bikes?|trucks?)\b|\bespresso (?:carts?|vans?|bikes?)\b/, "coffee cart"],
  [/\bfood[- ]?carts?\b|\b(?:taco|hot ?dog|crepe|crêpe|noodle|dumpling) carts?\b/, "food cart"],
  [/\bstreet[- ]food (?:stalls?|stands?|vans?|trailers?|business)\b|\bfood (?:stalls?|trailers?|vans?)\b/, "street-food stall"],
];

/** The kind of mobile vendor the pitch names, or null. */
export function mobileFoodWordOf(pitch: string): string | null {
  const lower = pitch.toLowerCase();
  // "An app that finds food trucks" or "software for food trucks" is not a truck.
  if (/\b(?:app|software|platform|marketplace|directory|tool|saas|pos)\b[^.]{0,40}\bfor\b[^.]{0,20}\b(?:food[- ]?trucks?|food[- ]?carts?)\b|\bfinds? (?:food[- ]?trucks?|food[- ]?carts?)\b/.test(lower)) return null;
  // What the business is comes first: "A food truck selling bao buns, …", not "a craft fair with 60 makers: … food stalls".
  const first = lower.split(/[:;,(—–]/)[0] ?? "";
  for (const [re, word] of WORDS) if (re.test(first)) return word;
  return null;
}

const SPOTS: [RegExp, string][] = [
  [/\bbrewer(?:y|ies)\b|\btaprooms?\b|\bbrewpubs?\b/, "breweries"],
  [/\boffice (?:parks?|campus(?:es)?|buildings?)\b|\bbusiness parks?\b|\boffices\b/, "office parks"],
  [/\bfarmers'? markets?\b|\bmarkets?\b/, "markets"],
  [/\b(?:food )?(?:cart|truck) pods?\b/, "cart pods"],
  [/\bfestivals?\b/, "festivals"],
  [/\bwiner(?:y|ies)\b/, "wineries"],
];


/** "10 catering bookings a month" → 10; "ten private events a month" → 10. */
function cateringGoalIn(metrics: string): number | null {
  const m = /\b(\d{1,3}|[a-z]+)\s+(?:(?:catering|private|corporate|event|wedding)\s+)+(?:bookings?|jobs?|events?|orders?|gigs?)\b/i.exec(metrics)
    ?? /\b(\d{1,3}|[a-z]+)\s+(?:bookings?|jobs?|events?|gigs?)\s+(?:catered|for catering)\b/i.exec(metrics);
  if (!m?.[1]) return null;
  return numberFrom(m[1]);
}

/** "a food truck selling bao buns in Portland" → "bao buns". */
function foodIn(pitch: string): string | null {
  const m = /\b(?:selling|serving|making|that sells|that serves|with)\s+((?:[\p{L}'’-]+\s){0,3}?[\p{L}'’-]+?)(?=\s+(?:in|at|on|around|across|to|for|from)\b|[,.;]|$)/iu.exec(pitch);
  return m?.[1] ? m[1].replace(/^(?:the|our|fresh|homemade)\s+/i, "") : null;
}

/** "$16 a head", "$16 per person" → 16. */
function perHeadIn(text: string): number | null {
  const m = /[$£€]\s?(\d{1,3}(?:\.\d{1,2})?)\s*(?:a|per|\/)\s*(?:head|person|guest)\b/i.exec(text);
  return m?.[1] ? Number(m[1]) : null;
}

/** "events of 40-60 guests", "usually 50 people" → 50. */
function guestsIn(text: string): number | null {
  const m = /\b(\d{2,3})\s?(?:-|–|to)\s?(\d{2,3})\s+(?:guests|people|attendees)\b/i.exec(text);
  if (m?.[1] && m[2]) return Math.round((Number(m[1]) + Number(m[2])) / 2);
  const one = /\b(?:about|around|usually|typically|for) (\d{2,3})\s+(?:guests|people|attendees)\b/i.exec(text);
  return one?.[1] ? Number(one[1]) : null;
}

/** Who licenses a mobile food unit where the founder is, when we know it; a description otherwise. */
function licensingFor(place: string): string {
  if (/\bportland\b/i.test(place) && !/\bmaine\b|\bME\b/.test(place)) return "Multnomah County Environmental Health";
  return "your county or city health department";
}

export function readMobileFood(a: PlanFormData, pitch: string, place: string): MobileFood | null {
  const word = mobileFoodWordOf(pitch);
  if (!word) return null;
  if (["developer", "b2b-smb", "b2b-enterprise"].includes(a.audienceType)) return null;
  const all = `${a.productDescription} ${a.audiencePersona}`.toLowerCase();
  const cateringSaid = /\bcater(?:s|ing|ed)?\b|\bprivate (?:events?|parties)\b|\bweddings?\b|\bcorporate (?:events?|lunch(?:es)?)\b/;
  const city = place.split(",")[0]?.trim() || null;
  return {
    word,
    food: foodIn(pitch),
    spots: SPOTS.filter(([re]) => re.test(a.productDescription.toLowerCase())).map(([, s]) => s),
    catering: cateringSaid.test(`${all} ${a.successMetrics.toLowerCase()}`),
    cateringGoal: cateringGoalIn(a.successMetrics),
    cateringGoalSaid: cateringSaid.test(a.successMetrics.toLowerCase()),
    perHead: perHeadIn(`${a.productDescription} ${a.challenges}`),
    guests: guestsIn(`${a.productDescription} ${a.audiencePersona} ${a.challenges}`),
    city,
    licensing: licensingFor(place),
  };
}

/** A typical private event and price per head, for the arithmetic: figures to replace with the founder's own. */
export const EVENT_GUESTS = 50;
export const PER_HEAD = 18;

/**
 * The catering goal in numbers: bookings a month × a typical event × a price per head, and how many asks a
 * month that takes. The event size and the price are stated as assumptions to replace.
 */
export function cateringMath(m: MobileFood, prefix = "$"): string | null {
  if (!m.cateringGoal) return null;
  const guests = m.guests ?? EVENT_GUESTS;
  const head = m.perHead ?? PER_HEAD;
  const monthly = Math.round(m.cateringGoal * guests * head);
  const quotes = m.cateringGoal * 3;
  const assumed = m.guests === null && m.perHead === null ? " (assumptions: put in your own event size and price)" : m.guests === null ? " (the event size is an assumption: put in your own)" : m.perHead === null ? " (the price is an assumption: put in your own)" : ", as you said,";
  return `${m.cateringGoal} catering bookings a month at a typical ${guests} guests and ${prefix}${head} a head${assumed} is about ${prefix}${formatCount(monthly)} a month in catering, on top of the truck's own days. If about one quote in three turns into a booking (another assumption to check against your own), that takes about ${quotes} quote requests a month, or ${Math.ceil(quotes / 4)} a week, from office managers, event planners and the people who eat at the truck.`;
}

/** The permit step of the weekly schedule: what to tell the licensing body when the spots change. */
function licensingNote(m: MobileFood | null): string {
  if (m?.licensing === "Multnomah County Environmental Health") {
    return "Check your spots with Multnomah County Environmental Health, which licenses food carts and trucks in the county and asks to be told when a unit's location or route changes; ask the City of Portland (Bureau of Development Services) whether vending on each private lot needs its approval, and get each property owner's permission in writing.";
  }
  return `Check with ${m?.licensing ?? "your county or city health department"} whether it needs to know your spots and when they change, whether each spot needs a permit from the city, and get each property owner's permission in writing.`;
}

/**
 * {truckWord} {truckFood} {truckSpots} {truckCity} {truckLicensing} {truckLicensingNote} {truckCateringCheck} {cateringMath} {cateringGoal} {perHead}
 * {eventGuests}: a mobile food vendor and its catering line; slots where the answers do not give the figure.
 */
export function mobileFoodTokens(m: MobileFood | null, prefix = "$"): Record<string, string> {
  return {
    truckWord: m?.word ?? "food truck",
    truckFood: m?.food ?? "{{what you sell}}",
    truckSpots: m?.spots.length ? joinWords(m.spots) : "breweries, office parks and markets",
    truckCity: m?.city ?? "{{your city}}",
    truckLicensing: m?.licensing ?? "your county or city health department",
    cateringMath:
      (m && cateringMath(m, prefix)) ??
      `Multiply the catering bookings you want a month by a typical event's guests and your price per head: that is the catering income to aim for, and about three quote requests for each booking is the number of asks it takes.`,
    truckLicensingNote: licensingNote(m),
    truckCateringCheck: `Before you sell the first package, check with ${m?.licensing ?? "your county or city health department"} what your licence covers away from your usual spots (a private party, trays prepared at your commissary and dropped off), and ask your insurer whether your liability cover includes private events: venues and office parks often ask for a certificate of insurance.`,
    cateringGoal: m?.cateringGoal ? `${m.cateringGoal} catering bookings a month` : "{{catering bookings a month}}",
    perHead: `${prefix}${m?.perHead ?? PER_HEAD}`,
    perHeadNote: m?.perHead
      ? ` (you charge about ${prefix}${m.perHead} a head today: keep the drop-off near it and price the truck and the full party above it)`
      : `; the plan's arithmetic assumes about ${prefix}${PER_HEAD} a head until you put in yours`,
    eventGuests: String(m?.guests ?? EVENT_GUESTS),
  };
}

// ─── What the checker asks of a mobile food vendor's plan ────────────────────────────────────────

/** Words of a shop customers walk into or drive to: a truck has a serving window, not a till or a shop front. */
const SHOP_PREMISES =
  /\b(?:by|at|near|beside) the till\b|\btills?\b(?= (?:card|sign|point))|\bshop (?:window|front)\b|\bstorefront\b|\bin[- ]store\b|\bwalk-?ins?\b|\bcome in(?:side)?\b|\bpop in\b|\b(?:within|a) (?:a )?short (?:drive|walk) (?:of|from) the (?:shop|store)\b|\baround the shop\b|\b(?:pavement|sidewalk) chalkboard\b|\bA-board\b|\b(?:the|our|your) shop\b(?! (?:online|page))/i;

/**
 * A tactic written for a shop (a till, a shop window, ads "within a short drive of the shop") for a
 * food truck or cart, which parks somewhere else tomorrow. `text` is the tactic without the founder's words.
 */
export function mobileFoodTacticFinding(text: string, m: MobileFood | null, product: string): string | null {
  if (!m) return null;
  const hit = SHOP_PREMISES.exec(text);
  return hit ? `"${hit[0]}" is written for a shop, and ${product || "your business"} is a ${m.word}: it has no till, shop window or premises to drive to; say where it parks this week instead.` : null;
}

/** Telling customers where the truck is: a schedule, this week's spots, today's location. */
const WHERE_THIS_WEEK = /\bschedule\b|\bthis week's (?:spots?|locations?)\b|\bwhere (?:we|you|the (?:truck|cart)) (?:park|are|is)\b|\btoday's (?:spot|location)\b|\bfind the (?:truck|cart)\b/i;
/** Working on catering: packages, a price per head, a quote, the people who book food. */
const CATERING_WORK = /\bcater(?:ing|s|ed)?\b[^.]{0,80}\b(?:packages?|per head|a head|quotes?|office managers?|event planners?)\b|\b(?:packages?|per head|a head|quotes?|office managers?|event planners?)\b[^.]{0,80}\bcater(?:ing|s|ed)?\b/i;

/**
 * Plan-level gaps for a food truck: nothing tells customers where it parks this week; and, when the
 * goal is catering, nothing works on catering as a line of its own. `texts` are the tactics' texts.
 */
export function mobileFoodPlanGaps(texts: string[], m: MobileFood | null, metrics: string): { reason: string; note: string }[] {
  if (!m) return [];
  const out: { reason: string; note: string }[] = [];
  if (!texts.some((t) => WHERE_THIS_WEEK.test(t))) {
    out.push({
      reason: `No tactic tells customers where the ${m.word} parks this week (a schedule posted at the same time every week on Instagram and the Google Business Profile): a ${m.word} without one is hard to find.`,
      note: "Leaves out where the truck is this week",
    });
  }
  if (m.cateringGoalSaid && !texts.some((t) => CATERING_WORK.test(t))) {
    out.push({
      reason: `Your goal is "${metrics.slice(0, 120)}", and no tactic sells catering as a line of its own (packages with a price per head, a quote form, office managers and event planners asked directly).`,
      note: "Leaves your catering goal out",
    });
  }
  return out;
}
