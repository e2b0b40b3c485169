import type { PlanFormData } from "~/wizard/types";
import { makeFill } from "~/plan-quality/fill";
import { clip, readAnswers, type Reading } from "~/plan-quality/reading";

export { clip };

/**
 * The answers as the planner uses them: the reading (kind, place, constraints) and `fill`, which
 * puts the founder's own facts into library text (see LibraryTactic for the tokens).
 */
export type PlanContext = {
  answers: PlanFormData;
  reading: Reading;
  product: string;
  fill: (text: string) => string;
};

export function makeContext(answers: PlanFormData, reading: Reading = readAnswers(answers)): PlanContext {
  const fill = makeFill(answers, reading);
  return { answers, reading, product: fill("{product}"), fill };
}
