import type { PlanFormData } from "./types";

/** The four wizard steps, in order (SPEC section 4): id, URL, heading and the answers each owns. */
export const STEP_IDS = ["product", "audience", "resources", "goals"] as const;
export type StepId = (typeof STEP_IDS)[number];

export type StepInfo = {
  id: StepId;
  number: 1 | 2 | 3 | 4;
  path: `/${string}`;
  /** The step's heading, as the spec writes it. */
  title: string;
  /** Short name for the step indicator. */
  short: string;
  fields: readonly (keyof PlanFormData)[];
};

export const STEPS: Record<StepId, StepInfo> = {
  product: {
    id: "product",
    number: 1,
    path: "/product",
    title: "PRODUCT DETAILS",
    short: "Product",
    fields: ["productName", "productWebsite", "productType", "productStage", "productDescription"],
  },
  audience: {
    id: "audience",
    number: 2,
    path: "/audience",
    title: "TARGET AUDIENCE",
    short: "Audience",
    fields: ["audienceType", "customAudienceType", "audienceGeography", "specificCountry", "localRegion", "audiencePersona"],
  },
  resources: {
    id: "resources",
    number: 3,
    path: "/resources",
    title: "BUDGET & TIMELINE",
    short: "Resources",
    fields: ["budgetRange", "timeHorizon", "skills"],
  },
  goals: {
    id: "goals",
    number: 4,
    path: "/plan",
    title: "GOALS & OBJECTIVES",
    short: "Goals",
    fields: ["primaryGoal", "successMetrics", "challenges", "includeMarketingWisdom"],
  },
};

export const STEP_LIST: readonly StepInfo[] = STEP_IDS.map((id) => STEPS[id]);

/** Every answer key, in form order: anything else posted or stored is dropped. */
export const ANSWER_KEYS: readonly (keyof PlanFormData)[] = STEP_LIST.flatMap((s) => s.fields);

export function previousStep(id: StepId): StepInfo | null {
  const previous = STEP_IDS[STEP_IDS.indexOf(id) - 1];
  return previous ? STEPS[previous] : null;
}

export function nextStep(id: StepId): StepInfo | null {
  const next = STEP_IDS[STEP_IDS.indexOf(id) + 1];
  return next ? STEPS[next] : null;
}

/** Limits of the text boxes; the server enforces the same. */
export const LIMITS = {
  productName: 100,
  productWebsite: 500,
  productDescription: 700,
  customAudienceType: 100,
  localRegion: 200,
  audiencePersona: 700,
  successMetrics: 300,
  challenges: 700,
} as const;

export const WORDS_MIN = 50;
export const WORDS_MAX = 100;

/** Whitespace-separated words, the spec's way of counting. */
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed === "" ? 0 : trimmed.split(/\s+/).length;
}
