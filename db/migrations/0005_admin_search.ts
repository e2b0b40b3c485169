import { sql, type Kysely } from "kysely";
import { createSearchIndex, dialectOf, dropSearchIndex } from "../dialect";

/**
 * The admin dashboard's search: case-insensitive substring search over the waitlist (name, email,
 * product name, website) and users (email, auth uid), fast at 100,000 rows. Each is an FTS5 index
 * with the trigram tokenizer (any 3 or more characters match anywhere in a field, case folded),
 * reading its text from the table itself (external content) and kept in step by triggers.
 * On PostgreSQL: pg_trgm GIN indexes over the same columns (db/dialect.ts's SEARCH_INDEXES).
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's types */
export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === "postgres") {
    await createSearchIndex(db, "waitlist");
    await createSearchIndex(db, "users");
    return;
  }
  await sql`create virtual table waitlist_search using fts5(
    full_name, email, product_name, product_website,
    content='waitlist_entries', content_rowid='id', tokenize='trigram')`.execute(db);
  await sql`create trigger waitlist_search_insert after insert on waitlist_entries begin
    insert into waitlist_search (rowid, full_name, email, product_name, product_website)
    values (new.id, new.full_name, new.email, new.product_name, new.product_website);
  end`.execute(db);
  await sql`create trigger waitlist_search_delete after delete on waitlist_entries begin
    insert into waitlist_search (waitlist_search, rowid, full_name, email, product_name, product_website)
    values ('delete', old.id, old.full_name, old.email, old.product_name, old.product_website);
  end`.execute(db);
  await sql`create trigger waitlist_search_update after update of full_name, email, product_name, product_website on waitlist_entries begin
    insert into waitlist_search (waitlist_search, rowid, full_name, email, product_name, product_website)
    values ('delete', old.id, old.full_name, old.email, old.product_name, old.product_website);
    insert into waitlist_search (rowid, full_name, email, product_name, product_website)
    values (new.id, new.full_name, new.email, new.product_name, new.product_website);
  end`.execute(db);
  await sql`insert into waitlist_search (waitlist_search) values ('rebuild')`.execute(db);

  await sql`create virtual table users_search using fts5(
    email, auth_uid, content='users', content_rowid='id', tokenize='trigram')`.execute(db);
  await sql`create trigger users_search_insert after insert on users begin
    insert into users_search (rowid, email, auth_uid) values (new.id, new.email, new.auth_uid);
  end`.execute(db);
  await sql`create trigger users_search_delete after delete on users begin
    insert into users_search (users_search, rowid, email, auth_uid) values ('delete', old.id, old.email, old.auth_uid);
  end`.execute(db);
  await sql`create trigger users_search_update after update of email, auth_uid on users begin
    insert into users_search (users_search, rowid, email, auth_uid) values ('delete', old.id, old.email, old.auth_uid);
    insert into users_search (rowid, email, auth_uid) values (new.id, new.email, new.auth_uid);
  end`.execute(db);
  await sql`insert into users_search (users_search) values ('rebuild')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === "postgres") {
    await dropSearchIndex(db, "waitlist");
    await dropSearchIndex(db, "users");
    return;
  }
  for (const name of ["waitlist_search_insert", "waitlist_search_delete", "waitlist_search_update", "users_search_insert", "users_search_delete", "users_search_update"]) {
    await sql`drop trigger if exists ${sql.id(name)}`.execute(db);
  }
  await sql`drop table if exists waitlist_search`.execute(db);
  await sql`drop table if exists users_search`.execute(db);
}
