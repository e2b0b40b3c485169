import { z } from "zod";

/**
 * The shapes the AI provider (and the built-in planner) must return: SPEC section 3,
 * "Generated plan response" and "Customer profile". The same schemas produce the JSON
 * schema sent as structured output and check the reply.
 */

export const TIME_FRAMES = ["Quick Win", "Medium-term", "Long-term", "Ongoing"] as const;
export const IMPACTS = ["High Impact", "Medium Impact", "Low Impact"] as const;

export const tacticSchema = z.object({
  name: z.string(),
  /** Why this tactic fits this business, in one sentence tied to the answers. */
  why: z.string().optional(),
  description: z.string(),
  timeFrame: z.enum(TIME_FRAMES),
  impact: z.enum(IMPACTS),
  implementation: z.array(z.string()),
  resourcesNeeded: z.array(z.string()),
  successMetrics: z.array(z.string()),
  template: z.string(),
  marketingWisdom: z.string(),
});

export const timelinePhaseSchema = z.object({
  title: z.string(),
  weeks: z.string(),
  tasks: z.array(z.string()),
});

export const leverSchema = z.object({
  name: z.string(),
  description: z.string(),
  example: z.string(),
});

export const engineSchema = z.object({
  title: z.string(),
  description: z.string(),
  levers: z.array(leverSchema),
});

export const guerrillaTacticSchema = z.object({
  name: z.string(),
  description: z.string(),
  costLevel: z.string(),
  impact: z.string(),
});

export const marketingPlanSchema = z.object({
  strategySummary: z.string(),
  primaryFocus: z.array(z.string()),
  tactics: z.array(tacticSchema),
  timeline: z.array(timelinePhaseSchema),
  marketingEducation: z.object({
    emotionEngine: engineSchema,
    logicEngine: engineSchema,
  }),
  guerrillaTactics: z.array(guerrillaTacticSchema),
  /** Set by the built-in planner so the result can say plainly where it came from. */
  source: z.enum(["ai", "built-in"]).optional(),
});

export const customerProfileSchema = z.object({
  overview: z.string(),
  demographics: z.array(z.string()),
  behaviors: z.array(z.string()),
  needs: z.array(z.string()),
  painPoints: z.array(z.string()),
  goals: z.array(z.string()),
  objections: z.array(z.string()),
  buyingProcess: z.string(),
});

export type Tactic = z.infer<typeof tacticSchema>;
export type TimelinePhase = z.infer<typeof timelinePhaseSchema>;
export type Lever = z.infer<typeof leverSchema>;
export type Engine = z.infer<typeof engineSchema>;
export type GuerrillaTactic = z.infer<typeof guerrillaTacticSchema>;
export type MarketingPlan = z.infer<typeof marketingPlanSchema>;
export type CustomerProfile = z.infer<typeof customerProfileSchema>;

export const PROFILE_FIELDS = [
  "overview", "demographics", "behaviors", "needs", "painPoints", "goals", "objections", "buyingProcess",
] as const satisfies readonly (keyof CustomerProfile)[];
