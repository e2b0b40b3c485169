import { describe, expect, it } from "vitest";
import { callLoader, callAction, Jar } from "../support/remix";
import { adminSignIn, ADMIN } from "./admin-support";

// No ADMIN_* in this file's environment: the admin area is not configured.
delete process.env.ADMIN_EMAIL;
delete process.env.ADMIN_PASSWORD;
delete process.env.ADMIN_ACCESS_CODE;

describe("with ADMIN_* unset", () => {
  it("the sign-in page says the admin area is not configured, and nobody signs in (503)", async () => {
    const login = await import("../../app/routes/admin.login");
    expect((await callLoader(login, new Jar().get("/admin/login"))).body).toEqual({ configured: false });
    const res = await adminSignIn(new Jar());
    expect(res.status).toBe(503);
    expect(res.body.formError.message).toMatch(/not configured/);
    const api = await import("../../app/routes/api.admin.login");
    const json = await callAction(api, new Jar().json("/api/admin/login", "POST", ADMIN));
    expect(json.status).toBe(503);
    expect(json.body.message).toMatch(/not configured/);
  });

  it("a planted admin session row opens nothing", async () => {
    const { db } = await import("../../app/db.server");
    const { createCookie } = await import("@remix-run/node");
    await db.insertInto("sessions").values({ id: "admin:planted", data: JSON.stringify({ adminEmail: "", credentials: "" }), expires_at: Date.now() + 3_600_000 }).execute();
    const cookie = await createCookie("__admin", { secrets: [process.env.SESSION_SECRET!], path: "/" }).serialize("planted");
    const dashboard = await import("../../app/routes/admin.dashboard");
    expect((await callLoader(dashboard, new Jar(cookie.split(";")[0]).get("/admin/dashboard"))).location).toBe("/admin/login");
  });
});
