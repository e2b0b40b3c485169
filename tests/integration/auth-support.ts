/**
 * Shared by the accounts tests: sign up and sign in through the real /login action, and seed
 * generations and plans directly in the test database. Cookies and route calls: ../support/remix.
 */
import { randomBytes } from "node:crypto";
import { samplePlan, sampleProfile } from "../support/fixtures";
import { answers } from "../support/answers";
import { callAction, callLoader, Jar, type Outcome } from "../support/remix";
import { seedGeneration as seedVisitorGeneration, type SeedGeneration } from "../support/seed";

/**
 * A load context naming a client address of its own (as server/index.mjs passes the socket's), so
 * the per-address limit of one test does not leak into another.
 */
export function freshAddress(): { clientAddress: string } {
  return { clientAddress: `10.${randomBytes(3).join(".")}` };
}

/** Signs up through the real /login action; the jar then holds the signed-in session. */
export async function signUp(jar: Jar, email: string, password = "correct horse", returnUrl?: string): Promise<Outcome> {
  const login = await import("../../app/routes/login");
  const url = `/login?tab=signup${returnUrl ? `&returnUrl=${encodeURIComponent(returnUrl)}` : ""}`;
  return jar.take(
    await callAction(login, jar.post(url, { intent: "sign-up", email, password, confirmPassword: password }), {}, freshAddress()),
  );
}

export async function signIn(jar: Jar, email: string, password = "correct horse", returnUrl?: string): Promise<Outcome> {
  const login = await import("../../app/routes/login");
  const url = `/login?tab=signin${returnUrl ? `&returnUrl=${encodeURIComponent(returnUrl)}` : ""}`;
  return jar.take(await callAction(login, jar.post(url, { intent: "sign-in", email, password }), {}, freshAddress()));
}

/** The jar's visitor id, giving the jar a session first if it has none. */
export async function visitorOf(jar: Jar): Promise<string> {
  const { getSession, commitSession, visitorIdOf } = await import("../../app/session.server");
  const request = jar.get("/");
  const session = await getSession(request);
  const had = session.get("visitorId");
  const id = visitorIdOf(session);
  if (!had) {
    jar.take(await commitSession(request, session));
  }
  return id;
}

/** A generation owned by the jar's visitor, finished as the worker leaves it unless told otherwise. */
export async function seedGeneration(jar: Jar, overrides: SeedGeneration = {}): Promise<string> {
  return seedVisitorGeneration(await visitorOf(jar), overrides);
}

/** A plan body as the API accepts it. */
export function planBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...answers, generatedPlan: samplePlan, customerProfile: sampleProfile, ...overrides };
}

export async function userIdOf(email: string): Promise<number> {
  const { db } = await import("../../app/db.server");
  const row = await db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow();
  return row.id;
}

/** What the root loader gives a browser visiting `url`; the jar takes its cookies (a shown toast is cleared). */
export async function visitRoot(jar: Jar, url: string): Promise<Outcome> {
  const root = await import("../../app/root");
  return jar.take(await callLoader(root, jar.get(url)));
}

/** A new visitor: a jar holding a committed session, and the session's visitor id. */
export async function newVisitor(): Promise<{ jar: Jar; visitorId: string }> {
  const jar = new Jar();
  return { jar, visitorId: await visitorOf(jar) };
}
