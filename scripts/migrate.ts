/** `npm run db:migrate`: brings the database at DATABASE_URL (default ./data/app.db) to the latest schema. */
import { config } from "../app/config.server";
import { migrateToLatest } from "../db/migrate";
import { openDatabase } from "../db/index.server";

const db = openDatabase(config.DATABASE_URL);
try {
  const applied = await migrateToLatest(db);
  console.log(applied.length ? `Applied migrations: ${applied.join(", ")}` : "Database is up to date.");
} finally {
  await db.destroy();
}
