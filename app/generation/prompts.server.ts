import type { ChatCompletionMessageParam } from "openai/resources/chat/completions";
import {
  AUDIENCE_TYPES, BUDGETS, GEOGRAPHIES, GOALS, PRODUCT_STAGES, PRODUCT_TYPES, SKILLS, TIME_HORIZONS, labelOf,
} from "~/wizard/options";
import type { PlanFormData } from "~/wizard/types";
import { customerProfileSchema, marketingPlanSchema } from "./schemas";

/**
 * The two prompts, with the schemas they are answered in. Every answer of the form reaches the
 * plan prompt; the profile prompt gets the product and audience (the /api endpoint's fields).
 */

/** What the AI returns for the plan: the shared schema without our own `source` mark. */
export const PLAN_SCHEMA_NAME = "marketing_plan";
export const aiPlanSchema = marketingPlanSchema.omit({ source: true });

export const PROFILE_SCHEMA_NAME = "customer_profile";
export const aiProfileSchema = customerProfileSchema;

/** The profile request of SPEC section 7 (POST /api/generate-customer-profile), defaults applied. */
export type ProfileRequest = {
  productName: string;
  productDescription: string;
  audienceType: string;
  audienceGeography: string;
  specificCountry?: string;
  audiencePersona: string;
};

export function audienceLabel(answers: Pick<PlanFormData, "audienceType" | "customAudienceType">): string {
  if (answers.audienceType === "other" && answers.customAudienceType?.trim()) return answers.customAudienceType.trim();
  return labelOf(AUDIENCE_TYPES, answers.audienceType);
}

export function geographyLabel(
  answers: Pick<PlanFormData, "audienceGeography" | "specificCountry" | "localRegion">,
): string {
  if (answers.audienceGeography === "specific-country" && answers.specificCountry?.trim()) return answers.specificCountry.trim();
  if (answers.audienceGeography === "local" && answers.localRegion?.trim()) return `Local: ${answers.localRegion.trim()}`;
  return labelOf(GEOGRAPHIES, answers.audienceGeography);
}

const PLAN_SYSTEM = `You are a senior go-to-market strategist who writes practical marketing plans for founders,
indie developers and small teams. You are honest about constraints: you only recommend tactics the team's
budget and skills can really carry, and you never pad a plan with generic advice.

Rules:
- Every tactic must be affordable within the stated budget. On a budget under $500 recommend no paid
  advertising or paid sponsorships.
- Every tactic must be something the listed skills can execute. If a tactic needs a skill the team lacks,
  either leave it out or say in its description how to cover the gap cheaply.
- The "template" of each tactic is a ready-to-send piece of communication (an email with a Subject line,
  a post, a DM or a script), written for this product and audience, with [placeholders] only for details
  the founder must fill in.
- Where you assume something the answers do not say (prices, channels the audience uses, numbers), write
  "Assumption:" before it so the reader can check it.
- The timeline fits the time horizon: phases with "weeks" ranges that add up to it, and concrete tasks.
- Aim at the primary goal and measure with the founder's success metrics.
- strategySummary: 3-5 sentences. primaryFocus: 2-4 short phrases. tactics: 4-7. timeline: 3-5 phases.
  guerrillaTactics: 3-5 low-cost ideas. marketingEducation: an emotion engine and a logic engine with
  4 levers each (emotion: Desire, Identity, Urgency, Transform; logic: Position, Clarity, Proof, Journey),
  each lever with an example written for this product.
- Reply with JSON only, matching the schema.`;

function planUserPrompt(a: PlanFormData): string {
  const skills = a.skills.length > 0 ? a.skills.map((s) => labelOf(SKILLS, s)).join(", ") : "None listed (founder only)";
  const wisdom = a.includeMarketingWisdom
    ? `Include expert marketing insights: give every tactic a "marketingWisdom" tip (one or two sentences of
hard-won marketing wisdom that applies to it).`
    : `Expert marketing insights are turned off: set every tactic's "marketingWisdom" to an empty string.`;
  return `Write a go-to-market plan for this product.

PRODUCT
- Name: ${a.productName}
- Landing page: ${a.productWebsite?.trim() || "none yet"}
- Type: ${labelOf(PRODUCT_TYPES, a.productType)}
- Stage: ${labelOf(PRODUCT_STAGES, a.productStage)}
- Description: ${a.productDescription}

AUDIENCE
- Primary audience: ${audienceLabel(a)}
- Geographic focus: ${geographyLabel(a)}
- Customer profile, in the founder's words: ${a.audiencePersona}

RESOURCES
- Marketing budget: ${labelOf(BUDGETS, a.budgetRange)}
- Time horizon: ${labelOf(TIME_HORIZONS, a.timeHorizon)}
- Marketing skills the team has: ${skills}

GOALS
- Primary goal: ${labelOf(GOALS, a.primaryGoal)}
- Success metrics: ${a.successMetrics}
- Key challenges: ${a.challenges}

${wisdom}`;
}

export function planMessages(answers: PlanFormData): ChatCompletionMessageParam[] {
  return [
    { role: "system", content: PLAN_SYSTEM },
    { role: "user", content: planUserPrompt(answers) },
  ];
}

const PROFILE_SYSTEM = `You are a customer researcher. From a founder's description of a product and its
audience, write a concrete ideal-customer profile: who they are, how they behave, what they need, what
hurts, what they want, why they might say no, and how they buy. Be specific to this product; mark
guesses that go beyond the founder's words with "Assumption:". Demographics items read "label: value".
Lists hold 3-6 short items. Reply with JSON only, matching the schema.`;

export function profileMessages(input: ProfileRequest): ChatCompletionMessageParam[] {
  const where = input.specificCountry?.trim() ? `${input.audienceGeography} (${input.specificCountry.trim()})` : input.audienceGeography;
  return [
    { role: "system", content: PROFILE_SYSTEM },
    {
      role: "user",
      content: `PRODUCT
- Name: ${input.productName}
- Description: ${input.productDescription}

AUDIENCE
- Type: ${input.audienceType}
- Geography: ${where}
- Founder's description of the customer: ${input.audiencePersona}`,
    },
  ];
}
