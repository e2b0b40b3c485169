import { beforeAll, describe, expect, it, vi } from "vitest";
import { useFakeClock } from "../support/clock";
import { callAction, callLoader, Jar } from "../support/remix";
import { freshAddress, signIn, signUp, visitRoot } from "./auth-support";

type LoginModule = typeof import("../../app/routes/login");
let login: LoginModule;
let logout: typeof import("../../app/routes/logout");
let db: typeof import("../../app/db.server").db;

beforeAll(async () => {
  login = await import("../../app/routes/login");
  logout = await import("../../app/routes/logout");
  db = (await import("../../app/db.server")).db;
});

async function signedInEmail(jar: Jar): Promise<string | null> {
  const root = await visitRoot(jar, "/");
  return root.body.user?.email ?? null;
}

describe("sign-up", () => {
  it("creates the account, signs in, toasts and goes home; the header shows the email", async () => {
    const jar = new Jar();
    const res = await signUp(jar, "  Ada@Example.com ");
    expect(res.status).toBe(302);
    expect(res.location).toBe("/");
    const root = await visitRoot(jar, "/");
    expect(root.body.user?.email).toBe("ada@example.com");
    expect(root.body.toast).toMatchObject({ title: "Registration successful", description: "Your account has been created." });
    const row = await db.selectFrom("users").selectAll().where("email", "=", "ada@example.com").executeTakeFirstOrThrow();
    expect(row.username).toBe("ada");
    expect(row.auth_uid).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(row.password_hash).not.toContain("correct horse");
  });

  it("gives each user a unique username from the email's local part", async () => {
    await signUp(new Jar(), "grace@one.example");
    await signUp(new Jar(), "grace@two.example");
    await signUp(new Jar(), "grace@three.example");
    await signUp(new Jar(), "x@short.example");
    const names = await db.selectFrom("users").select(["email", "username"]).execute();
    const byEmail = Object.fromEntries(names.map((n) => [n.email, n.username]));
    expect(byEmail["grace@one.example"]).toBe("grace");
    expect(byEmail["grace@two.example"]).toBe("grace-2");
    expect(byEmail["grace@three.example"]).toBe("grace-3");
    expect(byEmail["x@short.example"]?.length).toBeGreaterThanOrEqual(3);
    const uids = await db.selectFrom("users").select("auth_uid").execute();
    expect(new Set(uids.map((u) => u.auth_uid)).size).toBe(uids.length);
  });

  it("refuses a duplicate email clearly, keeping the email and never echoing the password", async () => {
    await signUp(new Jar(), "dup@example.com");
    const jar = new Jar();
    const res = await signUp(jar, "DUP@example.com", "another secret");
    expect(res.status).toBe(409);
    expect(res.body.formError).toEqual({
      title: "Registration failed",
      message: "An account with this email already exists. Please sign in instead.",
    });
    expect(res.body.repopulateFields).toEqual({ email: "DUP@example.com" });
    expect(JSON.stringify(res.body)).not.toContain("another secret");
    expect(jar.cookie).toBe("");
  });

  it("validates with the spec's messages (422) and refills only the email", async () => {
    const res = await callAction(
      login,
      new Jar().post("/login?tab=signup", { intent: "sign-up", email: "not-an-email", password: "123", confirmPassword: "456" }), {}, freshAddress(),
    );
    expect(res.status).toBe(422);
    expect(res.body.fieldErrors).toEqual({
      email: "Please enter a valid email address",
      password: "Password must be at least 8 characters",
      confirmPassword: "Password must be at least 8 characters",
    });
    expect(res.body.repopulateFields).toEqual({ email: "not-an-email" });
    expect(res.body.formId).toBe("sign-up");

    const mismatch = await callAction(
      login,
      new Jar().post("/login", { intent: "sign-up", email: "m@example.com", password: "12345678", confirmPassword: "123456789" }), {}, freshAddress(),
    );
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.fieldErrors).toEqual({ confirmPassword: "Passwords do not match" });
    expect(JSON.stringify(mismatch.body)).not.toContain("12345678");
  });

  it("asks a new password for 8 characters (issue 12), while sign-in still takes an older account's 6", async () => {
    const seven = await callAction(
      login,
      new Jar().post("/login?tab=signup", { intent: "sign-up", email: "seven@example.com", password: "1234567", confirmPassword: "1234567" }), {}, freshAddress(),
    );
    expect(seven.status).toBe(422);
    expect(seven.body.fieldErrors).toEqual({
      password: "Password must be at least 8 characters",
      confirmPassword: "Password must be at least 8 characters",
    });
    expect((await signUp(new Jar(), "eight@example.com", "12345678")).status).toBe(302);

    const { createUser } = await import("../../app/auth/users.server");
    await createUser("older@example.com", "abc123");
    const jar = new Jar();
    expect((await signIn(jar, "older@example.com", "abc123")).status).toBe(302);
    expect(await signedInEmail(jar)).toBe("older@example.com");
    const short = await callAction(login, new Jar().post("/login", { intent: "sign-in", email: "older@example.com", password: "abc12" }), {}, freshAddress());
    expect(short.body.fieldErrors).toEqual({ password: "Password must be at least 6 characters" });
  });

  it("refuses an unknown form with 400", async () => {
    const res = await callAction(login, new Jar().post("/login", { intent: "admin", email: "a@b.co" }), {}, freshAddress());
    expect(res.status).toBe(400);
  });
});

describe("sign-in", () => {
  it("signs in with the right password, rotating the session id and keeping the visitor's data", async () => {
    await signUp(new Jar(), "rot@example.com");
    const { getSession, commitSession } = await import("../../app/session.server");
    const jar = new Jar();
    const before = await getSession(jar.get("/"));
    before.set("visitorId", "visitor-rot");
    before.set("answers", { productName: "Kept" });
    jar.take(await commitSession(jar.get("/"), before));
    const oldId = before.id;

    const res = await signIn(jar, "rot@example.com");
    expect(res.status).toBe(302);
    const after = await getSession(jar.get("/"));
    expect(after.id).not.toBe(oldId);
    expect(after.get("visitorId")).toBe("visitor-rot");
    expect(after.get("answers")).toEqual({ productName: "Kept" });
    expect(await db.selectFrom("sessions").select("id").where("id", "=", oldId).executeTakeFirst()).toBeUndefined();
    const root = await visitRoot(jar, "/");
    expect(root.body.user?.email).toBe("rot@example.com");
    expect(root.body.toast).toMatchObject({ title: "Login successful", description: "You are now signed in." });
  });

  it("says only 'Invalid email or password' for a wrong password or an unknown email", async () => {
    await signUp(new Jar(), "wrong@example.com");
    for (const [email, password] of [["wrong@example.com", "not the password"], ["nobody@example.com", "whatever1"]] as const) {
      const jar = new Jar();
      const res = await signIn(jar, email, password);
      expect(res.status).toBe(401);
      expect(res.body.formError).toEqual({ title: "Login failed", message: "Invalid email or password" });
      expect(res.body.repopulateFields).toEqual({ email });
      expect(JSON.stringify(res.body)).not.toContain(password);
      expect(await signedInEmail(jar)).toBeNull();
    }
  });

  it("an old session id is worthless after sign-in (session fixation)", async () => {
    await signUp(new Jar(), "fix@example.com");
    const attacker = new Jar();
    const { getSession, commitSession } = await import("../../app/session.server");
    const planted = await getSession(attacker.get("/"));
    planted.set("visitorId", "planted");
    attacker.take(await commitSession(attacker.get("/"), planted));
    const victim = new Jar(attacker.cookie);
    await signIn(victim, "fix@example.com");
    expect(await signedInEmail(victim)).toBe("fix@example.com");
    expect(await signedInEmail(attacker)).toBeNull();
  });
});

describe("returnUrl", () => {
  it("follows a same-site path after sign-in", async () => {
    await signUp(new Jar(), "ret@example.com");
    const res = await signIn(new Jar(), "ret@example.com", undefined, "/saved?view=list");
    expect(res.location).toBe("/saved?view=list");
  });

  it.each(["https://evil.example/", "//evil.example", "/\\evil.example", "http:evil.example", "javascript:alert(1)", "/\t/evil.example"])(
    "goes to / for %j",
    async (target) => {
      const email = `attack${Math.random().toString(36).slice(2)}@example.com`;
      const res = await signUp(new Jar(), email, undefined, target);
      expect(res.status).toBe(302);
      expect(res.location).toBe("/");
    },
  );

  it("redirects an already signed-in visitor away from /login at once", async () => {
    const jar = new Jar();
    await signUp(jar, "already@example.com");
    const res = await callLoader(login, jar.get("/login?returnUrl=%2Fsaved"));
    expect(res.status).toBe(302);
    expect(res.location).toBe("/saved");
    const evil = await callLoader(login, jar.get("/login?returnUrl=%2F%2Fevil.example"));
    expect(evil.location).toBe("/");
    const anon = await callLoader(login, new Jar().get("/login"));
    expect(anon.status).toBe(200);
  });
});

describe("rate limit", () => {
  /** A sign-in from `clientAddress`, as server/index.mjs would pass the socket's address. */
  const signInFrom = (clientAddress: string, email: string, password: string, headers?: Record<string, string>) =>
    callAction(login, new Jar().post("/login", { intent: "sign-in", email, password }, headers), {}, { clientAddress });

  it("limits one client address to 10 attempts a minute across accounts, sign-in and sign-up alike, whatever X-Forwarded-For says", async () => {
    const { clientAddress } = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const intent = i % 2 ? "sign-in" : "sign-up";
      const fields = { intent, email: `ip${i}@example.com`, password: "secret12", confirmPassword: "secret12" };
      // A new forged address each time changes nothing: only the server's address counts.
      const forged = { "X-Forwarded-For": `198.51.100.${i}`, "X-Real-IP": `198.51.100.${i}` };
      const res = await callAction(login, new Jar().post("/login", fields, forged), {}, { clientAddress });
      statuses.push(res.status);
      if (i === 10) {
        expect(res.body.formError.message).toBe("Too many attempts. Please wait a minute and try again.");
        expect(Number(res.headers.get("Retry-After"))).toBeGreaterThan(0);
      }
    }
    expect(statuses.slice(0, 10)).not.toContain(429);
    expect(statuses[10]).toBe(429);
    // Another address is unaffected.
    expect((await signUp(new Jar(), "other-ip@example.com")).status).toBe(302);
  });

  it("slows wrong passwords for one account from one address, doubling the wait, without locking the owner out", async () => {
    const { createUser } = await import("../../app/auth/users.server");
    await createUser("target@example.com", "correct horse");
    const clock = useFakeClock();
    try {
      const attacker = freshAddress().clientAddress;
      const guesses: number[] = [];
      for (let i = 0; i < 5; i++) guesses.push((await signInFrom(attacker, "target@example.com", `guess ${i}`)).status);
      expect(guesses).toEqual([401, 401, 401, 401, 401]);

      // The sixth try must wait a second; the right password too, from that address.
      const slowed = await signInFrom(attacker, "target@example.com", "guess 5");
      expect(slowed.status).toBe(429);
      expect(slowed.headers.get("Retry-After")).toBe("1");
      expect(slowed.body.formError).toEqual({ title: "Login failed", message: "Too many attempts. Please wait a minute and try again." });

      // The owner, at home, is not held up by somebody else's guesses.
      expect((await signInFrom(freshAddress().clientAddress, "target@example.com", "correct horse")).status).toBe(302);

      // Each further wrong guess doubles the wait: 1 s, 2 s, 4 s…
      const waits: string[] = [];
      for (let i = 0; i < 3; i++) {
        vi.advanceTimersByTime(60_000); // past the wait and the per-minute window alike
        expect((await signInFrom(attacker, "target@example.com", `again ${i}`)).status).toBe(401);
        waits.push((await signInFrom(attacker, "target@example.com", "too soon")).headers.get("Retry-After") ?? "");
      }
      expect(waits).toEqual(["2", "4", "8"]);

      // …up to 15 minutes, said in minutes.
      for (let i = 0; i < 10; i++) {
        vi.advanceTimersByTime(15 * 60_000);
        await signInFrom(attacker, "target@example.com", `more ${i}`);
      }
      const capped = await signInFrom(attacker, "target@example.com", "too soon");
      expect(capped.headers.get("Retry-After")).toBe("900");
      expect(capped.body.formError.message).toBe("Too many attempts. Please wait 15 minutes and try again.");

      // Once the wait is over, the right password signs in and forgives that address.
      vi.advanceTimersByTime(15 * 60_000);
      expect((await signInFrom(attacker, "target@example.com", "correct horse")).status).toBe(302);
      expect((await signInFrom(attacker, "target@example.com", "one more slip")).status).toBe(401);
      expect((await signInFrom(attacker, "target@example.com", "correct horse")).status).toBe(302);
    } finally {
      clock.restore();
    }
  });

  it("counts in the database, so every instance sees the same count, and a new window starts fresh", async () => {
    const { hitRateLimit } = await import("../../app/auth/rate-limit.server");
    const options = { limit: 2, windowMs: 60_000 };
    const t0 = 1_000_000;
    expect((await hitRateLimit("test:k", { ...options, now: t0 })).allowed).toBe(true);
    expect((await hitRateLimit("test:k", { ...options, now: t0 + 1 })).allowed).toBe(true);
    expect((await hitRateLimit("test:k", { ...options, now: t0 + 2 })).allowed).toBe(false);
    const row = await db.selectFrom("rate_limits").selectAll().where("key", "=", "test:k").executeTakeFirstOrThrow();
    expect(row.count).toBe(3);
    expect((await hitRateLimit("test:k", { ...options, now: t0 + 60_000 })).allowed).toBe(true);
  });
});

describe("sign-out", () => {
  it("deletes the session on the server and goes home", async () => {
    const jar = new Jar();
    await signUp(jar, "bye@example.com");
    const { getSession } = await import("../../app/session.server");
    const id = (await getSession(jar.get("/"))).id;
    const stolen = jar.cookie;
    const res = jar.take(await callAction(logout, jar.post("/logout", {})));
    expect(res.status).toBe(302);
    expect(res.location).toBe("/");
    expect(await db.selectFrom("sessions").select("id").where("id", "=", id).executeTakeFirst()).toBeUndefined();
    expect(jar.cookie).not.toContain("__session=");
    // The browser is told to drop its stored copies (the form's answers, a plan waiting to be saved).
    expect(res.headers.get("Clear-Site-Data")).toBe('"storage"');
    // A copy of the old cookie no longer signs anyone in.
    const copy = new Jar(stolen);
    expect(await signedInEmail(copy)).toBeNull();
  });

  it("deletes the visitor's own AI key with the session: nothing stays for the next person on the device (issue 12, finding 11)", async () => {
    const jar = new Jar();
    await signUp(jar, "shared@example.com");
    const { commitSession, getSession, visitorIdOf } = await import("../../app/session.server");
    const { saveVisitorApiKey, visitorApiKey } = await import("../../app/ai-keys/stored-keys.server");
    const session = await getSession(jar.get("/"));
    const visitorId = visitorIdOf(session);
    await commitSession(jar.get("/"), session);
    await saveVisitorApiKey(visitorId, "sk-shared-device-key-1234");
    expect(await visitorApiKey(visitorId)).toBe("sk-shared-device-key-1234");
    await callAction(logout, jar.post("/logout", {}));
    expect(await visitorApiKey(visitorId)).toBeNull();
  });

  it("stays signed out when a request that read the session before sign-out commits after it (issue 12, finding 4)", async () => {
    const jar = new Jar();
    await signUp(jar, "race@example.com");
    const { commitSession, getSession } = await import("../../app/session.server");
    const stale = await getSession(jar.get("/")); // a slow request, still holding the signed-in session
    const old = jar.cookie;
    jar.take(await callAction(logout, jar.post("/logout", {})));
    stale.set("answers", { productName: "Typed just before sign-out" });
    await commitSession(jar.get("/"), stale);
    expect(await signedInEmail(new Jar(old))).toBeNull();
    expect(await db.selectFrom("sessions").select("id").where("id", "=", stale.id).executeTakeFirst()).toBeUndefined();
  });

  it("refuses a sign-out sent by another site's page (issue 12, finding 9)", async () => {
    const jar = new Jar();
    await signUp(jar, "crosssite@example.com");
    const bySite = (headers: Record<string, string>) => {
      const request = jar.post("/logout", {});
      for (const [name, value] of Object.entries(headers)) request.headers.set(name, value);
      return callAction(logout, request);
    };
    expect((await bySite({ "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
    expect((await bySite({ Origin: "https://evil.example" })).status).toBe(403);
    expect((await bySite({ Origin: "null" })).status).toBe(403);
    expect(await signedInEmail(jar)).toBe("crosssite@example.com");
    // From our own page it works, over a TLS proxy too (the request URL says http, the Origin https).
    expect((await bySite({ "Sec-Fetch-Site": "same-origin", Origin: "https://localhost" })).status).toBe(302);
  });

  it("GET /logout signs nobody out", async () => {
    const jar = new Jar();
    await signUp(jar, "stay@example.com");
    const res = await callLoader(logout, jar.get("/logout"));
    expect(res.location).toBe("/");
    expect(await signedInEmail(jar)).toBe("stay@example.com");
  });
});
