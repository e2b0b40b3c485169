import { beforeAll, describe, expect, it } from "vitest";
import { callAction, callLoader, Jar } from "../support/remix";
import { freshAddress, signUp } from "./auth-support";

let tokens: typeof import("../../app/routes/api.tokens");
let plans: typeof import("../../app/routes/api.plans");
let db: typeof import("../../app/db.server").db;

beforeAll(async () => {
  tokens = await import("../../app/routes/api.tokens");
  plans = await import("../../app/routes/api.plans");
  db = (await import("../../app/db.server")).db;
  await signUp(new Jar(), "api@example.com", "api password");
});

const issue = (body: unknown, context = freshAddress()) =>
  callAction(tokens, new Jar().json("/api/tokens", "POST", body), {}, context);

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

describe("POST /api/tokens", () => {
  it("issues a random token for email + password, stores only its hash, expiring in 30 days", async () => {
    const res = await issue({ email: "API@example.com", password: "api password" });
    expect(res.status).toBe(201);
    expect(res.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 bytes, base64url
    const expires = Date.parse(res.body.expiresAt);
    expect(expires - Date.now()).toBeGreaterThan(29.9 * 24 * 3600 * 1000);
    expect(expires - Date.now()).toBeLessThanOrEqual(30 * 24 * 3600 * 1000);
    const rows = await db.selectFrom("api_tokens").select("token_hash").execute();
    expect(rows.map((r) => r.token_hash)).not.toContain(res.body.token);
    expect(rows.at(-1)?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    const other = await issue({ email: "api@example.com", password: "api password" });
    expect(other.body.token).not.toBe(res.body.token);
  });

  it("refuses wrong credentials with 401 and bad input with 422 / 400 / 415", async () => {
    expect((await issue({ email: "api@example.com", password: "nope nope" })).body).toEqual({ message: "Invalid email or password" });
    expect((await issue({ email: "api@example.com", password: "nope nope" })).status).toBe(401);
    const invalid = await issue({ email: "nope", password: "x" });
    expect(invalid.status).toBe(422);
    expect(invalid.body.message).toBe("Please enter a valid email address");
    const notJson = await callAction(tokens, new Jar().json("/api/tokens", "POST", undefined), {}, freshAddress());
    expect(notJson.status).toBe(400);
    const form = await callAction(tokens, new Jar().post("/api/tokens", { email: "api@example.com", password: "api password" }));
    expect(form.status).toBe(415);
  });

  it("slows wrong passwords for one account from one address like sign-in", async () => {
    const address = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await issue({ email: "victim@example.com", password: "guess" + i }, address)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    const refused = await issue({ email: "victim@example.com", password: "guessing" }, address);
    expect(refused.body).toEqual({ message: "Too many attempts. Please wait a minute and try again." });
    expect(refused.headers.get("Retry-After")).toBe("1");
  });
});

describe("using and revoking tokens", () => {
  it("a token authenticates /api/plans until revoked; DELETE /api/tokens revokes the one used", async () => {
    const { body } = await issue({ email: "api@example.com", password: "api password" });
    const list = await callLoader(plans, new Jar().get("/api/plans", bearer(body.token)));
    expect(list.status).toBe(200);
    expect(list.body).toEqual([]);

    const revoked = await callAction(tokens, new Jar().json("/api/tokens", "DELETE", undefined, bearer(body.token)));
    expect(revoked.status).toBe(200);
    const after = await callLoader(plans, new Jar().get("/api/plans", bearer(body.token)));
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ message: "Authentication required" });
    // Revoking again (or without a token) is refused.
    expect((await callAction(tokens, new Jar().json("/api/tokens", "DELETE", undefined, bearer(body.token)))).status).toBe(401);
    expect((await callAction(tokens, new Jar().json("/api/tokens", "DELETE", undefined))).status).toBe(401);
  });

  it("an expired token is refused", async () => {
    const { body } = await issue({ email: "api@example.com", password: "api password" });
    const { createHash } = await import("node:crypto");
    const hash = createHash("sha256").update(body.token).digest("hex");
    await db.updateTable("api_tokens").set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where("token_hash", "=", hash).execute();
    const res = await callLoader(plans, new Jar().get("/api/plans", bearer(body.token)));
    expect(res.status).toBe(401);
  });

  it("a made-up or malformed bearer token is refused and never falls back to the cookie", async () => {
    const jar = new Jar();
    await signUp(jar, "cookie@example.com");
    expect((await callLoader(plans, jar.get("/api/plans"))).status).toBe(200);
    expect((await callLoader(plans, jar.get("/api/plans", bearer("made-up")))).status).toBe(401);
    expect((await callLoader(plans, jar.get("/api/plans", { Authorization: "Basic abc" }))).status).toBe(401);
  });
});
