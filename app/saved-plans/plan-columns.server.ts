import type { z } from "zod";
import type { MarketingPlanRow } from "../../db/schema";
import { parseStored, parseStoredJson } from "~/stored-json";
import { planFieldsSchema } from "~/wizard/schemas";
import type { PlanFormData } from "~/wizard/types";
import { savedPlanSchema, savedProfileSchema, type PlanInput } from "./plan-input.server";

/**
 * A saved plan between its marketing_plans row and the record clients see. Rows are parsed, not
 * cast: option columns with the form's option schemas, JSON columns with the schemas that wrote
 * them. Different views of the product spell some fields in snake case and others in camel case
 * (SPEC 3, "Saved plan record"), so records carry both spellings.
 */

export type SavedPlan = z.output<typeof savedPlanSchema>;
export type SavedProfile = z.output<typeof savedProfileSchema>;

export type PlanRecord = PlanFormData & {
  id: number;
  userId: number;
  productWebsite: string;
  budget_range: string;
  time_horizon: string;
  generatedPlan: SavedPlan | null;
  generated_plan: SavedPlan | null;
  customerProfile: SavedProfile | null;
  createdAt: string;
  updatedAt: string;
};

/**
 * The columns holding a choice. Free text is not checked against today's limits again: a plan
 * saved under other limits stays readable.
 */
const optionColumns = planFieldsSchema.pick({
  productType: true,
  productStage: true,
  audienceType: true,
  audienceGeography: true,
  budgetRange: true,
  timeHorizon: true,
  primaryGoal: true,
});

/**
 * A row's answers, or null (logged) when an option column holds a value the form does not list:
 * such a plan is treated as missing. Unreadable skills read as none.
 */
export function rowToAnswers(row: MarketingPlanRow): PlanFormData | null {
  const options = parseStored(
    {
      productType: row.product_type,
      productStage: row.product_stage,
      audienceType: row.audience_type,
      audienceGeography: row.audience_geography,
      budgetRange: row.budget_range,
      timeHorizon: row.time_horizon,
      primaryGoal: row.primary_goal,
    },
    optionColumns,
    `answers of saved plan ${row.id}`,
  );
  if (!options) return null;
  return {
    ...options,
    productName: row.product_name,
    productWebsite: row.product_website ?? undefined,
    productDescription: row.product_description,
    customAudienceType: row.custom_audience_type ?? undefined,
    specificCountry: row.specific_country ?? undefined,
    localRegion: row.local_region ?? undefined,
    audiencePersona: row.audience_persona,
    skills: parseStoredJson(row.skills, planFieldsSchema.shape.skills, `skills of saved plan ${row.id}`) ?? [],
    successMetrics: row.success_metrics,
    challenges: row.challenges,
    includeMarketingWisdom: row.include_marketing_wisdom === 1,
  };
}

/** A row's generated plan and customer profile, each null when missing or unreadable (logged). */
export function rowToPlanJson(row: MarketingPlanRow): { generatedPlan: SavedPlan | null; customerProfile: SavedProfile | null } {
  return {
    generatedPlan: parseStoredJson(row.generated_plan, savedPlanSchema, `generated plan of saved plan ${row.id}`),
    customerProfile: parseStoredJson(row.customer_profile, savedProfileSchema, `customer profile of saved plan ${row.id}`),
  };
}

/** The record clients see, or null when the row's answers cannot be read (as if it were missing). */
export function toPlanRecord(row: MarketingPlanRow): PlanRecord | null {
  const answers = rowToAnswers(row);
  if (!answers) return null;
  const { generatedPlan, customerProfile } = rowToPlanJson(row);
  return {
    id: row.id,
    userId: row.user_id,
    ...answers,
    productWebsite: row.product_website ?? "",
    budget_range: answers.budgetRange,
    time_horizon: answers.timeHorizon,
    generatedPlan,
    generated_plan: generatedPlan,
    customerProfile,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The columns of a plan input, for an insert or a full update. */
export function inputToColumns(input: PlanInput) {
  return {
    product_name: input.productName,
    product_website: input.productWebsite ?? null,
    product_type: input.productType,
    product_stage: input.productStage,
    product_description: input.productDescription,
    audience_type: input.audienceType,
    custom_audience_type: input.customAudienceType ?? null,
    audience_geography: input.audienceGeography,
    specific_country: input.specificCountry ?? null,
    local_region: input.localRegion ?? null,
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
