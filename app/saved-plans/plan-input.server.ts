import { z } from "zod";
import { fieldErrorsOf, type FieldErrors } from "~/http.server";
import type { Skill } from "~/wizard/options";
import { planFieldsSchema, withAudienceRules } from "~/wizard/schemas";

/**
 * What a client may send to /api/plans, and what Save Plan stores: the plan form's own fields and
 * rules (wizard/schemas.ts, the same limits and messages), so a plan saved through the API opens
 * in the form without an error; the spec's saving defaults for the answers a client may leave
 * out; and the plan itself. Either spelling of each field is read (SPEC 3, "Saved plan record").
 */

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
  skills: [] as Skill[],
  primaryGoal: "awareness",
  successMetrics: "User growth",
  challenges: "Limited resources",
  includeMarketingWisdom: true,
} as const;

/** A missing, null or blank value takes the default; anything else must pass the form's rule. */
function orDefault<S extends z.ZodTypeAny>(rule: S, fallback: unknown) {
  return z.preprocess((v) => (v === undefined || v === null || (typeof v === "string" && v.trim() === "") ? fallback : v), rule);
}

/** A generated plan as saved: the sections every view needs; the rest is kept as sent. */
export const savedPlanSchema = z
  .object(
    {
      strategySummary: z.string({ required_error: "generatedPlan.strategySummary is required" }),
      tactics: z.array(z.unknown()).min(1, "generatedPlan.tactics must not be empty"),
      timeline: z.array(z.unknown()).min(1, "generatedPlan.timeline must not be empty"),
    },
    { required_error: "generatedPlan is required", invalid_type_error: "generatedPlan must be an object" },
  )
  .passthrough();

/** A customer profile as saved: any object (the views read it leniently). */
export const savedProfileSchema = z.record(z.unknown(), { invalid_type_error: "customerProfile must be an object" });

const rule = planFieldsSchema.shape;

const planInputFields = planFieldsSchema.extend({
  productType: orDefault(rule.productType, SAVE_DEFAULTS.productType),
  productStage: orDefault(rule.productStage, SAVE_DEFAULTS.productStage),
  audienceGeography: orDefault(rule.audienceGeography, SAVE_DEFAULTS.audienceGeography),
  budgetRange: orDefault(rule.budgetRange, SAVE_DEFAULTS.budgetRange),
  timeHorizon: orDefault(rule.timeHorizon, SAVE_DEFAULTS.timeHorizon),
  skills: orDefault(rule.skills, SAVE_DEFAULTS.skills),
  primaryGoal: orDefault(rule.primaryGoal, SAVE_DEFAULTS.primaryGoal),
  successMetrics: orDefault(rule.successMetrics, SAVE_DEFAULTS.successMetrics),
  challenges: orDefault(rule.challenges, SAVE_DEFAULTS.challenges),
  includeMarketingWisdom: orDefault(rule.includeMarketingWisdom, SAVE_DEFAULTS.includeMarketingWisdom),
  generatedPlan: savedPlanSchema,
  customerProfile: z.preprocess((v) => v ?? undefined, savedProfileSchema.optional()),
});

export const planInputSchema = withAudienceRules(planInputFields);

export type PlanInput = z.output<typeof planInputSchema>;

const snakeCase = (camel: string) => camel.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Reads either spelling of each field. Fields no client may set (id, userId, createdAt…) are dropped here. */
export function normalizePlanBody(body: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const camel of Object.keys(planInputFields.shape)) {
    const value = body[camel] !== undefined ? body[camel] : body[snakeCase(camel)];
    if (value !== undefined) out[camel] = value;
  }
  return out;
}

export type PlanInputResult =
  | { ok: true; data: PlanInput }
  | { ok: false; message: string; errors: FieldErrors };

/**
 * The plan fields of a request, or every field's messages (the API's `errors` shape) and one line.
 * The form's messages are kept, except that a value outside an option list names the list: a
 * client needs the ids, a visitor picking from a menu never sees this.
 */
export function parsePlanInput(body: unknown): PlanInputResult {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return { ok: false, message: "Request body must be a JSON object", errors: {} };
  }
  const result = planInputSchema.safeParse(normalizePlanBody(body as Record<string, unknown>));
  if (result.success) return { ok: true, data: result.data };
  const issues = result.error.issues.map((issue) =>
    issue.code === z.ZodIssueCode.invalid_enum_value
      ? { ...issue, message: `${issue.path.join(".")} must be one of: ${issue.options.join(", ")}` }
      : issue,
  );
  const errors = fieldErrorsOf(new z.ZodError(issues));
  const message = Object.entries(errors)
    .map(([field, [text = ""]]) => (text.startsWith(field) ? text : `${field}: ${text}`))
    .join("; ");
  return { ok: false, message, errors };
}
