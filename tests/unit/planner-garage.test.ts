import { describe, expect, it } from "vitest";
import { buildPlan, buildProfile } from "~/generation/planner";
import { checkPlanQuality, type CheckedPlan } from "~/plan-quality/checker";
import { localTrade } from "~/plan-quality/local-trade";
import { readAnswers } from "~/plan-quality/reading";
import { planToMarkdown } from "~/plan-view/markdown.server";
import { BUSINESS_FIXTURES, fixture } from "../support/business-fixtures";
import { FIXED_PLAN_DAY } from "../support/plan-day";
import { checkedTactic, promptText } from "../support/plan-checks";

/*
 * Kerrigan Motors, an independent car repair garage in Drumcondra, Dublin: three mechanics, fixed prices,
 * drivers of 5-15-year-old cars who left the main dealer and dread being overcharged; flyers didn't work and
 * the owner is under the bonnet all day. It used to get a shop's plan (a staff perk card, gift vouchers, a
 * loyalty stamp card, a market stall, a tasting evening) and a profile of people after "a small, reliable
 * treat". Each test reads what Seán would read in a plan made on Monday 4 January 2027.
 */

const garage = fixture("dublin-independent-garage").answers;
const reading = readAnswers(garage, FIXED_PLAN_DAY);
const plan = buildPlan(garage, FIXED_PLAN_DAY);
const markdown = planToMarkdown(plan, buildProfile(garage), garage, FIXED_PLAN_DAY);
const names = plan.tactics.map((t) => t.name);

describe("reading a car repair garage", () => {
  it("reads the garage's own words as a garage, with Google's categories for one", () => {
    expect(reading.trade).toBe("motor");
    const trade = localTrade(`${garage.productName}. ${garage.productDescription}`);
    expect(trade.shop).toBe("garage");
    expect(trade.categories?.main).toBe("Auto repair shop");
    expect(localTrade("Brightside MOT centre in Swindon: MOT tests and servicing.").shop).toBe("MOT centre");
    expect(localTrade("An auto repair shop in Tulsa for family cars and pickups.").trade).toBe("motor");
  });

  it("does not read a maker's garage, a garage gym or a garage door firm as a car garage", () => {
    expect(localTrade("Hand-made oak furniture, made in my garage workshop and sold at the market.").trade).not.toBe("motor");
    expect(localTrade("A garage gym studio for strength classes in Leeds.").trade).not.toBe("motor");
    expect(localTrade("Garage door repairs and fitting across Bristol.").trade).not.toBe("motor");
  });

  it("fires for no other fixture", () => {
    const garages = BUSINESS_FIXTURES.filter((f) => readAnswers(f.answers).trade === "motor").map((f) => f.id);
    expect(garages).toEqual(["dublin-independent-garage"]);
  });
});

describe("Kerrigan Motors' plan", () => {
  it("shows the fault and the price, reminds before the test, and wins the vans nearby", () => {
    expect(names).toEqual(
      expect.arrayContaining([
        "Fixed prices for the jobs drivers search for, on your Google profile and your website",
        "A photo of the worn part, sent with every quote before the work starts",
        "A standing account for the vans of small businesses nearby: seen first, back on the road the same day",
        "A text to past customers when their yearly service is due, offering the quiet months first",
      ]),
    );
  });

  it("offers none of a shop's or a salon's tactics", () => {
    expect(names.join("\n")).not.toMatch(/staff perk|gift vouchers|stamp card|market|tasting|workshop in the shop/i);
    expect(markdown).not.toMatch(/\bby the till\b|\bbest sellers\b|\bin the chair\b|\bfirst cut\b|\bBakery\b|\btreat in their week\b/);
  });

  it("names Ireland's test in its templates, the UK's and the US's in theirs", () => {
    const fault = plan.tactics.find((t) => t.name.startsWith("A photo of the worn part"));
    expect(fault?.template).toContain("we'll remind you before your NCT");
    const inUk = buildPlan({ ...garage, productDescription: garage.productDescription.replace("NCT preparation", "MOT preparation").replace("Drumcondra, Dublin", "Kettering"), localRegion: "Kettering, Northamptonshire" }, FIXED_PLAN_DAY);
    expect(JSON.stringify(inUk.tactics)).toContain("MOT preparation and retest");
    const inUs = buildPlan({ ...garage, productDescription: "An independent auto repair shop in Tulsa, Oklahoma: servicing, brakes and diagnostics for family cars and pickups, with fixed prices shown before we start and most cars back the same day.", localRegion: "Tulsa, Oklahoma" }, FIXED_PLAN_DAY);
    expect(JSON.stringify(inUs.tactics)).toContain("state inspection preparation and retest");
  });

  it("profiles drivers who fear the bill, with a garage's rivals, quick wins, toolkit and Marketing Model", () => {
    expect(markdown).toContain("Reads Google reviews for one thing: whether the garage is honest about what needs doing");
    expect(markdown).toContain("“How do I know it really needs doing?”");
    expect(markdown).toContain("Free checks before the test, one Saturday morning on your forecourt");
    expect(markdown).toContain("Your real rivals are the main dealer and the fast-fit chains, and putting the work off until the test");
    expect(markdown).toContain("unlike the main dealer and the fast-fit chains, {{the one thing only you do}}");
    expect(markdown).toContain("Pick the one main category a stranger would search for (Auto repair shop)");
  });

  it("passes the checker, and flags the shop's plan it used to get", () => {
    expect(checkPlanQuality(garage, plan, reading)).toEqual([]);
    const shopPlan: CheckedPlan = {
      tactics: [
        checkedTactic({ name: "Gift vouchers for birthdays, holidays and thank-yous", description: "Sell gift vouchers by the till." }),
        checkedTactic({ name: "A loyalty stamp card for regulars", description: "A stamp for every visit." }),
      ],
      timeline: [],
    };
    const flagged = checkPlanQuality(garage, shopPlan, reading).filter((f) => f.rule === "channel-fit").map((f) => (f.target.kind === "tactic" ? f.target.index : -1));
    expect(flagged).toEqual([0, 1]);
  });

  it("tells the AI it is a garage", () => {
    expect(promptText(garage)).toContain("A car repair garage: drivers come when the yearly test or a service is due");
  });
});
