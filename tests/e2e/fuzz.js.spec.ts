/**
 * Issue 12: hostile requests against every route of the production build, the way a scanner or an
 * attacker would send them: every method, signed out, signed in and with a bearer token; malformed,
 * wrongly typed, deeply nested and oversized bodies; broken multipart; control characters and path
 * traversal; open-redirect payloads in every redirect parameter; cross-site posts; huge headers and
 * forged session cookies; Remix's `_data` and single-fetch `.data` URLs.
 *
 * Every answer must be below 500 (a 503 only as a designed refusal, with Retry-After), a redirect
 * (a Location header, or a single-fetch redirect in a `.data` body) must stay on the app's own
 * origin, and the server must still answer GET / with 200 afterwards. No browser page is used:
 * the requests go out through node:http, never following redirects, so the exact bytes (chunked
 * bodies, lying lengths, duplicate cookies) are what the server sees.
 *
 * The routes are read from app/routes, so a new route file is fuzzed without touching this spec;
 * a route whose URL cannot be worked out (an unknown `$param`) fails the spec until it gets a sample.
 * Runs once, in the "js" project, against the worker's own app (fixtures.ts).
 */
import { readdirSync, readFileSync } from "node:fs";
import { Agent, request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { connect } from "node:net";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test, type App } from "./fixtures";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const ROUTES_DIR = join(ROOT, "app", "routes");
const METHODS = ["GET", "POST", "PUT", "DELETE", "PATCH", "HEAD", "OPTIONS"] as const;
const EVIL = "evil.example";
const FUZZ_ADDRESS = `10.99.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

// ---------------------------------------------------------------------------------------------
// Routes, from the file names

type Route = { file: string; pattern: string; params: string[] };

/** Remix v2 flat routes: "plan_.$generationId_.export.ts" → "/plan/:generationId/export". */
export function routeFromFile(file: string): Route {
  const name = file.replace(/\.(tsx?|jsx?)$/, "");
  if (/[[\]()]/.test(name)) throw new Error(`${file}: escaped or optional segments need a mapping in fuzz.js.spec.ts`);
  const segments: string[] = [];
  const params: string[] = [];
  for (const raw of name.split(".")) {
    if (raw === "_index") continue;
    if (raw.startsWith("_")) continue; // a pathless layout adds no segment
    const segment = raw.replace(/_$/, ""); // "plan_" opts out of the parent's layout, same URL
    if (segment === "$") {
      params.push("*");
      segments.push(":*");
    } else if (segment.startsWith("$")) {
      params.push(segment.slice(1));
      segments.push(`:${segment.slice(1)}`);
    } else {
      segments.push(segment);
    }
  }
  return { file, pattern: `/${segments.join("/")}`, params };
}

/** Every route file; throws (failing the spec) for a file whose URL has no mapping. */
function routes(): Route[] {
  return readdirSync(ROUTES_DIR)
    .filter((f) => /\.(tsx?|jsx?)$/.test(f))
    .sort()
    .map(routeFromFile);
}

/** Names the app reads from query strings and forms, found in its source, so new ones are fuzzed too. */
function namesReadByTheApp(): { query: string[]; form: string[] } {
  const query = new Set(["returnUrl", "returnTo", "redirectTo"]);
  const form = new Set(["intent", "returnUrl", "returnTo", "redirectTo", "email", "password", "confirmPassword"]);
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name)) {
        const source = readFileSync(path, "utf8");
        for (const m of source.matchAll(/(\w+)\.(?:get|getAll|has)\("([\w-]+)"\)/g)) {
          const [, object = "", key = ""] = m;
          if (/^(form|formData)$/.test(object)) form.add(key);
          else if (/^(params|searchParams|url)$/.test(object)) query.add(key);
        }
      }
    }
  };
  walk(join(ROOT, "app"));
  for (const field of ["productName", "productWebsite", "productType", "productDescription", "audiencePersona", "skills", "successMetrics"]) form.add(field);
  return { query: [...query], form: [...form] };
}

// ---------------------------------------------------------------------------------------------
// Sending

/**
 * `length` declares a Content-Length other than the body's; `patience` (ms) is how long to wait for
 * an answer that may rightly never come (a server waits for the rest of a body announced longer).
 */
type Body = { kind: string; type?: string; data?: string | Buffer; chunks?: Buffer[]; length?: number; patience?: number };
type Probe = { method: string; path: string; headers?: Record<string, string | string[]>; body?: Body; who: string };
type Answer = { status: number; headers: IncomingHttpHeaders; text: string };
type Failure = string;

const agent = new Agent({ keepAlive: true, maxSockets: 8 });
const NO_BODY: Body = { kind: "none" };

/** One request, exactly as described; never follows a redirect. Rejects on no answer within 15 s. */
function send(app: App, probe: Probe): Promise<Answer> {
  const base = new URL(app.url);
  const body = probe.body ?? NO_BODY;
  // The apps trust one proxy hop (fixtures.ts): the fuzz names its own client address, so its
  // sign-ins count against no other spec's rate limit.
  const headers: Record<string, string | string[]> = { "X-Forwarded-For": FUZZ_ADDRESS, ...probe.headers };
  if (body.type) headers["Content-Type"] = body.type;
  if (body.data !== undefined) headers["Content-Length"] = String(body.length ?? Buffer.byteLength(body.data));
  if (body.chunks) headers["Transfer-Encoding"] = "chunked";
  // Big uploads get a connection of their own, so one the server stops reading never blocks the rest.
  const large = body.chunks !== undefined || (body.data?.length ?? 0) > 64 * 1024;
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = httpRequest(
      { host: base.hostname, port: base.port, method: probe.method, path: probe.path, headers, agent: large || body.patience ? false : agent, timeout: body.patience ?? 15_000 },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          // Answered before the upload finished (a 405 or 413): stop sending the rest.
          if (!req.writableFinished) req.destroy();
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString("utf8") });
        });
        res.on("error", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString("utf8") }));
      },
    );
    req.on("timeout", () => req.destroy(Object.assign(new Error(`no answer within ${(body.patience ?? 15_000) / 1000} s`), { code: "NO_ANSWER" })));
    req.on("error", (error) => {
      if (!answered) reject(error);
    });
    if (body.data !== undefined) req.end(body.data);
    else if (body.chunks) {
      (async () => {
        for (const chunk of body.chunks ?? []) {
          if (req.destroyed) return;
          if (!req.write(chunk)) {
            await new Promise<void>((resolve) => {
              const done = () => {
                req.off("drain", done).off("close", done);
                resolve();
              };
              req.on("drain", done).on("close", done);
            });
          }
        }
        req.end();
      })().catch(() => undefined);
    } else req.end();
  });
}

function describe(probe: Probe): string {
  const path = probe.path.length > 160 ? `${probe.path.slice(0, 160)}…(${probe.path.length} chars)` : probe.path;
  return `${probe.method} ${path} [${probe.who}, body: ${(probe.body ?? NO_BODY).kind}]`;
}

/** The strings of a single-fetch redirect (a 202 turbo-stream body) that could be its target. */
function singleFetchTargets(answer: Answer): string[] {
  if (answer.status !== 202 || answer.headers["x-remix-response"] !== "yes") return [];
  const [first = "[]"] = answer.text.split("\n");
  try {
    const flat: unknown = JSON.parse(first);
    return Array.isArray(flat) ? flat.filter((v): v is string => typeof v === "string" && !["redirect", "status", "revalidate", "reload", "replace"].includes(v)) : [];
  } catch {
    return [];
  }
}

/** Why this answer is a failure, or null when it is fine. */
function judge(app: App, probe: Probe, answer: Answer): string | null {
  const origin = new URL(app.url).origin;
  const status = answer.status;
  if (status >= 500 && !(status === 503 && answer.headers["retry-after"])) {
    return `${describe(probe)} → ${status} ${answer.text.slice(0, 200).replace(/\s+/g, " ")}`;
  }
  const targets = [answer.headers.location ?? "", ...singleFetchTargets(answer)].filter((t) => t !== "");
  for (const target of targets) {
    let resolved: string;
    try {
      resolved = new URL(target, app.url).origin;
    } catch {
      return `${describe(probe)} → ${status} with an unparsable redirect target ${JSON.stringify(target)}`;
    }
    if (resolved !== origin) return `${describe(probe)} → ${status} redirects off-site to ${JSON.stringify(target)}`;
  }
  return null;
}

/** Sends every probe, a few at a time; returns the failures (and how many were sent). */
async function fuzz(app: App, probes: Probe[], options: { closeIsFine?: boolean } = {}): Promise<Failure[]> {
  const failures: Failure[] = [];
  let next = 0;
  const worker = async () => {
    for (;;) {
      const probe = probes[next++];
      if (!probe) return;
      const started = Date.now();
      try {
        const answer = await send(app, probe);
        if (Date.now() - started > 3000) slow.push(`${describe(probe)} took ${Date.now() - started} ms`);
        const problem = judge(app, probe, answer);
        if (problem) failures.push(problem);
      } catch (error) {
        // An oversized upload may be cut off by the server's 413 before the client sees the answer.
        const code = (error as NodeJS.ErrnoException).code ?? "";
        if (options.closeIsFine && ["ECONNRESET", "EPIPE"].includes(code)) continue;
        if (probe.body?.patience && code === "NO_ANSWER") continue;
        failures.push(`${describe(probe)} → no answer: ${String(error)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
  sent += probes.length;
  return failures;
}

let sent = 0;
const slow: string[] = [];

async function expectStillUp(app: App) {
  const home = await send(app, { method: "GET", path: "/", who: "check" });
  expect(home.status, "GET / after the fuzz").toBe(200);
}

function expectNoFailures(failures: Failure[], what: string) {
  expect(failures, `${what}: ${failures.length} failing request(s)\n${failures.join("\n")}`).toEqual([]);
}

// ---------------------------------------------------------------------------------------------
// Identities, created through the app once per worker

type Identity = { cookie: string; token: string; generationId: string; planId: string };

const PASSWORD = "fuzz-password-1";

function cookiesOf(answer: Answer): Map<string, string> {
  const jar = new Map<string, string>();
  for (const line of answer.headers["set-cookie"] ?? []) {
    const [pair = ""] = line.split(";");
    const at = pair.indexOf("=");
    if (at > 0) jar.set(pair.slice(0, at), pair.slice(at + 1));
  }
  return jar;
}

const form = (fields: Record<string, string | string[]>): Body => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) for (const v of [value].flat()) params.append(key, v);
  return { kind: "form", type: "application/x-www-form-urlencoded", data: params.toString() };
};
const json = (value: unknown, kind = "json"): Body => ({ kind, type: "application/json", data: JSON.stringify(value) });

const identities = new Map<string, Promise<Identity>>();

/** A user signed up through /login, a bearer token, a finished generation and a saved plan. */
function identity(app: App): Promise<Identity> {
  let made = identities.get(app.url);
  if (!made) {
    made = createIdentity(app);
    identities.set(app.url, made);
  }
  return made;
}

async function createIdentity(app: App): Promise<Identity> {
  const email = `fuzz-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const jar = new Map<string, string>();
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
  const step = async (method: string, path: string, body: Body | undefined, expected: number) => {
    const answer = await send(app, { method, path, body, headers: { Cookie: cookie() }, who: "set-up" });
    for (const [k, v] of cookiesOf(answer)) jar.set(k, v);
    if (answer.status !== expected) throw new Error(`set-up ${method} ${path}: ${answer.status} ${answer.text.slice(0, 300)}`);
    return answer;
  };
  await step("POST", "/login", form({ intent: "sign-up", email, password: PASSWORD, confirmPassword: PASSWORD }), 302);
  jar.delete("__toast");
  const tokenAnswer = await send(app, { method: "POST", path: "/api/tokens", body: json({ email, password: PASSWORD }), who: "set-up" });
  if (tokenAnswer.status !== 201) throw new Error(`set-up POST /api/tokens: ${tokenAnswer.status} ${tokenAnswer.text}`);
  const { token } = JSON.parse(tokenAnswer.text) as { token: string };

  const words = (n: number, w: string) => Array.from({ length: n }, () => w).join(" ");
  await step("POST", "/product", form({
    productName: "Fuzz Rocket", productWebsite: "https://fuzz.example", productType: "saas", productStage: "beta",
    productDescription: words(60, "notes"), intent: "continue",
  }), 302);
  await step("POST", "/audience", form({ audienceType: "developer", audienceGeography: "global", audiencePersona: words(55, "founder"), intent: "continue" }), 302);
  await step("POST", "/resources", form({ budgetRange: "seed", timeHorizon: "quarter", skills: ["seo", "content"], intent: "continue" }), 302);
  const started = await step("POST", "/plan", form({
    primaryGoal: "signups", successMetrics: "500 sign-ups in 3 months", challenges: "No audience yet and little time",
    includeMarketingWisdom: "true", intent: "continue",
  }), 302);
  const generationId = decodeURIComponent(/^\/plan\/([^/?]+)/.exec(started.headers.location ?? "")?.[1] ?? "");
  if (!generationId) throw new Error(`set-up POST /plan went to ${started.headers.location}`);
  for (let i = 0; ; i++) {
    const status = await step("GET", `/plan/${generationId}/status`, undefined, 200);
    const state = (JSON.parse(status.text) as { status: string }).status;
    if (state === "done") break;
    if (state === "failed" || i > 150) throw new Error(`set-up generation ${generationId} ended ${state}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  await step("POST", "/save-plan", form({ generationId }), 302);
  jar.delete("__toast");
  const plans = await send(app, { method: "GET", path: "/api/plans", headers: { Authorization: `Bearer ${token}` }, who: "set-up" });
  const [plan] = JSON.parse(plans.text) as { id: number }[];
  if (!plan) throw new Error(`set-up: no saved plan (${plans.status} ${plans.text.slice(0, 200)})`);
  // The fuzz's "signed in" must really be: the saved plans page answers, not a redirect to sign in.
  const saved = await send(app, { method: "GET", path: "/saved", headers: { Cookie: cookie() }, who: "set-up" });
  if (saved.status !== 200) throw new Error(`set-up: GET /saved signed in answered ${saved.status} ${saved.headers.location ?? ""}`);
  return { cookie: cookie(), token, generationId, planId: String(plan.id) };
}

type Who = { name: string; headers: Record<string, string> };

function whos(id: Identity, route: Route | null): Who[] {
  const list: Who[] = [
    { name: "signed out", headers: {} },
    { name: "signed in", headers: { Cookie: id.cookie } },
  ];
  if (route === null || route.pattern.startsWith("/api")) list.push({ name: "bearer", headers: { Authorization: `Bearer ${id.token}` } });
  return list;
}

/** The sample values of a route parameter: a real one first, then hostile ones. */
function samples(param: string, id: Identity): string[] {
  const hostile = ["..%2f..%2fetc%2fpasswd", "%2e%2e%2f%2e%2e%2f", "x%00y", "%00", "-1", "1e999", "99999999999999999999999", "%E0%A4%A", "%27%20OR%201%3D1--", "a".repeat(3000)];
  const real: Record<string, string> = {
    generationId: id.generationId,
    planId: id.planId,
    id: id.planId,
    list: "waitlist",
    "*": "no/such/page",
  };
  const first = real[param];
  if (first === undefined) throw new Error(`route parameter $${param} has no sample value in fuzz.js.spec.ts`);
  return [first, ...hostile];
}

function urlOf(route: Route, values: Record<string, string>): string {
  return route.pattern.replace(/:([\w*]+)/g, (_, name: string) => values[name] ?? "");
}

const realUrl = (route: Route, id: Identity) =>
  urlOf(route, Object.fromEntries(route.params.map((p) => [p, samples(p, id)[0] ?? ""])));

/**
 * Probes that would end the worker's identity (sign-out, revoking the token, deleting the plan) are
 * left out of the other tests; the last test sends them, then forgets the identity.
 */
const isDestructive = (p: Probe) =>
  p.who !== "signed out" && ((p.path.startsWith("/logout") && p.method !== "GET" && p.method !== "HEAD") || (p.method === "DELETE" && p.path.startsWith("/api/")));
const harmless = (probes: Probe[]) => probes.filter((p) => !isDestructive(p));

// ---------------------------------------------------------------------------------------------
// Hostile bodies

const MB = 1024 * 1024;

function nested(depth: number): string {
  return "[".repeat(depth) + "]".repeat(depth);
}

function hostileBodies(names: string[]): Body[] {
  const big = Buffer.alloc(Math.ceil(1.2 * MB), "a");
  const chunks = Array.from({ length: 20 }, () => Buffer.alloc(64 * 1024, "b"));
  const field = names.find((n) => n === "productName") ?? "name";
  return [
    { kind: "truncated JSON", type: "application/json", data: '{"email": "a@b.c", "password": "' },
    { kind: "malformed JSON", type: "application/json", data: "{'single': quotes, trailing: ,}" },
    json([1, 2, 3], "JSON array"),
    json(null, "JSON null"),
    json(Object.fromEntries(names.map((n) => [n, 1e21])), "numbers for strings"),
    json(Object.fromEntries(names.map((n) => [n, [null, { $ne: 1 }]])), "arrays and objects for strings"),
    json({ productName: "x".repeat(300_000), __proto__: { admin: true }, constructor: { prototype: { admin: true } } }, "long strings and prototype keys"),
    { kind: "huge number", type: "application/json", data: `{"id": 1${"0".repeat(400)}, "plan": 1e999}` },
    { kind: "JSON nested 5,000 deep", type: "application/json", data: nested(5000) },
    { kind: "JSON objects nested 5,000 deep", type: "application/json", data: '{"a":'.repeat(5000) + "1" + "}".repeat(5000) },
    { kind: "1.2 MB JSON with Content-Length", type: "application/json", data: Buffer.concat([Buffer.from('{"a":"'), big, Buffer.from('"}')]) },
    { kind: "1.2 MB form, chunked", type: "application/x-www-form-urlencoded", chunks: [Buffer.from(`${field}=`), ...chunks] },
    { kind: "multipart with a bad boundary", type: "multipart/form-data; boundary=abc", data: `--xyz\r\nContent-Disposition: form-data; name="${field}"\r\n\r\nvalue\r\n--xyz--` },
    { kind: "multipart without a boundary", type: "multipart/form-data", data: "--\r\n\r\n" },
    { kind: "multipart cut off", type: "multipart/form-data; boundary=abc", data: `--abc\r\nContent-Disposition: form-data; name="${field}"\r\n\r\nval` },
    { ...form(Object.fromEntries(names.map((n) => [n, ["one", "two", "three"]]))), kind: "urlencoded, every field repeated" },
    { ...form(Object.fromEntries(names.map((n) => [n, "nul\u0000 cr\r lf\n tab\t ℮ 😀 \u202e \ud800"]))), kind: "urlencoded, control characters and unicode" },
    { kind: "form with broken percent-encoding", type: "application/x-www-form-urlencoded", data: `${field}=%E0%A4%A&intent=%&%%=1` },
    { kind: "JSON sent as text/plain", type: "text/plain", data: '{"email":"a@b.c","password":"secret1"}' },
    { kind: "form sent as application/json", type: "application/json", data: "intent=sign-in&email=a%40b.c" },
    { kind: "XML", type: "application/xml", data: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>' },
    { kind: "binary octet-stream", type: "application/octet-stream", data: Buffer.from([0, 255, 254, 0, 1, 2, 3]) },
    { kind: "garbage Content-Type", type: "x/y; charset=nonexistent; boundary=", data: "abc" },
  ];
}

// ---------------------------------------------------------------------------------------------
// The tests

test.describe.configure({ timeout: 60_000 });

test.afterAll(() => {
  console.log(`fuzz: ${sent} requests sent${slow.length ? `; slow answers:\n${slow.join("\n")}` : ""}`);
  agent.destroy();
});

test("every route file has a URL and every parameter a sample", async ({ app }) => {
  const id = await identity(app);
  const all = routes();
  expect(all.length).toBeGreaterThan(20);
  for (const route of all) expect(realUrl(route, id), route.file).toMatch(/^\//);
});

test("every route and method, signed out, signed in and with a bearer token", async ({ app }) => {
  const id = await identity(app);
  const probes: Probe[] = [];
  for (const route of routes()) {
    for (const who of whos(id, route)) {
      for (const method of METHODS) {
        const body = ["POST", "PUT", "PATCH", "DELETE"].includes(method) ? form({ intent: "continue" }) : undefined;
        probes.push({ method, path: realUrl(route, id), headers: who.headers, body, who: who.name });
      }
    }
  }
  expectNoFailures(await fuzz(app, harmless(probes)), "methods");
  await expectStillUp(app);
});

test("hostile route parameters and query strings", async ({ app }) => {
  const id = await identity(app);
  const { query } = namesReadByTheApp();
  const hostileValues = ["%00", "a%0d%0aSet-Cookie:%20x=1", "%09tab", "..%2f..%2f", "%E0%A4%A", "%F0%9F%98%80%E2%80%AE", "-1", "1e999", "99999999999999999999", "x".repeat(4000)];
  const probes: Probe[] = [];
  for (const route of routes()) {
    const [who0, who1] = whos(id, route);
    // Every sample of every parameter, signed out and signed in.
    for (const param of route.params) {
      for (const value of samples(param, id).slice(1)) {
        const values = Object.fromEntries(route.params.map((p) => [p, samples(p, id)[0] ?? ""]));
        values[param] = value;
        for (const who of [who0, who1]) if (who) probes.push({ method: "GET", path: urlOf(route, values), headers: who.headers, who: who.name });
      }
    }
    // Every query name the app reads, with hostile values, one value per request, alternating identity.
    hostileValues.forEach((value, i) => {
      const who = i % 2 === 0 ? who0 : who1;
      const qs = query.map((name) => `${encodeURIComponent(name)}=${value}`).join("&");
      if (who) probes.push({ method: "GET", path: `${realUrl(route, id)}?${qs}&${query[0]}=repeated`, headers: who.headers, who: who.name });
    });
  }
  // Paths that are not routes at all.
  for (const path of ["/..%2f..%2fetc%2fpasswd", "/%2e%2e/%2e%2e/etc/passwd", "/build/../package.json", "/assets/..%2f..%2fserver%2findex.js", "/%00", "/a%00.js", "/favicon.ico%00", "//", "///evil.example", "/%5c%5cevil.example", "/\u00e9t\u00e9", "/%E0%A4%A"]) {
    probes.push({ method: "GET", path: path.replace(/[^\x21-\x7e]/g, encodeURIComponent), who: "signed out" });
  }
  expectNoFailures(await fuzz(app, probes), "parameters and queries");
  await expectStillUp(app);
});

test("hostile bodies to every route that takes a POST, PUT or PATCH", async ({ app }) => {
  const id = await identity(app);
  const { form: names } = namesReadByTheApp();
  const bodies = hostileBodies(names);
  const probes: Probe[] = [];
  routes().forEach((route, r) => {
    const who = whos(id, route);
    bodies.forEach((body, b) => {
      // Rotate methods and identities over the bodies so every route gets each body once.
      const method = (["POST", "PUT", "PATCH"] as const)[(r + b) % 3] ?? "POST";
      const client = who[(r + b) % who.length] ?? who[0];
      if (client) probes.push({ method: route.pattern.startsWith("/api/plans/") ? "PUT" : method === "PATCH" && b % 2 === 0 ? "POST" : method, path: realUrl(route, id), headers: client.headers, body, who: client.name });
    });
  });
  // A body announced longer than it is: the server may wait for the rest (a few routes only).
  for (const path of ["/product", "/api/tokens", "/login"]) {
    probes.push({ method: "POST", path, body: { kind: "Content-Length larger than the body", type: "application/json", data: "{}", length: 10, patience: 1500 }, who: "signed out" });
  }
  expectNoFailures(await fuzz(app, harmless(probes), { closeIsFine: true }), "bodies");
  await expectStillUp(app);
});

test("open-redirect payloads in every redirect parameter", async ({ app }) => {
  const id = await identity(app);
  const payloads = [`//${EVIL}`, `/\\${EVIL}`, `/%2e//${EVIL}`, `/.//${EVIL}`, `/\t/${EVIL}`, `https://${EVIL}`, `/%5c${EVIL}`, `%2F%2F${EVIL}`, `javascript:alert(1)`, ` //${EVIL}`];
  const redirectNames = ["returnUrl", "returnTo", "redirectTo"];
  const probes: Probe[] = [];
  const allRoutes = routes();
  payloads.forEach((payload, i) => {
    const qs = redirectNames.map((n) => `${n}=${encodeURIComponent(payload)}`).join("&");
    const raw = redirectNames.map((n) => `${n}=${payload.replace(/[^\x21-\x7e]/g, encodeURIComponent)}`).join("&");
    for (const route of allRoutes) {
      const who = whos(id, route)[i % 2];
      if (who) probes.push({ method: "GET", path: `${realUrl(route, id)}?${i % 3 === 0 ? raw : qs}`, headers: who.headers, who: who.name });
    }
    // The signed-in visitor on /login is sent straight on to the returnUrl; /api-key's form too.
    probes.push({ method: "GET", path: `/login?${qs}`, headers: { Cookie: id.cookie }, who: "signed in" });
    probes.push({ method: "POST", path: `/api-key?${qs}`, headers: { Cookie: id.cookie }, body: form({ intent: "dismiss", returnTo: payload, returnUrl: payload }), who: "signed in" });
    probes.push({ method: "POST", path: `/api-key`, body: form({ intent: "dismiss", returnTo: payload }), who: "signed out" });
    probes.push({ method: "POST", path: `/login?${qs}`, body: form({ intent: "sign-in", email: "nobody@example.com", password: "", returnUrl: payload }), who: "signed out" });
    probes.push({ method: "POST", path: `/save-plan?${qs}`, body: form({ generationId: id.generationId, returnUrl: payload }), who: "signed out" });
    probes.push({ method: "GET", path: `/_root.data?${qs}`, headers: { Cookie: id.cookie }, who: "signed in" });
    probes.push({ method: "GET", path: `/login.data?${qs}`, headers: { Cookie: id.cookie }, who: "signed in" });
    probes.push({ method: "GET", path: `/saved.data?${qs}`, who: "signed out" });
  });
  expectNoFailures(await fuzz(app, probes), "redirects");

  // A real sign-in with a hostile returnUrl (twice only: sign-in is rate limited per address).
  const email = `fuzz-redirect-${Date.now().toString(36)}@example.com`;
  await send(app, { method: "POST", path: "/login", body: form({ intent: "sign-up", email, password: PASSWORD, confirmPassword: PASSWORD }), who: "set-up" });
  const signIns: Probe[] = [`//${EVIL}`, `/%2e//${EVIL}`].map((payload) => ({
    method: "POST",
    path: `/login?returnUrl=${encodeURIComponent(payload)}`,
    body: form({ intent: "sign-in", email, password: PASSWORD }),
    who: "signing in",
  }));
  expectNoFailures(await fuzz(app, signIns), "sign-in redirects");
  await expectStillUp(app);
});

test("cross-site posts, wrong content types, huge headers and forged cookies", async ({ app }) => {
  const id = await identity(app);
  const session = /__session=([^;]*)/.exec(id.cookie)?.[1] ?? "";
  const cookies = [
    "__session=garbage",
    `__session=${session.slice(0, -4)}AAAA`,
    `__session=${session}; __session=other`,
    "__session=%%%%; __toast=%7B%7D",
    `__session=${"A".repeat(8000)}`,
    "__session=eyJ1c2VySWQiOjF9.forged",
    `__toast=${Buffer.from(JSON.stringify({ title: "<script>", variant: { x: 1 } })).toString("base64")}`,
    "__session=\"quoted\"; =; ;;; x",
  ];
  const heads: Record<string, string | string[]>[] = [
    { Origin: `https://${EVIL}`, "Sec-Fetch-Site": "cross-site" },
    { Origin: "null" },
    { Origin: `https://${EVIL}` },
    { "Sec-Fetch-Site": "cross-site" },
    { Referer: `https://${EVIL}/` },
    { "X-Forwarded-For": "999.999.1.1, garbage, ::::", "X-Forwarded-Proto": "gopher", "X-Forwarded-Host": EVIL, Forwarded: "for=evil" },
    { Host: EVIL },
    { "X-Huge": "h".repeat(14_000) },
    { Cookie: `a=${"c".repeat(14_000)}` },
    { "X-Huge": "h".repeat(40_000) },
    { Accept: "text/x-script, application/json;q=abc", "Accept-Encoding": "gzip;q=2, br, zstd, *;q=-1", "Accept-Language": "zz".repeat(2000) },
    { Range: "bytes=0-0,1-1,2-2,-1", "If-None-Match": "*", "If-Modified-Since": "yesterday" },
    { Authorization: "Bearer " + "x".repeat(5000) },
    { Authorization: "Basic %%%" },
    { Authorization: `Bearer ${id.token}x` },
    { "Content-Encoding": "gzip" },
  ];
  const probes: Probe[] = [];
  const targets = routes().map((route) => realUrl(route, id));
  targets.forEach((path, i) => {
    const cookie = cookies[i % cookies.length] ?? "";
    probes.push({ method: "GET", path, headers: { Cookie: cookie }, who: `forged cookie ${i % cookies.length}` });
    probes.push({ method: "POST", path, headers: { Cookie: cookie }, body: form({ intent: "continue" }), who: `forged cookie ${i % cookies.length}` });
    const headers = heads[i % heads.length] ?? {};
    probes.push({ method: "POST", path, headers: { ...headers, Cookie: id.cookie }, body: form({ intent: "continue", productName: "x" }), who: `signed in, hostile headers ${i % heads.length}` });
    probes.push({ method: "GET", path, headers: heads[(i + 7) % heads.length] ?? {}, who: `signed out, hostile headers ${(i + 7) % heads.length}` });
  });
  // A cross-site form post to every route, signed in: refused or ignored, never a 500.
  for (const path of targets) {
    probes.push({ method: "POST", path, headers: { Origin: `https://${EVIL}`, "Sec-Fetch-Site": "cross-site", Cookie: id.cookie }, body: form({ intent: "continue" }), who: "signed in, cross-site" });
  }
  for (const headers of heads) {
    probes.push({ method: "POST", path: "/api/plans", headers: { ...headers, Authorization: headers.Authorization ?? `Bearer ${id.token}` }, body: json({ plan: {} }), who: "bearer, hostile headers" });
    probes.push({ method: "POST", path: "/logout", headers: { ...headers, Origin: `https://${EVIL}`, Cookie: cookies[0] ?? "" }, body: form({}), who: "forged cookie, cross-site" });
  }
  expectNoFailures(await fuzz(app, probes), "headers and cookies");
  await expectStillUp(app);
});

test("_data and single-fetch .data URLs", async ({ app }) => {
  const id = await identity(app);
  const paths = routes().flatMap((route) => {
    const url = realUrl(route, id);
    const base = url === "/" ? "/_root" : url;
    return [`${base}.data`, `${url}?_data=root`, `${url}?_data=routes%2F${encodeURIComponent(route.file.replace(/\.\w+$/, ""))}`];
  });
  paths.push(
    "/_root.data?_routes=root,routes/_index",
    "/_root.data?_routes=routes%2F..%2F..%2Fserver",
    "/_root.data?_routes=" + "x,".repeat(2000),
    "/product.data?_routes=routes/product,routes/product,routes/api.plans",
    "/.data",
    "/..data",
    "/_root.data.data",
    "/api/plans.data",
    "/plan.data?index",
    "/%00.data",
  );
  const probes: Probe[] = [];
  paths.forEach((path, i) => {
    probes.push({ method: "GET", path, headers: i % 2 ? { Cookie: id.cookie } : {}, who: i % 2 ? "signed in" : "signed out" });
    if (i % 3 === 0) probes.push({ method: "POST", path, headers: { Cookie: id.cookie }, body: form({ intent: "continue" }), who: "signed in" });
  });
  expectNoFailures(await fuzz(app, harmless(probes)), "data URLs");
  await expectStillUp(app);
});

test("malformed HTTP on the wire", async ({ app }) => {
  const base = new URL(app.url);
  const raw = [
    "GET /\u0000 HTTP/1.1\r\nHost: x\r\n\r\n",
    "GET / HTTP/1.1\r\nHost: x\r\nX-Bad: a\u0000b\r\n\r\n",
    "POST /product HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\nzzzz\r\n",
    "POST /product HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nnot-hex\r\n",
    "GET /../../etc/passwd HTTP/1.1\r\nHost: x\r\n\r\n",
    "BREW /pot HTTP/1.1\r\nHost: x\r\n\r\n",
    "GET / HTTP/9.9\r\n\r\n",
  ];
  const failures: Failure[] = [];
  for (const text of raw) {
    const answer = await new Promise<string>((resolve) => {
      const socket = connect(Number(base.port), base.hostname);
      let got = "";
      socket.setTimeout(5000, () => socket.destroy());
      socket.on("data", (d) => (got += d.toString("latin1")));
      socket.on("error", () => resolve(got));
      socket.on("close", () => resolve(got));
      socket.write(text, "latin1", () => setTimeout(() => socket.end(), 200));
    });
    const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(answer)?.[1] ?? 0);
    if (status >= 500) failures.push(`${JSON.stringify(text.split("\r\n")[0])} → ${status}`);
  }
  sent += raw.length;
  expectNoFailures(failures, "raw requests");
  await expectStillUp(app);
});

test("sign-out, token revocation and deletion, hostile and repeated (last: it ends the identity)", async ({ app }) => {
  const id = await identity(app);
  const plan = `/api/plans/${id.planId}`;
  const bearer = { Authorization: `Bearer ${id.token}` };
  const signedIn = { Cookie: id.cookie };
  const probes: Probe[] = [
    ...hostileBodies(["intent", "returnUrl"]).slice(0, 6).map((body): Probe => ({ method: "POST", path: "/logout?returnUrl=%2F%2Fevil.example", headers: signedIn, body, who: "signed in" })),
    { method: "DELETE", path: plan, headers: bearer, body: json([1]), who: "bearer" },
    { method: "DELETE", path: plan, headers: bearer, who: "bearer" },
    { method: "DELETE", path: plan, headers: signedIn, who: "signed in" },
    { method: "PUT", path: plan, headers: bearer, body: json({ productName: null }), who: "bearer" },
    { method: "PATCH", path: "/logout", headers: signedIn, body: form({}), who: "signed in" },
    { method: "DELETE", path: "/logout", headers: signedIn, who: "signed in" },
    { method: "POST", path: "/logout.data", headers: signedIn, body: form({}), who: "signed in" },
    { method: "POST", path: "/logout", headers: signedIn, body: form({}), who: "signed in" },
    { method: "POST", path: "/logout", headers: signedIn, body: form({}), who: "signed in, signed out already" },
    { method: "GET", path: "/saved", headers: signedIn, who: "signed in, signed out already" },
    { method: "DELETE", path: "/api/tokens", headers: { Authorization: `Bearer ${id.token}x` }, who: "bearer, wrong token" },
    { method: "DELETE", path: "/api/tokens", headers: bearer, body: json({ token: id.token }), who: "bearer" },
    { method: "DELETE", path: "/api/tokens", headers: bearer, who: "bearer, revoked" },
    { method: "GET", path: "/api/plans", headers: bearer, who: "bearer, revoked" },
    { method: "PUT", path: plan, headers: bearer, body: json({}), who: "bearer, revoked" },
  ];
  // One at a time, in this order: each request sees what the one before it did.
  const failures: Failure[] = [];
  for (const probe of probes) failures.push(...(await fuzz(app, [probe])));
  identities.delete(app.url);
  expectNoFailures(failures, "destructive");
  await expectStillUp(app);
});
