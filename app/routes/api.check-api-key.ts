import type { LoaderFunctionArgs } from "@remix-run/node";
import { checkApiKeyApi } from "~/generation/api-handlers.server";
import { methodNotAllowed } from "~/http.server";

/** GET /api/check-api-key: { ok, configured, source, builtinAvailable }; never the key. */
export async function loader({ request }: LoaderFunctionArgs) {
  return checkApiKeyApi(request);
}

export const action = () => methodNotAllowed("GET");
