import type { ActionFunctionArgs } from "@remix-run/node";
import { clientAddress } from "~/client-address.server";
import { admitGeneration } from "~/generation/limits.server";
import { findGenerationForVisitor, requeueFailedGeneration } from "~/generation/queries.server";
import { TOASTS } from "~/generation/status-view";
import { kickGeneration } from "~/generation/worker.server";
import { methodNotAllowed, notFound } from "~/http.server";
import { getSession, visitorIdOf } from "~/session.server";
import { redirectWithToast } from "~/toast.server";

/**
 * POST /plan/:id/retry: Try Again on the error screen. The same row goes back to the queue with the
 * answers it was created from, so the visitor's URL stays valid. A row that is not failed (a double
 * click, another tab) is left alone. A retry is a new generation for the limits (limits.server.ts):
 * when one refuses, the row stays failed and the page says why and when to try again.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const id = params.generationId ?? "";
  const session = await getSession(request);
  const generation = await findGenerationForVisitor(session, id);
  if (!generation) throw notFound();
  if (generation.status === "failed") {
    const visitorId = visitorIdOf(session);
    const admission = await admitGeneration({ visitorId, address: clientAddress(context) }, { wantsBuiltin: generation.useBuiltin });
    if (!admission.ok) {
      const toast = { title: "Please try again later", description: admission.refusal.message, variant: "destructive" } as const;
      return redirectWithToast(request, `/plan/${id}`, toast, session);
    }
    if (await requeueFailedGeneration(id, visitorId)) kickGeneration(id);
  }
  return redirectWithToast(request, `/plan/${id}`, { ...TOASTS.retrying }, session);
}

export const loader = () => methodNotAllowed("POST");
