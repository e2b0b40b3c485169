/** The product's name and fixed labels, in one place (ARCHITECTURE: keep the name in one constant). */
export const PRODUCT_NAME = "LIFTOFF";
export const PRODUCT_BADGE = "GROWTH";
export const MISSION_ID = "MISSION ID: GTM-8421";
export const DEFAULT_DESCRIPTION =
  "Liftoff turns what you know about your product into a data-driven, AI-powered go-to-market plan: a customer profile, tactics with ready-to-send templates and a week-by-week timeline.";
