import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { jsonError, requireApiUser } from "~/auth/api-auth.server";
import { readJsonBody } from "~/auth/api-body.server";
import { deletePlan, getPlan, parsePlanId, updatePlan } from "~/saved-plans/queries.server";
import { parsePlanInput } from "~/saved-plans/record";

/**
 * GET, PUT and DELETE /api/plans/:id. A plan of another user answers exactly like a missing one
 * (404), so ids reveal nothing.
 */
const NOT_FOUND = "Plan not found";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const id = parsePlanId(params.id);
  const plan = id === null ? null : await getPlan(user.id, id);
  if (!plan) return jsonError(404, NOT_FOUND);
  return Response.json(plan, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "DELETE" && request.method !== "PUT") {
    return jsonError(405, "Method not allowed", {}, { Allow: "GET, PUT, DELETE" });
  }
  const user = await requireApiUser(request);
  const id = parsePlanId(params.id);
  if (request.method === "DELETE") {
    if (id === null || !(await deletePlan(user.id, id))) return jsonError(404, NOT_FOUND);
    return Response.json({ message: "Marketing plan was deleted successfully." });
  }
  // PUT replaces the plan's fields; id, owner and createdAt in the body are ignored.
  const input = parsePlanInput(await readJsonBody(request));
  if (id === null) return jsonError(404, NOT_FOUND);
  if (!input.ok) return jsonError(422, input.message, { fieldErrors: input.fieldErrors });
  const plan = await updatePlan(user.id, id, input.data);
  if (!plan) return jsonError(404, NOT_FOUND);
  return Response.json(plan);
}
