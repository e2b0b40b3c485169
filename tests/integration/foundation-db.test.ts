import { mkdtempSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import SQLite from "better-sqlite3";
import { openDatabase, withStatementCache } from "../../db/index.server";
import { migrateToLatest } from "../../db/migrate";

describe("the database", () => {
  it("opens in WAL mode with foreign keys and a busy timeout", async () => {
    const db = openDatabase(join(mkdtempSync(join(tmpdir(), "liftoff-db-")), "nested", "app.db"));
    try {
      const mode = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db);
      const fk = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db);
      const busy = await sql<{ timeout: number }>`pragma busy_timeout`.execute(db);
      expect(mode.rows[0]?.journal_mode).toBe("wal");
      expect(fk.rows[0]?.foreign_keys).toBe(1);
      expect(busy.rows[0]?.timeout).toBeGreaterThanOrEqual(1000);
    } finally {
      await db.destroy();
    }
  });

  it("keeps the data to this user: a folder it creates is 0700, the database and its WAL 0600 (issue 12)", async () => {
    const folder = join(mkdtempSync(join(tmpdir(), "liftoff-db-")), "data");
    const db = openDatabase(join(folder, "app.db"));
    try {
      await sql`create table t (x)`.execute(db); // a write, so the WAL file exists
      expect(statSync(folder).mode & 0o777).toBe(0o700);
      expect(statSync(join(folder, "app.db")).mode & 0o777).toBe(0o600);
      expect(statSync(join(folder, "app.db-wal")).mode & 0o777).toBe(0o600);
    } finally {
      await db.destroy();
    }
  });

  it("migrates a new file to every table ARCHITECTURE.md lists, once", async () => {
    const db = openDatabase(join(mkdtempSync(join(tmpdir(), "liftoff-db-")), "app.db"));
    try {
      expect(await migrateToLatest(db)).toEqual(["0001_initial", "0002_saved_plan_cards", "0003_plan_count_index", "0004_waitlist_admin", "0005_admin_search", "0006_generation_leases", "0007_form_submissions", "0008_saved_plans_search"]);
      expect(await migrateToLatest(db)).toEqual([]);
      const tables = await db.introspection.getTables();
      const names = tables.map((t) => t.name);
      for (const table of ["sessions", "users", "marketing_plans", "waitlist_entries", "generations", "api_keys", "api_tokens", "rate_limits", "admin_audit", "form_submissions"]) {
        expect(names).toContain(table);
      }
      const plans = tables.find((t) => t.name === "marketing_plans")!;
      expect(plans.columns.map((c) => c.name)).toEqual(
        expect.arrayContaining(["user_id", "product_name", "budget_range", "time_horizon", "skills", "include_marketing_wisdom", "generated_plan", "created_at"]),
      );
      const indexes = await sql<{ name: string }>`select name from sqlite_master where type = 'index' and name not like 'sqlite_%'`.execute(db);
      expect(indexes.rows.map((r) => r.name)).toEqual(
        expect.arrayContaining(["marketing_plans_user_created", "sessions_expires_at", "generations_visitor", "generations_status"]),
      );
    } finally {
      await db.destroy();
    }
  });

  it("enforces foreign keys: a plan needs an existing user", async () => {
    const db = openDatabase(join(mkdtempSync(join(tmpdir(), "liftoff-db-")), "app.db"));
    try {
      await migrateToLatest(db);
      const insert = db.insertInto("marketing_plans").values({
        user_id: 999, product_name: "X", product_website: null, product_type: "saas", product_stage: "mvp",
        product_description: "d", audience_type: "developer", custom_audience_type: null, audience_geography: "global",
        specific_country: null, local_region: null, audience_persona: "p", budget_range: "seed", time_horizon: "quarter",
        skills: "[]", primary_goal: "signups", success_metrics: "m", challenges: "c", include_marketing_wisdom: 1,
        generated_plan: null, customer_profile: null, created_at: "2025-01-05T00:00:00Z", updated_at: "2025-01-05T00:00:00Z",
      });
      await expect(insert.execute()).rejects.toThrow(/FOREIGN KEY/);
    } finally {
      await db.destroy();
    }
  });

  it("prepares each SQL text once, still answers after a schema change, and bounds what it keeps", () => {
    const sqlite = new SQLite(":memory:");
    const cached = withStatementCache(sqlite);
    try {
      sqlite.exec("create table t (a integer)");
      const insert = cached.prepare("insert into t (a) values (?)");
      expect(cached.prepare("insert into t (a) values (?)")).toBe(insert);
      const count = cached.prepare("select count(*) as n from t");
      insert.run([1]);
      insert.run([2]);
      expect(count.all([])).toEqual([{ n: 2 }]);
      sqlite.exec("alter table t add column b text");
      expect(cached.prepare("select count(*) as n from t").all([])).toEqual([{ n: 2 }]);
      for (let i = 0; i < 500; i++) cached.prepare(`select ${i} as n`);
      expect(cached.prepare("insert into t (a) values (?)")).not.toBe(insert);
    } finally {
      cached.close();
    }
  });
});
