/**
 * Issue 14's scaling figure: the same production build served with WEB_CONCURRENCY=1 and =2 (one
 * worker per core on this 2-core machine), side by side, each on its own SQLite file. Two loads at
 * 20 connections: GET / (anonymous) and GET /product for visitors who answered it (each connection
 * its own visitor, as in the comparison with the trivial Remix page). The loads are interleaved in
 * BENCH_ROUNDS rounds whose order rotates, so the machine's drift falls on both; a ratio is the mean
 * over the rounds of two workers ÷ the mean of one. The load generator runs on the same two cores,
 * so the two workers never have both to themselves: with autocannon (about 0.27 ms of CPU a request
 * here) that is a quarter of a core at 2 workers' rate; with wrk (0.06 ms), when installed, a
 * sixteenth. Both are reported.
 */
import type autocannon from "autocannon";
import { ROUNDS } from "./against-remix";
import { fmt, load, startAppServer, type LoadResult } from "./lib";
import { newVisitorCookie } from "./wizard";
import { wrkLoad } from "./wrk";

const CONNECTIONS = 20;
export const SCALING_TARGET = 1.7;

type Config = "one" | "two";
type Page = "home" | "step";
export type CoresResult = Record<Config, Record<Page, LoadResult[]>>;
export type LoadGenerator = "autocannon" | "wrk";

export async function benchCores(generator: LoadGenerator = "autocannon"): Promise<CoresResult> {
  const servers = {
    one: await startAppServer(4120, { WEB_CONCURRENCY: "1" }),
    two: await startAppServer(4121, { WEB_CONCURRENCY: "2" }),
  };
  try {
    const cookies = {
      one: await Promise.all(Array.from({ length: CONNECTIONS }, (_, v) => newVisitorCookie(servers.one.url, v))),
      two: await Promise.all(Array.from({ length: CONNECTIONS }, (_, v) => newVisitorCookie(servers.two.url, v))),
    };
    const run = (config: Config, page: Page) => {
      const url = `${servers[config].url}${page === "home" ? "/" : "/product"}`;
      if (generator === "wrk") return wrkLoad(page === "home" ? { url } : { url, cookies: cookies[config] });
      let next = 0;
      const own = (client: autocannon.Client) => client.setHeaders({ cookie: cookies[config][next++ % CONNECTIONS] ?? "" });
      return load(page === "home" ? { url } : { url, setupClient: own });
    };
    const order: [Config, Page][] = [["one", "home"], ["two", "home"], ["one", "step"], ["two", "step"]];
    const result: CoresResult = { one: { home: [], step: [] }, two: { home: [], step: [] } };
    for (let round = 0; round < ROUNDS; round++) {
      const shift = round % order.length;
      for (const [config, page] of [...order.slice(shift), ...order.slice(0, shift)]) {
        const r = await run(config, page);
        if (r.errors + r.non2xx > 0) throw new Error(`WEB_CONCURRENCY=${config === "one" ? 1 : 2} ${page}: ${r.errors} errors, ${r.non2xx} non-2xx`);
        result[config][page].push(r);
      }
    }
    return result;
  } finally {
    await Promise.all([servers.one.stop(), servers.two.stop()]);
  }
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

export function coresReport(result: CoresResult): { lines: string[]; ok: boolean } {
  const lines = [
    "| page | WEB_CONCURRENCY=1 req/s (worst p99) | WEB_CONCURRENCY=2 req/s (worst p99) | 2 ÷ 1 (per round) | goal |",
    "|---|---|---|---|---|",
  ];
  let ok = true;
  for (const page of ["home", "step"] as const) {
    const one = mean(result.one[page].map((r) => r.rps));
    const two = mean(result.two[page].map((r) => r.rps));
    const perRound = result.two[page].map((r, i) => r.rps / (result.one[page][i]?.rps ?? Number.NaN));
    const worst = (config: Config) => fmt(Math.max(...result[config][page].map((r) => r.p99)));
    const met = two / one >= SCALING_TARGET;
    ok &&= met;
    lines.push(
      `| ${page === "home" ? "GET / (anonymous)" : "GET /product (a visitor's own answers)"} | ${fmt(one)} (${worst("one")} ms) | ${fmt(two)} (${worst("two")} ms) | **${fmt(two / one, 2)}×** (${perRound.map((x) => fmt(x, 2)).join(", ")}) | ≥ ${SCALING_TARGET}×: ${met ? "met" : "**not met**"} |`,
    );
  }
  return { lines, ok };
}
