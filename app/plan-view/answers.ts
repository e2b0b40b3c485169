import {
  AUDIENCE_TYPES, BUDGETS, GEOGRAPHIES, GOALS, PRODUCT_STAGES, PRODUCT_TYPES, TIME_HORIZONS, labelOf,
  type Option,
} from "~/wizard/options";
import type { PlanFormData } from "~/wizard/types";
import { text } from "./normalize";

export type Fact = { label: string; value: string };

/** The answers may come from an old saved record: read every field as text, never trust types. */
function optionLabel(options: readonly Option[], value: unknown): string {
  const raw = text(value);
  return raw ? labelOf(options, raw) : "";
}

export function productNameOf(answers: Partial<PlanFormData> | undefined): string {
  return text(answers?.productName);
}

/** The short brief shown above the plan and at the top of the Markdown export. */
export function answerFacts(answers: Partial<PlanFormData> | undefined): Fact[] {
  if (!answers || typeof answers !== "object") return [];
  const audience =
    text(answers.audienceType) === "other"
      ? text(answers.customAudienceType) || optionLabel(AUDIENCE_TYPES, "other")
      : optionLabel(AUDIENCE_TYPES, answers.audienceType);
  const geography = text(answers.audienceGeography);
  const where =
    geography === "specific-country"
      ? text(answers.specificCountry) || optionLabel(GEOGRAPHIES, geography)
      : geography === "local"
        ? text(answers.localRegion) || optionLabel(GEOGRAPHIES, geography)
        : optionLabel(GEOGRAPHIES, geography);
  const facts: Fact[] = [
    { label: "Product type", value: optionLabel(PRODUCT_TYPES, answers.productType) },
    { label: "Stage", value: optionLabel(PRODUCT_STAGES, answers.productStage) },
    { label: "Audience", value: audience },
    { label: "Geography", value: where },
    { label: "Budget", value: optionLabel(BUDGETS, answers.budgetRange) },
    { label: "Time horizon", value: optionLabel(TIME_HORIZONS, answers.timeHorizon) },
    { label: "Primary goal", value: optionLabel(GOALS, answers.primaryGoal) },
    { label: "Success metrics", value: text(answers.successMetrics) },
  ];
  return facts.filter((f) => f.value);
}

const REQUIRED_TEXT = [
  "productName", "productType", "productStage", "productDescription", "audienceType", "audienceGeography",
  "audiencePersona", "budgetRange", "timeHorizon", "primaryGoal", "successMetrics", "challenges",
] as const;

/** The answers as the checker needs them, or null when a saved record lacks some. */
export function completeAnswers(answers: Partial<PlanFormData> | undefined): PlanFormData | null {
  if (!answers || typeof answers !== "object") return null;
  if (!REQUIRED_TEXT.every((key) => typeof answers[key] === "string" && (answers[key] as string).trim() !== "")) return null;
  return {
    ...(answers as PlanFormData),
    skills: Array.isArray(answers.skills) ? answers.skills : [],
    includeMarketingWisdom: answers.includeMarketingWisdom !== false,
  };
}
