import { describe, expect, it } from "vitest";
import { buildPlan, buildProfile } from "~/generation/planner";
import { affirmedChannels } from "~/plan-quality/channels";
import { checkPlanQuality } from "~/plan-quality/checker";
import { readAnswers } from "~/plan-quality/reading";
import { sumsInDollars } from "~/plan-quality/money";
import { toolkitFor } from "~/plan-view/toolkit";
import { planToMarkdown } from "~/plan-view/markdown.server";
import { fixture } from "../support/business-fixtures";
import { FIXED_PLAN_DAY } from "../support/plan-day";
import { promptText } from "../support/plan-checks";

/*
 * Margin: a $9-a-month (or $80-a-year) reading and research web app with a 14-day trial, 4,200 paying
 * users, mostly PhD students and researchers who use Zotero and share setups on YouTube, r/PhD,
 * r/academia and lab Slack channels. Goal: 10,000 paying users and $70,000 MRR, annual plans above 40%
 * of new subscriptions, on $10,000-$50,000 a month. Google search ads for 'pdf annotation' cost $4 a
 * click and brought students who never paid; university procurement is too slow. "Margin links your
 * notes across papers and suggests related passages" once read it as a marketplace of "your notes" and
 * "suggests related passages"; each test reads what its founder would check.
 */

const margin = fixture("margin-research-app").answers;
const reading = readAnswers(margin, FIXED_PLAN_DAY);
const plan = buildPlan(margin, FIXED_PLAN_DAY);
const profile = buildProfile(margin, reading);
const markdown = planToMarkdown(plan, profile, margin, FIXED_PLAN_DAY);
const names = plan.tactics.map((t) => t.name);
const tactic = (name: RegExp) => {
  const found = plan.tactics.find((t) => name.test(t.name));
  if (!found) throw new Error(`no tactic matching ${name}: ${names.join(" | ")}`);
  return found;
};
const tacticText = (t: (typeof plan.tactics)[number]) =>
  [t.name, t.why ?? "", t.description, ...t.implementation, ...t.resourcesNeeded, ...t.successMetrics, t.template].join("\n");
/** What a tactic spends a month, from its "Budget: about $X a month" line. */
const spendOf = (t: (typeof plan.tactics)[number]) => {
  const line = t.resourcesNeeded.find((x) => x.startsWith("Budget:")) ?? "";
  return /no money needed/.test(line) ? 0 : (sumsInDollars(line)[0] ?? 0);
};

describe("Margin is read as software researchers pay for, not a marketplace", () => {
  it("has no sides, and reads its prices, trial, users, goal, annual target, subreddits and ruled-out procurement", () => {
    expect(reading.kind).toBe("software");
    expect(reading.marketplace).toBeNull();
    expect(reading.research).toEqual({
      monthly: 9,
      yearly: 80,
      trialDays: 14,
      payingNow: 4200,
      payingGoal: 10000,
      mrrGoal: 70000,
      annualShare: 0.4,
      subreddits: ["r/PhD", "r/academia"],
      institutions: "University procurement is too slow for us to sell to institutions",
      labs: true,
    });
  });

  it("hears that Google search ads for 'pdf annotation' brought students who never converted", () => {
    expect(reading.avoid).toContainEqual(expect.objectContaining({ tag: "google-ads", name: "Google search ads" }));
    expect(plan.strategySummary).toContain(
      `You said "Google search ads for 'pdf annotation' were expensive ($4 per click) and brought students who never converted", so Google search ads are left out.`,
    );
    for (const t of plan.tactics) expect(affirmedChannels(tacticText(t))).not.toContain("google-ads");
  });

  it("says nothing of a marketplace: no sides, sellers, orders, WhatsApp offers, app stores or shop counters", () => {
    expect(markdown).not.toMatch(/two-sided|marketplace|on one side|other side|suggests related passages try|your notes on one side|first week of orders|sellers?\b|WhatsApp|App Store|Google Play|shop window|\btill\b|chalkboard/i);
    expect(checkPlanQuality(margin, plan, reading)).toEqual([]);
  });
});

describe("the strategy does the goal's arithmetic", () => {
  it("turns 4,200 → 10,000 paying users into about 112 a week, net of cancellations", () => {
    expect(plan.strategySummary).toContain("From 4,200 paying users to 10,000 is 5,800 more in 52 weeks: about 112 a week after cancellations");
  });

  it("prices the annual mix: $80 a year is $6.67 a month, about $8.07 a user at 40% annual, and a $7 average any discount must keep", () => {
    expect(plan.strategySummary).toContain(
      "The annual plan at $80 a year is $6.67 a month against $9, so with 40% of paying users on the annual plan a paying user brings about $8.07 a month: 10,000 paying users come to about $80,700 MRR, and $70,000 MRR comes at about 8,700 paying users.",
    );
    expect(plan.strategySummary).toContain("must keep the average above $7 ($70,000 MRR ÷ 10,000)");
  });

  it("sends institutions through labs on a PI's card, in the founder's words about procurement", () => {
    expect(plan.strategySummary).toContain(
      `You said "University procurement is too slow for us to sell to institutions", so nothing waits on a university: labs buy instead, on a PI's card`,
    );
  });
});

describe("the tactics a researchers' app with $10,000-$50,000 a month can run", () => {
  it("sponsors academic YouTubers and newsletters, pushes the annual plan, sells lab plans, refers lab-mates, writes workflow guides and answers on Reddit", () => {
    expect(names).toEqual(
      expect.arrayContaining([
        "Sponsored segments with academic and productivity YouTubers and researchers' newsletters, judged by paid subscriptions on each code",
        "The annual plan offered as the 14-day trial ends, aiming at 40% of new subscriptions",
        "Lab plans a PI buys on a card: a seat for each lab member, no procurement",
        "Give a month, get a month between lab-mates, from inside Margin",
        "Research-workflow guides by PhD students and postdocs, and a page for Zotero users",
        "Helpful in r/PhD and r/academia first, then Reddit ads judged by paid subscriptions",
      ]),
    );
    // The general software tactics these replace are not there twice in other words.
    expect(names.join("\n")).not.toMatch(/free users hit a limit|Helpful member of three communities|Give a month, get a month referral programme/);
  });

  it("puts the budget to work across several channels, most of the paid money on creators, each with its share", () => {
    const spend = plan.tactics.reduce((sum, t) => sum + spendOf(t), 0);
    expect(spend).toBeGreaterThanOrEqual(10000);
    expect(spend).toBeLessThanOrEqual(50000);
    expect(plan.strategySummary).toMatch(/About \$[\d,]+ of your \$10,000-\$50,000 a month goes to work; each tactic states its share\./);
    const creators = tactic(/^Sponsored segments/);
    expect(spendOf(creators)).toBeGreaterThanOrEqual(8000);
    expect(spendOf(tactic(/^Research-workflow guides/))).toBeGreaterThan(0);
    expect(spendOf(tactic(/^Helpful in r\/PhD/))).toBeGreaterThan(0);
    for (const t of plan.tactics) expect(t.resourcesNeeded[0]).toMatch(/^Budget: /);
  });

  it("judges creators and Reddit ads by paid subscriptions, never views or clicks", () => {
    expect(tactic(/^Sponsored segments/).successMetrics[0]).toBe("Paid subscriptions per creator within 30 days of the video, and their cost");
    expect(tactic(/^Sponsored segments/).description).toContain("a 28-day free trial instead of 14 days");
    expect(tactic(/^Helpful in r\/PhD/).successMetrics[0]).toBe("Cost per paid subscription from Reddit ads, against your ceiling");
    expect(tactic(/^Helpful in r\/PhD/).implementation[0]).toContain("Read the rules of r/PhD and r/academia on self-promotion");
  });

  it("offers the annual plan at the trial's end with the saving in money, tracks 40%, and keeps the student price on the annual plan", () => {
    const annual = tactic(/^The annual plan/);
    expect(annual.template).toContain("- $80 a year: $6.67 a month, $28 less than twelve months at $9");
    expect(annual.template).toContain("- $9 a month, cancel any time");
    expect(annual.successMetrics[0]).toBe("Annual plans as a share of new subscriptions, every week, against 40% of new subscriptions");
    expect(annual.implementation.join("\n")).toContain("Offer students a lower price on the annual plan only, checked with a university email address");
    expect(annual.implementation.join("\n")).toContain("keeps the average above $7");
  });

  it("sells labs through the members who already pay, with a message for their PI and no procurement", () => {
    const lab = tactic(/^Lab plans/);
    expect(lab.why).toMatch(/^You said "University procurement is too slow for us to sell to institutions": a principal investigator can pay/);
    expect(lab.template).toMatch(/^Email for a paying member to forward to their PI/);
    expect(lab.template).toContain("no contract or procurement");
  });

  it("writes every template for Margin and researchers, with only what Margin cannot know left as a slot", () => {
    for (const t of plan.tactics) expect(t.template).toContain("Margin");
    const templates = plan.tactics.map((t) => t.template).join("\n");
    expect(templates).toContain("lab's Slack channel");
    expect(templates).not.toMatch(/\{\{(?:your price|your monthly price|your yearly price|what they use today)\}\}/);
  });

  it("starts with a quick win in the first weeks and sets up the annual count before the trial-end email", () => {
    const first = plan.timeline[0]!.tasks;
    const count = first.findIndex((t) => t.startsWith("Set up the count in your billing tool"));
    const email = first.findIndex((t) => t.startsWith("Send the email in the template two days before the trial ends"));
    expect(count).toBeGreaterThanOrEqual(0);
    expect(email).toBeGreaterThan(count);
  });
});

describe("the profile, quick wins, toolkit, tips and examples speak to researchers buying a $9 tool", () => {
  it("describes a researcher on a stipend who uses Zotero, wants notes they can export, and a PI who pays for the lab", () => {
    expect(profile.objections.join("\n")).toContain("“I already have Zotero: why another tool?”");
    expect(profile.objections.join("\n")).toContain("“$9 a month on a stipend: is it worth it?”");
    expect(profile.needs.join("\n")).toContain("Notes and highlights they can export");
    expect(profile.buyingProcess).toContain("the PI pays for everyone's seats on a card");
    expect(profile.overview).toContain("(software researchers pay for themselves)");
    expect(JSON.stringify(profile)).not.toMatch(/admin|look professional|run their work like a business/i);
  });

  it("gives quick wins for researchers, not a 'Made with' line on a free plan's outputs", () => {
    const ideas = plan.guerrillaTactics.map((g) => g.name);
    expect(ideas.slice(0, 3)).toEqual([
      "Your Zotero library in Margin, in five minutes on screen",
      "A free month for a journal club",
      "A literature-review workshop for a PhD society",
    ]);
    expect(ideas.join("\n")).not.toMatch(/Made with/);
  });

  it("has toolkit cards about lab-mates, the reference manager and PhD societies", () => {
    const cards = JSON.stringify(toolkitFor(reading, { product: "Margin" }));
    expect(cards).toContain("Time how long it takes a new user to bring a Zotero library into Margin");
    expect(cards).toContain("PhD society");
    expect(cards).not.toMatch(/Product Hunt day|app directory/);
  });

  it("judges success by paid subscriptions and the annual share, and speaks of a thesis, not admin", () => {
    expect(markdown).toContain("Judge every channel by paid subscriptions and the annual share, never by trials or clicks");
    expect(markdown).toContain("5,800 more paying users to go");
    expect(markdown).toContain("“Every paper you read, and every note you made on it, one search away. That's Margin.”");
    expect(markdown).toContain("Start the 14-day trial, bring your Zotero library in");
    // The proof names the paying users Margin already has, not a {{number}} slot.
    expect(markdown).toContain("“4,200 researchers pay for Margin; {{a user's first name}}, {{their field}} PhD");
    expect(markdown).not.toMatch(/admin done before you've finished your coffee|run their work like a business/);
  });
});

describe("the checker and the AI prompt", () => {
  it("flags a marketplace's tactic in Margin's plan, and not in Chakula Hub's", () => {
    const chakula = fixture("nairobi-lunch-marketplace").answers;
    const market = buildPlan(chakula, FIXED_PLAN_DAY);
    const guaranteed = market.tactics.find((t) => /guaranteed first week/i.test(t.name))!;
    const findings = checkPlanQuality(margin, { ...plan, tactics: [...plan.tactics, { ...guaranteed, template: `${guaranteed.template}\nMargin` }] }, reading);
    expect(findings.map((f) => f.reason)).toContain(
      'Written for a two-sided marketplace ("guaranteed first week"), but Margin is software for individuals: it has customers to win, not sellers and buyers to match.',
    );
    expect(checkPlanQuality(chakula, market)).toEqual([]);
  });

  it("tells the AI it is not a marketplace, and gives it the arithmetic and the lab plans", () => {
    const prompt = promptText(margin);
    expect(prompt).toContain("- Software researchers pay for themselves, not a marketplace: no sides, sellers, guaranteed first weeks or supply and demand.");
    expect(prompt).toContain("lab plans a PI buys on a card; no university procurement");
    expect(prompt).toContain("about 112 a week after cancellations");
  });
});
