/**
 * The test database: a fresh SQLite file per test file, or, with TEST_DATABASE_URL=postgres://…
 * (a server the tests may create databases on, as `npm run test:pg` starts), a fresh PostgreSQL
 * database per test file, dropped afterwards. Everything else runs the same on both.
 */
import { randomBytes } from "node:crypto";
import { sql, type Kysely } from "kysely";
import pg from "pg";
import { databaseTarget } from "../../db/dialect";

/** The server the PostgreSQL run creates its databases on, or null (SQLite). */
export function testPostgresUrl(): string | null {
  const url = process.env.TEST_DATABASE_URL?.trim();
  if (!url) return null;
  if (databaseTarget(url).kind !== "postgres") throw new Error(`TEST_DATABASE_URL must be a postgres:// URL, not ${url}`);
  return url;
}

/** This run's databases are PostgreSQL (setup-env.ts makes one per test file). */
export const onPostgres = testPostgresUrl() !== null;

/** `url` with another database name. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A new, empty database on the server; its URL. */
export async function createPostgresDatabase(serverUrl: string, prefix = "liftoff_test"): Promise<string> {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  await onServer(serverUrl, (c) => c.query(`create database ${name}`));
  return withDatabase(serverUrl, name);
}

/** Drops a database made by createPostgresDatabase, whoever is still connected. */
export async function dropPostgresDatabase(serverUrl: string, databaseUrl: string): Promise<void> {
  const name = new URL(databaseUrl).pathname.slice(1);
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`not a test database: ${name}`);
  await onServer(serverUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
}

/**
 * Makes the database refuse every insert into `table` (as a full disk or a read-only file would)
 * until the returned function is called.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema
export async function refuseInserts(db: Kysely<any>, table: string): Promise<() => Promise<void>> {
  const trigger = sql.id(`${table}_refuse_insert`);
  if (!onPostgres) {
    await sql`create trigger ${trigger} before insert on ${sql.id(table)} begin select raise(abort, 'blocked'); end`.execute(db);
    return async () => void (await sql`drop trigger ${trigger}`.execute(db));
  }
  await sql`create or replace function liftoff_refuse_insert() returns trigger language plpgsql as $$ begin raise exception 'blocked'; end $$`.execute(db);
  await sql`create trigger ${trigger} before insert on ${sql.id(table)} for each row execute function liftoff_refuse_insert()`.execute(db);
  return async () => void (await sql`drop trigger ${trigger} on ${sql.id(table)}`.execute(db));
}
