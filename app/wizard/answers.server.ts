import { randomUUID } from "node:crypto";
import { redirect } from "@remix-run/node";
import { commitSession, getSession, type AppSession } from "~/session.server";
import { planFormSchema, stepSchemas } from "./schemas";
import { ANSWER_KEYS, STEP_IDS, STEPS, type StepId } from "./steps";
import type { DraftAnswers, PlanFormData } from "./types";

/**
 * The visitor's plan-form answers, kept in the server-side session under one key. A draft may be
 * partial or (after Back) not yet valid; only the 17 answer keys are ever stored.
 */

const KEY = "answers";
const EPOCH_KEY = "answersEpoch";
const ANSWER_KEY_SET: ReadonlySet<string> = new Set(ANSWER_KEYS);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
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
  session.set(KEY, next);
  return next;
}

/**
 * Forgets the answers (Reset Form, a saved plan, a fresh /create). A new "epoch" marks the moment,
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
