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
    marketplace: r.appStore ?? "{{the app marketplace}}",
  };
}

/** A token that opens a sentence opens it with a capital: "{audience} ask..." → "Developers ask...". */
const SENTENCE_START = /(^|[.!?:]\s+|\n\s*|["“(]\s*)$/;

/** Phrases of ours, not names the founder typed (whose case is theirs). */
const CAPITALISED = new Set(["audience", "competitor", "goal", "geo"]);

export function makeFill(answers: PlanFormData, r: Reading): (text: string) => string {
  const tokens = fillTokens(answers, r);
  return (text) =>
    text.replace(/(?<!\{)\{(\w+)\}(?!\})/g, (m, key: string, offset: number) => {
      const value = tokens[key];
      if (value === undefined) return m;
      return CAPITALISED.has(key) && SENTENCE_START.test(text.slice(Math.max(0, offset - 3), offset)) && !value.startsWith("{{")
        ? value.charAt(0).toUpperCase() + value.slice(1)
        : value;
    });
}
