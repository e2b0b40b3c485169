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
 * Habla Madrid, a Spanish school in Chamberí for adult expats: groups of six on evenings and Saturdays,
 * €180 a month for two evenings a week, three teachers and the founder, about 45 students now and 90 in
 * group classes as the goal. Students quit after two months when work gets busy, and Duolingo is free.
 * It used to get a piano teacher's plan: reviews thanking parents for "this term with {{child's first
 * name}}", cards where parents wait at the pool, the school gate and the PTA, and nothing about learners
 * who quit. Each test reads what the founder would read in a plan made on Monday 4 January 2027.
 */

const school = fixture("madrid-spanish-school-expats").answers;
const reading = readAnswers(school, FIXED_PLAN_DAY);
const plan = buildPlan(school, FIXED_PLAN_DAY);
const markdown = planToMarkdown(plan, buildProfile(school), school, FIXED_PLAN_DAY);
const names = plan.tactics.map((t) => t.name);
const tactic = (start: string) => plan.tactics.find((t) => t.name.startsWith(start))!;
/** The phase of the timeline that holds a task. */
const phaseOf = (task: RegExp) => plan.timeline.find((p) => p.tasks.some((t) => task.test(t)))?.weeks;

describe("reading a school whose learners are adults", () => {
  it("reads the school, its groups, price, teachers, goal, the learners who quit and the free app", () => {
    expect(reading).toMatchObject({ trade: "lessons", pupils: "adults", language: "English", audience: "expats and remote workers" });
    expect(reading.adultClasses).toMatchObject({
      word: "Spanish school",
      language: "Spanish",
      newcomers: true,
      exchanges: true,
      reddit: true,
      courseWeeks: 12,
      groupSize: 6,
      price: 180,
      per: "month",
      rhythm: "two evenings a week",
      teachers: 4,
      goalLearners: 90,
      nowLearners: 45,
      quitMonths: 2,
      quitWhen: "when work gets busy",
      freeApp: "Duolingo",
      neighbourhood: "Chamberí",
      country: "Spain",
    });
  });

  it("reads adults named as such with no ages given, but not a teacher of children, retirees or families", () => {
    const noAges = { ...school, audiencePersona: school.audiencePersona.replace(" aged 25-45", "") };
    expect(readAnswers(noAges, FIXED_PLAN_DAY).adultClasses?.word).toBe("Spanish school");
    const families = { ...noAges, audiencePersona: `${noAges.audiencePersona} Some bring their children to our families' class.` };
    expect(readAnswers(families, FIXED_PLAN_DAY).adultClasses).toBeNull();
  });

  it("fires for no other fixture: the piano teacher, the tutor and the driving instructor keep their plans", () => {
    const schools = BUSINESS_FIXTURES.filter((f) => readAnswers(f.answers, FIXED_PLAN_DAY).adultClasses).map((f) => f.id);
    expect(schools).toEqual(["madrid-spanish-school-expats"]);
    expect(readAnswers(fixture("ludlow-piano-teacher").answers, FIXED_PLAN_DAY).pupils).toBe("both");
  });
});

describe("Habla Madrid's plan", () => {
  it("keeps learners first, then finds newcomers where they ask, arrive and meet", () => {
    expect(names).toEqual([
      "A Google Business Profile for Habla Madrid that shows the groups, the levels and the class times",
      "A 12-week course with a goal each learner chose, and progress checks at weeks 4 and 8 in their own words",
      "When work gets busy: a make-up class, a switch to another evening, and a pause instead of a cancel",
      "Honest answers in the expat Facebook groups and on Reddit when people ask how to learn Spanish",
      "A free intercambio night at Habla Madrid once a month, ending with a free trial class for newcomers",
      "Partners who meet newcomers in their first weeks in Madrid, and a group course for employers' international staff",
      "A WhatsApp group for every class and a monthly outing in Madrid, so the group is the reason to stay",
      "Google search ads on searches for Spanish classes in Madrid, judged by learners still coming after a month",
    ]);
  });

  it("states the goal's arithmetic in groups, classes, money and months stayed, and hears what the founder said", () => {
    const s = plan.strategySummary;
    expect(s).toContain("Habla Madrid is a Spanish school in Chamberí, Madrid, for expats and remote workers");
    expect(s).toContain("90 learners in groups of six is 15 groups; meeting two evenings a week, that is 30 classes a week across four teachers (about 7 or 8 each).");
    expect(s).toContain("At €180 a month, 90 learners bring about €16,200 a month; from about 45 now, that is 45 more learners than today.");
    expect(s).toContain("about 45 new learners a month if they stay two months, as now; 23 if they stay four; 15 if they stay six.");
    expect(s).toContain('You said "Students quit after two months when work gets busy": so the first tactics keep learners');
    expect(s).toContain('You said "Apps like Duolingo are free": the plan does not compete with Duolingo on price');
  });

  it("sells a course with goals in the learner's words, checked at weeks 4 and 8 in those weeks of the timeline", () => {
    const course = tactic("A 12-week course");
    expect(course.template).toContain("(For example: order at the market, handle the padrón appointment, keep up at a dinner with Spanish friends.)");
    expect(course.template).toContain("a few honest words on Google help other people in Madrid find a class that works");
    expect(course.implementation.join(" ")).toContain("quote a review on your page or in a post only with the learner's yes");
    expect(phaseOf(/^In week 4, the teacher spends five minutes/)).toBe("Weeks 4-6");
    expect(phaseOf(/^In week 8, do the same/)).toBe("Weeks 7-9");
    expect(phaseOf(/^In week 11, offer every learner a place/)).toBe("Weeks 10-13");
  });

  it("keeps learners through busy weeks: a make-up class, another evening, a pause before a cancel", () => {
    const busy = tactic("When work gets busy");
    expect(busy.template).toContain("you can make up this week's class with the {{other group}} group");
    expect(busy.template).toContain("would a pause help? You can stop for up to a month, pay nothing for it, and come back to the same group");
    expect(tactic("A WhatsApp group").template).toContain("Rules: Spanish when you can, English when you need to, no selling");
  });

  it("answers 'Duolingo is free' honestly in the groups, within their rules on self-promotion", () => {
    const groups = tactic("Honest answers in the expat Facebook groups");
    expect(groups.template).toContain('Answer to "Is Duolingo enough?"');
    expect(groups.template).toContain("keep Duolingo, it's great for words on the bus. What it can't do is get you speaking");
    expect(groups.description).toContain("read each one's rules on self-promotion");
    expect(groups.why).toContain("subreddits such as r/Madrid");
  });

  it("brings locals and learners together at a free intercambio night, and names partners as examples to check", () => {
    const night = tactic("A free intercambio night");
    expect(night.template).toContain("¿Cuánto tiempo llevas en Madrid? / How long have you been in Madrid?");
    expect(night.implementation.join(" ")).toContain("taking names and emails only from people who tick a box to hear from you");
    const partners = tactic("Partners who meet newcomers");
    expect(partners.description).toContain("relocation agencies, the HR and onboarding teams of international employers, coworking spaces, the parents' associations of international schools, and expat associations and meetups in Madrid; examples to check");
    expect(partners.template).toContain("€180 a month per learner for two evenings a week, invoiced to your company");
  });

  it("writes every template, quick win, toolkit line and Marketing Model example to adults, never to parents of a child", () => {
    const text = markdown.replace(/the parents' associations of international schools/g, "").replace(/international schools' parents' associations/g, "");
    expect(text).not.toMatch(/\bchild|\bparents?\b|\bschool gate\b|\bPTA\b|\bdaytime\b|\bretired\b|\bpractice battles\b|\bswimming pool\b/i);
    expect(markdown).toContain("A one-page phrase sheet for the padrón appointment");
    expect(markdown).toContain("Bring a colleague or a partner to one class a month");
    expect(markdown).toContain("Your real rivals are Duolingo, a tutor online, a free intercambio and, most of all, a busy month at work.");
    expect(markdown).toContain("“I'd done {{number}} days of Duolingo and still froze at the bakery. One course at Habla Madrid, and I {{what they can do now}}.”");
    expect(markdown).toContain("Keep before you find: every learner still coming in their third month is worth as much as a new one");
  });

  it("profiles newcomers who weigh a class against a free app and a busy month", () => {
    const profile = buildProfile(school);
    expect(profile.objections).toContain("Assumption: “Duolingo is free: why pay €180 a month?”");
    expect(profile.objections).toContain("Assumption: “What if work gets busy and I miss classes?”");
    expect(profile.demographics.join(" ")).not.toMatch(/parent/);
    expect(profile.overview).toContain("drafted from what is typical for this kind of business (classes for adults new to the city)");
  });

  it("passes the checker, and flags the children's lessons plan it used to get", () => {
    expect(checkPlanQuality(school, plan, reading)).toEqual([]);
    const oldPlan: CheckedPlan = {
      tactics: [
        checkedTactic({ name: "Honest Google reviews from pupils", template: "Hello {{first name}}, thank you for this term with {{child's first name}}. Habla Madrid" }),
        checkedTactic({ name: "A free taster lesson for families", description: "Stand at the school gate at drop-off with cards for Habla Madrid." }),
      ],
      timeline: [],
    };
    const findings = checkPlanQuality(school, oldPlan, reading);
    expect(findings.filter((f) => f.rule === "channel-fit").map((f) => (f.target.kind === "tactic" ? f.target.index : -1))).toEqual([0, 1]);
    expect(findings.map((f) => f.note)).toEqual(expect.arrayContaining(["Leaves learners who quit", "Leaves the free app unanswered", "Misses where newcomers arrive"]));
  });

  it("tells the AI it is a school of adults, what keeps them and the arithmetic", () => {
    const prompt = promptText(school);
    expect(prompt).toContain("- Spanish school for adults, taught in classes (groups of six, evenings and Saturdays), not an app and not a teacher of children");
    expect(prompt).toContain("a make-up class in another group, a move to another evening and a pause of up to a month instead of a cancel");
    expect(prompt).toContain("They compare it with Duolingo: answer honestly");
  });
});

describe("adults in classes that are not a language", () => {
  const guitar: PlanFormData = {
    ...school,
    productName: "Strum Club",
    localRegion: "Bristol",
    productDescription:
      "Group guitar lessons for adults in Bristol: 10-week courses for complete beginners and improvers in groups of five, Monday and Wednesday evenings in a rehearsal room in Easton, £120 for the course, guitars to borrow for the first weeks.",
    audiencePersona: "Adults aged 30-55 in Bristol who always wanted to play the guitar, work full time and gave up on tutorials. They hear about classes from friends and the Bristol Facebook groups.",
    successMetrics: "50 people on courses",
    challenges: "Half of them don't come back for a second course. I can't afford ads.",
    budgetRange: "bootstrapped",
    skills: ["social"],
  };
  const guitarPlan = buildPlan(guitar, FIXED_PLAN_DAY);
  const guitarText = planToMarkdown(guitarPlan, buildProfile(guitar), guitar, FIXED_PLAN_DAY);

  it("gets its own course length and checks, and no exchange night, phrase sheet or newcomers' partners", () => {
    expect(readAnswers(guitar, FIXED_PLAN_DAY).adultClasses).toMatchObject({ word: "guitar teacher", language: null, newcomers: false, courseWeeks: 10, price: 120, per: "course" });
    const guitarNames = guitarPlan.tactics.map((t) => t.name);
    expect(guitarNames).toContain("A 10-week course with a goal each learner chose, and progress checks at weeks 3 and 7 in their own words");
    expect(guitarNames).toContain("Honest answers in the Bristol Facebook groups when adults ask where to learn guitar");
    expect(guitarText).not.toMatch(/intercambio|language exchange|phrase|padrón|Spanish|relocation|\bparents?\b|\bchild/i);
    expect(checkPlanQuality(guitar, guitarPlan, readAnswers(guitar, FIXED_PLAN_DAY))).toEqual([]);
  });
});

describe("a teacher of adults one-to-one, not in classes", () => {
  const piano: PlanFormData = {
    ...school,
    productName: "Keys for Grown-ups",
    localRegion: "Leeds",
    productDescription:
      "Piano lessons for adults in Leeds: one-to-one lessons in my home studio in Headingley, evenings and Saturday mornings, £35 an hour. I have taught for fifteen years and love beginners who always meant to learn.",
    audiencePersona: "Adults aged 30-70 in Leeds who always wanted to play the piano or stopped as teenagers. They find teachers through Google, friends and the Leeds Facebook groups.",
    successMetrics: "25 weekly pupils",
    challenges: "Pupils drift away when work gets busy.",
  };
  const pianoPlan = buildPlan(piano, FIXED_PLAN_DAY);
  const pianoText = planToMarkdown(pianoPlan, buildProfile(piano), piano, FIXED_PLAN_DAY);

  it("gets a one-to-one teacher's plan, with reviews asked of the learners themselves and no parents or terms", () => {
    expect(readAnswers(piano, FIXED_PLAN_DAY)).toMatchObject({ trade: "lessons", pupils: "adults", adultClasses: null, privateTeacher: { word: "piano teacher", inPerson: true, online: false } });
    const profile = pianoPlan.tactics.find((t) => t.name.startsWith("A Google Business Profile for Keys for Grown-ups"));
    expect(profile?.template).toContain("a few honest words on Google help other adults in Leeds who are nervous about starting");
    expect(pianoPlan.tactics.map((t) => t.name)).toContain("A free 20-minute trial lesson at your studio that ends with the first chords of a song they chose and a plan for the first month");
    expect(pianoText).not.toMatch(/\bthis term\b|child's first name|Cards where parents wait|\bparents\b/);
  });
});
