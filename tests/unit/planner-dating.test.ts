import { describe, expect, it } from "vitest";
import { buildPlan, buildProfile } from "~/generation/planner";
import { checkPlanQuality, type CheckedPlan } from "~/plan-quality/checker";
import { meetPeopleWordOf } from "~/plan-quality/dating";
import { readAnswers } from "~/plan-quality/reading";
import { planToMarkdown } from "~/plan-view/markdown.server";
import { BUSINESS_FIXTURES, fixture } from "../support/business-fixtures";
import { FIXED_PLAN_DAY } from "../support/plan-day";
import { checkedTactic, promptText } from "../support/plan-checks";

/*
 * Second Spring, a dating app for over-50s in the UK with video-verified profiles and hosted socials,
 * £14.99 a month, 600 paying members mostly in Bristol and Bath; the goal is 3,000 paying members by
 * June, with a few hours a week beside a full-time job, after UK-wide Facebook ads brought sign-ups far
 * from other members who cancelled. Each test reads what its founder would read in a plan made on
 * Monday 4 January 2027.
 */

const spring = fixture("over-50s-dating-app-uk").answers;
const reading = readAnswers(spring, FIXED_PLAN_DAY);
const plan = buildPlan(spring, FIXED_PLAN_DAY);
const profile = buildProfile(spring);
const markdown = planToMarkdown(plan, profile, spring, FIXED_PLAN_DAY);
const names = plan.tactics.map((t) => t.name);
const tacticText = plan.tactics.map((t) => [t.name, t.description, ...t.implementation, t.template].join("\n")).join("\n");

describe("reading an app for meeting people", () => {
  it("reads a dating app with its towns, checks, meetups and members", () => {
    expect(reading.kind).toBe("consumer-app");
    expect(reading.meetPeople).toMatchObject({
      word: "dating app",
      purpose: "dating",
      meetups: true,
      verified: true,
      older: true,
      areas: ["Bristol", "Bath"],
      ageWord: "over-50s",
      now: 600,
      goal: 3000,
    });
    expect(reading.weeklyHours).toBe(4);
  });

  it("recognises friendship and activity-partner apps, and not software made for dating apps", () => {
    expect(meetPeopleWordOf("A friendship app for women who have just moved to a new city.")).toMatchObject({ word: "friendship app", purpose: "friendship" });
    expect(meetPeopleWordOf("An app to find walking partners near you.")).toMatchObject({ purpose: "activity" });
    expect(meetPeopleWordOf("Fraud-detection API for dating apps.")).toBeNull();
    expect(meetPeopleWordOf("A white-label platform for dating sites.")).toBeNull();
    const software = readAnswers({ ...spring, productDescription: "Safeswipe is a moderation tool for dating apps: it flags scam messages.", audienceType: "b2b-smb" }, FIXED_PLAN_DAY);
    expect(software.meetPeople).toBeNull();
  });

  it("fires for no other fixture", () => {
    const fired = BUSINESS_FIXTURES.filter((f) => f.id !== "over-50s-dating-app-uk" && readAnswers(f.answers, FIXED_PLAN_DAY).meetPeople).map((f) => f.id);
    expect(fired).toEqual([]);
  });
});

describe("the plan Second Spring reads", () => {
  it("grows Bristol and Bath first, with the socials as the engine and the ads last", () => {
    expect(names[0]).toBe("Bristol and Bath first: grow town by town, so every new member finds someone genuine nearby");
    expect(names[1]).toBe("A members' social a month in Bristol and Bath: a public venue, capped numbers, a host, and bring a friend");
    expect(names.at(-1)).toBe("Search and Facebook ads in Bristol and Bath only, once the socials and stories exist, judged by members still paying after their first month");
    expect(names).toContain("Real members' stories, with their consent, in the papers and on the radio divorced and widowed people follow");
    // Every tactic says where it works.
    for (const t of plan.tactics) expect([t.name, t.description, ...t.implementation].join(" "), t.name).toMatch(/Bristol and Bath|\{\{which town\}\}|each town|in the town/);
  });

  it("has none of the habit app's or the carers' lines it used to get", () => {
    expect(markdown).not.toMatch(/when they start to worry|real families' words|level won|streaks?\b|task finished|ten minutes a day|Reminders that help rather than nag|Too little time and energy/i);
    expect(markdown).not.toMatch(/\{\{what they use today\}\}|outreach contacts a day|share sheet|longest streaks/i);
  });

  it("holds hosted socials in public places, capped, with a friend welcome", () => {
    expect(tacticText).toContain("capped at about 30");
    expect(tacticText).toContain("Host's checklist");
    expect(tacticText).toContain("you're welcome to bring one friend, free the first time");
    expect(tacticText).toMatch(/public venue/);
  });

  it("says safety plainly, with UK reporting routes worded as things to check", () => {
    expect(tacticText).toContain("They ask for money, gift cards, bank details or help with an investment");
    expect(tacticText).toContain("no one from Second Spring will ever ask you for money or your bank details");
    expect(tacticText).toContain("Action Fraud in England, Wales and Northern Ireland or to Police Scotland on 101 (check the service's current name and number");
    expect(tacticText).toContain("call 159 to reach your bank");
    expect(tacticText).not.toMatch(/\. every profile/);
    expect(tacticText).toContain("every profile is checked with a short video before it goes live");
  });

  it("words the dating-ads rules as things to check before any ad", () => {
    expect(tacticText).toContain("Meta allows ads for dating services only with its prior written permission");
    expect(tacticText).toContain("Google Ads asks dating advertisers to be certified under its Dating and companionship ads policy: check both current policies");
    expect(tacticText).toContain("over 50s dating {{which town}}");
  });

  it("asks members' consent before any story, and pitches the papers and radio they follow", () => {
    expect(tacticText).toContain("agree in writing what is shared");
    expect(tacticText).toContain("BBC local radio");
    expect(tacticText).toContain("pitch the Daily Mail with a wider angle");
  });

  it("states the goal's arithmetic, the towns first and what the ads taught", () => {
    expect(plan.strategySummary).toContain("Second Spring is a dating app in the United Kingdom for divorced and widowed people");
    expect(plan.strategySummary).toContain("From 600 to 3,000 paying members by June is 2,400 more in about 22 weeks: about 110 new paying members a week");
    expect(plan.strategySummary).toContain("You said ads across the whole country brought sign-ups who cancelled because nobody was near them");
    expect(plan.primaryFocus[0]).toBe("Paying members in Bristol and Bath, town by town, counted every Friday with the members still paying after their first month");
  });

  it("keeps to the 4 hours a week the founder has", () => {
    const hours = plan.tactics.reduce((sum, t) => sum + Number(/about ([\d.]+) hours? a week/.exec(t.resourcesNeeded.join(" "))?.[1] ?? 0), 0);
    expect(hours).toBeGreaterThan(0);
    expect(hours).toBeLessThanOrEqual(4);
    expect(plan.strategySummary).toContain("the plan keeps to about 4 hours a week in all");
  });

  it("describes members who choose on trust and on who is near them", () => {
    const objections = profile.objections.join(" ");
    expect(objections).toContain("How do I know the people on it are real, and not scammers?");
    expect(objections).toContain("Am I too old for this?");
    expect(objections).toContain("Will there be anyone near me?");
    expect(objections).toContain("Is it worth £14.99 a month");
    expect(profile.needs.join(" ")).toContain("People with genuine intentions");
    expect(profile.buyingProcess).toContain("comes to a social with a friend");
  });

  it("gives quick wins, tips, a toolkit and a marketing model for meeting people", () => {
    const quickWins = plan.guerrillaTactics.map((t) => t.name);
    expect(quickWins).toContain("Invite last year's first-month cancellers in Bristol and Bath back as guests");
    expect(markdown).toContain("Count paying members per town, first-month cancellations and waiting-list names every Friday");
    expect(markdown).toContain("Your real rival is not another small app: it is the big dating apps");
    expect(markdown).toContain("unlike the big dating apps, every profile is checked and members meet at hosted socials near home");
    expect(markdown).toContain("The next Second Spring members' social in {{which town}} is on {{date}}");
  });

  it("passes the checker", () => {
    expect(checkPlanQuality(spring, plan, reading)).toEqual([]);
  });

  it("tells the AI it is a dating app, with its plan, the ads rules and the arithmetic", () => {
    const prompt = promptText(spring);
    expect(prompt).toContain("A dating app: it is empty where it has few members, so the plan grows Bristol and Bath first");
    expect(prompt).toContain("no habit-app lines (streaks, levels, 'ten minutes a day', reminders)");
    expect(prompt).toContain("Meta allows ads for dating services only with its prior written permission");
    expect(prompt).toContain("about 110 new paying members a week");
  });
});

describe("the checker on a dating app's plan", () => {
  it("flags the carers' and habit plan Second Spring used to get", () => {
    const habitPlan: CheckedPlan = {
      tactics: [
        checkedTactic({
          name: "Search ads when people look for help, and Facebook ads judged by customers still paying after the trial",
          description: "Run Google search ads on the phrases people type when they start to worry, and Facebook ads built from real families' words.",
        }),
        checkedTactic({ name: "Ratings prompt at a happy moment", description: "Ask for a rating right after a level won, a streak kept or a task finished." }),
      ],
      timeline: [],
    };
    const findings = checkPlanQuality(spring, habitPlan, reading);
    expect(findings.filter((f) => f.rule === "channel-fit").map((f) => (f.target.kind === "tactic" ? f.target.index : -1))).toEqual([0, 1]);
    const notes = findings.filter((f) => f.target.kind === "plan").map((f) => f.note);
    expect(notes).toEqual(expect.arrayContaining(["Spreads members too thin", "Leaves out safety", "Ads the platforms restrict"]));
  });

  it("leaves a plan that grows town by town, says how scams are stopped and checks the ads rules alone", () => {
    const good: CheckedPlan = {
      tactics: [
        checkedTactic({ name: "Two or three towns first", description: "Grow members town by town, and open the next town when these are busy." }),
        checkedTactic({ name: "Safety", description: "How to spot romance scams, and how to report scammers." }),
        checkedTactic({ name: "Facebook ads", description: "Meta allows dating ads only with its prior written permission: apply first." }),
      ],
      timeline: [],
    };
    expect(checkPlanQuality(spring, good, reading).filter((f) => f.target.kind === "plan" && f.rule === "challenge")).toEqual([]);
  });

  it("leaves the carers' app's own worried-family lines alone", () => {
    const ringround = fixture("uk-parent-checkin-app").answers;
    const worry: CheckedPlan = { tactics: [checkedTactic({ name: "Search ads", description: "Search ads on the phrases people type when they start to worry, built from real families' words." })], timeline: [] };
    expect(checkPlanQuality(ringround, worry).filter((f) => f.rule === "channel-fit")).toEqual([]);
  });
});
