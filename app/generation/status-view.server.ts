import { dayMadeOn } from "~/plan-quality/calendar";
import { reviewPlan } from "~/plan-view/review.server";
import type { Generation } from "./queries.server";
import { progressOf, type GenerationStatusView, type GenerationView } from "./status-view";

/** The generation as /plan/:id and /plan/:id/status show it. */

export function statusView(g: Generation): GenerationStatusView {
  return { id: g.id, status: g.status, progress: progressOf(g.status, g.stage), profileFailed: g.profileError !== null };
}

export function generationView(g: Generation): GenerationView {
  return {
    ...statusView(g),
    answers: g.input,
    plan: g.plan,
    // Checked against the day the plan was made: "by Easter" was so many weeks away then.
    review: reviewPlan(g.plan, g.input, dayMadeOn(g.createdAt)),
    profile: g.profile,
    error: g.status === "failed" ? g.error : null,
    builtin: g.useBuiltin || g.plan?.source === "built-in",
    startedAt: g.createdAt,
  };
}
