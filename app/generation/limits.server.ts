import { providerFor, resolveApiKey, type ResolvedKey } from "~/ai-keys/stored-keys.server";
import { hitRateLimit } from "~/auth/rate-limit.server";
import { config } from "~/config.server";
import { jsonError } from "~/http.server";
import { createSlots } from "~/slots.server";
import type { AiProvider } from "./ai-client.server";
import { budgetUsedUpMessage, chargeServerBudget, serverBudget } from "./budget.server";

/**
 * What keeps the operator's AI key from being open to anyone (issue 12, finding 5):
 * - hourly limits per visitor and per client address on starting a generation: tight ones for
 *   generations on the server's key, a generous one for every generation (the built-in planner and
 *   a visitor's own key cost the operator nothing, but a flood of them still costs the server);
 * - the daily budget of server-key generations (budget.server.ts);
 * - at most AI_CONCURRENCY generations making AI calls at once in this process; the worker's
 *   generations wait their turn (still `queued` rows), at most AI_QUEUE_LIMIT of them, and the
 *   /api routes wait up to AI_QUEUE_WAIT_MS for a turn.
 * Every refusal says what happened and when to try again, with Retry-After.
 */

const HOUR_MS = 60 * 60 * 1000;

export type Refusal = { status: 429 | 503; message: string; retryAfterSeconds: number };

/** A refusal thrown from inside a call (the budget's last unit taken meanwhile, no turn in time). */
export class GenerationRefused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.message);
    this.name = "GenerationRefused";
  }
}

export function retryAfterHeader(refusal: Refusal): Record<string, string> {
  return { "Retry-After": String(refusal.retryAfterSeconds) };
}

/** The JSON answer of a refusal, for the /api routes. */
export function refusalResponse(refusal: Refusal): Response {
  return jsonError(refusal.status, refusal.message, undefined, retryAfterHeader(refusal));
}

/** "in 40 seconds", "in 1 minute", "in 12 minutes", "in 3 hours". */
export function waitText(seconds: number): string {
  const plural = (n: number, unit: string) => `in ${n} ${unit}${n === 1 ? "" : "s"}`;
  if (seconds < 60) return plural(Math.max(1, Math.ceil(seconds)), "second");
  if (seconds < 2 * 60 * 60) return plural(Math.ceil(seconds / 60), "minute");
  return plural(Math.ceil(seconds / 3600), "hour");
}

// ---------------------------------------------------------------------------------------------
// Concurrency

export const QUEUE_FULL: Refusal = {
  status: 503,
  message: "Too many plans are being generated right now. Please try again in a minute.",
  retryAfterSeconds: 60,
};

export const AI_BUSY: Refusal = {
  status: 503,
  message: "The AI is busy with other plans right now. Please try again in a moment.",
  retryAfterSeconds: 10,
};

/** This process's AI calls: the worker's generations and the /api routes share these slots. */
export const aiSlots = createSlots({ max: config.AI_CONCURRENCY, busy: () => new GenerationRefused(AI_BUSY) });

// ---------------------------------------------------------------------------------------------
// Hourly limits

/** Who asks: the session's visitor (none: an API client without a session) and the client address. */
type Who = { visitorId: string | undefined; address: string };

type Counter = { key: string; limit: number; message: (limit: number, wait: string) => string };

/** Hits every counter (each attempt counts); the first one over its limit refuses, with the longest wait. */
async function hourly(counters: Counter[], now: number): Promise<Refusal | null> {
  const results = await Promise.all(counters.map((c) => hitRateLimit(c.key, { limit: c.limit, windowMs: HOUR_MS, now })));
  const blocked = counters.flatMap((counter, i) => {
    const result = results[i];
    return result && !result.allowed ? [{ counter, result }] : [];
  });
  const [first] = blocked;
  if (!first) return null;
  const retryAfterSeconds = Math.max(...blocked.map((b) => b.result.retryAfterSeconds));
  return { status: 429, message: first.counter.message(first.counter.limit, waitText(retryAfterSeconds)), retryAfterSeconds };
}

/** The visitor's and the address's counter of one kind (each only when known). */
function perVisitorAndAddress(
  kind: string,
  who: { visitorId: string | undefined; address: string | undefined },
  limits: { visitor: number; address: number },
  message: (subject: { you: boolean }, limit: number, wait: string) => string,
): Counter[] {
  const counters: Counter[] = [];
  if (who.visitorId) {
    counters.push({ key: `${kind}:visitor:${who.visitorId}`, limit: limits.visitor, message: (l, w) => message({ you: true }, l, w) });
  }
  if (who.address) {
    counters.push({ key: `${kind}:address:${who.address}`, limit: limits.address, message: (l, w) => message({ you: false }, l, w) });
  }
  return counters;
}

const subjectOf = ({ you }: { you: boolean }, limit: number, what: string) =>
  you ? `You have started ${limit} ${what} in the last hour` : `${limit} ${what} have been started from your network in the last hour`;

/** Which key a new generation would use: "builtin" when asked for or when there is no key at all. */
export type KeyChoice = { kind: "builtin" } | { kind: ResolvedKey["source"]; key: ResolvedKey };

async function chooseKey(visitorId: string | undefined, wantsBuiltin: boolean): Promise<KeyChoice> {
  if (wantsBuiltin) return { kind: "builtin" };
  const key = await resolveApiKey(visitorId);
  return key ? { kind: key.source, key } : { kind: "builtin" };
}

function generationCounters(who: Who, choice: KeyChoice): Counter[] {
  const counters = perVisitorAndAddress(
    "generation",
    who,
    { visitor: config.GENERATION_TOTAL_LIMIT_PER_HOUR, address: config.GENERATION_TOTAL_LIMIT_PER_ADDRESS_PER_HOUR },
    (subject, limit, wait) => `${subjectOf(subject, limit, "plans")}, the most this server allows. Please try again ${wait}.`,
  );
  if (choice.kind !== "server") return counters;
  return [
    ...perVisitorAndAddress(
      "generation-server-key",
      who,
      { visitor: config.GENERATION_LIMIT_PER_HOUR, address: config.GENERATION_LIMIT_PER_ADDRESS_PER_HOUR },
      (subject, limit, wait) =>
        `${subjectOf(subject, limit, "AI plans")}, the most this server allows. Please try again ${wait}, or use the built-in planner or your own API key now.`,
    ),
    ...counters,
  ];
}

function budgetRefusal(now: number, resetsAt: number): Refusal {
  return { status: 429, message: budgetUsedUpMessage(now, waitText), retryAfterSeconds: Math.ceil((resetsAt - now) / 1000) };
}

// ---------------------------------------------------------------------------------------------
// Admission

export type Admission = { ok: true; useBuiltin: boolean } | { ok: false; refusal: Refusal };

/**
 * Step 4's submit and Try Again, before the generation is queued: the waiting line, the hourly
 * limits, then (server key only) one unit of today's budget, taken here so the queued row may use
 * the server's key whenever its turn comes.
 */
export async function admitGeneration(
  who: Who,
  { wantsBuiltin, now = Date.now() }: { wantsBuiltin: boolean; now?: number },
): Promise<Admission> {
  const choice = await chooseKey(who.visitorId, wantsBuiltin);
  const usesAi = choice.kind !== "builtin";
  if (usesAi && aiSlots.waiting >= config.AI_QUEUE_LIMIT) return { ok: false, refusal: QUEUE_FULL };
  const limited = await hourly(generationCounters(who, choice), now);
  if (limited) return { ok: false, refusal: limited };
  if (choice.kind === "server" && !(await chargeServerBudget(now))) {
    const budget = await serverBudget(now);
    return { ok: false, refusal: budgetRefusal(now, budget?.resetsAt ?? now) };
  }
  return { ok: true, useBuiltin: !usesAi };
}

/** An /api generation let through: the provider to call (null: the built-in planner answers). */
export type ApiAdmission = { provider: AiProvider | null; serverKey: boolean };

/**
 * The guard of /api/generate-plan and /api/generate-customer-profile: throws the JSON 429 when an
 * hourly limit or the daily budget refuses. The budget unit itself is taken in `runAiNow`, once a
 * slot is free, so a request that times out waiting costs nothing.
 */
export async function requireApiGeneration(who: Who, now = Date.now()): Promise<ApiAdmission> {
  const choice = await chooseKey(who.visitorId, false);
  const limited = await hourly(generationCounters(who, choice), now);
  if (limited) throw refusalResponse(limited);
  if (choice.kind === "builtin") return { provider: null, serverKey: false };
  if (choice.kind === "server") {
    const budget = await serverBudget(now);
    if (budget?.usedUp) throw refusalResponse(budgetRefusal(now, budget.resetsAt));
  }
  return { provider: providerFor(choice.key), serverKey: choice.kind === "server" };
}

/**
 * Runs an /api route's AI call in one of this process's slots, waiting up to AI_QUEUE_WAIT_MS for
 * it; throws GenerationRefused (503, or 429 when the budget ran out meanwhile).
 */
export function runAiNow<T>(admission: ApiAdmission, call: () => Promise<T>): Promise<T> {
  return aiSlots.run(
    async () => {
      const now = Date.now();
      if (admission.serverKey && !(await chargeServerBudget(now))) {
        throw new GenerationRefused(budgetRefusal(now, (await serverBudget(now))?.resetsAt ?? now));
      }
      return call();
    },
    { waitMs: config.AI_QUEUE_WAIT_MS },
  );
}

/** Saving a visitor's own key: each save checks the key with the provider, so it is counted. */
export async function limitKeyCheck(who: { visitorId: string; address: string }, now = Date.now()): Promise<Refusal | null> {
  return hourly(
    perVisitorAndAddress(
      "key-check",
      { visitorId: who.visitorId, address: who.address },
      { visitor: config.API_KEY_CHECK_LIMIT_PER_HOUR, address: config.API_KEY_CHECK_LIMIT_PER_ADDRESS_PER_HOUR },
      ({ you }, limit, wait) =>
        `${you ? "You have checked" : "Your network has checked"} ${limit} API keys in the last hour, the most this server allows. Please try again ${wait}.`,
    ),
    now,
  );
}
