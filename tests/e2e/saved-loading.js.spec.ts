import { expect, test } from "./fixtures";
import { createUser, seedPlans, signInAs, uniqueEmail } from "./accounts-support";

/** With JavaScript, six placeholder cards show while the list loads (a slow answer is simulated). */
test("six placeholder cards while searching", async ({ page, context }) => {
  const userId = await createUser(uniqueEmail("slow"));
  await signInAs(context, userId);
  await seedPlans(userId, [{ productName: "Alpha" }, { productName: "Beta" }]);
  await page.goto("/saved");
  await expect(page.getByRole("heading", { name: "Alpha" })).toBeVisible();
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/saved\.data/, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("searchbox", { name: "Search plans" }).fill("alp");
  await expect(page.getByTestId("plan-skeleton")).toHaveCount(6);
  await expect(page.getByRole("status", { name: "Loading saved plans" })).toBeVisible();
  release();
  await expect(page.getByTestId("plan-skeleton")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Alpha" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Beta" })).toHaveCount(0);
});
