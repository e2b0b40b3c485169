import type { PlanFormData } from "~/wizard/types";
import { MONTHS } from "./stays";
import { joinWords } from "./words";

/**
 * A maker of drinks with a room where people drink them: a brewery's taproom, a winery's, cidery's or
 * distillery's tasting room. Its drinkers are locals who come back for new releases and a reason to come
 * out on a quiet night, and visitors who tour the area's breweries or wineries; what it sells is regulated
 * (ads only to adults of legal drinking age, state or national rules on promotions and shipping). Read from
 * the founder's first sentence whatever product type the form says: "a craft brewery with a taproom and an
 * online shop" is a place to drink, not a web shop. Pure.
 */
export type Taproom = {
  /** What makes the drink: "brewery", "winery", "cidery", "distillery", "meadery". */
  word: string;
  /** Where people drink it: "taproom" or "tasting room". */
  room: string;
  /** What it makes: "beer", "wine", "cider", "spirits", "mead". */
  drink: string;
  /** What a new drink is called when it comes out: "release" (a new beer), "vintage", "batch". */
  release: string;
  /** Sells online or ships cases, when said ("an online shop shipping mixed cases"). */
  ships: boolean;
  /** What it ships: "mixed cases", "cases", "bottles". */
  parcel: string;
  /** A case's price and size when said: "Mixed cases of 24 cans are $72" → "$72", 24. */
  casePrice: string | null;
  caseSize: number | null;
  /** The town it is in, when the first sentence says ("in Asheville, NC" → "Asheville"). */
  city: string | null;
  /** The US state it is in or ships within ("Asheville, NC", "within North Carolina"), when said. */
  state: string | null;
  /** In the United States: legal drinking age 21. */
  us: boolean;
  /** The nights the founder says are quiet: "Wednesday and Thursday nights are quiet" → ["Wednesday", "Thursday"]. */
  quietNights: string[];
  /** Already there, in the founder's words: a food truck outside, dogs welcome, new releases most months. */
  foodTruck: boolean;
  dogs: boolean;
  /** The growth the goal names: "Taproom sales up 30%" → 30. */
  growth: number | null;
  /** The month the goal names ("by the end of March") → "March". */
  byMonth: string | null;
};

const MAKERS: [RegExp, string, string, string][] = [
  [/\b(?:craft |micro|nano)?brew(?:ery|eries|pub|pubs|ing company|ing co\.?)\b(?!-)/, "brewery", "beer", "release"],
  [/\bcider(?:y|ies| house| mill)\b|\bciderie\b/, "cidery", "cider", "release"],
  [/\bmeader(?:y|ies)\b/, "meadery", "mead", "release"],
  [/\b(?:craft )?distiller(?:y|ies)\b/, "distillery", "spirits", "batch"],
  [/\bwiner(?:y|ies)\b|\bvineyards?\b(?=[^.]{0,60}\btasting room\b)|\bwine estate\b/, "winery", "wine", "vintage"],
  // A taproom or taphouse that names no other maker pours beer.
  [/\btap ?room\b|\btaphouse\b/, "brewery", "beer", "release"],
];

/** Words that make the product something for such places (their software, a delivery app, a tour), not one of them. */
const FOR_THEM =
  /\b(?:apps?|platform|software|saas|tool|system|pos|marketplace|directory|plugin|agency|consultancy|subscription box|tours?|food truck|cart|bakery|caf[eé]|restaurant)\b[^.]{0,40}$/;

/** The first sentence names a brewery, winery, cidery or distillery that is the business itself, with a room to drink in or a name of its own. */
export function taproomWordOf(pitch: string): { word: string; drink: string; release: string } | null {
  const lower = pitch.toLowerCase();
  for (const [re, word, drink, release] of MAKERS) {
    const m = re.exec(lower);
    if (!m) continue;
    if (FOR_THEM.test(lower.slice(0, m.index))) return null;
    if (/\b(?:for|at|near|between|to|from|with) (?:[a-z'-]+ ){0,3}$/.test(lower.slice(0, m.index))) return null;
    return { word, drink, release };
  }
  return null;
}

/** The room people drink in: a taproom, a tasting room, a brewpub, a cellar door. */
const ROOM = /\btap ?rooms?\b|\btasting rooms?\b|\btaphouse\b|\bbrewpub\b|\bcellar door\b|\bbeer garden\b/i;

const STATE_CODES: Record<string, string> = Object.fromEntries(
  "AL Alabama,AK Alaska,AZ Arizona,AR Arkansas,CA California,CO Colorado,CT Connecticut,DE Delaware,FL Florida,GA Georgia,HI Hawaii,ID Idaho,IL Illinois,IN Indiana,IA Iowa,KS Kansas,KY Kentucky,LA Louisiana,ME Maine,MD Maryland,MA Massachusetts,MI Michigan,MN Minnesota,MS Mississippi,MO Missouri,MT Montana,NE Nebraska,NV Nevada,NH New Hampshire,NJ New Jersey,NM New Mexico,NY New York,NC North Carolina,ND North Dakota,OH Ohio,OK Oklahoma,OR Oregon,PA Pennsylvania,RI Rhode Island,SC South Carolina,SD South Dakota,TN Tennessee,TX Texas,UT Utah,VT Vermont,VA Virginia,WA Washington,WV West Virginia,WI Wisconsin,WY Wyoming"
    .split(",")
    .map((pair) => [pair.slice(0, 2), pair.slice(3)]),
);
const STATE_NAME = new RegExp(`\\b(${Object.values(STATE_CODES).join("|")})\\b`);
const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/**
 * "A craft brewery with a taproom in Asheville, NC, and an online shop shipping mixed cases within North
 * Carolina", "Wednesday and Thursday nights are quiet", "Taproom sales up 30% … by the end of March": the
 * room and the facts its plan needs. Null for anything else.
 */
export function readTaproom(a: PlanFormData, pitch: string, country: string | null): Taproom | null {
  const found = taproomWordOf(pitch);
  if (!found) return null;
  if (["developer", "b2b-smb", "b2b-enterprise"].includes(a.audienceType)) return null;
  // A maker with a room people drink in; a brewery that only sells to bars and shops is a producer (wholesale.ts).
  if (!ROOM.test(a.productDescription)) return null;
  const text = `${a.productDescription} ${a.localRegion ?? ""}`;
  const code = /,\s*([A-Z]{2})\b(?!\.\w)/.exec(`${a.productDescription} ${a.localRegion ?? ""}`)?.[1];
  const state = (code && STATE_CODES[code]) || STATE_NAME.exec(text)?.[1] || null;
  const room = /\btasting room\b/i.test(a.productDescription) || ["winery", "distillery"].includes(found.word) && !/\btap ?room\b/i.test(a.productDescription) ? "tasting room" : "taproom";
  const ships = /\b(?:online shop|online store|web ?shop|ships?|shipping|delivers?|delivery)\b/i.test(a.productDescription);
  const parcel = /\bmixed cases?\b/i.test(a.productDescription) ? "mixed cases" : /\bcases?\b/i.test(a.productDescription) ? "cases" : found.drink === "beer" || found.drink === "cider" ? "mixed packs" : "bottles";
  const casePrice = /\b(?:mixed )?cases? (?:of (\d{1,2}) [a-z]+ )?(?:are|is|at|for|cost)?\s*([$£€]\s?\d{2,3}(?:\.\d{2})?)/i.exec(a.productDescription);
  const quiet = new RegExp(`\\b((?:${DAYS.join("|")})s?(?:(?:,| and| or| &) (?:${DAYS.join("|")})s?)*)\\b[^.]{0,20}\\b(?:are|is|feel|get|stay)? ?(?:quiet|slow|dead|empty)\\b`, "i").exec(`${a.challenges} ${a.productDescription}`);
  const growth = /\b(?:up|grow|increase|raise|more)\b[^.%]{0,30}?\b(\d{1,3})\s?%|\b(\d{1,3})\s?%\s*(?:more|up|growth|increase)\b/i.exec(a.successMetrics);
  const month = new RegExp(`\\b(?:by|before|until|end of)\\s+(?:the\\s+end\\s+of\\s+)?(${MONTHS.join("|")})\\b`, "i").exec(a.successMetrics);
  const city = /\bin ([A-Z][A-Za-z.'-]+(?: [A-Z][A-Za-z.'-]+){0,2}),\s*(?:[A-Z]{2}\b|[A-Z][a-z]+)/.exec(pitch)?.[1] ?? null;
  return {
    word: found.word,
    room,
    city,
    drink: found.drink,
    release: found.release,
    ships,
    parcel,
    casePrice: casePrice?.[2]?.replace(/\s/, "") ?? null,
    caseSize: casePrice?.[1] ? Number(casePrice[1]) : null,
    state,
    us: country === "United States" || state !== null,
    quietNights: quiet ? DAYS.filter((d) => new RegExp(`\\b${d}`, "i").test(quiet[1]!)) : [],
    foodTruck: /\bfood trucks?\b/i.test(a.productDescription),
    dogs: /\bdog[- ]friendly\b|\bdogs (?:are )?welcome\b/i.test(a.productDescription),
    growth: growth ? Number(growth[1] ?? growth[2]) : null,
    byMonth: month?.[1] ? MONTHS.find((m) => m.toLowerCase() === month[1]!.toLowerCase())! : null,
  };
}

/** Who checks the rules on alcohol promotions and shipping: the state's regulator, named where we know its name. */
export function taproomRegulator(t: Taproom): string {
  if (t.state === "North Carolina") return "the NC ABC Commission";
  if (t.state) return `${t.state}'s alcohol regulator (its ABC board or liquor control agency)`;
  return t.us ? "your state's alcohol regulator" : "your licensing authority";
}

/**
 * {tapWord} {tapRoom} {tapDrink} {tapDrinks} {tapRelease} {tapParcel} {tapAge} {tapAgeRule} {tapRegulator} {tapState}
 * {tapQuiet} {tapQuietOne} {tapCity} {tapListing} {tapCategory} {untappdHaunt} {untappdHaunt2} {tapGrowth} {tapBy} {tapMath} {tapCase} {tapShipRule} {tapShipLine} {tapExtras}: a brewery's, winery's
 * or distillery's room; slots where the answers do not say.
 */
export function taproomTokens(t: Taproom | null, place: string): Record<string, string> {
  const untappd = !t || ["beer", "cider", "mead"].includes(t.drink);
  const city = t?.city ?? (place.split(/,| and /)[0]!.trim() || "your town");
  const quiet = t?.quietNights.length ? t.quietNights : [];
  const regulator = t ? taproomRegulator(t) : "your state's alcohol regulator";
  const age = t?.us === false ? "of legal drinking age" : "21 and over";
  const growth = t?.growth ? `${t.growth}%` : "{{your growth target}}";
  const room = t?.room ?? "taproom";
  return {
    tapWord: t?.word ?? "brewery",
    tapRoom: room,
    tapDrink: t?.drink ?? "beer",
    tapDrinks: t?.drink === "spirits" ? "spirits" : `${t?.drink ?? "beer"}s`,
    tapRelease: t?.release ?? "release",
    tapParcel: t?.parcel ?? "mixed cases",
    tapAge: age,
    tapAgeRule: t?.us === false
      ? "only to adults of legal drinking age where they live (check each platform's alcohol ad policy)"
      : "only to people 21 and over (Meta requires it for alcohol ads in the US; check Google's alcohol ad policy before any search ad)",
    tapRegulator: regulator,
    tapState: t?.state ?? "your state",
    tapQuiet: quiet.length ? `${joinWords(quiet)} nights` : "your quietest nights",
    tapQuietOne: quiet[0] ?? "{{your quietest night}}",
    tapCity: city,
    tapListing: untappd ? "Untappd" : "your website",
    tapCategory: t?.word === "winery" ? "'Winery'" : t?.word === "distillery" ? "'Distillery'" : t?.word === "brewery" || !t ? "'Brewery', or 'Brewpub' if you serve food you cook" : "the one closest to what you make",
    untappdHaunt: untappd ? " and Untappd" : "",
    untappdHaunt2: untappd ? "Untappd, " : "",
    tapGrowth: growth,
    tapBy: t?.byMonth ? `the end of ${t.byMonth}` : "the end of the quarter",
    tapMath: taproomMath(t, place),
    tapCase: t?.casePrice ? `${t.caseSize ? `${t.caseSize}-can ` : ""}${t.parcel.replace(/s$/, "")} at ${t.casePrice}` : `a ${t?.parcel.replace(/s$/, "") ?? "mixed case"}`,
    tapShipRule: t?.state
      ? `shipping only within ${t.state}, to adults 21 and over, with the adult-signature delivery your carrier's alcohol agreement requires (check with ${regulator} what your permit allows)`
      : `with the adult-signature delivery your carrier's alcohol agreement requires (check with ${regulator} what your licence allows)`,
    tapShipLine: t?.ships ? `\n\nCan't make it? ${t.casePrice ? `${t.caseSize ? `${t.caseSize}-can ` : ""}${t.parcel.replace(/s$/, "")}s are ${t.casePrice}` : `Our ${t.parcel} ship`}${t.state ? `, shipped within ${t.state} to adults ${t.us ? "21 and over" : "of legal drinking age"}` : ""}: {{link to the shop}}` : "",
    tapExtras: joinWords([t?.foodTruck ? "the food truck outside" : "", t?.dogs ? "dogs welcome" : ""].filter(Boolean)) || "{{what else is on}}",
  };
}

/** The goal's arithmetic, as far as the founder's words go: where 30% more in the room comes from, with last year's number as a slot. */
export function taproomMath(t: Taproom | null, place: string): string {
  place = t?.city ?? place;
  const room = t?.room ?? "taproom";
  const quiet = t?.quietNights.length ? `${joinWords(t.quietNights)} nights` : "the quiet nights";
  const pct = t?.growth ? `${t.growth}%` : "the growth you want";
  const ratio = t?.growth ? 1 + t.growth / 100 : null;
  const target = ratio ? `{{last year's ${room} sales for the same weeks}} × ${ratio.toFixed(2).replace(/0$/, "")}` : `{{last year's ${room} sales for the same weeks}} plus ${pct}`;
  return `${pct} more ${room} sales means ${target} by ${t?.byMonth ? `the end of ${t.byMonth}` : "the end of the quarter"}. It comes from three places: more people on ${quiet}, visitors to ${place || "the area"} who find you, and regulars who come a little more often and spend a little more a visit. Assumption: the quiet nights hold most of the room to grow; count sales per night every week against the same week last year, and put your own numbers in after a month.`;
}

/** The goal line of a taproom's strategy, whatever goal the form says. */
export const TAPROOM_STRATEGY =
  "growing {tapRoom} sales {tapGrowth} by {tapBy}: a weekly calendar that gives people a reason to come on {tapQuiet}, each new {tapRelease} announced to a list, visitors to {tapCity} sent by hotels, tours and the {tapDrink} trail, and regulars who come more often";
export const TAPROOM_FOCUS = "Sales in the {tapRoom}: up {tapGrowth} by {tapBy}, counted per night against the same week last year, with {tapQuiet} filled first";

/** "Hopcraft Brewing is a brewery with a taproom in Asheville…: its drinkers are locals who come back…" */
export function taproomWhat(t: Taproom, product: string, audience: string, where: string): string {
  return `${product} is a ${t.word} with a ${t.room} ${t.city ? `in ${t.city}` : where}${t.ships ? ` that also ships ${t.parcel}` : ""}, for ${audience}: locals come back for a new ${t.release} and a reason to come out on a quiet night, and visitors find it on a trip to ${t.city ?? where.replace(/^in /, "")}'s ${t.drink} scene.`;
}

/**
 * The strategy's own lines: the arithmetic, the law on alcohol marketing, the first week, and what the
 * founder said did not work (Instagram likes from far away, a deal site's one-time visitors).
 */
export function taproomListening(t: Taproom, start: Date, fill: (text: string) => string, challenges = ""): string[] {
  const out = [fill("{tapMath}")];
  out.push(fill(`Alcohol is regulated: every ad and boosted post goes {tapAgeRule}, and before any drink discount, free drink, giveaway or shipping change, check with {tapRegulator}${t.state ? `: ${t.state}'s rules on price promotions are not the same as other states'` : ""}. The tactics here lean on events, releases and perks that are not a cheaper drink.`));
  const tried = [
    /\binstagram\b[^.]*\b(?:no|not|nothing|didn'?t|did not|only|likes)\b/i.test(challenges) ? "Instagram posts" : null,
    /\b(?:groupon|deal sites?|discount sites?|coupons?)\b/i.test(challenges) ? "a deal site" : null,
  ].filter((x): x is string => x !== null);
  if (tried.length) {
    out.push(`You said ${joinWords(tried)} did not bring people back, so no tactic leans on ${tried.length > 1 ? "them" : "it"}: posts here announce a date (a ${t.release}, a trivia night) to people who can come, and nothing gives a discount to strangers.`);
  }
  const month = start.getUTCMonth();
  if (month <= 1 || month === 11) {
    out.push(fill("January and February are the slow months for most rooms: the calendar for {tapQuiet} starts in week 1, and the dates people already go out for (the Super Bowl in February, St Patrick's Day and college basketball in March) go on it early."));
  }
  return out;
}

/**
 * Lines a shop's or bakery's plan gives that mean nothing to a brewery's taproom: pre-orders and
 * collection slots, seasonal specials, a staff perk card, the till, "come in and say hello", a search ad
 * within a short drive of the shop. The checker flags any plan (built-in or AI) that says them to one.
 */
export const TAPROOM_MISFITS =
  /\bpre-?orders?\b|\bseasonal specials?\b|\bstaff perk cards?\b|\bby the till\b|\bat the till\b|\bcollection slots?\b|\bcome in,? say hello\b|\bwithin (?:a short drive|2 to 5 km) of the shop\b|\bfirst appointment\b|\bback to school\b|\bhaircut\b/i;

/** Some tactic gives people a dated reason to come to the room: an event night, a release day, trivia, live music. */
export const TAPROOM_CALENDAR_WORK = /\b(?:trivia|quiz night|live music|release (?:day|party|night)|run club|food truck (?:rota|schedule)|events? calendar|tap takeover|tasting night)\b/i;

/** Drink promotions a state's alcohol rules often limit: free drinks, happy hours, two-for-one, bottomless. */
const DRINK_PROMO = /\bfree (?:pints?|drinks?|beers?|glass(?:es)? of (?:wine|cider)|flights?|shots?|rounds?)\b|\bhappy hours?\b|\b(?:2|two)[- ]for[- ](?:1|one)\b|\bbogo\b|\bbottomless\b|\bhalf[- ]price (?:pints?|drinks?|beers?)\b/i;

/** Paid ads for alcohol that do not say who may see them: 21 and over in the US, the legal age elsewhere. */
const PAID_AD = /\b(?:meta|facebook|instagram|google|search|social|boost(?:ed)?)\b[^.]{0,40}\b(?:ads?|campaign|posts?)\b/i;
const AGE_GATE = /\b21\b|\blegal drinking age\b|\bdrinking age\b/i;

/**
 * What the checker says when a taproom's plan misses what its goal needs: no dated reason to come in (the
 * room's sales goal grows on event nights and releases), or paid ads without the drinking-age audience.
 */
export function taproomGaps(t: Taproom | null, metrics: string, tactics: { text: string; paid: boolean }[]): string[] {
  if (!t) return [];
  const out: string[] = [];
  const all = tactics.map((x) => x.text).join("\n");
  if (!TAPROOM_CALENDAR_WORK.test(all)) {
    out.push(`Your goal is "${metrics}", and no tactic gives people a dated reason to come to the ${t.room} (trivia, live music, a release day, a food truck rota): a ${t.room}'s sales grow on the nights something is on.`);
  }
  // "A free pint with every check-in", "happy hour 5-7": drink promotions the state's rules limit, said without a check.
  const promo = tactics.find((x) => DRINK_PROMO.test(x.text) && !/\bcheck (?:with|first)\b/i.test(x.text));
  if (promo) {
    out.push(`"${DRINK_PROMO.exec(promo.text)![0]}" is a drink promotion, and ${t.us ? "state" : "local"} rules limit free drinks, happy hours and cheaper drinks: check with ${taproomRegulator(t)} first, or offer a perk that is not a cheaper drink (an event, the first chance at a release, merchandise).`);
  }
  const ads = tactics.filter((x) => x.paid && PAID_AD.test(x.text) && !AGE_GATE.test(x.text));
  if (ads.length) {
    out.push(`A paid ad for ${t.drink} must go only to people ${t.us ? "21 and over" : "of legal drinking age"}, and the plan's ad does not say so: set the audience's age and check the platform's alcohol policy.`);
  }
  return out;
}

/** What the AI prompt states about a taproom: what it is, what its plan is made of, the law, the arithmetic. */
export function taproomFacts(t: Taproom | null, place: string): string[] {
  if (!t) return [];
  const k = taproomTokens(t, place);
  return [
    `- A ${t.word} with a ${t.room}, not a web shop or a bakery, whatever the product type says: no pre-orders, collection slots, seasonal specials, staff perk cards, 'at the till' or 'come in and say hello' lines. Its drinkers are locals who come for a new ${t.release} or something on (trivia, live music, a food truck), and visitors to ${k.tapCity} touring its ${t.drink} scene`,
    `- Its plan: a weekly ${t.room} calendar that gives people a reason to come on ${k.tapQuiet} (trivia, live music, a food truck rota, run club, dog night), each new ${t.release} announced to an email list gathered in the ${t.room}, the Google Business Profile and its listing on the apps drinkers use (Untappd for beer: claim the brewery page, list events; say to check Untappd for Business's current price rather than stating it), hotel and B&B front desks, tour companies and the local ${t.drink} trail or visitor centre for visitors, a mug club or membership, collaborations with other makers and local food businesses, local festivals (dates to check)${t.ships ? `, and ${t.parcel} offered to people already in the ${t.room}` : ""}`,
    `- The law: ads and boosted posts ${k.tapAgeRule}; promotions (discounts, free drinks, happy hours, giveaways) and shipping follow state rules, so tell them to check with ${k.tapRegulator} rather than stating what is allowed${t.ships ? `; ${t.parcel} ${k.tapShipRule}` : ""}`,
    `- Week 1, however few hours the founder has: the calendar's first event booked for ${k.tapQuietOne === "{{your quietest night}}" ? "the quietest night" : `a ${k.tapQuietOne}`}, the Google profile checked and the email sign-up on the tables; the rest is set up one tactic at a time after that`,
    `- The goal's arithmetic: ${k.tapMath}`,
  ];
}
