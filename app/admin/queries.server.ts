import { sql, type SqlBool, type Expression } from "kysely";
import { db, dialect } from "~/db.server";
import { countMatches, isRowId, isUniqueViolation, matchingIds, searchUsesIndex, textContains } from "../../db/dialect";
import { EMAIL_TAKEN } from "./messages";
import type { WaitlistUpdate } from "./schemas";

/**
 * What the admin area reads and changes: waitlist entries (list, search, edit, delete, export) and
 * users (list, search, export; never plan contents or password material). Searches are
 * case-insensitive substrings: 3 characters or more go through the trigram indexes (migration
 * 0005: FTS5 on SQLite, pg_trgm on PostgreSQL; db/dialect.ts), shorter ones scan (there are few 1-
 * and 2-character substrings worth an index).
 */

export const PAGE_SIZE = 20;
/** A search of 1 or 2 characters counts its matches up to this many ("1,000+"). */
export const SEARCH_COUNT_CAP = 1000;

export type WaitlistEntry = {
  id: number;
  fullName: string;
  email: string;
  productName: string;
  productWebsite: string | null;
  createdAt: string;
  updatedAt: string | null;
};

export type AdminUser = {
  id: number;
  email: string;
  authUid: string;
  username: string | null;
  planCount: number;
  createdAt: string;
};

/** `capped`: `total` is a lower bound (a search stopped counting at SEARCH_COUNT_CAP). */
export type Paged<T> = { rows: T[]; total: number; page: number; pageCount: number; capped?: boolean };

const waitlistColumns = ["id", "full_name", "email", "product_name", "product_website", "created_at", "updated_at"] as const;
type WaitlistRow = { id: number; full_name: string; email: string; product_name: string; product_website: string | null; created_at: string; updated_at: string | null };
const toEntry = (r: WaitlistRow): WaitlistEntry => ({
  id: r.id,
  fullName: r.full_name,
  email: r.email,
  productName: r.product_name,
  productWebsite: r.product_website,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

function pageOf(page: number, total: number) {
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const current = Math.min(Math.max(1, page), pageCount);
  return { page: current, pageCount, offset: (current - 1) * PAGE_SIZE };
}

export async function countWaitlist(): Promise<number> {
  const row = await db.selectFrom("waitlist_entries").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One page of entries, newest first, matching `q` when given. */
export async function searchWaitlist({ q = "", page = 1 }: { q?: string; page?: number } = {}): Promise<Paged<WaitlistEntry>> {
  if (q === "") {
    const total = await countWaitlist();
    const at = pageOf(page, total);
    const rows = await db.selectFrom("waitlist_entries").select(waitlistColumns).orderBy("id", "desc").limit(PAGE_SIZE).offset(at.offset).execute();
    return { rows: rows.map(toEntry), total, page: at.page, pageCount: at.pageCount };
  }
  // A broad search ("garden club": 14,000 matches) stops counting at the cap: counting them all
  // cost more than the rest of the page.
  const counted = await countMatches(dialect, "waitlist", q, SEARCH_COUNT_CAP).execute(db);
  const total = Number(counted.rows[0]?.n ?? 0);
  const at = pageOf(page, total);
  const list = db.selectFrom("waitlist_entries").select(waitlistColumns);
  const rows = searchUsesIndex(q)
    ? await list.where("id", "in", matchingIds(dialect, "waitlist", q, PAGE_SIZE, at.offset)).orderBy("id", "desc").execute()
    : // 1 or 2 characters match most rows, unindexed.
      await list.where(textContains(dialect, "waitlist", q)).orderBy("id", "desc").limit(PAGE_SIZE).offset(at.offset).execute();
  return { rows: rows.map(toEntry), total, page: at.page, pageCount: at.pageCount, capped: total >= SEARCH_COUNT_CAP };
}

export async function getWaitlistEntry(id: number): Promise<WaitlistEntry | null> {
  if (!isRowId(id)) return null;
  const row = await db.selectFrom("waitlist_entries").select(waitlistColumns).where("id", "=", id).executeTakeFirst();
  return row ? toEntry(row) : null;
}

export class EmailTaken extends Error {
  constructor() {
    super(EMAIL_TAKEN);
  }
}

/**
 * Changes the given fields of one entry; returns the entry before and after, or null when there is
 * no such entry. Throws EmailTaken when the new email belongs to another entry.
 */
export async function updateWaitlistEntry(id: number, update: WaitlistUpdate): Promise<{ before: WaitlistEntry; after: WaitlistEntry } | null> {
  const before = await getWaitlistEntry(id);
  if (!before) return null;
  const set: Record<string, string | null> = {};
  if (update.fullName !== undefined) set.full_name = update.fullName;
  if (update.email !== undefined) set.email = update.email;
  if (update.productName !== undefined) set.product_name = update.productName;
  if (update.productWebsite !== undefined) set.product_website = update.productWebsite;
  try {
    const row = await db
      .updateTable("waitlist_entries")
      .set({ ...set, updated_at: new Date().toISOString() })
      .where("id", "=", id)
      .returning(waitlistColumns)
      .executeTakeFirst();
    return row ? { before, after: toEntry(row) } : null;
  } catch (error) {
    if (isUniqueViolation(error)) throw new EmailTaken();
    throw error;
  }
}

/** Deletes one entry; returns what it was, or null when there was none (already deleted). */
export async function deleteWaitlistEntry(id: number): Promise<WaitlistEntry | null> {
  if (!isRowId(id)) return null;
  const row = await db.deleteFrom("waitlist_entries").where("id", "=", id).returning(waitlistColumns).executeTakeFirst();
  return row ? toEntry(row) : null;
}

/** Which fields an edit changes, with the email's old and new values (for the audit trail). */
export function describeChange(before: WaitlistEntry, after: WaitlistEntry): string {
  const changed = (["fullName", "email", "productName", "productWebsite"] as const).filter((k) => before[k] !== after[k]);
  if (changed.length === 0) return `${before.email}: nothing changed`;
  const email = before.email !== after.email ? ` (email ${before.email} → ${after.email})` : "";
  return `${before.email}: changed ${changed.join(", ")}${email}`;
}

// ---------------------------------------------------------------------------------------------
// Users

type UserRow = { id: number; email: string; auth_uid: string; username: string; created_at: string; plan_count: number };
const toUser = (r: UserRow): AdminUser => ({
  id: r.id,
  email: r.email,
  authUid: r.auth_uid,
  username: r.username || null,
  planCount: Number(r.plan_count),
  createdAt: r.created_at,
});

/** A user's columns for admins: no password hash; plans only counted (the plans index, user_id first). */
function usersSelect() {
  return db
    .selectFrom("users")
    .select(["users.id", "users.email", "users.auth_uid", "users.username", "users.created_at"])
    .select(sql<number>`(select count(*) from marketing_plans where marketing_plans.user_id = users.id)`.as("plan_count"));
}

export async function countUsers(): Promise<number> {
  const row = await db.selectFrom("users").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Users matching `q` (email or auth uid anywhere; the id exactly): a condition on users.id. */
function userMatch(q: string): Expression<SqlBool> {
  const id = /^\d{1,15}$/.test(q) && isRowId(Number(q)) ? Number(q) : null;
  const byId = id === null ? sql<SqlBool>`false` : sql<SqlBool>`users.id = ${id}`;
  return sql<SqlBool>`(${byId} or ${textContains(dialect, "users", q, { alias: "users" })})`;
}

export async function searchUsers({ q = "", page = 1 }: { q?: string; page?: number } = {}): Promise<Paged<AdminUser>> {
  const where = q === "" ? null : userMatch(q);
  let count = db.selectFrom("users").select((eb) => eb.fn.countAll<number>().as("n"));
  if (where) count = count.where(where);
  const total = Number((await count.executeTakeFirstOrThrow()).n);
  const at = pageOf(page, total);
  let list = usersSelect().orderBy("users.id", "desc").limit(PAGE_SIZE).offset(at.offset);
  if (where) list = list.where(where);
  return { rows: (await list.execute()).map(toUser), total, page: at.page, pageCount: at.pageCount };
}

// ---------------------------------------------------------------------------------------------
// Exports: every row, oldest first, read a batch at a time by id (keyset), so memory stays flat.

export const EXPORT_BATCH = 1000;

export async function* allWaitlistEntries(batch = EXPORT_BATCH): AsyncGenerator<WaitlistEntry[]> {
  let after = 0;
  for (;;) {
    const rows = await db.selectFrom("waitlist_entries").select(waitlistColumns).where("id", ">", after).orderBy("id").limit(batch).execute();
    if (rows.length === 0) return;
    yield rows.map(toEntry);
    after = rows[rows.length - 1]!.id;
    if (rows.length < batch) return;
  }
}

export async function* allUsers(batch = EXPORT_BATCH): AsyncGenerator<AdminUser[]> {
  let after = 0;
  for (;;) {
    const rows = await usersSelect().where("users.id", ">", after).orderBy("users.id").limit(batch).execute();
    if (rows.length === 0) return;
    yield rows.map(toUser);
    after = rows[rows.length - 1]!.id;
    if (rows.length < batch) return;
  }
}
