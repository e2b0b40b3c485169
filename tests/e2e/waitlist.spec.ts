import type { Page } from "@playwright/test";
import { randomBytes } from "node:crypto";
import { freshIp } from "./accounts-support";
import { expect, expectAccessible, jsEnabled, test } from "./fixtures";

/** /waitlist, with JavaScript on and off (the two projects), at a desktop's and a phone's width. */

const SLIDE_TITLES = ["Homepage", "Product details", "Generating", "Customer profile", "Guerrilla tactics", "Marketing plan", "Timeline"];

const uniqueEmail = (name: string) => `${name}-${randomBytes(4).toString("hex")}@Example.com`;

async function entryOf(email: string) {
  const { db } = await import("../../app/db.server");
  return db.selectFrom("waitlist_entries").selectAll().where("email", "=", email.toLowerCase()).executeTakeFirst();
}

async function openWaitlist(page: Page, path = "/waitlist") {
  await freshIp(page);
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: "Get early access to Liftoff" })).toBeVisible();
  // With JavaScript, act only once the page is hydrated (the carousel says so).
  if (jsEnabled()) await expect(page.locator("[data-carousel=slider], [data-carousel=three]")).toBeAttached();
}

const form = (page: Page) => page.locator("form#waitlist");

for (const width of [1280, 390] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 844 : 900 } });

    test("join the waitlist: the confirmation, a reset form, the toast and one stored entry", async ({ page }) => {
      test.slow(); // two joins and two axe runs (without JavaScript each replays the page)
      await openWaitlist(page);
      await expect(page).toHaveTitle("Join the Waitlist | LIFTOFF");
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
      await expect(page.getByText("Founding members pay $9 a month and keep it.")).toBeVisible();
      await expectAccessible(page);

      const email = uniqueEmail("ada");
      await form(page).getByLabel("Full Name").fill("Ada Lovelace");
      await form(page).getByLabel("Email").fill(email);
      await form(page).getByLabel("Product Name").fill("Engine Notes");
      await form(page).getByLabel("Product Website").fill("engine.example");
      await form(page).getByRole("button", { name: "Join the Waitlist" }).click();

      await expect(page.getByText("YOU'RE ON THE LIST!")).toBeVisible();
      await expect(page).toHaveURL(/\/waitlist\?joined=\w+#join$/);
      await expect(page.getByText("Thanks for joining!", { exact: true })).toBeVisible();
      for (const label of ["Full Name", "Email", "Product Name", "Product Website"]) {
        await expect(form(page).getByLabel(label)).toHaveValue("");
      }
      expect(await entryOf(email)).toMatchObject({
        full_name: "Ada Lovelace",
        product_name: "Engine Notes",
        product_website: "https://engine.example",
      });
      await expectAccessible(page);

      // The same email again updates the one entry.
      await form(page).getByLabel("Full Name").fill("Ada King");
      await form(page).getByLabel("Email").fill(email);
      await form(page).getByLabel("Product Name").fill("Analytical Notes");
      await form(page).getByRole("button", { name: "Join the Waitlist" }).click();
      await expect.poll(async () => (await entryOf(email))?.product_name).toBe("Analytical Notes");
      await expect(form(page).getByLabel("Product Name")).toHaveValue("");
    });

    test("errors show the spec's messages and keep the values", async ({ page }) => {
      await openWaitlist(page);
      await form(page).getByLabel("Email").fill("not-an-email");
      await form(page).getByLabel("Product Name").fill("Kite");
      await form(page).getByLabel("Product Website").fill("not a url");
      await form(page).getByRole("button", { name: "Join the Waitlist" }).click();

      await expect(form(page).getByText("Full name is required")).toBeVisible();
      await expect(form(page).getByText("Please enter a valid email address")).toBeVisible();
      await expect(form(page).getByText("Please enter a valid URL")).toBeVisible();
      await expect(form(page).getByLabel("Email")).toHaveValue("not-an-email");
      await expect(form(page).getByLabel("Product Name")).toHaveValue("Kite");
      await expect(form(page).getByLabel("Product Website")).toHaveValue("not a url");
      await expect(form(page).getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByText("YOU'RE ON THE LIST!")).toHaveCount(0);
      await expectAccessible(page);
    });

    test("the demo switches between the sample businesses", async ({ page }) => {
      await openWaitlist(page);
      const demo = page.locator("#demo");
      const tabs = demo.getByRole("navigation", { name: "Sample businesses" });
      await expect(tabs.getByRole("link", { name: /Driftcheck/ })).toHaveAttribute("aria-current", "true");
      await expect(demo.getByText("GO-TO-MARKET PLAN · SAMPLE")).toBeVisible();
      await expect(demo.getByRole("heading", { name: "STRATEGY OVERVIEW" })).toBeVisible();
      await expect(demo.getByText(/this plan for Driftcheck/)).toBeVisible();

      await tabs.getByRole("link", { name: /RecallDesk/ }).click();
      await expect(page).toHaveURL(/\/waitlist\?demo=recalldesk#demo$/);
      await expect(tabs.getByRole("link", { name: /RecallDesk/ })).toHaveAttribute("aria-current", "true");
      await expect(demo.getByText(/this plan for RecallDesk/)).toBeVisible();

      // The product's own sections: open the tactics and read the first card.
      await demo.getByText("Marketing Plan", { exact: true }).click();
      await expect(demo.getByRole("list", { name: "Tactics" }).getByRole("listitem").first()).toBeVisible();

      await tabs.getByRole("link", { name: /Ivy & Ash/ }).click();
      await expect(demo.getByText(/Hebden Bridge/).first()).toBeVisible();
      await expectAccessible(page);
    });

    test("the carousel shows the seven screenshots with alt text", async ({ page }) => {
      await openWaitlist(page);
      const section = page.getByRole("region", { name: "From your answers to your plan" });
      const images = section.getByRole("list", { name: "Screenshots" }).locator("img");

      // Sized, compressed, lazy after the first.
      const first = images.first();
      await expect(first).toHaveAttribute("width", /^\d+$/);
      await expect(first).toHaveAttribute("height", /^\d+$/);
      const src = (await first.getAttribute("src")) ?? "";
      const image = await page.request.get(src);
      expect(image.headers()["content-type"]).toBe("image/webp");
      expect((await image.body()).length).toBeLessThan(80_000);

      if (!jsEnabled() || width < 768) {
        // The strip (and the phone's slider): all seven in the page, in order.
        await expect(images).toHaveCount(7);
        for (const [i, title] of SLIDE_TITLES.entries()) {
          await expect(images.nth(i)).toHaveAttribute("alt", new RegExp(`^${title}:`));
          await expect(images.nth(i)).toHaveAttribute("loading", i === 0 ? "eager" : "lazy");
        }
      }
      if (!jsEnabled()) {
        await expectAccessible(page);
        return;
      }
      if (width < 768) {
        await expect(section.getByText("1 / 7")).toBeVisible();
        await section.getByRole("button", { name: "Next screenshot" }).click();
        await expect(section.getByText("2 / 7")).toBeVisible();
        await section.getByRole("button", { name: "Open Product details full screen" }).click();
      } else {
        // Three at a time, the neighbours blurred; Next walks through all seven.
        await expect(images).toHaveCount(3);
        const seen: string[] = [];
        for (let i = 0; i < 7; i++) {
          const current = section.locator("li[aria-current=true] img");
          seen.push((await current.getAttribute("alt")) ?? "");
          await expect(section.locator("li:not([aria-current]) figure").first()).toHaveClass(/blur/);
          await section.getByRole("button", { name: "Next screenshot" }).click();
        }
        expect(seen.map((alt) => alt.split(":")[0])).toEqual(SLIDE_TITLES);
        await section.getByRole("button", { name: "Show Product details" }).click();
        await section.getByRole("button", { name: "Open Product details full screen" }).click();
      }
      const lightbox = page.getByRole("dialog");
      await expect(lightbox).toBeVisible();
      await expect(lightbox.getByRole("heading", { name: /Product details/ })).toBeVisible();
      await expect(lightbox.getByRole("img")).toHaveAttribute("alt", /^Product details:/);
      await lightbox.getByRole("button", { name: "Next screenshot" }).click();
      await expect(lightbox.getByRole("img")).toHaveAttribute("alt", /^Generating:/);
      await expectAccessible(page);
      await page.keyboard.press("Escape");
      await expect(lightbox).toBeHidden();
    });
  });
}

test("the footer links to the waitlist", async ({ page }) => {
  await page.goto("/privacy");
  await page.getByRole("contentinfo").getByRole("link", { name: "Join the waitlist" }).click();
  await expect(page).toHaveURL(/\/waitlist$/);
});
