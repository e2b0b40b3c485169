import { describe, expect, it } from "vitest";
import { createSlots, HashingBusy } from "~/auth/password.server";

/** Issue 12, finding 6: password hashes run a few at a time; a burst waits its turn, then is refused. */

function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe("hashing slots", () => {
  it("runs at most `max` at once, in arrival order, and refuses a task that waited too long", async () => {
    const run = createSlots({ max: 2, waitMs: 200 });
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

    await expect(late).rejects.toBeInstanceOf(HashingBusy);
    await expect(late).rejects.toThrow("The server is busy. Please try again in a moment.");
    gates.b.open();
    gates.c.open();
    expect(await Promise.all([b, c])).toEqual(["b", "c"]);

    // Everything settled: the slots are free again, at once.
    expect(await run(async () => "free")).toBe("free");
  });

  it("frees the slot when a task fails", async () => {
    const run = createSlots({ max: 1, waitMs: 50 });
    await expect(run(async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await run(async () => "next")).toBe("next");
  });
});
