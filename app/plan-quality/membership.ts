import type { PlanFormData } from "~/wizard/types";
import { MONTHS } from "./calendar";
import { articleOf, formatCount, numberFrom, numberWord, withArticle } from "./words";

/**
 * A paid online community or membership sold by the month: a private forum, a Discord, Circle, Skool or Slack
 * group, a mastermind, accountability groups and live calls. Members pay for the people and the rituals, not
 * for a library: the ones who join for a month, read the archive and leave never met anyone. Its plan is
 * retention first (a first week that puts each new member in a group and gets their goal posted, rituals that
 * only work live, an annual plan offered after a win, exit questions and win-back), then the way in for people
 * who follow the founder (an open monthly call, a newsletter, guest spots on podcasts), members bringing a peer,
 * perks from tools members use, intake dates, and churn counted by the month people joined. Not a newsletter
 * (publication.ts), a cohort course, a coworking space (workspace.ts) or a gym (gym.ts). Pure.
 */
export type Membership = {
  /** The founder's word for it: "online community", "Discord community", "mastermind", "membership". */
  word: string;
  /** Where it lives, when said: "Discord", "Circle", "Skool", "Slack", "a private forum". */
  platform: string | null;
  /** The groups members are put in, when said: "accountability groups of six" → "accountability group", 6. */
  group: string | null;
  groupSize: number | null;
  /** The live calls, when said: "monthly teardown calls" → "teardown call". */
  call: string | null;
  /** Members today, the goal's members, the monthly price and its currency symbol. */
  members: number | null;
  goalMembers: number | null;
  price: number | null;
  symbol: string;
  /** The churn the goal names: "monthly churn under 6%" → 6. */
  churn: number | null;
  /** The month the goal names ("by March") → "March". */
  byMonth: string | null;
  /** The founder says members join, read the archive (or the back content) and leave. */
  bingeAndLeave: boolean;
  /** The social network the founder posts on that brings followers, not members ("X", "LinkedIn"), when said. */
  followersNotMembers: string | null;
  /** An annual plan exists already. */
  annual: boolean;
  /** Its members build and ship products (software, apps, SaaS): they "ship"; others get work done. */
  builders: boolean;
};

/** The pitch calls the product a community or membership people pay to belong to. */
const COMMUNITY =
  /\b(?:paid |private |online |members-only |invite-only )+(?:community|forum|discord(?: server| community)?|slack (?:community|group)|circle community|skool (?:community|group)|membership(?: community| club)?|mastermind|club)\b|\b(?:discord|circle|skool|slack) (?:community|group|membership)\b|\bmastermind (?:group|community|membership)\b|\bmembership (?:community|club)\b/;
/** Words that make the product something for communities (their software), not one. */
const FOR_THEM = /\b(?:apps?|platform|software|saas tool|tool|plugin|bot|integration|analytics|agency)\s+(?:for|that (?:helps|lets))\b[^.]{0,60}$/;
/** A newsletter, a cohort course, a coworking space or a gym keep their own readings. */
const OTHER_KIND = /\b(?:newsletter|substack|beehiiv|cohort(?:-based)? course|[a-z]+-week (?:live )?(?:cohort|course)|coworking|desks?|bouldering|gym|studio|yoga|pilates)\b/;

/** "A paid online community for solo founders building SaaS" → "online community"; null for anything else. */
export function membershipWordOf(pitch: string): string | null {
  const lower = pitch.toLowerCase();
  if (OTHER_KIND.test(lower)) return null;
  const m = COMMUNITY.exec(lower);
  if (!m) return null;
  if (FOR_THEM.test(lower.slice(0, m.index))) return null;
  if (/\bfor (?:[a-z-]+ ){0,3}(?:online |paid )?(?:communities|community builders|community managers|creators'? communities)\b/.test(lower)) return null;
  const said = m[0].replace(/^(?:paid |private |members-only |invite-only )+/, "").replace(/ server$/, "");
  if (/^discord\b/.test(said)) return "Discord community";
  if (/^(?:circle|skool|slack)\b/.test(said)) return `${said[0]!.toUpperCase()}${said.slice(1)}`.replace(/ (?:group|membership)$/, " community");
  if (/^mastermind/.test(said)) return "mastermind";
  if (/^membership|^club/.test(said)) return "membership";
  if (said === "forum") return "online community";
  return said === "community" ? "online community" : said;
}

const monthOf = (word: string | undefined): string | null => (word ? MONTHS.find((m) => m.toLowerCase() === word.toLowerCase()) ?? null : null);
const MONTH_RE = MONTHS.join("|");

/**
 * "A paid online community for solo founders building SaaS: a private forum, weekly accountability groups of six
 * and monthly teardown calls, $29 a month", "400 paying members by March, from 180, and monthly churn under 6%":
 * the community and the numbers its plan needs. Null for anything else.
 */
export function readMembership(a: PlanFormData, pitch: string): Membership | null {
  const word = membershipWordOf(pitch);
  if (!word) return null;
  const text = a.productDescription;
  const all = `${a.productDescription} ${a.successMetrics} ${a.challenges}`;
  const platform = /\b(discord|circle|skool|slack|discourse|mighty networks)\b/i.exec(text)?.[1] ?? (/\bprivate forum\b/i.test(text) ? "forum" : null);
  const group = /\b(accountability|mastermind|peer|pod|squad|study)(?: groups?| pods?| squads?)(?: of (\d{1,2}|[a-z]+))?/i.exec(text);
  const call = /\b(?:weekly|monthly|fortnightly|live) ((?:[a-z-]+ ){0,2}?(?:calls?|sessions?|workshops?|hot seats?|office hours|q&as?))\b/i.exec(text);
  const members = /\b(\d{1,3}(?:,\d{3})?|\d{1,5}) (?:paying |active )?members\b/i.exec(a.productDescription) ?? /\bfrom (\d{1,3}(?:,\d{3})?|\d{1,5})\b/i.exec(a.successMetrics);
  const goal = /\b(\d{1,3}(?:,\d{3})?|\d{1,5}) (?:paying |active )?members\b/i.exec(a.successMetrics);
  const price = /([£$€])\s?(\d{1,4})(?:\.\d\d)?\s*(?:a|per|\/)\s*(?:month|mo)\b/i.exec(text);
  const churn = /\bchurn\b[^.;]{0,20}?\b(?:under|below|less than|of|at|<)\s*(\d{1,2}(?:\.\d)?)\s?%|\b(\d{1,2}(?:\.\d)?)\s?% (?:monthly )?churn\b/i.exec(a.successMetrics);
  const by = new RegExp(`\\b(?:by|before|until|end of)\\s+(?:the\\s+end\\s+of\\s+)?(${MONTH_RE})\\b`, "i").exec(a.successMetrics);
  const social = /\b(?:post|posting|tweet|tweeting|write|writing)\b[^.]{0,40}\b(?:on )?(X|Twitter|LinkedIn|Threads|Bluesky|Instagram|TikTok|YouTube)\b[^.]{0,60}\bfollowers\b/.exec(a.challenges);
  const groupWord = group ? `${group[1]!.toLowerCase()} group`.replace(/^(pod|squad) group$/, "$1") : null;
  const callWord = call ? call[1]!.toLowerCase().replace(/s$/, "").replace(/office hour$/, "office hours").replace(/q&a$/, "Q&A") : null;
  return {
    word,
    platform: platform ? (platform === "forum" ? "a private forum" : platform.replace(/^./, (c) => c.toUpperCase()).replace("Mighty networks", "Mighty Networks")) : null,
    group: groupWord,
    groupSize: group?.[2] ? numberFrom(group[2]) : null,
    call: callWord,
    members: numberFrom(members?.[1]?.replace(",", "")),
    goalMembers: numberFrom(goal?.[1]?.replace(",", "")),
    price: price ? Number(price[2]) : null,
    symbol: price?.[1] ?? "$",
    churn: churn ? Number(churn[1] ?? churn[2]) : null,
    byMonth: monthOf(by?.[1]),
    bingeAndLeave: /\b(?:binge|read|watch|download|go through|devour)\w*\b[^.]{0,40}\b(?:archive|back ?catalogue|library|old (?:posts|calls|recordings)|recordings)\b[^.]{0,30}\b(?:leave|cancel|quit|go|churn)\b/i.test(all) || /\bjoin\w* for (?:a|one) month\b/i.test(all),
    followersNotMembers: social ? (social[1] === "Twitter" ? "X" : social[1]!) : null,
    builders: /\b(?:saas|software|apps?|startups?|founders?|indie hackers?|developers?|makers?|products?)\b/i.test(`${text} ${a.audiencePersona}`),
    annual: /\b(?:annual|yearly) (?:plan|membership|option|price)\b|\ba year\b/i.test(text),
  };
}

/**
 * The goal's arithmetic from the founder's numbers: members to add, members who leave at the churn the goal
 * allows, the joins it takes and what they bring in a month. Null when the numbers are not said.
 */
export function membershipMath(m: Membership, weeks: number): string | null {
  if (!m.members || !m.goalMembers || m.goalMembers <= m.members) return null;
  const more = m.goalMembers - m.members;
  const months = Math.max(1, Math.round(weeks / 4.33));
  const rate = m.churn && m.churn > 0 && m.churn < 50 ? m.churn / 100 : null;
  // Members who leave on the way, at the churn the goal allows, on the average membership over the months.
  const leave = rate ? Math.round(((m.members + m.goalMembers) / 2) * rate * months) : null;
  const joins = more + (leave ?? 0);
  const s = m.symbol;
  const money = m.price ? ` At ${s}${m.price} a month the ${more} more members bring ${s}${formatCount(more * m.price)} a month.` : "";
  const churnLine = rate && leave ? ` At ${m.churn}% monthly churn about ${leave} members leave over those ${months === 1 ? "month" : `${months} months`}, so it takes about ${joins} joins, ${Math.ceil(joins / weeks)} a week; ${m.bingeAndLeave ? "while most members leave after a month, as you say they do today" : "at a higher churn"}, it would take many more.` : "";
  const steep = m.goalMembers >= 2 * m.members && weeks <= 13 ? ` That is more than doubling in ${weeks} weeks: say honestly at week ${Math.max(2, Math.round(weeks / 2))} whether the pace holds, and move the date rather than buy members who leave.` : "";
  return `${formatCount(m.members)} members to ${formatCount(m.goalMembers)}${m.byMonth ? ` by ${m.byMonth}` : ""} is ${more} more members than leave in ${weeks} weeks.${churnLine}${money}${steep} Rough arithmetic on your numbers; put your own join and leave counts in every Friday.`;
}

/** "Churn by the month people joined": of everyone who joined in November, how many still pay in December, January and February. */
export function membershipCohortCheck(start?: Date): string {
  const month = start ? start.getUTCMonth() : 0;
  const joined = MONTHS[(month + 11) % 12]!;
  const next = [1, 2, 3].map((k) => MONTHS[(month + 11 + k) % 12]!);
  return `of everyone who joined in ${joined}, how many still pay in ${next[0]}, ${next[1]} and ${next[2]}`;
}

/**
 * {membWord} {membWhere} {membGroup} {membGroups} {membGroupOf} {membAGroup} {membAGroupOf} {membCall} {membCalls} {membPrice} {membAnnual} {membTwelve} {membMath}
 * {membBy} {membChurn} {membCohortCheck} {membCohortRows} {membMembers} {membSocial} {membFollowers} {membShipped}: a paid online community;
 * slots where the answers do not say.
 */
export function membershipTokens(m: Membership | null, weeks: number, start?: Date): Record<string, string> {
  const s = m?.symbol ?? "$";
  const month = start ? start.getUTCMonth() : 0;
  const rows = [3, 2, 1].map((k) => MONTHS[(month - k + 12) % 12]!);
  const group = m?.group ?? "accountability group";
  const call = m?.call ?? "live call";
  return {
    membWord: m?.word ?? "online community",
    membWhere: m?.platform ? (m.platform === "a private forum" ? "the forum" : m.platform) : "the community",
    membGroup: group,
    membGroups: `${group}s`,
    membGroupOf: m?.groupSize ? `${group} of ${numberWord(m.groupSize)}` : group,
    membAGroup: `${withArticle(group)}`,
    membAGroupOf: `${articleOf(group)} ${m?.groupSize ? `${group} of ${numberWord(m.groupSize)}` : group}`,
    membCall: call,
    membCalls: /s$/.test(call) ? call : `${call}s`,
    membPrice: m?.price ? `${s}${m.price} a month` : "{{monthly price}}",
    // Ten months for the price of twelve: a common shape, offered as a choice, never as a lock-in.
    membAnnual: m?.price ? `${s}${formatCount(m.price * 10)} a year (two months free)` : "{{annual price}} (two months free)",
    membTwelve: m?.price ? `${s}${formatCount(m.price * 12)} over twelve months` : "{{twelve monthly payments}}",
    membMath: (m && membershipMath(m, weeks)) ?? "Count members who join and members who leave every Friday: the goal is the difference between the two.",
    membBy: m?.byMonth ?? "{{your deadline}}",
    membChurn: m?.churn ? `monthly churn under ${m.churn}%` : "{{the monthly churn you aim for}}",
    membCohortCheck: membershipCohortCheck(start),
    membCohortRows: rows.map((r) => `${r.padEnd(9)} | {{n}}  | {{share}}         | {{share}}          | {{share}}          |`).join("\n"),
    membMembers: m?.members ? `${formatCount(m.members)} members` : "your members",
    membSocial: m?.followersNotMembers ?? "the network you post on",
    membFollowers: m?.followersNotMembers ? `followers on ${m.followersNotMembers}` : "followers",
    // Founders ship; photographers, writers and designers finish work.
    membShipped: (m?.builders ?? true) ? "shipped" : "finished",
  };
}

/** The goal line of a community's strategy, whatever goal the form says: members who stay, then members who join. */
export const MEMBERSHIP_STRATEGY =
  "keeping members first and then bringing in new ones: a first week that puts every new member in {membAGroup} and gets their goal posted, rituals that only work live ({membCalls}, demo days) rather than an archive to binge, an annual plan offered after a first win, exit questions and a win-back note; then open monthly calls, a newsletter and guest spots on podcasts that turn followers into members, members bringing a peer, perks from tools members use, and churn counted by the month people joined ({membCohortCheck})";
export const MEMBERSHIP_FOCUS = "Members kept: every new member in {membAGroup} in their first week, churn counted by the month they joined, and followers turned into members through open live calls";

/** "Shipyard is an online community for solo developers: people pay by the month for …" */
export function membershipWhat(m: Membership, product: string, audience: string): string {
  return `${product} is ${withArticle(m.word)} for ${audience}, paid by the month: members stay for the people, the ${m.group ? `${m.group}s` : "groups"} and the live ${m.call ? `${m.call}s` : "calls"}, and leave when all they use is the archive.`;
}

/** The strategy's own lines: the arithmetic, the archive members binge, followers who are not members. */
export function membershipListening(m: Membership, fill: (text: string) => string): string[] {
  const out = [fill("{membMath}")];
  if (m.bingeAndLeave) out.push("You said members join for a month, read the archive and leave: the archive is what they can finish, so the plan makes what they cannot (their group, the live calls, a goal someone checks on) the reason to stay, and moves the archive behind the first week rather than in front of it.");
  if (m.followersNotMembers) out.push(`You said posting on ${m.followersNotMembers} every day brings followers, not members: a follower has nothing to join until you give them one live taste of the community, so every week's posts point to one open call or to the newsletter, and the call ends with the invitation.`);
  return out;
}

/**
 * Lines software or a shop's plan gives that mean nothing to a paid community: the free plan's limit and the
 * upgrade prompt, a comparison page against a tool, a free trial of the product, "import your data".
 */
export const MEMBERSHIP_MISFITS =
  /\bfree (?:users?|plan|tier)\b[^.]{0,40}\b(?:limit|upgrade)|\bhit(?:s)? a limit\b|\bin-app (?:message|prompt|banner)\b|\bcomparison page\b|\bimport (?:your|their) data\b|\bbring (?:your|their) data over\b|\bcome in,? say hello\b|\bcard by the till\b|\bat the till\b|\bseasonal specials\b/i;

/** Some tactic works on the first week: each new member in a group, their goal posted. */
export const FIRST_WEEK_WORK = /\bfirst week\b[^.]*\b(?:group|goal|introduc)|\b(?:group|goal)\b[^.]*\bfirst week\b/i;
/** Some tactic counts churn by the month people joined. */
export const COHORT_WORK = /\bby the month (?:people|they|members) joined\b|\bjoining month\b/i;

/**
 * A paid community gets a plan where some tactic works on the first week and some counts churn by joining
 * month (software's lines are caught tactic by tactic with MEMBERSHIP_MISFITS). The reasons the checker gives.
 */
export function membershipPlanGaps(m: Membership | null, planText: string): { reason: string; note: string }[] {
  if (!m) return [];
  const out: { reason: string; note: string }[] = [];
  if (!FIRST_WEEK_WORK.test(planText)) out.push({ reason: `Members of a paid ${m.word} decide in their first week whether they belong, and no tactic works on it (each new member in a group, their goal posted, a first live session).`, note: "Leaves out new members' first week" });
  if (!COHORT_WORK.test(planText)) out.push({ reason: "Churn decides whether a membership grows, and no tactic counts it by the month people joined (of each month's joiners, how many still pay one, two and three months on).", note: "Leaves out churn by joining month" });
  return out;
}

/** What the AI prompt states about a paid community: what it is, what its plan is made of, the arithmetic. */
export function membershipFacts(m: Membership | null, weeks: number, start?: Date): string[] {
  if (!m) return [];
  const t = membershipTokens(m, weeks, start);
  const lines = [
    `- A paid ${m.word} sold by the month, not software and not a course: no free plan, upgrade prompts, in-app messages, comparison pages, 'import your data' or free-trial language. Members pay to belong (the people, the ${t.membGroups}, the live ${t.membCalls}); those who leave early never met anyone and used only the archive`,
    `- Its plan: retention first (a first week that puts every new member in ${t.membAGroup} and gets their goal posted, rituals that only work live rather than recordings to binge, an annual plan offered after a member's first win, one exit question and a win-back note); member wins as proof, only with permission; a free open call once a month, a useful newsletter and guest spots on podcasts the members listen to to turn followers into members; a member bringing a peer (not a discount funnel); perks from tools members use; intake dates; and churn counted by the month people joined (${t.membCohortCheck})`,
  ];
  const math = membershipMath(m, weeks);
  if (math) lines.push(`- The goal's arithmetic: ${math}`);
  return lines;
}
