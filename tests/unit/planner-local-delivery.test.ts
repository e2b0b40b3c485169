import { describe, expect, it } from "vitest";
import { buildPlan, buildProfile } from "~/generation/planner";
import { longWeekendsIn, longWeekendsWithin } from "~/plan-quality/calendar";
import { checkPlanQuality } from "~/plan-quality/checker";
import { hardwareGoods, localTrade, namedLocalChannels } from "~/plan-quality/local-trade";
import { readAnswers } from "~/plan-quality/reading";
import { planToMarkdown } from "~/plan-view/markdown.server";
import { BUSINESS_FIXTURES, fixture } from "../support/business-fixtures";
import { FIXED_PLAN_DAY } from "../support/plan-day";

/*
 * Kilkee Hardware, a family hardware shop in Kilkee, Co. Clare, that now takes orders by phone or
 * WhatsApp and delivers within 20 km, so holiday-home owners from Limerick and Dublin find gas, paint
 * or a new lock waiting when they arrive. Its goal is 40 delivery orders a month from those owners:
 * each test reads what its owner would read in the plan, made on 4 January 2027.
 */

const kilkee = fixture("kilkee-hardware-delivery").answers;
const reading = readAnswers(kilkee, FIXED_PLAN_DAY);
const plan = buildPlan(kilkee, FIXED_PLAN_DAY);
const profile = buildProfile(kilkee);
const markdown = planToMarkdown(plan, profile, kilkee, FIXED_PLAN_DAY);
const names = plan.tactics.map((t) => t.name);

describe("reading a shop that delivers to customers who are away", () => {
  it("reads holiday-home owners who order by phone or WhatsApp for delivery within 20 km", () => {
    expect(reading.kind).toBe("local");
    expect(reading.remoteOrders).toEqual({ who: "holiday-home owners", how: "by phone or WhatsApp", whatsapp: true, radius: "within 20 km" });
    expect(reading.audience).toBe("holiday-home owners from Limerick and Dublin");
  });

  it("reads it from the goal or the persona too, and without WhatsApp as a phone line", () => {
    const phoneOnly = readAnswers({
      ...kilkee,
      productDescription: "A family deli on the seafront in Dingle. We deliver breakfast boxes to the house, so visitors find breakfast waiting when they arrive.",
      successMetrics: "30 delivery orders a week by July",
    });
    expect(phoneOnly.remoteOrders).toMatchObject({ who: "holiday-home owners", how: "by phone", whatsapp: false, radius: null });
  });

  it("does not fire for shops whose customers walk in, nor for a trade that goes to the house", () => {
    const fired = BUSINESS_FIXTURES.filter((f) => f.id !== "kilkee-hardware-delivery" && readAnswers(f.answers).remoteOrders).map((f) => f.id);
    expect(fired).toEqual([]);
    // The Lyon bakery's click-and-collect is for its neighbours; the Clare plumber goes to holiday homes himself.
    expect(readAnswers(fixture("lyon-bakery").answers).remoteOrders).toBeNull();
    expect(readAnswers(fixture("rural-plumber").answers).remoteOrders).toBeNull();
    // Delivery alone, to people at home nearby, is not an order from away.
    expect(readAnswers({ ...kilkee, productDescription: "A family hardware shop in Kilkee. We deliver to your door within 20 km.", audiencePersona: "Families and farmers around Kilkee who are busy and like advice from someone who knows.", successMetrics: "40 orders a month by June" }).remoteOrders).toBeNull();
  });

  it("reads a hardware shop's trade, the group and the paper it named", () => {
    const trade = localTrade(`${kilkee.productName}. ${kilkee.productDescription}`);
    expect(trade).toMatchObject({ trade: "retail", shop: "hardware shop", goods: "paint, tools and gas", categories: { main: "Hardware store" } });
    expect(hardwareGoods("An ironmonger's: timber, paint and keys cut")).toBe("paint, timber and keys cut");
    expect(hardwareGoods("A hardware store.")).toBe("paint and tools");
    expect(namedLocalChannels(kilkee.audiencePersona)).toMatchObject({ group: "the Kilkee community Facebook group", paper: "the Clare Champion" });
  });
});

describe("the bank holidays owners come down for", () => {
  it("computes Ireland's public holidays and the UK's bank holidays", () => {
    const ireland = longWeekendsIn("Ireland", 2026).map((h) => `${h.name} ${h.day.toISOString().slice(0, 10)}`);
    expect(ireland).toEqual([
      "St Brigid's Day 2026-02-02", "St Patrick's Day 2026-03-17", "Easter Monday 2026-04-06", "the May bank holiday 2026-05-04",
      "the June bank holiday 2026-06-01", "the August bank holiday 2026-08-03", "the October bank holiday 2026-10-26", "Christmas Day 2026-12-25",
    ]);
    // 1 February 2030 is a Friday, and the holiday is that Friday.
    expect(longWeekendsIn("Ireland", 2030)[0]!.day.toISOString().slice(0, 10)).toBe("2030-02-01");
    expect(longWeekendsIn("United Kingdom", 2026).map((h) => h.day.toISOString().slice(0, 10))).toEqual(["2026-04-03", "2026-05-04", "2026-05-25", "2026-08-31", "2026-12-25"]);
    expect(longWeekendsIn("France", 2026)).toEqual([]);
  });

  it("keeps to the plan's 13 weeks from 4 January 2027", () => {
    expect(longWeekendsWithin("Ireland", FIXED_PLAN_DAY, 13).map((h) => h.name)).toEqual(["St Brigid's Day", "St Patrick's Day", "Easter Monday"]);
  });
});

describe("the plan reaches holiday-home owners before they travel", () => {
  it("is made of tactics that reach them: the group, WhatsApp, the caretakers, the paper and the Google profile", () => {
    expect(names).toEqual([
      "'Order before you travel' posts in the Kilkee community Facebook group",
      "A WhatsApp Business order line with a catalogue and a bank-holiday list",
      "Orders through the caretakers, cleaners and letting agents who look after holiday homes",
      "A story for the Clare Champion about the house ready before you arrive",
      "Google Business Profile, complete and posted to weekly",
    ]);
    expect(names.join(" ")).not.toMatch(/voucher|stamp card|window|chalkboard|market stall/i);
  });

  it("fills every template with the shop, the town, the group, the paper and the order line", () => {
    const [group, whatsapp, caretakers, paper, google] = plan.tactics;
    expect(group!.template).toContain("Weekly post in the Kilkee community Facebook group");
    expect(group!.template).toContain("Coming down to Kilkee this weekend? Order before you travel");
    expect(group!.template).toContain("Kilkee Hardware delivers within 20 km of Kilkee: paint, tools and gas");
    expect(group!.template).toContain("by phone or WhatsApp on {{your order number}} by {{cut-off day and time}}");
    expect(whatsapp!.template).toContain("Hello from Kilkee Hardware in Kilkee!");
    expect(whatsapp!.template).toContain("Reply STOP to leave this list.");
    expect(caretakers!.template).toContain("I'm {{your name}} from Kilkee Hardware. We now deliver within 20 km of Kilkee");
    expect(paper!.name).toContain("the Clare Champion");
    expect(paper!.template).toContain("Subject: Kilkee shop has the house ready before holiday-home owners arrive");
    expect(paper!.template).toContain("open since 1978");
    expect(google!.template).toContain("We take orders by phone or WhatsApp on {{your order number}} and deliver within 20 km of Kilkee");
    // Only what Liftoff cannot know is left as a slot.
    const slots = new Set(plan.tactics.flatMap((t) => [...t.template.matchAll(/\{\{([^}]+)\}\}/g)].map((m) => m[1])));
    expect([...slots].filter((s) => /product|town|place|group|paper|shop name/.test(s!))).toEqual([]);
  });

  it("times the posts and the list by the bank holidays in its weeks, which the calendar computes", () => {
    expect(plan.tactics[0]!.description).toContain(
      "Ten days before each bank holiday in these weeks (St Brigid's Day on Monday 1 February, St Patrick's Day on Wednesday 17 March and Easter Monday on 29 March)",
    );
    expect(markdown).not.toMatch(/\bMay bank holiday|June bank holiday/);
  });

  it("names in a later phase of the timeline only the bank holidays still ahead of it", () => {
    // Weeks 7-9 start on 15 February 2027: St Brigid's Day (1 February) has passed by then.
    const later = plan.timeline.find((phase) => phase.weeks === "Weeks 7-9")!;
    const broadcast = later.tasks.find((t) => t.startsWith("Ten days before each bank holiday"));
    expect(broadcast).toContain("(St Patrick's Day on Wednesday 17 March and Easter Monday on 29 March)");
    expect(later.tasks.join(" ")).not.toContain("St Brigid's Day");
    expect(plan.timeline[0]!.tasks.join(" ")).toContain("St Brigid's Day on Monday 1 February");
  });

  it("keeps Google ads out, fits 2 hours a week and a bootstrapped budget, and ends within 13 weeks", () => {
    expect(plan.strategySummary).toContain('You said "We tried Google ads once and wasted money", so Google ads are left out.');
    expect(plan.strategySummary).toContain("the plan keeps to about 2 hours a week in all");
    expect(plan.strategySummary).toContain("Kilkee Hardware is a hardware shop for holiday-home owners from Limerick and Dublin");
    expect(JSON.stringify(plan.tactics)).not.toMatch(/google ads|search ads|smart campaign/i);
    const weeks = plan.timeline.flatMap((phase) => [...phase.weeks.matchAll(/(\d+)(?:-(\d+))?/g)].map((m) => Number(m[2] ?? m[1])));
    expect(Math.max(...weeks)).toBe(13);
    // The first signal comes in the first phase: the Google profile and the WhatsApp order line.
    expect(plan.timeline[0]!.tasks.join(" ")).toMatch(/WhatsApp Business/);
  });

  it("names the Google category a hardware shop is searched by, not a bakery's", () => {
    expect(markdown).toContain("(Hardware store), add two or three secondary ones (Paint store, Garden center, Key duplication service)");
    expect(markdown).not.toMatch(/Bakery, Hair salon/);
  });

  it("profiles owners who order from home the week before they travel, not neighbours passing the window", () => {
    expect(profile.buyingProcess).toContain("sends a list by phone or WhatsApp before the cut-off and finds it at the house when they arrive");
    expect(profile.buyingProcess).not.toMatch(/passes the window|comes in to look/);
    expect(profile.objections.join(" ")).toContain("Will it really be there before we arrive?");
  });

  it("gives quick wins for owners who are away: a box for opening up the house, a card for the fridge", () => {
    const ideas = plan.guerrillaTactics.map((g) => g.name);
    expect(ideas.slice(0, 2)).toEqual(["A ready-made box for opening up the house", "A card for the fridge in every order"]);
    expect(plan.guerrillaTactics[0]!.description).toContain("a gas bottle, light bulbs, batteries, firelighters and bin bags");
    expect(plan.guerrillaTactics[0]!.description).toContain("in the Kilkee community Facebook group");
    expect(ideas.join(" ")).not.toMatch(/Bring-a-neighbour|shop window|chalkboard/i);
  });

  it("reads without a broken 'what you sell' line or another trade's examples anywhere", () => {
    expect(markdown).not.toMatch(/what you sell|birthday cake|blow-dry|Neighbours in Kilkee|passes the window/i);
    expect(markdown).toContain("Arrive in Kilkee on Friday night and find it all waiting at the house: that's Kilkee Hardware.");
  });

  it("leaves the plan checker nothing to find", () => {
    expect(checkPlanQuality(kilkee, plan, reading)).toEqual([]);
  });
});
