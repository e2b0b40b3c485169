import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defined } from "../support/defined";
import { renderAt } from "../support/render";
import { callAction, callLoader, Jar, type Fields, type Outcome, type RouteModule } from "../support/remix";
import { seedGeneration, signUp, userIdOf } from "./auth-support";

/**
 * Issue 12, finding 7: editing a saved plan. The plan being edited travels with the plan form (a
 * hidden field on every step and on Save Plan), never as a session flag a GET could set; Save Plan
 * updates exactly that plan, and only when it is the user's own.
 */

type Mod = RouteModule;
let routes: Record<"create" | "product" | "audience" | "resources" | "plan" | "result" | "savePlan" | "reset", Mod>;
let db: typeof import("../../app/db.server").db;
let answersServer: typeof import("../../app/wizard/answers.server");
let sessionServer: typeof import("../../app/session.server");

beforeAll(async () => {
  routes = {
    create: await import("../../app/routes/create"),
    product: await import("../../app/routes/product"),
    audience: await import("../../app/routes/audience"),
    resources: await import("../../app/routes/resources"),
    plan: await import("../../app/routes/plan"),
    result: await import("../../app/routes/plan_.$generationId"),
    savePlan: await import("../../app/routes/save-plan"),
    reset: await import("../../app/routes/reset-form"),
  };
  db = (await import("../../app/db.server")).db;
  answersServer = await import("../../app/wizard/answers.server");
  sessionServer = await import("../../app/session.server");
});

afterAll(async () => {
  await (await import("../../app/generation/worker.server")).settleGenerations();
});

const STEPS = [
  { route: "product", path: "/product" },
  { route: "audience", path: "/audience" },
  { route: "resources", path: "/resources" },
  { route: "plan", path: "/plan" },
] as const;

type Editing = { id: number; productName: string } | null;

async function plansOf(email: string) {
  return db.selectFrom("marketing_plans").selectAll().where("user_id", "=", await userIdOf(email)).orderBy("id").execute();
}

async function editTargetOf(jar: Jar) {
  return answersServer.editTarget(await sessionServer.getSession(jar.get("/")));
}

/** A signed-up user with one saved plan ("Rocketboard"). */
async function owner(email: string) {
  const jar = new Jar();
  await signUp(jar, email);
  await callAction(routes.savePlan, jar.post("/save-plan", { generationId: await seedGeneration(jar) })).then((o) => jar.take(o));
  const plan = defined((await plansOf(email))[0], `${email}'s plan`);
  return { jar, plan };
}

const load = async (jar: Jar, route: Mod, path: string) => jar.take(await callLoader(route, jar.get(path)));
const post = async (jar: Jar, route: Mod, path: string, fields: Fields) => jar.take(await callAction(route, jar.post(path, fields)));

/** A loaded step's values as the browser posts them back (checkboxes and the wisdom box included). */
function asFields(values: Record<string, unknown>): Fields {
  const fields: Fields = {};
  for (const [key, value] of Object.entries(values)) {
    if (Array.isArray(value)) fields[key] = value.map(String);
    else if (typeof value === "boolean") fields[key] = ["false", ...(value ? ["true"] : [])];
    else fields[key] = String(value);
  }
  return fields;
}

/**
 * Goes through the four steps as a browser does without JavaScript: load each step, check its
 * notice, post what it shows (with the hidden edit field when the page has one). `change` edits a
 * step's values on the way. Returns the generation's id once it has finished.
 */
async function throughSteps(jar: Jar, expected: Editing, change: Record<string, Record<string, string>> = {}) {
  let response: Outcome | null = null;
  for (const step of STEPS) {
    const page = await load(jar, routes[step.route], step.path);
    expect(page.status).toBe(200);
    const { values, editing } = page.body as { values: Record<string, unknown>; editing: Editing };
    expect(editing).toEqual(expected);
    const fields: Fields = { ...asFields(values), ...change[step.route], intent: step.route === "plan" ? "use-builtin" : "continue" };
    if (editing) fields.editPlanId = String(editing.id);
    response = await post(jar, routes[step.route], step.path, fields);
    expect(response.status).toBe(302);
  }
  const location = defined(response?.location ?? undefined, "the generation's page");
  expect(location).toMatch(/^\/plan\/[\w-]+$/);
  await (await import("../../app/generation/worker.server")).settleGenerations();
  return decodeURIComponent(location.slice("/plan/".length));
}

async function resultPage(jar: Jar, generationId: string) {
  const page = jar.take(await callLoader(routes.result, jar.get(`/plan/${generationId}?view=result`), { generationId }));
  expect(page.status).toBe(200);
  return page.body as { view: { status: string }; editing: Editing };
}

const saveFields = (generationId: string, editing: Editing): Fields =>
  editing ? { generationId, editPlanId: String(editing.id) } : { generationId };

describe("editing a saved plan", () => {
  it("a cross-site-style GET puts nobody in edit mode", async () => {
    const { jar, plan } = await owner("edit-get@example.com");
    for (const url of [`/create?from=${plan.id}&mode=edit`, `/create?from=${plan.id}`]) {
      const shown = await callLoader(routes.create, jar.get(url, { "Sec-Fetch-Site": "cross-site" }));
      expect(shown.status).toBe(200);
      expect(shown.headers.get("Set-Cookie")).toBeNull();
    }
    // Neither does a GET of a step naming the plan, nor GET /save-plan.
    const step = await load(jar, routes.product, `/product?editPlanId=${plan.id}&from=${plan.id}&mode=edit`);
    expect(step.body.editing).toBeNull();
    await load(jar, routes.savePlan, "/save-plan");
    expect(await editTargetOf(jar)).toBeNull();
    expect(answersServer.getAnswers(await sessionServer.getSession(jar.get("/")))).toEqual({});
  });

  it("Edit → the four steps (each says “Editing …”) → generate → Save Plan updates that plan, not a new one", async () => {
    const { jar, plan } = await owner("edit-flow@example.com");
    const opened = await post(jar, routes.create, "/create", { from: String(plan.id), mode: "edit" });
    expect(opened.location).toBe("/product");

    const editing = { id: plan.id, productName: "Rocketboard" };
    const generationId = await throughSteps(jar, editing, { product: { productName: "Rocketboard v2" }, resources: { budgetRange: "growth" } });
    const result = await resultPage(jar, generationId);
    expect(result.view.status).toBe("done");
    expect(result.editing).toEqual(editing);

    const saved = await post(jar, routes.savePlan, "/save-plan", saveFields(generationId, result.editing));
    expect(saved.location).toBe("/saved");
    const plans = await plansOf("edit-flow@example.com");
    expect(plans).toHaveLength(1);
    expect(plans[0]).toMatchObject({ id: plan.id, product_name: "Rocketboard v2", budget_range: "growth", created_at: plan.created_at });
    // The save ends edit mode with the answers.
    expect(await editTargetOf(jar)).toBeNull();
    expect((await resultPage(jar, generationId)).editing).toBeNull();
  });

  it("Duplicate → steps → Save Plan creates a new plan; the steps say nothing of editing", async () => {
    const { jar, plan } = await owner("dup-flow@example.com");
    await post(jar, routes.create, "/create", { from: String(plan.id), mode: "duplicate" });
    const generationId = await throughSteps(jar, null);
    const result = await resultPage(jar, generationId);
    expect(result.editing).toBeNull();
    await post(jar, routes.savePlan, "/save-plan", saveFields(generationId, null));
    expect((await plansOf("dup-flow@example.com")).map((p) => p.product_name)).toEqual(["Rocketboard", "Rocketboard (Copy)"]);
  });

  it("a forged edit id of another user's plan shows no notice and never overwrites that plan", async () => {
    const victim = await owner("edit-victim@example.com");
    const { jar } = await owner("edit-forger@example.com");
    const before = defined((await plansOf("edit-victim@example.com"))[0], "the victim's plan");

    // Opening it for editing is a 404, like any plan not one's own.
    expect((await callAction(routes.create, jar.post("/create", { from: String(victim.plan.id), mode: "edit" }))).status).toBe(404);

    // Steps posted with the victim's id: stored as what the form said, but no notice and no field.
    await post(jar, routes.create, "/create", {});
    const product = { productName: "Forged", productWebsite: "", productType: "saas", productStage: "beta", productDescription: before.product_description };
    await post(jar, routes.product, "/product", { ...product, editPlanId: String(victim.plan.id), intent: "continue" });
    expect((await load(jar, routes.product, "/product")).body.editing).toBeNull();

    // Save Plan naming the victim's plan is refused, and saves nothing anywhere.
    const generationId = await seedGeneration(jar, { input: { productName: "Forged" } });
    const forged = await post(jar, routes.savePlan, "/save-plan", { generationId, editPlanId: String(victim.plan.id) });
    expect(forged.status).toBe(404);
    expect(forged.body).toEqual({ state: "error", message: expect.stringContaining("could not be found") });
    const malformed = await post(jar, routes.savePlan, "/save-plan", { generationId, editPlanId: "1 OR 1=1" });
    expect(malformed.status).toBe(404);
    expect(await plansOf("edit-victim@example.com")).toEqual([before]);
    expect((await plansOf("edit-forger@example.com")).map((p) => p.product_name)).toEqual(["Rocketboard"]);
  });

  it("the result page of a generation not started while editing carries no edit target", async () => {
    const { jar, plan } = await owner("edit-other-generation@example.com");
    const earlier = await seedGeneration(jar, { input: { productName: "Earlier" } });
    await post(jar, routes.create, "/create", { from: String(plan.id), mode: "edit" });
    expect(await editTargetOf(jar)).toBe(plan.id);
    expect((await resultPage(jar, earlier)).editing).toBeNull();
  });

  it("Reset Form ends edit mode; “Save as a new plan instead” ends it and keeps the answers", async () => {
    const { jar, plan } = await owner("edit-stop@example.com");
    await post(jar, routes.create, "/create", { from: String(plan.id), mode: "edit" });
    expect((await load(jar, routes.product, "/product")).body.editing).toEqual({ id: plan.id, productName: "Rocketboard" });
    await callAction(routes.reset, jar.request("/reset-form", { method: "POST" })).then((o) => jar.take(o));
    expect(await editTargetOf(jar)).toBeNull();
    expect((await load(jar, routes.product, "/product")).body.editing).toBeNull();

    await post(jar, routes.create, "/create", { from: String(plan.id), mode: "edit" });
    const stopped = await post(jar, routes.create, "/create", { intent: "stop-editing", returnTo: "/audience" });
    expect(stopped.location).toBe("/audience");
    expect(await editTargetOf(jar)).toBeNull();
    expect(answersServer.getAnswers(await sessionServer.getSession(jar.get("/")))).toMatchObject({ productName: "Rocketboard" });
    const elsewhere = await post(jar, routes.create, "/create", { intent: "stop-editing", returnTo: "https://evil.example/" });
    expect(elsewhere.location).toBe("/product");
  });

  it("a step post without the hidden field (a form from before the edit) ends edit mode", async () => {
    const { jar, plan } = await owner("edit-stale@example.com");
    await post(jar, routes.create, "/create", { from: String(plan.id), mode: "edit" });
    const { values } = (await load(jar, routes.product, "/product")).body as { values: Record<string, unknown> };
    await post(jar, routes.product, "/product", { ...asFields(values), intent: "back" });
    expect(await editTargetOf(jar)).toBeNull();
  });
});

describe("the “Editing …” notice", () => {
  it("shows on a step with the plan's name, a way out, and the hidden field that carries it", async () => {
    const { StepForm } = await import("../../app/wizard/StepForm");
    const html = renderAt(
      "/audience",
      <StepForm step="audience" values={{}} epoch={null} editing={{ id: 42, productName: "Rocketboard" }}>
        <span />
      </StepForm>,
    );
    expect(html).toMatch(/<strong[^>]*>Editing <!-- -->Rocketboard<\/strong>/);
    expect(html).toContain("Save as a new plan instead");
    expect(html).toMatch(/<input type="hidden" name="returnTo" value="\/audience"\/>/);
    expect(html).toMatch(/<input type="hidden" name="editPlanId" value="42"\/>/);

    const plain = renderAt("/audience", <StepForm step="audience" values={{}} epoch={null} editing={null}><span /></StepForm>);
    expect(plain).not.toContain("Editing");
    expect(plain).not.toContain("editPlanId");
  });
});
