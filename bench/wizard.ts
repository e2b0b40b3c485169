/**
 * The wizard's hot path: a step's POST (validate, store in the session row, 302) followed by the
 * GET of the next step (session read, SSR), at 20 connections, after WARMUP_SECONDS of the same
 * load. Each connection is its own visitor with its own session and its own product answers.
 * `rps` and `p99` are per request, as autocannon (and the page bench)
 * count them; `roundTripsPerSecond` and `roundTripP99` time the pair, from the POST being sent to
 * the GET's answer.
 *
 * `benchWizard(baseUrl)` prints nothing; `node --import tsx bench/wizard.ts http://127.0.0.1:3000`
 * prints its result as JSON.
 */
import autocannon from "autocannon";
import { performance } from "node:perf_hooks";
import { BENCH_SECONDS, WARMUP_SECONDS } from "./lib";

const CONNECTIONS = 20;

const words = (n: number, seed: number) => Array.from({ length: n }, (_, i) => `w${seed}-${i}`).join(" ");

/** Each visitor its own product, so no two sessions hold the same answers. */
export function productForm(visitor: number): string {
  return new URLSearchParams({
    productName: `Bench Rocket ${visitor}`,
    productWebsite: `https://bench-${visitor}.example`,
    productType: "saas",
    productStage: "beta",
    productDescription: words(80, visitor),
    intent: "continue",
  }).toString();
}

export async function newVisitorCookie(baseUrl: string, visitor: number): Promise<string> {
  const response = await fetch(`${baseUrl}/product`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: productForm(visitor),
    redirect: "manual",
  });
  const cookie = response.headers.get("set-cookie")?.split(";")[0];
  if (response.status !== 302 || !cookie) throw new Error(`POST /product answered ${response.status} without a session`);
  return cookie;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

type Context = { visitor?: number; start?: number; ok?: boolean };

export type WizardBench = { rps: number; p99: number; roundTripsPerSecond: number; roundTripP99: number };

export async function benchWizard(baseUrl: string, seconds = BENCH_SECONDS): Promise<WizardBench> {
  const visitors = await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, visitor) => ({ cookie: await newVisitorCookie(baseUrl, visitor), form: productForm(visitor) })),
  );
  if (WARMUP_SECONDS > 0) await runWizard(baseUrl, visitors, WARMUP_SECONDS);
  return runWizard(baseUrl, visitors, seconds);
}

async function runWizard(baseUrl: string, visitors: { cookie: string; form: string }[], seconds: number): Promise<WizardBench> {
  let nextVisitor = 0;
  const visitorAt = (index: number) => {
    const visitor = visitors[index];
    if (!visitor) throw new Error(`no visitor ${index}`);
    return visitor;
  };
  const roundTrips: number[] = [];
  let failures = 0;

  const result = await autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: "POST",
        path: "/product",
        setupRequest: (request, context: Context) => {
          context.visitor ??= nextVisitor++ % visitors.length;
          const { cookie, form } = visitorAt(context.visitor);
          context.start = performance.now();
          return {
            ...request,
            body: form,
            headers: { ...request.headers, "content-type": "application/x-www-form-urlencoded", cookie },
          };
        },
        onResponse: (status, _body, context: Context, headers) => {
          context.ok = status === 302 && headers?.location === "/audience";
        },
      },
      {
        method: "GET",
        path: "/audience",
        setupRequest: (request, context: Context) => ({
          ...request,
          headers: { ...request.headers, cookie: visitorAt(context.visitor ?? 0).cookie },
        }),
        onResponse: (status, _body, context: Context) => {
          if (context.ok && status === 200 && context.start !== undefined) roundTrips.push(performance.now() - context.start);
          else failures++;
        },
      },
    ],
  });

  if (failures > roundTrips.length / 100 || result.errors + result.timeouts > 0) {
    throw new Error(`wizard bench: ${failures} failed round trips, ${result.errors} errors, ${result.timeouts} timeouts`);
  }
  roundTrips.sort((a, b) => a - b);
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    roundTripsPerSecond: roundTrips.length / seconds,
    roundTripP99: Math.round(percentile(roundTrips, 99) * 10) / 10,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.argv[2] ?? "http://127.0.0.1:3000";
  console.log(JSON.stringify(await benchWizard(url)));
}
