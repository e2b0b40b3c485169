/**
 * The yardstick of issue 11: a trivial Remix app (bench/trivial-remix-app/: Remix's template root and
 * one route rendering an `<h1>`, no loader) built from the packages installed for the app, with
 * the app's future flags, into a temporary directory, and served with NODE_ENV=production by
 * either server:
 * - "remix-serve": the server of Remix's templates (Express, compression, static files, morgan);
 * - "app-server": server/index.mjs, the server `npm start` runs the app with (Express, compression,
 *   static files, a JSON request log with request ids), so the app and the page share one HTTP layer.
 */
import { spawn, spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import remixConfig from "../remix.config.js";
import { stopChild, waitForUrl, type RunningServer } from "./lib";

const nodeModules = realpathSync(resolve("node_modules"));

/** Builds the trivial app into a new temporary directory and returns that directory. */
export function buildTrivialRemix(): string {
  const dir = mkdtempSync(join(tmpdir(), "liftoff-trivial-remix-"));
  cpSync(new URL("./trivial-remix-app", import.meta.url), join(dir, "app"), { recursive: true });
  mkdirSync(join(dir, "public")); // remix-serve checks public/ for every request, as it does for the app
  symlinkSync(nodeModules, join(dir, "node_modules"), "dir");
  // The app's versions of what a Remix template depends on (Remix reads its server runtime from here).
  const own = JSON.parse(readFileSync("package.json", "utf8")) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };
  const pick = (names: string[]) => Object.fromEntries(names.map((name) => [name, own.dependencies[name] ?? own.devDependencies[name]]));
  const dependencies = pick(["@remix-run/node", "@remix-run/react", "@remix-run/serve", "isbot", "react", "react-dom"]);
  const devDependencies = pick(["@remix-run/dev", "vite"]);
  writeFileSync(join(dir, "package.json"), JSON.stringify({ name: "trivial-remix", private: true, type: "module", dependencies, devDependencies }));
  writeFileSync(join(dir, "tsconfig.json"), JSON.stringify({ compilerOptions: { jsx: "react-jsx" } }));
  const future = (remixConfig as { future?: Record<string, boolean> }).future ?? {};
  writeFileSync(
    join(dir, "vite.config.mjs"),
    [
      'import { vitePlugin as remix } from "@remix-run/dev";',
      'import { defineConfig } from "vite";',
      `export default defineConfig({ cacheDir: ".vite", logLevel: "warn", plugins: [remix({ future: ${JSON.stringify(future)} })] });`,
    ].join("\n"),
  );
  const build = spawnSync(process.execPath, [join(nodeModules, "@remix-run/dev/dist/cli.js"), "vite:build"], {
    cwd: dir,
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (build.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error("building the trivial Remix app failed");
  }
  return dir;
}

export type TrivialServer = "remix-serve" | "app-server";

/** Starts the trivial app built in `dir` under `server` on `port`. */
export async function startTrivialRemix(dir: string, server: TrivialServer, port: number): Promise<RunningServer> {
  const entry = server === "remix-serve" ? join(nodeModules, "@remix-run/serve/dist/cli.js") : resolve("server/index.mjs");
  const child = spawn(process.execPath, [entry, "build/server/index.js"], {
    cwd: dir,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, PORT: String(port), NODE_ENV: "production", WEB_CONCURRENCY: "1" },
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForUrl(`${url}/`);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return { url, process: child, dbFile: "", stop: () => stopChild(child) };
}
