import { describe, expect, it } from "vitest";
import { buildPlan, buildProfile } from "~/generation/planner";
import { adviserWordOf } from "~/plan-quality/advisers";
import { checkPlanQuality, type CheckedPlan } from "~/plan-quality/checker";
import { readAnswers } from "~/plan-quality/reading";
import { planToMarkdown } from "~/plan-view/markdown.server";
import { BUSINESS_FIXTURES, fixture } from "../support/business-fixtures";
import { FIXED_PLAN_DAY } from "../support/plan-day";
import { checkedTactic, promptText } from "../support/plan-checks";

/*
 * Harbour Mortgages, a one-person mortgage broker in Bristol and Bath for first-time buyers and the
 * self-employed, FCA-authorised through a network and paid by lender commission, typed "web app" on the form.
 * Comparison sites and big online brokers outspend him on Google; bought leads were sold to five brokers at
 * once and he will not buy leads again. The goal: 8 completed mortgages a month by September. Each test reads
 * what its founder would read in a plan made on Monday 4 January 2027.
 */

const harbour = fixture("bristol-mortgage-broker").answers;
const reading = readAnswers(harbour, FIXED_PLAN_DAY);
const plan = buildPlan(harbour, FIXED_PLAN_DAY);
const profile = buildProfile(harbour);
const markdown = planToMarkdown(plan, profile, harbour, FIXED_PLAN_DAY);
const names = plan.tactics.map((t) => t.name);
const tacticText = plan.tactics.map((t) => [t.name, t.description, ...t.implementation, t.template].join("\n")).join("\n");

describe("reading a mortgage broker", () => {
  it("reads a regulated adviser whatever the product type says, with the UK's rules, his network and his goal", () => {
    expect(reading.kind).toBe("local");
    expect(reading.adviser).toEqual({
      word: "mortgage broker",
      field: "mortgage",
      rules: "uk",
      network: true,
      firstTimeBuyers: true,
      selfEmployed: true,
      noBoughtLeads: true,
      goalCount: 8,
      goalUnit: "completed mortgages",
      byMonth: "September",
    });
  });

  it("recognises other regulated advisers, and not software, a newsletter or an accountant", () => {
    expect(adviserWordOf("An independent financial adviser in Leeds for people planning their retirement.")).toEqual({ word: "independent financial adviser", field: "advice" });
    expect(adviserWordOf("A protection broker in Cardiff for young families.")).toEqual({ word: "protection broker", field: "protection" });
    expect(adviserWordOf("A loan officer in Austin helping first-time home buyers.")).toEqual({ word: "loan officer", field: "mortgage" });
    expect(adviserWordOf("A CRM for mortgage brokers that tracks every case.")).toBeNull();
    expect(adviserWordOf("A weekly newsletter about index funds; I am not a licensed financial adviser.")).toBeNull();
    expect(adviserWordOf("A bookkeeping firm for restaurants in Manchester.")).toBeNull();
  });

  it("fires for no other fixture, so the bookkeeper, the consultants and the plumber keep their own plans", () => {
    const fired = BUSINESS_FIXTURES.filter((f) => f.id !== "bristol-mortgage-broker" && readAnswers(f.answers).adviser).map((f) => f.id);
    expect(fired).toEqual([]);
    for (const id of ["manchester-restaurant-bookkeeping", "consulting-firm", "rural-plumber"]) {
      const other = buildPlan(fixture(id).answers, FIXED_PLAN_DAY).tactics.map((t) => t.name).join("\n");
      expect(other).not.toMatch(/introducers who send you|fixed rate|mortgage broker/i);
    }
  });
});

describe("the plan Harbour Mortgages reads", () => {
  it("starts with introducers and answers to searched questions, and keeps past clients", () => {
    expect(names.slice(0, 2)).toEqual([
      "Introducers who send you their clients: two estate agents and one accountant first, on a disclosed referral arrangement",
      "Plain answers to the questions first-time buyers and self-employed clients search, on your site and your Google profile",
    ]);
    expect(names).toEqual(
      expect.arrayContaining([
        "A Google Business Profile for a mortgage broker who comes to the client",
        "Past clients contacted six months before their fixed rate ends",
        "Reviews on Google and VouchedFor from every client who agrees, once they have their offer",
        "A first-time buyers' evening with a local estate agent, in person or online",
      ]),
    );
  });

  it("has none of the shop's lines it used to get", () => {
    expect(markdown).not.toMatch(/staff perk card|gift vouchers?|bring-a-neighbour|by the till|at the till|yearly service|quiet months|come in,? say hello|shop window|weekly market|stamp card/i);
    expect(markdown).not.toMatch(/supermarket or chain|haircut|photos of real work|food and drinks|local shop or service/i);
  });

  it("listens: no bought leads, the comparison sites' budgets, and the goal's lead time", () => {
    expect(plan.strategySummary).toContain("Harbour Mortgages is a mortgage broker in Bristol and Bath for first-time buyers and self-employed clients: people choose an adviser for one big decision");
    expect(plan.strategySummary).toContain("You said bought leads went to several brokers at once: none of this plan buys leads.");
    expect(plan.strategySummary).toContain("The comparison sites and big online brokers outbid you on Google's ads for the broad searches, so the plan does not bid against them there");
    expect(plan.strategySummary).toContain("8 completed mortgages a month by September means more first meetings than that");
    expect(tacticText).not.toMatch(/\bbuy (?:\w+ )?leads\b|\blead generation\b|google ads/i);
    // On his budget, no paid search: the answers and the introducers come first.
    expect(names.join("\n")).not.toContain("Search ads");
  });

  it("has every promotion approved by his network, with the UK mortgage risk warning and a disclosed referral fee", () => {
    expect(tacticText).toContain("Your home may be repossessed if you do not keep up repayments on your mortgage.");
    expect(tacticText).toContain("Send the page to your network's compliance team for approval, with the risk warning they tell you to use");
    expect(tacticText).toContain("any referral fee agreed in writing, told to the client before they proceed, and checked with your network's compliance team first");
    expect(plan.strategySummary).toContain("Every template here is a financial promotion or part of one: send each to your network's compliance team before it goes out");
    // Schemes and lenders' windows are things to check, not figures.
    expect(tacticText).toContain("Name schemes only after checking which are open now and their current rules");
    expect(tacticText).toContain("Most lenders let you secure a new rate a few months before the old one ends");
  });

  it("gives ready-to-send letters, pages and messages with only the unknowables left as slots", () => {
    // The founder's name, from "I'm Tom" in his description; only what the tool cannot know is a slot.
    expect(tacticText).toContain("Dear {{their name}},\n\nI'm Tom, a mortgage broker in Bristol and Bath (Harbour Mortgages).");
    expect(tacticText).toContain("Can I get a mortgage when I'm self-employed with one year's accounts?");
    expect(tacticText).toContain("Subject: Your fixed rate ends in {{month}}: let's look at it early");
    expect(tacticText).toContain("an honest review would help other first-time buyers and self-employed clients in Bristol and Bath find me");
    // No token left unfilled ({place}, {adviserWord}): only {{slots}} for what the tool cannot know.
    expect(markdown).not.toMatch(/(?<!\{)\{[a-zA-Z]+\}(?!\})/);
    // Reviews: everyone alike, never for a reward.
    expect(tacticText).toContain("Ask everyone alike, offer nothing in return");
  });

  it("describes clients who come once for a big decision through someone they trust", () => {
    expect(profile.overview).toContain("Its clients in Bristol and Bath, in your words");
    expect(profile.overview).toContain("choose on the word of someone they trust");
    expect(profile.objections.join(" ")).toContain("My bank said no, so will anyone lend to me?");
    expect(profile.buyingProcess).toContain("gets an agreement in principle");
  });

  it("gives quick wins, tips, a toolkit and a marketing model for an adviser", () => {
    const quickWins = plan.guerrillaTactics.map((t) => t.name);
    expect(quickWins).toContain("Write today to every past client whose deal ends in the next six months");
    expect(quickWins).toContain("A one-page 'what lenders ask the self-employed for' sheet for accountants");
    expect(markdown).toContain("Send every letter, page and post to your network's compliance team before it goes out");
    expect(markdown).toContain("Your real rival is not the broker down the road: it is the client's own bank");
    expect(markdown).toContain("My bank said no because I'd only done one year's accounts.");
    expect(markdown).toContain("Walk the steps from a first search or an introducer's call to the first call");
  });

  it("passes the checker", () => {
    expect(checkPlanQuality(harbour, plan, reading)).toEqual([]);
  });

  it("tells the AI it is a regulated adviser, with its plan and the rules to check", () => {
    const prompt = promptText(harbour);
    expect(prompt).toContain("A mortgage broker, a regulated adviser clients see once for a big decision");
    expect(prompt).toContain("Your home may be repossessed if you do not keep up repayments on your mortgage.");
    expect(prompt).toContain("no bought leads or lead-generation sites");
  });
});

describe("an adviser elsewhere", () => {
  it("gives a US loan officer no referral fees (RESPA) and no UK warning", () => {
    const austin = {
      ...harbour,
      productName: "Lone Star Home Loans",
      productDescription: harbour.productDescription.replace("mortgage broker in Bristol", "loan officer in Austin").replace("FCA-authorised through a network", "NMLS-licensed").replace("Bristol and Bath", "Austin"),
      localRegion: "Austin, Texas",
      audiencePersona: harbour.audiencePersona.replace(/high-street bank/g, "big bank"),
    };
    const r = readAnswers(austin, FIXED_PLAN_DAY);
    expect(r.adviser).toMatchObject({ word: "loan officer", rules: "us", network: false });
    const text = buildPlan(austin, FIXED_PLAN_DAY).tactics.map((t) => [t.description, ...t.implementation, t.template].join("\n")).join("\n");
    expect(text).toContain("RESPA section 8 forbids paying anyone for referring mortgage business");
    expect(text).not.toMatch(/repossessed|VouchedFor|referral fee agreed|from your network|(?<!real )estate agent/);
    expect(text).toContain("real estate agents");
  });
});

describe("the checker on a mortgage broker's plan", () => {
  it("flags the shop's plan Harbour Mortgages used to get", () => {
    const shopPlan: CheckedPlan = {
      tactics: [
        checkedTactic({ name: "A staff perk card for nearby workplaces", description: "Offer the staff of nearby offices 10% off, shown with a staff perk card." }),
        checkedTactic({ name: "Gift vouchers for birthdays", description: "Sell gift vouchers at the counter for birthdays and thank-yous." }),
        checkedTactic({ name: "A text when their yearly service is due", description: "Text past customers when their yearly service is due, offering the quiet months first." }),
        checkedTactic({ name: "Buy leads from a lead generation site", description: "Buy exclusive mortgage leads from lead generation sites each month." }),
      ],
      timeline: [],
    };
    const findings = checkPlanQuality(harbour, shopPlan, reading);
    expect(findings.filter((f) => f.rule === "channel-fit").map((f) => (f.target.kind === "tactic" ? f.target.index : -1))).toEqual([0, 1, 2]);
    const planNotes = findings.filter((f) => f.target.kind === "plan").map((f) => f.note);
    expect(planNotes).toEqual(expect.arrayContaining(["Leaves out introducers", "Promotions not approved", "No mortgage risk warning", "Buys leads the founder ruled out"]));
  });

  it("leaves a bakery's gift vouchers alone", () => {
    const vouchers: CheckedPlan = { tactics: [checkedTactic({ name: "Gift vouchers for birthdays", description: "Sell gift vouchers at the counter." })], timeline: [] };
    expect(checkPlanQuality(fixture("lyon-bakery").answers, vouchers).filter((f) => /gift voucher|introducers|compliance/i.test(`${f.reason} ${f.note}`))).toEqual([]);
  });
});
