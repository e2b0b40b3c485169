import { expect } from "@playwright/test";
import { expectAccessible } from "./fixtures";
import { keylessTest as test, throughStep3 } from "./generation-support";

/** No AI key anywhere: step 4 offers both ways on, and the built-in planner does the main job. */

test("with no key, step 4 offers a key or the built-in planner, which builds a plan", async ({ page, fake }) => {
  await throughStep3(page);
  const notice = page.getByRole("region", { name: "AI Provider Not Configured" });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole("link", { name: "Configure API Key" })).toHaveAttribute("href", "/api-key?returnTo=%2Fplan");
  await expectAccessible(page);

  await notice.getByRole("button", { name: "Use the built-in planner" }).click();
  await expect(page).toHaveURL(/\/plan\/[\w-]+$/);
  await expect(page.getByText("YOUR PLAN IS READY")).toBeVisible({ timeout: 15_000 });
  await page.getByRole("link", { name: "Skip to my plan" }).click();
  await expect(page.getByText(/built-in planner/).first()).toBeVisible();
  expect(fake.calls).toHaveLength(0);
});
