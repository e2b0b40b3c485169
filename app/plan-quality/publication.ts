import type { PlanFormData } from "~/wizard/types";
import { formatCount } from "./words";

/**
 * A newsletter or publication the founder writes ("a weekly email newsletter", "900 free subscribers on
 * Substack", "a paid tier"), and what its plan must respect: the free list it converts from, and advice
 * the founder says they are not licensed to give ("I am not a licensed financial adviser").
 * Pure: shared by the reading, the planner's tokens, the checker and the AI prompt.
 */

/** Words only a publication uses about itself. */
export const PUBLICATION_WORDS =
  /\b(?:newsletter|substack|beehiiv|ghost\.io|on ghost|weekly email|paid tier|paid subscribers?|free subscribers?|paying subscribers?)\b/i;

/** How many free readers the founder has today: "900 free subscribers" → 900. */
export function freeReaders(text: string): number | null {
  const m = /\b(\d[\d,]*)\s+free\s+(?:subscribers|readers|members)\b/i.exec(text);
  return m ? Number(m[1]!.replace(/,/g, "")) : null;
}

/** How many paying readers the goal names: "150 paying subscribers by month six" → 150. */
export function paidTarget(text: string): number | null {
  const m = /\b(\d[\d,]*)\s+(?:paying|paid)\s+(?:subscribers|readers|members)\b/i.exec(text);
  return m ? Number(m[1]!.replace(/,/g, "")) : null;
}

/** Typical share of free readers who pay for a newsletter's paid tier: 3-10%, 5% as a planning figure. */
const TYPICAL_LOW = 3;
const TYPICAL_HIGH = 10;
const PLANNING_RATE = 0.05;


/**
 * The arithmetic of the goal, said plainly: "150 paying subscribers from 900 free readers is 17% of
 * the list; most newsletters convert 3-10%, so the free list must grow too: at 5%, 150 paying readers
 * need about 3,000 free ones." A general rule when the answers give no numbers.
 */
export function conversionNote(a: PlanFormData): string {
  const free = freeReaders(`${a.productDescription} ${a.challenges}`);
  const goal = paidTarget(`${a.successMetrics} ${a.productDescription}`);
  if (free && goal) {
    const share = Math.round((100 * goal) / free);
    const needed = Math.ceil(goal / PLANNING_RATE / 100) * 100;
    if (share <= TYPICAL_HIGH) {
      return `${formatCount(goal)} paying subscribers from ${formatCount(free)} free readers is ${share}% of your list, within the ${TYPICAL_LOW}-${TYPICAL_HIGH}% most newsletters convert; keep the free list growing so the paid tier keeps growing too.`;
    }
    return `${formatCount(goal)} paying subscribers from ${formatCount(free)} free readers would be ${share}% of your list, and most newsletters convert ${TYPICAL_LOW}-${TYPICAL_HIGH}% of free readers, so the free list has to grow too: at ${PLANNING_RATE * 100}%, ${formatCount(goal)} paying readers need about ${formatCount(needed)} free ones.`;
  }
  return `Most newsletters turn ${TYPICAL_LOW}-${TYPICAL_HIGH}% of free readers into paying ones: divide your paid goal by ${PLANNING_RATE * 100}% to see how big the free list has to be, and grow it alongside the launch.`;
}

/** The kinds of advice a founder may say they are not licensed to give. */
export type AdviceField = "financial" | "legal" | "medical";

/** "I am not a licensed financial adviser", "I'm not a lawyer", "not a doctor". */
const UNLICENSED: [AdviceField, RegExp][] = [
  ["financial", /\bnot (?:a |an )?(?:licen[cs]ed |registered |certified |qualified )?(?:financial (?:adviser|advisor|planner)|investment (?:adviser|advisor)|fiduciary|accountant|cpa)\b/i],
  ["legal", /\bnot (?:a |an )?(?:licen[cs]ed |qualified )?(?:lawyer|attorney|solicitor|legal (?:adviser|advisor))\b/i],
  ["medical", /\bnot (?:a |an )?(?:licen[cs]ed |qualified )?(?:doctor|physician|medical (?:professional|adviser|advisor)|therapist|dietitian)\b/i],
];

/** The field the founder says they are not licensed in, with their words; null when they do not say. */
export function unlicensedAdvice(a: PlanFormData): { field: AdviceField; quote: string } | null {
  const text = `${a.challenges} ${a.productDescription}`;
  for (const [field, re] of UNLICENSED) {
    const m = re.exec(text);
    if (m) {
      const sentence = text.split(/(?<=[.!?])\s+/).find((s) => re.test(s)) ?? m[0];
      return { field, quote: sentence.trim().replace(/[.!]+$/, "") };
    }
  }
  return null;
}

/**
 * A promise of advice about the reader's own situation: "I'll tell you what to do with your pension",
 * "personal financial advice", "1:1 money coaching", "which fund you should buy". General education
 * ("how a 403(b) works") is not.
 */
export const PERSONAL_ADVICE =
  /\b(?:i'll|i will|we'll|we will|let me) (?:tell|show) you (?:exactly )?(?:what|which|where|how much) (?:to|you should)\b[^.\n]{0,60}\b(?:your|you)\b|\bpersonal(?:i[sz]ed)? (?:financial|investment|legal|medical|tax) advice\b|\b(?:1:1|one-to-one|one-on-one) (?:money|financial|investment|legal|medical) (?:advice|coaching|consultations?)\b|\b(?:what|which) (?:fund|stock|investment|plan)s? you should (?:buy|pick|choose)\b|\bi(?:'ll| will) (?:review|look at) your (?:pay ?slips?|pension|portfolio|finances|budget|contract|case|symptoms)\b/i;

/** The not-advice line a template carries where it talks about decisions in the field. */
export function notAdviceLine(field: AdviceField): string {
  const what = { financial: "financial", legal: "legal", medical: "medical" }[field];
  const who = { financial: "a licensed financial adviser", legal: "a licensed lawyer", medical: "your doctor" }[field];
  return `General education, not personal ${what} advice: for decisions about your own situation, talk to ${who}.`;
}

/**
 * Where a text promises personal advice while the founder says they are not licensed to give it: the
 * promise, quoted; null otherwise. "Not personal financial advice" is the disclaimer, not a promise.
 */
export function advicePromised(text: string): string | null {
  const cleaned = text.replace(/\bnot (?:personal(?:i[sz]ed)? )?(?:financial|investment|legal|medical|tax) advice\b/gi, "");
  return PERSONAL_ADVICE.exec(cleaned)?.[0] ?? null;
}

/**
 * A publication in a few words, and what it covers, from the first sentence of its description:
 * "A weekly email newsletter about money for nurses: pay slips, overtime and shift pay, …" → "a weekly
 * email newsletter about money for nurses", covering ": pay slips, overtime and shift pay, …". "The
 * Weekly Roast is a newsletter about home espresso for…" → "a newsletter about home espresso for…",
 * covering " about home espresso". Either is null when the sentence does not say it in a few words.
 */
export function publicationInShort(description: string): { inShort: string | null; covers: string | null } {
  const first = (description.trim().split(/(?<=[.!?])\s+/)[0] ?? "").replace(/[.!?]+$/, "");
  const [head = "", ...rest] = first.split(/\s*(?::|;|\s[–—-]\s)\s*/);
  // "The Night Shift Ledger is a weekly…", "A weekly…": the phrase that says what it is.
  const what = /^(?:.*?\b(?:is|are)\s+)?((?:a|an)\s+.+)$/i.exec(head)?.[1];
  const inShort = what && what.split(/\s+/).length <= 14 ? what.charAt(0).toLowerCase() + what.slice(1) : null;
  const listed = rest.join(": ").trim();
  const about = /\babout\s+(.+?)(?:\s+for\s+|,|$)/i.exec(head)?.[1];
  const covers = listed && listed.split(/\s+/).length <= 24 ? `: ${listed}` : about && about.split(/\s+/).length <= 8 ? ` about ${about}` : null;
  return { inShort, covers };
}

/**
 * {conversion} {notAdvice} {questionsRule}: a publication's arithmetic, and the line its templates carry
 * when the founder says they are not licensed to advise ("" otherwise, so other plans read as before).
 * {inShort} {covering}: the publication in a few words ("a weekly email newsletter about money for nurses")
 * and what it covers for a blurb (": pay slips, overtime…", " about home espresso"), from its description (a slot and "" when it does not say).
 */
export function publicationTokens(a: PlanFormData): Record<"conversion" | "notAdvice" | "questionsRule" | "inShort" | "covering", string> {
  const { inShort, covers } = publicationInShort(a.productDescription);
  const unlicensed = unlicensedAdvice(a);
  const own = unlicensed ? { financial: "their own money", legal: "their own case", medical: "their own health" }[unlicensed.field] : "";
  return {
    inShort: inShort ?? "{{what your newsletter is about, in a few words}}",
    covering: covers ?? "",
    conversion: conversionNote(a),
    notAdvice: unlicensed ? notAdviceLine(unlicensed.field) : "",
    questionsRule: unlicensed
      ? `answer each question as an explanation every reader can use (how it works, what to ask, where to check), never as what one reader should do with ${own}: you said "${unlicensed.quote}"`
      : "answer the questions most readers share first, and say which ones you will take next month",
  };
}
