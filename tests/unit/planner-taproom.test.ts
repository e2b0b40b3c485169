import { describe, expect, it } from "vitest";
import { buildPlan, buildProfile } from "~/generation/planner";
import { checkPlanQuality, type CheckedPlan } from "~/plan-quality/checker";
import { readAnswers } from "~/plan-quality/reading";
import { taproomWordOf } from "~/plan-quality/taproom";
import { planToMarkdown } from "~/plan-view/markdown.server";
import { BUSINESS_FIXTURES, fixture } from "../support/business-fixtures";
import { FIXED_PLAN_DAY } from "../support/plan-day";
import { checkedTactic, promptText } from "../support/plan-checks";

/*
 * Hopcraft Brewing, a craft brewery with a taproom on Asheville's South Slope and an online shop shipping
 * mixed cases within North Carolina, typed "ecommerce" on the form. Wednesday and Thursday nights are
 * quiet; the goal is taproom sales up 30% by the end of March, with a few hours a week, after Instagram
 * likes from out of state and a Groupon deal that brought one-time visitors. Each test reads what its
 * founder would read in a plan made on Monday 4 January 2027.
 */

const hopcraft = fixture("asheville-brewery-taproom").answers;
const reading = readAnswers(hopcraft, FIXED_PLAN_DAY);
const plan = buildPlan(hopcraft, FIXED_PLAN_DAY);
const profile = buildProfile(hopcraft);
const markdown = planToMarkdown(plan, profile, hopcraft, FIXED_PLAN_DAY);
const names = plan.tactics.map((t) => t.name);
const tacticText = plan.tactics.map((t) => [t.name, t.description, ...t.implementation, t.template].join("\n")).join("\n");

describe("reading a brewery's taproom", () => {
  it("reads a brewery with a taproom whatever the product type says, with its state, quiet nights and goal", () => {
    expect(reading.kind).toBe("local");
    expect(reading.taproom).toMatchObject({
      word: "brewery",
      room: "taproom",
      drink: "beer",
      city: "Asheville",
      state: "North Carolina",
      us: true,
      ships: true,
      parcel: "mixed cases",
      casePrice: "$72",
      caseSize: 24,
      quietNights: ["Wednesday", "Thursday"],
      foodTruck: true,
      dogs: true,
      growth: 30,
      byMonth: "March",
    });
  });

  it("recognises wineries, cideries and distilleries with a tasting room, and not what is made for them or parks at them", () => {
    expect(taproomWordOf("A family winery with a tasting room in the Finger Lakes.")).toMatchObject({ word: "winery", drink: "wine" });
    expect(taproomWordOf("A small cidery and taproom in Hood River, Oregon.")).toMatchObject({ word: "cidery", drink: "cider" });
    expect(taproomWordOf("A craft distillery with a tasting room in Louisville, KY.")).toMatchObject({ word: "distillery", drink: "spirits" });
    expect(taproomWordOf("Point-of-sale software for breweries and taprooms.")).toBeNull();
    expect(taproomWordOf("A food truck selling bao buns; we park at breweries and office parks.")).toBeNull();
    const winery = readAnswers({ ...hopcraft, productDescription: "A family winery with a tasting room in Napa, California, open Thursday to Monday." }, FIXED_PLAN_DAY);
    expect(winery.taproom).toMatchObject({ word: "winery", room: "tasting room", state: "California" });
    // A brewery that only sells to bars and shops has no room to fill: it is a producer, not a taproom.
    const noRoom = readAnswers({ ...hopcraft, productDescription: "A craft brewery in Asheville, NC, selling kegs to bars and restaurants." }, FIXED_PLAN_DAY);
    expect(noRoom.taproom).toBeNull();
  });

  it("fires for no other fixture", () => {
    const fired = BUSINESS_FIXTURES.filter((f) => f.id !== "asheville-brewery-taproom" && readAnswers(f.answers).taproom).map((f) => f.id);
    expect(fired).toEqual([]);
  });
});

describe("the plan Hopcraft Brewing reads", () => {
  it("is made of a taproom's tactics, the quiet nights' calendar first", () => {
    expect(names[0]).toBe("A weekly taproom calendar that gives people a reason to come on Wednesday and Thursday nights");
    expect(names).toEqual(
      expect.arrayContaining([
        "The Google Business Profile and the Untappd page: hours, the tap list and this week's events",
        "Every new release announced to an email list gathered in the taproom, with the release day on a quiet night",
        "Visitors sent by hotel and B&B front desks, brewery tours and the Asheville beer trail",
      ]),
    );
  });

  it("has none of the bakery's lines it used to get", () => {
    expect(markdown).not.toMatch(/seasonal specials|pre-?orders?|staff perk card|collection slots|within (?:a short drive|2 to 5 km) of the shop|by the till|at the till|come in,? say hello/i);
    expect(markdown).not.toMatch(/\bEaster\b|Mother's Day|back to school|a haircut|today's bake|shop window|at the counter/i);
    expect(profile.buyingProcess).not.toMatch(/food truck nearby|pass the window/);
  });

  it("states the goal's arithmetic, the law as things to check, and what did not work", () => {
    expect(plan.strategySummary).toContain("Hopcraft Brewing is a brewery with a taproom in Asheville that also ships mixed cases");
    expect(plan.strategySummary).toContain("30% more taproom sales means {{last year's taproom sales for the same weeks}} × 1.3 by the end of March");
    expect(plan.strategySummary).toContain("only to people 21 and over");
    expect(plan.strategySummary).toContain("check with the NC ABC Commission");
    expect(plan.strategySummary).toContain("You said Instagram posts and a deal site did not bring people back");
    expect(plan.primaryFocus[0]).toBe("Sales in the taproom: up 30% by the end of March, counted per night against the same week last year, with Wednesday and Thursday nights filled first");
  });

  it("starts acting in week 1, though the founder has only a few hours a week", () => {
    const first = plan.timeline[0]!;
    expect(first.weeks).toBe("Weeks 1-3");
    const tasks = first.tasks.join("\n");
    expect(tasks).toContain("This week, pick one regular event for Wednesday nights");
    expect(tasks).toContain("At business.google.com");
    expect(tasks).toContain("Open a free plan with an email tool");
    const hours = plan.tactics.reduce((sum, t) => sum + Number(/about ([\d.]+) hours? a week/.exec(t.resourcesNeeded.join(" "))?.[1] ?? 0), 0);
    expect(hours).toBeGreaterThan(0);
    expect(hours).toBeLessThanOrEqual(4);
  });

  it("sends ready-to-use messages, with the age and shipping rules in them", () => {
    expect(tacticText).toContain("I run Hopcraft Brewing, the brewery with a taproom in Asheville. Wednesday and Thursday nights are our quiet nights");
    expect(tacticText).toContain("Subject: New at Hopcraft Brewing: {{the new one's name}} pours {{day}}");
    expect(tacticText).toContain("set the audience's age to 21 and over");
    expect(tacticText).toContain("Untappd for Business (a paid plan; check its current price)");
    expect(tacticText).toContain("Check with the NC ABC Commission which perks are allowed");
  });

  it("describes drinkers who choose tonight's stop by what is on", () => {
    expect(profile.buyingProcess).toContain("checks Google Maps and Untappd for hours and what is pouring");
    expect(profile.overview).toContain("People choose a taproom for the night by what is on and who is going");
    expect(profile.overview).toContain("(brewery with a taproom)");
  });

  it("gives quick wins, tips, a toolkit and a marketing model for a taproom", () => {
    const quickWins = plan.guerrillaTactics.map((t) => t.name);
    expect(quickWins).toContain("Trivia on the quietest night, starting next week");
    expect(markdown).toContain("Count sales per night every Friday against the same night last year");
    expect(markdown).toContain("Your real rival is not the brewery down the street: it is staying in");
    expect(markdown).toContain("Wednesday night at Hopcraft Brewing");
    // No free drink for a friend: drink promotions follow state rules.
    expect(markdown).not.toMatch(/free drink with|free pint/i);
  });

  it("passes the checker", () => {
    expect(checkPlanQuality(hopcraft, plan, reading)).toEqual([]);
  });

  it("tells the AI it is a taproom, with its plan, the law and the arithmetic", () => {
    const prompt = promptText(hopcraft);
    expect(prompt).toContain("A brewery with a taproom, not a web shop or a bakery");
    expect(prompt).toContain("Untappd for beer: claim the brewery page");
    expect(prompt).toContain("check with the NC ABC Commission rather than stating what is allowed");
    expect(prompt).toContain("Kind of business, as read from the answers: brewery with a taproom");
    expect(prompt).toContain("and visitors to Asheville touring its beer scene");
    expect(prompt).toContain("Week 1, however few hours the founder has: the calendar's first event booked for a Wednesday");
  });
});

describe("the same kind for a winery's tasting room", () => {
  const winery = {
    ...hopcraft,
    productName: "Ridge Hollow Vineyards",
    productDescription: "A family winery with a tasting room in Sonoma, California, and a wine club shipping bottles to members. The tasting room is open Thursday to Monday, and Mondays are slow.",
    localRegion: "Sonoma County",
    successMetrics: "Tasting room sales up 20% by the end of March",
    challenges: "Only a few hours a week: we also run the vineyard.",
  };
  const winePlan = buildPlan(winery, FIXED_PLAN_DAY);
  const wineText = winePlan.tactics.map((t) => [t.name, t.description, ...t.implementation, t.template].join("\n")).join("\n");

  it("speaks of a tasting room, vintages and the wine trail, not Untappd, mugs or brewing", () => {
    expect(winePlan.tactics.map((t) => t.name)).toEqual(
      expect.arrayContaining([
        "A weekly tasting room calendar that gives people a reason to come on Monday nights",
        "The Google Business Profile and the local wine trail's listing: hours, photos and this month's events",
      ]),
    );
    expect(wineText).toContain("pick the closest category Google lists: 'Winery'");
    expect(wineText).not.toMatch(/untappd|mug club|\bbrew|\bbeer|\bkeg/i);
    expect(winePlan.strategySummary).toContain("20% more tasting room sales means");
    expect(checkPlanQuality(winery, winePlan, readAnswers(winery, FIXED_PLAN_DAY))).toEqual([]);
  });
});

describe("the taproom's Marketing Model", () => {
  it("does not call the shipped mixed case ($72) the taproom's price", () => {
    expect(markdown).toContain("24-can mixed cases are $72");
    expect(plan.marketingEducation.logicEngine.description).not.toMatch(/a price of/);
  });
});

describe("the checker on a taproom's plan", () => {
  it("flags the bakery plan Hopcraft Brewing used to get", () => {
    const bakeryPlan: CheckedPlan = {
      tactics: [
        checkedTactic({ name: "Seasonal specials and holiday pre-orders", description: "Prepare a seasonal list with a last order date and collection slots." }),
        checkedTactic({ name: "A staff perk card for nearby workplaces", description: "Offer the staff of nearby offices 10% off, shown with a staff perk card at the till." }),
      ],
      timeline: [],
    };
    const findings = checkPlanQuality(hopcraft, bakeryPlan, reading);
    expect(findings.filter((f) => f.rule === "channel-fit").map((f) => (f.target.kind === "tactic" ? f.target.index : -1))).toEqual([0, 1]);
    expect(findings.some((f) => f.target.kind === "plan" && f.reason.includes("no tactic gives people a dated reason to come to the taproom"))).toBe(true);
  });

  it("flags a paid ad for beer that does not say who may see it", () => {
    const adPlan: CheckedPlan = {
      tactics: [
        checkedTactic({ name: "Trivia every Wednesday", description: "A weekly trivia night on the quietest night." }),
        checkedTactic({ name: "Facebook ads for the taproom", description: "Run Facebook ads to people within 15 miles of Asheville, promoting the weekend." }),
      ],
      timeline: [],
    };
    const reasons = checkPlanQuality(hopcraft, adPlan, reading).map((f) => f.reason);
    expect(reasons.some((r) => r.includes("must go only to people 21 and over"))).toBe(true);
    const gated = { ...adPlan, tactics: [adPlan.tactics[0]!, checkedTactic({ name: "Facebook ads for the taproom", description: "Run Facebook ads to people 21 and over within 15 miles of Asheville." })] };
    expect(checkPlanQuality(hopcraft, gated, reading).map((f) => f.reason).filter((r) => r.includes("21 and over"))).toEqual([]);
  });

  it("flags a free pint or a happy hour offered without a check with the regulator", () => {
    const promoPlan: CheckedPlan = {
      tactics: [
        checkedTactic({ name: "Trivia every Wednesday", description: "A weekly trivia night on the quietest night." }),
        checkedTactic({ name: "Check-in rewards", description: "Give a free pint to everyone who checks in on Untappd, and run a happy hour from 5 to 7." }),
      ],
      timeline: [],
    };
    const reasons = checkPlanQuality(hopcraft, promoPlan, reading).map((f) => f.reason);
    expect(reasons).toContain('"free pint" is a drink promotion, and state rules limit free drinks, happy hours and cheaper drinks: check with the NC ABC Commission first, or offer a perk that is not a cheaper drink (an event, the first chance at a release, merchandise).');
    // Hopcraft's own plan offers none.
    expect(checkPlanQuality(hopcraft, plan, reading).map((f) => f.reason).filter((r) => r.includes("drink promotion"))).toEqual([]);
  });
});
