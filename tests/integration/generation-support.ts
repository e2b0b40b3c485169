/**
 * Shared by the generation tests: valid answers, a session cookie for a visitor, and reading what
 * a loader/action returned (plain object, data(), or a Response, thrown or returned).
 */

import { answers } from "../support/answers";

export { answers };

export function cookieOf(response: Response): string {
  const header = response.headers.get("Set-Cookie");
  if (!header) throw new Error("no Set-Cookie");
  return header.split(";")[0];
}

/** A fresh visitor: a committed session with a visitor id, as a Cookie header. */
export async function newVisitorCookie(): Promise<{ cookie: string; visitorId: string }> {
  const { getSession, commitSession, visitorIdOf } = await import("../../app/session.server");
  const request = new Request("http://localhost/");
  const session = await getSession(request);
  const visitorId = visitorIdOf(session);
  const setCookie = await commitSession(request, session);
  return { cookie: setCookie.split(";")[0], visitorId };
}

export type Outcome = { status: number; body: unknown; headers: Headers };

/** Runs a loader/action and normalises whatever it returned or threw. */
export async function outcome(run: () => Promise<unknown> | unknown): Promise<Outcome> {
  let value: unknown;
  try {
    value = await run();
  } catch (thrown) {
    value = thrown;
  }
  if (value instanceof Response) {
    const text = await value.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // not JSON
    }
    return { status: value.status, body, headers: value.headers };
  }
  if (value && typeof value === "object" && "type" in value && (value as { type: unknown }).type === "DataWithResponseInit") {
    const d = value as unknown as { data: unknown; init: ResponseInit | null };
    return { status: d.init?.status ?? 200, body: d.data, headers: new Headers(d.init?.headers) };
  }
  if (value instanceof Error) throw value;
  return { status: 200, body: value, headers: new Headers() };
}

export function jsonRequest(url: string, body: unknown, init: { cookie?: string; contentType?: string; raw?: string } = {}): Request {
  const headers: Record<string, string> = { "Content-Type": init.contentType ?? "application/json" };
  if (init.cookie) headers.Cookie = init.cookie;
  return new Request(url, { method: "POST", headers, body: init.raw ?? JSON.stringify(body) });
}
