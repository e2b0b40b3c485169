/**
 * Issue 12, finding 5: at most AI_CONCURRENCY generations make AI calls at once in a process; the
 * rest wait as `queued` rows (their page keeps loading) and all finish; past AI_QUEUE_LIMIT waiting,
 * step 4 refuses new ones with a message; the /api routes wait AI_QUEUE_WAIT_MS for a slot, then 503.
 */
import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { answers } from "../support/answers";
import { until } from "../support/clock";
import { useFakeAi } from "../support/fake-ai-suite";
import { callAction, Jar } from "../support/remix";
import { STEP4_FIELDS, visitorAtStep4 } from "../support/step4";

let planRoute: typeof import("../../app/routes/plan");
let apiPlan: typeof import("../../app/routes/api.generate-plan");
let worker: typeof import("../../app/generation/worker.server");
let limits: typeof import("../../app/generation/limits.server");
let db: typeof import("../../app/db.server").db;

const fake = useFakeAi({ OPENAI_API_KEY: "sk-server", AI_CONCURRENCY: "2", AI_QUEUE_LIMIT: "3", AI_QUEUE_WAIT_MS: "300" });

beforeAll(async () => {
  planRoute = await import("../../app/routes/plan");
  apiPlan = await import("../../app/routes/api.generate-plan");
  worker = await import("../../app/generation/worker.server");
  limits = await import("../../app/generation/limits.server");
  db = (await import("../../app/db.server")).db;
});

/** Each submit from its own visitor and address: only the queue can refuse here. */
async function submitStep4(intent = "continue") {
  const { jar } = await visitorAtStep4();
  const context = { clientAddress: `198.51.100.${randomBytes(1)[0]}:${randomBytes(2).toString("hex")}` };
  return jar.take(await callAction(planRoute, jar.post("/plan", { ...STEP4_FIELDS, intent }), {}, context));
}
const idOf = (location: string | null) => decodeURIComponent((location ?? "").slice("/plan/".length));
const statuses = async (ids: string[]) =>
  (await db.selectFrom("generations").select(["id", "status"]).where("id", "in", ids).execute()).map((r) => r.status);

describe("the AI queue", () => {
  it("runs at most AI_CONCURRENCY generations at once; the others wait as queued rows and all finish", async () => {
    fake.setBehavior({ all: { delayMs: 250 } }); // the fake AI holds every answer a while
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push(idOf((await submitStep4()).location));

    let most = 0;
    let sawQueued = false;
    const watch = setInterval(() => {
      most = Math.max(most, limits.aiSlots.running);
    }, 5);
    try {
      await until(() => limits.aiSlots.waiting === 3);
      expect(limits.aiSlots.running).toBe(2);
      const now = await statuses(ids);
      expect(now.filter((s) => s === "running")).toHaveLength(2);
      expect(now.filter((s) => s === "queued")).toHaveLength(3); // a restart would find them
      sawQueued = true;
      await worker.settleGenerations();
    } finally {
      clearInterval(watch);
    }
    expect(sawQueued).toBe(true);
    expect(most).toBeLessThanOrEqual(2);
    expect(await statuses(ids)).toEqual(["done", "done", "done", "done", "done"]);
    expect(fake.chatCalls()).toHaveLength(10);
    // Never more than two generations (four calls) in flight at the fake AI: the third pair arrives
    // only after the first answers (250 ms later).
    const arrivals = fake.chatCalls().map((c) => c.at).sort((a, b) => a - b);
    expect(arrivals[4]! - arrivals[0]!).toBeGreaterThanOrEqual(200);
  });

  it("refuses step 4 with 503 and a message once the waiting line is full; the built-in planner still runs", async () => {
    fake.setBehavior({ all: { delayMs: 400 } });
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push(idOf((await submitStep4()).location));
    await until(() => limits.aiSlots.waiting === 3);

    const refused = await submitStep4();
    expect(refused.status).toBe(503);
    expect(refused.headers.get("Retry-After")).toBe("60");
    expect(refused.body).toEqual({
      refused: { message: "Too many plans are being generated right now. Please try again in a minute.", retryAfterSeconds: 60 },
    });
    expect(await db.selectFrom("generations").select("id").execute()).toHaveLength(10); // the first test's 5 and these 5: no row for the refused one

    const builtin = await submitStep4("use-builtin");
    expect(builtin.status).toBe(302);
    await worker.settleGenerations();
    expect(await statuses([...ids, idOf(builtin.location)])).toEqual(Array(6).fill("done"));
  });

  it("makes /api/generate-plan wait for a slot, then answer 503 with Retry-After; with a free slot it answers", async () => {
    fake.setBehavior({ all: { delayMs: 800 } });
    for (let i = 0; i < 2; i++) await submitStep4();
    await until(() => limits.aiSlots.running === 2 && fake.chatCalls().length === 4);

    const started = Date.now();
    const busy = await callAction(apiPlan, new Jar().json("http://localhost/api/generate-plan", "POST", answers), {}, { clientAddress: "198.51.100.7" });
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(busy.status).toBe(503);
    expect(busy.headers.get("Retry-After")).toBe("10");
    expect(busy.body).toEqual({ message: "The AI is busy with other plans right now. Please try again in a moment." });
    expect(fake.chatCalls()).toHaveLength(4); // the two generations' calls; none from the refused request

    await worker.settleGenerations();
    fake.reset();
    const ok = await callAction(apiPlan, new Jar().json("http://localhost/api/generate-plan", "POST", answers), {}, { clientAddress: "198.51.100.7" });
    expect(ok.status).toBe(200);
    expect(limits.aiSlots.running).toBe(0);
  });
});
