import type { ActionFunctionArgs } from "@remix-run/node";
import { clientAddress } from "~/client-address.server";
import { generateProfile, generationErrorResponse } from "~/generation/generate.server";
import { requireApiGeneration, runAiNow } from "~/generation/limits.server";
import { buildProfile } from "~/generation/planner";
import { normaliseProfileRequest, profileAnswers, profileRequestSchema } from "~/generation/profile-request";
import { invalidFields, jsonResponse, methodNotAllowed, readJson, requireObject } from "~/http.server";
import { getSession } from "~/session.server";

/**
 * POST /api/generate-customer-profile (SPEC section 7): product and audience in, the 8 profile
 * fields out; the spec's defaults fill what is missing. With no key the built-in planner answers.
 * Hourly limits and the daily budget answer 429, a full AI queue 503, each with Retry-After.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const parsed = profileRequestSchema.safeParse(requireObject(await readJson(request)));
  if (!parsed.success) return invalidFields(parsed.error);

  const visitorId = (await getSession(request)).get("visitorId");
  const admission = await requireApiGeneration({ visitorId, address: clientAddress(context) });
  const { provider } = admission;
  if (!provider) return jsonResponse({ ...buildProfile(profileAnswers(parsed.data)), source: "built-in" });
  try {
    return jsonResponse(
      await runAiNow(admission, () => generateProfile(provider, normaliseProfileRequest(parsed.data), context.aiCallOptions)),
    );
  } catch (error) {
    return generationErrorResponse(error);
  }
}

export const loader = () => methodNotAllowed("POST");
