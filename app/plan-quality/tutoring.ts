import type { PlanFormData } from "~/wizard/types";
import { easterSunday, longDate, weeksUntil } from "./calendar";
import { formatCount, joinWords, numberFrom } from "./words";

/**
 * Exam tutoring: a tutor or a tutoring centre for secondary-school pupils working towards exams
 * (GCSE, A-level, IGCSE, BTEC, the 11-plus, Highers, the Leaving Cert). The pupils are 11 to 18, at
 * secondary school or sixth form; their parents decide and pay, and the pupil has to want to come. So
 * the plan follows the exam calendar (mocks, their results, the Easter holidays, the exams from May),
 * not a piano teacher's primary-school gate, concerts or daytime lessons for retired beginners. Read
 * from the founder's words whatever product type the form says. Pure.
 */
export type ExamTutoring = {
  /** The exams named, in a fixed order: "GCSE", "A-level". */
  levels: string[];
  /** The subjects taught, in the founder's order, with the sciences kept as they said them: "maths", "physics". */
  subjects: string[];
  /** Pupils in a group, when said: "small groups of four" → 4; null for one-to-one or unsaid. */
  groupSize: number | null;
  /** The price of an hour per pupil, in the founder's currency, when said: "£25 an hour" → 25. */
  hourly: number | null;
  /** Pupils now and places in all, when said: "30 pupils now and room for 80". */
  pupils: number | null;
  places: number | null;
  /** New pupils the goal asks for: "40 new students" → 40. */
  newPupils: number | null;
  /** A centre pupils come to (rather than a tutor who visits or teaches online). */
  centre: boolean;
  /** The founder says the tutors are DBS-checked (or PVG in Scotland, Access NI in Northern Ireland). */
  checksSaid: boolean;
};

const LEVELS: [RegExp, string][] = [
  [/\b11[- ]?plus\b|\b11\+|\beleven[- ]plus\b/i, "11-plus"],
  [/\bigcses?\b/i, "IGCSE"],
  [/\bgcses?\b/i, "GCSE"],
  [/\bnational 5s?\b|\bhighers\b/i, "Highers"],
  [/\bbtecs?\b/i, "BTEC"],
  [/\ba[- ]levels?\b/i, "A-level"],
  [/\bleaving cert(?:ificate)?\b/i, "Leaving Cert"],
];

/** Exam words that make lessons exam tutoring (a music teacher's grade exams are not). */
const EXAM_WORDS = /\b(?:gcses?|igcses?|a[- ]levels?|btecs?|11[- ]?plus|eleven[- ]plus|highers|leaving cert(?:ificate)?|mock (?:exams?|results?)|exam (?:board|results|prep(?:aration)?|technique)|revision (?:course|classes|sessions))\b|\b11\+/i;

const TUTORING = /\btutor(?:s|ing)?\b|\btuition\b|\blearning centre\b|\bstudy centre\b/i;
const MUSIC = /\b(?:piano|music|guitar|violin|cello|singing|drums?|instrument|abrsm|trinity)\b/i;

const SUBJECTS = ["maths", "english", "physics", "chemistry", "biology", "science", "computer science", "economics", "french", "spanish", "german"];


/** A tutor or centre for secondary-age pupils working towards exams, or null. */
export function readExamTutoring(a: Pick<PlanFormData, "productName" | "productDescription" | "audiencePersona" | "successMetrics">): ExamTutoring | null {
  const what = `${a.productName}. ${a.productDescription}`;
  const all = `${what} ${a.audiencePersona}`;
  if (!TUTORING.test(what) || !EXAM_WORDS.test(all) || MUSIC.test(what)) return null;
  const lower = what.toLowerCase();
  const subjects = SUBJECTS.filter((s) => new RegExp(`\\b${s}s?\\b`).test(lower) || (s === "maths" && /\bmath\b/.test(lower)))
    .filter((s, _i, list) => !(s === "science" && ["physics", "chemistry", "biology"].every((x) => list.includes(x))))
    .sort((x, y) => lower.search(new RegExp(`\\b${x}`)) - lower.search(new RegExp(`\\b${y}`)));
  const group = /\bgroups? of (\d|two|three|four|five|six|eight)\b|\b(\d|two|three|four|five|six|eight)[- ](?:pupil|student)s? (?:groups?|per group)\b/i.exec(what);
  const size = group ? (group[1] ?? group[2])!.toLowerCase() : null;
  const hour = /[£€$]\s?(\d{1,3})(?:\.\d{2})?\s?(?:an|a|per|\/)\s?(?:hour|hr|lesson|session)\b/i.exec(what);
  const pupils = /\b(\d{1,4}) (?:pupils|students)(?: now| today| at the moment)?\b/i.exec(what);
  const places = /\broom for (\d{1,4})\b|\b(\d{1,4}) places\b/i.exec(what);
  const wanted = /\b(\d{1,4}) (?:new )?(?:students|pupils)\b/i.exec(a.successMetrics);
  return {
    levels: LEVELS.filter(([re]) => re.test(all)).map(([, name]) => name),
    subjects,
    groupSize: numberFrom(size),
    hourly: hour ? Number(hour[1]) : null,
    pupils: pupils ? Number(pupils[1]) : null,
    places: places ? Number(places[1] ?? places[2]) : null,
    newPupils: wanted ? Number(wanted[1]) : null,
    centre: /\bcentre\b|\bcenter\b|\bclassroom\b|\bour (?:rooms?|premises)\b/i.test(what),
    checksSaid: /\bdbs\b|\bpvg\b|\baccess ni\b/i.test(all),
  };
}

/** "GCSE and A-level", or "exam" when none is named. */
export function examLevelsOf(t: ExamTutoring | null): string {
  return t?.levels.length ? joinWords(t.levels) : "exam";
}

/**
 * The money a goal of new pupils brings, in plain arithmetic: each new pupil at an hour a week, what a
 * weekly group earns, how many groups the goal fills and whether the places are there.
 */
export function tutoringMath(t: ExamTutoring | null, prefix: string): string {
  const per = t?.hourly ?? null;
  const size = t?.groupSize ?? null;
  const n = t?.newPupils ?? null;
  if (!t || per === null) {
    return "Write down what one pupil pays for an hour, how many pupils a group takes and how many new pupils you want: a new pupil at an hour a week is that price every week of term, and each full group is one more hour in a tutor's week.";
  }
  const money = (x: number) => `${prefix}${formatCount(x)}`;
  const parts = [`A pupil who comes for an hour a week pays ${money(per)} a week, about ${money(per * 12)} over a twelve-week term.`];
  if (size) parts.push(`A weekly group of ${size} brings ${money(per * size)} for one teaching hour, about ${money(per * size * 12)} a term.`);
  if (n) {
    parts.push(`${n} new pupils at an hour a week come to ${money(per * n)} a week${size ? `, or ${Math.ceil(n / size)} more groups of ${size} on the timetable` : ""}.`);
    if (t.places && t.pupils !== null) {
      const free = t.places - t.pupils;
      parts.push(free >= n ? `You have ${free} free places (${t.pupils} pupils, room for ${t.places}), so the goal fits without a new room or tutor.` : `You have ${free} free places, fewer than ${n}: find the room or the tutor hours before the Easter rush.`);
    }
  }
  return parts.join(" ");
}

/**
 * The exam year from the plan's first day: mock results (January and February in most schools), the
 * Easter holidays (the week after Easter Sunday, give or take a week by council), the exams from May.
 */
export function examCalendar(today: Date): { easter: string; easterWeek: number; examsFrom: string } {
  const year = today.getUTCMonth() >= 5 ? today.getUTCFullYear() + 1 : today.getUTCFullYear();
  const easter = easterSunday(year);
  return { easter: longDate(easter), easterWeek: weeksUntil(easter, today), examsFrom: `May ${year}` };
}

/** {examLevels} {examLevelsOr} {examSearch} {examSubjects} {tutorGroup} {tutorHour} {tutoringMath} {examEaster} {examsFrom} {checkedTutors}: filled for any founder. */
export function tutoringTokens(t: ExamTutoring | null, prefix: string, today: Date): Record<string, string> {
  const cal = examCalendar(today);
  return {
    examLevels: examLevelsOf(t),
    examLevelsOr: t && t.levels.length > 1 ? `${t.levels.slice(0, -1).join(", ")} or ${t.levels.at(-1)}` : examLevelsOf(t),
    examSubjects: t?.subjects.length ? joinWords(t.subjects) : "{{your subjects}}",
    examSearch: `${t?.levels[0] ?? "GCSE"} ${t?.subjects[0] ?? "maths"} tutor`,
    tutorGroup: t?.groupSize ? `groups of ${t.groupSize}` : "small groups",
    tutorHour: t?.hourly ? `${prefix}${t.hourly} an hour` : "{{price an hour}}",
    tutoringMath: tutoringMath(t, prefix),
    examEaster: cal.easter,
    examsFrom: cal.examsFrom,
    checkedTutors: t?.checksSaid ? "every tutor holds an enhanced DBS check" : "{{how your tutors are checked: an enhanced DBS check through an umbrella body}}",
  };
}

// ─── What a plan for exam tutoring must not get wrong (app/plan-quality/checker.ts) ─────────────

/** Lines written for another teacher's pupils: young children, adult beginners, music, a shop. */
const OTHER_PUPILS: [RegExp, (levels: string) => string][] = [
  [/\bprimary schools?\b|\bprimary[- ]school (?:families|parents|children)\b/i, (l) => `primary schools are for children under 11; your pupils sit ${l} exams at secondary school or sixth form`],
  [/\badult (?:beginners|learners)\b|\bretired (?:adults|beginners|people)\b|\bnever too (?:late|old)\b|\bdaytime lessons\b/i, () => "it is written for adult beginners; your pupils are teenagers at school, and their parents decide"],
  [/\b(?:at|by) the school gates?\b|\bmorning drop-off\b|\bschool-gate\b/i, () => "parents of teenagers are rarely at the school gate; they talk in parents' groups and school chats"],
  [/\bconcerts?\b|\bpractis(?:e|ed|es|ing) without being asked\b|\bpieces? (?:played|a pupil)\b/i, () => "it is written for music lessons"],
  [/\bshort (?:walk|drive) (?:of|from) the shop\b|\bcome in,? say hello\b|\bthe shop\b/i, () => "it is written for a shop; families book an assessment and a group"],
];

/** A promise no tutor can keep, and the advertising code does not allow without evidence. */
const GRADE_PROMISE = /\bguarantee[sd]?\b[^.\n]{0,40}\b(?:grades?|pass(?:es)?|results?|[a-c]\*?s?)\b|\bguaranteed (?:grades?|pass(?:es)?|results?)\b|\bmoney[- ]back if\b[^.\n]{0,40}\bgrade/i;

/** Private contact with pupils (under 18 for the most part): through their parents instead. */
const PUPIL_CONTACT = /\b(?:dm|message|text|whatsapp|call|follow)(?:s|ing)?\s+(?:the\s+|your\s+)?(?:pupils|students|teenagers)\b(?!'s? parents)/i;

/** Why one tactic's text does not fit exam tutoring, or null. */
export function examTutoringMisfit(text: string, t: ExamTutoring): string | null {
  const levels = examLevelsOf(t);
  for (const [re, why] of OTHER_PUPILS) {
    const hit = re.exec(text);
    if (hit) return `"${hit[0]}": ${why(levels)}.`;
  }
  const promise = GRADE_PROMISE.exec(text);
  if (promise) return `"${promise[0]}" promises a result no tutor can guarantee; the UK advertising code (CAP) expects such claims to be backed by evidence.`;
  const contact = PUPIL_CONTACT.exec(text);
  if (contact) return `"${contact[0]}": contact goes through the pupils' parents, not to the pupils themselves.`;
  return null;
}

const EXAM_YEAR = /\bmocks?\b|\bmock results?\b|\beaster (?:revision|course|holidays?)\b|\brevision course\b|\bexams? (?:start|from|in may)\b/i;
const SAFETY = /\bdbs\b|\bsafeguarding\b|\bpvg\b|\baccess ni\b/i;
const SHOWS_PUPILS = /\b(?:results?|grades?|testimonials?|reviews?|photos?|quotes?)\b/i;
const CONSENT = /\bconsent\b|\bpermission\b/i;

/**
 * What the whole plan must say for exam tutoring: the exam year it follows, how pupils are kept safe,
 * and consent for any result, review or photo it uses. Each gap as one sentence.
 */
export function examTutoringGaps(everything: string, t: ExamTutoring, product: string): string[] {
  const out: string[] = [];
  const levels = examLevelsOf(t);
  if (!EXAM_YEAR.test(everything)) out.push(`Nothing in the plan follows the exam year (the mock results, an Easter revision course, the ${levels} exams from May): parents decide at those moments.`);
  if (!SAFETY.test(everything)) out.push(`Never says how ${product} keeps pupils safe (DBS-checked tutors, a safeguarding lead), which parents of teenagers ask before they book.`);
  if (SHOWS_PUPILS.test(everything) && !CONSENT.test(everything)) out.push("Uses results, reviews or photos of pupils without saying they need the parent's and the pupil's consent.");
  return out;
}

/** What the AI prompt states for exam tutoring (app/generation/prompts.server.ts), so the AI plan gets it too. */
export function tutoringPromptLines(t: ExamTutoring | null, prefix: string, today: Date): string[] {
  if (!t) return [];
  const k = tutoringTokens(t, prefix, today);
  return [
    `- Exam tutoring for secondary-school pupils (${k.examLevels}${t.subjects.length ? `, ${k.examSubjects}` : ""}${t.groupSize ? `, ${k.tutorGroup}` : ""}${t.hourly ? `, ${k.tutorHour}` : ""}): the parents decide and pay, the pupil has to want to come. Nothing for primary schools, the school gate at drop-off, adult beginners, daytime lessons, concerts or a shop; never contact pupils directly, only their parents`,
    `- Follow the exam year: most schools return mock results in January and February; Easter Sunday is ${k.examEaster} and the ${k.examLevels} exams run from ${k.examsFrom} (tell them to check the exam boards' timetable and the schools' holiday dates rather than stating them). Lead with one offer: an Easter revision course in small groups, a free first assessment that shows the parent where marks are lost, and introductions from current families with a thank-you for both`,
    `- Say plainly how pupils are kept safe (enhanced DBS checks through an umbrella body, a named safeguarding lead) and quote results, reviews or photos only with the parent's and pupil's written consent; never promise grades or offer anything in exchange for a Google review. ${k.tutoringMath}`,
  ];
}
