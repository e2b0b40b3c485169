/**
 * With no server key: the key endpoints and the built-in planner. A visitor's key is validated
 * with one cheap call, stored encrypted, used for that visitor only, and never sent back or logged.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { useFakeAi } from "../support/fake-ai-suite";
import { answers } from "../support/answers";
import { callAction, callLoader, Jar } from "../support/remix";
import { newVisitor } from "./auth-support";

let setKey: typeof import("../../app/routes/api.set-api-key");
let check: typeof import("../../app/routes/api.check-api-key");
let plan: typeof import("../../app/routes/api.generate-plan");
let profile: typeof import("../../app/routes/api.generate-customer-profile");
let keyPage: typeof import("../../app/routes/api-key");
let start: typeof import("../../app/generation/start.server");
let worker: typeof import("../../app/generation/worker.server");
let keyStatus: typeof import("~/ai-keys/key-status.server");
let sessions: typeof import("../../app/session.server");
let db: typeof import("../../app/db.server").db;

const SECRET_KEY = "sk-visitor-0123456789abcdef";

const fake = useFakeAi({ OPENAI_API_KEY: undefined });

beforeAll(async () => {
  setKey = await import("../../app/routes/api.set-api-key");
  check = await import("../../app/routes/api.check-api-key");
  plan = await import("../../app/routes/api.generate-plan");
  profile = await import("../../app/routes/api.generate-customer-profile");
  keyPage = await import("../../app/routes/api-key");
  start = await import("../../app/generation/start.server");
  worker = await import("../../app/generation/worker.server");
  keyStatus = await import("~/ai-keys/key-status.server");
  sessions = await import("../../app/session.server");
  db = (await import("../../app/db.server")).db;
});

const logged: string[] = [];
beforeEach(() => {
  logged.length = 0;
  for (const method of ["log", "info", "warn", "error", "debug"] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      logged.push(args.map((a) => (a instanceof Error ? `${a.message} ${a.stack}` : typeof a === "string" ? a : JSON.stringify(a))).join(" "));
    });
  }
});
afterEach(() => {
  vi.restoreAllMocks();
  expect(logged.join("\n")).not.toContain(SECRET_KEY);
});

const SET_URL = "http://localhost/api/set-api-key";
const save = (body: unknown, jar = new Jar(), raw?: string) =>
  callAction(setKey, raw === undefined ? jar.json(SET_URL, "POST", body) : jar.request(SET_URL, { method: "POST", headers: { "Content-Type": "application/json" }, body: raw }));
const checkKey = (jar = new Jar()) => callLoader(check, jar.get("/api/check-api-key"));

describe("with no key anywhere", () => {
  it("reports no key, and that the built-in planner is there", async () => {
    expect((await checkKey()).body).toEqual({ ok: false, configured: false, source: null, builtinAvailable: true });
  });

  it("answers /api/generate-plan from the built-in planner", async () => {
    const r = await callAction(plan, new Jar().json("/api/generate-plan", "POST", answers));
    expect(r.status).toBe(200);
    const body = r.body as { source: string; tactics: unknown[]; timeline: unknown[] };
    expect(body.source).toBe("built-in");
    expect(body.tactics.length).toBeGreaterThan(0);
    expect(fake.calls).toHaveLength(0);
  });

  it("answers /api/generate-customer-profile from the built-in planner, like /api/generate-plan", async () => {
    const r = await callAction(
      profile,
      new Jar().json("/api/generate-customer-profile", "POST", {
        productName: "Stackjam",
        productDescription: "A free puzzle game for iOS and Android where friends build towers together.",
        audienceType: "b2c-niche",
        audienceGeography: "global",
        audiencePersona: "Teenagers aged 13-17 who play casual games on their phones between classes.",
      }),
    );
    expect(r.status).toBe(200);
    const body = r.body as Record<string, unknown>;
    expect(body.source).toBe("built-in");
    for (const field of ["overview", "demographics", "behaviors", "needs", "painPoints", "goals", "objections", "buyingProcess"]) {
      expect(body[field], field).toBeTruthy();
    }
    // Read from the request: a teen audience gets a teen profile.
    expect(JSON.stringify(body)).toMatch(/13-17/);
    expect(fake.calls).toHaveLength(0);
    // The spec's defaults fill an empty request.
    const empty = await callAction(profile, new Jar().json("/api/generate-customer-profile", "POST", {}));
    expect(empty.status).toBe(200);
    expect(Object.keys(empty.body as object)).toEqual(expect.arrayContaining(["overview", "demographics", "buyingProcess"]));
  });

  it("runs a step-4 generation with the built-in planner", async () => {
    const session = await sessions.getSession(new Request("http://localhost/"));
    const { id } = await start.startGeneration(new Request("http://localhost/plan"), session, answers);
    await worker.settleGenerations();
    const row = await db.selectFrom("generations").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row.use_builtin).toBe(1);
    expect(row.status).toBe("done");
    expect(fake.calls).toHaveLength(0);
  });
});

describe("POST /api/set-api-key", () => {
  it("refuses an empty or blank key with 'API key is required' and calls nobody", async () => {
    for (const body of [{}, { key: "" }, { key: "   " }, { key: null }]) {
      const r = await save(body);
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ message: "API key is required", errors: { key: ["API key is required"] } });
    }
    expect(fake.calls).toHaveLength(0);
  });

  it("refuses wrong content types and broken JSON", async () => {
    const form = await callAction(setKey, new Jar().request(SET_URL, { method: "POST", headers: { "Content-Type": "text/plain" }, body: "key=sk-x" }));
    expect(form.status).toBe(415);
    expect((await save(null, undefined, "{")).status).toBe(400);
  });

  it("refuses a key the provider rejects, after one call, storing nothing", async () => {
    const visitor = await newVisitor();
    const r = await save({ key: "sk-invalid-abcdef" }, visitor.jar);
    expect(r.status).toBe(400);
    expect((r.body as { message: string }).message).toBe("The API key was rejected by the AI provider. Please check it and try again.");
    expect(fake.calls.map((c) => c.endpoint)).toEqual(["models"]);
    expect(await db.selectFrom("api_keys").selectAll().where("visitor_id", "=", visitor.visitorId).execute()).toEqual([]);
  });

  it("answers 502 when the provider fails while validating, after retrying", async () => {
    fake.setBehavior({ models: { status: 503 } });
    const route = await import("../../app/routes/api.set-api-key");
    // The route itself, with short retry delays passed in through the load context.
    const context = { aiCallOptions: { retryDelaysMs: [10, 20] } };
    const r = await callAction(route, new Jar().json(SET_URL, "POST", { key: SECRET_KEY }), {}, context);
    expect(r.status).toBe(502);
    expect((r.body as { message: string }).message).toMatch(/^Could not validate the API key right now/);
    expect(fake.calls).toHaveLength(3);
  });

  it("stores a working key encrypted, for this visitor only, and never sends it back", async () => {
    const owner = await newVisitor();
    const stranger = await newVisitor();
    const r = await save({ key: `  ${SECRET_KEY}  ` }, owner.jar);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ ok: true, configured: true, source: "visitor" });
    expect(fake.calls.filter((c) => c.endpoint === "models").map((c) => c.authorization)).toEqual([`Bearer ${SECRET_KEY}`]);

    const stored = await db.selectFrom("api_keys").selectAll().where("visitor_id", "=", owner.visitorId).executeTakeFirstOrThrow();
    expect(stored.ciphertext).not.toContain(SECRET_KEY);
    expect(stored.ciphertext).not.toContain(Buffer.from(SECRET_KEY).toString("base64").slice(0, 12));

    expect((await checkKey(owner.jar)).body).toMatchObject({ ok: true, source: "visitor" });
    expect((await checkKey(stranger.jar)).body).toMatchObject({ ok: false, source: null });
    expect(JSON.stringify((await checkKey(owner.jar)).body)).not.toContain(SECRET_KEY);

    // The owner's generations use it; the stranger's do not.
    fake.reset();
    const ownerSession = await sessions.getSession(owner.jar.get("/"));
    const mine = await start.startGeneration(new Request("http://localhost/plan"), ownerSession, answers);
    const strangerSession = await sessions.getSession(stranger.jar.get("/"));
    const theirs = await start.startGeneration(new Request("http://localhost/plan"), strangerSession, answers);
    await worker.settleGenerations();
    expect(fake.chatCalls().map((c) => c.authorization)).toEqual([`Bearer ${SECRET_KEY}`, `Bearer ${SECRET_KEY}`]);
    const rows = await db.selectFrom("generations").select(["id", "use_builtin", "status"]).where("id", "in", [mine.id, theirs.id]).execute();
    expect(rows.find((x) => x.id === mine.id)).toMatchObject({ use_builtin: 0, status: "done" });
    expect(rows.find((x) => x.id === theirs.id)).toMatchObject({ use_builtin: 1, status: "done" });
  });

  it("gives a key to a visitor who had no session yet (the cookie comes back)", async () => {
    const browser = new Jar();
    const r = browser.take(await save({ key: "sk-fresh-visitor-key" }, browser));
    expect(r.status).toBe(200);
    expect(browser.cookie).toMatch(/^__session=/);
    expect((await checkKey(browser)).body).toMatchObject({ source: "visitor" });
  });

  it("a tampered row does not decrypt for another visitor", async () => {
    const keys = await import("~/ai-keys/stored-keys.server");
    const owner = await newVisitor();
    await keys.saveVisitorApiKey(owner.visitorId, "sk-copy-me");
    const row = await db.selectFrom("api_keys").selectAll().where("visitor_id", "=", owner.visitorId).executeTakeFirstOrThrow();
    expect(keys.decryptApiKey(row.ciphertext, owner.visitorId)).toBe("sk-copy-me");
    expect(keys.decryptApiKey(row.ciphertext, "someone-else")).toBeNull();
  });
});

describe("/api-key page (the dialog without JavaScript) and the banner", () => {
  const post = (fields: Record<string, string>, jar = new Jar()) => callAction(keyPage, jar.post("/api-key", fields));

  it("shows 'API key is required' for an empty key without calling anyone", async () => {
    const r = await post({ intent: "save", key: " ", returnTo: "/plan" });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ error: "API key is required" });
    expect(fake.calls).toHaveLength(0);
  });

  it("saves a key and returns to the page it came from with the success toast", async () => {
    const visitor = await newVisitor();
    const r = await post({ intent: "save", key: "sk-page-key", returnTo: "/plan" }, visitor.jar);
    expect(r.status).toBe(302);
    expect(r.headers.get("Location")).toBe("/plan");
    expect((await checkKey(visitor.jar)).body).toMatchObject({ source: "visitor" });
  });

  it("never redirects off-site, and a returnTo with control characters is no 500", async () => {
    for (const returnTo of ["//evil.example/x", "/\t/evil.example", "/.//evil.example", "/%2e//evil.example", "/plan\r\nSet-Cookie: x=1", "/\u0000x"]) {
      const r = await post({ intent: "dismiss", returnTo });
      expect(r.status, returnTo).toBe(302);
      expect(r.headers.get("Location"), returnTo).toBe("/plan");
    }
  });

  it("dismisses the banner for the session", async () => {
    const visitor = await newVisitor();
    const before = await keyStatus.aiKeyStatus(visitor.jar.get("/"));
    expect(before).toMatchObject({ configured: false, bannerDismissed: false, provider: "OpenAI", keyPageUrl: "https://platform.openai.com/api-keys" });
    const r = await post({ intent: "dismiss", returnTo: "/product" }, visitor.jar);
    expect(r.status).toBe(302);
    expect(r.headers.get("Location")).toBe("/product");
    const after = await keyStatus.aiKeyStatus(visitor.jar.get("/"));
    expect(after.bannerDismissed).toBe(true);
  });
});
