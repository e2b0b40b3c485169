import type { LoaderFunctionArgs } from "@remix-run/node";
import { aiKeyStatusForSession } from "~/ai-keys/key-status.server";
import { jsonResponse, methodNotAllowed } from "~/http.server";
import { getSession } from "~/session.server";

/** GET /api/check-api-key: { ok, configured, source, builtinAvailable }; whether generations have a key, never the key. */
export async function loader({ request }: LoaderFunctionArgs) {
  const status = await aiKeyStatusForSession(await getSession(request));
  return jsonResponse({ ok: status.configured, configured: status.configured, source: status.source, builtinAvailable: true });
}

export const action = () => methodNotAllowed("GET");
