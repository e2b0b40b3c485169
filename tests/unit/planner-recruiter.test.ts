import { describe, expect, it } from "vitest";
import { buildPlan, buildProfile } from "~/generation/planner";
import { checkPlanQuality, type CheckedPlan } from "~/plan-quality/checker";
import { recruiterWordOf } from "~/plan-quality/recruiter";
import { readAnswers } from "~/plan-quality/reading";
import { planToMarkdown } from "~/plan-view/markdown.server";
import type { PlanFormData } from "~/wizard/types";
import { BUSINESS_FIXTURES, fixture } from "../support/business-fixtures";
import { FIXED_PLAN_DAY } from "../support/plan-day";
import { checkedTactic, promptText } from "../support/plan-checks";

/*
 * Harbour Talent, a two-person recruitment agency in Bristol placing finance staff (accountants, credit
 * controllers, payroll and finance managers) into 30-250 person firms for 15% of first-year salary and a margin on
 * temps. Finance directors have been spammed with unsuitable CVs, every agency cold calls them and they stopped
 * picking up, and LinkedIn job ads are cheaper; the goal is six permanent placements a quarter and ten clients who
 * come back. Before, the plan was a SaaS company's (monthly customer advisory calls, founder emails to five
 * businesses a day, a posted letter then a phone call, the industry trade show) and said nothing of candidates.
 */

const harbour = fixture("bristol-finance-recruiters").answers;
const reading = readAnswers(harbour, FIXED_PLAN_DAY);
const plan = buildPlan(harbour, FIXED_PLAN_DAY);
const markdown = planToMarkdown(plan, buildProfile(harbour), harbour, FIXED_PLAN_DAY);
const names = plan.tactics.map((t) => t.name);
const tactic = (start: string) => plan.tactics.find((t) => t.name.startsWith(start))!;

describe("reading a recruitment agency", () => {
  it("reads a UK finance recruiter with its fee, temps, client firms, goal and what doesn't work", () => {
    expect(reading.kind).toBe("b2b-smb");
    expect(reading.agency).toBeNull();
    expect(reading.accounting).toBeNull();
    expect(reading.recruiter).toMatchObject({
      word: "recruitment agency",
      rules: "uk",
      field: "finance",
      roles: "accountants, credit controllers, payroll and finance managers",
      fee: "15% of first-year salary",
      temps: true,
      firms: "30-250 person firms",
      town: "Bristol",
      team: 2,
      noColdCalls: true,
      jobAdsCheaper: "LinkedIn job ads",
      spamCvs: true,
      placements: 6,
      placementsPer: "a quarter",
      repeatClients: 10,
    });
  });

  it("names staffing agencies and headhunters, not software for recruiters, a job board or someone else's agency", () => {
    expect(recruiterWordOf("Brightside is a staffing agency in Ohio placing warehouse workers")).toBe("staffing agency");
    expect(recruiterWordOf("We are headhunters for fintech CFOs")).toBe("executive search firm");
    expect(recruiterWordOf("An applicant tracking tool for recruiters and staffing agencies")).toBeNull();
    expect(recruiterWordOf("A remote job board where employers pay to post Rust roles")).toBeNull();
    expect(recruiterWordOf("Payroll software we sell to recruitment agencies")).toBeNull();
  });

  it("leaves every other fixture alone, the job board, the consultancy and the trades accountants included", () => {
    const fired = BUSINESS_FIXTURES.filter((f) => f.id !== "bristol-finance-recruiters" && readAnswers(f.answers, FIXED_PLAN_DAY).recruiter).map((f) => f.id);
    expect(fired).toEqual([]);
  });
});

describe("Harbour Talent's plan", () => {
  it("works both sides: the shortlist promise, the salary guide, the evening, adverts, candidates' referrals, the three-month call, the advisers and LinkedIn", () => {
    expect(names).toEqual([
      "A shortlist of three within a week, with the fee and the rebate period in writing before you start",
      "The Bristol finance salary guide, sent to finance directors and owner-managers who ask for it and given to every candidate",
      "An evening for Bristol's finance people with the local ICAEW, CIMA and AAT groups",
      "Every job advert written so the right finance people reply: salary, hours, the team and the systems",
      "Every placed candidate asked once for one name, with a thank-you",
      "A call to the finance director at each placement's three months, and the next hire asked about",
      "The accountancy practices that advise growing firms, business bankers and local investors who know a finance hire is coming",
      "LinkedIn for content and candidates: one market note a week, never a cold message",
    ]);
    expect(markdown).not.toMatch(/customer advisory calls|Founder emails to 5 businesses|A posted letter, then a phone call|trade show|free trial/i);
  });

  it("states the fee, the rebate period, the regulations and GDPR as checks in the shortlist tactic", () => {
    const t = tactic("A shortlist of three");
    expect(t.template).toContain("Our fee is 15% of first-year salary, invoiced when your hire starts. If they leave within the rebate period");
    expect(t.template).toContain("Every candidate agrees before their CV reaches you.");
    expect(t.description).toContain("the Conduct of Employment Agencies and Employment Businesses Regulations 2003");
    expect(t.description).toContain("check the current rules on GOV.UK or with the REC");
    expect(t.description).toContain("UK GDPR for candidate data");
  });

  it("hears what doesn't work: no cold calls, no price fight with LinkedIn job ads, no CV sent unasked", () => {
    expect(markdown).toContain("You said finance directors and owner-managers have stopped picking up cold calls, so nothing here cold calls or cold messages them");
    expect(markdown).toContain("You can't compete with LinkedIn job ads on price, and the plan doesn't try");
    expect(markdown).toContain("Finance directors and owner-managers have been sent unsuitable CVs by bigger agencies, so Harbour Talent never sends one unasked");
    expect(markdown).toContain("Six permanent placements a quarter is about twelve roles taken on a quarter");
  });

  it("writes templates for the committee, the placed candidate, the adviser and the advert", () => {
    expect(tactic("An evening for").template).toContain("Would your group like a 20-minute talk on it at one of your evenings");
    expect(tactic("Every placed candidate").template).toContain("do you know someone good in finance who might move this year");
    expect(tactic("The accountancy practices").template).toContain("When a client of yours needs their first finance manager or a credit controller");
    expect(tactic("Every job advert").template).toContain("nothing is sent to the firm without your yes");
  });

  it("gives a recruiter's quick wins, toolkit, tips and Marketing Model", () => {
    expect(plan.guerrillaTactics.map((g) => g.name)).toEqual(expect.arrayContaining(["Ask three candidates Harbour Talent placed for one name each this week", "Call every client whose hire started three months ago"]));
    expect(plan.guerrillaTactics).toHaveLength(4);
    expect(markdown).toContain("Never cold: every first message to a client answers something they asked for");
    expect(markdown).toContain("Take on only as many roles as the two of you can shortlist within a week");
    expect(markdown).toContain("Harbour Talent is the recruitment agency that sends three people it has met within a week, with the fee (15% of first-year salary)");
    expect(markdown).toContain("Ignores recruiters' cold calls and unsolicited CVs");
  });

  it("passes the checker", () => {
    expect(checkPlanQuality(harbour, plan, reading)).toEqual([]);
  });

  it("flags the SaaS lines it was given before, a plan without candidates, and CVs sent unasked", () => {
    const old: CheckedPlan = {
      tactics: [
        checkedTactic({ name: "Monthly customer advisory calls with five customers", description: "Invite five customers to a monthly call." }),
        checkedTactic({ name: "A posted letter, then a phone call, for buyers who ignore email", description: "Send speculative CVs to finance directors with a letter, then call." }),
      ],
      timeline: [],
    };
    const findings = checkPlanQuality(harbour, old, reading);
    expect(findings.some((f) => /customer advisory calls|posted letter/i.test(f.reason))).toBe(true);
    expect(findings.map((f) => f.note)).toEqual(expect.arrayContaining(["Leaves out candidates", "Leaves the fee unexplained", "Sends CVs unasked"]));
  });

  it("states the agency, both sides, the rules to check and the arithmetic in the AI prompt", () => {
    const prompt = promptText(harbour);
    expect(prompt).toContain("- A recruitment agency placing accountants, credit controllers, payroll and finance managers: it has two markets");
    expect(prompt).toContain("the Conduct of Employment Agencies and Employment Businesses Regulations 2003");
    expect(prompt).toContain("- No cold calls: the founder says clients stopped picking up");
    expect(prompt).toContain("- Never send a CV or resume unasked");
  });

  it("adds paid job-board slots only when the budget carries them", () => {
    const rich: PlanFormData = { ...harbour, budgetRange: "early" };
    const richNames = buildPlan(rich, FIXED_PLAN_DAY).tactics.map((t) => t.name);
    expect(richNames).toContain("Paid job-board slots for the hard-to-fill roles only, judged by cost per candidate shortlisted");
    expect(names.some((n) => n.startsWith("Paid job-board slots"))).toBe(false);
  });
});
