import { execFileSync } from "node:child_process";
import { get } from "node:http";
import { randomBytes } from "node:crypto";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { removeDatabase, startAppServer } from "../support/e2e-server.mjs";
import { startFakeOpenAI } from "../support/fake-openai";
import { expect, test } from "./fixtures";
import { throughWizard } from "./wizard-helpers";

/**
 * Issue 14: more than one process. `npm start`'s server runs WEB_CONCURRENCY processes on one port
 * and replaces one that dies; instances sharing a database share the generations safely: one that
 * is stopped hands its running generation to another, which runs it once.
 */

const database = () => join(tmpdir(), `liftoff-instances-${randomBytes(4).toString("hex")}.db`);
const secret = randomBytes(24).toString("hex");

/**
 * A GET on a connection of its own: a kept-alive socket to the process the test kills would fail
 * once (a browser retries such a request by itself), which is not what the test is about.
 */
function statusOf(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = get(url, { agent: false, timeout: 5_000 }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on("timeout", () => request.destroy(new Error(`GET ${url} timed out`)));
    request.on("error", reject);
  });
}

/** The server processes a cluster's primary has started. */
function workersOf(primary: number): number[] {
  try {
    return execFileSync("ps", ["--ppid", String(primary), "-o", "pid="], { encoding: "utf8" }).split("\n").map(Number).filter(Boolean);
  } catch {
    return []; // ps exits 1 when there are none
  }
}

test("two server processes share the port, and one that dies is replaced while the other serves", async () => {
  test.setTimeout(60_000); // three server processes start in it, beside the other tests' servers
  const server = await startAppServer({ database: database(), env: { WEB_CONCURRENCY: "2", SESSION_SECRET: secret, OPENAI_API_KEY: "" } });
  try {
    await expect.poll(() => workersOf(server.pid).length, { timeout: 20_000 }).toBe(2);
    const [victim] = workersOf(server.pid);
    process.kill(victim!, "SIGKILL");
    // The other process answers at once (a connection handed to the dying one may be lost, as a
    // browser would see it: the next try gets through).
    await expect.poll(() => statusOf(`${server.url}/privacy`).catch(() => 0), { timeout: 10_000 }).toBe(200);
    await expect.poll(() => workersOf(server.pid).filter((pid) => pid !== victim).length, { timeout: 20_000 }).toBe(2);
    for (let i = 0; i < 20; i++) expect(await statusOf(`${server.url}/privacy`)).toBe(200);
  } finally {
    await server.stop();
  }
});

test("a stopped instance hands its running generation to another on the same database, which runs it once", async ({ browser }) => {
  test.setTimeout(60_000);
  const file = database();
  const slowAi = await startFakeOpenAI({ behavior: { all: { delayMs: 20_000 } } });
  const otherAi = await startFakeOpenAI();
  const env = (ai: string) => ({ SESSION_SECRET: secret, OPENAI_API_KEY: "sk-test", OPENAI_BASE_URL: ai, TRUST_PROXY: "1", SCHEDULING_URL: "" });
  // Neither owns the file: each one's stop must leave it to the other.
  const first = await startAppServer({ database: file, fresh: false, env: env(slowAi.url) });
  const second = await startAppServer({ database: file, fresh: false, env: env(otherAi.url) });
  try {
    const visitor = await browser.newContext({ baseURL: first.url });
    const page = await visitor.newPage();
    await throughWizard(page);
    await page.getByRole("button", { name: "Generate Plan" }).click();
    await expect(page).toHaveURL(/\/plan\/[^/?]+/);
    const id = new URL(page.url()).pathname.split("/")[2]!;
    await expect.poll(() => slowAi.chatCalls().length).toBe(2); // the first instance is waiting for its AI
    const cookies = (await visitor.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
    await visitor.close();

    await first.stop(); // SIGTERM: it gives the generation back before it exits
    const status = async () => (await (await fetch(`${second.url}/plan/${id}/status`, { headers: { Cookie: cookies } })).json()).status;
    await expect.poll(status, { timeout: 30_000 }).toBe("done");
    expect(otherAi.chatCalls()).toHaveLength(2); // one profile and one plan, once
  } finally {
    await first.stop();
    await second.stop();
    await slowAi.close();
    await otherAi.close();
    removeDatabase(file);
  }
});
