import { describe, expect, it } from "vitest";
import { buildPlan, buildProfile } from "~/generation/planner";
import { checkPlanQuality } from "~/plan-quality/checker";
import { readAnswers } from "~/plan-quality/reading";
import { successTipsFor } from "~/plan-view/fixed-texts";
import { fixture } from "../support/business-fixtures";
import { FIXED_PLAN_DAY } from "../support/plan-day";

/*
 * Saltmarsh Silver, a jeweller in Wells-next-the-Sea who sells on Etsy and wants 30% of her sales on
 * her own website and 1,000 email subscribers, with 5 hours a week and no wish to be on camera. Each
 * test reads what she would read in her plan.
 */

const maker = fixture("norfolk-etsy-jewellery").answers;
const r = readAnswers(maker, FIXED_PLAN_DAY);
const plan = buildPlan(maker, FIXED_PLAN_DAY);
const profile = buildProfile(maker, r);
const names = plan.tactics.map((t) => t.name);

describe("reading a maker who sells on Etsy", () => {
  it("reads Etsy as where she sells, her goal as her own site and list, and her numbers", () => {
    expect(r.marketplaceSeller).toEqual({ platforms: ["Etsy"], monthlyOrders: 26, ownShare: 0.3, listGoal: 1000, fairs: true });
    // "Instead of Etsy" moves sales off the marketplace; "1,000 email subscribers" is an email list.
    expect(r.metricChannels).toContain("email-marketing");
    expect(r.metricChannels).not.toContain("marketplaces");
  });

  it("reads jewellery as bought once or as a gift, not subscribed to", () => {
    expect(r.boughtOnce).toBe(true);
    expect(r.recurring).toBe(false);
  });

  it("reads 'I hate being on camera' as no video and no TikTok", () => {
    expect(r.noCamera).toMatch(/hate being on camera/);
    expect(r.avoid.map((o) => o.tag)).toEqual(expect.arrayContaining(["video", "tiktok"]));
  });

  it("does not read a shop that only competes with Amazon as a marketplace seller", () => {
    const rival = { ...maker, productDescription: maker.productDescription.replace(/I sell on Etsy[^.]*\./, "People buy cheaper sea-glass jewellery on Amazon."), successMetrics: "£2,000 of sales a month" };
    expect(readAnswers(rival, FIXED_PLAN_DAY).marketplaceSeller).toBeNull();
  });
});

describe("her plan moves Etsy buyers to her own list and site", () => {
  it("leads with the parcel card, the welcome and gifting emails and new pieces to the list first", () => {
    expect(names[0]).toBe("A card in every Etsy parcel: join the list for a first look at new pieces");
    expect(names).toEqual(
      expect.arrayContaining([
        "Welcome emails, and gifting emails with the last posting dates before each gifting day",
        "New pieces to your list first, on your own site, before Etsy",
        "A list sign-up with a reason to join, on your own site and at your craft-fair stall",
        "Pinterest pins of every piece, linking to your own site",
      ]),
    );
  });

  it("keeps within Etsy's rules and says so", () => {
    const card = plan.tactics.find((t) => t.name.startsWith("A card in every Etsy parcel"))!;
    expect(card.description).toMatch(/keeps within Etsy's rules: buyers sign up themselves, you never add an email from an order to your list/);
    expect(card.template).toContain("Thank you for choosing Saltmarsh Silver.");
    expect(card.template).not.toMatch(/discount|% off|buy (?:it )?direct/i);
  });

  it("states the arithmetic of her goal in £", () => {
    expect(plan.strategySummary).toContain("Your sales on Etsy come to about 26 orders a month; 30% of them on your own site is about 8 orders a month. At £48 an order, that is about £384 of sales.");
    expect(plan.strategySummary).toContain("about 800 subscribers bring those 8 orders, so your goal of 1,000 subscribers carries it");
  });

  it("leaves out wholesale, SMS and creator gifting, which do not serve her own site", () => {
    expect(JSON.stringify(plan.tactics)).not.toMatch(/wholesale|stockists|Faire|SMS|micro-creators|a sample they can taste/i);
    expect(plan.strategySummary).toContain("wholesale and selling on more marketplaces are left out, because they send sales away from your own site");
  });

  it("puts her on camera nowhere, and says so", () => {
    expect(plan.strategySummary).toContain("nothing in the plan puts you on camera");
    for (const t of plan.tactics) expect(JSON.stringify(t)).not.toMatch(/\bvideos?\b|TikTok|YouTube|Reels|talking-head/i);
  });

  it("keeps to her 5 hours a week", () => {
    expect(plan.strategySummary).toMatch(/the plan keeps to about (?:[1-4](?:\.5)?|5) hours a week in all/);
  });

  it("passes the plan checker with no findings", () => {
    expect(checkPlanQuality(maker, plan, r)).toEqual([]);
  });
});

describe("her customer profile is a gift buyer's, not a subscriber's", () => {
  const all = JSON.stringify(profile);

  it("has no subscription or cancelling worries", () => {
    expect(all).not.toMatch(/cancel|pause|subscription/i);
    expect(profile.objections.join(" ")).toMatch(/arrive in time/);
  });

  it("takes where they spend time from her words, not as an assumption", () => {
    expect(profile.behaviors[0]).toBe("Where they spend time: they browse Etsy and Instagram in the evening and care that it is handmade and recycled");
  });

  it("says what kind of business it is: a maker's shop selling on Etsy", () => {
    expect(plan.strategySummary).toContain("Saltmarsh Silver is a maker's shop selling on Etsy for women aged 30-60 in the United Kingdom.");
  });
});

describe("the rest of her plan is about pieces given as gifts", () => {
  it("has no samples to taste, no 'running low' and no cancelling in the ideas and the marketing model", () => {
    const rest = JSON.stringify([plan.guerrillaTactics, plan.marketingEducation]);
    expect(rest).not.toMatch(/run(?:ning)? (?:low|out)|Sampling|pause or cancel|seconds of a video/i);
    expect(plan.guerrillaTactics.map((g) => g.name)).toContain("Free gift wrapping and a handwritten note");
    expect(plan.marketingEducation.emotionEngine.description).toContain("your photographs");
  });
});

describe("a coffee roaster without a subscription", () => {
  it("gets returns, not cancelling, in its profile", () => {
    const coffee = { ...maker, productDescription: "Small-batch specialty coffee roasted in Norwich and shipped across the UK in 250 g bags at £9.50. " + "We roast twice a week and sell on our own site: people order a bag whenever they run low. ".repeat(2) };
    const p = JSON.stringify(buildProfile(coffee));
    expect(p).not.toMatch(/cancel|pause/i);
    expect(p).toMatch(/return/i);
  });
});

describe("the maker's weeks hold together", () => {
  const f = fixture("norfolk-etsy-jewellery");
  const weekPlan = buildPlan(f.answers, FIXED_PLAN_DAY);
  const phases = weekPlan.timeline;

  it("sets up the own shop first, in week 1, before the listings, the sign-up page and the parcel card point to it", () => {
    expect(phases[0]!.tasks[1]).toMatch(/^If your own shop is not selling yet, set it up/);
    const signUp = phases[0]!.tasks.findIndex((t) => t.startsWith("Set up one sign-up page"));
    expect(signUp).toBeGreaterThan(1);
    expect(phases[0]!.tasks[signUp]).toContain("switch on the tool's automatic thank-you email");
  });

  it("names the gifting days in the plan's weeks, and in a later phase only those still ahead", () => {
    const gifting = weekPlan.tactics.find((t) => t.name.startsWith("Welcome emails"))!;
    expect(gifting.implementation.join(" ")).toContain(
      "(Valentine's Day on Sunday 14 February, Mother's Day on Sunday 7 March and Father's Day on Sunday 20 June)",
    );
    // With five hours a week the gifting emails start in weeks 7-13, after Valentine's Day: the step
    // names Mother's Day and Father's Day, still ahead of it, and the pins Father's Day alone.
    const second = phases[1]!.tasks.filter((t) => /before each gifting date/.test(t));
    expect(second).toHaveLength(1);
    expect(second[0]).toContain("each gifting date (Mother's Day on Sunday 7 March and Father's Day on Sunday 20 June)");
    const pins = phases.flatMap((p) => p.tasks).filter((t) => /months before each gifting date/.test(t));
    expect(pins).toEqual([expect.stringContaining("each gifting date (Father's Day on Sunday 20 June)")]);
    expect([...second, ...pins].join(" ")).not.toMatch(/Valentine's Day|Christmas/);
  });
});

describe("the maker's success tips", () => {
  it("speak of making, her list and her own site's share, not creators and stockists", () => {
    const tips = successTipsFor(readAnswers(fixture("norfolk-etsy-jewellery").answers, FIXED_PLAN_DAY)).join(" ");
    expect(tips).toContain("Making comes first, so give marketing a fixed slot: protect the 5 hours a week you have for marketing");
    expect(tips).toContain("counting sign-ups and the orders on your own site against Etsy");
    expect(tips).not.toMatch(/creator|stockist|75% marketing/);
  });
});

describe("what each profile says it is drafted for", () => {
  const draftedFor = (id: string) => /drafted from what is typical for this kind of business \(([^)]*)\)/.exec(buildProfile(fixture(id).answers).overview)?.[1];

  it("names the way the business sells when the kind alone would mislead: a maker, a campaign, a producer", () => {
    expect(draftedFor("norfolk-etsy-jewellery")).toBe("maker selling on Etsy");
    expect(draftedFor("berlin-bike-light-kickstarter")).toBe("crowdfunding campaign on Kickstarter");
    expect(draftedFor("bristol-hot-sauce-stockists")).toBe("producer selling to shops");
    expect(draftedFor("skincare-d2c")).toBe("D2C brand or subscription");
  });
});
