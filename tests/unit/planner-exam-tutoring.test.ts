import { describe, expect, it } from "vitest";
import { buildPlan, buildProfile } from "~/generation/planner";
import { checkPlanQuality, type CheckedPlan } from "~/plan-quality/checker";
import { readAnswers } from "~/plan-quality/reading";
import { readExamTutoring, tutoringMath } from "~/plan-quality/tutoring";
import { planToMarkdown } from "~/plan-view/markdown.server";
import { BUSINESS_FIXTURES, fixture } from "../support/business-fixtures";
import { FIXED_PLAN_DAY } from "../support/plan-day";
import { promptText } from "../support/plan-checks";

/*
 * BrightPath Tutoring, a tutoring centre in Leicester for GCSE and A-level maths and science in groups of
 * four at £25 an hour, with 30 pupils and room for 80. Its buyers are parents of 14-18 year olds worried
 * about the exams; the goal is 40 new students by Easter 2027. The plan it used to get borrowed a piano
 * teacher's lines: a free taster for families at the primary schools, daytime lessons for adult
 * beginners, search ads "within a short drive of the shop". Each test reads what the founder would read
 * in a plan made on Monday 4 January 2027.
 */

const answers = fixture("leicester-exam-tutoring").answers;
const reading = readAnswers(answers, FIXED_PLAN_DAY);
const plan = buildPlan(answers, FIXED_PLAN_DAY);
const profile = buildProfile(answers);
const markdown = planToMarkdown(plan, profile, answers, FIXED_PLAN_DAY);
const names = plan.tactics.map((t) => t.name);
const tactic = (start: string) => plan.tactics.find((t) => t.name.startsWith(start))!;
const allTasks = plan.timeline.flatMap((p) => p.tasks);

describe("reading exam tutoring", () => {
  it("reads the exams, subjects, group, price, places and goal from the founder's words", () => {
    expect(reading.kind).toBe("local");
    expect(reading.trade).toBe("lessons");
    expect(reading.examTutoring).toEqual({
      levels: ["GCSE", "A-level"],
      subjects: ["maths", "physics", "chemistry", "biology"],
      groupSize: 4,
      hourly: 25,
      pupils: 30,
      places: 80,
      newPupils: 40,
      centre: true,
      checksSaid: true,
    });
  });

  it("reads parents of 14-18 year olds as adults buying for teenagers, not as teenagers", () => {
    expect(reading.teen).toBe(false);
    expect(reading.ages).toBeNull();
    expect(reading.childAges).toEqual([14, 18]);
    expect(reading.audience).toBe("parents of 14-18 year olds");
  });

  it("fires for no other fixture, and not for a music teacher who mentions exams", () => {
    const others = BUSINESS_FIXTURES.filter((f) => f.id !== "leicester-exam-tutoring" && readAnswers(f.answers, FIXED_PLAN_DAY).examTutoring);
    expect(others.map((f) => f.id)).toEqual([]);
    const piano = fixture("ludlow-piano-teacher").answers;
    expect(readExamTutoring({ ...piano, productDescription: `${piano.productDescription} I also prepare pupils for their GCSE music exam.` })).toBeNull();
    expect(readExamTutoring({ ...answers, productDescription: "Private maths tutor in Hove for 11-plus and GCSE pupils, one-to-one at £40 an hour.", audiencePersona: "Parents in Hove." })).toMatchObject({ levels: ["11-plus", "GCSE"], groupSize: null, hourly: 40 });
  });

  it("does the goal's arithmetic from the founder's numbers", () => {
    expect(tutoringMath(reading.examTutoring, "£")).toBe(
      "A pupil who comes for an hour a week pays £25 a week, about £300 over a twelve-week term. A weekly group of 4 brings £100 for one teaching hour, about £1,200 a term. 40 new pupils at an hour a week come to £1,000 a week, or 10 more groups of 4 on the timetable. You have 50 free places (30 pupils, room for 80), so the goal fits without a new room or tutor.",
    );
    expect(plan.strategySummary).toContain("40 new pupils at an hour a week come to £1,000 a week");
    expect(plan.strategySummary).toContain("a tutoring centre in Leicester for GCSE and A-level pupils in maths, physics, chemistry and biology: their parents decide and pay");
  });
});

describe("the plan for exam tutoring", () => {
  it("is made of the exam tutor's own tactics, the Easter revision course first", () => {
    expect(names[0]).toBe("An Easter revision course in groups of 4, offered when the mock results come home");
    expect(names.at(-1)).toBe("Google search ads for exam tutoring in Leicester, from the mock results to Easter");
    expect(names).toEqual(
      expect.arrayContaining([
        "A free first assessment that shows the parent where the marks are lost",
        "Introductions from current parents, with a thank-you for both families",
        "The helpful tutor in Leicester parents' Facebook groups and school parent networks",
        "A Google Business Profile as a tutoring centre, with parents' reviews",
        "Say plainly how pupils are kept safe, and quote results only with consent",
      ]),
    );
  });

  it("has none of the piano teacher's or the shop's lines", () => {
    for (const wrong of [/primary school/i, /adult beginners/i, /school gate/i, /concert/i, /the shop\b/i, /short drive/i, /taster/i, /practis/i, /Indie developer|players|app store/i]) {
      expect(markdown.replace(/Indie Developer Toolkit/g, "")).not.toMatch(wrong);
    }
  });

  it("follows the exam year: mock results, the Easter course, the exams from May", () => {
    const easter = tactic("An Easter revision course");
    expect(easter.description).toContain("Easter Sunday is 28 March 2027");
    expect(easter.description).toContain("the exams from May 2027");
    expect(easter.implementation.join(" ")).toContain("Check the holiday dates on your council's term-dates page");
    expect(easter.template).toContain("four mornings of two hours");
    // Nothing is planned for after Easter (week 12): the course's own last morning is prepared before it.
    expect(plan.timeline.at(-1)!.weeks).toBe("Weeks 10-12");
    expect(allTasks.join(" ")).not.toMatch(/On the last morning of the course/);
    // The offer is ready in the first weeks, when the mock results come home.
    expect(plan.timeline[0]!.tasks.some((t) => t.startsWith("Send the message in the tactic's template to every current family"))).toBe(true);
  });

  it("shows the parent where marks are lost, and lets the pupil meet the group", () => {
    const assessment = tactic("A free first assessment");
    expect(assessment.template).toContain("Where marks are lost:");
    expect(assessment.implementation.join(" ")).toContain("Ask the pupil too");
  });

  it("rewards both families for an introduction, and never asks pupils to recruit", () => {
    const intro = tactic("Introductions from current parents");
    expect(intro.template).toContain("your family and theirs each get a free hour");
    expect(intro.implementation.join(" ")).toContain("never ask pupils to recruit friends at school");
  });

  it("states DBS checks and safeguarding plainly, and consent for results, photos and reviews", () => {
    const safety = tactic("Say plainly how pupils are kept safe");
    expect(safety.implementation.join(" ")).toContain("umbrella body");
    expect(safety.template).toContain("our safeguarding lead is");
    expect(safety.template).toContain("only with your written consent");
    const google = tactic("A Google Business Profile as a tutoring centre");
    expect(google.implementation.join(" ")).toContain("'Tutoring service'");
    expect(google.implementation.join(" ")).toContain("never offer a free hour or a discount for a review");
  });

  it("keeps search ads to the mock-results weeks, with headlines Google accepts", () => {
    const ads = tactic("Google search ads");
    const headlines = ads.template.split("Descriptions")[0]!.split("\n").slice(1).filter((l) => l.trim() && !l.includes("{{"));
    expect(headlines.length).toBeGreaterThanOrEqual(3);
    for (const h of headlines) expect(h.length).toBeLessThanOrEqual(30);
    const descriptions = ads.template.split("Descriptions (up to 90 characters each):\n")[1]!.split("\n").filter(Boolean);
    for (const d of descriptions) expect(d.replace("{{subject}}", "chemistry").length).toBeLessThanOrEqual(90);
    expect(ads.implementation.join(" ")).toContain("pause after Easter");
  });

  it("describes parents who decide at a mock result and a pupil who must want to go", () => {
    expect(profile.overview).toContain("Parents of teenagers look for a tutor at moments: a mock result");
    expect(profile.objections.join(" ")).toContain("Are the tutors qualified teachers, and are they DBS-checked?");
    expect(profile.objections.join(" ")).not.toContain("too old to start");
    expect(markdown).toContain("adults; the children they decide for are 14-18");
  });

  it("gives quick wins, a toolkit, tips and a marketing model for exam tutoring", () => {
    const wins = plan.guerrillaTactics.map((w) => w.name);
    expect(wins).toContain("A parents' evening question sheet");
    expect(markdown).toContain("Your real rivals are one-to-one tutors, online tutoring and free revision videos");
    // Four hours a week: the five contacts are a week's, not a day's (a daily habit would take them all).
    expect(markdown).toContain("Make 5 personal contacts a week with parents, never pupils");
    expect(markdown).toContain("Know exactly where your child is losing marks");
    expect(markdown).toContain("Tie offers to the real exam calendar");
  });

  it("passes the checker", () => {
    expect(checkPlanQuality(answers, plan, reading)).toEqual([]);
  });

  it("tells the AI about the exam year, safeguarding and consent", () => {
    const prompt = promptText(answers);
    expect(prompt).toContain("Exam tutoring for secondary-school pupils (GCSE and A-level, maths, physics, chemistry and biology, groups of 4, £25 an hour)");
    expect(prompt).toContain("Easter Sunday is 28 March 2027");
    expect(prompt).toContain("enhanced DBS checks through an umbrella body");
    expect(prompt).not.toContain("a pupils' concert and the schools nearby");
  });
});

describe("the piano teacher keeps her lines", () => {
  const piano = fixture("ludlow-piano-teacher").answers;
  const pianoPlan = buildPlan(piano, FIXED_PLAN_DAY);
  const pianoNames = pianoPlan.tactics.map((t) => t.name);

  it("still gets the school families' taster and no exam tutoring", () => {
    expect(readAnswers(piano, FIXED_PLAN_DAY).examTutoring).toBeNull();
    expect(pianoNames.some((n) => n.startsWith("A free taster lesson for families at"))).toBe(true);
    expect(pianoNames.some((n) => /Easter revision|assessment/i.test(n))).toBe(false);
  });
});

describe("the checker on an exam tutor's plan", () => {
  const t = (over: Partial<CheckedPlan["tactics"][number]>) => ({
    name: "Tactic",
    description: "",
    implementation: [],
    resourcesNeeded: [],
    successMetrics: [],
    template: "",
    ...over,
  });

  it("flags the piano teacher's and the shop's lines the tutoring centre used to get", () => {
    const borrowed: CheckedPlan = {
      tactics: [
        t({ name: "A free taster lesson for families at the primary schools nearby", description: "Offer every family at the primary schools nearby a free 20-minute taster lesson." }),
        t({ name: "Daytime lessons for adult beginners, in the local paper", description: "Keep your daytime hours for adult beginners who always wanted to learn." }),
        t({ name: "Google search ads within a short drive of the shop", description: "People who search near Leicester are ready to come in today." }),
        t({ name: "Results", description: "Guaranteed grades for every pupil, or your money back." }),
        t({ name: "Stay in touch", description: "Message the pupils every week on WhatsApp with a revision reminder." }),
      ],
      timeline: [],
    };
    const findings = checkPlanQuality(answers, borrowed, reading).filter((f) => f.rule === "exams");
    expect(findings.filter((f) => f.target.kind === "tactic").map((f) => (f.target.kind === "tactic" ? f.target.index : -1))).toEqual([0, 1, 2, 3, 4]);
    expect(findings[0]!.reason).toContain("your pupils sit GCSE and A-level exams at secondary school or sixth form");
    // And the plan as a whole: no exam year, no safeguarding, results without consent.
    const plan = findings.filter((f) => f.target.kind === "plan").map((f) => f.reason);
    expect(plan.some((r) => r.startsWith("Nothing in the plan follows the exam year"))).toBe(true);
    expect(plan.some((r) => r.includes("keeps pupils safe"))).toBe(true);
    expect(plan.some((r) => r.includes("consent"))).toBe(true);
  });

  it("leaves the piano teacher's plan alone", () => {
    const piano = fixture("ludlow-piano-teacher").answers;
    expect(checkPlanQuality(piano, buildPlan(piano, FIXED_PLAN_DAY)).filter((f) => f.rule === "exams")).toEqual([]);
  });
});
