import { defined } from "../support/defined";
import { expect, expectAccessible, test } from "./fixtures";

test.describe("the shell and the static pages", () => {
  test("home page: title, heading, tagline, value cards and GET STARTED", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle("Marketing Plan Generator | AI Marketing Strategy Creator");
    await expect(page.getByRole("heading", { level: 1, name: "MARKETING PLAN GENERATOR" })).toBeVisible();
    await expect(page.getByText("It's not your product it's your marketing.")).toBeVisible();
    for (const card of ["PRODUCT SPECIFIC", "USER CENTRIC", "ACTION PLAN"]) {
      await expect(page.getByRole("heading", { name: card })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: "GET STARTED" })).toHaveAttribute("href", "/product");
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /Marketing Plan Generator/);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary");
    await expectAccessible(page);
  });

  test("header brand, footer mission id and clock", async ({ page, javaScriptEnabled }) => {
    await page.goto("/privacy");
    await expect(page.getByRole("link", { name: /LIFTOFF\s*GROWTH/ })).toHaveAttribute("href", "/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByText("MISSION ID: GTM-8421")).toBeVisible();
    await expect(footer.getByRole("link", { name: "Privacy" })).toHaveAttribute("href", "/privacy");
    const clock = page.getByTestId("mission-clock");
    await expect(clock).toHaveText(/^T\+\d\d:\d\d:\d\d$/);
    if (javaScriptEnabled) {
      await expect(clock).not.toHaveText("T+00:00:00", { timeout: 3000 });
      await expect(clock).toHaveText(/^T\+00:00:0[1-9]$/);
    }
  });

  test("the menu opens, lists the signed-out entries, and closes on choosing a link", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav).toBeHidden();
    await page.getByText("Menu", { exact: true }).click();
    await expect(nav).toBeVisible();
    await expect(nav.getByRole("link", { name: "Sign Up / In" })).toHaveAttribute("href", "/login");
    await nav.getByRole("link", { name: "Privacy" }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  });

  test("unknown paths get the 404 page with status 404", async ({ page }) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle("404 - Page Not Found | LIFTOFF");
    await expect(page.getByRole("heading", { name: "404 - Page Not Found" })).toBeVisible();
    await expect(
      page.getByText("The page you're looking for doesn't exist or has been moved to another location."),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("link", { name: "Create a Marketing Plan" })).toHaveAttribute("href", "/product");
    await expectAccessible(page);
  });

  test("privacy policy: ten sections, contents anchors, operator, services, law, date", async ({ page }) => {
    await page.goto("/privacy");
    const contents = page.getByRole("navigation", { name: "Contents" });
    await expect(contents.getByRole("link")).toHaveCount(10);
    await expect(page.locator("article section h2")).toHaveCount(10);
    await contents.getByRole("link", { name: "9. Governing Law" }).click();
    await expect(page).toHaveURL(/#governing-law$/);
    await expect(page.getByText(/limited company registered in the United Kingdom/)).toBeVisible();
    for (const kind of ["an authentication provider", "an AI text-generation provider", "a privacy-minded analytics tool", "a transactional e-mail provider"]) {
      await expect(page.getByText(kind, { exact: false })).toBeVisible();
    }
    await expect(page.getByText("Last updated: April 17, 2025")).toBeVisible();
    await expect(page.getByRole("link", { name: "← Back to Home" })).toHaveAttribute("href", "/");
    await expectAccessible(page);
  });

  test("every document carries the security headers with a script nonce", async ({ page }) => {
    const response = await page.goto("/");
    const headers = response!.headers();
    const csp = defined(headers["content-security-policy"], "the Content-Security-Policy header");
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).not.toContain("'unsafe-inline' 'nonce");
    expect(csp).toMatch(/script-src [^;]*'nonce-/);
    expect(csp).not.toMatch(/script-src [^;]*'unsafe-inline'/);
    expect(csp).toMatch(/script-src [^;]*'strict-dynamic'/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });

  test("the same page twice: each response has its own nonce, in its header and in every script", async ({ request }) => {
    const load = async () => {
      const response = await request.get("/privacy", { headers: { "Accept-Encoding": "identity" } });
      expect(response.status()).toBe(200);
      const csp = defined(response.headers()["content-security-policy"], "the Content-Security-Policy header");
      const nonce = defined(/'nonce-([^']+)'/.exec(csp)?.[1], "the CSP nonce");
      const html = await response.text();
      return { nonce, html };
    };
    const first = await load();
    const second = await load();
    expect(second.nonce).not.toBe(first.nonce);
    for (const { nonce, html } of [first, second]) {
      const scriptNonces = [...html.matchAll(/<script[^>]*\snonce="([^"]*)"/g)].map((m) => m[1]);
      expect(scriptNonces.length).toBeGreaterThan(2);
      expect(new Set(scriptNonces)).toEqual(new Set([nonce]));
      expect(html.match(/<script(?![^>]*\snonce=)[^>]*>/g) ?? []).toEqual([]);
    }
    // Apart from the nonce, the two documents are the same page.
    expect(second.html.replaceAll(second.nonce, "N")).toBe(first.html.replaceAll(first.nonce, "N"));
  });
});
