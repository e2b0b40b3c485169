import { describe, expect, it } from "vitest";
import { buildPlan, buildProfile } from "~/generation/planner";
import { checkPlanQuality, type CheckedPlan } from "~/plan-quality/checker";
import { readAnswers } from "~/plan-quality/reading";
import { restaurantWordOf } from "~/plan-quality/restaurant";
import { planToMarkdown } from "~/plan-view/markdown.server";
import { BUSINESS_FIXTURES, fixture } from "../support/business-fixtures";
import { FIXED_PLAN_DAY } from "../support/plan-day";
import { checkedTactic, promptText } from "../support/plan-checks";

/*
 * Osteria Nonna Lina, a 40-seat family Italian restaurant in Stockbridge, Edinburgh (typed "web-app" on the
 * form), full on Fridays and Saturdays and at 15 covers Monday to Wednesday; the goal is 40 covers on those
 * nights by the end of March. Deliveroo takes 30% and the dishes travel badly; Groupon brought people who
 * never came back. Each test reads what its founder would read in a plan made on Monday 4 January 2027.
 */

const lina = fixture("edinburgh-osteria-quiet-nights").answers;
const reading = readAnswers(lina, FIXED_PLAN_DAY);
const plan = buildPlan(lina, FIXED_PLAN_DAY);
const profile = buildProfile(lina);
const markdown = planToMarkdown(plan, profile, lina, FIXED_PLAN_DAY);
const names = plan.tactics.map((t) => t.name);
const tacticText = plan.tactics.map((t) => [t.name, t.description, ...t.implementation, t.template].join("\n")).join("\n");

describe("reading a sit-down restaurant", () => {
  it("reads the restaurant whatever the product type says, with its quiet nights, covers and what was ruled out", () => {
    expect(reading.kind).toBe("local");
    expect(reading.restaurant).toMatchObject({
      word: "restaurant",
      cuisine: "Italian",
      city: "Edinburgh",
      hood: "Stockbridge",
      seats: 40,
      quietNights: ["Monday", "Tuesday", "Wednesday"],
      coversNow: 15,
      coversGoal: 40,
      byMonth: "March",
      signature: "fresh pasta made every morning",
      mainPrice: "£18",
      setLunch: "£16",
      privateRoom: 14,
      booking: "OpenTable",
      deliveryOut: true,
      dealSiteFailed: true,
    });
  });

  it("rules delivery apps out from what the founder said, not only for restaurants", () => {
    expect(reading.avoid.map((o) => o.tag)).toContain("marketplaces");
    expect(names.join("\n")).not.toMatch(/delivery apps?/i);
    expect(tacticText).not.toMatch(/Deliveroo|Uber Eats|Just Eat/);
    // The same words ("Deliveroo takes 30%") rule delivery apps out for a café too.
    const cafe = readAnswers({ ...lina, productDescription: "A small café in Leith, Edinburgh, with coffee, soups and cakes made every morning, open 8 to 4.", challenges: "Deliveroo takes 30% and our soups travel badly." }, FIXED_PLAN_DAY);
    expect(cafe.avoid.map((o) => o.tag)).toContain("marketplaces");
    const cafePlan = buildPlan({ ...lina, productDescription: "A small café in Leith, Edinburgh, with coffee, soups and cakes made every morning, open 8 to 4.", challenges: "Deliveroo takes 30% and our soups travel badly." }, FIXED_PLAN_DAY);
    expect(cafePlan.tactics.map((t) => t.name).join("\n")).not.toMatch(/Delivery apps/);
  });

  it("recognises bistros and wine bars serving meals, and not what is made for restaurants", () => {
    expect(restaurantWordOf("A neighbourhood bistro in Bristol's Gloucester Road.")).toBe("bistro");
    expect(restaurantWordOf("A wine bar in Leeds with small plates from our own kitchen.")).toBe("wine bar");
    expect(restaurantWordOf("A wine bar in Leeds pouring natural wines by the glass.")).toBeNull();
    expect(restaurantWordOf("Booking software for independent restaurants.")).toBeNull();
    expect(restaurantWordOf("A two-person bookkeeping firm in Manchester that only works with independent restaurants.")).toBeNull();
  });

  it("leaves the bakery, the taproom, the food truck and the venue their own plans", () => {
    const own = { "lyon-bakery": null, "asheville-brewery-taproom": "taproom", "portland-bao-food-truck": "mobileFood", "cotswolds-wedding-barn": "venue" } as const;
    for (const [id, kind] of Object.entries(own)) {
      const r = readAnswers(fixture(id).answers, FIXED_PLAN_DAY);
      expect(r.restaurant, id).toBeNull();
      if (kind) expect(r[kind], id).not.toBeNull();
      const theirs = buildPlan(fixture(id).answers, FIXED_PLAN_DAY).tactics.map((t) => t.name).join("\n");
      expect(theirs, id).not.toMatch(/quiet nights that is not a discount|Hotel concierges and front desks|guest list from/);
    }
  });

  it("fires for no other fixture", () => {
    const fired = BUSINESS_FIXTURES.filter((f) => f.id !== "edinburgh-osteria-quiet-nights" && readAnswers(f.answers).restaurant).map((f) => f.id);
    expect(fired).toEqual([]);
  });
});

describe("the plan Osteria Nonna Lina reads", () => {
  it("is made of a restaurant's tactics: a reason to come on the quiet nights, the guest list, the Google profile and reviews", () => {
    expect(names).toEqual(
      expect.arrayContaining([
        "A reason to come on Monday to Wednesday nights that is not a discount: a Monday pasta night, a regional menu, a producer's evening",
        "The guests who already love you, told first: a guest list from OpenTable and your own booking page and the tables, one email a fortnight",
        "The Google profile with the menu, the booking button and the morning's kitchen, and every Google and TripAdvisor review answered",
        "Birthdays, office teams and groups booked onto Monday to Wednesday nights, with the private room for 14 and a set menu for groups",
      ]),
    );
  });

  it("has none of the bakery's lines it used to get, and no discount", () => {
    expect(markdown).not.toMatch(/door drop|breakfast (?:and lunch orders|boxes?)|sample box|staff perk card|pre-?orders?|collection slots|by the till|at the till|come in,? say hello|around the shop|shop window|at the counter|free pastry|market stall|tasting table/i);
    expect(tacticText).not.toMatch(/groupon|\d+\s?% off|two-for-one|half price/i);
    expect(profile.buyingProcess).not.toMatch(/pass the window|on the school run/);
  });

  it("states the covers arithmetic and what the founder ruled out", () => {
    expect(plan.strategySummary).toContain("Osteria Nonna Lina is a 40-seat Italian restaurant in Stockbridge, Edinburgh");
    expect(plan.strategySummary).toContain("From about 15 to 40 covers a night, Monday to Wednesday, is 25 more a night, about 75 more a week, by the end of March. At £18 a main, that is at least £1,350 more a week");
    expect(plan.strategySummary).toContain("if 40 is the three nights together, the gap is 25 a week");
    expect(plan.strategySummary).toContain('You said "Deliveroo takes 30% and our dishes travel badly", so delivery apps are left out.');
    expect(plan.strategySummary).toContain("not to a delivery app's commission");
    expect(plan.strategySummary).toContain("You said a deal site brought people who never came back, so nothing here is a discount to strangers");
    expect(plan.strategySummary).toContain("Burns Night falls on Monday 25 January, one of your quiet nights");
    expect(plan.primaryFocus[0]).toBe("Covers on Monday to Wednesday nights: from 15 covers to 40 covers a night by the end of March, counted per night every week");
  });

  it("starts in week 1 with the nights' menus, the Google profile and the guest list", () => {
    const tasks = plan.timeline[0]!.tasks.join("\n");
    expect(plan.timeline[0]!.weeks).toBe("Weeks 1-3");
    expect(tasks).toContain("This week, choose the three nights' formats: a pasta night for Monday");
    expect(tasks).toContain("At business.google.com");
    expect(tasks).toContain("answer every review from the last three months on Google and TripAdvisor");
    expect(tasks).toContain("Email only people who opted in");
  });

  it("sends ready-to-use messages in the restaurant's own words", () => {
    expect(tacticText).toContain("Subject: Monday is pasta night at Osteria Nonna Lina");
    expect(tacticText).toContain("Osteria Nonna Lina is a family Italian restaurant in Stockbridge, Edinburgh: fresh pasta made every morning, mains around £18.");
    expect(tacticText).toContain("we have the private room for 14 and a set group menu");
    expect(tacticText).toContain("check the ICO's guidance on direct marketing");
    expect(tacticText).not.toContain("{{price}}");
  });

  it("describes guests who choose where to eat by trust and occasion", () => {
    expect(profile.overview).toContain("People choose where to eat out by trust and by occasion");
    expect(profile.overview).toContain("(sit-down restaurant)");
    expect(profile.buyingProcess).toContain("books through OpenTable or by phone");
  });

  it("gives quick wins, tips, a toolkit and a marketing model for a restaurant", () => {
    const quickWins = plan.guerrillaTactics.map((t) => t.name);
    expect(quickWins).toContain("Tell every weekend table about Monday pasta night");
    expect(quickWins).toContain("Offer a Monday to every group whose weekend was full");
    expect(markdown).toContain("Count covers per night every Monday for Monday to Wednesday nights");
    expect(markdown).toContain("Your real rival on Monday to Wednesday nights is not the restaurant down the street: it is staying in");
    expect(markdown).toContain("Three pastas we only make on Mondays, made here this morning");
    expect(markdown).toContain("use it on your page, at the table and on the cards you hand out");
  });

  it("passes the checker", () => {
    expect(checkPlanQuality(lina, plan, reading)).toEqual([]);
  });

  it("tells the AI it is a restaurant, with its plan, what was ruled out and the arithmetic", () => {
    const prompt = promptText(lina);
    expect(prompt).toContain("A sit-down restaurant (Italian), not a shop, a bakery or a web app");
    expect(prompt).toContain("Kind of business, as read from the answers: sit-down restaurant");
    expect(prompt).toContain("delivery apps (the commission, and food that travels badly)");
    expect(prompt).toContain("discount deals and deal sites (their diners never came back)");
    expect(prompt).toContain("From about 15 to 40 covers a night, Monday to Wednesday");
  });
});

describe("the checker on a restaurant's plan", () => {
  it("flags the bakery plan Osteria Nonna Lina used to get", () => {
    const bakeryPlan: CheckedPlan = {
      tactics: [
        checkedTactic({ name: "Flyer door drop in the streets around the shop", description: "Print 500 flyers and deliver them around the shop, one round a week." }),
        checkedTactic({ name: "A staff perk card for nearby workplaces", description: "Offer the staff of nearby offices 10% off, shown with a staff perk card at the till." }),
      ],
      timeline: [],
    };
    const findings = checkPlanQuality(lina, bakeryPlan, reading);
    expect(findings.filter((f) => f.rule === "channel-fit").map((f) => (f.target.kind === "tactic" ? f.target.index : -1))).toEqual([0, 1]);
    expect(findings.some((f) => f.target.kind === "plan" && f.reason.includes("no tactic gives people a dated reason to come on Monday to Wednesday nights"))).toBe(true);
  });

  it("flags a discount deal and a delivery app after the founder ruled them out", () => {
    const dealPlan: CheckedPlan = {
      tactics: [
        checkedTactic({ name: "Monday pasta night", description: "A pasta night every Monday with three pastas made only that night." }),
        checkedTactic({ name: "A Groupon deal for Tuesdays", description: "Run a Groupon deal: two-for-one mains on Tuesdays." }),
        checkedTactic({ name: "Deliveroo on the quiet nights", description: "List the restaurant on Deliveroo with a short menu for Monday to Wednesday." }),
      ],
      timeline: [],
    };
    const findings = checkPlanQuality(lina, dealPlan, reading);
    expect(findings.some((f) => f.reason.includes("is a discount to strangers, and you said a deal site's diners never came back"))).toBe(true);
    expect(findings.some((f) => f.target.kind === "tactic" && f.target.index === 2)).toBe(true);
    expect(findings.some((f) => f.reason.includes("no tactic gives people a dated reason"))).toBe(false);
  });
});
