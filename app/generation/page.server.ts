import { reviewPlan } from "~/plan/review.server";
import { commitSession, getSession } from "~/session.server";
import { findGenerationForVisitor, type Generation } from "./queries.server";
import { progressOf, type GenerationStatusView, type GenerationView } from "./view";

/** Loader work of /plan/:id and /plan/:id/status, kept out of the route modules. */

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
 * The page for one generation. `announce` is true the first time this visitor sees it finished,
 * so the success toast shows once, not on every reload.
 */
export async function loadGenerationPage(request: Request, id: string) {
  const session = await getSession(request);
  const generation = await findGenerationForVisitor(session, id);
  if (!generation) throw notFound();
  let announce = false;
  const headers = new Headers({ "Cache-Control": "no-store" });
  if (generation.status === "done") {
    const seen = (session.get(ANNOUNCED) as string[] | undefined) ?? [];
    if (!seen.includes(id)) {
      announce = true;
      session.set(ANNOUNCED, [...seen, id].slice(-20));
      headers.append("Set-Cookie", await commitSession(request, session));
    }
  }
  return { view: generationView(generation), announce, headers };
}

export async function loadGenerationStatus(request: Request, id: string): Promise<GenerationStatusView> {
  const generation = await findGenerationForVisitor(request, id);
  if (!generation) throw notFound();
  return statusView(generation);
}
