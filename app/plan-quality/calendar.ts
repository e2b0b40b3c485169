/**
 * The calendar a founder's deadline names: Easter, Christmas, Black Friday, a month, the summer
 * holidays. Pure date arithmetic on whole days in UTC (a plan's day is its UTC date), so the same
 * answers and the same start day always give the same weeks. Nothing here reads the clock except
 * `planDay()`, the default start day of a plan made now.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** A day at UTC midnight. */
export function utcDay(year: number, month: number, day: number): Date {
  return new Date(Date.UTC(year, month, day));
}

/** The day (UTC midnight) a moment falls on. */
export function dayOf(moment: Date): Date {
  return utcDay(moment.getUTCFullYear(), moment.getUTCMonth(), moment.getUTCDate());
}

/** Today, as the day a plan made now starts on. */
export function planDay(): Date {
  return dayOf(new Date());
}

/**
 * The day a stored plan was made, from its createdAt ("2027-01-04T09:12:00.000Z" or
 * "2027-01-04 09:12:00"), so it is checked against the deadline it was planned for, not against
 * today; today when the stamp cannot be read.
 */
export function dayMadeOn(createdAt: string | null | undefined): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(createdAt ?? "");
  return m ? utcDay(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : planDay();
}

/** "2027-03-28" */
export function isoDay(day: Date): string {
  return day.toISOString().slice(0, 10);
}

export const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"] as const;

/** "28 March 2027": the date as a founder in any English-speaking country reads it without doubt. */
export function longDate(day: Date): string {
  return `${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
}

/** Easter Sunday of a (Gregorian) year: the anonymous Gregorian algorithm (Meeus/Jones/Butcher). */
export function easterSunday(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31); // 3 = March, 4 = April
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return utcDay(year, month - 1, day);
}

export function christmasDay(year: number): Date {
  return utcDay(year, 11, 25);
}

/** Black Friday: the day after the fourth Thursday of November (US Thanksgiving). */
export function blackFriday(year: number): Date {
  const firstWeekday = utcDay(year, 10, 1).getUTCDay(); // 0 = Sunday, 4 = Thursday
  const firstThursday = 1 + ((4 - firstWeekday + 7) % 7);
  return utcDay(year, 10, firstThursday + 21 + 1);
}

/**
 * The last day of the school year, when the summer holidays begin. Approximate: schools in England
 * and Wales break up around 20 July (Scotland's and Ireland's a few weeks earlier), most schools in the
 * United States around mid-June; a plan needs the week, not the day. Other countries (the southern
 * hemisphere's school year ends in December) are read as the English date, which is a known gap.
 */
export function schoolYearEnd(year: number, country: string | null = null): Date {
  return country === "United States" ? utcDay(year, 5, 15) : utcDay(year, 6, 20);
}

/**
 * The weeks from `today` up to `day`: the last one ends on the day or just before it (from Monday
 * 4 January, Easter Sunday 28 March ends week 12, and "by Monday 15 March" is 10 weeks, to the Sunday
 * before); at least 1.
 */
export function weeksUntil(day: Date, today: Date): number {
  const days = Math.round((dayOf(day).getTime() - dayOf(today).getTime()) / DAY_MS);
  return Math.max(1, Math.ceil(days / 7));
}

/** The first day `dayIn(year)` gives after today: this year's, or next year's once this year's has passed. */
export function nextOccurrence(dayIn: (year: number) => Date, today: Date): Date {
  const start = dayOf(today);
  const thisYear = dayIn(start.getUTCFullYear());
  return thisYear.getTime() > start.getTime() ? thisYear : dayIn(start.getUTCFullYear() + 1);
}

/** A deadline the success metrics give as a date: the words the founder used, the day, the weeks from the plan's start. */
export type DatedDeadline = { said: string; day: Date; weeks: number };

const MONTH_NAMES = MONTHS.join("|");
const BEFORE = String.raw`(?:by|before|until|till|ahead of|in time for|for)`;
/** "by Easter", "before Black Friday", "in time for Christmas", "by the end of the school year". */
const OCCASION = new RegExp(
  String.raw`\b${BEFORE}\s+(?:the\s+)?(easter|christmas|xmas|black friday|(?:start of the |the )?summer (?:holidays?|break|vacation)|(?:end of (?:the |this )?)?school year(?:'s end)?|(?:end of (?:the |this )?)?(?:school )?summer term)\b`,
  "gi",
);
/**
 * "by September" (before it starts), "before March"; "in March", "during June", "end of June", "by the
 * end of June", "in September and October" (to the end of the last month named).
 */
const MONTH = new RegExp(
  String.raw`\b(by the end of|(?:at )?(?:the )?end of|in|during|throughout|by|before|until|till|ahead of|in time for)\s+(${MONTH_NAMES})(?:\s*(?:and|to|or|-|–)\s*(${MONTH_NAMES}))?\b(?!\s*\d)`,
  "gi",
);
/** A day of a month: "by 15 March", "before the 1st of June", "by March 15th". */
const DAY_OF_MONTH = new RegExp(
  String.raw`\b(?:by|before|until|till|ahead of|in time for)\s+(?:(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)?(?:\s+of)?\s+(${MONTH_NAMES})|(${MONTH_NAMES})\s+(\d{1,2})(?:st|nd|rd|th)?)\b`,
  "gi",
);
const END_OF_YEAR = /\b(?:by|before) (?:the )?(?:end of (?:the |this )?year|year[- ]end|new year)\b/gi;

function monthIndex(name: string): number {
  return MONTHS.findIndex((m) => m.toLowerCase() === name.toLowerCase());
}

/** The day an occasion's words mean, in a given year. */
function occasionDay(words: string, country: string | null): ((year: number) => Date) | null {
  const w = words.toLowerCase();
  if (w === "easter") return easterSunday;
  if (w === "christmas" || w === "xmas") return christmasDay;
  if (w === "black friday") return blackFriday;
  if (/summer|school year/.test(w)) return (year) => schoolYearEnd(year, country);
  return null;
}

/**
 * The deadlines in the success metrics that name a date, each at its next occurrence after `today`:
 * "15 regular pupils by Easter" on 4 January 2027 is 28 March 2027, 12 weeks away. "May" counts as a
 * month only when written with a capital (not "may be").
 */
export function datedDeadlinesIn(text: string, today: Date, country: string | null = null): DatedDeadline[] {
  const out: DatedDeadline[] = [];
  const add = (said: string, dayIn: (year: number) => Date) => {
    const day = nextOccurrence(dayIn, today);
    out.push({ said: said.trim().replace(/\s+/g, " "), day, weeks: weeksUntil(day, today) });
  };
  for (const m of text.matchAll(OCCASION)) {
    const dayIn = occasionDay(m[1]!, country);
    if (dayIn) add(m[0], dayIn);
  }
  for (const m of text.matchAll(MONTH)) {
    const [said, how = "", first = "", last] = m;
    const named = last ?? first;
    if ([first, last].some((name) => name?.toLowerCase() === "may" && name !== "May")) continue;
    const month = monthIndex(named);
    // "by September" and "before September": by the day it starts; otherwise to its last day.
    const byItsStart = !last && /^(?:by|before|until|till|ahead of|in time for)$/i.test(how.trim());
    add(said, byItsStart ? (year) => utcDay(year, month, 1) : (year) => utcDay(year, month + 1, 0));
  }
  for (const m of text.matchAll(DAY_OF_MONTH)) {
    const name = m[2] ?? m[3] ?? "";
    const date = Number(m[1] ?? m[4]);
    if ((name.toLowerCase() === "may" && name !== "May") || date < 1 || date > 31) continue;
    add(m[0], (year) => utcDay(year, monthIndex(name), date));
  }
  for (const m of text.matchAll(END_OF_YEAR)) add(m[0], (year) => utcDay(year, 11, 31));
  return out;
}

/**
 * "by Easter (week 12)": the dated deadline as the founder wrote it, with its week, when it is where
 * the plan ends (a date beyond the horizon is not the plan's end); null otherwise.
 */
export function datedEnd(r: { datedDeadline: DatedDeadline | null; planWeeks: number }): string | null {
  const d = r.datedDeadline;
  return d && d.weeks === r.planWeeks ? `${d.said} (week ${d.weeks})` : null;
}

/** "by Easter, 28 March 2027": the dated deadline with its date, for a sentence that already gives the weeks. */
export function datedDeadlineWithDay(d: DatedDeadline): string {
  return `${d.said}, ${longDate(d.day)}`;
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/** "Monday 1 February": a day in the plan, with its weekday. */
export function dayWithWeekday(day: Date): string {
  return `${WEEKDAYS[day.getUTCDay()]} ${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]}`;
}

/** The nth Monday of a month (n = -1: the last). */
function mondayOf(year: number, month: number, n: number): Date {
  if (n < 0) {
    const last = utcDay(year, month + 1, 0);
    return utcDay(year, month, last.getUTCDate() - ((last.getUTCDay() + 6) % 7));
  }
  const first = utcDay(year, month, 1).getUTCDay();
  return utcDay(year, month, 1 + ((8 - first) % 7) + 7 * (n - 1));
}

const addDays = (day: Date, days: number) => new Date(day.getTime() + days * DAY_MS);

/**
 * The public holidays of a country, in a year, when holiday-home owners come down and visitors
 * arrive (most of them make a long weekend). Ireland's public holidays (St Brigid's Day: the first Monday of February, or
 * 1 February when it is a Friday; St Patrick's Day; Easter Monday; the first Mondays of May, June and
 * August; the last Monday of October; Christmas) and the United Kingdom's bank holidays as England
 * and Wales keep them (Good Friday to Easter Monday; the first and last Mondays of May; the last
 * Monday of August; Christmas). Empty for other countries, whose holidays this does not know.
 */
export function longWeekendsIn(country: string | null, year: number): { name: string; day: Date }[] {
  const easter = easterSunday(year);
  if (country === "Ireland") {
    const feb1 = utcDay(year, 1, 1);
    return [
      { name: "St Brigid's Day", day: feb1.getUTCDay() === 5 ? feb1 : mondayOf(year, 1, 1) },
      { name: "St Patrick's Day", day: utcDay(year, 2, 17) },
      { name: "Easter Monday", day: addDays(easter, 1) },
      { name: "the May bank holiday", day: mondayOf(year, 4, 1) },
      { name: "the June bank holiday", day: mondayOf(year, 5, 1) },
      { name: "the August bank holiday", day: mondayOf(year, 7, 1) },
      { name: "the October bank holiday", day: mondayOf(year, 9, -1) },
      { name: "Christmas Day", day: christmasDay(year) },
    ];
  }
  if (country === "United Kingdom") {
    return [
      { name: "Good Friday", day: addDays(easter, -2) },
      { name: "the early May bank holiday", day: mondayOf(year, 4, 1) },
      { name: "the spring bank holiday", day: mondayOf(year, 4, -1) },
      { name: "the summer bank holiday", day: mondayOf(year, 7, -1) },
      { name: "Christmas Day", day: christmasDay(year) },
    ];
  }
  return [];
}

/**
 * The public holidays that fall within a plan's weeks, from its first day: Kilkee's plan made on
 * 4 January 2027 has St Brigid's Day (Monday 1 February), St Patrick's Day (Wednesday 17 March) and
 * Easter Monday (29 March) in its 13 weeks.
 */
export function longWeekendsWithin(country: string | null, start: Date, weeks: number): { name: string; day: Date }[] {
  const from = dayOf(start).getTime();
  const until = from + weeks * 7 * DAY_MS;
  const year = dayOf(start).getUTCFullYear();
  return [...longWeekendsIn(country, year), ...longWeekendsIn(country, year + 1)].filter(
    (h) => h.day.getTime() > from && h.day.getTime() < until,
  );
}

/** The nth Sunday of a month (month 0 = January). */
function sundayOf(year: number, month: number, n: number): Date {
  const first = utcDay(year, month, 1).getUTCDay();
  return utcDay(year, month, 1 + ((7 - first) % 7) + 7 * (n - 1));
}

/** Countries whose Mother's Day is Mothering Sunday (three weeks before Easter) rather than May's second Sunday. */
const MOTHERING_SUNDAY = ["United Kingdom", "Ireland"];
/** Countries whose Mother's Day is the second Sunday of May and Father's Day the third Sunday of June. */
const MAY_MOTHERS_DAY = ["United States", "Canada"];

/**
 * The days people buy gifts for, in a year: Valentine's Day, Mother's Day and Father's Day where the
 * calendar knows the country's dates (the UK and Ireland keep Mothering Sunday, three weeks before
 * Easter; the US and Canada the second Sunday of May; all four Father's Day on the third Sunday of
 * June), Black Friday in the US, and Christmas.
 */
export function giftingDaysIn(country: string | null, year: number): { name: string; day: Date }[] {
  const days: { name: string; day: Date }[] = [{ name: "Valentine's Day", day: utcDay(year, 1, 14) }];
  if (country && MOTHERING_SUNDAY.includes(country)) days.push({ name: "Mother's Day", day: addDays(easterSunday(year), -21) });
  if (country && MAY_MOTHERS_DAY.includes(country)) days.push({ name: "Mother's Day", day: sundayOf(year, 4, 2) });
  if (country && [...MOTHERING_SUNDAY, ...MAY_MOTHERS_DAY].includes(country)) days.push({ name: "Father's Day", day: sundayOf(year, 5, 3) });
  if (country === "United States") days.push({ name: "Black Friday", day: blackFriday(year) });
  days.push({ name: "Christmas", day: christmasDay(year) });
  return days.sort((x, y) => x.day.getTime() - y.day.getTime());
}

/** The gifting days that fall within a plan's weeks, from its first day. */
export function giftingDaysWithin(country: string | null, start: Date, weeks: number): { name: string; day: Date }[] {
  const from = dayOf(start).getTime();
  const until = from + weeks * 7 * DAY_MS;
  const year = dayOf(start).getUTCFullYear();
  return [...giftingDaysIn(country, year), ...giftingDaysIn(country, year + 1)].filter((h) => h.day.getTime() > from && h.day.getTime() < until);
}

/**
 * Months the founder says hold no marketing at all, because the work fills them ("January is chaos with
 * tax returns so we can't do any marketing in January", "no marketing from March to April"): the months,
 * the sentence, and the plan's weeks that fall in them (a week belongs to the month of its Thursday).
 * Only months named by name; a season ("none in summer") is not one.
 */
export type ClosedMonths = { months: string[]; quote: string; weeks: number[] };

const CLOSED_SAID = new RegExp(
  String.raw`\b(${MONTH_NAMES})(?:\s+(and|or|to)\s+(${MONTH_NAMES}))?\s+(?:is|are|'s|gets?)\s+(?:always\s+|just\s+)?(?:total\s+|complete\s+|pure\s+|absolute\s+|utter\s+)?(?:chaos|chaotic|mayhem|madness|manic|impossible|a write-off|a washout|flat out|non-stop)\b` +
    String.raw`|\b(?:can't|cannot|can not|won't|will not|don't|do not|couldn't)\s+(?:do\s+)?(?:any\s+)?(?:marketing|outreach|promotion)\s+(?:at all\s+)?(?:in|during|from)\s+(${MONTH_NAMES})(?:\s+(and|or|to)\s+(${MONTH_NAMES}))?` +
    String.raw`|\bno (?:marketing|outreach) (?:at all )?(?:in|during|from)\s+(${MONTH_NAMES})(?:\s+(and|or|to)\s+(${MONTH_NAMES}))?`,
  "i",
);

/** The months a match names: one, two ("January and February") or a run ("March to May"). */
function namedMonths(first: string, how: string | undefined, last: string | undefined): number[] {
  const from = monthIndex(first);
  if (!last) return [from];
  const to = monthIndex(last);
  if (how?.toLowerCase() !== "to") return [from, to];
  const out: number[] = [];
  for (let m = from; out.length < 12; m = (m + 1) % 12) {
    out.push(m);
    if (m === to) break;
  }
  return out;
}

export function readClosedMonths(challenges: string, start: Date, planWeeks: number): ClosedMonths | null {
  const sentences = challenges.split(/(?<=[.!?])\s+|\n+/).map((s) => s.trim()).filter(Boolean);
  for (const sentence of sentences) {
    const m = CLOSED_SAID.exec(sentence);
    if (!m) continue;
    const [first, how, last] = m[1] ? [m[1], m[2], m[3]] : m[4] ? [m[4], m[5], m[6]] : [m[7]!, m[8], m[9]];
    // "may" in lower case is a verb, not the month.
    if ([first, last].some((name) => name?.toLowerCase() === "may" && name !== "May")) continue;
    const months = namedMonths(first!, how, last);
    const weeks = weeksInMonths(months.map((i) => MONTHS[i]!), start, planWeeks);
    // A plan is not all closed weeks: with fewer than four open ones, what they said is a limit the plan cannot keep as weeks.
    if (planWeeks - weeks.length < 4) continue;
    return { months: months.map((i) => MONTHS[i]!), quote: sentence.replace(/\s+/g, " ").replace(/[.!]+$/, ""), weeks };
  }
  return null;
}

/** The first day of the plan's week `week` (week 1 starts on `start`). */
export function weekStart(start: Date, week: number): Date {
  return addDays(dayOf(start), 7 * (week - 1));
}

/** The plan's first week after `week` that the founder did not close; null when none is left. */
export function openWeekAfter(c: ClosedMonths, planWeeks: number, week: number): number | null {
  for (let w = week + 1; w <= planWeeks; w++) if (!c.weeks.includes(w)) return w;
  return null;
}

/** The work that fills the closed months, when the founder named it ("January is chaos with tax returns" → "tax returns"). */
export function closedWork(c: ClosedMonths): string | null {
  return /\bwith ((?:the |our |their )?[a-z' -]{3,40}?)(?=\s+(?:so|and|but)\b|[,;]|$)/i.exec(c.quote)?.[1] ?? null;
}

/** The weeks (1 to `weeks`) whose Thursday falls in one of these months. */
export function weeksInMonths(months: readonly string[], start: Date, weeks: number): number[] {
  const out: number[] = [];
  for (let w = 1; w <= weeks; w++) if (months.includes(MONTHS[addDays(dayOf(start), 7 * (w - 1) + 3).getUTCMonth()]!)) out.push(w);
  return out;
}
