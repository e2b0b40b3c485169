import type { Kysely } from "kysely";
import { createSearchIndex, dropSearchIndex } from "../dialect";

/**
 * /saved's search (name, description and audience type, case-insensitive substrings) through an
 * index instead of a LIKE scan of every plan the user has: on SQLite an FTS5 trigram table kept in
 * step with marketing_plans by triggers, on PostgreSQL a pg_trgm GIN index (db/dialect.ts).
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's types */
export async function up(db: Kysely<any>): Promise<void> {
  await createSearchIndex(db, "plans");
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropSearchIndex(db, "plans");
}
