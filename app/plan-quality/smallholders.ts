import type { PlanFormData } from "~/wizard/types";
import { MONTHS, dayWithWeekday, utcDay } from "./calendar";
import { formatCount, joinWords, numberWord, upperFirst } from "./words";

/**
 * A service sold to smallholder farmers (or other rural buyers) in an emerging market, most of them on
 * basic phones: soil testing by SMS, crop advice, input delivery, crop insurance. Its buyers are not on
 * app stores, TikTok or Reddit, and an ad reaches the capital, not the village. They buy through people
 * they already trust: a field agent from their area, their farmer group or cooperative, the extension
 * officer, the chief's meeting, the agro-dealer, the vernacular radio show; they pay by mobile money,
 * opt in by SMS or USSD, and believe what they see on a neighbour's plot. And everything runs on the
 * planting calendar: a soil test that lands after planting is worth nothing this season. Read from the
 * founder's words whatever product type the form says. Pure.
 */
export type Smallholders = {
  /** What one sale is, as the goal counts it: "soil test", "sign-up". */
  unit: string;
  units: string;
  /** The crops named: "maize", "potatoes". */
  crops: string[];
  /** The counties, districts or states named: "Nakuru", "Nyandarua", "Uasin Gishu". */
  areas: string[];
  /** The farmers' language for messages: "Swahili" (said, or the country's). */
  language: string;
  /** The price of one sale in the founder's currency, when said: "KSh 500 a test" → 500. */
  price: number | null;
  /** The count the goal names: "10,000 soil tests" → 10000. */
  goal: number | null;
  /** The month planting starts, when said ("before the March planting season" → "March"). */
  seasonMonth: string | null;
  /** Days from sample to result, when said ("within 5 days" → 5). */
  resultDays: number | null;
  /** The founder already uses field agents; agro-dealers push rival brands; the founder said so. */
  agents: boolean;
  dealersRival: boolean;
  /** The founder's whole budget over the plan when said: "KSh 600,000 over six months" → 600000 and 6. */
  totalBudget: number | null;
  budgetMonths: number | null;
  /** Where the country's ways come from (see PLACES). */
  place: FarmPlace;
};

/** What differs by country: the language, mobile money, the local meeting, the groups, the radio, the law on consent. */
export type FarmPlace = {
  country: string | null;
  language: string;
  /** Vernacular languages of the radio shows, for the tactic that uses them. */
  radioLanguages: string;
  money: string;
  /** Where a local leader introduces a visitor to farmers: "chiefs' barazas". */
  meeting: string;
  leader: string;
  extension: string;
  groups: string;
  /** Example stations to check, in the languages above. */
  stations: string;
  /** The rule on consent to marketing messages, worded as something to check. */
  consent: string;
  /** The opt-in keyword in the farmers' language: "UDONGO" (soil). */
  keyword: string;
  /** Where subsidised or common fertiliser is bought, to check. */
  inputs: string;
};

const DEFAULT_PLACE: FarmPlace = {
  country: null,
  language: "the farmers' own language",
  radioLanguages: "the languages farmers speak at home",
  money: "mobile money",
  meeting: "village meetings",
  leader: "the village head or local administrator",
  extension: "the government agricultural extension officer",
  groups: "farmer groups and cooperatives",
  stations: "the local-language stations farmers name when you ask them",
  consent: "check your country's data-protection law and your SMS provider's rules on consent before any marketing message",
  keyword: "SOIL",
  inputs: "the fertiliser and seed the agro-dealers in each area stock",
};

const PLACES: Record<string, Partial<FarmPlace>> = {
  Kenya: {
    language: "Swahili",
    radioLanguages: "Kikuyu, Kalenjin and Swahili",
    money: "M-Pesa",
    meeting: "chiefs' barazas",
    leader: "the chief or assistant chief",
    extension: "the ward agricultural extension officer",
    groups: "farmer groups, cooperatives and SACCOs",
    stations: "Kikuyu stations such as Inooro FM or Kameme FM and Kalenjin stations such as Kass FM or Chamgei FM (check which ones farmers in each county tune to, and their airtime rates)",
    consent:
      "Kenya's Data Protection Act 2019 asks for a person's consent before marketing messages and an easy way to stop them: check the current rules with the Office of the Data Protection Commissioner and your SMS provider",
    keyword: "UDONGO",
    inputs: "the fertiliser the agro-dealers in each ward stock, and the government-subsidised fertiliser where farmers can get it (check current prices and how farmers register)",
  },
  Uganda: {
    language: "Luganda or the district's language",
    radioLanguages: "the district's languages (Luganda, Runyankole, Lusoga…)",
    money: "MTN Mobile Money or Airtel Money",
    meeting: "village meetings called by the LC1 chairperson",
    leader: "the LC1 chairperson",
    extension: "the district or sub-county agricultural extension officer",
    groups: "farmer groups, cooperatives and SACCOs",
    stations: "the district's local-language FM stations (ask farmers which one they listen to, and check airtime rates)",
    consent: "Uganda's Data Protection and Privacy Act 2019 asks for consent before personal data is used: check the current rules and your SMS provider's",
  },
  Tanzania: {
    language: "Swahili",
    radioLanguages: "Swahili",
    money: "M-Pesa, Airtel Money or the other mobile money services",
    meeting: "village assemblies",
    leader: "the village executive officer",
    extension: "the ward agricultural extension officer",
    groups: "farmer groups, AMCOS cooperatives and SACCOS",
    stations: "the regional Swahili FM stations farmers name when you ask them (check airtime rates)",
    keyword: "UDONGO",
  },
  Nigeria: {
    language: "Hausa, Yoruba, Igbo or Pidgin, as each area speaks",
    radioLanguages: "Hausa, Yoruba, Igbo and Pidgin",
    money: "bank transfer, USSD or a POS agent",
    meeting: "community meetings called by the village head",
    leader: "the village head",
    extension: "the state ADP extension agent",
    groups: "farmer cooperatives and commodity associations",
    stations: "the state's local-language FM stations (ask farmers which one they listen to, and check airtime rates)",
    consent: "Nigeria's Data Protection Act 2023 asks for consent before marketing messages: check the current rules and your SMS provider's",
  },
  Ghana: {
    language: "Twi, Dagbani, Ewe or the area's language",
    radioLanguages: "the area's languages",
    money: "mobile money (MTN MoMo, Telecel Cash, AirtelTigo Money)",
    meeting: "community durbars",
    leader: "the chief or assembly member",
    extension: "the district agricultural extension agent",
    groups: "farmer-based organisations and cooperatives",
    stations: "the district's local-language FM stations (check airtime rates)",
  },
  India: {
    language: "the state's language",
    radioLanguages: "the state's language",
    money: "UPI",
    meeting: "gram sabha meetings",
    leader: "the sarpanch",
    extension: "the Krishi Vigyan Kendra (KVK) and the block agriculture officer",
    groups: "farmer producer organisations (FPOs) and self-help groups",
    stations: "community radio and All India Radio's farm programmes in the state's language (check slots and rates)",
    consent: "India's Digital Personal Data Protection Act 2023 and TRAI's rules on commercial SMS (sender registration, consent) apply: check the current rules with your SMS provider",
  },
};

/** Farmers or other rural buyers named. */
const FARMERS = /\bsmallholders?\b|\b(?:small[- ]?scale |rural |maize |potato |rice |cocoa |coffee |tea |dairy |cassava )?farmers?\b|\bpastoralists?\b|\bgrowers?\b/i;
/** …reached the way such buyers are: basic phones, SMS or USSD, field agents, mobile money, agro-dealers, cooperatives. */
const RURAL_WAYS = /\bsmallholders?\b|\bbasic phones?\b|\bfeature phones?\b|\bussd\b|\bby sms\b|\bsms\b|\bfield agents?\b|\bagro-?dealers?\b|\bm-?pesa\b|\bmobile money\b|\bextension officers?\b/i;
/** Software sold to the firms that serve farmers (a platform for agribusinesses), a podcast or a course: not one of these. */
const NOT_THEM = /\bpodcast\b|\bnewsletter\b|\bfarmers'? markets?\b|\bfor (?:agribusinesses|agro-?dealers|input companies|ngos|cooperatives)\b/i;

/** The crops a plan names: the words as written, pluralised for potatoes. */
const CROPS: [RegExp, string][] = [
  [/\bmaize\b|\bcorn\b/i, "maize"],
  [/\bpotato(?:es)?\b/i, "potato"],
  [/\btomato(?:es)?\b/i, "tomatoes"],
  [/\bonions?\b/i, "onions"],
  [/\bfrench beans\b/i, "French beans"],
  [/\b(?<!french )beans?\b/i, "beans"],
  [/\bwheat\b/i, "wheat"],
  [/\brice\b/i, "rice"],
  [/\bcassava\b/i, "cassava"],
  [/\bsorghum\b/i, "sorghum"],
  [/\bcoffee\b/i, "coffee"],
  [/\btea\b/i, "tea"],
  [/\bcocoa\b/i, "cocoa"],
  [/\bcotton\b/i, "cotton"],
  [/\bvegetables?\b/i, "vegetables"],
];

const MONTH_RE = MONTHS.join("|");

/** The answers describe a service for smallholder farmers on basic phones; null for anything else. */
export function readSmallholders(a: PlanFormData, given: string | null): Smallholders | null {
  if (["developer", "b2b-enterprise"].includes(a.audienceType)) return null;
  const about = `${a.productDescription} ${a.audiencePersona}`;
  const all = `${about} ${a.challenges} ${a.successMetrics}`;
  if (!FARMERS.test(about) || !RURAL_WAYS.test(all) || NOT_THEM.test(a.productDescription)) return null;
  // A country the form left blank but the answers name ("Kenya (Meru, Kirinyaga, Machakos)").
  const country = given ?? Object.keys(PLACES).find((c) => new RegExp(`\\b${c}\\b`).test(`${a.localRegion ?? ""} ${about}`)) ?? null;
  const place = { ...DEFAULT_PLACE, ...(country ? PLACES[country] : undefined), country };
  const said = /\b(?:in|by SMS in|messages? in|results? in)\s+(Swahili|Kiswahili|Luganda|Hausa|Yoruba|Igbo|Pidgin|Twi|Hindi|Marathi|Telugu|Kannada|Tamil|Amharic|Kinyarwanda|Chichewa|Bengali)\b/i.exec(all);
  const soil = /\bsoil[- ](?:test|sampl|analys)/i.test(a.productDescription);
  const goal = /\b(\d{1,3}(?:,\d{3})+|\d{2,7})\s+(?:soil\s+)?(?:tests|samples|farmers|sign-?ups|orders|policies|subscribers)\b/i.exec(a.successMetrics);
  const price = /(?:KSh|UGX|TSh|₦|GH₵|₹|\$)\s?(\d[\d,]*)\s*(?:a|per|for a|each)\s*(?:test|sample|order|season|month|policy)\b/i.exec(a.productDescription);
  const season = new RegExp(`\\b(${MONTH_RE})\\b[^.]{0,20}\\b(?:planting|rains|sowing|season)\\b|\\b(?:planting|rains|sowing)\\b[^.]{0,20}\\b(?:in|from|starts? in)\\s+(${MONTH_RE})\\b`, "i").exec(`${a.successMetrics} ${a.challenges} ${a.productDescription}`);
  const days = /\bwithin\s+(\d{1,2}|[a-z]+)\s+days\b/i.exec(a.productDescription);
  const total = /(?:KSh|UGX|TSh|₦|GH₵|₹|\$)\s?(\d[\d,]*)\s+(?:over|for|across|in)\s+(?:the\s+(?:next|first)\s+)?(\d{1,2}|[a-z]+)\s+months\b/i.exec(a.challenges);
  const areas = /\bin\s+((?:[A-Z][a-z]+(?:\s[A-Z][a-z]+)?)(?:,\s*[A-Z][a-z]+(?:\s[A-Z][a-z]+)?)*\s+and\s+[A-Z][a-z]+(?:\s[A-Z][a-z]+)?)\b/.exec(a.audiencePersona);
  // The areas said in brackets after the place when the persona names none: "Kenya (Meru, Kirinyaga, Machakos)".
  const bracketed = /\(([^)]+)\)/.exec(a.localRegion ?? "")?.[1];
  const unit = soil ? "soil test" : /\binsurance\b/i.test(a.productDescription) ? "policy" : "sign-up";
  return {
    unit,
    units: unit === "policy" ? "policies" : `${unit}s`,
    crops: CROPS.filter(([re]) => re.test(about)).map(([, word]) => word),
    areas: (areas?.[1] ?? bracketed)?.split(/,\s*|\s+and\s+/).map((s) => s.trim()).filter((s) => s && s !== country) ?? [],
    language: said ? said[1]!.replace(/^Kiswahili$/i, "Swahili") : place.language,
    price: price ? Number(price[1]!.replace(/,/g, "")) : null,
    goal: goal ? Number(goal[1]!.replace(/,/g, "")) : null,
    seasonMonth: MONTHS.find((m) => m.toLowerCase() === (season?.[1] ?? season?.[2] ?? "").toLowerCase()) ?? null,
    resultDays: days ? (Number(days[1]) || numberFromWord(days[1]!)) : null,
    agents: /\bfield agents?\b|\bagents?\b/i.test(a.productDescription),
    dealersRival: /\bagro-?dealers?\b[^.]{0,40}\b(?:push|sell|own brands?|rivals?|compet)/i.test(a.challenges),
    totalBudget: total ? Number(total[1]!.replace(/,/g, "")) : null,
    budgetMonths: total ? Number(total[2]) || numberFromWord(total[2]!) : null,
    place,
  };
}

const SMALL_NUMBERS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];
function numberFromWord(word: string): number | null {
  const i = SMALL_NUMBERS.indexOf(word.toLowerCase());
  return i > 0 ? i : null;
}

/** The first day of the planting month at its next occurrence after the plan starts; null when no month is said. */
export function seasonStart(s: Smallholders, start: Date): Date | null {
  if (!s.seasonMonth) return null;
  const month = MONTHS.findIndex((m) => m === s.seasonMonth);
  const year = start.getUTCFullYear();
  const day = utcDay(year, month, 1);
  return day.getTime() > start.getTime() ? day : utcDay(year + 1, month, 1);
}

/**
 * The last day a sample can be taken for this season: three weeks before planting (the days to a result,
 * then two weeks to buy fertiliser and prepare the land), on a Saturday.
 */
export function lastSamplingDay(s: Smallholders, start: Date): Date | null {
  const season = seasonStart(s, start);
  if (!season) return null;
  const day = new Date(season.getTime() - 21 * 86_400_000);
  while (day.getUTCDay() !== 6) day.setUTCDate(day.getUTCDate() - 1);
  return day;
}

/** Tests an agent can take in a day on a booked group day (the plan's working figure, to check in week one). */
export const TESTS_PER_AGENT_DAY = 15;

/**
 * The goal's arithmetic counted back from planting: weeks of sampling left, sales a week and a day (six
 * working days), and the field agents that takes. Null without a goal or a planting month.
 */
export function smallholderMath(s: Smallholders, start: Date, currencyPrefix: string): string | null {
  const last = lastSamplingDay(s, start);
  if (!s.goal || !last) return null;
  const weeks = Math.max(1, Math.floor((last.getTime() - start.getTime()) / (7 * 86_400_000)) + 1);
  const perWeek = Math.ceil(s.goal / weeks);
  const perDay = Math.ceil(perWeek / 6);
  const agents = Math.ceil(perDay / TESTS_PER_AGENT_DAY);
  const revenue = s.price ? ` The agents' fee per ${s.unit}${s.unit === "soil test" ? " and the lab are" : " is"} paid from the ${currencyPrefix}${formatCount(s.price)} each farmer pays, not from the marketing budget.` : "";
  const soil = s.unit === "soil test";
  return `Counted back from planting: ${s.seasonMonth} planting means the last ${soil ? "sample" : s.unit} for this season on ${dayWithWeekday(last)} (${s.resultDays ? `${numberWord(s.resultDays)} days for the result, then` : soil ? "the days to a result, then" : "then"} about two weeks for the farmer to buy ${soil ? "fertiliser" : "inputs"} and prepare the land). That leaves ${numberWord(weeks)} weeks for ${formatCount(s.goal)} ${s.units}: about ${formatCount(perWeek)} a week, ${formatCount(perDay)} a working day, so about ${formatCount(agents)} field agents at ${TESTS_PER_AGENT_DAY} a day each on booked group days (check that figure against your agents' first week${soil ? `, and that the lab can turn round ${formatCount(perWeek)} samples a week` : ""}).${revenue} If by the end of week three the count is below half that pace, say so early and move the rest to the next season's bookings rather than send results after planting.`;
}

/** The founder's budget a month, read from "KSh 600,000 over six months"; null when not said. */
export function monthlyBudget(s: Smallholders): number | null {
  return s.totalBudget && s.budgetMonths ? Math.round(s.totalBudget / s.budgetMonths) : null;
}

/** {farmUnit} {farmUnits} {farmCrops} {farmAreas} {farmLanguage} {farmMoney} {farmMeeting} {farmLeader} {farmExtension} {farmGroups} {farmStations} {farmConsent} {farmKeyword} {farmInputs} {farmMath} {farmLastDay} {farmSeason} {farmRadioLanguages} {farmPriceSaid} {farmGoal}: a service for smallholder farmers. */
export function smallholderTokens(s: Smallholders | null, start: Date, currencyPrefix: string): Record<string, string> {
  if (!s) return {};
  const last = lastSamplingDay(s, start);
  const p = s.place;
  return {
    farmUnit: s.unit,
    farmUnits: s.units,
    farmUnitsCap: upperFirst(s.units),
    farmCrops: s.crops.length ? joinWords(s.crops) : "their main crops",
    farmAreas: s.areas.length ? joinWords(s.areas) : "{{the two or three areas you start in}}",
    farmAreaFirst: s.areas[0] ?? "{{the first area}}",
    farmLanguage: s.language,
    farmMoney: p.money,
    farmMeeting: p.meeting,
    farmLeader: p.leader,
    farmExtension: p.extension,
    farmGroups: p.groups,
    farmGroupsCap: upperFirst(p.groups),
    farmStations: p.stations,
    farmRadioLanguages: p.radioLanguages,
    farmConsent: p.consent,
    farmKeyword: p.keyword,
    farmInputs: p.inputs,
    farmSeason: s.seasonMonth ? `the ${s.seasonMonth} planting` : "planting",
    farmLastDay: last ? dayWithWeekday(last) : "{{three weeks before planting}}",
    farmPriceSaid: s.price ? `${currencyPrefix}${formatCount(s.price)}` : "{{price}}",
    farmGoal: s.goal ? `${formatCount(s.goal)} ${s.units}` : `{{number}} ${s.units}`,
    farmBudgetMonth: monthlyBudget(s) ? `${currencyPrefix}${formatCount(monthlyBudget(s)!)}` : "{{your monthly budget}}",
    farmResultDays: s.resultDays ? `${numberWord(s.resultDays)} days` : "{{days}} days",
    farmMath:
      smallholderMath(s, start, currencyPrefix) ??
      `Count ${s.units} per agent and per group every Friday, and count back from planting: the last sample of the season has to be taken about three weeks before farmers plant, so the result and the fertiliser arrive in time.`,
  };
}

export const SMALLHOLDER_STRATEGY =
  "going where {audience} already trust people: field agents from their own areas paid per {farmUnit}, booked through {farmGroups}, introduced at {farmMeeting} and by {farmExtension}, agro-dealers as partners rather than rivals, a demo plot farmers can see and radio in {farmRadioLanguages}, with payment by {farmMoney} and results by SMS in {farmLanguage}, all counted back from {farmSeason}";
export const SMALLHOLDER_FOCUS = "{farmUnitsCap} paid by {farmMoney}, counted every Friday by agent, by group and by area, against the last sampling day, {farmLastDay}";

/** "ShambaSoil sells soil tests to smallholder farmers in Kenya on basic phones: …" */
export function smallholderWhat(s: Smallholders, product: string, audience: string, where: string): string {
  return `${product} sells ${s.unit === "soil test" ? s.units : s.unit === "policy" ? "crop insurance" : "its service"} to ${audience} ${where}, most of them on basic phones: they are not on app stores or TikTok, and an online ad reaches the city, not the farm. They buy from people they already trust (a neighbour who is an agent, their group, the extension officer, the agro-dealer, the radio show), pay by ${s.place.money}, and believe what they see on a neighbour's plot.`;
}

/** The strategy's own lines: the season's arithmetic, what the founder tried, the budget that pays for what. */
export function smallholderListening(s: Smallholders, fill: (text: string) => string, challenges = ""): string[] {
  const out = [fill("{farmMath}")];
  if (/\b(?:facebook|meta|instagram|online|google) ads?\b[^.]*\b(?:city|capital|nairobi|lagos|kampala|town|not farmers)\b/i.test(challenges)) {
    out.push(fill("You said online ads reached people in the city, not farmers: so the money here goes on agents, group days, a demo plot and radio in the counties, where every shilling is near a farm."));
  }
  if (s.dealersRival) {
    out.push(fill("You said agro-dealers push their own brands: a result that names fertiliser they stock brings a farmer to their counter with a list, so the plan offers them a commission or a sample drop point instead of a fight."));
  }
  if (monthlyBudget(s)) out.push(fill("Your budget of about {farmBudgetMonth} a month pays for the group days, the demo plots, radio and SMS; the agents are paid per {farmUnit} from the price farmers pay, so the count of agents can grow with the bookings."));
  return out;
}

/**
 * Lines a smartphone app's plan gives that mean nothing to a farmer on a basic phone: app stores,
 * TestFlight, TikTok, subreddits, creators, screen-shared calls, share cards. The checker flags them.
 */
export const SMALLHOLDER_MISFITS =
  /\btestflight\b|\bapp[- ]store\b|\bgoogle play\b|\bplay store\b|\btiktok\b|\bsubreddits?\b|\breddit\b|\bscreen-shared?\b|\bshare (?:sheet|cards?)\b|\bscreenshots?\b|\bstreaks?\b|\bcreators?\b|\binfluencers?\b|\bpremium (?:tier|access)\b|\breels\b|\bproduct hunt\b/i;

/** Some tactic counts back from planting. */
export const SEASON_WORK = /\bplanting\b|\bplanting season\b|\bbefore (?:the )?(?:long |short )?rains\b/i;
/** Some tactic uses people farmers trust: agents, groups, cooperatives, extension officers, chiefs. */
export const TRUSTED_WORK = /\bfield agents?\b|\bfarmer groups?\b|\bcooperatives?\b|\bextension (?:officers?|agents?)\b/i;
/** Some tactic reaches them on their phones: SMS, USSD, a missed call. */
export const BASIC_PHONE_WORK = /\bsms\b|\bussd\b|\bmissed call\b/i;

/** The plan-level gaps the checker reports for a service sold to smallholder farmers. */
export function smallholderGaps(s: Smallholders | null, planText: string): { reason: string; note: string }[] {
  if (!s) return [];
  const out: { reason: string; note: string }[] = [];
  if (!TRUSTED_WORK.test(planText)) {
    out.push({ reason: "No tactic goes through the people smallholder farmers trust (field agents, farmer groups or cooperatives, extension officers): online channels do not reach farmers on basic phones.", note: "Misses who farmers trust" });
  }
  if (!BASIC_PHONE_WORK.test(planText)) {
    out.push({ reason: "No tactic reaches farmers on a basic phone (SMS, USSD or a missed call): most of them have no smartphone.", note: "Leaves out basic phones" });
  }
  if (s.seasonMonth && !SEASON_WORK.test(planText)) {
    out.push({ reason: `Nothing counts back from the ${s.seasonMonth} planting: a result that arrives after planting is worth nothing this season.`, note: "Ignores the planting calendar" });
  }
  return out;
}

/** What the AI prompt states about a service for smallholder farmers. */
export function smallholderFacts(s: Smallholders | null, start: Date, currencyPrefix: string): string[] {
  if (!s) return [];
  const tokens = smallholderTokens(s, start, currencyPrefix);
  const fill = (text: string) => text.replace(/\{(farm[A-Za-z]+)\}/g, (all, k: string) => tokens[k] ?? all);
  return [
    "- Its buyers are smallholder farmers, most on basic phones: no app-store, TestFlight, TikTok, Reddit, creator, share-card or screen-shared-call tactics; online ads reach the city, not farms",
    fill("- Its plan: field agents from the farmers' own areas paid per {farmUnit} (say how many the goal needs), {farmGroups} as the unit of sale, introductions at {farmMeeting} and by {farmExtension} (word them as requests, not promises), agro-dealers as partners (a commission or a sample drop point), a demo plot and a field day, radio call-in shows in {farmRadioLanguages} (name stations only as examples to check), payment by {farmMoney}, an SMS opt-in by keyword or missed call with consent ({farmConsent}), results in {farmLanguage} that name fertiliser farmers can buy locally, and farmers' own words at meetings"),
    fill("- The calendar (the last sample about three weeks before planting). {farmMath}"),
  ];
}
