import type { AudienceType, Budget, Goal, ProductStage, ProductType, Skill } from "~/wizard/options";
import type { IMPACTS, TIME_FRAMES } from "~/generation/schemas";

/** What a tactic leans on; the first channel is its main one (used to keep a plan varied). */
export type Channel =
  | "sales" | "email" | "partner" | "linkedin" | "social" | "community" | "referral" | "docs" | "oss"
  | "directory" | "content" | "seo" | "paid" | "launch" | "events" | "investor" | "proof" | "lifecycle"
  | "analytics" | "design" | "pr" | "research" | "local";

/**
 * One entry of the curated library. Text fields may hold {product}, {website}, {audience}, {geo},
 * {place} and {metrics}, filled from the answers; [Name]-style placeholders stay for the sender.
 */
export type LibraryTactic = {
  id: string;
  name: string;
  /** Skills the team must have; empty means any founder can run it. */
  requires: Skill[];
  /** Skills that make it work better (a bonus, never a condition). */
  uses: Skill[];
  channels: Channel[];
  goals: Goal[];
  audiences: AudienceType[];
  /** Stages where it makes sense at all (a hard filter). */
  stages: ProductStage[];
  /** Cheapest budget it can run on (a hard filter). */
  minBudget: Budget;
  /** Money goes to an ad platform or sponsor: never on a bootstrapped budget. */
  paidAds: boolean;
  /** Writing-heavy (webinars, blogs, newsletters): needs the content skill. */
  contentHeavy: boolean;
  /** Only for these product types, when set. */
  productTypes?: ProductType[];
  timeFrame: (typeof TIME_FRAMES)[number];
  impact: (typeof IMPACTS)[number];
  description: string;
  implementation: string[];
  resourcesNeeded: string[];
  successMetrics: string[];
  template: string;
  marketingWisdom: string;
};
