import { validationError } from "remix-validated-form";
import { EDIT_FIELD, type EditingPlan } from "~/saved-plans/editing";
import { editingPlan } from "~/saved-plans/editing.server";
import { parsePlanId } from "~/saved-plans/queries.server";
import { getSession, type AppSession } from "~/session.server";
import {
  answersEpoch, editTarget, getAnswers, redirectWithSession, requireCompletedSteps, saveAnswers, setEditTarget,
} from "./answers.server";
import { readForm } from "~/http.server";
import { stepValidators, type StepData } from "./schemas";
import { nextStep, previousStep, STEPS, type StepId } from "./steps";
import type { DraftAnswers } from "./types";

/**
 * What every step's loader and action do; the route files only name their step. The guard comes
 * first (no skipping ahead), then the body is read with its size cap, then Back or Continue.
 */

/**
 * The step's own saved answers (to prefill the form), the answers' epoch (for the browser's copy)
 * and the saved plan being edited (the notice and the form's hidden field), after the guard for
 * the earlier steps.
 */
export async function loadStep(
  request: Request,
  step: StepId,
): Promise<{ values: DraftAnswers; epoch: string | null; editing: EditingPlan | null; session: AppSession }> {
  const before = previousStep(step);
  const { session, answers } = before
    ? await requireCompletedSteps(request, before.id)
    : { session: await getSession(request), answers: null };
  return {
    values: pickStep(answers ?? getAnswers(session), step),
    epoch: answersEpoch(session),
    editing: await editingPlan(session, editTarget(session)),
    session,
  };
}

export function pickStep(answers: DraftAnswers, step: StepId): DraftAnswers {
  const values: DraftAnswers = {};
  for (const key of STEPS[step].fields) if (answers[key] !== undefined) values[key] = answers[key];
  return values;
}

/**
 * What is on the page, unchecked, for Back: only this step's fields, texts as strings, the
 * skills as a list, the wisdom box as a boolean. Fields the post does not carry are left alone.
 */
export function rawStepValues(formData: FormData, step: StepId): DraftAnswers {
  const values: DraftAnswers = {};
  for (const key of STEPS[step].fields) {
    const all = formData.getAll(key).filter((v): v is string => typeof v === "string");
    if (key === "skills") values.skills = all;
    else if (key === "includeMarketingWisdom") {
      if (all.length > 0) values.includeMarketingWisdom = all.at(-1) === "true";
    } else {
      const last = all.at(-1);
      if (last !== undefined) values[key] = last.replace(/\r\n?/g, "\n");
    }
  }
  return values;
}

type Continue<S extends StepId> = (args: {
  request: Request;
  session: AppSession;
  data: StepData<S>;
  formData: FormData;
}) => Promise<Response>;

/**
 * The step's action: intent "back" stores the page as it is and goes to the previous step; any
 * other intent validates (422 with the messages and every value as typed) and stores the answers,
 * then `onValid` decides where to go (by default, the next step). Either way the edit target the
 * form carried (EDIT_FIELD, or none) is stored with the answers.
 */
export async function handleStepAction<S extends StepId>(
  request: Request,
  step: S,
  onValid?: Continue<S>,
): Promise<Response> {
  const before = previousStep(step);
  const { session } = before
    ? await requireCompletedSteps(request, before.id)
    : { session: await getSession(request) };
  const formData = await readForm(request);

  const editing = parsePlanId(formData.get(EDIT_FIELD));

  if (formData.get("intent") === "back") {
    saveAnswers(session, rawStepValues(formData, step));
    setEditTarget(session, editing);
    return redirectWithSession(request, session, before ? before.path : STEPS[step].path);
  }

  const result = await stepValidators[step].validate(formData);
  if (result.error) return validationError(result.error, result.submittedData);
  const data = result.data as StepData<S>;
  saveAnswers(session, data);
  setEditTarget(session, editing);
  if (onValid) return onValid({ request, session, data, formData });
  const next = nextStep(step);
  return redirectWithSession(request, session, next ? next.path : STEPS[step].path);
}
