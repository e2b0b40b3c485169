import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { requireApiUser } from "~/auth/api-auth.server";
import { jsonError, jsonResponse, methodNotAllowed, readJson } from "~/http.server";
import { createPlan, listPlans } from "~/saved-plans/queries.server";
import { parsePlanInput } from "~/saved-plans/plan-input.server";

/** GET /api/plans: the caller's plans, newest first. POST /api/plans: saves one. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  return jsonResponse(await listPlans(user.id));
}

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("GET, POST");
  const user = await requireApiUser(request);
  const input = parsePlanInput(await readJson(request));
  if (!input.ok) return jsonError(422, input.message, input.errors);
  const plan = await createPlan(user.id, input.data);
  return jsonResponse(plan, 201, { Location: `/api/plans/${plan.id}` });
}
