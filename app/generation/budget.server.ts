import { sql } from "kysely";
import { config } from "~/config.server";
import { db } from "~/db.server";

/**
 * The operator's daily AI budget (AI_DAILY_LIMIT): generations made with the server's key per UTC
 * day, counted in the database so every instance shares one count. Unset: no cap.
 *
 * The count lives in the rate_limits table under "ai-budget:YYYY-MM-DD", with `window_start` set to
 * the end of that day: the table's sweep drops rows whose window started over an hour ago, so a row
 * dated by its end stays for the whole day and is cleaned up an hour after it.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export type BudgetState = { limit: number; used: number; usedUp: boolean; resetsAt: number };

const keyOf = (now: number) => `ai-budget:${new Date(now).toISOString().slice(0, 10)}`;

/** Midnight UTC after `now`, in epoch ms: when today's count starts again from zero. */
export function budgetResetsAt(now: number): number {
  return Math.floor(now / DAY_MS) * DAY_MS + DAY_MS;
}

/** Today's use of the budget; null when there is no cap. */
export async function serverBudget(now = Date.now(), limit = config.AI_DAILY_LIMIT): Promise<BudgetState | null> {
  if (limit === undefined) return null;
  const row = await db.selectFrom("rate_limits").select("count").where("key", "=", keyOf(now)).executeTakeFirst();
  const used = row?.count ?? 0;
  return { limit, used, usedUp: used >= limit, resetsAt: budgetResetsAt(now) };
}

/**
 * Takes one generation from today's budget: true when it was there (always, with no cap). One
 * atomic upsert that only counts up while below the limit, so instances racing for the last one
 * cannot both get it.
 */
export async function chargeServerBudget(now = Date.now(), limit = config.AI_DAILY_LIMIT): Promise<boolean> {
  if (limit === undefined) return true;
  const row = await db
    .insertInto("rate_limits")
    .values({ key: keyOf(now), window_start: budgetResetsAt(now), count: 1 })
    .onConflict((oc) =>
      oc
        .column("key")
        .doUpdateSet({ count: sql<number>`rate_limits.count + 1` })
        .where("rate_limits.count", "<", limit),
    )
    .returning("count")
    .executeTakeFirst();
  return row !== undefined;
}

/** What a visitor reads when the budget is used up: what to do now, and when it resets. */
export function budgetUsedUpMessage(now: number, wait: (seconds: number) => string): string {
  const seconds = Math.ceil((budgetResetsAt(now) - now) / 1000);
  return `Today's AI budget on this server is used up. It resets at midnight UTC (${wait(seconds)}). Until then, use the built-in planner or add your own API key.`;
}
