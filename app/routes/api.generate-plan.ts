import type { ActionFunctionArgs } from "@remix-run/node";
import { generatePlanApi } from "~/generation/api-handlers.server";
import { methodNotAllowed } from "~/http.server";

/** POST /api/generate-plan (SPEC section 7): full form data in, the marketing plan out. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  return generatePlanApi(request);
}

export const loader = () => methodNotAllowed("POST");
