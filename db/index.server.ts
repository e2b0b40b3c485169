import { chmodSync, mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase } from "kysely";
import pg from "pg";
import { databaseTarget, describePostgres } from "./dialect";
import type { Database } from "./schema";

export type { Database } from "./schema";
export type { Insertable, Selectable, Updateable } from "kysely";

/**
 * Opens the database DATABASE_URL names: a postgres:// (or postgresql://) URL is PostgreSQL, a
 * path is a SQLite file. Any other URL is refused (app/config.server.ts says so before this runs).
 */
export function openDatabase(target: string): Kysely<Database> {
  const parsed = databaseTarget(target);
  if (parsed.kind === "postgres") return openPostgres(parsed.url);
  if (parsed.kind === "unsupported") throw new Error(`DATABASE_URL ${parsed.shown} is neither a file path nor a postgres:// URL`);
  return openSqlite(parsed.path);
}

/** Connections each process keeps to PostgreSQL at most. */
const PG_POOL_SIZE = 10;
const INT8 = 20;

/**
 * PostgreSQL through a pool of `pg` connections. Epoch milliseconds are bigint columns there and
 * count(*) is a bigint: both are read back as numbers, as SQLite gives them (every value we store
 * is far below 2^53).
 */
function openPostgres(url: string): Kysely<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: PG_POOL_SIZE,
    types: { getTypeParser: ((oid: number, format?: "text" | "binary") => (oid === INT8 ? Number : pg.types.getTypeParser(oid, format))) as typeof pg.types.getTypeParser },
  });
  // An idle connection the server closed (a restart, a fail-over) is dropped from the pool; not a crash.
  pool.on("error", (error) => console.error(`PostgreSQL connection to ${describePostgres(url)} failed`, error.message));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/** Opens SQLite the way every process of the app wants it: WAL, foreign keys, a busy timeout. */
function openSqlite(path: string): Kysely<Database> {
  const file = path === ":memory:" ? path : resolve(path);
  // Only this user may read the data: a folder we create is 0700, the database file 0600 (SQLite
  // gives its -wal and -shm files the database file's permissions).
  if (file !== ":memory:") mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  const sqlite = new SQLite(file);
  if (file !== ":memory:") chmodSync(file, 0o600);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("synchronous = NORMAL");
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
}

const MAX_CACHED_STATEMENTS = 500;

/**
 * Kysely prepares every query anew; compiling the SQL was a good part of a request's database
 * time. The same SQL text gets the same prepared statement back. Kysely runs one query at a time
 * on its one connection, so a statement is never in use twice at once.
 */
export function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (!statement) {
        // Queries with variable-length lists make new texts; past the bound, start over.
        if (statements.size >= MAX_CACHED_STATEMENTS) statements.clear();
        statement = sqlite.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}
