import { describe, expect, it } from "vitest";
import { buildPlan, buildProfile } from "~/generation/planner";
import { checkPlanQuality, type CheckedPlan } from "~/plan-quality/checker";
import { readCoaching } from "~/plan-quality/coaching";
import { readAnswers } from "~/plan-quality/reading";
import { planToMarkdown } from "~/plan-view/markdown.server";
import { BUSINESS_FIXTURES, fixture } from "../support/business-fixtures";
import { FIXED_PLAN_DAY } from "../support/plan-day";
import { checkedTactic, promptText } from "../support/plan-checks";

/*
 * Strong at 40: online strength coaching for UK women over 40 in perimenopause, a personalised programme in an
 * app and weekly check-ins for £59 a month, 14 paying clients, run by a nurse who has evenings only. Free 30-day
 * challenges brought people who did them and left, and Instagram is full of six-pack influencers. The goal: 60
 * paying clients by April. Each test reads what the founder would read in a plan made on Monday 4 January 2027.
 */

const strong = fixture("strong-at-40-online-coaching").answers;
const reading = readAnswers(strong, FIXED_PLAN_DAY);
const plan = buildPlan(strong, FIXED_PLAN_DAY);
const profile = buildProfile(strong);
const markdown = planToMarkdown(plan, profile, strong, FIXED_PLAN_DAY);
const names = plan.tactics.map((t) => t.name);
const tacticText = plan.tactics.map((t) => [t.name, t.description, ...t.implementation, t.template].join("\n")).join("\n");

describe("reading online coaching", () => {
  it("reads coaching sold by the month, not a shop, with its price, clients, goal and what the founder tried", () => {
    expect(reading.kind).toBe("creator");
    expect(reading.coaching).toMatchObject({
      word: "online strength coaching",
      specialty: "strength",
      price: 59,
      symbol: "£",
      group: false,
      clients: 14,
      goalClients: 60,
      byMonth: "April",
      freeTried: "free 30-day challenges",
      menopause: true,
      body: true,
    });
    expect(reading.afterHoursOnly).toBe(true);
  });

  it("recognises other online coaches, and not apps for coaches, coach trips, a course or online classes", () => {
    const read = (productDescription: string, over: Partial<typeof strong> = {}) => readCoaching({ ...strong, productDescription, audiencePersona: "Adults in the UK who want help to keep going.", ...over });
    expect(read("1:1 online running coaching for first-time marathon runners: a weekly plan and a Sunday check-in call, £40 a month.")).toMatchObject({ word: "online running coaching", specialty: "running", price: 40 });
    expect(read("Business coaching for freelance designers over Zoom: two calls a month and a Slack channel, $300 per month.", { audienceType: "freelancer" })).toMatchObject({ specialty: "business", body: false, symbol: "$" });
    expect(read("I'm a nutrition coach: small-group coaching online, with weekly check-ins in WhatsApp, €49 a month.")).toMatchObject({ specialty: "nutrition", group: true });
    expect(read("A coaching app for personal trainers: programmes, check-ins and payments in one place, £29 a month.")).toBeNull();
    expect(read("Software for coaches to run check-ins online, £19 a month.")).toBeNull();
    expect(read("Coach trips from Leeds to the Lake District every month, online booking.")).toBeNull();
    expect(read("Online strength coaching, £59 a month.", { productType: "mobile-app" })).toBeNull();
    expect(read("Saturday football coaching for children in Hove, £20 a month.", { audienceGeography: "local" })).toBeNull();
  });

  it("fires for no other fixture, so the online course, online yoga and the gym keep their own plans", () => {
    const fired = BUSINESS_FIXTURES.filter((f) => f.id !== "strong-at-40-online-coaching" && readAnswers(f.answers).coaching).map((f) => f.id);
    expect(fired).toEqual([]);
    expect(readAnswers(fixture("cohort-course").answers).kind).toBe("creator");
    expect(readAnswers(fixture("online-yoga").answers).kind).toBe("creator");
    expect(readAnswers(fixture("leeds-bouldering-gym-retention").answers).gym).not.toBeNull();
    for (const id of ["cohort-course", "online-yoga", "leeds-bouldering-gym-retention"]) {
      const names = buildPlan(fixture(id).answers, FIXED_PLAN_DAY).tactics.map((t) => t.name).join("\n");
      expect(names).not.toMatch(/consult call|paid intake|client stories|referral partners who already see your clients/i);
    }
  });
});

describe("the plan Strong at 40 reads", () => {
  it("starts with the offer and the consult call, then the paid intake and the first weeks", () => {
    expect(names.slice(0, 3)).toEqual([
      "One offer page and a free 20-minute consult call booked from a five-question application",
      "A paid intake that starts on Monday 1 February, with a fixed number of places",
      "A first week that gets every new client going, and weekly check-ins that notice when they drift",
    ]);
    expect(names).toEqual(
      expect.arrayContaining([
        "Client stories shared with written consent: what changed in their words, no before-and-after photos",
        "Teach one lift a week, where your clients already are",
        "One useful lead magnet and a five-email series that ends with the consult call",
        "Referral partners who already see your clients, starting with a women's health physiotherapist",
      ]),
    );
  });

  it("has none of the shop's lines it used to get", () => {
    expect(markdown).not.toMatch(/abandoned[- ]cart|restock|new batch|product feed|merchant center|gift product|micro-creators|shipping|delivery time|photo reviews|second order/i);
    expect(markdown).not.toMatch(/Before-and-after wall|free first class|guest class|people have finished|take their craft seriously|work to show/i);
    expect(profile.overview).not.toMatch(/D2C brand|new skill|courses they paid for/i);
  });

  it("states the goal's arithmetic, the evenings and what the free challenges taught", () => {
    expect(plan.strategySummary).toContain("Strong at 40 sells online strength coaching at £59 a month to women aged 40-55 in the United Kingdom");
    expect(plan.strategySummary).toContain("60 paying clients by April is 46 more than today, about 4 a week over 13 weeks. At £59 a month, 60 clients bring in £3,540 a month.");
    expect(plan.strategySummary).toContain("about 138 calls, 11 a week");
    expect(plan.strategySummary).toContain("about 10 hours a week of check-ins alone, most of your evenings");
    expect(plan.strategySummary).toContain("You said free 30-day challenges brought people who did them and left");
    expect(plan.strategySummary).toContain("nothing needs you during office hours");
    // No free programme comes back in another form.
    expect(tacticText).not.toMatch(/\bfree (?:\d{1,2}-day )?(?:challenge|programme|trial)\b(?! brought)/i);
  });

  it("books consult calls in the evenings and runs the intake's dates in order", () => {
    expect(tacticText).toContain("showing only two fixed evenings a week (say Tuesday and Thursday, 7 to 9pm)");
    const timeline = plan.timeline.map((p) => p.tasks.join("\n"));
    const phaseOf = (text: string) => timeline.findIndex((tasks) => tasks.includes(text));
    expect(phaseOf("By Monday 11 January, three weeks before the start")).toBe(0);
    expect(phaseOf("From Monday 18 January, two weeks before the start, open consult calls")).toBe(0);
    expect(phaseOf("On Monday 25 January, the week before the start")).toBe(1);
    expect(phaseOf("open a waiting list for the next one on Monday 1 March")).toBe(2);
    expect(tacticText).toContain("Calls run on weekday evenings until Thursday 28 January.");
  });

  it("keeps clients with a first week and check-ins that count progress, not the scale", () => {
    expect(tacticText).toContain("what they can do now that they could not (the weights they lift, the stairs, carrying the shopping), sleep and energy, never a weight or a dress size");
    expect(tacticText).toContain("Reply with one word: 'same', 'lighter' or 'pause'");
    expect(tacticText).toContain("Offer a pause (a month at no charge, or a lighter plan) before anyone cancels");
  });

  it("words the rules on claims, consent, subscriptions and social prescribing as things to check", () => {
    expect(tacticText).toContain("check it against the CAP Code the ASA enforces (its rules on testimonials, and on health, nutrition and weight-control claims)");
    expect(tacticText).toContain("no before-and-after body photos and no promised results, whatever a client offers");
    expect(tacticText).toContain("check the UK's new subscription-contract rules (the Digital Markets, Competition and Consumers Act 2024) and whether they apply yet");
    expect(tacticText).toContain("Ask GP surgeries' social prescribing link workers only whether they can list paid services like yours at all");
    expect(tacticText).toContain("please check with your GP first");
  });

  it("describes clients who follow a coach, book a call and leave by drifting", () => {
    expect(profile.overview).toContain("they miss a check-in, then stop");
    expect(profile.objections.join(" ")).toContain("£59 a month is a lot when there are free videos and apps.");
    expect(profile.buyingProcess).toContain("applies, has a 20-minute call, starts with the next intake");
  });

  it("gives quick wins, tips, a toolkit and a marketing model for a coach", () => {
    const quickWins = plan.guerrillaTactics.map((t) => t.name);
    expect(quickWins).toContain("Write personally to everyone who did one of your free 30-day challenges and never started coaching");
    expect(quickWins).toContain("Film one lift in your own kitchen or living room, in everyday clothes");
    expect(markdown).toContain("Count applications, consult calls, clients who start and clients still coached after three months every Friday");
    expect(markdown).toContain("Your rival is not another coach: it is free workout videos");
    expect(markdown).toContain("menopause clinics and menopause nurses, women's health physiotherapists");
    expect(markdown).toContain("The next Strong at 40 group starts on Monday 1 February");
    expect(markdown).toContain("Tell the story of the change in a client's own words");
  });

  it("passes the checker", () => {
    expect(checkPlanQuality(strong, plan, reading)).toEqual([]);
  });

  it("tells the AI it is coaching, with its plan, its limits and its arithmetic", () => {
    const prompt = promptText(strong);
    expect(prompt).toContain("Online strength coaching sold by the month, a relationship with one coach, not a shop or an app");
    expect(prompt).toContain("a paid intake starting Monday 1 February with fixed places instead of free programmes");
    expect(prompt).toContain("No before-and-after body photos and no promised results");
    expect(prompt).toContain("do not say the coaching treats menopause symptoms");
    expect(prompt).toContain("no free challenge or free programme tactic");
    expect(prompt).toContain("about 138 calls");
  });
});

describe("a business coach gets the same plan in a business coach's words", () => {
  const coach = {
    ...strong,
    productName: "Clear Week",
    productDescription: "Business coaching for freelance designers over Zoom: two calls a month, a weekly written check-in and a shared planning board, £180 a month.",
    audienceType: "freelancer" as const,
    audiencePersona: "Freelance designers in the UK, two to ten years in, who are busy but underpaid and want fewer, better clients.",
    successMetrics: "20 clients by June",
    challenges: "I have about 6 hours a week for marketing.",
  };
  const coachReading = readAnswers(coach, FIXED_PLAN_DAY);
  const coachPlan = buildPlan(coach, FIXED_PLAN_DAY);
  const text = planToMarkdown(coachPlan, buildProfile(coach), coach, FIXED_PLAN_DAY);

  it("has no body, diet or GP lines, and passes the checker", () => {
    expect(coachReading.coaching).toMatchObject({ specialty: "business", body: false, price: 180 });
    expect(coachPlan.tactics[0]!.name).toBe("One offer page and a free 20-minute consult call booked from a five-question application");
    expect(text).toContain("accountants, bookkeepers, coworking spaces and business networks");
    expect(text).not.toMatch(/\bdiet\b|\bGP\b|physio|weights they lift|one lift|menopause|kilos|six-packs/i);
    expect(checkPlanQuality(coach, coachPlan, coachReading)).toEqual([]);
  });
});

describe("the checker on a coach's plan", () => {
  it("flags the shop's plan Strong at 40 used to get", () => {
    const shopPlan: CheckedPlan = {
      tactics: [
        checkedTactic({ name: "Abandoned-cart email flow: three emails over three days", description: "Remind shoppers who left checkout." }),
        checkedTactic({ name: "Opt-in SMS for restocks, new batches and order updates", description: "Text buyers when a product is back in stock." }),
        checkedTactic({ name: "Free product listings on Google from a search-ready product feed", description: "Set up Merchant Center and fix the product feed." }),
        checkedTactic({ name: "Before-and-after transformations", description: "Post clients' before-and-after photos every week: lose 10 kg in 12 weeks." }),
      ],
      timeline: [],
    };
    const findings = checkPlanQuality(strong, shopPlan, reading);
    expect(findings.filter((f) => f.rule === "channel-fit").map((f) => (f.target.kind === "tactic" ? f.target.index : -1))).toEqual([0, 1, 2]);
    const planReasons = findings.filter((f) => f.target.kind === "plan").map((f) => f.reason).join("\n");
    expect(planReasons).toContain("no tactic books a free consult call");
    expect(planReasons).toContain("no tactic sells a paid start with a date");
    expect(planReasons).toContain("The plan promises results or uses before-and-after body photos");
  });

  it("leaves a plan that rules before-and-after photos out alone", () => {
    const ok: CheckedPlan = {
      tactics: [checkedTactic({ name: "Consult calls and a paid intake", description: "A free consult call, then a paid intake with a start date. No before-and-after photos and no promised results." })],
      timeline: [],
    };
    expect(checkPlanQuality(strong, ok, reading).filter((f) => f.target.kind === "plan" && /promises results|consult call|paid start/.test(f.reason))).toEqual([]);
  });
});
