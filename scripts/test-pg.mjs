/**
 * `npm run test:pg`: the database and integration tests (tests/integration) against PostgreSQL.
 * Starts a throw-away cluster (tests/support/pg-cluster.mjs), runs Vitest with TEST_DATABASE_URL
 * pointing at it (each test file gets a fresh database: tests/support/setup-env.ts), then stops
 * and deletes the cluster. Further arguments go to Vitest (files, -t …) instead of tests/integration.
 *
 * `--if-available` (npm test): without PostgreSQL's programs, say so in one line and succeed.
 */
import { spawn } from "node:child_process";
import { postgresBin, startPostgresCluster } from "../tests/support/pg-cluster.mjs";

const args = process.argv.slice(2);
const ifAvailable = args.includes("--if-available");
const vitestArgs = args.filter((a) => a !== "--if-available");

if (!postgresBin()) {
  const message = "PostgreSQL is not installed: the integration tests ran on SQLite only (Debian: apt-get install postgresql, or set PG_BIN).";
  if (ifAvailable) {
    console.log(message);
    process.exit(0);
  }
  console.error(message.replace("ran on SQLite only", "cannot run on PostgreSQL"));
  process.exit(1);
}

const cluster = await startPostgresCluster();
console.log(`PostgreSQL for the tests at ${cluster.url} (throw-away, in ${cluster.dir})`);
let stopped = false;
const stop = () => {
  if (stopped) return;
  stopped = true;
  cluster.stop();
};
const vitest = spawn(process.execPath, ["node_modules/vitest/vitest.mjs", "run", ...(vitestArgs.length ? vitestArgs : ["tests/integration"])], {
  stdio: "inherit",
  env: { ...process.env, TEST_DATABASE_URL: cluster.url },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => vitest.kill(signal));
const code = await new Promise((done) => vitest.on("exit", (c, signal) => done(c ?? (signal ? 1 : 0))));
stop();
process.exit(code);
