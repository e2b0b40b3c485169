import { beforeAll, describe, expect, it } from "vitest";
import { samplePlan } from "../support/fixtures";
import { callAction, callLoader, Jar } from "../support/remix";
import { freshAddress, planBody, signUp, userIdOf } from "./auth-support";

let plans: typeof import("../../app/routes/api.plans");
let plan: typeof import("../../app/routes/api.plans.$id");
let tokens: typeof import("../../app/routes/api.tokens");

const alice = new Jar();
const bob = new Jar();
let aliceToken = "";
let bobToken = "";

beforeAll(async () => {
  plans = await import("../../app/routes/api.plans");
  plan = await import("../../app/routes/api.plans.$id");
  tokens = await import("../../app/routes/api.tokens");
  await signUp(alice, "alice@example.com", "alice password");
  await signUp(bob, "bob@example.com", "bob password");
  const issue = async (email: string, password: string) =>
    (await callAction(tokens, new Jar().json("/api/tokens", "POST", { email, password }), {}, freshAddress())).body.token as string;
  aliceToken = await issue("alice@example.com", "alice password");
  bobToken = await issue("bob@example.com", "bob password");
});

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const create = (jar: Jar, body: unknown, headers: Record<string, string> = {}) =>
  callAction(plans, jar.json("/api/plans", "POST", body, headers));
const get = (jar: Jar, id: number | string, headers: Record<string, string> = {}) =>
  callLoader(plan, jar.get(`/api/plans/${id}`, headers), { id: String(id) });
const del = (jar: Jar, id: number | string, headers: Record<string, string> = {}) =>
  callAction(plan, jar.json(`/api/plans/${id}`, "DELETE", undefined, headers), { id: String(id) });

describe("POST /api/plans", () => {
  it("saves a plan for the caller (cookie) and answers the record in both spellings", async () => {
    const res = await create(alice, planBody());
    expect(res.status).toBe(201);
    expect(res.headers.get("Location")).toBe(`/api/plans/${res.body.id}`);
    expect(res.body).toMatchObject({
      productName: "Rocketboard",
      budgetRange: "seed",
      budget_range: "seed",
      timeHorizon: "quarter",
      time_horizon: "quarter",
      userId: await userIdOf("alice@example.com"),
    });
    expect(res.body.generatedPlan).toEqual(samplePlan);
    expect(res.body.generated_plan).toEqual(samplePlan);
    expect(Date.now() - Date.parse(res.body.createdAt)).toBeLessThan(60_000);
  });

  it("saves with a bearer token, filling the save defaults for missing optional values", async () => {
    const res = await create(new Jar(), {
      productName: "Minimal",
      // The form's rules apply: 50 to 100 words (a two-word description was the looser API's bug).
      productDescription: `Just enough ${"word ".repeat(48)}`,
      audienceType: "developer",
      audiencePersona: `Developers ${"word ".repeat(49)}`,
      generated_plan: samplePlan,
    }, bearer(bobToken));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      userId: await userIdOf("bob@example.com"),
      productType: "saas",
      productStage: "mvp",
      audienceGeography: "global",
      budgetRange: "bootstrapped",
      timeHorizon: "quarter",
      primaryGoal: "awareness",
      successMetrics: "User growth",
      challenges: "Limited resources",
      includeMarketingWisdom: true,
    });
  });

  it("ignores id, userId and createdAt sent by the client (mass assignment)", async () => {
    const bobId = await userIdOf("bob@example.com");
    const res = await create(alice, planBody({ id: 424242, userId: bobId, user_id: bobId, createdAt: "2001-01-01T00:00:00.000Z", created_at: "2001-01-01" }));
    expect(res.status).toBe(201);
    expect(res.body.id).not.toBe(424242);
    expect(res.body.userId).toBe(await userIdOf("alice@example.com"));
    expect(res.body.createdAt).not.toMatch(/^2001/);
    expect((await get(bob, res.body.id)).status).toBe(404);
  });

  it("answers 422 with a message for invalid plans, 400 for broken JSON, 415 for forms", async () => {
    const invalid = await create(alice, { productName: "", generatedPlan: "nope" });
    expect(invalid.status).toBe(422);
    expect(invalid.body.message).toContain("productName: Product name is required");
    // The README's one error shape: { message, errors: { field: [messages] } }.
    expect(invalid.body.errors.generatedPlan).toEqual(["generatedPlan must be an object"]);
    const broken = await callAction(plans, new Request("http://localhost/api/plans", {
      method: "POST", headers: { ...alice.headers(), "Content-Type": "application/json" }, body: "{oops",
    }));
    expect(broken.status).toBe(400);
    expect(broken.body.message).toBe("Request body is not valid JSON");
    const form = await callAction(plans, alice.post("/api/plans", { productName: "x" }));
    expect(form.status).toBe(415);
  });

  it("requires authentication: 401 {message: 'Authentication required'}", async () => {
    const res = await create(new Jar(), planBody());
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: "Authentication required" });
    expect((await callLoader(plans, new Jar().get("/api/plans"))).body).toEqual({ message: "Authentication required" });
    expect((await get(new Jar(), 1)).status).toBe(401);
    expect((await del(new Jar(), 1)).status).toBe(401);
  });
});

describe("GET /api/plans and /api/plans/:id", () => {
  it("lists only the caller's plans, newest first", async () => {
    const a = new Jar();
    await signUp(a, "lister@example.com");
    const first = await create(a, planBody({ productName: "First" }));
    const second = await create(a, planBody({ productName: "Second" }));
    const list = await callLoader(plans, a.get("/api/plans"));
    expect(list.status).toBe(200);
    expect(list.body.map((p: { id: number }) => p.id)).toEqual([second.body.id, first.body.id]);
    expect(list.body[0]).toHaveProperty("generated_plan");
    expect(list.body[0]).toHaveProperty("budget_range");
  });

  it("gets one plan by cookie or token", async () => {
    const created = await create(alice, planBody({ productName: "Fetch me" }));
    const byCookie = await get(alice, created.body.id);
    expect(byCookie.status).toBe(200);
    expect(byCookie.body.productName).toBe("Fetch me");
    const byToken = await get(new Jar(), created.body.id, bearer(aliceToken));
    expect(byToken.body).toEqual(byCookie.body);
  });

  it("answers 404 for another user's plan exactly as for a missing one", async () => {
    const created = await create(alice, planBody({ productName: "Alice only" }));
    const theirs = await get(bob, created.body.id);
    const missing = await get(bob, 99999999);
    const junk = await get(bob, "abc");
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual(missing.body);
    expect(junk.status).toBe(404);
    const byToken = await get(new Jar(), created.body.id, bearer(bobToken));
    expect(byToken.status).toBe(404);
    expect(byToken.body).toEqual({ message: "Plan not found" });
    const bobList = await callLoader(plans, bob.get("/api/plans"));
    expect(bobList.body.map((p: { productName: string }) => p.productName)).not.toContain("Alice only");
  });
});

describe("DELETE /api/plans/:id", () => {
  it("deletes the caller's plan; another user cannot (cookie or token)", async () => {
    const created = await create(alice, planBody({ productName: "Doomed" }));
    expect((await del(bob, created.body.id)).status).toBe(404);
    expect((await del(new Jar(), created.body.id, bearer(bobToken))).status).toBe(404);
    expect((await get(alice, created.body.id)).status).toBe(200);

    const res = await del(new Jar(), created.body.id, bearer(aliceToken));
    expect(res.status).toBe(200);
    expect((await get(alice, created.body.id)).status).toBe(404);
    expect((await del(alice, created.body.id)).status).toBe(404);
  });
});

describe("PUT /api/plans/:id", () => {
  it("updates the caller's plan, keeping id, owner and createdAt whatever the body says", async () => {
    const created = await create(alice, planBody({ productName: "Before" }));
    const res = await callAction(
      plan,
      alice.json(`/api/plans/${created.body.id}`, "PUT", planBody({ productName: "After", id: 1, userId: 999, createdAt: "2001-01-01" })),
      { id: String(created.body.id) },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: created.body.id, productName: "After", userId: created.body.userId, createdAt: created.body.createdAt });
    const bobTry = await callAction(plan, bob.json(`/api/plans/${created.body.id}`, "PUT", planBody({ productName: "Bob was here" })), {
      id: String(created.body.id),
    });
    expect(bobTry.status).toBe(404);
    expect((await get(alice, created.body.id)).body.productName).toBe("After");
  });

  it("refuses other methods with 405", async () => {
    const res = await callAction(plan, alice.json("/api/plans/1", "PATCH", {}), { id: "1" });
    expect(res.status).toBe(405);
  });
});

describe("one set of rules: the API saves only what the form accepts", () => {
  const text = (lead: string) => `${lead} ${"word ".repeat(55).trim()}`;

  it("a plan saved through the API passes every wizard step when edited", async () => {
    const { prefillFormFromPlan } = await import("../../app/saved-plans/create.server");
    const { getPlanRow } = await import("../../app/saved-plans/queries.server");
    const { getSession } = await import("../../app/session.server");
    const { firstIncompleteStep, getAnswers } = await import("../../app/wizard/answers.server");
    const jar = new Jar();
    await signUp(jar, "editor@example.com");
    const saved = await create(jar, {
      productName: "Corner Bakery",
      productWebsite: "bakery.example",
      productDescription: text("Sourdough and pastries."),
      audienceType: "other",
      customAudienceType: "Neighbours who walk to work",
      audienceGeography: "local",
      localRegion: "Croix-Rousse, Lyon",
      audiencePersona: text("Early commuters."),
      generatedPlan: samplePlan,
    });
    expect(saved.status).toBe(201);
    // Edit (/create?from=…&mode=edit) fills the form's session answers from the saved row.
    const session = await getSession(new Request("http://localhost/create"));
    prefillFormFromPlan(session, (await getPlanRow(saved.body.userId, saved.body.id))!, "edit");
    const answers = getAnswers(session);
    expect(firstIncompleteStep(answers)).toBeNull();
    expect(answers).toMatchObject({ productWebsite: "https://bakery.example", productType: "saas", localRegion: "Croix-Rousse, Lyon" });
  });

  it("refuses what a wizard step refuses: 422 with the form's messages in the README's error shape", async () => {
    const res = await create(alice, planBody({ productName: "n".repeat(101), audienceGeography: "specific-country", specificCountry: "Narnia" }));
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      message: "productName: Product name cannot exceed 100 characters; specificCountry: Please choose a country from the list",
      errors: {
        productName: ["Product name cannot exceed 100 characters"],
        specificCountry: ["Please choose a country from the list"],
      },
    });
  });
});
