import type { ActionFunctionArgs } from "@remix-run/node";
import { resolveProvider } from "~/ai-keys/stored-keys.server";
import { generateProfile, generationErrorResponse } from "~/generation/generate.server";
import { buildProfile } from "~/generation/planner";
import { normaliseProfileRequest, profileAnswers, profileRequestSchema } from "~/generation/profile-request";
import { invalidFields, jsonResponse, methodNotAllowed, readJson, requireObject } from "~/http.server";
import { getSession } from "~/session.server";

/**
 * POST /api/generate-customer-profile (SPEC section 7): product and audience in, the 8 profile
 * fields out; the spec's defaults fill what is missing. With no key the built-in planner answers.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const parsed = profileRequestSchema.safeParse(requireObject(await readJson(request)));
  if (!parsed.success) return invalidFields(parsed.error);

  const provider = await resolveProvider((await getSession(request)).get("visitorId"));
  if (!provider) return jsonResponse({ ...buildProfile(profileAnswers(parsed.data)), source: "built-in" });
  try {
    return jsonResponse(await generateProfile(provider, normaliseProfileRequest(parsed.data), context.aiCallOptions));
  } catch (error) {
    return generationErrorResponse(error);
  }
}

export const loader = () => methodNotAllowed("POST");
