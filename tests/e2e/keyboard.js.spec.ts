import type { Locator, Page } from "@playwright/test";
import { freshIp } from "./accounts-support";
import { expect, test } from "./fixtures";
import { PERSONA, PRODUCT, ready } from "./wizard-helpers";

/**
 * The whole journey with the keyboard only (issue 15, item 5): from the home page through the four
 * steps to the result page with Tab, Shift+Tab, Enter, Space and typing, never the mouse. At every
 * stop the focused element must show it: an outline or a box shadow.
 */

async function focusIsVisible(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return "";
    const s = getComputedStyle(el);
    const outlined = s.outlineStyle !== "none" && parseFloat(s.outlineWidth) > 0;
    const shadowed = s.boxShadow !== "none";
    return outlined || shadowed ? "" : `<${el.tagName.toLowerCase()}> "${(el.textContent ?? "").trim().slice(0, 30)}" has no visible focus`;
  });
}

/** Tabs (forwards, or backwards with `back`) until `target` has focus, checking the focus is visible at every stop. */
async function tabTo(page: Page, target: Locator, { back = false } = {}) {
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
    expect(await focusIsVisible(page)).toBe("");
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`${target} never took focus`);
}

async function type(page: Page, target: Locator, text: string) {
  await tabTo(page, target);
  await page.keyboard.type(text);
}

/** A native select chosen with the keyboard: type the start of the option's label. */
async function choose(page: Page, target: Locator, label: string) {
  await tabTo(page, target);
  await page.keyboard.type(label);
  await expect(target.locator("option:checked")).toHaveText(new RegExp(`^${label}`));
}

async function submit(page: Page, path: string) {
  await tabTo(page, page.getByRole("button", { name: "Continue" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await ready(page);
}

test.beforeEach(async ({ page }) => freshIp(page));

test("home to the result page with the keyboard only, focus visible at every stop", async ({ page }) => {
  test.slow();
  await page.goto("/");
  await tabTo(page, page.getByRole("link", { name: "Skip to content" }));
  await tabTo(page, page.locator("main").getByRole("link", { name: /get started/i }).first());
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/product$/);
  await ready(page);

  await type(page, page.getByLabel("Product Name", { exact: true }), PRODUCT.name);
  await type(page, page.getByLabel("Landing Page", { exact: true }), PRODUCT.website);
  await choose(page, page.getByLabel("Type", { exact: true }), "SaaS");
  await choose(page, page.getByLabel("Stage", { exact: true }), "Beta");
  await type(page, page.getByLabel("Description", { exact: true }), PRODUCT.description);
  // Back up once with Shift+Tab and forwards again: the order holds both ways.
  await tabTo(page, page.getByLabel("Stage", { exact: true }), { back: true });
  await submit(page, "/audience");

  await choose(page, page.getByLabel("Primary Audience", { exact: true }), "Developers");
  await choose(page, page.getByLabel("Geographic Focus", { exact: true }), "Global");
  await type(page, page.getByLabel("Customer Profile", { exact: true }), PERSONA);
  await submit(page, "/resources");

  await choose(page, page.getByLabel("Marketing Budget", { exact: true }), "Seed");
  await choose(page, page.getByLabel("Time Horizon", { exact: true }), "Quarter");
  const seo = page.getByRole("checkbox", { name: "SEO" });
  await tabTo(page, seo);
  await page.keyboard.press("Space");
  await expect(seo).toBeChecked();
  await submit(page, "/plan");

  await choose(page, page.getByLabel("Primary Goal", { exact: true }), "Get sign");
  await type(page, page.getByLabel("Success Metrics", { exact: true }), "500 sign-ups in 3 months");
  await type(page, page.getByLabel("Key Challenges", { exact: true }), "No audience yet and little time");
  await tabTo(page, page.getByRole("button", { name: "Generate Plan" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/plan\/[\w-]+/);

  // The teaching cards while the plan is made: skip to the plan.
  const skip = page.getByRole("link", { name: "Skip to my plan" });
  await expect(skip).toBeVisible({ timeout: 20_000 });
  await tabTo(page, skip);
  await page.keyboard.press("Enter");

  // The result page: its contents list leads to a section, opened, with the keyboard.
  const contents = page.getByRole("navigation", { name: "Contents" });
  await expect(contents).toBeVisible({ timeout: 20_000 });
  await tabTo(page, contents.getByRole("link", { name: "Timeline" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#implementation-timeline$/);
  await expect(page.locator("details#implementation-timeline")).toHaveAttribute("open", "");
});
