import { describe, expect, it } from "vitest";
import { buildPlan, buildProfile } from "~/generation/planner";
import { checkPlanQuality, type CheckedPlan } from "~/plan-quality/checker";
import { readAnswers } from "~/plan-quality/reading";
import { planToMarkdown } from "~/plan-view/markdown.server";
import { BUSINESS_FIXTURES, fixture } from "../support/business-fixtures";
import { FIXED_PLAN_DAY } from "../support/plan-day";
import { checkedTactic, promptText } from "../support/plan-checks";

/*
 * Two Lads and a Luton, a removals company in Bristol: two vans, four movers, £450 fixed for a two-bedroom flat
 * move with boxes delivered a week before, student moves and single items from £60; full at the end of each
 * month and in summer, mid-month weekdays empty; five hours a week for marketing, and the comparison sites that
 * take 20% stopped. It used to get a shop's plan (a staff perk card for nearby workplaces, gift vouchers, 'ask
 * every regular for a review', ads 'within a short drive of the shop', a bring-a-neighbour card). Each test
 * reads what the founder would read in a plan made on Monday 4 January 2027.
 */

const movers = fixture("bristol-removals-company").answers;
const reading = readAnswers(movers, FIXED_PLAN_DAY);
const plan = buildPlan(movers, FIXED_PLAN_DAY);
const markdown = planToMarkdown(plan, buildProfile(movers), movers, FIXED_PLAN_DAY);
const names = plan.tactics.map((t) => t.name);
const tactic = (start: string) => plan.tactics.find((t) => t.name.startsWith(start));

const manAndVan = {
  ...movers,
  productName: "Steady Van",
  productDescription:
    "I'm a man and van in Leeds: one Luton van, me and a mate on bigger jobs. Single items from £40, a studio flat move £180, a one-bed around £250. Students and flat moves are most of my work, and I'm on Google and Facebook Marketplace. Weekends are busy, weekdays are quiet.",
  localRegion: "Leeds",
  budgetRange: "bootstrapped" as const,
  successMetrics: "From 10 to 20 jobs a week by September",
  challenges: "I drive all day so I only have evenings. I don't want to pay for ads yet.",
};
const austin = {
  ...movers,
  productName: "Lone Star Movers",
  productDescription:
    "We are a family-run moving company in Austin, Texas: three trucks and eight movers, licensed and insured. A one-bedroom apartment move within Austin is $650 flat rate, with free wardrobe boxes. We also do storage and single-item deliveries from $99. Most jobs come from Yelp and Google. The first and last days of each month are packed; mid-week days in the middle of the month are slow.",
  localRegion: "Austin, Texas",
  audiencePersona:
    "Renters and young families aged 25-45 moving apartments in Austin, who book one or two weeks out, get three quotes online, and worry about hidden fees and scratched furniture. Also seniors downsizing into smaller homes, whose adult children arrange the move.",
  successMetrics: "Mid-month weekday moves from 6 to 15 a month",
  challenges: "I run the office alone with about four hours a week for marketing. Thumbtack leads cost too much and we stopped using them.",
};

describe("reading a removals company", () => {
  it("reads the founder's prices, crew, busy and quiet days, goal, listings and the sites they stopped", () => {
    const m = reading.removals;
    expect(reading.kind).toBe("local");
    expect(m).toMatchObject({
      word: "removals company",
      us: false,
      price: { amount: 450, symbol: "£", what: "a two-bedroom flat move within Bristol", fixed: true },
      smallJobs: "single-item collections from £60",
      extras: "boxes delivered free a week before",
      crew: "two vans, four movers",
      insured: true,
      students: true,
      downsizing: true,
      quiet: "mid-month weekdays",
      busy: "summer and the end of each month",
      goalFrom: 4,
      goalTo: 12,
      per: "month",
      listings: ["Checkatrade"],
      comparison: "Price comparison sites take 20% and we've stopped using them",
      comparisonCut: "20%",
      noDiscount: null,
      threeQuotes: true,
      fearsExtras: true,
    });
    expect(reading.audience).toMatch(/^renters and first-time buyers/i);
  });

  it("reads a man and van, a US moving company and a house clearance service in their own words", () => {
    expect(readAnswers(manAndVan, FIXED_PLAN_DAY).removals).toMatchObject({ word: "man and van service", price: { amount: 180, what: "a studio flat move" }, smallJobs: "single items from £40", quiet: "weekdays", goalWhat: "jobs", per: "week" });
    expect(readAnswers(austin, FIXED_PLAN_DAY).removals).toMatchObject({ word: "moving company", us: true, price: { amount: 650, symbol: "$", fixed: true }, crew: "three trucks and eight movers", listings: ["Yelp"], comparison: "Thumbtack leads cost too much and we stopped using them" });
    const clearance = { ...movers, productName: "Clear Away", productDescription: `We are a house clearance service in Swindon: ${movers.productDescription.split(": ")[1]}` };
    expect(readAnswers(clearance, FIXED_PLAN_DAY).removals?.word).toBe("house clearance service");
  });

  it("does not read a cleaner's move-out cleans, a comparison site or software for movers as a removals company", () => {
    const cleaner = { ...movers, productName: "Spark", productDescription: "A house cleaning service in Bristol: weekly and fortnightly cleans, end of tenancy cleaning and move-out cleans for renters. Most clients find us on Google." };
    expect(readAnswers(cleaner, FIXED_PLAN_DAY).removals).toBeNull();
    const site = { ...movers, productName: "MoveMatch", productDescription: "A comparison site where people moving home get quotes from removals companies in Bristol and pick the cheapest." };
    expect(readAnswers(site, FIXED_PLAN_DAY).removals).toBeNull();
    const crm = { ...movers, productName: "VanDesk", audienceType: "b2b-smb" as const, productDescription: "Booking software for removals companies: quotes, crew rotas and invoices in one app." };
    expect(readAnswers(crm, FIXED_PLAN_DAY).removals).toBeNull();
  });

  it("fires for no other fixture: the house cleaner and the plumber keep their plans", () => {
    const found = BUSINESS_FIXTURES.filter((f) => readAnswers(f.answers, FIXED_PLAN_DAY).removals !== null).map((f) => f.id);
    expect(found).toEqual(["bristol-removals-company"]);
  });
});

describe("Two Lads and a Luton's plan", () => {
  it("wins the quote, fills the quiet days and works with the people who know move dates", () => {
    expect(names).toEqual([
      "A fixed-price quote sent the same day, saying what is included and what would change it",
      "An honest reason to move on a mid-month weekday, offered to everyone whose date can move",
      "A review asked at the end of every move, with photos of careful packing (with consent)",
      "The people who know a move date first: letting and estate agents, conveyancing solicitors, student accommodation offices and downsizing advisers",
      "Google Business Profile for the area you cover, kept full, with Checkatrade kept the same",
      "Google search ads on move searches within the area you cover, judged by moves booked",
    ]);
  });

  it("offers none of a shop's tactics and none of its words", () => {
    expect(names.join("\n")).not.toMatch(/staff perk|gift vouchers|regular|short drive of the shop|bring-a-neighbour/i);
    const tacticsText = JSON.stringify(plan.tactics);
    expect(tacticsText).not.toMatch(/\bby the till\b|\bregulars?\b|\bshop window\b|\bfirst visit\b|\bwalk-?ins?\b|\bin the chair\b/i);
    expect(markdown).not.toMatch(/\bby the till\b|\bin the chair\b|\bfirst cut\b|\bBakery\b|\bgift vouchers?\b|\bstaff perk\b/i);
  });

  it("writes a quote page and a quote that answer the fear of extras, in the founder's prices", () => {
    const quote = tactic("A fixed-price quote sent the same day")!;
    expect(quote.template).toContain("£450 fixed for a two-bedroom flat move within Bristol. Single-item collections from £60.");
    expect(quote.template).toContain("Every move includes: boxes delivered free a week before");
    expect(quote.template).toContain("nothing is added on the day");
    expect(quote.template).toContain("Read our reviews on Google and Checkatrade.");
    expect(quote.implementation.join("\n")).toContain("For a date in the crunch of summer and the end of each month, say honestly how many vans are left that day, and offer the nearest mid-month weekdays");
  });

  it("leaves the quiet-day price to the founder, with its reason, and says so", () => {
    const quiet = tactic("An honest reason to move on a mid-month weekday")!;
    expect(quiet.template).toContain("Our vans are busiest at summer and the end of each month. Move on a mid-month weekday and you get {{your mid-month weekday price}}, the same crew, insurance and fixed-price promise, cheaper only because the vans would otherwise stand still.");
    expect(plan.strategySummary).toContain("You did not say whether you would price mid-month weekdays lower, so the plan leaves that to you");
    const never = buildPlan({ ...movers, challenges: `${movers.challenges} We never discount our labour.` }, FIXED_PLAN_DAY);
    const held = never.tactics.find((t) => t.name.startsWith("An honest reason"))!;
    expect(held.template).toContain("you get the same price, with something the quiet days let you give: an extra hour of packing");
    expect(never.strategySummary).toContain('You said "We never discount our labour", so the quiet days are filled with a reason and something extra, never a lower price.');
  });

  it("writes to the agents within their rules, and asks for reviews the way Google allows", () => {
    const partners = tactic("The people who know a move date first")!;
    expect(partners.template).toContain("I'm {{your name}} from Two Lads and a Luton, a removals company in Bristol (two vans, four movers).");
    expect(partners.description).toContain("Add the universities' accommodation offices and student halls, as well as care-home managers and downsizing advisers");
    expect(partners.description).toContain("check the Property Ombudsman's code and each agency's policy before offering a referral fee");
    const reviews = tactic("A review asked at the end of every move")!;
    expect(reviews.template).toContain("an honest review helps the next person choosing a removals company in Bristol");
    expect(reviews.implementation.join("\n")).toContain("with no reward and nothing offered in return (Google forbids rewarded reviews; check Checkatrade's rules too)");
  });

  it("does the goal's arithmetic and listens to what the founder stopped", () => {
    expect(plan.strategySummary).toContain("Mid-month weekday moves from 4 to 12 a month is 8 more a month, about 2 a week. At £450 for a two-bedroom flat move within Bristol, that is about £3,600 more work a month");
    expect(plan.strategySummary).toContain("that takes about 24 more quotes a month for those days, 6 a week");
    expect(plan.strategySummary).toContain('You said "Price comparison sites take 20% and we\'ve stopped using them", so no tactic sends you back to them');
    expect(JSON.stringify(plan.tactics)).not.toMatch(/comparemymove|reallymoving|anyvan|comparison sites? (?!you stopped)/i);
    const ads = tactic("Google search ads on move searches")!;
    expect(ads.template).toContain("Removals in Bristol");
    expect(ads.template).toContain("Mid-month weekdays available.");
  });

  it("profiles people moving home, with a mover's quick wins, toolkit, tips and Marketing Model", () => {
    expect(markdown).toContain("Two Lads and a Luton is a removals company in Bristol and Bath: two vans, four movers, fully insured.");
    expect(markdown).toContain("People move once every few years, so nobody is a regular");
    expect(markdown).toContain("“Will the price on the day be the price you quoted?”");
    expect(markdown).toContain("Ring every quote still open for this month's mid-month weekdays");
    expect(markdown).toContain("Cards on three letting agents' desks this week");
    expect(markdown).toContain("Your real rivals are the big national firms, the man with a van off a classified ad, the comparison sites you stopped using and friends with a hired van.");
    expect(markdown).toContain("which mid-month weekdays are still empty?");
    expect(markdown).toContain("“Last time the removal men added £200 on the day for the stairs. Two Lads and a Luton gave us one price in writing, and that's what we paid.”");
    expect(markdown).toContain("Open the prices page, your Google profile and every quote with what people moving want");
  });

  it("passes the checker, and flags the shop's plan it used to get", () => {
    expect(checkPlanQuality(movers, plan, reading)).toEqual([]);
    const shopPlan: CheckedPlan = {
      tactics: [
        checkedTactic({ name: "A staff perk card for nearby workplaces", description: "Offer the staff of nearby offices a standing perk." }),
        checkedTactic({ name: "Gift vouchers for birthdays, holidays and thank-yous", description: "Sell gift vouchers at the counter." }),
        checkedTactic({ name: "Bring-a-neighbour referral card", description: "Give your regulars a card for a friend's first visit." }),
      ],
      timeline: [],
    };
    const findings = checkPlanQuality(movers, shopPlan, reading);
    expect(findings.filter((f) => f.rule === "channel-fit").map((f) => (f.target.kind === "tactic" ? f.target.index : -1))).toEqual([0, 1, 2]);
    expect(findings.map((f) => f.note)).toEqual(expect.arrayContaining(["Leaves the fear of extras unanswered", "Leaves out the people who know move dates", "Leaves the quiet days empty"]));
    const backToSites: CheckedPlan = { tactics: [checkedTactic({ name: "List on price comparison sites", description: "Get listed on the big price comparison sites for more quotes." })], timeline: [] };
    expect(checkPlanQuality(movers, backToSites, reading).map((f) => f.note)).toContain("Uses the comparison sites you stopped");
  });

  it("tells the AI it is a removals company, with its plan and arithmetic", () => {
    const prompt = promptText(movers);
    expect(prompt).toContain("A removals company (house and flat moves, student moves, single items), not an app, a shop or a salon");
    expect(prompt).toContain("a fixed-price quote sent the same day that says what is included and what would change it (£450 fixed for a two-bedroom flat move within Bristol)");
    expect(prompt).toContain("Never invent a discount the founder has not chosen");
    expect(prompt).toContain('The founder says: "Price comparison sites take 20% and we\'ve stopped using them": no comparison or lead sites');
  });
});

describe("other movers' plans", () => {
  it("gives a US moving company realtors, trucks, apartments and Yelp, not letting agents", () => {
    const us = buildPlan(austin, FIXED_PLAN_DAY);
    const text = JSON.stringify(us.tactics);
    expect(us.tactics.map((t) => t.name)).toContain("The people who know a move date first: realtors and property managers, closing attorneys and senior move managers");
    expect(text).toContain("$650 fixed for a one-bedroom apartment move within Austin");
    expect(text).toContain("an apartment above the second floor with no elevator");
    expect(text).toContain("Movers in Austin");
    expect(text).not.toMatch(/\bletting\b|\bestate agents?\b|\bconveyanc|\bflat\b(?! rate)|\bvans?\b|\bring me\b/i);
    expect(checkPlanQuality(austin, us, readAnswers(austin, FIXED_PLAN_DAY))).toEqual([]);
  });

  it("gives a man and van with only evenings and no ads money a plan he can do after work", () => {
    const van = buildPlan(manAndVan, FIXED_PLAN_DAY);
    const vanNames = van.tactics.map((t) => t.name);
    expect(vanNames).toContain("A fixed-price quote sent the same day, saying what is included and what would change it");
    expect(vanNames).toContain("An honest reason to move on a weekday, offered to everyone whose date can move");
    expect(vanNames.some((n) => /ads/i.test(n))).toBe(false);
    expect(van.strategySummary).toContain("Jobs from 10 to 20 a week is 10 more a week");
    expect(JSON.stringify(van.tactics)).toContain("£180 for a studio flat move. Single items from £40.");
    expect(checkPlanQuality(manAndVan, van, readAnswers(manAndVan, FIXED_PLAN_DAY))).toEqual([]);
  });
});
