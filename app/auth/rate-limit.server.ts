import { sql } from "kysely";
import { db } from "~/db.server";

/**
 * Fixed-window counters in the rate_limits table, so every app instance sharing the database
 * sees the same counts. One atomic upsert per hit: no read-then-write race.
 */

export const AUTH_LIMIT = 10;
export const AUTH_WINDOW_MS = 60_000;
export const RATE_LIMIT_MESSAGE = "Too many attempts. Please wait a minute and try again.";

export type RateLimitResult = { allowed: boolean; count: number; retryAfterSeconds: number };

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
  const retryAfterSeconds = Math.max(1, Math.ceil((row.window_start + windowMs - now) / 1000));
  maybeSweep(now);
  return { allowed: row.count <= limit, count: row.count, retryAfterSeconds };
}

/** The client's address as the proxy in front of us reports it; "local" when there is none. */
export function clientIp(request: Request): string {
  const forwarded = request.headers.get("x-forwarded-for");
  const first = forwarded?.split(",")[0]?.trim();
  return first || request.headers.get("x-real-ip")?.trim() || "local";
}

/**
 * Sign-in, sign-up and token requests: at most AUTH_LIMIT a minute per client address and per
 * account (email). Both counters advance on every attempt.
 */
export async function limitAuthAttempt(request: Request, email: string, now = Date.now()): Promise<RateLimitResult> {
  const options = { limit: AUTH_LIMIT, windowMs: AUTH_WINDOW_MS, now };
  const [byIp, byAccount] = await Promise.all([
    hitRateLimit(`auth:ip:${clientIp(request)}`, options),
    hitRateLimit(`auth:account:${email.trim().toLowerCase()}`, options),
  ]);
  const blocked = [byIp, byAccount].filter((r) => !r.allowed);
  if (blocked.length === 0) return byAccount;
  return { allowed: false, count: Math.max(byIp.count, byAccount.count), retryAfterSeconds: Math.max(...blocked.map((r) => r.retryAfterSeconds)) };
}

let lastSweep = 0;
function maybeSweep(now: number): void {
  if (now - lastSweep < 10 * 60_000) return;
  lastSweep = now;
  void db
    .deleteFrom("rate_limits")
    .where("window_start", "<", now - 60 * 60_000)
    .execute()
    .catch((error) => console.error("rate limit clean-up failed", error));
}
