import { describe, expect, it } from "vitest";
import { buildPlan, buildProfile } from "~/generation/planner";
import { checkPlanQuality } from "~/plan-quality/checker";
import { readAnswers } from "~/plan-quality/reading";
import { planToMarkdown } from "~/plan-view/markdown.server";
import { fixture } from "../support/business-fixtures";
import { FIXED_PLAN_DAY } from "../support/plan-day";

/*
 * Hollis Piano Studio, a piano teacher in her home studio in Ludlow: her pupils are children and
 * retirees, but the people she talks to are their parents and the retirees themselves, adults who
 * decide and pay. Each test reads what she would read in her plan.
 */

const piano = fixture("ludlow-piano-teacher").answers;
// Made on 4 January 2027, so "by Easter" is always 28 March 2027, week 12, whatever day the tests run.
const plan = buildPlan(piano, FIXED_PLAN_DAY);
const everything = JSON.stringify(plan);

describe("an audience of parents of children is adult buyers", () => {
  it("reads 'parents of children aged 6-14' as adults buying for children, not as teenagers", () => {
    const r = readAnswers(piano);
    expect(r.teen).toBe(false);
    expect(r.ages).toBeNull();
    expect(r.childAges).toEqual([6, 14]);
    expect(r.audienceInFull).toBe("parents of children aged 6-14 and retired adults");
  });

  it("gives her no under-18 rule and no game toolkit", () => {
    expect(plan.strategySummary).not.toMatch(/under 18|teenagers/);
    expect(plan.strategySummary).toContain("for parents of children aged 6-14 and retired adults in Ludlow, Shropshire");
    expect(everything).not.toMatch(/\bminors\b|\bplayers\b|streamers/);
  });

  it("profiles the buyers as adults and names their children's ages", () => {
    const profile = buildProfile(piano);
    expect(profile.demographics).toContain("Age: adults; the children they decide for are 6-14");
    expect(profile.demographics).not.toContain("Age: 6-14");
  });

  it("reads other ways of naming parents as adult buyers too", () => {
    const as = (audiencePersona: string) => readAnswers({ ...piano, audiencePersona: `${audiencePersona} ${piano.audiencePersona}` });
    expect(as("Mums and dads of toddlers aged 2-4 in town.")).toMatchObject({ teen: false, ages: null, childAges: [2, 4] });
    expect(as("Families with kids aged 5-11 who want an after-school activity.")).toMatchObject({ teen: false, childAges: [5, 11] });
    // "Secondary school" reads as 13-17, and here those are the pupils, not the buyers.
    const secondary = readAnswers({ ...piano, audiencePersona: "Parents of secondary school pupils preparing for exams, who want a patient tutor nearby and talk at the school gate and in the town's Facebook group." });
    expect(secondary).toMatchObject({ teen: false, ages: null, childAges: [13, 17] });
  });

  it("keeps the under-18 rule where the users are minors (Stackjam's players aged 13-17)", () => {
    const game = fixture("teen-game").answers;
    const r = readAnswers(game);
    expect(r.teen).toBe(true);
    expect(r.ages).toEqual([13, 17]);
    expect(r.childAges).toBeNull();
    expect(buildPlan(game).strategySummary).toContain("Your audience is under 18");
    // Teenagers named as the customers stay teenagers even when parents are mentioned too.
    const withParents = { ...game, audiencePersona: `${game.audiencePersona} Parents of teenagers aged 13-17 pay for some skins.` };
    expect(readAnswers(withParents).teen).toBe(true);
  });
});

describe("lessons are a local trade, named by what she teaches", () => {
  it("calls her a piano teacher, not a local shop or service", () => {
    const r = readAnswers(piano);
    expect(r.kind).toBe("local");
    expect(r.trade).toBe("lessons");
    expect(plan.strategySummary).toContain("Hollis Piano Studio is a piano teacher for parents of children aged 6-14 and retired adults");
    expect(plan.strategySummary).not.toMatch(/local shop or service/);
  });

  it("profiles how parents choose a teacher: a taster lesson, a reputation among parents, a slot after school", () => {
    const profile = buildProfile(piano);
    expect(profile.overview).toContain("Parents choose a piano teacher on another parent's word");
    expect(profile.overview).toMatch(/taster lesson/);
    expect(profile.overview).toMatch(/after school/);
    expect(profile.overview).toContain("(local lessons and tuition)");
    expect(JSON.stringify(profile)).not.toMatch(/supermarket|opening hours|window|queues/i);
    // "Nobody here knows me yet" is her problem, not a pain of the parents she teaches for.
    expect(profile.painPoints).not.toContain("Nobody here knows me yet");
  });

  it("names other teachers by their trade too, a studio in the name notwithstanding", () => {
    const tutor = { ...piano, productName: "Brightside Tutoring Studio", productDescription: piano.productDescription.replace("Piano lessons", "Maths tuition") };
    expect(readAnswers(tutor).trade).toBe("lessons");
    expect(buildPlan(tutor).strategySummary).toContain("Brightside Tutoring Studio is a tutor for");
    // A pupils' concert is for music lessons: a maths tutor gets the rest of a teacher's tactics without it.
    const names = buildPlan(tutor).tactics.map((t) => t.name);
    expect(names).not.toContain("A pupils' concert and open afternoon at the end of term");
    expect(names).toContain("Introductions from your pupils' parents");
    // Nor is a tutor asked to play at the fair or told of pieces and instruments.
    const tutorPlan = buildPlan(tutor);
    const tutorText = JSON.stringify([tutorPlan.tactics.filter((t) => !/Google Business Profile/.test(t.name)), tutorPlan.guerrillaTactics]);
    expect(tutorText).not.toMatch(/music|instrument|concert|\bplay(?:ed|ing)?\b|the piece/i);
    expect(tutorText).toContain("Always wanted to learn? It's never too late.");
    // A yoga studio is still a studio people book classes at.
    expect(readAnswers(fixture("online-yoga").answers).trade).toBeNull();
  });
});

describe("her tactics are a teacher's, through the channels she named", () => {
  const names = plan.tactics.map((t) => t.name);

  it("uses the school gate and newsletters, the town's Facebook group, the Ludlow Advertiser and the notice boards", () => {
    expect(names).toContain("A free taster lesson for families at Ludlow's primary and secondary schools");
    expect(names).toContain("The helpful piano teacher in the town's Facebook group");
    expect(names).toContain("Daytime lessons for adult beginners, in the Ludlow Advertiser and on the notice boards at the library and the Co-op");
    const school = plan.tactics.find((t) => /school/.test(t.name))!;
    expect(school.implementation.join(" ")).toMatch(/gate at morning drop-off/);
    expect(school.template).toMatch(/Paragraph for the school newsletter/);
    expect(school.template).toMatch(/Note to the PTA/);
  });

  it("adds what works for a teacher: a free taster, a pupils' concert, introductions from parents, mornings for adult beginners", () => {
    expect(names).toContain("Introductions from your pupils' parents");
    expect(names).toContain("A pupils' concert and open afternoon at the end of term");
    expect(everything).toMatch(/free 20-minute taster/);
    const adults = plan.tactics.find((t) => /adult beginners/.test(t.name))!;
    // She said she has mornings free: the adult lessons fill them.
    expect(adults.description).toContain("Offer your free mornings to adult beginners");
  });

  it("gives her no shop tactics: no hotel or tourist office, stamp card, market stall, vouchers, till or shop window", () => {
    expect(everything).not.toMatch(/hotel|tourist office|holiday-let|stamp card|market stall|weekend market|gift vouchers?|\btill\b|shop window|chalkboard/i);
    expect(plan.guerrillaTactics.map((g) => g.name).join(" ")).not.toMatch(/market|window|neighbour/i);
  });

  it("writes templates ready to send: in her voice, signed with her studio, with only what she has to fill in left as slots", () => {
    for (const t of plan.tactics) {
      expect(t.template, t.name).toContain("Hollis Piano Studio");
      expect(t.template, t.name).not.toMatch(/\[|(?<!\{)\{[a-z]+\}(?!\})/);
    }
    const newsletter = plan.tactics.find((t) => /school/.test(t.name))!.template;
    expect(newsletter).toContain("Piano lessons for children and adult beginners in my home studio in Ludlow");
    expect(newsletter).toContain("Weekly lessons are £22");
    expect(newsletter).toContain("{{your name}}, Hollis Piano Studio");
  });

  it("says where her free mornings go, in her words", () => {
    expect(plan.strategySummary).toContain(
      'You said "I teach in the afternoons and have mornings free", so the daytime lessons for adult beginners and your weekly visit to the school gate at drop-off go in your free mornings.',
    );
    // A teacher who names no free time is not told about it.
    const busy = { ...piano, challenges: "Nobody here knows me yet. I do not want to do Instagram." };
    expect(buildPlan(busy).strategySummary).not.toMatch(/free mornings|You said "I teach/);
  });

  it("keeps to her budget, leaves Instagram out and paces the weeks to Easter", () => {
    expect(plan.strategySummary).toContain('You said "I do not want to do Instagram", so Instagram is left out.');
    expect(JSON.stringify([plan.tactics, plan.timeline, plan.guerrillaTactics, plan.marketingEducation])).not.toMatch(/instagram|reels/i);
    // Her sums are in pounds, like her £22 lessons: about £120 is the $150 this test held before.
    const spend = plan.tactics.reduce((sum, t) => sum + Number(/about £(\d+) a month/.exec(t.resourcesNeeded[0] ?? "")?.[1] ?? 0), 0);
    expect(spend).toBeGreaterThan(0);
    expect(spend).toBeLessThanOrEqual(120);
    // Her metric is "by Easter": made on 4 January 2027, the plan ends at Easter (week 12), inside her 13-week quarter.
    expect(plan.timeline.at(-1)?.weeks).toMatch(/-12$/);
    // The school gate and the newsletter start in the first weeks, the concert comes towards the end of term.
    const phaseOf = (words: RegExp) => plan.timeline.findIndex((p) => p.tasks.some((task) => words.test(task)));
    expect(phaseOf(/stand at the gate at morning drop-off/)).toBe(0);
    expect(phaseOf(/Send the email and the newsletter paragraph/)).toBe(0);
    expect(phaseOf(/On the day, keep the music to 45 minutes/)).toBeGreaterThanOrEqual(2);
  });
});

describe("the rest of her plan speaks to a teacher", () => {
  const markdown = planToMarkdown(plan, buildProfile(piano), piano, FIXED_PLAN_DAY);
  const section = (from: string, to: string) => markdown.slice(markdown.indexOf(from), markdown.indexOf(to, markdown.indexOf(from)));

  it("gives a teacher's success tips: a parent after a lesson, families, taster lessons and new pupils", () => {
    const tips = section("### Success Tips", "## Guerilla Tactics");
    expect(tips).toContain("The teaching comes first");
    expect(tips).toContain("a word with a parent after a lesson, a card left at the school gate");
    expect(tips).toContain("Win your first 10 families who recommend you");
    expect(tips).toContain("counting taster lessons and new pupils it brought");
    expect(tips).not.toMatch(/counter|regulars|shop/);
  });

  it("gives a teacher's toolkit: parents, the school office and PTA, a new term, not players or a shop's counter", () => {
    const toolkit = section("### Indie Developer Toolkit", "## The Marketing Model");
    expect(toolkit).toContain("Talk to the parents who already know you");
    expect(toolkit).toContain("Do not announce a new term once");
    expect(toolkit).toContain("Your real rival is another teacher or videos at home");
    expect(toolkit).not.toMatch(/players|streamers|minors|counter|market stall|window|supermarket/i);
  });

  it("gives a teacher's Marketing Model: tasters, terms and parents at the gate, not a window or a chair", () => {
    const model = section("## The Marketing Model", "### Strength by Stage");
    expect(model).toContain("Book a free 20-minute taster at Hollis Piano Studio");
    expect(model).toContain("the weekly slots still free this term");
    expect(model).toContain("use it on your page, after the taster lesson and on the cards you hand out");
    expect(model).not.toMatch(/window|chalkboard|in the chair|supermarket|chain nearby|counter/i);
  });

  it("gives a teacher's guerrilla ideas, through the school and the notice boards she named", () => {
    const ideas = plan.guerrillaTactics.map((g) => `${g.name}: ${g.description}`).join("\n");
    expect(ideas).toContain("A few minutes of music at the school fair");
    expect(ideas).toContain("Offer the PTA at Ludlow's primary and secondary schools");
    expect(ideas).toContain("announced on the notice boards at the library and the Co-op");
  });
});

describe("the plan checker reads her plan as a teacher's", () => {
  it("finds nothing in her plan, and flags a shop's tactic (a stamp card, a market stall) in a plan for her", () => {
    expect(checkPlanQuality(piano, plan, readAnswers(piano, FIXED_PLAN_DAY))).toEqual([]);
    const shopTactic = {
      ...plan.tactics[0]!,
      name: "A loyalty stamp card for regulars",
      description: "Print a stamp card and hand it over by the till; take a market stall on Saturday.",
    };
    const findings = checkPlanQuality(piano, { ...plan, tactics: [shopTactic] }, readAnswers(piano, FIXED_PLAN_DAY));
    expect(findings.map((f) => f.reason)).toContain('"stamp card" is for a shop; pupils and their parents book lessons with a teacher.');
    // A bakery's stamp card is its own business.
    const bakery = fixture("lyon-bakery").answers;
    expect(checkPlanQuality(bakery, { ...buildPlan(bakery), tactics: [shopTactic] }).filter((f) => /pupils/.test(f.reason))).toEqual([]);
  });
});

describe("other teachers, by who their pupils are", () => {
  const tacticNames = (answers: typeof piano) => buildPlan(answers, FIXED_PLAN_DAY).tactics.map((t) => t.name);

  it("keeps the school gate and the daytime adults for a teacher of children and retirees", () => {
    expect(tacticNames(piano)).toEqual(expect.arrayContaining([expect.stringMatching(/^A free taster lesson for families at/), expect.stringMatching(/^Daytime lessons for adult beginners/)]));
  });

  it("gives a driving instructor's learners of 17-25 no primary-school gate or pupils' parents", () => {
    const driving = {
      ...piano,
      productName: "Clearview Driving",
      productDescription: "A driving instructor in Swindon teaching in a dual-control automatic car, £38 an hour, with block bookings of 10 hours for £360 and a free first lesson for new learners.",
      audiencePersona: "Learners aged 17-25 and their parents, and adults who want to learn in an automatic. Most learners find an instructor through friends who passed, Google and the town's Facebook groups.",
      localRegion: "Swindon",
    };
    const names = tacticNames(driving);
    expect(names.length).toBeGreaterThan(2);
    expect(names.join("\n")).not.toMatch(/primary schools|pupils' parents/);
    // The customers are the learners, who choose for themselves: no child losing interest, no school gate.
    const profile = JSON.stringify(buildProfile(driving));
    expect(profile).toContain("the learner decides");
    expect(profile).not.toMatch(/\bchild\b|school gate/);
  });

  it("gives a swimming school for children only a children's club's plan: no daytime adult beginners, no sponsorship counted at a till", () => {
    const swim = {
      ...piano,
      productName: "Little Otters Swim School",
      productDescription: "Swimming lessons for children aged 3 to 11 in groups of four, in a warm hotel pool in Reading, £16 a lesson paid by the term, with a free trial lesson.",
      audiencePersona: "Parents of children aged 3 to 11 who are nervous in water or stuck at the same stage in big leisure-centre classes. They talk at the school gate and in the town's Facebook groups.",
      localRegion: "Reading, Wokingham and Caversham",
    };
    const r = readAnswers(swim, FIXED_PLAN_DAY);
    expect(r.kidsClub).toMatchObject({ word: "swim school", activity: "swimming", first: "free trial lesson", price: 16, venue: "a warm hotel pool" });
    const plan = buildPlan(swim, FIXED_PLAN_DAY);
    const names = plan.tactics.map((t) => t.name);
    expect(names.join("\n")).not.toMatch(/adult beginners|Sponsor a local sports team/);
    expect(names).toContain("Badge weeks and a watch-us-swim lesson each term, with parents invited to watch, the next term's dates handed out and a friend's invitation");
    expect(checkPlanQuality(swim, plan, r)).toEqual([]);
    // Quick wins for parents, not a stand at a fair or cards at the pool its rivals teach in.
    const ideas = plan.guerrillaTactics.map((g) => `${g.name}: ${g.description}`).join("\n");
    expect(ideas).toContain("Message every parent whose child tried a class this year and didn't join");
    expect(ideas).not.toMatch(/taster corner|first go alongside|the swimming pool/);
  });

  it("reads a children's dance school as a children's club for parents of 3-16s: its show paid for by tickets, the council classes it is compared with, and boys who don't sign up", () => {
    const dance = {
      ...piano,
      productName: "Step Up Dance Academy",
      productDescription: "Ballet, tap and street dance classes for children aged 3-16 in a church hall in Stockport, £7 a class, termly, with a summer show and ISTD exams.",
      audiencePersona: "Parents of children aged 3-16 looking for an after-school activity that builds confidence.",
      challenges: "Parents compare us with the cheaper council classes. Boys don't sign up. Our summer show costs a lot to put on.",
      localRegion: "Stockport and Cheadle",
      timeHorizon: "mid-term" as const,
      successMetrics: "From 140 to 220 pupils by September",
    };
    const r = readAnswers(dance, FIXED_PLAN_DAY);
    // "Classes for children aged 3-16" sold to their parents: not a teenagers' game.
    expect(r).toMatchObject({ trade: "lessons", pupils: "children", teen: false, ages: null, childAges: [3, 16], competitor: "the cheaper council classes" });
    expect(r.kidsClub).toMatchObject({ word: "dance school", activity: "dance", show: true, children: 140, goalNew: 80 });
    expect(r.audience).toBe("parents of children aged 3-16");
    // The ISTD exams it teaches for are not the founder's own: no "You said … exams, so the plan keeps to 4 hours".
    expect(r.timeLimit).toBeNull();
    const plan = buildPlan(dance, FIXED_PLAN_DAY);
    const names = plan.tactics.map((t) => t.name);
    expect(names).toContain("The end-of-year show, paid for by tickets and a programme, with a taster sign-up at the door");
    expect(names.join("\n")).not.toMatch(/till|regulars|Help local schools and clubs raise money|showcase and exam days/);
    expect(plan.guerrillaTactics.map((w) => w.name)).toContain("Boys come with their friends: ask the parents of the boys you have, and a junior football club");
    const everything = JSON.stringify(plan);
    expect(everything).toContain("Step Up Dance Academy is a children's dance school in Stockport and Cheadle for parents of children aged 3-16");
    // The goal as arithmetic, once: 80 more pupils in the 35 weeks to September, and the first classes that takes.
    expect(plan.strategySummary).toContain("From 140 to 220 pupils by September is 80 more, about 2 a week over 35 weeks, before any leave.");
    expect(plan.strategySummary).not.toContain("From 140 to 220 pupils is 80 more in 35 weeks");
    expect(everything).toContain("unlike the cheaper council classes");
    expect(everything).not.toMatch(/\bminors\b|\bplayers\b|teenagers aged/);
    expect(checkPlanQuality(dance, plan, r)).toEqual([]);
    // A music teacher keeps her concert; the show is for pupils who dance or act.
    expect(buildPlan(piano, FIXED_PLAN_DAY).tactics.map((t) => t.name).join("\n")).not.toMatch(/end-of-year show/);
  });

  it("writes a swimming school for children only to parents, about a pool: no adult learners, studio or shop anywhere", () => {
    const swim = {
      ...piano,
      productName: "Little Otters Swim School",
      productDescription: "Swimming lessons for children aged 3 to 11 in groups of four, in a warm hotel pool in Reading, £16 a lesson paid by the term, with a free trial lesson.",
      audiencePersona: "Parents of children aged 3 to 11 who are nervous in water or stuck at the same stage in big leisure-centre classes.",
      localRegion: "Reading, Wokingham and Caversham",
      budgetRange: "seed" as const,
    };
    expect(readAnswers(swim, FIXED_PLAN_DAY).pupils).toBe("children");
    const plan = buildPlan(swim, FIXED_PLAN_DAY);
    // The parents who decide are adults (the profile's age line says so); the pupils and the places are not.
    const markdown = planToMarkdown(plan, buildProfile(swim), swim, FIXED_PLAN_DAY).replace(/^- \*\*Age:\*\* adults; .*$/m, "");
    expect(markdown).not.toMatch(/\badults? (?:beginners|learners?|pupils?)\b|\bfor adults\b|\bstudio\b|\bthe shop\b|\btill\b|you, or your child/i);
    expect(markdown).toMatch(/classes after school and on Saturdays in a warm hotel pool/);
    const names = plan.tactics.map((t) => t.name);
    expect(names).toContain("A page for parents and a Google profile that answer what parents check: who teaches, the checks, the first class and a shy child");
    // A seed budget carries ads to parents, but she does not want to do Instagram: none are planned.
    expect(names.join("\n")).not.toMatch(/Instagram/);
    const ads = buildPlan({ ...swim, challenges: "Nobody here knows me yet. I teach in the afternoons and have mornings free." }, FIXED_PLAN_DAY).tactics.find((t) => t.name.startsWith("Facebook and Instagram ads"));
    expect(ads?.name).toBe("Facebook and Instagram ads to parents within a short drive of the warm hotel pool, to the free trial lesson, with no child's photo without consent");
    expect(ads?.successMetrics).toContain("Cost per free trial lesson booked");
    expect(buildProfile(swim).buyingProcess).not.toMatch(/adult/);
    // Her piano teacher neighbour still teaches both: retirees keep their daytime places and their own reviews.
    expect(readAnswers(piano, FIXED_PLAN_DAY).pupils).toBe("both");
    expect(JSON.stringify(buildPlan(piano, FIXED_PLAN_DAY))).toMatch(/daytime places for adult beginners|adult pupil/);
  });
});
