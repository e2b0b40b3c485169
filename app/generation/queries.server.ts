import { randomBytes } from "node:crypto";
import { db } from "~/db.server";
import { getSession, visitorIdOf, type AppSession } from "~/session.server";
import type { GenerationRow, GenerationStatus } from "../../db/schema";
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

/** Atomically takes a queued row: only one caller ever wins, so nothing runs twice. */
export async function claimGeneration(id: string): Promise<boolean> {
  const result = await db
    .updateTable("generations")
    .set({ status: "running", stage: "profile", updated_at: now() })
    .where("id", "=", id)
    .where("status", "=", "queued")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function setStage(id: string, stage: Stage): Promise<void> {
  await db.updateTable("generations").set({ stage, updated_at: now() }).where("id", "=", id).where("status", "=", "running").execute();
}

export async function saveProfile(id: string, profile: CustomerProfile | null, profileError: string | null): Promise<void> {
  await db
    .updateTable("generations")
    .set({ profile: profile ? JSON.stringify(profile) : null, profile_error: profileError, updated_at: now() })
    .where("id", "=", id)
    .execute();
}

export async function finishGeneration(id: string, plan: MarketingPlan): Promise<void> {
  await db
    .updateTable("generations")
    .set({ status: "done", stage: null, plan: JSON.stringify(plan), error: null, updated_at: now() })
    .where("id", "=", id)
    .where("status", "=", "running")
    .execute();
}

export async function failGeneration(id: string, error: string): Promise<void> {
  await db
    .updateTable("generations")
    .set({ status: "failed", stage: null, error, updated_at: now() })
    .where("id", "=", id)
    .where("status", "=", "running")
    .execute();
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

/** Rows a stopped process left behind. */
export async function unfinishedGenerations(): Promise<{ id: string; status: GenerationStatus; updated_at: string }[]> {
  return db
    .selectFrom("generations")
    .select(["id", "status", "updated_at"])
    .where("status", "in", ["queued", "running"])
    .execute();
}

/** Running rows are reset to queued (a dead process held them) so the normal claim applies. */
export async function requeueRunning(id: string): Promise<boolean> {
  const result = await db
    .updateTable("generations")
    .set({ status: "queued", stage: null, updated_at: now() })
    .where("id", "=", id)
    .where("status", "=", "running")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A row a stopped process left too long ago to re-run: failed with a message, if still unfinished. */
export async function failAbandoned(id: string, error: string): Promise<boolean> {
  const result = await db
    .updateTable("generations")
    .set({ status: "failed", stage: null, error, updated_at: now() })
    .where("id", "=", id)
    .where("status", "in", ["queued", "running"])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export { visitorIdOf };
