import type { AppSession } from "~/session.server";
import { clearAnswers, saveAnswers } from "~/wizard/answers.server";
import type { MarketingPlanRow } from "../../db/schema";
import { setEditingPlan } from "./pending.server";
import { rowToAnswers } from "./plan-columns.server";
import { notFound } from "~/http.server";

export type PrefillMode = "duplicate" | "edit";

/**
 * Fills the form from a saved plan. A duplicate is named "… (Copy)" and saving creates a new
 * plan; an edit remembers the plan, so the next Save Plan updates it.
 */
export function prefillFormFromPlan(session: AppSession, row: MarketingPlanRow, mode: PrefillMode): void {
  const answers = rowToAnswers(row);
  // A plan whose answers cannot be read (logged) is treated as a missing one.
  if (!answers) throw notFound("Plan not found");
  clearAnswers(session);
  saveAnswers(session, {
    ...answers,
    productName: mode === "duplicate" ? `${answers.productName} (Copy)` : answers.productName,
  });
  setEditingPlan(session, mode === "edit" ? row.id : null);
}

/** A fresh plan: empty form, and no saved plan being edited. */
export function startFreshPlan(session: AppSession): void {
  clearAnswers(session);
  setEditingPlan(session, null);
}
