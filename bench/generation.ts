/**
 * Plan generation: with the fake AI server answering every call after a fixed delay D, a plan
 * with its profile must be ready in at most 1.2 × D (the two calls overlap), and the server's own
 * work per generation (prompts, SDK, parsing, checks, SQLite; everything but waiting) under 50 ms.
 *
 * The fake server runs as its own process, so this process's CPU time is the app's work alone.
 * Run alone: node --import tsx bench/generation.ts [D ms] [runs]
 */
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { fmt, stopChild, waitForUrl } from "./lib";

export type GenerationBench = {
  delayMs: number;
  runs: number;
  /** Median submit-to-done time over D. */
  ratio: number;
  medianMs: number;
  /** CPU time (user + system) of the app per generation, in ms. */
  cpuMsPerGeneration: number;
  /** Wall time beyond D per generation (median), in ms: an upper bound on the app's own latency. */
  overheadMs: number;
};

/** The middle value; NaN for no values (the report then shows it rather than a made-up number). */
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

export async function benchGeneration({ delayMs = 1000, runs = 7, fakePort = 4291 } = {}): Promise<GenerationBench> {
  const fake = spawn(process.execPath, ["--import", "tsx", "tests/support/fake-openai.ts", "--port", String(fakePort)], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  const fakeUrl = `http://127.0.0.1:${fakePort}`;
  const dbFile = join(tmpdir(), `liftoff-bench-generation-${process.pid}.db`);
  try {
    await waitForUrl(`${fakeUrl}/__health`);
    const control = await fetch(`${fakeUrl}/__control`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ all: { delayMs } }),
    });
    if (!control.ok) throw new Error(`fake server control failed: ${await control.text()}`);

    // The app modules read their configuration when first imported: set it first.
    process.env.DATABASE_URL = dbFile;
    process.env.OPENAI_API_KEY = "sk-bench";
    process.env.OPENAI_BASE_URL = `${fakeUrl}/v1`;
    process.env.SESSION_SECRET ??= "bench-secret-bench-secret-bench";
    const { openDatabase } = await import("../db/index.server");
    const { migrateToLatest } = await import("../db/migrate");
    const migrator = openDatabase(dbFile);
    await migrateToLatest(migrator);
    await migrator.destroy();

    const { startGeneration } = await import("../app/generation/start.server");
    const { settleGenerations } = await import("../app/generation/worker.server");
    const { getGenerationRow } = await import("../app/generation/queries.server");
    const { getSession } = await import("../app/session.server");
    const { sampleAnswers } = await import("./generation-answers");

    const times: number[] = [];
    const cpu: number[] = [];
    // One warm-up run: module initialisation and the first connection are not per-generation work.
    for (let i = 0; i <= runs; i++) {
      const session = await getSession(new Request("http://localhost/"));
      const cpuBefore = process.cpuUsage();
      const started = performance.now();
      const { id } = await startGeneration(new Request("http://localhost/plan", { method: "POST" }), session, sampleAnswers);
      await settleGenerations();
      const elapsed = performance.now() - started;
      const used = process.cpuUsage(cpuBefore);
      const row = await getGenerationRow(id);
      if (row?.status !== "done" || !row.profile) throw new Error(`generation ${id} ended ${row?.status}: ${row?.error}`);
      if (i === 0) continue;
      times.push(elapsed);
      cpu.push((used.user + used.system) / 1000);
    }
    const medianMs = median(times);
    return {
      delayMs,
      runs,
      ratio: medianMs / delayMs,
      medianMs,
      cpuMsPerGeneration: median(cpu),
      overheadMs: medianMs - delayMs,
    };
  } finally {
    await stopChild(fake);
    for (const suffix of ["", "-wal", "-shm"]) rmSync(dbFile + suffix, { force: true });
  }
}

export function generationRows(result: GenerationBench): string[] {
  return [
    "| measure | value | budget |",
    "|---|---|---|",
    `| plan + profile ready, median of ${result.runs} (D = ${result.delayMs} ms) | ${fmt(result.medianMs)} ms = ${fmt(result.ratio, 3)} × D | ≤ 1.2 × D |`,
    `| server CPU per generation (median) | ${fmt(result.cpuMsPerGeneration, 1)} ms | < 50 ms |`,
    `| wall time beyond D (median) | ${fmt(result.overheadMs, 1)} ms | |`,
  ];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [delay, runs] = process.argv.slice(2).map(Number);
  const result = await benchGeneration({ delayMs: delay || 1000, runs: runs || 7 });
  console.log("\n## Plan generation (fake AI answering after D ms)\n");
  for (const line of generationRows(result)) console.log(line);
  const ok = result.ratio <= 1.2 && result.cpuMsPerGeneration < 50;
  console.log(ok ? "\nWithin budget." : "\nOVER BUDGET.");
  process.exitCode = ok ? 0 : 1;
}
