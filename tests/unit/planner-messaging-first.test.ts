import { describe, expect, it } from "vitest";
import { buildPlan, buildProfile } from "~/generation/planner";
import { TACTIC_LIBRARY } from "~/generation/planner/library";
import { checkPlanQuality } from "~/plan-quality/checker";
import { readMessagingFirst } from "~/plan-quality/messaging-first";
import { readAnswers } from "~/plan-quality/reading";
import { planToMarkdown } from "~/plan-view/markdown.server";
import { BUSINESS_FIXTURES, fixture } from "../support/business-fixtures";
import { FIXED_PLAN_DAY } from "../support/plan-day";
import { promptText } from "../support/plan-checks";

/*
 * Ledgerly, a bookkeeping app for market traders in Lagos who "run everything on WhatsApp, rarely
 * check email and have no computer". A plan of founder emails, posted letters and G2 reviews would
 * never reach them: each test reads what its founder would read in the plan, made on 4 January 2027.
 */

const ledgerly = fixture("lagos-market-traders-app").answers;
const reading = readAnswers(ledgerly, FIXED_PLAN_DAY);
const plan = buildPlan(ledgerly, FIXED_PLAN_DAY);
const markdown = planToMarkdown(plan, buildProfile(ledgerly), ledgerly, FIXED_PLAN_DAY);
const names = plan.tactics.map((t) => t.name);

describe("reading buyers who live on a messaging app", () => {
  it("reads the app and the founder's words", () => {
    expect(reading.kind).toBe("b2b-smb");
    expect(reading.messagingFirst).toEqual({ app: "WhatsApp", quote: "They run everything on WhatsApp, rarely check email and have no computer" });
  });

  it("reads it in Spanish and Portuguese, and for Telegram", () => {
    expect(readMessagingFirst(["Usan WhatsApp para todo, no tienen computadora en el negocio."])?.app).toBe("WhatsApp");
    expect(readMessagingFirst(["Os donos usam o WhatsApp pra tudo."])?.app).toBe("WhatsApp");
    expect(readMessagingFirst(["Shop owners in Tashkent do business on Telegram and don't have a computer at the till."])?.app).toBe("Telegram");
  });

  it("does not fire for an audience that also uses WhatsApp but reads its email", () => {
    expect(readMessagingFirst(["Clinic managers who chat with staff on WhatsApp and answer email all day."])).toBeNull();
    expect(readMessagingFirst(["They rarely check email."])).toBeNull();
    const fired = BUSINESS_FIXTURES.filter((f) => readAnswers(f.answers).messagingFirst).map((f) => f.id);
    expect(fired).toEqual(["lagos-market-traders-app", "guadalajara-cfdi-invoicing"]);
  });
});

describe("the plan Ledgerly's founder reads", () => {
  it("leads with the stall and the chat, and leaves email, letters, review sites and desk demos out", () => {
    expect(names[0]).toBe("WhatsApp for the owners you met: a one-minute video, answers within the hour, updates only to those who said yes");
    expect(names).toContain("In-person visits to businesses in one neighbourhood");
    for (const id of ["smb-founder-email-trigger", "smb-letter-then-phone", "smb-integration-co-marketing", "b2b-review-sites-real-customers", "smb-demo-video-self-serve-trial"]) {
      const name = TACTIC_LIBRARY.find((t) => t.id === id)!.name;
      expect(names).not.toContain(name);
    }
    expect(JSON.stringify(plan.tactics)).not.toMatch(/\bcold email|\bposted letter|\bletterhead\b|\bG2\b|\bCapterra\b|\bemail signature\b/i);
    expect(markdown).toContain("### 1. WhatsApp for the owners you met");
  });

  it("says why in the strategy, in the founder's words", () => {
    expect(plan.strategySummary).toContain(
      'You said "They run everything on WhatsApp, rarely check email and have no computer", so the plan meets them in person and follows up on WhatsApp, only with those who say yes; no cold email, letters or review sites.',
    );
  });

  it("writes to traders only after they say yes, and keeps the video light", () => {
    const chat = plan.tactics[0]!;
    expect(chat.implementation.join(" ")).toMatch(/Set up WhatsApp Business on a number kept for Ledgerly/);
    expect(chat.implementation.join(" ")).toMatch(/save the number only with a yes/);
    expect(chat.implementation.join(" ")).toMatch(/costs little data/);
    expect(chat.template).toContain("we spoke at your {{stall or shop}} today");
    expect(chat.template).toContain("It costs ₦2,500 a month.");
    expect(chat.template).toMatch(/If you'd rather not hear from me, just say so and I won't write again\./);
    expect(chat.template).toMatch(/only to owners who asked for it/);
  });

  it("sets traders up on their phones at the return visit", () => {
    const visits = plan.tactics.find((t) => t.name === "In-person visits to businesses in one neighbourhood")!;
    expect(visits.implementation.join(" ")).toContain("set Ledgerly up with them on the phone or computer they will use it on");
  });

  it("passes the plan checker", () => {
    expect(checkPlanQuality(ledgerly, plan, reading)).toEqual([]);
  });
});

describe("an AI plan for the same traders", () => {
  it("is told to meet them in person and follow up on WhatsApp", () => {
    const prompt = promptText(ledgerly);
    expect(prompt).toContain(
      '- Their buyers run their business on WhatsApp, not at a desk (they said: "They run everything on WhatsApp, rarely check email and have no computer"): no cold email',
    );
  });

  it("is flagged when it cold-emails them anyway", () => {
    const email = TACTIC_LIBRARY.find((t) => t.id === "smb-founder-email-trigger")!;
    const emailing = { ...plan, tactics: [{ ...plan.tactics[0]!, name: email.name, description: email.description }, ...plan.tactics.slice(1)] };
    const reasons = checkPlanQuality(ledgerly, emailing, reading).map((f) => f.reason);
    expect(reasons).toContain(
      'Cold email does not reach traders: you said "They run everything on WhatsApp, rarely check email and have no computer". Meet them in person and follow up on WhatsApp.',
    );
  });
});
