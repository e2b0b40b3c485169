import { beforeAll, describe, expect, it } from "vitest";
import { callAction, callLoader, Jar } from "../support/remix";
import { planBody, signUp, userIdOf, visitRoot } from "./auth-support";

let saved: typeof import("../../app/routes/saved");
let queries: typeof import("../../app/saved-plans/queries.server");
type PlanInput = import("../../app/saved-plans/plan-input.server").PlanInput;

beforeAll(async () => {
  saved = await import("../../app/routes/saved");
  queries = await import("../../app/saved-plans/queries.server");
});

async function seedPlans(email: string, specs: Record<string, unknown>[], start = Date.UTC(2025, 0, 5)) {
  const userId = await userIdOf(email);
  const ids: number[] = [];
  for (const [i, spec] of specs.entries()) {
    // Stored as given, not through the API's rules: rows saved under other limits are listed too.
    ids.push((await queries.createPlan(userId, planBody(spec) as PlanInput, new Date(start + i * 60_000))).id);
  }
  return ids;
}

describe("/saved", () => {
  it("asks a signed-out visitor to sign in", async () => {
    const res = await callLoader(saved, new Jar().get("/saved"));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ signedIn: false });
  });

  it("lists the user's plans newest first with only the card fields", async () => {
    const jar = new Jar();
    await signUp(jar, "cards@example.com");
    await signUp(new Jar(), "someone-else@example.com");
    await seedPlans("someone-else@example.com", [{ productName: "Not mine" }]);
    const [older, newer] = await seedPlans("cards@example.com", [
      { productName: "Older", primaryGoal: "revenue", audienceGeography: "europe" },
      { productName: "Newer" },
    ]);
    const res = await callLoader(saved, jar.get("/saved"));
    expect(res.body).toMatchObject({ signedIn: true, view: "grid", total: 2, page: 1, pageCount: 1, failed: false });
    expect(res.body.cards.map((c: { id: number }) => c.id)).toEqual([newer, older]);
    expect(Object.keys(res.body.cards[1]).sort()).toEqual(
      ["audienceGeography", "audienceType", "createdAt", "id", "primaryGoal", "productDescription", "productName"].sort(),
    );
    expect(res.body.cards[1]).toMatchObject({ productName: "Older", primaryGoal: "revenue", audienceGeography: "europe", createdAt: "2025-01-05T00:00:00.000Z" });
    expect((await callLoader(saved, jar.get("/saved?view=list"))).body.view).toBe("list");
  });

  it("searches name, description and audience type case-insensitively, treating % and _ literally", async () => {
    const jar = new Jar();
    await signUp(jar, "search@example.com");
    await seedPlans("search@example.com", [
      { productName: "Rocket Launcher", productDescription: "Launch pads", audienceType: "b2b-smb" },
      { productName: "Quiet tool", productDescription: "Helps FLORISTS plan weddings" },
      { productName: "Dev thing", productDescription: "Tools", audienceType: "developer" },
      { productName: "100% uptime", productDescription: "Monitoring", audienceType: "students" },
    ]);
    const names = async (q: string) =>
      (await callLoader(saved, jar.get(`/saved?q=${encodeURIComponent(q)}`))).body.cards.map((c: { productName: string }) => c.productName);
    expect(await names("rocket")).toEqual(["Rocket Launcher"]);
    expect(await names("florists")).toEqual(["Quiet tool"]);
    expect(await names("DEVELOPER")).toEqual(["Dev thing"]);
    expect(await names("Students and educators")).toEqual(["100% uptime"]); // the audience label
    expect(await names("0%")).toEqual(["100% uptime"]);
    expect(await names("_")).toEqual([]);
    const none = await callLoader(saved, jar.get("/saved?q=zzz"));
    expect(none.body).toMatchObject({ total: 0, cards: [], q: "zzz" });
  });

  it("pages through results 12 at a time, in searches too", async () => {
    const jar = new Jar();
    await signUp(jar, "pages@example.com");
    await seedPlans("pages@example.com", Array.from({ length: 30 }, (_, i) => ({ productName: `Plan ${i}` })));
    const first = await callLoader(saved, jar.get("/saved"));
    expect(first.body).toMatchObject({ total: 30, page: 1, pageCount: 3 });
    expect(first.body.cards).toHaveLength(12);
    expect(first.body.cards[0].productName).toBe("Plan 29");
    const last = await callLoader(saved, jar.get("/saved?page=3"));
    expect(last.body.cards.map((c: { productName: string }) => c.productName)).toEqual(
      ["Plan 5", "Plan 4", "Plan 3", "Plan 2", "Plan 1", "Plan 0"],
    );
    expect((await callLoader(saved, jar.get("/saved?page=99"))).body).toMatchObject({ page: 3, total: 30 });
    expect((await callLoader(saved, jar.get("/saved?page=abc"))).body.page).toBe(1);
    // "Plan 1" matches Plan 1 and Plan 10-19: 11 plans, one short page.
    expect((await callLoader(saved, jar.get("/saved?q=plan%201"))).body).toMatchObject({ total: 11, pageCount: 1 });
    const searched = await callLoader(saved, jar.get("/saved?q=plan&page=2"));
    expect(searched.body).toMatchObject({ total: 30, page: 2, pageCount: 3 });
    expect(searched.body.cards[0].productName).toBe("Plan 17");
    expect((await callLoader(saved, jar.get("/saved?q=nothing&page=2"))).body).toMatchObject({ total: 0, page: 1, cards: [] });
  });

  it("sends only a short excerpt of long descriptions", async () => {
    const jar = new Jar();
    await signUp(jar, "excerpt@example.com");
    await seedPlans("excerpt@example.com", [{ productName: "Long", productDescription: "word ".repeat(130).trim() }]);
    const [card] = (await callLoader(saved, jar.get("/saved"))).body.cards;
    expect(card.productDescription.length).toBeLessThanOrEqual(241);
    expect(card.productDescription.endsWith("…")).toBe(true);
  });

  it("shows a delete confirmation for ?delete=id only for the user's own plan", async () => {
    const jar = new Jar();
    await signUp(jar, "confirm@example.com");
    await signUp(new Jar(), "stranger@example.com");
    const [mine] = await seedPlans("confirm@example.com", [{ productName: "Mine" }]);
    const [theirs] = await seedPlans("stranger@example.com", [{ productName: "Theirs" }]);
    expect((await callLoader(saved, jar.get(`/saved?delete=${mine}`))).body.confirmDelete).toEqual({ id: mine, productName: "Mine" });
    expect((await callLoader(saved, jar.get(`/saved?delete=${theirs}`))).body.confirmDelete).toBeNull();
  });
});

describe("deleting from /saved", () => {
  it("deletes the plan, toasts 'Plan deleted' and returns to the same list", async () => {
    const jar = new Jar();
    await signUp(jar, "deleter@example.com");
    await visitRoot(jar, "/"); // the sign-up toast is shown and gone
    const [id] = await seedPlans("deleter@example.com", [{ productName: "Bye" }]);
    const res = jar.take(await callAction(saved, jar.post("/saved?view=list&q=bye", { intent: "delete", planId: String(id) })));
    expect(res.status).toBe(302);
    expect(res.location).toBe("/saved?q=bye&view=list");
    expect((await visitRoot(jar, "/")).body.toast).toMatchObject({
      title: "Plan deleted",
      description: "Marketing plan was deleted successfully.",
    });
    expect((await callLoader(saved, jar.get("/saved"))).body.total).toBe(0);
  });

  it("cannot delete another user's plan (404, nothing deleted)", async () => {
    const owner = new Jar();
    const other = new Jar();
    await signUp(owner, "owner@example.com");
    await signUp(other, "intruder@example.com");
    const [id] = await seedPlans("owner@example.com", [{ productName: "Keep" }]);
    const res = await callAction(saved, other.post("/saved", { intent: "delete", planId: String(id) }));
    expect(res.status).toBe(404);
    expect(res.body.deleteError).toMatch(/not found/);
    expect((await callLoader(saved, owner.get("/saved"))).body.total).toBe(1);
  });

  it("sends a signed-out visitor to sign in", async () => {
    const res = await callAction(saved, new Jar().post("/saved", { intent: "delete", planId: "1" }));
    expect(res.status).toBe(302);
    expect(res.location).toBe("/login?returnUrl=%2Fsaved");
  });
});
