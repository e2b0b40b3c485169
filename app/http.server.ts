import type { ZodError } from "zod";

/**
 * JSON in, JSON out for every resource route: one error shape (`{ message, errors?: { field:
 * [messages] } }`, as the README documents), one 405 and 404; and one way to read a body, JSON or
 * a page's form, each within its size cap.
 * Refusals are 4xx with a message a client can show, never a bare 500.
 */

/**
 * Whether the visitor reached us over HTTPS. Our server builds the request URL from the socket, or
 * from X-Forwarded-Proto only when it comes from a trusted proxy (TRUST_PROXY), so a client cannot
 * claim it by sending the header itself.
 */
export function isHttps(request: Request): boolean {
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

/** The largest form post any page reads (the longest wizard step is a few kB). */
export const MAX_FORM_BYTES = 64 * 1024;

/**
 * The body's bytes, counted while they stream in: a declared length over the cap is refused before
 * any byte is read, a chunked or lying body as soon as it passes the cap. `refuse` says how.
 */
async function readCapped(request: Request, cap: number, refuse: () => Response): Promise<Buffer> {
  const declared = Number(request.headers.get("Content-Length"));
  if (Number.isFinite(declared) && declared > cap) throw refuse();
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > cap) {
      // Stop reading, but do not cancel: cancelling destroys the socket before the 413 is sent.
      reader.releaseLock();
      throw refuse();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

const jsonTooLarge = () => jsonError(413, "Request body is too large");

function formTooLarge(): Response {
  return new Response(`The form is too large to send (limit ${MAX_FORM_BYTES / 1024} kB).`, {
    status: 413,
    statusText: "Payload Too Large",
    headers: { "Content-Type": "text/plain; charset=utf-8", Connection: "close" },
  });
}

/**
 * A page's form post, read once within the cap: a thrown 413 when too large, 400 when a multipart
 * body is broken. Anything not multipart is read as an HTML form's default encoding.
 */
export async function readForm(request: Request): Promise<FormData> {
  const body = await readCapped(request, MAX_FORM_BYTES, formTooLarge);
  const type = request.headers.get("Content-Type") ?? "";
  if (type.startsWith("multipart/form-data")) {
    try {
      return await new Response(new Uint8Array(body), { headers: { "Content-Type": type } }).formData();
    } catch {
      throw new Response("The form could not be read.", { status: 400, statusText: "Bad Request" });
    }
  }
  const form = new FormData();
  for (const [key, value] of new URLSearchParams(new TextDecoder().decode(body))) form.append(key, value);
  return form;
}

/** A saved plan is about five levels deep; nothing we read needs more than this. */
export const MAX_JSON_DEPTH = 32;

/**
 * How deeply the JSON text nests objects and arrays, counted before parsing: a body of thousands of
 * nested arrays parses, but breaks the recursive code that later validates, stores and renders it.
 */
function nestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === "\\") i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === "{" || c === "[") deepest = Math.max(deepest, ++depth);
    else if (c === "}" || c === "]") depth--;
  }
  return deepest;
}

/** The body as JSON, or a thrown 4xx (415 wrong type, 413 too large, 400 empty or unreadable). */
export async function readJson(request: Request): Promise<unknown> {
  if (!isJsonType(request)) throw jsonError(415, "Content-Type must be application/json");
  const text = new TextDecoder().decode(await readCapped(request, MAX_JSON_BYTES, jsonTooLarge));
  if (text.trim() === "") throw jsonError(400, "Request body is empty: send a JSON object");
  if (nestingDepth(text) > MAX_JSON_DEPTH) throw jsonError(400, `Request body is nested more than ${MAX_JSON_DEPTH} levels deep`);
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
