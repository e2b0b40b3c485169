import { randomBytes } from "node:crypto";
import type { EntryContext } from "@remix-run/node";
import { declaresPureRender } from "./render-cache";

/**
 * Rendered documents, reused while their inputs are the same. Most requests for the home page,
 * the privacy page or a wizard step not yet answered render the same HTML for everyone; React
 * and Remix spend most of a request producing it (bench/RESULTS.md).
 *
 * Only GET answers with status 200 are kept, only for pages whose every route declares a pure
 * render (PURE_RENDER), and the key is the full URL with all the loader data, so a visitor's own
 * answers, account or toast always make a key of their own. The CSP nonce is the one part that
 * changes per response: documents are rendered with a per-process placeholder in its place and
 * each response gets its own nonce. Off outside production, where code changes under the cache.
 */

/** Same length and alphabet as a real nonce; random per process and never sent to anyone. */
export const NONCE_PLACEHOLDER = randomBytes(16).toString("base64");

const MAX_ENTRIES = 200;
/** In characters of key and HTML (about bytes: the pages are mostly ASCII). */
const MAX_SIZE = 8 * 1024 * 1024;

type CachedDocument = { parts: string[]; size: number };

const documents = new Map<string, CachedDocument>();
let totalSize = 0;

/** The cache key for this document, or null when it must be rendered for this request alone. */
export function renderCacheKey(
  request: Request,
  status: number,
  context: Pick<EntryContext, "isSpaMode" | "routeModules" | "staticHandlerContext">,
  enabled = process.env.NODE_ENV === "production",
): string | null {
  if (!enabled) return null;
  if (request.method !== "GET" || status !== 200 || context.isSpaMode) return null;
  const { matches, loaderData, actionData, errors } = context.staticHandlerContext;
  if (actionData || errors) return null;
  if (!matches.every((match) => declaresPureRender(context.routeModules[match.route.id]?.handle))) return null;
  try {
    return `${request.url}\n${JSON.stringify(loaderData, exactJson)}`;
  } catch {
    return null; // data JSON cannot describe exactly is never keyed
  }
}

const UNDEFINED = "\u0000undefined";

/**
 * A JSON.stringify replacer that refuses what JSON would describe loosely: a Date would become a
 * string, a Map or Set "{}", NaN "null" (two different values, one key). undefined, which JSON
 * drops but Remix sends, gets a mark of its own.
 */
function exactJson(this: unknown, key: string, value: unknown): unknown {
  const raw = key === "" ? value : (this as Record<string, unknown>)[key];
  if (raw === undefined) return UNDEFINED;
  if (typeof raw === "number" && !Number.isFinite(raw)) throw new TypeError("not exact in JSON");
  if (typeof raw === "object" && raw !== null && !Array.isArray(raw)) {
    const prototype = Object.getPrototypeOf(raw);
    if (prototype !== Object.prototype && prototype !== null) throw new TypeError("not exact in JSON");
  }
  return value;
}

/** The cached document for `key` with `nonce` in place, or null. */
export function cachedDocument(key: string, nonce: string): string | null {
  const cached = documents.get(key);
  if (!cached) return null;
  // Most recently used last, so eviction takes the oldest first.
  documents.delete(key);
  documents.set(key, cached);
  return cached.parts.join(nonce);
}

/** Keeps `html`, rendered with NONCE_PLACEHOLDER as its nonce, under `key`. */
export function cacheDocument(key: string, html: string): void {
  const size = key.length + html.length;
  if (size > MAX_SIZE / 8) return;
  forget(key);
  documents.set(key, { parts: html.split(NONCE_PLACEHOLDER), size });
  totalSize += size;
  for (const oldest of documents.keys()) {
    if (documents.size <= MAX_ENTRIES && totalSize <= MAX_SIZE) break;
    forget(oldest);
  }
}

function forget(key: string): void {
  const cached = documents.get(key);
  if (!cached) return;
  documents.delete(key);
  totalSize -= cached.size;
}
