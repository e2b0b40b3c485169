import type { PlanFormData } from "~/wizard/types";
import { checkPlanQuality, findingsByTactic, templateMisfit, type Finding } from "~/plan-quality/checker";
import { readAnswers, type Reading } from "~/plan-quality/reading";
import type { PlanView, TacticView } from "./normalize";
import { completeAnswers } from "./answers";
import { chooseTemplate } from "./templates";

/**
 * What the plan checker says about a plan being shown: the same findings on the result page, the
 * saved previews and the Markdown export, worked out from the answers the plan was made for. Plans
 * saved without a full set of answers are shown as they are, unchecked.
 */
export type PlanQuality = {
  answers: PlanFormData;
  reading: Reading;
  findings: Finding[];
  byTactic: Map<number, Finding[]>;
};

export function planQuality(view: PlanView, answers: Partial<PlanFormData> | undefined): PlanQuality | null {
  const complete = completeAnswers(answers);
  if (!complete) return null;
  const reading = readAnswers(complete);
  const findings = checkPlanQuality(complete, view, reading);
  return { answers: complete, reading, findings, byTactic: findingsByTactic(findings) };
}

/**
 * The template a tactic card shows: the tactic's own whenever it has one that the checker finds
 * written for it; SPEC 5's keyword rules choose only for a tactic without one.
 */
export function tacticTemplate(tactic: TacticView, quality: PlanQuality | null, answers?: Partial<PlanFormData>): string {
  const own = tactic.template.trim();
  if (own && ownTemplateFits(tactic, quality, answers)) return tactic.template;
  return chooseTemplate(tactic.name, tactic.template, { answers: quality?.answers ?? answers, reading: quality?.reading });
}

/**
 * The checker's verdict on the tactic's own template; for a plan saved without all its answers,
 * the one check that needs only the name: a template written for this plan names the product.
 */
function ownTemplateFits(tactic: TacticView, quality: PlanQuality | null, answers?: Partial<PlanFormData>): boolean {
  if (quality) return templateMisfit(tactic, quality.answers, quality.reading) === null;
  const product = typeof answers?.productName === "string" ? answers.productName.trim() : "";
  return product.length < 2 || tactic.template.toLowerCase().includes(product.toLowerCase());
}

/** The wisdom tip a card shows: none when the founder unticked "Include expert marketing insights". */
export function showsWisdom(answers: Partial<PlanFormData> | undefined): boolean {
  return answers?.includeMarketingWisdom !== false;
}
