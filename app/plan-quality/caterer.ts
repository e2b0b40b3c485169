import type { PlanFormData } from "~/wizard/types";
import { daysIn } from "./restaurant";
import { MONTHS, commissionIn } from "./stays";
import { formatCount, joinWords, numberFrom, upperFirst } from "./words";

/**
 * A caterer: corporate catering, office lunch delivery, event or wedding catering. It cooks in its own kitchen
 * and takes food to where the eating happens, so it has no shop, no passing trade and no till.
 *
 * Its office buyers (office managers, executive assistants, HR and workplace coordinators) order every week,
 * are judged on whether the food arrives on time and suits everyone's diets, and reorder from the caterer that
 * made that easy, often through a catering marketplace (ezCater, Deliveroo for Work) that keeps the customer.
 * So its plan is a tasting for the person who orders, the easy reorder (a standing order, a one-page menu with
 * dietary labels, invoices a company's accounts team accepts), reliability said out loud, the people who book
 * food and those they ask (their networks, building managers, coworking spaces), the marketplace kept as a
 * channel with its regulars moved to direct orders where its terms allow, and the week as hybrid offices use it.
 *
 * Its event buyers (couples and their planners, private hosts) book once, months ahead, after a tasting, on a
 * venue's or a planner's word. A SaaS company's free trial, data migration, G2 listing or trade show means
 * nothing to either. Pure.
 */
export type Caterer = {
  /** What the founder calls it: "corporate caterer", "office lunch delivery", "event caterer", "wedding caterer", "caterer". */
  word: string;
  /** Who orders: offices that order every week, or events (couples, planners, hosts) that book once. */
  buyers: "offices" | "events";
  /** What it serves, in the founder's words: "breakfast and lunch spreads". */
  serves: string | null;
  /** What the food is for: "office meetings, trainings and all-hands". */
  occasions: string | null;
  /** Group sizes it feeds: "from 15 to 300 people" → 15 and 300. */
  smallest: number | null;
  largest: number | null;
  /** The average order ("Average order $850" → 850), and the price a head ("$18 a head" → 18), as said. */
  orderValue: number | null;
  perHead: number | null;
  /** The currency sign the founder wrote those in: "$", "£", "€". */
  sign: string | null;
  /** The team in the founder's words, told to the founder: "two cooks, one driver and you". */
  team: string | null;
  /** Drivers or riders who deliver: "one driver" → 1. */
  drivers: number | null;
  /** The catering marketplace the founder names (ezCater, Deliveroo for Work, Feedr), and whether orders reach them through it. */
  marketplace: string | null;
  onMarketplace: boolean;
  /** The marketplace's commission as a share ("ezCater takes 15%" → 0.15). */
  commission: number | null;
  /** The founder says the marketplace's customers are not theirs. */
  notOurCustomers: boolean;
  /** The weekdays big orders come, and the quiet weekdays: "big orders only Tuesdays to Thursdays" → Tuesday to Thursday; Monday and Friday. */
  busyDays: string[];
  quietDays: string[];
  /** Offices went hybrid: people come in on some days only. */
  hybrid: boolean;
  /** The goal: regular clients, and orders each a month ("25 repeat office clients ordering at least twice a month" → 25 and 2). */
  goalClients: number | null;
  ordersPerMonth: number | null;
  /** A goal in money a month ("$30,000 of catering orders a month" → 30000). */
  goalAmount: number | null;
  /** Events booked, for an event caterer ("30 weddings booked for next season" → 30). */
  goalEvents: number | null;
  /** The city, from the pitch or the place: "Chicago". */
  city: string | null;
  /** The country, for the rules and paperwork named (the place's, or the United Kingdom when prices are in pounds). */
  country: string | null;
  /** How far it delivers, in the founder's words: "within 3 miles of the kitchen". */
  radius: string | null;
  /** The diets the founder names: "vegan", "halal". */
  diets: string[];
  /** The most it can do in a day, as said: "two big events a day at most" → "two big events a day". */
  dayLimit: string | null;
  /** Venues with their own caterers keep it out (an event caterer). */
  venuesClosed: boolean;
  /** Wedding fairs or shows did not pay (an event caterer). */
  fairsOut: boolean;
  /** The months it is quiet ("empty from November to March"), for an event caterer. */
  quietMonths: string[];
};

/** The business is catering, in the founder's first sentence, and who it feeds. */
const WORDS: [RegExp, string, Caterer["buyers"] | null][] = [
  [/\b(?:corporate|office|workplace|business) catering\b|\bcorporate caterers?\b|\bcater(?:s|ing)? (?:corporate|office|business) (?:lunch(?:es)?|breakfasts?|meetings?|events?)\b/, "corporate caterer", "offices"],
  [/\b(?:office|team|workplace|corporate) (?:lunch(?:es)?|breakfasts?|meals?|food) (?:delivery|delivered)\b|\bdeliver(?:s|ing)? (?:team |office )?lunch(?:es)? to offices\b|\b(?:lunch(?:es)?|breakfasts?|meals?) delivered to (?:offices|workplaces|companies)\b/, "office lunch delivery", "offices"],
  [/\bwedding (?:and (?:event|party) )?(?:caterers?|catering)\b/, "wedding caterer", "events"],
  [/\bevents? (?:and (?:wedding|party) )?(?:caterers?|catering)\b|\bparty (?:caterers?|catering)\b/, "event caterer", "events"],
  [/\bcaterers?\b|\bcatering (?:company|business|kitchen|service)\b|\bwe cater\b/, "caterer", null],
];

/** Words that make the product something for caterers (their software, their supplies), or another food business that also caters. */
const FOR_THEM =
  /\b(?:apps?|platform|software|saas|tool|system|pos|marketplace|directory|plugin|agency|consultancy|supplier|wholesaler|equipment|uniforms?|staffing|recruitment|booking engine|bakery|café|cafe|coffee shop|restaurant|bistro|deli|pub|bar|food truck|truck|cart|van|venue|barn|hotel|brewery)\b[^.]{0,60}$/;

/** The persona names the people who order food at work. */
const OFFICE_BUYERS = /\boffice managers?\b|\bexecutive assistants?\b|\b(?:pas|personal assistants?)\b|\bworkplace (?:coordinators?|managers?|teams?)\b|\bhr (?:coordinators?|teams?|managers?)\b|\bfacilities (?:managers?|teams?)\b|\boffice (?:coordinators?|administrators?)\b/i;
/** The persona names couples, planners or hosts booking one event. */
const EVENT_BUYERS = /\bcouples?\b|\bbrides?\b|\bweddings?\b|\bwedding planners?\b|\bhosts? planning\b|\bprivate parties\b/i;

/** Catering marketplaces, by the name founders write. */
const MARKETPLACES = [
  "ezCater", "CaterCow", "ZeroCater", "Fooda", "Forkable", "Sharebite", "Grubhub", "DoorDash", "Uber Eats",
  "Deliveroo for Work", "Deliveroo", "Feedr", "Just Eat for Business", "City Pantry", "Caterspot",
];

const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"];
const DIETS = ["vegetarian", "vegan", "gluten-free", "dairy-free", "nut-free", "halal", "kosher"];

/** "Corporate catering in Chicago: …", "A wedding caterer …": the caterer's word and its buyers, or null. */
export function catererWordOf(pitch: string): { word: string; buyers: Caterer["buyers"] | null } | null {
  const lower = pitch.toLowerCase();
  if (/\bself[- ]catering\b/.test(lower)) return null;
  for (const [re, word, buyers] of WORDS) {
    const m = re.exec(lower);
    if (!m) continue;
    const before = lower.slice(0, m.index);
    if (FOR_THEM.test(before)) return null;
    // "A corporate catering platform", "catering software": a product for the trade, not a kitchen.
    if (/^\s*(?:platforms?|apps?|software|marketplaces?|tools?|saas|system|api|(?:booking|ordering|management) (?:platform|app|software|tool|system))\b/.test(lower.slice(m.index + m[0].length))) return null;
    // "Software for caterers", "supplies to caterers": the caterers are the customers.
    if (/\b(?:for|to|with|of|like|between|connects?) (?:[a-z'-]+ ){0,3}$/.test(before) && /caterers?\b/.test(m[0])) return null;
    return { word, buyers };
  }
  return null;
}

function listIn(text: string, names: string[]): string | null {
  return names.find((n) => new RegExp(`\\b${n.replace(/ /g, "\\s+")}\\b`, "i").test(text)) ?? null;
}

/** "Two cooks, one driver and me" → "two cooks, one driver and you"; the drivers counted. */
function teamIn(text: string): { team: string | null; drivers: number | null } {
  const m = /\b((?:\w+ )?(?:cooks?|chefs?)\b[^.;:]*?\b(?:drivers?|riders?|couriers?|vans?)\b[^.;:]*?)(?=[.;:]|$)/i.exec(text);
  const drivers = /\b(\w+) (?:delivery )?(?:drivers?|riders?|couriers?)\b/i.exec(text);
  const team = m?.[1]?.replace(/\b(?:and|&) me\b/i, "and you").replace(/\bme\b/i, "you").trim() ?? null;
  return { team: team ? team.charAt(0).toLowerCase() + team.slice(1) : null, drivers: drivers ? numberFrom(drivers[1]) : null };
}

/** "Mondays and Fridays are dead", "big orders only on Tuesdays to Thursdays": busy and quiet weekdays. */
function weekIn(text: string): { busy: string[]; quiet: string[] } {
  let busy: string[] = [];
  let quiet: string[] = [];
  for (const clause of text.split(/(?<=[.;!?])\s+|\bbut\b|\bwhile\b/i)) {
    const days = daysIn(clause).filter((d) => WEEKDAYS.includes(d));
    if (!days.length) continue;
    if (/\b(?:dead|quiet|slow|empty|nothing|no orders|half[- ]empty)\b/i.test(clause)) quiet = days;
    else if (/\b(?:only|busy|big orders?|most orders?|full|in the office|come in)\b/i.test(clause)) busy = days;
  }
  if (busy.length && !quiet.length) quiet = WEEKDAYS.filter((d) => !busy.includes(d));
  if (quiet.length && !busy.length) busy = WEEKDAYS.filter((d) => !quiet.includes(d));
  return { busy, quiet };
}

/** "empty from November to March" → November to March; "quiet in January and February" → both. */
function quietMonthsIn(text: string): string[] {
  for (const sentence of text.split(/(?<=[.;!?])\s+|\bbut\b/i)) {
    if (!/\b(?:empty|quiet|slow|dead|nothing)\b/i.test(sentence)) continue;
    const range = new RegExp(`\\b(${MONTHS.join("|")}) (?:to|until|till|through|-|–) (${MONTHS.join("|")})\\b`).exec(sentence);
    if (range) {
      const from = MONTHS.indexOf(range[1] as (typeof MONTHS)[number]);
      const to = MONTHS.indexOf(range[2] as (typeof MONTHS)[number]);
      const out: string[] = [];
      for (let i = from; out.length < 12; i = (i + 1) % 12) {
        out.push(MONTHS[i]!);
        if (i === to) break;
      }
      return out;
    }
    const named = MONTHS.filter((m) => new RegExp(`\\b${m}\\b`).test(sentence));
    if (named.length) return named;
  }
  return [];
}

/** A caterer read from the answers; null for anything else (a restaurant or food truck that also caters keeps its own reading). */
export function readCaterer(a: PlanFormData, pitch: string, country: string | null = null): Caterer | null {
  const found = catererWordOf(pitch);
  if (!found) return null;
  if (a.audienceType === "developer") return null;
  const all = `${a.productDescription} ${a.audiencePersona}`;
  const buyers = found.buyers ?? (OFFICE_BUYERS.test(a.audiencePersona) ? "offices" : EVENT_BUYERS.test(all) ? "events" : a.audienceType.startsWith("b2b") ? "offices" : "events");
  const said = `${a.productDescription} ${a.challenges}`;
  const challengeMarketplace = listIn(a.challenges, MARKETPLACES);
  const marketplace = challengeMarketplace ?? listIn(`${a.productDescription} ${a.audiencePersona}`, MARKETPLACES);
  const sentenceOf = (name: string | null) => (name ? said.split(/(?<=[.;!?])\s+/).find((s) => s.includes(name)) ?? "" : "");
  const mpSentence = sentenceOf(marketplace);
  const onMarketplace =
    marketplace !== null &&
    (commissionIn(mpSentence) !== null || /\b(?:takes?|charges?|keeps?)\b[^.]{0,30}\b(?:cut|commission|fees?|share)\b|\b(?:through|via|on|from) (?:the )?[A-Z]/.test(mpSentence) || /\b(?:come|comes|came) (?:in )?(?:through|via|from)\b/i.test(mpSentence));
  const serves = /:\s*([^.;:]{3,70}?)\s+for\s+/.exec(pitch)?.[1] ?? /\b(?:serving|making|delivering|we cater)\s+([^.;:]{3,60}?)\s+(?:for|to|in)\s+/i.exec(pitch)?.[1] ?? null;
  const occasions = /\bfor\s+((?!\d)[^.;:]{3,80}?),?\s+(?:from\s+|of\s+)?\d{1,3}\s?(?:to|-|–)\s?\d/.exec(pitch)?.[1] ?? null;
  const sizes = /\b(\d{1,3})\s?(?:to|-|–)\s?(\d{1,4})\s+(?:people|guests|staff|attendees|covers)\b/i.exec(all);
  const order = /\baverage order(?: value)?(?: is| of)?:?\s*(?:about |around )?([£$€])\s?(\d{1,3}(?:,\d{3})*|\d+)\b/i.exec(said) ?? /\borders? (?:average|of about|of around)\s*([£$€])\s?(\d{1,3}(?:,\d{3})*|\d+)\b/i.exec(said);
  const head = /([£$€])\s?(\d{1,3}(?:\.\d{1,2})?)\s*(?:a|per|\/)\s*(?:head|person|guest)\b/i.exec(said);
  const { team, drivers } = teamIn(a.productDescription);
  const week = weekIn(a.challenges);
  const clients = /\b(\d{1,4}|[a-z]+)\s+(?:(?:repeat|regular|recurring|new|returning|corporate|office|business|weekly)\s+)*(?:office\s+)?(?:clients|customers|offices|companies|accounts|businesses|teams)\b/i.exec(a.successMetrics);
  const times = /\b(once|twice|three times|four times|\d+ times) (?:a|per|each) (week|month)\b/i.exec(a.successMetrics);
  const perWeek = /\b(?:every|each) week\b|\bweekly\b/i.test(a.successMetrics);
  const timesCount = times ? (/^once$/i.test(times[1]!) ? 1 : /^twice$/i.test(times[1]!) ? 2 : numberFrom(times[1]!.split(" ")[0]) ?? null) : null;
  const ordersPerMonth = times && timesCount ? (times[2]!.toLowerCase() === "week" ? timesCount * 4 : timesCount) : perWeek ? 4 : null;
  const amount = /([£$€])\s?(\d{1,3}(?:,\d{3})+|\d+)(k)?\s+(?:of|in)\s+(?:catering\s+|new\s+)?(?:orders|sales|revenue|catering|business)\b/i.exec(a.successMetrics);
  const events = /\b(\d{1,3}|[a-z]+)\s+(?:(?:new|more)\s+)?(?:weddings|events|parties|bookings)\b/i.exec(a.successMetrics);
  const cityInPitch = /\bin ((?:the )?\p{Lu}[\p{L}-]+(?: \p{Lu}[\p{L}-]+)?)(?=[\s:,.;]|$)/u.exec(pitch)?.[1] ?? null;
  const region = (a.localRegion ?? "").split(",")[0]?.trim() ?? "";
  return {
    word: found.word !== "caterer" ? found.word : buyers === "offices" ? "corporate caterer" : /\bweddings?\b/i.test(`${pitch} ${a.audiencePersona}`) ? "wedding caterer" : "event caterer",
    buyers,
    serves: serves ? serves.replace(/^(?:we |our )/i, "").trim() : null,
    occasions: occasions?.trim() ?? null,
    smallest: sizes ? Number(sizes[1]) : null,
    largest: sizes ? Number(sizes[2]) : null,
    orderValue: order ? Number(order[2]!.replace(/,/g, "")) : null,
    perHead: head ? Number(head[2]) : null,
    sign: order?.[1] ?? head?.[1] ?? null,
    team,
    drivers,
    marketplace,
    onMarketplace,
    commission: onMarketplace ? commissionIn(mpSentence) : null,
    notOurCustomers: /\b(?:customers|clients) (?:aren't|are not|aren’t) (?:ours|our own)\b|\bnot our (?:customers|clients)\b|\bowns? the (?:customers?|clients?|relationship)\b/i.test(a.challenges),
    busyDays: week.busy,
    quietDays: week.quiet,
    hybrid: /\bhybrid\b|\bwork(?:s|ing)? from home\b|\bWFH\b|\bremote (?:days|work)\b/i.test(a.challenges),
    goalClients: clients && buyers === "offices" ? numberFrom(clients[1]) : null,
    ordersPerMonth: buyers === "offices" ? ordersPerMonth : null,
    goalAmount: amount ? Number(amount[2]!.replace(/,/g, "")) * (amount[3] ? 1000 : 1) : null,
    goalEvents: events && buyers === "events" ? numberFrom(events[1]) : null,
    city: cityInPitch ?? (/^[\p{Lu}][\p{L}-]+(?: [\p{Lu}][\p{L}-]+)?$/u.test(region) ? region : null),
    country,
    radius: /\b(within (?:about )?\d{1,2}(?:\.\d)? (?:miles?|km|kilometres?|kilometers?) of (?:the|our) (?:kitchen|base))\b/i.exec(a.challenges)?.[1] ?? null,
    diets: DIETS.filter((d) => new RegExp(`\\b${d}\\b`, "i").test(all)),
    dayLimit: /\b((?:one|two|three|four|five|\d) (?:big |large )?(?:events?|orders?|deliveries|drops?) a day)\b/i.exec(a.challenges)?.[1] ?? null,
    venuesClosed: /\bvenues?\b[^.]{0,60}\b(?:in-house|own) (?:caterers?|catering|kitchens?)\b/i.test(a.challenges),
    fairsOut: /\b(?:wedding )?(?:fairs?|shows?)\b[^.]{0,80}\b(?:cost|tyre[- ]kickers|tire[- ]kickers|waste|nothing|didn't|did not|never)\b/i.test(a.challenges),
    quietMonths: quietMonthsIn(a.challenges),
  };
}

// ─── The goal's arithmetic ───────────────────────────────────────────────────────────────────────

/** A typical group when the founder gives a price a head but no average order: an assumption, said as one. */
const TYPICAL_GROUP = 20;
/** Busy days a month, for a weekday: 52 weeks over 12 months. */
const WEEKS_A_MONTH = 4.33;

function orderValueOf(c: Caterer): { value: number; assumed: boolean } | null {
  if (c.orderValue) return { value: c.orderValue, assumed: false };
  if (c.perHead) return { value: Math.round(c.perHead * TYPICAL_GROUP), assumed: true };
  return null;
}

/** The orders a month the goal means: clients × orders each, or money ÷ the average order. */
export function catererOrders(c: Caterer): number | null {
  if (c.goalClients && c.ordersPerMonth) return c.goalClients * c.ordersPerMonth;
  const v = orderValueOf(c);
  if (c.goalAmount && v) return Math.ceil(c.goalAmount / v.value);
  return null;
}

/**
 * "25 repeat clients × 2 orders a month × $850 = about $42,500 a month": the goal in orders and money, the
 * orders each busy day against the team, and the tastings it takes, with every rate an assumption to replace.
 */
export function catererMath(c: Caterer, prefix: string, planWeeks: number): string {
  if (c.buyers === "events") return eventMath(c, prefix);
  const v = orderValueOf(c);
  const orders = catererOrders(c);
  const out: string[] = [];
  const per = c.ordersPerMonth === 4 ? "every week" : c.ordersPerMonth === 1 ? "once a month" : c.ordersPerMonth === 2 ? "twice a month" : c.ordersPerMonth ? `${c.ordersPerMonth} times a month` : "";
  const valueSaid = v ? `${prefix}${formatCount(v.value)}${v.assumed ? ` (${prefix}${c.perHead} a head for about ${TYPICAL_GROUP} people, an assumption: put in your own average order)` : ""}` : `${prefix}{{your average order}}`;
  if (c.goalClients && c.ordersPerMonth) {
    const money = v ? ` × ${valueSaid} = about ${prefix}${formatCount(orders! * v.value)} a month` : "";
    out.push(`${c.goalClients} regular clients ordering ${per} is about ${formatCount(orders!)} orders a month${money ? `: ${c.goalClients} × ${c.ordersPerMonth} orders${money}` : ""}.`);
  } else if (c.goalAmount && orders && v) {
    out.push(`${prefix}${formatCount(c.goalAmount)} a month at an average order of ${valueSaid} is about ${formatCount(orders)} orders a month.`);
  } else {
    out.push(`Multiply the regular clients you want by the orders each places a month and your average order: that is the month you are aiming for.`);
  }
  if (orders) {
    const days = c.busyDays.length ? c.busyDays : [];
    const busyDaysAMonth = Math.round(days.length * WEEKS_A_MONTH);
    const crew = c.team ? `${c.team}` : "your kitchen and drivers";
    out.push(
      days.length
        ? `If most of them land on ${dayRange(days)} (about ${busyDaysAMonth} days a month), that is about ${Math.ceil(orders / busyDaysAMonth)} orders on each of those days: check what ${crew} can cook, deliver and set up in one morning before you sell more of those days, and fill ${dayRange(c.quietDays)} with smaller orders.`
        : `Spread over about ${Math.round(5 * WEEKS_A_MONTH)} working days, that is about ${Math.ceil(orders / Math.round(5 * WEEKS_A_MONTH))} orders a day: check what ${crew} can cook, deliver and set up in one morning.`,
    );
  }
  if (c.goalClients) {
    const tastings = c.goalClients * 3;
    out.push(
      `Assumption: about one tasting in two leads to a first order, and about two first orders in three become regulars once a standing order is offered, so each new regular takes about three tastings. Count the offices that already order ${per || "often"}: for ${c.goalClients} from none that is about ${tastings} tastings over ${planWeeks} weeks, about ${Math.ceil(tastings / planWeeks)} a week, and every regular you have today, or that a referral brings, takes three off that. Count your own rates from the first ten tastings and redo this sum.`,
    );
  }
  return out.join(" ");
}

function eventMath(c: Caterer, prefix: string): string {
  const guests = c.smallest && c.largest ? Math.round((c.smallest + c.largest) / 2) : null;
  const value = c.perHead && guests ? c.perHead * guests : null;
  const head = c.goalEvents
    ? `${c.goalEvents} ${c.word === "wedding caterer" ? "weddings" : "events"} booked${value ? ` at about ${guests} guests and ${prefix}${c.perHead} a head (the guests are an assumption from your range: put in your own average) is about ${prefix}${formatCount(c.goalEvents * value)} of bookings` : ""}.`
    : "Multiply the events you want by a typical event's guests and your price a head: that is the season you are aiming for.";
  const tastings = c.goalEvents ? c.goalEvents * 2 : null;
  const enquiries = tastings ? tastings * 3 : null;
  return `${head} Assumption: about one tasting in two becomes a booking and about one enquiry in three comes to a tasting${tastings ? `, so that is about ${tastings} tastings and ${enquiries} enquiries` : ""}. Count your own rates from last season's enquiries and redo this sum.`;
}

const plural = (day: string) => `${day}s`;

/** "Tuesday, Wednesday and Thursday" → "Tuesdays to Thursdays"; "Monday, Friday" → "Mondays and Fridays". */
export function dayRange(days: string[]): string {
  const i = WEEKDAYS.indexOf(days[0]!);
  const j = WEEKDAYS.indexOf(days[days.length - 1]!);
  return days.length >= 3 && j - i === days.length - 1 ? `${plural(days[0]!)} to ${plural(days[days.length - 1]!)}` : joinWords(days.map(plural));
}


// ─── What the plan fills in ──────────────────────────────────────────────────────────────────────

/** The allergens the founder's food law names, where we know it; a description otherwise. */
function allergensFor(country: string | null): string {
  if (country === "United States") return "the nine major allergens US law names (milk, eggs, fish, shellfish, tree nuts, peanuts, wheat, soy and sesame)";
  if (country === "United Kingdom" || country === "Ireland") return "the 14 allergens UK and EU food law names";
  return "the allergens your food law names";
}

/** What a company's accounts team asks of a new food supplier, where we know it. */
function paperworkFor(country: string | null): { full: string; short: string } {
  if (country === "United States") return { full: "a W-9, a certificate of insurance (COI) that can name the client when asked, your food licence and latest inspection, and invoices on net-30 terms", short: "a W-9 and a certificate of insurance" };
  if (country === "United Kingdom") return { full: "your food hygiene rating, a public liability insurance certificate, your allergen procedure, and invoices on 30-day terms with a purchase order number when they use one", short: "your food hygiene rating and an insurance certificate" };
  return { full: "your food licence or registration, an insurance certificate, your allergen procedure, and invoices on the payment terms companies use where you are", short: "your licence and an insurance certificate" };
}

/** The people who book food at work and where they meet, named as examples to check. */
function networksFor(country: string | null, city: string): string {
  if (country === "United States") return `the International Association of Administrative Professionals (IAAP, check for a branch near you) and office manager and executive assistant groups in ${city} on LinkedIn or Meetup`;
  if (country === "United Kingdom") return `PA, executive assistant and office manager networks in ${city} (check which meet near you, on LinkedIn, Meetup or through the big employers' own PA networks)`;
  return `office manager and executive assistant networks in ${city} (check which meet near you, on LinkedIn or Meetup)`;
}

/** Who runs the buildings the buyers work in, named as examples to check. */
function buildingsFor(country: string | null): string {
  if (country === "United States") return `property managers of the office towers (many meet through the local association of BOMA, the Building Owners and Managers Association: check whether it takes supplier members) and the community managers of coworking spaces`;
  return "property and facilities managers of the office buildings and the community managers of coworking spaces";
}

/**
 * {ctrWord} {ctrCity} {ctrServes} {ctrFor} {ctrSizes} {ctrOrder} {ctrMath} {ctrMarketplace} {ctrBusyDays} {ctrQuietDays}
 * {ctrTeam} {ctrDiets} {ctrAllergens} {ctrPaperwork} {ctrPaperworkShort} {ctrNetworks} {ctrBuildings} {ctrGoal}: a caterer.
 */
export function catererTokens(c: Caterer | null, prefix: string, place: string, planWeeks: number): Record<string, string> {
  const country = c?.country ?? null;
  const city = c?.city ?? (place || "your city");
  const paperwork = paperworkFor(country);
  // The diets the founder names, or the common three: never a halal or kosher label they did not claim.
  const diets = c?.diets.length ? c.diets : ["vegetarian", "vegan", "gluten-free"];
  const quietDays = c?.quietDays ?? [];
  const busy = c?.busyDays.length ? dayRange(c.busyDays) : "the days their teams are in";
  const quiet = c?.quietDays.length ? dayRange(c.quietDays) : "the quieter days";
  return {
    ctrWord: c?.word ?? "caterer",
    ctrCity: city,
    ctrServes: c?.serves ?? (c?.buyers === "events" ? "the food" : "breakfasts and lunches"),
    ctrFor: c?.occasions ?? (c?.buyers === "events" ? "weddings and parties" : "meetings, trainings and team days"),
    ctrSizes: c?.smallest && c.largest ? `${c.smallest} to ${c.largest} people` : "{{the group sizes you feed}}",
    ctrOrder: c?.orderValue ? `${prefix}${formatCount(c.orderValue)}` : c?.perHead ? `${prefix}${c.perHead} a head` : `${prefix}{{your average order}}`,
    ctrMath: c ? catererMath(c, prefix, planWeeks) : "Multiply the regular clients you want by the orders each places a month and your average order.",
    ctrMarketplace: c?.marketplace ?? "the catering marketplaces",
    ctrBusyDays: busy,
    ctrQuietDays: quiet,
    ctrQuietDay: quietDays.length ? quietDays.map((d) => `a ${d}`).join(" or ") : "a quiet day",
    ctrTeam: c?.team ?? "your kitchen team and drivers",
    ctrDiets: diets.join(", "),
    ctrAllergens: allergensFor(country),
    ctrPaperwork: paperwork.full,
    ctrPaperworkShort: paperwork.short,
    ctrNetworks: networksFor(country, city),
    ctrBuildings: buildingsFor(country),
    ctrRadius: c?.radius ? `${c.radius}` : `near your kitchen`,
    ctrGoal: c?.goalClients && c.ordersPerMonth ? `${c.goalClients} regular clients` : c?.goalEvents ? `${c.goalEvents} bookings` : "your regular clients",
    ctrDirectRoute:
      c?.marketplace === "ezCater"
        ? "ezCater says orders that come through ezOrdering on a caterer's own website pay a reduced commission: check the current rate"
        : `check whether ${c?.marketplace ?? "it"} lets you take orders on your own website, and at what cost`,
    ...eventTokens(c, city, country),
  };
}

/** {ctrCouple} {ctrCouples} {ctrCouplesUpper} {ctrWedding} {ctrWeddings} {ctrCityIn} {ctrVenueKinds} {ctrPlanners} {ctrQuietMonths} {ctrDirectories}: an event caterer's words. */
function eventTokens(c: Caterer | null, city: string, country: string | null): Record<string, string> {
  const wedding = c?.word !== "event caterer";
  const couples = wedding ? "couples" : "hosts";
  const months = c?.quietMonths ?? [];
  return {
    ctrCouple: wedding ? "couple" : "host",
    ctrCouples: couples,
    ctrCouplesUpper: upperFirst(couples),
    ctrWedding: wedding ? "wedding" : "event",
    ctrWeddings: wedding ? "weddings" : "events",
    ctrCityIn: /^the\b/i.test(city) || city === "your city" ? `in ${city}` : `in and around ${city}`,
    ctrVenueKinds: "barns, marquee sites, village halls, private houses and venues without a kitchen of their own",
    ctrPlanners: wedding ? "wedding planners" : "event planners",
    ctrQuietMonths: months.length > 2 ? `${months[0]} to ${months[months.length - 1]}` : months.length ? joinWords(months) : "the quiet months",
    ctrDirectories:
      country === "United Kingdom"
        ? "wedding directories such as Hitched and Bridebook"
        : country === "United States"
          ? "wedding directories such as The Knot and WeddingWire"
          : "the wedding directories couples use where you work",
  };
}

// ─── The strategy's lines ────────────────────────────────────────────────────────────────────────

export const CATERER_STRATEGY_OFFICES =
  "a tasting for the people who order food in the buildings you deliver to, the easy reorder (a standing order for {ctrBusyDays}, a one-page menu with dietary labels, invoices their accounts team accepts), reliability said out loud, and the people office managers ask (their networks, building managers, coworking spaces), so offices order from {product} directly and keep ordering";
export const CATERER_STRATEGY_EVENTS =
  "the venues and planners who recommend caterers, a tasting for every couple who enquires, a quote within a day, and reviews from past events, so couples choose {product} on a trusted word before they compare prices";
export const CATERER_FOCUS_OFFICES = "Regular clients: tastings booked, first orders, standing orders and reorders each week, by where each client came from";
export const CATERER_FOCUS_EVENTS = "Bookings: enquiries, tastings and deposits each week, by where each enquiry came from (a venue, a planner, a review, a past guest)";

/** What each of a caterer's tactics brings, for the plan's focus line, by tactic id. */
const WHERE_ORDERS_COME: Record<string, string> = {
  "caterer-office-tasting": "tastings for the people who order",
  "caterer-easy-reorder": "standing orders and reorders",
  "caterer-marketplace-direct": "{ctrMarketplace}'s repeat offices ordering directly",
  "caterer-quiet-weekdays": "a smaller lunch on {ctrQuietDays}",
  "caterer-on-time": "an on-time record clients can see",
  "caterer-admin-networks": "office manager and assistant networks",
  "caterer-building-managers": "building managers and coworking spaces",
  "caterer-office-google": "Google reviews",
  "caterer-contact-moves": "contacts who move to a new office",
  "caterer-office-search-ads": "search ads near the kitchen",
  "caterer-venue-suppliers": "venues' suppliers lists",
  "caterer-couple-tastings": "tastings",
  "caterer-enquiry-reply": "replies within a day",
  "caterer-planners": "planners",
  "caterer-quiet-months": "the quiet months sold early",
  "caterer-event-reviews": "reviews",
  "caterer-guests-cards": "guests who ask",
};

/** "Where the orders come from: tastings for the people who order, standing orders and reorders, …" */
export function catererFocusChannels(c: Caterer, tacticIds: string[]): string {
  const parts = tacticIds.map((id) => WHERE_ORDERS_COME[id]).filter((p): p is string => Boolean(p));
  return `Where ${c.buyers === "events" ? "the bookings" : "the orders"} come from: ${joinWords(parts)}`;
}

/** "Southside Table is a corporate caterer in Chicago making breakfast and lunch spreads for …" */
export function catererWhat(c: Caterer, product: string, place: string): string {
  const where = c.city ?? place;
  const what = c.serves ? ` making ${c.serves}` : "";
  const forWhat = c.occasions ? ` for ${c.occasions}` : "";
  const sizes = c.smallest && c.largest ? `, ${c.smallest} to ${c.largest} people` : "";
  if (c.buyers === "events") {
    return `${product} is ${c.word === "wedding caterer" ? "a wedding caterer" : "an event caterer"}${where ? ` in ${where}` : ""}${what}${forWhat}${sizes}: its couples and hosts book once, months ahead, after a tasting, and choose on a venue's or a planner's word and on reviews from events like theirs.`;
  }
  return `${product} is ${c.word === "office lunch delivery" ? "an office lunch delivery business" : "a corporate caterer"}${where ? ` in ${where}` : ""}${what}${forWhat}${sizes}: the people who order (office managers, executive assistants, HR and workplace coordinators) order every week, are judged on food that arrives on time and suits every diet, and reorder from the caterer that made that easy.`;
}

/** The strategy's own lines: the arithmetic, the marketplace, the hybrid week, the team. */
export function catererListening(c: Caterer, fill: (text: string) => string, prefix: string): string[] {
  const out = [fill("{ctrMath}")];
  if (c.marketplace && c.onMarketplace) {
    const v = c.orderValue;
    const cut = c.commission && v ? ` On each ${prefix}${formatCount(v)} order, ${Math.round(c.commission * 100)}% is about ${prefix}${formatCount(v * c.commission)}.` : "";
    out.push(
      `You said ${c.marketplace} ${c.commission ? `takes ${Math.round(c.commission * 100)}%` : "takes a cut"}${c.notOurCustomers ? " and its customers aren't yours" : ""}.${cut} The plan keeps ${c.marketplace} as a channel, counted at what it costs (it brings offices you would not reach), and asks each office that reorders through it to order from you directly next time, where ${c.marketplace}'s terms for caterers allow it: read them first.`,
    );
  } else if (c.marketplace) {
    out.push(`Your buyers order from ${c.marketplace} or the same place every time: the plan gives them a reason to try ${fill("{product}")} (a tasting for their team) and a reason to stay (a standing order that takes them two minutes).`);
  }
  if (c.busyDays.length && c.quietDays.length && c.buyers === "offices") {
    out.push(
      `You said ${c.hybrid ? "offices went hybrid, so " : ""}big orders come on ${dayRange(c.busyDays)}. The plan sells standing orders on those days only as far as the kitchen can deliver them on time, and uses ${dayRange(c.quietDays)} for tastings and a smaller team lunch, not for discounts on the busy days.`,
    );
  }
  if (c.dayLimit) out.push(`You can do ${c.dayLimit} at most: the plan books tastings and standing orders around that limit, and says no to a date rather than deliver late.`);
  if (c.radius) out.push(`You deliver only ${c.radius}: every list in the plan starts with the offices inside it.`);
  if (c.venuesClosed) out.push("You said venues with their own caterers won't let you in: the plan goes to the venues that allow outside caterers (barns, marquee sites, village halls, private houses) and the planners who work there.");
  if (c.fairsOut) out.push("You said wedding fairs cost a stand and bring tyre-kickers: the plan leaves fairs out and meets couples at tastings, through venues and planners, and in reviews.");
  if (c.quietMonths.length) out.push(`You said ${joinWords([c.quietMonths[0]!, c.quietMonths[c.quietMonths.length - 1]!].filter((m, i, l) => l.indexOf(m) === i)).replace(" and ", " to ")} is quiet: the plan sells those months first to the people who book then (Christmas parties, company events, winter and weekday weddings) with a price that is lower on those dates only.`);
  return out;
}

// ─── What the checker asks of a caterer's plan ───────────────────────────────────────────────────

/**
 * Lines a SaaS company's plan gives that mean nothing to a caterer: a free trial, data migration and set-up,
 * G2 and Capterra, a demo video, an app directory, a trade show booth, a free month, a cost calculator.
 */
export const CATERER_MISFITS =
  /\bfree trial\b|\bdata migration\b|\bmigrat(?:e|ion) (?:your|their) data\b|\bG2\b|\bCapterra\b|\bdemo video\b|\bapp directory\b|\btrade shows?\b|\ba free month\b|\bmonth free\b|\bcost calculator\b|\bteardown of a typical week\b/i;

/** Some tactic puts the food in front of the person who orders: a tasting, a sample lunch. */
export const TASTING_WORK = /\btasting\b|\bsample (?:lunch|box|platter|menu)\b|\btaster\b/i;
/** Some tactic makes the reorder easy: a standing or recurring order, a reorder. */
export const REORDER_WORK = /\bstanding (?:weekly )?order\b|\brecurring order\b|\breorder\b|\bre-order\b/i;
/** Some tactic works on the quiet weekdays. */
const QUIET_DAY_WORK = /\b(?:mondays?|fridays?|quiet days?|quieter days?)\b/i;

/** The plan-level gaps the checker reports for a caterer. */
export function catererGaps(c: Caterer | null, planText: string): { reason: string; note: string }[] {
  if (!c) return [];
  const out: { reason: string; note: string }[] = [];
  if (!TASTING_WORK.test(planText)) {
    out.push({ reason: "Nothing in the plan puts the food in front of the person who orders it: a caterer is chosen on a tasting.", note: "No tasting" });
  }
  if (c.buyers === "offices" && !REORDER_WORK.test(planText)) {
    out.push({ reason: "Nothing in the plan makes the second order easy (a standing order, a one-page menu, ordering in two minutes): office clients are won on the reorder.", note: "No reorder" });
  }
  if (c.marketplace && c.onMarketplace && !new RegExp(`\\b${c.marketplace}\\b[^.]*\\b(?:directly|direct)\\b|\\b(?:directly|direct)\\b[^.]*\\b${c.marketplace}\\b`, "i").test(planText)) {
    out.push({ reason: `The founder pays ${c.marketplace} a cut on every order and the plan never moves a repeat client to ordering directly, where the marketplace's terms allow it.`, note: "Marketplace kept as is" });
  }
  if (c.buyers === "offices" && c.quietDays.length && !QUIET_DAY_WORK.test(planText)) {
    out.push({ reason: `The founder said orders bunch on ${dayRange(c.busyDays)} and nothing in the plan uses the quiet days.`, note: "Quiet days left empty" });
  }
  return out;
}

/** What the AI prompt states about a caterer. */
export function catererFacts(c: Caterer | null, prefix: string, planWeeks: number): string[] {
  if (!c) return [];
  const country = c.country;
  const paperwork = paperworkFor(country);
  if (c.buyers === "events") {
    return [
      `- ${upperFirst(c.word === "wedding caterer" ? "a wedding caterer" : "an event caterer")}, not a shop or software: no free trial, sign-ups, shop window or walk-ins; couples and hosts book once, months ahead, after a tasting`,
      `- Its plan: venues that allow outside caterers and their recommended suppliers lists (as things to ask, not promises), wedding and event planners, a tasting for every couple who enquires, a reply to every enquiry within a day with priced sample menus, reviews from past events on Google and the wedding directories couples read${c.quietMonths.length ? `, the quiet months (${joinWords(c.quietMonths)}) sold to Christmas parties, company events and winter weddings` : ""}${c.fairsOut ? "; no wedding fairs (the founder said they did not pay)" : ""}`,
      `- The goal's arithmetic: ${catererMath(c, prefix, planWeeks)}`,
    ];
  }
  return [
    `- ${c.word === "office lunch delivery" ? "An office lunch delivery business" : "A corporate caterer"}, not a SaaS company: no free trial, data migration, G2 or Capterra, demo video, trade show or sign-ups; its buyers (office managers, executive assistants, HR and workplace coordinators) order every week and are judged on food that arrives on time and suits every diet`,
    `- Its plan: a tasting for the person who orders, in named buildings${c.radius ? ` ${c.radius}` : ""}, booked ahead and followed up; the easy reorder (a standing order${c.busyDays.length ? ` on ${dayRange(c.busyDays)}` : ""}, a one-page menu with dietary and allergen labels, ordering by email, text or a form in two minutes, ${paperwork.full}); reliability said out loud (an on-time record, one named contact, a driver who texts on arrival); the people who book food and those they ask (${networksFor(country, c.city ?? "the city")}; ${buildingsFor(country)}) as things to ask, not promises${c.marketplace && c.onMarketplace ? `; ${c.marketplace} kept as a channel at what it costs, its repeat customers asked to order directly only where its caterer terms allow (check them)` : ""}${c.quietDays.length ? `; ${dayRange(c.quietDays)} used for tastings and a smaller team lunch` : ""}`,
    `- The goal's arithmetic: ${catererMath(c, prefix, planWeeks)}`,
  ];
}
