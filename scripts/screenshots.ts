/**
 * Saves screenshots of the plan result view at 390 px (phone) and 1280 px (desktop) into
 * docs/screenshots/, by filling the real four-step form and generating a plan.
 *
 *   npm run build && node --import tsx scripts/screenshots.ts
 *
 * It starts what it needs itself: the fake OpenAI-compatible server (tests/support, so no real
 * AI provider is called) and the production build (REMIX_BUILD_DIR, default ./build) on PORT
 * (default 3390) with a throw-away SQLite file. To shoot an app that already runs instead, set
 * BASE_URL (that app must be able to generate a plan). Chromium: CHROMIUM_PATH or /usr/bin/chromium.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { chromium, type Page } from "@playwright/test";
import { startFakeOpenAI, type FakeOpenAI } from "../tests/support/fake-openai";

const OUT_DIR = "docs/screenshots";
const WIDTHS = [390, 1280] as const;
const words = (n: number, word: string) => Array.from({ length: n }, (_, i) => `${word}${i % 9}`).join(" ");

async function waitForHttp(url: string, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

async function startApp(): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const buildDir = process.env.REMIX_BUILD_DIR || "build";
  if (!existsSync(join(buildDir, "server", "index.js"))) {
    throw new Error(`No production build in ${buildDir}: run "npm run build" (or set REMIX_BUILD_DIR) first.`);
  }
  const port = Number(process.env.PORT ?? 3390);
  const fake: FakeOpenAI = await startFakeOpenAI();
  const db = join(tmpdir(), `liftoff-screenshots-${port}.db`);
  const app: ChildProcess = spawn(process.execPath, ["tests/support/e2e-server.mjs"], {
    // The request log is noise here; errors still show.
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      PORT: String(port),
      REMIX_BUILD_DIR: buildDir,
      DATABASE_URL: db,
      SESSION_SECRET: "screenshots-secret-screenshots-secret",
      OPENAI_API_KEY: "sk-test-screenshots",
      OPENAI_BASE_URL: fake.url,
      SCHEDULING_URL: "",
    },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHttp(`${baseUrl}/`);
  return {
    baseUrl,
    stop: async () => {
      app.kill("SIGTERM");
      await fake.close();
      for (const suffix of ["", "-wal", "-shm"]) rmSync(db + suffix, { force: true });
    },
  };
}

async function continueTo(page: Page, path: string) {
  await page.getByRole("button", { name: "Continue" }).click();
  await page.waitForURL(new RegExp(`${path}$`));
}

/** Fills the form like a visitor and returns the URL of the finished plan's result view. */
export async function generatePlan(page: Page, baseUrl: string): Promise<string> {
  await page.goto(`${baseUrl}/product`);
  await page.locator("form[data-hydrated]").waitFor();
  // Fields by name: the labels belong to the form's owners and may gain tooltips or hints.
  const field = (name: string) => page.locator(`[name="${name}"]`);
  await field("productName").fill("Rocketboard");
  await field("productWebsite").fill("https://rocketboard.example");
  await field("productType").selectOption("saas");
  await field("productStage").selectOption("beta");
  await field("productDescription").fill(`Rocketboard is a calm planning board for small product teams. ${words(50, "feature")}`);
  await continueTo(page, "/audience");
  await field("audienceType").selectOption("b2b-smb");
  await field("audienceGeography").selectOption("europe");
  await field("audiencePersona").fill(`Founders of small software companies. ${words(50, "persona")}`);
  await continueTo(page, "/resources");
  await field("budgetRange").selectOption("seed");
  await field("timeHorizon").selectOption("quarter");
  await continueTo(page, "/plan");
  await field("primaryGoal").selectOption("signups");
  await field("successMetrics").fill("200 weekly active teams");
  await field("challenges").fill("Nobody knows us yet and we have little time");
  await page.getByRole("button", { name: "Generate Plan" }).click();
  await page.waitForURL(/\/plan\/[\w-]+$/);
  const url = page.url().replace(/\?.*$/, "");
  // The fake provider answers at once; the page moves on to the education screen by itself.
  await page.getByRole("link", { name: "Skip to my plan" }).waitFor({ timeout: 30_000 });
  return `${url}?view=result`;
}

async function main() {
  const external = process.env.BASE_URL;
  const app = external ? { baseUrl: external.replace(/\/$/, ""), stop: async () => {} } : await startApp();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
  });
  try {
    mkdirSync(OUT_DIR, { recursive: true });
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const resultUrl = await generatePlan(page, app.baseUrl);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
      await page.goto(resultUrl);
      await page.getByRole("heading", { level: 1 }).waitFor();
      // The first screen as a visitor sees it, then the whole plan with every section open.
      await page.screenshot({ path: join(OUT_DIR, `plan-result-${width}.png`) });
      await page.evaluate(() => document.querySelectorAll(".plan-section").forEach((d) => ((d as HTMLDetailsElement).open = true)));
      await page.screenshot({ path: join(OUT_DIR, `plan-result-${width}-full.png`), fullPage: true });
      console.log(`saved ${OUT_DIR}/plan-result-${width}.png and plan-result-${width}-full.png`);
    }
    await context.close();
  } finally {
    await browser.close();
    await app.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
