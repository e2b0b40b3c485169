import type { Page } from "@playwright/test";
import { createUser, freshIp, seedGeneration, seedPlans, signInAs, uniqueEmail } from "./accounts-support";
import { expect, expectAccessible, test } from "./fixtures";

/**
 * Issue 15, item 4: the service worker (public/sw.js). A plan its owner opened stays readable with no
 * network; a page nobody opened says "You're offline" instead of the browser's error; the kept pages
 * are one person's only, and gone after sign-out.
 */

/** The Cache Storage cache that holds `url`'s kept page, if any (read in the page, as the worker keeps it). */
function keptIn(page: Page, url: string): Promise<string | null> {
  return page.evaluate(async (href) => {
    for (const name of await caches.keys()) {
      if (name.startsWith("liftoff-pages-") && (await (await caches.open(name)).match(href))) return name;
    }
    return null;
  }, new URL(url, page.url()).href);
}

/** Waits until this page's service worker (a fresh one after sign-out) is active. */
async function workerActive(page: Page) {
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? null), { timeout: 10_000 })
    .toBe("activated");
}

function pageCaches(page: Page): Promise<string[]> {
  return page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith("liftoff-pages-")));
}

/** Opens `path` and waits until the worker controls the page and has kept it (and its stylesheet). */
async function openAndKeep(page: Page, path: string, cache: string) {
  await page.goto(path);
  await workerActive(page);
  await expect.poll(() => keptIn(page, path), { timeout: 10_000 }).toBe(cache);
  const stylesheet = await page.locator("link[rel=stylesheet]").first().getAttribute("href");
  await expect.poll(() => page.evaluate(async (href) => Boolean(await caches.match(href!)), stylesheet)).toBe(true);
}

async function signedIn(page: Page) {
  await freshIp(page);
  const userId = await createUser(uniqueEmail("offline-reader"));
  const { visitorId } = await signInAs(page.context(), userId);
  return { userId, visitorId };
}

test("a plan and a saved plan its owner opened are readable offline after a reload", async ({ page, context }) => {
  const { userId, visitorId } = await signedIn(page);
  const productName = `Train Reading ${Date.now().toString(36)}`;
  const generation = await seedGeneration(visitorId, { input: { productName } });
  const [saved] = await seedPlans(userId, [{ productName: `${productName} Saved` }]);
  const planPath = `/plan/${generation}?view=result`;
  const previewPath = `/preview?id=${saved}`;
  await openAndKeep(page, planPath, `liftoff-pages-u${userId}`);
  await openAndKeep(page, previewPath, `liftoff-pages-u${userId}`);

  await context.setOffline(true);
  await page.goto(planPath);
  await expect(page.getByRole("heading", { name: "Marketing Plan", exact: true })).toBeVisible();
  await expect(page.getByText(productName).first()).toBeVisible();
  // Styled as it was: the kept stylesheet applies (the header is not the browser's default layout).
  expect(await page.evaluate(() => getComputedStyle(document.body).display)).toBe("flex");
  await page.reload();
  await expect(page.getByRole("heading", { name: "Marketing Plan", exact: true })).toBeVisible();

  await page.goto(previewPath);
  await expect(page.getByText(`${productName} Saved`).first()).toBeVisible();
});

test("offline, a page never opened here shows the offline page, not the browser's error", async ({ page, context }) => {
  const { visitorId } = await signedIn(page);
  const unopened = await seedGeneration(visitorId);
  await page.goto("/");
  await workerActive(page);

  await context.setOffline(true);
  for (const path of ["/privacy", `/plan/${unopened}?view=result`]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "You're offline", level: 1 })).toBeVisible();
    await expect(page.getByText("This page needs a connection")).toBeVisible();
  }
  await expectAccessible(page);
});

test("sign-out deletes the kept plans: offline, the plan is no longer there", async ({ page, context }) => {
  const { userId, visitorId } = await signedIn(page);
  const generation = await seedGeneration(visitorId);
  const planPath = `/plan/${generation}?view=result`;
  await openAndKeep(page, planPath, `liftoff-pages-u${userId}`);

  const nav = page.getByRole("navigation", { name: "Main" });
  await page.getByText("Menu", { exact: true }).click();
  await nav.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await workerActive(page);
  await expect.poll(() => pageCaches(page)).toEqual([]);

  await context.setOffline(true);
  await page.goto(planPath);
  await expect(page.getByRole("heading", { name: "You're offline", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Marketing Plan", exact: true })).toHaveCount(0);
});

test("another person on the same browser never gets the first one's kept plans", async ({ page, context }) => {
  const first = await signedIn(page);
  const generation = await seedGeneration(first.visitorId);
  const planPath = `/plan/${generation}?view=result`;
  await openAndKeep(page, planPath, `liftoff-pages-u${first.userId}`);

  // A second account's session in the same browser (the first one's cookie replaced, no sign-out).
  const secondId = await createUser(uniqueEmail("offline-second"));
  await signInAs(context, secondId);
  await page.goto("/saved");
  await expect.poll(() => pageCaches(page)).toEqual([`liftoff-pages-u${secondId}`]);
  expect(await keptIn(page, planPath)).toBeNull();

  await context.setOffline(true);
  await page.goto(planPath);
  await expect(page.getByRole("heading", { name: "You're offline", level: 1 })).toBeVisible();
});

test("the worker and its offline page are checked on every use; fingerprinted files are cached for good", async ({ page, request }) => {
  for (const path of ["/sw.js", "/offline.html"]) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("no-cache");
  }
  await page.goto("/");
  const stylesheet = await page.locator("link[rel=stylesheet]").first().getAttribute("href");
  expect(stylesheet).toMatch(/^\/assets\/[\w-]+-[\w-]{8}\.css$/);
  const asset = (await request.get(stylesheet!)).headers();
  expect(asset["cache-control"]).toBe("public, max-age=31536000, immutable");
  // Never revalidated, so no validators: bytes a first visit on a slow link need not carry.
  expect([asset["etag"], asset["last-modified"], asset["accept-ranges"]]).toEqual([undefined, undefined, undefined]);
  // Documents: never kept by a shared cache, nor by the browser's.
  expect((await request.get("/")).headers()["cache-control"]).toBe("private, no-store");
});
