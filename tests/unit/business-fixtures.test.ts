import { describe, expect, it } from "vitest";
import { BUSINESS_KINDS } from "~/plan-quality/kinds";
import { COUNTRIES } from "~/wizard/countries";
import { BUDGETS, GEOGRAPHIES, GOALS, PRODUCT_STAGES, TIME_HORIZONS } from "~/wizard/options";
import { planFormSchema } from "~/wizard/schemas";
import { countWords, LIMITS, WORDS_MAX, WORDS_MIN } from "~/wizard/steps";
import { BUSINESS_FIXTURES, fixture } from "../support/business-fixtures";

const values = (options: readonly { value: string }[]) => options.map((o) => o.value).sort();
const used = (pick: (f: (typeof BUSINESS_FIXTURES)[number]) => string) => [...new Set(BUSINESS_FIXTURES.map(pick))].sort();

describe("business fixtures", () => {
  it("has a hundred and nine fixtures with unique ids", () => {
    expect(BUSINESS_FIXTURES).toHaveLength(109);
    const ids = BUSINESS_FIXTURES.map((f) => f.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(BUSINESS_FIXTURES.map((f) => [f.id, f] as const))("%s passes planFormSchema unchanged", (_id, f) => {
    const result = planFormSchema.safeParse(f.answers);
    expect(result.error?.issues ?? []).toEqual([]);
    // Canonical answers: nothing trimmed, dropped or reordered (skills in the form's order).
    expect(result.data).toEqual(f.answers);
  });

  it.each(BUSINESS_FIXTURES.map((f) => [f.id, f] as const))("%s has 50-100 word texts within the limits", (_id, f) => {
    const { productDescription, audiencePersona, successMetrics, challenges } = f.answers;
    for (const text of [productDescription, audiencePersona]) {
      expect(countWords(text)).toBeGreaterThanOrEqual(WORDS_MIN);
      expect(countWords(text)).toBeLessThanOrEqual(WORDS_MAX);
      expect(text.length).toBeLessThanOrEqual(700);
    }
    expect(successMetrics.length).toBeLessThanOrEqual(LIMITS.successMetrics);
    expect(challenges.length).toBeLessThanOrEqual(LIMITS.challenges);
    // Challenges are one to three sentences.
    const sentences = challenges.split(/(?<=[.!?])\s+/).filter((s) => s.trim() !== "");
    expect(sentences.length).toBeGreaterThanOrEqual(1);
    expect(sentences.length).toBeLessThanOrEqual(3);
  });

  it("names a listed country or a local area where the geography needs one", () => {
    for (const { answers } of BUSINESS_FIXTURES) {
      if (answers.audienceGeography === "specific-country") expect(COUNTRIES).toContain(answers.specificCountry);
      else expect(answers.specificCountry).toBeUndefined();
      if (answers.audienceGeography === "local") expect(answers.localRegion?.trim()).toBeTruthy();
      else expect(answers.localRegion).toBeUndefined();
    }
  });

  it("covers every budget, time horizon, goal, stage, geography and business kind", () => {
    expect(used((f) => f.answers.budgetRange)).toEqual(values(BUDGETS));
    expect(used((f) => f.answers.timeHorizon)).toEqual(values(TIME_HORIZONS));
    expect(used((f) => f.answers.primaryGoal)).toEqual(values(GOALS));
    expect(used((f) => f.answers.productStage)).toEqual(values(PRODUCT_STAGES));
    expect(used((f) => f.answers.audienceGeography)).toEqual(values(GEOGRAPHIES));
    expect(used((f) => f.kind)).toEqual([...BUSINESS_KINDS].sort());
  });

  it("varies the rest: some without skills, one teen audience, one without marketing wisdom, about half with a website", () => {
    expect(BUSINESS_FIXTURES.filter((f) => f.answers.skills.length === 0).length).toBeGreaterThanOrEqual(2);
    expect(BUSINESS_FIXTURES.filter((f) => f.teen).map((f) => f.id)).toEqual(["teen-game"]);
    expect(BUSINESS_FIXTURES.filter((f) => !f.answers.includeMarketingWisdom).map((f) => f.id)).toEqual(["consulting-firm"]);
    const withSite = BUSINESS_FIXTURES.filter((f) => f.answers.productWebsite).length;
    expect(withSite).toBeGreaterThanOrEqual(7);
    expect(withSite).toBeLessThanOrEqual(15);
  });

  it("keeps the details the plan checks rely on", () => {
    expect(fixture("dental-saas").answers.successMetrics).toMatch(/within 4 weeks/);
    expect(fixture("dental-saas").answers.challenges).toMatch(/cold email/);
    const bakery = fixture("lyon-bakery").answers;
    expect(bakery.localRegion).toBe("Croix-Rousse, Lyon");
    expect(bakery.productDescription).toContain("€4.20");
    expect(bakery.challenges).toMatch(/bakes from 4am/);
    expect(bakery.challenges).toMatch(/supermarket nearby is cheaper/);
    expect(fixture("skincare-d2c").answers.challenges).toMatch(/depend on Meta/);
    expect(fixture("cohort-course").answers.challenges).toMatch(/tried Facebook ads and they didn't work/);
    expect(fixture("teen-game").answers.audiencePersona).toMatch(/13-17/);
    expect(fixture("coffee-subscription").answers.challenges).toMatch(/80 kg a week/);
    const bookshop = fixture("smalltown-bookshop").answers;
    expect(bookshop.productDescription).toMatch(/small town of 3,000 people/);
    expect(bookshop.successMetrics).toMatch(/email list/);
    expect(bookshop.challenges).toMatch(/2 hours a week/);
    const plumber = fixture("rural-plumber").answers;
    expect(plumber.productWebsite).toBeUndefined();
    expect(plumber.productDescription).toMatch(/hardware shop/);
    expect(fixture("student-bike-shop").answers.audiencePersona).toMatch(/international and Erasmus students/);
    expect(fixture("shopify-app").answers.productWebsite).toMatch(/apps\.shopify\.com/);
    expect(fixture("online-yoga").answers.challenges).toMatch(/get no reach/);
    expect(fixture("hospital-compliance-nl").answers.audiencePersona).toMatch(/Dutch hospitals/);
    const photographer = fixture("lisbon-wedding-photographer").answers;
    expect(photographer.challenges).toMatch(/Instagram ads never worked for me/);
    expect(photographer.challenges).toMatch(/€150 a month/);
    expect(photographer.audiencePersona).toMatch(/half from abroad/);
    const bookkeeping = fixture("manchester-restaurant-bookkeeping").answers;
    expect(bookkeeping.challenges).toMatch(/hate cold calling/);
    expect(bookkeeping.challenges).toMatch(/no ad budget/);
    expect(bookkeeping.audienceType).toBe("b2b-smb");
  });

  it("finds fixtures by id and throws on an unknown one", () => {
    expect(fixture("oss-devtool").kind).toBe("devtool");
    expect(() => fixture("no-such-business")).toThrow(/Unknown business fixture "no-such-business"/);
  });
});
