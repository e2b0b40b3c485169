import { Migrator, type Kysely, type Migration, type MigrationProvider } from "kysely";
import * as m0001 from "./migrations/0001_initial";
import * as m0002 from "./migrations/0002_saved_plan_cards";
import * as m0003 from "./migrations/0003_plan_count_index";
import * as m0004 from "./migrations/0004_waitlist_admin";
import * as m0005 from "./migrations/0005_admin_search";
import * as m0006 from "./migrations/0006_generation_leases";
import * as m0007 from "./migrations/0007_form_submissions";
import * as m0008 from "./migrations/0008_saved_plans_search";
import type { Database } from "./schema";

/**
 * A static provider: the migrations are imported, so they are bundled with the server and
 * need no file-system look-up at run time (FileMigrationProvider cannot see bundled code).
 * Add each new migration here, numbered; never edit one that has landed.
 */
const migrations: Record<string, Migration> = {
  "0001_initial": m0001,
  "0002_saved_plan_cards": m0002,
  "0003_plan_count_index": m0003,
  "0004_waitlist_admin": m0004,
  "0005_admin_search": m0005,
  "0006_generation_leases": m0006,
  "0007_form_submissions": m0007,
  "0008_saved_plans_search": m0008,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}

/** Migrations this code knows and the database has not run yet (none: the schema is current). */
export async function pendingMigrations(db: Kysely<Database>): Promise<string[]> {
  const known = await new Migrator({ db, provider }).getMigrations();
  return known.filter((m) => m.executedAt === undefined).map((m) => m.name);
}
