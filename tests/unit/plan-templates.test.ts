import { describe, expect, it } from "vitest";
import { normalizePlan } from "~/plan-view/normalize";
import { reviewView } from "~/plan-view/review.server";
import {
  chooseTemplate, FAMILY_TEMPLATES, isUsableServerTemplate, templateFamily, type TemplateFamily,
} from "~/plan-view/templates";
import { fixture } from "../support/business-fixtures";

/** A family template as shown without answers: what Liftoff would fill stays a {{slot}}. */
const unfilled = (family: TemplateFamily) =>
  FAMILY_TEMPLATES[family]
    .replace(/\{product\}/g, "{{your product}}")
    .replace(/\{website\}/g, "{{link to your page}}")
    .replace(/\{audience\}/g, "{{who it is for}}");

// An email-shaped server template: > 100 chars, "Subject:" and a mention of "email".
const serverEmail =
  "Subject: A quick question\n\nHi [Name],\n\nI am writing this email because our tool helps teams like yours ship faster. Could we talk?";

describe("template family by tactic name (SPEC 5)", () => {
  const cases: [string, TemplateFamily][] = [
    ["Cold EMAIL sequence", "email"],
    ["Founder-led outreach to 50 teams", "email"],
    ["Sales demos for SMBs", "email"],
    ["LinkedIn thought leadership", "linkedin"],
    ["Content hub", "content"],
    ["Weekly blog posts", "content"],
    ["Social proof wall", "social"],
    ["Monthly webinar", "webinar"],
    ["Hands-on workshop series", "webinar"],
    ["Launch week stack", "launch"],
    ["Product Hunt day", "launch"],
    ["Integration partner co-marketing", "partner"],
    ["Creator collaboration", "partner"],
    ["Referral programme", "referral"],
    ["Public build log on two communities", "generic"],
    ["", "generic"],
  ];
  it.each(cases)("%s → %s", (name, family) => {
    expect(templateFamily(name)).toBe(family);
  });

  it("checks families in the spec's order: the first keyword family wins", () => {
    expect(templateFamily("LinkedIn outreach")).toBe("email");
    expect(templateFamily("Blog launch")).toBe("content");
    expect(templateFamily("Social launch")).toBe("social");
  });

  it("has a real, distinct template for every family", () => {
    const texts = Object.values(FAMILY_TEMPLATES);
    expect(new Set(texts).size).toBe(texts.length);
    for (const text of texts) expect(text.length).toBeGreaterThan(300);
    expect(FAMILY_TEMPLATES.email).toMatch(/^Subject:/);
    expect(FAMILY_TEMPLATES.generic).toMatch(/Follow-up/);
    // One placeholder style: {token}s Liftoff fills, {{slots}} for the sender; no [brackets].
    for (const text of texts) {
      expect(text).not.toMatch(/\[[^\]\n]+\]/);
      expect(text).toContain("{product}");
    }
  });
});

describe("server template use (SPEC 5)", () => {
  it("uses an email-shaped server template when the name is free of blockers", () => {
    expect(isUsableServerTemplate("Community AMA", serverEmail)).toBe(true);
    expect(chooseTemplate("Community AMA", serverEmail)).toBe(serverEmail);
  });

  it("accepts 'hi [' instead of 'subject:', with template/message/script mentions", () => {
    const hi = `Hi [First name], here is a short message about our product. ${"It helps you a lot. ".repeat(5)}`;
    expect(isUsableServerTemplate("Directory listings", hi)).toBe(true);
    const script = `Subject: call\n\nUse this script on the call. ${"Say what it does. ".repeat(6)}`;
    expect(isUsableServerTemplate("Directory listings", script)).toBe(true);
  });

  it("refuses templates of 100 characters or fewer", () => {
    const short = "Subject: hello — a short email.".padEnd(100, ".");
    expect(short.length).toBe(100);
    expect(isUsableServerTemplate("Community AMA", short)).toBe(false);
    expect(isUsableServerTemplate("Community AMA", `${short}.`)).toBe(true);
  });

  it("refuses text that does not look like an email", () => {
    const noGreeting = `Dear friend, this email explains ${"a lot of things ".repeat(8)}`;
    expect(isUsableServerTemplate("Community AMA", noGreeting)).toBe(false);
    const noMention = `Subject: hello\n\nHi [Name], ${"we build tools for you. ".repeat(6)}`;
    expect(isUsableServerTemplate("Community AMA", noMention)).toBe(false);
    expect(isUsableServerTemplate("Community AMA", undefined)).toBe(false);
    expect(isUsableServerTemplate("Community AMA", 42 as unknown as string)).toBe(false);
  });

  it.each(["email", "outreach", "content", "template", "partner", "linkedin", "message", "campaign", "social"])(
    "keeps the family template when the name contains %s",
    (word) => {
      const name = `Big ${word.toUpperCase()} push`;
      expect(isUsableServerTemplate(name, serverEmail)).toBe(false);
      expect(chooseTemplate(name, serverEmail)).toBe(unfilled(templateFamily(name)));
    },
  );

  it("falls back to the family template (generic outreach + follow-up) otherwise", () => {
    expect(chooseTemplate("Public build log", "Title: What we learned")).toBe(unfilled("generic"));
    expect(chooseTemplate("Referral loop", "")).toBe(unfilled("referral"));
  });

  it("fills the product, link and audience from the answers, leaving only what Liftoff cannot know", () => {
    const answers = { ...fixture("freelancer-invoicing").answers, productName: "Shipfast $& Co", productWebsite: "https://shipfast.example" };
    const text = reviewView(normalizePlan({ tactics: [{ name: "Cold email", description: "x" }] }), answers).templates[0];
    expect(text).toContain("I'm building Shipfast $& Co, which helps freelance designers");
    expect(text).toContain("https://shipfast.example");
    expect(text).not.toMatch(/\{(product|website|audience)\}/);
    expect(text).toContain("{{first name}}");
    // Without the full answers, the bare product name still goes in.
    expect(chooseTemplate("Cold email", null, "Shipfast")).toContain("I'm building Shipfast, which");
  });
});

describe("a tactic's own template (issue 10: the view keeps it)", () => {
  const bakery = fixture("lyon-bakery").answers;
  const plan = (template: string, name = "Abandoned cart email flow") =>
    normalizePlan({ tactics: [{ name, description: "Remind people who left bread in their cart.", template }], timeline: [] });

  it("shows the tactic's own template when the checker finds it written for the tactic", () => {
    const own =
      "Subject: Your Maison Dupont order is still waiting\n\nHi {{first name}}, you left a pain de campagne in your cart. Collect it tomorrow from 7am.";
    const view = plan(own);
    expect(reviewView(view, bakery).templates[0]).toBe(own);
  });

  it("falls back to SPEC 5's keyword choice when the template is not written for the tactic, or missing", () => {
    const cold = "Subject: Quick question about {{specific problem}} at {{company}}\n\nHi {{first name}}, I'm building Maison Dupont for your cart.";
    const view = plan(cold);
    const shown = reviewView(view, bakery).templates[0];
    expect(shown).not.toBe(cold);
    expect(shown).toContain("Maison Dupont");
    const none = plan("", "Referral loop");
    expect(reviewView(none, bakery).templates[0]).toContain("Maison Dupont");
  });

  it("keeps the own template of a plan saved without its answers when it names the product", () => {
    const own = "Subject: a note\n\nHi {{first name}}, Maison Dupont has a reason for you to come back this week: fresh bread.";
    const view = plan(own);
    expect(reviewView(view, { productName: "Maison Dupont" }).templates[0]).toBe(own);
    const other = plan("Subject: a note\n\nHi {{first name}}, a message with a reason to come back this week to the shop for fresh bread.");
    expect(reviewView(other, { productName: "Maison Dupont" }).templates[0]).toContain("Maison Dupont");
  });
});
