import { buildPlan, buildProfile } from "~/generation/planner";
import { planToMarkdown } from "~/plan-view/markdown.server";
import { fixture } from "../tests/support/business-fixtures";

/** The five businesses of docs/examples/: a shop, a teen game, a B2B SaaS, a dev tool, a D2C brand. */
export const EXAMPLE_FIXTURES = ["lyon-bakery", "teen-game", "dental-saas", "oss-devtool", "skincare-d2c", "ludlow-piano-teacher", "nairobi-lunch-marketplace"] as const;

export function exampleMarkdown(id: string): string {
  const { answers } = fixture(id);
  return planToMarkdown(buildPlan(answers), buildProfile(answers), answers);
}
