import type { PlanFormData } from "~/wizard/types";
import type { BusinessKind } from "./kinds";

/**
 * An app for young children (under 13: a phonics, maths or bedtime-story app), chosen and paid for by
 * a parent. The child uses it; the parent finds it, judges it and pays, on a teacher's or another
 * parent's word and a look at what is inside. So nothing is addressed to the children: no creators
 * "your users follow", no short videos or install ads aimed at them, and no third-party analytics or
 * advertising code in the app (Apple's Kids Category and Google Play's Families policy restrict both,
 * and children's privacy laws apply). Read from the founder's words. Pure.
 */
export type YoungChildren = {
  /** The children's ages, as said ("children aged 4-7"). */
  ages: [number, number];
  /** What the app teaches, as a noun ("reading", "maths"), or null for play, stories or calm. */
  skill: string | null;
  /** The school years the founder names ("Reception and Year 1", "kindergarten"), or null. */
  years: string | null;
  /** The trial's length in days ("a 7-day free trial"), or null without a trial. */
  trialDays: number | null;
};

const SKILLS: [RegExp, string][] = [
  [/\bphonics\b|\b(?:learn(?:ing)? to |early )?read(?:ing|ers?)\b/, "reading"],
  [/\bmaths?\b|\bmath\b|\bnumbers?\b|\bcounting\b/, "maths"],
  [/\bspelling\b|\bhandwriting\b|\bwriting\b/, "writing"],
  [/\bcoding\b|\bprogramming\b/, "coding"],
  [/\b(?:french|spanish|german|english|mandarin|a second language)\b/, "a new language"],
];

/** "Reception and Year 1", "Year 2", "kindergarten and first grade", "KS1": the school years as said. */
const YEARS = /\b(Reception(?: and Year [1-6])?|Years? [1-6](?: (?:and|to) [1-6])?|KS1|Key Stage 1|(?:pre-?)?kindergarten(?: (?:and|to|through) (?:first|second|1st|2nd) grade)?|(?:first|second|1st|2nd) grade)\b/i;

/** An app or digital subscription, not a toy, a book, a club or a class. */
const APP_WORDS = /\b(?:app|apps|game|games|platform|subscription)\b/i;

/** A children's app bought by parents; null for anything else (a teenager's game, a piano teacher, a school seller). */
export function readYoungChildren(a: PlanFormData, kind: BusinessKind, childAges: [number, number] | null): YoungChildren | null {
  if (kind !== "consumer-app" || !childAges || childAges[1] >= 13) return null;
  const pitch = a.productDescription;
  if (!APP_WORDS.test(pitch) && !["mobile-app", "web-app"].includes(a.productType)) return null;
  const lower = pitch.toLowerCase();
  const trial = /\b(\d{1,2})[- ]day (?:free )?trial\b/i.exec(`${pitch} ${a.challenges}`);
  return {
    ages: childAges,
    skill: SKILLS.find(([re]) => re.test(lower))?.[1] ?? null,
    years: YEARS.exec(`${a.audiencePersona} ${pitch}`)?.[1] ?? null,
    trialDays: trial ? Number(trial[1]) : null,
  };
}

/**
 * {ycAges} {ycChild} {ycSkill} {ycYears} {ycTeachers} {ycTrial} {ycPrivacyLaw} {ycStoreRules}: a children's app
 * bought by parents. `uk`/`us` pick the privacy law a founder must check.
 */
export function youngChildrenTokens(y: YoungChildren | null, country: string | null): Record<string, string> {
  const ages = y ? `${y.ages[0]}-${y.ages[1]}` : "{{your children's ages}}";
  const years = y?.years ?? null;
  const uk = country === "United Kingdom";
  const us = country === "United States";
  return {
    ycAges: ages,
    ycChild: y ? `a ${ages}-year-old` : "a young child",
    ycSkill: y?.skill ?? "what it teaches",
    ycYears: years ?? (uk ? "the first years of primary school" : "the first years of school"),
    ycTeachers: years ? `${years} teachers` : `teachers of ${ages}-year-olds`,
    ycTrial: y?.trialDays ? `${y.trialDays}-day free trial` : "free trial",
    ycPrivacyLaw: uk
      ? "the ICO's Children's code (the Age Appropriate Design Code) and UK GDPR"
      : us
        ? "COPPA, the FTC's rule for services used by children under 13"
        : "your country's data-protection rules for children's services",
    ycStoreRules:
      "Apple's App Store Review Guidelines for the Kids Category (no third-party analytics or advertising, and a parental gate before any link out of the app or any purchase) and Google Play's Families policy",
  };
}

/** Words in a plan that speak to the children rather than to the parent who chooses and pays: the rule that catches them. */
export const YOUNG_CHILDREN_MISFITS =
  /\bteenagers?\b|\bstreamers?\b|\bcreators (?:your users|they) (?:already )?follow\b|\bappsflyer\b|\badjust\b(?= (?:sdk|for|or))|\bspark ads?\b|\bin-app invite codes?\b|\bshare cards\b|\bdiscord\b/i;

/** Lines for the AI prompt: what the planner knows about a children's app bought by parents. */
export function youngChildrenFacts(y: YoungChildren | null, country: string | null): string[] {
  if (!y) return [];
  const t = youngChildrenTokens(y, country);
  return [
    `- An app for children aged ${t.ycAges}, chosen and paid for by their parents: every tactic, template and message speaks to the parent (and to teachers), never to the children; no creators "the users follow", no short-video or install ads aimed at children, no invite codes or share cards inside the app.`,
    `- Tracking and ads: no third-party analytics, attribution or advertising code in the app (${t.ycStoreRules}); measure from the stores' own consoles and the parent's sign-up. Privacy: say which rules to check, ${t.ycPrivacyLaw}.`,
    `- Parents decide on a teacher's or another parent's word and on what they see inside: ${t.ycTeachers}, parents' groups and parents who write about ${t.ycSkill === "what it teaches" ? "their children's learning" : t.ycSkill} at home come before ads; the ${t.ycTrial} is won by what the parent hears about their child's progress during it.`,
  ];
}
