/** The reply checks and their exact messages (SPEC sections 5 and 8), and the progress mapping. */
import { describe, expect, it } from "vitest";
import { ResponseCheckError, checkPlan, checkProfile, fieldPath, planFailureMessage } from "../../app/generation/response-checks";
import { PROGRESS, progressOf } from "~/generation/status-view";
import { samplePlan, sampleProfile } from "../support/fixtures";

const plan = () => structuredClone(samplePlan) as Record<string, unknown>;
const failure = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ResponseCheckError);
    return (error as Error).message;
  }
  throw new Error("expected the check to fail");
};

describe("checkPlan", () => {
  it("accepts a complete plan", () => {
    expect(checkPlan(samplePlan)).toEqual(samplePlan);
  });

  it.each([
    ["not an object", "nope", "API response missing required sections"],
    ["no strategySummary", (() => { const p = plan(); delete p.strategySummary; return p; })(), "API response missing required sections"],
    ["no tactics", (() => { const p = plan(); delete p.tactics; return p; })(), "API response missing required sections"],
    ["tactics not a list", { ...plan(), tactics: "many" }, "API response missing tactics"],
    ["no tactics in the list", { ...plan(), tactics: [] }, "API response missing tactics"],
    ["no timeline phases", { ...plan(), timeline: [] }, "API response missing timeline phases"],
    ["a missing nested field", { ...plan(), timeline: [{ title: "One", tasks: [] }] }, "API response missing required field: timeline[0].weeks"],
    [
      "a missing engine",
      { ...plan(), marketingEducation: { emotionEngine: samplePlan.marketingEducation.emotionEngine } },
      "API response missing required field: marketingEducation.logicEngine",
    ],
    [
      "an invalid value",
      { ...plan(), tactics: [{ ...samplePlan.tactics[0], impact: "Huge" }] },
      "API response has an invalid value for field: tactics[0].impact",
    ],
  ])("%s", (_name, reply, message) => {
    expect(failure(() => checkPlan(reply))).toBe(message);
  });
});

describe("checkProfile", () => {
  it("accepts all eight fields", () => {
    expect(checkProfile(sampleProfile)).toEqual(sampleProfile);
  });

  it("lists every missing field in the spec's order", () => {
    const { goals: _g, overview: _o, ...rest } = sampleProfile;
    expect(failure(() => checkProfile(rest))).toBe("Customer profile is missing required fields: overview, goals");
    expect(failure(() => checkProfile(null))).toBe(
      "Customer profile is missing required fields: overview, demographics, behaviors, needs, painPoints, goals, objections, buyingProcess",
    );
  });

  it("names fields of the wrong type", () => {
    expect(failure(() => checkProfile({ ...sampleProfile, needs: "everything" }))).toBe("Customer profile has invalid fields: needs");
  });
});

describe("messages and progress", () => {
  it("words the plan failure as the spec does", () => {
    expect(planFailureMessage("API returned status 500")).toBe(
      "Failed to generate marketing plan. Please check your AI provider API key or try again later. Error: API returned status 500",
    );
  });

  it("writes paths the way a reader expects", () => {
    expect(fieldPath(["tactics", 2, "template"])).toBe("tactics[2].template");
    expect(fieldPath(["strategySummary"])).toBe("strategySummary");
  });

  it("shows 40 while the profile is pending and 70 for the plan", () => {
    expect(progressOf("queued", null)).toBe(PROGRESS.profile);
    expect(progressOf("running", "profile")).toBe(40);
    expect(progressOf("running", "plan")).toBe(70);
    expect(progressOf("done", null)).toBe(100);
  });
});
