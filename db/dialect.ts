import {
  PostgresAdapter,
  sql,
  type ColumnDataType,
  type ColumnDefinitionBuilder,
  type Expression,
  type Kysely,
  type RawBuilder,
  type SqlBool,
} from "kysely";
import { withoutPassword } from "./database-url.mjs";

/**
 * Everything that differs between SQLite and PostgreSQL, in one place: which database a
 * DATABASE_URL names, column types the two spell differently (ids, epoch milliseconds, the
 * default timestamp), case-insensitive substring search (FTS5 trigram tables on SQLite, pg_trgm
 * GIN indexes and ILIKE on PostgreSQL), row locks and unique-key errors. Everything else (JSON
 * stored as text, ISO-8601 text timestamps, upserts with ON CONFLICT, RETURNING) is written once
 * and runs on both.
 */

export type DialectName = "sqlite" | "postgres";

/** What DATABASE_URL names (plain JavaScript, shared with `npm start`'s preflight). */
export { databaseTarget, databaseUrlProblem, withoutPassword, type DatabaseTarget } from "./database-url.mjs";

/** Where a PostgreSQL URL points, for people: host, port and database, never the password. */
export function describePostgres(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname || "localhost"}${u.port ? `:${u.port}` : ""}${u.pathname || "/"}`;
  } catch {
    return withoutPassword(url);
  }
}

/** Which database a Kysely instance talks to (read from its adapter). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema
export function dialectOf(db: Kysely<any>): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";
}

// ---------------------------------------------------------------------------------------------
// Column types, for migrations.

/** An auto-numbered integer primary key: INTEGER PRIMARY KEY AUTOINCREMENT, or an identity column. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema
export function idColumn(db: Kysely<any>): [ColumnDataType, (c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder] {
  return dialectOf(db) === "postgres"
    ? ["integer", (c) => c.primaryKey().generatedByDefaultAsIdentity()]
    : ["integer", (c) => c.primaryKey().autoIncrement()];
}

/** Epoch milliseconds: SQLite's integer holds 64 bits; PostgreSQL's needs bigint (read back as numbers, see index.server.ts). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema
export function epochMsType(db: Kysely<any>): ColumnDataType {
  return dialectOf(db) === "postgres" ? "bigint" : "integer";
}

/** The current time as ISO-8601 text with milliseconds and Z, as `new Date().toISOString()` writes it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema
export function nowIsoDefault(db: Kysely<any>): RawBuilder<string> {
  return dialectOf(db) === "postgres"
    ? sql`(to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`
    : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
}

// ---------------------------------------------------------------------------------------------
// Case-insensitive substring search.

/**
 * The searchable text of each table: on SQLite an FTS5 table with the trigram tokenizer (any 3 or
 * more characters match anywhere, case folded) reading the table's own rows (external content,
 * kept in step by triggers); on PostgreSQL a pg_trgm GIN index on each of the same columns
 * (`<table>_<column>_trgm`), which serve ILIKE '%…%' (an OR over the columns as a BitmapOr: one
 * index over all of them the planner would not use for an OR).
 */
export const SEARCH_INDEXES = {
  waitlist: { table: "waitlist_entries", fts: "waitlist_search", columns: ["full_name", "email", "product_name", "product_website"] },
  users: { table: "users", fts: "users_search", columns: ["email", "auth_uid"] },
  plans: { table: "marketing_plans", fts: "marketing_plans_search", columns: ["product_name", "product_description", "audience_type"] },
} as const;

export type SearchIndexName = keyof typeof SEARCH_INDEXES;

/** Creates a search index (see SEARCH_INDEXES) and fills it from the rows already there. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function createSearchIndex(db: Kysely<any>, name: SearchIndexName): Promise<void> {
  const { table, fts, columns } = SEARCH_INDEXES[name];
  const cols = sql.join(columns.map((c) => sql.id(c)));
  // FTS5 reads its column names as plain words.
  const declared = sql.raw(columns.join(", "));
  if (dialectOf(db) === "postgres") {
    await sql`create extension if not exists pg_trgm`.execute(db);
    for (const c of columns) {
      await sql`create index ${sql.id(`${table}_${c}_trgm`)} on ${sql.id(table)} using gin (${sql.id(c)} gin_trgm_ops)`.execute(db);
    }
    return;
  }
  const news = sql.join(columns.map((c) => sql.ref(`new.${c}`)));
  const olds = sql.join(columns.map((c) => sql.ref(`old.${c}`)));
  const [t, f] = [sql.id(table), sql.id(fts)];
  await sql`create virtual table ${f} using fts5(${declared}, content=${sql.lit(table)}, content_rowid='id', tokenize='trigram')`.execute(db);
  await sql`create trigger ${sql.id(`${fts}_insert`)} after insert on ${t} begin
    insert into ${f} (rowid, ${cols}) values (new.id, ${news});
  end`.execute(db);
  await sql`create trigger ${sql.id(`${fts}_delete`)} after delete on ${t} begin
    insert into ${f} (${f}, rowid, ${cols}) values ('delete', old.id, ${olds});
  end`.execute(db);
  await sql`create trigger ${sql.id(`${fts}_update`)} after update of ${cols} on ${t} begin
    insert into ${f} (${f}, rowid, ${cols}) values ('delete', old.id, ${olds});
    insert into ${f} (rowid, ${cols}) values (new.id, ${news});
  end`.execute(db);
  await sql`insert into ${f} (${f}) values ('rebuild')`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function dropSearchIndex(db: Kysely<any>, name: SearchIndexName): Promise<void> {
  const { table, fts, columns } = SEARCH_INDEXES[name];
  if (dialectOf(db) === "postgres") {
    for (const c of columns) await sql`drop index if exists ${sql.id(`${table}_${c}_trgm`)}`.execute(db);
    return;
  }
  for (const suffix of ["insert", "delete", "update"]) await sql`drop trigger if exists ${sql.id(`${fts}_${suffix}`)}`.execute(db);
  await sql`drop table if exists ${sql.id(fts)}`.execute(db);
}

/** A LIKE pattern matching `q` anywhere, its own % _ and \ taken literally (with ESCAPE '\'). */
function likeAnywhere(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A search text as one FTS5 phrase: every character literal (a double quote doubled). */
function ftsPhrase(q: string): string {
  return `"${q.replace(/"/g, '""')}"`;
}

/** The trigram index serves searches of 3 characters or more; shorter ones scan. */
export const searchUsesIndex = (q: string) => [...q].length >= 3;

/**
 * Rows of a search index's table where any of its columns contains `q`, case-insensitively, % _
 * and \ literal: a condition on the table's columns, qualified with `alias` when given. SQLite: 3
 * characters or more through the FTS5 table, shorter with LIKE (case-insensitive for ASCII there);
 * PostgreSQL: ILIKE, which the trigram indexes serve.
 */
export function textContains(dialect: DialectName, name: SearchIndexName, q: string, { alias }: { alias?: string } = {}): Expression<SqlBool> {
  const index = SEARCH_INDEXES[name];
  const ref = (column: string) => sql.ref(alias ? `${alias}.${column}` : column);
  if (dialect === "sqlite" && searchUsesIndex(q)) {
    const f = sql.id(index.fts);
    return sql<SqlBool>`${ref("id")} in (select rowid from ${f} where ${f} match ${ftsPhrase(q)})`;
  }
  const op = dialect === "postgres" ? sql.raw("ilike") : sql.raw("like");
  const pattern = likeAnywhere(q);
  return sql<SqlBool>`(${sql.join(index.columns.map((c) => sql`${ref(c)} ${op} ${pattern} escape '\\'`), sql` or `)})`;
}

/**
 * Ids in a search index's table matching `q` (3 characters or more), newest (highest id) first,
 * at most `limit` from `offset`: on SQLite read from the FTS5 table alone, on PostgreSQL from the
 * table through its trigram index.
 */
export function matchingIds(dialect: DialectName, name: SearchIndexName, q: string, limit: number, offset = 0): RawBuilder<number> {
  const index = SEARCH_INDEXES[name];
  if (dialect === "sqlite") {
    const f = sql.id(index.fts);
    return sql<number>`(select rowid from ${f} where ${f} match ${ftsPhrase(q)} order by rowid desc limit ${limit} offset ${offset})`;
  }
  return sql<number>`(select id from ${sql.id(index.table)} where ${textContains(dialect, name, q)} order by id desc limit ${limit} offset ${offset})`;
}

/** How many rows of a search index's table match `q`, counting no further than `cap` (a query for `n`). */
export function countMatches(dialect: DialectName, name: SearchIndexName, q: string, cap: number): RawBuilder<{ n: number }> {
  const index = SEARCH_INDEXES[name];
  const rows =
    dialect === "sqlite" && searchUsesIndex(q)
      ? sql`select rowid from ${sql.id(index.fts)} where ${sql.id(index.fts)} match ${ftsPhrase(q)} limit ${cap}`
      : sql`select 1 from ${sql.id(index.table)} where ${textContains(dialect, name, q)} limit ${cap}`;
  return sql<{ n: number }>`select count(*) as n from (${rows}) as matches`;
}

// ---------------------------------------------------------------------------------------------
// Ids, locks and errors.

/** Row ids are 32-bit integers on PostgreSQL: a larger number from a URL names no row (rather than a query error). */
export const MAX_ROW_ID = 2_147_483_647;
export const isRowId = (id: number) => Number.isSafeInteger(id) && id > 0 && id <= MAX_ROW_ID;

/**
 * A SELECT that locks the rows it reads, skipping rows another transaction holds (PostgreSQL's
 * FOR UPDATE SKIP LOCKED). SQLite has no row locks (a write locks the whole database): unchanged.
 */
export function lockSkippingLocked<QB extends { forUpdate(): QB; skipLocked(): QB }>(dialect: DialectName, qb: QB): QB {
  return dialect === "postgres" ? qb.forUpdate().skipLocked() : qb;
}

/**
 * One line for a PostgreSQL server that cannot be used (not reachable, wrong password, no such
 * database), naming where it is but not the password; null for any other error.
 */
export function postgresConnectionProblem(error: unknown, url: string): string | null {
  if (!(error instanceof Error)) return null;
  const code = "code" in error ? String(error.code) : "";
  const connection = ["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "ETIMEDOUT", "ECONNRESET", "28P01", "28000", "3D000"];
  if (!connection.includes(code) && !(error instanceof AggregateError)) return null;
  const why = error.message || (error instanceof AggregateError ? String(error.errors[0]?.message ?? code) : code);
  return `Cannot use the PostgreSQL database at ${describePostgres(url)} (DATABASE_URL): ${why}`;
}

/** A unique constraint refused the write (SQLITE_CONSTRAINT_UNIQUE, or PostgreSQL's 23505). */
export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof Error && "code" in error)) return false;
  return error.code === "SQLITE_CONSTRAINT_UNIQUE" || error.code === "23505";
}
