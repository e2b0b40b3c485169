import type { ZodError } from "zod";
import type { AiError } from "./ai-client.server";

/**
 * JSON in, JSON out for the /api endpoints: every refusal is a 4xx with a `message` (and
 * per-field `errors`), upstream trouble a 5xx with the spec's message, never a bare 500.
 */

export const MAX_JSON_BYTES = 64 * 1024;

export type FieldErrors = Record<string, string[]>;

/** Resource routes answer with real Responses (single fetch would wrap anything else, with a warning). */
export function jsonResponse(body: unknown, status = 200, headers?: Record<string, string>): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store", ...headers },
  });
}

export function jsonError(status: number, message: string, errors?: FieldErrors, headers?: Record<string, string>): Response {
  return jsonResponse(errors ? { message, errors } : { message }, status, headers);
}

function isJsonType(request: Request): boolean {
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0].trim().toLowerCase();
  return type === "application/json" || (type.startsWith("application/") && type.endsWith("+json"));
}

/** The body as JSON, or a thrown 4xx (415 wrong type, 413 too large, 400 unreadable). */
export async function readJson(request: Request): Promise<unknown> {
  if (!isJsonType(request)) throw jsonError(415, "Content-Type must be application/json");
  const declared = Number(request.headers.get("Content-Length"));
  if (Number.isFinite(declared) && declared > MAX_JSON_BYTES) throw jsonError(413, "Request body is too large");
  const text = await request.text();
  if (new TextEncoder().encode(text).byteLength > MAX_JSON_BYTES) throw jsonError(413, "Request body is too large");
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

export function invalidFields(error: ZodError) {
  return jsonError(422, "Some fields are missing or invalid", fieldErrorsOf(error));
}

/** Upstream failures: 504 for time-outs, 503 when unreachable, 502 for anything it answered wrongly. */
export function upstreamStatus(error: AiError): 502 | 503 | 504 {
  if (error.kind === "timeout") return 504;
  if (error.kind === "network") return 503;
  return 502;
}

export function methodNotAllowed(allow: string) {
  return jsonError(405, `Method not allowed: use ${allow}`, undefined, { Allow: allow });
}
