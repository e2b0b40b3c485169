/**
 * Issue 12, finding 5: starting AI work is limited per visitor and per client address, an hour.
 * Generations on the server's key have tight limits; every generation (the built-in planner, a
 * visitor's own key) a generous one; saving a key (checked with the provider) its own. Refusals
 * say why and when to try again, with Retry-After: JSON 429 for the API, the page for step 4.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { answers } from "../support/answers";
import { useFakeAi } from "../support/fake-ai-suite";
import { callAction, callLoader, Jar, type Outcome } from "../support/remix";
import { STEP4_FIELDS, visitorAtStep4 } from "../support/step4";

let planRoute: typeof import("../../app/routes/plan");
let retryRoute: typeof import("../../app/routes/plan_.$generationId_.retry");
let apiPlan: typeof import("../../app/routes/api.generate-plan");
let apiProfile: typeof import("../../app/routes/api.generate-customer-profile");
let setKey: typeof import("../../app/routes/api.set-api-key");
let keys: typeof import("../../app/ai-keys/stored-keys.server");
let worker: typeof import("../../app/generation/worker.server");
let toasts: typeof import("../../app/toast.server");
let db: typeof import("../../app/db.server").db;

const fake = useFakeAi({
  OPENAI_API_KEY: "sk-server",
  GENERATION_LIMIT_PER_HOUR: "2",
  GENERATION_LIMIT_PER_ADDRESS_PER_HOUR: "3",
  GENERATION_TOTAL_LIMIT_PER_HOUR: "4",
  GENERATION_TOTAL_LIMIT_PER_ADDRESS_PER_HOUR: "6",
  API_KEY_CHECK_LIMIT_PER_HOUR: "2",
  API_KEY_CHECK_LIMIT_PER_ADDRESS_PER_HOUR: "3",
});

beforeAll(async () => {
  planRoute = await import("../../app/routes/plan");
  retryRoute = await import("../../app/routes/plan_.$generationId_.retry");
  apiPlan = await import("../../app/routes/api.generate-plan");
  apiProfile = await import("../../app/routes/api.generate-customer-profile");
  setKey = await import("../../app/routes/api.set-api-key");
  keys = await import("../../app/ai-keys/stored-keys.server");
  worker = await import("../../app/generation/worker.server");
  toasts = await import("../../app/toast.server");
  db = (await import("../../app/db.server")).db;
});

/**
 * A client address of its own for each call (TEST-NET-3), so no test's counters reach another: a
 * counter, not a random number, so two calls can never draw the same address.
 */
let addresses = 0;
const newAddress = () => `203.0.113.${++addresses}`;
const contextOf = (address: string) => ({ clientAddress: address });



async function submitStep4(jar: Jar, address: string, intent = "continue", goals: Record<string, string | string[]> = STEP4_FIELDS) {
  return jar.take(await callAction(planRoute, jar.post("/plan", { ...goals, intent }), {}, contextOf(address)));
}

const generationsOf = (visitorId: string) =>
  db.selectFrom("generations").select(["id", "use_builtin", "status"]).where("visitor_id", "=", visitorId).execute();

function expectRetryAfter(r: Outcome, atMost: number) {
  const seconds = Number(r.headers.get("Retry-After"));
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(atMost);
}

const ai = "You have started 2 AI plans in the last hour, the most this server allows.";

describe("step 4 (/plan) and Try Again", () => {
  it("refuses a visitor's third AI plan in an hour with 429 and the page's message, keeping every answer", async () => {
    const address = newAddress();
    const { jar, visitorId } = await visitorAtStep4();
    expect((await submitStep4(jar, address)).status).toBe(302);
    expect((await submitStep4(jar, address)).status).toBe(302);

    const typed = { ...STEP4_FIELDS, successMetrics: "300 weekly active teams, typed just now" };
    const refused = await submitStep4(jar, address, "continue", typed);
    expect(refused.status).toBe(429);
    expectRetryAfter(refused, 3600);
    const message = (refused.body as { refused: { message: string } }).refused.message;
    expect(message).toMatch(new RegExp(`^${ai} Please try again in (60|59) minutes, or use the built-in planner or your own API key now\\.$`));
    expect(await generationsOf(visitorId)).toHaveLength(2);

    // Nothing typed is lost: the page (loader) comes back with the answers as sent.
    const page = await callLoader(planRoute, jar.get("/plan"));
    expect(page.body).toMatchObject({ values: { successMetrics: typed.successMetrics, challenges: answers.challenges } });

    // The built-in planner costs the operator nothing: still there.
    expect((await submitStep4(jar, address, "use-builtin")).status).toBe(302);
    expect((await generationsOf(visitorId)).filter((g) => g.use_builtin === 1)).toHaveLength(1);

    // Another visitor on another address is not affected.
    const other = await visitorAtStep4();
    expect((await submitStep4(other.jar, newAddress())).status).toBe(302);
    await worker.settleGenerations();
  });

  it("refuses an address's fourth AI plan in an hour, whoever asks, and not another address", async () => {
    const address = newAddress();
    for (let i = 0; i < 3; i++) expect((await submitStep4((await visitorAtStep4()).jar, address)).status).toBe(302);
    const refused = await submitStep4((await visitorAtStep4()).jar, address);
    expect(refused.status).toBe(429);
    expectRetryAfter(refused, 3600);
    expect((refused.body as { refused: { message: string } }).refused.message).toMatch(
      /^3 AI plans have been started from your network in the last hour, the most this server allows\. Please try again in \d+ minutes/,
    );
    expect((await submitStep4((await visitorAtStep4()).jar, newAddress())).status).toBe(302);
    await worker.settleGenerations();
  });

  it("does not count a visitor's own key against the server's limits, but still caps every generation generously", async () => {
    const address = newAddress();
    const { jar, visitorId } = await visitorAtStep4();
    await keys.saveVisitorApiKey(visitorId, "sk-visitor-own");
    for (let i = 0; i < 4; i++) expect((await submitStep4(jar, address)).status).toBe(302); // past the server key's 2
    await worker.settleGenerations();
    expect(fake.chatCalls().every((c) => c.authorization === "Bearer sk-visitor-own")).toBe(true);
    expect(fake.chatCalls()).toHaveLength(8);

    const refused = await submitStep4(jar, address, "use-builtin");
    expect(refused.status).toBe(429);
    expect((refused.body as { refused: { message: string } }).refused.message).toMatch(
      /^You have started 4 plans in the last hour, the most this server allows\. Please try again in \d+ minutes\.$/,
    );
  });

  it("counts Try Again as a new generation: refused, the row stays failed and the page says why", async () => {
    const address = newAddress();
    const { jar, visitorId } = await visitorAtStep4();
    fake.setBehavior({ bySchema: { marketing_plan: { status: 400 } } });
    const first = await submitStep4(jar, address);
    const id = decodeURIComponent(first.location!.slice("/plan/".length));
    await worker.settleGenerations();
    expect((await generationsOf(visitorId))[0]?.status).toBe("failed");
    fake.reset();

    const retry = () => callAction(retryRoute, jar.post(`/plan/${id}/retry`, {}), { generationId: id }, contextOf(address));
    expect((await retry()).status).toBe(302); // the second AI plan of the hour
    await worker.settleGenerations();
    // Fail it again, so there is something to retry.
    await db.updateTable("generations").set({ status: "failed", error: "x" }).where("id", "=", id).execute();
    const callsBefore = fake.calls.length;

    const refused = jar.take(await retry());
    expect(refused.location).toBe(`/plan/${id}`);
    expect((await generationsOf(visitorId))[0]?.status).toBe("failed");
    expect(fake.calls.length).toBe(callsBefore);
    const { toast } = await toasts.takeToast(jar.get(`/plan/${id}`));
    expect(toast).toMatchObject({ title: "Please try again later", variant: "destructive" });
    expect(toast?.description).toMatch(new RegExp(`^${ai}`));
  });
});

describe("POST /api/generate-plan and /api/generate-customer-profile", () => {
  const post = (route: typeof apiPlan | typeof apiProfile, url: string, body: unknown, address: string, jar = new Jar()) =>
    callAction(route, jar.json(`http://localhost${url}`, "POST", body), {}, contextOf(address));
  const profileBody = {
    productName: answers.productName,
    productDescription: answers.productDescription,
    audienceType: "B2B",
    audienceGeography: "Europe",
    audiencePersona: answers.audiencePersona,
  };

  it("answer 429 with Retry-After past an address's limit, for both routes together; another address goes on", async () => {
    const address = newAddress();
    expect((await post(apiPlan, "/api/generate-plan", answers, address)).status).toBe(200);
    expect((await post(apiProfile, "/api/generate-customer-profile", profileBody, address)).status).toBe(200);
    expect((await post(apiPlan, "/api/generate-plan", answers, address)).status).toBe(200);
    const calls = fake.calls.length;

    for (const r of [
      await post(apiPlan, "/api/generate-plan", answers, address),
      await post(apiProfile, "/api/generate-customer-profile", profileBody, address),
    ]) {
      expect(r.status).toBe(429);
      expectRetryAfter(r, 3600);
      expect(r.body).toEqual({
        message: expect.stringMatching(
          /^3 AI plans have been started from your network in the last hour, the most this server allows\. Please try again in \d+ minutes, or use the built-in planner or your own API key now\.$/,
        ) as unknown,
      });
    }
    expect(fake.calls.length).toBe(calls);
    expect((await post(apiPlan, "/api/generate-plan", answers, newAddress())).status).toBe(200);
  });

  it("limit a visitor with a session to their own count", async () => {
    const { jar } = await visitorAtStep4();
    expect((await post(apiPlan, "/api/generate-plan", answers, newAddress(), jar)).status).toBe(200);
    expect((await post(apiPlan, "/api/generate-plan", answers, newAddress(), jar)).status).toBe(200);
    const refused = await post(apiPlan, "/api/generate-plan", answers, newAddress(), jar);
    expect(refused.status).toBe(429);
    expect((refused.body as { message: string }).message).toMatch(new RegExp(`^${ai}`));
  });
});

describe("POST /api/set-api-key", () => {
  const save = (jar: Jar, address: string, key = "sk-someone-elses") =>
    callAction(setKey, jar.json("http://localhost/api/set-api-key", "POST", { key }), {}, contextOf(address));

  it("refuses a visitor's third key check in an hour with 429, calling nobody; another visitor goes on", async () => {
    const address = newAddress();
    const { jar } = await visitorAtStep4();
    expect((await save(jar, address, "sk-invalid-one")).status).toBe(400);
    expect((await save(jar, address, "sk-invalid-two")).status).toBe(400);
    const calls = fake.calls.length;
    const refused = await save(jar, address, "sk-invalid-three");
    expect(refused.status).toBe(429);
    expectRetryAfter(refused, 3600);
    expect((refused.body as { message: string }).message).toMatch(
      /^You have checked 2 API keys in the last hour, the most this server allows\. Please try again in \d+ minutes\.$/,
    );
    expect(fake.calls.length).toBe(calls);
    expect((await save((await visitorAtStep4()).jar, newAddress())).status).toBe(200);
  });

  it("refuses an address's fourth key check, even from new sessions every time", async () => {
    const address = newAddress();
    for (let i = 0; i < 3; i++) expect((await save(new Jar(), address, `sk-invalid-${i}`)).status).toBe(400);
    const refused = await save(new Jar(), address);
    expect(refused.status).toBe(429);
    expect((refused.body as { message: string }).message).toMatch(/^Your network has checked 3 API keys in the last hour/);
    expect(refused.headers.get("Retry-After")).toBeTruthy();
  });

  it("counts the /api-key page's form (no JavaScript) against the same address, even from new sessions", async () => {
    const keyPage = await import("../../app/routes/api-key");
    const address = newAddress();
    const submit = (key: string) =>
      callAction(keyPage, new Jar().post("http://localhost/api-key", { key, returnTo: "/plan" }), {}, contextOf(address));
    for (let i = 0; i < 3; i++) expect((await submit(`sk-invalid-${i}`)).status).toBe(400);
    const calls = fake.calls.length;
    const refused = await submit("sk-invalid-3");
    expect(refused.status).toBe(429);
    expect((refused.body as { error: string }).error).toMatch(/^Your network has checked 3 API keys in the last hour/);
    expect(fake.calls.length).toBe(calls);
  });
});
