import { sql } from "kysely";
import { db } from "~/db.server";

/**
 * Limits on sign-in, sign-up and token requests, in the rate_limits table so every app instance
 * sharing the database sees the same counts.
 *
 * - Per client address (the real one, see client-address.server.ts): AUTH_LIMIT attempts a minute,
 *   whatever the account. One address cannot try many passwords or many accounts quickly.
 * - Per account *and* address: after FREE_FAILURES wrong passwords in a row, each further try must
 *   wait twice as long as the last (up to MAX_BACKOFF_MS); a success forgives that pair. An
 *   attacker guessing a known email is slowed to a crawl, while its owner, signing in from their
 *   own address, is never locked out by somebody else's failures.
 */

export const AUTH_LIMIT = 10;
export const AUTH_WINDOW_MS = 60_000;
export const FREE_FAILURES = 5;
export const MAX_BACKOFF_MS = 15 * 60_000;

/** What a refused attempt is told: how long to wait, in words. */
export function rateLimitMessage(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Too many attempts. Please wait ${minutes <= 1 ? "a minute" : `${minutes} minutes`} and try again.`;
}

export type RateLimitResult = { allowed: boolean; count: number; retryAfterSeconds: number };

/** One hit on a fixed-window counter: one atomic upsert, no read-then-write race. */
export async function hitRateLimit(
  key: string,
  { limit, windowMs, now = Date.now() }: { limit: number; windowMs: number; now?: number },
): Promise<RateLimitResult> {
  const expired = now - windowMs;
  const row = await db
    .insertInto("rate_limits")
    .values({ key, window_start: now, count: 1 })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        // SET expressions all read the row as it was before the update.
        count: sql<number>`case when rate_limits.window_start <= ${expired} then 1 else rate_limits.count + 1 end`,
        window_start: sql<number>`case when rate_limits.window_start <= ${expired} then ${now} else rate_limits.window_start end`,
      }),
    )
    .returning(["count", "window_start"])
    .executeTakeFirstOrThrow();
  maybeSweep(now);
  return { allowed: row.count <= limit, count: row.count, retryAfterSeconds: secondsUntil(row.window_start + windowMs, now) };
}

/** How long the pair must wait after `failures` wrong passwords in a row: none for the first few, then doubling. */
export function backoffMs(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_BACKOFF_MS, 1000 * 2 ** (failures - FREE_FAILURES));
}

const pairKey = (address: string, email: string) => `auth:fail:${email.trim().toLowerCase()}|${address}`;

/**
 * Before a password is checked (sign-in, sign-up, token): whether this address may try this
 * account now. Every call counts towards the address's per-minute limit.
 */
export async function limitAuthAttempt(address: string, email: string, now = Date.now()): Promise<RateLimitResult> {
  const byAddress = await hitRateLimit(`auth:ip:${address}`, { limit: AUTH_LIMIT, windowMs: AUTH_WINDOW_MS, now });
  if (!byAddress.allowed) return byAddress;
  const failures = await db
    .selectFrom("rate_limits")
    .select(["count", "window_start"])
    .where("key", "=", pairKey(address, email))
    .executeTakeFirst();
  const waitUntil = failures ? failures.window_start + backoffMs(failures.count) : 0;
  if (waitUntil > now) return { allowed: false, count: failures?.count ?? 0, retryAfterSeconds: secondsUntil(waitUntil, now) };
  return byAddress;
}

/** After the check: a wrong password lengthens the pair's back-off; a right one forgives it. */
export async function recordAuthOutcome(address: string, email: string, succeeded: boolean, now = Date.now()): Promise<void> {
  const key = pairKey(address, email);
  if (succeeded) {
    await db.deleteFrom("rate_limits").where("key", "=", key).execute();
    return;
  }
  // window_start holds the time of the last failure, from which the back-off runs.
  await db
    .insertInto("rate_limits")
    .values({ key, window_start: now, count: 1 })
    .onConflict((oc) => oc.column("key").doUpdateSet({ count: sql<number>`rate_limits.count + 1`, window_start: now }))
    .execute();
}

function secondsUntil(time: number, now: number): number {
  return Math.max(1, Math.ceil((time - now) / 1000));
}

/** Counters idle for a day are dropped: a forgotten back-off starts afresh. */
const IDLE_MS = 24 * 60 * 60_000;
let lastSweep = 0;
function maybeSweep(now: number): void {
  if (now - lastSweep < 10 * 60_000) return;
  lastSweep = now;
  void db
    .deleteFrom("rate_limits")
    .where("window_start", "<", now - IDLE_MS)
    .execute()
    .catch((error) => console.error("rate limit clean-up failed", error));
}
