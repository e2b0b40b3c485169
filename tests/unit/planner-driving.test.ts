import { describe, expect, it } from "vitest";
import { buildPlan, buildProfile } from "~/generation/planner";
import { checkPlanQuality, type CheckedPlan } from "~/plan-quality/checker";
import { readAnswers } from "~/plan-quality/reading";
import { planToMarkdown } from "~/plan-view/markdown.server";
import { BUSINESS_FIXTURES, fixture } from "../support/business-fixtures";
import { FIXED_PLAN_DAY } from "../support/plan-day";
import { checkedTactic, promptText } from "../support/plan-checks";

/*
 * Clearview Driving: a new driving instructor in Swindon, one dual-control automatic, £38 an hour or 10 hours
 * for £360, learners of 17-25 (often with a parent paying) and adults who want an automatic. The big franchises
 * take most learners and run Google ads the founder cannot afford; a leaflet drop on 500 doors brought one call;
 * they teach full-time and have about 3 hours a week for marketing. The goal: 30 lesson hours a week by the end
 * of February, from about 14 now. Until this kind was read, they got a music teacher's plan (free tasters for a
 * child, the studio, the end of term, daytime lessons for retired beginners on library notice boards). Each test
 * reads what the founder would read in a plan made on Monday 4 January 2027.
 */

const clearview = fixture("swindon-driving-instructor-automatic").answers;
const reading = readAnswers(clearview, FIXED_PLAN_DAY);
const plan = buildPlan(clearview, FIXED_PLAN_DAY);
const profile = buildProfile(clearview);
const markdown = planToMarkdown(plan, profile, clearview, FIXED_PLAN_DAY);
const names = plan.tactics.map((t) => t.name);
const tacticText = plan.tactics.map((t) => [t.name, t.description, ...t.implementation, t.template].join("\n")).join("\n");

describe("reading a driving instructor", () => {
  it("reads an automatic, its prices, the goal's hours and what the founder said", () => {
    expect(reading.kind).toBe("local");
    expect(reading.driving).toMatchObject({
      automatic: true,
      dualControl: true,
      hourPrice: 38,
      blockHours: 10,
      blockPrice: 360,
      symbol: "£",
      goalHours: 30,
      nowHours: 14,
      byMonth: "February",
      adults: true,
      parents: true,
      isNew: true,
      trainee: false,
      franchises: true,
    });
    expect(reading.planWeeks).toBe(8);
  });

  it("fires for no other fixture, so the piano teacher and the other lessons keep their plans", () => {
    expect(BUSINESS_FIXTURES.filter((f) => readAnswers(f.answers, FIXED_PLAN_DAY).driving).map((f) => f.id)).toEqual(["swindon-driving-instructor-automatic"]);
  });

  it("is not read for a piano teacher, a driving-theory app or a taxi firm", () => {
    expect(readAnswers(fixture("ludlow-piano-teacher").answers, FIXED_PLAN_DAY).driving).toBeNull();
    const app = { ...clearview, productName: "Theory Ace", productType: "mobile-app" as const, productDescription: "An app with every official theory-test question and hazard-perception clips for learner drivers.", audienceGeography: "global" as const };
    expect(readAnswers(app, FIXED_PLAN_DAY).driving).toBeNull();
    const taxi = { ...clearview, productName: "Swindon Cars", productDescription: "A taxi firm in Swindon with twelve drivers, airport runs and school contracts." };
    expect(readAnswers(taxi, FIXED_PLAN_DAY).driving).toBeNull();
    const software = { ...clearview, productName: "LessonLog", productDescription: "Booking software for driving instructors: diary, payments and pupil progress in one app.", audienceType: "b2b-smb" as const };
    expect(readAnswers(software, FIXED_PLAN_DAY).driving).toBeNull();
  });
});

describe("the plan Clearview Driving reads", () => {
  it("is made of an instructor's tactics, the profile first, within 3 hours a week", () => {
    expect(names).toEqual([
      "A Google Business Profile for Clearview Driving, and a place on the lists where learners look for an instructor",
      "Pass day: a photo with consent, an honest review, two cards for friends, and a results line you can prove",
      "Automatic lessons for nervous drivers and people who failed in a manual: why automatic, said plainly",
      "Daytime hours filled: semi-intensive courses and refresher lessons for adults who have not driven in years",
      "17th-birthday gift vouchers for parents: a first two hours or a block of lessons",
    ]);
    const hours = plan.tactics.map((t) => Number(/about ([\d.]+) hours? a week/.exec(t.resourcesNeeded.join(" "))?.[1] ?? 0));
    expect(hours.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(3);
  });

  it("has none of the music teacher's lines it used to get", () => {
    expect(markdown).not.toMatch(/free taster|taster lesson|the studio|end of (?:each|the) term|school gate|primary school|PTA|concert|open afternoon|child's first name|your child|notice boards at the library|retired/i);
    expect(markdown).not.toMatch(/\bleaflets?\b(?! drop brought)|door drop(?!s here)/i);
  });

  it("states the goal's arithmetic and answers the franchises, the ads and the leaflets", () => {
    expect(plan.strategySummary).toContain("Clearview Driving is a driving instructor in Swindon teaching in an automatic: learners choose an instructor on a friend's word");
    expect(plan.strategySummary).toContain("30 hours a week, about £1,140 a week at £38 an hour (a little less on blocks), from about 14 now, is 16 more hours: about 8 more pupils on two hours a week each");
    expect(plan.strategySummary).toContain("You said the big franchises take most learners");
    expect(plan.strategySummary).toContain("No paid ads");
    expect(plan.strategySummary).toContain("You said a leaflet drop brought almost nothing");
    expect(plan.primaryFocus[0]).toContain("Lesson hours booked");
  });

  it("words DVSA's tests, the automatic licence, listings' fees and the provisional licence as things to check", () => {
    expect(plan.strategySummary).toContain("learners book and move their own practical test on GOV.UK and can look there for an earlier date that has been cancelled; never promise a test date, never sell or swap test slots, and check DVSA's current rules");
    expect(tacticText).toContain("a pass in an automatic gives a licence for automatic cars only (check the current GOV.UK wording before you quote it)");
    expect(tacticText).toContain("check in your DVSA ADI account whether and how you appear");
    expect(tacticText).toContain("a fee per lead, or a share of every booked hour");
    expect(tacticText).toContain("apply on GOV.UK from 15 years and 9 months");
    expect(tacticText).toContain("I can't promise a date and nobody honest can");
  });

  it("asks for pass photos with consent (a parent's too under 18), reviews the same way from everyone, and an honest results line", () => {
    expect(tacticText).toContain("For a pupil under 18, ask a parent too.");
    expect(tacticText).toContain("to every pupil the same way, pass or not. Never offer a free lesson or money off for a review");
    expect(tacticText).toContain("Until you have ten tests, say 'fully qualified, and proud of every pupil who has passed so far' rather than a rate");
    expect(tacticText).toContain("they get {{the friend's offer}} when they mention your name");
    expect(tacticText).not.toMatch(/\d+% (?:first-time )?pass rate/);
  });

  it("fills its templates with the business, the town and the prices", () => {
    const gbp = plan.tactics[0]!.template;
    expect(gbp).toContain("Clearview Driving: driving lessons in Swindon with {{your name}}, a fully qualified driving instructor (ADI), in a dual-control automatic. £38 an hour, or 10 hours for £360.");
    for (const t of plan.tactics) expect(t.template).toContain("Clearview Driving");
    expect(tacticText).not.toMatch(/(?<!\{)\{(?!\{)[a-zA-Z]+\}/);
  });

  it("starts with the profile in weeks 1-2 and keeps every step inside the 8 weeks", () => {
    expect(plan.timeline.map((p) => p.weeks)).toEqual(["Weeks 1-2", "Weeks 3-4", "Weeks 5-6", "Weeks 7-8"]);
    expect(plan.timeline[0]!.tasks.join("\n")).toContain("Claim or create the profile at business.google.com");
    // The review link comes from the profile, so it is copied after the profile is claimed.
    const weekOf = (text: string) => plan.timeline.findIndex((p) => p.tasks.some((t) => t.includes(text)));
    expect(weekOf("tap 'Ask for reviews'")).toBeGreaterThan(weekOf("Claim or create the profile"));
    expect(plan.timeline.at(-1)!.tasks.at(-1)).toContain("By the end of February (week 8)");
  });

  it("describes learners who choose on passes and reviews, not a child losing interest", () => {
    expect(profile.overview).toContain("Learners choose a driving instructor on a friend's word, the Google reviews and the pass photos");
    expect(profile.objections.join(" ")).toContain("If I pass in an automatic, can I only drive automatics?");
    expect(profile.objections.join(" ")).toContain("You're new: why you and not one of the big driving schools?");
    expect(JSON.stringify(profile)).not.toMatch(/\bchild\b|school gate|taster/);
  });

  it("gives quick wins, a toolkit, tips and a marketing model for an instructor", () => {
    expect(plan.guerrillaTactics.map((t) => t.name)).toEqual(["Your name and number on the car", "A same-day list for cancelled lessons", "One email to the sixth-form colleges and big employers", "A free ten-minute call for nervous drivers"]);
    expect(markdown).toContain("Write only to the staff, never to students");
    expect(markdown).toContain("Your real rivals are the big franchises, a parent teaching in the family car");
    expect(markdown).toContain("Count the hours booked for the next two weeks every Friday, against 30");
    expect(markdown).toContain("Make pass day your best marketing moment");
    expect(markdown).toContain("unlike a franchise, it's the same instructor every lesson");
  });

  it("passes the checker", () => {
    expect(checkPlanQuality(clearview, plan, reading)).toEqual([]);
  });

  it("tells the AI it is a driving instructor, with its plan, its rules to check and its arithmetic", () => {
    const prompt = promptText(clearview);
    expect(prompt).toContain("A driving instructor teaching in an automatic, not an app or a shop");
    expect(prompt).toContain("17th-birthday gift vouchers sold to parents");
    expect(prompt).toContain("never promise a test date");
    expect(prompt).toContain("about 8 more pupils");
  });
});

describe("the checker on a driving instructor's plan", () => {
  it("flags the music teacher's plan Clearview Driving used to get, and what it leaves out", () => {
    const lessonsPlan: CheckedPlan = {
      tactics: [
        checkedTactic({ name: "Google Business Profile, complete and posted to weekly", description: "Add real photos of the studio and post free taster slots every Monday." }),
        checkedTactic({ name: "Honest Google reviews from parents and adult pupils", description: "At the end of each term, ask every family for an honest review." }),
        checkedTactic({ name: "Daytime lessons for adult beginners", description: "Offer the daytime hours while children are at school to retired beginners, with a free taster." }),
      ],
      timeline: [],
    };
    const findings = checkPlanQuality(clearview, lessonsPlan, reading);
    expect(findings.filter((f) => f.rule === "channel-fit").map((f) => (f.target.kind === "tactic" ? f.target.index : -1))).toEqual([0, 1, 2]);
    const notes = findings.filter((f) => f.target.kind === "plan").map((f) => f.note);
    expect(notes).toEqual(expect.arrayContaining(["Leaves out the automatic offer", "Leaves out pass photos"]));
  });

  it("flags a promised test date and a pass rate the founder never gave", () => {
    const promises: CheckedPlan = {
      tactics: [
        checkedTactic({ name: "Automatic lessons for nervous drivers", description: "Automatic lessons suit nervous drivers and people who failed in a manual. Post pass photos with consent." }),
        checkedTactic({ name: "Fast-track courses", description: "We guarantee an early test date with every course, and quote our 96% pass rate." }),
      ],
      timeline: [],
    };
    const notes = checkPlanQuality(clearview, promises, reading).map((f) => f.note);
    expect(notes).toEqual(expect.arrayContaining(["Promises a test date", "Invents a pass rate"]));
    expect(notes).not.toContain("Leaves out the automatic offer");
  });

  it("gives a manual-only instructor no automatic offer, and asks for none", () => {
    const manual = { ...clearview, productDescription: "A driving instructor in Swindon teaching in a dual-control manual car, £36 an hour, with block bookings of 10 hours for £340.", audiencePersona: "Learners aged 17-25 and their parents, who often pay for the lessons." };
    const manualPlan = buildPlan(manual, FIXED_PLAN_DAY);
    expect(manualPlan.tactics.map((t) => t.name).join("\n")).not.toMatch(/automatic/i);
    expect(checkPlanQuality(manual, manualPlan, readAnswers(manual, FIXED_PLAN_DAY))).toEqual([]);
  });
});
