/**
 * `npm start`: builds the app when there is no build yet (or the sources are newer), migrates the
 * database, then serves the production build with remix-serve on PORT (default 3000).
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const buildDir = process.env.REMIX_BUILD_DIR || "build";
const serverEntry = join(buildDir, "server", "index.js");

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

function run(command, args, env = process.env) {
  const result = spawnSync(command, args, { stdio: "inherit", env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const stale =
  !existsSync(serverEntry) ||
  Math.max(newestMtime("app"), newestMtime("db"), newestMtime("public")) > statSync(serverEntry).mtimeMs;
if (stale) {
  console.log("Building the app (first start, or the sources changed)…");
  run("npx", ["remix", "vite:build"]);
}

run(process.execPath, ["--import", "tsx", "scripts/migrate.ts"]);

const server = spawn("npx", ["remix-serve", serverEntry], {
  stdio: "inherit",
  env: { NODE_ENV: "production", ...process.env },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
