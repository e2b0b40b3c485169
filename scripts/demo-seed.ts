import { randomBytes } from "node:crypto";
import { createUser, getUserByEmail } from "~/auth/users.server";
import { hashPassword } from "~/auth/password.server";
import { db } from "~/db.server";
import { buildPlan, buildProfile } from "~/generation/planner";
import { createPlan, listPlans, deletePlan } from "~/saved-plans/queries.server";
import { parsePlanInput } from "~/saved-plans/plan-input.server";
import { upsertEntry } from "~/waitlist/join.server";
import { BUSINESS_FIXTURES } from "../tests/support/business-fixtures";
import { SAMPLE_WAITLIST } from "./sample-waitlist";

/**
 * `npm run demo`'s work: a demo account holding saved plans for six kinds of business (made by the
 * built-in planner from the same founders' answers the plan checker reads), and a dozen waitlist
 * entries, so every screen has something real to show. It refuses a database that already has
 * users unless forced; forced, it replaces the demo account's plans and password.
 */

export const DEMO_EMAIL = "demo@liftoff.local";
const DEMO_BUSINESSES = ["dental-saas", "lyon-bakery", "oss-devtool", "skincare-d2c", "cohort-course", "enterprise-compliance"];


export type DemoResult = { email: string; password: string; plans: number; waitlistEntries: number };

export class DemoRefused extends Error {}

export async function seedDemo({ force = false, now = new Date() }: { force?: boolean; now?: Date } = {}): Promise<DemoResult> {
  const users = await db.selectFrom("users").select(db.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  if (Number(users.n) > 0 && !force) {
    throw new DemoRefused(
      `This database already has ${users.n} account${Number(users.n) === 1 ? "" : "s"}: the demo adds its own only when asked (npm run demo -- --force).`,
    );
  }

  const password = randomBytes(9).toString("base64url");
  const existing = await getUserByEmail(DEMO_EMAIL);
  const user = existing ?? (await createUser(DEMO_EMAIL, password));
  if (existing) {
    await db.updateTable("users").set({ password_hash: await hashPassword(password) }).where("id", "=", existing.id).execute();
    for (const plan of await listPlans(existing.id)) await deletePlan(existing.id, plan.id);
  }

  // Oldest first, a day apart, so the list shows dates and order like a real account.
  const fixtures = DEMO_BUSINESSES.map((id) => BUSINESS_FIXTURES.find((f) => f.id === id)!);
  for (const [i, { answers }] of fixtures.entries()) {
    const input = parsePlanInput({ ...answers, generatedPlan: buildPlan(answers), customerProfile: buildProfile(answers) });
    if (!input.ok) throw new Error(`the demo plan for ${answers.productName} does not pass the plan rules: ${input.message}`);
    await createPlan(user.id, input.data, new Date(now.getTime() - (fixtures.length - i) * 86_400_000));
  }

  // Seven hours apart, oldest first.
  for (const [i, entry] of SAMPLE_WAITLIST.entries()) {
    await upsertEntry(entry, new Date(now.getTime() - (SAMPLE_WAITLIST.length - i) * 7 * 3_600_000).toISOString());
  }
  return { email: DEMO_EMAIL, password, plans: fixtures.length, waitlistEntries: SAMPLE_WAITLIST.length };
}
