import type { PlanFormData } from "~/wizard/types";
import { MONTHS } from "./calendar";
import { formatCount, joinWords } from "./words";

/**
 * Software for licensed clinicians in private practice, where privacy rules the marketing: AI progress
 * notes for therapists, a documentation or practice tool for counselors, psychologists and social workers.
 * The buyer is a clinician who answers to a licensing board and an ethics code, is wary of AI and of
 * anything that sounds like recording a session, and trusts colleagues far more than ads. Client stories can
 * never be used, so proof is clinicians' own words about their own time. Its plan: trust first (a plain page
 * on what is stored, for how long, the BAA, who can read notes, every legal sentence checked by a lawyer),
 * clinician to clinician (therapist groups and subreddits where their rules allow, private-practice podcasts
 * and newsletters, peer consultation and CE groups), a free documentation webinar without clinical claims,
 * a beta cohort with feedback calls, testimonials about time saved, and the EHRs they already use. Never a
 * trade show booth, posted letters, cold email to "businesses" or anything that suggests recording sessions
 * or using client details. Pure.
 */
export type ClinicianSoftware = {
  /** The clinicians, plural, as the plan names them: "therapists", "therapists and counselors". */
  clinicians: string;
  /** One of them: "therapist". */
  one: string;
  /** The clinicians work in the United States (HIPAA, BAAs, state licensing boards). */
  us: boolean;
  /** HIPAA and a BAA are named. */
  hipaa: boolean;
  baa: boolean;
  /** The product works from the clinician's own summary after the session, not a recording of it. */
  dictated: boolean;
  /** The note formats named: ["SOAP", "DAP"]. */
  formats: string[];
  /** The monthly price, as said: "$29 a month". */
  price: string | null;
  priceValue: number | null;
  /** EHRs the founder names ("SimplePractice or TherapyNotes"). */
  ehrs: string[];
  /** Beta users today ("in beta with 140 therapists"). */
  usersNow: number | null;
  /** The goal's two counts and its month: "1,000 beta sign-ups and 200 paying by the end of March". */
  signupGoal: number | null;
  payingGoal: number | null;
  byMonth: string | null;
  /** The founder says clinicians are wary of AI or of recording. */
  wary: boolean;
  /** The founder says client stories cannot be used. */
  noClientStories: boolean;
  /** A cost per click the founder found too dear: "$12". */
  clickCost: string | null;
  /** A conference or trade-show booth that did not pay, as the founder said it. */
  boothSpent: string | null;
};

/** Clinicians who answer to a licensing board, plural. */
const CLINICIANS = /\b(therapists?|psychotherapists?|counsel(?:l)?ors?|psychologists?|clinicians|clinical social workers|social workers|marriage and family therapists|mental health (?:clinicians|professionals|providers|practices))\b/i;
/** Software words: the product is a tool for them, not the practice itself. */
const SOFTWARE = /\b(?:ai|software|saas|app|platform|tool|notes?|documentation|ehr|scheduling|billing|templates?|dictat\w*|transcri\w*|hipaa)\b/i;
/** A therapy practice, a consumer mental-health app or a course is another plan. */
const NOT_FOR_CLINICIANS = /\b(?:our|my) (?:therapy |counsel(?:l)?ing )?practice\b(?! software)|\bfor (?:people|adults|teens|clients|patients|anyone) (?:with|who|struggling)\b|\bonline therapy for\b|\bbook a therapist\b|\bcourse for\b/i;

/** "AI progress notes for therapists in private practice": a tool made for clinicians. Null for anything else. */
export function clinicianWordOf(pitch: string): { clinicians: string; one: string } | null {
  const m = CLINICIANS.exec(pitch);
  if (!m || !SOFTWARE.test(pitch) || NOT_FOR_CLINICIANS.test(pitch)) return null;
  // The clinicians are who it is for: "for therapists", "therapists dictate", "helps counselors".
  if (!/\b(?:for|helps?|lets?|gives?)\s+(?:[\p{L}-]+\s+){0,3}$/iu.test(pitch.slice(Math.max(0, m.index - 40), m.index)) && !/\bprivate practice\b/i.test(pitch)) return null;
  const word = m[1]!.toLowerCase();
  const plural = /s$/.test(word) ? word : `${word}s`;
  const one = plural.replace(/s$/, "").replace(/^mental health /, "mental health ");
  return { clinicians: plural, one };
}

const monthOf = (word: string | undefined): string | null => (word ? MONTHS.find((m) => m.toLowerCase() === word.toLowerCase()) ?? null : null);
const count = (text: string | undefined): number | null => (text ? Number(text.replace(/,/g, "")) : null);

/** The EHRs and practice platforms therapists often name, written as their makers write them. */
const EHR_NAMES = ["SimplePractice", "TherapyNotes", "TheraNest", "Therapy Notes", "Jane", "Valant", "Sessions Health", "Owl Practice", "IntakeQ", "Practice Better", "Headway", "Alma"];

/** A tool for licensed clinicians in private practice read from the answers; null for anything else. */
export function readClinicianSoftware(a: PlanFormData, pitch: string, country: string | null): ClinicianSoftware | null {
  if (["b2c-general", "b2c-niche", "students", "developer", "creators"].includes(a.audienceType)) return null;
  const found = clinicianWordOf(pitch);
  if (!found) return null;
  const text = `${a.productDescription} ${a.audiencePersona} ${a.challenges}`;
  const persona = a.audiencePersona.toLowerCase();
  // "Licensed therapists and counselors": the persona's own pair when it names two kinds of clinician.
  const pair = /\b(?:licensed\s+)?(therapists|counsel(?:l)?ors|psychologists|social workers)\s+and\s+(therapists|counsel(?:l)?ors|psychologists|social workers)\b/.exec(persona);
  const clinicians = pair ? `${pair[1]} and ${pair[2]}` : found.clinicians;
  const price = /([$€£])\s?(\d{1,4}(?:\.\d\d)?)\s*(?:a|per|\/)\s*(?:month|mo)\b/i.exec(a.productDescription);
  const goal = a.successMetrics;
  const signups = /\b(\d{1,3}(?:,\d{3})+|\d+)\s+(?:beta\s+)?(?:sign-?ups|signups|users|therapists|clinicians|trials?)\b/i.exec(goal);
  const paying = /\b(\d{1,3}(?:,\d{3})+|\d+)\s+(?:paying|paid|subscribers|customers)\b/i.exec(goal);
  const by = new RegExp(`\\b(?:by|before|until|end of)\\s+(?:the\\s+end\\s+of\\s+)?(${MONTHS.join("|")})\\b`, "i").exec(goal);
  const now = /\b(?:with|has|have)\s+(\d{1,3}(?:,\d{3})*|\d+)\s+(?:beta\s+)?(?:therapists|clinicians|counsel(?:l)?ors|users|practices)\b/i.exec(a.productDescription);
  const click = /([$€£]\s?\d+(?:\.\d\d)?)\s*(?:a|per)\s+click\b/i.exec(a.challenges);
  const booth = /\b(?:booth|stand|exhibit\w*)\b[^.]{0,80}?([$€£]\s?\d{1,3}(?:,\d{3})*|[$€£]\s?\d+)/i.exec(a.challenges);
  return {
    clinicians,
    one: found.one,
    us: country === "United States" || /\bhipaa\b/i.test(text),
    hipaa: /\bhipaa\b/i.test(text),
    baa: /\bbaa\b|\bbusiness associate agreement\b/i.test(text),
    dictated: /\bdictat\w*\b|\b(?:their|a|own) (?:short |brief |\d+-minute )?summary\b|\bnever records?\b|\bno recordings?\b/i.test(a.productDescription),
    formats: ["SOAP", "DAP", "BIRP", "GIRP"].filter((f) => new RegExp(`\\b${f}\\b`).test(a.productDescription)),
    price: price ? `${price[1]}${price[2]} a month` : null,
    priceValue: price ? Number(price[2]) : null,
    ehrs: EHR_NAMES.filter((n) => new RegExp(`\\b${n}\\b`).test(text)),
    usersNow: count(now?.[1]),
    signupGoal: count(signups?.[1]),
    payingGoal: count(paying?.[1]),
    byMonth: monthOf(by?.[1]),
    wary: /\b(?:wary|afraid|scared|distrust\w*|sceptical|skeptical|nervous|worried|suspicious)\b[^.]{0,40}\b(?:ai|recording|record)\b/i.test(a.challenges),
    noClientStories: /\b(?:can't|cannot|can not|never|won't|not allowed to|unable to)\b[^.]{0,30}\b(?:client|patient)(?:s'|'s)? (?:stories|story|testimonials?|quotes?|examples?|details?)\b/i.test(a.challenges),
    clickCost: click ? click[1]!.replace(/\s/g, "") : null,
    boothSpent: booth ? booth[1]!.replace(/\s/g, "") : null,
  };
}

/** The goal's arithmetic: sign-ups a week, the share who pay, the monthly revenue; what $12 clicks would cost. */
export function clinicianMath(c: ClinicianSoftware, weeks: number): string | null {
  if (!c.signupGoal) return null;
  const from = c.usersNow ? Math.max(0, c.signupGoal - c.usersNow) : c.signupGoal;
  const week = Math.ceil(from / weeks);
  const by = c.byMonth ? ` by the end of ${c.byMonth}` : "";
  const start = c.usersNow ? `From ${formatCount(c.usersNow)} beta users today, ${formatCount(c.signupGoal)} sign-ups${by} is ${formatCount(from)} more in ${weeks} weeks` : `${formatCount(c.signupGoal)} sign-ups${by} is ${formatCount(from)} in ${weeks} weeks`;
  const paying = c.payingGoal ? ` ${formatCount(c.payingGoal)} paying is ${Math.round((100 * c.payingGoal) / c.signupGoal)}% of them${c.priceValue ? `, about ${c.price!.charAt(0)}${formatCount(c.payingGoal * c.priceValue)} a month at ${c.price}` : ""}.` : "";
  const clicks = c.clickCost ? ` At ${c.clickCost} a click, even one sign-up for every ten clicks (an assumption to check) would cost ${c.clickCost.charAt(0)}${formatCount(10 * Number(c.clickCost.slice(1)) * from)} for the rest, which is why this plan goes clinician to clinician instead.` : "";
  return `${start}: about ${formatCount(week)} a week, every week.${paying}${clicks} Count sign-ups and paying therapists every Friday by where each came from.`;
}

/** Where clinicians talk to each other, as places to check (their rules on vendors first). */
const GROUPS = "therapist Facebook groups for private practice (many allow a vendor post only on a set day, or not at all) and subreddits such as r/therapists, each only where its rules allow (read them first: many ban vendors)";
const PODCASTS = "private-practice podcasts and newsletters (Practice of the Practice and Selling the Couch are examples to check, with the newsletters of your state's counseling, social work and MFT associations)";

/**
 * {clinWho} {clinOne} {clinPrice} {clinEhrs} {clinEhr} {clinFormats} {clinMath} {clinGroups} {clinPodcasts}
 * {clinLegal} {clinBoard} {clinBy} {clinBaa} {clinBaaShort} {clinInput} {clinRecording} {clinFirst} {clinHow} {clinWhat}: software for
 * clinicians in private practice; a tool that works from the clinician's own dictated summary says so, anything else is a slot.
 */
export function clinicianTokens(c: ClinicianSoftware | null, weeks: number): Record<string, string> {
  const ehrs = c?.ehrs.length ? c.ehrs : ["SimplePractice", "TherapyNotes"];
  const formats = c?.formats.length ? `${c.formats.join(" or ")} note` : "progress note";
  return {
    clinWho: c?.clinicians ?? "therapists",
    clinOne: c?.one ?? "therapist",
    clinPrice: c?.price ?? "{{your monthly price}}",
    clinEhrs: `${joinWords(ehrs.slice(0, 3))}${c?.ehrs.length ? "" : " (examples to check: ask your beta users which they use)"}`,
    clinEhr: ehrs[0]!,
    clinFormats: formats,
    clinMath: (c && clinicianMath(c, weeks)) ?? "Count sign-ups and paying clinicians every Friday by where each came from: a colleague, a group, a podcast, the webinar, a consultation group.",
    clinGroups: GROUPS,
    clinPodcasts: PODCASTS,
    clinLegal: "have a healthcare lawyer or privacy adviser check every sentence about HIPAA, the BAA, storage, retention and who can read notes before it is published, and change the page whenever the facts change",
    clinBoard: "check each state licensing board's rules and the ethics codes your buyers follow (the ACA, NASW, AAMFT and APA codes are examples) on testimonials, endorsements and advertising",
    clinBy: c?.byMonth ? `the end of ${c.byMonth}` : "{{your deadline}}",
    clinBaa: c?.baa ? "a signed BAA (business associate agreement) with every account" : "a BAA (business associate agreement), if you sign one: check with your lawyer what it must cover",
    clinBaaShort: c?.baa ? "There's a BAA for every account." : "",
    clinRecording: c?.dictated ? "No. It never listens to or records a session." : "{{whether it records and with whose consent}}",
    clinFirst: c?.dictated ? `after your next session, dictate a short summary and see the draft ${formats}` : "{{the first thing to try}}",
    clinHow: c?.dictated ? `after a session you dictate a short summary and get a draft ${formats} that you edit and sign; it never records the session itself` : "{{what it does for a clinician}}",
    clinWhat: c?.dictated ? `drafts progress notes from the short summary a ${c.one} dictates after a session, and never records the session itself` : "{{what it does for a clinician}}",
    clinInput: c?.dictated ? "the short summary you dictate after the session, never a recording of the session" : "{{what the clinician gives the tool, in plain words}}",
  };
}

/** The goal line of the strategy for clinician software, whatever goal the form says. */
export const CLINICIAN_STRATEGY =
  "earning the trust of {clinWho} before asking for a sign-up: a plain page on what {product} stores, for how long, the BAA and who can read notes, checked by a lawyer; then clinician to clinician, through the beta cohort's feedback calls and words about their own time saved, therapist groups and subreddits where their rules allow, private-practice podcasts and newsletters, peer consultation and CE groups, a free webinar on documentation, and the EHRs they already use";
export const CLINICIAN_FOCUS = "Sign-ups and paying clinicians counted every Friday by where each came from (a colleague, a group, a podcast, the webinar, a consultation group), with the trust page's visits and the questions it did not answer";

/** "NoteNest is software for therapists in private practice in the United States: …" */
export function clinicianWhat(c: ClinicianSoftware, product: string, where: string): string {
  return `${product} is software for licensed ${c.clinicians} in private practice ${where}. They answer to a licensing board and an ethics code, guard their clients' privacy first, and choose tools the way they choose a consultant: on a colleague's word, after checking what happens to their notes. Ads and cold pitches rarely earn that trust; colleagues, plain facts and a tool they can try do.`;
}

/** The strategy's own lines: the arithmetic, the worry about AI and recording, no client stories, the booth. */
export function clinicianListening(c: ClinicianSoftware, fill: (text: string) => string): string[] {
  const out = [fill("{clinMath}")];
  if (c.wary) out.push(fill(`You said ${c.clinicians} are wary of AI and recording: so the trust page comes first, every message says what ${c.dictated ? "{product} works from ({clinInput})" : "{product} stores and who can read it"}, and the clinician always edits and signs the note. Nothing in this plan suggests recording a session.`));
  if (c.noClientStories) out.push(`You said client stories can never be used: proof in this plan is what ${c.clinicians} say about their own time (evenings back, minutes per note), with their written permission, and never anything about a client, even disguised.`);
  if (c.boothSpent) out.push(`You said a conference booth cost ${c.boothSpent} for a handful of emails: this plan leaves booths and trade shows out, and reaches the same ${c.clinicians} where they already talk to colleagues.`);
  return out;
}

/**
 * Lines other plans give that are wrong for clinician software: a trade-show booth, posted letters and phone
 * calls, cold email to "businesses", a cost calculator for "a business like yours", anything that records a
 * session, and client or patient stories (a "case study" in therapy is a client's case). Negated lines
 * ("never a client story") pass.
 */
export const CLINICIAN_MISFITS =
  /(?<!\b(?:never|no|not|without|nothing)\b[^.;:]{0,40})(?:\btrade ?shows?\b|\bexhibitor booth\b|\bposted letters?\b|\bletters? (?:by post|in the post)\b|\b\d+ businesses a day\b|\brecord(?:s|ing)? (?:the |your |each |every |a |their )?(?:therapy |client )?sessions?\b|\b(?:client|patient)(?:s'|'s)? (?:stories|story|success stor(?:y|ies)|testimonials?|case stud(?:y|ies))\b|\bcase stud(?:y|ies)\b)/i;

/** Some tactic says what is stored, for how long and who can read it; some tactic goes clinician to clinician. */
export const TRUST_WORK = /\b(?:what|which data)\b[^.]{0,60}\bstored?\b[^.]{0,120}\b(?:how long|retention|deleted)\b|\bwho can read\b/i;
export const PEER_WORK = /\b(?:consultation groups?|therapist (?:facebook )?groups?|subreddits?|private-practice podcasts?|colleagues?)\b/i;

/** The plan-level gaps the checker reports for clinician software. */
export function clinicianGaps(c: ClinicianSoftware | null, planText: string): { reason: string; note: string }[] {
  if (!c) return [];
  const out: { reason: string; note: string }[] = [];
  if (!TRUST_WORK.test(planText)) out.push({ reason: `${c.clinicians[0]!.toUpperCase()}${c.clinicians.slice(1)} ask first where notes are stored, for how long and who can read them, and no tactic answers it in plain words (a trust page with the BAA, retention and access, checked by a lawyer).`, note: "Leaves out the trust page" });
  if (!PEER_WORK.test(planText)) out.push({ reason: `${c.clinicians[0]!.toUpperCase()}${c.clinicians.slice(1)} trust colleagues more than vendors, and no tactic reaches them clinician to clinician (consultation groups, therapist groups where their rules allow, private-practice podcasts).`, note: "No clinician-to-clinician channel" });
  return out;
}

/** What the AI prompt states about software for clinicians. */
export function clinicianFacts(c: ClinicianSoftware | null, weeks: number): string[] {
  if (!c) return [];
  const t = clinicianTokens(c, weeks);
  const lines = [
    `- Software for licensed ${c.clinicians} in private practice${c.us ? " in the United States" : ""}, where privacy rules the marketing: no trade-show booth, posted letters, cold email to "businesses", cost calculators for "a business like yours", and nothing that suggests recording sessions or using any client's details or story (in therapy a "case study" is a client's case)`,
    `- Trust first: a plain page on what is stored, for how long, ${t.clinBaa}, ${c.dictated ? "no session recordings, " : ""}who can read notes; word every legal fact as something to check (${t.clinLegal})`,
    `- Clinician to clinician: the beta cohort with feedback calls, ${GROUPS}, ${PODCASTS}, peer consultation and CE groups (a webinar counts for CE only through an approved CE provider: say to check), a free webinar on documentation with no clinical claims, what ${c.clinicians} say about their own time saved (with written permission), and the EHRs they use (${t.clinEhrs}) as integrations to check`,
    `- Wording: ${t.clinBoard}; the clinician always reviews, edits and signs the note`,
  ];
  const math = clinicianMath(c, weeks);
  if (math) lines.push(`- The goal's arithmetic: ${math}`);
  return lines;
}
