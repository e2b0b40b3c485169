import { describe, expect, it } from "vitest";
import { buildPlan, buildProfile } from "~/generation/planner";
import { checkPlanQuality, type CheckedPlan } from "~/plan-quality/checker";
import { architectWordOf } from "~/plan-quality/architect";
import { readAnswers } from "~/plan-quality/reading";
import { planToMarkdown } from "~/plan-view/markdown.server";
import type { PlanFormData } from "~/wizard/types";
import { BUSINESS_FIXTURES, fixture } from "../support/business-fixtures";
import { FIXED_PLAN_DAY } from "../support/plan-day";
import { checkedTactic, promptText } from "../support/plan-checks";

/*
 * Hollis Architects, a two-person RIBA chartered practice in south London (Lambeth, Southwark and Lewisham)
 * designing extensions, loft conversions and whole-house refurbishments, from first sketch through planning
 * and building regulations to builder tender; fees usually 10-12% of build cost, a £450 first design visit.
 * Its clients are homeowners in Victorian and Edwardian terraces, afraid of refusals, overruns and budgets
 * doubling; Houzz leads are price shoppers; no time for social media; the goal is two signed projects a month
 * without discounting. Before, the plan was a loft conversion installer's (every install, a sign on the
 * scaffold, the install team's diary, the Federation of Master Builders). Each test reads what its founder
 * would read in a plan made on Monday 4 January 2027.
 */

const hollis = fixture("south-london-architects").answers;
const reading = readAnswers(hollis, FIXED_PLAN_DAY);
const plan = buildPlan(hollis, FIXED_PLAN_DAY);
const markdown = planToMarkdown(plan, buildProfile(hollis), hollis, FIXED_PLAN_DAY);
const names = plan.tactics.map((t) => t.name);
const tactic = (start: string) => plan.tactics.find((t) => t.name.startsWith(start))!;

describe("reading an architecture practice", () => {
  it("reads a RIBA practice for homeowners, not a loft conversion installer, with its fee, first visit, boroughs and what doesn't work", () => {
    expect(reading.kind).toBe("local");
    expect(reading.installer).toBeNull();
    expect(reading.architect).toMatchObject({
      word: "architecture practice",
      design: "architecture",
      rules: "uk",
      chartered: true,
      fee: "10-12% of build cost",
      visitPrice: "£450",
      visit: "first design visit",
      services: "house extensions, loft conversions and whole-house refurbishments",
      areas: ["Lambeth", "Southwark", "Lewisham"],
      houses: "Victorian and Edwardian terraces",
      portal: "Houzz",
      noSocial: true,
      noDiscount: true,
      team: 2,
      goalCount: 2,
      perMonth: true,
      london: true,
    });
  });

  it("reads architects, architectural, interior and garden designers, and not software architects, builders or tools for architects", () => {
    expect(architectWordOf("Stone & Pike are chartered architects in Bath designing homes.")).toMatchObject({ word: "architecture practice", design: "architecture" });
    expect(architectWordOf("I'm an architectural designer in Leeds drawing extensions for planning.")).toMatchObject({ word: "architectural design practice" });
    expect(architectWordOf("Fern Interiors is an interior design studio in Bristol for period homes.")).toMatchObject({ design: "interior" });
    expect(architectWordOf("I'm a garden designer in Surrey creating family gardens.")).toMatchObject({ design: "garden" });
    expect(architectWordOf("I'm a freelance solutions architect helping startups move to AWS.")).toBeNull();
    expect(architectWordOf("PlanPal is project management software for architects.")).toBeNull();
    expect(architectWordOf("We are builders who work with architects on extensions in Croydon.")).toBeNull();
    expect(architectWordOf("Loftly is a loft conversion company in Bristol.")).toBeNull();
  });

  it("fires for no other fixture: the solar installer, the trades and the branding studio keep their own plans", () => {
    const fired = BUSINESS_FIXTURES.filter((f) => f.id !== "south-london-architects" && readAnswers(f.answers, FIXED_PLAN_DAY).architect).map((f) => f.id);
    expect(fired).toEqual([]);
    expect(readAnswers(fixture("somerset-solar-installer").answers, FIXED_PLAN_DAY).installer).not.toBeNull();
    expect(readAnswers(fixture("leeds-design-studio-projects").answers, FIXED_PLAN_DAY).agency).not.toBeNull();
  });
});

describe("the plan Hollis Architects reads", () => {
  it("is made of a design practice's tactics, with no installer's lines", () => {
    expect(names).toEqual([
      "A fees page that explains your fees of 10-12% of build cost: the stages, what the £450 first design visit gives, and why a good design saves build money",
      "Finished projects as proof: each one approved first time, with its planning reference and borough, before and after with the owner's consent",
      "A page per house type and per borough, with local planning notes, and a Google profile that points to them",
      "The builders, structural engineers, party-wall surveyors and estate agents who send you clients, and whom you send work back to",
      "An open house on a finished extension: the owners show it to their neighbours",
      "A free talk for homeowners at the library: 'Planning your extension'",
      "A review from every owner at completion, and Houzz kept as a portfolio, not a lead source",
    ]);
    expect(markdown).not.toMatch(/every install|on the scaffold|install team|Federation of Master Builders|Which\? Trusted Traders|loft conversion company|fridge magnet|in your van/i);
    // No discount anywhere, as the founder said.
    expect(markdown).not.toMatch(/small discount|\d+% off|money off/i);
  });

  it("explains the fee stage by stage, what the first visit gives and why a good design saves build money", () => {
    const fees = tactic("A fees page");
    expect(fees.template).toContain("Our fee is usually 10-12% of build cost, agreed in writing before any work starts.");
    expect(fees.template).toContain("The £450 first design visit\nWe come to your house for about two hours.");
    expect(fees.template).toContain("the planning drawings and application, the building regulations drawings, and the tender to builders");
    expect(fees.why).toContain("drawings a builder can price precisely, fewer extras on site");
    expect(fees.description).toContain("what is not included (the council's fees, the engineer, the party-wall surveyor)");
  });

  it("proves the work with planning references, house types, boroughs, referrers, an open house, a talk and reviews", () => {
    expect(tactic("Finished projects").template).toContain("Planning reference: {{reference}}, {{the result}}, in {{weeks}} weeks");
    expect(tactic("Finished projects").description).toContain("the planning reference (so anyone can look it up on the council's planning portal) and whether it was approved first time");
    expect(tactic("Finished projects").template).toContain("the street name (never the house number)");
    const pages = tactic("A page per house type");
    expect(pages.description).toContain("(a Victorian terrace side return, a loft dormer, a wraparound extension) and one for each borough (Lambeth, Southwark and Lewisham)");
    expect(pages.description).toContain("conservation areas and Article 4 directions");
    expect(tactic("The builders").template).toContain("we design house extensions, loft conversions and whole-house refurbishments for homeowners in Lambeth, Southwark and Lewisham");
    expect(tactic("The builders").description).toContain("no money changes hands for names");
    expect(tactic("An open house").template).toContain("Come and see our new extension");
    expect(tactic("A free talk").template).toContain("Planning your extension: what the council looks for, what it really costs and how to avoid a refusal");
    expect(tactic("A review from every owner").description).toContain("Keep Houzz as a portfolio");
  });

  it("says the goal's arithmetic, Houzz, social media and the fee in the strategy", () => {
    expect(plan.strategySummary).toContain("Hollis Architects is an architecture practice in Lambeth, Southwark and Lewisham for homeowners");
    expect(plan.strategySummary).toContain("Two signed projects a month is about 6 first design visits a month if one in three becomes a project");
    expect(plan.strategySummary).toContain("You said Houzz leads are price shoppers, so Houzz stays as a portfolio");
    expect(plan.strategySummary).toContain("You won't discount your fees, and nothing here does");
  });

  it("profiles homeowners who commission once, and gives a practice's tips, quick wins, toolkit and Marketing Model", () => {
    expect(markdown).toContain("Homeowners commission an architect once in a house's life");
    expect(markdown).toContain("“What if the council refuses it?”");
    expect(markdown).toContain("Keep the fee whole: when a client hesitates, explain what a stage gives them or offer fewer stages, never a lower percentage.");
    expect(markdown).toContain("**Ring the last three builders who tendered for your projects**");
    expect(markdown).toContain("Check that Hollis Architects is listed correctly on the ARB register and the RIBA's directory");
    expect(markdown).toContain("use it in the first lines of your fees page and project pages, your Google profile, the open house and the talk");
  });

  it("passes the checker", () => {
    expect(checkPlanQuality(hollis, plan, reading)).toEqual([]);
  });

  it("flags the installer's lines it was given before, and a discount the founder ruled out", () => {
    const old: CheckedPlan = {
      tactics: [
        checkedTactic({ name: "A case study for every install, with the customer's own photos", description: "After every install, a sign on the scaffold and a note to the street; the install team's diary is the ceiling." }),
        checkedTactic({ name: "A bring-a-neighbour card", description: "Past clients get a card with a small discount on a neighbour's first design visit." }),
      ],
      timeline: [],
    };
    const findings = checkPlanQuality(hollis, old, reading);
    expect(findings.some((f) => /install|scaffold/i.test(f.reason))).toBe(true);
    expect(findings.map((f) => f.note)).toEqual(expect.arrayContaining(["Leaves the fee unexplained", "Leaves out the referrers", "Discounts the fee"]));
  });

  it("states the practice, its plan, the credentials to check, Houzz and the arithmetic in the AI prompt", () => {
    const prompt = promptText(hollis);
    expect(prompt).toContain("- An architecture practice: it designs and sees the work through");
    expect(prompt).toContain("Never call it an installer or a builder");
    expect(prompt).toContain("your ARB registration number");
    expect(prompt).toContain("- Houzz brings price shoppers (the founder's words): keep it as a portfolio, not a lead source");
  });
});

describe("Hollis Architects on other budgets and horizons", () => {
  const on = (over: Partial<PlanFormData>) => buildPlan({ ...hollis, ...over }, FIXED_PLAN_DAY);

  it("adds capped search ads to the house-type pages once the budget carries them, and keeps the design practice's plan", () => {
    const seed = on({ budgetRange: "seed" });
    expect(seed.tactics.map((t) => t.name)).toContain("Search ads on 'extension architect' in Lambeth, Southwark and Lewisham, sent to the house-type pages, capped and judged by first design visits booked");
    expect(seed.tactics.every((t) => !/install/i.test(t.name))).toBe(true);
    expect(on({ budgetRange: "scaling" }).tactics.length).toBeGreaterThanOrEqual(7);
  });

  it("starts with the fee and the proof in a quarter", () => {
    const month = on({ timeHorizon: "quarter" });
    expect(month.tactics.slice(0, 2).map((t) => t.name)).toEqual([
      "A fees page that explains your fees of 10-12% of build cost: the stages, what the £450 first design visit gives, and why a good design saves build money",
      "Finished projects as proof: each one approved first time, with its planning reference and borough, before and after with the owner's consent",
    ]);
  });
});
