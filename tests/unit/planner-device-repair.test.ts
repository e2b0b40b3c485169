import { describe, expect, it } from "vitest";
import { buildPlan, buildProfile } from "~/generation/planner";
import { checkPlanQuality, type CheckedPlan } from "~/plan-quality/checker";
import { deviceRepairWordOf } from "~/plan-quality/device-repair";
import { readAnswers } from "~/plan-quality/reading";
import { planToMarkdown } from "~/plan-view/markdown.server";
import type { PlanFormData } from "~/wizard/types";
import { BUSINESS_FIXTURES, fixture } from "../support/business-fixtures";
import { FIXED_PLAN_DAY } from "../support/plan-day";
import { checkedTactic, promptText } from "../support/plan-checks";

/*
 * FixPoint, a phone, tablet and laptop repair shop on Luton high street: most repairs the same day, an iPhone
 * screen from £79, a battery from £49, a 12-month warranty, refurbished phones too. Customers search 'phone repair
 * near me', compare two or three prices and want it back today; parents buy refurbished phones for children; a
 * kiosk in the shopping centre undercuts on price with cheap parts. Before, the plan was a shop's (seasonal
 * specials and holiday pre-orders, a staff perk card, a grand opening day, a flyer door drop, a review asked of
 * every regular). Each test reads what its founder would read in a plan made on Monday 4 January 2027.
 */

const shop = fixture("luton-phone-repair-shop").answers;
const reading = readAnswers(shop, FIXED_PLAN_DAY);
const plan = buildPlan(shop, FIXED_PLAN_DAY);
const profile = buildProfile(shop);
const markdown = planToMarkdown(plan, profile, shop, FIXED_PLAN_DAY);
const names = plan.tactics.map((t) => t.name);
const tactic = (start: string) => plan.tactics.find((t) => t.name.startsWith(start))!;
const SHOP = /seasonal specials|holiday pre-?orders?|staff perk|grand opening|anniversary day|door drop|letterbox|stamp card|every regular/i;

describe("reading a device repair shop", () => {
  it("reads the shop with its devices, prices, warranty, same-day repairs, refurbished phones, rival and goal", () => {
    expect(reading.kind).toBe("local");
    expect(reading.deviceRepair).toMatchObject({
      word: "phone, tablet and laptop repair shop",
      devices: ["phones", "tablets", "laptops"],
      screen: "£79",
      screenModel: "iPhone",
      battery: "£49",
      warranty: "12-month",
      sameDay: true,
      refurbished: true,
      parents: true,
      rival: "the kiosk in the shopping centre",
      cheapParts: true,
      repairsGoal: 30,
      phonesGoal: 10,
      us: false,
    });
  });

  it("reads US cell phone and computer repair shops, and not software for repairers, garages or bike workshops", () => {
    const us = readAnswers({ ...shop, productDescription: "FixIt is a cell phone and tablet repair store in Tucson. Most repairs are done while you wait: a Samsung screen from $99, with a 90-day warranty.", localRegion: "Tucson, Arizona", challenges: "Big-box stores send phones away for a week." }, FIXED_PLAN_DAY).deviceRepair;
    expect(us).toMatchObject({ word: "cell phone and tablet repair shop", screen: "$99", screenModel: "Samsung", warranty: "90-day", sameDay: true, rival: "the big-box stores", us: true });
    expect(deviceRepairWordOf("We are a cell phone repair store in Tucson.")?.word).toBe("cell phone repair shop");
    expect(deviceRepairWordOf("A computer repair shop in Leeds fixing laptops and PCs.")?.word).toBe("computer repair shop");
    expect(deviceRepairWordOf("An app for phone repair shops to manage tickets.")).toBeNull();
    expect(deviceRepairWordOf("An independent car repair garage in Drumcondra.")).toBeNull();
    expect(deviceRepairWordOf("A one-man bicycle repair workshop in Hexham.")).toBeNull();
  });

  it("fires for no other fixture: the garage, the bike workshop and the schools' laptop refurbisher keep their own plans", () => {
    const others = BUSINESS_FIXTURES.filter((f) => f.id !== "luton-phone-repair-shop" && readAnswers(f.answers, FIXED_PLAN_DAY).deviceRepair !== null);
    expect(others.map((f) => f.id)).toEqual([]);
  });
});

describe("FixPoint's plan", () => {
  it("is made of a repair shop's tactics, with none of the shop's", () => {
    expect(names).toEqual([
      "A price page by model and repair: 'from' prices, the parts you fit, the 12-month warranty and the turnaround on every line",
      "Google profile as a Mobile phone repair shop: every repair listed as a service with its 'from' price, opening hours kept right, and photos of the bench",
      "A quote by text or WhatsApp within 15 minutes: the price, the part, the warranty and when it will be ready",
      "The answer to the kiosk in the shopping centre: the parts you fit and why, a 12-month warranty, the data left untouched and a quote before any work, said on the page, the counter card and every quote",
      "A review asked at collection: the customer tries the phone at the counter, then gets a text with the link that evening",
      "Refurbished phones sold with what was checked and the warranty, and a first phone for a child set up with parental controls at the counter",
      "Trade-in of old phones at the counter, the data wiped in front of the customer, feeding the refurbished stock",
      "The people who send repairs: schools and colleges, offices' IT contacts and businesses with fleets of phones in Luton and Dunstable",
    ]);
    expect(markdown).not.toMatch(SHOP);
  });

  it("fills the price page, the quote and the counter card with the shop's own prices, warranty and searches", () => {
    const page = tactic("A price page");
    expect(page.template).toContain("Repair prices: most repairs the same day, all with a 12-month warranty.");
    expect(page.template).toContain("Repair page (title: \"iPhone screen repair Luton: FixPoint\")");
    expect(page.why).toContain("\"iPhone screen repair Luton\", \"phone battery replacement Luton\" and \"laptop repair Luton\"");
    expect(tactic("Google profile").template).toContain("FixPoint repairs phones, tablets and laptops in Luton and Dunstable: most repairs the same day, an iPhone screen from £79, a battery from £49, a 12-month warranty on every repair.");
    const card = tactic("The answer to the kiosk").template;
    expect(card).toContain("2. The warranty: a 12-month warranty, in writing on your receipt.");
    expect(card).toContain("check the ICO's guidance for small businesses");
  });

  it("sells refurbished phones with what was checked, sets up a child's first phone, and words insurers and the rules as checks", () => {
    expect(tactic("Refurbished phones").template).toContain("Checked: screen and touch, cameras");
    expect(tactic("Refurbished phones").template).toContain("parental controls (Screen Time on iPhone, Family Link on Android)");
    expect(tactic("Trade-in").implementation.join(" ")).toContain("check what the rules ask of you for second-hand goods");
    expect(tactic("The people who send repairs").description).toContain("check whether any phone insurers or warranty firms use independent repairers near you");
  });

  it("says the goal's arithmetic, the kiosk and the rules to check in the strategy", () => {
    const strategy = plan.strategySummary;
    expect(strategy).toContain("30 repairs a week is about 5 a day over a six-day week");
    expect(strategy).toContain("10 refurbished phones a week means at least 10 in stock");
    expect(strategy).toContain("Against the kiosk in the shopping centre and its cheap parts, the plan doesn't compete on price");
    expect(strategy).toContain("refurbished phones sold with what was checked, trade-ins that feed the stock");
    expect(strategy).toContain("right-to-repair rules (the UK's 2021 rules cover some appliances, not phones: check what applies before you mention it)");
  });

  it("profiles people whose phone just broke, and gives a repair shop's tips, quick wins, toolkit and Marketing Model", () => {
    expect(markdown).toContain("People come to a phone, tablet and laptop repair shop the moment something breaks");
    expect(markdown).toContain("“The kiosk in the shopping centre quoted less: why pay more here?”");
    expect(markdown).toContain("The bench comes first, so give marketing a fixed slot");
    expect(plan.guerrillaTactics.map((g) => g.name)).toEqual([
      "Add your ten most common repairs to the Google profile as services today",
      "Put the cheap screen and yours side by side on the counter",
      "Ask this week's collections for a review, by text the same evening",
      "Take the price list to three offices near the shop",
    ]);
    expect(markdown).toContain("Your real rivals are the kiosk in the shopping centre, the manufacturer's own repair service, and living with the crack.");
    expect(markdown).toContain("For people in Luton and Dunstable, FixPoint is the phone, tablet and laptop repair shop that tells you the part it fits, puts a 12-month warranty in writing and leaves your data untouched, unlike the kiosk in the shopping centre.");
    expect(markdown).toContain("Read a quote out to someone who has never had a phone repaired.");
  });

  it("passes the checker", () => {
    expect(checkPlanQuality(shop, plan, reading)).toEqual([]);
  });
});

describe("the plan for other budgets and horizons", () => {
  const variant = (over: Partial<PlanFormData>) => buildPlan({ ...shop, ...over }, FIXED_PLAN_DAY);

  it("keeps the price page, the Google profile and the quote first on a month's plan", () => {
    const urgent = variant({ timeHorizon: "urgent" });
    expect(urgent.tactics.slice(0, 3).map((t) => t.name)).toEqual(names.slice(0, 3));
  });

  it("adds search ads judged by repairs booked only on a budget that carries them", () => {
    expect(names.some((n) => n.startsWith("Google search ads"))).toBe(false);
    const seed = variant({ budgetRange: "seed" });
    const ads = seed.tactics.find((t) => t.name.startsWith("Google search ads"))!;
    expect(ads.name).toBe("Google search ads on searches such as \"iPhone screen repair Luton\", around the shop, judged by repairs booked");
    expect(ads.successMetrics).toContain("Cost per repair booked");
  });

  it("leaves out refurbished phones and trade-ins for a shop that only repairs", () => {
    const repairsOnly = variant({ productDescription: "FixPoint is a phone repair shop in Luton. Most repairs are done the same day with a 12-month warranty.", audiencePersona: "People who've just cracked their screen.", successMetrics: "30 repairs a week" });
    expect(repairsOnly.tactics.some((t) => /refurbished|trade-in/i.test(t.name))).toBe(false);
    expect(repairsOnly.strategySummary).not.toMatch(/refurbished|trade-in/);
  });

  it("passes the checker on every budget and horizon", () => {
    for (const budgetRange of ["bootstrapped", "seed", "early", "growth", "scaling"] as const) {
      for (const timeHorizon of ["urgent", "quarter", "long-term"] as const) {
        const answers = { ...shop, budgetRange, timeHorizon };
        expect(checkPlanQuality(answers, buildPlan(answers, FIXED_PLAN_DAY), readAnswers(answers, FIXED_PLAN_DAY)), `${budgetRange} ${timeHorizon}`).toEqual([]);
      }
    }
  });
});

describe("the checker on a repair shop's plan", () => {
  it("flags the shop tactics it was given before, and a plan with no price page or answer to the kiosk", () => {
    const old: CheckedPlan = {
      tactics: [
        checkedTactic({ name: "Seasonal specials and holiday pre-orders", description: "Take holiday pre-orders for the season." }),
        checkedTactic({ name: "A staff perk card for nearby workplaces", description: "Give office staff a card for a treat on their first visit." }),
        checkedTactic({ name: "A grand opening or anniversary day for the street", description: "Invite the street to an anniversary day." }),
      ],
      timeline: [],
    };
    const findings = checkPlanQuality(shop, old, reading);
    const reasons = findings.map((f) => f.reason);
    expect(reasons).toContain("\"staff perk card\" is a tactic for other kinds of business, not for a phone, tablet and laptop repair shop, whose customers look for it the moment something breaks.");
    expect(findings.map((f) => f.note)).toContain("No price page");
    expect(findings.map((f) => f.note)).toContain("Leaves the cheap rival unanswered");
  });
});

describe("the AI prompt for a device repair shop", () => {
  it("states the shop, its plan, the rules to check and the arithmetic", () => {
    const prompt = promptText(shop);
    expect(prompt).toContain("A phone, tablet and laptop repair shop (phones, tablets and laptops, and refurbished phones)");
    expect(prompt).toContain("No shop tactics: no seasonal specials, holiday pre-orders, staff perk cards");
    expect(prompt).toContain("insurers worded as something to check");
    expect(prompt).toContain("The goal's arithmetic: 30 repairs a week");
  });
});
