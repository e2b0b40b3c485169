import { describe, expect, it } from "vitest";
import { buildPlan, buildProfile } from "~/generation/planner";
import { checkPlanQuality, type CheckedPlan } from "~/plan-quality/checker";
import { readAnswers } from "~/plan-quality/reading";
import { planToMarkdown } from "~/plan-view/markdown.server";
import { fixture } from "../support/business-fixtures";
import { FIXED_PLAN_DAY } from "../support/plan-day";
import { checkedTactic, promptText } from "../support/plan-checks";

/*
 * JuaFlow, a solar irrigation pump kit for smallholder tomato, onion and French bean farmers in Meru,
 * Kirinyaga and Machakos (Kenya): KSh 65,000 cash or KSh 2,500 a month over 30 months by M-Pesa, replacing a
 * petrol pump that costs KSh 400 a day in fuel. Farmers trust a pump once they see one on a farm like theirs;
 * sales agents are expensive far from the depot; 300 pumps this quarter with under 5% of instalment plans
 * behind. Before, the plan was a soil-testing service's (one sampling day per group, results by SMS naming
 * fertiliser, a soil and fertiliser radio slot). Each test reads what its founder would read in a plan made
 * on Monday 4 January 2027.
 */

const jua = fixture("kenya-solar-irrigation-pumps").answers;
const reading = readAnswers(jua, FIXED_PLAN_DAY);
const plan = buildPlan(jua, FIXED_PLAN_DAY);
const profile = buildProfile(jua);
const markdown = planToMarkdown(plan, profile, jua, FIXED_PLAN_DAY);
const names = plan.tactics.map((t) => t.name);
const tactic = (start: string) => plan.tactics.find((t) => t.name.startsWith(start))!;
const withBudget = (budgetRange: string, timeHorizon = jua.timeHorizon) => buildPlan({ ...jua, budgetRange, timeHorizon } as typeof jua, FIXED_PLAN_DAY);

describe("reading equipment sold to smallholder farmers on pay-as-you-go", () => {
  it("reads a solar pump sold for cash or by instalments, what it replaces, the goal and the share behind", () => {
    expect(reading.smallholders).toMatchObject({ areas: ["Meru", "Kirinyaga", "Machakos"], crops: ["tomatoes", "onions", "French beans"] });
    expect(reading.farmEquipment).toMatchObject({
      item: "solar pump",
      unit: "pump",
      cash: 65000,
      monthly: 2500,
      months: 30,
      replaces: "a petrol pump",
      oldCost: 400,
      oldPer: "day",
      oldOn: "fuel",
      goal: 300,
      behind: 5,
      farAgents: true,
    });
  });

  it("reads the probe's answers the same way when the form left the country blank and the counties were put in brackets", () => {
    const blank = readAnswers({ ...jua, specificCountry: undefined, localRegion: "Kenya (Meru, Kirinyaga, Machakos)", audiencePersona: jua.audiencePersona.replace(" in Meru, Kirinyaga and Machakos", "") }, FIXED_PLAN_DAY);
    expect(blank.smallholders?.place.country).toBe("Kenya");
    expect(blank.smallholders?.areas).toEqual(["Meru", "Kirinyaga", "Machakos"]);
    expect(blank.farmEquipment?.item).toBe("solar pump");
  });

  it("leaves the soil-testing service, a lunch marketplace, a market traders' app and refurbished laptops alone", () => {
    for (const id of ["kenya-smallholder-soil-sms", "nairobi-lunch-marketplace", "lagos-market-traders-app", "reboot-schools-refurbished-laptops"]) {
      expect(readAnswers(fixture(id).answers, FIXED_PLAN_DAY).farmEquipment).toBeNull();
    }
    const cookstove = readAnswers({ ...jua, productDescription: "Moto Safi sells clean cookstoves to smallholder farmers' households in Kenya on a pay-as-you-go plan: KSh 300 a week by M-Pesa." }, FIXED_PLAN_DAY);
    expect(cookstove.farmEquipment).toMatchObject({ item: "cookstove", unit: "stove" });
  });
});

describe("JuaFlow's plan", () => {
  it("is made of equipment tactics, not soil tests", () => {
    expect(names).toEqual([
      "A working solar pump on a lead farmer's plot in each of Meru, Kirinyaga and Machakos, and a pump day where neighbours watch it run",
      "Agents and installers from each area, paid per installed pump that keeps repaying",
      "Farmer groups, cooperatives and SACCOs: a group deposit, a group guarantee and a pump day for the members",
      "Repayment as part of the plan: M-Pesa reminders, a grace week at harvest, the share behind counted every Friday",
      "Agrovets and input shops as stockists and referrers: a commission per installed pump",
      "Referral rewards from happy owners, and after-sales visits in the first month",
    ]);
    expect(markdown).not.toMatch(/soil|sampl|fertiliser|result SMS|counted back from planting/i);
  });

  it("says the saving and the quarter's arithmetic in the founder's own numbers", () => {
    expect(markdown).toContain("Say the saving in your own numbers at every pump day, meeting and radio slot: the petrol pump costs KSh 400 a day in fuel, KSh 2,800 in a week of pumping every day, more than the KSh 2,500 a month the solar pump costs on instalments.");
    expect(markdown).toContain("300 pumps in 13 weeks is about 24 installed a week (about 8 in each of the three areas)");
    expect(markdown).toContain("under 5% of 300 is fewer than 15 plans behind at the quarter's end");
    expect(markdown).toContain("You said sales agents are expensive to send far from the depot: so the plan recruits agents who live in each area");
    expect(markdown).toContain("- Pumps installed, counted every Friday by agent and by area, next to the share of instalment plans behind");
  });

  it("writes templates a founder can send: the pump-day invitation, the agent's card, the reminder SMS", () => {
    expect(tactic("A working solar pump").template).toContain("Watch a solar pump lift water from {{the farm's river or well}} and water {{lead farmer's name}}'s tomatoes, onions and French beans, with no fuel.");
    expect(tactic("A working solar pump").template).toContain("The solar pump: KSh 65,000 cash, or KSh 2,500 a month for 30 months by M-Pesa.");
    expect(tactic("Agents and installers").template).toContain("Pay: {{fee when installed}} for each pump installed and running, and {{fee after three instalments}} once its owner has paid three months.");
    expect(tactic("Repayment as part of the plan").template).toContain("your solar pump payment of KSh 2,500 is due on {{date}}. Pay by M-Pesa");
    expect(tactic("Repayment as part of the plan").template).toContain("you have a grace week: pay by {{date}} with no penalty");
    expect(tactic("Agrovets").template).toContain("For every farmer you send whose solar pump is installed, we pay you {{your commission}} by M-Pesa");
  });

  it("puts the demo pumps and the repayment set-up in the first weeks", () => {
    const first = plan.timeline[0]!.tasks.join("\n");
    expect(first).toContain("Install the demo units in weeks one and two");
    expect(first).toContain("Hold the first pump day at each plot");
    expect(first).toContain("Set up the reminder SMS and the paybill account");
  });

  it("profiles farmers buying a machine on instalments, with the Marketing Model against the petrol pump", () => {
    expect(markdown).toContain("Smallholder farmers buy a machine they will pay off for years only after they have seen one working on a farm like theirs");
    expect(markdown).toContain("Paying KSh 400 a day in fuel to run the petrol pump");
    expect(markdown).toContain("“KSh 2,500 a month for 30 months: what if the harvest fails?”");
    expect(markdown).toContain("justify choosing JuaFlow over the petrol pump");
    expect(markdown).toContain("Example: “I used to spend KSh 400 a day in fuel running the petrol pump.");
    expect(markdown).toContain("**The hose in the visitor's hand at every pump day**");
    expect(markdown).toContain("Your real rival is not another solar pump: it is the petrol pump");
    expect(markdown).toContain("Count installs and the share of plans behind together every Friday");
  });

  it("keeps the demo pumps at a bootstrapped budget, and adds a team in each county, with radio in the counties' languages, at a larger one", () => {
    expect(withBudget("bootstrapped").tactics.map((t) => t.name)[0]).toMatch(/^A working solar pump on a lead farmer's plot/);
    const growth = withBudget("growth", "mid-term");
    const teams = growth.tactics.find((t) => t.name === "A team in each county: a county lead, a demo solar pump in every ward, radio in the county's language and stock near the farms");
    expect(teams?.description).toContain("the Kimeru, Kikuyu and Kamba stations farmers in Meru, Kirinyaga and Machakos name when you ask them");
    expect(checkPlanQuality({ ...jua, budgetRange: "growth", timeHorizon: "mid-term" }, growth, readAnswers({ ...jua, budgetRange: "growth", timeHorizon: "mid-term" }, FIXED_PLAN_DAY))).toEqual([]);
  });

  it("passes the checker", () => {
    expect(checkPlanQuality(jua, plan, reading)).toEqual([]);
  });
});

describe("the checker on a pay-as-you-go pump's plan", () => {
  it("flags the soil-testing tactics it was given before, and a plan with no working pump and no repayment", () => {
    const old: CheckedPlan = {
      tactics: [
        checkedTactic({ name: "Farmer groups and cooperatives as the unit of sale: one sampling day per group, paid by M-Pesa", description: "Offer a group sampling day through the farmer groups: the field agent samples every member's field." }),
        checkedTactic({ name: "A soil and fertiliser call-in slot on vernacular radio", description: "Give the SMS keyword on the radio; results by SMS name fertiliser sold nearby." }),
      ],
      timeline: [],
    };
    const findings = checkPlanQuality(jua, old, reading);
    expect(findings.map((f) => f.reason)).toContain("\"sampling day\" is a tactic for other kinds of business, not for smallholder farmers on basic phones.");
    expect(findings.map((f) => f.note)).toEqual(expect.arrayContaining(["Shows no working unit", "Leaves out repayment"]));
  });
});

describe("the AI prompt for a pay-as-you-go pump", () => {
  it("states the equipment, its plan and the arithmetic", () => {
    const prompt = promptText(jua);
    expect(prompt).toContain("It sells equipment (solar pumps) for cash (KSh 65,000) or on pay-as-you-go (KSh 2,500 a month over 30 months), not a test or an advisory SMS");
    expect(prompt).toContain("a working demo unit on a lead farmer's plot in each area with a pump day");
    expect(prompt).toContain("300 pumps in 13 weeks is about 24 installed a week");
  });
});
