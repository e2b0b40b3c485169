import { Writable } from "node:stream";
import type { AppLoadContext, EntryContext, HandleDocumentRequestFunction } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { NonceProvider } from "./nonce";
import { cacheDocument, cachedDocument, NONCE_PLACEHOLDER, renderCacheKey } from "./render-cache.server";
import { createNonce, securityHeaders } from "./security.server";
import { startBackgroundWork } from "./startup.server";

export const streamTimeout = 5_000;

const utf8 = new TextEncoder();

startBackgroundWork();

/**
 * Every document gets the security headers with a fresh nonce. A page that may be reused
 * (render-cache.server.ts, docs/decisions/006) is rendered once with a placeholder nonce and then
 * served with each response's own; any other page is rendered for this request alone.
 */
const handleRequest: HandleDocumentRequestFunction = async (
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  _loadContext: AppLoadContext,
) => {
  const nonce = createNonce();
  for (const [name, value] of Object.entries(securityHeaders(nonce))) responseHeaders.set(name, value);
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  const respond = (body: Uint8Array<ArrayBuffer>, status: number) => {
    responseHeaders.set("Content-Length", String(body.byteLength));
    return new Response(body, { headers: responseHeaders, status });
  };

  const cacheKey = renderCacheKey(request, responseStatusCode, remixContext);
  if (!cacheKey) {
    const { body, status } = await renderDocument(remixContext, request.url, nonce, responseStatusCode);
    return respond(body, status);
  }
  const cached = cachedDocument(cacheKey, nonce);
  if (cached !== null) return respond(utf8.encode(cached), responseStatusCode);
  const { body, status } = await renderDocument(remixContext, request.url, NONCE_PLACEHOLDER, responseStatusCode);
  const html = body.toString("utf8");
  if (status === 200) cacheDocument(cacheKey, html);
  return respond(utf8.encode(html.replaceAll(NONCE_PLACEHOLDER, nonce)), status);
};

/**
 * Renders the whole document into one buffer. No loader defers data, so streaming the shell
 * first would gain nothing; one buffer costs far less per request than a chain of streams
 * (bench/RESULTS.md), and the status can still change if a late part fails.
 */
function renderDocument(
  context: EntryContext,
  url: string,
  nonce: string,
  status: number,
): Promise<{ body: Buffer<ArrayBuffer>; status: number }> {
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
        resolve({ body: Buffer.concat(chunks), status });
        done();
      },
    });
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={context} url={url} abortDelay={streamTimeout} nonce={nonce} />
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
          status = 500;
          // Before the shell, onShellError rejects and Remix reports the error; after it, the part
          // that failed falls back to its Suspense fallback and the error is only seen here.
          if (shellRendered) console.error(error);
        },
      },
    );
    const abortTimer = setTimeout(abort, streamTimeout + 1000);
  });
}

export default handleRequest;
