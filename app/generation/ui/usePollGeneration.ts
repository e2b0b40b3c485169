import { useRevalidator } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { toast } from "~/ui/toast";
import { POLL_MS, TOASTS, type GenerationStatusView } from "~/generation/status-view";

/**
 * With JavaScript: asks /plan/:id/status every second while the generation runs, toasts a
 * profile failure once, and reloads the page's data when the row is finished. A failed poll
 * (connection lost) is simply tried again on the next tick: the row keeps going on the server.
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
    const tick = async () => {
      try {
        const response = await fetch(`/plan/${encodeURIComponent(initial.id)}/status`, {
          headers: { Accept: "application/json" },
          signal: controller.signal,
        });
        if (response.ok) setPolled((await response.json()) as GenerationStatusView);
        // Gone (another browser signed out, the row was removed): a reload shows the 404 page.
        if (response.status === 404) return;
      } catch {
        // offline or aborted: the next tick tries again
      }
      if (!controller.signal.aborted) timer = setTimeout(tick, POLL_MS);
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
