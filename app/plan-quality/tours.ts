import type { PlanFormData } from "~/wizard/types";
import { sentencesOf } from "./channels";
import { commissionIn, directGoalIn } from "./stays";
import { joinWords } from "./words";

/**
 * A tour or an experience sold to visitors (a walking or food tour, a boat trip, a class for tourists):
 * its guests are in town for a few days, find it on GetYourGuide, Viator or the map, and book on a
 * phone a day or two ahead. Read from the founder's words whatever product type the form says: "small-group
 * walking tours of Alfama" is a tour even when the form says web app. The nearest kind is a place to stay
 * (app/plan-quality/stays.ts), whose commission and direct-share readings this reuses. Pure.
 */
export type Tour = {
  /** The founder's word for it: "walking tour", "food tour", "boat trip", "cooking class". */
  word: string;
  /** Plural, for sentences: "walking tours". */
  words: string;
  /** The booking platforms named, in the founder's order: "GetYourGuide", "Viator". */
  platforms: string[];
  /** The platforms' commission, as a share: "which take 25%" → 0.25. */
  commission: number | null;
  /** Price a person, in the founder's currency: "€25 per person" → 25. */
  price: number | null;
  /** Most guests on one tour: "max 10 people" → 10. */
  groupMax: number | null;
  /** Where the tour goes: "Alfama and Mouraria". */
  areas: string | null;
  /** The city: "Lisbon". */
  city: string | null;
  /** Who leads it: "local historians". */
  guides: string | null;
  /** Where guests come from, in the founder's words: "the UK, US and Germany". */
  from: string | null;
  /** The languages those guests read, English first: ["English", "German"]. */
  languages: string[];
  /** When they book, in the founder's words: "the day before". */
  bookWhen: string | null;
  /** They book on a phone. */
  onPhone: boolean;
  /** The direct share today, when said: "up from about 10%" → 0.1. */
  directNow: number | null;
  /** The direct share aimed for: "40% of bookings direct" → 0.4. */
  directGoal: number | null;
  /** The goal is bookings direct on the operator's own site rather than the platforms. */
  directGoalSaid: boolean;
};

/** The first sentence names a tour or an experience: the word, and its plural. */
const TOUR_WORDS: [RegExp, string, string][] = [
  [/\bfood (?:and wine )?tours?\b|\bfood walks?\b|\btapas tours?\b/, "food tour", "food tours"],
  [/\bwine tours?\b|\bwine tastings?\b/, "wine tour", "wine tours"],
  [/\bwalking tours?\b|\bguided walks?\b|\bheritage walks?\b|\bhistory walks?\b|\bold town walks?\b/, "walking tour", "walking tours"],
  [/\b(?:bike|cycling|e-?bike) tours?\b/, "bike tour", "bike tours"],
  [/\bboat (?:trips?|tours?)\b|\bsailing trips?\b|\bcruises?\b|\bkayak(?:ing)? tours?\b|\bdolphin(?:[- ]watching)? trips?\b/, "boat trip", "boat trips"],
  [/\b(?:cooking|pottery|tile[- ]painting|azulejo|pasta[- ]making|wine[- ]blending|photography) (?:classes|class|workshops?)\b/, "class", "classes"],
  [/\b(?:day trips?|excursions?|sightseeing tours?|street[- ]art tours?|ghost tours?|tuk[- ]tuk tours?|segway tours?|city tours?)\b/, "tour", "tours"],
];

/** Visitors, not locals: who the persona or the pitch says buys it. */
const VISITORS = /\b(?:tourists?|visitors?|travell?ers?|holidaymakers?|cruise passengers?|(?:in|visiting) [A-Z][a-z]+ for \d)/i;

/** The platforms tours and experiences are sold on. */
const PLATFORMS: [RegExp, string][] = [
  [/\bget ?your ?guide\b/i, "GetYourGuide"],
  [/\bviator\b/i, "Viator"],
  [/\bairbnb experiences?\b/i, "Airbnb Experiences"],
  [/\bklook\b/i, "Klook"],
  [/\bcivitatis\b/i, "Civitatis"],
  [/\bheadout\b/i, "Headout"],
  [/\bmusement\b/i, "Musement"],
  [/\btiqets\b/i, "Tiqets"],
];

/** Words that make the product something for tour operators (their software, a marketplace), not a tour. */
const FOR_THEM = /\b(?:apps?|platform|software|saas|tool|system|marketplace|directory|plugin|agency|consultancy)\b[^.]{0,40}$/;

/** Countries guests come from, and the language they read beside English. */
const LANGUAGES: [RegExp, string][] = [
  [/\bgerman(?:y|s)?\b|\baustria\b|\bswitzerland\b/i, "German"],
  [/\bfrance\b|\bfrench\b/i, "French"],
  [/\bspain\b|\bspanish\b/i, "Spanish"],
  [/\bital(?:y|ian)\b/i, "Italian"],
  [/\bnetherlands\b|\bdutch\b|\bholland\b/i, "Dutch"],
  [/\bbrazil\b/i, "Portuguese"],
];

/** The first sentence names a tour or class sold to visitors, not software for tour operators. */
export function tourWordOf(pitch: string): { word: string; words: string } | null {
  const lower = pitch.toLowerCase();
  for (const [re, word, words] of TOUR_WORDS) {
    const m = re.exec(lower);
    if (!m) continue;
    if (FOR_THEM.test(lower.slice(0, m.index))) return null;
    if (new RegExp(`\\bfor (?:[a-z-]+ ){0,3}${m[0]}`).test(lower)) return null;
    return { word, words };
  }
  return null;
}

/**
 * "Small-group walking tours of Alfama and Mouraria in Lisbon … Most bookings come through GetYourGuide
 * and Viator, which take 25%": a tour sold to visitors, and the numbers its plan needs. Null for anything
 * else, and for a tour whose buyers are not visitors (a walk for local schools).
 */
export function readTour(a: PlanFormData, pitch: string): Tour | null {
  const found = tourWordOf(pitch);
  if (!found) return null;
  if (["developer", "b2b-smb", "b2b-enterprise"].includes(a.audienceType)) return null;
  const all = `${a.productDescription} ${a.challenges} ${a.successMetrics}`;
  const platforms = PLATFORMS.filter(([re]) => re.test(`${all} ${a.audiencePersona}`)).map(([, name]) => name);
  if (!VISITORS.test(`${a.audiencePersona} ${a.productDescription}`) && !platforms.length) return null;
  const price = /(?:€|£|\$|EUR\s?|GBP\s?)\s?(\d{1,4}(?:[.,]\d{2})?)\s*(?:per person|a person|pp|per guest|a head|each)\b/i.exec(all);
  const group = /\b(?:max(?:imum)?\.?|up to|no more than) (\d{1,2}) (?:people|guests|travell?ers|per group)\b|\bgroups? of (?:up to |at most )?(\d{1,2})\b/i.exec(all);
  const areas = /\b(?:tours?|walks?|trips?) (?:of|through|around|in) ((?:the )?\p{Lu}[\p{L}'’-]+(?:(?:, | and )\p{Lu}[\p{L}'’-]+)*)/u.exec(pitch);
  const city = /\bin ((?:the )?\p{Lu}[\p{L}'’-]+)/u.exec(pitch.slice(areas ? areas.index + areas[0].length : 0))?.[1] ?? (a.localRegion ?? "").split(",")[0]?.trim() ?? null;
  const from = /\bfrom ((?:the )?\p{Lu}[\p{L}]+(?:(?:, | and | or )(?:the )?\p{Lu}[\p{L}]+)*)/u.exec(a.audiencePersona)?.[1] ?? null;
  const persona = `${a.audiencePersona} ${a.productDescription}`;
  const languages = ["English", ...LANGUAGES.filter(([re]) => re.test(from ?? persona)).map(([, l]) => l)];
  const areasSaid = areas?.[1] && areas[1] !== city ? areas[1] : null;
  return {
    ...found,
    platforms,
    commission: commissionIn(all),
    price: price?.[1] ? Number(price[1].replace(",", ".")) : null,
    groupMax: group ? Number(group[1] ?? group[2]) : null,
    areas: areasSaid,
    city: city || null,
    guides: /\bled by ((?:local |qualified |licensed |professional )?[a-z]+(?: [a-z]+)?)\b/i.exec(pitch)?.[1] ?? null,
    from,
    languages: [...new Set(languages)],
    bookWhen: /\b(the day before|the night before|on the day|the same day|a day or two (?:ahead|before)|a few days (?:ahead|before))\b/i.exec(a.audiencePersona)?.[1] ?? null,
    onPhone: /\bon (?:their|a|the) (?:phone|mobile)s?\b|\bmobile\b|\bsmartphones?\b/i.test(a.audiencePersona),
    directNow: ((m) => (m?.[1] ? Number(m[1]) / 100 : null))(/\bfrom (?:about |around |roughly )?(\d{1,2})\s?%/i.exec(a.successMetrics) ?? /\b(\d{1,2})\s?%\s+(?:of bookings )?(?:come |are )?direct\b/i.exec(a.challenges)),
    directGoal: directGoalIn(a.successMetrics),
    directGoalSaid: /\bdirect\b|\bown (?:web ?site|site|booking)\b|\bour website\b|\bcommission\b/i.test(a.successMetrics),
  };
}

/** Money with cents only when there are any: 6.25 → "€6.25", 250 → "€250". */
function euros(prefix: string, n: number): string {
  const fixed = Number.isInteger(n) ? String(n) : n.toFixed(2);
  return `${prefix}${fixed}`;
}

/**
 * The commission arithmetic from the founder's own figures: what the platforms keep of one ticket and
 * of a full tour, and what the goal's share of direct guests keeps out of every 100 guests. The same
 * idea as a stay's season (stayMath), for tickets instead of rooms.
 */
export function tourMath(t: Tour, prefix = "€"): string {
  const platform = t.platforms.length ? t.platforms.join(" or ") : "the booking platforms";
  if (t.commission === null || t.price === null) {
    return `Count last month's bookings by where they came from (${joinWords([...t.platforms, "your own site", "walk-ups and referrals"])}) and what each platform kept, so you know what one booking moved to your own page is worth.`;
  }
  const cut = t.price * t.commission;
  const pct = `${Math.round(t.commission * 100)}%`;
  const lines = [
    `Each guest who books through ${platform} pays ${euros(prefix, t.price)} and ${euros(prefix, cut)} of it (${pct}) goes in commission${t.groupMax ? `: ${euros(prefix, cut * t.groupMax)} on a full group of ${t.groupMax}` : ""}.`,
  ];
  if (t.directGoal !== null) {
    const direct = Math.round(t.directGoal * 100);
    const now = t.directNow !== null ? Math.round(t.directNow * 100) : null;
    const moved = now !== null && now < direct ? direct - now : direct;
    lines.push(
      now !== null && now < direct
        ? `From ${now}% direct to ${direct}%, ${moved} of every 100 guests move to your own page at the same ${euros(prefix, t.price)}, and out of every 100 guests about ${euros(prefix, Math.round(moved * cut))} stays with you instead of going in commission.`
        : `At ${direct}% direct, ${direct} of every 100 guests book on your own page at the same ${euros(prefix, t.price)} and keep about ${euros(prefix, Math.round(direct * cut))} that would have gone in commission; count last month's bookings by source to see how far you are from it.`,
    );
  }
  lines.push("Check your own contracts' rates: they differ by platform and by how you are listed.");
  return lines.join(" ");
}

/**
 * {tourCategory} {tourRegister} {tourWord} {tourWords} {tourCity} {tourAreas} {tourPlatform} {tourPlatforms} {tourPlatformsComma} {tourPlatformsOr} {tourCommission} {tourPrice} {tourCut} {tourGroup}
 * {tourGuides} {tourGuests} {tourLanguages} {tourBookWhen} {tourDirectGoal} {tourMath} {tourSystems} {tourPerk}: a tour or
 * class sold to visitors moving bookings from the platforms to its own page; slots where the answers do not give the figure.
 */
export function tourTokens(t: Tour | null, prefix = "", country: string | null = null): Record<string, string> {
  const money = prefix || "€";
  return {
    tourCategory: "Tour operator",
    // Portugal keeps a national register of tour and activity operators (RNAAT, Turismo de Portugal); elsewhere, a check.
    tourRegister:
      country === "Portugal"
        ? "Check that your registration on the RNAAT (Turismo de Portugal's register of tourist activity operators) is current, and put its number in the page's footer."
        : "Check whether your city or country asks tour operators to register or hold a licence, and show the number on the page if it does.",
    tourWord: t?.word ?? "tour",
    tourWords: t?.words ?? "tours",
    tourCity: t?.city ?? "{{your city}}",
    tourAreas: t?.areas ?? t?.city ?? "{{where the tour goes}}",
    tourPlatform: t?.platforms[0] ?? "GetYourGuide",
    tourPlatforms: t?.platforms.length ? joinWords(t.platforms) : "GetYourGuide and Viator",
    tourPlatformsComma: t?.platforms.length ? t.platforms.join(", ") : "GetYourGuide, Viator",
    tourPlatformsOr: t?.platforms.length ? t.platforms.join(" or ") : "GetYourGuide or Viator",
    tourCommission: t?.commission !== null && t?.commission !== undefined ? `${Math.round(t.commission * 100)}%` : "{{commission %}}",
    tourPrice: t?.price !== null && t?.price !== undefined ? euros(money, t.price) : "{{price per person}}",
    tourCut: t?.commission !== null && t?.commission !== undefined && t?.price !== null && t?.price !== undefined ? `${euros(money, t.price * t.commission)} a guest` : "{{the platform's commission on one guest}}",
    tourGroup: t?.groupMax ? `at most ${t.groupMax} people` : "a small group",
    tourGuides: t?.guides ?? "a local guide",
    tourGuests: t?.from ? `visitors from ${t.from}` : "visitors",
    tourLanguages: joinWords(t?.languages.length ? t.languages : ["English"]),
    tourBookWhen: t?.bookWhen ?? "a day or two before",
    tourDirectGoal: t?.directGoal !== null && t?.directGoal !== undefined ? `${Math.round(t.directGoal * 100)}%` : "{{direct share you want}}",
    tourMath: t ? tourMath(t, money) : "",
    tourSystems: "Bókun, FareHarbor or Rezdy",
    tourPerk: "a printed map of the route with the guide's favourite places to eat nearby",
  };
}

/** The sentence that says where most bookings come from today, in the founder's words, for the strategy. */
export function platformSentence(a: PlanFormData): string | null {
  return sentencesOf(a.productDescription).find((s) => PLATFORMS.some(([re]) => re.test(s)))?.trim() ?? null;
}
