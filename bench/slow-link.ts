import { chromium, type Browser, type CDPSession, type Page } from "@playwright/test";
import { findBrowser } from "../scripts/find-browser.mjs";
import { fmt } from "./lib";

/**
 * Issue 15, item 3: the app on a slow link, in Chromium with its own network emulation (DevTools'
 * Network.emulateNetworkConditions: 400 kbit/s each way and 400 ms round trip, the usual "slow 3G").
 * A fresh browser context (empty cache) per run, as a first visit is:
 *
 * - the first visit to /product, until the form is usable (the Product Name field laid out, the
 *   stylesheets in, and a letter typed into it) and until React owns it (the hydrated form);
 * - the bytes the page received for that visit, compressed as sent (headers included), until the
 *   network is idle;
 * - each step's POST-redirect-GET: Continue pressed until the next step's form is visible (with
 *   JavaScript: the form data request and the next page's data; without: the document POST, its
 *   302 and the GET), step 4 until its generation page shows. The fields are filled at once, then
 *   3 s go by before Continue, as a person filling them would take at least that long.
 */

export const SLOW_LINK = { kbitPerSecond: 400, rttMs: 400 };
/** The least time a visitor spends on a step before Continue (the script types at once). */
const THINK_MS = 3000;
export const BUDGETS = { usableMs: 3000, stepMs: 2000, firstVisitKB: 150 };

export type SlowLinkRun = {
  javaScript: boolean;
  usableMs: number;
  hydratedMs: number | null;
  bytes: number;
  requests: number;
  largest: { url: string; bytes: number }[];
  steps: { step: string; ms: number }[];
};

async function emulateSlowLink(page: Page): Promise<{ cdp: CDPSession; received: () => { bytes: number; requests: number; byUrl: Map<string, number> } }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const bytesPerSecond = (SLOW_LINK.kbitPerSecond * 1000) / 8;
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: SLOW_LINK.rttMs,
    downloadThroughput: bytesPerSecond,
    uploadThroughput: bytesPerSecond,
  });
  const urls = new Map<string, string>();
  const byUrl = new Map<string, number>();
  let bytes = 0;
  let requests = 0;
  cdp.on("Network.requestWillBeSent", (event) => urls.set(event.requestId, event.request.url));
  cdp.on("Network.loadingFinished", (event) => {
    bytes += event.encodedDataLength;
    requests++;
    const url = urls.get(event.requestId) ?? "?";
    byUrl.set(url, (byUrl.get(url) ?? 0) + event.encodedDataLength);
  });
  return { cdp, received: () => ({ bytes, requests, byUrl }) };
}

const words = (n: number, word: string) => Array.from({ length: n }, (_, i) => `${word}${i % 9}`).join(" ");

/** Each step's fields, filled by name (the labels belong to the form's own tests). */
const STEPS: { path: string; next: RegExp; label: string; ready: string; fill: (page: Page) => Promise<void> }[] = [
  {
    path: "/product",
    next: /\/audience$/,
    label: "/product → /audience",
    ready: '[name="audienceType"]',
    fill: async (page) => {
      await page.locator('[name="productName"]').fill("Rocket Notes");
      await page.locator('[name="productType"]').selectOption("saas");
      await page.locator('[name="productStage"]').selectOption("beta");
      await page.locator('[name="productDescription"]').fill(words(60, "notes"));
    },
  },
  {
    path: "/audience",
    next: /\/resources$/,
    label: "/audience → /resources",
    ready: '[name="budgetRange"]',
    fill: async (page) => {
      await page.locator('[name="audienceType"]').selectOption("developer");
      await page.locator('[name="audienceGeography"]').selectOption("global");
      await page.locator('[name="audiencePersona"]').fill(words(55, "founder"));
    },
  },
  {
    path: "/resources",
    next: /\/plan$/,
    label: "/resources → /plan",
    ready: '[name="primaryGoal"]',
    fill: async (page) => {
      await page.locator('[name="budgetRange"]').selectOption("seed");
      await page.locator('[name="timeHorizon"]').selectOption("quarter");
    },
  },
  {
    path: "/plan",
    next: /\/plan\/[\w-]+$/,
    label: "/plan → /plan/:id (Generate Plan)",
    ready: "main h1",
    fill: async (page) => {
      await page.locator('[name="primaryGoal"]').selectOption("signups");
      await page.locator('[name="successMetrics"]').fill("500 sign-ups in 3 months");
      await page.locator('[name="challenges"]').fill("No audience yet and little time");
    },
  },
];

async function oneRun(browser: Browser, baseUrl: string, javaScript: boolean): Promise<SlowLinkRun> {
  const context = await browser.newContext({ javaScriptEnabled: javaScript, baseURL: baseUrl, viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    const link = await emulateSlowLink(page);

    const start = Date.now();
    const hydrated = javaScript
      ? page
          .locator("form[data-hydrated]")
          .waitFor({ timeout: 60_000 })
          .then(() => Date.now() - start)
      : Promise.resolve(null);
    await page.goto("/product", { waitUntil: "commit", timeout: 60_000 });
    const name = page.locator('[name="productName"]');
    await name.waitFor({ state: "visible", timeout: 60_000 });
    // Laid out is not yet shown: the browser paints once the stylesheets are in.
    while (!(await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>("link[rel=stylesheet]")].every((link) => link.sheet !== null)))) {
      await page.waitForTimeout(20);
    }
    await name.pressSequentially("R");
    if ((await name.inputValue()) !== "R") throw new Error("the Product Name field did not take typing");
    const usableMs = Date.now() - start;
    const hydratedMs = await hydrated;
    await page.waitForLoadState("networkidle", { timeout: 60_000 });
    const { bytes, requests, byUrl } = link.received();
    const sorted = [...byUrl.entries()].sort((a, b) => b[1] - a[1]);
    if (process.env.SLOW_LINK_VERBOSE === "1") for (const [url, size] of sorted) console.log(`  ${fmt(size / 1000, 1)} kB ${url}`);
    const largest = sorted
      .slice(0, 5)
      .map(([url, size]) => ({ url: new URL(url).pathname, bytes: size }));

    const steps: { step: string; ms: number }[] = [];
    for (const step of STEPS) {
      if (!new URL(page.url()).pathname.endsWith(step.path)) throw new Error(`expected ${step.path}, at ${page.url()}`);
      await step.fill(page);
      // A person takes far longer than this to fill a step; what the form fetches when they start is in by now.
      await page.waitForTimeout(THINK_MS);
      const submit = page.locator('button[type="submit"][value="continue"]');
      const before = Date.now();
      await submit.click();
      await page.waitForURL(step.next, { timeout: 60_000 });
      await page.locator(step.ready).first().waitFor({ timeout: 60_000 });
      steps.push({ step: step.label, ms: Date.now() - before });
    }
    return { javaScript, usableMs, hydratedMs, bytes, requests, largest, steps };
  } finally {
    await context.close();
  }
}

/** Three runs with JavaScript and one without; the median of the JavaScript runs is reported. */
export async function benchSlowLink(baseUrl: string, runs = Number(process.env.SLOW_LINK_RUNS ?? 3)): Promise<SlowLinkRun[]> {
  const found = findBrowser();
  if ("error" in found) throw new Error(found.error);
  const browser = await chromium.launch({ executablePath: found.executablePath, args: ["--no-sandbox", "--disable-gpu", "--disable-quic"] });
  try {
    const results: SlowLinkRun[] = [];
    for (let i = 0; i < runs; i++) results.push(await oneRun(browser, baseUrl, true));
    results.push(await oneRun(browser, baseUrl, false));
    return results;
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

const verdict = (ok: boolean) => (ok ? "met" : "**over**");

export function slowLinkReport(results: SlowLinkRun[]): { lines: string[]; ok: boolean } {
  const js = results.filter((r) => r.javaScript);
  const noJs = results.find((r) => !r.javaScript);
  const usable = median(js.map((r) => r.usableMs));
  const hydrated = median(js.map((r) => r.hydratedMs ?? NaN));
  const kB = median(js.map((r) => r.bytes)) / 1000;
  const lines = [
    `| measure (${js.length} runs with JavaScript: median; one without) | with JavaScript | without | budget | |`,
    "|---|---|---|---|---|",
    `| first visit to /product: form visible and typed into | ${fmt(usable)} ms | ${noJs ? `${fmt(noJs.usableMs)} ms` : "–"} | < ${BUDGETS.usableMs} ms | ${verdict(usable < BUDGETS.usableMs)} |`,
    `| first visit to /product: React owns the form | ${fmt(hydrated)} ms | | | |`,
    `| first visit to /product: bytes received, compressed (headers included) | ${fmt(kB, 1)} kB in ${js[0]?.requests ?? 0} requests | ${noJs ? `${fmt(noJs.bytes / 1000, 1)} kB in ${noJs.requests}` : "–"} | < ${BUDGETS.firstVisitKB} kB | ${verdict(kB < BUDGETS.firstVisitKB)} |`,
  ];
  let ok = usable < BUDGETS.usableMs && kB < BUDGETS.firstVisitKB;
  for (const [i, step] of (js[0]?.steps ?? []).entries()) {
    const ms = median(js.map((r) => r.steps[i]?.ms ?? NaN));
    const without = noJs?.steps[i]?.ms;
    ok &&= ms < BUDGETS.stepMs;
    lines.push(`| POST-redirect-GET ${step.step} | ${fmt(ms)} ms | ${without === undefined ? "–" : `${fmt(without)} ms`} | < ${BUDGETS.stepMs} ms | ${verdict(ms < BUDGETS.stepMs)} |`);
  }
  const largest = js[0]?.largest ?? [];
  lines.push("", `Largest responses of the first visit: ${largest.map((l) => `${l.url} ${fmt(l.bytes / 1000, 1)} kB`).join(", ")}`);
  return { lines, ok };
}
