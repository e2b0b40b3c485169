import { expect, expectAccessible, test } from "./fixtures";
import { createUser, planNames, seedGeneration, seedPlans, signInAs, uniqueEmail } from "./accounts-support";
import { next, ready, words } from "./wizard-helpers";

/** /saved and the previews, JavaScript on and off: find, switch views, open, edit, duplicate, delete. */

async function signedInWithPlans(context: import("@playwright/test").BrowserContext) {
  const userId = await createUser(uniqueEmail("planner"));
  const { visitorId } = await signInAs(context, userId);
  const [rocket, garden, studio] = await seedPlans(userId, [
    { productName: "Rocketboard", productDescription: "A calm planning board for small product teams.", primaryGoal: "revenue" },
    { productName: "Garden Club", productDescription: "Seed swaps for neighbours.", audienceType: "b2c-niche", audienceGeography: "local" },
    { productName: "Studio Hours", productDescription: "Booking for recording studios.", audienceType: "creators" },
  ]);
  return { userId, visitorId, rocket, garden, studio };
}

test.describe("saved plans", () => {
  test("grid cards, search, list view", async ({ page, context, javaScriptEnabled }) => {
    await signedInWithPlans(context);
    await page.goto("/saved");
    await expect(page).toHaveTitle("Saved Plans | LIFTOFF");
    await expect(page.getByRole("heading", { level: 1, name: "Saved Marketing Plans" })).toBeVisible();
    // Create New Plan clears the form's answers, so it is a form's POST to /create.
    await expect(page.locator("form", { has: page.getByRole("button", { name: "Create New Plan" }) })).toHaveAttribute("action", "/create");
    await expect(page.locator("form", { has: page.getByRole("button", { name: "Create New Plan" }) })).toHaveAttribute("method", "post");
    await expect(page.getByRole("link", { name: "Grid" })).toHaveAttribute("aria-current", "page");

    const cards = page.getByRole("list", { name: "Saved plans" }).getByRole("listitem");
    await expect(cards).toHaveCount(3);
    const rocket = cards.filter({ has: page.getByRole("heading", { name: "Rocketboard" }) });
    await expect(rocket.getByText("GTM PLAN")).toBeVisible();
    await expect(rocket.getByText("A calm planning board for small product teams.")).toBeVisible();
    await expect(rocket.getByText("Grow revenue")).toBeVisible();
    await expect(rocket.getByText("Europe")).toBeVisible();
    await expect(rocket.getByText("Jan 5, 2025")).toBeVisible();
    await expect(rocket.getByRole("link", { name: "View Plan: Rocketboard" })).toHaveAttribute("href", /\/preview-new\?id=\d+$/);
    await expectAccessible(page);

    // Search: by name, by description, by audience type; instant with JS, Enter without.
    const search = page.getByRole("searchbox", { name: "Search plans" });
    await expect(search).toHaveAttribute("placeholder", "Search plans...");
    await search.fill("ROCKET");
    if (!javaScriptEnabled) await search.press("Enter");
    await expect(page).toHaveURL(/q=ROCKET/);
    await expect(cards).toHaveCount(1);
    await expect(cards.first().getByRole("heading", { name: "Rocketboard" })).toBeVisible();
    await search.fill("seed swaps");
    if (!javaScriptEnabled) await search.press("Enter");
    await expect(cards).toHaveCount(1);
    await expect(cards.first().getByRole("heading", { name: "Garden Club" })).toBeVisible();
    await search.fill("creators");
    if (!javaScriptEnabled) await search.press("Enter");
    await expect(cards.first().getByRole("heading", { name: "Studio Hours" })).toBeVisible();
    await search.fill("nothing like this");
    if (!javaScriptEnabled) await search.press("Enter");
    await expect(page.getByRole("heading", { name: "No Marketing Plans Found" })).toBeVisible();
    await expect(page.getByText('No plans matching "nothing like this" were found.')).toBeVisible();
    await expect(page.locator("form", { has: page.getByRole("button", { name: "Create Your First Plan" }) })).toHaveAttribute("action", "/create");

    // List view, remembered in the URL.
    await page.goto("/saved");
    await page.getByRole("link", { name: "List", exact: true }).click();
    await expect(page).toHaveURL(/view=list/);
    const table = page.getByRole("table", { name: "Saved plans" });
    await expect(table.getByRole("columnheader")).toHaveText(["Name", "Audience", "Created", "Actions"]);
    const row = table.getByRole("row", { name: /Garden Club/ });
    await expect(row.getByText("B2C: Niche consumer group")).toBeVisible();
    await expect(row.getByText("Jan 5, 2025")).toBeVisible();
    await expect(row.getByRole("link", { name: "View: Garden Club" })).toHaveAttribute("href", /\/preview-new\?id=\d+$/);
    await expectAccessible(page);
  });

  test("an account with no plans sees the empty state", async ({ page, context }) => {
    await signInAs(context, await createUser(uniqueEmail("empty")));
    await page.goto("/saved");
    await expect(page.getByRole("heading", { name: "No Marketing Plans Found" })).toBeVisible();
    await expect(page.getByText("You haven't created any marketing plans yet.")).toBeVisible();
  });

  test("on a phone the list view's rows are cards, and still a table's rows", async ({ page, context }) => {
    await page.setViewportSize({ width: 390, height: 780 });
    await signedInWithPlans(context);
    await page.goto("/saved?view=list");
    const table = page.getByRole("table", { name: "Saved plans" });
    // Rendered once: each plan is one row, with one View link and one menu.
    await expect(table.getByRole("row")).toHaveCount(4); // the header row (for screen readers) + 3
    await expect(page.getByRole("link", { name: "View: Garden Club", includeHidden: true })).toHaveCount(1);
    await expect(page.getByLabel("Actions for Garden Club", { exact: true })).toHaveCount(1);

    const row = table.getByRole("row", { name: /Garden Club/ });
    await expect(row.getByRole("rowheader")).toHaveText("Garden Club");
    await expect(row.getByRole("cell", { name: /B2C: Niche consumer group/ })).toContainText("Audience");
    const card = await row.boundingBox();
    const view = await row.getByRole("link", { name: "View: Garden Club" }).boundingBox();
    // A card as wide as the page, its View button across most of it, nothing off the screen.
    expect(card && card.width).toBeGreaterThan(320);
    expect(view && card && view.width).toBeGreaterThan(card!.width / 2);
    expect(card!.x + card!.width).toBeLessThanOrEqual(390);

    await row.getByLabel("Actions for Garden Club").click();
    await expect(row.getByRole("button", { name: "Duplicate" })).toBeVisible();
    await expectAccessible(page);
  });

  test("View Plan opens the full plan; Back to Saved Plans returns", async ({ page, context }) => {
    await signedInWithPlans(context);
    await page.goto("/saved");
    await page.getByRole("link", { name: "View Plan: Garden Club" }).click();
    await expect(page).toHaveURL(/\/preview-new\?id=\d+$/);
    await expect(page.getByRole("heading", { level: 1, name: "Garden Club" })).toBeVisible();
    await expect(page.getByText("The Marketing Model").first()).toBeVisible();
    await expect(page.getByText(/Win the first 100 paying teams/).first()).toBeAttached(); // in a closed section
    await expect(page.getByRole("button", { name: "Save Plan" })).toHaveCount(0);
    await expectAccessible(page);
    await page.getByRole("link", { name: "Back to Saved Plans" }).click();
    await expect(page).toHaveURL(/\/saved$/);
  });

  test("delete asks for confirmation, then the plan is gone", async ({ page, context, javaScriptEnabled }) => {
    const { userId } = await signedInWithPlans(context);
    await page.goto("/saved");
    await page.getByLabel("Actions for Studio Hours").click();
    await page.getByRole("link", { name: "Delete" }).click();
    const confirm = javaScriptEnabled ? page.getByRole("dialog", { name: "Delete this plan?" }) : page.getByRole("region", { name: "Delete this plan?" });
    await expect(confirm).toContainText("“Studio Hours” will be permanently deleted. This action cannot be undone.");
    await expectAccessible(page);
    // Cancel keeps it.
    await confirm.getByRole(javaScriptEnabled ? "button" : "link", { name: "Cancel" }).click();
    await expect(confirm).toBeHidden();
    expect(await planNames(userId)).toContain("Studio Hours");

    await page.getByLabel("Actions for Studio Hours").click();
    await page.getByRole("link", { name: "Delete" }).click();
    await confirm.getByRole("button", { name: "Delete Plan" }).click();
    await expect(page.getByText("Marketing plan was deleted successfully.").first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Studio Hours" })).toHaveCount(0);
    await expect(page.getByRole("list", { name: "Saved plans" }).getByRole("listitem")).toHaveCount(2);
    expect(await planNames(userId)).toEqual(["Rocketboard", "Garden Club"]);
  });

  test("duplicate prefills the form with a copy, edit with the plan itself; saving the copy adds a new plan", async ({ page, context }) => {
    const { userId, visitorId } = await signedInWithPlans(context);
    await page.goto("/saved");
    await page.getByLabel("Actions for Rocketboard").click();
    await page.getByRole("button", { name: "Duplicate" }).click();
    await expect(page).toHaveURL(/\/product$/);
    await expect(page.getByRole("textbox", { name: "Product Name" })).toHaveValue("Rocketboard (Copy)");
    // Create New Plan starts from an empty form again; Duplicate once more brings the copy back.
    await page.goto("/saved");
    await page.getByRole("button", { name: "Create New Plan" }).click();
    await expect(page).toHaveURL(/\/product$/);
    await expect(page.getByRole("textbox", { name: "Product Name" })).toHaveValue("");
    await page.goto("/saved");
    await page.getByLabel("Actions for Rocketboard").click();
    await page.getByRole("button", { name: "Duplicate" }).click();
    await expect(page.getByRole("textbox", { name: "Product Name" })).toHaveValue("Rocketboard (Copy)");
    // Edit, the other button of the same menu form, opens the plan itself for editing.
    await page.goto("/saved");
    await page.getByLabel("Actions for Rocketboard").click();
    await page.getByRole("button", { name: "Edit", exact: true }).click();
    await expect(page.getByRole("textbox", { name: "Product Name" })).toHaveValue("Rocketboard");
    await expect(page.getByText("Editing Rocketboard")).toBeVisible();
    await page.getByRole("button", { name: "Save as a new plan instead" }).click();
    await page.goto("/saved");
    await page.getByLabel("Actions for Rocketboard").click();
    await page.getByRole("button", { name: "Duplicate" }).click();
    await expect(page.getByRole("textbox", { name: "Product Name" })).toHaveValue("Rocketboard (Copy)");

    const generationId = await seedGeneration(visitorId, { input: { productName: "Rocketboard (Copy)" } });
    await page.goto(`/plan/${generationId}?view=result`);
    await page.getByRole("button", { name: "Save Plan" }).click();
    await expect(page).toHaveURL(/\/saved$/);
    expect(await planNames(userId)).toEqual(["Rocketboard", "Garden Club", "Studio Hours", "Rocketboard (Copy)"]);
  });

  test("edit prefills the form, every step says “Editing Studio Hours”; saving the new plan updates that plan", async ({ page, context }) => {
    const { userId } = await signedInWithPlans(context);
    await page.goto("/saved?view=list");
    await page.getByRole("table", { name: "Saved plans" }).getByLabel("Actions for Studio Hours").click();
    await page.getByRole("button", { name: "Edit" }).click();
    await expect(page).toHaveURL(/\/product$/);
    await ready(page);
    await expect(page.getByRole("textbox", { name: "Product Name" })).toHaveValue("Studio Hours");
    await page.getByRole("textbox", { name: "Product Name" }).fill("Studio Hours Pro");
    await page.getByLabel("Description", { exact: true }).fill(words(60, "studio"));

    // The plan being edited travels with the form (issue 12, finding 7): named on every step.
    for (const path of ["/audience", "/resources", "/plan"]) {
      await expect(page.getByRole("status").filter({ hasText: "Editing Studio Hours" })).toBeVisible();
      await next(page, path);
    }
    await expect(page.getByRole("status").filter({ hasText: "Editing Studio Hours" })).toBeVisible();
    await page.getByRole("button", { name: "Generate Plan" }).click();
    await expect(page.getByText("YOUR PLAN IS READY")).toBeVisible({ timeout: 20_000 });
    await page.getByRole("link", { name: "Skip to my plan" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Editing Studio Hours" })).toBeVisible();
    await page.getByRole("button", { name: "Save Plan" }).click();
    await expect(page).toHaveURL(/\/saved$/);
    await expect(page.getByRole("heading", { name: "Studio Hours Pro" })).toBeVisible();
    expect(await planNames(userId)).toEqual(["Rocketboard", "Garden Club", "Studio Hours Pro"]);
    // Saving ended edit mode.
    await page.goto("/product");
    await expect(page.getByText("Editing Studio Hours")).toHaveCount(0);
  });
});

test.describe("plan previews", () => {
  test("the older preview: sections, tactic tabs, Duplicate and Edit", async ({ page, context }) => {
    const { rocket } = await signedInWithPlans(context);
    await page.goto(`/preview?id=${rocket}`);
    await expect(page.getByRole("heading", { level: 1, name: "Rocketboard" })).toBeVisible();
    for (const section of ["Plan Summary", "Strategy Overview", "Marketing Model", "Tactics", "Timeline", "Guerrilla Ideas"]) {
      await expect(page.getByRole("heading", { level: 2, name: section })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: "Back to Saved Plans" })).toHaveAttribute("href", "/saved");
    // Duplicate and Edit fill the form: each posts the plan's id and mode to /create.
    for (const [name, mode] of [["Duplicate", "duplicate"], ["Edit", "edit"]] as const) {
      const form = page.locator("form", { has: page.getByRole("button", { name, exact: true }) });
      await expect(form).toHaveAttribute("action", "/create");
      await expect(form.locator('input[name="from"]')).toHaveValue(String(rocket));
      await expect(form.locator('input[name="mode"]')).toHaveValue(mode);
    }
    const panel = page.getByRole("tabpanel");
    await expect(panel.getByRole("heading", { name: "Founder-led cold outreach to 50 ideal customers" })).toBeVisible();
    await page.getByRole("tab", { name: "2. Public build log on two communities" }).click();
    await expect(page.getByRole("tab", { name: "2. Public build log on two communities" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel").getByRole("heading", { name: "Public build log on two communities" })).toBeVisible();
    await expectAccessible(page);

    await page.goto(`/result-preview?id=${rocket}`);
    await expect(page.getByRole("heading", { level: 1, name: "Rocketboard" })).toBeVisible();
  });

  test("no plan selected, someone else's plan, and signed out", async ({ page, context, browser }) => {
    const { rocket } = await signedInWithPlans(context);
    await page.goto("/preview-new");
    await expect(page.getByRole("heading", { name: "No Plan Selected" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to Saved Plans" })).toHaveAttribute("href", "/saved");
    await expectAccessible(page);

    const other = await browser.newContext();
    await signInAs(other, await createUser(uniqueEmail("other")));
    const otherPage = await other.newPage();
    const response = await otherPage.goto(`/preview-new?id=${rocket}`);
    expect(response?.status()).toBe(404);
    await expect(otherPage.getByRole("heading", { name: "Error Loading Plan" })).toBeVisible();
    await expect(otherPage.getByText("Rocketboard")).toHaveCount(0);
    await other.close();

    const anon = await browser.newContext();
    const anonPage = await anon.newPage();
    await anonPage.goto(`/preview?id=${rocket}`);
    await expect(anonPage.getByText("You need to sign in to view this marketing plan.")).toBeVisible();
    await expect(anonPage.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", `/login?returnUrl=%2Fpreview%3Fid%3D${rocket}`);
    await expectAccessible(anonPage);
    await anon.close();
  });
});
