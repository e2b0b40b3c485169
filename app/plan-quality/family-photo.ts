import type { PlanFormData } from "~/wizard/types";
import { formatCount, numberFrom, numberWord, upperFirst } from "./words";

/**
 * A newborn, maternity and family photographer (cake smash, family and pet portraits), in a studio, at home or on
 * location, in the UK or the US. The buyers are expectant parents, who book a newborn session in pregnancy (often
 * in the second trimester) for a date that is only a due date, so the booking is a window and a deposit; they
 * choose on safety first (training, insurance, never a risky pose), on whether the baby will settle, and on another
 * parent's word. They meet the photographer where expectant parents already are (antenatal and NCT classes,
 * pregnancy yoga, scan studios, baby shops, doulas and hypnobirthing teachers, local parents' groups where the
 * rules allow). Every family is a one-off unless the newborn session leads to the next (a sitter session, a first
 * birthday cake smash, a yearly family mini-session, a sibling), and the money is made in the viewing session,
 * where albums and wall art are shown. Every photo of a baby shown needs the parents' consent. Not a wedding
 * photographer (wedding-supplier.ts), not a nursery or a children's club. Pure.
 */
export type FamilyPhoto = {
  /** The founder's words: "newborn and family photographer". */
  word: string;
  /** Newborn sessions are the heart of the business (booked in pregnancy, a due-date window). */
  newborn: boolean;
  /** The other sessions said: "maternity", "cake-smash", "family", "sitter", "pet". */
  sessions: string[];
  /** Where the sessions happen: "home studio", "studio", or null (the family's home or on location). */
  studio: string | null;
  /** The newborn session's price as said: 295; and what it includes ("ten edited images"). */
  price: number | null;
  includes: string | null;
  symbol: string;
  /** Albums and wall art "from £150": the products and their starting price. */
  products: string | null;
  productsFrom: number | null;
  /** The goal: "eight newborn sessions a month" → 8; "booked three months ahead" → "three months ahead". */
  goalPerMonth: number | null;
  ahead: string | null;
  /** The founder says families don't come back (a one-off). */
  oneOff: boolean;
  /** The second trimester named as when parents book. */
  trimester: boolean;
  uk: boolean;
};

/** "newborn and family photographer", "maternity photographer", "family photography": the word, captured. */
const WORD = /\b((?:(?:newborn|maternity|family|baby|cake[- ]smash|children's|pet|bump)(?:,? (?:and |& )?(?:newborn|maternity|family|baby|cake[- ]smash|children's|pet|bump))*) photograph(?:er|y))\b/;
/** Software for photographers, or a wedding photographer who also shoots families: not this kind. */
const NOT_THIS = /\b(?:apps?|platform|software|saas|plugin|marketplace|directory|presets?|courses?|weddings?|elopements?)\b/;

/** The pitch names a newborn, maternity or family photographer that is the business itself; null otherwise. */
export function familyPhotoWordOf(pitch: string): string | null {
  const lower = pitch.toLowerCase();
  if (NOT_THIS.test(lower)) return null;
  const m = WORD.exec(lower);
  if (m) return m[1]!.replace(/photography$/, "photographer").replace(/\bcake[- ]smash\b/, "cake-smash");
  // "A photographer for newborns and families".
  if (/\bphotographer\b/.test(lower) && /\b(?:newborns?|maternity|cake[- ]smash)\b/.test(lower)) return "newborn and family photographer";
  return null;
}

const SESSIONS: [RegExp, string][] = [
  [/\bmaternity\b|\bbump\b/i, "maternity"],
  [/\bsitter\b/i, "sitter"],
  [/\bcake[- ]smash\b/i, "cake-smash"],
  [/\bfamily (?:sessions?|portraits?|shoots?)\b|\bfamilies\b|\bfamily photographer\b/i, "family"],
  [/\bpets?\b/i, "pet"],
];

/** "£295 including ten edited images … albums and wall art from £150 … eight newborn sessions a month booked three months ahead". */
export function readFamilyPhoto(a: PlanFormData, pitch: string, country: string | null): FamilyPhoto | null {
  const word = familyPhotoWordOf(pitch);
  if (!word) return null;
  const d = a.productDescription;
  const all = `${d} ${a.audiencePersona}`;
  const price = /([£$€])\s?(\d{2,4})(?:\.\d\d)?\s+(?:including|with|for|incl\.?)\s+([a-z0-9 -]{3,40}?(?:images|photos|prints|files|digital[a-z ]*))\b/i.exec(d) ?? /([£$€])\s?(\d{2,4})\b/.exec(d);
  const products = /\b((?:albums?|wall art|canvases|frames|prints|framed prints)(?:,? (?:and |& )?(?:albums?|wall art|canvases|frames|prints|framed prints))*)\s+from\s+([£$€])\s?(\d{2,4})\b/i.exec(d);
  const perMonth = /\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty) (?:newborn )?(?:sessions|shoots|bookings|families) (?:a|per|each) month\b/i.exec(a.successMetrics);
  const ahead = /\b((?:one|two|three|four|five|six|\d) months? ahead)\b/i.exec(a.successMetrics);
  const studio = /\b(home studio|garden studio|studio)\b/i.exec(d)?.[1]?.toLowerCase() ?? null;
  return {
    word,
    newborn: /\bnewborns?\b/i.test(`${pitch} ${d}`),
    sessions: SESSIONS.filter(([re]) => re.test(d)).map(([, s]) => s),
    studio,
    price: price ? Number(price[2]) : null,
    includes: price?.[3]?.trim() ?? null,
    symbol: price?.[1] ?? (country === "United States" ? "$" : "£"),
    products: products ? products[1]!.toLowerCase() : null,
    productsFrom: products ? Number(products[3]) : null,
    goalPerMonth: perMonth ? numberFrom(perMonth[1]) : null,
    ahead: ahead ? ahead[1]!.toLowerCase() : null,
    oneOff: /\bone[- ]offs?\b|\b(?:rarely|never|don'?t|do not) (?:come|book) (?:back|again)\b/i.test(a.challenges),
    trimester: /\bsecond trimester\b/i.test(all),
    uk: price?.[1] === "£" || country === "United Kingdom" || /\bNCT\b/.test(all),
  };
}

/** A deposit of about a third of the session, to the nearest 5: £295 → £100. */
function deposit(price: number): number {
  return Math.max(25, Math.round(price / 3 / 5) * 5);
}

/** "Eight newborn sessions a month at £295 …": the goal's arithmetic from the founder's numbers, or null. */
export function familyPhotoMath(f: FamilyPhoto): string | null {
  if (!f.goalPerMonth) return null;
  const n = f.goalPerMonth;
  const money = f.price ? ` At ${f.symbol}${f.price} a session that is ${f.symbol}${formatCount(n * f.price)} a month before albums and wall art${f.productsFrom ? `; one family in two choosing something from ${f.symbol}${f.productsFrom} adds at least ${f.symbol}${formatCount(Math.round(n / 2) * f.productsFrom)}` : ""}.` : "";
  const ahead = f.ahead ? ` Booked ${f.ahead} means the diary for each month is full ${f.ahead.replace(/ ahead$/, "")} before it starts: count due dates by month, not enquiries.` : "";
  return `${upperFirst(numberWord(n))} newborn sessions a month is about ${n * 3} due dates booked for the next three months at any time, so about ${Math.ceil(n * 1.5)} enquiries a month if two in three book after a call.${money}${ahead} Rough arithmetic on your numbers; put your own counts in after the first month.`;
}

/**
 * {fpWord} {fpSessions} {fpStudio} {fpPrice} {fpIncludes} {fpProducts} {fpGoal} {fpMath} {fpChecks} {fpNext} {fpClasses}
 * {fpReferrers} {fpGroups} {fpBook}: a newborn and family photographer; slots where the answers do not say.
 */
export function familyPhotoTokens(f: FamilyPhoto | null): Record<string, string> {
  const uk = f?.uk ?? true;
  const next = ["a sitter session at six to eight months", f?.sessions.includes("cake-smash") ? "a cake smash for the first birthday" : "a first-birthday session", "a family mini-session each year", "the next baby"];
  return {
    fpWord: f?.word ?? "newborn photographer",
    fpSessions: f?.sessions.length ? f.sessions.map((s) => (s === "cake-smash" ? "cake smash" : s)).join(", ") : "{{your other sessions}}",
    fpStudio: f?.studio ? `your ${f.studio}` : "the family's home",
    fpMyStudio: f?.studio ? `my ${f.studio}` : "your home",
    fpPrice: f?.price ? `${f.symbol}${f.price}${f.includes ? ` with ${f.includes}` : ""}` : "{{your newborn session price}}",
    fpPriceShort: f?.price ? `${f.symbol}${f.price}` : "{{your price}}",
    fpProducts: f?.products ? `${f.products}${f.productsFrom ? ` from ${f.symbol}${f.productsFrom}` : ""}` : "{{your albums and wall art}}",
    fpProductsShort: f?.products ?? "albums and wall art",
    fpGoal: f?.goalPerMonth ? `${numberWord(f.goalPerMonth)} newborn sessions a month` : "{{the sessions a month you want}}",
    fpGoalUp: f?.goalPerMonth ? `${upperFirst(numberWord(f.goalPerMonth))} newborn sessions a month` : "The sessions a month you want",
    fpIncludes: f?.includes ?? "{{what is included}}",
    fpDeposit: f?.price ? `${f.symbol}${deposit(f.price)}` : "{{your deposit}}",
    fpMath: (f && familyPhotoMath(f)) ?? "Count due dates booked for each of the next three months every Friday, and where each family heard of you.",
    fpChecks: uk
      ? "{{your newborn safety training (the course's name)}} and {{your insurance (public liability and professional indemnity)}}"
      : "{{your newborn safety training (name the course you took)}} and {{your liability insurance}}",
    fpNext: next.join(", "),
    fpClasses: uk ? "NCT and hospital antenatal classes" : "childbirth and prenatal classes at the hospital and birth centers",
    fpReferrers: uk
      ? "antenatal and NCT class teachers, pregnancy yoga teachers, doulas, hypnobirthing teachers, baby scan studios and baby shops"
      : "childbirth educators, prenatal yoga teachers, doulas, hypnobirthing teachers, 3D/4D ultrasound studios and baby stores",
    fpGroups: uk ? "the local mum groups on Facebook and the baby groups in church halls and children's centres" : "the local moms' groups on Facebook and the new-parent meetups",
    fpBook: `a deposit${f?.price ? ` of about a third, ${f.symbol}${deposit(f.price)},` : ""} that holds the due date, and a window in the first two weeks after birth`,
  };
}

export const FAMILY_PHOTO_STRATEGY =
  "booking expectant parents in pregnancy and keeping the family after the newborn session: a due-date booking ({fpBook}); a page and Google profile that answer the safety question first (your training and insurance named so parents can check them, no risky pose ever); {fpReferrers} who meet parents months before the birth; a viewing session where {fpProducts} are shown; a review asked when the gallery is delivered; and the newborn family invited back ({fpNext})";
export const FAMILY_PHOTO_FOCUS =
  "Bookings: {fpGoalUp}, counted every Friday as due dates booked for each of the next three months, by where each family heard of {product}";

/** "Little Dawn Photography is a newborn and family photographer in Chelmsford for …" */
export function familyPhotoWhat(f: FamilyPhoto, product: string, audience: string, where: string): string {
  return `${product} is a ${f.word} ${where} for ${/^people\b/.test(audience) ? "expectant parents and young families" : audience}: parents book ${f.newborn ? "a newborn session in pregnancy for a date that is only a due date" : "a session months ahead"}, choose on safety and on another parent's word, and come back only if they are invited to the next milestone.`;
}

/** The strategy's own lines: the arithmetic, safety, consent, the one-off family. */
export function familyPhotoListening(f: FamilyPhoto, fill: (text: string) => string): string[] {
  const out = [fill("{fpMath}")];
  if (f.oneOff) out.push(fill("You said families rarely come back after the newborn shoot, so the plan books the next session before the first gallery is delivered: {fpNext}, each offered at the viewing session and in one message at the right age, to parents who said yes to hearing from you."));
  out.push("Safety comes first in every line: name your training and insurance as parents can check them, never show or offer a risky pose (a baby's head on its hands is a composite of two supported shots, and you say so), and show a baby's photo only with the parents' written consent.");
  return out;
}

/** Lines a wedding supplier's plan gives that mean nothing to a newborn photographer. */
export const FAMILY_PHOTO_MISFITS =
  /\bwedding\b|\bvenues?\b|\bplanners?\b|\bcouples?\b|\bDJs?\b|\bflorists?\b|\bbridal\b|\bengaged\b|\bfirst dance\b|\bat the till\b|\bstamp cards?\b/i;

/** A risky newborn pose named with no word of a composite or a spotter. */
const RISKY_POSE = /\b(?:froggy|head[- ]on[- ]hands|hanging|hammock|suspended)\b/i;
const PHOTO_OF_BABY = /\b(?:photos?|images?|pictures?|gallery|galleries|posts?)\b[^.]*\b(?:baby|babies|newborns?)\b|\b(?:baby|babies|newborns?)\b[^.]*\b(?:photos?|images?|pictures?|posted|shared)\b/i;

/** A newborn photographer's plan names safety, asks consent for babies shown and brings families back. */
export function familyPhotoPlanGaps(f: FamilyPhoto | null, planText: string): { reason: string; note: string }[] {
  if (!f) return [];
  const out: { reason: string; note: string }[] = [];
  if (!/\bconsent\b|\bpermission\b/i.test(planText) && PHOTO_OF_BABY.test(planText)) out.push({ reason: "The plan shows babies' photos and never asks the parents' consent for them.", note: "Shows babies without consent" });
  const risky = planText.split(/(?<=[.!?])\s+|\n/).find((s) => RISKY_POSE.test(s) && !/\bcomposite\b|\bnever\b|\bspotter\b/i.test(s));
  if (risky) out.push({ reason: `A risky newborn pose is named without saying it is a supported composite: "${risky.trim().slice(0, 120)}".`, note: "Risky pose" });
  if (f.newborn && !/\b(?:sitter|cake smash|first birthday|mini-sessions?|sibling)\b/i.test(planText)) out.push({ reason: "A newborn family is a one-off unless the plan invites it back (a sitter session, a first birthday, a yearly mini-session, a sibling), and no tactic does.", note: "Leaves every family a one-off" });
  if (f.newborn && !/\bdue date\b/i.test(planText)) out.push({ reason: "Newborn sessions are booked in pregnancy for a due date, and no tactic books one.", note: "No due-date booking" });
  return out;
}

/** What the AI prompt states about a newborn and family photographer. */
export function familyPhotoFacts(f: FamilyPhoto | null): string[] {
  if (!f) return [];
  const t = familyPhotoTokens(f);
  const lines = [
    `- A ${f.word}, not a wedding photographer: no venues, planners, couples, real weddings or wedding directories. Buyers are expectant parents who book a newborn session in pregnancy, so the booking is a due-date booking: ${t.fpBook}`,
    `- Its plan: where expectant parents already are (${t.fpReferrers} as referrers; ${t.fpGroups} where the group's rules allow, checked first); a page and Google profile that answer safety first (${t.fpChecks}, worded as checks, never a risky pose); a viewing session where ${t.fpProducts} are shown; a review asked when the gallery is delivered; the family invited back (${t.fpNext})`,
    "- Every photo of a baby shown (site, posts, a partner's wall) needs the parents' written consent; no invented prices of third parties, and no claims about a group's or a platform's rules without 'check'",
  ];
  const math = familyPhotoMath(f);
  if (math) lines.push(`- The goal's arithmetic: ${math}`);
  return lines;
}
