import type { LoaderFunctionArgs } from "@remix-run/node";
import { jsonResponse } from "~/http.server";
import { loadGenerationStatus } from "~/generation/page.server";

/** GET /plan/:id/status: the polling answer (status, progress, profile failure) for this visitor's row. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return jsonResponse(await loadGenerationStatus(request, params.generationId ?? ""));
}
