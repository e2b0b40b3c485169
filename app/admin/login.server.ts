import { limitAuthAttempt, rateLimitMessage, recordAuthOutcome } from "~/auth/rate-limit.server";
import { recordAdminAction } from "./audit.server";
import { adminCredentials, checkAdminLogin } from "./credentials.server";
import { INVALID_ADMIN_LOGIN, NOT_CONFIGURED } from "./messages";
import type { AdminLoginInput } from "./schemas";
import { startAdminSession } from "./session.server";

/**
 * One admin sign-in attempt, for the page and the API alike: refused when the admin area is not
 * configured (503), when the address or this email from it has tried too often (429, the sign-in
 * limits of rate-limit.server.ts under an `admin:` key), or when any of the three values is wrong
 * (401). Success starts a new admin session; both outcomes go into the audit trail.
 */

export type AdminLoginResult =
  | { ok: true; cookie: string }
  | { ok: false; status: 401 | 429 | 503; message: string; headers?: Record<string, string> };

export async function attemptAdminLogin(request: Request, address: string, input: AdminLoginInput): Promise<AdminLoginResult> {
  if (!adminCredentials()) return { ok: false, status: 503, message: NOT_CONFIGURED };
  const key = `admin:${input.email}`;
  const limit = await limitAuthAttempt(address, key);
  if (!limit.allowed) {
    return { ok: false, status: 429, message: rateLimitMessage(limit.retryAfterSeconds), headers: { "Retry-After": String(limit.retryAfterSeconds) } };
  }
  const ok = checkAdminLogin(input);
  await recordAuthOutcome(address, key, ok);
  const adminEmail = input.email.trim().toLowerCase();
  if (!ok) {
    await recordAdminAction({ adminEmail, action: "sign-in-failed", detail: `from ${address}` });
    return { ok: false, status: 401, message: INVALID_ADMIN_LOGIN };
  }
  await recordAdminAction({ adminEmail, action: "sign-in", detail: `from ${address}` });
  return { ok: true, cookie: await startAdminSession(request, adminEmail) };
}
