import { describe, expect, it } from "vitest";
import { buildPlan } from "~/generation/planner";
import { planMessages } from "~/generation/prompts.server";
import { utcDay } from "~/plan-quality/calendar";
import { checkPlanQuality } from "~/plan-quality/checker";
import { campaignMath, readCrowdfunding } from "~/plan-quality/crowdfunding";
import { CURRENCIES } from "~/plan-quality/money";
import { readAnswers } from "~/plan-quality/reading";
import type { PlanFormData } from "~/wizard/types";
import { fixture } from "../support/business-fixtures";
import { FIXED_PLAN_DAY } from "../support/plan-day";

/*
 * Lumo: a brake-light, theft-proof rear bike light designed and assembled in Berlin, €79 retail and €59
 * for Kickstarter early birds, a working prototype, launching on Kickstarter on 1 March for €40,000 in
 * 30 days, 1,200 people on the list, no budget for a PR agency, never run a campaign. The plan starts
 * on Monday 4 January 2027, so the launch is in week 9 and the campaign closes on 31 March, week 13,
 * the last week of the quarter. Each test reads what the founder would check.
 */

const lumo = fixture("berlin-bike-light-kickstarter").answers;
const plan = buildPlan(lumo, FIXED_PLAN_DAY);
const reading = readAnswers(lumo, FIXED_PLAN_DAY);
const tactic = (name: RegExp) => {
  const found = plan.tactics.find((t) => name.test(t.name));
  if (!found) throw new Error(`no tactic matching ${name}: ${plan.tactics.map((t) => t.name).join(" | ")}`);
  return found;
};
const phaseWith = (task: RegExp) => plan.timeline.find((p) => p.tasks.some((t) => task.test(t)));

describe("reading a crowdfunding campaign", () => {
  it("reads the platform, the launch day, the campaign's last day, the target and pledge in euros, and the list", () => {
    const c = reading.crowdfunding!;
    expect(c.platform).toBe("Kickstarter");
    expect(c.launch?.day).toEqual(utcDay(2027, 2, 1));
    expect(c.launch?.week).toBe(9);
    expect(c.days).toBe(30);
    expect(c.end?.day).toEqual(utcDay(2027, 2, 31));
    expect(c.end?.week).toBe(13);
    expect(c.target).toEqual({ amount: 40000, text: "€40,000" });
    expect(c.pledge).toEqual({ amount: 59, text: "€59", earlyBird: true });
    expect(c.list).toBe(1200);
    expect(c.physical).toBe(true);
    // The campaign's close is the deadline, not "30 days" from the plan's start.
    expect(reading.deadlineWeeks).toBe(13);
    expect(reading.planWeeks).toBe(13);
    expect(reading.currency.code).toBe("EUR");
    expect(reading.language).toBe("German");
  });

  it("reads Indiegogo, a dollar goal written '$25k' and 'goes live March 15th'", () => {
    const a: PlanFormData = {
      ...lumo,
      productDescription: "Tern is a folding desk lamp. It will sell for $120; early birds pay $89.",
      successMetrics: "$25k on Indiegogo in 40 days; the campaign goes live March 15th",
      challenges: "Our list is small.",
    };
    const c = readCrowdfunding(a, FIXED_PLAN_DAY, CURRENCIES.USD)!;
    expect(c.platform).toBe("Indiegogo");
    expect(c.launch?.day).toEqual(utcDay(2027, 2, 15));
    expect(c.days).toBe(40);
    expect(c.target).toEqual({ amount: 25000, text: "$25,000" });
    expect(c.pledge).toEqual({ amount: 89, text: "$89", earlyBird: true });
    expect(c.list).toBeNull();
  });

  it("reads no campaign for a shop, a newsletter, or investors called backers", () => {
    expect(readAnswers(fixture("lyon-bakery").answers, FIXED_PLAN_DAY).crowdfunding).toBeNull();
    expect(readAnswers(fixture("nurses-money-newsletter").answers, FIXED_PLAN_DAY).crowdfunding).toBeNull();
    const funded = { ...fixture("skincare-d2c").answers, challenges: "Our backers are two angel investors who want growth." };
    expect(readAnswers(funded, FIXED_PLAN_DAY).crowdfunding).toBeNull();
  });

  it("says plainly that 1,200 subscribers are short of the first 48 hours of a €40,000 goal at €59", () => {
    const math = campaignMath(reading.crowdfunding!);
    expect(math).toContain("€40,000 at the €59 early-bird pledge is about 678 backers");
    expect(math).toContain("about €12,000, or 204 backers by 3 March");
    expect(math).toContain("Your 1,200 subscribers");
    expect(math).toContain("bring about 60 backers, about €3,540");
    expect(math).toContain("the list has to grow to about 4,100 by launch day, or the goal come down");
    expect(math).toContain("Kickstarter keeps 5%");
    // A list big enough for the first 48 hours is told so.
    const big = campaignMath({ ...reading.crowdfunding!, list: 5000 });
    expect(big).toContain("enough for the first 48 hours");
  });
});

describe("Lumo's plan is a campaign plan, not a shop's", () => {
  it("leads the strategy with the launch, the campaign's weeks, the list against the first 48 hours and what the founder said", () => {
    const s = plan.strategySummary;
    expect(s).toContain("Lumo launches on Kickstarter on 1 March 2027 (week 9) for urban commuters in Germany: a 30-day campaign to 31 March 2027 (week 13), with a goal of €40,000");
    expect(s).toContain("Your 1,200 subscribers bring about 60 backers");
    expect(s).toContain('You said "no budget for a PR agency", so you pitch the press yourself');
    expect(s).toContain('You said "We have never run a crowdfunding campaign"');
    expect(s).toContain("write every template in German");
    expect(s).not.toMatch(/D2C brand or subscription/);
    expect(plan.primaryFocus[0]).toBe("Backers: a list that knows Lumo before 1 March 2027, €12,000 in the first 48 hours, and pledges kept coming to the close");
  });

  it("chooses only campaign tactics: the list before launch, the first 48 hours, press, the honest page, updates and late pledges", () => {
    const names = plan.tactics.map((t) => t.name).join(" | ");
    expect(names).toMatch(/pre-launch page and an early-bird list/);
    expect(names).toMatch(/first 48 hours/);
    expect(names).toMatch(/embargoed press kit/);
    expect(names).toMatch(/working prototype as it is/);
    expect(names).toMatch(/late pledges/);
    // Nothing that needs stock today: gifting units, reorder or running-low emails, insert cards.
    const text = JSON.stringify(plan.tactics);
    expect(text).not.toMatch(/gift(?:ing|ed)? product|running[- ]low|reorder|insert card|abandoned cart/i);
  });

  it("fills the templates with the product, prices, platform, launch day and goal; only what it cannot know is a slot", () => {
    const welcome = tactic(/pre-launch page/).template;
    expect(welcome).toContain("Language: write this in German for customers in Germany.");
    expect(welcome).toContain("Subject: You're on the Lumo early-bird list (€59 on 1 March 2027)");
    expect(welcome).toContain("back it for €59 instead of €79");
    const launch = tactic(/first 48 hours/).template;
    expect(launch).toContain("Email 1 (1 March 2027, 8am)");
    expect(launch).toContain("towards our €40,000 goal");
    const pitch = tactic(/press kit/).template;
    expect(pitch).toContain("Subject: Embargoed until 1 March 2027: Lumo");
    expect(pitch).toContain("We launch on Kickstarter on 1 March 2027, with Lumo at €59 for early backers and €79 after. Our goal is €40,000.");
    for (const t of plan.tactics) {
      const slots = [...t.template.matchAll(/\{\{([^}]+)\}\}/g)].map((m) => m[1]);
      for (const slot of slots) expect(slot, t.name).not.toMatch(/^(?:your )?(?:product|price|platform|crowdfunding platform|launch date|funding goal|website|link to your page|the early-bird pledge)$/);
      expect(t.template, t.name).not.toMatch(/(?<!\{)\{[a-zA-Z]+\}(?!\})/);
    }
  });

  it("keeps the platform's rules: the prototype as it is, no renders, rewards and never equity", () => {
    const page = tactic(/working prototype as it is/);
    expect(page.description).toContain("no photorealistic renders presented as the finished product (Kickstarter's rules for hardware forbid them)");
    expect(page.description).toContain("never equity, shares or a financial return");
    expect(page.template).toContain("backers get Lumo, not shares or a return");
  });

  it("states the paid test's share of the budget in euros, within the founder's range", () => {
    const paid = tactic(/small paid test/);
    expect(paid.resourcesNeeded[0]).toMatch(/^Budget: about €[\d,]+ a month, \d+% of the plan's spending/);
    expect(paid.description).toContain("A sign-up is worth about €2.95 in pledges if one in twenty backs at €59");
  });

  it("phases the weeks around the launch: preparation, launch week 9, the campaign to week 13, nothing after", () => {
    expect(plan.timeline.map((p) => `${p.title} (${p.weeks})`)).toEqual([
      "Preparation: the list, the page and the press kit (Weeks 1-4)",
      "Preparation: pitches and the launch rehearsal before 1 March (Weeks 5-8)",
      "Launch week: Kickstarter goes live on 1 March (Week 9)",
      "The 30-day campaign, to 31 March (Weeks 10-13)",
    ]);
    expect(phaseWith(/^Publish Lumo's pre-launch page on Kickstarter/)?.weeks).toBe("Weeks 1-4");
    expect(phaseWith(/^Launch the campaign at 8am on 1 March 2027/)?.weeks).toBe("Week 9");
    expect(phaseWith(/^After 31 March 2027, open late pledges/)?.weeks).toBe("Weeks 10-13");
    expect(plan.timeline.at(-1)?.tasks.at(-1)).toMatch(/^When the campaign closes on 31 March \(week 13\), compare the total with "€40,000/);
  });

  it("passes the plan checker", () => {
    expect(checkPlanQuality(lumo, plan, reading)).toEqual([]);
  });
});

describe("a launch after the horizon", () => {
  // Made on 23 November 2026: 1 March is week 15, after the quarter.
  const early = utcDay(2026, 10, 23);
  const before = buildPlan(lumo, early);

  it("prepares the launch and schedules nothing of the campaign itself", () => {
    expect(before.strategySummary).toContain("Lumo launches on Kickstarter on 1 March 2027 (week 15)");
    expect(before.strategySummary).toContain("The launch falls after this plan's 13 weeks, so these weeks prepare it");
    const tasks = before.timeline.flatMap((p) => p.tasks).join("\n");
    expect(tasks).not.toMatch(/Launch the campaign|open late pledges/);
    expect(tasks).toContain("The Kickstarter launch on 1 March 2027 falls after this plan's 13 weeks");
    expect(checkPlanQuality(lumo, before, readAnswers(lumo, early))).toEqual([]);
  });
});

describe("the checker and the AI prompt", () => {
  it("flags a campaign plan with no list built before the launch", () => {
    const bare = structuredClone(plan);
    bare.tactics = bare.tactics.filter((t) => !/pre-launch page|paid test/.test(t.name));
    bare.timeline = bare.timeline.map((p) => ({ ...p, tasks: p.tasks.filter((t) => !/pre-launch|early-bird sign-up|sign-up on|list/i.test(t)) }));
    const findings = checkPlanQuality(lumo, bare, reading).filter((f) => f.rule === "crowdfunding");
    expect(findings.map((f) => f.reason)).toEqual([expect.stringMatching(/^Nothing builds a list before the Kickstarter launch/)]);
  });

  it("flags a launch scheduled in another week than 1 March, and one after the horizon", () => {
    const moved = structuredClone(plan);
    moved.timeline[3]!.tasks.push("Launch the Kickstarter campaign and email the list");
    const findings = checkPlanQuality(lumo, moved, reading).filter((f) => f.rule === "crowdfunding");
    expect(findings.map((f) => f.reason)).toEqual(["Launches the campaign in weeks 10-13, but you launch on 1 March 2027 (week 9)."]);
    const early = utcDay(2026, 10, 23);
    const late = readAnswers(lumo, early);
    const inside = structuredClone(buildPlan(lumo, early));
    inside.timeline[1]!.tasks.push("Launch the campaign on Kickstarter");
    expect(checkPlanQuality(lumo, inside, late).filter((f) => f.rule === "crowdfunding").map((f) => f.reason)).toEqual([
      expect.stringContaining("but you launch on 1 March 2027 (week 15), after your time horizon of 13 weeks"),
    ]);
  });

  it("flags equity offered to backers and renders shown as the product", () => {
    const wrong = structuredClone(plan);
    wrong.tactics[0]!.implementation.push("Offer backers equity in Lumo for pledges over €500.");
    wrong.tactics[1]!.implementation.push("Use photorealistic renders on the page to show the finished light.");
    const reasons = checkPlanQuality(lumo, wrong, reading).filter((f) => f.rule === "crowdfunding").map((f) => f.reason);
    expect(reasons).toEqual([
      expect.stringMatching(/^Offers "Offer backers equity": a reward campaign on Kickstarter gives backers rewards/),
      expect.stringMatching(/^Shows "photorealistic renders" of Lumo: backers must see the working prototype as it is/),
    ]);
  });

  it("tells the AI the launch week, the list rule, the arithmetic and the platform's rules", () => {
    const prompt = JSON.stringify(planMessages(lumo, FIXED_PLAN_DAY));
    expect(prompt).toContain("A crowdfunding campaign on Kickstarter, not a shop with stock to ship: it launches on 1 March 2027 (week 9) and closes on 31 March 2027 (week 13)");
    expect(prompt).toContain("schedule the launch in week 9, not another");
    expect(prompt).toContain("Include a step that builds the list before the launch");
    expect(prompt).toContain("the list has to grow to about 4,100 by launch day");
    expect(prompt).toContain("no photorealistic renders presented as the finished product");
    expect(JSON.stringify(planMessages(fixture("lyon-bakery").answers, FIXED_PLAN_DAY))).not.toContain("crowdfunding");
  });
});
