import type { ActionFunctionArgs } from "@remix-run/node";
import { clientAddress } from "~/client-address.server";
import { invalidFields, jsonError, jsonResponse, methodNotAllowed, readJson, requireObject } from "~/http.server";
import { CONFIRMATION, joinWaitlist } from "~/waitlist/join.server";
import { HONEYPOT_FIELD, isHoneypotFilled, waitlistSchema } from "~/waitlist/schemas";

/**
 * POST /api/waitlist {fullName, email, productName, productWebsite?}: 201 with the entry as kept,
 * whether the address was new or already on the list (the answer never tells which); 422 with
 * each field's message; 429 with Retry-After past the per-address limit.
 */
export function loader() {
  return methodNotAllowed("POST");
}

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const body = requireObject(await readJson(request));
  const parsed = waitlistSchema.safeParse(body);
  if (!parsed.success) return invalidFields(parsed.error);

  const outcome = await joinWaitlist(parsed.data, { address: clientAddress(context), honeypot: isHoneypotFilled(body[HONEYPOT_FIELD]) });
  if (!outcome.ok) {
    const headers = outcome.status === 429 ? { "Retry-After": String(outcome.retryAfterSeconds) } : { "Retry-After": "5" };
    return jsonError(outcome.status, outcome.message, undefined, headers);
  }
  const { fullName, email, productName, productWebsite = null } = parsed.data;
  return jsonResponse({ message: CONFIRMATION, entry: { fullName, email, productName, productWebsite } }, 201);
}
