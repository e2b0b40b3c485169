import type { AppLoadContext } from "@remix-run/node";

/**
 * Who is asking, as far as the network can tell: the address our own server (server/index.mjs)
 * read from the socket, or from forwarded headers only as far as TRUST_PROXY hops are trusted
 * (Express's `req.ip`). Rate limits key on it; never read X-Forwarded-For anywhere else.
 */
export function clientAddress(context: AppLoadContext): string {
  // No address only outside our server (`remix vite:dev`, a route called directly in a test):
  // those requests share one bucket, which is the safe side.
  return context.clientAddress || "unknown";
}

declare module "@remix-run/node" {
  interface AppLoadContext {
    /** The client's address (Express's `req.ip`, honouring TRUST_PROXY); set by server/index.mjs. */
    clientAddress?: string;
    /** The request's id (X-Request-Id), in every log line about it; set by server/index.mjs. */
    requestId?: string;
  }
}
