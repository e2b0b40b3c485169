import type { ActionFunctionArgs } from "@remix-run/node";
import { generateProfileApi } from "~/generation/api-handlers.server";
import { methodNotAllowed } from "~/http.server";

/** POST /api/generate-customer-profile (SPEC section 7): product and audience in, the 8 profile fields out. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  return generateProfileApi(request);
}

export const loader = () => methodNotAllowed("POST");
