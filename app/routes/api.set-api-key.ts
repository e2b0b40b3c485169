import type { ActionFunctionArgs } from "@remix-run/node";
import { setApiKeyApi } from "~/generation/api-handlers.server";
import { methodNotAllowed } from "~/http.server";

/** POST /api/set-api-key: JSON {key}; validated with the provider, stored encrypted for this visitor only. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  return setApiKeyApi(request);
}

export const loader = () => methodNotAllowed("POST");
