/**
 * A small semaphore: at most `max` tasks run at once, the rest wait their turn in arrival order.
 * With `waitMs`, a task that waited that long without a turn fails with `busy()` (default
 * SlotsBusy); without it, it waits as long as it takes. Used for password hashes (a few at a time,
 * a burst refused) and AI generations (a bounded number of calls at once, the rest queued).
 */

export class SlotsBusy extends Error {
  constructor(message = "The server is busy. Please try again in a moment.") {
    super(message);
    this.name = "SlotsBusy";
  }
}

export type Slots = {
  /** Runs `task` in a slot; `waitMs` overrides the default wait for this task only. */
  run<T>(task: () => Promise<T>, options?: { waitMs?: number }): Promise<T>;
  /** Tasks in a slot now. */
  readonly running: number;
  /** Tasks waiting for one. */
  readonly waiting: number;
};

export function createSlots({
  max,
  waitMs: defaultWaitMs,
  busy = () => new SlotsBusy(),
}: {
  max: number;
  waitMs?: number;
  busy?: () => Error;
}): Slots {
  let running = 0;
  const queue: Array<() => void> = [];
  const turn = (waitMs: number | undefined) =>
    new Promise<void>((resolve, reject) => {
      let timer: NodeJS.Timeout | undefined;
      const go = () => {
        clearTimeout(timer);
        resolve();
      };
      if (waitMs !== undefined) {
        timer = setTimeout(() => {
          queue.splice(queue.indexOf(go), 1);
          reject(busy());
        }, waitMs);
      }
      queue.push(go);
    });
  return {
    async run<T>(task: () => Promise<T>, options: { waitMs?: number } = {}): Promise<T> {
      if (running >= max) await turn(options.waitMs ?? defaultWaitMs);
      else running++;
      try {
        return await task();
      } finally {
        // The slot passes straight to the next in line, or is freed.
        const next = queue.shift();
        if (next) next();
        else running--;
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
  };
}
