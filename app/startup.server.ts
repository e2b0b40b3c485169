/**
 * Work the server does once per process, beside serving requests: modules register what to do
 * at start (recovering generations a stopped server left) and before the process exits (giving
 * back the generations it holds). server/index.mjs calls `stopBackgroundWork` on SIGTERM.
 */
type Task = () => void | Promise<unknown>;
const startTasks: Task[] = [];
const stopTasks: Task[] = [];
let started = false;

export function onServerStart(task: Task): void {
  startTasks.push(task);
  if (started) void Promise.resolve(task()).catch((e) => console.error("start-up task failed", e));
}

export function onServerStop(task: Task): void {
  stopTasks.push(task);
}

export function startBackgroundWork(): void {
  if (started) return;
  started = true;
  for (const task of startTasks) void Promise.resolve(task()).catch((e) => console.error("start-up task failed", e));
}

/** Runs every stop task (each failure logged, none skipped). */
export async function stopBackgroundWork(): Promise<void> {
  await Promise.all(stopTasks.map((task) => Promise.resolve(task()).catch((e) => console.error("shut-down task failed", e))));
}
