import { describe, expect, it } from "vitest";
import { buildPlan, buildProfile } from "~/generation/planner";
import { checkPlanQuality, type CheckedPlan } from "~/plan-quality/checker";
import { gymWordOf } from "~/plan-quality/gym";
import { readAnswers } from "~/plan-quality/reading";
import { planToMarkdown } from "~/plan-view/markdown.server";
import { BUSINESS_FIXTURES, fixture } from "../support/business-fixtures";
import { FIXED_PLAN_DAY } from "../support/plan-day";
import { checkedTactic, promptText } from "../support/plan-checks";

/*
 * Crux Climbing, an indoor bouldering gym in Leeds with 400 members at £45 a month, intro sessions (£15),
 * kids' clubs and a cafe, typed "subscription" on the form. Half of the people who do an intro session never
 * come back and January's joiners leave by March; a discount for paying three months up front did not keep
 * them, and the founder will not lock anyone into a 12-month contract. The goal: 600 members by April with
 * 3-month retention above 70%. Each test reads what its founder would read in a plan made on Monday 4 January 2027.
 */

const crux = fixture("leeds-bouldering-gym-retention").answers;
const reading = readAnswers(crux, FIXED_PLAN_DAY);
const plan = buildPlan(crux, FIXED_PLAN_DAY);
const profile = buildProfile(crux);
const markdown = planToMarkdown(plan, profile, crux, FIXED_PLAN_DAY);
const names = plan.tactics.map((t) => t.name);
const tacticText = plan.tactics.map((t) => [t.name, t.description, ...t.implementation, t.template].join("\n")).join("\n");

describe("reading a bouldering gym", () => {
  it("reads a gym people join by the month whatever the product type says, with its members, prices and goal", () => {
    expect(reading.kind).toBe("local");
    expect(reading.workspace).toBeNull();
    expect(reading.gym).toMatchObject({
      word: "bouldering gym",
      activity: "climbing",
      first: "intro session",
      firstPrice: 15,
      members: 400,
      price: 45,
      symbol: "£",
      goalMembers: 600,
      retention: 70,
      retentionMonths: 3,
      byMonth: "April",
      cohortFrom: "January",
      cohortLeaves: "March",
      kids: true,
      cafe: true,
      students: true,
      noContracts: true,
    });
    expect(reading.planWeeks).toBe(13);
  });

  it("recognises other gyms and studios people join by the month, and not software or online classes", () => {
    expect(gymWordOf("A CrossFit box in Bristol with 120 members.")).toMatchObject({ word: "CrossFit box", ways: { course: "a four-week on-ramp course" } });
    expect(gymWordOf("A reformer pilates studio in Bath with one room.")).toMatchObject({ word: "pilates studio" });
    expect(gymWordOf("A Brazilian jiu-jitsu academy in Cardiff.")).toMatchObject({ word: "martial-arts club" });
    expect(gymWordOf("A hot yoga studio in Manchester.")).toMatchObject({ word: "yoga studio", ways: { activity: "yoga" } });
    expect(gymWordOf("Booking software for climbing gyms and yoga studios.")).toBeNull();
    expect(gymWordOf("Yoga classes online as a membership, from my yoga studio to your living room on Zoom.")).toBeNull();
    const software = readAnswers({ ...crux, productDescription: "Belay is check-in software for climbing gyms: members tap in with their phone.", audienceType: "b2b-smb" });
    expect(software.gym).toBeNull();
  });

  it("gives a CrossFit box its own words, with no climbing in its plan", () => {
    const box = {
      ...crux,
      productName: "Forge Box",
      productDescription: "A CrossFit box in Bristol with 150 members at £95 a month and a free first class. We run six classes a day and an on-ramp for beginners.",
      audiencePersona: "Office workers aged 25-45 in Bristol who want to get strong with others.",
      localRegion: "Bristol",
      successMetrics: "200 members by June",
      challenges: "Half of the people who try a free class never come back.",
    };
    const boxReading = readAnswers(box, FIXED_PLAN_DAY);
    expect(boxReading.gym).toMatchObject({ word: "CrossFit box", activity: "CrossFit", first: "free first class", members: 150, price: 95, goalMembers: 200, students: false });
    const boxPlan = buildPlan(box, FIXED_PLAN_DAY);
    const boxText = planToMarkdown(boxPlan, buildProfile(box), box, FIXED_PLAN_DAY);
    expect(boxPlan.tactics.map((t) => t.name)).toContain("The second visit booked before they leave the free first class");
    expect(boxText).toContain("a four-week on-ramp course");
    // "Bristol" alone does not say which country (there is one in Connecticut too): the founder checks their own rules.
    expect(boxText).toContain("check the consumer rules on subscriptions and automatic renewals where you are");
    const austin = { ...box, productDescription: box.productDescription.replace("Bristol", "Austin").replace(/£/g, "$"), localRegion: "Austin, Texas", audiencePersona: box.audiencePersona.replace("Bristol", "Austin") };
    const austinText = buildPlan(austin, FIXED_PLAN_DAY).tactics.map((t) => t.implementation.join("\n")).join("\n");
    expect(austinText).not.toContain("Digital Markets");
    expect(boxText).not.toMatch(/\bclimb|\bboulder|route-setting|university climbing/i);
    expect(checkPlanQuality(box, boxPlan, boxReading)).toEqual([]);
  });

  it("fires for no other fixture", () => {
    const fired = BUSINESS_FIXTURES.filter((f) => f.id !== "leeds-bouldering-gym-retention" && readAnswers(f.answers).gym).map((f) => f.id);
    expect(fired).toEqual([]);
  });
});

describe("the plan Crux Climbing reads", () => {
  it("starts with the second visit and the first ninety days, and counts retention by joining month", () => {
    expect(names.slice(0, 3)).toEqual([
      "The second visit booked before they leave the intro session",
      "Check-ins at weeks 2, 4 and 8 for every new member, from the check-in data",
      "Retention counted by the month people joined",
    ]);
    expect(names).toEqual(
      expect.arrayContaining([
        "A four-week beginners' course with a first month that turns into the membership",
        "A pause instead of a cancel",
        "A monthly social night, an in-house bouldering league with a beginners' category, and every route-setting day celebrated",
        "Club nights for the university climbing and mountaineering clubs, planned around term dates",
      ]),
    );
  });

  it("has none of the shop's lines it used to get", () => {
    expect(markdown).not.toMatch(/stamp card|staff perk card|by the till|at the till|sign-up card|reply to every google review|chalkboard|come in,? say hello|first appointment|shop window/i);
    expect(markdown).not.toMatch(/supermarket or chain|haircut|the dish of the week|photos of real work|weekly market/i);
  });

  it("states the goal's arithmetic, January's joiners and what the founder tried or rules out", () => {
    expect(plan.strategySummary).toContain("Crux Climbing is a bouldering gym in Leeds for students and young professionals: people try an intro session with a friend");
    expect(plan.strategySummary).toContain("400 members to 600 by April is 200 more members than leave, about 16 a week over 13 weeks. At £45 a month that is £9,000 a month more coming in.");
    expect(plan.strategySummary).toContain("the 200 who stay take about 286 joins, about 22 a week");
    expect(plan.strategySummary).toContain("you said they leave by March");
    expect(plan.strategySummary).toContain("You said a discount for paying up front did not keep people coming");
    expect(plan.strategySummary).toContain("You will not lock people into long contracts");
    expect(plan.primaryFocus[0]).toContain("Members kept: every intro session turned into a second visit");
    // The founder ruled out long contracts: nothing in the tactics offers one.
    expect(tacticText).not.toMatch(/\b12-month\b|\bannual contract\b|\bminimum term\b/i);
  });

  it("turns the intro into a second visit and a first month, with ready-to-send messages", () => {
    expect(tacticText).toContain("the £15 comes off the first month at £45 a month if they join within 14 days");
    expect(tacticText).toContain("I've put you in for {{day and time}}. {{greeter's name}} will be on the desk");
    expect(tacticText).toContain("After four weeks it becomes a membership at £45 a month; we'll remind you a week before");
    expect(tacticText).toContain("you can pause your membership for one, two or three months instead");
  });

  it("counts retention by the month people joined, starting with the three months before the plan", () => {
    expect(tacticText).toContain("of everyone who joined in January, how many still come and pay at the start of April (3 months on)");
    expect(tacticText).toContain("start with October, November and December, so you have a before");
    expect(tacticText).toMatch(/^October {3}\| \{\{n\}\}/m);
    expect(tacticText).toMatch(/^January {3}\| \{\{n\}\}/m);
  });

  it("words the law and the universities' dates as things to check", () => {
    expect(tacticText).toContain("check the UK's new subscription-contract rules (the Digital Markets, Competition and Consumers Act 2024) and whether they apply yet");
    expect(tacticText).toContain("Check the term and exam dates on each university's website");
  });

  it("describes members who try an intro with a friend and leave by drifting", () => {
    expect(profile.overview).toContain("Its members in Leeds, in your words");
    expect(profile.overview).toContain("they come less, then stop");
    expect(profile.objections.join(" ")).toContain("£45 a month is a lot if I only come once a week.");
    expect(profile.buyingProcess).toContain("books an intro session with a friend or flatmate");
    expect(profile.overview).not.toMatch(/local shop or service|photos of real work/);
  });

  it("gives quick wins, tips, a toolkit and a marketing model for a gym", () => {
    const quickWins = plan.guerrillaTactics.map((t) => t.name);
    expect(quickWins).toContain("Write to everyone whose intro session was in the last three months and who never came back");
    expect(markdown).toContain("Count intro sessions, second visits, joins and cancellations every Friday");
    expect(markdown).toContain("Your real rival is not the other bouldering gym in Leeds: it is the sofa");
    expect(markdown).toContain("400 members come to Crux Climbing");
    expect(markdown).toContain("Walk the steps from the first search to the intro, the second visit and the third month");
  });

  it("passes the checker", () => {
    expect(checkPlanQuality(crux, plan, reading)).toEqual([]);
  });

  it("tells the AI it is a gym, with its plan and arithmetic", () => {
    const prompt = promptText(crux);
    expect(prompt).toContain("A bouldering gym, a place members join by the month, not an app or a shop");
    expect(prompt).toContain("check-ins at weeks 2, 4 and 8 from the check-in data");
    expect(prompt).toContain("no minimum-term or annual-contract tactics");
    expect(prompt).toContain("about 286 joins");
  });
});

describe("the checker on a gym's plan", () => {
  it("flags the shop's plan Crux Climbing used to get", () => {
    const shopPlan: CheckedPlan = {
      tactics: [
        checkedTactic({ name: "A loyalty stamp card for regulars", description: "Print a stamp card: one stamp per visit, and a reward after ten stamps." }),
        checkedTactic({ name: "A sign-up card at the till", description: "Collect email addresses with a card by the till, and send one email a month." }),
        checkedTactic({ name: "A staff perk card for nearby workplaces", description: "Offer the staff of nearby offices 10% off, shown with a staff perk card." }),
        checkedTactic({ name: "Reply to every Google review within two days", description: "Answer every review, kind or critical, within two days." }),
      ],
      timeline: [],
    };
    const findings = checkPlanQuality(crux, shopPlan, reading);
    expect(findings.filter((f) => f.rule === "channel-fit").map((f) => (f.target.kind === "tactic" ? f.target.index : -1))).toEqual([0, 1, 2]);
    // Nothing in it works on the second visit or the first ninety days, where this gym loses people.
    const planReasons = findings.filter((f) => f.target.kind === "plan").map((f) => f.reason).join("\n");
    expect(planReasons).toContain("no tactic works on the second visit");
    expect(planReasons).toContain("no tactic looks after them through those weeks");
  });

  it("leaves a café's own stamp card alone", () => {
    const card: CheckedPlan = { tactics: [checkedTactic({ name: "A loyalty stamp card for regulars", description: "Print a stamp card: one stamp per coffee." })], timeline: [] };
    expect(checkPlanQuality(fixture("lyon-bakery").answers, card).filter((f) => /stamp card/i.test(f.reason))).toEqual([]);
  });
});
