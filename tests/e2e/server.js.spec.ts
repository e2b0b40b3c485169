import { randomBytes } from "node:crypto";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startAppServer } from "../support/e2e-server.mjs";
import { expect, test } from "./fixtures";

/**
 * Our own server (server/index.mjs), the way `npm start` runs it: who the client is and whether it
 * came over HTTPS are the socket's answer unless TRUST_PROXY says which proxies to believe. Plain
 * HTTP requests, no browser: these are what an attacker's script would send.
 */

type Server = Awaited<ReturnType<typeof startAppServer>>;

// Each test starts its own server and makes eleven sign-in attempts, each a full scrypt hash (128 MiB,
// about half a second of one core): on a loaded 2-core machine that outlasts the default 30 s.
test.describe.configure({ timeout: 90_000 });

async function serverWith(env: Record<string, string>, run: (server: Server) => Promise<void>) {
  const server = await startAppServer({
    database: join(tmpdir(), `liftoff-server-${randomBytes(4).toString("hex")}.db`),
    env: { SESSION_SECRET: randomBytes(24).toString("hex"), OPENAI_API_KEY: "", ...env },
  });
  try {
    await run(server);
  } finally {
    await server.stop();
  }
}

/** A sign-up POST, as a script sends it: its answer sets the session and toast cookies. */
async function signUpCookies(url: string, headers: Record<string, string>): Promise<string[]> {
  const email = `new-${randomBytes(4).toString("hex")}@example.com`;
  const body = new URLSearchParams({ intent: "sign-up", email, password: "correct horse", confirmPassword: "correct horse" });
  const response = await fetch(`${url}/login`, { method: "POST", body, headers, redirect: "manual" });
  expect(response.status).toBe(302);
  return response.headers.getSetCookie();
}

/** A wrong-password sign-in POST, as a script sends it (no Origin, no cookies). */
function signIn(url: string, headers: Record<string, string>, email = "someone@example.com") {
  const body = new URLSearchParams({ intent: "sign-in", email, password: "wrong password" });
  return fetch(`${url}/login`, { method: "POST", body, headers, redirect: "manual" });
}

test("without a trusted proxy, a forged X-Forwarded-For does not dodge the per-address limit", async () => {
  await serverWith({ TRUST_PROXY: "" }, async ({ url }) => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const forged = { "X-Forwarded-For": `198.51.100.${i}`, "X-Real-IP": `198.51.100.${i}` };
      statuses.push((await signIn(url, forged, `user${i}@example.com`)).status);
    }
    expect(statuses.slice(0, 10)).not.toContain(429);
    expect(statuses[10]).toBe(429);
  });
});

test("without a trusted proxy, a client claiming HTTPS gets no Secure cookie and no HSTS", async () => {
  await serverWith({ TRUST_PROXY: "" }, async ({ url }) => {
    const cookies = await signUpCookies(url, { "X-Forwarded-Proto": "https" });
    expect(cookies.map((c) => c.split("=")[0])).toEqual(["__session", "__toast"]);
    for (const cookie of cookies) expect(cookie).not.toMatch(/Secure/i);
    const page = await fetch(`${url}/`, { headers: { "X-Forwarded-Proto": "https" } });
    expect(page.headers.get("Strict-Transport-Security")).toBeNull();
  });
});

test("behind one trusted proxy, the right-most forwarded address is the client's, and the proxy's HTTPS counts", async () => {
  await serverWith({ TRUST_PROXY: "1" }, async ({ url }) => {
    // What the client made up comes first; the proxy appends the address it saw.
    const via = (client: string, forged: string) => ({ "X-Forwarded-For": `${forged}, ${client}` });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await signIn(url, via("203.0.113.7", `198.51.100.${i}`), `u${i}@example.com`)).status);
    expect(statuses.slice(0, 10)).not.toContain(429);
    expect(statuses[10]).toBe(429);
    // Another client behind the same proxy is not held up.
    expect((await signIn(url, via("203.0.113.8", "198.51.100.1"))).status).toBe(401);

    const https = { "X-Forwarded-For": "203.0.113.9", "X-Forwarded-Proto": "https" };
    const cookies = await signUpCookies(url, https);
    expect(cookies.map((c) => c.split("=")[0])).toEqual(["__Host-session", "__Host-toast"]);
    for (const cookie of cookies) expect(cookie).toMatch(/; Path=\/;.*; Secure/i);
    const page = await fetch(`${url}/`, { headers: https });
    expect(page.headers.get("Strict-Transport-Security")).toBe("max-age=15552000");
  });
});

test("health checks answer through the server, and every answer carries its request id", async ({ app }) => {
  const live = await fetch(`${app.url}/healthz`);
  expect(live.status).toBe(200);
  expect(await live.json()).toEqual({ status: "ok" });
  const ready = await fetch(`${app.url}/readyz`);
  expect(await ready.json()).toEqual({ status: "ok" });
  const ids = [ready.headers.get("X-Request-Id"), live.headers.get("X-Request-Id")];
  for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
  expect(ids[0]).not.toBe(ids[1]);
  // The test apps trust one proxy hop (fixtures.ts): a proxy's id is kept.
  expect((await fetch(`${app.url}/`, { headers: { "X-Request-Id": "edge-0123456789" } })).headers.get("X-Request-Id")).toBe("edge-0123456789");
});
