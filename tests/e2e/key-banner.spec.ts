import { expect, expectAccessible, jsEnabled, test } from "./fixtures";
import { keylessTest } from "./generation-support";

/**
 * The key notice, on every page while no key is configured: a calm line that the built-in planner
 * makes the plans, with a way to add a key; never an alarm that no plan can be made.
 */
const NOTICE = "Plans come from the built-in planner.";

keylessTest("with no key a calm notice shows on load, offers both ways on, and stays dismissed for the session", async ({ page }) => {
  await page.goto("/");
  const banner = page.getByRole("region", { name: NOTICE });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText("Add an OpenAI API key for plans written by an AI model");
  await expect(page.getByText("API Key Not Configured")).toHaveCount(0);
  await expect(page.getByText("cannot be generated")).toHaveCount(0);
  const getKey = banner.getByRole("link", { name: /Get API Key/ });
  await expect(getKey).toHaveAttribute("href", "https://platform.openai.com/api-keys");
  await expect(getKey).toHaveAttribute("target", "_blank");
  await expectAccessible(page);

  await banner.getByRole("link", { name: "Add API key" }).click();
  if (jsEnabled()) {
    // The dialog, loaded on first use, opens over the page.
    const dialog = page.getByRole("dialog", { name: "Set OpenAI API Key" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("OpenAI API Key")).toHaveAttribute("type", "password");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
  } else {
    // Without JavaScript the same link is the key page, which returns to where the visitor was.
    await expect(page).toHaveURL(/\/api-key\?returnTo=%2F$/);
    await expect(page.getByRole("heading", { name: "Set OpenAI API Key" })).toBeVisible();
    await page.goto("/privacy");
  }

  // With JavaScript the banner hides at once; the dismissal is stored by the POST it sends.
  const dismissed = page.waitForResponse((r) => r.url().includes("/api-key") && r.request().method() === "POST");
  await page.getByRole("region", { name: NOTICE }).getByRole("button", { name: "Dismiss" }).click();
  await dismissed;
  await expect(page.getByRole("region", { name: NOTICE })).toBeHidden();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: NOTICE })).toBeHidden();
  await page.goto("/product");
  await expect(page.getByRole("region", { name: NOTICE })).toBeHidden();
});

test("with a server key there is no notice", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "MARKETING PLAN GENERATOR" })).toBeVisible();
  await expect(page.getByText(NOTICE)).toHaveCount(0);
});

keylessTest("on a 390 px phone the notice stays small: text across the width, buttons below", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/saved");
  const banner = page.getByRole("region", { name: NOTICE });
  const text = await banner.getByText("It matches tactics from a curated library").boundingBox();
  const configure = await banner.getByRole("link", { name: "Add API key" }).boundingBox();
  expect(text!.width).toBeGreaterThan(300);
  expect(configure!.y).toBeGreaterThan(text!.y + text!.height - 1);
  // A line, not an alarm: well under the 160 px the old red banner took on a phone.
  expect((await banner.boundingBox())!.height).toBeLessThan(150);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
