import type { ActionFunctionArgs } from "@remix-run/node";
import { attemptAdminLogin } from "~/admin/login.server";
import { adminLoginSchema } from "~/admin/schemas";
import { clientAddress } from "~/client-address.server";
import { invalidFields, isCrossSite, jsonError, jsonResponse, methodNotAllowed, readJson, requireObject } from "~/http.server";

/**
 * POST /api/admin/login {email, password, accessCode} → 200 {authenticated, email} with the admin
 * session cookie; 422 bad fields, 401 wrong values, 429 too many tries, 503 not configured.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  if (isCrossSite(request)) return jsonError(403, "Admin sign-in must come from this site");
  const parsed = adminLoginSchema.safeParse(requireObject(await readJson(request)));
  if (!parsed.success) return invalidFields(parsed.error, parsed.error.issues[0]?.message);
  const outcome = await attemptAdminLogin(request, clientAddress(context), parsed.data);
  if (!outcome.ok) return jsonError(outcome.status, outcome.message, undefined, outcome.headers);
  return jsonResponse({ authenticated: true, email: parsed.data.email.trim().toLowerCase() }, 200, { "Set-Cookie": outcome.cookie });
}

export const loader = () => methodNotAllowed("POST");
