import { describe, expect, it } from "vitest";
import { buildPlan, buildProfile } from "~/generation/planner";
import { readClosedMonths, utcDay } from "~/plan-quality/calendar";
import { checkPlanQuality, type CheckedPlan } from "~/plan-quality/checker";
import { readAnswers } from "~/plan-quality/reading";
import { planToMarkdown } from "~/plan-view/markdown.server";
import type { PlanFormData } from "~/wizard/types";
import { BUSINESS_FIXTURES, fixture } from "../support/business-fixtures";
import { FIXED_PLAN_DAY } from "../support/plan-day";
import { checkedTactic, promptText } from "../support/plan-checks";

/*
 * Ledgerline, a two-person accounting practice in Leeds for electricians, plumbers and builders: bookkeeping,
 * VAT, CIS refunds and the self-assessment return for a fixed £95 a month; receipts come as photos on WhatsApp.
 * Its clients find an accountant through a mate or the builders' merchant counter and are on Facebook and
 * WhatsApp, not LinkedIn; January is chaos with tax returns, and Google Ads cost £14 a click for people after
 * free advice. Goal: 40 new monthly clients by the end of May. Each test reads what Priya would read in a plan
 * made on Monday 4 January 2027.
 */

const ledgerline = fixture("leeds-trades-accountants").answers;
const reading = readAnswers(ledgerline, FIXED_PLAN_DAY);
const plan = buildPlan(ledgerline, FIXED_PLAN_DAY);
const profile = buildProfile(ledgerline);
const markdown = planToMarkdown(plan, profile, ledgerline, FIXED_PLAN_DAY);
const names = plan.tactics.map((t) => t.name);
const textOf = (p: typeof plan) => p.tactics.map((t) => [t.name, t.why, t.description, ...t.implementation, ...t.resourcesNeeded, t.template].join("\n")).join("\n");
const tacticText = textOf(plan);
const tactic = (start: string) => plan.tactics.find((t) => t.name.startsWith(start))!;

describe("reading an accounting practice", () => {
  it("reads the practice, its clients, the CIS, the fee's cover, the team and the goal", () => {
    expect(reading.accounting).toEqual({
      word: "accounting practice",
      role: "accounts",
      clients: "electricians, plumbers and builders",
      niche: "trades",
      rules: "uk",
      cis: true,
      covers: "bookkeeping, VAT returns, CIS refunds and the self-assessment tax return",
      team: 2,
      goalCount: 40,
      byMonth: "May",
      current: null,
      founderTitle: "chartered accountant",
      insider: { name: "Dan", was: "was a sparky for ten years" },
      whatsapp: true,
      facebook: true,
      adsFailed: true,
      freeSeekers: true,
      city: "Leeds",
    });
    expect(reading.audience).toBe("tradespeople");
  });

  it("hears January, LinkedIn and the £14 clicks", () => {
    expect(reading.closedMonths).toEqual({ months: ["January"], quote: "January is chaos with tax returns so we can't do any marketing in January", weeks: [1, 2, 3, 4] });
    expect(reading.avoid.map((o) => o.tag)).toEqual(["linkedin", "google-ads"]);
  });

  it("fires for the two practices among the fixtures only; the mortgage broker stays an adviser", () => {
    const fired = BUSINESS_FIXTURES.filter((f) => readAnswers(f.answers, FIXED_PLAN_DAY).accounting).map((f) => f.id);
    expect(fired).toEqual(["manchester-restaurant-bookkeeping", "leeds-trades-accountants"]);
    const broker = readAnswers(fixture("bristol-mortgage-broker").answers, FIXED_PLAN_DAY);
    expect(broker.adviser).not.toBeNull();
    expect(broker.accounting).toBeNull();
  });

  it("leaves software for accountants and a writer who is not one alone", () => {
    const app = { ...ledgerline, productDescription: `A receipt-scanning app for accountants and bookkeepers in the UK. ${ledgerline.productDescription}` };
    expect(readAnswers(app, FIXED_PLAN_DAY).accounting).toBeNull();
    const writer = { ...ledgerline, productDescription: `I am not an accountant: a newsletter about money for tradespeople. ${ledgerline.productDescription}` };
    expect(readAnswers(writer, FIXED_PLAN_DAY).accounting).toBeNull();
  });
});

describe("closed months", () => {
  const jan = FIXED_PLAN_DAY;
  it("reads a month, two months or a run, as the founder says it, and the plan's weeks in them", () => {
    expect(readClosedMonths("We can't do any marketing in January.", jan, 21)?.weeks).toEqual([1, 2, 3, 4]);
    expect(readClosedMonths("February to April is chaos with returns so no marketing then.", jan, 26)).toMatchObject({ months: ["February", "March", "April"], weeks: [5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17] });
    expect(readClosedMonths("No marketing in March and April, we are flat out.", jan, 26)?.months).toEqual(["March", "April"]);
  });

  it("leaves seasons, the verb 'may' and a plan with no weeks left alone", () => {
    expect(readClosedMonths("Only a few hours a week in winter, none in summer.", jan, 26)).toBeNull();
    expect(readClosedMonths("It may be chaos but we can do it.", jan, 26)).toBeNull();
    expect(readClosedMonths("January is chaos.", jan, 4)).toBeNull();
  });
});

describe("Ledgerline's plan", () => {
  it("is made of a practice's tactics: the free check, the trade counters and the clients' mates first", () => {
    expect(names).toEqual([
      "A free CIS refund check: tradespeople send photos of their CIS statements, you tell them what they are owed",
      "A card on the trade counter and a breakfast talk at the builders' merchants and electrical wholesalers where tradespeople already go",
      "Every client asked once to pass one message to a mate, with a thank-you your professional body's rules allow",
      "Plain answers in the Facebook groups where tradespeople ask about tax, from Dan, without selling",
      "A fixed-fee page in plain words: what £95 a month covers, what costs extra, and the switch from their old accountant done for them",
      "The tax year as your calendar: late returns in February, CIS refunds from 6 April and a mate told when each refund lands",
      "A Google Business Profile found for 'accountant for electricians Leeds', with reviews from clients",
      "One client's story with one number, told with their written permission",
    ]);
  });

  it("leaves out the SaaS plan it used to get: trade show, LinkedIn, founder emails, visits to 'who decides on software', search ads", () => {
    expect(tacticText).not.toMatch(/trade show|linkedin|emails? to 5 businesses|who decides on software|offline demo|free trial|google ads|search ads/i);
    expect(markdown).not.toMatch(/trade show|cost calculator|teardown of a typical week|demo day|small business owners/i);
  });

  it("keeps January for the tax returns: nothing in weeks 1-4, everything from Monday 1 February", () => {
    expect(plan.timeline[0]).toEqual({
      title: "January: tax returns only, no marketing",
      weeks: "Weeks 1-4",
      tasks: ["You said \"January is chaos with tax returns so we can't do any marketing in January\": nothing in this plan is scheduled in weeks 1-4; it starts on Monday 1 February"],
    });
    expect(plan.timeline[1]!.weeks).toBe("Weeks 5-8");
    expect(plan.timeline[1]!.tasks[0]).toMatch(/^Set up a one-page weekly tracker/);
    expect(plan.timeline[1]!.tasks.join("\n")).toContain("In early February, tell the builders' merchants and electrical wholesalers, the groups and your clients that a missed 31 January is not the end");
    expect(plan.timeline.at(-1)!.tasks.at(-1)).toMatch(/^By the end of May \(week 21\), review the results/);
    expect(plan.strategySummary).toContain("so the plan leaves January (weeks 1-4) to tax returns and starts on Monday 1 February.");
    expect(plan.strategySummary).toContain("starting with quick wins in the first two weeks from Monday 1 February.");
  });

  it("does the goal's arithmetic in fees, weeks, checks and onboarding", () => {
    expect(plan.strategySummary).toContain("At £95 a month, that is £3,800 a month in fees (£45,600 a year) once they are all on board.");
    expect(plan.strategySummary).toContain("With January kept for tax returns, they come in the 17 weeks from Monday 1 February: about two or three a week, about 10 a month.");
    expect(plan.strategySummary).toContain("so that is about 120 checks, about seven a week");
    expect(plan.strategySummary).toContain("check that the two of you have those hours beside the work you already do");
  });

  it("listens: no LinkedIn, no Google Ads, and where those searches go instead", () => {
    expect(plan.strategySummary).toContain("not LinkedIn\", so LinkedIn is left out.");
    expect(plan.strategySummary).toContain("paid £14 a click for people looking for free advice\", so Google Ads are left out.");
    expect(plan.strategySummary).toContain("so it draws people with paperwork, not people after free advice");
    expect(plan.strategySummary).toContain("exact phrases only, 'free', 'template', 'HMRC', 'helpline', 'jobs', 'course' and 'software' as negative keywords, judged by checks booked, not clicks");
  });

  it("gives templates ready to send, in the trade's words, with only the unknowables left as slots", () => {
    const check = tactic("A free CIS refund check");
    expect(check.template).toContain("Thanks for sending photos of your CIS statements.");
    expect(check.template).toContain("we do bookkeeping, VAT returns, CIS refunds and the self-assessment tax return for £95 a month, fixed, and we'd file your return as soon as the tax year ends on 5 April");
    const counter = tactic("A card on the trade counter");
    expect(counter.description).toContain("for example Travis Perkins, Jewson or an independent yard");
    expect(counter.description).toContain("as examples to check with your own clients");
    expect(counter.implementation.join(" ")).toContain("Print 200 cards: who you are (Priya, a chartered accountant, and Dan, who was a sparky for ten years)");
    expect(counter.template).toContain("Could we leave a small stack of cards by the till?");
    const referral = tactic("Every client asked once");
    expect(referral.implementation[0]).toContain("Check what the rules of your professional body (ICAEW or ACCA, for example) say about rewarding introductions");
    expect(referral.template).toContain("\"My accountant is Ledgerline: a two-person accounting practice in Leeds for electricians, plumbers and builders.");
    expect(referral.template).toContain("if you send photos of your CIS statements: WhatsApp {{your number}}");
    const page = tactic("A fixed-fee page");
    expect(page.template).toContain("- Bookkeeping\n- VAT returns\n- CIS refunds\n- The self-assessment tax return");
    expect(page.template).toContain("2. We write to your old accountant for the handover, so you don't have to.\n3. You authorise us as your agent with HMRC (we send you the link).");
    const groups = tactic("Plain answers in the Facebook groups");
    expect(groups.description).toContain("as Dan, who was a sparky for ten years");
    expect(groups.template).toContain("I'm Dan at Ledgerline");
    expect(tacticText).not.toMatch(/(?<!\{)\{[a-zA-Z]+\}(?!\})/);
  });

  it("describes tradespeople who keep receipts in the van and choose on a mate's word", () => {
    expect(profile.overview).toContain("Tradespeople choose an accountant once and stay for years: on a mate's word or a name from the trade counter");
    expect(profile.objections.join(" ")).toContain("Do you actually know how the trade works?");
    expect(profile.painPoints.join(" ")).toContain("CIS taken off their pay that they never claim back");
    expect(profile.buyingProcess).toContain("sends a photo of their paperwork for the free check");
  });

  it("gives a practice's quick wins, toolkit, tips and Marketing Model", () => {
    expect(plan.guerrillaTactics.map((t) => t.name)).toEqual([
      "Ask the two builders' merchants and electrical wholesalers your clients use most for ten minutes this week",
      "Answer three questions in a Facebook group this week, as Dan",
      "Ask your three happiest clients to pass your name to one mate each",
      "Tell every client owed a CIS refund that their return goes in the week after 5 April",
    ]);
    expect(markdown).toContain("Never cold: every first message answers something tradespeople asked or sent");
    expect(markdown).toContain("Take on only as many new clients a month as the two of you can onboard well");
    expect(markdown).toContain("Ledgerline is the accounting practice with Dan, who was a sparky for ten years, on the team, for £95 a month, fixed");
    expect(markdown).toContain("Send Ledgerline a photo of your CIS statements tonight; by Friday you'll know what's coming back.");
  });

  it("passes the checker", () => {
    expect(checkPlanQuality(ledgerline, plan, reading)).toEqual([]);
  });

  it("tells the AI it is a practice, with January kept free and the arithmetic", () => {
    const prompt = promptText(ledgerline);
    expect(prompt).toContain("- No marketing in January (weeks 1-4; they said: \"January is chaos with tax returns so we can't do any marketing in January\")");
    expect(prompt).toContain("- An accounting practice (a practice selling its people's work to electricians, plumbers and builders), not a SaaS company");
    expect(prompt).toContain("cards and a short talk at the builders' merchants and electrical wholesalers where they already go");
    expect(prompt).toContain("£3,800 a month in fees");
  });
});

describe("Ledgerline's plan made in November", () => {
  // Made on Monday 2 November 2026 for "the end of March": January falls in the middle of the plan.
  const day = utcDay(2026, 10, 2);
  const november = { ...ledgerline, successMetrics: "40 new monthly clients by the end of March" };
  const p = buildPlan(november, day);

  it("keeps January free in the middle, picks up on 1 February, and times its messages to the months around it", () => {
    const titles = p.timeline.map((ph) => `${ph.title} (${ph.weeks})`);
    expect(titles).toContain("January: tax returns only, no marketing (Weeks 10-13)");
    const january = p.timeline.find((ph) => ph.title.startsWith("January"))!;
    expect(january.tasks).toEqual([expect.stringContaining("nothing in this plan is scheduled in weeks 10-13; it picks up again on Monday 1 February")]);
    expect(p.tactics.map((t) => t.name)).toContain("The tax year as your calendar: the last new returns before January, late returns in February and CIS refunds from 6 April");
    const first = p.timeline[0]!.tasks.join("\n");
    expect(first).toContain("In early November, tell every enquiry the last date you can take on a new return before 31 January");
    expect(p.strategySummary).toContain("so the plan leaves January (weeks 10-13) to tax returns and picks up again on Monday 1 February.");
    expect(checkPlanQuality(november, p, readAnswers(november, day))).toEqual([]);
  });
});

describe("the checker on a practice's plan", () => {
  it("flags the SaaS plan Ledgerline used to get", () => {
    const saas: CheckedPlan = {
      tactics: [
        checkedTactic({ name: "Walk the industry trade show with meetings booked ahead", description: "Walk the trade show your buyers attend and book meetings." }),
        checkedTactic({ name: "Founder emails to 5 businesses a day", description: "Founder emails to 5 businesses a day, each with a trigger you noticed." }),
        checkedTactic({ name: "Founder posts on LinkedIn, three a week", description: "Post on LinkedIn three times a week." }),
      ],
      timeline: [{ title: "Set up and first quick wins", weeks: "Weeks 1-5", tasks: ["Book the trade show pass"] }],
    };
    const findings = checkPlanQuality(ledgerline, saas, reading);
    expect(findings.filter((f) => f.rule === "channel-fit").map((f) => (f.target.kind === "tactic" ? f.target.index : -1))).toEqual([0, 1, 2]);
    expect(findings.some((f) => f.rule === "challenge" && f.target.kind === "tactic" && f.reason.startsWith("Relies on LinkedIn"))).toBe(true);
    expect(findings.find((f) => f.target.kind === "timeline")?.reason).toBe("Schedules work in weeks 1-4, in January, but you said: \"January is chaos with tax returns so we can't do any marketing in January\"");
    expect(findings.filter((f) => f.target.kind === "plan").map((f) => f.note)).toEqual(["No first step", "No client referrals", "No partners where clients go"]);
  });

  it("leaves another kind's trade show and January alone", () => {
    const show: CheckedPlan = { tactics: [checkedTactic({ name: "Trade show", description: "Walk the dental trade show." })], timeline: [{ title: "Start", weeks: "Weeks 1-4", tasks: ["Book the pass"] }] };
    expect(checkPlanQuality(fixture("dental-saas").answers, show).filter((f) => /January|first step|referrals/i.test(f.reason))).toEqual([]);
  });
});

/*
 * Ledger & Larder, a two-person bookkeeping firm in Manchester for independent restaurants, cafés and bars, from
 * £250 a month, no ad budget, no cold calling, owners free only between 3pm and 5pm: a hospitality practice's plan.
 */
describe("a bookkeeping firm for restaurants", () => {
  const larder = fixture("manchester-restaurant-bookkeeping").answers;
  const p = buildPlan(larder, FIXED_PLAN_DAY);
  const text = textOf(p);

  it("gets a practice's plan in a kitchen's words, with no tax returns it does not file", () => {
    expect(p.tactics.map((t) => t.name)).toEqual([
      "A free food and staff cost check: owners send last month's till report and supplier invoices, you tell them where the money went",
      "Cards and a short talk with the suppliers and wholesalers who already deliver to independent restaurants, cafés and bars",
      "Every client asked once to pass one message to a mate, with a thank-you your professional body's rules allow",
      "A fixed-fee page in plain words: what £250 a month covers, what costs extra, and the switch from their old accountant done for them",
      "The tax year as your calendar: the quiet weeks of January, a clean start on 6 April and the new wage rates in April",
      "A Google Business Profile found for 'bookkeeper for restaurants Manchester', with reviews from clients",
      "One client's story with one number, told with their written permission",
    ]);
    expect(text).toContain("\"My bookkeeper is Ledger & Larder");
    expect(text).toContain("your professional body (AAT or ICB, for example)");
    expect(text).toContain("- Payroll\n- A monthly one-page report on food and staff costs");
    expect(text).toContain("Your buyers are only free between 3pm and 5pm");
    expect(text).not.toMatch(/late return|CIS|Facebook|cold[- ]call|advisory|trade show/i);
    expect(p.strategySummary).toContain("At £250 a month, that is £3,000 a month in fees (£36,000 a year) once they are all on board. Over 26 weeks, that is about one every two weeks");
    expect(checkPlanQuality(larder, p)).toEqual([]);
  });
});

/*
 * A US tax preparer for rideshare and delivery drivers in Houston, with February to April closed for returns:
 * the US's dates and rules, drivers' own partners, and the months they named kept free in the middle of the plan.
 */
describe("a US tax preparer for drivers", () => {
  const mileage: PlanFormData = {
    ...ledgerline,
    productName: "Mileage & Co",
    productType: "subscription",
    productStage: "launched",
    productDescription: "A one-person tax preparation business in Houston for rideshare and delivery drivers: individual returns, quarterly estimates and a mileage log check for $45 a month. I'm Ana, an enrolled agent; I drove for Uber for three years before that.",
    audienceType: "b2c-niche",
    audienceGeography: "local",
    localRegion: "Houston, Texas",
    audiencePersona: "Uber, Lyft and DoorDash drivers aged 25-60 who get 1099s, never track mileage and owe money every April. They talk in driver Facebook groups and at the airport waiting lot.",
    budgetRange: "bootstrapped",
    skills: ["sales"],
    successMetrics: "60 new monthly clients by the end of October",
    challenges: "February to April is chaos with returns so we can't do any marketing then. Flyers at gas stations got nothing.",
  };
  const r = readAnswers(mileage, FIXED_PLAN_DAY);
  const p = buildPlan(mileage, FIXED_PLAN_DAY);
  const text = textOf(p);

  it("reads a tax preparer under the US's rules, with the founder's own driving behind it", () => {
    expect(r.accounting).toMatchObject({ word: "tax preparation business", role: "tax", niche: "drivers", rules: "us", founderTitle: "enrolled agent", insider: { name: null, was: "drove for Uber for three years" } });
  });

  it("gets the US's dates, its own partners and friends, not HMRC, CIS or mates", () => {
    expect(p.tactics.map((t) => t.name)).toContain("Cards at the mechanics, car washes and rental firms drivers already use");
    expect(text).toContain("In early January, tell every client what to send and by when (W-2s and 1099s arrive by January 31)");
    expect(text).toContain("Check what IRS Circular 230 allows for referral rewards");
    expect(text).toContain("the switch from their old tax preparer done for them");
    expect(text).not.toMatch(/HMRC|\bCIS\b|£|\bmate\b|solicitor|merchant|flyers?/i);
  });

  it("keeps February to April for returns in the middle of the plan, and counts the weeks around them", () => {
    const closed = p.timeline.find((ph) => ph.title.startsWith("February, March and April"))!;
    expect(closed).toEqual({ title: "February, March and April: returns only, no marketing", weeks: "Weeks 5-17", tasks: [expect.stringContaining("nothing in this plan is scheduled in weeks 5-17; it picks up again on Monday 3 May")] });
    expect(p.strategySummary).toContain("With February, March and April kept for returns, they come in the 30 weeks around them");
    expect(checkPlanQuality(mileage, p, r)).toEqual([]);
  });
});
