/**
 * /plan/:id, /plan/:id/status and /plan/:id/retry: a visitor sees only their own generations,
 * follows one through its states, and Try Again re-runs the same row from the saved answers.
 */
import { beforeAll, describe, expect, it, vi } from "vitest";
import { until, useFakeClock } from "../support/clock";
import { useFakeAi } from "../support/fake-ai-suite";
import { answers } from "../support/answers";
import { callAction, callLoader, Jar } from "../support/remix";
import { newVisitor } from "./auth-support";

let page: typeof import("../../app/routes/plan_.$generationId");
let status: typeof import("../../app/routes/plan_.$generationId_.status");
let retry: typeof import("../../app/routes/plan_.$generationId_.retry");
let worker: typeof import("../../app/generation/worker.server");
let queries: typeof import("../../app/generation/queries.server");
let startup: typeof import("../../app/startup.server");
let db: typeof import("../../app/db.server").db;

const fake = useFakeAi();

beforeAll(async () => {
  page = await import("../../app/routes/plan_.$generationId");
  status = await import("../../app/routes/plan_.$generationId_.status");
  retry = await import("../../app/routes/plan_.$generationId_.retry");
  worker = await import("../../app/generation/worker.server");
  queries = await import("../../app/generation/queries.server");
  startup = await import("../../app/startup.server");
  db = (await import("../../app/db.server")).db;
});

async function generationFor(visitorId: string) {
  return queries.insertGeneration({ visitorId, input: answers, useBuiltin: false });
}

type PageData = {
  view: { id: string; status: string; progress: number; profileFailed: boolean; plan: unknown; error: string | null; builtin: boolean };
};

const loadPage = (id: string, jar = new Jar()) => callLoader(page, jar.get(`/plan/${id}`), { generationId: id });
const pollStatus = (id: string, jar: Jar) => callLoader(status, jar.get(`/plan/${id}/status`), { generationId: id });
const postRetry = (id: string, jar: Jar) => callAction(retry, jar.post(`/plan/${id}/retry`, {}), { generationId: id });

describe("/plan/:id", () => {
  it("shows the owner their generation, and the same 404 to anyone else or for an unknown id", async () => {
    const owner = await newVisitor();
    const other = await newVisitor();
    const id = await generationFor(owner.visitorId);

    const mine = await loadPage(id, owner.jar);
    expect(mine.status).toBe(200);
    expect((mine.body as PageData).view).toMatchObject({ id, status: "queued", progress: 40 });
    expect(mine.headers.get("Cache-Control")).toBe("private, no-store");
    // The route's headers export carries it onto the document (without one, Remix drops it).
    const documentHeaders = new Headers(
      page.headers({ loaderHeaders: mine.headers, parentHeaders: new Headers(), actionHeaders: new Headers(), errorHeaders: undefined }),
    );
    expect(documentHeaders.get("Cache-Control")).toBe("private, no-store");

    const foreign = await loadPage(id, other.jar);
    const anonymous = await loadPage(id);
    const unknown = await loadPage("no-such-id", owner.jar);
    for (const r of [foreign, anonymous, unknown]) {
      expect(r.status).toBe(404);
      expect(r.body).toEqual({ message: "Not found" });
    }
  });

  it("reports progress 40 then 70 on the status endpoint, then done with the plan on the page", async () => {
    fake.setBehavior({ bySchema: { customer_profile: { delayMs: 100 }, marketing_plan: { delayMs: 700 } } });
    const owner = await newVisitor();
    const id = await generationFor(owner.visitorId);
    const poll = () => pollStatus(id, owner.jar);
    const clock = useFakeClock();
    try {
      worker.kickGeneration(id);
      // Both requests have reached the fake server, which holds their answers until the clock moves.
      await clock.timerSet(100);
      await clock.timerSet(700);
      expect((await poll()).body).toMatchObject({ status: "running", progress: 40, profileFailed: false });
      await vi.advanceTimersByTimeAsync(100);
      await until(async () => (await poll()).body.progress !== 40);
      expect((await poll()).body).toMatchObject({ status: "running", progress: 70 });
      await vi.advanceTimersByTimeAsync(600);
      await worker.settleGenerations();
    } finally {
      clock.restore();
    }
    expect((await poll()).body).toEqual({ id, status: "done", progress: 100, profileFailed: false });

    const first = await loadPage(id, owner.jar);
    const data = first.body as PageData;
    expect(data.view.status).toBe("done");
    expect(data.view.plan).toMatchObject({ source: "ai" });
    // Reading the page changes nothing: no session write, so no cookie (the toast's once-only is kept in the browser).
    expect(first.headers.get("Set-Cookie")).toBeNull();
    expect(first.headers.get("Cache-Control")).toBe("private, no-store");

    const stranger = await newVisitor();
    const foreignPoll = await pollStatus(id, stranger.jar);
    expect(foreignPoll.status).toBe(404);
  });

  it("shows a failed generation's message, and Try Again re-runs the same row from the saved answers", async () => {
    fake.setBehavior({ bySchema: { marketing_plan: { status: 401 } } });
    const owner = await newVisitor();
    const id = await generationFor(owner.visitorId);
    worker.kickGeneration(id);
    await worker.settleGenerations();
    const failed = (await loadPage(id, owner.jar)).body as PageData;
    expect(failed.view.status).toBe("failed");
    expect(failed.view.error).toBe(
      "Failed to generate marketing plan. Please check your AI provider API key or try again later. Error: API returned status 401",
    );

    // Someone else cannot retry it.
    const stranger = await newVisitor();
    const refused = await postRetry(id, stranger.jar);
    expect(refused.status).toBe(404);

    fake.reset();
    const [first, second] = await Promise.all([postRetry(id, owner.jar), postRetry(id, owner.jar)]); // a double click
    expect(first.status).toBe(302);
    expect(first.headers.get("Location")).toBe(`/plan/${id}`);
    expect(second.status).toBe(302);
    await worker.settleGenerations();
    const again = (await loadPage(id, owner.jar)).body as PageData;
    expect(again.view.status).toBe("done");
    expect(fake.chatCalls("marketing_plan")).toHaveLength(1);
    const input = JSON.parse((await queries.getGenerationRow(id))!.input);
    expect(input).toEqual(answers);
  });

  it("logs a stored plan that no longer matches its schema instead of dropping it silently", async () => {
    const owner = await newVisitor();
    const id = await generationFor(owner.visitorId);
    await db.updateTable("generations").set({ status: "done", plan: JSON.stringify({ strategySummary: 1 }) }).where("id", "=", id).execute();
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const row = await db.selectFrom("generations").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
      expect(queries.toGeneration(row)?.plan).toBeNull();
      expect(logged).toHaveBeenCalledWith(`stored plan of generation ${id} does not match its schema`, expect.anything());
    } finally {
      logged.mockRestore();
    }
  });

  it("recovers rows left running when the server starts", async () => {
    // Only this test's row is unfinished (the first test's queued row would be re-run too).
    await db.deleteFrom("generations").where("status", "in", ["queued", "running"]).execute();
    const owner = await newVisitor();
    const id = await generationFor(owner.visitorId);
    await db.updateTable("generations").set({ status: "running", stage: "plan" }).where("id", "=", id).execute();
    startup.startBackgroundWork(); // what entry.server does when the process starts
    await new Promise((r) => setTimeout(r, 50));
    await worker.settleGenerations();
    expect(((await loadPage(id, owner.jar)).body as PageData).view.status).toBe("done");
    expect(fake.chatCalls("marketing_plan")).toHaveLength(1);
  });
});
