import { describe, expect, it } from "vitest";
import { buildPlan, buildProfile } from "~/generation/planner";
import { checkPlanQuality, type CheckedPlan } from "~/plan-quality/checker";
import { artistWordOf } from "~/plan-quality/artist";
import { readAnswers } from "~/plan-quality/reading";
import { planToMarkdown } from "~/plan-view/markdown.server";
import type { PlanFormData } from "~/wizard/types";
import { BUSINESS_FIXTURES, fixture } from "../support/business-fixtures";
import { FIXED_PLAN_DAY } from "../support/plan-day";
import { checkedTactic, promptText } from "../support/plan-checks";

/*
 * Mara Quinn Art, a landscape painter in Northumberland: original oil paintings from £400 to £3,500 and signed
 * giclée prints from £45, sold through her own site, two galleries taking 40-50% commission and a yearly open
 * studio weekend. Buyers aged 45-70 love the coast and hills, buy one or two originals a year and want to know
 * the artist and the place; she'd rather paint than market, and Instagram shows her posts to other artists. The
 * goal: two originals a month from her own site. Before, the plan was a D2C shop's (an abandoned-cart flow, SMS
 * restocks, a creators' affiliate programme, a give-get referral programme, a product feed, photo reviews).
 * Each test reads what its founder would read in a plan made on Monday 4 January 2027.
 */

const painter = fixture("northumberland-landscape-painter").answers;
const reading = readAnswers(painter, FIXED_PLAN_DAY);
const plan = buildPlan(painter, FIXED_PLAN_DAY);
const profile = buildProfile(painter);
const markdown = planToMarkdown(plan, profile, painter, FIXED_PLAN_DAY);
const names = plan.tactics.map((t) => t.name);
const tactic = (start: string) => plan.tactics.find((t) => t.name.startsWith(start))!;
const SHOP = /abandoned[- ]cart|\bSMS\b|restock|affiliate|give-get|product feed|photo reviews|% off|discount code|creators?'? kit/i;

describe("reading an artist selling originals", () => {
  it("reads the painter with her work, prices, prints, galleries, open studio and goal", () => {
    expect(reading.kind).toBe("ecommerce");
    expect(reading.artist).toMatchObject({
      word: "landscape painter",
      piece: "painting",
      originals: "oil paintings",
      region: "Northumberland",
      originalFrom: "£400",
      originalTo: "£3,500",
      prints: "signed giclée prints",
      printFrom: "£45",
      galleries: 2,
      commission: "40-50%",
      openStudio: true,
      coast: true,
      goalMonthly: 2,
      ratherMake: true,
      instagramArtists: true,
      us: false,
    });
  });

  it("reads printmakers, photographers and sculptors, and not house painters, tattoo artists, tools for artists or bands", () => {
    expect(artistWordOf("I'm a printmaker in Cornwall selling limited-edition linocut prints.")).toEqual({ word: "printmaker" });
    expect(artistWordOf("A wildlife photographer in Montana selling signed prints of elk and bison.")).toEqual({ word: "wildlife photographer" });
    expect(artistWordOf("I'm a sculptor in Vermont; my bronzes sell from $2,000.")).toEqual({ word: "sculptor" });
    expect(artistWordOf("Painter and decorator in Leeds: interior and exterior painting.")).toBeNull();
    expect(artistWordOf("A tattoo artist's studio in Brighton, original designs and prints of flash.")).toBeNull();
    expect(artistWordOf("Canvas is a platform for artists to sell original paintings.")).toBeNull();
    expect(artistWordOf("A folk band; the artist prints of our album cover are on sale.")).toBeNull();
  });

  it("fires for no other fixture: the Etsy jeweller, the print-on-demand shop, the pottery studio and the band keep their own plans", () => {
    const fired = BUSINESS_FIXTURES.filter((f) => f.id !== "northumberland-landscape-painter" && readAnswers(f.answers, FIXED_PLAN_DAY).artist).map((f) => f.id);
    expect(fired).toEqual([]);
    for (const id of ["norfolk-etsy-jewellery", "soft-serve-club-print-on-demand", "brighton-pottery-studio-courses", "glasgow-folk-band-album-tour"]) {
      expect(buildPlan(fixture(id).answers, FIXED_PLAN_DAY).tactics.some((t) => t.name.startsWith("A collectors' list")), id).toBe(false);
    }
  });
});

describe("the plan Mara Quinn Art reads", () => {
  it("is made of an artist's tactics, with none of a D2C shop's", () => {
    expect(names).toEqual([
      "A collectors' list: a letter from the studio when new work is finished, first sight before the site and the galleries",
      "The story of each painting on its page: the place, the day, the walk",
      "Viewing made easy: a studio visit by appointment, framing, Own Art instalments (check) and art on approval if you choose",
      "The open studio and the local art trails: every visitor invited to the collectors' list",
      "Commissions of a buyer's own place: a page, a price from and a deposit",
      "Galleries kept on side: the same price everywhere, and your gallery agreements checked",
      "Work shown where your buyers already are: holiday cottages, hotels and cafés on the Northumberland coast",
      "Prints as the door to an original: every print sent with the story and an invitation to the list",
      "A story for the regional magazines: the artist, the place and the new work",
    ]);
    expect(markdown.replace("No discounts, abandoned-cart emails, SMS or affiliate codes", "")).not.toMatch(SHOP);
    expect(plan.tactics.some((t) => /instagram/i.test(`${t.name} ${t.description} ${t.template}`))).toBe(false);
  });

  it("fills the letter from the studio, the story, the gallery note and the cottage proposal with her own place and work", () => {
    expect(tactic("A collectors' list").template).toContain("I've just finished {{number}} new paintings of the Northumberland coast and hills, and you're seeing them first: they go on the Mara Quinn Art site on {{date}} and to the galleries after that.");
    expect(tactic("The story of each painting").template).toContain("{{the place}}, on a {{month}} morning. I'd walked out from {{where you started}} before the light came up");
    expect(tactic("Galleries kept on side").description).toContain("so the 40-50% commission is the galleries' share of the price, not a mark-up");
    expect(tactic("Galleries kept on side").template).toContain("so nobody can buy a painting cheaper from me than from {{gallery}}");
    expect(tactic("Work shown where your buyers").template).toContain("I'm a landscape painter and I paint the Northumberland coast and hills, the places your guests come for.");
    expect(tactic("Work shown where your buyers").description).toContain("the tourist information and National Trust shops in Northumberland, where they sell local art (check)");
    expect(tactic("Prints as the door").why).toContain("one of your signed giclée prints from £45 already loves the work");
  });

  it("words instalments, approval and the gallery agreements as her checks and choices", () => {
    const viewing = tactic("Viewing made easy");
    expect(viewing.description).toContain("paying in instalments through Own Art, the Arts Council-backed interest-free scheme (check on Own Art's site whether you, your galleries or your open studios event can offer it)");
    expect(viewing.description).toContain("art on approval: a painting taken home for a few days to see on the buyer's own wall, if you choose to offer it");
    expect(viewing.template).toContain("Living with it first (only if you offer it).");
    expect(tactic("Galleries kept on side").implementation[0]).toContain("where it is unclear, ask the gallery rather than guess");
    expect(tactic("The open studio").description).toContain("the open studios events and art trails in Northumberland (check the county's arts listings for this year's dates)");
  });

  it("says the goal's arithmetic, her time, Instagram and no shop tactics in the strategy", () => {
    expect(plan.strategySummary).toContain("Two originals a month from your own site is 24 a year. Each one sold from your own site keeps the 40-50% a gallery would take: £160 on a £400 painting, £1,750 on a £3,500 one.");
    expect(plan.strategySummary).toContain("You'd rather paint than market, so the plan is a few hours a week");
    expect(plan.strategySummary).toContain("Instagram shows your posts to other artists, so nothing here depends on it");
    expect(markdown).toContain("- Originals: two originals a month from your own site, with the collectors' list, studio visits and enquiries counted every Friday");
    expect(plan.tactics.reduce((h, t) => h + (Number(/about ([\d.]+) hours? a week/.exec(t.resourcesNeeded.join(" "))?.[1]) || 0), 0)).toBeLessThanOrEqual(8);
  });

  it("profiles buyers of originals, and gives an artist's tips, quick wins, toolkit and Marketing Model", () => {
    expect(profile.overview).toContain("People who buy original paintings buy once or twice a year, slowly");
    expect(profile.objections.join("\n")).toContain("Will it look right on our wall, and what size do we need?");
    expect(markdown).toContain("- Painting comes first, so give marketing a fixed slot");
    expect(markdown).toContain("**Write to everyone who has bought an original from you this week**");
    expect(markdown).toContain("**Direct Outreach:** Write personally to the people who already know the work");
    expect(markdown).toContain("**Indirect Competitors:** Your real rivals are not other painters but a print from a homeware shop");
    expect(markdown).toContain("Example: “For people who love the Northumberland coast and hills, Mara Quinn Art is a landscape painter whose paintings come with the story of the place");
    expect(markdown).toContain("Example: “New paintings from Mara Quinn Art: the collectors' list sees them on {{date}}, a week before the site and the galleries");
    expect(markdown).not.toMatch(/brands they buy now|read the label|reordered|ships this week|insert card|hashtag/i);
  });

  it("passes the checker", () => {
    expect(checkPlanQuality(painter, plan, reading)).toEqual([]);
  });
});

describe("the plan for other budgets and horizons", () => {
  const variant = (over: Partial<PlanFormData>) => buildPlan({ ...painter, ...over }, FIXED_PLAN_DAY);

  it("keeps the list, the stories and the viewing page first on a month's plan", () => {
    const urgent = variant({ timeHorizon: "urgent" });
    expect(urgent.tactics.slice(0, 3).map((t) => t.name)).toEqual(names.slice(0, 3));
    expect(urgent.tactics.some((t) => t.name.startsWith("A stand at one art fair"))).toBe(false);
  });

  it("adds a fair's stand from $2,000, a studio assistant from $10,000 and a solo exhibition from $50,000", () => {
    expect(variant({ budgetRange: "early" }).tactics.map((t) => t.name)).toContain("A stand at one art fair your buyers visit, with the collectors' list at its heart");
    const growth = variant({ budgetRange: "growth" }).tactics.map((t) => t.name);
    expect(growth).toContain("A part-time studio assistant for the letters, the stories and the places, so you keep painting");
    expect(growth.some((n) => n.startsWith("A solo exhibition"))).toBe(false);
    expect(variant({ budgetRange: "scaling" }).tactics.map((t) => t.name)).toContain("A solo exhibition each year with a private view for the collectors' list, a catalogue and an arts press agent");
  });

  it("passes the checker on every budget and horizon", () => {
    for (const budgetRange of ["bootstrapped", "seed", "early", "growth", "scaling"] as const) {
      for (const timeHorizon of ["urgent", "quarter", "long-term"] as const) {
        const answers = { ...painter, budgetRange, timeHorizon };
        expect(checkPlanQuality(answers, buildPlan(answers, FIXED_PLAN_DAY), readAnswers(answers, FIXED_PLAN_DAY)), `${budgetRange} ${timeHorizon}`).toEqual([]);
      }
    }
  });
});

describe("the checker on an artist's plan", () => {
  it("flags the D2C shop's tactics it was given before, and a plan with no collectors' list or one price", () => {
    const old: CheckedPlan = {
      tactics: [
        checkedTactic({ name: "Abandoned-cart email flow: three emails over three days", description: "Remind shoppers who left a painting in the cart." }),
        checkedTactic({ name: "Opt-in SMS for restocks, new batches and order updates", description: "Text subscribers when new work lands." }),
        checkedTactic({ name: "Commission-based affiliate programme for creators", description: "Pay creators a share of each sale." }),
      ],
      timeline: [],
    };
    const findings = checkPlanQuality(painter, old, reading);
    const reasons = findings.map((f) => f.reason);
    const who = "a landscape painter selling originals, whose buyers want to see the work and know the place";
    expect(reasons).toContain(`"Abandoned-cart" is a tactic for other kinds of business, not for ${who}.`);
    expect(reasons.some((r) => /^"(?:SMS|restocks)" is a tactic for other kinds of business/.test(r))).toBe(true);
    expect(reasons.some((r) => /affiliate/i.test(r))).toBe(true);
    expect(findings.map((f) => f.note)).toContain("No collectors' list");
    expect(findings.map((f) => f.note)).toContain("Undercuts the galleries");
  });
});

describe("the AI prompt for an artist", () => {
  it("states the artist, her plan, the checks, her time and the arithmetic", () => {
    const prompt = promptText(painter);
    expect(prompt).toContain("An artist (landscape painter) selling oil paintings (£400 to £3,500) and signed giclée prints from £45");
    expect(prompt).toContain("No shop tactics: no abandoned-cart emails, SMS, affiliates, give-get referral codes");
    expect(prompt).toContain("a collectors' list that hears first when a new body of work is finished");
    expect(prompt).toContain("the founder's gallery agreements worded as something to check");
    expect(prompt).toContain("Instagram reaches other artists, not buyers: nothing depends on it");
    expect(prompt).toContain("The goal's arithmetic: Two originals a month from your own site is 24 a year.");
  });
});
