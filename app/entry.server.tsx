import { Transform, type TransformCallback } from "node:stream";
import type { ActionFunctionArgs, AppLoadContext, EntryContext, LoaderFunctionArgs } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { isHttps } from "./http.server";
import { logError } from "./log.server";
import { NonceProvider } from "./nonce";
import { createNonce, securityHeaders } from "./security.server";
import { startBackgroundWork } from "./startup.server";

export const streamTimeout = 5_000;

/** For server/index.mjs (Remix exposes this module's exports): what to print once it listens, what to do before exiting. */
export { startupSummary } from "./startup-summary.server";
export { stopBackgroundWork } from "./startup.server";

/**
 * The response body: what React writes between two of its flushes goes on as one chunk. React
 * writes in 2 kB pieces and calls `flush()` when it has written all it has for now, so the page
 * still streams (the shell, then each boundary as it resolves) without a web-stream chunk and a
 * socket write for every 2 kB.
 */
class FlushedChunks extends Transform {
  private pending: Uint8Array[] = [];
  override _transform(chunk: Uint8Array, _encoding: BufferEncoding, done: TransformCallback) {
    this.pending.push(chunk);
    done();
  }
  flush() {
    if (this.pending.length === 0) return;
    this.push(this.pending.length === 1 ? this.pending[0] : Buffer.concat(this.pending));
    this.pending = [];
  }
  override _flush(done: TransformCallback) {
    this.flush();
    done();
  }
}

startBackgroundWork();

/** An error a loader, action or render threw: one JSON line with the request's id (the visitor sees the error page). */
export function handleError(error: unknown, { request, context }: LoaderFunctionArgs | ActionFunctionArgs): void {
  if (request.signal.aborted) return; // the visitor went away: nothing failed
  // A 404 or 405 from route matching, or a Response a route threw, is an answer, not a failure.
  if (error instanceof Response || (isRouteErrorResponse(error) && error.status < 500)) return;
  const url = new URL(request.url);
  logError("request failed", error, { requestId: context.requestId, method: request.method, path: url.pathname });
}

/**
 * Remix's streaming entry (as in the Epic Stack): browsers get the shell as soon as it is ready,
 * bots the whole document at once. Every response carries the security headers with a nonce of
 * its own, in the header and on every script.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  _loadContext: AppLoadContext,
) {
  const nonce = createNonce();
  for (const [name, value] of Object.entries(securityHeaders(nonce, { https: isHttps(request) }))) {
    responseHeaders.set(name, value);
  }
  const readyEvent = isbot(request.headers.get("user-agent")) ? "onAllReady" : "onShellReady";

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Give React's own abort (abortDelay) time to flush its fallbacks before the stream is cut.
    const timer = setTimeout(() => abort(), streamTimeout + 1000).unref();
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={streamTimeout} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = new FlushedChunks();
          // Once the body is done, nothing is left to abort: the timer need not keep the render alive.
          body.once("close", () => clearTimeout(timer));
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(timer);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Before the shell, onShellError rejects and Remix reports the error; after it, the part
          // that failed falls back to its Suspense boundary and the error is only seen here.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
