import { beforeAll, describe, expect, it } from "vitest";
import { MAX_FORM_BYTES } from "~/http.server";
import { callAction, Jar, type RouteModule } from "../support/remix";
import { signUp } from "./auth-support";

/**
 * Every page action reads its form once, within one cap (issue 12, findings 3 and 8): a broken
 * multipart body is a 400 and an oversized one a 413, never a 500, signed in or not.
 */

const routes: Record<string, RouteModule> = {};

beforeAll(async () => {
  routes["/login"] = await import("../../app/routes/login");
  routes["/save-plan"] = await import("../../app/routes/save-plan");
  routes["/saved"] = await import("../../app/routes/saved");
  routes["/create"] = await import("../../app/routes/create");
  routes["/product"] = await import("../../app/routes/product");
  routes["/api-key"] = await import("../../app/routes/api-key");
});

const broken = (jar: Jar, path: string) =>
  jar.request(path, { method: "POST", body: "--x\r\nnot a part", headers: { "Content-Type": "multipart/form-data; boundary=x" } });

const oversized = (jar: Jar, path: string) =>
  jar.request(path, {
    method: "POST",
    body: `intent=sign-in&email=${"a".repeat(MAX_FORM_BYTES)}`,
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });

describe("form bodies", () => {
  it("answers a broken multipart body with 400 and an oversized one with 413 on every form", async () => {
    const jar = new Jar();
    await signUp(jar, "bodies@example.com");
    for (const [path, route] of Object.entries(routes)) {
      expect([path, (await callAction(route, broken(jar, path))).status]).toEqual([path, 400]);
      expect([path, (await callAction(route, oversized(jar, path))).status]).toEqual([path, 413]);
    }
  });
});
