import { createHash, timingSafeEqual } from "node:crypto";
import { config } from "~/config.server";
import type { AdminLoginInput } from "./schemas";
export { INVALID_ADMIN_LOGIN, NOT_CONFIGURED } from "./messages";

/**
 * The one admin account: ADMIN_EMAIL, ADMIN_PASSWORD and ADMIN_ACCESS_CODE. Unset (any of them),
 * the admin area is not configured and nobody can sign in.
 */

type AdminCredentials = { email: string; password: string; accessCode: string };

export function adminCredentials(): AdminCredentials | null {
  const { ADMIN_EMAIL, ADMIN_PASSWORD, ADMIN_ACCESS_CODE } = config;
  if (!ADMIN_EMAIL || !ADMIN_PASSWORD || !ADMIN_ACCESS_CODE) return null;
  return { email: ADMIN_EMAIL.trim().toLowerCase(), password: ADMIN_PASSWORD, accessCode: ADMIN_ACCESS_CODE };
}

const digest = (value: string) => createHash("sha256").update(value, "utf8").digest();

/** Equal in time that does not depend on where two strings differ or how long they are (both sides hashed first). */
export function constantTimeEqual(a: string, b: string): boolean {
  return timingSafeEqual(digest(a), digest(b));
}

/**
 * Whether the three values are the admin's. Every one is compared, whichever fails first, so the
 * time taken says nothing about which was wrong.
 */
export function checkAdminLogin(input: AdminLoginInput, admin = adminCredentials()): boolean {
  if (!admin) return false;
  const email = constantTimeEqual(input.email.trim().toLowerCase(), admin.email);
  const password = constantTimeEqual(input.password, admin.password);
  const accessCode = constantTimeEqual(input.accessCode, admin.accessCode);
  return email && password && accessCode;
}

/**
 * A fingerprint of the current credentials, kept in the admin session: changing the password or
 * access code ends every admin session made with the old ones.
 */
export function credentialsTag(admin = adminCredentials()): string | null {
  if (!admin) return null;
  return createHash("sha256").update(`${config.SESSION_SECRET}\0${admin.email}\0${admin.password}\0${admin.accessCode}`).digest("base64url").slice(0, 22);
}
