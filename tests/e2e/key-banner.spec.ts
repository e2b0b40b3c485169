import { expect } from "@playwright/test";
import { expectAccessible } from "./fixtures";
import { jsOn, keyedTest, keylessTest } from "./generation-support";

/** The "{provider} API Key Not Configured" banner, on every page while no key is configured. */

keylessTest("with no key the banner shows on load, offers both ways on, and stays dismissed for the session", async ({ page }) => {
  await page.goto("/");
  const banner = page.getByRole("region", { name: "OpenAI API Key Not Configured" });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText("needs an OpenAI API key to generate marketing plans");
  await expect(banner).toContainText("custom marketing strategies cannot be generated");
  const getKey = banner.getByRole("link", { name: /Get API Key/ });
  await expect(getKey).toHaveAttribute("href", "https://platform.openai.com/api-keys");
  await expect(getKey).toHaveAttribute("target", "_blank");
  await expectAccessible(page);

  await banner.getByRole("link", { name: "Configure API Key" }).click();
  if (jsOn()) {
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
  await page.getByRole("region", { name: "OpenAI API Key Not Configured" }).getByRole("button", { name: "Dismiss" }).click();
  await dismissed;
  await expect(page.getByRole("region", { name: "OpenAI API Key Not Configured" })).toBeHidden();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: "OpenAI API Key Not Configured" })).toBeHidden();
  await page.goto("/product");
  await expect(page.getByRole("region", { name: "OpenAI API Key Not Configured" })).toBeHidden();
});

keyedTest("with a server key there is no banner", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "MARKETING PLAN GENERATOR" })).toBeVisible();
  await expect(page.getByText("API Key Not Configured")).toHaveCount(0);
});

keylessTest("on a 390 px phone the banner stays readable: text across the width, buttons below", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/saved");
  const banner = page.getByRole("region", { name: "OpenAI API Key Not Configured" });
  const title = await banner.getByRole("heading", { name: "OpenAI API Key Not Configured" }).boundingBox();
  const configure = await banner.getByRole("link", { name: "Configure API Key" }).boundingBox();
  expect(title!.width).toBeGreaterThan(300);
  expect(configure!.y).toBeGreaterThan(title!.y + title!.height);
  expect((await banner.boundingBox())!.height).toBeLessThan(220);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
