/**
 * Shared by the admin integration tests: the admin's credentials (set in the environment before any
 * app module is imported), signing in through the real /admin/login action, and waitlist rows.
 */
import { callAction, Jar, type Outcome } from "../support/remix";
import { freshAddress } from "./auth-support";

export const ADMIN = { email: "admin@liftoff.test", password: "admin password 1", accessCode: "launch-code-42" };

/** Call before importing any app module (config.server.ts reads the environment once). */
export function configureAdmin(): void {
  process.env.ADMIN_EMAIL = ADMIN.email;
  process.env.ADMIN_PASSWORD = ADMIN.password;
  process.env.ADMIN_ACCESS_CODE = ADMIN.accessCode;
}

export async function adminSignIn(jar: Jar, fields: Partial<typeof ADMIN> = {}, context: Record<string, unknown> = freshAddress()): Promise<Outcome> {
  const route = await import("../../app/routes/admin.login");
  return jar.take(await callAction(route, jar.post("/admin/login", { ...ADMIN, ...fields }), {}, context));
}

export async function seedWaitlist(entries: { fullName: string; email: string; productName: string; productWebsite?: string | null }[]): Promise<number[]> {
  const { db } = await import("../../app/db.server");
  const ids: number[] = [];
  for (const e of entries) {
    const row = await db
      .insertInto("waitlist_entries")
      .values({ full_name: e.fullName, email: e.email, product_name: e.productName, product_website: e.productWebsite ?? null })
      .returning("id")
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return ids;
}
