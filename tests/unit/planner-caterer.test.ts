import { describe, expect, it } from "vitest";
import { buildPlan, buildProfile } from "~/generation/planner";
import { checkPlanQuality, type CheckedPlan } from "~/plan-quality/checker";
import { readAnswers } from "~/plan-quality/reading";
import { planToMarkdown } from "~/plan-view/markdown.server";
import type { PlanFormData } from "~/wizard/types";
import { BUSINESS_FIXTURES, fixture } from "../support/business-fixtures";
import { FIXED_PLAN_DAY } from "../support/plan-day";
import { checkedTactic, promptText } from "../support/plan-checks";

/*
 * Southside Table, corporate catering in Chicago's Loop and West Loop: breakfast and lunch spreads for 15 to 300
 * people, delivered and set up, average order $850, two cooks, one driver and the founder. Its buyers are office
 * managers, executive assistants and HR coordinators who order every week and are judged on food that arrives on
 * time and suits every diet. ezCater takes 15% and its customers aren't theirs; offices went hybrid, so big orders
 * come only Tuesday to Thursday. Goal: 25 repeat office clients ordering at least twice a month. Each test reads what
 * its founder would read in a plan made on Monday 4 January 2027.
 */

const southside = fixture("chicago-office-catering").answers;
const reading = readAnswers(southside, FIXED_PLAN_DAY);
const plan = buildPlan(southside, FIXED_PLAN_DAY);
const profile = buildProfile(southside);
const markdown = planToMarkdown(plan, profile, southside, FIXED_PLAN_DAY);
const names = plan.tactics.map((t) => t.name);
const tacticText = plan.tactics.map((t) => [t.name, t.why, t.description, ...t.implementation, ...t.resourcesNeeded, t.template].join("\n")).join("\n");
const tactic = (start: string) => plan.tactics.find((t) => t.name.startsWith(start))!;

describe("reading a caterer", () => {
  it("reads what it serves, for whom, the order, the team, the marketplace, the hybrid week and the goal", () => {
    expect(reading.caterer).toEqual({
      word: "corporate caterer",
      buyers: "offices",
      serves: "breakfast and lunch spreads",
      occasions: "office meetings, trainings and all-hands",
      smallest: 15,
      largest: 300,
      orderValue: 850,
      perHead: null,
      sign: "$",
      team: "two cooks, one driver and you",
      drivers: 1,
      marketplace: "ezCater",
      onMarketplace: true,
      commission: 0.15,
      notOurCustomers: true,
      busyDays: ["Tuesday", "Wednesday", "Thursday"],
      quietDays: ["Monday", "Friday"],
      hybrid: true,
      goalClients: 25,
      ordersPerMonth: 2,
      goalAmount: null,
      goalEvents: null,
      city: "Chicago",
      country: "United States",
      radius: null,
      diets: ["vegetarian", "vegan", "gluten-free"],
      dayLimit: null,
      venuesClosed: false,
      fairsOut: false,
      quietMonths: [],
    });
    expect(reading.kind).toBe("b2b-smb");
  });

  it("fires for no other fixture, and a food truck or restaurant that caters keeps its own reading", () => {
    const fired = BUSINESS_FIXTURES.filter((f) => f.id !== "chicago-office-catering" && readAnswers(f.answers, FIXED_PLAN_DAY).caterer).map((f) => f.id);
    expect(fired).toEqual([]);
    expect(readAnswers(fixture("portland-bao-food-truck").answers, FIXED_PLAN_DAY).mobileFood?.catering).toBe(true);
    for (const f of BUSINESS_FIXTURES.filter((x) => ["b2b-smb", "local"].includes(x.kind) && x.id !== "chicago-office-catering")) {
      const other = buildPlan(f.answers, FIXED_PLAN_DAY);
      expect(other.tactics.map((t) => t.name).join(" "), f.id).not.toMatch(/tasting for the people who order|easy reorder|suppliers list of venues that let outside caterers/i);
    }
  });

  it("leaves catering software, a restaurant that caters and a self-catering cottage alone", () => {
    const software = { ...southside, productDescription: "Ordering and invoicing software for caterers: menus, quotes and delivery schedules in one place." };
    expect(readAnswers(software, FIXED_PLAN_DAY).caterer).toBeNull();
    const restaurant = { ...southside, audienceType: "b2c-general" as const, productDescription: "A 40-seat Italian restaurant in the West Loop that also caters office lunches." };
    expect(readAnswers(restaurant, FIXED_PLAN_DAY).caterer).toBeNull();
    const cottage = { ...southside, audienceType: "b2c-general" as const, productDescription: "Two self-catering cottages in the Lake District for walkers and families." };
    expect(readAnswers(cottage, FIXED_PLAN_DAY).caterer).toBeNull();
    const platform = { ...southside, productDescription: "A corporate catering platform connecting restaurants with offices in New York." };
    expect(readAnswers(platform, FIXED_PLAN_DAY).caterer).toBeNull();
  });

  it("reads other ways caterers describe themselves, and who they feed", () => {
    const boxed = { ...southside, productDescription: "Boxed lunches delivered to offices in Toronto, from a kitchen in Liberty Village." };
    expect(readAnswers(boxed, FIXED_PLAN_DAY).caterer).toMatchObject({ word: "office lunch delivery", buyers: "offices" });
    const napa = { ...southside, audienceType: "b2c-general" as const, productDescription: "We cater weddings and parties in Napa Valley.", audiencePersona: "Couples marrying at vineyards." };
    expect(readAnswers(napa, FIXED_PLAN_DAY).caterer).toMatchObject({ word: "wedding caterer", buyers: "events" });
  });
});

describe("Southside Table's plan", () => {
  it("is made of a caterer's tactics, the tasting and the easy reorder first", () => {
    expect(names).toEqual([
      "A tasting for the people who order food, in named buildings, booked ahead and followed up the next morning",
      "The easy reorder: a standing order on the day each team meets, a one-page menu with dietary labels, and ordering in two minutes",
      "Keep ezCater as a channel, and ask its regulars to order from you directly where its terms allow",
      "A smaller team lunch for Mondays and Fridays, and every tasting on those days",
      "On time, said out loud: an on-time record, one named contact and a driver who texts on arrival",
      "Feed a meeting of the people who book food: office manager and executive assistant networks",
      "Building managers and coworking spaces who recommend caterers to their tenants",
    ]);
  });

  it("leaves out the SaaS plan it used to get: set-up and migration, G2 and Capterra, the trade show, case studies, free months", () => {
    expect(names.join(" ")).not.toMatch(/data migration|G2|Capterra|trade show|case studies|referral programme/i);
    expect(markdown).not.toMatch(/free trial|data migration|\bG2\b|Capterra|trade show|sign-?ups?\b|a month free|free month|cost calculator|teardown of a typical week|Tries a tool|Software built for big companies/i);
  });

  it("does the goal's arithmetic: orders, money, the busy days against the team, and the tastings it takes", () => {
    expect(plan.strategySummary).toContain("25 regular clients ordering twice a month is about 50 orders a month: 25 × 2 orders × $850 = about $42,500 a month.");
    expect(plan.strategySummary).toContain("If most of them land on Tuesdays to Thursdays (about 13 days a month), that is about 4 orders on each of those days: check what two cooks, one driver and you can cook, deliver and set up in one morning");
    expect(plan.strategySummary).toContain("for 25 from none that is about 75 tastings over 13 weeks, about 6 a week");
  });

  it("listens: ezCater's 15% counted and kept as a channel, the hybrid week used", () => {
    expect(plan.strategySummary).toContain("You said ezCater takes 15% and its customers aren't yours. On each $850 order, 15% is about $128.");
    expect(plan.strategySummary).toContain("where ezCater's terms for caterers allow it: read them first");
    expect(plan.strategySummary).toContain("uses Mondays and Fridays for tastings and a smaller team lunch, not for discounts on the busy days");
    const direct = tactic("Keep ezCater as a channel");
    expect(direct.description).toContain("ezCater says orders that come through ezOrdering on a caterer's own website pay a reduced commission: check the current rate");
    expect(direct.template).toContain("If ezCater suits your company's process better, that's fine too");
  });

  it("gives ready-to-send templates in a caterer's words, with the diets, the paperwork and only the unknowables as slots", () => {
    const tasting = tactic("A tasting for the people who order food");
    expect(tasting.template).toContain("I run Southside Table, a corporate caterer in Chicago: breakfast and lunch spreads for office meetings, trainings and all-hands, delivered and set up.");
    expect(tasting.template).toContain("Every dish is labelled (vegetarian, vegan, gluten-free) with its allergens");
    expect(tacticText).not.toMatch(/halal|kosher/i);
    expect(tasting.implementation.join(" ")).toContain("offer two dates, Mondays and Fridays first");
    const reorder = tactic("The easy reorder");
    expect(reorder.description).toContain("the nine major allergens US law names (milk, eggs, fish, shellfish, tree nuts, peanuts, wheat, soy and sesame)");
    expect(reorder.description).toContain("a W-9, a certificate of insurance (COI) that can name the client when asked, your food licence and latest inspection, and invoices on net-30 terms");
    expect(tactic("On time, said out loud").template).toContain("I'm at {{building}} with your order and setting up in {{room}} now");
    expect(tactic("Feed a meeting").description).toContain("the International Association of Administrative Professionals (IAAP, check for a branch near you)");
    expect(tacticText).not.toMatch(/(?<!\{)\{[a-zA-Z]+\}(?!\})/);
  });

  it("describes the people who order food at work", () => {
    expect(profile.overview).toContain("a late delivery or a forgotten diet is blamed on them");
    expect(profile.objections.join(" ")).toContain("We order everything through ezCater: why would we order any other way?");
    expect(profile.needs.join(" ")).toContain("invoices their accounts team accepts (a W-9, a certificate of insurance and net-30)");
    expect(profile.buyingProcess).toContain("places a first order for a smaller meeting");
    expect(markdown).toContain("typical for this kind of business (corporate caterer)");
  });

  it("gives a caterer's quick wins, tips, toolkit and Marketing Model", () => {
    expect(plan.guerrillaTactics.map((t) => t.name)).toEqual([
      "Three tastings booked this week in the buildings nearest your kitchen",
      "A standing order offered to your three most frequent clients",
      "Every dish on this week's menu labelled for diets and allergens",
      "The offices that ordered twice on ezCater, listed, and its terms read",
    ]);
    expect(plan.guerrillaTactics[0]!.description).toContain("offer their team a tasting on a Monday or a Friday");
    expect(markdown).toContain("check it against the busy days' orders and the driver's morning");
    expect(markdown).toContain("Be where offices already look for food: ezCater as a channel (read its terms for caterers first)");
    expect(markdown).toContain("Southside Table is for office managers and assistants whose meetings never start late");
    expect(markdown).toContain("unlike scrolling ezCater for a new caterer each week");
    expect(markdown).toContain("Where the orders come from: tastings for the people who order, standing orders and reorders, ezCater's repeat offices ordering directly");
  });

  it("passes the checker", () => {
    expect(checkPlanQuality(southside, plan, reading)).toEqual([]);
  });

  it("tells the AI it is a corporate caterer, what fits it and the arithmetic", () => {
    const prompt = promptText(southside);
    expect(prompt).toContain("A corporate caterer, not a SaaS company: no free trial, data migration, G2 or Capterra");
    expect(prompt).toContain("ezCater kept as a channel at what it costs, its repeat customers asked to order directly only where its caterer terms allow (check them)");
    expect(prompt).toContain("25 × 2 orders × $850 = about $42,500 a month");
  });
});

describe("the checker on a caterer's plan", () => {
  it("flags the SaaS plan Southside Table used to get", () => {
    const saasPlan: CheckedPlan = {
      tactics: [
        checkedTactic({ name: "Free set-up and data migration, done for them", description: "Offer free data migration from what they use today." }),
        checkedTactic({ name: "Honest reviews on G2 and Capterra", description: "Claim the profiles on G2 and Capterra and ask for reviews." }),
        checkedTactic({ name: "Walk the industry trade show", description: "Walk the trade show with meetings booked ahead." }),
      ],
      timeline: [],
    };
    const findings = checkPlanQuality(southside, saasPlan, reading);
    expect(findings.filter((f) => f.rule === "channel-fit").map((f) => (f.target.kind === "tactic" ? f.target.index : -1))).toEqual([0, 1, 2]);
    expect(findings.filter((f) => f.target.kind === "plan").map((f) => f.note)).toEqual(expect.arrayContaining(["No tasting", "No reorder", "Marketplace kept as is", "Quiet days left empty"]));
  });

  it("leaves a plan with a tasting, a standing order, direct orders and the quiet days alone", () => {
    const good: CheckedPlan = {
      tactics: [
        checkedTactic({ name: "Tastings", description: "Offer the person who orders food a tasting for their team on a Monday." }),
        checkedTactic({ name: "Standing orders", description: "Offer every office that orders twice a standing order, and ask ezCater's repeat offices to order directly where its terms allow." }),
      ],
      timeline: [],
    };
    expect(checkPlanQuality(southside, good, reading).filter((f) => f.target.kind === "plan" && f.rule === "challenge")).toEqual([]);
  });
});

/*
 * An office lunch delivery business in London: hot team lunches and sandwich platters for 10 to 80 people, £12 a head,
 * three chefs and two riders on e-bikes, delivering within 3 miles of a Hackney kitchen; Deliveroo for Work takes a big
 * cut and Mondays and Fridays are dead since people work from home. Goal: 40 offices ordering every week by September.
 */
const deskFeast: PlanFormData = {
  productName: "Desk Feast",
  productType: "ecommerce",
  productStage: "launched",
  productDescription:
    "Office lunch delivery in London: hot team lunches and sandwich platters for 10 to 80 people, delivered to offices in Shoreditch and the City by 12:30. Platters from £12 a head. A kitchen in Hackney, three chefs and two delivery riders on e-bikes.",
  audienceType: "b2b-smb",
  audienceGeography: "local",
  localRegion: "Shoreditch and the City, London",
  audiencePersona:
    "Office managers and workplace coordinators at tech and finance firms of 30-300 staff who order lunch for team meetings and Friday socials, want vegan and halal options labelled, and usually order from Deliveroo for Work or Feedr.",
  budgetRange: "bootstrapped",
  timeHorizon: "mid-term",
  skills: ["content", "sales"],
  primaryGoal: "revenue",
  successMetrics: "40 offices ordering every week by September",
  challenges: "Deliveroo for Work takes a big cut. Mondays and Fridays are dead since people work from home. We can only deliver within 3 miles of the kitchen.",
  includeMarketingWisdom: true,
};

describe("an office lunch delivery business in London", () => {
  const r = readAnswers(deskFeast, FIXED_PLAN_DAY);
  const p = buildPlan(deskFeast, FIXED_PLAN_DAY);
  const text = p.tactics.map((t) => [t.name, t.description, ...t.implementation, ...t.resourcesNeeded, t.template].join("\n")).join("\n");

  it("is read as office lunch delivery, with its marketplace, quiet days, radius and the UK's rules", () => {
    expect(r.caterer).toMatchObject({ word: "office lunch delivery", buyers: "offices", perHead: 12, sign: "£", marketplace: "Deliveroo for Work", onMarketplace: true, quietDays: ["Monday", "Friday"], goalClients: 40, ordersPerMonth: 4, radius: "within 3 miles of the kitchen", country: "United Kingdom", diets: ["vegan", "halal"] });
  });

  it("gets an office caterer's plan in pounds, with UK paperwork and allergens and no US forms", () => {
    expect(p.tactics.map((t) => t.name)).toEqual(expect.arrayContaining(["Keep Deliveroo for Work as a channel, and ask its regulars to order from you directly where its terms allow", "A smaller team lunch for Mondays and Fridays, and every tasting on those days"]));
    expect(text).toContain("your food hygiene rating, a public liability insurance certificate, your allergen procedure, and invoices on 30-day terms");
    expect(text).toContain("the 14 allergens UK and EU food law names");
    expect(text).toContain("List 40 office buildings within 3 miles of the kitchen");
    expect(text).not.toMatch(/W-9|net-30|ezOrdering|\bIAAP\b|BOMA/);
    expect(p.strategySummary).toContain("40 × 4 orders × £240 (£12 a head for about 20 people, an assumption: put in your own average order) = about £38,400 a month");
    expect(p.strategySummary).toContain("three chefs and two delivery riders on e-bikes");
    expect(p.strategySummary).toContain("You deliver only within 3 miles of the kitchen");
    expect(checkPlanQuality(deskFeast, p, r)).toEqual([]);
  });
});

/*
 * A wedding and event caterer in the Cotswolds: sharing feasts and hog roasts for 40 to 200 guests from £45 a head.
 * Venues with in-house caterers won't let them in, wedding fairs cost £400 a stand and bring tyre-kickers, and they
 * are empty from November to March. Goal: 30 weddings booked for next season.
 */
const hearth: PlanFormData = {
  productName: "Hearth & Table",
  productType: "ecommerce",
  productStage: "growth",
  productDescription:
    "A wedding and event caterer in the Cotswolds: sharing-style feasts and hog roasts for weddings, christenings and private parties of 40 to 200 guests, from £45 a head with staff and crockery. Two chefs, a front-of-house manager and freelance waiting staff for each event.",
  audienceType: "b2c-general",
  audienceGeography: "local",
  localRegion: "Cotswolds, England",
  audiencePersona:
    "Couples planning a wedding 12 to 18 months ahead at barns and marquees in the Cotswolds, and their wedding planners; they find caterers through their venue's recommended suppliers list, Instagram and wedding fairs, and book after a tasting.",
  budgetRange: "seed",
  timeHorizon: "mid-term",
  skills: ["design", "social"],
  primaryGoal: "revenue",
  successMetrics: "30 weddings booked for next season",
  challenges: "Venues with in-house caterers won't let us in. Wedding fairs cost £400 a stand and bring tyre-kickers. Summer Saturdays are full but we are empty from November to March.",
  includeMarketingWisdom: true,
};

describe("a wedding caterer", () => {
  const r = readAnswers(hearth, FIXED_PLAN_DAY);
  const p = buildPlan(hearth, FIXED_PLAN_DAY);
  const md = planToMarkdown(p, buildProfile(hearth), hearth, FIXED_PLAN_DAY);
  const text = p.tactics.map((t) => [t.name, t.description, ...t.implementation, ...t.resourcesNeeded, t.template].join("\n")).join("\n");

  it("is read as an event caterer whose couples book once", () => {
    expect(r.caterer).toMatchObject({ word: "wedding caterer", buyers: "events", perHead: 45, goalEvents: 30, city: "the Cotswolds", venuesClosed: true, fairsOut: true, quietMonths: ["November", "December", "January", "February", "March"] });
    expect(r.kind).toBe("local");
  });

  it("gets venues, tastings, quick replies, planners, the quiet months and reviews, and no office or shop tactics", () => {
    expect(p.tactics.map((t) => t.name)).toEqual([
      "On the recommended suppliers list of venues that let outside caterers in",
      "A tasting for every couple who enquires, booked on fixed evenings and followed up within two days",
      "A reply to every enquiry within a day, with sample menus, prices a head and a tasting date",
      "Planners who recommend caterers: a tasting for them and a page of what you do",
      "Sell November to March first: Christmas parties, company events and winter and weekday weddings",
      "Reviews from couples on Google and the directories they read, asked for the week after the event",
      "The guests are next year's hosts: a small card by the food at every event",
    ]);
    expect(text).toContain("wedding directories such as Hitched and Bridebook");
    expect(text).not.toMatch(/office manager|standing order|flyer|shop window|stamp card|wedding fairs? stand/i);
    expect(p.strategySummary).toContain("30 weddings booked at about 120 guests and £45 a head");
    expect(p.strategySummary).toContain("You said wedding fairs cost a stand and bring tyre-kickers: the plan leaves fairs out");
    expect(p.strategySummary).toContain("You said November to March is quiet");
    expect(md).toContain("“Why £45 a head when another caterer quoted less?”");
    expect(checkPlanQuality(hearth, p, r)).toEqual([]);
  });
});
