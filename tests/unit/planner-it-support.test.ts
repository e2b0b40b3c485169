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
 * Northgate IT, a three-person IT support company in Leeds for 10-40 person offices (accountants, solicitors,
 * estate agents, architects, charities): Microsoft 365, backups, Wi-Fi, cyber security and a helpdesk that
 * answers, £45 per user per month, Cyber Essentials as an add-on. Nobody switches until something goes wrong;
 * cold calling gets nowhere. Goal: three new clients a quarter, 150 users by year end. Each test reads what
 * its founder would read in the plan.
 */

const northgate = fixture("leeds-it-support-company").answers;
const reading = readAnswers(northgate, FIXED_PLAN_DAY);
const plan = buildPlan(northgate, FIXED_PLAN_DAY);
const profile = buildProfile(northgate);
const markdown = planToMarkdown(plan, profile, northgate, FIXED_PLAN_DAY);
const names = plan.tactics.map((t) => t.name);
const textOf = (p: typeof plan) => p.tactics.map((t) => [t.name, t.why, t.description, ...t.implementation, ...t.resourcesNeeded, t.template].join("\n")).join("\n");
const tactic = (start: string) => plan.tactics.find((t) => t.name.startsWith(start))!;
const on = (over: Partial<PlanFormData>) => buildPlan({ ...northgate, ...over }, FIXED_PLAN_DAY);

describe("reading an IT support company", () => {
  it("reads the company, its offices, the scheme, the team, cold calling and the goal", () => {
    expect(reading.itSupport).toEqual({
      word: "IT support company",
      clients: "accountants, solicitors, estate agents, architects and charities",
      size: "10-40 person",
      typicalUsers: 25,
      rules: "uk",
      coldCallingFailed: true,
      cyberEssentials: true,
      goalClients: 3,
      goalPer: "quarter",
      goalUsers: 150,
      team: 3,
      city: "Leeds",
    });
  });

  it("is Northgate's alone among the fixtures", () => {
    expect(BUSINESS_FIXTURES.filter((f) => readAnswers(f.answers, FIXED_PLAN_DAY).itSupport !== null).map((f) => f.id)).toEqual(["leeds-it-support-company"]);
  });

  it("reads an MSP and a cyber security service for small businesses as one", () => {
    const msp = { ...northgate, productName: "Harbour Tech", productDescription: `Harbour Tech is a managed service provider in Leeds: ${northgate.productDescription.split(": ")[1]}` };
    expect(readAnswers(msp, FIXED_PLAN_DAY).itSupport?.word).toBe("managed service provider");
    expect(buildPlan(msp, FIXED_PLAN_DAY).tactics[1]!.template).toContain("from Harbour Tech, a managed service provider in Leeds");
    const cyber = { ...northgate, productName: "Shieldwall", productDescription: `Shieldwall is a cyber security company for small businesses in Leeds: ${northgate.productDescription.split(": ")[1]}` };
    expect(readAnswers(cyber, FIXED_PLAN_DAY).itSupport?.word).toBe("cyber security company");
    expect(buildPlan(cyber, FIXED_PLAN_DAY).tactics[1]!.template).toContain("I'm {{your name}} from Shieldwall, a cyber security company in Leeds");
  });

  it("does not read software for IT firms, or an accountant, as one", () => {
    const psa = { ...northgate, productDescription: "Ticketly is a helpdesk and billing platform for IT support companies and MSPs: tickets, contracts and invoices in one place." };
    expect(readAnswers(psa, FIXED_PLAN_DAY).itSupport).toBeNull();
    expect(readAnswers(fixture("leeds-trades-accountants").answers, FIXED_PLAN_DAY).itSupport).toBeNull();
  });
});

describe("Northgate's plan", () => {
  it("is made of an IT support company's tactics, in the order offices need them", () => {
    expect(names).toEqual([
      "A free IT health check for 10-40 person offices in Leeds and Bradford: their backup tested, one page of fixes back",
      "Accountants, office landlords, phone providers and insurance brokers, who hear first when an office's IT goes wrong, each with the free check to offer",
      "When a phishing email scares them: a Cyber Essentials readiness check and a thirty-minute phishing session for the staff",
      "The switch made easy: the handover from the old provider, the notice period planned, a fixed onboarding week and the helpdesk's answer times published",
      "A twenty-minute phishing talk at the professions' own meetings: the ICAEW or ACCA district society, the local law society, the chamber of commerce in Leeds",
      "Ask every client for one introduction to another office manager, at the moment they are happiest",
      "A case story for each kind of office you look after: the scare before, what changed, in the office manager's words",
      "A Google Business Profile for the day something breaks: 'IT support Leeds', the answer times and reviews from office managers",
    ]);
  });

  it("drops the SaaS plan it used to get, and never calls or emails strangers", () => {
    const text = textOf(plan);
    expect(text).not.toMatch(/demo video|trial they can start alone|emails to 5 businesses|posted letter|cold[- ]?call/i);
    expect(markdown).toContain("You said cold calling offices gets you nowhere, so the plan has no calls and no cold emails");
  });

  it("states the goal's arithmetic in the founder's numbers", () => {
    expect(markdown).toContain("150 users is about six offices of 25 users, or £6,750 a month at £45 per user; three new clients a quarter takes about nine free health checks a quarter");
  });

  it("gives templates ready to send, with the price, the place and the scheme to check", () => {
    expect(tactic("A free IT health check").template).toContain("Subject: Your IT health check: the three things to fix first");
    expect(tactic("A free IT health check").template).toContain("Northgate IT looks after offices like yours for £45 per user, with a helpdesk that answers the phone");
    expect(tactic("Accountants, office landlords").template).toContain("an IT support company in Leeds looking after 10-40 person offices");
    expect(tactic("When a phishing email").description).toContain("checked against IASME's current requirements before you quote");
    expect(tactic("When a phishing email").template).toContain("A Cyber Essentials readiness check: we go through the scheme's questions with you");
    expect(tactic("The switch made easy").template).toContain("We ask your current provider for the passwords, licences and backup access. You don't have that conversation.");
    expect(tactic("A twenty-minute phishing talk").description).toContain("as examples to check");
  });

  it("gives the founder a profile, quick wins, toolkit and Marketing Model about offices, not software", () => {
    expect(markdown).toContain("Their IT is done by a nephew or a one-man band who doesn't answer");
    expect(markdown).not.toMatch(/Tries a tool on a free trial/);
    expect(markdown).toContain("“Changing provider sounds like weeks of disruption, and an awkward conversation.”");
    expect(markdown).toContain("**Ask your three clients' accountants and landlords for twenty minutes this week**");
    expect(markdown).toContain("you said calling offices out of the blue gets nowhere, and it stays out");
    expect(markdown).toContain("Take on only as many new offices a month as the three of you can onboard well");
    expect(plan.guerrillaTactics).toHaveLength(4);
    expect(plan.guerrillaTactics.map((g) => g.name)).toContain("Offer a twenty-minute phishing talk to one regional professional group or the chamber of commerce in Leeds this week");
    expect(markdown).toContain("For accountants, solicitors, estate agents, architects and charities in Leeds and Bradford, Northgate IT is the IT support that answers the phone, for £45 per user");
  });

  it("passes the checker", () => {
    expect(checkPlanQuality(northgate, plan, reading)).toEqual([]);
  });

  it("tells the AI what kind of business this is", () => {
    const prompt = promptText(northgate);
    expect(prompt).toContain("An IT support company (managed IT services sold per user per month to small offices), not a SaaS company");
    expect(prompt).toContain("no cold calling or letter-then-call");
  });
});

describe("Northgate's plan on other answers", () => {
  it("adds exact-phrase search ads when the budget carries them", () => {
    const paid = on({ budgetRange: "early" });
    expect(paid.tactics.map((t) => t.name)).toContain("Search ads on exact phrases only ('IT support Leeds', 'IT support for small offices'), judged by health checks booked");
    const early = { ...northgate, budgetRange: "early" as const };
    expect(checkPlanQuality(early, paid, readAnswers(early, FIXED_PLAN_DAY))).toEqual([]);
  });

  it("keeps the free check, the referrers and the switch on a short horizon", () => {
    const quarter = on({ timeHorizon: "quarter" });
    const short = quarter.tactics.map((t) => t.name);
    expect(short.some((n) => n.startsWith("A free IT health check"))).toBe(true);
    expect(short.some((n) => n.startsWith("Accountants, office landlords"))).toBe(true);
    expect(short.some((n) => n.startsWith("The switch made easy"))).toBe(true);
  });

  it("speaks of cyber insurance, not Cyber Essentials, in the US", () => {
    const us = { ...northgate, localRegion: "Columbus, Ohio", productDescription: northgate.productDescription.replace("in Leeds", "in Columbus").replace(/£45/g, "$55").replace(", with Cyber Essentials certification as an add-on", "") };
    const p = buildPlan(us, FIXED_PLAN_DAY);
    expect(textOf(p)).not.toContain("Cyber Essentials");
    expect(textOf(p)).toContain("a cyber insurance readiness check");
    expect(textOf(p)).toContain("the county bar association");
  });
});

describe("the checker on an IT support company's plan", () => {
  it("flags the SaaS plan Northgate used to get", () => {
    const saas: CheckedPlan = {
      tactics: [
        checkedTactic({ name: "A three-minute demo video and a trial they can start alone", description: "Record a three-minute demo video and offer a trial they can start alone." }),
        checkedTactic({ name: "Founder emails to 5 businesses a day, each with a trigger you noticed", description: "Founder emails to 5 businesses a day." }),
        checkedTactic({ name: "A posted letter, then a phone call, for buyers who ignore email", description: "Send a posted letter, then a phone call a week later." }),
      ],
      timeline: [{ title: "Set up", weeks: "Weeks 1-4", tasks: ["Record the demo"] }],
    };
    const findings = checkPlanQuality(northgate, saas, reading);
    expect(findings.filter((f) => f.rule === "channel-fit").map((f) => (f.target.kind === "tactic" ? f.target.index : -1))).toEqual([0, 1, 2]);
    expect(findings.filter((f) => f.target.kind === "plan").map((f) => f.note)).toEqual(["No first step", "No referrers", "No easy switch"]);
  });

  it("leaves another kind's plan alone", () => {
    const other: CheckedPlan = { tactics: [checkedTactic({ name: "Demo video", description: "Record a demo video." })], timeline: [{ title: "Start", weeks: "Weeks 1-4", tasks: ["Record it"] }] };
    expect(checkPlanQuality(fixture("dental-saas").answers, other).filter((f) => /easy switch|referrers/i.test(f.note ?? ""))).toEqual([]);
  });
});
