import type { PlanFormData } from "~/wizard/types";
import { sentencesOf } from "./channels";
import { noDiscountIn } from "./discounts";
import { joinWords } from "./words";

/**
 * A place people stay the night (a guest house, a B&B, a small hotel, a holiday let, a campsite) whose
 * guests come from far away and book months ahead, usually through an online travel agent (OTA) such as
 * Booking.com, Airbnb or Expedia. Read from the founder's words whatever product type the form says:
 * "a six-room guest house in Portree" is a guest house even when the form says web app. Pure.
 */
export type Stay = {
  /** The founder's word for the place: "guest house", "B&B", "holiday cottage". */
  word: string;
  /** Rooms (or cottages, pitches) let, when said: "a six-room guest house" → 6. */
  rooms: number | null;
  /** What a room is called here: "room", "cottage", "pitch". */
  unit: string;
  /** The OTAs named, in the founder's order: "Booking.com", "Airbnb". */
  otas: string[];
  /** The OTA's commission, as a share: "17% commission" → 0.17. */
  commission: number | null;
  /** The share of bookings that come through the OTAs today: "85% of bookings" → 0.85. */
  otaShare: number | null;
  /** The share that comes direct today ("from 15%"), or 1 - otaShare. */
  directNow: number | null;
  /** The direct share the founder aims for ("half of our bookings direct") → 0.5. */
  directGoal: number | null;
  /** The goal is bookings direct, on the house's own site, phone or email, rather than through an OTA. */
  directGoalSaid: boolean;
  /** Months it is full, and months it is quiet ("half empty in April, May and October"), in calendar order. */
  fullMonths: string[];
  quietMonths: string[];
  /** The months it is open ("Open March to October"), in order; empty when not said. */
  openMonths: string[];
  /** "We don't want to discount" (the founder's sentence): no lower price, a perk for booking direct instead. */
  noDiscount: string | null;
  /** Nights a stay lasts, when said: "2-3 nights" → 2.5. */
  nights: number | null;
  /** Why guests come, from the founder's words: "walkers", "photographers". */
  interests: string[];
  /** Extras the house already arranges for guests: "boat trips", "guides". */
  extras: string[];
  /** Where it is, in the founder's words: "Portree on the Isle of Skye"; and the town alone: "Portree". */
  where: string | null;
  town: string | null;
  /** Where guests come from, in the founder's words: "England, the US and Germany". */
  from: string | null;
  /** The founder's sentence about what the house offers: "Breakfast with local eggs and smoked salmon, …". */
  offer: string | null;
};

export const MONTHS = [
  "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December",
] as const;

/** The place itself is one people stay the night in, with the founder's word for it. */
const STAY_WORDS: [RegExp, string, string][] = [
  [/\bguest ?houses?\b/, "guest house", "room"],
  [/\bb ?& ?b\b|\bbnb\b|\bbed[- ](?:and|&)[- ]breakfast\b/, "B&B", "room"],
  [/\b(?:boutique|small|family[- ]run|country|seaside|independent|little|\d{1,2}-room|[a-z]+-room) hotel\b/, "small hotel", "room"],
  [/\bcoaching inn\b|\b(?:an|our|the|country|village|old|family-run) inn\b/, "inn", "room"],
  [/\bhostels?\b|\bbunkhouses?\b/, "hostel", "bed"],
  [/\bholiday (?:cottages?|lets?|homes? we let|apartments?|flats?)\b|\bself[- ]catering (?:cottages?|apartments?|lodges?)\b|\bshort[- ]term lets?\b/, "holiday let", "cottage"],
  [/\bglamping\b|\bshepherd'?s huts?\b|\byurts?\b/, "glamping site", "pitch"],
  [/\bcamp ?sites?\b|\bcaravan (?:park|site)s?\b|\bcampgrounds?\b/, "campsite", "pitch"],
];

/** Words that make the product something for such places (their software, a directory), not one of them. */
const FOR_THEM =
  /\b(?:apps?|platform|software|saas|tool|system|channel manager|marketplace|directory|website builder|plugin|service|agency|consultancy)\b[^.]{0,40}$/;

/** Number words up to twenty, for "a six-room guest house". */
const SMALL_NUMBERS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  fourteen: 14, fifteen: 15, sixteen: 16, twenty: 20,
};

const OTAS: [RegExp, string][] = [
  [/\bbooking\.com\b|\bbooking dot com\b/i, "Booking.com"],
  [/\bairbnb\b/i, "Airbnb"],
  [/\bexpedia\b/i, "Expedia"],
  [/\bvrbo\b|\bhomeaway\b/i, "Vrbo"],
  [/\bhotels\.com\b/i, "Hotels.com"],
  [/\bagoda\b/i, "Agoda"],
  [/\bhostelworld\b/i, "Hostelworld"],
  [/\bpitchup\b/i, "Pitchup"],
];

/** Google Business Profile categories for a place to stay, by the founder's word: main one first. */
const STAY_CATEGORIES: [RegExp, { main: string; more: string }][] = [
  [/guest ?house/i, { main: "Guest house", more: "Bed & breakfast" }],
  [/b ?& ?b|bed and breakfast/i, { main: "Bed & breakfast", more: "Guest house" }],
  [/\binn\b/i, { main: "Inn", more: "Pub, Hotel" }],
  [/hotel/i, { main: "Hotel", more: "Guest house" }],
  [/hostel|bunkhouse/i, { main: "Hostel", more: "Guest house" }],
  [/holiday|cottage/i, { main: "Holiday home", more: "Cottage" }],
  [/glamping|campsite|caravan/i, { main: "Campground", more: "RV park" }],
];

export function stayCategories(word: string): { main: string; more: string } {
  return STAY_CATEGORIES.find(([re]) => re.test(word))?.[1] ?? { main: "Guest house", more: "Bed & breakfast" };
}

/** The pitch (first sentence) names a place to stay that is the business itself, not software for one. */
export function stayWordOf(pitch: string): { word: string; unit: string } | null {
  const lower = pitch.toLowerCase();
  for (const [re, word, unit] of STAY_WORDS) {
    const m = re.exec(lower);
    if (!m) continue;
    if (FOR_THEM.test(lower.slice(0, m.index))) return null;
    // "software for guest houses", "a booking app for B&Bs": written for them.
    if (new RegExp(`\\bfor (?:[a-z-]+ ){0,3}${m[0].replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`).test(lower)) return null;
    return { word, unit };
  }
  return null;
}

const MONTH_RE = new RegExp(`\\b(${MONTHS.join("|")})\\b`, "g");
const monthsIn = (text: string): string[] => [...text.matchAll(MONTH_RE)].map((m) => m[1]!);
const inOrder = (months: string[]): string[] => MONTHS.filter((m) => months.includes(m));

/** "Open March to October", "open from Easter"… only month names: the months between, both ends kept. */
function openMonthsIn(text: string): string[] {
  const m = new RegExp(`\\bopen (?:from )?(${MONTHS.join("|")}) (?:to|until|till|through|-|–) (${MONTHS.join("|")})\\b`, "i").exec(text);
  if (!m) return [];
  const from = MONTHS.findIndex((x) => x.toLowerCase() === m[1]!.toLowerCase());
  const to = MONTHS.findIndex((x) => x.toLowerCase() === m[2]!.toLowerCase());
  const out: string[] = [];
  for (let i = from; out.length < 12; i = (i + 1) % 12) {
    out.push(MONTHS[i]!);
    if (i === to) break;
  }
  return out;
}

const FULL = /\b(?:full|fully booked|booked solid|booked up|sold out|no rooms left)\b/i;
const QUIET = /\b(?:empty|quiet|slow|dead|half[- ]full|half[- ]empty|struggle to fill|hard to fill|few bookings)\b/i;

/** Each clause that names months and says full or quiet: "We are full in July and August and half empty in April…". */
function seasonsIn(text: string): { full: string[]; quiet: string[] } {
  const full: string[] = [];
  const quiet: string[] = [];
  for (const sentence of sentencesOf(text)) {
    // "full in July and August and half empty in April": split where the other word starts.
    for (const clause of sentence.split(/;|\bbut\b|\band (?=(?:are |is |we're |we are )?(?:half[- ])?(?:empty|quiet|slow|full)\b)/i)) {
      const months = monthsIn(clause);
      if (!months.length) continue;
      if (QUIET.test(clause)) quiet.push(...months);
      else if (FULL.test(clause)) full.push(...months);
    }
  }
  return { full: inOrder(full), quiet: inOrder(quiet) };
}

/**
 * The booking site's commission, as a share: "17% commission", "commission of 15%", "which take 25%" → 0.25.
 * Shared by places to stay and tours (app/plan-quality/tours.ts).
 */
export function commissionIn(text: string): number | null {
  const m = /\b(\d{1,2}(?:\.\d)?)\s?%\s+(?:commission|in commission|fees?|cut)\b|\bcommission (?:of|is|at) (\d{1,2}(?:\.\d)?)\s?%|\b(?:takes?|charges?|keeps?) (?:a |their |its )?(\d{1,2}(?:\.\d)?)\s?%/i.exec(text);
  const said = m?.[1] ?? m?.[2] ?? m?.[3];
  return said ? Number(said) / 100 : null;
}

const SHARE_WORDS: Record<string, number> = { half: 0.5, "a third": 1 / 3, "a quarter": 0.25, "two thirds": 2 / 3, "three quarters": 0.75 };

/** "Half of our bookings direct", "40% of bookings direct": the direct share aimed for. */
export function directGoalIn(metrics: string): number | null {
  const m = /\b(half|a third|a quarter|two thirds|three quarters|\d{1,2}\s?%)\s+of\s+(?:our\s+|my\s+|all\s+)?(?:bookings|reservations|guests|nights|stays)\b[^.;]{0,60}?\b(?:direct|own (?:web)?site|our website|own booking)/i.exec(metrics);
  if (!m?.[1]) return null;
  const said = m[1].toLowerCase();
  return SHARE_WORDS[said] ?? Number(said.replace(/\s?%/, "")) / 100;
}

/**
 * "A six-room guest house … Open March to October", "Booking.com takes 17% commission and we depend on
 * it for 85% of bookings": a place to stay and the numbers its plan needs. Null for anything else.
 */
export function readStay(a: PlanFormData, pitch: string): Stay | null {
  const found = stayWordOf(pitch);
  if (!found) return null;
  if (["developer", "b2b-smb", "b2b-enterprise"].includes(a.audienceType)) return null;
  const all = `${a.productDescription} ${a.challenges} ${a.successMetrics}`;
  const lower = all.toLowerCase();
  const rooms = /\b(\d{1,3}|[a-z]+)[- ](?:bedroom|room|bed|cottage|pitch|unit)\b/.exec(pitch.toLowerCase()) ?? /\b(\d{1,3}|[a-z]+) (?:guest )?(?:bedrooms|rooms|cottages|pitches|units)\b/.exec(lower);
  const roomCount = rooms?.[1] ? (SMALL_NUMBERS[rooms[1]] ?? (Number(rooms[1]) || null)) : null;
  const otas = OTAS.filter(([re]) => re.test(`${all} ${a.audiencePersona}`))
    .sort(([x], [y]) => `${all} ${a.audiencePersona}`.search(x) - `${all} ${a.audiencePersona}`.search(y))
    .map(([, name]) => name);

  const otaShare = /\b(\d{1,2})\s?%\s+of\s+(?:our\s+|my\s+|all\s+)?(?:bookings|reservations|guests)\b/i.exec(a.challenges);
  const from = /\bfrom\s+(\d{1,2})\s?%/i.exec(a.successMetrics) ?? /\b(\d{1,2})\s?%\s+(?:of bookings )?(?:come )?direct\b/i.exec(all);
  const seasons = seasonsIn(all);
  const openMonths = openMonthsIn(all);
  const stay = /\b(\d)(?:\s?[-–]\s?|\sto\s)(\d)\s+nights?\b/.exec(`${a.audiencePersona} ${a.productDescription}`);
  const persona = a.audiencePersona.toLowerCase();
  const interests = [
    [/\bwalkers\b|\bhikers\b|\bramblers\b/, "walkers"],
    [/\bphotographers\b/, "photographers"],
    [/\bcyclists\b/, "cyclists"],
    [/\bgolfers\b/, "golfers"],
    [/\bbirdwatchers\b|\bbirders\b/, "birdwatchers"],
    [/\bclimbers\b/, "climbers"],
    [/\banglers\b|\bfishermen\b/, "anglers"],
    [/\bsurfers\b/, "surfers"],
  ]
    .filter(([re]) => (re as RegExp).test(persona))
    .map(([, w]) => w as string);
  const extras = [
    [/\bboat trips?\b/, "boat trips"],
    [/\b(?:walking |mountain )?guides\b/, "guides"],
    [/\bpacked lunch(?:es)?\b/, "packed lunches"],
    [/\bdrying room\b/, "a drying room"],
    [/\btaxis?\b|\btransfers?\b/, "transfers"],
  ]
    .filter(([re]) => (re as RegExp).test(a.productDescription.toLowerCase()))
    .map(([, w]) => w as string);
  const otaShareN = otaShare?.[1] ? Number(otaShare[1]) / 100 : null;
  return {
    word: found.word,
    rooms: roomCount,
    unit: found.unit,
    otas,
    commission: commissionIn(all),
    otaShare: otaShareN,
    directNow: from?.[1] ? Number(from[1]) / 100 : otaShareN !== null ? Math.round((1 - otaShareN) * 100) / 100 : null,
    directGoal: directGoalIn(a.successMetrics),
    directGoalSaid: /\bdirect\b|\bown (?:web ?site|site|booking)\b|\bour website\b|\bless commission\b|\bcommission\b/i.test(a.successMetrics),
    fullMonths: seasons.full,
    quietMonths: seasons.quiet,
    openMonths,
    noDiscount: noDiscountIn(`${a.challenges} ${a.productDescription}`),
    nights: stay?.[1] && stay[2] ? (Number(stay[1]) + Number(stay[2])) / 2 : null,
    interests,
    extras,
    ...whereIn(pitch),
    from: /\bfrom ((?:the )?\p{Lu}[\p{L}]+(?:(?:, | and | or )(?:the )?\p{Lu}[\p{L}]+)*)/u.exec(a.audiencePersona)?.[1] ?? null,
    offer:
      sentencesOf(a.productDescription)
        .slice(1)
        .find((x) => /\b(?:breakfast|view|rooms?|garden|dinner|sauna|hot tub|drying room|we (?:book|arrange|offer))\b/i.test(x) && !/\b(?:booking page|website|nobody|almost no one)\b/i.test(x))
        ?.trim() ?? null,
  };
}

/** "… in Portree on the Isle of Skye, run by…" → "Portree on the Isle of Skye", "Portree". */
function whereIn(pitch: string): { where: string | null; town: string | null } {
  const m = /\b(?:in|near|outside|above) ((?:the )?\p{Lu}[\p{L}'’-]+(?: \p{Lu}[\p{L}'’-]+)*)((?:,? (?:on|in|near) (?:the )?\p{Lu}[\p{L}'’-]+(?: (?:of )?\p{Lu}[\p{L}'’-]+)*)?)/u.exec(pitch);
  if (!m?.[1]) return { where: null, town: null };
  return { where: `${m[1]}${m[2] ?? ""}`.trim(), town: m[1] };
}

/** "a, b or c": choices, not a list. */
function orJoin(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} or ${items[items.length - 1]}`;
}

/** Occupancy assumed for a month: full months near full, quiet ones at half, the rest at three quarters. */
const FULL_RATE = 0.95;
const QUIET_RATE = 0.5;
const OTHER_RATE = 0.75;
const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * The season's arithmetic from the founder's own numbers, each guess labelled: bookings a season (rooms
 * × open nights × the occupancy their full and quiet months imply ÷ nights a stay), how many come direct
 * today and at the goal, and what the OTA's commission is on each booking moved. Null when rooms are not said.
 */
export function stayMath(s: Stay, prefix = ""): { bookings: number; directNow: number | null; directGoal: number | null; moved: number | null; text: string } | null {
  if (!s.rooms) return null;
  const open = s.openMonths.length ? s.openMonths : MONTHS.slice();
  const occupied = open.reduce((sum, m) => {
    const i = MONTHS.indexOf(m as (typeof MONTHS)[number]);
    const rate = s.fullMonths.includes(m) ? FULL_RATE : s.quietMonths.includes(m) ? QUIET_RATE : OTHER_RATE;
    return sum + DAYS[i]! * rate;
  }, 0);
  const nights = s.nights ?? 2;
  const bookings = Math.round((s.rooms * occupied) / nights / 10) * 10;
  const now = s.directNow !== null ? Math.round(bookings * s.directNow) : null;
  const goal = s.directGoal !== null ? Math.round(bookings * s.directGoal) : null;
  const moved = now !== null && goal !== null ? goal - now : null;
  const ota = s.otas[0] ?? "the booking sites";
  const pct = (x: number) => `${Math.round(x * 100)}%`;
  const months = open.length < 12 ? `open ${open[0]} to ${open[open.length - 1]}` : "open all year";
  const text = [
    `Assumption, from your numbers: ${s.rooms} ${s.unit}s ${months}, ${s.fullMonths.length ? `nearly full in ${joinWords(s.fullMonths)}` : "busy in summer"}, ${s.quietMonths.length ? `about half full in ${joinWords(s.quietMonths)}` : ""}${s.quietMonths.length ? " and " : ""}about three quarters full in the other months, with stays of about ${nights} nights, is about ${bookings} bookings a season.`,
    now !== null && goal !== null && moved !== null
      ? `${pct(s.directNow!)} direct is about ${now} of them; ${pct(s.directGoal!)} is about ${goal}, so about ${moved} bookings a season move from ${ota} to your own site, about ${Math.max(1, Math.round(moved / open.length))} a month while you are open.`
      : `Count last season's bookings by source (${joinWords([...s.otas, "direct"])}) to set the target.`,
    s.commission !== null
      ? `Each booking that moves keeps the ${pct(s.commission)} commission: ${prefix}${Math.round(s.commission * 100)} of every ${prefix}100 the guest pays stays with you. Put your own figures in if they differ.`
      : `Each booking that moves keeps the commission you pay ${ota}. Put your own figures in if they differ.`,
  ].join(" ");
  return { bookings, directNow: now, directGoal: goal, moved, text };
}

/**
 * {stayWord} {stayTown} {stayWhere} {rooms} {ota} {otas} {commission} {directNow} {directGoal} {directMath} {fullMonths}
 * {quietMonths} {openMonths} {guestsFor} {perk} {partners} {guestsFrom} {houseLine} {quietAppeal} {packageIdeas} {extrasOffer}: a place to stay moving bookings from the OTAs
 * to its own site; slots where the answers do not give the figure.
 */
export function stayTokens(s: Stay | null, prefix = ""): Record<string, string> {
  const pct = (x: number | null, slot: string) => (x === null ? slot : `${Math.round(x * 100)}%`);
  const math = s ? stayMath(s, prefix) : null;
  const walkers = s?.interests.includes("walkers");
  const perks = [
    walkers ? "a packed lunch for your first walk" : "a welcome drink on arrival",
    "a late checkout",
  ];
  return {
    stayWord: s?.word ?? "guest house",
    stayCategory: stayCategories(s?.word ?? "guest house").main,
    stayTown: s?.town ?? "{{your town}}",
    stayWhere: s?.where ?? s?.town ?? "{{where you are}}",
    stayWhereShort: s?.town ? `in ${s.town}` : "where they came for",
    rooms: s?.rooms ? `${s.rooms} ${s.unit}s` : `{{how many ${s?.unit ?? "room"}s}}`,
    ota: s?.otas[0] ?? "Booking.com",
    otas: s?.otas.length ? joinWords(s.otas) : "Booking.com and Airbnb",
    commission: pct(s?.commission ?? null, "{{commission %}}"),
    directNow: pct(s?.directNow ?? null, "{{today's direct share}}"),
    directGoal: pct(s?.directGoal ?? null, "{{direct share you want}}"),
    directMath:
      math?.text ??
      `Count last season's bookings by source (${joinWords([...(s?.otas ?? ["Booking.com"]), "direct"])}) and multiply by the share you want direct: that is the number of bookings a season your own site has to take.`,
    movedBookings: math?.moved ? `about ${math.moved} bookings` : "{{bookings to move}}",
    fullMonths: s?.fullMonths.length ? joinWords(s.fullMonths) : "the summer",
    quietMonths: s?.quietMonths.length ? joinWords(s.quietMonths) : "the shoulder months",
    quietMonthsOr: s?.quietMonths.length ? orJoin(s.quietMonths) : "the shoulder season",
    openMonths: s?.openMonths.length ? `${s.openMonths[0]} to ${s.openMonths[s.openMonths.length - 1]}` : "the season",
    guestsFor: s?.interests.length ? joinWords(s.interests) : "your guests",
    perk: joinWords(perks),
    partners: ((p) => (p.length ? joinWords(p) : "guides, trips and workshops nearby"))((s?.extras ?? []).filter((e) => e === "boat trips" || e === "guides")),
    guestsFrom: s?.from ?? "the places your guests come from",
    houseLine: s?.offer ? `${s.offer.replace(/[.!]+$/, "")}.` : "{{one line on breakfast, the rooms and the view}}",
    quietAppeal: joinWords([
      ...(s?.interests.includes("walkers") ? ["quiet paths"] : []),
      ...(s?.interests.includes("photographers") ? ["soft, low light for photographs"] : []),
      ...(s?.interests.includes("cyclists") ? ["empty roads"] : []),
      ...(s?.interests.includes("birdwatchers") ? ["the migrating birds"] : []),
      "the same warm welcome",
    ]),
    packageIdeas: orJoin([
      ...(s?.interests.includes("walkers") ? ["three nights with a guided walk"] : []),
      ...(s?.interests.includes("photographers") ? ["a photography weekend with a local photographer"] : []),
      ...(s?.interests.includes("cyclists") ? ["a cycling weekend with a route card and bike storage"] : []),
      ...(!s?.interests.some((i) => ["walkers", "photographers", "cyclists"].includes(i)) ? ["three nights with a day out with a local guide"] : []),
    ]),
    extrasOffer: s?.extras.some((e) => e === "boat trips" || e === "guides") ? ` We can book your ${joinWords(s.extras.filter((e) => e === "boat trips" || e === "guides").map((e) => (e === "boat trips" ? "boat trip" : "guide")))} before you arrive.` : "",
  };
}
