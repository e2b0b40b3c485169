import { useEffect, useState, type FormEvent } from "react";

type Held = { form: HTMLFormElement; submitter: HTMLElement | null };

/**
 * With JavaScript, a form sent while the browser is offline is not sent (it would fail, and the page
 * with every value typed would give way to the browser's error): it is held, the page says so, and it
 * is sent once, as the visitor sent it (the same submit button), when the connection returns. The
 * form's own submission key (app/submissions.server.ts) makes that resend safe even if a first try
 * did reach the server. Without JavaScript none of this runs: the browser resends, and the key
 * keeps that to one.
 *
 * Put `onSubmitCapture` on an element around the form: it runs before the form's own handler.
 */
export function useHeldSubmit(): { held: boolean; onSubmitCapture: (event: FormEvent<HTMLElement>) => void } {
  const [held, setHeld] = useState<Held | null>(null);

  useEffect(() => {
    if (!held) return;
    const send = () => {
      if (!navigator.onLine) return;
      setHeld(null);
      if (!held.form.isConnected) return; // the page moved on meanwhile
      const submitter = held.submitter && held.form.contains(held.submitter) ? held.submitter : undefined;
      held.form.requestSubmit(submitter);
    };
    window.addEventListener("online", send);
    return () => window.removeEventListener("online", send);
  }, [held]);

  const onSubmitCapture = (event: FormEvent<HTMLElement>) => {
    if (navigator.onLine) return;
    event.preventDefault();
    event.stopPropagation();
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    setHeld({ form, submitter: (event.nativeEvent as SubmitEvent).submitter ?? null });
  };

  return { held: held !== null, onSubmitCapture };
}

/** The polite live region that says a form is held; empty (but present, so it is announced) otherwise. */
export function HeldNotice({ held, message }: { held: boolean; message: string }) {
  return (
    <p role="status" className={held ? "rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900" : "sr-only"}>
      {held ? message : ""}
    </p>
  );
}
