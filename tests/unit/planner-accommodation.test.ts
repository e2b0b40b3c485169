import { describe, expect, it } from "vitest";
import { buildPlan, buildProfile } from "~/generation/planner";
import { checkPlanQuality, type CheckedPlan } from "~/plan-quality/checker";
import { readAnswers } from "~/plan-quality/reading";
import { readStay, stayMath, stayWordOf } from "~/plan-quality/stays";
import { planToMarkdown } from "~/plan-view/markdown.server";
import { BUSINESS_FIXTURES, fixture } from "../support/business-fixtures";
import { FIXED_PLAN_DAY } from "../support/plan-day";
import { checkedTactic, promptText } from "../support/plan-checks";

/*
 * Glenmore House, a six-room guest house in Portree on the Isle of Skye, typed "web app" on the form.
 * 85% of its bookings come through Booking.com at 17% commission; its goal is half of the 2027 season's
 * bookings direct through its own website (from 15%), without discounting, with a few hours a week in
 * winter and none in summer. Each test reads what its owners would read in a plan made on 4 January 2027.
 */

const skye = fixture("skye-guesthouse-direct").answers;
const reading = readAnswers(skye, FIXED_PLAN_DAY);
const plan = buildPlan(skye, FIXED_PLAN_DAY);
const profile = buildProfile(skye);
const markdown = planToMarkdown(plan, profile, skye, FIXED_PLAN_DAY);
const names = plan.tactics.map((t) => t.name);
const tacticText = plan.tactics.map((t) => [t.name, t.description, ...t.implementation, t.template].join("\n")).join("\n");

describe("reading a guest house", () => {
  it("reads a guest house whatever the product type says, with its OTA, commission, seasons and goal", () => {
    expect(reading.kind).toBe("local");
    expect(reading.stay).toMatchObject({
      word: "guest house",
      rooms: 6,
      otas: ["Booking.com"],
      commission: 0.17,
      otaShare: 0.85,
      directNow: 0.15,
      directGoal: 0.5,
      directGoalSaid: true,
      fullMonths: ["July", "August"],
      quietMonths: ["April", "May", "October"],
      openMonths: ["March", "April", "May", "June", "July", "August", "September", "October"],
      noDiscount: "We don't want to discount",
      nights: 2.5,
      interests: ["walkers", "photographers"],
      town: "Portree",
      where: "Portree on the Isle of Skye",
      from: "England, the US and Germany",
    });
    expect(reading.trade).toBe("stay");
    expect(reading.visitsCustomers).toBe(false);
  });

  it("reads 'a few hours a week' as about four, not ten", () => {
    expect(reading.weeklyHours).toBe(4);
    expect(readAnswers({ ...skye, challenges: "We have a couple of hours a week for this." }).weeklyHours).toBe(2);
  });

  it("recognises B&Bs, small hotels, hostels, holiday lets and campsites, and not software made for them", () => {
    expect(stayWordOf("We run a bed and breakfast in Keswick.")).toMatchObject({ word: "B&B" });
    expect(stayWordOf("Seaview is a family-run hotel of twelve rooms in Whitby.")).toMatchObject({ word: "small hotel" });
    expect(stayWordOf("Two holiday cottages on a farm near Hay-on-Wye.")).toMatchObject({ word: "holiday let", unit: "cottage" });
    expect(stayWordOf("A glamping site with four shepherd's huts in Northumberland.")).toMatchObject({ word: "glamping site" });
    expect(stayWordOf("A bunkhouse for walkers in Glencoe.")).toMatchObject({ word: "hostel" });
    expect(stayWordOf("A booking app for guest houses and B&Bs.")).toBeNull();
    expect(stayWordOf("Channel manager software for small hotels.")).toBeNull();
    const software = readAnswers({ ...skye, productDescription: "Roomly is a channel manager for guest houses: it syncs Booking.com and Airbnb calendars.", audienceType: "b2b-smb" });
    expect(software.stay).toBeNull();
    expect(software.kind).not.toBe("local");
  });

  it("fires for no other fixture", () => {
    const fired = BUSINESS_FIXTURES.filter((f) => f.id !== "skye-guesthouse-direct" && readAnswers(f.answers).stay).map((f) => f.id);
    expect(fired).toEqual([]);
  });

  it("does the season's arithmetic from the founder's numbers, labelled as an assumption", () => {
    const math = stayMath(readStay(skye, skye.productDescription.split(". ")[0]!)!, "£")!;
    // 6 rooms × (nearly full Jul-Aug, half full Apr, May, Oct, three quarters the rest) ÷ 2.5 nights.
    expect(math.bookings).toBe(420);
    expect(math.directNow).toBe(63);
    expect(math.directGoal).toBe(210);
    expect(math.moved).toBe(147);
    expect(math.text).toMatch(/^Assumption, from your numbers/);
    expect(math.text).toContain("£17 of every £100");
  });
});

describe("the plan Glenmore House reads", () => {
  it("is made of tactics for direct bookings, the booking page first", () => {
    expect(names[0]).toBe("A book-direct page that works on a phone, with a perk only direct guests get");
    expect(names).toEqual(
      expect.arrayContaining([
        "A Google Business Profile that sends bookers to your own site, with reviews answered",
        "A past-guests list and a 'come back in April, May and October' email each winter",
        "A card in every room inviting the next stay direct",
        "Shoulder-season stays for walkers and photographers, with the guides and trips you already book",
      ]),
    );
  });

  it("has no app, trial, store page, install or shop-counter lines", () => {
    expect(markdown).not.toMatch(/\bapp store\b|\bin-app\b|\bstore page\b|\binstall|\bfree trial\b|\btrial\b|\bsubscription\b|consumer app/i);
    expect(markdown).not.toMatch(/\bshop window\b|\bchalkboard\b|\bpop in\b|\bneighbours?\b|\bat the counter\b|\bregulars? at the\b/i);
  });

  it("keeps the price and offers a perk, and words the OTA's rules as a contract to check", () => {
    expect(plan.strategySummary).toContain('You said "We don\'t want to discount", so no tactic lowers the room price');
    expect(tacticText).toContain("a packed lunch for your first walk and a late checkout");
    expect(tacticText).toContain("Check your Booking.com contract");
    expect(tacticText).not.toMatch(/\bdiscount code\b|\b\d+% off\b/i);
  });

  it("never markets to the addresses Booking.com passes on", () => {
    expect(tacticText).toContain("Do not copy the email addresses Booking.com gives you for a stay into your list");
    expect(tacticText).toContain("only those who booked with you direct");
  });

  it("states the goal's arithmetic and where the weeks fall, within the few hours a week they have", () => {
    expect(plan.strategySummary).toContain("about 147 bookings a season move from Booking.com to your own site");
    expect(plan.strategySummary).toContain("keeps the 17% commission");
    expect(plan.strategySummary).toContain("Glenmore House is a guest house in Portree on the Isle of Skye for couples");
    expect(plan.strategySummary).toMatch(/from the week of 4 January 2027 to the week of 28 June 2027/);
    expect(plan.strategySummary).toContain("in July and August the work is only the Monday count of bookings by source");
    expect(plan.strategySummary).not.toMatch(/about 9 hours/);
    const hours = plan.tactics.reduce((sum, t) => sum + Number(/about ([\d.]+) hours? a week/.exec(t.resourcesNeeded.join(" "))?.[1] ?? 0), 0);
    expect(hours).toBeGreaterThan(0);
    expect(hours).toBeLessThanOrEqual(4);
  });

  it("describes guests who plan months ahead and compare on the booking sites", () => {
    expect(profile.buyingProcess).toMatch(/three to nine months ahead/);
    expect(profile.demographics).toContain("Location: travelling from England, the US and Germany to Portree on the Isle of Skye (the United Kingdom)");
    expect(profile.objections.join(" ")).toContain("Is it cheaper on Booking.com?");
  });

  it("gives quick wins, tips and a marketing model for a guest house", () => {
    const quickWins = plan.guerrillaTactics.map((t) => t.name);
    expect(quickWins).toContain("Ask every guest who booked direct what nearly stopped them");
    expect(markdown).toContain("Count every Monday how many bookings came from Booking.com, your own site, phone and email");
    expect(markdown).toContain("Your real rival for the booking is Booking.com's convenience");
    expect(markdown).toContain("Wake up in Portree");
  });

  it("passes the checker", () => {
    expect(checkPlanQuality(skye, plan, reading)).toEqual([]);
  });

  it("tells the AI it is a guest house, not an app, with the direct-booking work", () => {
    const prompt = promptText(skye);
    expect(prompt).toContain("A guest house in Portree on the Isle of Skye, not an app or software");
    expect(prompt).toContain("check their Booking.com contract");
    expect(prompt).toContain("about 147 bookings a season");
    expect(prompt).toContain("keep the whole plan to about 4 hours a week");
  });
});

describe("the checker on a guest house's plan", () => {

  it("flags the consumer-app plan the guest house used to get", () => {
    const appPlan: CheckedPlan = {
      tactics: [
        checkedTactic({ name: "App-store product page rewrite", description: "Rewrite the App Store product page and screenshots around what couples search." }),
        checkedTactic({ name: "Ask for ratings with the in-app review API", description: "Prompt happy users with the in-app review prompt after their third session." }),
        checkedTactic({ name: "Search ads when couples look for help, and Facebook ads judged by customers still paying after the trial", description: "Judge every ad by the customers still paying after the trial." }),
      ],
      timeline: [],
    };
    const findings = checkPlanQuality(skye, appPlan, reading);
    expect(findings.filter((f) => f.rule === "channel-fit").map((f) => (f.target.kind === "tactic" ? f.target.index : -1))).toEqual([0, 1, 2]);
    expect(findings.find((f) => f.rule === "channel-fit" && f.target.kind === "tactic" && f.target.index === 0)?.reason).toContain("Glenmore House is a guest house");
    // Nothing in it works on bookings direct, which is the goal.
    expect(findings.some((f) => f.target.kind === "plan" && f.reason.includes("no tactic works on bookings direct"))).toBe(true);
  });

  it("flags app-store work for a product that is not an app, and leaves apps and app marketplaces alone", () => {
    const aso: CheckedPlan = { tactics: [checkedTactic({ name: "App store optimisation", description: "Rewrite the App Store listing and ask for in-app reviews." })], timeline: [] };
    const bakery = fixture("lyon-bakery").answers;
    expect(checkPlanQuality(bakery, aso).some((f) => f.rule === "channel-fit" && f.reason.includes("not an app"))).toBe(true);
    for (const id of ["language-app", "teen-game", "uk-parent-checkin-app"]) {
      expect(checkPlanQuality(fixture(id).answers, aso).filter((f) => f.reason.includes("Written for an app"))).toEqual([]);
    }
    const shopifyListing: CheckedPlan = { tactics: [checkedTactic({ name: "Plugins", description: "List it in the Shopify App Store and the WooCommerce Marketplace." })], timeline: [] };
    expect(checkPlanQuality(fixture("logistics-api").answers, shopifyListing).filter((f) => f.reason.includes("Written for an app"))).toEqual([]);
  });
});
