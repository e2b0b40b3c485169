/**
 * Issue 11's yardstick: the app against a trivial Remix page (bench/trivial-remix.ts) built from
 * the same packages and started in the same run, in production mode.
 *
 * Four loads, each at 20 connections with the same warm-up and length (lib.ts `load`):
 * - the trivial app's GET / under server/index.mjs, the server the app runs on (`npm start`): the
 *   yardstick the targets are judged against, as both pay for the same HTTP layer;
 * - the trivial app's GET / under remix-serve, the server of Remix's templates (shown beside it);
 * - the app's GET /, an anonymous visitor;
 * - the app's GET /product for a visitor who has answered it: each of the 20 connections is its
 *   own visitor with its own session and its own answers, and the page shows them.
 *
 * On two cores the machine's other work drifts, so the loads are interleaved: BENCH_ROUNDS rounds
 * (default 3), each running the four loads once, in an order that rotates from round to round.
 * A ratio is the app's mean over the rounds ÷ the trivial page's mean over the same rounds; p99 is
 * the worst round's.
 */
import type autocannon from "autocannon";
import { fmt, load, type LoadResult, type RunningServer } from "./lib";
import { rmSync } from "node:fs";
import { buildTrivialRemix, startTrivialRemix } from "./trivial-remix";
import { newVisitorCookie } from "./wizard";

const CONNECTIONS = 20;
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

export const TARGETS = { home: 0.7, step: 0.5, p99Ms: 100 };

type LoadName = "trivial" | "trivialRemixServe" | "home" | "step";
const LABELS: Record<LoadName, string> = {
  trivial: "trivial Remix GET / (the app's server)",
  trivialRemixServe: "trivial Remix GET / (remix-serve)",
  home: "app GET / (anonymous)",
  step: "app GET /product (a visitor's own answers)",
};

export type AgainstRemix = { rounds: Record<LoadName, LoadResult[]> };

export async function benchAgainstTrivialRemix(app: RunningServer, trivialPorts: [number, number]): Promise<AgainstRemix> {
  const dir = buildTrivialRemix();
  const servers: RunningServer[] = [];
  try {
    servers.push(await startTrivialRemix(dir, "app-server", trivialPorts[0]), await startTrivialRemix(dir, "remix-serve", trivialPorts[1]));
    const [trivial, trivialRemixServe] = servers as [RunningServer, RunningServer];
    const cookies = await Promise.all(Array.from({ length: CONNECTIONS }, (_, visitor) => newVisitorCookie(app.url, visitor)));
    for (const [visitor, cookie] of cookies.entries()) {
      const html = await (await fetch(`${app.url}/product`, { headers: { cookie } })).text();
      if (!html.includes(`value="Bench Rocket ${visitor}"`)) throw new Error(`GET /product does not show visitor ${visitor}'s answers`);
    }
    for (const server of servers) {
      if (!(await (await fetch(`${server.url}/`)).text()).includes("<h1>A trivial Remix page</h1>")) {
        throw new Error(`the trivial Remix app does not answer its page at ${server.url}`);
      }
    }

    let nextVisitor = 0;
    // Each connection (warm-up and measured load alike) is given one visitor's cookie for good.
    const ownVisitor = (client: autocannon.Client) => client.setHeaders({ cookie: cookies[nextVisitor++ % CONNECTIONS] ?? "" });
    const loads: Record<LoadName, () => Promise<LoadResult>> = {
      trivial: () => load({ url: `${trivial.url}/` }),
      trivialRemixServe: () => load({ url: `${trivialRemixServe.url}/` }),
      home: () => load({ url: `${app.url}/` }),
      step: () => load({ url: `${app.url}/product`, setupClient: ownVisitor }),
    };

    const order: LoadName[] = ["trivial", "home", "trivialRemixServe", "step"];
    const rounds: Record<LoadName, LoadResult[]> = { trivial: [], trivialRemixServe: [], home: [], step: [] };
    for (let round = 0; round < ROUNDS; round++) {
      const shift = round % order.length;
      for (const name of [...order.slice(shift), ...order.slice(0, shift)]) {
        const result = await loads[name]();
        if (result.errors + result.non2xx > 0) {
          throw new Error(`${LABELS[name]}: ${result.errors} errors and ${result.non2xx} non-2xx answers`);
        }
        rounds[name].push(result);
      }
    }
    return { rounds };
  } finally {
    for (const server of servers) await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

export function againstRemixSummary({ rounds }: AgainstRemix) {
  const trivialRps = mean(rounds.trivial.map((r) => r.rps));
  const summary = (name: LoadName) => ({
    rps: mean(rounds[name].map((r) => r.rps)),
    ratio: mean(rounds[name].map((r) => r.rps)) / trivialRps,
    roundRatios: rounds[name].map((r, i) => r.rps / (rounds.trivial[i]?.rps ?? Number.NaN)),
    p99: Math.max(...rounds[name].map((r) => r.p99)),
  });
  return { trivial: summary("trivial"), trivialRemixServe: summary("trivialRemixServe"), home: summary("home"), step: summary("step") };
}

export function againstRemixReport(result: AgainstRemix): string {
  const s = againstRemixSummary(result);
  const n = result.rounds.trivial.length;
  const verdict = (ok: boolean) => (ok ? "met" : "**not met**");
  const lines = [
    `| load | ${Array.from({ length: n }, (_, i) => `round ${i + 1} req/s (p99)`).join(" | ")} | mean req/s | ÷ trivial, app's server (per round) | ÷ trivial, remix-serve | target | worst p99 | p99 ≤ ${TARGETS.p99Ms} ms |`,
    `|---|${"---|".repeat(n)}---|---|---|---|---|---|`,
  ];
  for (const name of ["trivial", "trivialRemixServe", "home", "step"] as const) {
    const cells = result.rounds[name].map((r) => `${fmt(r.rps)} (${fmt(r.p99)} ms)`);
    const ratio =
      name === "trivial" ? "100%" : `**${fmt(s[name].ratio * 100, 1)}%** (${s[name].roundRatios.map((r) => fmt(r * 100)).join(", ")})`;
    const againstRemixServe = `${fmt((s[name].rps / s.trivialRemixServe.rps) * 100, 1)}%`;
    const target = name === "home" || name === "step" ? `≥ ${TARGETS[name] * 100}%: ${verdict(s[name].ratio >= TARGETS[name])}` : "";
    lines.push(
      `| ${LABELS[name]} | ${cells.join(" | ")} | ${fmt(s[name].rps)} | ${ratio} | ${againstRemixServe} | ${target} | ${fmt(s[name].p99)} ms | ${verdict(s[name].p99 <= TARGETS.p99Ms)} |`,
    );
  }
  return lines.join("\n");
}
