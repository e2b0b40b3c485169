/**
 * Issue 12's load test: 50 visitors each generate a plan at the same time, against the fake AI
 * answering every completion after 1 to 3 s, while 10 clients browse pages. Loopback only and
 * bounded: 50 generations and a fixed number of page views, about a minute in all.
 *
 * The visitors are browsers without JavaScript: cookies and plain form posts (fetch, redirects
 * followed by hand): GET /product, POST each step and GET the next, POST /plan, then GET
 * /plan/<id>/status every second until the plan is done or failed, and the plan page once. The
 * browsing clients loop over /, /product, /privacy and a finished plan's page, 20 to 80 ms between
 * pages. The same browsing alone, just before, is the run's baseline: on a shared machine the
 * difference between the two says what the generations cost the pages.
 *
 * Targets: no 5xx (a 503 refusal with Retry-After and its message on the page counts as refused, not
 * as an error); page p99 under 200 ms; every generation done, or failed with a message on its page,
 * or refused with a message on the page; none lost. Exits non-zero when a target is missed.
 *
 * The app is the production build served as in the e2e tests (tests/support/e2e-server.mjs, its own
 * SQLite file), the fake AI server runs in this process. Limits per visitor and per address are set
 * generously through the environment (every visitor comes from 127.0.0.1); the AI concurrency and
 * queue keep the app's defaults unless LOAD_AI_CONCURRENCY / LOAD_AI_QUEUE_LIMIT are set.
 *
 * `npm run bench load`, or alone: node --import tsx bench/load.ts
 */
import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { startAppServer } from "../tests/support/e2e-server.mjs";
import { startFakeOpenAI } from "../tests/support/fake-openai";
import { fmt } from "./lib";

export const VISITORS = Number(process.env.LOAD_VISITORS ?? 50);
export const BROWSERS = Number(process.env.LOAD_BROWSERS ?? 10);
/** Page views per browsing client. */
export const VIEWS_PER_BROWSER = Number(process.env.LOAD_VIEWS ?? 300);
/** Page views per browsing client in the baseline (browsing alone, before the generations). */
const BASELINE_VIEWS = Number(process.env.LOAD_BASELINE_VIEWS ?? 100);
const AI_DELAY = { delayMs: 1000, maxDelayMs: 3000 };
/** A visitor's time on each step before sending it: a random time up to this (reading, typing: far less than a person's). */
const THINK_MS = Number(process.env.LOAD_THINK_MS ?? 1000);
/** A generation not done or failed this long after it started is lost. */
const GENERATION_DEADLINE_MS = 100_000;
const PAGE_P99_TARGET_MS = 200;

type Kind = "page" | "post" | "status";
/** `refusal`: a 503 with Retry-After to POST /plan, a refused generation rather than an error. */
type Sample = { kind: Kind; path: string; status: number; ms: number; refusal: boolean; at: number };
type Outcome = "done" | "failed with message" | "refused with message" | "lost";

export type LoadReport = {
  visitors: number;
  browsers: number;
  seconds: number;
  samples: Sample[];
  /** The browsing clients alone, just before the load (same pages, same pace). */
  baseline: Sample[];
  outcomes: Record<Outcome, number>;
  /** What went wrong, one line each: 5xx answers, lost generations, missing messages. */
  problems: string[];
  generationMs: number[];
  aiCalls: number;
  /** CPU seconds the app's server used during the load (Linux), or null. */
  serverCpuSeconds: number | null;
  /** The machine's 1-minute load average when the load started (other work on the machine shows here). */
  loadAverage: string;
};

/** A browser without JavaScript: a cookie jar, redirects followed by hand, every request timed. */
class Browser {
  constructor(
    private base: string,
    private record: (sample: Sample) => void,
    /** Another browser's jar to share its session (a second tab of the same visitor). */
    readonly jar = new Map<string, string>(),
  ) {}

  private remember(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const at = pair.indexOf("=");
      if (at <= 0) continue;
      const name = pair.slice(0, at).trim();
      const gone = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || (/^\s*expires=/i.test(a) && Date.parse(a.split("=")[1] ?? "") < Date.now()));
      if (gone) this.jar.delete(name);
      else this.jar.set(name, pair.slice(at + 1));
    }
  }

  cookie(): string {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  async request(kind: Kind, method: string, path: string, form?: URLSearchParams): Promise<{ status: number; location: string | null; text: string; headers: Headers }> {
    const started = performance.now();
    const response = await fetch(`${this.base}${path}`, {
      method,
      redirect: "manual",
      headers: {
        cookie: this.cookie(),
        ...(form ? { "content-type": "application/x-www-form-urlencoded", origin: this.base } : {}),
      },
      body: form?.toString(),
    });
    const text = await response.text();
    const refusal = response.status === 503 && kind === "post" && path === "/plan" && response.headers.has("retry-after");
    this.record({ kind, path, status: response.status, ms: performance.now() - started, refusal, at: started });
    this.remember(response);
    return { status: response.status, location: response.headers.get("location"), text, headers: response.headers };
  }

  /** GET a page. */
  get(path: string) {
    return this.request(path.endsWith("/status") ? "status" : "page", "GET", path);
  }

  /** A form post and, like a browser, the GET of the page it redirects to. */
  async post(path: string, fields: Record<string, string | string[]>) {
    const form = new URLSearchParams();
    for (const [key, value] of Object.entries(fields)) for (const v of [value].flat()) form.append(key, v);
    const answer = await this.request("post", "POST", path, form);
    if (answer.status >= 300 && answer.status < 400 && answer.location) {
      const target = new URL(answer.location, this.base);
      return { posted: answer, page: await this.get(target.pathname + target.search) };
    }
    return { posted: answer, page: answer };
  }
}

const words = (n: number, seed: string) => Array.from({ length: n }, (_, i) => `${seed}${i % 7}`).join(" ");

function answers(visitor: number) {
  return {
    product: {
      productName: `Load Rocket ${visitor}`,
      productWebsite: `https://load-${visitor}.example`,
      productType: "saas",
      productStage: "beta",
      productDescription: `A calm planning board for teams. ${words(60, "feature")}`,
      intent: "continue",
    },
    audience: { audienceType: "developer", audienceGeography: "global", audiencePersona: `Founders and first hires. ${words(55, "persona")}`, intent: "continue" },
    resources: { budgetRange: "seed", timeHorizon: "quarter", skills: ["seo", "content"], intent: "continue" },
    goals: {
      primaryGoal: "signups",
      successMetrics: "500 sign-ups in 3 months",
      challenges: "No audience yet and little time",
      includeMarketingWisdom: "true",
      intent: "continue",
    },
  };
}

/** The visible text of a page, without its markup, scripts and styles. */
function visibleText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&[a-z#0-9]+;/gi, " ")
    .replace(/\s+/g, " ");
}

/** A refusal or failure the visitor can act on: it says what happened or to try again. */
const SAYS_WHAT_TO_DO = /try again|again in|too many|limit|busy|used up|failed|could not|couldn't/i;

/** Runs the whole load; returns the report (prints nothing). */
export async function benchLoad(): Promise<LoadReport> {
  const fake = await startFakeOpenAI({ behavior: { all: AI_DELAY } });
  const database = join(tmpdir(), `liftoff-bench-load-${process.pid}-${randomBytes(3).toString("hex")}.db`);
  const generous = "100000";
  const app = await startAppServer({
    database,
    env: {
      SESSION_SECRET: randomBytes(24).toString("hex"),
      OPENAI_API_KEY: "sk-load-test",
      OPENAI_BASE_URL: fake.url,
      SCHEDULING_URL: "",
      // Every visitor comes from 127.0.0.1: the per-visitor and per-address limits must not be what is measured.
      GENERATION_LIMIT_PER_HOUR: generous,
      GENERATION_LIMIT_PER_ADDRESS_PER_HOUR: generous,
      GENERATION_TOTAL_LIMIT_PER_HOUR: generous,
      GENERATION_TOTAL_LIMIT_PER_ADDRESS_PER_HOUR: generous,
      ...(process.env.LOAD_AI_CONCURRENCY ? { AI_CONCURRENCY: process.env.LOAD_AI_CONCURRENCY } : {}),
      ...(process.env.LOAD_AI_QUEUE_LIMIT ? { AI_QUEUE_LIMIT: process.env.LOAD_AI_QUEUE_LIMIT } : {}),
    },
  });
  const samples: Sample[] = [];
  const problems: string[] = [];
  const outcomes: Record<Outcome, number> = { done: 0, "failed with message": 0, "refused with message": 0, lost: 0 };
  const generationMs: number[] = [];
  const record = (sample: Sample) => {
    samples.push(sample);
    if (sample.status >= 500 && !sample.refusal) {
      const why = sample.status === 503 && sample.kind === "post" ? " without Retry-After (a refusal says when to try again)" : "";
      problems.push(`${sample.status} on ${sample.kind} ${sample.path}${why}`);
    }
  };

  try {
    // A finished plan for the browsing clients to read, made before the load (and not counted).
    const seed = new Browser(app.url, () => undefined);
    const seedId = await generate(seed, answers(0), { seed: true });
    if (seedId.outcome !== "done" || !seedId.id) throw new Error(`the seed generation ended ${seedId.outcome}: ${seedId.detail}`);
    const seedPlanPage = `/plan/${seedId.id}?view=result`;
    // Warm-up (not measured): a few pages, so the first figures are not the JIT's.
    for (let i = 0; i < 20; i++) for (const path of ["/", "/product", "/privacy", seedPlanPage]) await seed.get(path);

    // The same browsing with no generations, just before: the run's own baseline.
    const browse = async (b: number, views: number, more: () => boolean, into = record) => {
      const browser = new Browser(app.url, into);
      const first = await browser.get("/product"); // a visitor session of its own
      if (first.status !== 200) problems.push(`browser ${b}: GET /product answered ${first.status}`);
      const paths = ["/", "/product", "/privacy", seedPlanPage];
      const planReader = new Browser(app.url, into, new Map(seed.jar));
      for (let view = 0; view < views || more(); view++) {
        const path = paths[(view + b) % paths.length] ?? "/";
        const answer = path === seedPlanPage ? await planReader.get(path) : await browser.get(path);
        if (answer.status !== 200) problems.push(`browser ${b}: GET ${path} answered ${answer.status}`);
        await pause(20 + Math.random() * 60);
      }
    };
    const baseline: Sample[] = [];
    await Promise.all(Array.from({ length: BROWSERS }, (_, b) => browse(b, BASELINE_VIEWS, () => false, (s) => baseline.push(s))));

    fake.reset();
    const loadAverage = `${fmt(loadavg()[0] ?? 0, 1)} on ${availableParallelism()} cores`;
    const started = performance.now();
    const cpuBefore = serverCpuSeconds(database);
    let visitorsLeft = VISITORS;
    const visitors = Array.from({ length: VISITORS }, async (_, i) => {
      const browser = new Browser(app.url, record);
      try {
        const result = await generate(browser, answers(i + 1), { seed: false });
        outcomes[result.outcome]++;
        if (result.outcome === "done" && result.ms !== undefined) generationMs.push(result.ms);
        if (result.outcome === "lost") problems.push(`visitor ${i + 1}: lost (${result.detail})`);
      } catch (error) {
        outcomes.lost++;
        problems.push(`visitor ${i + 1}: lost (${String(error)})`);
      } finally {
        visitorsLeft--;
      }
    });
    // Browsing: a fixed number of views each, or until the last visitor is done, whichever is later.
    const browsers = Array.from({ length: BROWSERS }, (_, b) =>
      browse(b, VIEWS_PER_BROWSER, () => visitorsLeft > 0 && performance.now() - started < 2 * GENERATION_DEADLINE_MS),
    );
    await Promise.all([...visitors, ...browsers]);
    const cpuAfter = serverCpuSeconds(database);
    return {
      serverCpuSeconds: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore,
      visitors: VISITORS,
      browsers: BROWSERS,
      seconds: (performance.now() - started) / 1000,
      samples,
      baseline,
      outcomes,
      problems,
      generationMs,
      aiCalls: fake.chatCalls().length,
      loadAverage,
    };
  } finally {
    await app.stop();
    await fake.close();
  }
}

/**
 * CPU seconds (user + system) used so far by the app's server process, found by its database file
 * in /proc (Linux); null elsewhere. Divided by the wall time, it says how much of the machine the
 * app itself needed, whatever else the machine was doing.
 */
function serverCpuSeconds(database: string): number | null {
  try {
    for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
      let environ: string;
      try {
        environ = readFileSync(`/proc/${pid}/environ`, "utf8");
      } catch {
        continue;
      }
      if (!environ.split("\0").includes(`DATABASE_URL=${database}`)) continue;
      if (!readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("server")) continue;
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      // Fields 14 and 15 of stat (utime, stime), counted after the command's closing bracket.
      return (Number(fields[11]) + Number(fields[12])) / 100;
    }
  } catch {
    // no /proc
  }
  return null;
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Generated = { outcome: Outcome; id?: string; ms?: number; detail: string };

/** One visitor through the four steps to a finished (or failed, or refused) plan. */
async function generate(browser: Browser, a: ReturnType<typeof answers>, { seed }: { seed: boolean }): Promise<Generated> {
  const expectPage = (what: string, answer: { status: number; text: string }, status = 200) => {
    if (answer.status !== status) throw new Error(`${what} answered ${answer.status}: ${visibleText(answer.text).slice(0, 200)}`);
  };
  const think = () => (seed ? Promise.resolve() : pause(Math.random() * THINK_MS));
  expectPage("GET /product", await browser.get("/product"));
  await think();
  expectPage("POST /product", (await browser.post("/product", a.product)).page);
  await think();
  expectPage("POST /audience", (await browser.post("/audience", a.audience)).page);
  await think();
  expectPage("POST /resources", (await browser.post("/resources", a.resources)).page);
  await think();
  const startedAt = performance.now();
  const { posted, page } = await browser.post("/plan", a.goals);
  const id = /^\/plan\/([^/?#]+)/.exec(posted.location ?? "")?.[1];
  if (!id) {
    // Refused: the visitor must be told why, on the page they are given.
    const text = visibleText(page.text);
    if ([429, 503].includes(posted.status) && SAYS_WHAT_TO_DO.test(text)) return { outcome: "refused with message", detail: `${posted.status}` };
    return { outcome: "lost", detail: `POST /plan answered ${posted.status} (${posted.location ?? "no redirect"}) with no message: ${text.slice(0, 200)}` };
  }
  if (page.status !== 200) return { outcome: "lost", id, detail: `GET /plan/${id} answered ${page.status}` };
  for (;;) {
    const answer = await browser.get(`/plan/${id}/status`);
    if (answer.status !== 200) return { outcome: "lost", id, detail: `status answered ${answer.status}` };
    const status = (JSON.parse(answer.text) as { status: string }).status;
    if (status === "done" || status === "failed") {
      const ms = performance.now() - startedAt;
      const result = await browser.get(`/plan/${id}?view=result`);
      const text = visibleText(result.text);
      if (status === "done") return result.status === 200 ? { outcome: "done", id, ms, detail: "" } : { outcome: "lost", id, detail: `result page ${result.status}` };
      if (result.status === 200 && SAYS_WHAT_TO_DO.test(text)) return { outcome: "failed with message", id, detail: "" };
      return { outcome: "lost", id, detail: `failed with no message on its page (${result.status}): ${text.slice(0, 200)}` };
    }
    if (performance.now() - startedAt > GENERATION_DEADLINE_MS) return { outcome: "lost", id, detail: `still ${status} after ${GENERATION_DEADLINE_MS / 1000} s` };
    await pause(seed ? 200 : 1000);
  }
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((x, y) => x - y);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/** The report as Markdown lines, and whether every target is met. */
export function loadRows(r: LoadReport): { lines: string[]; ok: boolean } {
  const pages = r.samples.filter((s) => s.kind === "page").map((s) => s.ms);
  // The wizard burst: until the last visitor has sent step 4, every visitor is posting steps too.
  const lastStart = Math.max(...r.samples.filter((s) => s.kind === "post" && s.path === "/plan").map((s) => s.at));
  const burst = r.samples.filter((s) => s.kind === "page" && s.at <= lastStart).map((s) => s.ms);
  const after = r.samples.filter((s) => s.kind === "page" && s.at > lastStart).map((s) => s.ms);
  const posts = r.samples.filter((s) => s.kind === "post").map((s) => s.ms);
  const polls = r.samples.filter((s) => s.kind === "status").map((s) => s.ms);
  const fiveXX = r.samples.filter((s) => s.status >= 500 && !s.refusal).length;
  const refused503 = r.samples.filter((s) => s.refusal).length;
  const pageP99 = percentile(pages, 99);
  const started = r.visitors - r.outcomes["refused with message"] - r.outcomes.lost;
  const ok = fiveXX === 0 && pageP99 < PAGE_P99_TARGET_MS && r.outcomes.lost === 0 && r.problems.length === 0;
  const row = (name: string, xs: number[]) =>
    `| ${name} | ${fmt(xs.length)} | ${fmt(percentile(xs, 50))} ms | ${fmt(percentile(xs, 95))} ms | ${fmt(percentile(xs, 99))} ms | ${fmt(Math.max(...xs))} ms |`;
  const lines = [
    `${r.visitors} visitors generating at once (up to ${fmt(THINK_MS / 1000, 1)} s on each step), ${r.browsers} clients browsing; ${fmt(r.samples.length)} requests in ${fmt(r.seconds, 1)} s; fake AI ${AI_DELAY.delayMs / 1000} to ${AI_DELAY.maxDelayMs / 1000} s a completion (${r.aiCalls} calls); load average before the run ${r.loadAverage}`,
    "",
    "| requests | count | p50 | p95 | p99 | max |",
    "|---|---|---|---|---|---|",
    row("pages, browsing alone (baseline, just before)", r.baseline.filter((s) => s.kind === "page").map((s) => s.ms)),
    row("pages (GET, documents) during the load", pages),
    row("… while the 50 go through the form", burst),
    row("… after the last POST /plan (generations running)", after),
    row("form posts", posts),
    row("status polls (JSON)", polls),
    "",
    "| measure | value | target |",
    "|---|---|---|",
    `| 5xx answers | ${fiveXX} | 0 |`,
    `| 503 refusals of POST /plan, with Retry-After | ${refused503} | |`,
    `| page p99 | ${fmt(pageP99)} ms | < ${PAGE_P99_TARGET_MS} ms |`,
    `| generations finished | ${r.outcomes.done} of ${r.visitors} | most |`,
    `| failed with a message | ${r.outcomes["failed with message"]} | |`,
    `| refused with a message | ${r.outcomes["refused with message"]} | |`,
    `| lost | ${r.outcomes.lost} | 0 |`,
    `| app server CPU during the load | ${r.serverCpuSeconds === null ? "n/a" : `${fmt(r.serverCpuSeconds, 1)} s in ${fmt(r.seconds, 1)} s = ${fmt(r.serverCpuSeconds / r.seconds, 2)} of a core, ${fmt((r.serverCpuSeconds * 1000) / r.samples.length, 1)} ms a request`} | |`,
    `| generation time (POST /plan to done), p50 / max | ${fmt(percentile(r.generationMs, 50) / 1000, 1)} s / ${fmt(Math.max(...r.generationMs, 0) / 1000, 1)} s (${started} started) | |`,
  ];
  if (r.problems.length > 0) lines.push("", "Problems:", ...r.problems.slice(0, 30).map((p) => `- ${p}`));
  lines.push("", ok ? "All targets met." : "TARGET MISSED.");
  return { lines, ok };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { lines, ok } = loadRows(await benchLoad());
  console.log("\n## Load: 50 generations while browsing\n");
  for (const line of lines) console.log(line);
  process.exitCode = ok ? 0 : 1;
}
