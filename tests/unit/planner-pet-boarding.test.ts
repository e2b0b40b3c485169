import { describe, expect, it } from "vitest";
import { buildPlan, buildProfile } from "~/generation/planner";
import { checkPlanQuality } from "~/plan-quality/checker";
import { childcareWordOf } from "~/plan-quality/childcare";
import { petBoardingWordOf } from "~/plan-quality/pet-boarding";
import { readAnswers } from "~/plan-quality/reading";
import { planToMarkdown } from "~/plan-view/markdown.server";
import { BUSINESS_FIXTURES, fixture } from "../support/business-fixtures";
import { FIXED_PLAN_DAY } from "../support/plan-day";
import { promptText } from "../support/plan-checks";

/*
 * Orchard Lodge Kennels, a licensed boarding kennels and cattery near Tunbridge Wells: 30 dog kennels and 20 cat
 * chalets, £32 a night, weekday daycare at £28 a day; full in summer and at Christmas a year ahead, half empty
 * January to March and November. Before, its "daycare service" made it a children's nursery (tours for working
 * parents, a Dependent Care FSA, pediatricians). Each test reads what its founder would read.
 */

const orchard = fixture("tunbridge-wells-boarding-kennels").answers;
const reading = readAnswers(orchard, FIXED_PLAN_DAY);
const plan = buildPlan(orchard, FIXED_PLAN_DAY);
const profile = buildProfile(orchard);
const markdown = planToMarkdown(plan, profile, orchard, FIXED_PLAN_DAY);
const names = plan.tactics.map((t) => t.name);
const tactic = (start: string) => plan.tactics.find((t) => t.name.startsWith(start))!;

describe("reading a boarding kennels", () => {
  it("reads a kennels and cattery with its numbers, never a nursery", () => {
    expect(reading.childcare).toBeNull();
    expect(reading.kind).toBe("local");
    expect(reading.petBoarding).toMatchObject({ word: "boarding kennels and cattery", form: "kennels", dogs: true, cats: true, night: 32, day: 28, daycare: true, kennels: 30, chalets: 20, daycareGoal: 15 });
    expect(reading.petBoarding?.quiet).toEqual(["January", "February", "March", "November"]);
    expect(reading.petBoarding?.peakFull).toEqual(["summer", "Christmas"]);
  });

  it("reads dog sitters, home boarders and US boarding facilities, but not a groomer, a vet or a rescue", () => {
    expect(petBoardingWordOf("Happy Paws is a home dog boarder in Leeds, looking after two dogs at a time in my house")?.form).toBe("home");
    expect(petBoardingWordOf("A dog sitter in Bath who stays in your home while you are away")?.word).toBe("dog sitter");
    expect(petBoardingWordOf("Barkside is a doggy daycare and boarding facility for dogs in Denver")?.word).toBe("boarding facility");
    expect(childcareWordOf("A doggy daycare for dogs in Denver with a big yard")).toBeNull();
    expect(childcareWordOf("A kennels with a daycare service on weekdays")).toBeNull();
    expect(childcareWordOf("A daycare for babies and toddlers in Didcot")).not.toBeNull();
    for (const id of ["mobile-dog-groomer", "didsbury-vet-practice", "leeds-dog-rescue-donors"]) {
      expect(readAnswers(fixture(id).answers, FIXED_PLAN_DAY).petBoarding, id).toBeNull();
    }
    const others = BUSINESS_FIXTURES.filter((f) => f.id !== "tunbridge-wells-boarding-kennels" && readAnswers(f.answers, FIXED_PLAN_DAY).petBoarding);
    expect(others.map((f) => f.id)).toEqual([]);
  });
});

describe("the plan a kennels reads", () => {
  it("answers the owner's fear first and fills the quiet months at the usual price", () => {
    expect(names[0]).toMatch(/^A visit before the first booking, a trial day in daycare or a trial night/);
    expect(names).toContain("January, February, March and November filled at £32 a night: a message to past owners with their own reasons to go away then");
    expect(names).toContain("Next year's dates booked at pick-up, with the quiet weeks offered first");
    expect(names.some((n) => n.startsWith("The vets, groomers, dog trainers and dog walkers nearby"))).toBe(true);
    expect(tactic("A Google profile with real photos").name).toContain("your council licence and its star rating");
    expect(tactic("January, February").template).toContain("at £32 a night as always");
    expect(tactic("January, February").why).toMatch(/half-term trips, winter sun, Christmas shopping weekends/);
  });

  it("sells daycare to working owners as fixed weekdays", () => {
    const daycare = tactic("Daycare sold to working owners");
    expect(daycare.name).toContain("£28 a day");
    expect(daycare.description).toContain("15 dogs a day");
    expect(markdown).toContain("about 30 dogs each coming on two or three fixed weekdays");
  });

  it("never speaks of children, nurseries or pushing summer", () => {
    expect(markdown).not.toMatch(/\bpediatrician|Dependent Care|nursery|toddler|working parents|photo of a child/i);
    expect(markdown).toContain("You said summer and Christmas are full a year ahead, so nothing here advertises those weeks");
    expect(markdown).toContain("Invite the nearest vet's reception team to look round");
    expect(markdown).toContain("Leave summer and Christmas alone");
    expect(profile.overview).toContain("choose a kennels or cattery on trust");
    expect(checkPlanQuality(orchard, plan, reading)).toEqual([]);
  });

  it("flags the old nursery plan's lines", () => {
    const nursery = { ...plan, tactics: [{ ...plan.tactics[0]!, name: "Tours at times working parents can come", description: "A lunchtime session on child care assistance and a Dependent Care FSA, and pediatricians.", why: "", steps: [], template: "" }] };
    const findings = checkPlanQuality(orchard, nursery, reading);
    expect(findings.length).toBeGreaterThan(0);
  });

  it("keeps ads for a budget that carries them, and only before the quiet months", () => {
    const funded = buildPlan({ ...orchard, budgetRange: "seed" }, FIXED_PLAN_DAY);
    const ads = funded.tactics.find((t) => t.name.startsWith("Facebook and Instagram ads"));
    expect(ads?.name).toContain("before the quiet months only");
    expect(names.some((n) => /ads/i.test(n))).toBe(false);
  });

  it("tells the AI what a kennels is", () => {
    const prompt = promptText(orchard);
    expect(prompt).toContain("Never read it as children's childcare");
    expect(prompt).toContain("no tactic promotes those weeks");
  });
});
