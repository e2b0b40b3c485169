import {
  AUDIENCE_TYPES, BUDGETS, GOALS, PRODUCT_STAGES, PRODUCT_TYPES, SKILLS, TIME_HORIZONS, labelOf,
} from "~/wizard/options";
import type { AudienceType, Budget, ProductType } from "~/wizard/options";
import type { PlanFormData } from "~/wizard/types";

/**
 * Everything the planner says about the answers, worked out once: the phrases that go into the
 * text (audience, geography, budget) and `fill`, which puts them into library text.
 */
export type PlanContext = {
  answers: PlanFormData;
  product: string;
  website: string;
  /** Plural noun phrase: "enterprise teams", or the custom audience type when "other". */
  audience: string;
  /** "in Germany", "in North America", "worldwide". */
  geo: string;
  /** Where, as a bare name: "Germany", "North America", "Global". */
  place: string;
  /** For in-person tactics: "in Leeds" when a country or region was given, else "in [your city]". */
  near: string;
  budget: string;
  horizon: string;
  stage: string;
  productType: string;
  /** Short noun for the product type: "SaaS product", "mobile app". */
  productKind: string;
  goal: string;
  metrics: string;
  challenges: string;
  skills: string;
  fill: (text: string) => string;
};

/** Phrases that read well both as "for X" and as "five hand-picked X". */
const AUDIENCE_PHRASES: Record<AudienceType, string> = {
  "b2b-enterprise": "enterprise teams",
  "b2b-smb": "small and medium businesses",
  "b2c-general": "everyday consumers",
  "b2c-niche": "enthusiasts in your niche",
  developer: "developers",
  freelancer: "freelancers and solopreneurs",
  creators: "content creators",
  prosumer: "power users",
  students: "students and educators",
  mixed: "people in your audience",
  other: "people in your audience",
};

const PRODUCT_KINDS: Record<ProductType, string> = {
  saas: "SaaS product",
  "web-app": "web app",
  "mobile-app": "mobile app",
  ecommerce: "online store",
  subscription: "subscription service",
  content: "content platform",
  marketplace: "marketplace",
  api: "API",
};

/** Collapse whitespace and cut long free text so a quote stays readable inside a sentence. */
export function clip(text: string | undefined, max = 160): string {
  const flat = (text ?? "").replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s.,;:]+$/, "")}…`;
}

export function audiencePhrase(answers: PlanFormData): string {
  const custom = clip(answers.customAudienceType, 80);
  if (answers.audienceType === "other" && custom) return custom;
  return AUDIENCE_PHRASES[answers.audienceType] ?? labelOf(AUDIENCE_TYPES, answers.audienceType);
}

/** Bare place name, honouring the specific country / local region the user typed. */
export function placeName(answers: PlanFormData): string {
  const country = clip(answers.specificCountry, 60);
  const region = clip(answers.localRegion, 60);
  switch (answers.audienceGeography) {
    case "specific-country":
      return country || "your chosen country";
    case "local":
      return region || "your local area";
    case "global":
      return "Global";
    case "north-america":
      return "North America";
    case "europe":
      return "Europe";
    case "asia-pacific":
      return "Asia-Pacific";
    case "latin-america":
      return "Latin America";
    default:
      return "Global";
  }
}

export function geoPhrase(answers: PlanFormData): string {
  return answers.audienceGeography === "global" ? "worldwide" : `in ${placeName(answers)}`;
}

/** Budget label without the range, lower-cased for use mid-sentence: "bootstrapped (under $500)". */
export function budgetPhrase(budget: Budget): string {
  const label = labelOf(BUDGETS, budget);
  return label.charAt(0).toLowerCase() + label.slice(1);
}

export function makeContext(answers: PlanFormData): PlanContext {
  const product = clip(answers.productName, 80) || "your product";
  const website = clip(answers.productWebsite, 120).replace(/\/+$/, "") || "[link]";
  const specificPlace =
    answers.audienceGeography === "local" || answers.audienceGeography === "specific-country";
  const skills = answers.skills.length
    ? answers.skills.map((s) => labelOf(SKILLS, s).toLowerCase()).join(", ")
    : "no specialist marketing skills yet";
  const ctx: Omit<PlanContext, "fill"> = {
    answers,
    product,
    website,
    audience: audiencePhrase(answers),
    geo: geoPhrase(answers),
    place: placeName(answers),
    near: specificPlace ? `in ${placeName(answers)}` : "in [your city]",
    budget: budgetPhrase(answers.budgetRange),
    horizon: labelOf(TIME_HORIZONS, answers.timeHorizon).toLowerCase(),
    stage: labelOf(PRODUCT_STAGES, answers.productStage),
    productType: labelOf(PRODUCT_TYPES, answers.productType),
    productKind: PRODUCT_KINDS[answers.productType] ?? "product",
    goal: labelOf(GOALS, answers.primaryGoal).toLowerCase(),
    metrics: clip(answers.successMetrics, 140) || "your success metrics",
    challenges: clip(answers.challenges, 160) || "your key challenges",
    skills,
  };
  // Library text uses {product}, {website}, {audience}, {geo}, {place}, {near}, {metrics}; square-bracket
  // placeholders such as [Name] are left for the user to fill when sending.
  const tokens: Record<string, string> = {
    product: ctx.product,
    website: ctx.website,
    audience: ctx.audience,
    geo: ctx.geo,
    place: ctx.place,
    near: ctx.near,
    metrics: ctx.metrics,
  };
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (m, key: string) => tokens[key] ?? m);
  return { ...ctx, fill };
}
