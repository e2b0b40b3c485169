import type { PlanFormData } from "~/wizard/types";
import { MONTHS, dayWithWeekday, longDate, utcDay } from "./calendar";
import { weekOfDay } from "./crowdfunding";
import { currencyOf, type Currency } from "./money";
import { formatCount, joinWords } from "./words";

/**
 * A founder selling tickets to an event (a conference, a festival, a meetup series, a workshop day, a
 * fair): "250 tickets sold by 6 March 2027, with 100 sold by the end of January". Whatever product type
 * and audience the form says, the plan sells tickets to one day: it ends on that day, its early bird
 * ends on a real date, and its arithmetic is tickets a week and the money in time for the venue.
 * Pure: shared by the reading, the planner's tokens, the checker and the AI prompt.
 */

export type TicketTier = { label: "early bird" | "full price" | "student" | "group" | "concession" | "VIP"; amount: number; text: string };

export type TicketedEvent = {
  /** "conference", "festival", "meetup", "workshop day", "fair": the founder's own word. */
  format: string;
  /** The city it takes place in ("in Leeds"), when the description says; null otherwise. */
  city: string | null;
  /** The event day and its week of the plan (week 1 is the start day's); null when no date is given. */
  day: { said: string; day: Date; week: number } | null;
  /** How many days it runs ("Saturday 11 and Sunday 12 December": 2); 1 when a single day is said. */
  days: number;
  tiers: TicketTier[];
  /** The early-bird tier and the day it ends: the founder's date, else the milestone's ("by the end of January"). */
  earlyBird: { tier: TicketTier; ends: { day: Date; week: number; said: boolean } | null } | null;
  /** Tickets the founder wants sold ("250 tickets"). */
  target: number | null;
  /** The count on the way ("with 100 sold by the end of January") and its day. */
  milestone: { count: number; day: Date; week: number; said: string } | null;
  /** Money due before the day ("the venue (£3,000 due 15 February)"). */
  dues: { what: string; amount: number; text: string; day: Date; week: number }[];
  /** Seats the room holds, when said ("capacity 300"). */
  capacity: number | null;
  /** Meetups the audience goes to, as named ("Leeds Game Dev Social"). */
  meetups: string[];
  /** Universities or colleges whose students come ("Leeds Beckett", "Huddersfield"). */
  universities: string[];
  /** Where the audience is online, as named: "Bluesky", "Discord", "itch.io". */
  platforms: string[];
  /** A playtest room, demo area or showcase where attendees show their own work. */
  showcase: string | null;
  /** An evening social or after-party. */
  social: boolean;
  /** Talks announced ("12 talks"), and the phrase that says what they are ("12 talks from indie studios about shipping and selling small games"). */
  talks: number | null;
  talksPhrase: string | null;
  /** The first edition: nobody has been before. */
  first: boolean;
  /**
   * What the day is made of, as the description says: "talks" (speakers), "makers" (exhibitors, stalls,
   * traders), "performers" (bands, acts), "workshops". A fair's makers carry it as a conference's speakers do.
   */
  has: ("talks" | "makers" | "performers" | "workshops")[];
  /** The makers or exhibitors counted ("60 local makers"), and the founder's word for them. */
  makers: { count: number | null; word: string } | null;
  /**
   * Who comes: "public" (families, couples, shoppers: a fair or a market for everyone) or "peers" (people
   * in a field: developers, students, professionals), read from the persona and the description.
   */
  crowd: "public" | "peers";
  /** "children free", "under-12s go free". */
  childrenFree: boolean;
  /** Students named by the founder (a student price, a course, a university): only then their tactics. */
  students: boolean;
  /** What sold tickets last time, in the founder's words: "relied on Facebook events and sold 1,200 tickets". */
  worked: { channel: string; tickets: number | null } | null;
};

const FORMATS: [RegExp, string][] = [
  [/\bconference\b/i, "conference"],
  [/\bfestival\b/i, "festival"],
  [/\bsummit\b/i, "summit"],
  [/\bconvention\b/i, "convention"],
  [/\bworkshop day\b/i, "workshop day"],
  [/\b(?:craft |food |book |games? |makers'? )?fair\b/i, "fair"],
  [/\bmeetup series\b|\bmeetups?\b/i, "meetup"],
  [/\bexpo\b/i, "expo"],
];

/** Tickets the goal counts: "250 tickets sold", "sell out 300 seats", "200 attendees". */
const TICKET_GOAL = /\b(\d[\d,]*)\s+(?:tickets?|seats?|places?|attendees|registrations)\b/i;
const EVENT_WORDS = /\b(?:conference|festival|summit|convention|workshop day|fair|meetup|expo|one-day event|gig)\b/i;

const MONTH_NAMES = MONTHS.join("|");
export const DATE = new RegExp(String.raw`\b(\d{1,2})(?:st|nd|rd|th)?(?:\s+of)?\s+(${MONTH_NAMES})(?:,?\s+(\d{4}))?\b|\b(${MONTH_NAMES})\s+(\d{1,2})(?:st|nd|rd|th)?(?:,?\s+(\d{4}))?\b`, "i");

function monthIndex(name: string): number {
  return MONTHS.findIndex((m) => m.toLowerCase() === name.toLowerCase());
}

const WEEKDAY = String.raw`(?:mon|tues|wednes|thurs|fri|satur|sun)day`;
const ORD = String.raw`(?:st|nd|rd|th)?`;
/**
 * The first day of an event's dates as a plain date: "Saturday 11 and Sunday 12 December 2027",
 * "11-12 December", "on 6 March 2027", "March 6-7" → "11 December 2027", "11 December", "6 March 2027", "6 March".
 */
export function firstDaySaid(text: string, needOn = true): string | null {
  const on = needOn ? String.raw`\bon\s+` : String.raw`\b`;
  const dayFirst = new RegExp(
    String.raw`${on}(?:${WEEKDAY},?\s+)?(?:the\s+)?(\d{1,2})${ORD}(?:\s*(?:-|–|and|&|to)\s*(?:${WEEKDAY},?\s+)?(?:the\s+)?\d{1,2}${ORD})?(?:\s+of)?\s+(${MONTH_NAMES})(?:,?\s+(\d{4}))?\b`,
    "i",
  ).exec(text);
  if (dayFirst) return `${dayFirst[1]} ${dayFirst[2]}${dayFirst[3] ? ` ${dayFirst[3]}` : ""}`;
  const monthFirst = new RegExp(
    String.raw`${on}(?:${WEEKDAY},?\s+)?(${MONTH_NAMES})\s+(\d{1,2})${ORD}(?:\s*(?:-|–|and|&|to)\s*\d{1,2}${ORD})?(?:,?\s+(\d{4}))?\b`,
    "i",
  ).exec(text);
  if (monthFirst) return `${monthFirst[2]} ${monthFirst[1]}${monthFirst[3] ? ` ${monthFirst[3]}` : ""}`;
  return null;
}

/** The day a written date names on or after `today` ("6 March 2027", "15 February", "the end of January"). */
export function dayIn(text: string, today: Date): Date | null {
  const end = new RegExp(String.raw`\bend of (${MONTH_NAMES})\b`, "i").exec(text);
  if (end) {
    const month = monthIndex(end[1]!);
    let day = utcDay(today.getUTCFullYear(), month + 1, 0);
    if (day.getTime() < today.getTime()) day = utcDay(today.getUTCFullYear() + 1, month + 1, 0);
    return day;
  }
  const m = DATE.exec(text);
  if (!m) return null;
  const month = monthIndex(m[2] ?? m[4] ?? "");
  const date = Number(m[1] ?? m[5]);
  const year = m[3] ?? m[6];
  if (month < 0 || date < 1 || date > 31) return null;
  if (year) return utcDay(Number(year), month, date);
  let day = utcDay(today.getUTCFullYear(), month, date);
  if (day.getTime() < today.getTime()) day = utcDay(today.getUTCFullYear() + 1, month, date);
  return day;
}

const SUM = String.raw`[£€$]\s?\d[\d,]*(?:\.\d\d)?`;
const TIER_WORDS: [RegExp, TicketTier["label"]][] = [
  [/^early[- ]?birds?/i, "early bird"],
  [/^(?:full(?: price)?|standard|regular|general admission)/i, "full price"],
  [/^(?:for )?students?/i, "student"],
  [/^(?:for )?(?:groups?|studios?|teams?)/i, "group"],
  [/^(?:concessions?|unwaged)/i, "concession"],
  [/^vip/i, "VIP"],
];

function amountOf(text: string): number {
  return Number(text.replace(/[^\d.]/g, ""));
}

/** "Tickets £45 early bird, £65 full price, £20 for students" → three tiers, in the founder's currency. */
function readTiers(text: string, currency: Currency): TicketTier[] {
  const out: TicketTier[] = [];
  for (const m of text.matchAll(new RegExp(String.raw`(${SUM})\s+(?:for\s+)?([\w -]{2,30})`, "gi"))) {
    const label = TIER_WORDS.find(([re]) => re.test(m[2]!.trim()))?.[1];
    if (!label || out.some((t) => t.label === label)) continue;
    const amount = amountOf(m[1]!);
    const symbol = currencyOf(m[1]!.trim().charAt(0))?.prefix ?? currency.prefix;
    out.push({ label, amount, text: `${symbol}${amount.toLocaleString("en-US")}` });
  }
  // "Early bird £45": the label before the sum.
  for (const m of text.matchAll(new RegExp(String.raw`\b(early[- ]birds?|full price|students?)\s+(?:tickets?\s+)?(?:at\s+|for\s+|are\s+|is\s+)?(${SUM})`, "gi"))) {
    const label = TIER_WORDS.find(([re]) => re.test(m[1]!))?.[1];
    if (!label || out.some((t) => t.label === label)) continue;
    const amount = amountOf(m[2]!);
    out.push({ label, amount, text: `${currencyOf(m[2]!.trim().charAt(0))?.prefix ?? currency.prefix}${amount.toLocaleString("en-US")}` });
  }
  return out;
}

/** "pay the venue (£3,000 due 15 February)", "£1,200 deposit due by 1 March". */
function readDues(text: string, today: Date): TicketedEvent["dues"] {
  const out: TicketedEvent["dues"] = [];
  const re = new RegExp(
    String.raw`\b(venue|deposit|caterer|catering|room hire|hire|printing|insurance|AV)\b[^.£€$]{0,30}?\(?\s*(${SUM})\s+(?:\w+\s+)?(?:is\s+)?due\s+(?:on\s+|by\s+)?((?:\d{1,2}(?:st|nd|rd|th)?\s+(?:${MONTH_NAMES}))|(?:(?:${MONTH_NAMES})\s+\d{1,2})|(?:the end of (?:${MONTH_NAMES})))`,
    "gi",
  );
  for (const m of text.matchAll(re)) {
    const day = dayIn(m[3]!, today);
    if (!day) continue;
    const what = m[1]!.toLowerCase() === "av" ? "AV" : m[1]!.toLowerCase();
    out.push({ what, amount: amountOf(m[2]!), text: m[2]!.replace(/\s/g, ""), day, week: weekOfDay(day, today) });
  }
  return out;
}

/** Named after "meetups like", "meetups such as": "Leeds Game Dev Social". */
function readMeetups(text: string): string[] {
  const m = /\bmeet-?ups?\s+(?:like|such as|including)\s+((?:\p{Lu}[\p{L}'’&-]*\s?)+(?:(?:,\s*|\s*and\s+|\s*or\s+)(?:\p{Lu}[\p{L}'’&-]*\s?)+)*)/u.exec(text);
  return m ? m[1]!.split(/,\s*|\s+and\s+|\s+or\s+/).map((s) => s.trim()).filter(Boolean) : [];
}

/** "students on game courses at Leeds Beckett and Huddersfield" → ["Leeds Beckett", "Huddersfield"]. */
function readUniversities(text: string): string[] {
  const m = /\bstudents?\b[^.]{0,60}?\b(?:at|from)\s+((?:(?:the )?\p{Lu}[\p{L}'’-]*\s?)+(?:(?:,\s*|\s*and\s+|\s*or\s+)(?:\p{Lu}[\p{L}'’-]*\s?)+)*)/u.exec(text);
  return m ? m[1]!.split(/,\s*|\s+and\s+|\s+or\s+/).map((s) => s.trim()).filter(Boolean) : [];
}

const PLATFORMS: [RegExp, string][] = [
  [/\bbluesky\b/i, "Bluesky"],
  [/\bdiscord\b/i, "Discord"],
  [/\bitch\.io\b/i, "itch.io"],
  [/\bmastodon\b/i, "Mastodon"],
  [/\binstagram\b/i, "Instagram"],
  [/\btiktok\b/i, "TikTok"],
  [/\blinkedin\b/i, "LinkedIn"],
  [/\breddit\b/i, "Reddit"],
  [/\bmeetup\.com\b/i, "Meetup.com"],
];

/** The founder sells tickets to an event: an event word in the description and tickets (or seats, attendees) in the goal. */
export function isTicketedEvent(a: PlanFormData): boolean {
  return EVENT_WORDS.test(`${a.productName}. ${a.productDescription}`) && TICKET_GOAL.test(a.successMetrics) && /\btickets?\b/i.test(`${a.productDescription} ${a.successMetrics}`);
}

/** The event in the founder's answers, or null when they sell no tickets to one. */
export function readEvent(a: PlanFormData, today: Date, currency: Currency): TicketedEvent | null {
  if (!isTicketedEvent(a)) return null;
  const about = `${a.productName}. ${a.productDescription}`;
  const format = FORMATS.find(([re]) => re.test(about))?.[1] ?? "event";
  const first = a.productDescription.split(/(?<=[.!?])\s+/)[0] ?? "";
  const city = /\bin (\p{Lu}[\p{L}'’-]+(?: \p{Lu}[\p{L}'’-]+)?)\b/u.exec(first)?.[1] ?? null;
  // The day: the description's "on Saturday 6 March 2027", else the goal's "by 6 March 2027".
  const said = firstDaySaid(a.productDescription) ?? firstDaySaid(a.productDescription, false) ?? DATE.exec(a.successMetrics)?.[0] ?? null;
  const eventDay = said ? dayIn(said, today) : null;
  const day = said && eventDay ? { said, day: eventDay, week: weekOfDay(eventDay, today) } : null;
  const span = new RegExp(String.raw`\b(\d{1,2})${ORD}\s*(?:-|–|and|&|to)\s*(?:${WEEKDAY},?\s+)?(?:the\s+)?(\d{1,2})${ORD}(?:\s+of)?\s+(?:${MONTH_NAMES})\b`, "i").exec(a.productDescription);
  const days = span && day && Number(span[1]) === day.day.getUTCDate() ? Math.max(1, Math.min(14, Number(span[2]) - Number(span[1]) + 1)) : 1;
  const tiers = readTiers(`${a.productDescription} ${a.challenges}`, currency);
  // "Tickets £5, children free": one price, the full price.
  const one = new RegExp(String.raw`\btickets?\s+(?:are\s+|at\s+|cost\s+|from\s+)?(${SUM})`, "i").exec(a.productDescription);
  if (one && !tiers.some((t) => t.label === "full price") && !tiers.length) {
    const amount = amountOf(one[1]!);
    tiers.push({ label: "full price", amount, text: `${currencyOf(one[1]!.trim().charAt(0))?.prefix ?? currency.prefix}${amount.toLocaleString("en-US")}` });
  }
  const counts = [...a.successMetrics.matchAll(/\b(\d[\d,]*)\s+(?:tickets?\s+)?(?:sold\s+)?(?:by|before)\s+((?:the end of\s+)?[\w ,]{3,30}?)(?=[.,;]|$| and\b| with\b)/gi)];
  const targetMatch = TICKET_GOAL.exec(a.successMetrics);
  const target = targetMatch ? Number(targetMatch[1]!.replace(/,/g, "")) : null;
  let milestone: TicketedEvent["milestone"] = null;
  for (const m of counts) {
    const count = Number(m[1]!.replace(/,/g, ""));
    const when = dayIn(m[2]!, today);
    if (!when || count === target || (eventDay && when.getTime() >= eventDay.getTime())) continue;
    milestone = { count, day: when, week: weekOfDay(when, today), said: `${m[1]} by ${m[2]!.trim()}` };
  }
  const early = tiers.find((t) => t.label === "early bird") ?? null;
  const earlyEnd = new RegExp(String.raw`\bearly[- ]birds?\b[^.]{0,40}?\b(?:until|till|ends?|ending|closes?|to)\s+((?:the end of\s+)?[\w ]{3,20})`, "i").exec(`${a.productDescription} ${a.challenges}`);
  const earlyDay = earlyEnd ? dayIn(earlyEnd[1]!, today) : null;
  const ends = earlyDay
    ? { day: earlyDay, week: weekOfDay(earlyDay, today), said: true }
    : milestone
      ? { day: milestone.day, week: milestone.week, said: false }
      : null;
  const persona = `${a.audiencePersona} ${a.productDescription}`;
  const capacity = /\b(?:capacity(?: of)?|room for|holds|seats)\s+(\d[\d,]*)\b|\b(\d[\d,]*)[- ](?:seat|capacity)\b/i.exec(`${a.productDescription} ${a.challenges}`);
  const showcase = /\b(playtest room|playtesting room|demo (?:area|room|zone)|showcase|expo hall|arcade)\b/i.exec(a.productDescription)?.[1]?.toLowerCase() ?? null;
  return {
    format,
    city,
    day,
    days,
    tiers,
    earlyBird: early ? { tier: early, ends } : null,
    target,
    milestone,
    dues: readDues(`${a.challenges} ${a.productDescription}`, today),
    capacity: capacity ? Number((capacity[1] ?? capacity[2])!.replace(/,/g, "")) : null,
    meetups: readMeetups(persona),
    universities: readUniversities(persona),
    platforms: PLATFORMS.filter(([re]) => re.test(persona)).map(([, name]) => name),
    showcase,
    social: /\b(?:evening social|after-?party|social in the evening|drinks)\b/i.test(a.productDescription),
    talks: Number(/\b(\d{1,3})\s+talks\b/i.exec(a.productDescription)?.[1] ?? "") || null,
    talksPhrase: /\b\d{1,3}\s+(?:talks|sessions|workshops)\b[^,.;:]{0,80}/i.exec(a.productDescription)?.[0].trim() ?? null,
    first: /\bfirst (?:edition|one|year|event)\b|\bthe first\b|\bfirst time\b/i.test(`${a.productDescription} ${a.challenges}`) && !/\blast (?:year|time)\b/i.test(a.challenges),
    ...lineupOf(a),
  };
}

const MAKERS = /\b(?:(\d[\d,]*)\s+(?:local\s+|independent\s+)?)?(makers|exhibitors|stallholders|traders|artists|producers|stalls|vendors|crafters)\b/i;

/** What the day is made of, who comes, children's tickets, students and what sold last time. */
function lineupOf(a: PlanFormData): Pick<TicketedEvent, "has" | "makers" | "crowd" | "childrenFree" | "students" | "worked"> {
  const about = `${a.productName}. ${a.productDescription}`;
  const has: TicketedEvent["has"] = [];
  if (/\b(?:talks?|speakers?|keynotes?|panels?|lectures?)\b/i.test(about)) has.push("talks");
  const maker = MAKERS.exec(about);
  if (maker) has.push("makers");
  if (/\b(?:bands?|performers?|acts|gigs?|live music|DJs?)\b/i.test(about)) has.push("performers");
  if (/\bworkshops?\b/i.test(about)) has.push("workshops");
  const everyone = `${a.audiencePersona} ${a.productDescription}`;
  const publicCrowd =
    a.audienceType !== "developer" &&
    a.audienceType !== "b2b-smb" &&
    a.audienceType !== "b2b-enterprise" &&
    (/\b(?:families|family|children|kids|couples|parents|shoppers|the public|locals|visitors)\b/i.test(everyone) || /\b(?:craft|christmas|food|makers'?|book|vintage|flea)\s+(?:fair|market)\b/i.test(about));
  const worked = /\b(?:relied on|used|through|via|from)\s+((?:\p{Lu}[\p{L}.]*\s*)+(?:events?|groups?|pages?|ads|posts?)?)\s+(?:and|to)\s+(?:we\s+)?sold\s+(\d[\d,]*)\s+tickets\b/u.exec(a.challenges);
  return {
    has,
    makers: maker ? { count: maker[1] ? Number(maker[1].replace(/,/g, "")) : null, word: maker[2]!.toLowerCase() === "stalls" ? "stallholders" : maker[2]!.toLowerCase() } : null,
    crowd: publicCrowd ? "public" : "peers",
    childrenFree: /\b(?:children|kids|under-?\d+s?)\s+(?:go\s+|get\s+in\s+|come\s+)?free\b|\bfree for (?:children|kids|under-?\d+s?)\b/i.test(`${about} ${a.challenges}`),
    students: /\bstudents?\b|\buniversit(?:y|ies)\b|\bcourse leaders?\b/i.test(`${everyone} ${a.challenges}`),
    worked: worked ? { channel: worked[1]!.trim(), tickets: Number(worked[2]!.replace(/,/g, "")) } : null,
  };
}

const short = (day: Date) => longDate(day).replace(/ \d{4}$/, "");

/** The price of a tier, or null. */
export function tierPrice(e: TicketedEvent, label: TicketTier["label"]): TicketTier | null {
  return e.tiers.find((t) => t.label === label) ?? null;
}

/**
 * The assumed mix of tickets: a fifth students when there is a student price, the milestone's other
 * tickets at the early-bird price (the early bird ends with it), the rest at full price.
 */
export function ticketMix(e: TicketedEvent): { tier: TicketTier; tickets: number }[] {
  if (!e.target) return [];
  const student = tierPrice(e, "student");
  const early = tierPrice(e, "early bird");
  const full = tierPrice(e, "full price") ?? early;
  if (!full) return [];
  const students = student ? Math.round(e.target * 0.2) : 0;
  const byMilestone = e.milestone ? Math.min(e.milestone.count, e.target) : Math.round(e.target * 0.4);
  const earlyCount = early && full !== early ? Math.max(0, byMilestone - (student ? Math.round(byMilestone * 0.2) : 0)) : 0;
  const fullCount = Math.max(0, e.target - students - earlyCount);
  return [
    ...(early && earlyCount ? [{ tier: early, tickets: earlyCount }] : []),
    ...(fullCount ? [{ tier: full, tickets: fullCount }] : []),
    ...(student && students ? [{ tier: student, tickets: students }] : []),
  ];
}

function money(amount: number, like: TicketTier): string {
  return `${like.text.replace(/[\d,.]+$/, "")}${formatCount(Math.round(amount))}`;
}

/** Tickets a week needed to reach `tickets` from `fromWeek` to `toWeek`, counted in whole weeks (at least one). */
function perWeek(tickets: number, weeks: number): number {
  return Math.ceil(tickets / Math.max(1, weeks));
}

/**
 * The event's arithmetic, said plainly: tickets a week to the milestone and to the day, what the
 * assumed mix of tiers brings, and whether the money due (the venue) is covered by the tickets sold
 * by then, and when the ticketing platform pays it out.
 */
export function eventMath(e: TicketedEvent, today: Date): string {
  const out: string[] = [];
  const start = short(today);
  const target = e.target;
  if (target && e.milestone && e.day) {
    const toMilestone = e.milestone.week;
    const after = Math.max(1, e.day.week - e.milestone.week);
    out.push(
      `${formatCount(e.milestone.count)} tickets by ${short(e.milestone.day)} is about ${perWeek(e.milestone.count, toMilestone)} a week from ${start} (${toMilestone} weeks); the other ${formatCount(target - e.milestone.count)} to ${formatCount(target)} by ${short(e.day.day)} is about ${perWeek(target - e.milestone.count, after)} a week over the last ${after} weeks.`,
    );
  } else if (target && e.day && e.crowd === "public" && e.day.week > 12) {
    out.push(`${formatCount(target)} tickets for ${short(e.day.day)} would be about ${perWeek(target, e.day.week)} a week spread evenly over ${e.day.week} weeks, but families book a day out close to it: expect most tickets in the last four to six weeks, so judge the early weeks by which codes sell, not by that pace.`);
  } else if (target && e.day) {
    out.push(`${formatCount(target)} tickets by ${short(e.day.day)} is about ${perWeek(target, e.day.week)} a week from ${start} (${e.day.week} weeks), and most events sell a large share in the last two weeks, so the early weeks need to run ahead of that pace.`);
  }
  const mix = ticketMix(e);
  if (mix.length && target) {
    const revenue = mix.reduce((s, m) => s + m.tickets * m.tier.amount, 0);
    const parts = mix.map((m) => `${formatCount(m.tickets)} at ${m.tier.text} (${m.tier.label})`);
    out.push(`Assumed mix: ${joinWords(parts)}, about ${money(revenue, mix[0]!.tier)} before the ticketing platform's and card fees (a few per cent: check yours); change the mix in your tracker as real sales come in.`);
    for (const due of e.dues) {
      const sold = e.milestone && e.milestone.day.getTime() <= due.day.getTime() ? e.milestone : null;
      if (!sold) {
        out.push(`The ${due.what} (${due.text}) is due on ${short(due.day)}: count the money in from tickets each week against it.`);
        continue;
      }
      const early = tierPrice(e, "early bird");
      const student = tierPrice(e, "student");
      const students = student ? Math.round(sold.count * 0.2) : 0;
      const atMilestone = (early ?? mix[0]!.tier).amount * (sold.count - students) + (student?.amount ?? 0) * students;
      const covered = atMilestone * 0.95 >= due.amount;
      const needed = Math.ceil(due.amount / 0.95 / ((early ?? mix[0]!.tier).amount));
      out.push(
        `${formatCount(sold.count)} tickets by ${short(sold.day)} at that mix bring about ${money(atMilestone, mix[0]!.tier)}, ${covered ? "enough" : "not enough"} for the ${due.what} (${due.text}) due on ${short(due.day)}${covered ? "" : `: at the ${early ? early.text + " early-bird" : "ticket"} price you need about ${formatCount(needed)} paying tickets before then`}, if the ticket money reaches your account in time: check when your ticketing platform pays out (some hold it until after the event; with Tito or another Stripe-based checkout it reaches your own Stripe account within days).`,
      );
    }
  }
  return out.join(" ");
}

/** "Saturday 11 and Sunday 12 December 2027" for a two-day event, "Saturday 6 March 2027" for one. */
function datesOf(e: TicketedEvent): string {
  const first = e.day!.day;
  if (e.days <= 1) return dayName(first);
  const last = new Date(first.getTime() + (e.days - 1) * 86_400_000);
  if (e.days === 2 && last.getUTCMonth() === first.getUTCMonth()) return `${dayWithWeekday(first).replace(/ \D+$/, "")} and ${dayName(last)}`;
  return `${short(first)} to ${dayName(last)}`;
}

/** "Saturday 6 March 2027". */
function dayName(day: Date): string {
  return `${dayWithWeekday(day)} ${day.getUTCFullYear()}`;
}

/**
 * {eventDay} {eventDate} {eventFormat} {eventCity} {earlyPrice} {fullPrice} {studentPrice} {earlyBirdEnds} {ticketTarget}
 * {milestone} {milestonePace} {eventMath} {venueDue} {meetups} {universities} {eventPlatforms} {eventShowcase} {talks}
 * {eventDates} {makers} {makerWord} {workedChannel} {workedTickets} {workedGap} {childrenPrice}:
 * an event's facts for the library's templates; slots for what the founder did not say.
 */
export function eventTokens(e: TicketedEvent | null, today: Date): Record<string, string> {
  const early = e ? tierPrice(e, "early bird") : null;
  const full = e ? tierPrice(e, "full price") : null;
  const student = e ? tierPrice(e, "student") : null;
  const due = e?.dues[0];
  const milestonePace = e?.milestone ? `about ${perWeek(e.milestone.count, e.milestone.week)} a week` : "{{tickets a week}}";
  return {
    eventDay: e?.day ? dayName(e.day.day) : "{{the event day}}",
    eventDate: e?.day ? short(e.day.day) : "{{the event day}}",
    eventDates: e?.day ? datesOf(e) : "{{the event's dates}}",
    makers: e?.makers ? `${e.makers.count ? `${formatCount(e.makers.count)} ` : "the "}${e.makers.word}` : "the makers",
    makerWord: e?.makers?.word ?? "makers",
    workedChannel: e?.worked?.channel ?? "{{what sold tickets last year}}",
    workedTickets: e?.worked?.tickets ? formatCount(e.worked.tickets) : "{{last year's tickets}}",
    workedGap: e?.worked?.tickets && e.target && e.target > e.worked.tickets ? formatCount(e.target - e.worked.tickets) : "{{the tickets still to find}}",
    childrenPrice: e?.childrenFree ? "free" : "{{children's price}}",
    eventFormat: e?.format ?? "event",
    eventCity: e?.city ?? "{{the city}}",
    earlyPrice: early?.text ?? "{{early-bird price}}",
    fullPrice: full?.text ?? "{{full price}}",
    studentPrice: student?.text ?? "{{student price}}",
    earlyBirdEnds: e?.earlyBird?.ends ? short(e.earlyBird.ends.day) : "{{the day the early bird ends}}",
    ticketTarget: e?.target ? formatCount(e.target) : "{{your ticket goal}}",
    milestone: e?.milestone ? `${formatCount(e.milestone.count)} tickets by ${short(e.milestone.day)}` : "{{your halfway count}}",
    milestonePace,
    eventMath: e ? eventMath(e, today) : "",
    venueDue: due ? `the ${due.what} (${due.text}) due on ${short(due.day)}` : "the bills due before the day (the venue, printing)",
    meetups: e?.meetups.length ? joinWords(e.meetups) : "the local meetups",
    universities: e?.universities.length ? joinWords(e.universities) : "{{the universities and colleges nearby}}",
    eventPlatforms: e?.platforms.length ? joinWords(e.platforms) : "{{where your audience posts}}",
    eventShowcase: e?.showcase ?? "showcase",
    talks: e?.talksPhrase ?? (e?.talks ? `${e.talks} talks` : "the talks"),
    extras: e?.social ? "The evening social, to meet the people behind the games and the talks" : "{{what else happens on the day}}",
  };
}
