import { describe, expect, it } from "vitest";
import { buildPlan, buildProfile } from "~/generation/planner";
import { checkPlanQuality, type CheckedPlan } from "~/plan-quality/checker";
import { readAnswers } from "~/plan-quality/reading";
import { translatorWordOf } from "~/plan-quality/translator";
import { planToMarkdown } from "~/plan-view/markdown.server";
import type { PlanFormData } from "~/wizard/types";
import { BUSINESS_FIXTURES, fixture } from "../support/business-fixtures";
import { FIXED_PLAN_DAY } from "../support/plan-day";
import { checkedTactic, promptText } from "../support/plan-checks";

/*
 * Lena Kraus Translations: a freelance German-English translator for medical device documentation (IFUs,
 * labels, clinical evaluation reports), ISO 17100 qualified, €0.14 a word in five working days, eight years
 * with agencies and now after direct clients. Her buyers are regulatory affairs managers at small and
 * mid-sized device makers in Germany, Austria and Switzerland selling into the UK and US, burned by generic
 * agencies; she is an introvert who hates cold calling, and portals like ProZ are a race to the bottom.
 * Before, the plan was a SaaS company's (customer discovery with The Mom Test, monthly advisory calls, founder
 * emails to five businesses a day, case studies built around one number, walking the trade show). Each test
 * reads what its founder would read in a plan made on Monday 4 January 2027.
 */

const lena = fixture("medical-device-translator").answers;
const reading = readAnswers(lena, FIXED_PLAN_DAY);
const plan = buildPlan(lena, FIXED_PLAN_DAY);
const markdown = planToMarkdown(plan, buildProfile(lena), lena, FIXED_PLAN_DAY);
const names = plan.tactics.map((t) => t.name);
const tactic = (start: string) => plan.tactics.find((t) => t.name.startsWith(start))!;

describe("reading a translator", () => {
  it("reads a freelance medical device translator with her pair, documents, turnaround, standard and what she ruled out", () => {
    expect(reading.translator).toEqual({
      word: "translator",
      pair: "German-English",
      field: "meddev",
      docs: "instructions for use, labels and clinical evaluation reports",
      turnaround: "five working days",
      iso17100: true,
      exAgency: true,
      noCalls: true,
      noPortals: true,
      dach: true,
      markets: ["the UK", "the US"],
    });
  });

  it("reads interpreters, localisers and translation agencies, but not software or a marketplace for translators", () => {
    expect(translatorWordOf("I'm a freelance conference interpreter working French-English.")).toBe("interpreter");
    expect(translatorWordOf("We are a small translation agency for law firms.")).toBe("translation agency");
    expect(translatorWordOf("A game localiser for indie studios.")).toBe("localiser");
    expect(translatorWordOf("A CAT tool for freelance translators.")).toBeNull();
    expect(translatorWordOf("A marketplace connecting startups with vetted translators.")).toBeNull();
  });

  it("leaves every other fixture alone (the consulting firm, the design studio, the Spanish school, the language app)", () => {
    const caught = BUSINESS_FIXTURES.filter((f) => readAnswers(f.answers, FIXED_PLAN_DAY).translator).map((f) => f.id);
    expect(caught).toEqual(["medical-device-translator"]);
  });
});

describe("Lena Kraus Translations' plan", () => {
  it("is a translator's plan, not a SaaS company's", () => {
    expect(names).toEqual([
      "A proof pack regulatory affairs managers can check: a sample translation of a public IFU, your glossary and the standards you work to",
      "A helpful note to one named regulatory affairs manager at a time, with the checklist ‘what the MDR requires in each language’, never a bulk send",
      "Where regulatory affairs managers already meet: RAPS, TOPRA and the regulatory LinkedIn groups, with answers in writing",
      "Referrals from regulatory consultants who write technical files and clinical evaluations, and the agency project managers you worked with, within your agency contracts' terms",
      "Your listing in the directories of the BDÜ (Germany), the ITI or the CIOL (UK) and the ATA (US), with your field and your pair",
      "€0.14 a word explained: what it includes, five working days, and a rush rate",
      "MEDICA/Compamed with three to five meetings booked ahead: no stand, no cold calls",
      "Repeat work kept: a glossary per client and capacity held for their submission and audit dates",
    ]);
    expect(markdown).not.toMatch(/Mom Test|advisory calls|5 businesses a day|Make 5 personal contacts a day|demo day/i);
  });

  it("shows proof in her field, with the standards and the MDR's language rules as checks, and nothing from agency clients' files", () => {
    const proof = tactic("A proof pack");
    expect(proof.description).toContain("a public IFU or patient leaflet whose maker's terms let you show a translation");
    expect(proof.description).toContain("ISO 17100 (translation and a second linguist's revision, with the steps recorded)");
    expect(proof.description).toContain("check Article 10(11) and the national rules");
    expect(proof.description).toContain("Nothing from a client's or an agency's files");
    expect(proof.template).toContain("Lena Kraus Translations: German-English translation of instructions for use, labels and clinical evaluation reports");
  });

  it("writes to one named regulatory affairs manager by post or LinkedIn, with the consent rule for email to check, and never calls", () => {
    const note = tactic("A helpful note");
    expect(note.description).toContain("by post or as a LinkedIn message once you are connected, never a bulk email");
    expect(note.description).toContain("needs consent even between businesses: check");
    expect(note.template).toContain("a one-page checklist of what the MDR requires in each language");
    expect(note.template).toContain("I'll translate one page of your own IFU free");
    expect(markdown).toContain("Every first contact in this plan is written, to one named person");
    expect(markdown).toContain("No portal bidding: Lena Kraus Translations is found where regulatory affairs managers look themselves");
  });

  it("asks for referrals within the agency contracts' non-solicitation terms", () => {
    const referrals = tactic("Referrals from");
    expect(referrals.description).toContain("read each agency contract's non-solicitation clause");
    expect(referrals.template).toContain("at €0.14 a word with five working days");
    expect(markdown).toContain("Your agency contracts come first");
    expect(markdown).toContain("about 120 notes in 26 weeks; if one in ten replies and one sample page in three becomes a first job, that is about four first jobs, so the referrals, the networks and the directory have to bring one more of your five");
  });

  it("explains the rate with the turnaround, a rush rate and no discount, and keeps each client's glossary and dates", () => {
    expect(tactic("€0.14 a word explained").template).toContain("needed sooner? {{rush surcharge}}");
    expect(tactic("€0.14 a word explained").description).toContain("No discount for a first job");
    expect(tactic("Repeat work kept").template).toContain("your glossary");
    expect(tactic("MEDICA/Compamed").description).toContain("No stand, no walking up to strangers");
  });

  it("gives a translator's quick wins, toolkit, tips, profile and Marketing Model", () => {
    expect(plan.guerrillaTactics.map((g) => g.name)).toEqual([
      "Ask three people who have seen your work (project managers, consultants, colleagues) for a written recommendation",
      "Rewrite your association directory listing for a regulatory affairs manager today",
      "Put €0.14 a word, five working days and your rush rate at the top of your website",
      "Answer one question about translated documents in RAPS, TOPRA and the regulatory LinkedIn groups this week",
    ]);
    expect(markdown).toContain("**Direct Outreach:** Written, one named regulatory affairs manager at a time, never bulk and never a call");
    expect(markdown).toContain("Five written notes a week to named people beat fifty a day to strangers");
    expect(markdown).toContain("“An agency quotes a lower rate; why is a freelancer's worth it?”");
    expect(markdown).toContain("(a translator and the business clients who commission one)");
    expect(markdown).toContain("“Lena Kraus Translations: German-English translation of instructions for use, labels and clinical evaluation reports for regulatory affairs managers, €0.14 a word, back in five working days.”");
    expect(markdown).toContain("How to apply: Open every note, listing and proof page with what the buyer wants back");
  });

  it("passes the checker", () => {
    expect(checkPlanQuality(lena, plan, reading)).toEqual([]);
  });

  it("flags the SaaS lines it was given before", () => {
    const old: CheckedPlan = {
      tactics: [
        checkedTactic({ name: "Customer discovery conversations (The Mom Test)", description: "Run twenty customer discovery interviews before you build anything." }),
        checkedTactic({ name: "Founder emails to 5 businesses a day, each with a trigger you noticed", description: "Send founder emails to 5 businesses a day." }),
      ],
      timeline: [],
    };
    const findings = checkPlanQuality(lena, old, reading);
    expect(findings.some((f) => /a translator whose buyers are regulatory affairs managers/.test(f.reason))).toBe(true);
    expect(findings.map((f) => f.note)).toEqual(expect.arrayContaining(["No specialist proof", "No named buyer", "No referrals"]));
  });

  it("states the translator, her plan and what she ruled out in the AI prompt", () => {
    const prompt = promptText(lena);
    expect(prompt).toContain("- A translator selling specialist language work to businesses, not a SaaS company");
    expect(prompt).toContain("no cold calls (the founder said so)");
    expect(prompt).toContain("within each agency contract's non-solicitation terms (check them)");
  });
});

describe("Lena Kraus Translations on other budgets and horizons", () => {
  const on = (over: Partial<PlanFormData>) => buildPlan({ ...lena, ...over }, FIXED_PLAN_DAY);

  it("adds a small LinkedIn test from $500, an event from $2,000 and capacity from $10,000, and keeps the translator's plan", () => {
    expect(on({ budgetRange: "seed" }).tactics.map((t) => t.name)).toContain("A small LinkedIn test: the checklist promoted to regulatory affairs managers in your buyers' countries");
    const early = on({ budgetRange: "early" }).tactics.map((t) => t.name);
    expect(early).toContain("A talk or a table at a regulatory event, and the checklist promoted on LinkedIn to regulatory affairs managers");
    expect(early.some((n) => n.startsWith("A small LinkedIn test"))).toBe(false);
    const scaling = on({ budgetRange: "scaling" });
    expect(scaling.tactics.map((t) => t.name)).toContain(
      "A second linguist and a project manager on retainer, so Lena Kraus Translations can say yes to a whole market's instructions for use, labels and clinical evaluation reports",
    );
    expect(scaling.tactics[0]!.name).toMatch(/^A proof pack/);
  });

  it("keeps the proof, the note and the referrals first in an urgent plan", () => {
    const urgent = on({ timeHorizon: "urgent" }).tactics.map((t) => t.name);
    expect(urgent.slice(0, 4).map((n) => n.split(" ").slice(0, 3).join(" "))).toEqual(["A proof pack", "A helpful note", "Where regulatory affairs", "Referrals from regulatory"]);
  });
});

describe("a legal translator who never worked for agencies", () => {
  const claire: PlanFormData = {
    ...lena,
    productName: "Claire Dubois Legal Translation",
    productStage: "launched",
    productDescription:
      "I'm a freelance French to English legal translator: contracts, court documents and company filings for law firms. I charge £0.12 a word " +
      "and work with a second reviser. I'm a chartered linguist and spent six years in-house at a law firm before going freelance last year.",
    audiencePersona:
      "Partners and trainees at UK law firms with French-speaking clients or cross-border disputes, who need accurate translations of contracts " +
      "and evidence quickly and worry about confidentiality and mistakes that could cost a case.",
    budgetRange: "seed",
    timeHorizon: "quarter",
    skills: ["content"],
    successMetrics: "Three law firms sending regular work by June",
    challenges: "I don't have time for social media every day.",
  };
  const legal = buildPlan(claire, FIXED_PLAN_DAY);
  const legalNames = legal.tactics.map((t) => t.name);

  it("gets a lawyer's checklist and referrers, no agency terms, no MDR and no cold-call line it never asked for", () => {
    expect(readAnswers(claire, FIXED_PLAN_DAY).translator).toMatchObject({ pair: "French-English", field: "legal", exAgency: false, noCalls: false });
    expect(legalNames).toContain("A helpful note to one named lawyer at a time, with the checklist ‘what a court or a registry asks of a translated document’, never a bulk send");
    expect(legalNames).toContain("Referrals from law firms and barristers' clerks who work across borders, and colleagues who translate other pairs");
    expect(legalNames).toContain("£0.12 a word explained: what it includes, the turnaround, and a rush rate");
    const text = JSON.stringify(legal);
    expect(text).not.toMatch(/non-solicitation|MDR|RAPS|MEDICA|Every first contact in this plan is written/);
    expect(checkPlanQuality(claire, legal)).toEqual([]);
  });
});
