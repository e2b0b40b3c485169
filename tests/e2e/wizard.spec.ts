import { expect, expectAccessible, jsEnabled, test } from "./fixtures";
import {
  back, errorOf, fillAudience, fillGoals, fillProduct, fillResources, gotoStep, next, PERSONA, PRODUCT,
  throughStep3, words,
} from "./wizard-helpers";

/** The four-step form, run with JavaScript on and off. */

test.describe("the plan form", () => {
  test("goes from /product to a generation at /plan/{id}, step indicator and prefill included", async ({ page }) => {
    await gotoStep(page, "/product");
    await expect(page).toHaveTitle("Product Details | LIFTOFF");
    await expect(page.getByRole("heading", { level: 1, name: "PRODUCT DETAILS" })).toBeVisible();
    const steps = page.getByRole("navigation", { name: "Form progress" }).getByRole("listitem");
    await expect(steps).toHaveCount(4);
    await expect(steps.nth(0)).toHaveAttribute("aria-current", "step");
    await expect(page.getByRole("link", { name: "privacy policy" })).toHaveAttribute("href", "/privacy");
    await expect(page.getByRole("button", { name: "Back" })).toHaveCount(0);
    await fillProduct(page);
    await next(page, "/audience");

    await expect(page.getByRole("heading", { level: 1, name: "TARGET AUDIENCE" })).toBeVisible();
    await expect(steps.nth(0)).toHaveAttribute("data-state", "done");
    await expect(steps.nth(0)).toContainText("✓");
    await expect(steps.nth(1)).toHaveAttribute("aria-current", "step");
    await expect(steps.nth(2)).toHaveAttribute("data-state", "idle");
    await fillAudience(page);
    await next(page, "/resources");

    await expect(page.getByRole("heading", { level: 1, name: "BUDGET & TIMELINE" })).toBeVisible();
    await fillResources(page);
    await next(page, "/plan");

    await expect(page.getByRole("heading", { level: 1, name: "GOALS & OBJECTIVES" })).toBeVisible();
    await expect(steps.nth(2)).toHaveAttribute("data-state", "done");
    await expect(steps.nth(3)).toHaveAttribute("aria-current", "step");
    await expect(page.getByRole("checkbox", { name: "Include expert marketing insights" })).toBeChecked();
    await expect(page.getByText("RECOMMENDED", { exact: true })).toBeVisible();
    await fillGoals(page);

    // Revisiting a finished step prefills it.
    await back(page, "/resources");
    await expect(page.getByLabel("Marketing Budget", { exact: true })).toHaveValue("seed");
    await expect(page.getByRole("checkbox", { name: "SEO" })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: "Design" })).not.toBeChecked();
    await next(page, "/plan");
    await expect(page.getByLabel("Success Metrics", { exact: true })).toHaveValue("500 sign-ups in 3 months");

    await page.getByRole("button", { name: "Generate Plan" }).click();
    await expect(page).toHaveURL(/\/plan\/[\w-]+$/);
  });

  test("shows the spec's messages at their fields and keeps what was typed", async ({ page }) => {
    await gotoStep(page, "/product");
    await page.getByLabel("Product Name", { exact: true }).fill("   ");
    await page.getByLabel("Landing Page", { exact: true }).fill("not a url");
    await page.getByLabel("Description", { exact: true }).fill("火箭 🚀 far too short");
    await page.getByRole("button", { name: "Continue" }).click();

    await expect(errorOf(page, "productName")).toHaveText("Product name is required");
    await expect(errorOf(page, "productWebsite")).toHaveText("Please enter a valid URL");
    await expect(errorOf(page, "productType")).toHaveText("Product type is required");
    await expect(errorOf(page, "productStage")).toHaveText("Product stage is required");
    await expect(errorOf(page, "productDescription")).toHaveText("Please provide at least 50 words describing your product");
    await expect(page.getByLabel("Product Name", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(/\/product$/);
    await expect(page.getByLabel("Landing Page", { exact: true })).toHaveValue("not a url");
    await expect(page.getByLabel("Description", { exact: true })).toHaveValue("火箭 🚀 far too short");
    await expect(page.getByTestId("productDescription-word-count")).toHaveText("5/100 words");
    await expectAccessible(page);

    await page.getByLabel("Description", { exact: true }).fill(words(101));
    await page.getByLabel("Product Name", { exact: true }).fill("Rocket");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(errorOf(page, "productDescription")).toHaveText("Description cannot exceed 100 words");
    await expect(errorOf(page, "productName")).toHaveCount(0);
    await expect(page.getByLabel("Description", { exact: true })).toHaveAttribute("maxlength", "700");
  });

  test("Back keeps the answers of both steps, and a reload keeps them too", async ({ page }) => {
    await gotoStep(page, "/product");
    await fillProduct(page);
    await next(page, "/audience");
    await page.getByLabel("Primary Audience", { exact: true }).selectOption("freelancer");
    await page.getByLabel("Customer Profile", { exact: true }).fill("half written, not yet valid");
    await back(page, "/product");
    await expect(page.getByLabel("Product Name", { exact: true })).toHaveValue(PRODUCT.name);
    await expect(page.getByLabel("Type", { exact: true })).toHaveValue(PRODUCT.type);
    await expect(page.getByTestId("productDescription-word-count")).toHaveText("60/100 words");

    await next(page, "/audience");
    await expect(page.getByLabel("Primary Audience", { exact: true })).toHaveValue("freelancer");
    await expect(page.getByLabel("Customer Profile", { exact: true })).toHaveValue("half written, not yet valid");

    await page.reload();
    await expect(page.getByLabel("Customer Profile", { exact: true })).toHaveValue("half written, not yet valid");
    // Not valid yet, so step 3 cannot be reached by URL.
    await page.goto("/resources");
    await expect(page).toHaveURL(/\/audience$/);
  });

  test("later steps cannot be skipped to by URL", async ({ page }) => {
    for (const path of ["/audience", "/resources", "/plan", "/goals"]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/product$/);
    }
  });

  test("conditional fields and the country picker", async ({ page }) => {
    await gotoStep(page, "/product");
    await fillProduct(page);
    await next(page, "/audience");

    const custom = page.getByLabel("Your Audience Type", { exact: true });
    await expect(custom).toBeHidden();
    await page.getByLabel("Primary Audience", { exact: true }).selectOption("other");
    await expect(custom).toBeVisible();

    const region = page.getByLabel("Local / Regional Area", { exact: true });
    const country = page.getByRole("combobox", { name: "Country", exact: true });
    await expect(region).toBeHidden();
    await expect(country).toBeHidden();
    await page.getByLabel("Geographic Focus", { exact: true }).selectOption("local");
    await expect(region).toBeVisible();
    await expect(country).toBeHidden();
    await page.getByLabel("Geographic Focus", { exact: true }).selectOption("specific-country");
    await expect(region).toBeHidden();
    await expect(country).toBeVisible();

    await page.getByLabel("Customer Profile", { exact: true }).fill(PERSONA);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(errorOf(page, "customAudienceType")).toHaveText("Please specify your audience type");
    await expect(errorOf(page, "specificCountry")).toHaveText("Please specify a country");
    await expectAccessible(page);

    await custom.fill("Indie game studios");
    if (jsEnabled()) {
      await expect(country).toHaveText(/Select a country\.\.\./);
      await country.click();
      const search = page.getByPlaceholder("Search for a country...");
      await search.fill("atlantis");
      await expect(page.getByText("No country found.")).toBeVisible();
      await search.fill("germ");
      await page.getByRole("option", { name: "Germany" }).click();
      await expect(country).toHaveText(/Germany/);
    } else {
      await country.selectOption("Germany");
    }
    await next(page, "/resources");
    await back(page, "/audience");
    await expect(custom).toHaveValue("Indie game studios");
    if (jsEnabled()) await expect(country).toHaveText(/Germany/);
    else await expect(country).toHaveValue("Germany");
  });

  test("Reset Form clears every answer and says so", async ({ page }) => {
    await throughStep3(page);
    await page.goto("/product");
    await expect(page.getByLabel("Product Name", { exact: true })).toHaveValue(PRODUCT.name);
    await page.getByRole("button", { name: "Reset Form" }).click();
    await expect(page.getByText("Form reset successfully", { exact: true })).toBeVisible();
    await expect(page.getByText("All form data has been cleared", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/product$/);
    await expect(page.getByLabel("Product Name", { exact: true })).toHaveValue("");
    await expect(page.getByLabel("Description", { exact: true })).toHaveValue("");
    await page.goto("/audience");
    await expect(page).toHaveURL(/\/product$/);
  });

  test("every step passes axe, with its tooltips and hint checkboxes", async ({ page }) => {
    await gotoStep(page, "/product");
    await expect(page.getByRole("button", { name: "About Landing Page" })).toHaveAccessibleDescription(
      "Your product's landing page or website (if available)",
    );
    for (const hint of ["Product purpose", "Key features", "Why it's different"]) {
      const box = page.getByRole("checkbox", { name: hint });
      await expect(box).toBeVisible();
      await expect(box).not.toHaveAttribute("name");
    }
    await expectAccessible(page);
    await fillProduct(page);
    await next(page, "/audience");
    for (const hint of ["Job titles/roles", "Pain points", "Goals/motivations"]) {
      await expect(page.getByRole("checkbox", { name: hint })).not.toHaveAttribute("name");
    }
    await expectAccessible(page);
    await fillAudience(page);
    await next(page, "/resources");
    await expectAccessible(page);
    await fillResources(page);
    await next(page, "/plan");
    await expectAccessible(page);
  });
});
