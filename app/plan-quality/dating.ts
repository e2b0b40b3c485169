import type { PlanFormData } from "~/wizard/types";
import { payingCount } from "./grown-ups";
import { articleOf, formatCount, joinWords, upperFirst } from "./words";

/**
 * An app for meeting people: a dating app, a friendship app, an app for finding walking or activity
 * partners. It is empty where it has few members, so it grows town by town (density before breadth);
 * its members need to feel safe before they meet a stranger; meetups in public places are where it shows
 * what it is; and its ads need the platforms' permission (Meta and Google treat dating ads as restricted).
 * Read from the founder's words whatever product type the form says. Pure.
 */
export type MeetPeople = {
  /** "dating app", "friendship app", "app for activity partners". */
  word: string;
  /** What members look for: a partner, friends, company for an activity. */
  purpose: "dating" | "friendship" | "activity";
  /** The founder runs or plans meetups, socials or events for members. */
  meetups: boolean;
  /** Profiles are checked: "video-verified", "ID-checked", "verified profiles". */
  verified: boolean;
  /** Members are older ("over 50", "over-60s", "aged 50-70"): scams aimed at them are in the news. */
  older: boolean;
  /** The towns or regions where most members are, as said: "most of them in Bristol and Bath". */
  areas: string[];
  /** The age the founder names: "over 50" → "over-50s"; null when none. */
  ageWord: string | null;
  /** Paying members today and in the goal ("600 paying members", "3,000 paying members by June"). */
  now: number | null;
  goal: number | null;
};

const MEET_WORDS: [RegExp, string, MeetPeople["purpose"]][] = [
  [/\b(?:online )?dating (?:app|site|website|service|platform|community)s?\b|\bmatchmaking (?:app|service|site)s?\b/, "dating app", "dating"],
  [/\bfriendship (?:app|site|platform|service)s?\b|\b(?:app|platform|site) (?:for|to) (?:make|making|find|finding|meet|meeting) (?:new )?friends\b/, "friendship app", "friendship"],
  [/\b(?:app|platform|site) (?:for|to) (?:find|finding|meet|meeting) (?:walking|running|hiking|cycling|activity|tennis|golf|travel) (?:partners?|buddies|companions?)\b|\b(?:activity|walking|running|hiking|travel) (?:partner|buddy|companion)s? app\b/, "app for activity partners", "activity"],
];

/** Software for such apps (a safety API, a white-label dating platform), not one of them. */
const FOR_THEM = /\b(?:for|to) (?:[a-z-]+ ){0,3}$|\b(?:api|sdk|software|white-label|plugin|agency|consultancy|tool)\b[^.]{0,30}$/;

/** The pitch names an app for meeting people that is the business itself: its word and purpose. */
export function meetPeopleWordOf(pitch: string): { word: string; purpose: MeetPeople["purpose"] } | null {
  const lower = pitch.toLowerCase();
  for (const [re, word, purpose] of MEET_WORDS) {
    const m = re.exec(lower);
    if (!m) continue;
    if (FOR_THEM.test(lower.slice(0, m.index))) return null;
    return { word, purpose };
  }
  return null;
}

/** "most of them in Bristol and Bath", "mainly in Leeds, York and Harrogate" → the places. */
const AREAS = /\b(?:most(?: of them| of our members)?|mostly|mainly|largely|nearly all(?: of them)?)\s+(?:are\s+|live\s+)?in\s+((?:the\s+)?\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)*(?:(?:,\s*|\s+and\s+|\s+or\s+)(?:the\s+)?\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)*)*)/u;

/** An app for meeting people, read from the answers; null for anything else. */
export function readMeetPeople(a: PlanFormData, pitch: string, mature: boolean): MeetPeople | null {
  const found = meetPeopleWordOf(pitch);
  if (!found) return null;
  if (["developer", "b2b-smb", "b2b-enterprise"].includes(a.audienceType)) return null;
  const about = `${a.productDescription} ${a.audiencePersona}`;
  const areas = AREAS.exec(a.productDescription)?.[1]?.split(/,\s*|\s+and\s+|\s+or\s+/).map((s) => s.trim()).filter(Boolean) ?? [];
  return {
    word: found.word,
    purpose: found.purpose,
    meetups: /\bmeet-?ups?\b|\bsocials?\b|\bevents?\b|\bget-togethers?\b|\bspeed dating\b/i.test(a.productDescription),
    verified: /\bverif\w*\b|\bid[- ]check\w*\b|\bvideo selfie\b/i.test(a.productDescription),
    older: mature && /\bover[- ]?(?:4[05]|5[05]|6[05])s?\b|\baged (?:4[5-9]|[5-7]\d)\b|\bwidow\w*\b|\bretire\w*\b|\bolder\b/i.test(about),
    areas,
    ageWord: ((n) => (n ? `over-${n}s` : null))(/\bover[- ]?(\d{2})s?\b/i.exec(about)?.[1] ?? /\baged (\d{2})\s?(?:-|–|to)\s?\d{2}\b/i.exec(about)?.[1]),
    now: payingCount(a.productDescription)?.count ?? null,
    goal: payingCount(a.successMetrics)?.count ?? null,
  };
}

/** What a member is looking for, as a noun phrase: "someone genuine nearby", "new friends nearby". */
function sought(m: MeetPeople): string {
  return m.purpose === "dating" ? "someone genuine nearby" : m.purpose === "friendship" ? "new friends nearby" : "company nearby for what they love doing";
}

/**
 * The goal's arithmetic: members now to the goal by the deadline, the pace a week, and why the towns
 * come first. Null without both counts.
 */
export function meetPeopleMath(m: MeetPeople, weeksToGoal: number, by: string): string | null {
  if (!m.now || !m.goal || m.goal <= m.now || weeksToGoal <= 0) return null;
  const more = m.goal - m.now;
  const perWeek = Math.ceil(more / weeksToGoal);
  return `From ${formatCount(m.now)} to ${formatCount(m.goal)} paying members ${by} is ${formatCount(more)} more in about ${weeksToGoal} weeks: about ${formatCount(perWeek)} new paying members a week, on top of replacing those who leave. That is a steep climb for a few hours a week, so the plan spends them where each new member makes the app better for the others: in the towns where members already are. Week 13's count tells you whether June is in reach; reset the figure then rather than buy sign-ups who find nobody and leave.`;
}

/** {mpWord} {mpAreas} {mpAreasFirst} {mpMath} {mpSought} {mpSocial} {mpReport} {mpAdsPolicy} {mpVerified} {mpMembers}: an app for meeting people. */
export function meetPeopleTokens(m: MeetPeople | null, weeksToGoal: number, by: string, country: string | null): Record<string, string> {
  const uk = country === "United Kingdom";
  return {
    mpWord: m?.word ?? "dating app",
    mpAreas: m?.areas.length ? joinWords(m.areas) : "{{the two or three towns where most members live}}",
    mpAreasFirst: m?.areas.length ? `${joinWords(m.areas)} first` : "the two or three towns where most members live first",
    mpMath: (m && meetPeopleMath(m, weeksToGoal, by)) ?? "Count paying members per town every Friday: a town where a new member finds few people nearby loses them within a month.",
    mpSought: m ? sought(m) : "someone genuine nearby",
    mpSocial: m?.purpose === "dating" ? "members' social" : "members' meetup",
    mpMembers: m?.now ? `${formatCount(m.now)} paying members` : "your members",
    mpVerified: m?.verified ? "every profile is checked with a short video before it goes live" : "{{how you check every profile before it goes live}}",
    mpVerifiedCap: m?.verified ? "Every profile is checked with a short video before it goes live" : "{{how you check every profile before it goes live}}",
    mpReport: uk
      ? "report it in the app, and report fraud to Action Fraud in England, Wales and Northern Ireland or to Police Scotland on 101 (check the service's current name and number before you print it), and call 159 to reach your bank if money has gone"
      : "report it in the app, to the police's fraud line, and to your bank at once if money has gone",
    mpRadio: uk ? "BBC local radio" : "local radio",
    mpSearch: m?.purpose === "dating"
      ? `${m.ageWord ? `${m.ageWord.replace("-", " ")} dating` : "dating"} {{which town}}, singles socials {{which town}}`
      : m?.purpose === "activity"
        ? "walking groups {{which town}}, {{the activity}} partners {{which town}}"
        : "make new friends {{which town}}, social clubs {{which town}}",
    mpHeadline: m?.ageWord ? `${upperFirst(m.ageWord)} in {{which town}}` : "New people in {{which town}}",
    mpAngles: m?.purpose === "dating"
      ? `${m.older ? "finding love or company later in life, dating again after divorce or loss, " : ""}how to stay safe from romance scams`
      : "loneliness and making friends as an adult, what a social with strangers is really like",
    mpAdsPolicy:
      "Meta allows ads for dating services only with its prior written permission and to adults, and Google Ads asks dating advertisers to be certified under its Dating and companionship ads policy: check both current policies and apply before you write an ad",
  };
}

export const MEET_PEOPLE_STRATEGY =
  "growing {mpAreasFirst}, so every new member finds {mpSought}: members' socials in public places that show what {product} is, safety said plainly, real members' stories in the papers and on the radio they follow, and ads only once those exist, judged by members still paying";
export const MEET_PEOPLE_FOCUS = "Paying members in {mpAreas}, town by town, counted every Friday with the members still paying after their first month";

/** "Second Spring is a dating app for … : it is empty where it has few members, so it grows town by town." */
export function meetPeopleWhat(m: MeetPeople, product: string, audience: string, where: string): string {
  const a = articleOf(m.word);
  return `${product} is ${a} ${m.word} ${where} for ${audience}: it is only as good as the members who live near each other, so it grows town by town, and people join it when they trust it is safe and genuine.`;
}

/** The strategy's own lines: the arithmetic, the towns first, what the founder tried, safety. */
export function meetPeopleListening(m: MeetPeople, fill: (text: string) => string, challenges = ""): string[] {
  const out = [fill("{mpMath}")];
  if (/\b(?:ads?|advert\w*)\b[^.]*\b(?:whole|across|all over|nationwide|uk-wide|everywhere)\b[^.]*|\b(?:whole|across|nationwide)\b[^.]*\b(?:ads?|advert\w*)\b[^.]*/i.test(challenges) && /\bcancel\w*|\bleft\b|\bnobody nearby\b|\bno one nearby\b/i.test(challenges)) {
    out.push(
      fill(
        "You said ads across the whole country brought sign-ups who cancelled because nobody was near them, so every tactic here works on {mpAreasFirst}, and ads come last, limited to those towns and judged by members still paying after their first month.",
      ),
    );
  } else {
    out.push(fill("A new member who finds nobody nearby leaves within weeks, so every tactic here works on {mpAreasFirst}, and adds the next town only when these feel busy."));
  }
  if (m.older) {
    out.push("Romance scams aimed at people over 50 are in the papers often, so safety is said plainly in every tactic: how profiles are checked, how to spot and report a scammer, and that no one from the app ever asks a member for money.");
  }
  return out;
}

/**
 * Lines a habit or check-in app's plan gives that mean nothing to an app for meeting people: streaks,
 * levels, ten minutes a day, reminders that nag, worried families. The checker flags them.
 */
export const MEET_PEOPLE_MISFITS =
  /\bstreaks?\b|\blevels? won\b|\btask finished\b|\bten minutes a day\b|\bdaily habit\b|\bbecome a habit\b|\breminders? that help\b|\bwhen they start to worry\b|\breal families'? words\b|\bfamilies who stayed\b|\bfinish your first session\b/i;

/** Some tactic grows a few towns or regions first, rather than the whole country at once. */
export const DENSITY_WORK = /\b(?:town|city|region|area)s? (?:by|at a time)\b|\b(?:two or three|a few|one or two) (?:towns|cities|regions|areas)\b|\bnext town\b|\bnearby members\b|\bmembers near each other\b/i;
/** Some tactic says how members are kept safe from romance scams. */
export const SAFETY_WORK = /\bromance scams?\b|\bscammers?\b/i;

/**
 * The plan-level gaps the checker reports for an app for meeting people: nothing grows a few towns
 * first; nothing speaks of scams; dating ads with no word of the platforms' permission.
 */
export function meetPeopleGaps(m: MeetPeople | null, planText: string, adsPlanned: boolean): { reason: string; note: string }[] {
  if (!m) return [];
  const out: { reason: string; note: string }[] = [];
  if (!DENSITY_WORK.test(planText)) {
    out.push({
      reason: `No tactic grows a few towns or regions first: a ${m.word} is empty where it has few members, and people who find nobody nearby cancel.`,
      note: "Spreads members too thin",
    });
  }
  if (!SAFETY_WORK.test(planText)) {
    out.push({
      reason: `No tactic says how members are kept safe from scammers: people choose a ${m.word} they trust, and romance scams are in the news.`,
      note: "Leaves out safety",
    });
  }
  if (m.purpose === "dating" && adsPlanned && !/\bprior written permission\b|\bcertif\w+\b[^.]{0,80}\bdating\b|\bdating\b[^.]{0,80}\bcertif\w+\b/i.test(planText)) {
    out.push({
      reason: "The plan buys ads for a dating app without saying that Meta allows dating ads only with its prior written permission and Google Ads asks dating advertisers to be certified: check both policies first.",
      note: "Ads the platforms restrict",
    });
  }
  return out;
}

/** What the AI prompt states about an app for meeting people. */
export function meetPeopleFacts(m: MeetPeople | null, weeksToGoal: number, by: string, country: string | null): string[] {
  if (!m) return [];
  const tokens = meetPeopleTokens(m, weeksToGoal, by, country);
  const fill = (text: string) => text.replace(/\{(mp[A-Za-z]+)\}/g, (all, k: string) => tokens[k] ?? all);
  const lines = [
    `- A ${m.word}: it is empty where it has few members, so the plan grows ${fill("{mpAreasFirst}")} (say so in every tactic), and adds the next town only when those feel busy; no habit-app lines (streaks, levels, 'ten minutes a day', reminders), no app-store-rating or worried-family lines`,
    `- Its plan: ${m.meetups ? "the members' meetups as the engine (socials in public venues, capped numbers, a host, bring a friend, a page per meetup)" : "small members' meetups in public venues with a host"}, trust and safety said plainly (how profiles are checked, how to spot and report a romance scam, no one from the app ever asks for money), real members' stories only with their written consent, press in the papers and on the radio members follow, and search and Facebook ads only once the meetups and stories exist, judged by members still paying after their first month`,
    `- ${fill("{mpAdsPolicy}")}: word it as something to check, not as a figure`,
  ];
  const math = fill("{mpMath}");
  if (m.now && m.goal) lines.push(`- The goal's arithmetic: ${math}`);
  return lines;
}
