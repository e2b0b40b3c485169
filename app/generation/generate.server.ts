import type { PlanFormData } from "~/wizard/types";
import { AiError, requestStructuredJson, type AiCallOptions, type AiProvider } from "./ai-client.server";
import {
  PLAN_SCHEMA_NAME, PROFILE_SCHEMA_NAME, aiPlanSchema, aiProfileSchema, audienceLabel, geographyLabel, planMessages,
  profileMessages, type ProfileRequest,
} from "./prompts.server";
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

function asAiError(error: unknown): AiError {
  if (error instanceof AiError) return error;
  if (error instanceof ResponseCheckError) return new AiError(error.message, "invalid");
  return new AiError(error instanceof Error ? error.message : "Unexpected error", "network");
}

export async function generatePlan(provider: AiProvider, answers: PlanFormData, options?: AiCallOptions): Promise<MarketingPlan> {
  try {
    const reply = await requestStructuredJson(
      provider,
      { name: PLAN_SCHEMA_NAME, schema: aiPlanSchema, messages: planMessages(answers) },
      options,
    );
    return checkPlan(reply);
  } catch (error) {
    const cause = asAiError(error);
    throw new GenerationError(planFailureMessage(cause.message), cause.message, cause);
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
