import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";
import { freshIp } from "./accounts-support";

/**
 * The admin area, JavaScript on and off, at 1280 and 390 px: sign-in, search, edit, delete, export
 * (the download read back), logout; axe on every page. Waitlist rows are written straight into the
 * worker's database, each test with a marker of its own to search for.
 */

const ADMIN = { email: "admin@liftoff.test", password: "e2e admin password", accessCode: "e2e-access-code" }; // fixtures.ts

async function seedEntries(marker: string, count = 2): Promise<number[]> {
  const { db } = await import("../../app/db.server");
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const row = await db
      .insertInto("waitlist_entries")
      .values({
        full_name: i === 0 ? `Grace ${marker}` : `Person ${i} ${marker}`,
        email: `p${i}.${marker}@example.com`,
        product_name: i === 0 ? "=Compiler Cloud" : `Product ${i}`,
        product_website: i === 0 ? "https://cobol.example" : null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return ids;
}

const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

async function signIn(page: Page) {
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(ADMIN.email);
  await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
  await page.getByLabel("Access Code").fill(ADMIN.accessCode);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

async function search(page: Page, text: string, javaScriptEnabled: boolean) {
  const box = page.getByRole("searchbox", { name: /Search/ });
  await box.fill(text);
  if (javaScriptEnabled) await page.getByRole("button", { name: "Search" }).click();
  else await box.press("Enter");
  await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe(text);
}

for (const width of [1280, 390]) {
  test.describe(`admin at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    test.beforeEach(async ({ page }) => freshIp(page));

    test("sign-in: the guard, a wrong access code, success; users tab; logout", async ({ page }) => {
      await page.goto("/admin");
      await expect(page).toHaveURL(/\/admin\/login$/);
      await page.goto("/admin/dashboard");
      await expect(page).toHaveURL(/\/admin\/login$/);
      await expect(page.getByText("Authentication required").first()).toBeVisible();
      await expect(page.getByRole("heading", { level: 1, name: "Admin Login" })).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
      await expectAccessible(page);

      // Empty: the three messages.
      await page.getByRole("button", { name: "Sign In" }).click();
      await expect(page.getByText("Valid email is required")).toBeVisible();
      await expect(page.getByText("Password is required")).toBeVisible();
      await expect(page.getByText("Access code is required")).toBeVisible();

      await page.getByLabel("Email").fill(ADMIN.email);
      await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
      await page.getByLabel("Access Code").fill("not-the-code");
      await page.getByRole("button", { name: "Sign In" }).click();
      await expect(page.getByRole("alert").filter({ hasText: "Login failed" })).toContainText("Invalid email, password, or access code");
      await expect(page).toHaveURL(/\/admin\/login$/);

      await signIn(page);
      await expect(page.getByText("Login successful").first()).toBeVisible();
      await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
      await expect(page.getByRole("tab", { name: /Waitlist/ })).toHaveAttribute("aria-selected", "true");
      await expect(page.getByRole("heading", { name: "Admin activity" })).toBeVisible();
      await expect(page.getByRole("region", { name: "Admin activity" }).getByText("Signed in").first()).toBeVisible();
      await expectAccessible(page);

      await page.getByRole("tab", { name: /Users/ }).click();
      await expect(page).toHaveURL(/tab=users/);
      await expect(page.getByRole("searchbox", { name: "Search users by email, auth UID or ID" })).toBeVisible();
      await expectAccessible(page);

      await page.getByRole("button", { name: "Logout" }).click();
      await expect(page).toHaveURL(/\/admin\/login$/);
      await expect(page.getByText("Logged out successfully").first()).toBeVisible();
      await page.goto("/admin/dashboard");
      await expect(page).toHaveURL(/\/admin\/login$/);
    });

    test("search, edit and delete an entry", async ({ page, javaScriptEnabled }) => {
      const marker = unique("m");
      await seedEntries(marker, 3);
      await signIn(page);
      await search(page, marker.toUpperCase(), javaScriptEnabled);
      const table = page.getByRole("region", { name: "Waitlist entries" }).getByRole("table");
      await expect(table.getByRole("row")).toHaveCount(4); // header + 3
      await expect(page.getByText(`3 entries matching "${marker.toUpperCase()}"`)).toBeVisible();
      await search(page, `grace ${marker}`, javaScriptEnabled);
      await expect(table.getByRole("row")).toHaveCount(2);
      await expectAccessible(page);

      // Edit: a dialog with JavaScript, a page without.
      await page.getByRole("link", { name: `Edit p0.${marker}@example.com` }).click();
      if (javaScriptEnabled) {
        await expect(page.getByRole("dialog", { name: "Edit waitlist entry" })).toBeVisible();
      } else {
        await expect(page).toHaveURL(/\/admin\/waitlist\/\d+\/edit/);
        await expect(page.getByRole("heading", { level: 1, name: "Edit waitlist entry" })).toBeVisible();
      }
      await expectAccessible(page);
      const form = javaScriptEnabled ? page.getByRole("dialog") : page.locator("main, body").first();
      await form.getByLabel("Email").fill("not an email");
      await form.getByRole("button", { name: "Save Changes" }).click();
      await expect(form.getByText("Please enter a valid email address")).toBeVisible();
      await form.getByLabel("Email").fill(`grace.new.${marker}@example.com`);
      await form.getByLabel("Full Name").fill(`Grace ${marker} Hopper`);
      await form.getByLabel("Product Website").fill("");
      await form.getByRole("button", { name: "Save Changes" }).click();
      await expect(page).toHaveURL(/\/admin\/dashboard\?/);
      await expect(page.getByText("Entry updated").first()).toBeVisible();
      await expect(page.getByRole("dialog")).toBeHidden();
      // The list refreshed: the search still shows the entry, with its new values.
      await expect(table.getByRole("cell", { name: `Grace ${marker} Hopper`, exact: true })).toBeVisible();
      await expect(table.getByRole("cell", { name: `grace.new.${marker}@example.com`, exact: true })).toBeVisible();
      await expect(page.getByRole("region", { name: "Admin activity" }).getByText(`p0.${marker}@example.com: changed fullName, email, productWebsite`, { exact: false })).toBeVisible();

      // Delete: a confirmation that cannot be undone.
      await page.getByRole("link", { name: `Delete grace.new.${marker}@example.com` }).click();
      const confirm = javaScriptEnabled ? page.getByRole("dialog", { name: "Delete this entry?" }) : page.getByRole("region", { name: "Delete this entry?" });
      await expect(confirm).toContainText("This action cannot be undone.");
      await expectAccessible(page);
      await confirm.getByRole("button", { name: "Delete Entry" }).click();
      await expect(page).toHaveURL(/\/admin\/dashboard\?/);
      await expect(page.getByText("Entry deleted").first()).toBeVisible();
      await expect(page.getByText(`Nothing matches "grace ${marker}".`)).toBeVisible();
      await search(page, marker, javaScriptEnabled);
      await expect(table.getByRole("row")).toHaveCount(3);
    });

    test("Export CSV downloads the list, every field quoted, formulas neutralised", async ({ page }) => {
      const marker = unique("x");
      await seedEntries(marker, 2);
      await signIn(page);
      const waiting = page.waitForEvent("download");
      await page.getByRole("button", { name: "Export CSV" }).click();
      const download = await waiting;
      expect(download.suggestedFilename()).toMatch(/^waitlist-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = (await readFile((await download.path())!, "utf8")).replace(/^\uFEFF/, "");
      const lines = csv.split("\r\n");
      expect(lines[0]).toBe('"Full Name","Email","Product Name","Product Website","Created At"');
      expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^"Grace ${marker}","p0\\.${marker}@example\\.com","'=Compiler Cloud","https://cobol\\.example","\\d{4}-`)));
      expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^"Person 1 ${marker}","p1\\.${marker}@example\\.com","Product 1","","`)));

      await page.goto("/admin/dashboard?tab=users");
      const users = page.waitForEvent("download");
      await page.getByRole("button", { name: "Export CSV" }).click();
      const usersCsv = await users;
      expect(usersCsv.suggestedFilename()).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
      const usersText = (await readFile((await usersCsv.path())!, "utf8")).replace(/^\uFEFF/, "");
      expect(usersText.split("\r\n")[0]).toBe('"ID","Email","Firebase UID","Username","Plans Count","Created At"');
      await page.goto("/admin/dashboard");
      await expect(page.getByRole("region", { name: "Admin activity" }).getByText("Exported users").first()).toBeVisible();
    });
  });
}
