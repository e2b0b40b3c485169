import type { PlanFormData } from "~/wizard/types";
import type { Reading } from "./reading";
import { formatCount, joinWords, numberFrom, numberWord, upperFirst, withArticle } from "./words";

/**
 * A managed IT services company: an IT support firm, an MSP, computer support for small offices, a cyber
 * security service for small businesses (UK and US). Its buyers are the owners and office managers of small
 * offices (accountants, solicitors, estate agents, charities) who change provider only when something goes
 * wrong: a phishing email, a failed backup, a helpdesk that never answers. So its plan is being there at that
 * moment (a free IT health check, a backup test, a phishing check, a Cyber Essentials readiness check worded
 * with the scheme's own rules to check), the professions' own channels (their societies, the chamber, a
 * networking group), the people who see the IT pain first (accountants, office landlords, phone providers,
 * insurance brokers whose cyber cover asks for controls), the switch made easy (a handover from the old
 * provider, a notice plan, a fixed onboarding), case stories of offices like theirs, answer times published,
 * introductions from clients and a staff cyber-awareness session. No demo video, self-serve trial or cold
 * calling. Pure.
 */
export type ItSupport = {
  /** The founder's word: "IT support company", "managed service provider", "computer support business". */
  word: string;
  /** Who the clients are, from the persona: "accountants, solicitors, estate agents, architects and charities". */
  clients: string | null;
  /** The office size, when said: "10-40 person". */
  size: string | null;
  /** The typical office's users: the middle of the size said (10-40 → 25), else 15. */
  typicalUsers: number;
  /** Whose rules: the UK's (Cyber Essentials, the ICO), the US's (cyber insurance, state rules), or to check. */
  rules: "uk" | "us" | "other";
  /** The founder said cold calling does not work. */
  coldCallingFailed: boolean;
  /** The pitch offers Cyber Essentials (or the founder's own word for the scheme). */
  cyberEssentials: boolean;
  /** Goals: "three new clients a quarter" → 3, "quarter"; "150 users" → 150. */
  goalClients: number | null;
  goalPer: "month" | "quarter" | "year" | null;
  goalUsers: number | null;
  /** The people in the company ("three-person" → 3). */
  team: number | null;
  /** The town in the pitch ("a company in Leeds"). */
  city: string | null;
};

const WORDS: RegExp[] = [
  /\bmanaged (?:it )?services? provider\b|\bmanaged it (?:services? |support )?(?:company|firm|business|provider|partner)\b|\bmsp\b/,
  /\b(?:it|computer|tech|technology|pc) support (?:company|firm|business|provider|team|outfit|service)\b/,
  /\bit (?:services|support and cyber security) (?:company|firm|business|provider)\b/,
  /\bcyber ?security (?:company|firm|business|service|services|provider) for (?:small|local)\b/,
];

/** Words that make the product something for IT firms (their software, a marketplace), not one of them. */
const FOR_THEM = /\b(?:apps?|platform|software|saas|tool|psa|rmm|marketplace|directory|plugin|course|podcast|newsletter|template)\b[^.]{0,40}$/;

/** The pitch names a managed IT support company that is the business itself: its word, or null. */
export function itSupportWordOf(pitch: string): string | null {
  const lower = pitch.toLowerCase();
  for (const re of WORDS) {
    const m = re.exec(lower);
    if (!m) continue;
    const before = lower.slice(0, m.index);
    if (FOR_THEM.test(before) || /\bfor (?:[a-z-]+ ){0,3}$/.test(before)) return null;
    return m[0] === "msp" ? "managed service provider" : m[0].replace(/ for (?:small|local)$/, "").replace(/\bit\b/g, "IT");
  }
  return null;
}

const PROFESSIONS = /\b(accountants?|solicitors?|lawyers?|law firms?|estate agents?|letting agents?|architects?|charities|surveyors?|dentists?|dental practices?|medical practices?|gp surgeries|recruiters?|recruitment agencies|insurance brokers?|financial advisers?|engineers?|consultancies|schools?|nonprofits?|clinics?)\b/gi;

function clientsOf(persona: string): string | null {
  const found: string[] = [];
  for (const m of persona.matchAll(PROFESSIONS)) {
    const w = m[1]!.toLowerCase();
    if (!found.includes(w)) found.push(w);
  }
  return found.length >= 2 ? joinWords(found.slice(0, 5)) : found[0] ?? null;
}

/** Reads a managed IT support company from the answers, or null. */
export function readItSupport(a: PlanFormData, pitch: string, country: string | null): ItSupport | null {
  const word = itSupportWordOf(pitch);
  if (!word) return null;
  const persona = a.audiencePersona ?? "";
  const text = `${a.productDescription} ${persona}`;
  const size = /\b(\d{1,3})\s*(?:-|–|to)\s*(\d{1,3})[- ](?:person|people|staff|user|seat|employee)/i.exec(text);
  const lo = size ? Number(size[1]) : null;
  const hi = size ? Number(size[2]) : null;
  const metrics = a.successMetrics ?? "";
  const clientsGoal = /\b(\w+) new (?:clients|customers|offices|contracts) (?:a|per|each) (month|quarter|year)\b/i.exec(metrics);
  const usersGoal = /\b(\d[\d,]*) (?:users|seats|endpoints|devices)\b/i.exec(metrics);
  const uk = country === "UK" || /£|\b(?:uk|england|scotland|wales|leeds|manchester|london|bristol|birmingham)\b/i.test(text);
  const us = !uk && (country === "US" || /\$/.test(text));
  const city = /\b(?:in|based in|from) ([A-Z][a-z]+(?: [A-Z][a-z]+)?)\b/.exec(pitch)?.[1] ?? null;
  return {
    word,
    clients: clientsOf(persona),
    size: lo && hi ? `${lo}-${hi} person` : null,
    typicalUsers: lo && hi ? Math.round((lo + hi) / 2 / 5) * 5 || 15 : 15,
    rules: uk ? "uk" : us ? "us" : "other",
    coldCallingFailed: /\bcold[- ]?call/i.test(a.challenges ?? ""),
    cyberEssentials: /\bcyber essentials\b/i.test(a.productDescription),
    goalClients: clientsGoal ? (numberFrom(clientsGoal[1]!.toLowerCase()) ?? (Number(clientsGoal[1]) || null)) : null,
    goalPer: clientsGoal ? (clientsGoal[2]!.toLowerCase() as ItSupport["goalPer"]) : null,
    goalUsers: usersGoal ? Number(usersGoal[1]!.replace(/,/g, "")) : null,
    team: (() => {
      const t = /\b([a-z]+|\d+)[- ](?:person|people|strong)\b(?! (?:offices?|firms?|businesses))/i.exec(pitch)?.[1];
      return t ? (numberFrom(t.toLowerCase()) ?? (Number(t) || null)) : null;
    })(),
    city: city && !/^(?:the|our|small)$/i.test(city) ? city : null,
  };
}

/** "£45 per user per month" → 45 and "£". */
function perUserOf(price: string | null): { sym: string; n: number } | null {
  const m = /([£$€])\s?(\d+(?:\.\d{1,2})?)/.exec(price ?? "");
  return m ? { sym: m[1]!, n: Number(m[2]) } : null;
}

/** The goal's arithmetic in the founder's own numbers. */
export function itSupportMath(it: ItSupport, price: string | null): string {
  const per = perUserOf(price);
  const avg = it.typicalUsers;
  const parts: string[] = [];
  if (it.goalUsers) {
    const offices = Math.ceil(it.goalUsers / avg);
    parts.push(`${formatCount(it.goalUsers)} users is about ${numberWord(offices)} offices of ${avg} users${per ? `, or ${per.sym}${formatCount(it.goalUsers * per.n)} a month at ${per.sym}${per.n} per user` : ""}`);
  }
  if (it.goalClients && it.goalPer) {
    const checks = it.goalClients * 3;
    parts.push(`${numberWord(it.goalClients)} new clients a ${it.goalPer} takes about ${numberWord(checks)} free health checks a ${it.goalPer} if one in three becomes a client, so the plan counts checks booked every Friday`);
  }
  if (!parts.length) return `Each office of about ${avg} users${per ? ` is about ${per.sym}${formatCount(avg * per.n)} a month at ${per.sym}${per.n} per user` : " is a year or more of monthly income"}; count free health checks booked, and clients won from them, every Friday.`;
  return `${upperFirst(parts.join("; "))}.`;
}

export function itSupportTokens(it: ItSupport | null, a: PlanFormData, r: Reading): Record<string, string> {
  if (!it) return {};
  const uk = it.rules === "uk";
  const us = it.rules === "us";
  const city = it.city ?? (r.place || "your area");
  return {
    itWord: it.word,
    itAWord: withArticle(it.word),
    itCity: city,
    itArea: r.place || city,
    itClients: it.clients ?? "small offices",
    itOffices: it.size ? `${it.size} offices` : "small offices",
    itCheck: "IT health check",
    itScheme: uk ? "Cyber Essentials" : us ? "the controls your cyber insurer asks for" : "a recognised security baseline",
    itSchemeShort: uk ? "a Cyber Essentials readiness check" : us ? "a cyber insurance readiness check" : "a security readiness check",
    itSchemeOffer: uk
      ? "A Cyber Essentials readiness check: we go through the scheme's questions with you"
      : us
        ? "A cyber insurance readiness check: we go through the controls your insurer's form asks about with you"
        : "A security readiness check: we go through the questions your insurer or clients ask with you",
    itSchemeCheck: uk
      ? "a Cyber Essentials readiness check (the five controls the scheme asks for, checked against IASME's current requirements before you quote)"
      : us
        ? "a cyber insurance readiness check (the controls insurers' forms ask about: MFA, backups, patching, staff training; check the client's own policy)"
        : "a security readiness check against the baseline your clients' insurers or regulators ask for (check which one applies)",
    itLawBody: uk ? "the local law society" : us ? "the county bar association" : "the lawyers' local association",
    itAcctBody: uk ? "the ICAEW or ACCA district society" : us ? "the state CPA society's local chapter" : "the accountants' local society",
    itChamber: `the chamber of commerce in ${city}`,
    itNotice: "the notice period in their current contract",
    itMath: itSupportMath(it, r.price),
  };
}

/** "Northgate IT is a three-person IT support company in Leeds …: offices change provider only when …". */
export function itSupportWhat(product: string, pitch: string): string {
  const who = pitch.replace(/\.$/, "").split(":")[0]!;
  const body = who.toLowerCase().startsWith(product.toLowerCase()) ? who : `${product} is ${who.charAt(0).toLowerCase()}${who.slice(1)}`;
  return `${body}. Offices change IT provider only when something goes wrong (a phishing email, a backup that failed, a helpdesk that does not answer), and then ask someone they trust who to call: their accountant, their landlord, another office manager.`;
}

/** The strategy's "by …" clause for an IT support company. */
export const IT_SUPPORT_STRATEGY =
  "being there when something goes wrong: a free {itCheck} (backups tested, Microsoft 365 and Wi-Fi looked at, one page back) offered through the people who see offices' IT pain first (accountants, office landlords, phone providers, insurance brokers), short phishing talks where {itClients} already meet, a switch from the old provider made easy, published helpdesk answer times and one introduction asked of every client";

export const IT_SUPPORT_FOCUS = "New clients and users under contract against the goal, with free health checks booked, results sent, switches agreed and each new client counted by where it came from (a referrer, a talk, a client's introduction, the Google profile)";

/** The strategy's own lines: the arithmetic, and cold calling left out when the founder said it fails. */
export function itSupportListening(it: ItSupport, fill: (text: string) => string): string[] {
  const out = [fill("{itMath}")];
  if (it.coldCallingFailed) out.push("You said cold calling offices gets you nowhere, so the plan has no calls and no cold emails: every first conversation starts from a referrer's introduction, a talk, a free check they asked for or a client's word.");
  return out;
}

/**
 * Lines a SaaS company's B2B plan gives that mean nothing to an IT support company: a demo video and a
 * self-serve trial, founder emails to five businesses a day, a letter then a phone call, a cost calculator.
 */
export const IT_SUPPORT_MISFITS =
  /\bdemo video\b|\b(?:free |self-serve )?trial (?:they can start|they start) alone\b|\bfree trial\b|\bemails? to (?:5|five) businesses a day\b|\bposted letter, then a phone call\b|\bthen a phone call\b|\b(?:cost|roi|savings) calculator\b|\bproduct hunt\b|\bwho decides on software\b|\bteardown of a typical week\b/i;

/** Some tactic offers a free check of the office's own IT (a health check, a backup test, a phishing check). */
export const IT_CHECK_WORK = /\bfree\b[^.]*\b(?:health check|backup test|phishing check|check)\b/i;
/** Some tactic works with those who see offices' IT pain first. */
export const IT_REFERRER_WORK = /\b(?:landlords?|serviced offices?|insurance brokers?|brokers?|phone providers?|broadband providers?|telecoms)\b/i;
/** Some tactic makes the switch from the old provider easy. */
export const IT_SWITCH_WORK = /\b(?:handover|notice period|notice plan|switch(?:ing)? from)\b/i;

/** The plan-level gaps the checker reports for an IT support company. */
export function itSupportGaps(it: ItSupport | null, planText: string): { reason: string; note: string }[] {
  if (!it) return [];
  const out: { reason: string; note: string }[] = [];
  if (!IT_CHECK_WORK.test(planText)) out.push({ reason: "Nothing in the plan is there when something goes wrong: a free IT health check, backup test or phishing check that an office can ask for.", note: "No first step" });
  if (!IT_REFERRER_WORK.test(planText)) out.push({ reason: "The plan misses the people who see offices' IT go wrong first (their accountant, their landlord, their phone provider, their insurance broker).", note: "No referrers" });
  if (!IT_SWITCH_WORK.test(planText)) out.push({ reason: "Offices stay with a poor provider because switching looks hard; the plan never makes the handover and notice period easy.", note: "No easy switch" });
  return out;
}

/** What the AI prompt states about an IT support company. */
export function itSupportFacts(it: ItSupport | null, fill: (text: string) => string): string[] {
  if (!it) return [];
  return [
    `- ${upperFirst(withArticle(it.word))} (managed IT services sold per user per month to small offices), not a SaaS company: no demo video, self-serve trial, cost calculator or founder emails to five businesses a day${it.coldCallingFailed ? "; no cold calling or letter-then-call (the founder said cold calling gets nowhere)" : ""}`,
    fill(
      "- Its plan: being there when something goes wrong (a free {itCheck}: backups tested, Microsoft 365 sign-ins, Wi-Fi; {itSchemeCheck}; a phishing check), the professions' own channels ({itAcctBody}, {itLawBody}, {itChamber}: a short phishing talk, as examples to check), the people who refer (accountants, office landlords and serviced offices, phone providers, insurance brokers whose cyber cover asks for controls), the switch made easy (the handover from the old provider, a plan around {itNotice}, a fixed onboarding), case stories of offices like theirs, helpdesk answer times published, one introduction asked of every client, a staff cyber-awareness session",
    ),
    `- The goal's arithmetic: ${fill("{itMath}")}`,
  ];
}
