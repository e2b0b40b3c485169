import { describe, expect, it } from "vitest";
import { buildPlan, buildProfile } from "~/generation/planner";
import { checkPlanQuality, type CheckedPlan } from "~/plan-quality/checker";
import { membershipWordOf } from "~/plan-quality/membership";
import { readAnswers } from "~/plan-quality/reading";
import { planToMarkdown } from "~/plan-view/markdown.server";
import { BUSINESS_FIXTURES, fixture } from "../support/business-fixtures";
import { FIXED_PLAN_DAY } from "../support/plan-day";
import { checkedTactic, promptText } from "../support/plan-checks";

/*
 * Shipyard, a paid online community for solo founders building SaaS: a private forum, weekly accountability
 * groups of six and monthly teardown calls, $29 a month, 180 paying members. The goal: 400 paying members by
 * March with monthly churn under 6%. Members join for a month, binge the archive and leave; posting on X every
 * day brings followers, not members; the founder will not run ads. Each test reads what its founder would read
 * in a plan made on Monday 4 January 2027.
 */

const shipyard = fixture("shipyard-founder-community").answers;
const reading = readAnswers(shipyard, FIXED_PLAN_DAY);
const plan = buildPlan(shipyard, FIXED_PLAN_DAY);
const profile = buildProfile(shipyard);
const markdown = planToMarkdown(plan, profile, shipyard, FIXED_PLAN_DAY);
const names = plan.tactics.map((t) => t.name);
const tacticText = plan.tactics.map((t) => [t.name, t.description, ...t.implementation, t.template].join("\n")).join("\n");

describe("reading a paid online community", () => {
  it("reads a paid community sold by the month, not software, with its groups, calls, numbers and what the founder said", () => {
    expect(reading.kind).toBe("creator");
    expect(reading.publication).toBe(false);
    expect(reading.membership).toMatchObject({
      word: "online community",
      platform: "a private forum",
      group: "accountability group",
      groupSize: 6,
      call: "teardown call",
      members: 180,
      goalMembers: 400,
      price: 29,
      symbol: "$",
      churn: 6,
      byMonth: "March",
      bingeAndLeave: true,
      followersNotMembers: "X",
    });
    expect(reading.planWeeks).toBe(8);
  });

  it("recognises other paid communities and memberships, and not software for communities, newsletters, courses, coworking or gyms", () => {
    expect(membershipWordOf("A private Discord community for indie game developers, $15 a month.")).toBe("Discord community");
    expect(membershipWordOf("A paid Skool community for wedding photographers with weekly hot seats.")).toBe("Skool community");
    expect(membershipWordOf("A mastermind group for agency owners, six members per group, £200 a month.")).toBe("mastermind");
    expect(membershipWordOf("A paid membership community for UX designers changing careers.")).toBe("membership");
    expect(membershipWordOf("Analytics software for online communities on Discord and Circle.")).toBeNull();
    expect(membershipWordOf("A weekly email newsletter about money for nurses, with a paid tier and a private community.")).toBeNull();
    expect(membershipWordOf("A six-week live cohort course with a private community for alumni.")).toBeNull();
    expect(membershipWordOf("A coworking space in Sheffield with a members' community.")).toBeNull();
    // A developer audience does not make a community a developer tool.
    expect(readAnswers({ ...shipyard, audienceType: "developer" }, FIXED_PLAN_DAY).membership).not.toBeNull();
  });

  it("words another paid community in its own terms: a Discord for wedding photographers finishes work rather than ships it", () => {
    const lens = {
      ...shipyard,
      productName: "Lens Circle",
      productDescription: "A private Discord community for wedding photographers with weekly hot seats and portfolio reviews, £19 a month.",
      audiencePersona: "Wedding photographers in their first five years who want to book more weddings at better prices.",
      challenges: "People join, lurk for a few weeks and cancel.",
      successMetrics: "Monthly churn under 5% by June",
    };
    const r = readAnswers(lens, FIXED_PLAN_DAY);
    expect(r.membership).toMatchObject({ word: "Discord community", platform: "Discord", call: "hot seat", price: 19, symbol: "£", churn: 5, builders: false, followersNotMembers: null });
    const text = buildPlan(lens, FIXED_PLAN_DAY).tactics.map((t) => [t.name, t.description, ...t.implementation, t.template].join("\n")).join("\n");
    expect(text).toContain("A free open hot seat once a month that turns followers into members");
    expect(text).toContain("what do you want to have finished in the next 30 days?");
    expect(text).not.toMatch(/\bshipped\b|\bSaaS\b|founders?\b|followers on the network/);
  });

  it("fires for no other fixture, and the newsletter, the cohort course, the coworking space and the gym keep their kinds", () => {
    const fired = BUSINESS_FIXTURES.filter((f) => f.id !== "shipyard-founder-community" && readAnswers(f.answers, FIXED_PLAN_DAY).membership).map((f) => f.id);
    expect(fired).toEqual([]);
    for (const id of ["nurses-money-newsletter", "cohort-course", "sheffield-coworking-desks", "leeds-bouldering-gym-retention", "online-yoga"]) {
      const f = fixture(id);
      expect(readAnswers(f.answers, FIXED_PLAN_DAY).kind, id).toBe(f.kind);
      expect(buildPlan(f.answers, FIXED_PLAN_DAY).tactics.map((t) => t.name).join("\n"), id).not.toMatch(/accountability group|open teardown call|churn counted by the month/i);
    }
  });
});

describe("the plan Shipyard reads", () => {
  it("starts with each new member's first week, the open call and churn by joining month, and keeps members with live rituals", () => {
    expect(names.slice(0, 3)).toEqual([
      "A first week that puts every new member in an accountability group and gets their goal posted",
      "A free open teardown call once a month that turns followers on X into members",
      "Churn counted by the month people joined, with one exit question and a win-back note",
    ]);
    expect(names).toEqual(
      expect.arrayContaining([
        "Rituals that only work live: the weekly accountability groups, the teardown calls and a monthly demo day",
        "An annual plan offered after a member's first win, never in the first week",
        "Bring a peer: each member can bring one guest to a group session",
        "Member wins as the proof, shared with permission",
        "A weekly newsletter worth reading on its own, with the next open call at the bottom",
      ]),
    );
  });

  it("has none of software's or a shop's lines it used to get", () => {
    expect(markdown).not.toMatch(/free users|hit a limit|in-app|comparison page|upgrade message|bring your data|import|the mom test|made with shipyard|free template|free first class|guest class|graduate|come in,? say hello|by the till|seasonal specials/i);
    expect(markdown).not.toMatch(/\bads?\b[^.]*\b(?:run|launch|boost)\b/i);
  });

  it("states the goal's arithmetic honestly, and answers the archive and X", () => {
    expect(plan.strategySummary).toContain("Shipyard is an online community for solo developers, paid by the month: members stay for the people, the accountability groups and the live teardown calls");
    expect(plan.strategySummary).toContain("180 members to 400 by March is 220 more members than leave in 8 weeks. At 6% monthly churn about 35 members leave over those 2 months, so it takes about 255 joins, 32 a week");
    expect(plan.strategySummary).toContain("At $29 a month the 220 more members bring $6,380 a month.");
    expect(plan.strategySummary).toContain("That is more than doubling in 8 weeks: say honestly at week 4 whether the pace holds");
    expect(plan.strategySummary).toContain("You said members join for a month, read the archive and leave");
    expect(plan.strategySummary).toContain("You said posting on X every day brings followers, not members");
    expect(plan.primaryFocus[0]).toContain("Members kept: every new member in an accountability group in their first week");
  });

  it("gives ready-to-send messages for the first week, the exit and the open call", () => {
    expect(tacticText).toContain("I'll use your answer to put you in an accountability group of six with people at the same stage as you.");
    expect(tacticText).toContain("One question, if you have 30 seconds: what was the main reason you left?");
    expect(tacticText).toContain("It's $29 a month, and you can leave any month");
    expect(tacticText).toContain("$290 a year (two months free) instead of $348 over twelve months at $29 a month");
  });

  it("counts churn by the month people joined, starting with the three months before the plan", () => {
    expect(tacticText).toContain("of everyone who joined in December, how many still pay in January, February and March");
    expect(tacticText).toMatch(/^October {3}\| \{\{n\}\}/m);
    expect(tacticText).toMatch(/^December {2}\| \{\{n\}\}/m);
  });

  it("asks permission for every member's story and words the renewal rules as something to check", () => {
    expect(tacticText).toContain("never share a member's numbers or posts without a yes in writing");
    expect(tacticText).toContain("check the consumer rules on subscriptions and renewals where you and your members are");
  });

  it("holds the first week in weeks 1-2 and the first open call in week 3", () => {
    const weekOf = (text: RegExp) => plan.timeline.findIndex((p) => p.tasks.some((t) => text.test(t)));
    expect(weekOf(/^Each day, send the welcome/)).toBe(0);
    expect(weekOf(/^Each day, send the exit note/)).toBe(0);
    expect(weekOf(/^Run the call: 45 minutes of live review/)).toBe(1);
  });

  it("describes members who stay for their group and leave with the archive read", () => {
    expect(profile.overview).toContain("Its members, in your words");
    expect(profile.overview).toContain("those who leave in the first month read the archive and never met anyone");
    expect(profile.objections.join(" ")).toContain("$29 a month is a lot while my own project makes little");
    expect(profile.buyingProcess).toContain("comes to a free open call or hears about it from a member");
  });

  it("gives quick wins, tips, a toolkit and a marketing model for a paid community", () => {
    const quickWins = plan.guerrillaTactics.map((t) => t.name);
    expect(quickWins).toEqual(expect.arrayContaining(["Guest on three podcasts solo developers listen to", "Member perks from three tools members already pay for"]));
    expect(markdown).toContain("Count joins, cancellations and live-session attendance every Friday");
    expect(markdown).toContain("Your real rivals are free: building alone, the public forums and the free Discord servers");
    expect(markdown).toContain("The next intake of accountability groups at Shipyard starts on {{next intake date}}");
    expect(markdown).toContain("Walk the steps from a post to the open call, the joining page, the first week and the third month");
  });

  it("passes the checker", () => {
    expect(checkPlanQuality(shipyard, plan, reading)).toEqual([]);
  });

  it("tells the AI it is a paid community, with its plan and arithmetic, and not a membership with a free first class", () => {
    const prompt = promptText(shipyard);
    expect(prompt).toContain("A paid online community sold by the month, not software and not a course");
    expect(prompt).toContain("a first week that puts every new member in an accountability group and gets their goal posted");
    expect(prompt).toContain("about 255 joins");
    expect(prompt).not.toContain("a free first class or trial brings people in");
  });
});

describe("the checker on a paid community's plan", () => {
  it("flags the software plan Shipyard used to get", () => {
    const softwarePlan: CheckedPlan = {
      tactics: [
        checkedTactic({ name: "Upgrade message and email when free users hit a limit", description: "When a free user of Shipyard reaches the limit, show a short in-app message about the paid plan." }),
        checkedTactic({ name: "Honest comparison page against your main alternative", description: "Publish one honest comparison page: a side-by-side table and how to bring your data over." }),
        checkedTactic({ name: "Customer discovery conversations", description: "Hold fifteen conversations with solo developers about the last time they hit the problem." }),
      ],
      timeline: [],
    };
    const findings = checkPlanQuality(shipyard, softwarePlan, reading);
    expect(findings.filter((f) => f.rule === "channel-fit").map((f) => (f.target.kind === "tactic" ? f.target.index : -1))).toEqual([0, 1]);
    const planReasons = findings.filter((f) => f.target.kind === "plan").map((f) => f.reason).join("\n");
    expect(planReasons).toContain("decide in their first week whether they belong, and no tactic works on it");
    expect(planReasons).toContain("no tactic counts it by the month people joined");
  });

  it("leaves software's own upgrade prompt alone", () => {
    const upgrade: CheckedPlan = { tactics: [checkedTactic({ name: "Upgrade message when free users hit a limit", description: "Show an in-app message when free users hit a limit." })], timeline: [] };
    expect(checkPlanQuality(fixture("freelancer-invoicing").answers, upgrade).filter((f) => /community/i.test(f.reason))).toEqual([]);
  });
});
