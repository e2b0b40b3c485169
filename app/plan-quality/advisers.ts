import type { PlanFormData } from "~/wizard/types";
import { MONTHS } from "./calendar";
import { numberWord } from "./words";

/**
 * A regulated personal-finance adviser working locally: a mortgage broker, an independent financial
 * adviser or planner, a protection (life and income) broker; in the US a loan officer. Clients come once
 * for a big decision, find the adviser through someone they trust (an estate agent, their accountant, a
 * friend) or a search for their own question, and come back when their deal or plan is due for review.
 * Its plan is introducers with a disclosed referral arrangement, answers to the questions these clients
 * search, an evening for buyers with a local agent, reviews with consent, past clients contacted before
 * their deal ends, and every promotion approved by the firm's or network's compliance, never a shop's
 * staff perk card, gift voucher or "yearly service". Read from the founder's words whatever product type
 * the form says. Pure.
 */
export type Adviser = {
  /** The founder's word for the trade: "mortgage broker", "financial adviser", "protection broker", "loan officer". */
  word: string;
  /** What the clients come for. */
  field: "mortgage" | "advice" | "protection";
  /** The rules the plan names: the UK's (FCA), the US's, or the founder's own to check. */
  rules: "uk" | "us" | "other";
  /** Authorised through a network or as an appointed representative: the network's compliance approves promotions. */
  network: boolean;
  /** First-time buyers and the self-employed among the clients. */
  firstTimeBuyers: boolean;
  selfEmployed: boolean;
  /** The founder says bought leads did not work or rules them out. */
  noBoughtLeads: boolean;
  /** The goal's count and what it counts: "8 completed mortgages a month" → 8, "completed mortgages". */
  goalCount: number | null;
  goalUnit: string | null;
  /** The month the goal names ("by September"). */
  byMonth: string | null;
};

const TRADES: [RegExp, string, Adviser["field"]][] = [
  [/\bmortgage (?:and protection )?(?:brokers?|brokerage|advis[eo]rs?)\b/, "mortgage broker", "mortgage"],
  [/\b(?:mortgage )?loan officers?\b|\bmortgage loan originators?\b/, "loan officer", "mortgage"],
  [/\bindependent financial advis[eo]rs?\b|\bifas?\b/, "independent financial adviser", "advice"],
  [/\bfinancial (?:advis[eo]rs?|planners?)\b|\bfinancial planning (?:firm|practice)\b|\bwealth (?:advis[eo]rs?|planners?)\b/, "financial adviser", "advice"],
  [/\bprotection (?:brokers?|advis[eo]rs?)\b|\blife insurance (?:brokers?|advis[eo]rs?)\b/, "protection broker", "protection"],
];

/** Words that make the product something for such advisers (their CRM, a lead site), not one of them. */
const FOR_THEM = /\b(?:apps?|platform|software|saas|tool|system|marketplace|directory|plugin|agency|crm|lead (?:site|generation)|comparison site|newsletter|course|podcast)\b[^.]{0,40}$/;

/** The pitch names a regulated adviser who is the business itself, not software, a newsletter or a course for one. */
export function adviserWordOf(pitch: string): { word: string; field: Adviser["field"] } | null {
  const lower = pitch.toLowerCase();
  // "I am not a licensed financial adviser": a writer about money, not an adviser.
  if (/\bnot (?:a |an )?(?:licen[cs]ed |registered |certified |qualified |regulated )?(?:financial|mortgage|investment)\b/.test(lower)) return null;
  for (const [re, word, field] of TRADES) {
    const m = re.exec(lower);
    if (!m) continue;
    if (FOR_THEM.test(lower.slice(0, m.index))) return null;
    if (/\bfor (?:[a-z-]+ ){0,3}$/.test(lower.slice(Math.max(0, m.index - 40), m.index))) return null;
    return { word, field };
  }
  return null;
}

const MONTH_RE = MONTHS.join("|");

/**
 * "A one-person mortgage broker in Bristol for first-time buyers and the self-employed, FCA-authorised
 * through a network, free to the client and paid by lender commission": the adviser and what its plan
 * needs. Null for anything else (a CRM for brokers, a money newsletter, an accountant).
 */
export function readAdviser(a: PlanFormData, pitch: string, country: string | null): Adviser | null {
  const found = adviserWordOf(pitch);
  if (!found) return null;
  if (["developer", "b2b-enterprise"].includes(a.audienceType)) return null;
  const all = `${a.productDescription} ${a.audiencePersona} ${a.challenges}`;
  const goal = /\b(\d{1,4}|[a-z]+) ((?:completed |new |funded |closed )?(?:mortgages?|loans?|clients?|cases?|completions?|policies|applications?))\b/i.exec(a.successMetrics);
  const count = goal ? (/^\d+$/.test(goal[1]!) ? Number(goal[1]) : wordCount(goal[1]!)) : null;
  const by = new RegExp(`\\b(?:by|before|until|end of)\\s+(?:the\\s+end\\s+of\\s+)?(${MONTH_RE})\\b`, "i").exec(a.successMetrics);
  const uk = country === "United Kingdom" || /\bFCA\b|\bappointed representative\b|£/.test(all);
  const us = country === "United States" || /\bNMLS\b|\bRESPA\b|\bSEC\b|\bCFP\b|\bFINRA\b/.test(all);
  return {
    word: found.word,
    field: found.field,
    rules: uk ? "uk" : us ? "us" : "other",
    network: /\bnetwork\b|\bappointed representative\b|\bAR\b/.test(a.productDescription),
    firstTimeBuyers: /\bfirst[- ]time (?:buyers?|home ?buyers?)\b/i.test(all),
    selfEmployed: /\bself[- ]employed\b|\bcontractors?\b|\bsole traders?\b|\bcompany directors?\b/i.test(all),
    noBoughtLeads: /\b(?:bought|buying|buy|paid(?:-for)?|purchased?) (?:\w+ )?leads?\b|\bleads? (?:i|we) (?:bought|paid for)\b|\blead (?:sites?|generators?)\b/i.test(a.challenges),
    goalCount: count && count > 0 && count < 10000 ? count : null,
    goalUnit: goal ? goal[2]!.toLowerCase().replace(/s?$/, "s").replace(/policiess$/, "policies") : null,
    byMonth: by ? (MONTHS.find((m) => m.toLowerCase() === by[1]!.toLowerCase()) ?? null) : null,
  };
}

function wordCount(word: string): number | null {
  for (let n = 1; n <= 20; n++) if (numberWord(n) === word.toLowerCase()) return n;
  return null;
}

/** What each field calls its parts: the introducers, the questions clients search, the date to come back on. */
type Ways = {
  /** Who sends clients: "estate agents, new-build sales offices, …". */
  introducers: string;
  /** The two introducers to start with. */
  firstIntroducers: string;
  /** The questions clients type into Google, as they type them. */
  questions: string[];
  /** When a past client needs the adviser again, and how long before to write. */
  due: string;
  dueBefore: string;
  /** What a client gets done: "a mortgage", "a plan". */
  outcome: string;
  /** The evening's subject. */
  evening: string;
};

const MORTGAGE: Ways = {
  introducers: "estate agents, new-build sales offices, accountants who look after the self-employed, and conveyancing solicitors",
  firstIntroducers: "two estate agents and one accountant",
  questions: [
    "Can I get a mortgage when I'm self-employed with one year's accounts?",
    "How much can I borrow as a first-time buyer?",
    "Which first-time buyer schemes are open now, and are they right for me?",
    "My bank said no: what now?",
  ],
  due: "their fixed rate ends",
  dueBefore: "six months before their fixed rate ends",
  outcome: "a mortgage",
  evening: "first-time buyers' evening",
};

const WAYS: Record<Adviser["field"], Ways> = {
  mortgage: MORTGAGE,
  advice: {
    introducers: "accountants, solicitors who write wills and handle probate, and the HR teams of local employers",
    firstIntroducers: "two accountants and one solicitor",
    questions: ["How much should I have in my pension at 50?", "Should I pay off my mortgage or put more into my pension?", "What does a financial adviser cost, and is it worth it?", "What happens to my pension when I change jobs?"],
    due: "their yearly review is due",
    dueBefore: "a month before their yearly review is due",
    outcome: "a plan",
    evening: "pensions and retirement evening",
  },
  protection: {
    introducers: "mortgage brokers who do not advise on protection, estate agents, accountants, and conveyancing solicitors",
    firstIntroducers: "two mortgage brokers and one accountant",
    questions: ["Do I need life insurance when I buy a house?", "What is income protection, and do I need it if I'm self-employed?", "Is critical illness cover worth it?", "How much life cover do I need?"],
    due: "their cover is due a review (a new home, a baby, a new job)",
    dueBefore: "when their mortgage or family changes, and once a year",
    outcome: "cover",
    evening: "'protect your home and family' evening",
  },
};

export function adviserWays(v: Adviser | null): Ways {
  return v ? WAYS[v.field] : MORTGAGE;
}

/** Who approves a promotion before it goes out: the network's compliance team, the firm's, or the founder's regulator's rules. */
function approver(v: Adviser | null): string {
  if (v?.network) return "your network's compliance team";
  if (v?.rules === "us") return "your compliance officer or sponsoring company";
  return "your compliance team (or whoever signs off your financial promotions)";
}

/**
 * {adviserWord} {adviserApprover} {adviserRiskCheck} {adviserWarning} {adviserIntroducers} {adviserFirstIntroducers}
 * {adviserReferralRule} {adviserQuestions} {adviserQuestionList} {adviserDue} {adviserDueBefore} {adviserOutcome}
 * {adviserEvening} {adviserReviewSites} {adviserGoal} {adviserClients} {adviserAgent} {adviserStatus} {adviserReviewSetup} {adviserReviewLinks}: a regulated adviser; slots where the answers do not say.
 */
export function adviserTokens(v: Adviser | null): Record<string, string> {
  const w = adviserWays(v);
  const ukMortgage = v?.rules === "uk" && v.field === "mortgage";
  const us = v?.rules === "us";
  const agents = (text: string) => (us ? text.replace(/\bestate agent/g, "real estate agent") : text);
  return {
    adviserWord: v?.word ?? "adviser",
    adviserAgent: us ? "real estate agent" : "estate agent",
    adviserStatus: v?.network ? "{{your firm's status line from your network}}" : "{{your firm's regulatory status line}}",
    adviserReviewSetup: v?.rules === "uk" ? " (and set up your VouchedFor profile, if your network allows it)" : "",
    adviserReviewLinks: v?.rules === "uk" ? "{{Google review link}} (and on VouchedFor: {{VouchedFor link}})" : "{{Google review link}}",
    adviserApprover: approver(v),
    // The warning every UK mortgage advert carries, as the FCA's rules word it; elsewhere the founder checks their own.
    adviserWarning: ukMortgage
      ? "Your home may be repossessed if you do not keep up repayments on your mortgage."
      : v?.rules === "us" && v.field === "mortgage"
        ? "{{your NMLS ID and your company's, and the equal housing wording your compliance officer gives you}}"
        : "{{the risk warning your compliance team gives you}}",
    adviserRiskCheck: ukMortgage
      ? `check with ${approver(v)} that the risk warning reads exactly 'Your home may be repossessed if you do not keep up repayments on your mortgage.' and whether they need any other wording (your fee, the firm's FCA status)`
      : v?.rules === "us"
        ? `check with ${approver(v)} which disclosures it needs (your NMLS ID, the equal housing wording, any rate quoted)`
        : `check with ${approver(v)} which risk warning and status wording it needs`,
    adviserIntroducers: agents(w.introducers),
    adviserFirstIntroducers: agents(w.firstIntroducers),
    // What an introducer may be paid: in the UK a fee disclosed to the client, in the US none (RESPA section 8).
    adviserReferralRule:
      v?.rules === "us" && v.field === "mortgage"
        ? "no payment or gift for referrals: in the US, RESPA section 8 forbids paying anyone for referring mortgage business, so check any arrangement with your compliance officer first"
        : `any referral fee agreed in writing, told to the client before they proceed, and checked with ${approver(v)} first`,
    adviserQuestions: w.questions.map((q) => `'${q}'`).join(", "),
    adviserQuestionList: w.questions.map((q, i) => `${i + 1}. ${q}`).join("\n"),
    adviserDue: w.due,
    adviserDueBefore: w.dueBefore,
    adviserOutcome: w.outcome,
    adviserEvening: w.evening,
    adviserReviewSites: v?.rules === "uk" ? "Google and VouchedFor" : "Google",
    adviserGoal: v?.goalCount && v.goalUnit ? `${v.goalCount} ${v.goalUnit} a month` : "{{your monthly goal}}",
    adviserClients: v ? [v.firstTimeBuyers ? "first-time buyers" : "", v.selfEmployed ? "self-employed clients" : ""].filter(Boolean).join(" and ") || "clients" : "clients",
  };
}

/** The goal line of an adviser's strategy, whatever goal the form says. */
export const ADVISER_STRATEGY =
  "being the {adviserWord} the people these clients already trust name first: {adviserIntroducers}, each with {adviserReferralRule}; plain answers on your site and Google profile to the questions they search; a {adviserEvening} with a local {adviserAgent}; reviews on {adviserReviewSites} from clients who agree to leave one; past clients contacted {adviserDueBefore}; and every promotion approved by {adviserApprover} before it goes out";
export const ADVISER_FOCUS = "Introducers: {adviserFirstIntroducers} sending clients this month, then more; past clients before {adviserDue}; every promotion approved before it goes out";

/** "Harbour Mortgages is a mortgage broker in Bristol and Bath for …: clients come once, for a big decision, …" */
export function adviserWhat(v: Adviser, product: string, audience: string, where: string): string {
  const clients = adviserTokens(v).adviserClients;
  return `${product} is a ${v.word} ${where} for ${clients === "clients" ? audience : clients}: people choose an adviser for one big decision, usually on the word of someone they trust (${v.rules === "us" ? "a real estate agent" : "an estate agent"}, their accountant, a friend) or after finding a plain answer to their own question, and come back when ${adviserWays(v).due}.`;
}

/**
 * The strategy's own lines: the goal's arithmetic, bought leads, the comparison sites' budgets, and the
 * compliance sign-off that every template needs before it goes out.
 */
export function adviserListening(v: Adviser, fill: (text: string) => string, challenges = ""): string[] {
  const out: string[] = [];
  if (v.goalCount && v.field === "mortgage") {
    out.push(
      `${v.goalCount} ${v.goalUnit ?? "completions"} a month${v.byMonth ? ` by ${v.byMonth}` : ""} means more first meetings than that: not every client finds a home, is accepted or goes ahead, and a mortgage takes weeks to months from first meeting to completion, so the introducers you win in the first weeks are the ones that count for ${v.byMonth ?? "the deadline"}. Count first meetings, applications and completions every Friday, and work out your own rate after the first month.`,
    );
  }
  if (v.noBoughtLeads) out.push("You said bought leads went to several brokers at once: none of this plan buys leads. Every client comes from someone who sends them to you alone (an introducer, a past client, your own answers on Google), so nobody else is calling them.");
  if (/\bcomparison sites?\b|\boutspend\b|\bbig (?:online )?brokers?\b/i.test(challenges)) out.push("The comparison sites and big online brokers outbid you on Google's ads for the broad searches, so the plan does not bid against them there: it wins the searches they cannot answer as well (your own questions, your own area, your Google profile) and the introducers they never meet.");
  out.push(fill("Every template here is a financial promotion or part of one: send each to {adviserApprover} before it goes out, and keep their approval with it."));
  return out;
}

/** Lines a shop's plan gives that mean nothing to a regulated adviser: perks, vouchers, a till, a yearly service. */
export const ADVISER_MISFITS =
  /\bstaff perk card\b|\bgift vouchers?\b|\bbring-a-neighbour\b|\b(?:by|at) the till\b|\bcome in,? say hello\b|\byearly service\b|\bquiet[- ]month\b|\bshop window\b|\bweekly market\b|\bstamp cards?\b|\bphotos of real work\b|\bfirst appointment online\b|\bhaircut\b|\bthe dish of the week\b|\bsupermarket or chain\b/i;

/** Some tactic works with introducers (estate agents, accountants, solicitors). */
export const INTRODUCER_WORK = /\bintroducers?\b|\bestate agents?\b[^.]*\b(?:refer|send|introduc)/i;
/** Some template carries the UK mortgage risk warning or sends it to compliance for the right wording. */
export const RISK_WARNING = /\brepossessed if you do not keep up repayments\b|\bcompliance\b/i;

/**
 * The reasons the checker gives when an adviser's plan leaves out introducers, buys leads the founder
 * ruled out, offers gifts for referrals or reviews, or sends promotions nobody approves.
 */
export function adviserPlanGaps(v: Adviser | null, planText: string): { reason: string; note: string }[] {
  if (!v) return [];
  const out: { reason: string; note: string }[] = [];
  if (!INTRODUCER_WORK.test(planText)) {
    out.push({ reason: `Most clients of a ${v.word} come through someone they already trust, and no tactic works with introducers (${adviserWays(v).introducers}).`, note: "Leaves out introducers" });
  }
  if (!/\bcompliance\b/i.test(planText)) {
    out.push({ reason: `A ${v.word}'s adverts, posts and letters are financial promotions, and no tactic has them approved by the firm's or network's compliance before they go out.`, note: "Promotions not approved" });
  }
  if (v.rules === "uk" && v.field === "mortgage" && !/\brepossessed if you do not keep up repayments\b/i.test(planText)) {
    out.push({ reason: "A UK mortgage promotion carries the risk warning 'Your home may be repossessed if you do not keep up repayments on your mortgage.', and no template or step includes it or checks it with compliance.", note: "No mortgage risk warning" });
  }
  if (v.noBoughtLeads && /\b(?:buy|purchase|bought) (?:\w+ )?leads\b|\blead (?:generation )?(?:sites?|providers?|packs?)\b/i.test(planText.replace(/\bnone of this plan buys leads\b|\bnot (?:buy|bought)\b[^.]*/gi, ""))) {
    out.push({ reason: "The founder said bought leads were sold to several brokers at once, and the plan buys leads again.", note: "Buys leads the founder ruled out" });
  }
  return out;
}

/** What the AI prompt states about a regulated adviser: what it is, what its plan is made of, the rules to check. */
export function adviserFacts(v: Adviser | null): string[] {
  if (!v) return [];
  const t = adviserTokens(v);
  const lines = [
    `- A ${v.word}, a regulated adviser clients see once for a big decision and again when ${t.adviserDue}, not a shop or an app, whatever the product type says: no staff perk cards, gift vouchers, bring-a-neighbour treats, 'at the till', 'yearly service' or 'come in and say hello' lines, and no app-store or SaaS trial language`,
    `- Its plan: introducers (${t.adviserIntroducers}) with ${t.adviserReferralRule}; plain answers on the site and Google profile to the questions these clients search (${t.adviserQuestions}), with any scheme, rate or rule worded as something to check; a ${t.adviserEvening} with a local ${t.adviserAgent}; reviews on ${t.adviserReviewSites} from clients who agree, never for a reward; past clients contacted ${t.adviserDueBefore}; referrals from happy clients without a reward unless compliance approves one; helpful answers in local Facebook groups without advertising where the group's rules forbid it`,
    `- Every advert, post, letter and template is a financial promotion: tell the founder to have each approved by ${t.adviserApprover}${v.rules === "uk" && v.field === "mortgage" ? "; UK mortgage promotions carry the risk warning 'Your home may be repossessed if you do not keep up repayments on your mortgage.' (tell the founder to check the exact wording with compliance)" : ""}`,
  ];
  if (v.noBoughtLeads) lines.push("- The founder tried bought leads (sold to several brokers at once) and will not buy leads again: no bought leads or lead-generation sites");
  return lines;
}
