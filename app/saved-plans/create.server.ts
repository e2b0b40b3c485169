import type { AppSession } from "~/session.server";
import { clearAnswers, saveAnswers, setEditTarget } from "~/wizard/answers.server";
import type { MarketingPlanRow } from "../../db/schema";
import { rowToAnswers } from "./plan-columns.server";
import { notFound } from "~/http.server";

export type PrefillMode = "duplicate" | "edit";

/**
 * Fills the form from a saved plan (a POST: the one way into edit mode). A duplicate is named
 * "… (Copy)", carries no edit target, and saving creates a new plan; an edit names the plan as the
 * form's edit target, which the steps carry on to the result page, whose Save Plan updates it.
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
  if (mode === "edit") setEditTarget(session, row.id);
}

/** A fresh plan: empty form, and no saved plan being edited. */
export function startFreshPlan(session: AppSession): void {
  clearAnswers(session);
}

/** Save as a new plan instead: the answers stay, edit mode ends. */
export function stopEditing(session: AppSession): void {
  setEditTarget(session, null);
}
