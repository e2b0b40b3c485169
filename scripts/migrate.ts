/** `npm run db:migrate`: brings the database at DATABASE_URL (default ./data/app.db) to the latest schema. */
import { reportingConfigErrors } from "./config-errors";

await reportingConfigErrors(async () => {
  const { config } = await import("../app/config.server");
  const { migrateToLatest } = await import("../db/migrate");
  const { openDatabase } = await import("../db/index.server");
  const { databaseTarget, postgresConnectionProblem } = await import("../db/dialect");
  const db = openDatabase(config.DATABASE_URL);
  try {
    const applied = await migrateToLatest(db);
    console.log(applied.length ? `Applied migrations: ${applied.join(", ")}` : "Database is up to date.");
  } catch (error) {
    // A PostgreSQL server that is down or refuses us: one line saying so, not a stack.
    const problem = databaseTarget(config.DATABASE_URL).kind === "postgres" ? postgresConnectionProblem(error, config.DATABASE_URL) : null;
    if (!problem) throw error;
    console.error(problem);
    process.exitCode = 1;
  } finally {
    await db.destroy();
  }
});
