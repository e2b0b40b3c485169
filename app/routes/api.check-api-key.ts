import type { LoaderFunctionArgs } from "@remix-run/node";
import { aiKeyStatusForSession } from "~/ai-keys/key-status.server";
import { jsonResponse, methodNotAllowed } from "~/http.server";
import { getSession } from "~/session.server";

/**
 * GET /api/check-api-key: { ok, configured, source, builtinAvailable, budgetResetsAt? }; whether
 * generations have a key, never the key. With today's AI budget used up the server's key does not
 * count (configured false) and budgetResetsAt (ISO) says when it does again. No provider call: unlimited.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const status = await aiKeyStatusForSession(await getSession(request));
  const { configured, source, budgetResetsAt } = status;
  return jsonResponse({ ok: configured, configured, source, builtinAvailable: true, ...(budgetResetsAt ? { budgetResetsAt } : {}) });
}

export const action = () => methodNotAllowed("GET");
