import { channelsIn, sentencesOf, type ChannelTag } from "./channels";
import { formatCount, joinWords, upperFirst } from "./words";

/*
 * Readings for consumers who are grown-ups rather than teenagers (adult children of an older parent,
 * people in their forties to sixties), for what already brings customers in, and for a free trial
 * that people start but do not pay after. Pure: the same words always read the same.
 */

/** Words that make an audience grown-up whatever ages are given: "adult children", "retirees", "the over-50s". */
const GROWN_UP_WORDS = /\b(?:adult|grown[- ]up) (?:children|sons|daughters)\b|\bretirees\b|\bpensioners\b|\bover[- ](?:40|45|50|55|60|65)s\b/i;

/**
 * The audience is adults well past their student years (35 and over, or named as adult children or
 * retirees): Facebook, press, search and word of mouth reach them, not TikTok and streamers.
 */
export function readMature(ages: [number, number] | null, text: string): boolean {
  if (ages) return ages[0] >= 35;
  return GROWN_UP_WORDS.test(text);
}

/** "an older parent", "elderly parents", "a parent aged 75+ living alone", "Mum lives alone". */
const OLDER_PARENT =
  /\b(?:older|elderly|ageing|aging|frail)\s+(?:parents?|relatives?|mums?|moms?|dads?|mothers?|fathers?|loved ones?)\b|\bparents?\s+aged\s+[6-9]\d\+?|\b(?:mum|mom|dad|mother|father|parent)s?\s+(?:who\s+)?(?:lives?|living)\s+alone\b/i;

/** The customers buy for an older parent or relative: worried adult children, not the parent. */
export function readForOlderParent(text: string): boolean {
  return OLDER_PARENT.test(text);
}

/** What brought most customers, as the founder said it: the channel, their sentence, and the words for the channel. */
export type Worked = { tag: ChannelTag; quote: string; said: string };

/**
 * "300 paying families so far, mostly from a piece in a local paper", "most customers came from
 * Facebook groups", "nearly all our users found us through a podcast": the words after it.
 */
const CAME_FROM =
  /\b(?:mostly|mainly|largely|chiefly|most of (?:them|it|those|our [a-z]+)|most (?:customers|users|sign-?ups|subscribers|members|families|buyers|clients|sales|of our [a-z]+)(?: (?:came|come|have come|found us|find us|signed up|joined))?|(?:nearly|almost) all (?:of )?(?:them|our [a-z]+)?(?: (?:came|come|found us|signed up|joined))?|our best (?:channel|source) (?:is|was|has been))\s+(?:(?:came|come|found us|signed up|joined)\s+)?(?:from|through|via|thanks to|after)\s+([^.;]{3,80})/i;

/** Press that shows up in founders' words as paper, not as "press": a piece in the local paper, a radio slot. */
const PRESS_WORDS = /\b(?:(?:local|regional|national|daily|weekly|sunday) )?(?:news)?papers?\b|\bmagazines?\b|\bnewspapers?\b|\barticles?\b|\bradio\b|\btv\b|\btelevision\b|\bfeature\b|\bpiece in\b|\bpress\b|\bjournalists?\b|\bcoverage\b/i;

/** Who came: customers, users, families… */
const PEOPLE = /\b(?:customers?|users?|families|households|members|clients|subscribers|sign-?ups|buyers|orders|sales|students|patients|parents)\b/i;
/** Counts of an audience's attention, not of customers: downloads, views, listens. */
const AUDIENCE_COUNTS = /\b(?:downloads?|views|listens|plays|streams|impressions|followers|visitors)\b/i;

export function readWorked(texts: string[]): Worked | null {
  for (const sentence of texts.flatMap(sentencesOf)) {
    const m = CAME_FROM.exec(sentence);
    if (!m?.[1]) continue;
    // Customers came from it ("300 paying families so far, mostly from…"), not downloads or views
    // ("4,500 downloads per episode, mostly from Spotify" is where people listen, not how they found it).
    const lead = sentence.slice(0, m.index + m[0].length - m[1].length);
    if (!PEOPLE.test(lead) || AUDIENCE_COUNTS.test(lead)) continue;
    const [said = ""] = m[1].split(/,|\s+(?:but|and then|though|although)\s+/).map((x) => x.trim());
    // A channel people came from and then left ("mostly from ads, but they all cancelled") is no lead.
    if (/\b(?:cancel\w*|left|leave|churn\w*|never paid|did not stay|didn't stay)\b/i.test(sentence.slice(m.index + m[0].length - m[1].length))) continue;
    const tag: ChannelTag | undefined = PRESS_WORDS.test(said) ? "press" : channelsIn(said)[0];
    if (tag) return { tag, quote: sentence.trim().replace(/[.…]+$/, ""), said };
  }
  return null;
}

/**
 * The papers and magazines the customers read, as named: "read the Guardian or the Daily Mail" →
 * ["the Guardian", "the Daily Mail"]. Empty when none is named.
 */
export function readOutlets(persona: string): string[] {
  const name = "(?:the\\s+)?\\p{Lu}[\\p{L}'’&-]*(?:\\s+\\p{Lu}[\\p{L}'’&-]*){0,3}";
  const m = new RegExp(`\\breads?\\s+(${name}(?:(?:,\\s*|\\s+(?:or|and)\\s+)${name})*)`, "u").exec(persona);
  if (!m?.[1]) return [];
  // "Read Ofsted reports", "read the Which? reviews": what they read about a business, not a paper.
  if (/^\s+(?:reports?|reviews?|ratings?|inspections?)\b/i.test(persona.slice(m.index + m[0].length))) return [];
  return m[1]
    .split(/,\s*|\s+(?:or|and)\s+/)
    .map((s) => s.trim())
    .filter((s) => s && !/^(?:the\s+)?(?:I|We|They|It)$/.test(s));
}

/** A free trial people start and do not pay after, and the rate the founder wants. */
export type TrialLeak = { quote: string; target: number | null };

const TRIAL_TO_PAID = /\btrial[- ]to[- ](?:paid|paying)\b|\btrial conversion\b/i;
const TRIAL_CANCELS =
  /\b(?:cancel\w*|drop(?:ped)? off|churn\w*|never (?:paid|convert\w*)|(?:don't|do not|didn't|did not) (?:pay|convert|subscribe))\b[^.;]{0,40}\b(?:free )?trials?\b|\btrials?\b[^.;]{0,60}\b(?:cancel\w*|churn\w*|(?:don't|do not|didn't|did not|never) (?:pay|convert|subscribe|paid))\b/i;

/**
 * "Facebook ads brought trials but many cancelled after the free trial", "trial-to-paid above 40%":
 * the trial leaks, in the founder's words (their challenge first), with the rate they aim for.
 */
export function readTrialLeak(challenges: string, successMetrics: string): TrialLeak | null {
  const said = sentencesOf(challenges).find((s) => TRIAL_CANCELS.test(s) || TRIAL_TO_PAID.test(s));
  const metric = sentencesOf(successMetrics).find((s) => TRIAL_TO_PAID.test(s));
  if (!said && !metric) return null;
  const rate = /\btrial[- ]to[- ](?:paid|paying)\b[^.;%]{0,30}?(\d{1,2})\s?%/i.exec(successMetrics) ?? /(\d{1,2})\s?%[^.;]{0,20}\btrial[- ]to[- ](?:paid|paying)\b/i.exec(successMetrics);
  return { quote: (said ?? metric)!.trim().replace(/[.…]+$/, ""), target: rate?.[1] ? Number(rate[1]) : null };
}

/** "1,000 paying families" in the metrics, "300 paying families so far" in the description: the count and the word. */
export function payingCount(text: string): { count: number; who: string } | null {
  const m = /\b(\d{1,3}(?:,\d{3})+|\d+)\s+(paying\s+(?:families|customers|subscribers|users|members|households|clients))\b/i.exec(text);
  if (!m?.[1] || !m[2]) return null;
  return { count: Number(m[1].replace(/,/g, "")), who: m[2].toLowerCase() };
}

/**
 * The arithmetic from today's paying customers to the goal: how many more a week, and the trials a
 * week that takes at the trial-to-paid rate the founder aims for (40% when they name none). Null when
 * the answers do not give both counts.
 */
export function trialArithmetic(
  description: string,
  successMetrics: string,
  weeks: number,
  target: number | null,
): { now: number; goal: number; who: string; perWeek: number; rate: number; trials: number; trialsPerWeek: number } | null {
  const now = payingCount(description);
  const goal = payingCount(successMetrics);
  if (!now || !goal || goal.count <= now.count || weeks <= 0) return null;
  const rate = target ?? 40;
  const more = goal.count - now.count;
  const trials = Math.ceil(more / (rate / 100));
  return { now: now.count, goal: goal.count, who: goal.who, perWeek: Math.ceil(more / weeks), rate, trials, trialsPerWeek: Math.ceil(trials / weeks) };
}

/** The parts of a reading the grown-up tokens need (kept narrow so this file does not import reading.ts). */
type GrownUpReading = {
  audience: string;
  country: string | null;
  forOlderParent: boolean;
  outlets: string[];
  worked: Worked | null;
  trialLeak: TrialLeak | null;
  planWeeks: number;
  datedDeadline: { said: string } | null;
};


/**
 * Tokens for the grown-up tactics and the trial: {outlets} {worked} {pressProof} {pressSubject}
 * {pressStory} {pressAngles} {customers} {trialMaths} {trialRate} {firstWin} {carers}, and the search ads' words
 * {searchPhrases} {searchMoment} {realWords} {firstQuestion} {stayers} (a worry for carers). Each reads in
 * the founder's words when they gave them, and as a general sentence or a {{slot}} otherwise.
 */
export function grownUpTokens(
  a: { productName: string; productDescription: string; successMetrics: string },
  r: GrownUpReading,
): Record<"outlets" | "mum" | "worked" | "pressProof" | "pressSubject" | "pressStory" | "pressAngles" | "customers" | "trialMaths" | "trialRate" | "firstWin" | "carers" | "searchPhrases" | "searchMoment" | "realWords" | "firstQuestion" | "stayers", string> {
  const customers = payingCount(a.productDescription)?.who ?? "customers";
  const mum = r.country && ["United States", "Canada"].includes(r.country) ? "Mom" : "Mum";
  const uk = r.country === "United Kingdom";
  const rate = r.trialLeak?.target ?? null;
  const maths = trialArithmetic(a.productDescription, a.successMetrics, r.planWeeks, rate);
  const by = r.datedDeadline ? r.datedDeadline.said : `in ${r.planWeeks} weeks`;
  return {
    outlets: r.outlets.length ? joinWords(r.outlets) : "the national papers and magazines they read",
    worked: r.worked?.said ?? "a friend's recommendation",
    pressProof: r.worked
      ? `Most of your ${customers} so far came from ${r.worked.said}`
      : `${upperFirst(r.audience)} still read the papers and trust a story about people like them`,
    pressSubject: r.forOlderParent
      ? `How {{the family's first names}} in {{the family's town}} know ${mum} is fine every morning`
      : "How {{a customer's first name}} in {{their town}} {{the change in a few words}}",
    pressStory: r.forOlderParent
      ? `{{the family's first names}} live {{how far away}} from their mother, who is {{her age}} and lives alone in {{the family's town}}. Every morning ${a.productName.trim() || "the service"} checks in with her; {{what she does and what they see}}. On {{the day it mattered}} {{what happened}}, and they knew within minutes.`
      : "{{a customer's first name}}, {{their age}}, from {{their town}}, {{the problem they had}}. Since {{when they started}}, {{what changed}}.",
    pressAngles: r.forOlderParent
      ? "living far from a parent, the first winter alone, what families try before a care home"
      : "{{two angles their readers care about}}",
    customers,
    trialRate: rate ? `${rate}%` : "the rate you aim for",
    trialMaths: maths
      ? `To go from ${formatCount(maths.now)} to ${formatCount(maths.goal)} ${maths.who} ${by} you need about ${formatCount(maths.perWeek)} more a week: at ${maths.rate}% trial-to-paid that is about ${formatCount(maths.trialsPerWeek)} new trials a week (${formatCount(maths.trials)} in all), and at half that rate it would take twice as many, which is why the first week comes before buying more trials.`
      : "Count trials started, paid and cancelled every week, so you know how many trials each new paying customer takes before you pay for more.",
    firstWin: r.forOlderParent ? "the parent's first answered check-in" : "the first real result",
    mum,
    // Worried adult children search after a scare; other grown-ups search for what the app does.
    searchPhrases: r.forOlderParent ? "phrases people type when they start to worry" : `phrases people type when they look for what ${a.productName.trim() || "the app"} does`,
    searchMoment: r.forOlderParent ? "the day something worries them" : "the day they decide to look for something better",
    realWords: r.forOlderParent ? "real families' words" : `real ${customers}' words`,
    firstQuestion: r.forOlderParent ? "the first worry" : "their first question",
    stayers: r.forOlderParent ? "the families who stayed" : `the ${customers} who stayed`,
    carers: uk
      ? "local carers' centres and Carers UK groups, Age UK and Independent Age branches, GP surgeries and community pharmacies, and the carers' networks at large employers"
      : "local carers' centres and support groups, charities for older people, GP surgeries and pharmacies, and the carers' networks at large employers",
  };
}
