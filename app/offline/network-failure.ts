import type { ShouldRevalidateFunction } from "@remix-run/react";

/**
 * "Lie-fi": the browser says it is online (navigator.onLine), but the request fails all the same: a
 * captive portal, a dead link, a server out of reach. For a form that would be the root error
 * boundary, with the typed values left only in localStorage. A step route's `clientAction` (with
 * JavaScript only: without it the browser's own error page and resend, and the submission key,
 * apply as before) turns such a failure into action data the form shows instead: every value stays
 * in place, the offline message shows, and useHeldSubmit sends the form again (app/offline/
 * useHeldSubmit.tsx). A reply the server did send (a 422, a 500, a redirect) is left alone.
 */

/** What a step's action returns in the browser when its request never got an answer. */
export type NetworkFailure = { networkFailure: true };

/**
 * The failure's status: a 4xx/5xx action result is not followed by the loaders' revalidation (with
 * single fetch), which would fail the same way and reach the error boundary after all.
 */
export const NETWORK_FAILURE_STATUS = 503;

/** Where Remix's single fetch could not read the reply: it is not the app's (a captive portal's page). */
const UNDECODABLE = "Unable to decode turbo-stream response";

/**
 * Whether `error` means the request got no answer from the app: fetch's TypeError ("Failed to
 * fetch" in Chromium, "Load failed" in Safari, "NetworkError when attempting to fetch resource" in
 * Firefox), or a reply Remix cannot decode because something else on the way answered it.
 * An aborted request (the visitor went elsewhere) is not one: it is a DOMException.
 */
export function isNetworkError(error: unknown): boolean {
  if (error instanceof TypeError) return true;
  return error instanceof Error && error.message.startsWith(UNDECODABLE);
}

/** Whether a route's action data is the NetworkFailure that keepFormOnNetworkFailure returned. */
export function isNetworkFailure(data: unknown): data is NetworkFailure {
  return typeof data === "object" && data !== null && (data as Partial<NetworkFailure>).networkFailure === true;
}

/**
 * A step route's clientAction: the server's action as usual, except that a request that failed for
 * lack of network comes back as NetworkFailure (a JSON Response, so Remix keeps its status and skips
 * revalidation) instead of an error. `export const clientAction = keepFormOnNetworkFailure;`
 */
export async function keepFormOnNetworkFailure<T>({ serverAction }: { serverAction: () => Promise<T> }): Promise<T | Response> {
  try {
    return await serverAction();
  } catch (error) {
    if (!isNetworkError(error)) throw error;
    const failure: NetworkFailure = { networkFailure: true };
    return new Response(JSON.stringify(failure), {
      status: NETWORK_FAILURE_STATUS,
      headers: { "Content-Type": "application/json" },
    });
  }
}

/**
 * A route's `shouldRevalidate` for a page that sends a form through a fetcher whose clientAction is
 * keepFormOnNetworkFailure (Save Plan on /plan/:id). Single fetch means not to reload a page's data
 * after an action's 4xx/5xx, and does not after a navigation's; after a fetcher's it still reloads
 * every route of the page that has no shouldRevalidate, and after a NetworkFailure that reload fails
 * the same way and shows the error page. On each route of the page (root included): no reload after
 * a failed action, as after a navigation's; otherwise the default (with single fetch, a reload).
 */
export const noReloadAfterFailedAction: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) =>
  actionStatus !== undefined && actionStatus >= 400 ? false : defaultShouldRevalidate;

/**
 * How long to wait before sending a failed form again by itself, after `failures` failures in a
 * row: 2, 4, 8 and 16 s, then every 30 s. The `online` event and Try again do not wait.
 */
export const RETRY_DELAYS_MS: readonly number[] = [2_000, 4_000, 8_000, 16_000, 30_000];

export function retryDelay(failures: number, delays: readonly number[] = RETRY_DELAYS_MS): number {
  const index = Math.min(Math.max(failures, 1), delays.length) - 1;
  return delays[index] ?? 30_000;
}
