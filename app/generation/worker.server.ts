import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import { onServerStart, onServerStop } from "~/startup.server";
import { dayMadeOn } from "~/plan-quality/calendar";
import { buildPlan, buildProfile } from "./planner";
import { GenerationError, generatePlan, generateProfile, profileRequestFrom } from "./generate.server";
import { resolveProvider } from "~/ai-keys/stored-keys.server";
import { aiSlots } from "./limits.server";
import {
  claimGeneration, failAbandoned, failGeneration, finishGeneration, generationInput, getGenerationRow, LEASE_MS, releaseLeases,
  renewLease, saveProfile, setStage, takeableGenerations, type Lease,
} from "./queries.server";

/**
 * The in-process worker: one generation = the profile and the plan requested at the same time.
 * The row is the only state. A worker claims it with a lease (claimGeneration's atomic UPDATE:
 * one winner among all processes and instances), renews the lease while it runs, and writes only
 * under it; a row whose lease ran out (its process died) is taken over by the next sweep.
 * AI generations take one of this process's AI slots (limits.server.ts): beyond AI_CONCURRENCY
 * they wait their turn as `queued` rows (the page keeps loading; a restart still finds them).
 * Built-in ones make no AI call and run at once.
 */

/** This process, as lease owner: unique across restarts, processes and machines. */
const owner = `${hostname()}/${process.pid}/${randomBytes(4).toString("hex")}`;

const running = new Set<Promise<void>>();
/** Rows this process is working on or holds in the AI queue: never "recovered" as if a dead process had left them. */
const active = new Set<string>();

/** Starts the generation in the background (after the current request's response). */
export function kickGeneration(id: string): void {
  const job = new Promise<void>((resolve) => setImmediate(resolve))
    .then(() => runGeneration(id))
    .catch((error: unknown) => console.error(`generation ${id} crashed`, error))
    .finally(() => running.delete(job));
  running.add(job);
}

/** Waits for every background generation of this process (tests, graceful shutdown). */
export async function settleGenerations(): Promise<void> {
  while (running.size > 0) await Promise.allSettled([...running]);
}

export async function runGeneration(id: string): Promise<void> {
  if (active.has(id)) return; // this process already has it, running or waiting its turn
  const row = await getGenerationRow(id);
  if (!row || row.status === "done" || row.status === "failed" || active.has(id)) return;
  active.add(id);
  try {
    if (row.use_builtin === 1) await claimAndRun(id);
    else await aiSlots.run(() => claimAndRun(id));
  } finally {
    active.delete(id);
  }
}

async function claimAndRun(id: string): Promise<void> {
  const lease = await claimGeneration(id, owner);
  if (!lease) return; // another worker holds it, or it is finished
  const renewal = setInterval(() => {
    renewLease(lease).catch((error: unknown) => console.error(`renewing the lease of generation ${id} failed`, error));
  }, LEASE_MS / 3);
  try {
    await runClaimed(lease);
  } finally {
    clearInterval(renewal);
  }
}

async function runClaimed(lease: Lease): Promise<void> {
  const { id } = lease;
  const row = await getGenerationRow(id);
  if (!row) return;
  const answers = generationInput(row);
  if (!answers) {
    await failGeneration(lease, "The answers of this plan could not be read. Please fill in the form again.");
    return;
  }

  try {
    if (row.use_builtin === 1) {
      await saveProfile(lease, buildProfile(answers), null);
      // The plan starts on the day it was asked for, the day its review counts a dated deadline from.
      await finishGeneration(lease, buildPlan(answers, dayMadeOn(row.created_at)));
      return;
    }
    const provider = await resolveProvider(row.visitor_id);
    if (!provider) {
      await failGeneration(lease, "No AI provider API key is configured. Configure a key or use the built-in planner.");
      return;
    }

    // Both calls start now; the stage moves to "plan" once the profile has settled either way.
    const profile = generateProfile(provider, profileRequestFrom(answers)).then(
      async (p) => {
        await saveProfile(lease, p, null);
        await setStage(lease, "plan");
      },
      async (error: unknown) => {
        await saveProfile(lease, null, error instanceof Error ? error.message : String(error));
        await setStage(lease, "plan");
      },
    );
    const plan = generatePlan(provider, answers);
    const [planResult] = await Promise.allSettled([plan, profile]);
    if (planResult.status === "fulfilled") await finishGeneration(lease, { ...planResult.value.plan, source: "ai" });
    else await fail(lease, planResult.reason);
  } catch (error) {
    await fail(lease, error);
  }
}

/** The visitor reads the error's sentence; the log gets the provider's detail, or the stack of anything unexpected. */
async function fail(lease: Lease, error: unknown): Promise<void> {
  if (error instanceof GenerationError) console.warn(`generation ${lease.id} failed: ${error.detail}`);
  else console.error(`generation ${lease.id} failed unexpectedly`, error);
  await failGeneration(lease, error instanceof Error ? error.message : "Failed to generate marketing plan.");
}

export const ABANDONED_MESSAGE = "The server restarted before your plan was finished. Please try again.";

/** Left longer than this (its visitor has moved on): failed rather than re-run. */
const RERUN_WINDOW_MS = 15 * 60 * 1000;
/** How often each process looks for rows nobody is working on. */
export const SWEEP_MS = 10_000;

/**
 * Rows nobody is working on: queued ones (their process stopped before it ran them, or is busy)
 * and running ones whose lease ran out (their process died). Recent ones are run here (the claim
 * decides who gets each); old ones are marked failed so the page shows Try Again. Runs at start
 * and every SWEEP_MS.
 */
export async function sweepGenerations(at = Date.now()): Promise<{ taken: string[]; failed: string[] }> {
  const taken: string[] = [];
  const failed: string[] = [];
  for (const { id, updated_at } of await takeableGenerations(at)) {
    if (active.has(id)) continue;
    if (at - Date.parse(updated_at) > RERUN_WINDOW_MS) {
      if (await failAbandoned(id, ABANDONED_MESSAGE, at)) failed.push(id);
      continue;
    }
    kickGeneration(id);
    taken.push(id);
  }
  return { taken, failed };
}

let sweeping: ReturnType<typeof setInterval> | undefined;

onServerStart(async () => {
  await sweepGenerations();
  sweeping = setInterval(() => {
    sweepGenerations().catch((error: unknown) => console.error("sweeping generations failed", error));
  }, SWEEP_MS);
  sweeping.unref();
});

/**
 * Shutting down: no more sweeps, and every row this process holds is queued again, whole, for
 * another worker or instance to take at once. Nothing is left half-written: this process's
 * later writes no longer apply.
 */
export async function stopGenerationWork(): Promise<number> {
  clearInterval(sweeping);
  return releaseLeases(owner);
}
onServerStop(stopGenerationWork);
