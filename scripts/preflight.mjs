/**
 * `npm start`'s first checks, before anything can fail with a stack trace: each problem is one line
 * saying what to do. (The data folder is checked where it is created, app/config.server.ts; a
 * port in use where the server listens, server/index.mjs.) Inputs come in as arguments, so unit
 * tests can fake any machine.
 */
import { createRequire } from "node:module";
import { databaseUrlProblem as databaseUrlProblemOf } from "../db/database-url.mjs";

/** A problem with this Node.js against package.json's `engines.node` (">=20.12"), or null. */
export function nodeVersionProblem(version, range) {
  const wanted = /^>=\s*(\d+)(?:\.(\d+))?/.exec(range ?? "");
  if (!wanted) return null;
  const [major = 0, minor = 0] = version.replace(/^v/, "").split(".").map(Number);
  const [needMajor, needMinor] = [Number(wanted[1]), Number(wanted[2] ?? 0)];
  if (major > needMajor || (major === needMajor && minor >= needMinor)) return null;
  return `Liftoff needs Node.js ${needMajor}.${needMinor} or newer; this is ${version.replace(/^v/, "")}. Install a newer Node.js (https://nodejs.org), then run npm install again.`;
}

/** A problem loading the SQLite module (not built, or built for another Node.js), or null. */
export function sqliteProblem(load = () => new (createRequire(import.meta.url)("better-sqlite3"))(":memory:").close()) {
  try {
    load();
    return null;
  } catch (error) {
    const text = String(error?.message ?? error);
    if (/Cannot find module 'better-sqlite3'/.test(text)) {
      return "The SQLite module (better-sqlite3) is not installed: run `npm install`.";
    }
    if (/bindings file|NODE_MODULE_VERSION|ERR_DLOPEN_FAILED|invalid ELF|wrong ELF class|was compiled against/i.test(text) || error?.code === "ERR_DLOPEN_FAILED") {
      return "The SQLite module (better-sqlite3) is missing its native part or was built for another Node.js: run `npm rebuild better-sqlite3`.";
    }
    return `The SQLite module (better-sqlite3) does not load (${text.split("\n")[0]}): run \`npm rebuild better-sqlite3\`.`;
  }
}

/**
 * A DATABASE_URL that is neither a file path (SQLite) nor a postgres:// URL, or null: the line
 * app/config.server.ts would stop on, said before a build rather than after it. Unset or empty is
 * left to the config (the default file, or its own message).
 */
export function databaseUrlProblem(value) {
  return value?.trim() ? databaseUrlProblemOf(value) : null;
}
