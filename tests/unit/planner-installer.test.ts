import { describe, expect, it } from "vitest";
import { buildPlan, buildProfile } from "~/generation/planner";
import { checkPlanQuality, type CheckedPlan } from "~/plan-quality/checker";
import { installerWordOf } from "~/plan-quality/installer";
import { readAnswers } from "~/plan-quality/reading";
import { planToMarkdown } from "~/plan-view/markdown.server";
import type { PlanFormData } from "~/wizard/types";
import { BUSINESS_FIXTURES, fixture } from "../support/business-fixtures";
import { FIXED_PLAN_DAY } from "../support/plan-day";
import { checkedTactic, promptText } from "../support/plan-checks";

/*
 * Brightwell Solar: an MCS-certified solar panel and home battery installer in Somerset and north Devon, its
 * own two-person team, a typical £7,500 system fitted in two days, about 140 systems so far. Its buyers are
 * homeowners of 45-75, often retired, who research for months, get three quotes, fear cowboys and pushy
 * salesmen and ask the neighbours. Lead sites sold it the same lead as four other installers, and door-to-door
 * is out; the goal is 12 installs a month by June, with $2,000-$10,000 a month. It used to get a small shop's
 * plan (a staff perk card, a bring-a-neighbour card, gift vouchers, a text when the yearly service is due,
 * reviews from regulars, search ads "within a short drive of the shop"). A heat pump installer, a kitchen fitter
 * and a US solar company, described in their own words, read as the same kind. Each test reads what its founder
 * would read in a plan made on Monday 4 January 2027.
 */

const solarAnswers = fixture("somerset-solar-installer").answers;

function made(answers: PlanFormData) {
  const reading = readAnswers(answers, FIXED_PLAN_DAY);
  const plan = buildPlan(answers, FIXED_PLAN_DAY);
  const markdown = planToMarkdown(plan, buildProfile(answers, reading), answers, FIXED_PLAN_DAY);
  const names = plan.tactics.map((t) => t.name);
  const tacticText = plan.tactics.map((t) => [t.name, t.why, t.description, ...t.implementation, t.template].join("\n")).join("\n");
  return { reading, plan, markdown, names, tacticText };
}

const solar = made(solarAnswers);

const heatPumpAnswers: PlanFormData = {
  ...solarAnswers,
  productName: "Warmwell Heat",
  productDescription:
    "We design and install air source heat pumps for homes across Norfolk, replacing oil and LPG boilers. A typical install is £12,000 before the grant, and our three fitters finish most jobs in four days.",
  localRegion: "Norfolk",
  audiencePersona: "Rural homeowners aged 50-80 off the gas grid, heating with oil, worried a heat pump won't keep an old house warm. They read Which? and ask friends who have one.",
  budgetRange: "bootstrapped",
  timeHorizon: "quarter",
  skills: ["content"],
  successMetrics: "8 heat pumps a month by the end of March",
  challenges: "People think heat pumps don't work in old houses. Checkatrade leads cost a lot and rarely convert.",
};

const kitchenAnswers: PlanFormData = {
  ...solarAnswers,
  productName: "Oak & Ash Kitchens",
  productDescription: "A family kitchen fitter in Leeds designing and fitting shaker kitchens, from £15,000 fitted. My son and I do every fit ourselves, usually in two weeks.",
  localRegion: "Leeds and Harrogate",
  audiencePersona: "Homeowners aged 35-65 planning a new kitchen after years of putting it off, who visit showrooms and get three quotes.",
  budgetRange: "bootstrapped",
  skills: [],
  successMetrics: "Four kitchens a month",
  challenges: "The big showrooms outspend us on ads. I hate selling.",
};

const usSolarAnswers: PlanFormData = {
  ...solarAnswers,
  productName: "Sunridge Solar",
  productDescription: "A NABCEP-certified residential solar installer in Fort Collins, Colorado. Our own crews install most systems in one day, around $28,000 for a typical home with a battery.",
  localRegion: "Fort Collins and Loveland, Colorado",
  audiencePersona: "Homeowners aged 40-70 with high electric bills who have been burned by door-knocking solar salesmen and want a local company.",
  budgetRange: "growth",
  successMetrics: "20 installs a month by September",
  challenges: "We stopped buying leads from lead aggregators: shared with five other companies. Door knockers gave solar a bad name here.",
};

/** What a small shop's plan says that means nothing to an installer: the lines Brightwell Solar used to get. */
const SHOP_LINES = /\bby the till\b|\bregulars?\b|\bstamp cards?\b|\bgift vouchers?\b|\bstaff perk\b|\bshop window\b|\bshort drive of the shop\b|\byearly service is due\b|\bquiet-month\b|\bthe quiet months first\b|\bcome in,? say hello\b|\bBring-a-neighbour\b/i;

describe("reading a home-improvement installer", () => {
  it("reads the solar installer, its team, price, marks, goal and what it ruled out", () => {
    expect(solar.reading.kind).toBe("local");
    expect(solar.reading.audience).toBe("homeowners");
    expect(solar.reading.installer).toMatchObject({
      line: "solar",
      word: "solar panel and home battery installer",
      what: "solar panels and home batteries",
      energy: true,
      price: 7500,
      symbol: "£",
      marks: ["MCS"],
      installed: 140,
      ownTeam: true,
      teamSize: 2,
      installDays: 2,
      goalCount: 12,
      perMonth: true,
      byMonth: "June",
      boughtLeads: "Lead generation sites sold us the same lead as four other installers",
      doorToDoor: "Door-to-door is what the cowboys do and we won't do it",
      threeQuotes: true,
      fearsPressure: true,
      retired: true,
      uk: true,
    });
  });

  it("reads other installers described in their own words: a heat pump installer, a kitchen fitter, a US solar company", () => {
    expect(readAnswers(heatPumpAnswers, FIXED_PLAN_DAY).installer).toMatchObject({ line: "heat-pump", word: "heat pump installer", teamSize: 3, installDays: 4, goalCount: 8, goalNoun: "heat pumps", boughtLeads: "Checkatrade leads cost a lot and rarely convert" });
    expect(readAnswers(kitchenAnswers, FIXED_PLAN_DAY).installer).toMatchObject({ line: "kitchen", word: "family kitchen fitter", energy: false, ownTeam: true, installDays: 10, installTime: "two weeks", goalCount: 4 });
    expect(readAnswers(usSolarAnswers, FIXED_PLAN_DAY).installer).toMatchObject({ line: "solar", word: "NABCEP-certified residential solar installer", marks: ["NABCEP"], us: true, uk: false, installDays: 1, doorToDoor: "Door knockers gave solar a bad name here" });
    expect(installerWordOf("We install loft conversions and dormers across south London.")).toMatchObject({ lines: ["loft"] });
    expect(installerWordOf("A double glazing company in Swindon fitting windows and doors.")).toMatchObject({ lines: ["windows"] });
  });

  it("leaves out software and leads for installers, shops that sell panels and a plumber's small jobs", () => {
    expect(installerWordOf("Quoting software for solar installers and heat pump companies.")).toBeNull();
    expect(installerWordOf("A marketplace that matches homeowners with local kitchen fitters.")).toBeNull();
    expect(installerWordOf("We sell solar panels online to DIY customers.")).toBeNull();
    expect(installerWordOf("I'm a plumber who fits and services oil and heat-pump boilers and fixes leaks.")).toBeNull();
  });

  it("fires for no other fixture, the rural plumber who fits heat-pump boilers included", () => {
    const others = BUSINESS_FIXTURES.filter((f) => f.id !== "somerset-solar-installer");
    expect(others.filter((f) => readAnswers(f.answers, FIXED_PLAN_DAY).installer !== null).map((f) => f.id)).toEqual([]);
    expect(buildPlan(fixture("rural-plumber").answers, FIXED_PLAN_DAY).tactics.map((t) => t.name).join(" ")).not.toMatch(/\bopen home|case study for every install|written quote with its assumptions\b/i);
  });
});

describe("Brightwell Solar's plan", () => {
  it("wins the quote instead of buying the lead: the quote, case studies, search, open homes, the street, referrals, talks and ads judged by installs", () => {
    expect(solar.names).toEqual([
      "A quote that wins against the other two: a survey within the week, a written quote with its assumptions, no pressure",
      "A case study for every install, with the customer's own numbers and their consent",
      "Google Business Profile, honest reviews and a page for each town you fit in",
      "Open homes: a past customer shows their system to the neighbours",
      "After every install, a sign on the scaffold and a note to the street, agreed with the customer",
      "A thank-you for past customers when a neighbour they recommend has theirs installed",
      "Honest talks where homeowners meet: what solar panels and home batteries can really save, and how to check any installer",
      "Google search ads within the area you fit, judged by cost per install",
      "Facebook ads in the area you fit: a neighbour's case study or the next open home",
    ]);
    expect(solar.markdown).not.toMatch(SHOP_LINES);
  });

  it("writes a quote they can check and follows it up without pressure", () => {
    expect(solar.tacticText).toContain("the generation and savings estimate with its assumptions (the roof's direction, pitch and shading, the household's use, the price per unit they pay today and the export rate)");
    expect(solar.tacticText).toContain("How to check us: your MCS number, and our guarantees in writing.");
    expect(solar.tacticText).toContain("It stays the same while you decide; there is no discount for signing quickly.");
    expect(solar.tacticText).toContain('Week 4: a last call: "Is there any question left that I can answer?" Then nothing more unless they ask.');
  });

  it("turns past installs into proof, with each customer's consent", () => {
    expect(solar.tacticText).toContain("their electricity bills for the year before and the year after, and what the system generated");
    expect(solar.tacticText).toContain("We'll send you the page to approve before anyone sees it, and take it down whenever you ask.");
    expect(solar.tacticText).toContain("We had solar panels and a battery fitted by Brightwell Solar in {{month}}");
    expect(solar.tacticText).toContain("the host shows the panels, the battery and the app with today's generation");
    expect(solar.tacticText).toContain("put through the nearest twenty letterboxes the day before you arrive");
    expect(solar.tacticText).toContain("without anyone ringing a doorbell");
  });

  it("names trust marks and schemes only as things to check", () => {
    expect(solar.tacticText).toContain("a consumer code (RECC or HIES), TrustMark, an insurance-backed warranty and Which? Trusted Traders");
    expect(solar.tacticText).not.toContain("whether you hold them or want them: MCS certification");
    expect(solar.tacticText).toContain("0% VAT on solar panels and batteries fitted to homes, and the Smart Export Guarantee rates energy suppliers pay for exported power (check both before every quote: they change)");
    expect(solar.tacticText).toContain("check your consumer code's rules (RECC or HIES) on referral rewards");
    expect(solar.tacticText).toContain("community energy groups, parish and village hall meetings, U3A and WI groups, and Rotary clubs");
  });

  it("does the goal's arithmetic: enquiries, surveys, the most an install may cost, and the team's diary", () => {
    expect(solar.markdown).toContain("12 installs a month by June: if one survey in three becomes an install (they get three quotes; count your own rate from the next ten), that is about 36 surveys a month");
    expect(solar.markdown).toContain("about 72 enquiries a month, 17 a week");
    expect(solar.markdown).toContain("if you allow, say, 5% of an install to win it (£375), an enquiry may cost up to about £63 and a survey up to about £125");
    expect(solar.markdown).toContain("12 installs at two days each is 24 fitting days a month, more than the 21 or so working days one two-person team has");
    expect(solar.markdown).toContain("the enquiries for June's installs come in March and April");
  });

  it("hears the shared leads, the door knocking and the fear of pushy salesmen", () => {
    expect(solar.markdown).toContain('You said "Lead generation sites sold us the same lead as four other installers", so no tactic buys leads');
    expect(solar.markdown).toContain('You said "Door-to-door is what the cowboys do and we won\'t do it", so nothing in the plan knocks on doors or calls anyone cold');
    expect(solar.markdown).toContain("no quote carries a deadline or a price that goes up on Friday");
    expect(solar.markdown).toContain("Enquiries rise when the sun comes out in spring and whenever energy bills go up: the case studies, the first open home and the ads are ready by March");
  });

  it("puts its money into ads judged by cost per install", () => {
    const ads = solar.plan.tactics.find((t) => t.name.startsWith("Google search ads"))!;
    expect(ads.resourcesNeeded[0]).toMatch(/^Budget: about £[\d,]+ a month/);
    expect(ads.implementation.join(" ")).toContain("'solar panels Somerset', 'solar installer near me', 'home battery storage Somerset', 'MCS solar installer Somerset'");
    expect(ads.template).toContain("MCS Certified Installer");
  });

  it("gives an installer's profile, toolkit, tips, quick wins and Marketing Model", () => {
    expect(solar.markdown).toContain("Brightwell Solar is a solar panel and home battery installer in Somerset and north Devon: MCS certified, with its own two-person install team and a typical system at £7,500.");
    expect(solar.markdown).toContain("this kind of business (home-improvement installer)");
    expect(solar.markdown).toContain("“I don't want a salesman at my kitchen table pushing me to sign.”");
    expect(solar.markdown).toContain("Your real rivals are the national companies' salesmen, the lead sites that sell one homeowner to several installers");
    expect(solar.markdown).toContain("Sell only what your two-person team can fit well");
    expect(solar.markdown).toContain("Ask your happiest customer to host the first open home");
    expect(solar.markdown).toContain("“Brightwell Solar's team fits about {{number}} installs a month: a survey booked in {{month}} means an install in {{month}}.”");
    expect(solar.markdown).toContain("“About 140 homes in Somerset and north Devon have solar panels and home batteries from Brightwell Solar");
    expect(solar.markdown).not.toMatch(/\bends on Sunday\b|\bthis week only\b/);
  });

  it("passes the checker", () => {
    expect(checkPlanQuality(solarAnswers, solar.plan, solar.reading)).toEqual([]);
  });
});

describe("other installers get the same kind in their own words", () => {
  it("a heat pump installer on a small budget: the Boiler Upgrade Scheme to check, its season, no ads", () => {
    const heat = made(heatPumpAnswers);
    expect(heat.names).toContain("Honest talks where homeowners meet: what heat pumps can really save, and how to check any installer");
    expect(heat.plan.tactics.some((t) => /\bads\b/i.test(t.name))).toBe(false);
    expect(heat.tacticText).toContain("the Boiler Upgrade Scheme grant and 0% VAT on heat pumps fitted to homes (check the current amounts and who qualifies before every quote)");
    expect(heat.markdown).toContain("8 heat pumps at four days each is 32 fitting days a month");
    expect(heat.markdown).toContain("the enquiries for March's heat pumps have to start coming in now");
    expect(heat.markdown).toContain("Enquiries rise in the autumn, when the heating goes back on");
    expect(heat.markdown).toContain("from your own installs, past customers, talks and search");
    expect(checkPlanQuality(heatPumpAnswers, heat.plan, heat.reading)).toEqual([]);
  });

  it("a kitchen fitter: a design visit, photos as proof, no energy talks or schemes", () => {
    const kitchen = made(kitchenAnswers);
    expect(kitchen.names).toContain("A quote that wins against the other two: a design visit within the week, a written quote with its assumptions, no pressure");
    expect(kitchen.names).toContain("A case study for every install, with the customer's own photos and their consent");
    expect(kitchen.names.join(" ")).not.toMatch(/\btalks?\b/i);
    expect(kitchen.tacticText).toContain("check that you are authorised by the FCA to introduce it");
    expect(kitchen.markdown).toContain("4 kitchens at two weeks each is 40 fitting days a month");
    expect(kitchen.markdown).not.toMatch(SHOP_LINES);
    expect(checkPlanQuality(kitchenAnswers, kitchen.plan, kitchen.reading)).toEqual([]);
  });

  it("a US solar company: NABCEP, incentives to check, a yard sign and nothing in mailboxes", () => {
    const us = made(usSolarAnswers);
    expect(us.tacticText).toContain("the federal, state and utility incentives that apply today (check before every quote: they change, and some have ended)");
    expect(us.tacticText).toContain("After every install, a yard sign and a note to the street");
    expect(us.tacticText).toContain("never in mailboxes: check the postal rules");
    expect(us.tacticText).not.toMatch(/\bMCS\b|\bRECC\b|\bletterbox/);
    expect(checkPlanQuality(usSolarAnswers, us.plan, us.reading)).toEqual([]);
  });
});

describe("the AI prompt and the checker on an installer", () => {
  it("tells the AI what an installer's plan is made of", () => {
    const prompt = promptText(solarAnswers);
    expect(prompt).toContain("A solar panel and home battery installer, selling solar panels and home batteries once per home at about £7,500, not a shop");
    expect(prompt).toContain("Schemes and finance only as things to check, never as fact");
    expect(prompt).toContain("no door-to-door or cold calls, no bought or shared leads");
    expect(prompt).toContain("The goal's arithmetic: 12 installs a month by June");
  });

  it("flags the shop's plan Brightwell Solar used to get", () => {
    const shopPlan: CheckedPlan = {
      tactics: [
        checkedTactic({ name: "A staff perk card for nearby workplaces", description: "Offer the staff of nearby offices a standing perk shown with a small card." }),
        checkedTactic({ name: "Gift vouchers for birthdays", description: "Sell gift vouchers at the counter and online." }),
        checkedTactic({ name: "Google search ads within a short drive of the shop", description: "Run one campaign within a short drive of the shop." }),
      ],
      timeline: [],
    };
    const findings = checkPlanQuality(solarAnswers, shopPlan, solar.reading);
    expect(findings.filter((f) => f.rule === "channel-fit").map((f) => (f.target.kind === "tactic" ? f.target.index : -1))).toEqual([0, 1, 2]);
    const notes = findings.filter((f) => f.target.kind === "plan").map((f) => f.note);
    expect(notes).toContain("Leaves out past installs as proof");
    expect(notes).toContain("Leaves the quote to chance");
  });

  it("flags pressure, promised savings, a scheme stated as fact, bought leads and door knocking", () => {
    const pushy: CheckedPlan = {
      tactics: [
        checkedTactic({ name: "Case studies", description: "Write a case study for every install, with the customer's consent. Send a written quote with every assumption." }),
        checkedTactic({ name: "Spring offer", description: "Tell every lead that prices go up on Friday. Solar panels pay for itself in 6 years, guaranteed savings." }),
        checkedTactic({ name: "Grants", description: "Tell customers they get a £7,500 grant from the Boiler Upgrade Scheme." }),
        checkedTactic({ name: "Leads", description: "Buy leads from two lead generation sites and follow up by door knocking in the same streets." }),
      ],
      timeline: [],
    };
    const notes = checkPlanQuality(solarAnswers, pushy, solar.reading).map((f) => f.note);
    expect(notes).toEqual(expect.arrayContaining(["Pressure selling", "Promises savings", "States a scheme as fact", "Buys the shared leads you ruled out", "Door-to-door selling you ruled out"]));
  });
});
