import type { PlanFormData } from "~/wizard/types";
import { sentencesOf } from "./channels";
import { saidIn } from "./installer";
import { noDiscountIn } from "./discounts";
import { americanSpelling, formatCount, joinWords, singular, upperFirst } from "./words";

/**
 * A removals or moving company: house and flat moves, a man and van, student moves, storage, house clearance.
 * People move once every few years, so there are no regulars and nobody gifts a move: they book a week or two
 * ahead, compare three quotes online and dread hidden extras and broken furniture. The work comes in a wave
 * (the end of every month, when tenancies and completions fall, and the summer) and leaves mid-month weekdays
 * empty. So its plan is a fixed-price quote that answers the fear of extras, sent the same day; an honest
 * price or reason for the quiet days; the people who know a move date first (letting and estate agents,
 * conveyancers, student accommodation, downsizing and care-home advisers); a review asked at the end of every
 * move, with photos of careful packing (with consent); the listings the founder already uses; and search ads
 * on move searches within the area it covers. Not a shop: no till, regulars, staff perk cards or gift
 * vouchers, and no comparison site the founder has stopped using. Pure.
 */
export type Removals = {
  /** The founder's word for it: "removals company", "man and van service", "moving company", "house clearance service". */
  word: string;
  /** US words (movers, apartment, realtor) or a US place: American partners, searches and trust marks. */
  us: boolean;
  /** The typical move's price as the founder states it: "£450 fixed for a two-bedroom flat move within Bristol". */
  price: { amount: number; symbol: string; what: string | null; fixed: boolean } | null;
  /** Small jobs with their price, as said: "single-item collections from £60". */
  smallJobs: string | null;
  /** What comes with a move, as said: "boxes delivered free a week before". */
  extras: string | null;
  /** The crew as said: "two vans, four movers". */
  crew: string | null;
  insured: boolean;
  students: boolean;
  /** Older people downsizing (or moving into care), often booked by their children. */
  downsizing: boolean;
  storage: boolean;
  clearance: boolean;
  /** The days that sit empty, in the founder's words ("mid-month weekdays"); null when not said. */
  quiet: string | null;
  /** The busy times, in the founder's words ("summer and the end of each month"); null when not said. */
  busy: string | null;
  /** The goal: "Mid-month weekday moves from 4 to 12 a month" → 4, 12, "mid-month weekday moves", a month. */
  goalFrom: number | null;
  goalTo: number | null;
  goalWhat: string;
  per: "month" | "week" | null;
  /** Listings the founder says bring work ("Most bookings come from Google reviews and Checkatrade"). */
  listings: string[];
  /** What the founder said of comparison or lead sites they stopped, in their words, and the cut ("20%"). */
  comparison: string | null;
  comparisonCut: string | null;
  /** The founder refuses to discount ("we never discount labour"), in their words. */
  noDiscount: string | null;
  /** Buyers compare quotes; fear hidden extras; fear damage. */
  threeQuotes: boolean;
  fearsExtras: boolean;
  fearsDamage: boolean;
};

/** Words that name a removals or moving business in its first sentence, and the word the plan uses. */
const REMOVALS: [RegExp, string][] = [
  [/\bhouse clearances?\b/, "house clearance service"],
  [/\bman (?:and|with a|&) (?:a )?van\b/, "man and van service"],
  [/\bremovals? (?:company|companies|firm|business|service|team|crew|men)\b|\b(?:house|home|office|student|local) removals\b|\bremovals and storage\b/, "removals company"],
  [/\b(?:moving|relocation) (?:company|firm|business|service|crew)\b|\b(?:local|professional|licensed|residential|house|home|apartment|family[- ]run) movers\b|\bmovers and packers\b/, "moving company"],
];

/** Words that make the product something for movers or people moving (software, a comparison site, a marketplace), not a mover. */
const FOR_THEM = /\b(?:apps?|platform|software|saas|tool|crm|marketplace|directory|comparison (?:site|website)|lead(?:s| generation)|booking engine|checklist|course|podcast|newsletter)\b/;

/** The pitch names a removals or moving business that is the business itself; null for anything else. */
export function removalsWordOf(pitch: string): { word: string } | null {
  const lower = pitch.toLowerCase();
  const found = REMOVALS.map(([re, word]) => ({ word, at: lower.search(re) })).filter((f) => f.at >= 0).sort((x, y) => x.at - y.at)[0];
  if (!found) return null;
  if (FOR_THEM.test(lower) || /\bfor (?:[a-z-]+ ){0,2}(?:removals|movers|moving companies)\b/.test(lower)) return null;
  return { word: found.word };
}

/** Listings and directories a mover is found on, as founders name them. */
const LISTINGS: [RegExp, string][] = [
  [/\bcheckatrade\b/i, "Checkatrade"],
  [/\btrustatrader\b/i, "TrustATrader"],
  [/\bwhich\?? trusted traders?\b/i, "Which? Trusted Traders"],
  [/\byell\b/i, "Yell"],
  [/\byelp\b/i, "Yelp"],
  [/\bnextdoor\b/i, "Nextdoor"],
  [/\bbbb\b|\bbetter business bureau\b/i, "the BBB"],
  [/\bangi\b/i, "Angi"],
  [/\bthumbtack\b/i, "Thumbtack"],
];

/** Comparison and lead sites a mover may stop using: the generic words and the names. */
const COMPARISON = /\b(?:price )?comparison (?:sites?|websites?)\b|\bcomparemymove\b|\breallymoving\b|\banyvan\b|\bbark\b|\blead (?:sites?|generation)\b|\bquote sites?\b|\bmoving\.com\b|\bmovebuddha\b|\bthumbtack\b|\bangi\b/i;
const STOPPED = /\bstopp?(?:ed|ing)\b|\bquit\b|\bno longer\b|\bdropped\b|\bgave up\b|\bnot worth\b|\bwon'?t (?:use|pay)\b|\bdon'?t use\b|\btake \d+\s?%/i;

/**
 * "We are a small removals company in Bristol: two vans, four movers, fully insured. A two-bedroom flat move
 * within Bristol is £450 fixed…", "Mid-month weekday moves from 4 to 12 a month": the mover and the numbers
 * its plan needs. Null for anything else (software for movers, a comparison site, a cleaner).
 */
export function readRemovals(a: PlanFormData, pitch: string, country: string | null): Removals | null {
  if (a.audienceType === "developer" || a.audienceType === "b2b-enterprise") return null;
  const found = removalsWordOf(pitch);
  if (!found) return null;
  const d = a.productDescription;
  const all = `${d} ${a.audiencePersona}`;
  // "A two-bedroom flat move within Bristol is £450 fixed": the first price not given as "from".
  const sentence = sentencesOf(d).find((s) => /[£$€]\s?\d/.test(s) && !/\bfrom\s+[£$€]\s?\d/i.test(s.replace(/[^.]*?\b(?:and|also)\b/i, "")));
  // Or a typical move priced among small jobs: "Single items from £40, a studio flat move £180".
  const named = sentence ? null : /\b(an? (?:studio|one|two|three|four|\d)[- ]?(?:bed(?:room)?)?[^.,;£$€]{0,30}?\b(?:move|flat|house))\s+(?:is\s+|for\s+|at\s+)?(?:around\s+|about\s+)?([£$€])\s?(\d[\d,]*)/i.exec(d);
  const priced = sentence ? /([£$€])\s?(\d[\d,]*)/.exec(sentence) : named ? [named[0], named[2], named[3]] : null;
  const subject = named ? named[1]!.replace(/^an?\s+/i, "") : sentence ? /^(?:an?\s+|our\s+)?(.{6,70}?)\s+(?:is|costs|starts at|runs)\s+[£$€]/i.exec(sentence.trim())?.[1] ?? /\bfor\s+(?:an?\s+)?((?:one|two|three|four|\d)[- ]bed(?:room)?[^.,;]{0,50})/i.exec(sentence)?.[1] ?? null : null;
  const small = /\b((?:single[- ]item|small|one[- ]item|furniture|piece) (?:collections?|moves?|jobs?|deliveries)[^.,;]{0,20}?\bfrom\s+[£$€]\s?\d[\d,]*|single items\s+from\s+[£$€]\s?\d[\d,]*)/i.exec(d)?.[1] ?? null;
  const extras = /\b((?:free\s+(?:[a-z]+\s+)?)?boxes[^.;]{0,50}|packing materials[^.;]{0,40})/i.exec(d)?.[1]?.replace(/,\s*$/, "") ?? null;
  const crew = /\b((?:one|two|three|four|five|six|\d+) (?:vans?|trucks?|lorries),?\s+(?:and\s+)?(?:one|two|three|four|five|six|seven|eight|\d+) (?:movers|removal men|porters|crew|staff|lads|men))\b/i.exec(d)?.[1] ?? null;
  const quiet = /\b(mid-?month weekdays?|mid-?week(?: days)?|weekdays|mid-?month|winter weekdays|january(?: and february)?)\b[^.]{0,30}?\b(?:sit |are |stay |go |is )?(?:empty|quiet|slow|dead|free)\b/i.exec(all)?.[1] ?? /\b(?:quiet|empty|slow)\s+(?:on\s+)?(mid-?month weekdays?|weekdays|mid-?week)\b/i.exec(all)?.[1] ?? null;
  const busy = /(?:^|[.;:]\s*)([^.;:]{3,60}?)\s+(?:are|is|get|gets)\s+(?:full|fully booked|busy|booked up|packed)\b/i.exec(d)?.[1] ?? null;
  const goal = /\bfrom\s+(\d{1,4})\s+to\s+(\d{1,4})(?:\s+((?:[a-z-]+\s+){0,2}?(?:moves|jobs|bookings|removals|collections)))?\b/i.exec(a.successMetrics);
  // "Mid-month weekday moves from 4 to 12 a month", or "From 10 to 20 jobs a week": what the goal counts.
  const goalWhat = /^(.*?)\s*\bfrom\s+\d/i.exec(a.successMetrics.trim())?.[1]?.trim() || goal?.[3] || "moves";
  const symbol = priced?.[1] ?? (country === "United Kingdom" ? "£" : "$");
  // "$" with no other country, or a realtor or an apartment with no price: American partners and searches. A British firm's "four movers" is not.
  const us = country === "United States" || (!country && symbol === "$") || (!priced && !country && /\brealtors?\b|\bapartments?\b/i.test(all));
  // The sentence that names a comparison or lead site and says it was stopped (both, in any order).
  const comparison = saidIn(a.challenges, new RegExp(`(?=[^]*(?:${COMPARISON.source}))(?=[^]*(?:${STOPPED.source}))`, "i"));
  return {
    word: us && found.word === "removals company" ? "moving company" : found.word,
    us,
    price: priced ? { amount: Number(priced[2]!.replace(/,/g, "")), symbol: priced[1]!, what: subject ? `a ${subject.replace(/^(?:an?|the|our)\s+/i, "")}` : null, fixed: /\bfixed\b|\bflat[- ](?:rate|fee|price)\b|\ball[- ]in\b/i.test(sentence ?? named?.[0] ?? "") } : null,
    smallJobs: small ? small.replace(/,$/, "").replace(/^[A-Z]/, (c) => c.toLowerCase()) : null,
    extras: extras ? extras.trim() : null,
    crew,
    insured: /\b(?:fully )?insured\b|\binsurance\b/i.test(d),
    students: /\bstudents?\b/i.test(all),
    downsizing: /\bdownsiz\w*|\bcare homes?\b|\bretirement\b|\bolder (?:people|clients|customers)\b|\bseniors?\b/i.test(all),
    storage: /\bstorage\b/i.test(d),
    clearance: /\bclearances?\b/i.test(d),
    quiet: quiet ? quiet.toLowerCase().replace(/^midmonth/, "mid-month").replace(/weekday$/, "weekdays") : null,
    busy: busy ? busy.trim().replace(/^[A-Z]/, (c) => c.toLowerCase()) : null,
    goalFrom: goal ? Number(goal[1]) : null,
    goalTo: goal ? Number(goal[2]) : null,
    goalWhat: goalWhat.replace(/^[A-Z]/, (c) => c.toLowerCase()),
    per: /\b(?:a|per|each|every) month\b|\bmonthly\b/i.test(a.successMetrics) ? "month" : /\b(?:a|per|each|every) week\b|\bweekly\b/i.test(a.successMetrics) ? "week" : null,
    listings: LISTINGS.filter(([re]) => re.test(d) && !(comparison && re.test(comparison))).map(([, name]) => name),
    comparison,
    comparisonCut: comparison ? /(\d{1,2}\s?%)/.exec(comparison)?.[1]?.replace(/\s/g, "") ?? null : null,
    noDiscount: noDiscountIn(`${a.challenges} ${d}`),
    threeQuotes: /\b(?:three|3|two or three|several|multiple) quotes\b|\bcompar\w+ (?:\w+ )?quotes\b/i.test(all),
    fearsExtras: /\bhidden (?:extras|costs|charges|fees)\b|\bextras\b|\bsurprise (?:bills?|charges|costs)\b/i.test(all),
    fearsDamage: /\bdamage\w*|\bbroken\b|\bscratch\w*/i.test(all),
  };
}

/**
 * A US mover's plan in its own words: trucks, apartments, elevators, calling, and American spelling; a
 * British firm's text unchanged. "Flat rate" stays a flat rate.
 */
export function inMoverWords(m: Removals | null, text: string): string {
  if (!m?.us) return text;
  const out = text
    .replace(/\b([Vv])ans\b/g, (_x, v: string) => (v === "V" ? "Trucks" : "trucks"))
    .replace(/\b([Vv])an\b/g, (_x, v: string) => (v === "V" ? "Truck" : "truck"))
    .replace(/\b([Aa]) flat\b(?![- ](?:rate|fee|price))/g, "$1n apartment")
    .replace(/\bflat\b(?![- ](?:rate|fee|price))/g, "apartment")
    .replace(/\btenancy\b/g, "lease")
    .replace(/\bthey ring\b/g, "they call")
    .replace(/\bflats\b/g, "apartments")
    .replace(/\blift\b/g, "elevator")
    .replace(/\b([Rr])ing (me|us|each|every)\b/g, (_x, r: string, who: string) => `${r === "R" ? "C" : "c"}all ${who}`)
    .replace(/\bremovals firms?\b/g, (x) => (x.endsWith("s") ? "movers" : "mover"))
    .replace(/\bremoval men\b/g, "movers");
  return americanSpelling(out);
}

/** The first town of the place: "Bristol and Bath" → "Bristol". */
function townsOf(place: string): string[] {
  const towns = place.replace(/\s*\(.*$/, "").split(/,|\band\b|&/).map((t) => t.trim()).filter((t) => t && !/^(?:the )?(?:surrounding|nearby|area|county)\b/i.test(t));
  return towns.length ? towns.slice(0, 2) : ["{{your town}}"];
}

/**
 * {rmWord} {rmAWord} {rmPrice} {rmPriceShort} {rmSmall} {rmSmallLine} {rmExtras} {rmCrew} {rmQuiet} {rmQuietDay} {rmQuietAd} {rmAdTrade}
 * {rmInsuredLine} {rmBusy} {rmTown} {rmSearches} {rmAgentOffices} {rmAgents} {rmOtherPartners} {rmPartners} {rmListings} {rmReviewSites} {rmTrust}
 * {rmListingsToo} {rmListingRules} {rmReviewsSeen} {rmMarks} {rmFees} {rmQuietChoice} {rmQuietOffer} {rmGoal} {rmComparison} {rmMath}: a removals company in the founder's words; slots where the answers do not say.
 */
export function removalsTokens(m: Removals | null, place: string) {
  const towns = townsOf(place);
  const town = towns[0]!;
  const us = m?.us ?? false;
  const p = m?.price;
  const priceShort = p ? `${p.symbol}${formatCount(p.amount)}${p.fixed ? " fixed" : ""}` : "{{your fixed price}}";
  const listings = m?.listings.filter((l) => l !== "Nextdoor") ?? [];
  return {
    rmWord: m?.word ?? "removals company",
    rmAWord: `a ${m?.word ?? "removals company"}`,
    rmPrice: p ? `${priceShort}${p.what ? ` for ${p.what}` : ""}` : "{{your fixed price for a typical move}}",
    rmPriceShort: priceShort,
    rmSmall: m?.smallJobs ?? "{{your smallest job and its price}}",
    rmSmallLine: m?.smallJobs ? `${upperFirst(m.smallJobs)}.` : "{{your smallest job and its price}}.",
    rmExtras: m?.extras ?? "{{what comes free with a move}}",
    rmCrew: m?.crew ?? "{{your vans and crew}}",
    rmQuiet: m?.quiet ?? "your quiet weekdays",
    rmQuietDay: m?.quiet ? singular(m.quiet) : "quiet weekday",
    rmQuietAd: m?.quiet ? `${upperFirst(m.quiet)} available.` : "Weekday dates available.",
    rmAdTrade: us ? "Movers" : m?.word === "man and van service" ? "Man and Van" : "Removals",
    rmInsuredLine: m?.insured ? "Fully insured." : "{{your insurance}}.",
    rmBusy: m?.busy ?? "the end of the month",
    rmTown: town,
    rmSearches: (us
      ? [`movers ${town}`, "local movers near me", `moving company ${town}`, ...(m?.students ? [`student movers ${town}`] : [`apartment movers ${town}`])]
      : [`removals ${town}`, `man and van ${town}`, ...(towns[1] ? [`removal companies ${towns[1]}`] : ["removal companies near me"]), ...(m?.students ? [`student removals ${town}`] : ["house removals near me"])]
    ).map((s) => `'${s}'`).join(", "),
    rmAgentOffices: us ? "realtors' and property managers' offices and two closing attorneys" : "letting and estate agents' branches and two conveyancers",
    rmAgents: us ? "realtors, property managers and apartment leasing offices" : "letting agents, estate agents and conveyancing solicitors",
    rmOtherPartners: joinWords([
      ...(m?.students || !m ? [us ? "college housing offices" : "the universities' accommodation offices and student halls"] : []),
      ...(m?.downsizing || !m ? [us ? "senior move managers and retirement communities" : "care-home managers and downsizing advisers (Age UK can tell you who works locally)"] : []),
    ].map((x, i, all) => (i === 1 && all.length === 2 ? `as well as ${x}` : x))).replace(" and as well as ", ", as well as "),
    rmPartners: joinWords([
      us ? "realtors and property managers" : "letting and estate agents",
      us ? "closing attorneys" : "conveyancing solicitors",
      ...(m?.students ? [us ? "college housing offices" : "student accommodation offices"] : []),
      ...(m?.downsizing ? [us ? "senior move managers" : "downsizing advisers"] : []),
    ]),
    rmListings: listings.length ? joinWords(listings) : us ? "any listing you use (such as Yelp or the BBB)" : "any listing you use (such as Checkatrade or TrustATrader)",
    rmListingsToo: listings.length ? `, with ${joinWords(listings)} kept the same` : "",
    rmListingRules: listings.length ? `; check ${listings[0]}'s rules too` : "",
    rmReviewSites: joinWords(["Google", ...listings.slice(0, 1)]),
    rmTrust: m?.insured ? "full insurance (goods in transit covered up to {{your cover}})" : "{{your insurance and what it covers}}",
    rmReviewsSeen: `our reviews on ${joinWords(["Google", ...listings.slice(0, 1)])}`,
    rmMarks: us
      ? "your state's mover licence, or FMCSA registration and a USDOT number for moves across state lines (check which apply to you)"
      : "the British Association of Removers or the National Guild of Removers and Storers (check what membership asks)",
    rmFees: us
      ? "check your state's real estate rules and the brokerage's policy before offering any referral thank-you, and that the client is told"
      : "check the Property Ombudsman's code and each agency's policy before offering a referral fee, since agents must tell their clients about fees they receive",
    rmQuietChoice: m?.noDiscount
      ? "the same price, with something the quiet days let you give: an extra hour of packing, a spare mover, or the boxes collected free afterwards"
      : "a lower price you choose for those days, or something extra instead (an extra hour of packing, the boxes collected afterwards), with the same crew, insurance and fixed-price promise",
    rmQuietOffer: m?.noDiscount
      ? "the same price, with something the quiet days let you give: an extra hour of packing, a spare mover, or the boxes collected free afterwards"
      : `{{your ${m?.quiet ? singular(m.quiet) : "quiet-day"} price}}, the same crew, insurance and fixed-price promise, cheaper only because the vans would otherwise stand still`,
    rmGoal: m?.goalFrom !== null && m?.goalTo !== null && m ? `${m.goalWhat} from ${m.goalFrom} to ${m.goalTo}${m.per ? ` a ${m.per}` : ""}` : "{{your goal}}",
    rmComparison: m?.comparison ? `the comparison sites you stopped${m.comparisonCut ? ` (they took ${m.comparisonCut})` : ""}` : "lead and comparison sites",
    rmMath: (m && removalsMath(m)) ?? "Count quotes sent, quotes booked and moves done every Friday, by the day of the month and where each enquiry came from: the goal is that count.",
  };
}

/**
 * "From 4 to 12 mid-month weekday moves a month is 8 more…": the moves the goal adds, what they bring at the
 * founder's price, and the quotes that takes when buyers compare three (an assumption the plan labels).
 */
export function removalsMath(m: Removals): string | null {
  if (m.goalFrom === null || m.goalTo === null || m.goalTo <= m.goalFrom) return null;
  const more = m.goalTo - m.goalFrom;
  const per = m.per ? ` a ${m.per}` : "";
  const monthly = m.per === "month";
  // A goal counted on the quiet days ("mid-month weekday moves"): the money and the quotes are for those days.
  const quietGoal = /\bmid-?month\b|\bweekdays?\b|\bmid-?week\b|\bquiet\b/i.test(m.goalWhat);
  const money = m.price ? ` At ${m.price.symbol}${formatCount(m.price.amount)}${m.price.what ? ` for ${m.price.what}` : " a move"}, that is about ${m.price.symbol}${formatCount(more * m.price.amount)} more work${per}${quietGoal ? " on days the vans would otherwise stand still" : ""}.` : "";
  const quotes = more * 3;
  return inMoverWords(m, `${upperFirst(m.goalWhat)} from ${m.goalFrom} to ${m.goalTo}${per} is ${more} more${per}${monthly ? `, about ${Math.max(1, Math.round(more / 4.3))} a week` : ""}.${money} ${m.threeQuotes ? "Your customers compare three quotes" : "Customers compare quotes"}: if one quote in three books (an assumption: count your own rate from the next twenty), that takes about ${quotes} more quotes${per}${quietGoal ? " for those days" : ""}${monthly ? `, ${Math.ceil(quotes / 4.3)} a week` : ""}. Count quotes sent, quotes booked and moves done every Friday, by the day of the month and where each enquiry came from.`);
}

/** The goal line of a removals company's strategy, whatever goal the form says. */
export function removalsStrategy(m: Removals, ads: boolean): string {
  return `winning the quote and filling ${m.quiet ?? "the quiet days"}: a fixed-price quote sent the same day that says what is included and what would change it${m.fearsExtras ? ", the answer to the fear of hidden extras" : ""}, an honest reason to move on ${m.quiet ?? "a quiet day"}, the people who know a move date first ({rmPartners}), a review asked at the end of every move, and ${ads ? "search ads on move searches within the area you cover, judged by moves booked" : "a Google profile kept full, before any money goes on ads"}`;
}
export const REMOVALS_FOCUS = "Moves: quotes sent the same day, quotes booked and moves done, counted every Friday by the day of the month and where each enquiry came from, with the vans' diary as the ceiling";

/** "Two Lads and a Luton is a removals company in Bristol and Bath: people move once every few years…" */
export function removalsWhat(m: Removals, product: string, where: string): string {
  return `${product} is a ${m.word} ${where}: people move once every few years, so there are no regulars and nobody gifts a move; they book a week or two ahead, ${m.threeQuotes ? "compare three quotes" : "compare quotes"} and choose the ${m.us ? "movers" : "removals firm"} they trust not to add extras on the day or break the furniture. The work comes in a wave${m.busy ? ` (${m.busy})` : " at the end of the month"}${m.quiet ? `, and ${m.quiet} sit empty` : ""}.`;
}

/** "Two Lads and a Luton is a removals company in Bristol and Bath: two vans, four movers, fully insured." The profile's first line. */
export function removalsPitch(m: Removals, product: string, place: string): string {
  const facts = [m.crew, m.insured ? "fully insured" : null].filter((x): x is string => x !== null);
  return `${product} is a ${m.word}${place ? ` in ${place}` : ""}${facts.length ? `: ${facts.join(", ")}` : ""}.`;
}

/** The strategy's own lines: the arithmetic, the comparison sites, the quiet days, a refusal to discount. */
export function removalsListening(m: Removals, fill: (text: string) => string): string[] {
  const out: string[] = [];
  const math = removalsMath(m);
  if (math) out.push(math);
  if (m.comparison) out.push(fill(`You said "${m.comparison}", so no tactic sends you back to them: every enquiry in this plan comes to you directly, from your quote page, your Google profile${m.listings.length ? ` and ${joinWords(m.listings)}` : ""}, past customers and {rmPartners}, and nobody takes a cut of the move.`));
  if (m.noDiscount) out.push(`You said "${m.noDiscount}", so the quiet days are filled with a reason and something extra, never a lower price.`);
  else if (m.quiet) out.push(fill(`You did not say whether you would price ${m.quiet} lower, so the plan leaves that to you: if you do, say the price and why (the vans would otherwise stand still), the same every month; if you don't, offer something the quiet days let you give instead.`));
  return out;
}

/**
 * Lines a shop's plan gives that mean nothing to a removals company: the till, regulars, staff perk cards,
 * gift vouchers, stamp cards, a friend's first visit, the shop window and a short drive of the shop.
 */
export const REMOVALS_MISFITS =
  /\bby the till\b|\bat the till\b|\bregulars?\b|\bstaff perk cards?\b|\bgift vouchers?\b|\bstamp cards?\b|\bloyalty cards?\b|\bbring-a-neighbour\b|\bfirst visit\b|\bshop window\b|\bcome in,? say hello\b|\bshort drive of the shop\b|\bwalk-?ins?\b/i;

/** Some tactic states the price and what it includes: the answer to hidden extras. */
const PRICE_WORK = /\bfixed[- ]price\b[^.]*\b(?:includ\w*|extras?)\b|\b(?:includ\w*|extras?)\b[^.]*\bfixed[- ]price\b/i;
/** Some tactic works with the people who know a move date first. */
const PARTNER_WORK = /\bletting agents?\b|\bestate agents?\b|\bconveyanc\w+|\brealtors?\b|\bproperty managers?\b/i;
/** Some tactic speaks to the quiet days. */
const QUIET_WORK = /\bmid-?month\b|\bquiet (?:days?|weekdays?)\b|\bmid-?week\b/i;

/** What the checker finds missing or wrong in a removals company's plan. */
export function removalsGaps(m: Removals | null, planText: string): { reason: string; note: string }[] {
  if (!m) return [];
  const out: { reason: string; note: string }[] = [];
  const sentences = sentencesOf(planText);
  if (!PRICE_WORK.test(planText)) {
    out.push({ reason: `People choosing a ${m.us ? "mover" : "removals firm"} dread hidden extras on the day, and no tactic states a fixed price with what it includes and what would change it.`, note: "Leaves the fear of extras unanswered" });
  }
  if (!PARTNER_WORK.test(planText)) {
    out.push({ reason: `The people who know a move date first (${removalsTokens(m, "").rmAgents}) are in no tactic.`, note: "Leaves out the people who know move dates" });
  }
  if (m.quiet && !QUIET_WORK.test(planText)) {
    out.push({ reason: `You said ${m.quiet} sit empty, and no tactic gives anyone a reason to move then.`, note: "Leaves the quiet days empty" });
  }
  if (m.comparison) {
    const back = sentences.find((s) => COMPARISON.test(s) && !/\b(?:no|not|never|without|nobody|stopped|instead of)\b/i.test(s));
    if (back) out.push({ reason: `You said "${m.comparison}", and a tactic sends you back to them: "${back.trim().slice(0, 120)}".`, note: "Uses the comparison sites you stopped" });
  }
  return out;
}

/** What the AI prompt states about a removals company: what it is, what its plan is made of, the arithmetic. */
export function removalsFacts(m: Removals | null, place: string): string[] {
  if (!m) return [];
  const t = removalsTokens(m, place);
  const lines = [
    `- ${upperFirst(t.rmAWord)} (house and flat moves${m.students ? ", student moves" : ""}${m.smallJobs ? ", single items" : ""}${m.storage ? ", storage" : ""}${m.clearance ? ", house clearance" : ""}), not an app, a shop or a salon, whatever the product type says: people move once every few years, so no regulars, loyalty or stamp cards, staff perk cards, gift vouchers, shop window or 'bring a neighbour' card`,
    `- Its plan: a fixed-price quote sent the same day that says what is included and what would change it (${t.rmPrice}), answering the fear of hidden extras and damage; an honest reason to move on ${t.rmQuiet} against the crunch of ${t.rmBusy}; partnerships with ${t.rmPartners}, who know move dates first (${t.rmFees}); a review asked at the end of every move on ${t.rmReviewSites}, with photos of careful packing only with the customer's consent; search ads on move searches (${t.rmSearches}) within the area it covers, judged by moves booked`,
    `- Never invent a discount the founder has not chosen; a quiet-day price is the founder's to set and to explain`,
  ];
  const math = removalsMath(m);
  if (math) lines.push(`- The goal's arithmetic: ${math}`);
  if (m.comparison) lines.push(`- The founder says: "${m.comparison}": no comparison or lead sites`);
  if (m.noDiscount) lines.push(`- The founder says: "${m.noDiscount}": no discounts; give the quiet days a reason and something extra instead`);
  return lines;
}
