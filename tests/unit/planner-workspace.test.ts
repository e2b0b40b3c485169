import { describe, expect, it } from "vitest";
import { buildPlan, buildProfile } from "~/generation/planner";
import { checkPlanQuality, type CheckedPlan } from "~/plan-quality/checker";
import { readAnswers } from "~/plan-quality/reading";
import { workspaceWordOf } from "~/plan-quality/workspace";
import { planToMarkdown } from "~/plan-view/markdown.server";
import { BUSINESS_FIXTURES, fixture } from "../support/business-fixtures";
import { FIXED_PLAN_DAY } from "../support/plan-day";
import { checkedTactic, promptText } from "../support/plan-checks";

/*
 * Forge Coworking, a 60-desk coworking space with 4 meeting rooms in Sheffield city centre (hot desks
 * £150 a month, fixed £220, day passes £15), typed "subscription" on the form. 40 of its 60 desks are
 * taken; the goal is 20 more by the end of March, with a few hours a week, after a month of Instagram
 * and café leaflets that brought nothing. Each test reads what its founder would read in a plan made on
 * Monday 4 January 2027.
 */

const forge = fixture("sheffield-coworking-desks").answers;
const reading = readAnswers(forge, FIXED_PLAN_DAY);
const plan = buildPlan(forge, FIXED_PLAN_DAY);
const profile = buildProfile(forge);
const markdown = planToMarkdown(plan, profile, forge, FIXED_PLAN_DAY);
const names = plan.tactics.map((t) => t.name);
const tacticText = plan.tactics.map((t) => [t.name, t.description, ...t.implementation, t.template].join("\n")).join("\n");

describe("reading a coworking space", () => {
  it("reads a coworking space whatever the product type says, with its desks, prices and goal", () => {
    expect(reading.kind).toBe("local");
    expect(reading.trade).toBe("workspace");
    expect(reading.workspace).toMatchObject({
      word: "coworking space",
      unit: "desk",
      desks: 60,
      taken: 40,
      toFill: 20,
      monthly: [150, 220],
      plans: ["hot desk", "fixed desk"],
      dayPass: 15,
      symbol: "£",
      meetingRooms: 4,
      allHours: true,
      byMonth: "March",
    });
    expect(reading.planWeeks).toBe(13);
    expect(reading.audience).toBe("freelancers and remote workers");
    expect(reading.audienceInFull).toBe("freelancers, remote workers and two-person startups");
  });

  it("recognises maker spaces and shared studios, and not software made for them", () => {
    expect(workspaceWordOf("A maker space with a laser cutter and a woodshop in Leeds.")).toMatchObject({ word: "maker space", unit: "membership" });
    expect(workspaceWordOf("Shared artists' studios by the month in Margate.")).toMatchObject({ word: "shared studio", unit: "studio" });
    expect(workspaceWordOf("Booking software for coworking spaces.")).toBeNull();
    expect(workspaceWordOf("A directory of coworking spaces in Europe.")).toBeNull();
    const software = readAnswers({ ...forge, productDescription: "Deskly is booking software for coworking spaces: members book desks and rooms from their phone.", audienceType: "b2b-smb" });
    expect(software.workspace).toBeNull();
  });

  it("fires for no other fixture", () => {
    const fired = BUSINESS_FIXTURES.filter((f) => f.id !== "sheffield-coworking-desks" && readAnswers(f.answers).workspace).map((f) => f.id);
    expect(fired).toEqual([]);
  });
});

describe("the plan Forge Coworking reads", () => {
  it("is made of a workspace's tactics, the Google profile and the trial day first", () => {
    expect(names.slice(0, 2).sort()).toEqual([
      "A Google Business Profile as a Coworking space, with desk and room photos and opening hours",
      "A free trial day, and a day pass that counts toward the first month",
    ]);
    expect(names).toEqual(
      expect.arrayContaining([
        "Team memberships for companies with hybrid or remote staff in Sheffield",
        "A member referral that pays both sides",
        "The space lent free to local meetups and freelancer groups, in return for a member intro",
      ]),
    );
    // Keeping the members they have is in the tips and the toolkit even when its tactic is not chosen.
    expect(markdown).toContain("Keep the members you have before chasing new ones");
  });

  it("has none of the bakery's lines it used to get", () => {
    expect(markdown).not.toMatch(/seasonal specials|pre-?orders?|staff perk card|within a short drive of the shop|by the till|at the till|chalkboard|come in,? say hello/i);
    expect(markdown).not.toMatch(/\ba café for\b|supermarket or chain|first appointment|at the counter|shop window/i);
  });

  it("states the goal's arithmetic, the pace and January", () => {
    expect(plan.strategySummary).toContain("Forge Coworking is a coworking space in Sheffield for freelancers, remote workers and two-person startups");
    expect(plan.strategySummary).toContain("20 desks (40 of 60 taken today) in 13 weeks is about 2 new members a week");
    expect(plan.strategySummary).toContain("£3,000 to £4,400 a month more coming in");
    expect(plan.strategySummary).toContain("Assumption: about one in three people who try a day joins");
    expect(plan.strategySummary).toContain("January is when people who spent the autumn at the kitchen table decide to change it");
    expect(plan.primaryFocus[0]).toBe("Members: 20 desks filled by the end of March, each after a free trial day, while the members you have stay");
  });

  it("credits day passes to the first month and sends the trial-day emails ready to use", () => {
    expect(tacticText).toContain("every £15 day pass bought in the last 30 days comes off the first month");
    expect(tacticText).toContain("Subject: Your free day at Forge Coworking on {{day}}");
    expect(tacticText).toContain("memberships are hot desk £150 a month and fixed desk £220 a month, rolling monthly");
    expect(tacticText).toContain("you both get £50 off your next month");
  });

  it("words the platforms' terms as things to check", () => {
    expect(tacticText).toContain("set the main category to 'Coworking space' (type it and pick it from Google's list");
    const prompt = promptText(forge);
    expect(prompt).toContain("check each one's commission before listing");
  });

  it("stays within the few hours a week the founder has, and does not lean on Instagram or leaflets", () => {
    const hours = plan.tactics.reduce((sum, t) => sum + Number(/about ([\d.]+) hours? a week/.exec(t.resourcesNeeded.join(" "))?.[1] ?? 0), 0);
    expect(hours).toBeGreaterThan(0);
    expect(hours).toBeLessThanOrEqual(4);
    expect(tacticText).not.toMatch(/\binstagram\b|\bleaflets?\b|\bflyers?\b/i);
    expect(plan.strategySummary).toContain("You said Instagram posts and leaflets brought few or no members, so no tactic leans on them");
  });

  it("describes members who try a day and stay for the people", () => {
    expect(profile.buyingProcess).toContain("books a free day or a day pass at one or two places");
    expect(profile.objections.join(" ")).toContain("Why pay £150 a month when my kitchen table is free?");
    expect(profile.overview).not.toMatch(/local shop or service/);
    expect(profile.overview).toContain("Its members in Sheffield, in your words");
  });

  it("gives quick wins, tips, a toolkit and a marketing model for a coworking space", () => {
    const quickWins = plan.guerrillaTactics.map((t) => t.name);
    expect(quickWins).toContain("Write back to every day-pass visitor of the last three months");
    expect(markdown).toContain("Count trial days, joins and notices every Friday");
    expect(markdown).toContain("Your real rival is not the other coworking space: it is the kitchen table and the café");
    expect(markdown).toContain("your working day at Forge Coworking");
  });

  it("passes the checker", () => {
    expect(checkPlanQuality(forge, plan, reading)).toEqual([]);
  });

  it("tells the AI it is a coworking space, with its plan and arithmetic", () => {
    const prompt = promptText(forge);
    expect(prompt).toContain("A coworking space, a place members join by the month, not an app or a shop");
    expect(prompt).toContain("no pre-orders, seasonal specials, staff perk cards");
    expect(prompt).toContain("about 60 trial days");
  });
});

describe("the checker on a coworking space's plan", () => {

  it("flags the bakery plan Forge Coworking used to get", () => {
    const bakeryPlan: CheckedPlan = {
      tactics: [
        checkedTactic({ name: "Seasonal specials and holiday pre-orders", description: "Prepare a seasonal list with a last order date and collection slots." }),
        checkedTactic({ name: "A staff perk card for nearby workplaces", description: "Offer the staff of nearby offices 10% off, shown with a staff perk card at the till." }),
      ],
      timeline: [],
    };
    const findings = checkPlanQuality(forge, bakeryPlan, reading);
    expect(findings.filter((f) => f.rule === "channel-fit").map((f) => (f.target.kind === "tactic" ? f.target.index : -1))).toEqual([0, 1]);
    // Nothing in it brings people in to try a desk, which is how members join.
    expect(findings.some((f) => f.target.kind === "plan" && f.reason.includes("no tactic brings people in to try a desk"))).toBe(true);
  });

  it("leaves a bakery's own pre-orders alone", () => {
    const preorders: CheckedPlan = { tactics: [checkedTactic({ name: "Seasonal specials and holiday pre-orders", description: "Prepare a seasonal list with a last order date." })], timeline: [] };
    expect(checkPlanQuality(fixture("lyon-bakery").answers, preorders).filter((f) => f.reason.includes("pre-order"))).toEqual([]);
  });
});
