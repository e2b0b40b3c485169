import type { Page } from "@playwright/test";
import { OFFLINE_MESSAGES } from "../../app/offline/messages";
import { createUser, freshIp, planNames, seedGeneration, signInAs, startVisitor, uniqueEmail } from "./accounts-support";
import { expect, test } from "./fixtures";
import { setGeneration } from "./plan-view-helpers";
import { expectProductKept, fillProduct, gotoStep, PRODUCT, throughWizard } from "./wizard-helpers";

/**
 * Issue 15, item 2: the network drops in the middle (Playwright's context.setOffline, which the page
 * sees as navigator.onLine and the offline/online events, and which fails every request meanwhile).
 * A form sent offline keeps every value, says so, and is sent once when the connection returns;
 * polling waits while offline (and backs off on a flaky link) and resumes; Save is held and saved
 * once. Without JavaScript the browser's own resend and the submission key (double-submit.spec.ts)
 * are what keep things whole.
 */

/**
 * Drops the network and waits until the page sees it (navigator.onLine false), which is what holds a
 * form: on a loaded machine a click straight after setOffline could still find the browser online.
 */
async function goOffline(page: Page) {
  await page.context().setOffline(true);
  await page.waitForFunction(() => !navigator.onLine);
}

/**
 * How long a held form may take to go once the network is back. Chromium can fire \`online\` a moment
 * before its network service sends again: the first resend then fails like lie-fi, and the form goes
 * again after the backoff's first wait (2 s, then 4 s; network-failure.ts), still exactly once.
 */
const BACK_ONLINE_MS = 15_000;

/** The form POSTs the page sends (navigations and data requests alike). */
function countPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(new URL(request.url()).pathname);
  });
  return posts;
}

async function generationsNamed(productName: string) {
  const { db } = await import("../../app/db.server");
  const rows = await db.selectFrom("generations").select(["id", "input"]).execute();
  return rows.filter((row) => (JSON.parse(row.input) as { productName?: string }).productName === productName).map((row) => row.id);
}

test("a step sent offline keeps every value, says so, and goes once when the connection is back", async ({ page, context }) => {
  await gotoStep(page, "/product");
  await fillProduct(page);
  const posts = countPosts(page);

  await goOffline(page);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("status").filter({ hasText: "offline" })).toHaveText(OFFLINE_MESSAGES.answers);
  await expectProductKept(page);
  // Pressed again while still offline: still held, still nothing sent.
  await page.getByRole("button", { name: "Continue" }).click();
  expect(posts).toEqual([]);

  await context.setOffline(false);
  await expect(page).toHaveURL(/\/audience$/, { timeout: BACK_ONLINE_MS });
  expect(posts).toEqual(["/product.data"]);
  await expect(page.getByRole("status").filter({ hasText: "offline" })).toHaveCount(0);

  // The server has the answers the visitor typed.
  await gotoStep(page, "/product");
  await expect(page.getByLabel("Product Name", { exact: true })).toHaveValue(PRODUCT.name);
  await expect(page.getByLabel("Description", { exact: true })).toHaveValue(PRODUCT.description);
});

test("Generate Plan pressed offline (twice) starts one generation when the connection is back", async ({ page, context }) => {
  await freshIp(page);
  const productName = `Offline Launch ${Date.now().toString(36)}`;
  await throughWizard(page, productName);
  await goOffline(page);
  await page.getByRole("button", { name: "Generate Plan" }).click();
  await expect(page.getByText(OFFLINE_MESSAGES.answers)).toBeVisible();
  await page.getByRole("button", { name: "Generate Plan" }).click();
  await expect(page.getByLabel("Success Metrics", { exact: true })).toHaveValue("500 sign-ups in 3 months");
  expect(await generationsNamed(productName)).toEqual([]);

  await context.setOffline(false);
  await expect(page).toHaveURL(/\/plan\/[\w-]+$/, { timeout: BACK_ONLINE_MS });
  const id = new URL(page.url()).pathname.split("/").pop();
  expect(await generationsNamed(productName)).toEqual([id]);
});

test.describe("polling a generation", () => {
  /** A visitor on the loading screen of its own generation, held running (by the test) at the plan stage. */
  async function onLoadingScreen(page: Page) {
    const { visitorId } = await startVisitor(page.context());
    const id = await seedGeneration(visitorId);
    await setGeneration(id, { status: "running", stage: "plan" });
    const polls: number[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === `/plan/${id}/status`) polls.push(Date.now());
    });
    // The page's timers are the test's: a minute of polling takes no real minute.
    await page.clock.install();
    await page.goto(`/plan/${id}`);
    await expect(page.getByRole("heading", { name: "Generating Your GTM Plan" })).toBeVisible();
    await page.clock.runFor(1_000);
    await expect.poll(() => polls.length).toBe(1);
    return { id, polls };
  }

  test("offline, it stops asking and says so; back online, it asks at once and shows the plan", async ({ page, context }) => {
    const { id, polls } = await onLoadingScreen(page);
    await context.setOffline(true);
    await expect(page.getByRole("status").filter({ hasText: "offline" })).toHaveText(OFFLINE_MESSAGES.polling);
    const before = polls.length;
    await page.clock.runFor(60_000);
    // A tick already under way may still have gone out; none after it (it used to be 60 a minute).
    expect(polls.length - before).toBeLessThanOrEqual(1);

    await setGeneration(id, { status: "done", stage: null });
    await context.setOffline(false);
    await expect(page.getByText("YOUR PLAN IS READY")).toBeVisible();
    await expect(page.getByText(OFFLINE_MESSAGES.polling)).toHaveCount(0);
  });

  test("on a link that fails while the browser thinks it is online, it backs off, then resumes", async ({ page }) => {
    const { id, polls } = await onLoadingScreen(page);
    let refused = 0;
    await page.route(`**/plan/${id}/status`, async (route) => {
      await route.abort("internetdisconnected");
      refused++;
    });
    const before = polls.length;
    // A second at a time, each failed ask settled in the page before its clock moves on.
    for (let second = 0; second < 60; second++) {
      await page.clock.runFor(1_000);
      await expect.poll(() => refused).toBe(polls.length - before);
      await page.evaluate(() => Promise.resolve());
    }
    // Waits of 2, 4, 8, 16 and 30 s: about six asks in that minute instead of sixty.
    const failed = polls.length - before;
    expect(failed).toBeGreaterThanOrEqual(4);
    expect(failed).toBeLessThanOrEqual(7);

    await page.unroute(`**/plan/${id}/status`);
    await setGeneration(id, { status: "done", stage: null });
    await page.clock.runFor(30_000);
    await expect(page.getByText("YOUR PLAN IS READY")).toBeVisible();
  });
});

test("Save Plan pressed offline is held, and saves the plan once when the connection is back", async ({ page, context }) => {
  await freshIp(page);
  const userId = await createUser(uniqueEmail("offline-save"));
  const { visitorId } = await signInAs(context, userId);
  const productName = `Offline Save ${Date.now().toString(36)}`;
  const id = await seedGeneration(visitorId, { input: { productName } });
  await page.goto(`/plan/${id}?view=result`);
  const save = page.getByRole("button", { name: "Save Plan" });
  await expect(save).toBeVisible();
  // React owns the page (holding the Save needs it): the export menu's Print button appears then.
  await expect(page.locator("details.export-menu button")).toHaveCount(1);

  await goOffline(page);
  await save.click();
  await expect(page.getByRole("status").filter({ hasText: "offline" })).toHaveText(OFFLINE_MESSAGES.save);
  await expect(page).toHaveURL(new RegExp(`/plan/${id}\\?view=result$`));
  // The plan is still on the screen, and Save can be pressed again.
  await expect(page.getByRole("heading", { name: "Marketing Plan", exact: true })).toBeVisible();
  await save.click();
  expect(await planNames(userId)).toEqual([]);

  await context.setOffline(false);
  await expect(page).toHaveURL(/\/saved$/);
  await expect(page.getByText(productName).first()).toBeVisible();
  expect(await planNames(userId)).toEqual([productName]);
});

test("at 390 px, offline: a held step, the loading screen and the offline page (SCREENSHOTS=1 saves them in docs/screenshots)", async ({ page, context }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const shoot = (name: string) =>
    page.screenshot({
      path: process.env.SCREENSHOTS === "1" ? `docs/screenshots/${name}-390.png` : testInfo.outputPath(`${name}-390.png`),
      fullPage: true,
      animations: "disabled",
    });

  await gotoStep(page, "/product");
  await fillProduct(page);
  await goOffline(page);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText(OFFLINE_MESSAGES.answers)).toBeVisible();
  await shoot("offline-step");
  await context.setOffline(false);
  await expect(page).toHaveURL(/\/audience$/, { timeout: BACK_ONLINE_MS });

  const { visitorId } = await startVisitor(context);
  const id = await seedGeneration(visitorId);
  await setGeneration(id, { status: "running", stage: "plan" });
  await page.goto(`/plan/${id}`);
  await context.setOffline(true);
  await expect(page.getByText(OFFLINE_MESSAGES.polling)).toBeVisible();
  await shoot("offline-loading");
  await page.goto("/privacy");
  await expect(page.getByRole("heading", { name: "You're offline" })).toBeVisible();
  await shoot("offline-page");
  await context.setOffline(false);
});
