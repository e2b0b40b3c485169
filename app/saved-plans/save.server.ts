import { data, redirect } from "@remix-run/node";
import { getSessionUser, loginUrl } from "~/auth/current-user.server";
import { findGenerationForVisitor } from "~/generation/queries.server";
import type { AppSession } from "~/session.server";
import { redirectWithToast } from "~/toast.server";
import { clearAnswers } from "~/wizard/answers.server";
import {
  clearPendingGeneration, editingPlanId, pendingGenerationId, setEditingPlan, setPendingGeneration,
} from "./pending.server";
import { createPlan, updatePlan } from "./queries.server";
import { parsePlanInput } from "./record";

/** Save Plan: a generation's plan and answers become a saved plan of the signed-in user. */

export const SAVED_TOAST = { title: "Plan Saved", description: "Your marketing plan has been saved successfully." };
export const SIGN_IN_REQUIRED_TOAST = { title: "Sign in Required", description: "You must be signed in to save this plan." };
const NOT_FOUND = "The plan to save could not be found. It may have expired: please generate it again.";
const LAST_SAVED_KEY = "lastSavedGeneration";

export type SaveOutcome = { ok: true; planId: number } | { ok: false; status: number; message: string };

/**
 * Saves the generation for the user: updates the plan being edited (/create?mode=edit) when there
 * is one, updates the plan this same generation was already saved as (a double click saves once),
 * else creates a plan. Then the form answers, pending plan and edit mode are cleared.
 */
export async function saveGeneration(session: AppSession, userId: number, generationId: string): Promise<SaveOutcome> {
  const generation = generationId ? await findGenerationForVisitor(session, generationId) : null;
  if (!generation) return { ok: false, status: 404, message: NOT_FOUND };
  if (generation.status !== "done" || !generation.plan) {
    return { ok: false, status: 409, message: "This plan is not ready yet. Please wait for it to finish generating." };
  }
  const input = parsePlanInput({ ...generation.input, generatedPlan: generation.plan, customerProfile: generation.profile });
  if (!input.ok) return { ok: false, status: 422, message: input.message };

  const last = session.get(LAST_SAVED_KEY) as { generationId?: string; planId?: number; userId?: number } | undefined;
  const target =
    editingPlanId(session) ?? (last?.generationId === generationId && last.userId === userId ? (last.planId ?? null) : null);
  const plan = (target !== null && (await updatePlan(userId, target, input.data))) || (await createPlan(userId, input.data));

  session.set(LAST_SAVED_KEY, { generationId, planId: plan.id, userId });
  clearAnswers(session);
  clearPendingGeneration(session);
  setEditingPlan(session, null);
  return { ok: true, planId: plan.id };
}

async function savedRedirect(request: Request, session: AppSession): Promise<Response> {
  return redirectWithToast(request, "/saved", SAVED_TOAST, session);
}

export type SavePageData = { state: "none" } | { state: "error"; message: string };

/**
 * GET /save-plan: signed out → /login (back here afterwards); a pending plan is saved at once
 * (the same with and without JavaScript) and leads to /saved; on failure the error screen shows
 * and the pending plan is kept. With none pending the page checks the browser's mirror.
 */
export async function savePlanLoader(request: Request) {
  const { session, user } = await getSessionUser(request);
  if (!user) throw redirect(loginUrl("/save-plan"));
  const pending = pendingGenerationId(session);
  if (pending === null) return data<SavePageData>({ state: "none" });
  const outcome = await saveGeneration(session, user.id, pending);
  if (outcome.ok) return savedRedirect(request, session);
  return data<SavePageData>({ state: "error", message: outcome.message }, { status: outcome.status });
}

/**
 * POST /save-plan (the Save Plan button, or the page submitting the browser's mirror): signed in,
 * saves; signed out, keeps the generation as the pending plan and sends the visitor to sign in.
 */
export async function savePlanAction(request: Request) {
  const { session, user } = await getSessionUser(request);
  const form = await request.formData();
  const generationId = String(form.get("generationId") ?? "").slice(0, 100);

  if (!user) {
    const generation = generationId ? await findGenerationForVisitor(session, generationId) : null;
    if (!generation) return data<SavePageData>({ state: "error", message: NOT_FOUND }, { status: 404 });
    setPendingGeneration(session, generationId);
    return redirectWithToast(request, loginUrl("/save-plan"), SIGN_IN_REQUIRED_TOAST, session);
  }

  const outcome = await saveGeneration(session, user.id, generationId);
  if (outcome.ok) return savedRedirect(request, session);
  return data<SavePageData>({ state: "error", message: outcome.message }, { status: outcome.status });
}
