import { describe, expect, it } from "vitest";
import { buildPlan, buildProfile } from "~/generation/planner";
import { checkPlanQuality, type CheckedPlan } from "~/plan-quality/checker";
import { readAnswers } from "~/plan-quality/reading";
import { readSchoolSales } from "~/plan-quality/schools";
import { planToMarkdown } from "~/plan-view/markdown.server";
import { BUSINESS_FIXTURES, fixture } from "../support/business-fixtures";
import { FIXED_PLAN_DAY } from "../support/plan-day";
import { checkedTactic, promptText } from "../support/plan-checks";

/*
 * ReBoot Schools, two people with a workshop in Leicester selling refurbished laptops and Chromebooks to
 * primary and secondary schools and academy trusts in England, with a 3-year warranty, 40% cheaper than
 * new; 6 schools so far, 20 wanted by the end of the school year. Google Ads brought parents, not schools,
 * and schools ask whether they are on a framework. Each test reads what the founders would read in a
 * plan made on Monday 4 January 2027, at the start of the spring term.
 */

const reboot = fixture("reboot-schools-refurbished-laptops").answers;
const reading = readAnswers(reboot, FIXED_PLAN_DAY);
const plan = buildPlan(reboot, FIXED_PLAN_DAY);
const profile = buildProfile(reboot, reading);
const markdown = planToMarkdown(plan, profile, reboot, FIXED_PLAN_DAY);
const names = plan.tactics.map((t) => t.name);
const tacticText = plan.tactics.map((t) => [t.name, t.description, ...t.implementation, ...t.successMetrics, t.template].join("\n")).join("\n");

describe("reading a business that sells to schools", () => {
  it("reads the schools, the buyers, the devices and the goal from the answers", () => {
    expect(reading.schools).toMatchObject({
      schools: "primary and secondary schools and academy trusts",
      roles: "IT managers and business managers",
      trusts: true,
      devices: true,
      refurbished: true,
      software: false,
      england: true,
      target: 20,
      now: 6,
      nearby: "within 30 miles",
      items: "refurbished laptops and Chromebooks",
      town: "Leicester",
    });
  });

  it("fires for no other fixture: tutors and lessons whose customers are parents are not school sellers", () => {
    const others = BUSINESS_FIXTURES.filter((f) => f.id !== "reboot-schools-refurbished-laptops" && readAnswers(f.answers, FIXED_PLAN_DAY).schools !== null);
    expect(others.map((f) => f.id)).toEqual([]);
    const tutor = { ...reboot, audienceType: "b2c-niche" as const, audiencePersona: "Parents of children aged 7-11 at primary schools in Leicester who want help with maths." };
    expect(readSchoolSales(tutor, "the United Kingdom")).toBeNull();
    // Outside the UK the calendar, frameworks and rules differ: no school reading is made up for them.
    expect(readSchoolSales({ ...reboot, specificCountry: "Germany", productDescription: reboot.productDescription.replace(/the UK/g, "Germany"), audiencePersona: reboot.audiencePersona.replace(/England/g, "Bavaria") }, "Germany")).toBeNull();
  });

  it("reads a furniture or cleaning supplier to schools too, without devices' credentials", () => {
    const cleaner = {
      ...reboot,
      productDescription: "We provide cleaning contracts to primary schools in Wales, with DBS-checked staff who work after the school day.",
      audiencePersona: "School business managers at primary schools in Cardiff and the Vale of Glamorgan.",
      successMetrics: "8 schools on a contract by September",
    };
    const s = readAnswers(cleaner, FIXED_PLAN_DAY).schools;
    expect(s).toMatchObject({ devices: false, england: false, target: 8, items: "cleaning contracts", roles: "School business managers" });
    const cleanerPlan = buildPlan(cleaner, FIXED_PLAN_DAY);
    const text = JSON.stringify(cleanerPlan);
    expect(text).not.toMatch(/Chromebook|erasure|Bett|pilot set of devices|academy trusts' in September/);
    expect(cleanerPlan.strategySummary).toContain("each school's or council's financial year (check when theirs starts)");
  });
});

describe("the plan ReBoot Schools reads", () => {
  it("is made of tactics for school buyers, the quote pack first and the pilot before Easter", () => {
    expect(names[0]).toBe("A quote pack a school business manager can file with the other two quotes");
    expect(names[1]).toBe("Lend a pilot set of devices for one class for half a term, with a clear return policy");
    expect(names).toContain("References from the schools you already supply, offered to schools within 30 miles");
    expect(names).toContain("School business managers' groups and trusts' central teams, while next year's budgets are planned");
    expect(names).toContain("A case study in a trust's terms: cost per pupil device, warranty and time saved");
    expect(names).toContain("Find out which frameworks your schools buy through, and how to be on one");
    // The pilot's terms are written in the first weeks, so a half-term pilot ends before Easter.
    const phase1 = plan.timeline[0]!;
    expect(phase1.weeks).toBe("Weeks 1-6");
    expect(phase1.tasks.some((t) => t.startsWith("Set aside the pilot stock"))).toBe(true);
  });

  it("has no small-business software lines: no G2, Capterra, free trial, card payments, sign-ups or shop counter", () => {
    expect(markdown).not.toMatch(/\bG2\b|Capterra|free trial|by card|credit card|sign-?ups?\b|free month|by the till|Come in, say hello|Software built for big companies|Grow revenue without hiring/i);
    expect(markdown).not.toMatch(/Google Ads|search ads/i);
  });

  it("words the public buying routes as things to check, and names no threshold or fee", () => {
    expect(tacticText).toContain("Get help buying for schools");
    expect(markdown).toContain("those run by public buying organisations (Crown Commercial Service, ESPO, YPO and others)");
    expect(tacticText).toContain("Look into the routes, without paying anyone yet");
    expect(markdown).toContain("they usually need written quotes (often three) to compare");
    expect(tacticText).toContain("Contracts Finder and Find a Tender");
    expect(tacticText).not.toMatch(/£\s?\d[\d,]*\s*(?:threshold|or more|and above)/i);
  });

  it("fills the templates from the answers, leaving only what the founder must add", () => {
    expect(tacticText).toContain("I run ReBoot Schools, a supplier to schools around Leicester.");
    expect(tacticText).toContain("we can lend {{school name}} {{number}} refurbished laptops and Chromebooks for one class for half a term");
    expect(tacticText).toContain("each Chromebook model's automatic update expiry date (Google publishes it)");
    expect(tacticText).toContain("We invoice against your purchase order; payment by BACS");
    expect(tacticText).not.toMatch(/\{\{(?:your town|items|what you sell)\}\}|(?<!\{)\{[a-z][A-Za-z]*\}(?!\})/);
  });

  it("times the plan to the school year and does the goal's arithmetic as an assumption", () => {
    expect(plan.strategySummary).toContain("maintained schools' financial year starts in April and academy trusts' in September");
    expect(plan.strategySummary).toContain("most orders come in the summer term and are set up over the summer holiday");
    expect(plan.strategySummary).toContain("From 6 schools to 20 is 14 more. Assumption:");
    expect(plan.strategySummary).toContain("about 42 quotes sent by the end of the summer term");
    expect(plan.strategySummary).toContain('You said "Only a few hours a week: I also run the workshop"');
  });

  it("describes school buyers: who decides, who signs off, purchase orders and invoices, the calendar", () => {
    expect(profile.demographics).toContain("Location: the United Kingdom (England)");
    expect(profile.demographics.join("\n")).toMatch(/head, the governors or the trust's central team sign off larger orders; the school raises a purchase order and pays your invoice/);
    expect(profile.behaviors.join("\n")).toContain("Plans purchases when the budget is set in the spring");
    expect(profile.objections.join("\n")).toContain("Are you on a framework, or do we need three quotes?");
    expect(profile.objections.join("\n")).toContain("can we have a certificate for every device?");
    expect(profile.buyingProcess).toContain("a purchase order is raised and the invoice paid");
    expect(JSON.stringify(profile)).not.toMatch(/free trial|by card|Software built for big companies|owner or manager decides|They needs/);
  });

  it("reads the persona's place without the sentence's full stop, and keeps an abbreviation's own", () => {
    // Before: "Location: the United Kingdom (England.)".
    expect(buildProfile(reboot).demographics).toContain("Location: the United Kingdom (England)");
    const us = { ...fixture("dental-saas").answers, audienceGeography: "specific-country" as const, specificCountry: "Canada", audiencePersona: "Office managers at dental practices in the U.S. They answer the phones and run recalls." };
    expect(buildProfile(us).demographics.find((d) => d.startsWith("Location:"))).toBe("Location: Canada (U.S.)");
  });

  it("counts three quotes for every school still to win when the founder does not say how many they supply", () => {
    const draft = {
      ...reboot,
      productDescription: reboot.productDescription.replace(" and have sold to 6 schools so far, all within 30 miles of us", ""),
      successMetrics: "20 schools ordering by the end of the school year",
    };
    expect(readAnswers(draft, FIXED_PLAN_DAY).schools?.now).toBeNull();
    const summary = buildPlan(draft, FIXED_PLAN_DAY).strategySummary;
    expect(summary).toContain("To reach 20 schools, write the number you supply today at the top of the sheet first.");
    expect(summary).toContain("about three quotes sent for every school still to win (60 if you start from none)");
    expect(summary).not.toContain("From 0 schools");
  });

  it("gives quick wins, tips, a toolkit and a marketing model for selling to schools", () => {
    expect(plan.guerrillaTactics.map((g) => g.name)).toEqual(
      expect.arrayContaining(["The questions IT leads ask, answered on one page", "A spring price list, before the budgets are set"]),
    );
    expect(markdown).toContain("Answer every quote request within one working day");
    expect(markdown).toContain("the frameworks the DfE's 'Get help buying for schools' service recommends");
    expect(markdown).toContain("unlike buying new, it costs 40% less");
    expect(markdown).toContain("Bett show at ExCeL London");
    expect(markdown).toContain("Put it at the top of your quote pack and your letters to trusts.");
  });

  it("passes the checker", () => {
    expect(checkPlanQuality(reboot, plan, reading)).toEqual([]);
  });

  it("tells the AI how schools buy, the calendar and what not to write", () => {
    const prompt = promptText(reboot);
    expect(prompt).toContain("Kind of business, as read from the answers: supplier to schools and academy trusts");
    expect(prompt).toContain("No free trial, no card payments, no software review sites (G2, Capterra)");
    expect(prompt).toContain("maintained schools' financial year starts in April and academy trusts' in September");
    expect(prompt).toContain("Crown Commercial Service, ESPO or YPO");
  });
});

describe("the checker on a school seller's plan", () => {

  it("flags the small-business software plan the founder used to get", () => {
    // Today's plan, as it was: case studies, a referral with a free month, and reviews on G2 and Capterra.
    const today: CheckedPlan = {
      tactics: [
        checkedTactic({ name: "Customer case studies built around one number", description: "Pick a customer with a result you can measure (hours saved a week). Put it on the pricing page." }),
        checkedTactic({ name: "A customer referral programme with a reward for both sides", description: "Give every customer a personal link and a free month each.", template: "When they subscribe, you both get a month free." }),
        checkedTactic({ name: "Honest reviews on G2 and Capterra from real customers", description: "Claim the free profiles on G2 and Capterra." }),
      ],
      timeline: [{ title: "Phase 1", weeks: "Weeks 1-6", tasks: ["Claim the profiles"] }],
    };
    const findings = checkPlanQuality(reboot, today, reading);
    const misfits = findings.filter((f) => f.rule === "channel-fit" && f.reason.startsWith("Written for software sold to small businesses"));
    expect(misfits.map((f) => (f.target.kind === "tactic" ? f.target.index : -1))).toEqual([1, 2]);
    expect(misfits[1]!.reason).toContain('("G2"), and ReBoot Schools sells to primary and secondary schools and academy trusts');
    const gaps = findings.filter((f) => f.target.kind === "plan" && f.note === "Misses how schools buy").map((f) => f.reason);
    expect(gaps).toHaveLength(3);
    expect(gaps[0]).toContain("a written quote, a purchase order and an invoice, or a framework");
    expect(gaps[1]).toContain("Nothing in the plan follows the school year");
    expect(gaps[2]).toContain("a reference from a school nearby");
  });

  it("leaves other businesses' review-site and trial tactics alone", () => {
    const g2: CheckedPlan = { tactics: [checkedTactic({ name: "Reviews", description: "Ask customers for reviews on G2 and Capterra after a free trial." })], timeline: [] };
    expect(checkPlanQuality(fixture("dental-saas").answers, g2).filter((f) => f.reason.includes("software sold to small businesses") || f.note === "Misses how schools buy")).toEqual([]);
  });
});
