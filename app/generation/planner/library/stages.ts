import { BUSINESS_KINDS, type BusinessKind } from "~/plan-quality/kinds";
import type { ProductStage } from "~/wizard/options";

/** Stage sets the library entries share. */
export const ALL_STAGES: ProductStage[] = ["mvp", "beta", "launched", "growth", "scaling"];
/** Live and selling. */
export const LIVE: ProductStage[] = ["launched", "growth", "scaling"];
/** Has users, beta or later. */
export const BETA_ON: ProductStage[] = ["beta", "launched", "growth", "scaling"];
/** Before traction. */
export const EARLY: ProductStage[] = ["mvp", "beta", "launched"];
/** With traction. */
export const TRACTION: ProductStage[] = ["growth", "scaling"];

/** Every kind of business: for ways of selling that cut across kinds (a campaign, an event, wholesale). */
export const ALL_KINDS: BusinessKind[] = [...BUSINESS_KINDS];
