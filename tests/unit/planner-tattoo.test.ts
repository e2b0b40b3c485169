import { describe, expect, it } from "vitest";
import { buildPlan, buildProfile } from "~/generation/planner";
import { checkPlanQuality, type CheckedPlan } from "~/plan-quality/checker";
import { tattooWordOf } from "~/plan-quality/tattoo";
import { readAnswers } from "~/plan-quality/reading";
import { planToMarkdown } from "~/plan-view/markdown.server";
import type { PlanFormData } from "~/wizard/types";
import { BUSINESS_FIXTURES, fixture } from "../support/business-fixtures";
import { FIXED_PLAN_DAY } from "../support/plan-day";
import { checkedTactic, promptText } from "../support/plan-checks";

/*
 * Black Lantern Tattoo, a private studio in Brighton's North Laine: two resident artists and a monthly guest
 * spot, fine-line and botanical work, a palm-sized piece from £150 and a £50 deposit, books open monthly.
 * Bookings come through Instagram DMs that take two hours every night, reach has dropped and the founders won't
 * pay for ads; the goal is books full three weeks ahead and half the DMs replaced by a booking form. Before, the
 * plan was a shop's (a door drop, birthday gift vouchers, a staff perk card, "rebook at every visit", a review
 * asked of every regular). Each test reads what its founder would read in a plan made on Monday 4 January 2027.
 */

const studio = fixture("brighton-tattoo-studio").answers;
const reading = readAnswers(studio, FIXED_PLAN_DAY);
const plan = buildPlan(studio, FIXED_PLAN_DAY);
const profile = buildProfile(studio);
const markdown = planToMarkdown(plan, profile, studio, FIXED_PLAN_DAY);
const names = plan.tactics.map((t) => t.name);
const tactic = (start: string) => plan.tactics.find((t) => t.name.startsWith(start))!;
const SHOP = /door drop|letterbox|gift vouchers? for birthdays|staff perk|stamp card|rebook at every visit|quiet weekday|every regular|% off|half[- ]price/i;

describe("reading a tattoo studio", () => {
  it("reads a private tattoo studio with its artists, styles, price, deposit, books and goal", () => {
    expect(reading.kind).toBe("local");
    expect(reading.tattoo).toMatchObject({
      word: "tattoo studio",
      artists: 2,
      guests: true,
      styles: ["fine-line", "botanical"],
      piece: "a palm-sized piece",
      from: "£150",
      deposit: "£50",
      books: "monthly",
      dms: true,
      noAds: true,
      area: "North Laine",
      aheadWeeks: 3,
      formShare: 50,
      us: false,
    });
  });

  it("reads piercing and US studios, and not software for studios, laser removal or temporary tattoos", () => {
    expect(tattooWordOf("Iron & Ink is a tattoo and piercing studio in Austin, Texas.")).toEqual({ word: "tattoo and piercing studio", piercing: true });
    expect(tattooWordOf("Northside Tattoo Parlour, a street shop in Leeds with walk-ins on Saturdays.")).toMatchObject({ word: "tattoo studio" });
    expect(tattooWordOf("InkBook is booking software for tattoo studios.")).toBeNull();
    expect(tattooWordOf("Clear Skin offers laser tattoo removal in Bristol.")).toBeNull();
    expect(tattooWordOf("We sell temporary tattoos for kids' parties.")).toBeNull();
  });

  it("fires for no other fixture: the small-town salon and the pottery studio keep their own plans", () => {
    const fired = BUSINESS_FIXTURES.filter((f) => f.id !== "brighton-tattoo-studio" && readAnswers(f.answers, FIXED_PLAN_DAY).tattoo).map((f) => f.id);
    expect(fired).toEqual([]);
    for (const id of ["smalltown-salon", "brighton-pottery-studio-courses"]) {
      expect(buildPlan(fixture(id).answers, FIXED_PLAN_DAY).tactics.some((t) => t.name.startsWith("A booking form in place of the DMs"))).toBe(false);
    }
  });
});

describe("the plan Black Lantern Tattoo reads", () => {
  it("is made of a tattoo studio's tactics, with none of the shop's", () => {
    expect(names).toEqual([
      "A booking form in place of the DMs: placement, size, references, budget and dates, the £50 deposit policy, and one saved reply in the DMs pointing to it",
      "Books opening announced by email to a list you own, a day before you post it",
      'Each artist\'s portfolio and style page on the site and the Google profile, found in searches such as "fine line tattoo Brighton"',
      "A consultation for first-timers: pain, hygiene, placement and the studio's registration, in 15 minutes before they book",
      "Aftercare and a six-week healed-photo check-in: healed work shown with the client's consent, and the review asked then",
      "Flash days and flash sheets: small designs drawn once, a date the list can book, walk-ins on the day",
      "Guest spots and swaps: each guest announced to both lists, and your artists guesting where your clients travel from",
      "Referrals from clients: a card for a friend with first pick of the next flash sheet, no discount",
      "Collaborations with shops and makers in the North Laine whose customers like your work: a print, a flash sheet for their theme, a night together",
    ]);
    expect(markdown.replace("No discounts and no door drops", "")).not.toMatch(SHOP);
    // They won't pay for ads: no paid tactic, and the strategy says so.
    expect(plan.tactics.some((t) => /\bads?\b/i.test(t.name))).toBe(false);
    expect(plan.strategySummary).toContain("You don't want to pay for ads, and nothing here needs them");
  });

  it("fills the booking form, the deposit policy and the DM reply with the studio's own numbers", () => {
    const form = tactic("A booking form").template;
    expect(form).toContain("3. Placement on the body, and size in centimetres (roughly is fine).");
    expect(form).toContain("4. Reference images (up to three): what you love about each.");
    expect(form).toContain("6. Your budget for this piece. (Prices: from £150 for a palm-sized piece.)");
    expect(form).toContain("We take a £50 deposit to book, taken off the price of your tattoo.");
    expect(form).toContain("Saved reply in the DMs:\nHi! Thanks so much for getting in touch. To book with us, please fill in our booking form");
    expect(tactic("Books opening").template).toContain("Subject: Our books open tomorrow, and you get first pick today");
    expect(tactic("Books opening").template).toContain("Next month's books at Black Lantern Tattoo are open for you now, a day before we post it anywhere else.");
    expect(tactic("Each artist's portfolio").template).toContain('Style page (title: "fine line tattoo Brighton: Black Lantern Tattoo")');
    expect(tactic("Each artist's portfolio").implementation[0]).toContain("category 'Tattoo shop'");
  });

  it("words the licence as a check, asks for healed photos with consent, and rewards referrals without a discount", () => {
    const first = tactic("A consultation for first-timers");
    expect(first.description).toContain("the council's registration for tattooing and piercing (check with Brighton's council's environmental health team what yours shows)");
    expect(first.description).toContain("no one under 18 tattooed");
    expect(first.template).toContain("(Check with your council what your registration shows, and say exactly that.)");
    const healed = tactic("Aftercare and a six-week").template;
    expect(healed).toContain("If you're happy for us to show it on our website and our posts (without your name, unless you'd like it), just say yes.");
    expect(healed).toContain("a Google review helps people who are nervous about their first tattoo find us");
    expect(tactic("Referrals from clients").template).toContain("you both get first pick of our next flash sheet");
    expect(tactic("Flash days").description).toContain("Prices stay at your usual rates: each design is tattooed once");
  });

  it("says the goal's arithmetic, the DMs, the ads and the discounts in the strategy", () => {
    expect(plan.strategySummary).toContain("Books full 3 weeks ahead means that on any Friday, each of the 2 artists' next 15 working days are booked with a deposit paid (£50 each)");
    expect(plan.strategySummary).toContain("aim for at least one in two through the form by week 6");
    expect(plan.strategySummary).toContain("Answering DMs by hand is where your evenings go");
    expect(plan.strategySummary).toContain("No discounts and no door drops: the price and the £50 deposit stay as they are");
    expect(markdown).toContain("- Full books without the DMs: booking requests through the form");
  });

  it("profiles clients who choose an artist for a style, and gives a studio's tips, quick wins, toolkit and Marketing Model", () => {
    expect(profile.overview).toContain("People choose a tattoo studio by the artist and the style, not the nearest door");
    expect(profile.objections.join("\n")).toContain("How do I know the studio is clean and properly registered?");
    expect(markdown).toContain("Its clients in Brighton and Hove, in your words");
    expect(markdown).toContain("- Drawing and tattooing come first, so give marketing a fixed slot");
    expect(markdown).toContain("**Send the booking form to everyone in the DMs you never booked**");
    expect(markdown).toContain("**Direct Outreach:** Talk to the people who already asked");
    expect(markdown).toContain('each artist\'s page for searches such as "fine line tattoo Brighton" and "botanical tattoo Brighton"');
    expect(markdown).toContain("Example: “For people in Brighton and Hove, Black Lantern Tattoo is a tattoo studio in the North Laine for fine-line and botanical work");
    expect(markdown).toContain("Example: “Next month's books at Black Lantern Tattoo open on {{date}}: the list hears a day early");
    expect(markdown).not.toMatch(/shop window|in the window|market stall|at the counter|front desk|regulars|look and feel their best/i);
  });

  it("passes the checker", () => {
    expect(checkPlanQuality(studio, plan, reading)).toEqual([]);
  });
});

describe("the plan for other budgets and horizons", () => {
  const variant = (over: Partial<PlanFormData>) => buildPlan({ ...studio, ...over }, FIXED_PLAN_DAY);

  it("keeps the booking form, the list and the style pages first on a month's plan and a bootstrapped budget", () => {
    const urgent = variant({ timeHorizon: "urgent", budgetRange: "bootstrapped" });
    expect(urgent.tactics.slice(0, 3).map((t) => t.name)).toEqual(names.slice(0, 3));
    expect(urgent.tactics.some((t) => t.name.startsWith("A convention booth"))).toBe(false);
  });

  it("adds a small ads test only when the founder has not ruled ads out, and a convention on a budget that carries one", () => {
    const open = { challenges: "Answering DMs takes two hours every night." };
    expect(variant(open).tactics.map((t) => t.name)).toContain("A small Instagram and Facebook ads test around Brighton and Hove to the booking form, around each books opening");
    const scaling = variant({ ...open, budgetRange: "scaling", timeHorizon: "long-term" }).tactics.map((t) => t.name);
    expect(scaling).toContain("A convention booth and a photographer for healed work: the studio in front of the people who travel for tattoos");
    expect(variant({ budgetRange: "scaling" }).tactics.some((t) => /\bads test\b/.test(t.name))).toBe(false);
  });

  it("passes the checker on every budget and horizon", () => {
    for (const budgetRange of ["bootstrapped", "seed", "early", "growth", "scaling"] as const) {
      for (const timeHorizon of ["urgent", "quarter", "long-term"] as const) {
        const answers = { ...studio, budgetRange, timeHorizon };
        expect(checkPlanQuality(answers, buildPlan(answers, FIXED_PLAN_DAY), readAnswers(answers, FIXED_PLAN_DAY)), `${budgetRange} ${timeHorizon}`).toEqual([]);
      }
    }
  });
});

describe("the checker on a tattoo studio's plan", () => {
  it("flags the shop tactics it was given before, healed photos shown without consent, and DMs left as they are", () => {
    const old: CheckedPlan = {
      tactics: [
        checkedTactic({ name: "Flyer door drop in the streets around the shop", description: "Put a flyer through 500 letterboxes near the studio." }),
        checkedTactic({ name: "A staff perk card for nearby workplaces", description: "Give office staff a card for a treat on their first visit." }),
        checkedTactic({ name: "Fill the quiet weekday slots: rebook at every visit and a short-notice list", description: "Post photos of clients' fresh tattoos every day." }),
      ],
      timeline: [],
    };
    const findings = checkPlanQuality(studio, old, reading);
    const reasons = findings.map((f) => f.reason);
    expect(reasons).toContain("\"door drop\" is a tactic for other kinds of business, not for a tattoo studio, whose clients choose an artist for a style.");
    expect(reasons).toContain("\"staff perk card\" is a tactic for other kinds of business, not for a tattoo studio, whose clients choose an artist for a style.");
    expect(findings.map((f) => f.note)).toContain("Shows clients without consent");
    expect(findings.map((f) => f.note)).toContain("Leaves the DMs as they are");
  });
});

describe("the AI prompt for a tattoo studio", () => {
  it("states the studio, its plan, the rules to check, the ads and the arithmetic", () => {
    const prompt = promptText(studio);
    expect(prompt).toContain("A tattoo studio (fine-line and botanical): clients choose an artist for a style");
    expect(prompt).toContain("no door drops, gift vouchers for birthdays, staff perk cards");
    expect(prompt).toContain("a booking form that replaces the DMs (placement, size, reference images, budget, dates, the deposit policy of £50)");
    expect(prompt).toContain("worded as something to check");
    expect(prompt).toContain("The founder won't pay for ads: no paid tactics");
    expect(prompt).toContain("The goal's arithmetic: Books full 3 weeks ahead");
  });
});
