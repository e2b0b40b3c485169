import type { PlanFormData } from "~/wizard/types";
import { MONTHS, closedWork, dayWithWeekday, openWeekAfter, weekStart, weeksInMonths, type ClosedMonths } from "./calendar";
import type { Reading } from "./reading";
import { articleOf, formatCount, joinWords, numberFrom, numberWord, upperFirst, withArticle } from "./words";

/**
 * An accounting or bookkeeping practice, a tax preparer or a payroll bureau serving small businesses or
 * a niche (tradespeople, restaurants, landlords, creators, drivers). Its clients find it through a mate, a
 * supplier's counter or a search when a deadline or a letter from the tax office scares them, and stay for
 * years with one who speaks their language. Unlike a regulated adviser (mortgages, pensions) it has no risk
 * warnings or compliance sign-off, but its professional body's rules (ICAEW, ACCA, AAT in the UK; a state
 * board, the AICPA or IRS Circular 230 in the US) govern referral rewards, and client affairs are
 * confidential. Its plan: a free check that starts the conversation, the places its clients already go
 * (a builders' merchant's counter, a supplier), one forwardable message from every happy client, plain
 * answers in the groups where they ask, a fixed-fee page that makes switching easy, and the tax year's dates
 * as the calendar; the month the founder says is impossible holds nothing but the work. Pure.
 */
export type Accounting = {
  /** The founder's word for the business: "accounting practice", "bookkeeping firm", "tax preparer", "payroll bureau". */
  word: string;
  role: "accounts" | "bookkeeping" | "tax" | "payroll";
  /** Who the clients are, as the pitch says it: "electricians, plumbers and builders"; null when it does not. */
  clients: string | null;
  niche: "trades" | "hospitality" | "landlords" | "creators" | "drivers" | "other";
  /** Whose rules apply: the UK's (HMRC, ICAEW/ACCA), the US's (IRS, state boards), or the founder's own to check. */
  rules: "uk" | "us" | "other";
  /** UK construction: CIS deductions the clients can claim back. */
  cis: boolean;
  /** What the fee covers, from the pitch: "bookkeeping, VAT returns, CIS refunds and the self-assessment tax return". */
  covers: string | null;
  /** The people in the practice ("two-person" → 2). */
  team: number | null;
  /** The goal: "40 new monthly clients by the end of May" → 40, "May". */
  goalCount: number | null;
  byMonth: string | null;
  /** Clients today, when said ("We have 6 clients"). */
  current: number | null;
  /** The founder's own title ("chartered accountant", "enrolled agent"), when said. */
  founderTitle: string | null;
  /** Someone in the practice who did the clients' own work: "Dan", "was a sparky for ten years" (name null: the founder). */
  insider: { name: string | null; was: string } | null;
  /** The clients send their paperwork, or live, on WhatsApp; they are on Facebook (said as where they are). */
  whatsapp: boolean;
  facebook: boolean;
  /** The founder said search ads failed, and whether the clicks were people after free advice. */
  adsFailed: boolean;
  freeSeekers: boolean;
  /** The town in the pitch ("a practice in Leeds"). */
  city: string | null;
};

const WORDS: [RegExp, string, Accounting["role"]][] = [
  [/\b(?:chartered )?(?:accounting|accountancy) (?:practice|firm|business|service|office)\b|\bcpa (?:firm|practice|office)\b|\bfirm of (?:chartered )?accountants\b/, "", "accounts"],
  [/\bbook-?keeping (?:firm|practice|business|service|company|bureau)\b|\bbook-?keepers?\b/, "", "bookkeeping"],
  [/\btax (?:preparers?|preparation (?:firm|practice|business|service|office)|practice|return service|firm)\b|\benrolled agents?\b/, "", "tax"],
  [/\bpayroll (?:bureau|firm|service|company|business)\b/, "", "payroll"],
  [/\b(?:chartered |certified |small[- ]business )?accountants?\b/, "accountant", "accounts"],
];

/** Words that make the product something for accountants (their software, a course), not one of them. */
const FOR_THEM = /\b(?:apps?|platform|software|saas|tool|system|marketplace|directory|plugin|agency|crm|newsletter|course|podcast|template|receipt scanner)\b[^.]{0,40}$/;

/** The pitch names an accounting, bookkeeping, tax or payroll business that is the business itself. */
export function accountingWordOf(pitch: string): { word: string; role: Accounting["role"] } | null {
  const lower = pitch.toLowerCase();
  // "I am not an accountant": a writer or a tool, not a practice.
  if (/\bnot (?:a |an )?(?:chartered |certified |qualified )?(?:accountant|bookkeeper|cpa|tax preparer)\b/.test(lower)) return null;
  for (const [re, word, role] of WORDS) {
    const m = re.exec(lower);
    if (!m) continue;
    const before = lower.slice(0, m.index);
    if (FOR_THEM.test(before) || /\bfor (?:[a-z-]+ ){0,3}$/.test(before) || /\b(?:software|app|tool|platform)s? for\b[^.]*$/.test(before)) return null;
    return { word: word || m[0].replace(/^chartered /, "").replace(/^cpa /, "CPA ").replace(/^bookkeeper$/, "bookkeeper"), role };
  }
  return null;
}

const NICHES: [RegExp, Accounting["niche"]][] = [
  [/\b(?:electricians?|sparkys?|sparkies|plumbers?|builders?|joiners?|carpenters?|roofers?|plasterers?|bricklayers?|scaffolders?|decorators?|tilers?|gas engineers?|heating engineers?|tradespeople|tradesmen|tradespersons?|trades|subcontractors?|construction|hvac|contractors in construction)\b/i, "trades"],
  [/\b(?:restaurants?|caf[eé]s?|bars?|pubs?|takeaways?|hospitality|food trucks?|bakeries|coffee shops?)\b/i, "hospitality"],
  [/\b(?:landlords?|buy-to-let|property investors?|rental propert(?:y|ies))\b/i, "landlords"],
  [/\b(?:content creators?|creators?|youtubers?|influencers?|streamers?|podcasters?)\b/i, "creators"],
  [/\b(?:rideshare|uber|lyft|delivery drivers?|gig (?:workers?|drivers?)|couriers?|taxi drivers?)\b/i, "drivers"],
];

/** "for electricians, plumbers and builders:", "only works with independent restaurants, cafés and bars.": the clients, as said. */
const CLIENTS = /\b(?:for|only works with|works only with|working with|serving|specialis(?:ing|es) in|speciali[sz]ing in)\s+((?:[\p{L}'’-]+,?\s+){0,8}?[\p{L}'’-]+(?:s|people|men))(?=\s*[:.;(]|\s*$|\s+(?:in|across|around|who|that|with|from|on|at)\b|,\s+(?:from|with|at|for|in)\b)/iu;

/** The pitch's clients phrase, when it names people or businesses rather than a price ("for a fixed £95 a month"). */
export function accountingClients(pitch: string): string | null {
  const m = CLIENTS.exec(pitch);
  if (!m) return null;
  const phrase = m[1]!.trim();
  if (/\d|\b(?:month|year|fee|price)s?\b/i.test(phrase)) return null;
  return phrase.charAt(0).toLowerCase() + phrase.slice(1);
}

const MONTH_RE = MONTHS.join("|");

/** An accounting, bookkeeping, tax or payroll practice read from the answers; null for anything else (software for accountants, an adviser). */
export function readAccounting(a: PlanFormData, pitch: string, country: string | null): Accounting | null {
  const found = accountingWordOf(pitch);
  if (!found) return null;
  if (["developer", "b2b-enterprise"].includes(a.audienceType)) return null;
  const all = `${a.productDescription} ${a.audiencePersona} ${a.challenges}`;
  const clients = accountingClients(pitch);
  const niche = NICHES.find(([re]) => re.test(`${clients ?? ""} ${a.audiencePersona}`))?.[1] ?? "other";
  const uk = country === "United Kingdom" || /\bHMRC\b|\bself-assessment\b|\bVAT returns?\b|\bCIS\b|£/.test(all);
  const us = !uk && (country === "United States" || /\bIRS\b|\bCPA\b|\benrolled agent\b|\b1099s?\b|\bW-2s?\b/.test(all));
  const goal = /\b(\d{1,4}|[a-z]+) (?:new )?(?:[a-z-]+ ){0,2}?clients?\b/i.exec(a.successMetrics);
  const by = new RegExp(`\\b(?:by|before|until|end of)\\s+(?:the\\s+end\\s+of\\s+)?(${MONTH_RE})\\b`, "i").exec(a.successMetrics);
  const covers = /:\s*([^.:]+?)(?:,?\s+(?:for|from|at) (?:a |an )?(?:fixed |flat )?[£$€]\s?\d[^.]*)?\.?$/.exec(pitch)?.[1] ?? /\bwe do (?:the )?([^.]+?)(?:,? (?:from|for|at) [£$€]\s?\d|,? using\b|\.)/i.exec(a.productDescription)?.[1] ?? null;
  const team = /\b(\w+)-person\b/i.exec(pitch);
  const current = /\bwe (?:have|look after|work for) (\d{1,4}|[a-z]+) (?:\w+ )?clients\b/i.exec(a.productDescription);
  const title = /\bI'?m (?:\p{Lu}\p{Ll}+, )?(?:a |an )((?:chartered |certified |qualified |licensed )?(?:accountant|bookkeeper|tax preparer|enrolled agent|cpa|payroll [a-z]+))\b/iu.exec(a.productDescription);
  const partner = /\b(?:my|our) (?:partner|business partner|co-founder|colleague|husband|wife) (\p{Lu}\p{Ll}+) ((?:was|spent) (?:an? )?[^.;,]+?)(?=\s+before\b|[.;,]|$)/u.exec(a.productDescription);
  const self = /\bI ((?:was|spent|drove|worked|ran)\b[^.;,]*?\b(?:electrician|sparky|plumber|builder|chef|landlord|driver|contractor|uber|lyft|kitchen|restaurant|site)\b[^.;,]*?)(?=\s+before\b|[.;,]|$)/i.exec(a.productDescription);
  const adsSentence = a.challenges.split(/(?<=[.!?])\s+/).find((s) => /\b(?:google ads|adwords|search ads|ppc|pay[- ]per[- ]click)\b/i.test(s)) ?? "";
  const count = goal ? numberFrom(goal[1]) : null;
  return {
    word: found.word,
    role: found.role,
    clients,
    niche,
    rules: uk ? "uk" : us ? "us" : "other",
    cis: /\bCIS\b|\bconstruction industry scheme\b/i.test(all) && uk,
    covers: covers ? covers.trim() : null,
    team: team ? numberFrom(team[1]) : null,
    goalCount: count && count > 0 && count < 10000 ? count : null,
    byMonth: by ? (MONTHS.find((m) => m.toLowerCase() === by[1]!.toLowerCase()) ?? null) : null,
    current: current ? numberFrom(current[1]) : null,
    founderTitle: title ? title[1]!.replace(/^cpa$/i, "CPA") : null,
    insider: partner ? { name: partner[1]!, was: partner[2]!.trim() } : self ? { name: null, was: self[1]!.trim() } : null,
    whatsapp: /\bwhatsapp\b/i.test(all),
    facebook: /\bfacebook\b/i.test(a.audiencePersona.replace(/\bnot (?:on )?facebook\b/gi, "")),
    adsFailed: adsSentence !== "" && /\b(?:paid|wasted|didn't|did not|don't|nothing|no (?:clients|leads)|expensive|a click)\b/i.test(adsSentence),
    freeSeekers: /\bfree (?:advice|help|tips|answers|templates?)\b/i.test(adsSentence),
    city: /\b(?:practice|firm|business|preparer|bookkeeper|accountants?|bureau|office) (?:based )?in (\p{Lu}[\p{L}-]+(?: \p{Lu}[\p{L}-]+)?)/u.exec(pitch)?.[1] ?? null,
  };
}

/** What each kind of client has, meets and sends: the partners, the free check, the talk, the searches. */
export type Ways = {
  client: string;
  clientsDefault: string;
  partners: string;
  partnerShort: string;
  /** Where the partners meet the clients, for the strategy: "the builders' merchants … where tradespeople already go". */
  partnerWhere: string;
  /** The cards, where they sit, and the ask in the note. */
  partnerCards: string;
  partnerAsk: string;
  /** The partner's own event, where a talk fits. */
  partnerEvent: string;
  /** The partner tactic's name, with {acctClientsShort} for the clients. */
  partnerTactic: string;
  /** How the founder meets a partner: the step. */
  partnerVisit: string;
  check: string;
  checkSend: string;
  /** The same, said to them: "photos of your CIS statements". */
  checkSent: string;
  checkTell: string;
  /** What they half-know: "suspect they are owed CIS back but not how much". */
  suspect: string;
  checkBring: string;
  checkFind: string;
  checkResult: string;
  checkNext: string;
  pain: string;
  /** The happy moment, said to them ("your CIS refund has landed") and about them ("their CIS refund lands"). */
  happy: string;
  happyWhen: string;
  talk: string;
  topics: string;
  groups: string;
  postTitle: string;
  postBody: string;
  storyResult: string;
  storyLine: string;
  /** What the practice sorted, in the client's words ("my CIS refund and my tax return"). */
  sorted: string;
};

const TRADES_CIS: Ways = {
  client: "tradesperson",
  clientsDefault: "tradespeople",
  partners: "builders' merchants (for example Travis Perkins, Jewson or an independent yard), electrical wholesalers (for example CEF, Edmundson or Rexel), plumbers' merchants (for example City Plumbing or an independent), and the trade bodies and schemes your clients belong to (for example NICEIC, NAPIT, the Federation of Master Builders or Checkatrade)",
  partnerShort: "builders' merchants and electrical wholesalers",
  partnerWhere: "the builders' merchants and electrical wholesalers where {acctClientsShort} already go",
  partnerCards: "a stack of cards by the till",
  partnerAsk: "Could we leave a small stack of cards by the till?",
  partnerEvent: "a trade breakfast or open morning",
  partnerTactic: "A card on the trade counter and a breakfast talk at the builders' merchants and electrical wholesalers where {acctClientsShort} already go",
  partnerVisit: "Visit each branch at a quiet hour (mid-morning, not the early rush) with the note below; ask the manager whether cards can sit by the till, and whether the branch runs trade breakfasts or open mornings you could speak at (ask, don't assume).",
  check: "CIS refund check",
  checkSend: "photos of their CIS statements",
  checkSent: "photos of your CIS statements",
  checkTell: "what they are owed",
  suspect: "suspect they are owed some of their CIS back but not how much",
  checkBring: "photos of their CIS monthly statements or the payslips that show the deductions, and last year's tax return",
  checkFind: "an estimate of the CIS they can claim back and of the costs they have not claimed, such as the van, tools, workwear and phone",
  checkResult:
    "From what you sent, about £{{amount}} of the CIS taken off your pay last year looks like it can be claimed back, and you haven't claimed {{costs they missed}}. That's an estimate until we see the full year's paperwork.",
  checkNext: "file your return as soon as the tax year ends on 5 April, so the refund comes sooner",
  pain: "have CIS taken off their pay and never claim it back",
  happy: "your CIS refund has landed",
  happyWhen: "their CIS refund lands",
  talk: "'what you can claim back' (CIS refunds, van and tool costs, the dates that matter)",
  topics: "CIS, receipts, van costs and the 31 January deadline",
  groups: "local trades groups and groups for the self-employed in the trade",
  postTitle: "CIS: are you owed money back?",
  postBody:
    "If you're a self-employed subcontractor and the contractor takes 20% off your pay under CIS, that's tax paid in advance, not lost. When your tax return goes in, the CIS taken off is set against your tax bill, and if more was taken than you owe, HMRC pays the difference back (that's for sole traders; limited companies claim it differently).\n\nThree things to check:\n1. You have every monthly CIS statement (ask the contractor for any missing).\n2. Your costs are claimed: van, tools, workwear, phone.\n3. Your return goes in soon after 5 April, so the money comes sooner.",
  storyResult: "a CIS refund that came back, a year's van and tool costs claimed for the first time",
  storyLine: "I got my CIS back for the first time in years",
  sorted: "my CIS refund and my tax return",
};

const TRADES: Ways = {
  ...TRADES_CIS,
  check: "'what you can claim' check",
  checkSend: "last year's tax return and a photo of their receipts",
  checkSent: "last year's return and the photos of your receipts",
  checkTell: "what they could have claimed",
  suspect: "suspect they claim less than they could but not how much",
  checkBring: "last year's tax return and photos of a month's receipts",
  checkFind: "the costs they have not claimed (van, tools, workwear, phone) and roughly what claiming them is worth",
  checkResult: "From what you sent, you haven't claimed {{costs they missed}}, worth about {{amount}} in tax a year. That's an estimate until we see the full year's paperwork.",
  checkNext: "keep your receipts in one place from now on (a photo on WhatsApp is enough)",
  pain: "keep their receipts in the van and claim less than they could",
  happy: "your return is in",
  happyWhen: "their return is in",
  talk: "'what you can claim' (van and tool costs, receipts, the dates that matter)",
  topics: "receipts, van costs and tax deadlines",
  postTitle: "What can you claim as a tradesperson?",
  postBody: "Three costs people in the trade often forget to claim:\n1. The van: fuel, insurance, repairs (or a mileage rate instead; you can't claim both).\n2. Tools and workwear that's branded or protective.\n3. Your phone, at least the business share.\n\nKeep the receipts (a photo is fine) and check the rules for your own case.",
  storyResult: "a year's van and tool costs claimed for the first time",
  storyLine: "they found costs I'd never claimed",
  sorted: "my tax return",
};

const HOSPITALITY: Ways = {
  client: "owner",
  clientsDefault: "independent restaurants, cafés and bars",
  partners: "the food and drink wholesalers and suppliers who deliver to them every week, the brewery and coffee reps, the till and booking system resellers, and the local hospitality association or business improvement district",
  partnerShort: "suppliers and wholesalers",
  partnerWhere: "the suppliers and wholesalers who already deliver to them",
  partnerCards: "cards the reps can hand to owners who grumble about their numbers",
  partnerAsk: "Could your reps hand our card to owners who grumble about their margins, or leave one with a delivery?",
  partnerEvent: "a customer event or tasting day",
  partnerTactic: "Cards and a short talk with the suppliers and wholesalers who already deliver to {acctClients}",
  partnerVisit: "Ask each rep or account manager for ten minutes, with the note below, at a time that suits them (many visit in the mornings): would they hand your card to owners who complain about their numbers, and do they run customer events you could speak at?",
  check: "food and staff cost check",
  checkSend: "last month's till report and supplier invoices",
  checkSent: "last month's till report and invoices",
  checkTell: "where the money went",
  suspect: "know their margins are tight but not where the money goes",
  checkBring: "last month's till report, supplier invoices and staff rota or payroll summary",
  checkFind: "what food and staff cost as a share of sales last month, and the one line to look at first",
  checkResult: "Last month, food came to {{food cost}}% of sales and staff to {{staff cost}}%. The line I'd look at first is {{the line}}: {{why, in one sentence}}.",
  checkNext: "send you the same page every month",
  pain: "do their books at night after service",
  happy: "the first month's figures are in",
  happyWhen: "their first month's figures are in",
  talk: "'where the money goes' (food and staff costs as a share of sales)",
  topics: "VAT, payroll, food costs and tips",
  groups: "groups where restaurant, café and bar owners ask each other for help",
  postTitle: "Food and staff costs: the two numbers worth checking every month",
  postBody: "Two numbers tell you most of what you need each month: food (and drink) cost as a share of sales, and staff cost as a share of sales. Work them out from your till report and invoices for the same weeks, compare them with last month, and look at the line that moved first.",
  storyResult: "food costs down after the first monthly report, evenings back from the books",
  storyLine: "I stopped doing the books at midnight",
  sorted: "our books, VAT and payroll",
};

const LANDLORDS: Ways = {
  client: "landlord",
  clientsDefault: "landlords",
  partners: "letting agents, buy-to-let mortgage brokers and the local landlords' association",
  partnerShort: "letting agents",
  partnerWhere: "the letting agents who already manage their lets",
  partnerCards: "cards the agents can hand to landlords who ask about tax",
  partnerAsk: "Could you hand our card to landlords who ask you about their tax?",
  partnerEvent: "a landlords' evening",
  partnerTactic: "Introductions from the letting agents and mortgage brokers {acctClientsShort} already use",
  partnerVisit: "Ask each agent or broker for fifteen minutes, with the note below: would they hand your card to landlords who ask about their tax, and do they run landlord events you could speak at?",
  check: "'what you can claim' check on their rental income",
  checkSend: "last year's rental statements",
  checkSent: "last year's rental statements",
  checkTell: "what they could have claimed",
  suspect: "suspect they claim less against their rent than they could but not how much",
  checkBring: "last year's rental statements from the agent and the bills they paid",
  checkFind: "the costs they have not claimed against their rent, and roughly what they are worth",
  checkResult: "From what you sent, you haven't claimed {{costs they missed}}, worth about {{amount}} in tax. That's an estimate until we see the full year's paperwork.",
  checkNext: "keep a simple record from now on, so next year's return takes an hour",
  pain: "do their property tax themselves and worry they get it wrong",
  happy: "your return is in",
  happyWhen: "their return is in",
  talk: "'what landlords can claim' (repairs, fees and the dates that matter)",
  topics: "rental income, repairs and tax deadlines",
  groups: "landlord groups",
  postTitle: "Three costs landlords forget to claim",
  postBody: "1. Letting agent and management fees.\n2. Repairs (not improvements).\n3. Insurance, and the share of costs like phone and travel that are for the lets.\n\nCheck the rules for your own case.",
  storyResult: "costs claimed for the first time",
  storyLine: "they found costs I'd never claimed",
  sorted: "my property tax",
};

const DRIVERS: Ways = {
  client: "driver",
  clientsDefault: "rideshare and delivery drivers",
  partners: "the mechanics, car washes and tyre shops drivers use, the firms that rent cars to rideshare drivers, the platforms' driver hubs, and the airport's rideshare waiting lot (check its rules before handing anything out)",
  partnerShort: "mechanics and rental firms",
  partnerWhere: "the mechanics, car washes and rental firms drivers already use",
  partnerCards: "a stack of cards by the register",
  partnerAsk: "Could we leave a small stack of cards by the register for the drivers who come in?",
  partnerEvent: "a driver day or open house",
  partnerTactic: "Cards at the mechanics, car washes and rental firms {acctClientsShort} already use",
  partnerVisit: "Visit each at a quiet hour with the note below; ask the manager whether cards can sit by the register, and whether they run anything for drivers you could speak at.",
  check: "'what you can claim' check",
  checkSend: "last year's return and their platform summaries",
  checkSent: "last year's return and your platform summaries",
  checkTell: "what they could have claimed",
  suspect: "suspect they pay tax on miles they never claimed but not how much",
  checkBring: "last year's return and the yearly summaries their platforms send",
  checkFind: "the miles and costs they have not claimed and roughly what they are worth",
  checkResult: "From what you sent, you haven't claimed {{costs they missed}}, worth about {{amount}} in tax. That's an estimate until we see the full year's paperwork.",
  checkNext: "set up a mileage log with you that takes a minute a day",
  pain: "pay tax on miles they never claimed",
  happy: "your return is in",
  happyWhen: "their return is in",
  talk: "'what drivers can claim' (miles, phone, the dates that matter)",
  topics: "mileage, platform summaries and tax payments",
  groups: "driver groups for the platforms in your city",
  postTitle: "Miles: the tax saving most drivers lose",
  postBody: "If you drive for a platform as a self-employed contractor, the miles you drive for work can usually be claimed (a mileage rate, or the actual costs; check which suits you and the rules where you are).\n\nThree things to keep:\n1. A mileage log (an app, or the platform's summary plus the miles between trips).\n2. Your phone bill, and the share of it used for work.\n3. Money set aside through the year, so the tax bill isn't a shock.",
  storyResult: "miles claimed for the first time, a tax bill with no shock in it",
  storyLine: "I'd been paying tax on miles I never claimed",
  sorted: "my taxes and my mileage log",
};

const GENERAL: Ways = {
  client: "client",
  clientsDefault: "small business owners",
  partners: "the suppliers, wholesalers and trade associations your clients already use",
  partnerShort: "suppliers and associations",
  partnerWhere: "the suppliers and associations they already trust",
  partnerCards: "cards to hand to customers who ask about their books",
  partnerAsk: "Could you hand our card to customers who ask about their books or tax?",
  partnerEvent: "a members' meeting or customer event",
  partnerTactic: "Introductions from the suppliers and associations {acctClientsShort} already trust",
  partnerVisit: "Ask each for fifteen minutes, with the note below: would they hand your card to customers who ask about their books or tax, and do they run events you could speak at?",
  check: "'what you can claim' check",
  checkSend: "last year's tax return or accounts",
  checkSent: "last year's return and receipts",
  checkTell: "what they could have claimed",
  suspect: "suspect they pay more tax than they need to but not how much",
  checkBring: "last year's tax return or accounts and a month of receipts",
  checkFind: "the costs they have not claimed and roughly what they are worth",
  checkResult: "From what you sent, you haven't claimed {{costs they missed}}, worth about {{amount}} in tax. That's an estimate until we see the full year's paperwork.",
  checkNext: "keep the receipts in one place from now on",
  pain: "do their books at night and claim less than they could",
  happy: "your return is in",
  happyWhen: "their return is in",
  talk: "'what you can claim' (the costs people forget and the dates that matter)",
  topics: "receipts, tax and the deadlines",
  groups: "groups where {acctClientsShort} ask each other for help",
  postTitle: "Three costs people forget to claim",
  postBody: "1. The business share of their phone and internet.\n2. Travel to work that isn't their usual commute.\n3. Equipment and software for the work.\n\nCheck the rules for your own case.",
  storyResult: "costs claimed for the first time, a deadline met without panic",
  storyLine: "they found costs I'd never claimed",
  sorted: "my books and tax",
};

/** In the US the first check is a second look at last year's return, and the partners are the country's own. */
const US_CHECK: Partial<Ways> = {
  check: "second look at last year's return",
  checkSend: "last year's return",
  checkSent: "last year's return",
  checkTell: "what they missed",
  suspect: "suspect last year's return left money on the table but not how much",
  checkBring: "last year's return and the W-2s and 1099s behind it",
  checkFind: "the deductions they missed and roughly what an amended return could bring back (check the IRS's time limits for their case)",
  checkResult: "From last year's return, you didn't claim {{deductions they missed}}, worth about {{amount}}. An amended return could claim it back; that's an estimate until we see the full paperwork.",
  checkNext: "file this year's return with everything in it",
};

const US_TRADES: Partial<Ways> = {
  partners: "supply houses (electrical and plumbing wholesalers), lumber yards and building supply stores, and trade associations' local chapters (for example IEC, PHCC or your state's home builders' association)",
  partnerShort: "supply houses and lumber yards",
  partnerWhere: "the supply houses and lumber yards where {acctClientsShort} already go",
  partnerCards: "a stack of cards by the register",
  partnerAsk: "Could we leave a small stack of cards by the register?",
  partnerEvent: "a contractor breakfast or open house",
  partnerTactic: "A card by the register and a breakfast talk at the supply houses and lumber yards where {acctClientsShort} already go",
  partnerVisit: "Visit each at a quiet hour (mid-morning, not the early rush) with the note below; ask the manager whether cards can sit by the register, and whether they run contractor breakfasts or open houses you could speak at (ask, don't assume).",
  groups: "local contractors' groups and groups for self-employed tradespeople",
};

const US_LANDLORDS: Partial<Ways> = {
  partners: "property managers, real estate agents who sell to investors, and the local real estate investors' association",
  partnerShort: "property managers",
  partnerWhere: "the property managers who already run their rentals",
  partnerCards: "cards the managers can hand to owners who ask about taxes",
  partnerAsk: "Could you hand our card to owners who ask you about their taxes?",
  partnerEvent: "an investors' meetup",
  partnerTactic: "Introductions from the property managers and investor groups {acctClientsShort} already use",
  partnerVisit: "Ask each manager or organiser for fifteen minutes, with the note below: would they hand your card to owners who ask about taxes, and do they run meetups you could speak at?",
};

export function waysOf(acc: Accounting | null): Ways {
  if (!acc) return GENERAL;
  const base = acc.niche === "trades" ? (acc.cis ? TRADES_CIS : TRADES) : acc.niche === "hospitality" ? HOSPITALITY : acc.niche === "landlords" ? LANDLORDS : acc.niche === "drivers" ? DRIVERS : GENERAL;
  if (acc.rules !== "us") return base;
  return { ...base, ...(acc.niche === "hospitality" || acc.niche === "drivers" ? {} : US_CHECK), ...(acc.niche === "trades" ? US_TRADES : acc.niche === "landlords" ? US_LANDLORDS : {}) };
}

/** A moment in the tax year when clients look for help: its month, a label for the tactic's name, and the step without its "In early …,". */
type Moment = { month: number; label: string; text: string };

function momentsOf(acc: Accounting, w: Ways): Moment[] {
  if (acc.rules === "us") {
    return [
      { month: 0, label: "paperwork in January", text: "tell every client what to send and by when (W-2s and 1099s arrive by January 31), and book returns in the order the paperwork arrives" },
      { month: 3, label: "extensions after April 15", text: "write to everyone who filed an extension: their return is due October 15, and {product} can take it on now, before the autumn rush (check the IRS's current dates)" },
      { month: 5, label: "estimated tax by June 15", text: "remind everyone who pays estimated tax of the June 15 payment, and offer the self-employed who missed one a start now" },
      { month: 8, label: "a mid-year check before September 15", text: "offer a mid-year check before the September 15 estimate: what they will owe in April, and how much to set aside each month" },
      { month: 10, label: "year-end planning before December 31", text: "offer year-end planning meetings before December 31: what to buy, contribute or pay before the year closes" },
    ];
  }
  if (acc.rules === "other") return [];
  const files = acc.role !== "bookkeeping" && acc.role !== "payroll" || /\b(?:tax returns?|self-assessment)\b/i.test(acc.covers ?? "");
  const out: Moment[] = [];
  if (acc.niche === "hospitality") out.push({ month: 0, label: "the quiet weeks of January", text: "offer the free {acctCheck} to every owner on your list and through your suppliers: the quiet weeks after Christmas are when owners finally look at last year's numbers" });
  if (files) out.push({ month: 1, label: "late returns in February", text: `tell the ${w.partnerShort}, the groups and your clients that a missed 31 January is not the end: a late return should go in as soon as it can (HMRC's penalties grow the longer it is late; check its current rules), and {product} can file it this month and keep the books from then on` });
  out.push(
    acc.cis
      ? { month: 2, label: "CIS refunds from 6 April", text: `offer every ${w.client} with CIS deductions a first meeting in the week after 5 April, when the tax year ends: a return filed in April rather than January brings a CIS refund months sooner` }
      : { month: 2, label: "a clean start on 6 April", text: `offer a start on 6 April, the first day of the new tax year: a clean year with {product} from day one${files ? ", and last year's return filed early instead of in January" : ""}` },
  );
  if (acc.cis) out.push({ month: 3, label: "a mate told when each refund lands", text: "once the tax year ends on 5 April, file first the returns of clients who are owed a CIS refund, and when each refund lands, ask them to forward the message to a mate" });
  else if (acc.niche === "hospitality" || /\bpayroll\b/i.test(acc.covers ?? "")) out.push({ month: 3, label: "the new wage rates in April", text: "when the National Living Wage and National Minimum Wage rates change (each April; check the new rates on GOV.UK), offer every business on your list a free check that their payroll uses them" });
  out.push(
    { month: 6, label: "payments on account before 31 July", text: "remind every client of the second payment on account due 31 July, and offer anyone whose profits fell a check on whether it can be reduced (HMRC lets you ask; check its rules)" },
    ...(acc.niche === "hospitality" ? [{ month: 9, label: "the books off their hands before Christmas", text: "before the Christmas rush, offer to take the books on from November, so December is spent on service, not on receipts" }] : []),
    ...(files
      ? [
          { month: 9, label: "the newly self-employed by 5 October", text: "reach the newly self-employed: anyone who started working for themselves in the last tax year must register for self-assessment by 5 October, so offer them a start now rather than a January scramble" },
          { month: 10, label: "the last new returns before January", text: "tell every enquiry the last date you can take on a new return before 31 January, and book the rest for February, so January stays for the returns you already have" },
        ]
      : []),
  );
  return out;
}

/** The three moments the plan times its messages to: those in the plan's open weeks first, then the next ones. */
function planMoments(acc: Accounting, w: Ways, start: Date, planWeeks: number, closed: ClosedMonths | null): { moment: Moment; inPlan: boolean }[] {
  const all = momentsOf(acc, w);
  if (!all.length) return [];
  const openMonths = new Set<number>();
  for (let week = 1; week <= planWeeks; week++) if (!closed?.weeks.includes(week)) openMonths.add(new Date(weekStart(start, week).getTime() + 3 * 86400000).getUTCMonth());
  const from = start.getUTCMonth();
  const byDistance = [...all].sort((x, y) => ((x.month - from + 12) % 12) - ((y.month - from + 12) % 12));
  const inPlan = byDistance.filter((m) => openMonths.has(m.month)).map((moment) => ({ moment, inPlan: true }));
  const later = byDistance.filter((m) => !openMonths.has(m.month) && !closed?.months.includes(MONTHS[m.month]!)).map((moment) => ({ moment, inPlan: false }));
  return [...inPlan, ...later].slice(0, 3);
}

/** "In early February, tell the …": a moment as a step the timeline places in its month; one after the plan is prepared now. */
function momentStep(m: { moment: Moment; inPlan: boolean }): string {
  const month = MONTHS[m.moment.month]!;
  return m.inPlan ? `In early ${month}, ${m.moment.text}.` : `Write ${month}'s message now, to send then: ${m.moment.text}.`;
}

/** The dates the clients live by, for the calendar page. */
function calendarOf(acc: Accounting): string {
  if (acc.rules === "us") return "January 31 for W-2s and 1099s; March 15 for partnerships and S corporations; April 15 for individual returns (or an extension to October 15) and the first estimated payment; then June 15, September 15 and January 15 for the others (check the IRS's dates each year)";
  if (acc.rules === "uk") {
    const parts = ["31 January for self-assessment returns, the tax due and the first payment on account", "5 April, when the tax year ends", "31 July for the second payment on account"];
    if (/\bVAT\b/i.test(acc.covers ?? "") || acc.niche !== "trades") parts.push("each VAT quarter, whose return and payment are due a month and seven days after it ends");
    if (acc.cis) parts.push("the 19th of each month for contractors' CIS returns");
    return `${parts.slice(0, -1).join("; ")}; and ${parts[parts.length - 1]}`;
  }
  return "{{your country's filing deadlines}}";
}

/** "I'm Priya, a chartered accountant; my partner Dan was a sparky for ten years": who the clients deal with, for cards and posts. */
function teamLine(acc: Accounting, founder: string | null): string | null {
  const me = founder && acc.founderTitle ? `${founder}, ${withArticle(acc.founderTitle)}` : founder;
  if (acc.insider?.name && me) return `${me}, and ${acc.insider.name}, who ${acc.insider.was}`;
  if (acc.insider && !acc.insider.name && me) return `${me}, who ${acc.insider.was}`;
  return null;
}

/** "bookkeeping, VAT returns, payroll and a monthly report on food and staff costs" → its four items (the last "and" only splits the last two). */
function coversItems(covers: string): string[] {
  const parts = covers.split(/,\s*/).map((x) => x.trim()).filter(Boolean);
  const last = parts.pop() ?? "";
  const m = /^(?:and\s+)?(.+?)\s+and\s+(.+)$/.exec(last);
  return [...parts, ...(m ? [m[1]!, m[2]!] : [last.replace(/^and\s+/, "")])];
}

/** "£95 a month" → 95. */
function feeOf(price: string | null): number | null {
  const m = /([£$€])\s?(\d{1,3}(?:,\d{3})*|\d+)/.exec(price ?? "");
  return m ? Number(m[2]!.replace(/,/g, "")) : null;
}

/** "about two or three a week": a weekly rate as people say it. */
function aWeek(perWeek: number): string {
  if (perWeek < 0.75) return `about one every ${numberWord(Math.round(1 / perWeek))} weeks`;
  const low = Math.floor(perWeek);
  const high = Math.ceil(perWeek);
  return low === high || perWeek - low < 0.2 ? `about ${numberWord(low)} a week` : high - perWeek < 0.2 ? `about ${numberWord(high)} a week` : `about ${numberWord(low)} or ${numberWord(high)} a week`;
}

/** The goal's arithmetic: fees a month, the weeks there are to win them, checks needed, and onboarding to fit. */
export function accountingMath(acc: Accounting, r: Reading, check: string): string {
  const fee = feeOf(r.price);
  const symbol = r.currency.prefix;
  const monthly = /\bmonth\b/i.test(r.price ?? "");
  if (!acc.goalCount) return `Count free ${check}s sent, first meetings and new clients every week, by where each came from (a partner, a client's introduction, a group, the Google profile).`;
  const n = acc.goalCount;
  const by = r.datedDeadline?.said ?? `in ${r.planWeeks} weeks`;
  const money = fee && monthly ? ` At ${r.price}, that is ${symbol}${formatCount(n * fee)} a month in fees (${symbol}${formatCount(n * fee * 12)} a year) once they are all on board.` : "";
  // The weeks to the deadline (after the plan, when the goal's date is later), less the months kept for the work.
  const horizon = r.datedDeadline?.weeks ?? r.deadlineWeeks ?? r.planWeeks;
  const closed = r.closedMonths ? weeksInMonths(r.closedMonths.months, r.startDay, horizon) : [];
  const open = horizon - closed.length;
  const first = r.closedMonths && closed[0] === 1 ? openWeekAfter(r.closedMonths, r.planWeeks, 0) : null;
  const kept = r.closedMonths && closed.length ? `With ${joinWords(r.closedMonths.months)} kept for ${closedWork(r.closedMonths) ?? "the work"}, they come in the ${open} weeks ${first ? `from ${dayWithWeekday(weekStart(r.startDay, first))}` : "around them"}:` : `Over ${open} weeks, that is`;
  const perMonth = Math.round((n / open) * 4.345);
  const checks = n * 3;
  return `${upperFirst(numberWord(n))} new clients ${by}.${money} ${kept} ${aWeek(n / open)}, about ${perMonth} a month. Assumption: about one free ${check} in three becomes a client, so that is about ${formatCount(checks)} checks, ${aWeek(checks / open).replace(/^about /, "about ")}; count your own rate from the first twenty and redo this sum. Each new client also takes onboarding (the engagement letter, identity checks, authority to act for them, last year's figures)${acc.team && acc.team > 1 ? `: at about ${perMonth} a month, check that the ${numberWord(acc.team)} of you have those hours beside the work you already do` : `: at about ${perMonth} a month, check that you have those hours beside the work you already do`}.`;
}

/** The professional body whose rules on referral rewards the founder checks. */
function bodyOf(acc: Accounting): string {
  if (acc.rules === "us") return /\benrolled agent\b/i.test(acc.founderTitle ?? "") ? "IRS Circular 230" : /\bcpa\b/i.test(`${acc.founderTitle ?? ""} ${acc.word}`) ? "your state board of accountancy and the AICPA's code" : "your state's rules and IRS Circular 230";
  if (acc.rules === "uk") return acc.role === "bookkeeping" ? "your professional body (AAT or ICB, for example)" : "your professional body (ICAEW or ACCA, for example)";
  return "your professional body";
}

/** {acct…}: an accounting, bookkeeping, tax or payroll practice; slots where the answers do not say. */
export function accountingTokens(acc: Accounting | null, a: PlanFormData, r: Reading): Record<string, string> {
  const w = waysOf(acc);
  const product = a.productName.trim() || "your practice";
  const site = a.productWebsite?.trim().replace(/\/+$/, "") || "{{link to your page}}";
  const clients = acc?.clients ?? w.clientsDefault;
  const short = acc?.niche === "trades" ? "tradespeople" : acc?.niche === "hospitality" ? "owners" : acc?.niche === "drivers" ? "drivers" : clients;
  const city = acc?.city ?? (r.place || "your town");
  const moments = acc ? planMoments(acc, w, r.startDay, r.planWeeks, r.closedMonths) : [];
  const team = acc ? teamLine(acc, r.founderName) : null;
  const whoRaw = r.pitch.replace(new RegExp(`^${product.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} is\\s+`, "i"), "").split(":")[0]!.replace(/\.$/, "").trim();
  const who = whoRaw.charAt(0).toLowerCase() + whoRaw.slice(1);
  const roleWord = acc?.role === "bookkeeping" ? "bookkeeper" : acc?.role === "tax" ? "tax preparer" : acc?.role === "payroll" ? "payroll bureau" : "accountant";
  const contact = acc?.whatsapp ? `WhatsApp {{your number}} or ${site}` : `{{your phone number}} or ${site}`;
  const searchWords = (acc?.clients ?? "").split(/,\s*|\s+and\s+/).map((x) => x.trim()).filter((x) => /s$/.test(x) && x.split(" ").length <= 2).slice(0, 3);
  const searches = [...(searchWords.length ? searchWords.map((x) => `${roleWord} for ${x.replace(/^independent /, "")} ${city}`) : [`${roleWord} ${city}`]), ...(acc?.cis ? [`CIS tax refund ${city}`] : [])].slice(0, 4);
  const covers = acc?.covers ?? "{{what the fee covers}}";
  // The switch, as the founder reads it (they, you) and as the page says it to a client (you, we).
  const switchSteps: [founder: string, client: string][] =
    acc?.rules === "us"
      ? [
          ["they sign the engagement letter", "you sign our engagement letter"],
          ["they send last year's return, or sign the IRS form that lets you request their transcripts (check whether Form 8821 or 2848 fits)", "you send last year's return, or sign one IRS form so we can get your transcripts"],
          ["you ask the old preparer or bookkeeper for the books, with their permission, so they don't have to", "we ask your old preparer or bookkeeper for the books, so you don't have to"],
          [acc?.whatsapp ? "from then on, receipts come to you as photos on WhatsApp" : "from then on, receipts come to you each month", acc?.whatsapp ? "from then on, you send receipts as photos on WhatsApp" : "from then on, you send us receipts each month"],
        ]
      : acc?.rules === "uk"
        ? [
            ["they sign the engagement letter and send photo ID (the identity checks the rules require)", "you sign our engagement letter and send photo ID (the identity checks the rules ask of us)"],
            ["you write to their old accountant for the handover (professional clearance), so they don't have to", "we write to your old accountant for the handover, so you don't have to"],
            ["they authorise you as their agent with HMRC (you send the link)", "you authorise us as your agent with HMRC (we send you the link)"],
            [acc?.whatsapp ? "from then on, receipts come to you as photos on WhatsApp" : "from then on, receipts come to you each month", acc?.whatsapp ? "from then on, you send receipts as photos on WhatsApp" : "from then on, you send us receipts each month"],
          ]
        : [
            ["they sign the engagement letter", "you sign our engagement letter"],
            ["you ask the old accountant for the files, with their permission, so they don't have to", "we ask your old accountant for the files, so you don't have to"],
            ["they give you the authority to deal with the tax office for them", "you give us the authority to deal with the tax office for you"],
            ["from then on, receipts come to you each month", "from then on, you send us receipts each month"],
          ];
  const groupSearch = acc?.niche === "drivers" ? [`'${city} Uber drivers'`, `'${city} rideshare drivers'`, `'${city} delivery drivers'`] : acc?.niche === "trades" && acc.rules === "us" ? [`'${city} contractors'`, `'${city} tradesmen'`] : acc?.niche === "trades" ? [`'${city} tradesmen'`, `'${city} trades'`, ...(acc.clients ? [`'self-employed ${acc.clients.split(/,\s*|\s+and\s+/)[0]!.replace(/s$/, "")}'`] : [])] : acc?.niche === "hospitality" ? [`'${city} restaurant owners'`, `'${city} hospitality'`] : acc?.niche === "landlords" ? [`'${city} landlords'`] : [`'${city} small business'`];
  const fee = feeOf(r.price);
  const negatives = acc?.rules === "us" ? "'free', 'template', 'IRS', 'jobs', 'course' and 'software'" : "'free', 'template', 'HMRC', 'helpline', 'jobs', 'course' and 'software'";
  return {
    acctWord: acc?.word ?? "practice",
    acctRoleWord: roleWord,
    acctARole: `${withArticle(roleWord)}`,
    acctOld: acc?.role === "tax" ? "tax preparer" : "accountant",
    acctMate: acc?.rules === "uk" ? "mate" : "friend",
    acctSuspect: w.suspect,
    acctSuspectYou: upperFirst(w.suspect.replace(/^suspect they\b/, "You think you").replace(/^know their\b/, "You know your").replace(/\bthey\b/g, "you").replace(/\btheir\b/g, "your")) + "?",
    acctCheckTellYou: w.checkTell.replace(/\bthey\b/g, "you").replace(/\btheir\b/g, "your"),
    acctSendTo: acc?.facebook ? "to clients, to the partners who keep your cards and to the groups" : "to clients and to the partners who keep your cards",
    acctWho: who || `${acc?.word ?? "a practice"} for ${clients}`,
    acctClients: clients,
    acctClientsShort: short,
    acctClient: w.client,
    acctCity: city,
    acctPartners: w.partners.replace(/\{acctCity\}/g, city),
    acctPartnerShort: w.partnerShort,
    acctPartnerTactic: w.partnerTactic.replace(/\{acctClientsShort\}/g, short).replace(/\{acctClients\}/g, clients),
    acctPartnerWhere: w.partnerWhere.replace(/\{acctClientsShort\}/g, short),
    acctPartnerCards: w.partnerCards,
    acctPartnerAsk: w.partnerAsk,
    acctPartnerEvent: w.partnerEvent,
    acctPartnerVisit: w.partnerVisit,
    acctCheck: w.check,
    acctCheckSend: w.checkSend,
    acctCheckSent: w.checkSent,
    acctCheckTell: w.checkTell,
    acctCheckBring: w.checkBring,
    acctCheckFind: w.checkFind,
    acctCheckResult: w.checkResult,
    acctCheckNext: w.checkNext,
    acctIntake: acc?.whatsapp ? "a WhatsApp Business number for the checks (separate from your own), with a greeting that asks for the photos and their name" : "an email address and an upload link for the checks, with an automatic reply that says when they will hear back",
    acctIntakeShort: acc?.whatsapp ? "A WhatsApp Business number and a folder for each check" : "An email address, an upload link and a folder for each check",
    acctContact: contact,
    acctPain: w.pain,
    acctHappy: w.happy,
    acctHappyWhen: w.happyWhen,
    acctTalk: w.talk,
    acctTopics: w.topics,
    acctGroups: w.groups.replace(/\{acctClientsShort\}/g, short),
    acctGroupSearch: joinWords(groupSearch),
    acctPostTitle: w.postTitle,
    acctPostBody: w.postBody,
    acctPoster: acc?.insider?.name ?? r.founderName ?? "yourself",
    acctPosterLong: acc?.insider?.name ? `${acc.insider.name}, who ${acc.insider.was}` : acc?.insider ? `yourself (you ${acc.insider.was.replace(/^was\b/, "were")})` : r.founderName ?? "yourself",
    acctTeam: team ?? (who || "{{who you are, in one line}}"),
    acctStoryResult: w.storyResult,
    acctStoryLine: w.storyLine,
    acctSorted: w.sorted,
    acctSortedYou: w.sorted.replace(/\bmy\b/g, "your").replace(/\bour\b/g, "your"),
    acctForward: acc?.whatsapp ? "on WhatsApp, in one tap" : "by text or email",
    acctCovers: covers,
    acctCoversList: acc?.covers ? coversItems(acc.covers).map((x) => `- ${upperFirst(x)}`).join("\n") : "- {{what the fee covers, one line each}}",
    acctSwitch: switchSteps.map(([founder]) => founder).join("; "),
    acctSwitchList: switchSteps.map(([, client], i) => `${i + 1}. ${upperFirst(client)}.`).join("\n"),
    acctBody: acc ? bodyOf(acc) : "your professional body",
    acctReferralRule: acc?.rules === "us" ? `what ${bodyOf(acc)} allow${/code$/.test(bodyOf(acc)) ? "" : "s"} for referral rewards` : `what the rules of ${acc ? bodyOf(acc) : "your professional body"} say about rewarding introductions`,
    acctCalendar: acc ? calendarOf(acc) : "{{your clients' filing deadlines}}",
    acctSeasonName: moments.length ? joinWords(moments.map((m) => m.moment.label)) : "each deadline's message a month ahead",
    acctSeasonOne: (moments[0] ? momentStep(moments[0]) : "A month before your clients' next filing deadline ({{the deadline}}), tell every client and every partner what to send and by when.").replace(/\{product\}/g, product).replace(/\{acctCheck\}/g, w.check),
    acctSeasonTwo: (moments[1] ? momentStep(moments[1]) : "After the deadline, write to the people who missed it: a late return should go in as soon as it can, and {product} can take it on now.").replace(/\{product\}/g, product).replace(/\{acctCheck\}/g, w.check),
    acctSeasonThree: (moments[2] ? momentStep(moments[2]) : "A month before the next payment date, remind every client how much to set aside.").replace(/\{product\}/g, product).replace(/\{acctCheck\}/g, w.check),
    acctClosedNote: r.closedMonths ? ` (not ${joinWords(r.closedMonths.months)}, which you keep for ${closedWork(r.closedMonths) ?? "the work"})` : "",
    acctSearches: joinWords(searches.map((s) => `'${s}'`)),
    acctSearchOne: searches[0]!,
    acctCategory: acc?.role === "bookkeeping" ? "'Bookkeeping service'" : acc?.role === "tax" ? "'Tax preparation service'" : acc?.role === "payroll" ? "'Payroll service'" : "'Accountant'",
    acctNegatives: negatives,
    acctTwoMonths: fee ? `${r.currency.prefix}${formatCount(fee * 2)}` : "two months of fees",
    acctMath: acc ? accountingMath(acc, r, w.check) : "Count checks, first meetings and new clients every week, by where each came from.",
  };
}

/** "Ledgerline is a two-person accounting practice in Leeds for electricians, plumbers and builders …: tradespeople choose …". */
export function accountingWhat(acc: Accounting, product: string, pitch: string): string {
  const who = pitch.replace(/\.$/, "").split(":")[0]!;
  const body = who.toLowerCase().startsWith(product.toLowerCase()) ? who : `${product} is ${who.charAt(0).toLowerCase()}${who.slice(1)}`;
  const office = acc.rules === "us" ? "the IRS" : acc.rules === "uk" ? "HMRC" : "the tax office";
  const how =
    acc.niche === "trades"
      ? `tradespeople choose an accountant on a ${acc.rules === "uk" ? "mate's" : "friend's"} word or a name from the ${acc.rules === "uk" ? "trade counter" : "supply house"}, put it off until a deadline or a letter from ${office}, and stay for years with one who speaks their language${acc.whatsapp ? " and answers on WhatsApp" : ""}`
      : acc.niche === "hospitality"
        ? "owners choose on another owner's or a supplier's word, have time only between services, and stay for years with someone who knows what food and staff should cost"
        : `clients choose on the word of someone they trust, put it off until a deadline or a letter from ${office}, and stay for years with one who answers plainly`;
  return `${body}: ${how}.`;
}

/** The strategy's "by …" clause for a practice. */
export function accountingStrategy(acc: Accounting): string {
  return `a free {acctCheck} as the way every conversation starts, {acctPartnerWhere}, one forwardable message asked of every happy client${acc.facebook ? ", plain answers in the groups where they ask about tax" : ""}, a fixed-fee page that makes switching from their old {acctOld} easy, and the tax year's own dates as the calendar, so new clients come in the weeks you can take them on`;
}

export const ACCOUNTING_FOCUS = "New clients each week against the goal, with free checks sent, first meetings held and sign-ups counted by where each came from (a partner, a client's introduction, a group, the Google profile)";

/** The answer to search ads they said were wasted: the searches still found, without paying for clicks. */
export function accountingAdsAnswer(acc: Accounting, fill: (text: string) => string): string[] {
  if (!acc.adsFailed) return [];
  return [
    fill(
      `Instead of paying for clicks, people who type {acctSearches} find {product}'s Google profile and its reviews, and the free {acctCheck} asks for {acctCheckSend}${acc.freeSeekers ? ", so it draws people with paperwork, not people after free advice" : ""}. If you test ads again one day: exact phrases only, {acctNegatives} as negative keywords, judged by checks booked, not clicks.`,
    ),
  ];
}

/** The strategy's own line: the goal's arithmetic. */
export function accountingListening(fill: (text: string) => string): string[] {
  return [fill("{acctMath}")];
}

/**
 * Lines a SaaS company's B2B plan gives that mean nothing to an accounting practice: a trade show, a cost
 * calculator, a demo, a free trial, software set-up, advisory calls, founder emails to five businesses a day.
 */
export const ACCOUNTING_MISFITS =
  /\btrade shows?\b|\bindustry (?:trade show|conference)\b|\b(?:cost|roi|savings) calculator\b|\bcustomer advisory\b|\badvisory calls\b|\bfree trial\b|\boffline demo\b|\bwho decides on software\b|\bteardown of a typical week\b|\bemails? to (?:5|five) businesses a day\b/i;

/** Some tactic starts with a free check or review of the client's own paperwork. */
export const FREE_CHECK_WORK = /\bfree\b[^.]*\b(?:check|review|look)\b/i;
/** Some tactic asks current clients to introduce or pass on a message. */
export const CLIENT_REFERRAL_WORK = /\b(?:every|each|current|happy) clients?\b[^.]*\b(?:introduc\w+|forward|pass (?:on|it on)|refer\w*|a (?:mate|friend))\b|\breferral\b[^.]*\bclients?\b/i;
/** Some tactic works with the places the clients already go (a counter, a supplier, an agent, an association). */
export const PARTNER_WORK = /\b(?:merchants?|wholesalers?|suppliers?|letting agents?|trade counters?|associations?|reps?)\b/i;

/** The plan-level gaps the checker reports for an accounting practice. */
export function accountingGaps(acc: Accounting | null, planText: string): { reason: string; note: string }[] {
  if (!acc) return [];
  const out: { reason: string; note: string }[] = [];
  if (!FREE_CHECK_WORK.test(planText)) out.push({ reason: "Nothing in the plan gives clients a reason to talk now: a free check of their own paperwork that ends with one figure.", note: "No first step" });
  if (!CLIENT_REFERRAL_WORK.test(planText)) out.push({ reason: "The plan never asks current clients to pass the practice on, and clients find an accountant through a mate.", note: "No client referrals" });
  if (!PARTNER_WORK.test(planText)) out.push({ reason: "The plan misses the places clients already ask who to use (a trade counter, a supplier, an agent, their association).", note: "No partners where clients go" });
  return out;
}

/** What the AI prompt states about an accounting practice. */
export function accountingFacts(acc: Accounting | null, fill: (text: string) => string): string[] {
  if (!acc) return [];
  return [
    `- ${upperFirst(articleOf(acc.word))} ${acc.word} (a practice selling its people's work${acc.clients ? ` to ${acc.clients}` : ""}), not a SaaS company: no trade show, cost calculator, demo, free trial or founder emails to five businesses a day; not a regulated adviser either (no risk warnings or compliance sign-off), but ${fill("{acctBody}")} governs referral rewards and client affairs are confidential (written permission before any story)`,
    fill(
      `- Its plan: a free {acctCheck} as the first conversation ({acctClientsShort} send {acctCheckSend}; you tell them {acctCheckTell}); cards and a short talk at the {acctPartnerShort} where they already go ({acctPartners}, as examples to check); one forwardable message asked of every happy client, with a thank-you the body's rules allow${acc.facebook ? "; plain answers in the Facebook groups where they ask, within each group's rules" : ""}; a fixed-fee page in plain words with the switch from the old accountant done for them; a Google Business Profile with reviews; the tax year's dates as the calendar ({acctCalendar})`,
    ),
    `- The goal's arithmetic: ${fill("{acctMath}")}`,
  ];
}
