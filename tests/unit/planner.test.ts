import { afterEach, describe, expect, it, vi } from "vitest";
import {
  BUILT_IN_PREFIX, PHASE_WEEKS, TACTIC_COUNT, TACTIC_LIBRARY, buildPlan, buildProfile, renderLibraryTactic,
  selectTactics,
} from "~/generation/planner";
import type { LibraryTactic } from "~/generation/planner";
import { customerProfileSchema, marketingPlanSchema } from "~/generation/schemas";
import {
  AUDIENCE_TYPES, BUDGETS, GOALS, PRODUCT_STAGES, PRODUCT_TYPES, SKILLS, TIME_HORIZONS, valuesOf,
} from "~/wizard/options";
import type { PlanFormData } from "~/wizard/types";

const base: PlanFormData = {
  productName: "Shipwright",
  productWebsite: "https://shipwright.example",
  productType: "saas",
  productStage: "launched",
  productDescription:
    "Shipwright turns scattered release notes, tickets and commits into a clear changelog and customer " +
    "update emails, so small product teams can tell users what changed without spending an afternoon on it.",
  audienceType: "b2b-smb",
  audienceGeography: "global",
  audiencePersona:
    "Product managers and founders at software companies with 5 to 50 people who ship weekly and " +
    "struggle to keep customers informed about what changed and why it matters to them.",
  budgetRange: "bootstrapped",
  timeHorizon: "quarter",
  skills: [],
  primaryGoal: "signups",
  successMetrics: "200 sign-ups and 20 paying teams in 90 days",
  challenges: "No audience yet and only a few hours a week for marketing",
  includeMarketingWisdom: true,
};

const answers = (over: Partial<PlanFormData> = {}): PlanFormData => ({ ...base, ...over });
const byName = new Map<string, LibraryTactic>(TACTIC_LIBRARY.map((t) => [t.name, t]));
const libraryEntries = (plan: ReturnType<typeof buildPlan>) =>
  plan.tactics.map((t) => {
    const entry = byName.get(t.name);
    if (!entry) throw new Error(`plan tactic not from the library: ${t.name}`);
    return entry;
  });

const AUDIENCES = valuesOf(AUDIENCE_TYPES);
const GOAL_VALUES = valuesOf(GOALS);
const BUDGET_VALUES = valuesOf(BUDGETS);
const STAGES = valuesOf(PRODUCT_STAGES);
const TYPES = valuesOf(PRODUCT_TYPES);
const HORIZONS = valuesOf(TIME_HORIZONS);
const ALL_SKILLS = valuesOf(SKILLS);

afterEach(() => vi.restoreAllMocks());

describe("built-in planner output", () => {
  it("parses with the plan and profile schemas for a wide spread of answers", () => {
    for (const audienceType of AUDIENCES) {
      for (const primaryGoal of GOAL_VALUES) {
        const a = answers({
          audienceType,
          primaryGoal,
          customAudienceType: audienceType === "other" ? "Independent bookshops" : undefined,
          budgetRange: BUDGET_VALUES[(AUDIENCES.indexOf(audienceType) + GOAL_VALUES.indexOf(primaryGoal)) % 5],
          productType: TYPES[AUDIENCES.indexOf(audienceType) % TYPES.length],
          skills: ALL_SKILLS.slice(0, GOAL_VALUES.indexOf(primaryGoal) + 1),
        });
        const plan = buildPlan(a);
        expect(() => marketingPlanSchema.parse(plan)).not.toThrow();
        expect(() => customerProfileSchema.parse(buildProfile(a))).not.toThrow();
        expect(plan.source).toBe("built-in");
        expect(plan.primaryFocus).toHaveLength(3);
        expect(plan.guerrillaTactics.length).toBeGreaterThanOrEqual(3);
        expect(plan.guerrillaTactics.length).toBeLessThanOrEqual(5);
      }
    }
  });

  it("is deterministic and uses neither randomness nor the clock", () => {
    const random = vi.spyOn(Math, "random");
    const now = vi.spyOn(Date, "now");
    const a = answers({ audienceType: "developer", skills: ["content", "community"], timeHorizon: "long-term" });
    const first = JSON.stringify([buildPlan(a), buildProfile(a)]);
    const second = JSON.stringify([buildPlan(structuredClone(a)), buildProfile(structuredClone(a))]);
    expect(second).toBe(first);
    expect(random).not.toHaveBeenCalled();
    expect(now).not.toHaveBeenCalled();
  });

  it("says it came from the built-in planner and names the product", () => {
    const plan = buildPlan(answers());
    expect(plan.strategySummary.startsWith(BUILT_IN_PREFIX)).toBe(true);
    expect(plan.strategySummary).toMatch(/built-in planner/i);
    expect(plan.strategySummary).toContain("Shipwright");
    expect(plan.strategySummary).toContain("200 sign-ups and 20 paying teams in 90 days");
    expect(plan.strategySummary).toContain("No audience yet");
    expect(plan.strategySummary).toContain("a bootstrapped (under $500) budget and a quarter (3 months) horizon");
    expect(buildPlan(answers({ budgetRange: "early", timeHorizon: "urgent" })).strategySummary).toContain(
      "an early ($2,000-$10,000) budget and an urgent (1-2 months) horizon",
    );
  });

  it("fills the product name into every chosen tactic's template", () => {
    const plan = buildPlan(answers({ productName: "Quillbox" }));
    for (const t of plan.tactics) {
      expect(t.template).toContain("Quillbox");
      expect(t.template).not.toMatch(/\{(product|website|audience|geo|place|near|metrics)\}/);
      expect(t.marketingWisdom.length).toBeGreaterThan(20);
    }
  });

  it("leaves out the marketing wisdom tips when the user opts out", () => {
    const plan = buildPlan(answers({ includeMarketingWisdom: false }));
    expect(plan.tactics.every((t) => t.marketingWisdom === "")).toBe(true);
  });

  it("puts a custom audience type and a specific country into the text", () => {
    const a = answers({
      audienceType: "other",
      customAudienceType: "Independent dog groomers",
      audienceGeography: "specific-country",
      specificCountry: "Portugal",
    });
    const plan = buildPlan(a);
    const profile = buildProfile(a);
    expect(plan.strategySummary).toContain("Independent dog groomers");
    expect(plan.strategySummary).toContain("in Portugal");
    expect(plan.primaryFocus.join(" ")).toContain("Portugal");
    expect(profile.overview).toContain("Independent dog groomers");
    expect(profile.overview).toContain("Portugal");
    expect(profile.demographics).toContain("Location: Portugal");
    expect(profile.demographics).toContain("Role: Independent dog groomers");
  });

  it("uses the local region for local audiences, including in in-person tactics", () => {
    const a = answers({
      audienceType: "b2c-general",
      audienceGeography: "local",
      localRegion: "Greater Leeds",
      primaryGoal: "awareness",
      productStage: "beta",
    });
    const plan = buildPlan(a);
    expect(plan.strategySummary).toContain("in Greater Leeds");
    const meetups = plan.tactics.find((t) => /meetups/i.test(t.name));
    expect(meetups, "a local consumer plan should include meeting people in person").toBeDefined();
    expect(meetups!.description).toContain("Greater Leeds");
    expect(buildProfile(a).demographics).toContain("Location: Greater Leeds");
  });
});

describe("tactic library", () => {
  it("has at least 30 tactics with unique ids and names, and covers every skill", () => {
    expect(TACTIC_LIBRARY.length).toBeGreaterThanOrEqual(30);
    expect(new Set(TACTIC_LIBRARY.map((t) => t.id)).size).toBe(TACTIC_LIBRARY.length);
    expect(new Set(TACTIC_LIBRARY.map((t) => t.name)).size).toBe(TACTIC_LIBRARY.length);
    for (const skill of ALL_SKILLS) {
      expect(TACTIC_LIBRARY.filter((t) => t.requires.includes(skill)).length, skill).toBeGreaterThanOrEqual(2);
    }
  });

  it("gives every tactic concrete steps, resources, metrics, a real template and a tip", () => {
    const a = answers({ productName: "Lanternly" });
    for (const entry of TACTIC_LIBRARY) {
      const t = renderLibraryTactic(entry, a);
      expect(t.implementation.length, entry.id).toBeGreaterThanOrEqual(3);
      expect(t.implementation.length, entry.id).toBeLessThanOrEqual(6);
      expect(t.resourcesNeeded.length, entry.id).toBeGreaterThan(0);
      expect(t.successMetrics.length, entry.id).toBeGreaterThan(0);
      expect(t.template.length, entry.id).toBeGreaterThan(150);
      expect(t.template, entry.id).toContain("Lanternly");
      // A ready-to-send text leaves the recipient's details as [bracketed] placeholders.
      expect(t.template, entry.id).toMatch(/\[[^\]]+\]/);
      expect(t.marketingWisdom.length, entry.id).toBeGreaterThan(40);
      expect(t.description, entry.id).not.toMatch(/\{\w+\}/);
      expect(entry.goals.length * entry.audiences.length * entry.stages.length, entry.id).toBeGreaterThan(0);
    }
  });

  it("marks webinar, workshop and blog tactics as writing-heavy", () => {
    for (const t of TACTIC_LIBRARY.filter((t) => /webinar|workshop|blog/i.test(t.name))) {
      expect(t.contentHeavy, t.name).toBe(true);
    }
  });
});

describe("tactic selection", () => {
  it("never picks paid ads on a bootstrapped budget, even for a team that can run ads", () => {
    for (const audienceType of AUDIENCES) {
      for (const primaryGoal of GOAL_VALUES) {
        const plan = buildPlan(answers({ audienceType, primaryGoal, skills: ALL_SKILLS, budgetRange: "bootstrapped" }));
        expect(libraryEntries(plan).filter((t) => t.paidAds).map((t) => t.name)).toEqual([]);
      }
    }
  });

  it("picks paid ads on a growth budget when the team has the paid skill", () => {
    for (const audienceType of AUDIENCES) {
      const plan = buildPlan(answers({ audienceType, budgetRange: "growth", skills: ["paid"], primaryGoal: "signups" }));
      expect(libraryEntries(plan).some((t) => t.paidAds), audienceType).toBe(true);
      // ...but never more than two ad channels for a small team.
      expect(libraryEntries(plan).filter((t) => t.paidAds).length).toBeLessThanOrEqual(2);
    }
  });

  it("keeps ads out of a seed budget unless the team has the paid skill", () => {
    const without = buildPlan(answers({ budgetRange: "seed", skills: ["sales"] }));
    expect(libraryEntries(without).some((t) => t.paidAds)).toBe(false);
    const withSkill = buildPlan(answers({ budgetRange: "seed", skills: ["paid"] }));
    expect(libraryEntries(withSkill).some((t) => t.paidAds)).toBe(true);
  });

  it("gives a team without content skill no webinar or blog-heavy tactic; with it, one appears", () => {
    for (const audienceType of AUDIENCES) {
      const plan = buildPlan(
        answers({ audienceType, skills: ["seo", "social", "design", "analytics", "sales", "community"] }),
      );
      const entries = libraryEntries(plan);
      expect(entries.filter((t) => t.contentHeavy).map((t) => t.name)).toEqual([]);
      expect(plan.tactics.filter((t) => /webinar|workshop|blog/i.test(t.name))).toEqual([]);
    }
    const writers = buildPlan(answers({ skills: ["content"], primaryGoal: "awareness" }));
    expect(libraryEntries(writers).some((t) => t.contentHeavy)).toBe(true);
  });

  it("only picks tactics whose required skills the team has", () => {
    const plan = buildPlan(answers({ skills: ["design"], budgetRange: "scaling" }));
    for (const t of libraryEntries(plan)) {
      expect(t.requires.every((s) => s === "design"), t.name).toBe(true);
    }
  });

  it("still builds a full plan for a team with no skills, whatever the other answers", () => {
    for (const audienceType of AUDIENCES) {
      for (const primaryGoal of GOAL_VALUES) {
        for (const budgetRange of BUDGET_VALUES) {
          for (const productStage of STAGES) {
            for (const productType of TYPES) {
              for (const timeHorizon of HORIZONS) {
                const picked = selectTactics(
                  answers({ audienceType, primaryGoal, budgetRange, productStage, productType, timeHorizon, skills: [] }),
                );
                expect(picked.length).toBe(TACTIC_COUNT[timeHorizon]);
                expect(picked.every((t) => t.requires.length === 0)).toBe(true);
              }
            }
          }
        }
      }
    }
    const plan = buildPlan(answers({ skills: [] }));
    expect(plan.tactics.length).toBeGreaterThanOrEqual(5);
    expect(plan.tactics.length).toBeLessThanOrEqual(7);
  });

  it("favours sales, partners and LinkedIn for enterprise buyers and social, community, referral for consumers", () => {
    const common = { primaryGoal: "signups" as const, productStage: "growth" as const, skills: [] };
    const enterprise = buildPlan(answers({ ...common, audienceType: "b2b-enterprise" }));
    const consumer = buildPlan(answers({ ...common, audienceType: "b2c-general" }));
    const eNames = enterprise.tactics.map((t) => t.name);
    const cNames = consumer.tactics.map((t) => t.name);
    expect(eNames).not.toEqual(cNames);
    expect(eNames.filter((n) => cNames.includes(n)).length).toBeLessThanOrEqual(3);

    const eChannels = libraryEntries(enterprise).flatMap((t) => t.channels);
    const cChannels = libraryEntries(consumer).flatMap((t) => t.channels);
    expect(eChannels).toEqual(expect.arrayContaining(["sales", "linkedin"]));
    expect(eChannels.some((c) => c === "partner" || c === "proof")).toBe(true);
    expect(cChannels).toEqual(expect.arrayContaining(["referral", "community"]));
    expect(cNames.some((n) => /linkedin/i.test(n))).toBe(false);
  });

  it("favours docs, open source, communities and directories for developers", () => {
    const plan = buildPlan(answers({ audienceType: "developer", primaryGoal: "awareness", productType: "api" }));
    const channels = libraryEntries(plan).flatMap((t) => t.channels);
    expect(channels).toEqual(expect.arrayContaining(["docs", "oss", "directory"]));
  });

  it("includes an investor-facing tactic whenever the goal is fundraising, and none otherwise", () => {
    for (const audienceType of AUDIENCES) {
      for (const productStage of STAGES) {
        const plan = buildPlan(answers({ audienceType, productStage, primaryGoal: "fundraising" }));
        expect(plan.tactics.some((t) => /investor/i.test(t.name) && /Subject:/.test(t.template))).toBe(true);
      }
    }
    const revenue = buildPlan(answers({ primaryGoal: "revenue" }));
    expect(revenue.tactics.some((t) => /investor/i.test(t.name))).toBe(false);
  });

  it("shifts towards lifecycle email for retention and partner tactics for partnerships", () => {
    const retention = buildPlan(answers({ primaryGoal: "retention" }));
    expect(retention.tactics.map((t) => t.name)).toContain("Onboarding email sequence for new users");
    const partners = buildPlan(answers({ primaryGoal: "partnerships" }));
    expect(libraryEntries(partners).some((t) => t.channels[0] === "partner")).toBe(true);
    expect(partners.tactics.map((t) => t.name)).not.toEqual(retention.tactics.map((t) => t.name));
  });
});

describe("timeline", () => {
  const lastWeek: Record<string, number> = { urgent: 8, quarter: 13, "mid-term": 26, "long-term": 52 };

  it.each(HORIZONS)("has four phases whose weeks follow the %s horizon", (timeHorizon) => {
    const plan = buildPlan(answers({ timeHorizon }));
    expect(plan.timeline).toHaveLength(4);
    expect(plan.timeline.map((p) => p.weeks)).toEqual(PHASE_WEEKS[timeHorizon]);
    expect(plan.timeline[0].weeks).toBe(timeHorizon === "urgent" ? "Weeks 1-2" : plan.timeline[0].weeks);
    expect(plan.timeline[3].weeks.endsWith(`-${lastWeek[timeHorizon]}`)).toBe(true);
    expect(plan.tactics).toHaveLength(TACTIC_COUNT[timeHorizon]);
    const names = plan.tactics.map((t) => t.name);
    for (const phase of plan.timeline) {
      expect(phase.title.length).toBeGreaterThan(0);
      expect(phase.tasks.length).toBeGreaterThanOrEqual(3);
      expect(phase.tasks.length).toBeLessThanOrEqual(5);
      expect(phase.tasks.filter((task) => names.some((n) => task.includes(n))).length).toBeGreaterThanOrEqual(2);
    }
    // Every chosen tactic moves forward somewhere in the plan.
    const allTasks = plan.timeline.flatMap((p) => p.tasks).join("\n");
    for (const n of names) expect(allTasks).toContain(n);
  });

  it("orders urgent plans in two-week steps", () => {
    expect(buildPlan(answers({ timeHorizon: "urgent" })).timeline.map((p) => p.weeks)).toEqual([
      "Weeks 1-2", "Weeks 3-4", "Weeks 5-6", "Weeks 7-8",
    ]);
  });
});

describe("education and guerrilla ideas", () => {
  it("has the four emotion and four logic levers, with examples naming the product", () => {
    const { emotionEngine, logicEngine } = buildPlan(answers()).marketingEducation;
    expect(emotionEngine.levers.map((l) => l.name)).toEqual(["Desire", "Identity", "Urgency", "Transform"]);
    expect(logicEngine.levers.map((l) => l.name)).toEqual(["Position", "Clarity", "Proof", "Journey"]);
    for (const lever of [...emotionEngine.levers, ...logicEngine.levers]) {
      expect(lever.description.length).toBeGreaterThan(20);
      expect(lever.example).toContain("Shipwright");
    }
  });

  it("gives low-cost guerrilla ideas with a cost level and impact", () => {
    for (const g of buildPlan(answers()).guerrillaTactics) {
      expect(g.costLevel).toMatch(/Free|Under \$/);
      expect(g.impact).toMatch(/High|Medium|Low/);
      expect(g.description.length).toBeGreaterThan(60);
    }
  });
});

describe("customer profile", () => {
  it("fills all eight fields with labelled demographics and marks itself as an assumption", () => {
    const profile = buildProfile(answers({ audienceType: "b2b-enterprise", productStage: "mvp" }));
    expect(Object.keys(profile).sort()).toEqual(
      ["behaviors", "buyingProcess", "demographics", "goals", "needs", "objections", "overview", "painPoints"].sort(),
    );
    for (const item of profile.demographics) expect(item).toMatch(/^[A-Z][\w ]+: \S/);
    expect(profile.demographics.some((d) => d.startsWith("Role: "))).toBe(true);
    expect(profile.demographics).toContain("Company size: 1,000+ employees");
    expect(profile.overview).toMatch(/Assumption: .+\.$/);
    expect(profile.overview).toContain("Shipwright");
    expect(profile.overview).toContain("Product managers and founders");
    expect(profile.buyingProcess).toContain("Assumption:");
    expect(profile.behaviors.join(" ")).toMatch(/MVP/);
    for (const list of [profile.behaviors, profile.needs, profile.painPoints, profile.goals, profile.objections]) {
      expect(list.length).toBeGreaterThanOrEqual(2);
    }
  });

  it("differs by audience type", () => {
    const dev = buildProfile(answers({ audienceType: "developer" }));
    const students = buildProfile(answers({ audienceType: "students" }));
    expect(dev.painPoints).not.toEqual(students.painPoints);
    expect(dev.demographics.join()).not.toEqual(students.demographics.join());
  });
});
