import { jsonError } from "./api-auth.server";

const MAX_BODY_BYTES = 512 * 1024;

/**
 * A JSON request body, or a 4xx JSON response thrown: 415 without a JSON content type (which also
 * keeps plain cross-site form posts out), 413 when too large, 400 when it does not parse.
 */
export async function readJsonBody(request: Request): Promise<unknown> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/(?:[\w.+-]+\+)?json\b/i.test(type)) {
    throw jsonError(415, "Send the body as JSON with Content-Type: application/json");
  }
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MAX_BODY_BYTES) throw jsonError(413, "The request body is too large");
  const text = await request.text();
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) throw jsonError(413, "The request body is too large");
  try {
    return JSON.parse(text);
  } catch {
    throw jsonError(400, "The request body is not valid JSON");
  }
}
