import { describe, expect, it } from "vitest";
import { buildPlan, buildProfile } from "~/generation/planner";
import { checkPlanQuality, type CheckedPlan } from "~/plan-quality/checker";
import { readAnswers } from "~/plan-quality/reading";
import { planToMarkdown } from "~/plan-view/markdown.server";
import type { PlanFormData } from "~/wizard/types";
import { BUSINESS_FIXTURES, fixture } from "../support/business-fixtures";
import { FIXED_PLAN_DAY } from "../support/plan-day";
import { checkedTactic, promptText } from "../support/plan-checks";

/*
 * Castle Lettings, an independent letting agent in Nottingham with 140 managed properties: 10% of rent for full
 * management, no tenant fees, inspections every four months, repair calls answered within a day; two staff and
 * the founder. Its landlords own one to five homes (accidental landlords, pensions in bricks) and worry about new
 * rules, deposits and voids; it can't win on price against online agents charging £60 a month, and cold calling
 * landlords hasn't worked. Goal: 40 more managed properties in 12 months. Each test reads what the founder would
 * read in the plan.
 */

const castle = fixture("nottingham-letting-agent").answers;
const reading = readAnswers(castle, FIXED_PLAN_DAY);
const plan = buildPlan(castle, FIXED_PLAN_DAY);
const profile = buildProfile(castle);
const markdown = planToMarkdown(plan, profile, castle, FIXED_PLAN_DAY);
const names = plan.tactics.map((t) => t.name);
const textOf = (p: typeof plan) => p.tactics.map((t) => [t.name, t.why, t.description, ...t.implementation, ...t.resourcesNeeded, t.template].join("\n")).join("\n");
const tacticText = textOf(plan);
const tactic = (start: string) => plan.tactics.find((t) => t.name.startsWith(start))!;

/** Another agent's answers, as a founder might type them. */
const agent = (over: Partial<PlanFormData>): PlanFormData => ({ ...castle, ...over });

describe("reading a letting agent", () => {
  it("reads the agent, its homes, its fee, its promises, its rivals and the goal", () => {
    expect(reading.letting).toEqual({
      word: "letting agent",
      side: "lettings",
      both: false,
      independent: true,
      uk: true,
      us: false,
      nation: "England",
      managed: 140,
      fee: "10% of rent for full management",
      noTenantFees: true,
      inspections: "every four months",
      repairs: "answer repair calls within a day",
      online: "online agents charging £60 a month",
      chains: true,
      goal: 40,
      goalSaid: "40 more managed properties",
      team: 3,
      accidental: true,
    });
    // Its price is its own fee, not the online agents' £60 a month.
    expect(reading.price).toBe("10% of rent for full management");
  });

  it("hears that cold calling hasn't worked", () => {
    expect(reading.avoid).toEqual([{ tag: "cold-calling", quote: "Cold calling landlords hasn't worked for us." }]);
  });

  it("fires for the letting agent among the fixtures only: not the coworking space, the mortgage broker or the accountants", () => {
    const fired = BUSINESS_FIXTURES.filter((f) => readAnswers(f.answers, FIXED_PLAN_DAY).letting).map((f) => f.id);
    expect(fired).toEqual(["nottingham-letting-agent"]);
    expect(readAnswers(fixture("sheffield-coworking-desks").answers, FIXED_PLAN_DAY).letting).toBeNull();
  });

  it("leaves software for letting agents and landlords alone", () => {
    const saas = agent({ productName: "LetFlow", productDescription: "LetFlow is property management software for letting agents and landlords in the UK: rent tracking, repairs and inspections in one app." });
    expect(readAnswers(saas, FIXED_PLAN_DAY).letting).toBeNull();
    const crm = agent({ productDescription: "A CRM for estate agents that books valuations and sends vendor updates." });
    expect(readAnswers(crm, FIXED_PLAN_DAY).letting).toBeNull();
  });

  it("reads an estate agent as one who sells homes, and a US property manager in its owners' words", () => {
    const estate = readAnswers(agent({ productDescription: "Harbour Homes is an independent estate agent in Bristol selling family homes for a 1% fee plus VAT.", successMetrics: "30 sales agreed in 6 months" }), FIXED_PLAN_DAY).letting;
    expect(estate).toMatchObject({ word: "estate agent", side: "sales", uk: true, fee: "1% plus VAT", goal: 30 });
    const pm = readAnswers(agent({ productDescription: "Saguaro is a property management company in Tucson, Arizona managing 220 single-family rentals for owners. We charge 8% of monthly rent.", localRegion: "Tucson, Arizona", successMetrics: "60 more doors in 12 months" }), FIXED_PLAN_DAY).letting;
    expect(pm).toMatchObject({ word: "property manager", side: "lettings", us: true, uk: false, managed: 220, fee: "8% of monthly rent", goal: 60 });
  });
});

describe("Castle Lettings' plan", () => {
  it("is made of a letting agent's tactics, the switch first, and none of the SaaS plan it used to get", () => {
    expect(names).toEqual([
      "The switch made easy: Castle Lettings does the handover for landlords let down by a chain agent",
      "The numbers that beat online agents charging £60 a month: void days, arrears and repair calls answered within a day, on one page",
      "Landlords' questions about the Renters' Rights changes, answered: a plain note each month and a free 20-minute check of their let",
      "Referrals from buy-to-let mortgage brokers, conveyancing solicitors and accountants who serve landlords",
      "A landlord evening with the local landlord association: plain answers, no pitch",
      "To-let boards and the streets you work in as local proof",
      "Reviews from landlords and tenants, asked for at the good moments",
      "A free rental valuation for accidental landlords",
      "Facebook ads around Nottingham and West Bridgford for a free rental valuation, judged by valuations booked",
    ]);
    expect(markdown).not.toMatch(/trade show|data migration|founder emails|cost calculator|teardown of a typical week|free trial|\bdemos?\b|Capterra|businesses with 5-200 employees/i);
    expect(tacticText).not.toMatch(/cold[- ]?call/i);
  });

  it("makes the switch easy: the handover done for them, with the founder's own fee and numbers in the letter", () => {
    const sw = tactic("The switch made easy");
    expect(sw.template).toContain("Subject: Switching to Castle Lettings: we do the handover");
    expect(sw.template).toContain("the deposits moved to our protection scheme or re-registered, letters to your tenants with the new rent details");
    expect(sw.template).toContain("Our fee is 10% of rent for full management. Behind it: 140 properties managed in Nottingham and West Bridgford, inspections every four months, repair calls answered within a day and no fees for tenants.");
    expect(sw.implementation.join("\n")).toContain("'Unhappy with your agent? We do the switch.'");
  });

  it("answers the rules as things to check, never as fact", () => {
    const rules = tactic("Landlords' questions about the Renters' Rights changes");
    expect(rules.description).toContain("check on GOV.UK what applies and from when");
    expect(rules.template).toContain("Rules change: please check the latest on GOV.UK ({{link to the official page}}) before acting on this.");
    expect(tactic("A landlord evening").description).toContain("the local NRLA branch or a landlord association in Nottingham and West Bridgford (check which meets near you and how they take speakers)");
  });

  it("beats the online agents on numbers, not price, and says so in the strategy", () => {
    expect(tactic("The numbers that beat").template).toContain("Page: What 10% of rent for full management buys you at Castle Lettings");
    expect(plan.strategySummary).toContain("You said \"Cold calling landlords hasn't worked for us\", so cold calling is left out.");
    expect(plan.strategySummary).toContain("You said you can't win on price against online agents charging £60 a month: the plan doesn't try.");
    expect(plan.strategySummary).toContain("40 more managed properties is about 3 a month, from 140 today to 180");
  });

  it("asks for reviews from landlords and tenants without rewards, and partners' referral fees in the open", () => {
    expect(tactic("Reviews from landlords and tenants").description).toContain("never offer anything in return");
    expect(tactic("Referrals from buy-to-let").description).toContain("If a referral fee is paid either way, disclose it to the client and check the rules each profession follows");
  });

  it("checks Meta's housing-ad rules before the valuation ads", () => {
    expect(tactic("Facebook ads").description).toContain("check Meta's current rules for housing ads before you start");
  });

  it("gives the founder a landlord's profile, quick wins, toolkit, tips and Marketing Model", () => {
    expect(markdown).toContain("this profile is drafted from what is typical for this kind of business (letting agent and the landlords who choose it)");
    expect(markdown).toContain("“Why pay 10% of rent for full management when an online agent is cheaper?”");
    expect(markdown).toContain("**Ask your five longest-standing landlords who else they know with a home to let**");
    expect(markdown).toContain("**Book two coffees this week with the mortgage broker and the solicitor your landlords use most**");
    expect(markdown).toContain("Never cold: every first conversation with a landlord follows something they did");
    expect(markdown).toContain("Every Friday, count enquiries, valuations, switches and properties taken on, by who sent each one");
    expect(markdown).toContain("“For landlords in Nottingham and West Bridgford, Castle Lettings is the independent letting agent with inspections every four months and repair calls answered within a day, unlike online agents charging £60 a month.”");
    expect(markdown).toContain("How to apply: Walk the steps from the first call to the first rent paid");
  });

  it("passes the checker", () => {
    expect(checkPlanQuality(castle, plan, reading)).toEqual([]);
  });

  it("tells the AI it is a letting agent, with the switch, the rules as checks and no cold calls", () => {
    const prompt = promptText(castle);
    expect(prompt).toContain("- An independent letting agent whose clients are landlords, not a software company selling to small businesses");
    expect(prompt).toContain("landlords' questions about the Renters' Rights changes answered, worded as things to check on GOV.UK");
    expect(prompt).toContain("- The goal is counted in properties: 40 more managed properties (from 140 today)");
  });
});

describe("an estate agent's and a US property manager's plans", () => {
  it("gives an estate agent a seller's plan: valuation, Friday updates, reviews on completion", () => {
    const answers = agent({
      productName: "Harbour Homes",
      productDescription: "Harbour Homes is an independent estate agent in Bristol selling family homes for a 1% fee plus VAT. We do accompanied viewings and a written update every Friday.",
      audienceType: "b2c-general",
      localRegion: "North Bristol",
      audiencePersona: "Homeowners in Bishopston and Redland selling to move on, downsize or sell a parent's home.",
      successMetrics: "30 sales agreed in 6 months",
      challenges: "Online agents are cheaper.",
    });
    const p = buildPlan(answers, FIXED_PLAN_DAY);
    const n = p.tactics.map((t) => t.name);
    expect(n).toContain("A written update to every seller each Friday: viewings, feedback, interest and the next step");
    expect(n).toContain("Reviews from sellers and buyers, asked for the day a sale completes");
    expect(n.some((x) => x.startsWith("A free valuation, honest and in writing"))).toBe(true);
    expect(textOf(p)).not.toMatch(/Renters' Rights|landlords?\b|tenants?\b/);
    expect(checkPlanQuality(answers, p)).toEqual([]);
  });

  it("gives a US property manager the same kind of plan in its owners' words", () => {
    const answers = agent({
      productName: "Saguaro Property Management",
      productDescription: "Saguaro is a property management company in Tucson, Arizona managing 220 single-family rentals for owners. We charge 8% of monthly rent, and we answer maintenance requests within 24 hours.",
      localRegion: "Tucson, Arizona",
      audiencePersona: "Owners of one to three rental homes in Tucson, many accidental landlords who kept a house after moving.",
      successMetrics: "60 more doors in 12 months",
      challenges: "Flat-fee managers are cheaper. Cold calling owners hasn't worked.",
    });
    const p = buildPlan(answers, FIXED_PLAN_DAY);
    const text = textOf(p);
    expect(p.tactics[0]!.name).toBe("The switch made easy: Saguaro Property Management does the handover for rental owners let down by their current manager");
    expect(p.tactics.map((t) => t.name)).toContain("A free rental analysis for accidental landlords");
    expect(text).toContain("your state's landlord-tenant law");
    expect(text).not.toMatch(/\bsolicitors?\b|\bGOV\.UK\b|\bNRLA\b|\bwhat letting involves\b|\ba owner\b|real real/);
    expect(checkPlanQuality(answers, p)).toEqual([]);
  });
});

describe("the checker on a letting agent's plan", () => {
  it("flags the SaaS plan Castle Lettings used to get", () => {
    const saas: CheckedPlan = {
      tactics: [
        checkedTactic({ name: "Walk the industry trade show with meetings booked ahead", description: "Go to the trade show as a visitor first." }),
        checkedTactic({ name: "Free set-up and data migration, done for them", description: "Offer to move each new customer's data into Castle Lettings." }),
        checkedTactic({ name: "A customer referral programme with a reward for both sides", description: "Give every customer a personal link and a free month each." }),
      ],
      timeline: [{ title: "Set up", weeks: "Weeks 1-4", tasks: ["Book the trade show pass"] }],
    };
    const findings = checkPlanQuality(castle, saas, reading);
    expect(findings.filter((f) => f.rule === "channel-fit").map((f) => (f.target.kind === "tactic" ? f.target.index : -1))).toEqual([0, 1]);
    expect(findings.filter((f) => f.target.kind === "plan").map((f) => f.note)).toEqual(["Leaves out the switch", "Leaves out referral partners"]);
  });

  it("flags a rule stated as fact, and leaves one worded as a check alone", () => {
    const claim: CheckedPlan = {
      tactics: [checkedTactic({ name: "Switch and brokers", description: "Do the handover for landlords switching agent, with brokers. Section 21 notices are abolished from May, so landlords must act now." })],
      timeline: [],
    };
    expect(checkPlanQuality(castle, claim, reading).map((f) => f.note)).toContain("A rule stated as fact");
    const checked: CheckedPlan = {
      tactics: [checkedTactic({ name: "Switch and brokers", description: "Do the handover for landlords switching agent, with brokers. Section 21 notices are ending: check the date on GOV.UK." })],
      timeline: [],
    };
    expect(checkPlanQuality(castle, checked, reading).map((f) => f.note)).not.toContain("A rule stated as fact");
  });
});
