import { describe, expect, it } from "vitest";
import { buildPlan, buildProfile } from "~/generation/planner";
import { checkPlanQuality, type CheckedPlan } from "~/plan-quality/checker";
import { readAnswers } from "~/plan-quality/reading";
import { cateringMath, mobileFoodWordOf } from "~/plan-quality/mobile-food";
import { planToMarkdown } from "~/plan-view/markdown.server";
import { BUSINESS_FIXTURES, fixture } from "../support/business-fixtures";
import { FIXED_PLAN_DAY } from "../support/plan-day";
import { checkedTactic, promptText } from "../support/plan-checks";

/*
 * Bao Down, a food truck selling bao buns in Portland, Oregon, typed "e-commerce" on the form. It parks at
 * breweries and office parks and caters private events (about $16 a head, 30 to 80 guests); the goal is 10
 * catering bookings a month by the end of March, with a few hours a week; Facebook ads did not work, and
 * catering enquiries sit in Instagram DMs for days. Each test reads what its owners would read in a plan
 * made on 4 January 2027.
 */

const bao = fixture("portland-bao-food-truck").answers;
const reading = readAnswers(bao, FIXED_PLAN_DAY);
const plan = buildPlan(bao, FIXED_PLAN_DAY);
const profile = buildProfile(bao);
const markdown = planToMarkdown(plan, profile, bao, FIXED_PLAN_DAY);
const names = plan.tactics.map((t) => t.name);
const tacticText = plan.tactics.map((t) => [t.name, t.description, ...t.implementation, t.template].join("\n")).join("\n");

describe("reading a food truck", () => {
  it("reads a food truck that caters whatever the product type says, with its food, spots, price and goal", () => {
    expect(reading.kind).toBe("local");
    expect(reading.mobileFood).toMatchObject({
      word: "food truck",
      food: "bao buns",
      spots: ["breweries", "office parks"],
      catering: true,
      cateringGoal: 10,
      cateringGoalSaid: true,
      perHead: 16,
      guests: 55,
      city: "Portland",
      licensing: "Multnomah County Environmental Health",
    });
    expect(reading.visitsCustomers).toBe(false);
    expect(reading.audience).toBe("office workers and brewery-goers");
  });

  it("recognises carts, coffee carts and street-food stalls, and not software or a fair with food stalls", () => {
    expect(mobileFoodWordOf("We run a taco cart at the Hawthorne pod.")).toBe("food cart");
    expect(mobileFoodWordOf("An espresso cart at the Saturday farmers' market.")).toBe("coffee cart");
    expect(mobileFoodWordOf("A street-food stall selling arepas in Leeds.")).toBe("street-food stall");
    expect(mobileFoodWordOf("An app that finds food trucks near you.")).toBeNull();
    expect(mobileFoodWordOf("A Christmas craft fair with 60 makers: ceramics, food stalls and workshops.")).toBeNull();
  });

  it("fires for no other fixture", () => {
    const others = BUSINESS_FIXTURES.filter((f) => f.id !== "portland-bao-food-truck" && readAnswers(f.answers, FIXED_PLAN_DAY).mobileFood !== null);
    expect(others.map((f) => f.id)).toEqual([]);
  });

  it("does the catering arithmetic from the founder's price and event size, and labels its guesses", () => {
    expect(cateringMath(reading.mobileFood!)).toContain("10 catering bookings a month at a typical 55 guests and $16 a head, as you said, is about $8,800 a month");
    expect(cateringMath(reading.mobileFood!)).toContain("about 30 quote requests a month");
    // Without the founder's figures, the size and price are assumptions to replace.
    const bare = readAnswers({ ...bao, productDescription: "A food truck selling bao buns in Portland, Oregon; we park at breweries and office parks, and cater private events." }, FIXED_PLAN_DAY);
    expect(cateringMath(bare.mobileFood!)).toContain("(assumptions: put in your own event size and price)");
  });
});

describe("Bao Down's plan", () => {
  it("is made of a food truck's tactics: the catering page, the people who book food, the week's spots, breweries, the card in every bag", () => {
    expect(names.slice(0, 2)).toEqual([
      "A catering page with three packages, a price per head and a quote form",
      "Ask office managers and event planners directly, five a week, with a tasting",
    ]);
    expect(names).toContain("This week's spots, posted every Monday on Instagram and your Google Business Profile");
    expect(names).toContain("A regular night at two or three breweries, promoted by both of you");
    expect(names).toContain("A 'We cater' card in every bag, and a thank-you after each event that asks for an introduction");
  });

  it("has none of a shop's lines: no till, shop window, chalkboard or ads within a short drive of the shop", () => {
    expect(markdown).not.toMatch(/\btill\b|shop window|chalkboard|A-board|short drive of the shop|staff perk card|gift vouchers|Come in, say hello/i);
    expect(markdown).not.toMatch(/\bappointments?\b|\bsalon\b|supermarket or chain/i);
  });

  it("writes ready-to-send templates for the truck, with only what it cannot know left as slots", () => {
    expect(tacticText).toContain("Where to find Bao Down this week");
    expect(tacticText).toContain("Bao Down catering: bao buns for your office, wedding or party in Portland");
    expect(tacticText).toContain("Subject: Lunch for {{their office}} from the food truck in your parking lot");
    expect(tacticText).toContain("We cater!");
    expect(tacticText).not.toMatch(/\{(?!\{)[a-zA-Z]+\}(?!\})/);
  });

  it("words permits and the catering marketplace as checks, not as stated rules", () => {
    expect(markdown).toContain("check it with Multnomah County Environmental Health");
    expect(markdown).toContain("get each property owner's permission in writing");
    expect(tacticText).toContain("ask your insurer whether your liability cover includes private events");
    expect(markdown).not.toMatch(/ezCater (?:charges|takes) \d/i);
  });

  it("listens: Facebook ads are left out, and the slow replies to enquiries are answered with a quote within a day", () => {
    expect(markdown).toContain("so Facebook ads are left out");
    expect(tacticText).not.toMatch(/facebook ads?|meta ads?|instagram ads?|boost(?:ed)? posts?/i);
    expect(plan.strategySummary).toContain('You said "Catering enquiries come in by Instagram DM and we often answer days later"');
    expect(plan.strategySummary).toContain("a written quote within one working day");
  });

  it("states the goal's arithmetic and keeps to the few hours a week they have", () => {
    expect(plan.strategySummary).toContain("Bao Down is a food truck selling bao buns in Portland, Oregon, parked at breweries and office parks on different days and catering private events");
    expect(plan.strategySummary).toContain("about $8,800 a month in catering");
    const hours = plan.tactics.reduce((sum, t) => sum + (Number(/about ([\d.]+) hours? a week/.exec(t.resourcesNeeded.join(" "))?.[1]) || 0), 0);
    expect(hours).toBeGreaterThan(0);
    expect(hours).toBeLessThanOrEqual(4);
  });

  it("describes the people at the window and the people who book catering", () => {
    expect(profile.overview).toContain("A food truck has two kinds of customer");
    expect(profile.buyingProcess).toContain("send a quote request for a date weeks ahead");
    expect(profile.objections.join(" ")).toContain("Where are you today?");
  });

  it("gives quick wins, tips, a toolkit and a marketing model for a food truck", () => {
    const quickWins = plan.guerrillaTactics.map((t) => t.name);
    expect(quickWins).toContain("A tasting box for one office manager a week");
    expect(quickWins).toContain("A 'find the truck' story every morning you're out");
    expect(markdown).toContain("Make one catering contact a day the truck is out");
    expect(markdown).toContain("Your real rivals are the sandwich platter office managers order by habit");
    expect(markdown).toContain("Fresh bao buns from the window, at the brewery tonight or outside your office at lunch");
  });

  it("holds its weeks together: the catering page and the Monday schedule start in the first phase", () => {
    const first = plan.timeline[0]!.tasks.join("\n");
    expect(first).toContain("Cost three packages");
    expect(first).toContain("Write this week's spots in one list");
    expect(plan.timeline.at(-1)!.tasks.join("\n")).toContain("10 catering bookings a month by the end of March");
  });

  it("passes the checker", () => {
    expect(checkPlanQuality(bao, plan, reading)).toEqual([]);
  });

  it("tells the AI it is a food truck that caters, with the permits to check and the arithmetic", () => {
    const prompt = promptText(bao);
    expect(prompt).toContain("A food truck selling bao buns in Portland, parked at breweries and office parks on different days");
    expect(prompt).toContain("no till, shop window, chalkboard");
    expect(prompt).toContain("check each new spot and private event with Multnomah County Environmental Health");
    expect(prompt).toContain("corporate catering marketplaces such as ezCater only as an option to check");
    expect(prompt).toContain("about $8,800 a month in catering");
  });
});

describe("the checker on a food truck's plan", () => {

  it("flags the shop's plan the food truck used to get", () => {
    const shopPlan: CheckedPlan = {
      tactics: [
        checkedTactic({ name: "A sign-up card at the till and one email a month for regulars", description: "Collect email addresses at the till.", template: "Sign-up card by the till: hear from Bao Down once a month." }),
        checkedTactic({ name: "Google search ads within a short drive of the shop", description: "Run one campaign shown only to people within 2 to 5 km of the shop.", template: "Bao Down near you" }),
        checkedTactic({ name: "A shop window people stop for", description: "Turn the Bao Down shop window into something passers-by talk about.", template: "Bao Down" }),
      ],
      timeline: [],
    };
    const findings = checkPlanQuality(bao, shopPlan, reading);
    expect(findings.filter((f) => f.rule === "channel-fit").map((f) => (f.target.kind === "tactic" ? f.target.index : -1))).toEqual([0, 1, 2]);
    expect(findings.find((f) => f.rule === "channel-fit" && f.target.kind === "tactic" && f.target.index === 0)?.reason).toContain("Bao Down is a food truck");
    // Nothing says where the truck is this week, and nothing works on catering, which is the goal.
    const plans = findings.filter((f) => f.target.kind === "plan").map((f) => f.reason);
    expect(plans.some((r) => r.includes("No tactic tells customers where the food truck parks this week"))).toBe(true);
    expect(plans.some((r) => r.includes("no tactic sells catering as a line of its own"))).toBe(true);
  });

  it("leaves a bakery's till alone", () => {
    const bakery = BUSINESS_FIXTURES.find((f) => readAnswers(f.answers, FIXED_PLAN_DAY).trade === "food" && !readAnswers(f.answers, FIXED_PLAN_DAY).mobileFood)!.answers;
    const till = { tactics: [checkedTactic({ name: "A card by the till", description: "Put a card by the till.", template: bakery.productName })], timeline: [] };
    expect(checkPlanQuality(bakery, till).some((f) => f.reason.includes("is written for a shop"))).toBe(false);
  });
});
