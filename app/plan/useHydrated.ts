import { useEffect, useState } from "react";

/**
 * False during the server render and the first client render (so hydration matches), true once
 * React runs in the browser. Controls that need JavaScript (copy, print, live countdown) appear
 * only then; without JavaScript the page shows what works without them.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
