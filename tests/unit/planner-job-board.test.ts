import { describe, expect, it } from "vitest";
import { buildPlan, buildProfile } from "~/generation/planner";
import { checkPlanQuality, type CheckedPlan } from "~/plan-quality/checker";
import { jobBoardWordOf } from "~/plan-quality/job-board";
import { readAnswers } from "~/plan-quality/reading";
import { planToMarkdown } from "~/plan-view/markdown.server";
import { BUSINESS_FIXTURES, fixture } from "../support/business-fixtures";
import { FIXED_PLAN_DAY } from "../support/plan-day";
import { checkedTactic, promptText } from "../support/plan-checks";

/*
 * RustJobs Remote, a job board for remote Rust developer jobs: companies pay $299 per 30-day listing,
 * candidates browse free and get a weekly email of new jobs. 18 paid listings a month; companies will not pay
 * until there are many candidates, candidates leave when there are few jobs, and LinkedIn is free for
 * employers. The goal: 60 paid listings a month by March. The form says "developer" audience, and today's
 * plan read it as an open-source tool (a README, a migration guide, plugins). Each test reads what its
 * founder would read in a plan made on Monday 4 January 2027.
 */

const rust = fixture("rustjobs-remote-job-board").answers;
const reading = readAnswers(rust, FIXED_PLAN_DAY);
const plan = buildPlan(rust, FIXED_PLAN_DAY);
const markdown = planToMarkdown(plan, buildProfile(rust), rust, FIXED_PLAN_DAY);
const names = plan.tactics.map((t) => t.name);
const tacticText = plan.tactics.map((t) => [t.name, t.description, ...t.implementation, t.template].join("\n")).join("\n");

describe("reading a niche job board", () => {
  it("reads a two-sided job board whatever the audience type says, with its sides, price and goal", () => {
    expect(reading.kind).toBe("marketplace");
    expect(reading.marketplace).toBeNull();
    expect(reading.jobBoard).toMatchObject({
      niche: "remote Rust developer",
      stack: "Rust",
      remote: true,
      candidates: "Rust developers",
      employers: "startups and infrastructure companies",
      price: 299,
      symbol: "$",
      days: 30,
      email: true,
      freeRival: "LinkedIn",
      listingsNow: 18,
      listingsGoal: 60,
      byMonth: "March",
    });
    expect(reading.audience).toBe("Rust developers");
    // "Companies won't pay to post" is the employers' refusal, not the founder refusing to post.
    expect(reading.noPosts).toBe(false);
  });

  it("is read for job boards only: software for job boards, marketplaces, the open-source tool and the API keep their own plans", () => {
    expect(jobBoardWordOf("A job board for nursing jobs in Scotland.")).toBe(true);
    expect(jobBoardWordOf("Software that lets recruiters launch their own niche job board.")).toBe(false);
    const fired = BUSINESS_FIXTURES.filter((f) => f.id !== "rustjobs-remote-job-board" && readAnswers(f.answers, FIXED_PLAN_DAY).jobBoard).map((f) => f.id);
    expect(fired).toEqual([]);
    for (const id of ["nairobi-lunch-marketplace", "oss-devtool", "logistics-api", "lagos-market-traders-app"]) {
      const f = fixture(id);
      expect(readAnswers(f.answers, FIXED_PLAN_DAY).kind, id).toBe(f.kind);
      expect(buildPlan(f.answers, FIXED_PLAN_DAY).tactics.map((t) => t.name).join("\n"), id).not.toMatch(/\blistings? (?:free|directly)\b|\bhiring signals\b|\bjob email\b/i);
    }
  });

  it("reads a job board in another profession and place with its own words, and no Rust places", () => {
    const nurses = {
      ...rust,
      productName: "Scot Nurse Jobs",
      productDescription: "A job board for nursing jobs in Scotland: care homes and clinics pay £150 per 30-day listing, nurses search free.",
      audienceType: "b2c-niche" as const,
      audiencePersona: "Nurses looking for a better-paid or closer job, and care homes and clinics hiring them.",
      challenges: "Care homes post on Indeed for free.",
      successMetrics: "40 paid listings a month by June, from 10",
    };
    const r = readAnswers(nurses, FIXED_PLAN_DAY);
    expect(r.kind).toBe("marketplace");
    expect(r.jobBoard).toMatchObject({ niche: "nursing", stack: null, candidates: "Nurses", employers: "care homes and clinics", price: 150, symbol: "£", freeRival: "Indeed", listingsNow: 10, listingsGoal: 40 });
    const p = buildPlan(nurses, FIXED_PLAN_DAY);
    const text = JSON.stringify(p);
    expect(text).toContain("nursing jobs found on employers' own pages");
    expect(text).not.toMatch(/\bRust\b|This Week in Rust|r\/rust/);
    expect(checkPlanQuality(nurses, p, r)).toEqual([]);
  });
});

describe("RustJobs Remote's plan", () => {
  it("is a job board's plan: both sides seeded honestly, the job email, the employer page, hiring signals and revenue levers", () => {
    expect(names).toEqual(
      expect.arrayContaining([
        "Seed the board with remote Rust developer jobs found on employers' own pages, labelled and linked",
        "Ask the employers whose jobs you seeded to post directly, the first listing free",
        "A weekly job email and alerts by skill, as the asset Rust developers sign up for",
        "An employer page that shows your candidate numbers honestly",
        "Notes to engineering managers at startups and infrastructure companies with hiring signals",
        "3- and 5-listing bundles, featured listings and a renewal note before each listing ends",
      ]),
    );
    expect(tacticText).toMatch(/not a paid listing/);
    expect(tacticText).toMatch(/link to the original/i);
    expect(tacticText).toMatch(/Do not copy listings from other job boards or LinkedIn/);
    expect(tacticText).toMatch(/pay range/i);
  });

  it("has none of the open-source tool's, the shop's or the lunch marketplace's lines", () => {
    expect(markdown).not.toMatch(/\bREADME\b|migration guide|paid edition|official plugins?|quickstart|GitHub stars/i);
    expect(markdown).not.toMatch(/WhatsApp|\bpayouts?\b|\border(?:s|ed)?\b|\{\{the people who offer on it\}\}|\{supply\}|\{demand\}/i);
    expect(markdown).not.toMatch(/come in,? say hello|by the till|seasonal specials|staff perk card/i);
  });

  it("does the goal's arithmetic, answers the free rival and names the hiring calendar as a check", () => {
    expect(plan.strategySummary).toContain("18 paid listings a month to 60 by March is 42 more a month");
    expect(plan.strategySummary).toContain("$17,940 a month instead of $5,382");
    expect(plan.strategySummary).toContain("You said LinkedIn is free for employers: do not compete on price.");
    expect(plan.strategySummary).toContain("You said a launch on Hacker News brought visitors but no employers");
    expect(plan.strategySummary).toMatch(/January and again after the summer, in September: check it on your own listings/);
  });

  it("sends candidates' side to where Rust developers gather, worded as places to check", () => {
    expect(markdown).toContain("This Week in Rust");
    expect(markdown).toMatch(/r\/rust \(read its rules/);
    expect(markdown).toMatch(/check this year's dates/);
  });

  it("describes both sides in the profile, with the employer's free alternative as an objection", () => {
    expect(markdown).toContain("A job board has two sides");
    expect(markdown).toContain("“Why pay $299 when I can post on LinkedIn for free?”");
    expect(markdown).not.toMatch(/I could script this myself|locked in/);
  });

  it("passes the checker, and the prompt tells an AI what a job board's plan is made of", () => {
    expect(checkPlanQuality(rust, plan, reading)).toEqual([]);
    const prompt = promptText(rust);
    expect(prompt).toContain("A niche job board for remote Rust developer jobs, not a developer tool");
    expect(prompt).toMatch(/seed the board with jobs found on employers' own public pages/);
    expect(prompt).toMatch(/Hiring is often busier in January and September: say it as something to check/);
  });

  it("catches an AI plan that reads the board as an open-source tool, with no seeding and no job email", () => {
    const devtool: CheckedPlan = {
      tactics: [
        checkedTactic({ name: "A README that says what it is", description: "Rewrite the README of RustJobs Remote with a quickstart." }),
        checkedTactic({ name: "A step-by-step migration guide", description: "Write a migration guide from the tool people use today to RustJobs Remote." }),
      ],
      timeline: [],
    };
    const findings = checkPlanQuality(rust, devtool, reading);
    expect(findings.filter((f) => /tactic for other kinds/.test(f.reason)).length).toBeGreaterThanOrEqual(2);
    expect(findings.map((f) => f.note)).toEqual(expect.arrayContaining(["Leaves out seeding the board", "Leaves out the candidates' asset"]));
  });
});
