import { useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Button } from "~/ui/Button";
import { isNetworkFailure, retryDelay, RETRY_DELAYS_MS, type NetworkFailure } from "./network-failure";

type Held = { form: HTMLFormElement; submitter: HTMLElement | null };

type Options = {
  /**
   * The route's action data. A NetworkFailure there (its clientAction is keepFormOnNetworkFailure)
   * means the last send got no answer although the browser thought it was online ("lie-fi").
   */
  actionData?: unknown;
  /** Waits before each automatic resend after a failure (network-failure.ts RETRY_DELAYS_MS). */
  retryDelays?: readonly number[];
  /**
   * Whether a send is under way, for a form sent through a fetcher (its `state` is not "idle"):
   * by default, whether the page is navigating.
   */
  busy?: boolean;
};

/** Sends the form again as the visitor sent it (the same submit button), if it is still on the page. */
function resend({ form, submitter }: Held) {
  if (!form.isConnected) return; // the page moved on meanwhile
  form.requestSubmit(submitter && form.contains(submitter) ? submitter : undefined);
}

/**
 * With JavaScript, a form sent while the browser is offline is not sent (it would fail, and the page
 * with every value typed would give way to the browser's error): it is held, the page says so, and it
 * is sent once, as the visitor sent it (the same submit button), when the connection returns. A send
 * that fails anyway while the browser thinks it is online (`actionData` is a NetworkFailure) is
 * treated the same: the page says so, and the form goes again on the `online` event, by itself
 * after a wait that grows (2 s, 4 s, ... 30 s), or at once with `retry` (the Try again button).
 * The form's own submission key (app/submissions.server.ts) makes a resend safe even if a first try
 * did reach the server. Without JavaScript none of this runs: the browser resends, and the key
 * keeps that to one.
 *
 * Put `onSubmitCapture` on an element around the form: it runs before the form's own handler.
 * A form sent through a fetcher passes the fetcher's `data` as `actionData`, and `busy`.
 */
export function useHeldSubmit({ actionData, retryDelays = RETRY_DELAYS_MS, busy: sending }: Options = {}): {
  /** Whether the page should say the form is waiting for the network (held offline, or failed). */
  held: boolean;
  /** Whether the last send failed for lack of network (Try again makes sense). */
  failed: boolean;
  /** Whether a send (the resend, or any other navigation) is under way. */
  busy: boolean;
  /** Sends the failed form again now. */
  retry: () => void;
  onSubmitCapture: (event: FormEvent<HTMLElement>) => void;
} {
  const [held, setHeld] = useState<Held | null>(null);
  /** The last form sent (not held): what a failure sends again. */
  const lastSent = useRef<Held | null>(null);
  const failure: NetworkFailure | null = isNetworkFailure(actionData) ? actionData : null;
  /** Failures in a row, for the backoff; a send that got an answer starts it again. */
  const failures = useRef(0);
  const navigation = useNavigation();
  const busy = sending ?? navigation.state !== "idle";
  const busyRef = useRef(busy);
  busyRef.current = busy;

  useEffect(() => {
    if (!held) return;
    const send = () => {
      if (!navigator.onLine) return;
      setHeld(null);
      resend(held);
    };
    window.addEventListener("online", send);
    return () => window.removeEventListener("online", send);
  }, [held]);

  // Each failure (a new action data object) sends the form again once: when the connection comes
  // back, or after the backoff's wait, whichever is first. Another send meanwhile (Try again, the
  // visitor pressing Continue) ends with new action data, and so with a new wait or none.
  useEffect(() => {
    if (!failure) {
      failures.current = 0;
      return;
    }
    failures.current += 1;
    const target = lastSent.current;
    if (!target) return;
    let done = false;
    const fire = () => {
      if (done || !navigator.onLine) return; // offline: the `online` event comes later
      stop();
      if (!busyRef.current) resend(target);
    };
    const timer = setTimeout(fire, retryDelay(failures.current, retryDelays));
    window.addEventListener("online", fire);
    function stop() {
      done = true;
      clearTimeout(timer);
      window.removeEventListener("online", fire);
    }
    return stop;
  }, [failure, retryDelays]);

  const retry = () => {
    if (busyRef.current || !lastSent.current) return;
    resend(lastSent.current);
  };

  const onSubmitCapture = (event: FormEvent<HTMLElement>) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    const sent = { form, submitter: (event.nativeEvent as SubmitEvent).submitter ?? null };
    if (navigator.onLine) {
      lastSent.current = sent;
      return;
    }
    event.preventDefault();
    event.stopPropagation();
    setHeld(sent);
  };

  return { held: held !== null || failure !== null, failed: failure !== null, busy, retry, onSubmitCapture };
}

/**
 * The polite live region that says a form is held; empty (but present, so it is announced) otherwise.
 * With `onRetry` (a send that failed), a Try again button beside the message.
 */
export function HeldNotice({ held, message, onRetry, busy }: { held: boolean; message: string; onRetry?: () => void; busy?: boolean }) {
  return (
    <div className={held ? "flex flex-wrap items-center justify-between gap-3 rounded-md border border-amber-300 bg-amber-50 px-3 py-2" : "contents"}>
      <p role="status" className={held ? "text-sm font-semibold text-amber-900" : "sr-only"}>
        {held ? message : ""}
      </p>
      {held && onRetry ? (
        <Button size="sm" onClick={onRetry} disabled={busy}>
          Try again
        </Button>
      ) : null}
    </div>
  );
}
