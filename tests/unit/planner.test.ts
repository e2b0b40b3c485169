import { afterEach, describe, expect, it, vi } from "vitest";
import {
  BUILT_IN_PREFIX, TACTIC_LIBRARY, buildPlan, buildProfile, exclusionReason, renderLibraryTactic, selectTactics, setupOrder, withoutSkill,
} from "~/generation/planner";
import { phaseSpans, scheduleSteps, staggering } from "~/generation/planner/timeline";
import { customerProfileSchema, marketingPlanSchema } from "~/generation/schemas";
import { PAID_TAGS } from "~/plan-quality/channels";
import { checkPlanQuality } from "~/plan-quality/checker";
import { readAnswers, refusedWords } from "~/plan-quality/reading";
import { toolkitFor } from "~/plan-view/toolkit";
import {
  AUDIENCE_TYPES, BUDGETS, GOALS, PRODUCT_STAGES, PRODUCT_TYPES, SKILLS, TIME_HORIZONS, valuesOf,
} from "~/wizard/options";
import type { PlanFormData } from "~/wizard/types";
import { BUSINESS_FIXTURES, fixture } from "../support/business-fixtures";
import { defined } from "../support/defined";
import { FIXED_PLAN_DAY } from "../support/plan-day";

/*
 * The built-in planner's rules: hard filters (budget, skills, what does not work, minors, kind),
 * the timeline's arithmetic, and plans for a wide spread of answers that all pass the plan checker.
 */

const base = fixture("freelancer-invoicing").answers;
const answers = (over: Partial<PlanFormData> = {}): PlanFormData => ({ ...base, ...over });
const byName = (plan: ReturnType<typeof buildPlan>, a: PlanFormData) => {
  const rendered = new Map(TACTIC_LIBRARY.map((t) => [renderLibraryTactic(t, a).name, t]));
  return plan.tactics.map((t) => rendered.get(t.name)!);
};

afterEach(() => vi.restoreAllMocks());

describe("plans for a wide spread of answers", () => {
  // One test per fixture, each with every audience, goal, budget, stage, type, horizon and skill set
  // (41 plans), so a slow shared machine times out no single test and a failure names its business.
  it.each(BUSINESS_FIXTURES.map((f) => [f.id, f] as const))(
    "%s: parse with the schemas and pass the plan checker for every audience, goal, budget, stage, type and horizon",
    (_id, f) => {
      const spread: PlanFormData[] = [];
      for (const audienceType of valuesOf(AUDIENCE_TYPES)) spread.push({ ...f.answers, audienceType, customAudienceType: "hobby potters" });
      for (const primaryGoal of valuesOf(GOALS)) spread.push({ ...f.answers, primaryGoal });
      for (const budgetRange of valuesOf(BUDGETS)) spread.push({ ...f.answers, budgetRange });
      for (const productStage of valuesOf(PRODUCT_STAGES)) spread.push({ ...f.answers, productStage });
      for (const productType of valuesOf(PRODUCT_TYPES)) spread.push({ ...f.answers, productType });
      for (const timeHorizon of valuesOf(TIME_HORIZONS)) spread.push({ ...f.answers, timeHorizon });
      spread.push({ ...f.answers, skills: [] }, { ...f.answers, skills: valuesOf(SKILLS) });
      const failures: string[] = [];
      for (const a of spread) {
        const plan = buildPlan(a);
        marketingPlanSchema.parse(plan);
        customerProfileSchema.parse(buildProfile(a));
        if (plan.tactics.length < 3) failures.push(`${a.audienceType}/${a.productStage}/${a.budgetRange}: ${plan.tactics.length} tactics`);
        for (const finding of checkPlanQuality(a, plan)) failures.push(`${a.audienceType}/${a.primaryGoal}/${a.budgetRange}: ${finding.rule} ${finding.reason}`);
      }
      expect(failures.slice(0, 40)).toEqual([]);
    },
    30_000,
  );

  it("is deterministic and uses neither randomness nor the clock", () => {
    const random = vi.spyOn(Math, "random");
    const now = vi.spyOn(Date, "now");
    const first = JSON.stringify([buildPlan(base), buildProfile(base)]);
    expect(JSON.stringify([buildPlan(base), buildProfile(base)])).toBe(first);
    expect(random).not.toHaveBeenCalled();
    expect(now).not.toHaveBeenCalled();
  });

  it("says it came from the built-in planner, names the product and leaves the tips out when asked", () => {
    const plan = buildPlan(base);
    expect(plan.source).toBe("built-in");
    expect(plan.strategySummary.startsWith(BUILT_IN_PREFIX)).toBe(true);
    expect(plan.strategySummary).toContain(base.productName);
    expect(plan.tactics.every((t) => t.marketingWisdom)).toBe(true);
    expect(buildPlan(answers({ includeMarketingWisdom: false })).tactics.every((t) => t.marketingWisdom === "")).toBe(true);
  });

  it("uses a custom audience and a specific country in the text", () => {
    const plan = buildPlan(answers({ audienceType: "other", customAudienceType: "wedding photographers", audienceGeography: "specific-country", specificCountry: "Portugal" }));
    const text = JSON.stringify(plan);
    expect(text).toContain("wedding photographers");
    expect(text).toContain("Portugal");
  });
});

describe("tactic selection", () => {
  const bakery = fixture("lyon-bakery").answers;

  it("sends a yearly reminder for a trade whose work comes round every year, not for a locksmith called when something breaks", () => {
    const reminder = "A text to past customers when their yearly service is due, offering the quiet months first";
    expect(buildPlan(fixture("rural-plumber").answers, FIXED_PLAN_DAY).tactics.map((t) => t.name)).toContain(reminder);
    const locksmith: PlanFormData = {
      ...fixture("rural-plumber").answers,
      productName: "KeyFix Locksmiths",
      productDescription:
        "I'm a one-man locksmith in Coventry: emergency lockouts 24/7, lock changes, uPVC door repairs and burglary repairs. A lockout is £75 in the day; I don't charge a call-out fee and I give the price on the phone.",
      localRegion: "Coventry",
      audiencePersona: "Homeowners and tenants locked out or after a break-in, who search 'locksmith near me' in a panic, plus landlords and letting agents who need locks changed between tenants.",
    };
    expect(readAnswers(locksmith).trade).toBe("service");
    expect(buildPlan(locksmith, FIXED_PLAN_DAY).tactics.map((t) => t.name)).not.toContain(reminder);
  });

  it("never picks paid tactics on a budget under $500 a month, even for a team that can run ads", () => {
    const a = answers({ budgetRange: "bootstrapped", skills: valuesOf(SKILLS) });
    expect(selectTactics(a).filter((t) => t.paid)).toEqual([]);
    // A WordPress plugin's, a studio's, a caterer's, a browser extension's, clinicians' software's, a practice's, a letting agent's, a recruiter's, a translator's or an IT firm's own paid tactic is left out first for not being one ("kind").
    const paid = TACTIC_LIBRARY.filter((t) => t.paid && t.kinds.includes("software") && !t.wpPlugin && !t.agency && !t.caterer && !t.browserExtension && !t.clinician && !t.accounting && !t.letting && !t.recruiter && !t.translator && !t.itSupport);
    expect(paid.length).toBeGreaterThan(0);
    for (const t of paid) expect(["paid-budget", "budget"], t.id).toContain(exclusionReason(t, { ...a, productStage: defined(t.stages[0], `${t.id}'s first stage`) }));
  });

  it("puts money to work on a large budget", () => {
    const a = fixture("skincare-d2c").answers;
    expect(selectTactics(a).filter((t) => t.paid || t.channels.some((c) => PAID_TAGS.includes(c))).length).toBeGreaterThan(0);
    expect(selectTactics(a).reduce((sum, t) => sum + t.cost.max, 0)).toBeGreaterThan(25_000);
  });

  it("leaves out a tactic whose required skill the team lacks, unless it says how to cover it", () => {
    const a = answers({ skills: [] });
    for (const t of TACTIC_LIBRARY.filter((x) => x.kinds.includes("software") && x.requires.length)) {
      const covered = t.requires.every((s) => t.workaround?.[s]);
      if (!covered) expect(exclusionReason(t, a), t.id).not.toBeNull();
    }
    const withWorkaround = TACTIC_LIBRARY.find((t) => t.kinds.includes("software") && t.requires.length && t.workaround && !t.paid);
    expect(withWorkaround).toBeDefined();
    const rendered = renderLibraryTactic(withWorkaround!, a);
    expect(rendered.implementation[0]).toMatch(/^(?:Without .* skills on the team: [a-z]|No [^.?!]*\? [A-Z])/);
  });

  it("says how to cover a missing skill in one sentence: a colon goes on in lower case, a question stands alone", () => {
    expect(withoutSkill("paid advertising", "Start with one ad set and one offer, follow Meta's own guide for conversion campaigns.")).toBe(
      "Without paid advertising skills on the team: start with one ad set and one offer, follow Meta's own guide for conversion campaigns.",
    );
    expect(withoutSkill("design", "No designer? Start from a Canva flyer template.")).toBe("No designer? Start from a Canva flyer template.");
  });

  it("leaves out what the founder says does not work, and every private contact for under-18s", () => {
    const dental = fixture("dental-saas").answers;
    expect(selectTactics(dental).some((t) => t.channels.includes("cold-email"))).toBe(false);
    expect(TACTIC_LIBRARY.filter((t) => t.channels.includes("cold-email") && t.kinds.includes("b2b-smb")).map((t) => exclusionReason(t, dental))).toContain(
      "said-does-not-work",
    );
    const teen = fixture("teen-game").answers;
    expect(selectTactics(teen).some((t) => t.contactsIndividuals)).toBe(false);
    // "…bring nobody in" and "…but rarely bring new bookings" say a channel does not work, too.
    const salon = fixture("smalltown-salon").answers;
    expect(readAnswers({ ...salon, challenges: "Instagram posts take me ages and bring nobody in." }).avoid.map((o) => o.tag)).toEqual(["instagram"]);
    expect(readAnswers({ ...salon, challenges: "Our Instagram posts get likes but rarely bring new bookings." }).avoid.map((o) => o.tag)).toEqual(["instagram"]);
  });

  it("chooses by kind of business: a bakery gets local tactics only, food ones included; a salon no food ones", () => {
    expect(selectTactics(bakery).every((t) => t.kinds.includes("local"))).toBe(true);
    const salon = fixture("smalltown-salon").answers;
    expect(readAnswers(salon).trade).toBe("beauty");
    expect(readAnswers(bakery).trade).toBe("food");
    expect(selectTactics(salon).some((t) => t.trades?.includes("food"))).toBe(false);
    const catering = TACTIC_LIBRARY.find((t) => t.id === "local-office-catering-orders")!;
    expect(exclusionReason(catering, bakery)).toBeNull();
    expect(exclusionReason(catering, salon)).toBe("kind");
  });

  it("gives a business people book its diary's tactic, and pre-orders only to a shop that sells goods", () => {
    const salon = fixture("smalltown-salon").answers;
    const preorders = TACTIC_LIBRARY.find((t) => t.id === "local-seasonal-preorders")!;
    const weekdays = TACTIC_LIBRARY.find((t) => t.id === "local-fill-quiet-weekday-slots")!;
    expect(exclusionReason(preorders, salon)).toBe("kind");
    expect(exclusionReason(preorders, { ...bakery, productStage: "launched" })).toBeNull();
    expect(exclusionReason(weekdays, bakery)).toBe("kind");
    // The salon's metric is its empty weekday chairs: the tactic that fills them leads its plan.
    expect(selectTactics(salon)[0]?.id).toBe("local-fill-quiet-weekday-slots");
    const plan = buildPlan(salon);
    expect(plan.tactics.map((t) => `${t.description} ${t.implementation.join(" ")} ${t.template}`).join(" ")).not.toMatch(/pre-?order|collection|behind the counter/i);
    expect(JSON.stringify(plan.marketingEducation)).toContain("at the front desk");
    expect(JSON.stringify(buildPlan(bakery).marketingEducation)).toContain("at the counter");
  });

  it("spends nothing when a bootstrapped founder says there is no marketing budget", () => {
    const dental = fixture("dental-saas").answers;
    expect(dental.challenges).toMatch(/no marketing budget/);
    expect(readAnswers(dental).budget).toEqual({ min: 0, max: 0 });
    const plan = buildPlan(dental);
    expect(plan.strategySummary).toContain("With a budget of $0 a month");
    for (const t of plan.tactics) expect(t.resourcesNeeded[0]).toMatch(/^Budget: no money needed/);
    // A range chosen above "under $500" is the founder's choice: the words do not override it.
    expect(readAnswers({ ...dental, budgetRange: "seed" }).budget).toEqual({ min: 500, max: 2000 });
  });

  it("reads a German consulting firm as its founders would: time on client sites, German buyers, no cold email, no SaaS referral", () => {
    const werkfluss = fixture("consulting-firm").answers;
    const r = readAnswers(werkfluss);
    expect(r.timeLimit).toMatch(/on client sites three days a week/);
    // Three days on site is the firm's time, not a number of marketing hours.
    expect(r.weeklyHours).toBeNull();
    expect(r.language).toBe("German");
    const chosen = selectTactics(werkfluss);
    expect(chosen.some((t) => t.channels.includes("cold-email"))).toBe(false);
    expect(chosen.map((t) => t.id)).not.toContain("smb-customer-referral-programme");
    expect(exclusionReason(TACTIC_LIBRARY.find((t) => t.id === "smb-customer-referral-programme")!, werkfluss)).toBe("kind");
    const plan = buildPlan(werkfluss);
    expect(plan.strategySummary).toContain("write every template in German, and give your website a German version");
    for (const t of plan.tactics) expect(t.template).toMatch(/^Language: write this in German/);
  });

  it("hears a day job and 'about ten hours a week', and teaches where a course's audience already is (LinkedIn)", () => {
    const freelancer = fixture("freelancer-invoicing").answers;
    const r = readAnswers(freelancer);
    // A solo founder at MVP: the ten hours are for building Ticktab too, so marketing gets 3 of them.
    expect(r.hoursCoverBuilding).toBe(10);
    expect(r.weeklyHours).toBe(3);
    expect(r.afterHoursOnly).toBe(true);
    const course = fixture("cohort-course").answers;
    expect(course.audiencePersona).toMatch(/on LinkedIn/);
    expect(selectTactics(course)[0]?.id).toBe("creator-linkedin-teaching-posts");
  });

  it("works on a retention goal first, and writes for Latin America in Spanish (Portuguese for Brazil)", () => {
    const puente = fixture("language-app").answers;
    expect(puente.primaryGoal).toBe("retention");
    const chosen = selectTactics(puente);
    expect(chosen.filter((t) => t.goals.includes("retention")).length).toBeGreaterThanOrEqual(2);
    expect(chosen.map((t) => t.id)).toContain("onboarding-and-opt-in-push");
    expect(readAnswers(puente).language).toBe("Spanish (Portuguese for Brazil)");
    expect(buildPlan(puente).tactics[0]?.template).toMatch(/^Language: write this in Spanish for customers in Mexico, Colombia, Argentina and Peru; a Portuguese version for Brazil waits/);
  });

  it("aims at the middle of a budget range, not its top, and states each tactic's share of what the plan spends", () => {
    const coffee = fixture("coffee-subscription").answers;
    expect(coffee.budgetRange).toBe("early");
    const plan = buildPlan(coffee);
    // A Canadian roaster's "$21" is Canadian dollars: the plan states CA$ sums.
    const amounts = plan.tactics.map((t) => Number(/about CA\$([\d,]+) a month/.exec(t.resourcesNeeded[0] ?? "")?.[1]?.replace(/,/g, "") ?? 0));
    const spend = amounts.reduce((a, b) => a + b, 0);
    // $2,000-$10,000 a month: the plan aims at about $4,500, the range's geometric middle (CA$2,740 and CA$6,200 at the rough rate).
    expect(spend).toBeGreaterThan(2740);
    expect(spend).toBeLessThanOrEqual(6200);
    const shares = plan.tactics.map((t) => Number(/, (\d+)% of the plan's spending/.exec(t.resourcesNeeded[0] ?? "")?.[1] ?? 0));
    expect(shares.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(99);
    expect(shares.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(102);
  });

  it("keeps to the hours a founder gives: an hour a week gets three light tactics, set up one after another", () => {
    const salon = fixture("smalltown-salon").answers;
    const r = readAnswers(salon);
    expect(r.weeklyHours).toBe(1);
    const chosen = selectTactics(salon);
    expect(chosen).toHaveLength(3);
    // Twice the hour at most, the least three tactics can take; a seed budget buys one small paid test.
    expect(chosen.reduce((h, t) => h + t.hoursPerWeek, 0)).toBeLessThanOrEqual(2);
    expect(chosen.filter((t) => t.paid)).toHaveLength(1);
    const plan = buildPlan(salon);
    expect(plan.strategySummary).toContain("an hour a week");
    expect(plan.strategySummary).toContain("one tactic at a time");
    // Each tactic's set-up follows the one before, not all in weeks 1-3: the profile, set up once
    // and verified "within two weeks", takes weeks 1-2 only, so the rebooking starts after it.
    const phaseOf = (name: string) => plan.timeline.findIndex((p) => p.tasks.some((task) => task.endsWith(`(${name})`)));
    expect(plan.tactics.map((t) => phaseOf(t.name))).toEqual([0, 0, 1]);
    const profile = defined(plan.tactics.find((t) => t.name.startsWith("Google Business Profile")), "the profile");
    const firstTasks = defined(plan.timeline[0], "phase 1").tasks;
    expect(firstTasks.findIndex((task) => task.endsWith(`(${profile.name})`))).toBeLessThan(
      firstTasks.findIndex((task) => task.endsWith(`(${defined(plan.tactics[0], "tactic 1").name})`)),
    );
    // "A few hours a week" is about four, not the ten a bare "no time" allows; "five days a week" is the shop's time.
    expect(readAnswers({ ...salon, challenges: "We only have a few hours a week." }).weeklyHours).toBe(4);
    expect(readAnswers({ ...salon, challenges: "We open five days a week." }).timeLimit).toBeNull();
    expect(readAnswers({ ...salon, challenges: "Marketing gets half a day a week." }).weeklyHours).toBe(4);
  });

  it("includes an investor-facing tactic when the goal is fundraising, and none otherwise", () => {
    const investorOnly = (t: (typeof TACTIC_LIBRARY)[number]) => t.goals.length === 1 && t.goals[0] === "fundraising";
    const raise = fixture("enterprise-compliance").answers;
    expect(raise.primaryGoal).toBe("fundraising");
    expect(selectTactics(raise).some(investorOnly)).toBe(true);
    expect(selectTactics({ ...raise, primaryGoal: "revenue" }).some(investorOnly)).toBe(false);
  });

  it("keeps the hours within reach when the founder says time is scarce", () => {
    expect(readAnswers(bakery).timeLimit).not.toBeNull();
    const chosen = selectTactics(bakery);
    expect(chosen.reduce((h, t) => h + t.hoursPerWeek, 0)).toBeLessThanOrEqual(10);
    expect(byName(buildPlan(bakery), bakery).length).toBe(chosen.length);
  });
});

describe("timeline", () => {
  it("splits the weeks into up to four labelled phases that end on the last week", () => {
    expect(phaseSpans(8)).toEqual([[1, 2], [3, 4], [5, 6], [7, 8]]);
    expect(phaseSpans(13)).toEqual([[1, 3], [4, 6], [7, 9], [10, 13]]);
    expect(phaseSpans(4)).toEqual([[1, 1], [2, 2], [3, 3], [4, 4]]);
    expect(phaseSpans(2)).toEqual([[1, 1], [2, 2]]);
    const urgent = buildPlan(answers({ timeHorizon: "urgent", successMetrics: "500 sign-ups" }));
    expect(urgent.timeline.map((p) => p.weeks)).toEqual(["Weeks 1-2", "Weeks 3-4", "Weeks 5-6", "Weeks 7-8"]);
    const year = buildPlan(answers({ timeHorizon: "long-term", successMetrics: "500 sign-ups" }));
    expect(year.timeline.map((p) => p.weeks)).toEqual(["Weeks 1-13", "Weeks 14-26", "Weeks 27-39", "Weeks 40-52"]);
  });

  it("ends at the deadline in the success metrics when it comes before the horizon", () => {
    const plan = buildPlan(answers({ timeHorizon: "mid-term", successMetrics: "300 sign-ups within six weeks" }));
    expect(plan.timeline.at(-1)?.weeks).toBe("Weeks 5-6");
  });

  it("puts set-up first and keeps every tactic's steps in order", () => {
    const steps = scheduleSteps(
      [
        { name: "A", steps: ["set up A", "run A", "measure A"], setupSteps: 1, quickWin: false },
        { name: "B", steps: ["run B", "follow up B"], setupSteps: 0, quickWin: true },
      ],
      8,
    );
    const week = (text: string) => steps.find((s) => s.text === text)!.week;
    expect(week("set up A")).toBe(1);
    expect(week("run B")).toBe(1);
    expect(week("run A")).toBeGreaterThan(week("set up A"));
    expect(week("measure A")).toBeGreaterThan(week("run A"));
    expect(Math.max(...steps.map((s) => s.week))).toBeLessThanOrEqual(8);
  });

  it("starts a weekly count with the tactic, and keeps 'the next day' with the step before it", () => {
    const steps = scheduleSteps(
      [
        {
          name: "Tasting",
          steps: ["Ask the building manager", "Invite two cooks", "Print 100 cards; on the day, hand them out", "The next day, post the photos", "Every Friday, count orders with the code"],
          setupSteps: 1,
          quickWin: false,
        },
      ],
      26,
    );
    const week = (text: string) => steps.find((s) => s.text.startsWith(text))!.week;
    expect(week("Every Friday")).toBe(week("Invite two cooks"));
    expect(week("The next day")).toBe(week("Print 100 cards"));
    expect(week("Print 100 cards")).toBeGreaterThan(week("Invite two cooks"));
  });
});

describe("education and guerrilla ideas", () => {
  it("has the four emotion and four logic levers, with examples written for the product", () => {
    const { emotionEngine, logicEngine } = buildPlan(base).marketingEducation;
    expect(emotionEngine.levers.map((l) => l.name)).toEqual(["Desire", "Identity", "Urgency", "Transform"]);
    expect(logicEngine.levers.map((l) => l.name)).toEqual(["Position", "Clarity", "Proof", "Journey"]);
    expect([...emotionEngine.levers, ...logicEngine.levers].some((l) => l.example.includes(base.productName))).toBe(true);
  });

  it("gives low-cost guerrilla ideas with a cost level and impact", () => {
    const ideas = buildPlan(base).guerrillaTactics;
    expect(ideas.length).toBeGreaterThanOrEqual(3);
    for (const idea of ideas) {
      expect(idea.costLevel).toBeTruthy();
      expect(idea.impact).toBeTruthy();
    }
  });
});

describe("plans read as the founder who wrote the answers would", () => {
  const ids = (a: PlanFormData) => selectTactics(a).map((t) => t.id);
  const text = (plan: ReturnType<typeof buildPlan>) => JSON.stringify(plan);

  it("gives a small-town shop no staff perk card or office orders: a town of 3,000 has a few employers", () => {
    const bookshop = fixture("smalltown-bookshop").answers;
    expect(readAnswers(bookshop).smallTown).toBe(true);
    const perk = TACTIC_LIBRARY.find((t) => t.id === "local-workplace-perk-card")!;
    const offices = TACTIC_LIBRARY.find((t) => t.id === "local-office-catering-orders")!;
    const withTime = { ...bookshop, primaryGoal: "partnerships" as const, challenges: "Instagram posts take me ages and bring nobody in." };
    expect(exclusionReason(perk, withTime)).toBe("small-town");
    expect(ids(withTime)).not.toContain(perk.id);
    // The same shop in a city street may still offer one.
    const city = { ...withTime, localRegion: "Kentish Town, London", productDescription: bookshop.productDescription.replace("Much Wenlock, a small town of 3,000 people in Shropshire", "Kentish Town in London") };
    expect(readAnswers(city).smallTown).toBe(false);
    expect(exclusionReason(perk, city)).toBeNull();
    // Students are not the office staff a workplace perk reaches.
    const bikes = fixture("student-bike-shop").answers;
    expect(exclusionReason(perk, bikes)).toBe("audience");
    expect(exclusionReason(offices, bikes)).not.toBeNull();
    // "A town of 80,000 people" is no small town; "the villages around it" alone does not make one.
    expect(readAnswers({ ...city, productDescription: `${city.productDescription} We are in a town of 80,000 people.` }).smallTown).toBe(false);
  });

  it("gives a founder whose metric is an email list, with 2 hours a week, a light tactic that grows that list", () => {
    const bookshop = fixture("smalltown-bookshop").answers;
    const r = readAnswers(bookshop);
    expect(r.weeklyHours).toBe(2);
    expect(r.metricChannels).toContain("email-marketing");
    for (const primaryGoal of ["signups", "retention", "awareness", "revenue"] as const) {
      const chosen = selectTactics({ ...bookshop, primaryGoal });
      const list = chosen.find((t) => t.channels.includes("email-marketing"));
      expect(list?.id, primaryGoal).toBe("local-monthly-email-list");
      expect(list!.hoursPerWeek).toBeLessThanOrEqual(1);
      expect(chosen.reduce((h, t) => h + t.hoursPerWeek, 0), primaryGoal).toBeLessThanOrEqual(2 * 2);
    }
    const plan = buildPlan(bookshop);
    const email = plan.tactics.find((t) => /one email a month/.test(t.name))!;
    expect(email.template).toMatch(/next date for your diary/i);
    expect(email.implementation.join(" ")).toMatch(/every event/);
    // Its set-up starts in the first weeks, not after the others.
    expect(plan.timeline[0]!.tasks.some((task) => task.endsWith(`(${email.name})`))).toBe(true);
  });

  it("profiles a bookshop's readers as browsers who want advice, not as a bakery's morning errand", () => {
    const profile = JSON.stringify(buildProfile(fixture("smalltown-bookshop").answers));
    expect(profile).not.toMatch(/taste or see|school run|sold-out shelves|supermarket/);
    expect(profile).toContain("Advice from someone who knows books");
    // The rival is the one the founder named ("rather buy from us than from Amazon").
    expect(profile).toContain("What Amazon cannot give them: advice, a look before they buy");
    expect(profile).toContain("“Why pay more here than on Amazon?”");
    // The bakery keeps its own.
    expect(JSON.stringify(buildProfile(fixture("lyon-bakery").answers))).toMatch(/taste/);
  });

  it("names creator tactics naturally for any audience: no 'small adult streamers'", () => {
    const odd = /\bsmall adults?\b|\badult (?:streamers|creators)\b/i;
    const audiences = ["adult learners", "adult streamers", "players aged 13-17"];
    for (const a of [
      fixture("teen-game").answers,
      fixture("language-app").answers,
      ...audiences.map((customAudienceType) => ({ ...fixture("language-app").answers, audienceType: "other" as const, customAudienceType })),
    ]) {
      const plan = buildPlan(a);
      for (const name of [...plan.tactics.map((t) => t.name), ...plan.guerrillaTactics.map((g) => g.name)]) expect(name, a.productName).not.toMatch(odd);
    }
    // "Adults in Mexico…" alone reads as if everyone else were children: the founder's "working adults".
    expect(readAnswers(fixture("language-app").answers).audience).toBe("working adults");
    expect(readAnswers(fixture("online-yoga").answers).audience).toBe("women aged 45-70");
    for (const customAudienceType of ["adult learners", "adults"]) {
      const a = { ...fixture("language-app").answers, audienceType: "other" as const, customAudienceType };
      expect(text(buildPlan(a))).not.toMatch(/adults who match|match adult/);
    }
    const teen = buildPlan(fixture("teen-game").answers);
    const creators = teen.tactics.find((t) => t.name === "Free early access for streamers and creators with small channels")!;
    // The safety rule stays: every creator is an adult.
    expect(creators.description).toMatch(/all of them adults/);
  });

  it("reads a stated capacity and keeps every push for new orders within it, and says so", () => {
    const coffee = fixture("coffee-subscription").answers;
    expect(readAnswers(coffee).capacity).toMatchObject({ amount: 80, unit: "kg", period: "week", verb: "produce", inItems: { count: 235, item: "bags of 340 g" } });
    const roast = readAnswers({ ...coffee, challenges: "We can roast 80 kg a week, no more." }).capacity;
    expect(roast).toMatchObject({ verb: "roast", phrase: "80 kg a week" });
    expect(readAnswers({ ...fixture("lyon-bakery").answers, challenges: "We can only bake 300 loaves a day." }).capacity).toMatchObject({ amount: 300, unit: "loaves", period: "day" });
    // The clause with the number is what the plan quotes back.
    const bakery = buildPlan({ ...fixture("lyon-bakery").answers, challenges: "We can only bake 300 loaves a day, and the owner bakes from 4am." });
    expect(bakery.strategySummary).toContain('You said "We can only bake 300 loaves a day", so the plan grows only as far as you can bake, 300 loaves a day');
    expect(bakery.strategySummary).toContain("whenever orders reach 270 loaves a day");
    // Money, hours and days of the week are not what the business makes.
    expect(readAnswers({ ...coffee, challenges: "Customers spend at most $60 a month. We can only work five days a week." }).capacity).toBeNull();
    expect(readAnswers(fixture("smalltown-salon").answers).capacity).toBeNull();

    const plan = buildPlan(coffee);
    expect(plan.strategySummary).toContain('You said "Our roaster only produces 80 kg a week"');
    expect(plan.strategySummary).toMatch(/grows only as far as you can produce, 80 kg a week \(about 235 bags of 340 g\)/);
    const pushes = byName(plan, coffee).filter((t) => t.paid || ["influencers", "referral", "affiliates", "marketplaces", "press", "partnerships"].includes(t.channels[0]));
    expect(pushes.length).toBeGreaterThan(0);
    for (const t of plan.tactics) {
      const pushed = pushes.some((p) => renderLibraryTactic(p, coffee).name === t.name);
      expect(t.successMetrics[0]!.includes("about 211 bags of 340 g a week"), t.name).toBe(pushed);
    }
    expect(plan.timeline[0]!.tasks[0]).toMatch(/the week's orders against what you can produce \(80 kg a week\)/);
    // The founder's own goal, checked against it: 300 subscribers at a bag every two weeks fit; 600 do not.
    expect(plan.strategySummary).toContain("Your goal of 300 active subscribers, at one bag of 340 g every two weeks, needs about 150 bags of 340 g a week: within what you can produce");
    const more = buildPlan({ ...coffee, successMetrics: coffee.successMetrics.replace("300 active", "600 active") });
    expect(more.strategySummary).toContain("needs about 300 bags of 340 g a week: more than you can produce, so aim for about 423 subscribers at most");
    // Without a stated capacity, none of it.
    expect(text(buildPlan(fixture("skincare-d2c").answers))).not.toMatch(/what you can (produce|make)/);
  });

  it("gives a plumber who goes to his customers no till, window or shop: a service-area profile and texts to past customers", () => {
    const plumber = fixture("rural-plumber").answers;
    const r = readAnswers(plumber);
    // "the hardware shop in Ennistymon" is where his customers ask, not what he is.
    expect(r.trade).toBe("service");
    expect(r.visitsCustomers).toBe(true);
    // "I do the paperwork at night" is not "only evenings": he meets people all day.
    expect(r.afterHoursOnly).toBe(false);
    expect(readAnswers({ ...plumber, challenges: "I only have evenings for this." }).afterHoursOnly).toBe(true);
    const chosen = selectTactics(plumber);
    expect(chosen.length).toBeGreaterThanOrEqual(3);
    expect(chosen.filter((t) => t.premises)).toEqual([]);
    expect(chosen.map((t) => t.id)).toContain("local-service-due-reminders");
    const plan = buildPlan(plumber);
    // (His own words, "from 8 till 6", stay in the summary's quote.)
    const advice = JSON.stringify([plan.tactics, plan.timeline, plan.guerrillaTactics, plan.marketingEducation, buildProfile(plumber)]);
    expect(advice).not.toMatch(/\btill\b|walk over|shop front|first-visit treat|shop window|chalkboard|Drop in|anywhere to park/i);
    // "I'm Declan Walsh, a registered plumber": his name signs the templates, not a slot.
    expect(plan.tactics.map((t) => t.template).join("\n")).toContain("I'm Declan Walsh from Walsh Plumbing & Heating");
    expect(plan.tactics.map((t) => t.template).join("\n")).not.toContain("{{your name}}");
    const profile = plan.tactics.find((t) => t.name.startsWith("Google Business Profile"))!;
    expect(profile.implementation[0]).toMatch(/service-area business/);
    expect(profile.implementation.join(" ")).toMatch(/no website is needed/);
    // With an hour a week the tactics start one after another, the quick win first: the texts to
    // past customers go out in the first weeks, not after the welcome cards.
    const texts = plan.tactics.find((t) => t.name.startsWith("A text to past customers"))!;
    expect(plan.timeline[0]!.tasks.some((task) => task.endsWith(`(${texts.name})`))).toBe(true);
  });

  it("reads a yoga teacher's online membership as a creator's, hears 'no reach' and drops what her members would not use", () => {
    const yoga = fixture("online-yoga").answers;
    const r = readAnswers(yoga);
    expect(r.kind).toBe("creator");
    expect(r.recurring).toBe(true);
    expect(r.avoid.map((o) => o.tag)).toContain("instagram");
    const chosen = selectTactics(yoga);
    expect(chosen.some((t) => t.channels[0] === "linkedin")).toBe(false);
    expect(chosen.some((t) => t.cartWindow)).toBe(false);
    // "Some of my older students gave up because they could not get Zoom working": help them in.
    expect(chosen.map((t) => t.id)).toContain("creator-first-live-class-tech-check");
    // A cohort course sold in launch windows keeps its launch.
    expect(readAnswers(fixture("cohort-course").answers).recurring).toBe(false);
    // A membership has members who stay, not students who finish a course or a cohort.
    const names = buildPlan(yoga).tactics.map((t) => t.name);
    expect(names).toContain("Member stories and testimonials");
    expect(JSON.stringify(buildPlan(yoga).tactics)).not.toMatch(/everyone who finished|after every cohort|Before each launch/);
    expect(buildPlan(fixture("cohort-course").answers).tactics.map((t) => t.name)).toContain("Student success stories and testimonials");
    const community = buildPlan(yoga).tactics.find((t) => /members' community/.test(t.name));
    if (community) expect(community.description).toMatch(/Facebook group/);
  });

  it("writes to international students in English too, and meets them when they arrive", () => {
    const bikes = fixture("student-bike-shop").answers;
    const r = readAnswers(bikes);
    expect(r.audience).toBe("students in Leuven");
    expect(r.language).toBe("Dutch and English");
    expect(readAnswers(fixture("lyon-bakery").answers).language).toBe("French");
    expect(ids(bikes)).toContain("local-student-welcome-days");
    expect(buildPlan(bikes).strategySummary).toContain("write every template in Dutch and English");
  });

  it("sends a Shopify app's buyers to the Shopify App Store, not to G2 or BetaList, and keeps their words", () => {
    const app = fixture("shopify-app").answers;
    const r = readAnswers(app);
    expect(r.appStore).toBe("Shopify App Store");
    expect(r.audience).toBe("owners of small Shopify stores");
    const chosen = ids(app);
    expect(chosen).not.toContain("b2b-review-sites-real-customers");
    expect(chosen).not.toContain("sw-launch-stacking");
    const plan = buildPlan(app);
    expect(plan.tactics[0]!.name).toBe("Climb the Shopify App Store search: a listing in buyers' words and reviews asked for at the right moment");
    expect(text(plan)).not.toMatch(/G2|Capterra|BetaList|Listing live within/);
  });

  it("writes to Dutch hospitals in Dutch, names their heads of clinical engineering and never cuts the pitch mid-clause", () => {
    const keurlog = fixture("hospital-compliance-nl").answers;
    const r = readAnswers(keurlog);
    expect(r.language).toBe("Dutch");
    expect(r.audience).toBe("heads of clinical engineering and their team leads");
    expect(r.pitch).toBe("Keurlog is software for clinical engineering departments in Dutch hospitals.");
    // Enterprises elsewhere keep English.
    expect(readAnswers(fixture("enterprise-compliance").answers).language).toBe("English");
    expect(text(buildPlan(keurlog))).not.toMatch(/Senior people in/);
  });
});

describe("Nextdoor only where it runs", () => {
  const named = (id: string, over: Partial<PlanFormData> = {}) => JSON.stringify(buildPlan({ ...fixture(id).answers, ...over })).match(/Nextdoor/g)?.length ?? 0;

  it("a bike shop in Leuven (Belgium) is sent to local Facebook groups, not Nextdoor", () => {
    expect(readAnswers(fixture("student-bike-shop").answers).country).toBe("Belgium");
    const plan = buildPlan(fixture("student-bike-shop").answers);
    expect(plan.tactics.map((t) => t.name)).toContain("A helpful neighbour in local Facebook groups");
    expect(JSON.stringify(plan)).not.toMatch(/Nextdoor/);
    const tactic = plan.tactics.find((t) => t.name === "A helpful neighbour in local Facebook groups")!;
    expect(tactic.implementation[0]).toBe(
      "Join the two or three busiest local Facebook groups for Leuven under your own name, read each group's rules, and note the days promotion is allowed, if any.",
    );
  });

  it("the same shop in Amsterdam, where Nextdoor runs, keeps it", () => {
    expect(named("student-bike-shop", { localRegion: "Amsterdam" })).toBeGreaterThan(0);
  });
});

describe("a trade show where cold outreach is ruled out", () => {
  const show = (a: PlanFormData) => buildPlan(a).tactics.find((t) => t.name === "Walk the industry trade show with meetings booked ahead");

  it("Keurlog, whose cold emails to hospitals get no replies, asks meetings only of people it knows or is introduced to", () => {
    const tactic = defined(show(fixture("hospital-compliance-nl").answers), "the trade-show tactic");
    const text = JSON.stringify(tactic);
    expect(text).not.toMatch(/write to 30 prospects|saw your team will be there/);
    expect(tactic.implementation[1]).toMatch(/^Three weeks before, ask the customers, pilot users and association contacts you already know/);
    expect(tactic.implementation[1]).toContain("all with people you know or were introduced to");
    expect(tactic.template).toContain("{{who introduced you}} suggested we meet at {{the show}}");
    expect(tactic.successMetrics[0]).toBe("8 meetings booked before the show, each with someone you know or were introduced to");
  });

  it("a founder who can write to prospects keeps the booked-ahead outreach", () => {
    const a = { ...fixture("hospital-compliance-nl").answers, specificCountry: "United States", challenges: "Hospitals buy slowly, through tenders. We cannot afford a stand at the big fair." };
    const library = defined(TACTIC_LIBRARY.find((t) => t.id === "b2b-trade-show-visit"), "the trade-show tactic");
    expect(renderLibraryTactic(library, a).implementation[1]).toContain("write to 30 prospects and customers who will be there");
    expect(renderLibraryTactic(library, fixture("hospital-compliance-nl").answers).implementation[1]).not.toContain("write to 30 prospects");
  });
});

describe("a membership's free way in", () => {
  it("Slow Flow with Maya offers a free first class, joined any day, not a free five-day email course", () => {
    const plan = buildPlan(fixture("online-yoga").answers);
    expect(JSON.stringify(plan)).not.toMatch(/five-day|email course/i);
    const tactic = defined(plan.tactics.find((t) => t.name === "A free first class as the way in"), "the free first class");
    expect(tactic.why).toContain("A free first class lets women aged 45-70 feel how Slow Flow with Maya teaches before they pay £25 a month");
    expect(tactic.template).toContain("Subject: Your free class with Slow Flow with Maya: how to join");
    expect(tactic.template).toContain("you can join Slow Flow with Maya at £25 a month any day");
    expect(tactic.implementation.join(" ")).toContain("with no closing date");
  });

  it("a cohort course keeps its five-day email course", () => {
    expect(buildPlan(fixture("cohort-course").answers).tactics.map((t) => t.name)).toContain("Free five-day email course as the way in");
  });
});

describe("what a founder rules out themselves, read as the founder would", () => {
  const plumber = fixture("rural-plumber").answers;

  it("reads 'I won't build a website or do Facebook posts' as ruling out a website's channels and posting", () => {
    const r = readAnswers(plumber);
    expect(r.avoid.map((o) => o.tag)).toEqual(expect.arrayContaining(["facebook-groups", "seo", "blog"]));
    expect(r.noPosts).toBe(true);
    for (const said of ["We will not do Instagram posts.", "I'm not going to post on TikTok.", "I refuse to post on LinkedIn."]) {
      expect(readAnswers({ ...plumber, challenges: said }).noPosts, said).toBe(true);
    }
    // A channel that merely underperforms is not a refusal to post.
    const salon = readAnswers(fixture("smalltown-salon").answers);
    expect(salon.noPosts).toBe(false);
    expect(salon.avoid.map((o) => o.tag)).not.toContain("facebook-groups");
  });

  it("keeps the plumber to his hour: the Google profile set up once with reviews answered, no weekly posts, no market morning", () => {
    const plan = buildPlan(plumber);
    const text = JSON.stringify({ ...plan, strategySummary: "" });
    expect(plan.strategySummary).toContain('You said "I won\'t build a website or do Facebook posts');
    expect(plan.strategySummary).toContain("the plan keeps to about 1 hour a week in all");
    const profile = plan.tactics.find((t) => /Google Business Profile/.test(t.name))!;
    expect(profile.name).toBe("Google Business Profile, set up once, with every review answered");
    expect(profile.implementation.join(" ")).toMatch(/reply within the week/);
    expect(profile.template).toContain("Reply to a review:");
    expect(text).not.toMatch(/First weekly post|Every Monday, publish|posted to weekly|Facebook/);
    expect(plan.guerrillaTactics.map((g) => g.name).join(" ")).not.toMatch(/market|stall|consultation/i);
    expect(text).not.toMatch(/\byour regulars\b|opening hours/);
    expect(plan.guerrillaTactics.map((g) => g.description).join(" ")).toContain("Give your past customers a card");
    // At any stage, nothing about posting and nothing around a shop he does not have.
    for (const productStage of valuesOf(PRODUCT_STAGES)) {
      const names = buildPlan({ ...plumber, productStage }).tactics.map((t) => t.name).join(" | ");
      expect(names, productStage).not.toMatch(/\bposts?\b|around the shop/i);
    }
  });

  it("a shop owner with more hours keeps the weekly post", () => {
    const bakery = buildPlan(fixture("lyon-bakery").answers);
    expect(bakery.tactics.map((t) => t.name)).toContain("Google Business Profile, complete and posted to weekly");
  });
});

describe("rivals named where the founder names them, even when they are also a channel", () => {
  it("reads 'than from Amazon', 'sold on Facebook Marketplace undercut us', 'compete with', 'lose customers to'", () => {
    expect(readAnswers(fixture("smalltown-bookshop").answers).competitor).toBe("Amazon");
    expect(readAnswers(fixture("student-bike-shop").answers).competitor).toBe("Facebook Marketplace");
    const base = fixture("lyon-bakery").answers;
    expect(readAnswers({ ...base, challenges: "We compete with Etsy sellers on price." }).competitor).toBe("Etsy");
    expect(readAnswers({ ...base, challenges: "We lose customers to Deliveroo every winter." }).competitor).toBe("Deliveroo");
    // A platform named without a rival's cue is still not a competitor.
    expect(readAnswers({ ...base, challenges: "We post on Facebook." }).competitor).toBe("the supermarket");
  });

  it("the bike shop's plan names Facebook Marketplace as the rival, bought from online", () => {
    const a = fixture("student-bike-shop").answers;
    const education = JSON.stringify(buildPlan(a).marketingEducation);
    expect(education).toContain("choosing Fietsatelier Tweede Leven over Facebook Marketplace");
    expect(education).toContain("I used to buy on Facebook Marketplace without a second thought");
    expect(education).not.toContain("on the way");
    expect(JSON.stringify(buildProfile(a))).toContain("What Facebook Marketplace cannot give them");
  });
});

describe("customers who find video calls hard, and long audience lists", () => {
  it("gives the yoga teacher no webinar: her members find Zoom confusing", () => {
    const a = fixture("online-yoga").answers;
    expect(readAnswers(a).avoid.map((o) => o.tag)).toContain("webinar");
    const plan = buildPlan(a);
    expect(plan.tactics.map((t) => t.name).join(" ")).not.toMatch(/webinar|workshop/i);
    expect(plan.strategySummary).toContain("so webinars are left out");
  });

  it("cuts Werkfluss's three roles to a short form in running text, and names them all once", () => {
    const a = fixture("consulting-firm").answers;
    const r = readAnswers(a);
    expect(r.audienceInFull).toBe("owners, managing directors and plant managers");
    expect(r.audience).toBe("owners and managing directors");
    const plan = buildPlan(a);
    expect(plan.strategySummary).toContain("for owners, managing directors and plant managers in Germany");
    const running = JSON.stringify({ ...plan, strategySummary: "" });
    expect(running).not.toContain("owners, managing directors and plant managers");
    // One role with a shared modifier is no list.
    expect(readAnswers(fixture("oss-devtool").answers).audience).toBe("platform, DevOps and SRE engineers");
  });
});

describe("three more founders read end to end: Ticktab, Microcopy Lab and Rateport", () => {
  it("Ticktab is open to anyone today (free for two clients): no waitlist, 'software for', X by its name", () => {
    const a = fixture("freelancer-invoicing").answers;
    expect(readAnswers(a).openNow).toBe(true);
    const plan = buildPlan(a);
    expect(plan.tactics.map((t) => t.name).join(" ")).not.toMatch(/waitlist/i);
    expect(plan.strategySummary).toContain("Ticktab is software for freelance designers, developers, copywriters and translators");
    expect(plan.strategySummary).not.toMatch(/\ba software\b/);
    expect(plan.primaryFocus.join(" ")).not.toMatch(/\btwitter\b/);
    // A web app has no store listing to put its logic in.
    expect(plan.marketingEducation.logicEngine.description).not.toContain("store listing");
    // A product still closed keeps the waitlist's reason to exist.
    expect(readAnswers({ ...a, productDescription: `${a.productDescription} We open the waitlist next month.` }).openNow).toBe(false);
  });

  it("Microcopy Lab's rival is the one it names ('Unlike self-paced Udemy courses'), and its buyers are not called members", () => {
    const a = fixture("cohort-course").answers;
    expect(readAnswers(a).competitor).toBe("Udemy");
    const plan = buildPlan(a);
    const calls = plan.tactics.find((t) => /conversations with recent buyers/.test(t.name));
    if (calls) {
      expect(calls.implementation.join(" ")).not.toMatch(/recent members|a month free/);
      expect(calls.implementation.join(" ")).toContain("compared Microcopy Lab with Udemy");
    }
  });

  it("Rateport's plugins are for the platforms its users work on (Shopware, WooCommerce, Shopify), not Vite or VS Code", () => {
    const plan = buildPlan(fixture("logistics-api").answers);
    const plugins = plan.tactics.find((t) => /Official plugins/.test(t.name))!;
    const steps = plugins.implementation.join(" ");
    expect(steps).toContain("(a Shopware plugin, a WooCommerce extension, a Shopify app)");
    expect(steps).toContain("the Shopware Store, the WooCommerce Marketplace or the Shopify App Store");
    expect(steps).not.toMatch(/Vite|VS Code|Terraform/);
    // A developer tool that names no platform keeps the usual examples.
    const devtool = buildPlan(fixture("oss-devtool").answers).tactics.find((t) => /Official plugins/.test(t.name));
    if (devtool) expect(devtool.implementation.join(" ")).toContain("a GitHub Action");
  });
});

describe("Studyloop, read as its student founders would", () => {
  const a = fixture("student-notes").answers;

  it("a metric counted in TikTok views gets short clips, even for a web app; a removed Reddit post rules Reddit out; no LinkedIn for students", () => {
    const r = readAnswers(a);
    expect(r.avoid.map((o) => o.tag)).toContain("reddit");
    const plan = buildPlan(a);
    const names = plan.tactics.map((t) => t.name);
    expect(names).toContain("Three short screen-recorded clips a week on TikTok, Reels and Shorts");
    expect(names.join(" ")).not.toMatch(/LinkedIn|Reddit/);
    expect(plan.strategySummary).toContain('You said "Our first Reddit post was removed as self-promotion", so Reddit is left out');
    const clips = plan.tactics.find((t) => /TikTok/.test(t.name))!;
    expect(clips.implementation.join(" ")).not.toMatch(/store link|gameplay|capture card/);
  });

  it("the clips are not offered to businesses buying at work", () => {
    for (const id of ["dental-saas", "freelancer-invoicing"]) {
      expect(buildPlan(fixture(id).answers).tactics.map((t) => t.name).join(" ")).not.toContain("screen-recorded clips");
    }
  });
});

describe("what the founder sees about their own words and hours", () => {
  it("a plumber with an hour a week sets up his Google profile (a quick win verified within two weeks) first, in weeks 1-2, then the texts", () => {
    const plan = buildPlan(fixture("rural-plumber").answers);
    const profile = defined(plan.tactics.find((t) => t.name.startsWith("Google Business Profile")), "the profile");
    expect(profile.successMetrics.join(" ")).toContain("within two weeks");
    const weeks1to6 = defined(plan.timeline[0], "phase 1");
    expect(weeks1to6.weeks).toBe("Weeks 1-6");
    const at = (name: string) => weeks1to6.tasks.findIndex((task) => task.endsWith(`(${name})`));
    expect(at(profile.name)).toBe(1);
    const texts = defined(plan.tactics.find((t) => t.name.startsWith("A text to past customers")), "the texts");
    expect(at(texts.name)).toBeGreaterThan(at(profile.name));
    // Staggered order, in the scheduler itself: an early one-off goes before the tactic listed first.
    const steps = scheduleSteps(
      [
        { name: "A", steps: ["a1", "a2"], setupSteps: 1, quickWin: false },
        { name: "B", steps: ["b1"], setupSteps: 1, quickWin: true, early: true },
      ],
      12,
      { staggered: true },
    );
    expect(steps.find((s) => s.text === "b1")?.week).toBe(4);
    const reordered = setupOrder([
      { t: { ...TACTIC_LIBRARY[0]!, timeFrame: "Quick Win" as const, successMetrics: ["Twenty replies a month"] } },
      { t: { ...TACTIC_LIBRARY[0]!, timeFrame: "Quick Win" as const, successMetrics: ["Profile verified and complete within two weeks"] } },
    ]);
    expect(reordered[0]?.t.successMetrics[0]).toMatch(/within two weeks/);
  });

  it("a nurse with four hours a week on a six-month plan starts each tactic once the one before is set up, not a quarter of the plan apart", () => {
    const a = fixture("nurses-money-newsletter").answers;
    const r = readAnswers(a, FIXED_PLAN_DAY);
    expect([r.weeklyHours, r.planWeeks]).toEqual([4, 26]);
    // A working day of set-up at four hours a week: two weeks each, so the fourth tactic starts in week 7, not week 20.
    expect(staggering(r)).toEqual({ staggered: true, setupWeeks: 2 });
    const plan = buildPlan(a, FIXED_PLAN_DAY);
    const [first, second] = plan.timeline;
    for (const t of plan.tactics) {
      expect([...first!.tasks, ...second!.tasks].some((task) => task.endsWith(`(${t.name})`)), t.name).toBe(true);
    }
    // The lead tactic starts in the first weeks.
    expect(first!.tasks.some((task) => task.endsWith(`(${plan.tactics[0]!.name})`))).toBe(true);
    const steps = scheduleSteps(
      ["A", "B", "C"].map((name) => ({ name, steps: [`${name}1`, `${name}2`], setupSteps: 1, quickWin: false })),
      26,
      staggering(r),
    );
    expect(["A1", "B1", "C1"].map((text) => steps.find((s) => s.text === text)?.week)).toEqual([1, 3, 5]);
    // An hour a week: a working day of set-up takes the whole quarter, as before.
    expect(staggering({ ...r, weeklyHours: 1 })).toEqual({ staggered: true, setupWeeks: 8 });
    expect(scheduleSteps([{ name: "A", steps: ["A1"], setupSteps: 1, quickWin: false }, { name: "B", steps: ["B1"], setupSteps: 1, quickWin: false }], 26, staggering({ ...r, weeklyHours: 1 })).find((s) => s.text === "B1")?.week).toBe(8);
  });

  it("echoes what the founder ruled out in their own words: 'a website and Facebook posts', not only channel names", () => {
    const plan = buildPlan(fixture("rural-plumber").answers);
    expect(plan.strategySummary).toContain(
      "so a website and Facebook posts are left out, and with them Facebook groups, SEO and blogging",
    );
    expect(plan.strategySummary).not.toContain("so Facebook groups, SEO and blogging are left out");
    expect(refusedWords("I won't build a website or do Facebook posts")).toBe("a website and Facebook posts");
    expect(refusedWords("We will not pay that much")).toBeNull();
  });

  it("Ticktab's ten hours cover building too: marketing gets 3 of them at MVP, and the strategy says so", () => {
    const a = fixture("freelancer-invoicing").answers;
    const plan = buildPlan(a);
    expect(plan.strategySummary).toContain(
      'You said "I am a solo founder with a day job, so I have about ten hours a week", so marketing gets about 3 of those 10 hours while you are still building Ticktab, the plan keeps to about 3 hours a week in all',
    );
    expect(plan.strategySummary).not.toContain("about 8 hours a week");
    expect(plan.tactics.some((t) => t.description.includes("While you are still building Ticktab"))).toBe(true);
    expect(checkPlanQuality(a, plan).filter((f) => f.rule === "time")).toEqual([]);
    // Hours given for marketing, or a launched product, stay as stated.
    expect(readAnswers({ ...a, challenges: "I have about ten hours a week for marketing." }).weeklyHours).toBe(10);
    expect(readAnswers({ ...a, productStage: "launched" }).weeklyHours).toBe(10);
  });
});

describe("an independent shop's customer profile fits any shop, in the product's own words", () => {
  const profileText = (id: string) => JSON.stringify(buildProfile(fixture(id).answers));

  it("the bike shop's customers want advice on bikes, not presents, events or books", () => {
    const bikes = profileText("student-bike-shop");
    expect(bikes).toContain("Advice from someone who knows bikes");
    expect(bikes).toContain("I can get bikes online for less.");
    expect(bikes).not.toMatch(/presents|shop's events|an event|Browses on a day off|\bbooks?\b/i);
    const books = profileText("smalltown-bookshop");
    expect(books).toContain("Advice from someone who knows books");
    // A record shop and a gift shop read as theirs too.
    const bike = fixture("student-bike-shop").answers;
    const records = JSON.stringify(
      buildProfile({ ...bike, productDescription: "Groove Corner is a small record shop in Leuven that sells new and used vinyl." }),
    );
    expect(records).toContain("Advice from someone who knows records");
  });
});

describe("Studyloop, open today at MVP, launches where students are", () => {
  it("gets campus ambassadors (its users are there to recruit from), kept out of official course channels, and no maker launch sites", () => {
    const a = fixture("student-notes").answers;
    expect(readAnswers(a).openNow).toBe(true);
    const plan = buildPlan(a);
    const names = plan.tactics.map((t) => t.name);
    expect(names).toContain("Student ambassador programme at universities");
    expect(names.join(" ")).not.toMatch(/BetaList|Indie Hackers/);
    const ambassadors = defined(plan.tactics.find((t) => t.name.startsWith("Student ambassador")), "the ambassadors");
    expect(ambassadors.implementation.join(" ")).toContain("never in official course channels");
    expect(ambassadors.template).toContain("never in official university channels");
    // Not open yet, the MVP waits for a beta's users; a freelancers' tool still stacks its launch.
    expect(selectTactics({ ...a, productDescription: `${a.productDescription} We open a waitlist first.` }).map((t) => t.id)).not.toContain("sw-campus-ambassadors");
    expect(selectTactics(fixture("freelancer-invoicing").answers).map((t) => t.id)).toContain("sw-launch-stacking");
  });
});

describe("a mobile dog groomer with two half-empty weekdays (mobile-dog-groomer)", () => {
  const groomer = fixture("mobile-dog-groomer").answers;

  it("reads pet care as a booked trade that goes to its customers", () => {
    const r = readAnswers(groomer);
    expect(r.trade).toBe("pet");
    expect(r.visitsCustomers).toBe(true);
    expect(readAnswers({ ...groomer, productDescription: "Dog walking and pet sitting in Leeds, five dogs a day." }).trade).toBe("pet");
    // A plumber stays a plumber.
    expect(readAnswers(fixture("rural-plumber").answers).trade).toBe("service");
  });

  it("leads with filling the quiet weekdays, in words for a van, not a front desk", () => {
    const plan = buildPlan(groomer);
    expect(plan.tactics[0]?.name).toMatch(/^Fill the quiet weekday slots/);
    const text = JSON.stringify(plan.tactics[0]);
    expect(text).not.toMatch(/front desk|at the desk|in the chair|shop's phone/);
    expect(text).toMatch(/At the end of every visit/);
  });

  it("sets up her Google profile in words for any trade that visits its customers, not a plumber's in a village", () => {
    const profile = buildPlan(groomer).tactics.find((t) => /Google Business Profile/.test(t.name));
    const text = JSON.stringify(profile);
    expect(text).toMatch(/service-area business/);
    expect(text).toMatch(/Mobile pet groomer/);
    expect(text).not.toMatch(/Electrician|village|what was fixed/);
  });

  it("prefers the quiet-slots tactic only when the goal names quiet days", () => {
    expect(readAnswers(groomer).quietSlots).toBe(true);
    expect(readAnswers({ ...groomer, successMetrics: "Fill weekdays: 12 more grooms a week" }).quietSlots).toBe(true);
    expect(readAnswers({ ...groomer, successMetrics: "20 new clients within 3 months", challenges: "I have 2 hours a week." }).quietSlots).toBe(false);
  });

  it("reads a US state after the city as the United States, and names Nextdoor where her customers look", () => {
    expect(readAnswers(groomer).country).toBe("United States");
    const at = (localRegion: string) => readAnswers({ ...groomer, localRegion }).country;
    expect(at("Austin, TX")).toBe("United States");
    expect(at("Portland, Oregon")).toBe("United States");
    expect(at("Lisdoonvarna, County Clare")).toBe("Ireland");
    expect(at("Somewhere, or nearby")).toBeNull();
    expect(buildPlan(groomer).tactics.map((t) => t.name).join(" | ")).toMatch(/Nextdoor/);
  });

  it("keeps her 6 dogs a day in view, counted in bookings", () => {
    const r = readAnswers(groomer);
    expect(r.capacity?.phrase).toBe("6 dogs a day");
    const plan = buildPlan(groomer);
    expect(plan.strategySummary).toMatch(/grows only as far as you can do, 6 dogs a day: .*counts bookings against that ceiling/);
    expect(JSON.stringify(plan.timeline)).toMatch(/the week's bookings against what you can do \(6 dogs a day\)/);
  });

  it("reads ads that brought one-off bargain hunters as ads that did not work for her", () => {
    expect(readAnswers(groomer).avoid.map((o) => o.tag)).toContain("meta-ads");
    expect(buildPlan(groomer).strategySummary).toMatch(/You said "Paid Facebook ads brought people who wanted a \$40 bath and never booked again", so Facebook ads are left out\./);
  });

  it("signs her templates with the name she gave ('run by me (Maria)')", () => {
    expect(readAnswers(groomer).founderName).toBe("Maria");
    expect(JSON.stringify(buildPlan(groomer).tactics)).not.toMatch(/\{\{your name\}\}/);
  });

  it("calls her a groomer, and profiles dog owners, not households with something broken", () => {
    const profile = JSON.stringify(buildProfile(groomer));
    expect(profile).not.toMatch(/\ba dog grooming\b|something breaks|tradesperson|emergenc/i);
    expect(profile).toMatch(/Dog owners choose a local groomer/);
    expect(profile).toMatch(/Will my dog be calm with someone new\?/);
  });
});

describe("the mobile groomer's neighbourhood groups, in words for a trade that comes to you", () => {
  const groomer = fixture("mobile-dog-groomer").answers;
  const groups = () => defined(buildPlan(groomer).tactics.find((t) => /Facebook groups/.test(t.name)), "her Facebook groups tactic");

  it("offers a free slot and the areas she covers, and asks people to message her, not to pop by a shop", () => {
    const text = JSON.stringify(groups());
    expect(text).not.toMatch(/in the shop|pop by|Come and say hello|a small place/);
    expect(groups().template).toMatch(/message me to book/i);
    expect(groups().template).toMatch(/a free slot this week/);
    expect(groups().template).toMatch(/anywhere in Austin, Round Rock, Cedar Park and Pflugerville/);
    expect(groups().implementation.at(-1)).toMatch(/a free slot this week, a new area you cover/);
  });

  it("hands her review card over with the invoice or at the end of the visit, not with a receipt or a bag", () => {
    const reviews = defined(buildPlan(groomer).tactics.find((t) => /Google review/.test(t.name)), "her reviews tactic");
    expect(reviews.implementation.join(" ")).toMatch(/Put one card in the van, and hand one over with the invoice or at the end of the visit/);
    expect(JSON.stringify(reviews)).not.toMatch(/receipt or the bag/);
  });

  it("keeps the shop's words for a bakery customers walk into", () => {
    const bakery = renderLibraryTactic(defined(TACTIC_LIBRARY.find((t) => t.id === "local-facebook-groups-nextdoor"), "the groups tactic"), fixture("lyon-bakery").answers);
    expect(bakery.template).toMatch(/pop by/);
  });
});

describe("recurring tasks at the time the founder keeps for marketing", () => {
  const groomer = fixture("mobile-dog-groomer").answers;

  it("reads 'about 2 hours a week on Sunday evenings' as Sunday evening, and no slot when none is named", () => {
    expect(readAnswers(groomer).marketingSlot).toBe("Sunday evening");
    expect(readAnswers({ ...groomer, challenges: "I can give this about 3 hours a week, on Mondays." }).marketingSlot).toBe("Monday");
    expect(readAnswers(fixture("lyon-bakery").answers).marketingSlot).toBeNull();
    // Saturdays that are booked out are the business's days, not marketing's.
    expect(readAnswers({ ...groomer, challenges: "Saturdays are booked out for 5 weeks. I have about 2 hours a week." }).marketingSlot).toBeNull();
  });

  it("puts her weekly post, review replies and tracker on Sunday evenings, not Monday or Friday", () => {
    const plan = buildPlan(groomer);
    const tasks = plan.timeline.flatMap((p) => p.tasks);
    const steps = plan.tactics.flatMap((t) => [...t.implementation, ...t.resourcesNeeded]);
    for (const text of [...tasks, ...steps]) expect(text).not.toMatch(/\bevery (?:Monday|Friday)\b|Monday morning|ten minutes a day/i);
    expect(tasks[0]).toMatch(/fill it in every Sunday evening$/);
    expect(tasks.join("\n")).toMatch(/Every Sunday evening, publish one short post/);
    expect(tasks.join("\n")).toMatch(/Every Sunday evening, count the new Google reviews, read them all and reply to each one the same evening/);
  });

  it("leaves the days alone for a founder who names no time", () => {
    const tasks = buildPlan(fixture("lyon-bakery").answers).timeline.flatMap((p) => p.tasks);
    expect(tasks[0]).toMatch(/fill it in every Friday$/);
  });
});

describe("Ticktab at an hour a week", () => {
  const ticktab = fixture("freelancer-invoicing").answers;
  const oneHour = {
    ...ticktab,
    challenges:
      "I am a solo founder with a day job, so I have about an hour a week for marketing. Searches like 'freelance invoice template' are dominated by FreshBooks and Canva.",
  };

  it("keeps every step, resource and idea to a weekly pace: nothing daily, no posting three or four times a week", () => {
    expect(readAnswers(oneHour).weeklyHours).toBe(1);
    const plan = buildPlan(oneHour);
    const read = JSON.stringify({ tactics: plan.tactics.map((t) => [t.name, t.description, t.implementation, t.resourcesNeeded, t.successMetrics]), timeline: plan.timeline, ideas: plan.guerrillaTactics });
    expect(read).not.toMatch(/\b(?:minutes|questions?|posts?|comments|clips?) a day\b|three or four times a week|Three or four posts a week/i);
    const build = defined(plan.tactics.find((t) => /Build in public/.test(t.name)), "the build-in-public tactic");
    expect(build.implementation.join(" ")).toMatch(/Post once a week: the weekly update below, on the same day each week\./);
    expect(build.resourcesNeeded[0]).toMatch(/about 0\.5 hours a week/);
  });

  it("asks about an hour and a half in all, which the checker accepts, and says why each tactic runs weekly", () => {
    const plan = buildPlan(oneHour);
    expect(plan.strategySummary).toMatch(/the plan asks about 1\.5 hours a week once all of it runs/);
    expect(checkPlanQuality(oneHour, plan).filter((f) => f.rule === "time")).toEqual([]);
    expect(plan.tactics.some((t) => /this one runs at a weekly pace, about 0\.5 hours a week\./.test(t.description))).toBe(true);
  });

  it("keeps Ticktab's own ten hours at MVP (an hour a tactic while building) to a weekly pace too, and ten hours all for marketing at full pace", () => {
    const building = defined(buildPlan(ticktab).tactics.find((t) => /Build in public/.test(t.name)), "build in public at MVP");
    expect(building.implementation.join(" ")).toMatch(/Post once a week/);
    expect(building.implementation.join(" ")).not.toMatch(/minutes a day/);
    const forMarketing = buildPlan({ ...ticktab, challenges: "I have about ten hours a week for marketing." });
    expect(JSON.stringify(forMarketing.tactics.map((t) => t.implementation))).toMatch(/answer two questions a day|three or four times a week/);
  });
});

describe("how local customers choose and buy, in the emotion and logic engines, by kind of local business", () => {
  const examples = (a: PlanFormData) => {
    const { emotionEngine, logicEngine } = buildPlan(a).marketingEducation;
    return Object.fromEntries([...emotionEngine.levers, ...logicEngine.levers].map((l) => [l.name, l.example]));
  };

  it("a mobile groomer's are about dog owners and a visit at their door, not a plumber's homes and broken things", () => {
    const ex = examples(fixture("mobile-dog-groomer").answers);
    const all = Object.values(ex).join(" ");
    expect(all).not.toMatch(/in their home|what's wrong|turns up when|homes in|rang last time|ring round/);
    expect(ex.Identity).toBe("“Scrub Hub Mobile Grooming is for dog owners in Austin who want someone gentle and patient with their dog.”");
    expect(ex.Journey).toMatch(/comes to your door, and the next visit is booked before we leave/);
    expect(ex.Proof).toMatch(/dogs in Austin come back to Scrub Hub Mobile Grooming every few weeks/);
    expect(ex.Position).toMatch(/unlike the groomer they use now/);
  });

  it("a bookshop's are about advice and coming in, not a bakery's 'drop in and try'", () => {
    const ex = examples(fixture("smalltown-bookshop").answers);
    expect(ex.Journey).toBe("“Come into Wenlock Books, say what you need, and leave with books that suit you and someone to ask next time.”");
    expect(ex.Identity).toMatch(/who like advice from someone who knows books/);
    expect(Object.values(ex).join(" ")).not.toMatch(/Drop in|try paperback|five minutes from home/);
  });

  it("a clinic people book gets the next appointment, and the bakery keeps its own words", () => {
    const clinic = {
      ...fixture("smalltown-salon").answers,
      productName: "Calder Physio",
      productDescription: "Calder Physio is a physiotherapy clinic in Hebden Bridge with two physios, open six days a week.",
      audiencePersona: "Runners, walkers and office workers aged 30-70 in Hebden Bridge with back, knee and shoulder pain.",
    };
    expect(readAnswers(clinic).trade).toBe("health");
    expect(examples(clinic).Journey).toMatch(/book the next one before you leave/);
    expect(examples(fixture("lyon-bakery").answers).Identity).toMatch(/who like knowing who bakes their bread/);
  });
});

describe("what the founder rules out, in their words", () => {
  it("says a ruled-out channel once when their word is its name", () => {
    const plan = buildPlan(answers({ challenges: "I have about five hours a week. I do not want to do Instagram." }));
    expect(plan.strategySummary).toContain("Instagram is left out");
    expect(plan.strategySummary).not.toMatch(/Instagram is left out, and with it Instagram/);
  });
});

describe("Ledger & Larder, a two-person bookkeeping firm for Manchester restaurants, read as its founders would", () => {
  const firm = fixture("manchester-restaurant-bookkeeping").answers;

  it("names the rival in lower case inside a sentence, in capitals only where a sentence starts", () => {
    const text = JSON.stringify(buildPlan(firm));
    expect(text).toContain("unlike a general accountant, you can message us any day");
    expect(text).not.toContain("(A general accountant");
  });

  it("is a service sold to restaurants, not a restaurant, and its rival is the general accountant, not the Xero it works in", () => {
    const r = readAnswers(firm);
    expect(r.kind).toBe("b2b-smb");
    expect(r.services).toBe(true);
    expect(r.trade).toBeNull();
    expect(r.competitor).toBe("a general accountant");
    expect(r.budget).toEqual({ min: 0, max: 0 });
    // A local shop's customers are still local.
    expect(readAnswers(fixture("lyon-bakery").answers).kind).toBe("local");
  });

  it("gets a practice's plan (its suppliers, its clients' introductions), not a restaurant's pre-orders or software's trials, review sites, launch sites or LinkedIn", () => {
    const plan = buildPlan(firm);
    const names = plan.tactics.map((t) => t.name);
    expect(plan.strategySummary).toContain("Ledger & Larder is a two-person bookkeeping firm in Manchester that only works with independent restaurants, cafés and bars: owners choose on another owner's or a supplier's word");
    expect(names).toContain("Cards and a short talk with the suppliers and wholesalers who already deliver to independent restaurants, cafés and bars");
    expect(names).toContain("Every client asked once to pass one message to a mate, with a thank-you your professional body's rules allow");
    const text = JSON.stringify(plan.tactics);
    expect(text).not.toMatch(/holiday pre-orders|click-and-collect|delivery apps|G2|Capterra|BetaList|LinkedIn|free trial|free account|a free month|data migration/i);
    const suppliers = defined(plan.tactics.find((t) => /suppliers and wholesalers/.test(t.name)), "the suppliers tactic");
    expect(suppliers.template).toMatch(/Could your reps hand our card to owners who grumble about their margins/);
  });

  it("reads a design studio for hire as a service too: no free set-up, data migration or trial for a studio's clients", () => {
    const studio = {
      ...firm,
      productName: "Northbound Studio",
      productDescription: "A three-person brand and web design studio in Leeds building brands and Webflow sites for B2B tech startups, projects from £8,000.",
      audiencePersona: "Founders and heads of marketing at seed to Series A B2B software companies in the UK who have outgrown their first website.",
    };
    expect(readAnswers(studio).services).toBe(true);
    expect(JSON.stringify(buildPlan(studio).tactics)).not.toMatch(/data migration|a trial they can start|free trial/i);
  });

  it("hates cold calling, so no unannounced walk-in visits either: walking in is a cold call made in person", () => {
    const plan = buildPlan(firm);
    expect(plan.strategySummary).toContain('You said "We both hate cold calling and will not do it", so cold calling is left out.');
    expect(plan.tactics.map((t) => t.name)).not.toContain("In-person visits to businesses in one neighbourhood");
    // Owners are reached through their suppliers' reps, asked for ten minutes, never walked in on.
    expect(JSON.stringify(plan.tactics)).not.toMatch(/visit eight to ten|walk in|doors?\b/i);
    expect(JSON.stringify(plan.tactics)).toContain("Ask each rep or account manager for ten minutes");
  });
});

describe("Luz de Alfama, a freelance wedding photographer in Lisbon, read as she would", () => {
  const ines = fixture("lisbon-wedding-photographer").answers;

  it("is a wedding photographer who goes to her couples, writing for Portuguese couples and couples from abroad", () => {
    const r = readAnswers(ines);
    expect(r.trade).toBe("events");
    expect(r.visitsCustomers).toBe(true);
    expect(r.language).toBe("Portuguese and English");
    // "Instagram ads never worked for me": the ads are out, not her own posts.
    expect(r.avoid.map((o) => o.tag)).toEqual(["meta-ads"]);
    expect(r.founderName).toBe("Inês Carvalho");
  });

  it("gets the venues' and planners' lists, whole weddings by venue, a review with every gallery, referrals, same-day replies and her Google profile; no shop, regulars, neighbours or a shop's Instagram", () => {
    const plan = buildPlan(ines);
    expect(plan.tactics.map((t) => t.name)).toEqual([
      "On the recommended list of the venues and planners couples ask",
      "One real wedding in full for each venue you work at, sent with every reply",
      "A review from every couple when the gallery is delivered",
      "Referrals from DJs and bands, planners, florists and venue coordinators, returned in kind",
      "Every enquiry answered the same day, with the date checked and a call offered",
      "Google Business Profile, complete and posted to weekly",
    ]);
    // Her four hours a week hold them all, and nothing asks her for a fair or an off-peak price she never mentioned.
    expect(plan.strategySummary).toContain("the plan keeps to about 4 hours a week in all");
    expect(JSON.stringify(plan.tactics)).not.toMatch(/wedding fairs?|off-peak/i);
    const text = JSON.stringify(plan.tactics);
    expect(text).not.toMatch(/\btill\b|regulars|\bneighbours?\b|new home|free slot this week|pop by|counter|gluten|Instagram|something breaks|two to four new Google reviews a week/i);
    expect(plan.strategySummary).toContain("write every template in Portuguese and English");
    const venues = plan.tactics[0]!;
    expect(venues.template).toMatch(/Do you keep a list of suppliers you recommend to couples\?/);
    expect(venues.implementation[0]).toMatch(/ten more in Lisbon, Sintra and Cascais/);
    expect(plan.tactics[2]!.template).toMatch(/^Language: write this in Portuguese and English[\s\S]*Subject: Your wedding gallery is ready/);
    expect(plan.tactics[1]!.template).toMatch(/40 to 60 frames in the order of the day/);
    expect(plan.tactics[4]!.template).toContain("Prices start at €1,900");
  });

  it("profiles couples who book once, months ahead, from their venue's list, not clients who want a weekday slot", () => {
    const profile = buildProfile(ines);
    expect(profile.buyingProcess).toMatch(/from their venue, their planner, a directory or a recently married friend/);
    expect(profile.objections.join(" ")).toMatch(/Are you free on our date\?/);
    expect(JSON.stringify(profile)).not.toMatch(/slot when I'm not at work|same place for years|reminder the day before/);
    const { logicEngine } = buildPlan(ines).marketingEducation;
    expect(logicEngine.levers.find((l) => l.name === "Journey")?.example).toMatch(/Send Luz de Alfama Photography your date/);
    expect(logicEngine.description).toMatch(/on the first call with a couple/);
  });
});

describe("Inês's guerrilla ideas are a wedding photographer's, not a plumber's or a market stall's", () => {
  it("swaps booked dates with other photographers and answers enquiries with a full gallery; no fridge magnet, van doors or market morning", () => {
    const ideas = buildPlan(fixture("lisbon-wedding-photographer").answers).guerrillaTactics;
    const names = ideas.map((i) => i.name);
    expect(names).toContain("A date swap with wedding photographers you trust");
    expect(names).toContain("A full gallery for every enquiry");
    expect(JSON.stringify(ideas)).not.toMatch(/fridge|boiler|van|market morning|regulars|by the till/i);
    // The groomer who comes to her customers keeps the magnet, left after a groom, with no boiler cupboard.
    const groomer = buildPlan(fixture("mobile-dog-groomer").answers).guerrillaTactics;
    expect(groomer.map((i) => i.name)).toContain("A fridge magnet after every groom");
    expect(JSON.stringify(groomer)).not.toMatch(/boiler|something breaks|\bjob\b/);
    // The plumber keeps his.
    expect(buildPlan(fixture("rural-plumber").answers).guerrillaTactics.map((i) => i.name)).toContain("A fridge magnet after every job");
  });
});

describe("Ledger & Larder's customer profile: owners who hand over the books for a monthly fee", () => {
  it("profiles evenings back and no surprises, in their size (5-40 staff), not a consultant's one-off project", () => {
    const profile = buildProfile(fixture("manchester-restaurant-bookkeeping").answers);
    const text = JSON.stringify(profile);
    expect(profile.demographics).toContain("Organisation: Businesses with 5-40 staff");
    expect(text).not.toMatch(/5-200 employees|improvement projects|no time for a project|fixed-price first project|own premises, not reports/);
    expect(profile.objections.join(" ")).toMatch(/Can I trust you with access to our bank\?/);
    expect(profile.buyingProcess).toMatch(/checks what the monthly fee covers/);
    // A consulting firm selling projects keeps the project profile.
    expect(JSON.stringify(buildProfile(fixture("consulting-firm").answers))).toMatch(/fixed-price first project/);
  });
});

describe("a budget the founder states in her own currency", () => {
  it("reads 'The budget is €150 a month' as €150 inside 'under $500', and says it in her words", () => {
    const ines = fixture("lisbon-wedding-photographer").answers;
    // Kept in dollars inside Liftoff (€150 is about $163 at the rough rates), said back in euros.
    expect(readAnswers(ines).budget).toEqual({ min: 0, max: 163, said: "€150 a month" });
    const plan = buildPlan(ines);
    expect(plan.strategySummary).toContain("With a budget of €150 a month and 13 weeks");
    const spend = plan.tactics.reduce((sum, t) => sum + Number(/about €(\d+) a month/.exec(t.resourcesNeeded[0] ?? "")?.[1] ?? 0), 0);
    expect(spend).toBeGreaterThan(0);
    expect(spend).toBeLessThanOrEqual(150);
    // A figure above the range's top is not a narrower budget.
    expect(readAnswers({ ...ines, challenges: "We can spend $800 a month on marketing." }).budget).toEqual({ min: 0, max: 500 });
    // Rupees too: a Pune founder's "₹25,000 a month" is about $300, said back in rupees.
    const pune = readAnswers({ ...ines, specificCountry: "India", challenges: "We can spend ₹25,000 a month." });
    expect(pune.budget).toEqual({ min: 0, max: expect.any(Number), said: "₹25,000 a month" });
    expect(pune.budget.max).toBeLessThan(500);
  });
});

describe("buyers who are only free at one time of day", () => {
  it("puts Ledger & Larder's calls and meetings between 3pm and 5pm, when restaurant owners are free", () => {
    const firm = fixture("manchester-restaurant-bookkeeping").answers;
    expect(readAnswers(firm).customersFree).toBe("between 3pm and 5pm");
    const plan = buildPlan(firm);
    const meeting = plan.tactics.filter((t) => /propose every call and meeting in that window/.test(t.description));
    expect(meeting.length).toBeGreaterThanOrEqual(2);
    for (const t of meeting) expect(t.description).toMatch(/Your buyers are only free between 3pm and 5pm/);
    // Nobody else is given a window they did not name.
    expect(readAnswers(fixture("dental-saas").answers).customersFree).toBeNull();
    expect(JSON.stringify(buildPlan(fixture("dental-saas").answers).tactics)).not.toMatch(/only free between/);
  });
});

describe("a local business is called what it is in the strategy", () => {
  it("names the trade in the founder's word (a bakery, a plumber, a mobile groomer, a wedding photographer), not 'a local shop or service'", () => {
    const opening = (id: string) => buildPlan(fixture(id).answers).strategySummary;
    expect(opening("lyon-bakery")).toContain("Maison Dupont is a bakery for people in Croix-Rousse, Lyon.");
    expect(opening("rural-plumber")).toContain("Walsh Plumbing & Heating is a plumber for people in North County Clare.");
    expect(opening("mobile-dog-groomer")).toContain("Scrub Hub Mobile Grooming is a mobile groomer for people in Austin, Texas.");
    // Her couples are who she photographs, not everyone in Lisbon.
    expect(opening("lisbon-wedding-photographer")).toContain("Luz de Alfama Photography is a wedding photographer for couples getting married in Lisbon, Portugal: couples book one once, 9-14 months ahead");
    // "A small shop" says no more than the label.
    expect(opening("student-bike-shop")).toContain("is a local shop or service for students in Leuven");
  });
});

describe("the Google profile steps fit a photographer, and keep the van for those who have one", () => {
  const profileOf = (id: string) => {
    const profile = defined(buildPlan(fixture(id).answers).tactics.find((t) => /Google Business Profile/.test(t.name)), id);
    return [profile.description, ...profile.implementation, ...profile.resourcesNeeded, profile.template, profile.marketingWisdom ?? ""].join("\n");
  };

  it("Inês films her camera kit and shows weddings, not a van or jobs", () => {
    const ines = profileOf("lisbon-wedding-photographer");
    expect(ines).not.toMatch(/\bvan\b|\bjobs?\b|before-and-after/);
    expect(ines).toContain("Google may ask you to film your camera kit, your editing set-up or your paperwork");
    expect(ines).toContain("add ten real photos: you at work, your camera kit, the best frames of whole weddings");
    expect(ines).toContain("from the first message to the finished gallery");
  });

  it("the plumber and the groomer still film their vans", () => {
    for (const id of ["rural-plumber", "mobile-dog-groomer"]) {
      const text = profileOf(id);
      expect(text, id).toContain("Google may ask you to film your van, your equipment or your paperwork");
      expect(text, id).toContain("you at work, your van or your kit");
    }
  });
});

describe("Ledger & Larder's first conversation is a free check that ends with the monthly fee, not a pre-order", () => {
  it("the check's result offers what a practice sells: the monthly work at its fee", () => {
    const plan = buildPlan(fixture("manchester-restaurant-bookkeeping").answers);
    const check = defined(plan.tactics.find((t) => /food and staff cost check/.test(t.name)), "the free check");
    const text = [check.description, ...check.implementation, ...check.successMetrics, check.template].join("\n");
    expect(text).not.toMatch(/pre-order|onboarding screen|I'm building/i);
    expect(check.template).toContain("we do weekly bookkeeping, VAT returns, payroll and a monthly one-page report on food and staff costs for £250 a month, fixed");
    expect(check.successMetrics).toContain("One check in three becomes a client at £250 a month");
  });
});

describe("Puente's strategy says the two decisions its tactics make, and its templates start in Spanish", () => {
  const plan = buildPlan(fixture("language-app").answers);

  it("the strategy names free reminders before paid WhatsApp ones, and Spanish-speaking countries before Brazil", () => {
    expect(plan.strategySummary).toContain(
      'Two decisions run through these tactics: reminders go by free push notifications, email and in-app messages before any paid WhatsApp message, because you said "Every WhatsApp reminder costs us money"; and Mexico, Colombia, Argentina and Peru come first, in Spanish, and Brazil is added once a Portuguese speaker on the team or a partner there checks every word in Portuguese.',
    );
    expect(plan.strategySummary).not.toMatch(/write every template in Spanish \(Portuguese for Brazil\)/);
  });

  it("no template tells them to write in Portuguese for Brazil from day one", () => {
    expect(JSON.stringify(plan.marketingEducation)).toContain("write the final lines in Spanish, in their words, and in Portuguese once Brazil is added");
    for (const t of plan.tactics) {
      expect(t.template, t.name).not.toMatch(/Spanish \(Portuguese for Brazil\)/);
      expect(t.template, t.name).toMatch(
        /^Language: write this in Spanish for customers in Mexico, Colombia, Argentina and Peru; a Portuguese version for Brazil waits until Brazil is added and a Portuguese speaker has checked every word\./,
      );
    }
  });
});

describe("the groomer's visits are grooms, not a tradesperson's jobs", () => {
  it("posts a before-and-after of a recent groom on her Google profile and talks to owners after a groom in her toolkit", () => {
    const answers = fixture("mobile-dog-groomer").answers;
    const plan = buildPlan(answers);
    const profile = defined(plan.tactics.find((t) => /Google Business Profile/.test(t.name)), "Google profile");
    const text = [profile.description, ...profile.implementation, ...profile.resourcesNeeded, profile.template, profile.marketingWisdom ?? ""].join("\n");
    expect(text).toContain("one before-and-after photo of a recent groom");
    expect(text).toContain("Want the same for your dog? Call or text");
    expect(text).not.toMatch(/\bjobs?\b|something similar/);
    const toolkit = JSON.stringify(toolkitFor(readAnswers(answers), { product: answers.productName }));
    expect(toolkit).toContain("each owner after a groom");
    expect(toolkit).not.toMatch(/\bjobs?\b/);
    // The plumber's profile keeps his jobs.
    const plumber = JSON.stringify(buildPlan(fixture("rural-plumber").answers).tactics);
    expect(plumber).toMatch(/\bjob\b/);
    expect(plumber).not.toMatch(/\bgroom\b/);
  });
});
