import type { PlanFormData } from "~/wizard/types";
import { formatCount, joinWords, upperFirst } from "./words";

/**
 * A charity or non-profit (a registered charity, an animal rescue, a food bank, a hospice, a CIC) whose
 * goal is donations: regular givers, a sponsor scheme, an appeal. Its supporters are donors, volunteers
 * and fosterers, not customers, and "Support fundraising" means gifts, not investors. Read from the
 * founder's words whatever product type the form says. Pure.
 */
export type Charity = {
  /** The founder's word for it: "dog rescue charity", "food bank", "charity". */
  word: string;
  /** The animal it rescues, when it is a rescue: "dog", "cat", "horse"; null otherwise. */
  animal: string | null;
  /** Where it is, from the pitch: "Leeds". */
  town: string | null;
  /** In the United Kingdom (Gift Aid, the Fundraising Regulator, UK GDPR). */
  uk: boolean;
  /** Regular (monthly) donors today and aimed for: "200 monthly donors … (from 85)" → 85, 200. */
  donorsNow: number | null;
  donorsGoal: number | null;
  /** The monthly gift the goal names: "giving £5 or more" → 5. */
  monthlyGift: number | null;
  /** The goal is regular (monthly) giving rather than a one-off appeal. */
  monthly: boolean;
  /** Where they come from, in the founder's words: "council pounds". */
  rescuedFrom: string | null;
  /** Animals (or people) helped a year, when said: "rehomes 120 dogs a year" → 120. */
  helpedAYear: number | null;
  /** Its supporters include people it helped or rehomed to (adopters), fosterers, volunteers. */
  adopters: boolean;
  fosterers: boolean;
  volunteers: boolean;
};

/** The organisation is a charity or non-profit, with the founder's word for it. */
const CHARITY_WORDS: [RegExp, (m: RegExpExecArray) => string][] = [
  [/\b((?:dog|cat|animal|pet|horse|donkey|greyhound|rabbit|hedgehog|wildlife|bird) (?:rescue|welfare|sanctuary)(?: charity| centre| trust)?)\b/, (m) => m[1]!],
  [/\b((?:[a-z]+ )?(?:rescue )?charity)\b/, (m) => (/^(?:a|small|local|our|the|registered|little)\s/.test(m[1]!) ? m[1]!.replace(/^(?:a|small|local|our|the|little)\s/, "") : m[1]!)],
  [/\b(food ?bank|hospice|community interest company|not-for-profit|non-?profit|animal sanctuary)\b/, (m) => m[1]!],
];

/** Words that make the product something for charities (their software, a platform), not one of them. */
const FOR_THEM = /\b(?:apps?|platform|software|saas|tool|system|crm|marketplace|website builder|plugin|agency|consultancy)\b[^.]{0,40}\bfor\b[^.]{0,30}$|\bfor (?:[a-z-]+ ){0,3}$/;

const ANIMALS = /\b(dog|cat|horse|donkey|greyhound|rabbit|hedgehog|bird|pet|animal)s?\b/;

/** The pitch names a charity that is the organisation itself, not software or a service for charities. */
export function charityWordOf(pitch: string): string | null {
  const lower = pitch.toLowerCase();
  for (const [re, word] of CHARITY_WORDS) {
    const m = re.exec(lower);
    if (!m) continue;
    if (FOR_THEM.test(lower.slice(0, m.index))) return null;
    return word(m).trim();
  }
  return null;
}

const NUMBER = (s: string | undefined): number | null => (s ? Number(s.replace(/,/g, "")) || null : null);

/**
 * "A small dog rescue charity in Leeds … We rely on foster homes and monthly donors", "200 monthly
 * donors giving £5 or more by the end of March (from 85)": a charity and the numbers its plan needs.
 * Null for anything else.
 */
export function readCharity(a: PlanFormData, pitch: string, country: string | null): Charity | null {
  const word = charityWordOf(pitch);
  if (!word) return null;
  if (["developer", "b2b-smb", "b2b-enterprise"].includes(a.audienceType)) return null;
  const all = `${a.productDescription} ${a.audiencePersona} ${a.challenges} ${a.successMetrics}`.toLowerCase();
  const metrics = a.successMetrics;
  const goal = /\b(\d[\d,]*)\s+(?:new\s+)?(?:regular|monthly)?\s*(?:donors|givers|supporters|sponsors)\b/i.exec(metrics);
  const from = /\bfrom\s+(\d[\d,]*)\b|\b(?:we have|have|now)\s+(\d[\d,]*)\b/i.exec(metrics);
  const gift = /[£$€]\s?(\d{1,3}(?:\.\d{2})?)\s*(?:or more|\+|a month|per month|monthly)?/.exec(metrics);
  const animal = ANIMALS.exec(pitch.toLowerCase())?.[1] ?? null;
  const helped = /\b(?:rehomes?|rescues?|helps?|feeds?|supports?|cares? for|places?)\s+(?:around |about |over )?(\d[\d,]*)\b[^.]{0,30}\b(?:a|per|each|every) year\b/i.exec(a.productDescription);
  return {
    word,
    animal: animal && animal !== "animal" && animal !== "pet" ? animal : animal ? "animal" : null,
    town: /\b(?:in|near|outside) (\p{Lu}[\p{L}'’-]+(?: \p{Lu}[\p{L}'’-]+)?)/u.exec(pitch)?.[1] ?? null,
    uk: country === "United Kingdom",
    donorsNow: NUMBER(from?.[1] ?? from?.[2]),
    donorsGoal: NUMBER(goal?.[1]),
    monthlyGift: gift?.[1] ? Number(gift[1]) : null,
    monthly: /\bmonthly\b|\bregular (?:giv|donor)|\ba month\b|\bdirect debit\b|\bsponsors?\b/i.test(metrics),
    helpedAYear: NUMBER(helped?.[1]),
    rescuedFrom: /\bfrom ((?:council |local |the )?(?:pounds?|shelters?|kennels|the streets|puppy farms?)(?: and (?:council |local )?(?:pounds?|shelters?|kennels|the streets|puppy farms?))?)\b/i.exec(pitch)?.[1] ?? null,
    adopters: /\badopt(?:ed|ers?|ions?)\b|\brehomed\b/.test(all),
    fosterers: /\bfoster(?:ers?|ing| homes?| carers?)?\b/.test(all),
    volunteers: /\bvolunteers?\b/.test(all),
  };
}

/** Gift Aid: a UK taxpayer's declaration lets the charity claim 25p on every £1 from HMRC. */
const GIFT_AID_RATE = 0.25;

/**
 * The goal's arithmetic from the founder's own numbers: new donors to find, what they give a month
 * and a year, and what Gift Aid adds when most of them are UK taxpayers who declare (labelled as such).
 */
export function donorMath(c: Charity, prefix = "£"): { toFind: number | null; text: string } {
  const toFind = c.donorsGoal !== null && c.donorsNow !== null && c.donorsGoal > c.donorsNow ? c.donorsGoal - c.donorsNow : null;
  const gift = c.monthlyGift;
  const money = (n: number) => `${prefix}${formatCount(Math.round(n))}`;
  if (toFind === null) {
    return {
      toFind,
      text: `Count your regular donors today and write the number you want by the deadline: the gap, divided by the weeks left, is how many new donors a week the plan has to find.`,
    };
  }
  const parts = [`From ${formatCount(c.donorsNow!)} to ${formatCount(c.donorsGoal!)} monthly donors is ${formatCount(toFind)} new ones`];
  if (gift !== null) {
    const month = toFind * gift;
    parts[0] += `: at ${money(gift)} a month each, about ${money(month)} more a month, ${money(month * 12)} a year`;
    if (c.uk) {
      parts.push(
        `with Gift Aid on the gifts of UK taxpayers who declare, up to ${money(month * (1 + GIFT_AID_RATE))} a month (Gift Aid adds 25p for every £1; check your charity is registered with HMRC to claim it)`,
      );
    }
  }
  return { toFind, text: `${parts.join(", ")}. Keeping the ${formatCount(c.donorsNow!)} you have counts as much as finding new ones: a donor who cancels is one more to find.` };
}

/** The weekly pace to the goal: "about 9 new donors a week". */
function donorPace(toFind: number | null, weeks: number): string {
  if (toFind === null || weeks < 1) return "a few new donors a week";
  return `about ${Math.max(1, Math.ceil(toFind / weeks))} new donors a week`;
}

/**
 * {charityWord} {charityTown} {rescued} {rescuedOne} {donorsNow} {donorsGoal} {donorsToFind} {donorPace} {monthlyGift}
 * {donorMath} {giftAidLine} {giftAidAsk} {givingPlatforms} {supportersWord} {adoptersLine} {fosterAsk}: a charity
 * growing its regular donors; slots where the answers do not give the figure.
 */
export function charityTokens(c: Charity | null, prefix = "£", weeks = 13): Record<string, string> {
  if (!c) return {};
  const math = donorMath(c, prefix);
  const animal = c.animal;
  const plural = animal ? `${animal}s` : "the people you help";
  const gift = c.monthlyGift !== null ? `${prefix}${c.monthlyGift}` : `{{monthly amount}}`;
  return {
    charityWord: c.word,
    charityTown: c.town ?? "{{your town}}",
    rescued: plural,
    rescuedOne: animal ? `a ${animal}` : "someone you helped",
    rescuedOneWord: animal ?? "person",
    rescuedOneWordCap: upperFirst(animal ?? "person"),
    rescuedCap: upperFirst(plural),
    rescuedFrom: c.rescuedFrom ? ` from ${c.rescuedFrom}` : "",
    rescuedName: animal ? `{{${animal}'s name}}` : "{{their first name}}",
    helpedAYear: c.helpedAYear !== null ? `${formatCount(c.helpedAYear)} ${plural} a year` : `{{how many}} ${plural} a year`,
    donorsNow: c.donorsNow !== null ? formatCount(c.donorsNow) : "{{donors today}}",
    donorsGoal: c.donorsGoal !== null ? formatCount(c.donorsGoal) : "{{donors wanted}}",
    donorsToFind: math.toFind !== null ? `${formatCount(math.toFind)} new monthly donors` : "{{new donors wanted}}",
    donorPace: donorPace(math.toFind, weeks),
    monthlyGift: gift,
    donorMath: math.text,
    giftAidLine: c.uk
      ? " If you are a UK taxpayer, tick the Gift Aid box: it adds 25p to every £1 you give, at no cost to you."
      : "",
    giftAidStep: c.uk
      ? "Switch on the Gift Aid declaration on the sign-up form (UK taxpayers tick a box; the charity claims 25p on every £1 from HMRC), and check the charity is registered with HMRC for Gift Aid before you claim."
      : "Check which tax relief donors in your country can claim on gifts, and say so in one line on the sign-up form.",
    givingPlatforms: c.uk ? "Enthuse, Donorbox or JustGiving, or a Direct Debit through GoCardless" : "Donorbox, Givebutter or your bank's recurring payments",
    monthlyWord: c.uk ? "a monthly Direct Debit" : "a monthly gift",
    supporterKinds: joinWords([
      ...(c.adopters ? ["adopters"] : []),
      ...(c.fosterers ? ["fosterers"] : []),
      ...(c.volunteers ? ["volunteers"] : []),
      "donors",
    ]),
    consentRule: c.uk
      ? "email only the people who gave you their address and agreed to hear from you (UK GDPR and PECR; the Fundraising Regulator's Code of Fundraising Practice says the same), and make it easy to say no more"
      : "email only the people who agreed to hear from you, and make it easy to say no more",
  };
}

/** A charity whose goal is gifts: how the plan gets there, whatever the form's goal says ("Support fundraising" is gifts here, not investors). */
export const CHARITY_STRATEGY =
  "asking the supporters who already know {product} first (adopters, fosterers, followers), giving them one easy way to give every month, and thanking and updating every donor so they stay";
export const CHARITY_FOCUS = "Monthly donors: {donorsGoal} giving {monthlyGift} or more, up from {donorsNow}, asked first among the people who already know your work, and kept with a thank-you and a monthly update";

/**
 * What the strategy says to a charity: the goal's arithmetic and weekly pace, that fundraising here
 * means donors and not investors, Gift Aid, consent for email, and fosterers as the second ask.
 * `fill` puts the charity's tokens in.
 */
export function charityListening(c: Charity, fill: (text: string) => string): string[] {
  const out = [fill("{donorMath}")];
  if (c.donorsGoal !== null && c.donorsNow !== null) out.push(fill("That is {donorPace} until the deadline, counted every Monday."));
  out.push(
    fill(
      `"Support fundraising" here means gifts from supporters, not investors: nothing in this plan sells shares or sends investor updates, and every ask goes to people who already care about ${c.animal ? "{rescued}" : "the work"}${c.uk ? "; the asks follow the Fundraising Regulator's Code of Fundraising Practice, and email goes only to people who agreed to hear from you (UK GDPR and PECR)" : ""}.`,
    ),
  );
  if (c.fosterers) out.push("You rely on foster homes too, so the posts and emails carry a second, smaller ask for fosterers after the gift.");
  return out;
}
