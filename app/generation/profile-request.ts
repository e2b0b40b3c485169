import { z } from "zod";
import { SAVE_DEFAULTS } from "~/saved-plans/plan-input.server";
import { AUDIENCE_TYPES, GEOGRAPHIES, labelOf, optionOf } from "~/wizard/options";
import type { PlanFormData } from "~/wizard/types";
import type { ProfileRequest } from "./prompts.server";

/** The body of POST /api/generate-customer-profile (SPEC 7): a few answers, the spec's defaults for the rest. */

const MAX_TEXT = 5000;

/** Optional text with the spec's default when missing or blank. */
const withDefault = (fallback: string) =>
  z
    .union([z.string({ invalid_type_error: "Must be text" }), z.null(), z.undefined()], {
      errorMap: () => ({ message: "Must be text" }),
    })
    .transform((v) => (typeof v === "string" && v.trim() !== "" ? v.trim() : fallback))
    .pipe(z.string().max(MAX_TEXT, `Must be at most ${MAX_TEXT} characters`));

export const profileRequestSchema = z.object({
  productName: withDefault("Product"),
  productDescription: withDefault("No description provided"),
  audienceType: withDefault("General audience"),
  audienceGeography: withDefault("Global"),
  specificCountry: z
    .union([z.string(), z.null(), z.undefined()], { errorMap: () => ({ message: "Must be text" }) })
    .transform((v) => (typeof v === "string" && v.trim() !== "" ? v.trim() : undefined))
    .pipe(z.string().max(200, "Must be at most 200 characters").optional()),
  audiencePersona: withDefault("Target customer"),
});

/**
 * The profile request as plan answers, for the built-in planner: option values are kept, free text
 * stands in where the form would have had a choice, and the rest takes the spec's saving defaults.
 */
export function profileAnswers(input: z.output<typeof profileRequestSchema>): PlanFormData {
  const audience = optionOf(AUDIENCE_TYPES, input.audienceType);
  const geography = optionOf(GEOGRAPHIES, input.audienceGeography);
  const { productType, productStage, budgetRange, timeHorizon, primaryGoal, successMetrics, challenges } = SAVE_DEFAULTS;
  return {
    productName: input.productName,
    productDescription: input.productDescription,
    audienceType: audience?.value ?? "other",
    customAudienceType: audience ? undefined : input.audienceType,
    audienceGeography: input.specificCountry ? "specific-country" : (geography?.value ?? "local"),
    specificCountry: input.specificCountry,
    localRegion: geography ? undefined : input.audienceGeography,
    audiencePersona: input.audiencePersona,
    productType,
    productStage,
    budgetRange,
    timeHorizon,
    primaryGoal,
    successMetrics,
    challenges,
    skills: [],
    includeMarketingWisdom: true,
  };
}

/** Option values become their labels; free text is kept as it came. */
export function normaliseProfileRequest(input: z.output<typeof profileRequestSchema>): ProfileRequest {
  return { ...input, audienceType: labelOf(AUDIENCE_TYPES, input.audienceType), audienceGeography: labelOf(GEOGRAPHIES, input.audienceGeography) };
}
