/**
 * /saved for a user with 5,000 plans: p99 at 10 connections must stay under 100 ms, on SQLite and
 * on PostgreSQL. The baseline is a bare node:http server answering the same bytes (measured in the
 * same run), so the ratio shows what the app's own work (session, user, count + one indexed page of
 * card columns, render) costs on this machine.
 *
 * The plans and a signed-in session are written straight into the server's database (a SQLite
 * file, or a database on a throw-away PostgreSQL cluster: tests/support/pg-cluster.mjs).
 * Run alone: node --import tsx bench/saved.ts
 */
import { createCookie } from "@remix-run/node";
import { sql } from "kysely";
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { pathToFileURL } from "node:url";
import { dialectOf } from "../db/dialect";
import { openDatabase } from "../db/index.server";
import { samplePlan, sampleProfile } from "../tests/support/fixtures";
import { createPostgresDatabase } from "../tests/support/database";
import { postgresBin, startPostgresCluster } from "../tests/support/pg-cluster.mjs";
import { ensureBuild, fmt, load, startAppServer, stopChild, type LoadResult } from "./lib";
import { sampleAnswers } from "./generation-answers";

export type SavedBench = {
  database: string;
  plans: number;
  connections: number;
  rows: { request: string; app: LoadResult; baseline: LoadResult; ratio: number }[];
};

const DEFAULT_SECRET = "bench-secret-bench-secret-bench"; // what startAppServer gives the app
const BATCH = 500;

/** A user with `count` plans and a signed-in session in `database` (a file or a postgres:// URL); returns the Cookie header. */
export async function seedSavedPlans(database: string, count: number, secret = DEFAULT_SECRET): Promise<string> {
  const db = openDatabase(database);
  try {
    const user = await db
      .insertInto("users")
      .values({
        email: `bench-${randomBytes(4).toString("hex")}@example.com`,
        username: `bench-${randomBytes(4).toString("hex")}`,
        auth_uid: randomBytes(16).toString("base64url"),
        password_hash: null,
        created_at: new Date().toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const a = sampleAnswers;
    const plan = JSON.stringify(samplePlan);
    const profile = JSON.stringify(sampleProfile);
    const start = Date.UTC(2024, 0, 1);
    await db.transaction().execute(async (trx) => {
      // The throw-away cluster commits asynchronously (tests/support/pg-cluster.mjs): until the WAL
      // is flushed, VACUUM may not mark the new rows' pages all-visible, and a count or a page's ids
      // could not come from the index alone. Committed as a server does by default, they can.
      if (dialectOf(db) === "postgres") await sql`set local synchronous_commit = on`.execute(trx);
      for (let from = 0; from < count; from += BATCH) {
        const rows = Array.from({ length: Math.min(BATCH, count - from) }, (_, k) => {
          const i = from + k;
          const at = new Date(start + i * 3_600_000).toISOString();
          return {
            user_id: user.id, product_name: `${a.productName} ${i}`, product_website: a.productWebsite ?? null, product_type: a.productType,
            product_stage: a.productStage, product_description: a.productDescription, audience_type: a.audienceType,
            custom_audience_type: null, audience_geography: a.audienceGeography, specific_country: null, local_region: null,
            audience_persona: a.audiencePersona, budget_range: a.budgetRange, time_horizon: a.timeHorizon, skills: JSON.stringify(a.skills),
            primary_goal: a.primaryGoal, success_metrics: a.successMetrics, challenges: a.challenges, include_marketing_wisdom: 1,
            generated_plan: plan, customer_profile: profile, created_at: at, updated_at: at,
          };
        });
        await trx.insertInto("marketing_plans").values(rows).execute();
      }
    });
    // As autovacuum would soon: statistics for the planner, the trigram indexes' pending entries merged.
    if (dialectOf(db) === "postgres") await sql`vacuum analyze marketing_plans`.execute(db);
    const sessionId = randomBytes(18).toString("base64url");
    await db
      .insertInto("sessions")
      .values({ id: sessionId, data: JSON.stringify({ userId: user.id, visitorId: randomBytes(16).toString("base64url") }), expires_at: Date.now() + 24 * 3_600_000 })
      .execute();
    const header = await createCookie("__session", { secrets: [secret], path: "/" }).serialize(sessionId);
    const [pair = ""] = header.split(";");
    return pair;
  } finally {
    await db.destroy();
  }
}

async function againstBare(appUrl: string, path: string, cookie: string, connections: number, barePort: number) {
  const response = await fetch(appUrl + path, { headers: { Cookie: cookie } });
  if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`);
  const body = Buffer.from(await response.arrayBuffer());
  const bare = spawn(process.execPath, ["--import", "tsx", "bench/bare-server.ts"], {
    stdio: ["ignore", "ignore", "inherit", "ipc"],
    env: { ...process.env, PORT: String(barePort), BARE_BODY_B64: body.toString("base64"), BARE_CONTENT_TYPE: "text/html; charset=utf-8" },
  });
  await new Promise((resolve) => bare.once("message", resolve));
  try {
    const baseline = await load({ url: `http://127.0.0.1:${barePort}${path}`, connections });
    const app = await load({ url: appUrl + path, connections, headers: { Cookie: cookie } });
    return { request: `GET ${path}`, app, baseline, ratio: app.rps / baseline.rps };
  } finally {
    await stopChild(bare);
  }
}

/**
 * Seeds `plans` plans into the running server's database and loads /saved (first page, a
 * search, a late page) at `connections` connections.
 */
export async function benchSaved(
  app: { url: string; dbFile: string },
  { plans = 5000, connections = 10, barePort = 4131, sessionSecret = DEFAULT_SECRET, database = "SQLite" } = {},
): Promise<SavedBench> {
  const cookie = await seedSavedPlans(app.dbFile, plans, sessionSecret);
  const rows = [];
  // The home page first: the app's cheapest page, for scale on this machine.
  for (const path of ["/", "/saved", "/saved?q=benchboard%2049", `/saved?page=${Math.ceil(plans / 12 / 2)}&view=list`]) {
    rows.push(await againstBare(app.url, path, cookie, connections, barePort));
  }
  return { database, plans, connections, rows };
}

export function savedReport(result: SavedBench): string {
  const lines = [
    `| ${result.database}: request (${fmt(result.plans)} plans, ${result.connections} connections) | app req/s | app p99 | bare req/s | app / bare | p99 < 100 ms | errors |`,
    "|---|---|---|---|---|---|---|",
    ...result.rows.map(
      (r) =>
        `| ${r.request} | ${fmt(r.app.rps)} | ${fmt(r.app.p99)} ms | ${fmt(r.baseline.rps)} | ${fmt(r.ratio * 100, 1)}% | ${r.app.p99 < 100 ? "yes" : "NO"} | ${r.app.errors + r.app.non2xx} |`,
    ),
  ];
  return lines.join("\n");
}

/**
 * The same on PostgreSQL: a throw-away cluster, a database on it, the app served from it; null
 * when PostgreSQL is not installed.
 */
export async function benchSavedOnPostgres({ port = 4132, barePort = 4133 } = {}): Promise<SavedBench | null> {
  if (!postgresBin()) return null;
  const cluster = await startPostgresCluster();
  try {
    const database = await createPostgresDatabase(cluster.url, "liftoff_bench");
    const app = await startAppServer(port, { DATABASE_URL: database });
    try {
      return await benchSaved({ url: app.url, dbFile: database }, { barePort, database: "PostgreSQL" });
    } finally {
      await app.stop();
    }
  } finally {
    cluster.stop();
  }
}

/** Both databases' tables, and a line saying PostgreSQL was left out when it is not installed. */
export async function savedBothReport(sqliteApp: { url: string; dbFile: string }): Promise<string> {
  const onSqlite = savedReport(await benchSaved(sqliteApp));
  const onPostgres = await benchSavedOnPostgres();
  return `${onSqlite}\n\n${onPostgres ? savedReport(onPostgres) : "PostgreSQL is not installed: its run was left out."}`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  ensureBuild();
  const app = await startAppServer(4130);
  try {
    console.log("\n## Saved plans: /saved for a user with 5,000 plans, SQLite and PostgreSQL\n");
    console.log(await savedBothReport(app));
  } finally {
    await app.stop();
  }
}
