import { describe, expect, it } from "vitest";
import { buildPlan, buildProfile } from "~/generation/planner";
import { checkPlanQuality, type CheckedPlan } from "~/plan-quality/checker";
import { readAnswers } from "~/plan-quality/reading";
import { planToMarkdown } from "~/plan-view/markdown.server";
import { BUSINESS_FIXTURES, fixture } from "../support/business-fixtures";
import { FIXED_PLAN_DAY } from "../support/plan-day";
import { checkedTactic, promptText } from "../support/plan-checks";

/*
 * Pip Reads, a phonics reading app for children aged 4-7 in the UK, £4.99 a month after a 7-day trial,
 * chosen and paid for by parents; Apple's Kids Category rules out third-party ads and analytics, children
 * lose interest after a week, and a TikTok account reached teenagers, not parents. Each test reads what
 * its founders would read in a plan made on Monday 4 January 2027.
 */

const pip = fixture("uk-phonics-app-young-children").answers;
const reading = readAnswers(pip, FIXED_PLAN_DAY);
const plan = buildPlan(pip, FIXED_PLAN_DAY);
const profile = buildProfile(pip);
const markdown = planToMarkdown(plan, profile, pip, FIXED_PLAN_DAY);
const names = plan.tactics.map((t) => t.name);

describe("reading an app for young children", () => {
  it("reads the children's ages as the children's, and the parents as the customers", () => {
    expect(reading.kind).toBe("consumer-app");
    expect(reading.teen).toBe(false);
    expect(reading.ages).toBeNull();
    expect(reading.childAges).toEqual([4, 7]);
    expect(reading.audience).toBe("parents of children aged 4-7");
    expect(reading.youngChildren).toEqual({ ages: [4, 7], skill: "reading", years: "Reception and Year 1", trialDays: 7 });
  });

  it("does not read a teenagers' game, a young adults' driving school or a children's piano teacher as one", () => {
    const teens = readAnswers(fixture("teen-game").answers, FIXED_PLAN_DAY);
    expect(teens.teen).toBe(true);
    expect(teens.youngChildren).toBeNull();
    const learners = readAnswers(
      {
        ...fixture("ludlow-piano-teacher").answers,
        productName: "Clearview Driving",
        productDescription: "A driving instructor in Swindon teaching in a dual-control automatic car, £38 an hour, with block bookings of 10 hours for £360.",
        audiencePersona: "Learners aged 17-25 and their parents, and adults who want to learn in an automatic.",
      },
      FIXED_PLAN_DAY,
    );
    // Mostly adults: not a teenagers' plan with no direct contact and players' words.
    expect(learners.teen).toBe(false);
    expect(learners.audience).not.toMatch(/teenagers|players/);
    const fired = BUSINESS_FIXTURES.filter((f) => f.id !== "uk-phonics-app-young-children" && readAnswers(f.answers, FIXED_PLAN_DAY).youngChildren).map((f) => f.id);
    expect(fired).toEqual([]);
  });
});

describe("the plan Pip Reads' founders read", () => {
  it("speaks to parents and teachers: the store page first, the trial told to the parent, teachers, parent writers, groups, search ads", () => {
    expect(names[0]).toMatch(/^A store page written for the parent/);
    expect(names[1]).toMatch(/^The 7-day free trial told to the parent/);
    expect(names).toEqual(expect.arrayContaining([expect.stringMatching(/^Reception and Year 1 teachers: free class use/), expect.stringMatching(/^Search ads on what parents type/)]));
    // Nothing aimed at the children, and none of the channels the founders ruled out or the stores forbid.
    expect(markdown).not.toMatch(/teenagers|TikTok|creators your users|streamers|AppsFlyer|Adjust|invite codes?|share card/i);
    expect(markdown).toContain("no third-party analytics or advertising");
    expect(markdown).toContain("the ICO's Children's code");
  });

  it("describes the parents who choose, with the children's ages and the school years, not a place called Reception", () => {
    const text = JSON.stringify(profile);
    expect(text).toContain("Age: adults; the children they decide for are 4-7");
    expect(text).not.toContain("(Reception and Year)");
    expect(text).toContain("Isn't this just more screen time?");
    expect(text).toContain("Does it match what they learn at school?");
    expect(markdown).toMatch(/Talk to parents, never to the children/);
    expect(markdown).toMatch(/A free term for one class/);
  });

  it("passes the checker, and tells the AI who decides and what the stores forbid", () => {
    expect(checkPlanQuality(pip, plan, reading)).toEqual([]);
    const prompt = promptText(pip);
    expect(prompt).toContain("An app for children aged 4-7, chosen and paid for by their parents");
    expect(prompt).toContain("no third-party analytics, attribution or advertising code in the app");
  });
});

describe("the checker on an app for young children", () => {
  it("flags a plan written for its users as if they followed creators and streamers", () => {
    const teenPlan: CheckedPlan = {
      tactics: [
        checkedTactic({ name: "Free premium access and a 30-day challenge with creators your users already follow", description: "Creators your users already follow film a challenge." }),
        checkedTactic({ name: "App-install ads", description: "Set up measurement first with AppsFlyer or Adjust for install tracking." }),
        checkedTactic({ name: "Reception and Year 1 teachers", description: "Offer schools free use of the app in class for a term." }),
      ],
      timeline: [],
    };
    const findings = checkPlanQuality(pip, teenPlan, reading).filter((f) => f.rule === "channel-fit");
    expect(findings.map((f) => (f.target.kind === "tactic" ? f.target.index : -1))).toEqual([0, 1]);
  });
});
