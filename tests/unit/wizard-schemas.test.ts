import { describe, expect, it } from "vitest";
import { COUNTRIES } from "~/wizard/countries";
import {
  AUDIENCE_TYPES, BUDGETS, GEOGRAPHIES, GOALS, PRODUCT_STAGES, PRODUCT_TYPES, SKILLS, TIME_HORIZONS,
} from "~/wizard/options";
import {
  audienceSchema, goalsSchema, planFormSchema, productSchema, resourcesSchema, stepValidators,
} from "~/wizard/schemas";
import { countWords } from "~/wizard/steps";

const words = (n: number, word = "word") => Array.from({ length: n }, () => word).join(" ");

/** The first message per field, as the form shows them. */
function errors(schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { path: (string | number)[]; message: string }[] } } }, input: unknown) {
  const result = schema.safeParse(input);
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join(".")] ??= issue.message;
  return out;
}

const product = {
  productName: "Rocket",
  productType: "saas",
  productStage: "mvp",
  productDescription: words(60),
};
const audience = {
  audienceType: "developer",
  audienceGeography: "global",
  audiencePersona: words(60),
};
const resources = { budgetRange: "seed", timeHorizon: "quarter" };
const goals = { primaryGoal: "revenue", successMetrics: "100 paying users", challenges: "No audience yet" };

describe("option lists", () => {
  it("have the spec's sizes and every value a human label", () => {
    expect([PRODUCT_TYPES, PRODUCT_STAGES, AUDIENCE_TYPES, GEOGRAPHIES, BUDGETS, TIME_HORIZONS, SKILLS, GOALS].map((l) => l.length))
      .toEqual([8, 5, 11, 7, 5, 4, 8, 6]);
    expect(COUNTRIES.length).toBe(195);
    expect(new Set(COUNTRIES).size).toBe(195);
    expect(COUNTRIES).toContain("United Kingdom");
    expect(COUNTRIES).toContain("Côte d'Ivoire");
  });
});

describe("word counting", () => {
  it("splits on any whitespace and ignores leading/trailing space", () => {
    expect(countWords("")).toBe(0);
    expect(countWords("   \n\t ")).toBe(0);
    expect(countWords(" one  two\nthree\tfour ")).toBe(4);
    expect(countWords("火箭 🚀 launch")).toBe(3);
  });
});

describe("step 1, product", () => {
  it("accepts a valid product and an optional landing page", () => {
    expect(productSchema.safeParse(product).success).toBe(true);
    expect(productSchema.parse({ ...product, productWebsite: "" }).productWebsite).toBeUndefined();
    expect(productSchema.parse({ ...product, productWebsite: "https://liftoff.dev/pricing" }).productWebsite).toBe("https://liftoff.dev/pricing");
    expect(productSchema.parse({ ...product, productWebsite: "liftoff.dev" }).productWebsite).toBe("https://liftoff.dev");
  });

  it("gives the spec's message for each missing field", () => {
    expect(errors(productSchema, {})).toEqual({
      productName: "Product name is required",
      productType: "Product type is required",
      productStage: "Product stage is required",
      productDescription: "Product description is required",
    });
    expect(errors(productSchema, { ...product, productName: "   ", productType: "", productStage: "", productDescription: " \n " })).toEqual({
      productName: "Product name is required",
      productType: "Product type is required",
      productStage: "Product stage is required",
      productDescription: "Product description is required",
    });
  });

  it("refuses a landing page that is not a web URL", () => {
    for (const bad of ["not a url", "javascript:alert(1)", "ftp://files.example.com", "http://", "localhost:abc"]) {
      expect(errors(productSchema, { ...product, productWebsite: bad })).toEqual({ productWebsite: "Please enter a valid URL" });
    }
  });

  it("counts 50 to 100 words: 49 and 101 are refused, 50 and 100 pass", () => {
    expect(errors(productSchema, { ...product, productDescription: words(49) })).toEqual({
      productDescription: "Please provide at least 50 words describing your product",
    });
    expect(productSchema.safeParse({ ...product, productDescription: words(50) }).success).toBe(true);
    expect(productSchema.safeParse({ ...product, productDescription: words(100, "ab") }).success).toBe(true);
    expect(errors(productSchema, { ...product, productDescription: words(101, "ab") })).toEqual({
      productDescription: "Description cannot exceed 100 words",
    });
  });

  it("allows 700 characters and refuses 701; a posted CRLF counts as one", () => {
    const seventy = words(70, "abcdefghi"); // 70 × 9 + 69 spaces = 699
    expect(seventy.length).toBe(699);
    expect(productSchema.safeParse({ ...product, productDescription: `${seventy}x` }).success).toBe(true);
    expect(errors(productSchema, { ...product, productDescription: `${seventy}xy` })).toEqual({
      productDescription: "Description cannot exceed 700 characters",
    });
    const withBreaks = `${words(69, "abcdefghi")}\r\nabcdefghi`; // 700 characters once CRLF is LF
    expect(productSchema.parse({ ...product, productDescription: withBreaks }).productDescription).toHaveLength(699);
  });

  it("refuses values that are not on the lists, and names too long", () => {
    expect(errors(productSchema, { ...product, productType: "crypto", productStage: "ipo" })).toEqual({
      productType: "Please choose one of the listed options",
      productStage: "Please choose one of the listed options",
    });
    expect(errors(productSchema, { ...product, productName: "x".repeat(101) })).toEqual({
      productName: "Product name cannot exceed 100 characters",
    });
  });
});

describe("step 2, audience", () => {
  it("gives the spec's messages for missing fields", () => {
    expect(errors(audienceSchema, {})).toEqual({
      audienceType: "Audience type is required",
      audienceGeography: "Geographic focus is required",
      audiencePersona: "Customer profile is required",
    });
  });

  it("counts the persona's words", () => {
    expect(errors(audienceSchema, { ...audience, audiencePersona: words(49) })).toEqual({
      audiencePersona: "Please provide at least 50 words describing your audience",
    });
    expect(audienceSchema.safeParse({ ...audience, audiencePersona: words(50) }).success).toBe(true);
    expect(audienceSchema.safeParse({ ...audience, audiencePersona: words(100) }).success).toBe(true);
    expect(errors(audienceSchema, { ...audience, audiencePersona: words(101) })).toEqual({
      audiencePersona: "Description cannot exceed 100 words",
    });
    expect(errors(audienceSchema, { ...audience, audiencePersona: `${words(60)} ${"x".repeat(401)}` })).toEqual({
      audiencePersona: "Customer profile cannot exceed 700 characters",
    });
  });

  it("requires the custom audience type only when the audience is other", () => {
    expect(errors(audienceSchema, { ...audience, audienceType: "other" })).toEqual({
      customAudienceType: "Please specify your audience type",
    });
    expect(errors(audienceSchema, { ...audience, audienceType: "other", customAudienceType: "  " })).toEqual({
      customAudienceType: "Please specify your audience type",
    });
    const ok = audienceSchema.parse({ ...audience, audienceType: "other", customAudienceType: " Indie studios " });
    expect(ok.customAudienceType).toBe("Indie studios");
    // Not "other": whatever the hidden field holds is dropped.
    expect(audienceSchema.parse({ ...audience, customAudienceType: "stale" }).customAudienceType).toBeUndefined();
  });

  it("requires a listed country only for a specific country", () => {
    expect(errors(audienceSchema, { ...audience, audienceGeography: "specific-country" })).toEqual({
      specificCountry: "Please specify a country",
    });
    expect(errors(audienceSchema, { ...audience, audienceGeography: "specific-country", specificCountry: "Atlantis" })).toEqual({
      specificCountry: "Please choose a country from the list",
    });
    expect(audienceSchema.parse({ ...audience, audienceGeography: "specific-country", specificCountry: "Germany" }).specificCountry).toBe("Germany");
    expect(audienceSchema.parse({ ...audience, specificCountry: "Germany" }).specificCountry).toBeUndefined();
  });

  it("requires the local area only for local", () => {
    expect(errors(audienceSchema, { ...audience, audienceGeography: "local", localRegion: "\n" })).toEqual({
      localRegion: "Please describe your local/regional area",
    });
    expect(audienceSchema.parse({ ...audience, audienceGeography: "local", localRegion: "Leeds" }).localRegion).toBe("Leeds");
  });

  it("shows conditional and field messages together", () => {
    expect(errors(audienceSchema, { audienceType: "other", audienceGeography: "local" })).toEqual({
      audiencePersona: "Customer profile is required",
      customAudienceType: "Please specify your audience type",
      localRegion: "Please describe your local/regional area",
    });
  });
});

describe("step 3, resources", () => {
  it("gives the spec's messages and lets skills be empty", () => {
    expect(errors(resourcesSchema, {})).toEqual({
      budgetRange: "Budget range is required",
      timeHorizon: "Time horizon is required",
    });
    expect(resourcesSchema.parse(resources).skills).toEqual([]);
  });

  it("takes one skill or several, in list order, and refuses unknown ones", () => {
    expect(resourcesSchema.parse({ ...resources, skills: "seo" }).skills).toEqual(["seo"]);
    expect(resourcesSchema.parse({ ...resources, skills: ["sales", "content", "sales"] }).skills).toEqual(["content", "sales"]);
    expect(errors(resourcesSchema, { ...resources, skills: ["seo", "hacking"] })).toEqual({ skills: "Please choose skills from the list" });
  });
});

describe("step 4, goals", () => {
  it("gives the spec's messages", () => {
    expect(errors(goalsSchema, { successMetrics: " ", challenges: "" })).toEqual({
      primaryGoal: "Primary goal is required",
      successMetrics: "Success metrics are required",
      challenges: "Challenges are required",
    });
  });

  it("reads the wisdom box: default true, hidden false then true when ticked", () => {
    expect(goalsSchema.parse(goals).includeMarketingWisdom).toBe(true);
    expect(goalsSchema.parse({ ...goals, includeMarketingWisdom: "false" }).includeMarketingWisdom).toBe(false);
    expect(goalsSchema.parse({ ...goals, includeMarketingWisdom: ["false", "true"] }).includeMarketingWisdom).toBe(true);
    expect(goalsSchema.parse({ ...goals, includeMarketingWisdom: false }).includeMarketingWisdom).toBe(false);
    expect(errors(goalsSchema, { ...goals, includeMarketingWisdom: "maybe" })).toEqual({
      includeMarketingWisdom: "Please tick or untick the box",
    });
  });

  it("limits the texts", () => {
    expect(errors(goalsSchema, { ...goals, challenges: "x".repeat(701), successMetrics: "y".repeat(301) })).toEqual({
      challenges: "Challenges cannot exceed 700 characters",
      successMetrics: "Success metrics cannot exceed 300 characters",
    });
  });
});

describe("the whole plan form", () => {
  it("parses all four steps, drops unknown keys, and is idempotent on its own output", () => {
    const input = { ...product, ...audience, ...resources, ...goals, skills: ["seo"], admin: true, userId: 1 };
    const parsed = planFormSchema.parse(input);
    expect(parsed).toEqual({ ...product, ...audience, ...resources, ...goals, skills: ["seo"], includeMarketingWisdom: true });
    expect(planFormSchema.parse(parsed)).toEqual(parsed);
  });

  it("applies the conditional rules across steps", () => {
    const result = planFormSchema.safeParse({ ...product, ...audience, ...resources, ...goals, audienceGeography: "specific-country" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual(["Please specify a country"]);
  });

  it("reads a JSON null in an optional answer as no answer, and drops answers their option does not ask for", () => {
    const parsed = planFormSchema.parse({
      ...product, ...audience, ...resources, ...goals, productWebsite: null, customAudienceType: null, localRegion: "Leeds", specificCountry: null,
    });
    expect(parsed).toEqual({ ...product, ...audience, ...resources, ...goals, skills: [], includeMarketingWisdom: true });
  });

  it("keeps multi-byte text at the maximum", () => {
    const emoji = `${words(60, "🚀")} ${"火".repeat(700 - 60 * 3)}`;
    expect(emoji.length).toBe(700);
    const parsed = planFormSchema.parse({ ...product, ...audience, ...resources, ...goals, productDescription: emoji, audiencePersona: emoji });
    expect(parsed.productDescription).toBe(emoji);
  });
});

describe("the form validators", () => {
  it("let Back through unchecked, but never Continue", async () => {
    const back = await stepValidators.product.validate(new URLSearchParams({ intent: "back", productName: "" }) as unknown as FormData);
    expect(back.error).toBeUndefined();
    const next = await stepValidators.product.validate(new URLSearchParams({ intent: "continue", productName: "" }) as unknown as FormData);
    expect(next.error?.fieldErrors.productName).toBe("Product name is required");
  });

  it("read repeated checkbox fields from form data", async () => {
    const form = new FormData();
    form.append("budgetRange", "seed");
    form.append("timeHorizon", "urgent");
    form.append("skills", "design");
    form.append("skills", "analytics");
    const result = await stepValidators.resources.validate(form);
    expect(result.data).toEqual({ budgetRange: "seed", timeHorizon: "urgent", skills: ["design", "analytics"] });
  });
});
