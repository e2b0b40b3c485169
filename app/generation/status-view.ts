import type { PlanReview } from "~/plan-view/review";
import type { GenerationStatus } from "../../db/schema";
import type { PlanFormData } from "~/wizard/types";
import type { CustomerProfile, MarketingPlan } from "./schemas";

/** What the generation page and its status endpoint send to the browser (never keys, never other rows). */

export type GenerationStatusView = {
  id: string;
  status: GenerationStatus;
  /** The loading screen's indicator: 40 while the profile is pending, 70 for the plan (SPEC section 9). */
  progress: number;
  profileFailed: boolean;
};

export type GenerationView = GenerationStatusView & {
  answers: PlanFormData;
  plan: MarketingPlan | null;
  /** What the plan checker says about the plan, once there is one. */
  review: PlanReview;
  profile: CustomerProfile | null;
  /** The full sentence for the error screen, when failed. */
  error: string | null;
  builtin: boolean;
  /** When the visitor asked for it (the loading countdown continues from there after a reload). */
  startedAt: string;
};

export const PROGRESS = { profile: 40, plan: 70, done: 100 } as const;

export function progressOf(status: GenerationStatus, stage: string | null): number {
  if (status === "done") return PROGRESS.done;
  return stage === "plan" ? PROGRESS.plan : PROGRESS.profile;
}

export const TOASTS = {
  done: { title: "Marketing plan generated successfully", description: "Your personalized Marketing strategy is ready" },
  failed: { title: "Plan generation failed", description: "There was an error creating your marketing plan", variant: "destructive" },
  profileFailed: { title: "Customer profile generation failed", description: "Continuing with marketing plan generation", variant: "destructive" },
  retrying: { title: "Retrying", description: "Generating your marketing plan again from your saved answers" },
} as const;

/** Polling interval with JavaScript; the meta refresh without it. */
export const POLL_MS = 1000;
export const REFRESH_SECONDS = 2;
