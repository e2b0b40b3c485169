/** Builds the app when there is no build yet or the sources are newer than it (npm start, bench). */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

function newestMtime(dir) {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

export function buildDir() {
  return process.env.REMIX_BUILD_DIR || "build";
}

export function ensureBuild() {
  const serverEntry = join(buildDir(), "server", "index.js");
  const stale =
    !existsSync(serverEntry) ||
    Math.max(newestMtime("app"), newestMtime("db"), newestMtime("public")) > statSync(serverEntry).mtimeMs;
  if (!stale) return serverEntry;
  console.log("Building the app (first start, or the sources changed)…");
  const result = spawnSync("npx", ["remix", "vite:build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
  return serverEntry;
}
