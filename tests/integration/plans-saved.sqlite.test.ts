/**
 * /saved's queries as SQLite plans them: the card index and the FTS5 table (migration 0008), never
 * the plan rows. Runs only in the SQLite run (vitest.config.ts leaves *.sqlite.test.ts out of the
 * PostgreSQL one, where database-dialects.postgres.test.ts checks the trigram indexes instead).
 */
import type { CompiledQuery } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";

let queries: typeof import("../../app/saved-plans/queries.server");

beforeAll(async () => {
  queries = await import("../../app/saved-plans/queries.server");
});

describe("/saved on SQLite", () => {
  it("the list, its count and the search read only the card index, never the plan rows", async () => {
    const { db } = await import("../../app/db.server");
    const explain = async (compiled: CompiledQuery) => {
      const { rows } = await db.executeQuery<{ detail: string }>({ ...compiled, sql: `explain query plan ${compiled.sql}` });
      return rows.map((r) => r.detail).join(" | ");
    };
    for (const q of ["", "rocket", "Developers"]) {
      const { count, page } = queries.cardQueries(1, q);
      const pageDetail = await explain(page(12, 48).compile());
      expect(pageDetail).toContain("USING COVERING INDEX marketing_plans_user_cards");
      expect(pageDetail).not.toContain("TEMP B-TREE");
      // Counting may use the narrower (user_id, created_at, id) index: a search of the name and
      // description reads the FTS5 table (migration 0008), the audience label needs the card one.
      const countDetail = await explain(count.compile());
      expect(countDetail).toMatch(
        q === "Developers" ? /USING COVERING INDEX marketing_plans_user_cards/ : /USING COVERING INDEX marketing_plans_user_(cards|created)/,
      );
      if (q) expect(`${pageDetail} | ${countDetail}`).not.toMatch(/SCAN marketing_plans\b(?!_search)/);
      if (q) expect(countDetail).toContain("SCAN marketing_plans_search VIRTUAL TABLE");
    }
  });
});
