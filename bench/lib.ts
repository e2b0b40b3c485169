import { spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";

/** Shared pieces of the benchmarks: build, start the production server, load it, report. */

export const BENCH_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Load first applied and thrown away, so each figure is the warmed-up (JIT-compiled) server's. */
export const WARMUP_SECONDS = Number(process.env.WARMUP_SECONDS ?? 3);

export { ensureBuild } from "../scripts/ensure-build.mjs";

export async function waitForUrl(url: string, timeoutMs = 30_000): Promise<void> {
  const start = Date.now();
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    if (Date.now() - start > timeoutMs) throw new Error(`${url} did not come up`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export type RunningServer = { url: string; process: ChildProcess; stop: () => Promise<void>; dbFile: string };

/** The production build on a fresh SQLite file, the way `npm start` serves it. */
export async function startAppServer(port: number, env: Record<string, string> = {}): Promise<RunningServer> {
  const dbFile = join(tmpdir(), `liftoff-bench-${port}.db`);
  for (const suffix of ["", "-wal", "-shm"]) rmSync(dbFile + suffix, { force: true });
  const child = spawn(process.execPath, ["tests/support/e2e-server.mjs"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: dbFile,
      SESSION_SECRET: "bench-secret-bench-secret-bench",
      ...env,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForUrl(`${url}/`);
  return { url, process: child, dbFile, stop: () => stopChild(child) };
}

export function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

export type LoadResult = { rps: number; p99: number; errors: number; non2xx: number };

export async function load(options: autocannon.Options): Promise<LoadResult> {
  if (WARMUP_SECONDS > 0) await autocannon({ connections: 20, ...options, duration: WARMUP_SECONDS });
  const result = await autocannon({ duration: BENCH_SECONDS, connections: 20, ...options });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

export function fmt(n: number, digits = 0): string {
  return n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });
}
