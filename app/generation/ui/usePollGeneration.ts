import { useRevalidator } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { whenOnline } from "~/offline/useOnline";
import { toast } from "~/ui/toast";
import { POLL_MS, TOASTS, type GenerationStatusView } from "~/generation/status-view";

/** The longest wait between two polls that failed (a flaky link). */
export const POLL_MAX_BACKOFF_MS = 30_000;

/**
 * With JavaScript: asks /plan/:id/status every second while the generation runs, toasts a
 * profile failure once, and reloads the page's data when the row is finished. The row keeps going
 * on the server whatever the connection does: while the browser is offline nothing is asked, and
 * the first ask is made the moment it is back; a poll that fails anyway (a flaky link) waits twice
 * as long before the next, up to POLL_MAX_BACKOFF_MS, and one that answers brings back every second.
 */
export function usePollGeneration(initial: GenerationStatusView): GenerationStatusView {
  const [polled, setPolled] = useState<GenerationStatusView | null>(null);
  const revalidator = useRevalidator();
  const current = polled?.id === initial.id ? polled : initial;
  const running = initial.status === "queued" || initial.status === "running";
  const profileToasted = useRef(false);

  useEffect(() => {
    if (!running) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout>;
    let delay = POLL_MS;
    const tick = async () => {
      if (!navigator.onLine) {
        await whenOnline(controller.signal);
        if (controller.signal.aborted) return;
      }
      try {
        const response = await fetch(`/plan/${encodeURIComponent(initial.id)}/status`, {
          headers: { Accept: "application/json" },
          signal: controller.signal,
        });
        if (response.ok) setPolled((await response.json()) as GenerationStatusView);
        // Gone (another browser signed out, the row was removed): a reload shows the 404 page.
        if (response.status === 404) return;
        delay = POLL_MS;
      } catch {
        // the connection failed (or the page left): ask again later, backing off
        delay = Math.min(delay * 2, POLL_MAX_BACKOFF_MS);
      }
      if (!controller.signal.aborted) timer = setTimeout(tick, delay);
    };
    timer = setTimeout(tick, POLL_MS);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [initial.id, running]);

  useEffect(() => {
    if (current.profileFailed && running && !profileToasted.current) {
      profileToasted.current = true;
      toast({ ...TOASTS.profileFailed });
    }
  }, [current.profileFailed, running]);

  const finished = current.status === "done" || current.status === "failed";
  useEffect(() => {
    if (running && finished && revalidator.state === "idle") revalidator.revalidate();
    // revalidator changes identity on every state change; only the finish matters here
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [running, finished]);

  return current;
}
