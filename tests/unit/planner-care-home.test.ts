import { describe, expect, it } from "vitest";
import { buildPlan, buildProfile } from "~/generation/planner";
import { checkPlanQuality } from "~/plan-quality/checker";
import { careHomeWordOf } from "~/plan-quality/care-home";
import { readAnswers } from "~/plan-quality/reading";
import { planToMarkdown } from "~/plan-view/markdown.server";
import type { PlanFormData } from "~/wizard/types";
import { BUSINESS_FIXTURES, fixture } from "../support/business-fixtures";
import { FIXED_PLAN_DAY } from "../support/plan-day";
import { checkedTactic, promptText } from "../support/plan-checks";

/*
 * Willow Court: a family-owned residential care home in Harrogate for 32 older people, many living with
 * dementia; rooms from £1,250 a week; a garden, a cinema room and its own cook; CQC rated Good; four empty
 * rooms. Adult children of 50-65 choose in a hurry after a fall or a hospital stay, worried about cost and
 * guilt, after visiting three or four homes and asking the discharge team, the GP and friends. Discharge
 * teams place people wherever there's a bed that day; big chains outspend it on ads. Goal: all four rooms
 * filled this quarter, two self-funded. It used to get a shop's plan (a staff perk card, gift vouchers, a
 * bring-a-neighbour card, a text when the yearly service is due). Each test reads what its founder would read.
 */

const answers = fixture("harrogate-care-home").answers;

function made(a: PlanFormData) {
  const reading = readAnswers(a, FIXED_PLAN_DAY);
  const plan = buildPlan(a, FIXED_PLAN_DAY);
  const markdown = planToMarkdown(plan, buildProfile(a, reading), a, FIXED_PLAN_DAY);
  const names = plan.tactics.map((t) => t.name);
  const tacticText = plan.tactics.map((t) => [t.name, t.why, t.description, ...t.implementation, t.template].join("\n")).join("\n");
  return { reading, plan, markdown, names, tacticText };
}

const willow = made(answers);

/** What a shop's plan said to Willow Court. */
const SHOP_LINES = /\bstaff perk\b|\bgift vouchers?\b|\bbring-a-neighbour\b|\byearly service\b|\bby the till\b|\bregulars\b|\bshop window\b|\bchalkboard\b/i;

const assistedLiving: PlanFormData = {
  ...answers,
  productName: "Saguaro Gardens",
  productDescription:
    "Saguaro Gardens is an assisted living community in Tucson, Arizona for 60 seniors, with a memory care wing for residents living with dementia. Apartments are from $5,400 a month, with three meals a day, a pool and a chapel. We have six empty apartments.",
  localRegion: "Tucson, Arizona",
  audiencePersona:
    "Adult children aged 50-65 of parents in their 80s, often living out of state, who look for assisted living or memory care after a fall or a hospital stay, tour three or four communities and ask the discharge planner, the doctor and friends.",
  successMetrics: "Six move-ins by the end of the quarter",
  challenges: "The big chains spend on ads we can't match.",
};

describe("a care home's plan (harrogate-care-home)", () => {
  it("reads a family-owned residential care home, its fees, its rating, its empty rooms and the goal", () => {
    const c = willow.reading.careHome;
    expect(willow.reading.kind).toBe("local");
    expect(c).not.toBeNull();
    expect(c).toMatchObject({ word: "residential care home", family: true, dementia: true, residents: 32, empty: 4, fee: 1250, per: "week", symbol: "£", rating: "Good", goalRooms: 4, goalSelfFunded: 2, discharge: true, uk: true });
    expect(willow.reading.homeCare).toBeNull();
  });

  it("gets a care home's tactics, none of a shop's", () => {
    expect(willow.names[0]).toBe("A visit the same or next day, evenings and weekends included: every enquiry answered by someone who can show the home");
    expect(willow.names).toContain("A plain fees page and Google profile: from £1,250 a week, what's included, how funding works and your latest CQC report as written");
    expect(willow.names).toContain("The discharge team, social workers, GPs and district nurses: a note every Monday of the rooms free and how fast you can assess");
    expect(willow.names).toContain("Respite stays as the way families try Willow Court: a room kept for a week or two, for carers who need a break");
    expect(willow.names.some((n) => /^Families of residents as the proof: their words with consent, reviews on carehome\.co\.uk/.test(n))).toBe(true);
    expect(willow.markdown).not.toMatch(SHOP_LINES);
    expect(willow.names.some((n) => /search ads/i.test(n))).toBe(false);
  });

  it("answers the family's hurry: a visit today or tomorrow, the fees and what they include, a room held with a deposit", () => {
    const visit = willow.plan.tactics[0]!;
    expect(visit.template).toContain("you can visit us today or tomorrow, evenings and weekends too");
    expect(visit.template).toContain("Our fees are from £1,250 a week, and they include the room, all meals from our own cook, personal care, dementia care");
    expect(visit.template).toContain("we can hold it with a deposit while you decide");
    expect(visit.template).toContain("There's no decision to make on the day.");
  });

  it("explains funding as checks and quotes the inspection report as written", () => {
    const fees = willow.plan.tactics.find((t) => t.name.startsWith("A plain fees page"))!;
    expect(fees.template).toContain("the council's financial assessment and what it means for savings and the house (the thresholds change: check them");
    expect(fees.template).toContain("NHS Continuing Healthcare for people whose needs are mainly health needs (a check the NHS does, not the home)");
    expect(fees.template).toContain("Rated Good by the CQC: read the full report at {{link to your report}}, in its own words");
    expect(fees.template).toContain("refunded in full if you don't go ahead (check your contract terms say so)");
    expect(fees.implementation.join("\n")).toContain("a resident only with their consent (or their attorney's), at their best");
  });

  it("works with the professionals who refer, and never pays them per referral", () => {
    const referrers = willow.plan.tactics.find((t) => t.name.startsWith("The discharge team"))!;
    expect(referrers.description).toContain("Admiral nurses and the local dementia support groups, and solicitors and financial advisers who handle care fees");
    expect(referrers.description).toContain("Never pay or thank anyone per referral");
    expect(referrers.template).toContain("We can assess the same day, weekends included");
    expect(willow.tacticText).toMatch(/a dementia café, a carers' group and the local school's choir/);
  });

  it("says in the strategy what the four rooms take and answers what the founder said does not work", () => {
    expect(willow.markdown).toContain("Four rooms in 13 weeks is about one room every three weeks.");
    expect(willow.markdown).toContain("At £1,250 a week, each room filled is at least £65,000 a year of fees");
    expect(willow.markdown).toContain("You said discharge teams place people wherever there's a bed that day");
    expect(willow.markdown).toContain("You said the big chains spend on ads you can't match: the plan doesn't try to outspend them");
  });

  it("gives a care home's profile, tips, toolkit, quick wins and Marketing Model", () => {
    expect(willow.markdown).toContain("“I promised Mum I'd never put her in a home.”");
    expect(willow.markdown).toContain("never a gift or a payment");
    expect(willow.markdown).toContain("**Direct Outreach:** Talk to the professionals who meet families at the moment of need");
    expect(willow.markdown).toContain("**Ask the hospital discharge team what they need from a care home this week**");
    expect(willow.plan.guerrillaTactics).toHaveLength(4);
    expect(willow.markdown).toContain("Willow Court is the family-owned residential care home you can visit today, with its fees on one page, unlike the big chains.");
    expect(willow.markdown).not.toMatch(/(?<!\{)\{[a-zA-Z]+\}(?!\})/);
  });

  it("passes the checker, which flags a shop's lines, pressure and paid referrals in a care home's plan", () => {
    expect(checkPlanQuality(answers, willow.plan, willow.reading)).toEqual([]);
    const bad = {
      ...willow.plan,
      tactics: [
        ...willow.plan.tactics,
        checkedTactic({ name: "Gift vouchers for birthdays, holidays and thank-yous", description: "Sell gift vouchers by the till." }),
        checkedTactic({ name: "A thank-you for referrers", description: "Pay each social worker a referral fee. Only two rooms left, so book now." }),
      ],
    };
    const notes = checkPlanQuality(answers, bad, willow.reading).map((f) => f.note);
    expect(notes).toContain("Pays for referrals");
    expect(notes).toContain("Pressure or offers");
    expect(checkPlanQuality(answers, bad, willow.reading).some((f) => /gift vouchers/i.test(f.reason))).toBe(true);
  });

  it("tells the AI prompt what a care home's plan is made of", () => {
    const prompt = promptText(answers);
    expect(prompt).toContain("A residential care home (older people live there), not an app, a shop or a home care agency");
    expect(prompt).toContain("never paid per referral");
    expect(prompt).toContain("No pressure and no offers, ever");
  });

  it("adds capped search ads on a budget that carries them, and none below", () => {
    const early = made({ ...answers, budgetRange: "early" });
    expect(early.names).toContain("Google search ads on the searches families make, sent to the fees page and paused when the rooms are full");
    const ads = early.plan.tactics.find((t) => /search ads/i.test(t.name))!;
    expect(ads.description).toContain("'care homes in Harrogate', 'dementia care home Harrogate', 'respite care Harrogate'");
    expect(ads.description).toContain("No offers in the ads, ever.");
    const boot = made({ ...answers, budgetRange: "bootstrapped" });
    expect(boot.names.some((n) => /search ads/i.test(n))).toBe(false);
    expect(boot.names).toContain("The discharge team, social workers, GPs and district nurses: a note every Monday of the rooms free and how fast you can assess");
  });

  it("reads a US assisted living community in American terms: the state's report, Caring.com, no CQC or NHS", () => {
    const us = made(assistedLiving);
    expect(us.reading.careHome).toMatchObject({ word: "assisted living community", us: true, fee: 5400, per: "month", dementia: true, state: "Arizona" });
    expect(us.tacticText).toContain("$5,400 a month");
    expect(us.tacticText).toContain("Caring.com");
    expect(us.tacticText).not.toMatch(/\bCQC\b|\bNHS\b|\bcarehome\.co\.uk\b/);
  });

  it("is not caught by a home care agency, a nursery, kennels or software for care homes", () => {
    for (const id of ["brighton-home-care-agency", "didcot-day-nursery-places", "tunbridge-wells-boarding-kennels"]) {
      expect(readAnswers(fixture(id).answers, FIXED_PLAN_DAY).careHome).toBeNull();
    }
    expect(BUSINESS_FIXTURES.filter((f) => readAnswers(f.answers, FIXED_PLAN_DAY).careHome).map((f) => f.id)).toEqual(["harrogate-care-home"]);
    expect(careHomeWordOf("Rota software for care homes that plans shifts in minutes.")).toBeNull();
    expect(careHomeWordOf("A mobile hairdresser visiting care homes across York.")).toBeNull();
    expect(careHomeWordOf("A home care agency whose carers visit older people at home.")).toBeNull();
    expect(careHomeWordOf("A 40-bed nursing home in Leeds for older people.")).toEqual({ word: "nursing home" });
  });
});
