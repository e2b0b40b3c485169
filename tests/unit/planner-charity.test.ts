import { describe, expect, it } from "vitest";
import { buildPlan, buildProfile } from "~/generation/planner";
import { charityWordOf, donorMath } from "~/plan-quality/charity";
import { checkPlanQuality } from "~/plan-quality/checker";
import { readAnswers } from "~/plan-quality/reading";
import { planToMarkdown } from "~/plan-view/markdown.server";
import { BUSINESS_FIXTURES, fixture } from "../support/business-fixtures";
import { FIXED_PLAN_DAY } from "../support/plan-day";
import { promptText } from "../support/plan-checks";

/*
 * Second Chance Dogs, a volunteer-run dog rescue charity in Leeds that rehomes 120 dogs a year from
 * council pounds, typed "web app" on the form with the goal "Support fundraising". 85 people give monthly;
 * the goal is 200 giving £5 or more by the end of March. A raffle and a sponsored walk brought no regular
 * givers, and the volunteers have a few hours a week. Each test reads what they would read in a plan
 * made on 4 January 2027.
 */

const dogs = fixture("leeds-dog-rescue-donors").answers;
const reading = readAnswers(dogs, FIXED_PLAN_DAY);
const plan = buildPlan(dogs, FIXED_PLAN_DAY);
const profile = buildProfile(dogs, reading);
const markdown = planToMarkdown(plan, profile, dogs, FIXED_PLAN_DAY);
const names = plan.tactics.map((t) => t.name);
const tacticText = plan.tactics.map((t) => [t.name, t.description, ...t.implementation, ...t.resourcesNeeded, ...t.successMetrics, t.template].join("\n")).join("\n");

/** The same answers read as a shop (no charity words): the plan the charity got before it had its own reading. */
const asShop = { ...dogs, productDescription: "A small dog grooming shop in Leeds that grooms 120 dogs a month. We rely on our regulars." };
const shopPlan = buildPlan(asShop, FIXED_PLAN_DAY);

describe("reading a charity", () => {
  it("reads a dog rescue charity with its donors now and wanted, the monthly gift, Gift Aid and its supporters", () => {
    expect(reading.charity).toMatchObject({
      word: "dog rescue charity",
      animal: "dog",
      town: "Leeds",
      uk: true,
      donorsNow: 85,
      donorsGoal: 200,
      monthlyGift: 5,
      monthly: true,
      helpedAYear: 120,
      rescuedFrom: "council pounds",
      adopters: true,
      fosterers: true,
      volunteers: true,
      oneOffTried: "A raffle and a sponsored dog walk last year raised one-off money but brought almost no monthly donors",
    });
    expect(reading.currency.prefix).toBe("£");
  });

  it("recognises rescues, food banks and hospices, and not software for charities, a charity shop or a business that gives to one", () => {
    expect(charityWordOf("A cat rescue in Austin that rehomes 300 cats a year.")).toBe("cat rescue");
    expect(charityWordOf("A food bank in Hull feeding 300 families a week.")).toBe("food bank");
    expect(charityWordOf("A hospice in Truro.")).toBe("hospice");
    expect(charityWordOf("A CRM for small charities.")).toBeNull();
    expect(charityWordOf("A fundraising platform for animal rescues.")).toBeNull();
    expect(charityWordOf("Donation software for a local charity.")).toBeNull();
    expect(charityWordOf("A charity shop in Bath selling donated clothes.")).toBeNull();
    expect(charityWordOf("We raise money for charity with a fun run.")).toBeNull();
  });

  it("fires for no other fixture, and an investor raise keeps its investor plan", () => {
    const fired = BUSINESS_FIXTURES.filter((f) => f.id !== "leeds-dog-rescue-donors" && readAnswers(f.answers).charity).map((f) => f.id);
    expect(fired).toEqual([]);
    const attestra = fixture("enterprise-compliance").answers;
    expect(attestra.primaryGoal).toBe("fundraising");
    const raise = buildPlan(attestra, FIXED_PLAN_DAY);
    expect(raise.tactics.map((t) => t.name).join("\n")).toMatch(/investor/i);
    expect(raise.strategySummary).toMatch(/investors/);
  });

  it("does the goal's arithmetic: 115 new donors, £575 a month, up to £719 with Gift Aid, about 9 a week", () => {
    const math = donorMath(reading.charity!, "£");
    expect(math.toFind).toBe(115);
    expect(math.text).toContain("115 new ones: at £5 a month each, about £575 more a month, £6,900 a year");
    expect(math.text).toContain("up to £719 a month (Gift Aid adds 25p for every £1");
    expect(plan.strategySummary).toContain("That is about 9 new donors a week until the deadline");
  });

  it("reads a charity outside the UK without Gift Aid, in its own currency", () => {
    const austin = {
      ...dogs,
      productDescription: "A small cat rescue in Austin that rehomes 300 cats a year from city shelters. We rely on foster homes and monthly donors.",
      localRegion: "Austin, Texas",
      audiencePersona: "Cat lovers aged 25-60 in Austin, many who adopted from us, active in neighborhood Facebook groups.",
      successMetrics: "150 monthly donors giving $10 or more by the end of March (from 60)",
      challenges: "Only a few hours a week.",
    };
    const r = readAnswers(austin, FIXED_PLAN_DAY);
    expect(r.charity).toMatchObject({ word: "cat rescue", animal: "cat", uk: false, donorsNow: 60, donorsGoal: 150, monthlyGift: 10 });
    const p = buildPlan(austin, FIXED_PLAN_DAY);
    const text = JSON.stringify(p);
    expect(text).not.toMatch(/Gift Aid|HMRC|£|Direct Debit|soft opt-in|dog walkers|a dog\b/);
    expect(p.strategySummary).toContain("From 60 to 150 monthly donors is 90 new ones: at $10 a month each, about $900 more a month");
    expect(checkPlanQuality(austin, p, r)).toEqual([]);
  });
});

describe("the plan a charity reads", () => {
  it("is made of the charity's own tactics, the giving page first, and none of a shop's", () => {
    expect(names[0]).toMatch(/monthly-giving page .* Direct Debit .* Gift Aid/);
    expect(names).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/Ask your adopters first: a 'where are they now' update/),
        expect.stringMatching(/sponsor-a-dog scheme at £5 a month/),
        expect.stringMatching(/Dogs needing homes in the local Facebook groups, each post with a donate line and a call for fosterers/),
        expect.stringMatching(/thank-you within 48 hours and one update a month/),
        expect.stringMatching(/Google Ad Grants/),
      ]),
    );
    expect(tacticText).not.toMatch(/stamp card|by the till|regulars|come in(,| and) say hello|short drive of the shop|customers?\b/i);
    expect(markdown).not.toMatch(/loyalty stamp|pavement chalkboard|shop window|Bring-a-neighbour|investor update for|keeping investors informed|warm introductions/i);
  });

  it("says fundraising means gifts, not investors, and answers the raffle that brought no monthly donors", () => {
    expect(plan.strategySummary).toContain("Second Chance Dogs is a dog rescue charity in Leeds");
    expect(plan.strategySummary).toContain("they are not customers");
    expect(plan.strategySummary).toContain('"Support fundraising" here means gifts from supporters, not investors');
    expect(plan.strategySummary).toContain('You said "A raffle and a sponsored dog walk last year raised one-off money but brought almost no monthly donors"');
    expect(plan.strategySummary).not.toMatch(/keeping investors informed|the raise starts warm/);
    expect(plan.primaryFocus[0]).toBe("Monthly donors: 200 giving £5 or more, up from 85, asked first among the people who already know your work, and kept with a thank-you and a monthly update");
  });

  it("states facts that change as things to check: platform fees, Gift Aid registration, Ad Grants rules, email consent", () => {
    const page = plan.tactics.find((t) => /monthly-giving page/.test(t.name))!;
    expect(page.description).toMatch(/for example Enthuse, Donorbox or JustGiving, or a Direct Debit through GoCardless; compare their fees, which change/);
    expect(page.implementation.join(" ")).toContain("claims 25p on every £1 from HMRC), and check the charity is registered with HMRC for Gift Aid before you claim");
    const grants = plan.tactics.find((t) => /Ad Grants/.test(t.name))!;
    expect(grants.description).toMatch(/If Second Chance Dogs is a registered charity, apply to Google for Nonprofits .* approval takes weeks, so apply in the first week/);
    expect(grants.description).toContain("Check Google's current Ad Grants rules");
    const adopters = plan.tactics.find((t) => /adopters first/.test(t.name))!;
    expect(adopters.description).toMatch(/write only to people who agreed to hear from you, or who gave you their address while supporting you since the charity soft opt-in began/);
    expect(adopters.template).toContain("Reply 'stop' and we won't email you about fundraising again.");
  });

  it("fills every template with the charity's own facts, leaving only what it cannot know", () => {
    for (const t of plan.tactics) {
      expect(t.template, t.name).toContain("Second Chance Dogs");
      expect(t.template, t.name).not.toMatch(/\{[a-zA-Z]+\}(?!\})/);
    }
    const groups = plan.tactics.find((t) => /Facebook groups/.test(t.name))!;
    expect(groups.template).toContain("Can't adopt? £5 a month keeps the next one safe");
    expect(groups.template).toContain("We need foster homes in Leeds and West Yorkshire");
    const thanks = plan.tactics.find((t) => /thank-you within 48 hours/.test(t.name))!;
    expect(thanks.template).toContain("Subject: Thank you, {{first name}}");
    const page = plan.tactics.find((t) => /monthly-giving page/.test(t.name))!;
    expect(page.template).toContain("We rehome 120 dogs a year from council pounds in Leeds");
    expect(page.template).toContain("tick the Gift Aid box: it adds 25p to every £1 you give");
  });

  it("keeps to the volunteers' few hours and spends a small, capped share of the budget on one ad test", () => {
    expect(plan.strategySummary).toMatch(/keeps to about 3\.5 hours a week in all, set up one tactic at a time/);
    const paid = plan.tactics.filter((t) => /ad test/.test(t.name));
    expect(paid).toHaveLength(1);
    expect(paid[0]!.implementation.join(" ")).toContain("Every Friday, write the ad's cost and the new monthly donors it brought");
  });

  it("schedules the giving page and the thank-you in week 1, the adopters before the groups, and nothing after the end of March", () => {
    const [first, second] = plan.timeline;
    expect(first!.tasks.join("\n")).toMatch(/Compare two or three charity giving platforms/);
    expect(first!.tasks.join("\n")).toMatch(/Within 48 hours|within 48 hours of each one/);
    expect(first!.tasks.join("\n")).toMatch(/Check eligibility on Google for Nonprofits/);
    const all = plan.timeline.flatMap((p) => p.tasks);
    const at = (re: RegExp) => all.findIndex((t) => re.test(t));
    expect(at(/Send the first email .* adopters/)).toBeLessThan(at(/Write this week's post/));
    expect(second!.tasks.join("\n")).toMatch(/Write this week's post/);
    expect(plan.timeline[plan.timeline.length - 1]!.tasks.at(-1)).toMatch(/^By the end of March \(week 13\), review the results/);
  });

  it("describes supporters, not customers, in the profile", () => {
    expect(profile.overview).toContain("Its supporters in Leeds and West Yorkshire, in your words");
    expect(profile.overview).toContain("conversations with supporters");
    const all = [profile.overview, ...profile.demographics, ...profile.behaviors, ...profile.needs, ...profile.painPoints, ...profile.goals, ...profile.objections, profile.buyingProcess].join("\n");
    expect(all).not.toMatch(/\bcustomers?\b|\bclients?\b|\bbooking\b|\bappointments?\b|\bparking\b|Google Maps/i);
    expect(profile.objections.join(" ")).toMatch(/How do I know where the money goes/);
    expect(profile.buyingProcess).toContain("Check this against how your current monthly donors started giving.");
  });

  it("gives quick wins, toolkit cards, tips and Marketing Model lines for supporters and donors", () => {
    const wins = plan.guerrillaTactics.map((g) => g.name);
    expect(wins).toEqual(expect.arrayContaining(["Ask one-off givers to make it monthly"]));
    expect(markdown).toContain("Ask five adopters this week");
    expect(markdown).toContain("Keep the donors you have before chasing new ones");
    expect(markdown).toContain("against about 9 new donors a week");
    expect(markdown).toMatch(/Example: “Second Chance Dogs is the dog rescue charity in Leeds where £5 a month stays local/);
    expect(markdown).toContain("use it on the giving page, in the thank-you and the monthly update");
    expect(markdown).not.toMatch(/at the counter|in the chair|booking page|regulars/i);
  });

  it("passes the checker with no findings", () => {
    expect(checkPlanQuality(dogs, plan, reading)).toEqual([]);
  });
});

describe("the checker on a charity's plan", () => {
  const findings = checkPlanQuality(dogs, shopPlan, reading);
  const reasons = findings.map((f) => f.reason).join("\n");

  it("catches a shop's plan: stamp cards, regulars and customers, no monthly ask and no Gift Aid", () => {
    expect(shopPlan.tactics.map((t) => t.name).join("\n")).toMatch(/at the till|regulars|stamp card|Google review/i);
    expect(reasons).toMatch(/Written for a shop \("(?:stamp card|regulars|customers?|(?:at|by) the till|shop window)"\), and Second Chance Dogs is a dog rescue charity/i);
    expect(reasons).toContain("no tactic asks supporters for a regular gift");
    expect(reasons).toContain("No tactic mentions Gift Aid");
  });

  it("catches an investor plan for a charity", () => {
    const raise = buildPlan(fixture("enterprise-compliance").answers, FIXED_PLAN_DAY);
    const found = checkPlanQuality(dogs, raise, reading).map((f) => f.reason).join("\n");
    expect(found).toMatch(/Speaks of "investors?", and Second Chance Dogs is a dog rescue charity: "Support fundraising" here means gifts from supporters, not investment/i);
  });
});

describe("the AI prompt for a charity", () => {
  const prompt = promptText(dogs);

  it("states what the built-in planner knows: gifts not investors, supporters not customers, the asks, Gift Aid, consent and the arithmetic", () => {
    expect(prompt).toContain('"Support fundraising" means gifts from supporters (donors, adopters, fosterers, volunteers), not investors');
    expect(prompt).toContain("never customers");
    expect(prompt).toMatch(/sponsor-a-dog monthly scheme/);
    expect(prompt).toMatch(/Google Ad Grants \(free ads on Google search for eligible registered charities, through Google for Nonprofits; approval takes weeks/);
    expect(prompt).toContain("Gift Aid adds 25p for every £1 a UK taxpayer gives and declares");
    expect(prompt).toContain("fostering is the second, smaller ask");
    expect(prompt).toContain("From 85 to 200 monthly donors is 115 new ones");
    expect(prompt).toContain("Code of Fundraising Practice");
  });
});
