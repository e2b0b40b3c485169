import type { AudienceType, Budget, Goal, TimeHorizon } from "~/wizard/options";
import type { PlanFormData } from "~/wizard/types";
import { TACTIC_LIBRARY } from "./library";
import type { Channel, LibraryTactic } from "./types";

const BUDGET_ORDER: Budget[] = ["bootstrapped", "seed", "early", "growth", "scaling"];

/** How many tactics a plan gets: a short horizon leaves room for fewer. */
export const TACTIC_COUNT: Record<TimeHorizon, number> = {
  urgent: 5,
  quarter: 6,
  "mid-term": 6,
  "long-term": 7,
};

/** Channels each audience responds to best (SPEC: enterprise → sales/partners/LinkedIn, etc.). */
const AUDIENCE_CHANNELS: Record<AudienceType, Channel[]> = {
  "b2b-enterprise": ["sales", "partner", "linkedin", "proof"],
  "b2b-smb": ["email", "partner", "linkedin", "seo", "directory"],
  "b2c-general": ["social", "community", "referral"],
  "b2c-niche": ["community", "social", "referral"],
  developer: ["docs", "oss", "community", "directory", "launch"],
  freelancer: ["community", "linkedin", "referral", "partner"],
  creators: ["social", "community", "partner", "referral"],
  prosumer: ["launch", "community", "referral", "directory"],
  students: ["social", "community", "referral"],
  mixed: [],
  other: [],
};

/** Channels each goal pulls towards. */
const GOAL_CHANNELS: Record<Goal, Channel[]> = {
  awareness: ["launch", "social", "pr", "content"],
  signups: ["launch", "referral", "lifecycle"],
  revenue: ["sales", "lifecycle", "paid"],
  retention: ["lifecycle", "analytics", "community"],
  partnerships: ["partner"],
  fundraising: ["investor", "proof"],
};

/** Goals whose plan must contain at least one tactic of this channel when one is eligible. */
const GOAL_ANCHOR: Partial<Record<Goal, Channel>> = {
  fundraising: "investor",
  retention: "lifecycle",
  partnerships: "partner",
};

export type Exclusion = "skills" | "paid-budget" | "budget" | "stage" | "product-type" | "content-skill" | "goal";

/** Why a tactic can't be used with these answers, or null when it can. Hard rules only. */
export function exclusionReason(t: LibraryTactic, a: PlanFormData): Exclusion | null {
  if (t.productTypes && !t.productTypes.includes(a.productType)) return "product-type";
  if (!t.stages.includes(a.productStage)) return "stage";
  // Investor-facing work only belongs in a plan whose goal is the raise.
  if (t.channels[0] === "investor" && a.primaryGoal !== "fundraising") return "goal";
  if (BUDGET_ORDER.indexOf(a.budgetRange) < BUDGET_ORDER.indexOf(t.minBudget)) return "budget";
  if (t.paidAds) {
    // No ad spend on a bootstrapped budget; on seed only if someone can run ads well.
    if (a.budgetRange === "bootstrapped") return "paid-budget";
    if (a.budgetRange === "seed" && !a.skills.includes("paid")) return "paid-budget";
  }
  if (t.contentHeavy && !a.skills.includes("content")) return "content-skill";
  if (!t.requires.every((s) => a.skills.includes(s))) return "skills";
  return null;
}

export function isEligible(t: LibraryTactic, a: PlanFormData): boolean {
  return exclusionReason(t, a) === null;
}

/** Fit of one tactic with the answers; higher is better. Only soft preferences live here. */
export function scoreTactic(t: LibraryTactic, a: PlanFormData): number {
  let score = 0;
  if (t.goals.includes(a.primaryGoal)) score += 6;
  if (t.channels.some((c) => GOAL_CHANNELS[a.primaryGoal].includes(c))) score += 3;

  if (a.audienceType === "mixed" || a.audienceType === "other") {
    // No clear audience: prefer tactics that work for many, avoid the narrowly targeted ones.
    if (t.audiences.length >= 7) score += 2;
    if (t.audiences.length <= 2) score -= 3;
  } else if (t.audiences.includes(a.audienceType)) {
    score += 4;
  } else {
    score -= 4;
  }
  const favoured = AUDIENCE_CHANNELS[a.audienceType];
  if (t.channels.some((c) => favoured.includes(c))) score += 3;
  if (t.channels[0] && favoured.includes(t.channels[0])) score += 1;

  // Put the team's skills to work.
  score += 2 * t.requires.filter((s) => a.skills.includes(s)).length;
  score += t.uses.filter((s) => a.skills.includes(s)).length;

  if (t.productTypes?.includes(a.productType)) score += 4;

  const local = a.audienceGeography === "local" || a.audienceGeography === "specific-country";
  if (local && t.channels.includes("local")) score += 3;

  if (t.paidAds && (a.budgetRange === "growth" || a.budgetRange === "scaling")) score += 2;

  if (a.timeHorizon === "urgent") {
    if (t.timeFrame === "Quick Win") score += 2;
    if (t.timeFrame === "Long-term") score -= 3;
  } else if (a.timeHorizon === "long-term" && (t.timeFrame === "Long-term" || t.timeFrame === "Ongoing")) {
    score += 1;
  }
  if (t.impact === "High Impact") score += 1;
  return score;
}

/**
 * Picks the plan's tactics: hard rules filter, scores rank, a small penalty per repeated main channel
 * keeps the plan varied, and the goal's anchor channel is guaranteed. Ties go to library order, so
 * the same answers always give the same tactics in the same order.
 */
export function selectTactics(a: PlanFormData, library: readonly LibraryTactic[] = TACTIC_LIBRARY): LibraryTactic[] {
  const count = TACTIC_COUNT[a.timeHorizon] ?? 6;
  const pool = library
    .map((t, index) => ({ t, index, score: scoreTactic(t, a) }))
    .filter(({ t }) => isEligible(t, a));

  const chosen: typeof pool = [];
  const adjusted = (c: (typeof pool)[number]) => {
    const sameMain = chosen.filter((x) => x.t.channels[0] === c.t.channels[0]).length;
    return c.score - 4 * sameMain;
  };
  const best = (candidates: typeof pool) => {
    let top: (typeof pool)[number] | undefined;
    for (const c of candidates) {
      if (!top || adjusted(c) > adjusted(top) || (adjusted(c) === adjusted(top) && c.index < top.index)) top = c;
    }
    return top;
  };
  const take = (c: (typeof pool)[number] | undefined) => {
    if (!c) return;
    chosen.push(c);
    pool.splice(pool.indexOf(c), 1);
  };

  const anchor = GOAL_ANCHOR[a.primaryGoal];
  if (anchor) take(best(pool.filter((c) => c.t.channels.includes(anchor))));

  while (chosen.length < count && pool.length) {
    // At most two paid tactics: a small team can't run more ad channels well.
    const paidCount = chosen.filter((x) => x.t.paidAds).length;
    const next = best(pool.filter((c) => !(c.t.paidAds && paidCount >= 2)));
    if (!next) break;
    take(next);
  }

  // Present them by score (anchor included), so the strongest fit comes first.
  return chosen
    .slice()
    .sort((x, y) => y.score - x.score || x.index - y.index)
    .map((c) => c.t);
}
