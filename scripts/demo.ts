/**
 * `npm run demo`: fills the database (DATABASE_URL, default ./data/app.db; migrated first) with a
 * demo account and its saved plans, and waitlist entries. Prints the account and its password.
 * Refuses a database that already has accounts unless run as `npm run demo -- --force`.
 */
import { reportingConfigErrors } from "./config-errors";

await reportingConfigErrors(async () => {
  const { config } = await import("../app/config.server");
  const { migrateToLatest } = await import("../db/migrate");
  const { withoutPassword } = await import("../db/dialect");
  const { db } = await import("../app/db.server");
  const { seedDemo, DemoRefused } = await import("./demo-seed");
  try {
    await migrateToLatest(db);
    const demo = await seedDemo({ force: process.argv.includes("--force") });
    console.log(`Demo data added to ${withoutPassword(config.DATABASE_URL)}:`);
    console.log(`  Account:  ${demo.email}`);
    console.log(`  Password: ${demo.password}`);
    console.log(`  ${demo.plans} saved plans, ${demo.waitlistEntries} waitlist entries.`);
    console.log(`Start the app (npm start) and sign in at http://localhost:${config.PORT}/login?tab=signin`);
  } catch (error) {
    if (!(error instanceof DemoRefused)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  } finally {
    await db.destroy();
  }
});
