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
 * Hawthorn Farm, near Chichester: pick-your-own strawberries and raspberries June to August, pumpkins in October,
 * a farm shop open all year and a tea room; rain wipes out weekends and pumpkin visitors forget the farm. It used to
 * get a shop's plan ("Seasonal specials and holiday pre-orders", "A staff perk card for nearby workplaces", "A loyalty
 * stamp card for regulars", "A stall at the weekend market or the local fair"). Each test reads what the farmer would
 * read in a plan made on Monday 4 January 2027.
 */

const farm = fixture("chichester-pick-your-own-farm").answers;
const reading = readAnswers(farm, FIXED_PLAN_DAY);
const plan = buildPlan(farm, FIXED_PLAN_DAY);
const markdown = planToMarkdown(plan, buildProfile(farm), farm, FIXED_PLAN_DAY);
const names = plan.tactics.map((t) => t.name);
const tacticNamed = (start: string) => plan.tactics.find((t) => t.name.startsWith(start));
const withBudget = (budgetRange: typeof farm.budgetRange) => buildPlan({ ...farm, budgetRange }, FIXED_PLAN_DAY);

describe("reading a farm people visit", () => {
  it("reads pick-your-own, U-pick, a pumpkin patch and a farm shop with a café as a farm, with Google's category", () => {
    expect(reading.trade).toBe("farm");
    const trade = localTrade(`${farm.productName}. ${farm.productDescription}`);
    expect(trade.shop).toBe("pick-your-own farm");
    expect(trade.categories?.main).toBe("Pick your own farm produce");
    expect(localTrade("Miller's U-pick: blueberries and apples outside Hudson, New York.").trade).toBe("farm");
    expect(localTrade("A café and farm shop on the edge of Ludlow, with our own lamb.").trade).toBe("farm");
    expect(localTrade("The Pumpkin Patch at Grove Farm opens every October near Lichfield.").categories?.main).toBe("Pumpkin patch");
  });

  it("fires for no other fixture: not the veg box, the taproom, the restaurant or the escape rooms", () => {
    const farms = BUSINESS_FIXTURES.filter((f) => readAnswers(f.answers).trade === "farm").map((f) => f.id);
    expect(farms).toEqual(["chichester-pick-your-own-farm"]);
  });
});

describe("Hawthorn Farm's plan", () => {
  it("says what's ready to pick today, answers the rain and fills weekdays", () => {
    expect(names).toEqual(
      expect.arrayContaining([
        "'What's ready to pick today': one update every picking morning, on your website, your Google profile and Facebook",
        "The weather answered: 'open if it's dry by 10', said by 8am on every picking day, and a wet-day plan for the farm shop and the tea room",
        "Weekday mornings in the school holidays for grandparents and childminders: the quietest rows, a seat in the tea room, and a note to the childminders nearby",
        "Educational visits for nurseries and primary schools: a visit pack with the plan of the day and your risk assessment, sent before the summer term",
      ]),
    );
    expect(names[0]).toMatch(/^'What's ready to pick today'/);
    expect(tacticNamed("'What's ready")?.template).toContain("Also open: the farm shop and the tea room.");
    expect(tacticNamed("The weather answered")?.template).toContain("we open the field if it's dry by 10, and say so here by 8am");
    expect(tacticNamed("Educational visits")?.implementation.join("\n")).toContain("check with your insurer that school groups are covered");
    expect(tacticNamed("Educational visits")?.template).toContain("the children pick strawberries and raspberries themselves");
    expect(markdown).toContain("the goal is to grow revenue, by bringing families on the days the crop is ready and the weather holds");
  });

  it("turns the pumpkin visitors into farm shop customers with a list kept by season, reviews, listings and campsites", () => {
    expect(names).toEqual(
      expect.arrayContaining([
        "The pumpkin visitors turned into farm shop customers: a card in every bag, the Christmas pre-order list, and a reason to come back each season",
        "A list kept by season: families tick the seasons they come for, and hear only when theirs is ready",
        "A photo spot in the field and an honest Google review asked for the evening after the visit",
        "Listed where families plan a day out: the local tourism site, the 'days out with kids' guides and the local paper's what's on",
        "Holiday guests sent by the campsites, holiday lets and B&Bs nearby: a picking calendar for their welcome folder and a weekday welcome for their guests",
      ]),
    );
    expect(tacticNamed("A list kept by season")?.template).toContain("☐ Summer picking (strawberries and raspberries)   ☐ Pumpkins   ☐ Christmas   ☐ The farm shop, once a month");
  });

  it("offers none of a town shop's tactics or words, and spends on ads only when the budget allows", () => {
    expect(names.join("\n")).not.toMatch(/staff perk|stamp card|weekend market|holiday pre-orders|for regulars/i);
    expect(markdown).not.toMatch(/\bthe shop front\b|\bbest sellers\b|\bshop window\b|local shop or service|\bin the chair\b/i);
    expect(markdown).toContain("Pick the one main category a stranger would search for (Pick your own farm produce)");
    expect(names.join("\n")).not.toMatch(/\bads\b/i);
    expect(withBudget("early").tactics.map((t) => t.name)).toContain("Facebook and Instagram ads to families within half an hour, on the first weeks of each season and on weekdays");
    const scaling = withBudget("scaling").tactics.map((t) => t.name);
    expect(scaling).toContain("The fortnight each crop opens, on local radio, roadside banners and the days-out guides' featured places, judged by cars at the gate");
    expect(scaling.join("\n")).not.toMatch(/local media plan|search ads within a short drive of the shop/i);
  });

  it("profiles families who check the weather and the crop, with a farm's rivals, tips, quick wins and Marketing Model", () => {
    expect(markdown).toContain("“What if it rains when we get there?”");
    expect(markdown).toContain("“We only think of you at pumpkin time.”");
    expect(markdown).toContain("Your real rivals are the supermarket punnet, the soft play and the other days out nearby.");
    expect(markdown).toContain("The field comes first in season, so give marketing a fixed slot");
    expect(markdown).toContain("A board at the farm gate with what's ready to pick today");
    expect(markdown).toContain("Hawthorn Farm Pick Your Own is the farm that tells you every morning what's ready to pick and whether the field is open");
  });

  it("passes the checker at every budget, and flags the shop's plan it used to get", () => {
    expect(checkPlanQuality(farm, plan, reading)).toEqual([]);
    for (const budgetRange of ["bootstrapped", "early", "scaling"] as const) {
      expect(checkPlanQuality({ ...farm, budgetRange }, withBudget(budgetRange), readAnswers({ ...farm, budgetRange }, FIXED_PLAN_DAY))).toEqual([]);
    }
    const shopPlan: CheckedPlan = {
      tactics: [
        checkedTactic({ name: "A staff perk card for nearby workplaces", description: "A perk for a coffee or a lunch." }),
        checkedTactic({ name: "A loyalty stamp card for regulars", description: "Ten stamps and a treat." }),
        checkedTactic({ name: "A stall at the weekend market or the local fair", description: "Book a pitch." }),
        checkedTactic({ name: "Seasonal specials and holiday pre-orders", description: "A list for the occasion." }),
      ],
      timeline: [],
    };
    const flagged = checkPlanQuality(farm, shopPlan, reading).filter((f) => f.rule === "channel-fit").map((f) => (f.target.kind === "tactic" ? f.target.index : -1));
    expect(flagged).toEqual([0, 1, 2, 3]);
  });

  it("speaks of the café a farm shop has, and of the crop a pumpkin patch grows", () => {
    const cafe = { ...farm, productName: "Brook Farm", productDescription: farm.productDescription.replace("a farm shop and a tea room", "a farm shop and a café").replace("cakes from the tea room", "cakes from the café") };
    const cafePlan = buildPlan(cafe, FIXED_PLAN_DAY);
    const weekday = cafePlan.tactics.find((t) => t.name.startsWith("Weekday mornings"));
    expect(weekday?.name).toContain("a seat in the café");
    expect(JSON.stringify(cafePlan.tactics)).not.toContain("tea room");
  });

  it("tells the AI it is a farm people visit", () => {
    expect(promptText(farm)).toContain("A farm people visit (pick-your-own, a pumpkin patch, a farm park, a farm shop with a tea room or café)");
  });
});
