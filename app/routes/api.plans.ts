import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { requireApiUser } from "~/auth/api-auth.server";
import { jsonError, jsonResponse, methodNotAllowed, notFound, readJson } from "~/http.server";
import type { PlanRecord } from "~/saved-plans/plan-columns.server";
import { createPlan, getPlan, listPlans } from "~/saved-plans/queries.server";
import { parsePlanInput } from "~/saved-plans/plan-input.server";
import { IDEMPOTENCY_HEADER, onceOrConflict } from "~/submissions.server";

/** GET /api/plans: the caller's plans, newest first. POST /api/plans: saves one. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  return jsonResponse(await listPlans(user.id));
}

/**
 * With an Idempotency-Key header, the same request sent again (a retry after a time-out) answers
 * 201 with the plan the first one created, and creates nothing; the key with another body is a 422.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("GET, POST");
  const user = await requireApiUser(request);
  const body = await readJson(request);
  const created = await onceOrConflict(
    { kind: "api-create-plan", key: request.headers.get(IDEMPOTENCY_HEADER), scope: user.id, contents: body },
    async (): Promise<Response | PlanRecord> => {
      const input = parsePlanInput(body);
      if (!input.ok) return jsonError(422, input.message, input.errors);
      return createPlan(user.id, input.data);
    },
    (value) => (value instanceof Response ? null : String(value.id)),
  );
  if (created.kind === "conflict") return jsonError(422, `This ${IDEMPOTENCY_HEADER} was already used with another request body`);
  const plan = created.kind === "first" ? created.value : await getPlan(user.id, Number(created.result));
  if (plan instanceof Response) return plan;
  if (!plan) return notFound("The plan this request created has been deleted");
  return jsonResponse(plan, 201, { Location: `/api/plans/${plan.id}` });
}
