import type { CustomerProfile } from "../../app/generation/schemas";
import type { PlanInput } from "../../app/saved-plans/plan-input.server";
import type { PlanFormData } from "../../app/wizard/types";
import { answers } from "./answers";
import { samplePlan, sampleProfile } from "./fixtures";

/**
 * State put straight into the app's database through the app's own queries, for tests that start
 * where they need to: a finished generation, saved plans. The app's modules are imported on first
 * use, so an e2e worker can set DATABASE_URL before the app's config is read.
 */

/** The app's database handle (app/db.server). */
export async function appDb() {
  return (await import("../../app/db.server")).db;
}

export type SeedGeneration = {
  status?: "done" | "running" | "failed";
  input?: Partial<PlanFormData>;
  /** null: the profile failed and the plan came anyway. */
  profile?: CustomerProfile | null;
};

/** A generation owned by this visitor, taken through the worker's own steps: finished unless told otherwise. */
export async function seedGeneration(
  visitorId: string,
  { status = "done", input, profile = sampleProfile }: SeedGeneration = {},
): Promise<string> {
  const queries = await import("../../app/generation/queries.server");
  const id = await queries.insertGeneration({ visitorId, input: { ...answers, ...input }, useBuiltin: false });
  const lease = await queries.claimGeneration(id, "seed");
  if (!lease) throw new Error(`could not claim the new generation ${id}`);
  if (status === "failed") await queries.failGeneration(lease, "Failed to generate marketing plan. Error: API returned status 500");
  if (status === "running") {
    // Held by a worker that stays alive (the test): no sweep of the app takes it over meanwhile.
    const { db } = await import("../../app/db.server");
    await db.updateTable("generations").set({ lease_expires_at: Date.now() + 60 * 60_000 }).where("id", "=", id).execute();
  }
  if (status !== "done") return id;
  if (profile) await queries.saveProfile(lease, profile, null);
  await queries.finishGeneration(lease, samplePlan);
  return id;
}

/** Saved plans for a user, saved by the app one minute apart from Jan 5, 2025 09:00 (UTC), oldest first. */
export async function seedPlans(userId: number, plans: Partial<PlanFormData>[]): Promise<number[]> {
  const { createPlan } = await import("../../app/saved-plans/queries.server");
  const ids: number[] = [];
  for (const [i, overrides] of plans.entries()) {
    const input: PlanInput = { ...answers, ...overrides, generatedPlan: samplePlan, customerProfile: sampleProfile };
    ids.push((await createPlan(userId, input, new Date(Date.UTC(2025, 0, 5, 9, i)))).id);
  }
  return ids;
}

/** The product names of a user's saved plans, oldest first. */
export async function planNames(userId: number): Promise<string[]> {
  const db = await appDb();
  const rows = await db.selectFrom("marketing_plans").select("product_name").where("user_id", "=", userId).orderBy("id").execute();
  return rows.map((r) => r.product_name);
}
