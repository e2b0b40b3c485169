import { describe, expect, it } from "vitest";
import { buildPlan, buildProfile } from "~/generation/planner";
import { checkPlanQuality, type CheckedPlan } from "~/plan-quality/checker";
import { kidsClubWordOf } from "~/plan-quality/kids-club";
import { readAnswers } from "~/plan-quality/reading";
import { planToMarkdown } from "~/plan-view/markdown.server";
import { BUSINESS_FIXTURES, fixture } from "../support/business-fixtures";
import { FIXED_PLAN_DAY } from "../support/plan-day";
import { checkedTactic, promptText } from "../support/plan-checks";

/*
 * Phoenix Taekwondo Reading, a martial-arts club for children aged 5-12 in two school halls in Reading, £45 a
 * month with a free first class, a 4th Dan instructor with DBS checks and first aid, 70 children and room for
 * 120. The parents decide (mostly mums who ask in the school WhatsApp groups); the founder teaches every
 * weekday evening and Saturday, so marketing fits into mornings, and can't post photos of children without
 * consent. The goal: 30 new members by the end of term, fewer than 5% leaving each month. Before, the plan
 * was an adults' gym's (university martial-arts societies, Instagram ads for beginners, members bring a
 * friend). Each test reads what its founder would read in a plan made on Monday 4 January 2027.
 */

const phoenix = fixture("reading-kids-taekwondo-club").answers;
const reading = readAnswers(phoenix, FIXED_PLAN_DAY);
const plan = buildPlan(phoenix, FIXED_PLAN_DAY);
const profile = buildProfile(phoenix);
const markdown = planToMarkdown(plan, profile, phoenix, FIXED_PLAN_DAY);
const names = plan.tactics.map((t) => t.name);
const tactic = (start: string) => plan.tactics.find((t) => t.name.startsWith(start))!;

describe("reading a children's club", () => {
  it("reads a children's martial-arts club sold to parents, not an adults' gym, with its numbers", () => {
    expect(reading.kind).toBe("local");
    expect(reading.gym).toBeNull();
    expect(reading.kidsClub).toMatchObject({
      word: "martial-arts club",
      activity: "taekwondo",
      ages: [5, 12],
      price: 45,
      per: "month",
      first: "free first class",
      children: 70,
      room: 120,
      goalNew: 30,
      leaveShare: 5,
      by: "the end of term",
      venue: "two school halls",
      schoolHalls: true,
      checks: ["DBS checks", "first aid"],
      coach: "4th Dan instructor",
      mornings: true,
      noPhotos: true,
      country: "United Kingdom",
    });
    expect(reading.audience).toBe("parents of children aged 5-12");
  });

  it("reads kids' gymnastics, football, dance, drama and swimming the same way, and not a gym with kids' clubs, software, a piano teacher or a tutor", () => {
    expect(kidsClubWordOf("Bounce is a gymnastics club for children aged 4 to 11 in Swindon.")).toMatchObject({ word: "gymnastics club", family: "gymnastics" });
    expect(kidsClubWordOf("Football coaching for kids aged 3 to 8 in north Leeds.")).toMatchObject({ word: "football club", activity: "football" });
    expect(kidsClubWordOf("Ballet, tap and street dance classes for children aged 3-16 in a church hall in Stockport.")).toMatchObject({ word: "dance school", activity: "dance" });
    expect(kidsClubWordOf("Spotlight is a drama club for kids aged 7-14 in Bath.")).toMatchObject({ word: "drama school", activity: "drama" });
    expect(kidsClubWordOf("Swimming lessons for children aged 3 to 11 in groups of four.")).toMatchObject({ word: "swim school", activity: "swimming" });
    expect(kidsClubWordOf("A taekwondo club for adults and children in Reading.")).toBeNull();
    expect(kidsClubWordOf("An indoor bouldering gym in Leeds with 400 members at £45 a month, intro sessions, kids' clubs and a cafe.")).toBeNull();
    expect(kidsClubWordOf("DojoBook is booking software for martial arts clubs for children.")).toBeNull();
    expect(kidsClubWordOf("Piano lessons for children and adult beginners in my home studio in Ludlow.")).toBeNull();
    expect(kidsClubWordOf("An after-school club for children aged 4-11 with homework help and snacks.")).toBeNull();
  });

  it("fires for no other fixture: the climbing gym, the exam tutor and the piano teacher keep their own plans", () => {
    const fired = BUSINESS_FIXTURES.filter((f) => f.id !== "reading-kids-taekwondo-club" && readAnswers(f.answers, FIXED_PLAN_DAY).kidsClub).map((f) => f.id);
    expect(fired).toEqual([]);
    expect(readAnswers(fixture("leeds-bouldering-gym-retention").answers, FIXED_PLAN_DAY).gym).not.toBeNull();
    expect(readAnswers(fixture("leicester-exam-tutoring").answers, FIXED_PLAN_DAY).examTutoring).not.toBeNull();
  });
});

describe("the plan Phoenix Taekwondo Reading reads", () => {
  it("is made of a children's club's tactics, written to parents", () => {
    expect(names).toEqual([
      "A free first class booked for the child, with a word to the parent and the second class booked before they leave",
      "A page for parents and a Google profile that answer what parents check: who teaches, the checks, the first class and a shy child",
      "School newsletters and after-school clubs, starting with the schools whose halls you teach in, asked through the office",
      "A message member parents forward to their own class WhatsApp groups, a bring-a-friend week and a sibling discount",
      "Grading days and belt ceremonies, with parents invited to watch, the next term's dates handed out and a friend's invitation",
      "Keeping children through the half-term dip: a note before each break, a word to quiet families and a pause instead of a cancel",
      "Taekwondo holiday camps in the school holidays, open to friends and new children",
      "Facebook and Instagram ads to parents within a short drive of the two school halls, to the free first class, with no child's photo without consent",
    ]);
    // None of the adults' gym it was given before.
    expect(markdown).not.toMatch(/universit|students' union|freshers|flatmate|social night|club night|for beginners in|a good tired|the desk/i);
  });

  it("fills its templates with the club, the price, the instructor and the checks, each to a parent", () => {
    const first = tactic("A free first class").template;
    expect(first).toContain("I'm {{your name}}, a 4th Dan instructor, with DBS checks and first aid.");
    expect(first).toContain("If you decide to join, it's £45 a month, starting from that class. Any questions, just reply. {{your name}}, Phoenix Taekwondo Reading");
    expect(tactic("A free first class").description).toContain("if the child joins within two weeks, the membership at £45 a month starts from that second class");
    const page = tactic("A page for parents").template;
    expect(page).toContain("Phoenix Taekwondo Reading: taekwondo for children aged 5-12 in Reading, Berkshire, in two school halls.");
    expect(page).toContain('"My child is shy (or has been picked on)"');
    expect(page).toContain("Photo consent, for parents (signed before any photo is taken)");
    expect(tactic("School newsletters").template).toContain("Subject: A free taekwondo taster for {{school}}'s children");
    expect(tactic("School newsletters").description).toContain("Start with the schools whose halls you already use: they know you.");
    const forward = tactic("A message member parents").template;
    expect(forward).toContain("If you're in a class WhatsApp group, you're welcome to forward the message below.");
    expect(forward).toContain("£10 off a brother's or sister's membership");
    expect(tactic("A message member parents").description).toContain("You never post in the parents' groups yourself");
    expect(tactic("Grading days").template).toContain("is working towards the next belt, and we'd love you to be there to watch");
    expect(tactic("Keeping children").template).toContain("keep their place and their progress towards the next belt");
    expect(tactic("Taekwondo holiday camps").implementation.join("\n")).toContain("whether your camp needs Ofsted registration");
    expect(tactic("Facebook and Instagram ads").template).toContain("quoted with their permission");
  });

  it("says the goal's arithmetic, the mornings and the photos in the strategy", () => {
    expect(plan.strategySummary).toContain("30 new members by the end of term, about 2 a week over 13 weeks. At 5% leaving each month, 70 members means about 4 children leaving a month, about 11 over 3 months");
    expect(plan.strategySummary).toContain("The halls hold 120, so there is room for 50 more.");
    expect(plan.strategySummary).toContain("every step here that is not in a class is done in the mornings");
    expect(plan.strategySummary).toContain("You can't post photos of children without consent, and nothing here needs one");
    expect(markdown).toContain("- Parents, not children: every free first class turned into a second class");
  });

  it("profiles the parents who choose, and gives a club's tips, quick wins, toolkit and Marketing Model", () => {
    expect(profile.overview).toContain("A children's martial-arts club is chosen by a parent, usually on another parent's word at the school gate or in the class WhatsApp group");
    expect(profile.objections.join("\n")).toContain("My child is shy: will they cope in a class full of children they don't know?");
    expect(markdown).toContain("Its families in Reading, Berkshire, in your words");
    expect(markdown).toContain("- Classes come first, so give marketing a fixed slot: protect 2-3 hours a week for marketing in your mornings");
    expect(markdown).toContain("**Message every parent whose child tried a class this year and didn't join**");
    expect(markdown).toContain("**Power Users:** Parents whose children have been with you longest are your best recommendation, in the class WhatsApp groups you can't join.");
    expect(markdown).toContain("Example: “For parents in Reading, Berkshire, Phoenix Taekwondo Reading is taekwondo for children aged 5-12 taught by a 4th Dan instructor with DBS checks and first aid");
    expect(markdown).toContain("Example: “This term's grading at Phoenix Taekwondo Reading is on {{date}}");
    expect(markdown).not.toMatch(/shop window|market stall|in the chair|at the counter|regulars|bring-a-neighbour/i);
  });

  it("passes the checker", () => {
    expect(checkPlanQuality(phoenix, plan, reading)).toEqual([]);
  });
});

describe("the checker on a children's club's plan", () => {
  it("flags the adults' gym tactics it was given before, a child photographed without consent, and a plan with no holidays", () => {
    const old: CheckedPlan = {
      tactics: [
        checkedTactic({ name: "Club nights for the university martial-arts societies, planned around term dates", description: "Offer the university societies a weekly club night and free intro sessions for their new members, with parents told." }),
        checkedTactic({ name: "Instagram and Meta ads to the free first class for beginners in Reading", description: "Film a beginner's first visit and photograph five members for the ads to parents." }),
      ],
      timeline: [],
    };
    const reasons = checkPlanQuality(phoenix, old, reading).map((f) => f.reason);
    expect(reasons).toContain("\"Club nights\" is a tactic for other kinds of business, not for a children's martial-arts club, whose buyers are parents.");
    expect(reasons).toContain("\"for beginners in\" is a tactic for other kinds of business, not for a children's martial-arts club, whose buyers are parents.");
    expect(reasons.join("\n")).toContain("Photos or film of children need a parent's written consent");
    expect(reasons.join("\n")).toContain("no tactic plans for half-term or the holidays");
  });

  it("flags a plan that never speaks to parents", () => {
    const toChildren: CheckedPlan = { tactics: [checkedTactic({ name: "Members bring a friend free", description: "Every member can bring a friend to a class over half-term." })], timeline: [] };
    expect(checkPlanQuality(phoenix, toChildren, reading).map((f) => f.note)).toContain("Speaks to the children, not the parents");
  });
});

describe("the AI prompt for a children's club", () => {
  it("states the club, its parents, its plan, the photo rule, the mornings and the arithmetic", () => {
    const prompt = promptText(phoenix);
    expect(prompt).toContain("A children's martial-arts club (taekwondo, children aged 5-12): parents find it, book the first class, pay and decide whether it lasts.");
    expect(prompt).toContain("no university societies, freshers, flatmates, after-work or social nights");
    expect(prompt).toContain("whether your camp needs Ofsted registration");
    expect(prompt).toContain("Photos or video of a child only with a parent's written consent for that child");
    expect(prompt).toContain("all marketing work is done in the mornings");
    expect(prompt).toContain("The goal's arithmetic: 30 new members by the end of term");
  });
});
