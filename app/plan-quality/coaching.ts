import type { PlanFormData } from "~/wizard/types";
import { MONTHS, dayWithWeekday, utcDay } from "./calendar";
import { formatCount, numberFrom } from "./words";

/**
 * Online coaching sold as a monthly service: 1:1 or small-group fitness, strength, running, nutrition,
 * menopause, business or life coaching, with check-ins. It is not a shop (no cart, no restock, no
 * product feed) and not a course people finish: a client buys a relationship with one coach, decides
 * after a short call whether to trust them, and stays while the check-ins keep them going. Its plan is a
 * clear offer and who it is for, a free consult call booked from a short application, a paid intake
 * with a start date, the first weeks and the check-ins that keep clients, consented client stories
 * without promised results, useful content and partners where the clients already are, one lead magnet
 * and referrals. Pure.
 */
export type Coaching = {
  /** What the founder sells, in their words: "online strength coaching". */
  word: string;
  /** What is coached: "strength", "running", "nutrition", "business"; null when unsaid. */
  specialty: string | null;
  /** The monthly price when said: "£59 a month" → 59 and "£". */
  price: number | null;
  symbol: string;
  /** Small groups rather than 1:1. */
  group: boolean;
  /** Clients today and the clients the goal names: "60 paying clients by April" → 60. */
  clients: number | null;
  goalClients: number | null;
  /** The month the goal names ("by April") → "April". */
  byMonth: string | null;
  /** What the founder gave away that did not keep people ("free 30-day challenges"), when said. */
  freeTried: string | null;
  /** Women in perimenopause or menopause among the clients. */
  menopause: boolean;
  /** The body is coached (fitness, strength, running, nutrition, weight): health and weight claims rules apply. */
  body: boolean;
};

/** What each kind of coaching teaches in one post, measures instead of promises, and who already sees its clients. */
export type CoachWays = {
  /** One thing a post teaches: "one lift (a goblet squat, a dumbbell row or a hip hinge)". */
  move: string;
  /** What progress is counted in: never a promised result. */
  markers: string;
  /** Professionals and places who already see the clients. */
  partners: string;
  /** The first partner to write to, in the singular. */
  partner: string;
  /** The lead magnet: one useful thing. */
  magnet: string;
  /** Where the clients already listen and ask. */
  places: string;
  /** The same, in two words: "one lift". */
  one: string;
  /** What the clients want, after "who": "want to feel stronger and more capable, without a diet". */
  wants: string;
}

const FITNESS: CoachWays = {
  move: "one exercise (how to do it, the common mistake, an easier and a harder version)",
  markers: "what they can do now that they could not (the weights they lift, the stairs, carrying the shopping), sleep and energy, never a weight or a dress size",
  partners: "physiotherapists, gyms with beginners' or women-only sessions and sports-injury clinics",
  partner: "a local physiotherapy clinic",
  magnet: "a one-page, two-week starter plan of three exercises they can do at home",
  places: "the podcasts and Facebook groups where your clients already ask questions",
  wants: "want to feel fitter and more capable, without a diet to follow",
  one: "one exercise",
};

const WAYS: [RegExp, string, Partial<CoachWays>][] = [
  [/\bmenopaus|\bperimenopaus/, "menopause", {
    move: "one lift (a goblet squat, a dumbbell row or a hip hinge: how to do it, the common mistake, an easier and a harder version)",
    markers: "what they can do now that they could not (the weights they lift, the stairs, carrying the shopping), sleep and energy, never a weight or a dress size",
    partners: "menopause clinics and menopause nurses, women's health physiotherapists, and gyms with women-only or beginners' sessions",
    partner: "a women's health physiotherapist",
    magnet: "a one-page, two-week starter plan of three lifts to do at home with one pair of dumbbells",
    places: "menopause podcasts and Facebook groups for women in perimenopause",
    wants: "want to feel stronger and more capable through perimenopause and beyond, without diet culture",
    one: "one lift",
  }],
  [/\bstrength\b|\bweights?\b|\blifting\b|\bpowerlifting\b/, "strength", {
    move: "one lift (a goblet squat, a dumbbell row or a hip hinge: how to do it, the common mistake, an easier and a harder version)",
    magnet: "a one-page, two-week starter plan of three lifts to do at home with one pair of dumbbells",
    wants: "want to feel stronger and more capable, without a diet to follow",
    one: "one lift",
  }],
  [/\brunning\b|\brunners?\b|\bmarathon\b|\b5k\b|\b10k\b|\btriathlon\b/, "running", {
    move: "one session (an easy run at talking pace, strides, a hill session: why, how, and how it should feel)",
    markers: "minutes run without stopping, easy pace, races entered and how their legs feel, never a promised finish time",
    partners: "running clubs, sports physiotherapists and independent running shops",
    partner: "a sports physiotherapist",
    magnet: "a printable four-week plan for getting back to running three times a week",
    wants: "want to run regularly, enjoy it and stay free of injury",
    one: "one session",
  }],
  [/\bnutrition\b|\beating\b|\bdiet\b|\bmeals?\b/, "nutrition", {
    move: "one habit or one meal (a protein breakfast, a twenty-minute dinner, a food shop for the week)",
    markers: "the habits kept each week, meals cooked at home, energy and how they feel about food, never a promised weight loss",
    partners: "personal trainers, gyms and physiotherapists whose clients ask them about food",
    partner: "a personal trainer",
    magnet: "a week of twenty-minute dinners with a shopping list",
    wants: "want to eat well and feel well without a diet to follow",
    one: "one habit",
  }],
  [/\bbusiness\b|\bfounders?\b|\bentrepreneurs?\b|\bcareer\b|\bexecutive\b|\bleadership\b/, "business", {
    move: "one exercise (a pricing worksheet, a weekly review, a script for a hard conversation)",
    markers: "the goals set at the start and what moved: clients won, prices raised, hours worked, decisions made",
    partners: "accountants, bookkeepers, coworking spaces and business networks that see your clients every month",
    partner: "an accountant",
    magnet: "a one-page worksheet that solves one problem your clients have this month",
    places: "the podcasts, LinkedIn groups and newsletters where your clients already ask questions",
    wants: "want to grow their work without burning out",
  }],
  [/\blife\b|\bconfidence\b|\bmindset\b|\bwellbeing\b|\bwell-being\b/, "life", {
    move: "one exercise (a weekly reset, a way to say no, a question to journal on)",
    markers: "the goals they set at the start and the ones they kept, in their own words, never a promised change",
    partners: "wellbeing practitioners, yoga and pilates teachers and small employers' HR teams",
    partner: "a yoga teacher",
    magnet: "a one-page weekly reset worksheet",
    wants: "want a clearer, calmer week and goals they actually keep",
  }],
  [/\bfitness\b|\bpersonal train|\bhealth\b|\bweight\b|\bworkouts?\b/, "fitness", {}],
];

/** The ways of the coaching the answers name (fitness's when none is read). */
export function coachWays(c: Coaching | null, text = ""): CoachWays {
  const lower = `${c?.word ?? ""} ${c?.menopause ? "menopause" : ""} ${text}`.toLowerCase();
  for (const [re, , ways] of WAYS) if (re.test(lower)) return { ...FITNESS, ...ways };
  return FITNESS;
}

/** Words that make the product something for coaches (their app, software, a directory), not the coaching itself. */
const FOR_COACHES = /\b(?:apps?|platform|software|saas|tool|system|marketplace|directory|plugin|crm|website builder)\b[^.]{0,30}\bfor (?:[a-z-]+ ){0,3}coach(?:es|ing)?\b|\bcoach(?:ing)? (?:apps?|platform|software|tool|marketplace|directory)\b|\bai[- ](?:powered )?(?:[a-z]+ )?coach|\bconnects?\b[^.]{0,40}\bcoaches\b/;
/** A coach is also a bus: coach trips, coach tours, a coach station. */
const BUS_COACH = /\bcoach (?:trips?|tours?|holidays?|travel|hire|station|party|parties|operator|company)\b/;
/** Sold online or by the month, with check-ins: not a local club's Saturday session. */
const ONLINE_OR_MONTHLY = /\bonline\b|\bremote(?:ly)?\b|\bvirtual(?:ly)?\b|\bon zoom\b|\bvideo calls?\b|\bin an app\b|\bcheck-?ins?\b|\b(?:a|per|each|every) month\b|\/\s?month\b|\bmonthly\b/;

/** The coaching phrase: "online strength coaching", "1:1 running coaching", "I'm a nutrition coach". */
const PHRASE = /\b((?:(?:online|virtual|remote|1:1|one-to-one|small-group|group|personal|private)\s+)?(?:[a-z-]+\s+)?)coach(?:ing)?\b/;

/**
 * "Online strength coaching for women over 40 … weekly check-ins with me, £59 a month": the coaching and
 * the numbers its plan needs. Null for anything else (a cohort course, online yoga classes, an app for coaches).
 */
export function readCoaching(a: PlanFormData, teen = false): Coaching | null {
  if (teen || ["developer", "b2b-enterprise"].includes(a.audienceType)) return null;
  if (["saas", "mobile-app", "api", "web-app", "marketplace"].includes(a.productType)) return null;
  const desc = a.productDescription.toLowerCase();
  const head = desc.split(/(?<=[.!?])\s+/).slice(0, 2).join(" ");
  if (!/\bcoach(?:ing)?\b/.test(head) || BUS_COACH.test(head) || FOR_COACHES.test(desc)) return null;
  if (!ONLINE_OR_MONTHLY.test(desc)) return null;
  if (a.audienceGeography === "local" && !/\bonline\b|\bremote(?:ly)?\b|\bvirtual(?:ly)?\b|\bon zoom\b|\bin an app\b/.test(desc)) return null;
  const phrase = PHRASE.exec(head);
  const lead = (phrase?.[1] ?? "").trim().replace(/^(?:a|an|my|our|the|i'm|i am)\s+/, "");
  const word = `${lead ? `${lead} ` : ""}coaching`;
  const all = `${a.productDescription} ${a.successMetrics} ${a.challenges}`;
  const price = /([£$€])\s?(\d{1,4})(?:\.\d\d)?\s*(?:a|per|\/|each)\s*month\b/i.exec(a.productDescription);
  const clients = /\b(\d{1,4}|[a-z]+) (?:paying |active |current )?clients\b/i.exec(a.productDescription);
  const goal = /\b(\d{1,4}(?:,\d{3})?) (?:paying |active |monthly )?(?:clients|members|coaching clients|customers)\b/i.exec(a.successMetrics);
  const by = new RegExp(`\\b(?:by|before|until|end of)\\s+(?:the\\s+end\\s+of\\s+)?(${MONTHS.join("|")})\\b`, "i").exec(a.successMetrics);
  const free = /\b(free (?:\d{1,2}[- ]day |\w+ )?(?:challenges?|trials?|programmes?|programs?|plans?|sessions?|calls?|workouts?|courses?))\b[^.]*\b(?:left|leave|did(?:n'?t| not) (?:stay|pay|sign up|convert|buy)|never (?:paid|bought|signed up)|disappeared|dropped off|no one (?:paid|bought))\b/i.exec(all);
  const menopause = /\b(?:peri)?menopaus/i.test(`${a.productDescription} ${a.audiencePersona}`);
  const specialtyText = `${word} ${a.productDescription}`.toLowerCase();
  const specialty = WAYS.find(([re]) => re.test(word.toLowerCase()))?.[1] ?? WAYS.find(([re]) => re.test(specialtyText))?.[1] ?? null;
  return {
    word,
    specialty,
    price: price ? Number(price[2]) : null,
    symbol: price?.[1] ?? "",
    group: /\bsmall[- ]group\b|\bgroup coaching\b/i.test(a.productDescription),
    clients: numberFrom(clients?.[1]),
    goalClients: goal ? Number(goal[1]!.replace(",", "")) : null,
    byMonth: by ? MONTHS.find((m) => m.toLowerCase() === by[1]!.toLowerCase()) ?? null : null,
    freeTried: free ? free[1]!.toLowerCase() : null,
    menopause,
    body: menopause || ["strength", "running", "nutrition", "fitness", "menopause"].includes(specialty ?? ""),
  };
}

const daysBefore = (day: Date, n: number): Date => new Date(day.getTime() - n * 86400000);

/** The first Monday of the month at least three weeks after the plan starts: the first paid intake. */
export function coachIntakeDays(start: Date, weeks: number): Date[] {
  const earliest = start.getTime() + 21 * 86400000;
  const end = start.getTime() + weeks * 7 * 86400000;
  const out: Date[] = [];
  for (let k = 0; k < 5 && out.length < 2; k++) {
    const first = utcDay(start.getUTCFullYear(), start.getUTCMonth() + k, 1);
    const monday = new Date(first.getTime() + ((8 - first.getUTCDay()) % 7) * 86400000);
    if (monday.getTime() >= earliest && monday.getTime() < end) out.push(monday);
  }
  return out;
}

/**
 * The goal's arithmetic from the founder's numbers: the monthly income it means, the consult calls it
 * takes, and the check-in hours 1:1 clients need. Null when no client goal is said.
 */
export function coachMath(c: Coaching, weeks: number, afterHours: boolean): string | null {
  if (!c.goalClients) return null;
  const more = c.goalClients - (c.clients ?? 0);
  if (more <= 0) return null;
  const s = c.symbol;
  const money = c.price ? ` At ${s}${c.price} a month, ${formatCount(c.goalClients)} clients bring in ${s}${formatCount(c.goalClients * c.price)} a month.` : "";
  const calls = more * 3;
  const checks = c.group ? "" : ` And ${formatCount(c.goalClients)} one-to-one clients with a ten-minute weekly check-in each is about ${Math.round((c.goalClients * 10) / 60)} hours a week of check-ins alone${afterHours ? ", most of your evenings" : ""}: decide now whether check-ins are written replies, fortnightly, or in small groups, so the goal fits the hours you have.`;
  return `${formatCount(c.goalClients)} paying clients${c.byMonth ? ` by ${c.byMonth}` : ""} is ${more} ${c.clients ? "more than today" : "new clients"}, about ${Math.ceil(more / weeks)} a week over ${weeks} weeks.${money} If one consult call in three becomes a client (an assumption: count yours from the first ten calls), that is about ${calls} calls, ${Math.ceil(calls / weeks)} a week.${checks} Rough arithmetic on your numbers; replace it with your own counts after the first intake.`;
}

/**
 * {coachWord} {coachPrice} {coachMath} {coachBy} {coachGoal} {coachIntake} {coachIntakeNext} {coachIntakeMonth} {coachIntakeEmail} {coachIntakeCalls} {coachIntakeLast} {coachIntakeLastCall} {coachMove} {coachOne} {coachMarkers}
 * {coachPartners} {coachPartner} {coachMagnet} {coachPlaces} {coachHours} {coachFormat} {coachClaimsRule} {coachReferral} {coachFree} {coachPast} {coachFilmWhere} {coachFilmHow} {coachRivals} {coachStoryAvoid} {coachStoryNot} {coachPartnerCheck} {coachInsteadOf} {coachTold}:
 * online coaching sold by the month; slots where the answers do not say.
 */
export function coachTokens(c: Coaching | null, weeks: number, start: Date | undefined, country: string | null, afterHours: boolean): Record<string, string> {
  const w = coachWays(c);
  const s = c?.symbol ?? "";
  const intakes = start ? coachIntakeDays(start, weeks) : [];
  const uk = country === "United Kingdom";
  return {
    coachWord: c?.word ?? "coaching",
    coachPrice: c?.price ? `${s}${c.price} a month` : "{{monthly price}}",
    coachMath: (c && coachMath(c, weeks, afterHours)) ?? "Count consult calls booked, calls held and clients who start every Friday: the goal is the clients who start and stay.",
    coachBy: c?.byMonth ?? "{{your deadline}}",
    coachGoal: c?.goalClients ? `${formatCount(c.goalClients)} paying clients` : "{{the clients you want}}",
    coachIntake: intakes[0] ? dayWithWeekday(intakes[0]) : "{{start date}}",
    coachIntakeNext: intakes[1] ? dayWithWeekday(intakes[1]) : "{{next start date}}",
    coachIntakeMonth: intakes[0] ? MONTHS[intakes[0].getUTCMonth()]! : "{{month}}",
    // The intake's run-up: the first email three weeks before, calls from two weeks before, the last note and the last calls the week before.
    coachIntakeEmail: intakes[0] ? dayWithWeekday(daysBefore(intakes[0], 21)) : "three weeks before the start",
    coachIntakeCalls: intakes[0] ? dayWithWeekday(daysBefore(intakes[0], 14)) : "two weeks before the start",
    coachIntakeLast: intakes[0] ? dayWithWeekday(daysBefore(intakes[0], 7)) : "the Monday before the start",
    coachIntakeLastCall: intakes[0] ? dayWithWeekday(daysBefore(intakes[0], 4)) : "{{last call date}}",
    coachMove: w.move,
    coachOne: w.one,
    coachMarkers: w.markers,
    coachPartners: w.partners,
    coachPartner: w.partner,
    coachMagnet: w.magnet,
    coachPlaces: w.places,
    coachHours: afterHours ? "two fixed evenings a week (say Tuesday and Thursday, 7 to 9pm)" : "two fixed slots a week",
    coachFormat: c?.group ? "small-group" : "one-to-one",
    coachFree: c?.freeTried ?? "free challenges",
    coachPast: c?.freeTried ? `everyone who did one of your ${c.freeTried.replace(/s$/, "")}s and never started coaching` : "everyone who enquired or took your free plan and never started coaching",
    // Health and weight claims and testimonials: the UK's advertising code when in the UK, the founder's own rules elsewhere; worded as a check.
    coachClaimsRule: uk
      ? `the CAP Code the ASA enforces (its rules on testimonials${c?.body ?? true ? ", and on health, nutrition and weight-control claims" : " and on claims you must be able to prove"})`
      : "the advertising rules where you are on testimonials and on health and weight-loss claims",
    coachWants: w.wants,
    coachNot: c?.body ?? true ? "a diet, a countdown or a before-and-after photo" : "a one-size-fits-all script or a promise of overnight results",
    coachHealthQ: c?.body ?? true
      ? "Is there anything about your health we should talk about first? (If you're unsure whether exercise is right for you, please check with your GP first.)"
      : "Is there anything else you'd like me to know before we talk?",
    coachSafety: c?.body ?? true ? " I only take on clients who have checked anything medical with their own doctor or physio first." : "",
    coachFilmWhere: c?.body ?? true ? "in your own kitchen or living room, in everyday clothes" : "at your own desk, in one take",
    coachFilmHow: c?.body ?? true ? "Everyday clothes, a real room, no six-packs." : "One take, your own words, no slides.",
    coachRivals: c?.body ?? true ? "free workout videos, an app that never asks how they are, and the diet that promised too much" : "free videos and templates, a book read once, and going it alone",
    coachStoryAvoid: c?.body ?? true
      ? "before-and-after body shots and promised results push away people who are tired of diet culture and run into advertising rules on health claims"
      : "figures you cannot show and promised results push away careful buyers and run into advertising rules on testimonials",
    coachStoryNot: c?.body ?? true ? "not kilos, sizes or a cure" : "not income figures you cannot show or promises",
    // GP surgeries' social prescribing link workers mostly refer to free or low-cost local activities: for a coach of the body, something to check, never a channel to count on.
    coachPartnerCheck: c?.body ?? true
      ? "Ask GP surgeries' social prescribing link workers only whether they can list paid services like yours at all: many can only refer people to free or low-cost local activities, so check before counting on them."
      : "Ask each partner what their clients ask them most, and offer to answer it in a short guest piece for their newsletter or an evening session for their clients.",
    coachInsteadOf: c?.body ?? true ? "instead of the scale" : "as progress",
    coachTold: c?.body ?? true ? "they were told to 'do more exercise' without being shown where to start" : "they knew what to change but not where to start",
    coachReferral: c?.price ? `a free month (${s}${c.price})` : "a free month",
  };
}

/** The goal line of a coach's strategy: a clear offer, consult calls, paid intakes and clients who stay. */
export const COACH_STRATEGY =
  "a clear offer and who it is for, a free consult call booked from a short application, a paid intake that starts on {coachIntake} with a fixed number of places, a first week and weekly check-ins that keep clients (progress counted in what they can do, not on the scale), client stories shared with consent and without promised results, and one useful thing a week where your clients already are";
export const COACH_FOCUS = "Clients who start and stay: consult calls booked from the application, places filled for each intake, and clients still coached after their third month";

/** "Strong at 40 sells online strength coaching by the month to women aged 40-55 …" */
export function coachWhat(c: Coaching, product: string, audience: string, where: string): string {
  return `${product} sells ${c.word} ${c.price ? `at ${c.symbol}${c.price} a month ` : "by the month "}to ${audience} ${where}: people follow a coach for a while, book a short call when they trust them, and stay while the check-ins keep them going and they can see their own progress.`;
}

/** The strategy's own lines: the goal's arithmetic and what the founder gave away that did not keep people. */
export function coachListening(c: Coaching, fill: (text: string) => string): string[] {
  const out = [fill("{coachMath}")];
  if (c.freeTried) {
    out.push(fill(`You said ${c.freeTried} brought people who did them and left: a free programme attracts people who want something free, not a coach. So nothing in this plan is free coaching; the free step is a 20-minute consult call, and the coaching itself starts as a paid intake on {coachIntake} with a fixed number of places.`));
  }
  return out;
}

/**
 * Lines a shop's plan gives that mean nothing to a coach: carts, restocks, product feeds, shipping and
 * delivery, gifting product to creators, unboxing; and the creator kind's own (enterprise sales).
 */
export const COACH_MISFITS =
  /\babandoned[- ]carts?\b|\bcart recovery\b|\brestocks?\b|\bnew batch(?:es)?\b|\bproduct feed\b|\bmerchant center\b|\bshopping tab\b|\bshipp(?:ing|ed)\b|\bdelivery times?\b|\bunboxing\b|\bgift(?:ed|ing)? (?:the |a |your )?products?\b|\bproduct pages?\b|\bsecond order\b|\bin stock\b|\benterprise sales\b|\baccount-based\b|\brfp\b/i;

/** Some tactic books a consult or discovery call. */
export const CONSULT_WORK = /\b(?:consult(?:ation)?|discovery|intro|clarity) calls?\b/i;
/** Some tactic sells a paid start (an intake, a cohort, a founding group with a date), not free coaching. */
export const INTAKE_WORK = /\b(?:paid )?intakes?\b|\bcohorts?\b|\bstarts? on\b[^.]{0,30}\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b|\bfounding (?:group|clients)\b/i;
/** Promised results or before/after body photos in what the plan would publish. */
const PROMISED_RESULTS = /\bbefore[- ](?:and[- ])?after (?:photos?|pictures?|shots?|pics?|body shots?)\b|\b(?:lose|drop|guaranteed?) \d{1,2} ?(?:lbs?|kg|kilos?|pounds|stone|dress sizes?)\b|\bguaranteed results\b/gi;
/** A promise or a before/after photo the text makes, not one it rules out ("no before-and-after photos"). */
export function promisesResults(text: string): boolean {
  for (const m of text.matchAll(PROMISED_RESULTS)) {
    const before = text.slice(Math.max(0, m.index - 50), m.index).toLowerCase();
    if (!/\b(?:no|not|never|without|avoid|nor|or)\b[^.]*$/.test(before)) return true;
  }
  return false;
}

/** A coaching plan that lacks the consult call or the paid start, or that promises results: the checker's reasons. */
export function coachPlanGaps(c: Coaching | null, planText: string): { reason: string; note: string }[] {
  if (!c) return [];
  const out: { reason: string; note: string }[] = [];
  if (!CONSULT_WORK.test(planText)) {
    out.push({ reason: "People buy coaching after they have spoken to the coach, and no tactic books a free consult call from a short application.", note: "Leaves out the consult call" });
  }
  if (c.freeTried && !INTAKE_WORK.test(planText)) {
    out.push({ reason: `The founder said ${c.freeTried} brought people who left, and no tactic sells a paid start with a date (an intake or a small group with fixed places).`, note: "Leaves out a paid start after free programmes failed" });
  }
  if (c.body && promisesResults(planText)) {
    out.push({ reason: "The plan promises results or uses before-and-after body photos; advertising rules on health and weight-loss claims (in the UK, the CAP Code) restrict both.", note: "Promises results" });
  }
  return out;
}

/** What the AI prompt states about online coaching: what it is, what its plan is made of, the arithmetic. */
export function coachFacts(c: Coaching | null, weeks: number, start: Date, country: string | null, afterHours: boolean): string[] {
  if (!c) return [];
  const t = coachTokens(c, weeks, start, country, afterHours);
  const lines = [
    `- ${c.word[0]!.toUpperCase()}${c.word.slice(1)} sold by the month, a relationship with one coach, not a shop or an app: no abandoned carts, restocks, product feeds, shipping, photo reviews of a product or gifting product to creators. People buy after a call with the coach and leave when the check-ins stop helping`,
    `- Its plan: one offer page saying who it is for and what a month includes; a free 20-minute consult call booked from a five-question application, in ${t.coachHours}; a paid intake starting ${t.coachIntake} with fixed places instead of free programmes; a first week and weekly check-ins with progress counted in ${t.coachMarkers}; client stories only with written consent; ${t.coachMove} posted where the clients already are (${t.coachPlaces}); ${t.coachPartners} as referral partners; one lead magnet (${t.coachMagnet}) and a short email series; a referral reward for clients`,
  ];
  if (c.body) lines.push(`- No before-and-after body photos and no promised results (kilos, sizes, curing symptoms): tell the founder to check ${t.coachClaimsRule} before publishing stories or ads, without quoting rule numbers${c.menopause ? "; do not say the coaching treats menopause symptoms (a medical claim), and mention GP social prescribing only as something to check locally" : ""}`);
  if (c.freeTried) lines.push(`- The founder said ${c.freeTried} brought people who left: no free challenge or free programme tactic`);
  const math = coachMath(c, weeks, afterHours);
  if (math) lines.push(`- The goal's arithmetic: ${math}`);
  return lines;
}
