import { sentencesOf } from "./channels";
import { upperFirst } from "./words";

/**
 * A founder who will not cut their price ("I don't want to discount my labour", "no discounts") and
 * the tactics that would: one reading for every kind, used by the planner (which leaves such tactics
 * out), the checker (which flags them in any plan) and the places to stay (whose plan says so). Pure.
 */

/** "We don't want to discount", "no discounts", "I won't cut my prices": the price stays. */
const NO_DISCOUNT =
  /\b(?:don'?t|do not|won'?t|will not|never|refuse to|rather not|not going to)\s+(?:want to\s+|\w+\s+)?(?:discount|cut (?:our |my |the )?(?:prices?|rates?)|lower (?:our |my |the )?(?:prices?|rates?)|drop (?:our |my |the )?(?:prices?|rates?))\b|\bno discount(?:s|ing)?\b/i;

/** The clause that says it: "…half empty in April, May and October, and we don't want to discount" → "We don't want to discount". */
export function noDiscountIn(text: string): string | null {
  for (const sentence of sentencesOf(text)) {
    const clause = sentence.split(/,\s*(?:and|but|so)\s+|;\s*/).find((c) => NO_DISCOUNT.test(c));
    if (clause) return upperFirst(clause.trim().replace(/[.!]+$/, ""));
  }
  return null;
}

/** An offer that lowers the price: "a small discount", "10% off", "half price", "2-for-1", "money off". */
const PRICE_CUT = /\bdiscount(?:s|ed)?\b|\b\d{1,2}\s?% off\b|\bhalf[- ]price\b|\b(?:2|two)[- ]for[- ](?:1|one)\b|\bmoney off\b|\bcheaper rate\b/i;

/** Words that turn a sentence about a discount into one that rules it out ("never offer a discount", "no discount"). */
const RULED_OUT = /\b(?:no|not|never|without|instead of|rather than|don't|do not|won't|isn't|aren't)\b/i;

/** The first sentence of a tactic's text that offers a price cut, or null when none does. */
export function discountOffered(text: string): string | null {
  return sentencesOf(text).find((s) => PRICE_CUT.test(s) && !RULED_OUT.test(s)) ?? null;
}
