import { describe, expect, it } from "vitest";
import { buildPlan, buildProfile } from "~/generation/planner";
import { checkPlanQuality, type CheckedPlan } from "~/plan-quality/checker";
import { floristWordOf } from "~/plan-quality/florist";
import { readAnswers } from "~/plan-quality/reading";
import { planToMarkdown } from "~/plan-view/markdown.server";
import { BUSINESS_FIXTURES, fixture } from "../support/business-fixtures";
import { FIXED_PLAN_DAY } from "../support/plan-day";
import { checkedTactic, promptText } from "../support/plan-checks";

/*
 * Wild Stem Flowers, a florist in Harrogate with a small shop and an online shop: bouquets from £35 delivered
 * the same day in Harrogate and Knaresborough when ordered by 1pm, sympathy work, one wedding a weekend at most,
 * weekly flowers for two hotels and an office today. Valentine's and Mother's Day are mad, the rest of the year
 * is quiet; Interflora takes a big cut of wire orders; a flyer drop brought almost nothing. The goal: 15 weekly
 * business accounts and £6,000 a month outside the big holidays by July. Each test reads what its founder would
 * read in a plan made on Monday 4 January 2027 (26 weeks: January to early July).
 */

const florist = fixture("harrogate-florist-weekly-accounts").answers;
const reading = readAnswers(florist, FIXED_PLAN_DAY);
const plan = buildPlan(florist, FIXED_PLAN_DAY);
const profile = buildProfile(florist);
const markdown = planToMarkdown(plan, profile, florist, FIXED_PLAN_DAY);
const names = plan.tactics.map((t) => t.name);
const tacticText = plan.tactics.map((t) => [t.name, t.why, t.description, ...t.implementation, t.template].join("\n")).join("\n");
const timeline = plan.timeline.map((p) => `${p.weeks}\n${p.tasks.join("\n")}`);

describe("reading a florist", () => {
  it("reads the shop, the delivery, the buyers, the goal and what the founder ruled out", () => {
    expect(reading.kind).toBe("local");
    expect(reading.florist).toMatchObject({
      word: "florist",
      town: "Harrogate",
      bouquetFrom: "£35",
      sameDay: true,
      cutOff: "1pm",
      buyers: ["hotels", "restaurants", "offices"],
      accountsGoal: 15,
      monthlyGoal: 6000,
      offPeakGoal: true,
      byMonth: "July",
      wire: "Interflora",
      wireCut: true,
      weddingsCapped: true,
      sympathy: true,
      flyersFailed: true,
      mothersDay: "mothering-sunday",
    });
  });

  it("reads a florist abroad: its own Mother's Day, and a goal counted outside the holidays", () => {
    const us = readAnswers({ ...florist, productDescription: "A flower shop in Asheville with bouquets from $45 and local delivery.", localRegion: "Asheville, North Carolina", successMetrics: "$8,000 a month in non-holiday sales by September" }, FIXED_PLAN_DAY);
    expect(us.florist).toMatchObject({ word: "flower shop", town: "Asheville", bouquetFrom: "$45", monthlyGoal: 8000, offPeakGoal: true, mothersDay: "may" });
  });

  it("fires for no other fixture", () => {
    const others = BUSINESS_FIXTURES.filter((f) => f.id !== "harrogate-florist-weekly-accounts" && readAnswers(f.answers, FIXED_PLAN_DAY).florist !== null);
    expect(others.map((f) => f.id)).toEqual([]);
  });

  it("recognises a flower shop, and not software, a wedding venue or a photographer that works with florists", () => {
    expect(floristWordOf("A flower shop in Galway with deliveries across the city.")).toBe("flower shop");
    expect(floristWordOf("An independent florist in Bath.")).toBe("florist");
    expect(floristWordOf("Ordering software for florists and garden centres.")).toBeNull();
    expect(floristWordOf("A wedding photographer working with florists and planners in Leeds.")).toBeNull();
    expect(readAnswers(fixture("cotswolds-wedding-barn").answers, FIXED_PLAN_DAY).florist).toBeNull();
  });
});

describe("Wild Stem Flowers' plan", () => {
  it("is made of a florist's tactics, and none of a café's or a shop's", () => {
    expect(names).toEqual([
      "Weekly flowers for hotels, restaurants and offices: a price per week and a sample arrangement delivered",
      "A flower subscription for homes: fresh flowers every week, fortnight or month",
      "The 40 likeliest accounts in Harrogate and Knaresborough, visited in person",
      "Sympathy and funeral flowers through the funeral directors in Harrogate and Knaresborough",
      "Thank-you flowers on account for estate agents, solicitors and firms in Harrogate and Knaresborough",
      "Orders direct: your own site and phone on the Google profile and in every bouquet",
      "A reminder before the birthdays and anniversaries customers already ordered for",
      "Valentine's Day and Mothering Sunday as preparation: a short pre-order list, and every buyer kept for the year",
      // A small paid test, as a seed budget allows, sent to the florist's own order page.
      "Google search ads on 'florist Harrogate' and 'flowers delivered' searches in your delivery area",
    ]);
    expect(markdown).not.toMatch(/stamp card|ten stamps|bring-a-neighbour|chalkboard|gift vouchers|seasonal specials/i);
    // The founder said a flyer drop brought almost nothing.
    expect(tacticText).not.toMatch(/\bflyers?\b|\bleaflets?\b|\bdoor drop/i);
    expect(tacticText).not.toMatch(/\$\d/);
  });

  it("sells weekly accounts with a price per week and a sample, and asks the founder only for what it cannot know", () => {
    const offer = plan.tactics[0]!;
    expect(offer.template).toContain("These flowers are for your reception this week, with our compliments, from Wild Stem Flowers in Harrogate");
    expect(offer.template).toContain("Reception arrangement: {{price per week}} a week");
    expect(offer.template).toContain("A month's notice to stop");
    const visits = plan.tactics[2]!;
    expect(visits.implementation.join("\n")).toContain("visit eight of them in person with a small posy for the front desk");
    expect(visits.template).toContain("I'm {{your name}} from Wild Stem Flowers, the florist in Harrogate");
  });

  it("keeps sympathy work respectful and reminders to customers who asked for them", () => {
    const funeral = plan.tactics.find((t) => t.name.startsWith("Sympathy"))!;
    expect(funeral.template).toContain("we never contact families unless they call us");
    expect(funeral.implementation.join("\n")).toContain("never to the family");
    const reminder = plan.tactics.find((t) => t.name.startsWith("A reminder"))!;
    expect(reminder.implementation.join("\n")).toContain("keep only those who say yes (check UK GDPR and PECR guidance");
    expect(reminder.template).toContain("we deliver same day when ordered by 1pm across Harrogate and Knaresborough");
  });

  it("does the goal's arithmetic and says what it heard", () => {
    expect(plan.strategySummary).toContain("£6,000 a month outside the big holidays is about £1,385 a week");
    expect(plan.strategySummary).toContain("15 weekly accounts at £50 a week each (an assumption: set your own price per week) bring about £3,250 a month by July");
    expect(plan.strategySummary).toContain("about 79 orders a month at £35");
    expect(plan.strategySummary).toContain("Valentine's Day (Sunday 14 February, week 6) and Mothering Sunday (Sunday 7 March, week 9) fall inside this plan");
    expect(plan.strategySummary).toContain("You said Interflora takes a big cut of wire orders");
    expect(plan.strategySummary).toContain("nothing here adds weddings");
    expect(plan.strategySummary).toContain("nothing here goes through strangers' doors");
  });

  it("prepares the peak days before they come and writes to their buyers after", () => {
    expect(timeline[0]).toContain("In January, five weeks before Valentine's Day (Sunday 14 February) and Mothering Sunday (Sunday 7 March)");
    expect(timeline[0]).toContain("In January, open pre-orders");
    expect(timeline[0]).toContain("In February, put the subscription card in every peak-day bouquet");
    expect(timeline[1]).toContain("In March, the week after Mothering Sunday, send one thank-you email");
    // The accounts' visits start in the first weeks, not after the peaks.
    expect(timeline[0]).toContain("visit eight of them in person");
  });

  it("describes senders and managers, with quick wins, toolkit, tips and a Marketing Model for a florist", () => {
    expect(markdown).toContain("Two kinds of buyer keep a florist going between the peak days");
    expect(markdown).toContain("“We've never had fresh flowers every week; is it worth it for us?”");
    expect(markdown).toContain("A sample arrangement in three receptions this week");
    expect(markdown).toContain("not to Interflora's page");
    expect(markdown).toContain("Treat the peak days as preparation");
    expect(markdown).toContain("We had the same dusty silk flowers in reception for years");
    expect(markdown).toContain("Test your one-sentence offer on five managers at their front desk");
  });

  it("passes the checker", () => {
    expect(checkPlanQuality(florist, plan, reading)).toEqual([]);
  });

  it("tells the AI it is a florist, with its plan, the peak days' dates, what was ruled out and the arithmetic", () => {
    const prompt = promptText(florist);
    expect(prompt).toContain("A florist with a shop and same-day local delivery in Harrogate and Knaresborough");
    expect(prompt).toContain("never approach bereaved families from death notices");
    expect(prompt).toContain("Valentine's Day on Sunday 14 February (week 6) and Mothering Sunday on Sunday 7 March (week 9)");
    expect(prompt).toContain("Interflora's cut of wire orders");
    expect(prompt).toContain("more weddings (one a weekend at most)");
    expect(prompt).toContain("£1,385 a week");
  });
});

describe("the checker on a florist's plan", () => {
  it("flags the shop's plan Wild Stem Flowers used to get", () => {
    const shopPlan: CheckedPlan = {
      tactics: [
        checkedTactic({ name: "Gift vouchers for birthdays, holidays and thank-yous", description: "Sell gift vouchers at the counter and online, in set amounts." }),
        checkedTactic({ name: "Seasonal specials and holiday pre-orders", description: "Pick the moments of the year your customers spend on and prepare a short seasonal list with a last order date." }),
        checkedTactic({ name: "Flyer door drop in the streets around the shop", description: "Print 500 flyers and deliver them through every door within a ten-minute walk." }),
        checkedTactic({ name: "A loyalty stamp card for regulars", description: "Print a stamp card: one stamp per visit, and a reward after ten stamps." }),
      ],
      timeline: [],
    };
    const findings = checkPlanQuality(florist, shopPlan, reading);
    expect(findings.some((f) => f.rule === "channel-fit" && f.target.kind === "tactic" && f.target.index === 3)).toBe(true);
    const planReasons = findings.filter((f) => f.target.kind === "plan").map((f) => f.reason).join("\n");
    expect(planReasons).toContain("no tactic offers weekly flowers to hotels, restaurants and offices at a price per week");
    expect(planReasons).toContain("no tactic brings customers to order direct");
    expect(planReasons).toContain('"Seasonal specials and holiday pre-orders" works on the peak days');
    expect(planReasons).toContain('"Flyer door drop in the streets around the shop" puts flyers through doors');
  });

  it("flags weekly flowers offered without a sample or a visit, and any approach to bereaved families", () => {
    const plan2: CheckedPlan = {
      tactics: [
        checkedTactic({ name: "Weekly flowers for offices", description: "Email offices in Harrogate a price list for weekly flowers in reception. Customers can order direct on our own site." }),
        checkedTactic({ name: "Sympathy flowers", description: "Read the death notices in the local paper every day and send each family a card offering our sympathy flowers." }),
      ],
      timeline: [],
    };
    const reasons = checkPlanQuality(florist, plan2, reading).filter((f) => f.target.kind === "plan").map((f) => f.reason).join("\n");
    expect(reasons).toContain("never puts a sample arrangement in front of them or visits them in person");
    expect(reasons).toContain('"Sympathy flowers" approaches bereaved families');
    expect(reasons).not.toContain("order direct");
  });
});
