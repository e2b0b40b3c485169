import type { TimelinePhase } from "~/generation/schemas";
import { closedWork, datedEnd, dayWithWeekday, longDate, openWeekAfter, weekStart, weeksInMonths } from "~/plan-quality/calendar";
import type { Crowdfunding } from "~/plan-quality/crowdfunding";
import { giftDatesList, longWeekendsList } from "~/plan-quality/fill";
import type { Reading } from "~/plan-quality/reading";
import { joinWords, upperFirst } from "~/plan-quality/words";
import { atTheirTime, ordersWord, type PlanContext } from "./context";
import type { CampaignPhase, EventPhase } from "./types";

/** A chosen tactic as the timeline needs it: its name, its steps as shown, how many are set-up. */
export type ScheduledTactic = {
  name: string;
  steps: string[];
  setupSteps: number;
  /** The first of the set-up steps that other tactics rely on: all in week 1, before anything else. */
  groundworkSteps?: number;
  quickWin: boolean;
  /** Its own first milestone falls in weeks 1–2 ("verified and complete within two weeks"). */
  early?: boolean;
  /** A crowdfunding tactic's part of the campaign for each step (before, launch, during, after). */
  phases?: CampaignPhase[];
  /** An event's tactic: the part of the run-up each step belongs to (set-up, early bird, middle, final push, the day). */
  eventPhases?: EventPhase[];
};

const PHASE_TITLES = ["Set up and first quick wins", "First traction", "Scale what works", "Review and decide what's next"] as const;

/** The title of phase `p` of `count`: four phases take the four titles, fewer take them spread out. */
function phaseTitle(p: number, count: number): string {
  // Four phases at most (phaseSpans), so the index is 0 to 3 and the fallback never applies.
  return (count === 4 ? PHASE_TITLES[p] : PHASE_TITLES[Math.round((p * 3) / Math.max(1, count - 1))]) ?? PHASE_TITLES[3];
}

/** A founder with a few stated hours a week sets the tactics up one after another, not all at once. */
export function setsUpOneAtATime(r: Reading): boolean {
  return r.weeklyHours !== null && r.weeklyHours <= 5;
}

/** Setting one tactic up (the page, the list, the first ads) takes about a working day of the founder's hours. */
const SETUP_HOURS = 8;

/**
 * How the tactics start for this founder: one after another when they gave a few hours a week, each
 * given the weeks its set-up takes at their hours (two at least), not a fixed quarter of the plan,
 * so a six-month plan does not keep its third tactic waiting until month four.
 */
export function staggering(r: Reading): { staggered: boolean; setupWeeks?: number } {
  if (!setsUpOneAtATime(r) || r.weeklyHours === null) return { staggered: false };
  return { staggered: true, setupWeeks: Math.max(2, Math.ceil(SETUP_HOURS / Math.max(r.weeklyHours, 0.5))) };
}

/** "Week 3" or "Weeks 3-5". */
export function weeksLabel(from: number, to: number): string {
  return from === to ? `Week ${from}` : `Weeks ${from}-${to}`;
}

/** A step done every week ("Every Friday, count…", "Each week…"), from the tactic's start. */
const RECURRING = /^(?:every|each) (?:week|friday|monday|tuesday|wednesday|thursday|saturday|sunday|afternoon|morning|evening|day)\b|^once a week\b/i;
/** A step that follows the one before it on the same occasion ("The next day, post the photos"). */
const FOLLOWS = /^(?:the next day|the next morning|the day after|on the day|the same day|that evening|afterwards)\b/i;

/**
 * A step that happens in the week the plan builds up to ("In the festival week, answer every
 * comment…"): a store game's goal is set for its festival, so the step falls in the plan's last week.
 */
const AT_THE_END = /^in the festival week\b/i;

/**
 * A step tied to a month of the year ("In early June, send the summer letter"): a veg box's season. It falls
 * in the plan's first week of that month, or in its last week when the month comes after the plan ends.
 */
const IN_MONTH = /^in (?:early |mid-|late )?(january|february|march|april|may|june|july|august|september|october|november|december)\b/i;
const MONTH_NAMES = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];

/** A step tied to a dated week ("In the week of February 23, hold the session"): a church year's webinar. */
const IN_WEEK_OF = /^in the week of (january|february|march|april|may|june|july|august|september|october|november|december) (\d{1,2})\b/i;

/** The plan's week holding that day (its next one from the start), not before `from`; the last week when it comes after the plan. */
function weekOfDay(m: RegExpExecArray, start: Date, weeks: number, from: number): number {
  const month = MONTH_NAMES.indexOf(m[1]!.toLowerCase());
  let day = Date.UTC(start.getUTCFullYear(), month, Number(m[2]));
  if (day < start.getTime()) day = Date.UTC(start.getUTCFullYear() + 1, month, Number(m[2]));
  const week = Math.floor((day - start.getTime()) / (7 * 86400000)) + 1;
  return Math.min(weeks, Math.max(from, week));
}

/** The plan's first week (1 to `weeks`) that starts in the step's month, or its last week. */
function monthWeek(text: string, start: Date | undefined, weeks: number, from: number): number | null {
  const dated = IN_WEEK_OF.exec(text);
  if (dated && start) return weekOfDay(dated, start, weeks, from);
  const m = IN_MONTH.exec(text);
  if (!m || !start) return null;
  const month = MONTH_NAMES.indexOf(m[1]!.toLowerCase());
  for (let w = from; w <= weeks; w++) if (new Date(start.getTime() + (w - 1) * 7 * 86400000).getUTCMonth() === month) return w;
  return weeks;
}

/**
 * A step tied to a record's release ("In release week, play the in-stores", "In the week before release, send
 * the last call"): a band's (Reading.band). It falls in the plan's week of the release day, or the week before;
 * in the last week when the release comes after the plan ends.
 */
const IN_RELEASE_WEEK = /^in (the week before )?release week\b|^in the week before release\b/i;

function releaseWeekOf(text: string, releaseWeek: number | undefined, weeks: number, from: number): number | null {
  const m = IN_RELEASE_WEEK.exec(text);
  if (!m || !releaseWeek) return null;
  const before = /week before/i.test(m[0]);
  return Math.max(from, Math.min(weeks, releaseWeek - (before ? 1 : 0)));
}

/**
 * A step tied to a week of a course that starts with the plan ("In week 4, check each learner's goals"): a
 * school's 12-week course. It falls in that week, not before the tactic runs, and in the last week when later.
 */
const IN_COURSE_WEEK = /^in week (\d{1,2})\b/i;

function courseWeekOf(text: string, weeks: number, from: number): number | null {
  const m = IN_COURSE_WEEK.exec(text);
  return m ? Math.min(weeks, Math.max(from, Number(m[1]))) : null;
}

/** Up to four phases that split `weeks` as evenly as whole weeks allow. */
export function phaseSpans(weeks: number): [number, number][] {
  const count = Math.max(1, Math.min(4, weeks));
  return Array.from({ length: count }, (_, p) => [Math.floor((p * weeks) / count) + 1, Math.floor(((p + 1) * weeks) / count)]);
}

/**
 * The weeks of the plan, step by step: every tactic's set-up steps fall in the first quarter (a quick
 * win's in the first two weeks, so its first signal comes early), its other steps follow in order,
 * spread to the end of the plan (the horizon, or the deadline in the success metrics when it comes
 * first). Nothing is scheduled after it.
 *
 * `staggered` is for a founder who gave a few hours a week: the tactics are set up one after another,
 * `setupWeeks` each (a quarter of the plan at most; up to its middle), instead of all at once in the first quarter.
 */
export function scheduleSteps(
  tactics: ScheduledTactic[],
  planWeeks: number,
  { staggered = false, setupWeeks, start: startDay, releaseWeek, closed = [] }: { staggered?: boolean; setupWeeks?: number; start?: Date; releaseWeek?: number; closed?: number[] } = {},
): { week: number; tactic: number; name: string; text: string; groundwork?: boolean }[] {
  // Weeks the founder closed ("we can't do any marketing in January") hold nothing: the steps are spread over
  // the open weeks, counted 1 to `weeks`, and placed on the plan's own weeks at the end; a step tied to a
  // month or a release falls in the first open week from its own.
  const open = Array.from({ length: planWeeks }, (_, i) => i + 1).filter((w) => !closed.includes(w));
  const weeks = open.length;
  const real = (i: number) => open[Math.min(weeks, Math.max(1, i)) - 1]!;
  const index = (w: number) => {
    const i = open.findIndex((o) => o >= w);
    return i === -1 ? weeks : i + 1;
  };
  const monthAt = (text: string, from: number) => {
    const w = monthWeek(text, startDay, planWeeks, real(from));
    return w === null ? null : index(w);
  };
  const releaseAt = (text: string, from: number) => {
    const w = releaseWeekOf(text, releaseWeek, planWeeks, real(from));
    return w === null ? null : index(w);
  };
  const quarter = staggered && setupWeeks ? Math.min(setupWeeks, Math.max(1, Math.round(weeks / 4))) : Math.max(1, Math.round(weeks / 4));
  const out: { week: number; tactic: number; name: string; text: string; groundwork?: boolean }[] = [];
  // Staggered, each tactic starts once the one before is set up: a quarter of the plan each, or the
  // first two weeks for a quick win whose own first milestone falls in them (a profile set up once).
  let next = 1;
  tactics.forEach((t, tactic) => {
    const setupWeeks = t.quickWin ? Math.min(2, quarter) : quarter;
    const first = staggered ? Math.min(next, Math.floor(weeks / 2) + 1) : 1;
    next += t.quickWin && t.early ? setupWeeks : quarter;
    const groundwork = t.steps.slice(0, t.groundworkSteps ?? 0);
    groundwork.forEach((text) => out.push({ week: 1, tactic, name: t.name, text, groundwork: true }));
    const setup = t.steps.slice(groundwork.length, t.setupSteps);
    const rest = t.steps.slice(t.setupSteps);
    setup.forEach((text, k) => out.push({ week: first + Math.floor((k * setupWeeks) / Math.max(1, setup.length)), tactic, name: t.name, text }));
    // A quick win with nothing to set up starts at once; the rest start once their set-up is done.
    const start = Math.min(weeks, setup.length === 0 ? (t.quickWin ? first : first + 1) : first + setupWeeks);
    const span = weeks - start + 1;
    // "Every Friday, count…" starts as soon as the tactic runs, not at the end of the plan; "The next
    // day, post the photos" follows the step before it; the other steps spread in order to the end.
    // A step dated to a week of the year may come as soon as the tactic's first set-up step is done.
    // So may a step tied to a month ("In early February, tell…"), or a month early in the plan would pass before it.
    const earliest = (text: string) => (IN_WEEK_OF.test(text) || IN_MONTH.test(text) ? Math.min(start, first + 1) : start);
    const spread = rest.filter((text) => !RECURRING.test(text) && !FOLLOWS.test(text) && !AT_THE_END.test(text) && monthAt(text, earliest(text)) === null && releaseAt(text, start) === null && courseWeekOf(text, weeks, start) === null);
    let previous = start;
    rest.forEach((text) => {
      const k = spread.indexOf(text);
      const week = releaseAt(text, start) ?? courseWeekOf(text, weeks, start) ?? monthAt(text, earliest(text)) ?? (AT_THE_END.test(text) ? weeks : RECURRING.test(text) ? start : FOLLOWS.test(text) || k < 0 ? previous : start + Math.floor((k * span) / Math.max(1, spread.length)));
      previous = week;
      out.push({ week, tactic, name: t.name, text });
    });
  });
  // Groundwork comes first in week 1, before every tactic's own first steps.
  const rank = (x: (typeof out)[number]) => (x.groundwork ? -1 : x.tactic);
  return out.sort((x, y) => x.week - y.week || rank(x) - rank(y)).map((x) => ({ ...x, week: real(x.week) }));
}

/** A step reads "...the template below." on its card; in the timeline the template is the tactic's. */
function asTask(step: string, tacticName: string): string {
  const text = step
    .replace(/\bthe template below\b/gi, "the tactic's template")
    .replace(/\s*\(below\)/g, " (see the tactic's template)")
    .replace(/\bbelow\b/g, "in the tactic's template")
    .replace(/\.$/, "");
  return `${text} (${tacticName})`;
}

const WEEK_WORDS: Record<string, number> = { a: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };

/**
 * A crowdfunding plan's weeks, phased around the launch day: preparation before it, launch week, the
 * campaign's weeks, and after the close (fulfilment news, late pledges) when the plan reaches past it.
 * Each step goes to its part of the campaign, in order; a tactic without parts keeps its usual weeks.
 * Nothing is scheduled after the plan's last week: when the launch falls after it, the plan prepares
 * the launch and says so. Null when the answers give no launch day or it falls in week 1.
 */
export function campaignTimeline(tactics: ScheduledTactic[], ctx: PlanContext): TimelinePhase[] | null {
  const r = ctx.reading;
  const c: Crowdfunding | null = r.crowdfunding;
  if (!c?.launch || !c.end || c.launch.week < 2) return null;
  const { launch: launchAt, end } = c;
  const weeks = r.planWeeks;
  const launch = launchAt.week;
  const close = Math.min(end.week, weeks);
  const usual = scheduleSteps(tactics, weeks, staggering(r));
  const prepEnd = Math.min(launch - 1, weeks);
  const out: { week: number; tactic: number; text: string; name: string }[] = [];
  tactics.forEach((t, tactic) => {
    if (!t.phases) {
      out.push(...usual.filter((s) => s.tactic === tactic));
      return;
    }
    const of = (phase: CampaignPhase) => t.steps.filter((_, k) => (t.phases![k] ?? "before") === phase);
    const spread = (steps: string[], from: number, to: number) =>
      steps.forEach((text, k) => out.push({ week: from + Math.floor((k * (to - from + 1)) / Math.max(1, steps.length)), tactic, name: t.name, text }));
    // Before the launch: the set-up in weeks 1-2, a step that says "three weeks before" in that week,
    // the rest spread over the weeks after the set-up.
    const before = t.steps.map((text, k) => ({ text, k })).filter(({ k }) => (t.phases![k] ?? "before") === "before");
    const setup = before.filter(({ k }) => k < t.setupSteps);
    const rest = before.filter(({ k }) => k >= t.setupSteps);
    setup.forEach(({ text }, i) => out.push({ week: Math.min(prepEnd, 1 + Math.floor((i * 2) / Math.max(1, setup.length))), tactic, name: t.name, text }));
    const restFrom = Math.min(prepEnd, 3);
    rest.forEach(({ text }, i) => {
      const said = /\b(a|one|two|three|four|five|six|\d) weeks? before\b/i.exec(text)?.[1]?.toLowerCase();
      const n = said ? (WEEK_WORDS[said] ?? Number(said)) : null;
      const week = n !== null && launch - n >= 1 ? Math.min(prepEnd, launch - n) : restFrom + Math.floor((i * (prepEnd - restFrom + 1)) / Math.max(1, rest.length));
      out.push({ week, tactic, name: t.name, text });
    });
    if (launch > weeks) return;
    spread(of("launch"), launch, launch);
    if (close > launch) spread(of("during"), launch + 1, close);
    else spread(of("during"), launch, launch);
    spread(of("after"), end.week < weeks ? end.week + 1 : close, end.week < weeks ? weeks : close);
  });
  out.sort((x, y) => x.week - y.week || x.tactic - y.tactic);
  const launchDay = longDate(launchAt.day).replace(/ \d{4}$/, "");
  const endDay = longDate(end.day).replace(/ \d{4}$/, "");
  // Eight weeks of preparation read as two phases: the list, page and kit first, then the pitches and the rehearsal.
  const half = prepEnd >= 4 ? Math.floor(prepEnd / 2) : prepEnd;
  const spans: { title: string; from: number; to: number }[] =
    half < prepEnd
      ? [
          { title: "Preparation: the list, the page and the press kit", from: 1, to: half },
          { title: `Preparation: pitches and the launch rehearsal before ${launchDay}`, from: half + 1, to: prepEnd },
        ]
      : [{ title: `Preparation before the launch on ${launchDay}`, from: 1, to: prepEnd }];
  if (launch <= weeks) {
    spans.push({ title: `Launch week: ${c.platform} goes live on ${launchDay}`, from: launch, to: launch });
    if (close > launch) spans.push({ title: `The ${c.days}-day campaign, to ${endDay}`, from: launch + 1, to: close });
    if (end.week < weeks) spans.push({ title: "After the campaign: fulfilment news and late pledges", from: end.week + 1, to: weeks });
  }
  return spans.map(({ title, from, to }, p) => {
    const tasks = out.filter((s) => s.week >= from && s.week <= to).map((s) => asTask(s.text, s.name));
    if (p === 0) {
      tasks.unshift(atTheirTime(r, `Set up a one-page weekly tracker for your success metrics (${ctx.fill("{metrics}")}): list sign-ups and pre-launch followers until launch, pledges and backers after, filled in every Friday`));
    }
    if (p === spans.length - 1 && launch > weeks) {
      {
        tasks.push(
          `The ${c.platform} launch on ${longDate(launchAt.day)} falls after this plan's ${weeks} weeks: these weeks build the list, the page and the press kit for it, and the launch-week steps wait until then`,
        );
      }
    }
    if (p === spans.length - 1 && launch <= weeks) {
      tasks.push(
        end.week <= weeks
          ? `When the campaign closes on ${endDay} (week ${end.week}), compare the total with "${ctx.fill("{metrics}")}", note which emails, articles and posts brought pledges (the platform's referrer report), and plan the late pledges and the next batch from them`
          : `In week ${weeks}, the campaign is still running until ${endDay}: compare the pledges so far with "${ctx.fill("{metrics}")}" and keep the updates going to the close`,
      );
    }
    return { title, weeks: weeksLabel(from, to), tasks };
  });
}

/**
 * An event's weeks, built to its day: set-up and the first announcements, the early-bird push to the
 * day it ends, the middle weeks (the money due, the lineup complete), and the last two weeks with the
 * day itself; the thank-you and feedback fall in the event's own week and nothing comes after it.
 * Null when the answers give no event day, or too few weeks before it to phase.
 */
export function eventTimeline(tactics: ScheduledTactic[], ctx: PlanContext): TimelinePhase[] | null {
  const r = ctx.reading;
  const e = r.event;
  if (!e?.day || e.day.week < 4) return null;
  // A day after the plan's weeks (a quarter that ends before it): these weeks sell towards it, and the last two weeks wait.
  const beyond = e.day.week > r.planWeeks;
  const last = Math.min(e.day.week, r.planWeeks);
  const finalFrom = beyond ? last + 1 : Math.max(3, last - 1);
  const earlyEnd = Math.min(finalFrom - 1, Math.max(2, e.earlyBird?.ends?.week ?? e.milestone?.week ?? Math.ceil(last / 2)));
  const setupEnd = Math.min(2, earlyEnd - 1);
  const short = (day: Date) => longDate(day).replace(/ \d{4}$/, "");
  const all: { key: EventPhase; title: string; from: number; to: number }[] = [
    { key: "setup", title: "Tickets on sale and the first announcements", from: 1, to: setupEnd },
    { key: "early", title: e.earlyBird?.ends ? `The early-bird push to ${short(e.earlyBird.ends.day)}` : "The first push for tickets", from: setupEnd + 1, to: earlyEnd },
    { key: "middle", title: e.dues[0] && e.dues[0].week <= last ? `The middle weeks: ${e.has.includes("talks") ? "speakers, partners" : "the programme"} and the ${e.dues[0].what} paid by ${short(e.dues[0].day)}` : e.has.includes("talks") ? "The middle weeks: speakers, partners and the lineup complete" : e.makers ? `The middle weeks: the ${e.makers.word}, the listings and the programme complete` : "The middle weeks: partners, listings and the programme complete", from: earlyEnd + 1, to: finalFrom - 1 },
    { key: "final", title: `The last two weeks and the day: ${dayWithWeekday(e.day.day)}`, from: finalFrom, to: last },
  ];
  const spans = all.filter((s) => s.from <= s.to);
  const spanOf = (phase: EventPhase) => spans.find((s) => s.key === (phase === "day" ? "final" : phase)) ?? spans.find((s) => s.key === "middle") ?? spans[spans.length - 1]!;
  const usual = scheduleSteps(tactics, last, staggering(r));
  const out: { week: number; tactic: number; text: string; name: string; day?: boolean }[] = [];
  tactics.forEach((t, tactic) => {
    if (!t.eventPhases) {
      out.push(...usual.filter((s) => s.tactic === tactic));
      return;
    }
    const byPhase = new Map<EventPhase, string[]>();
    t.steps.forEach((text, k) => {
      const phase = t.eventPhases![k] ?? "middle";
      byPhase.set(phase, [...(byPhase.get(phase) ?? []), text]);
    });
    for (const [phase, steps] of byPhase) {
      if (beyond && (phase === "final" || phase === "day")) continue;
      const span = spanOf(phase);
      // The day's steps go in the event's week; the rest spread in order over their part of the run-up.
      const from = phase === "day" ? last : span.from;
      const to = phase === "day" ? last : phase === "final" ? span.from : span.to;
      steps.forEach((text, k) => out.push({ week: from + Math.floor((k * (to - from + 1)) / Math.max(1, steps.length)), tactic, name: t.name, text, day: phase === "day" }));
    }
  });
  out.sort((x, y) => x.week - y.week || Number(x.day ?? false) - Number(y.day ?? false) || x.tactic - y.tactic);
  return spans.map(({ key, title, from, to }) => {
    const tasks = out.filter((s) => s.week >= from && s.week <= to).map((s) => asTask(s.text, s.name));
    if (key === "setup") {
      tasks.unshift(atTheirTime(r, `Set up a one-page weekly ticket tracker for your success metrics (${ctx.fill("{metrics}")}): ${e.milestone || e.earlyBird ? `tickets by tier and by code, against ${ctx.fill("{milestone} ({milestonePace})")}` : `tickets by day and by code, against ${ctx.fill("{ticketTarget}")}`}, filled in every Friday`));
    }
    if (key === "early" && e.milestone && e.milestone.week <= last) {
      tasks.push(`On ${short(e.milestone.day)}, compare the tickets sold with ${ctx.fill("{milestone}")}: if you are short, ask the speakers and partners whose codes sold least for one more post in the week after, and keep the early bird closed as announced`);
    }
    if (key === "middle") {
      for (const due of e.dues) {
        if (due.week >= from && due.week <= to) tasks.push(`By ${short(due.day)}, pay the ${due.what} (${due.text}) from the ticket money already paid out, and note what is left for the rest of the costs`);
      }
    }
    if (beyond && key === spans[spans.length - 1]!.key) {
      tasks.push(`${dayWithWeekday(e.day!.day)} falls after this plan's ${last} weeks: the last two weeks' push and the day itself wait until then, and nothing in these weeks is dated after it`);
    }
    if (key === "final" && !out.some((s) => s.day)) {
      tasks.push(`On ${dayWithWeekday(e.day!.day)}, the ${e.format}: count people in at the door against the ${ctx.fill("{ticketTarget}")} tickets of "${ctx.fill("{metrics}")}", and within the same week send the thank-you and feedback form; nothing else is scheduled after the day`);
    }
    return { title, weeks: weeksLabel(from, to), tasks };
  });
}

export function buildTimeline(tactics: ScheduledTactic[], ctx: PlanContext): TimelinePhase[] {
  const campaign = campaignTimeline(tactics, ctx);
  if (campaign) return campaign;
  const event = eventTimeline(tactics, ctx);
  if (event) return event;
  const weeks = ctx.reading.planWeeks;
  const release = ctx.reading.band?.release;
  const releaseWeek = release ? Math.floor((release.getTime() - ctx.reading.startDay.getTime()) / (7 * 86400000)) + 1 : undefined;
  const closed = ctx.reading.closedMonths?.weeks ?? [];
  const steps = scheduleSteps(tactics, weeks, { ...staggering(ctx.reading), start: ctx.reading.startDay, releaseWeek, closed });
  if (closed.length) return closedTimeline(steps, ctx);
  const spans = phaseSpans(weeks);
  return spans.map(([from, to], p) => {
    // A step that names the bank holidays or gifting days in the plan's weeks names, in a later
    // phase, only those still ahead of it.
    const aheadOfPhase = (text: string) =>
      p === 0
        ? text
        : [longWeekendsList, giftDatesList].reduce((t, list) => t.replace(list(ctx.reading), list(ctx.reading, from)), text);
    const tasks = steps.filter((s) => s.week >= from && s.week <= to).map((s) => asTask(aheadOfPhase(s.text), s.name));
    if (p === 0) {
      const c = ctx.reading.capacity;
      const against = c ? `, with the week's ${ordersWord(ctx.reading)} against what you can ${c.verb} (${c.phrase})` : "";
      tasks.unshift(atTheirTime(ctx.reading, `Set up a one-page weekly tracker for your success metrics (${ctx.fill("{metrics}")})${against} and fill it in every Friday`));
    }
    if (p === spans.length - 1) {
      // A deadline given as a date reads as the founder wrote it: "By Easter (week 9), review…".
      const dated = datedEnd(ctx.reading);
      tasks.push(
        `${dated ? dated.charAt(0).toUpperCase() + dated.slice(1) : `In week ${to}`}, review the results against "${ctx.fill("{metrics}")}": keep the two tactics that moved it most, drop the weakest and plan what comes next`,
      );
    }
    return { title: phaseTitle(p, spans.length), weeks: weeksLabel(from, to), tasks };
  });
}

/**
 * The weeks when the founder closed some months to marketing ("January is chaos with tax returns"): each run of
 * closed weeks is a phase of its own that holds only the work they named, and the usual four phases split the
 * open weeks (a phase that a closed run cuts in two goes on after it). The tracker starts in the first open
 * week, and the review comes in the last.
 */
function closedTimeline(steps: ReturnType<typeof scheduleSteps>, ctx: PlanContext): TimelinePhase[] {
  const r = ctx.reading;
  const c = r.closedMonths!;
  const weeks = r.planWeeks;
  const open = Array.from({ length: weeks }, (_, i) => i + 1).filter((w) => !c.weeks.includes(w));
  const runs = (list: number[]) => list.reduce<[number, number][]>((out, w) => (out.length && out[out.length - 1]![1] === w - 1 ? (out[out.length - 1]![1] = w, out) : [...out, [w, w]]), []);
  const phases = phaseSpans(open.length);
  const openSpans = phases.flatMap(([from, to], p) =>
    runs(open.slice(from - 1, to)).map(([a, b], k) => ({ from: a, to: b, title: `${phaseTitle(p, phases.length)}${k ? " (continued)" : ""}`, closed: false })),
  );
  // "January is chaos with tax returns": the phase is named for its months and, when they said it, the work.
  const work = closedWork(c);
  const closedSpans = runs(c.weeks).map(([from, to]) => ({
    from,
    to,
    title: `${joinWords(c.months.filter((m) => weeksInMonths([m], r.startDay, to).some((w) => w >= from)))}: ${work ? `${work} only` : "the work comes first"}, no marketing`,
    closed: true,
  }));
  const spans = [...openSpans, ...closedSpans].sort((x, y) => x.from - y.from);
  const lastOpen = openSpans[openSpans.length - 1]!;
  return spans.map((span) => {
    const { from, to } = span;
    if (span.closed) {
      const back = openWeekAfter(c, weeks, to);
      return {
        title: span.title,
        weeks: weeksLabel(from, to),
        tasks: [`You said "${c.quote}": nothing in this plan is scheduled in ${weeksLabel(from, to).toLowerCase()}${back ? `; it ${from === 1 ? "starts" : "picks up again"} on ${dayWithWeekday(weekStart(r.startDay, back))}` : ""}`],
      };
    }
    const tasks = steps.filter((s) => s.week >= from && s.week <= to).map((s) => asTask(s.text, s.name));
    if (span === openSpans[0]) {
      tasks.unshift(atTheirTime(r, `Set up a one-page weekly tracker for your success metrics (${ctx.fill("{metrics}")}) and fill it in every Friday`));
    }
    if (span === lastOpen) {
      const dated = datedEnd(r);
      tasks.push(`${dated && lastOpen.to === weeks ? upperFirst(dated) : `In week ${to}`}, review the results against "${ctx.fill("{metrics}")}": keep the two tactics that moved it most, drop the weakest and plan what comes next`);
    }
    return { title: span.title, weeks: weeksLabel(from, to), tasks };
  });
}
