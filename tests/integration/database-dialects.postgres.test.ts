/**
 * Issue 14, item 2: what only exists on PostgreSQL (pg_trgm indexes, FOR UPDATE SKIP LOCKED). Runs
 * only in the PostgreSQL run (`npm run test:pg`): vitest.config.ts leaves *.postgres.test.ts out of
 * the SQLite run, as it leaves *.sqlite.test.ts out of this one.
 */
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { answers } from "../support/answers";
import { countMatches } from "../../db/dialect";

let db: typeof import("../../app/db.server").db;
let generations: typeof import("../../app/generation/queries.server");
let admin: typeof import("../../app/admin/queries.server");

beforeAll(async () => {
  ({ db } = await import("../../app/db.server"));
  generations = await import("../../app/generation/queries.server");
  admin = await import("../../app/admin/queries.server");
});

describe("on PostgreSQL", () => {
  it("has pg_trgm GIN indexes for the admin and /saved searches, and the admin search uses one", async () => {
    const { rows } = await sql<{ indexname: string; indexdef: string }>`select indexname, indexdef from pg_indexes where indexname like '%_trgm'`.execute(db);
    expect(rows.map((r) => r.indexname).sort()).toEqual([
      "marketing_plans_audience_type_trgm", "marketing_plans_product_description_trgm", "marketing_plans_product_name_trgm",
      "users_auth_uid_trgm", "users_email_trgm",
      "waitlist_entries_email_trgm", "waitlist_entries_full_name_trgm", "waitlist_entries_product_name_trgm", "waitlist_entries_product_website_trgm",
    ]);
    for (const r of rows) expect(r.indexdef).toMatch(/USING gin .*gin_trgm_ops/);
    await sql`insert into waitlist_entries (full_name, email, product_name)
      select md5(i::text), 'p' || i || '@trgm.example', md5((i * 7)::text) from generate_series(1, 20000) as i`.execute(db);
    await sql`vacuum analyze waitlist_entries`.execute(db); // as autovacuum would: the GIN pending list merged
    // The admin search's count, as the app runs it: a BitmapOr over the four columns' indexes.
    const compiled = countMatches("postgres", "waitlist", "p12@trgm", admin.SEARCH_COUNT_CAP).compile(db);
    const plan = await db.executeQuery<{ "QUERY PLAN": string }>({ ...compiled, sql: `explain ${compiled.sql}` });
    const detail = plan.rows.map((r) => r["QUERY PLAN"]).join("\n");
    for (const column of ["full_name", "email", "product_name", "product_website"]) expect(detail).toContain(`waitlist_entries_${column}_trgm`);
    expect(detail).not.toContain("Seq Scan");
    expect((await admin.searchWaitlist({ q: "P12@TRGM" })).rows.map((r) => r.email)).toEqual(["p12@trgm.example"]);
    expect((await admin.searchWaitlist({ q: "1999@" })).total).toBe(2); // p1999@ and p11999@
  });

  it("claims with FOR UPDATE SKIP LOCKED: a row another transaction holds is skipped at once, then claimable", async () => {
    const id = await generations.insertGeneration({ visitorId: "v-skip-locked", input: answers, useBuiltin: false });
    await db.transaction().execute(async (trx) => {
      await sql`select id from generations where id = ${id} for update`.execute(trx);
      const started = Date.now();
      expect(await generations.claimGeneration(id, "other-worker")).toBeNull();
      expect(Date.now() - started).toBeLessThan(2_000); // skipped, not waited for
    });
    expect(await generations.claimGeneration(id, "other-worker")).toEqual({ id, owner: "other-worker" });
    expect(await generations.claimGeneration(id, "third-worker")).toBeNull();
  });
});
