import { describe, expect, it } from "vitest";
import { buildPlan, buildProfile } from "~/generation/planner";
import { checkPlanQuality, type CheckedPlan } from "~/plan-quality/checker";
import { lawWordOf } from "~/plan-quality/law";
import { readAnswers } from "~/plan-quality/reading";
import { planToMarkdown } from "~/plan-view/markdown.server";
import type { PlanFormData } from "~/wizard/types";
import { BUSINESS_FIXTURES, fixture } from "../support/business-fixtures";
import { FIXED_PLAN_DAY } from "../support/plan-day";
import { checkedTactic, promptText } from "../support/plan-checks";

/*
 * Okafor Immigration Law, a two-solicitor immigration practice in Croydon regulated by the SRA: spouse and partner
 * visas, indefinite leave to remain and British citizenship for fixed fees (a spouse visa application is £1,800
 * plus the Home Office fee). Clients come by word of mouth in the Nigerian and Ghanaian communities, ask at church
 * and in WhatsApp groups who to trust and are quoted by unregulated advisers; the founders can't promise outcomes,
 * the SRA's rules on advertising apply, and they have four hours a week between them. Goal: 15 new fixed-fee
 * cases a month, from 8. Each test reads what the founders would read.
 */

const okafor = fixture("croydon-immigration-solicitors").answers;
const reading = readAnswers(okafor, FIXED_PLAN_DAY);
const plan = buildPlan(okafor, FIXED_PLAN_DAY);
const markdown = planToMarkdown(plan, buildProfile(okafor), okafor, FIXED_PLAN_DAY);
const names = plan.tactics.map((t) => t.name);
const tactic = (start: string) => plan.tactics.find((t) => t.name.startsWith(start))!;
const textOf = (p: typeof plan) => p.tactics.map((t) => [t.name, t.why, t.description, ...t.implementation, ...t.resourcesNeeded, t.template].join("\n")).join("\n");

describe("reading a law practice", () => {
  it("reads the practice, its fees, its clients' communities, the rules and the goal", () => {
    expect(reading.kind).toBe("local");
    expect(reading.law).toEqual({
      word: "immigration practice",
      area: "immigration",
      lawyer: "solicitor",
      rules: "sra",
      state: null,
      services: "spouse and partner visas, indefinite leave to remain and British citizenship applications",
      fee: "£1,800",
      priceList: null,
      feeService: "spouse visa application",
      feePlus: "the Home Office fee",
      fixedFees: true,
      team: 2,
      communities: "the Nigerian and Ghanaian communities in South London",
      wordOfMouth: true,
      church: true,
      whatsapp: true,
      facebookGroups: true,
      unregulated: true,
      noPromises: true,
      goalCount: 15,
      goalUnit: "new fixed-fee cases",
      goalNow: 8,
      perMonth: true,
      cheaperRival: null,
      town: "Croydon",
    });
    expect(reading.audience).toBe("couples and families");
    expect(reading.weeklyHours).toBe(4);
  });

  it("reads only this fixture as a law practice, not the mortgage broker, the accountants or the studios", () => {
    const practices = BUSINESS_FIXTURES.filter((f) => readAnswers(f.answers, FIXED_PLAN_DAY).law).map((f) => f.id);
    expect(practices).toEqual(["croydon-immigration-solicitors"]);
  });

  it("does not read software for lawyers, bookkeeping for solicitors or a power of attorney as a practice", () => {
    expect(lawWordOf("A case management app for immigration solicitors.")).toBeNull();
    expect(lawWordOf("Bookkeeping for solicitors and barristers in Leeds.")).toBeNull();
    expect(lawWordOf("We help families set up a lasting power of attorney online.")).toBeNull();
    expect(lawWordOf("I'm not a lawyer, but I write a newsletter about tenants' rights.")).toBeNull();
    expect(lawWordOf("A family law firm in Leeds.")).toEqual({ word: "family law firm", area: "family" });
  });
});

describe("a law practice's plan", () => {
  it("is a law practice's seven tactics, not a shop's", () => {
    expect(names).toEqual([
      "A fixed-fee page for every service: a spouse visa application for £1,800 plus the Home Office fee, and every other service's fee",
      "Every enquiry answered within a working day, with the fixed fee and the next step",
      "A plain guide per service, starting with 'Spouse visa: the documents checklist'",
      "A free talk at the churches and community associations the Nigerian and Ghanaian communities trust",
      "Referral relationships with one community advice centre, one accountant and one family law firm, within the SRA's rules",
      "Reviews on Google and ReviewSolicitors from every client at the end of the matter, with nothing confidential",
      "A public-service warning about unregulated immigration advisers, and how to check who is advising you",
    ]);
    expect(markdown).not.toMatch(/staff perk|regulars|quiet weekday|weekday extra|short drive of the shop|by the till|in the chair|shop window|patients/i);
  });

  it("keeps to the four hours a week between them, and says the arithmetic of the goal", () => {
    expect(plan.tactics.reduce((sum, t) => sum + (/about ([\d.]+) hours? a week/.exec(t.resourcesNeeded[0]!) ? Number(/about ([\d.]+) hours? a week/.exec(t.resourcesNeeded[0]!)![1]) : 0), 0)).toBeLessThanOrEqual(4);
    expect(plan.strategySummary).toContain("so the plan keeps to about 3.25 hours a week in all");
    expect(plan.strategySummary).toContain("15 new fixed-fee cases a month, from 8: seven more a month, about two more a week; at £1,800 for a spouse visa application, that is about £12,600 more in fees a month (not counting the Home Office fee)");
    expect(plan.strategySummary).toContain("nothing in this plan promises a result");
    expect(plan.strategySummary).toContain("Okafor Immigration Law is an immigration practice in Croydon: couples and families facing a deadline choose a lawyer on the word of someone they trust");
  });

  it("asks for a fee page checked against the SRA's transparency rules, with the founders' fee and an honest line about outcomes", () => {
    const page = tactic("A fixed-fee page");
    expect(page.implementation[0]).toContain("Check the SRA's transparency rules (they require published prices for some services");
    expect(page.template).toContain("The first block, from what you told us: a spouse visa application for £1,800 plus the Home Office fee.");
    expect(page.template).toContain("The decision on every application is the Home Office's: we can't promise it");
    expect(page.template).toContain("Authorised and regulated by the Solicitors Regulation Authority, SRA number {{your SRA number}}.");
  });

  it("writes guides clients forward, talks where they meet, and referrals within the rules", () => {
    expect(tactic("A plain guide").template).toMatch(/^Spouse visa: the documents checklist: a plain guide from Okafor Immigration Law/);
    expect(tactic("A plain guide").template).toContain("This guide is general information, not advice on your own case.");
    expect(tactic("A plain guide").implementation.join("\n")).toContain("share it in the WhatsApp and Facebook groups, within each group's rules");
    expect(tactic("A free talk").template).toContain("I'm {{your name}}, a solicitor at Okafor Immigration Law in Croydon. Many people in the Nigerian and Ghanaian communities come to us");
    expect(tactic("A free talk").template).toContain("'Spouse visas and settlement: what the Home Office asks for, and the mistakes that lead to refusals'");
    const referrals = tactic("Referral relationships");
    expect(referrals.description).toContain("Before any arrangement, check the SRA's rules on referrals and introductions: no paying or receiving anything for a referral without checking what the rules allow");
    expect(referrals.template).toContain("No fees either way, just two firms who trust each other's work.");
  });

  it("asks every client alike for reviews, keeps matters confidential, and warns the public about unregulated advisers", () => {
    const reviews = tactic("Reviews on Google and ReviewSolicitors");
    expect(reviews.description).toContain("ask every client alike");
    expect(reviews.template).toContain("(Never confirm or add details of anyone's matter in a reply, even when the reviewer shared them.)");
    const warning = tactic("A public-service warning");
    expect(warning.template).toContain("Before you pay anyone for help with a visa: check they are allowed to give it");
    expect(warning.template).toContain("an adviser on the Immigration Advice Authority's register (formerly OISC)");
    expect(warning.template).toContain("Anyone who promises you a result is a warning sign: no honest solicitor can.");
  });

  it("sets the fee page and the enquiry replies up first, and reviews the plan in week 26", () => {
    const first = plan.timeline[0]!;
    expect(first.weeks).toBe("Weeks 1-6");
    expect(first.tasks.some((t) => t.startsWith("Check the SRA's transparency rules"))).toBe(true);
    expect(first.tasks.some((t) => t.startsWith("Reply to every enquiry within a working day"))).toBe(true);
    expect(plan.timeline.at(-1)!.tasks.at(-1)).toContain("In week 26, review the results against \"15 new fixed-fee cases a month, from 8\"");
  });

  it("gives a practice's profile, quick wins, toolkit, tips and Marketing Model", () => {
    expect(markdown).toContain("People facing an immigration deadline choose a solicitor in a hurry and in fear of a refusal");
    expect(markdown).toContain("“Why pay a solicitor when someone at church said they'd do it for less?”");
    expect(markdown).toContain("**Put the fixed fee at the top of the site today**");
    expect(markdown).toContain("**Ask one past client which church or association would welcome a talk**");
    expect(markdown).toContain("your page on ReviewSolicitors and the Law Society's Find a Solicitor");
    expect(markdown).toContain("Casework comes first, so give marketing a fixed slot: protect the 4 hours a week you have for marketing");
    expect(markdown).toContain("“Okafor Immigration Law is an immigration practice in Croydon: spouse and partner visas, indefinite leave to remain and British citizenship applications, for fixed fees, by regulated solicitors.”");
    expect(markdown).toContain("“If your visa ends on {{date}}, your application has to be in before then");
    expect(markdown).toContain("Open the fees page, each guide, your Google profile and the first line of every enquiry reply");
  });
});

describe("checking a law practice's plan", () => {
  it("finds nothing wrong with its own plan", () => {
    expect(checkPlanQuality(okafor, plan, reading)).toEqual([]);
  });

  it("flags the shop's plan it used to get, and a promised outcome", () => {
    const shop: CheckedPlan = {
      tactics: [
        checkedTactic({ name: "A staff perk card for nearby workplaces", description: "Offer the staff of nearby offices a standing perk, shown with a small card." }),
        checkedTactic({ name: "Fill the quiet weekday slots", description: "Steer those who cannot get a busy-day slot to quiet weekday slots with a weekday extra." }),
        checkedTactic({ name: "Visa approval guaranteed", description: "Tell every couple their spouse visa is guaranteed, and ask for reviews." }),
      ],
      timeline: [{ title: "Start", weeks: "Weeks 1-4", tasks: ["Print the cards"] }],
    };
    const notes = checkPlanQuality(okafor, shop, reading).map((f) => f.note);
    expect(notes).toEqual(expect.arrayContaining(["Promises an outcome", "No fee page", "Reviews that could break confidence"]));
    expect(checkPlanQuality(okafor, shop, reading).filter((f) => /is a tactic for other kinds of business, not for an immigration practice/.test(f.reason))).toHaveLength(2);
  });

  it("tells the AI prompt what the practice is and what its plan is made of", () => {
    const prompt = promptText(okafor);
    expect(prompt).toContain("An immigration practice for consumers (spouse and partner visas, indefinite leave to remain and British citizenship applications), regulated by the Solicitors Regulation Authority (SRA)");
    expect(prompt).toContain("Never promise an outcome, quote a success rate or use a testimonial that promises results");
    expect(prompt).toContain("The goal's arithmetic: 15 new fixed-fee cases a month, from 8");
  });
});

describe("other law practices", () => {
  const reyes: PlanFormData = {
    ...okafor,
    productName: "Reyes Immigration Law",
    productDescription:
      "A solo immigration attorney in Houston, Texas: marriage green cards, citizenship and DACA renewals for flat fees ($3,500 for a marriage green card plus USCIS filing fees). I speak Spanish and English.",
    localRegion: "Houston, Texas",
    audiencePersona: "Mixed-status families and couples in Houston, mostly Mexican and Central American, who are scared of making a mistake. They ask at church and on Facebook groups, and many have paid notarios who filed the wrong forms.",
    successMetrics: "10 new flat-fee cases a month",
    challenges: "I can't guarantee results and the Texas bar's advertising rules apply. I have about three hours a week for marketing.",
  };
  const hartley: PlanFormData = {
    ...okafor,
    productName: "Hartley & Moss",
    productDescription: "A wills and probate solicitors' practice in Bath with three solicitors. Wills from £250, lasting powers of attorney from £450, and probate for a fixed fee.",
    audienceType: "b2c-general",
    localRegion: "Bath and north-east Somerset",
    audiencePersona: "Homeowners aged 55-80 in Bath and their adult children, who keep meaning to make a will and only act after a death in the family or a health scare.",
    budgetRange: "bootstrapped",
    successMetrics: "40 wills a month",
    challenges: "Online will-writing services undercut us on price.",
  };

  it("gives a US immigration attorney an attorney's plan: flat fees, Avvo, the state bar's rules, notarios", () => {
    const r = readAnswers(reyes, FIXED_PLAN_DAY);
    expect(r.law).toMatchObject({ lawyer: "attorney", rules: "us", state: "Texas", fee: "$3,500", feeService: "marriage green card", feePlus: "the USCIS filing fees", goalUnit: "new flat-fee cases" });
    const p = buildPlan(reyes, FIXED_PLAN_DAY);
    const text = textOf(p);
    expect(p.tactics.map((t) => t.name)).toEqual(
      expect.arrayContaining([
        "A fixed-fee page for every service: a marriage green card for $3,500 plus the USCIS filing fees, and every other service's fee",
        "Reviews on Google and Avvo from every client at the end of the matter, with nothing confidential",
        "Referral relationships with one community organization, one tax preparer and one family law attorney, within the Texas bar's rules",
      ]),
    );
    expect(text).toContain("inquiry");
    expect(text).not.toMatch(/\bVAT\b|\bSRA\b|Home Office|\ba attorney\b/);
    expect(checkPlanQuality(reyes, p, r)).toEqual([]);
  });

  it("gives a wills practice its price list, its guides and an answer to the online will writers", () => {
    const r = readAnswers(hartley, FIXED_PLAN_DAY);
    expect(r.law).toMatchObject({ word: "wills and probate practice", area: "wills", team: 3, priceList: "wills from £250, lasting powers of attorney from £450, and probate for a fixed fee" });
    const p = buildPlan(hartley, FIXED_PLAN_DAY);
    expect(p.tactics.map((t) => t.name)).toEqual(
      expect.arrayContaining([
        "A fixed-fee page for every service: wills from £250, lasting powers of attorney from £450, and probate for a fixed fee",
        "A plain guide per service, starting with 'Making a will: what it costs and what to bring'",
        "Referral relationships with one financial adviser, one accountant and one funeral director, within the SRA's rules",
      ]),
    );
    expect(p.strategySummary).toContain("You said \"Online will-writing services undercut us on price\": the plan doesn't compete on price");
    expect(checkPlanQuality(hartley, p, r)).toEqual([]);
  });
});
