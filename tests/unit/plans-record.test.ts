import { describe, expect, it } from "vitest";
import { parsePlanInput, SAVE_DEFAULTS, toPlanRecord } from "../../app/saved-plans/record";
import { samplePlan } from "../support/fixtures";

const minimal = {
  productName: "Rocketboard",
  productDescription: "A calm planning board.",
  audienceType: "developer",
  audiencePersona: "Indie developers shipping side projects.",
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

  it("accepts snake_case spellings", () => {
    const result = parsePlanInput({
      product_name: "Snake",
      product_description: "desc",
      audience_type: "developer",
      audience_persona: "persona",
      budget_range: "growth",
      time_horizon: "long-term",
      generated_plan: samplePlan,
    });
    expect(result.ok && result.data).toMatchObject({ productName: "Snake", budgetRange: "growth", timeHorizon: "long-term" });
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

describe("plan record", () => {
  it("carries both spellings", () => {
    const record = toPlanRecord({
      id: 3, user_id: 1, product_name: "P", product_website: null, product_type: "saas", product_stage: "mvp",
      product_description: "d", audience_type: "developer", custom_audience_type: null, audience_geography: "global",
      specific_country: null, local_region: null, audience_persona: "p", budget_range: "seed", time_horizon: "quarter",
      skills: '["seo"]', primary_goal: "revenue", success_metrics: "m", challenges: "c", include_marketing_wisdom: 0,
      generated_plan: JSON.stringify(samplePlan), customer_profile: null,
      created_at: "2025-01-05T10:00:00.000Z", updated_at: "2025-01-05T10:00:00.000Z",
    });
    expect(record).toMatchObject({
      id: 3, budgetRange: "seed", budget_range: "seed", timeHorizon: "quarter", time_horizon: "quarter",
      skills: ["seo"], includeMarketingWisdom: false, createdAt: "2025-01-05T10:00:00.000Z", productWebsite: "",
    });
    expect(record.generatedPlan).toEqual(samplePlan);
    expect(record.generated_plan).toEqual(samplePlan);
  });
});
