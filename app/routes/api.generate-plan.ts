import type { ActionFunctionArgs } from "@remix-run/node";
import { clientAddress } from "~/client-address.server";
import { generatePlan, generationErrorResponse } from "~/generation/generate.server";
import { requireApiGeneration, runAiNow } from "~/generation/limits.server";
import { buildPlan } from "~/generation/planner";
import { invalidFields, jsonResponse, methodNotAllowed, readJson, requireObject } from "~/http.server";
import { checkPlanQuality } from "~/plan-quality/checker";
import { getSession } from "~/session.server";
import { planFormSchema } from "~/wizard/schemas";

/**
 * POST /api/generate-plan (SPEC section 7): the full form data in, the marketing plan out. With no
 * key at all (neither the visitor's nor the server's) the built-in planner answers, marked source
 * "built-in". Either way the plan comes with the checker's findings. Hourly limits and the daily
 * budget answer 429, a full AI queue 503, each with Retry-After.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const parsed = planFormSchema.safeParse(requireObject(await readJson(request)));
  if (!parsed.success) return invalidFields(parsed.error);

  const visitorId = (await getSession(request)).get("visitorId");
  const admission = await requireApiGeneration({ visitorId, address: clientAddress(context) });
  const { provider } = admission;
  if (!provider) {
    const plan = buildPlan(parsed.data);
    return jsonResponse({ ...plan, findings: checkPlanQuality(parsed.data, plan) });
  }
  try {
    const { plan, findings } = await runAiNow(admission, () => generatePlan(provider, parsed.data, context.aiCallOptions));
    return jsonResponse({ ...plan, source: "ai", findings });
  } catch (error) {
    return generationErrorResponse(error);
  }
}

export const loader = () => methodNotAllowed("POST");
