import { expect, test } from "./fixtures";
import { freshIp } from "./accounts-support";
import { throughWizard } from "./wizard-helpers";

/**
 * Issue 15, item 1: step 4 sent twice starts one generation, with JavaScript on and off. The page
 * carries a submission key (made when it was rendered); the first Generate Plan is pressed as a
 * visitor does (a double click), then the same form is sent again as the browser's resubmit or a
 * retry would send it: the same fields, the same key, the same cookies.
 */

async function generationsNamed(productName: string) {
  const { db } = await import("../../app/db.server");
  const rows = await db.selectFrom("generations").select(["id", "input"]).execute();
  return rows.filter((row) => (JSON.parse(row.input) as { productName?: string }).productName === productName).map((row) => row.id);
}

test("Generate Plan pressed twice, then the same form resent: one generation, the same page", async ({ page }) => {
  await freshIp(page);
  const productName = `Double Tap ${Date.now().toString(36)}`;
  await throughWizard(page, productName);
  const form = page.locator("form:has(input[name=submissionKey])");
  const key = await form.locator("input[name=submissionKey]").inputValue();
  expect(key).toMatch(/^[\w-]{20,}$/);
  // The form as the browser sends it with Generate Plan (its submitter's intent).
  const body = await form.evaluate((f: HTMLFormElement) => {
    const fields = new URLSearchParams();
    for (const [name, value] of new FormData(f)) fields.append(name, String(value));
    fields.append("intent", "continue");
    return fields.toString();
  });

  await page.getByRole("button", { name: "Generate Plan" }).dblclick();
  await expect(page).toHaveURL(/\/plan\/[\w-]+$/);
  const generationPath = new URL(page.url()).pathname;

  const resent = await page.request.post("/plan", {
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    data: body,
    maxRedirects: 0,
  });
  expect(resent.status()).toBe(302);
  expect(new URL(resent.headers()["location"] ?? "", page.url()).pathname).toBe(generationPath);

  const ids = await generationsNamed(productName);
  expect(ids).toEqual([generationPath.split("/").pop()]);

  // A new visit to step 4 is a new form: its key starts a generation of its own.
  await page.goto("/plan");
  const fresh = await page.locator("input[name=submissionKey]").inputValue();
  expect(fresh).not.toBe(key);
});
