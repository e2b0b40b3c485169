import { randomBytes } from "node:crypto";
import { db, dialect } from "~/db.server";
import { lockSkippingLocked } from "../../db/dialect";
import { getSession, visitorIdOf, type AppSession } from "~/session.server";
import type { ExpressionBuilder } from "kysely";
import type { Database, GenerationRow, GenerationStatus } from "../../db/schema";
import { parseStoredJson } from "~/stored-json";
import { planFormSchema } from "~/wizard/schemas";
import type { PlanFormData } from "~/wizard/types";
import { customerProfileSchema, marketingPlanSchema, type CustomerProfile, type MarketingPlan } from "./schemas";

/** Generation rows: one per submitted step 4. Every read is scoped to the visitor who owns it. */

export type Stage = "profile" | "plan";

export type Generation = {
  id: string;
  status: GenerationStatus;
  stage: Stage | null;
  input: PlanFormData;
  plan: MarketingPlan | null;
  profile: CustomerProfile | null;
  profileError: string | null;
  error: string | null;
  useBuiltin: boolean;
  userId: number | null;
  createdAt: string;
  updatedAt: string;
};

/** A row's answers, parsed with the plan form's schema; null (logged) when they no longer pass it. */
export function generationInput(row: Pick<GenerationRow, "id" | "input">): PlanFormData | null {
  return parseStoredJson(row.input, planFormSchema, `input of generation ${row.id}`);
}

/** A generation row as the app reads it; null when its answers cannot be read (as if it were missing). */
export function toGeneration(row: GenerationRow): Generation | null {
  const input = generationInput(row);
  if (!input) return null;
  return {
    id: row.id,
    status: row.status,
    stage: row.stage === "profile" || row.stage === "plan" ? row.stage : null,
    input,
    plan: parseStoredJson(row.plan, marketingPlanSchema, `plan of generation ${row.id}`),
    profile: parseStoredJson(row.profile, customerProfileSchema, `profile of generation ${row.id}`),
    profileError: row.profile_error,
    error: row.error,
    useBuiltin: row.use_builtin === 1,
    userId: row.user_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

const now = () => new Date().toISOString();

export async function insertGeneration(values: {
  visitorId: string;
  userId?: number | null;
  input: PlanFormData;
  useBuiltin: boolean;
}): Promise<string> {
  // 128 random bits: ids are unguessable, though ownership is checked anyway.
  const id = randomBytes(16).toString("base64url");
  const at = now();
  await db
    .insertInto("generations")
    .values({
      id,
      visitor_id: values.visitorId,
      user_id: values.userId ?? null,
      input: JSON.stringify(values.input),
      status: "queued",
      stage: null,
      use_builtin: values.useBuiltin ? 1 : 0,
      created_at: at,
      updated_at: at,
    })
    .execute();
  return id;
}

/**
 * The generation `id` if it belongs to this visitor, else null (missing, foreign and unreadable
 * rows look the same). Accepts a Request (reads its session) or an already-read session.
 */
export async function findGenerationForVisitor(
  requestOrSession: Request | AppSession,
  id: string,
): Promise<Generation | null> {
  const session = requestOrSession instanceof Request ? await getSession(requestOrSession) : requestOrSession;
  const visitorId = session.get("visitorId");
  if (!visitorId || !id) return null;
  const row = await db
    .selectFrom("generations")
    .selectAll()
    .where("id", "=", id)
    .where("visitor_id", "=", visitorId)
    .executeTakeFirst();
  return row ? toGeneration(row) : null;
}

export async function getGenerationRow(id: string): Promise<GenerationRow | undefined> {
  return db.selectFrom("generations").selectAll().where("id", "=", id).executeTakeFirst();
}

/**
 * A worker's hold on a running row. Every write the worker makes names it, so a worker whose lease
 * ran out (and whose row another worker took over) can no longer change the row.
 */
export type Lease = { id: string; owner: string };

/** How long a claim holds without renewal; the worker renews it every LEASE_MS / 3. */
export const LEASE_MS = 30_000;

/** Rows a worker may take: queued, or running under a lease that has run out (or never had one). */
function takeable(at: number) {
  return (eb: ExpressionBuilder<Database, "generations">) =>
    eb.or([
      eb("status", "=", "queued"),
      eb.and([eb("status", "=", "running"), eb(eb.fn.coalesce("lease_expires_at", eb.val(0)), "<", at)]),
    ]);
}

/**
 * Atomically takes a row for `owner`: one conditional UPDATE, so of any number of workers in any
 * number of processes exactly one wins, and a running row only once its lease has expired. On
 * PostgreSQL the row is first locked with FOR UPDATE SKIP LOCKED (a worker finding it held by
 * another's claim moves on at once instead of waiting for it); SQLite's write lock is the database's.
 */
export async function claimGeneration(id: string, owner: string, at = Date.now()): Promise<Lease | null> {
  const result = await db
    .updateTable("generations")
    .set({ status: "running", stage: "profile", lease_owner: owner, lease_expires_at: at + LEASE_MS, updated_at: now() })
    .$if(dialect === "postgres", (qb) =>
      qb.where("id", "in", (eb) =>
        lockSkippingLocked(dialect, eb.selectFrom("generations").select("id").where("id", "=", id).where(takeable(at))),
      ),
    )
    .where("id", "=", id)
    .where(takeable(at))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? { id, owner } : null;
}

/** Extends the lease; false when it is no longer ours (taken over, or finished). */
export async function renewLease(lease: Lease, at = Date.now()): Promise<boolean> {
  const result = await db
    .updateTable("generations")
    .set({ lease_expires_at: at + LEASE_MS })
    .where("id", "=", lease.id)
    .where("lease_owner", "=", lease.owner)
    .where("status", "=", "running")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** An update of the leased row, applied only while the lease is ours. */
function leased(lease: Lease) {
  return db.updateTable("generations").where("id", "=", lease.id).where("lease_owner", "=", lease.owner).where("status", "=", "running");
}

export async function setStage(lease: Lease, stage: Stage): Promise<void> {
  await leased(lease).set({ stage, updated_at: now() }).execute();
}

export async function saveProfile(lease: Lease, profile: CustomerProfile | null, profileError: string | null): Promise<void> {
  await leased(lease)
    .set({ profile: profile ? JSON.stringify(profile) : null, profile_error: profileError, updated_at: now() })
    .execute();
}

export async function finishGeneration(lease: Lease, plan: MarketingPlan): Promise<void> {
  await leased(lease)
    .set({ status: "done", stage: null, plan: JSON.stringify(plan), error: null, lease_owner: null, lease_expires_at: null, updated_at: now() })
    .execute();
}

export async function failGeneration(lease: Lease, error: string): Promise<void> {
  await leased(lease).set({ status: "failed", stage: null, error, lease_owner: null, lease_expires_at: null, updated_at: now() }).execute();
}

/**
 * Gives back every row `owner` holds (a process shutting down): queued again, whole, for another
 * worker to take at once; the owner's later writes no longer apply.
 */
export async function releaseLeases(owner: string): Promise<number> {
  const result = await db
    .updateTable("generations")
    .set({ status: "queued", stage: null, profile: null, profile_error: null, lease_owner: null, lease_expires_at: null, updated_at: now() })
    .where("lease_owner", "=", owner)
    .where("status", "=", "running")
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Puts a failed row back in the queue (Try Again). False if it was not failed. */
export async function requeueFailedGeneration(id: string, visitorId: string): Promise<boolean> {
  const result = await db
    .updateTable("generations")
    .set({ status: "queued", stage: null, error: null, plan: null, profile: null, profile_error: null, updated_at: now() })
    .where("id", "=", id)
    .where("visitor_id", "=", visitorId)
    .where("status", "=", "failed")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Rows some worker may take now: queued, or running under an expired lease. */
export async function takeableGenerations(at = Date.now()): Promise<{ id: string; updated_at: string }[]> {
  return db.selectFrom("generations").select(["id", "updated_at"]).where(takeable(at)).execute();
}

/** A takeable row left too long to re-run: failed with a message (unless a worker took it meanwhile). */
export async function failAbandoned(id: string, error: string, at = Date.now()): Promise<boolean> {
  const result = await db
    .updateTable("generations")
    .set({ status: "failed", stage: null, error, lease_owner: null, lease_expires_at: null, updated_at: now() })
    .where("id", "=", id)
    .where(takeable(at))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export { visitorIdOf };
