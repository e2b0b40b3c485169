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
 * Tyne Valley Cycle Repairs, a one-man bike repair workshop in a converted garage in Hexham: £65 a service,
 * e-bikes too, booked two weeks out in summer and half empty from November to February; he can't beat
 * Halfords on price and won't discount his labour. It used to get a shop's plan (a staff perk card for
 * "a coffee, a lunch, a haircut", gift vouchers for "a cut and blow-dry", the yearly-service text "at a
 * small discount") and a Google profile promising "a small team". Each test reads what he would read in a
 * plan made on Monday 4 January 2027.
 */

const workshop = fixture("hexham-bike-repair-workshop").answers;
const reading = readAnswers(workshop, FIXED_PLAN_DAY);
const plan = buildPlan(workshop, FIXED_PLAN_DAY);
const markdown = planToMarkdown(plan, buildProfile(workshop), workshop, FIXED_PLAN_DAY);
const names = plan.tactics.map((t) => t.name);
const tacticNamed = (start: string) => plan.tactics.find((t) => t.name.startsWith(start));

describe("reading a bike repair workshop", () => {
  it("reads the founder's words as a bike workshop run alone, with Google's category for one", () => {
    expect(reading.trade).toBe("cycle");
    expect(reading.solo).toBe(true);
    const trade = localTrade(`${workshop.productName}. ${workshop.productDescription}`);
    expect(trade.shop).toBe("bike workshop");
    expect(trade.categories?.main).toBe("Bicycle repair shop");
    expect(localTrade("Spokes is a bike repair shop in Leith: services, wheel builds and e-bike servicing.").trade).toBe("cycle");
    expect(localTrade("Cycle repairs and servicing in Totnes, collected from your door.").trade).toBe("cycle");
  });

  it("does not read a bike shop that sells bikes, a bike tour or a car garage as a bike workshop", () => {
    expect(readAnswers(fixture("student-bike-shop").answers).trade).toBe("retail");
    expect(localTrade("Guided bike tours of Lisbon's old town with a local guide.").trade).toBe("tour");
    expect(localTrade("An independent car repair garage in Drumcondra, Dublin.").trade).toBe("motor");
  });

  it("fires for no other fixture", () => {
    const workshops = BUSINESS_FIXTURES.filter((f) => readAnswers(f.answers).trade === "cycle").map((f) => f.id);
    expect(workshops).toEqual(["hexham-bike-repair-workshop"]);
  });
});

describe("Tyne Valley Cycle Repairs' plan", () => {
  it("fills the quiet months at the usual price, shows worn parts, and reaches e-bike owners and clubs", () => {
    expect(names).toEqual(
      expect.arrayContaining([
        "A service booked in the quiet months: the bike back in two days, before the spring queue",
        "Fixed prices for the jobs riders search for, and a photo of the worn part before any extra work",
        "An e-bike page that says what you service, for riders whose bike came from far away",
      ]),
    );
    expect(tacticNamed("A service booked in the quiet months")?.template).toContain("have it back within two days, at the usual {{service price}}");
  });

  it("cuts no price: he won't discount his labour", () => {
    const quiet = tacticNamed("A service booked in the quiet months");
    expect(quiet?.description).toContain("No discount: the reason to come now is the wait they avoid.");
    expect(JSON.stringify(plan.tactics)).not.toMatch(/small discount|\d+% off|half price/i);
  });

  it("offers none of a shop's, a café's or a salon's tactics", () => {
    expect(names.join("\n")).not.toMatch(/staff perk|gift vouchers|stamp card|tasting/i);
    expect(markdown).not.toMatch(/\bby the till\b|\bbest sellers\b|\bin the chair\b|\bfirst cut\b|\bBakery\b|look and feel their best/i);
  });

  it("speaks for one man, not a team", () => {
    expect(markdown).toContain("At Tyne Valley Cycle Repairs you will meet {{your name}}, who knows most customers by name.");
    expect(markdown).not.toMatch(/\bsmall team\b|\bthe team at work\b|\band the team\b/);
  });

  it("profiles riders who fear the spring queue and the surprise bill, with a workshop's rivals, toolkit and Marketing Model", () => {
    expect(markdown).toContain("“How long will I be without my bike?”");
    expect(markdown).toContain("“Can you work on my e-bike?”");
    expect(markdown).toContain("Free safety checks where riders gather, on the first dry Saturday");
    expect(markdown).toContain("Your real rivals are Halfords, and riding on until something breaks");
    expect(markdown).toContain("Pick the one main category a stranger would search for (Bicycle repair shop)");
    expect(markdown).toContain("The spring queue starts in {{month}}: book your service at Tyne Valley Cycle Repairs now");
  });

  it("passes the checker, and flags the shop's plan it used to get", () => {
    expect(checkPlanQuality(workshop, plan, reading)).toEqual([]);
    const shopPlan: CheckedPlan = {
      tactics: [
        checkedTactic({ name: "A staff perk card for nearby workplaces", description: "A perk for a coffee, a lunch or a haircut." }),
        checkedTactic({ name: "Gift vouchers for birthdays, holidays and thank-yous", description: "Sell gift vouchers by the till." }),
      ],
      timeline: [],
    };
    const flagged = checkPlanQuality(workshop, shopPlan, reading).filter((f) => f.rule === "channel-fit").map((f) => (f.target.kind === "tactic" ? f.target.index : -1));
    expect(flagged).toEqual([0, 1]);
  });

  it("tells the AI it is a bike workshop", () => {
    expect(promptText(workshop)).toContain("A bike repair workshop: riders put the service off until spring");
  });
});
