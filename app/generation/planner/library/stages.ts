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
