import { expect, type Browser, type BrowserContext, type Locator, type Page } from "@playwright/test";
import type { GenerationStatus } from "../../db/schema";
import { appDb } from "../support/seed";
import { test } from "./fixtures";

/**
 * Getting a finished plan for the plan-view specs: the real form, submitted like a visitor, with
 * the fake AI server answering with tests/support/fixtures.ts (samplePlan, sampleProfile). The
 * worker app's database is reached through the app's own handle (app/db.server) only to read a
 * generation's status and to put it back into a running state, the one thing a browser cannot make
 * happen on demand.
 */

const words = (n: number, word: string) => Array.from({ length: n }, (_, i) => `${word}${i % 9}`).join(" ");

export const PRODUCT_NAME = "Rocket Notes";

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;
export type PlanSession = { id: string; storageState: StorageState };

export async function generationStatus(id: string): Promise<string | undefined> {
  const row = await (await appDb()).selectFrom("generations").select("status").where("id", "=", id).executeTakeFirst();
  return row?.status;
}

type GenerationState = { status: GenerationStatus; stage: "profile" | "plan" | null; createdAt?: string };

/**
 * Puts a generation into a state the worker would be in (running at a stage) or back to done. A
 * running row is leased to a worker that stays alive (the test), so no sweep of the app takes it over.
 */
export async function setGeneration(id: string, { status, stage, createdAt }: GenerationState): Promise<void> {
  const lease = status === "running" ? { lease_owner: "e2e-test", lease_expires_at: Date.now() + 60 * 60_000 } : { lease_owner: null, lease_expires_at: null };
  await (await appDb())
    .updateTable("generations")
    .set({ status, stage, ...lease, ...(createdAt ? { created_at: createdAt } : {}) })
    .where("id", "=", id)
    .execute();
}

/** Opens a plan section (a <details>) unless a jump link (#id) has opened it already. */
export async function openSection(details: Locator): Promise<void> {
  if (!(await details.evaluate((d) => (d as HTMLDetailsElement).open))) await details.locator(":scope > summary").click();
  await expect(details).toHaveAttribute("open", "");
}

/** React must own the form before typing (the setup context runs with JavaScript). */
async function hydrated(page: Page) {
  await expect(page.locator("form[data-hydrated]")).toHaveCount(1);
}

async function continueTo(page: Page, path: string) {
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await hydrated(page);
}

/** Fills the four steps (fields by name: their labels belong to the form's own specs). */
async function fillForm(page: Page) {
  const field = (name: string) => page.locator(`[name="${name}"]`);
  await page.goto("/product");
  await hydrated(page);
  await field("productName").fill(PRODUCT_NAME);
  await field("productType").selectOption("saas");
  await field("productStage").selectOption("beta");
  await field("productDescription").fill(words(60, "notes"));
  await continueTo(page, "/audience");
  await field("audienceType").selectOption("developer");
  await field("audienceGeography").selectOption("global");
  await field("audiencePersona").fill(words(55, "founder"));
  await continueTo(page, "/resources");
  await field("budgetRange").selectOption("seed");
  await field("timeHorizon").selectOption("quarter");
  await continueTo(page, "/plan");
  await field("primaryGoal").selectOption("signups");
  await field("successMetrics").fill("500 sign-ups in 3 months");
  await field("challenges").fill("No audience yet and little time");
}

/** Clicks "Generate Plan" on /plan and waits until the worker has finished that generation. */
export async function generate(page: Page): Promise<string> {
  await page.getByRole("button", { name: "Generate Plan" }).click();
  await expect(page).toHaveURL(/\/plan\/[\w-]+$/);
  const id = new URL(page.url()).pathname.split("/").pop()!;
  await expect.poll(() => generationStatus(id), { timeout: 20_000 }).toBe("done");
  return id;
}

/** A visitor (its cookies) with one finished plan. JavaScript on: the form is not under test here. */
export async function createPlanSession(browser: Browser): Promise<PlanSession> {
  const context = await browser.newContext({ javaScriptEnabled: true });
  try {
    const page = await context.newPage();
    await fillForm(page);
    const id = await generate(page);
    return { id, storageState: await context.storageState() };
  } finally {
    await context.close();
  }
}

export async function openAllSections(page: Page) {
  const closed = page.locator("details.plan-section:not([open]) > summary");
  for (let left = await closed.count(); left > 0; left--) await closed.first().click();
  await expect(page.locator("details.plan-section:not([open])")).toHaveCount(0);
}

/**
 * Nothing wider than the screen. Polled, because a page that refreshes itself (the loading screen
 * without JavaScript) may navigate while it is measured: a try cut short by that reload does not
 * count (expect.poll stops at a thrown error), and the next one measures the reloaded page.
 */
export async function expectNoHorizontalScroll(page: Page) {
  const overflow = () =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth).catch((error: Error) => {
      if (/context was destroyed|navigation/i.test(error.message)) return Number.POSITIVE_INFINITY;
      throw error;
    });
  await expect.poll(overflow).toBeLessThanOrEqual(0);
}

/**
 * One visitor with one finished plan for a whole spec file: generated once, and its session cookie
 * put into every test's own context. Read `id` inside tests, once beforeAll has run.
 */
export function sharePlanSession() {
  let session: PlanSession | undefined;
  test.beforeAll(async ({ browser }) => {
    session = await createPlanSession(browser);
  });
  test.beforeEach(async ({ context }) => {
    await context.addCookies(session!.storageState.cookies);
  });
  return {
    get id() {
      return session!.id;
    },
    resultUrl: () => `/plan/${session!.id}?view=result`,
  };
}
