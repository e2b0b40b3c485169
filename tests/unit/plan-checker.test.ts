import { describe, expect, it } from "vitest";
import { checkPlanQuality, lastWeek, type CheckedPhase, type CheckedTactic, type FindingRule } from "~/plan-quality/checker";
import { deadlinesIn, readAnswers } from "~/plan-quality/reading";
import type { PlanFormData } from "~/wizard/types";
import { fixture } from "../support/business-fixtures";

/*
 * The plan checker, rule by rule: for each, a plan that breaks it (the finding appears, on the right
 * tactic or phase) and one that keeps it (no finding of that rule).
 */

const bakery = fixture("lyon-bakery").answers;
const dental = fixture("dental-saas").answers;
const teen = fixture("teen-game").answers;
const skincare = fixture("skincare-d2c").answers;
const oss = fixture("oss-devtool").answers;

function tactic(over: Partial<CheckedTactic> & { template?: string } = {}, product = "Maison Dupont"): CheckedTactic {
  return {
    name: "Window display for the week's bake",
    description: "Change the shop window every Monday so passers-by see what is new.",
    implementation: ["Pick the bake of the week.", "Write it on the chalkboard.", "Photograph the window."],
    resourcesNeeded: ["Budget: no money needed, about 1 hour a week of your time"],
    successMetrics: ["Passers-by who come in"],
    template: `Chalkboard: This week at ${product}: {{the bake of the week}}, fresh from the oven at 7am. Come in and try a slice in our window display.`,
    ...over,
  };
}

const phase = (weeks: string, title = "First traction"): CheckedPhase => ({ title, weeks, tasks: ["Do the thing"] });

function rules(answers: PlanFormData, tactics: CheckedTactic[], timeline: CheckedPhase[] = [phase("Weeks 1-2")]): FindingRule[] {
  return checkPlanQuality(answers, { tactics, timeline }).map((f) => f.rule);
}

describe("the answers, read", () => {
  it("reads each fixture's business, place, language, deadline and constraints", () => {
    const b = readAnswers(bakery);
    expect(b.kind).toBe("local");
    expect(b.place).toBe("Croix-Rousse, Lyon");
    expect(b.country).toBe("France");
    expect(b.language).toBe("French");
    // A country of several languages: the city decides (Ghent reads Dutch, Liège French).
    const local = (localRegion: string) => readAnswers({ ...bakery, localRegion, productDescription: bakery.productDescription });
    expect(local("Ghent, Belgium").language).toBe("Dutch");
    expect(local("Liège, Belgium").language).toBe("French");
    expect(local("Zürich").language).toBe("German");
    expect(b.timeLimit).toMatch(/4am/);
    expect(b.price).toMatch(/4[.,]20/);
    const d = readAnswers(dental);
    expect(d.kind).toBe("b2b-smb");
    expect(d.deadlineWeeks).toBe(4);
    expect(d.planWeeks).toBe(4);
    expect(d.avoid.map((o) => o.tag)).toContain("cold-email");
    const t = readAnswers(teen);
    expect(t.kind).toBe("consumer-app");
    expect(t.teen).toBe(true);
    expect(t.ages).toEqual([13, 17]);
    expect(readAnswers(skincare).avoid.map((o) => o.tag)).toContain("meta-ads");
    expect(readAnswers(oss).openSource).toBe(true);
    expect(readAnswers(fixture("enterprise-compliance").answers).kind).toBe("b2b-enterprise");
    // A consulting firm sells people's work; software that names consultants as its rival does not.
    expect(readAnswers(fixture("consulting-firm").answers).services).toBe(true);
    expect(readAnswers(fixture("enterprise-compliance").answers).services).toBe(false);
  });

  it("finds deadlines in weeks, days and months, and the last week a phase covers", () => {
    expect(deadlinesIn("20 practices on a trial within 4 weeks")).toEqual([4]);
    expect(deadlinesIn("100 users in 90 days and 10 paying in two months")).toEqual([13, 9]);
    expect(deadlinesIn("by week 6")).toEqual([6]);
    expect(deadlinesIn("more repeat customers")).toEqual([]);
    expect(lastWeek("Weeks 5-6")).toBe(6);
    expect(lastWeek("Week 3")).toBe(3);
    expect(lastWeek("Months 2-3")).toBe(13);
    expect(lastWeek("Later")).toBeNull();
  });
});

describe("budget", () => {
  it("flags a tactic that costs more than the budget, and not one within it", () => {
    const over = tactic({ resourcesNeeded: ["Budget: about $1,200 a month for posters and ads"] });
    const within = tactic({ resourcesNeeded: ["Budget: about $120 a month for the printing"] });
    const found = checkPlanQuality(bakery, { tactics: [within, over], timeline: [phase("Week 1")] });
    expect(found.filter((f) => f.rule === "budget").map((f) => f.target)).toEqual([
      { kind: "tactic", index: 1, name: over.name },
    ]);
    expect(found.find((f) => f.rule === "budget")!.note).toBe("May exceed your budget");
  });

  it("flags paid ads on a budget under $500 a month, and not for a budget that carries them", () => {
    const ads = tactic({ name: "Meta ads for the neighbourhood", description: "Run Meta ads within 2 km of the shop." });
    expect(rules(bakery, [ads])).toContain("budget");
    expect(rules({ ...bakery, budgetRange: "early" }, [ads])).not.toContain("budget");
  });

  it("flags a large budget left unused, and not one put to work", () => {
    const idle = tactic({ template: "Subject: Dewlab\n\nHi {{first name}}, your Dewlab refill is on its way." }, "Dewlab");
    expect(rules(skincare, [idle]).filter((r) => r === "budget")).toHaveLength(1);
    const spending = { ...idle, resourcesNeeded: ["Budget: about $30,000 a month on creators and search ads"] };
    expect(rules(skincare, [spending])).not.toContain("budget");
  });
});

describe("skills", () => {
  it("flags work needing a skill the founder lacks with no way around it, and not when a way is given", () => {
    const design = tactic({ implementation: ["Design a new logo and brand identity for the shop."] });
    expect(rules(bakery, [design])).toContain("skills");
    const covered = tactic({ implementation: ["Design a new logo: hire a local student designer on a small fee."] });
    expect(rules(bakery, [covered])).not.toContain("skills");
    expect(rules({ ...bakery, skills: ["design"] }, [design])).not.toContain("skills");
  });
});

describe("horizon and deadline", () => {
  it("flags a phase after the time horizon, and not one within it", () => {
    const found = checkPlanQuality(bakery, { tactics: [tactic()], timeline: [phase("Weeks 1-4"), phase("Weeks 37-52")] });
    expect(found.filter((f) => f.rule === "horizon").map((f) => f.target)).toEqual([
      { kind: "timeline", index: 1, title: "First traction" },
    ]);
    expect(rules(bakery, [tactic()], [phase("Weeks 1-4"), phase("Weeks 10-13")])).not.toContain("horizon");
  });

  it("flags a phase after the deadline in the success metrics, and not one before it", () => {
    const dentalTactic = tactic({ template: "Subject: RecallDesk\n\nHi {{first name}}, RecallDesk window display." }, "RecallDesk");
    expect(rules(dental, [dentalTactic], [phase("Weeks 1-2"), phase("Weeks 5-6")])).toContain("deadline");
    expect(rules(dental, [dentalTactic], [phase("Weeks 1-2"), phase("Weeks 3-4")])).not.toContain("deadline");
  });

  it("flags a phase with no weeks", () => {
    expect(rules(bakery, [tactic()], [phase("")])).toContain("horizon");
  });
});

describe("placeholders", () => {
  it("flags a slot for what the founder already gave, and not a slot for what only they know", () => {
    const asks = tactic({ template: "This week at {{product}} in [city]: {{the bake of the week}}. Order at {{link}}." });
    const found = checkPlanQuality(bakery, { tactics: [asks], timeline: [phase("Week 1")] });
    const placeholder = found.find((f) => f.rule === "placeholder")!;
    expect(placeholder.reason).toContain("{{product}}");
    expect(placeholder.reason).toContain("[city]");
    expect(placeholder.reason).toContain("{{link}}");
    expect(rules(bakery, [tactic()])).not.toContain("placeholder");
    // No landing page given: a slot for the link is honest.
    const noSite = { ...bakery, productWebsite: "" };
    expect(rules(noSite, [tactic({ template: `${tactic().template} Order at {{link}}.` })])).not.toContain("placeholder");
  });
});

describe("template fit", () => {
  it("flags a template that does not name the product", () => {
    expect(rules(bakery, [tactic({ template: "This week: {{the bake of the week}} in our window display, fresh at 7am. Come and try it." })])).toContain(
      "template-fit",
    );
  });

  it("flags an email tactic whose template is not an email", () => {
    const cart = tactic({ name: "Abandoned cart email flow" });
    expect(rules(bakery, [cart])).toContain("template-fit");
    const email = tactic({
      name: "Abandoned cart email flow",
      template: "Subject: Your Maison Dupont order is waiting\n\nHi {{first name}}, you left a pain de campagne in your cart. It is still there for tomorrow's collection.",
    });
    expect(rules(bakery, [email])).not.toContain("template-fit");
  });

  it("flags a B2B cold email on a consumer business", () => {
    const cold = tactic({
      name: "Abandoned cart email flow",
      template: "Subject: Quick question about {{specific problem}} at {{company}}\n\nHi {{first name}}, I'm building Maison Dupont for your cart.",
    });
    expect(rules(bakery, [cold])).toContain("template-fit");
  });

  it("flags a template about something other than its tactic, and keeps one that is about it", () => {
    const off = tactic({ template: "Maison Dupont is hiring a weekend shop assistant. Apply in person with your CV." });
    expect(rules(bakery, [off])).toContain("template-fit");
    expect(rules(bakery, [tactic()])).not.toContain("template-fit");
  });
});

describe("channel fit", () => {
  it("flags a channel that does not fit the kind of business, and not one that does", () => {
    const ph = tactic({ name: "Product Hunt launch", description: "Launch Maison Dupont on Product Hunt." });
    expect(rules(bakery, [ph])).toContain("channel-fit");
    expect(rules(bakery, [tactic()])).not.toContain("channel-fit");
  });

  it("flags ads for a developer tool and telling an open-source project to open-source itself", () => {
    const t = (o: Partial<CheckedTactic>) => tactic({ template: "Driftcheck: a window display of the week's release.", ...o }, "Driftcheck");
    expect(rules(oss, [t({ name: "Google Ads on developer keywords" })])).toContain("channel-fit");
    expect(rules(oss, [t({ name: "Release post", description: "Open-source a piece of your stack to earn trust." })])).toContain("channel-fit");
    expect(rules(oss, [t({ name: "Window display of the week's release" })])).not.toContain("channel-fit");
  });

  it("leaves a teacher's free trial lesson alone, and not a software trial in a local plan", () => {
    const lesson = tactic({ name: "A free trial lesson for families", description: "Offer every family a free trial lesson in the pool." });
    expect(rules(bakery, [lesson])).not.toContain("channel-fit");
    const software = tactic({ name: "A 14-day free trial", description: "Start a free trial of Maison Dupont's ordering app." });
    expect(rules(bakery, [software])).toContain("channel-fit");
  });
});

describe("what the founder said does not work", () => {
  it("flags a tactic relying on it, and not one that avoids it", () => {
    const t = (o: Partial<CheckedTactic>) =>
      tactic({ template: "Subject: RecallDesk for your front desk\n\nHi {{first name}}, RecallDesk window display.", ...o }, "RecallDesk");
    const cold = t({ name: "Cold email to practices", description: "Send cold emails to 10 office managers a day." });
    const found = checkPlanQuality(dental, { tactics: [cold], timeline: [phase("Week 1")] });
    expect(found.find((f) => f.rule === "challenge")!.reason).toMatch(/cold email.*ignore cold email/i);
    const instead = t({ name: "Dental association newsletter", description: "Instead of cold email, get featured in the state dental association newsletter." });
    expect(rules(dental, [instead])).not.toContain("challenge");
  });
});

describe("minors", () => {
  it("flags private contact with an audience under 18, and not public channels", () => {
    const t = (o: Partial<CheckedTactic>) => tactic({ template: "Stackjam window display: share your best stack.", ...o }, "Stackjam");
    expect(rules(teen, [t({ name: "Player interviews", description: "Run video calls with your top players." })])).toContain("minors");
    expect(rules(teen, [t({ name: "DM your fans", description: "Send DMs to players who post clips." })])).toContain("minors");
    expect(rules(teen, [t({ name: "Window display of the week's stack", description: "Post the week's best stack publicly." })])).not.toContain("minors");
    // The same call with adults is no safety finding.
    expect(rules({ ...teen, audiencePersona: teen.audiencePersona.replace(/13[-–]17/g, "25-35") }, [t({ name: "Player interviews", description: "Run video calls with your top players." })])).not.toContain("minors");
  });
});

describe("the founder's hours and trade", () => {
  const salon = fixture("smalltown-salon").answers;
  const t = (o: Partial<CheckedTactic>) => tactic({ template: "Ivy & Ash Hair Studio window display: this week's colour.", ...o }, "Ivy & Ash Hair Studio");

  it("flags a plan that never names the capacity the founder stated, and not one that keeps within it", () => {
    const coffee = fixture("coffee-subscription").answers;
    const creators = tactic({ name: "Gift coffee to micro-creators", template: "Hi {{first name}}, may I send you a bag of Fog Harbour Coffee?" }, "Fog Harbour Coffee");
    const found = checkPlanQuality(coffee, { tactics: [creators], timeline: [phase("Weeks 1-2")] }).filter((f) => f.target.kind === "plan");
    expect(found.map((f) => [f.rule, f.reason])).toEqual([
      ["challenge", 'You said "Our roaster only produces 80 kg a week", and nothing in the plan keeps new orders within it.'],
    ]);
    const capped = { ...creators, successMetrics: ["Orders kept under 80 kg a week"] };
    expect(checkPlanQuality(coffee, { tactics: [capped], timeline: [phase("Weeks 1-2")] }).filter((f) => f.target.kind === "plan")).toEqual([]);
    // In the bags customers buy, too (80 kg is about 235 bags of 340 g).
    const inBags = { ...creators, successMetrics: ["Weekly orders under 235 bags"] };
    expect(checkPlanQuality(coffee, { tactics: [inBags], timeline: [phase("Weeks 1-2")] }).filter((f) => f.target.kind === "plan")).toEqual([]);
    // No stated capacity, no finding.
    expect(rules(skincare, [tactic({}, "Dewlab")])).not.toContain("challenge");
  });

  it("flags a plan asking far more hours a week than the founder said they have", () => {
    const hours = (h: number) => t({ resourcesNeeded: [`Budget: no money needed, about ${h} hours a week of your time`] });
    const found = checkPlanQuality(salon, { tactics: [hours(2), hours(1), hours(1)], timeline: [phase("Week 1")] });
    expect(found.find((f) => f.rule === "time")?.reason).toBe("Asks about 4 hours a week in all, and you said you have 1.");
    expect(rules(salon, [hours(0.5), hours(0.5), hours(1)])).not.toContain("time");
    // A founder who gave no hours gets no such finding.
    expect(rules(bakery, [hours(2), hours(2), hours(2)])).not.toContain("time");
    // Ticktab's ten hours at MVP cover building too: an AI plan asking 8 of them is flagged against marketing's 3.
    const ticktab = fixture("freelancer-invoicing").answers;
    const asked = checkPlanQuality(ticktab, { tactics: [hours(2), hours(3), hours(3)].map((x) => ({ ...x, name: `${x.name} for Ticktab` })), timeline: [phase("Week 1")] });
    expect(asked.find((f) => f.rule === "time")?.reason).toBe(
      "Asks about 8 hours a week in all, and marketing gets about 3 of the 10 you said you have while you are still building.",
    );
  });

  it("flags pre-orders and collection in a plan for a business people book, and not for a bakery", () => {
    const preorders = t({ name: "Holiday pre-orders", description: "Open pre-orders with collection dates for the holidays." });
    const found = checkPlanQuality(salon, { tactics: [preorders], timeline: [phase("Week 1")] });
    expect(found.find((f) => f.rule === "channel-fit")?.reason).toMatch(/^"pre-orders" is for a shop that sells goods/);
    expect(rules(bakery, [tactic({ name: "Holiday pre-orders", description: "Open pre-orders with collection dates for the holidays." })])).not.toContain("channel-fit");
    expect(rules(salon, [t({ name: "Weekday slots", description: "Book each client's next visit before they leave." })])).not.toContain("channel-fit");
  });
});

describe("the law where the customers are", () => {
  it("flags cold email to businesses in Germany, where it needs prior consent, and not in the United States", () => {
    const werkfluss = fixture("consulting-firm").answers;
    const cold = tactic({ name: "Cold email to plant managers", description: "Send cold emails to 10 plant managers a day.", template: "Subject: Werkfluss\n\nHi {{first name}}, Werkfluss window display." }, "Werkfluss");
    const found = checkPlanQuality(werkfluss, { tactics: [cold], timeline: [phase("Week 1")] });
    expect(found.find((f) => f.rule === "channel-fit")?.reason).toBe(
      "Cold email needs the recipient's prior consent in Germany, businesses included, so this campaign would break the law there.",
    );
    const us = { ...werkfluss, specificCountry: "United States", challenges: "We are both on client sites three days a week." };
    expect(checkPlanQuality(us, { tactics: [cold], timeline: [phase("Week 1")] }).map((f) => f.rule)).not.toContain("channel-fit");
  });
});

describe("Nextdoor only where it runs", () => {
  const bikes = fixture("student-bike-shop").answers;
  const nextdoor = tactic(
    {
      name: "Answer neighbours on Nextdoor",
      description: "Claim the free Nextdoor business page and answer neighbours who ask for a bike shop.",
      template: "Hi {{first name}}, I run Fietsatelier Tweede Leven in Leuven: a checked city bike costs €140 and we buy it back for €60.",
    },
    "Fietsatelier Tweede Leven",
  );

  it("flags Nextdoor for a bike shop in Leuven (Belgium), where it does not run", () => {
    const findings = checkPlanQuality(bikes, { tactics: [nextdoor], timeline: [phase("Weeks 1-2")] });
    expect(findings.find((f) => f.rule === "channel-fit")?.reason).toBe(
      "Nextdoor does not run in Belgium; the local Facebook groups and community newsletters are where neighbours ask there.",
    );
  });

  it("lets Nextdoor be for the same shop in Amsterdam", () => {
    const findings = checkPlanQuality({ ...bikes, localRegion: "Amsterdam" }, { tactics: [nextdoor], timeline: [phase("Weeks 1-2")] });
    expect(findings.filter((f) => f.reason.includes("Nextdoor"))).toEqual([]);
  });
});
