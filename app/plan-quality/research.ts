import type { PlanFormData } from "~/wizard/types";
import { sentencesOf } from "./channels";
import type { BusinessKind } from "./kinds";
import type { Currency } from "./money";
import { formatCount, joinWords, numberFrom } from "./words";

/*
 * Software researchers pay for themselves (PhD students, postdocs, research analysts): a $9 tool bought
 * on their own card or a lab's, never through university procurement. The reading carries what its
 * plan counts with: the monthly and yearly prices, the trial, paying users now and in the goal, the
 * MRR goal and the annual share of new subscriptions. Pure: the same words always read the same.
 */

/** People who read papers for a living: "PhD students", "postdocs", "researchers", "academics". */
const RESEARCHERS = /\bph\.?\s?d\b|\bpostdocs?\b|\bpost-docs?\b|\bdoctoral\b|\bresearchers?\b|\bresearch analysts?\b|\bacademics\b|\bgraduate students\b|\bgrad students\b/i;

export type Research = {
  /** "$9", per month; null when no monthly price is given. */
  monthly: number | null;
  /** "$80", per year. */
  yearly: number | null;
  trialDays: number | null;
  payingNow: number | null;
  payingGoal: number | null;
  /** The MRR in the goal, in the founder's currency. */
  mrrGoal: number | null;
  /** 0.4 for "annual plans above 40% of new subscriptions". */
  annualShare: number | null;
  /** The subreddits the founder names: "r/PhD", "r/academia". */
  subreddits: string[];
  /** The founder's sentence ruling out selling to institutions ("University procurement is too slow…"). */
  institutions: string | null;
  /** Lab Slack channels, lab-mates, a PI: the lab is where the word goes round. */
  labs: boolean;
};

const AMOUNT = String.raw`(?:[$£€]|CA\$|A\$|CHF ?)\s?(\d[\d,]*(?:\.\d{1,2})?)`;
const MONTHLY = new RegExp(`${AMOUNT}\\s*(?:a|per|/)\\s*(?:month|mo)\\b`, "i");
const YEARLY = new RegExp(`${AMOUNT}\\s*(?:a|per|/)\\s*(?:year|yr)\\b`, "i");
const TRIAL = /\b(\d{1,2})[- ]day (?:free )?trial\b/i;
const PAYING = /\b(\d[\d,]*)\s+paying (?:users|customers|subscribers|members)\b/i;
const MRR = new RegExp(`${AMOUNT}\\s?(k)?\\s+MRR\\b|\\bMRR of ${AMOUNT}\\s?(k)?`, "i");
const ANNUAL_SHARE = /\bannual (?:plans?|subscriptions?|billing)\b[^.;]{0,30}?(?:above|over|at least|of|to)\s+(\d{1,2})\s?%/i;
const SUBREDDIT = /\br\/[A-Za-z][A-Za-z0-9_]{1,20}\b/g;
const INSTITUTIONS = /\b(?:procurement|institutional (?:sales|licen[cs]es?)|site licen[cs]es?)\b/i;
const LABS = /\blabs?\b|\blab-mates\b|\blabmates\b|\bPIs?\b|\bresearch groups?\b/;


/**
 * Software for researchers who pay for it themselves: only software (not a marketplace, a course or an
 * institution's system) whose customers are PhD students, postdocs or researchers, sold to individuals.
 */
export function readResearch(a: PlanFormData, kind: BusinessKind): Research | null {
  if (kind !== "software" || !["prosumer", "students", "b2c-niche", "freelancer", "other", "mixed"].includes(a.audienceType)) return null;
  const about = `${a.productDescription} ${a.audiencePersona}`;
  if (!RESEARCHERS.test(about)) return null;
  const mrr = MRR.exec(a.successMetrics);
  const mrrGoal = mrr ? (numberFrom(mrr[1] ?? mrr[3]) ?? 0) * ((mrr[2] ?? mrr[4]) ? 1000 : 1) : null;
  const share = ANNUAL_SHARE.exec(a.successMetrics);
  return {
    monthly: numberFrom(MONTHLY.exec(a.productDescription)?.[1]),
    yearly: numberFrom(YEARLY.exec(a.productDescription)?.[1]),
    trialDays: numberFrom(TRIAL.exec(a.productDescription)?.[1]),
    payingNow: numberFrom(PAYING.exec(a.productDescription)?.[1]),
    payingGoal: numberFrom(PAYING.exec(a.successMetrics)?.[1]),
    mrrGoal,
    annualShare: share ? Number(share[1]) / 100 : null,
    subreddits: [...new Set(about.match(SUBREDDIT) ?? [])],
    institutions: sentencesOf(a.challenges).find((s) => INSTITUTIONS.test(s))?.replace(/[.…]+$/, "") ?? null,
    labs: LABS.test(about),
  };
}


/** "$6.67", "$70,000": an amount already in the founder's currency, with cents only when it has them. */
function price(amount: number, currency: Currency): string {
  const rounded = Math.round(amount * 100) / 100;
  return `${currency.prefix}${Number.isInteger(rounded) ? rounded.toLocaleString("en-US") : rounded.toFixed(2)}`;
}

/** Paying users a week the goal asks for, net of cancellations; null without both counts. */
export function weeklyPace(r: Research, weeks: number): number | null {
  if (r.payingNow === null || r.payingGoal === null || r.payingGoal <= r.payingNow || weeks <= 0) return null;
  return Math.ceil((r.payingGoal - r.payingNow) / weeks);
}

/** What a paying user brings a month at the annual share: $9 monthly, $80/12 annual. */
export function averageRevenue(r: Research): number | null {
  if (r.monthly === null || r.yearly === null) return null;
  const share = r.annualShare ?? 0;
  return (1 - share) * r.monthly + (share * r.yearly) / 12;
}

/**
 * The arithmetic of the goal, in sentences: paying users a week, what the annual share does to MRR,
 * and the average a discount must not pull below. Empty when the answers do not give the numbers.
 */
export function researchMath(r: Research, weeks: number, currency: Currency): { pace: string; annual: string; floor: string | null } {
  const pace = weeklyPace(r, weeks);
  const paceText =
    pace !== null
      ? `From ${formatCount(r.payingNow!)} paying users to ${formatCount(r.payingGoal!)} is ${formatCount(r.payingGoal! - r.payingNow!)} more in ${weeks} weeks: about ${formatCount(pace)} a week after cancellations, so every cancellation is one more to win that week.`
      : "";
  const average = averageRevenue(r);
  const floor = r.mrrGoal !== null && r.payingGoal ? r.mrrGoal / r.payingGoal : null;
  let annual = "";
  if (average !== null && r.monthly !== null && r.yearly !== null) {
    const perMonth = r.yearly / 12;
    const mix = r.annualShare !== null ? `with ${Math.round(r.annualShare * 100)}% of paying users on the annual plan` : "with everyone on the monthly plan";
    annual = `The annual plan at ${price(r.yearly, currency)} a year is ${price(perMonth, currency)} a month against ${price(r.monthly, currency)}, so ${mix} a paying user brings about ${price(average, currency)} a month`;
    if (r.payingGoal) annual += `: ${formatCount(r.payingGoal)} paying users come to about ${price(Math.round((average * r.payingGoal) / 100) * 100, currency)} MRR`;
    if (r.mrrGoal !== null) annual += `, and ${price(r.mrrGoal, currency)} MRR comes at about ${formatCount(Math.ceil(r.mrrGoal / average / 100) * 100)} paying users`;
    annual += ".";
    if (floor !== null) annual += ` Any discount (a student price, a code) must keep the average above ${price(floor, currency)} (${price(r.mrrGoal!, currency)} MRR ÷ ${formatCount(r.payingGoal!)}), or ${formatCount(r.payingGoal!)} users no longer make ${price(r.mrrGoal!, currency)} MRR.`;
  }
  return { pace: paceText, annual, floor: floor !== null ? price(floor, currency) : null };
}

/**
 * {monthlyPrice} {yearlyPrice} {annualMonthly} {annualSaving} {annualTarget} {trialDays} {creatorOffer}
 * {subreddits} {paceMath} {annualMath} {arpuFloor} {procurement}: the researchers' tactics in the founder's numbers.
 */
export function researchTokens(r: Research | null, weeks: number, currency: Currency): Record<string, string> {
  const monthly = r?.monthly != null ? price(r.monthly, currency) : "{{your monthly price}}";
  const yearly = r?.yearly != null ? price(r.yearly, currency) : "{{your yearly price}}";
  const saving =
    r?.monthly != null && r.yearly != null && r.monthly * 12 > r.yearly
      ? `${price(r.monthly * 12 - r.yearly, currency)} less than twelve months at ${monthly}`
      : "{{what the year saves}}";
  const math = r ? researchMath(r, weeks, currency) : null;
  const trial = r?.trialDays ?? null;
  return {
    monthlyPrice: monthly,
    yearlyPrice: yearly,
    annualMonthly: r?.yearly != null ? price(r.yearly / 12, currency) : "{{the yearly price over 12}}",
    annualSaving: saving,
    annualTarget: r?.annualShare != null ? `${Math.round(r.annualShare * 100)}% of new subscriptions` : "{{your annual share target}}",
    trialDays: trial !== null ? `${trial}-day` : "free",
    creatorOffer: trial !== null ? `a ${trial * 2}-day free trial instead of ${trial} days` : "{{the offer on their code}}",
    subreddits: r?.subreddits.length ? joinWords(r.subreddits) : "the subreddits your users read",
    paceMath: math?.pace || "Count paying users at the start of each week, and the new ones and the cancellations in it: the goal is a number of paying users a week, net.",
    annualMath: math?.annual || "Count an annual plan at a twelfth of its price a month when you read MRR.",
    arpuFloor: math?.floor ?? "{{your goal MRR ÷ your goal users}}",
    procurement: r?.institutions ? `You said "${r.institutions}": ` : "",
    payingUsers: r?.payingNow != null ? formatCount(r.payingNow) : "{{number}}",
  };
}
