import { describe, expect, it } from "vitest";
import { parsePlanInput, SAVE_DEFAULTS } from "../../app/saved-plans/plan-input.server";
import { planFormSchema, stepSchemas } from "../../app/wizard/schemas";
import { STEP_IDS } from "../../app/wizard/steps";
import { answers } from "../support/answers";
import { samplePlan, sampleProfile } from "../support/fixtures";

const words = (n: number, word: string) => Array.from({ length: n }, (_, i) => `${word}${i}`).join(" ");

const minimal = {
  productName: "Rocketboard",
  productDescription: `A calm planning board. ${words(55, "feature")}`,
  audienceType: "developer",
  audiencePersona: `Indie developers shipping side projects. ${words(55, "persona")}`,
  generatedPlan: samplePlan,
};

describe("plan input", () => {
  it("fills the spec's save defaults for missing optional values", () => {
    const result = parsePlanInput(minimal);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data).toMatchObject({
      productType: "saas",
      productStage: "mvp",
      audienceGeography: "global",
      budgetRange: "bootstrapped",
      timeHorizon: "quarter",
      skills: [],
      primaryGoal: "awareness",
      successMetrics: "User growth",
      challenges: "Limited resources",
      includeMarketingWisdom: true,
    });
    expect(SAVE_DEFAULTS.successMetrics).toBe("User growth");
  });

  it("takes the defaults for null and blank values too", () => {
    const result = parsePlanInput({ ...minimal, productType: null, successMetrics: "  ", includeMarketingWisdom: null, skills: null, productWebsite: null });
    expect(result.ok && result.data).toMatchObject({ productType: "saas", successMetrics: "User growth", includeMarketingWisdom: true, skills: [] });
    expect(result.ok && result.data.productWebsite).toBeUndefined();
  });

  it("accepts snake_case spellings", () => {
    const result = parsePlanInput({
      product_name: "Snake",
      product_description: minimal.productDescription,
      audience_type: "developer",
      audience_persona: minimal.audiencePersona,
      budget_range: "growth",
      time_horizon: "long-term",
      include_marketing_wisdom: false,
      generated_plan: samplePlan,
      customer_profile: sampleProfile,
    });
    expect(result.ok && result.data).toMatchObject({
      productName: "Snake", budgetRange: "growth", timeHorizon: "long-term", includeMarketingWisdom: false, customerProfile: sampleProfile,
    });
  });

  it("drops fields a client may not set", () => {
    const result = parsePlanInput({ ...minimal, id: 99, userId: 7, user_id: 7, createdAt: "2001-01-01" });
    expect(result.ok).toBe(true);
    if (result.ok) expect(Object.keys(result.data)).not.toEqual(expect.arrayContaining(["id", "userId", "createdAt"]));
  });

  it("names every problem in one message", () => {
    const result = parsePlanInput({ productType: "spaceship", audienceGeography: "local" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.productName).toEqual(["Product name is required"]);
    expect(result.errors.generatedPlan).toEqual(["generatedPlan is required"]);
    expect(result.errors.productType![0]).toMatch(/^productType must be one of: saas/);
    expect(result.message).toContain("productName: Product name is required");
  });

  it("asks for the conditional answers", () => {
    const result = parsePlanInput({ ...minimal, audienceType: "other", audienceGeography: "specific-country" });
    expect(result.ok || result.errors).toMatchObject({
      customAudienceType: ["Please specify your audience type"],
      specificCountry: ["Please specify a country"],
    });
  });

  it("keeps a conditional answer only while its option is chosen", () => {
    const result = parsePlanInput({ ...minimal, audienceGeography: "europe", specificCountry: "Japan", localRegion: "Leeds", customAudienceType: "stale" });
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.data).toMatchObject({ specificCountry: undefined, localRegion: undefined, customAudienceType: undefined });
  });

  it("refuses a plan without tactics or timeline", () => {
    const result = parsePlanInput({ ...minimal, generatedPlan: { strategySummary: "x", tactics: [], timeline: [] } });
    expect(result.ok || result.errors).toMatchObject({
      "generatedPlan.tactics": ["generatedPlan.tactics must not be empty"],
      "generatedPlan.timeline": ["generatedPlan.timeline must not be empty"],
    });
  });

  it("refuses a body that is not an object", () => {
    expect(parsePlanInput([1, 2]).ok).toBe(false);
    expect(parsePlanInput("text").ok).toBe(false);
  });
});

describe("the API input and the form have one set of rules", () => {
  const accepted: Record<string, Record<string, unknown>> = {
    "only the required answers (defaults for the rest)": minimal,
    "every answer of the form": { ...answers, generatedPlan: samplePlan, customerProfile: sampleProfile },
    "another audience, a country, a bare domain": {
      ...minimal, audienceType: "other", customAudienceType: "Indie game studios", audienceGeography: "specific-country",
      specificCountry: "Portugal", productWebsite: "rocketboard.example", skills: ["seo", "content", "seo"],
    },
    "a local area, snake case": {
      product_name: "Bakery", product_description: minimal.productDescription, audience_type: "b2c-general",
      audience_geography: "local", local_region: "Croix-Rousse, Lyon", audience_persona: minimal.audiencePersona,
      success_metrics: "x".repeat(300), challenges: "y".repeat(700), generated_plan: samplePlan,
    },
  };

  for (const [name, body] of Object.entries(accepted)) {
    it(`a plan the API saves passes every wizard step when edited: ${name}`, () => {
      const result = parsePlanInput(body);
      expect(result.ok ? "saved" : result.message).toBe("saved");
      if (!result.ok) return;
      for (const step of STEP_IDS) {
        const check = stepSchemas[step].safeParse(result.data);
        expect(check.success ? step : check.error.issues).toBe(step);
      }
      expect(planFormSchema.safeParse(result.data).success).toBe(true);
    });
  }

  it("refuses what a wizard step refuses, with the form's messages in the API's error shape", () => {
    const result = parsePlanInput({
      ...minimal,
      productName: "n".repeat(101),
      productDescription: "Too short to tell anyone anything.",
      audiencePersona: words(101, "w"),
      productWebsite: "javascript:alert(1)",
      audienceType: "other",
      customAudienceType: "c".repeat(101),
      audienceGeography: "specific-country",
      specificCountry: "Narnia",
      successMetrics: "m".repeat(301),
      skills: ["seo", "juggling"],
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      productName: ["Product name cannot exceed 100 characters"],
      productDescription: ["Please provide at least 50 words describing your product"],
      audiencePersona: ["Description cannot exceed 100 words"],
      productWebsite: ["Please enter a valid URL"],
      customAudienceType: ["Audience type cannot exceed 100 characters"],
      specificCountry: ["Please choose a country from the list"],
      successMetrics: ["Success metrics cannot exceed 300 characters"],
      skills: ["Please choose skills from the list"],
    });
    expect(result.message).toContain("productName: Product name cannot exceed 100 characters");
    expect(result.message).toContain("specificCountry: Please choose a country from the list");
  });
});
