import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

/**
 * Fails on serious or critical axe violations, listing them. axe needs scripts in the page; for
 * the JavaScript-off project the exact HTML the user got is replayed at the same URL in a page
 * whose own scripts are blocked, so axe sees the same DOM and styles without the app's JavaScript.
 */
export async function expectAccessible(page: Page) {
  const jsEnabled = test.info().project.use.javaScriptEnabled !== false;
  if (jsEnabled) {
    expect(await seriousViolations(page)).toEqual([]);
    return;
  }
  const html = await page.content();
  const url = page.url();
  const browser = page.context().browser()!;
  const context = await browser.newContext({ javaScriptEnabled: true, viewport: page.viewportSize() ?? undefined });
  try {
    const replay = await context.newPage();
    await replay.route("**/*", (route) => {
      const request = route.request();
      if (request.isNavigationRequest() && request.url() === url) return route.fulfill({ contentType: "text/html", body: html });
      if (request.resourceType() === "script") return route.abort();
      return route.continue();
    });
    await replay.goto(url);
    expect(await seriousViolations(replay)).toEqual([]);
  } finally {
    await context.close();
  }
}

/** Specs read `javaScriptEnabled` from the test's fixtures to tell the two projects apart. */
export { expect, test };
