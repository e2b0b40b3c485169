import { describe, expect, it } from "vitest";
import { buildPlan, buildProfile } from "~/generation/planner";
import { checkPlanQuality, type CheckedPlan } from "~/plan-quality/checker";
import { readAnswers } from "~/plan-quality/reading";
import { planToMarkdown } from "~/plan-view/markdown.server";
import type { PlanFormData } from "~/wizard/types";
import { fixture } from "../support/business-fixtures";
import { FIXED_PLAN_DAY } from "../support/plan-day";
import { checkedTactic, promptText } from "../support/plan-checks";

/*
 * Ruth Evans, an independent funeral celebrant in Norfolk trained with the Institute of Civil Funerals: £220 a
 * service with a family visit, the written tribute and a printed copy, four services a month; families take
 * whoever the funeral director suggests, and she won't tout to grieving people. She used to get a funeral
 * director's plan: the phone answered day and night, a price list of simple funerals and direct cremations,
 * hospices and care homes, and "celebrants and clergy" as partners, though she is the celebrant. Each test reads
 * what she would read in a plan made on Monday 4 January 2027.
 */

const ruth = fixture("norfolk-funeral-celebrant").answers;
const reading = readAnswers(ruth, FIXED_PLAN_DAY);
const plan = buildPlan(ruth, FIXED_PLAN_DAY);
const markdown = planToMarkdown(plan, buildProfile(ruth), ruth, FIXED_PLAN_DAY);
const names = plan.tactics.map((t) => t.name);
const tactic = (start: string) => {
  const found = plan.tactics.find((t) => t.name.startsWith(start));
  if (!found) throw new Error(`No tactic "${start}" in ${names.join(" | ")}`);
  return found;
};

const grace: PlanFormData = {
  ...ruth,
  productName: "Grace Lee Officiant",
  productDescription:
    "I'm an independent funeral officiant in Columbus, Ohio, writing and leading personal memorial and funeral services at funeral homes and cemeteries. My fee is $400 a service.",
  localRegion: "Columbus, Ohio",
  audiencePersona: "Families arranging a funeral through a funeral home, aged 40-70",
  successMetrics: "8 services a month and 4 funeral homes who call me first",
  challenges: "Funeral homes use their own clergy list. I won't approach grieving families.",
};

const tom: PlanFormData = {
  ...ruth,
  productName: "Tom Hale Humanist Ceremonies",
  productDescription: "I'm a humanist celebrant in Leeds. I lead funerals, weddings and baby namings, written with each family. A funeral is £250, a wedding £550.",
  localRegion: "Leeds and West Yorkshire",
  audiencePersona: "Families arranging a funeral and couples planning a wedding in Leeds",
  successMetrics: "8 funerals a month and 15 weddings a year",
};

describe("a funeral celebrant's plan", () => {
  it("reads a celebrant who sells through funeral directors, not a funeral director", () => {
    expect(reading.funeral?.celebrant).toMatchObject({ word: "funeral celebrant", fee: 220, servicesNow: 4, goalServices: 10, goalDirectors: 5, body: "the Institute of Civil Funerals", weddings: false, noTouting: true });
    expect(reading.weddingSupplier).toBeNull();
  });

  it("opens with the funeral directors: a visit with a sample service, the free dates at short notice, the tribute on time and a thank-you", () => {
    expect(names.slice(0, 3)).toEqual([
      "A visit to each funeral director in Norwich and mid-Norfolk: a sample service, your free dates and your fee in full",
      "Easy to book at short notice: your free dates sent to each funeral director every Monday, and a reply within the hour",
      "After every service: the tribute to the funeral director on time, a thank-you, and one question: which dates do you struggle to cover?",
    ]);
    const visit = tactic("A visit to each funeral director");
    expect(visit.template).toContain("I'm {{your name}} from Ruth Evans Celebrant, a funeral celebrant in Norwich and mid-Norfolk, trained with the Institute of Civil Funerals.");
    expect(visit.template).toContain("Fee: £220 for a service, including a visit to the family, the written tribute and a printed copy.");
    expect(tactic("After every service").template).toContain("are there dates or kinds of funeral you find hard to cover");
  });

  it("has the families' words through the funeral director, the page with the fee, crematorium staff, talks, the directory and memorials", () => {
    expect(names).toEqual(expect.arrayContaining([
      "The families' own words: a feedback card passed back through the funeral director, and a review asked once, gently, weeks later",
      "A page with sample words and your fee in full (£220), with your Google profile and the Institute of Civil Funerals' directory leading to it",
      "Crematorium and cemetery staff and the woodland burial grounds around Norwich and mid-Norfolk: the people who see your work, knowing you by name",
      "Talks on planning your own funeral for the U3A, the WI and the hospice's day groups, and a Death Café: where people write down the celebrant they want",
      "Memorials and ashes scatterings: a service for families who had a direct cremation, or want one later",
    ]));
    expect(tactic("The families' own words").template).toContain("Feedback card (given by the funeral director)");
    expect(tactic("A page with sample words").implementation).toContain(
      "Check that your listing in the Institute of Civil Funerals' directory is there, current and complete: the area you cover, the services you lead, your phone and the link to the page, in the words the body allows about your training.",
    );
  });

  it("gets none of a funeral director's plan, and no weddings she doesn't lead", () => {
    for (const gone of [/day and night/i, /standardised price list/i, /simple funeral/i, /pre-paid funeral plan/i, /care home/i, /Celebrants, clergy/i, /\bweddings?\b/i, /\bcouples?\b/i, /\bdiscount\b/i]) {
      expect(markdown).not.toMatch(gone);
    }
  });

  it("says the goal's arithmetic and what she won't do", () => {
    expect(plan.strategySummary).toContain("Ten services a month from four is six more a month, about £1,320 a month more at £220.");
    expect(plan.strategySummary).toContain("five who each suggest you twice a month is ten");
    expect(plan.strategySummary).toContain(`You said "I don't want to look like I'm touting for business from grieving people": nothing in this plan goes to a bereaved family who didn't ask for you.`);
  });

  it("gives her a celebrant's toolkit, tips, quick wins and customer profile", () => {
    expect(markdown).toContain("**Direct Outreach:** Never to families: to the arrangers at the funeral directors who suggest a celebrant.");
    expect(markdown).toContain("- Make two contacts a week with funeral directors (a visit, the Monday dates, a thank-you after a service).");
    expect(markdown).toContain("**Ask one funeral director this week which dates they can't cover**");
    expect(markdown).not.toContain("Ring your own number at 2am");
    expect(markdown).toContain("Takes the celebrant the funeral director suggests, and looks them up the same evening");
  });

  it("passes the checker, which flags a funeral director's plan or touting in hers", () => {
    expect(checkPlanQuality(ruth, plan, reading)).toEqual([]);
    const old: CheckedPlan = {
      tactics: [
        checkedTactic({ name: "Answered day and night, every day of the year", description: "A person on the phone at any hour." }),
        checkedTactic({ name: "Every price in full", description: "A simple funeral at {{your simple funeral price}}, with the standardised price list." }),
        checkedTactic({ name: "Letters to bereaved families", description: "Write letters to bereaved families from the death notices, with a special offer." }),
      ],
      timeline: [],
    };
    const findings = checkPlanQuality(ruth, old, reading);
    expect(findings.filter((f) => f.rule === "channel-fit").map((f) => (f.target.kind === "tactic" ? f.target.index : -1))).toEqual(expect.arrayContaining([0, 1]));
    expect(findings.filter((f) => f.rule === "challenge").map((f) => f.note)).toEqual(expect.arrayContaining(["Leaves out the funeral directors", "Touting to the bereaved"]));
  });

  it("tells the AI it is a celebrant who sells through funeral directors", () => {
    const prompt = promptText(ruth);
    expect(prompt).toContain("- A funeral celebrant who writes and leads services and sells through funeral directors, not a funeral director");
    expect(prompt).toContain("the Institute of Civil Funerals' directory of celebrants (check your listing is there, current and complete)");
  });

  it("keeps a second celebrant for $2,000 a month and a team for $10,000", () => {
    const early = buildPlan({ ...ruth, budgetRange: "early" }, FIXED_PLAN_DAY).tactics.map((t) => t.name);
    expect(early).toContain("A second celebrant for the dates you can't take, so no funeral director hears 'no'");
    expect(names.some((n) => /second celebrant|small team/.test(n))).toBe(false);
    const scaling = { ...ruth, budgetRange: "scaling" as const };
    const big = buildPlan(scaling, FIXED_PLAN_DAY);
    expect(big.tactics.map((t) => t.name)).toContain("A small team under your name: a booking coordinator who answers every funeral director within the hour, and celebrants you have trained in your way");
    expect(checkPlanQuality(scaling, big, readAnswers(scaling, FIXED_PLAN_DAY))).toEqual([]);
  });
});

describe("other celebrants", () => {
  it("calls a US funeral officiant an officiant, in American words", () => {
    const text = planToMarkdown(buildPlan(grace, FIXED_PLAN_DAY), buildProfile(grace), grace, FIXED_PLAN_DAY);
    expect(readAnswers(grace, FIXED_PLAN_DAY).funeral?.celebrant?.word).toBe("funeral officiant");
    expect(text).toContain("Talks on planning your own funeral for senior centers, libraries and hospice groups, and a Death Café: where people write down the officiant they want");
    expect(text).not.toMatch(/\bRing\b|\bvillage hall/);
  });

  it("gives a humanist celebrant who also leads weddings and namings a tactic for them", () => {
    const names = buildPlan(tom, FIXED_PLAN_DAY).tactics.map((t) => t.name);
    expect(readAnswers(tom, FIXED_PLAN_DAY).funeral?.celebrant?.word).toBe("humanist celebrant");
    expect(names[0]).toBe("A visit to each funeral director in Leeds and West Yorkshire: a sample service, your free dates and your fee in full");
    expect(names).toContain("Your weddings and namings: the families you served, and the venues near Leeds and West Yorkshire");
  });

  it("leaves a wedding-only celebrant and a funeral director as they were", () => {
    const vows = { ...ruth, productName: "Sunny Vows", productDescription: "I'm an independent wedding celebrant in Bristol. I write and lead personal wedding ceremonies and vow renewals for couples, £600 a ceremony.", audiencePersona: "Couples aged 25-40 planning a wedding outside a register office", successMetrics: "30 weddings a year", challenges: "Venues recommend their own registrars." };
    const r = readAnswers(vows, FIXED_PLAN_DAY);
    expect(r.funeral).toBeNull();
    expect(r.weddingSupplier?.word).toBe("celebrant");
    expect(readAnswers(fixture("cardiff-funeral-director").answers, FIXED_PLAN_DAY).funeral).toMatchObject({ word: "funeral director", celebrant: null });
  });
});
