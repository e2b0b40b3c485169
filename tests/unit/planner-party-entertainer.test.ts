import { describe, expect, it } from "vitest";
import { buildPlan, buildProfile } from "~/generation/planner";
import { checkPlanQuality, type CheckedPlan } from "~/plan-quality/checker";
import { partyEntertainerWordOf } from "~/plan-quality/party-entertainer";
import { readAnswers } from "~/plan-quality/reading";
import { planToMarkdown } from "~/plan-view/markdown.server";
import { BUSINESS_FIXTURES, fixture } from "../support/business-fixtures";
import { FIXED_PLAN_DAY } from "../support/plan-day";
import { checkedTactic, promptText } from "../support/plan-checks";

/*
 * Captain Fizz Parties, a children's party entertainer in South Manchester and Stockport: magic, balloon
 * modelling, games and a bubble show for ages 3-8, £220 for two hours at homes, community halls and soft-play
 * venues, DBS checked and insured. Weekends are full; weekday after-school slots and school holidays are quiet.
 * Parents (mostly mums aged 28-42) book on another parent's word in school-gate WhatsApp groups and local mums'
 * Facebook groups; photos of children only with consent; the founder is at parties every weekend. The goal: two
 * weekday or holiday bookings a week. Before, the plan was a shop's (gift vouchers, a staff perk card, a loyalty
 * stamp card, a market stall, the shop window) for "teenagers aged 3-8". Each test reads what its founder would
 * read in a plan made on the fixed plan day.
 */

const fizz = fixture("stockport-kids-party-entertainer").answers;
const reading = readAnswers(fizz, FIXED_PLAN_DAY);
const plan = buildPlan(fizz, FIXED_PLAN_DAY);
const profile = buildProfile(fizz);
const markdown = planToMarkdown(plan, profile, fizz, FIXED_PLAN_DAY);
const names = plan.tactics.map((t) => t.name);
const tactic = (start: string) => plan.tactics.find((t) => t.name.startsWith(start))!;

describe("reading a children's party entertainer", () => {
  it("reads an entertainer booked by parents, not teenagers, with its numbers", () => {
    expect(reading.kind).toBe("local");
    expect(reading.teen).toBe(false);
    expect(reading.audience).toBe("parents of children aged 3-8");
    expect(reading.kidsClub).toBeNull();
    expect(reading.partyEntertainer).toMatchObject({
      word: "children's party entertainer",
      acts: ["magic", "balloon modelling", "games", "a bubble show"],
      ages: [3, 8],
      price: 220,
      symbol: "£",
      length: "two hours",
      venues: ["homes", "community halls", "soft-play venues"],
      checks: ["DBS checked", "insured"],
      weekendsFull: true,
      whatsapp: true,
      facebook: true,
      noPhotos: true,
      goalPerWeek: 2,
      country: "United Kingdom",
    });
  });

  it("reads magicians, face painters, bouncy-castle hire and party hosts, and not software, a wedding DJ or a children's club", () => {
    expect(partyEntertainerWordOf("A children's magician in Leeds for birthday parties.")).toBe("children's magician");
    expect(partyEntertainerWordOf("Face painting and glitter tattoos for kids' parties in Bath.")).toBe("face painter");
    expect(partyEntertainerWordOf("Bouncy castle hire for children's parties across Kent.")).toBe("bouncy-castle hire");
    expect(partyEntertainerWordOf("Kids party entertainer in Austin, Texas: magic and balloon animals.")).toBe("children's party entertainer");
    expect(partyEntertainerWordOf("A booking app for children's party entertainers.")).toBeNull();
    expect(partyEntertainerWordOf("A wedding DJ and sax duo in the Midlands.")).toBeNull();
    expect(partyEntertainerWordOf("Phoenix Taekwondo is a martial arts club for children aged 5 to 12 in Reading.")).toBeNull();
  });

  it("fires for no other fixture: the taekwondo club, the day nursery, the wedding DJ and the shops keep their own plans", () => {
    const others = BUSINESS_FIXTURES.filter((f) => f.id !== "stockport-kids-party-entertainer" && readAnswers(f.answers, FIXED_PLAN_DAY).partyEntertainer !== null);
    expect(others.map((f) => f.id)).toEqual([]);
    expect(readAnswers(fixture("reading-kids-taekwondo-club").answers, FIXED_PLAN_DAY).kidsClub).not.toBeNull();
  });
});

describe("a children's party entertainer's plan", () => {
  it("is made of an entertainer's tactics: the party as the advert, parents' word, the weekdays and holidays, rebooking", () => {
    expect(names).toEqual([
      "Every party is the advert for the next: a card in every party bag and a thank-you to the host parent with the review link",
      "A short message host parents can forward to their school-gate WhatsApp groups and local mums' Facebook groups",
      "A booking page and Google profile with the price in full, what is included, DBS checked and insured shown, and a deposit to book",
      "Weekday after-school parties offered to every parent whose Saturday is taken, and to the parents of the guests",
      "Soft-play venues and community halls that recommend entertainers: on their list, with cards at the desk",
      "Holiday shows for holiday clubs, libraries, housing associations and shopping-centre events in the school holidays",
      "Nurseries' and schools' summer fairs, and employers' family days, booked a term ahead",
      "Next year's birthday rebooked: a note of each child's birthday and a message to the parent eight weeks before",
    ]);
    expect(markdown).not.toMatch(/gift vouchers?|stamp card|staff perk|market stall|shop window|teenagers/i);
  });

  it("fills its templates with the business, the price in full, the checks and the place, each to a parent, venue or organiser", () => {
    expect(tactic("Every party").template).toContain("Captain Fizz Parties: magic, balloon modelling, games and a bubble show for children aged 3-8. £220 for two hours, at homes, community halls and soft-play venues across South Manchester and Stockport. DBS checked and insured.");
    expect(tactic("Every party").template).toContain("Thank-you to the host parent, the next morning:");
    expect(tactic("A short message").template).toContain("We had Captain Fizz Parties for {{child's first name}}'s party and the kids loved it");
    expect(tactic("A booking page").template).toContain("I'm happy to show my DBS certificate and public liability insurance certificate to any parent or venue.");
    expect(tactic("A booking page").template).toContain("a deposit of {{your deposit}} holds the date");
    expect(tactic("Weekday after-school").template).toContain("Could a weekday after-school party work?");
    expect(tactic("Holiday shows").description).toContain("check what the school, the library or the organiser asks to see (your DBS certificate, public liability insurance, a risk assessment)");
    expect(tactic("Next year's birthday").template).toContain("I can't believe {{child's first name}} is nearly {{age}}!");
  });

  it("says the goal's arithmetic, the weekends and the photos in the strategy", () => {
    expect(plan.strategySummary).toContain("Two bookings a week on weekdays and in the school holidays is about 52 parties over 26 weeks. At £220 a party that is £440 a week");
    expect(plan.strategySummary).toContain("nothing here asks for a weekend");
    expect(plan.strategySummary).toContain("a child appears only with the parent's consent for that photo");
  });

  it("profiles the parents who book, and gives an entertainer's tips, quick wins, toolkit and Marketing Model", () => {
    expect(markdown).toContain("(a children's party entertainer and the parents who book it)");
    expect(markdown).toContain("**Age:** 28-42");
    expect(markdown).toContain("“£220 for two hours is a lot on top of the venue and the food.”");
    expect(markdown).toContain("Parties come first, so give marketing a fixed slot");
    expect(markdown).toContain("**Message every parent you turned away for a Saturday this year with two weekday dates**");
    expect(markdown).toContain("**Direct Outreach:** Talk to the parents already in the room");
    expect(markdown).toContain("unlike {{the entertainer whose extras appear at the end}}");
  });

  it("passes the checker", () => {
    expect(checkPlanQuality(fizz, plan, reading)).toEqual([]);
  });

  it("grows with the budget: ads on a seed budget, a second entertainer from early, a team on scaling; nothing paid when bootstrapped", () => {
    const at = (budgetRange: typeof fizz.budgetRange) => buildPlan({ ...fizz, budgetRange }, FIXED_PLAN_DAY).tactics.map((t) => t.name);
    expect(names.some((n) => /ads|second entertainer|team of/i.test(n))).toBe(false);
    expect(at("seed")).toContain("Facebook and Instagram ads to parents in South Manchester and Stockport before the school holidays, for weekday and holiday dates, with no child's photo without consent");
    expect(at("early").some((n) => n.startsWith("A second entertainer"))).toBe(true);
    expect(at("scaling").some((n) => n.startsWith("A team of entertainers under Captain Fizz Parties' name"))).toBe(true);
    for (const budgetRange of ["seed", "early", "growth", "scaling"] as const) {
      const a = { ...fizz, budgetRange };
      expect(checkPlanQuality(a, buildPlan(a, FIXED_PLAN_DAY), readAnswers(a, FIXED_PLAN_DAY))).toEqual([]);
    }
  });
});

describe("the checker on a children's entertainer's plan", () => {
  it("flags the shop tactics it was given before, a child photographed without consent, and no party as the advert", () => {
    const old: CheckedPlan = {
      tactics: [
        checkedTactic({ name: "Gift vouchers for birthdays, holidays and thank-yous", description: "Sell vouchers to parents by the till." }),
        checkedTactic({ name: "A loyalty stamp card for regulars", description: "Post photos of the children at every party for parents to share." }),
      ],
      timeline: [],
    };
    const reasons = checkPlanQuality(fizz, old, reading).map((f) => f.reason).join("\n");
    expect(reasons).toContain("\"Gift vouchers\" is a tactic for other kinds of business");
    expect(reasons).toContain("\"stamp card\" is a tactic for other kinds of business");
    expect(reasons).toContain("Photos of children need their parent's consent");
    expect(reasons).toContain("the party itself");
  });

  it("flags a plan that never speaks to parents or fills the weekdays", () => {
    const toChildren: CheckedPlan = { tactics: [checkedTactic({ name: "A balloon giveaway at the market", description: "Hand every child a balloon animal on a Saturday." })], timeline: [] };
    const notes = checkPlanQuality(fizz, toChildren, reading).map((f) => f.note);
    expect(notes).toContain("Speaks to the children, not the parents");
    expect(notes).toContain("Leaves the quiet slots empty");
  });
});

describe("the AI prompt for a children's entertainer", () => {
  it("states the entertainer, its parents, its plan, the photo rule, the weekends and the arithmetic", () => {
    const prompt = promptText(fizz);
    expect(prompt).toContain("A children's party entertainer (magic, balloon modelling, games and a bubble show, children aged 3-8, £220 for two hours): parents book it weeks ahead on another parent's word.");
    expect(prompt).toContain("No shop tactics: no stamp card, gift vouchers, staff perk card, market stall, shop window or regulars");
    expect(prompt).toContain("a card in every party bag, a thank-you to the host parent with the review link");
    expect(prompt).toContain("holiday clubs, libraries, housing associations, shopping-centre events, corporate family days");
    expect(prompt).toContain("all marketing work is done on weekdays");
    expect(prompt).toContain("The goal's arithmetic: Two bookings a week on weekdays and in the school holidays is about 52 parties over 26 weeks.");
  });
});
