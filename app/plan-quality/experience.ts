import type { PlanFormData } from "~/wizard/types";
import { MONTHS, giftingDaysWithin } from "./calendar";
import { articleOf, formatCount, joinWords, numberFrom, numberWord, upperFirst } from "./words";

/**
 * A local experience people book as a group or as an outing, often as a present: an escape room or axe
 * throwing ("rooms": groups book a slot, weekends fill and weekdays do not), or a pottery studio, a
 * cooking school, a paint-and-sip or candle-making workshop ("studio": a taster people love, and a course
 * or a membership that should follow it). Its buyers are groups of friends, couples, office teams and the
 * people who buy it for someone else; its plan is corporate team bookings on weekdays, gift vouchers
 * counted to redemption, private groups (birthdays, hen and stag dos), reviews, and for a studio the path
 * from the taster to the course and from the course to a membership. Read from the founder's words
 * whatever product type the form says. Pure.
 */
export type Experience = {
  /** "rooms": slots booked by a group (escape rooms, axe throwing); "studio": tasters, courses, members. */
  form: "rooms" | "studio";
  /** The founder's word for the business: "escape rooms", "pottery studio". */
  word: string;
  /** What people do there: "escape room", "pottery". */
  activity: string;
  /** Rooms or lanes said: "Three escape rooms" → 3. */
  rooms: number | null;
  /** The game's or class's length as said: "60 minutes". */
  length: string | null;
  /** Group sizes said: "groups of 2-6" → 2 and 6. */
  groupMin: number | null;
  groupMax: number | null;
  /** The price a person for a room, or the taster's price: "£22 a person", "taster sessions at £45". */
  perHead: number | null;
  symbol: string;
  /** A new room and the month it opens: "a new horror room opening in March". */
  newRoom: string | null;
  newRoomMonth: string | null;
  /** Weekday bookings a week now and in the goal: "Weekday bookings from 20 to 60 a week". */
  weekdayNow: number | null;
  weekdayGoal: number | null;
  /** Corporate team bookings the goal names: "25 corporate team bookings". */
  teamGoal: number | null;
  /** The month the goal names: "by the end of March". */
  byMonth: string | null;
  /** A studio's taster: "2-hour taster" and its price. */
  taster: string;
  tasterPrice: number | null;
  /** A studio's course: "6-week wheel course" and its price. */
  course: string;
  coursePrice: number | null;
  /** A studio's membership by the month: "open studio membership" at £85. */
  membership: string | null;
  memberPrice: number | null;
  /** Wheels or places in a class: "8 wheels" → 8. */
  places: number | null;
  /** Course places a term and members the goal names: "48 places a term", "30 members". */
  coursePlacesGoal: number | null;
  membersGoal: number | null;
  /** The founder tried deal sites (Groupon, Wowcher) and they brought one-off bargain hunters. */
  dealSitesOut: boolean;
  /** Paid social ads said to cost too much: "Instagram ads". */
  adsOut: string | null;
};

const ROOMS: [RegExp, string, string][] = [
  [/\bescape[- ]rooms?\b|\bescape games?\b/, "escape rooms", "escape room"],
  [/\baxe[- ]throwing\b/, "axe-throwing venue", "axe throwing"],
];

const STUDIOS: [RegExp, string, string][] = [
  [/\bpottery (?:studio|school|classes|workshops?)\b|\bceramics? (?:studio|school|classes|workshops?)\b/, "pottery studio", "pottery"],
  [/\bcookery (?:school|classes|studio)\b|\bcooking (?:school|classes|studio)\b/, "cookery school", "cooking"],
  [/\bpaint[- ](?:and|&|n)[- ]sip\b/, "paint-and-sip studio", "painting"],
  [/\bcandle[- ]making (?:studio|workshops?|classes)\b/, "candle-making studio", "candle making"],
];

/** Words that make the product something for such places (booking software, an app), not one of them. */
const FOR_THEM = /\b(?:apps?|platform|software|saas|tool|system|marketplace|directory|plugin|agency|booking engine|kits?|supplies|online)\b/;

/** The pitch names an experience people book as a group or an outing that is the business itself. */
export function experienceWordOf(pitch: string): { form: Experience["form"]; word: string; activity: string } | null {
  const lower = pitch.toLowerCase();
  if (/\bonline\b|\bvirtual\b|\bon zoom\b|\bat[- ]home kits?\b/.test(lower)) return null;
  for (const [list, form] of [[ROOMS, "rooms"], [STUDIOS, "studio"]] as const) {
    for (const [re, word, activity] of list) {
      const m = re.exec(lower);
      if (!m) continue;
      if (FOR_THEM.test(lower.slice(0, m.index))) return null;
      if (/\bfor\s+(?:[a-z-]+\s+){0,3}$/.test(lower.slice(0, m.index))) return null;
      return { form, word, activity };
    }
  }
  return null;
}

const MONTH_RE = MONTHS.join("|");
const monthOf = (word: string | undefined): string | null => (word ? MONTHS.find((m) => m.toLowerCase() === word.toLowerCase()) ?? null : null);
const num = (s: string | undefined): number | null => (s === undefined ? null : numberFrom(s.replace(",", "")) ?? (Number.isFinite(Number(s)) ? Number(s) : null));

/**
 * "Three escape rooms in central Leeds for groups of 2-6, £22 a person, with a new horror room opening in
 * March", "Weekday bookings from 20 to 60 a week and 25 corporate team bookings by the end of March"; "a
 * pottery studio with 8 wheels: 2-hour taster sessions at £45, 6-week wheel courses at £240, and monthly
 * open studio memberships at £85": the experience and the numbers its plan needs. Null for anything else.
 */
export function readExperience(a: PlanFormData, pitch: string): Experience | null {
  const found = experienceWordOf(pitch);
  if (!found) return null;
  if (["developer", "b2b-enterprise"].includes(a.audienceType)) return null;
  const d = a.productDescription;
  const goal = a.successMetrics;
  const rooms = /\b(\d{1,2}|[a-z]+) (?:escape )?(?:rooms|lanes)\b/i.exec(d);
  const group = /\bgroups? of (\d{1,2}) ?(?:-|–|to) ?(\d{1,2})\b/i.exec(`${d} ${a.audiencePersona}`);
  const head = /([£$€])\s?(\d{1,3})(?:\.\d\d)? (?:a|per) (?:person|head|player)\b/i.exec(d);
  const taster = /\b((?:\d(?:\.\d)?|one|two|three)[- ]hours? )?taster(?: sessions?| classes?| workshops?)?\b[^.;,]{0,20}?\b(?:at|for|,)\s*([£$€])\s?(\d{1,3})/i.exec(d);
  const course = /\b(\d{1,2}|[a-z]+)[- ]week ([a-z]+ )?courses?\b[^.;,]{0,20}?\b(?:at|for|,)\s*([£$€])\s?(\d{1,4})/i.exec(d);
  const member = /\b((?:monthly )?(?:open[- ]studio )?memberships?)\b[^.;]{0,20}?\b(?:at|for)\s*([£$€])\s?(\d{1,3})|([£$€])\s?(\d{1,3})\s*(?:a|per|\/)\s*month\b/i.exec(d);
  const places = /\b(\d{1,2}|[a-z]+) (?:wheels|places|workstations|stations|benches)\b/i.exec(d);
  const newRoom = new RegExp(`\\bnew ([a-z-]+(?: [a-z-]+)? room)\\b[^.]{0,30}?\\b(?:opening|opens|launching|launches|in)\\b[^.]{0,10}?\\b(${MONTH_RE})\\b`, "i").exec(d);
  const weekday = /\bweekday bookings? (?:from )?(\d{1,4}) (?:to|→|->) (\d{1,4})\b/i.exec(goal) ?? /\b(\d{1,4}) (?:to|→|->) (\d{1,4}) weekday bookings?\b/i.exec(goal);
  const teams = /\b(\d{1,3}) (?:corporate|company|team|office)(?: team)?(?:[- ]building)? (?:bookings|events|days|sessions)\b/i.exec(goal);
  const by = new RegExp(`\\b(?:by|before|until)\\s+(?:the\\s+end\\s+of\\s+)?(${MONTH_RE})\\b`, "i").exec(goal);
  const coursePlaces = /\b(\d{1,3}) (?:course )?places? (?:a|per|each) term\b/i.exec(goal);
  const members = /\b(\d{1,3}) (?:paying |active )?members\b/i.exec(goal);
  const ads = /\b(instagram|facebook|meta|tiktok|google) ads?\b[^.]{0,40}\b(?:cost|expensive|too much|didn'?t|did not|don'?t|waste)/i.exec(a.challenges);
  return {
    form: found.form,
    word: found.word,
    activity: found.activity,
    rooms: num(rooms?.[1]),
    length: /\b\d{2,3} min(?:ute)?s\b/i.exec(d)?.[0] ?? null,
    groupMin: group ? Number(group[1]) : null,
    groupMax: group ? Number(group[2]) : null,
    perHead: head ? Number(head[2]) : taster ? Number(taster[3]) : null,
    symbol: head?.[1] ?? taster?.[2] ?? course?.[3] ?? member?.[2] ?? member?.[4] ?? "",
    newRoom: newRoom ? newRoom[1]!.toLowerCase() : null,
    newRoomMonth: monthOf(newRoom?.[2]),
    weekdayNow: weekday ? Number(weekday[1]) : null,
    weekdayGoal: weekday ? Number(weekday[2]) : null,
    teamGoal: teams ? Number(teams[1]) : null,
    byMonth: monthOf(by?.[1]),
    taster: taster?.[1] ? `${taster[1].trim().replace(/ hours?$/, "-hour")} taster` : "taster",
    tasterPrice: taster ? Number(taster[3]) : null,
    course: course ? `${num(course[1]) ?? course[1]}-week ${course[2] ?? ""}course` : "course",
    coursePrice: course ? Number(course[4]) : null,
    membership: member ? (member[1] ? member[1].toLowerCase().replace(/^monthly /, "").replace(/s$/, "") : "membership") : null,
    memberPrice: member ? Number(member[3] ?? member[5]) : null,
    places: num(places?.[1]),
    coursePlacesGoal: coursePlaces ? Number(coursePlaces[1]) : null,
    membersGoal: members ? Number(members[1]) : null,
    dealSitesOut: /\b(?:groupon|wowcher|living ?social|deal sites?|daily deals?|voucher sites?)\b/i.test(a.challenges),
    adsOut: ads ? `${ads[1]![0]!.toUpperCase()}${ads[1]!.slice(1).toLowerCase()} ads` : null,
  };
}

/** "A pottery taster", "An escape room game": what is given as a present. */
function giftPhrase(x: Experience): string {
  return x.form === "studio" ? `A ${x.activity} taster` : `${upperFirst(articleOf(x.activity))} ${x.activity} game`;
}

const money = (x: Experience, n: number | null): string | null => (n ? `${x.symbol}${formatCount(n)}` : null);

/** The average group: the middle of the sizes said, four when none is. */
function averageGroup(x: Experience): number {
  return x.groupMin && x.groupMax ? Math.round((x.groupMin + x.groupMax) / 2) : 4;
}

/** The weekday package for office teams: every room at once, at the usual price a head. */
export function teamPackage(x: Experience): string {
  if (x.form === "studio") {
    return `a two-hour team ${x.activity} session on a weekday${x.places ? ` for up to ${x.places} at the wheels (more by hand-building)` : ""}, ${money(x, x.tasterPrice) ?? "{{price a head}}"} a head, pots glazed, fired and sent to the office`;
  }
  const most = x.rooms && x.groupMax ? x.rooms * x.groupMax : null;
  return `${x.rooms && x.rooms > 1 ? `all ${x.rooms === 3 ? "three" : x.rooms} rooms at once` : "the room"} on a weekday${most ? ` for teams of up to ${most}` : ""}, ${money(x, x.perHead) ?? "{{price a head}}"} a head, a fifteen-minute debrief afterwards and the team photo`;
}

/**
 * The goal's arithmetic from the founder's numbers: weekday bookings and what they bring, team bookings a
 * week, or course places and members a term. Null when the numbers are not said.
 */
export function experienceMath(x: Experience, weeks: number): string | null {
  const parts: string[] = [];
  if (x.weekdayNow !== null && x.weekdayGoal !== null && x.weekdayGoal > x.weekdayNow) {
    const more = x.weekdayGoal - x.weekdayNow;
    const group = averageGroup(x);
    const take = x.perHead ? ` At ${group} players a booking and ${money(x, x.perHead)} a person, that is about ${x.symbol}${formatCount(more * group * x.perHead)} a week more, from slots that stand empty today.` : "";
    parts.push(`Weekday bookings from ${x.weekdayNow} to ${x.weekdayGoal} a week is ${more} more bookings a week, about ${Math.ceil(more / 4)} more each day from Monday to Thursday.${take}`);
  }
  if (x.teamGoal) {
    parts.push(`${x.teamGoal} corporate team bookings${x.byMonth ? ` by ${x.byMonth}` : ""} is about ${Math.ceil(x.teamGoal / weeks)} a week over ${weeks} weeks; if one office manager in five you write to books, that is about ${x.teamGoal * 5} offices to write to, about ${Math.ceil((x.teamGoal * 5) / Math.max(1, weeks - 2))} a week.`);
  }
  if (x.coursePlacesGoal) {
    const revenue = x.coursePrice ? ` At ${money(x, x.coursePrice)} a place that is ${x.symbol}${formatCount(x.coursePlacesGoal * x.coursePrice)} a term.` : "";
    const courses = x.places ? ` (${Math.round(x.coursePlacesGoal / x.places)} courses of ${x.places})` : "";
    parts.push(`${x.coursePlacesGoal} course places a term${courses} come mostly from people who have done a ${x.taster} and loved it.${revenue} If one taster guest in five books a course, ${x.coursePlacesGoal} places take about ${x.coursePlacesGoal * 5} taster guests a term: your sold-out tasters are already that pipeline, if each one ends with the course dates in hand.`);
  }
  if (x.membersGoal) {
    const monthly = x.memberPrice ? `, ${x.symbol}${formatCount(x.membersGoal * x.memberPrice)} a month` : "";
    parts.push(`${x.membersGoal} members${x.byMonth ? ` by ${x.byMonth}` : ""}${monthly}, come first from people finishing a course: if one graduate in three joins, that is about ${x.membersGoal * 3} graduates, so the courses filling is what fills the membership.`);
  }
  if (!parts.length) return null;
  return `${parts.join(" ")} Rough arithmetic on your numbers; put your own counts in after the first month.`;
}

/** The gifting days within the plan, or the year's next ones: "Valentine's Day (14 February) and Mother's Day (7 March)". */
function giftDays(start: Date | undefined, weeks: number, country: string | null): string {
  const days = start ? giftingDaysWithin(country, start, weeks) : [];
  if (!days.length) return "Christmas, Valentine's Day and Mother's Day";
  return joinWords(days.map((g) => `${g.name} on ${g.day.getUTCDate()} ${MONTHS[g.day.getUTCMonth()]}`));
}

/**
 * {xpWord} {xpActivity} {xpPerHead} {xpGroup} {xpTeamPackage} {xpTeamShort} {xpMath} {xpBy} {xpGiftDays} {xpNewRoom} {xpNewRoomUpper} {xpNewMonth}
 * {xpTaster} {xpTasterPrice} {xpCourse} {xpCoursePrice} {xpMember} {xpMemberPrice} {xpCredit} {xpWeekdayGoal}
 * {xpTeamGoal} {xpCoursePlaces} {xpMembersGoal} {xpVoucher} {xpSession} {xpGiftUpper} {xpProudMoment} {xpMinutes} {xpRoomsCount}: an experience booked as a group or an
 * outing; slots where the answers do not say.
 */
export function experienceTokens(x: Experience | null, weeks: number, start?: Date, country: string | null = null): Record<string, string> {
  if (!x) return {};
  const group = x.groupMin && x.groupMax ? `groups of ${x.groupMin} to ${x.groupMax}` : "groups";
  return {
    xpWord: x.word,
    xpActivity: x.activity,
    xpPerHead: money(x, x.perHead) ? `${money(x, x.perHead)} a person` : "{{price a person}}",
    xpGroup: group,
    xpTeamPackage: teamPackage(x),
    xpTeamShort: x.form === "studio" ? `a weekday team session at ${money(x, x.tasterPrice) ?? "{{price a head}}"} a head` : `${x.rooms && x.rooms > 1 ? "every room at once" : "the room"}, ${money(x, x.perHead) ?? "{{price a head}}"} a head`,
    xpMath: experienceMath(x, weeks) ?? "Count bookings by day of the week, team bookings and vouchers sold and redeemed every Monday: the goal is the difference from the weeks before.",
    xpBy: x.byMonth ?? "{{your deadline}}",
    xpGiftDays: giftDays(start, weeks, country),
    xpNewRoom: x.newRoom ? `the ${x.newRoom}` : "the new room",
    xpNewRoomUpper: upperFirst(x.newRoom ? `the ${x.newRoom}` : "the new room"),
    xpNewMonth: x.newRoomMonth ?? "{{opening month}}",
    xpTaster: x.taster,
    xpTasterPrice: money(x, x.tasterPrice) ?? "{{taster price}}",
    xpCourse: x.course,
    xpCoursePrice: money(x, x.coursePrice) ?? "{{course price}}",
    xpMember: x.membership ?? "membership",
    xpMemberPrice: x.memberPrice ? `${money(x, x.memberPrice)} a month` : "{{membership price}}",
    // The taster's price comes off the course when booked within two weeks: a credit, not a discount to strangers.
    xpCredit: x.tasterPrice ? `${money(x, x.tasterPrice)} off` : "the taster's price off",
    xpWeekdayGoal: x.weekdayGoal ? `${x.weekdayGoal} weekday bookings a week` : "{{weekday bookings a week}}",
    xpTeamGoal: x.teamGoal ? `${x.teamGoal} team bookings` : "{{team bookings}}",
    xpCoursePlaces: x.coursePlacesGoal ? `${x.coursePlacesGoal} course places a term` : "every course full",
    xpMembersGoal: x.membersGoal ? `${x.membersGoal} members` : "{{members}}",
    xpVoucher: x.form === "studio" ? `a ${x.taster} for two` : `a game for ${x.groupMin && x.groupMax ? `${x.groupMin} to ${x.groupMax} players` : "a group"}`,
    xpMinutes: x.length ? x.length.replace(/\bmins?$/i, "minutes") : "{{game length}}",
    xpRoomsCount: x.rooms ? numberWord(x.rooms) : "{{number of rooms}}",
    xpProudMoment: x.form === "studio" ? "when they collect their fired pots" : "after the team photo",
    xpSession: x.form === "studio" ? `${x.taster}` : "game",
    xpGiftUpper: giftPhrase(x),
  };
}

/** The goal line of an experience's strategy, whatever goal the form says. */
export function experienceStrategy(x: Experience): string {
  return x.form === "studio"
    ? "turning every {xpTaster} into the next step: the course dates and a course credit ({xpCredit}) handed over at the end of the taster, a follow-up email the next day and the ask again when the pots are collected; course graduates invited into the {xpMember}; gift vouchers sold for {xpGiftDays} and counted to redemption; date nights, birthdays and private groups; reviews asked for at the wheel; and students' work shown at local makers' markets"
    : "filling the weekdays without a deal site: a weekday team package for office managers and HR teams ({xpTeamPackage}), a weekday price for students and off-peak groups sold directly, gift vouchers for {xpGiftDays} counted to redemption, birthdays, hen and stag dos and private groups, reviews asked for at the team photo, and {xpNewRoom} launched as an event";
}

export function experienceFocus(x: Experience): string {
  return x.form === "studio"
    ? "Course places and members: tasters turned into {xpCourse} bookings, course graduates into members, and gift vouchers counted from sale to redemption"
    : "Weekday bookings and team bookings: {xpWeekdayGoal} and {xpTeamGoal} by {xpBy}, counted every Monday by day and by where the booking came from";
}

/** "Lockdown Leeds runs three escape rooms in Leeds for groups of friends…: people book a slot as a group…" */
export function experienceWhat(x: Experience, product: string, audience: string, where: string): string {
  // "for people in Leeds" after "in Leeds" says the place twice and nobody in particular.
  const forWhom = /^people in\b/i.test(audience) ? "" : ` for ${audience}`;
  return x.form === "studio"
    ? `${product} is a ${x.word} ${where}${forWhom}: people come first for a ${x.taster}, often as a present or a date, and the ones who love it want a ${x.course} and then somewhere to keep making.`
    : `${product} runs ${x.rooms && x.rooms > 1 ? `${x.rooms === 3 ? "three" : x.rooms} ` : ""}${x.word} ${where}${forWhom}: people book a slot as a group for an occasion (a birthday, a team day, a night out), often weeks ahead for the weekend, and choose by reviews and by who is going.`;
}

/** The strategy's own lines: the arithmetic, and what the founder tried that did not work. */
export function experienceListening(x: Experience, fill: (text: string) => string): string[] {
  const out = [fill("{xpMath}")];
  if (x.dealSitesOut) out.push("You said Groupon-style deals brought bargain hunters who never came back: nothing here is a deal-site discount. Weekday prices are sold directly (a student or off-peak price on your own booking page, a team package), so the people who come are people who could come again.");
  if (x.adsOut) out.push(`You said ${x.adsOut} cost too much for what they bring: no paid ads here. The tactics work on the people who already came (tasters, course graduates, gift buyers) and on places where buyers already look.`);
  if (x.newRoom && x.newRoomMonth) out.push(fill("{xpNewRoomUpper} opens in {xpNewMonth}: its launch is planned as an event (a preview night for enthusiasts and reviewers, the first weekday slots for teams) rather than a post on the day."));
  return out;
}

/**
 * Lines a shop's, bakery's or salon's plan gives that mean nothing to an experience people book as a group:
 * pre-orders, office breakfast, a staff perk card, a door drop around the shop, rebooking at every visit.
 */
export const EXPERIENCE_MISFITS =
  /\bpre-?orders?\b|\bholiday pre-?orders\b|\boffice (?:breakfast|lunch)\b|\bbreakfast (?:and|&) lunch orders\b|\bstaff perk cards?\b|\bdoor drop\b|\bstreets around the shop\b|\brebook at every visit\b|\bstamp cards?\b|\bat the till\b|\bthe counter\b/i;

/** Some tactic sells to companies: a weekday team package for office managers and HR. */
export const TEAM_WORK = /\b(?:team[- ]building|team (?:package|bookings?|days?|sessions?)|office managers?|hr (?:teams?|managers?))\b/i;
/** Some tactic turns a taster into a course booking. */
export const TASTER_WORK = /\btaster\b[^.]*\bcourse\b|\bcourse\b[^.]*\btaster\b/i;
/** A deal-site discount offered to strangers. */
const DEAL_SITE = /\b(?:groupon|wowcher|living ?social|daily deal)\b/i;

/**
 * The reasons the checker gives when a plan for an experience misses what the founder's goal needs:
 * team bookings for a corporate goal, gift vouchers, the taster-to-course step, or a deal site back in.
 */
export function experiencePlanGaps(x: Experience | null, planTexts: string[]): { reason: string; note: string }[] {
  if (!x) return [];
  const text = planTexts.join("\n");
  const out: { reason: string; note: string }[] = [];
  if ((x.teamGoal || x.weekdayGoal) && !TEAM_WORK.test(text)) {
    out.push({ reason: `The goal needs weekday and team bookings for ${x.word === "escape rooms" ? "the rooms" : `the ${x.word}`}, and no tactic sells a weekday team package to office managers and HR teams.`, note: "Leaves out corporate team bookings" });
  }
  if (!/\bgift vouchers?\b/i.test(text)) {
    out.push({ reason: `${giftPhrase(x)} is a classic present (Christmas, birthdays, Valentine's Day), and no tactic sells gift vouchers or counts their redemption.`, note: "Leaves out gift vouchers" });
  }
  if (x.form === "studio" && x.coursePlacesGoal && !TASTER_WORK.test(text)) {
    out.push({ reason: "Tasters sell out and courses do not, and no tactic turns a taster into a course booking (the course dates at the end of the taster, a follow-up the next day, the ask again when the pots are collected).", note: "Leaves out the taster-to-course step" });
  }
  if (x.dealSitesOut) {
    const hit = planTexts.find((t) => DEAL_SITE.test(t) && !/\bnot?\b[^.]{0,30}\b(?:groupon|wowcher|deal)/i.test(t));
    if (hit) out.push({ reason: "The founder said deal sites brought bargain hunters who never came back, and the plan puts a deal site back in.", note: "Brings back a deal site the founder ruled out" });
  }
  return out;
}

/** What the AI prompt states about an experience: what it is, what its plan is made of, the arithmetic. */
export function experienceFacts(x: Experience | null, weeks: number, start?: Date, country: string | null = null): string[] {
  if (!x) return [];
  const t = experienceTokens(x, weeks, start, country);
  const lines = [
    `- ${x.form === "studio" ? `A ${x.word}` : `An experience (${x.word})`} people book as a group or an outing, often as a present, not an app, a shop or a salon, whatever the product type says: no pre-orders, office breakfasts, staff perk cards, door drops around a shop, stamp cards or 'rebook at every visit' lines`,
    x.form === "studio"
      ? `- Its plan: the ${x.taster} turned into a ${x.course} booking (the next course dates and a credit of ${t.xpCredit} handed over at the end of the taster, a follow-up email the next day, the ask again when the fired pots are collected); course graduates invited into the ${t.xpMember} (${t.xpMemberPrice}); gift vouchers for ${t.xpGiftDays} with a clear expiry and redemption counted; date-night and couples' sessions; birthdays, hen dos and private groups; Google and TripAdvisor reviews asked for at the end; students' work shown at local makers' markets or a small exhibition; team workshops for offices`
      : `- Its plan: a weekday team package for HR and office managers (${t.xpTeamPackage}) on a one-page offer; a weekday price for students and off-peak groups sold on its own booking page, not on deal sites; gift vouchers for ${t.xpGiftDays} with a clear expiry and redemption counted; birthdays, hen and stag dos and private group bookings; Google and TripAdvisor reviews asked for at the team photo${x.newRoom ? `; ${t.xpNewRoom} opening in ${t.xpNewMonth} launched as an event (a preview night for enthusiasts, escape-room review blogs and listing sites to check)` : ""}`,
    "- Gift vouchers: tell the founder to check the rules on voucher expiry and on unredeemed balances where they are, and to count vouchers sold and redeemed",
  ];
  if (x.dealSitesOut) lines.push("- The founder tried deal sites (Groupon) and the bargain hunters never came back: no deal-site discounts");
  if (x.adsOut) lines.push(`- The founder found ${x.adsOut} too expensive for what they bring: no paid social ads`);
  const math = experienceMath(x, weeks);
  if (math) lines.push(`- The goal's arithmetic: ${math}`);
  return lines;
}
