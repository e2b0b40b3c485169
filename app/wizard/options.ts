/** Every option list of the plan form, exactly as SPEC section 2/3 gives them: value + human label. */
export type Option<V extends string = string> = { value: V; label: string };

export const PRODUCT_TYPES = [
  { value: "saas", label: "SaaS (Software as a Service)" },
  { value: "web-app", label: "Web Application" },
  { value: "mobile-app", label: "Mobile Application" },
  { value: "ecommerce", label: "E-commerce Platform" },
  { value: "subscription", label: "Subscription Service" },
  { value: "content", label: "Content/Media Platform" },
  { value: "marketplace", label: "Digital Marketplace" },
  { value: "api", label: "API/Data Service" },
] as const satisfies readonly Option[];

export const PRODUCT_STAGES = [
  { value: "mvp", label: "MVP / Early Prototype" },
  { value: "beta", label: "Beta / Testing" },
  { value: "launched", label: "Launched (Pre-Revenue)" },
  { value: "growth", label: "Early Traction" },
  { value: "scaling", label: "Scaling / Growth" },
] as const satisfies readonly Option[];

export const AUDIENCE_TYPES = [
  { value: "b2b-enterprise", label: "B2B: Enterprise companies" },
  { value: "b2b-smb", label: "B2B: Small and medium businesses" },
  { value: "b2c-general", label: "B2C: General consumers" },
  { value: "b2c-niche", label: "B2C: Niche consumer group" },
  { value: "developer", label: "Developers" },
  { value: "freelancer", label: "Freelancers and solopreneurs" },
  { value: "creators", label: "Content creators" },
  { value: "prosumer", label: "Prosumers and power users" },
  { value: "students", label: "Students and educators" },
  { value: "mixed", label: "Mixed audience" },
  { value: "other", label: "Other (please specify)" },
] as const satisfies readonly Option[];

export const GEOGRAPHIES = [
  { value: "global", label: "Global" },
  { value: "north-america", label: "North America" },
  { value: "europe", label: "Europe" },
  { value: "asia-pacific", label: "Asia-Pacific" },
  { value: "latin-america", label: "Latin America" },
  { value: "specific-country", label: "A specific country" },
  { value: "local", label: "Local / regional" },
] as const satisfies readonly Option[];

export const BUDGETS = [
  { value: "bootstrapped", label: "Bootstrapped (under $500)" },
  { value: "seed", label: "Seed ($500-$2,000)" },
  { value: "early", label: "Early ($2,000-$10,000)" },
  { value: "growth", label: "Growth ($10,000-$50,000)" },
  { value: "scaling", label: "Scaling ($50,000+)" },
] as const satisfies readonly Option[];

export const TIME_HORIZONS = [
  { value: "urgent", label: "Urgent (1-2 months)" },
  { value: "quarter", label: "Quarter (3 months)" },
  { value: "mid-term", label: "Mid-term (6 months)" },
  { value: "long-term", label: "Long-term (12+ months)" },
] as const satisfies readonly Option[];

export const SKILLS = [
  { value: "content", label: "Content writing" },
  { value: "design", label: "Design" },
  { value: "seo", label: "SEO" },
  { value: "paid", label: "Paid advertising" },
  { value: "social", label: "Social media" },
  { value: "sales", label: "Sales and outreach" },
  { value: "community", label: "Community building" },
  { value: "analytics", label: "Analytics" },
] as const satisfies readonly Option[];

export const GOALS = [
  { value: "awareness", label: "Build awareness" },
  { value: "signups", label: "Get sign-ups and users" },
  { value: "revenue", label: "Grow revenue" },
  { value: "retention", label: "Improve retention" },
  { value: "partnerships", label: "Land partnerships" },
  { value: "fundraising", label: "Support fundraising" },
] as const satisfies readonly Option[];

type Values<T extends readonly Option[]> = T[number]["value"];
export type ProductType = Values<typeof PRODUCT_TYPES>;
export type ProductStage = Values<typeof PRODUCT_STAGES>;
export type AudienceType = Values<typeof AUDIENCE_TYPES>;
export type Geography = Values<typeof GEOGRAPHIES>;
export type Budget = Values<typeof BUDGETS>;
export type TimeHorizon = Values<typeof TIME_HORIZONS>;
export type Skill = Values<typeof SKILLS>;
export type Goal = Values<typeof GOALS>;

/** The zod enum helpers want a non-empty tuple of values. */
export function valuesOf<T extends readonly Option[]>(options: T) {
  return options.map((o) => o.value) as unknown as [Values<T>, ...Values<T>[]];
}

// ---------------------------------------------------------------------------------------------
// Labels: the one way an answer is put into words, for the plan view, the Markdown export, the
// saved plans, the AI prompts and the built-in planner. Answers may come from an old saved record
// or a JSON client, so every value is read as text and never trusted to be a listed option.

const textOf = (value: unknown): string => (typeof value === "string" ? value.trim() : "");

/** An option's label; a value that is not listed (free text) is shown as it came, blank as "". */
export function labelOf(options: readonly Option[], value: unknown): string {
  const raw = textOf(value);
  return options.find((o) => o.value === raw)?.label ?? raw;
}

/** The option a value or a label names (the profile API accepts either), if any. */
export function optionOf<T extends readonly Option[]>(options: T, valueOrLabel: unknown): T[number] | undefined {
  const raw = textOf(valueOrLabel);
  return options.find((o) => o.value === raw || o.label === raw);
}

/** The primary audience: the founder's own words for "Other", else the option's label. */
export function audienceLabel(answers: { audienceType?: unknown; customAudienceType?: unknown }): string {
  const custom = textOf(answers.customAudienceType);
  return textOf(answers.audienceType) === "other" && custom ? custom : labelOf(AUDIENCE_TYPES, answers.audienceType);
}

/** The geographic focus: the country chosen, "Local: " and the area described, else the option's label. */
export function geographyLabel(answers: { audienceGeography?: unknown; specificCountry?: unknown; localRegion?: unknown }): string {
  const geography = textOf(answers.audienceGeography);
  const country = textOf(answers.specificCountry);
  const area = textOf(answers.localRegion);
  if (geography === "specific-country" && country) return country;
  if (geography === "local" && area) return `Local: ${area}`;
  return labelOf(GEOGRAPHIES, geography);
}
