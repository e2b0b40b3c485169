/* eslint-disable @typescript-eslint/no-explicit-any -- route modules of every shape; bodies read as JSON */

/** What a route loader or action gave back, whichever way it did (plain object, data(), Response, thrown). */
export type Outcome = { status: number; body: any; headers: Headers; location: string | null };

/** Runs a loader/action and normalises whatever it returned or threw. */
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
