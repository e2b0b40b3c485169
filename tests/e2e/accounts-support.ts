/**
 * Set-up for the accounts specs, done directly in the e2e database (the way epic-stack's fixtures
 * insert a user and inject its session cookie) so each test starts where it needs to: a user, a
 * signed-in session, a visitor with a finished generation, saved plans.
 */
import { createCookie } from "@remix-run/node";
import SQLite from "better-sqlite3";
import { randomBytes, scryptSync } from "node:crypto";
import type { BrowserContext, Page } from "@playwright/test";
import { samplePlan, sampleProfile } from "../support/fixtures";
import { answers } from "../support/answers";
import { E2E_BASE_URL, E2E_DATABASE, E2E_SESSION_SECRET } from "../../playwright.config";

const DB_PATH = E2E_DATABASE;
const SECRET = E2E_SESSION_SECRET;
const BASE_URL = E2E_BASE_URL;

let sqlite: SQLite.Database | null = null;
function db(): SQLite.Database {
  if (!sqlite) {
    sqlite = new SQLite(DB_PATH);
    sqlite.pragma("busy_timeout = 5000");
  }
  return sqlite;
}

const sessionCookie = createCookie("__session", { secrets: [SECRET], path: "/", httpOnly: true, sameSite: "lax" });

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${randomBytes(3).toString("hex")}@example.com`;
}

/** Every test its own client address, so the per-IP sign-in limit never spans tests. */
export async function freshIp(page: Page): Promise<void> {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": `10.${[...randomBytes(3)].join(".")}` });
}

/** A user with this password (hashed at a low scrypt cost: the parameters travel with the hash). */
export function createUser(email: string, password = "correct horse"): number {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 32, { N: 1024, r: 8, p: 1 });
  const hash = ["scrypt", 1024, 8, 1, salt.toString("base64url"), key.toString("base64url")].join("$");
  const username = `${email.split("@")[0]}-${randomBytes(2).toString("hex")}`.slice(0, 50);
  const result = db()
    .prepare("insert into users (email, username, auth_uid, password_hash, created_at) values (?, ?, ?, ?, ?)")
    .run(email, username, randomBytes(16).toString("base64url"), hash, new Date().toISOString());
  return Number(result.lastInsertRowid);
}

/** A server-side session with this data, its cookie put in the browser. */
export async function startSession(context: BrowserContext, data: Record<string, unknown>): Promise<string> {
  const id = randomBytes(18).toString("base64url");
  db()
    .prepare("insert into sessions (id, data, expires_at) values (?, ?, ?)")
    .run(id, JSON.stringify(data), Date.now() + 24 * 3600 * 1000);
  const header = await sessionCookie.serialize(id);
  const value = header.split(";")[0].slice("__session=".length);
  await context.addCookies([{ name: "__session", value, url: BASE_URL, httpOnly: true, sameSite: "Lax" }]);
  return id;
}

/** A signed-in browser: a new user (or the given one) and its session. Returns ids. */
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


export const baseAnswers = answers;

/** A finished generation owned by this visitor, as the worker leaves it. */
export function seedGeneration(visitorId: string, input: Partial<typeof baseAnswers> = {}): string {
  const id = randomBytes(16).toString("base64url");
  const now = new Date().toISOString();
  db()
    .prepare(
      `insert into generations (id, visitor_id, user_id, input, status, stage, profile, profile_error, plan, error, use_builtin, created_at, updated_at)
       values (?, ?, null, ?, 'done', null, ?, null, ?, null, 0, ?, ?)`,
    )
    .run(id, visitorId, JSON.stringify({ ...baseAnswers, ...input }), JSON.stringify(sampleProfile), JSON.stringify(samplePlan), now, now);
  return id;
}

/** Saved plans for a user; createdAt one minute apart from Jan 5, 2025 (UTC), oldest first. */
export function seedPlans(userId: number, plans: Partial<typeof baseAnswers>[]): number[] {
  const insert = db().prepare(
    `insert into marketing_plans (user_id, product_name, product_website, product_type, product_stage, product_description,
       audience_type, audience_geography, audience_persona, budget_range, time_horizon, skills, primary_goal, success_metrics,
       challenges, include_marketing_wisdom, generated_plan, customer_profile, created_at, updated_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?, ?)`,
  );
  return plans.map((overrides, i) => {
    const a = { ...baseAnswers, ...overrides };
    const at = new Date(Date.UTC(2025, 0, 5, 9, i)).toISOString();
    const result = insert.run(
      userId, a.productName, a.productWebsite, a.productType, a.productStage, a.productDescription, a.audienceType,
      a.audienceGeography, a.audiencePersona, a.budgetRange, a.timeHorizon, JSON.stringify(a.skills), a.primaryGoal,
      a.successMetrics, a.challenges, JSON.stringify(samplePlan), JSON.stringify(sampleProfile), at, at,
    );
    return Number(result.lastInsertRowid);
  });
}

export function planNames(userId: number): string[] {
  return (db().prepare("select product_name from marketing_plans where user_id = ? order by id").all(userId) as { product_name: string }[]).map(
    (r) => r.product_name,
  );
}

/** With JavaScript, wait until React owns the wizard form (the wizard marks it data-hydrated). */
/** The four steps as a visitor fills them; the visitor is left on /plan, ready to generate. */
export { throughWizard } from "./wizard-helpers";
