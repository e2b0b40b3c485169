import { expect } from "@playwright/test";
import { fixture } from "../support/business-fixtures";
import { expectAccessible } from "./fixtures";
import { keylessTest as test } from "./generation-support";
import { gotoStep, next } from "./wizard-helpers";

/**
 * Issue 10, as a founder sees it: a family bakery in Lyon answers the four steps with no AI key;
 * the built-in plan names the bakery and its neighbourhood in the templates and in the export,
 * says which language to write in, and carries no warning notes. JavaScript on and off.
 */

const bakery = fixture("lyon-bakery").answers;

test("a local bakery's built-in plan names the bakery and its place in the templates and the export", async ({ page, fake }) => {
  await gotoStep(page, "/product");
  await page.getByLabel("Product Name", { exact: true }).fill(bakery.productName);
  await page.getByLabel("Landing Page", { exact: true }).fill(bakery.productWebsite!);
  await page.getByLabel("Type", { exact: true }).selectOption(bakery.productType);
  await page.getByLabel("Stage", { exact: true }).selectOption(bakery.productStage);
  await page.getByLabel("Description", { exact: true }).fill(bakery.productDescription);
  await next(page, "/audience");
  await page.getByLabel("Primary Audience", { exact: true }).selectOption(bakery.audienceType);
  await page.getByLabel("Geographic Focus", { exact: true }).selectOption(bakery.audienceGeography);
  await page.getByLabel("Local / Regional Area", { exact: true }).fill(bakery.localRegion!);
  await page.getByLabel("Customer Profile", { exact: true }).fill(bakery.audiencePersona);
  await next(page, "/resources");
  await page.getByLabel("Marketing Budget", { exact: true }).selectOption(bakery.budgetRange);
  await page.getByLabel("Time Horizon", { exact: true }).selectOption(bakery.timeHorizon);
  await page.getByRole("checkbox", { name: "Social media" }).check();
  await next(page, "/plan");
  await page.getByLabel("Primary Goal", { exact: true }).selectOption(bakery.primaryGoal);
  await page.getByLabel("Success Metrics", { exact: true }).fill(bakery.successMetrics);
  await page.getByLabel("Key Challenges", { exact: true }).fill(bakery.challenges);
  await page.getByRole("region", { name: "AI Provider Not Configured" }).getByRole("button", { name: "Use the built-in planner" }).click();

  await expect(page).toHaveURL(/\/plan\/[\w-]+$/);
  await expect(page.getByText("YOUR PLAN IS READY")).toBeVisible({ timeout: 15_000 });
  await page.getByRole("link", { name: "Skip to my plan" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Maison Dupont" })).toBeVisible();

  // The templates are written for this bakery, in its place, and say which language to use.
  const templates = page.getByLabel(/^Template for /);
  expect(await templates.count()).toBeGreaterThanOrEqual(3);
  const texts = await templates.allTextContents();
  for (const text of texts) {
    expect(text).toContain("Maison Dupont");
    expect(text).toMatch(/^Language: write this in French for customers in Croix-Rousse, Lyon\./);
    expect(text).not.toMatch(/\[[A-Za-z][^\]]*\]/);
  }
  expect(texts.some((t) => /Croix-Rousse|Lyon/.test(t.replace(/^Language:[^\n]*\n/, "")))).toBe(true);
  // No cold email or Product Hunt for a bakery, and the checker found nothing to note.
  const plan = page.locator("#marketing-plan");
  await expect(plan.getByText(/Product Hunt|cold email/i)).toHaveCount(0);
  await expect(page.locator(".finding-notes")).toHaveCount(0);
  // Why each tactic fits, in the founder's terms.
  await expect(plan.getByText("Why this fits:").first()).toBeAttached();
  await expectAccessible(page);

  // The export says the same.
  await page.locator("summary", { hasText: "Export" }).click();
  const href = await page.getByRole("link", { name: /Download Markdown/ }).getAttribute("href");
  const markdown = await (await page.request.get(href!)).text();
  expect(markdown).toContain("# Maison Dupont: Go-To-Market Plan");
  expect(markdown).toContain("Language: write this in French for customers in Croix-Rousse, Lyon.");
  expect(markdown).toMatch(/\*\*Why this fits:\*\*/);
  expect(markdown).not.toMatch(/May exceed your budget|Not safe with under-18s/);
  expect(fake.calls).toHaveLength(0);
});
