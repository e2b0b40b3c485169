import { beforeAll, describe, expect, it } from "vitest";
import { answers } from "../support/answers";
import { callLoader, Jar } from "../support/remix";
import { seedGeneration } from "../support/seed";
import { newVisitor } from "./auth-support";

type Queries = typeof import("../../app/generation/queries.server");
type Route = typeof import("../../app/routes/plan_.$generationId_.export");
let queries: Queries;
let route: Route;

beforeAll(async () => {
  queries = await import("../../app/generation/queries.server");
  route = await import("../../app/routes/plan_.$generationId_.export");
});

const exportAs = (id: string, jar = new Jar()) => callLoader(route, jar.get(`/plan/${id}/export`), { generationId: id });

describe("GET /plan/:id/export", () => {
  it("downloads the visitor's finished plan and profile as Markdown", async () => {
    const { jar, visitorId } = await newVisitor();
    const id = await seedGeneration(visitorId);
    const response = await exportAs(id, jar);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/markdown; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="rocketboard-gtm-plan.md"');
    const body: string = response.body;
    expect(body.startsWith("# Rocketboard: Go-To-Market Plan")).toBe(true);
    expect(body).toContain("## Know Your Customer");
    expect(body).toContain("### 1. Founder-led cold outreach to 50 ideal customers");
    expect(body).toContain("- [ ] Write the one-sentence positioning statement");
  });

  it("leaves out the profile section when the profile failed", async () => {
    const { jar, visitorId } = await newVisitor();
    const id = await seedGeneration(visitorId, { profile: null });
    const body: string = (await exportAs(id, jar)).body;
    expect(body).not.toContain("## Know Your Customer");
    expect(body).toContain("## Marketing Plan");
  });

  it("answers 404 for another visitor's plan, an unknown id or no session", async () => {
    const owner = await newVisitor();
    const id = await seedGeneration(owner.visitorId);
    const stranger = await newVisitor();
    expect((await exportAs(id, stranger.jar)).status).toBe(404);
    expect((await exportAs("nope", owner.jar)).status).toBe(404);
    expect((await exportAs(id)).status).toBe(404);
  });

  it("answers 409 with a readable message while the plan is still being generated", async () => {
    const { jar, visitorId } = await newVisitor();
    const id = await queries.insertGeneration({ visitorId, input: answers, useBuiltin: false });
    const response = await exportAs(id, jar);
    expect(response.status).toBe(409);
    expect(response.body).toMatch(/not ready yet/);
  });
});
