import { expect, type Page } from "@playwright/test";
import { jsEnabled } from "./fixtures";

/** Filling the four steps the way a visitor does, in both projects (JavaScript on and off). */

export const words = (n: number, word = "word") => Array.from({ length: n }, () => word).join(" ");

export const PRODUCT = {
  name: "Rocket Notes",
  website: "https://rocket.example",
  type: "saas",
  stage: "beta",
  description: words(60, "notes"),
};
export const PERSONA = words(55, "founder");

/** With JavaScript, wait until React owns the form (the combobox and live counters exist then). */
export async function ready(page: Page) {
  if (jsEnabled()) await expect(page.locator("form[data-hydrated]")).toHaveCount(1);
}

export async function gotoStep(page: Page, path: string) {
  await page.goto(path);
  await ready(page);
}

export async function fillProduct(page: Page, p = PRODUCT) {
  await page.getByLabel("Product Name", { exact: true }).fill(p.name);
  await page.getByLabel("Landing Page", { exact: true }).fill(p.website);
  await page.getByLabel("Type", { exact: true }).selectOption(p.type);
  await page.getByLabel("Stage", { exact: true }).selectOption(p.stage);
  await page.getByLabel("Description", { exact: true }).fill(p.description);
}

/** Step 1 shows every value fillProduct typed (after a failed send, a reload, Back...). */
export async function expectProductKept(page: Page, p = PRODUCT) {
  await expect(page).toHaveURL(/\/product$/);
  await expect(page.getByLabel("Product Name", { exact: true })).toHaveValue(p.name);
  await expect(page.getByLabel("Landing Page", { exact: true })).toHaveValue(p.website);
  await expect(page.getByLabel("Type", { exact: true })).toHaveValue(p.type);
  await expect(page.getByLabel("Stage", { exact: true })).toHaveValue(p.stage);
  await expect(page.getByLabel("Description", { exact: true })).toHaveValue(p.description);
}

export async function fillAudience(page: Page) {
  await page.getByLabel("Primary Audience", { exact: true }).selectOption("developer");
  await page.getByLabel("Geographic Focus", { exact: true }).selectOption("global");
  await page.getByLabel("Customer Profile", { exact: true }).fill(PERSONA);
}

export async function fillResources(page: Page) {
  await page.getByLabel("Marketing Budget", { exact: true }).selectOption("seed");
  await page.getByLabel("Time Horizon", { exact: true }).selectOption("quarter");
  await page.getByRole("checkbox", { name: "SEO" }).check();
  await page.getByRole("checkbox", { name: "Content writing" }).check();
}

export async function fillGoals(page: Page) {
  await page.getByLabel("Primary Goal", { exact: true }).selectOption("signups");
  await page.getByLabel("Success Metrics", { exact: true }).fill("500 sign-ups in 3 months");
  await page.getByLabel("Key Challenges", { exact: true }).fill("No audience yet and little time");
}

export async function next(page: Page, path: string) {
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await ready(page);
}

export async function back(page: Page, path: string) {
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await ready(page);
}

/** All four steps filled as a visitor does; the visitor is on /plan, ready to generate. */
export async function throughWizard(page: Page, productName = PRODUCT.name) {
  await gotoStep(page, "/product");
  await fillProduct(page, { ...PRODUCT, name: productName });
  await next(page, "/audience");
  await fillAudience(page);
  await next(page, "/resources");
  await fillResources(page);
  await next(page, "/plan");
  await fillGoals(page);
}

/** Steps 1 to 3 done, the visitor on /plan. */
export async function throughStep3(page: Page) {
  await gotoStep(page, "/product");
  await fillProduct(page);
  await next(page, "/audience");
  await fillAudience(page);
  await next(page, "/resources");
  await fillResources(page);
  await next(page, "/plan");
}

export function errorOf(page: Page, field: string) {
  return page.locator(`#field-${field}-error`);
}
