import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from "react";
import { useHydrated } from "./useHydrated";

/**
 * Toasts as the spec describes them: one at a time, 5 s, default or destructive, F8 focuses the
 * region, swipe right to dismiss. Radix Toast does the behaviour; this module holds the one
 * current toast. A toast flashed by the server is first rendered as plain markup (so it shows and
 * leaves by CSS with JavaScript off) and handed to Radix once the page is hydrated.
 */

export type ToastMessage = { title: string; description?: string; variant?: "default" | "destructive" };
export type Current = ToastMessage & { id: number };

export const TOAST_DURATION_MS = 5000;
const RadixToaster = lazy(() => import("./toast-radix"));
let current: Current | null = null;
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** Shows a toast, replacing the one on screen (at most one at a time). */
export function toast(message: ToastMessage): void {
  current = { ...message, id: nextId++ };
  emit();
}

function dismiss(id: number): void {
  if (current?.id === id) {
    current = null;
    emit();
  }
}

function useCurrentToast(): Current | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
    () => null,
  );
}

/**
 * Where toasts show: at the top on phones, where the pages keep no actions of their own beside the
 * header (the page's buttons, such as the result page's Save and Export, sit lower or at the
 * bottom of the screen); bottom right from the sm breakpoint up, beside the content column.
 */
export const placement = "fixed top-0 right-0 z-[100] w-full p-4 sm:top-auto sm:bottom-0 md:max-w-[420px]";

export const base =
  "pointer-events-auto relative flex w-full items-start justify-between gap-3 rounded-lg border p-4 pr-12 shadow-lg sm:pr-10";
export const variants = {
  default: "border-slate-200 bg-white text-ink",
  destructive: "border-red-700 bg-red-700 text-white",
};

function ToastBody({ title, description }: ToastMessage) {
  return (
    <div className="grid gap-1">
      <p className="text-sm font-semibold">{title}</p>
      {description ? <p className="text-sm opacity-90">{description}</p> : null}
    </div>
  );
}

/** A toast as plain markup: without JavaScript (it leaves by CSS), and while Radix is on its way. */
function StaticToast({ message }: { message: ToastMessage }) {
  return (
    <div className={`toast-static ${placement}`} role="status" aria-live="polite">
      <div className={`${base} ${variants[message.variant ?? "default"]}`}>
        <ToastBody {...message} />
      </div>
    </div>
  );
}

export function Toaster({ flashed }: { flashed: ToastMessage | null }) {
  const hydrated = useHydrated();
  const live = useCurrentToast();
  // Once a toast has shown, Radix stays (its region, F8) for the rest of the visit.
  const [shown, setShown] = useState(false);
  if (live && !shown) setShown(true);

  useEffect(() => {
    if (flashed) toast(flashed);
  }, [flashed]);

  if (!hydrated) return flashed ? <StaticToast message={flashed} /> : null;

  if (!live && !shown) return flashed ? <StaticToast message={flashed} /> : null; // until the effect above hands it over
  // Radix Toast (its swipe, F8 and timer) is fetched with the first toast, not with every page:
  // meanwhile the toast shows as plain markup.
  return (
    <Suspense fallback={live ? <StaticToast message={live} /> : null}>
      <RadixToaster live={live} dismiss={dismiss} />
    </Suspense>
  );
}
