import { PRODUCT_NAME } from "~/brand";
import type { PlanFormData } from "~/wizard/types";
import { answerFacts, productNameOf } from "./answers";
import type { Finding } from "~/plan-quality/checker";
import { DEFAULT_WISDOM } from "./fixed-texts";
import { phaseTitle } from "./phases";
import { explorerEngine, howToApply, stageStrength, STAGES } from "./levers";
import { normalizePlan, normalizeProfile, splitLabel, type ProfileView } from "./normalize";
import { findingsOnPhase, findingsOnPlan, findingsOnTactic } from "./review";
import { reviewView } from "./review.server";

/**
 * The whole plan (and profile) as a Markdown document: what "Export" downloads. Model text is
 * kept on one line where Markdown needs it (headings, list items) and HTML-looking text is
 * escaped, so a hostile reply cannot change the document's structure.
 */

/**
 * Free text on one line, with the characters Markdown or HTML would act on escaped. Brackets too:
 * no link or image can be written by plan text (a `javascript:` link, a tracking pixel); a bare
 * web address still reads as one.
 */
function inline(value: string): string {
  return value
    .replace(/\s+/g, " ")
    .trim()
    .replace(/([\\`*<[\]])/g, "\\$1");
}

/** Paragraph text: blank-line structure kept; a block cannot turn itself into a heading, quote or list. */
function paragraph(value: string): string {
  return value
    .split(/\n{2,}/)
    .map((block) => inline(block).replace(/^([#>+=-])/, "\\$1").replace(/^(\d+)([.)])/, "$1\\$2"))
    .filter(Boolean)
    .join("\n\n");
}

function bullets(items: string[]): string {
  return items.map((item) => `- ${inline(item)}`).join("\n");
}

/** A fenced block that the content cannot close early: the fence is longer than any backtick run in it. */
export function fenced(content: string, info = "text"): string {
  const longest = Math.max(0, ...(content.match(/`+/g) ?? []).map((run) => run.length));
  const fence = "`".repeat(Math.max(3, longest + 1));
  return `${fence}${info}\n${content.replace(/\r\n?/g, "\n")}\n${fence}`;
}

const PROFILE_LISTS: [keyof ProfileView, string][] = [
  ["demographics", "Demographics"],
  ["behaviors", "Behaviors"],
  ["needs", "Needs"],
  ["painPoints", "Pain Points"],
  ["goals", "Goals"],
  ["objections", "Objections"],
];

function profileSection(profile: ProfileView): string[] {
  const out = ["## Know Your Customer"];
  if (profile.overview) out.push("### Overview", paragraph(profile.overview));
  for (const [key, title] of PROFILE_LISTS) {
    const items = profile[key] as string[];
    if (!items.length) continue;
    out.push(
      `### ${title}`,
      items
        .map((item) => {
          const { label, value } = splitLabel(item);
          return label ? `- **${inline(label)}:** ${inline(value)}` : `- ${inline(value)}`;
        })
        .join("\n"),
    );
  }
  if (profile.buyingProcess) out.push("### Buying Process", paragraph(profile.buyingProcess));
  return out;
}

/** `madeOn`: the day the plan was made, which its checker notes count a dated deadline from (see reviewPlan). */
export function planToMarkdown(plan: unknown, profile?: unknown, answers?: Partial<PlanFormData>, madeOn?: Date): string {
  const view = normalizePlan(plan);
  const customer = normalizeProfile(profile);
  const product = productNameOf(answers);
  const review = reviewView(view, answers, madeOn);
  const notes = (findings: Finding[]) =>
    findings.length ? [findings.map((f) => `> **${inline(f.note)}:** ${inline(f.reason)}`).join("\n>\n")] : [];
  const out: string[] = [];

  out.push(`# ${product ? `${inline(product)}: ` : ""}Go-To-Market Plan`);
  out.push(
    view.source === "built-in"
      ? `_Made with ${PRODUCT_NAME}'s built-in planner from a curated library of tactics._`
      : `_Made with ${PRODUCT_NAME}._`,
  );
  const facts = answerFacts(answers);
  if (facts.length) out.push(facts.map((f) => `- **${f.label}:** ${inline(f.value)}`).join("\n"));

  out.push("## Strategy Overview");
  out.push(view.strategySummary ? paragraph(view.strategySummary) : "_No strategy summary was included in this plan._");
  out.push(...notes(findingsOnPlan(review)));
  if (view.primaryFocus.length) out.push("**Primary focus**", bullets(view.primaryFocus));

  if (customer) out.push(...profileSection(customer));

  out.push("## Marketing Plan");
  if (!view.tactics.length) out.push("_No tactics were included in this plan._");
  view.tactics.forEach((tactic, i) => {
    out.push(`### ${i + 1}. ${inline(tactic.name)}`);
    const badges = [
      tactic.timeFrame && `**Time frame:** ${inline(tactic.timeFrame)}`,
      tactic.impact && `**Impact:** ${inline(tactic.impact)}`,
    ].filter(Boolean);
    if (badges.length) out.push(badges.join(" · "));
    out.push(...notes(findingsOnTactic(review, i)));
    if (tactic.why) out.push(`**Why this fits:** ${inline(tactic.why)}`);
    if (tactic.description) out.push(paragraph(tactic.description));
    if (tactic.implementation.length) out.push("#### Advice", bullets(tactic.implementation));
    if (tactic.resourcesNeeded.length) out.push("#### Resources Needed", bullets(tactic.resourcesNeeded));
    if (tactic.successMetrics.length) out.push("#### Success Metrics", bullets(tactic.successMetrics));
    out.push("#### Template", fenced(review.templates[i] ?? tactic.template));
    if (review.wisdom) out.push(`> **Marketing wisdom:** ${inline(tactic.marketingWisdom || DEFAULT_WISDOM)}`);
  });

  out.push("## Implementation Timeline");
  if (!view.timeline.length) out.push("_No timeline was included in this plan._");
  view.timeline.forEach((phase, i) => {
    const title = phaseTitle(phase.title);
    out.push(
      `### Phase ${i + 1}${title ? `: ${inline(title)}` : ""}${phase.weeks ? ` (${inline(phase.weeks)})` : ""}`,
    );
    out.push(...notes(findingsOnPhase(review, i)));
    out.push(phase.tasks.length ? phase.tasks.map((t) => `- [ ] ${inline(t)}`).join("\n") : "_No tasks listed._");
  });
  out.push("### Success Tips", bullets(review.tips));

  out.push("## Guerilla Tactics");
  const quickWins = view.guerrillaTactics.slice(0, 3);
  if (quickWins.length) {
    out.push(
      "### Quick Wins",
      quickWins
        .map((g) => {
          const meta = [g.costLevel && `Cost: ${inline(g.costLevel)}`, g.impact && `Impact: ${inline(g.impact)}`]
            .filter(Boolean)
            .join(" · ");
          return `- **${inline(g.name)}**${meta ? ` (${meta})` : ""}${g.description ? `: ${inline(g.description)}` : ""}`;
        })
        .join("\n"),
    );
  }
  out.push("### Indie Developer Toolkit");
  for (const group of review.toolkit) {
    out.push(
      `#### ${group.title}`,
      group.cards.map((c) => `- **${c.name}:** ${c.description} _Try this:_ ${c.tryThis}`).join("\n"),
    );
  }

  out.push("## The Marketing Model");
  for (const kind of ["emotion", "logic"] as const) {
    const engine = explorerEngine(kind === "emotion" ? view.emotionEngine : view.logicEngine, kind, review.howTo[kind]);
    out.push(`### ${inline(engine.title)}`, paragraph(engine.description));
    out.push(
      engine.levers
        .map((lever) => {
          const parts = [`- **${inline(lever.name)}**`];
          if (lever.description) parts[0] += `: ${inline(lever.description)}`;
          if (lever.example) parts.push(`  - Example: ${inline(lever.example)}`);
          parts.push(`  - How to apply: ${inline(howToApply(lever))}`);
          return parts.join("\n");
        })
        .join("\n"),
    );
  }
  out.push(
    "### Strength by Stage",
    [
      "| Stage | Emotion | Logic |",
      "| --- | --- | --- |",
      ...STAGES.map((s) => `| ${s} | ${stageStrength("emotion", s, review.kind)} | ${stageStrength("logic", s, review.kind)} |`),
    ].join("\n"),
  );

  return `${out.join("\n\n")}\n`;
}

/** "<product>-gtm-plan.md", reduced to safe ASCII for a Content-Disposition header. */
export function markdownFilename(productName: string | undefined): string {
  const slug = (productName ?? "")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/g, "");
  return `${slug || "marketing"}-gtm-plan.md`;
}

/** Headers for serving the export (used by the resource routes). */
export function markdownHeaders(productName: string | undefined): Record<string, string> {
  return {
    "Content-Type": "text/markdown; charset=utf-8",
    "Content-Disposition": `attachment; filename="${markdownFilename(productName)}"`,
    "Cache-Control": "private, no-store",
    "X-Content-Type-Options": "nosniff",
  };
}
