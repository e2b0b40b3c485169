import type { PlanFormData } from "~/wizard/types";
import { sentencesOf } from "./channels";
import { USD, currencyOf, money, type Currency } from "./money";
import { joinWords, numberFrom, rewrite } from "./words";
import { neighbourhoodOf } from "./local-trade";

/**
 * A show the founder makes (a podcast, a YouTube channel, a newsletter) whose goal is sponsors or
 * advertisers ("Three paying sponsors at £400 an episode by September"): the audience it has (downloads
 * an episode), the price asked, the rule the founder sets on which brands they will carry ("I don't want
 * to read ads for products I wouldn't use on a farm") and the events the audience goes to. The plan sells
 * sponsorship: the listeners are the audience, the brands are the buyers.
 * Pure: shared by the reading, the planner's tokens, the checker and the AI prompt.
 */

export type Medium = "podcast" | "YouTube channel" | "newsletter";

export type Sponsorship = {
  medium: Medium;
  /** What the audience is called: "listeners", "viewers", "readers". */
  audienceWord: string;
  /** One unit of the show: "episode", "video", "issue". */
  unit: string;
  /** What is counted per unit: "downloads", "views", "subscribers". */
  reachWord: string;
  /** Downloads (views, subscribers) per episode, as the founder gives them; null when they do not. */
  reach: number | null;
  /** The price asked per episode, in the founder's currency, and how they wrote it ("£400"); null when not given. */
  price: { amount: number; currency: Currency; written: string } | null;
  /** How many sponsors the goal names ("three paying sponsors" → 3). */
  sponsors: number | null;
  /** The founder's rule on which brands they will carry, in their words; null when they set none. */
  rule: string | null;
  /** The events the audience goes to, as the founder named them ("Oxford Real Farming Conference"). */
  events: string[];
  /** What the audience buys, in the founder's words ("seeds, tools, fencing and courses"); null when not said. */
  buys: string | null;
  /** The town a local show is written for ("Stroud and the Five Valleys"): its sponsors are local businesses, not brands. */
  local: string | null;
  /** What a reader pays to support it, when said: "paying supporters at £5 a month" → "£5 a month". */
  supporters: string | null;
};

/** The goal is sponsors or advertisers: "three paying sponsors", "sponsorship income", "ad revenue". */
export const SPONSOR_GOAL = /\bsponsors?\b|\bsponsorships?\b|\badvertisers?\b|\bad (?:revenue|income|sales)\b|\bbrand deals?\b/i;

const MEDIA: [Medium, RegExp, Pick<Sponsorship, "audienceWord" | "unit" | "reachWord">][] = [
  ["podcast", /\bpodcasts?\b/i, { audienceWord: "listeners", unit: "episode", reachWord: "downloads" }],
  ["YouTube channel", /\byoutube\b/i, { audienceWord: "viewers", unit: "video", reachWord: "views" }],
  ["newsletter", /\bnewsletters?\b|\bsubstack\b|\bbeehiiv\b/i, { audienceWord: "readers", unit: "issue", reachWord: "subscribers" }],
];


/** "4,500", "4.5k", "12k" → a number. */
function figure(text: string): number {
  const k = /k$/i.test(text);
  const n = Number(text.replace(/k$/i, "").replace(/,/g, ""));
  return k ? Math.round(n * 1000) : n;
}

/** "about 4,500 downloads per episode", "12k views a video", "3,000 subscribers". */
function readReach(text: string, reachWord: string): number | null {
  const per = /(\d[\d,.]*k?)\s+(?:downloads|listens|plays|views)\s+(?:per|an?|each|every)\s+(?:episode|video|show)\b/i.exec(text);
  if (per) return figure(per[1]!);
  if (reachWord === "subscribers") {
    const subs = /(\d[\d,.]*k?)\s+(?:free\s+)?(?:subscribers|readers)\b/i.exec(text);
    if (subs) return figure(subs[1]!);
  }
  return null;
}

/** "£400 an episode", "$500 per video", "€300 a spot". */
const PRICE = /([$€£])\s?(\d[\d,]*)\s+(?:an?|per|each)\s+(?:episode|video|issue|spot|read|show|send)\b/i;

/** A sentence setting which ads the founder will carry: "I don't want to read ads for products I wouldn't use". */
const ADS_CARRIED = /\b(?:read|run|carry|take|do|voice|promote|advertise|endorse)\b[^.]{0,25}\b(?:ads?|adverts?|sponsors?|sponsorships?|brands?|products?)\b/i;
const RULE_WORDS = /\b(?:don't want|do not want|won't|will not|never|only|refuse|wouldn't|would not)\b/i;

/** "Oxford Real Farming Conference", "the Royal Welsh Show"; "local agricultural shows". */
const NAMED_EVENT = /\b((?:[A-Z][\w'’&-]*\s){1,5}(?:Conference|Show|Fair|Festival|Expo|Summit|Convention|Week))\b/g;
const GENERIC_EVENT = /\b((?:local |county |regional )?(?:agricultural|farm|county|food|craft|garden|horticultural|beer|music|film|book) (?:shows|fairs|festivals))\b/gi;

/** The sponsorship the founder is after, or null when the goal names no sponsors or the product is no show. */
export function readSponsorship(a: PlanFormData): Sponsorship | null {
  const about = `${a.productName}. ${a.productDescription}`;
  if (!SPONSOR_GOAL.test(a.successMetrics)) return null;
  const medium = MEDIA.find(([, re]) => re.test(about));
  if (!medium) return null;
  const [name, , words] = medium;
  const all = `${a.productDescription} ${a.successMetrics} ${a.challenges}`;
  const price = PRICE.exec(`${a.successMetrics} ${a.productDescription} ${a.challenges}`);
  const currency = price ? (currencyOf(price[1]!) ?? USD) : USD;
  const sponsors = /\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\s+(?:paying\s+|regular\s+|new\s+)?(?:sponsors|advertisers)\b/i.exec(a.successMetrics);
  const rule = [a.challenges, a.productDescription].flatMap(sentencesOf).find((s) => ADS_CARRIED.test(s) && RULE_WORDS.test(s)) ?? null;
  const eventText = `${a.audiencePersona} ${a.productDescription} ${a.challenges}`;
  const events = [
    ...[...eventText.matchAll(NAMED_EVENT)].map((m) => m[1]!.replace(/^(?:The|Like|At|And|Or)\s+/, "").trim()),
    ...[...eventText.matchAll(GENERIC_EVENT)].map((m) => m[1]!.toLowerCase()),
  ];
  return {
    medium: name,
    ...words,
    reach: readReach(all, words.reachWord),
    price: price ? { amount: Number(price[2]!.replace(/,/g, "")), currency, written: `${price[1]}${price[2]}` } : null,
    sponsors: numberFrom(sponsors?.[1]),
    rule: rule ? rule.trim().replace(/[.!…]+$/, "") : null,
    events: [...new Set(events)],
    buys: /\b(?:they|who|listeners|viewers|readers)\s+buy\s+([^.;]+?)(?=,\s*(?:and\s+)?(?:trust|go|listen|read|watch|follow)\b|[.;]|$)/i.exec(a.audiencePersona)?.[1]?.trim() ?? null,
    local: a.audienceGeography === "local" && a.localRegion?.trim() ? neighbourhoodOf(a.localRegion) : null,
    supporters: /\b(?:paying )?(?:supporters|members|patrons)\b[^.;]{0,20}?\b(?:at|for|paying)\s+([£$€]\s?\d+(?:\.\d\d)?\s*(?:a|per|\/)\s*(?:month|year))/i.exec(a.productDescription)?.[1] ?? null,
  };
}

/**
 * Typical rates for a host-read spot, in US dollars per thousand downloads: ROUGH, from what podcast ad
 * marketplaces publish (AdvertiseCast's rate survey puts 30- and 60-second spots at roughly $18-$25, and
 * host-read spots on small shows often sell for up to about $40). About £15-£30.
 */
export const TYPICAL_CPM_USD = { low: 20, high: 40 } as const;

/** The price per thousand downloads (CPM) the asked price comes to: £400 for 4,500 downloads → 89. */
export function cpmOf(price: number, reach: number): number {
  return Math.round((price * 1000) / reach);
}

const count = (n: number) => n.toLocaleString("en-US");

const NUMBER_NAMES = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];

/** "£89", in the price's currency: a figure already in it. */
const inCurrency = (amount: number, currency: Currency) => `${currency.prefix}${count(Math.round(amount))}`;

/**
 * The arithmetic of the price, said plainly: "£400 for about 4,500 downloads is a CPM of about £89 (the
 * price per thousand downloads), against roughly £15-£30 for a typical host-read spot…". A general rule
 * when the answers give no numbers.
 */
export function sponsorNote(s: Sponsorship): string {
  const currency = s.price?.currency ?? USD;
  const low = money(TYPICAL_CPM_USD.low, currency);
  const high = money(TYPICAL_CPM_USD.high, currency);
  const typical = `roughly ${low}-${high} per thousand ${s.reachWord} for a typical host-read spot (a rough figure from the rate cards ad marketplaces publish, not a quote)`;
  if (!s.price || !s.reach) {
    return `Sponsors compare shows by the price per thousand ${s.reachWord} (the CPM): ${typical}. Divide your price by your ${s.reachWord} per ${s.unit} in thousands before you quote it, and say what else the package holds when it comes out higher.`;
  }
  const cpm = cpmOf(s.price.amount, s.reach);
  // The typical rates as the plan prints them (£15, £30), so the spot's worth follows from what the founder reads.
  const printed = (usd: number) => Number(money(usd, currency).replace(/[^\d.]/g, ""));
  const fair = (rate: number) => inCurrency(Math.round((rate * s.reach!) / 1000 / 5) * 5, currency);
  const lowFair = fair(printed(TYPICAL_CPM_USD.low));
  const highFair = fair(printed(TYPICAL_CPM_USD.high));
  if (cpm <= printed(TYPICAL_CPM_USD.high)) {
    return `${s.price.written} for about ${count(s.reach)} ${s.reachWord} is a CPM of about ${inCurrency(cpm, currency)} (the price per thousand ${s.reachWord}), within ${typical}: a price a brand's marketing lead can say yes to.`;
  }
  return (
    `${s.price.written} for about ${count(s.reach)} ${s.reachWord} is a CPM of about ${inCurrency(cpm, currency)} (the price per thousand ${s.reachWord}), against ${typical}; at those rates one spot is worth about ${lowFair}-${highFair}. ` +
    `A niche audience that brands cannot reach anywhere else can command more, but not on the spot alone: sell ${s.price.written} as a package (the host-read spot, a line and a link in the show notes, a mention to your mailing list or in your social posts, and a day together at an event your ${s.audienceWord} go to), or set the price of the spot honestly at about ${lowFair}-${highFair} and let the package carry the rest.`
  );
}

const NO_SHOW: Sponsorship = {
  medium: "podcast", audienceWord: "listeners", unit: "episode", reachWord: "downloads",
  reach: null, price: null, sponsors: null, rule: null, events: [], buys: null, local: null, supporters: null,
};

/** Where a show can sell its spots without selling them itself, and what those places keep. */
const MARKETPLACES: Record<Medium, string> = {
  podcast: "Acast, Podcorn and AdvertiseCast",
  "YouTube channel": "YouTube BrandConnect and Passionfroot",
  newsletter: "beehiiv's Ad Network, Paved and Passionfroot",
};

/**
 * {medium} {listeners} {showUnit} {reach} {askPrice} {pilotPrice} {sponsorMath} {sponsorRule} {sponsorTest}
 * {sponsorEvents} {adMarketplaces} {hear} {notes} {onAir} {charts}: a sponsorship's facts for the library's texts; slots for what the
 * founder did not say.
 */
export function sponsorshipTokens(a: PlanFormData): Record<string, string> {
  // Every plan has the tokens (only a sponsor-selling show's tactics use them): a podcast's words, with slots.
  return tokensOf(readSponsorship(a) ?? NO_SHOW);
}

/** The same tokens from a sponsorship already read (the plan view's toolkit has the reading, not the answers). */
export function tokensOf(s: Sponsorship): Record<string, string> {
  const price = s.price;
  const target = s.reach ? Math.max(50, Math.round((s.reach * 0.03) / 10) * 10) : null;
  const half = price ? `${price.currency.prefix}${count(Math.round(price.amount / 2 / 5) * 5)}` : "{{half your price}}";
  return {
    medium: s.medium,
    listeners: s.audienceWord,
    showUnit: s.unit,
    reachWord: s.reachWord,
    hear: { podcast: "hear", "YouTube channel": "watch", newsletter: "read" }[s.medium],
    notes: { podcast: "show notes", "YouTube channel": "video description", newsletter: "issue" }[s.medium],
    onAir: { podcast: "Read on air", "YouTube channel": "Say on camera", newsletter: "Write at the top of the issue" }[s.medium],
    charts: {
      podcast: "Apple Podcasts and Spotify charts in your category",
      "YouTube channel": "YouTube search and the channels your viewers comment on",
      newsletter: "Substack and beehiiv leaderboards in your category",
    }[s.medium],
    adRoute: { podcast: "Podcast ad marketplaces", "YouTube channel": "Sponsorship marketplaces", newsletter: "Newsletter ad networks" }[s.medium],
    sponsorsWanted: s.sponsors ? `${NUMBER_NAMES[s.sponsors] ?? count(s.sponsors)} sponsor${s.sponsors === 1 ? "" : "s"}` : "a few sponsors",
    surveyTarget: target ? `At least ${count(target)} survey answers (about 3% of your ${count(s.reach!)} ${s.reachWord} per ${s.unit})` : "At least 100 survey answers",
    // A list to tick from: "seeds, tools, fencing and courses" → "seeds, tools, fencing, courses".
    buys: s.buys ? s.buys.replace(/,?\s+and\s+(?=[^,]+$)/, ", ") : `{{what your ${s.audienceWord} buy}}`,
    reach: s.reach ? `about ${count(s.reach)} ${s.reachWord} per ${s.unit}` : `{{${s.reachWord} per ${s.unit}}}`,
    reachFigure: s.reach ? `about ${count(s.reach)}` : `{{${s.reachWord} per ${s.unit}}}`,
    askPrice: price ? `${price.written} per ${s.unit}` : `{{your price per ${s.unit}}}`,
    pilotPrice: half,
    sponsorMath: sponsorNote(s),
    sponsorRule: s.rule
      ? `You said "${s.rule}", so that is the filter: a brand goes on the list only if you use it or would use it yourself, and you say no to the rest, however much they offer.`
      : `Put only brands you use or would use yourself on the list: ${s.audienceWord} hear the difference, and one ad you don't believe costs more trust than it earns.`,
    sponsorTest: s.rule ? "would I use this myself, as I said I would only read ads for products I'd use?" : "would I use this myself?",
    sponsorEvents: s.events.length ? joinWords(s.events) : `{{the events your ${s.audienceWord} go to}}`,
    // A tactic's name is read before anything is filled in: no {{slot}} in it, only the events the founder named.
    atSponsorEvents: s.events.length ? `: at ${joinWords(s.events)}` : "",
    adMarketplaces: MARKETPLACES[s.medium],
    newsTown: s.local ?? "{{your town}}",
    supporterPrice: s.supporters ?? "{{what a supporter pays}}",
  };
}

/**
 * Sums in a sentence about what a sponsor pays ("£400 an episode", "a CPM of about £89", "a pilot at
 * £200 an episode") are the show's income, not the plan's spending.
 */
export const SPONSOR_INCOME =
  /\b(?:sponsors?|sponsorship|advertisers?|brands?|cpm|per thousand|an? (?:episode|video|issue|spot)|per (?:episode|video|issue|spot)|pilot|package|rate card|media kit)\b/i;


/** "I have no media kit and have never sold sponsorship": the founder starts without the seller's basics. */
const FIRST_SALE = /\b(?:no media kit|never sold|haven't sold|have not sold|no sponsors yet|never had (?:a )?sponsors?|no rate card)\b/i;

/**
 * What the strategy says about selling sponsorship, from the founder's own words: the rule on which
 * brands (as the filter), a first sale (survey, media kit, pilot), the price's arithmetic in one line,
 * and the ad load that keeps the audience ("without losing listeners").
 */
export function sponsorStrategy(a: PlanFormData, s: Sponsorship): string[] {
  const out: string[] = [];
  if (s.rule) {
    out.push(`You said "${s.rule}", so that is the filter on every sponsor: only brands you use or would use yourself go on the list, and the others get a polite no, whatever they offer.`);
  }
  const first = [a.challenges, a.productDescription].flatMap(sentencesOf).find((x) => FIRST_SALE.test(x));
  if (first) {
    out.push(`You said "${first.trim().replace(/[.!…]+$/, "")}", so the plan starts with a listener survey and a one-page media kit, and the first sponsor comes in on a discounted pilot written up as a case study.`);
  }
  if (s.price && s.reach) {
    const cpm = cpmOf(s.price.amount, s.reach);
    const high = Number(money(TYPICAL_CPM_USD.high, s.price.currency).replace(/[^\d.]/g, ""));
    if (cpm > high) {
      out.push(
        `${s.price.written} per ${s.unit} for about ${count(s.reach)} ${s.reachWord} is a CPM of about ${inCurrency(cpm, s.price.currency)}, well above the roughly ${money(TYPICAL_CPM_USD.low, s.price.currency)}-${money(TYPICAL_CPM_USD.high, s.price.currency)} per thousand ${s.reachWord} a typical host-read spot fetches (rough figures): a niche audience can command more, so the plan sells ${s.price.written} as a package, not a spot alone (the media kit tactic does the sums).`,
      );
    }
  }
  const keep = new RegExp(`\\bwithout losing (?:${s.audienceWord}|listeners|viewers|readers|subscribers|the audience)\\b`, "i").exec(a.successMetrics);
  if (keep) {
    out.push(
      `To keep ${s.audienceWord}, every ${s.unit} carries one host-read spot, clearly marked as sponsored (two at most), and each ${s.unit}'s ${s.reachWord} are checked weekly${s.reach ? ` against your ${count(s.reach)}` : ""} before another sponsor is added.`,
    );
  }
  return out;
}

/**
 * A newsletter that sells sponsorship: the library's sponsorship texts are written for a show people hear
 * (a host reads a 60-second spot, an episode airs); a newsletter's writer writes a sponsor note, and an issue goes out.
 */
const IN_A_NEWSLETTER: [RegExp, string][] = [
  [/\bHost-read spot for (.+?) \(about 60 seconds\):/g, "Sponsor note for $1 (a short paragraph):"],
  [/\bHost-read ads in the show's own voice\b/g, "Sponsor notes in the newsletter's own voice"],
  [/\bhost-read spots\b/g, "sponsor notes in your own words"],
  [/\b([Aa]) host-read spot\b/g, "$1 sponsor note in your own words"],
  [/\bhost-read spot\b/g, "sponsor note in your own words"],
  [/\bhost-read only\b/g, "sponsor notes in your own words only"],
  [/\ba podcast host recommended\b/g, "a newsletter writer recommended"],
  [/\bYour hosting platform's download stats\b/g, "Your newsletter platform's open and click stats"],
  [/\byour hosting stats \(the average over the last ten issues, 30 days after release\) and the share from each app\b/g, "your newsletter platform's stats (the average over the last ten issues) and the open rate"],
  [/\byour hosting stats\b/g, "your newsletter platform's stats"],
  [/\ba download count\b/g, "a subscriber count"],
  [/\b(?:of )?about 60 seconds\b/g, "a short paragraph"],
  [/\bthe host's\b/g, "the writer's"],
  [/\bthe host\b/g, "the writer"],
  [/\bhosts\b/g, "writers"],
  [/\bI only read ads\b/g, "I only carry ads"],
  [/\bRead the invitation below at the start of\b/g, "Put the invitation below at the top of"],
  [/\bin the issue of each issue\b/g, "in each issue"],
  [/\bin the issue too\b/g, "at the end of the issue too"],
  [/\bThe show:/g, "The newsletter:"],
  [/\bhave followed the show\b/g, "have read the newsletter"],
  [/\bon the show\b/g, "in the newsletter"],
  [/\bthe show's\b/g, "the newsletter's"],
  [/\bthe show\b/g, "the newsletter"],
  [/\ba show\b/g, "a newsletter"],
  [/\bairs\b/g, "goes out"],
  [/\{\{first episode date\}\}/g, "{{first issue date}}"],
  [/\ban episode\b/g, "an issue"],
  [/\bSince listening to\b/g, "Since reading"],
  [/\bis downloaded (.+?) times\b/g, "goes to $1 subscribers"],
  [/\ba listener's\b/g, "a reader's"],
  [/\bproof of who listens\b/g, "proof of who reads"],
  [/\bthe show-notes link\b/g, "the link in the issue"],
  [/\bthe show notes\b/g, "the issue"],
  // A newsletter's plan lists no podcast among its channels.
  [/, podcast and\b/g, " and"],
  [/\bpodcast, /g, ""],
];

/** A newsletter written for one town: its sponsors are the local businesses its readers use, not brands. */
function inATown(town: string): [RegExp, string][] {
  return [
    [/\bA brand's marketing lead buys an audience\b/g, "A local business owner buys an audience"],
    [/\bthe person who owns a brand's marketing budget\b/g, "the owner of a local business"],
    [/\ba brand's marketing lead\b/g, "a local business owner"],
    [/\b(first|that|one|non-competing) brand\b/g, "$1 local business"],
    [/\bBrands reach\b/g, "Local businesses reach"],
    [/\bbrand they work with\b/g, "business they work with"],
    [/\bWhat do you do, and where\? \(county or region is enough\)/g, `Which part of ${town} do you live in?`],
    [/\bWhat did you buy in the last year for your work\? \(([^)]*)\)/g, `Which local shops, trades and services did you use in the last year? ($1)`],
    [/\bWhich three brands do you trust most for those, and why\?/g, `Which three businesses in ${town} do you trust most, and why?`],
    [/\bfor their work\b/g, "for their home and family"],
    [/\bmarketing leads\b/g, "owners"],
    [/\bmarketing lead\b/g, "owner"],
    [/\bThirty brands\b/g, "Thirty local businesses"],
    [/\bbrands\b/g, "local businesses"],
    [/\b([Aa]) brand\b/g, "$1 local business"],
    [/\{\{their brand\}\}/g, "{{their business}}"],
    [/\bthe brand\b/g, "the business"],
    [/\beveryday consumers\b/g, `people in ${town}`],
  ];
}

/** A show's sponsorship texts in its medium's words: a newsletter's writer and issues, and a town's businesses; unchanged for a podcast or a channel. */
export function inSponsorMedium(s: Sponsorship | null, text: string): string {
  if (s?.medium !== "newsletter") return text;
  const pairs = s.local ? [...IN_A_NEWSLETTER, ...inATown(s.local)] : IN_A_NEWSLETTER;
  return rewrite(text, pairs);
}
