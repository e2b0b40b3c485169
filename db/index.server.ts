import { chmodSync, mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect, type SqliteDatabase } from "kysely";
import type { Database } from "./schema";

export type { Database } from "./schema";
export type { Insertable, Selectable, Updateable } from "kysely";

/** Opens SQLite the way every process of the app wants it: WAL, foreign keys, a busy timeout. */
export function openDatabase(path: string): Kysely<Database> {
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
