import { expect, test } from "./fixtures";
import { createUser, signInAs, uniqueEmail } from "./accounts-support";
import { fillAudience, fillProduct, gotoStep, next, PERSONA, PRODUCT, ready, words } from "./wizard-helpers";

/** What only JavaScript adds to the form: live counters, the combobox, the localStorage mirror, pending state. */

const KEY = "marketingPlanForm";

test.describe("the plan form with JavaScript", () => {
  test("a first visit to /product loads its JavaScript in a dozen files at most (each costs a round trip on a slow link)", async ({ page }) => {
    const scripts = new Set<string>();
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.add(new URL(response.url()).pathname);
    });
    await page.goto("/product");
    await page.waitForLoadState("networkidle");
    expect(scripts.size).toBeGreaterThan(2);
    expect(scripts.size, [...scripts].join("\n")).toBeLessThanOrEqual(12);
  });

  test("counts words live as the visitor types", async ({ page }) => {
    await gotoStep(page, "/product");
    const counter = page.getByTestId("productDescription-word-count");
    await expect(counter).toHaveText("0/100 words");
    await page.getByLabel("Description", { exact: true }).pressSequentially("one two  three ");
    await expect(counter).toHaveText("3/100 words");
    await page.getByLabel("Description", { exact: true }).fill(words(101));
    await expect(counter).toHaveText("101/100 words");
  });

  test("the country combobox works from the keyboard", async ({ page }) => {
    await gotoStep(page, "/product");
    await fillProduct(page);
    await next(page, "/audience");
    await page.getByLabel("Geographic Focus", { exact: true }).selectOption("specific-country");
    const trigger = page.getByRole("combobox", { name: "Country", exact: true });
    await trigger.focus();
    await page.keyboard.press("ArrowDown");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    const search = page.getByPlaceholder("Search for a country...");
    await expect(search).toBeFocused();
    await page.keyboard.type("united");
    const list = page.getByRole("listbox", { name: "Countries" });
    await expect(list.getByRole("option")).toHaveCount(3);
    await page.keyboard.press("ArrowDown");
    await expect(list.getByRole("option", { name: "United Kingdom" })).toHaveAttribute("data-active", "true");
    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveText(/United Kingdom/);
    await expect(page.locator('input[type=hidden][name="specificCountry"]')).toHaveValue("United Kingdom");

    await page.keyboard.press("Enter");
    await expect(search).toBeFocused();
    await page.keyboard.type("zzz");
    await expect(page.getByText("No country found.")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(search).toBeHidden();
    await expect(trigger).toHaveText(/United Kingdom/);

    await page.getByLabel("Customer Profile", { exact: true }).fill(PERSONA);
    await page.getByLabel("Primary Audience", { exact: true }).selectOption("developer");
    await next(page, "/resources");
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page.getByRole("combobox", { name: "Country", exact: true })).toHaveText(/United Kingdom/);
  });

  test("signing out on a shared device leaves no copy of the form for the next person (issue 12)", async ({ page, context }) => {
    const userId = await createUser(uniqueEmail("shared"));
    await signInAs(context, userId);
    await gotoStep(page, "/product");
    await fillProduct(page);
    await next(page, "/audience");
    expect(await page.evaluate((key) => localStorage.getItem(key), KEY)).toContain(PRODUCT.name);

    await page.getByText("Menu", { exact: true }).click();
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Sign Out" }).click();
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign Up / In" })).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), KEY)).toBeNull();
    await gotoStep(page, "/product");
    await expect(page.getByLabel("Product Name", { exact: true })).toHaveValue("");
  });

  test("a new browser with only the saved copy in localStorage gets the answers back", async ({ page, browser, baseURL }) => {
    await gotoStep(page, "/product");
    await fillProduct(page);
    await next(page, "/audience");
    await fillAudience(page);
    await page.getByLabel("Primary Audience", { exact: true }).selectOption("other");
    await page.getByLabel("Your Audience Type", { exact: true }).fill("Indie studios");
    const stored = await page.evaluate((key) => localStorage.getItem(key), KEY);
    expect(JSON.parse(stored!)).toMatchObject({ productName: PRODUCT.name, audienceType: "other", customAudienceType: "Indie studios" });

    // No cookie, so the server knows nothing: everything comes from the mirror.
    const fresh = await browser.newContext({
      storageState: { cookies: [], origins: [{ origin: baseURL!, localStorage: [{ name: KEY, value: stored! }] }] },
    });
    try {
      const other = await fresh.newPage();
      await gotoStep(other, "/product");
      await expect(other.getByLabel("Product Name", { exact: true })).toHaveValue(PRODUCT.name);
      await expect(other.getByLabel("Type", { exact: true })).toHaveValue(PRODUCT.type);
      await expect(other.getByTestId("productDescription-word-count")).toHaveText("60/100 words");
      await next(other, "/audience");
      await expect(other.getByLabel("Your Audience Type", { exact: true })).toHaveValue("Indie studios");
      await expect(other.getByLabel("Customer Profile", { exact: true })).toHaveValue(PERSONA);
      await next(other, "/resources");
    } finally {
      await fresh.close();
    }
  });

  test("two tabs stay in step through the storage event", async ({ page, context }) => {
    await gotoStep(page, "/product");
    const second = await context.newPage();
    await gotoStep(second, "/product");
    await page.getByLabel("Product Name", { exact: true }).fill("Typed in tab one");
    await expect(second.getByLabel("Product Name", { exact: true })).toHaveValue("Typed in tab one");
  });

  test("a corrupt saved copy is ignored with a console warning", async ({ page }) => {
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    await page.addInitScript((key) => localStorage.setItem(key, "{not json"), KEY);
    await gotoStep(page, "/product");
    await expect.poll(() => warnings.join("\n")).toContain("could not be read");
    await expect(page.getByLabel("Product Name", { exact: true })).toHaveValue("");
    await fillProduct(page);
    await next(page, "/audience");
  });

  test("Reset Form also removes the saved copy", async ({ page }) => {
    await gotoStep(page, "/product");
    await fillProduct(page);
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), KEY)).not.toBeNull();
    await page.getByRole("button", { name: "Reset Form" }).click();
    await expect(page.getByText("Form reset successfully", { exact: true })).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), KEY)).toBeNull();
    await page.reload();
    await ready(page);
    await expect(page.getByLabel("Product Name", { exact: true })).toHaveValue("");
  });

  test("a reset the browser cannot complete shows the destructive toast with the message", async ({ page }) => {
    await page.addInitScript(() => {
      Storage.prototype.removeItem = () => {
        throw new Error("Storage is locked");
      };
    });
    await gotoStep(page, "/product");
    await fillProduct(page);
    await page.getByRole("button", { name: "Reset Form" }).click();
    await expect(page.getByText("Error resetting form", { exact: true })).toBeVisible();
    await expect(page.getByText("Storage is locked", { exact: true })).toBeVisible();
    // Nothing was cleared: the typed answers are still there.
    await expect(page.getByLabel("Product Name", { exact: true })).toHaveValue(PRODUCT.name);
  });

  test("answers the server cleared (a saved plan, a fresh /create) are not brought back from the copy", async ({ page }) => {
    await gotoStep(page, "/product");
    await fillProduct(page);
    await next(page, "/audience");
    expect(JSON.parse((await page.evaluate((key) => localStorage.getItem(key), KEY))!)).toMatchObject({ productName: PRODUCT.name });
    // The server clears the session's answers without this page's script taking part.
    const cleared = await page.request.post("/reset-form", { maxRedirects: 0 });
    expect(cleared.status()).toBe(302);
    await gotoStep(page, "/product");
    await expect(page.getByLabel("Product Name", { exact: true })).toHaveValue("");
    expect(await page.evaluate((key) => localStorage.getItem(key), KEY)).toBeNull();
    // What is typed from now on is mirrored and restored again.
    await page.getByLabel("Product Name", { exact: true }).fill("Second idea");
    await page.reload();
    await ready(page);
    await expect(page.getByLabel("Product Name", { exact: true })).toHaveValue("Second idea");
  });

  test("step 4 reads Generating Plan with Back and Submit disabled while pending", async ({ page }) => {
    await gotoStep(page, "/product");
    await fillProduct(page);
    await next(page, "/audience");
    await fillAudience(page);
    await next(page, "/resources");
    await page.getByLabel("Marketing Budget", { exact: true }).selectOption("bootstrapped");
    await page.getByLabel("Time Horizon", { exact: true }).selectOption("urgent");
    await next(page, "/plan");
    await page.getByLabel("Primary Goal", { exact: true }).selectOption("awareness");
    await page.getByLabel("Success Metrics", { exact: true }).fill("1,000 visitors");
    await page.getByLabel("Key Challenges", { exact: true }).fill("Time");

    // Hold the submission so the pending state can be seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/plan.data*", async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    });
    await page.getByRole("button", { name: "Generate Plan" }).click();
    const pending = page.getByRole("button", { name: "Generating Plan" });
    await expect(pending).toBeDisabled();
    await expect(page.getByRole("button", { name: "Back" })).toBeDisabled();
    release();
    await expect(page).toHaveURL(/\/plan\/[\w-]+$/);
  });
});
