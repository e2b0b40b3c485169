import { describe, expect, it } from "vitest";
import {
  chooseTemplate, FAMILY_TEMPLATES, isUsableServerTemplate, templateFamily, type TemplateFamily,
} from "~/plan/templates";

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
      expect(chooseTemplate(name, serverEmail)).toBe(FAMILY_TEMPLATES[templateFamily(name)]);
    },
  );

  it("falls back to the family template (generic outreach + follow-up) otherwise", () => {
    expect(chooseTemplate("Public build log", "Title: What we learned")).toBe(FAMILY_TEMPLATES.generic);
    expect(chooseTemplate("Referral loop", "")).toBe(FAMILY_TEMPLATES.referral);
  });

  it("puts the product name into [Product] placeholders, leaving other placeholders", () => {
    const text = chooseTemplate("Cold email", null, { productName: "Shipfast $& Co" });
    expect(text).toContain("I'm building Shipfast $& Co, which");
    expect(text).not.toContain("[Product]");
    expect(text).toContain("[First name]");
  });
});
