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
 * Riverside Motors, an independent used-car dealer in Worcester: 25-30 cars from £4,000 to £12,000, each with
 * an MOT, a service and a 6-month warranty, listed on AutoTrader, which takes more every year; buyers haggle
 * hard. It used to get a shop's plan ("a staff perk card for nearby workplaces", "gift vouchers for birthdays",
 * "a text when their yearly service is due", "Riverside Motors is a local shop or service"). Each test reads
 * what the dealer would read in a plan made on Monday 4 January 2027.
 */

const dealer = fixture("worcester-used-car-dealer").answers;
const reading = readAnswers(dealer, FIXED_PLAN_DAY);
const plan = buildPlan(dealer, FIXED_PLAN_DAY);
const markdown = planToMarkdown(plan, buildProfile(dealer), dealer, FIXED_PLAN_DAY);
const names = plan.tactics.map((t) => t.name);
const tacticNamed = (start: string) => plan.tactics.find((t) => t.name.startsWith(start));
const withBudget = (budgetRange: typeof dealer.budgetRange) => buildPlan({ ...dealer, budgetRange }, FIXED_PLAN_DAY);

describe("reading a used-car dealer", () => {
  it("reads the founder's words as a used-car dealer, with Google's category for one", () => {
    expect(reading.trade).toBe("dealer");
    const trade = localTrade(`${dealer.productName}. ${dealer.productDescription}`);
    expect(trade.shop).toBe("used-car dealer");
    expect(trade.categories?.main).toBe("Used car dealer");
    expect(localTrade("We sell used cars from a forecourt in Leeds, each with a warranty.").shop).toBe("used-car dealer");
    expect(localTrade("A family-run car dealership in Dayton, Ohio.").shop).toBe("car dealer");
    expect(localTrade("Second-hand van sales for tradesmen in Kent.").categories?.main).toBe("Van dealer");
  });

  it("does not read a garage, a bike workshop or software for dealers as a dealer", () => {
    expect(readAnswers(fixture("dublin-independent-garage").answers).trade).toBe("motor");
    expect(localTrade("Spokes is a bike repair shop in Leith.").trade).toBe("cycle");
    const software = { ...dealer, productName: "LotDesk", productDescription: "LotDesk is inventory software for used-car dealers: listings, leads and test drives in one place.", audienceType: "b2b-smb" as const, audienceGeography: "north-america" as const, localRegion: "" };
    expect(readAnswers(software).trade).toBeNull();
  });

  it("fires for no other fixture", () => {
    const dealers = BUSINESS_FIXTURES.filter((f) => readAnswers(f.answers).trade === "dealer").map((f) => f.id);
    expect(dealers).toEqual(["worcester-used-car-dealer"]);
  });
});

describe("Riverside Motors' plan", () => {
  it("wins the wary buyer in the listing, answers the haggle with reasons and keeps the buyer after the sale", () => {
    expect(names).toEqual(
      expect.arrayContaining([
        "A call a week after every sale, and an honest review asked for then",
        "Every car listed the way a wary buyer checks it: forty photos, its history, the service record and every fault named",
        "One fair price on every car, with the reasons written beside it, so the haggling starts from the facts",
        "First cars for new drivers: the driving instructors whose pupils ask where to buy, and a first-car guide for their parents",
      ]),
    );
    expect(tacticNamed("Every car listed")?.template).toContain("Check its history yourself: the MOT history, free on GOV.UK with its registration ({{registration}})");
    expect(tacticNamed("Every car listed")?.implementation.join("\n")).toContain("check with them what the FCA's rules ask of you as a credit broker");
    expect(tacticNamed("One fair price")?.template).toContain("That's priced against similar cars this week: the card shows them.");
    expect(markdown).toContain("the goal is to grow revenue, by winning the buyer's trust before the test drive and keeping it after the sale");
  });

  it("judges its paid channel against AutoTrader, the listing site it named, and spends only when the budget allows", () => {
    const ads = tacticNamed("This week's cars shown to buyers within twenty miles");
    expect(ads?.name).toContain("judged against what AutoTrader costs per sale");
    expect(ads?.implementation.join("\n")).toContain("set it beside what AutoTrader cost per sale");
    expect(withBudget("bootstrapped").tactics.map((t) => t.name).join("\n")).not.toMatch(/ads/i);
  });

  it("offers none of a shop's, a café's or a salon's tactics or words", () => {
    expect(names.join("\n")).not.toMatch(/staff perk|gift vouchers|stamp card|market|yearly service/i);
    expect(markdown).not.toMatch(/\bby the till\b|\bbest sellers\b|\bin the chair\b|\bregulars\b|\bsupermarket or chain\b|\bshop window\b|local shop or service/i);
    expect(markdown).toContain("Pick the one main category a stranger would search for (Used car dealer)");
  });

  it("profiles buyers who distrust dealers, with a dealer's rivals, tips, quick wins and Marketing Model", () => {
    expect(markdown).toContain("“What's wrong with it that you're not telling me?”");
    expect(markdown).toContain("“Will you still answer if something goes wrong next month?”");
    expect(markdown).toContain("Your real rivals are the franchise dealers, the car supermarkets and private sellers.");
    expect(markdown).toContain("The forecourt comes first, so give marketing a fixed slot");
    expect(markdown).toContain("A free 'what's my car worth' morning on your forecourt");
    expect(markdown).toContain("Riverside Motors is the used-car dealer that names every fault in the listing and rings a week after the sale");
  });

  it("passes the checker, and flags the shop's plan it used to get", () => {
    expect(checkPlanQuality(dealer, plan, reading)).toEqual([]);
    for (const budgetRange of ["bootstrapped", "early", "scaling"] as const) {
      expect(checkPlanQuality({ ...dealer, budgetRange }, withBudget(budgetRange), readAnswers({ ...dealer, budgetRange }, FIXED_PLAN_DAY))).toEqual([]);
    }
    const shopPlan: CheckedPlan = {
      tactics: [
        checkedTactic({ name: "A staff perk card for nearby workplaces", description: "A perk for a coffee or a lunch." }),
        checkedTactic({ name: "A text to past customers when their yearly service is due", description: "Offer the quiet months first." }),
      ],
      timeline: [],
    };
    const flagged = checkPlanQuality(dealer, shopPlan, reading).filter((f) => f.rule === "channel-fit").map((f) => (f.target.kind === "tactic" ? f.target.index : -1));
    expect(flagged).toEqual([0, 1]);
  });

  it("reads for a US dealer in American words: a vehicle history report, the listing site it named, no MOT or FCA", () => {
    const ohio = {
      ...dealer,
      productName: "Maple Street Auto",
      productDescription:
        "Maple Street Auto is a family-run used car dealership in Dayton, Ohio with about 40 cars on the lot, mostly sedans and small SUVs from $8,000 to $22,000, each inspected with a 90-day powertrain warranty. We list on CarGurus and arrange financing through two local credit unions.",
      localRegion: "Dayton, Ohio",
      successMetrics: "Sell 35 cars a month and cut what CarGurus costs us per sale",
      challenges: "CarGurus leads are price shoppers.",
    };
    const usPlan = buildPlan(ohio, FIXED_PLAN_DAY);
    const usMarkdown = planToMarkdown(usPlan, buildProfile(ohio), ohio, FIXED_PLAN_DAY);
    expect(usMarkdown).toContain("a vehicle history report (such as Carfax or AutoCheck) on its VIN");
    expect(usMarkdown).toContain("judged against what CarGurus costs per sale");
    expect(usMarkdown).toContain("what the FTC's and your state's rules ask of a dealer arranging finance");
    expect(usMarkdown).not.toMatch(/\bMOT\b|GOV\.UK|\bFCA\b|£|\btyres?\b|\bneighbour|\benquir/);
    expect(checkPlanQuality(ohio, usPlan)).toEqual([]);
  });

  it("tells the AI it is a used-car dealer", () => {
    expect(promptText(dealer)).toContain("A used-car dealer: buyers compare the same model on the listing sites for weeks");
  });
});
