import { expect } from "@playwright/test";
import { expectAccessible } from "./fixtures";
import { keylessTest as test, throughStep3 } from "./generation-support";

/** Without JavaScript the key dialog is a page: the same states, by plain form posts. */

test("the key page refuses an empty key and a wrong key, then saves a good one", async ({ page, fake }) => {
  await throughStep3(page);
  await page.getByRole("region", { name: "AI Provider Not Configured" }).getByRole("link", { name: "Configure API Key" }).click();
  await expect(page).toHaveURL(/\/api-key\?returnTo=%2Fplan$/);
  await expect(page.getByRole("heading", { name: "Set OpenAI API Key" })).toBeVisible();
  const input = page.getByLabel("OpenAI API Key");
  await expect(input).toHaveAttribute("type", "password");
  await expect(input).toHaveAttribute("placeholder", /^sk-/);
  await expect(page.getByRole("link", { name: /OpenAI API keys page/ })).toHaveAttribute("target", "_blank");
  await expectAccessible(page);

  await page.getByRole("button", { name: "Save API Key" }).click();
  await expect(page.getByRole("alert")).toHaveText("API key is required");
  expect(fake.calls).toHaveLength(0);

  await input.fill("sk-invalid-typo");
  await page.getByRole("button", { name: "Save API Key" }).click();
  await expect(page.getByRole("alert")).toHaveText("The API key was rejected by the AI provider. Please check it and try again.");
  await expect(input).toHaveValue(""); // a secret is never sent back to the browser

  await input.fill("sk-good-nojs-key");
  await page.getByRole("button", { name: "Save API Key" }).click();
  await expect(page).toHaveURL(/\/plan$/);
  await expect(page.getByText("API Key Saved").first()).toBeVisible();
  await expect(page.getByRole("region", { name: "AI Provider Not Configured" })).toHaveCount(0);
  expect(await page.content()).not.toContain("sk-good-nojs-key");

  // The visitor's generations now use their key.
  await page.getByRole("combobox", { name: "Primary Goal" }).selectOption("signups");
  await page.getByRole("textbox", { name: "Success Metrics" }).fill("500 sign-ups");
  await page.getByRole("textbox", { name: "Key Challenges" }).fill("Time");
  await page.getByRole("button", { name: "Generate Plan" }).click();
  await expect(page.getByText("YOUR PLAN IS READY")).toBeVisible({ timeout: 15_000 });
  expect(fake.chatCalls().map((c) => c.authorization)).toEqual(["Bearer sk-good-nojs-key", "Bearer sk-good-nojs-key"]);
});
