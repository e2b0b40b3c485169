import type { AppSession } from "~/session.server";
import { clearAnswers, saveAnswers } from "~/wizard/answers.server";
import { SKILLS } from "~/wizard/options";
import type { MarketingPlanRow } from "../../db/schema";
import { setEditingPlan } from "./pending.server";
import { rowToAnswers } from "./record";

export type PrefillMode = "duplicate" | "edit";

/**
 * Fills the form from a saved plan. A duplicate is named "… (Copy)" and saving creates a new
 * plan; an edit remembers the plan, so the next Save Plan updates it.
 */
export function prefillFormFromPlan(session: AppSession, row: MarketingPlanRow, mode: PrefillMode): void {
  const answers = rowToAnswers(row);
  const known = new Set<string>(SKILLS.map((s) => s.value));
  clearAnswers(session);
  saveAnswers(session, {
    ...answers,
    // Plans saved through the API may carry values the form does not offer: leave those out.
    skills: answers.skills.filter((s) => known.has(s)),
    productName: mode === "duplicate" ? `${answers.productName} (Copy)` : answers.productName,
  });
  setEditingPlan(session, mode === "edit" ? row.id : null);
}

/** A fresh plan: empty form, and no saved plan being edited. */
export function startFreshPlan(session: AppSession): void {
  clearAnswers(session);
  setEditingPlan(session, null);
}
