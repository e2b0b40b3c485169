import { describe, expect, it } from "vitest";
import { buildPlan, buildProfile } from "~/generation/planner";
import { checkPlanQuality, type CheckedPlan } from "~/plan-quality/checker";
import { churchSeasons, readChurchSoftware } from "~/plan-quality/church";
import { readAnswers } from "~/plan-quality/reading";
import { planToMarkdown } from "~/plan-view/markdown.server";
import { BUSINESS_FIXTURES, fixture } from "../support/business-fixtures";
import { FIXED_PLAN_DAY } from "../support/plan-day";
import { checkedTactic, promptText } from "../support/plan-checks";

/*
 * Steeple: online giving, volunteer rotas and a member directory for small US churches of 50-300 people,
 * $39 a month, 85 churches paying; pastors are not on LinkedIn, admins are volunteers, Planning Center is the
 * default for big churches and a cold email campaign was marked as spam; the goal is 300 paying churches by
 * the end of June. Each test reads what the founder would read in a plan made on Monday 4 January 2027.
 */

const steeple = fixture("steeple-small-church-software").answers;
const reading = readAnswers(steeple, FIXED_PLAN_DAY);
const plan = buildPlan(steeple, FIXED_PLAN_DAY);
const profile = buildProfile(steeple);
const markdown = planToMarkdown(plan, profile, steeple, FIXED_PLAN_DAY);
const names = plan.tactics.map((t) => t.name);
const tacticText = plan.tactics.map((t) => [t.name, t.description, ...t.implementation, t.template].join("\n")).join("\n");
const tasks = plan.timeline.map((p) => p.tasks);

describe("reading software sold to churches", () => {
  it("reads the churches, the price, the goal, the rival and what the founder said", () => {
    expect(reading.kind).toBe("b2b-smb");
    expect(reading.church).toMatchObject({
      churches: "small churches of 50 to 300 people",
      tradition: "Protestant",
      price: "$39 a month",
      now: 85,
      target: 300,
      byMonth: "June",
      rivals: ["Planning Center"],
      textGive: true,
      us: true,
      volunteers: true,
    });
    // "Pastors are not on LinkedIn": heard as where they are not, and said once, in the church's own words.
    expect(reading.avoid.map((o) => o.tag)).toEqual(["cold-email", "linkedin"]);
  });

  it("does not read clubs, charities, schools or a church's own appeal as software for churches", () => {
    const clubs = { ...steeple, productDescription: "Membership, fees and match rotas for amateur football clubs, $19 a month.", audiencePersona: "Volunteer club secretaries and treasurers of amateur football clubs in the US." };
    expect(readChurchSoftware(clubs, clubs.productDescription)).toBeNull();
    const charities = { ...steeple, productDescription: "Donor management and gift receipts for small charities, $29 a month.", audiencePersona: "Volunteer treasurers and fundraisers at small US non-profits and food banks." };
    expect(readChurchSoftware(charities, charities.productDescription)).toBeNull();
    const appeal = { ...steeple, productType: "content" as const, audienceType: "b2c-general" as const, productDescription: "Our church is raising $40,000 to repair the roof of St Mary's before winter." };
    expect(readChurchSoftware(appeal, appeal.productDescription)).toBeNull();
    const fired = BUSINESS_FIXTURES.filter((f) => f.id !== "steeple-small-church-software" && readAnswers(f.answers, FIXED_PLAN_DAY).church).map((f) => f.id);
    expect(fired).toEqual([]);
    for (const id of ["leeds-dog-rescue-donors", "reboot-schools-refurbished-laptops", "dental-saas", "freelancer-invoicing"]) {
      const other = buildPlan(fixture(id).answers, FIXED_PLAN_DAY);
      expect(other.tactics.map((t) => t.name).join(" "), id).not.toMatch(/pastor|churches|church year/i);
    }
  });

  it("times the webinars to the church year, with three weeks to invite before each", () => {
    const seasons = churchSeasons(FIXED_PLAN_DAY, 26, reading.church);
    expect(seasons.map((s) => [s.week, s.season])).toEqual([
      [8, "Holy Week and Easter"],
      [18, "summer programmes"],
    ]);
    // Easter Sunday 2027 is 28 March: the session is on Tuesday 23 February.
    expect(seasons[0]!.day.toISOString().slice(0, 10)).toBe("2027-02-23");
    // A plan starting in August reaches the fall giving season and year-end giving.
    expect(churchSeasons(new Date(Date.UTC(2027, 7, 2)), 26, reading.church).map((s) => s.season)).toEqual(["the fall giving season", "year-end giving", "year-end statements"]);
  });
});

describe("the plan Steeple reads", () => {
  it("is made of a church-software plan's tactics, the networks first", () => {
    expect(names).toEqual([
      "Reach whole groups of churches through their associations, districts and conferences",
      "Pastor to pastor: a free month for both churches when one pastor tells another",
      "We move your records in: giving, schedules and the directory, from spreadsheets and paper",
      "A free evening webinar at each season of the church year",
      "Help in the Facebook groups for church administrators, and on ministry podcasts",
      "An honest comparison with Planning Center: which suits your church",
      "Testimonials from treasurers and church administrators, with their written permission",
      "A first-Sunday kit so each pastor launches giving and schedules with the congregation",
    ]);
  });

  it("has none of the business lines it used to get", () => {
    // The form's own label ("B2B: Small and medium businesses") and the plan's answer to "not on LinkedIn" aside.
    const written = markdown.replace(/^- \*\*Audience:\*\*.*$/m, "").replace(/You said pastors are not on LinkedIn, so there is no LinkedIn in this plan/, "");
    expect(written).not.toMatch(/In-person visits to businesses|business park|G2|Capterra|trade associations?|trade press|LinkedIn|accountant, IT provider|businesses with 5-200|Grow revenue without hiring|their own customers|a business you know|small business/i);
    expect(markdown).not.toMatch(/\{(?!\{)[a-zA-Z]+\}(?!\})/);
  });

  it("names regional bodies as examples to check, and speaks to pastors, treasurers and administrators", () => {
    expect(tacticText).toContain("Baptist local associations and state conventions, United Methodist districts and annual conferences");
    expect(tacticText).toContain("examples to check: start with the ones the churches you already serve belong to");
    expect(tacticText).toContain("never write to a regional office before someone from inside has vouched for you");
    expect(tacticText).toContain("Subject: Do you know another pastor fighting the same spreadsheets?");
    expect(tacticText).toContain("Please don't email giving records as attachments");
    expect(tacticText).toContain("Nothing is published without your written yes, and no giving figures unless your church agrees");
  });

  it("is fair to Planning Center and checks its facts on its own pages", () => {
    expect(tacticText).toContain("Planning Center suits larger churches with paid staff");
    expect(tacticText).toContain("If your church has 50 to 300 people, a pastor, a treasurer and volunteers");
    expect(tacticText).toContain("- Planning Center: {{its published prices}}");
  });

  it("dates the webinar's weeks and keeps them in order in the timeline", () => {
    const phaseOf = (text: string) => tasks.findIndex((list) => list.some((t) => t.includes(text)));
    expect(phaseOf("In the week of February 2, send the invitation")).toBe(0);
    expect(phaseOf("In the week of February 23, hold the session")).toBe(1);
    expect(phaseOf("In the week of April 13, invite the same way to the next session, on Tuesday, May 4")).toBe(2);
    expect(tacticText).toContain("Subject: Free for church treasurers and administrators: Holy Week and Easter rotas without the spreadsheet");
  });

  it("answers LinkedIn, volunteers, Planning Center, cold email and the goal in the strategy", () => {
    expect(plan.strategySummary).toContain("Steeple is software for small churches of 50 to 300 people in the US");
    expect(plan.strategySummary).toContain("so cold email is left out");
    expect(plan.strategySummary).toContain("there is no LinkedIn in this plan");
    expect(plan.strategySummary).toContain("You said church admins are volunteers");
    expect(plan.strategySummary).toContain("From 85 paying churches to 300 by the end of June is 215 more in 26 weeks, about 9 a week");
    expect(plan.strategySummary).toContain("At $39 a month, 300 churches bring about $11,700 a month");
    expect(plan.primaryFocus[0]).toContain("Paying churches counted every Friday by where they came from");
  });

  it("describes pastors, treasurers and administrators who decide with a board", () => {
    expect(profile.objections.join(" ")).toContain("Isn't Planning Center what everyone uses?");
    expect(profile.objections.join(" ")).toContain("The board has to approve any new monthly cost.");
    expect(profile.buyingProcess).toContain("the pastor takes it to the board, elders or finance committee");
    expect(markdown).not.toMatch(/Small-business buyers|every hour on admin is an hour off the business/);
  });

  it("gives quick wins, tips, a toolkit and a marketing model for churches", () => {
    const quickWins = plan.guerrillaTactics.map((t) => t.name);
    expect(quickWins).toContain("Send your churches a giving-statements checklist");
    expect(quickWins).toContain("Ask your five happiest pastors one question");
    expect(markdown).toContain("IRS Publication 1771 says what it must contain");
    expect(markdown).toContain("Pastors mark unknown senders as spam; they answer someone another pastor named.");
    expect(markdown).toContain("Work to the church year");
    expect(markdown).toContain("Planning Center suits larger churches with staff");
  });

  it("passes the checker", () => {
    expect(checkPlanQuality(steeple, plan, reading)).toEqual([]);
  });

  it("tells the AI who buys, the plan, the giving rules to check and the arithmetic", () => {
    const prompt = promptText(steeple);
    expect(prompt).toContain('the buyers are pastors, treasurers and volunteer church administrators, not "businesses" or "customers"');
    expect(prompt).toContain("denominational networks and regional bodies such as Baptist local associations");
    expect(prompt).toContain("church-technology conferences only as an option");
    expect(prompt).toContain("IRS Publication 1771");
    expect(prompt).toContain("about 9 a week");
  });
});

describe("the checker on a church-software plan", () => {
  it("flags the business plan Steeple used to get", () => {
    const businessPlan: CheckedPlan = {
      tactics: [
        checkedTactic({ name: "In-person visits to businesses in one neighbourhood", description: "Visit eight to ten in a business park and ask the front desk who decides." }),
        checkedTactic({ name: "Honest reviews on G2 and Capterra", description: "Ask customers for reviews on G2 and Capterra." }),
        checkedTactic({ name: "LinkedIn outreach to pastors", description: "Connect with pastors on LinkedIn and send a message." }),
      ],
      timeline: [],
    };
    const findings = checkPlanQuality(steeple, businessPlan, reading);
    expect(findings.filter((f) => f.rule === "channel-fit").map((f) => (f.target.kind === "tactic" ? f.target.index : -1))).toEqual([0, 1, 2]);
    const notes = findings.filter((f) => f.target.kind === "plan").map((f) => f.note);
    expect(notes).toEqual(expect.arrayContaining(["No church networks", "No pastor referrals", "No move from spreadsheets"]));
  });

  it("leaves a plan with the networks, pastors telling pastors and the records moved in alone", () => {
    const good: CheckedPlan = {
      tactics: [
        checkedTactic({ name: "Networks", description: "A session for the churches of a Baptist association, introduced by a pastor." }),
        checkedTactic({ name: "Referrals", description: "Ask happy pastors to tell another pastor; a free month for both churches." }),
        checkedTactic({ name: "The move", description: "We import the member list and giving records from spreadsheets for them." }),
      ],
      timeline: [],
    };
    expect(checkPlanQuality(steeple, good, reading).filter((f) => f.target.kind === "plan" && f.rule === "challenge")).toEqual([]);
  });

  it("leaves another small-business product's visits and reviews alone", () => {
    const dental = fixture("dental-saas").answers;
    const reviews: CheckedPlan = { tactics: [checkedTactic({ name: "Reviews", description: "Ask customers for reviews on G2 and Capterra." })], timeline: [] };
    expect(checkPlanQuality(dental, reviews).filter((f) => /church|pastor/i.test(f.reason))).toEqual([]);
  });
});
