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

export { outcome, type Outcome } from "../support/remix";

export function jsonRequest(url: string, body: unknown, init: { cookie?: string; contentType?: string; raw?: string } = {}): Request {
  const headers: Record<string, string> = { "Content-Type": init.contentType ?? "application/json" };
  if (init.cookie) headers.Cookie = init.cookie;
  return new Request(url, { method: "POST", headers, body: init.raw ?? JSON.stringify(body) });
}
