import { withZod } from "@remix-validated-form/with-zod";
import type { Validator } from "remix-validated-form";
import { z } from "zod";
import { isCountry } from "./countries";
import {
  AUDIENCE_TYPES, BUDGETS, GEOGRAPHIES, GOALS, PRODUCT_STAGES, PRODUCT_TYPES, SKILLS, TIME_HORIZONS, valuesOf, type Option,
} from "./options";
import { countWords, LIMITS, WORDS_MAX, WORDS_MIN, type StepId } from "./steps";

/**
 * One zod schema per step, with the spec's exact messages (SPEC section 5): the plan form's only
 * rules. The same schemas validate in the browser (remix-validated-form), in the actions, in
 * /api/generate-plan and (with the saving defaults) in /api/plans, and accept both what a form
 * posts (strings) and what the session stores (their parsed output), so re-checking saved answers
 * is the same code as checking a post. The answer types are inferred from them (types.ts).
 */

export const MESSAGES = {
  productName: "Product name is required",
  productNameTooLong: `Product name cannot exceed ${LIMITS.productName} characters`,
  productWebsite: "Please enter a valid URL",
  productType: "Product type is required",
  productStage: "Product stage is required",
  productDescription: "Product description is required",
  productDescriptionMinWords: "Please provide at least 50 words describing your product",
  descriptionMaxWords: "Description cannot exceed 100 words",
  productDescriptionTooLong: `Description cannot exceed ${LIMITS.productDescription} characters`,
  audienceType: "Audience type is required",
  customAudienceType: "Please specify your audience type",
  customAudienceTypeTooLong: `Audience type cannot exceed ${LIMITS.customAudienceType} characters`,
  audienceGeography: "Geographic focus is required",
  specificCountry: "Please specify a country",
  specificCountryUnknown: "Please choose a country from the list",
  localRegion: "Please describe your local/regional area",
  localRegionTooLong: `Local area cannot exceed ${LIMITS.localRegion} characters`,
  audiencePersona: "Customer profile is required",
  audiencePersonaMinWords: "Please provide at least 50 words describing your audience",
  audiencePersonaTooLong: `Customer profile cannot exceed ${LIMITS.audiencePersona} characters`,
  budgetRange: "Budget range is required",
  timeHorizon: "Time horizon is required",
  skills: "Please choose skills from the list",
  primaryGoal: "Primary goal is required",
  successMetrics: "Success metrics are required",
  successMetricsTooLong: `Success metrics cannot exceed ${LIMITS.successMetrics} characters`,
  challenges: "Challenges are required",
  challengesTooLong: `Challenges cannot exceed ${LIMITS.challenges} characters`,
  includeMarketingWisdom: "Please tick or untick the box",
  notAnOption: "Please choose one of the listed options",
} as const;

/**
 * Browsers count a line break as one character for maxLength but post it as CRLF; normalising
 * keeps a box filled to its limit under the same limit on the server.
 */
function normaliseText(value: unknown): unknown {
  return typeof value === "string" ? value.replace(/\r\n?/g, "\n") : value;
}

function text(required: string) {
  return z.string({ required_error: required, invalid_type_error: required }).trim();
}

function requiredText(required: string, max: number, tooLong: string) {
  return z.preprocess(normaliseText, text(required).min(1, required).max(max, tooLong));
}

/** Blank text, or a JSON null, is no answer. */
const blankOrNull = (v: unknown) => v === null || (typeof v === "string" && v.trim() === "");

/** Optional free text: blank becomes undefined (nothing stored). */
function optionalText(max: number, tooLong: string) {
  return z.preprocess(
    (v) => {
      const n = normaliseText(v);
      return blankOrNull(n) ? undefined : n;
    },
    z.string({ invalid_type_error: tooLong }).trim().max(max, tooLong).optional(),
  );
}

/** 50 to 100 whitespace-separated words in at most 700 characters. */
function wordsText(required: string, minWords: string, max: number, tooLong: string) {
  return z.preprocess(
    normaliseText,
    text(required)
      .min(1, required)
      .max(max, tooLong)
      .refine((v) => v === "" || countWords(v) >= WORDS_MIN, minWords)
      .refine((v) => countWords(v) <= WORDS_MAX, MESSAGES.descriptionMaxWords),
  );
}

/** A required choice from an option list: blank says "required", anything else not listed is refused. */
function choice<T extends readonly Option[]>(options: T, required: string) {
  return z.preprocess(
    (v) => (v === "" || v === null ? undefined : v),
    z.enum(valuesOf(options), {
      errorMap: (issue) => ({
        message: issue.code === "invalid_enum_value" ? MESSAGES.notAnOption : required,
      }),
    }),
  );
}

/** A landing page: http(s) only; a bare domain ("liftoff.dev") is taken as https. */
export function normaliseUrl(value: string): string | null {
  const candidate = /^[a-z][a-z\d+.-]*:/i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(candidate);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    if (!url.hostname.includes(".") && url.hostname !== "localhost") return null;
    if (/\s/.test(value)) return null;
    return candidate; // as typed (plus the scheme), not re-serialised
  } catch {
    return null;
  }
}

const websiteSchema = z.preprocess(
  (v) => (blankOrNull(v) ? undefined : v),
  z
    .string({ invalid_type_error: MESSAGES.productWebsite })
    .trim()
    .max(LIMITS.productWebsite, MESSAGES.productWebsite)
    .transform((v, ctx) => {
      const url = normaliseUrl(v);
      if (url === null) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: MESSAGES.productWebsite });
        return z.NEVER;
      }
      return url;
    })
    .optional(),
);

// ---------------------------------------------------------------------------------------------
// Step 1, product

export const productSchema = z.object({
  productName: requiredText(MESSAGES.productName, LIMITS.productName, MESSAGES.productNameTooLong),
  productWebsite: websiteSchema,
  productType: choice(PRODUCT_TYPES, MESSAGES.productType),
  productStage: choice(PRODUCT_STAGES, MESSAGES.productStage),
  productDescription: wordsText(
    MESSAGES.productDescription,
    MESSAGES.productDescriptionMinWords,
    LIMITS.productDescription,
    MESSAGES.productDescriptionTooLong,
  ),
});

// ---------------------------------------------------------------------------------------------
// Step 2, audience

export const audienceFieldsSchema = z.object({
  audienceType: choice(AUDIENCE_TYPES, MESSAGES.audienceType),
  customAudienceType: optionalText(LIMITS.customAudienceType, MESSAGES.customAudienceTypeTooLong),
  audienceGeography: choice(GEOGRAPHIES, MESSAGES.audienceGeography),
  specificCountry: optionalText(100, MESSAGES.specificCountryUnknown),
  localRegion: optionalText(LIMITS.localRegion, MESSAGES.localRegionTooLong),
  audiencePersona: wordsText(
    MESSAGES.audiencePersona,
    MESSAGES.audiencePersonaMinWords,
    LIMITS.audiencePersona,
    MESSAGES.audiencePersonaTooLong,
  ),
});

const isBlank = (v: unknown) => typeof v !== "string" || v.trim() === "";

/**
 * The three conditional rules, as their own object in an intersection rather than a refine on
 * the fields: zod skips an object's refinements when a field fails outright, and the visitor
 * should see every message at once. It outputs nothing of its own.
 */
const audienceConditions = z
  .object({
    audienceType: z.unknown(),
    customAudienceType: z.unknown(),
    audienceGeography: z.unknown(),
    specificCountry: z.unknown(),
    localRegion: z.unknown(),
  })
  .superRefine((v, ctx) => {
    if (v.audienceType === "other" && isBlank(v.customAudienceType)) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["customAudienceType"], message: MESSAGES.customAudienceType });
    }
    if (v.audienceGeography === "specific-country") {
      if (isBlank(v.specificCountry)) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["specificCountry"], message: MESSAGES.specificCountry });
      } else if (!isCountry(String(v.specificCountry).trim())) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["specificCountry"], message: MESSAGES.specificCountryUnknown });
      }
    }
    if (v.audienceGeography === "local" && isBlank(v.localRegion)) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["localRegion"], message: MESSAGES.localRegion });
    }
  })
  .transform(() => ({}));

type AudienceAnswers = z.output<typeof audienceFieldsSchema>;

/**
 * The conditional rules added to an object schema holding the audience fields (this step, the
 * whole form, the /api/plans input). A conditional answer is kept only while its controlling
 * option is chosen.
 */
export function withAudienceRules<T extends z.ZodObject<z.ZodRawShape, "strip", z.ZodTypeAny, AudienceAnswers>>(fields: T) {
  return fields.and(audienceConditions).transform(
    (v): z.output<T> => ({
      ...v,
      customAudienceType: v.audienceType === "other" ? v.customAudienceType : undefined,
      specificCountry: v.audienceGeography === "specific-country" ? v.specificCountry : undefined,
      localRegion: v.audienceGeography === "local" ? v.localRegion : undefined,
    }),
  );
}

export const audienceSchema = withAudienceRules(audienceFieldsSchema);

// ---------------------------------------------------------------------------------------------
// Step 3, resources

const SKILL_VALUES: readonly string[] = valuesOf(SKILLS);

/** A checkbox group posts nothing, one value or several: always a list, each a listed skill. */
const skillsSchema = z.preprocess(
  (v) => (v === undefined || v === null || v === "" ? [] : Array.isArray(v) ? v : [v]),
  z
    .array(z.string({ invalid_type_error: MESSAGES.skills }), { invalid_type_error: MESSAGES.skills })
    .max(SKILL_VALUES.length * 2, MESSAGES.skills)
    .superRefine((list, ctx) => {
      if (list.some((s) => !SKILL_VALUES.includes(s))) ctx.addIssue({ code: z.ZodIssueCode.custom, message: MESSAGES.skills });
    })
    .transform((list) => SKILLS.map((s) => s.value).filter((s) => list.includes(s))),
);

export const resourcesSchema = z.object({
  budgetRange: choice(BUDGETS, MESSAGES.budgetRange),
  timeHorizon: choice(TIME_HORIZONS, MESSAGES.timeHorizon),
  skills: skillsSchema,
});

// ---------------------------------------------------------------------------------------------
// Step 4, goals

/**
 * The checkbox posts "true" after a hidden "false", so an unticked box still says false; a body
 * without the field at all (a JSON client) gets the spec's default, true.
 */
function toBoolean(v: unknown): unknown {
  const last = Array.isArray(v) ? v[v.length - 1] : v;
  if (last === undefined) return true;
  if (last === true || last === "true" || last === "on") return true;
  if (last === false || last === "false") return false;
  return last;
}

export const goalsSchema = z.object({
  primaryGoal: choice(GOALS, MESSAGES.primaryGoal),
  successMetrics: requiredText(MESSAGES.successMetrics, LIMITS.successMetrics, MESSAGES.successMetricsTooLong),
  challenges: requiredText(MESSAGES.challenges, LIMITS.challenges, MESSAGES.challengesTooLong),
  includeMarketingWisdom: z.preprocess(
    toBoolean,
    z.boolean({ invalid_type_error: MESSAGES.includeMarketingWisdom }),
  ),
});

// ---------------------------------------------------------------------------------------------

export const stepSchemas = {
  product: productSchema,
  audience: audienceSchema,
  resources: resourcesSchema,
  goals: goalsSchema,
} as const;

export type StepData<S extends StepId> = z.output<(typeof stepSchemas)[S]>;

/** Every field of the four steps, without the conditional rules: the base the API inputs extend. */
export const planFieldsSchema = productSchema.merge(audienceFieldsSchema).merge(resourcesSchema).merge(goalsSchema);

/** All four steps with the conditional rules: the whole plan form (used by /api/generate-plan too). */
export const planFormSchema = withAudienceRules(planFieldsSchema);

/**
 * The form-side validators. A press of Back is let through unchecked (the action stores what is
 * on the page without validating it); the actions handle Back before they validate.
 */
function allowBack<T>(inner: Validator<T>): Validator<T> {
  return {
    validate: async (input) => {
      const result = await inner.validate(input);
      if (result.error && result.submittedData.intent === "back") {
        return { data: result.submittedData as T, error: undefined, submittedData: result.submittedData, formId: result.formId };
      }
      return result;
    },
    validateField: inner.validateField,
  };
}

export const stepValidators = {
  product: allowBack(withZod(productSchema)),
  audience: allowBack(withZod(audienceSchema)),
  resources: allowBack(withZod(resourcesSchema)),
  goals: allowBack(withZod(goalsSchema)),
} as const;
