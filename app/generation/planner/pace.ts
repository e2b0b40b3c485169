import { hoursAWeek, type Reading } from "~/plan-quality/reading";
import type { LibraryTactic } from "./types";

/**
 * A founder with an hour a week or less cannot post daily or answer questions every day: each tactic
 * keeps its steps at a weekly pace, and says so. The library's daily and several-times-a-week
 * cadences, as they read at that pace.
 */
const WEEKLY_PACE: [RegExp, string][] = [
  [/\b(ten|fifteen|twenty|thirty|\d{1,2}) minutes (?:a|each) day\b/g, "$1 minutes a week"],
  [/\b(\d{1,2}) minutes twice a day\b/g, "$1 minutes once a week"],
  [/\b(?:Two|two) (\d{1,2}-minute [a-z]+) blocks a day\b/g, "One $1 block a week"],
  [/\b([Hh])alf an hour a day\b/g, "$1alf an hour a week"],
  [/\b([Aa])nswer two questions a day\b/g, "$1nswer one question a week"],
  [/\b(?:a few|few) (good answers|thoughtful comments) a day\b/g, "a few $1 a week"],
  [/\b([Oo])ne (vertical )?clip a day\b/g, "$1ne $2clip a week"],
  [/\b(\d{1,2}|[Tt]hree|[Ff]ive|[Ff]our) (researched emails|pitches|businesses) a day\b/g, "$1 $2 a week"],
  [/\bone or two a day\b/g, "one or two a week"],
  [/\b([Pp])ost (?:two or three|three or four|three|four) times a week\b/g, "$1ost once a week"],
  [/\bThree (?:or four )?posts a week\b/g, "One post a week"],
  [/\bthree (?:or four )?posts a week\b/g, "one post a week"],
  [/\ba story most days\b/g, "a story when something happens"],
  // "Monday the weekly update below, midweek a screenshot …, Friday a lesson": the update alone.
  [/: Monday the weekly update below, midweek [^.]*\./g, ": the weekly update below, on the same day each week."],
];

/** The text at a weekly pace. */
export function atWeeklyPace(text: string): string {
  return WEEKLY_PACE.reduce((out, [pattern, instead]) => out.replace(pattern, instead), text);
}

/** An hour a week or less: every tactic runs at a weekly pace. */
export function atAnHourAWeek(r: Reading): boolean {
  return r.weeklyHours !== null && r.weeklyHours <= 1 && r.hoursCoverBuilding === null;
}

/**
 * A tactic as a founder short of time can run it: with an hour a week or less, half an hour a week at
 * most, its daily cadences made weekly, and it says so; while the product is still being built, a
 * tactic given an hour a week or less of the founder's hours keeps the weekly cadences too.
 */
export function atTheirPace(t: LibraryTactic, r: Reading): LibraryTactic {
  const anHour = atAnHourAWeek(r);
  if (!anHour && !(r.hoursCoverBuilding !== null && t.hoursPerWeek <= 1)) return t;
  const hours = anHour ? Math.min(t.hoursPerWeek, 0.5) : t.hoursPerWeek;
  const lighter = {
    ...t,
    name: atWeeklyPace(t.name),
    description: atWeeklyPace(t.description),
    steps: t.steps.map(atWeeklyPace),
    resourcesNeeded: t.resourcesNeeded.map(atWeeklyPace),
    successMetrics: t.successMetrics.map(atWeeklyPace),
    hoursPerWeek: hours,
  };
  if (!anHour || JSON.stringify(lighter) === JSON.stringify(t)) return lighter;
  return {
    ...lighter,
    description: `${lighter.description} With so little time each week, this one runs at a weekly pace, about ${hoursAWeek(hours)}.`,
  };
}
