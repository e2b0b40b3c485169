import { audienceLabel, geographyLabel } from "~/wizard/options";
import { jsonError } from "~/http.server";
import type { PlanFormData } from "~/wizard/types";
import { checkPlanQuality, type Finding } from "~/plan-quality/checker";
import {
  AiError, DEFAULT_AI_CALL_OPTIONS, requestStructuredJson, upstreamStatus, type AiCallOptions, type AiProvider,
} from "./ai-client.server";
import {
  PLAN_SCHEMA_NAME, PROFILE_SCHEMA_NAME, aiPlanSchema, aiProfileSchema, planMessages,
  profileMessages, repairMessages, type ProfileRequest,
} from "./prompts.server";
import { GenerationRefused, refusalResponse } from "./limits.server";
import { ResponseCheckError, checkPlan, checkProfile, planFailureMessage, profileFailureMessage } from "./response-checks";
import type { CustomerProfile, MarketingPlan } from "./schemas";

/**
 * The two AI calls. Each throws a GenerationError whose message is the full sentence a visitor
 * reads ("Failed to generate ... Error: {detail}") and whose `detail`/`cause` say what went wrong.
 */

export class GenerationError extends Error {
  constructor(
    message: string,
    readonly detail: string,
    readonly aiError: AiError,
  ) {
    super(message);
    this.name = "GenerationError";
  }
}

/**
 * A failed generation as the API answers it: the visitor's sentence, with the upstream status; or
 * the refusal (no AI slot in time, the day's budget gone meanwhile) with its Retry-After.
 */
export function generationErrorResponse(error: unknown): Response {
  if (error instanceof GenerationError) return jsonError(upstreamStatus(error.aiError), error.message);
  if (error instanceof GenerationRefused) return refusalResponse(error.refusal);
  throw error;
}

function asAiError(error: unknown): AiError {
  if (error instanceof AiError) return error;
  if (error instanceof ResponseCheckError) return new AiError(error.message, "invalid");
  return new AiError(error instanceof Error ? error.message : "Unexpected error", "network");
}

/** The plan and what the checker still finds in it after the one repair request. */
export type CheckedAiPlan = { plan: MarketingPlan; findings: Finding[]; repaired: boolean };

/** Below this much time left, a repair request could not finish: the first plan stands, with its notes. */
const MIN_REPAIR_MS = 2_000;

/**
 * Asks for the plan, runs the plan checker on the reply and, when it finds problems, sends one repair
 * request with the findings, within the same overall deadline. Whatever the checker still finds is
 * returned, to be shown on the tactics, never hidden. A failed repair keeps the first plan.
 */
export async function generatePlan(
  provider: AiProvider,
  answers: PlanFormData,
  options: AiCallOptions = {},
): Promise<CheckedAiPlan> {
  const started = Date.now();
  const deadlineMs = options.deadlineMs ?? DEFAULT_AI_CALL_OPTIONS.deadlineMs;
  let first: MarketingPlan;
  let reply: unknown;
  try {
    reply = await requestStructuredJson(
      provider,
      { name: PLAN_SCHEMA_NAME, schema: aiPlanSchema, messages: planMessages(answers) },
      options,
    );
    first = checkPlan(reply);
  } catch (error) {
    const cause = asAiError(error);
    throw new GenerationError(planFailureMessage(cause.message), cause.message, cause);
  }
  const findings = checkPlanQuality(answers, first);
  const left = deadlineMs - (Date.now() - started);
  if (findings.length === 0 || left < MIN_REPAIR_MS) return { plan: first, findings, repaired: false };
  try {
    const repairedReply = await requestStructuredJson(
      provider,
      { name: PLAN_SCHEMA_NAME, schema: aiPlanSchema, messages: repairMessages(answers, reply, findings) },
      { ...options, deadlineMs: left },
    );
    const repaired = checkPlan(repairedReply);
    return { plan: repaired, findings: checkPlanQuality(answers, repaired), repaired: true };
  } catch (error) {
    console.warn("plan repair request failed; keeping the first plan", error instanceof Error ? error.message : error);
    return { plan: first, findings, repaired: false };
  }
}

export async function generateProfile(
  provider: AiProvider,
  input: ProfileRequest,
  options?: AiCallOptions,
): Promise<CustomerProfile> {
  try {
    const reply = await requestStructuredJson(
      provider,
      { name: PROFILE_SCHEMA_NAME, schema: aiProfileSchema, messages: profileMessages(input) },
      options,
    );
    return checkProfile(reply);
  } catch (error) {
    const cause = asAiError(error);
    throw new GenerationError(profileFailureMessage(cause.message), cause.message, cause);
  }
}

/** The profile request for a full set of answers (the worker's case). */
export function profileRequestFrom(answers: PlanFormData): ProfileRequest {
  return {
    productName: answers.productName,
    productDescription: answers.productDescription,
    audienceType: audienceLabel(answers),
    audienceGeography: geographyLabel(answers),
    audiencePersona: answers.audiencePersona,
  };
}
