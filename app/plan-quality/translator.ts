import type { PlanFormData } from "~/wizard/types";
import { joinWords, numberFrom, numberWord, upperFirst } from "./words";

/**
 * A language services business selling to businesses: a freelance translator, interpreter, localiser or
 * subtitler, or a small translation agency. Its buyers (a regulatory affairs manager, an in-house lawyer, a
 * marketing lead) buy on proof of the specialism, not on a pitch: a sample in their field, a glossary, the
 * standards worked to. They meet in their own professional networks (RAPS and TOPRA for medical devices),
 * hear of a translator from a consultant or a project manager who used one, and stay for years with one who
 * keeps their terminology and their deadlines. Its plan: a proof pack, a helpful written note to one named
 * buyer at a time (never bulk, never a cold call), the buyers' networks and fairs with meetings booked,
 * referrals within the agency contracts' non-solicitation terms, the professional association's directory,
 * a rate explained per word with the turnaround and a rush rate, and repeat work kept. No portal bidding. Pure.
 */
export type Translator = {
  /** "translator", "interpreter", "localiser", "subtitler", "translation agency". */
  word: string;
  /** "German-English", when said. */
  pair: string | null;
  /** The buyers' field: medical devices, pharma, legal, finance, technical or other. */
  field: "meddev" | "pharma" | "legal" | "finance" | "technical" | "other";
  /** What she translates, as the pitch says it: "instructions for use, labels and clinical evaluation reports". */
  docs: string | null;
  /** "five working days", when said. */
  turnaround: string | null;
  /** The standards the founder named ("ISO 17100"). */
  iso17100: boolean;
  /** Worked for agencies and now wants direct clients: non-solicitation terms to check. */
  exAgency: boolean;
  /** Said they hate cold calling, or are an introvert. */
  noCalls: boolean;
  /** Said the portals (ProZ, TranslatorsCafé, Upwork) are a race to the bottom. */
  noPortals: boolean;
  /** Buyers in German-speaking countries (Germany, Austria, Switzerland), where an unasked-for email needs consent. */
  dach: boolean;
  /** Buyers sell into the UK, the US: the target markets. */
  markets: string[];
};

const WORD =
  /\b(?:(?:freelance|self-employed|independent|sworn|certified|chartered|qualified|specialist|medical|legal|technical|literary|conference|court|financial)\s+)*(?:(?:\p{Lu}\p{Ll}+)(?:[- ](?:to[- ])?|\s+(?:to|and|into)\s+)(?:\p{Lu}\p{Ll}+)\s+)?(translators?|interpreters?|locali[sz]ers?|subtitlers?|translation (?:agency|company|studio|business|practice)|locali[sz]ation (?:agency|studio|company))\b/u;

/** A tool, a course or a marketplace for translators, not one of them. */
const FOR_THEM = /\b(?:app|apps|platform|software|saas|tool|cat tool|marketplace|plugin|course|community|newsletter|job board)\b[^.]{0,40}$|\bfor (?:[a-z-]+ ){0,3}$/i;

/** The pitch names a translator, interpreter, localiser or translation agency that is the business itself. */
export function translatorWordOf(pitch: string): string | null {
  const m = WORD.exec(pitch);
  if (!m) return null;
  if (FOR_THEM.test(pitch.slice(0, m.index))) return null;
  return m[1]!.toLowerCase().replace(/s$/, "").replace(/^translation company$/, "translation agency");
}

/** Languages a pair is named in ("German-English", "French to English"). */
const LANGUAGES = "English|German|French|Spanish|Italian|Portuguese|Dutch|Polish|Swedish|Danish|Norwegian|Finnish|Czech|Hungarian|Romanian|Greek|Turkish|Russian|Ukrainian|Arabic|Chinese|Mandarin|Japanese|Korean|Hindi";

const FIELDS: [RegExp, Translator["field"]][] = [
  [/\bmedical devices?\b|\bmedtech\b|\bIFUs?\b|\binstructions for use\b|\bclinical evaluation\b|\bMDR\b|\bIVDR?\b/i, "meddev"],
  [/\bpharma\w*\b|\bclinical trials?\b|\bSmPCs?\b|\bpatient information leaflets?\b|\blife sciences\b/i, "pharma"],
  [/\blegal\b|\bcontracts?\b|\blaw firms?\b|\bcourt\b|\bpatents?\b/i, "legal"],
  [/\bfinanc\w+\b|\bannual reports?\b|\bbanks?\b|\baudit\w*\b/i, "finance"],
  [/\btechnical\b|\bmanuals?\b|\bengineering\b|\bmachinery\b/i, "technical"],
];

/** A language services business selling to businesses, read from the answers; null for anything else. */
export function readTranslator(a: PlanFormData, pitch: string): Translator | null {
  const word = translatorWordOf(pitch);
  if (!word) return null;
  if (!["b2b-smb", "b2b-enterprise"].includes(a.audienceType)) return null;
  const all = `${a.productDescription} ${a.audiencePersona} ${a.challenges}`;
  const pair = new RegExp(`\\b(${LANGUAGES})(?:[-–]|\\s+(?:to|into)\\s+)(${LANGUAGES})\\b`).exec(a.productDescription);
  const docs = /\bspeciali[sz](?:ing|e|es) in [^:.]+:\s*([^.;]+?)(?:\.|;|$)/i.exec(a.productDescription)?.[1] ?? null;
  const turnaround = /\b(?:deliver(?:ed|s)?(?: in| within)?|turnaround of|turn (?:it )?around in|back in|within)\s+((?:\d+|one|two|three|four|five|six|seven|ten) (?:working |business )?days)\b/i.exec(a.productDescription)?.[1] ?? null;
  const markets = ["the UK", "the US", "France", "Italy", "Spain", "the Nordics"].filter((m) => new RegExp(`\\b${m.replace(/^the /, "")}\\b`).test(all));
  return {
    word,
    pair: pair ? `${pair[1]}-${pair[2]}` : null,
    field: FIELDS.find(([re]) => re.test(all))?.[1] ?? "other",
    docs: docs ? docs.trim() : null,
    turnaround,
    iso17100: /\bISO\s?17100\b/i.test(all),
    exAgency: /\bagenc(?:y|ies)\b/i.test(a.productDescription) && /\bdirect clients?\b|\bwithout (?:an |the )?agenc/i.test(`${a.productDescription} ${a.successMetrics}`),
    noCalls: /\bcold[- ]call\w*\b|\bintrovert\w*\b|\bhate (?:the )?phone\b|\bhate (?:selling|networking)\b/i.test(a.challenges),
    noPortals: /\bproz\b|\btranslatorscaf[eé]\b|\bportals?\b|\bupwork\b|\bfiverr\b|\brace to the bottom\b/i.test(a.challenges),
    dach: /\b(?:Germany|German-speaking|Austria|Switzerland|DACH)\b/.test(`${a.audiencePersona} ${a.productDescription}`),
    markets,
  };
}

/** What each field's buyers have, meet and read: the document, the rules, the networks, the fairs. */
type Field = {
  buyer: string;
  buyers: string;
  firms: string;
  doc: string;
  sampleDoc: string;
  sampleShort: string;
  rules: string;
  rulesShort: string;
  checklist: string;
  networks: string;
  networksShort: string;
  fairs: string;
  fairShort: string;
  referrers: string;
  deadline: string;
  deadlines: string;
  risk: string;
};

const MEDDEV: Field = {
  buyer: "regulatory affairs manager",
  buyers: "regulatory affairs managers",
  firms: "medical device makers",
  doc: "IFU",
  sampleDoc: "a public IFU or patient leaflet whose maker's terms let you show a translation (or a short excerpt of one)",
  sampleShort: "a public IFU",
  rules: "the EU MDR's language requirements (the language each member state asks for on labels and IFUs; check Article 10(11) and the national rules), the UK's and the FDA's labelling rules for English",
  checklist: "what the MDR requires in each language",
  rulesShort: "the MDR's language rules",
  networks: "RAPS and TOPRA (their chapters, events and online communities), regulatory affairs groups on LinkedIn, the notified bodies' information days and the regulatory consultants' networks",
  networksShort: "RAPS, TOPRA and the regulatory LinkedIn groups",
  fairs: "MEDICA and Compamed in Düsseldorf, or a regional MedTech event",
  fairShort: "MEDICA/Compamed",
  referrers: "regulatory consultants who write technical files and clinical evaluations",
  deadline: "submission date",
  deadlines: "submission and audit dates",
  risk: "a notified body's question on a mistranslated warning",
};

const PHARMA: Field = {
  ...MEDDEV,
  firms: "pharma and biotech companies",
  doc: "patient information leaflet",
  sampleDoc: "a public patient information leaflet or clinical trial summary (or a short excerpt)",
  sampleShort: "a public patient leaflet",
  rules: "the EMA's QRD templates and each market's labelling rules (check the current versions)",
  checklist: "what each market's labelling rules require in each language",
  rulesShort: "the labelling rules",
  networks: "TOPRA and RAPS (their chapters, events and online communities), regulatory affairs groups on LinkedIn and the regulatory consultants' networks",
  networksShort: "TOPRA, RAPS and the regulatory LinkedIn groups",
  fairs: "CPHI or a regional life sciences event",
  fairShort: "CPHI",
  referrers: "regulatory consultants and CROs",
  risk: "an authority's question on a mistranslated warning",
};

const GENERAL: Field = {
  buyer: "buyer",
  buyers: "in-house buyers of translation",
  firms: "companies",
  doc: "document",
  sampleDoc: "a public document from your field (or a short excerpt) whose owner's terms let you show a translation",
  sampleShort: "a public document from your field",
  rules: "the standards and rules your buyers' documents must meet (check them for your field)",
  checklist: "what each market requires in each language",
  rulesShort: "the rules your buyers' documents must meet",
  networks: "the professional associations your buyers belong to, their LinkedIn groups and their conferences",
  networksShort: "your buyers' associations and LinkedIn groups",
  fairs: "the trade fair your buyers' industry meets at",
  fairShort: "your buyers' trade fair",
  referrers: "consultants who advise your buyers",
  deadline: "deadline",
  deadlines: "launch and filing dates",
  risk: "a costly error in a translated document",
};

const LEGAL: Partial<Field> = {
  buyer: "lawyer",
  buyers: "in-house lawyers and law firm partners",
  firms: "law firms and companies",
  doc: "contract",
  sampleDoc: "a public model contract or judgment (or a short excerpt)",
  sampleShort: "a public model contract",
  rules: "the certification each court, registry or authority asks of a translation (check it for each)",
  rulesShort: "the certification rules",
  checklist: "what a court or a registry asks of a translated document",
  networks: "the law societies' and in-house lawyers' associations, their LinkedIn groups and conferences",
  networksShort: "the law societies' and lawyers' groups",
  fairs: "the legal conferences your buyers attend",
  fairShort: "a legal conference",
  referrers: "law firms and barristers' clerks who work across borders",
  deadline: "court date",
  deadlines: "court and completion dates",
  risk: "a clause read the wrong way in a dispute",
};
const FINANCE: Partial<Field> = { buyer: "head of investor relations", buyers: "investor relations and finance teams", firms: "listed and mid-sized companies", doc: "annual report", deadlines: "reporting dates", deadline: "reporting date" };

export function fieldOf(t: Translator | null): Field {
  if (!t) return GENERAL;
  if (t.field === "meddev") return MEDDEV;
  if (t.field === "pharma") return PHARMA;
  if (t.field === "legal") return { ...GENERAL, ...LEGAL };
  if (t.field === "finance") return { ...GENERAL, ...FINANCE };
  return GENERAL;
}

/** The professional associations whose directories buyers search, by the pair's languages. */
export function associationsOf(t: Translator | null): string {
  const pair = t?.pair ?? "";
  const out: string[] = [];
  if (/German/.test(pair) || t?.dach) out.push("the BDÜ (Germany)");
  if (/English/.test(pair) || t?.markets.includes("the UK")) out.push("the ITI or the CIOL (UK)");
  if (t?.markets.includes("the US") || !out.length) out.push("the ATA (US)");
  return joinWords(out);
}

/** The rate, explained: "€0.14 a word, delivered in five working days". */
function rateOf(price: string | null): string {
  return price ? `${price} a word` : "{{your rate}} a word";
}

export function translatorTokens(t: Translator | null, price: string | null, audience: string): Record<string, string> {
  const f = fieldOf(t);
  const pair = t?.pair ?? "{{your language pair}}";
  const docs = t?.docs ?? `${f.doc}s and the documents that go with them`;
  const turnaround = t?.turnaround ?? "{{your usual turnaround}}";
  return {
    lspWord: t?.word ?? "translator",
    lspPair: pair,
    lspDocs: docs,
    lspDoc: f.doc,
    lspSampleDoc: f.sampleDoc,
    lspSampleShort: f.sampleShort,
    lspBuyer: f.buyer,
    lspBuyers: audience || f.buyers,
    lspFirms: f.firms,
    lspRules: f.rules,
    lspRulesShort: f.rulesShort,
    lspChecklist: f.checklist,
    lspNetworks: f.networks,
    lspNetworksShort: f.networksShort,
    lspFairs: f.fairs,
    lspFairShort: f.fairShort,
    lspReferrers: `${f.referrers}, and ${t?.exAgency ? "the agency project managers you worked with" : "colleagues who translate other pairs"}`,
    lspTerms: t?.exAgency ? ", within your agency contracts' terms" : "",
    lspTermsStep: t?.exAgency
      ? "First read each agency contract's non-solicitation clause (whom you may not approach, and for how long), and never write to an agency's end client while it applies. Then write"
      : "Write",
    lspTermsCheck: t?.exAgency ? "Read each agency contract's non-solicitation and confidentiality terms; list who you may and may not contact, and until when." : "List what you may show of past work: nothing confidential, and no client named without their yes.",
    lspTurnaroundName: t?.turnaround ?? "the turnaround",
    lspDeadline: f.deadline,
    lspDeadlines: f.deadlines,
    lspRisk: f.risk,
    lspAssociations: associationsOf(t),
    lspRate: rateOf(price),
    lspTurnaround: turnaround,
    lspStandards: t?.iso17100 ? "ISO 17100 (translation and a second linguist's revision, with the steps recorded)" : "ISO 17100 if you meet it (translation and a second linguist's revision), or the checks you do run",
    lspStandardsShort: t?.iso17100 ? "ISO 17100" : "{{the standard you work to}}",
    lspMarkets: t?.markets.length ? joinWords(t.markets) : "each new market",
    lspHowShort: t?.dach ? "by post or as a LinkedIn message, never a bulk email" : "one at a time, never a bulk send",
    lspHow:
      t?.dach
        ? "by post or as a LinkedIn message once you are connected, never a bulk email (in Germany, Austria and Switzerland an unasked-for advertising email needs consent even between businesses: check before you send one)"
        : "by email, LinkedIn or post, one named person at a time, never a bulk send (check your country's rules on unasked-for business email)",
  };
}

/** "Lena Kraus Translations is a freelance German-English translator ...: regulatory affairs managers choose ...". */
export function translatorWhat(t: Translator, product: string, pitch: string): string {
  const who = pitch.replace(/\.$/, "").split(":")[0]!.replace(/^(?:I'?m|I am|We are|We're)\s+/i, "");
  const f = fieldOf(t);
  return `${product} is ${who.charAt(0).toLowerCase()}${who.slice(1)}: ${f.buyers} choose a ${t.word} on proof in their own field (a sample, a glossary, the standards worked to) and a colleague's or a consultant's word, and keep one who gets their terminology right and holds their ${f.deadlines}.`;
}

export const TRANSLATOR_STRATEGY =
  "proof before any pitch (a sample translation of {lspSampleShort}, a glossary and the standards you work to, written as checks), a helpful note with the checklist ‘{lspChecklist}’ sent to one named {lspBuyer} at a time, the places {lspBuyers} already meet ({lspNetworksShort}, {lspFairShort} with meetings booked), referrals from {lspReferrers}, your listing in the directories of {lspAssociations}, {lspRate} explained with the turnaround and a rush rate, and every client's repeat work kept with a glossary of their own";

export const TRANSLATOR_FOCUS = "Direct clients won against the goal, with notes sent, replies, sample tests and first jobs counted each week by where each came from (a note, a network, a referral, the directory)";

/**
 * The goal's arithmetic, labelled as an assumption: notes at five a week over the plan, one reply in ten and one
 * sample in three becoming a first job, and what the referrals and the directory must bring besides.
 */
export function translatorMath(metrics: string, planWeeks: number): string | null {
  const goal = numberFrom(/\b(\d{1,3}|[a-z]+) (?:new |direct |regular |more )*clients?\b/i.exec(metrics)?.[1]);
  if (!goal || goal < 1 || goal > 200) return null;
  const notes = 5 * Math.max(1, planWeeks - 2);
  const jobs = Math.floor(notes / 30);
  const rest = goal - jobs;
  return `The goal's arithmetic (an assumption to check against your own numbers): five notes a week from week three is about ${notes} notes in ${planWeeks} weeks; if one in ten replies and one sample page in three becomes a first job, that is about ${numberWord(jobs)} first ${jobs === 1 ? "job" : "jobs"}${rest > 0 ? `, so the referrals, the networks and the directory have to bring ${numberWord(rest)} more of your ${numberWord(goal)}` : ` towards your ${numberWord(goal)}`}; a client counts towards the goal once a second job comes in.`;
}

/** The strategy's own lines: what the founder said, answered. */
export function translatorListening(t: Translator, fill: (text: string) => string, metrics = "", planWeeks = 26): string[] {
  const out: string[] = [];
  const math = translatorMath(metrics, planWeeks);
  if (math) out.push(math);
  if (t.noCalls) out.push(fill("Every first contact in this plan is written, to one named person ({lspHowShort}), and every meeting at {lspFairShort} is booked ahead by message: nothing asks you to call a stranger or walk up to one."));
  if (t.noPortals) out.push(fill("No portal bidding: {product} is found where {lspBuyers} look themselves (their networks, the association directories, a consultant's or a project manager's word), at {lspRate}, not at the lowest bid."));
  if (t.exAgency) out.push(fill("Your agency contracts come first: read each one's non-solicitation clause (whom you may not approach, and for how long) before you write to anyone you met through an agency."));
  return out;
}

/**
 * Lines a SaaS company's B2B plan gives that mean nothing to a freelance translator: discovery interviews,
 * advisory calls, founder emails to five businesses a day, free trials, demos, cold calls, bidding on portals.
 */
export const TRANSLATOR_MISFITS =
  /\bcustomer discovery\b|\bmom test\b|\b(?:customer )?advisory calls?\b|\bemails? to (?:5|five) businesses a day\b|\bfree trial\b|\bbook a demo\b|\bproduct demo\b|\bcall (?:them|the number|each one) (?:cold|directly)\b|\bbid (?:on|for) (?:jobs|projects)\b/i;

/** Some tactic shows proof in the buyer's field: a sample translation, a glossary. */
export const PROOF_WORK = /\bsample translation\b|\bglossary\b/i;
/** Some tactic writes to one named buyer at a time. */
export const NOTE_WORK = /\bone named\b|\bnamed (?:regulatory|buyer|in-house|person)\b/i;
/** Some tactic asks consultants or project managers for referrals. */
export const REFERRAL_WORK = /\breferrals? from\b|\breferr\w*\b[^.]*\b(?:consultants?|project managers?)\b|\b(?:consultants?|project managers?)\b[^.]*\breferr\w*\b/i;

/** The plan-level gaps the checker reports for a language services business. */
export function translatorGaps(t: Translator | null, planText: string): { reason: string; note: string }[] {
  if (!t) return [];
  const out: { reason: string; note: string }[] = [];
  if (!PROOF_WORK.test(planText)) out.push({ reason: "Nothing in the plan shows proof in the buyers' field (a sample translation, a glossary), and specialist buyers buy on proof, not on a pitch.", note: "No specialist proof" });
  if (!NOTE_WORK.test(planText)) out.push({ reason: "The plan never writes to one named buyer with something useful; bulk outreach is what they delete.", note: "No named buyer" });
  if (!REFERRAL_WORK.test(planText)) out.push({ reason: "The plan never asks the consultants and project managers who already know the work for a referral.", note: "No referrals" });
  return out;
}

/** What the AI prompt states about a language services business. */
export function translatorFacts(t: Translator | null, fill: (text: string) => string): string[] {
  if (!t) return [];
  return [
    `- ${upperFirst(t.word === "interpreter" ? "an" : "a")} ${t.word} selling specialist language work to businesses, not a SaaS company: no customer discovery interviews, advisory calls, free trials, demos or founder emails to five businesses a day${t.noCalls ? "; no cold calls (the founder said so)" : ""}${t.noPortals ? "; no bidding on translation portals (the founder said they are a race to the bottom)" : ""}`,
    fill("- Its plan: proof in the buyers' field (a sample translation of {lspSampleDoc}, a glossary, {lspStandards} and {lspRules}, written as checks); a helpful note with the checklist ‘{lspChecklist}’ to one named {lspBuyer} at a time, {lspHow}; {lspNetworks} and {lspFairs} with meetings booked ahead, as examples to check; referrals from {lspReferrers}" + (t.exAgency ? ", within each agency contract's non-solicitation terms (check them)" : "") + "; the directories of {lspAssociations}; {lspRate} with {lspTurnaround} and a rush rate stated; a glossary per client and capacity held for their {lspDeadlines}"),
  ];
}
