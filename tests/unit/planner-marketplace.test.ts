import { describe, expect, it } from "vitest";
import { buildPlan, buildProfile, exclusionReason, TACTIC_LIBRARY } from "~/generation/planner";
import { affirmedChannels, PAID_TAGS } from "~/plan-quality/channels";
import { checkPlanQuality } from "~/plan-quality/checker";
import { readAnswers, twoSides } from "~/plan-quality/reading";
import { planToMarkdown } from "~/plan-view/markdown.server";
import type { PlanFormData } from "~/wizard/types";
import { fixture } from "../support/business-fixtures";

/*
 * A two-sided marketplace read as its founders would read their plan: Chakula Hub (home cooks and
 * office workers in Westlands and Upper Hill, Nairobi) and, to keep the fixes general, a tutors-and-
 * parents marketplace and one that is not local.
 */

const chakula = fixture("nairobi-lunch-marketplace").answers;
const plan = buildPlan(chakula);
const profile = buildProfile(chakula);
const markdown = planToMarkdown(plan, profile, chakula);
const tacticText = (t: (typeof plan.tactics)[number]) =>
  [t.name, t.why ?? "", t.description, ...t.implementation, ...t.resourcesNeeded, ...t.successMetrics, t.template].join("\n");

describe("Chakula Hub is read as a two-sided marketplace", () => {
  it("knows both sides, the short one, the areas it serves, its share, M-Pesa, KSh and its 8 riders", () => {
    const r = readAnswers(chakula);
    expect(r.kind).toBe("marketplace");
    expect(r.local).toBe(false);
    expect(r.marketplace).toMatchObject({
      supply: "home cooks",
      demand: "office workers",
      constrained: "supply",
      areas: ["Westlands", "Upper Hill"],
      take: "15%",
      payment: "M-Pesa",
      local: true,
      food: true,
      meal: "lunch",
    });
    expect(r.capacity).toMatchObject({ amount: 8, unit: "riders", verb: "deliver", period: null });
    expect(r.price).toBe("KSh 350-500");
    expect(r.avoid.map((o) => o.tag)).toContain("meta-ads");
  });

  it("calls it a marketplace with both sides in the strategy, not a local shop or service", () => {
    expect(plan.strategySummary).toContain(
      "Chakula Hub is a two-sided marketplace: home cooks on one side, office workers on the other, in Westlands and Upper Hill, Nairobi, Kenya, with 15% of each sale kept.",
    );
    expect(markdown).not.toMatch(/local shop or service/);
  });
});

describe("what Chakula Hub's founders read", () => {
  it("has nothing of a shop: no till, shop window, click-and-collect, chalkboard, parking, appointments or Google profile", () => {
    expect(markdown).not.toMatch(/\btill\b|shop window|click-and-collect|chalkboard|\bparking\b|\bpark\b|appointments?|Google Business Profile|Google Maps|\bcounter\b/i);
    expect(checkPlanQuality(chakula, plan)).toEqual([]);
  });

  it("puts the home cooks first: a guaranteed first week of orders, and cooks who bring cooks from their own WhatsApp circles", () => {
    expect(plan.tactics[0]?.name).toBe("A guaranteed first week of orders for every new home cook");
    expect(plan.tactics.map((t) => t.name)).toContain("Home cooks who bring home cooks from their own WhatsApp circles");
    expect(plan.strategySummary).toContain(
      'You said "Cooks drop out when they get few orders in their first week", so home cooks come first: the plan leads with a guaranteed first week of orders for every new home cook',
    );
    expect(plan.tactics[0]?.template).toMatch(/^WhatsApp message to a new home cook:\nKaribu to Chakula Hub/);
  });

  it("brings office workers only from Westlands and Upper Hill, within what 8 riders can deliver", () => {
    expect(plan.strategySummary).toContain("so every tactic brings orders only from Westlands and Upper Hill, and the plan grows only as far as 8 riders can deliver");
    const pushes = plan.tactics.filter((t) => t.successMetrics.some((m) => m.startsWith("Orders kept within what your 8 riders can deliver")));
    expect(pushes.length).toBeGreaterThanOrEqual(2);
    expect(plan.tactics.map((t) => t.name)).toContain("Fill Westlands and Upper Hill first, and keep a waiting list for everywhere else");
    // Every place a tactic names is one of the two areas or Nairobi itself.
    for (const t of plan.tactics) expect(tacticText(t)).not.toMatch(/\b(?:Kilimani|Karen|Lavington|CBD|Kenya-wide|nationwide)\b/);
  });

  it("reaches office workers where they are: an office manager or HR, WhatsApp, colleague codes, M-Pesa", () => {
    const names = plan.tactics.map((t) => t.name);
    expect(names).toContain("A weekly team order set up by an office manager or HR in Westlands and Upper Hill");
    expect(names).toContain("Tomorrow's menu on a WhatsApp channel and broadcast list");
    expect(names).toContain("Referral codes office workers share with colleagues");
    const templates = plan.tactics.map((t) => t.template).join("\n");
    expect(templates).toContain("Message to an office manager or HR");
    expect(templates).toContain("What they forward to a colleague");
    expect(templates).toMatch(/pay by M-Pesa|paid by M-Pesa/);
  });

  it("leaves Facebook ads out, says so, and puts the money where orders start", () => {
    for (const t of plan.tactics) expect(affirmedChannels(tacticText(t)).filter((c) => PAID_TAGS.includes(c))).toEqual([]);
    expect(plan.strategySummary).toMatch(
      /You said "Facebook ads brought downloads but nobody ordered", so Facebook ads are left out and the money goes where orders start instead: a guaranteed first week/,
    );
    expect(plan.strategySummary).not.toContain("Meta ads");
  });

  it("still reads the founder's Facebook ads as the Meta ads channel, and names them in their words when a plan uses them", () => {
    expect(readAnswers(chakula).avoid).toContainEqual({ tag: "meta-ads", quote: "Facebook ads brought downloads but nobody ordered.", name: "Facebook ads" });
    const ads = { ...plan.tactics[2]!, description: "Run Instagram ads to office workers in Westlands with tomorrow's menu." };
    expect(checkPlanQuality(chakula, { ...plan, tactics: [ads] }).map((f) => f.reason)).toContain(
      'Relies on Facebook ads, but you said: "Facebook ads brought downloads but nobody ordered."',
    );
  });

  it("writes templates ready to send in English for Nairobi, with KSh prices and the link", () => {
    const templates = plan.tactics.map((t) => t.template).join("\n");
    expect(templates).toContain("KSh 350-500");
    expect(templates).toContain("https://chakulahub.co.ke");
    expect(templates).not.toMatch(/\$\s?\d|€|£/);
    expect(templates).not.toMatch(/^Language:/m);
    for (const t of plan.tactics) expect(t.template).toContain("Chakula Hub");
  });

  it("gives quick ideas and success tips for a marketplace, not a shop window or a software MVP", () => {
    const ideas = plan.guerrillaTactics.map((g) => g.name);
    expect(ideas).toContain("A waiting list that shows each area how close it is");
    expect(markdown).toContain("Grow the side that is short first: home cooks before more office workers");
    expect(markdown).not.toMatch(/Once your MVP works|Ship an MVP/);
  });
});

describe("Chakula Hub's customer profile has both sides", () => {
  it("describes office workers and, on the other side, home cooks in the founder's words", () => {
    expect(profile.demographics).toContain("Other side: home cooks (often mothers working from home) who already sell to neighbours from their own kitchens and want a steady income");
    expect(profile.needs.join("\n")).toMatch(/Office workers: .*M-Pesa/);
    expect(profile.needs.join("\n")).toMatch(/Home cooks: enough orders from the first week/);
  });

  it("goes on after a colon in lower case: 'two sets of customers: office workers try it…'", () => {
    expect(profile.overview).toContain("A marketplace has two sets of customers: office workers try it on a colleague's or a friend's word");
    expect(markdown).not.toContain("customers: Office workers");
  });

  it("has a buyer's and a cook's objections, not a salon's", () => {
    const objections = profile.objections.join("\n");
    expect(objections).toContain("A home cook: “Will I get enough orders to make it worth my time?”");
    expect(objections).toContain("“Why pay KSh 350-500 when there is something cheaper nearby?”");
    expect(objections).not.toMatch(/park|slot|same place for years|get it right the first time/i);
  });
});

describe("any two-sided marketplace, local or not", () => {
  const tutors: PlanFormData = {
    ...chakula,
    productName: "TutorLink",
    productWebsite: "https://tutorlink.example",
    productDescription:
      "TutorLink connects parents in Leeds with local tutors for maths and English. Parents book a weekly lesson and pay by card; we keep 12%. Forty tutors and 150 families so far.",
    localRegion: "Leeds",
    audiencePersona: "Parents of schoolchildren in Leeds who want help with maths and English before exams, and tutors who want steady weekly pupils near home.",
    successMetrics: "400 lessons a week by month six",
    challenges: "Parents ask for more tutors than we have. It is hard to find tutors for GCSE maths.",
  };

  it("reads tutors as the side that offers, and parents as the buyers, whichever comes first in the sentence", () => {
    const r = readAnswers(tutors);
    expect(r.kind).toBe("marketplace");
    expect(r.marketplace).toMatchObject({ supply: "tutors", demand: "parents", constrained: "supply", take: "12%", food: false });
  });

  it("gives a tutors' marketplace lessons and a class rep, no tastings or lunch", () => {
    const text = JSON.stringify(buildPlan(tutors));
    expect(text).not.toMatch(/tasting|lunch|dishes|cook|colleague/i);
    expect(text).toContain("Referral codes parents share with fellow parents");
    expect(text).toContain("A guaranteed first week of bookings for every new tutor");
    expect(checkPlanQuality(tutors, buildPlan(tutors))).toEqual([]);
  });

  it("keeps a marketplace spread across a country out of lobbies and offices", () => {
    const national: PlanFormData = { ...chakula, audienceGeography: "specific-country", specificCountry: "Kenya", localRegion: undefined };
    const r = readAnswers(national);
    expect(r.kind).toBe("marketplace");
    for (const t of TACTIC_LIBRARY.filter((x) => x.kinds.includes("marketplace") && x.inPerson)) expect(exclusionReason(t, national, r)).not.toBeNull();
    expect(checkPlanQuality(national, buildPlan(national))).toEqual([]);
  });

  it("speaks the city's language when both sides live in it, and keeps Nairobi's templates in English", () => {
    const lyon: PlanFormData = { ...chakula, localRegion: "Croix-Rousse, Lyon", challenges: "Cooks drop out when they get few orders in their first week." };
    expect(readAnswers(lyon).language).toBe("French");
    expect(buildPlan(lyon).tactics[0]?.template).toMatch(/^Language: write this in French for customers in Croix-Rousse, Lyon\./);
    expect(readAnswers(chakula).language).toBe("English");
  });

  it("leaves a one-sided business alone: a bakery stays a bakery, a dental SaaS stays B2B", () => {
    expect(readAnswers(fixture("lyon-bakery").answers).kind).toBe("local");
    expect(readAnswers({ ...fixture("dental-saas").answers, productType: "marketplace" }).kind).toBe("b2b-smb");
  });
});

describe("a marketplace of people's work, and one whose sellers wait for work", () => {
  // Dog walkers in south London: not food, paid by card, Instagram ads that brought likes but no bookings.
  const walks: PlanFormData = {
    ...chakula,
    productName: "Pawprint Walks",
    productWebsite: "https://pawprintwalks.co.uk",
    productStage: "launched",
    productDescription:
      "Pawprint Walks connects busy dog owners in south London with vetted local dog walkers. Owners book a walk in the app, see a photo and a GPS map of the walk, and pay by card; walkers set their own prices and we keep 18%.",
    localRegion: "London, UK",
    audiencePersona:
      "Dog owners aged 28-45 in Clapham, Brixton and Balham who work long office days and feel guilty leaving the dog alone. On the other side, walkers: students and dog lovers who want flexible paid work near home.",
    timeHorizon: "quarter",
    skills: ["social", "design"],
    successMetrics: "400 walks a week and 40 active walkers within 3 months",
    challenges: "Owners do not trust a stranger with their dog and their keys. Instagram ads got likes but hardly any bookings. Walkers quit when they only get one or two walks a week.",
  };
  const walksPlan = buildPlan(walks);
  const walksProfile = buildProfile(walks);
  const walksText = planToMarkdown(walksPlan, walksProfile, walks);

  it("leaves out the Instagram ads that brought hardly any bookings, in the founder's words", () => {
    expect(readAnswers(walks).avoid).toContainEqual(expect.objectContaining({ tag: "meta-ads", name: "Instagram ads" }));
    expect(walksPlan.strategySummary).toContain('You said "Instagram ads got likes but hardly any bookings", so Instagram ads are left out');
    for (const t of walksPlan.tactics) expect(affirmedChannels(tacticText(t)).filter((c) => PAID_TAGS.includes(c))).toEqual([]);
    expect(walksText).not.toMatch(/Channels for dog owners:[^\n]*Meta ads/);
  });

  it("pays walkers by bank transfer while owners pay by card, and has no packaging, dishes or arriving orders", () => {
    expect(readAnswers(walks).marketplace?.payment).toBe("card");
    expect(walksText).toContain("Payouts come by bank transfer");
    expect(walksText).toContain("pay by card");
    expect(walksText).not.toMatch(/\{\{how they pay\}\}|packaging|cut-off times|their food|arrive on time|what they make\?/);
    expect(walksProfile.objections.join("\n")).toContain("“Who are these dog walkers, and how do I know I can trust them?”");
    // Walkers get bookings, not orders, and know each other from clubs and friends, not Nairobi's savings circles.
    expect(walksPlan.tactics[0]?.name).toBe("A guaranteed first week of bookings for every new dog walker");
    expect(walksPlan.tactics[0]?.template).toContain("you will get at least {{number}} bookings, and if there are fewer, we pay you the difference");
    expect(walksPlan.tactics[0]?.successMetrics).toContain("Bookings in each new dog walker's first week, none below the guarantee");
    expect(walksText).toContain("dog owners in London book and pay by card");
    expect(walksText).not.toMatch(/savings circles|churches/);
    expect(markdown).toContain("churches and savings circles");
  });

  it("says whose goal is whose, and writes 'Pawprint Walks' share'", () => {
    expect(walksProfile.goals).toContain("Dog walkers: flexible paid work near home");
    expect(profile.goals.slice(0, 2)).toEqual(["Home cooks: a steady income", "Office workers: a proper home-cooked lunch"]);
    expect(walksText).toContain("after Pawprint Walks' share (18%)");
    expect(walksText).not.toContain("Walks's");
    // The desire example speaks to the buyers, not with the cooks' wish.
    expect(markdown).toContain("“You want a proper home-cooked lunch. Chakula Hub is how you get there.”");
  });

  // Freelance translators for Spanish exporters: Google Ads too dear, and more translators than work.
  const translators: PlanFormData = {
    ...chakula,
    productName: "Traduce Pro",
    productWebsite: "https://traducepro.es",
    productDescription:
      "Traduce Pro connects small and medium Spanish exporters with vetted freelance translators for their contracts and product sheets. Companies post a job, get three quotes within a day and pay by invoice; we take 15%.",
    audienceType: "b2b-smb",
    audienceGeography: "specific-country",
    specificCountry: "Spain",
    localRegion: undefined,
    audiencePersona: "Export managers of Spanish companies with 10-200 staff who sell abroad. On the other side, freelance translators who want steady work without chasing clients.",
    budgetRange: "early",
    skills: ["sales", "content", "seo"],
    successMetrics: "150 paying companies and 300 jobs a month by month six",
    challenges: "Google Ads cost us €40 a click and brought students looking for cheap translations. We cannot promise jobs to more translators until demand grows.",
  };

  it("keeps 'Spanish' capitalised, leaves Google Ads out, and recruits no translators while they wait for work", () => {
    const r = readAnswers(translators);
    expect(r.marketplace).toMatchObject({ demand: "small and medium Spanish exporters", constrained: "demand", supplyWaits: true, payment: "invoice" });
    expect(r.avoid).toContainEqual(expect.objectContaining({ tag: "google-ads", name: "Google Ads" }));
    const p = buildPlan(translators);
    expect(p.strategySummary).toContain("so Google Ads are left out");
    expect(p.strategySummary).toContain("takes on more freelance translators only as small and medium Spanish exporters bring work for them; nothing recruits new freelance translators until then.");
    expect(p.tactics.map((t) => t.name).join("\n")).not.toMatch(/guaranteed first week|who bring freelance translators|WhatsApp channel/);
    // Companies refer business contacts, and meet in their chamber of commerce, not with friends.
    expect(p.tactics.map((t) => t.name)).toContain("Referral codes small and medium Spanish exporters share with business contacts");
    expect(checkPlanQuality(translators, p)).toEqual([]);
  });
});

describe("the plan checker reads a marketplace's served areas", () => {
  it("flags an AI tactic that brings orders from all of Nairobi, and not the built-in plan", () => {
    const tactic = { ...plan.tactics[2]!, description: "Promote tomorrow's menu across Nairobi with a daily post in city-wide groups." };
    const findings = checkPlanQuality(chakula, { ...plan, tactics: [tactic] });
    expect(findings.map((f) => f.reason)).toContain(
      'Reaches "across Nairobi", but you serve only Westlands and Upper Hill: "We only have 8 riders, so we cannot deliver outside Westlands and Upper Hill yet".',
    );
    expect(checkPlanQuality(chakula, plan)).toEqual([]);
    expect(checkPlanQuality(fixture("lyon-bakery").answers, { ...plan, tactics: [tactic] }).some((f) => f.reason.startsWith("Reaches"))).toBe(false);
  });

  it("tells the founder their goal asks 75 orders a day of each of their 8 riders", () => {
    expect(plan.strategySummary).toContain("Your goal of 600 orders a day is about 75 a day for each of your 8 riders: add riders as orders grow");
  });
});

describe("two sides are two groups of people or businesses, not two things one user keeps", () => {
  it("reads people on both sides, supply first", () => {
    expect(twoSides("Chakula Hub connects home cooks with office workers who want a proper lunch.")).toEqual({ supply: "home cooks", demand: "office workers" });
    expect(twoSides("TutorLink matches tutors with parents in Leeds.")).toEqual({ supply: "tutors", demand: "parents" });
    expect(twoSides("StayNear connects travellers with local hosts across Portugal.")).toEqual({ supply: "hosts", demand: "travellers" });
  });

  it("reads no sides in a tool that links or syncs the user's own things", () => {
    expect(twoSides("Import PDFs, highlight, and Margin links your notes across papers and suggests related passages.")).toBeNull();
    expect(twoSides("Orbit syncs contacts and calendars across your devices.")).toBeNull();
    expect(twoSides("Tally links spreadsheets to dashboards and matches invoices with payments.")).toBeNull();
  });

  it("finds the sentence that does connect people after one that only links things", () => {
    expect(twoSides("It links your notes across papers and suggests related passages. It also connects students with tutors.")).toEqual({ supply: "tutors", demand: "students" });
  });

  it("reads Margin, a research app that links notes, as software, and the same app connecting cooks with workers as a marketplace", () => {
    const margin = fixture("margin-research-app").answers;
    expect(readAnswers(margin).kind).toBe("software");
    expect(readAnswers(margin).marketplace).toBeNull();
    const connects = { ...margin, productDescription: "Margin connects home cooks with office workers who want a proper lunch; we keep 15%." };
    expect(readAnswers(connects).kind).toBe("marketplace");
  });
});
