import { describe, expect, it } from "vitest";
import { createSlots, SlotsBusy } from "~/slots.server";

/**
 * Issue 12, findings 5 and 6: password hashes and AI generations run a few at a time; a burst waits
 * its turn, then is refused (hashes) or waits as long as it takes (queued generations).
 */

function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe("slots", () => {
  it("runs at most `max` at once, in arrival order, and refuses a task that waited too long", async () => {
    const { run } = createSlots({ max: 2, waitMs: 200 });
    const started: string[] = [];
    const gates = { a: gate(), b: gate(), c: gate() };
    const task = (name: keyof typeof gates) => run(async () => {
      started.push(name);
      await gates[name].opened;
      return name;
    });

    const a = task("a");
    const b = task("b");
    const c = task("c"); // waits for a slot
    const late = run(async () => "never"); // waits behind c, longer than waitMs
    await new Promise((r) => setTimeout(r, 20));
    expect(started).toEqual(["a", "b"]);

    gates.a.open();
    expect(await a).toBe("a");
    await new Promise((r) => setTimeout(r, 20));
    expect(started).toEqual(["a", "b", "c"]); // c took a's slot

    await expect(late).rejects.toBeInstanceOf(SlotsBusy);
    await expect(late).rejects.toThrow("The server is busy. Please try again in a moment.");
    gates.b.open();
    gates.c.open();
    expect(await Promise.all([b, c])).toEqual(["b", "c"]);

    // Everything settled: the slots are free again, at once.
    expect(await run(async () => "free")).toBe("free");
  });

  it("frees the slot when a task fails", async () => {
    const { run } = createSlots({ max: 1, waitMs: 50 });
    await expect(run(async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await run(async () => "next")).toBe("next");
  });

  it("counts who waits; without a deadline a task waits as long as it takes; a task may set its own wait", async () => {
    const slots = createSlots({ max: 1 });
    const first = gate();
    const a = slots.run(() => first.opened.then(() => "a"));
    const b = slots.run(async () => "b");
    const impatient = slots.run(async () => "never", { waitMs: 30 });
    await new Promise((r) => setTimeout(r, 10));
    expect({ running: slots.running, waiting: slots.waiting }).toEqual({ running: 1, waiting: 2 });

    await expect(impatient).rejects.toBeInstanceOf(SlotsBusy);
    expect(slots.waiting).toBe(1);
    await new Promise((r) => setTimeout(r, 100)); // far past any deadline: b still waits
    first.open();
    expect(await Promise.all([a, b])).toEqual(["a", "b"]);
    expect({ running: slots.running, waiting: slots.waiting }).toEqual({ running: 0, waiting: 0 });
  });

  it("refuses with the error it is given", async () => {
    class Busy extends Error {}
    const slots = createSlots({ max: 1, waitMs: 10, busy: () => new Busy("busy") });
    const hold = gate();
    const a = slots.run(() => hold.opened);
    await expect(slots.run(async () => "late")).rejects.toBeInstanceOf(Busy);
    hold.open();
    await a;
  });
});
