import { AUDIENCE_TYPES, labelOf } from "~/wizard/options";
import type { AudienceType, Goal, ProductStage } from "~/wizard/options";
import type { PlanFormData } from "~/wizard/types";
import type { MarketingPlan, Tactic } from "~/generation/schemas";
import { makeContext } from "./context";
import type { PlanContext } from "./context";
import { buildEducation } from "./education";
import { buildGuerrilla } from "./guerrilla";
import { selectTactics } from "./select";
import { buildTimeline } from "./timeline";
import type { LibraryTactic } from "./types";

/*
 * Liftoff's built-in planner: a complete plan and customer profile without any AI provider, composed
 * from the curated library in ./library.ts. Pure and deterministic (no clock, no randomness), so the
 * same answers always give the same plan.
 */

export { buildProfile } from "./profile";
export { TACTIC_LIBRARY } from "./library";
export { selectTactics, isEligible, exclusionReason, scoreTactic, TACTIC_COUNT } from "./select";
export { PHASE_WEEKS } from "./timeline";
export { makeContext } from "./context";
export type { LibraryTactic, Channel } from "./types";

/** Opening words of every built-in strategy summary, so the result can say where it came from. */
export const BUILT_IN_PREFIX = "Built-in planner:";

const STAGE_PHRASE: Record<ProductStage, string> = {
  mvp: "an early-prototype",
  beta: "a beta-stage",
  launched: "a newly launched, pre-revenue",
  growth: "an early-traction",
  scaling: "a scaling",
};

const GOAL_STRATEGY: Record<Goal, string> = {
  awareness: "getting {product} in front of the right people again and again, in the places they already pay attention",
  signups: "turning attention into sign-ups by going where ready-to-try users are and removing friction on the way in",
  revenue: "turning interest into paying customers through direct conversations and well-timed offers",
  retention: "getting every new user to a first result fast and giving them reasons to come back",
  partnerships: "borrowing trust and reach from partners who already serve your audience",
  fundraising: "building visible traction proof and keeping investors informed, so the raise starts warm",
};

const GOAL_FOCUS: Record<Goal, string> = {
  awareness: "Awareness: show up repeatedly where {audience} already look, with one clear message about {product}",
  signups: "Sign-ups: make trying {product} effortless and put it in front of people ready to try it",
  revenue: "Revenue: founder-led conversations and well-timed upgrade offers that turn interest into paying customers",
  retention: "Retention: onboarding and lifecycle emails that get every new user of {product} to a first result in week one",
  partnerships: "Partnerships: a short list of partners who already serve {audience}, approached with a concrete offer",
  fundraising: "Fundraising: traction proof in numbers, a monthly investor update and warm introductions",
};

/** [who, channels]: the channel mix each audience favours, said plainly. */
const AUDIENCE_FOCUS: Partial<Record<AudienceType, [string, string]>> = {
  "b2b-enterprise": ["enterprise buyers", "founder-led sales, partnerships and LinkedIn, backed by proof"],
  "b2b-smb": ["small businesses", "direct email, partners, review sites and search"],
  "b2c-general": ["consumers", "social media, community and a referral loop that rewards sharing"],
  "b2c-niche": ["a niche audience", "the communities where enthusiasts gather, and word of mouth"],
  developer: ["developers", "great docs, open source, developer communities and tool directories"],
  freelancer: ["freelancers", "communities, LinkedIn, partners and referrals"],
  creators: ["creators", "social video, creator collaborations and community"],
  prosumer: ["power users", "launches, communities and referrals from enthusiastic users"],
  students: ["students and educators", "social media, campus communities and referrals"],
};

function renderTactic(t: LibraryTactic, ctx: PlanContext): Tactic {
  return {
    name: ctx.fill(t.name),
    description: ctx.fill(t.description),
    timeFrame: t.timeFrame,
    impact: t.impact,
    implementation: t.implementation.map(ctx.fill),
    resourcesNeeded: t.resourcesNeeded.map(ctx.fill),
    successMetrics: t.successMetrics.map(ctx.fill),
    template: ctx.fill(t.template),
    // The user can opt out of the expert tips; the planner honours that.
    marketingWisdom: ctx.answers.includeMarketingWisdom === false ? "" : ctx.fill(t.marketingWisdom),
  };
}

/** A library tactic as it would appear in a plan for these answers (used by tests and previews). */
export function renderLibraryTactic(t: LibraryTactic, answers: PlanFormData): Tactic {
  return renderTactic(t, makeContext(answers));
}

function article(phrase: string): string {
  return `${/^[aeiou]/i.test(phrase) ? "an" : "a"} ${phrase}`;
}

function listNames(names: string[]): string {
  const quoted = names.map((n) => `"${n}"`);
  return quoted.length <= 1 ? quoted.join("") : `${quoted.slice(0, -1).join(", ")} and ${quoted[quoted.length - 1]}`;
}

function strategySummary(ctx: PlanContext, tactics: LibraryTactic[]): string {
  const a = ctx.answers;
  const audienceLabel =
    a.audienceType === "other" ? ctx.audience : labelOf(AUDIENCE_TYPES, a.audienceType).replace(/^B2[BC]: /, "").toLowerCase();
  const leftOut: string[] = [];
  if (a.budgetRange === "bootstrapped" || (a.budgetRange === "seed" && !a.skills.includes("paid"))) {
    leftOut.push("paid ads are left out until the budget and skills allow them");
  }
  if (!a.skills.includes("content")) {
    leftOut.push("writing-heavy tactics such as webinars and blogs are left out because content writing isn't among your skills");
  }
  return [
    `${BUILT_IN_PREFIX} this plan for ${ctx.product} was composed by Liftoff's built-in planner from a curated library of proven tactics, matched to your answers; no AI model was used.`,
    `${ctx.product} is ${STAGE_PHRASE[a.productStage]} ${ctx.productKind} for ${audienceLabel} ${ctx.geo}.`,
    `With ${article(ctx.budget)} budget and ${article(ctx.horizon)} horizon, the goal is to ${ctx.goal}, by ${ctx.fill(GOAL_STRATEGY[a.primaryGoal])}.`,
    `It combines ${listNames(tactics.map((t) => t.name))}, chosen to fit your team's skills (${ctx.skills})${leftOut.length ? `; ${leftOut.join(", and ")}` : ""}.`,
    `You will measure success by "${ctx.metrics}", and the timeline starts with quick wins so you see a signal early while you work on the challenge you named: "${ctx.challenges}".`,
  ].join(" ");
}

function primaryFocus(ctx: PlanContext, tactics: LibraryTactic[]): string[] {
  const a = ctx.answers;
  const focus = AUDIENCE_FOCUS[a.audienceType];
  const audienceFocus = focus
    ? `Channels for ${focus[0]} ${ctx.geo}: ${focus[1]}`
    : `Channels for ${ctx.audience} ${ctx.geo}: start with "${tactics[0]?.name ?? "direct outreach"}" and keep what works`;
  return [
    ctx.fill(GOAL_FOCUS[a.primaryGoal]),
    audienceFocus,
    `Measurement: review every week against your success metrics (${ctx.metrics})`,
  ];
}

/** A complete marketing plan for these answers, without any AI provider. */
export function buildPlan(answers: PlanFormData): MarketingPlan {
  const ctx = makeContext(answers);
  const tactics = selectTactics(answers);
  return {
    strategySummary: strategySummary(ctx, tactics),
    primaryFocus: primaryFocus(ctx, tactics),
    tactics: tactics.map((t) => renderTactic(t, ctx)),
    timeline: buildTimeline(tactics, ctx),
    marketingEducation: buildEducation(ctx),
    guerrillaTactics: buildGuerrilla(ctx),
    source: "built-in",
  };
}
