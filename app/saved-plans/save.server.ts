import { findGenerationForVisitor } from "~/generation/queries.server";
import type { AppSession } from "~/session.server";
import { once } from "~/submissions.server";
import { clearAnswers } from "~/wizard/answers.server";
import { clearPendingGeneration, setPendingGeneration } from "./pending.server";
import { createPlan, updatePlan } from "./queries.server";
import { parsePlanInput, type PlanInput } from "./plan-input.server";

/** Save Plan: a generation's plan and answers become a saved plan of the signed-in user. */

export const SAVED_TOAST = { title: "Plan Saved", description: "Your marketing plan has been saved successfully." };
export const SIGN_IN_REQUIRED_TOAST = { title: "Sign in Required", description: "You must be signed in to save this plan." };
export const SAVE_NOT_FOUND_MESSAGE = "The plan to save could not be found. It may have expired: please generate it again.";
export const EDIT_NOT_FOUND_MESSAGE = "The saved plan you were editing could not be found. It may have been deleted.";
const LAST_SAVED_KEY = "lastSavedGeneration";

export type SaveOutcome = { ok: true; planId: number } | { ok: false; status: number; message: string };
type SaveCheck = { ok: true; input: PlanInput } | { ok: false; status: number; message: string };

/** Whether the generation can be saved, and the plan it would save. Reads only. */
export async function checkSaveable(session: AppSession, generationId: string): Promise<SaveCheck> {
  const generation = generationId ? await findGenerationForVisitor(session, generationId) : null;
  if (!generation) return { ok: false, status: 404, message: SAVE_NOT_FOUND_MESSAGE };
  if (generation.status !== "done" || !generation.plan) {
    return { ok: false, status: 409, message: "This plan is not ready yet. Please wait for it to finish generating." };
  }
  const input = parsePlanInput({ ...generation.input, generatedPlan: generation.plan, customerProfile: generation.profile });
  return input.ok ? { ok: true, input: input.data } : { ok: false, status: 422, message: input.message };
}

/**
 * Saves the generation for the user. `editPlanId` is the plan the form says is being edited: it is
 * updated when it is the user's own, and anything else is refused (404), never saved elsewhere.
 * Without one, the plan this same generation was already saved as is updated (a double click saves
 * once), else a plan is created. Then the form answers (with their edit target) and the pending plan
 * are cleared.
 */
export async function saveGeneration(
  session: AppSession,
  userId: number,
  generationId: string,
  editPlanId: number | null = null,
): Promise<SaveOutcome> {
  const check = await checkSaveable(session, generationId);
  if (!check.ok) return check;

  let plan;
  if (editPlanId !== null) {
    plan = await updatePlan(userId, editPlanId, check.input);
    if (!plan) return { ok: false, status: 404, message: EDIT_NOT_FOUND_MESSAGE };
  } else {
    const last = session.get(LAST_SAVED_KEY);
    const again = last?.generationId === generationId && last.userId === userId ? (last.planId ?? null) : null;
    plan = (again !== null && (await updatePlan(userId, again, check.input))) || (await createPlan(userId, check.input));
  }

  noteSaved(session, userId, generationId, plan.id);
  return { ok: true, planId: plan.id };
}

/**
 * `saveGeneration` for a Save Plan form carrying its submission key: the same form sent again
 * (a double tap, a resubmit, from another process or instance) answers as the first did, with the
 * plan the first one saved, and saves nothing more.
 */
export async function saveGenerationOnce(
  session: AppSession,
  userId: number,
  generationId: string,
  editPlanId: number | null,
  submissionKey: unknown,
): Promise<SaveOutcome> {
  const saved = await once(
    { kind: "save-plan", key: submissionKey, scope: userId, contents: { generationId, editPlanId } },
    () => saveGeneration(session, userId, generationId, editPlanId),
    (outcome) => (outcome.ok ? String(outcome.planId) : null),
  );
  if (saved.kind === "first") return saved.value;
  const planId = Number(saved.result);
  noteSaved(session, userId, generationId, planId);
  return { ok: true, planId };
}

/** After a save: the next Save of this generation updates the plan; the form answers and the pending plan are done with. */
function noteSaved(session: AppSession, userId: number, generationId: string, planId: number): void {
  session.set(LAST_SAVED_KEY, { generationId, planId, userId });
  clearAnswers(session);
  clearPendingGeneration(session);
}

export type SavePageData =
  | { state: "none" }
  | { state: "pending"; generationId: string; submissionKey: string }
  | { state: "error"; message: string };

/**
 * Keeps a signed-out visitor's generation as the pending plan, saved after sign-in. False when
 * the generation is not this visitor's (or does not exist).
 */
export async function keepPendingGeneration(session: AppSession, generationId: string): Promise<boolean> {
  const generation = generationId ? await findGenerationForVisitor(session, generationId) : null;
  if (!generation) return false;
  setPendingGeneration(session, generationId);
  return true;
}
