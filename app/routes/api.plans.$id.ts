import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { requireApiUser } from "~/auth/api-auth.server";
import { jsonError, jsonResponse, methodNotAllowed, notFound, readJson } from "~/http.server";
import { deletePlan, getPlan, parsePlanId, updatePlan } from "~/saved-plans/queries.server";
import { parsePlanInput } from "~/saved-plans/plan-input.server";

/**
 * GET, PUT and DELETE /api/plans/:id. A plan of another user answers exactly like a missing one
 * (404), so ids reveal nothing.
 */
const NOT_FOUND = "Plan not found";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const id = parsePlanId(params.id);
  const plan = id === null ? null : await getPlan(user.id, id);
  if (!plan) return notFound(NOT_FOUND);
  return jsonResponse(plan);
}

export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "DELETE" && request.method !== "PUT") {
    return methodNotAllowed("GET, PUT, DELETE");
  }
  const user = await requireApiUser(request);
  const id = parsePlanId(params.id);
  if (request.method === "DELETE") {
    if (id === null || !(await deletePlan(user.id, id))) return notFound(NOT_FOUND);
    return jsonResponse({ message: "Marketing plan was deleted successfully." });
  }
  // PUT replaces the plan's fields; id, owner and createdAt in the body are ignored.
  const input = parsePlanInput(await readJson(request));
  if (id === null) return notFound(NOT_FOUND);
  if (!input.ok) return jsonError(422, input.message, input.errors);
  const plan = await updatePlan(user.id, id, input.data);
  if (!plan) return notFound(NOT_FOUND);
  return jsonResponse(plan);
}
