/**
 * Work the server does once per process, beside serving requests. Later modules register here
 * (e.g. recovering generations a stopped server left running).
 */
type Task = () => void | Promise<void>;
const tasks: Task[] = [];
let started = false;

export function onServerStart(task: Task): void {
  tasks.push(task);
  if (started) void Promise.resolve(task()).catch((e) => console.error("start-up task failed", e));
}

export function startBackgroundWork(): void {
  if (started) return;
  started = true;
  for (const task of tasks) void Promise.resolve(task()).catch((e) => console.error("start-up task failed", e));
}
