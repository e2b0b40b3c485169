import { describe, expect, it } from "vitest";
import { normalizePlan, normalizeProfile, splitLabel, text, list } from "~/plan-view/normalize";
import { samplePlan, sampleProfile } from "../support/fixtures";

describe("normalizePlan", () => {
  it("reads a valid camelCase plan completely", () => {
    const view = normalizePlan(samplePlan);
    expect(view.strategySummary).toBe(samplePlan.strategySummary);
    expect(view.primaryFocus).toEqual(samplePlan.primaryFocus);
    expect(view.tactics).toHaveLength(samplePlan.tactics.length);
    expect(view.tactics[0]).toEqual({ ...samplePlan.tactics[0], why: "" });
    expect(normalizePlan({ tactics: [{ ...samplePlan.tactics[0], why: "Fits your budget." }] }).tactics[0]?.why).toBe("Fits your budget.");
    expect(view.timeline).toEqual(samplePlan.timeline);
    expect(view.emotionEngine.levers.map((l) => l.name)).toEqual(["Desire", "Identity", "Urgency", "Transform"]);
    expect(view.guerrillaTactics).toEqual(samplePlan.guerrillaTactics);
    expect(view.source).toBeNull();
  });

  it("reads snake_case records, a saved record wrapper and JSON text", () => {
    const snake = {
      generated_plan: JSON.stringify({
        strategy_summary: "Go narrow.",
        primary_focus: "Outreach\nContent",
        tactics: [
          {
            name: "Cold email",
            time_frame: "Quick Win",
            impact: "High Impact",
            implementation: ["Write 10 emails"],
            resources_needed: ["Sheet"],
            success_metrics: ["Replies"],
            marketing_wisdom: "Be brief.",
          },
        ],
        timeline: [{ title: "Phase 1: Start", weeks: "Weeks 1-2", tasks: ["- Do it", "2. Then this"] }],
        marketing_education: {
          emotion_engine: { title: "E", levers: [{ name: "Desire", description: "d", example: "e" }] },
          logic_engine: { levers: [{ name: "Message Clarity" }] },
        },
        guerilla_tactics: [{ name: "Reviews", cost_level: "Free", impact: "High" }],
        source: "built-in",
      }),
    };
    const view = normalizePlan(snake);
    expect(view.strategySummary).toBe("Go narrow.");
    expect(view.primaryFocus).toEqual(["Outreach", "Content"]);
    expect(view.tactics[0]).toMatchObject({
      name: "Cold email", timeFrame: "Quick Win", resourcesNeeded: ["Sheet"], successMetrics: ["Replies"],
      marketingWisdom: "Be brief.", template: "", description: "",
    });
    expect(view.timeline[0]?.tasks).toEqual(["Do it", "Then this"]);
    expect(view.emotionEngine.title).toBe("E");
    expect(view.logicEngine.levers[0]).toEqual({ name: "Message Clarity", description: "", example: "" });
    expect(view.guerrillaTactics[0]).toEqual({ name: "Reviews", description: "", costLevel: "Free", impact: "High" });
    expect(view.source).toBe("built-in");
    expect(normalizePlan({ generatedPlan: { overview: "From overview" } }).strategySummary).toBe("From overview");
  });

  it.each([undefined, null, 0, 42, "", "not json", "{broken", [], true, Symbol("x"), () => 1])(
    "never throws and yields an empty plan for %s",
    (raw) => {
      const view = normalizePlan(raw);
      expect(view.tactics).toEqual([]);
      expect(view.timeline).toEqual([]);
      expect(view.strategySummary).toBe("");
      expect(view.emotionEngine.levers).toEqual([]);
    },
  );

  it("copes with odd types inside: numbers, nulls, objects for strings, strings for lists", () => {
    const view = normalizePlan({
      strategySummary: { text: "Summary in an object" },
      tactics: [
        null,
        "Just a name",
        { name: 7, description: ["Part one.", "Part two."], implementation: "Step A\nStep B", impact: null },
        { name: "undefined", description: "null" },
        {},
      ],
      timeline: { title: "Only phase", tasks: [{ task: "Object task" }, 3, null, ""] },
      guerrillaTactics: "Single idea",
      marketingEducation: { emotionEngine: [{ name: "Desire" }], logicEngine: "nonsense" },
    });
    expect(view.strategySummary).toBe("Summary in an object");
    expect(view.tactics.map((t) => t.name)).toEqual(["Just a name", "7"]);
    expect(view.tactics[1]?.description).toBe("Part one. Part two.");
    expect(view.tactics[1]?.implementation).toEqual(["Step A", "Step B"]);
    expect(view.tactics[1]?.impact).toBe("");
    expect(view.timeline).toEqual([{ title: "Only phase", weeks: "", tasks: ["Object task", "3"] }]);
    expect(view.guerrillaTactics).toEqual([{ name: "Single idea", description: "", costLevel: "", impact: "" }]);
    expect(view.emotionEngine.levers.map((l) => l.name)).toEqual(["Desire"]);
    expect(view.logicEngine.levers).toEqual([]);
    expect(JSON.stringify(view)).not.toMatch(/undefined|\[object Object\]/);
  });

  it("names an unnamed tactic that has content", () => {
    expect(normalizePlan({ tactics: [{ description: "Something useful" }] }).tactics[0]?.name).toBe("Tactic 1");
  });

  it("caps runaway lists", () => {
    const view = normalizePlan({ tactics: Array.from({ length: 500 }, (_, i) => ({ name: `T${i}` })) });
    expect(view.tactics).toHaveLength(100);
  });
});

describe("normalizeProfile", () => {
  it("reads the sample profile", () => {
    expect(normalizeProfile(sampleProfile)).toEqual(sampleProfile);
  });
  it("reads snake_case and wrapped profiles", () => {
    const view = normalizeProfile({ customer_profile: { pain_points: ["Slow"], buying_process: "Trial first" } });
    expect(view?.painPoints).toEqual(["Slow"]);
    expect(view?.buyingProcess).toBe("Trial first");
    expect(view?.demographics).toEqual([]);
  });
  it("returns null when there is nothing to show", () => {
    for (const raw of [undefined, null, "", {}, { overview: "  ", needs: [] }, 5, []]) {
      expect(normalizeProfile(raw)).toBeNull();
    }
  });
  it("takes a plain text profile as its overview", () => {
    expect(normalizeProfile("Busy founders")?.overview).toBe("Busy founders");
  });
});

describe("text, list and labels", () => {
  it("never returns junk words", () => {
    expect(text(undefined)).toBe("");
    expect(text("undefined")).toBe("");
    expect(text(" NULL ")).toBe("");
    expect(text(NaN)).toBe("");
    expect(text({ label: "Role", value: "CTO" })).toBe("Role: CTO");
    expect(list("- one\n\n* two\n3) three")).toEqual(["one", "two", "three"]);
  });
  it("splits short 'label: value' items only", () => {
    expect(splitLabel("Role: founder, CTO")).toEqual({ label: "Role", value: "founder, CTO" });
    expect(splitLabel("Company size: 3-15 employees")).toEqual({ label: "Company size", value: "3-15 employees" });
    expect(splitLabel("They said this. Then: more")).toEqual({ label: null, value: "They said this. Then: more" });
    expect(splitLabel("No label here")).toEqual({ label: null, value: "No label here" });
    expect(splitLabel("Ratio 3:1 wins")).toEqual({ label: null, value: "Ratio 3:1 wins" });
  });
});
