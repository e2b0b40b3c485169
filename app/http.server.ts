import type { ZodError } from "zod";

/**
 * JSON in, JSON out for every resource route: one error shape (`{ message, errors?: { field:
 * [messages] } }`, as the README documents), one body reader with one size cap, one 405 and 404.
 * Refusals are 4xx with a message a client can show, never a bare 500.
 */

/** Whether the visitor reached us over HTTPS (directly, or as the proxy in front of us says). */
export function isHttps(request: Request): boolean {
  const forwarded = request.headers.get("x-forwarded-proto");
  if (forwarded) {
    const [nearest = ""] = forwarded.split(",");
    return nearest.trim() === "https";
  }
  return new URL(request.url).protocol === "https:";
}

/**
 * Whether a request was sent by another site's page (Fetch metadata, else the Origin header).
 * Remix checks this for page actions only; resource routes that change state ask here. Hosts are
 * compared, not schemes: behind a TLS proxy the request URL says http.
 */
export function isCrossSite(request: Request): boolean {
  const site = request.headers.get("Sec-Fetch-Site");
  if (site) return site !== "same-origin" && site !== "none";
  const origin = request.headers.get("Origin");
  if (origin === null) return false; // not sent by a browser page (curl, older browsers on same-origin GET)
  try {
    return new URL(origin).host !== new URL(request.url).host;
  } catch {
    return true; // "null" (sandboxed or privacy-sensitive contexts) or garbage
  }
}

/** The largest JSON body any endpoint reads (a saved plan with its profile fits well within it). */
export const MAX_JSON_BYTES = 512 * 1024;

export type FieldErrors = Record<string, string[]>;

/**
 * Every JSON answer: a real Response (single fetch would wrap anything else, with a warning), never
 * stored by a cache (answers carry a visitor's data), never sniffed as another type.
 */
export function jsonResponse(body: unknown, status = 200, headers?: HeadersInit): Response {
  const merged = new Headers(headers);
  if (!merged.has("Content-Type")) merged.set("Content-Type", "application/json; charset=utf-8");
  if (!merged.has("Cache-Control")) merged.set("Cache-Control", "private, no-store");
  merged.set("X-Content-Type-Options", "nosniff");
  return new Response(JSON.stringify(body), { status, headers: merged });
}

export function jsonError(status: number, message: string, errors?: FieldErrors, headers?: HeadersInit): Response {
  return jsonResponse(errors ? { message, errors } : { message }, status, headers);
}

export function methodNotAllowed(allow: string): Response {
  return jsonError(405, `Method not allowed: use ${allow}`, undefined, { Allow: allow });
}

export function notFound(message = "Not found"): Response {
  return jsonError(404, message);
}

function isJsonType(request: Request): boolean {
  const [mediaType = ""] = (request.headers.get("Content-Type") ?? "").split(";");
  const type = mediaType.trim().toLowerCase();
  return type === "application/json" || (type.startsWith("application/") && type.endsWith("+json"));
}

const TOO_LARGE = "Request body is too large";

/** The body's text, counted while it streams in: a body over the cap is refused before it is all read. */
async function readCapped(request: Request, cap: number): Promise<string> {
  const declared = Number(request.headers.get("Content-Length"));
  if (Number.isFinite(declared) && declared > cap) throw jsonError(413, TOO_LARGE);
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > cap) {
      await reader.cancel().catch(() => {});
      throw jsonError(413, TOO_LARGE);
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/** The body as JSON, or a thrown 4xx (415 wrong type, 413 too large, 400 empty or unreadable). */
export async function readJson(request: Request): Promise<unknown> {
  if (!isJsonType(request)) throw jsonError(415, "Content-Type must be application/json");
  const text = await readCapped(request, MAX_JSON_BYTES);
  if (text.trim() === "") throw jsonError(400, "Request body is empty: send a JSON object");
  try {
    return JSON.parse(text);
  } catch {
    throw jsonError(400, "Request body is not valid JSON");
  }
}

export function requireObject(body: unknown): Record<string, unknown> {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw jsonError(400, "Request body must be a JSON object");
  }
  return body as Record<string, unknown>;
}

export function fieldErrorsOf(error: ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    const list = (errors[key] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return errors;
}

/** 422 with every field's messages; the first message leads, so a client can show one line. */
export function invalidFields(error: ZodError, message = "Some fields are missing or invalid"): Response {
  return jsonError(422, message, fieldErrorsOf(error));
}
