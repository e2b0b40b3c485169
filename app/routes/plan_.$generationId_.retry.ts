import type { ActionFunctionArgs } from "@remix-run/node";
import { findGenerationForVisitor, requeueFailedGeneration } from "~/generation/queries.server";
import { TOASTS } from "~/generation/status-view";
import { kickGeneration } from "~/generation/worker.server";
import { methodNotAllowed, notFound } from "~/http.server";
import { getSession, visitorIdOf } from "~/session.server";
import { redirectWithToast } from "~/toast.server";

/**
 * POST /plan/:id/retry: Try Again on the error screen. The same row goes back to the queue with the
 * answers it was created from, so the visitor's URL stays valid. A row that is not failed (a double
 * click, another tab) is left alone.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const id = params.generationId ?? "";
  const session = await getSession(request);
  const generation = await findGenerationForVisitor(session, id);
  if (!generation) throw notFound();
  if (await requeueFailedGeneration(id, visitorIdOf(session))) kickGeneration(id);
  return redirectWithToast(request, `/plan/${id}`, { ...TOASTS.retrying }, session);
}

export const loader = () => methodNotAllowed("POST");
