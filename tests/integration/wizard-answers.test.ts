import { describe, expect, it } from "vitest";
import { commitSession, getSession } from "~/session.server";
import {
  answersEpoch, clearAnswers, completeAnswers, firstIncompleteStep, getAnswers, requireCompletedSteps, saveAnswers,
} from "~/wizard/answers.server";
import { Jar, outcome } from "../support/remix";

/** The answers API other modules build on (Edit/Duplicate prefill, generation, saving). */

const words = (n: number) => Array.from({ length: n }, () => "word").join(" ");
const STEP1 = { productName: "Rocket", productType: "saas", productStage: "mvp", productDescription: words(50) };
const STEP2 = { audienceType: "b2b-smb", audienceGeography: "local", localRegion: "Leeds", audiencePersona: words(50) };
const STEP3 = { budgetRange: "bootstrapped", timeHorizon: "long-term", skills: [] };
const STEP4 = { primaryGoal: "retention", successMetrics: "Churn under 3%", challenges: "Onboarding", includeMarketingWisdom: true };

async function freshSession() {
  return getSession(new Request("http://localhost/"));
}

describe("answers in the session", () => {
  it("merges, drops unknown keys and removes keys given as undefined", async () => {
    const session = await freshSession();
    expect(getAnswers(session)).toEqual({});
    saveAnswers(session, { productName: "A", isAdmin: true, __proto__: { polluted: 1 } } as Record<string, unknown>);
    saveAnswers(session, { productStage: "beta", productName: "B" });
    expect(getAnswers(session)).toEqual({ productName: "B", productStage: "beta" });
    saveAnswers(session, { productStage: undefined });
    expect(getAnswers(session)).toEqual({ productName: "B" });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("ignores a stored value that is not an object, and unknown stored keys", async () => {
    const session = await freshSession();
    session.set("answers", "garbage");
    expect(getAnswers(session)).toEqual({});
    session.set("answers", { productName: "X", role: "admin" });
    expect(getAnswers(session)).toEqual({ productName: "X" });
  });

  it("clears, with a new epoch each time", async () => {
    const session = await freshSession();
    expect(answersEpoch(session)).toBeNull();
    saveAnswers(session, STEP1);
    clearAnswers(session);
    expect(getAnswers(session)).toEqual({});
    const first = answersEpoch(session);
    clearAnswers(session);
    expect(answersEpoch(session)).not.toBe(first);
  });
});

describe("completeness", () => {
  it("names the first step that is not yet valid", () => {
    expect(firstIncompleteStep({})).toBe("product");
    expect(firstIncompleteStep({ ...STEP1 })).toBe("audience");
    expect(firstIncompleteStep({ ...STEP1, ...STEP2, localRegion: " " })).toBe("audience");
    expect(firstIncompleteStep({ ...STEP1, ...STEP2 })).toBe("resources");
    expect(firstIncompleteStep({ ...STEP1, ...STEP2, ...STEP3 })).toBe("goals");
    expect(firstIncompleteStep({ ...STEP1, ...STEP2, ...STEP3, ...STEP4 })).toBeNull();
  });

  it("gives the full PlanFormData only when all 13 required fields are valid", () => {
    expect(completeAnswers({ ...STEP1, ...STEP2, ...STEP3 })).toBeNull();
    expect(completeAnswers({ ...STEP1, ...STEP2, ...STEP3, ...STEP4, productDescription: words(49) })).toBeNull();
    expect(completeAnswers({ ...STEP1, ...STEP2, ...STEP3, ...STEP4 })).toEqual({ ...STEP1, ...STEP2, ...STEP3, ...STEP4 });
  });
});

describe("requireCompletedSteps", () => {
  async function requestWith(answers: Record<string, unknown>) {
    const session = await freshSession();
    saveAnswers(session, answers);
    const jar = new Jar();
    jar.take(await commitSession(jar.get("/"), session));
    return jar.get("/x");
  }

  it("throws a redirect to the first incomplete step, or returns the session and answers", async () => {
    const partial = await requestWith(STEP1);
    const redirect = await outcome(() => requireCompletedSteps(partial, "resources"));
    expect(redirect.status).toBe(302);
    expect(redirect.location).toBe("/audience");
    const ok = await requireCompletedSteps(partial, "product");
    expect(ok.answers).toEqual(STEP1);

    const all = await requestWith({ ...STEP1, ...STEP2, ...STEP3, ...STEP4 });
    expect((await requireCompletedSteps(all, "goals")).answers).toMatchObject(STEP4);
    expect((await outcome(() => requireCompletedSteps(new Request("http://localhost/"), "product"))).location).toBe("/product");
  });
});
