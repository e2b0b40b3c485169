/**
 * Reading a form post with a size cap. The Content-Length header is checked first (cheap, and a
 * refusal before any byte is read); the streamed body is counted too, because a chunked request
 * has no length and a client may lie about it.
 */

export const MAX_FORM_BYTES = 64 * 1024;

export function payloadTooLarge(limit: number): Response {
  return new Response(`The form is too large to send (limit ${Math.round(limit / 1024)} kB).`, {
    status: 413,
    statusText: "Payload Too Large",
    headers: { "Content-Type": "text/plain; charset=utf-8", Connection: "close" },
  });
}

/** The request's form data, or a thrown 413 Response when the body is over `limit` bytes. */
export async function readFormDataLimited(request: Request, limit = MAX_FORM_BYTES): Promise<FormData> {
  const declared = Number(request.headers.get("Content-Length"));
  if (Number.isFinite(declared) && declared > limit) throw payloadTooLarge(limit);

  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        // Stop reading, but do not cancel: cancelling destroys the socket before the 413 is sent.
        reader.releaseLock();
        throw payloadTooLarge(limit);
      }
      chunks.push(value);
    }
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }

  const type = request.headers.get("Content-Type") ?? "";
  if (type.startsWith("multipart/form-data")) {
    try {
      return await new Response(body, { headers: { "Content-Type": type } }).formData();
    } catch {
      throw new Response("The form could not be read.", { status: 400, statusText: "Bad Request" });
    }
  }
  // Anything else is read as the default encoding of an HTML form.
  const form = new FormData();
  for (const [key, value] of new URLSearchParams(new TextDecoder().decode(body))) form.append(key, value);
  return form;
}
