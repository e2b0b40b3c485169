import type { AppSession } from "~/session.server";

/**
 * The pending plan: the generation a signed-out visitor asked to save, kept server-side so it
 * survives the trip through /login with or without JS. (The plan being edited is not kept here:
 * it travels with the plan form, see editing.ts.)
 */

const PENDING_KEY = "pendingSavePlan";

export function pendingGenerationId(session: AppSession): string | null {
  const value = session.get(PENDING_KEY);
  return typeof value === "string" && value ? value : null;
}

export function setPendingGeneration(session: AppSession, generationId: string): void {
  session.set(PENDING_KEY, generationId);
}

export function clearPendingGeneration(session: AppSession): void {
  session.unset(PENDING_KEY);
}
