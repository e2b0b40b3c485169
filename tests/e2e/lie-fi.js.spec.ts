import type { Page } from "@playwright/test";
import { OFFLINE_MESSAGES } from "../../app/offline/messages";
import { freshIp } from "./accounts-support";
import { expect, test } from "./fixtures";
import { fillGoals, fillProduct, gotoStep, PRODUCT, throughStep3, throughWizard } from "./wizard-helpers";

/**
 * Issue 15, item 2, "lie-fi": the browser thinks it is online (navigator.onLine stays true) but a
 * step's POST gets no answer (a captive portal, a dead link): Playwright aborts it as Chromium does
 * when the network is gone. The form stays with every value, says so, and is sent again, once, by
 * Try again, by itself after a wait, or when the connection comes back (the `online` event).
 * offline.js.spec.ts covers the browser knowing it is offline, and polling on a failing link.
 *
 * The page's clock is the test's and stands still (page.clock): the automatic resend happens only
 * when a test moves the clock on, so Try again and the `online` event are tried on their own.
 */

/** Fails the page's POSTs to `path` (a step's single-fetch action) while `down()`; counts what they did. */
async function flakyPosts(page: Page, path: string) {
  const counts = { refused: 0, answered: 0 };
  let down = true;
  const pattern = `**${path}`;
  await page.route(pattern, async (route) => {
    if (down && route.request().method() === "POST") {
      counts.refused++;
      await route.abort("internetdisconnected");
    } else {
      await route.fallback();
    }
  });
  page.on("response", (response) => {
    if (response.request().method() === "POST" && new URL(response.url()).pathname === path) counts.answered++;
  });
  return {
    counts,
    up: async () => {
      down = false;
      await page.unroute(pattern);
    },
  };
}

/** Stops the page's timers (the automatic resend among them) from firing unless the test runs the clock. */
async function stopTheClock(page: Page) {
  await page.clock.install({ time: new Date("2026-01-05T09:00:00Z") });
}
async function holdTheClock(page: Page) {
  await page.clock.pauseAt(new Date("2026-01-05T10:00:00Z"));
}

async function expectProductKept(page: Page) {
  await expect(page).toHaveURL(/\/product$/);
  await expect(page.getByLabel("Product Name", { exact: true })).toHaveValue(PRODUCT.name);
  await expect(page.getByLabel("Landing Page", { exact: true })).toHaveValue(PRODUCT.website);
  await expect(page.getByLabel("Type", { exact: true })).toHaveValue(PRODUCT.type);
  await expect(page.getByLabel("Stage", { exact: true })).toHaveValue(PRODUCT.stage);
  await expect(page.getByLabel("Description", { exact: true })).toHaveValue(PRODUCT.description);
}

async function generationsNamed(productName: string) {
  const { db } = await import("../../app/db.server");
  const rows = await db.selectFrom("generations").select(["id", "input"]).execute();
  return rows.filter((row) => (JSON.parse(row.input) as { productName?: string }).productName === productName).map((row) => row.id);
}

test("a step whose send gets no answer keeps every value, says so, retries by itself, and goes once on Try again", async ({ page }) => {
  await stopTheClock(page);
  await gotoStep(page, "/product");
  await holdTheClock(page);
  await fillProduct(page);
  const link = await flakyPosts(page, "/product.data");

  await page.getByRole("button", { name: "Continue" }).click();
  const notice = page.getByRole("status").filter({ hasText: "offline" });
  await expect(notice).toHaveText(OFFLINE_MESSAGES.answers);
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);
  await expectProductKept(page);
  const tryAgain = page.getByRole("button", { name: "Try again" });
  await expect(tryAgain).toBeVisible();
  expect(link.counts).toEqual({ refused: 1, answered: 0 });

  // Two seconds on, it tries by itself; the link is still down: the same screen, nothing lost.
  await page.clock.runFor(2_000);
  await expect.poll(() => link.counts.refused).toBe(2);
  await expect(notice).toHaveText(OFFLINE_MESSAGES.answers);
  await expectProductKept(page);

  // The link works again; Try again sends the step once.
  await link.up();
  await tryAgain.click();
  await expect(page).toHaveURL(/\/audience$/);
  await expect(page.getByRole("status").filter({ hasText: "offline" })).toHaveCount(0);
  expect(link.counts).toEqual({ refused: 2, answered: 1 });

  // The server has the answers the visitor typed.
  await gotoStep(page, "/product");
  await expect(page.getByLabel("Product Name", { exact: true })).toHaveValue(PRODUCT.name);
  await expect(page.getByLabel("Description", { exact: true })).toHaveValue(PRODUCT.description);
});

test("Generate Plan whose send gets no answer starts one generation when the connection comes back", async ({ page, context }) => {
  await freshIp(page);
  await stopTheClock(page);
  const productName = `Lie-fi Launch ${Date.now().toString(36)}`;
  await throughWizard(page, productName);
  await holdTheClock(page);
  const link = await flakyPosts(page, "/plan.data");

  await page.getByRole("button", { name: "Generate Plan" }).click();
  await expect(page.getByRole("status").filter({ hasText: "offline" })).toHaveText(OFFLINE_MESSAGES.answers);
  await expect(page).toHaveURL(/\/plan$/);
  await expect(page.getByLabel("Primary Goal", { exact: true })).toHaveValue("signups");
  await expect(page.getByLabel("Success Metrics", { exact: true })).toHaveValue("500 sign-ups in 3 months");
  await expect(page.getByLabel("Key Challenges", { exact: true })).toHaveValue("No audience yet and little time");
  expect(link.counts).toEqual({ refused: 1, answered: 0 });
  expect(await generationsNamed(productName)).toEqual([]);

  // The connection drops for good and comes back: the `online` event sends the form, once.
  await link.up();
  await context.setOffline(true);
  await context.setOffline(false);
  await expect(page).toHaveURL(/\/plan\/[\w-]+$/);
  const id = new URL(page.url()).pathname.split("/").pop();
  expect(link.counts.answered).toBe(1);
  expect(await generationsNamed(productName)).toEqual([id]);
});

test("filling step 4 fetches the generation page's modules ahead, and asks for nothing that is not there", async ({ page }) => {
  const notFound: string[] = [];
  const requested: string[] = [];
  page.on("response", (response) => {
    if (response.status() === 404) notFound.push(response.url());
  });
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));
  await throughStep3(page);

  await fillGoals(page);
  // The route is known to the router (the hidden link's lazy discovery), and its module is asked for.
  const moduleOf = () => page.evaluate(() => window.__remixManifest.routes["routes/plan_.$generationId"]?.module);
  await expect.poll(moduleOf).toMatch(/^\/assets\/.+\.js$/);
  const module = await moduleOf();
  await expect.poll(() => requested).toContain(module);
  await expect(page.locator(`link[rel="modulepreload"][href="${module}"]`)).toHaveCount(1);
  // No data for a page that does not exist (it used to be one 404 per visit: /plan/ahead.data).
  expect(requested.filter((path) => path.startsWith("/plan/ahead"))).toEqual([]);
  expect(notFound).toEqual([]);
});
