import { useLocation } from "@remix-run/react";
import { useEffect } from "react";

/** The registration's worker once it is active (a new one installs first), or null. */
async function activeWorker(registration: ServiceWorkerRegistration): Promise<ServiceWorker | null> {
  if (registration.active) return registration.active;
  const worker = registration.installing ?? registration.waiting;
  if (!worker) return null;
  await new Promise<void>((resolve) => {
    worker.addEventListener("statechange", () => {
      if (worker.state === "activated" || worker.state === "redundant") resolve();
    });
  });
  return registration.active;
}

/**
 * Registers public/sw.js (docs/decisions/008-service-worker.md) and tells it, on every page, who is
 * here (`user`: "u<id>" signed in, "guest" otherwise; null when the page does not know, as on an
 * error page) and which page this is, so it keeps the plans this person opens in their own cache.
 * It registers on every page, not once: sign-out's Clear-Site-Data removes the worker, and the
 * page the person lands on puts a fresh one (with nothing kept) in its place.
 */
export function ServiceWorker({ user }: { user: string | null }) {
  const { pathname, search } = useLocation();

  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    let cancelled = false;
    const url = window.location.origin + pathname + search;
    navigator.serviceWorker
      .register("/sw.js")
      .then(activeWorker)
      .then((worker) => {
        if (!cancelled && user !== null) worker?.postMessage({ type: "page", user, url });
      })
      .catch((error: unknown) => {
        console.warn("The offline copy of Liftoff is not available here.", error);
      });
    return () => {
      cancelled = true;
    };
  }, [user, pathname, search]);

  return null;
}

/** The key the service worker files a visitor's kept pages under. */
export function serviceWorkerUser(root: { user: { id: number } | null } | undefined): string | null {
  if (!root) return null;
  return root.user ? `u${root.user.id}` : "guest";
}
