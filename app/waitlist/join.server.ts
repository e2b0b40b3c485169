import { hitRateLimit, rateLimitMessage } from "~/auth/rate-limit.server";
import { db } from "~/db.server";
import type { WaitlistInput } from "./schemas";

/**
 * Joining the waitlist, for the page's form and POST /api/waitlist alike: a per-address limit, the
 * honeypot, and one entry per email (joining again updates it). Both callers validate first, so a
 * mistyped form never counts towards the limit.
 */

/** Joins an hour from one client address (generous: a household or an office shares one address). */
export const WAITLIST_LIMIT = 10;
export const WAITLIST_WINDOW_MS = 60 * 60_000;

/** The toasts and the confirmation (SPEC 8, "Waitlist"; SPEC 2, /waitlist). */
export const JOINED_TOAST = { title: "Thanks for joining!", description: "You're on the Liftoff waitlist. We'll email you when your invitation is ready." };
export const FAILED_TITLE = "Something went wrong";
export const FAILED_FALLBACK = "Please try again later.";
export const CONFIRMATION = "YOU'RE ON THE LIST!";

export type JoinOutcome =
  | { ok: true }
  | { ok: false; status: 429; message: string; retryAfterSeconds: number }
  | { ok: false; status: 503; message: string };

/**
 * Adds or updates the entry for `input.email`. A filled honeypot answers exactly like a success and
 * stores nothing (so a bot learns nothing); it still counts towards the address's limit.
 */
export async function joinWaitlist(
  input: WaitlistInput,
  { address, honeypot, now = Date.now() }: { address: string; honeypot: boolean; now?: number },
): Promise<JoinOutcome> {
  const limit = await hitRateLimit(`waitlist:ip:${address}`, { limit: WAITLIST_LIMIT, windowMs: WAITLIST_WINDOW_MS, now });
  if (!limit.allowed) {
    return { ok: false, status: 429, message: rateLimitMessage(limit.retryAfterSeconds), retryAfterSeconds: limit.retryAfterSeconds };
  }
  if (honeypot) return { ok: true };
  try {
    await upsertEntry(input, new Date(now).toISOString());
  } catch (error) {
    // A busy or read-only database: the visitor is told to try again, never shown a 500.
    console.error("waitlist: could not store an entry", error);
    return { ok: false, status: 503, message: FAILED_FALLBACK };
  }
  return { ok: true };
}

/** One row per email: a new address is inserted, a known one updated (its created_at kept). */
export async function upsertEntry(input: WaitlistInput, at: string): Promise<void> {
  const fields = {
    full_name: input.fullName,
    product_name: input.productName,
    product_website: input.productWebsite ?? null,
    updated_at: at,
  };
  await db
    .insertInto("waitlist_entries")
    .values({ ...fields, email: input.email, created_at: at })
    .onConflict((oc) => oc.column("email").doUpdateSet(fields))
    .execute();
}
