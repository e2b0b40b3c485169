import { describe, expect, it } from "vitest";
import { buildPlan, buildProfile } from "~/generation/planner";
import { checkPlanQuality, type CheckedPlan } from "~/plan-quality/checker";
import { clinicWordOf } from "~/plan-quality/clinic";
import { readAnswers } from "~/plan-quality/reading";
import { planToMarkdown } from "~/plan-view/markdown.server";
import { BUSINESS_FIXTURES, fixture } from "../support/business-fixtures";
import { FIXED_PLAN_DAY } from "../support/plan-day";
import { checkedTactic, promptText } from "../support/plan-checks";

/*
 * Greenway Dental: a private dental practice in Harrogate (three dentists and a hygienist, a £75 new-patient
 * exam, an £18 a month membership plan for two check-ups and two hygiene visits a year, Invisalign and
 * implants, space on weekday afternoons, 40% of patients seen once never come back), GDC advertising
 * guidance, four hours a week, goal: retention. It used to get a shop's plan (a sign-up card at the till, a
 * WhatsApp list for regulars, a text when the "yearly service" is due, ads "within a short drive of the
 * shop"). Each test reads what its founder would read in a plan made on Monday 4 January 2027.
 */

const dentalAnswers = fixture("harrogate-dental-practice").answers;

function made(answers: typeof dentalAnswers) {
  const reading = readAnswers(answers, FIXED_PLAN_DAY);
  const plan = buildPlan(answers, FIXED_PLAN_DAY);
  const markdown = planToMarkdown(plan, buildProfile(answers), answers, FIXED_PLAN_DAY);
  const names = plan.tactics.map((t) => t.name);
  const tacticText = plan.tactics.map((t) => [t.name, t.why, t.description, ...t.implementation, t.template].join("\n")).join("\n");
  return { reading, plan, markdown, names, tacticText };
}

const dental = made(dentalAnswers);

/** What the shop's plan said that means nothing to a dental practice. */
const SHOP_LINES = /\bby the till\b|\bat the till\b|\bregulars\b|\byearly service\b|\bshort drive of the shop\b|\bthe shop's phone\b|\bstamp cards?\b|\bgift vouchers?\b|\bthe weekday extra\b|\binjur(?:y|ies)\b|\brun clubs?\b|\bpets?\b/i;

/** A US dental office: HIPAA, a state board, "accepting new patients", no NHS. */
const usAnswers = {
  ...structuredClone(dentalAnswers),
  productName: "Maple Street Dental",
  productWebsite: "https://maplestreetdental.com",
  productDescription:
    "Maple Street Dental is a family dental office in Columbus, Ohio, with two dentists. A new patient exam and cleaning is $150, " +
    "and our in-house membership plan is $29 a month for two exams and two cleanings a year. We also offer clear aligners and whitening. " +
    "Our schedule has space on weekday mornings.",
  localRegion: "Columbus, Ohio",
  audiencePersona: "Families and working adults in Columbus without dental insurance who want a dentist they trust and prices up front.",
  successMetrics: "200 plan members by December",
  challenges: "The office manager has three hours a week.",
};
const us = made(usAnswers);

describe("reading a dental practice", () => {
  it("reads the practice, its prices, the plan, the treatments, the quiet afternoons and the patients who never return", () => {
    expect(dental.reading.kind).toBe("local");
    expect(dental.reading.clinic).toMatchObject({
      care: "teeth",
      word: "dental practice",
      practitioner: "dentist",
      price: 75,
      symbol: "£",
      planPrice: 18,
      planCovers: "two check-ups and two hygiene visits a year",
      goalPlans: 300,
      quiet: "weekday afternoons",
      oneOff: 40,
      treatments: ["Invisalign", "implants"],
      nhs: true,
      uk: true,
    });
  });

  it("recognises a US dental office, and not software for dental front desks", () => {
    expect(us.reading.clinic).toMatchObject({ care: "teeth", word: "dental office", price: 150, planPrice: 29, goalPlans: 200, byMonth: "December", quiet: "weekday mornings", us: true, uk: false, nhs: false, state: "Ohio" });
    expect(clinicWordOf("A dental surgery in Ripon with two dentists.")).toMatchObject({ care: "teeth", word: "dental surgery" });
    expect(clinicWordOf("RecallDesk: recall reminders and scheduling software for dental practices.")).toBeNull();
    expect(clinicWordOf("Scheduling software for dentists.")).toBeNull();
    expect(readAnswers(fixture("dental-saas").answers, FIXED_PLAN_DAY).clinic).toBeNull();
  });

  it("leaves the vet practice and the physio as they were, and fires for no other fixture", () => {
    expect(readAnswers(fixture("didsbury-vet-practice").answers, FIXED_PLAN_DAY).clinic?.care).toBe("vet");
    expect(readAnswers(fixture("boise-physio-quiet-mornings").answers, FIXED_PLAN_DAY).clinic?.care).toBe("body");
    const teeth = BUSINESS_FIXTURES.filter((f) => readAnswers(f.answers, FIXED_PLAN_DAY).clinic?.care === "teeth").map((f) => f.id);
    expect(teeth).toEqual(["harrogate-dental-practice"]);
  });
});

describe("Greenway Dental's plan", () => {
  it("starts with the patients who never come back, then the membership plan, new patients, treatment pages, reviews, the quiet afternoons, ads and referrals", () => {
    expect(dental.names).toEqual([
      "Every patient leaves with the next check-up booked, and a recall reminder when it is due",
      "The membership plan at every visit and on the website: £18 a month for two check-ups and two hygiene visits a year, and the saving",
      "A welcome for people who can't get an NHS appointment: an honest new-patient page and a new-patient exam at £75",
      "Google Business Profile and a page for each treatment (Invisalign and implants), priced 'from'",
      "Honest Google reviews, asked for and answered the way the rules allow",
      "Appointments on weekday afternoons for the people free then: retired people, shift workers and school-age children after school",
      "Google search ads on the searches people make for a new dentist or a treatment, sent to a new-patient exam at £75",
      "Referrals from patients who recommend us, and the staff of local employers",
    ]);
    expect(dental.plan.tactics[0]!.why).toContain("the 40% of patients seen once who never come back");
  });

  it("sends recall reminders only with consent, and writes to the patients seen once", () => {
    expect(dental.tacticText).toContain("May we remind you by text or email when your check-up and hygiene visit are due?");
    expect(dental.tacticText).toContain("only to patients who agreed to reminders (keep a note of when and how they agreed, as UK GDPR expects)");
    expect(dental.tacticText).toContain("Hi {{first name}}, it's Greenway Dental. Your {{check-up or hygiene visit}} is due in {{month}}. Book at {{link to your page}}");
    expect(dental.tacticText).toContain("It's been a while since your first visit, and your check-up is due. If anything put you off coming back, I'd like to know");
    // The win-back is set up in the first weeks, not left for month seven.
    const firstPhase = dental.markdown.slice(dental.markdown.indexOf("### Phase 1"), dental.markdown.indexOf("### Phase 2"));
    expect(firstPhase).toContain("send the win-back message in the template to twenty a week");
  });

  it("sells the membership plan in money terms, with the goal's arithmetic", () => {
    expect(dental.tacticText).toContain("On the plan: £18 a month (£216 a year), so you save {{saving}}");
    expect(dental.tacticText).toContain("Paid visit by visit, the same care costs {{check-up price}} × 2 + {{hygiene price}} × 2");
    expect(dental.markdown).toContain("300 new members is about six a week over the 52 weeks, and £5,400 a month coming in once they have all joined");
    expect(dental.markdown).toContain("You said 40% of the patients you see once never come back");
  });

  it("welcomes people leaving NHS dentistry honestly, and checks every page against the GDC's guidance", () => {
    expect(dental.tacticText).toContain("Looking for a dentist in Harrogate? Greenway Dental is taking new patients.");
    expect(dental.tacticText).toContain("nothing that runs down another practice or the NHS");
    expect(dental.tacticText).toContain("\"specialist\" only for a dentist on the GDC's specialist list");
    expect(dental.tacticText).toContain("Price: from {{the treatment's starting price}}");
    expect(dental.tacticText).toContain("credit adverts are regulated by the FCA: check with your provider");
    expect(dental.tacticText).toContain("'Invisalign Harrogate', 'dental implants Harrogate'");
    expect(dental.tacticText).toContain("never confirm that the reviewer is a patient or mention their treatment in public");
  });

  it("offers the quiet afternoons to the people free then, and asks patients and employers for referrals", () => {
    expect(dental.tacticText).toContain("Free on weekday afternoons? So are we.");
    expect(dental.tacticText).toContain("Children's check-ups after school on weekday afternoons");
    expect(dental.tacticText).toContain("A friend thought you'd like Greenway Dental, Harrogate: a new-patient exam at £75.");
    expect(dental.tacticText).toContain("practice manager at Greenway Dental in Harrogate");
  });

  it("has none of the shop's lines it used to get, and a dental practice's profile, tips and toolkit", () => {
    expect(dental.markdown).not.toMatch(SHOP_LINES);
    expect(dental.markdown).toContain("No dentist nearby taking new patients, or a first appointment months away");
    expect(dental.markdown).toContain("“Will it hurt?”");
    expect(dental.markdown).toContain("Send twenty win-back messages a week to patients seen once");
    expect(dental.markdown).toContain("Team up with local employers: a lunchtime talk for their staff");
    expect(dental.markdown).toContain("Greenway Dental is the private dental practice that sees you soon and shows the price first");
    expect(dental.markdown).toContain("keeps to about 3.5 hours a week");
  });

  it("passes the checker", () => {
    expect(checkPlanQuality(dentalAnswers, dental.plan, dental.reading)).toEqual([]);
  });
});

describe("a US dental office", () => {
  it("gets HIPAA, its state board and 'accepting new patients', and no NHS", () => {
    expect(promptText(usAnswers)).toContain("under HIPAA a reply can disclose health information");
    expect(us.tacticText).toContain("the Ohio dental board's rules on advertising");
    expect(us.tacticText).toContain("'dentist accepting new patients Columbus'");
    expect(us.tacticText).toContain("check HIPAA and the TCPA");
    expect(us.tacticText).toContain("each dentist's license number where it is expected");
    expect(us.tacticText).toContain("Appointments on weekday mornings for the people free then: retired people, shift workers and parents once the school run is done");
    expect(us.markdown).toContain("Puts off a check-up for months when nothing hurts, until a reminder or a toothache");
    expect(us.tacticText).not.toMatch(/\bNHS\b|\bGDC\b/);
    expect(us.markdown).not.toMatch(SHOP_LINES);
    expect(checkPlanQuality(usAnswers, us.plan, us.reading)).toEqual([]);
  });
});

describe("the AI prompt and the checker on a dental practice", () => {
  it("tells the AI what a dental practice's plan is made of", () => {
    const prompt = promptText(dentalAnswers);
    expect(prompt).toContain("A dental practice, which patients register with and come back to for check-ups, not an app, a shop or a salon");
    expect(prompt).toContain("the membership plan (£18 a month for two check-ups and two hygiene visits a year) offered at every visit");
    expect(prompt).toContain("worded honestly and never knocking the NHS");
    expect(prompt).toContain("\"specialist\" only for a dentist on the GDC's specialist list");
  });

  it("flags the shop's plan Greenway Dental used to get", () => {
    const shopPlan: CheckedPlan = {
      tactics: [
        checkedTactic({ name: "A sign-up card at the till and one email a month for regulars", description: "Put the sign-up card by the till." }),
        checkedTactic({ name: "A text to past customers when their yearly service is due", description: "Text them when the yearly service is due." }),
        checkedTactic({ name: "Google search ads within a short drive of the shop", description: "Ads shown within a short drive of the shop." }),
        checkedTactic({ name: "Reply to every Google review", description: "Thank them for the reviews and mention what they liked." }),
      ],
      timeline: [],
    };
    const findings = checkPlanQuality(dentalAnswers, shopPlan, dental.reading);
    expect(findings.filter((f) => f.rule === "channel-fit").map((f) => (f.target.kind === "tactic" ? f.target.index : -1))).toEqual([0, 1, 2]);
    const reasons = findings.filter((f) => f.target.kind === "plan").map((f) => f.reason).join("\n");
    expect(reasons).toContain("You said 40% of patients seen once never come back, and no tactic books the next check-up");
    expect(reasons).toContain("no tactic explains the membership plan in money terms");
    expect(reasons).toContain("and no tactic asks either");
    expect(reasons).toContain("a practice never discusses a patient or their care in a public reply");
    expect(reasons).toContain("You said weekday afternoons are empty, and no tactic fills them");
  });

  it("flags 'specialist' used without the check", () => {
    const claim: CheckedPlan = {
      tactics: [checkedTactic({ name: "Implant page", description: "Say our implant specialist gives you a perfect smile. Recall reminders when the check-up is due." })],
      timeline: [],
    };
    const reasons = checkPlanQuality(dentalAnswers, claim, dental.reading).map((f) => f.reason).join("\n");
    expect(reasons).toContain("allow the title only for a dentist on the specialist list");
  });
});
