/**
 * The app server for end-to-end tests and benchmarks: a fresh SQLite file, migrated, then the
 * production build served by server/index.mjs (the same path as `npm start`, minus the build check).
 *
 * As a module (each Playwright worker, tests/e2e/fixtures.ts): `startAppServer({ database, env })`
 * picks a free port and resolves once the app answers, with its URL and `stop()`.
 * As a script (bench, screenshots): `node tests/support/e2e-server.mjs` with PORT and DATABASE_URL
 * set; it exits with the server.
 */
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { createServer } from "node:net";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

export const APP_HOST = "127.0.0.1";

/** Removes a SQLite file with its WAL and shared-memory files. */
export function removeDatabase(file) {
  for (const suffix of ["", "-wal", "-shm"]) rmSync(file + suffix, { force: true });
}

/** @param {NodeJS.ProcessEnv} env @param {import("node:child_process").StdioOptions} stdio */
function run(args, env, stdio) {
  return spawn(process.execPath, args, { env, stdio });
}

/** Migrates the database at env.DATABASE_URL, then serves the production build with env. */
async function migrateAndServe(env, stdio) {
  const migrate = run(["--import", "tsx", "scripts/migrate.ts"], env, stdio);
  const status = await new Promise((done) => migrate.on("exit", (code) => done(code ?? 1)));
  if (status !== 0) throw new Error(`migrating ${env.DATABASE_URL} failed (exit ${status})`);
  const buildDir = env.REMIX_BUILD_DIR || "build";
  // One process unless the caller asks for more: each test worker has its own app already.
  return run(["server/index.mjs", join(buildDir, "server", "index.js")], { WEB_CONCURRENCY: "1", ...env, NODE_ENV: "production" }, stdio);
}

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once("error", fail);
    probe.listen(0, APP_HOST, () => {
      const address = probe.address();
      probe.close(() => done(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/**
 * Starts the app on its own port and its own fresh database (`fresh: false`: the database as it is,
 * e.g. shared with another instance); `env` is added to this process's.
 * @param {{ database: string; env?: Record<string, string>; fresh?: boolean }} options
 * @returns {Promise<{ url: string; pid: number; stop: () => Promise<void> }>}
 */
export async function startAppServer({ database, env = {}, fresh = true }) {
  const port = await freePort();
  if (fresh) removeDatabase(database);
  const server = await migrateAndServe(
    { ...process.env, ...env, PORT: String(port), DATABASE_URL: database },
    ["ignore", "ignore", "inherit"],
  );
  const url = `http://${APP_HOST}:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${url}/`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 300 || server.exitCode !== null) throw new Error(`the app server for ${database} did not start`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    pid: server.pid ?? 0,
    stop: async () => {
      // The server waits for open requests on SIGTERM: give it a moment, then insist.
      const exited = new Promise((done) => {
        if (server.exitCode !== null || server.signalCode !== null) return done(undefined);
        server.once("exit", () => done(undefined));
      });
      server.kill("SIGTERM");
      const timer = setTimeout(() => server.kill("SIGKILL"), 2000);
      await exited;
      clearTimeout(timer);
      if (fresh) removeDatabase(database);
    },
  };
}

if (process.argv[1] && pathToFileURL(resolve(process.argv[1])).href === import.meta.url) {
  const database = process.env.DATABASE_URL;
  if (!database) throw new Error("DATABASE_URL must be set for the e2e server");
  removeDatabase(database);
  const server = await migrateAndServe(process.env, "inherit").catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
  server.on("exit", (code) => process.exit(code ?? 0));
}
