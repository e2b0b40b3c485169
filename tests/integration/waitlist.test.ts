import { beforeAll, describe, expect, it, vi } from "vitest";
import { callAction, callLoader, Jar, type Fields } from "../support/remix";
import { freshAddress, visitRoot } from "./auth-support";
import { refuseInserts } from "../support/database";

/** /waitlist (the page's loader and action) and POST /api/waitlist, through the real route modules. */

type PageModule = typeof import("../../app/routes/waitlist");
let page: PageModule;
let api: typeof import("../../app/routes/api.waitlist");
let db: typeof import("../../app/db.server").db;
let WAITLIST_LIMIT: number;

beforeAll(async () => {
  page = await import("../../app/routes/waitlist");
  api = await import("../../app/routes/api.waitlist");
  db = (await import("../../app/db.server")).db;
  WAITLIST_LIMIT = (await import("../../app/waitlist/join.server")).WAITLIST_LIMIT;
});

const entries = () => db.selectFrom("waitlist_entries").selectAll().orderBy("id").execute();
const entryOf = (email: string) => db.selectFrom("waitlist_entries").selectAll().where("email", "=", email).executeTakeFirst();

const person = (email: string, extra: Fields = {}): Fields => ({
  fullName: "Ada Lovelace",
  email,
  productName: "Engine Notes",
  productWebsite: "",
  ...extra,
});

function join(jar: Jar, fields: Fields, context = freshAddress()) {
  return callAction(page, jar.post("/waitlist", fields), {}, context).then((o) => jar.take(o));
}

function postApi(body: unknown, context = freshAddress(), headers: Record<string, string> = {}) {
  return callAction(api, new Jar().json("/api/waitlist", "POST", body, headers), {}, context);
}

describe("the /waitlist page", () => {
  it("loads the demo for the chosen sample business, the first by default, and the confirmation only after a join", async () => {
    const first = await callLoader(page, new Jar().get("/waitlist"));
    expect(first.status).toBe(200);
    expect(first.body.joined).toBeNull();
    expect(first.body.embedUrl).toBeNull();
    expect(first.body.tabs.map((t: { slug: string }) => t.slug)).toEqual(["driftcheck", "recalldesk", "ivy-and-ash"]);
    expect(first.body.demo.slug).toBe("driftcheck");
    expect(first.body.demo.plan.tactics.length).toBeGreaterThanOrEqual(3);

    const chosen = await callLoader(page, new Jar().get("/waitlist?demo=ivy-and-ash"));
    expect(chosen.body.demo.name).toBe("Ivy & Ash Hair Studio");
    expect(JSON.stringify(chosen.body.demo.plan)).toContain("Hebden Bridge");
    expect((await callLoader(page, new Jar().get("/waitlist?demo=../../etc"))).body.demo.slug).toBe("driftcheck");
  });

  it("shows the third-party demo instead when DEMO_EMBED_URL is set", async () => {
    const { config } = await import("../../app/config.server");
    config.DEMO_EMBED_URL = "https://demo.arcade.example/share/abc";
    try {
      const res = await callLoader(page, new Jar().get("/waitlist?demo=recalldesk"));
      expect(res.body).toMatchObject({ embedUrl: "https://demo.arcade.example/share/abc", demo: null, tabs: [] });
      const { securityHeaders } = await import("../../app/security.server");
      expect(securityHeaders("n")["Content-Security-Policy"]).toContain("frame-src 'self' https://demo.arcade.example;");
    } finally {
      config.DEMO_EMBED_URL = undefined;
    }
  });

  it("is not indexed", () => {
    const tags = page.meta();
    expect(tags).toContainEqual({ name: "robots", content: "noindex, nofollow" });
    expect(tags).toContainEqual({ title: "Join the Waitlist | LIFTOFF" });
    const headers = new Headers(
      page.headers({ parentHeaders: new Headers({ "Cache-Control": "private, no-store" }) } as Parameters<typeof page.headers>[0]),
    );
    expect(headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    expect(headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("joins: stores the entry, redirects to the confirmation with the toast", async () => {
    const jar = new Jar();
    const res = await join(jar, person("  Ada@Example.com ", { productWebsite: "engine.example" }));
    expect(res.status).toBe(302);
    expect(res.location).toMatch(/^\/waitlist\?joined=[a-z0-9]+#join$/);
    const row = await entryOf("ada@example.com");
    expect(row).toMatchObject({
      full_name: "Ada Lovelace",
      email: "ada@example.com",
      product_name: "Engine Notes",
      product_website: "https://engine.example",
    });
    expect(row?.created_at).toBe(row?.updated_at);
    const root = await visitRoot(jar, res.location!);
    expect(root.body.toast).toMatchObject({ title: "Thanks for joining!" });
    const after = await callLoader(page, jar.get(res.location!));
    expect(after.body.joined).toBeTruthy();
  });

  it("keeps the values and gives the spec's messages on bad fields (422), storing nothing", async () => {
    const before = (await entries()).length;
    const res = await join(new Jar(), { fullName: "", email: "not-an-email", productName: "Kite", productWebsite: "not a url" });
    expect(res.status).toBe(422);
    expect(res.body.fieldErrors).toEqual({
      fullName: "Full name is required",
      email: "Please enter a valid email address",
      productWebsite: "Please enter a valid URL",
    });
    expect(res.body.formId).toBe("waitlist");
    expect(res.body.repopulateFields).toMatchObject({ fullName: "", email: "not-an-email", productName: "Kite", productWebsite: "not a url" });
    expect((await entries()).length).toBe(before);
  });

  it("updates the one entry when the same email joins again, never erroring", async () => {
    const first = await join(new Jar(), person("twice@example.com", { productName: "First", productWebsite: "first.example" }));
    const created = await entryOf("twice@example.com");
    await new Promise((r) => setTimeout(r, 5));
    const again = await join(new Jar(), person(" TWICE@example.com", { fullName: "Grace Hopper", productName: "Second" }));
    expect([first.status, again.status]).toEqual([302, 302]);
    const rows = (await entries()).filter((r) => r.email === "twice@example.com");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: created!.id, full_name: "Grace Hopper", product_name: "Second", product_website: null });
    expect(rows[0]!.created_at).toBe(created!.created_at);
    expect(rows[0]!.updated_at! > created!.updated_at!).toBe(true);
  });

  it("answers a filled honeypot like a join and stores nothing", async () => {
    const res = await join(new Jar(), person("bot@example.com", { homepage: "http://spam.example" }));
    expect(res.status).toBe(302);
    expect(res.location).toMatch(/^\/waitlist\?joined=/);
    expect(await entryOf("bot@example.com")).toBeUndefined();
  });

  it("limits joins per client address (429 with the reason and the values kept), other addresses unaffected", async () => {
    const address = freshAddress();
    for (let i = 0; i < WAITLIST_LIMIT; i++) {
      expect((await join(new Jar(), person(`limit${i}@example.com`), address)).status).toBe(302);
    }
    const refused = await join(new Jar(), person("limit-over@example.com"), address);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(refused.body.formError).toEqual({
      title: "Something went wrong",
      message: expect.stringMatching(/^Too many attempts\. Please wait .+ and try again\.$/),
    });
    expect(refused.body.repopulateFields).toMatchObject({ email: "limit-over@example.com", fullName: "Ada Lovelace" });
    expect(await entryOf("limit-over@example.com")).toBeUndefined();
    expect((await join(new Jar(), person("elsewhere@example.com"))).status).toBe(302);
  });

  it("does not count a mistyped form towards the limit", async () => {
    const address = freshAddress();
    for (let i = 0; i < WAITLIST_LIMIT + 3; i++) {
      expect((await join(new Jar(), { fullName: "", email: "x", productName: "" }, address)).status).toBe(422);
    }
    expect((await join(new Jar(), person("patient@example.com"), address)).status).toBe(302);
  });

  it("says so (503, values kept) instead of a 500 when the entry cannot be stored", async () => {
    const joinModule = await import("../../app/waitlist/join.server");
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    // The database refuses the row (as a full disk or a read-only file would).
    const allowInserts = await refuseInserts(db, "waitlist_entries");
    try {
      const res = await join(new Jar(), person("blocked@example.com"));
      expect(res.status).toBe(503);
      expect(res.body.formError).toEqual({ title: "Something went wrong", message: "Please try again later." });
      expect(joinModule.FAILED_FALLBACK).toBe("Please try again later.");
    } finally {
      await allowInserts();
      spy.mockRestore();
    }
  });
});

describe("POST /api/waitlist", () => {
  it("joins: 201 with the entry as kept, JSON, never cached", async () => {
    const res = await postApi({ fullName: "Katherine Johnson", email: "KJ@Example.com", productName: "Orbit", productWebsite: "orbit.example" });
    expect(res.status).toBe(201);
    expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(res.body).toEqual({
      message: "YOU'RE ON THE LIST!",
      entry: { fullName: "Katherine Johnson", email: "kj@example.com", productName: "Orbit", productWebsite: "https://orbit.example" },
    });
    expect(await entryOf("kj@example.com")).toMatchObject({ product_name: "Orbit" });
  });

  it("answers the same email again the same way (201), updating the one entry", async () => {
    await postApi({ fullName: "Mary", email: "mary@example.com", productName: "One" });
    const again = await postApi({ fullName: "Mary Jackson", email: "Mary@example.com", productName: "Two" });
    expect(again.status).toBe(201);
    const rows = (await entries()).filter((r) => r.email === "mary@example.com");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ full_name: "Mary Jackson", product_name: "Two" });
  });

  it("refuses bad fields with 422 in the one error shape", async () => {
    const res = await postApi({ fullName: " ", email: "nope", productWebsite: "javascript:alert(1)" });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      message: "Some fields are missing or invalid",
      errors: {
        fullName: ["Full name is required"],
        email: ["Please enter a valid email address"],
        productName: ["Product name is required"],
        productWebsite: ["Please enter a valid URL"],
      },
    });
  });

  it("answers a filled honeypot with 201 and stores nothing", async () => {
    const res = await postApi({ fullName: "Bot", email: "apibot@example.com", productName: "Spam", homepage: "x" });
    expect(res.status).toBe(201);
    expect(await entryOf("apibot@example.com")).toBeUndefined();
  });

  it("limits per client address: 429 with the message and Retry-After", async () => {
    const address = freshAddress();
    for (let i = 0; i < WAITLIST_LIMIT; i++) {
      expect((await postApi({ fullName: "A", email: `api${i}@example.com`, productName: "P" }, address)).status).toBe(201);
    }
    const refused = await postApi({ fullName: "A", email: "api-over@example.com", productName: "P" }, address);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many attempts\. Please wait/);
    expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
  });

  it("refuses what is not a JSON object: 415, 400, never a 500", async () => {
    const text = await callAction(
      api,
      new Request("http://localhost/api/waitlist", { method: "POST", headers: { "Content-Type": "text/plain" }, body: "{}" }),
      {},
      freshAddress(),
    );
    expect(text.status).toBe(415);
    expect(text.body).toEqual({ message: "Content-Type must be application/json" });

    const broken = await callAction(
      api,
      new Request("http://localhost/api/waitlist", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{nope" }),
      {},
      freshAddress(),
    );
    expect(broken.status).toBe(400);
    expect(broken.body.message).toBe("Request body is not valid JSON");

    for (const body of [[], "text", 42, null]) {
      const res = await postApi(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: "Request body must be a JSON object" });
    }
    const empty = await callAction(api, new Jar().json("/api/waitlist", "POST", undefined), {}, freshAddress());
    expect(empty.status).toBe(400);
  });

  it("allows only POST", async () => {
    const get = await callLoader(api, new Jar().get("/api/waitlist"));
    expect(get.status).toBe(405);
    expect(get.headers.get("Allow")).toBe("POST");
    const put = await callAction(api, new Jar().json("/api/waitlist", "PUT", {}), {}, freshAddress());
    expect(put.status).toBe(405);
    expect(put.body.message).toBe("Method not allowed: use POST");
  });
});
