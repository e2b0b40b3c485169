import { beforeAll, describe, expect, it } from "vitest";
import { callAction, callLoader, Jar } from "../support/remix";
import { freshAddress, signUp, visitRoot } from "./auth-support";
import { ADMIN, adminSignIn, configureAdmin, seedWaitlist } from "./admin-support";

configureAdmin();

let db: typeof import("../../app/db.server").db;
let login: typeof import("../../app/routes/admin.login");
let index: typeof import("../../app/routes/admin._index");
let dashboard: typeof import("../../app/routes/admin.dashboard");
let edit: typeof import("../../app/routes/admin.waitlist.$id.edit");
let del: typeof import("../../app/routes/admin.waitlist.$id.delete");
let logout: typeof import("../../app/routes/admin.logout");
let exporter: typeof import("../../app/routes/admin.export.$list");

beforeAll(async () => {
  db = (await import("../../app/db.server")).db;
  login = await import("../../app/routes/admin.login");
  index = await import("../../app/routes/admin._index");
  dashboard = await import("../../app/routes/admin.dashboard");
  edit = await import("../../app/routes/admin.waitlist.$id.edit");
  del = await import("../../app/routes/admin.waitlist.$id.delete");
  logout = await import("../../app/routes/admin.logout");
  exporter = await import("../../app/routes/admin.export.$list");
});

async function signedInAdmin(): Promise<Jar> {
  const jar = new Jar();
  const res = await adminSignIn(jar);
  expect(res.status).toBe(302);
  return jar;
}

async function toastOf(jar: Jar) {
  return (await visitRoot(jar, "/admin/dashboard")).body.toast;
}

async function lastAudit() {
  return db.selectFrom("admin_audit").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow();
}

describe("admin sign-in", () => {
  it("/admin goes to the sign-in page; the page shows the form when configured", async () => {
    const res = await callLoader(index, new Jar().get("/admin"));
    expect(res.status).toBe(302);
    expect(res.location).toBe("/admin/login");
    expect((await callLoader(login, new Jar().get("/admin/login"))).body).toEqual({ configured: true });
  });

  it("signs in with the three values: dashboard, 'Login successful', its own cookie, an audit record", async () => {
    const jar = new Jar();
    const res = await adminSignIn(jar, { email: "  ADMIN@liftoff.test " });
    expect(res.status).toBe(302);
    expect(res.location).toBe("/admin/dashboard");
    expect(jar.cookie).toMatch(/__admin=/);
    expect(jar.cookie).not.toMatch(/__session=/);
    expect(await toastOf(jar)).toMatchObject({ title: "Login successful" });
    expect(await lastAudit()).toMatchObject({ admin_email: ADMIN.email, action: "sign-in" });
    // Signed in: the sign-in page goes on to the dashboard.
    expect((await callLoader(login, jar.get("/admin/login"))).location).toBe("/admin/dashboard");
  });

  it.each([
    ["a wrong access code", { accessCode: "launch-code-43" }],
    ["a wrong password", { password: "admin password 2" }],
    ["another email", { email: "other@liftoff.test" }],
  ])("refuses %s with 'Login failed' / 'Invalid email, password, or access code'", async (_name, fields) => {
    const jar = new Jar();
    const res = await adminSignIn(jar, fields);
    expect(res.status).toBe(401);
    expect(res.body.formError).toEqual({ title: "Login failed", message: "Invalid email, password, or access code" });
    expect(jar.cookie).toBe("");
    expect(JSON.stringify(res.body)).not.toContain(ADMIN.password);
    expect(await lastAudit()).toMatchObject({ action: "sign-in-failed" });
  });

  it("validates with the spec's three messages (422)", async () => {
    const res = await callAction(login, new Jar().post("/admin/login", { email: "x", password: "", accessCode: "" }), {}, freshAddress());
    expect(res.status).toBe(422);
    expect(res.body.fieldErrors).toEqual({ email: "Valid email is required", password: "Password is required", accessCode: "Access code is required" });
  });

  it("is rate limited per address: after 10 tries a minute, even the right values wait (429)", async () => {
    const context = freshAddress();
    // Other emails each time, so only the per-address limit applies (not the back-off per email).
    for (let i = 0; i < 10; i++) expect((await adminSignIn(new Jar(), { email: `guess${i}@liftoff.test` }, context)).status).toBe(401);
    const res = await adminSignIn(new Jar(), {}, context);
    expect(res.status).toBe(429);
    expect(res.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(res.body.formError.message).toMatch(/Too many attempts/);
  });

  it("slows a guessed admin email after 5 failures from one address, and not another address", async () => {
    const context = freshAddress();
    for (let i = 0; i < 5; i++) await adminSignIn(new Jar(), { password: `guess ${i}` }, context);
    expect((await adminSignIn(new Jar(), { password: "guess 6" }, context)).status).toBe(429);
    expect((await adminSignIn(new Jar(), {}, freshAddress())).status).toBe(302);
  });

  it("rotates the session: a new id at sign-in, the old row deleted", async () => {
    const jar = await signedInAdmin();
    const before = jar.cookie;
    const rowsBefore = await db.selectFrom("sessions").select("id").where("id", "like", "admin:%").execute();
    await adminSignIn(jar);
    expect(jar.cookie).not.toBe(before);
    const rowsAfter = await db.selectFrom("sessions").select("id").where("id", "like", "admin:%").execute();
    expect(rowsAfter.length).toBe(rowsBefore.length);
    // The old cookie no longer opens the dashboard.
    expect((await callLoader(dashboard, new Jar(before).get("/admin/dashboard"))).status).toBe(302);
  });
});

describe("the guards", () => {
  it("a visit without an admin session goes to sign-in with 'Authentication required'", async () => {
    for (const [route, url, params] of [
      [dashboard, "/admin/dashboard", {}],
      [edit, "/admin/waitlist/1/edit", { id: "1" }],
      [del, "/admin/waitlist/1/delete", { id: "1" }],
    ] as const) {
      const jar = new Jar();
      const res = jar.take(await callLoader(route, jar.get(url), params));
      expect(res.status).toBe(302);
      expect(res.location).toBe("/admin/login");
      expect((await visitRoot(jar, "/admin/login")).body.toast).toMatchObject({ title: "Authentication required", variant: "destructive" });
    }
    const posts = [
      [edit, "/admin/waitlist/1/edit", { id: "1" }, { intent: "update", fullName: "X" }],
      [del, "/admin/waitlist/1/delete", { id: "1" }, { intent: "delete" }],
      [logout, "/admin/logout", {}, { intent: "logout" }],
      [exporter, "/admin/export/waitlist", { list: "waitlist" }, { intent: "export" }],
    ] as const;
    for (const [route, url, params, fields] of posts) {
      const res = await callAction(route, new Jar().post(url, fields), params);
      expect(res.status).toBe(302);
      expect(res.location).toBe("/admin/login");
    }
  });

  it("a signed-in ordinary user is not an admin", async () => {
    const jar = new Jar();
    await signUp(jar, "ordinary@example.com");
    expect((await visitRoot(jar, "/")).body.user?.email).toBe("ordinary@example.com");
    const res = await callLoader(dashboard, jar.get("/admin/dashboard"));
    expect(res.location).toBe("/admin/login");
  });

  it("an expired admin session is nobody", async () => {
    const jar = await signedInAdmin();
    expect((await callLoader(dashboard, jar.get("/admin/dashboard"))).status).toBe(200);
    await db.updateTable("sessions").set({ expires_at: Date.now() - 1 }).where("id", "like", "admin:%").execute();
    expect((await callLoader(dashboard, jar.get("/admin/dashboard"))).location).toBe("/admin/login");
  });

  it("changing the admin password or access code ends every admin session", async () => {
    const { config } = await import("../../app/config.server");
    const jar = await signedInAdmin();
    config.ADMIN_ACCESS_CODE = "rotated-code";
    try {
      expect((await callLoader(dashboard, jar.get("/admin/dashboard"))).location).toBe("/admin/login");
    } finally {
      config.ADMIN_ACCESS_CODE = ADMIN.accessCode;
    }
  });

  it("the admin session lasts 4 hours at most", async () => {
    const jar = new Jar();
    const res = await adminSignIn(jar);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("__admin="))!;
    expect(cookie).toMatch(/Max-Age=14400/);
    expect(cookie).toMatch(/HttpOnly/);
    const rows = await db.selectFrom("sessions").select("expires_at").where("id", "like", "admin:%").orderBy("expires_at", "desc").execute();
    expect(rows[0]!.expires_at! - Date.now()).toBeLessThanOrEqual(4 * 3_600_000 + 1000);
  });
});

describe("the dashboard", () => {
  it("counts both lists, searches the waitlist case-insensitively (3+ and 1-2 characters), pages", async () => {
    const marker = `zq${Date.now()}`;
    await seedWaitlist([
      { fullName: "Grace Hopper", email: `grace.${marker}@navy.example`, productName: "Compiler Cloud", productWebsite: "https://cobol.example" },
      { fullName: "Ada Lovelace", email: `ada.${marker}@engine.example`, productName: "Analytical", productWebsite: null },
    ]);
    const jar = await signedInAdmin();
    const all = await callLoader(dashboard, jar.get("/admin/dashboard"));
    expect(all.body.tab).toBe("waitlist");
    expect(all.body.counts.waitlist).toBeGreaterThanOrEqual(2);
    expect(all.body.audit[0]).toMatchObject({ action: "sign-in" });

    const byName = await callLoader(dashboard, jar.get("/admin/dashboard?q=GRACE%20hop"));
    expect(byName.body.waitlist.rows.map((r: { fullName: string }) => r.fullName)).toEqual(["Grace Hopper"]);
    const byWebsite = await callLoader(dashboard, jar.get("/admin/dashboard?q=COBOL"));
    expect(byWebsite.body.waitlist.total).toBe(1);
    const byProduct = await callLoader(dashboard, jar.get("/admin/dashboard?q=analytic"));
    expect(byProduct.body.waitlist.rows[0].fullName).toBe("Ada Lovelace");
    const byMarker = await callLoader(dashboard, jar.get(`/admin/dashboard?q=${marker.toUpperCase()}`));
    expect(byMarker.body.waitlist.total).toBe(2);
    const short = await callLoader(dashboard, jar.get("/admin/dashboard?q=Ad"));
    expect(short.body.waitlist.rows.some((r: { fullName: string }) => r.fullName === "Ada Lovelace")).toBe(true);
    const literal = await callLoader(dashboard, jar.get("/admin/dashboard?q=%25"));
    expect(literal.body.waitlist.total).toBe(0);
    const quote = await callLoader(dashboard, jar.get('/admin/dashboard?q=%22%20OR%20'));
    expect(quote.status).toBe(200);
  });

  it("pages 20 entries at a time", async () => {
    const marker = `pg${Date.now()}`;
    await seedWaitlist(Array.from({ length: 45 }, (_, i) => ({ fullName: `Pager ${i}`, email: `p${i}.${marker}@x.example`, productName: "P" })));
    const jar = await signedInAdmin();
    const page3 = await callLoader(dashboard, jar.get(`/admin/dashboard?q=${marker}&page=3`));
    expect(page3.body.waitlist).toMatchObject({ total: 45, page: 3, pageCount: 3 });
    expect(page3.body.waitlist.rows).toHaveLength(5);
    expect(page3.body.waitlist.rows[4].fullName).toBe("Pager 0");
  });

  it("stops counting a broad search at 1,000 (said as 1,000+) and still pages it newest first", async () => {
    const marker = `br${Date.now()}`;
    await seedWaitlist(Array.from({ length: 1005 }, (_, i) => ({ fullName: `Broad ${i}`, email: `b${i}.${marker}@x.example`, productName: "Broad" })));
    const jar = await signedInAdmin();
    const first = await callLoader(dashboard, jar.get(`/admin/dashboard?q=${marker}`));
    expect(first.body.waitlist).toMatchObject({ total: 1000, capped: true, page: 1 });
    expect(first.body.waitlist.rows[0].fullName).toBe("Broad 1004");
    const exact = await callLoader(dashboard, jar.get(`/admin/dashboard?q=b1004.${marker}`));
    expect(exact.body.waitlist).toMatchObject({ total: 1, capped: false });
  });

  it("lists users with id, email, auth uid, username, plan count and date, never password material; searches email, uid, id", async () => {
    const jar = await signedInAdmin();
    await signUp(new Jar(), "listed.user@example.com");
    const user = await db.selectFrom("users").selectAll().where("email", "=", "listed.user@example.com").executeTakeFirstOrThrow();
    const res = await callLoader(dashboard, jar.get("/admin/dashboard?tab=users&q=LISTED.user"));
    expect(res.body.tab).toBe("users");
    expect(res.body.waitlist).toBeNull();
    expect(res.body.users.rows).toEqual([
      { id: user.id, email: user.email, authUid: user.auth_uid, username: user.username, planCount: 0, createdAt: user.created_at },
    ]);
    expect(JSON.stringify(res.body)).not.toContain("scrypt");
    expect((await callLoader(dashboard, jar.get(`/admin/dashboard?tab=users&q=${user.auth_uid.slice(3, 12)}`))).body.users.rows[0].id).toBe(user.id);
    expect((await callLoader(dashboard, jar.get(`/admin/dashboard?tab=users&q=${user.id}`))).body.users.rows.map((u: { id: number }) => u.id)).toContain(user.id);
  });
});

describe("edit and delete", () => {
  it("edits an entry: 'Entry updated', back to the same dashboard view, recorded with what changed", async () => {
    const [id] = await seedWaitlist([{ fullName: "Old Name", email: `edit.${Date.now()}@x.example`, productName: "Thing" }]);
    const jar = await signedInAdmin();
    const page = await callLoader(edit, jar.get(`/admin/waitlist/${id}/edit?returnTo=%2Fadmin%2Fdashboard%3Fq%3Dold`), { id: String(id) });
    expect(page.body.entry.fullName).toBe("Old Name");
    expect(page.body.returnTo).toBe("/admin/dashboard?q=old");
    const res = jar.take(
      await callAction(
        edit,
        jar.post(`/admin/waitlist/${id}/edit`, { intent: "update", returnTo: "/admin/dashboard?q=old", fullName: "New Name", email: "NEW@X.example", productName: "Thing", productWebsite: "" }),
        { id: String(id) },
      ),
    );
    expect(res.status).toBe(302);
    expect(res.location).toBe("/admin/dashboard?q=old");
    expect(await toastOf(jar)).toMatchObject({ title: "Entry updated" });
    const row = await db.selectFrom("waitlist_entries").selectAll().where("id", "=", id!).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ full_name: "New Name", email: "new@x.example", product_website: null });
    expect(row.updated_at).not.toBeNull();
    expect(await lastAudit()).toMatchObject({ action: "update-entry", target_type: "waitlist_entry", target_id: id, admin_email: ADMIN.email });
    expect((await lastAudit()).detail).toContain("fullName, email");
    // The search index follows the edit.
    expect((await callLoader(dashboard, jar.get("/admin/dashboard?q=new%20name"))).body.waitlist.rows.map((r: { id: number }) => r.id)).toContain(id);
    // The edit page shows the entry's history.
    const again = await callLoader(edit, jar.get(`/admin/waitlist/${id}/edit`), { id: String(id) });
    expect(again.body.history[0]).toMatchObject({ action: "update-entry" });
  });

  it("refuses bad fields (422, the form refilled), an email another entry has, and an open redirect", async () => {
    const stamp = Date.now();
    const [id, other] = await seedWaitlist([
      { fullName: "A", email: `a.${stamp}@x.example`, productName: "P" },
      { fullName: "B", email: `b.${stamp}@x.example`, productName: "P" },
    ]);
    const jar = await signedInAdmin();
    const bad = await callAction(edit, jar.post(`/admin/waitlist/${id}/edit`, { intent: "update", fullName: "", email: "nope", productName: "P", productWebsite: "ftp://x" }), { id: String(id) });
    expect(bad.status).toBe(422);
    expect(bad.body.fieldErrors).toEqual({ fullName: "Full name is required", email: "Please enter a valid email address", productWebsite: "Please enter a valid URL" });
    expect(bad.body.repopulateFields).toMatchObject({ email: "nope" });
    expect(bad.body.formError.title).toBe("Update failed");
    const taken = await callAction(edit, jar.post(`/admin/waitlist/${id}/edit`, { intent: "update", email: `b.${stamp}@x.example` }), { id: String(id) });
    expect(taken.status).toBe(409);
    expect(taken.body.fieldErrors).toEqual({ email: "Another waitlist entry already has this email" });
    const evil = await callAction(edit, jar.post(`/admin/waitlist/${other}/edit`, { intent: "update", returnTo: "//evil.example/admin/dashboard", fullName: "B2" }), { id: String(other) });
    expect(evil.location).toBe("/admin/dashboard");
  });

  it("an unknown id: 404 page; its edit 'Update failed'", async () => {
    const jar = await signedInAdmin();
    expect((await callLoader(edit, jar.get("/admin/waitlist/999999/edit"), { id: "999999" })).status).toBe(404);
    expect((await callLoader(del, jar.get("/admin/waitlist/abc/delete"), { id: "abc" })).status).toBe(404);
    const res = jar.take(await callAction(edit, jar.post("/admin/waitlist/999999/edit", { intent: "update", fullName: "X" }), { id: "999999" }));
    expect(res.location).toBe("/admin/dashboard");
    expect(await toastOf(jar)).toMatchObject({ title: "Update failed", variant: "destructive" });
  });

  it("deletes after confirmation: 'Entry deleted', recorded; deleting twice: 'Delete failed'", async () => {
    const email = `del.${Date.now()}@x.example`;
    const [id] = await seedWaitlist([{ fullName: "Gone Soon", email, productName: "P" }]);
    const jar = await signedInAdmin();
    const confirm = await callLoader(del, jar.get(`/admin/waitlist/${id}/delete`), { id: String(id) });
    expect(confirm.body.entry.email).toBe(email);
    const first = jar.take(await callAction(del, jar.post(`/admin/waitlist/${id}/delete`, { intent: "delete", returnTo: "/admin/dashboard?page=2" }), { id: String(id) }));
    expect(first.location).toBe("/admin/dashboard?page=2");
    expect(await toastOf(jar)).toMatchObject({ title: "Entry deleted" });
    expect(await db.selectFrom("waitlist_entries").select("id").where("id", "=", id!).executeTakeFirst()).toBeUndefined();
    expect(await lastAudit()).toMatchObject({ action: "delete-entry", target_id: id });
    expect((await lastAudit()).detail).toContain(email);
    const second = jar.take(await callAction(del, jar.post(`/admin/waitlist/${id}/delete`, { intent: "delete" }), { id: String(id) }));
    expect(second.location).toBe("/admin/dashboard");
    expect(await toastOf(jar)).toMatchObject({ title: "Delete failed", variant: "destructive" });
    // The search index forgot it.
    expect((await callLoader(dashboard, jar.get(`/admin/dashboard?q=${email}`))).body.waitlist.total).toBe(0);
  });
});

describe("exports and logout", () => {
  it("exports the waitlist as a dated CSV, every field quoted, formulas neutralised, recorded", async () => {
    const stamp = Date.now();
    await seedWaitlist([{ fullName: "=HYPERLINK(\"http://evil\")", email: `csv.${stamp}@x.example`, productName: 'Say "hi"', productWebsite: null }]);
    const jar = await signedInAdmin();
    const res = await callAction(exporter, jar.post("/admin/export/waitlist", { intent: "export" }), { list: "waitlist" });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("Content-Disposition")).toMatch(/^attachment; filename="waitlist-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text: string = res.body;
    const lines = text.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe('"Full Name","Email","Product Name","Product Website","Created At"');
    expect(lines.find((l) => l.includes(`csv.${stamp}`))).toMatch(new RegExp(`^"'=HYPERLINK\\(""http://evil""\\)","csv\\.${stamp}@x\\.example","Say ""hi""","","\\d{4}-`));
    expect(await lastAudit()).toMatchObject({ action: "export-waitlist", admin_email: ADMIN.email });
  });

  it("exports users with plan counts", async () => {
    const jar = await signedInAdmin();
    await signUp(new Jar(), `export.${Date.now()}@example.com`);
    const res = await callAction(exporter, jar.post("/admin/export/users", { intent: "export" }), { list: "users" });
    expect(res.headers.get("Content-Disposition")).toMatch(/filename="users-\d{4}-\d{2}-\d{2}\.csv"/);
    const [header, first] = (res.body as string).replace(/^\uFEFF/, "").split("\r\n");
    expect(header).toBe('"ID","Email","Firebase UID","Username","Plans Count","Created At"');
    expect(first).toMatch(/^"\d+","[^"]+@[^"]+","[^"]+","[^"]*","\d+","\d{4}-/);
    expect(await lastAudit()).toMatchObject({ action: "export-users" });
    expect((await callAction(exporter, jar.post("/admin/export/plans", { intent: "export" }), { list: "plans" })).status).toBe(404);
  });

  it("refuses a cross-site export or logout", async () => {
    const jar = await signedInAdmin();
    const res = await callAction(exporter, jar.post("/admin/export/users", { intent: "export" }, { "Sec-Fetch-Site": "cross-site" }), { list: "users" });
    expect(res.status).toBe(403);
    expect((await callAction(logout, jar.post("/admin/logout", { intent: "logout" }, { Origin: "https://evil.example" }))).status).toBe(403);
  });

  it("logs out: 'Logged out successfully', the session row gone, recorded", async () => {
    const jar = await signedInAdmin();
    const cookie = jar.cookie;
    const res = jar.take(await callAction(logout, jar.post("/admin/logout", { intent: "logout" })));
    expect(res.location).toBe("/admin/login");
    expect((await visitRoot(jar, "/admin/login")).body.toast).toMatchObject({ title: "Logged out successfully" });
    expect(jar.cookie).not.toMatch(/__admin=/);
    expect((await callLoader(dashboard, new Jar(cookie).get("/admin/dashboard"))).location).toBe("/admin/login");
    expect(await lastAudit()).toMatchObject({ action: "sign-out" });
  });
});
