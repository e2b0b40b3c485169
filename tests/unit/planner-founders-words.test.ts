import { describe, expect, it } from "vitest";
import { buildPlan, buildProfile } from "~/generation/planner";
import { checkPlanQuality, type CheckedPlan } from "~/plan-quality/checker";
import { discountOffered } from "~/plan-quality/discounts";
import { readAnswers } from "~/plan-quality/reading";
import type { MarketingPlan } from "~/generation/schemas";
import { planToMarkdown } from "~/plan-view/markdown.server";
import type { PlanFormData } from "~/wizard/types";
import { fixture } from "../support/business-fixtures";
import { FIXED_PLAN_DAY } from "../support/plan-day";
import { checkedTactic, promptText } from "../support/plan-checks";

/*
 * Founders whose words are not what they look like: a car's age beside its owner's,
 * a class's price beside the founder's hours; and a school teaching the city's language to newcomers,
 * whose learners work in the daytime and read English; notes "for agency recruiters" that are software, not an agency. Each test reads what the founder would read.
 */

// Habla Madrid: Spanish classes for adult expats in Chamberí (tests/support/business-fixtures.ts).
const spanishSchool: PlanFormData = fixture("madrid-spanish-school-expats").answers;

const garage: PlanFormData = {
  productName: "Kerrigan Motors",
  productType: "web-app",
  productStage: "growth",
  productDescription:
    "An independent car repair garage in Drumcondra, Dublin: servicing, NCT preparation, brakes, clutches and diagnostics for all makes, and hybrids. Three mechanics, fixed prices shown before we start.",
  audienceType: "b2c-general",
  audienceGeography: "local",
  localRegion: "Drumcondra, Glasnevin and north Dublin",
  audiencePersona:
    "Car owners aged 30-65 with a car 5-15 years old who left the main dealer because of the price, and who dread being overcharged. They ask neighbours and search 'garage near me' when the NCT is due or a warning light comes on.",
  budgetRange: "bootstrapped",
  timeHorizon: "quarter",
  skills: ["sales"],
  primaryGoal: "revenue",
  successMetrics: "Book 20 more services a month",
  challenges: "I'm under the bonnet all day and can't do social media. Flyers didn't work.",
  includeMarketingWisdom: true,
};

describe("numbers that are not the founder's audience or hours", () => {
  it("reads 'a car 5-15 years old' as the car's age: the owners are 30-65, with no under-18 rule", () => {
    const r = readAnswers(garage);
    expect(r.ages).toEqual([30, 65]);
    expect(r.teen).toBe(false);
    const plan = buildPlan(garage, FIXED_PLAN_DAY);
    expect(plan.strategySummary).not.toMatch(/teenagers|under 18/);
    expect(buildProfile(garage).demographics).toContain("Age: 30-65");
  });

  it("still reads a person's age given in years ('learners 15-19 years old')", () => {
    const r = readAnswers({ ...garage, audiencePersona: "Learners 15-19 years old who want to understand their first car." });
    expect(r.ages).toEqual([15, 19]);
  });

  it("reads '€180 a month for two evenings a week' as what a learner buys, not the founder's marketing time", () => {
    const plan = buildPlan(spanishSchool, FIXED_PLAN_DAY);
    expect(plan.strategySummary).not.toMatch(/You said "€180|keeps to about/);
    // The founder's own time, said plainly, is still heard.
    const busy = buildPlan({ ...spanishSchool, challenges: `${spanishSchool.challenges} I have two evenings a week for marketing.` }, FIXED_PLAN_DAY);
    expect(busy.strategySummary).toContain("keeps to about");
  });
});

describe("a school teaching the city's language to newcomers who work", () => {
  const plan = buildPlan(spanishSchool, FIXED_PLAN_DAY);
  const markdown = planToMarkdown(plan, buildProfile(spanishSchool), spanishSchool, FIXED_PLAN_DAY);

  it("is a Spanish school whose learners read English, not Spanish", () => {
    expect(readAnswers(spanishSchool)).toMatchObject({ trade: "lessons", pupils: "adults", language: "English" });
    expect(plan.strategySummary).toContain("Habla Madrid is a Spanish school in Chamberí, Madrid, for expats and remote workers");
    expect(plan.strategySummary).not.toContain("write every template in Spanish");
    // A bakery's customers in Madrid still read Spanish.
    expect(readAnswers({ ...spanishSchool, productDescription: "A bakery in Chamberí, Madrid, with sourdough and pastries.", audiencePersona: "Neighbours and office workers in Chamberí." }).language).toBe("Spanish");
  });

  it("offers no daytime lessons for retired beginners to learners at work all day", () => {
    expect(plan.tactics.map((t) => t.name).join("\n")).not.toMatch(/Daytime lessons/);
    expect(markdown).not.toMatch(/daytime places for adult beginners|retired/i);
  });

  it("writes the groups where newcomers ask for adults, not parents of children", () => {
    const group = plan.tactics.find((t) => t.name.startsWith("Honest answers in the expat Facebook groups and on Reddit"));
    expect(group?.why).toMatch(/^Newcomers in Madrid ask the expat Facebook groups for Madrid and subreddits such as r\/Madrid/);
    expect(group?.template).toContain("The first class is free, so you can see whether the group suits you before you pay anything.");
    expect(JSON.stringify(group)).not.toMatch(/\bchild|\bparents?\b/i);
  });
});

describe("software for agencies is not an agency", () => {
  const shortlist: PlanFormData = {
    productName: "Shortlist",
    productType: "saas",
    productStage: "beta",
    productDescription:
      "AI interview notes for agency recruiters: it joins the screening call, writes the candidate summary in the agency's format and pushes it to Bullhorn. $49 per recruiter a month.",
    audienceType: "b2b-smb",
    audienceGeography: "north-america",
    audiencePersona:
      "Recruitment agencies of 5-50 recruiters in staffing and executive search, where each recruiter does 6-10 screening calls a day and writes notes at night. The buyer is the agency owner or ops lead; recruiters live on LinkedIn.",
    budgetRange: "seed",
    timeHorizon: "quarter",
    skills: ["sales", "content"],
    primaryGoal: "signups",
    successMetrics: "15 paying agencies by the end of March",
    challenges: "Agencies worry about recording candidates and consent. Cold email gets ignored because every recruiting tool cold emails them.",
    includeMarketingWisdom: true,
  };

  it("reads 'notes for agency recruiters' as software sold to recruitment agencies, with a trial and a demo", () => {
    expect(readAnswers(shortlist)).toMatchObject({ services: false, audience: "recruitment agencies" });
    const plan = buildPlan(shortlist, FIXED_PLAN_DAY);
    expect(plan.strategySummary).toContain("Shortlist is a B2B product for recruitment agencies in North America.");
    expect(plan.tactics.map((t) => t.name)).toContain("A three-minute demo video and a trial they can start alone");
    // A design agency still sells its people's work.
    expect(readAnswers({ ...shortlist, productDescription: "A small design agency for dental practices: websites and brochures." }).services).toBe(true);
  });
});

describe("a founder who will not cut the price", () => {
  // Maison Dupont and Sparkle & Sage, as in the fixtures, with one more sentence from each owner.
  const bakery: PlanFormData = { ...fixture("lyon-bakery").answers, challenges: `${fixture("lyon-bakery").answers.challenges} We don't want to discount our bread.` };
  const cleaners: PlanFormData = { ...fixture("austin-home-cleaning").answers, challenges: `${fixture("austin-home-cleaning").answers.challenges} We won't cut our prices.` };

  it("hears it in any kind of business, in the founder's words", () => {
    expect(readAnswers(bakery).noDiscount).toBe("We don't want to discount our bread");
    expect(readAnswers(cleaners).noDiscount).toBe("We won't cut our prices");
    expect(readAnswers(fixture("hexham-bike-repair-workshop").answers).noDiscount).toBe("I can't compete with Halfords on price and I don't want to discount my labour");
    expect(readAnswers(fixture("lyon-bakery").answers).noDiscount).toBeNull();
  });

  it("gets no tactic or guerrilla idea that cuts the price, and is told so once", () => {
    const before = buildPlan(fixture("lyon-bakery").answers, FIXED_PLAN_DAY);
    expect(before.tactics.map((t) => t.name)).toContain("A staff perk card for nearby workplaces");
    for (const answers of [bakery, cleaners]) {
      const plan = buildPlan(answers, FIXED_PLAN_DAY);
      const markdown = planToMarkdown(plan, buildProfile(answers), answers, FIXED_PLAN_DAY);
      for (const t of plan.tactics) expect(discountOffered([t.name, t.description, ...t.implementation, t.template ?? ""].join("\n"))).toBeNull();
      expect(markdown).not.toMatch(/small (?:biweekly |weekday )?discount|\b10% off\b/i);
      expect(markdown).toContain(`You said "${readAnswers(answers).noDiscount}", so no tactic cuts your price: each one gives people a reason to come now instead`);
      expect(checkPlanQuality(answers, plan, readAnswers(answers, FIXED_PLAN_DAY))).toEqual([]);
    }
  });

  it("is flagged by the checker when a plan cuts the price anyway, and not for ruling a discount out", () => {
    const plan: CheckedPlan = {
      tactics: [
        checkedTactic({ name: "A staff perk card for nearby workplaces", description: "Offer the staff of nearby offices 10% off, shown with a small card." }),
        checkedTactic({ name: "Ask every regular for an honest Google review", description: "Ask everyone alike; never offer a discount in exchange for a review." }),
      ],
      timeline: [],
    };
    const flagged = (answers: PlanFormData) =>
      checkPlanQuality(answers, plan, readAnswers(answers, FIXED_PLAN_DAY)).filter((f) => /this tactic cuts the price/.test(f.reason)).map((f) => (f.target.kind === "tactic" ? f.target.index : -1));
    expect(flagged(bakery)).toEqual([0]);
    expect(flagged(fixture("lyon-bakery").answers)).toEqual([]);
  });

  it("tells the AI, in the founder's words", () => {
    expect(promptText(bakery)).toContain(`- They said "We don't want to discount our bread": no discount, money off, 2-for-1 or cheaper rate anywhere in the plan`);
    expect(promptText(fixture("lyon-bakery").answers)).not.toContain("no discount, money off");
  });
});

describe("a freelancer who sells her own work to businesses", () => {
  // Lena Kraus: a freelance German-English translator of medical device documents, going direct to device makers.
  const translator: PlanFormData = {
    productName: "Lena Kraus Translations",
    productType: "web-app",
    productStage: "growth",
    productDescription:
      "I'm a freelance German-English translator specialising in medical device documentation: instructions for use, labels and clinical evaluation reports. I charge €0.14 a word and deliver in five working days. I'm ISO 17100 qualified and have worked for agencies for eight years; now I want direct clients so I'm not paid agency rates.",
    audienceType: "b2b-smb",
    audienceGeography: "europe",
    audiencePersona:
      "Regulatory affairs managers at small and mid-sized medical device makers in Germany, Austria and Switzerland selling into the UK and US, who need IFUs and labels translated for each new market and audit, and who have been burned by generic agencies getting terminology wrong.",
    budgetRange: "bootstrapped",
    timeHorizon: "mid-term",
    skills: ["content", "sales"],
    primaryGoal: "revenue",
    successMetrics: "Five direct clients with regular work by summer",
    challenges: "I'm an introvert and hate cold calling. Translation portals like ProZ are a race to the bottom.",
    includeMarketingWisdom: true,
  };

  it("is read as selling her work, not software, and gets a translator's plan and profile", () => {
    expect(readAnswers(translator).services).toBe(true);
    const plan = buildPlan(translator, FIXED_PLAN_DAY);
    const markdown = planToMarkdown(plan, buildProfile(translator), translator, FIXED_PLAN_DAY);
    expect(plan.tactics.map((t) => t.name)).toContain("€0.14 a word explained: what it includes, five working days, and a rush rate");
    expect(plan.tactics.some((t) => t.name.startsWith("Referrals from regulatory consultants"))).toBe(true);
    expect(markdown).not.toMatch(/data migration|G2 and Capterra|a trial they can start alone|Tries a tool on a free trial|The Mom Test/);
    expect(markdown).toContain("One person who keeps their glossary and answers queries");
  });

  it("leaves software for freelancers as software", () => {
    expect(readAnswers(fixture("freelancer-invoicing").answers).services).toBe(false);
  });
});

describe("a newsletter that sells sponsorship, and one written for a town", () => {
  // The Stroud Post: a free weekly newsletter of Stroud's news, sponsored by local businesses and kept going by paying supporters.
  const stroud: PlanFormData = {
    productName: "The Stroud Post",
    productType: "content",
    productStage: "launched",
    productDescription:
      "The Stroud Post is a free weekly email newsletter of local news for Stroud, Gloucestershire: council decisions, planning, new openings and what's on. It's written by me, a former regional journalist. We have 2,100 subscribers with a 58% open rate. Revenue will come from local business sponsors at £120 an issue and paying supporters at £5 a month.",
    audienceType: "b2c-general",
    audienceGeography: "local",
    localRegion: "Stroud and the Five Valleys, Gloucestershire",
    audiencePersona:
      "Residents of Stroud aged 30-75 who want to know what the council is doing and what's opening, miss the old local paper, and read on their phones over breakfast. Local businesses who want to reach them.",
    budgetRange: "bootstrapped",
    timeHorizon: "long-term",
    skills: ["content", "community"],
    primaryGoal: "revenue",
    successMetrics: "5,000 subscribers, 150 paying supporters and two sponsors an issue within a year",
    challenges: "I write every issue myself, so I have about four hours a week for growth. I don't want clickbait.",
    includeMarketingWisdom: true,
  };
  const whole = (answers: PlanFormData, plan: MarketingPlan) => planToMarkdown(plan, buildProfile(answers), answers, FIXED_PLAN_DAY);

  it("reads a town's newsletter as a newsletter selling sponsorship to local businesses, not a shop", () => {
    const r = readAnswers(stroud);
    expect(r.kind).toBe("creator");
    expect(r.sponsorship?.medium).toBe("newsletter");
    expect(r.sponsorship?.local).toBe("Stroud and the Five Valleys");
  });

  it("speaks of issues, readers and the writer's own sponsor notes, and of the town's businesses", () => {
    const plan = buildPlan(stroud, FIXED_PLAN_DAY);
    const markdown = whole(stroud, plan);
    expect(markdown).not.toMatch(/host-read|\bhost\b|listen|episode|podcast|show notes|\bairs\b|staff perk|gift vouchers|by the till/i);
    expect(markdown).toContain("A local business owner buys an audience, not a newsletter");
    expect(markdown).toContain("Which part of Stroud and the Five Valleys do you live in?");
    expect(markdown).toContain("“Why pay for it when it's free?”");
    expect(markdown).toContain("Reads it on the phone over breakfast and forwards the issue about a planning row to a neighbour");
    expect(plan.tactics.map((t) => t.name)).toEqual(
      expect.arrayContaining([
        "Paying supporters: once a month, tell readers what their £5 a month pays for",
        "Sign-up cards where people in Stroud and the Five Valleys wait: the cafés, the library, the surgery and the station",
      ]),
    );
    expect(checkPlanQuality(stroud, plan, readAnswers(stroud, FIXED_PLAN_DAY))).toEqual([]);
  });

  it("keeps brands for a national newsletter, in a newsletter's words, and a podcast's words for a podcast", () => {
    const national: PlanFormData = { ...stroud, audienceGeography: "specific-country", specificCountry: "United Kingdom", localRegion: undefined };
    const markdown = whole(national, buildPlan(national, FIXED_PLAN_DAY));
    expect(markdown).toMatch(/sponsor notes? in your own words/);
    expect(markdown).toMatch(/\bbrands\b/);
    expect(markdown).not.toMatch(/host-read|\bthe host\b|episode/i);
    expect(markdown).not.toMatch(/Paying supporters: once a month|Sign-up cards where people in/);
    const podcast = fixture("farm-podcast-sponsors").answers;
    expect(whole(podcast, buildPlan(podcast, FIXED_PLAN_DAY))).toMatch(/host-read spot/);
  });
});
