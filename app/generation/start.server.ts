import { currentUserFromSession } from "~/auth/current-user.server";
import { visitorIdOf, type AppSession } from "~/session.server";
import type { PlanFormData } from "~/wizard/types";
import { resolveApiKey } from "~/ai-keys/stored-keys.server";
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
