import { afterAll, describe, expect, it, vi } from "vitest";
import { sql } from "kysely";
import { db } from "~/db.server";
import { settleGenerations } from "~/generation/worker.server";
import * as audienceRoute from "~/routes/audience";
import * as goalsRedirect from "~/routes/goals";
import * as planRoute from "~/routes/plan";
import * as productRoute from "~/routes/product";
import * as resetRoute from "~/routes/reset-form";
import * as resourcesRoute from "~/routes/resources";
import { getSession } from "~/session.server";
import * as root from "~/root";
import { getAnswers } from "~/wizard/answers.server";
import { callAction, callLoader, Jar, type Fields, type Outcome, type RouteModule } from "../support/remix";

/**
 * Every step's loader and action with real Requests against the real session table: redirects,
 * 422s with the typed values, the skip-ahead guard, forged posts, Back, the size cap, reset.
 */

const BASE = "http://localhost";
const words = (n: number, word = "word") => Array.from({ length: n }, () => word).join(" ");

const PRODUCT: Fields = {
  productName: "Rocket",
  productWebsite: "https://rocket.example",
  productType: "saas",
  productStage: "beta",
  productDescription: words(60, "rocket"),
};
const AUDIENCE: Fields = { audienceType: "developer", audienceGeography: "global", audiencePersona: words(55, "dev") };
const RESOURCES: Fields = { budgetRange: "seed", timeHorizon: "quarter", skills: ["content", "seo"] };
const GOALS: Fields = { primaryGoal: "signups", successMetrics: "500 sign-ups", challenges: "No audience yet", includeMarketingWisdom: ["false", "true"] };

/** A visitor: a cookie jar that loads and posts to the step routes. */
function visitor() {
  const jar = new Jar();
  return {
    jar,
    async load(route: RouteModule, path: string) {
      return jar.take(await callLoader(route, jar.get(path)));
    },
    async post(route: RouteModule, path: string, fields: Fields, intent = "continue") {
      return jar.take(await callAction(route, jar.post(path, { ...fields, intent })));
    },
    /** Reset Form's button: a POST with no fields. */
    async reset() {
      return jar.take(await callAction(resetRoute, jar.request("/reset-form", { method: "POST" })));
    },
    async answers() {
      return getAnswers(await getSession(jar.get("/")));
    },
  };
}

function expectRedirect(response: Outcome, to: string | RegExp) {
  expect(response.status).toBe(302);
  if (typeof to === "string") expect(response.location).toBe(to);
  else expect(response.location).toMatch(to);
}

function expect422(response: Outcome) {
  expect(response.status).toBe(422);
  return response.body as { fieldErrors: Record<string, string>; repopulateFields: Record<string, unknown> };
}

async function throughStep3(v: ReturnType<typeof visitor>) {
  expectRedirect(await v.post(productRoute, "/product", PRODUCT), "/audience");
  expectRedirect(await v.post(audienceRoute, "/audience", AUDIENCE), "/resources");
  expectRedirect(await v.post(resourcesRoute, "/resources", RESOURCES), "/plan");
}

afterAll(async () => {
  await settleGenerations();
});

describe("step 1, /product", () => {
  it("starts empty, stores valid answers in the session, goes to /audience and prefills on return", async () => {
    const v = visitor();
    expect((await v.load(productRoute, "/product")).body).toEqual({ values: {}, epoch: null, editing: null });
    const response = await v.post(productRoute, "/product", PRODUCT);
    expectRedirect(response, "/audience");
    expect(response.headers.get("Set-Cookie")).toMatch(/^__session=/);
    expect((await v.load(productRoute, "/product")).body).toEqual({ values: PRODUCT, epoch: null, editing: null });
    expect((await v.load(audienceRoute, "/audience")).body).toEqual({ values: {}, epoch: null, editing: null });
  });

  it("answers invalid posts with 422, the spec's messages and every value as typed", async () => {
    const v = visitor();
    const typed = { productName: "  ", productWebsite: "not a url", productType: "", productStage: "mvp", productDescription: "火箭 🚀 too short" };
    const result = expect422(await v.post(productRoute, "/product", typed));
    expect(result.fieldErrors).toEqual({
      productName: "Product name is required",
      productWebsite: "Please enter a valid URL",
      productType: "Product type is required",
      productDescription: "Please provide at least 50 words describing your product",
    });
    expect(result.repopulateFields).toMatchObject(typed);
    expect(await v.answers()).toEqual({});
  });

  it("refuses forged values that are not on the lists, and missing fields", async () => {
    const v = visitor();
    const forged = expect422(await v.post(productRoute, "/product", { ...PRODUCT, productType: "crypto", productStage: "<script>" }));
    expect(forged.fieldErrors).toEqual({
      productType: "Please choose one of the listed options",
      productStage: "Please choose one of the listed options",
    });
    const missing = expect422(await v.post(productRoute, "/product", { productName: "Rocket" }));
    expect(Object.keys(missing.fieldErrors).sort()).toEqual(["productDescription", "productStage", "productType"]);
  });

  it("ignores unknown fields and never stores them", async () => {
    const v = visitor();
    expectRedirect(await v.post(productRoute, "/product", { ...PRODUCT, userId: "1", role: "admin", audienceType: "other", __proto__x: "y" }), "/audience");
    expect(await v.answers()).toEqual(PRODUCT);
  });
});

describe("the skip-ahead guard", () => {
  it("sends loaders to the first step that is not yet valid", async () => {
    const v = visitor();
    expectRedirect(await v.load(audienceRoute, "/audience"), "/product");
    expectRedirect(await v.load(resourcesRoute, "/resources"), "/product");
    expectRedirect(await v.load(planRoute, "/plan"), "/product");
    await v.post(productRoute, "/product", PRODUCT);
    expectRedirect(await v.load(resourcesRoute, "/resources"), "/audience");
    expectRedirect(await v.load(planRoute, "/plan"), "/audience");
  });

  it("refuses forged posts to a later step and stores nothing from them", async () => {
    const v = visitor();
    await v.post(productRoute, "/product", PRODUCT);
    const generationsBefore = (await db.selectFrom("generations").select("id").execute()).length;
    expectRedirect(await v.post(resourcesRoute, "/resources", RESOURCES), "/audience");
    expectRedirect(await v.post(planRoute, "/plan", GOALS), "/audience");
    expect(await v.answers()).toEqual(PRODUCT);
    expect((await db.selectFrom("generations").select("id").execute()).length).toBe(generationsBefore);
  });

  it("sends /goals to /plan", async () => {
    expectRedirect(await callLoader(goalsRedirect, new Jar().get("/goals")), "/plan");
  });
});

describe("step 2, /audience", () => {
  it("applies the conditional rules and keeps only the answer that applies", async () => {
    const v = visitor();
    await v.post(productRoute, "/product", PRODUCT);
    const errors = expect422(await v.post(audienceRoute, "/audience", { ...AUDIENCE, audienceType: "other", audienceGeography: "specific-country", specificCountry: "" }));
    expect(errors.fieldErrors).toEqual({
      customAudienceType: "Please specify your audience type",
      specificCountry: "Please specify a country",
    });
    const local = expect422(await v.post(audienceRoute, "/audience", { ...AUDIENCE, audienceGeography: "local" }));
    expect(local.fieldErrors).toEqual({ localRegion: "Please describe your local/regional area" });
    const forgedCountry = expect422(await v.post(audienceRoute, "/audience", { ...AUDIENCE, audienceGeography: "specific-country", specificCountry: "Narnia" }));
    expect(forgedCountry.fieldErrors).toEqual({ specificCountry: "Please choose a country from the list" });

    expectRedirect(
      await v.post(audienceRoute, "/audience", { ...AUDIENCE, audienceGeography: "specific-country", specificCountry: "Japan", localRegion: "stale", customAudienceType: "stale" }),
      "/resources",
    );
    const saved = await v.answers();
    expect(saved).toMatchObject({ audienceGeography: "specific-country", specificCountry: "Japan" });
    expect(saved).not.toHaveProperty("localRegion");
    expect(saved).not.toHaveProperty("customAudienceType");
  });

  it("Back stores what is on the page without validating it, and prefills it", async () => {
    const v = visitor();
    await v.post(productRoute, "/product", PRODUCT);
    const half = { audienceType: "other", customAudienceType: "", audienceGeography: "", audiencePersona: "only a few words\r\nso far" };
    expectRedirect(await v.post(audienceRoute, "/audience", half, "back"), "/product");
    expect((await v.load(audienceRoute, "/audience")).body).toEqual({
      values: { ...half, audiencePersona: "only a few words\nso far" },
      epoch: null,
      editing: null,
    });
    // Still not a valid step 2, so step 3 stays closed.
    expectRedirect(await v.load(resourcesRoute, "/resources"), "/audience");
  });
});

describe("step 3, /resources", () => {
  it("stores the skills list (empty when none ticked) and refuses unknown skills", async () => {
    const v = visitor();
    await v.post(productRoute, "/product", PRODUCT);
    await v.post(audienceRoute, "/audience", AUDIENCE);
    const bad = expect422(await v.post(resourcesRoute, "/resources", { ...RESOURCES, skills: ["seo", "lockpicking"] }));
    expect(bad.fieldErrors).toEqual({ skills: "Please choose skills from the list" });
    expect((expect422(await v.post(resourcesRoute, "/resources", { skills: "seo" }))).fieldErrors).toEqual({
      budgetRange: "Budget range is required",
      timeHorizon: "Time horizon is required",
    });
    expectRedirect(await v.post(resourcesRoute, "/resources", { budgetRange: "early", timeHorizon: "urgent" }), "/plan");
    expect(await v.answers()).toMatchObject({ budgetRange: "early", timeHorizon: "urgent", skills: [] });
    expect((await v.load(resourcesRoute, "/resources")).body).toEqual({ values: { budgetRange: "early", timeHorizon: "urgent", skills: [] }, epoch: null, editing: null });
    expectRedirect(await v.post(resourcesRoute, "/resources", { ...RESOURCES, skills: ["design"] }, "back"), "/audience");
    expect(await v.answers()).toMatchObject({ skills: ["design"] });
  });
});

describe("step 4, /plan", () => {
  it("shows the AI key status with the prefill, and refuses invalid goals with 422", async () => {
    const v = visitor();
    await throughStep3(v);
    const loaded = (await v.load(planRoute, "/plan")).body as { values: object; aiKey: { configured: boolean } };
    expect(loaded.values).toEqual({});
    expect(loaded.aiKey.configured).toBe(false);
    const errors = expect422(await v.post(planRoute, "/plan", { primaryGoal: "world-domination", successMetrics: "", challenges: " " }));
    expect(errors.fieldErrors).toEqual({
      primaryGoal: "Please choose one of the listed options",
      successMetrics: "Success metrics are required",
      challenges: "Challenges are required",
    });
  });

  it("starts a generation with the complete answers and redirects to /plan/{id}", async () => {
    const v = visitor();
    await throughStep3(v);
    const response = await v.post(planRoute, "/plan", { ...GOALS, includeMarketingWisdom: "false" });
    expectRedirect(response, /^\/plan\/[\w-]+$/);
    const id = decodeURIComponent(response.headers.get("Location")!.slice("/plan/".length));
    const row = await db.selectFrom("generations").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(JSON.parse(row.input)).toEqual({
      productName: "Rocket",
      productWebsite: "https://rocket.example",
      productType: "saas",
      productStage: "beta",
      productDescription: PRODUCT.productDescription,
      audienceType: "developer",
      audienceGeography: "global",
      audiencePersona: AUDIENCE.audiencePersona,
      budgetRange: "seed",
      timeHorizon: "quarter",
      skills: ["content", "seo"],
      primaryGoal: "signups",
      successMetrics: "500 sign-ups",
      challenges: "No audience yet",
      includeMarketingWisdom: false,
    });
    // The generation belongs to this visitor's session.
    const session = await getSession(v.jar.get("/"));
    expect(row.visitor_id).toBe(session.get("visitorId"));
    expect((await v.load(planRoute, "/plan")).body).toMatchObject({ values: { primaryGoal: "signups", includeMarketingWisdom: false } });
  });

  it("passes the built-in planner button through to the generation", async () => {
    const v = visitor();
    await throughStep3(v);
    const response = await v.post(planRoute, "/plan", GOALS, "use-builtin");
    expectRedirect(response, /^\/plan\//);
    const id = response.headers.get("Location")!.slice("/plan/".length);
    const row = await db.selectFrom("generations").select(["use_builtin", "input"]).where("id", "=", id).executeTakeFirstOrThrow();
    expect(row.use_builtin).toBe(1);
    expect(JSON.parse(row.input).includeMarketingWisdom).toBe(true);
  });

  it("Back from step 4 keeps the goals typed so far", async () => {
    const v = visitor();
    await throughStep3(v);
    expectRedirect(await v.post(planRoute, "/plan", { primaryGoal: "", successMetrics: "half", challenges: "", includeMarketingWisdom: "false" }, "back"), "/resources");
    expect((await v.load(planRoute, "/plan")).body).toMatchObject({
      values: { primaryGoal: "", successMetrics: "half", challenges: "", includeMarketingWisdom: false },
    });
  });
});

describe("worst-case round trip", () => {
  it("keeps every text field at its maximum, in emoji and CJK, through all four steps and a restart", async () => {
    const v = visitor();
    const cjk = (n: number) => "火箭發射".repeat(Math.ceil(n / 4)).slice(0, n);
    const description = `${words(99, "🚀")} ${cjk(700 - 99 * 3)}`;
    expect(description.length).toBe(700);
    const product = { ...PRODUCT, productName: cjk(100), productWebsite: `https://例え.jp/${"a".repeat(480)}`, productDescription: description };
    const audience = { audienceType: "other", customAudienceType: cjk(100), audienceGeography: "local", localRegion: `🚀${cjk(198)}`, audiencePersona: description };
    const goals = { primaryGoal: "revenue", successMetrics: cjk(300), challenges: `${"😀".repeat(350)}`, includeMarketingWisdom: ["false", "true"] };
    expectRedirect(await v.post(productRoute, "/product", product), "/audience");
    expectRedirect(await v.post(audienceRoute, "/audience", audience), "/resources");
    expectRedirect(await v.post(resourcesRoute, "/resources", { ...RESOURCES, skills: ["content", "design", "seo", "paid", "social", "sales", "community", "analytics"] }), "/plan");

    // A "restart": fresh module instances (new database connection, no memory of this run)
    // read the answers back from the session row in SQLite.
    const rows = await db.selectFrom("sessions").select("data").execute();
    expect(rows.some((r) => r.data.includes(cjk(100)))).toBe(true);
    vi.resetModules();
    const restarted = { product: await import("~/routes/product"), audience: await import("~/routes/audience") };
    expect((await v.load(restarted.product, "/product")).body).toEqual({ values: product, epoch: null, editing: null });
    expect((await v.load(restarted.audience, "/audience")).body).toEqual({ values: audience, epoch: null, editing: null });

    const response = await v.post(planRoute, "/plan", goals);
    expectRedirect(response, /^\/plan\//);
    const id = response.headers.get("Location")!.slice("/plan/".length);
    const input = JSON.parse((await db.selectFrom("generations").select("input").where("id", "=", id).executeTakeFirstOrThrow()).input);
    expect(input).toMatchObject({ productDescription: description, audiencePersona: description, challenges: goals.challenges, localRegion: audience.localRegion });
  });
});

describe("the 64 kB cap", () => {
  const big = "a".repeat(70 * 1024);

  it("refuses a declared oversized body with 413 before reading it", async () => {
    const v = visitor();
    const request = new Request(`${BASE}/product`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(big.length + 20) },
      body: `productName=${big}`,
    });
    const response = await callAction(productRoute, request);
    expect(response.status).toBe(413);
    expect(await v.answers()).toEqual({});
  });

  it("refuses an oversized streamed body without a length, multipart included", async () => {
    const chunks = [new TextEncoder().encode(`productName=${big}`)];
    const stream = new ReadableStream({
      pull(controller) {
        const next = chunks.shift();
        if (next) controller.enqueue(next);
        else controller.close();
      },
    });
    const streamed = new Request(`${BASE}/product`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect((await callAction(productRoute, streamed)).status).toBe(413);

    const form = new FormData();
    form.append("productName", big);
    const multipart = new Request(`${BASE}/audience`, { method: "POST", body: form });
    // The guard runs first (no step 1 yet); on step 1 the cap answers.
    expectRedirect(await callAction(audienceRoute, multipart), "/product");
    const multipartProduct = new Request(`${BASE}/product`, { method: "POST", body: form });
    expect((await callAction(productRoute, multipartProduct)).status).toBe(413);
  });

  it("accepts a normal multipart post", async () => {
    const form = new FormData();
    for (const [k, value] of Object.entries({ ...PRODUCT, intent: "continue" })) form.append(k, value as string);
    const browser = new Jar();
    const response = browser.take(await callAction(productRoute, browser.request("/product", { method: "POST", body: form })));
    expectRedirect(response, "/audience");
    expect(getAnswers(await getSession(browser.get("/")))).toEqual(PRODUCT);
  });
});

describe("Reset Form", () => {
  it("clears the answers, flashes the spec's toast and reloads /product", async () => {
    const v = visitor();
    await throughStep3(v);
    const response = await v.reset();
    expectRedirect(response, "/product");
    expect(await v.answers()).toEqual({});
    // A new epoch tells the browser's copy it is out of date (it is dropped, not restored).
    const first = (await v.load(productRoute, "/product")).body as { values: object; epoch: string };
    expect(first.values).toEqual({});
    expect(first.epoch).toMatch(/^[\w-]{20,}$/);
    const again = await v.reset();
    expect(((await v.load(productRoute, "/product")).body as { epoch: string }).epoch).not.toBe(first.epoch);
    // The toast rides in its own cookie to the next page, where the root loader shows it.
    expect(again.headers.getSetCookie().some((c) => c.startsWith("__toast="))).toBe(true);
    expect((await v.load(root, "/product")).body.toast).toEqual({ title: "Form reset successfully", description: "All form data has been cleared", variant: "default" });
    expectRedirect(await v.load(audienceRoute, "/audience"), "/product");
    expectRedirect(await callLoader(resetRoute, new Jar().get("/reset-form")), "/product");
  });

  it("answers 503 with a plain message (the cause only in the log) when the answers cannot be cleared", async () => {
    const v = visitor();
    await v.post(productRoute, "/product", PRODUCT);
    await sql`ALTER TABLE sessions RENAME TO sessions_offline`.execute(db);
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const result = await v.reset();
      expect(result.status).toBe(503);
      expect(result.body.error).toBe("The form could not be reset just now. Your answers are unchanged: please try again in a moment.");
      expect(result.body.error).not.toMatch(/sessions|SQLITE|table/i);
      expect(logged).toHaveBeenCalledWith("reset form failed", expect.any(Error));
    } finally {
      logged.mockRestore();
      await sql`ALTER TABLE sessions_offline RENAME TO sessions`.execute(db);
    }
    expect(await v.answers()).toEqual(PRODUCT);
  });
});
