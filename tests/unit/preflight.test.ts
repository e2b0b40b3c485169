import { describe, expect, it } from "vitest";
import { nodeVersionProblem, sqliteProblem } from "../../scripts/preflight.mjs";

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
});
