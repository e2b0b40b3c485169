/**
 * Playwright's app server: a fresh SQLite file for every run, migrated, then the production
 * build served by remix-serve (the same path as `npm start`, minus the build check).
 */
import { spawn, spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { join } from "node:path";

const db = process.env.DATABASE_URL;
if (!db) throw new Error("DATABASE_URL must be set for the e2e server");
for (const suffix of ["", "-wal", "-shm"]) rmSync(db + suffix, { force: true });

const migrate = spawnSync(process.execPath, ["--import", "tsx", "scripts/migrate.ts"], { stdio: "inherit" });
if (migrate.status !== 0) process.exit(migrate.status ?? 1);

const buildDir = process.env.REMIX_BUILD_DIR || "build";
const server = spawn(process.execPath, ["node_modules/@remix-run/serve/dist/cli.js", join(buildDir, "server", "index.js")], {
  stdio: "inherit",
  env: { ...process.env, NODE_ENV: "production" },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
