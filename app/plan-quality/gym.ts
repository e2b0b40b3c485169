import type { PlanFormData } from "~/wizard/types";
import { MONTHS } from "./calendar";
import { WORKSPACE_MISFITS } from "./workspace";
import { articleOf, formatCount, joinWords, numberFrom, withArticle } from "./words";

/**
 * A gym or studio people join by the month: a bouldering or climbing gym, a CrossFit box, a yoga or
 * pilates studio with its own room, a martial-arts club. Like a coworking space (workspace.ts) it is a
 * membership people try before they commit and stay in for the people; unlike one, the hard part is the
 * first ninety days: half of the people who try an intro never come back, and January's joiners leave by
 * March. Its plan is the path from the first visit to a habit, the first ninety days of each member, the
 * community that keeps them, and retention counted by the month people joined. Read from the founder's
 * words whatever product type the form says. Pure.
 */
export type Gym = {
  /** The founder's word for the place: "bouldering gym", "CrossFit box", "yoga studio". */
  word: string;
  /** What members do there: "climbing", "CrossFit", "yoga". */
  activity: string;
  /** The first visit, in the founder's word when said: "intro session", "induction", "taster class". */
  first: string;
  /** What the first visit costs, when said: "intro session (£15)" → 15. */
  firstPrice: number | null;
  /** Members today, when said: "400 members" → 400. */
  members: number | null;
  /** The monthly price, when said: "£45 a month" → 45. */
  price: number | null;
  /** The currency symbol of that price: "£". */
  symbol: string;
  /** Members the goal names: "600 members by April" → 600. */
  goalMembers: number | null;
  /** The retention the goal names: "3-month retention above 70%" → 70 and 3. */
  retention: number | null;
  retentionMonths: number | null;
  /** The month the goal names ("by April") → "April". */
  byMonth: string | null;
  /** The month the founder says people join and the month they leave: "January signups leave by March". */
  cohortFrom: string | null;
  cohortLeaves: string | null;
  /** Kids' clubs or classes, a cafe, students among the members, contracts ruled out. */
  kids: boolean;
  cafe: boolean;
  students: boolean;
  noContracts: boolean;
};

/** What each kind of gym calls its parts: the course, the weekly beginner sets, the social side, the student clubs. */
type Ways = {
  activity: string;
  course: string;
  weekly: string;
  social: string;
  league: string;
  refresh: string;
  clubs: string;
  buddy: string;
  /** What is new for beginners this week, as a member is told it. */
  fresh: string;
};

const CLIMBING: Ways = {
  activity: "climbing",
  course: "a four-week beginners' course (one evening a week: footwork, falling, reading a problem, resting)",
  weekly: "beginner-friendly problems on every wall you reset",
  social: "a social climbing night",
  league: "an in-house bouldering league with a beginners' category",
  refresh: "route-setting day",
  clubs: "the university climbing and mountaineering clubs",
  buddy: "a climbing buddy",
  fresh: "this week's new beginner problems",
};

const WAYS: [RegExp, string, Partial<Ways>][] = [
  [/\bbouldering (?:gym|centre|center|wall|hall|club)s?\b/, "bouldering gym", CLIMBING],
  [/\bclimbing (?:gym|centre|center|wall|hall)s?\b|\bindoor climbing\b/, "climbing gym", CLIMBING],
  [/\bcrossfit (?:box|gym|affiliate)?\b/, "CrossFit box", { activity: "CrossFit", course: "a four-week on-ramp course", weekly: "a scaled version of every workout", social: "a Saturday partner workout", league: "an in-house team challenge", refresh: "new programming block", clubs: "the university sports clubs", buddy: "a training partner", fresh: "this week's scaled options" }],
  [/\b(?:hot )?yoga studios?\b/, "yoga studio", { activity: "yoga", course: "a four-week beginners' course", weekly: "a beginners' class every week", social: "a monthly community class with tea afterwards", league: "a thirty-day practice challenge", refresh: "workshop weekend", clubs: "the university yoga societies", buddy: "a class buddy", fresh: "this week's beginners' classes" }],
  [/\b(?:reformer )?pilates studios?\b/, "pilates studio", { activity: "pilates", course: "a four-week beginners' course", weekly: "a beginners' class every week", social: "a monthly community class with tea afterwards", league: "a thirty-day practice challenge", refresh: "workshop weekend", clubs: "the university sports clubs", buddy: "a class buddy", fresh: "this week's beginners' classes" }],
  [/\b(?:martial[- ]arts?|karate|judo|jiu[- ]?jitsu|bjj|taekwondo|kickboxing|muay thai|boxing) (?:club|academy|gym|school|dojo)s?\b|\bdojos?\b/, "martial-arts club", { activity: "training", course: "a four-week beginners' course", weekly: "a beginners' class every week", social: "a club social", league: "an in-house grading or sparring day", refresh: "seminar day", clubs: "the university martial-arts societies", buddy: "a training partner", fresh: "this week's beginners' classes" }],
];

/** Words that make the product something for such places (their booking software, an app), not one of them. */
const FOR_THEM = /\b(?:apps?|platform|software|saas|tool|system|marketplace|directory|plugin|agency|consultancy|booking engine)\b[^.]{0,40}$/;

/** The pitch names a gym or studio people join by the month that is the business itself, not software for one. */
export function gymWordOf(pitch: string): { word: string; ways: Ways } | null {
  const lower = pitch.toLowerCase();
  if (/\bonline\b|\bvirtual\b|\bon zoom\b|\bstreamed\b/.test(lower)) return null;
  for (const [re, word, ways] of WAYS) {
    const m = re.exec(lower);
    if (!m) continue;
    if (FOR_THEM.test(lower.slice(0, m.index))) return null;
    if (new RegExp(`\\bfor (?:[a-z-]+ ){0,3}${m[0].replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`).test(lower)) return null;
    return { word, ways: { ...CLIMBING, ...ways } };
  }
  return null;
}

/** The ways of the gym the answers name (climbing's when none is read). */
export function gymWays(g: Gym | null): Ways {
  return (g && gymWordOf(g.word)?.ways) ?? CLIMBING;
}

const monthOf = (word: string | undefined): string | null => (word ? MONTHS.find((m) => m.toLowerCase() === word.toLowerCase()) ?? null : null);
const MONTH_RE = MONTHS.join("|");

/**
 * "An indoor bouldering gym in Leeds with 400 members at £45 a month, intro sessions, kids' clubs and a
 * cafe", "600 members by April, with 3-month retention above 70%": the gym and the numbers its plan needs.
 * Null for anything else (an online yoga membership, booking software for gyms).
 */
export function readGym(a: PlanFormData, pitch: string): Gym | null {
  const found = gymWordOf(pitch);
  if (!found) return null;
  if (a.audienceType === "developer") return null;
  const all = `${a.productDescription} ${a.successMetrics} ${a.challenges}`;
  const members = /\b(\d{1,3}(?:,\d{3})?|\d{1,5}|[a-z]+) (?:paying |active )?members\b/i.exec(a.productDescription);
  const price = /([£$€])\s?(\d{1,3})(?:\.\d\d)?\s*(?:a|per|\/)\s*month\b/i.exec(a.productDescription);
  const first = /\b(intro(?:duction|ductory)? (?:sessions?|classes?|courses?)|inductions?|taster (?:sessions?|classes?)|trial (?:sessions?|classes?)|free (?:first )?(?:class|session|week))\b/i.exec(all);
  const firstPrice = /\b(?:intro(?:duction|ductory)? (?:session|class)|induction|taster (?:session|class))s?\b[^.;]{0,40}?\(?([£$€])\s?(\d{1,3})\)?/i.exec(a.productDescription);
  const goal = /\b(\d{1,3}(?:,\d{3})?|\d{1,5}) (?:paying |active )?members\b/i.exec(a.successMetrics);
  const kept = /\b(\d{1,2})[- ]month retention (?:above|over|of|at|>)\s*(\d{1,3})\s?%|\b(\d{1,3})\s?% (?:of (?:new )?members )?(?:retained|still (?:climbing|training|coming)|retention) (?:after|at) (\d{1,2}) months\b/i.exec(a.successMetrics);
  const by = new RegExp(`\\b(?:by|before|until|end of)\\s+(?:the\\s+end\\s+of\\s+)?(${MONTH_RE})\\b`, "i").exec(a.successMetrics);
  const cohort = new RegExp(`\\b(${MONTH_RE}) (?:sign-?ups|joiners|members|starters)\\b[^.]{0,30}?\\b(?:leave|quit|stop|drop out|are gone|cancel)\\w*\\b[^.]{0,12}?\\b(?:by|in|before)\\s+(${MONTH_RE})\\b`, "i").exec(all);
  return {
    word: found.word,
    activity: found.ways.activity,
    first: first ? first[1]!.toLowerCase().replace(/(session|course|induction)s$/, "$1").replace(/classes$/, "class").replace(/^introduct(?:ion|ory) /, "intro ") : "intro session",
    firstPrice: firstPrice ? Number(firstPrice[2]) : null,
    members: numberFrom(members?.[1]?.replace(",", "")),
    price: price ? Number(price[2]) : null,
    symbol: price?.[1] ?? firstPrice?.[1] ?? "",
    goalMembers: numberFrom(goal?.[1]?.replace(",", "")),
    retention: kept ? Number(kept[2] ?? kept[3]) : null,
    retentionMonths: kept ? Number(kept[1] ?? kept[4]) : null,
    byMonth: monthOf(by?.[1]),
    cohortFrom: monthOf(cohort?.[1]),
    cohortLeaves: monthOf(cohort?.[2]),
    kids: /\bkids'?\b|\bchildren'?s?\b|\bjuniors?\b|\byouth (?:club|session)s?\b/i.test(a.productDescription),
    cafe: /\bcaf[eé]\b|\bcoffee bar\b/i.test(a.productDescription),
    students: /\bstudents?\b|\buniversit(?:y|ies)\b|\bfreshers\b/i.test(`${a.audiencePersona} ${a.productDescription}`),
    noContracts: /\b(?:won'?t|will not|never|no|don'?t|do not)\b[^.]{0,30}\b(?:contracts?|lock(?:-| )?ins?|lock (?:people|members|anyone) in(?:to)?)\b/i.test(a.challenges),
  };
}

/**
 * The goal's arithmetic from the founder's numbers: members to add, what they bring in a month, and the
 * joins it takes when some leave (at the retention the goal names). Null when the numbers are not said.
 */
export function gymMath(g: Gym, weeks: number): string | null {
  if (!g.members || !g.goalMembers || g.goalMembers <= g.members) return null;
  const more = g.goalMembers - g.members;
  const s = g.symbol;
  const money = g.price ? ` At ${s}${g.price} a month that is ${s}${formatCount(more * g.price)} a month more coming in.` : "";
  const kept = g.retention && g.retention > 0 && g.retention <= 100 ? g.retention / 100 : null;
  const joins = kept ? Math.round(more / kept) : null;
  const pace = joins ? ` If ${g.retention}% of new members stay, as the goal says, the ${more} who stay take about ${joins} joins, about ${Math.ceil(joins / weeks)} a week; at one in two (what your intro sessions keep today) it would take ${more * 2}.` : "";
  return `${formatCount(g.members)} members to ${formatCount(g.goalMembers)}${g.byMonth ? ` by ${g.byMonth}` : ""} is ${more} more members than leave, about ${Math.ceil(more / weeks)} a week over ${weeks} weeks.${money}${pace} That is why keeping people matters as much as bringing them in: every new member who stays is one fewer to replace. Rough arithmetic on your numbers; put your own join and leave counts in after the first month.`;
}

/** "Retention by the month people joined": the cohort line, with the founder's own months when said. */
export function gymCohortLine(g: Gym | null, start?: Date): string {
  return `count retention by the month people joined: ${gymCohortCheck(g, start)}`;
}

/** The check the cohort count makes: "how many of everyone who joined in January still come and pay at the start of April, 3 months on". */
export function gymCohortCheck(g: Gym | null, start?: Date): string {
  const months = g?.retentionMonths ?? 3;
  const from = g?.cohortFrom ?? MONTHS[start ? start.getUTCMonth() : 0];
  const at = MONTHS[(MONTHS.indexOf(from as (typeof MONTHS)[number]) + months) % 12];
  return `of everyone who joined in ${from}, how many still come and pay at the start of ${at} (${months} months on)`;
}

/**
 * {gymWord} {gymActivity} {gymFirst} {gymAFirst} {gymFirstPrice} {gymPrice} {gymMath} {gymBy} {gymRetention} {gymCohort}
 * {gymCourse} {gymWeekly} {gymSocial} {gymLeague} {gymRefresh} {gymClubs} {gymBuddy} {gymNew} {gymReferral} {gymMembers} {gymBefore} {gymCohortRows} {gymCafe} {gymCafeMeet} {gymCohortCheck} {gymRenewalRules}: a gym or
 * studio people join by the month; slots where the answers do not say.
 */
export function gymTokens(g: Gym | null, weeks: number, start?: Date, country: string | null = null): Record<string, string> {
  const w = gymWays(g);
  const s = g?.symbol ?? "";
  // The three months before the plan starts, so the retention sheet has a before: October to December for a January start.
  const month = start ? start.getUTCMonth() : 0;
  const before = [3, 2, 1].map((k) => MONTHS[(month - k + 12) % 12]!);
  return {
    gymWord: g?.word ?? "gym",
    gymActivity: w.activity,
    gymFirst: g?.first ?? "intro session",
    gymAFirst: `${articleOf(g?.first ?? "intro")} ${g?.first ?? "intro session"}`,
    gymFirstPrice: g?.firstPrice ? `${s}${g.firstPrice}` : "{{intro price}}",
    gymPrice: g?.price ? `${s}${g.price} a month` : "{{monthly price}}",
    gymMath: (g && gymMath(g, weeks)) ?? "Count members who join and members who leave every Friday: the goal is the difference between the two.",
    gymBy: g?.byMonth ? g.byMonth : "{{your deadline}}",
    gymRetention: g?.retention ? `${g.retention}% still members after ${g.retentionMonths ?? 3} months` : "{{the share still members after three months}}",
    gymCohort: gymCohortLine(g, start),
    gymCohortCheck: gymCohortCheck(g, start),
    // Rolling a first month into a membership is a subscription: the UK's rules are new, elsewhere the founder checks their own.
    gymRenewalRules:
      country === "United Kingdom"
        ? "the UK's new subscription-contract rules (the Digital Markets, Competition and Consumers Act 2024) and whether they apply yet"
        : "the consumer rules on subscriptions and automatic renewals where you are",
    gymBefore: joinWords(before),
    gymCohortRows: [...before, MONTHS[month]!].map((m) => `${m.padEnd(9)} | {{n}}  | {{share}}     | {{share}}      | {{share}}      |`).join("\n"),
    gymCourse: w.course,
    gymWeekly: w.weekly,
    gymSocial: w.social,
    gymLeague: w.league,
    gymRefresh: w.refresh,
    gymClubs: w.clubs,
    gymBuddy: w.buddy,
    gymNew: w.fresh,
    gymCafe: g?.cafe ? "in the cafe" : "at a cafe or pub nearby",
    gymCafeMeet: g?.cafe ? "in our cafe" : "at the gym",
    gymReferral: g?.price ? `${s}${Math.max(5, Math.round(g.price / 3 / 5) * 5)}` : "{{a referral reward}}",
    gymMembers: g?.members ? `${formatCount(g.members)} members` : "your members",
  };
}

/** The goal line of a gym's strategy, whatever goal the form says: new climbers kept past their first ninety days. */
export const GYM_STRATEGY =
  "turning a first {gymFirst} into a habit: the second visit booked before they leave the first, a beginners' course and a first month that becomes the membership, check-ins through each new member's first ninety days, a community that gives them reasons to come back, a pause instead of a cancel, and retention counted by the month people joined: {gymCohortCheck}";
export const GYM_FOCUS = "Members kept: every {gymFirst} turned into a second visit, each new member through their first ninety days, and retention counted by the month they joined";

/** "Crux Climbing is a bouldering gym in Leeds for students and young professionals: …" */
export function gymWhat(g: Gym, product: string, audience: string, where: string): string {
  return `${product} is a ${g.word} ${where} for ${audience}: people try ${withArticle(g.first)} with a friend, decide within a few weeks whether ${g.activity} is for them, and stay when it has become a habit and they know people there.`;
}

/**
 * The strategy's own lines: the goal's arithmetic, January (the month of new joiners who are gone by
 * March), what the founder tried that did not work and what they will not do.
 */
export function gymListening(g: Gym, start: Date, fill: (text: string) => string, challenges = ""): string[] {
  const out = [fill("{gymMath}")];
  const month = start.getUTCMonth();
  if (month === 11 || month === 0) {
    out.push(
      `January brings the most new members of the year, and ${g.cohortLeaves ? `you said they leave by ${g.cohortLeaves}` : "most of them are gone within three months"}: the second-visit booking and the first-ninety-days check-ins start in week 1, so this January's joiners are the first people they are used on.`,
    );
  }
  const tried = /\b(?:discount|money off|\d{1,2}% off)\b[^.]*\b(?:still|didn'?t|did not|no|nothing)\b/i.test(challenges);
  if (tried) out.push("You said a discount for paying up front did not keep people coming: money off does not build a habit, so nothing here is a discount to stay; the tactics work on the first weeks, when the habit is made or lost.");
  if (g.noContracts) out.push("You will not lock people into long contracts, so the plan keeps people by wanting to come back, and offers a pause instead of a cancel for the months life gets in the way.");
  return out;
}

/**
 * Lines a shop's or bakery's plan gives that mean nothing to a gym people join by the month: the workspace's
 * list (pre-orders, the till, a staff perk card, "come in and say hello") and a stamp card for regulars.
 */
export const GYM_MISFITS = new RegExp(`${WORKSPACE_MISFITS.source}|\\bstamp cards?\\b|\\bten stamps\\b|\\bthe dish of the week\\b|\\bcoffee, a lunch, a haircut\\b`, "i");

/** Some tactic works on the step after the first visit: the second visit booked, a beginners' course, a first month. */
export const SECOND_VISIT_WORK = /\bsecond (?:visit|session|class)\b|\bbeginners'? (?:course|class)\b|\bon-?ramp\b|\bfirst month\b/i;
/** Some tactic looks after new members through their first weeks: check-ins, a buddy, the first ninety days. */
export const FIRST_WEEKS_WORK = /\bfirst (?:ninety|90) days\b|\bweeks? 2, 4 and 8\b|\bcheck-?ins?\b[^.]*\bnew members?\b|\bnew members?\b[^.]*\bcheck-?ins?\b/i;

/**
 * A gym whose goal is retention (or whose founder says new people do not come back) gets a plan where
 * some tactic works on the second visit and some on the first ninety days; the reasons the checker gives
 * when none does.
 */
export function gymPlanGaps(g: Gym | null, goal: string, challenges: string, planText: string): { reason: string; note: string }[] {
  if (!g) return [];
  const dropping = goal === "retention" || /\bnever come back\b|\bdon'?t come back\b|\bleave\b|\bquit\b|\bdrop(?:s|ped)? out\b|\bcancel/i.test(challenges);
  if (!dropping) return [];
  const out: { reason: string; note: string }[] = [];
  if (!SECOND_VISIT_WORK.test(planText)) {
    out.push({ reason: `New people leave ${g.word === "gym" ? "the gym" : `a ${g.word}`} after the ${g.first}, and no tactic works on the second visit (booked before they leave, a beginners' course, a first month that becomes the membership).`, note: "Leaves out the step after the first visit" });
  }
  if (!FIRST_WEEKS_WORK.test(planText)) {
    out.push({ reason: "Most new members who leave do so in their first three months, and no tactic looks after them through those weeks (check-ins at weeks 2, 4 and 8 from the visit data, a buddy, beginner-friendly sessions).", note: "Leaves out new members' first ninety days" });
  }
  return out;
}

/** What the AI prompt states about a gym: what it is, what its plan is made of, the arithmetic. */
export function gymFacts(g: Gym | null, weeks: number, start?: Date, country: string | null = null): string[] {
  if (!g) return [];
  const t = gymTokens(g, weeks, start, country);
  const lines = [
    `- A ${g.word}, a place members join by the month, not an app or a shop, whatever the product type says: no stamp cards, pre-orders, staff perk cards, 'at the till' or 'come in and say hello' lines, and no app-store or SaaS trial language. New people try ${t.gymAFirst}, often with a friend, and most who leave do so before the habit forms: after the first visit and in the first three months`,
    `- Its plan: the second visit booked before they leave the ${g.first} with a named member of staff who greets them, ${t.gymCourse}, a first-month price that turns into the membership (tell the founder to check the consumer rules on subscriptions and renewals where they are, without stating dates); check-ins at weeks 2, 4 and 8 from the check-in data with ${t.gymBuddy} and ${t.gymWeekly}; ${t.gymSocial}, ${t.gymLeague} and a celebration on every ${t.gymRefresh}${g.cafe ? ", the cafe as the place people stay and talk" : ""}${g.students ? `; ${t.gymClubs} and students' unions, planned around term dates (tell the founder to check the dates with each university)` : ""}; a pause instead of a cancel; and ${t.gymCohort}`,
  ];
  if (g.noContracts) lines.push("- The founder will not lock people into long contracts: no minimum-term or annual-contract tactics");
  const math = gymMath(g, weeks);
  if (math) lines.push(`- The goal's arithmetic: ${math}`);
  return lines;
}
