/** `npm run db:migrate`: brings the database at DATABASE_URL (default ./data/app.db) to the latest schema. */
import { reportingConfigErrors } from "./config-errors";

await reportingConfigErrors(async () => {
  const { config } = await import("../app/config.server");
  const { migrateToLatest } = await import("../db/migrate");
  const { openDatabase } = await import("../db/index.server");
  const db = openDatabase(config.DATABASE_URL);
  try {
    const applied = await migrateToLatest(db);
    console.log(applied.length ? `Applied migrations: ${applied.join(", ")}` : "Database is up to date.");
  } finally {
    await db.destroy();
  }
});
