import type { PlanFormData } from "~/wizard/types";
import { MONTHS } from "./calendar";
import { sentencesOf } from "./channels";
import { formatCount, joinWords, numberFrom, numberWord, withArticle } from "./words";

/**
 * A home-improvement installer: high-ticket, considered work sold once per home (solar panels and batteries,
 * heat pumps, EV chargers, insulation, windows and doors, kitchens and bathrooms, loft conversions, new
 * roofs). Homeowners research for weeks or months, get two or three quotes, fear cowboys and pushy
 * salesmen, and ask a neighbour who already has one. So its plan is past installs as proof (a case study per
 * install with the customer's own numbers, an open home hosted by a past customer, a sign and a note to the
 * street agreed with the customer), a quote that wins against the other two (a survey within the week, a
 * written design with its assumptions, no pressure, a follow-up plan over the weeks they decide), referral
 * thank-yous paid on install, trust marks and schemes named as examples to check, talks where homeowners
 * meet, and local search and ads judged by cost per install. Not a shop (no till, regulars, vouchers or
 * staff perks), not the small repairs of a plumber or an electrician (app/plan-quality/local-trade.ts). Pure.
 */
export type InstallerLine = "solar" | "heat-pump" | "ev" | "insulation" | "windows" | "kitchen" | "bathroom" | "loft" | "roofing";

export type Installer = {
  /** The main line, the first the pitch names. */
  line: InstallerLine;
  /** Every line the pitch names, main first: solar panels and batteries are one line. */
  lines: InstallerLine[];
  /** The founder's word for the business: "solar panel and home battery installer", "kitchen fitter". */
  word: string;
  /** What it installs: "solar panels and home batteries", "heat pumps", "kitchens". */
  what: string;
  /** One install's noun: "system", "heat pump", "kitchen". */
  unit: string;
  /** What one home has fitted, as a host says it: "solar panels and a battery", "a heat pump", "a new kitchen". */
  had: string;
  /** It saves energy (solar, batteries, heat pumps, EV chargers, insulation): bills, schemes, community energy groups. */
  energy: boolean;
  /** The typical price of an install when said: "typical system £7,500" → 7500. */
  price: number | null;
  symbol: string;
  /** Installs done so far, when said: "We have fitted about 140 systems" → 140. */
  installed: number | null;
  /** Certifications and memberships the founder names: "MCS". */
  marks: string[];
  /** Its own install team, and how many fit ("our own two-person install team"). */
  ownTeam: boolean;
  teamSize: number | null;
  /** Working days one install takes ("fit it in two days" → 2, "usually in two weeks" → 10), and as said ("two days"). */
  installDays: number | null;
  installTime: string | null;
  /** The goal: "12 installs a month by June" → 12, a month, June. */
  goalCount: number | null;
  goalNoun: string;
  perMonth: boolean;
  byMonth: string | null;
  /** What the founder said of bought leads ("Lead generation sites sold us the same lead…"), in their words. */
  boughtLeads: string | null;
  /** What the founder said of door-to-door selling or cold calls, in their words. */
  doorToDoor: string | null;
  /** Buyers get several quotes; fear cowboys or pushy salesmen; ask neighbours; are often retired. */
  threeQuotes: boolean;
  fearsPressure: boolean;
  neighbours: boolean;
  retired: boolean;
  uk: boolean;
  us: boolean;
};

type LineFacts = {
  line: InstallerLine;
  re: RegExp;
  what: string;
  /** The business's word when the pitch gives none: "heat pump installer", "kitchen fitter". */
  who: string;
  /** The trade's own noun: "installer", "fitter", "builder", "roofer". */
  trade: string;
  unit: string;
  /** What one home has fitted: "solar panels", "a heat pump". */
  had: string;
  energy: boolean;
  /** The customer's own numbers a case study shows. */
  proof: string;
  /** What the written quote states, with its assumptions. */
  estimate: string;
  /** What neighbours see at an open home. */
  show: string;
  /** Where a sign goes during and after an install. */
  sign: string;
  /** Trust marks as examples to check (UK, US). */
  marksUk: string[];
  marksUs: string[];
  /** Schemes and finance, worded as things to check (UK, US). */
  schemesUk: string;
  schemesUs: string;
  /** Trades who meet the same homeowners first without doing the same work. */
  partners: string;
  /** Searches people type, with {near} for the place; "uk:" and "us:" for one country's words only. */
  searches: string[];
  /** When enquiries rise, and the month they start to (0 January), when the line has a season. */
  season: string;
  peak: number | null;
};

const ENERGY_MARKS_UK = ["MCS certification", "a consumer code (RECC or HIES)", "TrustMark", "an insurance-backed warranty", "Which? Trusted Traders"];
const HOME_MARKS_UK = ["Which? Trusted Traders", "Checkatrade", "TrustMark", "an insurance-backed guarantee"];
const FINANCE_UK = "any finance you offer (check that you are authorised by the FCA to introduce it, or use a lender's scheme that covers you)";
const FINANCE_US = "any financing you offer (check your state's rules on arranging it)";
const INCENTIVES_US = "the federal, state and utility incentives that apply today (check before every quote: they change, and some have ended)";

const LINES: LineFacts[] = [
  {
    line: "solar",
    who: "solar installer",
    trade: "installer",
    re: /\bsolar(?: (?:panels?|pv|power|energy|installers?|installations?|systems?|and))?\b|\bphotovoltaics?\b/,
    what: "solar panels",
    unit: "system",
    had: "solar panels",
    energy: true,
    proof: "their electricity bills for the year before and the year after, and what the system generated",
    estimate: "the generation and savings estimate with its assumptions (the roof's direction, pitch and shading, the household's use, the price per unit they pay today and the export rate)",
    show: "the panels, the battery and the app with today's generation",
    sign: "a sign on the scaffold",
    marksUk: ENERGY_MARKS_UK,
    marksUs: ["NABCEP certification", "your state contractor's licence", "the panel and battery makers' installer programmes", "your BBB profile"],
    schemesUk: "0% VAT on solar panels and batteries fitted to homes, and the Smart Export Guarantee rates energy suppliers pay for exported power (check both before every quote: they change)",
    schemesUs: `${INCENTIVES_US}, and your utility's net-metering or export rules`,
    partners: "roofers, electricians and heating engineers who don't fit solar, builders and architects doing extensions, and the local community energy group",
    searches: ["solar panels {near}", "solar installer near me", "home battery storage {near}", "uk:MCS solar installer {near}", "us:solar company {near}"],
    season: "Enquiries rise when the sun comes out in spring and whenever energy bills go up",
    peak: 2,
  },
  {
    line: "heat-pump",
    who: "heat pump installer",
    trade: "installer",
    re: /\b(?:air|ground|water)[- ]source heat pumps?\b|\bheat pumps?\b(?! boilers?)/,
    what: "heat pumps",
    unit: "heat pump",
    had: "a heat pump",
    energy: true,
    proof: "their heating bills for a winter before and a winter after, and how warm the house keeps",
    estimate: "the room-by-room heat loss, the size of the heat pump and radiators, and the running-cost estimate with its assumptions (the flow temperature, the tariff and the household's use)",
    show: "the heat pump, the radiators and a winter's running costs",
    sign: "a sign in the front garden",
    marksUk: ENERGY_MARKS_UK,
    marksUs: ["your state contractor's licence", "NATE certification", "the manufacturer's installer programme", "your BBB profile"],
    schemesUk: "the Boiler Upgrade Scheme grant and 0% VAT on heat pumps fitted to homes (check the current amounts and who qualifies before every quote)",
    schemesUs: INCENTIVES_US,
    partners: "plumbers and electricians who don't fit heat pumps, builders and architects doing extensions, and the local community energy group",
    searches: ["heat pump installer {near}", "air source heat pump {near}", "heat pump near me", "uk:boiler upgrade scheme installer {near}"],
    season: "Enquiries rise in the autumn, when the heating goes back on, and whenever energy bills go up",
    peak: 8,
  },
  {
    line: "ev",
    who: "electric car charger installer",
    trade: "installer",
    re: /\b(?:ev|electric (?:car|vehicle)|home|car) charg(?:ers?|ing points?|e ?points?)\b/,
    what: "EV chargers",
    unit: "charger",
    had: "an EV charger",
    energy: true,
    proof: "what a full charge at home costs them against the public chargers they used",
    estimate: "the charger, the cable run and the cost of a charge at their tariff",
    show: "the charger and what last month's charging cost",
    sign: "a sign in the front garden",
    marksUk: ["NICEIC or NAPIT registration", "the charger makers' installer programmes", "TrustMark", "an insurance-backed warranty"],
    marksUs: ["your state electrician's licence", "the charger makers' installer programmes", "your BBB profile"],
    schemesUk: "the OZEV grant for renters and flat owners (check who qualifies today)",
    schemesUs: INCENTIVES_US,
    partners: "car dealers selling electric cars, solar installers who don't fit chargers, and the local community energy group",
    searches: ["EV charger installer {near}", "uk:home car charger fitted {near}", "us:home EV charger installation {near}", "EV charger near me"],
    season: "Enquiries follow new electric cars on the drive and energy bills (check this against your own enquiries)",
    peak: null,
  },
  {
    line: "insulation",
    who: "insulation installer",
    trade: "installer",
    re: /\b(?:loft|cavity[- ]wall|external[- ]wall|internal[- ]wall|solid[- ]wall|spray[- ]foam|underfloor) insulation\b|\binsulation (?:installers?|company|specialists?|contractors?)\b/,
    what: "insulation",
    unit: "job",
    had: "new insulation",
    energy: true,
    proof: "their heating bills before and after, and how warm the rooms keep",
    estimate: "the survey's findings, the materials, the ventilation plan and what it should save, with its assumptions",
    show: "the work and the difference in the rooms",
    sign: "a sign in the front garden",
    marksUk: ["TrustMark", "PAS 2035 for funded work", "a guarantee such as CIGA's for cavity walls", "Which? Trusted Traders"],
    marksUs: ["your state contractor's licence", "BPI certification", "your BBB profile"],
    schemesUk: "ECO4, the Great British Insulation Scheme and any council scheme (check who qualifies today)",
    schemesUs: INCENTIVES_US,
    partners: "builders, roofers and heating engineers, and the local community energy group",
    searches: ["uk:loft insulation {near}", "uk:cavity wall insulation {near}", "us:attic insulation {near}", "insulation installer near me"],
    season: "Enquiries rise in the autumn, when the heating goes back on, and whenever energy bills go up",
    peak: 8,
  },
  {
    line: "windows",
    who: "window and door fitter",
    trade: "installer",
    re: /\b(?:double|triple)[- ]glaz(?:ing|ed)\b|\breplacement (?:windows|doors)\b|\b(?:windows?|doors?)(?: and (?:windows?|doors?))? (?:installers?|fitters?|company|specialists?)\b|\bsash windows?\b|\bupvc\b/,
    what: "windows and doors",
    unit: "installation",
    had: "new windows and doors",
    energy: false,
    proof: "photos before and after, and what changed in the rooms (draughts, noise, the heating)",
    estimate: "a drawing and specification for every window and door, the fitting dates and a fixed price with what is and isn't included",
    show: "the windows and doors, inside and out",
    sign: "a sign in the front garden",
    marksUk: ["FENSA or CERTASS registration", "an insurance-backed guarantee", "Which? Trusted Traders", "Checkatrade"],
    marksUs: ["your state contractor's licence", "the manufacturers' installer programmes", "your BBB profile"],
    schemesUk: FINANCE_UK,
    schemesUs: FINANCE_US,
    partners: "builders, plasterers and decorators, kitchen fitters and estate agents",
    searches: ["uk:double glazing {near}", "replacement windows {near}", "uk:window fitters near me", "us:window installers near me"],
    season: "Enquiries rise when people plan the year's projects, often after Christmas and in spring (check this against your own enquiries)",
    peak: null,
  },
  {
    line: "kitchen",
    who: "kitchen fitter",
    trade: "fitter",
    re: /\bkitchens?(?: and (?:bathrooms?|bedrooms?))? (?:fitters?|fitting|installers?|installation|company|designers?|design|showrooms?|specialists?|refits?|renovations?)\b|\bfitted kitchens?\b|\bbespoke kitchens?\b/,
    what: "kitchens",
    unit: "kitchen",
    had: "a new kitchen",
    energy: false,
    proof: "photos before and after, the plan, and what the customer says about living with it",
    estimate: "the design drawings, the specification and a fixed price with what is and isn't included, and the fitting dates",
    show: "the kitchen itself, cupboards open",
    sign: "a sign in the front garden",
    marksUk: HOME_MARKS_UK,
    marksUs: ["your state contractor's licence", "NKBA membership", "your BBB profile"],
    schemesUk: FINANCE_UK,
    schemesUs: FINANCE_US,
    partners: "builders, electricians, plumbers, plasterers and interior designers",
    searches: ["uk:kitchen fitters {near}", "uk:fitted kitchens {near}", "us:kitchen remodel {near}", "kitchen design near me"],
    season: "Enquiries rise when people plan the year's projects, often after Christmas and in spring (check this against your own enquiries)",
    peak: null,
  },
  {
    line: "bathroom",
    who: "bathroom fitter",
    trade: "fitter",
    re: /\bbathrooms? (?:fitters?|fitting|installers?|company|designers?|design|showrooms?|specialists?|renovations?)\b|\bwalk-in showers? (?:fitters?|installers?)\b/,
    what: "bathrooms",
    unit: "bathroom",
    had: "a new bathroom",
    energy: false,
    proof: "photos before and after, and what the customer says about living with it",
    estimate: "the design drawings, the specification and a fixed price with what is and isn't included, and the fitting dates",
    show: "the bathroom itself",
    sign: "a sign in the front garden",
    marksUk: HOME_MARKS_UK,
    marksUs: ["your state contractor's licence", "NKBA membership", "your BBB profile"],
    schemesUk: FINANCE_UK,
    schemesUs: FINANCE_US,
    partners: "builders, electricians, plasterers and interior designers",
    searches: ["uk:bathroom fitters {near}", "us:bathroom remodel {near}", "bathroom renovation {near}", "walk-in shower near me"],
    season: "Enquiries rise when people plan the year's projects, often after Christmas and in spring (check this against your own enquiries)",
    peak: null,
  },
  {
    line: "loft",
    who: "loft conversion company",
    trade: "builder",
    re: /\bloft conversions?\b|\bgarage conversions?\b|\bhouse extensions?\b/,
    what: "loft conversions",
    unit: "conversion",
    had: "a loft conversion",
    energy: false,
    proof: "photos before and after, the drawings, and what the family says about the new room",
    estimate: "the drawings, the planning or permitted-development and building-control steps, a fixed price and a schedule",
    show: "the new room and the stairs up to it",
    sign: "a sign on the scaffold",
    marksUk: ["building control sign-off", "the Federation of Master Builders", "an insurance-backed warranty", "Which? Trusted Traders"],
    marksUs: ["your state contractor's licence", "the permits for each job", "your BBB profile"],
    schemesUk: FINANCE_UK,
    schemesUs: FINANCE_US,
    partners: "architects and architectural technicians, structural engineers, estate agents and mortgage brokers",
    searches: ["uk:loft conversion {near}", "uk:loft conversion company near me", "uk:dormer loft conversion {near}", "us:attic conversion {near}", "us:home addition contractor {near}"],
    season: "Enquiries rise when people plan the year's projects, often after Christmas and in spring (check this against your own enquiries)",
    peak: null,
  },
  {
    line: "roofing",
    who: "roofer",
    trade: "roofer",
    re: /\bnew roofs?\b|\broof replacements?\b|\bre-?roofing\b|\broofing (?:company|contractors?|specialists?)\b/,
    what: "new roofs",
    unit: "roof",
    had: "a new roof",
    energy: false,
    proof: "photos before and after, and the survey that showed what needed doing",
    estimate: "the survey's photos, the materials, a fixed price with what is and isn't included, and the dates",
    show: "the new roof from the street and the garden",
    sign: "a sign on the scaffold",
    marksUk: ["NFRC membership", "CompetentRoofer", "an insurance-backed guarantee", "Which? Trusted Traders"],
    marksUs: ["your state roofing licence", "the manufacturers' installer programmes", "your BBB profile"],
    schemesUk: FINANCE_UK,
    schemesUs: FINANCE_US,
    partners: "builders, scaffolders, solar installers and estate agents",
    searches: ["uk:roofers {near}", "us:roofing contractor {near}", "roof replacement {near}", "new roof near me"],
    season: "Enquiries rise when people plan the year's projects, often after Christmas and in spring (check this against your own enquiries)",
    peak: null,
  },
];

/** The business installs: an installer, a fitter, a company or specialist, or "we install / fit". */
const INSTALLS = /\b(?:installers?|install(?:s|ing|ation|ations)?|fitters?|fit(?:s|ting)?|company|specialists?|contractors?|conversions?|firm)\b/;
/** A small-job trade named before the line ("a plumber … who fits heat-pump boilers"): a local trade's repairs, not this kind. */
const SMALL_TRADE = /\b(?:plumb(?:er|ing)|handyman|odd jobs|gas engineer|boiler (?:repairs?|service)|locksmith|cleaner|gardener)\b/;
/** Words that make the product something for installers (their software, leads, supplies), not one of them. */
const FOR_THEM = /\b(?:apps?|platform|software|saas|tool|crm|marketplace|directory|agency|lead(?:s| generation)|wholesaler|distributor|supplier|comparison site|course|training)\b[^.]{0,60}$/;

const CERTS = ["MCS", "RECC", "HIES", "TrustMark", "NABCEP", "FENSA", "CERTASS", "NICEIC", "NAPIT", "Which? Trusted Trader", "Checkatrade", "NFRC", "FMB", "Gas Safe", "NATE", "BBB"];
const US_MARKS = /\b(?:NABCEP|NATE|BBB|state licen[cs]ed?|licensed and insured)\b/;
const UK_MARKS = /\b(?:MCS|RECC|HIES|TrustMark|FENSA|CERTASS|NICEIC|NAPIT|NFRC|Gas Safe|Checkatrade)\b/;

/** The pitch names a high-ticket install sold once per home, and the business is the installer. */
export function installerWordOf(pitch: string): { lines: InstallerLine[] } | null {
  const lower = pitch.toLowerCase();
  const found = LINES.map((l) => ({ l, m: l.re.exec(lower) })).filter((x) => x.m).sort((x, y) => x.m!.index - y.m!.index);
  if (!found.length || !INSTALLS.test(lower)) return null;
  const first = found[0]!.m!;
  const before = lower.slice(0, first.index);
  if (FOR_THEM.test(before) || /\bfor (?:[a-z-]+ ){0,3}$/.test(before) || SMALL_TRADE.test(before)) return null;
  // "We sell solar panels online", "a shop selling heat pumps": a seller, not an installer.
  if (/\b(?:online (?:shop|store)|e-?commerce|shop selling|we sell)\b/.test(lower) && !/\binstall/.test(lower)) return null;
  return { lines: [...new Set(found.map((x) => x.l.line))] };
}

const monthOf = (word: string | undefined): string | null => (word ? MONTHS.find((m) => m.toLowerCase() === word.toLowerCase()) ?? null : null);

/** The sentence of the founder's challenges that says it, as they wrote it. */
export function saidIn(text: string, re: RegExp): string | null {
  return sentencesOf(text).find((s) => re.test(s))?.replace(/[.!]+$/, "") ?? null;
}

export const BOUGHT_LEADS = /\blead[- ]?gen(?:eration)?\b|\b(?:checkatrade|bark|mybuilder|rated people|trustatrader|homeadvisor|angi|thumbtack|modernize|lead aggregators?) leads?\b|\blead aggregators?\b|\b(?:bought|buy|buying|paid for|pay for|purchased?) (?:\w+ ){0,2}leads\b|\bshared leads?\b|\bsame leads?\b|\bleads? (?:sites?|companies|brokers?|services?)\b|\bpay[- ]per[- ]lead\b|\bBark\b/i;
export const DOOR_TO_DOOR = /\bdoor[- ]to[- ]door\b|\bdoor[- ]?knock\w*|\bknock\w* on (?:doors|every door)\b|\bcanvass\w*|\bdoorstep\w*|\bcold[- ]?call\w*/i;

/**
 * "A solar panel and home battery installer in Somerset: MCS certified, our own two-person install team,
 * typical system £7,500 with a battery. We survey the roof, design the system and fit it in two days", "12
 * installs a month by June": the installer and the numbers its plan needs. Null for anything else (a plumber,
 * software for installers, a shop selling panels).
 */
export function readInstaller(a: PlanFormData, pitch: string, country: string | null): Installer | null {
  if (a.audienceType === "developer" || a.audienceType === "b2b-smb" || a.audienceType === "b2b-enterprise") return null;
  const found = installerWordOf(pitch);
  if (!found) return null;
  const d = a.productDescription;
  const facts = found.lines.map((l) => LINES.find((x) => x.line === l)!);
  const main = facts[0]!;
  const battery = /\bbatter(?:y|ies)\b/i.test(pitch);
  const whats = facts.map((f) => (f.line === "solar" && battery ? "solar panels and home batteries" : f.what));
  const said = /\b(?:an?|the|we are an?|we're an?)\s+((?:[\w'-]+,?\s+){0,6}?(?:installers?|fitters?|specialists?|company|contractors?))\b/i.exec(pitch)?.[1];
  const word = said && said.split(/\s+/).length >= 2 && !/^(?:small|local|family|independent|new)\s+(?:installers?|fitters?|company|specialists?|contractors?)$/i.test(said) ? said.replace(/\s*,\s*/g, ", ").replace(/^[A-Z](?=[a-z])/, (c) => c.toLowerCase()) : main.who;
  const price = /([£$€])\s?(\d{1,3}(?:,\d{3})+|\d{4,6})(k)?\b/.exec(d);
  const team = /\b(\w+)[- ]person (?:install(?:ation)? |fitting )?(?:team|crew)\b/i.exec(d) ?? /\b(?:team|crew) of (\w+)\b/i.exec(d) ?? /\bour (\w+) (?:fitters|installers|engineers)\b/i.exec(d);
  const days = /\b(?:fit|install|finish|complete)\w*(?: [a-z]+){0,3}? in (\w+|\d+) (?:working )?days?\b/i.exec(d) ?? /\b(\w+)-day (?:install|fit)/i.exec(d);
  // "We do every fit ourselves, usually in two weeks": a kitchen's or a loft's time on site, in working weeks.
  const weeks = days ? null : /\b(?:fit|install|finish|complete|conver)\w*\b[^.]{0,40}?\bin (\w+|\d+) weeks?\b/i.exec(d);
  const goal = /\b(\d{1,4}|[a-z]+) (?:new )?(installs?|installations?|systems?|jobs|kitchens|bathrooms|heat pumps|conversions|roofs|projects)\b/i.exec(a.successMetrics);
  const by = /\b(?:by|before|until|end of)\s+(?:the\s+end\s+of\s+)?([A-Z][a-z]+)\b/.exec(a.successMetrics);
  const persona = `${a.audiencePersona} ${d}`;
  const symbol = price?.[1] ?? (country === "United Kingdom" ? "£" : "$");
  const marks = CERTS.filter((c) => new RegExp(`\\b${c.replace("?", "\\?")}`, "i").test(d));
  const uk = country === "United Kingdom" || symbol === "£" || UK_MARKS.test(d);
  return {
    line: main.line,
    lines: found.lines,
    word,
    what: joinWords(whats),
    unit: main.unit,
    had: main.line === "solar" && battery ? "solar panels and a battery" : main.had,
    energy: main.energy,
    price: price ? Number(price[2]!.replace(/,/g, "")) * (price[3] ? 1000 : 1) : null,
    symbol,
    marks,
    installed: numberFrom(/\b(?:fitted|installed|done|completed|built)\s+(?:about |around |over |more than |nearly )?(\d{1,3}(?:,\d{3})?|\d+)\s+(?:systems|installs|installations|heat pumps|chargers|kitchens|bathrooms|conversions|roofs|homes|jobs)\b/i.exec(d)?.[1]),
    ownTeam: /\bour own\b[^.]{0,30}\b(?:team|crews?|fitters|installers|engineers|builders)\b|\bour (?:\w+ )?(?:fitters|installers|engineers)\b|\bno subcontractors?\b|\bin-house (?:team|fitters|installers)\b|\b(?:fit|install|do)\w* (?:every|each|all)\b[^.]{0,20}\bourselves\b/i.test(d),
    teamSize: team ? numberFrom(team[1]) : null,
    installDays: days ? numberFrom(days[1]) : weeks && numberFrom(weeks[1]) ? numberFrom(weeks[1])! * 5 : null,
    installTime: days ? `${days[1]} day${numberFrom(days[1]) === 1 ? "" : "s"}` : weeks ? `${weeks[1]} week${numberFrom(weeks[1]) === 1 ? "" : "s"}` : null,
    goalCount: goal && numberFrom(goal[1]) !== null ? numberFrom(goal[1]) : null,
    goalNoun: goal ? goal[2]!.toLowerCase().replace(/^install$/, "installs") : "installs",
    perMonth: /\b(?:a|per|each|every) month\b|\bmonthly\b/i.test(a.successMetrics),
    byMonth: monthOf(by?.[1]),
    boughtLeads: saidIn(a.challenges, BOUGHT_LEADS),
    doorToDoor: saidIn(a.challenges, DOOR_TO_DOOR),
    threeQuotes: /\b(?:three|3|two or three|several|multiple) quotes\b|\bcompar\w+ quotes\b|\bquotes? from (?:three|several)\b/i.test(persona),
    fearsPressure: /\bpushy\b|\bpressure\b|\bhard[- ]sell\b|\bsales(?:m[ae]n|people)\b|\bcowboys?\b/i.test(`${persona} ${a.challenges}`),
    neighbours: /\bneighbou?rs?\b/i.test(persona),
    retired: /\bretired\b|\bretirees?\b|\bpensioners?\b/i.test(persona),
    uk,
    us: !uk && (country === "United States" || US_MARKS.test(d)),
  };
}

function factsOf(i: Installer | null): LineFacts {
  return LINES.find((l) => l.line === i?.line) ?? LINES[0]!;
}

/** Working days a month one team has, roughly: five a week. */
const WORK_DAYS = 21;

/**
 * "12 installs a month by June: about 36 surveys and 72 enquiries a month…": enquiries, surveys and installs
 * from the goal, with the win rate as an assumption, the most a channel may pay, and the team's diary.
 */
export function installerMath(i: Installer, start: Date | null = null): string | null {
  if (!i.goalCount) return null;
  const goal = i.goalCount;
  const per = i.perMonth ? " a month" : "";
  const surveys = goal * 3;
  const enquiries = surveys * 2;
  const noun = i.goalNoun;
  const visit = i.line === "kitchen" || i.line === "bathroom" ? "design visit" : "survey";
  const head = `${goal} ${noun}${per}${i.byMonth ? ` by ${i.byMonth}` : ""}: if one ${visit} in three becomes an install (they get ${i.threeQuotes ? "three quotes" : "more than one quote"}; count your own rate from the next ten), that is about ${surveys} ${visit}s${per}, and if half of those who enquire book a ${visit}, about ${enquiries} enquiries${per}${i.perMonth ? `, ${Math.ceil(enquiries / 4.3)} a week` : ""}.`;
  const allowance = i.price ? Math.round(i.price * 0.05) : null;
  const value = i.price && allowance
    ? ` At ${i.symbol}${formatCount(i.price)} a typical install, ${goal}${per} is about ${i.symbol}${formatCount(goal * i.price)} of work${per}; if you allow, say, 5% of an install to win it (${i.symbol}${formatCount(allowance)}), an enquiry may cost up to about ${i.symbol}${formatCount(Math.round(allowance / 6))} and a ${visit} up to about ${i.symbol}${formatCount(Math.round(allowance / 3))}: that is the test for every channel you pay for.`
    : "";
  let diary = "";
  if (i.perMonth && i.installDays) {
    const days = goal * i.installDays;
    const team = i.teamSize ? `${numberWord(i.teamSize)}-person team` : "team";
    diary = days > WORK_DAYS
      ? ` ${goal} ${noun} at ${i.installTime ?? `${i.installDays} days`} each is ${days} fitting days a month, more than the ${WORK_DAYS} or so working days one ${team} has: ${i.byMonth ? `by ${i.byMonth} you need` : "before you sell that many, you need"} a second team (or a crew you trust to fit to your standard), or the goal is about ${Math.floor(WORK_DAYS / i.installDays)} a month with one.`
      : ` ${goal} ${noun} at ${i.installTime ?? `${i.installDays} days`} each is ${days} of the ${WORK_DAYS} or so working days a month one ${team} has: the diary is the ceiling, so book ${visit}s to keep the fitting weeks full without a queue of months.`;
  }
  const lead = i.byMonth ? ` People decide over weeks, so the enquiries for ${i.byMonth}'s ${noun} ${leadMonths(i.byMonth, start)}.` : "";
  return `${head}${value}${diary}${lead} Rough arithmetic on your numbers and two assumptions; count enquiries, ${visit}s, quotes and ${noun} every Friday, by where each enquiry came from.`;
}

/** "June" → "come in March and April": three and two months before the deadline's month, or now when those have begun. */
function leadMonths(month: string, start: Date | null): string {
  const at = MONTHS.indexOf(month as (typeof MONTHS)[number]);
  const ahead = start ? (at - start.getUTCMonth() + 12) % 12 : 12;
  return ahead < 3 ? "have to start coming in now" : `come in ${MONTHS[(at + 9) % 12]} and ${MONTHS[(at + 10) % 12]}`;
}

/** Trust marks as examples to check, where the installer works: the ones the founder names first. */
function marksToCheck(i: Installer | null): string {
  const f = factsOf(i);
  // What the founder holds already ("MCS certified") is on the page as theirs, not among the examples.
  // A directory whose leads the founder gave up on is no trust mark to them.
  const unsaid = (marks: string[]) => joinWords(marks.filter((m) => !i?.marks.some((held) => m.startsWith(held) || m.includes(`(${held}`)) && !(i?.boughtLeads && i.boughtLeads.toLowerCase().includes(m.toLowerCase()))));
  return i?.us ? unsaid(f.marksUs) : i?.uk ? unsaid(f.marksUk) : `the certifications and consumer schemes your customers can check where you work (in the UK, ${joinWords(f.marksUk)}; in the US, ${joinWords(f.marksUs)})`;
}

/**
 * {instHad} {instTrade} {instEvidence} {instNoteWay} {instLocalPaper} {instCaseLine} {instWord} {instAWord} {instCertified} {instHeadline} {instWhat} {instUnit} {instNoun} {instPrice} {instTown} {instProof} {instEstimate} {instShow} {instSign} {instMarks}
 * {instMarksHeld} {instSchemes} {instPartners} {instGroups} {instSearches} {instMath} {instTeam} {instDays} {instSurvey}
 * {instRewardRule} {instSeason} {instGoal} {instBuyers}: a home-improvement installer; slots where the answers do not say.
 */
export function installerTokens(i: Installer | null, place: string, start: Date | null = null): Record<string, string> {
  const f = factsOf(i);
  const near = place.split(/,| and /)[0]!.trim() || "{{your town}}";
  const us = i?.us ?? false;
  const kitchen = f.line === "kitchen" || f.line === "bathroom";
  const word = i?.word ?? "installer";
  return {
    instWord: word,
    instAWord: `${withArticle(word)}`,
    // " MCS certified.", nothing when the founder's word for the business says it already ("a NABCEP-certified installer").
    instCertified: i?.marks.length ? (i.marks.every((m) => i.word.includes(m)) ? "" : ` ${joinWords(i.marks)} certified.`) : " {{your certifications}}.",
    instHeadline: i?.marks.length ? `${i.marks[0]} Certified Installer` : "{{your certification}}",
    instWhat: i?.what ?? f.what,
    instUnit: f.unit,
    instHad: i?.had ?? f.had,
    instTrade: f.trade,
    instEvidence: f.energy ? "numbers" : "photos",
    instCaseLine: f.energy ? "The numbers: {{before}} and {{after}}, over {{how many months}}" : "Before and after: {{the photos, from the same spots}}",
    instNoun: i?.goalNoun ?? "installs",
    instPrice: i?.price ? `${i.symbol}${formatCount(i.price)}` : "{{your typical price}}",
    instTown: near,
    instProof: f.proof,
    instEstimate: f.estimate,
    instShow: f.show,
    instSign: us ? "a yard sign" : f.sign,
    instNoteWay: us ? "left on the nearest twenty front doors (never in mailboxes: check the postal rules)" : "put through the nearest twenty letterboxes",
    instLocalPaper: us ? "the neighborhood or HOA newsletter" : "the parish or village magazine",
    instMarks: marksToCheck(i),
    instMarksHeld: i?.marks.length ? `your ${joinWords(i.marks)} ${i.marks.length > 1 ? "numbers" : "number"}` : "{{your certifications and their numbers}}",
    instSchemes: us ? f.schemesUs : i?.uk ? f.schemesUk : `${f.schemesUk.replace(/\s*\(check[^)]*\)$/, "")} in the UK, or the incentives that apply where you work (check before every quote)`,
    instPartners: f.partners,
    instGroups: us
      ? "community solar and sustainability groups, libraries, senior centers, Rotary clubs and homeowners' associations"
      : f.energy
        ? "community energy groups, parish and village hall meetings, U3A and WI groups, and Rotary clubs"
        : "parish and village hall meetings, U3A and WI groups, and Rotary clubs",
    instSearches: f.searches
      .filter((s) => !/^u[ks]:/.test(s) || (s.startsWith("uk:") ? i?.uk : us))
      .map((s) => `'${s.replace(/^u[ks]:/, "").replace("{near}", near)}'`)
      .join(", "),
    instMath: (i && installerMath(i, start)) ?? "Count enquiries, surveys, written quotes and installs every Friday, by where each enquiry came from: the goal is that count.",
    instTeam: i?.ownTeam ? (i.teamSize ? `our own ${numberWord(i.teamSize)}-person team` : "our own team") : "{{who fits it}}",
    instDays: i?.installTime ?? "{{how many days}}",
    instSurvey: kitchen ? "design visit" : "survey",
    instRewardRule: f.energy && !us
      ? "check your consumer code's rules (RECC or HIES) on referral rewards"
      : "check the rules of any scheme you belong to on referral rewards",
    instSeason: f.season,
    instGoal: i?.goalCount ? `${i.goalCount} ${i.goalNoun}${i.perMonth ? " a month" : ""}` : "{{your goal}}",
    instBuyers: i?.retired ? "homeowners, many of them retired," : "homeowners",
  };
}

/** The goal line of an installer's strategy, whatever goal the form says. */
export function installerStrategy(i: Installer, ads: boolean): string {
  return `winning the quote rather than buying the lead: past installs as proof (a case study for every install with the customer's own ${i.energy ? "numbers" : "photos and words"}, an open home hosted by a past customer, a sign and a note to the street agreed with the customer), a {instSurvey} within the week and a written quote that shows its estimate and the assumptions behind it, no pressure while they decide, a thank-you to past customers paid when a neighbour's install is complete${i.energy ? `, talks at the groups where ${i.retired ? "retired homeowners" : "homeowners"} meet` : ""}, and ${ads ? "search ads within the area you fit, judged by cost per install" : "a Google profile and a page for each town you fit in, before any money goes on ads"}`;
}
export const INSTALLER_FOCUS = "Installs: enquiries, surveys, written quotes and installs counted every Friday by where each enquiry came from, with the install team's diary as the ceiling";

/** "Brightwell Solar is a solar panel and home battery installer in Somerset and north Devon: homeowners buy …" */
export function installerWhat(i: Installer, product: string, where: string): string {
  const how = [
    i.neighbours ? "asking a neighbour who already has one" : null,
    i.threeQuotes ? "getting three quotes" : "getting more than one quote",
  ].filter(Boolean);
  const fear = i.fearsPressure ? "they trust not to be a cowboy or a pushy salesman" : "they trust to do it right and to be there afterwards";
  const t = installerTokens(i, "");
  return `${product} is ${t.instAWord} ${where}: homeowners buy ${i.what} once, after weeks or months of research, ${joinWords(how as string[])}, and choose the ${t.instTrade} ${fear}.`;
}

/** "Brightwell Solar is a solar panel and home battery installer in Somerset and north Devon: MCS certified, with its own two-person install team and a typical system at £7,500." */
export function installerPitch(i: Installer, product: string, place: string): string {
  const t = installerTokens(i, place);
  const facts = [
    i.marks.length && !i.marks.every((m) => i.word.includes(m)) ? `${joinWords(i.marks)} certified` : null,
    i.ownTeam ? `with its own ${i.teamSize ? `${numberWord(i.teamSize)}-person ` : ""}install team` : null,
    i.price ? `${i.ownTeam ? "" : "with "}a typical ${i.unit} at ${t.instPrice}` : null,
  ].filter((x): x is string => x !== null);
  const body = facts.length > 2 ? `${facts[0]}, ${facts[1]} and ${facts[2]}` : joinWords(facts);
  return `${product} is ${t.instAWord}${place ? ` in ${place}` : ""}${body ? `: ${body}` : ""}.`;
}

/** The strategy's own lines: the arithmetic, bought leads, door-to-door, pressure, the season. */
export function installerListening(i: Installer, fill: (text: string) => string, start: Date, ads: boolean): string[] {
  const out: string[] = [];
  const math = installerMath(i, start);
  if (math) out.push(math);
  const sources = joinWords(["your own installs", "past customers", ...(i.energy ? ["talks"] : []), ads ? "ads" : "search"]);
  if (i.boughtLeads) out.push(`You said "${i.boughtLeads}", so no tactic buys leads: every enquiry in this plan comes to you alone, from ${sources}, and nobody else is sold it.`);
  if (i.doorToDoor) out.push(fill(`You said "${i.doorToDoor}", so nothing in the plan knocks on doors or calls anyone cold: the street hears of {product} from the customer's own sign and note, agreed with them, and from the open homes they host.`));
  if (i.fearsPressure) out.push(`Your buyers fear pushy salesmen, so no quote carries a deadline or a price that goes up on Friday: the follow-up is three calls or notes over a month, each asking whether a question is left, and then you stop unless they ask.`);
  // A line with a season (spring for solar, autumn for heating): the proof is ready before the rise, or the plan starts in it.
  const peak = factsOf(i).peak;
  const ahead = peak === null ? null : (peak - start.getUTCMonth() + 12) % 12;
  const ready = ads ? "the case studies, the first open home and the ads" : "the case studies and the first open home";
  out.push(fill(
    ahead !== null && ahead >= 1 && ahead <= 6
      ? `{instSeason}: ${ready} are ready by ${MONTHS[peak!]}${ads ? ", and the ads spend most from then" : ""}.`
      : ahead !== null && ahead >= 7
        ? "{instSeason}, and the plan starts while that season lasts: the written quote and the case studies come first, so the enquiries already coming in are won."
        : `{instSeason}: ${ads ? "the ads spend most in those weeks and hold back when the install diary is full" : "count enquiries by month, so next year's work is ready before the rise"}.`,
  ));
  return out;
}

/**
 * Lines a shop's plan gives that mean nothing to an installer, and the selling its buyers fear: the till,
 * regulars, stamp cards, gift vouchers, staff perks, a shop window, walk-ins, the quiet months' discount,
 * knocking on doors and bought leads.
 */
export const INSTALLER_MISFITS =
  /\bby the till\b|\bat the till\b|\bregulars?\b|\bstamp cards?\b|\bgift vouchers?\b|\bstaff perks?\b|\bshop window\b|\bwalk-?ins?\b|\bcome in,? say hello\b|\bquiet[- ]month\b|\bshort drive of the shop\b|\bdoor[- ]to[- ]door\b|\bdoor[- ]?knock\w*|\bcanvass\w*|\bbuy(?:ing)? leads\b|\bpay[- ]per[- ]lead\b/i;

/** Some tactic shows past installs: a case study with the customer's consent, or an open home. */
const PROOF_WORK = /\bcase stud(?:y|ies)\b[^.]*\b(?:consent|permission|agree\w*)\b|\b(?:consent|permission)\b[^.]*\bcase stud(?:y|ies)\b|\bopen homes?\b/i;
/** Some tactic writes the quote down with what it rests on. */
const QUOTE_WORK = /\bwritten (?:quote|design)\b[^]*?\b(?:assumptions?|fixed price)\b/i;
/** Pressure: a price that goes up on a day, an offer that ends, a signature on the day. */
export const PRESSURE = /\bprices? (?:go(?:es)? up|rises?|increases?) (?:on|this|next|after|from) \w+|\b(?:offer|discount|price) (?:ends|expires|is only valid)\b|\btoday only\b|\bthis week only\b|\bsign (?:today|on the day|on the night)\b|\blimited[- ]time (?:offer|discount|price)\b/i;
/** Savings promised as a certainty. */
export const PROMISED_SAVINGS = /\bguarantee(?:d|s)? (?:savings?|to save|returns?|payback)\b|\bpays? for itself in \d+\b|\bfree (?:solar )?panels\b|\bcut your bills? by \d+%/i;
/** A scheme, grant or tax rule as a sentence might state it. */
const SCHEME = /\bboiler upgrade scheme\b|\b0% vat\b|\bzero[- ]rated?\b|\btax credits?\b|\bgrants?\b|\bsmart export guarantee\b|\beco4\b|\brebates?\b|\bincentives?\b/i;
const NEGATED = /\b(?:no|not|never|without|nobody|nothing|none)\b/i;

/** What the checker finds missing or wrong in an installer's plan. */
export function installerGaps(i: Installer | null, planText: string): { reason: string; note: string }[] {
  if (!i) return [];
  const out: { reason: string; note: string }[] = [];
  const sentences = sentencesOf(planText);
  if (!PROOF_WORK.test(planText)) {
    out.push({ reason: `Homeowners buying ${i.what} trust a neighbour who already has one, and no tactic turns past installs into proof (a case study with the customer's consent, an open home).`, note: "Leaves out past installs as proof" });
  }
  if (!QUOTE_WORK.test(planText)) {
    out.push({ reason: `Your buyers ${i.threeQuotes ? "get three quotes" : "compare quotes"}, and no tactic makes yours the one that wins: a written quote with what it rests on (${factsOf(i).estimate}).`, note: "Leaves the quote to chance" });
  }
  const pressure = sentences.find((s) => PRESSURE.test(s) && !NEGATED.test(s));
  if (pressure) out.push({ reason: `"${PRESSURE.exec(pressure)![0]}" is the pressure your buyers fear from installers: give them room to decide.`, note: "Pressure selling" });
  const promised = PROMISED_SAVINGS.exec(planText);
  if (promised) out.push({ reason: `"${promised[0]}" promises what no installer can: state the estimate and its assumptions instead.`, note: "Promises savings" });
  const scheme = sentences.find((s) => SCHEME.test(s) && /[£$€]\s?\d|\byou(?:'ll| will)? get\b|\bentitled\b/i.test(s) && !/\bcheck/i.test(s));
  if (scheme) out.push({ reason: `"${SCHEME.exec(scheme)![0]}" is stated as fact: schemes and their amounts change, so every mention says to check the current rules.`, note: "States a scheme as fact" });
  if (i.boughtLeads && sentences.some((s) => BOUGHT_LEADS.test(s) && !NEGATED.test(s))) {
    out.push({ reason: `You said "${i.boughtLeads}", and a tactic buys leads again.`, note: "Buys the shared leads you ruled out" });
  }
  if (i.doorToDoor && sentences.some((s) => DOOR_TO_DOOR.test(s) && !NEGATED.test(s))) {
    out.push({ reason: `You said "${i.doorToDoor}", and a tactic knocks on doors or calls cold.`, note: "Door-to-door selling you ruled out" });
  }
  return out;
}

/** What the AI prompt states about a home-improvement installer: what it is, what its plan is made of, the arithmetic. */
export function installerFacts(i: Installer | null, place: string, start: Date | null = null): string[] {
  if (!i) return [];
  const t = installerTokens(i, place, start);
  const lines = [
    `- A ${i.word}, selling ${i.what} once per home at ${i.price ? `about ${t.instPrice}` : "a high price"}, not a shop, a salon or a plumber's small repairs, whatever the product type says: no till, regulars, stamp cards, gift vouchers, staff perk cards, shop window, walk-ins or yearly-service texts`,
    `- Its plan: past installs as proof (a case study for every install with ${t.instProof}, with the customer's written consent; an open home hosted by a past customer for the neighbours; ${t.instSign} and a note to the street, agreed with the customer); a quote that wins against the other two (a ${t.instSurvey} within the week, a written quote with ${t.instEstimate}, no pressure, a follow-up call plan over the weeks they decide); a thank-you to past customers paid when the referred install is complete (${t.instRewardRule}); trust marks named as examples to check (${t.instMarks}); ${i.energy ? `talks at ${t.instGroups}; ` : ""}Google Business Profile, reviews and a page per town; search ads within the area it fits, judged by cost per install`,
    `- Schemes and finance only as things to check, never as fact: ${t.instSchemes}`,
    "- No pressure selling (no deadline, 'today only' price or 'prices go up on Friday'), no promised savings, no door-to-door or cold calls, no bought or shared leads",
  ];
  const math = installerMath(i, start);
  if (math) lines.push(`- The goal's arithmetic: ${math}`);
  if (i.boughtLeads) lines.push(`- The founder says: "${i.boughtLeads}": no lead-generation sites or bought leads`);
  if (i.doorToDoor) lines.push(`- The founder says: "${i.doorToDoor}": no door knocking, canvassing or cold calls`);
  return lines;
}
