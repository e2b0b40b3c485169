import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseConfig } from "~/config.server";
import { databaseUrlProblem, nodeVersionProblem, sqliteProblem } from "../../scripts/preflight.mjs";

/** `node scripts/start.mjs` with `env`, stopped (with anything it started) after `timeoutMs`. */
function runStart(env: Record<string, string>, timeoutMs: number) {
  return new Promise<{ code: number | null; stdout: string; stderr: string; ms: number }>((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, ["scripts/start.mjs"], { env: { ...process.env, ...env }, detached: true });
    let [stdout, stderr] = ["", ""];
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    const timer = setTimeout(() => process.kill(-child.pid!, "SIGKILL"), timeoutMs);
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, ms: Date.now() - started });
    });
  });
}

describe("npm start's first checks", () => {
  it("accepts a Node.js at or above the engines field and names both versions otherwise", () => {
    expect(nodeVersionProblem("v20.12.0", ">=20.12")).toBeNull();
    expect(nodeVersionProblem("v22.1.0", ">=20.12")).toBeNull();
    expect(nodeVersionProblem("v20.11.1", ">=20.12")).toBe(
      "Liftoff needs Node.js 20.12 or newer; this is 20.11.1. Install a newer Node.js (https://nodejs.org), then run npm install again.",
    );
    expect(nodeVersionProblem("v18.19.0", ">=20.12")).toContain("this is 18.19.0");
  });

  it("passes when the SQLite module loads (as it does here)", () => {
    expect(sqliteProblem()).toBeNull();
  });

  it("turns the SQLite module's load errors into one line saying what to run", () => {
    const failing = (message: string, code?: string) => () => {
      throw Object.assign(new Error(message), { code });
    };
    const rebuild = "The SQLite module (better-sqlite3) is missing its native part or was built for another Node.js: run `npm rebuild better-sqlite3`.";
    expect(sqliteProblem(failing("Could not locate the bindings file. Tried:\n → /app/node_modules/better-sqlite3/build/…"))).toBe(rebuild);
    expect(
      sqliteProblem(failing("The module 'better_sqlite3.node' was compiled against a different Node.js version using NODE_MODULE_VERSION 115.", "ERR_DLOPEN_FAILED")),
    ).toBe(rebuild);
    expect(sqliteProblem(failing("Cannot find module 'better-sqlite3'"))).toBe("The SQLite module (better-sqlite3) is not installed: run `npm install`.");
  });

  it("names a DATABASE_URL the app cannot use in the line the app's config stops on, never its password", () => {
    for (const value of ["mysql://root:hunter2@db/liftoff", "http://example.com/app.db", "sqlite:app.db", " postgres: "]) {
      const problem = databaseUrlProblem(value);
      expect(problem).not.toContain("hunter2");
      expect(() => parseConfig({ DATABASE_URL: value })).toThrow(problem!);
    }
    for (const value of [undefined, "", "./data/app.db", "C:\\liftoff\\app.db", "postgres://liftoff:secret@db/liftoff", "postgresql://localhost/liftoff"]) {
      expect(databaseUrlProblem(value)).toBeNull();
    }
  });

  it("npm start refuses a bad DATABASE_URL at once, before it builds anything", async () => {
    const dir = mkdtempSync(join(tmpdir(), "liftoff-start-"));
    const buildDir = join(dir, "build");
    try {
      const run = await runStart({ DATABASE_URL: "mysql://root:hunter2@db/liftoff", REMIX_BUILD_DIR: buildDir }, 15_000);
      expect(run.code).toBe(1);
      expect(run.stderr.trim()).toBe(
        "DATABASE_URL mysql://root:***@db/liftoff is neither a file path (SQLite) nor a postgres:// URL (PostgreSQL): set it to one of those in .env.",
      );
      expect(run.stdout).not.toContain("Building");
      expect(existsSync(buildDir)).toBe(false);
      expect(run.ms).toBeLessThan(5_000);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
