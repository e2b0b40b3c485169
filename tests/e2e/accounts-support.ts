/**
 * Set-up for the accounts specs, done directly in the worker's database (the way epic-stack's
 * fixtures insert a user and inject its session cookie) so each test starts where it needs to: a
 * user, a signed-in session, a visitor with a finished generation, saved plans. It goes through the
 * app's own code: users.server (and its password hashing) for accounts, session.server for the
 * session row and its signed cookie, db.server for the rest (tests/support/seed.ts). Those modules
 * are imported on first use, after fixtures.ts has given this process the worker app's database
 * and secret.
 */
import { randomBytes } from "node:crypto";
import type { BrowserContext, Page } from "@playwright/test";
import { APP_HOST } from "../support/e2e-server.mjs";
import { expiresAt, parseSetCookie } from "../support/remix";
import type { SessionData } from "../../app/session.server";

export { planNames, seedGeneration, seedPlans } from "../support/seed";

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${randomBytes(3).toString("hex")}@example.com`;
}

/** Every test its own client address, so the per-IP sign-in limit never spans tests. */
export async function freshIp(page: Page): Promise<void> {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": `10.${[...randomBytes(3)].join(".")}` });
}

/** A user with this password, created as sign-up creates one. Returns its id. */
export async function createUser(email: string, password = "correct horse"): Promise<number> {
  const users = await import("../../app/auth/users.server");
  return (await users.createUser(email, password)).id;
}

const SAME_SITE: Record<string, "Lax" | "Strict" | "None"> = { lax: "Lax", strict: "Strict", none: "None" };

/** A server-side session with this data, committed by the app and its signed cookie put in the browser. */
export async function startSession(context: BrowserContext, data: Partial<SessionData>): Promise<void> {
  const { commitSession, getSession } = await import("../../app/session.server");
  const request = new Request(`http://${APP_HOST}/`);
  const session = await getSession(request);
  for (const [key, value] of Object.entries(data)) session.set(key as keyof SessionData, value as never);
  const cookie = parseSetCookie(await commitSession(request, session));
  const expires = expiresAt(cookie);
  await context.addCookies([
    {
      name: cookie.name,
      value: cookie.value,
      domain: APP_HOST,
      path: cookie.attributes.get("path") ?? "/",
      httpOnly: cookie.attributes.has("httponly"),
      sameSite: SAME_SITE[cookie.attributes.get("samesite")?.toLowerCase() ?? "lax"] ?? "Lax",
      ...(expires === null ? {} : { expires }),
    },
  ]);
}

/** A signed-in browser for this user, with a visitor id of its own. */
export async function signInAs(context: BrowserContext, userId: number): Promise<{ visitorId: string }> {
  const visitorId = randomBytes(16).toString("base64url");
  await startSession(context, { userId, visitorId });
  return { visitorId };
}

/** A signed-out visitor with a visitor id (the owner of generations). */
export async function startVisitor(context: BrowserContext): Promise<{ visitorId: string }> {
  const visitorId = randomBytes(16).toString("base64url");
  await startSession(context, { visitorId });
  return { visitorId };
}

/** The four steps as a visitor fills them; the visitor is left on /plan, ready to generate. */
export { throughWizard } from "./wizard-helpers";
