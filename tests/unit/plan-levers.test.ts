import { describe, expect, it } from "vitest";
import {
  connectionText, explorerEngine, howToApply, padLevers, shortLeverName, stageStrength, STAGES,
} from "~/plan-view/levers";
import { defined } from "../support/defined";

const lever = (name: string) => ({ name, description: `${name} description`, example: `${name} example` });
const names = (levers: { name: string }[]) => levers.map((l) => l.name);

describe("lever name shortening (SPEC 4)", () => {
  it.each([
    ["Message Clarity", "Clarity"],
    ["Proof Systems", "Proof"],
    ["Conversion Path", "Journey"],
    ["Positioning", "Position"],
    ["  positioning ", "Position"],
    ["Desire", "Desire"],
    ["Proof Systems Extra", "Proof Systems Extra"],
  ])("%s → %s", (from, to) => expect(shortLeverName(from)).toBe(to));
});

describe("lever padding (SPEC 4 and 9)", () => {
  it("appends a default Transform to an emotion engine with three levers", () => {
    const out = padLevers([lever("Desire"), lever("Identity"), lever("Urgency")], "emotion");
    expect(names(out)).toEqual(["Desire", "Identity", "Urgency", "Transform"]);
    expect(out[3]?.description).toMatch(/before and after/);
  });

  it("prepends a default Position to a logic engine with three levers, after shortening", () => {
    const out = padLevers([lever("Message Clarity"), lever("Proof Systems"), lever("Conversion Path")], "logic");
    expect(names(out)).toEqual(["Position", "Clarity", "Proof", "Journey"]);
    expect(out[1]?.description).toBe("Message Clarity description");
  });

  it("pads to four even from nothing, keeping Transform last and Position first", () => {
    expect(names(padLevers([], "emotion"))).toEqual(["Desire", "Identity", "Urgency", "Transform"]);
    expect(names(padLevers([], "logic"))).toEqual(["Position", "Clarity", "Proof", "Journey"]);
    expect(names(padLevers([lever("Curiosity")], "emotion"))).toEqual(["Curiosity", "Desire", "Identity", "Transform"]);
  });

  it("does not add a second Transform or Position", () => {
    expect(names(padLevers([lever("Transform"), lever("Belonging"), lever("Fear")], "emotion"))).toEqual([
      "Transform", "Belonging", "Fear", "Desire",
    ]);
    expect(names(padLevers([lever("Positioning"), lever("Pricing"), lever("Trust")], "logic"))).toEqual([
      "Position", "Pricing", "Trust", "Clarity",
    ]);
  });

  it("leaves four levers alone and keeps only the first four", () => {
    const four = ["A", "B", "C", "D"].map(lever);
    expect(padLevers(four, "emotion")).toEqual(four);
    expect(names(padLevers([...four, lever("E")], "logic"))).toEqual(["A", "B", "C", "D"]);
  });

  it("drops duplicate and nameless levers and fills missing text from the defaults", () => {
    const out = padLevers(
      [{ name: "Desire", description: "", example: "" }, lever("desire"), { name: "", description: "x", example: "" }],
      "emotion",
    );
    expect(names(out)).toEqual(["Desire", "Identity", "Urgency", "Transform"]);
    const first = defined(out[0], "the first lever");
    expect(first.description).toMatch(/outcome/);
    expect(first.example).not.toBe("");
  });

  it("gives defaults for an engine without title or description", () => {
    const engine = explorerEngine({ title: "", description: "", levers: [] }, "logic");
    expect(engine.title).toBe("The Logic Engine");
    expect(engine.description).not.toBe("");
    expect(engine.levers).toHaveLength(4);
  });
});

describe("how to apply and connection text", () => {
  it("has specific advice for the standard levers and generic advice otherwise", () => {
    expect(howToApply(lever("Position"))).toMatch(/For \[audience\]/);
    expect(howToApply(lever("Curiosity"))).toMatch(/curiosity/);
  });
  it("combines the selected emotion and logic levers", () => {
    const text = connectionText(lever("Urgency"), lever("Proof"));
    expect(text).toMatch(/^Lead with Urgency to give them a reason to act now, then use Proof to back the promise with evidence\./);
  });
});

describe("strength by stage (SPEC 5)", () => {
  it("matches the spec's table", () => {
    const table = STAGES.map((s) => [s, stageStrength("emotion", s), stageStrength("logic", s)]);
    expect(table).toEqual([
      ["Awareness", 90, 90],
      ["Consideration", 80, 95],
      ["Decision", 95, 95],
      ["Retention", 85, 85],
    ]);
  });
  it("shows 30 for any other stage, and matches case-insensitively", () => {
    expect(stageStrength("emotion", "Advocacy")).toBe(30);
    expect(stageStrength("logic", "")).toBe(30);
    expect(stageStrength("logic", " consideration ")).toBe(95);
  });
});
