import type { PlanFormData } from "~/wizard/types";
import { MONTHS } from "./calendar";
import { noDiscountIn } from "./discounts";
import { formatCount, joinWords, numberFrom, upperFirst, withArticle } from "./words";

/**
 * A pet boarding business whose buyers are owners leaving their pet: boarding kennels, a cattery, a dog daycare,
 * a home boarder or a dog sitter (US: a boarding facility, a doggy daycare). Owners choose on fear first (will my
 * dog be happy, will my old cat eat, will they be safe), so they visit before booking, ask their vet and friends,
 * read reviews and look at real photos, and want news during the stay. The year is lopsided: summer and Christmas
 * book out a year ahead, the winter months and November sit half empty, so the plan never pushes the full weeks:
 * it fills the quiet ones at the usual price with honest reasons to go away then (half-term, winter sun, Christmas
 * shopping days, a house move, a stay in hospital), rebooks next year's dates at pick-up, and grows weekday
 * daycare from working owners and new-puppy owners. The vets, groomers, trainers and dog walkers nearby refer,
 * never paid per name unless the founder allows it. Read from the founder's words whatever product type the form
 * says. Not a mobile groomer (local-trade.ts), not a vet (clinic.ts), not a dog rescue (charity.ts), never a
 * children's nursery (childcare.ts). Pure.
 */
export type PetBoarding = {
  /** The founder's word: "boarding kennels and cattery", "cattery", "dog daycare", "home boarder", "dog sitter". */
  word: string;
  /** Kennels or a cattery on its own site, a home boarder or sitter, or a daycare with no nights. */
  form: "kennels" | "home" | "daycare";
  dogs: boolean;
  cats: boolean;
  /** The nightly price as said: "£32 a night" → 32. */
  night: number | null;
  /** The daycare price as said: "daycare £28 a day" → 28; null when none or not said. */
  day: number | null;
  symbol: string;
  /** Whether it runs daycare for dogs. */
  daycare: boolean;
  /** Kennels and chalets as said: "30 heated dog kennels", "20 cat chalets". */
  kennels: number | null;
  chalets: number | null;
  /** The months the founder wants filled: "Fill January to March and November" → all four. */
  quiet: string[];
  /** The founder said summer (or Christmas) is full or booked a year ahead: no tactic pushes those weeks. */
  peakFull: string[];
  /** Dogs a day the daycare goal names: "daycare at 15 dogs a day" → 15. */
  daycareGoal: number | null;
  /** The founder won't discount ("we don't want to discount"): the quiet months are sold on reasons, not price. */
  noDiscount: string | null;
  /** UK, US, Ireland or elsewhere: the licence owners check. */
  country: string | null;
  /** The town owners search for: "Tunbridge Wells and West Kent" → "Tunbridge Wells"; null when not said. */
  town: string | null;
};

/** The business's own word, its form: the first that matches wins, so "boarding kennels and cattery" before "kennels". */
const WORDS: [RegExp, PetBoarding["form"], string][] = [
  [/\bboarding kennels? and cattery\b|\bkennels and cattery\b/, "kennels", "boarding kennels and cattery"],
  [/\bboarding kennels?\b|\bdog kennels\b|\bkennels\b/, "kennels", "boarding kennels"],
  [/\bcatter(?:y|ies)\b/, "kennels", "cattery"],
  [/\b(?:pet|dog|cat) (?:boarding|hotel) (?:facility|centre|center)\b|\bboarding facility\b/, "kennels", "boarding facility"],
  [/\bdog hotel\b|\bpet hotel\b/, "kennels", "dog hotel"],
  [/\bhome (?:dog )?boarders?\b|\bhome (?:dog |pet )?boarding\b|\bdog boarding (?:in|at|from) (?:my|our) home\b/, "home", "home boarder"],
  [/\b(?:dog|pet) sitt(?:er|ing)\b/, "home", "dog sitter"],
  [/\b(?:dog|pet) boarding\b/, "kennels", "dog boarding"],
  [/\bdoggy day ?care\b|\bdog day ?care\b|\bday ?care for dogs\b/, "daycare", "dog daycare"],
];

/** Software or a product for boarding businesses, or a vet, a rescue, a groomer, a trainer or a walker: not a boarder. */
const NOT_BOARDING = /\b(?:apps?|platform|software|saas|marketplace|directory|plugin|agency|booking system|vets?|veterinary|rescue|rehom\w*|charity|sanctuary|groom(?:er|ing) van|mobile groom\w*|insurance|food|treats|toys?|supplies)\b/;

/** The pitch names a pet boarding business that is the business itself; null for anything else. */
export function petBoardingWordOf(pitch: string): { form: PetBoarding["form"]; word: string } | null {
  const lower = pitch.toLowerCase();
  if (NOT_BOARDING.test(lower) || !/\b(?:dogs?|cats?|pets?|pupp(?:y|ies)|kennels?|catter(?:y|ies)|doggy)\b/.test(lower)) return null;
  for (const [re, form, word] of WORDS) if (re.test(lower)) return { form, word };
  return null;
}

/** "Fill January to March and November" → January, February, March, November; months the founder wants filled. */
function quietMonthsIn(text: string): string[] {
  const out: string[] = [];
  const names = MONTHS.join("|");
  for (const sentence of text.split(/(?<=[.;!?])\s+/)) {
    if (!/\b(?:fill|empty|quiet|slow|dead|half[- ]empty|half[- ]full|gaps?)\b/i.test(sentence)) continue;
    const ranged = sentence.replace(new RegExp(`\\b(${names}) (?:to|until|till|through|-|–) (${names})\\b`, "g"), (_, a: string, b: string) => {
      const from = MONTHS.indexOf(a as (typeof MONTHS)[number]);
      const to = MONTHS.indexOf(b as (typeof MONTHS)[number]);
      const run: string[] = [];
      for (let i = from; run.length < 12; i = (i + 1) % 12) {
        run.push(MONTHS[i]!);
        if (i === to) break;
      }
      return run.join(" ");
    });
    for (const m of MONTHS) if (new RegExp(`\\b${m}\\b`).test(ranged) && !out.includes(m)) out.push(m);
    if (out.length) return out;
  }
  return out;
}

/**
 * "Orchard Lodge is a licensed boarding kennels and cattery near Tunbridge Wells with 30 heated dog kennels and
 * 20 cat chalets … Dog boarding is £32 a night; daycare £28 a day": the business and the numbers its plan needs.
 */
export function readPetBoarding(a: PlanFormData, pitch: string, country: string | null): PetBoarding | null {
  const found = petBoardingWordOf(pitch);
  if (!found) return null;
  const d = a.productDescription;
  const all = `${d} ${a.successMetrics} ${a.challenges}`;
  const lower = `${d} ${a.audiencePersona}`.toLowerCase();
  const night = /([£$€])\s?(\d{1,3})(?:\.\d\d)?\s*(?:a|per|\/)\s*night\b/i.exec(d);
  const day = /\bday ?care\b[^.;]{0,30}?([£$€])\s?(\d{1,3})(?:\.\d\d)?\s*(?:a|per|\/)\s*day\b|([£$€])\s?(\d{1,3})(?:\.\d\d)?\s*(?:a|per|\/)\s*day\b[^.;]{0,20}\bday ?care\b/i.exec(d);
  const peak = /\b(?:full|booked (?:up|out)|sold out|fully booked)\b/i;
  const peakFull = [/\bsummer\b|\bjuly\b|\baugust\b/i, /\bchristmas\b/i, /\beaster\b/i]
    .map((re, i) => (a.challenges.split(/(?<=[.;!?])\s+/).concat(a.successMetrics).some((s) => re.test(s) && peak.test(s)) ? ["summer", "Christmas", "Easter"][i]! : null))
    .filter((p): p is string => p !== null);
  const cats = /\bcats?\b|\bcatter(?:y|ies)\b|\bkittens?\b/.test(lower);
  return {
    word: found.word,
    form: found.form,
    dogs: /\bdogs?\b|\bpupp(?:y|ies)\b|\bkennels?\b|\bdoggy\b/.test(lower) || !cats,
    cats,
    night: night ? Number(night[2]) : null,
    day: day ? Number(day[2] ?? day[4]) : null,
    symbol: night?.[1] ?? day?.[1] ?? day?.[3] ?? (country === "United States" ? "$" : country === "United Kingdom" ? "£" : ""),
    daycare: /\bday ?care\b/i.test(all),
    kennels: numberFrom(/\b(\d{1,3}|ten|twelve|twenty|thirty|forty|fifty) (?:heated |indoor |outdoor |large |dog )*(?:dog )?(?:kennels|runs|suites)\b/i.exec(d)?.[1]),
    chalets: numberFrom(/\b(\d{1,3}|ten|twelve|twenty|thirty) (?:heated |indoor )*(?:cat )?(?:chalets|pens|cat suites)\b/i.exec(d)?.[1]),
    quiet: quietMonthsIn(`${a.successMetrics}. ${a.challenges}`),
    peakFull,
    daycareGoal: numberFrom(/\bday ?care (?:at|to|of|up to)? ?(\d{1,3}) dogs\b|\b(\d{1,3}) dogs a day\b/i.exec(a.successMetrics)?.slice(1).find(Boolean)),
    noDiscount: noDiscountIn(`${a.challenges} ${a.successMetrics}`),
    country: country ?? (/[£]/.test(d) ? "United Kingdom" : /\$/.test(d) ? "United States" : null),
    town: (a.localRegion ?? "").split(/,|\band\b|\(/)[0]!.trim() || null,
  };
}

/** The licence owners check, worded as a thing to check. */
function licenceOf(p: PetBoarding | null): { name: string; check: string } {
  if (p?.country === "United Kingdom")
    return {
      name: "your council licence and its star rating",
      check: "your council's animal boarding licence and the star rating on it (check the wording and what you may show with your council's licensing team)",
    };
  if (p?.country === "United States")
    return {
      name: "your state or county licence and inspection, where your state has one",
      check: "any state or county kennel licence or inspection that applies to you (check with your state's department of agriculture or your county)",
    };
  return { name: "your licence or registration", check: "whatever licence or registration applies to boarding animals where you are (check with your local authority)" };
}

/** The pets, in the founder's words: "dogs and cats", "dogs", "cats". */
function petsOf(p: PetBoarding | null): string {
  if (!p) return "dogs and cats";
  return p.dogs && p.cats ? "dogs and cats" : p.cats ? "cats" : "dogs";
}

/** "January, February, March and November"; a slot when not said. */
function quietOf(p: PetBoarding | null): string {
  return p?.quiet.length ? joinWords(p.quiet) : "{{your quiet months}}";
}

/** Owners' honest reasons to go away (or need boarding) in the quiet months. */
function reasonsOf(p: PetBoarding | null): string {
  const q = new Set(p?.quiet ?? []);
  const parts: string[] = [];
  if (q.has("February") || q.has("October")) parts.push(`${p?.country === "United States" ? "winter and spring break" : "half-term"} trips`);
  if (q.has("January") || q.has("February") || q.has("March") || q.has("November") || q.has("December")) parts.push("winter sun");
  if (q.has("November") || q.has("December")) parts.push("Christmas shopping weekends and early Christmas visits");
  parts.push("a house move", "building work at home", "a stay in hospital or a new baby");
  return joinWords(parts);
}

/** The arithmetic of the goal, from the founder's numbers; null when there are none. */
export function petBoardingMath(p: PetBoarding): string | null {
  const lines: string[] = [];
  if (p.kennels && p.night && p.quiet.length) {
    const nights = p.kennels * 30;
    const half = Math.round(nights / 2);
    const gap = Math.round(nights / 4);
    lines.push(`${p.kennels} kennels over a 30-night month is ${formatCount(nights)} kennel nights; half empty is about ${formatCount(half)} left unsold. Filling half of that gap (about ${formatCount(gap)} nights, roughly ${Math.max(1, Math.round(gap / 7))} stays of a week) at ${p.symbol}${p.night} a night is about ${p.symbol}${formatCount(gap * p.night)} more in each quiet month.`);
  }
  if (p.daycareGoal) lines.push(`Daycare at ${p.daycareGoal} dogs a day is ${p.daycareGoal * 5} dog days a week${p.day ? `, about ${p.symbol}${formatCount(p.daycareGoal * 21 * p.day)} a month at ${p.symbol}${p.day} a day` : ""}: about ${Math.round((p.daycareGoal * 5) / 2.5)} dogs each coming on two or three fixed weekdays, so regulars matter more than one-off days.`);
  if (!lines.length) return null;
  return `${lines.join(" ")} Rough arithmetic on your numbers; put your own counts in after the first month.`;
}

/**
 * {pbWord} {pbPets} {pbQuiet} {pbReasons} {pbNight} {pbDay} {pbLicence} {pbLicenceCheck} {pbVisit} {pbTrial} {pbUpdates} {pbPeak}
 * {pbMath} {pbDaycare} {pbDaycareGoal} {pbRegular} {pbPrice} {pbStay} {pbSitter} {pbWhere} {pbReferrers} {pbPhotos}: a pet
 * boarding business; slots where the answers do not say.
 */
export function petBoardingTokens(p: PetBoarding | null): Record<string, string> {
  const licence = licenceOf(p);
  const home = p?.form === "home";
  const day = p?.day ? `${p.symbol}${p.day} a day` : "{{your day rate}}";
  const peak = p?.peakFull.length ? joinWords(p.peakFull) : "summer and Christmas";
  return {
    pbWord: p?.word ?? "boarding kennels",
    pbPets: petsOf(p),
    pbPetsUp: upperFirst(petsOf(p)),
    pbPet: p && p.cats && !p.dogs ? "cat" : p && p.cats ? "dog or cat" : "dog",
    pbQuiet: quietOf(p),
    pbQuietFirst: p?.quiet[0] ?? "{{your first quiet month}}",
    pbReasons: reasonsOf(p),
    pbNight: p?.night ? `${p.symbol}${p.night} a night` : "{{your nightly price}}",
    pbDay: day,
    pbLicence: home ? licenceOf(p).name.replace(/^your council licence and its star rating$/, "your council home-boarding licence and its star rating") : licence.name,
    pbLicenceCheck: licence.check,
    pbVisit: home ? "a visit to your home to meet you (and your own pets)" : "a visit to see the kennels, the runs and the paddock before booking",
    pbTrial: p?.cats && !p.dogs ? "a trial night" : p?.daycare ? "a trial day in daycare or a trial night" : "a trial night",
    pbUpdates: "a photo and a line about their pet each day of the stay",
    pbPeak: peak,
    pbDaycare: p?.daycare ? "daycare" : "{{your daycare, if you run one}}",
    pbDaycareGoal: p?.daycareGoal ? `${p.daycareGoal} dogs a day` : "{{dogs a day}}",
    pbRegular: p?.day ? `the same two or three weekdays every week at ${day}` : "the same two or three weekdays every week",
    pbPrice: p?.night ? `${p.symbol}${p.night} a night` : "your usual price",
    pbSitter: home ? "your home" : "the kennels",
    pbTown: p?.town ?? "{{your town}}",
    // What owners type into Google: a home boarder's dog owners, a cattery's cat owners, or kennels and cattery both.
    pbSearch: home ? `'dog boarding ${p?.town ?? "near me"}' or 'dog sitter near me'` : p?.cats && !p.dogs ? `'cattery ${p.town ?? "near me"}' or 'cattery near me'` : `'kennels near me'${p?.cats ? ` or 'cattery ${p.town ?? "near me"}'` : ` or 'dog boarding ${p?.town ?? "near me"}'`}`,
    pbReferrers: "the vets, groomers, dog trainers and dog walkers nearby",
    pbReferrersUp: "The vets, groomers, dog trainers and dog walkers nearby",
    pbWordA: withArticle(p?.word ?? "boarding kennels"),
    pbWordUp: upperFirst(withArticle(p?.word ?? "boarding kennels")),
    pbDayLine: p?.daycare && p.day ? `, daycare at ${day}` : "",
    pbPhotos: home ? "your home, the garden, the walks and the dogs' sleeping spot" : `the kennels, the ${p?.cats ? "cat chalets, the " : ""}paddock, the kitchen and the staff`,
    pbMath: (p && petBoardingMath(p)) ?? "Count enquiries, visits, bookings in the quiet months and daycare days every Friday.",
    pbNoCut: "at your usual price",
  };
}

/** The goal line of a pet boarding business's strategy, whatever goal the form says. */
export const PET_BOARDING_STRATEGY =
  "answering owners' fear of leaving their pet before anything else ({pbVisit}, {pbTrial}, {pbUpdates}, {pbLicence} shown plainly), filling {pbQuiet} {pbNoCut} with honest reasons to go away then ({pbReasons}), asking {pbReferrers} to pass your name on, rebooking next year's dates at pick-up, and selling daycare to working owners as a regular weekday place";
export const PET_BOARDING_FOCUS =
  "Owners who trust you with their {pbPet}: a visit before the first booking, news during the stay, {pbQuiet} filled with owners who have a reason to go then, next year's dates booked at pick-up, and daycare regulars on fixed weekdays";

/** "Orchard Lodge Kennels is a boarding kennels and cattery near Tunbridge Wells for …" */
export function petBoardingWhat(p: PetBoarding, product: string, audience: string, where: string): string {
  const who = /^people\b/i.test(audience) ? `${p.dogs && p.cats ? "dog and cat" : p.cats ? "cat" : "dog"} owners` : audience;
  return `${product} is ${/^[aeiou]/i.test(p.word) ? "an" : "a"} ${p.word} ${where} for ${who}: owners book after they have seen where their ${petsOf(p)} will sleep and met who will look after them, come back when the first stay went well, and tell their vet, their groomer and their friends.`;
}

/** The strategy's own lines: the arithmetic, the full weeks, the price. */
export function petBoardingListening(p: PetBoarding, fill: (text: string) => string): string[] {
  const out = [fill("{pbMath}")];
  if (p.peakFull.length) out.push(fill(`You said ${joinWords(p.peakFull)} ${p.peakFull.length > 1 ? "are" : "is"} full a year ahead, so nothing here advertises those weeks: they are offered only to owners rebooking at pick-up, and every tactic points at ${quietOf(p)}.`));
  if (p.noDiscount) out.push(`${p.noDiscount}: nothing here cuts the nightly price; the quiet months are sold on owners' own reasons to go away then.`);
  return out;
}

/**
 * Lines a nursery, a shop or a restaurant gives that mean nothing to a kennels: children, parents going back
 * to work, Dependent Care FSAs, pediatricians, stamp cards, tables, a till.
 */
export const PET_BOARDING_MISFITS =
  /\bchild ?care\b|\bpediatricians?\b|\bpaediatricians?\b|\bdependent care\b|\bFSA\b|\bwaiting list by start date\b|\breturn(?:ing)? to work\b|\bgoing back to work\b|\bsettling[- ]in\b|\bphoto of a child\b|\bstamp cards?\b|\bat the till\b|\bbook a table\b/i;

/** A plan for a kennels answers owners' fear and keeps the full weeks out; the reasons the checker gives when it does not. */
export function petBoardingPlanGaps(p: PetBoarding | null, planText: string): { reason: string; note: string }[] {
  if (!p) return [];
  const out: { reason: string; note: string }[] = [];
  if (!/\bvisit\b|\blook round\b|\bshow-?round\b|\btrial (?:night|day)\b|\bmeet\b/i.test(planText)) out.push({ reason: `Owners book ${p.word === "cattery" ? "a cattery" : "kennels"} after they have seen it or tried a night: no tactic offers a visit or a trial stay.`, note: "Leaves out the visit before booking" });
  if (/\b(?:nursery|nurseries|toddlers?|babies|pediatric|paediatric)\b/i.test(planText)) out.push({ reason: `A ${p.word} looks after pets, and this plan speaks of children's childcare.`, note: "Reads the kennels as a nursery" });
  const sentences = planText.split(/(?<=[.!?])\s+|\n/);
  const pushed = p.peakFull.includes("summer") ? sentences.find((s) => /\b(?:book|fill|promot\w*|advertis\w*|offer)\b[^.]*\b(?:summer|August|July)\b/i.test(s) && !/\b(?:full|already|never|not|rebook\w*|next year)\b/i.test(s)) : undefined;
  if (pushed) out.push({ reason: `Summer is full a year ahead, and this line sells it: "${pushed.trim().slice(0, 120)}".`, note: "Pushes the weeks that are already full" });
  return out;
}

/** What the AI prompt states about a pet boarding business: who buys, what its plan is made of, the arithmetic. */
export function petBoardingFacts(p: PetBoarding | null): string[] {
  if (!p) return [];
  const t = petBoardingTokens(p);
  const lines = [
    `- ${upperFirst(p.word)} (${t.pbPets}): owners leaving their pet choose on trust. Answer the fear first: ${t.pbVisit}, ${t.pbTrial}, ${t.pbUpdates}, vaccinations required, ${t.pbLicence} (tell the founder to check ${t.pbLicenceCheck}). Never read it as children's childcare: no parents, nurseries, pediatricians or Dependent Care FSAs`,
    `- Its plan: fill ${t.pbQuiet} ${t.pbNoCut} with honest reasons to go then (${t.pbReasons}); ${t.pbReferrers} as referrers (never paid per name unless the founder says so); next year's dates rebooked at pick-up; a Google profile with real photos of ${t.pbPhotos} and reviews asked at pick-up${p.daycare ? `; daycare sold to working owners as ${t.pbRegular}, and to new-puppy owners through puppy classes` : ""}`,
  ];
  if (p.peakFull.length) lines.push(`- ${upperFirst(joinWords(p.peakFull))} ${p.peakFull.length > 1 ? "are" : "is"} full a year ahead: no tactic promotes those weeks`);
  if (p.noDiscount) lines.push(`- The founder won't cut the price ("${p.noDiscount}"): no discounts`);
  const math = petBoardingMath(p);
  if (math) lines.push(`- The goal's arithmetic: ${math}`);
  return lines;
}
