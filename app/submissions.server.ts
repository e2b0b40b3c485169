import { createHash, randomBytes } from "node:crypto";
import { db } from "~/db.server";

/**
 * Resent forms do their work once. A page's loader puts a fresh random key in the form (the
 * hidden SUBMISSION_FIELD; the JSON API takes an Idempotency-Key header instead); a double tap, a
 * retry after a time-out or the browser's resubmit sends the same key again. The action runs its
 * work through `once`, which records the key in the database (so it holds across processes and
 * instances, with JavaScript or without) and gives a resend the first submission's result instead.
 *
 * - The key is hashed with the kind of form and the submitter's scope (visitor or user id, as the
 *   caller names it), so a key seen by someone else finds nothing of yours.
 * - What was submitted is fingerprinted: the same key with other contents (the page restored by
 *   Back, then changed) is a new submission, or, for the API, a conflict.
 * - No key, or a malformed one (an old page, a script), runs the work as if there were no key.
 * - Work that produced nothing (a validation error, a refusal, a throw) releases the key, so
 *   sending the form again tries again.
 */

export { SUBMISSION_FIELD } from "./submissions";
export const IDEMPOTENCY_HEADER = "Idempotency-Key";

/** A resend waits this long for the first submission to finish; after that the first counts as lost. */
const WAIT_MS = 15_000;
const POLL_MS = 25;
/** Keys are kept a day: long enough for any resend. */
const KEEP_MS = 24 * 60 * 60_000;

/** A new key for a form, made when the page is rendered. */
export function newSubmissionKey(): string {
  return randomBytes(18).toString("base64url");
}

/** The key a form or header carried, or null when there is none or it is not one of ours (or a sane client's). */
export function submissionKeyOf(value: unknown): string | null {
  return typeof value === "string" && /^[A-Za-z0-9_\-.:]{16,128}$/.test(value) ? value : null;
}

export type Submission = {
  kind: string;
  key: unknown;
  /** Whose submission it is: the visitor or user id (or "" when the contents prove it, as a password does). */
  scope: string | number;
  /** What was submitted, as far as it decides the work (JSON-serialisable). */
  contents: unknown;
};

export type Once<T> =
  /** This submission did the work (also when it carried no usable key). */
  | { kind: "first"; value: T }
  /** A resend: what the first one produced. */
  | { kind: "resent"; result: string };

/** An API request: its Idempotency-Key sent again with another body is refused, as the convention has it. */
export type OnceOrConflict<T> = Once<T> | { kind: "conflict" };

export type OnceOptions = { waitMs?: number; now?: () => number };

/**
 * Runs `run` for the first submission of a key only. `resultOf` says what a resend should be told
 * (an id, a location), or null when the work produced nothing to repeat (the key is released).
 * The same key with other contents is a new submission.
 */
export function once<T>(submission: Submission, run: () => Promise<T>, resultOf: (value: T) => string | null, options: OnceOptions = {}): Promise<Once<T>> {
  return claimOnce(submission, run, resultOf, "new-submission", options) as Promise<Once<T>>;
}

/** `once` for the JSON API: the same key with another body is a conflict. */
export function onceOrConflict<T>(
  submission: Submission,
  run: () => Promise<T>,
  resultOf: (value: T) => string | null,
  options: OnceOptions = {},
): Promise<OnceOrConflict<T>> {
  return claimOnce(submission, run, resultOf, "conflict", options);
}

async function claimOnce<T>(
  submission: Submission,
  run: () => Promise<T>,
  resultOf: (value: T) => string | null,
  onMismatch: "new-submission" | "conflict",
  { waitMs = WAIT_MS, now = Date.now }: OnceOptions,
): Promise<OnceOrConflict<T>> {
  const key = submissionKeyOf(submission.key);
  if (key === null) return { kind: "first", value: await run() };
  const fingerprint = hash(key, JSON.stringify(submission.contents ?? null));
  let id = hash(submission.kind, String(submission.scope), key);

  const deadline = now() + waitMs;
  for (;;) {
    const claimed = await db
      .insertInto("form_submissions")
      .values({ key: id, kind: submission.kind, fingerprint, result: null, created_at: now() })
      .onConflict((oc) => oc.column("key").doNothing())
      .returning("key")
      .executeTakeFirst();
    if (claimed) return { kind: "first", value: await runClaimed(id, run, resultOf, now()) };

    const row = await db
      .selectFrom("form_submissions")
      .select(["fingerprint", "result", "created_at"])
      .where("key", "=", id)
      .executeTakeFirst();
    if (!row) continue; // released meanwhile: claim it
    if (row.fingerprint !== fingerprint) {
      if (onMismatch === "conflict") return { kind: "conflict" };
      // Other contents under the same key: a real new submission, with its own key.
      id = hash(id, fingerprint);
      continue;
    }
    if (row.result !== null) return { kind: "resent", result: row.result };
    if (now() >= deadline) {
      // The first never finished (its process died): this one takes over.
      await db.deleteFrom("form_submissions").where("key", "=", id).where("result", "is", null).where("created_at", "=", row.created_at).execute();
      continue;
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

async function runClaimed<T>(id: string, run: () => Promise<T>, resultOf: (value: T) => string | null, at: number): Promise<T> {
  let result: string | null = null;
  try {
    const value = await run();
    result = resultOf(value);
    return value;
  } finally {
    if (result === null) await db.deleteFrom("form_submissions").where("key", "=", id).execute();
    else await db.updateTable("form_submissions").set({ result }).where("key", "=", id).execute();
    maybeSweep(at);
  }
}

function hash(...parts: string[]): string {
  return createHash("sha256").update(parts.join("\0")).digest("base64url");
}

let lastSweep = 0;
function maybeSweep(now: number): void {
  if (now - lastSweep < 10 * 60_000) return;
  lastSweep = now;
  void db
    .deleteFrom("form_submissions")
    .where("created_at", "<", now - KEEP_MS)
    .execute()
    .catch((error) => console.error("form submission clean-up failed", error));
}
