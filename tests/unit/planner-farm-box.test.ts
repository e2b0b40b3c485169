import { describe, expect, it } from "vitest";
import { buildPlan, buildProfile } from "~/generation/planner";
import { checkPlanQuality, type CheckedPlan } from "~/plan-quality/checker";
import { farmBoxWordOf } from "~/plan-quality/farm-box";
import { readAnswers } from "~/plan-quality/reading";
import { planToMarkdown } from "~/plan-view/markdown.server";
import { BUSINESS_FIXTURES, fixture } from "../support/business-fixtures";
import { FIXED_PLAN_DAY } from "../support/plan-day";
import { checkedTactic, promptText } from "../support/plan-checks";

/*
 * Furrow & Field, an organic veg box from a 12-acre farm near Totnes, £18 small and £26 large, 220 boxes
 * delivered weekly or fortnightly across South Devon, typed "subscription" on the form. Households sign up in
 * spring and cancel by August when gardens and the supermarkets have cheap veg; leaflets through doors cost
 * more than they brought in. The goal: keep 80% through the summer and reach 300 boxes by October. Each test
 * reads what its founder would read in a plan made on Monday 4 January 2027 (26 weeks: January to early July).
 */

const farm = fixture("devon-organic-veg-box").answers;
const reading = readAnswers(farm, FIXED_PLAN_DAY);
const plan = buildPlan(farm, FIXED_PLAN_DAY);
const profile = buildProfile(farm);
const markdown = planToMarkdown(plan, profile, farm, FIXED_PLAN_DAY);
const names = plan.tactics.map((t) => t.name);
const tacticText = plan.tactics.map((t) => [t.name, t.why, t.description, ...t.implementation, t.template].join("\n")).join("\n");
const timeline = plan.timeline.map((p) => `${p.weeks}\n${p.tasks.join("\n")}`);

describe("reading a veg box from a farm", () => {
  it("reads a local food subscription whatever the product type says, with its boxes, prices and goal", () => {
    expect(reading.kind).toBe("local");
    expect(reading.gym).toBeNull();
    expect(reading.farmBox).toMatchObject({
      word: "veg box",
      unit: "box",
      food: "veg",
      seasonal: true,
      farm: "our 12-acre farm near Totnes",
      boxes: 220,
      goalBoxes: 300,
      keep: 80,
      byMonth: "October",
      prices: [18, 26],
      symbol: "£",
      fortnightly: true,
      canPause: true,
      organic: true,
      certified: false,
      leafletsFailed: true,
      summerDrop: true,
    });
    expect(reading.planWeeks).toBe(26);
  });

  it("fires for no other fixture", () => {
    const others = BUSINESS_FIXTURES.filter((f) => f.id !== "devon-organic-veg-box" && readAnswers(f.answers, FIXED_PLAN_DAY).farmBox !== null);
    expect(others.map((f) => f.id)).toEqual([]);
  });

  it("recognises a CSA, a milk round and a meat box from a farm, and not software for them or a coffee subscription", () => {
    expect(farmBoxWordOf("A CSA share from our market garden outside Stroud, collected or delivered weekly.")).toMatchObject({ word: "CSA share", unit: "share" });
    expect(farmBoxWordOf("A doorstep milk round from our dairy in Somerset, glass bottles three times a week.")).toMatchObject({ word: "milk round", food: "milk" });
    expect(farmBoxWordOf("A monthly meat box from our farm in Powys, grass-fed beef and lamb.")).toMatchObject({ word: "meat box" });
    expect(farmBoxWordOf("Route-planning software for veg box schemes and milk rounds.")).toBeNull();
    expect(readAnswers(fixture("coffee-subscription").answers, FIXED_PLAN_DAY).farmBox).toBeNull();
    expect(readAnswers(fixture("kilkee-hardware-delivery").answers, FIXED_PLAN_DAY).farmBox).toBeNull();
    expect(readAnswers(fixture("lyon-bakery").answers, FIXED_PLAN_DAY).farmBox).toBeNull();
    expect(readAnswers(fixture("portland-bao-food-truck").answers, FIXED_PLAN_DAY).farmBox).toBeNull();
  });
});

describe("Furrow & Field's plan", () => {
  it("is made of a farm box's tactics, and none of a shop's", () => {
    expect(names).toEqual(
      expect.arrayContaining([
        "A pause, a smaller box or fortnightly before any cancel, and one question why",
        "A weekly 'what's in the box' email with two recipes for the odd ones",
        "Recommend a neighbour on the same delivery round",
        "A farm open day and a monthly volunteer or pick-your-own morning",
        "A letter before the summer: holiday pauses booked ahead and what the summer boxes hold",
        "A September letter to everyone who left in the summer, when gardens finish",
        "A stall at the farmers' market as the place people sign up",
      ]),
    );
    expect(markdown).not.toMatch(/stamp card|staff perk|by the till|at the till|come in,? say hello|walk-?ins?|shop window|chalkboard/i);
    // The founder said leaflets cost more than they brought in.
    expect(tacticText).not.toMatch(/\bleaflets?\b|\bflyers?\b/i);
  });

  it("offers a pause or the founder's smaller and fortnightly boxes before a cancel, in £", () => {
    const pause = plan.tactics.find((t) => t.name.startsWith("A pause"))!;
    expect(pause.template).toContain("Switch to fortnightly deliveries or the smaller box from next week");
    expect(pause.template).toContain("just reply 'cancel' and it's done");
    expect(tacticText).toContain("a free box (£18) for both households when the neighbour has had four deliveries");
    expect(tacticText).not.toMatch(/\$\d/);
  });

  it("does the goal's arithmetic and lays the veg box's year over the plan's weeks", () => {
    expect(plan.strategySummary).toContain("Keeping 80% of 220 boxes through the summer means 176 still delivering in September");
    expect(plan.strategySummary).toContain("300 by October from 176");
    expect(plan.strategySummary).toContain("This plan runs from January to July, so the August cliff, the September win-back and October's target fall after its last week");
    expect(plan.strategySummary).toContain("nothing here goes through strangers' doors");
  });

  it("puts the summer letter in June and the September letter at the plan's end, never in winter", () => {
    const june = timeline.find((p) => p.includes("In early June, send the summer letter"));
    expect(june?.split("\n")[0]).toBe("Weeks 20-26");
    const openDay = timeline.findIndex((p) => p.includes("In June, on the day: the walk at eleven"));
    expect(openDay).toBe(3);
    expect(timeline[3]).toContain("In early September, send the letter to everyone on the sheet");
    expect(timeline[0]).toContain("Start a sheet today of every household that cancels");
  });

  it("tells the founder to check the organic word, the market's rules and the groups' rules rather than stating them", () => {
    expect(markdown).not.toMatch(/soil association[- ]certified|certified organic/i);
    expect(tacticText).toContain("the rules for producers");
    expect(tacticText).toContain("read each group's rules on business posts");
    expect(tacticText).toContain("check your farm insurance covers visitors and volunteers");
  });

  it("describes households on the round, with quick wins, toolkit, tips and a Marketing Model for a farm", () => {
    expect(markdown).toContain("Households choose a veg box because they want food from a farm they can name");
    expect(markdown).toContain("“We grow our own in summer, so why keep paying for a box?”");
    expect(markdown).toContain("Ask everyone who cancelled last year one question");
    expect(markdown).toContain("Your real rival is not another veg box: it is their own gardens, allotments and the supermarket's summer veg");
    expect(markdown).toContain("Count active, paused and cancelled boxes every Friday");
    expect(markdown).toContain("“220 boxes go out from Furrow & Field every week");
    expect(markdown).toContain("Tie every ask to the real season");
  });

  it("passes the checker", () => {
    expect(checkPlanQuality(farm, plan, reading)).toEqual([]);
  });

  it("tells the AI it is a veg box from a farm, with its plan, the organic caution and the arithmetic", () => {
    const prompt = promptText(farm);
    expect(prompt).toContain("A veg box delivered from a farm or producer, a subscription households get at home, not a shop");
    expect(prompt).toContain("recommend-a-neighbour on the same delivery round");
    expect(prompt).toContain("do not write 'certified' or name the Soil Association as a fact");
    expect(prompt).toContain("no leaflet drops");
    expect(prompt).toContain("176 still delivering in September");
  });
});

describe("the checker on a farm box's plan", () => {
  it("flags the shop's plan Furrow & Field used to get, and a certification it never gave", () => {
    const shopPlan: CheckedPlan = {
      tactics: [
        checkedTactic({ name: "A loyalty stamp card for regulars", description: "Print a stamp card: one stamp per visit, and a reward after ten stamps." }),
        checkedTactic({ name: "A sign-up card at the till", description: "Collect email addresses with a card by the till, and send one email a month." }),
        checkedTactic({ name: "A staff perk card for nearby workplaces", description: "Offer the staff of nearby offices 10% off, shown with a staff perk card." }),
        checkedTactic({ name: "Instagram for the neighbourhood", description: "Post three times a week: our Soil Association certified veg, fresh this week." }),
      ],
      timeline: [],
    };
    const findings = checkPlanQuality(farm, shopPlan, reading);
    expect(findings.filter((f) => f.rule === "channel-fit").map((f) => (f.target.kind === "tactic" ? f.target.index : -1))).toEqual([0, 1, 2]);
    const planReasons = findings.filter((f) => f.target.kind === "plan").map((f) => f.reason).join("\n");
    expect(planReasons).toContain("no tactic offers a pause, a smaller or fortnightly box before the cancellation goes through");
    expect(planReasons).toContain("no tactic writes to them in September");
    expect(planReasons).toContain('The plan says "Soil Association certified"');
  });

  it("accepts the certification when the founder gives it", () => {
    const certified = { ...farm, productDescription: `${farm.productDescription} We are certified organic by the Soil Association.` };
    const r = readAnswers(certified, FIXED_PLAN_DAY);
    expect(r.farmBox?.certified).toBe(true);
    const claim: CheckedPlan = { tactics: [checkedTactic({ name: "Say it plainly", description: "Our Soil Association certified veg, picked the day before." })], timeline: [] };
    expect(checkPlanQuality(certified, claim, r).filter((f) => /certif/i.test(f.reason))).toEqual([]);
  });
});
