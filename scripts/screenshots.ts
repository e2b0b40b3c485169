/**
 * Saves screenshots of the plan result view at 390 px (phone) and 1280 px (desktop) into
 * docs/screenshots/, by filling the real four-step form and generating a plan. It also makes the
 * waitlist's seven carousel slides from the real app (public/waitlist-slides/*.webp, their sizes in
 * app/waitlist/slide-images.ts) and shoots /waitlist itself (docs/screenshots/waitlist-*.png).
 *
 *   npm run build && node --import tsx scripts/screenshots.ts [plan] [slides] [waitlist] [admin]
 *
 * With no argument it does all four. The slides' plan comes from the built-in planner (a second
 * app with no AI key), for the Driftcheck sample business of the waitlist's demo; the WebP encoding
 * is Chromium's own (a canvas), so no image tool is needed. /waitlist is shot with the slides just
 * made (served from public/, so no rebuild is needed in between).
 *
 * It starts what it needs itself: the fake OpenAI-compatible server (tests/support, so no real
 * AI provider is called) and the production build (REMIX_BUILD_DIR, default ./build) on PORT
 * (default 3390) with a throw-away SQLite file. To shoot an app that already runs instead, set
 * BASE_URL (that app must be able to generate a plan). Chromium: as the tests find it (scripts/find-browser.mjs).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { findBrowser } from "./find-browser.mjs";
import { SAMPLE_WAITLIST } from "./sample-waitlist";
import { chromium, type Browser, type Page } from "@playwright/test";
import { startFakeOpenAI, type FakeOpenAI } from "../tests/support/fake-openai";
import { DEMO_BUSINESSES } from "../app/waitlist/demo-businesses";
import { SLIDE_IDS, type SlideId } from "../app/waitlist/slides";
import type { PlanFormData } from "../app/wizard/types";

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

/** The admin area of the script's apps. */
const ADMIN = { ADMIN_EMAIL: "admin@liftoff.test", ADMIN_PASSWORD: "screenshots-admin-password", ADMIN_ACCESS_CODE: "screenshots-code" };

type RunningApp = { baseUrl: string; fake: FakeOpenAI | null; stop: () => Promise<void> };

/** The production build on `port`, talking to a fake AI provider, or (`keyless`) to none: the built-in planner. */
async function startApp({ port = Number(process.env.PORT ?? 3390), keyless = false } = {}): Promise<RunningApp> {
  const buildDir = process.env.REMIX_BUILD_DIR || "build";
  if (!existsSync(join(buildDir, "server", "index.js"))) {
    throw new Error(`No production build in ${buildDir}: run "npm run build" (or set REMIX_BUILD_DIR) first.`);
  }
  const fake: FakeOpenAI | null = keyless ? null : await startFakeOpenAI();
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
      OPENAI_API_KEY: keyless ? "" : "sk-test-screenshots",
      OPENAI_BASE_URL: fake?.url ?? "",
      SCHEDULING_URL: "",
      DEMO_EMBED_URL: "",
      ...ADMIN,
    },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHttp(`${baseUrl}/`);
  return {
    baseUrl,
    fake,
    stop: async () => {
      app.kill("SIGTERM");
      await fake?.close();
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

async function shootPlanResult(page: Page, baseUrl: string) {
  const resultUrl = await generatePlan(page, baseUrl);
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
}

// ---------------------------------------------------------------------------------------------
// The waitlist's carousel slides

// Not public/waitlist: a folder of that name would make the static server redirect /waitlist to /waitlist/.
const SLIDE_DIR = "public/waitlist-slides";
const SLIDE_MANIFEST = "app/waitlist/slide-images.ts";
/** Shot at a laptop's size, stored smaller: sharp enough for the lightbox, a few tens of kB each. */
const SHOT = { width: 1280, height: 800 };
const STORED = { width: 960, height: 600 };
const WEBP_QUALITY = 0.72;

/** The answers of the demo's first business (Driftcheck): a real founder's, so every screen reads true. */
const SAMPLE: PlanFormData = DEMO_BUSINESSES[0]!.answers;

/** Fills step 1 to 4 with the sample's answers; stops on step 4, before generating. */
async function fillSample(page: Page, baseUrl: string, { stopAfterProduct = false } = {}) {
  const field = (name: string) => page.locator(`[name="${name}"]`);
  await page.goto(`${baseUrl}/product`);
  await page.locator("form[data-hydrated]").waitFor();
  await field("productName").fill(SAMPLE.productName);
  await field("productWebsite").fill(SAMPLE.productWebsite ?? "");
  await field("productType").selectOption(SAMPLE.productType);
  await field("productStage").selectOption(SAMPLE.productStage);
  await field("productDescription").fill(SAMPLE.productDescription);
  if (stopAfterProduct) return;
  await continueTo(page, "/audience");
  await field("audienceType").selectOption(SAMPLE.audienceType);
  await field("audienceGeography").selectOption(SAMPLE.audienceGeography);
  await field("audiencePersona").fill(SAMPLE.audiencePersona);
  await continueTo(page, "/resources");
  await field("budgetRange").selectOption(SAMPLE.budgetRange);
  await field("timeHorizon").selectOption(SAMPLE.timeHorizon);
  for (const skill of SAMPLE.skills) await page.locator(`[name="skills"][value="${skill}"]`).check();
  await continueTo(page, "/plan");
  await field("primaryGoal").selectOption(SAMPLE.primaryGoal);
  await field("successMetrics").fill(SAMPLE.successMetrics);
  await field("challenges").fill(SAMPLE.challenges);
}

/** A PNG as WebP at the stored size, encoded by Chromium itself (canvas.toBlob). */
async function toWebp(page: Page, png: Buffer): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ({ data, width, height, quality }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      const canvas = document.createElement("canvas");
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext("2d")!;
      context.imageSmoothingQuality = "high";
      context.drawImage(image, 0, 0, width, height);
      const blob = await new Promise<Blob>((done, fail) =>
        canvas.toBlob((b) => (b ? done(b) : fail(new Error("no WebP encoder"))), "image/webp", quality),
      );
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = "";
      for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(binary);
    },
    { data: png.toString("base64"), width: STORED.width, height: STORED.height, quality: WEBP_QUALITY },
  );
  return Buffer.from(base64, "base64");
}

/** Opens only one section of the result view and brings its top to the top of the screen. */
async function showSection(page: Page, id: string) {
  await page.evaluate((sectionId) => {
    document.querySelectorAll<HTMLDetailsElement>(".plan-section").forEach((d) => (d.open = d.id === sectionId));
    const section = document.getElementById(sectionId)!;
    window.scrollTo({ top: section.getBoundingClientRect().top + window.scrollY - 12, behavior: "instant" });
  }, id);
}

async function shootSlides(browser: Browser, withAi: RunningApp, builtIn: RunningApp) {
  mkdirSync(SLIDE_DIR, { recursive: true });
  const context = await browser.newContext({ viewport: SHOT, reducedMotion: "reduce" });
  const page = await context.newPage();
  const shots = new Map<SlideId, Buffer>();
  const shoot = async (id: SlideId) => shots.set(id, await page.screenshot());

  // Generating: the AI provider takes its time, so the loading screen stays while it is shot.
  withAi.fake?.setBehavior({ all: { delayMs: 60_000 } });
  await fillSample(page, withAi.baseUrl);
  await page.getByRole("button", { name: "Generate Plan" }).click();
  await page.waitForURL(/\/plan\/[\w-]+$/);
  await page.waitForTimeout(3_500); // a few seconds into the countdown
  await shoot("generating");
  withAi.fake?.reset();
  await context.clearCookies();

  // The rest from the app without a key: its built-in planner makes the plan.
  await page.goto(`${builtIn.baseUrl}/`);
  const dismiss = page.getByRole("button", { name: "Dismiss" });
  if (await dismiss.isVisible()) {
    await dismiss.click();
    await dismiss.waitFor({ state: "detached" });
  }
  await page.getByRole("heading", { level: 1 }).waitFor();
  await shoot("homepage");
  await fillSample(page, builtIn.baseUrl, { stopAfterProduct: true });
  await page.locator("body").click({ position: { x: 5, y: 5 } }); // no focus ring in the shot
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot("product-details");
  await fillSample(page, builtIn.baseUrl);
  await page.getByRole("button", { name: /Generate Plan|Use the built-in planner/ }).first().click();
  await page.waitForURL(/\/plan\/[\w-]+/);
  const resultUrl = `${page.url().replace(/[?#].*$/, "")}?view=result`;
  await page.goto(resultUrl);
  await page.getByRole("heading", { level: 1 }).waitFor();
  const sections: [SlideId, string][] = [
    ["customer-profile", "know-your-customer"],
    ["guerrilla-tactics", "guerilla-tactics"],
    ["marketing-plan", "marketing-plan"],
    ["timeline", "implementation-timeline"],
  ];
  for (const [slide, section] of sections) {
    await showSection(page, section);
    await shoot(slide);
  }

  const lines: string[] = [];
  for (const id of SLIDE_IDS) {
    const webp = await toWebp(page, shots.get(id)!);
    writeFileSync(join(SLIDE_DIR, `${id}.webp`), webp);
    lines.push(`  "${id}": { src: "/waitlist-slides/${id}.webp", width: ${STORED.width}, height: ${STORED.height} },`);
    console.log(`saved ${SLIDE_DIR}/${id}.webp (${(webp.length / 1024).toFixed(1)} kB)`);
  }
  writeFileSync(
    SLIDE_MANIFEST,
    `// Written by scripts/screenshots.ts: do not edit. The carousel's images under public/ and their sizes.\n` +
      `export const SLIDE_IMAGES = {\n${lines.join("\n")}\n} as const;\n`,
  );
  console.log(`saved ${SLIDE_MANIFEST}`);
  await context.close();
}

/** /waitlist at both widths, its images served from public/ as just made (the build may hold older ones). */
async function shootWaitlist(browser: Browser, baseUrl: string) {
  for (const width of WIDTHS) {
    const context = await browser.newContext({ viewport: { width, height: width < 768 ? 844 : 900 } });
    const page = await context.newPage();
    await page.route("**/waitlist-slides/*.webp", (route) => {
      const file = join(SLIDE_DIR, new URL(route.request().url()).pathname.split("/").pop()!);
      return existsSync(file) ? route.fulfill({ body: readFileSync(file), contentType: "image/webp" }) : route.continue();
    });
    await page.goto(`${baseUrl}/waitlist`);
    await page.locator("[data-carousel=slider], [data-carousel=three]").waitFor();
    // Every image in, lazy ones too, before the shot.
    await page.evaluate(async () => {
      document.querySelectorAll("img").forEach((img) => (img.loading = "eager"));
      await Promise.all(Array.from(document.images).map((img) => img.decode().catch(() => {})));
    });
    await page.screenshot({ path: join(OUT_DIR, `waitlist-${width}.png`), fullPage: true });
    console.log(`saved ${OUT_DIR}/waitlist-${width}.png`);
    await context.close();
  }
}

/** Waitlist entries and an account, made through the app's own endpoints, for the dashboard to list. */
async function seedForAdmin(baseUrl: string) {
  for (const entry of SAMPLE_WAITLIST.slice(0, 6)) {
    const response = await fetch(`${baseUrl}/api/waitlist`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(entry),
    });
    if (!response.ok) throw new Error(`seeding the waitlist: ${response.status} ${await response.text()}`);
  }
  const signUp = new URLSearchParams({ intent: "sign-up", email: "founder@example.com", password: "correct horse", confirmPassword: "correct horse" });
  await fetch(`${baseUrl}/login`, { method: "POST", body: signUp, redirect: "manual" });
}

/** The admin dashboard (both tabs) at both widths, signed in through /admin/login. */
async function shootAdmin(browser: Browser, baseUrl: string) {
  await seedForAdmin(baseUrl);
  for (const width of WIDTHS) {
    const context = await browser.newContext({ viewport: { width, height: width < 768 ? 844 : 900 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/admin/login`);
    await page.getByLabel("Email").fill(ADMIN.ADMIN_EMAIL);
    await page.getByLabel("Password", { exact: true }).fill(ADMIN.ADMIN_PASSWORD);
    await page.getByLabel("Access Code").fill(ADMIN.ADMIN_ACCESS_CODE);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL(/\/admin\/dashboard/);
    for (const tab of ["waitlist", "users"]) {
      await page.goto(`${baseUrl}/admin/dashboard?tab=${tab}`);
      const file = join(OUT_DIR, `admin-${tab}-${width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(`saved ${file}`);
    }
    await context.close();
  }
}

async function main() {
  const wanted = new Set(process.argv.slice(2));
  const all = wanted.size === 0;
  const external = process.env.BASE_URL;
  const app: RunningApp = external
    ? { baseUrl: external.replace(/\/$/, ""), fake: null, stop: async () => {} }
    : await startApp();
  const keyless = !external && (all || wanted.has("slides")) ? await startApp({ port: Number(process.env.PORT ?? 3390) + 1, keyless: true }) : null;
  const found = findBrowser();
  if ("error" in found) throw new Error(found.error);
  const browser = await chromium.launch({ executablePath: found.executablePath, args: ["--no-sandbox", "--disable-gpu"] });
  try {
    mkdirSync(OUT_DIR, { recursive: true });
    if (all || wanted.has("plan")) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await shootPlanResult(await context.newPage(), app.baseUrl);
      await context.close();
    }
    if (all || wanted.has("slides")) {
      if (!keyless || !app.fake) throw new Error("The slides need the script's own apps: unset BASE_URL.");
      await shootSlides(browser, app, keyless);
    }
    if (all || wanted.has("waitlist")) await shootWaitlist(browser, app.baseUrl);
    if (all || wanted.has("admin")) await shootAdmin(browser, app.baseUrl);
  } finally {
    await browser.close();
    await keyless?.stop();
    await app.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
