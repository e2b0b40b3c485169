/**
 * /saved's queries as PostgreSQL plans them (the SQLite run checks its own in
 * plans-saved.sqlite.test.ts): there is no card index (migration 0002), so a page's ids come from
 * the narrow (user_id, created_at, id) index alone, however deep the page, and only the page's rows
 * are read; the count reads that index alone too. Runs only with `npm run test:pg`.
 */
import { sql, type CompiledQuery } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";

let db: typeof import("../../app/db.server").db;
let queries: typeof import("../../app/saved-plans/queries.server");

beforeAll(async () => {
  ({ db } = await import("../../app/db.server"));
  queries = await import("../../app/saved-plans/queries.server");
});

const PLANS = 3000;

describe("/saved on PostgreSQL", () => {
  it("a deep page reads the ids from the index and only its own 12 rows; the count reads the index alone", async () => {
    const user = await db
      .insertInto("users")
      .values({ email: "deep@example.com", username: "deep", auth_uid: "deep-uid", password_hash: null, created_at: new Date().toISOString() })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db.transaction().execute(async (trx) => {
      // Committed as a server does (the test cluster's are asynchronous), so VACUUM can mark the
      // pages all-visible, as autovacuum would on a server.
      await sql`set local synchronous_commit = on`.execute(trx);
      await sql`insert into marketing_plans (user_id, product_name, product_type, product_stage, product_description, audience_type,
          audience_geography, audience_persona, budget_range, time_horizon, primary_goal, success_metrics, challenges, generated_plan,
          created_at, updated_at)
        select ${user.id}, 'Plan ' || i, 'saas', 'launched', repeat('A description long enough to be compressed. ', 14), 'developer',
          'global', 'persona', 'zero', '3-months', 'signups', 'metrics', 'challenges', repeat('{"plan": "text"}', 300),
          to_char(timestamp '2024-01-01' + i * interval '1 hour', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), '2024-01-01T00:00:00.000Z'
        from generate_series(1, ${PLANS}) as i`.execute(trx);
    });
    await sql`vacuum analyze marketing_plans`.execute(db);

    const explain = async (compiled: CompiledQuery) => {
      const { rows } = await db.executeQuery<{ "QUERY PLAN": string }>({ ...compiled, sql: `explain (analyze, costs off, timing off) ${compiled.sql}` });
      return rows.map((r) => r["QUERY PLAN"]).join("\n");
    };
    const { count, page } = queries.cardQueries(user.id, "");
    const offset = PLANS / 2;
    const pagePlan = await explain(page(12, offset).compile());
    expect(pagePlan).toMatch(/Index Only Scan using marketing_plans_user_created .*\(actual rows=\d+ loops=1\)/);
    expect(pagePlan).toMatch(/Index Scan using marketing_plans_pkey on marketing_plans .*\(actual rows=1 loops=12\)/);
    expect(pagePlan).not.toContain("Seq Scan");
    const countPlan = await explain(count.compile());
    expect(countPlan).toContain("Index Only Scan using marketing_plans_user_created");
    expect(countPlan).not.toContain("Seq Scan");

    // The same page, newest first, as the plain query gives it.
    const expected = await db
      .selectFrom("marketing_plans")
      .select("product_name")
      .where("user_id", "=", user.id)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(12)
      .offset(offset)
      .execute();
    const listed = await queries.listPlanCards(user.id, { page: offset / 12 + 1 });
    expect(listed).toMatchObject({ total: PLANS, page: offset / 12 + 1, pageCount: PLANS / 12 });
    expect(listed.cards.map((c) => c.productName)).toEqual(expected.map((r) => r.product_name));
    expect(listed.cards[0]?.productName).toBe(`Plan ${PLANS - offset}`);
    expect(listed.cards[0]?.productDescription).toMatch(/^A description long enough to be compressed\. .*…$/);
  });
});
