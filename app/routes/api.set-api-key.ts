import type { ActionFunctionArgs } from "@remix-run/node";
import { validateAndSaveKey } from "~/ai-keys/validate-key.server";
import { clientAddress } from "~/client-address.server";
import { jsonError, jsonResponse, methodNotAllowed, readJson, requireObject } from "~/http.server";
import { commitSession, getSession, visitorIdOf } from "~/session.server";

/**
 * POST /api/set-api-key: JSON {key}; validated with the provider, stored encrypted for this visitor
 * only. Validations are limited per visitor and per address an hour: 429 with Retry-After beyond.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const body = requireObject(await readJson(request));
  const session = await getSession(request);

  const result = await validateAndSaveKey(visitorIdOf(session), body.key, clientAddress(context), context.aiCallOptions);
  if (!result.ok) {
    const retryAfter = result.retryAfterSeconds ? { "Retry-After": String(result.retryAfterSeconds) } : undefined;
    return jsonError(result.status, result.message, result.status === 400 ? { key: [result.message] } : undefined, retryAfter);
  }
  return jsonResponse({ ok: true, configured: true, source: "visitor" }, 200, {
    "Set-Cookie": await commitSession(request, session),
  });
}

export const loader = () => methodNotAllowed("POST");
