import { describe, expect, it } from "vitest";
import { buildPlan, buildProfile } from "~/generation/planner";
import { checkPlanQuality, type CheckedPlan } from "~/plan-quality/checker";
import { trainerWordOf } from "~/plan-quality/trainer";
import { readAnswers } from "~/plan-quality/reading";
import { planToMarkdown } from "~/plan-view/markdown.server";
import { BUSINESS_FIXTURES, fixture } from "../support/business-fixtures";
import { FIXED_PLAN_DAY } from "../support/plan-day";
import { checkedTactic, promptText } from "../support/plan-checks";

/*
 * Fit by Dan, a personal trainer in Cheltenham: one-to-one in clients' homes and Pittville Park at £45 a session
 * or £400 for ten, outdoor bootcamps of up to eight on Tuesday and Thursday mornings at £8; clients aged 35-60
 * who hate gyms and lost motivation with apps; he trains from 6am to 8pm and gyms won't let outside trainers in.
 * The goal: fifteen regular one-to-one clients and full bootcamps. Before, the plan was a home-service trade's
 * (a text when the yearly service is due, a welcome card for people new to the neighbourhood, a bring-a-neighbour
 * card, a WhatsApp list for past customers). Each test reads what its founder would read.
 */

const dan = fixture("cheltenham-personal-trainer").answers;
const reading = readAnswers(dan, FIXED_PLAN_DAY);
const plan = buildPlan(dan, FIXED_PLAN_DAY);
const profile = buildProfile(dan);
const markdown = planToMarkdown(plan, profile, dan, FIXED_PLAN_DAY);
const names = plan.tactics.map((t) => t.name);
const tactic = (start: string) => plan.tactics.find((t) => t.name.startsWith(start))!;
const withBudget = (budgetRange: (typeof dan)["budgetRange"]) => buildPlan({ ...dan, budgetRange }, FIXED_PLAN_DAY).tactics.map((t) => t.name);

describe("reading a personal trainer", () => {
  it("reads a local personal trainer with his prices, bootcamp, park, hours and goal", () => {
    expect(reading.kind).toBe("local");
    expect(reading.gym).toBeNull();
    expect(reading.trainer).toMatchObject({
      word: "personal trainer",
      session: 45,
      block: { count: 10, price: 400 },
      bootcamp: { price: 8, size: 8, when: "Tuesday and Thursday mornings" },
      park: "Pittville Park",
      homes: true,
      ages: [35, 60],
      goalClients: 15,
      hours: "6am to 8pm",
      noGyms: true,
      country: "United Kingdom",
    });
    expect(reading.audience).toBe("women and men aged 35-60");
  });

  it("reads running coaches and one-to-one Pilates teachers too, and not online coaching, a gym, a studio's classes or a kids' club", () => {
    expect(trainerWordOf("I'm a running coach in Bath.")).toBe("running coach");
    expect(trainerWordOf("I'm a Pilates teacher in Leeds.", "I'm a Pilates teacher in Leeds. I teach one-to-one in clients' homes.")).toBe("Pilates teacher");
    expect(trainerWordOf("I'm a yoga teacher in Bristol.", "I'm a yoga teacher in Bristol. I am moving my classes online: three live classes a week on Zoom.")).toBeNull();
    expect(trainerWordOf("Online strength coaching for women over 40, by a qualified personal trainer.")).toBeNull();
    expect(trainerWordOf("An indoor bouldering gym in Leeds with 400 members at £45 a month.")).toBeNull();
    expect(trainerWordOf("Personal training for kids aged 8-14 in Leeds.")).toBeNull();
  });

  it("fires for no other fixture: online coaching, the climbing gym, online yoga and the tutors keep their own plans", () => {
    const fired = BUSINESS_FIXTURES.filter((f) => f.id !== "cheltenham-personal-trainer" && readAnswers(f.answers, FIXED_PLAN_DAY).trainer).map((f) => f.id);
    expect(fired).toEqual([]);
    expect(readAnswers(fixture("leeds-bouldering-gym-retention").answers, FIXED_PLAN_DAY).gym).not.toBeNull();
    expect(readAnswers(fixture("strong-at-40-online-coaching").answers, FIXED_PLAN_DAY).coaching).not.toBeNull();
    expect(readAnswers(fixture("leicester-exam-tutoring").answers, FIXED_PLAN_DAY).examTutoring).not.toBeNull();
  });
});

describe("the plan Fit by Dan reads", () => {
  it("is made of a trainer's tactics, not a home-service trade's", () => {
    expect(names).toEqual([
      "A starter for people who hate gyms: three sessions in three weeks at £45 each, booked together, with ten sessions for £400 offered at the third",
      "A Google profile that shows where you train, and a review asked of every client at their sixth session",
      "Keeping clients past the first block: a check-in at week six, a progress review at the last session, and the next block of ten offered there",
      "Stories from clients aged 35-60 in their own words, with their written consent: what they couldn't do, what they can now",
      "A bring-a-friend bootcamp in Pittville Park: each regular brings one friend free, once the council's rules for the park are checked",
      "Ask the social prescribing link workers at the GP practices, physiotherapists and osteopaths whether they would pass on your name to people told to get moving",
      "Volunteer at parkrun, and offer the local walking groups a free 20-minute stretch after a walk",
      "Lunchtime sessions for a local employer's staff: a free first session, then a weekly one they or their staff pay for",
    ]);
    expect(markdown).not.toMatch(/yearly service|new to the neighbourhood|bring-a-neighbour|past customers|your van|end of (?:a|each|every) job|the householder/i);
  });

  it("fills its templates with his prices, the park, the bootcamp and consent, with no medical claims", () => {
    const starter = tactic("A starter for people who hate gyms").template;
    expect(starter).toContain("three sessions in three weeks, £45 a session, at your home or in Pittville Park.");
    expect(starter).toContain("If you want to keep going, ten sessions for £400; I can start you on {{day}}.");
    expect(tactic("Keeping clients").template).toContain("We're halfway. What's got easier since you started?");
    expect(tactic("Stories from clients").template).toContain("you choose first name or no name, photo or no photo");
    expect(tactic("A bring-a-friend bootcamp").implementation.join("\n")).toContain("check with the council whether personal trainers need a permit or a licence there");
    expect(tactic("A bring-a-friend bootcamp").template).toContain("The bootcamp is on Tuesday and Thursday mornings, £8 a session");
    expect(tactic("Ask the social prescribing").template).toContain("I adapt sessions to what a physio or GP has advised; I don't diagnose or treat.");
    expect(tactic("Lunchtime sessions").template).toContain("Subject: A free lunchtime session for your team");
  });

  it("says the goal's arithmetic, the hours, the gyms and no medical claims in the strategy", () => {
    expect(plan.strategySummary).toContain("about £600 a week at the block rate (£40 a session)");
    expect(plan.strategySummary).toContain("Full bootcamps are 16 places a week (£128 a week)");
    expect(plan.strategySummary).toContain("You train clients from 6am to 8pm, so every step here is a short block of 15 to 30 minutes");
    expect(plan.strategySummary).toContain("Gyms won't let outside trainers in, so nothing here needs one");
    expect(plan.strategySummary).toContain("No medical claims");
  });

  it("profiles the clients who choose, and gives a trainer's tips, quick wins, toolkit and Marketing Model", () => {
    expect(profile.overview).toContain("People choose a personal trainer on a friend's word, a story from someone their own age or a review");
    expect(profile.objections.join("\n")).toContain("What if my back or knee can't take it?");
    expect(markdown).toContain("Its clients in Cheltenham, in your words");
    expect(markdown).toContain("- You train from 6am to 8pm, so give marketing short blocks: 15 to 30 minutes between clients");
    expect(markdown).toContain("**Message everyone who trained with you this year and stopped**");
    expect(markdown).toContain("**Indirect Competitors:** Your real rivals are the gym membership they don't use, the app they stopped opening, and doing nothing.");
    expect(markdown).toContain("Example: “For people in Cheltenham who hate gyms, Fit by Dan is a personal trainer who trains you at your home or in Pittville Park");
  });

  it("brings in ads only when the budget carries them, and a freelancer's campaigns on a large one", () => {
    expect(names.join("\n")).not.toMatch(/\bads?\b/i);
    expect(withBudget("seed")).toContain("A small Facebook and Instagram ad to adults aged 35-60 within a few miles of Pittville Park, to the three-session starter");
    expect(withBudget("growth")).toContain("Google search and Meta ads across Cheltenham run by a freelancer, judged by clients who buy a second block");
  });

  it("passes the checker", () => {
    expect(checkPlanQuality(dan, plan, reading)).toEqual([]);
  });
});

describe("the checker on a personal trainer's plan", () => {
  it("flags the home-service tactics it was given before, and a plan that keeps no client", () => {
    const old: CheckedPlan = {
      tactics: [
        checkedTactic({ name: "A text to past customers when their yearly service is due, offering the quiet months first", description: "Text each customer when the yearly service is due." }),
        checkedTactic({ name: "A welcome card for people new to the neighbourhood", description: "Post a card to people new to the neighbourhood." }),
      ],
      timeline: [],
    };
    const found = checkPlanQuality(dan, old, reading);
    expect(found.map((f) => f.reason)).toContain("\"yearly service\" is a tactic for other kinds of business, not for a personal trainer whose clients hate gyms.");
    expect(found.map((f) => f.note)).toContain("Only finds new clients");
  });

  it("flags a medical claim and a client's story told without consent", () => {
    const claims: CheckedPlan = {
      tactics: [checkedTactic({ name: "Before-and-after stories", description: "Post client results each week: training that cures back pain. Lose 10 kg in a block, then renew the next block." })],
      timeline: [],
    };
    const notes = checkPlanQuality(dan, claims, reading).map((f) => f.note);
    expect(notes).toContain("Makes a medical claim");
    expect(notes).toContain("Shows clients without consent");
  });
});

describe("the AI prompt for a personal trainer", () => {
  it("states the trainer, his clients, his plan, the park check, the hours and the arithmetic", () => {
    const prompt = promptText(dan);
    expect(prompt).toContain("A local personal trainer who trains people in person (in clients' homes and in Pittville Park");
    expect(prompt).toContain("No home-service tactics (yearly service reminders, neighbours' welcome cards)");
    expect(prompt).toContain("check with the council whether personal trainers need a permit or a licence there");
    expect(prompt).toContain("worded as something to ask, never a medical claim");
    expect(prompt).toContain("The founder trains clients from 6am to 8pm");
    expect(prompt).toContain("The goal's arithmetic: 15 regular one-to-one clients");
  });
});
