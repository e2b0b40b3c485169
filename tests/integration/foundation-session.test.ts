import { describe, expect, it } from "vitest";
import { db } from "~/db.server";
import {
  commitSession, deleteExpiredSessions, getSession, hasSessionCookie, rotateSession, visitorIdOf,
} from "~/session.server";
import { redirectWithToast, toastCookieHeader } from "~/toast.server";
import { loader as rootLoader } from "~/root";

function cookieHeader(setCookie: string): string {
  return setCookie.split(";")[0];
}

function requestWith(cookie: string | null, url = "http://localhost/") {
  return new Request(url, { headers: cookie ? { Cookie: cookie } : {} });
}

async function rootData(request: Request) {
  const result = (await rootLoader({ request, params: {}, context: {} })) as unknown as {
    data: { toast: unknown; user: unknown };
    init: { headers?: Record<string, string> } | null;
  };
  return result;
}

describe("server-side sessions", () => {
  it("keeps the data in the sessions table; the signed cookie carries only the id", async () => {
    const session = await getSession(requestWith(null));
    const long = "é🚀".repeat(3000); // far beyond what a 4 KB cookie could hold
    session.set("answers", { productDescription: long });
    const setCookie = await commitSession(requestWith(null), session);
    expect(setCookie).toMatch(/^__session=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i);
    expect(cookieHeader(setCookie).length).toBeLessThan(200);

    const again = await getSession(requestWith(cookieHeader(setCookie)));
    expect(again.get("answers")).toEqual({ productDescription: long });
    const rows = await db.selectFrom("sessions").select(["id", "data"]).execute();
    expect(rows.some((r) => JSON.parse(r.data).answers?.productDescription === long)).toBe(true);
  });

  it("marks the cookie Secure when the request came over HTTPS (directly or via a proxy)", async () => {
    const direct = await getSession(requestWith(null, "https://liftoff.example/"));
    expect(await commitSession(new Request("https://liftoff.example/"), direct)).toMatch(/; Secure/i);
    const proxied = new Request("http://internal/", { headers: { "X-Forwarded-Proto": "https" } });
    expect(await commitSession(proxied, await getSession(proxied))).toMatch(/; Secure/i);
  });

  it("ignores a cookie whose signature was tampered with", async () => {
    const session = await getSession(requestWith(null));
    session.set("userId", 1);
    const cookie = cookieHeader(await commitSession(requestWith(null), session));
    const forged = cookie.replace(/.$/, (c) => (c === "A" ? "B" : "A"));
    expect((await getSession(requestWith(forged))).get("userId")).toBeUndefined();
  });

  it("rotates the id on a change of privilege, keeping the data and killing the old id", async () => {
    const session = await getSession(requestWith(null));
    session.set("answers", { productName: "Rocket" });
    const visitor = visitorIdOf(session);
    const oldCookie = cookieHeader(await commitSession(requestWith(null), session));
    const loaded = await getSession(requestWith(oldCookie));
    const { cookie } = await rotateSession(requestWith(oldCookie), loaded, (s) => s.set("userId", 7));
    const fresh = await getSession(requestWith(cookieHeader(cookie)));
    expect(fresh.id).not.toBe(loaded.id);
    expect(fresh.get("answers")).toEqual({ productName: "Rocket" });
    expect(fresh.get("userId")).toBe(7);
    expect(visitorIdOf(fresh)).toBe(visitor);
    expect((await getSession(requestWith(oldCookie))).get("answers")).toBeUndefined();
  });

  it("cleans up expired rows", async () => {
    await db.insertInto("sessions").values([
      { id: "old", data: "{}", expires_at: Date.now() - 1000 },
      { id: "live", data: "{}", expires_at: Date.now() + 60_000 },
    ]).execute();
    expect(await deleteExpiredSessions()).toBeGreaterThanOrEqual(1);
    const ids = (await db.selectFrom("sessions").select("id").execute()).map((r) => r.id);
    expect(ids).toContain("live");
    expect(ids).not.toContain("old");
  });

  it("treats an expired session as empty", async () => {
    await db.insertInto("sessions").values({ id: "stale", data: JSON.stringify({ userId: 3 }), expires_at: Date.now() - 1 }).execute();
    const session = await getSession(requestWith(null));
    // Sign the stale id as the real cookie would carry it.
    const { createCookie } = await import("@remix-run/node");
    const signed = await createCookie("__session", { secrets: [process.env.SESSION_SECRET!] }).serialize("stale");
    expect((await getSession(requestWith(cookieHeader(signed)))).get("userId")).toBeUndefined();
    expect(session.get("userId")).toBeUndefined();
  });
});

describe("toasts flashed by actions", () => {
  function cookiesOf(response: Response): string {
    return response.headers.getSetCookie().map(cookieHeader).join("; ");
  }

  it("an action's redirect carries a toast that the next page shows once, leaving the session alone", async () => {
    const session = await getSession(requestWith(null));
    session.set("answers", { productName: "Rocket" });
    const response = await redirectWithToast(requestWith(null), "/product", {
      title: "Form reset successfully",
      description: "All form data has been cleared",
    }, session);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/product");
    const cookie = cookiesOf(response);
    expect(cookie).toMatch(/__session=/);
    expect(cookie).toMatch(/__toast=/);

    const first = await rootData(requestWith(cookie));
    expect(first.data.toast).toEqual({
      title: "Form reset successfully",
      description: "All form data has been cleared",
      variant: "default",
    });
    // Taking the toast clears its own cookie; the session row is not rewritten.
    const clear = first.init?.headers?.["Set-Cookie"] ?? "";
    expect(clear).toMatch(/^__toast=;/);
    expect(clear).toMatch(/Max-Age=0/i);
    expect((await getSession(requestWith(cookie))).get("answers")).toEqual({ productName: "Rocket" });

    const withoutToast = cookie.split("; ").filter((c) => !c.startsWith("__toast=")).join("; ");
    expect((await rootData(requestWith(withoutToast))).data.toast).toBeNull();
  });

  it("keeps the destructive variant, ignores a forged toast, and costs nothing without cookies", async () => {
    const destructive = cookieHeader(await toastCookieHeader(requestWith(null), { title: "Error resetting form", variant: "destructive" }));
    expect((await rootData(requestWith(destructive))).data.toast).toMatchObject({ variant: "destructive" });

    const forged = `__toast=${Buffer.from(JSON.stringify({ title: "Hacked" })).toString("base64")}`;
    expect((await rootData(requestWith(forged))).data.toast).toBeNull();

    expect(hasSessionCookie(requestWith(null))).toBe(false);
    const anonymous = await rootData(requestWith(null));
    expect(anonymous.data).toMatchObject({ toast: null, user: null });
    expect(anonymous.init?.headers?.["Set-Cookie"]).toBeUndefined();
  });
});
