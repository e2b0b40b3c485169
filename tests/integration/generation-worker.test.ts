/**
 * Generations as rows: the worker runs the profile and the plan at once, records progress and
 * failures on the row, never runs a row twice, and picks up rows a stopped server left behind.
 */
import { beforeAll, describe, expect, it, vi } from "vitest";
import { until, useFakeClock } from "../support/clock";
import { defined } from "../support/defined";
import { useFakeAi } from "../support/fake-ai-suite";
import { samplePlan } from "../support/fixtures";
import { answers } from "../support/answers";

let start: typeof import("../../app/generation/start.server");
let worker: typeof import("../../app/generation/worker.server");
let queries: typeof import("../../app/generation/queries.server");
let keys: typeof import("~/ai-keys/stored-keys.server");
let sessions: typeof import("../../app/session.server");
let db: typeof import("../../app/db.server").db;

const fake = useFakeAi();

beforeAll(async () => {
  start = await import("../../app/generation/start.server");
  worker = await import("../../app/generation/worker.server");
  queries = await import("../../app/generation/queries.server");
  keys = await import("~/ai-keys/stored-keys.server");
  sessions = await import("../../app/session.server");
  db = (await import("../../app/db.server")).db;
});

async function newSession() {
  return sessions.getSession(new Request("http://localhost/"));
}

async function startFor(session?: Awaited<ReturnType<typeof newSession>>, options?: { useBuiltin?: boolean }) {
  const s = session ?? (await newSession());
  const { id } = await start.startGeneration(new Request("http://localhost/plan", { method: "POST" }), s, answers, options);
  return { id, session: s };
}

const row = (id: string) => queries.getGenerationRow(id).then((r) => r!);

describe("a generation", () => {
  it("is queued at once, then runs the profile and the plan at the same time and is done", async () => {
    fake.setBehavior({ all: { delayMs: 300 } });
    const started = Date.now();
    const { id, session } = await startFor();
    expect(Date.now() - started).toBeLessThan(200); // the caller redirects without waiting for the AI
    const first = await row(id);
    expect(first.status).toBe("queued");
    expect(first.visitor_id).toBe(sessions.visitorIdOf(session));
    expect(JSON.parse(first.input)).toEqual(answers);

    await worker.settleGenerations();
    const done = await row(id);
    expect(done.status).toBe("done");
    expect(JSON.parse(done.plan!).strategySummary).toBe(samplePlan.strategySummary);
    expect(JSON.parse(done.plan!).source).toBe("ai");
    expect(JSON.parse(done.profile!).overview).toBeTruthy();
    expect(fake.chatCalls()).toHaveLength(2);
    const profileCall = defined(fake.chatCalls("customer_profile")[0], "the customer_profile call");
    const planCall = defined(fake.chatCalls("marketing_plan")[0], "the marketing_plan call");
    // Both requests left before either could have been answered: they overlap.
    expect(Math.abs(profileCall.at - planCall.at)).toBeLessThan(150);
    expect(planCall.authorization).toBe("Bearer sk-server");
  });

  it("moves the stage from profile (40) to plan (70) while it runs", async () => {
    fake.setBehavior({ bySchema: { customer_profile: { delayMs: 150 }, marketing_plan: { delayMs: 900 } } });
    const clock = useFakeClock();
    try {
      const { id } = await startFor();
      // Both requests have reached the fake server, which holds their answers until the clock moves.
      await clock.timerSet(150);
      await clock.timerSet(900);
      expect((await row(id)).stage).toBe("profile");
      await vi.advanceTimersByTimeAsync(150);
      await until(async () => (await row(id)).stage === "plan");
      const mid = await row(id);
      expect(mid.status).toBe("running");
      expect(mid.stage).toBe("plan");
      expect(mid.profile).not.toBeNull();
      await vi.advanceTimersByTimeAsync(750);
      await worker.settleGenerations();
      expect((await row(id)).status).toBe("done");
    } finally {
      clock.restore();
    }
  });

  it("finishes the plan when the profile fails, keeping the profile's error", async () => {
    fake.setBehavior({ bySchema: { customer_profile: { status: 400 } } });
    const { id } = await startFor();
    await worker.settleGenerations();
    const done = await row(id);
    expect(done.status).toBe("done");
    expect(done.profile).toBeNull();
    expect(done.profile_error).toBe(
      "Failed to generate customer profile. Please check your AI provider API key or try again later. Error: API returned status 400",
    );
    expect(JSON.parse(done.plan!).tactics.length).toBeGreaterThan(0);
  });

  it("fails with the spec's message when the plan fails", async () => {
    fake.setBehavior({ bySchema: { marketing_plan: { omitFields: ["tactics"] } } });
    const { id } = await startFor();
    await worker.settleGenerations();
    const failed = await row(id);
    expect(failed.status).toBe("failed");
    expect(failed.error).toBe(
      "Failed to generate marketing plan. Please check your AI provider API key or try again later. Error: API response missing required sections",
    );
  });

  it("never runs twice, however often it is started", async () => {
    fake.setBehavior({ all: { delayMs: 100 } });
    const { id } = await startFor();
    await Promise.all([worker.runGeneration(id), worker.runGeneration(id), worker.runGeneration(id)]);
    await worker.settleGenerations();
    await worker.runGeneration(id); // a finished row is not taken again either
    expect(fake.chatCalls("marketing_plan")).toHaveLength(1);
    expect(fake.chatCalls("customer_profile")).toHaveLength(1);
    expect((await row(id)).status).toBe("done");
  });

  it("uses the built-in planner when asked, without calling the AI", async () => {
    const { id } = await startFor(undefined, { useBuiltin: true });
    await worker.settleGenerations();
    const done = await row(id);
    expect(done.status).toBe("done");
    expect(done.use_builtin).toBe(1);
    expect(JSON.parse(done.plan!).source).toBe("built-in");
    expect(JSON.parse(done.profile!).buyingProcess).toBeTruthy();
    expect(fake.calls).toHaveLength(0);
  });

  it("uses the visitor's own key for that visitor's generations only", async () => {
    const mine = await newSession();
    await keys.saveVisitorApiKey(sessions.visitorIdOf(mine), "sk-visitor-own-key");
    await startFor(mine);
    await worker.settleGenerations();
    expect(fake.chatCalls().map((c) => c.authorization)).toEqual(["Bearer sk-visitor-own-key", "Bearer sk-visitor-own-key"]);

    fake.reset();
    await startFor(); // somebody else
    await worker.settleGenerations();
    expect(fake.chatCalls().map((c) => c.authorization)).toEqual(["Bearer sk-server", "Bearer sk-server"]);
  });
});

describe("after a server restart", () => {
  async function leftBehind(status: "queued" | "running", minutesAgo: number) {
    const id = await queries.insertGeneration({ visitorId: "v-restart", input: answers, useBuiltin: false });
    const at = new Date(Date.now() - minutesAgo * 60_000).toISOString();
    await db.updateTable("generations").set({ status, stage: status === "running" ? "plan" : null, updated_at: at }).where("id", "=", id).execute();
    return id;
  }

  it("re-runs recent rows left queued or running, once each, and fails stale ones", async () => {
    const running = await leftBehind("running", 1);
    const queued = await leftBehind("queued", 0);
    const stale = await leftBehind("running", 60);

    const result = await worker.sweepGenerations();
    expect(result.taken.sort()).toEqual([running, queued].sort());
    expect(result.failed).toEqual([stale]);
    await worker.sweepGenerations(); // a second pass finds them taken or finished
    await worker.settleGenerations();

    expect((await row(running)).status).toBe("done");
    expect((await row(queued)).status).toBe("done");
    const failed = await row(stale);
    expect(failed.status).toBe("failed");
    expect(failed.error).toBe("The server restarted before your plan was finished. Please try again.");
    expect(fake.chatCalls("marketing_plan")).toHaveLength(2);
  });
});
