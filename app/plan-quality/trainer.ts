import type { PlanFormData } from "~/wizard/types";
import { formatCount, numberFrom, upperFirst } from "./words";

/**
 * A local personal trainer who trains people in person: one-to-one in clients' homes or a park, small outdoor
 * bootcamps, a running coach, a Pilates or yoga teacher who teaches one-to-one. The client is an adult who
 * often hates gyms and has given up on apps; they try one session or a short starter block, decide on how they
 * felt and whether someone turned up for them, and stay while they see progress and someone checks in. They
 * choose on a friend's word, a story from someone their own age, a Google profile with reviews, and sometimes
 * on the word of the physio, the osteopath or the GP practice's social prescriber who saw them first. So its
 * plan is a starter block, stories with consent, a bring-a-friend bootcamp, the people who refer, local
 * employers' lunchtimes, parkrun and walking groups, the Google profile and reviews, and keeping clients past
 * the first block; written in short blocks for a founder who trains from early to late, with no medical
 * claims and the park's rules worded as a check. Not a gym (gym.ts), not online coaching (coaching.ts), not a
 * children's club (kids-club.ts). Pure.
 */
export type Trainer = {
  /** The founder's trade in their word: "personal trainer", "running coach", "Pilates teacher", "yoga teacher". */
  word: string;
  /** One-to-one price: "£45 a session" → 45. */
  session: number | null;
  /** A block of sessions: "£400 for ten" → { count: 10, price: 400 }. */
  block: { count: number; price: number } | null;
  /** The bootcamp or group class, when there is one. */
  bootcamp: { price: number | null; size: number | null; when: string | null } | null;
  symbol: string;
  /** The park where they train, as said: "Pittville Park". */
  park: string | null;
  /** Trains clients in their own homes. */
  homes: boolean;
  /** The clients' ages as said: [35, 60]. */
  ages: [number, number] | null;
  /** The regular one-to-one clients the goal names: "fifteen regular one-to-one clients" → 15. */
  goalClients: number | null;
  /** The founder's training hours as said: "6am to 8pm"; null when not said. */
  hours: string | null;
  /** Gyms won't let outside trainers in (or the founder won't use one). */
  noGyms: boolean;
  /** UK, US or elsewhere: who refers and which rules to check. */
  country: string | null;
};

const WORDS: [RegExp, string][] = [
  [/\bpersonal (?:trainer|training)\b|\bpt\b/, "personal trainer"],
  [/\brunning coach\b/, "running coach"],
  [/\bpilates (?:teacher|instructor)\b/, "Pilates teacher"],
  [/\byoga (?:teacher|instructor)\b/, "yoga teacher"],
  [/\b(?:outdoor )?(?:fitness instructor|bootcamp instructor|boot ?camps? (?:instructor|coach))\b/, "fitness instructor"],
];
/** Taught in person, not online; not a gym, a studio business, software, or classes for children. */
const NOT_IN_PERSON = /\bonline\b|\bzoom\b|\bvirtual\b|\bin an app\b|\b(?:my|our|an?) app\b|\bplatform\b|\bsoftware\b|\bsaas\b|\bmarketplace\b|\bdirectory\b|\b(?:my|our) (?:gym|studio)\b|\bbouldering\b|\bclimbing\b|\bfor (?:children|kids)\b|\bchildren's\b|\bkids'?\b/;
/** Pilates and yoga teachers count only when they teach one-to-one or in clients' homes (a studio's classes are another kind). */
const ONE_TO_ONE = /\bone[- ]to[- ]one\b|\b1[- ]to[- ]1\b|\b1:1\b|\bprivate (?:sessions|clients|lessons)\b|\bin (?:their|clients'?|your|people's) (?:own )?homes?\b/;

/** The pitch names a personal trainer (or a coach or teacher who trains people in person); null for anything else. */
export function trainerWordOf(pitch: string, description: string = pitch): string | null {
  const lower = pitch.toLowerCase();
  const all = description.toLowerCase();
  if (NOT_IN_PERSON.test(all)) return null;
  for (const [re, word] of WORDS) {
    if (!re.test(lower)) continue;
    if (/pilates|yoga/i.test(word) && !ONE_TO_ONE.test(all)) return null;
    return word;
  }
  return null;
}

const NUMBER = "(\\d{1,3}|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty)";

/**
 * "I'm a personal trainer in Cheltenham … one-to-one in their homes and in Pittville Park … bootcamps of up to
 * eight people on Tuesday and Thursday mornings. A one-to-one session is £45, a block of ten £400, bootcamp £8":
 * the trainer and the numbers the plan needs. Null for anything else.
 */
export function readTrainer(a: PlanFormData, pitch: string, ages: [number, number] | null, country: string | null): Trainer | null {
  if (a.audienceGeography !== "local") return null;
  const word = trainerWordOf(pitch, a.productDescription);
  if (!word) return null;
  const d = a.productDescription;
  const session = /\b(?:session|one[- ]to[- ]one|1[- ]to[- ]1|an hour)[^.£$€]{0,25}([£$€])\s?(\d{2,3})\b|([£$€])\s?(\d{2,3})\s*(?:a|per|an|\/)\s*(?:session|hour)\b/i.exec(d);
  const block = new RegExp(`\\bblock of ${NUMBER}[^.£$€]{0,20}([£$€])\\s?(\\d{2,4})|([£$€])\\s?(\\d{2,4}) for ${NUMBER}(?: sessions)?\\b|${NUMBER} sessions (?:for|at) ([£$€])\\s?(\\d{2,4})`, "i").exec(d);
  const camp = /\b(?:boot ?camps?|group (?:sessions|classes)|small groups?|circuits)\b/i.test(d);
  const campPrice = /\b(?:boot ?camps?|group (?:session|class)e?s?)[^.£$€]{0,25}([£$€])\s?(\d{1,2})\b|([£$€])\s?(\d{1,2})\s*(?:a|per)\s*(?:boot ?camp|class)\b/i.exec(d);
  const campSize = new RegExp(`\\b(?:up to|of up to|maximum of|max) ${NUMBER}(?: people| clients)?\\b`, "i").exec(d);
  const campWhen = /\b((?:mon|tues|wednes|thurs|fri|satur|sun)day(?:s)?(?: and (?:mon|tues|wednes|thurs|fri|satur|sun)days?)? (?:mornings|evenings|lunchtimes))\b/i.exec(d);
  const park = /\b(?:in|at|around) ((?:[A-Z][a-z]+ )+(?:Park|Common|Green|Gardens|Rec))\b/.exec(d);
  const goal = new RegExp(`\\b${NUMBER} (?:regular |more |new )*(?:one[- ]to[- ]one |1[- ]to[- ]1 |pt )?(?:regular )?clients\\b`, "i").exec(a.successMetrics);
  const hours = /\b(\d{1,2}(?:[:.]\d\d)?\s?(?:am|pm) (?:to|till|until|-|–) \d{1,2}(?:[:.]\d\d)?\s?(?:am|pm))\b/i.exec(`${a.challenges} ${d}`);
  const symbol = session?.[1] ?? session?.[3] ?? block?.[2] ?? block?.[3] ?? campPrice?.[1] ?? campPrice?.[3] ?? "";
  const count = block ? numberFrom(block[1] ?? block[6] ?? block[7] ?? null) : null;
  const blockPrice = block ? Number(block[3] ?? block[4] ?? block[9]) : null;
  return {
    word,
    session: session ? Number(session[2] ?? session[4]) : null,
    block: count && blockPrice ? { count, price: blockPrice } : null,
    bootcamp: camp
      ? {
          price: campPrice ? Number(campPrice[2] ?? campPrice[4]) : null,
          size: campSize ? numberFrom(campSize[1]) : null,
          when: campWhen ? campWhen[1]!.replace(/^./, (c) => c.toUpperCase()) : null,
        }
      : null,
    symbol,
    park: park ? park[1]! : null,
    homes: /\b(?:in|at) (?:their|clients'?|people's) (?:own )?homes?\b|\bhome visits\b|\bat home\b/i.test(d),
    ages,
    goalClients: goal ? numberFrom(goal[1]) : null,
    hours: hours ? hours[1]!.replace(/\s?(?:till|until|-|–)\s?/, " to ") : null,
    noGyms: /\bgyms?\b[^.]{0,40}\b(?:don'?t|do not|won'?t|will not|doesn'?t)\b[^.]{0,30}\b(?:let|allow|want)\b|\b(?:hate|don'?t like|avoid)s? gyms?\b/i.test(`${a.challenges} ${d}`),
    country: country ?? (symbol === "£" ? "United Kingdom" : symbol === "$" ? "United States" : null),
  };
}

const WORD_NUMBERS = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];
const spell = (n: number) => WORD_NUMBERS[n] ?? String(n);

/** The goal's arithmetic: regular clients at a session a week, the bootcamps full, starters needed. */
export function trainerMath(t: Trainer): string | null {
  if (!t.goalClients && !t.bootcamp?.size) return null;
  const rate = t.block ? Math.round(t.block.price / t.block.count) : t.session;
  const s = t.symbol;
  const out: string[] = [];
  if (t.goalClients) {
    out.push(`${upperFirst(spell(t.goalClients))} regular one-to-one clients at one session a week is ${t.goalClients} of your hours a week${rate ? ` and about ${s}${formatCount(t.goalClients * rate)} a week${t.block ? ` at the block rate (${s}${rate} a session)` : ""}` : ""}.`);
    out.push(`If one starter in two becomes a regular client, each regular client takes two starters: count the regulars you have today, and the gap times two is the starters to book in this plan.`);
  }
  if (t.bootcamp?.size) {
    const days = t.bootcamp.when && / and /.test(t.bootcamp.when) ? 2 : 1;
    out.push(`Full bootcamps are ${t.bootcamp.size * days} places a week${t.bootcamp.price ? ` (${s}${formatCount(t.bootcamp.size * days * t.bootcamp.price)} a week)` : ""}, and a place kept by a regular is worth more than a one-off: count who comes twice.`);
  }
  out.push("Rough arithmetic on your numbers; put your own counts in after the first month.");
  return out.join(" ");
}

/**
 * {trnWord} {trnSession} {trnBlock} {trnStarter} {trnStarterShort} {trnCamp} {trnCampWhen} {trnCampPrice} {trnPark} {trnWhere} {trnWhereYou}
 * {trnClients} {trnAges} {trnReferrers} {trnReferrersShort} {trnWalks} {trnParkRules} {trnSlot} {trnMath} {trnRenew}: a local
 * personal trainer; slots where the answers do not say.
 */
export function trainerTokens(t: Trainer | null, place: string): Record<string, string> {
  const s = t?.symbol || "£";
  const us = t?.country === "United States";
  const session = t?.session ? `${s}${t.session} a session` : "{{your price a session}}";
  const block = t?.block ? `${spell(t.block.count)} sessions for ${s}${t.block.price}` : "{{your block of sessions and its price}}";
  const park = t?.park ?? "{{the park where you train}}";
  const when = t?.bootcamp?.when ?? "{{your bootcamp days}}";
  return {
    trnWord: t?.word ?? "personal trainer",
    trnSession: session,
    trnBlock: block,
    trnBlockCount: t?.block ? spell(t.block.count) : "ten",
    trnStarter: `three sessions in three weeks at ${t?.session ? `${s}${t.session} each` : session}, booked together, with ${t?.block ? block : "the next block"} offered at the third`,
    trnStarterShort: "a three-session starter",
    trnCamp: t?.bootcamp ? `the bootcamp on ${when}${t.bootcamp.size ? ` (up to ${spell(t.bootcamp.size)} people` : " ("}${t.bootcamp.price ? `${t.bootcamp.size ? ", " : ""}${s}${t.bootcamp.price} a session` : ""})`.replace(" ()", "") : "a small outdoor group session",
    trnCampWhen: when,
    trnCampPrice: t?.bootcamp?.price ? `${s}${t.bootcamp.price}` : "{{your bootcamp price}}",
    trnPark: park,
    trnWhere: t?.homes ? `in clients' homes and in ${park}` : `in ${park}`,
    trnWhereYou: t?.homes ? `at your home or in ${park}` : `in ${park}`,
    trnAges: t?.ages ? `${t.ages[0]}-${t.ages[1]}` : "{{their ages}}",
    trnClients: t?.ages ? `people aged ${t.ages[0]}-${t.ages[1]}` : "people",
    trnReferrers: us
      ? "physical therapists, chiropractors and the wellness staff at local doctors' offices"
      : "the social prescribing link workers at the GP practices, physiotherapists and osteopaths",
    trnReferrersShort: us ? "physical therapists and chiropractors" : "social prescribers, physios and osteopaths",
    trnWalks: us ? "the local running clubs and walking groups" : "parkrun and the local walking groups",
    trnWalksVolunteer: us ? "Help out at a local running club's Saturday run" : "Volunteer at parkrun",
    trnParkRules: us
      ? `the city's rules for paid fitness sessions in ${park} (check with the parks department whether you need a permit)`
      : `the council's rules for paid training in ${park} (check with the council whether personal trainers need a permit or a licence there, and what it costs)`,
    trnSlot: t?.hours ? `in the gaps between clients (you train from ${t.hours})` : "in one fixed 30-minute slot a day",
    trnMath: (t && trainerMath(t)) ?? "Count starters booked, starters who became regulars and regulars who renewed every Friday.",
    trnRenew: t?.block ? `the next block of ${spell(t.block.count)}` : "the next block",
    trnPlace: place,
  };
}

/** The goal line of a personal trainer's strategy, whatever goal the form says. */
export const TRAINER_STRATEGY =
  "turning people who hate gyms into regulars: {trnStarterShort} with the next block offered at the third session, stories from clients their age told with consent, a Google profile with reviews, a bring-a-friend bootcamp, {trnReferrersShort} who can pass your name on, local employers' lunchtimes and {trnWalks}, and a check-in at week six so clients renew {trnRenew}";

export const TRAINER_FOCUS =
  "Regular clients: every starter turned into a block at the third session, every block renewed after a week-six check-in, and friends, stories and referrers bringing the next starters";

/** "Fit by Dan is a personal trainer in Cheltenham for …: …" */
export function trainerWhat(t: Trainer, product: string, audience: string, where: string): string {
  return `${product} is a ${t.word} ${where} for ${audience}: they try a few sessions, decide on how they felt and whether you turned up for them, and stay while they see progress and someone checks in.`;
}

/** The strategy's own lines: the arithmetic, the hours, the gyms, no medical claims. */
export function trainerListening(t: Trainer, fill: (text: string) => string): string[] {
  const out = [fill("{trnMath}")];
  if (t.hours) out.push(fill(`You train clients from ${t.hours}, so every step here is a short block of 15 to 30 minutes that fits between sessions or before the first one: a message, an email, a card; what happens in a session (the third session's offer, the week-six check-in) is what you already do.`));
  if (t.noGyms) out.push(fill("Gyms won't let outside trainers in, so nothing here needs one: clients' homes, {trnPark}, employers' own rooms and the people who refer are the way in."));
  out.push("No medical claims: a physio's, an osteopath's or a social prescriber's referral is theirs to make, your words say what you do (turn up, train people safely, adapt to a bad back or knee), and a client's story is told in their words, with their written consent.");
  return out;
}

/**
 * Lines a home-service trade or a shop gives that mean nothing to a personal trainer: the yearly service, the
 * neighbour's welcome card, past customers, a till or a stamp card.
 */
export const TRAINER_MISFITS =
  /\byearly service\b|\bservice is due\b|\bnew to the neighbourhood\b|\bbring-a-neighbour\b|\bwhen the job is done\b|\bat the till\b|\bstamp cards?\b|\bshop window\b|\bfreshers\b|\bflatmates?\b/i;

/** Claims a trainer must not make: cures, treatments, guaranteed weight lost. */
const MEDICAL_CLAIM = /\b(?:cures?|treats?|heals?|reverses?)\b[^.]{0,30}\b(?:back pain|arthritis|diabetes|depression|anxiety|injur(?:y|ies)|condition)|\bguarantee[ds]?\b[^.]{0,30}\b(?:lose|weight|results)\b|\blose \d+\s?(?:kg|kilos|lbs|pounds|stone)\b/i;

/**
 * A personal trainer's plan keeps clients past the first block, makes no medical claims, and tells client
 * stories only with consent; the reasons the checker gives when it does not.
 */
export function trainerPlanGaps(t: Trainer | null, planText: string): { reason: string; note: string }[] {
  if (!t) return [];
  const out: { reason: string; note: string }[] = [];
  if (!/\b(?:renew|next block|check-in|progress review)\b/i.test(planText)) out.push({ reason: `A ${t.word}'s income is clients who stay past the first block, and no tactic keeps them (a check-in, a progress review, the next block).`, note: "Only finds new clients" });
  const claim = planText.split(/(?<=[.!?])\s+|\n/).find((s) => MEDICAL_CLAIM.test(s));
  if (claim) out.push({ reason: `A trainer can't promise a cure or a weight: "${claim.trim().slice(0, 120)}".`, note: "Makes a medical claim" });
  if (/\b(?:stor(?:y|ies)|before[- ]and[- ]after|results)\b/i.test(planText) && !/\bconsent\b|\bpermission\b/i.test(planText)) out.push({ reason: "Client stories and results need the client's written consent, and the plan asks for none.", note: "Shows clients without consent" });
  return out;
}

/** What the AI prompt states about a personal trainer: who buys, what the plan is made of, the arithmetic. */
export function trainerFacts(t: Trainer | null, place: string): string[] {
  if (!t) return [];
  const k = trainerTokens(t, place);
  const lines = [
    `- A local ${t.word} who trains people in person (${k.trnWhere}${t.bootcamp ? `, and ${k.trnCamp}` : ""}): clients are ${k.trnClients} who often hate gyms and gave up on apps. No home-service tactics (yearly service reminders, neighbours' welcome cards), no gym tactics`,
    `- Its plan: a first session or ${k.trnStarter}; stories and results from clients of the same age, with their written consent (no before-and-after body photos without it); a Google profile and reviews; a bring-a-friend bootcamp (tell the founder to check ${k.trnParkRules}); ${k.trnReferrers} as people who may refer (worded as something to ask, never a medical claim); local employers' lunchtime sessions; ${k.trnWalks}; keeping clients past the first block (a check-in at week six, a progress review, renewing ${k.trnRenew})`,
  ];
  if (t.hours) lines.push(`- The founder trains clients from ${t.hours}: every tactic is done in short blocks of 15 to 30 minutes between sessions`);
  if (t.noGyms) lines.push("- Gyms won't let outside trainers in: nothing in the plan depends on a gym");
  const math = trainerMath(t);
  if (math) lines.push(`- The goal's arithmetic: ${math}`);
  return lines;
}
