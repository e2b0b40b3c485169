import { buildPlan } from "~/generation/planner";
import { checkPlanQuality } from "~/plan-quality/checker";
import { SCALE_TACTICS } from "~/generation/planner/library/scale";
import { BUSINESS_FIXTURES } from "./tests/support/business-fixtures";
const names = new Set(SCALE_TACTICS.map((t) => t.name));
const used = new Map<string, number>();
for (const f of BUSINESS_FIXTURES) {
  for (const budgetRange of ["growth", "scaling"] as const) {
    for (const productStage of ["growth", "scaling"] as const) {
      const answers = { ...f.answers, budgetRange, productStage };
      const plan = buildPlan(answers);
      const findings = checkPlanQuality(answers, plan);
      const mine = plan.tactics.filter((t) => names.has(t.name)).map((t) => t.name);
      for (const m of mine) used.set(m, (used.get(m) ?? 0) + 1);
      console.log(`${f.id} ${budgetRange}/${productStage}: ${plan.tactics.length} tactics, scale: [${mine.join(" | ")}], findings ${findings.length}`);
      for (const x of findings) console.log("   -", x.note, x.target.kind === "tactic" ? x.target.name : x.target.kind, ":", x.reason);
    }
  }
}
console.log("\nUSED:");
for (const t of SCALE_TACTICS) console.log(used.get(t.name) ?? 0, t.id);
