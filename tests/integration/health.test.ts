/** Issue 14, item 4: liveness (/healthz) and readiness (/readyz: database reachable, migrations applied). */
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { callLoader, Jar } from "../support/remix";

describe("health checks", () => {
  it("/healthz answers ok while the process runs", async () => {
    const healthz = await import("../../app/routes/healthz");
    const res = await callLoader(healthz, new Jar().get("/healthz"));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "ok" });
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("/readyz is ok once every migration has run, and 503 naming the missing one otherwise", async () => {
    const readyz = await import("../../app/routes/readyz");
    const { db } = await import("../../app/db.server");
    expect(await callLoader(readyz, new Jar().get("/readyz"))).toMatchObject({ status: 200, body: { status: "ok" } });

    // As if this code were deployed before its migration ran.
    const [last] = (await sql<{ name: string; timestamp: string }>`select name, timestamp from kysely_migration order by name desc limit 1`.execute(db)).rows;
    if (!last) throw new Error("no migration has run");
    await sql`delete from kysely_migration where name = ${last.name}`.execute(db);
    try {
      const res = await callLoader(readyz, new Jar().get("/readyz"));
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ status: "unavailable", reason: `migrations not applied: ${last.name}` });
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${last.name}, ${last.timestamp})`.execute(db);
    }
    expect((await callLoader(readyz, new Jar().get("/readyz"))).status).toBe(200);
  });
});
