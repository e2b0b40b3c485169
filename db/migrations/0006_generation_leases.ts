import type { Kysely } from "kysely";
import { epochMsType } from "../dialect";

/**
 * Generations are claimed with a lease: the worker that runs one names itself and renews an
 * expiry while it works; another worker (another process or instance) takes the row over only
 * once that expiry has passed. Rows running before this migration have no lease: takeable.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's types */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("generations").addColumn("lease_owner", "text").execute();
  await db.schema.alterTable("generations").addColumn("lease_expires_at", epochMsType(db)).execute();
  await db.schema.createIndex("generations_unfinished").on("generations").columns(["status", "lease_expires_at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("generations_unfinished").ifExists().execute();
  await db.schema.alterTable("generations").dropColumn("lease_expires_at").execute();
  await db.schema.alterTable("generations").dropColumn("lease_owner").execute();
}
