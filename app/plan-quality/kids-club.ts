import type { PlanFormData } from "~/wizard/types";
import { childcareWordOf } from "./childcare";
import { MUSIC_LESSONS } from "./local-trade";
import { formatCount, numberFrom, upperFirst, withArticle } from "./words";

/**
 * A children's activity club whose buyers are parents: a martial-arts club for 5-12s, a kids' gymnastics or
 * football club, a children's dance, drama or swimming club. The child trains; the parent finds it, books the
 * first class, pays by the month or the term and decides whether it lasts. Parents choose on another parent's
 * word at the school gate and in the class WhatsApp group, on a first class their child enjoyed, on what the
 * club does for a shy or anxious child, and on safety (the instructor's checks, first aid). It is a term-time
 * business: it fills in September and January, dips at half-term and empties in the long holidays unless it
 * runs camps, and it keeps children with the next milestone (a grading, a badge, a show) their parents come to
 * watch. So its plan speaks to parents, never to the children: a free first class booked for the child, the
 * schools' newsletters and after-school clubs, parents who forward a message to their own groups, milestone
 * days, holiday camps, a half-term plan, and no photo of a child without a parent's written consent. Read from
 * the founder's words whatever product type the form says. Not a gym for adults with a kids' club on the side
 * (app/plan-quality/gym.ts), not a nursery or an after-school childcare club (childcare.ts), not a music
 * teacher or a tutor. Pure.
 */
export type KidsClub = {
  /** The founder's kind of club: "martial-arts club", "gymnastics club", "football club", "dance school". */
  word: string;
  /** What the children do, in the founder's word: "taekwondo", "gymnastics", "football", "ballet". */
  activity: string;
  /** The family of activities, which names its milestones. */
  family: "martial" | "gymnastics" | "sport" | "stage" | "swim" | "other";
  /** The children's ages as said: [5, 12]; null when not said. */
  ages: [number, number] | null;
  /** The price as said: "£45 a month" → 45, "a month"; null when not said. */
  price: number | null;
  per: "month" | "term" | "class" | null;
  symbol: string;
  /** The first class, in the founder's words: "free first class", "free trial class", "taster session". */
  first: string;
  /** Children (members, students, pupils) today: "70 students" → 70. */
  children: number | null;
  /** The places the halls hold: "the halls hold 120" → 120. */
  room: number | null;
  /** New members the goal names: "30 new members by the end of term" → 30. */
  goalNew: number | null;
  /** What the goal counts, in the founder's word ("members", "pupils"), and whether it says where it starts ("from 140 to 220 pupils"). */
  goalNoun: string;
  goalFrom: number | null;
  /** The monthly leaving rate the goal names: "fewer than 5% leaving each month" → 5. */
  leaveShare: number | null;
  /** The goal's deadline in the founder's words: "the end of term", "Easter", "September". */
  by: string | null;
  /** Where classes are held, as said: "two school halls", "a church hall", "the leisure centre pool". */
  venue: string | null;
  /** Classes in school halls: the schools themselves are the first partners. */
  schoolHalls: boolean;
  /** The instructor's checks as said: DBS, first aid, safeguarding. */
  checks: string[];
  /** The founder can only do marketing in the mornings (teaches evenings and weekends). */
  mornings: boolean;
  /** The founder says no photos of children without consent (or none at all). */
  noPhotos: boolean;
  /** The instructor's grade or qualification as said: "4th Dan instructor", "FA Level 2 coach"; null when not said. */
  coach: string | null;
  /** A dance or drama school that puts on a show (its show is its milestone, paid for by tickets). */
  show: boolean;
  /** UK, US, Ireland or elsewhere: the name of the checks and the holiday-camp rules to check. */
  country: string | null;
};

/** The activity, its family and the club's word: the first that matches wins, so "taekwondo" before "martial arts". */
const ACTIVITIES: [RegExp, KidsClub["family"], string, string][] = [
  [/\b(taekwondo|tae kwon do|karate|judo|jiu[- ]?jitsu|bjj|kickboxing|kung fu|aikido|muay thai)\b/, "martial", "", "martial-arts club"],
  [/\bmartial[- ]arts?\b/, "martial", "martial arts", "martial-arts club"],
  [/\b(gymnastics|trampolin(?:e|ing)|tumbling|parkour|cheer(?:leading)?)\b/, "gymnastics", "", "gymnastics club"],
  [/\b(football|soccer|rugby|netball|basketball|hockey|cricket|tennis|multi-?sports?)\b/, "sport", "", "club"],
  [/\b(ballet|street dance|tap|dance|dancing|drama|theatre|musical theatre|performing arts)\b/, "stage", "", "school"],
  [/\b(swimming|swim)\b/, "swim", "", "swim school"],
];

/** The club as a business: a club, school, academy, classes, coaching or lessons the founder runs. */
const FORM = /\b(?:clubs?|school|academy|classes|class|coaching|lessons|sessions|dojo|squad|camps?)\b/;
/** The children as the members: "for children aged 5 to 12", "kids' football", "juniors", "ages 4-11". */
const CHILDREN = /\b(?:for (?:(?:boys and girls|young|primary[- ]school|school[- ]age|little) )?(?:children|kids|juniors|girls|boys|under[- ]\d{1,2}s|\d{1,2}[- ](?:to|-)[- ]?\d{1,2}s)|(?:children|kids)'s?|kids'? |junior |for ages \d|aged \d{1,2}\s?(?:to|-|–)\s?\d{1,2}\b)/;
/** Software or a product for such clubs, or an online class: not the club itself. */
const FOR_THEM = /\b(?:apps?|platform|software|saas|tool|marketplace|directory|plugin|agency|online|virtual|franchise for)\b/;
/** Grown-ups among the members: a club for adults and children is read as the gym it is. */
const ADULTS = /\badults?\b|\bgrown-?ups\b|\bparents and (?:children|kids) together\b|\bfamily classes\b/;

/** The pitch names a children's activity club that is the business itself; null for anything else. */
export function kidsClubWordOf(pitch: string): { family: KidsClub["family"]; activity: string; word: string } | null {
  const lower = pitch.toLowerCase();
  if (!CHILDREN.test(lower) || !FORM.test(lower) || ADULTS.test(lower) || FOR_THEM.test(lower) || MUSIC_LESSONS.test(lower)) return null;
  if (childcareWordOf(pitch) || /\btutor(?:ing|s)?\b|\btuition\b|\bexams? (?:prep|preparation)\b|\bnurser(?:y|ies)\b/.test(lower)) return null;
  for (const [re, family, activity, word] of ACTIVITIES) {
    const m = re.exec(lower);
    if (!m) continue;
    const did = family === "stage" ? (/\bdrama|theatre|performing/.test(m[1]!) ? "drama" : "dance") : activity || m[1]!.replace(/^tae kwon do$/, "taekwondo").replace(/^swim$/, "swimming").replace(/^bjj$/, "jiu-jitsu");
    const club = family === "stage" ? (/\bdrama|theatre|performing/.test(did) ? "drama school" : "dance school") : family === "sport" ? `${did} club` : word;
    return { family, activity: did, word: club };
  }
  return null;
}

const PER: [RegExp, KidsClub["per"]][] = [
  [/^(?:a|per|\/)\s*month$/, "month"],
  [/^(?:a|per|\/)\s*term$/, "term"],
  [/^(?:a|per|\/)\s*(?:class|lesson|session)$/, "class"],
];

/**
 * "Phoenix Taekwondo is a martial arts club for children aged 5 to 12 in Reading, running classes in two
 * school halls … £45 a month, with a free first class … 70 students and the halls hold 120": the club and
 * the numbers its plan needs. Null for anything else (a bouldering gym with kids' clubs, a piano teacher).
 */
export function readKidsClub(a: PlanFormData, pitch: string, ages: [number, number] | null, country: string | null): KidsClub | null {
  const found = kidsClubWordOf(pitch);
  if (!found) return null;
  const d = a.productDescription;
  const all = `${d} ${a.successMetrics} ${a.challenges}`;
  const price = /([£$€])\s?(\d{1,3})(?:\.\d\d)?\s*((?:a|per|\/)\s*(?:month|term|class|lesson|session))\b/i.exec(d);
  const first = /\b(free (?:first |trial |taster )?(?:class|session|lesson)|(?:free )?taster (?:class|session)|trial (?:class|session))\b/i.exec(all);
  const kids = /\b(\d{1,4}|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|thirty|forty|fifty|sixty) (?:students|children|kids|members|pupils|gymnasts|swimmers|dancers|players|juniors)\b/i.exec(d);
  const room = /\b(?:hold|holds|room for|space for|capacity (?:of|for))\s+(\d{1,4})\b/i.exec(d);
  const goal = /\b(\d{1,4}) (new )?(members|students|children|kids|pupils|sign-?ups|families)\b/i.exec(a.successMetrics);
  const fromTo = /\bfrom (\d{1,4}) to (\d{1,4}) (members|students|children|kids|pupils|families)\b/i.exec(a.successMetrics);
  const now = numberFrom(kids?.[1]);
  // "From 140 to 220 pupils", or "100 members" when 70 train today: the goal is the difference; "30 new members" is 30.
  const goalNew = fromTo ? Number(fromTo[2]) - Number(fromTo[1]) : goal ? (goal[2] || !now || Number(goal[1]) <= now ? Number(goal[1]) : Number(goal[1]) - now) : null;
  const leave = /\b(\d{1,2})\s?%\s*(?:of (?:members|families|children) )?(?:leaving|leave|cancel\w*|churn)\b|\bchurn (?:below|under|of)\s*(\d{1,2})\s?%/i.exec(a.successMetrics);
  const by = /\bby (the end of (?:the )?(?:term|summer term|spring term|autumn term|school year)|Easter|Christmas|half[- ]term|(?:January|February|March|April|May|June|July|August|September|October|November|December))\b/i.exec(a.successMetrics);
  const venue = /\b(?:in|at) ((?:two|three|four|\d|a|the|our) (?:local )?(?:school|church|community|village|sports) (?:halls?|centres?|gyms?)|(?:a|the) (?:leisure centre|sports centre|community centre)(?: pool)?|(?:a|the) (?:[a-z]+ ){0,2}pool)\b/i.exec(d);
  const checks = [/\bDBS\b/.test(d) ? "DBS checks" : /\bbackground[- ]check/i.test(d) ? "background checks" : /\bgarda vett/i.test(d) ? "Garda vetting" : null, /\bfirst[- ]aid\b/i.test(d) ? "first aid" : null, /\bsafeguarding\b/i.test(d) ? "safeguarding training" : null].filter((c): c is string => c !== null);
  return {
    word: found.word,
    activity: found.activity,
    family: found.family,
    ages,
    price: price ? Number(price[2]) : null,
    per: price ? (PER.find(([re]) => re.test(price[3]!.toLowerCase()))?.[1] ?? null) : null,
    symbol: price?.[1] ?? "",
    first: first ? first[1]!.toLowerCase().replace(/^free taster/, "taster") : "free first class",
    children: fromTo ? Number(fromTo[1]) : now,
    room: room ? Number(room[1]) : null,
    goalNew: goalNew && goalNew > 0 ? goalNew : null,
    goalNoun: (fromTo?.[3] ?? goal?.[3] ?? "members").toLowerCase(),
    goalFrom: fromTo ? Number(fromTo[1]) : goal && !goal[2] && now && Number(goal[1]) > now ? now : null,
    leaveShare: leave ? Number(leave[1] ?? leave[2]) : null,
    by: by ? by[1]!.replace(/^the /i, "the ") : null,
    venue: venue ? venue[1]!.replace(/^(?:a|the|our) /i, (w) => w.toLowerCase()) : null,
    schoolHalls: /\bschool (?:halls?|gyms?|sports halls?)\b/i.test(d),
    checks,
    coach: /\b(\d(?:st|nd|rd|th) dan(?: black belt)?(?: instructor)?|black belt instructor|(?:FA|UEFA|British Gymnastics|ISTD|RAD|Swim England|STA) (?:level \d )?(?:qualified )?(?:coach|teacher|instructor))\b/i.exec(d)?.[1] ?? null,
    mornings: /\bmornings?\b/i.test(a.challenges) && /\b(?:only|fit into|have|free|just)\b[^.]{0,40}\bmornings?\b|\bmornings?\b[^.]{0,20}\bonly\b/i.test(a.challenges),
    noPhotos: /\bphotos?\b|\bpictures?\b|\bfilm\b|\bvideos?\b/i.test(all) && /\bconsent\b|\bpermission\b|\bcan'?t post\b|\bcannot post\b/i.test(all),
    show: found.family === "stage" && /\b(?:shows?|performances?|recitals?|showcases?)\b/i.test(d),
    country: country ?? (/\bDBS\b|\bOfsted\b/.test(all) || price?.[1] === "£" ? "United Kingdom" : null),
  };
}

/** What each family of activities works towards, and what parents come to watch. */
type Milestones = { day: string; days: string; reward: string; next: string; watch: string };

const MILESTONES: Record<KidsClub["family"], Milestones> = {
  martial: { day: "grading", days: "grading days and belt ceremonies", reward: "a new belt", next: "the next belt", watch: "the belt ceremony" },
  gymnastics: { day: "badge day", days: "badge days and a display each term", reward: "a badge and a certificate", next: "the next badge", watch: "the display" },
  sport: { day: "end-of-term mini tournament", days: "a mini tournament each term and a presentation day", reward: "a medal and a certificate", next: "the next skills award", watch: "the presentation" },
  stage: { day: "end-of-term showcase", days: "an end-of-term showcase and exam days", reward: "a certificate and a bow on stage", next: "the next exam or a part in the show", watch: "the showcase" },
  swim: { day: "badge week", days: "badge weeks and a watch-us-swim lesson each term", reward: "a badge and a certificate", next: "the next stage", watch: "the watch-us-swim lesson" },
  other: { day: "end-of-term open class", days: "an open class for parents each term", reward: "a certificate", next: "the next level", watch: "the open class" },
};

/** The checks parents look for, by country: what the founder shows and what they check. */
function checkName(country: string | null): string {
  if (country === "United Kingdom") return "an enhanced DBS check";
  if (country === "Ireland") return "Garda vetting";
  if (country === "United States") return "a background check";
  return "a criminal-record check";
}

/** "70 children to 30 more by the end of term …": the goal's arithmetic from the founder's numbers, or null. */
export function kidsClubMath(k: KidsClub, weeks: number): string | null {
  if (!k.goalNew) return null;
  const perWeek = Math.max(1, Math.round(k.goalNew / weeks));
  const months = Math.max(1, Math.round(weeks / 4.33));
  const leaving = k.children && k.leaveShare ? (k.children * k.leaveShare) / 100 : null;
  const lost = leaving ? Math.round(leaving * months) : null;
  const by = k.by ? ` by ${k.by}` : "";
  const leave = leaving && lost
    ? ` At ${k.leaveShare}% leaving each month, ${k.children} members means about ${Math.round(leaving)} children leaving a month, about ${lost} over ${months} months, so ${k.goalNew} new ${k.goalNoun} adds about ${k.goalNew - lost} unless fewer leave: keeping children matters as much as bringing them.`
    : "";
  const room = k.room && k.children ? ` The halls hold ${k.room}, so there is room for ${k.room - k.children} more.` : "";
  const money = k.price && k.per === "month" ? ` Each child who stays brings ${k.symbol}${k.price} a month; ${k.goalNew} more is ${k.symbol}${formatCount(k.goalNew * k.price)} a month.` : "";
  const start = k.goalFrom ? `From ${k.goalFrom} to ${k.goalFrom + k.goalNew} ${k.goalNoun}${by} is ${k.goalNew} more` : `${k.goalNew} new ${k.goalNoun}${by}`;
  return `${start}, about ${perWeek} a week over ${weeks} weeks${leaving ? "" : ", before any leave"}.${leave}${room}${money} If one free first class in two becomes a member, that is about ${perWeek * 2} first classes booked a week. Rough arithmetic on your numbers; put your own counts in after the first month.`;
}

/**
 * {kcWord} {kcActivity} {kcAges} {kcChildren} {kcFirst} {kcAFirst} {kcPrice} {kcVenue} {kcSchools} {kcDay} {kcDays} {kcReward} {kcNext}
 * {kcWatch} {kcChecks} {kcCheckName} {kcCoach} {kcCampRules} {kcPhotoRule} {kcMath} {kcBy} {kcSibling} {kcSlot} {kcPer}: a children's
 * activity club sold to parents; slots where the answers do not say.
 */
export function kidsClubTokens(k: KidsClub | null, weeks: number): Record<string, string> {
  const m = MILESTONES[k?.family ?? "other"];
  const ages = k?.ages ? `${k.ages[0]}-${k.ages[1]}` : null;
  const uk = k?.country === "United Kingdom";
  const checks = k?.checks.length ? k.checks.join(" and ") : `{{your checks: ${checkName(k?.country ?? null).replace(/^an? /, "")}, first aid}}`;
  const first = k?.first ?? "free first class";
  return {
    kcWord: k?.word ?? "club",
    kcActivity: k?.activity ?? "{{your activity}}",
    kcActivityUp: upperFirst(k?.activity ?? "{{your activity}}"),
    kcDaysUp: upperFirst(m.days),
    kcAges: ages ?? "{{ages}}",
    kcChildren: ages ? `children aged ${ages}` : "children",
    kcFirst: first,
    kcAFirst: `${withArticle(first)}`,
    kcPrice: k?.price ? `${k.symbol}${k.price}${k.per ? ` a ${k.per}` : ""}` : "{{your price}}",
    kcPer: k?.per ? `a ${k.per}` : "a month",
    kcVenue: k?.venue ?? (k?.family === "swim" ? "{{the pool where you teach}}" : "{{the hall where you teach}}"),
    // "Two school halls" → "the two school halls", "a church hall" → "the church hall": the founder's own halls.
    kcTheVenue: k?.venue ? k.venue.replace(/^(?:a|our) /, "the ").replace(/^(?=(?:two|three|four|\d))/, "the ") : k?.family === "swim" ? "the pool where you teach" : "the hall where you teach",
    kcSchoolsShort: k?.schoolHalls ? ", starting with the schools whose halls you teach in" : " at the primary schools near where you teach",
    kcSchools: k?.schoolHalls ? "the schools whose halls you teach in, and the primary schools near them" : "the primary schools near where you teach",
    kcDay: m.day,
    kcADay: withArticle(m.day),
    kcJoin: k?.price ? (k.per === "month" ? `the membership at ${k.symbol}${k.price} a month` : k.per === "term" ? `the term at ${k.symbol}${k.price}` : `their place at ${k.symbol}${k.price}${k.per ? ` a ${k.per}` : ""}`) : "their place",
    kcSchoolsStart: k?.schoolHalls ? " Start with the schools whose halls you already use: they know you." : "",
    kcDays: m.days,
    kcReward: m.reward,
    kcNext: m.next,
    kcWatch: m.watch,
    kcChecks: checks,
    kcCheckName: checkName(k?.country ?? null),
    kcCoach: k?.coach ? withArticle(k.coach) : "{{your qualification}}",
    kcCampRules: uk
      ? "whether your camp needs Ofsted registration (it depends on the children's ages and how many hours a day it runs: check Ofsted's guidance for holiday clubs) and the hall's hire terms for the holidays"
      : "the local rules for holiday day camps for children and the hall's hire terms for the holidays",
    kcPhotoRule: "only with a parent's written consent for that child, and never with a child's full name",
    kcMath: (k && kidsClubMath(k, weeks)) ?? "Count new members and children who leave every Friday: the goal is the difference between the two.",
    kcBy: k?.by ?? "{{your deadline}}",
    kcSibling: k?.price && k.per === "month" ? `${k.symbol}${Math.max(5, Math.round(k.price / 4 / 5) * 5)} off a brother's or sister's membership` : "{{a sibling discount}}",
    kcSlot: k?.mornings ? "in the mornings" : "in a fixed slot each week",
  };
}

/** The goal line of a children's club's strategy, whatever goal the form says. */
export const KIDS_CLUB_STRATEGY =
  "winning parents one child at a time: {kcAFirst} booked for the child with the second class booked before the parent leaves, a page that shows parents what they check (who teaches, the checks, first aid, the first class), the schools' newsletters and after-school clubs, a message member parents forward to their own groups, {kcDays} that parents come to, holiday camps for the weeks the halls are closed, and a plan for the half-term dip";
export const KIDS_CLUB_FOCUS =
  "Parents, not children: every {kcFirst} turned into a second class, the schools and member parents who pass {product} on, the next {kcDay} as the reason to stay, and the half-term and holiday dips planned for";

/** "Phoenix Taekwondo Reading is a martial-arts club in Reading for parents of children aged 5-12: …" */
export function kidsClubWhat(k: KidsClub, product: string, audience: string, where: string): string {
  return `${product} is a children's ${k.word} ${where} for ${audience}: parents book ${withArticle(k.first)} for their child, decide on what they see (a child who comes out proud, an instructor who knows their name, the checks they look for) and stay while the child has friends in the class and ${MILESTONES[k.family].next} to work towards.`;
}

/** The strategy's own lines: the arithmetic, the mornings, the photos, the term. */
export function kidsClubListening(k: KidsClub, fill: (text: string) => string): string[] {
  const out = [fill("{kcMath}")];
  if (k.mornings) out.push("You teach in the evenings and on Saturdays, so every step here that is not in a class is done in the mornings: emails to schools, messages to parents, camp bookings; what happens in class (the end of a first class, a grading) is what you already do.");
  if (k.noPhotos) out.push("You can't post photos of children without consent, and nothing here needs one: posts and pages show the hall, the instructor, the belts and certificates, and parents' own words; a child appears only with a parent's written consent for that photo, and never with a full name.");
  out.push("Parents decide and pay, so nothing here is addressed to the children: no direct messages to a child, no ads aimed at them, every message goes to a parent.");
  return out;
}

/**
 * Lines an adults' gym or a shop gives that mean nothing to a children's club: university societies,
 * freshers and students' unions, flatmates, after-work and social nights, the pub, a stamp card, a till.
 */
export const KIDS_CLUB_MISFITS =
  /\buniversit(?:y|ies)\b|\bstudents' unions?\b|\bfreshers\b|\bflatmates?\b|\bafter work\b|\bsocial nights?\b|\bclub nights?\b|\bthe pub\b|\bstamp cards?\b|\bat the till\b|\bfor beginners in\b|\bnever done [a-z]+\?|\ba good tired\b/i;

/** Sentences that show or film a child with no word of consent. */
const PHOTO_OF_CHILD = /\b(?:photo(?:graph)?s?|film|video|pictures?)\b[^.]*\b(?:child|children|kids|students|members|class)\b|\b(?:child|children|kids|students|members)\b[^.]*\b(?:photo(?:graph)?s?|filmed|video)\b/i;

/**
 * A children's club's plan speaks to parents, shows no child without consent and plans for the holidays;
 * the reasons the checker gives when it does not.
 */
export function kidsClubPlanGaps(k: KidsClub | null, planText: string): { reason: string; note: string }[] {
  if (!k) return [];
  const out: { reason: string; note: string }[] = [];
  if (!/\bparents?\b/i.test(planText)) out.push({ reason: `A children's ${k.word} is chosen and paid for by parents, and no tactic speaks to them.`, note: "Speaks to the children, not the parents" });
  const sentences = planText.split(/(?<=[.!?])\s+|\n/);
  const bare = sentences.find((s) => PHOTO_OF_CHILD.test(s) && !/\bconsent\b|\bpermission\b|\bno (?:child|photo)\b|\bnever\b|\bI agree\b/i.test(s));
  if (bare) out.push({ reason: `Photos or film of children need a parent's written consent, and this line asks for none: "${bare.trim().slice(0, 120)}".`, note: "Shows children without consent" });
  if (!/\bhalf[- ]term\b|\bholiday\b|\bsummer\b/i.test(planText)) out.push({ reason: "A children's club runs in term time: no tactic plans for half-term or the holidays, when classes stop and families drift.", note: "Leaves out the holidays" });
  return out;
}

/** What the AI prompt states about a children's club: who buys, what its plan is made of, the arithmetic. */
export function kidsClubFacts(k: KidsClub | null, weeks: number): string[] {
  if (!k) return [];
  const t = kidsClubTokens(k, weeks);
  const lines = [
    `- A children's ${k.word} (${k.activity}${k.ages ? `, ${t.kcChildren}` : ""}): parents find it, book the first class, pay and decide whether it lasts. Write every message to parents, never to the children (no direct messages, ads or posts aimed at children). No adults' gym tactics: no university societies, freshers, flatmates, after-work or social nights, no 'beginners' in the adult sense`,
    `- Its plan: ${t.kcAFirst} booked for the child with the second class booked before the parent leaves; a page and Google profile showing what parents check (${t.kcChecks}, what happens at the first class, help for a shy or anxious child); ${t.kcSchools} (their newsletter, the after-school clubs list, a taster in a PE lesson, asked through the school office); a message member parents can forward to their own school-gate WhatsApp groups (the founder does not join those groups), a bring-a-friend week and a sibling discount; ${t.kcDays} parents come to; holiday camps in the school holidays (tell the founder to check ${t.kcCampRules}); a plan for the half-term dip and a pause instead of a cancel`,
    `- Photos or video of a child ${t.kcPhotoRule}; reviews are asked of parents`,
  ];
  if (k.mornings) lines.push("- The founder teaches evenings and Saturdays: all marketing work is done in the mornings");
  const math = kidsClubMath(k, weeks);
  if (math) lines.push(`- The goal's arithmetic: ${math}`);
  return lines;
}
