import type { AppSession } from "~/session.server";

/**
 * Session keys of the save flow. The pending plan is the generation a signed-out visitor asked
 * to save (kept server-side, so it survives the trip through /login with or without JS); the
 * editing plan is the saved plan /create?mode=edit loaded, which the next save updates.
 */

const PENDING_KEY = "pendingSavePlan";
const EDITING_KEY = "editingPlanId";

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

export function editingPlanId(session: AppSession): number | null {
  const value = session.get(EDITING_KEY);
  return typeof value === "number" && Number.isSafeInteger(value) ? value : null;
}

export function setEditingPlan(session: AppSession, planId: number | null): void {
  if (planId === null) session.unset(EDITING_KEY);
  else session.set(EDITING_KEY, planId);
}
