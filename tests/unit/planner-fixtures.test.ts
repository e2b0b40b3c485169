import { describe, expect, it } from "vitest";
import { buildPlan, buildProfile } from "~/generation/planner";
import { customerProfileSchema, marketingPlanSchema, type MarketingPlan } from "~/generation/schemas";
import { DIRECT_CONTACT_TAGS, PAID_TAGS, affirmedChannels, type ChannelTag } from "~/plan-quality/channels";
import { checkPlanQuality, lastWeek, statedSpend } from "~/plan-quality/checker";
import { readAnswers } from "~/plan-quality/reading";
import { planToMarkdown } from "~/plan-view/markdown.server";
import { BUSINESS_FIXTURES, fixture } from "../support/business-fixtures";
import { FIXED_PLAN_DAY } from "../support/plan-day";

/*
 * The built-in planner, read as each founder would: a plan for every kind of business in the
 * fixtures passes the plan checker with no finding, and the things a founder would notice first hold.
 */

// Made on a fixed day, so a dated deadline (the piano teacher's "by Easter") is the same weeks away on any day the tests run.
const plans = new Map(BUSINESS_FIXTURES.map((f) => [f.id, buildPlan(f.answers, FIXED_PLAN_DAY)]));
const planOf = (id: string) => plans.get(id)!;
const tacticText = (t: MarketingPlan["tactics"][number]) =>
  [t.name, t.why ?? "", t.description, ...t.implementation, ...t.resourcesNeeded, ...t.successMetrics, t.template].join("\n");
const channelsOf = (plan: MarketingPlan): ChannelTag[] => plan.tactics.flatMap((t) => affirmedChannels(tacticText(t)));
const everyText = (plan: MarketingPlan) => JSON.stringify(plan);

describe.each(BUSINESS_FIXTURES.map((f) => [f.id, f] as const))("the built-in plan for %s", (id, f) => {
  const plan = planOf(id);
  const reading = readAnswers(f.answers, FIXED_PLAN_DAY);

  it("is a complete plan that the plan checker finds nothing wrong with", () => {
    expect(() => marketingPlanSchema.parse(plan)).not.toThrow();
    expect(() => customerProfileSchema.parse(buildProfile(f.answers))).not.toThrow();
    expect(plan.tactics.length).toBeGreaterThanOrEqual(3);
    expect(checkPlanQuality(f.answers, plan, reading)).toEqual([]);
  });

  it("is about this business: product named in every template, one placeholder style, nothing left unfilled", () => {
    expect(reading.kind).toBe(f.kind);
    for (const t of plan.tactics) {
      expect(t.template).toContain(f.answers.productName);
      expect(t.why, t.name).toBeTruthy();
    }
    const text = everyText(plan);
    expect(text).not.toMatch(/\[[A-Za-z][^\]]{0,40}\]/);
    expect(text).not.toMatch(/(?<!\{)\{(product|website|audience|place|geo|price|competitor|pitch|goal|metrics|language)\}(?!\})/);
    expect(plan.strategySummary).toContain(f.answers.productName);
    // A tactic's name, why it fits and what it is are Liftoff's own sentences: no blank in them but the founder's link.
    for (const t of plan.tactics) {
      expect(`${t.name} ${t.why} ${t.description}`.replaceAll("{{link to your page}}", ""), t.name).not.toContain("{{");
    }
  });

  it("keeps the timeline within the horizon and any deadline, each tactic's steps in order", () => {
    const ends = plan.timeline.map((p) => lastWeek(p.weeks));
    expect(ends.every((w) => w !== null && w <= reading.planWeeks)).toBe(true);
    expect(ends[ends.length - 1]).toBe(reading.planWeeks);
    const tasks = plan.timeline.flatMap((p) => p.tasks);
    for (const t of plan.tactics) {
      const positions = tasks
        .map((task, i) => (task.endsWith(`(${t.name})`) ? i : -1))
        .filter((i) => i >= 0);
      expect(positions.length, `${t.name} is scheduled`).toBe(t.implementation.length);
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    }
  });

  it("states what each tactic costs, and the whole stays within the budget", () => {
    for (const t of plan.tactics) expect(t.resourcesNeeded[0]).toMatch(/^Budget: /);
    const total = plan.tactics.reduce((sum, t) => sum + statedSpend(t, f.answers, reading), 0);
    if (reading.budget.max !== null) expect(total).toBeLessThanOrEqual(reading.budget.max);
  });

  it("honours the wisdom tips choice", () => {
    const tips = plan.tactics.map((t) => t.marketingWisdom);
    if (f.answers.includeMarketingWisdom) expect(tips.every(Boolean)).toBe(true);
    else expect(tips.every((tip) => tip === "")).toBe(true);
  });
});

describe("what each founder would check first", () => {
  it("a teen audience gets a teen profile, no private contact and no cold email", () => {
    const teen = fixture("teen-game");
    const profile = JSON.stringify(buildProfile(teen.answers));
    expect(profile).toMatch(/13-17/);
    expect(profile).not.toMatch(/20-50/);
    const channels = channelsOf(planOf("teen-game"));
    for (const tag of [...DIRECT_CONTACT_TAGS, "product-hunt", "linkedin"] as ChannelTag[]) expect(channels).not.toContain(tag);
    expect(planOf("teen-game").strategySummary).toMatch(/under 18/);
  });

  it("a local business gets local channels, its place named and its language said", () => {
    const bakery = planOf("lyon-bakery");
    const channels = channelsOf(bakery);
    expect(channels.some((c) => ["google-business", "shop-window", "markets", "flyers", "loyalty"].includes(c))).toBe(true);
    for (const tag of ["product-hunt", "hacker-news", "cold-email"] as ChannelTag[]) expect(channels).not.toContain(tag);
    expect(bakery.tactics.some((t) => /Croix-Rousse|Lyon/.test(t.template))).toBe(true);
    expect(bakery.tactics.every((t) => t.template.startsWith("Language: write this in French"))).toBe(true);
    expect(bakery.strategySummary).toMatch(/4am/);
    const salon = planOf("smalltown-salon");
    expect(salon.tactics.some((t) => /Hebden Bridge/.test(t.template))).toBe(true);
    expect(channelsOf(salon).some((c) => ["google-business", "reviews", "shop-window", "flyers"].includes(c))).toBe(true);
  });

  it("a budget under $500 a month gets no paid tactic", () => {
    for (const f of BUSINESS_FIXTURES.filter((x) => x.answers.budgetRange === "bootstrapped")) {
      const channels = channelsOf(planOf(f.id));
      // A podcast selling sponsorship names sponsors on every page: they pay it, it does not pay them.
      const bought = PAID_TAGS.filter((c) => !(c === "sponsorships" && readAnswers(f.answers).sponsorship));
      expect(channels.filter((c) => bought.includes(c)), f.id).toEqual([]);
    }
  });

  it("a $50,000+ budget is put to work across channels, without Meta when Meta is the stated problem", () => {
    const skincare = planOf("skincare-d2c");
    const spend = skincare.tactics.reduce((sum, t) => sum + statedSpend(t, fixture("skincare-d2c").answers), 0);
    expect(spend).toBeGreaterThanOrEqual(25_000);
    expect(channelsOf(skincare)).not.toContain("meta-ads");
    expect(skincare.strategySummary).toMatch(/depend on Meta/);
  });

  it("a founder whose buyers ignore cold email gets none, and is told why", () => {
    const dental = planOf("dental-saas");
    expect(channelsOf(dental)).not.toContain("cold-email");
    expect(dental.strategySummary).toMatch(/ignore cold email/);
    expect(dental.timeline.map((p) => p.weeks)).toEqual(["Week 1", "Week 2", "Week 3", "Week 4"]);
  });

  it("a consulting firm is told it is a service business and gets no software trial or demo", () => {
    const consulting = planOf("consulting-firm");
    expect(consulting.strategySummary).toContain("Werkfluss is a service business");
    expect(consulting.tactics.map((t) => `${t.name} ${t.description}`).join(" ")).not.toMatch(/\b(free trial|trial|software)\b/i);
  });

  it("a founder for whom Facebook ads did not work gets no Meta ads", () => {
    expect(channelsOf(planOf("cohort-course"))).not.toContain("meta-ads");
  });

  it("an open-source project is not told to open-source itself, and gets developer channels", () => {
    const oss = planOf("oss-devtool");
    expect(everyText(oss)).not.toMatch(/open-source (a|one|some|part)/i);
    const channels = channelsOf(oss);
    expect(channels.some((c) => ["github", "docs", "hacker-news", "integrations"].includes(c))).toBe(true);
  });

  it("plans for different kinds of business share few tactics", () => {
    const names = (id: string) => new Set(planOf(id).tactics.map((t) => t.name.replace(/Maison Dupont|Ivy & Ash|Stackjam/g, "")));
    const bakery = names("lyon-bakery");
    for (const other of ["teen-game", "dental-saas", "oss-devtool", "skincare-d2c", "enterprise-compliance"]) {
      expect([...names(other)].filter((n) => bakery.has(n)), other).toEqual([]);
    }
  });

  it("is deterministic: the same answers give the same plan and profile", () => {
    const f = fixture("coffee-subscription").answers;
    expect(JSON.stringify([buildPlan(f), buildProfile(f)])).toBe(JSON.stringify([buildPlan(f), buildProfile(f)]));
  });

  it("exports a local plan with its name and place in the templates", () => {
    const bakery = fixture("lyon-bakery");
    const markdown = planToMarkdown(planOf("lyon-bakery"), buildProfile(bakery.answers), bakery.answers);
    expect(markdown).toContain("Maison Dupont");
    expect(markdown).toMatch(/#### Template\s+```text\nLanguage: write this in French for customers in Croix-Rousse, Lyon/);
    expect(markdown).not.toMatch(/May exceed|Not safe|After your/);
  });
});
