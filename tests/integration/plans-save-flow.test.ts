import { beforeAll, describe, expect, it } from "vitest";
import { defined } from "../support/defined";
import { samplePlan, sampleProfile } from "../support/fixtures";
import { answers } from "../support/answers";
import { callAction, callLoader, Jar } from "../support/remix";
import { seedGeneration, signIn, signUp, userIdOf, visitRoot } from "./auth-support";
import { editTarget, getAnswers } from "../../app/wizard/answers.server";

let savePlan: typeof import("../../app/routes/save-plan");
let create: typeof import("../../app/routes/create");
let preview: typeof import("../../app/routes/preview");
let resultPreview: typeof import("../../app/routes/result-preview");
let previewNew: typeof import("../../app/routes/preview-new");
let db: typeof import("../../app/db.server").db;

beforeAll(async () => {
  savePlan = await import("../../app/routes/save-plan");
  create = await import("../../app/routes/create");
  preview = await import("../../app/routes/preview");
  resultPreview = await import("../../app/routes/result-preview");
  previewNew = await import("../../app/routes/preview-new");
  db = (await import("../../app/db.server")).db;
});

async function sessionOf(jar: Jar) {
  const { getSession } = await import("../../app/session.server");
  return getSession(jar.get("/"));
}

async function plansOf(email: string) {
  return db.selectFrom("marketing_plans").selectAll().where("user_id", "=", await userIdOf(email)).orderBy("id").execute();
}

const save = (jar: Jar, generationId: string, editPlanId?: number) =>
  callAction(savePlan, jar.post("/save-plan", editPlanId === undefined ? { generationId } : { generationId, editPlanId: String(editPlanId) })).then((o) =>
    jar.take(o),
  );

describe("Save Plan while signed in", () => {
  it("saves the plan with its answers and profile, toasts, clears the form answers and goes to /saved", async () => {
    const jar = new Jar();
    await signUp(jar, "saver@example.com");
    await visitRoot(jar, "/");
    const generationId = await seedGeneration(jar);
    const { getSession, commitSession } = await import("../../app/session.server");
    const s = await getSession(jar.get("/"));
    s.set("answers", { productName: "Draft" });
    await commitSession(jar.get("/"), s);

    const res = await save(jar, generationId);
    expect(res.status).toBe(302);
    expect(res.location).toBe("/saved");
    expect((await visitRoot(jar, "/")).body.toast).toMatchObject({
      title: "Plan Saved",
      description: "Your marketing plan has been saved successfully.",
    });
    const row = defined((await plansOf("saver@example.com"))[0], "the saved plan");
    expect(row).toMatchObject({
      product_name: answers.productName,
      product_description: answers.productDescription,
      audience_persona: answers.audiencePersona,
      budget_range: "seed",
      skills: JSON.stringify(["content", "sales"]),
      include_marketing_wisdom: 1,
    });
    expect(JSON.parse(row.generated_plan!)).toEqual(samplePlan);
    expect(JSON.parse(row.customer_profile!)).toEqual(sampleProfile);
    expect((await sessionOf(jar)).get("answers")).toBeUndefined();
  });

  it("saving the same generation twice keeps one plan", async () => {
    const jar = new Jar();
    await signUp(jar, "twice@example.com");
    const generationId = await seedGeneration(jar);
    await save(jar, generationId);
    await save(jar, generationId);
    expect(await plansOf("twice@example.com")).toHaveLength(1);
  });

  it("refuses another visitor's generation and an unfinished one", async () => {
    const owner = new Jar();
    const generationId = await seedGeneration(owner);
    const jar = new Jar();
    await signUp(jar, "thief@example.com");
    const res = await save(jar, generationId);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ state: "error" });
    expect(await plansOf("thief@example.com")).toHaveLength(0);

    const running = await seedGeneration(jar, { status: "running" });
    const notReady = await save(jar, running);
    expect(notReady.status).toBe(409);
    expect(notReady.body.message).toMatch(/not ready/);
  });
});

describe("Save Plan while signed out, then sign in", () => {
  it("keeps the plan pending, asks to sign in, and saves it after sign-up", async () => {
    const jar = new Jar();
    const generationId = await seedGeneration(jar);
    const res = await save(jar, generationId);
    expect(res.status).toBe(302);
    expect(res.location).toBe("/login?returnUrl=%2Fsave-plan");
    expect((await sessionOf(jar)).get("pendingSavePlan")).toBe(generationId);
    expect((await visitRoot(jar, "/login")).body.toast).toMatchObject({
      title: "Sign in Required",
      description: "You must be signed in to save this plan.",
    });

    // Signing up (a POST) saves the pending plan and goes on to /saved.
    const signedUp = await signUp(jar, "later@example.com", undefined, "/save-plan");
    expect(signedUp.location).toBe("/saved");
    const plans = await plansOf("later@example.com");
    expect(plans).toHaveLength(1);
    expect((await sessionOf(jar)).get("pendingSavePlan")).toBeUndefined();
    expect((await visitRoot(jar, "/saved")).body.toast).toMatchObject({ title: "Plan Saved" });
  });

  it("sign-in with a pending plan and no returnUrl also saves it", async () => {
    await signUp(new Jar(), "returning@example.com");
    const jar = new Jar();
    const generationId = await seedGeneration(jar);
    await save(jar, generationId);
    const res = await signIn(jar, "returning@example.com");
    expect(res.location).toBe("/saved");
    expect(await plansOf("returning@example.com")).toHaveLength(1);
  });

  it("a signed-in visitor with a pending plan gets its save form from GET /save-plan, which saves nothing", async () => {
    const jar = new Jar();
    await signUp(jar, "form@example.com");
    const generationId = await seedGeneration(jar);
    // Pending without the sign-in that would have saved it (Save Plan pressed in another tab that was signed out).
    const { commitSession } = await import("../../app/session.server");
    const session = await sessionOf(jar);
    session.set("pendingSavePlan", generationId);
    await commitSession(jar.get("/"), session);

    // An already signed-in visitor sent to /login?returnUrl=/save-plan goes there, and the page only offers the form.
    const again = await callLoader(await import("../../app/routes/login"), jar.get("/login?returnUrl=%2Fsave-plan"));
    expect(again.location).toBe("/save-plan");
    const page = await callLoader(savePlan, jar.get("/save-plan"));
    expect(page.status).toBe(200);
    expect(page.body).toEqual({ state: "pending", generationId, submissionKey: expect.any(String) });
    expect(page.headers.get("Set-Cookie")).toBeNull();
    expect(await plansOf("form@example.com")).toHaveLength(0);

    // The form's POST saves it.
    const saved = await save(jar, generationId);
    expect(saved.location).toBe("/saved");
    expect(await plansOf("form@example.com")).toHaveLength(1);
  });

  it("shows 'Error Saving Plan' when the pending plan cannot be saved, and keeps it", async () => {
    const jar = new Jar();
    const generationId = await seedGeneration(jar);
    await save(jar, generationId);
    await db.deleteFrom("generations").where("id", "=", generationId).execute();
    const signedUp = await signUp(jar, "failing@example.com", undefined, "/save-plan");
    expect(signedUp.location).toBe("/save-plan");
    const res = await callLoader(savePlan, jar.get("/save-plan"));
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ state: "error", message: expect.stringContaining("could not be found") });
    expect((await sessionOf(jar)).get("pendingSavePlan")).toBe(generationId);
  });

  it("with nothing pending the page has nothing to save; signed out it sends to /login", async () => {
    const jar = new Jar();
    await signUp(jar, "nothing@example.com");
    expect((await callLoader(savePlan, jar.get("/save-plan"))).body).toEqual({ state: "none" });
    const anon = await callLoader(savePlan, new Jar().get("/save-plan"));
    expect(anon.location).toBe("/login?returnUrl=%2Fsave-plan");
  });

  it("refuses to keep a generation the visitor does not own as pending", async () => {
    const generationId = await seedGeneration(new Jar());
    const jar = new Jar();
    const res = await save(jar, generationId);
    expect(res.status).toBe(404);
    expect((await sessionOf(jar)).get("pendingSavePlan")).toBeUndefined();
  });
});

describe("/create", () => {
  async function withPlan(email: string) {
    const jar = new Jar();
    await signUp(jar, email);
    await save(jar, await seedGeneration(jar));
    const [plan] = await plansOf(email);
    return { jar, plan: defined(plan, `${email}'s saved plan`) };
  }

  it("duplicate: prefills the form with the name + ' (Copy)', and saving creates a new plan", async () => {
    const { jar, plan } = await withPlan("dup-create@example.com");
    // The bookmarkable GET only shows the plan and its button; it changes nothing.
    const shown = await callLoader(create, jar.get(`/create?from=${plan.id}&mode=duplicate`));
    expect(shown.body).toEqual({ plan: { id: plan.id, mode: "duplicate" }, productName: "Rocketboard" });
    expect(shown.headers.get("Set-Cookie")).toBeNull();
    expect((await sessionOf(jar)).get("answers")).toBeUndefined();

    const res = jar.take(await callAction(create, jar.post("/create", { from: String(plan.id), mode: "duplicate" })));
    expect(res.status).toBe(302);
    expect(res.location).toBe("/product");
    const session = await sessionOf(jar);
    expect(session.get("answers")).toMatchObject({ ...answers, productName: "Rocketboard (Copy)" });
    expect(editTarget(session)).toBeNull();
    await save(jar, await seedGeneration(jar, { input: { productName: "Rocketboard (Copy)" } }));
    const plans = await plansOf("dup-create@example.com");
    expect(plans.map((p) => p.product_name)).toEqual(["Rocketboard", "Rocketboard (Copy)"]);
  });

  it("edit: prefills the form and names the plan as the form's edit target; a save naming it updates that plan", async () => {
    const { jar, plan } = await withPlan("edit-create@example.com");
    jar.take(await callAction(create, jar.post("/create", { from: String(plan.id), mode: "edit" })));
    const session = await sessionOf(jar);
    expect(getAnswers(session)).toMatchObject({ productName: "Rocketboard" });
    expect(editTarget(session)).toBe(plan.id);
    const generationId = await seedGeneration(jar, { input: { productName: "Rocketboard v2", budgetRange: "growth" } });
    await save(jar, generationId, plan.id);
    const plans = await plansOf("edit-create@example.com");
    expect(plans).toHaveLength(1);
    expect(plans[0]).toMatchObject({ id: plan.id, product_name: "Rocketboard v2", budget_range: "growth", created_at: plan.created_at });
    expect(editTarget(await sessionOf(jar))).toBeNull();
  });

  it("Create New Plan starts fresh; another user's plan is a 404; signed out goes to /login", async () => {
    const { plan } = await withPlan("create-owner@example.com");
    const other = new Jar();
    await signUp(other, "create-other@example.com");
    expect((await callLoader(create, other.get(`/create?from=${plan.id}&mode=edit`))).status).toBe(404);
    const foreign = await callAction(create, other.post("/create", { from: String(plan.id), mode: "edit" }));
    expect(foreign.status).toBe(404);
    expect(editTarget(await sessionOf(other))).toBeNull();

    // Plain GET /create goes to the form and clears nothing; Create New Plan (a POST) starts fresh.
    const { commitSession } = await import("../../app/session.server");
    const draft = await sessionOf(other);
    draft.set("answers", { productName: "Draft" });
    await commitSession(other.get("/"), draft);
    const plain = await callLoader(create, other.get("/create"));
    expect(plain.location).toBe("/product");
    expect((await sessionOf(other)).get("answers")).toEqual({ productName: "Draft" });
    const fresh = other.take(await callAction(create, other.post("/create", {})));
    expect(fresh.location).toBe("/product");
    expect((await sessionOf(other)).get("answers")).toBeUndefined();

    const anon = await callLoader(create, new Jar().get(`/create?from=${plan.id}&mode=edit`));
    expect(anon.location).toBe(`/login?returnUrl=${encodeURIComponent(`/create?from=${plan.id}&mode=edit`)}`);
  });
});

describe("previews", () => {
  it("shows the user's own plan; another user's or a missing id is 404; no id says none; signed out asks to sign in", async () => {
    const owner = new Jar();
    await signUp(owner, "preview-owner@example.com");
    await save(owner, await seedGeneration(owner));
    const plan = defined((await plansOf("preview-owner@example.com"))[0], "the saved plan");
    const other = new Jar();
    await signUp(other, "preview-other@example.com");

    for (const mod of [preview, resultPreview, previewNew]) {
      const own = await callLoader(mod, owner.get(`/preview?id=${plan.id}`));
      expect(own.status).toBe(200);
      expect(own.body.state).toBe("plan");
      expect(own.body.plan).toMatchObject({ id: plan.id, answers: { productName: "Rocketboard" }, generatedPlan: samplePlan });
      expect((await callLoader(mod, other.get(`/preview?id=${plan.id}`))).status).toBe(404);
      expect((await callLoader(mod, owner.get("/preview?id=987654"))).status).toBe(404);
      expect((await callLoader(mod, owner.get("/preview"))).body.state).toBe("none");
      const anon = await callLoader(mod, new Jar().get(`/preview?id=${plan.id}`));
      expect(anon.status).toBe(401);
      expect(anon.body).toMatchObject({ state: "signed-out", loginHref: `/login?returnUrl=${encodeURIComponent(`/preview?id=${plan.id}`)}` });
      expect(anon.body).not.toHaveProperty("plan");
    }
  });
});
