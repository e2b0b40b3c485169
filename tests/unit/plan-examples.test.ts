import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { EXAMPLE_FIXTURES, exampleMarkdown } from "../../scripts/plan-examples-content";

/** docs/examples/ shows what the planner makes today: regenerate with `npm run plan-examples`. */
describe.each(EXAMPLE_FIXTURES)("docs/examples/%s.md", (id) => {
  it("is the plan the built-in planner makes now", () => {
    const file = readFileSync(new URL(`../../docs/examples/${id}.md`, import.meta.url), "utf8");
    expect(file, "run npm run plan-examples").toBe(exampleMarkdown(id));
  });
});
