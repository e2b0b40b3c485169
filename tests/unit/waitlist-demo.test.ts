import { describe, expect, it } from "vitest";
import { buildPlan } from "~/generation/planner";
import { checkPlanQuality } from "~/plan-quality/checker";
import { securityHeaders } from "~/security.server";
import { DEMO_BUSINESSES, demoBusiness } from "~/waitlist/demo-businesses";
import { demoFor } from "~/waitlist/demo.server";
import { planFormSchema } from "~/wizard/schemas";
import { SLIDES } from "~/waitlist/slides";

/** The waitlist's demo (the built-in planner for three sample businesses), its slides and its CSP. */

describe.each(DEMO_BUSINESSES.map((b) => [b.slug, b] as const))("the demo business %s", (slug, business) => {
  it("is a complete, valid set of answers", () => {
    expect(planFormSchema.parse(business.answers)).toEqual(business.answers);
  });

  it("gets a plan the plan checker finds nothing wrong with, about this business", () => {
    const plan = buildPlan(business.answers);
    expect(checkPlanQuality(business.answers, plan)).toEqual([]);
    expect(plan.tactics.length).toBeGreaterThanOrEqual(3);
    expect(JSON.stringify(plan)).toContain(business.answers.productName);
  });

  it("is shown as the plan view shows it, reviewed", () => {
    const demo = demoFor(slug);
    expect(demo.slug).toBe(slug);
    expect(demo.plan.tactics.length).toBeGreaterThanOrEqual(3);
    expect(demo.plan.timeline.length).toBeGreaterThan(0);
    expect(demo.profile?.overview).toBeTruthy();
    expect(demo.review.findings).toEqual([]);
    expect(demo.review.templates).toHaveLength(demo.plan.tactics.length);
    expect(demoFor(slug)).toBe(demo); // worked out once
  });
});

describe("demo selection", () => {
  it("offers three different kinds of business and falls back to the first", () => {
    expect(DEMO_BUSINESSES).toHaveLength(3);
    expect(new Set(DEMO_BUSINESSES.map((b) => b.kind)).size).toBe(3);
    expect(demoBusiness("nope")).toBe(DEMO_BUSINESSES[0]);
    expect(demoBusiness(null)).toBe(DEMO_BUSINESSES[0]);
    expect(demoBusiness("recalldesk").answers.productName).toBe("RecallDesk");
  });
});

describe("the carousel's slides", () => {
  it("are the spec's seven, each a sized WebP with alt text naming it", () => {
    expect(SLIDES.map((s) => s.title)).toEqual([
      "Homepage", "Product details", "Generating", "Customer profile", "Guerrilla tactics", "Marketing plan", "Timeline",
    ]);
    for (const slide of SLIDES) {
      expect(slide.src).toMatch(/^\/waitlist-slides\/[a-z-]+\.webp$/);
      expect(slide.width).toBeGreaterThan(0);
      expect(slide.height).toBeGreaterThan(0);
      expect(slide.alt.toLowerCase()).toContain(slide.title.toLowerCase());
    }
  });
});

describe("the demo embed in the CSP", () => {
  const frameSrc = (demoEmbedUrl?: string) =>
    /frame-src ([^;]*)/.exec(securityHeaders("n", { demoEmbedUrl })["Content-Security-Policy"] ?? "")?.[1];

  it("allows only our own frames without DEMO_EMBED_URL", () => {
    expect(frameSrc(undefined)).toBe("'self'");
  });

  it("adds that URL's origin, and only to frame-src", () => {
    const csp = securityHeaders("n", { demoEmbedUrl: "https://demo.arcade.example/share/abc?embed=1" })["Content-Security-Policy"] ?? "";
    expect(frameSrc("https://demo.arcade.example/share/abc?embed=1")).toBe("'self' https://demo.arcade.example");
    expect(csp.replace(/frame-src [^;]*/, "")).not.toContain("arcade");
  });

  it("ignores a value that is not a URL", () => {
    expect(frameSrc("not a url")).toBe("'self'");
  });
});
