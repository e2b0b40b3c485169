import * as ToastPrimitive from "@radix-ui/react-toast";
import { useEffect, useSyncExternalStore } from "react";
import { useHydrated } from "./useHydrated";

/**
 * Toasts as the spec describes them: one at a time, 5 s, default or destructive, F8 focuses the
 * region, swipe right to dismiss. Radix Toast does the behaviour; this module holds the one
 * current toast. A toast flashed by the server is first rendered as plain markup (so it shows and
 * leaves by CSS with JavaScript off) and handed to Radix once the page is hydrated.
 */

export type ToastMessage = { title: string; description?: string; variant?: "default" | "destructive" };
type Current = ToastMessage & { id: number };

const TOAST_DURATION_MS = 5000;
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
const placement = "fixed top-0 right-0 z-[100] w-full p-4 sm:top-auto sm:bottom-0 md:max-w-[420px]";

const base =
  "pointer-events-auto relative flex w-full items-start justify-between gap-3 rounded-lg border p-4 pr-12 shadow-lg sm:pr-10";
const variants = {
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

export function Toaster({ flashed }: { flashed: ToastMessage | null }) {
  const hydrated = useHydrated();
  const live = useCurrentToast();

  useEffect(() => {
    if (flashed) toast(flashed);
  }, [flashed]);

  if (!hydrated) {
    return flashed ? (
      <div className={`toast-static ${placement}`} role="status" aria-live="polite">
        <div className={`${base} ${variants[flashed.variant ?? "default"]}`}>
          <ToastBody {...flashed} />
        </div>
      </div>
    ) : null;
  }

  return (
    <ToastPrimitive.Provider swipeDirection="right" swipeThreshold={50} duration={TOAST_DURATION_MS}>
      {live ? (
        <ToastPrimitive.Root
          key={live.id}
          className={`${base} ${variants[live.variant ?? "default"]} data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-full data-[state=closed]:opacity-0 transition`}
          onOpenChange={(open) => {
            if (!open) dismiss(live.id);
          }}
          type={live.variant === "destructive" ? "foreground" : "background"}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{live.title}</ToastPrimitive.Title>
            {live.description ? (
              <ToastPrimitive.Description className="text-sm opacity-90">{live.description}</ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close
            aria-label="Close"
            className="absolute right-0 top-0 inline-flex h-11 w-11 items-center justify-center rounded-lg opacity-70 hover:opacity-100 sm:right-2 sm:top-2 sm:h-auto sm:w-auto sm:p-1"
          >
            <span aria-hidden="true">×</span>
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ) : null}
      <ToastPrimitive.Viewport
        hotkey={["F8"]}
        className={`${placement} m-0 flex list-none flex-col gap-2 outline-none`}
      />
    </ToastPrimitive.Provider>
  );
}
