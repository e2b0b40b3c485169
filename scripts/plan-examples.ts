/**
 * `npm run plan-examples`: writes docs/examples/, eight built-in plans for very different businesses
 * as their founders would download them (Markdown export), for anyone to read.
 * tests/unit/plan-examples.test.ts fails when they are out of date.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { EXAMPLE_FIXTURES, exampleMarkdown } from "./plan-examples-content";

const dir = join(import.meta.dirname, "..", "docs", "examples");
for (const id of EXAMPLE_FIXTURES) {
  writeFileSync(join(dir, `${id}.md`), exampleMarkdown(id));
  console.log(`docs/examples/${id}.md`);
}
