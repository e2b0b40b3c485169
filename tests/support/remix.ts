/* eslint-disable @typescript-eslint/no-explicit-any -- route modules of every shape; bodies read as JSON */

/**
 * Route modules run the way Remix runs them, for integration tests. `callLoader` / `callAction`
 * call a module's loader or action with a Request, params and context; whatever comes back or is
 * thrown (a Response, `data()`, a plain value) is read once into an `Outcome`, as Remix would turn
 * it into a response. A thrown Response is the response; any other thrown error fails the test.
 * `Jar` holds cookies the way a browser does and builds the requests that carry them;
 * `parseSetCookie` reads one Set-Cookie header for it and for the e2e fixtures.
 */

/** What a route loader or action gave back, whichever way it did (plain object, data(), Response, thrown). */
export type Outcome = { status: number; body: any; headers: Headers; location: string | null };

export type RouteArgs = { request: Request; params: Record<string, string>; context: Record<string, unknown> };
// Methods, not function properties: route modules' own argument types are narrower.
export type RouteModule = { loader?(args: RouteArgs): unknown; action?(args: RouteArgs): unknown };

/** Runs a loader/action (or any handler) and normalises whatever it returned or threw. */
export async function outcome(run: () => unknown): Promise<Outcome> {
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
    return { status: value.status, body, headers: value.headers, location: value.headers.get("Location") };
  }
  if (value && typeof value === "object" && (value as { type?: unknown }).type === "DataWithResponseInit") {
    const d = value as { data: unknown; init: ResponseInit | null };
    const headers = new Headers(d.init?.headers);
    return { status: d.init?.status ?? 200, body: d.data, headers, location: headers.get("Location") };
  }
  if (value instanceof Error) throw value;
  return { status: 200, body: value, headers: new Headers(), location: null };
}

type Extra = { params?: Record<string, string>; context?: Record<string, unknown> };

function call(route: RouteModule, kind: "loader" | "action", request: Request, { params = {}, context = {} }: Extra): Promise<Outcome> {
  const handler = route[kind];
  if (!handler) throw new Error(`the route module has no ${kind}`);
  return outcome(() => handler.call(route, { request, params, context }));
}

export function callLoader(route: RouteModule, request: Request, params: Record<string, string> = {}, context: Record<string, unknown> = {}) {
  return call(route, "loader", request, { params, context });
}

export function callAction(route: RouteModule, request: Request, params: Record<string, string> = {}, context: Record<string, unknown> = {}) {
  return call(route, "action", request, { params, context });
}

/** Form fields; a list is sent as the same name repeated (checkboxes). */
export type Fields = Record<string, string | string[]>;

export function formBody(fields: Fields): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) params.append(key, v);
  }
  return params;
}

const ORIGIN = "http://localhost";

export type SetCookie = { name: string; value: string; attributes: Map<string, string> };

/** One Set-Cookie header: the cookie and its attributes, by lower-case name ("" for a flag such as HttpOnly). */
export function parseSetCookie(header: string): SetCookie {
  const [pair = "", ...rest] = header.split(";");
  const at = pair.indexOf("=");
  const attributes = new Map<string, string>();
  for (const attribute of rest) {
    const eq = attribute.indexOf("=");
    const key = (eq === -1 ? attribute : attribute.slice(0, eq)).trim().toLowerCase();
    if (key) attributes.set(key, eq === -1 ? "" : attribute.slice(eq + 1).trim());
  }
  return { name: pair.slice(0, at).trim(), value: pair.slice(at + 1).trim(), attributes };
}

/** When the cookie ends, in seconds since 1970 (Max-Age wins over Expires), or null for a session cookie. */
export function expiresAt({ attributes }: SetCookie, now = Date.now()): number | null {
  const maxAge = attributes.get("max-age");
  if (maxAge !== undefined) return (now + Number(maxAge) * 1000) / 1000;
  const expires = attributes.get("expires");
  return expires === undefined ? null : Date.parse(expires) / 1000;
}

/**
 * Cookies the way a browser keeps them: every Set-Cookie of a response is taken (several per
 * response), an expired or Max-Age=0 one deletes its cookie, and every request built here carries
 * the Cookie header. URLs may be paths (on http://localhost) or absolute.
 */
export class Jar {
  private cookies = new Map<string, string>();

  /** A jar that starts with the cookies of a Cookie header (a copied, stolen or planted cookie). */
  constructor(cookieHeader = "") {
    for (const pair of cookieHeader.split(/;\s*/).filter(Boolean)) {
      const at = pair.indexOf("=");
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  }

  /** The Cookie header these cookies make ("" when there are none). */
  get cookie(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  /** Takes the Set-Cookie headers of an outcome, a Response, Headers or Set-Cookie strings; returns what it was given. */
  take<T extends Outcome | Response | Headers | string | string[]>(from: T): T {
    const list =
      typeof from === "string" ? [from]
      : Array.isArray(from) ? from
      : (from instanceof Headers ? from : from.headers).getSetCookie();
    for (const header of list) {
      const cookie = parseSetCookie(header);
      const ends = expiresAt(cookie);
      if (ends !== null && ends * 1000 <= Date.now()) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return from;
  }

  headers(extra: Record<string, string> = {}): Record<string, string> {
    return this.cookies.size ? { Cookie: this.cookie, ...extra } : extra;
  }

  /** Any request, with this jar's cookies. */
  request(url: string, init: RequestInit & { headers?: Record<string, string> } = {}): Request {
    return new Request(new URL(url, ORIGIN), { ...init, headers: this.headers(init.headers) });
  }

  get(url: string, extra: Record<string, string> = {}): Request {
    return this.request(url, { headers: extra });
  }

  /** A form post, as a browser without JavaScript sends it. */
  post(url: string, fields: Fields, extra: Record<string, string> = {}): Request {
    return this.request(url, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...extra },
      body: formBody(fields).toString(),
    });
  }

  /** A JSON request; `undefined` sends no body. */
  json(url: string, method: string, body: unknown, extra: Record<string, string> = {}): Request {
    return this.request(url, {
      method,
      headers: { "Content-Type": "application/json", ...extra },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }
}
