import { describe, expect, it } from "vitest";
import { buildPlan } from "~/generation/planner";
import { planMessages } from "~/generation/prompts.server";
import { checkPlanQuality, type CheckedTactic } from "~/plan-quality/checker";
import { CURRENCIES, budgetPhrase, money, sumsInDollars } from "~/plan-quality/money";
import { readAnswers } from "~/plan-quality/reading";
import { exampleMarkdown } from "../../scripts/plan-examples-content";
import { fixture } from "../support/business-fixtures";

/** Every "$" sum of a plan that is not the founder's own budget range: the form's label, or the range beside its conversion. */
function strayDollars(markdown: string): string[] {
  return markdown
    .split("\n")
    .filter((line) => !line.startsWith("- **Budget:** "))
    .join("\n")
    .replace(/(?:under \$[\d,]+|\$[\d,]+-\$[\d,]+|\$[\d,]+\+) \(about [^)]+\)/g, "")
    .match(/.{0,30}\$\d[\d,]*.{0,30}/g) ?? [];
}

describe("a plan speaks the founder's currency", () => {
  const cases = [
    { id: "ludlow-piano-teacher", code: "GBP", sum: /about £\d+ a month/, guerrilla: /^(Free|Under £[\d,]+)$/, range: "under $500 (about £400) a month" },
    { id: "lyon-bakery", code: "EUR", sum: /about €\d+ a month/, guerrilla: /^(Free|Under €[\d,]+)$/, range: "under $500 (about €460) a month" },
    {
      id: "nairobi-lunch-marketplace", code: "KES", sum: /about KSh [\d,]+ a month/, guerrilla: /^(Free|Under KSh [\d,]+)$/,
      range: "$500-$2,000 (about KSh 65,000-260,000) a month",
    },
  ] as const;

  for (const c of cases) {
    it(`${c.id}: sums in ${c.code}, and no "$" but the founder's own budget range`, () => {
      const answers = fixture(c.id).answers;
      expect(readAnswers(answers).currency.code).toBe(c.code);
      const plan = buildPlan(answers);
      const paid = plan.tactics.map((t) => t.resourcesNeeded[0] ?? "").filter((line) => !/no money needed/.test(line));
      expect(paid.length).toBeGreaterThan(0);
      for (const line of paid) expect(line).toMatch(c.sum);
      for (const g of plan.guerrillaTactics) expect(g.costLevel).toMatch(c.guerrilla);
      expect(plan.strategySummary).toContain(`With a budget of ${c.range}`);
      expect(strayDollars(exampleMarkdown(c.id))).toEqual([]);
      // The form's own option text stays as the founder chose it.
      expect(exampleMarkdown(c.id)).toMatch(/^- \*\*Budget:\*\* (Bootstrapped \(under \$500\)|Seed \(\$500-\$2,000\))$/m);
    });
  }

  it("a US plan keeps dollars", () => {
    const answers = fixture("dental-saas").answers;
    expect(readAnswers(answers).currency.code).toBe("USD");
    const plan = buildPlan(answers);
    expect(plan.strategySummary).toContain("With a budget of $0 a month");
    for (const t of plan.tactics) expect(t.resourcesNeeded[0]).toMatch(/^Budget: (about \$\d+ a month|no money needed)/);
  });

  it("reads the currency from the founder's prices first, then from the place", () => {
    const piano = fixture("ludlow-piano-teacher").answers;
    // No price at all: Shropshire is in England.
    const noPrice = { ...piano, productDescription: piano.productDescription.replace("at £22", "weekly") };
    expect(readAnswers(noPrice).currency.code).toBe("GBP");
    // A price in euros wins over the place.
    expect(readAnswers({ ...noPrice, productDescription: `${noPrice.productDescription} Lessons cost €25.` }).currency.code).toBe("EUR");
    // A Canadian roaster's bare "$21" is Canadian dollars.
    expect(readAnswers(fixture("coffee-subscription").answers).currency.code).toBe("CAD");
    // Nowhere named and no symbol: US dollars.
    expect(readAnswers({ ...noPrice, localRegion: "Springfield" }).currency.code).toBe("USD");
  });

  it("tells the AI the currency to write sums in", () => {
    const prompt = planMessages(fixture("ludlow-piano-teacher").answers).map((m) => String(m.content)).join("\n");
    expect(prompt).toContain('- Currency: write every sum of money in pounds sterling (£), as in "Budget: about £30 a month"; never in US dollars');
    expect(prompt).toContain("- Monthly marketing budget: under $500 (about £400) a month (no paid advertising)");
  });
});

describe("the checker reads sums in the plan's currency", () => {
  const piano = fixture("ludlow-piano-teacher").answers;
  const tactic = (budgetLine: string): CheckedTactic => ({
    name: "Posters at the library",
    description: "Put a poster on the notice boards at the library and the Co-op.",
    implementation: ["Print ten posters and put them up on Monday."],
    resourcesNeeded: [budgetLine],
    successMetrics: ["3 enquiries from the posters"],
    template: "Piano lessons in Ludlow: a first lesson free. Hollis Piano Studio.",
  });
  const budgetRules = (line: string) =>
    checkPlanQuality(piano, { tactics: [tactic(line)], timeline: [{ title: "Start", weeks: "Week 1", tasks: ["Print the posters"] }] })
      .filter((f) => f.rule === "budget")
      .map((f) => f.reason);

  it("flags a tactic whose cost in pounds exceeds the budget", () => {
    expect(budgetRules("Budget: about £600 a month for posters and printing")).toEqual([
      "Costs about £600 a month, more than your budget of under $500 (about £400) a month.",
    ]);
  });

  it("accepts a fitting one, the budget's own rounded top included", () => {
    expect(budgetRules("Budget: about £30 a month for the printing")).toEqual([]);
    expect(budgetRules("Budget: about £400 a month for the printing")).toEqual([]);
    expect(budgetRules("Budget: about £420 a month for the printing")).toHaveLength(1);
  });

  it("reads sums in any currency as dollars", () => {
    expect(sumsInDollars("about £79 and $100, €92, KSh 12,900 and CA$137")).toEqual([100, 100, 100, 100, 100].map((n) => expect.closeTo(n, 5)));
  });
});

describe("money()", () => {
  it("rounds to figures a person would say", () => {
    expect(money(40, CURRENCIES.GBP)).toBe("£30");
    expect(money(50, CURRENCIES.EUR)).toBe("€45");
    expect(money(500, CURRENCIES.GBP)).toBe("£400");
    expect(money(40, CURRENCIES.KES)).toBe("KSh 5,200");
    expect(money(2000, CURRENCIES.KES)).toBe("KSh 260,000");
    expect(money(3, CURRENCIES.GBP)).toBe("£2");
  });

  it("keeps dollars exact, as US plans always read", () => {
    expect(money(4505)).toBe("$4,505");
    expect(money(18400, CURRENCIES.USD)).toBe("$18,400");
    expect(budgetPhrase({ min: 500, max: 2000 })).toBe("$500-$2,000 a month");
    expect(budgetPhrase({ min: 50000, max: null }, CURRENCIES.EUR)).toBe("$50,000+ (about €46,000+) a month");
  });
});
