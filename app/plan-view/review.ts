import type { Finding } from "~/plan-quality/checker";
import type { BusinessKind } from "~/plan-quality/kinds";
import type { PlanFormData } from "~/wizard/types";
import { INDIE_TOOLKIT, SUCCESS_TIPS, type ToolkitGroup } from "./fixed-texts";
import type { PlanView } from "./normalize";
import { chooseTemplate } from "./templates";

/**
 * What the plan checker and the answers say about a plan, worked out on the server
 * (review.server.ts) so the view only renders it: the findings, the template each tactic card
 * shows, the toolkit written for this kind of business, and who the buyers are.
 */
export type PlanReview = {
  findings: Finding[];
  /** The template each tactic card shows, by tactic index. */
  templates: string[];
  toolkit: ToolkitGroup[];
  /** The four success tips, written for this kind of business. */
  tips: string[];
  /** The kind of business, for the strength by stage; null when the answers are incomplete. */
  kind: BusinessKind | null;
  audience: string | null;
  /**
   * The Marketing Model's "How to apply" lines for each engine, fitted on the server to where the founder
   * meets customers (app/plan-view/how-to.server.ts); null for the stock lines. The page gets only these.
   */
  howTo: Record<"emotion" | "logic", Record<string, string> | null>;
  /** Show the marketing wisdom tips (the founder may have unticked them). */
  wisdom: boolean;
};

/** The wisdom tip a card shows: none when the founder unticked "Include expert marketing insights". */
export function showsWisdom(answers: Partial<PlanFormData> | undefined): boolean {
  return answers?.includeMarketingWisdom !== false;
}

/**
 * A plan that cannot be checked (saved without all its answers, or shown by a component on its
 * own): no findings, the stock toolkit, and each tactic's own template when it names the product,
 * the one check that needs only the name; otherwise SPEC 5's choice with the name filled in.
 */
export function unreviewed(view: PlanView, answers?: Partial<PlanFormData>): PlanReview {
  const product = typeof answers?.productName === "string" ? answers.productName.trim() : "";
  const namesProduct = (template: string) => product.length < 2 || template.toLowerCase().includes(product.toLowerCase());
  return {
    findings: [],
    templates: view.tactics.map((t) =>
      t.template.trim() && namesProduct(t.template) ? t.template : chooseTemplate(t.name, t.template, product),
    ),
    toolkit: INDIE_TOOLKIT,
    tips: SUCCESS_TIPS,
    kind: null,
    audience: null,
    howTo: { emotion: null, logic: null },
    wisdom: showsWisdom(answers),
  };
}

export const findingsOnTactic = (review: PlanReview, index: number) =>
  review.findings.filter((f) => f.target.kind === "tactic" && f.target.index === index);
export const findingsOnPhase = (review: PlanReview, index: number) =>
  review.findings.filter((f) => f.target.kind === "timeline" && f.target.index === index);
export const findingsOnPlan = (review: PlanReview) => review.findings.filter((f) => f.target.kind === "plan");
