import AxeBuilder from "@axe-core/playwright";
import { expect, test as base, type Page } from "@playwright/test";
import { randomBytes } from "node:crypto";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startAppServer } from "../support/e2e-server.mjs";
import { startFakeOpenAI, type FakeOpenAI } from "../support/fake-openai";

/**
 * Every Playwright worker has its own app: the production build (started as tests/support/
 * e2e-server.mjs starts it) on its own port and its own SQLite file, talking to its own fake AI
 * server. Specs in two workers never see each other's users, sessions, generations or AI calls, and
 * a spec may script the fake AI (`fake`) because only its own worker's app talks to it.
 *
 * The worker's process gets the app's DATABASE_URL and SESSION_SECRET before it imports any app
 * module, so set-up done directly (accounts-support, plan-view-helpers) goes through the app's own
 * code into that database. `keylessApp`, started when a spec asks for it (generation-support), is
 * the same app with no AI key at all, with a database and a fake AI server of its own.
 */

export type App = { url: string; fake: FakeOpenAI };

const workerFile = (name: string, index: number) => join(tmpdir(), `liftoff-e2e-${process.pid}-${index}-${name}.db`);

/** Starts a fake AI server and the app on a fresh database; `key` is the server's AI key ("" for none). */
async function startApp(database: string, secret: string, key: string): Promise<{ app: App; stop: () => Promise<void> }> {
  const fake = await startFakeOpenAI();
  const server = await startAppServer({
    database,
    env: {
      SESSION_SECRET: secret,
      OPENAI_API_KEY: key,
      OPENAI_BASE_URL: fake.url,
      SCHEDULING_URL: "",
      SUPPORT_EMAIL: "support@liftoff.test",
      // The admin area (tests/e2e/admin.spec.ts signs in with these).
      ADMIN_EMAIL: "admin@liftoff.test",
      ADMIN_PASSWORD: "e2e admin password",
      ADMIN_ACCESS_CODE: "e2e-access-code",
      // The specs stand in for a proxy: each test names its own client address in
      // X-Forwarded-For (freshIp), so one test's sign-in limit never reaches another.
      TRUST_PROXY: "1",
      // The suite starts many plans from one address and a few visitors: far above the defaults.
      GENERATION_LIMIT_PER_HOUR: "10000",
      GENERATION_LIMIT_PER_ADDRESS_PER_HOUR: "10000",
      GENERATION_TOTAL_LIMIT_PER_HOUR: "10000",
      GENERATION_TOTAL_LIMIT_PER_ADDRESS_PER_HOUR: "10000",
      API_KEY_CHECK_LIMIT_PER_HOUR: "10000",
      API_KEY_CHECK_LIMIT_PER_ADDRESS_PER_HOUR: "10000",
    },
  });
  return {
    app: { url: server.url, fake },
    stop: async () => {
      await server.stop();
      await fake.close();
    },
  };
}

export const test = base.extend<{ fake: FakeOpenAI }, { app: App; keylessApp: App }>({
  app: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use, workerInfo) => {
      const database = workerFile("app", workerInfo.workerIndex);
      const secret = randomBytes(24).toString("hex");
      // What the app modules imported in this process read when first imported (config.server.ts):
      // this worker's database and secret, and the test run's low password-hashing cost.
      Object.assign(process.env, { DATABASE_URL: database, SESSION_SECRET: secret, NODE_ENV: "test" });
      const { app, stop } = await startApp(database, secret, "sk-test-e2e");
      await use(app);
      await (await import("../../app/db.server")).db.destroy();
      await stop();
    },
    { scope: "worker", auto: true, timeout: 60_000 },
  ],
  keylessApp: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use, workerInfo) => {
      const { app, stop } = await startApp(workerFile("keyless", workerInfo.workerIndex), randomBytes(24).toString("hex"), "");
      await use(app);
      await stop();
    },
    { scope: "worker", timeout: 60_000 },
  ],
  baseURL: async ({ app }, use) => use(app.url),
  // Every test starts with its app's fake AI answering normally and no calls counted, and leaves it so:
  // a beforeAll hook (a shared plan made before a file's tests) gets no test fixture of its own, and
  // would otherwise meet the last test's script (a failing profile made a plan without one).
  fake: [
    async ({ app }, use) => {
      app.fake.reset();
      await use(app.fake);
      app.fake.reset();
    },
    { auto: true },
  ],
});

/** Whether this test's project runs the pages with JavaScript. */
export function jsEnabled(): boolean {
  return test.info().project.use.javaScriptEnabled !== false;
}

/** `tags`: only axe's rules with these tags (e.g. WCAG 2.1 AA), and then every violation counts, whatever its impact. */
export type AccessibleOptions = { tags?: string[] };

async function seriousViolations(page: Page, { tags }: AccessibleOptions): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const results = await (tags ? builder.withTags(tags) : builder).analyze();
  return results.violations
    .filter((v) => tags !== undefined || v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

/**
 * Fails on serious or critical axe violations (with `tags`: on any violation of those rules), listing them. axe needs scripts in the page; for
 * the JavaScript-off project the exact HTML the user got is replayed at the same URL in a page
 * whose own scripts are blocked, so axe sees the same DOM and styles without the app's JavaScript.
 */
export async function expectAccessible(page: Page, options: AccessibleOptions = {}) {
  if (jsEnabled()) {
    expect(await seriousViolations(page, options)).toEqual([]);
    return;
  }
  const html = await page.content();
  const url = page.url();
  const browser = page.context().browser()!;
  const context = await browser.newContext({ javaScriptEnabled: true, viewport: page.viewportSize() ?? undefined });
  try {
    const replay = await context.newPage();
    await replay.route("**/*", (route) => {
      const request = route.request();
      if (request.isNavigationRequest() && request.url() === url) return route.fulfill({ contentType: "text/html", body: html });
      if (request.resourceType() === "script") return route.abort();
      return route.continue();
    });
    await replay.goto(url);
    expect(await seriousViolations(replay, options)).toEqual([]);
  } finally {
    await context.close();
  }
}

/** Specs read `javaScriptEnabled` from the test's fixtures to tell the two projects apart. */
export { expect };
