import type { Kysely } from "kysely";
import { epochMsType } from "../dialect";

/**
 * One row per form submission key (app/submissions.server.ts): a resent form (a double tap, the
 * browser's resubmit, an API retry with the same Idempotency-Key) finds the first one's result
 * here instead of doing the work again. Rows older than a day are swept.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's types */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("form_submissions")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("fingerprint", "text", (c) => c.notNull())
    .addColumn("result", "text")
    .addColumn("created_at", epochMsType(db), (c) => c.notNull())
    .execute();
  await db.schema.createIndex("form_submissions_created").on("form_submissions").column("created_at").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("form_submissions").ifExists().execute();
}
