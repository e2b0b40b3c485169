import { beforeAll, describe, expect, it } from "vitest";
import { callAction, callLoader, Jar, type RouteModule } from "../support/remix";
import { freshAddress, planBody, signUp } from "./auth-support";
import { ADMIN, configureAdmin, seedWaitlist } from "./admin-support";

configureAdmin();

let db: typeof import("../../app/db.server").db;
let login: RouteModule;
let checkAuth: RouteModule;
let logout: RouteModule;
let waitlist: RouteModule;
let entry: RouteModule;
let users: RouteModule;

beforeAll(async () => {
  db = (await import("../../app/db.server")).db;
  login = await import("../../app/routes/api.admin.login");
  checkAuth = await import("../../app/routes/api.admin.check-auth");
  logout = await import("../../app/routes/api.admin.logout");
  waitlist = await import("../../app/routes/api.admin.waitlist");
  entry = await import("../../app/routes/api.admin.waitlist.$id");
  users = await import("../../app/routes/api.admin.users");
});

async function apiSignIn(jar: Jar, body: Record<string, unknown> = ADMIN, context = freshAddress()) {
  return jar.take(await callAction(login, jar.json("/api/admin/login", "POST", body), {}, context));
}

async function admin(): Promise<Jar> {
  const jar = new Jar();
  expect((await apiSignIn(jar)).status).toBe(200);
  return jar;
}

describe("POST /api/admin/login", () => {
  it("signs in: 200 {authenticated, email} and the admin cookie", async () => {
    const jar = new Jar();
    const res = await apiSignIn(jar);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ authenticated: true, email: ADMIN.email });
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(jar.cookie).toMatch(/__admin=/);
  });

  it("a wrong access code: 401 in the one error shape", async () => {
    const res = await apiSignIn(new Jar(), { ...ADMIN, accessCode: "nope" });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: "Invalid email, password, or access code" });
  });

  it("bad fields: 422 with each field's message; not JSON: 415; a GET: 405", async () => {
    const res = await apiSignIn(new Jar(), { email: "x" });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ email: ["Valid email is required"], password: ["Password is required"], accessCode: ["Access code is required"] });
    const form = await callAction(login, new Jar().post("/api/admin/login", ADMIN));
    expect(form.status).toBe(415);
    expect((await callLoader(login, new Jar().get("/api/admin/login"))).status).toBe(405);
  });

  it("rate limited: 429 with Retry-After", async () => {
    const context = freshAddress();
    for (let i = 0; i < 5; i++) await apiSignIn(new Jar(), { ...ADMIN, password: `guess ${i}` }, context);
    const res = await apiSignIn(new Jar(), ADMIN, context);
    expect(res.status).toBe(429);
    expect(res.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(res.body.message).toMatch(/Too many attempts/);
  });
});

describe("the session endpoints", () => {
  it("check-auth: 200 signed in, 401 not, 401 for an ordinary user, 401 once expired", async () => {
    const jar = await admin();
    expect((await callLoader(checkAuth, jar.get("/api/admin/check-auth"))).body).toEqual({ authenticated: true, email: ADMIN.email });
    const none = await callLoader(checkAuth, new Jar().get("/api/admin/check-auth"));
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ message: "Authentication required" });
    const user = new Jar();
    await signUp(user, "api.user@example.com");
    expect((await callLoader(checkAuth, user.get("/api/admin/check-auth"))).status).toBe(401);
    await db.updateTable("sessions").set({ expires_at: Date.now() - 1 }).where("id", "like", "admin:%").execute();
    expect((await callLoader(checkAuth, jar.get("/api/admin/check-auth"))).status).toBe(401);
  });

  it("logout: 200, then 401; without a session 401", async () => {
    const jar = await admin();
    const res = jar.take(await callAction(logout, jar.json("/api/admin/logout", "POST", undefined)));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "Logged out successfully" });
    expect((await callLoader(checkAuth, jar.get("/api/admin/check-auth"))).status).toBe(401);
    expect((await callAction(logout, new Jar().json("/api/admin/logout", "POST", undefined))).status).toBe(401);
  });

  it("every list and entry endpoint answers 401 without an admin session", async () => {
    const anon = new Jar();
    expect((await callLoader(waitlist, anon.get("/api/admin/waitlist"))).status).toBe(401);
    expect((await callLoader(users, anon.get("/api/admin/users"))).status).toBe(401);
    expect((await callLoader(entry, anon.get("/api/admin/waitlist/1"), { id: "1" })).status).toBe(401);
    expect((await callAction(entry, anon.json("/api/admin/waitlist/1", "PATCH", { fullName: "X" }), { id: "1" })).status).toBe(401);
    expect((await callAction(entry, anon.request("/api/admin/waitlist/1", { method: "DELETE" }), { id: "1" })).status).toBe(401);
  });
});

describe("GET /api/admin/waitlist and /api/admin/users", () => {
  it("lists entries a page at a time with the paging in headers, and searches", async () => {
    const marker = `api${Date.now()}`;
    await seedWaitlist(Array.from({ length: 25 }, (_, i) => ({ fullName: `Api ${i}`, email: `api${i}.${marker}@x.example`, productName: "Api Product" })));
    const jar = await admin();
    const res = await callLoader(waitlist, jar.get(`/api/admin/waitlist?q=${marker}`));
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(20);
    expect(res.body[0]).toEqual(expect.objectContaining({ fullName: "Api 24", email: `api24.${marker}@x.example`, productName: "Api Product", productWebsite: null }));
    expect(res.headers.get("X-Total-Count")).toBe("25");
    expect(res.headers.get("Link")).toBe(`</api/admin/waitlist?q=${marker}&page=2>; rel="next"`);
    const page2 = await callLoader(waitlist, jar.get(`/api/admin/waitlist?q=${marker}&page=2`));
    expect(page2.body).toHaveLength(5);
  });

  it("lists users with planCount and no password material", async () => {
    const owner = new Jar();
    await signUp(owner, "planner@example.com");
    const plans = await import("../../app/routes/api.plans");
    for (let i = 0; i < 2; i++) expect((await callAction(plans, owner.json("/api/plans", "POST", planBody()))).status).toBe(201);
    const jar = await admin();
    const res = await callLoader(users, jar.get("/api/admin/users?q=planner@example"));
    expect(res.body).toEqual([expect.objectContaining({ email: "planner@example.com", planCount: 2 })]);
    expect(Object.keys(res.body[0]).sort()).toEqual(["authUid", "createdAt", "email", "id", "planCount", "username"]);
  });
});

describe("PATCH and DELETE /api/admin/waitlist/{id}", () => {
  it("PATCH changes only the fields sent, audited; unknown id 404", async () => {
    const [id] = await seedWaitlist([{ fullName: "Patch Me", email: `patch.${Date.now()}@x.example`, productName: "Before", productWebsite: "https://before.example" }]);
    const jar = await admin();
    const res = await callAction(entry, jar.json(`/api/admin/waitlist/${id}`, "PATCH", { productName: "After" }), { id: String(id) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, fullName: "Patch Me", productName: "After", productWebsite: "https://before.example" });
    const audit = await db.selectFrom("admin_audit").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: "update-entry", target_id: id, admin_email: ADMIN.email });
    expect((await callAction(entry, jar.json("/api/admin/waitlist/999999", "PATCH", { productName: "X" }), { id: "999999" })).status).toBe(404);
    expect((await callAction(entry, jar.json("/api/admin/waitlist/abc", "PATCH", { productName: "X" }), { id: "abc" })).status).toBe(404);
    expect((await callLoader(entry, jar.get(`/api/admin/waitlist/${id}`), { id: String(id) })).body.productName).toBe("After");
  });

  it("bad PATCH bodies: 422 with field errors, 400 not an object, 415 not JSON, 409 a taken email, 405 PUT", async () => {
    const stamp = Date.now();
    const [id] = await seedWaitlist([
      { fullName: "One", email: `one.${stamp}@x.example`, productName: "P" },
      { fullName: "Two", email: `two.${stamp}@x.example`, productName: "P" },
    ]);
    const jar = await admin();
    const patch = (body: unknown) => callAction(entry, jar.json(`/api/admin/waitlist/${id}`, "PATCH", body), { id: String(id) });
    const bad = await patch({ fullName: "", email: "nope", productWebsite: "not a url" });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ fullName: ["Full name is required"], email: ["Please enter a valid email address"], productWebsite: ["Please enter a valid URL"] });
    expect((await patch({})).status).toBe(422);
    expect((await patch({ fullName: "X", id: 5 })).status).toBe(422);
    expect((await patch({ fullName: 7 })).status).toBe(422);
    expect((await patch([1, 2])).status).toBe(400);
    const taken = await patch({ email: `TWO.${stamp}@x.example` });
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toEqual({ email: ["Another waitlist entry already has this email"] });
    const formBody = { method: "PATCH", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "fullName=X" };
    const form = await callAction(entry, jar.request(`/api/admin/waitlist/${id}`, formBody), { id: String(id) });
    expect(form.status).toBe(415);
    expect((await callAction(entry, jar.json(`/api/admin/waitlist/${id}`, "PUT", { fullName: "X" }), { id: String(id) })).status).toBe(405);
  });

  it("DELETE: 200 then 404 the second time", async () => {
    const [id] = await seedWaitlist([{ fullName: "Twice", email: `twice.${Date.now()}@x.example`, productName: "P" }]);
    const jar = await admin();
    const del = () => callAction(entry, jar.request(`/api/admin/waitlist/${id}`, { method: "DELETE" }), { id: String(id) });
    const first = await del();
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ message: "Entry deleted", id });
    const second = await del();
    expect(second.status).toBe(404);
    expect(second.body.message).toMatch(/not found/);
  });

  it("refuses a cross-site change", async () => {
    const [id] = await seedWaitlist([{ fullName: "Cross", email: `cross.${Date.now()}@x.example`, productName: "P" }]);
    const jar = await admin();
    const res = await callAction(entry, jar.json(`/api/admin/waitlist/${id}`, "PATCH", { fullName: "X" }, { "Sec-Fetch-Site": "cross-site" }), { id: String(id) });
    expect(res.status).toBe(403);
  });
});
