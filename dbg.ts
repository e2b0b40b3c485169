import { buildPlan } from "~/generation/planner";
import { checkPlanQuality } from "~/plan-quality/checker";
import { readAnswers } from "~/plan-quality/reading";
import { BUSINESS_FIXTURES } from "./tests/support/business-fixtures";
for (const f of BUSINESS_FIXTURES) {
  const plan = buildPlan(f.answers);
  const r = readAnswers(f.answers);
  console.log(`== ${f.id} kind=${r.kind} want=${f.kind} place=${r.place} aud=${r.audience} comp=${r.competitor} price=${r.price} lang=${r.language} weeks=${r.planWeeks} avoid=${r.avoid.map(a=>a.tag)} time=${r.timeLimit}`);
  const text = JSON.stringify(plan);
  const br = text.match(/\[[A-Za-z][^\]]{0,40}\]/g);
  if (br) console.log("  brackets:", br.slice(0,5));
  for (const x of checkPlanQuality(f.answers, plan)) console.log("  ", x.rule, x.target.kind === "tactic" ? x.target.name : x.target.kind, "|", x.reason);
  console.log("  tactics:", plan.tactics.map(t => t.name).join(" | "));
}
