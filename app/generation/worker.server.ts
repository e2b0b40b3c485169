import { onServerStart } from "~/startup.server";
import { buildPlan, buildProfile } from "./planner";
import { GenerationError, generatePlan, generateProfile, profileRequestFrom } from "./generate.server";
import { resolveProvider } from "~/ai-keys/stored-keys.server";
import { aiSlots } from "./limits.server";
import {
  claimGeneration, failAbandoned, failGeneration, finishGeneration, generationInput, getGenerationRow, requeueRunning, saveProfile,
  setStage, unfinishedGenerations,
} from "./queries.server";

/**
 * The in-process worker: one generation = the profile and the plan requested at the same time.
 * The row is the only state; claimGeneration's atomic UPDATE makes a second run impossible.
 * AI generations take one of this process's AI slots (limits.server.ts): beyond AI_CONCURRENCY
 * they wait their turn as `queued` rows (the page keeps loading; a restart still finds them).
 * Built-in ones make no AI call and run at once.
 */

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
  if (!row || row.status !== "queued" || active.has(id)) return; // someone else has it, or it is finished
  active.add(id);
  try {
    if (row.use_builtin === 1) await claimAndRun(id);
    else await aiSlots.run(() => claimAndRun(id));
  } finally {
    active.delete(id);
  }
}

async function claimAndRun(id: string): Promise<void> {
  if (!(await claimGeneration(id))) return; // another instance took it meanwhile
  await runClaimed(id);
}

async function runClaimed(id: string): Promise<void> {
  const row = await getGenerationRow(id);
  if (!row) return;
  const answers = generationInput(row);
  if (!answers) {
    await failGeneration(id, "The answers of this plan could not be read. Please fill in the form again.");
    return;
  }

  try {
    if (row.use_builtin === 1) {
      await saveProfile(id, buildProfile(answers), null);
      await finishGeneration(id, buildPlan(answers));
      return;
    }
    const provider = await resolveProvider(row.visitor_id);
    if (!provider) {
      await failGeneration(id, "No AI provider API key is configured. Configure a key or use the built-in planner.");
      return;
    }

    // Both calls start now; the stage moves to "plan" once the profile has settled either way.
    const profile = generateProfile(provider, profileRequestFrom(answers)).then(
      async (p) => {
        await saveProfile(id, p, null);
        await setStage(id, "plan");
      },
      async (error: unknown) => {
        await saveProfile(id, null, error instanceof Error ? error.message : String(error));
        await setStage(id, "plan");
      },
    );
    const plan = generatePlan(provider, answers);
    const [planResult] = await Promise.allSettled([plan, profile]);
    if (planResult.status === "fulfilled") await finishGeneration(id, { ...planResult.value.plan, source: "ai" });
    else await fail(id, planResult.reason);
  } catch (error) {
    await fail(id, error);
  }
}

/** The visitor reads the error's sentence; the log gets the provider's detail, or the stack of anything unexpected. */
async function fail(id: string, error: unknown): Promise<void> {
  if (error instanceof GenerationError) console.warn(`generation ${id} failed: ${error.detail}`);
  else console.error(`generation ${id} failed unexpectedly`, error);
  await failGeneration(id, error instanceof Error ? error.message : "Failed to generate marketing plan.");
}

export const ABANDONED_MESSAGE = "The server restarted before your plan was finished. Please try again.";

/** Older than this when the server starts: failed rather than re-run (the visitor has moved on). */
const RERUN_WINDOW_MS = 15 * 60 * 1000;

/**
 * Start-up: rows a stopped process left queued or running. Recent ones run again (they never
 * reached the visitor), old ones are marked failed so the page shows Try Again.
 */
export async function recoverGenerations(now = Date.now()): Promise<{ rerun: string[]; failed: string[] }> {
  const rerun: string[] = [];
  const failed: string[] = [];
  for (const { id, status, updated_at } of await unfinishedGenerations()) {
    if (active.has(id)) continue;
    if (now - Date.parse(updated_at) > RERUN_WINDOW_MS) {
      if (await failAbandoned(id, ABANDONED_MESSAGE)) failed.push(id);
      continue;
    }
    if (status === "running") await requeueRunning(id);
    kickGeneration(id);
    rerun.push(id);
  }
  return { rerun, failed };
}

onServerStart(async () => {
  await recoverGenerations();
});
