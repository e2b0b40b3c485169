import { gzipSync } from "node:zlib";
import { defined } from "../support/defined";
import { samplePlan } from "../support/fixtures";
import { expect, test } from "./fixtures";
import { generate, PRODUCT_NAME, setGeneration, sharePlanSession } from "./plan-view-helpers";

/** What only JavaScript adds to the plan screens: the live countdown, copying and the print button. */

const plan = sharePlanSession();
const resultUrl = plan.resultUrl;

test("the countdown ticks down each second, and a pulsing dot follows zero", async ({ page }) => {
  await page.goto("/plan");
  const id = await generate(page);
  await setGeneration(id, { status: "running", stage: "plan", createdAt: new Date().toISOString() });
  await page.goto(`/plan/${id}`);
  const countdown = page.getByTestId("countdown");
  await expect(countdown).toHaveText(/^\d+$/);
  const first = Number(await countdown.textContent());
  expect(first).toBeGreaterThan(20);
  expect(first).toBeLessThanOrEqual(30);
  await expect(countdown).toHaveText(String(first - 1), { timeout: 2500 });
  await expect(page.getByTestId("pulse")).toHaveCount(0);

  // Started long ago (a reload after 30 s): no countdown, the pulsing dot.
  await setGeneration(id, { status: "running", stage: "plan", createdAt: new Date(Date.now() - 60_000).toISOString() });
  await page.reload();
  await expect(page.getByTestId("pulse")).toBeVisible();
  await expect(page.getByTestId("countdown")).toHaveCount(0);
  await expect(page.getByText("Almost there: putting the finishing touches on your plan.")).toBeVisible();
  await setGeneration(id, { status: "done", stage: null });
});

test("Copy puts the template on the clipboard and reads Copied! for 2 seconds", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  // The page's clock is the test's: "for 2 seconds" is checked exactly, however busy the machine.
  const start = Date.now();
  await page.clock.install({ time: start });
  // A jump to the section opens it.
  await page.goto(`${resultUrl()}#marketing-plan`);
  await expect(page.locator("#marketing-plan")).toHaveAttribute("open", "");
  await page.clock.pauseAt(start + 10 * 60_000);
  const card = page.locator("article.tactic-card").first();
  const button = card.getByRole("button", { name: `Copy template for ${defined(samplePlan.tactics[0], "the first tactic").name}` });
  await expect(button).toHaveText("Copy");
  await button.click();
  await expect(card.getByRole("button", { name: /Copied template/ })).toHaveText("Copied!");
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await card.locator("pre").textContent());
  expect(copied).toContain(`I'm building ${PRODUCT_NAME}, which helps`);
  await expect(card.getByRole("status")).toHaveText("Template copied to the clipboard");
  // Back to "Copy" after 2 s, not before.
  await page.clock.runFor(1_900);
  await expect(card.getByRole("button", { name: /Copied template/ })).toHaveText("Copied!");
  await page.clock.runFor(200);
  await expect(button).toHaveText("Copy");
});

test("a failed copy is only logged: the button keeps reading Copy", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.goto(resultUrl());
  await page.locator("#marketing-plan > summary").click();
  // The browser refuses the clipboard (as it does without permission or focus).
  await page.evaluate(() => {
    navigator.clipboard.writeText = () => Promise.reject(new DOMException("Write permission denied.", "NotAllowedError"));
  });
  const card = page.locator("article.tactic-card").nth(1);
  await card.getByRole("button", { name: /^Copy template/ }).click();
  await expect.poll(() => errors.join("\n")).toContain("Copy failed");
  await expect(card.getByRole("button", { name: /^Copy template/ })).toHaveText("Copy");
  await expect(page.getByText("Copied!")).toHaveCount(0);
});

test("Print / Save as PDF opens the print dialog with every section expanded, then restores them", async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { printCalls: number };
    w.printCalls = 0;
    // Headless Chromium has no print dialog to look at: record the call, fire the events a dialog would.
    window.print = () => {
      w.printCalls++;
      window.dispatchEvent(new Event("beforeprint"));
      (window as unknown as { openDuringPrint: number }).openDuringPrint = document.querySelectorAll("details.plan-section[open]").length;
      window.dispatchEvent(new Event("afterprint"));
    };
  });
  await page.goto(resultUrl());
  await expect(page.locator("details.plan-section[open]")).toHaveCount(1);
  await page.locator(".export-menu > summary").click();
  await page.getByRole("button", { name: /Print \/ Save as PDF/ }).click();
  expect(await page.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).toBe(1);
  expect(await page.evaluate(() => (window as unknown as { openDuringPrint: number }).openDuringPrint)).toBe(5);
  await expect(page.locator("details.plan-section[open]")).toHaveCount(1);
});

test("the education screen moves focus to the new card's heading", async ({ page }) => {
  await page.goto(`/plan/${plan.id}`);
  await page.getByRole("navigation", { name: "Education cards" }).getByRole("link", { name: "Next" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Marketing Isn't Optional" })).toBeFocused();
});

test("the result page's JavaScript stays within 130 kB gzip", async ({ page }) => {
  const scripts = new Set<string>();
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.add(response.url());
  });
  await page.goto(resultUrl());
  await page.waitForLoadState("networkidle");
  expect(scripts.size).toBeGreaterThan(2);
  let total = 0;
  for (const url of scripts) {
    const body = await (await page.request.get(url)).body();
    total += gzipSync(body).length;
  }
  expect(total).toBeLessThanOrEqual(130_000);
});
