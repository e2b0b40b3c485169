import { describe, expect, it } from "vitest";
import { db } from "~/db.server";
import {
  commitSession, deleteExpiredSessions, getSession, hasSessionCookie, rotateSession, visitorIdOf,
} from "~/session.server";
import { redirectWithToast, toastCookieHeader } from "~/toast.server";
import * as root from "~/root";
import { callLoader, Jar } from "../support/remix";

const fresh = (url = "http://localhost/") => new Request(url);

/** A browser that has received these Set-Cookie headers. */
function browserWith(...setCookies: string[]): Jar {
  const jar = new Jar();
  jar.take(setCookies);
  return jar;
}

const rootData = (jar: Jar) => callLoader(root, jar.get("/"));

describe("server-side sessions", () => {
  it("keeps the data in the sessions table; the signed cookie carries only the id", async () => {
    const session = await getSession(fresh());
    const long = "é🚀".repeat(3000); // far beyond what a 4 KB cookie could hold
    session.set("answers", { productDescription: long });
    const setCookie = await commitSession(fresh(), session);
    expect(setCookie).toMatch(/^__session=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i);
    const browser = browserWith(setCookie);
    expect(browser.cookie.length).toBeLessThan(200);

    const again = await getSession(browser.get("/"));
    expect(again.get("answers")).toEqual({ productDescription: long });
    const rows = await db.selectFrom("sessions").select(["id", "data"]).execute();
    expect(rows.some((r) => JSON.parse(r.data).answers?.productDescription === long)).toBe(true);
  });

  it("over HTTPS the cookie is Secure and __Host- prefixed, and read back under that name", async () => {
    const https = new Request("https://liftoff.example/");
    const session = await getSession(https);
    session.set("userId", 7);
    const cookie = await commitSession(https, session);
    expect(cookie).toMatch(/^__Host-session=.*; Path=\/;.*; Secure/i);
    expect(cookie).not.toMatch(/Domain=/i);
    const back = new Request("https://liftoff.example/", { headers: { Cookie: cookie.split(";")[0]! } });
    expect((await getSession(back)).get("userId")).toBe(7);
  });

  it("believes the request URL's scheme, not a client's X-Forwarded-Proto (the server decides whom to trust)", async () => {
    const claimed = new Request("http://liftoff.example/", { headers: { "X-Forwarded-Proto": "https" } });
    const cookie = await commitSession(claimed, await getSession(claimed));
    expect(cookie).toMatch(/^__session=/);
    expect(cookie).not.toMatch(/; Secure/i);
  });

  it("ignores a cookie whose signature was tampered with", async () => {
    const session = await getSession(fresh());
    session.set("userId", 1);
    const cookie = browserWith(await commitSession(fresh(), session)).cookie;
    const forged = new Jar(cookie.replace(/.$/, (c) => (c === "A" ? "B" : "A")));
    expect((await getSession(forged.get("/"))).get("userId")).toBeUndefined();
  });

  it("rotates the id on a change of privilege, keeping the data and killing the old id", async () => {
    const session = await getSession(fresh());
    session.set("answers", { productName: "Rocket" });
    const visitor = visitorIdOf(session);
    const browser = browserWith(await commitSession(fresh(), session));
    const oldCopy = new Jar(browser.cookie);
    const loaded = await getSession(browser.get("/"));
    const { cookie } = await rotateSession(browser.get("/"), loaded, (s) => s.set("userId", 7));
    browser.take(cookie);
    const rotated = await getSession(browser.get("/"));
    expect(rotated.id).not.toBe(loaded.id);
    expect(rotated.get("answers")).toEqual({ productName: "Rocket" });
    expect(rotated.get("userId")).toBe(7);
    expect(visitorIdOf(rotated)).toBe(visitor);
    expect((await getSession(oldCopy.get("/"))).get("answers")).toBeUndefined();
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
    const session = await getSession(fresh());
    // Sign the stale id as the real cookie would carry it.
    const { createCookie } = await import("@remix-run/node");
    const signed = await createCookie("__session", { secrets: [process.env.SESSION_SECRET!] }).serialize("stale");
    expect((await getSession(browserWith(signed).get("/"))).get("userId")).toBeUndefined();
    expect(session.get("userId")).toBeUndefined();
  });

  it("keeps what is written to a session whose row is gone, under a new id", async () => {
    const first = await getSession(fresh());
    first.set("visitorId", "v-gone");
    const jar = browserWith(await commitSession(fresh(), first));
    const gone = (await getSession(jar.get("/"))).id;
    await db.deleteFrom("sessions").where("id", "=", gone).execute(); // expired and swept, or signed out elsewhere

    const next = await getSession(jar.get("/"));
    next.set("answers", { productName: "Typed after the row was swept" });
    jar.take(await commitSession(jar.get("/"), next));
    const again = await getSession(jar.get("/"));
    expect(again.id).not.toBe(gone);
    expect(again.get("answers")).toEqual({ productName: "Typed after the row was swept" });
  });

  it("reads the row once for a page's loaders, and afresh for each read of a form post", async () => {
    const first = await getSession(fresh());
    first.set("visitorId", "v-once");
    const jar = browserWith(await commitSession(fresh(), first));

    const page = jar.get("/product");
    const [rootRead, stepRead] = await Promise.all([getSession(page), getSession(page)]);
    expect(stepRead).toBe(rootRead);
    expect(rootRead.get("visitorId")).toBe("v-once");

    const post = new Request("http://localhost/product", { method: "POST", headers: { Cookie: jar.cookie } });
    const before = await getSession(post);
    await db.deleteFrom("sessions").where("id", "=", before.id).execute(); // signed out in another tab
    const after = await getSession(post);
    expect(after).not.toBe(before);
    expect(after.get("visitorId")).toBeUndefined();
  });
});

describe("toasts flashed by actions", () => {
  it("an action's redirect carries a toast that the next page shows once, leaving the session alone", async () => {
    const session = await getSession(fresh());
    session.set("answers", { productName: "Rocket" });
    const response = await redirectWithToast(fresh(), "/product", {
      title: "Form reset successfully",
      description: "All form data has been cleared",
    }, session);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/product");
    const browser = new Jar();
    browser.take(response);
    expect(browser.cookie).toMatch(/__session=/);
    expect(browser.cookie).toMatch(/__toast=/);

    const first = await rootData(browser);
    expect(first.body.toast).toEqual({
      title: "Form reset successfully",
      description: "All form data has been cleared",
      variant: "default",
    });
    // Taking the toast clears its own cookie; the session row is not rewritten.
    const clear = first.headers.get("Set-Cookie") ?? "";
    expect(clear).toMatch(/^__toast=;/);
    expect(clear).toMatch(/Max-Age=0/i);
    expect((await getSession(browser.get("/"))).get("answers")).toEqual({ productName: "Rocket" });

    browser.take(first);
    expect(browser.cookie).not.toMatch(/__toast=/);
    expect((await rootData(browser)).body.toast).toBeNull();
  });

  it("keeps the destructive variant, ignores a forged toast, and costs nothing without cookies", async () => {
    const destructive = browserWith(await toastCookieHeader(fresh(), { title: "Error resetting form", variant: "destructive" }));
    expect((await rootData(destructive)).body.toast).toMatchObject({ variant: "destructive" });

    const forged = new Jar(`__toast=${Buffer.from(JSON.stringify({ title: "Hacked" })).toString("base64")}`);
    expect((await rootData(forged)).body.toast).toBeNull();

    expect(hasSessionCookie(fresh())).toBe(false);
    const anonymous = await rootData(new Jar());
    expect(anonymous.body).toMatchObject({ toast: null, user: null });
    expect(anonymous.headers.get("Set-Cookie")).toBeNull();
  });
});
