import { describe, expect, it } from "vitest";
import { normalizePlan } from "~/plan-view/normalize";
import { unreviewed } from "~/plan-view/review";
import type { PreviewPlan } from "~/saved-plans/preview.server";
import { LegacyPreview } from "~/saved-plans/ui/LegacyPreview";
import type { PlanFormData } from "~/wizard/types";
import { samplePlan } from "../support/fixtures";
import { renderAt } from "../support/render";

/** /preview: its own cards and tactic tabs, each card drawn by the plan result view's section components. */

const answers = { productName: "Rocketboard", productDescription: "A calm planning board.", productType: "saas" } as PlanFormData;
const plan: PreviewPlan = {
  id: 7,
  answers,
  generatedPlan: samplePlan,
  customerProfile: null,
  createdAt: "2025-01-05T10:00:00.000Z",
  review: unreviewed(normalizePlan(samplePlan), answers),
};

const render = (url: string) => renderAt(url, <LegacyPreview plan={plan} />);

describe("LegacyPreview", () => {
  const html = render("/preview?id=7");

  it("keeps its six cards in order, each under its own h2", () => {
    const titles = [...html.matchAll(/<h2 id="(\w+)"[^>]*>([^<]+)<\/h2>/g)].map((m) => [m[1], m[2]]);
    expect(titles).toEqual([
      ["summary", "Plan Summary"],
      ["overview", "Strategy Overview"],
      ["model", "Marketing Model"],
      ["tactics", "Tactics"],
      ["timeline", "Timeline"],
      ["guerrilla", "Guerrilla Ideas"],
    ]);
    // Duplicate and Edit fill the form, so each is a form posting to /create.
    expect(html).toMatch(/<form method="post" action="\/create"[^>]*><input type="hidden" name="from" value="7"\/><input type="hidden" name="mode" value="duplicate"\/><button type="submit"[^>]*>Duplicate<\/button><\/form>/);
    expect(html).toMatch(/<form method="post" action="\/create"[^>]*><input type="hidden" name="from" value="7"\/><input type="hidden" name="mode" value="edit"\/><button type="submit"[^>]*>Edit<\/button><\/form>/);
  });

  it("shows one tab per tactic, the first selected, each panel a tactic card", () => {
    expect((html.match(/role="tab"/g) ?? []).length).toBe(samplePlan.tactics.length);
    expect((html.match(/role="tabpanel"/g) ?? []).length).toBe(samplePlan.tactics.length);
    expect((html.match(/class="tactic-card /g) ?? []).length).toBe(samplePlan.tactics.length);
    expect(html).toMatch(/aria-selected="true"[^>]*>1(<!-- -->)?\. (<!-- -->)?Founder-led cold outreach/);
    expect(html).toContain('id="tactic-2-title"');
  });

  it("follows ?tab=", () => {
    expect(render("/preview?id=7&tab=2")).toMatch(/aria-selected="true"[^>]*>2(<!-- -->)?\. (<!-- -->)?Public build log/);
  });

  it("draws the cards with the section components: the lever explorers, the checklists, the quick wins", () => {
    expect((html.match(/type="radio"/g) ?? []).length).toBe(8);
    expect(html).toContain("phase-card");
    expect(html).toContain("Quick wins for your product");
    expect(html).not.toContain("STRATEGY OVERVIEW");
    expect(html).toContain(samplePlan.primaryFocus[0]);
  });
});
