import type { Page } from "@playwright/test";
import { OFFLINE_MESSAGES } from "../../app/offline/messages";
import { createUser, freshIp, planNames, seedGeneration, signInAs, uniqueEmail } from "./accounts-support";
import { SIGN_UP_FORM } from "../../app/auth/schemas";
import { WAITLIST_FORM_ID } from "../../app/waitlist/schemas";
import { expect, test } from "./fixtures";
import { expectProductKept, fillGoals, fillProduct, gotoStep, PRODUCT, throughStep3, throughWizard } from "./wizard-helpers";

/**
 * Issue 15, item 2, "lie-fi": the browser thinks it is online (navigator.onLine stays true) but a
 * step's POST gets no answer (a captive portal, a dead link): Playwright aborts it as Chromium does
 * when the network is gone. The form stays with every value, says so, and is sent again, once, by
 * Try again, by itself after a wait, or when the connection comes back (the `online` event).
 * Save Plan on the result page does the same through its fetcher, with the plan left on screen.
 * offline.js.spec.ts covers the browser knowing it is offline, and polling on a failing link.
 *
 * The page's clock is the test's and stands still (page.clock): the automatic resend happens only
 * when a test moves the clock on, so Try again and the `online` event are tried on their own.
 */

/** Fails the page's POSTs to `path` (a step's single-fetch action) while `down()`; counts what they did. */
async function flakyPosts(page: Page, path: string) {
  const counts = { refused: 0, answered: 0 };
  let down = true;
  const pattern = (url: URL) => url.pathname === path; // with any query string (/login.data?tab=signup)
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

/** Waits until React has hydrated the form with this id (it then carries React's props). */
async function hydratedForm(page: Page, id: string) {
  await page.waitForFunction((formId) => {
    const form = document.getElementById(formId);
    return form !== null && Object.keys(form).some((key) => key.startsWith("__reactProps"));
  }, id);
}

test("a waitlist join that gets no answer keeps what was typed, says so, and joins once on Try again", async ({ page }) => {
  await freshIp(page);
  await stopTheClock(page);
  await page.goto("/waitlist");
  await hydratedForm(page, WAITLIST_FORM_ID);
  await holdTheClock(page);
  const form = page.locator(`form#${WAITLIST_FORM_ID}`);
  const email = uniqueEmail("lie-fi-join");
  const typed = { "Full Name": "Grace Hopper", Email: email, "Product Name": "Compiler Notes" };
  for (const [label, value] of Object.entries(typed)) await form.getByLabel(label, { exact: true }).fill(value);
  const link = await flakyPosts(page, "/waitlist.data");

  await form.getByRole("button", { name: "Join the Waitlist" }).click();
  await expect(page.getByRole("status").filter({ hasText: "offline" })).toHaveText(OFFLINE_MESSAGES.typed);
  for (const [label, value] of Object.entries(typed)) await expect(form.getByLabel(label, { exact: true })).toHaveValue(value);
  expect(link.counts).toEqual({ refused: 1, answered: 0 });

  await link.up();
  await form.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByText("YOU'RE ON THE LIST!")).toBeVisible();
  expect(link.counts).toEqual({ refused: 1, answered: 1 });
  const { db } = await import("../../app/db.server");
  const entries = await db.selectFrom("waitlist_entries").select("full_name").where("email", "=", email).execute();
  expect(entries).toEqual([{ full_name: "Grace Hopper" }]);
});

test("a sign-up that gets no answer keeps what was typed and makes one account when the connection comes back", async ({ page, context }) => {
  await freshIp(page);
  await stopTheClock(page);
  await page.goto("/login");
  await hydratedForm(page, SIGN_UP_FORM);
  await holdTheClock(page);
  const signUp = page.getByRole("tabpanel", { name: "Sign Up" });
  const email = uniqueEmail("lie-fi-signup");
  await signUp.getByLabel("Email").fill(email);
  await signUp.getByLabel("Password", { exact: true }).fill("launch-123");
  await signUp.getByLabel("Confirm Password").fill("launch-123");
  const link = await flakyPosts(page, "/login.data");

  await signUp.getByRole("button", { name: "Create Account" }).click();
  await expect(signUp.getByRole("status").filter({ hasText: "offline" })).toHaveText(OFFLINE_MESSAGES.typed);
  await expect(signUp.getByLabel("Email")).toHaveValue(email);
  await expect(signUp.getByLabel("Password", { exact: true })).toHaveValue("launch-123");
  expect(link.counts).toEqual({ refused: 1, answered: 0 });

  // The connection drops and comes back: the `online` event sends the form, once.
  await link.up();
  await context.setOffline(true);
  await context.setOffline(false);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Your account has been created.").first()).toBeVisible();
  expect(link.counts).toEqual({ refused: 1, answered: 1 });
  const { db } = await import("../../app/db.server");
  expect(await db.selectFrom("users").select("email").where("email", "=", email).execute()).toEqual([{ email }]);
});

/**
 * A signed-in visitor on the result page of a finished generation, with the page's code and Save
 * Plan's (the /save-plan route's module, fetched ahead) loaded; the page's clock then stands still.
 */
async function onResultPage(page: Page) {
  await freshIp(page);
  const userId = await createUser(uniqueEmail("lie-fi-save"));
  const { visitorId } = await signInAs(page.context(), userId);
  const productName = `Lie-fi Save ${Date.now().toString(36)}`;
  const id = await seedGeneration(visitorId, { input: { productName } });
  const fetched: string[] = [];
  page.on("requestfinished", (request) => fetched.push(new URL(request.url()).pathname));
  await stopTheClock(page);
  await page.goto(`/plan/${id}?view=result`);
  await expect(page.getByRole("button", { name: "Save Plan" })).toBeVisible();
  // React owns the page: the export menu's Print button appears then.
  await expect(page.locator("details.export-menu button")).toHaveCount(1);
  const moduleOf = () => page.evaluate(() => window.__remixManifest.routes["routes/save-plan"]?.module);
  await expect.poll(moduleOf).toMatch(/^\/assets\/.+\.js$/);
  const module = (await moduleOf()) ?? "";
  await expect(page.locator(`link[rel="modulepreload"][href="${module}"]`)).toHaveCount(1);
  await expect.poll(() => fetched).toContain(module);
  await holdTheClock(page);
  return { id, userId, productName, result: new RegExp(`/plan/${id}\\?view=result$`) };
}

async function expectPlanKept(page: Page, result: RegExp) {
  await expect(page).toHaveURL(result);
  await expect(page.getByRole("heading", { name: "Marketing Plan", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Save Plan" })).toBeEnabled();
}

test("Save Plan whose send gets no answer keeps the plan on screen, says so, and saves once on Try again", async ({ page }) => {
  const { userId, productName, result } = await onResultPage(page);
  const link = await flakyPosts(page, "/save-plan.data");

  await page.getByRole("button", { name: "Save Plan" }).click();
  const notice = page.getByRole("status").filter({ hasText: "offline" });
  await expect(notice).toHaveText(OFFLINE_MESSAGES.save);
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);
  await expectPlanKept(page, result);
  const tryAgain = page.getByRole("button", { name: "Try again" });
  await expect(tryAgain).toBeVisible();
  expect(link.counts).toEqual({ refused: 1, answered: 0 });
  expect(await planNames(userId)).toEqual([]);

  // Two seconds on, it tries by itself; Save Plan pressed again meanwhile: the same screen, no plan.
  await page.clock.runFor(2_000);
  await expect.poll(() => link.counts.refused).toBe(2);
  await page.getByRole("button", { name: "Save Plan" }).click();
  await expect.poll(() => link.counts.refused).toBe(3);
  await expect(notice).toHaveText(OFFLINE_MESSAGES.save);
  await expectPlanKept(page, result);
  expect(await planNames(userId)).toEqual([]);

  // The link works again; Try again saves the plan once and ends where a Save ends.
  await link.up();
  await tryAgain.click();
  await expect(page).toHaveURL(/\/saved$/);
  await expect(page.getByText("Plan Saved", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: productName })).toBeVisible();
  expect(link.counts).toEqual({ refused: 3, answered: 1 });
  expect(await planNames(userId)).toEqual([productName]);
});

// The root and the result route skip their reload after a failed action (noReloadAfterFailedAction):
// with single fetch a fetcher's failed action would otherwise reload them, and on this link that
// reload would fail too and show the error page.
test("a Save on a link where nothing answers asks for nothing more than the Save: the page's data is not reloaded", async ({ page }) => {
  const { userId, result } = await onResultPage(page);
  const refused: string[] = [];
  await page.route("**/*", async (route) => {
    refused.push(`${route.request().method()} ${new URL(route.request().url()).pathname}`);
    await route.abort("internetdisconnected");
  });

  await page.getByRole("button", { name: "Save Plan" }).click();
  await expect(page.getByRole("status").filter({ hasText: "offline" })).toHaveText(OFFLINE_MESSAGES.save);
  await expectPlanKept(page, result);
  await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
  expect(refused).toEqual(["POST /save-plan.data"]);
  expect(await planNames(userId)).toEqual([]);
});

test("a Save the server did save but whose answer was lost goes again on reconnect and saves nothing more", async ({ page, context }) => {
  const { userId, productName, result } = await onResultPage(page);
  const saves: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") saves.push(new URL(request.url()).pathname);
  });
  await page.route("**/save-plan.data", async (route) => {
    if (route.request().method() !== "POST") return route.fallback();
    await route.fetch(); // the server gets it and saves; the answer never reaches the page
    await route.abort("internetdisconnected");
  });

  await page.getByRole("button", { name: "Save Plan" }).click();
  await expect(page.getByRole("status").filter({ hasText: "offline" })).toHaveText(OFFLINE_MESSAGES.save);
  await expectPlanKept(page, result);
  expect(await planNames(userId)).toEqual([productName]);

  // The connection drops and comes back: the `online` event sends the Save again, once; the
  // submission key makes it answer as the first did.
  await page.unroute("**/save-plan.data");
  await context.setOffline(true);
  await context.setOffline(false);
  await expect(page).toHaveURL(/\/saved$/);
  await expect(page.getByRole("heading", { level: 2, name: productName })).toBeVisible();
  expect(saves).toEqual(["/save-plan.data", "/save-plan.data"]);
  expect(await planNames(userId)).toEqual([productName]);
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
