import { describe, expect, it } from "vitest";
import { buildPlan, buildProfile } from "~/generation/planner";
import { planMessages } from "~/generation/prompts.server";
import { checkPlanQuality } from "~/plan-quality/checker";
import { readAnswers } from "~/plan-quality/reading";
import { marginNote, paceNote, readWholesale } from "~/plan-quality/wholesale";
import { CURRENCIES } from "~/plan-quality/money";
import { successTipsFor } from "~/plan-view/fixed-texts";
import { toolkitFor } from "~/plan-view/toolkit";
import type { PlanFormData } from "~/wizard/types";
import { fixture } from "../support/business-fixtures";
import { FIXED_PLAN_DAY } from "../support/plan-day";

/*
 * Hollow Tree Hot Sauce: small-batch hot sauces from a shared kitchen in Bristol, £6.50 a bottle retail and
 * £3.90 wholesale, sold at two farmers' markets and online, two delis stocking it. The goal: "stocked in 25
 * delis and farm shops in the South West by the end of August". She makes every batch on Mondays and
 * Tuesdays, has 4 hours a week for the rest, can't afford a distributor's margin, and Instagram brings likes,
 * not sales. Each test reads what she would check.
 */

const sauce = fixture("bristol-hot-sauce-stockists").answers;
const reading = readAnswers(sauce, FIXED_PLAN_DAY);
const plan = buildPlan(sauce, FIXED_PLAN_DAY);
const profile = buildProfile(sauce, reading);
const tactic = (name: RegExp) => {
  const found = plan.tactics.find((t) => name.test(t.name));
  if (!found) throw new Error(`no tactic matching ${name}: ${plan.tactics.map((t) => t.name).join(" | ")}`);
  return found;
};
const allText = JSON.stringify(plan);

describe("reading a producer whose goal is shelves in shops (pure)", () => {
  it("reads the shops, the target and today's stockists, the prices, the case and what she said", () => {
    expect(reading.kind).toBe("ecommerce");
    expect(reading.local).toBe(false);
    expect(reading.wholesale).toEqual({
      shops: "delis and farm shops",
      shop: "deli or farm shop",
      target: 25,
      now: 2,
      region: "the South West",
      unit: "bottle",
      retail: 6.5,
      trade: 3.9,
      caseOf: 6,
      noDistributor: "I can't afford a distributor's margin yet",
      makingDays: "Mondays and Tuesdays",
      food: true,
    });
    // "Instagram posts get likes but no sales" rules Instagram out; the days she makes are not her marketing slot.
    expect(reading.avoid.map((o) => o.tag)).toEqual(["instagram"]);
    expect(reading.marketingSlot).toBeNull();
  });

  it("reads the same goal however she filled in the form: as a business selling to small businesses, or with a 'Land partnerships' goal", () => {
    for (const variant of [{ audienceType: "b2b-smb" }, { primaryGoal: "partnerships" }, { audienceGeography: "specific-country", specificCountry: "United Kingdom", localRegion: undefined }] as Partial<PlanFormData>[]) {
      const r = readAnswers({ ...sauce, ...variant } as PlanFormData, FIXED_PLAN_DAY);
      expect(r.kind).toBe("ecommerce");
      expect(r.wholesale?.target).toBe(25);
    }
  });

  it("is only a wholesale goal when the success metrics count shops stocking the product", () => {
    expect(readWholesale({ ...sauce, successMetrics: "Sell 400 bottles a month at markets and online by August" }, true)).toBeNull();
    // A skincare brand counting subscribers, a coffee subscription counting subscribers: no wholesale reading.
    expect(readAnswers(fixture("skincare-d2c").answers, FIXED_PLAN_DAY).wholesale).toBeNull();
    expect(readAnswers(fixture("coffee-subscription").answers, FIXED_PLAN_DAY).wholesale).toBeNull();
    // A bakery with its own counter stays a local shop.
    expect(readAnswers(fixture("lyon-bakery").answers, FIXED_PLAN_DAY).kind).toBe("local");
  });

  it("says the shop's margin and the pace to the goal in pounds and weeks", () => {
    const w = reading.wholesale!;
    expect(marginNote(w, CURRENCIES.GBP)).toBe(
      "At £3.90 trade and £6.50 on the shelf, a deli or farm shop keeps £2.60 a bottle, 40% of the shelf price, within the 30-40% most delis and farm shops look for, so say it on the price list; a case of 6 costs them £23.40 and earns them £15.60.",
    );
    expect(paceNote(w, 35)).toBe(
      "From 2 stockists to 25 in 35 weeks is 23 new delis and farm shops, about one every 1.5 weeks. Assumption: about one buyer in four orders after a sample and a follow-up, so plan on 3 samples a week (about 92 buyers in all) and count orders every week.",
    );
    // A thin margin is said to be thin.
    expect(marginNote({ ...w, trade: 5.2 }, CURRENCIES.GBP)).toContain("20% of the shelf price, below the 30-40% most delis and farm shops look for");
  });
});

describe("the plan gets Hollow Tree Hot Sauce onto 25 shelves", () => {
  it("calls it a food and drink producer selling to delis and farm shops, with the margin, the pace and the deadline", () => {
    expect(plan.strategySummary).toContain(
      "Hollow Tree Hot Sauce is a food and drink producer selling to shops: to delis and farm shops in the South West at a trade price, and to food lovers directly.",
    );
    expect(plan.strategySummary).toContain("a deli or farm shop keeps £2.60 a bottle, 40% of the shelf price");
    expect(plan.strategySummary).toContain("From 2 stockists to 25 in 35 weeks is 23 new delis and farm shops");
    expect(plan.strategySummary).toContain("by the end of August, 31 August 2027");
    expect(allText).not.toMatch(/local shop or service|D2C brand|Google Business Profile|staff perk|shop window/);
  });

  it("leads with samples and a trade price list to buyers, set up in the first two weeks", () => {
    const samples = tactic(/samples and a trade price list/i);
    expect(plan.tactics[0]!.name).toBe(samples.name);
    expect(samples.implementation.join(" ")).toContain("trade price (£3.90 a bottle) and shelf price (£6.50)");
    expect(samples.implementation.join(" ")).toContain("List 100 delis and farm shops in the South West");
    expect(plan.timeline[0]!.tasks.join(" ")).toContain("Make the one-page trade price list");
  });

  it("gives a ready-to-send email to a deli buyer, with the numbers and a follow-up a week later", () => {
    const t = tactic(/samples and a trade price list/i).template;
    expect(t).toMatch(/^Subject: Hollow Tree Hot Sauce for \{\{their shop\}\}: a sample bottle is on your counter/);
    expect(t).toContain("£3.90 a bottle to you, £6.50 on your shelf, so you keep £2.60 a bottle (40% of the shelf price)");
    expect(t).toContain("A first order is a case of 6, mixed flavours if you like, and if any bottles haven't sold after eight weeks I'll swap them.");
    expect(t).toContain("Follow-up, a week later:");
  });

  it("offers each new stockist a tasting, with its own template, so the first case sells and the shop reorders", () => {
    const tasting = tactic(/tasting in each new stockist/i);
    expect(tasting.template).toMatch(/^Subject: A free tasting of Hollow Tree Hot Sauce at \{\{their shop\}\}\?/);
    expect(tasting.implementation.join(" ")).toContain("shelf card");
  });

  it("turns market customers into requests, lists on Faire and meets buyers through Taste of the West", () => {
    expect(tactic(/ask their own deli or farm shop/i).template).toContain("Want Hollow Tree Hot Sauce nearer home? Ask your deli or farm shop to stock us");
    expect(tactic(/Faire/).template).toContain("£3.90 a bottle, £6.50 on the shelf");
    expect(tactic(/Taste of the West/).name).toBe("Join Taste of the West (the South West's food and drink group), and meet buyers at one regional food fair");
  });

  it("listens: no Instagram, no distributor, nothing on her making days, and 4 hours a week", () => {
    expect(plan.strategySummary).toContain('You said "Instagram posts get likes but no sales", so Instagram is left out.');
    expect(plan.strategySummary).toContain('You said "I can\'t afford a distributor\'s margin yet", so the plan sells to delis and farm shops directly');
    const { strategySummary: _said, ...rest } = plan;
    expect(JSON.stringify(rest)).not.toMatch(/instagram|reels/i);
    expect(JSON.stringify(rest)).not.toMatch(/\bevery Monday\b|\bon Mondays\b|\bevery Tuesday\b/);
    expect(tactic(/samples and a trade price list/i).implementation.join(" ")).toContain("on a day you are not making (not Mondays and Tuesdays)");
    const hours = plan.tactics.map((t) => Number(/about (\d+(?:\.\d+)?) hours? a week/.exec(t.resourcesNeeded[0] ?? "")?.[1] ?? NaN));
    expect(hours.every((h) => !Number.isNaN(h))).toBe(true);
    expect(hours.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(4);
    expect(JSON.stringify(successTipsFor(reading))).not.toMatch(/\ba day\b/);
  });

  it("states every sum in pounds but the form's own budget range, and passes the checker", () => {
    expect(plan.strategySummary).toContain("a budget of under $500 (about £400) a month");
    expect(allText.replace("under $500 (about £400)", "")).not.toMatch(/\$\s?\d/);
    expect(checkPlanQuality(sauce, plan, reading)).toEqual([]);
  });

  it("profiles the shop owners who decide, and gives wholesale quick wins and toolkit", () => {
    expect(profile.needs.join(" ")).toContain("A margin of about a third of the shelf price or more");
    expect(JSON.stringify(profile)).not.toMatch(/subscriptions? that are hard to cancel|pause or cancel/i);
    expect(plan.guerrillaTactics.map((g) => g.name)).toContain("One introduction from each stockist");
    expect(JSON.stringify(plan.guerrillaTactics)).not.toMatch(/ at and /);
    expect(JSON.stringify(toolkitFor(reading))).toContain("Drop a sample and your trade price list at three delis and farm shops this week");
  });

  it("tells the AI the same", () => {
    const prompt = JSON.stringify(planMessages(sauce));
    expect(prompt).toContain("Kind of business, as read from the answers: food and drink producer selling to shops");
    expect(prompt).toContain("A producer selling to delis and farm shops in the South West at a trade price");
    expect(prompt).toContain("sell to the shops directly, no distributor or wholesaler");
  });
});

describe("other producers, other words", () => {
  it("reads a granola maker in Austin: 'get into 15 independent grocers and coffee shops', dollars, bags, and three shops that carry it", () => {
    const granola = {
      ...structuredClone(sauce),
      productName: "Prairie Oat Co",
      productDescription:
        "Prairie Oat Co makes small-batch granola in a commercial kitchen in Austin, Texas. A 12 oz bag sells for $9 on our website and at the Saturday farmers market; we sell it to stores at $5.40 a bag in cases of eight. Three coffee shops in East Austin carry it and reorder every two weeks.",
      localRegion: "Austin, Texas",
      successMetrics: "Get into 15 independent grocers and coffee shops in Austin within three months",
    } satisfies PlanFormData;
    const r = readAnswers(granola, FIXED_PLAN_DAY);
    expect(r.kind).toBe("ecommerce");
    expect(r.wholesale).toMatchObject({ shops: "grocers and coffee shops", target: 15, now: 3, unit: "bag", retail: 9, trade: 5.4, caseOf: 8 });
    expect(marginNote(r.wholesale!, r.currency)).toContain("a grocer or coffee shop keeps $3.60 a bag, 40% of the shelf price");
    // Outside the South West the regional food group is not Taste of the West.
    expect(JSON.stringify(buildPlan(granola, FIXED_PLAN_DAY))).not.toContain("Taste of the West");
  });

  it("hands the sample over in person, with a note and a visit a week later, when she says cold emails get no replies", () => {
    const warm = { ...structuredClone(sauce), challenges: `Cold emails to deli owners get no replies. ${sauce.challenges}` };
    const warmPlan = buildPlan(warm, FIXED_PLAN_DAY);
    const samples = warmPlan.tactics.find((t) => /samples and a trade price list/i.test(t.name))!;
    expect(samples.template).toMatch(/^Handwritten note, left with the sample and the price list:/);
    expect(samples.template).not.toMatch(/^Subject:/m);
    expect(samples.description).toContain("no cold email");
    expect(checkPlanQuality(warm, warmPlan)).toEqual([]);
  });
});
