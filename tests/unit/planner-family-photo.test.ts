import { describe, expect, it } from "vitest";
import { buildPlan, buildProfile } from "~/generation/planner";
import { checkPlanQuality, type CheckedPlan } from "~/plan-quality/checker";
import { familyPhotoWordOf } from "~/plan-quality/family-photo";
import { readAnswers } from "~/plan-quality/reading";
import { planToMarkdown } from "~/plan-view/markdown.server";
import { BUSINESS_FIXTURES, fixture } from "../support/business-fixtures";
import { FIXED_PLAN_DAY } from "../support/plan-day";
import { checkedTactic, promptText } from "../support/plan-checks";

/*
 * Little Dawn Photography, a newborn and family photographer with a home studio in Chelmsford: £295 a newborn
 * session with ten edited images, albums and wall art from £150, maternity and cake-smash sessions. Parents book in
 * the second trimester and worry about safety; every family is a one-off; the goal is eight newborn sessions a month
 * booked three months ahead. Before, the plan was a wedding photographer's (venues' recommended lists, real weddings,
 * couples booking 9 to 15 months ahead). Each test reads what its founder would read in a plan made on 4 January 2027.
 */

const dawn = fixture("chelmsford-newborn-photographer").answers;
const reading = readAnswers(dawn, FIXED_PLAN_DAY);
const plan = buildPlan(dawn, FIXED_PLAN_DAY);
const markdown = planToMarkdown(plan, buildProfile(dawn), dawn, FIXED_PLAN_DAY);
const names = plan.tactics.map((t) => t.name);
const tactic = (start: string) => plan.tactics.find((t) => t.name.startsWith(start))!;

describe("reading a newborn and family photographer", () => {
  it("reads a newborn photographer with its numbers, not a wedding supplier", () => {
    expect(reading.kind).toBe("local");
    expect(reading.weddingSupplier).toBeNull();
    expect(reading.familyPhoto).toMatchObject({
      word: "newborn and family photographer",
      newborn: true,
      studio: "home studio",
      price: 295,
      includes: "ten edited images",
      products: "albums and wall art",
      productsFrom: 150,
      goalPerMonth: 8,
      ahead: "three months ahead",
      oneOff: true,
      trimester: true,
      uk: true,
    });
    expect(reading.familyPhoto?.sessions).toEqual(expect.arrayContaining(["maternity", "cake-smash", "family"]));
  });

  it("reads maternity, cake-smash and pet portrait photographers, and not a wedding photographer or software for photographers", () => {
    expect(familyPhotoWordOf("I'm a maternity and newborn photographer in Austin.")).toBe("maternity and newborn photographer");
    expect(familyPhotoWordOf("Cake smash photography for first birthdays in Leeds.")).toBe("cake-smash photographer");
    expect(familyPhotoWordOf("A photographer for newborns and families in Bristol.")).toBe("newborn and family photographer");
    expect(familyPhotoWordOf("I'm a freelance wedding photographer in Lisbon.")).toBeNull();
    expect(familyPhotoWordOf("A wedding and family photographer in York.")).toBeNull();
    expect(familyPhotoWordOf("Booking software for newborn photographers.")).toBeNull();
  });

  it("fires for no other fixture: the wedding photographer, the day nursery and the phonics app keep their own plans", () => {
    const others = BUSINESS_FIXTURES.filter((f) => f.id !== "chelmsford-newborn-photographer" && readAnswers(f.answers, FIXED_PLAN_DAY).familyPhoto);
    expect(others.map((f) => f.id)).toEqual([]);
    expect(readAnswers(fixture("lisbon-wedding-photographer").answers, FIXED_PLAN_DAY).weddingSupplier).not.toBeNull();
    expect(readAnswers(fixture("didcot-day-nursery-places").answers, FIXED_PLAN_DAY).childcare).not.toBeNull();
  });
});

describe("the plan a newborn photographer reads", () => {
  it("is made of a family photographer's tactics, not a wedding supplier's", () => {
    expect(names).toEqual([
      "A due-date booking for expectant parents: a deposit, a window in the baby's first two weeks, and a call before they book",
      "A page and Google profile that answer the safety question first: training, insurance, how a session runs, and no risky pose",
      "Where expectant parents already are: antenatal classes, pregnancy yoga, scan studios, baby shops, doulas and hypnobirthing teachers",
      "A viewing session for every family, where albums and wall art are shown at the size they'd hang at home",
      "A review and a friend's name asked when each gallery is delivered, the same message for every family",
      "The newborn family invited back: a sitter session at six to eight months, a cake smash for the first birthday, a family mini-session each year, the next baby",
      "Local mum groups and Instagram, where the group's rules allow: answers for expectant parents, and consent for every baby shown",
    ]);
    expect(markdown).not.toMatch(/\bwedding|\bvenues?\b|\b(?:wedding|event) planners?\b|\bcouples?\b|\bDJs?\b|9 to 15 months/i);
  });

  it("fills its templates with the deposit, the price, the studio and the town, each to an expectant parent", () => {
    const booking = tactic("A due-date booking").template;
    expect(booking).toContain("I book your due date with a deposit of £100 and hold a window around it");
    expect(booking).toContain("The session is £295, which includes ten edited images.");
    expect(booking).toContain("{{your newborn safety training (the course's name)}}");
    expect(tactic("A page and Google profile").template).toContain("Newborn sessions at Little Dawn Photography happen in my home studio in the first two weeks after birth.");
    expect(tactic("A page and Google profile").template).toContain("made from two photos, with a parent's hand supporting the baby in each");
    expect(tactic("Where expectant parents").template).toContain("a newborn and family photographer in Chelmsford (Little Dawn Photography)");
    expect(tactic("The newborn family invited back").template).toContain("I have sitter sessions on {{two dates}} in my home studio");
    expect(tactic("Local mum groups").template).toContain("Group post (only where and when the group's rules allow)");
  });

  it("says the goal's arithmetic, the one-off families and safety in the strategy", () => {
    expect(plan.strategySummary).toContain("Eight newborn sessions a month is about 24 due dates booked for the next three months at any time");
    expect(plan.strategySummary).toContain("At £295 a session that is £2,360 a month before albums and wall art");
    expect(plan.strategySummary).toContain("You said families rarely come back after the newborn shoot");
    expect(plan.strategySummary).toContain("show a baby's photo only with the parents' written consent");
  });

  it("profiles expectant parents and gives a family photographer's tips, quick wins, toolkit and Marketing Model", () => {
    expect(markdown).toContain("Expectant parents book a newborn and family photographer in the second trimester");
    expect(markdown).toContain("Count due dates booked for each of the next three months every Friday");
    expect(markdown).toContain("**Message every family whose baby turns one in the next four months**");
    expect(markdown).toContain("Team up with the people who see parents in pregnancy");
    expect(markdown).toContain("Example: “Your baby's first days, kept: tiny fingers, that newborn curl, and you holding them, by Little Dawn Photography.”");
    expect(markdown).not.toMatch(/shop window|market stall|at the counter|regulars|bring-a-neighbour/i);
  });

  it("passes the checker", () => {
    expect(checkPlanQuality(dawn, plan, reading)).toEqual([]);
  });

  it("adds ads on a budget that carries them, and a season of reach on a large one", () => {
    const small = buildPlan({ ...dawn, budgetRange: "seed" }, FIXED_PLAN_DAY).tactics.map((t) => t.name);
    expect(small).toContain("Small Facebook and Instagram ads to expectant parents around Chelmsford and mid-Essex, sent to the due-date booking");
    const large = buildPlan({ ...dawn, budgetRange: "scaling" }, FIXED_PLAN_DAY).tactics.map((t) => t.name);
    expect(large.some((n) => n.startsWith("A season of reach to expectant parents"))).toBe(true);
    expect(large.some((n) => n.startsWith("Small Facebook"))).toBe(false);
  });
});

describe("the checker on a newborn photographer's plan", () => {
  it("flags the wedding tactics it was given before, a baby shown without consent, a risky pose and no family invited back", () => {
    const old: CheckedPlan = {
      tactics: [
        checkedTactic({ name: "On the recommended list of the venues and planners couples ask", description: "Send each venue a gallery and ask to be on its list." }),
        checkedTactic({ name: "Post a newborn photo every day", description: "Post the best baby photos from each session on Instagram, including a froggy pose." }),
      ],
      timeline: [],
    };
    const findings = checkPlanQuality(dawn, old, reading);
    const reasons = findings.map((f) => f.reason).join("\n");
    expect(reasons).toContain("is a tactic for other kinds of business, not for a newborn and family photographer, whose buyers are expectant parents.");
    expect(findings.map((f) => f.note)).toEqual(expect.arrayContaining(["Shows babies without consent", "Risky pose", "Leaves every family a one-off", "No due-date booking"]));
  });
});

describe("the AI prompt for a newborn photographer", () => {
  it("states the kind, the due-date booking, the referrers, consent and the arithmetic", () => {
    const prompt = promptText(dawn);
    expect(prompt).toContain("A newborn and family photographer, not a wedding photographer: no venues, planners, couples, real weddings or wedding directories.");
    expect(prompt).toContain("a deposit of about a third, £100, that holds the due date");
    expect(prompt).toContain("Every photo of a baby shown (site, posts, a partner's wall) needs the parents' written consent");
    expect(prompt).toContain("The goal's arithmetic: Eight newborn sessions a month");
  });
});
