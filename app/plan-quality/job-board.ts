import type { PlanFormData } from "~/wizard/types";
import { MONTHS } from "./calendar";
import { formatCount, joinWords } from "./words";

/**
 * A niche job board: jobs in one language or stack, one profession or one place (remote Rust jobs, nursing
 * jobs in Scotland, climate-tech roles). Employers pay per listing or by subscription; candidates use it
 * free. It has the two-sided start every marketplace has (employers will not pay until there are many
 * candidates, and candidates leave when there are few jobs) and a free rival on the employers' side (a free
 * post on LinkedIn or Indeed). Its plan: seed the board honestly with jobs found on employers' own pages,
 * a weekly job email that is the candidates' asset, an employer page that shows those numbers honestly,
 * outreach to employers with hiring signals, the places candidates already gather, listings that show pay
 * and remote policy, and bundles, featured listings and renewals for revenue. Read from the founder's words
 * whatever product type or audience the form says. Pure.
 */
export type JobBoard = {
  /** What the jobs are, as the founder says it: "remote Rust developer", "nursing"; null when not said. */
  niche: string | null;
  /** The stack or language the jobs are in, when one is named: "Rust". */
  stack: string | null;
  /** The jobs are remote. */
  remote: boolean;
  /** The candidates, plural: "Rust developers". */
  candidates: string;
  /** The employers, plural: "startups and infrastructure companies". */
  employers: string;
  /** The price of one listing: "$299" and how long it runs (30 days). */
  price: number | null;
  symbol: string;
  days: number | null;
  /** Employers can subscribe instead of paying per listing. */
  subscription: boolean;
  /** Candidates get a job email ("a weekly email of new jobs"). */
  email: boolean;
  /** The free rival the founder names ("LinkedIn is free for them"). */
  freeRival: string | null;
  /** Paid listings a month today and in the goal ("60 paid listings a month by March, from 18"). */
  listingsNow: number | null;
  listingsGoal: number | null;
  /** The month the goal names. */
  byMonth: string | null;
};

/** The pitch names a job board that is the business itself: "a job board for remote Rust developer jobs". */
const BOARD = /\b(?:niche )?(?:jobs?|careers?|hiring|recruitment)[- ](?:board|site|listings? site)s?\b/i;
/** Software for job boards or recruiters (an ATS, a job-board builder) is not a job board. */
const FOR_BOARDS = /\b(?:for|builds?|run|runs|powers?|launch)\s+(?:your own |their own |an? )?(?:niche )?(?:jobs?|careers?|recruitment)[- ](?:board|site)s?\b|\b(?:ats|applicant tracking|software|saas|plugin|theme|api)\b[^.]{0,30}\bjob boards?\b/i;

/** The stacks and languages a tech job board is often about, with the name they are written with. */
const STACKS = ["Rust", "Go", "Golang", "Elixir", "Haskell", "Scala", "Clojure", "Python", "Ruby", "Rails", "PHP", "Laravel", "Kotlin", "Swift", "TypeScript", "JavaScript", "React", "Vue", "Java", "C\\+\\+", "Zig", "Julia", "OCaml", "Erlang", "Flutter", "Django", "Solidity"];

/** "a job board for remote Rust developer jobs", "a job board for nursing jobs in Scotland": the board. Null for anything else. */
export function jobBoardWordOf(pitch: string): boolean {
  return BOARD.test(pitch) && !FOR_BOARDS.test(pitch);
}

const monthOf = (word: string | undefined): string | null => (word ? MONTHS.find((m) => m.toLowerCase() === word.toLowerCase()) ?? null : null);

/**
 * "A job board for remote Rust developer jobs: companies pay $299 per 30-day listing, candidates browse free
 * and get a weekly email of new jobs", "60 paid listings a month by March, from 18": the board and the
 * numbers its plan needs. Null for anything else (software for recruiters, an ATS).
 */
export function readJobBoard(a: PlanFormData, pitch: string): JobBoard | null {
  if (!jobBoardWordOf(pitch)) return null;
  const all = `${a.productDescription} ${a.challenges}`;
  const niche = /\bfor\s+((?:[\p{L}+#.-]+\s+){0,4}?)(?:jobs|roles|positions|vacancies)\b/iu.exec(pitch)?.[1]?.trim() || null;
  const stackRe = new RegExp(`\\b(${STACKS.join("|")})(?=\\W|$)`);
  const stack = stackRe.exec(`${pitch} ${a.audiencePersona}`)?.[1]?.replace(/^Golang$/, "Go") ?? null;
  const firstPersona = a.audiencePersona.split(/(?<=[.!?])\s+/)[0] ?? "";
  const cand = /^((?:[\p{L}+#-]+\s+){0,3}?(?:developers|engineers|programmers|designers|nurses|teachers|doctors|lawyers|writers|marketers|accountants|scientists|researchers|analysts|candidates|job ?seekers|professionals|workers|chefs|drivers))\b/iu.exec(firstPersona.trim());
  const emp = /\b((?:[\p{L}-]+\s+){0,3}?(?:companies|startups|employers|firms|agencies|studios|hospitals|schools|teams|businesses|organi[sz]ations|homes|clinics|practices|restaurants|hotels|labs|charities|councils)(?:\s+and\s+(?:[\p{L}-]+\s+){0,2}?(?:companies|startups|employers|firms|agencies|studios|hospitals|schools|teams|businesses|organi[sz]ations|homes|clinics|practices|restaurants|hotels|labs|charities|councils))?)\s+(?:hiring|that hire|who hire|looking to hire|recruiting)\b/iu.exec(`${a.audiencePersona} ${a.productDescription}`);
  const price = /([£$€])\s?(\d{1,4})(?:\.\d\d)?\s*(?:per|a|for (?:a|one|each))\s+(?:(\d{1,3})[- ]day\s+)?(?:job\s+)?(?:listing|post(?:ing)?|job ad)\b/i.exec(a.productDescription);
  const days = price?.[3] ? Number(price[3]) : Number(/\b(\d{1,3})[- ]day (?:listing|post)/i.exec(a.productDescription)?.[1] ?? 0) || null;
  const goal = /\b(\d{1,4}) (?:paid |paying )?(?:job )?(?:listings|posts|job posts|jobs)\b[^.]{0,40}?\b(?:a|per) month\b/i.exec(a.successMetrics);
  const from = /\bfrom (\d{1,4})\b|\b(?:today|now|currently)[^.]{0,20}?\b(\d{1,4})\b/i.exec(a.successMetrics);
  const by = new RegExp(`\\b(?:by|before|until|end of)\\s+(?:the\\s+end\\s+of\\s+)?(${MONTHS.join("|")})\\b`, "i").exec(a.successMetrics);
  const rival = /\b(LinkedIn|Indeed|Glassdoor|Otta|Welcome to the Jungle|Wellfound|AngelList|Hacker News|Stack Overflow|Upwork)\b[^.]{0,30}\bfree\b|\bfree\b[^.]{0,30}\b(?:on|with|than)\s+(LinkedIn|Indeed)\b/i.exec(all);
  return {
    niche,
    stack,
    remote: /\bremote\b/i.test(`${pitch} ${a.audiencePersona}`),
    candidates: cand?.[1]?.replace(/^(?:remote|the)\s+/i, "") ?? (stack ? `${stack} developers` : "candidates"),
    employers: emp?.[1]?.replace(/^(?:and|the)\s+/i, "") ?? "employers",
    price: price ? Number(price[2]) : null,
    symbol: price?.[1] ?? "",
    days,
    subscription: /\bsubscri(?:be|ption)s?\b[^.]{0,40}\b(?:employers?|companies|recruiters)\b|\b(?:employers?|companies|recruiters)\b[^.]{0,40}\bsubscri(?:be|ption)/i.test(a.productDescription),
    email: /\b(?:weekly|daily|monthly)?\s*(?:e-?mail|newsletter|digest|alerts?)\b/i.test(a.productDescription),
    freeRival: rival?.[1] ?? rival?.[2] ?? null,
    listingsNow: from ? Number(from[1] ?? from[2]) : null,
    listingsGoal: goal ? Number(goal[1]) : null,
    byMonth: monthOf(by?.[1]),
  };
}

/** Where the candidates of a stack gather, as places to check (their rules first); generic when the stack has none listed. */
function communitiesOf(j: JobBoard | null): string {
  if (j?.stack === "Rust") {
    return "This Week in Rust (its jobs section points to r/rust's hiring thread), r/rust (read its rules and its official hiring threads before posting), the Rust Users Forum, the Rust community Discord, and Rust meetups and conferences (RustConf, EuroRust, RustNation UK: check this year's dates, and whether they offer job-board packages)";
  }
  const who = j?.candidates ?? "your candidates";
  return `the newsletters, subreddits, forums, Discord or Slack groups, meetups and conferences ${who} already read and go to (check each one's rules on job posts first)`;
}

/** The goal's arithmetic from the founder's numbers: listings to add, what they bring in, a week's pace. */
export function jobBoardMath(j: JobBoard, weeks: number): string | null {
  if (!j.listingsGoal || !j.listingsNow || j.listingsGoal <= j.listingsNow) return null;
  const more = j.listingsGoal - j.listingsNow;
  const s = j.symbol;
  const money = j.price ? ` At ${s}${j.price} a listing that is ${s}${formatCount(j.listingsGoal * j.price)} a month instead of ${s}${formatCount(j.listingsNow * j.price)}.` : "";
  return `${j.listingsNow} paid listings a month to ${j.listingsGoal}${j.byMonth ? ` by ${j.byMonth}` : ""} is ${more} more a month within ${weeks} weeks, about ${Math.ceil(j.listingsGoal / 4.3)} a week at the end instead of ${Math.ceil(j.listingsNow / 4.3)}.${money} Part of it comes from employers who already pay (renewals, a second role, a 3- or 5-listing bundle), part from employers whose jobs you seeded and who post directly, and part from new employers reached through hiring signals. Rough arithmetic on your numbers: count each source every Friday and put your own rates in after the first month.`;
}

/**
 * {jbCandidates} {jbEmployers} {jbNiche} {jbPrice} {jbDays} {jbRival} {jbMath} {jbBy} {jbGoal} {jbPlaces}
 * {jbSubscribers} {jbEmail} {jbBundle} {jbFeatured}: a niche job board; slots where the answers do not say.
 */
export function jobBoardTokens(j: JobBoard | null, weeks: number): Record<string, string> {
  const s = j?.symbol ?? "";
  const p = j?.price ?? null;
  const days = j?.days ?? 30;
  return {
    jbCandidates: j?.candidates ?? "candidates",
    jbEmployers: j?.employers ?? "employers",
    jbNiche: j?.niche ?? "{{the kind of job}}",
    jbPrice: p ? `${s}${p}` : "{{listing price}}",
    jbDays: `${days} days`,
    jbRival: j?.freeRival ?? "a free post on LinkedIn",
    jbMath: (j && jobBoardMath(j, weeks)) ?? "Count paid listings every Friday, by where each one came from (renewal, seeded employer, new employer): the goal is the sum.",
    jbBy: j?.byMonth ?? "{{your deadline}}",
    jbGoal: j?.listingsGoal ? `${j.listingsGoal} paid listings a month` : "{{your listings goal}}",
    jbPlaces: communitiesOf(j),
    jbEmail: j?.email ? "the weekly job email" : "a weekly job email",
    // Bundles and featured listings priced from the founder's price: rounded, to be tested.
    jbBundle: p ? `3 listings for ${s}${formatCount(Math.round((p * 3 * 0.85) / 10) * 10 - 1)} and 5 for ${s}${formatCount(Math.round((p * 5 * 0.75) / 10) * 10 - 1)}` : "3 listings for {{bundle price}} and 5 for {{bundle price}}",
    jbFeatured: p ? `${s}${formatCount(Math.round((p * 0.33) / 10) * 10 - 1)} more` : "{{featured price}} more",
  };
}

/** The goal line of a job board's strategy, whatever goal the form says. */
export const JOB_BOARD_STRATEGY =
  "solving the two-sided start honestly: the board seeded with {jbNiche} jobs found on employers' own pages (labelled, linked to the source), those employers asked to post directly with a first listing free, {jbEmail} as the asset {jbCandidates} sign up for, an employer page that shows those numbers honestly, outreach to {jbEmployers} with hiring signals, listings with pay and remote policy shown, and bundles, featured listings and renewals for the revenue";
export const JOB_BOARD_FOCUS = "Paid listings: counted every Friday by where each came from (a renewal, a seeded employer who now posts, a new employer), with email subscribers as the number employers buy";

/** "RustJobs Remote is a niche job board for remote Rust developer jobs: …" */
export function jobBoardWhat(j: JobBoard, product: string): string {
  const price = j.price ? `${j.symbol}${j.price} per ${j.days ? `${j.days}-day ` : ""}listing` : "per listing";
  return `${product} is a niche job board${j.niche ? ` for ${j.niche} jobs` : ""} with two sides: ${j.employers} pay (${price}${j.subscription ? " or by subscription" : ""}), and ${j.candidates} use it free. Employers pay for candidates they cannot reach elsewhere, and candidates stay for jobs they cannot find elsewhere, so both grow together or not at all.`;
}

/** The strategy's own lines: the arithmetic, the free rival, the hiring calendar. */
export function jobBoardListening(j: JobBoard, start: Date, fill: (text: string) => string, challenges = ""): string[] {
  const out = [fill("{jbMath}")];
  // "A launch post on Hacker News brought a spike of visitors but no new employers": visits are not what employers pay for.
  const spike = /\b(?:launch|post|posted|listed)\b[^.]*\b(?:spike|visitors|traffic)\b[^.]*\bno\b[^.]*\b(?:employers?|companies|listings)\b/i.exec(challenges);
  const site = spike ? /\b(Hacker News|Product Hunt|Reddit)\b/i.exec(spike[0])?.[1] : undefined;
  if (spike) out.push(`You said a launch${site ? ` on ${site}` : ""} brought visitors but no employers: a spike of visitors is not what an employer pays for, so the plan builds subscribers who stay and counts paid listings, not visits.`);
  if (j.freeRival) out.push(`You said ${j.freeRival} is free for employers: do not compete on price. Compete on who sees the job: ${j.candidates} who chose a board for exactly this, pay and remote policy shown on every listing, and numbers an employer can check before paying.`);
  const month = start.getUTCMonth();
  if (month === 11 || month === 0 || month === 7 || month === 8) {
    out.push(`Many employers open new roles when budgets reset in January and again after the summer, in September: check it on your own listings by month, and have the seeded jobs, the employer page and the first outreach ready before ${month >= 7 ? "September" : "mid-January"}.`);
  }
  return out;
}

/** Lines from other kinds that mean nothing to a job board: an open-source tool's, a shop's, a local marketplace's. */
export const JOB_BOARD_MISFITS =
  /\bwhat stays free and what the paid edition adds\b|\bmigration guide\b|\bREADME\b|\bofficial plugins?\b|\bquickstart\b|\bGitHub stars?\b|\bcome in,? say hello\b|\bby the till\b|\bstaff perk cards?\b|\bseasonal specials\b|\bguaranteed first week of orders\b|\bpayouts?\b/i;

/** Some tactic seeds the board with jobs found elsewhere; some tactic builds the candidates' side (an email list). */
export const SEEDING_WORK = /\bseed(?:ed|ing)?\b[^.]*\bjobs?\b|\bjobs?\b[^.]*\b(?:found|curated) (?:on|from|elsewhere)\b/i;
export const CANDIDATE_ASSET_WORK = /\b(?:job|weekly) (?:e-?mail|newsletter|digest|alerts?)\b[^.]*\bsubscribers?\b|\bsubscribers?\b[^.]*\b(?:job|weekly) (?:e-?mail|newsletter|alerts?)\b/i;

/** A job board whose plan has no seeding or no candidates' asset: the reasons the checker gives. */
export function jobBoardPlanGaps(j: JobBoard | null, planText: string): { reason: string; note: string }[] {
  if (!j) return [];
  const out: { reason: string; note: string }[] = [];
  if (!SEEDING_WORK.test(planText)) out.push({ reason: "A job board with few listings loses candidates, and no tactic fills it honestly meanwhile (jobs found on employers' own pages, labelled and linked, then those employers asked to post directly).", note: "Leaves out seeding the board" });
  if (!CANDIDATE_ASSET_WORK.test(planText)) out.push({ reason: "Employers pay for candidates, and no tactic builds the candidates' side into a number employers can see (a job email and its subscribers).", note: "Leaves out the candidates' asset" });
  return out;
}

/** What the AI prompt states about a job board. */
export function jobBoardFacts(j: JobBoard | null, weeks: number): string[] {
  if (!j) return [];
  const t = jobBoardTokens(j, weeks);
  const lines = [
    `- A niche job board${j.niche ? ` for ${j.niche} jobs` : ""}, not a developer tool, an app or a shop, whatever the product type or audience says: ${j.employers} pay per listing${j.subscription ? " or by subscription" : ""}, ${j.candidates} use it free. No README, migration guide, free-versus-paid edition, plugin, quickstart or app-store lines, and no seller payouts`,
    `- Its plan: seed the board with jobs found on employers' own public pages (labelled as not paid, linked to the employer's posting, removed when it closes; tell the founder to check the terms of any site before copying from it), then ask those employers to post directly with a first listing free; ${t.jbEmail} and job alerts by skill as the candidates' asset, its subscribers the number employers buy; an employer page with honest candidate numbers; outreach to engineering or hiring managers at ${j.employers} with hiring signals (a funding round, ${j.niche ?? "such"} roles on their own careers page); ${t.jbPlaces}; pay ranges and remote-policy tags on every listing; 3- and 5-listing bundles, featured listings and a renewal note when a listing expires`,
    "- Hiring is often busier in January and September: say it as something to check on the board's own numbers, not as a fact",
  ];
  if (j.freeRival) lines.push(`- ${j.freeRival} is free for employers: compete on who sees the job and on honest numbers, not on price`);
  const math = jobBoardMath(j, weeks);
  if (math) lines.push(`- The goal's arithmetic: ${math}`);
  return lines;
}

/** "Rust developers and startups": both sides in a phrase. */
export function jobBoardSides(j: JobBoard): string {
  return joinWords([j.candidates, j.employers]);
}
