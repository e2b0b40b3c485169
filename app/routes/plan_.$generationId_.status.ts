import type { LoaderFunctionArgs } from "@remix-run/node";
import { jsonResponse, notFound } from "~/http.server";
import { statusView } from "~/generation/status-view.server";
import { findGenerationForVisitor } from "~/generation/queries.server";

/** GET /plan/:id/status: the polling answer (status, progress, profile failure) for this visitor's row. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const generation = await findGenerationForVisitor(request, params.generationId ?? "");
  if (!generation) throw notFound();
  return jsonResponse(statusView(generation));
}
