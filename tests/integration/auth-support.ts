/**
 * Shared by the accounts tests: run a route loader/action and read what it returned or threw
 * (plain object, data(), Response), a cookie jar that follows Set-Cookie like a browser, and
 * helpers to sign up and to seed generations and plans directly in the test database.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- route modules of every shape; bodies read as JSON */
import { randomBytes } from "node:crypto";
import { samplePlan, sampleProfile } from "../support/fixtures";
import type { PlanFormData } from "../../app/wizard/types";

import { outcome, type Outcome } from "../support/outcome";

export { outcome, type Outcome };

/** Holds cookies (the session, a pending toast) the way a browser would. */
export class Jar {
  private cookies = new Map<string, string>();
  get cookie(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
  set cookie(header: string) {
    this.cookies.clear();
    for (const pair of header.split(/;\s*/).filter(Boolean)) {
      const at = pair.indexOf("=");
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  }
  take(o: Outcome): Outcome {
    for (const set of o.headers.getSetCookie()) {
      const pair = set.split(";")[0];
      const at = pair.indexOf("=");
      const name = pair.slice(0, at);
      // An expired cookie (sign-out, a toast taken) is dropped.
      if (/expires=Thu, 01 Jan 1970/i.test(set) || /max-age=0/i.test(set)) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(at + 1));
    }
    return o;
  }
  headers(extra: Record<string, string> = {}): Record<string, string> {
    return this.cookie ? { Cookie: this.cookie, ...extra } : extra;
  }
  get(url: string, extra: Record<string, string> = {}): Request {
    return new Request(`http://localhost${url}`, { headers: this.headers(extra) });
  }
  post(url: string, fields: Record<string, string>, extra: Record<string, string> = {}): Request {
    return new Request(`http://localhost${url}`, {
      method: "POST",
      headers: this.headers({ "Content-Type": "application/x-www-form-urlencoded", ...extra }),
      body: new URLSearchParams(fields).toString(),
    });
  }
  json(url: string, method: string, body: unknown, extra: Record<string, string> = {}): Request {
    return new Request(`http://localhost${url}`, {
      method,
      headers: this.headers({ "Content-Type": "application/json", ...extra }),
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }
}

/** A distinct client address per test, so the per-IP limit of one test does not leak into another. */
export function ipHeader(): Record<string, string> {
  return { "X-Forwarded-For": `10.${randomBytes(3).join(".")}` };
}

export async function callAction(mod: { action: (args: any) => unknown }, request: Request, params: Record<string, string> = {}) {
  return outcome(() => mod.action({ request, params, context: {} }));
}

export async function callLoader(mod: { loader: (args: any) => unknown }, request: Request, params: Record<string, string> = {}) {
  return outcome(() => mod.loader({ request, params, context: {} }));
}

/** Signs up through the real /login action; the jar then holds the signed-in session. */
export async function signUp(jar: Jar, email: string, password = "correct horse", returnUrl?: string): Promise<Outcome> {
  const login = await import("../../app/routes/login");
  const url = `/login?tab=signup${returnUrl ? `&returnUrl=${encodeURIComponent(returnUrl)}` : ""}`;
  return jar.take(
    await callAction(login, jar.post(url, { intent: "sign-up", email, password, confirmPassword: password }, ipHeader())),
  );
}

export async function signIn(jar: Jar, email: string, password = "correct horse", returnUrl?: string): Promise<Outcome> {
  const login = await import("../../app/routes/login");
  const url = `/login?tab=signin${returnUrl ? `&returnUrl=${encodeURIComponent(returnUrl)}` : ""}`;
  return jar.take(await callAction(login, jar.post(url, { intent: "sign-in", email, password }, ipHeader())));
}

import { answers } from "../support/answers";

export { answers };

/** The jar's visitor id, giving the jar a session first if it has none. */
export async function visitorOf(jar: Jar): Promise<string> {
  const { getSession, commitSession, visitorIdOf } = await import("../../app/session.server");
  const request = jar.get("/");
  const session = await getSession(request);
  const had = session.get("visitorId");
  const id = visitorIdOf(session);
  if (!had) {
    const set = await commitSession(request, session);
    jar.cookie = set.split(";")[0];
  }
  return id;
}

/** A finished generation owned by the jar's visitor, as the generation worker leaves it. */
export async function seedGeneration(
  jar: Jar,
  overrides: { status?: "done" | "running" | "failed"; input?: Partial<PlanFormData> } = {},
): Promise<string> {
  const { db } = await import("../../app/db.server");
  const visitorId = await visitorOf(jar);
  const id = randomBytes(16).toString("base64url");
  const now = new Date().toISOString();
  const done = (overrides.status ?? "done") === "done";
  await db
    .insertInto("generations")
    .values({
      id,
      visitor_id: visitorId,
      user_id: null,
      input: JSON.stringify({ ...answers, ...overrides.input }),
      status: overrides.status ?? "done",
      stage: null,
      profile: done ? JSON.stringify(sampleProfile) : null,
      profile_error: null,
      plan: done ? JSON.stringify(samplePlan) : null,
      error: null,
      use_builtin: 0,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
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
export async function visitRoot(jar: Jar, url: string) {
  const { loadRootData } = await import("../../app/root.server");
  const root = await loadRootData(jar.get(url));
  jar.take({ status: 200, body: root.data, headers: new Headers(root.headers), location: null });
  return root;
}
