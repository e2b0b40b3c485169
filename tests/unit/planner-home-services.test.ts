import { describe, expect, it } from "vitest";
import { buildPlan, buildProfile } from "~/generation/planner";
import { planMessages } from "~/generation/prompts.server";
import { checkPlanQuality } from "~/plan-quality/checker";
import { homeVisitTokens, localTrade, readHomeVisits } from "~/plan-quality/local-trade";
import { readAnswers } from "~/plan-quality/reading";
import { planToMarkdown } from "~/plan-view/markdown.server";
import { BUSINESS_FIXTURES, fixture } from "../support/business-fixtures";
import { FIXED_PLAN_DAY } from "../support/plan-day";
import { promptText } from "../support/plan-checks";

/*
 * Sparkle & Sage Cleaning, an eco-friendly house cleaner in South Austin (78704, 78745, 78748): three
 * cleaners and the owner, 31 clients on biweekly and monthly cleans at $160 for a 3-bed house, after
 * 25 new biweekly clients by the end of February. Thumbtack and Angi leads cost $30-60 and half never
 * reply; no time to post every day. Each test reads what the owner would read in the plan made on
 * 4 January 2027 (eight weeks to 28 February).
 */

const austin = fixture("austin-home-cleaning").answers;
const reading = readAnswers(austin, FIXED_PLAN_DAY);
const plan = buildPlan(austin, FIXED_PLAN_DAY);
const profile = buildProfile(austin);
const markdown = planToMarkdown(plan, profile, austin, FIXED_PLAN_DAY);
const names = plan.tactics.map((t) => t.name);
const templates = plan.tactics.map((t) => t.template).join("\n");

describe("reading a home service on a round", () => {
  it("reads a house cleaner that works in its clients' homes, not a shop", () => {
    expect(reading.kind).toBe("local");
    expect(reading.visitsCustomers).toBe(true);
    expect(localTrade(`${austin.productName}. ${austin.productDescription}`)).toMatchObject({
      trade: "service",
      shop: "house cleaner",
      mobile: true,
      categories: { main: "House cleaning service" },
    });
  });

  it("reads the biweekly round, the 31 clients, the 25 new ones, the $160 clean and the lead sites that cost too much", () => {
    expect(reading.homeVisits).toEqual({
      schedule: "biweekly",
      visitsAYear: 26,
      visit: "clean",
      oneOffs: "deep cleans and move-out cleans",
      clients: 31,
      goal: 25,
      price: { amount: 160, prefix: "$" },
      leadSites: {
        names: ["Thumbtack", "Angi"],
        cost: "$30-60",
        lowHigh: [30, 60],
        neverReply: 0.5,
        quote: "Thumbtack and Angi leads cost $30-60 each and half never reply.",
      },
    });
  });

  it("reads window cleaners and lawn care on a round too, and not a plumber, a groomer or a dry cleaner's shop", () => {
    const round = (productDescription: string, successMetrics = "30 new clients by June") =>
      readHomeVisits({ productDescription, successMetrics, challenges: "", audiencePersona: "" }, "$40");
    expect(round("Window cleaning for homes in Leeds, every month, from £25.")).toMatchObject({ schedule: "monthly", visit: "clean" });
    expect(round("Lawn care in Plano: weekly mowing and edging.", "40 new weekly clients by May")).toMatchObject({ schedule: "weekly", visit: "mow", goal: 40 });
    expect(round("A dry cleaners on Main Street, open six days a week, weekly specials.")).toBeNull();
    expect(round("House cleaning, deep cleans only.")).toBeNull();
    const others = BUSINESS_FIXTURES.filter((f) => f.id !== "austin-home-cleaning" && readAnswers(f.answers, FIXED_PLAN_DAY).homeVisits).map((f) => f.id);
    expect(others).toEqual([]);
  });

  it("works out the goal's arithmetic and what Thumbtack and Angi cost per booked client", () => {
    const tokens = homeVisitTokens(reading.homeVisits, reading.planWeeks, austin.localRegion, reading.country);
    expect(reading.planWeeks).toBe(8);
    expect(tokens.roundMath).toBe(
      "25 new biweekly clients in 8 weeks is about 3 new recurring clients a week, from the 31 you have to 56. At $160 a clean every two weeks, one client brings about $347 a month and $4,160 a year, so the 25 add about $8,667 a month once they are all on the round.",
    );
    expect(tokens.leadMath).toContain("a lead that replies costs $60-$120");
    expect(tokens.leadMath).toContain("a booked client costs $180-$360");
    expect(tokens.leadMath).toContain("an assumption: count yours");
    expect(tokens.zips).toBe("78704, 78745 and 78748");
  });
});

describe("the plan Sparkle & Sage's owner reads", () => {
  it("is made of the round's own tactics, with six in eight weeks", () => {
    expect(names).toEqual([
      "Recommendations on Nextdoor and in neighborhood Facebook groups, asked of current clients, with no daily posting",
      "A clean credit for both sides when a client refers a neighbor",
      "\"We already clean on your street\": door hangers around the homes you serve",
      "A capped Google Local Services Ads test, judged by the cost per booked recurring client",
      "Turn every first clean and one-off job into a biweekly booking",
      "Google Business Profile as a service-area business, with reviews asked by text after each clean",
    ]);
  });

  it("states the arithmetic and leaves Thumbtack and Angi out, judged by cost per booked recurring client", () => {
    expect(plan.strategySummary).toContain("about 3 new recurring clients a week, from the 31 you have to 56");
    expect(plan.strategySummary).toContain("one client brings about $347 a month and $4,160 a year");
    expect(plan.strategySummary).toContain('You said "Thumbtack and Angi leads cost $30-60 each and half never reply", so the plan leaves Thumbtack and Angi out');
    expect(plan.strategySummary).toContain("judged by the same number, the cost per booked recurring client");
    expect(names.some((n) => /thumbtack|angi\b/i.test(n))).toBe(false);
  });

  it("puts a stated share of the $500-$2,000 budget to work, the paid test the largest", () => {
    expect(plan.strategySummary).toMatch(/About \$(\d{3}) of your \$500-\$2,000 a month goes to work/);
    const spend = Number(/About \$(\d[\d,]*) of your/.exec(plan.strategySummary)![1]!.replace(/,/g, ""));
    expect(spend).toBeGreaterThanOrEqual(500);
    expect(spend).toBeLessThanOrEqual(2000);
    const ads = plan.tactics.find((t) => t.name.includes("Local Services Ads"))!;
    expect(ads.resourcesNeeded[0]).toMatch(/^Budget: about \$\d+ a month, \d+% of the plan's spending/);
    for (const t of plan.tactics) expect(t.resourcesNeeded[0]).toMatch(/^Budget: /);
  });

  it("fills the templates with the business, Austin's zip codes, the $40 credit and reply STOP, in American English", () => {
    expect(templates).toContain("you both get $40 off a clean");
    expect(templates).toContain("Serving 78704, 78745 and 78748");
    expect(templates).toContain("Sparkle & Sage Cleaning cleans on your street every other week.");
    expect(templates).toContain("Insured and background-checked");
    for (const t of plan.tactics.filter((x) => /\bText\b/.test(x.template))) expect(t.template).toContain("Reply STOP to opt out.");
    expect(markdown).not.toMatch(/\bneighbour|\bfavour|\bcolour/);
    // Only what the tool cannot know is a slot.
    expect(templates).not.toMatch(/\{\{(?:your price|link to your page|the zip codes you cover|a credit)\}\}/);
  });

  it("sets up the Google profile as a service-area business in the house cleaning category, with reviews asked by text", () => {
    const gbp = plan.tactics.find((t) => t.name.startsWith("Google Business Profile"))!;
    expect(gbp.implementation.join(" ")).toContain("as a service-area business");
    expect(gbp.implementation.join(" ")).toContain("with your own address hidden");
    expect(gbp.implementation.join(" ")).toContain("Pick House cleaning service as the main category");
    expect(gbp.implementation.join(" ")).toContain("only with their written consent");
    expect(gbp.template).toContain("a few honest words on Google");
  });

  it("has no shop lines: no come in, till, counter card, shop window, gift vouchers or yearly service due", () => {
    expect(markdown).not.toMatch(/\bcome in\b|\bpop (?:by|in)\b|\bsay hello\b|\bthe till\b|\bshop window\b|\bgift vouchers?\b|\bis due around\b|\byearly service\b|\bboiler\b|\byour van\b/i);
  });

  it("does not ask for daily posts", () => {
    expect(markdown).not.toMatch(/\bten minutes a day\b|\bpost (?:every|each) day\b|\bdaily posts?\b(?! needed)/i);
    expect(markdown).toContain("No daily posting");
  });

  it("profiles families who let someone into their home on trust", () => {
    const text = JSON.stringify(profile);
    expect(text).toContain("Can I trust you in my home when I'm at work?");
    expect(text).toContain("The same cleaner every time");
    expect(text).toContain("safe around children and pets");
    expect(text).toContain("home service on a biweekly round");
    expect(text).not.toMatch(/breaks|emergenc|tradesperson/i);
  });

  it("gives quick wins, toolkit, success tips and examples that speak to a house cleaner", () => {
    const ideas = plan.guerrillaTactics.map((g) => g.name);
    expect(ideas).toContain("Two homes on one street, one arrival window");
    expect(ideas.join(" ")).not.toMatch(/market|magnet|van\b/i);
    expect(markdown).toContain("Count new recurring clients every Friday against your goal (about 3 a week)");
    expect(markdown).toContain("For a house cleaner on a round, integration means being the name people are given");
    expect(plan.marketingEducation.emotionEngine.levers.map((l) => l.example).join(" ")).toContain("the same cleaner every time");
  });

  it("leaves the plan checker nothing to find", () => {
    expect(checkPlanQuality(austin, plan, reading)).toEqual([]);
  });
});

describe("the checker reads a plan for a home-visit service", () => {
  const withTemplate = (template: string, name?: string) => ({
    ...plan,
    // The template names the business, as every template must, so only the line under test can be wrong.
    tactics: plan.tactics.map((t, i) => (i === 0 ? { ...t, template: `${austin.productName}: ${template}`, ...(name ? { name } : {}) } : t)),
  });

  it("flags a shop's walk-in and till lines", () => {
    for (const line of ["Come in, say hello and ask us anything.", "Card by the till: scan to review us.", "Sign in the shop window", "Just pop by and ask for me!"]) {
      const findings = checkPlanQuality(austin, withTemplate(line), reading);
      expect(findings, line).toEqual([expect.objectContaining({ rule: "channel-fit", target: expect.objectContaining({ index: 0 }) })]);
      expect(findings[0]!.reason).toContain("works in its customers' homes");
    }
  });

  it("flags a yearly service reminder and gift vouchers for a round", () => {
    const due = checkPlanQuality(austin, withTemplate("Hi {{first name}}, your {{service}} is due around {{month}}."), reading);
    expect(due[0]!.reason).toContain("clients are on a biweekly round");
    const vouchers = checkPlanQuality(austin, withTemplate(plan.tactics[0]!.template, "Gift vouchers for birthdays, holidays and thank-yous"), reading);
    expect(vouchers[0]!.reason).toContain('"Gift vouchers" is a shop\'s idea');
  });

  it("leaves a kitchen counter and a partner's counter alone, and a shop's own lines to a shop", () => {
    expect(checkPlanQuality(austin, withTemplate("Leave the card on the kitchen counter, and ask the realtors to keep cards on their counter."), reading)).toEqual([]);
    const bakery = fixture("lyon-bakery").answers;
    const bakeryPlan = buildPlan(bakery, FIXED_PLAN_DAY);
    expect(checkPlanQuality(bakery, bakeryPlan, readAnswers(bakery, FIXED_PLAN_DAY))).toEqual([]);
  });

  it("finds nothing in the Clare plumber's and the Austin groomer's plans, which also go to their customers", () => {
    for (const id of ["rural-plumber", "mobile-dog-groomer"]) {
      const answers = fixture(id).answers;
      const r = readAnswers(answers, FIXED_PLAN_DAY);
      expect(r.visitsCustomers, id).toBe(true);
      expect(checkPlanQuality(answers, buildPlan(answers, FIXED_PLAN_DAY), r), id).toEqual([]);
    }
  });
});

describe("the AI prompt for a home service on a round", () => {
  const prompt = promptText(austin);

  it("states the round's rules, the arithmetic, the lead sites and US text consent", () => {
    expect(prompt).toContain('A home service on a biweekly round in its clients\' homes: never "come in", "pop by", a till');
    expect(prompt).toContain("one client brings about $347 a month and $4,160 a year");
    expect(prompt).toContain("leave Thumbtack and Angi out of the plan's money");
    expect(prompt).toContain("reply STOP");
  });

  it("says nothing of a round to a plumber", () => {
    const plumber = planMessages(fixture("rural-plumber").answers, FIXED_PLAN_DAY).map((m) => String(m.content)).join("\n");
    expect(plumber).not.toContain("A home service on a");
  });
});
