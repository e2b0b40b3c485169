import { sql, type ExpressionBuilder, type SelectQueryBuilder } from "kysely";
import { db, dialect } from "~/db.server";
import { isRowId, textContains } from "../../db/dialect";
import { AUDIENCE_TYPES } from "~/wizard/options";
import type { PlanCard } from "./types";
import { inputToColumns, toPlanRecord, type PlanRecord } from "./plan-columns.server";
import type { PlanInput } from "./plan-input.server";
import type { Database, MarketingPlanRow } from "../../db/schema";

/**
 * marketing_plans queries. Every one is scoped by user id: a plan of another user is
 * indistinguishable from a missing one.
 */

/** A page of /saved: a 3 × 4 grid. Keeps the page light enough for p99 < 100 ms at 10 connections. */
export const PAGE_SIZE = 12;
/** Cards show three lines of the description; the rest is never sent. */
const EXCERPT = 240;

export type { PlanCard };

/**
 * The two queries behind a /saved page: how many plans match, and one page of their card columns,
 * newest first. On SQLite both read only the user's indexes (marketing_plans_user_cards, or the
 * narrower user_created one for a count) and the search index, never the plan rows (exported for
 * the tests that check their query plans).
 *
 * PostgreSQL has no card index (migration 0002), so a page is a deferred join: the page's ids from
 * the narrow (user_id, created_at, id) index, OFFSET walking index entries only, then those rows by
 * primary key. Reading the card columns with the OFFSET would read (and decompress the description
 * of) every skipped row: 2,508 of them on page 209 of 5,000 plans, 5 ms against 0.3 ms once vacuum
 * has marked the pages all-visible (bench/RESULTS.md, "Saved plans on SQLite and on PostgreSQL").
 */
export function cardQueries(userId: number, q: string) {
  const query = q.trim();
  // Audience types are stored as ids; a search for their label ("Developers") finds them too.
  const audienceIds = query
    ? AUDIENCE_TYPES.filter((o) => o.label.toLowerCase().includes(query.toLowerCase())).map((o) => o.value as string)
    : [];
  const base = db
    .selectFrom("marketing_plans")
    .where("user_id", "=", userId)
    .$if(query !== "", (qb) =>
      qb.where((eb) => {
        // Name, description or audience type contain the text, case-insensitively, % and _ literal:
        // 3 characters or more through the search index (migration 0008), shorter ones by a scan.
        const ors = [textContains(dialect, "plans", query)];
        if (audienceIds.length) ors.push(sql<boolean>`${eb("audience_type", "in", audienceIds)}`);
        return eb.or(ors);
      }),
    );
  const cardColumns = (eb: ExpressionBuilder<Database, "marketing_plans">) => [
    "id", "product_name", "primary_goal", "audience_type", "audience_geography", "created_at",
    eb.fn<string>("substr", ["product_description", eb.lit(1), eb.lit(EXCERPT + 1)]).as("product_description"),
  ] as const;
  const newestFirst = <O>(qb: SelectQueryBuilder<Database, "marketing_plans", O>) => qb.orderBy("created_at", "desc").orderBy("id", "desc");
  return {
    count: base.select((eb) => eb.fn.countAll<number>().as("total")),
    page: (limit: number, offset: number) =>
      dialect === "postgres"
        ? newestFirst(
            db
              .selectFrom("marketing_plans")
              .select(cardColumns)
              .where("user_id", "=", userId)
              .where("id", "in", newestFirst(base.select("id")).limit(limit).offset(offset)),
          )
        : newestFirst(base.select(cardColumns)).limit(limit).offset(offset),
  };
}

export async function listPlanCards(
  userId: number,
  { q = "", page = 1, pageSize = PAGE_SIZE }: { q?: string; page?: number; pageSize?: number } = {},
): Promise<{ cards: PlanCard[]; total: number; page: number; pageCount: number }> {
  const queries = cardQueries(userId, q);
  const requested = Math.max(1, Math.floor(page) || 1);
  type Row = Awaited<ReturnType<ReturnType<typeof queries.page>["execute"]>>[number];
  let rows: Row[] = [];
  let total: number;
  if (requested === 1) {
    // The first page first: a short page is the whole result, so a search scans only once.
    rows = await queries.page(pageSize, 0).execute();
    total = rows.length < pageSize ? rows.length : Number((await queries.count.executeTakeFirstOrThrow()).total);
  } else {
    total = Number((await queries.count.executeTakeFirstOrThrow()).total);
  }
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(requested, pageCount);
  if (requested > 1 && total > 0) rows = await queries.page(pageSize, (current - 1) * pageSize).execute();
  return {
    cards: rows.map((r) => ({
      id: r.id,
      productName: r.product_name,
      productDescription: r.product_description.length > EXCERPT ? `${r.product_description.slice(0, EXCERPT).trimEnd()}…` : r.product_description,
      primaryGoal: r.primary_goal,
      audienceType: r.audience_type,
      audienceGeography: r.audience_geography,
      createdAt: r.created_at,
    })),
    total,
    page: current,
    pageCount,
  };
}

async function getRow(userId: number, planId: number): Promise<MarketingPlanRow | null> {
  if (!isRowId(planId)) return null;
  const row = await db
    .selectFrom("marketing_plans")
    .selectAll()
    .where("id", "=", planId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row ?? null;
}

export async function getPlanRow(userId: number, planId: number): Promise<MarketingPlanRow | null> {
  return getRow(userId, planId);
}

/** The product name of one of the user's plans (the "Editing …" notice); null when missing or another user's. */
export async function getPlanName(userId: number, planId: number): Promise<string | null> {
  if (!isRowId(planId)) return null;
  const row = await db
    .selectFrom("marketing_plans")
    .select("product_name")
    .where("id", "=", planId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row?.product_name ?? null;
}

/** One of the user's plans; null when missing, another user's, or unreadable (logged). */
export async function getPlan(userId: number, planId: number): Promise<PlanRecord | null> {
  const row = await getRow(userId, planId);
  return row ? toPlanRecord(row) : null;
}

/** A row just written from a parsed input always reads back. */
function writtenRecord(row: MarketingPlanRow): PlanRecord {
  const record = toPlanRecord(row);
  if (!record) throw new Error(`saved plan ${row.id} was written but cannot be read back`);
  return record;
}

/** All of a user's plans, newest first (the API's list); an unreadable one (logged) is left out. */
export async function listPlans(userId: number): Promise<PlanRecord[]> {
  const rows = await db
    .selectFrom("marketing_plans")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map(toPlanRecord).filter((record) => record !== null);
}

export async function createPlan(userId: number, input: PlanInput, now = new Date()): Promise<PlanRecord> {
  const stamp = now.toISOString();
  const row = await db
    .insertInto("marketing_plans")
    .values({ ...inputToColumns(input), user_id: userId, created_at: stamp, updated_at: stamp })
    .returningAll()
    .executeTakeFirstOrThrow();
  return writtenRecord(row);
}

/** Replaces a plan's fields; id, owner and createdAt never change. Null when not the user's. */
export async function updatePlan(userId: number, planId: number, input: PlanInput, now = new Date()): Promise<PlanRecord | null> {
  if (!isRowId(planId)) return null;
  const row = await db
    .updateTable("marketing_plans")
    .set({ ...inputToColumns(input), updated_at: now.toISOString() })
    .where("id", "=", planId)
    .where("user_id", "=", userId)
    .returningAll()
    .executeTakeFirst();
  return row ? writtenRecord(row) : null;
}

export async function deletePlan(userId: number, planId: number): Promise<boolean> {
  if (!isRowId(planId)) return false;
  const result = await db
    .deleteFrom("marketing_plans")
    .where("id", "=", planId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** A plan id from a URL or form value: a positive integer, else null. */
export function parsePlanId(value: unknown): number | null {
  if (typeof value !== "string" || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return isRowId(id) ? id : null;
}
