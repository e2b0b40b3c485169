import type { PlanFormData } from "~/wizard/types";
import { americanSpelling, articleOf, formatCount, joinWords, numberFrom, rewrite, upperFirst } from "./words";

/**
 * A property business that lets, manages or sells homes for their owners: an independent letting agent (full
 * management for landlords), an estate agent selling homes for home sellers, or a US property manager for
 * rental owners. Its clients are not small businesses buying software: a landlord with one to five homes (often
 * an accidental landlord, or a pension in bricks) or a home seller chooses an agent once, on a friend's word, a
 * board in the street, reviews and a valuation, and switches when the current agent lets them down. So its plan
 * is the switch made easy (the handover done for them), landlords' questions about the rules answered (worded
 * as things to check), talks with the local landlord association, the boards and the streets it manages as local
 * proof, reviews from landlords and tenants, referrals from the brokers, solicitors and accountants who serve
 * landlords, a valuation for accidental landlords, and the numbers that beat a cheap online agent. Not a SaaS:
 * no trade show, free data migration, demo or founder emails to five businesses a day. Pure.
 */
export type Letting = {
  /** The founder's word for it: "letting agent", "estate agent", "property manager". */
  word: string;
  /** Lettings and management for landlords, or sales for home sellers. */
  side: "lettings" | "sales";
  /** It does both lettings and sales ("lettings and sales", "estate and letting agent"). */
  both: boolean;
  /** Independent, as the founder says. */
  independent: boolean;
  uk: boolean;
  us: boolean;
  /** The UK nation (its rental rules differ), when the place tells it. */
  nation: "England" | "Scotland" | "Wales" | "Northern Ireland" | null;
  /** Homes managed today ("140 managed properties" → 140). */
  managed: number | null;
  /** The founder's fee as they say it: "10% of rent for full management", "1% plus VAT". */
  fee: string | null;
  /** No fees charged to tenants. */
  noTenantFees: boolean;
  /** "inspections every four months". */
  inspections: string | null;
  /** "repair calls within a day": how fast repairs are answered, in the founder's words. */
  repairs: string | null;
  /** The cheap online rival as the founder names it: "online agents charging £60 a month". */
  online: string | null;
  /** The founder names the big chains as rivals. */
  chains: boolean;
  /** The goal: homes to add ("40 more managed properties") and the words. */
  goal: number | null;
  goalSaid: string | null;
  /** The team: "Two staff plus me" → 3. */
  team: number | null;
  /** The persona names accidental landlords (an inherited flat, a home that did not sell). */
  accidental: boolean;
};

/** Words that name the business itself in its first sentence, with the founder's word for it. */
const AGENT: [RegExp, string, Letting["side"]][] = [
  [/\blettings? (?:agent|agency|agents)\b|\blettings and (?:property )?management\b/, "letting agent", "lettings"],
  [/\b(?:residential )?property management (?:company|firm|business|agency)\b|\bproperty managers?\b(?=[^.]{0,60}\b(?:rentals?|landlords?|owners?|homes|units|doors|properties)\b)/, "property manager", "lettings"],
  [/\bestate agen(?:t|cy|ts)\b/, "estate agent", "sales"],
  [/\breal estate (?:agent|brokerage|agency|team)\b|\brealtor\b/, "real estate agent", "sales"],
];

/** Words that make the product something for agents or landlords (software, an app, a portal), not an agent itself. */
const FOR_THEM = /\b(?:apps?|platform|software|saas|tool|system|marketplace|portal|crm|plugin|directory|newsletter|podcast|course|magazine|website builder|chatbot|ai)\b[^.]{0,60}$/;
/** Space let by the desk or the room, a holiday let, a coworking space: not homes let for landlords. */
const NOT_HOMES = /\bcoworking\b|\bco-working\b|\bdesks?\b|\bholiday (?:lets?|cottages?|homes?)\b|\bstorage\b|\boffice space\b|\bevent space\b/;

/** The pitch names a letting agent, an estate agent or a property manager that is the business itself; null for anything else. */
export function lettingWordOf(pitch: string): { word: string; side: Letting["side"] } | null {
  const lower = pitch.toLowerCase();
  if (NOT_HOMES.test(lower)) return null;
  const hit = AGENT.map(([re, word, side]) => ({ m: re.exec(lower), word, side })).find((h) => h.m);
  if (!hit) return null;
  const before = lower.slice(0, hit.m!.index);
  if (FOR_THEM.test(before) || /\bfor (?:[a-z-]+ ){0,3}$/.test(before)) return null;
  return { word: hit.word, side: hit.side };
}

const NUMBER = "(\\d{1,4}(?:,\\d{3})?|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|forty|fifty)";
const HOMES = "(?:managed\\s+)?(?:properties|homes|rentals|units|doors|flats|houses|lets|landlords|instructions|sales(?:\\s+agreed)?|listings)";

const SCOTLAND = /\b(?:scotland|edinburgh|glasgow|aberdeen|dundee|inverness|stirling|perth|fife)\b/i;
const WALES = /\b(?:wales|cardiff|swansea|newport|wrexham|bangor|aberystwyth)\b/i;
const NI = /\b(?:northern ireland|belfast|derry|londonderry|lisburn|newry)\b/i;

/**
 * "Castle Lettings is an independent letting agent in Nottingham with 140 managed properties. We charge
 * landlords 10% of rent for full management …": the business and the numbers its plan needs. Null for anything
 * else (software for letting agents, a coworking space, a mortgage broker).
 */
export function readLetting(a: PlanFormData, pitch: string, country: string | null): Letting | null {
  if (a.audienceType === "developer" || a.audienceType === "b2b-enterprise") return null;
  const found = lettingWordOf(pitch);
  if (!found) return null;
  const d = a.productDescription;
  const all = `${d} ${a.audiencePersona} ${a.successMetrics} ${a.challenges}`;
  const both = /\b(?:lettings?|letting agent|property management)\b[^.]{0,40}\b(?:and|&)\s+(?:sales|estate agen)|\bsales and lettings\b|\bestate and letting\b|\bsell(?:ing)? and let(?:ting)?\b/i.test(d);
  const managed = new RegExp(`\\b${NUMBER}\\s+(?:managed\\s+)?(?:single-family\\s+|residential\\s+|rental\\s+)?(?:properties|homes|rentals|units|doors|flats|houses)(?:\\s+(?:under management|we manage|managed))?\\b`, "i").exec(d);
  const fee = /\b(\d{1,2}(?:\.\d{1,2})?\s?%(?: fee)?(?:\s*\+\s*vat| plus vat)?(?: of (?:the )?(?:monthly )?rent)?(?: for (?:full|fully) manage(?:ment|d))?)/i.exec(d);
  const inspections = /\binspections? (every (?:\w+ ){0,2}(?:months?|weeks?|year))\b/i.exec(d);
  const repairs = /\b((?:answer|respond to|fix|deal with|handle|reply to)\w* (?:all |every )?(?:repair|maintenance)(?: calls?| requests?| issues?| jobs?)? (?:within|in) (?:a|an|one|two|24|48) (?:day|hours?|working day))\b/i.exec(d);
  const online = /\b(online (?:agents?|agencies)(?: (?:charging|at|for) [£$€]?\d[\d,.]*(?: a| per) (?:month|week|year))?)/i.exec(all);
  const goal = new RegExp(`\\b${NUMBER}\\s+(?:more\\s+|new\\s+|extra\\s+|additional\\s+)?${HOMES}\\b`, "i").exec(a.successMetrics);
  const team = /\b(one|two|three|four|five|six|\d) (?:staff|people|employees|negotiators|property managers)(?: plus me| and me| besides me)?\b/i.exec(d);
  // "Letting agent", "estate agent", "VAT" or a price in pounds with no country named: a UK business.
  const uk = country === "United Kingdom" || (!country && (/£|\bVAT\b/.test(all) || found.word === "estate agent" || found.word === "letting agent"));
  const us = country === "United States" || (!uk && /\$/.test(all));
  const where = `${a.localRegion ?? ""} ${d}`;
  return {
    word: found.word,
    side: found.side,
    both,
    independent: /\bindependent\b/i.test(d),
    uk,
    us,
    nation: !uk ? null : SCOTLAND.test(where) ? "Scotland" : WALES.test(where) ? "Wales" : NI.test(where) ? "Northern Ireland" : "England",
    managed: managed ? numberFrom(managed[1]) : null,
    fee: fee ? fee[1]!.replace(/\bfully managed\b/i, "full management").replace(/ fee\b/i, "").trim() : null,
    noTenantFees: /\bno tenant fees\b|\bno fees (?:for|to) tenants\b/i.test(d),
    inspections: inspections ? inspections[1]!.toLowerCase() : null,
    repairs: repairs ? repairs[1]!.toLowerCase() : null,
    online: online ? online[1]!.replace(/^O/, "o") : null,
    chains: /\b(?:big |large |national )?chains?\b|\bcorporate agen\w*\b|\bhigh[- ]street chains?\b/i.test(all),
    goal: goal ? numberFrom(goal[1]) : null,
    goalSaid: goal ? goal[0] : null,
    team: team ? (numberFrom(team[1]) ?? 0) + (/plus me|and me|besides me/i.test(team[0]) ? 1 : 0) : null,
    accidental: /\baccidental landlords?\b|\binherited\b|\bcouldn'?t sell\b/i.test(all),
  };
}

/** The words that change between lettings in the UK, US property management and selling homes. */
function wordsOf(l: Letting | null) {
  const sales = l?.side === "sales";
  const us = Boolean(l?.us);
  return {
    clients: sales ? (us ? "home sellers" : "home sellers") : us ? "rental owners" : "landlords",
    client: sales ? "seller" : us ? "owner" : "landlord",
    homes: us ? "homes" : "properties",
    boards: sales ? (us ? "for-sale signs" : "for-sale and sold boards") : us ? "for-rent signs" : "to-let boards",
    deposit: us ? "security deposit" : "deposit",
  };
}

/** Where the rules that worry landlords are read, worded as a check, by where the agent is. */
function rulesOf(l: Letting | null): { short: string; long: string; source: string } {
  if (l?.us) return { short: "your state's landlord-tenant rules", long: "your state's landlord-tenant law, any local rent or eviction rules, and fair housing rules", source: "your state's official pages and a local real estate attorney" };
  if (l?.nation === "Scotland") return { short: "the private residential tenancy rules", long: "the private residential tenancy rules in Scotland and landlord registration", source: "mygov.scot" };
  if (l?.nation === "Wales") return { short: "the Renting Homes (Wales) rules", long: "the Renting Homes (Wales) rules, occupation contracts and Rent Smart Wales", source: "gov.wales" };
  if (l?.nation === "Northern Ireland") return { short: "the private tenancy rules", long: "the private tenancy rules in Northern Ireland", source: "nidirect.gov.uk" };
  return { short: "the Renters' Rights changes", long: "the Renters' Rights changes in England (check on GOV.UK what applies and from when: periodic tenancies, the end of section 21 notices, rent increases, the landlord database and ombudsman)", source: "GOV.UK" };
}

/** The steps of taking over from the current agent, which the agent does for the client. */
function switchSteps(l: Letting | null): string {
  if (l?.side === "sales") return "checking the sole agency period and notice in your current contract, then new photos, the listing, the viewings and the buyers already interested, taken over the day it ends";
  if (l?.us) return "the notice to your current manager, the security deposits and records transferred, tenants told where to pay rent, keys, leases and inspection reports collected";
  return "the notice to your current agent (we check your contract's notice period and any fee for the tenant they found), the deposits moved to our protection scheme or re-registered, letters to your tenants with the new rent details, the certificates (gas safety, electrical, EPC) checked, and the keys and inventories collected";
}

/** "140 managed properties, inspections every four months and repair calls answered within a day": the proof in the founder's words. */
function proofLine(l: Letting | null, where: string): string {
  if (!l) return "{{your numbers}}";
  const parts = [
    l.managed ? `${formatCount(l.managed)} ${l.side === "sales" ? "homes" : `${wordsOf(l).homes} managed`} in ${where}` : null,
    l.inspections ? `inspections ${l.inspections}` : null,
    l.repairs ? repairsPromise(l.repairs) : null,
    l.noTenantFees ? "no fees for tenants" : null,
  ].filter((p): p is string => Boolean(p));
  return parts.length ? joinWords(parts) : l.side === "sales" ? "{{your numbers: homes sold, days to sell, asking price achieved}}" : "{{your numbers: homes managed, void days, arrears}}";
}

/** "answer repair calls within a day" → "repair calls answered within a day". */
function repairsPromise(said: string): string {
  const m = /^(?:answer|respond to|fix|deal with|handle|reply to)\w*\s+(?:all |every )?(.+?)\s+((?:within|in) .+)$/i.exec(said);
  return m ? `${m[1]} answered ${m[2]}` : said;
}

/** The fill tokens of a letting agent's, an estate agent's or a property manager's plan. */
export function lettingTokens(l: Letting | null, place: string): Record<string, string> {
  if (!l) return {};
  const where = place || "your area";
  const w = wordsOf(l);
  const rules = rulesOf(l);
  const sales = l.side === "sales";
  const us = l.us;
  return {
    ltAWord: `${l.independent ? "an independent" : articleOf(l.word)} ${l.word}`,
    ltClients: w.clients,
    ltClientsUpper: upperFirst(w.clients),
    ltClient: w.client,
    ltHomes: w.homes,
    ltBoards: w.boards,
    ltBoardsUpper: upperFirst(w.boards),
    ltDeposit: w.deposit,
    ltFee: l.fee ?? "{{your fee}}",
    ltProof: proofLine(l, where),
    ltEdge: l.inspections || l.repairs ? joinWords([l.inspections ? `inspections ${l.inspections}` : "", l.repairs ? repairsPromise(l.repairs) : ""].filter(Boolean)) : "{{what you do that a cheaper agent doesn't}}",
    ltRules: rules.long,
    ltRulesShort: rules.short,
    ltRulesSource: rules.source,
    ltSwitchSteps: switchSteps(l),
    ltOnline: l.online ?? (sales ? "a cheap online agent" : us ? "a cheap flat-fee manager" : "a cheap online agent"),
    ltRival: l.chains ? (us ? "a big management company" : "a chain agent") : us ? "their current manager" : "their current agent",
    ltAgent: us && !sales ? "manager" : "agent",
    ltAnAgent: us && !sales ? "a manager" : "an agent",
    ltGroups: sales ? "local community groups where the rules allow it" : "local landlord groups where the rules allow it",
    ltLet: us ? "rental" : "let",
    ltValuations: sales ? "valuations" : us ? "rental analyses" : "valuations",
    ltPartnerPair: sales ? "mortgage broker and the solicitor" : us ? "lender and the CPA" : "mortgage broker and the solicitor",
    ltGoal: l.goalSaid ?? "{metrics}",
    ltVoids: us ? "vacancy days" : "void days",
    ltArrears: us ? "late rent" : "arrears",
    ltRepairs: us ? "maintenance requests" : "repairs",
    ltRepairsPromise: l.repairs ? repairsPromise(l.repairs) : us ? "maintenance requests answered fast" : "repairs answered fast",
    ltPartners: sales
      ? us ? "mortgage lenders and brokers, estate-planning attorneys, and the agents who help people relocate" : "mortgage brokers, conveyancing and probate solicitors, and financial advisers who help people downsize"
      : us ? "real estate agents who sell to investors, lenders who write investor loans, and CPAs who serve rental owners" : "buy-to-let mortgage brokers, conveyancing solicitors and accountants who serve landlords",
    ltPartnersShort: sales ? (us ? "lenders and attorneys" : "brokers and solicitors") : us ? "investor agents, lenders and CPAs" : "brokers, solicitors and accountants",
    ltAssociation: sales
      ? `a local community venue in ${where}, with a mortgage broker and a solicitor`
      : us ? "the local real estate investors' association or NARPM chapter (check which meets near you)" : `the local NRLA branch or a landlord association in ${where} (check which meets near you and how they take speakers)`,
    ltAssociationShort: sales ? "a broker and a solicitor" : us ? "the local investors' association" : "the local landlord association",
    ltAccidentalShort: sales ? "people selling a parent's home or moving on" : "accidental landlords",
    ltEvent: sales ? "sellers' evening" : us ? "rental owners' evening" : "landlord evening",
    ltValuation: sales ? "a free valuation" : us ? "a free rental analysis" : "a free rental valuation",
    ltAccidental: sales
      ? "people selling a parent's home, downsizing or moving away"
      : us ? "accidental landlords (a home kept after a move, an inherited house, one that didn't sell)" : "accidental landlords (an inherited flat, a home that didn't sell, a move in with a partner)",
    ltReviewSites: us ? "Google and Yelp" : "Google and allAgents",
    ltEventUpper: upperFirst(sales ? "sellers' evening" : us ? "rental owners' evening" : "landlord evening"),
    ltVerb: sales ? "sell" : us ? "rent out" : "let",
    ltDid: sales ? "sold" : us ? "rented" : "let",
    ltTrade: sales ? "selling" : us ? "renting out a home" : "letting",
    ltTopics: sales ? "what to do before you sell, how valuations work, what buyers ask for" : `${rules.short}, ${w.deposit}s, ${us ? "vacancy days" : "void days"}`,
    ltCheck: sales ? "a free valuation" : "a free 20-minute check of their let",
    ltReviewMoments: sales ? "a seller the day the sale completes, a buyer after they move in" : `a ${w.client} after a home is let or renewed, a ${us ? "resident" : "tenant"} after they move in or after a repair is done quickly`,
    ltTenants: sales ? "buyers" : us ? "residents" : "tenants",
  };
}

/** The goal line of a property agent's strategy, whatever goal the form says. */
export function lettingStrategy(l: Letting): string {
  return l.side === "sales"
    ? "winning {ltClients} one at a time where they already decide: an honest valuation in writing, the switch from {ltRival} made easy, a written update every Friday that sellers tell friends about, the {ltPartnersShort} who serve them, and {ltBoards} and reviews as local proof"
    : "winning {ltClients} one at a time where they already decide: the switch from {ltRival} made easy, {ltClients}' questions answered, the {ltPartnersShort} who serve them, {ltBoards} and reviews as local proof, {ltValuation} for {ltAccidentalShort}, and the numbers that beat {ltOnline}";
}
export const lettingFocus = (l: Letting) => (l.side === "sales" ? "Valuations, instructions and sales agreed each week, by who sent each seller, against {ltGoal}" : "New {ltHomes} instructed each week, by who sent each {ltClient}, against {ltGoal}");

/** "Castle Lettings is an independent letting agent in Nottingham with …: landlords choose an agent once …" */
export function lettingWhat(l: Letting, product: string, pitch: string): string {
  const w = wordsOf(l);
  const first = pitch.replace(/[.!]+$/, "");
  if (l.side === "sales") return `${first}. ${upperFirst(w.clients)} choose an agent once, on a valuation, the boards in their street, reviews and a friend's word, and stay with the one who keeps them told what is happening.`;
  return inRentalWords(l, `${first}. ${upperFirst(w.clients)} with one to a few ${w.homes} choose an agent on a friend's word, the boards in their street, reviews and a valuation, and switch when their agent lets them down: the plan wins them at those moments, never on price.`);
}

/** The strategy's own lines: price, the cold calls, the goal's pace. */
export function lettingListening(l: Letting, planWeeks: number, fill: (t: string) => string): string[] {
  const out: string[] = [];
  if (l.online) out.push(fill(`You said you can't win on price against ${l.online}: the plan doesn't try. It shows what ${l.fee ?? "your fee"} buys that a cheap agent doesn't ({ltProof}), in numbers a {ltClient} can check.`));
  if (l.goal) {
    const months = Math.max(1, Math.round(planWeeks / 4.33));
    const pace = l.goal / months;
    const count = l.side === "sales" ? "count valuations, instructions and sales agreed every Friday" : "most {ltClients} own one or two, so count {ltHomes}, not {ltClients}, every Friday";
    out.push(fill(`${upperFirst(l.goalSaid ?? String(l.goal))} is about ${pace >= 1 ? formatCount(Math.round(pace * 10) / 10) : "one every other month"} a month${l.managed ? `, from ${formatCount(l.managed)} today to ${formatCount(l.managed + l.goal)}` : ""}: ${count}.`));
  }
  return out;
}

/**
 * Lines a SaaS plan gives that mean nothing to an agent who lets or sells homes: a trade show, free data
 * migration and set-up, a demo, a free trial, founder emails to five businesses a day, a software marketplace.
 */
export const LETTING_MISFITS =
  /\btrade show\b|\bdata migration\b|\bmove (?:your|their) data\b|\bimport script\b|\bfree trial\b|\btrial (?:users?|that stalls?)\b|\bdemo\b|\bemails? to (?:5|five) businesses\b|\bapp (?:directory|marketplace)\b|\bintegration\b|\bsubscribes?\b|\bCapterra\b|\bG2\b/i;

/** Some tactic makes the switch from the current agent easy. */
const SWITCH_WORK = /\bswitch\w*\b[^.]*\b(?:agent|manager|handover)\b|\bhandover\b/i;
/** Some tactic works with the people who send clients: brokers, solicitors, accountants. */
const PARTNER_WORK = /\bbrokers?\b|\bsolicitors?\b|\battorneys?\b|\bCPAs?\b/i;
/** A claim about rental rules without a check. */
const RULE_CLAIM = /\b(?:renters' rights(?: act| bill| changes)?|section 21(?: notices?)?|tenant fees act|landlord-tenant law)\b[^.;:]{0,40}\b(?:is|are|was|were|will|bans?|banned|ends?|ended|abolish\w*|requires?|means?|comes? into force|takes? effect)\b/i;
const CHECKED = /\bcheck\w*\b/i;

/** What the checker finds missing or wrong in a property agent's plan. */
export function lettingGaps(l: Letting | null, planText: string): { reason: string; note: string }[] {
  if (!l) return [];
  const out: { reason: string; note: string }[] = [];
  const w = wordsOf(l);
  if (!SWITCH_WORK.test(planText)) out.push({ reason: `Most new ${w.clients} come from another agent, and nothing in the plan makes the switch easy (the handover done for them).`, note: "Leaves out the switch" });
  if (!PARTNER_WORK.test(planText)) out.push({ reason: `${upperFirst(w.clients)} ask their mortgage broker, solicitor or accountant which agent to use, and no tactic works with them.`, note: "Leaves out referral partners" });
  const unchecked = planText.split(/(?<=[.!?])\s+/).find((s) => RULE_CLAIM.test(s) && !CHECKED.test(s));
  if (unchecked) out.push({ reason: `"${unchecked.slice(0, 120)}" states a rule without saying to check it: rental rules change, and a wrong claim costs a ${w.client}'s trust.`, note: "A rule stated as fact" });
  return out;
}

/** What the AI prompt states about a property agent: what it is, what its plan is made of, what it is not. */
export function lettingFacts(l: Letting | null, fill: (t: string) => string): string[] {
  if (!l) return [];
  const w = wordsOf(l);
  return [
    fill(`- ${upperFirst(`${l.independent ? "an independent" : articleOf(l.word)} ${l.word}`)} whose clients are ${w.clients}, not a software company selling to small businesses, whatever the product type says: no trade show, free data migration, demo, free trial, app directory or founder emails to five businesses a day`),
    fill(`- Its plan: the switch from {ltRival} made easy ({ltSwitchSteps}); ${l.side === "sales" ? "a written update to every seller each week" : "{ltClients}' questions about {ltRulesShort} answered, worded as things to check on {ltRulesSource}"}; a {ltEvent} with {ltAssociationShort} (named as an example to check); {ltBoards} and the streets it works in as local proof; reviews from {ltClients} and {ltTenants} on {ltReviewSites}; referrals from {ltPartners}; {ltValuation} for {ltAccidental}; the numbers that beat {ltOnline} ({ltProof}, {ltVoids}, {ltArrears})`),
    `- Never compete on price; never state a rental or selling rule as fact without telling the founder to check it; no fake or paid-for reviews`,
    ...(l.goalSaid ? [fill(`- The goal is counted in ${w.homes}: ${l.goalSaid}${l.managed ? ` (from ${formatCount(l.managed)} today)` : ""}`)] : []),
  ];
}

/** UK letting words and the words a US property manager's owners use, in the order they must be replaced. */
const US_RENTAL_WORDS: [RegExp, string][] = [
  [/(?<!real )\bestate agent/g, "real estate agent"],
  [/\bwhat letting (it )?involves\b/g, "what renting it out involves"],
  [/\b(never planned|when they'd like|a home) to let\b/g, "$1 to rent out"],
  [/\b(is|are|home|homes|been|get) let\b/g, "$1 rented"],
  [/\bmight let\b/g, "might rent out"],
  [/\blet or renewed\b/g, "rented or renewed"],
  [/'let or sell\?'/g, "'rent or sell?'"],
  [/\b(your|their|a|your own|their own|both sides of a) let\b/g, "$1 rental"],
  [/\bthe certificates\b/g, "the required inspections"],
  [/\b(?:gas safety|EICR|EPC)\b/g, "inspection"],
  [/\ba solicitor\b/g, "an attorney"],
  [/\bsolicitors\b/g, "attorneys"],
  [/\bsolicitor\b/g, "attorney"],
  [/\ba broker\b/g, "a lender"],
  [/\bremortgaging\b/g, "refinancing"],
  [/\bvoids\b/g, "vacancies"],
  [/\bvoid\b/g, "vacancy"],
  [/\bpostcode\b/g, "ZIP code"],
  [/\b(homes|properties) instructed\b/g, "$1 signed"],
  [/\bat instruction\b/g, "at signing"],
  [/\bvaluation page\b/g, "rental analysis page"],
  [/\b(every|each|a free|honest|the) valuation\b/g, "$1 rental analysis"],
  [/(?<!real estate |investor |estate )\bagent(s?)\b/g, "manager$1"],
  [/\b([Aa]) (owner|attorney|inspection)/g, "$1n $2"],
  [/\b([Aa])n manager/g, "$1 manager"],
];

/** A US property manager's plan in its owners' words: rented, not let; attorneys, not solicitors; managers, not agents. Unchanged otherwise. */
export function inRentalWords(l: Letting | null, text: string): string {
  if (!l?.us || l.side !== "lettings") return text;
  return americanSpelling(rewrite(text, US_RENTAL_WORDS));
}
