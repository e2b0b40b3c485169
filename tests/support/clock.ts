import { vi } from "vitest";

/**
 * A fake clock for tests that would otherwise wait in real time (the AI client's retry waits, a
 * slow answer from the fake AI server). Only setTimeout, clearTimeout and Date are faked: sockets,
 * setImmediate and performance.now stay real, so the fake OpenAI server (real HTTP, in this
 * process) and the SDK keep talking while the clock stands still. Move it with
 * `vi.advanceTimersByTimeAsync(ms)`; `Date.now()` moves with it, so times recorded by the fake
 * server are exact.
 */
export function useFakeClock() {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
  const timeouts = vi.spyOn(globalThis, "setTimeout");
  return {
    /**
     * Lets real I/O run until the code under test has set its `nth` timer of exactly `ms`: a retry
     * wait, an attempt's time-out, or the fake server holding an answer back.
     */
    timerSet(ms: number, nth = 1): Promise<void> {
      return until(() => timeouts.mock.calls.filter(([, delay]) => delay === ms).length >= nth);
    },
    restore(): void {
      timeouts.mockRestore();
      vi.useRealTimers();
    },
  };
}

export type FakeClock = ReturnType<typeof useFakeClock>;

const immediate = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Lets real I/O run until `done()` holds; fails after `limitMs` of real time. */
export async function until(done: () => boolean | Promise<boolean>, limitMs = 5_000): Promise<void> {
  const limit = performance.now() + limitMs;
  while (!(await done())) {
    if (performance.now() > limit) throw new Error(`still waiting after ${limitMs} ms of real time`);
    await immediate();
  }
}

/** Lets real I/O run for `ms` of real time: long enough for a request that was sent to arrive. */
export async function letIoRun(ms = 25): Promise<void> {
  const end = performance.now() + ms;
  while (performance.now() < end) await immediate();
}
