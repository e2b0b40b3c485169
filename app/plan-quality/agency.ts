import type { PlanFormData } from "~/wizard/types";
import { formatCount, numberFrom, numberWord, upperFirst } from "./words";

/**
 * A studio or agency selling client projects (brand, web, product design, development) to startups or
 * other businesses: a small team, a project price, and work that today comes from a few clients'
 * referrals. Its buyers (a founder or head of marketing) hire after a funding round or before a launch,
 * ask peers and investors who they used, and judge a studio on work like theirs with a result. So its
 * plan is case studies with the client's permission, introductions from past clients, referral partners
 * who meet the buyer at that moment (investors' platform teams, fractional CMOs, dev shops that do not
 * design), a fixed-price sprint for companies that just raised, kind public teardowns, a talk at
 * accelerators, platform partner directories; a SaaS company's trade show, trade association, customer
 * advisory calls or cost calculator do not fit. Pure.
 */
export type Agency = {
  /** What it makes, from the pitch: "brands and Webflow sites". */
  makes: string;
  /** For whom, from the pitch: "B2B tech startups". */
  forWhom: string;
  /** The buyers are startups (seed, Series A, "startups", "founders"). */
  startups: boolean;
  /** Project price as said: "£8,000" and its value. */
  projectFrom: string | null;
  projectValue: number | null;
  /** The goal: how many projects, of what size ("£10k+"), a month or in all. */
  goalCount: number | null;
  goalSize: string | null;
  /** A goal in money, not projects ("Book $40,000 of projects a month" → 40000). */
  goalAmount: number | null;
  perMonth: boolean;
  /** The people in the team ("three-person" → 3). */
  team: number | null;
  /** The website platform they build on (Webflow, Framer, WordPress, Shopify), when named. */
  platform: string | null;
  /** Clients whose referrals bring the work today ("two clients' referrals" → 2), or 0 when referrals are named without a count. */
  referrers: number | null;
  /** A freelance marketplace they tried and gave up on (Upwork, Fiverr, PeoplePerHour). */
  marketplaceLeft: string | null;
  /** They called it "a race to the bottom" (else they said its buyers only want the cheapest quote). */
  raceToBottom: boolean;
  /** They said no to cold calls. */
  noColdCalls: boolean;
  /** The studio's town, from the pitch ("a studio in Leeds"). */
  city: string | null;
  /** It makes videos or animation, not sites: no site teardowns or platform directory, its own words for the work. */
  video: boolean;
  /** The buyers' moment, from the persona ("want to move to Shopify", "have outgrown their first website"). */
  moment: string | null;
};

/** A studio or agency that makes things for clients: "a brand and web design studio", "a Webflow agency", "a product design studio". */
const STUDIO =
  /\b(?:(?:brand(?:ing)?|web|website|web design|design|creative|product design|ux|ui|digital|webflow|framer|shopify|development|dev|software development|app development|motion|animation|video)(?: and (?:web|brand(?:ing)?|product|digital|web design|development|dev))?(?: design| production)? (?:studio|agency))\b/;
/** It sells projects to businesses, not classes or prints to the public. */
const CLIENT_WORK = /\b(?:projects?|clients?|for (?:b2b |tech |saas |software )?(?:startups|businesses|companies|brands|founders|scale-?ups))\b/;
const PLATFORMS = ["Webflow", "Framer", "Shopify", "WordPress", "Squarespace"];
const MARKETPLACES = ["Upwork", "Fiverr", "PeoplePerHour", "Toptal", "99designs", "Dribbble", "Clutch"];

/** A studio or agency selling client projects, read from the answers; null for anything else. */
export function readAgency(a: PlanFormData, pitch: string): Agency | null {
  const lower = pitch.toLowerCase();
  if (!STUDIO.test(lower) || !CLIENT_WORK.test(lower)) return null;
  if (!["b2b-smb", "b2b-enterprise"].includes(a.audienceType)) return null;
  const text = `${a.productDescription} ${a.audiencePersona} ${a.successMetrics} ${a.challenges}`;
  const makes = /\b(?:building|builds|making|makes|designing|designs|creating|creates)(?:\s+and\s+[a-z]+)?\s+([^,.;]+?)\s+for\s+/i.exec(pitch);
  const forWhom = /\bfor\s+((?:[\w-]+\s){0,4}?(?:startups|businesses|companies|brands|founders|scale-?ups|firms))\b/i.exec(pitch);
  const from = /\bprojects? (?:from|starting at|at) ([£$€])\s?(\d{1,3}(?:,\d{3})+|\d+)(k)?\b/i.exec(a.productDescription);
  const goal = /\b(\w+)\s+(?:new\s+)?(?:[£$€]\s?\d+k?\+?\s+)?(?:projects|clients|(?:[a-z]+ )?builds|sites|websites|stores)\b/i.exec(a.successMetrics);
  const size = /([£$€]\s?\d+(?:,\d{3})*k?\+?)/.exec(a.successMetrics);
  const amount = goal && numberFrom(goal[1]) !== null ? null : /([£$€])\s?(\d{1,3}(?:,\d{3})+|\d+)(k)?\+?\s+(?:of|in) (?:new )?(?:projects|work|business|revenue|sales)\b/i.exec(a.successMetrics);
  const team = /\b(\w+)-person\b/i.exec(pitch) ?? /\b(?:team|studio) of (\w+)\b/i.exec(pitch);
  const refs = /\b(\w+) (?:clients?'?s?'? )?referrals?\b/i.exec(a.challenges);
  const value = from ? Number(from[2]!.replace(/,/g, "")) * (from[3] ? 1000 : 1) : null;
  return {
    makes: makes?.[1]?.trim() ?? "brands and websites",
    forWhom: forWhom?.[1]?.trim() ?? "startups",
    // Founders alone are not startups ("founders of DTC brands"): a round, a seed stage or the word itself is.
    startups: /\bstartups?\b|\b(?:pre-)?seed\b|\bseries [ab]\b|\bventure[- ]backed\b/i.test(text),
    projectFrom: from && value ? `${from[1]}${formatCount(value)}` : null,
    projectValue: value,
    goalCount: goal ? numberFrom(goal[1]) : null,
    goalSize: amount ? null : size?.[1]?.replace(/\s/g, "") ?? null,
    goalAmount: amount ? Number(amount[2]!.replace(/,/g, "")) * (amount[3] ? 1000 : 1) : null,
    perMonth: /\b(?:a|per|each|every) month\b|\bmonthly\b/i.test(a.successMetrics),
    team: team ? numberFrom(team[1]) : null,
    platform: PLATFORMS.find((p) => new RegExp(`\\b${p}\\b`, "i").test(text)) ?? null,
    referrers: (refs ? numberFrom(refs[1]) : null) ?? (/\breferrals?\b/i.test(a.challenges) ? 0 : null),
    marketplaceLeft: MARKETPLACES.find((m) => new RegExp(`\\b${m}\\b`, "i").test(a.challenges)) ?? null,
    noColdCalls: /\bcold[- ]?call/i.test(a.challenges),
    raceToBottom: /\brace to the bottom\b/i.test(a.challenges),
    city: /\b(?:studio|agency) in (\p{Lu}[\p{L}-]+(?: \p{Lu}[\p{L}-]+)?)/u.exec(pitch)?.[1] ?? null,
    video: /\b(?:videos?|films?|animation|motion)\b/i.test(makes?.[1] ?? pitch) && !/\b(?:sites?|websites?|stores?)\b/i.test(makes?.[1] ?? ""),
    moment: /\bwho ((?:want|need|are (?:moving|looking|about)|have (?:outgrown|just))\b[^.;]*)/i.exec(a.audiencePersona)?.[1]?.trim() ?? null,
  };
}

/** Wins a month needed → proposals and qualified calls, with the win rate as an assumption. */
export function agencyMath(s: Agency, by: string, currency: string): string {
  const fromAmount = s.goalCount === null && s.goalAmount !== null && s.projectValue !== null;
  const wins = s.goalCount ?? (fromAmount ? Math.ceil(s.goalAmount! / s.projectValue!) : 2);
  const proposals = wins * 3;
  const calls = proposals * 2;
  const per = s.perMonth ? "a month" : "in all";
  const size = s.goalSize ?? s.projectFrom ?? `${currency}{{project price}}`;
  const k = s.goalSize ? /^([£$€])(\d+)k\+?$/i.exec(s.goalSize) : null;
  const monthly = k ? ` (at least ${k[1]}${wins * Number(k[2])}k of new work${s.perMonth ? " a month" : ""})` : "";
  const head = fromAmount
    ? `${s.projectFrom!.charAt(0)}${formatCount(s.goalAmount!)} of new projects ${per} ${by}: at projects from ${s.projectFrom}, that is up to ${numberWord(wins)} projects ${per}, fewer if they are larger.`
    : `${upperFirst(numberWord(wins))} new ${size} projects ${per} ${by}${monthly}.`;
  const capacity = !s.team
    ? ""
    : s.perMonth
      ? ` With ${numberWord(s.team)} of you and projects of six to eight weeks, ${numberWord(wins)} new projects a month means ${numberWord(Math.round(wins * 1.5))} or ${numberWord(wins * 2)} running at once: check that the studio can deliver them before you sell them.`
      : ` With ${numberWord(s.team)} of you and projects of six to eight weeks, ${numberWord(wins)} new projects will overlap: check that the studio can deliver them side by side before you sell them.`;
  return `${head} Assumption: about one proposal in three is won and one qualified call in two leads to a proposal, so that is about ${proposals} proposals and ${calls} qualified calls ${per}, about ${Math.ceil(calls / 4)} calls a week; projects are usually signed two to six weeks after the first call, so the calls have to be running a month or two before the deadline. Count your own win rate from the first ten proposals and redo this sum.${capacity}`;
}

/** {studioMakes} {studioFor} {studioFrom} {studioGoal} {studioMath} {studioPlatform} {studioSprint} {studioReferrers} {studioCity} {studioTeam}: a studio or agency selling client projects. */
export function agencyTokens(s: Agency | null, by: string, currency: string, place: string, country: string | null = null): Record<string, string> {
  const startups = s?.startups ?? true;
  const platform = s?.platform ?? "website";
  const site = /shopify|woocommerce/i.test(platform) ? "store" : "site";
  return {
    ...fundingTokens(country),
    studioCountry: country ?? (place || "your country"),
    studioClientLike: startups ? `a startup at seed or Series A, a brand and a ${platform} site` : `${s?.makes ?? "the work you want more of"} for ${s?.forWhom ?? "clients like the ones you want"}`,
    studioBeforeAfter: s?.video ? "Each finished video, with the client's numbers before and after" : `Before and after screenshots of each ${site} and brand`,
    studioLaunched: s?.video ? "videos" : `${site}s`,
    studioIntroWho: startups ? "one founder or head of marketing who fits: a startup that has just raised or has outgrown its first site" : `one person who fits: someone at one of the ${s?.forWhom ?? "companies like theirs"} ${s?.moment ? `who ${s.moment}` : `who need ${s?.makes ?? "what you make"}`}`,
    studioIntroSpot: startups ? "founders like you were when we met: a startup that has just raised, or has outgrown its first site. Do you know one founder or head of marketing in that spot" : `${s?.forWhom ?? "businesses"}${s?.moment ? ` who ${s.moment}` : ""}, as you were when we met. Do you know one person in that spot`,
    studioKnows: startups ? "They know startups" : `They know ${s?.forWhom ?? "businesses like ours"}`,
    studioBuyer: startups ? "founder" : "client",
    studioOwner: startups ? "founder" : "owner",
    studioPost: s?.video ? "breakdown" : "teardown",
    studioAdBefore: s?.video ? "{{client's company}} needed a video for {{their launch}}." : "{{client's company}} had outgrown its first website.",
    studioPosts: s?.video ? "breakdowns" : "teardowns",
    studioWho: s?.moment ? `who ${s.moment}` : "who {{the moment they need you}}",
    studioWhen: s?.moment ? `when they ${s.moment}` : "{{the moment they need you}}",
    studioResults: startups ? "more demo requests, a higher conversion rate, a round closed, hires made" : "more enquiries or orders, a higher conversion rate, a launch on time",
    studioTeardownOf: startups ? "startup homepages" : `${site === "store" ? "online stores" : "websites"} of ${s?.forWhom ?? "businesses like your clients"}`,
    studioClients: startups
      ? `Most of our clients are startups at seed or Series A who have outgrown their first site and need a brand and a ${platform} site that their own team can edit.`
      : `Most of our clients are ${s?.forWhom ?? "businesses"} who need ${s?.makes ?? "a new site"}.`,
    studioAudience: startups ? "founders and heads of marketing at startups" : `owners and marketing leads at ${s?.forWhom ?? "businesses like your clients"}`,
    studioAdAfter: startups ? "after their {{round}}" : "after {{what changed for them}}",
    studioCity: s?.city ?? place,
    studioTeam: s?.team ? `${numberWord(s.team)}-person` : "{{team size}}-person",
    studioMakes: s?.makes ?? "brands and websites",
    studioFor: s?.forWhom ?? "startups",
    studioFrom: s?.projectFrom ?? `${currency}{{your lowest project price}}`,
    studioGoal: s && s.goalCount ? `${numberWord(s.goalCount)} new ${s.goalSize ?? ""}${s.goalSize ? " " : ""}projects${s.perMonth ? " a month" : ""} ${by}` : `new projects ${by}`,
    studioMath: s ? agencyMath(s, by, currency) : "Count qualified calls, proposals sent and projects won every week, by where each lead came from.",
    studioPlatform: s?.platform ?? "website",
    studioSprint: s?.video ? "video package" : s?.platform ? `${s.platform} ${site === "store" ? "store" : "website"} sprint` : "website sprint",
    studioWork: s?.video ? s.makes : `brand and ${platform} ${site}`,
    studioReferrers: s?.referrers ? `the ${numberWord(s.referrers)} clients whose referrals bring your work today` : "the clients whose referrals bring your work today",
  };
}

/** Where a studio selling to startups reads of funding rounds, and the email rules for its notes, by country. */
function fundingTokens(country: string | null): Record<string, string> {
  const news: Record<string, [where: string, sources: string, rules: string]> = {
    "United Kingdom": ["UK", "UKTN, Sifted, Beauhurst, Crunchbase and founders' LinkedIn posts", "UK rules for business email (a named business address, a way to opt out, no further notes after a no)"],
    "United States": ["US", "Crunchbase, TechCrunch, Axios Pro Rata and founders' LinkedIn posts", "CAN-SPAM's rules for business email (who you are, your postal address, a way to opt out, no further notes after a no)"],
    Canada: ["Canadian", "BetaKit, Crunchbase and founders' LinkedIn posts", "Canada's anti-spam law, CASL (write only to an address published for business and relevant to their role, say who you are, a way to opt out)"],
  };
  const [where, sources, rules] = (country && news[country]) || [country ? `${country}'s` : "your market's", "Crunchbase and founders' LinkedIn posts", "the rules for business email where they are (a named business address, a way to opt out, no further notes after a no)"];
  return { studioFundingWhere: where, studioFundingSources: sources, studioEmailRules: rules };
}

export const AGENCY_STRATEGY =
  "case studies of real projects with each client's result and permission, one introduction asked of every past client and made easy to give, referral partners who meet {studioFor} at the moment they need {studioMakes} (investors' platform teams, fractional CMOs, development shops that do not design), a fixed-price {studioSprint} for companies that just raised, kind public teardowns and a talk at accelerators, so the studio's work reaches founders before they ask a friend";
export const AGENCY_STRATEGY_OTHER =
  "case studies of real projects with each client's result and permission, one introduction asked of every past client and made easy to give, referral partners who already serve {studioFor} without doing what you do, a fixed-price {studioSprint} on one page everything links to, and kind public teardowns, so the studio's work reaches buyers before they ask a friend";
export const AGENCY_STRATEGY_VIDEO =
  "case studies of real projects with each client's result and permission, one introduction asked of every past client and made easy to give, referral partners who already serve {studioFor} without doing what you do, and a fixed-price {studioSprint} on one page everything links to, so the studio's work reaches buyers before they ask a friend";
export const AGENCY_FOCUS = "Qualified calls, proposals and projects won each week, by where the lead came from (a past client, a partner, a case study, a post, an event, a directory)";

/** "Northbound Studio is a studio building brands and Webflow sites for B2B tech startups …" */
export function agencyWhat(s: Agency, product: string, place: string): string {
  const team = s.team ? `a ${numberWord(s.team)}-person studio` : "a studio";
  const price = s.projectFrom ? ` with projects from ${s.projectFrom}` : "";
  const where = s.city ?? place;
  return `${product} is ${team}${where ? ` in ${where}` : ""} making ${s.makes} for ${s.forWhom}${price}: its buyers${s.startups ? ", founders and heads of marketing," : ""} hire a studio at a moment (${s.startups ? "a funding round, a launch, a site they have outgrown" : s.video ? "a launch, a new homepage, a sales push" : "a launch, a move, a site they have outgrown"}), ask ${s.startups ? "peers and investors" : "peers and the people they already pay"} who they used, and choose on work like theirs with a result they can check.`;
}

/** The strategy's own lines: the arithmetic, the referrals, the marketplace, the calls. */
export function agencyListening(s: Agency, fill: (text: string) => string): string[] {
  const out = [fill("{studioMath}")];
  if (s.referrers !== null) {
    out.push(fill(`You said all your work comes from ${s.referrers ? `${numberWord(s.referrers)} clients'` : "a few clients'"} referrals. The plan keeps that channel and makes it a habit (every past client asked for one introduction, with a note they can forward), then adds partners and public work so a quiet month for those clients is not a quiet month for {product}.`));
  }
  if (s.marketplaceLeft) {
    out.push(`You said ${s.marketplaceLeft} ${s.raceToBottom ? "is a race to the bottom" : "brings buyers who only compare prices"}: the plan leaves ${s.raceToBottom ? "freelance marketplaces" : s.marketplaceLeft} out and sells a fixed-price offer on your own site, where the buyer compares you with studios, not with the cheapest bid.`);
  }
  return out;
}

/**
 * Lines a SaaS company's B2B plan gives that mean nothing to a design studio selling projects to startups:
 * walking a trade show, joining the buyers' trade association, monthly customer advisory calls, a cost or ROI
 * calculator, cold calls.
 */
export const AGENCY_MISFITS =
  /\btrade shows?\b|\btrade association\b|\bindustry association\b|\bcustomer advisory\b|\badvisory (?:calls|board)\b|\bcold[- ]?call(?:s|ing)?\b|\b(?:cost|roi|savings) calculator\b|\bteardown of a typical week\b/i;

/** Some tactic shows real projects with the client's result and permission. */
export const CASE_STUDY_WORK = /\bcase stud(?:y|ies)\b[^.]*\b(?:permission|result|approve|sign[- ]off)\b|\b(?:permission|approve)\b[^.]*\bcase stud(?:y|ies)\b/i;
/** Some tactic asks past clients for introductions. */
export const INTRO_WORK = /\b(?:past|previous|former|every) clients?\b[^.]*\bintroductions?\b|\bintroductions?\b[^.]*\b(?:past|previous|former) clients?\b|\bask\w* [^.]*clients? for (?:an? |one )?(?:introduction|referral)\b/i;

/** The plan-level gaps the checker reports for a studio or agency selling projects. */
export function agencyGaps(s: Agency | null, planText: string): { reason: string; note: string }[] {
  if (!s) return [];
  const out: { reason: string; note: string }[] = [];
  if (!CASE_STUDY_WORK.test(planText)) {
    out.push({ reason: "Nothing in the plan shows the studio's real projects with the client's result and permission: buyers of a studio choose on work like theirs.", note: "No case studies" });
  }
  if (s.referrers !== null && !INTRO_WORK.test(planText)) {
    out.push({ reason: "The work comes from referrals and the plan does not ask past clients for introductions: the cheapest projects a studio wins.", note: "No client introductions" });
  }
  if (s.marketplaceLeft && new RegExp(`\\b${s.marketplaceLeft}\\b[^.]*\\b(?:bid|profile|proposals?|gigs?)\\b`, "i").test(planText) && !new RegExp(`\\b${s.marketplaceLeft}\\b[^.]*\\b(?:left out|race to the bottom)\\b`, "i").test(planText)) {
    out.push({ reason: `The founder called ${s.marketplaceLeft} a race to the bottom and the plan sends them back to bid there.`, note: "Marketplace they left" });
  }
  return out;
}

/** What the AI prompt states about a studio or agency selling client projects. */
export function agencyFacts(s: Agency | null, by: string, currency: string): string[] {
  if (!s) return [];
  const lines = [
    `- A studio selling client projects (${s.makes} for ${s.forWhom}${s.projectFrom ? `, projects from ${s.projectFrom}` : ""}), not a SaaS company: no trade show, trade association, customer advisory calls, cost calculator, free trial or cold calls`,
    `- Its plan: case studies of real projects with the client's result and written permission; one introduction asked of every past client, with a forwardable note; ${s.startups ? "referral partners who meet the buyer at the moment (investors' and accelerators' platform teams and their portfolio perks lists, fractional CMOs, development shops that do not design) as things to ask, not promises" : `referral partners who already serve ${s.forWhom} without doing what the studio does, as things to ask, not promises`}; a fixed-price ${s.platform ? `${s.platform} ` : ""}website or brand sprint${s.startups ? " for companies that just raised, with a warm email or LinkedIn note after a funding announcement (never a call)" : " on one offer page"}; kind public teardowns of ${s.startups ? "startup homepages" : `${s.forWhom}'s sites`} on LinkedIn, with permission; ${s.startups ? "a talk at accelerators and startup meetups; " : ""}${s.platform === "Webflow" ? "the Webflow partner directory (check how to apply and what it requires)" : "the platform's partner directory, if it has one"}; paid reach only if the budget carries it, judged by qualified calls`,
    `- The goal's arithmetic: ${agencyMath(s, by, currency)}`,
  ];
  return lines;
}
