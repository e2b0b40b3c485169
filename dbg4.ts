import { buildPlan, buildProfile } from "~/generation/planner";
import { checkPlanQuality } from "~/plan-quality/checker";
import { planToMarkdown } from "~/plan/markdown";
import { fixture } from "./tests/support/business-fixtures";
const s = fixture("student-notes").answers;
for (const f of checkPlanQuality(s, buildPlan(s))) console.log(f.target, f.reason);
const b = fixture("lyon-bakery");
const md = planToMarkdown(buildPlan(b.answers), buildProfile(b.answers), b.answers);
const i = md.indexOf("#### Template"); console.log(md.slice(i, i + 400));
