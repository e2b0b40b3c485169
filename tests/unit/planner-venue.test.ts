import { describe, expect, it } from "vitest";
import { buildPlan, buildProfile } from "~/generation/planner";
import { checkPlanQuality, type CheckedPlan } from "~/plan-quality/checker";
import { readAnswers } from "~/plan-quality/reading";
import { venueDates, venueWordOf } from "~/plan-quality/venue";
import { planToMarkdown } from "~/plan-view/markdown.server";
import { utcDay } from "~/plan-quality/calendar";
import { BUSINESS_FIXTURES, fixture } from "../support/business-fixtures";
import { FIXED_PLAN_DAY } from "../support/plan-day";
import { checkedTactic, promptText } from "../support/plan-checks";

/*
 * Oakhill Barn, a restored barn wedding venue in the Cotswolds for up to 120 guests (exclusive use,
 * in-house catering, rooms for 20, weddings from £9,500), typed "ecommerce" on the form. Summer Saturdays
 * sell out; Fridays, Sundays and winter weddings are empty, and wedding fairs cost a lot and brought few
 * bookings. The goal is 20 Friday, Sunday or winter weddings for 2027 by the end of June. Each test reads
 * what its founder would read in a plan made on Monday 4 January 2027, in engagement season, with
 * January to March 2027 weeks away.
 */

const barn = fixture("cotswolds-wedding-barn").answers;
const reading = readAnswers(barn, FIXED_PLAN_DAY);
const plan = buildPlan(barn, FIXED_PLAN_DAY);
const profile = buildProfile(barn);
const markdown = planToMarkdown(plan, profile, barn, FIXED_PLAN_DAY);
const names = plan.tactics.map((t) => t.name);
const tacticText = plan.tactics.map((t) => [t.name, t.description, ...t.implementation, t.template].join("\n")).join("\n");
const weekOf = (text: string) => plan.timeline.find((p) => p.tasks.some((task) => task.includes(text)));

describe("reading a wedding venue", () => {
  it("reads a barn wedding venue whatever the product type says, with its numbers, its empty dates and its goal", () => {
    expect(reading.kind).toBe("local");
    expect(reading.trade).toBe("venue");
    expect(reading.venue).toMatchObject({
      word: "barn wedding venue",
      short: "the barn",
      weddings: true,
      where: "the Cotswolds",
      guests: 120,
      sleeps: 20,
      fromPrice: 9500,
      symbol: "£",
      offPeak: ["Friday", "Sunday", "winter"],
      goalCount: 20,
      goalYear: 2027,
      byMonth: "June",
      fairsFailed: true,
      slowReplies: true,
      cities: ["London", "Bristol", "Birmingham"],
      leadMonths: [12, 18],
    });
    expect(reading.venue?.included).toEqual(["exclusive use", "in-house catering", "ceremonies on site", "rooms for 20"]);
    expect(reading.audience).toBe("engaged couples");
  });

  it("recognises country houses and event spaces, and not the suppliers or software that serve venues", () => {
    expect(venueWordOf("A Georgian country house wedding venue in Somerset for 150 guests.")).toMatchObject({ word: "country house wedding venue", short: "the house", weddings: true });
    expect(venueWordOf("A warehouse event space in Manchester for parties, launches and weddings.")).toMatchObject({ word: "event space", weddings: true });
    expect(venueWordOf("A city event space in Leeds for company parties and launches.")).toMatchObject({ word: "event space", weddings: false });
    expect(venueWordOf("Booking software for wedding venues.")).toBeNull();
    expect(venueWordOf("A wedding photographer covering barn wedding venues across the Cotswolds.")).toBeNull();
    const software = readAnswers({ ...barn, productDescription: "Venuely is a booking platform for wedding venues: couples check dates and pay deposits online.", audienceType: "b2b-smb" });
    expect(software.venue).toBeNull();
  });

  it("sells the dates that are weeks away apart from the later ones, whenever the plan starts", () => {
    expect(venueDates(reading.venue, FIXED_PLAN_DAY)).toEqual({
      near: "January to March 2027",
      later: "the Fridays and Sundays from April to October 2027 and the winter dates of November and December 2027",
    });
    // Made in May, the near dates are the next three months, and winter is still to come.
    expect(venueDates(reading.venue, utcDay(2027, 4, 3)).near).toBe("May to July 2027");
  });

  it("fires for no other fixture", () => {
    const fired = BUSINESS_FIXTURES.filter((f) => f.id !== "cotswolds-wedding-barn" && readAnswers(f.answers).venue).map((f) => f.id);
    expect(fired).toEqual([]);
  });
});

describe("the plan Oakhill Barn reads", () => {
  it("is made of a venue's tactics, with priced off-peak packages, the near dates and the enquiry path", () => {
    expect(names).toEqual(
      expect.arrayContaining([
        "Friday, Sunday and winter packages with a clear price and what is included",
        "A short-notice list of open dates for January to March 2027",
        "A reply to every enquiry within hours, a brochure with real prices and a show-round booked in the first reply",
        "Show-round evenings and an open day at the barn, in place of wedding fairs",
        "Hitched and Bridebook listings with the Friday, Sunday and winter packages, and reviews from past couples",
        "A recommended-supplier circle that sends couples both ways, starting with a styled winter shoot at the barn",
        "Real weddings on Instagram, Pinterest and wedding blogs, shared with the couples' permission",
      ]),
    );
  });

  it("has none of the online shop's or bakery's lines it used to get", () => {
    expect(markdown).not.toMatch(/discovery set|trial-size|restock|stockists?|wholesale|google shopping|merchant center|letterbox|micro-creators|affiliate/i);
    expect(markdown).not.toMatch(/seasonal specials|pre-?orders?|staff perk card|by the till|at the till|chalkboard|come in,? say hello|weekly market|shop window|at the counter|regulars/i);
    expect(markdown).not.toMatch(/local shop or service|first order|shipping/i);
  });

  it("states the goal's arithmetic, the fairs left out, the near dates and engagement season", () => {
    expect(plan.strategySummary).toContain("Oakhill Barn is a barn wedding venue in the Cotswolds for up to 120 guests");
    expect(plan.strategySummary).toContain("20 Friday, Sunday or winter weddings for 2027 in 26 weeks is about 3 bookings every four weeks");
    expect(plan.strategySummary).toContain("Assumption: about one in three couples who come to a show-round books");
    expect(plan.strategySummary).toContain("about £142,500-£161,500");
    expect(plan.strategySummary).toContain("You said wedding fairs cost a lot and brought few bookings, so none is in this plan");
    expect(plan.strategySummary).toContain("Dates that are weeks away are sold differently from the rest");
    expect(plan.strategySummary).toContain("It is engagement season");
    expect(plan.primaryFocus[0]).toBe("Bookings: 20 Friday, Sunday or winter weddings for 2027 by the end of June, counted every Friday as enquiries, show-rounds and bookings");
  });

  it("keeps the near dates, the winter shoot and the enquiry replies early in the timeline", () => {
    // Phase 1 is weeks 1-6: January and early February, while it is still winter.
    expect(plan.timeline[0]?.weeks).toBe("Weeks 1-6");
    for (const step of ["List the open dates from January to March 2027", "Every day, answer replies the same day", "On the day, photograph the ceremony space", "Each week, send the follow-up"]) {
      expect(weekOf(step), step).toBe(plan.timeline[0]);
    }
  });

  it("sends ready-to-use emails with the venue's facts filled in", () => {
    expect(tacticText).toContain("Subject: A few dates at Oakhill Barn before spring");
    expect(tacticText).toContain("That includes exclusive use, in-house catering, ceremonies on site and rooms for 20.");
    expect(tacticText).toContain("Subject: Your wedding at Oakhill Barn: prices and open dates");
    expect(tacticText).toContain("Come and see Oakhill Barn by candlelight on {{date}}");
    expect(tacticText).not.toMatch(/\{\{(product|place|city|price)\}\}/);
  });

  it("words fees and platform rules as things to check, and keeps photos and reviews honest", () => {
    expect(tacticText).toContain("Check what each directory offers and costs before paying");
    expect(tacticText).toContain("some feature only paid members or ask for a fee, so check first");
    expect(tacticText).toContain("label every photo from it as a styled shoot, never as a real wedding");
    expect(tacticText).toContain("offer nothing for a review");
    expect(tacticText).not.toMatch(/£\d+ a (?:year|month) (?:on|for) (?:Hitched|Bridebook)/);
  });

  it("describes couples who compare, visit and book once", () => {
    expect(profile.overview).toContain("Its couples in the United Kingdom, in your words");
    expect(profile.overview).toContain("this kind of business (barn wedding venue)");
    expect(profile.buyingProcess).toContain("books a show-round, chooses a date with the venue and pays a deposit");
    expect(profile.objections.join(" ")).toContain("Will it look as good in winter as in the summer photos?");
  });

  it("gives quick wins, tips, a toolkit and a marketing model for a venue", () => {
    const quickWins = plan.guerrillaTactics.map((t) => t.name);
    expect(quickWins).toContain("Offer a Friday or Sunday to every couple whose Saturday was taken");
    expect(markdown).toContain("Answer every enquiry within a few hours, with prices");
    expect(markdown).toContain("Your real rival for a Friday, a Sunday or a winter date is not another venue");
    expect(markdown).toContain("your wedding at Oakhill Barn");
    expect(markdown).toContain("hosting weddings since 2019");
  });

  it("passes the checker", () => {
    expect(checkPlanQuality(barn, plan, reading)).toEqual([]);
  });

  it("tells the AI it is a venue, with its plan, its dates and its arithmetic", () => {
    const prompt = promptText(barn);
    expect(prompt).toContain("A barn wedding venue, a place couples hire once after a show-round, not an online shop");
    expect(prompt).toContain("instead of wedding fairs, which the founder says cost a lot and brought few bookings (leave them out)");
    expect(prompt).toContain("check each one's listing fees rather than stating them");
    expect(prompt).toContain("January to March 2027 are weeks away and sold on a short-notice list");
    expect(prompt).toContain("about 60 show-rounds");
  });
});

describe("the checker on a venue's plan", () => {
  it("flags the online shop's plan Oakhill Barn used to get, and a plan that prices no empty date", () => {
    const shopPlan: CheckedPlan = {
      tactics: [
        checkedTactic({ name: "Trial-size discovery set and use-based bundles", description: "A discovery set of your bestsellers, credited back on the first full-size order." }),
        checkedTactic({ name: "Opt-in SMS for restocks", description: "Text your list when a restock lands." }),
        checkedTactic({ name: "Wholesale to independent stockists", description: "Sell to independent stockists at a trade price." }),
      ],
      timeline: [],
    };
    const findings = checkPlanQuality(barn, shopPlan, reading);
    expect(findings.filter((f) => f.rule === "channel-fit").map((f) => (f.target.kind === "tactic" ? f.target.index : -1))).toEqual([0, 1, 2]);
    expect(findings.some((f) => f.target.kind === "plan" && f.reason.includes("no tactic gives the Fridays, Sundays and winter dates a package with a price"))).toBe(true);
  });

  it("flags a plan that sends the founder back to wedding fairs", () => {
    const fairPlan: CheckedPlan = {
      tactics: [
        checkedTactic({ name: "Friday and winter packages", description: "Publish Friday and winter packages with prices." }),
        checkedTactic({ name: "Wedding fairs", description: "Book a stand at the county wedding fair in February and collect couples' emails." }),
      ],
      timeline: [],
    };
    const reasons = checkPlanQuality(barn, fairPlan, reading).map((f) => f.reason);
    expect(reasons.some((r) => r.includes("you said wedding fairs cost a lot and brought few bookings"))).toBe(true);
    // The same plan for a venue that never tried fairs is left alone.
    const untried = { ...barn, challenges: "Saturdays in summer sell out, but Fridays, Sundays and winter weddings are empty." };
    expect(checkPlanQuality(untried, fairPlan, readAnswers(untried, FIXED_PLAN_DAY)).map((f) => f.reason).some((r) => r.includes("wedding fairs"))).toBe(false);
  });
});
