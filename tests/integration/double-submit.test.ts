/**
 * Issue 15, item 1 ("Nothing doubled"): a form sent twice (a double tap, a retry after a time-out,
 * the browser's resubmit) does its work once. The page's loader puts a submission key in the form;
 * the action records it in the database (form_submissions) and answers a resend as it answered the
 * first. The JSON API takes an Idempotency-Key header. A different key is a real second submission.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answers } from "../support/answers";
import { callAction, callLoader, Jar } from "../support/remix";
import { STEP4_FIELDS, visitorAtStep4 } from "../support/step4";
import { freshAddress, planBody, seedGeneration, signUp, userIdOf } from "./auth-support";

let planRoute: typeof import("../../app/routes/plan");
let generationPage: typeof import("../../app/routes/plan_.$generationId");
let savePlan: typeof import("../../app/routes/save-plan");
let login: typeof import("../../app/routes/login");
let apiPlans: typeof import("../../app/routes/api.plans");
let sessions: typeof import("../../app/session.server");
let wizard: typeof import("../../app/wizard/answers.server");
let worker: typeof import("../../app/generation/worker.server");
let db: typeof import("../../app/db.server").db;

beforeAll(async () => {
  planRoute = await import("../../app/routes/plan");
  generationPage = await import("../../app/routes/plan_.$generationId");
  savePlan = await import("../../app/routes/save-plan");
  login = await import("../../app/routes/login");
  apiPlans = await import("../../app/routes/api.plans");
  sessions = await import("../../app/session.server");
  wizard = await import("../../app/wizard/answers.server");
  worker = await import("../../app/generation/worker.server");
  db = (await import("../../app/db.server")).db;
});
afterAll(async () => {
  await worker.settleGenerations();
});


const GOALS = { ...STEP4_FIELDS, intent: "continue" };

/** The key the page's loader put in its form. */
async function keyOf(route: Parameters<typeof callLoader>[0], jar: Jar, url: string, params: Record<string, string> = {}): Promise<string> {
  const page = jar.take(await callLoader(route, jar.get(url), params));
  expect(page.status).toBe(200);
  const key = page.body.submissionKey as string;
  expect(key).toMatch(/^[A-Za-z0-9_-]{20,}$/);
  return key;
}

/** The cookies as they were: a resend carries what the page had when it was sent, whatever the first answer set. */
const copyOf = (jar: Jar) => new Jar(jar.cookie);

const generationsOf = async (jar: Jar) => {
  const visitorId = (await sessions.getSession(jar.get("/"))).get("visitorId") ?? "";
  return db.selectFrom("generations").select("id").where("visitor_id", "=", visitorId).execute();
};

describe("step 4 (Generate Plan) sent twice", () => {
  const step4 = (jar: Jar, submissionKey: string) =>
    callAction(planRoute, jar.post("/plan", { ...GOALS, submissionKey }), {}, freshAddress()).then((o) => jar.take(o));

  it("starts one generation, and both answers go to its page", async () => {
    const { jar } = await visitorAtStep4();
    const key = await keyOf(planRoute, jar, "/plan");
    const resend = copyOf(jar);
    const first = await step4(jar, key);
    const second = await step4(resend, key);
    expect(first.status).toBe(302);
    expect(first.location).toMatch(/^\/plan\/[\w-]+$/);
    expect(second.status).toBe(302);
    expect(second.location).toBe(first.location);
    expect(await generationsOf(jar)).toHaveLength(1);
    // The resend's visitor can open that page: it is theirs.
    const id = first.location!.split("/").pop()!;
    expect((await callLoader(generationPage, resend.get(first.location!), { generationId: id })).status).toBe(200);
  });

  it("sent at the same moment, still starts one", async () => {
    const { jar } = await visitorAtStep4();
    const key = await keyOf(planRoute, jar, "/plan");
    const [a, b] = await Promise.all([step4(copyOf(jar), key), step4(copyOf(jar), key)]);
    expect(a.location).toMatch(/^\/plan\/[\w-]+$/);
    expect(b.location).toBe(a.location);
    expect(await generationsOf(jar)).toHaveLength(1);
  });

  it("a new visit to the page is a new key: a second generation", async () => {
    const { jar } = await visitorAtStep4();
    const first = await step4(jar, await keyOf(planRoute, jar, "/plan"));
    wizard.saveAnswers(await sessions.getSession(jar.get("/")), answers); // (answers are kept after a generation anyway)
    const second = await step4(jar, await keyOf(planRoute, jar, "/plan"));
    expect(second.location).not.toBe(first.location);
    expect(await generationsOf(jar)).toHaveLength(2);
  });

  it("the same key with other answers (the page restored by Back, then changed) is a new submission", async () => {
    const { jar } = await visitorAtStep4();
    const key = await keyOf(planRoute, jar, "/plan");
    const first = await step4(jar, key);
    const changed = await callAction(planRoute, jar.post("/plan", { ...GOALS, successMetrics: "1000 sign-ups", submissionKey: key }), {}, freshAddress());
    expect(changed.location).toMatch(/^\/plan\/[\w-]+$/);
    expect(changed.location).not.toBe(first.location);
    expect(await generationsOf(jar)).toHaveLength(2);
  });

  it("a form without a key (an old page) still starts its generation", async () => {
    const { jar } = await visitorAtStep4();
    const res = await callAction(planRoute, jar.post("/plan", GOALS), {}, freshAddress());
    expect(res.location).toMatch(/^\/plan\/[\w-]+$/);
    expect(await generationsOf(jar)).toHaveLength(1);
  });
});

describe("Save Plan sent twice", () => {
  const plansOf = async (email: string) =>
    db.selectFrom("marketing_plans").select("id").where("user_id", "=", await userIdOf(email)).execute();
  const save = (jar: Jar, generationId: string, submissionKey: string) =>
    callAction(savePlan, jar.post("/save-plan", { generationId, submissionKey }));

  it("at the same moment (both read the session before either wrote it) saves one plan", async () => {
    const jar = new Jar();
    await signUp(jar, "double-save@example.com");
    const generationId = await seedGeneration(jar);
    const key = await keyOf(generationPage, jar, `/plan/${generationId}`, { generationId });
    const [a, b] = await Promise.all([save(copyOf(jar), generationId, key), save(copyOf(jar), generationId, key)]);
    expect([a.status, a.location, b.status, b.location]).toEqual([302, "/saved", 302, "/saved"]);
    expect(await plansOf("double-save@example.com")).toHaveLength(1);
  });

  it("from another session of the same account (the resend signed in elsewhere) saves one plan", async () => {
    const jar = new Jar();
    await signUp(jar, "two-sessions@example.com");
    const generationId = await seedGeneration(jar);
    const key = await keyOf(generationPage, jar, `/plan/${generationId}`, { generationId });
    expect((await save(jar, generationId, key)).location).toBe("/saved");
    // The same visitor signed in again (a new session) and sends the same form.
    const again = copyOf(jar);
    const session = await sessions.getSession(again.get("/"));
    session.unset("lastSavedGeneration");
    again.take((await sessions.rotateSession(again.get("/"), session)).cookie);
    expect((await save(again, generationId, key)).location).toBe("/saved");
    expect(await plansOf("two-sessions@example.com")).toHaveLength(1);
  });

  it("a Save from a new visit to the page (a new key) of another generation is a second plan", async () => {
    const jar = new Jar();
    await signUp(jar, "two-plans@example.com");
    for (const generationId of [await seedGeneration(jar), await seedGeneration(jar)]) {
      const key = await keyOf(generationPage, jar, `/plan/${generationId}`, { generationId });
      expect(jar.take(await save(jar, generationId, key)).location).toBe("/saved");
    }
    expect(await plansOf("two-plans@example.com")).toHaveLength(2);
  });
});

describe("sign-up sent twice", () => {
  const signUpForm = (jar: Jar, email: string, submissionKey: string) =>
    callAction(
      login,
      jar.post("/login?tab=signup", { intent: "sign-up", email, password: "correct horse", confirmPassword: "correct horse", submissionKey }),
      {},
      freshAddress(),
    );
  const usersWith = (email: string) => db.selectFrom("users").select("id").where("email", "=", email).execute();
  const signedInAs = async (jar: Jar) => (await sessions.getSession(jar.get("/"))).get("userId");

  it("makes one account, and the second answer signs in to it and goes where the first went", async () => {
    const page = new Jar();
    const key = await keyOf(login, page, "/login?tab=signup");
    const first = new Jar(page.cookie);
    const second = new Jar(page.cookie);
    first.take(await signUpForm(first, "double-signup@example.com", key));
    const again = second.take(await signUpForm(second, "double-signup@example.com", key));
    expect(again.status).toBe(302);
    expect(again.location).toBe("/");
    const users = await usersWith("double-signup@example.com");
    expect(users).toHaveLength(1);
    expect(await signedInAs(second)).toBe(users[0]!.id);
    expect(await signedInAs(first)).toBe(users[0]!.id);
  });

  it("at the same moment, makes one account and signs both in", async () => {
    const page = new Jar();
    const key = await keyOf(login, page, "/login?tab=signup");
    const jars = [new Jar(page.cookie), new Jar(page.cookie)];
    const answers = await Promise.all(jars.map(async (jar) => jar.take(await signUpForm(jar, "same-moment@example.com", key))));
    expect(answers.map((a) => a.status)).toEqual([302, 302]);
    const users = await usersWith("same-moment@example.com");
    expect(users).toHaveLength(1);
    for (const jar of jars) expect(await signedInAs(jar)).toBe(users[0]!.id);
  });

  it("another page's form (a new key), or the same key with another password, still hears that the email is taken", async () => {
    const key = await keyOf(login, new Jar(), "/login?tab=signup");
    expect((await signUpForm(new Jar(), "taken@example.com", key)).status).toBe(302);
    const otherKey = await keyOf(login, new Jar(), "/login?tab=signup");
    const other = await signUpForm(new Jar(), "taken@example.com", otherKey);
    expect(other.status).toBe(409);
    expect(other.body.formError.message).toMatch(/already exists/);
    const otherPassword = await callAction(
      login,
      new Jar().post("/login?tab=signup", { intent: "sign-up", email: "taken@example.com", password: "wrong horse!", confirmPassword: "wrong horse!", submissionKey: key }),
      {},
      freshAddress(),
    );
    expect(otherPassword.status).toBe(409);
    expect(await usersWith("taken@example.com")).toHaveLength(1);
  });
});

describe("POST /api/plans with an Idempotency-Key", () => {
  const api = new Jar();
  beforeAll(async () => {
    await signUp(api, "api-idem@example.com");
  });
  const create = (body: unknown, key?: string) =>
    callAction(apiPlans, api.json("/api/plans", "POST", body, key ? { "Idempotency-Key": key } : {}));
  const count = async () => (await db.selectFrom("marketing_plans").select("id").where("user_id", "=", await userIdOf("api-idem@example.com")).execute()).length;

  it("sent twice creates one plan and answers 201 with the same plan both times", async () => {
    const before = await count();
    const first = await create(planBody({ productName: "Idem One" }), "retry-key-0000000001");
    const second = await create(planBody({ productName: "Idem One" }), "retry-key-0000000001");
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get("Location")).toBe(first.headers.get("Location"));
    expect(await count()).toBe(before + 1);
  });

  it("sent at the same moment creates one plan", async () => {
    const before = await count();
    const [a, b] = await Promise.all([1, 2].map(() => create(planBody({ productName: "Idem Two" }), "retry-key-0000000002")));
    expect(b!.body.id).toBe(a!.body.id);
    expect(await count()).toBe(before + 1);
  });

  it("another key is another plan; no key creates each time; the key with another body is a 422", async () => {
    const before = await count();
    const a = await create(planBody(), "retry-key-0000000003");
    const b = await create(planBody(), "retry-key-0000000004");
    expect(b.body.id).not.toBe(a.body.id);
    await create(planBody());
    await create(planBody());
    expect(await count()).toBe(before + 4);
    const conflict = await create(planBody({ productName: "Something else" }), "retry-key-0000000003");
    expect(conflict.status).toBe(422);
    expect(conflict.body.message).toMatch(/Idempotency-Key/);
    expect(await count()).toBe(before + 4);
  });

  it("another user's key finds nothing of the first user's", async () => {
    const first = await create(planBody({ productName: "Mine" }), "retry-key-0000000005");
    const other = new Jar();
    await signUp(other, "api-idem-other@example.com");
    const theirs = await callAction(apiPlans, other.json("/api/plans", "POST", planBody({ productName: "Mine" }), { "Idempotency-Key": "retry-key-0000000005" }));
    expect(theirs.status).toBe(201);
    expect(theirs.body.id).not.toBe(first.body.id);
    expect(theirs.body.userId).toBe(await userIdOf("api-idem-other@example.com"));
  });
});
