import { randomBytes } from "node:crypto";
import { createUser, planNames, seedGeneration, seedPlans, startSession, uniqueEmail } from "./accounts-support";
import { expect, test } from "./fixtures";

/**
 * A Save the server answers but refuses (here: the saved plan being edited was deleted meanwhile, a
 * 404). With JavaScript, Save Plan goes through a fetcher (app/auth/SavePlanButton.tsx), so the plan
 * stays on screen and the reason shows beside the button; without it, the POST lands on /save-plan's
 * error screen as it always has. Either way nothing is saved.
 */
test("a Save the server refuses says why: beside the plan with JavaScript, on the error screen without", async ({ page, context, javaScriptEnabled }) => {
  // App modules are imported only inside a test: the worker's fixture points them at its database first.
  const { EDIT_NOT_FOUND_MESSAGE } = await import("../../app/saved-plans/save.server");
  const userId = await createUser(uniqueEmail("refused-save"));
  const [editing] = await seedPlans(userId, [{ productName: "Deleted Meanwhile" }]);
  const visitorId = randomBytes(16).toString("base64url");
  const id = await seedGeneration(visitorId, { input: { productName: "Refused Rocket" } });
  // Signed in and editing that plan, the generation started from the edit.
  await startSession(context, { userId, visitorId, answers: { editing: { planId: editing, generations: [id] } } });
  await page.goto(`/plan/${id}?view=result`);
  await expect(page.getByRole("status").filter({ hasText: "Editing Deleted Meanwhile" })).toBeVisible();
  if (javaScriptEnabled) await expect(page.locator("details.export-menu button")).toHaveCount(1);

  const { db } = await import("../../app/db.server");
  await db.deleteFrom("marketing_plans").where("id", "=", editing!).execute();
  await page.getByRole("button", { name: "Save Plan" }).click();

  if (javaScriptEnabled) {
    const alert = page.getByRole("alert").filter({ hasText: "Save Failed" });
    await expect(alert).toContainText(EDIT_NOT_FOUND_MESSAGE);
    await expect(page).toHaveURL(new RegExp(`/plan/${id}\\?view=result$`));
    await expect(page.getByRole("heading", { name: "Marketing Plan", exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Save Plan" })).toBeEnabled();
  } else {
    await expect(page).toHaveURL(/\/save-plan$/);
    await expect(page.getByRole("heading", { name: "Error Saving Plan" })).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: EDIT_NOT_FOUND_MESSAGE })).toBeVisible();
  }
  expect(await planNames(userId)).toEqual([]);
});
