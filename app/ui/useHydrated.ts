import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False during the server render and hydration, true afterwards (and at once for anything mounted
 * later in the browser). Controls that need JavaScript (copy, print, a live countdown, a
 * searchable combobox, a password reveal) appear only then; without JavaScript the page shows what
 * works without them.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
