import type { PlanReview } from "~/plan-view/review";
import { dayMadeOn } from "~/plan-quality/calendar";
import { reviewPlan } from "~/plan-view/review.server";
import type { PlanFormData } from "~/wizard/types";
import { getPlan } from "./queries.server";

/** The plan previews (/preview-new, /preview, /result-preview): one of the user's saved plans by ?id=. */

export type PreviewPlan = {
  id: number;
  answers: PlanFormData;
  generatedPlan: unknown;
  customerProfile: unknown;
  createdAt: string;
  /** What the plan checker says about it, for the tactic notes and templates. */
  review: PlanReview;
};

export type PreviewData =
  | { state: "signed-out"; loginHref: string }
  | { state: "none" }
  | { state: "plan"; plan: PreviewPlan };

/** One of the user's saved plans as the previews show it; null when missing or another user's. */
export async function getPreviewPlan(userId: number, planId: number | null): Promise<PreviewPlan | null> {
  const record = planId === null ? null : await getPlan(userId, planId);
  if (!record) return null;
  const { generatedPlan, customerProfile, createdAt } = record;
  const answers: PlanFormData = {
    productName: record.productName,
    productWebsite: record.productWebsite || undefined,
    productType: record.productType,
    productStage: record.productStage,
    productDescription: record.productDescription,
    audienceType: record.audienceType,
    customAudienceType: record.customAudienceType,
    audienceGeography: record.audienceGeography,
    specificCountry: record.specificCountry,
    localRegion: record.localRegion,
    audiencePersona: record.audiencePersona,
    budgetRange: record.budgetRange,
    timeHorizon: record.timeHorizon,
    skills: record.skills,
    primaryGoal: record.primaryGoal,
    successMetrics: record.successMetrics,
    challenges: record.challenges,
    includeMarketingWisdom: record.includeMarketingWisdom,
  };
  // Checked against the day the plan was saved, not today: a dated deadline ("by Easter") counts from it.
  const review = reviewPlan(generatedPlan, answers, dayMadeOn(createdAt));
  return { id: record.id, answers, generatedPlan, customerProfile, createdAt, review };
}
