import type { PlanFormData } from "~/wizard/types";
import { MONTHS } from "./stays";
import { formatCount, joinWords, numberFrom, numberWord } from "./words";

/**
 * A sit-down restaurant (a bistro, a trattoria or osteria, a brasserie, a gastropub, a café-restaurant, a wine
 * bar serving meals) filling its quiet nights. Its diners are locals who eat out once or twice a week and
 * book where they trust, groups with something to celebrate, office teams, and visitors sent by their
 * hotel; it sells covers on the nights that need them. Discount vouchers bring one-time bargain hunters,
 * and delivery apps take a large commission on food that may not travel, so its plan is a reason to come
 * on the quiet nights that is not a discount, sold first to the people who already love the place. Pure.
 */
export type Restaurant = {
  /** What the founder calls it: "restaurant", "bistro", "trattoria", "osteria", "brasserie", "wine bar". */
  word: string;
  /** The cooking, when said: "Italian", "Thai", "French"; null otherwise. */
  cuisine: string | null;
  /** The town or city, when the first sentence says ("in Stockbridge, Edinburgh" → "Edinburgh"). */
  city: string | null;
  /** The neighbourhood before the city ("Stockbridge"), when said. */
  hood: string | null;
  /** Seats in the room: "a 40-seat family Italian" → 40. */
  seats: number | null;
  /** The nights the founder says are quiet, in week order: "Monday to Wednesday we serve 15 covers" → Monday, Tuesday, Wednesday. */
  quietNights: string[];
  /** Covers on those nights today, and the goal's covers: "15 covers" → 15; "40 covers on Monday to Wednesday nights" → 40. */
  coversNow: number | null;
  coversGoal: number | null;
  /** The month the goal names ("by the end of March") → "March". */
  byMonth: string | null;
  /** What the kitchen is known for, in the founder's words: "fresh pasta made every morning". */
  signature: string | null;
  /** The mains' price ("mains around £18") and the set lunch's ("a set lunch at £16"), when said. */
  mainPrice: string | null;
  setLunch: string | null;
  /** A private room and its seats ("a small private room for 14"), when said. */
  privateRoom: number | null;
  /** The booking system the founder names (OpenTable, ResDiary, SevenRooms, TheFork, Resy, Tock), or null. */
  booking: string | null;
  /** Fresh pasta is what it is known for (an Italian kitchen, or pasta named): its quiet night is a pasta night. */
  pasta: boolean;
  /** The founder calls it a family restaurant ("a 40-seat family Italian"). */
  family: boolean;
  /** The founder rules delivery apps out ("Deliveroo takes 30% and our dishes travel badly"). */
  deliveryOut: boolean;
  /** A deal site or discount voucher brought people who did not come back ("Groupon brought people who never came back"). */
  dealSiteFailed: boolean;
};

const WORDS: [RegExp, string][] = [
  [/\bcaf[eé][- ]restaurants?\b/, "café-restaurant"],
  [/\btrattorias?\b/, "trattoria"],
  [/\bosterias?\b/, "osteria"],
  [/\bbrasseries?\b/, "brasserie"],
  [/\bbistros?\b/, "bistro"],
  [/\bgastro ?pubs?\b/, "gastropub"],
  [/\bpizzerias?\b/, "pizzeria"],
  [/\btavernas?\b/, "taverna"],
  [/\brestaurants?\b/, "restaurant"],
  [/\bwine bars?\b/, "wine bar"],
];

/** Words that make the product something for restaurants (their software, their books, a delivery app), not one. */
const FOR_THEM =
  /\b(?:apps?|platform|software|saas|tool|system|pos|marketplace|directory|plugin|agency|consultancy|firm|bookkeeping|accountants?|supplier|wholesaler|delivery|food truck|van|cart|brewery|winery|distillery|taproom)\b[^.]{0,40}$/;

const CUISINES = ["Italian", "French", "Spanish", "Greek", "Turkish", "Lebanese", "Indian", "Nepalese", "Thai", "Vietnamese", "Chinese", "Japanese", "Korean", "Mexican", "Peruvian", "Portuguese", "Scottish", "British", "Irish", "Georgian", "Ethiopian", "Persian", "Sri Lankan", "Malaysian"];
const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
const BOOKING_SYSTEMS = ["OpenTable", "ResDiary", "SevenRooms", "TheFork", "Resy", "Tock", "Quandoo", "Tablein", "DesignMyNight"];

/** The first sentence names a sit-down restaurant that is the business itself; a wine bar counts when it serves meals. */
export function restaurantWordOf(pitch: string, description = pitch): string | null {
  const lower = pitch.toLowerCase();
  for (const [re, word] of WORDS) {
    const m = re.exec(lower);
    if (!m) continue;
    const before = lower.slice(0, m.index);
    if (FOR_THEM.test(before)) return null;
    if (/\b(?:for|at|near|between|to|from|with|of|like|in|into|supplying|serving) (?:[a-z'-]+ ){0,3}$/.test(before)) return null;
    // "A wine bar" is a restaurant here only when it serves meals.
    if (word === "wine bar" && !/\b(?:food|meals?|dishes|menu|kitchen|small plates|dinner|lunch|supper)\b/i.test(description)) return null;
    return word;
  }
  return null;
}

function daysBetween(from: string, to: string): string[] {
  const i = DAYS.indexOf(from);
  const j = DAYS.indexOf(to);
  return i >= 0 && j > i ? DAYS.slice(i, j + 1) : [from];
}

/** "Monday to Wednesday", "Mondays and Tuesdays", "Tuesday, Wednesday" → the days, in week order. */
export function daysIn(text: string): string[] {
  const range = new RegExp(`\\b(${DAYS.join("|")})s? (?:to|through|till|until|-|–) (${DAYS.join("|")})s?\\b`, "i").exec(text);
  if (range) return daysBetween(upper(range[1]!), upper(range[2]!));
  return DAYS.filter((d) => new RegExp(`\\b${d}s?\\b`, "i").test(text));
}

function upper(day: string): string {
  return day.charAt(0).toUpperCase() + day.slice(1).toLowerCase();
}

/**
 * "A 40-seat family Italian restaurant in Stockbridge, Edinburgh, with fresh pasta made every morning…",
 * "Fridays and Saturdays are full but Monday to Wednesday we serve 15 covers", "40 covers on Monday to
 * Wednesday nights by the end of March": the restaurant and what its plan needs. Null for anything else.
 */
export function readRestaurant(a: PlanFormData, pitch: string): Restaurant | null {
  const word = restaurantWordOf(pitch, a.productDescription);
  if (!word) return null;
  if (["developer", "b2b-smb", "b2b-enterprise"].includes(a.audienceType)) return null;
  const said = `${a.challenges} ${a.productDescription}`;
  // The clause that names the quiet nights: "Monday to Wednesday we serve 15 covers", "Tuesdays are dead".
  const quietClause = said
    .split(/(?<=[.;!?])\s+|,\s*|\bbut\b/)
    .find((c) => /\b(?:quiet|slow|dead|empty|only|just|half[- ]empty)\b|\b\d{1,3} covers\b/i.test(c) && daysIn(c).length && !/\b(?:full|busy|packed|booked out)\b/i.test(c));
  const quietNights = quietClause ? daysIn(quietClause) : [];
  const coversNow = quietClause ? Number(/\b(\d{1,3}) covers\b/i.exec(quietClause)?.[1] ?? NaN) : NaN;
  const coversGoal = Number(/\b(\d{1,3}) covers\b/i.exec(a.successMetrics)?.[1] ?? NaN);
  const month = new RegExp(`\\b(?:by|before|until|end of)\\s+(?:the\\s+end\\s+of\\s+)?(${MONTHS.join("|")})\\b`, "i").exec(a.successMetrics);
  const place = /\bin ([A-Z][\w'-]+(?: [A-Z][\w'-]+)?)(?:,\s*([A-Z][\w'-]+(?: [A-Z][\w'-]+)?))?/.exec(pitch);
  const seats = /\b(\d{2,3}|[a-z]+)[- ](?:seat|seater|cover)\b/i.exec(pitch);
  const cuisine = CUISINES.find((c) => new RegExp(`\\b${c}\\b`).test(pitch)) ?? null;
  const signature = /\bwith ((?:fresh|hand-?made|home-?made|wood-?fired|our own)[^,.;]{3,60}?)(?:,| and a | and mains|\.|$)/i.exec(a.productDescription)?.[1] ?? null;
  const main = /\bmains? (?:around|about|from|at|of|for)? ?([£$€]\s?\d{1,3}(?:\.\d{2})?)/i.exec(a.productDescription);
  const lunch = /\bset lunch(?: menu)?(?: at| for| of|:)? ?([£$€]\s?\d{1,3}(?:\.\d{2})?)/i.exec(a.productDescription);
  const room = /\bprivate (?:dining )?room (?:for|seating|that seats) (\d{1,3})\b|\b(\d{1,3})[- ]seat private (?:dining )?room\b/i.exec(a.productDescription);
  return {
    word,
    cuisine,
    city: place?.[2] ?? place?.[1] ?? null,
    hood: place?.[2] ? place[1]! : null,
    seats: seats ? numberFrom(seats[1]!) : null,
    quietNights,
    coversNow: Number.isFinite(coversNow) ? coversNow : null,
    coversGoal: Number.isFinite(coversGoal) ? coversGoal : null,
    byMonth: month?.[1] ? MONTHS.find((m) => m.toLowerCase() === month[1]!.toLowerCase())! : null,
    signature,
    mainPrice: main?.[1]?.replace(/\s/, "") ?? null,
    setLunch: lunch?.[1]?.replace(/\s/, "") ?? null,
    privateRoom: room ? Number(room[1] ?? room[2]) : null,
    booking: BOOKING_SYSTEMS.find((b) => new RegExp(`\\b${b}\\b`, "i").test(`${a.productDescription} ${a.audiencePersona} ${a.challenges}`)) ?? null,
    pasta: /\bpasta\b/i.test(a.productDescription) || cuisine === "Italian",
    family: /\bfamily\b/i.test(pitch),
    deliveryOut: /\b(?:deliveroo|uber ?eats|just ?eat|doordash|grubhub|delivery apps?|delivery)\b[^.]*\b(?:takes?|charges?|commission|travel|never|not|no|won't|too)\b/i.test(a.challenges),
    dealSiteFailed: /\b(?:groupon|deal sites?|discount (?:sites?|vouchers?)|wowcher|voucher sites?|2[- ]for[- ]1|two[- ]for[- ]one)\b/i.test(a.challenges),
  };
}

/** "Monday to Wednesday nights", "Tuesday nights", "your quiet nights". */
export function quietNightsPhrase(r: Restaurant | null): string {
  const q = r?.quietNights ?? [];
  if (!q.length) return "your quiet nights";
  if (q.length >= 3 && DAYS.indexOf(q[q.length - 1]!) - DAYS.indexOf(q[0]!) === q.length - 1) return `${q[0]} to ${q[q.length - 1]} nights`;
  return `${joinWords(q)} nights`;
}

/** The goal's arithmetic: from today's covers on the quiet nights to the goal's, and what that is worth at the mains' price. */
export function restaurantMath(r: Restaurant | null): string {
  const nights = quietNightsPhrase(r);
  const count = r?.quietNights.length || 3;
  const by = r?.byMonth ? `the end of ${r.byMonth}` : "the end of the quarter";
  if (!r?.coversNow || !r.coversGoal || r.coversGoal <= r.coversNow) {
    return `Count covers per night every week on ${nights}, against the goal for ${by}. They come from four places: a reason to come on those nights that is not a discount, told to the guests who already love you; groups and private dining booked onto them; visitors sent by hotels; and a story in the local food pages. Assumption: put your own numbers in after the first fortnight.`;
  }
  const gap = r.coversGoal - r.coversNow;
  const week = gap * count;
  const money = r.mainPrice ? ` At ${r.mainPrice} a main, that is at least ${r.mainPrice.charAt(0)}${formatCount(week * Number(r.mainPrice.replace(/[^\d.]/g, "")))} more a week before starters, wine and dessert.` : "";
  const full = r.seats && r.coversGoal >= r.seats ? ` With ${r.seats} seats, ${r.coversGoal} covers is a full room, or half of it turned twice.` : "";
  return `From about ${r.coversNow} to ${r.coversGoal} covers a night, ${nights.replace(/ nights$/, "")}, is ${gap} more a night, about ${week} more a week, by ${by}.${money}${full} They come from four places: a weekly reason to come that is not a discount (one table of eight is eight covers), groups and private dining booked onto those nights, visitors sent by hotel concierges, and a story in the local food pages. Assumption: both numbers are per night; if ${r.coversGoal} is the ${numberWord(count)} nights together, the gap is ${r.coversGoal - r.coversNow} a week. Count covers per night every week and put your own numbers in.`;
}

/**
 * {rstWord} {rstCuisine} {rstCity} {rstHood} {rstQuiet} {rstQuietOne} {rstQuietTwo} {rstBy} {rstMath} {rstSignature} {rstMain}
 * {rstNight} {rstDishes} {rstKind} {rstMorning} {rstClass} {rstClassTitle} {rstTeam} {rstSetLunch} {rstLunchPrice} {rstPrivate} {rstBooking} {rstBookingList} {rstGoal} {rstNow}: a sit-down restaurant's plan; slots where the answers do not say.
 */
export function restaurantTokens(r: Restaurant | null, place: string): Record<string, string> {
  const city = r?.city ?? (place.split(/,| and /).pop()!.trim() || "your town");
  const q = r?.quietNights ?? [];
  return {
    rstWord: r?.word ?? "restaurant",
    rstCuisine: r?.cuisine ? `${r.cuisine} ` : "",
    rstCity: city,
    rstHood: r?.hood ?? city,
    rstQuiet: quietNightsPhrase(r),
    rstQuietOne: q[0] ?? "{{your quietest night}}",
    rstQuietTwo: q[1] ?? q[0] ?? "{{another quiet night}}",
    rstBy: r?.byMonth ? `the end of ${r.byMonth}` : "the end of the quarter",
    rstMath: restaurantMath(r),
    rstSignature: r?.signature ?? "{{what your kitchen is known for}}",
    rstMain: r?.mainPrice ? `mains around ${r.mainPrice}` : "{{your prices}}",
    rstSetLunch: r?.setLunch ? `the ${r.setLunch} set lunch` : "the set lunch",
    rstNight: r?.pasta === false ? "chef's night" : "pasta night",
    rstDishes: r?.pasta === false ? "dishes" : "pastas",
    rstKind: `${r?.family ? "family " : ""}${r?.cuisine ? `${r.cuisine} ` : ""}${r?.word ?? "restaurant"}`,
    rstMorning: r?.pasta === false ? "Every day {{who cooks}} makes everything from scratch" : "Every morning {{who makes it}} rolls the pasta by hand",
    rstClass: r?.pasta === false ? "cookery class" : "fresh-pasta class",
    rstClassTitle: r?.pasta === false ? "Cook with {{chef's name}}" : "Fresh pasta with {{chef's name}}",
    rstTeam: r?.family ? "the family" : "the team",
    rstLunchPrice: r?.setLunch ?? "{{set lunch price}}",
    rstPrivate: r?.privateRoom ? `the private room for ${r.privateRoom}` : "a long table for groups",
    rstBooking: r?.booking ?? "your booking system",
    rstBookingList: r?.booking ? `${r.booking} and your own booking page` : "your booking system",
    rstGoal: r?.coversGoal ? `${r.coversGoal} covers a night` : "{{your covers goal}}",
    rstNow: r?.coversNow ? `${r.coversNow} covers` : "{{covers today}}",
  };
}

/** The goal line of a restaurant's strategy, whatever goal the form says. */
export const RESTAURANT_STRATEGY =
  "filling {rstQuiet} ({rstNow} today, {rstGoal} by {rstBy}): a reason to come on those nights that is not a discount, told first to the guests who already love you through the booking list, the Google profile and answered reviews, then groups, office teams and hotel guests booked onto those nights, and a story for the local food pages";
export const RESTAURANT_FOCUS = "Covers on {rstQuiet}: from {rstNow} to {rstGoal} by {rstBy}, counted per night every week";

/** "Osteria Nonna Lina is a 40-seat Italian osteria in Stockbridge, Edinburgh, for …: full at the weekend, it needs …" */
export function restaurantWhat(r: Restaurant, product: string, audience: string, where: string): string {
  const at = r.hood && r.city ? `in ${r.hood}, ${r.city}` : r.city ? `in ${r.city}` : where;
  return `${product} is a ${r.seats ? `${r.seats}-seat ` : ""}${r.cuisine ? `${r.cuisine} ` : ""}${r.word} ${at}, for ${audience.replace(/\.$/, "")}: its guests book where they trust and come back to a place that knows them, and ${quietNightsPhrase(r)} need a reason to come, not a cheaper meal.`;
}

/**
 * The strategy's own lines: the arithmetic, what the founder ruled out (delivery apps, deal sites), and the
 * winter's dates in the plan's weeks.
 */
export function restaurantListening(r: Restaurant, start: Date, fill: (text: string) => string): string[] {
  const out = [fill("{rstMath}")];
  if (r.deliveryOut) out.push("Every tactic here brings people to a table in the room, where the food is at its best and the margin is yours, not to a delivery app's commission.");
  if (r.dealSiteFailed) out.push("You said a deal site brought people who never came back, so nothing here is a discount to strangers: the quiet nights get a reason to come (a menu, a class, an evening with a producer), and the people told first are the ones who already love the place.");
  const month = start.getUTCMonth();
  if (month <= 1 || month === 11) {
    const burns = new Date(Date.UTC(start.getUTCFullYear() + (month === 11 ? 1 : 0), 0, 25));
    const scottish = /\b(?:Edinburgh|Glasgow|Aberdeen|Dundee|Inverness|Perth|Stirling|Scotland)\b/.test(`${r.city ?? ""} ${r.hood ?? ""}`);
    const weekday = DAYS[(burns.getUTCDay() + 6) % 7]!;
    out.push(fill(`January and February are the quietest weeks of the year for most restaurants, so the first quiet-night menu runs in week 2, not in spring.${scottish ? ` Burns Night falls on ${weekday} 25 January${["Monday", "Tuesday", "Wednesday"].includes(weekday) && r.quietNights.includes(weekday) ? ", one of your quiet nights: a set supper with a nod to it is a ready-made first date" : ""}.` : ""} Valentine's Day and Mothering Sunday (check this year's date) are booked weeks ahead: open their bookings to the list first.`));
  }
  return out;
}

/**
 * Lines a shop's or bakery's plan gives that mean nothing to a sit-down restaurant: pre-orders and collection
 * slots, a staff perk card, the till, a flyer through every door, "come in and say hello", breakfast boxes for
 * offices. The checker flags any plan (built-in or AI) that says them to one.
 */
export const RESTAURANT_MISFITS =
  /\bpre-?orders?\b|\bstaff perk cards?\b|\bby the till\b|\bat the till\b|\bcollection slots?\b|\bcome in,? say hello\b|\b(?:around|near|of|from) the shop\b|\bbreakfast boxe?s?\b|\bsample box(?:es)?\b|\bdoor drops?\b|\bwithin (?:a short drive|2 to 5 km) of the shop\b|\bfirst appointment\b|\bhaircut\b|\bshop window\b|\bfree pastry\b/i;

/** Some tactic gives people a dated reason to come on the quiet nights: a pasta night, a supper club, a producer evening, a class. */
export const RESTAURANT_NIGHT_WORK =
  /\b(?:(?:pasta|curry|steak|pie|fish|risotto|pizza|tasting|quiz|supper|burns)[- ]nights?|supper club|regional menu|set menu|producer(?:'s|s')? (?:evening|night|dinner)|wine (?:evening|dinner|night|tasting)|(?:pasta|cookery|cooking)[- ]class(?:es)?|neighbours'? table|chef'?s table)\b/i;

/** Discount deals a deal site sells: vouchers, % off, two-for-one, half price. */
const DISCOUNT_DEAL = /\bgroupon\b|\bwowcher\b|\bdeal sites?\b|\bdiscount vouchers?\b|\b\d{1,2}\s?% off\b|\b(?:2|two)[- ]for[- ](?:1|one)\b|\bhalf[- ]price\b|\bbogof?\b/i;

/**
 * What the checker says when a restaurant's plan misses what its goal needs: no dated reason to come on the
 * quiet nights, or a discount deal after the founder said a deal site's diners never came back.
 */
export function restaurantGaps(r: Restaurant | null, metrics: string, tactics: { text: string }[]): string[] {
  if (!r) return [];
  const out: string[] = [];
  const all = tactics.map((x) => x.text).join("\n");
  if (!RESTAURANT_NIGHT_WORK.test(all)) {
    out.push(`Your goal is "${metrics}", and no tactic gives people a dated reason to come on ${quietNightsPhrase(r)} (a pasta night, a regional menu, a supper club, a producer's evening, a class): a ${r.word}'s quiet nights fill when something is on that is not a discount.`);
  }
  const deal = tactics.find((x) => DISCOUNT_DEAL.test(x.text));
  if (deal && r.dealSiteFailed) {
    out.push(`"${DISCOUNT_DEAL.exec(deal.text)![0]}" is a discount to strangers, and you said a deal site's diners never came back: give the quiet nights a reason to come instead (a menu, a class, an evening with a producer), told first to the guests who already love you.`);
  }
  return out;
}

/** What the AI prompt states about a restaurant: what it is, what its plan is made of, what was ruled out, the arithmetic. */
export function restaurantFacts(r: Restaurant | null, place: string): string[] {
  if (!r) return [];
  const k = restaurantTokens(r, place);
  return [
    `- A sit-down ${r.word}${r.cuisine ? ` (${r.cuisine})` : ""}, not a shop, a bakery or a web app, whatever the product type says: no pre-orders, collection slots, staff perk cards, breakfast boxes, flyer door drops, 'at the till' or 'come in and say hello' lines. Its guests are locals who eat out and book where they trust, groups with something to celebrate, office teams, and visitors sent by their hotel`,
    `- Its plan fills ${k.rstQuiet}: a weekly reason to come on those nights that is not a discount (a ${k.rstQuietOne} ${k.rstNight} or regional menu, a supper club, a producer's or wine evening, a ${k.rstClass}, a neighbours' table), told first to the guests who already love the place (an email list from ${k.rstBooking} and the tables, with marketing consent; reviews on Google and TripAdvisor answered), the Google Business Profile with the menu, the booking button and photos of the kitchen at work, ${k.rstPrivate} and group bookings (birthdays, office teams) moved onto those nights, hotel concierges nearby, a story for the local food writers${r.setLunch ? `, and ${k.rstSetLunch} to offices nearby` : ""}`,
    `- What the founder ruled out: ${joinWords([r.deliveryOut ? "delivery apps (the commission, and food that travels badly)" : "", r.dealSiteFailed ? "discount deals and deal sites (their diners never came back)" : "", "flyers and cards through doors by default"].filter(Boolean))}. Any fee, law or platform rule you cite (booking systems' marketing tools, email consent rules (UK GDPR and PECR in the UK), alcohol licensing for a wine evening) is worded as something to check`,
    `- Week 1: the first quiet-night menu set for week 2 and told to the list, the Google profile checked (hours, menu, booking link, photos), and every review from the last three months answered; covers counted per night from the first week`,
    `- The goal's arithmetic: ${k.rstMath}`,
  ];
}
