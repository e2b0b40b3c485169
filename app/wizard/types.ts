import type {
  AudienceType, Budget, Geography, Goal, ProductStage, ProductType, Skill, TimeHorizon,
} from "./options";

/** The full answers of the four-step form (SPEC section 3, "Plan form data"). */
export type PlanFormData = {
  // Step 1, product
  productName: string;
  productWebsite?: string;
  productType: ProductType;
  productStage: ProductStage;
  productDescription: string;
  // Step 2, audience
  audienceType: AudienceType;
  customAudienceType?: string;
  audienceGeography: Geography;
  specificCountry?: string;
  localRegion?: string;
  audiencePersona: string;
  // Step 3, resources
  budgetRange: Budget;
  timeHorizon: TimeHorizon;
  skills: Skill[];
  // Step 4, goals
  primaryGoal: Goal;
  successMetrics: string;
  challenges: string;
  includeMarketingWisdom: boolean;
};

/** What the session holds while the visitor is still typing: any subset, possibly invalid. */
export type DraftAnswers = Partial<Record<keyof PlanFormData, unknown>>;
