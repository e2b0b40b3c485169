/**
 * The browser's copy of the pending plan (SPEC 3, local storage key pendingSavePlan): the id of the
 * generation waiting to be saved. The server session holds the real pending plan; this mirror
 * lets /save-plan pick it up with JavaScript if the session lost it.
 */
export const PENDING_STORAGE_KEY = "pendingSavePlan";

export function writePendingMirror(generationId: string): void {
  try {
    window.localStorage.setItem(PENDING_STORAGE_KEY, JSON.stringify({ generationId, savedAt: new Date().toISOString() }));
  } catch {
    // storage disabled or full: the server session still holds the pending plan
  }
}

export function readPendingMirror(): string | null {
  try {
    const raw = window.localStorage.getItem(PENDING_STORAGE_KEY);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (typeof value === "object" && value !== null && "generationId" in value && typeof value.generationId === "string") {
      return value.generationId;
    }
  } catch {
    // unreadable entry: treat as none
  }
  return null;
}

export function clearPendingMirror(): void {
  try {
    window.localStorage.removeItem(PENDING_STORAGE_KEY);
  } catch {
    // nothing to do
  }
}
