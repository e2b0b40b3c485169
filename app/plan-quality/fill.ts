import { GOALS, labelOf } from "~/wizard/options";
import type { PlanFormData } from "~/wizard/types";
import { clip, type Reading } from "./reading";

/**
 * Puts the founder's own facts into text written with {token}s (the planner's library, the view's
 * fallback templates). What Liftoff cannot know becomes a {{slot}} for the sender; {{slots}} already
 * in the text stay as they are. One placeholder style everywhere.
 */
export function fillTokens(answers: PlanFormData, r: Reading): Record<string, string> {
  return {
    product: clip(answers.productName, 80) || "your product",
    website: clip(answers.productWebsite, 120).replace(/\/+$/, "") || "{{link to your page}}",
    audience: r.audience,
    place: r.place || "your market",
    geo: r.place ? `in ${r.place}` : "worldwide",
    price: r.price ?? "{{your price}}",
    competitor: r.competitor ?? "{{what they use today}}",
    pitch: r.pitch,
    goal: labelOf(GOALS, answers.primaryGoal).toLowerCase(),
    metrics: clip(answers.successMetrics, 140) || "your success metrics",
    language: r.language,
  };
}

export function makeFill(answers: PlanFormData, r: Reading): (text: string) => string {
  const tokens = fillTokens(answers, r);
  return (text) => text.replace(/(?<!\{)\{(\w+)\}(?!\})/g, (m, key: string) => tokens[key] ?? m);
}
