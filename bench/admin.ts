/**
 * The admin dashboard with 100,000 waitlist entries: search p99 at 10 connections (budget 100 ms)
 * and one CSV export of every entry (budget 3 s, server memory growth under 50 MB).
 *
 * The entries are written straight into the server's SQLite file (the search index follows by its
 * triggers); the admin signs in through POST /api/admin/login. Memory is the server process's
 * resident set (VmRSS in /proc/<pid>/status), sampled every 10 ms during the export, against the
 * figure just before it. Run alone: node --import tsx bench/admin.ts
 */
import SQLite from "better-sqlite3";
import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { startAppServer } from "../tests/support/e2e-server.mjs";
import { ensureBuild, fmt, load, type LoadResult } from "./lib";

const ADMIN = { email: "bench-admin@liftoff.test", password: "bench admin password", accessCode: "bench-access-code" };

export type AdminBench = {
  entries: number;
  connections: number;
  searches: { request: string; matches: number; result: LoadResult }[];
  export: { rows: number; bytes: number; seconds: number; rssBeforeMb: number; rssPeakMb: number; growthMb: number };
};

/** `count` entries as people join: unique emails, a few products, a website on two in three. */
export function seedWaitlist(dbFile: string, count: number): void {
  const db = new SQLite(dbFile);
  db.pragma("busy_timeout = 5000");
  try {
    const insert = db.prepare("insert into waitlist_entries (full_name, email, product_name, product_website, created_at, updated_at) values (?, ?, ?, ?, ?, null)");
    const products = ["Rocketboard", "Garden Club", "Studio Hours", "Ledger Lite", "Pet Pals", "Cobol Cloud", "Quiet Inbox"];
    const first = ["Ada", "Grace", "Alan", "Edsger", "Barbara", "Donald", "Margaret", "Linus", "Radia", "Ken"];
    const last = ["Lovelace", "Hopper", "Turing", "Dijkstra", "Liskov", "Knuth", "Hamilton", "Torvalds", "Perlman", "Thompson"];
    const start = Date.UTC(2025, 0, 1);
    db.transaction(() => {
      for (let i = 0; i < count; i++) {
        const name = `${first[i % 10]} ${last[Math.floor(i / 10) % 10]} ${i}`;
        const product = `${products[i % products.length]} ${i % 1000}`;
        insert.run(name, `person${i}@example${i % 50}.com`, product, i % 3 === 0 ? null : `https://site${i}.example`, new Date(start + i * 60_000).toISOString());
      }
    })();
  } finally {
    db.close();
  }
}

function rssMb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return match ? Number(match[1]) / 1024 : 0;
}

export async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/api/admin/login`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(ADMIN) });
  if (response.status !== 200) throw new Error(`admin sign-in answered ${response.status}`);
  return response.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
}

async function matches(url: string, q: string, cookie: string): Promise<number> {
  const response = await fetch(`${url}/api/admin/waitlist?q=${encodeURIComponent(q)}`, { headers: { Cookie: cookie } });
  return Number(response.headers.get("X-Total-Count"));
}

async function timeExport(url: string, cookie: string, pid: number) {
  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 10);
  const started = performance.now();
  const response = await fetch(`${url}/admin/export/waitlist`, {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded", Origin: url },
    body: "intent=export",
  });
  if (response.status !== 200) throw new Error(`export answered ${response.status}`);
  let bytes = 0;
  let newlines = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.byteLength;
    for (const b of chunk) if (b === 10) newlines++;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, rssMb(pid));
  return { rows: newlines - 1, bytes, seconds, rssBeforeMb: before, rssPeakMb: peak, growthMb: peak - before };
}

export async function benchAdmin({ entries = 100_000, connections = 10 } = {}): Promise<AdminBench> {
  const database = join(tmpdir(), "liftoff-bench-admin.db");
  const app = await startAppServer({ database, env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ADMIN_ACCESS_CODE: ADMIN.accessCode, SESSION_SECRET: "bench-secret-bench-secret-bench" } });
  try {
    seedWaitlist(database, entries);
    const cookie = await signIn(app.url);
    // The home page first: the app's cheapest page, for scale on this machine in this run.
    const home = await load({ url: `${app.url}/`, connections });
    const searches = [{ request: "GET / (for scale)", matches: 0, result: home }];
    for (const q of ["", "hopper 4242", "person777", "garden club", "ex"]) {
      const path = q ? `/admin/dashboard?q=${encodeURIComponent(q)}` : "/admin/dashboard";
      const result = await load({ url: app.url + path, connections, headers: { Cookie: cookie } });
      searches.push({ request: `GET ${path}`, matches: await matches(app.url, q, cookie), result });
    }
    // A warm-up export (JIT, page cache), then the measured one.
    await timeExport(app.url, cookie, app.pid);
    const exported = await timeExport(app.url, cookie, app.pid);
    return { entries, connections, searches, export: exported };
  } finally {
    await app.stop();
  }
}

export function adminReport(r: AdminBench): string {
  const e = r.export;
  return [
    `| request (${fmt(r.entries)} entries, ${r.connections} connections) | matches | req/s | p99 | p99 ≤ 100 ms | errors |`,
    "|---|---|---|---|---|---|",
    ...r.searches.map((s) => `| ${s.request} | ${s.request.startsWith("GET /admin") ? fmt(s.matches) : ""} | ${fmt(s.result.rps)} | ${fmt(s.result.p99)} ms | ${s.result.p99 <= 100 ? "yes" : "NO"} | ${s.result.errors + s.result.non2xx} |`),
    "",
    "| CSV export (POST /admin/export/waitlist) | value | budget |",
    "|---|---|---|",
    `| rows | ${fmt(e.rows)} | |`,
    `| size | ${fmt(e.bytes / 1024 / 1024, 1)} MB | |`,
    `| time to the last byte | ${fmt(e.seconds, 2)} s | ≤ 3 s: ${e.seconds <= 3 ? "met" : "NOT met"} |`,
    `| server RSS before → peak | ${fmt(e.rssBeforeMb, 1)} → ${fmt(e.rssPeakMb, 1)} MB | |`,
    `| server memory growth | ${fmt(e.growthMb, 1)} MB | < 50 MB: ${e.growthMb < 50 ? "met" : "NOT met"} |`,
  ].join("\n");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  ensureBuild();
  console.log("\n## Admin: dashboard search and CSV export with 100,000 waitlist entries\n");
  console.log(adminReport(await benchAdmin()));
}
