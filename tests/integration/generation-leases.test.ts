/**
 * Issue 14, item 3: a generation is claimed with a lease, renewed while it runs, and taken over by
 * another worker (process or instance) only once the lease has run out; a worker that lost its
 * lease writes nothing more, and a process shutting down gives its rows back whole.
 */
import { beforeAll, describe, expect, it, vi } from "vitest";
import { answers } from "../support/answers";
import { until } from "../support/clock";
import { useFakeAi } from "../support/fake-ai-suite";
import { samplePlan } from "../support/fixtures";

let queries: typeof import("../../app/generation/queries.server");
let worker: typeof import("../../app/generation/worker.server");
let db: typeof import("../../app/db.server").db;

const fake = useFakeAi();

beforeAll(async () => {
  queries = await import("../../app/generation/queries.server");
  worker = await import("../../app/generation/worker.server");
  db = (await import("../../app/db.server")).db;
});

const queued = () => queries.insertGeneration({ visitorId: "v-leases", input: answers, useBuiltin: false });
const row = (id: string) => queries.getGenerationRow(id).then((r) => r!);

describe("claiming a generation", () => {
  it("gives each row to exactly one worker, however many ask at once", async () => {
    const ids = await Promise.all(Array.from({ length: 10 }, queued));
    const claims = await Promise.all(ids.flatMap((id) => ["instance-a", "instance-b", "instance-c"].map((owner) => queries.claimGeneration(id, owner))));
    const won = claims.filter((lease) => lease !== null);
    expect(won).toHaveLength(10);
    expect(new Set(won.map((lease) => lease!.id)).size).toBe(10);
    for (const lease of won) expect((await row(lease!.id)).lease_owner).toBe(lease!.owner);
  });

  it("takes a running row over only once its lease has run out; the old holder then writes nothing", async () => {
    const id = await queued();
    const t0 = Date.now();
    const first = await queries.claimGeneration(id, "dying", t0);
    expect(first).not.toBeNull();
    expect(await queries.claimGeneration(id, "other", t0 + queries.LEASE_MS - 1)).toBeNull();

    // Renewed, the lease holds past its first expiry.
    expect(await queries.renewLease(first!, t0 + 20_000)).toBe(true);
    expect(await queries.claimGeneration(id, "other", t0 + queries.LEASE_MS + 1)).toBeNull();

    const second = await queries.claimGeneration(id, "other", t0 + 20_000 + queries.LEASE_MS + 1);
    expect(second).toEqual({ id, owner: "other" });
    expect(await queries.renewLease(first!)).toBe(false);
    await queries.finishGeneration(first!, samplePlan);
    await queries.saveProfile(first!, null, "late write");
    expect(await row(id)).toMatchObject({ status: "running", lease_owner: "other", plan: null, profile_error: null });

    await queries.finishGeneration(second!, samplePlan);
    expect(await row(id)).toMatchObject({ status: "done", lease_owner: null, lease_expires_at: null });
    expect(await queries.claimGeneration(id, "late", Date.now() + 10 * queries.LEASE_MS)).toBeNull();
  });
});

describe("the worker", () => {
  it("takes over a generation whose process died (its lease ran out) and makes one set of AI calls", async () => {
    const id = await queued();
    // Another process claimed it and died: its lease ran out a moment ago.
    await db.updateTable("generations").set({ status: "running", stage: "plan", lease_owner: "dead-host/1/x", lease_expires_at: Date.now() - 1 }).where("id", "=", id).execute();
    const alive = await queued();
    const holder = await queries.claimGeneration(alive, "live-host/2/y");

    const { taken } = await worker.sweepGenerations();
    expect(taken).toContain(id);
    expect(taken).not.toContain(alive); // a live lease is left alone
    await worker.settleGenerations();
    expect((await row(id)).status).toBe("done");
    expect(fake.chatCalls()).toHaveLength(2); // one profile, one plan
    expect(await row(alive)).toMatchObject({ status: "running", lease_owner: holder!.owner });
  });

  it("renews its lease every third of its length while a generation runs, and stops when it is done", async () => {
    fake.setBehavior({ all: { delayMs: 800 } });
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    try {
      const id = await queued();
      worker.kickGeneration(id);
      await until(async () => (await row(id)).status === "running");
      const claimed = (await row(id)).lease_expires_at!;
      expect(claimed).toBeGreaterThan(Date.now());
      await new Promise((r) => setTimeout(r, 20));
      vi.advanceTimersByTime(queries.LEASE_MS / 3);
      await until(async () => (await row(id)).lease_expires_at! > claimed);
      await worker.settleGenerations();
      expect(await row(id)).toMatchObject({ status: "done", lease_expires_at: null });
      expect(vi.getTimerCount()).toBe(0); // the renewal stopped with the run
    } finally {
      vi.useRealTimers();
    }
  });

  it("gives its rows back whole when the process shuts down, for another worker to finish", async () => {
    fake.setBehavior({ all: { delayMs: 400 } });
    const id = await queued();
    worker.kickGeneration(id);
    await until(async () => (await row(id)).status === "running" && fake.chatCalls().length === 2);

    expect(await worker.stopGenerationWork()).toBe(1);
    expect(await row(id)).toMatchObject({ status: "queued", lease_owner: null, stage: null, profile: null });
    await worker.settleGenerations(); // the old run's answers arrive: nothing of it is written
    expect(await row(id)).toMatchObject({ status: "queued", plan: null, profile: null });

    // Another worker (here the next sweep) takes it and finishes it.
    fake.setBehavior({ all: { delayMs: 0 } });
    expect((await worker.sweepGenerations()).taken).toEqual([id]);
    await worker.settleGenerations();
    expect((await row(id)).status).toBe("done");
  });
});
