import { buildPlan, buildProfile } from "~/generation/planner";
import { answerFacts, type Fact } from "~/plan-view/answers";
import { normalizePlan, normalizeProfile, type PlanView, type ProfileView } from "~/plan-view/normalize";
import type { PlanReview } from "~/plan-view/review";
import { reviewView } from "~/plan-view/review.server";
import { DEMO_BUSINESSES, demoBusiness } from "./demo-businesses";

/**
 * The waitlist's own demo: the plan Liftoff's built-in planner makes for a sample business, read
 * by the plan checker and shaped for the plan view exactly as the result page does. The planner is
 * deterministic, so each business's demo is worked out once per process.
 */
export type Demo = {
  slug: string;
  name: string;
  facts: Fact[];
  plan: PlanView;
  profile: ProfileView | null;
  review: PlanReview;
};

export type DemoTab = { slug: string; name: string; kind: string; summary: string };

export const DEMO_TABS: DemoTab[] = DEMO_BUSINESSES.map(({ slug, name, kind, summary }) => ({ slug, name, kind, summary }));

const cache = new Map<string, Demo>();

export function demoFor(slug: string | null): Demo {
  const business = demoBusiness(slug);
  let demo = cache.get(business.slug);
  if (!demo) {
    const { answers } = business;
    const plan = normalizePlan(buildPlan(answers));
    demo = {
      slug: business.slug,
      name: answers.productName,
      facts: answerFacts(answers),
      plan,
      profile: normalizeProfile(buildProfile(answers)),
      review: reviewView(plan, answers),
    };
    cache.set(business.slug, demo);
  }
  return demo;
}
