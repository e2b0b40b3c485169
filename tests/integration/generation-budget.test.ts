/**
 * Issue 12, finding 5: AI_DAILY_LIMIT caps the generations made with the server's key per UTC day,
 * counted in the database (every instance shares it). Used up, the server's key is not used: step 4
 * says so and offers the built-in planner or the visitor's own key; the API answers 429 saying when
 * it resets. A visitor's own key is never charged to it.
 */
import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { answers } from "../support/answers";
import { useFakeAi } from "../support/fake-ai-suite";
import { callAction, callLoader, Jar } from "../support/remix";
import { STEP4_FIELDS, visitorAtStep4 } from "../support/step4";

let planRoute: typeof import("../../app/routes/plan");
let apiPlan: typeof import("../../app/routes/api.generate-plan");
let check: typeof import("../../app/routes/api.check-api-key");
let keys: typeof import("../../app/ai-keys/stored-keys.server");
let worker: typeof import("../../app/generation/worker.server");
let budget: typeof import("../../app/generation/budget.server");

const fake = useFakeAi({ OPENAI_API_KEY: "sk-server", AI_DAILY_LIMIT: "2" });

beforeAll(async () => {
  planRoute = await import("../../app/routes/plan");
  apiPlan = await import("../../app/routes/api.generate-plan");
  check = await import("../../app/routes/api.check-api-key");
  keys = await import("../../app/ai-keys/stored-keys.server");
  worker = await import("../../app/generation/worker.server");
  budget = await import("../../app/generation/budget.server");
});

const context = () => ({ clientAddress: `192.0.2.${randomBytes(1)[0]}` });

const submitStep4 = async (jar: Jar, intent = "continue") =>
  jar.take(await callAction(planRoute, jar.post("/plan", { ...STEP4_FIELDS, intent }), {}, context()));
const postPlan = (jar = new Jar()) => callAction(apiPlan, jar.json("http://localhost/api/generate-plan", "POST", answers), {}, context());

const USED_UP = /^Today's AI budget on this server is used up\. It resets at midnight UTC \(in \d+ (hours|minutes|seconds)\)\. Until then, use the built-in planner or add your own API key\.$/;

describe("the daily AI budget", () => {
  it("does not charge a visitor's own key", async () => {
    const own = await visitorAtStep4();
    await keys.saveVisitorApiKey(own.visitorId, "sk-visitor-own");
    for (let i = 0; i < 3; i++) expect((await submitStep4(own.jar)).status).toBe(302);
    expect((await postPlan(own.jar)).status).toBe(200);
    await worker.settleGenerations();
    expect(fake.chatCalls().every((c) => c.authorization === "Bearer sk-visitor-own")).toBe(true);
    expect(await budget.serverBudget()).toMatchObject({ limit: 2, used: 0, usedUp: false });
  });

  it("counts server-key generations from step 4 and the API; used up, the server's key is not used", async () => {
    const first = await visitorAtStep4();
    expect((await submitStep4(first.jar)).status).toBe(302);
    expect((await postPlan()).status).toBe(200);
    await worker.settleGenerations();
    expect(await budget.serverBudget()).toMatchObject({ used: 2, usedUp: true });
    const serverCalls = fake.chatCalls().length;

    // Step 4: refused with the page's message, answers kept; the page now offers what a server
    // without a key offers.
    const late = await visitorAtStep4();
    const refused = await submitStep4(late.jar);
    expect(refused.status).toBe(429);
    const seconds = Number(refused.headers.get("Retry-After"));
    expect(Math.abs(seconds - (budget.budgetResetsAt(Date.now()) - Date.now()) / 1000)).toBeLessThan(2); // until midnight UTC
    expect((refused.body as { refused: { message: string } }).refused.message).toMatch(USED_UP);
    const page = await callLoader(planRoute, late.jar.get("/plan"));
    expect(page.body).toMatchObject({
      values: { successMetrics: answers.successMetrics },
      aiKey: { configured: false, source: null, budgetResetsAt: new Date(budget.budgetResetsAt(Date.now())).toISOString() },
    });
    expect((await submitStep4(late.jar, "use-builtin")).status).toBe(302);

    // The API: 429 with the same sentence; check-api-key says the server's key does not count today.
    const api = await postPlan();
    expect(api.status).toBe(429);
    expect(api.headers.get("Retry-After")).toBeTruthy();
    expect((api.body as { message: string }).message).toMatch(USED_UP);
    expect((await callLoader(check, new Jar().get("/api/check-api-key"))).body).toMatchObject({
      configured: false,
      source: null,
      budgetResetsAt: expect.stringMatching(/T00:00:00\.000Z$/) as unknown,
    });

    // Own keys still work, on the visitor's key.
    await keys.saveVisitorApiKey(late.visitorId, "sk-late-own");
    expect((await submitStep4(late.jar)).status).toBe(302);
    await worker.settleGenerations();
    expect(fake.chatCalls().slice(serverCalls).map((c) => c.authorization)).toEqual(["Bearer sk-late-own", "Bearer sk-late-own"]);
    expect((await budget.serverBudget())?.used).toBe(2);
  });

  it("is shared through the database and starts again at midnight UTC", async () => {
    const now = Date.UTC(2030, 0, 15, 23, 59, 0);
    expect(await budget.chargeServerBudget(now, 1)).toBe(true);
    expect(await budget.chargeServerBudget(now, 1)).toBe(false); // another instance asking gets the same answer
    expect(await budget.serverBudget(now, 1)).toMatchObject({ used: 1, usedUp: true, resetsAt: Date.UTC(2030, 0, 16) });
    const tomorrow = Date.UTC(2030, 0, 16, 0, 0, 1);
    expect(await budget.serverBudget(tomorrow, 1)).toMatchObject({ used: 0, usedUp: false });
    expect(await budget.chargeServerBudget(tomorrow, 1)).toBe(true);
  });
});
