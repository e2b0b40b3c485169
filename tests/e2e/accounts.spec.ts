import { expect, expectAccessible, test } from "./fixtures";
import {
  createUser, freshIp, seedGeneration, signInAs, startSession, startVisitor, throughWizard, uniqueEmail,
} from "./accounts-support";

/** Accounts, JavaScript on and off: sign up, sign in, the menu, sign out, and Save Plan across sign-in. */

test.beforeEach(async ({ page }) => {
  await freshIp(page);
});

test.describe("sign up and sign in", () => {
  test("sign up, see the signed-in menu, sign out", async ({ page }) => {
    const email = uniqueEmail("newcomer");
    await page.goto("/login");
    await expect(page).toHaveTitle("Sign Up / Sign In | LIFTOFF");
    await expect(page.getByRole("heading", { level: 1, name: "Welcome" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Sign Up" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
    await expectAccessible(page);

    const signUp = page.getByRole("tabpanel", { name: "Sign Up" });
    await signUp.getByLabel("Email").fill(email);
    // New passwords need 8 characters (issue 12), and the form says so under the field.
    await expect(signUp.getByLabel("Password", { exact: true })).toHaveAccessibleDescription("At least 8 characters");
    await signUp.getByLabel("Password", { exact: true }).fill("launch-123");
    await signUp.getByLabel("Confirm Password").fill("launch-123");
    await signUp.getByRole("button", { name: "Create Account" }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText("Your account has been created.").first()).toBeVisible();
    await page.getByText("Menu", { exact: true }).click();
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByText("Signed in as")).toBeVisible();
    await expect(nav.getByText(email)).toBeVisible();
    await expect(nav.getByRole("link", { name: "Generate New Plan" })).toHaveAttribute("href", "/product");
    await expect(nav.getByRole("link", { name: "Saved Plans" })).toHaveAttribute("href", "/saved");
    await expect(nav.getByRole("link", { name: "Support" })).toHaveAttribute("href", "mailto:support@liftoff.test");
    await expect(nav.getByRole("link", { name: "Privacy" })).toHaveAttribute("href", "/privacy");
    await expect(page.getByRole("link", { name: "Sign Up / In" })).toHaveCount(0);

    await nav.getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL(/\/$/);
    // Signed out: the header offers sign-in again (the page was already "/", so wait for that).
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign Up / In" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await page.getByText("Menu", { exact: true }).click();
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign Up / In" })).toBeVisible();
    await page.goto("/saved");
    await expect(page.getByText("You need to sign in to view your saved marketing plans.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/login?returnUrl=%2Fsaved");
    await expectAccessible(page);
  });

  test("Sign In tab: messages, wrong password, then signed in and sent to returnUrl", async ({ page, javaScriptEnabled }) => {
    const email = uniqueEmail("returning");
    await createUser(email, "right-password");
    await page.goto("/login?returnUrl=%2Fsaved");
    await page.getByRole("tab", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/tab=signin/);
    await expect(page).toHaveURL(/returnUrl=%2Fsaved/);
    await expect(page.getByRole("tab", { name: "Sign In" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name: "Sign Up" })).toHaveCount(0);
    await expectAccessible(page);

    const signIn = page.getByRole("tabpanel", { name: "Sign In" });
    await signIn.getByLabel("Email").fill("not-an-email");
    await signIn.getByLabel("Password").fill("123");
    await signIn.getByRole("button", { name: "Sign In" }).click();
    await expect(signIn.getByText("Please enter a valid email address")).toBeVisible();
    await expect(signIn.getByText("Password must be at least 6 characters")).toBeVisible();
    await expect(signIn.getByLabel("Email")).toHaveValue("not-an-email");

    await signIn.getByLabel("Email").fill(email);
    await signIn.getByLabel("Password").fill("wrong-password");
    await signIn.getByRole("button", { name: "Sign In" }).click();
    await expect(signIn.getByRole("alert")).toContainText("Invalid email or password");
    await expect(signIn.getByLabel("Email")).toHaveValue(email);
    // The server never sends a password back (with JavaScript the browser simply keeps the field).
    if (!javaScriptEnabled) await expect(signIn.getByLabel("Password")).toHaveValue("");

    await signIn.getByLabel("Password").fill("right-password");
    await signIn.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/saved$/);
    await expect(page.getByText("You are now signed in.").first()).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Saved Marketing Plans" })).toBeVisible();

    // Signed in, /login sends the visitor on at once.
    await page.goto("/login?returnUrl=%2Fprivacy");
    await expect(page).toHaveURL(/\/privacy$/);
  });

  test("the password can be shown with JavaScript and stays hidden without it", async ({ page, javaScriptEnabled }) => {
    await page.goto("/login");
    const password = page.getByRole("tabpanel", { name: "Sign Up" }).getByLabel("Password", { exact: true });
    await password.fill("peekaboo");
    await expect(password).toHaveAttribute("type", "password");
    if (javaScriptEnabled) {
      await page.getByRole("button", { name: "Show password" }).click();
      await expect(password).toHaveAttribute("type", "text");
      await page.getByRole("button", { name: "Hide password" }).click();
      await expect(password).toHaveAttribute("type", "password");
    } else {
      await expect(page.getByRole("button", { name: "Show password" })).toHaveCount(0);
    }
  });

  test("a returnUrl to another site is not followed", async ({ page }) => {
    const email = uniqueEmail("phish");
    await createUser(email, "right-password");
    await page.goto("/login?tab=signin&returnUrl=%2F%2Fevil.example%2F");
    const signIn = page.getByRole("tabpanel", { name: "Sign In" });
    await signIn.getByLabel("Email").fill(email);
    await signIn.getByLabel("Password").fill("right-password");
    await signIn.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  });
});

test.describe("Save Plan", () => {
  test("signed out: the plan waits while the visitor signs up, then it is saved", async ({ page, context, javaScriptEnabled }) => {
    const { visitorId } = await startVisitor(context);
    const generationId = await seedGeneration(visitorId, { input: { productName: "Pending Rocket" } });
    await page.goto(`/plan/${generationId}?view=result`);
    await page.getByRole("button", { name: "Save Plan" }).click();

    await expect(page).toHaveURL(/\/login\?returnUrl=%2Fsave-plan$/);
    await expect(page.getByText("You must be signed in to save this plan.").first()).toBeVisible();
    if (javaScriptEnabled) {
      const mirrored = await page.evaluate(() => window.localStorage.getItem("pendingSavePlan"));
      expect(JSON.parse(mirrored ?? "{}").generationId).toBe(generationId);
    }

    const signUp = page.getByRole("tabpanel", { name: "Sign Up" });
    await signUp.getByLabel("Email").fill(uniqueEmail("saver"));
    await signUp.getByLabel("Password", { exact: true }).fill("launch-123");
    await signUp.getByLabel("Confirm Password").fill("launch-123");
    await signUp.getByRole("button", { name: "Create Account" }).click();

    await expect(page).toHaveURL(/\/saved$/);
    await expect(page.getByText("Your marketing plan has been saved successfully.").first()).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Pending Rocket" })).toBeVisible();
    if (javaScriptEnabled) {
      await expect.poll(() => page.evaluate(() => window.localStorage.getItem("pendingSavePlan"))).toBeNull();
    }
  });

  test("generate through the form, Save Plan signed out, sign in: the plan is saved", async ({ page }, info) => {
    const email = uniqueEmail("journey");
    await createUser(email, "right-password");
    const name = `Journey Rocket ${info.project.name} ${Date.now().toString(36)}`;
    await throughWizard(page, name);
    await page.getByRole("button", { name: "Generate Plan" }).click();
    await expect(page.getByText("YOUR PLAN IS READY")).toBeVisible({ timeout: 20_000 });
    await page.getByRole("link", { name: "Skip to my plan" }).click();
    await page.getByRole("button", { name: "Save Plan" }).click();

    await expect(page).toHaveURL(/\/login\?returnUrl=%2Fsave-plan$/);
    await page.getByRole("tab", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/tab=signin/);
    const signIn = page.getByRole("tabpanel", { name: "Sign In" });
    await signIn.getByLabel("Email").fill(email);
    await signIn.getByLabel("Password").fill("right-password");
    await signIn.getByRole("button", { name: "Sign In" }).click();

    await expect(page).toHaveURL(/\/saved$/);
    await expect(page.getByText("Your marketing plan has been saved successfully.").first()).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
    // Saving cleared the form answers.
    await page.goto("/product");
    await expect(page.getByRole("textbox", { name: "Product Name" })).toHaveValue("");
  });

  test("signed in: saves at once and goes to /saved", async ({ page, context }) => {
    const userId = await createUser(uniqueEmail("instant"));
    const { visitorId } = await signInAs(context, userId);
    const generationId = await seedGeneration(visitorId, { input: { productName: "Instant Rocket" } });
    await page.goto(`/plan/${generationId}?view=result`);
    await page.getByRole("button", { name: "Save Plan" }).click();
    await expect(page).toHaveURL(/\/saved$/);
    await expect(page.getByText("Plan Saved", { exact: true }).first()).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Instant Rocket" })).toBeVisible();
  });

  test("/save-plan: nothing pending goes to /saved; a plan that cannot be saved shows the error screen", async ({ page, context }) => {
    const userId = await createUser(uniqueEmail("nothing"));
    await signInAs(context, userId);
    await page.goto("/save-plan");
    await expect(page).toHaveURL(/\/saved$/);

    await startSession(context, { userId, visitorId: "v-lost", pendingSavePlan: "no-such-generation" });
    const response = await page.goto("/save-plan");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Error Saving Plan" })).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: "could not be found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to Home" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("link", { name: "View Saved Plans" })).toHaveAttribute("href", "/saved");
    await expectAccessible(page);
  });
});
