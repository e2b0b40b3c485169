import type { PlanFormData } from "~/wizard/types";
import { freeDaytime } from "./local-trade";
import { formatCount, joinWords, numberFrom, numberWord, singular, upperFirst, withArticle } from "./words";

/**
 * A teacher who teaches adults one-to-one (music, singing, a language, drawing or painting), online over
 * Zoom or Skype or in their town: a guitar teacher on Zoom for adults who always meant to play, a singing
 * teacher in a home studio, a French tutor for grown-ups. Not a school with classes (adult-classes.ts), not
 * a teacher of children whose parents book (the local lessons plan), not exam tutoring, not a driving
 * instructor. Adults choose a teacher on a friend's word, the reviews and how a trial lesson felt, buy a
 * block of lessons once the first one got them doing the thing, stay while they can hear or see their
 * progress, and drift away when work gets busy. So the plan sells a trial lesson that ends with a first
 * goal, a block of lessons, progress stories told with the learner's yes, a thank-you for a friend
 * brought, directory listings, the shops where their subject is bought, and teaching videos only when the
 * teacher is willing to be filmed. Nothing in it is a parent, a term or a child. Pure.
 */
export type PrivateTeacher = {
  /** What the teacher is called: "guitar teacher", "singing teacher", "French tutor". */
  word: string;
  /** What is taught: "guitar", "singing", "French", "drawing". */
  subject: string;
  field: "music" | "language" | "art";
  /** Lessons online (Zoom, Skype, video) and the tool named; in person in the teacher's town. */
  online: boolean;
  tool: string | null;
  inPerson: boolean;
  /** A lesson's price and length: £35 for 45 minutes. */
  lessonPrice: number | null;
  lessonMinutes: number | null;
  /** A block of lessons and its price: £120 for four. */
  blockLessons: number | null;
  blockPrice: number | null;
  symbol: string;
  /** Learners today, the goal, the room the teacher has: "9 students and room for 25". */
  nowLearners: number | null;
  goalLearners: number | null;
  room: number | null;
  /** Years of teaching, and where they taught before ("12 years in a music shop"). */
  years: number | null;
  musicShop: boolean;
  /** A recording or notes after each lesson; a plan built around the songs they love. */
  recording: boolean;
  songs: boolean;
  /** The moment learners want: "play songs at a family party". */
  party: boolean;
  /** The teacher is shy on camera (or will not dance on TikTok): teaching videos are left out. */
  cameraShy: boolean;
  /** Learners can only do evenings; the teacher's free hours ("weekday mornings"). */
  evenings: boolean;
  freeTime: string | null;
  country: string | null;
};

/** One-to-one or private lessons, never classes alone. */
const ONE_TO_ONE = /\bone[- ]to[- ]one\b|\b1[:-]1\b|\bprivate (?:lessons?|tuition)\b|\bindividual lessons?\b/i;

const INSTRUMENTS = "piano|guitar|bass guitar|bass|violin|cello|viola|flute|clarinet|saxophone|sax|trumpet|drums|ukulele|harp|keyboard|mandolin|banjo|singing|voice";
const LANGUAGE_NAMES =
  "spanish|french|german|italian|portuguese|japanese|mandarin|chinese|arabic|dutch|greek|russian|korean|polish|welsh|irish|english";
const ART = "drawing|painting|watercolou?r|life drawing|sketching|calligraphy";

/** "I teach guitar", "guitar lessons", "singing lessons", "French lessons", "drawing lessons": the subject. */
const SUBJECT = new RegExp(
  `\\b(?:teach(?:es|ing)?|lessons? (?:in|on)) (${INSTRUMENTS}|${LANGUAGE_NAMES}|${ART})\\b|\\b(${INSTRUMENTS}|${LANGUAGE_NAMES}|${ART}) (?:lessons?|teacher|tutor|tuition|coach)\\b`,
  "i",
);

/** Learners who are grown-ups. */
const ADULTS = /\badults?\b|\bgrown-?ups\b/i;
/** A child among the learners (a teenager only in the pitch: "stopped as teenagers" is an adult's past). */
const CHILD_LEARNERS = /\bchild(?:ren)?\b|\bkids?\b|\bparents of\b|\bschool[- ]age\b/i;
/** A teenager, a class, a course, exams or software in the pitch: another plan. */
const NOT_ONE_TO_ONE_ADULTS =
  /\bteen(?:s|agers?)?\b|\bGCSEs?\b|\bA[- ]levels?\b|\bexams?\b|\bclass(?:es)?\b|\bworkshops?\b|\bgroups? of\b|\bsmall groups\b|\bcourses?\b|\bschool\b|\bacademy\b|\bapp\b|\bplatform\b|\bmarketplace\b|\bsoftware\b|\bdriving\b/i;

/**
 * A one-to-one teacher of adults, whatever the form's product type says (Zoom is not a web app): the pitch
 * says one-to-one or private lessons and names a subject taught, and the learners are adults, not children,
 * a class or exam candidates.
 */
export function privateTeacherWordOf(a: PlanFormData, lessonsForAdults = false): boolean {
  const pitch = `${a.productName}. ${a.productDescription}`;
  return (ONE_TO_ONE.test(pitch) || lessonsForAdults) && SUBJECT.test(pitch) && ADULTS.test(`${pitch} ${a.audiencePersona}`) && !CHILD_LEARNERS.test(`${pitch} ${a.audiencePersona}`) && !NOT_ONE_TO_ONE_ADULTS.test(pitch);
}

function fieldOf(subject: string): PrivateTeacher["field"] {
  if (new RegExp(`^(?:${LANGUAGE_NAMES})$`, "i").test(subject)) return "language";
  if (new RegExp(`^(?:${ART})$`, "i").test(subject)) return "art";
  return "music";
}

/** "guitar" → "guitar teacher"; "voice" → "singing teacher"; "french" → "French tutor". */
function teacherWord(subject: string, field: PrivateTeacher["field"]): string {
  if (field === "language") return `${subject} tutor`;
  if (/^(?:voice|singing)$/i.test(subject)) return "singing teacher";
  return `${subject} teacher`;
}

/**
 * "I teach guitar one-to-one on Zoom to adults who always wanted to play and never did. A lesson is 45
 * minutes for £35, or £120 for four. … 12 years in a music shop … 9 students and room for 25.": the
 * teacher and the numbers its plan needs. `lessonsForAdults`: the caller read lessons whose pupils are
 * adults, not in classes ("Piano lessons for adults in my home studio"), which are one-to-one unsaid.
 */
export function readPrivateTeacher(a: PlanFormData, country: string | null, symbol: string, lessonsForAdults = false): PrivateTeacher | null {
  if (!privateTeacherWordOf(a, lessonsForAdults)) return null;
  const pitch = `${a.productName}. ${a.productDescription}`;
  const m = SUBJECT.exec(pitch)!;
  const raw = (m[1] ?? m[2]!).toLowerCase();
  const field = fieldOf(raw);
  const subject = field === "language" ? raw.charAt(0).toUpperCase() + raw.slice(1) : raw === "voice" ? "singing" : raw;
  const d = a.productDescription;
  const tool = /\b(Zoom|Skype|Google Meet|FaceTime|Teams)\b/.exec(pitch)?.[1] ?? null;
  const online = tool !== null || /\bonline\b|\bvideo call\b|\bover video\b|\bremote(?:ly)?\b/i.test(pitch);
  const inPerson = /\bin person\b|\bhome studio\b|\bmy studio\b|\bat (?:my|their|your) home\b|\bin (?:my|their|your) home\b|\bcome to you\b|\bi visit\b/i.test(pitch) || !online;
  const price = /([£$€])\s?(\d{2,3})(?:\.\d\d)?\s*(?:an?|per|\/)\s*(?:lesson|hour|session)\b/i.exec(d) ?? /\blesson is (\d{2,3}) minutes? (?:for|at) ([£$€])\s?(\d{2,3})\b/i.exec(d);
  const lessonPrice = price ? Number(price.length === 4 ? price[3] : price[2]) : null;
  const minutes = /\b(\d{2,3})[- ]minutes?\b/i.exec(d);
  const block = /([£$€])\s?(\d{2,4})(?:\.\d\d)?\s*(?:for|per) (?:a (?:block|bundle|pack) of )?(\d{1,2}|[a-z]+)(?: lessons)?\b/i.exec(d) ?? /\b(?:block|bundle|pack) of (\d{1,2}|[a-z]+) (?:lessons )?(?:for|at) ([£$€])\s?(\d{2,4})\b/i.exec(d);
  const blockLessons = block ? numberFrom(/^[£$€]$/.test(block[1]!) ? block[3] : block[1]) : null;
  const blockPrice = block ? Number(/^[£$€]$/.test(block[1]!) ? block[2] : block[3]) : null;
  const now = /\b(\d{1,3}) (?:students|learners|pupils)\b/i.exec(d) ?? /\bfrom (\d{1,3})\b/i.exec(a.successMetrics);
  const goal = /\b(\d{1,3}) (?:regular |weekly |paying )?(?:students|learners|pupils)\b/i.exec(a.successMetrics);
  const room = /\broom for (\d{1,3})\b/i.exec(d);
  const years = /\b(\d{1,2}|[a-z]+) years\b/i.exec(d);
  return {
    word: teacherWord(subject, field),
    subject,
    field,
    online,
    tool,
    inPerson,
    lessonPrice,
    lessonMinutes: minutes ? Number(minutes[1]) : null,
    blockLessons: blockLessons && blockLessons >= 2 && blockLessons <= 20 && blockPrice !== lessonPrice ? blockLessons : null,
    blockPrice: blockLessons && blockLessons >= 2 && blockLessons <= 20 && blockPrice !== lessonPrice ? blockPrice : null,
    symbol: price?.[price.length === 4 ? 2 : 1] ?? symbol,
    nowLearners: now ? Number(now[1]) : null,
    goalLearners: goal ? Number(goal[1]) : null,
    room: room ? Number(room[1]) : null,
    years: years ? numberFrom(years[1]) : null,
    musicShop: /\bmusic (?:shop|store)\b/i.test(d),
    recording: /\brecording\b|\bnotes after\b|\bvideo after\b/i.test(d),
    songs: /\bsongs?\b/i.test(`${d} ${a.audiencePersona}`),
    party: /\bparty\b|\bparties\b|\bwedding\b|\bbirthday\b/i.test(a.audiencePersona),
    cameraShy: /\bshy on camera\b|\bcamera[- ]shy\b|\bnot (?:comfortable |good )?on camera\b|\bhate (?:being on )?camera\b|\bdon'?t want to (?:dance|film|be filmed|be on camera)\b|\bno (?:tiktok|videos? of me)\b/i.test(a.challenges),
    evenings: /\bevenings?\b|\bafter work\b/i.test(`${d} ${a.audiencePersona} ${a.challenges}`),
    freeTime: freeDaytime(a.challenges) ?? (/\bfree time is (weekday mornings|mornings|weekday afternoons|afternoons|daytimes?)\b/i.exec(a.challenges)?.[1]?.toLowerCase() ?? null),
    country,
  };
}

/** Directories to check, by subject and country: examples, never a promise that they fit. */
function listings(pt: PrivateTeacher | null): string {
  if (!pt) return "the teacher directories for your subject";
  const uk = pt.country === "United Kingdom";
  if (pt.field === "language") return "italki, Preply and Superprof";
  if (pt.field === "art") return uk ? "Superprof and your local arts council's directory of tutors" : "Superprof and the local arts centre's tutor list";
  return uk ? "MusicTeachers.co.uk, Superprof and Lessonface" : "Lessonface and Superprof";
}

/** Where adult learners of the subject ask their questions online: examples to check. */
function communities(pt: PrivateTeacher | null): string {
  if (!pt) return "the forums where adult learners ask";
  if (pt.field === "language") return `r/languagelearning${pt.subject !== "English" ? ` and r/${pt.subject.toLowerCase()}` : ""}`;
  if (pt.field === "art") return "r/learnart and the Facebook groups for adult beginners";
  if (/guitar|bass/.test(pt.subject)) return "r/Guitar, r/guitarlessons and the Facebook groups for adult beginner guitarists";
  if (/piano|keyboard/.test(pt.subject)) return "r/piano, r/pianolearning and the Facebook groups for adult piano beginners";
  if (pt.subject === "singing") return "r/singing and the Facebook groups for adult beginner singers";
  return `r/${pt.subject.replace(/\s+/g, "")} and the Facebook groups for adult beginners`;
}

/** The moment the learner wants, in their terms: "play a song at a family party". */
function moment(pt: PrivateTeacher | null): string {
  if (!pt) return "{{the moment they learn for}}";
  if (pt.field === "language") return `hold a first real conversation in ${pt.subject}`;
  if (pt.field === "art") return "finish a first picture they are proud to hang";
  if (pt.subject === "singing") return "sing a whole song they love in front of someone";
  return pt.party ? "play a song at a family party" : "play a whole song they love";
}

/** The same moment as a learner's story: "a first song played at a family party". */
function momentStory(pt: PrivateTeacher | null): string {
  if (!pt) return "{{the moment a learner reached}}";
  if (pt.field === "language") return `a first real conversation in ${pt.subject}`;
  if (pt.field === "art") return "a first picture on the wall";
  if (pt.subject === "singing") return "a first whole song sung in front of someone";
  return pt.party ? "a first song played at a family party" : "a first whole song played for someone";
}

/** What a first lesson ends with. */
function firstWin(pt: PrivateTeacher | null): string {
  if (!pt) return "{{a first thing they can do}}";
  if (pt.field === "language") return "ten minutes of conversation about themselves";
  if (pt.field === "art") return "a first sketch they did not think they could do";
  if (pt.subject === "singing") return "the first verse of a song they chose";
  return "the first chords of a song they chose";
}

/** What adult beginners get stuck on and ask about, by subject. */
function fixes(pt: PrivateTeacher | null): string {
  if (!pt) return "{{what beginners get stuck on}}";
  if (pt.field === "language") return "the sound that trips English speakers, the phrase they need at the shop, why they freeze when someone answers";
  if (pt.field === "art") return "proportions, shading, a picture that looks flat";
  if (pt.subject === "singing") return "breathing, the high note that cracks, nerves in front of people";
  if (/guitar|bass|ukulele|mandolin|banjo/.test(pt.subject)) return "the chord that will not ring, the first strumming pattern, keeping time";
  if (/piano|keyboard/.test(pt.subject)) return "hands together, reading the left hand, keeping time";
  return "the note that will not sound right, keeping time, the first song to learn";
}

/** The block's saving against single lessons: £120 for four at £35 each → £20. */
function blockSaving(pt: PrivateTeacher): number | null {
  if (!pt.blockLessons || !pt.blockPrice || !pt.lessonPrice) return null;
  const saving = pt.blockLessons * pt.lessonPrice - pt.blockPrice;
  return saving > 0 ? saving : null;
}

/**
 * The goal's arithmetic: the learners to find, the teaching hours they make, the money a month, and the
 * trial lessons a month it takes.
 */
export function privateTeacherMath(pt: PrivateTeacher, weeks: number): string | null {
  if (!pt.goalLearners) return null;
  const n = pt.goalLearners;
  const more = pt.nowLearners && pt.nowLearners < n ? n - pt.nowLearners : null;
  const sentences: string[] = [];
  const hours = pt.lessonMinutes ? Math.round((n * pt.lessonMinutes) / 60) : null;
  if (more || hours) sentences.push(
    `${formatCount(n)} regular learners${more ? `, from ${pt.nowLearners} today, is ${more} more` : ""}${hours ? `; at one ${pt.lessonMinutes}-minute lesson a week each, that is about ${hours} teaching hours a week` : ""}${pt.room && pt.room >= n ? `, within the room you said you have` : ""}.`,
  );
  const monthly = pt.blockPrice && pt.blockLessons === 4 ? pt.blockPrice : pt.lessonPrice ? pt.lessonPrice * 4 : null;
  if (monthly) sentences.push(`A weekly learner on ${pt.blockPrice && pt.blockLessons === 4 ? `a block of four at ${pt.symbol}${pt.blockPrice}` : `four lessons at ${pt.symbol}${pt.lessonPrice}`} brings about ${pt.symbol}${formatCount(monthly)} a month, so ${formatCount(n)} bring about ${pt.symbol}${formatCount(n * monthly)}${pt.nowLearners ? ` (${pt.nowLearners} bring about ${pt.symbol}${formatCount(pt.nowLearners * monthly)} today)` : ""}.`);
  if (more) {
    const months = Math.max(1, Math.round(weeks / 4.3));
    const perMonth = Math.ceil(more / months) + 1;
    sentences.push(`Over about ${numberWord(months)} month${months === 1 ? "" : "s"}, that is ${perMonth} new learners a month (one of them to replace a learner who stops), and if one trial lesson in two becomes a block, about ${perMonth * 2} trial lessons a month.`);
  }
  return sentences.join(" ");
}

/**
 * {ptWord} {ptSubject} {ptHow} {ptWhere} {ptPrice} {ptBlock} {ptBlockLine} {ptTrial} {ptFirstWin} {ptMoment} {ptListings}
 * {ptCommunities} {ptShops} {ptShopLine} {ptFreeTime} {ptTeachTime} {ptMath} {ptGoal} {ptLearners} {ptExtras} {ptYears}: a one-to-one teacher's words.
 */
export function privateTeacherTokens(pt: PrivateTeacher | null, place: string, weeks: number): Record<string, string> {
  const town = place.split(",")[0]!.trim() || "your town";
  const saving = pt ? blockSaving(pt) : null;
  const math = pt ? privateTeacherMath(pt, weeks) : null;
  const block = pt?.blockPrice && pt.blockLessons ? `${pt.symbol}${pt.blockPrice} for ${numberWord(pt.blockLessons)} lessons` : null;
  const music = pt?.field === "music";
  return {
    ptWord: pt?.word ?? "teacher",
    ptSubject: pt?.subject ?? "your subject",
    ptHow: pt ? (pt.online ? `one-to-one on ${pt.tool ?? "video"}` : `one-to-one in ${town}`) : "one-to-one",
    ptWhere: pt ? (pt.online ? `on ${pt.tool ?? "video"}, wherever you live${pt.country ? ` in ${pt.country === "United Kingdom" ? "the UK" : pt.country.replace(/^United/, "the United")}` : ""}` : `in ${town}`) : "{{where you teach}}",
    ptHowShort: pt ? (pt.online ? `on ${pt.tool ?? "video"}, so they can learn from home` : `in ${town}`) : "{{where you teach}}",
    ptOnFree: pt?.freeTime ? `On ${withArticle(singular(pt.freeTime))}` : "In a free hour before teaching",
    ptFreeShort: pt?.freeTime ? `on ${pt.freeTime}` : "before your teaching starts",
    ptQuietTime: pt?.freeTime && /morning/.test(pt.freeTime) ? `on ${withArticle(singular(pt.freeTime))}` : "at a quiet hour",
    ptFixes: fixes(pt),
    ptInShot: pt?.field === "music" ? (pt.subject === "singing" ? "you and the song's words in shot" : `hands and ${pt.subject} in shot`) : pt?.field === "art" ? "the paper and your hands in shot" : "the phrase on screen",
    ptAdArea: pt?.online ? `across ${pt.country === "United Kingdom" ? "the UK" : pt.country ?? "your country"}` : `within a short trip of ${town}`,
    ptAdSearchWhere: pt?.online ? ", online" : `, ${town}`,
    ptTool: pt?.tool ?? (pt?.online ? "video" : "the phone"),
    ptLessonWhere: pt?.online ? `on ${pt.tool ?? "video"}` : "at your studio",
    ptPrice: pt?.lessonPrice ? (pt.lessonMinutes ? `${pt.symbol}${pt.lessonPrice} for a ${pt.lessonMinutes}-minute lesson` : `${pt.symbol}${pt.lessonPrice} a lesson`) : "{{your price for a lesson}}",
    ptBlock: block ?? "{{your price for a block of four lessons}}",
    ptBlockLine: block ? `${block}${saving ? `, ${pt!.symbol}${saving} less than ${numberWord(pt!.blockLessons!)} single ones` : ""}` : "four lessons for {{your block price}}",
    ptBlockName: pt?.blockPrice && pt.blockLessons ? `a block of ${numberWord(pt.blockLessons)} at ${pt.symbol}${pt.blockPrice}` : "a block of four lessons",
    ptBlockPrice: pt?.blockPrice ? `${pt.symbol}${pt.blockPrice}` : "{{your block price}}",
    ptBlockCount: pt?.blockLessons ? numberWord(pt.blockLessons) : "four",
    ptTrial: `a free 20-minute trial lesson${pt?.online ? ` on ${pt.tool ?? "video"}` : ""}`,
    ptFirstWin: firstWin(pt),
    ptFirstWinYou: firstWin(pt).replace(/\bthey\b/g, "you"),
    ptMoment: moment(pt),
    ptMomentUpper: upperFirst(moment(pt)).replace(/\bthey\b/g, "you").replace(/\btheir\b/g, "your"),
    ptMomentStory: momentStory(pt),
    ptListings: listings(pt),
    ptCommunities: communities(pt),
    ptShops: music ? "music shops" : pt?.field === "art" ? "art supply shops" : "bookshops with a language shelf",
    ptShopLine: pt?.musicShop ? "the music shop where you taught" : music ? "a music shop you know" : pt?.field === "art" ? "an art supply shop you buy from" : "a bookshop with a language shelf",
    ptShopBuyers: music
      ? `adults who buy a ${pt?.subject === "singing" ? "microphone or a songbook" : `first ${pt?.subject ?? "instrument"}`} or come back to have an old one set up`
      : pt?.field === "art"
        ? "adults who buy a first set of paints or pencils"
        : "adults who buy a textbook or a phrasebook",
    ptFreeTime: pt?.freeTime ?? "{{the hours you keep free for marketing}}",
    ptTeachTime: pt?.evenings ? "evenings" : "{{your teaching hours}}",
    ptMath: math ?? "Count every Friday your regular learners, the trial lessons booked and how many trials became a block.",
    ptGoal: pt?.goalLearners ? `${formatCount(pt.goalLearners)} regular learners` : "the learners your goal names",
    ptExtras: joinWords([
      ...(pt?.songs ? [`a plan built around the ${music ? "songs" : "things"} you love`] : []),
      ...(pt?.recording ? ["a short recording after each lesson"] : []),
    ]) || "{{what every learner gets besides the lesson}}",
    ptYears: pt?.years ? `${numberWord(pt.years)} years` : "{{years}}",
    ptStartFrom: music && pt?.subject !== "singing" ? "the songs you love, not theory" : pt?.subject === "singing" ? "the songs you love, not scales" : pt?.field === "language" ? "the conversations you want to have, not grammar drills" : "the pictures you want to make",
    ptStartFromUpper: music && pt?.subject !== "singing" ? "Songs you love, not theory" : pt?.subject === "singing" ? "Songs you love, not scales" : pt?.field === "language" ? "The conversations you want to have, not grammar drills" : "The pictures you want to make",
    ptDoingIt: pt?.field === "language" ? `speaking ${pt.subject}` : pt?.field === "art" || pt?.subject === "singing" ? pt.subject : pt ? `playing ${pt.subject}` : "{{what they learn}}",
    ptVerbIt: pt?.field === "language" ? `speak ${pt.subject}` : pt?.field === "art" ? `learn ${pt.subject}` : pt?.subject === "singing" ? "sing" : pt ? `play ${pt.subject}` : "{{learn what you teach}}",
    ptVerb: pt?.field === "language" ? "speak" : pt?.field === "art" ? "draw" : pt?.subject === "singing" ? "sing" : "play",
    ptDoing: pt?.field === "language" ? "speaking" : pt?.field === "art" ? "drawing" : pt?.subject === "singing" ? "singing" : "playing",
  };
}

/** "Late Starter Guitar is a guitar teacher teaching adults one-to-one on Zoom across the United Kingdom: …" */
export function privateTeacherWhat(pt: PrivateTeacher, product: string, audience: string, place: string): string {
  const where = pt.online ? `on ${pt.tool ?? "video"}${place ? ` across ${place}` : ""}` : place ? `in ${place}` : "";
  return `${product} is ${withArticle(pt.word)} teaching ${audience} one-to-one ${where}: adults choose a teacher on a friend's word, the reviews and how a trial lesson felt, buy a block of lessons once the first one got them ${pt.field === "language" ? "speaking" : pt.field === "art" ? "drawing" : "playing"}, and stay while they can hear their own progress; those who stop usually do so when work gets busy.`;
}

/** The goal line of a one-to-one teacher's strategy, with only the parts its tactics hold (by tactic id). */
export function privateTeacherStrategy(pt: PrivateTeacher, ids: string[]): string {
  const PARTS: [id: string, part: string][] = [
    ["pt-trial-lesson", "a free trial lesson that ends with a first goal"],
    ["pt-lesson-block", "a block of lessons with a pause instead of a cancel"],
    ["pt-google-profile", "a Google profile with learners' reviews"],
    ["pt-before-learners", "a note to the adults you taught before"],
    ["pt-progress-stories", "learners' progress stories told with their yes"],
    ["pt-friend-thanks", "a thank-you for every friend a learner brings"],
    ["pt-directories", "listings on the teacher directories"],
    ["pt-shop-partners", `the ${pt.field === "music" ? "music shops" : pt.field === "art" ? "art shops" : "bookshops"} where learners buy`],
    ["pt-written-answers", "written answers where adult learners ask (no filming beyond the lessons)"],
    ["pt-teaching-videos", "short teaching videos if you are happy to film"],
    ["pt-search-ads", "capped search ads"],
    ["pt-story-ads", "ads built on learners' approved stories"],
  ];
  const parts = PARTS.filter(([id]) => ids.includes(id)).map(([, part]) => part);
  return `filling the ${pt.evenings ? "evening " : ""}lesson slots with adults who stay: ${joinWords(parts)}; regular learners, trial lessons and blocks bought are counted every Friday`;
}

export function privateTeacherFocus(pt: PrivateTeacher): string {
  return `Regular learners: trial lessons from the directories, the ${pt.field === "music" ? "music shops" : "shops"}, learners' friends and the forums, the blocks they become, and learners still booking after three months, counted every Friday`;
}

/** The strategy's own lines: the arithmetic and the teaching hours (the camera is the plan's listening, Reading.noCamera). */
export function privateTeacherListening(pt: PrivateTeacher, fill: (text: string) => string): string[] {
  const out: string[] = [];
  if (pt.goalLearners) out.push(fill("The goal's arithmetic: {ptMath}"));
  if (pt.freeTime && pt.evenings) {
    out.push(fill(`You teach in the evenings, so every marketing task in this plan is set for your {ptFreeTime}, and nothing asks for an evening.`));
  }
  return out;
}

/**
 * Lines a children's teacher's, a school's or an app's plan gives that mean nothing to one teacher of
 * adults: parents, a child's name, terms and concerts, the school gate; the app store, in-app invites.
 */
export const PRIVATE_TEACHER_MISFITS =
  /\bchild's first name\b|\byour child\b|\bschool gate\b|\bPTA\b|\bother parents\b|\bpupils' parents\b|\bparents\b|\bthis term\b|\bend of (?:each|the|a) term\b|\bpractice battles\b|\bafter school\b|\bapp[- ]store\b|\bin-app\b|\bscreenshots?\b|\bindie apps?\b|\bratings prompt\b|\bdownloads?\b|\binstalls?\b|\bstamp cards?\b|\bat the till\b/i;

/** Lines that ask a teacher who is shy on camera to film or dance. */
export const CAMERA_MISFITS = /\btiktok\b|\breels?\b|\bshorts\b|\bfilm yourself\b|\bon camera\b|\bface to camera\b|\bvideo of (?:you|yourself)\b/i;

/** What a one-to-one teacher's plan must hold: a trial lesson, and when the teacher is shy, nothing filmed. */
export function privateTeacherPlanGaps(pt: PrivateTeacher | null, planText: string): { reason: string; note: string }[] {
  if (!pt) return [];
  const out: { reason: string; note: string }[] = [];
  if (!/\btrial lesson\b/i.test(planText)) out.push({ reason: "Adults choose a one-to-one teacher after a first lesson, and no tactic offers a trial lesson.", note: "Misses the trial lesson" });
  if (!/\bblock\b/i.test(planText)) out.push({ reason: "A one-to-one teacher's learners stay when they commit to a block of lessons, and no tactic sells one.", note: "Misses the block of lessons" });
  return out;
}

/** What the AI prompt states about a one-to-one teacher of adults: who chooses, what sells, what to leave out. */
export function privateTeacherFacts(pt: PrivateTeacher | null, place: string, weeks: number): string[] {
  if (!pt) return [];
  const t = privateTeacherTokens(pt, place, weeks);
  const lines = [
    `- ${upperFirst(pt.word)} teaching adults ${t.ptHow}, not an app, not a school and not a teacher of children, whatever the product type says: adults choose on a friend's word, the reviews and a trial lesson, buy a block (${t.ptBlockLine}; single lessons ${t.ptPrice}), and drift away when work gets busy. No parents, no child's name, no terms or concerts, no app-store, downloads or in-app invites.`,
    `- Its plan: ${t.ptTrial} that ends with ${t.ptFirstWin} and a block offered; learners' progress stories (${t.ptMoment}) told only with the learner's yes; a thank-you for a friend brought (a free lesson for both, never cash for reviews); listings on teacher directories such as ${t.ptListings} (examples to check: fees, rules and who searches there); ${t.ptShops} (${t.ptShopLine}) with a card at the counter for ${t.ptShopBuyers}; honest answers in ${t.ptCommunities} within each group's rules.`,
    pt.cameraShy
      ? `- The teacher is shy on camera beyond the lessons: no TikTok, Reels, dancing or filming themselves; proof comes from learners' words, the recordings learners agree to share, and written answers.`
      : `- Short teaching videos (one fix a week, hands and instrument) only if the teacher is willing.`,
  ];
  if (pt.freeTime) lines.push(`- The teacher teaches ${t.ptTeachTime}; marketing work goes in their ${pt.freeTime}.`);
  const math = privateTeacherMath(pt, weeks);
  if (math) lines.push(`- The goal's arithmetic: ${math}`);
  return lines;
}
