import { describe, expect, it } from "vitest";
import { buildPlan } from "~/generation/planner";
import {
  blackFriday, datedDeadlinesIn, dayMadeOn, easterSunday, giftingDaysIn, giftingDaysWithin, isoDay, schoolYearEnd, utcDay, weeksUntil,
} from "~/plan-quality/calendar";
import { checkPlanQuality, lastWeek } from "~/plan-quality/checker";
import { readAnswers } from "~/plan-quality/reading";
import { reviewPlan } from "~/plan-view/review.server";
import { fixture } from "../support/business-fixtures";
import { FIXED_PLAN_DAY } from "../support/plan-day";
import { promptText } from "../support/plan-checks";

/*
 * Deadlines a founder gives as dates ("15 regular pupils by Easter"): the calendar behind them, and
 * the plan that ends by them. Every day here is fixed, so nothing depends on the day the tests run.
 */

const piano = fixture("ludlow-piano-teacher").answers;
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
/** Every week number a text names: "week 9", "Weeks 7-9". */
const weeksNamed = (text: string) => [...text.matchAll(/\bweeks? (\d{1,3})(?:-(\d{1,3}))?/gi)].map((m) => Number(m[2] ?? m[1]));

describe("the calendar", () => {
  it("computes Easter Sunday for any year", () => {
    const easters = { 2019: "2019-04-21", 2024: "2024-03-31", 2025: "2025-04-20", 2026: "2026-04-05", 2027: "2027-03-28", 2038: "2038-04-25" };
    for (const [year, date] of Object.entries(easters)) expect(isoDay(easterSunday(Number(year))), year).toBe(date);
  });

  it("puts Black Friday the day after the fourth Thursday of November", () => {
    expect(isoDay(blackFriday(2026))).toBe("2026-11-27");
    expect(isoDay(blackFriday(2025))).toBe("2025-11-28");
    expect(isoDay(blackFriday(2024))).toBe("2024-11-29");
  });

  it("counts the weeks up to a day: the last one ends on it (Easter Sunday) or the day before (a Monday); at least one", () => {
    expect(weeksUntil(day("2027-03-28"), FIXED_PLAN_DAY)).toBe(12);
    expect(weeksUntil(day("2027-01-10"), FIXED_PLAN_DAY)).toBe(1);
    expect(weeksUntil(day("2027-01-11"), FIXED_PLAN_DAY)).toBe(1);
    expect(weeksUntil(day("2027-01-12"), FIXED_PLAN_DAY)).toBe(2);
    expect(weeksUntil(FIXED_PLAN_DAY, FIXED_PLAN_DAY)).toBe(1);
  });

  it("reads the dates founders write, each at its next occurrence", () => {
    const read = (text: string, country: string | null = null) => datedDeadlinesIn(text, FIXED_PLAN_DAY, country).map((d) => `${d.said} ${isoDay(d.day)} ${d.weeks}`);
    expect(read("15 regular pupils by Easter")).toEqual(["by Easter 2027-03-28 12"]);
    expect(read("300 gift boxes sold before Black Friday")).toEqual(["before Black Friday 2027-11-26 47"]);
    expect(read("a full diary by Christmas")).toEqual(["by Christmas 2027-12-25 51"]);
    // "by September": before it starts; "in March" and "end of June": to its last day.
    expect(read("40 members by September")).toEqual(["by September 2027-09-01 35"]);
    expect(read("200 sign-ups in March")).toEqual(["in March 2027-03-31 13"]);
    expect(read("20 clients by the end of June")).toEqual(["by the end of June 2027-06-30 26"]);
    expect(read("150 bikes sold in September and October")).toEqual(["in September and October 2027-10-31 43"]);
    // The school year ends later in England than in the United States (approximate dates).
    expect(read("30 tutees by the end of the school year")).toEqual(["by the end of the school year 2027-07-20 29"]);
    expect(isoDay(schoolYearEnd(2027, "United States"))).toBe("2027-06-15");
    // "may" is a month only as "May".
    expect(read("It may be slow in may")).toEqual([]);
    expect(read("Open in May")).toEqual(["in May 2027-05-31 21"]);
    expect(read("60 pre-orders a week by the end of the quarter")).toEqual([]);
    // A day of a month, either way round; "by March 15" is not "by March".
    expect(read("Fully booked by 15 March")).toEqual(["by 15 March 2027-03-15 10"]);
    expect(read("Fully booked by March 15th")).toEqual(["by March 15th 2027-03-15 10"]);
    expect(read("Launched before the 1st of June")).toEqual(["before the 1st of June 2027-06-01 22"]);
  });

  it("reads a stored plan's day from its createdAt", () => {
    expect(isoDay(dayMadeOn("2027-01-04T22:15:00.000Z"))).toBe("2027-01-04");
    expect(isoDay(dayMadeOn("2027-01-04 22:15:00"))).toBe("2027-01-04");
  });
});

describe("the piano teacher's 15 regular pupils by Easter", () => {
  it("is a 12-week plan from 4 January 2027, inside her 13-week horizon", () => {
    const r = readAnswers(piano, FIXED_PLAN_DAY);
    expect(r.horizonWeeks).toBe(13);
    expect(r.deadlineWeeks).toBe(12);
    expect(r.planWeeks).toBe(12);
    expect(r.datedDeadline?.said).toBe("by Easter");
  });

  describe("made 9 weeks before Easter (24 January 2027)", () => {
    const start = utcDay(2027, 0, 24);
    const plan = buildPlan(piano, start);

    it("schedules no phase and no step after Easter", () => {
      expect(plan.timeline.map((p) => p.weeks)).toEqual(["Weeks 1-2", "Weeks 3-4", "Weeks 5-6", "Weeks 7-9"]);
      for (const phase of plan.timeline) expect(lastWeek(phase.weeks)).toBeLessThanOrEqual(9);
      for (const t of plan.tactics) {
        const text = [...t.implementation, ...t.successMetrics, t.description].join("\n");
        for (const week of weeksNamed(text)) expect(week, t.name).toBeLessThanOrEqual(9);
      }
      expect(checkPlanQuality(piano, plan, readAnswers(piano, start))).toEqual([]);
    });

    it("names Easter as she wrote it, with its week and date", () => {
      expect(plan.timeline.at(-1)!.tasks.at(-1)).toMatch(/^By Easter \(week 9\), review the results against "15 regular pupils by Easter"/);
      expect(plan.strategySummary).toContain("9 weeks (the deadline in your success metrics: by Easter, 28 March 2027)");
      expect(JSON.stringify(plan)).not.toMatch(/\bweeks? 1[0-3]\b/i);
    });
  });

  it("is checked against the day it was made, not the day it is looked at", () => {
    const plan = buildPlan(piano, FIXED_PLAN_DAY);
    expect(reviewPlan(plan, piano, dayMadeOn("2027-01-04T09:00:00.000Z")).findings).toEqual([]);
    // The same plan read as if made on 24 January: its weeks 10-12 fall after Easter.
    const late = reviewPlan(plan, piano, utcDay(2027, 0, 24)).findings;
    expect(late.map((f) => f.rule)).toContain("deadline");
    expect(late.find((f) => f.rule === "deadline")!.reason).toBe("Runs to week 12, after the deadline by Easter (week 9) in your success metrics.");
  });

  /*
   * After Easter, "by Easter" can only mean next year's; the horizon she chose still ends the plan when it
   * comes first, since she asked for a plan of that length. A longer horizon ends at next Easter.
   */
  it("made after Easter, runs to next year's Easter or the horizon, whichever comes first", () => {
    const afterEaster = readAnswers(piano, utcDay(2027, 3, 1));
    expect(isoDay(afterEaster.datedDeadline!.day)).toBe("2028-04-16");
    expect(afterEaster.planWeeks).toBe(13);
    const plan = buildPlan(piano, utcDay(2027, 3, 1));
    expect(plan.strategySummary).toContain(
      "under $500 (about £400) a month and 13 weeks (the deadline in your success metrics, by Easter, 16 April 2028, comes after them: this plan covers the first 13 weeks towards it), the goal",
    );
    expect(plan.timeline.at(-1)!.tasks.at(-1)).toMatch(/^In week 13, review the results/);

    const yearLong = readAnswers({ ...piano, timeHorizon: "long-term" }, utcDay(2027, 4, 1));
    expect(yearLong.horizonWeeks).toBe(52);
    expect(yearLong.planWeeks).toBe(51);
    expect(buildPlan({ ...piano, timeHorizon: "long-term" }, utcDay(2027, 4, 1)).timeline.at(-1)!.weeks).toMatch(/-51$/);
  });

  it("tells the AI model the start day, and the deadline as a date and a week", () => {
    const prompt = promptText(piano);
    expect(prompt).toContain("The plan starts on 4 January 2027 (the first day of week 1)");
    expect(prompt).toContain("Time horizon: 13 weeks; the success metrics set a deadline by Easter, 28 March 2027, which is week 12. The timeline ends by week 12.");
  });
});

describe("gifting days", () => {
  const iso = (days: { name: string; day: Date }[]) => days.map((d) => `${d.name} ${d.day.toISOString().slice(0, 10)}`);

  it("knows Mothering Sunday in the UK and Ireland, May's Mother's Day in the US, Father's Day in June, and Black Friday in the US", () => {
    expect(iso(giftingDaysIn("United Kingdom", 2027))).toEqual([
      "Valentine's Day 2027-02-14", "Mother's Day 2027-03-07", "Father's Day 2027-06-20", "Christmas 2027-12-25",
    ]);
    expect(iso(giftingDaysIn("United States", 2027))).toEqual([
      "Valentine's Day 2027-02-14", "Mother's Day 2027-05-09", "Father's Day 2027-06-20", "Black Friday 2027-11-26", "Christmas 2027-12-25",
    ]);
    expect(iso(giftingDaysIn("Kenya", 2027))).toEqual(["Valentine's Day 2027-02-14", "Christmas 2027-12-25"]);
  });

  it("keeps to a plan's weeks", () => {
    expect(giftingDaysWithin("United Kingdom", FIXED_PLAN_DAY, 13).map((d) => d.name)).toEqual(["Valentine's Day", "Mother's Day"]);
  });
});
