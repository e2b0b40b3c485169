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
 * Late Starter Guitar: a guitar teacher teaching adults one-to-one on Zoom across the UK, 45 minutes for
 * £35 or £120 for four, 12 years in a music shop, 9 students and room for 25, the goal 25 regular students
 * by June. Shy on camera beyond the lessons, no TikTok dancing; teaches evenings, free on weekday mornings.
 * It used to get a mobile app's plan: an app-store product page, in-app invite codes, cross-promotion with
 * indie apps and a ratings prompt. Each test reads what the founder would read in a plan made on Monday
 * 4 January 2027.
 */

const teacher = fixture("uk-guitar-teacher-zoom").answers;
const reading = readAnswers(teacher, FIXED_PLAN_DAY);
const plan = buildPlan(teacher, FIXED_PLAN_DAY);
const markdown = planToMarkdown(plan, buildProfile(teacher), teacher, FIXED_PLAN_DAY);
const names = plan.tactics.map((t) => t.name);
const tactic = (start: string) => plan.tactics.find((t) => t.name.startsWith(start))!;

describe("reading a one-to-one teacher of adults", () => {
  it("reads a guitar teacher on Zoom, not an app: the prices, the block, the learners, the shop years and the camera", () => {
    expect(reading).toMatchObject({ kind: "local", trade: "lessons", pupils: "adults", adultClasses: null, audience: "adults aged 35-65" });
    expect(reading.privateTeacher).toMatchObject({
      word: "guitar teacher",
      subject: "guitar",
      field: "music",
      online: true,
      tool: "Zoom",
      inPerson: false,
      lessonPrice: 35,
      lessonMinutes: 45,
      blockLessons: 4,
      blockPrice: 120,
      nowLearners: 9,
      goalLearners: 25,
      room: 25,
      years: 12,
      musicShop: true,
      recording: true,
      party: true,
      cameraShy: true,
      evenings: true,
      freeTime: "weekday mornings",
    });
  });

  it("leaves the other teachers where they were", () => {
    const readOf = (id: string) => readAnswers(fixture(id).answers, FIXED_PLAN_DAY);
    expect(readOf("ludlow-piano-teacher")).toMatchObject({ trade: "lessons", privateTeacher: null });
    expect(readOf("madrid-spanish-school-expats").privateTeacher).toBeNull();
    expect(readOf("madrid-spanish-school-expats").adultClasses).not.toBeNull();
    expect(readOf("swindon-driving-instructor-automatic").privateTeacher).toBeNull();
    expect(readOf("leicester-exam-tutoring").privateTeacher).toBeNull();
    expect(BUSINESS_FIXTURES.filter((f) => readAnswers(f.answers, FIXED_PLAN_DAY).privateTeacher).map((f) => f.id)).toEqual(["uk-guitar-teacher-zoom"]);
  });
});

describe("Late Starter Guitar's plan", () => {
  it("is a teacher's plan, not an app's", () => {
    expect(names).toEqual([
      "A free 20-minute trial lesson on Zoom that ends with the first chords of a song they chose and a plan for the first month",
      "Lessons sold as a block of four at £120, the next block offered at the third lesson, and a pause instead of a cancel",
      "A note to the adults you have taught before: Late Starter Guitar now teaches one-to-one on Zoom",
      "Profiles on teacher directories such as MusicTeachers.co.uk, Superprof and Lessonface (examples to check), with reviews from your learners",
      "Learners' progress stories, told with their yes: a first song played at a family party",
      "A free lesson for a learner and for the friend they bring",
      "A card at the counter of the music shop where you taught and two more music shops, for the adults who ask for a teacher",
      "Written answers where adult beginners ask: r/Guitar, r/guitarlessons and the Facebook groups for adult beginner guitarists (examples to check), no filming",
    ]);
    expect(markdown).not.toMatch(/app[- ]store|in-app|indie apps|ratings prompt|screenshots|installs|downloads/i);
  });

  it("sells a trial lesson that ends with a block offered, in the teacher's own prices", () => {
    const trial = tactic("A free 20-minute trial lesson");
    expect(trial.template).toContain("You came in saying you wanted to play a song at a family party, and twenty minutes later you were playing {{what they did}}");
    expect(trial.template).toContain("Lessons are £35 for a 45-minute lesson, or £120 for four lessons, £20 less than four single ones.");
    expect(trial.template).toContain("You get a plan built around the songs you love and a short recording after each lesson.");
    const block = tactic("Lessons sold as a block");
    expect(block.template).toContain("Rather than stopping, would a pause help? Take up to a month off, pay nothing for it");
  });

  it("tells learners' stories only with their yes, and thanks a friend brought with a lesson, never cash", () => {
    const stories = tactic("Learners' progress stories");
    expect(stories.template).toContain("First name only, or no name at all, and you'll see it before anyone else does. Completely fine to say no.");
    expect(stories.description).toContain("never any recording of a lesson without their yes");
    expect(tactic("A free lesson for a learner").template).toContain("If they book a block after their trial, you both get a lesson free.");
  });

  it("names directories and forums as examples to check, and starts with the music shop where the founder taught", () => {
    expect(tactic("Profiles on teacher directories").description).toContain("MusicTeachers.co.uk, Superprof and Lessonface are examples to check: what each charges");
    expect(tactic("A card at the counter").template).toContain("Late Starter Guitar · guitar lessons for adults who always wanted to start\nOne-to-one, on Zoom, wherever you live in the UK, evenings. Songs you love, not theory.");
    expect(tactic("A card at the counter").description).toContain("check with your former employer if you agreed anything about teaching their customers");
  });

  it("respects a teacher shy on camera: no TikTok, no filming, written answers instead", () => {
    expect(names.join(" ")).not.toMatch(/video|tiktok|reels/i);
    expect(plan.strategySummary).toContain("so nothing in the plan puts you on camera: TikTok and video are left out, and your proof is your learners' own stories, told with their yes");
    expect(tactic("Written answers").template).toContain("Honest answer from a guitar teacher (full disclosure: I run Late Starter Guitar and teach adults, so I'm biased)");
  });

  it("does the marketing on the weekday mornings the founder keeps free, never on a teaching evening", () => {
    expect(plan.strategySummary).toContain("You teach in the evenings, so every marketing task in this plan is set for your weekday mornings, and nothing asks for an evening.");
    expect(tactic("A card at the counter").implementation[0]).toMatch(/^On a weekday morning, print fifty small cards/);
    const tasks = plan.timeline.flatMap((p) => p.tasks).join("\n");
    expect(tasks).not.toMatch(/\bon (?:a|an) (?:\w+ )?evening\b/i);
  });

  it("does the goal's arithmetic in learners, teaching hours and money", () => {
    expect(plan.strategySummary).toContain("25 regular learners, from 9 today, is 16 more; at one 45-minute lesson a week each, that is about 19 teaching hours a week, within the room you said you have.");
    expect(plan.strategySummary).toContain("so 25 bring about £3,000 (9 bring about £1,080 today)");
  });

  it("speaks to adult learners everywhere: profile, tips, quick wins, toolkit and Marketing Model", () => {
    expect(markdown).not.toMatch(/\bparents?\b|\byour child\b|child's first name|\bthis term\b|school gate|taster lesson|\bconcert\b/i);
    expect(markdown).toContain("- **Assumption:** “Can you really learn guitar over Zoom?”");
    expect(markdown).toContain("You teach in the evenings, so marketing gets your weekday mornings");
    expect(markdown).toContain("**A lesson as a gift: a voucher partners and friends can give**");
    expect(markdown).toContain("Team up with people who serve the same adults without competing: music shops (starting with the one where you taught)");
    expect(markdown).toContain("“The family party where you pick up the guitar and everyone sings along: that's what lessons at Late Starter Guitar are for.”");
    expect(markdown).toContain("drafted from what is typical for this kind of business (one-to-one guitar lessons for adults online)");
  });

  it("passes the checker, and flags the app plan it used to get", () => {
    expect(checkPlanQuality(teacher, plan, reading)).toEqual([]);
    const oldPlan: CheckedPlan = {
      tactics: [
        checkedTactic({ name: "App-store product page rewrite: title, subtitle, keywords, screenshots and preview", description: "Rewrite the first three store screenshots of Late Starter Guitar." }),
        checkedTactic({ name: "In-app invite codes with a reward for both friends", description: "Give every Late Starter Guitar user an invite code." }),
        checkedTactic({ name: "Short videos on TikTok", description: "Post a TikTok of Late Starter Guitar every day." }),
      ],
      timeline: [],
    };
    const findings = checkPlanQuality(teacher, oldPlan, reading);
    expect(findings.filter((f) => f.rule === "channel-fit").map((f) => (f.target.kind === "tactic" ? f.target.index : -1))).toEqual([0, 1, 2]);
    expect(findings.map((f) => f.note)).toEqual(expect.arrayContaining(["Misses the trial lesson", "Misses the block of lessons"]));
  });

  it("tells the AI it is a teacher of adults, what sells and what to leave out", () => {
    const prompt = promptText(teacher);
    expect(prompt).toContain("- Guitar teacher teaching adults one-to-one on Zoom, not an app, not a school and not a teacher of children");
    expect(prompt).toContain("listings on teacher directories such as MusicTeachers.co.uk, Superprof and Lessonface (examples to check");
    expect(prompt).toContain("- The teacher is shy on camera beyond the lessons: no TikTok, Reels, dancing or filming themselves");
    expect(prompt).toContain("- The teacher teaches evenings; marketing work goes in their weekday mornings.");
  });
});

describe("a teacher of adults in town, happy to film", () => {
  const singer: PlanFormData = {
    ...teacher,
    productName: "Find Your Voice Bristol",
    audienceGeography: "local",
    localRegion: "Bristol",
    specificCountry: undefined,
    productDescription:
      "Singing lessons for adults in Bristol: one-to-one in my studio in Bedminster, £40 an hour. Many of my students have never sung in front of anyone; we start with songs they love.",
    audiencePersona: "Adults aged 25-60 in Bristol who sing in the car and always wanted to sing properly, some for a wedding or a choir audition.",
    successMetrics: "20 regular students",
    challenges: "Nobody knows I exist yet.",
  };
  const singerPlan = buildPlan(singer, FIXED_PLAN_DAY);
  const singerNames = singerPlan.tactics.map((t) => t.name);

  it("gets a Google profile and, as it did not rule out the camera, teaching videos offered only if happy to film", () => {
    expect(readAnswers(singer, FIXED_PLAN_DAY).privateTeacher).toMatchObject({ word: "singing teacher", subject: "singing", inPerson: true, online: false, cameraShy: false });
    expect(singerNames).toContain("A Google Business Profile for Find Your Voice Bristol, with your lesson times and reviews from adult learners");
    expect(singerNames).toContain("If you are happy to film: one short teaching video a week, a fix adult beginners need");
    expect(singerNames).toContain("A free 20-minute trial lesson at your studio that ends with the first verse of a song they chose and a plan for the first month");
    expect(singerPlan.tactics.find((t) => t.name.startsWith("If you are happy"))?.description).toContain("(breathing, the high note that cracks, nerves in front of people)");
    expect(checkPlanQuality(singer, singerPlan, readAnswers(singer, FIXED_PLAN_DAY))).toEqual([]);
  });
});

describe("lessons for adults that do not say one-to-one", () => {
  const piano: PlanFormData = {
    ...teacher,
    productName: "Keys for Grown-ups",
    audienceGeography: "local",
    localRegion: "Leeds",
    specificCountry: undefined,
    productDescription: "Piano lessons for adults in Leeds in my home studio in Headingley, evenings and Saturday mornings, £35 an hour. I have taught for fifteen years.",
    audiencePersona: "Adults aged 30-70 in Leeds who always wanted to play the piano or stopped as teenagers.",
    successMetrics: "25 weekly pupils",
    challenges: "Pupils drift away when work gets busy.",
  };

  it("are a one-to-one teacher's lessons, written to the adults who take them", () => {
    const r = readAnswers(piano, FIXED_PLAN_DAY);
    expect(r).toMatchObject({ trade: "lessons", pupils: "adults", audience: "adults aged 30-70", adultClasses: null, privateTeacher: { word: "piano teacher", inPerson: true } });
    const text = planToMarkdown(buildPlan(piano, FIXED_PLAN_DAY), buildProfile(piano), piano, FIXED_PLAN_DAY);
    expect(text).toContain("### 1. A free 20-minute trial lesson at your studio that ends with the first chords of a song they chose and a plan for the first month");
    expect(text).not.toMatch(/\bparents?\b|\bthis term\b|child's first name/);
  });
});
