import { currentUserFromSession } from "~/auth/current-user.server";
import { commitSession, visitorIdOf, type AppSession } from "~/session.server";
import type { PlanFormData } from "~/wizard/types";
import { resolveApiKey } from "~/ai-keys/stored-keys.server";
import { retryAfterHeader, type Refusal } from "./limits.server";
import { insertGeneration } from "./queries.server";
import { kickGeneration } from "./worker.server";

/**
 * Step 4's submit: records the answers as a queued generation and starts the worker without
 * waiting for it, so the caller can redirect to `/plan/${id}` at once.
 *
 * The caller must commit `session` in its response (visitorIdOf may have just created the
 * visitor id that owns the row). With no AI key at all (neither the visitor's nor the server's)
 * the built-in planner runs, as it does when `useBuiltin` is asked for.
 */
export async function startGeneration(
  _request: Request,
  session: AppSession,
  answers: PlanFormData,
  options: { useBuiltin?: boolean } = {},
): Promise<{ id: string }> {
  const visitorId = visitorIdOf(session);
  const useBuiltin = options.useBuiltin === true || (await resolveApiKey(visitorId)) === null;
  const user = await currentUserFromSession(session);
  const id = await insertGeneration({ visitorId, userId: user?.id ?? null, input: answers, useBuiltin });
  kickGeneration(id);
  return { id };
}

/** What step 4's page reads when a generation was refused (limits.server.ts): the sentence to show. */
export type RefusedGeneration = { refused: { message: string; retryAfterSeconds: number } };

/**
 * Step 4's answer to a refused generation: the page again, with the refusal's status, Retry-After
 * and message. The answers were saved in `session` before (committed here), so the form comes back
 * filled in exactly as it was sent.
 */
export async function refusedGenerationPage(request: Request, session: AppSession, refusal: Refusal): Promise<Response> {
  const body: RefusedGeneration = { refused: { message: refusal.message, retryAfterSeconds: refusal.retryAfterSeconds } };
  return new Response(JSON.stringify(body), {
    status: refusal.status,
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Set-Cookie": await commitSession(request, session),
      ...retryAfterHeader(refusal),
    },
  });
}
