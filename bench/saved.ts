/**
 * /saved for a user with 5,000 plans: p99 at 10 connections must stay under 100 ms. The baseline
 * is a bare node:http server answering the same bytes (measured in the same run), so the ratio
 * shows what the app's own work (session, user, count + one indexed page of card columns, render)
 * costs on this machine.
 *
 * The plans and a signed-in session are written straight into the server's SQLite file.
 * Run alone: node --import tsx bench/saved.ts
 */
import { createCookie } from "@remix-run/node";
import SQLite from "better-sqlite3";
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { pathToFileURL } from "node:url";
import { samplePlan, sampleProfile } from "../tests/support/fixtures";
import { ensureBuild, fmt, load, startAppServer, stopChild, type LoadResult } from "./lib";
import { sampleAnswers } from "./generation-answers";

export type SavedBench = {
  plans: number;
  connections: number;
  rows: { request: string; app: LoadResult; baseline: LoadResult; ratio: number }[];
};

const DEFAULT_SECRET = "bench-secret-bench-secret-bench"; // what startAppServer gives the app

/** A user with `count` plans and a signed-in session; returns the Cookie header. */
export async function seedSavedPlans(dbFile: string, count: number, secret = DEFAULT_SECRET): Promise<string> {
  const db = new SQLite(dbFile);
  db.pragma("busy_timeout = 5000");
  try {
    const userId = Number(
      db
        .prepare("insert into users (email, username, auth_uid, password_hash, created_at) values (?, ?, ?, null, ?)")
        .run(`bench-${randomBytes(4).toString("hex")}@example.com`, `bench-${randomBytes(4).toString("hex")}`, randomBytes(16).toString("base64url"), new Date().toISOString())
        .lastInsertRowid,
    );
    const insert = db.prepare(
      `insert into marketing_plans (user_id, product_name, product_website, product_type, product_stage, product_description,
         audience_type, audience_geography, audience_persona, budget_range, time_horizon, skills, primary_goal, success_metrics,
         challenges, include_marketing_wisdom, generated_plan, customer_profile, created_at, updated_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?, ?)`,
    );
    const a = sampleAnswers;
    const plan = JSON.stringify(samplePlan);
    const profile = JSON.stringify(sampleProfile);
    const start = Date.UTC(2024, 0, 1);
    db.transaction(() => {
      for (let i = 0; i < count; i++) {
        const at = new Date(start + i * 3_600_000).toISOString();
        insert.run(
          userId, `${a.productName} ${i}`, a.productWebsite ?? null, a.productType, a.productStage, a.productDescription, a.audienceType,
          a.audienceGeography, a.audiencePersona, a.budgetRange, a.timeHorizon, JSON.stringify(a.skills), a.primaryGoal,
          a.successMetrics, a.challenges, plan, profile, at, at,
        );
      }
    })();
    const sessionId = randomBytes(18).toString("base64url");
    db.prepare("insert into sessions (id, data, expires_at) values (?, ?, ?)").run(
      sessionId,
      JSON.stringify({ userId, visitorId: randomBytes(16).toString("base64url") }),
      Date.now() + 24 * 3_600_000,
    );
    const header = await createCookie("__session", { secrets: [secret], path: "/" }).serialize(sessionId);
    const [pair = ""] = header.split(";");
    return pair;
  } finally {
    db.close();
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
  { plans = 5000, connections = 10, barePort = 4131, sessionSecret = DEFAULT_SECRET } = {},
): Promise<SavedBench> {
  const cookie = await seedSavedPlans(app.dbFile, plans, sessionSecret);
  const rows = [];
  // The home page first: the app's cheapest page, for scale on this machine.
  for (const path of ["/", "/saved", "/saved?q=benchboard%2049", `/saved?page=${Math.ceil(plans / 12 / 2)}&view=list`]) {
    rows.push(await againstBare(app.url, path, cookie, connections, barePort));
  }
  return { plans, connections, rows };
}

export function savedReport(result: SavedBench): string {
  const lines = [
    `| request (${fmt(result.plans)} plans, ${result.connections} connections) | app req/s | app p99 | bare req/s | app / bare | p99 < 100 ms | errors |`,
    "|---|---|---|---|---|---|---|",
    ...result.rows.map(
      (r) =>
        `| ${r.request} | ${fmt(r.app.rps)} | ${fmt(r.app.p99)} ms | ${fmt(r.baseline.rps)} | ${fmt(r.ratio * 100, 1)}% | ${r.app.p99 < 100 ? "yes" : "NO"} | ${r.app.errors + r.app.non2xx} |`,
    ),
  ];
  return lines.join("\n");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  ensureBuild();
  const app = await startAppServer(4130);
  try {
    console.log("\n## Saved plans: /saved for a user with 5,000 plans\n");
    console.log(savedReport(await benchSaved(app)));
  } finally {
    await app.stop();
  }
}
