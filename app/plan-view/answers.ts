import {
  BUDGETS, GOALS, PRODUCT_STAGES, PRODUCT_TYPES, TIME_HORIZONS, audienceLabel, geographyLabel, labelOf,
} from "~/wizard/options";
import type { PlanFormData } from "~/wizard/types";
import { text } from "./normalize";

export type Fact = { label: string; value: string };

export function productNameOf(answers: Partial<PlanFormData> | undefined): string {
  return text(answers?.productName);
}

/**
 * The short brief shown above the plan and at the top of the Markdown export. The answers may come
 * from an old saved record: every field is read as text (placeholders such as "null" read as blank).
 */
export function answerFacts(answers: Partial<PlanFormData> | undefined): Fact[] {
  if (!answers || typeof answers !== "object") return [];
  const read = (key: keyof PlanFormData) => text(answers[key]);
  const facts: Fact[] = [
    { label: "Product type", value: labelOf(PRODUCT_TYPES, read("productType")) },
    { label: "Stage", value: labelOf(PRODUCT_STAGES, read("productStage")) },
    { label: "Audience", value: audienceLabel({ audienceType: read("audienceType"), customAudienceType: read("customAudienceType") }) },
    {
      label: "Geography",
      value: geographyLabel({
        audienceGeography: read("audienceGeography"), specificCountry: read("specificCountry"), localRegion: read("localRegion"),
      }),
    },
    { label: "Budget", value: labelOf(BUDGETS, read("budgetRange")) },
    { label: "Time horizon", value: labelOf(TIME_HORIZONS, read("timeHorizon")) },
    { label: "Primary goal", value: labelOf(GOALS, read("primaryGoal")) },
    { label: "Success metrics", value: read("successMetrics") },
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
