import { buildPlan, buildProfile } from "~/generation/planner";
import { planToMarkdown } from "~/plan-view/markdown.server";
import { fixture } from "../tests/support/business-fixtures";
import { FIXED_PLAN_DAY } from "../tests/support/plan-day";

/** The businesses of docs/examples/: a bakery, a teen game, a B2B SaaS, a dev tool, a D2C brand, a piano teacher, a lunch marketplace and a paid newsletter. */
export const EXAMPLE_FIXTURES = ["lyon-bakery", "teen-game", "dental-saas", "oss-devtool", "skincare-d2c", "ludlow-piano-teacher", "nairobi-lunch-marketplace", "nurses-money-newsletter", "berlin-bike-light-kickstarter"] as const;

export function exampleMarkdown(id: string): string {
  const { answers } = fixture(id);
  // Made on a fixed day (4 January 2027), so docs/examples stay the same from day to day: the piano
  // teacher's "by Easter" is always 12 weeks away.
  return planToMarkdown(buildPlan(answers, FIXED_PLAN_DAY), buildProfile(answers), answers, FIXED_PLAN_DAY);
}
