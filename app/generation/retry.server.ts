import { getSession, visitorIdOf } from "~/session.server";
import { redirectWithToast } from "~/toast.server";
import { notFound } from "./status-view.server";
import { findGenerationForVisitor, requeueFailedGeneration } from "./queries.server";
import { TOASTS } from "./status-view";
import { kickGeneration } from "./worker.server";

/**
 * Try Again: the same row goes back to the queue with the answers it was created from, so the
 * visitor's URL stays valid. A row that is not failed (a double click, another tab) is left alone.
 */
export async function retryGeneration(request: Request, id: string): Promise<Response> {
  const session = await getSession(request);
  const generation = await findGenerationForVisitor(session, id);
  if (!generation) throw notFound();
  if (await requeueFailedGeneration(id, visitorIdOf(session))) kickGeneration(id);
  return redirectWithToast(request, `/plan/${id}`, { ...TOASTS.retrying }, session);
}
