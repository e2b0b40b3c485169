/**
 * What DATABASE_URL names: a SQLite file, a PostgreSQL database, or something we cannot use. Plain
 * JavaScript so `npm start`'s preflight (scripts/preflight.mjs, run without tsx) classifies it the
 * same way as the app; db/dialect.ts re-exports it for everything else.
 */

/** A scheme of two or more letters before a colon: a URL, not a path (C:\… is a path). */
const URL_SCHEME = /^([a-z][a-z0-9+.-]+):/i;

/** Its types: database-url.d.mts. */
export function databaseTarget(value) {
  const scheme = URL_SCHEME.exec(value)?.[1]?.toLowerCase();
  if (scheme === undefined) return { kind: "sqlite", path: value };
  if ((scheme === "postgres" || scheme === "postgresql") && /^[a-z]+:\/\//i.test(value)) return { kind: "postgres", url: value };
  return { kind: "unsupported", shown: withoutPassword(value) };
}

/** A URL as it may be printed: any password replaced by ***. */
export function withoutPassword(url) {
  return url.replace(/^([a-z][a-z0-9+.-]*:\/\/[^:/@]*):[^@/]*@/i, "$1:***@");
}

/**
 * What to say about a DATABASE_URL we cannot use, or null: one line, said by the config
 * (app/config.server.ts) and by `npm start`'s preflight before it builds.
 */
export function databaseUrlProblem(value) {
  const target = databaseTarget(value.trim());
  if (target.kind !== "unsupported") return null;
  return `DATABASE_URL ${target.shown} is neither a file path (SQLite) nor a postgres:// URL (PostgreSQL): set it to one of those in .env.`;
}
