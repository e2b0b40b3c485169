/**
 * Issue 16, item 4: `npm run demo` fills a fresh database with a demo account (its password
 * printed), saved plans for different kinds of business made by the built-in planner, and waitlist
 * entries; a second run refuses unless forced.
 */
import { describe, expect, it } from "vitest";

describe("npm run demo", () => {
  it("makes an account that signs in and holds six plans for six businesses, and twelve waitlist entries", async () => {
    const { seedDemo, DEMO_EMAIL } = await import("../../scripts/demo-seed");
    const { verifyLogin } = await import("../../app/auth/users.server");
    const { listPlans } = await import("../../app/saved-plans/queries.server");
    const { db } = await import("../../app/db.server");

    const demo = await seedDemo();
    expect(demo).toMatchObject({ email: DEMO_EMAIL, plans: 6, waitlistEntries: 12 });
    const user = await verifyLogin(DEMO_EMAIL, demo.password);
    expect(user).not.toBeNull();

    const plans = await listPlans(user!.id);
    expect(plans.map((p) => p.productName).sort()).toEqual(["Attestra", "Dewlab", "Driftcheck", "Maison Dupont", "Microcopy Lab", "RecallDesk"].sort());
    expect(new Set(plans.map((p) => p.productType)).size).toBeGreaterThan(3);
    for (const plan of plans) {
      expect(plan.generatedPlan?.tactics?.length).toBeGreaterThan(0);
      expect(plan.customerProfile).not.toBeNull();
    }
    const entries = await db.selectFrom("waitlist_entries").select("email").execute();
    expect(entries).toHaveLength(12);
  });

  it("refuses a database that has accounts unless forced; forced, it renews the password and keeps one set of plans", async () => {
    const { seedDemo, DemoRefused, DEMO_EMAIL } = await import("../../scripts/demo-seed");
    const { verifyLogin } = await import("../../app/auth/users.server");
    const { listPlans } = await import("../../app/saved-plans/queries.server");
    const { db } = await import("../../app/db.server");

    await expect(seedDemo()).rejects.toThrow(DemoRefused);
    await expect(seedDemo()).rejects.toThrow("This database already has 1 account: the demo adds its own only when asked (npm run demo -- --force).");

    const again = await seedDemo({ force: true });
    const user = await verifyLogin(DEMO_EMAIL, again.password);
    expect(user).not.toBeNull();
    expect(await listPlans(user!.id)).toHaveLength(6);
    expect(await db.selectFrom("waitlist_entries").select("email").execute()).toHaveLength(12);
  });
});
