import type { BrowserContext, Locator, Page } from "@playwright/test";
import { APP_HOST } from "../support/e2e-server.mjs";
import { parseSetCookie } from "../support/remix";
import { createUser, freshIp, seedGeneration, seedPlans, signInAs, startVisitor } from "./accounts-support";
import { expect, jsEnabled, test } from "./fixtures";
import { fillProduct, gotoStep } from "./wizard-helpers";

/**
 * Issue 15, item 5, the rest of "every input method", JavaScript on and off: the pages at 200% zoom
 * and at 200% text size (no sideways scroll, the main controls inside the screen and working),
 * forced colours (controls keep a visible edge and focus the system highlight), and a toast never
 * over the result page's Save and Export, on a phone and on a desktop.
 */

/** How far the page is wider than its viewport (0 when it does not scroll sideways). */
async function sidewaysScroll(page: Page): Promise<number> {
  // What sticks out, printed when a check fails (the deepest elements past the right edge).
  const wide = await page.evaluate(() => {
    const vw = document.documentElement.clientWidth;
    const out: string[] = [];
    for (const el of document.body.querySelectorAll("*")) {
      const r = el.getBoundingClientRect();
      if (r.right > vw + 0.5 && ![...el.children].some((c) => c.getBoundingClientRect().right > vw + 0.5)) out.push(`${el.tagName}.${String(el.className).slice(0, 80)} ${Math.round(r.left)}..${Math.round(r.right)} "${(el.textContent ?? "").trim().slice(0, 30)}"`);
    }
    return out.slice(0, 8);
  });
  const excess = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  if (excess > 0) console.log(`${page.url()} is ${excess} px too wide:`, wide);
  return excess;
}

/** The control is inside the viewport's width (reachable without scrolling sideways) and not covered. */
async function expectReachable(page: Page, control: Locator) {
  await control.scrollIntoViewIfNeeded();
  const box = await control.boundingBox();
  const width = await page.evaluate(() => document.documentElement.clientWidth);
  expect(box, "the control is rendered").not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width + 0.5);
  // Whatever is at the control's centre is the control (or inside it): nothing lies over it.
  const onTop = await control.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit !== null && (el === hit || el.contains(hit));
  });
  expect(onTop, "nothing covers the control").toBe(true);
}

/**
 * Text at 200% on every page from now on: every rem-sized thing (Tailwind's type, spacing and widths)
 * doubles, as a browser's text-size setting does. Put into each document as it arrives (addStyleTag
 * needs the page's own scripts, off in one project).
 */
async function doubleTextSize(page: Page) {
  await page.route(
    (url) => !url.pathname.startsWith("/assets/") && !/\.\w+$/.test(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== "document" || route.request().method() !== "GET") return route.continue();
      const response = await route.fetch();
      // On the root element (React leaves an attribute it did not render alone when it hydrates).
      const body = (await response.text()).replace("<html ", '<html style="font-size: 200%" ');
      await route.fulfill({ response, body });
    },
  );
}

type Zoom = { name: string; viewport: { width: number; height: number }; deviceScaleFactor: number; text: boolean };
const ZOOMS: Zoom[] = [
  // A 1280 px window at 200% browser zoom lays out at 640 CSS px.
  { name: "200% zoom of a 1280 px window", viewport: { width: 640, height: 400 }, deviceScaleFactor: 2, text: false },
  // A phone with its text size at 200%.
  { name: "200% text on a 390 px phone", viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, text: true },
];

for (const zoom of ZOOMS) {
  test.describe(zoom.name, () => {
    // The service worker would answer navigations before page.route sees them (it is not under test here).
    test.use({ viewport: zoom.viewport, deviceScaleFactor: zoom.deviceScaleFactor, serviceWorkers: "block" });

    test("a step: no sideways scroll, fields and Continue usable", async ({ page }) => {
      if (zoom.text) await doubleTextSize(page);
      await gotoStep(page, "/product");
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      await fillProduct(page);
      for (const label of ["Product Name", "Description"]) await expectReachable(page, page.getByLabel(label, { exact: true }));
      const next = page.getByRole("button", { name: "Continue" });
      await expectReachable(page, next);
      await next.click();
      await expect(page).toHaveURL(/\/audience$/);
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      await expectReachable(page, page.getByRole("button", { name: "Back" }));
    });

    test("the result page and saved plans: no sideways scroll, Save, Export and the menu usable", async ({ page, context }) => {
      await freshIp(page);
      const userId = await createUser(`zoom-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`);
      const { visitorId } = await signInAs(context, userId);
      const generation = await seedGeneration(visitorId);
      await seedPlans(userId, [{ productName: "Garden Club With A Rather Long Product Name" }]);

      if (zoom.text) await doubleTextSize(page);
      await page.goto(`/plan/${generation}?view=result`);
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      await expectReachable(page, page.getByRole("button", { name: "Save Plan" }));
      const exportMenu = page.locator("summary", { hasText: "Export" });
      await expectReachable(page, exportMenu);
      await exportMenu.click();
      await expectReachable(page, page.getByRole("link", { name: /Download Markdown/ }));

      await page.goto("/saved");
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      await expect(page.getByText("Garden Club With A Rather Long Product Name").first()).toBeVisible();
      await expectReachable(page, page.locator("summary[aria-label=Menu]"));
    });
  });
}

test.describe("forced colours", () => {
  test.beforeEach(async ({ page }) => page.emulateMedia({ forcedColors: "active" }));

  test("buttons, fields and the menu keep a visible edge; focus shows in the system highlight", async ({ page }) => {
    await gotoStep(page, "/product");
    const edge = (control: Locator) =>
      control.evaluate((el) => {
        const s = getComputedStyle(el);
        return `${s.borderTopStyle} ${parseFloat(s.borderTopWidth) >= 1}`;
      });
    // Without backgrounds (forced colours drop them), a control's border is all that shows where it is.
    for (const control of [
      page.getByRole("button", { name: "Continue" }),
      page.getByLabel("Product Name", { exact: true }),
      page.getByLabel("Type", { exact: true }),
      page.getByLabel("Description", { exact: true }),
      page.locator("summary[aria-label=Menu]"),
    ]) {
      expect(await edge(control)).toBe("solid true");
    }
    const name = page.getByLabel("Product Name", { exact: true });
    await name.focus();
    await page.keyboard.press("Tab");
    const focused = page.locator(":focus");
    const outline = await focused.evaluate((el) => {
      const s = getComputedStyle(el);
      return { style: s.outlineStyle, width: parseFloat(s.outlineWidth) };
    });
    expect(outline.style).toBe("solid");
    expect(outline.width).toBeGreaterThanOrEqual(2);
  });
});

/** A toast for the next page, set as the app's actions set it (the signed toast cookie). */
async function flashToast(context: BrowserContext, title: string, description: string) {
  const { toastCookieHeader } = await import("../../app/toast.server");
  const cookie = parseSetCookie(await toastCookieHeader(new Request(`http://${APP_HOST}/`), { title, description }));
  await context.addCookies([{ name: cookie.name, value: cookie.value, domain: APP_HOST, path: "/", httpOnly: true, sameSite: "Lax" }]);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px a toast never covers Save Plan or Export on the result page`, async ({ page, context }) => {
    await page.setViewportSize(viewport);
    const { visitorId } = await startVisitor(context);
    const generation = await seedGeneration(visitorId);
    await flashToast(context, "Your plan is ready to save", "Save it to your account, or export it as Markdown, before you close this tab.");
    await page.goto(`/plan/${generation}?view=result`);
    const toast = (jsEnabled() ? page.locator("li") : page.locator(".toast-static > *")).filter({ hasText: "Your plan is ready to save" });
    await expect(toast).toBeVisible();
    const actions = [page.getByRole("button", { name: "Save Plan" }), page.locator("summary", { hasText: "Export" })];
    // Where the page opens, and scrolled down until the actions just come into view at the bottom of the
    // screen (where a desktop's toast sits). A toast that stays at the top of a phone's screen can
    // still be over them when they are scrolled up under it; it goes after 5 s, or with its ×.
    for (const scroll of ["start", "bottom"] as const) {
      if (scroll === "bottom") await actions[0]!.evaluate((el) => el.scrollIntoView({ block: "end" }));
      await expect(toast).toBeVisible();
      const toastBox = (await toast.boundingBox())!;
      for (const action of actions) {
        const box = (await action.boundingBox())!;
        const overlaps =
          box.x < toastBox.x + toastBox.width && toastBox.x < box.x + box.width && box.y < toastBox.y + toastBox.height && toastBox.y < box.y + box.height;
        expect(overlaps, `the toast (${JSON.stringify(toastBox)}) over ${await action.textContent()} (${JSON.stringify(box)}), scrolled to ${scroll}`).toBe(false);
      }
    }
    await expectReachable(page, actions[0]!);
  });
}
