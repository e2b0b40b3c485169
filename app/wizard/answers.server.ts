import { randomUUID } from "node:crypto";
import { redirect } from "@remix-run/node";
import { commitSession, getSession, type AppSession } from "~/session.server";
import { planFormSchema, stepSchemas } from "./schemas";
import { ANSWER_KEYS, STEP_IDS, STEPS, type StepId } from "./steps";
import type { DraftAnswers, PlanFormData } from "./types";

/**
 * The visitor's plan-form draft, kept in the server-side session under one key: the answers (partial,
 * or after Back not yet valid; only the 17 answer keys are ever stored) and, while a saved plan is
 * being edited, the edit target. The target is form data like the answers: each step's form carries
 * it in a hidden field (EDIT_FIELD) and its post stores what it carried; only POST /create puts it
 * there first, and clearing the answers (Reset Form, a save, a fresh plan, a duplicate) ends it.
 */

const KEY = "answers";
const EPOCH_KEY = "answersEpoch";
const EDIT_KEY = "editing";
const ANSWER_KEY_SET: ReadonlySet<string> = new Set(ANSWER_KEYS);
/** The generations started while editing one plan that are remembered (for their result pages). */
const EDIT_GENERATIONS_KEPT = 20;

/** The saved plan the draft edits, and the generations started from the draft while it did. */
type DraftEdit = { planId: number; generations: string[] };

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function draftEdit(session: AppSession): DraftEdit | null {
  const raw = session.get(KEY);
  const edit = isPlainObject(raw) ? raw[EDIT_KEY] : null;
  if (!isPlainObject(edit)) return null;
  const { planId, generations } = edit;
  if (typeof planId !== "number" || !Number.isSafeInteger(planId) || planId <= 0) return null;
  const ids = Array.isArray(generations) ? generations.filter((g): g is string => typeof g === "string") : [];
  return { planId, generations: ids };
}

function writeDraft(session: AppSession, answers: DraftAnswers, edit: DraftEdit | null): void {
  session.set(KEY, edit ? { ...answers, [EDIT_KEY]: edit } : answers);
}

export function getAnswers(session: AppSession): DraftAnswers {
  const raw = session.get(KEY);
  if (!isPlainObject(raw)) return {};
  const answers: DraftAnswers = {};
  for (const [key, value] of Object.entries(raw)) {
    if (ANSWER_KEY_SET.has(key) && value !== undefined) answers[key as keyof PlanFormData] = value;
  }
  return answers;
}

/**
 * Merges `partial` into the stored answers and returns the result. Unknown keys are dropped; a key
 * given as undefined is removed (a conditional answer that no longer applies).
 */
export function saveAnswers(session: AppSession, partial: Record<string, unknown>): DraftAnswers {
  const next: DraftAnswers = getAnswers(session);
  for (const [key, value] of Object.entries(partial)) {
    if (!ANSWER_KEY_SET.has(key)) continue;
    if (value === undefined) delete next[key as keyof PlanFormData];
    else next[key as keyof PlanFormData] = value;
  }
  writeDraft(session, next, draftEdit(session));
  return next;
}

/** The id of the saved plan the draft edits (as the form last posted it), or null. */
export function editTarget(session: AppSession): number | null {
  return draftEdit(session)?.planId ?? null;
}

/**
 * Stores the edit target a form carried (null: none, which ends edit mode). Whose plan it is gets
 * checked where it matters: the notice shows only the user's own plan, and Save Plan re-checks.
 */
export function setEditTarget(session: AppSession, planId: number | null): void {
  const current = draftEdit(session);
  if ((current?.planId ?? null) === planId) return;
  writeDraft(session, getAnswers(session), planId === null ? null : { planId, generations: [] });
}

/** Step 4 started this generation from the draft: while editing, its result page saves over the plan. */
export function noteEditGeneration(session: AppSession, generationId: string): void {
  const edit = draftEdit(session);
  if (!edit) return;
  const generations = [...edit.generations.filter((g) => g !== generationId), generationId].slice(-EDIT_GENERATIONS_KEPT);
  writeDraft(session, getAnswers(session), { planId: edit.planId, generations });
}

/** The saved plan being edited when this generation was started from the draft, if edit mode is still on. */
export function editTargetOfGeneration(session: AppSession, generationId: string): number | null {
  const edit = draftEdit(session);
  return edit && edit.generations.includes(generationId) ? edit.planId : null;
}

/**
 * Forgets the answers and ends edit mode (Reset Form, a saved plan, a fresh /create). A new "epoch" marks the moment,
 * so a browser's local copy written before it is dropped instead of restored (see mirror.ts).
 */
export function clearAnswers(session: AppSession): void {
  session.unset(KEY);
  session.set(EPOCH_KEY, randomUUID());
}

/** The id of the last clearAnswers of this session, or null if it never happened. */
export function answersEpoch(session: AppSession): string | null {
  const epoch = session.get(EPOCH_KEY);
  return typeof epoch === "string" ? epoch : null;
}

export function isStepComplete(answers: DraftAnswers, step: StepId): boolean {
  return stepSchemas[step].safeParse(answers).success;
}

/** The first step whose saved answers are not valid, or null when all four are. */
export function firstIncompleteStep(answers: DraftAnswers): StepId | null {
  return STEP_IDS.find((id) => !isStepComplete(answers, id)) ?? null;
}

/** The full, valid answers (all 13 required fields and the conditional rules), or null. */
export function completeAnswers(answers: DraftAnswers): PlanFormData | null {
  const result = planFormSchema.safeParse(answers);
  return result.success ? result.data : null;
}

/**
 * Guard: every step up to and including `through` must hold valid answers, or this throws a
 * redirect to the first one that does not (so no step can be skipped by URL or forged POST).
 * `requireCompletedSteps(request, "audience")` heads the /resources loader and action.
 */
export async function requireCompletedSteps(
  request: Request,
  through: StepId,
): Promise<{ session: AppSession; answers: DraftAnswers }> {
  const session = await getSession(request);
  const answers = getAnswers(session);
  const last = STEP_IDS.indexOf(through);
  const missing = STEP_IDS.slice(0, last + 1).find((id) => !isStepComplete(answers, id));
  if (missing) throw redirect(STEPS[missing].path);
  return { session, answers };
}

/** A redirect that also stores the session (the usual end of a wizard action). */
export async function redirectWithSession(request: Request, session: AppSession, to: string): Promise<Response> {
  return redirect(to, { headers: { "Set-Cookie": await commitSession(request, session) } });
}
