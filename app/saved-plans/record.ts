import { z } from "zod";
import type { MarketingPlanRow } from "../../db/schema";
import {
  AUDIENCE_TYPES, BUDGETS, GEOGRAPHIES, GOALS, PRODUCT_STAGES, PRODUCT_TYPES, SKILLS, TIME_HORIZONS, valuesOf,
} from "~/wizard/options";
import type { PlanFormData } from "~/wizard/types";

/**
 * A saved plan as clients see it, and what they may send. Different views of the product spell
 * some fields in snake case and others in camel case (SPEC 3, "Saved plan record"), so records
 * carry both spellings and input accepts either.
 */

export type PlanRecord = PlanFormData & {
  id: number;
  userId: number;
  productWebsite: string;
  budget_range: string;
  time_horizon: string;
  generatedPlan: unknown;
  generated_plan: unknown;
  customerProfile: unknown;
  createdAt: string;
  updatedAt: string;
};

export function parseJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function parseSkills(text: string): string[] {
  const value = parseJson(text);
  return Array.isArray(value) ? value.filter((s): s is string => typeof s === "string") : [];
}

export function rowToAnswers(row: MarketingPlanRow): PlanFormData {
  return {
    productName: row.product_name,
    productWebsite: row.product_website ?? undefined,
    productType: row.product_type as PlanFormData["productType"],
    productStage: row.product_stage as PlanFormData["productStage"],
    productDescription: row.product_description,
    audienceType: row.audience_type as PlanFormData["audienceType"],
    customAudienceType: row.custom_audience_type ?? undefined,
    audienceGeography: row.audience_geography as PlanFormData["audienceGeography"],
    specificCountry: row.specific_country ?? undefined,
    localRegion: row.local_region ?? undefined,
    audiencePersona: row.audience_persona,
    budgetRange: row.budget_range as PlanFormData["budgetRange"],
    timeHorizon: row.time_horizon as PlanFormData["timeHorizon"],
    skills: parseSkills(row.skills) as PlanFormData["skills"],
    primaryGoal: row.primary_goal as PlanFormData["primaryGoal"],
    successMetrics: row.success_metrics,
    challenges: row.challenges,
    includeMarketingWisdom: row.include_marketing_wisdom === 1,
  };
}

export function toPlanRecord(row: MarketingPlanRow): PlanRecord {
  const plan = parseJson(row.generated_plan);
  return {
    id: row.id,
    userId: row.user_id,
    ...rowToAnswers(row),
    productWebsite: row.product_website ?? "",
    budget_range: row.budget_range,
    time_horizon: row.time_horizon,
    generatedPlan: plan,
    generated_plan: plan,
    customerProfile: parseJson(row.customer_profile),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/* ---------- input ---------- */

/** The snake-case spelling of each field a client may send. */
const SNAKE: Record<string, string> = {
  productName: "product_name",
  productWebsite: "product_website",
  productType: "product_type",
  productStage: "product_stage",
  productDescription: "product_description",
  audienceType: "audience_type",
  customAudienceType: "custom_audience_type",
  audienceGeography: "audience_geography",
  specificCountry: "specific_country",
  localRegion: "local_region",
  audiencePersona: "audience_persona",
  budgetRange: "budget_range",
  timeHorizon: "time_horizon",
  skills: "skills",
  primaryGoal: "primary_goal",
  successMetrics: "success_metrics",
  challenges: "challenges",
  includeMarketingWisdom: "include_marketing_wisdom",
  generatedPlan: "generated_plan",
  customerProfile: "customer_profile",
};

/**
 * "Defaults when saving a plan" (SPEC 5) in this product's vocabulary: type SaaS, stage early
 * (MVP / Early Prototype), budget low (bootstrapped), horizon 3 months (quarter), goal
 * awareness, metrics "User growth", challenges "Limited resources". The spec's skill
 * "marketing" is not one of the skill ids, so skills default to none.
 */
export const SAVE_DEFAULTS = {
  productType: "saas",
  productStage: "mvp",
  audienceGeography: "global",
  budgetRange: "bootstrapped",
  timeHorizon: "quarter",
  skills: [] as string[],
  primaryGoal: "awareness",
  successMetrics: "User growth",
  challenges: "Limited resources",
  includeMarketingWisdom: true,
} as const;

const blankToUndefined = (v: unknown) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v);

const optionalText = (max: number) =>
  z.preprocess(blankToUndefined, z.string().trim().max(max, `Must be at most ${max} characters`).optional());

const requiredText = (message: string, max: number) =>
  z.preprocess(
    (v) => (v === null ? undefined : v),
    z.string({ required_error: message, invalid_type_error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`),
  );

function choice<T extends readonly { value: string; label: string }[]>(options: T, what: string, fallback?: string) {
  const values = valuesOf(options);
  const schema = z.enum(values, {
    errorMap: () => ({ message: `${what} must be one of: ${values.join(", ")}` }),
  });
  return fallback === undefined
    ? z.preprocess((v) => (v === null ? undefined : v), schema)
    : z.preprocess((v) => blankToUndefined(v) ?? fallback, schema);
}

const planShape = z
  .object(
    {
      strategySummary: z.string({ required_error: "generatedPlan.strategySummary is required" }),
      tactics: z.array(z.unknown()).min(1, "generatedPlan.tactics must not be empty"),
      timeline: z.array(z.unknown()).min(1, "generatedPlan.timeline must not be empty"),
    },
    { required_error: "generatedPlan is required", invalid_type_error: "generatedPlan must be an object" },
  )
  .passthrough();

export const planInputSchema = z
  .object({
    productName: requiredText("Product name is required", 200),
    productWebsite: z.preprocess(blankToUndefined, z.string().trim().url("Please enter a valid URL").max(500).optional()),
    productType: choice(PRODUCT_TYPES, "productType", SAVE_DEFAULTS.productType),
    productStage: choice(PRODUCT_STAGES, "productStage", SAVE_DEFAULTS.productStage),
    productDescription: requiredText("Product description is required", 700),
    audienceType: choice(AUDIENCE_TYPES, "audienceType"),
    customAudienceType: optionalText(200),
    audienceGeography: choice(GEOGRAPHIES, "audienceGeography", SAVE_DEFAULTS.audienceGeography),
    specificCountry: optionalText(100),
    localRegion: optionalText(200),
    audiencePersona: requiredText("Customer profile is required", 700),
    budgetRange: choice(BUDGETS, "budgetRange", SAVE_DEFAULTS.budgetRange),
    timeHorizon: choice(TIME_HORIZONS, "timeHorizon", SAVE_DEFAULTS.timeHorizon),
    skills: z.preprocess(
      (v) => v ?? [...SAVE_DEFAULTS.skills],
      z.array(z.enum(valuesOf(SKILLS), { errorMap: () => ({ message: `skills must be among: ${valuesOf(SKILLS).join(", ")}` }) })).max(SKILLS.length),
    ),
    primaryGoal: choice(GOALS, "primaryGoal", SAVE_DEFAULTS.primaryGoal),
    successMetrics: z.preprocess((v) => blankToUndefined(v) ?? SAVE_DEFAULTS.successMetrics, z.string().trim().max(500)),
    challenges: z.preprocess((v) => blankToUndefined(v) ?? SAVE_DEFAULTS.challenges, z.string().trim().max(700)),
    includeMarketingWisdom: z.preprocess((v) => v ?? SAVE_DEFAULTS.includeMarketingWisdom, z.boolean({ invalid_type_error: "includeMarketingWisdom must be true or false" })),
    generatedPlan: planShape,
    customerProfile: z.preprocess((v) => v ?? undefined, z.record(z.unknown(), { invalid_type_error: "customerProfile must be an object" }).optional()),
  })
  .superRefine((v, ctx) => {
    if (v.audienceType === "other" && !v.customAudienceType)
      ctx.addIssue({ code: "custom", path: ["customAudienceType"], message: "Please specify your audience type" });
    if (v.audienceGeography === "specific-country" && !v.specificCountry)
      ctx.addIssue({ code: "custom", path: ["specificCountry"], message: "Please specify a country" });
    if (v.audienceGeography === "local" && !v.localRegion)
      ctx.addIssue({ code: "custom", path: ["localRegion"], message: "Please describe your local/regional area" });
  });

export type PlanInput = z.infer<typeof planInputSchema>;

/** Reads either spelling of each field. Fields no client may set (id, userId, createdAt…) are dropped here. */
export function normalizePlanBody(body: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [camel, snake] of Object.entries(SNAKE)) {
    if (body[camel] !== undefined) out[camel] = body[camel];
    else if (body[snake] !== undefined) out[camel] = body[snake];
  }
  return out;
}

export type PlanInputResult =
  | { ok: true; data: PlanInput }
  | { ok: false; message: string; errors: Record<string, string[]> };

/** The plan fields of a request, or every field's messages (the API's `errors` shape) and one line. */
export function parsePlanInput(body: unknown): PlanInputResult {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return { ok: false, message: "Request body must be a JSON object", errors: {} };
  }
  const result = planInputSchema.safeParse(normalizePlanBody(body as Record<string, unknown>));
  if (result.success) return { ok: true, data: result.data };
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const list = (errors[issue.path.join(".") || "body"] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  const message = Object.entries(errors)
    .map(([field, [text]]) => (text.startsWith(field) ? text : `${field}: ${text}`))
    .join("; ");
  return { ok: false, message, errors };
}

/** The columns of a plan input, for an insert or a full update. */
export function inputToColumns(input: PlanInput) {
  const keepIf = (condition: boolean, value: string | undefined) => (condition && value ? value : null);
  return {
    product_name: input.productName,
    product_website: input.productWebsite ?? null,
    product_type: input.productType,
    product_stage: input.productStage,
    product_description: input.productDescription,
    audience_type: input.audienceType,
    custom_audience_type: keepIf(input.audienceType === "other", input.customAudienceType),
    audience_geography: input.audienceGeography,
    specific_country: keepIf(input.audienceGeography === "specific-country", input.specificCountry),
    local_region: keepIf(input.audienceGeography === "local", input.localRegion),
    audience_persona: input.audiencePersona,
    budget_range: input.budgetRange,
    time_horizon: input.timeHorizon,
    skills: JSON.stringify(input.skills),
    primary_goal: input.primaryGoal,
    success_metrics: input.successMetrics,
    challenges: input.challenges,
    include_marketing_wisdom: input.includeMarketingWisdom ? 1 : 0,
    generated_plan: JSON.stringify(input.generatedPlan),
    customer_profile: input.customerProfile ? JSON.stringify(input.customerProfile) : null,
  };
}
