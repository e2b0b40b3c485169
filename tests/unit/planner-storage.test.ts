import { describe, expect, it } from "vitest";
import { buildPlan, buildProfile } from "~/generation/planner";
import { checkPlanQuality, type CheckedPlan } from "~/plan-quality/checker";
import { localTrade } from "~/plan-quality/local-trade";
import { readAnswers } from "~/plan-quality/reading";
import { planToMarkdown } from "~/plan-view/markdown.server";
import { BUSINESS_FIXTURES, fixture } from "../support/business-fixtures";
import { FIXED_PLAN_DAY } from "../support/plan-day";
import { checkedTactic, promptText } from "../support/plan-checks";

/*
 * Keep Safe Storage, a self-storage site of 140 steel containers outside Exeter, 55% let eight months after
 * opening; people think of storage only in the week they need it, search and pick the cheapest on the first page.
 * It used to get a shop's plan ("a text to past customers when their yearly service is due", "a staff perk card
 * for nearby workplaces", "gift vouchers for birthdays", "Google search ads within a short drive of the shop",
 * "ask every regular for an honest Google review"). Each test reads what the founder would read in a plan made
 * on Monday 4 January 2027.
 */

const storage = fixture("exeter-self-storage").answers;
const reading = readAnswers(storage, FIXED_PLAN_DAY);
const plan = buildPlan(storage, FIXED_PLAN_DAY);
const markdown = planToMarkdown(plan, buildProfile(storage), storage, FIXED_PLAN_DAY);
const names = plan.tactics.map((t) => t.name);
const tacticNamed = (start: string) => plan.tactics.find((t) => t.name.startsWith(start));
const withBudget = (budgetRange: typeof storage.budgetRange) => buildPlan({ ...storage, budgetRange }, FIXED_PLAN_DAY);

describe("reading a self-storage site", () => {
  it("reads the founder's words as a self-storage site, with Google's category for one", () => {
    expect(reading.trade).toBe("storage");
    const trade = localTrade(`${storage.productName}. ${storage.productDescription}`);
    expect(trade.shop).toBe("self-storage site");
    expect(trade.categories?.main).toBe("Self-storage facility");
    expect(localTrade("Storage units to rent in Leeds, from 10 to 200 sq ft.").trade).toBe("storage");
    expect(localTrade("We run lock-ups to let for traders in Hull.").shop).toBe("lock-up site");
    expect(localTrade("Secure wine storage for collectors in Bordeaux.").shop).toBe("wine storage site");
  });

  it("does not read a removals company, a coworking space, a letting agent or software as a storage site", () => {
    expect(localTrade("Avon Moves is a removals company in Bristol with storage units for customers between homes.").trade).not.toBe("storage");
    expect(localTrade("A SaaS platform for self-storage operators: bookings and gate access.").trade).not.toBe("storage");
    for (const id of ["bristol-removals-company", "sheffield-coworking-desks", "logistics-api"]) {
      expect(readAnswers(fixture(id).answers).trade).not.toBe("storage");
    }
  });

  it("fires for no other fixture", () => {
    const sites = BUSINESS_FIXTURES.filter((f) => readAnswers(f.answers).trade === "storage").map((f) => f.id);
    expect(sites).toEqual(["exeter-self-storage"]);
  });
});

describe("Keep Safe Storage's plan", () => {
  it("is found, believed and booked in the week of need: the Google profile, the price page in full and the size guide", () => {
    expect(names).toEqual(
      expect.arrayContaining([
        "A Google profile that wins the week of need: real photos of the units and the gate, the hours, and booking on the first screen",
        "One price page with every unit size, its full weekly and monthly price, what is extra, and a size guide: 'what fits in 35 sq ft'",
      ]),
    );
    const page = tacticNamed("One price page");
    expect(page?.template).toContain("(one line for every size, the 35 sq ft at £18 a week)");
    expect(page?.template).toContain("The price you see is the price you pay next month too.");
    expect(page?.description).toContain("If you ever run an offer, say in the same line what the price is after it");
    expect(markdown).toContain("the goal is to grow revenue, by being the storage people find, believe and can book in the week they need it");
  });

  it("reaches the people who hear of the need first, and never the grieving or separating themselves", () => {
    const partners = tacticNamed("The people who hear of the need first");
    expect(partners?.description).toContain("removals firms, estate and letting agents, probate solicitors, builders and kitchen fitters around Exeter and East Devon");
    expect(partners?.description).toContain("you never approach someone who is grieving or separating");
    expect(tacticNamed("Lock-ups for local traders")?.template).toContain("Lock-ups for traders at Keep Safe Storage");
  });

  it("keeps customers longer: a monthly rate that rewards staying, a check-in at month two, a review after move-in", () => {
    expect(tacticNamed("A monthly rate that rewards staying")?.template).toContain("You've had your {{size}} unit for two months now");
    expect(tacticNamed("A review asked the week after move-in")?.template).toContain("I hope the move-in went well");
    expect(tacticNamed("A move-in that takes an hour")).toBeDefined();
  });

  it("runs its own search ads, judged by move-ins, only when the budget allows", () => {
    const ads = tacticNamed("Search ads on 'storage near me' and 'storage Exeter'");
    expect(ads?.implementation.join("\n")).toContain("keep them only if a move-in costs less than a month's rent");
    expect(withBudget("bootstrapped").tactics.map((t) => t.name).join("\n")).not.toMatch(/\bads\b/i);
    expect(withBudget("scaling").tactics.map((t) => t.name).join("\n")).toMatch(/Search ads on 'storage near me'/);
  });

  it("offers none of a shop's, a café's or a home service's tactics or words", () => {
    expect(names.join("\n")).not.toMatch(/staff perk|gift vouchers|stamp card|yearly service|short drive of the shop|regular/i);
    expect(markdown).not.toMatch(/\bby the till\b|\bbest sellers\b|\bin the chair\b|\bregulars\b|\bsupermarket or chain\b|\bshop window\b|local shop or service/i);
  });

  it("profiles customers in the week of need, with a storage site's rivals, tips, quick wins and Marketing Model", () => {
    expect(markdown).toContain("“The chains have a first month for a pound.”");
    expect(markdown).toContain("“What size do I actually need?”");
    expect(markdown).toContain("The site comes first, so give marketing a fixed slot");
    expect(markdown).toContain("Photos of what really fits: one unit of each size packed and photographed");
    expect(markdown).toContain("Keep Safe Storage is the storage site that shows every size at its full price and what fits in it");
    expect(markdown).toContain("Read the 1- to 3-star Google reviews of the three storage sites nearest to Keep Safe Storage");
  });

  it("passes the checker at every budget, and flags the shop's plan it used to get", () => {
    expect(checkPlanQuality(storage, plan, reading)).toEqual([]);
    for (const budgetRange of ["bootstrapped", "early", "scaling"] as const) {
      expect(checkPlanQuality({ ...storage, budgetRange }, withBudget(budgetRange), readAnswers({ ...storage, budgetRange }, FIXED_PLAN_DAY))).toEqual([]);
    }
    const shopPlan: CheckedPlan = {
      tactics: [
        checkedTactic({ name: "A staff perk card for nearby workplaces", description: "A perk for a coffee or a lunch." }),
        checkedTactic({ name: "A text to past customers when their yearly service is due", description: "Offer the quiet months first." }),
        checkedTactic({ name: "Gift vouchers for birthdays, holidays and thank-yous", description: "Sell them at the counter." }),
        checkedTactic({ name: "Ask every regular for an honest Google review", description: "Ask at the counter." }),
      ],
      timeline: [],
    };
    const flagged = checkPlanQuality(storage, shopPlan, reading).filter((f) => f.rule === "channel-fit").map((f) => (f.target.kind === "tactic" ? f.target.index : -1));
    expect(flagged).toEqual([0, 1, 2, 3]);
  });

  it("tells the AI it is a self-storage site", () => {
    expect(promptText(storage)).toContain("A self-storage site: people look for storage only in the week a move, a bereavement, a separation or building work makes them");
  });
});
