/**
 * Issue 14, item 2: one schema and one set of queries on SQLite and PostgreSQL. These run in both
 * runs (`npm run test:unit` on SQLite, `npm run test:pg` on PostgreSQL); what only exists on
 * PostgreSQL is checked in database-dialects.postgres.test.ts.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { onPostgres } from "../support/database";
import { Jar } from "../support/remix";
import { planBody, signUp, userIdOf } from "./auth-support";

let db: typeof import("../../app/db.server").db;
let dialect: typeof import("../../app/db.server").dialect;
let plans: typeof import("../../app/saved-plans/queries.server");
let admin: typeof import("../../app/admin/queries.server");
type PlanInput = import("../../app/saved-plans/plan-input.server").PlanInput;

beforeAll(async () => {
  ({ db, dialect } = await import("../../app/db.server"));
  plans = await import("../../app/saved-plans/queries.server");
  admin = await import("../../app/admin/queries.server");
});

const names = async (userId: number, q: string) => (await plans.listPlanCards(userId, { q })).cards.map((c) => c.productName);

describe("the database this run uses", () => {
  it("is the one TEST_DATABASE_URL asks for", () => {
    expect(dialect).toBe(onPostgres ? "postgres" : "sqlite");
  });

  it("keeps /saved's search index in step with every insert, edit and deletion of a plan", async () => {
    await signUp(new Jar(), "in-step@example.com");
    const userId = await userIdOf("in-step@example.com");
    const [plan] = [await plans.createPlan(userId, planBody({ productName: "Orbital Rocket", productDescription: "Sends parcels up" }) as PlanInput)];
    expect(await names(userId, "rocket")).toEqual(["Orbital Rocket"]);
    expect(await names(userId, "PARCELS")).toEqual(["Orbital Rocket"]);
    await plans.updatePlan(userId, plan!.id, planBody({ productName: "Harbour Ferry", productDescription: "Crosses the bay" }) as PlanInput);
    expect(await names(userId, "rocket")).toEqual([]);
    expect(await names(userId, "parcels")).toEqual([]);
    expect(await names(userId, "ferry")).toEqual(["Harbour Ferry"]);
    expect(await names(userId, "the bay")).toEqual(["Harbour Ferry"]);
    expect(await plans.deletePlan(userId, plan!.id)).toBe(true);
    expect(await names(userId, "ferry")).toEqual([]);
  });

  it("reads epoch milliseconds and counts back as numbers", async () => {
    const at = Date.UTC(2030, 0, 1);
    await db.insertInto("rate_limits").values({ key: "dialect-test", window_start: at, count: 3 }).execute();
    const row = await db.selectFrom("rate_limits").select(["window_start", "count"]).where("key", "=", "dialect-test").executeTakeFirstOrThrow();
    expect(row).toEqual({ window_start: at, count: 3 });
    const counted = await db.selectFrom("rate_limits").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    expect(typeof counted.n).toBe("number");
  });

  it("fills created_at with the ISO-8601 text the app writes itself", async () => {
    const entry = await db
      .insertInto("waitlist_entries")
      .values({ full_name: "Ada", email: "stamp@example.com", product_name: "Engine", product_website: null })
      .returning(["id", "created_at"])
      .executeTakeFirstOrThrow();
    expect(typeof entry.id).toBe("number");
    expect(entry.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(Math.abs(Date.parse(entry.created_at) - Date.now())).toBeLessThan(60_000);
  });

  it("answers an id too large for a row (from a URL) as not found, not as an error", async () => {
    await signUp(new Jar(), "big-ids@example.com");
    const userId = await userIdOf("big-ids@example.com");
    expect(plans.parsePlanId("99999999999")).toBeNull();
    expect(await plans.getPlan(userId, 99_999_999_999)).toBeNull();
    expect(await admin.getWaitlistEntry(99_999_999_999)).toBeNull();
    expect((await admin.searchUsers({ q: "99999999999" })).rows).toEqual([]);
  });
});
