const ANNOUNCED_KEY = "liftoff:announcedGenerations";

/**
 * True the first time this tab announces generation `id` as finished, so the success toast shows
 * once and not on every reload. Kept in the browser: a GET of the page changes nothing on the server.
 */
export function firstAnnouncement(id: string): boolean {
  try {
    const seen: unknown = JSON.parse(window.sessionStorage.getItem(ANNOUNCED_KEY) ?? "[]");
    const ids = Array.isArray(seen) ? seen.filter((x): x is string => typeof x === "string") : [];
    if (ids.includes(id)) return false;
    window.sessionStorage.setItem(ANNOUNCED_KEY, JSON.stringify([...ids, id].slice(-20)));
  } catch {
    // storage disabled: announcing again on a reload is the lesser harm
  }
  return true;
}
