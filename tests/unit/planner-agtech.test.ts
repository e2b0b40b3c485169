import { describe, expect, it } from "vitest";
import { buildPlan, buildProfile } from "~/generation/planner";
import { checkPlanQuality, type CheckedPlan } from "~/plan-quality/checker";
import { agtechWordOf } from "~/plan-quality/agtech";
import { readAnswers } from "~/plan-quality/reading";
import { planToMarkdown } from "~/plan-view/markdown.server";
import { BUSINESS_FIXTURES, fixture } from "../support/business-fixtures";
import { FIXED_PLAN_DAY } from "../support/plan-day";
import { checkedTactic, promptText } from "../support/plan-checks";

/*
 * VineSense, soil-moisture sensor kits for vineyards on California's North Coast: $2,400 a kit for a 20-acre
 * block plus $30 a month, 6 paying vineyards in Sonoma, decisions in winter before bud break, 30 paying
 * vineyards by next harvest with water use down 20%. It used to get a generic B2B software plan (free set-up and
 * data migration, visits to businesses in one neighbourhood, five emails a day to businesses, the industry trade
 * show). Each test reads what its founder would read in a plan made on Monday 4 January 2027.
 */

const answers = fixture("sonoma-vineyard-sensors").answers;
const reading = readAnswers(answers, FIXED_PLAN_DAY);
const plan = buildPlan(answers, FIXED_PLAN_DAY);
const profile = buildProfile(answers);
const markdown = planToMarkdown(plan, profile, answers, FIXED_PLAN_DAY);
const names = plan.tactics.map((t) => t.name);
const tacticText = plan.tactics.map((t) => [t.name, t.description, ...t.implementation, t.template].join("\n")).join("\n");
const phase = (p: number) => plan.timeline[p]!.tasks.join("\n");

describe("reading hardware sold to farms and vineyards", () => {
  it("reads VineSense's kit, its vineyards, its prices, the goal and the season", () => {
    expect(reading.kind).toBe("b2b-smb");
    expect(reading.agtech).toMatchObject({
      device: "sensor kit",
      farms: "vineyards",
      one: "vineyard",
      crop: "vines",
      unit: "block",
      unitSize: "20-acre",
      water: true,
      kitPrice: "$2,400",
      monthly: "$30 a month",
      payingNow: 6,
      goal: 30,
      goalBy: "next harvest",
      saving: "water use down 20%",
      region: "Sonoma",
      california: true,
      seasonSaid: "Sales cycles follow the season: decisions happen in winter before bud break.",
    });
  });

  it("reads livestock trackers and greenhouse controllers too, and not a course, a podcast or soil tests by SMS", () => {
    expect(agtechWordOf("A GPS collar for cattle on open range that flags an animal that stops moving.")).toMatchObject({ device: "GPS collar", crop: "livestock" });
    expect(agtechWordOf("A climate controller for greenhouses that tells the grower when to vent.")).toMatchObject({ device: "climate controller", crop: "greenhouse", farms: "greenhouses" });
    expect(agtechWordOf("Frost sensors for orchards, with a text alert at night.")).toMatchObject({ device: "sensor", crop: "orchard", farms: "orchards" });
    expect(agtechWordOf("A weekly podcast for small farmers about what pays.")).toBeNull();
    expect(agtechWordOf("Soil testing by SMS for smallholder maize farmers in Kenya.")).toBeNull();
    expect(agtechWordOf("A marketing kit for farm shops.")).toBeNull();
  });

  it("keeps a field team for a budget that can pay one, and no field day before anyone uses it", () => {
    const scaling = buildPlan({ ...answers, budgetRange: "scaling" }, FIXED_PLAN_DAY);
    expect(scaling.tactics.map((t) => t.name)).toContain("A field team for the pre-season: a seller who has worked in the blocks, an installer and a demo sensor kit in every county");
    expect(names.join(" ")).not.toContain("A field team");
    const mvp = { ...answers, productStage: "mvp" as const };
    expect(checkPlanQuality(mvp, buildPlan(mvp, FIXED_PLAN_DAY), readAnswers(mvp, FIXED_PLAN_DAY))).toEqual([]);
  });

  it("fires for no other fixture, and the smallholders' SMS service and the veg box keep their own plans", () => {
    const fired = BUSINESS_FIXTURES.filter((f) => f.id !== "sonoma-vineyard-sensors" && readAnswers(f.answers, FIXED_PLAN_DAY).agtech).map((f) => f.id);
    expect(fired).toEqual([]);
    const kenya = fixture("kenya-smallholder-soil-sms").answers;
    expect(readAnswers(kenya, FIXED_PLAN_DAY).smallholders).not.toBeNull();
    expect(buildPlan(kenya, FIXED_PLAN_DAY).tactics.map((t) => t.name)).toContain("Farmer groups, cooperatives and SACCOs as the unit of sale: one sampling day per group, paid by M-Pesa");
    const devon = fixture("devon-organic-veg-box").answers;
    expect(readAnswers(devon, FIXED_PLAN_DAY).farmBox).not.toBeNull();
    for (const f of [kenya, devon]) expect(buildPlan(f, FIXED_PLAN_DAY).tactics.map((t) => t.name).join(" ")).not.toMatch(/unmonitored|install before|viticulturist/);
  });
});

describe("the plan VineSense reads", () => {
  it("opens with a measured pilot and sells through the advisers, a grower's field day and the season", () => {
    expect(names).toEqual([
      "A paid pilot on one block, measured against an unmonitored block beside it",
      "The advisers growers already ask: viticulturists, farm advisors and irrigation dealers, each with a login to their clients' data",
      "A field day on a paying customer's vineyard, hosted by the grower, with the numbers on the block",
      "Sell in winter, install before bud break: a pre-season list of installs booked by date",
      "A season's results in acre-feet, dollars and hours, in the grower's own words",
      "A price that pays back within one season, worked out with each grower's own bills",
      "The meetings growers already attend, with a grower beside you and meetings booked ahead",
      "Installed and checked with the grower, then a two-line note every week of the irrigation season",
    ]);
  });

  it("has none of the software plan's lines it used to get", () => {
    expect(markdown).not.toMatch(/data migration|one neighbourhood|businesses a day|a free month|free trial|Capterra|G2\b|industry trade show|teardown|cost calculator|businesses with 5-200 employees|business like yours/i);
  });

  it("follows the season: winter calls, installs before bud break, notes from May, results after harvest", () => {
    expect(plan.timeline[0]!.weeks).toBe("Weeks 1-13");
    expect(phase(0)).toContain("In January, call each one first, then send the note in the tactic's template with the slots and the price");
    expect(phase(0)).toContain("In February, install each sensor kit with the person who will use it");
    expect(phase(0)).toContain("In February, tell the growers still deciding which install dates are left before bud break, honestly");
    expect(phase(1)).toContain("In May, start the two-line note in the tactic's template, every week of the irrigation season");
    expect(phase(3)).toContain("In October, after harvest, meet each pilot grower with their figures, put both blocks side by side");
    expect(phase(3)).toContain("In October, after harvest, book an hour with each");
    expect(phase(1) + phase(2)).not.toMatch(/\bIn (?:January|October)\b/);
  });

  it("fills the templates with the kit, its price, the comparison block and the advisers and meetings as examples to check", () => {
    expect(tacticText).toContain("Comparison block, no sensor kit: {{block or field name}}");
    expect(tacticText).toContain("Price: $2,400 a sensor kit plus $30 a month. Installed by us before bud break, on {{install date}}.");
    expect(tacticText).toContain("water applied in acre-feet from the meter or the pump hours, what it cost in pumping and water bills, and the hours spent checking blocks");
    expect(tacticText).toContain("viticulturists, UC Cooperative Extension farm advisors, vineyard management companies and irrigation dealers");
    expect(tacticText).toContain("the Unified Wine & Grape Symposium in Sacramento each January, Sonoma grape growers' association meetings and UC Cooperative Extension field days (examples to check: ask your customers which they go to)");
    expect(tacticText).toContain("For one sensor kit to earn back its price in its first season, the block it watches must save more than $2,760 (the $2,400 sensor kit and twelve months of the subscription at $30), or $138 an acre on a 20-acre block.");
    expect(tacticText).toContain("Signed: {{grower}} · {{you}}, VineSense");
  });

  it("answers the founder in the strategy: the arithmetic, the season it starts in, their own sentence, the payback", () => {
    expect(plan.strategySummary).toContain("VineSense sells a sensor kit to vineyard managers and owners of family vineyards in the United States. They run a season, not a sales pipeline");
    expect(plan.strategySummary).toContain("From 6 paying vineyards today, 30 by next harvest is 24 more: at least one $2,400 sensor kit each (one 20-acre block), so $57,600 of hardware and $8,640 a year of subscriptions at $30 a month");
    expect(plan.strategySummary).toContain("want the kit in before bud break (around March: check with your growers)");
    expect(plan.strategySummary).toContain("This plan starts in January, while vineyards decide");
    expect(plan.strategySummary).toContain("You said: “Sales cycles follow the season: decisions happen in winter before bud break.”");
    expect(plan.strategySummary).toContain("work it out with each grower from their own water and pumping bills before you quote");
    expect(plan.primaryFocus[0]).toContain("Signed orders, pilots running and blocks measured, counted every Friday");
  });

  it("describes growers who decide in winter, on a neighbour's ground and their adviser's word", () => {
    expect(profile.objections.join(" ")).toContain("$2,400 a sensor kit plus $30 a month: will it pay for itself this season?");
    expect(profile.objections.join(" ")).toContain("Show me what it did on a block like mine, not an average.");
    expect(profile.buyingProcess).toContain("tries it on one block first; and equips more blocks after a good harvest");
    expect(markdown).toContain("family-run and managed vineyards, from a few blocks to many");
    expect(markdown).toContain("this kind of business (sensor kit sold to vineyards)");
  });

  it("gives quick wins, tips, a toolkit and a marketing model for growers", () => {
    expect(plan.guerrillaTactics.map((t) => t.name)).toEqual(expect.arrayContaining(["Ask each paying customer for one neighbour, this week", "Ten minutes with the viticulturist your customers name most"]));
    expect(markdown).toContain("Growers answer someone who stood on their ground");
    expect(markdown).toContain("the irrigation controller, the pump and the water meter");
    expect(markdown).toContain("Never claim a saving you have not measured on a grower's own block");
    expect(markdown).toContain("“VineSense installs before bud break: {{number}} dates left this season. After that, the next install is after harvest.”");
    expect(markdown).toContain("“{{grower's name}}, Sonoma: {{the figure}} on the block with VineSense against {{the figure}} on the block without, over one season.”");
    expect(markdown).toContain("Tie every ask to the season's real deadline");
  });

  it("passes the checker", () => {
    expect(checkPlanQuality(answers, plan, reading)).toEqual([]);
  });

  it("tells the AI the season, the pilot, the advisers and the arithmetic", () => {
    const prompt = promptText(answers);
    expect(prompt).toContain("Hardware (a sensor kit with a subscription) sold to vineyards: they decide in winter, install before bud break and judge it at harvest");
    expect(prompt).toContain("A paid pilot on one block measured against an unmonitored block beside it");
    expect(prompt).toContain("UC Cooperative Extension farm advisors");
    expect(prompt).toContain("From 6 paying vineyards today, 30 by next harvest is 24 more");
  });
});

describe("the checker on a vineyard sensor kit's plan", () => {
  it("flags the software plan VineSense used to get, and asks for a pilot, the advisers and a grower's field day", () => {
    const old: CheckedPlan = {
      tactics: [
        checkedTactic({ name: "Free set-up and data migration, done for them", description: "We'll move your data and set you up, free." }),
        checkedTactic({ name: "In-person visits to businesses in one neighbourhood", description: "Pick one neighbourhood or business park and visit ten businesses." }),
        checkedTactic({ name: "Founder emails to 5 businesses a day, each with a trigger you noticed", description: "Send five a day." }),
        checkedTactic({ name: "Walk the industry trade show with meetings booked ahead", description: "Book a visitor pass." }),
        checkedTactic({ name: "A customer referral programme", description: "When they subscribe, you both get a free month." }),
      ],
      timeline: [],
    };
    const findings = checkPlanQuality(answers, old, reading);
    expect(findings.filter((f) => f.rule === "channel-fit").map((f) => (f.target.kind === "tactic" ? f.target.index : -1))).toEqual([0, 1, 2, 3, 4]);
    expect(findings.filter((f) => f.target.kind === "plan").map((f) => f.note)).toEqual(expect.arrayContaining(["No measured pilot", "Leaves out the advisers", "No grower-to-grower proof"]));
  });

  it("leaves a plan with a measured pilot, the advisers and a field day alone, and a 'no free trial' line too", () => {
    const good: CheckedPlan = {
      tactics: [
        checkedTactic({ name: "Pilot", description: "A paid pilot on one block, measured against an unmonitored block beside it; no free trial." }),
        checkedTactic({ name: "Advisers", description: "Offer viticulturists a login to their clients' blocks." }),
        checkedTactic({ name: "Field day", description: "A field day hosted by a paying customer." }),
      ],
      timeline: [],
    };
    expect(checkPlanQuality(answers, good, reading).filter((f) => f.target.kind === "plan" || f.rule === "channel-fit")).toEqual([]);
  });
});
