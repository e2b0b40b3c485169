import { describe, expect, it } from "vitest";
import { jsonResponse, MAX_FORM_BYTES, MAX_JSON_BYTES, MAX_JSON_DEPTH, methodNotAllowed, readForm, readJson } from "~/http.server";
import { headers as rootHeaders } from "~/root";

/** The one JSON toolkit of the resource routes: its size cap, counted while the body streams in. */

async function refusal(request: Request) {
  const thrown = await readJson(request).then(
    () => null,
    (e: unknown) => e,
  );
  expect(thrown).toBeInstanceOf(Response);
  const response = thrown as Response;
  return { status: response.status, body: (await response.json()) as { message: string } };
}

/** A chunked body (no Content-Length) of `total` bytes, counting how much of it was pulled. */
function chunkedBody(total: number) {
  const chunk = new TextEncoder().encode(" ".repeat(16 * 1024));
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close();
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, sent: () => sent };
}

describe("readJson", () => {
  it("refuses a chunked body over the cap with 413, without reading the rest of it", async () => {
    const body = chunkedBody(30 * 1024 * 1024);
    const request = new Request("http://localhost/api/plans", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: body.stream,
      duplex: "half",
    } as RequestInit);
    expect(await refusal(request)).toEqual({ status: 413, body: { message: "Request body is too large" } });
    expect(body.sent()).toBeLessThan(MAX_JSON_BYTES + 64 * 1024);
  });

  it("refuses a declared Content-Length over the cap before reading, and reads one within it", async () => {
    const big = new Request("http://localhost/x", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Content-Length": String(MAX_JSON_BYTES + 1) },
      body: "{}",
    });
    expect((await refusal(big)).status).toBe(413);
    const ok = new Request("http://localhost/x", { method: "POST", headers: { "Content-Type": "application/json" }, body: '{"a":1}' });
    expect(await readJson(ok)).toEqual({ a: 1 });
  });

  it("answers wrong types, empty and broken bodies with the README's error shape", async () => {
    const form = new Request("http://localhost/x", { method: "POST", body: new URLSearchParams({ a: "1" }) });
    expect(await refusal(form)).toEqual({ status: 415, body: { message: "Content-Type must be application/json" } });
    const empty = new Request("http://localhost/x", { method: "POST", headers: { "Content-Type": "application/json" }, body: "" });
    expect((await refusal(empty)).status).toBe(400);
    const broken = new Request("http://localhost/x", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{oops" });
    expect(await refusal(broken)).toEqual({ status: 400, body: { message: "Request body is not valid JSON" } });
  });

  it("refuses JSON nested deeper than any plan is, before parsing it (issue 12, finding 8)", async () => {
    const nested = (depth: number) => "[".repeat(depth) + "]".repeat(depth);
    const post = (body: string) => new Request("http://localhost/x", { method: "POST", headers: { "Content-Type": "application/json" }, body });
    expect(await refusal(post(`{"generatedPlan": ${nested(5000)}}`))).toEqual({
      status: 400,
      body: { message: `Request body is nested more than ${MAX_JSON_DEPTH} levels deep` },
    });
    // Brackets inside strings are text, not nesting; a body exactly at the limit is read.
    expect(await readJson(post(JSON.stringify({ text: "[[[[".repeat(50), deep: JSON.parse(nested(MAX_JSON_DEPTH - 1)) })))).toMatchObject({
      text: "[[[[".repeat(50),
    });
  });

  it("says which methods a route allows", async () => {
    const response = methodNotAllowed("GET, POST");
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("GET, POST");
    expect(await response.json()).toEqual({ message: "Method not allowed: use GET, POST" });
  });
});

describe("what no cache may keep (issue 12, finding 10)", () => {
  it("JSON answers are private, never stored and never sniffed as another type", () => {
    const response = jsonResponse({ ok: true }, 201, { Location: "/api/plans/1" });
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Location")).toBe("/api/plans/1");
  });

  it("every page (each carries its visitor) is private and never stored", () => {
    const none = new Headers();
    const headers = new Headers(rootHeaders({ loaderHeaders: none, parentHeaders: none, actionHeaders: none, errorHeaders: undefined }));
    expect(headers.get("Cache-Control")).toBe("private, no-store");
  });
});

describe("readForm", () => {
  it("reads url-encoded bodies of any declared type as a form, under the cap", async () => {
    const request = new Request("http://localhost/", { method: "POST", body: "a=1&a=2&b=%F0%9F%9A%80", headers: { "Content-Type": "text/plain" } });
    const form = await readForm(request);
    expect(form.getAll("a")).toEqual(["1", "2"]);
    expect(form.get("b")).toBe("🚀");
  });

  it("counts bytes, not characters, and refuses a form over the cap with 413", async () => {
    const body = `e=${"🚀".repeat(MAX_FORM_BYTES / 3)}`; // under the cap in UTF-16 units, over it in UTF-8 bytes
    expect(body.length).toBeLessThan(MAX_FORM_BYTES);
    const request = new Request("http://localhost/", { method: "POST", body, headers: { "Content-Type": "text/plain" } });
    await expect(readForm(request)).rejects.toMatchObject({ status: 413 });
  });

  it("answers 400, not 500, for a broken multipart body", async () => {
    const request = new Request("http://localhost/", {
      method: "POST",
      body: "--x\r\nnot a part",
      headers: { "Content-Type": "multipart/form-data; boundary=x" },
    });
    await expect(readForm(request)).rejects.toMatchObject({ status: 400 });
  });
});
