import type { ActionFunctionArgs } from "@remix-run/node";
import { INVALID_CREDENTIALS } from "~/auth/authenticator.server";
import { AUTH_REQUIRED, jsonError } from "~/auth/api-auth.server";
import { readJsonBody } from "~/auth/api-body.server";
import { limitAuthAttempt, RATE_LIMIT_MESSAGE } from "~/auth/rate-limit.server";
import { signInSchema } from "~/auth/schemas";
import { bearerToken, issueToken, revokeToken, userForToken } from "~/auth/tokens.server";
import { verifyLogin } from "~/auth/users.server";

/**
 * POST /api/tokens {email, password} → 201 {token, expiresAt}: a bearer token for /api/plans.
 * DELETE /api/tokens with `Authorization: Bearer <token>` revokes that token.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method === "POST") return issue(request);
  if (request.method === "DELETE") return revoke(request);
  return jsonError(405, "Method not allowed", {}, { Allow: "POST, DELETE" });
}

export const loader = () => jsonError(405, "Method not allowed", {}, { Allow: "POST, DELETE" });

async function issue(request: Request) {
  const body = await readJsonBody(request);
  const parsed = signInSchema.safeParse(body);
  if (!parsed.success) {
    const fieldErrors = Object.fromEntries(parsed.error.issues.map((i) => [i.path.join(".") || "body", i.message]));
    return jsonError(422, Object.values(fieldErrors)[0] ?? "Invalid request", { fieldErrors });
  }
  const limit = await limitAuthAttempt(request, parsed.data.email);
  if (!limit.allowed) return jsonError(429, RATE_LIMIT_MESSAGE, {}, { "Retry-After": String(limit.retryAfterSeconds) });
  const user = await verifyLogin(parsed.data.email, parsed.data.password);
  if (!user) return jsonError(401, INVALID_CREDENTIALS);
  const { token, expiresAt } = await issueToken(user.id);
  return Response.json({ token, expiresAt }, { status: 201, headers: { "Cache-Control": "no-store" } });
}

async function revoke(request: Request) {
  const token = bearerToken(request);
  // Only a live token can be revoked; an expired or already revoked one is refused like a wrong one.
  if (!token || !(await userForToken(token)) || !(await revokeToken(token))) return jsonError(401, AUTH_REQUIRED);
  return Response.json({ message: "Token revoked" });
}
