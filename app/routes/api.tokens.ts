import type { ActionFunctionArgs } from "@remix-run/node";
import { INVALID_CREDENTIALS } from "~/auth/authenticator.server";
import { AUTH_REQUIRED } from "~/auth/api-auth.server";
import { invalidFields, jsonError, jsonResponse, methodNotAllowed, readJson } from "~/http.server";
import { limitAuthAttempt, rateLimitMessage, recordAuthOutcome } from "~/auth/rate-limit.server";
import { clientAddress } from "~/client-address.server";
import { HashingBusy } from "~/auth/password.server";
import { signInSchema } from "~/auth/schemas";
import { bearerToken, issueToken, revokeToken, userForToken } from "~/auth/tokens.server";
import { verifyLogin } from "~/auth/users.server";

/**
 * POST /api/tokens {email, password} → 201 {token, expiresAt}: a bearer token for /api/plans.
 * DELETE /api/tokens with `Authorization: Bearer <token>` revokes that token.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method === "POST") return issue(request, clientAddress(context));
  if (request.method === "DELETE") return revoke(request);
  return methodNotAllowed("POST, DELETE");
}

export const loader = () => methodNotAllowed("POST, DELETE");

async function issue(request: Request, address: string) {
  const parsed = signInSchema.safeParse(await readJson(request));
  if (!parsed.success) return invalidFields(parsed.error, parsed.error.issues[0]?.message);
  const limit = await limitAuthAttempt(address, parsed.data.email);
  if (!limit.allowed) return jsonError(429, rateLimitMessage(limit.retryAfterSeconds), undefined, { "Retry-After": String(limit.retryAfterSeconds) });
  const user = await verifyLogin(parsed.data.email, parsed.data.password).catch((error: unknown) => {
    if (error instanceof HashingBusy) throw jsonError(503, error.message, undefined, { "Retry-After": "5" });
    throw error;
  });
  await recordAuthOutcome(address, parsed.data.email, user !== null);
  if (!user) return jsonError(401, INVALID_CREDENTIALS);
  const { token, expiresAt } = await issueToken(user.id);
  return jsonResponse({ token, expiresAt }, 201);
}

async function revoke(request: Request) {
  const token = bearerToken(request);
  // Only a live token can be revoked; an expired or already revoked one is refused like a wrong one.
  if (!token || !(await userForToken(token)) || !(await revokeToken(token))) return jsonError(401, AUTH_REQUIRED);
  return jsonResponse({ message: "Token revoked" });
}
