import { describe, expect, it } from "vitest";
import {
  isNetworkError, isNetworkFailure, keepFormOnNetworkFailure, NETWORK_FAILURE_STATUS, noReloadAfterFailedAction, retryDelay,
  RETRY_DELAYS_MS,
} from "~/offline/network-failure";

/** "Lie-fi" (issue 15, item 2): which failures of a step's send keep the form, and the resend's waits. */

describe("isNetworkError", () => {
  it("is fetch's TypeError in every browser, and a reply Remix cannot decode (not the app's)", () => {
    expect(isNetworkError(new TypeError("Failed to fetch"))).toBe(true);
    expect(isNetworkError(new TypeError("Load failed"))).toBe(true);
    expect(isNetworkError(new TypeError("NetworkError when attempting to fetch resource."))).toBe(true);
    expect(isNetworkError(new Error("Unable to decode turbo-stream response from URL: http://x/product.data"))).toBe(true);
  });

  it("is not an answer from the server, an abort, or anything else", () => {
    expect(isNetworkError(new Response("", { status: 500 }))).toBe(false);
    expect(isNetworkError(new DOMException("The user aborted a request.", "AbortError"))).toBe(false);
    expect(isNetworkError(new Error("No response found for routeId \"routes/product\""))).toBe(false);
    expect(isNetworkError("Failed to fetch")).toBe(false);
    expect(isNetworkError(null)).toBe(false);
  });
});

describe("keepFormOnNetworkFailure (a step route's clientAction)", () => {
  it("passes the server action's result through", async () => {
    const result = { fieldErrors: { productName: "Required" } };
    expect(await keepFormOnNetworkFailure({ serverAction: () => Promise.resolve(result) })).toBe(result);
  });

  it("lets what the server threw through (a redirect, an error response)", async () => {
    const redirect = new Response(null, { status: 302, headers: { Location: "/audience" } });
    await expect(keepFormOnNetworkFailure({ serverAction: () => Promise.reject(redirect) })).rejects.toBe(redirect);
    const abort = new DOMException("aborted", "AbortError");
    await expect(keepFormOnNetworkFailure({ serverAction: () => Promise.reject(abort) })).rejects.toBe(abort);
  });

  it("turns a send that got no answer into a 503 JSON reply the form reads as a NetworkFailure", async () => {
    const reply = await keepFormOnNetworkFailure({ serverAction: () => Promise.reject(new TypeError("Failed to fetch")) });
    expect(reply).toBeInstanceOf(Response);
    const response = reply as Response;
    // 4xx/5xx: the router does not revalidate the loaders after it (they would fail the same way).
    expect(response.status).toBe(NETWORK_FAILURE_STATUS);
    expect(response.headers.get("Content-Type")).toBe("application/json");
    const data: unknown = await response.json();
    expect(isNetworkFailure(data)).toBe(true);
  });
});

describe("isNetworkFailure", () => {
  it("recognises only the marker", () => {
    expect(isNetworkFailure({ networkFailure: true })).toBe(true);
    expect(isNetworkFailure({ networkFailure: "yes" })).toBe(false);
    expect(isNetworkFailure({ refused: { message: "limit" } })).toBe(false);
    expect(isNetworkFailure(undefined)).toBe(false);
    expect(isNetworkFailure(null)).toBe(false);
  });
});

describe("noReloadAfterFailedAction (shouldRevalidate for a page with such a fetcher)", () => {
  const url = new URL("http://x/plan/abc?view=result");
  const base = { currentUrl: url, nextUrl: url, currentParams: {}, nextParams: {}, defaultShouldRevalidate: true };

  it("keeps the page's data after a NetworkFailure and any other failed action", () => {
    expect(noReloadAfterFailedAction({ ...base, actionStatus: NETWORK_FAILURE_STATUS, actionResult: { networkFailure: true } })).toBe(false);
    expect(noReloadAfterFailedAction({ ...base, actionStatus: 404, actionResult: { state: "error", message: "gone" } })).toBe(false);
  });

  it("reloads as before after a successful action, and on any other navigation", () => {
    expect(noReloadAfterFailedAction({ ...base, actionStatus: 200, actionResult: { ok: true } })).toBe(true);
    expect(noReloadAfterFailedAction(base)).toBe(true);
    expect(noReloadAfterFailedAction({ ...base, defaultShouldRevalidate: false })).toBe(false);
  });
});

describe("retryDelay", () => {
  it("waits 2, 4, 8 and 16 s after the first failures in a row, then 30 s each time", () => {
    expect([1, 2, 3, 4, 5, 6, 20].map((n) => retryDelay(n))).toEqual([2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
    expect(retryDelay(0)).toBe(RETRY_DELAYS_MS[0]);
  });

  it("takes its waits as an argument", () => {
    expect([1, 2, 3].map((n) => retryDelay(n, [10, 20]))).toEqual([10, 20, 20]);
  });
});
