import { TACTIC_LIBRARY } from "~/generation/planner";
import { BUSINESS_KINDS } from "~/plan-quality/kinds";
for (const k of BUSINESS_KINDS) {
  const ts = TACTIC_LIBRARY.filter(t => t.kinds.includes(k)).sort((a,b)=>b.cost.max-a.cost.max).slice(0,4);
  console.log(k, ts.map(t => `${t.id}:${t.cost.min}-${t.cost.max} ${t.stages.join("/")}`).join(" | "));
}
