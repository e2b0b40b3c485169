import { describe, expect, it } from "vitest";
import { buildPlan, buildProfile } from "~/generation/planner";
import { checkPlanQuality } from "~/plan-quality/checker";
import { readAnswers } from "~/plan-quality/reading";
import { readTour, tourMath, tourWordOf } from "~/plan-quality/tours";
import { planToMarkdown } from "~/plan-view/markdown.server";
import { BUSINESS_FIXTURES, fixture } from "../support/business-fixtures";
import { FIXED_PLAN_DAY } from "../support/plan-day";
import { promptText } from "../support/plan-checks";

/*
 * Lisbon Old Town Walks: small-group walking tours of Alfama and Mouraria led by local historians, max 10
 * people, €25 a person, typed "web app" on the form. Most bookings come through GetYourGuide and Viator at
 * 25%; the goal is 40% of bookings direct on its own website by the end of June 2027, up from about 10%.
 * Its guests are tourists from the UK, the US and Germany in Lisbon for 3-5 days, who book on a phone the
 * day before. Each test reads what the founder would read in a plan made on 4 January 2027.
 */

const lisbon = fixture("lisbon-walking-tours-direct").answers;
const reading = readAnswers(lisbon, FIXED_PLAN_DAY);
const plan = buildPlan(lisbon, FIXED_PLAN_DAY);
const profile = buildProfile(lisbon, reading);
const markdown = planToMarkdown(plan, profile, lisbon, FIXED_PLAN_DAY);
const names = plan.tactics.map((t) => t.name);
const tacticText = plan.tactics.map((t) => [t.name, t.description, ...t.implementation, t.template].join("\n")).join("\n");

describe("reading a tour sold to visitors", () => {
  it("reads a walking tour whatever the product type says, with its platforms, commission, price, group and goal", () => {
    expect(reading.kind).toBe("local");
    expect(reading.trade).toBe("tour");
    expect(reading.tour).toMatchObject({
      word: "walking tour",
      platforms: ["GetYourGuide", "Viator"],
      commission: 0.25,
      price: 25,
      groupMax: 10,
      areas: "Alfama and Mouraria",
      city: "Lisbon",
      guides: "local historians",
      from: "the UK, US and Germany",
      languages: ["English", "German"],
      bookWhen: "the day before",
      onPhone: true,
      directNow: 0.1,
      directGoal: 0.4,
      directGoalSaid: true,
    });
  });

  it("writes for the guests' languages, not Lisbon's", () => {
    expect(reading.language).toBe("English and German");
    expect(markdown).not.toMatch(/\bPortuguese and English\b/);
  });

  it("recognises food tours, boat trips and classes for visitors, and not software for tour operators nor a walk for locals", () => {
    expect(tourWordOf("Evening food tours of Trastevere with a Roman chef.")).toMatchObject({ word: "food tour" });
    expect(tourWordOf("Sunset boat trips on the Tagus for up to 12 guests.")).toMatchObject({ word: "boat trip" });
    expect(tourWordOf("Tile-painting classes in a studio in Porto.")).toMatchObject({ word: "class" });
    expect(tourWordOf("Booking software for walking tour operators.")).toBeNull();
    const locals = { ...lisbon, productDescription: "Guided walks of Alfama for local schools, with a worksheet for pupils.", audiencePersona: "Primary-school teachers in Lisbon planning a history trip for their class." };
    expect(readTour(locals, locals.productDescription)).toBeNull();
  });

  it("fires for no other fixture", () => {
    const tours = BUSINESS_FIXTURES.filter((f) => readAnswers(f.answers, FIXED_PLAN_DAY).tour !== null).map((f) => f.id);
    expect(tours).toEqual(["lisbon-walking-tours-direct"]);
  });

  it("does the commission arithmetic from the founder's own figures", () => {
    const math = tourMath(reading.tour!, "€");
    expect(math).toContain("pays €25 and €6.25 of it (25%) goes in commission: €62.50 on a full group of 10");
    expect(math).toContain("From 10% direct to 40%, 30 of every 100 guests move to your own page at the same €25");
    expect(math).toContain("about €188 stays with you");
    expect(math).toMatch(/Check your own contracts' rates/);
  });
});

describe("the plan Lisbon Old Town Walks reads", () => {
  it("is made of tactics for bookings on its own page, the phone booking page first", () => {
    expect(names[0]).toBe("A booking page that books tomorrow's walking tour in under a minute on a phone");
    expect(names).toEqual(
      expect.arrayContaining([
        "A Google Business Profile set up as a tour operator, with the meeting point and your own booking link",
        "Ask every guest for a Google or Tripadvisor review at the end of the tour",
        "Front desks of hotels, hostels and guest houses near your meeting point, each with its own referral code",
        "Partnerships with other experiences your guests book: each recommends the other with a code",
      ]),
    );
  });

  it("has none of the shop's lines it used to get", () => {
    expect(markdown).not.toMatch(/Come in, say hello|shop front|by the till|staff perk|nearby workplaces|yearly service|short drive of the shop|the address customers walk to|chalkboard|regulars|neighbours/i);
    expect(markdown).not.toMatch(/Portuguese and English/);
  });

  it("names booking systems as examples, keeps the price, and words the platforms' terms as something to check", () => {
    expect(tacticText).toContain("Bókun, FareHarbor or Rezdy are examples");
    expect(tacticText).toContain("Keep the price at €25 everywhere");
    expect(tacticText).toContain("read your GetYourGuide and Viator supplier agreements on prices and offers elsewhere and on contacting their customers");
    expect(tacticText).toContain("do not write to guests of GetYourGuide and Viator outside the platform's own messages");
    expect(tacticText).not.toMatch(/GetYourGuide (?:forbids|allows|charges)|Viator (?:forbids|allows|charges)/);
  });

  it("sets the Google profile up as a tour operator with the meeting point and Google's Things to do as a question for the booking system", () => {
    expect(tacticText).toContain("Choose the closest main category Google offers (such as 'Tour operator')");
    expect(tacticText).toContain("put the meeting point where customers meet you");
    expect(tacticText).toContain("Ask your booking system whether it is connected to Google's Things to do");
  });

  it("asks for reviews of every guest alike, right after the tour, with nothing in return", () => {
    expect(tacticText).toContain("asks everyone alike for an honest review on Google or Tripadvisor");
    expect(tacticText).toContain("Offer nothing in return");
  });

  it("gives the hotel desks a code each and a thank-you below the platforms' commission", () => {
    expect(tacticText).toContain("Create one referral code per desk in your booking system");
    expect(tacticText).toContain("a smaller share than the platforms' 25%");
  });

  it("asks to check the RNAAT registration, worded as a check", () => {
    expect(tacticText).toContain("Check that your registration on the RNAAT (Turismo de Portugal's register of tourist activity operators) is current");
  });

  it("states the arithmetic, the platforms kept, the season and the languages in the strategy", () => {
    expect(plan.strategySummary).toContain("Lisbon Old Town Walks runs walking tours in Lisbon for tourists from the UK, US and Germany");
    expect(plan.strategySummary).toContain("€6.25 of it (25%) goes in commission");
    expect(plan.strategySummary).toContain("Keep GetYourGuide and Viator: they are where most visitors first find a walking tour");
    expect(plan.strategySummary).toContain("before the spring and summer season");
    expect(plan.strategySummary).toContain("in English and German, the languages your guests read");
    expect(plan.primaryFocus[0]).toContain("40% of guests booked on your own page, at the same €25");
  });

  it("describes visitors who plan tomorrow on a phone, not neighbours passing a window", () => {
    expect(profile.overview).toContain("Its guests in Lisbon, in your words");
    expect(profile.overview).toContain("the evening before, on a phone");
    expect(profile.demographics).toContain("Location: visiting from the UK, US and Germany, in Lisbon, Portugal for a few days (the tour: Alfama and Mouraria)");
    expect(profile.objections.join(" ")).toContain("Is it cheaper on GetYourGuide?");
    expect(JSON.stringify(profile)).not.toMatch(/park|neighbour|regulars|on the way to or from/i);
  });

  it("gives quick wins, toolkit, tips and a marketing model for a tour", () => {
    const quick = plan.guerrillaTactics.map((g) => g.name);
    expect(quick).toContain("Ask every group how they found you");
    expect(quick).toContain("A 'friends coming to Lisbon?' card for every guest");
    expect(markdown).toContain("the receptionists of the hotels, hostels and guest houses near your meeting point");
    expect(markdown).toContain("Every group on a tour is your best marketing");
    expect(markdown).toContain("Two hours in Alfama and Mouraria with someone who knows every street");
    expect(markdown).not.toMatch(/supermarket|the window, the chalkboard|in the chair|five minutes from home/);
  });

  it("passes the checker", () => {
    expect(checkPlanQuality(lisbon, plan, reading)).toEqual([]);
  });

  it("tells the AI it is a tour for visitors, not a shop, with the direct-booking work and the checks", () => {
    const prompt = promptText(lisbon);
    expect(prompt).toContain("Walking tours in Lisbon sold to visitors in town for a few days, who book the day before on a phone, mostly through GetYourGuide and Viator (25% commission)");
    expect(prompt).toContain("no shop front, window, chalkboard, till, regulars");
    expect(prompt).toContain("read their supplier agreements on contacting the platforms' customers");
    expect(prompt).toContain("RNAAT");
  });
});

describe("the checker on a tour's plan", () => {
  it("flags the shop's plan the tour used to get", () => {
    // The same answers with the tour's words taken out read as a local shop: that is today's plan.
    const asShop = { ...lisbon, productDescription: lisbon.productDescription.replace("walking tours", "outings") };
    expect(readAnswers(asShop, FIXED_PLAN_DAY).tour).toBeNull();
    const shopPlan = buildPlan(asShop, FIXED_PLAN_DAY);
    const findings = checkPlanQuality(lisbon, shopPlan, reading);
    const fit = findings.filter((f) => f.rule === "channel-fit").map((f) => f.reason).join("\n");
    expect(fit).toMatch(/is written for a shop people walk into; Lisbon Old Town Walks sells walking tours to visitors who are in Lisbon for a few days/);
    expect(fit).toMatch(/"(?:Come in|say hello|staff perk|regulars?|short drive|shop front|yearly service|by the till|nearby workplaces?)"/i);
  });

  it("flags a plan with no tactic for bookings on the own page", () => {
    const asShop = { ...lisbon, productDescription: lisbon.productDescription.replace("walking tours", "outings") };
    const findings = checkPlanQuality(lisbon, buildPlan(asShop, FIXED_PLAN_DAY), reading);
    expect(findings.some((f) => f.note === "Leaves your goal of direct bookings out" && f.reason.includes("rather than GetYourGuide and Viator"))).toBe(true);
  });
});
