import { expect, expectAccessible, jsEnabled, test } from "./fixtures";
import { throughStep3 } from "./generation-support";

/**
 * Step 4 to a plan, with JavaScript (polling) and without (the page refreshes itself): the
 * generation is a row, so a reload or a reopened tab returns to it and nothing runs twice.
 */

test.describe("plan generation", () => {
  test("survives a reload and a reopened tab, then shows the plan", async ({ page, context, fake }) => {
    test.setTimeout(60_000);
    fake.setBehavior({ bySchema: { customer_profile: { delayMs: 1500 }, marketing_plan: { delayMs: 9000 } } });
    await throughStep3(page);
    await page.getByRole("button", { name: "Generate Plan" }).click();

    await expect(page).toHaveURL(/\/plan\/[\w-]+$/);
    const url = page.url();
    await expect(page.getByRole("heading", { name: "Generating Your GTM Plan" })).toBeVisible();
    await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "40");
    await expectAccessible(page);

    // The profile is in after 1.5 s: the indicator moves to 70 (by polling, or by the refresh).
    await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "70", { timeout: 5000 });
    await page.reload();
    await expect(page.getByRole("heading", { name: "Generating Your GTM Plan" })).toBeVisible();
    await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "70");

    // Closing the tab and opening the page again: still the same generation, still running.
    await page.close();
    const again = await context.newPage();
    await again.goto(url);
    await expect(again.getByRole("heading", { name: "Generating Your GTM Plan" })).toBeVisible();

    // JavaScript polls; without it the meta refresh brings the finished page.
    await expect(again.getByText("YOUR PLAN IS READY")).toBeVisible({ timeout: 20_000 });
    await expect(again).toHaveURL(url);
    if (jsEnabled()) {
      await expect(again.getByText("Marketing plan generated successfully").first()).toBeVisible();
    } else {
      await expect(again.getByRole("status").filter({ hasText: "Your personalized Marketing strategy is ready" })).toBeVisible();
    }
    await expectAccessible(again);

    await again.getByRole("link", { name: "Skip to my plan" }).click();
    await expect(again).toHaveURL(`${url}?view=result`);
    await again.getByRole("heading", { name: "Marketing Plan", exact: true }).click(); // open its accordion section
    await expect(again.getByText(/Win the first 100 paying teams/).first()).toBeVisible();
    await expect(again.getByText("Founder-led cold outreach to 50 ideal customers").first()).toBeVisible();

    // One profile call and one plan call, however often the page was loaded.
    expect(fake.chatCalls("marketing_plan")).toHaveLength(1);
    expect(fake.chatCalls("customer_profile")).toHaveLength(1);
    await again.reload();
    await expect(again.getByRole("heading", { name: "Marketing Plan", exact: true })).toBeVisible();
    await expect(again.getByText("Marketing plan generated successfully")).toHaveCount(0);
    expect(fake.chatCalls()).toHaveLength(2);
  });

  test("a profile failure is reported and the plan still arrives", async ({ page, fake }) => {
    // The plan takes long enough for the page without JavaScript to refresh (every 2 s) at least twice
    // while it is written: with 2.5 s, a slow first refresh could land after the plan was done.
    fake.setBehavior({ bySchema: { customer_profile: { status: 400 }, marketing_plan: { delayMs: 6000 } } });
    await throughStep3(page);
    await page.getByRole("button", { name: "Generate Plan" }).click();
    await expect(page.getByText(/Customer profile generation failed/).first()).toBeVisible({ timeout: 5000 });
    await expect(page.getByText(/Continuing with marketing plan generation/).first()).toBeVisible();
    await expect(page.getByText("YOUR PLAN IS READY")).toBeVisible({ timeout: 15_000 });
    await page.getByRole("link", { name: "Skip to my plan" }).click();
    await expect(page.getByText("Customer profile generation failed: this plan comes without a customer profile.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Marketing Plan", exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Know Your Customer" })).toHaveCount(0);
  });

  test("a failed plan shows the error screen; Try Again re-runs it from the saved answers", async ({ page, fake }) => {
    fake.enqueue({ schema: "marketing_plan", content: { strategySummary: "x", tactics: [], timeline: [] } });
    await throughStep3(page);
    await page.getByRole("button", { name: "Generate Plan" }).click();

    await expect(page.getByRole("heading", { name: "Failed to generate marketing plan" })).toBeVisible({ timeout: 15_000 });
    await expect(
      page.getByText(
        "Failed to generate marketing plan. Please check your AI provider API key or try again later. Error: API response missing tactics",
      ),
    ).toBeVisible();
    await expect(page.getByText(/check your internet connection and your AI provider API key/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Return to Form" })).toHaveAttribute("href", "/plan");
    await expectAccessible(page);
    const url = page.url();

    await page.getByRole("button", { name: "Try Again" }).click();
    await expect(page.getByText("YOUR PLAN IS READY")).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(url);
    expect(fake.chatCalls("marketing_plan")).toHaveLength(2);
    const prompts = fake.chatCalls("marketing_plan").map((c) => JSON.stringify(c.body));
    expect(prompts[1]).toBe(prompts[0]);
  });

  test("another visitor gets a 404 for someone's generation", async ({ page, browser, baseURL }) => {
    await throughStep3(page);
    await page.getByRole("button", { name: "Generate Plan" }).click();
    await expect(page).toHaveURL(/\/plan\/[\w-]+$/);
    const stranger = await browser.newContext({ baseURL, javaScriptEnabled: jsEnabled() });
    const other = await stranger.newPage();
    const response = await other.goto(new URL(page.url()).pathname);
    expect(response?.status()).toBe(404);
    await expect(other.getByRole("heading", { name: "404 - Page Not Found" })).toBeVisible();
    await stranger.close();
  });
});
