import type { PlanFormData } from "~/wizard/types";
import { MONTHS, easterSunday, utcDay } from "./calendar";
import { formatCount, joinWords, numberFrom } from "./words";

/**
 * Software sold to churches (giving, volunteer rotas, a member directory, check-in): the buyers are a pastor,
 * a treasurer and a volunteer church administrator, in a church of a few dozen to a few hundred people, who
 * decide with a board, elders or a finance committee. They are not on LinkedIn, do not read trade press and
 * mark cold email as spam; they trust other pastors, their denomination's regional body (an association,
 * district, conference, synod or presbytery), the Facebook groups where church admins ask each other, and
 * ministry podcasts. The church year sets the calendar: giving statements in January, rotas for Holy Week
 * and Easter, summer programmes, the fall giving season. Not "businesses", "customers' revenue", a shop's
 * front door or software review sites. Pure: shared by the reading, the planner's tokens, the checker and
 * the AI prompt.
 */
export type ChurchSoftware = {
  /** The churches it serves, as said: "small churches of 50-300 people" → "churches of 50 to 300 people". */
  churches: string;
  /** The tradition named, when one is: "Protestant", "Catholic", "Baptist". */
  tradition: string | null;
  /** Catholic parishes: dioceses and deaneries rather than associations and districts. */
  catholic: boolean;
  /** The price as said ("$39 a month") and its value. */
  price: string | null;
  priceValue: number | null;
  /** Churches paying today and in the goal ("300 paying churches by the end of June, from 85"). */
  now: number | null;
  target: number | null;
  /** The month the goal names ("June"). */
  byMonth: string | null;
  /** Church software the founder names as the default or a rival, as written ("Planning Center"). */
  rivals: string[];
  /** What it does, in the founder's words: giving, rotas, a directory. */
  giving: boolean;
  rotas: boolean;
  directory: boolean;
  /** Text-to-give is offered. */
  textGive: boolean;
  /** The churches are in the US (the IRS's acknowledgment rules apply). */
  us: boolean;
  /** The founder says the admins are volunteers. */
  volunteers: boolean;
};

/** Buyers who are churches or their people: the persona or the first sentence says so. */
const CHURCH_BUYERS =
  /\b(?:(?:for|to|serving|helps?)\s+(?:small(?:er)? |local |rural |independent |protestant |evangelical |catholic |baptist |methodist |\d{2,3}[- ]?(?:to|-)[- ]?\d{2,4}[- ]person )*(?:churches|parishes|congregations)|pastors?|church (?:admins?|administrators?|secretar(?:y|ies)|treasurers?|offices?|staff|leaders?)|parish (?:admins?|administrators?|secretar(?:y|ies)|offices?)|ministers? (?:of|in) (?:small )?churches)\b/i;
/** A church itself appealing to givers or running an event is a charity's or an event's plan, not software for churches. */
const SOFTWARE = /\b(?:software|app|platform|online|saas|tool|system|dashboard|portal|database)\b/i;
const RIVALS = ["Planning Center", "Breeze", "Tithe\\.ly", "Tithely", "Pushpay", "Church Community Builder", "Realm", "ChurchTrac", "Subsplash", "Elvanto", "ChurchSuite", "Faithlife", "Aplos", "Vanco", "ShelbyNext", "Church Center"];

/** The churches as the founder names them: "small churches of 50-300 people" → "churches of 50 to 300 people". */
function churchesIn(text: string): string {
  const m = /\bchurches (?:of|with) (\d{2,4})\s?(?:-|–|to)\s?(\d{2,4})\s*(people|members|attenders|adults)?/i.exec(text);
  if (m) return `${/\bsmall(?:er)? churches of\b/i.test(text) ? "small " : ""}churches of ${m[1]} to ${m[2]} ${m[3] ?? "people"}`;
  const small = /\bsmall(?:er)? churches\b/i.test(text);
  return small ? "small churches" : "churches";
}

/** The software-for-churches reading, or null: software whose buyers are churches, pastors or church administrators. */
export function readChurchSoftware(a: PlanFormData, pitch: string): ChurchSoftware | null {
  if (!["b2b-smb", "b2b-enterprise", "other", "mixed"].includes(a.audienceType)) return null;
  const persona = a.audiencePersona;
  if (!CHURCH_BUYERS.test(persona) && !CHURCH_BUYERS.test(pitch)) return null;
  const software = ["saas", "web-app", "mobile-app", "api"].includes(a.productType) || SOFTWARE.test(pitch);
  if (!software) return null;
  const all = `${a.productDescription} ${persona} ${a.challenges}`;
  const goal = a.successMetrics;
  const price = /([$€£])\s?(\d{1,4})(?:\.\d\d)?\s*(?:a|per|\/)\s*month\b/i.exec(a.productDescription);
  const target = /\b(\d{1,5}|[a-z]+)\s+(?:(?:more|new|paying|active)\s+)?(?:churches|parishes|congregations)\b/i.exec(goal);
  const from = /\bfrom (\d{1,5})\b|\b(\d{1,5}) (?:today|now)\b|\(\s*(\d{1,5}) (?:today|now)\s*\)/i.exec(goal);
  const by = new RegExp(`\\b(?:by|before|until|end of)\\s+(?:the\\s+end\\s+of\\s+)?(${MONTHS.join("|")})\\b`, "i").exec(goal);
  const tradition = /\b(Protestant|Catholic|Baptist|Methodist|Lutheran|Presbyterian|Pentecostal|Evangelical|Anglican|Episcopal|Nazarene|non-denominational)\b/i.exec(`${persona} ${a.productDescription}`)?.[1] ?? null;
  const rivals = RIVALS.filter((name) => new RegExp(`\\b${name}\\b`, "i").test(all)).map((name) => name.replace(/\\/g, ""));
  return {
    churches: churchesIn(`${a.productDescription} ${persona}`),
    tradition: tradition ? tradition.charAt(0).toUpperCase() + tradition.slice(1) : null,
    catholic: /\bcatholic|parish(?:es)?\b/i.test(`${persona} ${pitch}`),
    price: price ? `${price[1]}${price[2]} a month` : null,
    priceValue: price ? Number(price[2]) : null,
    now: from ? Number(from[1] ?? from[2] ?? from[3]) : null,
    target: target ? numberFrom(target[1]) ?? null : null,
    byMonth: by ? MONTHS.find((m) => m.toLowerCase() === by[1]!.toLowerCase()) ?? null : null,
    rivals,
    giving: /\bgiving|donations?|tithes?|offerings?\b/i.test(all),
    rotas: /\brotas?|rosters?|schedul\w*|volunteers?\b/i.test(a.productDescription),
    directory: /\bdirector(?:y|ies)|members? list|membership\b/i.test(a.productDescription),
    textGive: /\btext[- ]to[- ]give|text giving\b/i.test(all),
    us: a.audienceGeography === "north-america" || /\b(?:US|USA|United States|America)\b/.test(`${persona} ${a.productDescription} ${a.specificCountry ?? ""}`),
    volunteers: /\bvolunteer (?:church )?(?:admins?|administrators?|secretar(?:y|ies)|treasurers?)|admins? are volunteers|volunteers run\b/i.test(all),
  };
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const DAY = 86_400_000;

/** "Tuesday, January 12": how a US church reads a date. */
export function usDate(day: Date): string {
  return `${WEEKDAYS[day.getUTCDay()]}, ${MONTHS[day.getUTCMonth()]} ${day.getUTCDate()}`;
}

/** "Summer rotas …" inside a sentence: "summer rotas …"; "Holy Week …" keeps its capitals. */
function midSentence(topic: string): string {
  return /^(?:Holy|Easter|Christmas|Advent|Lent)\b/.test(topic) ? topic : topic.charAt(0).toLowerCase() + topic.slice(1);
}

/** "February 23": the day a step's week is dated by. */
function monthDay(day: Date): string {
  return `${MONTHS[day.getUTCMonth()]} ${day.getUTCDate()}`;
}

/** The Tuesday on or after a day: an evening church volunteers keep free more often than a Sunday or a Wednesday. */
function tuesdayFrom(day: Date): Date {
  const shift = (2 - day.getUTCDay() + 7) % 7;
  return new Date(day.getTime() + shift * DAY);
}

export type ChurchSeason = { week: number; day: Date; season: string; topic: string; detail: string };

/**
 * The webinars the church year calls for within the plan: year-end giving statements in January, rotas for
 * Holy Week and Easter five weeks before Easter, summer rotas in May, the fall giving season in September,
 * year-end giving and statements in early December. Each on a Tuesday evening, in the plan's weeks.
 */
export function churchSeasons(start: Date, weeks: number, c: ChurchSoftware | null): ChurchSeason[] {
  const out: ChurchSeason[] = [];
  const statements = c?.us === false ? "giving statements" : "year-end giving statements";
  for (const year of [start.getUTCFullYear(), start.getUTCFullYear() + 1]) {
    const candidates: [Date, string, string, string][] = [
      [utcDay(year, 0, 19), "year-end statements", `${statements.charAt(0).toUpperCase()}${statements.slice(1)} in one evening`, "a statement for every giver, from the records you already have"],
      [new Date(easterSunday(year).getTime() - 35 * DAY), "Holy Week and Easter", "Holy Week and Easter rotas without the spreadsheet", "every service and every volunteer in one place, with swaps by text"],
      [utcDay(year, 4, 4), "summer programmes", "Summer rotas and vacation Bible school volunteers", "sign-ups, reminders and swaps when half the team is away"],
      [utcDay(year, 8, 14), "the fall giving season", "Ready for the fall giving season", "online and text giving set up before the stewardship Sundays"],
      [utcDay(year, 11, 1), "year-end giving", "Year-end giving, and January statements in an evening", "what to set up in December so the statements take one evening"],
    ];
    for (const [day, season, topic, detail] of candidates) {
      const tuesday = tuesdayFrom(day);
      const week = Math.floor((tuesday.getTime() - start.getTime()) / (7 * DAY)) + 1;
      if (week >= 1 && week <= weeks) out.push({ week, day: tuesday, season, topic, detail });
    }
  }
  // Three weeks to invite before each: a session in the plan's first weeks has no time to fill.
  return out.filter((s) => s.week >= 6).sort((x, y) => x.week - y.week).slice(0, 4);
}

/** "From 85 churches to 300 by the end of June is 215 more in 26 weeks, about 9 a week." */
export function churchPace(c: ChurchSoftware, weeks: number): string {
  const by = c.byMonth ? `by the end of ${c.byMonth}` : `in ${weeks} weeks`;
  if (c.target === null) {
    return "Count paying churches every Friday, with where each came from (a pastor's referral, a network, a webinar, a group), and the churches that started moving their records in.";
  }
  const revenue = c.priceValue ? ` At ${c.price}, ${formatCount(c.target)} churches bring about $${formatCount(c.target * c.priceValue)} a month.` : "";
  if (c.now === null) return `To reach ${formatCount(c.target)} paying churches ${by}, write today's number at the top of the sheet first and work out how many a week that takes.${revenue}`;
  const more = Math.max(0, c.target - c.now);
  const perWeek = Math.ceil(more / Math.max(1, weeks));
  return `From ${formatCount(c.now)} paying churches to ${formatCount(c.target)} ${by} is ${formatCount(more)} more in ${weeks} weeks, about ${perWeek} a week.${revenue} One church at a time will not get there: the plan leans on what brings several at once (a network's newsletter, a webinar, a pastor who tells the others in their fellowship), and counts churches lost as well as won.`;
}

/** Regional bodies to check, by tradition: word them as examples, never as a list of partners. */
export function churchNetworks(c: ChurchSoftware | null): string {
  if (c?.catholic) return "dioceses and their parish-administration offices, deaneries and diocesan stewardship teams (examples to check: start with the dioceses of the parishes you already serve)";
  return "Baptist local associations and state conventions, United Methodist districts and annual conferences, Assemblies of God districts, Lutheran (ELCA) synods, Presbyterian presbyteries, Nazarene districts, and networks of independent and non-denominational churches (examples to check: start with the ones the churches you already serve belong to)";
}

/** {churchBuyers} {churchSize} {churchPrice} {churchPace} {churchNetworks} {churchRival} {churchRivalSuits} {churchCommunities} {churchConferences} {churchWebinars} {churchFirstTopic} {churchFirstDay} {churchFirstSeason} {churchNow} {churchTarget} {churchJobs} {churchStatementsRule}: software for churches. */
export function churchTokens(c: ChurchSoftware | null, start: Date, weeks: number): Record<string, string> {
  if (!c) return {};
  const seasons = churchSeasons(start, weeks, c);
  const first = seasons[0];
  const later = seasons[1] ?? seasons[0];
  const rival = c.rivals[0] ?? null;
  const jobs = joinWords([c.giving ? "giving" : "", c.rotas ? "volunteer rotas" : "", c.directory ? "the member directory" : ""].filter(Boolean)) || "{{what it does}}";
  return {
    churchBuyers: "pastors, treasurers and volunteer church administrators",
    churchSize: c.churches,
    churchPrice: c.price ?? "{{price}} a month",
    churchPace: churchPace(c, weeks),
    churchNetworks: churchNetworks(c),
    churchRival: rival ?? "{{the church software they compare you with}}",
    // Who the big default suits, after "{churchRival} suits": fair to it, and checked on its own pages.
    churchRivalSuits: rival === "Planning Center"
      ? "larger churches with paid staff who want separate, deep tools for services and worship planning, check-ins, groups and giving"
      : rival
        ? "the churches it was built for (read its own pages and say who that is, fairly)"
        : "{{who the other software suits, in a fair sentence}}",
    churchPeople: ((m) => (m ? `${m[1]} to ${m[2]} ${m[3]}` : "{{how many people}}"))(/\bof (\d+) to (\d+) (\w+)$/.exec(c.churches)),
    churchCommunities: "Facebook groups for church administrators, church secretaries and church treasurers, small-church pastors' groups, and ministry podcasts for small-church pastors and church administrators (search for them by name, and read each group's rules before posting)",
    churchConferences: "church-administration and church-technology gatherings (the National Association of Church Business Administration, NACBA, and the Church IT Network are examples to check) and your denominations' regional assemblies, where exhibitors are sometimes welcome",
    churchWebinars: seasons.length
      ? joinWords(seasons.map((s) => `week ${s.week} (${usDate(s.day)}: ${s.season})`))
      : "the next season of the church year (year-end statements in January, Holy Week and Easter, summer rotas, the fall giving season)",
    churchFirstTopic: first?.topic ?? "{{the season's topic}}",
    churchFirstDetail: first?.detail ?? "{{what the session covers}}",
    churchFirstSubject: first ? midSentence(first.topic) : "{{the season's topic}}",
    // A regional office hears of the plan's second session: the introduction comes after the first is under way.
    churchLaterSubject: later ? midSentence(later.topic) : "{{the season's topic}}",
    churchLaterDay: later ? usDate(later.day) : "{{date}}",
    churchInviteStep: first
      ? `In the week of ${monthDay(new Date(first.day.getTime() - 21 * DAY))}, send the invitation below for the session on ${usDate(first.day)} (${first.season}) to your churches, to the regional offices you work with for their newsletters, and to the Facebook groups for church administrators whose rules allow events.`
      : "Three weeks before the season's session, send the invitation below to your churches, to the regional offices you work with for their newsletters, and to the Facebook groups for church administrators whose rules allow events.",
    churchHoldStep: first
      ? `In the week of ${monthDay(first.day)}, hold the session on the Tuesday evening, record it, and the next morning send the recording, the checklist and one offer: the free move of their records.`
      : "Hold the session on a Tuesday evening, record it, and the next morning send the recording, the checklist and one offer: the free move of their records.",
    churchNextStep: seasons[1]
      ? `In the week of ${monthDay(new Date(seasons[1].day.getTime() - 21 * DAY))}, invite the same way to the next session, on ${usDate(seasons[1].day)} (${seasons[1].topic.charAt(0).toLowerCase()}${seasons[1].topic.slice(1)}), then hold it and follow it up the same way.`
      : "Plan the next season's session (year-end statements in January, Holy Week and Easter, summer rotas, the fall giving season) and invite three weeks before it.",
    churchFirstDay: first ? usDate(first.day) : "{{date}}",
    churchFirstSeason: first?.season ?? "{{the season}}",
    churchNow: c.now !== null ? `${formatCount(c.now)} churches` : "{{number}} churches",
    churchTarget: c.target !== null ? `${formatCount(c.target)} churches` : "{{number}} churches",
    churchJobs: jobs,
    churchTextGive: c.textGive ? " or by text" : "",
    churchTextLine: c.textGive ? "\nGive by text: {{church's text-to-give number and keyword}}" : "",
    churchStatementsRule: c.us
      ? "in the US, a giver needs the church's written acknowledgment for any single gift of $250 or more, and most churches send a yearly statement by the end of January; IRS Publication 1771 says what it must contain, so check it with the church's accountant"
      : "check what your country's tax authority asks a church to send givers each year",
  };
}

export const CHURCH_STRATEGY =
  "reaching {churchBuyers} where they already trust each other: their denomination's associations, districts and conferences, one pastor telling another, the groups and podcasts where church admins ask for help, and a webinar at each season of the church year, with a free move from spreadsheets and paper, and an honest comparison with {churchRival}";
export const CHURCH_FOCUS = "Paying churches counted every Friday by where they came from (a pastor's referral, a network, a webinar, a group), with churches that started moving their records in and churches lost";

/** "Steeple is software for small churches: …" */
export function churchWhat(c: ChurchSoftware, product: string): string {
  return `${product} is software for ${c.churches}${c.us ? " in the US" : ""}: its buyers are {churchBuyers}, who decide with a board, elders or a finance committee, trust other pastors and their denomination's regional bodies more than any advert, and work to the church year (statements in January, Holy Week and Easter, summer, the fall giving season).`;
}

/** The strategy's own lines: the goal's arithmetic, what the founder said about LinkedIn, volunteers and the big rival. */
export function churchListening(c: ChurchSoftware, fill: (text: string) => string, challenges: string): string[] {
  const out = [fill("{churchPace}")];
  if (/\blinkedin\b/i.test(challenges)) out.push("You said pastors are not on LinkedIn, so there is no LinkedIn in this plan: pastors hear from other pastors, their association, district or conference, and the groups where church admins ask each other.");
  if (c.volunteers) out.push("You said church admins are volunteers: every message is short, every step can be done in an evening, and the move from spreadsheets and paper is done for them.");
  if (c.rivals.length) out.push(fill(`You said ${c.rivals[0]} is the default for bigger churches: the plan does not pretend otherwise. It says plainly who each suits ({churchRival} suits {churchRivalSuits}; ${"{product}"} suits {churchSize} run by a pastor and volunteers), so the churches that fit come to you and the others trust what you say.`));
  return out;
}

/**
 * Lines another kind's plan gives that mean nothing to a church: walking into businesses, software review
 * sites, trade associations and press, LinkedIn, "customers' revenue", a business's owner or manager.
 */
export const CHURCH_MISFITS =
  /\bvisits? to businesses\b|\bbusinesses in one neighbourhood\b|\bbusiness park\b|\bG2\b|\bCapterra\b|\bGetApp\b|\bSoftware Advice\b|\btrade (?:associations?|press|shows?)\b|\blinkedin\b|\b(?:customers'|their customers'|your customers') revenue\b|\bgrow revenue without hiring\b|\bsmall business(?:es)?\b|\bowner or manager\b|\bbusinesses like yours\b|\ba business you know\b|\banother business\b|\bat the counter\b|\bfront desk\b|\baccountant, IT provider\b/i;

/** Some tactic works through the denominations' networks and regional bodies. */
export const NETWORK_WORK = /\b(?:association|district|conference|synod|presbytery|diocese|denomination(?:al)?)s?\b/i;
/** Some tactic asks pastors to tell other pastors. */
export const PASTOR_REFERRAL_WORK = /\bpastor[- ]to[- ]pastor\b|\b(?:another|other|fellow) pastors?\b[^.]{0,80}\b(?:refer|introduc|tell|recommend|pass)|\brefer(?:ral)?s?\b[^.]{0,80}\bpastors?\b/i;
/** Some tactic moves the church's records in from spreadsheets or paper. */
export const MOVE_WORK = /\b(?:move|moving|import|migrat\w*|switch\w*)\b[^.]{0,80}\b(?:spreadsheets?|paper|records)\b|\bspreadsheets?\b[^.]{0,80}\b(?:move|import|migrat\w*)\b/i;

/** The plan-level gaps the checker reports for software sold to churches. */
export function churchGaps(c: ChurchSoftware | null, planText: string): { reason: string; note: string }[] {
  if (!c) return [];
  const out: { reason: string; note: string }[] = [];
  if (!NETWORK_WORK.test(planText)) {
    out.push({ reason: "No tactic works through the denominations' regional bodies (associations, districts, conferences, synods, dioceses), where pastors of small churches hear about tools from people they already trust.", note: "No church networks" });
  }
  if (!PASTOR_REFERRAL_WORK.test(planText)) {
    out.push({ reason: "No tactic asks pastors to tell other pastors: small churches choose software on a fellow pastor's word more than on any advert.", note: "No pastor referrals" });
  }
  if (!MOVE_WORK.test(planText)) {
    out.push({ reason: "Nothing moves a church's records in from spreadsheets and paper for them, though volunteer admins put off switching mainly for that evening's work.", note: "No move from spreadsheets" });
  }
  return out;
}

/** What the AI prompt states about software sold to churches. */
export function churchFacts(c: ChurchSoftware | null, start: Date, weeks: number): string[] {
  if (!c) return [];
  const t = churchTokens(c, start, weeks);
  const fill = (text: string) => text.replace(/\{(church\w+)\}/g, (whole, name: string) => t[name] ?? whole);
  return [
    `- Software sold to ${c.churches}${c.us ? " in the US" : ""}: the buyers are ${t.churchBuyers}, not "businesses" or "customers"; never speak of their revenue, their customers or their premises, and no visits to businesses, trade associations, trade press, LinkedIn, G2 or Capterra`,
    fill("- Its plan: denominational networks and regional bodies such as {churchNetworks}; pastor-to-pastor referrals; {churchCommunities}; a free move from spreadsheets and paper done for them; a webinar at each season of the church year ({churchWebinars}); an honest comparison with {churchRival} saying who each suits; testimonials from treasurers and administrators with their written permission; church-technology conferences only as an option"),
    fill("- Giving records: {churchStatementsRule}"),
    fill("- The goal's arithmetic: {churchPace}"),
  ];
}
