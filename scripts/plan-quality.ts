/**
 * `npm run plan-quality`: the built-in planner's plan for every business fixture, read by the plan
 * checker. Prints each fixture's findings and a last line "N plans, N findings".
 */
import { buildPlan } from "~/generation/planner";
import { checkPlanQuality } from "~/plan-quality/checker";
import { KIND_LABELS } from "~/plan-quality/kinds";
import { readAnswers } from "~/plan-quality/reading";
import { BUSINESS_FIXTURES } from "../tests/support/business-fixtures";
import { FIXED_PLAN_DAY } from "../tests/support/plan-day";

let total = 0;
for (const f of BUSINESS_FIXTURES) {
  // A fixed start day, so a dated deadline ("by Easter") gives the same weeks every day this runs.
  const plan = buildPlan(f.answers, FIXED_PLAN_DAY);
  const findings = checkPlanQuality(f.answers, plan, readAnswers(f.answers, FIXED_PLAN_DAY));
  total += findings.length;
  console.log(`${f.id} (${KIND_LABELS[f.kind]}): ${plan.tactics.length} tactics, ${findings.length} findings`);
  for (const finding of findings) {
    const where =
      finding.target.kind === "tactic" ? `tactic "${finding.target.name}"` : finding.target.kind === "timeline" ? `phase "${finding.target.title}"` : "plan";
    console.log(`  - ${finding.note} (${where}): ${finding.reason}`);
  }
}
console.log(`${BUSINESS_FIXTURES.length} plans, ${total} findings`);
process.exitCode = total === 0 ? 0 : 1;
