import { describe, expect, it } from "vitest";
import { fenced, markdownFilename, markdownHeaders, planToMarkdown } from "~/plan-view/markdown.server";
import { FAMILY_TEMPLATES } from "~/plan-view/templates";
import type { PlanFormData } from "~/wizard/types";
import { samplePlan, sampleProfile } from "../support/fixtures";

const answers: Partial<PlanFormData> = {
  productName: "Shipfast",
  productType: "saas",
  productStage: "beta",
  audienceType: "developer",
  audienceGeography: "specific-country",
  specificCountry: "Germany",
  budgetRange: "bootstrapped",
  timeHorizon: "quarter",
  primaryGoal: "signups",
  successMetrics: "100 paying teams",
};

describe("planToMarkdown", () => {
  const md = planToMarkdown(samplePlan, sampleProfile, answers);

  it("has a title, the brief and every section as headings", () => {
    expect(md.startsWith("# Shipfast: Go-To-Market Plan\n")).toBe(true);
    expect(md).toContain("- **Product type:** SaaS (Software as a Service)");
    expect(md).toContain("- **Geography:** Germany");
    for (const heading of [
      "## Strategy Overview", "## Know Your Customer", "## Marketing Plan", "## Implementation Timeline",
      "## Guerilla Tactics", "## The Marketing Model", "### Strength by Stage", "### Success Tips",
      "### Indie Developer Toolkit", "#### Distribution Strategy", "#### Growth Hacking",
    ]) {
      expect(md).toContain(`\n${heading}\n`);
    }
  });

  it("lists the profile with labels", () => {
    expect(md).toContain("- **Role:** founder, CTO or first product manager");
    expect(md).toContain("### Pain Points\n\n- Requests arrive through email");
    expect(md).toContain("### Buying Process");
  });

  it("numbers the tactics, with badges, lists, the chosen template fenced and the wisdom", () => {
    expect(md).toContain("### 1. Founder-led cold outreach to 50 ideal customers");
    expect(md).toContain("**Time frame:** Quick Win · **Impact:** High Impact");
    expect(md).toContain("#### Advice\n\n- List 50 target teams");
    expect(md).toContain("#### Resources Needed\n\n- A spreadsheet");
    expect(md).toContain("#### Success Metrics\n\n- Reply rate above 20%");
    // The sample's own template never names Shipfast, so SPEC 5's keyword rule chooses: "outreach" →
    // the email family template, with the product name in and a slot for what the answers lack.
    const emailTemplate = FAMILY_TEMPLATES.email
      .replace(/\{product\}/g, "Shipfast")
      .replace(/\{website\}/g, "{{link to your page}}")
      .replace(/\{audience\}/g, "{{who it is for}}");
    expect(md).toContain(`#### Template\n\n\`\`\`text\n${emailTemplate}\n\`\`\``);
    expect(md).toContain("> **Marketing wisdom:** Do things that don't scale first");
    expect(md.match(/^### \d+\. /gm)).toHaveLength(samplePlan.tactics.length);
  });

  it("writes the timeline as checklists", () => {
    expect(md).toContain("### Phase 1: Foundation (Weeks 1-2)\n\n- [ ] Write the one-sentence positioning statement");
    expect(md).toContain("### Phase 4: Launch and scale (Weeks 9-12)");
    expect(md.match(/^- \[ \] /gm)).toHaveLength(12);
  });

  it("includes only the first 3 guerrilla tactics and the strength table", () => {
    expect(md).toContain("- **Competitor review mining** (Cost: Free · Impact: High): Read the 2- and 3-star");
    expect(md).not.toContain("Office hours in a community");
    expect(md).toContain("| Consideration | 80 | 95 |");
    expect(md).toContain("- **Transform**: Contrast life before and after");
  });

  it("copes with an empty plan and no answers", () => {
    const empty = planToMarkdown(undefined);
    expect(empty).toContain("# Go-To-Market Plan");
    expect(empty).toContain("_No tactics were included in this plan._");
    expect(empty).not.toContain("Know Your Customer");
    expect(empty).not.toMatch(/undefined|null|\[object Object\]/);
  });

  it("keeps hostile text from changing the document structure", () => {
    const hostile = {
      strategySummary: "# Fake heading\n\n<script>alert(1)</script>",
      tactics: [
        {
          name: "Evil\n## injected",
          description: "**bold** `code`",
          implementation: ["line\n- fake item"],
          template: "x",
        },
      ],
      timeline: [{ title: "T", tasks: ["task\n- [x] done"] }],
    };
    const out = planToMarkdown(hostile, { overview: "> quote" }, { productName: "A\n# B" });
    expect(out).toContain("# A # B: Go-To-Market Plan");
    expect(out).toContain("\\# Fake heading");
    expect(out).toContain("\\<script>alert(1)\\</script>");
    expect(out).toContain("### 1. Evil ## injected");
    expect(out).toContain("- line - fake item");
    expect(out).toContain("- [ ] task - \\[x\\] done");
    expect(out).toContain("\\> quote");
    expect(out).not.toMatch(/^## injected/m);
  });

  it("writes no link or image from plan text (issue 12: javascript: links, tracking pixels)", () => {
    const out = planToMarkdown({
      strategySummary: "Read [our guide](javascript:alert(document.cookie)) first ![](https://tracker.example/p.gif?u=1)",
      tactics: [{ name: "[Click](data:text/html,x)", description: "See https://example.com/guide", template: "x" }],
    });
    expect(out).not.toMatch(/(?<!\\)\[[^\]]*(?<!\\)\]\(/); // no unescaped [text]( anywhere
    expect(out).toContain("Read \\[our guide\\](javascript:alert(document.cookie)) first !\\[\\](https://tracker.example/p.gif?u=1)");
    expect(out).toContain("### 1. \\[Click\\](data:text/html,x)");
    expect(out).toContain("See https://example.com/guide"); // a bare web address is left to read as one
  });
});

describe("fences, file names and headers", () => {
  it("uses a fence longer than any backtick run in the content", () => {
    expect(fenced("a ``` b")).toBe("````text\na ``` b\n````");
    expect(fenced("plain")).toBe("```text\nplain\n```");
  });
  it("names the file after the product", () => {
    expect(markdownFilename("Shipfast")).toBe("shipfast-gtm-plan.md");
    expect(markdownFilename("Café Über: App!")).toBe("cafe-uber-app-gtm-plan.md");
    expect(markdownFilename('"; rm -rf /')).toBe("rm-rf-gtm-plan.md");
    expect(markdownFilename("")).toBe("marketing-gtm-plan.md");
    expect(markdownFilename(undefined)).toBe("marketing-gtm-plan.md");
    expect(markdownFilename("界面")).toBe("marketing-gtm-plan.md");
  });
  it("serves Markdown as an attachment", () => {
    expect(markdownHeaders("Shipfast")).toMatchObject({
      "Content-Type": "text/markdown; charset=utf-8",
      "Content-Disposition": 'attachment; filename="shipfast-gtm-plan.md"',
    });
  });
});
