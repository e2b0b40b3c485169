import type { PlanFormData } from "~/wizard/types";
import { MUSIC_LESSONS } from "./local-trade";
import { formatCount, joinWords, numberFrom, numberWord, upperFirst, withArticle } from "./words";

/**
 * A school or teacher whose learners are adults, taught in classes or courses: a language school for
 * expats and newcomers, evening language classes, adult art or music classes sold as courses (not a
 * driving instructor, not exam tutoring, not a piano teacher of children and retirees). Adults choose on
 * a friend's word, the reviews and a first class that got them doing the thing; they pay by the month or
 * the course, and most who stop do so in the second or third month, when work gets busy and progress is
 * hard to feel. So the plan sells a course with a goal in the learner's own words and checks that show
 * progress, rules for busy weeks (a make-up class, another evening, a pause instead of a cancel), a group
 * that is the reason to stay, and, for newcomers, the people who meet them in their first weeks. Nothing
 * in it is a school gate, a parent or a child. Pure.
 */
export type AdultClasses = {
  /** The founder's word for the business, as the trade reads it: "Spanish school", "guitar teacher". */
  word: string;
  /** What learners learn: "Spanish", "guitar", "drawing". */
  subject: string;
  /** The language taught, when it is a language: "Spanish". */
  language: string | null;
  /** Learners new to the city or country: expats, newcomers, people who moved for work. */
  newcomers: boolean;
  /** Learners already meet at language exchanges (an intercambio, a tandem). */
  exchanges: boolean;
  /** The founder names Reddit as where learners ask. */
  reddit: boolean;
  /** The length of a course in weeks, as the founder sells it ("10-week courses"), else 12. */
  courseWeeks: number;
  /** The size of a group: "small groups of six" → 6. */
  groupSize: number | null;
  /** The price of group classes and what it is for: €180 a month. */
  price: number | null;
  per: "month" | "term" | "course" | "week" | null;
  symbol: string;
  /** What the price buys a week: "two evenings a week" (and 2). */
  rhythm: string | null;
  perWeek: number | null;
  evenings: boolean;
  saturdays: boolean;
  privateLessons: boolean;
  /** Teachers in all, the founder included when they say so: "Three teachers and me" → 4. */
  teachers: number | null;
  /** Learners the goal names: "90 students enrolled in group classes" → 90. */
  goalLearners: number | null;
  /** Learners today, when said: "from 40 students" → 40. */
  nowLearners: number | null;
  /** When learners stop, in months, when said: "quit after two months" → 2; and why, in the founder's words. */
  quitMonths: number | null;
  quitWhen: string | null;
  /** The founder says learners quit (whenever). */
  quits: boolean;
  /** A free app the founder says learners compare the classes with: "Duolingo"; "a free app" when unnamed. */
  freeApp: string | null;
  /** Where the school is, when said beside the place: "Chamberí". */
  neighbourhood: string | null;
  /** The country, for the paperwork a newcomer faces there. */
  country: string | null;
};

/** A class, a course or a school: adults taught in groups, not one-to-one lessons alone. */
const CLASS_WORDS = /\b(?:classes|class|courses?|school|academy|groups? of|small groups|workshops|terms?)\b/i;

const LANGUAGES =
  /\b(spanish|french|german|italian|portuguese|english|japanese|mandarin|chinese|arabic|dutch|catalan|greek|swedish|norwegian|danish|finnish|polish|czech|turkish|korean|russian|irish|welsh|hebrew|hindi)\b/i;

/** Learners new to the place: expats, newcomers, people who moved or relocated, international staff. */
const NEWCOMERS =
  /\bexpats?\b|\bexpatriates?\b|\bnewcomers?\b|\bnew arrivals?\b|\bimmigrants?\b|\bmigrants?\b|\brefugees?\b|\brelocat(?:ed|ing|ion)\b|\bmoved (?:to|here)\b|\bforeigners?\b|\binternational (?:staff|professionals|families|residents)\b/i;

/** "Duolingo is free", "apps like Babbel": the free app learners set against a class. */
const FREE_APP = /\b(Duolingo|Babbel|Busuu|Memrise|Rosetta Stone|Pimsleur)\b/;

/**
 * A school or teacher of adults in classes or courses: lessons whose pupils are adults (Reading.pupils)
 * and a class, course or school word in the pitch. The caller has ruled out a driving instructor and
 * exam tutoring.
 */
export function adultClassesWordOf(pitch: string): boolean {
  return CLASS_WORDS.test(pitch);
}

/** "Spanish school" → "Spanish"; "guitar teacher" → "guitar"; a language named in the pitch wins over "language". */
function subjectOf(word: string, pitch: string): { subject: string; language: string | null } {
  const named = LANGUAGES.exec(word) ?? LANGUAGES.exec(pitch);
  const language = named ? named[1]!.charAt(0).toUpperCase() + named[1]!.slice(1).toLowerCase() : null;
  if (language && (/^language\b/.test(word) || LANGUAGES.test(word))) return { subject: language, language };
  const subject = word.replace(/\s+(?:teacher|instructor|coach|tutor|school|academy)$/, "");
  return { subject: subject || "classes", language: null };
}

/**
 * "Spanish classes for adult expats in Madrid: small groups of six in our school in Chamberí, evenings
 * and Saturdays, plus private lessons. €180 a month for two evenings a week. Three teachers and me.",
 * "Students quit after two months when work gets busy. Apps like Duolingo are free.": the school and the
 * numbers its plan needs. The caller checks it is lessons for adults and passes the trade's word.
 */
export function readAdultClasses(a: PlanFormData, word: string, country: string | null, place: string, symbol: string): AdultClasses | null {
  const pitch = `${a.productName}. ${a.productDescription}`;
  if (!adultClassesWordOf(pitch)) return null;
  const about = `${a.productDescription} ${a.audiencePersona}`;
  const { subject, language } = subjectOf(word, pitch);
  const group = /\bgroups? of (?:up to |max(?:imum)? |at most |no more than )?(\d{1,2}|[a-z]+)\b/i.exec(a.productDescription) ?? /\b(?:max(?:imum)?|up to|no more than) (\d{1,2}|[a-z]+) (?:students|learners|people|per (?:class|group))\b/i.exec(a.productDescription);
  const groupSize = group ? numberFrom(group[1]) : null;
  const price = /([£$€])\s?(\d{2,4})(?:\.\d\d)?\s*(?:a|per|\/|for the|for a|for each)\s*(month|term|course|week)\b/i.exec(a.productDescription);
  const course = /\b(\d{1,2}|[a-z]+)[- ]weeks? (?:courses?|terms?|blocks?)\b/i.exec(a.productDescription);
  const courseWeeks = course ? numberFrom(course[1]) : null;
  const rhythm = /\b((one|two|three|four|\d) (?:evenings?|classes|lessons|sessions|mornings?|afternoons?|days?|hours?) (?:a|per) week)\b/i.exec(a.productDescription);
  const teachers = /\b(\d{1,2}|[a-z]+) (?:other |more )?teachers?\b( and me\b| plus me\b| and myself\b)?/i.exec(a.productDescription);
  const teacherCount = teachers ? numberFrom(teachers[1]) : null;
  const goal = /\b(\d{1,4}) (?:students|learners|pupils)\b/i.exec(a.successMetrics);
  const now = /\bfrom (\d{1,4})(?: (?:students|learners|pupils))?\b/i.exec(a.successMetrics) ?? /\b(\d{1,4}) (?:students|learners|pupils) (?:now|today|at the moment)\b/i.exec(`${a.productDescription} ${a.challenges}`);
  const quit = /\b(?:quit|drop(?:s|ped)? out|drop(?:s|ped)? off|leave|stop(?:s|ped)? coming|cancel)\w*\b[^.]*?\b(?:after|within|by) (?:the |their )?(?:first )?(\w+) (months?|weeks?)\b(?:\s+(when [^.,;]+|because [^.,;]+))?/i.exec(a.challenges);
  const quitCount = quit ? numberFrom(quit[1]) ?? (/^a$|^one$/i.test(quit[1]!) ? 1 : null) : null;
  const quitMonths = quitCount ? (/^week/i.test(quit![2]!) ? Math.max(1, Math.round(quitCount / 4)) : quitCount) : null;
  const app = FREE_APP.exec(a.challenges)?.[1] ?? (/\bfree apps?\b|\bapps? (?:are|is) free\b/i.test(a.challenges) ? "a free app" : null);
  const hood = /\b(?:school|studio|classroom|premises|centre|center|rooms?) in ([\p{Lu}][\p{L}'’-]+(?:[ -][\p{Lu}][\p{L}'’-]+)?)/u.exec(a.productDescription)?.[1] ?? null;
  return {
    word,
    subject,
    language,
    newcomers: NEWCOMERS.test(about),
    exchanges: /\blanguage exchanges?\b|\bintercambios?\b|\btandems?\b/i.test(about),
    reddit: /\breddit\b|\bsubreddits?\b/i.test(about),
    courseWeeks: courseWeeks && courseWeeks >= 4 && courseWeeks <= 16 ? courseWeeks : 12,
    groupSize: groupSize && groupSize >= 2 && groupSize <= 20 ? groupSize : null,
    price: price ? Number(price[2]) : null,
    per: price ? (price[3]!.toLowerCase() as AdultClasses["per"]) : null,
    symbol: price?.[1] ?? symbol,
    rhythm: rhythm?.[1] ?? null,
    perWeek: rhythm ? numberFrom(rhythm[2]) : null,
    evenings: /\bevenings?\b|\bafter work\b/i.test(a.productDescription),
    saturdays: /\bsaturdays?\b|\bweekends?\b/i.test(a.productDescription),
    privateLessons: /\bprivate (?:lessons|classes|tuition)\b|\bone[- ]to[- ]one\b/i.test(a.productDescription),
    teachers: teacherCount ? teacherCount + (teachers![2] ? 1 : 0) : null,
    goalLearners: goal ? Number(goal[1]) : null,
    nowLearners: now ? Number(now[1]) : null,
    quitMonths: quitMonths && quitMonths <= 12 ? quitMonths : null,
    quitWhen: quit?.[3]?.trim() ?? null,
    quits: /\b(?:quit|drop(?:s|ped)? out|drop(?:s|ped)? off|stop(?:s|ped)? coming|don't come back|do not come back|cancel)\w*\b/i.test(a.challenges),
    freeApp: app,
    neighbourhood: hood && hood !== place && !place.startsWith(hood) ? hood : null,
    country,
  };
}

/** "two months", "one month". */
function months(n: number): string {
  return `${numberWord(n)} month${n === 1 ? "" : "s"}`;
}

/** What a newcomer must do at an office in their first months, where the country is known. */
function paperwork(ac: AdultClasses | null): string {
  if (ac?.country === "Spain") return "the padrón appointment";
  if (ac?.country === "Germany") return "the Anmeldung at the Bürgeramt";
  if (ac?.country === "France") return "the préfecture appointment";
  if (ac?.country === "Italy") return "the anagrafe appointment";
  if (ac?.country === "Portugal") return "the appointment at the Finanças";
  if (ac?.country === "Netherlands") return "the registration at the gemeente";
  return "an appointment at the town hall";
}

/** A greeting in the language taught, for the class chat's first line. */
const HELLO: Record<string, string> = { Spanish: "¡Hola!", French: "Bonjour !", German: "Hallo!", Italian: "Ciao!", Portuguese: "Olá!", Dutch: "Hallo!", Catalan: "Hola!" };

/** The course's length and the weeks of its two progress checks: 12 weeks → 4 and 8, 10 → 3 and 7. */
export function courseChecks(ac: AdultClasses | null): [weeks: number, first: number, second: number] {
  const weeks = ac?.courseWeeks ?? 12;
  return [weeks, Math.round(weeks / 3), Math.round((2 * weeks) / 3)];
}

/**
 * The goal's arithmetic: the groups the learners make, the classes a week and per teacher, the money a
 * month, and how many new learners a month each length of stay needs to hold the goal.
 */
export function adultClassesMath(ac: AdultClasses): string | null {
  if (!ac.goalLearners) return null;
  const n = ac.goalLearners;
  const sentences: string[] = [];
  if (ac.groupSize) {
    const groups = Math.ceil(n / ac.groupSize);
    const weekly = ac.perWeek && ac.perWeek > 1 ? groups * ac.perWeek : null;
    const perTeacher = weekly && ac.teachers ? weekly / ac.teachers : null;
    const each = perTeacher === null ? "" : Number.isInteger(perTeacher) ? `${perTeacher}` : `${Math.floor(perTeacher)} or ${Math.ceil(perTeacher)}`;
    sentences.push(
      `${formatCount(n)} learners in groups of ${numberWord(ac.groupSize)} is ${groups} groups` +
        (weekly ? `; meeting ${ac.rhythm}, that is ${weekly} classes a week${perTeacher ? ` across ${numberWord(ac.teachers!)} teachers (about ${each} each)` : ""}` : "") +
        ".",
    );
  }
  const money = ac.price && ac.per === "month" ? `at ${ac.symbol}${ac.price} a month, ${formatCount(n)} learners bring about ${ac.symbol}${formatCount(n * ac.price)} a month` : null;
  const more = ac.nowLearners && ac.nowLearners < n ? `from about ${ac.nowLearners} now, that is ${n - ac.nowLearners} more learners than today` : null;
  if (money || more) sentences.push(`${upperFirst([money, more].filter(Boolean).join("; "))}.`);
  const stays = [ac.quitMonths ?? 2, 4, 6].filter((m, i, all) => all.indexOf(m) === i).sort((x, y) => x - y);
  const need = stays.map((m, i) => `${i === 0 ? `about ${Math.ceil(n / m)} new learners a month if they stay ${months(m)}` : `${Math.ceil(n / m)} if they stay ${numberWord(m)}`}${m === ac.quitMonths ? ", as now" : ""}`);
  sentences.push(`How long learners stay decides how many new ones the goal needs once you reach ${formatCount(n)}, just to stay there: ${need.join("; ")}. Every month a learner stays counts as much as a new one.`);
  return sentences.join(" ");
}

/**
 * {acWord} {acSubject} {acWho} {acWhere} {acPrice} {acRhythm} {acPer} {acGroupSize} {acGroups} {acLevel} {acCanDo}
 * {acCheckOne} {acCheckTwo} {acPaperwork} {acMath} {acQuit} {acApp} {acOnline} {acAsked} {acPartners} {acExchange}
 * {acLocals} {acOuting} {acTip} {acCategory} {acEvenings} {acTeachers} {acGoal} {acQuestions} {acHello} {acAccounts}: an adult school's words.
 */
export function adultClassesTokens(ac: AdultClasses | null, place: string): Record<string, string> {
  const city = place.split(",")[0]!.trim() || "your city";
  const language = ac?.language ?? null;
  const spain = ac?.country === "Spain";
  const size = ac?.groupSize ? numberWord(ac.groupSize) : null;
  const math = ac ? adultClassesMath(ac) : null;
  const reddit = ac?.reddit || ac?.newcomers;
  const [weeks, one, two] = courseChecks(ac);
  return {
    acWord: ac?.word ?? "school",
    acSubject: ac?.subject ?? "your subject",
    acWho: ac?.newcomers ? "Newcomers" : "Adults",
    acWhere: ac?.neighbourhood ? `${ac.neighbourhood}, ${city}` : city,
    acPrice: ac?.price ? `${ac.symbol}${ac.price} a ${ac.per}` : "{{your price}}",
    acRhythm: ac?.rhythm ?? "{{how often a group meets}}",
    acPriceLine: ac?.price ? `${ac.symbol}${ac.price} a ${ac.per}${ac.rhythm ? ` for ${ac.rhythm}` : ""}` : "{{your price}}",
    acPer: ac?.per === "month" ? "by the month" : ac?.per === "week" ? "by the week" : "by the course",
    acGroupSize: size ?? "{{the group size}}",
    acGroups: size ? `groups of ${size}` : "small groups",
    acLevel: language ? "at one level (A1 to A2, for example)" : "with one clear goal for the level",
    acCanDo: language
      ? spain
        ? "order at the market, handle the padrón appointment, keep up at a dinner with Spanish friends"
        : "order at the market, handle an appointment at the town hall, keep up at a dinner with local friends"
      : "{{three things a learner can do by the last week}}",
    acCheckOne: language ? "order at the market" : "{{a first thing they can do}}",
    acCheckTwo: language ? (spain ? "handle the padrón appointment" : "handle an appointment at the town hall") : "{{a second thing they can do}}",
    acPaperwork: language ? paperwork(ac) : "{{a first project they can finish}}",
    acMath: math ?? "Count every Friday the learners enrolled and how many of each month's new learners are still coming eight weeks later: how long they stay decides how many new ones you need.",
    acQuit: ac?.quitMonths ? `after ${months(ac.quitMonths)}` : "in their second or third month",
    acQuitWhen: ac?.quitWhen ?? "when work gets busy",
    acApp: ac?.freeApp ?? "a free app",
    acOnline: ac?.newcomers
      ? `the expat Facebook groups for ${city}${reddit ? ` and subreddits such as r/${city.replace(/[^\p{L}]/gu, "")}` : ""}`
      : `the local Facebook groups for ${city}${ac?.reddit ? ` and the subreddit for ${city}` : ""}`,
    acAsked: ac?.newcomers ? (reddit ? "the expat Facebook groups and on Reddit" : "the expat Facebook groups") : ac?.reddit ? `the ${city} Facebook groups and on Reddit` : `the ${city} Facebook groups`,
    acPartners: `relocation agencies, the HR and onboarding teams of international employers, coworking spaces, the parents' associations of international schools, and expat associations and meetups in ${city}`,
    acExchange: language === "Spanish" ? "intercambio" : "language exchange",
    acLocals: language ? `${language} speakers who want to practise their English` : "friends of your learners",
    acOuting: language
      ? spain
        ? "a market, tapas, a museum visit in Spanish"
        : `a market, a café, a museum visit in ${language}`
      : "a gallery, a concert or a drink after class",
    acTip: language ? `a phrase of the week for life in ${city}` : "one tip from this week's class",
    acCategory: language ? "Language school" : "the closest category to what you teach",
    acEvenings: ac ? joinWords([...(ac.evenings ? ["evenings"] : []), ...(ac.saturdays ? ["Saturdays"] : [])]) || "{{your class times}}" : "{{your class times}}",
    acTeachers: ac?.teachers && ac.teachers > 1 ? `you and your ${numberWord(ac.teachers - 1)} teacher${ac.teachers === 2 ? "" : "s"}` : "you and your teachers",
    acQuestions:
      language === "Spanish"
        ? "¿Cómo te llamas? / What's your name?\n¿De dónde eres? / Where are you from?\n¿Cuánto tiempo llevas en " + city + "? / How long have you been in " + city + "?\n¿Qué es lo que más te gusta de aquí? / What do you like most here?"
        : `{{four simple questions in ${language ?? "the language"}, each with the English beside it}}`,
    acHello: HELLO[language ?? ""] ?? "Hello!",
    acAccounts: ac?.newcomers || ac?.reddit ? "Your own Facebook and Reddit accounts" : "Your own Facebook account",
    acWeekNote: language ? "a voice note with the phrase of the week" : "one thing to practise this week",
    acChatRule: language ? `${language} when you can, English when you need to, ` : "",
    acDoing: language ? "speaking" : ac && MUSIC_LESSONS.test(ac.subject) ? "playing" : "making things",
    acTaste: language ? `${language} for the first week in ${city}` : `a first taste of ${ac?.subject ?? "what you teach"}`,
    acAdAudience: ac?.newcomers
      ? `adults in ${city} who moved there recently (check which options Meta offers today, such as people who recently moved or who live away from their home country)`
      : `adults within a short trip of ${ac?.neighbourhood ?? city}`,
    acAdHook: language ? "Still switching to English at dinner?" : `Always meant to learn ${ac?.subject ?? "something new"}?`,
    acCourse: `${weeks}-week course`,
    acChecks: `weeks ${one} and ${two}`,
    acCheckWeekOne: String(one),
    acCheckWeekTwo: String(two),
    acOfferWeek: String(weeks - 1),
    acEndWeek: String(weeks),
    acGoal: ac?.goalLearners ? `${formatCount(ac.goalLearners)} learners in group classes` : "the learners your goal names",
  };
}

/** "Habla Madrid is a Spanish school in Chamberí, Madrid, for expats and remote workers: …" */
export function adultClassesWhat(ac: AdultClasses, product: string, audience: string, place: string): string {
  const where = ac.neighbourhood ? `in ${ac.neighbourhood}, ${place}` : place ? `in ${place}` : "";
  return `${product} is ${withArticle(ac.word)}${where ? ` ${where},` : ""} for ${audience}: adults choose a class on a friend's word, the reviews and how the first class felt, and stay while they can feel their progress and the group expects them; those who stop usually do so in their first months, when work gets busy.`;
}

/** The goal line of an adult school's strategy, with only the parts its tactics hold. */
export function adultClassesStrategy(ac: AdultClasses): string {
  const find = [
    "honest answers in {acAsked}",
    ...(ac.language ? ["a free {acExchange} night that ends with a free trial class"] : []),
    ...(ac.newcomers ? ["partners who meet newcomers in their first weeks (and a group course for employers)"] : []),
  ];
  const [weeks, one, two] = courseChecks(ac);
  return `keeping every learner past the month work gets busy, and finding new ones where they already ask: a ${weeks}-week course with a goal each learner chose and progress checks at weeks ${one} and ${two}, a make-up class, another evening or a pause instead of a cancel, a class chat and a monthly outing that make the group the reason to stay, ${joinWords(find)}; the learners enrolled, and those still coming eight weeks after they started, are counted every Friday`;
}

export function adultClassesFocus(ac: AdultClasses): string {
  return `Learners enrolled and kept: trial classes from the Google profile, the groups${ac.language ? ", the exchange night" : ""}${ac.newcomers ? " and partners" : ""}, and each month's new learners still coming eight weeks later, counted every Friday`;
}

/** The founder's sentence that says learners quit, or the free app, as they wrote it. */
function saidSentence(challenges: string, re: RegExp): string | null {
  return challenges.split(/(?<=[.!?])\s+/).find((s) => re.test(s))?.trim().replace(/[.!?]+$/, "") ?? null;
}

/** The strategy's own lines: the arithmetic, learners who quit, the free app. */
export function adultClassesListening(ac: AdultClasses, fill: (text: string) => string, challenges: string): string[] {
  const out: string[] = [];
  if (ac.goalLearners) out.push(fill("The goal's arithmetic: {acMath}"));
  const quit = ac.quits ? saidSentence(challenges, /\b(?:quit|drop|stop|leave|cancel|don't come back|do not come back)/i) : null;
  if (quit) {
    out.push(
      fill(`You said "${quit}": so the first tactics keep learners (a {acCourse} with a goal they chose and checks at {acChecks}, a make-up class or another evening when work gets busy, a pause instead of a cancel, and a class chat that notices when someone is missing), and every Friday the tracker counts how many of each month's new learners are still coming eight weeks later.`),
    );
  }
  const app = ac.freeApp ? saidSentence(challenges, /\bapps?\b|\bDuolingo\b|\bBabbel\b|\bBusuu\b|\bMemrise\b/i) : null;
  if (app) {
    out.push(
      fill(`You said "${app}": the plan does not compete with {acApp} on price; it sells what an app cannot give (a teacher, a small group who expect you every week, speaking from the first class), and its answers in the groups tell people to keep {acApp} for words on the bus.`),
    );
  }
  return out;
}

/**
 * Lines a children's teacher's or a shop's plan gives that mean nothing to a school of adults: the
 * school gate, the PTA, a child's name, other parents, practice battles, after-school slots, the till.
 */
export const ADULT_CLASSES_MISFITS =
  /\bchild's first name\b|\byour child\b|\bschool gate\b|\bPTA\b|\bother parents\b|\bpupils' parents\b|\bpractice battles\b|\bafter school\b|\bdaytime lessons\b|\bretired\b|\bstamp cards?\b|\bat the till\b/i;

/**
 * What an adult school's plan must hold: when learners quit, a pause and a make-up class; when a free app
 * is the rival, an answer to it; for newcomers learning a language, the people who meet them first.
 */
export function adultClassesPlanGaps(ac: AdultClasses | null, planText: string): { reason: string; note: string }[] {
  if (!ac) return [];
  const out: { reason: string; note: string }[] = [];
  if (ac.quits && !(/\bpause\b/i.test(planText) && /\bmake-up class\b|\banother evening\b/i.test(planText))) {
    out.push({ reason: "The founder says learners quit, and no tactic gives them a make-up class, another evening or a pause instead of a cancel.", note: "Leaves learners who quit" });
  }
  if (ac.freeApp && !/\bapp\b|\bDuolingo\b|\bBabbel\b|\bBusuu\b|\bMemrise\b/i.test(planText)) {
    out.push({ reason: `The founder says learners compare the classes with ${ac.freeApp}, and no tactic answers it honestly (what a teacher and a group give that an app cannot).`, note: "Leaves the free app unanswered" });
  }
  if (ac.newcomers && ac.language && !/\brelocation\b|\bonboarding\b|\bcoworking\b|\bexpat groups?\b|\bexpat Facebook groups?\b/i.test(planText)) {
    out.push({ reason: "The learners are newcomers, and no tactic reaches them where they arrive: the expat groups, relocation agencies, employers' onboarding or coworking spaces.", note: "Misses where newcomers arrive" });
  }
  return out;
}

/** What the AI prompt states about a school of adult learners: who chooses, what keeps them, the arithmetic. */
export function adultClassesFacts(ac: AdultClasses | null, place: string): string[] {
  if (!ac) return [];
  const t = adultClassesTokens(ac, place);
  const lines = [
    `- ${upperFirst(ac.word)} for adults, taught in classes (${t.acGroups}, ${t.acEvenings}), not an app and not a teacher of children, whatever the product type says: adults choose on a friend's word, the reviews and a first class, pay ${t.acPer}, and most who stop do so in the second or third month when work gets busy. No school gate, no parents, no child's name, no daytime lessons for the retired when the learners work.`,
    `- Its plan keeps learners first: a ${t.acCourse} with a goal each learner writes in their own words (${t.acCanDo}) and progress checks at ${t.acChecks}; a make-up class in another group, a move to another evening and a pause of up to a month instead of a cancel; a WhatsApp group per class (only with those who agree) and a monthly outing; reviews asked at week 8 the same way from every learner, never for a discount, quoted only with the learner's yes.`,
    `- It finds learners where they ask: the Google profile (category ${t.acCategory}), honest answers in ${t.acOnline} within each group's rules on self-promotion${ac.language ? `, a free monthly ${t.acExchange} night at the school that ends with a free trial class` : ""}${ac.newcomers ? `, and partners who meet newcomers first (${t.acPartners}, named as examples to check), with a group course for employers' international staff` : ""}.`,
  ];
  if (ac.freeApp) lines.push(`- They compare it with ${t.acApp}: answer honestly (keep the app for words; a teacher and a group get you speaking), never run the app down.`);
  const math = adultClassesMath(ac);
  if (math) lines.push(`- The goal's arithmetic: ${math}`);
  return lines;
}
