import { reviewPlan } from "~/plan-view/review.server";
import type { AppSession } from "~/session.server";
import type { Generation } from "./queries.server";
import { progressOf, type GenerationStatusView, type GenerationView } from "./status-view";

/** The generation as /plan/:id and /plan/:id/status show it, and the answer for an id this visitor cannot see. */

export function notFound(): Response {
  // Missing and foreign ids get the same answer: nobody learns which ids exist.
  return new Response("Not Found", { status: 404, statusText: "Not Found" });
}

export function statusView(g: Generation): GenerationStatusView {
  return { id: g.id, status: g.status, progress: progressOf(g.status, g.stage), profileFailed: g.profileError !== null };
}

export function generationView(g: Generation): GenerationView {
  return {
    ...statusView(g),
    answers: g.input,
    plan: g.plan,
    review: g.plan ? reviewPlan(g.plan, g.input) : null,
    profile: g.profile,
    error: g.status === "failed" ? g.error : null,
    builtin: g.useBuiltin || g.plan?.source === "built-in",
    startedAt: g.createdAt,
  };
}

const ANNOUNCED = "announcedGenerations";

/**
 * Records that this visitor has seen generation `id` finished: true the first time only, so the
 * success toast shows once, not on every reload. The caller commits the session when true.
 */
export function firstSeenFinished(session: AppSession, id: string): boolean {
  const seen = (session.get(ANNOUNCED) as string[] | undefined) ?? [];
  if (seen.includes(id)) return false;
  session.set(ANNOUNCED, [...seen, id].slice(-20));
  return true;
}
