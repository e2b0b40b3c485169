import { data } from "@remix-run/node";
import { getSessionUser, loginUrl, pathOf } from "~/auth/current-user.server";
import type { PlanReview } from "~/plan/review";
import { reviewPlan } from "~/plan/review.server";
import type { PlanFormData } from "~/wizard/types";
import { getPlan, parsePlanId } from "./queries.server";

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

export async function previewLoader(request: Request) {
  const { user } = await getSessionUser(request);
  if (!user) return data<PreviewData>({ state: "signed-out", loginHref: loginUrl(pathOf(request)) }, { status: 401 });
  const raw = new URL(request.url).searchParams.get("id");
  if (!raw) return data<PreviewData>({ state: "none" });
  const id = parsePlanId(raw);
  const record = id === null ? null : await getPlan(user.id, id);
  // Another user's plan and a missing one look the same.
  if (!record) throw new Response("Plan not found", { status: 404, statusText: "Not Found" });
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
  const review = reviewPlan(generatedPlan, answers);
  return data<PreviewData>({ state: "plan", plan: { id: record.id, answers, generatedPlan, customerProfile, createdAt, review } });
}
