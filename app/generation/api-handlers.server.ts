import { z } from "zod";
import { config } from "~/config.server";
import { commitSession, getSession, visitorIdOf } from "~/session.server";
import { AUDIENCE_TYPES, GEOGRAPHIES, labelOf } from "~/wizard/options";
import { planFormSchema } from "~/wizard/schemas";
import { AiError, checkApiKey, type AiCallOptions, type AiProvider } from "./ai-client.server";
import { invalidFields, jsonError, jsonResponse, readJson, requireObject } from "~/http.server";
import { GenerationError, generatePlan, generateProfile } from "./generate.server";
import { saveVisitorApiKey, resolveApiKey } from "~/ai-keys/stored-keys.server";
import { aiKeyStatusForSession } from "~/ai-keys/key-status.server";
import { buildPlan, buildProfile } from "./planner";
import { checkPlanQuality } from "~/plan-quality/checker";
import { SAVE_DEFAULTS } from "~/saved-plans/record";
import type { PlanFormData } from "~/wizard/types";
import type { ProfileRequest } from "./prompts.server";

/** The bodies of the /api routes of this area (SPEC section 7); the route modules only call these. */


async function providerFor(request: Request): Promise<AiProvider | null> {
  const session = await getSession(request);
  const key = await resolveApiKey(session.get("visitorId") as string | undefined);
  return key ? { apiKey: key.apiKey, baseURL: config.OPENAI_BASE_URL, model: config.OPENAI_MODEL } : null;
}

/** Upstream failures: 504 for time-outs, 503 when unreachable, 502 for anything it answered wrongly. */
export function upstreamStatus(error: AiError): 502 | 503 | 504 {
  if (error.kind === "timeout") return 504;
  if (error.kind === "network") return 503;
  return 502;
}

function generationFailure(error: unknown) {
  if (error instanceof GenerationError) return jsonError(upstreamStatus(error.aiError), error.message);
  throw error;
}

/**
 * POST /api/generate-plan: the full form data in, the plan out. With no key at all (neither the
 * visitor's nor the server's) the built-in planner answers, marked source "built-in".
 */
export async function generatePlanApi(request: Request, options: AiCallOptions = {}) {
  const body = requireObject(await readJson(request));
  const parsed = planFormSchema.safeParse(body);
  if (!parsed.success) return invalidFields(parsed.error);
  const provider = await providerFor(request);
  if (!provider) {
    const plan = buildPlan(parsed.data);
    return jsonResponse({ ...plan, findings: checkPlanQuality(parsed.data, plan) });
  }
  try {
    const { plan, findings } = await generatePlan(provider, parsed.data, options);
    return jsonResponse({ ...plan, source: "ai", findings });
  } catch (error) {
    return generationFailure(error);
  }
}

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
  const audience = AUDIENCE_TYPES.find((o) => o.value === input.audienceType || o.label === input.audienceType);
  const geography = GEOGRAPHIES.find((o) => o.value === input.audienceGeography || o.label === input.audienceGeography);
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
  const audience = AUDIENCE_TYPES.some((o) => o.value === input.audienceType) ? labelOf(AUDIENCE_TYPES, input.audienceType) : input.audienceType;
  const geography = GEOGRAPHIES.some((o) => o.value === input.audienceGeography)
    ? labelOf(GEOGRAPHIES, input.audienceGeography)
    : input.audienceGeography;
  return { ...input, audienceType: audience, audienceGeography: geography };
}

/** POST /api/generate-customer-profile: the spec's defaults fill what is missing. */
export async function generateProfileApi(request: Request, options: AiCallOptions = {}) {
  const body = requireObject(await readJson(request));
  const parsed = profileRequestSchema.safeParse(body);
  if (!parsed.success) return invalidFields(parsed.error);
  const provider = await providerFor(request);
  if (!provider) return jsonResponse({ ...buildProfile(profileAnswers(parsed.data)), source: "built-in" });
  try {
    return jsonResponse(await generateProfile(provider, normaliseProfileRequest(parsed.data), options));
  } catch (error) {
    return generationFailure(error);
  }
}

/** GET /api/check-api-key: whether generations have a key, never the key. */
export async function checkApiKeyApi(request: Request) {
  const session = await getSession(request);
  const status = await aiKeyStatusForSession(session);
  return jsonResponse({ ok: status.configured, configured: status.configured, source: status.source, builtinAvailable: true });
}

export const API_KEY_REQUIRED = "API key is required";
export const MAX_KEY_LENGTH = 512;

/** What a key must look like before we spend a call on it. */
export function keyProblem(key: unknown): string | null {
  if (key === undefined || key === null || (typeof key === "string" && key.trim() === "")) return API_KEY_REQUIRED;
  if (typeof key !== "string") return "API key must be text";
  if (key.trim().length > MAX_KEY_LENGTH) return `API key cannot exceed ${MAX_KEY_LENGTH} characters`;
  // eslint-disable-next-line no-control-regex
  if (/[\s\u0000-\u001f\u007f]/.test(key.trim())) return "API key cannot contain spaces or control characters";
  return null;
}

export type SaveKeyResult = { ok: true } | { ok: false; status: number; message: string };

/**
 * Validates a visitor's key with one cheap call and stores it for this visitor only. The key is
 * never echoed or logged; only this function and the AI client see it.
 */
export async function validateAndSaveKey(visitorId: string, rawKey: unknown, options: AiCallOptions = {}): Promise<SaveKeyResult> {
  const problem = keyProblem(rawKey);
  if (problem) return { ok: false, status: 400, message: problem };
  const apiKey = (rawKey as string).trim();
  try {
    await checkApiKey({ apiKey, baseURL: config.OPENAI_BASE_URL, model: config.OPENAI_MODEL }, options);
  } catch (error) {
    if (error instanceof AiError && error.kind === "status" && (error.status === 401 || error.status === 403)) {
      return { ok: false, status: 400, message: "The API key was rejected by the AI provider. Please check it and try again." };
    }
    const detail = error instanceof AiError ? error.message : "unexpected error";
    return {
      ok: false,
      status: error instanceof AiError ? upstreamStatus(error) : 502,
      message: `Could not validate the API key right now (${detail}). Please try again later.`,
    };
  }
  await saveVisitorApiKey(visitorId, apiKey);
  return { ok: true };
}


/** POST /api/set-api-key: JSON {key}. */
export async function setApiKeyApi(request: Request, options: AiCallOptions = {}) {
  const body = requireObject(await readJson(request));
  const session = await getSession(request);
  const result = await validateAndSaveKey(visitorIdOf(session), body.key, options);
  if (!result.ok) {
    return jsonError(result.status, result.message, result.status === 400 ? { key: [result.message] } : undefined);
  }
  return jsonResponse({ ok: true, configured: true, source: "visitor" }, 200, {
    "Set-Cookie": await commitSession(request, session),
  });
}
