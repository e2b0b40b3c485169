/**
 * POST /api/generate-plan and /api/generate-customer-profile, GET /api/check-api-key, with a
 * server key: JSON in and out, 4xx with a message for bad requests, 5xx with the spec's message
 * when the provider fails.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { defined } from "../support/defined";
import { useFakeAi } from "../support/fake-ai-suite";
import { samplePlan, sampleProfile } from "../support/fixtures";
import { answers } from "../support/answers";
import { callAction, callLoader, Jar } from "../support/remix";

let plan: typeof import("../../app/routes/api.generate-plan");
let profile: typeof import("../../app/routes/api.generate-customer-profile");
let check: typeof import("../../app/routes/api.check-api-key");

const fake = useFakeAi();

beforeAll(async () => {
  plan = await import("../../app/routes/api.generate-plan");
  profile = await import("../../app/routes/api.generate-customer-profile");
  check = await import("../../app/routes/api.check-api-key");
});

const postPlan = (request: Request) => callAction(plan, request);
const postProfile = (request: Request) => callAction(profile, request);
/** An API client: JSON in, no cookies; `raw` sends a body as it is. */
const json = (url: string, body: unknown) => new Jar().json(url, "POST", body);
const raw = (url: string, body: string, contentType = "application/json") =>
  new Jar().request(url, { method: "POST", headers: { "Content-Type": contentType }, body });
const PLAN_URL = "http://localhost/api/generate-plan";
const PROFILE_URL = "http://localhost/api/generate-customer-profile";

describe("POST /api/generate-plan", () => {
  it("answers the full form data with the plan", async () => {
    const r = await postPlan(json(PLAN_URL, answers));
    expect(r.status).toBe(200);
    expect(r.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(r.body).toMatchObject({ strategySummary: samplePlan.strategySummary, source: "ai" });
    expect(fake.chatCalls("marketing_plan")).toHaveLength(1);
  });

  it("refuses a body that is not JSON with 415", async () => {
    const r = await postPlan(raw(PLAN_URL, "productName=x", "application/x-www-form-urlencoded"));
    expect(r.status).toBe(415);
    expect(r.body).toEqual({ message: "Content-Type must be application/json" });
  });

  it("refuses broken JSON and non-objects with 400", async () => {
    expect((await postPlan(raw(PLAN_URL, "{ broken"))).body).toEqual({ message: "Request body is not valid JSON" });
    const list = await postPlan(json(PLAN_URL, [1, 2]));
    expect(list.status).toBe(400);
    expect(list.body).toEqual({ message: "Request body must be a JSON object" });
    expect(fake.calls).toHaveLength(0);
  });

  it("names every missing or invalid field, with the form's messages, and calls nothing", async () => {
    const { productName: _n, challenges: _c, ...rest } = answers;
    const r = await postPlan(json(PLAN_URL, { ...rest, budgetRange: "millions", skills: "seo" }));
    expect(r.status).toBe(422);
    const body = r.body as { message: string; errors: Record<string, string[]> };
    expect(body.message).toBe("Some fields are missing or invalid");
    expect(body.errors.productName).toEqual(["Product name is required"]);
    expect(body.errors.challenges).toEqual(["Challenges are required"]);
    expect(body.errors.budgetRange).toEqual(["Please choose one of the listed options"]);
    expect(fake.calls).toHaveLength(0);
  });

  it("answers 502 with the spec's message when the provider's reply is unusable", async () => {
    fake.setBehavior({ bySchema: { marketing_plan: { omitFields: ["tactics.0.impact"] } } });
    const r = await postPlan(json(PLAN_URL, answers));
    expect(r.status).toBe(502);
    expect(r.body).toEqual({
      message:
        "Failed to generate marketing plan. Please check your AI provider API key or try again later. Error: API response missing required field: tactics[0].impact",
    });
  });

  it("answers 504 when the provider does not answer in time", async () => {
    fake.setBehavior({ bySchema: { marketing_plan: { hang: true } } });
    // The route itself, with shorter deadlines passed in through the load context.
    const aiCallOptions = { attemptTimeoutMs: 200, deadlineMs: 3000, retryDelaysMs: [50, 100] };
    const r = await callAction(plan, json(PLAN_URL, answers), {}, { aiCallOptions });
    expect(r.status).toBe(504);
    expect((r.body as { message: string }).message).toMatch(/Error: The AI provider did not answer in time$/);
    expect(fake.chatCalls("marketing_plan")).toHaveLength(3);
  });

  it("refuses GET with 405", async () => {
    const r = await callLoader(plan, new Jar().get(PLAN_URL));
    expect(r.status).toBe(405);
    expect(r.headers.get("Allow")).toBe("POST");
  });
});

describe("POST /api/generate-customer-profile", () => {
  it("answers the 8 profile fields", async () => {
    const r = await postProfile(
      json(PROFILE_URL, {
        productName: "Rocketboard",
        productDescription: "Planning for small teams",
        audienceType: "developer",
        audienceGeography: "specific-country",
        specificCountry: "Portugal",
        audiencePersona: "Busy founders",
      }),
    );
    expect(r.status).toBe(200);
    expect(r.body).toEqual(sampleProfile);
    const prompt = JSON.stringify((defined(fake.chatCalls("customer_profile")[0], "the customer_profile call").body as { messages: unknown }).messages);
    expect(prompt).toContain("Developers");
    expect(prompt).toContain("Portugal");
  });

  it("fills the spec's defaults for missing values", async () => {
    const r = await postProfile(json(PROFILE_URL, { productDescription: "   " }));
    expect(r.status).toBe(200);
    const prompt = JSON.stringify((defined(fake.chatCalls("customer_profile")[0], "the customer_profile call").body as { messages: unknown }).messages);
    for (const text of ["Product", "No description provided", "General audience", "Global", "Target customer"]) {
      expect(prompt).toContain(text);
    }
  });

  it("refuses fields of the wrong type with per-field errors", async () => {
    const r = await postProfile(json(PROFILE_URL, { productName: 42, audiencePersona: ["a"] }));
    expect(r.status).toBe(422);
    expect((r.body as { errors: Record<string, string[]> }).errors).toEqual({
      productName: ["Must be text"],
      audiencePersona: ["Must be text"],
    });
  });

  it("answers 502 naming the missing profile fields", async () => {
    fake.setBehavior({ bySchema: { customer_profile: { omitFields: ["objections"] } } });
    const r = await postProfile(json(PROFILE_URL, {}));
    expect(r.status).toBe(502);
    expect(r.body).toEqual({
      message:
        "Failed to generate customer profile. Please check your AI provider API key or try again later. Error: Customer profile is missing required fields: objections",
    });
  });
});

describe("GET /api/check-api-key", () => {
  it("says the server's key is configured, without revealing it", async () => {
    const r = await callLoader(check, new Jar().get("/api/check-api-key"));
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ ok: true, configured: true, source: "server", builtinAvailable: true });
    expect(JSON.stringify(r.body)).not.toContain("sk-server");
  });
});
