import type { Kysely } from "kysely";
import { epochMsType, idColumn, nowIsoDefault } from "../dialect";

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's types */
export async function up(db: Kysely<any>): Promise<void> {
  // Written for SQLite first; the few column types PostgreSQL spells differently come from db/dialect.
  const now = nowIsoDefault(db);
  const id = idColumn(db);
  const epochMs = epochMsType(db);

  await db.schema
    .createTable("sessions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("data", "text", (c) => c.notNull())
    .addColumn("expires_at", epochMs)
    .execute();
  await db.schema.createIndex("sessions_expires_at").on("sessions").column("expires_at").execute();

  await db.schema
    .createTable("users")
    .addColumn("id", ...id)
    .addColumn("username", "text", (c) => c.notNull().unique())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("auth_uid", "text", (c) => c.notNull().unique())
    .addColumn("password_hash", "text")
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable("marketing_plans")
    .addColumn("id", ...id)
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("product_name", "text", (c) => c.notNull())
    .addColumn("product_website", "text")
    .addColumn("product_type", "text", (c) => c.notNull())
    .addColumn("product_stage", "text", (c) => c.notNull())
    .addColumn("product_description", "text", (c) => c.notNull())
    .addColumn("audience_type", "text", (c) => c.notNull())
    .addColumn("custom_audience_type", "text")
    .addColumn("audience_geography", "text", (c) => c.notNull())
    .addColumn("specific_country", "text")
    .addColumn("local_region", "text")
    .addColumn("audience_persona", "text", (c) => c.notNull())
    .addColumn("budget_range", "text", (c) => c.notNull())
    .addColumn("time_horizon", "text", (c) => c.notNull())
    .addColumn("skills", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("primary_goal", "text", (c) => c.notNull())
    .addColumn("success_metrics", "text", (c) => c.notNull())
    .addColumn("challenges", "text", (c) => c.notNull())
    .addColumn("include_marketing_wisdom", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("generated_plan", "text")
    .addColumn("customer_profile", "text")
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  // The saved-plans list reads one user's plans, newest first, a page at a time.
  await db.schema
    .createIndex("marketing_plans_user_created")
    .on("marketing_plans")
    .columns(["user_id", "created_at desc", "id desc"])
    .execute();

  await db.schema
    .createTable("waitlist_entries")
    .addColumn("id", ...id)
    .addColumn("full_name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("product_name", "text", (c) => c.notNull())
    .addColumn("product_website", "text")
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex("waitlist_entries_created").on("waitlist_entries").column("created_at").execute();

  await db.schema
    .createTable("generations")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("visitor_id", "text", (c) => c.notNull())
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("input", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("stage", "text")
    .addColumn("profile", "text")
    .addColumn("profile_error", "text")
    .addColumn("plan", "text")
    .addColumn("error", "text")
    .addColumn("use_builtin", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex("generations_visitor").on("generations").columns(["visitor_id", "created_at"]).execute();
  await db.schema.createIndex("generations_status").on("generations").column("status").execute();

  await db.schema
    .createTable("api_keys")
    .addColumn("visitor_id", "text", (c) => c.primaryKey())
    .addColumn("ciphertext", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable("api_tokens")
    .addColumn("id", ...id)
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("name", "text")
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("revoked_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex("api_tokens_user").on("api_tokens").column("user_id").execute();

  await db.schema
    .createTable("rate_limits")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("window_start", epochMs, (c) => c.notNull())
    .addColumn("count", "integer", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    "rate_limits", "api_tokens", "api_keys", "generations", "waitlist_entries", "marketing_plans", "users", "sessions",
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
