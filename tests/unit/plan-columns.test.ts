import { afterEach, describe, expect, it, vi } from "vitest";
import type { MarketingPlanRow } from "../../db/schema";
import { rowToAnswers, rowToPlanJson, toPlanRecord } from "../../app/saved-plans/plan-columns.server";
import { samplePlan, sampleProfile } from "../support/fixtures";

const row: MarketingPlanRow = {
  id: 3, user_id: 1, product_name: "P", product_website: null, product_type: "saas", product_stage: "mvp",
  product_description: "d", audience_type: "developer", custom_audience_type: null, audience_geography: "global",
  specific_country: null, local_region: null, audience_persona: "p", budget_range: "seed", time_horizon: "quarter",
  skills: '["seo"]', primary_goal: "revenue", success_metrics: "m", challenges: "c", include_marketing_wisdom: 0,
  generated_plan: JSON.stringify(samplePlan), customer_profile: JSON.stringify(sampleProfile),
  created_at: "2025-01-05T10:00:00.000Z", updated_at: "2025-01-05T10:00:00.000Z",
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe("plan record", () => {
  it("carries both spellings", () => {
    const record = toPlanRecord(row);
    expect(record).toMatchObject({
      id: 3, budgetRange: "seed", budget_range: "seed", timeHorizon: "quarter", time_horizon: "quarter",
      skills: ["seo"], includeMarketingWisdom: false, createdAt: "2025-01-05T10:00:00.000Z", productWebsite: "",
    });
    expect(record?.generatedPlan).toEqual(samplePlan);
    expect(record?.generated_plan).toEqual(samplePlan);
    expect(record?.customerProfile).toEqual(sampleProfile);
  });

  it("reads text saved under other limits as it is (a two-letter description stays readable)", () => {
    expect(rowToAnswers(row)).toMatchObject({ productDescription: "d", audiencePersona: "p", successMetrics: "m" });
  });
});

describe("rows are parsed, not cast", () => {
  it("logs JSON columns that fail their schema and reads them as missing", () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const bad = { ...row, generated_plan: JSON.stringify({ strategySummary: "x", tactics: [] }), customer_profile: "{oops", skills: '["seo", 4]' };
    expect(rowToPlanJson(bad)).toEqual({ generatedPlan: null, customerProfile: null });
    expect(rowToAnswers(bad)?.skills).toEqual([]);
    expect(logged).toHaveBeenCalledWith("stored generated plan of saved plan 3 does not match its schema", expect.arrayContaining([
      expect.objectContaining({ path: ["tactics"] }),
    ]));
    expect(logged).toHaveBeenCalledWith("stored customer profile of saved plan 3 is not JSON", expect.any(String));
    expect(logged).toHaveBeenCalledWith("stored skills of saved plan 3 does not match its schema", expect.any(Array));
  });

  it("treats a plan whose option columns hold unlisted values as missing, and logs it", () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const bad = { ...row, product_type: "spaceship" };
    expect(rowToAnswers(bad)).toBeNull();
    expect(toPlanRecord(bad)).toBeNull();
    expect(logged).toHaveBeenCalledWith("stored answers of saved plan 3 does not match its schema", expect.arrayContaining([
      expect.objectContaining({ path: ["productType"] }),
    ]));
  });

  it("reads a missing plan or profile as null without a log", () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(rowToPlanJson({ ...row, generated_plan: null, customer_profile: null })).toEqual({ generatedPlan: null, customerProfile: null });
    expect(logged).not.toHaveBeenCalled();
  });
});
