import { randomBytes } from "node:crypto";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { createPostgresDatabase } from "../support/database";
import { startAppServer } from "../support/e2e-server.mjs";
import { startFakeOpenAI, type FakeOpenAI } from "../support/fake-openai";
import { startPostgresCluster } from "../support/pg-cluster.mjs";
import { throughWizard } from "./wizard-helpers";

/**
 * Issue 14: two instances of the app on one PostgreSQL database (a throw-away cluster), as two
 * machines behind a load balancer would run. An account made on one signs in on the other and
 * finds its plans; a generation whose instance is killed is finished by the other once its lease
 * runs out, with one set of AI calls after the take-over; ten generations started at once across
 * both run once each. Left out of the run where PostgreSQL is not installed (playwright.config.ts
 * says so).
 */

test.describe.configure({ mode: "serial" });

let cluster: Awaited<ReturnType<typeof startPostgresCluster>> | undefined;
test.beforeAll(async () => {
  cluster = await startPostgresCluster();
});
test.afterAll(() => cluster?.stop());

const secret = randomBytes(24).toString("hex");
const env = (ai: FakeOpenAI) => ({
  SESSION_SECRET: secret,
  OPENAI_API_KEY: "sk-test",
  OPENAI_BASE_URL: ai.url,
  SCHEDULING_URL: "",
  TRUST_PROXY: "1",
  GENERATION_LIMIT_PER_HOUR: "10000",
  GENERATION_LIMIT_PER_ADDRESS_PER_HOUR: "10000",
  GENERATION_TOTAL_LIMIT_PER_HOUR: "10000",
  GENERATION_TOTAL_LIMIT_PER_ADDRESS_PER_HOUR: "10000",
});

/** Two instances on a fresh database of the cluster, each with its own fake AI provider. */
async function twoInstances(behaviors: [Parameters<typeof startFakeOpenAI>[0]?, Parameters<typeof startFakeOpenAI>[0]?] = [undefined, undefined]) {
  const database = await createPostgresDatabase(cluster!.url, "liftoff_e2e");
  const ais = [await startFakeOpenAI(behaviors[0]), await startFakeOpenAI(behaviors[1])] as const;
  // One after the other: the first migrates the new database, the second finds it current.
  const first = await startAppServer({ database, fresh: false, env: env(ais[0]) });
  const second = await startAppServer({ database, fresh: false, env: env(ais[1]) });
  return {
    instances: [first, second] as const,
    ais,
    close: async () => {
      await Promise.all([first.stop(), second.stop()]);
      await Promise.all(ais.map((ai) => ai.close()));
    },
  };
}

async function cookieHeader(context: BrowserContext): Promise<string> {
  return (await context.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
}

async function statusOf(url: string, id: string, cookies: string): Promise<string> {
  const res = await fetch(`${url}/plan/${id}/status`, { headers: { Cookie: cookies } });
  return ((await res.json()) as { status: string }).status;
}

async function signUpAt(page: Page, url: string, email: string) {
  await page.goto(`${url}/login`);
  const form = page.getByRole("tabpanel", { name: "Sign Up" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password", { exact: true }).fill("launch-123");
  await form.getByLabel("Confirm Password").fill("launch-123");
  await form.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Your account has been created.").first()).toBeVisible();
}

test("an account made on one instance signs in on the other and finds its saved plan there", async ({ browser }) => {
  test.setTimeout(90_000);
  const { instances: [a, b], close } = await twoInstances();
  try {
    const email = `both-${randomBytes(4).toString("hex")}@example.com`;
    const onA = await browser.newContext({ baseURL: a.url });
    const page = await onA.newPage();
    await signUpAt(page, a.url, email);
    await throughWizard(page, "Shared Harbour");
    await page.getByRole("button", { name: "Generate Plan" }).click();
    await expect(page.getByText("YOUR PLAN IS READY")).toBeVisible({ timeout: 30_000 });
    await page.getByRole("link", { name: "Skip to my plan" }).click();
    await page.getByRole("button", { name: "Save Plan" }).click();
    await expect(page).toHaveURL(/\/saved$/);
    await onA.close();

    const onB = await browser.newContext({ baseURL: b.url });
    const other = await onB.newPage();
    await other.goto(`${b.url}/login?tab=signin`);
    const signIn = other.getByRole("tabpanel", { name: "Sign In" });
    await signIn.getByLabel("Email").fill(email);
    await signIn.getByLabel("Password").fill("launch-123");
    await signIn.getByRole("button", { name: "Sign In" }).click();
    await expect(other).toHaveURL(`${b.url}/`);
    await other.goto(`${b.url}/saved`);
    await expect(other.getByRole("heading", { level: 2, name: "Shared Harbour" })).toBeVisible();
    // Its search (pg_trgm on this database) finds it too, case-insensitively.
    await other.goto(`${b.url}/saved?q=${encodeURIComponent("HARBOUR")}`);
    await expect(other.getByRole("heading", { level: 2, name: "Shared Harbour" })).toBeVisible();
    await onB.close();
  } finally {
    await close();
  }
});

test("a generation whose instance is killed is finished by the other, with one set of AI calls after the take-over", async ({ browser }) => {
  test.setTimeout(120_000); // the dead instance's lease runs out after 30 s; the other sweeps every 10 s
  // The first instance's AI answers too late: it is killed while waiting.
  const { instances: [a, b], ais: [slowAi, otherAi], close } = await twoInstances([{ behavior: { all: { delayMs: 60_000 } } }, undefined]);
  try {
    const visitor = await browser.newContext({ baseURL: a.url });
    const page = await visitor.newPage();
    await throughWizard(page);
    await page.getByRole("button", { name: "Generate Plan" }).click();
    await expect(page).toHaveURL(/\/plan\/[^/?]+/);
    const id = new URL(page.url()).pathname.split("/")[2]!;
    await expect.poll(() => slowAi.chatCalls().length).toBeGreaterThan(0); // running on the first instance
    const cookies = await cookieHeader(visitor);
    await visitor.close();

    process.kill(a.pid, "SIGKILL"); // no hand-back: the lease has to run out
    expect(await statusOf(b.url, id, cookies)).toBe("running");
    await expect.poll(() => statusOf(b.url, id, cookies), { timeout: 80_000, intervals: [1_000] }).toBe("done");
    expect(otherAi.chatCalls()).toHaveLength(2); // one profile and one plan, once
  } finally {
    await close();
  }
});

test("ten generations started at once across both instances each run once", async ({ browser }) => {
  test.setTimeout(90_000);
  const { instances: [a, b], ais, close } = await twoInstances();
  try {
    const visitor = await browser.newContext({ baseURL: a.url });
    const page = await visitor.newPage();
    await throughWizard(page);
    // Step 4 as the browser would send it, each time with a fresh submission key (a new page).
    const fields = await page
      .locator("form", { has: page.getByRole("button", { name: "Generate Plan" }) })
      .evaluate((form: HTMLFormElement) => [...new FormData(form).entries()].map(([k, v]) => [k, String(v)] as [string, string]));
    const cookies = await cookieHeader(visitor);
    await visitor.close();

    const start = async (url: string) => {
      const body = new URLSearchParams(fields.map(([k, v]) => [k, k === "submissionKey" ? randomBytes(18).toString("base64url") : v]));
      const res = await fetch(`${url}/plan`, {
        method: "POST",
        body,
        redirect: "manual",
        headers: { Cookie: cookies, Origin: url, "Content-Type": "application/x-www-form-urlencoded" },
      });
      const location = res.headers.get("location") ?? "";
      expect(res.status, `POST ${url}/plan answered ${res.status}`).toBe(302);
      expect(location).toMatch(/^\/plan\/[^/?]+/);
      return location.split("/")[2]!.split("?")[0]!;
    };
    const ids = await Promise.all(Array.from({ length: 10 }, (_, i) => start(i % 2 === 0 ? a.url : b.url)));
    expect(new Set(ids).size).toBe(10);

    for (const id of ids) {
      await expect.poll(() => statusOf(b.url, id, cookies), { timeout: 60_000 }).toBe("done");
    }
    // Each ran exactly once: a profile and a plan call apiece, whichever instance ran it.
    expect(ais[0].chatCalls().length + ais[1].chatCalls().length).toBe(20);
  } finally {
    await close();
  }
});
