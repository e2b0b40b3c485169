import { Writable } from "node:stream";
import type { AppLoadContext, EntryContext, HandleDocumentRequestFunction } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { NonceProvider } from "./nonce";
import { createNonce, securityHeaders } from "./security.server";
import { startBackgroundWork } from "./startup.server";

export const streamTimeout = 5_000;

startBackgroundWork();

/**
 * Renders the whole document, then sends it as one body with a Content-Length. No loader defers
 * data, so streaming the shell first would gain nothing; one buffer costs far less per request than
 * a chain of streams (bench/RESULTS.md), and the status can still change if a late part fails.
 */
const handleRequest: HandleDocumentRequestFunction = (
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  _loadContext: AppLoadContext,
) => {
  const nonce = createNonce();
  for (const [name, value] of Object.entries(securityHeaders(nonce))) responseHeaders.set(name, value);

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const chunks: Uint8Array[] = [];
    const document = new Writable({
      write(chunk: Uint8Array, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        clearTimeout(abortTimer);
        const body = Buffer.concat(chunks);
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        responseHeaders.set("Content-Length", String(body.byteLength));
        resolve(new Response(body, { headers: responseHeaders, status: responseStatusCode }));
        done();
      },
    });
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={streamTimeout} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          pipe(document);
        },
        onShellError(error: unknown) {
          clearTimeout(abortTimer);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Before the shell, onShellError rejects and Remix reports the error; after it, the part
          // that failed falls back to its Suspense fallback and the error is only seen here.
          if (shellRendered) console.error(error);
        },
      },
    );
    const abortTimer = setTimeout(abort, streamTimeout + 1000);
  });
};

export default handleRequest;
