import type { PlanFormData } from "~/wizard/types";
import { numberFrom, numberWord, upperFirst, withArticle } from "./words";

/**
 * A recruitment agency: specialist recruiters, staffing and temp agencies, headhunters and executive search
 * firms (UK or US). It sells to two sides at once: clients (finance directors, owner-managers, hiring managers)
 * who pay a fee or a margin, and candidates, who are its supply and pay nothing. Clients have been sent
 * unsuitable CVs and cold called by every agency in town; they choose the recruiter who sends a short, right
 * shortlist fast, explains the fee and stands behind a hire. Candidates choose the recruiter who knows their
 * field, writes a straight advert, and keeps in touch. So its plan is a shortlist of three within a week with
 * the fee and the rebate period in writing, a salary guide for both sides, an evening with the local
 * professional bodies' groups, adverts written well, referrals from placed candidates, a call at each
 * placement's three months, and the accountants, bankers and investors who know a hire is coming; LinkedIn for
 * content and candidates, never spam CVs. Not a job board (job-board.ts: a site employers post on), not a
 * consultancy. Pure.
 */
export type Recruiter = {
  /** As the plan names it: "recruitment agency", "staffing agency", "executive search firm". */
  word: string;
  rules: "uk" | "us" | "other";
  /** The field placed, as said: "finance staff" → "finance". */
  field: string | null;
  /** The roles as said: "accountants, credit controllers, payroll and finance managers". */
  roles: string | null;
  /** The fee as said: "15% of first-year salary". */
  fee: string | null;
  /** It places temps too (a margin on temps, temporary staff, contractors). */
  temps: boolean;
  /** The client firms as said: "30-250 person firms", "small and mid-sized companies". */
  firms: string | null;
  /** The town it recruits in: the first place of the region ("Bristol"). */
  town: string | null;
  team: number | null;
  /** The founder says cold calling does not work (clients stopped picking up). */
  noColdCalls: boolean;
  /** The founder says it can't compete with job ads or job boards on price. */
  jobAdsCheaper: string | null;
  /** Clients have been sent unsuitable or spam CVs by other agencies. */
  spamCvs: boolean;
  /** The goal: "Six permanent placements a quarter" → 6, "a quarter". */
  placements: number | null;
  placementsPer: string | null;
  /** "ten clients who come back" → 10. */
  repeatClients: number | null;
};

/** The agency itself in its pitch. */
const RECRUITER_WORD =
  /\b(?:(?:specialist |independent |boutique |niche |small |local )?(?:recruitment|recruiting) (?:agency|agencies|consultancy|firm|business|company)|(?:staffing|temp|temping|employment) (?:agency|firm|company)|executive search (?:firm|consultancy|practice)|headhunt(?:er|ers|ing firm)|(?:specialist |independent )?recruiters?)\b/;

/** Software, a job board or a marketplace for recruiters: not an agency. */
const NOT_AN_AGENCY =
  /\bjob board\b|\bjobs? site\b|\b(?:app|platform|software|saas|tool|marketplace|directory|plugin|crm|ats|newsletter|course|template|templates)\b[^.]{0,40}\b(?:for|to) (?:[a-z-]+ ){0,3}(?:recruiters?|recruitment|staffing|agencies|hiring)\b/;

/** The pitch names a recruitment agency that is the business itself; null for anything else. */
export function recruiterWordOf(pitch: string): string | null {
  const lower = pitch.toLowerCase();
  if (NOT_AN_AGENCY.test(lower)) return null;
  const m = RECRUITER_WORD.exec(lower);
  if (!m) return null;
  // "Software for recruiters", "we work with staffing agencies": someone else's agency.
  if (/\b(?:for|with|from|to|by|like|alongside|than|against|unlike)\s+(?:[a-z-]+\s+){0,3}$/.test(lower.slice(0, m.index))) return null;
  const said = m[0];
  return /executive search|headhunt/.test(said) ? "executive search firm" : /staffing/.test(said) ? "staffing agency" : /temp/.test(said) ? "temp agency" : "recruitment agency";
}

/**
 * "Harbour Talent is a two-person recruitment agency in Bristol placing finance staff (accountants, credit
 * controllers, payroll and finance managers) into small and mid-sized companies. We charge 15% of first-year
 * salary…": the agency and what its plan needs. Null for anything else.
 */
export function readRecruiter(a: PlanFormData, pitch: string, country: string | null): Recruiter | null {
  if (a.audienceType === "developer") return null;
  const word = recruiterWordOf(pitch);
  if (!word) return null;
  const d = a.productDescription;
  const all = `${d} ${a.localRegion ?? ""} ${a.audiencePersona}`;
  const uk = country === "United Kingdom" || (!country && /£|\bUK\b|\bEngland\b|\bScotland\b|\bWales\b|\bICAEW\b|\bCIMA\b|\bAAT\b|\bREC\b|\b(?:Bristol|Bath|London|Manchester|Leeds|Birmingham|Glasgow|Edinburgh|Cardiff|Sheffield|Nottingham|Leicester|Reading|Oxford|Cambridge|Exeter|Plymouth|Southampton)\b/.test(all));
  const us = !uk && (country === "United States" || /\$|\bCPA\b|\bstate\b/.test(all));
  const field = /\bplacing ([a-z]+(?: and [a-z]+)?) (?:staff|people|professionals|roles|candidates|workers)\b/i.exec(d) ?? /\b([a-z]+) (?:recruitment|recruiters?|staffing)\b/i.exec(pitch);
  const roles = /\bplacing [a-z ]+? \(([^)]{5,120})\)/i.exec(d);
  const fee = /\b(\d{1,2}(?:\.\d)?\s?%\s+of\s+(?:the\s+)?(?:first[- ]year(?:'s)?|annual|base|starting)\s+(?:base\s+)?salar(?:y|ies))\b/i.exec(d);
  const firms = /\b(\d{1,3}\s?[-–]\s?\d{2,4}[- ](?:person|people|employee|staff)\s+(?:firms|companies|businesses))\b/i.exec(a.audiencePersona) ?? /\binto ((?:small|mid-sized|medium-sized|local|growing)[a-z -]*?(?:firms|companies|businesses))\b/i.exec(d);
  const team = /\b(one|two|three|four|five|six|\d)[- ]person\b/i.exec(d);
  const placements = /\b(\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty)\s+(?:permanent\s+|perm\s+)?(?:placements|hires|roles filled)\b(?:\s+(a|per|each)\s+(month|quarter|year))?/i.exec(a.successMetrics);
  const repeat = /\b(\d{1,3}|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty)\s+(?:repeat\s+)?clients\s+(?:who|that)\s+(?:come back|return|hire again|use us again)/i.exec(a.successMetrics);
  const ads = /\b(linkedin(?: job)? ads|job ads|job boards?|indeed|reed)\b[^.]{0,40}\bon price\b|\bcompete with ([a-z ]*?(?:linkedin job ads|job ads|job boards?|linkedin|indeed))\b/i.exec(a.challenges);
  return {
    word,
    rules: uk ? "uk" : us ? "us" : "other",
    field: field ? field[1]!.toLowerCase() : null,
    roles: roles ? roles[1]!.trim() : null,
    fee: fee ? fee[1]!.replace(/\s?%/, "%") : null,
    temps: /\btemps?\b|\btemporary\b|\bcontract(?:ors| staff)\b|\bmargin\b/i.test(d),
    firms: firms ? firms[1]! : null,
    town: (a.localRegion ?? "").split(/,\s*|\s+and\s+|\s*&\s*/)[0]?.trim() || null,
    team: team ? numberFrom(team[1]!.toLowerCase()) : null,
    noColdCalls: /\bcold[- ]call(?:s|ing)?\b[^.]{0,80}\b(?:stopped|don'?t|doesn'?t|no longer|won'?t|never|ignore|hang up|fail)|\b(?:stopped|don'?t|no longer) (?:picking up|answering)\b/i.test(a.challenges),
    jobAdsCheaper: ads ? (ads[1] ?? ads[2] ?? "job ads").replace(/\blinkedin\b/i, "LinkedIn") : null,
    spamCvs: /\b(?:spam(?:med)?|unsuitable|irrelevant|random|wrong) (?:cvs?|resumes?)\b|\bspammed\b/i.test(`${a.audiencePersona} ${a.challenges}`),
    placements: placements ? numberFrom(placements[1]!.toLowerCase()) : null,
    placementsPer: placements?.[3] ? `a ${placements[3].toLowerCase()}` : null,
    repeatClients: repeat ? numberFrom(repeat[1]!.toLowerCase()) : null,
  };
}

/** The goal's arithmetic: shortlists and roles taken on for the placements, at rates the founder checks against their own. */
export function recruiterMath(r: Recruiter, weeks: number): string | null {
  if (!r.placements) return null;
  const roles = r.placements * 2;
  const per = r.placementsPer ?? `in ${weeks} weeks`;
  return `${upperFirst(numberWord(r.placements))} permanent placements ${per} is about ${numberWord(roles)} roles taken on ${per} if half of the roles you shortlist for end in a hire (check this against your own last year), and each role needs a shortlist of three people you have met. So every Friday the plan counts both sides: roles taken on (by who sent the client), candidates met (by where they came from), shortlists sent within a week, and placements${r.repeatClients ? `, with a running count of clients who have come back for a second hire (the goal is ${numberWord(r.repeatClients)})` : ""}.`;
}

/** What the plan's lines need ({recTown}, {recFee} …). */
export function recruiterTokens(r: Recruiter | null, weeks: number, place: string): Record<string, string> {
  if (!r) return {};
  const uk = r.rules === "uk";
  const us = r.rules === "us";
  const finance = r.field === "finance" || r.field === "accountancy" || r.field === "accounting";
  const field = r.field ?? "specialist";
  const town = r.town || place || "your city";
  return {
    recWord: r.word,
    recAWord: withArticle(r.word),
    recTown: town,
    recField: field,
    recPeople: finance ? "finance people" : `${field} people`,
    recRoles: r.roles ?? (finance ? "accountants, credit controllers, payroll and finance managers" : `${field} roles`),
    recRole: finance ? "credit controller" : `${field} specialist`,
    recBuyer: finance ? "finance director" : "hiring manager",
    recBuyers: finance ? "finance directors and owner-managers" : "hiring managers and owner-managers",
    recFirms: r.firms ?? "small and mid-sized firms",
    recFee: r.fee ?? "{{your fee, as a % of first-year salary}}",
    recTemps: r.temps ? " and the margin on temps" : "",
    recGuarantee: uk ? "rebate period" : "guarantee period",
    recBodies: finance ? (uk ? "ICAEW, CIMA and AAT" : us ? "the state CPA society and the IMA" : "the accountancy bodies") : "the professional bodies",
    recBodyGroups: finance ? (uk ? "the local ICAEW, CIMA and AAT groups" : us ? `the local chapters of the state CPA society and the IMA` : "the local accountancy bodies' groups") : "the local groups of your field's professional bodies",
    recIntroducers: finance ? (uk ? "accountancy practices that advise growing firms, business bankers and local investors" : "CPA firms that advise growing companies, business bankers and local investors") : "accountants, business bankers and investors who advise growing firms",
    recPractice: uk ? "accountancy practice" : "CPA firm",
    recPracticeA: uk ? "an accountancy practice" : "a CPA firm",
    recSalaryGuide: `${town} ${finance ? "finance" : field} salary guide`,
    recTeam: r.team === 2 ? "the two of you" : r.team === 1 ? "you" : "your team",
    recRulesCheck: uk
      ? "the Conduct of Employment Agencies and Employment Businesses Regulations 2003 (terms agreed with the client before you introduce anyone, no fees charged to candidates; check the current rules on GOV.UK or with the REC) and UK GDPR for candidate data (a privacy notice, and each candidate's yes before their CV goes to a named client; check the ICO's guidance)"
      : us
        ? "your state's rules for employment agencies (some states license them; check yours), equal-opportunity law in every advert, and each candidate's yes before their resume goes to a named client"
        : "your country's rules for employment agencies and for candidate data (check them), and each candidate's yes before their CV goes to a named client",
    recConsent: uk ? "the candidate's yes (UK GDPR; check the ICO's guidance)" : "the candidate's yes",
    recCv: uk ? "CV" : "resume",
    recCvs: uk ? "CVs" : "resumes",
    recMath: recruiterMath(r, weeks) ?? "Every Friday, count both sides: roles taken on, candidates met, shortlists sent within a week and placements, by where each came from.",
  };
}

export const RECRUITER_STRATEGY =
  "working both sides of {recTown}'s {recField} market at once: {recPeople} who know {product} through a salary guide, an evening with {recBodyGroups} and adverts written well, so every role gets a shortlist of three within a week; {recBuyers} won on that proof, the fee and the {recGuarantee} in writing, and a call at each placement's three months; and the {recIntroducers} who hear of a hire before anyone advertises it";

export const RECRUITER_FOCUS =
  "Placements: roles taken on, candidates met, shortlists sent within a week and placements made, counted every Friday by where each client and candidate came from";

/** "Harbour Talent is a recruitment agency in Bristol placing finance people: …" */
export function recruiterWhat(r: Recruiter, product: string, audience: string, where: string): string {
  return `${product} is ${withArticle(r.word)} ${where} with two sets of people to win: ${audience}, who hire a few times a year and choose the recruiter who sends three right people fast and explains the fee, and the ${r.field ?? "specialist"} people those firms want, who choose the recruiter who knows their work, writes a straight advert and keeps in touch after the job.`;
}

/** The strategy's own lines: the goal's arithmetic, cold calls, job ads, spam CVs. */
export function recruiterListening(r: Recruiter, fill: (text: string) => string): string[] {
  const out = [fill("{recMath}")];
  if (r.noColdCalls) out.push(fill("You said {recBuyers} have stopped picking up cold calls, so nothing here cold calls or cold messages them: they hear of {product} through the salary guide they asked for, a client's or an adviser's introduction, and a shortlist that was right the first time."));
  if (r.jobAdsCheaper) out.push(fill(`You can't compete with ${r.jobAdsCheaper} on price, and the plan doesn't try: an advert reaches people who are looking; {product} is paid for the ones who aren't, met at the evenings and through referrals, and for a shortlist of three the client didn't have to read two hundred applications to find.`));
  if (r.spamCvs) out.push(upperFirst(fill("{recBuyers} have been sent unsuitable {recCvs} by bigger agencies, so {product} never sends one unasked: every {recCv} goes to a named client for a role they gave you, with the candidate's yes, and three of them at most.")));
  return out;
}

/** Lines a SaaS or consultancy plan gives that mean nothing to a recruiter (or break its promise of no spam CVs). */
export const RECRUITER_MISFITS =
  /\bcustomer advisory (?:calls?|board)\b|\bFounder emails to \d+ businesses\b|\bA posted letter, then a phone call\b|\btrade show\b|\bfree trial\b|\bdemo\b|\bonboarding\b|\bspeculative (?:CVs?|resumes?)\b|\bcold[- ]call(?:s|ing)?\b(?![^.]*\b(?:no|not|never|instead of|rather than)\b)/i;

/**
 * A recruiter's plan works both sides and never sends a CV unasked; the reasons the checker gives when it
 * does not.
 */
export function recruiterPlanGaps(r: Recruiter | null, planText: string): { reason: string; note: string }[] {
  if (!r) return [];
  const out: { reason: string; note: string }[] = [];
  if (!/\bcandidates?\b/i.test(planText)) out.push({ reason: `${upperFirst(withArticle(r.word))} sells people it has to find first, and no tactic reaches candidates.`, note: "Leaves out candidates" });
  if (!/\bfee\b/i.test(planText)) out.push({ reason: "Clients choose a recruiter whose fee and rebate terms they understand, and no tactic states them.", note: "Leaves the fee unexplained" });
  const spam = planText.split(/(?<=[.!?])\s+|\n/).find((s) => /\b(?:send|sending|email|emailing)\b[^.]{0,30}\b(?:CVs?|resumes?)\b[^.]{0,40}\b(?:to|before)\b/i.test(s) && !/\bnever\b|\bnot\b|\bno\b|\bonly\b|\bwith (?:the candidate's|their) (?:yes|consent|permission)\b/i.test(s));
  if (spam) out.push({ reason: `Clients here were spammed with CVs by other agencies, and this line sends them unasked: "${spam.trim().slice(0, 120)}".`, note: "Sends CVs unasked" });
  return out;
}

/** What the AI prompt states about a recruitment agency. */
export function recruiterFacts(r: Recruiter | null, weeks: number, place: string): string[] {
  if (!r) return [];
  const t = recruiterTokens(r, weeks, place);
  const lines = [
    `- ${upperFirst(withArticle(r.word))} placing ${t.recRoles}: it has two markets, clients (${t.recBuyers} at ${t.recFirms}) and candidates (${t.recPeople}), and the plan must win both. Never a SaaS plan: no advisory calls, trials, demos, trade shows or sequences of cold emails`,
    `- Its plan: a shortlist of three within a week, with the fee (${t.recFee}${t.recTemps}) and the ${t.recGuarantee} in writing; a ${t.recSalaryGuide} for both sides; an evening with ${t.recBodyGroups}; job adverts written well (salary, hours, team, systems); referrals from placed candidates; a call at each placement's three months; the ${t.recIntroducers} who know a hire is coming; LinkedIn for content and candidates, not cold messages`,
    `- Rules, worded as checks: ${t.recRulesCheck}`,
  ];
  if (r.noColdCalls) lines.push("- No cold calls: the founder says clients stopped picking up");
  if (r.spamCvs) lines.push("- Never send a CV or resume unasked: clients were spammed by other agencies");
  const math = recruiterMath(r, weeks);
  if (math) lines.push(`- The goal's arithmetic: ${math}`);
  return lines;
}
