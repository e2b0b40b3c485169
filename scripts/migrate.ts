/** `npm run db:migrate`: brings the database at DATABASE_URL (default ./data/app.db) to the latest schema. */
export {};

try {
  // Imported here so a setting the app cannot start with is one line, not a stack trace.
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
} catch (error) {
  // The config module itself failed to load, so its class cannot be imported: it is known by name.
  if (!(error instanceof Error && error.name === "ConfigError")) throw error;
  console.error(error.message);
  process.exit(1);
}
