import { describe, expect, it } from "vitest";
import { buildPlan, buildProfile } from "~/generation/planner";
import { checkPlanQuality, type CheckedPlan } from "~/plan-quality/checker";
import { readAnswers } from "~/plan-quality/reading";
import { planToMarkdown } from "~/plan-view/markdown.server";
import { BUSINESS_FIXTURES, fixture } from "../support/business-fixtures";
import { FIXED_PLAN_DAY } from "../support/plan-day";
import { checkedTactic, promptText } from "../support/plan-checks";

/*
 * Stackwell: bamboo drawer organisers designed in Portland, made in Vietnam, sold on Amazon US with FBA in three
 * sizes at $24-$39, 4.6 stars from 210 reviews. Buyers search Amazon for 'drawer organizer bamboo' and compare
 * photos, reviews and price; they watch home organisation videos. Cheap copies appear every month at half the
 * price, their own Shopify store gets almost no traffic, and no more Facebook ads. $2,000-$10,000 a month, paid
 * and analytics skills; the goal is $60,000 a month in Amazon sales with ACoS under 25%.
 * Each test reads what its founder would read in a plan made on Monday 4 January 2027.
 */

const stackwell = fixture("portland-amazon-fba-organisers").answers;
const reading = readAnswers(stackwell, FIXED_PLAN_DAY);
const plan = buildPlan(stackwell, FIXED_PLAN_DAY);
const profile = buildProfile(stackwell);
const markdown = planToMarkdown(plan, profile, stackwell, FIXED_PLAN_DAY);
const names = plan.tactics.map((t) => t.name);
const tacticText = plan.tactics.map((t) => [t.name, t.why, t.description, ...t.implementation, ...t.resourcesNeeded, t.template].join("\n")).join("\n");
const tactic = (start: string) => plan.tactics.find((t) => t.name.startsWith(start))!;

const NAMES = [
  'The Amazon US listing that wins the search page: a main image and six more that answer the comparison, a title and bullets for "drawer organizer bamboo"',
  "Reviews only the ways Amazon allows: the Request a Review button for every order, Vine for each new variation, and the top complaint fixed",
  "Sponsored Products by match type: bids from your 25% ACoS, a weekly search-term harvest and negative keywords",
  "Your brand protected from the half-price copies: Amazon Brand Registry, a design patent and trademark check, and a set of all three sizes copies can't match",
  "Home organisation creators on YouTube, TikTok and Instagram, sent to the listing with Attribution links",
  "The New Year organising rush now, then Prime Day and Black Friday stock ordered from Vietnam in time",
  "A Brand Store and Sponsored Brands video on the searches that already sell, once Sponsored Products holds 25% ACoS",
];

describe("reading a brand that sells on Amazon", () => {
  it("reads the store, the goods, the prices, the stars, the goal and what the founder said", () => {
    expect(reading.kind).toBe("ecommerce");
    expect(reading.marketplaceBrand).toMatchObject({
      market: "Amazon",
      store: "Amazon US",
      site: "amazon.com",
      country: "United States",
      fulfilment: "FBA",
      goods: "bamboo drawer organisers for kitchens",
      priceLow: 24,
      priceHigh: 39,
      rating: 4.6,
      reviews: 210,
      variations: "three sizes",
      searches: ["drawer organizer bamboo"],
      compare: "photos, reviews and price",
      watches: "home organisation",
      goalMoney: 60000,
      acos: 0.25,
      copies: "Cheap copies appear every month at half our price",
      copiesHalfPrice: true,
      ownShop: "Shopify",
      ownShopQuiet: true,
      madeIn: "Vietnam",
      designedIn: "Portland",
      organising: true,
      wood: true,
    });
    // A maker moving buyers to their own site is another reading; so are stockists.
    expect(reading.marketplaceSeller).toBeNull();
    expect(reading.wholesale).toBeNull();
  });

  it("fires for no other fixture: the Etsy maker, the Kindle author and the skincare brand whose buyers shop on Amazon keep their plans", () => {
    const fired = BUSINESS_FIXTURES.filter((f) => f.id !== "portland-amazon-fba-organisers" && readAnswers(f.answers, FIXED_PLAN_DAY).marketplaceBrand).map((f) => f.id);
    expect(fired).toEqual([]);
    expect(readAnswers(fixture("norfolk-etsy-jewellery").answers, FIXED_PLAN_DAY).marketplaceSeller).not.toBeNull();
  });

  it("reads a seller on Amazon UK, on Amazon.de and on Walmart Marketplace, and not software for sellers or a shop that competes with Amazon", () => {
    const uk = readAnswers({ ...stackwell, productDescription: "Glazed ceramic plant pots, sold on Amazon UK with FBA. Four colours, £18-£32. Made in Portugal.", successMetrics: "£25,000 a month on Amazon UK" }, FIXED_PLAN_DAY);
    expect(uk.marketplaceBrand).toMatchObject({ market: "Amazon", store: "Amazon UK", site: "amazon.co.uk", symbol: "£", variations: "four colours", madeIn: "Portugal", goalMoney: 25000 });
    const de = readAnswers({ ...stackwell, productDescription: "Yoga mats made of cork, sold on Amazon.de with FBA at €39.", successMetrics: "€20k a month on Amazon" }, FIXED_PLAN_DAY);
    expect(de.marketplaceBrand).toMatchObject({ store: "Amazon.de", country: "Germany", symbol: "€", goalMoney: 20000 });
    const walmart = readAnswers({ ...stackwell, productDescription: "Stainless steel slow-feeder dog bowls sold on Walmart Marketplace with WFS. Two sizes at $19 and $27.", successMetrics: "$20k a month on Walmart" }, FIXED_PLAN_DAY);
    expect(walmart.marketplaceBrand).toMatchObject({ market: "Walmart", store: "Walmart Marketplace", fulfilment: "WFS", priceLow: 19, priceHigh: 27, variations: "two sizes" });
    const tool = readAnswers({ ...stackwell, productType: "saas", productDescription: "A repricing app for Amazon sellers with FBA inventory, $49 a month.", successMetrics: "300 paying sellers" }, FIXED_PLAN_DAY);
    expect(tool.marketplaceBrand).toBeNull();
    const rival = readAnswers({ ...stackwell, productDescription: "Bamboo drawer organisers sold on our own website; Amazon is full of copies.", successMetrics: "$20,000 a month in sales" }, FIXED_PLAN_DAY);
    expect(rival.marketplaceBrand).toBeNull();
  });

  it("reads an FBA seller who names no store, with a goal in orders, and not a web shop whose goal is its own site", () => {
    const bakewell = { ...stackwell, productName: "Bakewell", productDescription: "Silicone baking mats in three sizes, $14-$22. We're an FBA seller with 1,200 orders a month.", successMetrics: "2,000 orders a month by June", challenges: "Our ACoS is over 40%." };
    expect(readAnswers(bakewell, FIXED_PLAN_DAY).marketplaceBrand).toMatchObject({ store: "Amazon", fulfilment: "FBA", goods: "silicone baking mats", goalOrders: 2000, ordersNow: 1200, acosNow: "Our ACoS is over 40%" });
    const summary = buildPlan(bakewell, FIXED_PLAN_DAY).strategySummary;
    expect(summary).toContain("2,000 orders a month (about 67 a day), from about 1,200 today: 800 more a month, about 27 more a day; at an average of $18, the middle of $14-$22, that is about $36,000 a month in sales.");
    expect(summary).toContain('You said "Our ACoS is over 40%": before any budget rises, the weekly harvest makes the searches that only cost money negative');
    const webShop = { ...stackwell, productDescription: "Linen aprons sold on our Shopify store and on Amazon with FBA.", successMetrics: "$50k a month on our own site" };
    expect(readAnswers(webShop, FIXED_PLAN_DAY).marketplaceBrand).toBeNull();
  });

  it("gives the founder's own short first draft the same plan", () => {
    const draft = {
      ...stackwell,
      productDescription: "Bamboo drawer organisers for kitchens, sold on Amazon US with FBA. Three sizes, $24-$39, 4.6 stars from 210 reviews. We design them in Portland and manufacture in Vietnam.",
      audiencePersona: "Homeowners and renters aged 28-50 who just moved or are redoing the kitchen, who search Amazon for 'drawer organizer bamboo' and compare photos, reviews and price. They watch home organisation videos.",
    };
    const draftPlan = buildPlan(draft, FIXED_PLAN_DAY);
    expect(draftPlan.tactics.map((t) => t.name)).toEqual(NAMES);
    expect(checkPlanQuality(draft, draftPlan, readAnswers(draft, FIXED_PLAN_DAY))).toEqual([]);
  });
});

describe("the plan Stackwell reads", () => {
  it("is made of a marketplace seller's tactics, the listing first", () => {
    expect(names).toEqual(NAMES);
  });

  it("has none of the webshop plan it used to get", () => {
    expect(markdown).not.toMatch(/abandoned[- ]cart|Klaviyo|Shopify Email|Judge\.me|reviews app|thank-you page|Faire|wholesale|stockists?|Etsy|Google Shopping|Pinterest|holdout|running-low|affiliate code/i);
    expect(tacticText).not.toMatch(/Facebook/);
  });

  it("does the goal's arithmetic: orders a month, what the ads must bring at 25% ACoS, the break-even ACoS and the bid ceiling", () => {
    expect(plan.strategySummary).toContain("Stackwell sells bamboo drawer organisers for kitchens on Amazon US with FBA: homeowners and renters type \"drawer organizer bamboo\" into Amazon's search");
    expect(plan.strategySummary).toContain("$60,000 a month is about 1,900 orders a month (about 63 a day) at an average of $31.50, the middle of $24-$39");
    expect(plan.strategySummary).toContain("At an ACoS of 25%, every $1 of ads has to bring $4 of ad sales: the $3,250 a month this plan puts into Amazon's ads should bring about $13,000 (about 22% of the goal)");
    expect(plan.strategySummary).toContain("Your break-even ACoS is what a sale leaves you before ads, divided by its price");
    expect(tacticText).toContain("$31.50 × 25% × 10% is $0.79 a click at 1 click in 10 buying");
    expect(tactic("Sponsored Products").resourcesNeeded[0]).toBe("Budget: about $2,500 a month, 59% of the plan's spending, plus about 3 hours a week of your time");
  });

  it("hears the copies, the quiet Shopify store and the Facebook ads", () => {
    expect(plan.strategySummary).toContain('You said "Cheap copies appear every month at half our price": the plan doesn\'t chase the half-price copies on price.');
    expect(plan.strategySummary).toContain("Your own Shopify store gets almost no traffic, and is left as it is: creators' audiences go to Amazon US, where your 210 reviews are");
    expect(plan.strategySummary).toContain("so Facebook ads are left out and the ad money goes to Amazon's own ads instead, shown to people already searching for \"drawer organizer bamboo\"");
  });

  it("asks for reviews only the ways Amazon allows, and the box card asks for nothing", () => {
    const reviews = tactic("Reviews only");
    expect(reviews.implementation.join("\n")).toContain("Request a Review button on each order in Seller Central");
    expect(reviews.implementation.join("\n")).toContain("Amazon Vine");
    expect(reviews.implementation.join("\n")).toContain("never a refund, a gift, a discount or a free unit in return for a review, and never asking only happy buyers");
    const card = reviews.template.slice(reviews.template.indexOf("Thank you for choosing"), reviews.template.indexOf("---"));
    expect(card).toContain("We design every piece in Portland");
    expect(card).toContain("Wipe with a damp cloth and dry straight away");
    expect(card).not.toMatch(/review|stars?|discount|shopify/i);
  });

  it("answers copies with Brand Registry, an attorney's check and a set, and sends creators' audiences with Attribution links", () => {
    const brand = tactic("Your brand protected");
    expect(brand.implementation.join("\n")).toContain("registered or pending with the USPTO and enrolled in Amazon Brand Registry");
    expect(brand.template).toContain("Title: Stackwell Bamboo Drawer Organizers for Kitchens, Set of 3:");
    const creators = tactic("Home organisation creators");
    expect(creators.description).toContain("Brand Referral Bonus");
    expect(creators.implementation.join("\n")).toContain("as the FTC's Endorsement Guides require (check)");
    expect(creators.implementation.join("\n")).toContain("Amazon Influencer Program");
    expect(creators.template).toContain("we make Stackwell: bamboo drawer organisers for kitchens. We design every piece in Portland.");
  });

  it("writes the listing for the search buyers type, in the store's spelling, and tests it", () => {
    const listing = tactic("The Amazon US listing");
    expect(listing.template).toContain("Stackwell Bamboo Drawer Organizers for Kitchens");
    expect(listing.template).toContain("DESIGNED IN PORTLAND");
    expect(listing.implementation.join("\n")).toContain("run Manage Your Experiments (in Brand Registry; check that your listing has the traffic to be eligible) on the main image first");
  });

  it("plans the seasons from the plan's start: January now, the stock for July ordered in week 9, Black Friday's dates", () => {
    const seasons = tactic("The New Year organising rush");
    expect(seasons.implementation[0]).toContain("while the New Year organising rush lasts (usually through January)");
    expect(seasons.implementation.join("\n")).toContain("the order goes in by week 9");
    expect(seasons.template).toContain("Black Friday to Cyber Monday: 26 to 29 November 2027");
  });

  it("describes buyers who compare listings on the search page", () => {
    expect(profile.objections.join(" ")).toContain("Will it fit my drawers?");
    expect(profile.objections.join(" ")).toContain("Why pay twice the price of the one next to it?");
    expect(profile.buyingProcess).toContain('Types "drawer organizer bamboo" into Amazon\'s search');
    expect(markdown).toContain("confirm those in your reviews, the questions buyers ask on the listing and Brand Analytics");
  });

  it("gives quick wins, tips, a toolkit and a marketing model for a marketplace seller", () => {
    expect(plan.guerrillaTactics.map((t) => t.name)).toEqual([
      'Search "drawer organizer bamboo" on your phone tonight and screenshot the first screen',
      "Negative keywords from the last 60 days of searches, today",
      "Request a Review on every order delivered in the last 30 days",
      "Read the last 30 low reviews of the listings above you",
    ]);
    expect(markdown).toContain("Every Friday, read the same numbers in one sheet: sessions and conversion per size (Business Reports)");
    expect(markdown).toContain("Send Stackwell to three professional organisers near you");
    expect(markdown).toContain("Open the drawer and find it first time: Stackwell, bamboo drawer organisers for kitchens.");
    expect(markdown).toContain("Show your listing's main image and title to five people for three seconds");
  });

  it("passes the checker", () => {
    expect(checkPlanQuality(stackwell, plan, reading)).toEqual([]);
  });

  it("tells the AI it sells on Amazon, what its plan is made of and the rules to check", () => {
    const prompt = promptText(stackwell);
    expect(prompt).toContain("A brand selling mainly on Amazon US (FBA): Amazon owns the buyer, so no abandoned-cart or post-purchase emails, no reviews app");
    expect(prompt).toContain("bids from the target ACoS ($31.50 × 25% × 10%)");
    expect(prompt).toContain("no review request in the packaging insert");
    expect(prompt).toContain("about 1,900 orders a month");
  });
});

describe("the checker on an Amazon brand's plan", () => {
  it("flags the webshop plan Stackwell used to get", () => {
    const webshop: CheckedPlan = {
      tactics: [
        checkedTactic({ name: "Abandoned-cart email flow: three emails over three days", description: "An automated flow for shoppers who started checkout and left." }),
        checkedTactic({ name: "Post-purchase review request with photo reviews", description: "Install a reviews app (Judge.me, Okendo or Yotpo) that sends the request." }),
        checkedTactic({ name: "Sell on Amazon or Etsy, with the trade-offs weighed first", description: "A test on one marketplace with your bestsellers." }),
      ],
      timeline: [],
    };
    const findings = checkPlanQuality(stackwell, webshop, reading);
    expect(findings.filter((f) => f.rule === "channel-fit").map((f) => (f.target.kind === "tactic" ? f.target.index : -1))).toEqual([0, 1, 2]);
    expect(findings.filter((f) => f.target.kind === "plan").map((f) => f.note)).toEqual(
      expect.arrayContaining(["Leaves the listing as it is", "No ads structure for the ACoS", "Leaves the copies unanswered"]),
    );
  });

  it("flags a review bought with a free unit, and not the rule that forbids it", () => {
    const bought: CheckedPlan = { tactics: [checkedTactic({ name: "Reviews", description: "Send a free product in exchange for a 5-star review." })], timeline: [] };
    expect(checkPlanQuality(stackwell, bought, reading).map((f) => f.note)).toContain("A review bought or steered");
    const rule: CheckedPlan = { tactics: [checkedTactic({ name: "Reviews", description: "Never a free unit in return for a review." })], timeline: [] };
    expect(checkPlanQuality(stackwell, rule, reading).map((f) => f.note)).not.toContain("A review bought or steered");
  });
});

/*
 * The same kind elsewhere: glazed plant pots on Amazon UK with under $500 a month (no ad campaigns of their
 * own), and dog bowls on Walmart Marketplace with WFS (Walmart's own tools, none of Amazon's).
 */
const potterAndRoot = {
  ...stackwell,
  productName: "Potter & Root",
  productStage: "launched",
  productDescription: "Glazed ceramic plant pots with drainage and saucers, sold on Amazon UK with FBA. Four colours, £18-£32, 4.4 stars from 96 reviews. Made in Portugal.",
  audienceType: "b2c-niche",
  audienceGeography: "specific-country",
  specificCountry: "United Kingdom",
  audiencePersona: "Houseplant owners aged 25-45 in UK flats who search Amazon for 'plant pot with drainage' and compare colours, size and reviews. They follow plant accounts on Instagram and TikTok.",
  budgetRange: "bootstrapped",
  successMetrics: "£25,000 a month on Amazon UK with ACoS under 30%",
  challenges: "Knock-offs copy our photos.",
} satisfies typeof stackwell;
const bowlwell = {
  ...stackwell,
  productName: "Bowlwell",
  productDescription: "Stainless steel slow-feeder dog bowls sold on Walmart Marketplace with WFS. Two sizes at $19 and $27.",
  audiencePersona: "Dog owners who shop at Walmart.com and search 'slow feeder dog bowl'.",
  successMetrics: "$20k a month on Walmart",
  challenges: "Hardly anyone finds our listing.",
} satisfies typeof stackwell;

describe("a seller on Amazon UK with no ad budget, and one on Walmart Marketplace", () => {
  it("gives the Amazon UK seller no ad campaigns, in pounds, and says why", () => {
    const ukPlan = buildPlan(potterAndRoot, FIXED_PLAN_DAY);
    const ukNames = ukPlan.tactics.map((t) => t.name);
    expect(ukNames[0]).toBe('The Amazon UK listing that wins the search page: a main image and six more that answer the comparison, a title and bullets for "plant pot with drainage"');
    expect(ukNames.join(" ")).not.toMatch(/Sponsored/);
    expect(ukNames).toContain("Plant creators on YouTube, TikTok and Instagram, sent to the listing with Attribution links");
    expect(ukPlan.strategySummary).toContain("£25,000 a month is about 1,000 orders a month (about 33 a day) at an average of £25");
    expect(ukPlan.strategySummary).toContain("every £1 of ads has to bring £3.33 of ad sales");
    expect(ukPlan.strategySummary).toContain("Your budget carries no ad campaigns of its own");
    expect(ukPlan.strategySummary).not.toContain("Sponsored Products run by match type");
    expect(ukPlan.tactics.map((t) => t.implementation.join("\n")).join("\n")).toContain("the UK IPO");
    expect(checkPlanQuality(potterAndRoot, ukPlan, readAnswers(potterAndRoot, FIXED_PLAN_DAY))).toEqual([]);
  });

  it("gives the Walmart seller Walmart's tools and none of Amazon's", () => {
    const wmPlan = buildPlan(bowlwell, FIXED_PLAN_DAY);
    const wmText = planToMarkdown(wmPlan, buildProfile(bowlwell), bowlwell, FIXED_PLAN_DAY);
    expect(wmPlan.tactics.map((t) => t.name)).toContain("Reviews only the ways Walmart allows: Walmart's own review requests, Spark Reviewer for each new item, and the top complaint fixed");
    expect(wmText).toContain("Walmart Brand Portal");
    expect(wmText).toContain("Seller Center");
    expect(wmText).not.toMatch(/Brand Registry|Vine|Attribution link|Seller Central|Prime Day|Request a Review|Manage Your Experiments/);
    expect(checkPlanQuality(bowlwell, wmPlan, readAnswers(bowlwell, FIXED_PLAN_DAY))).toEqual([]);
  });
});
