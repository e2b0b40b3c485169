import type { PlanFormData } from "~/wizard/types";
import { formatCount, joinWords, numberFrom, numberWord, upperFirst, withArticle } from "./words";

/**
 * A law firm or regulated legal practice for consumers: immigration, family, wills and probate (estate
 * planning in the US), conveyancing, personal injury; solicitors in the UK, attorneys in the US, lawyers
 * elsewhere. Its clients come once, for a matter that frightens them (a visa deadline, a separation, a death
 * in the family), and choose on the word of someone they trust (a friend, their church, another professional)
 * and on whether the firm's own pages answer their question and say what it costs. Its plan: a fixed-fee
 * price page (the SRA's transparency rules require published prices for some services in England and Wales:
 * a check, never a claim), a plain guide per service answering what clients ask, talks at the community
 * organisations, churches and associations the audience trusts, referral relationships with other
 * professionals within the regulator's rules (no paying for referrals without checking), reviews on platforms
 * the regulator allows, a public warning against unregulated advisers, and never a promised outcome or a
 * testimonial that promises results. Not a shop: no till, regulars, staff perk cards or quiet slots to fill;
 * not the finance advisers' kind either (advisers.ts: mortgages, pensions). Read from the founder's words
 * whatever product type the form says. Pure.
 */
export type Law = {
  /** The founder's word for the practice: "immigration practice", "family law firm", "law firm". */
  word: string;
  /** The area of law it is known for. */
  area: "immigration" | "family" | "wills" | "conveyancing" | "injury" | "employment" | "general";
  /** What the lawyers are called where it practises: "solicitor" (UK), "attorney" (US), "lawyer". */
  lawyer: "solicitor" | "attorney" | "lawyer";
  /** Whose rules the plan names: England and Wales's (the SRA), Scotland's (the Law Society of Scotland), the US's (a state bar), or the founder's own to check. */
  rules: "sra" | "scotland" | "us" | "other";
  /** The US state, when the place names it ("Houston, Texas" → "Texas"). */
  state: string | null;
  /** The services, as the pitch lists them: "spouse and partner visas, indefinite leave to remain and British citizenship applications". */
  services: string | null;
  /** A fixed fee the founder states, the service it is for and what comes on top: "£1,800", "spouse visa application", "the Home Office fee". */
  fee: string | null;
  /** The founder's own list of prices, when the pitch gives several ("wills from £250, lasting powers of attorney from £450, …"). */
  priceList: string | null;
  feeService: string | null;
  feePlus: string | null;
  /** The practice says it charges fixed fees. */
  fixedFees: boolean;
  /** The lawyers in the practice ("two-solicitor" → 2; "sole practitioner" → 1). */
  team: number | null;
  /** The communities its clients come from, as the founder says it: "the Nigerian and Ghanaian communities in south London". */
  communities: string | null;
  /** Clients come mostly from word of mouth. */
  wordOfMouth: boolean;
  /** Where the persona says clients ask who to trust. */
  church: boolean;
  whatsapp: boolean;
  facebookGroups: boolean;
  /** The persona or the challenges name unregulated advisers (notarios, "consultants") as a danger to clients. */
  unregulated: boolean;
  /** The founder says outcomes can't be promised, or that the regulator's advertising rules apply. */
  noPromises: boolean;
  /** The goal: "15 new fixed-fee cases a month, from 8" → 15, "new fixed-fee cases", 8; a month or not. */
  goalCount: number | null;
  goalUnit: string | null;
  goalNow: number | null;
  perMonth: boolean;
  /** The founder's words about cheaper rivals ("Online will-writing services undercut us on price"). */
  cheaperRival: string | null;
  /** The town in the pitch ("a practice in Croydon"). */
  town: string | null;
};

/** Areas of law, as a consumer practice names them before the word for a lawyer or a firm. */
const AREAS: [RegExp, Law["area"]][] = [
  [/\bimmigration\b|\bvisas?\b|\bcitizenship\b|\bgreen cards?\b|\bnaturali[sz]ation\b|\basylum\b/, "immigration"],
  [/\bfamily law\b|\bfamily (?:solicitors?|lawyers?|attorneys?|practice|firm)\b|\bdivorces?\b|\bseparation\b|\bcustody\b|\bchild arrangements?\b/, "family"],
  [/\bwills?\b|\bprobate\b|\bestate planning\b|\bpowers? of attorney\b|\btrusts and estates\b|\belder law\b/, "wills"],
  [/\bconveyancing\b|\bconveyancers?\b|\bresidential property\b|\bhome buying\b|\breal estate closings?\b/, "conveyancing"],
  [/\bpersonal injury\b|\baccident claims?\b|\bno win,? no fee\b|\bclinical negligence\b/, "injury"],
  [/\bemployment law\b|\bunfair dismissal\b|\bemployment tribunals?\b/, "employment"],
];

/** The practice itself, in its pitch: a law firm or practice, solicitors, attorneys, lawyers. */
const LAW_WORD =
  /\b(?:(?:immigration|family|divorce|wills?(?: and probate)?|probate|estate planning|elder|conveyancing|personal injury|employment|housing)(?: law)? (?:solicitors?|attorneys?|lawyers?|firm|practice|office)|(?:law|legal) (?:firm|practice|office)|firm of solicitors|solicitors? practice|(?:[a-z]+-)?solicitors?|(?:[a-z]+-)?(?:attorneys?|lawyers?)(?! general)(?: at law)?)\b/;

/** Words that make the product something for lawyers (their software, a directory, a course), not one of them. */
const FOR_THEM = /\b(?:apps?|platform|software|saas|tool|system|marketplace|directory|plugin|crm|case management|lead (?:site|generation)|comparison site|newsletter|course|podcast|agency|chatbot|ai)\b[^.]{0,40}$/;

/** "Power of attorney", "attorney general", "I'm not a lawyer": the words, not a practice. */
const NOT_A_PRACTICE = /\bpowers? of attorney\b|\battorneys? general\b|\bnot (?:a |an )?(?:qualified |licensed |practising |practicing )?(?:lawyer|solicitor|attorney)\b|\bwithout (?:a )?(?:lawyer|solicitor|attorney)\b/g;

/** The pitch names a consumer law practice that is the business itself; null for anything else (a CRM for law firms, an accountant who works with solicitors). */
export function lawWordOf(pitch: string): { word: string; area: Law["area"] } | null {
  const lower = pitch.toLowerCase().replace(NOT_A_PRACTICE, (m) => "_".repeat(m.length));
  const m = LAW_WORD.exec(lower);
  if (!m) return null;
  const before = lower.slice(0, m.index);
  if (FOR_THEM.test(before)) return null;
  // "Bookkeeping for solicitors", "we work with conveyancing solicitors", "referrals from lawyers": someone else's practice.
  if (/\b(?:for|with|from|to|by|and|like|alongside|including)\s+(?:[a-z-]+\s+){0,3}$/.test(before)) return null;
  const area = AREAS.find(([re]) => re.test(lower))?.[1] ?? "general";
  const said = m[0];
  const word = /\b(?:firm|practice|office)\b/.test(said)
    ? said.replace(/^(?:[a-z]+-)(?=solicitors?\b)/, "").replace(/\bsolicitors? practice\b/, "solicitors' practice")
    : area === "general" ? "law firm" : `${area === "wills" ? "wills and probate" : area === "injury" ? "personal injury" : area} practice`;
  return { word, area };
}

const NUMBER = "(\\d{1,4}|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|forty|fifty)";

/**
 * "We are a two-solicitor immigration practice in Croydon, regulated by the SRA … a spouse visa application is
 * £1,800 plus the Home Office fee", "15 new fixed-fee cases a month, from 8": the practice and what its plan
 * needs. Null for anything else (a mortgage broker, an accountant, software for law firms).
 */
export function readLaw(a: PlanFormData, pitch: string, country: string | null): Law | null {
  if (a.audienceType === "developer") return null;
  const found = lawWordOf(pitch);
  if (!found) return null;
  const d = a.productDescription;
  const all = `${d} ${a.audiencePersona} ${a.challenges}`;
  const place = `${a.localRegion ?? ""} ${d}`;
  const us = country === "United States" || (!country && /\$|\battorneys?\b|\bstate bar\b|\bUSCIS\b/.test(d));
  const uk = country === "United Kingdom" || /\bSRA\b|\bsolicitors?\b|£/.test(d);
  const scotland = uk && /\b(?:scotland|edinburgh|glasgow|aberdeen|dundee|inverness)\b/i.test(place);
  const rules: Law["rules"] = us && !uk ? "us" : scotland ? "scotland" : uk ? "sra" : "other";
  const fee =
    /\b(?:an?|the|our|each)\s+([a-z][a-z' -]{2,40}?)\s+(?:is|costs?|for)\s+(?:a fixed (?:fee of )?)?([£$€]\s?\d[\d,]*)(?:\s+plus\s+((?:the\s+)?[A-Za-z' ]{2,30}?\bfees?))?\b/i.exec(d) ??
    /([£$€]\s?\d[\d,]*)\s+(?:for|per)\s+(?:an?\s+)?([a-z][a-z' -]{2,40}?)(?:\s+plus\s+((?:the\s+)?[A-Za-z' ]{2,30}?\bfees?))?(?=[.,;:)]|$)/i.exec(d);
  const feeParts = fee ? (/^[£$€]/.test(fee[1]!) ? { fee: fee[1]!, service: fee[2]!, plus: fee[3] } : { fee: fee[2]!, service: fee[1]!, plus: fee[3] }) : null;
  const services =
    /\b(?:handle|do|offer|help (?:people |clients |families )?with|speciali[sz]e in|cover|advise on|act (?:on|in))\s+((?:[^.,:;]+, )*[^.,:;]+? (?:and|or) [^.,:;]+?)(?=\s+for\b|\s+at\b|[.;:]|$)/i.exec(d) ??
    /:\s*((?:[^.,:;()£$€]+, )+[^.,:;()£$€]+? (?:and|or) [^.,:;()£$€]+?)(?=,?\s+(?:for|with|at)\b|\s*\(|[.;]|$)/.exec(pitch);
  // "Wills from £250, lasting powers of attorney from £450, and probate for a fixed fee": the founder's own price list.
  const priceList = /(?:^|[.:]\s+)((?:[A-Z]?[a-z][a-z ]{2,40}? from [£$€]\d[\d,]*,? (?:and )?){2,5}[^.]*?)(?=\.|$)/.exec(d);
  const team = new RegExp(`\\b${NUMBER}[- ](?:solicitor|attorney|lawyer|partner)s?\\b|\\b${NUMBER}\\s+(?:solicitors|attorneys|lawyers|partners)\\b`, "i").exec(d);
  const communities = /\b(?:in|from|among|across) (the ([A-Z][\w-]+(?:(?:,| and| or) [A-Z][\w-]+)*) communit(?:y|ies)(?: (?:in|of|across) [A-Za-z ]+?)?)(?=[.,;]|$)/.exec(d);
  const goal = new RegExp(`\\b${NUMBER}\\s+((?:new\\s+)?(?:fixed[- ]fee\\s+|flat[- ]fee\\s+|paying\\s+|private\\s+)?(?:cases|clients|matters|instructions|consultations|wills|divorces|applications|files))\\b`, "i").exec(a.successMetrics);
  const from = new RegExp(`\\b(?:from|up from)\\s+(?:about\\s+)?${NUMBER}\\b`, "i").exec(a.successMetrics);
  const town = /\b(?:in|based in)\s+([A-Z][a-z]+(?:[ -][A-Z][a-z]+)?)\b/.exec(pitch);
  const stateMatch = /,\s*([A-Z][a-z]+(?: [A-Z][a-z]+)?)(?=\s*(?:[:,.;)]|$))/.exec(a.localRegion ?? "");
  const explicit = /\bsolicitors?\b/i.test(pitch) ? "solicitor" : /\battorneys?\b/i.test(pitch) ? "attorney" : null;
  return {
    word: found.word,
    area: found.area,
    lawyer: explicit ?? (rules === "us" ? "attorney" : rules === "sra" || rules === "scotland" ? "solicitor" : "lawyer"),
    rules,
    state: rules === "us" && stateMatch ? stateMatch[1]! : null,
    services: services ? services[1]!.trim() : null,
    fee: feeParts ? feeParts.fee.replace(/\s/g, "") : null,
    priceList: priceList ? priceList[1]!.trim().replace(/^[A-Z]/, (c) => c.toLowerCase()) : null,
    feeService: feeParts ? feeParts.service.trim().replace(/^(?:fixed[- ]fee )/i, "") : null,
    feePlus: feeParts?.plus ? feeParts.plus.trim().replace(/^(?!the )/i, "the ") : null,
    fixedFees: /\bfixed[- ]fees?\b|\bflat[- ]fees?\b/i.test(d),
    team: team ? numberFrom(team[1] ?? team[2]) : /\bsole practitioner\b|\bsolo (?:practice|attorney|lawyer)\b/i.test(d) ? 1 : null,
    communities: communities ? communities[1]!.replace(/\bin south\b/, "in South") : null,
    wordOfMouth: /\bword of mouth\b|\brecommendations?\b|\breferred by (?:friends|family)\b/i.test(d),
    church: /\bchurch(?:es)?\b|\bmosques?\b|\btemples?\b|\bgurdwaras?\b|\bfaith\b/i.test(all),
    whatsapp: /\bwhatsapp\b/i.test(all),
    facebookGroups: /\bfacebook groups?\b/i.test(all),
    unregulated: /\bunregulated\b|\bunqualified\b|\bnotarios?\b|\bnot regulated\b|\bfake (?:lawyers|advisers|advisors)\b/i.test(all),
    noPromises: /\b(?:can'?t|cannot|can not|never) (?:promise|guarantee)\b|\b(?:advertising|publicity|testimonials?)\b[^.]{0,40}\brules?\b|\brules?\b[^.]{0,40}\b(?:advertising|publicity|testimonials?)\b/i.test(a.challenges),
    goalCount: goal ? numberFrom(goal[1]) : null,
    goalUnit: goal ? goal[2]!.toLowerCase() : null,
    goalNow: from ? numberFrom(from[1]) : null,
    perMonth: /\b(?:a|per|each) month\b|\bmonthly\b/i.test(a.successMetrics),
    cheaperRival: a.challenges.split(/(?<=[.!?])\s+/).find((s) => /\bundercut\b|\bcheaper\b|\bonline (?:will|divorce|conveyancing|services?)\b/i.test(s))?.replace(/[.!?]+$/, "").trim() ?? null,
    town: town && !/^(?:The|Our|We)$/.test(town[1]!) ? town[1]! : null,
  };
}

/** What each area of law calls its parts: the guides clients need, who refers, where its audience meets. */
type Ways = {
  /** The plain guides, first the one the plan starts with. */
  guides: string[];
  /** What clients ask before they call, as they ask it. */
  questions: string[];
  /** Professionals whose clients need this lawyer, to check and approach. */
  referrers: string;
  firstReferrers: string;
  /** Where the audience already meets. */
  venues: string;
  /** The talk's title. */
  talk: string;
  /** Who the public-service warning is about, and how to check a lawyer. */
  fakes: string;
  /** The default services, when the pitch lists none. */
  services: string;
  /** A client's first step that costs them little: a call, a first meeting at a fixed price. */
  worry: string;
};

function waysOf(l: Law | null): Ways {
  const us = l?.rules === "us";
  const area = l?.area ?? "general";
  if (area === "immigration") {
    return us
      ? {
          guides: ["Marriage green card: the documents checklist", "Citizenship (naturalization): when you can apply, and what to gather", "A request for evidence: what it means and what to do next", "Work visas: the questions to ask before you apply"],
          questions: ["What documents do we need for a marriage green card?", "How long does a spouse green card take?", "Can I apply for citizenship yet?", "What does a request for evidence mean?"],
          referrers: "community organizations that help newcomers, churches' and mosques' outreach teams, tax preparers and accountants who see clients on visas, and attorneys in other fields who don't do immigration",
          firstReferrers: "one community organization, one tax preparer and one family law attorney",
          venues: "churches, community associations, mosques and cultural societies",
          talk: "Green cards through marriage and citizenship: what USCIS asks for, and the mistakes that cause delays and denials",
          fakes: "notarios and unlicensed 'immigration consultants'",
          services: "green cards, citizenship and visa applications",
          worry: "a denial",
        }
      : {
          guides: ["Spouse visa: the documents checklist", "Indefinite leave to remain: when you can apply, and what to gather", "British citizenship: the questions to answer before you apply", "A visa refused: what your options are"],
          questions: ["What documents do we need for a spouse visa?", "Do we meet the financial requirement?", "When can I apply for indefinite leave to remain?", "My visa was refused: what now?"],
          referrers: "community advice centres, churches' and mosques' welfare teams, accountants and mortgage brokers who see couples on visas, and family and conveyancing solicitors who don't do immigration work",
          firstReferrers: "one community advice centre, one accountant and one family law firm",
          venues: "churches, community associations, mosques and cultural societies",
          talk: "Spouse visas and settlement: what the Home Office asks for, and the mistakes that lead to refusals",
          fakes: "unregulated immigration advisers",
          services: "visa, settlement and citizenship applications",
          worry: "a refusal",
        };
  }
  if (area === "family") {
    return {
      guides: us ? ["Divorce: the steps, and what each one costs", "Custody and parenting plans: what to expect", "Dividing property: what to gather first"] : ["Divorce: the steps, and what each one costs", "Arrangements for the children: what mediation and a MIAM involve", "Sorting out money in a divorce: what to gather first"],
      questions: ["How much does a divorce cost?", "Who gets the house?", "Do I have to go to court to see my children?", "How long does a divorce take?"],
      referrers: `mediators, counsellors and family therapists, financial advisers, and ${us ? "domestic violence and parenting organizations" : "domestic abuse and parenting charities"}`,
      firstReferrers: "one mediator, one counsellor and one financial adviser",
      venues: us ? "parents' groups, community centers and women's groups" : "parents' groups, community centres and women's groups",
      talk: "Separating: the steps, the costs and what to sort out first",
      fakes: us ? "unlicensed document preparers who give legal advice" : "unregulated 'divorce services' that give advice without a solicitor",
      services: us ? "divorce, custody and support" : "divorce, arrangements for children and financial settlements",
      worry: "losing the house or time with the children",
    };
  }
  if (area === "wills") {
    return {
      guides: us ? ["Wills and living trusts: which do you need?", "Powers of attorney and health care directives: what they do", "Probate: the first steps when someone has died"] : ["Making a will: what it costs and what to bring", "Lasting powers of attorney: what they do and how to make one", "Probate: the first steps when someone has died"],
      questions: us ? ["Do I need a will or a trust?", "What happens if I die without a will?", "What does probate cost?", "Who should be my executor?"] : ["How much does a will cost?", "What happens if I die without a will?", "Do I need a lasting power of attorney?", "How long does probate take?"],
      referrers: us ? "financial advisers, accountants, funeral homes and senior centers" : "financial advisers, accountants, funeral directors and retirement and carers' groups",
      firstReferrers: us ? "one financial adviser, one accountant and one funeral home" : "one financial adviser, one accountant and one funeral director",
      venues: us ? "churches, senior centers, community centers and retirement clubs" : "churches, retirement groups, community centres and the local U3A",
      talk: us ? "Wills, trusts and powers of attorney: what happens if you don't have them" : "Wills and lasting powers of attorney: what happens if you don't have them",
      fakes: us ? "online form mills and unlicensed 'estate planners'" : "unregulated will writers",
      services: us ? "wills, trusts and probate" : "wills, lasting powers of attorney and probate",
      worry: "leaving a mess for the family",
    };
  }
  if (area === "conveyancing") {
    return {
      guides: ["Buying your first home: every step, and the fixed fee", "Searches and surveys: what they tell you", "Leasehold: the questions to ask before you buy"],
      questions: ["How much does conveyancing cost?", "How long does it take from offer to completion?", "What are searches for?", "What should I ask about a leasehold flat?"],
      referrers: "estate agents and mortgage brokers (any referral arrangement disclosed to the client)",
      firstReferrers: "two estate agents and one mortgage broker",
      venues: "first-time buyers' evenings with a mortgage broker, and community centres",
      talk: "Buying your first home: every step from offer to keys",
      fakes: "unregulated online conveyancing 'services' that don't say who does the work",
      services: "buying, selling and remortgaging homes",
      worry: "a purchase falling through",
    };
  }
  if (area === "injury") {
    return {
      guides: ["After an accident: what to do in the first week", "What a claim costs you, and what comes out of any compensation", "How long a claim takes, step by step"],
      questions: ["Do I have a claim?", "What do I pay if I win or lose?", "How long will it take?", "Is there a time limit?"],
      referrers: us ? "physical therapists, chiropractors and community organizations (check your state bar's rules before any arrangement)" : "physiotherapists, trade union branches and community advice centres (no referral fees changing hands: check the rules)",
      firstReferrers: us ? "one physical therapist and one community organization" : "one physiotherapist and one trade union branch",
      venues: us ? "union halls, community centers and sports clubs" : "trade union branches, community centres and sports clubs",
      talk: "After an accident: your rights, the time limits and what a claim involves",
      fakes: "claims companies that cold-call",
      services: "accident and injury claims",
      worry: "paying for a claim that fails",
    };
  }
  return {
    guides: [`${upperFirst(l?.services?.split(/,| and /)[0]?.trim() ?? "Your first service")}: the steps, and what it costs`, "What to bring to a first meeting", "How long it takes, step by step"],
    questions: ["How much will it cost?", "How long will it take?", "What do I need to bring?", "Do I even need a lawyer for this?"],
    referrers: "accountants, financial advisers, community advice centres and lawyers in other fields",
    firstReferrers: "one accountant, one community advice centre and one lawyer in another field",
    venues: "community centres, churches and residents' and business associations",
    talk: "Your rights, the steps and what it costs: an hour of plain answers",
    fakes: "unregulated advisers",
    services: "the legal work you do",
    worry: "an outcome they can't undo",
  };
}

/** The regulator, short and long, and whether the plan can name its rules as things to check. */
function regulator(l: Law | null): { short: string; long: string } {
  if (l?.rules === "sra") return { short: "the SRA", long: "the Solicitors Regulation Authority (SRA)" };
  if (l?.rules === "scotland") return { short: "the Law Society of Scotland", long: "the Law Society of Scotland" };
  if (l?.rules === "us") return { short: l.state ? `the ${l.state} bar` : "your state bar", long: l.state ? `the ${l.state} bar` : "your state bar" };
  return { short: "your regulator", long: "your regulator" };
}

/** The towns the practice serves, from the area the founder gave: "South London (Croydon, Lewisham, Peckham)" → the three. */
function townsOf(l: Law | null, place: string, region: string): string[] {
  const inside = /\(([^)]+)\)/.exec(region)?.[1];
  const named = inside ? inside.split(/,\s*|\s+and\s+/).map((s) => s.trim()).filter(Boolean) : [];
  const first = l?.town ?? named[0] ?? place.replace(/\s*\(.*$/, "");
  return [...new Set([first, ...named].filter(Boolean))].slice(0, 3);
}

/** "15 new fixed-fee cases a month, from 8: seven more a month, about two more a week; at £1,800 each …". */
function lawMath(l: Law): string | null {
  if (!l.goalCount) return null;
  const unit = l.goalUnit ?? "new cases";
  const per = l.perMonth ? " a month" : "";
  if (l.goalNow === null || l.goalNow >= l.goalCount) return null;
  const more = l.goalCount - l.goalNow;
  const week = more / 4.3;
  const weekly = l.perMonth ? `, about ${week < 1.5 ? "one or two" : numberWord(Math.round(week))} more a week` : "";
  const feeValue = l.fee ? Number(l.fee.replace(/[^\d]/g, "")) : null;
  const symbol = l.fee?.[0] ?? "";
  const money = feeValue && l.perMonth ? `; at ${l.fee} ${l.feeService ? `for ${withA(l.feeService)}` : "each"}, that is about ${symbol}${formatCount(more * feeValue)} more in fees a month${l.feePlus ? ` (not counting ${l.feePlus})` : ""}` : "";
  return `${l.goalCount} ${unit}${per}, from ${l.goalNow}: ${numberWord(more)} more${per}${weekly}${money}. Most will come from people who were told about you by someone they trust, so the plan counts every new case by who sent it.`;
}

const withA = (phrase: string) => `${withArticle(phrase)}`;

/** Tokens: {lawWord} {lawAWord} {lawyer} {lawyers} {lawTown} {lawTowns} {lawServices} {lawFeeLine} {lawPriceLine} … */
export function lawTokens(l: Law | null, region: string, place: string): Record<string, string> {
  const w = waysOf(l);
  const reg = regulator(l);
  const us = l?.rules === "us";
  const lawyer = l?.lawyer ?? "lawyer";
  const towns = townsOf(l, place, region);
  const town = towns[0] ?? (place || "your town");
  const services = l?.services ?? w.services;
  const feeService = l?.feeService ?? null;
  const feeLine = l?.fee ? `${feeService ? `${withA(feeService)} for ` : ""}${l.fee}${l.feePlus ? ` plus ${l.feePlus}` : ""}` : (l?.priceList ?? null);
  const searchWord = l?.area === "immigration" ? (us ? "immigration attorney" : "immigration solicitor") : l?.area === "family" ? (us ? "divorce attorney" : "family solicitor") : l?.area === "wills" ? (us ? "estate planning attorney" : "will solicitor") : l?.area === "conveyancing" ? "conveyancing solicitor" : l?.area === "injury" ? (us ? "personal injury attorney" : "personal injury solicitor") : `${lawyer}`;
  const serviceSearch = feeService ? feeService.replace(/\s+application$/, "") : (services.split(/,| and /)[0] ?? "").trim();
  const tokens: Record<string, string> = {
    lawWord: l?.word ?? "law firm",
    lawAWord: withA(l?.word ?? "law firm"),
    lawyer,
    lawyers: `${lawyer}s`,
    lawALawyer: withA(lawyer),
    lawVat: l?.rules === "sra" || l?.rules === "scotland" ? ", VAT {{included or on top}}" : "",
    lawPeopleLike: l?.communities ? `people in ${l.communities.replace(/\s+(?:in|of|across)\s+.*$/, "")}` : "people like your members",
    lawTown: town,
    lawTowns: joinWords(towns.length ? towns : [town]),
    lawServices: services,
    lawFeeLine: feeLine ?? "{{your fixed fee}}",
    lawPriceLine: l?.priceList ? l.priceList : feeLine ? `${feeLine}, and every other service's fee` : l?.area === "injury" ? "what a claim costs the client, in plain numbers" : "each service's fee and what it includes",
    lawFeeShort: l?.fee ?? "{{your fee}}",
    lawExtra: l?.feePlus ?? (l?.area === "immigration" ? (us ? "the USCIS filing fee" : "the Home Office fee") : "{{any fees paid to others, such as court or search fees}}"),
    lawRegulator: reg.short,
    lawRegulatorLong: reg.long,
    lawRegistered: l?.rules === "sra" ? "Authorised and regulated by the Solicitors Regulation Authority, SRA number {{your SRA number}}" : us ? `Licensed by ${reg.long}: {{your bar number}}` : `Regulated by ${reg.long}: {{your registration number}}`,
    lawPriceRule:
      l?.rules === "sra"
        ? "the SRA's transparency rules (they require published prices for some services, such as some immigration, conveyancing, probate and employment work; check which of yours they cover and what the page must say)"
        : us
          ? `${reg.long}'s rules on lawyer advertising, which cover how fees are described (check them)`
          : `${reg.long}'s rules on how fees are advertised (check them)`,
    lawAdRules: l?.rules === "sra" ? "the SRA's Code of Conduct and its guidance on publicity" : us ? `${reg.long}'s advertising rules (your state's version of the ABA's Model Rules 7.1 to 7.3)` : `${reg.long}'s rules on advertising`,
    lawReferralRule:
      l?.rules === "sra"
        ? `the SRA's rules on referrals and introductions: no paying or receiving anything for a referral without checking what the rules allow${l.area === "injury" ? " (referral fees in personal injury are banned)" : ""}, and every client told of any arrangement`
        : us
          ? `${reg.long}'s rules on referrals: no paying anyone for recommending you without checking what the rules allow, and any referral-fee split only as the rules permit`
          : `${reg.long}'s rules on referrals: no paying for referrals without checking what they allow`,
    lawReviewSites: l?.rules === "sra" || l?.rules === "scotland" ? "Google and ReviewSolicitors" : us ? "Google and Avvo" : "Google",
    lawServiceSearch: serviceSearch,
    lawSearches: [`'${searchWord} ${town}'`, `'${serviceSearch} ${l?.fixedFees || l?.fee ? "fixed fee" : "cost"}'`, `'${w.questions[0]!.replace(/\?$/, "").toLowerCase()}'`].join(", "),
    lawGuideOne: w.guides[0]!,
    lawGuides: joinWords(w.guides.slice(0, 3).map((g) => `'${g}'`)),
    lawQuestions: w.questions.map((q) => `'${q}'`).join(", "),
    lawQuestionOne: w.questions[0]!,
    lawReferrers: w.referrers,
    lawFirstReferrers: w.firstReferrers,
    lawVenues: l?.church && !/church/.test(w.venues) ? `churches, ${w.venues}` : w.venues,
    lawTalk: w.talk,
    lawCommunity: l?.communities ?? "your clients",
    lawCommunityShort: l?.communities ? l.communities.replace(/\s+(?:in|of|across)\s+.*$/, "") : "your clients",
    lawFakes: w.fakes,
    lawFakeCheck:
      l?.area === "immigration"
        ? us
          ? "only a licensed attorney, or an accredited representative of a recognized organization, may give immigration legal advice: check an attorney on the state bar's website and a representative on the Justice Department's (EOIR) roster"
          : "anyone giving immigration advice in the UK must be regulated: a solicitor on the SRA's register, or an adviser on the Immigration Advice Authority's register (formerly OISC)"
        : l?.rules === "sra"
          ? "check a solicitor on the SRA's register or the Law Society's Find a Solicitor, and ask anyone else who regulates them and whether they are insured"
          : us
            ? "check a lawyer on the state bar's website before you pay"
            : "check a lawyer on the regulator's register before you pay",
    lawVenuesShort: joinWords((l?.church && !/church/.test(w.venues) ? `churches, ${w.venues}` : w.venues).split(/,\s*(?:and\s+)?|\s+and\s+/).slice(0, 2)),
    lawHelp: l?.area === "immigration" ? "a visa" : l?.area === "family" ? "a divorce or separation" : l?.area === "wills" ? (us ? "a will or a trust" : "a will or probate") : l?.area === "conveyancing" ? "buying or selling a home" : l?.area === "injury" ? "a claim" : "a legal problem",
    lawDecision:
      l?.area === "immigration"
        ? `The decision on every application is ${us ? "the government's" : "the Home Office's"}: we can't promise it, but we will tell you honestly, before you pay, how strong we think your application is.`
        : l?.area === "injury"
          ? "No one can promise what a claim will win: we will tell you honestly, before you commit, whether we think you have a claim and what it could cost you."
          : "No lawyer can promise how a matter will end: we will tell you honestly, before you pay, what we think and what it could cost.",
    lawOriginals: l?.area === "immigration" ? "your passport or original documents" : "original documents",
    lawChats: l?.whatsapp && l.facebookGroups ? "the WhatsApp and Facebook groups" : l?.whatsapp ? "the WhatsApp groups" : l?.facebookGroups ? "the Facebook groups" : "the community groups",
    lawWorry: w.worry,
    lawTeam: l?.team && l.team > 1 ? `the ${numberWord(l.team)} of you` : "you",
    lawMath: l ? (lawMath(l) ?? "") : "",
    lawUnit: l?.goalUnit ?? "new cases",
    lawCasesUpper: upperFirst((l?.goalUnit ?? "new cases").replace(/^(?!new )/, "new ")),
    lawNoPromise: l?.area === "injury" ? "no promise of what a claim will win" : `no promise of the outcome (${l?.area === "immigration" ? "the decision is the " + (us ? "government's" : "Home Office's") : "the decision is not yours to promise"})`,
  };
  tokens.lawFakeCheckUpper = upperFirst(tokens.lawFakeCheck!);
  return tokens;
}

/** The goal line of a law practice's strategy, whatever goal the form says. */
export const LAW_STRATEGY =
  "a fixed-fee page that says plainly what each service costs ({lawPriceLine}), a plain guide per service answering what clients ask ('{lawGuideOne}' first), talks at the {lawVenues} your clients trust, referral relationships with {lawFirstReferrers} within {lawRegulator}'s rules, and reviews from clients on {lawReviewSites}, with {lawNoPromise} anywhere";
export const LAW_FOCUS = "{lawCasesUpper} each week against the goal, counted by who sent them (a past client, a talk, a referrer, a guide, Google), with enquiries answered within a working day";

/** "Okafor Immigration Law is an immigration practice in Croydon: people choose a lawyer …". */
export function lawWhat(l: Law, product: string, where: string): string {
  const who = l.area === "immigration"
    ? "couples and families facing a deadline choose a lawyer on the word of someone they trust (a friend, their church, another professional)"
    : l.area === "family"
      ? "people going through a separation choose a lawyer on a friend's or a counsellor's word"
      : l.area === "wills"
        ? "people put a will off for years, then choose on a friend's or their financial adviser's word"
        : "people choose a lawyer on the word of someone they trust";
  return `${product} is ${withA(l.word)} ${where}: ${who}, then check the ${l.lawyer}'s own pages for a plain answer and a price before they call, and a case handled well is recommended for years.`;
}

/** The strategy's own lines: the arithmetic, the regulator's rules, the hours, the unregulated advisers. */
export function lawListening(l: Law, fill: (text: string) => string): string[] {
  const out: string[] = [];
  const math = lawMath(l);
  if (math) out.push(math);
  if (l.noPromises) out.push(fill("You said you can't promise outcomes and the regulator's rules on advertising apply: nothing in this plan promises a result, clients' words are used only with their consent and only about how they were treated, and every page and message is one to check against {lawAdRules} before it goes out."));
  if (l.cheaperRival) out.push(fill(`You said "${l.cheaperRival}": the plan doesn't compete on price, but the fees page and the guides say plainly what a regulated {lawyer}'s fixed fee includes that a cheaper form doesn't (advice on the client's own situation, checks, insurance and a named {lawyer} to call), so the clients who want that choose you.`));
  if (l.unregulated) out.push(fill("Your clients are quoted by {lawFakes}: a public-service warning, how to check who is advising them, is part of the plan, without naming anyone."));
  return out;
}

/**
 * Lines a shop's plan gives that mean nothing to a law practice: the till, regulars, staff perk cards, quiet
 * weekday slots, a shop window, gift vouchers, a weekday extra, pre-orders, a short drive of the shop.
 */
export const LAW_MISFITS =
  /\bby the till\b|\bat the till\b|\bregulars\b|\bstaff perk\b|\bperk cards?\b|\bquiet (?:weekday )?slots?\b|\bweekday extra\b|\bshop window\b|\bchalkboard\b|\bgift vouchers?\b|\bstamp cards?\b|\bpre-orders?\b|\bshort (?:walk|drive) (?:away|of the shop)\b|\bbring-a-neighbour\b|\bin the chair\b/i;

/** A promised outcome: "we'll get your visa approved", "guaranteed", "100% success". */
export const PROMISED_OUTCOME = /\bguarantee(?:d|s)?\b(?! (?:of|that) (?:no|nothing))|\b100% success\b|\bsuccess rate\b|\bwe (?:will|'ll) (?:win|get (?:your|you) (?:visa|case|divorce) (?:approved|granted|through))\b|\bnever (?:lose|lost) a case\b/i;
/** Some tactic states fees on a page. */
const FEE_PAGE = /\bfixed[- ]fees?\b[^.]*\bpage\b|\bprice page\b|\bprices?\b[^.]*\bpage\b/i;
/** Some tactic checks the regulator's rules on referrals before any arrangement. */
const REFERRAL_RULE = /\breferrals?\b[^.]*\brules\b|\brules\b[^.]*\breferrals?\b/i;
/** Some tactic asks for reviews without rewards and keeps client matters confidential. */
const REVIEW_RULE = /\bconfidential\w*\b|\bnever confirm\b|\bnothing about (?:their|the) (?:case|matter)\b/i;

/** What the checker finds missing or wrong in a law practice's plan. */
export function lawGaps(l: Law | null, planText: string): { reason: string; note: string }[] {
  if (!l) return [];
  const out: { reason: string; note: string }[] = [];
  if (!FEE_PAGE.test(planText)) out.push({ reason: "Nothing in the plan publishes what each service costs, and clients compare prices before they call (and the regulator may require it for some services: check).", note: "No fee page" });
  if (/\breferrals?\b/i.test(planText) && !REFERRAL_RULE.test(planText)) out.push({ reason: "Works with referrers without checking the regulator's rules on referrals and paying for introductions.", note: "Referrals without the rules" });
  if (/\breviews?\b/i.test(planText) && !REVIEW_RULE.test(planText)) out.push({ reason: "Asks clients for reviews without keeping their matters confidential, in the request and in every reply.", note: "Reviews that could break confidence" });
  const promise = PROMISED_OUTCOME.exec(planText);
  if (promise) out.push({ reason: `"${promise[0]}" promises an outcome: a law practice can't, and its advertising rules forbid misleading claims.`, note: "Promises an outcome" });
  return out;
}

/** What the AI prompt states about a law practice: what it is, what its plan is made of, the arithmetic. */
export function lawFacts(l: Law | null, fill: (text: string) => string): string[] {
  if (!l) return [];
  const lines = [
    fill(`- ${upperFirst(withA(l.word))} for consumers ({lawServices}), regulated by {lawRegulatorLong}; not a shop, a salon or an app, whatever the product type says: no till, regulars, staff perk cards, quiet slots to fill, loyalty list or 'near me' ads for people coming in today; and not a finance adviser`),
    fill("- Its plan: a fixed-fee page per service ({lawPriceLine}; tell the founder to check {lawPriceRule}); a plain guide per service answering what clients ask ({lawGuides}); free talks at the {lawVenues} the audience trusts; referral relationships with {lawReferrers}, within {lawReferralRule}; reviews on {lawReviewSites}, asked of every client alike, no rewards, confidential matters kept out of every reply; a public-service warning against {lawFakes}, naming no one"),
    fill("- Never promise an outcome, quote a success rate or use a testimonial that promises results; check every page against {lawAdRules} without quoting rules as fact"),
  ];
  const math = lawMath(l);
  if (math) lines.push(`- The goal's arithmetic: ${math}`);
  return lines;
}
