import { beforeAll, describe, expect, it } from "vitest";
import { callAction, callLoader, Jar } from "../support/remix";
import { planBody, signUp } from "./auth-support";

let plans: typeof import("../../app/routes/api.plans");
let exportRoute: typeof import("../../app/routes/saved_.$planId.export");

beforeAll(async () => {
  plans = await import("../../app/routes/api.plans");
  exportRoute = await import("../../app/routes/saved_.$planId.export");
});

async function exportAs(jar: Jar, id: string) {
  return callLoader(exportRoute, jar.get(`/saved/${id}/export`), { planId: id });
}

describe("GET /saved/:id/export", () => {
  it("downloads the user's saved plan as Markdown; another user's or a missing id is 404", async () => {
    const owner = new Jar();
    await signUp(owner, "exporter@example.com");
    const created = await callAction(plans, owner.json("/api/plans", "POST", planBody({ productName: "Export Me" })));
    expect(created.status).toBe(201);
    const id = String(created.body.id);

    const res = await exportAs(owner, id);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/markdown; charset=utf-8");
    expect(res.headers.get("Content-Disposition")).toBe('attachment; filename="export-me-gtm-plan.md"');
    const markdown: string = res.body;
    expect(markdown).toMatch(/^# Export Me/m);
    expect(markdown).toContain("- [ ]");
    expect(markdown).toContain("```");

    const stranger = new Jar();
    await signUp(stranger, "peeker@example.com");
    expect((await exportAs(stranger, id)).status).toBe(404);
    expect((await exportAs(owner, "999999")).status).toBe(404);
    expect((await exportAs(owner, "not-a-number")).status).toBe(404);

    const signedOut = await exportAs(new Jar(), id);
    expect(signedOut.status).toBe(302);
    expect(signedOut.location).toMatch(/^\/login\?returnUrl=/);
  });
});
