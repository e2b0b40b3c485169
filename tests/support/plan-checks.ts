import { planMessages } from "~/generation/prompts.server";
import type { CheckedPlan } from "~/plan-quality/checker";
import type { PlanFormData } from "~/wizard/types";
import { FIXED_PLAN_DAY } from "./plan-day";

/** Everything the AI model is told for these answers (system and user messages), as one text. */
export function promptText(answers: PlanFormData, day: Date = FIXED_PLAN_DAY): string {
  return planMessages(answers, day)
    .map((m) => String(m.content))
    .join("\n");
}

/** A tactic as the checker reads it, empty but for what a test gives: the plan an AI might write. */
export function checkedTactic(over: Partial<CheckedPlan["tactics"][number]>): CheckedPlan["tactics"][number] {
  return { name: "Tactic", description: "", implementation: [], resourcesNeeded: [], successMetrics: [], template: "", ...over };
}
