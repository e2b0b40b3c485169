import { describe, expect, it } from "vitest";
import { buildPlan, buildProfile } from "~/generation/planner";
import { checkPlanQuality } from "~/plan-quality/checker";
import { inReadersEnglish } from "~/plan-quality/other-languages";
import { readAnswers } from "~/plan-quality/reading";
import { planToMarkdown } from "~/plan-view/markdown.server";
import type { PlanFormData } from "~/wizard/types";
import { BUSINESS_FIXTURES, fixture } from "../support/business-fixtures";
import { FIXED_PLAN_DAY } from "../support/plan-day";
import { promptText } from "../support/plan-checks";

/*
 * Cuentas Claras, e-invoicing for corner shops in Guadalajara, answered in Spanish: "$149 MXN al mes",
 * "de 35 a 60 años en Guadalajara y Zapopan", "Probamos anuncios en Facebook y no funcionaron", "Los
 * dueños desconfían de las apps nuevas con su RFC", "al final de marzo". Before, the planner read none
 * of it: a plan with the price in dollars, no age or city, ads the founder tried, and the worry unanswered.
 */

const cuentas = fixture("guadalajara-cfdi-invoicing").answers;
const reading = readAnswers(cuentas, FIXED_PLAN_DAY);
const plan = buildPlan(cuentas, FIXED_PLAN_DAY);
const profile = buildProfile(cuentas);
const markdown = planToMarkdown(plan, profile, cuentas, FIXED_PLAN_DAY);
const everyTactic = JSON.stringify(plan.tactics);

const variant = (changes: Partial<PlanFormData>) => readAnswers({ ...structuredClone(cuentas), ...changes }, FIXED_PLAN_DAY);

describe("reading answers written in Spanish, Portuguese or French", () => {
  it("reads the Mexican founder's price, currency, ages, city, deadline and budget", () => {
    expect(reading.price).toBe("$149 MXN a month");
    expect(reading.currency.code).toBe("MXN");
    expect(reading.ages).toEqual([35, 60]);
    expect(reading.datedDeadline?.said).toBe("by the end of March");
    expect(reading.planWeeks).toBe(13);
    expect(reading.avoid.map((o) => o.tag)).toEqual(["meta-ads"]);
    expect(reading.distrust).toEqual({ quote: "Los dueños desconfían de las apps nuevas con su RFC y sus datos del SAT", aboutData: true });
  });

  it("reads ages in five languages", () => {
    expect(variant({ audiencePersona: "Donos de lojas entre 30 e 55 anos em Porto." }).ages).toEqual([30, 55]);
    expect(variant({ audiencePersona: "Des artisans de 25 à 45 ans à Lyon." }).ages).toEqual([25, 45]);
    expect(variant({ audiencePersona: "Inhaber zwischen 40 und 65 Jahren in Köln." }).ages).toEqual([40, 65]);
    expect(variant({ audiencePersona: "Titolari tra i 30 e i 50 anni a Milano." }).ages).toEqual([30, 50]);
  });

  it("reads what did not work, and refusals, in Portuguese and French", () => {
    const pt = variant({ challenges: "Os anúncios no Google não funcionaram. Não queremos fazer ligações frias." });
    expect(pt.avoid.map((o) => o.tag)).toEqual(["cold-calling", "google-ads"]);
    expect(pt.avoid[0]?.quote).toBe("Não queremos fazer ligações frias.");
    const fr = variant({ challenges: "Les publicités Facebook n'ont pas marché." });
    expect(fr.avoid.map((o) => o.tag)).toEqual(["meta-ads"]);
  });

  it("reads a list of objections joined with 'et', 'y' or 'e' as one with 'and'", () => {
    const lyon = {
      ...structuredClone(fixture("lyon-bakery").answers),
      audiencePersona:
        "Des habitants de la Croix-Rousse de 28 à 65 ans. Objections : nos prix sont plus élevés, la queue du dimanche matin, et commander du pain en ligne semble inutile.",
    };
    expect(buildProfile(lyon).objections.slice(0, 3)).toEqual([
      "Nos prix sont plus élevés",
      "“Will I have to wait?” (you named this: la queue du dimanche matin)",
      "Commander du pain en ligne semble inutile",
    ]);
  });

  it("reads deadlines and spans in Spanish, Portuguese and French", () => {
    expect(variant({ successMetrics: "60 clientes pagando antes de junio", timeHorizon: "mid-term" }).datedDeadline?.said).toBe("before June");
    expect(variant({ successMetrics: "100 clients d'ici fin mai", timeHorizon: "mid-term" }).datedDeadline?.said).toBe("by the end of May");
    expect(inReadersEnglish("200 assinantes em 90 dias")).toBe("200 assinantes in 90 days");
    expect(variant({ successMetrics: "200 assinantes em 6 semanas", timeHorizon: "quarter" }).planWeeks).toBe(6);
  });

  it("reads a budget of nothing in Spanish as in English", () => {
    expect(variant({ challenges: "No tenemos presupuesto para anuncios." }).budget).toEqual({ min: 0, max: 0 });
    expect(variant({ challenges: "We have no budget for ads." }).budget).toEqual({ min: 0, max: 0 });
  });

  it("reads a shop by its own name: a Brazilian 'padaria' gets a bakery's plan", () => {
    const padaria = {
      ...structuredClone(fixture("lyon-bakery").answers),
      productName: "Pão da Vila",
      productDescription:
        "Padaria artesanal em Tiradentes, Minas Gerais, com pão de fermentação natural, pão de queijo e bolos caseiros. Encomendas de bolos para festas a partir de R$ 90.",
      localRegion: "Tiradentes",
    };
    const r = readAnswers(padaria, FIXED_PLAN_DAY);
    expect(r.trade).toBe("food");
    expect(r.currency.code).toBe("BRL");
    expect(buildPlan(padaria, FIXED_PLAN_DAY).strategySummary).toContain("Pão da Vila is a bakery");
  });

  it("leaves English answers as they were", () => {
    expect(inReadersEnglish("Launch by Easter; Facebook ads didn't work for us.")).toBe("Launch by Easter; Facebook ads didn't work for us.");
    expect(inReadersEnglish("A stall at the Saturday market in Mars, Pennsylvania")).toBe("A stall at the Saturday market in Mars, Pennsylvania");
  });
});

describe("the plan Cuentas Claras' founder reads", () => {
  it("states the price in pesos as written, and the budget in pesos too", () => {
    expect(markdown).toContain("“Is $149 MXN a month worth it for a business our size?”");
    expect(markdown).not.toMatch(/It costs \$149\.|\$149 worth it/);
    expect(plan.strategySummary).toContain("With a budget of under $500 (about MX$9,300) a month and 13 weeks");
    expect(plan.strategySummary).toContain("the MX$6,500 or so a month they use (each states its share) buys no ads");
  });

  it("describes the owners the founder described: their age, their cities, the size of their business", () => {
    expect(markdown).toContain("- **Age:** 35-60");
    expect(markdown).toContain("- **Location:** Mexico (Guadalajara y Zapopan)");
    expect(markdown).toContain("- **Role:** Dueños de negocios pequeños");
    expect(markdown).toContain("businesses of one to five people, run by the owner, often with family");
    expect(markdown).not.toContain("5-200 employees");
  });

  it("leaves out the Facebook ads the founder tried, and says so", () => {
    expect(plan.strategySummary).toContain('You said "Probamos anuncios en Facebook y no funcionaron: muchos clics y ningún registro", so Meta ads are left out.');
    expect(everyTactic).not.toMatch(/Facebook ads|Meta ads|Instagram ads/);
  });

  it("names the owners' distrust first among the objections and answers it in the first tactic that meets them", () => {
    expect(profile.objections[0]).toBe("Los dueños desconfían de las apps nuevas con su RFC y sus datos del SAT");
    const answering = plan.tactics.filter((t) => t.implementation.some((s) => s.startsWith("Answer the worry you named before they raise it")));
    expect(answering.map((t) => t.name)).toEqual([plan.tactics[0]!.name]);
    expect(answering[0]!.implementation.join(" ")).toContain("say in one sentence where their data is kept, who can see it and what Cuentas Claras never touches");
    expect(markdown).toMatch(/### Phase 1[^#]*Answer the worry you named/);
  });

  it("asks for conversations and stories at the counter and on WhatsApp, never by email", () => {
    const discovery = plan.tactics.find((t) => t.name === "Customer discovery conversations (The Mom Test)")!;
    const caseStudy = plan.tactics.find((t) => t.name === "Customer case studies built around one number")!;
    for (const t of [discovery, caseStudy]) {
      expect(t.template).not.toMatch(/^Subject:/m);
      expect(`${t.description} ${t.implementation.join(" ")}`).toContain("WhatsApp");
    }
    expect(discovery.implementation.join(" ")).toContain("never by email");
    expect(discovery.template).toContain("Language: write this in Spanish for customers in Mexico.");
  });

  it("gives a toolkit for owners with no computer: no review sites, software directories or email", () => {
    const toolkit = markdown.slice(markdown.indexOf("### Indie Developer Toolkit"), markdown.indexOf("## The Marketing Model"));
    expect(toolkit).toContain("the counter at a quiet hour, then WhatsApp with those who said yes");
    expect(toolkit).not.toMatch(/Capterra|\bG2\b|partner directory|sequences?\b|first email/i);
  });

  it("tells the AI model the same: the worry first, the price in pesos, the ads left out, the age and the deadline", () => {
    const prompt = promptText(cuentas);
    expect(prompt).toContain('- They named a worry their buyers have ("Los dueños desconfían de las apps nuevas con su RFC y sus datos del SAT"): list it first among the objections');
    expect(prompt).toContain("- Their price is $149 MXN a month: state it in that currency, never as US dollars");
    expect(prompt).toMatch(/Meta ads/);
    expect(prompt).toMatch(/by the end of March/);
  });

  it("passes the plan checker", () => {
    expect(checkPlanQuality(cuentas, plan, reading)).toEqual([]);
  });
});

describe("a worry the founder names, checked in any plan", () => {
  it("flags a plan in which no tactic answers it", () => {
    // The plan with every answer to the worry taken out, as an AI plan that ignored it would read.
    const scrub = (text: string) => text.replace(/\b(?:trust|distrust|worr|privacy|secur|refund|guarantee)\w*|who can see/gi, "…");
    const silent = {
      ...plan,
      tactics: plan.tactics.map((t) => ({
        ...t,
        name: scrub(t.name),
        why: scrub(t.why ?? ""),
        description: scrub(t.description),
        implementation: t.implementation.filter((step) => !step.startsWith("Answer the worry you named")).map(scrub),
        resourcesNeeded: t.resourcesNeeded.map(scrub),
        successMetrics: t.successMetrics.map(scrub),
        template: scrub(t.template),
        marketingWisdom: scrub(t.marketingWisdom ?? ""),
      })),
    };
    const text = JSON.stringify(silent.tactics);
    expect(text).not.toMatch(/\btrust|worr|privacy|who can see/i);
    expect(checkPlanQuality(cuentas, silent, reading).map((f) => f.reason)).toContain(
      'You said "Los dueños desconfían de las apps nuevas con su RFC y sus datos del SAT", and no tactic answers that worry.',
    );
  });

  it("reads the worry in English too, not the founder's own doubts", () => {
    expect(variant({ challenges: "Owners distrust new apps with their tax data." }).distrust).toEqual({ quote: "Owners distrust new apps with their tax data", aboutData: true });
    expect(variant({ challenges: "Parents are wary of apps that sell to children." }).distrust?.aboutData).toBe(false);
    expect(variant({ challenges: "We don't trust agencies after the last one." }).distrust).toBeNull();
  });

  it("fires for the fixtures whose founders name one, and no others", () => {
    const named = BUSINESS_FIXTURES.filter((f) => readAnswers(f.answers, FIXED_PLAN_DAY).distrust).map((f) => f.id);
    expect(named).toEqual(["berlin-bike-light-kickstarter", "lagos-market-traders-app", "guadalajara-cfdi-invoicing", "kenya-solar-irrigation-pumps", "notenest-therapy-notes-beta", "brighton-home-care-agency", "worcester-used-car-dealer"]);
  });
});
