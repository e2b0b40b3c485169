import { sql, type Kysely } from "kysely";
import { idColumn, nowIsoDefault } from "../dialect";

/**
 * The waitlist and the admin area: one entry per email (joining twice updates it, so emails are
 * stored trimmed and lower-cased and kept unique), when an entry last changed, and the admin audit
 * trail (who did what to which entry, when).
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's types */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("waitlist_entries").addColumn("updated_at", "text").execute();
  await sql`update waitlist_entries set email = lower(trim(email)), updated_at = created_at`.execute(db);
  // Keep the newest entry of any email that was stored twice before it had to be unique.
  await sql`delete from waitlist_entries where id not in (select max(id) from waitlist_entries group by email)`.execute(db);
  await db.schema.createIndex("waitlist_entries_email").unique().on("waitlist_entries").column("email").execute();

  await db.schema
    .createTable("admin_audit")
    .addColumn("id", ...idColumn(db))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(nowIsoDefault(db)))
    .addColumn("admin_email", "text", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("target_type", "text")
    .addColumn("target_id", "integer")
    .addColumn("detail", "text")
    .execute();
  await db.schema.createIndex("admin_audit_created").on("admin_audit").columns(["created_at desc", "id desc"]).execute();
  await db.schema.createIndex("admin_audit_target").on("admin_audit").columns(["target_type", "target_id"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("admin_audit").ifExists().execute();
  await db.schema.dropIndex("waitlist_entries_email").ifExists().execute();
  await db.schema.alterTable("waitlist_entries").dropColumn("updated_at").execute();
}
