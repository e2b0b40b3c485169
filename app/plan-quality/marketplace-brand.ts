import type { PlanFormData } from "~/wizard/types";
import { sentencesOf } from "./channels";
import { MONTHS, blackFriday, longDate, nextOccurrence, utcDay, weeksUntil } from "./calendar";
import { formatCount, joinWords, numberFrom, upperFirst } from "./words";

/**
 * A brand that sells mainly on a retail marketplace: Amazon (FBA or FBM, in the US, the UK or Europe) or
 * Walmart Marketplace. Its buyers type a search into the marketplace ("drawer organizer bamboo"), compare
 * the first results on the main image, the price, the stars and the photos in the reviews, and buy with a
 * click: the listing is the shop window, the marketplace's own ads (Sponsored Products) are the paid channel,
 * rank follows sales, and the marketplace owns the buyer. So none of a webshop's plan applies: no cart to
 * abandon, no email to buyers, no reviews app, no thank-you page. Reviews come only the ways the marketplace
 * allows (its Request a Review button, Vine), copies are answered with the brand's registry, a design right
 * and a set they cannot match, and outside traffic is sent to the listing with tracked links. Read from the
 * founder's words; an Etsy maker whose goal is their own site is Reading.marketplaceSeller instead. Pure.
 */
export type MarketplaceBrand = {
  /** Which marketplace: Amazon's tools (Brand Registry, Vine, Attribution) or Walmart's. */
  market: "Amazon" | "Walmart";
  /** The store as the founder named it: "Amazon US", "Amazon UK", "Amazon.de", "Walmart Marketplace". */
  store: string;
  /** The store's site: "amazon.com", "amazon.co.uk", "walmart.com". */
  site: string;
  /** The country the store sells in, when known ("United States" for Amazon US). */
  country: string | null;
  /** How orders are shipped: Fulfilment by Amazon, by the merchant, by Walmart (WFS); null when not said. */
  fulfilment: "FBA" | "FBM" | "WFS" | null;
  /** What it sells, from the pitch without the selling words: "bamboo drawer organisers for kitchens". */
  goods: string;
  /** The currency symbol of the prices. */
  symbol: string;
  /** The prices said: "$24-$39" → 24 and 39; one price → both the same. */
  priceLow: number | null;
  priceHigh: number | null;
  /** The listing's stars and review count: "4.6 stars from 210 reviews". */
  rating: number | null;
  reviews: number | null;
  /** The variations said: "three sizes". */
  variations: string | null;
  /** The searches buyers type, quoted in the answers: "drawer organizer bamboo". */
  searches: string[];
  /** What buyers compare, as said: "photos, reviews and price". */
  compare: string | null;
  /** The videos buyers watch, as said: "home organisation". */
  watches: string | null;
  /** The monthly sales goal in money ("$60,000 a month in Amazon sales"), and in orders when said. */
  goalMoney: number | null;
  goalOrders: number | null;
  /** The target ACoS ("ACoS under 25%") as a share: 0.25. */
  acos: number | null;
  /** Orders a month today ("1,200 orders a month"), when the description says. */
  ordersNow: number | null;
  /** The founder's sentence about the ACoS they have today ("Our ACoS is over 40%"). */
  acosNow: string | null;
  /** The founder's sentence about copies ("Cheap copies appear every month at half our price"). */
  copies: string | null;
  /** Copies sell at about half the price. */
  copiesHalfPrice: boolean;
  /** The founder's own web shop when named ("Shopify"), and whether they say it gets little traffic. */
  ownShop: string | null;
  ownShopQuiet: boolean;
  /** Where it is made ("Vietnam") and designed ("Portland"), when said. */
  madeIn: string | null;
  designedIn: string | null;
  /** Goods for organising a home (drawers, shelves, storage): the New Year and spring-cleaning seasons are theirs. */
  organising: boolean;
  /** Made of bamboo or wood: the care card speaks of wiping and drying. */
  wood: boolean;
};

/** The Amazon store named: "Amazon US", "Amazon UK", "Amazon.de", "Amazon Germany". */
const AMAZON_STORE = /\bamazon(?:\.(com|co\.uk|de|fr|it|es|ca|com\.au|nl|se|pl|co\.jp|com\.mx|in))?(?:\s+(US|USA|UK|EU|Europe|Germany|DE|France|FR|Italy|Spain|Canada|CA|Australia|AU|Japan|Mexico|India))?\b/i;
const WALMART = /\bwalmart(?:\.com)?(?: marketplace)?\b/i;
const SELLING = /\b(?:sell|sells|selling|sold|sales|seller|listings?|listed|orders|store|shop|fba|fbm|wfs)\b/i;
/** Words that make the product the marketplace's: a book (KDP, Kindle), a maker's handmade shop, software for sellers. */
const NOT_A_BRAND = /\bkdp\b|\bkindle\b|\bamazon handmade\b|\bfor (?:amazon |walmart )?sellers\b|\bsoftware\b|\bsaas\b|\bapp\b|\bplugin\b|\bagency\b/i;
/** The goal is counted on the marketplace: its sales, ACoS, rank or Buy Box. */
const MARKET_GOAL = /\b(?:amazon|walmart)\b|\bt?acos\b|\bbsr\b|\bbest ?sellers? rank\b|\bbuy box\b/i;
/** The goal is the founder's own site: "on our own site", "Shopify sales", "direct orders", "DTC revenue". */
const OWN_SITE_GOAL = /\b(?:our|my) own (?:web ?site|site|shop|store)\b|\b(?:shopify|woocommerce|website|web ?shop|online shop|dtc|d2c|direct)\b/i;
const FULFILMENT = /\bFBA\b|\bfulfil+(?:ed|ment) by amazon\b|\bFBM\b|\bWFS\b|\bwalmart fulfil+ment services\b|\bseller central\b|\bseller center\b/i;

const STORES: Record<string, { store: string; site: string; country: string | null }> = {
  com: { store: "Amazon US", site: "amazon.com", country: "United States" },
  us: { store: "Amazon US", site: "amazon.com", country: "United States" },
  usa: { store: "Amazon US", site: "amazon.com", country: "United States" },
  "co.uk": { store: "Amazon UK", site: "amazon.co.uk", country: "United Kingdom" },
  uk: { store: "Amazon UK", site: "amazon.co.uk", country: "United Kingdom" },
  de: { store: "Amazon.de", site: "amazon.de", country: "Germany" },
  germany: { store: "Amazon.de", site: "amazon.de", country: "Germany" },
  fr: { store: "Amazon.fr", site: "amazon.fr", country: "France" },
  france: { store: "Amazon.fr", site: "amazon.fr", country: "France" },
  it: { store: "Amazon.it", site: "amazon.it", country: "Italy" },
  italy: { store: "Amazon.it", site: "amazon.it", country: "Italy" },
  es: { store: "Amazon.es", site: "amazon.es", country: "Spain" },
  spain: { store: "Amazon.es", site: "amazon.es", country: "Spain" },
  ca: { store: "Amazon.ca", site: "amazon.ca", country: "Canada" },
  canada: { store: "Amazon.ca", site: "amazon.ca", country: "Canada" },
  "com.au": { store: "Amazon Australia", site: "amazon.com.au", country: "Australia" },
  au: { store: "Amazon Australia", site: "amazon.com.au", country: "Australia" },
  australia: { store: "Amazon Australia", site: "amazon.com.au", country: "Australia" },
  eu: { store: "Amazon's European stores", site: "amazon.de", country: null },
  europe: { store: "Amazon's European stores", site: "amazon.de", country: null },
};

const SYMBOL_OF: Record<string, string> = { "United Kingdom": "£", Germany: "€", France: "€", Italy: "€", Spain: "€" };

/** The store the answers name, or the country's Amazon when only "Amazon" is said. */
function amazonStore(text: string, country: string | null): { store: string; site: string; country: string | null } {
  const m = AMAZON_STORE.exec(text);
  const key = (m?.[1] ?? m?.[2] ?? "").toLowerCase();
  const named = STORES[key];
  if (named) return named;
  const local = country ? Object.values(STORES).find((s) => s.country === country) : undefined;
  return local ?? { store: "Amazon", site: "amazon.com", country: country ?? null };
}

/** "sold on Amazon US with FBA" and what follows it, cut from the pitch: what is sold, in the founder's words. */
function goodsOf(pitch: string, product: string): string {
  const cut = pitch
    .replace(/[.!]+$/, "")
    .replace(/,?\s*(?:sold|selling|available|listed)\s+(?:on|at|through|via)\b.*$/i, "")
    .replace(/,?\s*(?:on|at) (?:amazon|walmart)\b.*$/i, "")
    // "in three sizes, $14-$22": the variations and prices are read on their own.
    .replace(/,?\s*[$£€]\s?\d.*$/, "")
    .replace(/,?\s*in (?:two|three|four|five|six|\d+) (?:sizes|colou?rs|finishes|styles|sets)\b.*$/i, "")
    .replace(new RegExp(`^${product.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s+(?:is|makes|sells|designs)\\s+`, "i"), "")
    .replace(/^(?:we (?:make|design|sell)|(?:a|an|the) (?:brand|range|line) of)\s+/i, "")
    .trim();
  return cut.length >= 4 && cut.split(/\s+/).length <= 12 ? cut.charAt(0).toLowerCase() + cut.slice(1) : "{{what you sell, in a few words}}";
}

const money = (text: string | undefined) => (text ? Number(text.replace(/,/g, "")) : null);

/**
 * A brand selling mainly on Amazon or Walmart Marketplace, read from the answers: the store, the goods, the
 * prices, the stars, the goal in money and ACoS, the searches buyers type and what the founder said about
 * copies and their own shop. Null for anything else (a maker whose goal is their own site, a self-published
 * book, software for sellers, a shop that only competes with Amazon).
 */
export function readMarketplaceBrand(a: PlanFormData, pitch: string, country: string | null, ordersNow: number | null = null): MarketplaceBrand | null {
  const d = a.productDescription;
  if (NOT_A_BRAND.test(pitch)) return null;
  // "Sold on Amazon US with FBA", "an FBA seller": a sentence about selling there.
  const selling = sentencesOf(d).filter((s) => (SELLING.test(s) && (AMAZON_STORE.test(s) || WALMART.test(s))) || FULFILMENT.test(s));
  if (!selling.length) return null;
  const all = `${d} ${a.audiencePersona} ${a.successMetrics} ${a.challenges}`;
  // Etsy first ("on Etsy and Amazon Handmade") is a maker's shop, whatever else it lists.
  const etsy = d.search(/\betsy\b/i);
  const firstMarket = Math.min(...[d.search(AMAZON_STORE), d.search(WALMART)].filter((i) => i >= 0));
  if (etsy >= 0 && etsy < firstMarket) return null;
  // The marketplace is the business, not a side channel: the goal is counted there, or the founder ships through it.
  if (!MARKET_GOAL.test(a.successMetrics) && !FULFILMENT.test(all)) return null;
  // A web shop that also lists on Amazon, whose goal is its own site ("$50k a month on our Shopify store"), is not one.
  if (!MARKET_GOAL.test(a.successMetrics) && OWN_SITE_GOAL.test(a.successMetrics)) return null;
  // The marketplace the goal is counted on ("$20k a month on Walmart"), or the only one the founder sells on.
  const walmart = /\bwalmart\b/i.test(a.successMetrics) && !/\bamazon\b/i.test(a.successMetrics) ? true : WALMART.test(selling.join(" ")) && !AMAZON_STORE.test(selling.join(" "));
  const store = walmart ? { store: "Walmart Marketplace", site: "walmart.com", country: "United States" } : amazonStore(selling.join(" "), country);
  const range = /([$£€])\s?(\d{1,4}(?:\.\d{2})?)\s?(?:-|–|to|and)\s?[$£€]?\s?(\d{1,4}(?:\.\d{2})?)\b/.exec(d);
  const one = /([$£€])\s?(\d{1,4}(?:\.\d{2})?)\b(?!\s?(?:k\b|,\d{3}|m\b))/.exec(d);
  const symbol = range?.[1] ?? one?.[1] ?? (store.country ? SYMBOL_OF[store.country] : undefined) ?? "$";
  const goal = /([$£€])\s?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s?(k)?\s*(?:a|per|\/|each)\s*month\b/i.exec(a.successMetrics);
  const acos = /\bacos\b[^.\d]{0,25}(\d{1,2}(?:\.\d)?)\s?%|(\d{1,2}(?:\.\d)?)\s?%\s*acos\b/i.exec(a.successMetrics);
  const orders = /\b(\d{1,3}(?:,\d{3})+|\d+) orders (?:a|per|each) month\b/i.exec(a.successMetrics);
  const acosNow = sentencesOf(a.challenges).find((s) => /\bt?acos\b|\bppc\b|\bad (?:costs?|spend)\b/i.test(s)) ?? null;
  const rating = /\b([1-5]\.\d)(?:\s?(?:stars?|★)|\/5| out of 5)/i.exec(d);
  const reviews = /\b(\d{1,3}(?:,\d{3})+|\d+)\s+(?:customer |amazon )?(?:reviews|ratings)\b/i.exec(d);
  const variations = /\b(two|three|four|five|six|seven|eight|\d{1,2}) (sizes|colou?rs|finishes|styles|sets|scents|flavou?rs)\b/i.exec(d);
  const searches = [...`${a.audiencePersona} ${d}`.matchAll(/\bsearch(?:es|ing)?\b[^.'"‘“]{0,40}?['"‘“]([^'"’”]{3,60})['"’”]/gi)].map((m) => m[1]!.trim());
  const compare = /\bcompar(?:e|es|ing)\s+([a-z ,]+?(?:\s+and\s+[a-z]+)?)(?:[.;]|$| before| on| with| to)/i.exec(a.audiencePersona);
  const watches =
    /\bwatch(?:es|ing)?\s+(?:a lot of\s+|lots of\s+)?([a-z -]{3,40}?)\s+(?:videos|content|creators|channels)\b/i.exec(a.audiencePersona) ??
    /\bfollow(?:s|ing)?\s+([a-z -]{3,30}?)\s+(?:accounts|creators|channels|influencers|pages)\b/i.exec(a.audiencePersona);
  const copies = sentencesOf(a.challenges).find((s) => /\b(?:copies|copycats?|knock-?offs?|clones?|hijack\w*|counterfeits?|dupes)\b/i.test(s)) ?? null;
  const shop = /\b(?:our|my) own (shopify|woocommerce|squarespace|wix|bigcommerce)?\s*(?:store|shop|site|website|web ?shop)\b[^.]*/i.exec(all);
  const made = /\b(?:[Mm]ade|[Mm]anufactured?|[Pp]roduced?|[Bb]uilt|[Mm]ake (?:them|it))\s+in\s+([A-Z][a-z]+(?: [A-Z][a-z]+)?)/.exec(d);
  const designed = /\b[Dd]esign(?:ed)?\s+(?:them\s+|it\s+)?in\s+([A-Z][a-z]+(?: [A-Z][a-z]+)?)/.exec(d);
  const goodsText = `${pitch} ${a.productName}`;
  return {
    market: walmart ? "Walmart" : "Amazon",
    store: store.store,
    site: store.site,
    country: store.country,
    fulfilment: walmart && /\bWFS\b|\bwalmart fulfil+ment services\b/i.test(all) ? "WFS" : /\bFBA\b|\bfulfil+(?:ed|ment) by amazon\b/i.test(all) ? "FBA" : /\bWFS\b|\bwalmart fulfil+ment services\b/i.test(all) ? "WFS" : /\bFBM\b|\bfulfil+ed by (?:the )?merchant\b/i.test(all) ? "FBM" : null,
    goods: goodsOf(pitch, a.productName),
    symbol,
    priceLow: money(range?.[2] ?? one?.[2]),
    priceHigh: money(range?.[3] ?? one?.[2]),
    rating: rating ? Number(rating[1]) : null,
    reviews: money(reviews?.[1]),
    variations: variations ? `${variations[1]!.toLowerCase()} ${variations[2]!.toLowerCase()}` : null,
    searches,
    compare: compare ? compare[1]!.trim() : null,
    watches: watches ? watches[1]!.trim().toLowerCase() : null,
    goalMoney: goal ? Number(goal[2]!.replace(/,/g, "")) * (goal[3] ? 1000 : 1) : null,
    goalOrders: money(orders?.[1]),
    acos: acos ? Number(acos[1] ?? acos[2]) / 100 : null,
    ordersNow,
    acosNow: acosNow ? acosNow.replace(/[.!]+$/, "") : null,
    copies: copies ? copies.replace(/[.!]+$/, "") : null,
    copiesHalfPrice: Boolean(copies && /\bhalf (?:our|my|the) price\b|\bhalf[- ]price\b|\b50\s?% (?:cheaper|less)\b/i.test(copies)),
    ownShop: shop ? (shop[1] ? upperFirst(shop[1].toLowerCase()).replace("Woocommerce", "WooCommerce").replace("Bigcommerce", "BigCommerce") : "your own") : null,
    ownShopQuiet: Boolean(shop && /\b(?:no|little|almost no|hardly any|barely any|zero)\s+(?:traffic|visitors|sales|orders)\b/i.test(shop[0])),
    madeIn: made?.[1] ?? null,
    designedIn: designed?.[1] ?? null,
    organising: /\borgani[sz]\w*|\bstorage\b|\bdeclutter\w*|\bdrawers?\b|\bpantry\b|\bcloset\b|\bshelv\w*|\bbins?\b/i.test(goodsText),
    wood: /\bbamboo\b|\bwood(?:en)?\b|\bacacia\b|\boak\b|\bwalnut\b|\bteak\b/i.test(goodsText),
  };
}

/** The average price the arithmetic uses: the middle of the range said. */
export function averagePrice(m: MarketplaceBrand): number | null {
  if (m.priceLow === null || m.priceHigh === null) return null;
  return (m.priceLow + m.priceHigh) / 2;
}

/** "$31.50", "$24": money as a listing writes it. */
function price(m: MarketplaceBrand, n: number): string {
  return `${m.symbol}${Number.isInteger(n) ? formatCount(n) : n.toFixed(2)}`;
}

/** "about 1,900 orders a month (about 63 a day)": the goal in orders at the average price. */
export function goalOrders(m: MarketplaceBrand): { month: number; day: number } | null {
  const avg = averagePrice(m);
  const month = m.goalOrders ?? (m.goalMoney && avg ? Math.round(m.goalMoney / avg / 50) * 50 : null);
  return month ? { month, day: Math.round(month / 30) } : null;
}

/** The most a click is worth at the target ACoS, with 1 click in 10 buying as the assumption to replace. */
export function bidCeiling(m: MarketplaceBrand): string | null {
  const avg = averagePrice(m);
  if (!avg || !m.acos) return null;
  return price(m, Math.round(avg * m.acos * 0.1 * 100) / 100);
}

/**
 * The goal's arithmetic: orders a month at the average price, what the ads must return at the target ACoS,
 * and the share of sales that has to come without ads. `adSpend` is what the plan puts into the marketplace's ads.
 */
export function marketplaceBrandMath(m: MarketplaceBrand, adSpend: number): string | null {
  const avg = averagePrice(m);
  const orders = goalOrders(m);
  if (!m.goalMoney && !orders) return null;
  const goal = m.goalMoney ? `${m.symbol}${formatCount(m.goalMoney)} a month` : `${formatCount(orders!.month)} orders a month`;
  const middle = m.priceLow !== m.priceHigh ? `, the middle of ${price(m, m.priceLow!)}-${price(m, m.priceHigh!)}` : "";
  const reports = m.market === "Amazon" ? "Business Reports" : "your sales reports";
  // "2,000 orders a month" from 1,200 today: the orders a day to add, and what they come to at the average price.
  const gap = orders && m.ordersNow && m.ordersNow < orders.month ? `, from about ${formatCount(m.ordersNow)} today: ${formatCount(orders.month - m.ordersNow)} more a month, about ${Math.round((orders.month - m.ordersNow) / 30)} more a day` : "";
  const inOrders = m.goalMoney && orders && avg
    ? ` is about ${formatCount(orders.month)} orders a month (about ${orders.day} a day) at an average of ${price(m, avg)}${middle}; use your own average order value from ${reports} once you have it.`
    : !m.goalMoney && orders && avg
      ? ` (about ${orders.day} a day)${gap}; at an average of ${price(m, avg)}${middle}, that is about ${m.symbol}${formatCount(Math.round((orders.month * avg) / 100) * 100)} a month in sales.`
      : !m.goalMoney && orders ? ` (about ${orders.day} a day)${gap}.` : ".";
  const acos = m.acos ? Math.round(m.acos * 100) : null;
  let ads = "";
  if (acos && adSpend > 0) {
    const adSales = Math.round(adSpend / m.acos! / 100) * 100;
    const goalSales = m.goalMoney ?? (orders && avg ? orders.month * avg : null);
    const share = goalSales ? Math.round((adSales / goalSales) * 100) : null;
    ads = ` At an ACoS of ${acos}%, every ${m.symbol}1 of ads has to bring ${m.symbol}${perPound(acos)} of ad sales: the ${m.symbol}${formatCount(adSpend)} a month this plan puts into ${m.market === "Amazon" ? "Amazon's" : "Walmart's"} ads should bring about ${m.symbol}${formatCount(adSales)}${share !== null ? ` (about ${share}% of the goal)` : ""}, and the rest has to come from the organic rank that the listing, the reviews and the outside traffic earn${goalSales ? `; that keeps ads at about ${Math.round((adSpend / goalSales) * 100)}% of all sales (your TACoS)` : ""}.`;
  } else if (acos) {
    ads = ` At an ACoS of ${acos}%, every ${m.symbol}1 of ads has to bring ${m.symbol}${perPound(acos)} of ad sales.`;
  }
  return `${goal}${inOrders}${ads}`.replace(/\.\./g, ".");
}

/** What 1 of ads has to bring at an ACoS in percent: "4", "3.33". */
function perPound(acos: number): string {
  const n = 100 / acos;
  return Number.isInteger(n) ? String(n) : n.toFixed(2);
}

/** The seasons of the year ahead, from the plan's start: what falls inside the plan and what is ordered for later. */
export function marketplaceSeasons(m: MarketplaceBrand, start: Date, weeks: number): { now: string | null; name: string; lines: string; orderBy: string } {
  const year = start.getUTCFullYear();
  const month = start.getUTCMonth();
  const end = new Date(start.getTime() + weeks * 7 * 86_400_000);
  const within = (day: Date) => day.getTime() >= start.getTime() && day.getTime() <= end.getTime();
  // The New Year clear-out (January) and spring cleaning (March and April) are an organiser's own seasons.
  const newYear = m.organising && (month === 11 || month === 0) ? "the New Year organising rush" : null;
  const spring = m.organising && within(utcDay(month <= 3 ? year : year + 1, 2, 15)) ? "spring cleaning" : null;
  const now = newYear ?? spring;
  const bigDay = m.market === "Amazon" ? "Prime Day" : "Walmart's summer deals event";
  const friday = nextOccurrence(blackFriday, start);
  const cyber = new Date(friday.getTime() + 3 * 86_400_000);
  const july = utcDay(month <= 5 ? year : year + 1, 6, 1);
  // Stock made abroad and shipped by sea is ordered months ahead: about four months before July, as an assumption to replace.
  const orderDay = new Date(july.getTime() - 17 * 7 * 86_400_000);
  const orderBy = within(orderDay) || orderDay.getTime() < start.getTime() ? `week ${Math.min(weeks, weeksUntil(orderDay, start))}` : `${MONTHS[orderDay.getUTCMonth()]}`;
  const from = m.madeIn ? ` from ${m.madeIn}` : "";
  const name = now
    ? `${upperFirst(now)} now, then ${bigDay} and Black Friday stock ordered${from} in time`
    : `${bigDay} and Black Friday planned: stock ordered${from} in time, deals ready`;
  const lines = [
    now ? `${upperFirst(now)}: ${newYear ? "January, now" : "March and April"}` : null,
    `${bigDay}: usually in July (check the date ${m.market} announces, and the deal submission deadline in ${m.market === "Amazon" ? "Seller Central" : "Seller Center"})`,
    `Black Friday to Cyber Monday: ${cyber.getUTCMonth() === friday.getUTCMonth() ? friday.getUTCDate() : longDate(friday).replace(/ \d{4}$/, "")} to ${longDate(cyber)}`,
    m.organising ? `The next New Year organising rush: January ${friday.getUTCFullYear() + 1}` : `The gifting weeks before Christmas ${friday.getUTCFullYear()}`,
  ].filter(Boolean).join("\n");
  return { now, name, lines, orderBy };
}

/** The marketplace's own names for its tools, and the rules to check. */
export function marketplaceTools(m: MarketplaceBrand): Record<string, string> {
  if (m.market === "Walmart") {
    return {
      mbConsole: "Seller Center",
      mbRegistry: "Walmart Brand Portal",
      mbEnhanced: "rich media content (check what Walmart offers your account)",
      mbEnhancedShort: "rich media content",
      mbExperiment: "a two-week before-and-after comparison of each change (Walmart has no split test for sellers; check)",
      mbExperimentShort: "a two-week before-and-after comparison",
      mbExperimentStep: "Once the new images are live, compare conversion in the two weeks before and after the new main image (Walmart has no split test for sellers; check), then do the same for the title; keep what converts better and write down the change.",
      mbFees: "Seller Center's fee pages (referral fees and, with WFS, fulfilment fees)",
      mbReviewAsk: "Walmart's own review requests (sellers may not ask buyers for reviews themselves; check Walmart's review policy)",
      mbReviewButton: "Walmart's own review requests",
      mbReviewWays: "Walmart's own review requests, Spark Reviewer for each new item",
      mbVine: "Walmart's Spark Reviewer program (by invitation; check whether your items qualify)",
      mbVineShort: "Spark Reviewer",
      mbAttribution: "a tracked link per creator to the item page (check whether Walmart Connect offers your account off-site attribution)",
      mbAttributionShort: "tracked links",
      mbBonus: "",
      mbInfluencers: "creators in the Walmart Creator program (check how it works for sellers)",
      mbBrandStore: "Brand Shop (check eligibility)",
      mbDeals: "Walmart's deals and rollbacks (check eligibility and fees)",
      mbBigDay: "Walmart's summer deals event",
      mbReportsSales: "Seller Center's analytics",
      mbReportsAds: "Walmart Connect's reports",
      mbSearchReport: "Walmart Connect's keyword report",
      mbRules: "Walmart's seller code of conduct and review policy, and the FTC's rule on consumer reviews (check both in their current wording)",
      mbTermsReport: "keyword report",
      mbBrandStoreShort: "Brand Shop",
      mbReviewRoutine: "there is nothing to send yourself, so the work goes into the product and the listing",
      mbContact: `Contact us through your order on ${m.site}`,
      mbInfluencerStep: "ask those in the Walmart Creator program to feature it there (check how it works for sellers)",
      mbAttributionWhere: "your link tool",
    };
  }
  const uk = m.country === "United Kingdom";
  return {
    mbConsole: "Seller Central",
    mbRegistry: "Amazon Brand Registry",
    mbEnhanced: "A+ Content (with Brand Registry)",
    mbEnhancedShort: "A+ Content",
    mbExperiment: "Manage Your Experiments (in Brand Registry; check that your listing has the traffic to be eligible)",
    mbExperimentShort: "Manage Your Experiments",
    mbExperimentStep: "Once the new images are live, run Manage Your Experiments (in Brand Registry; check that your listing has the traffic to be eligible) on the main image first, for as long as it recommends, then on the title; keep the winner and write down what it changed in conversion (the unit session percentage in Business Reports).",
    mbFees: "the Revenue Calculator in Seller Central",
    mbReviewAsk: "the Request a Review button on each order in Seller Central (it sends Amazon's own neutral message, between 5 and 30 days after delivery; check)",
    mbReviewButton: "the Request a Review button",
    mbReviewWays: "the Request a Review button for every order, Vine for each new variation",
    mbVine: "Amazon Vine (for Brand Registry sellers: free units go to Amazon's invited reviewers, who write honest reviews; check the fee and the number of units)",
    mbVineShort: "Vine",
    mbAttribution: "an Amazon Attribution link per creator (free for Brand Registry sellers; it shows the clicks, add-to-carts and sales each link brings)",
    mbAttributionShort: "Attribution links",
    mbBonus: " Through the Brand Referral Bonus, Amazon gives brand-registered sellers a bonus on sales from outside traffic that Attribution measures (check the current terms and enrol first).",
    mbInfluencers: "creators in the Amazon Influencer Program, who have their own storefronts on Amazon and earn Amazon's commission",
    mbBrandStore: "Brand Store",
    mbDeals: "Lightning Deals, Prime Exclusive Discounts and coupons (check the fees and eligibility in Seller Central)",
    mbBigDay: "Prime Day",
    mbReportsSales: "Business Reports",
    mbReportsAds: "the advertising console",
    mbSearchReport: "the search term report",
    mbRules: `Amazon's Community Guidelines and its rules on customer reviews, and ${uk ? "the UK's ban on fake and incentivised reviews (the DMCC Act)" : m.country && m.country !== "United States" ? "your country's consumer-protection law on reviews" : "the FTC's rule on consumer reviews"} (check them in their current wording)`,
    mbTermsReport: "search term report",
    mbBrandStoreShort: "Brand Store",
    mbReviewRoutine: "half an hour each week in Seller Central, or a tool that clicks the same official button for you",
    mbContact: `Message us through Your Orders on ${m.site}`,
    mbInfluencerStep: "ask those in the Amazon Influencer Program to add it to their storefront on Amazon, where Amazon pays them its commission",
    mbAttributionWhere: "Amazon Attribution",
  };
}

/** Where a trademark is filed for the store's country. */
function trademarkOffice(country: string | null): string {
  if (country === "United States") return "the USPTO";
  if (country === "United Kingdom") return "the UK IPO";
  if (country === "Canada") return "CIPO";
  if (country === "Australia") return "IP Australia";
  if (country && ["Germany", "France", "Italy", "Spain"].includes(country)) return "the EUIPO (or your country's office)";
  return "your country's trademark office";
}

/** The season's first step: more ad money behind the organising rush that is on now, or last year's weeks read. */
function seasonStep(m: MarketplaceBrand, now: string | null, adsAllowed: boolean): string {
  if (now) {
    const when = now.startsWith("the New Year") ? "usually through January" : "March and April";
    if (!adsAllowed) return `This week, put a coupon on your best-selling size while ${now} lasts (${when}; check the coupon fee), so it stands out on the search page; end it when conversion falls.`;
    return `This week, raise the daily budgets of your exact campaigns by about a third while ${now} lasts (${when}), so they don't run out before the evening; bring them back when conversion falls.`;
  }
  return `This week, look up last year's sales by week in ${m.market === "Amazon" ? "Business Reports" : "Seller Center's analytics"} and mark the weeks that sold most: they get the deals${adsAllowed ? " and the higher ad budgets" : ""}.`;
}

/** British spellings a US store's searches don't use: "organisers" → "organizers", "colour" → "color". */
function searchSpelling(text: string, m: MarketplaceBrand): string {
  if (m.country !== "United States" && m.country !== "Canada") return text;
  return text.replace(/\b(organi|customi|personali|minimi)s(e|er|ers|ed|ing|ation)\b/gi, "$1z$2").replace(/\bcolour/gi, "color");
}

/** The search buyers type, as they type it: the one the answers quote, or the goods in the store's spelling. */
export function searchOf(m: MarketplaceBrand): string {
  return m.searches[0] ?? searchSpelling(m.goods, m);
}

/** "Bamboo Drawer Organizers for Kitchens": a listing title's words. */
function titleCase(text: string): string {
  return text.replace(/\b([a-z])([a-z]*)\b/g, (w, first: string, rest: string) => (/^(?:for|and|or|of|the|a|an|in|on|with|to)$/.test(w) ? w : first.toUpperCase() + rest));
}

/**
 * The mb… tokens of a brand selling mainly on Amazon or Walmart: the store and its tools' names (marketplaceTools),
 * the goods, searches, prices, stars, goal, ACoS and bid arithmetic, the set, the copies, the care card, the
 * seasons from the plan's start, and the strategy and channel lines, which name ads only when the budget carries them.
 */
export function marketplaceBrandTokens(m: MarketplaceBrand | null, start: Date, weeks: number, adsAllowed = true): Record<string, string> {
  if (!m) return {};
  const avg = averagePrice(m);
  const orders = goalOrders(m);
  const seasons = marketplaceSeasons(m, start, weeks);
  const search = searchOf(m);
  const count = m.variations ? numberFrom(m.variations.split(" ")[0]) : null;
  const sizes = m.variations ? (/^(?:two|2) /.test(m.variations) ? m.variations.replace(/^(?:two|2) /, "both ") : `all ${m.variations}`) : "{{the variations buyers combine}}";
  const tokens: Record<string, string> = {
    ...marketplaceTools(m),
    mbStore: m.store,
    mbAds: "Sponsored Products",
    mbMarket: m.market,
    mbSite: m.site,
    mbFulfil: m.fulfilment === "FBA" ? "FBA" : m.fulfilment === "WFS" ? "Walmart Fulfillment Services" : m.fulfilment === "FBM" ? "your own shipping" : m.market === "Amazon" ? "FBA or your own shipping" : "your shipping",
    mbPrime: m.fulfilment === "FBA" ? "Prime delivery" : m.fulfilment === "WFS" ? "Walmart's fast delivery" : "fast delivery",
    mbGoods: m.goods,
    mbGoodsTitle: titleCase(searchSpelling(m.goods, m)),
    mbSearch: `"${search}"`,
    mbSearches: m.searches.length ? m.searches.map((s) => `"${s}"`).join(", ") : `"${search}"`,
    mbCompare: m.compare ?? "the main image, the price, the stars and the photos in the reviews",
    mbVariations: m.variations ?? "{{your sizes or colours}}",
    mbVariationsThe: m.variations ? `the ${m.variations}` : "{{your sizes or colours}}",
    mbPrices: m.priceLow !== null ? (m.priceLow !== m.priceHigh ? `${price(m, m.priceLow)}-${price(m, m.priceHigh!)}` : price(m, m.priceLow)) : "{{your prices}}",
    mbAvg: avg ? price(m, avg) : "{{your average price}}",
    mbRatingYour: m.rating ? `Your ${m.rating} stars${m.reviews ? ` from ${formatCount(m.reviews)} reviews` : ""}` : "Your star rating",
    mbWatchLine: m.watches ? `Your buyers watch ${m.watches} videos before they search` : "Many buyers watch a video of something like it before they search",
    mbRating: m.rating ? `${m.rating} stars${m.reviews ? ` from ${formatCount(m.reviews)} reviews` : ""}` : "{{your stars and review count}}",
    mbGoal: m.goalMoney ? `${m.symbol}${formatCount(m.goalMoney)} a month` : orders ? `${formatCount(orders.month)} orders a month` : "{{your monthly sales goal}}",
    mbOrders: orders ? `about ${formatCount(orders.month)} orders a month` : "{{orders a month}}",
    mbAcos: m.acos ? `${Math.round(m.acos * 100)}%` : "your target",
    mbAcosYour: m.acos ? `your ${Math.round(m.acos * 100)}%` : "your target",
    mbMath: marketplaceBrandMath(m, 0) ?? `Count ${m.store} sales, ad spend and ACoS every Friday against {metrics}.`,
    mbBid: bidCeiling(m) ?? "{{your bid ceiling}}",
    mbBidMath: `${avg ? price(m, avg) : "{{your average price}}"} × ${m.acos ? `${Math.round(m.acos * 100)}%` : "{{your target}}"} × 10%`,
    mbNiche: m.watches ?? "{{the videos your buyers watch}}",
    mbSet: m.variations ? `a set of ${sizes}` : "a set of {{the variations buyers combine}}",
    mbSetShort: m.variations ? `the set of ${sizes}` : "the set",
    mbCopies: m.copiesHalfPrice ? "the half-price copies" : "the copies",
    mbMadeIn: m.madeIn ? `your factory in ${m.madeIn}` : "your factory",
    mbDesignedWe: m.designedIn ? `We design every piece in ${m.designedIn}` : "{{who you are in one line}}",
    mbDesignedCaps: m.designedIn ? `DESIGNED IN ${m.designedIn.toUpperCase()}` : "WHO WE ARE",
    mbCopiesFrom: m.copies ? (m.copiesHalfPrice ? " from the half-price copies" : " from the copies") : "",
    mbTrademarkOffice: trademarkOffice(m.country),
    mbSetTitle: count ? `Set of ${count}` : "Set",
    mbCreators: m.watches ? `${m.watches} creators` : "creators your buyers watch",
    mbCreatorsCap: upperFirst(m.watches ? `${m.watches} creators` : "creators your buyers watch"),
    mbDisclosure: m.country === "United States" ? "the FTC's Endorsement Guides" : m.country === "United Kingdom" ? "the ASA's and the CMA's rules for influencers" : "your country's advertising rules",
    mbSeasonStep: seasonStep(m, seasons.now, adsAllowed),
    mbSeasonPush: adsAllowed ? `put more ad money behind ${seasons.now ?? "the busiest weeks"}` : `give ${seasons.now ?? "the busiest weeks"} a coupon on your best seller`,
    mbSeasonAdLine: adsAllowed ? "Ad money in the peak weeks: {{daily budget}} a day on the exact campaigns" : "Coupon in the peak weeks: {{discount}} on {{size}}",
    mbStockIn: m.fulfilment === "FBA" ? "stock checked in at Amazon's warehouses" : m.fulfilment === "WFS" ? "stock received at Walmart's warehouses" : "stock on your shelves",
    mbStockRule: m.fulfilment === "FBA" ? "FBA's capacity limits and Amazon's check-in deadlines for the holidays (in Seller Central)" : m.fulfilment === "WFS" ? "the inbound deadlines for Walmart Fulfillment Services" : "your carrier's holiday cut-off dates and your own storage space",
    mbCare: m.wood
      ? "Wipe with a damp cloth and dry straight away; keep it out of the dishwasher and don't leave it soaking. {{how often to oil it if you advise it}}"
      : "{{your care instructions}}",
    mbSeasonName: seasons.name,
    mbSeasonNow: seasons.now ?? "the busiest weeks",
    mbSeasonLines: seasons.lines,
    mbOrderBy: seasons.orderBy,
    mbOwnShop: m.ownShop && m.ownShop !== "your own" ? `your ${m.ownShop} store` : "your own web shop",
  };
  // The strategy and the channels name the ads only when the budget carries them; the words are filled here, as the plan's fill goes once.
  const own = (text: string) => text.replace(/\{(mb\w+)\}/g, (whole, name: string) => tokens[name] ?? whole);
  tokens.mbStrategy = own(
    `making the {mbStore} listing win the comparison buyers make on the search page ({mbCompare}), ${adsAllowed ? "{mbAds} run by match type with bids set from {mbAcosYour} ACoS, " : ""}reviews only the ways {mbMarket} allows, {mbCopies} answered with {mbRegistry}, a design right and {mbSet} they can't match, outside traffic from {mbCreators} sent to the listing with {mbAttributionShort}, and the stock and deals for the year's seasons planned now`,
  );
  tokens.mbChannels = own(joinWords(["the {mbStore} listing with its reviews", ...(adsAllowed ? ["{mbMarket}'s own ads (Sponsored Products, then Sponsored Brands)"] : []), "{mbCreators} sent to the listing"]));
  return tokens;
}

/** The goal line of a marketplace brand's strategy, whatever goal the form says. */
export const MARKETPLACE_BRAND_STRATEGY = "{mbStrategy}";
export const MARKETPLACE_BRAND_FOCUS = "{mbStore} sales against {mbGoal}: sessions, conversion, ad spend and ACoS by campaign, and rank for {mbSearches}, read every Friday";

/** "Stackwell sells bamboo drawer organisers for kitchens on Amazon US with FBA: …" */
export function marketplaceBrandWhat(m: MarketplaceBrand, product: string, audience: string): string {
  const fulfil = m.fulfilment === "FBA" ? " with FBA" : m.fulfilment === "WFS" ? " with Walmart Fulfillment Services" : m.fulfilment === "FBM" ? ", shipped by you" : "";
  const search = m.searches[0] ? `"${m.searches[0]}"` : "what they want";
  return `${product} sells ${m.goods} on ${m.store}${fulfil}: ${audience} type ${search} into ${m.market}'s search, compare the first results on ${m.compare ?? "the main image, the price, the stars and the photos in the reviews"}, and buy with a click; ${m.market} owns the buyer, so the listing does the selling and sales earn the rank.`;
}

/** The strategy's own lines: the arithmetic with what the plan puts into ads, the break-even ACoS, the copies, the own shop. */
export function marketplaceBrandListening(m: MarketplaceBrand, fill: (text: string) => string, adSpend: number, adsAllowed = true): string[] {
  const out: string[] = [];
  const math = marketplaceBrandMath(m, adSpend);
  if (math) out.push(math);
  if (m.acosNow && adsAllowed) {
    out.push(fill(`You said "${m.acosNow}": before any budget rises, the weekly harvest makes the searches that only cost money negative and every bid comes down to the ceiling {mbAcosYour} ACoS allows, so the first weeks' work is spending less on the same sales.`));
  }
  if (!adsAllowed) out.push(fill("Your budget carries no ad campaigns of its own, so the plan works on what sells without them: the listing, the reviews, the creators and the seasons. Any Sponsored Products you already run are judged by {mbAcosYour} ACoS, and the negative keywords in the quick wins keep them within it."));
  if (m.acos) out.push(fill("Your break-even ACoS is what a sale leaves you before ads, divided by its price: on a {mbAvg} sale, take off the landed cost and {mbMarket}'s fees (from {mbFees}), and what is left over {mbAvg} is the most ads can take; {mbAcos} is your target below it, and each keyword's bid follows from it."));
  if (m.copies) {
    out.push(fill(`You said "${m.copies}": the plan doesn't chase {mbCopies} on price. {mbRegistry} removes listings that use your brand name or your photos (check what counts as infringement), an IP attorney says whether a design patent or a trademark can stop more, and the listing shows what the copies don't have: ${m.variations ? "{mbSet} as one listing" : "{mbSet}"}, close-ups of what it is made of, and the photos buyers post.`));
  }
  if (m.ownShop) {
    out.push(fill(`Your own ${m.ownShop === "your own" ? "web shop" : `${m.ownShop} store`}${m.ownShopQuiet ? " gets almost no traffic, and" : ""} is left as it is: creators' audiences go to ${m.store}, where your ${m.reviews ? `${formatCount(m.reviews)} ` : ""}reviews are and every sale helps your rank. If you want it to earn, put {mbSetShort} there too${m.market === "Amazon" ? " (Buy with Prime can ship it from your FBA stock; check its fees)" : ""}, but no ad money goes to it.`));
  }
  return out;
}

/**
 * Lines a webshop's plan gives that mean nothing to a brand selling on Amazon or Walmart: the marketplace owns
 * the buyer (no cart to abandon, no email to buyers, no reviews app or thank-you page), and a review is never
 * bought or asked for as a positive one.
 */
export const MARKETPLACE_BRAND_MISFITS =
  /\babandoned[- ]carts?\b|\bcart recovery\b|\bstarted checkout\b|\bthank-you page\b|\breviews app\b|\bjudge\.me\b|\bokendo\b|\byotpo\b|\bklaviyo\b|\bshopify email\b|\bpost-purchase (?:email|survey)\b|\brunning-low email\b|\bsell on amazon or etsy\b|\bchance to get the next order free\b|\bholdout\b/i;

/** Some tactic works on the listing: its images, title and bullets. */
const LISTING_WORK = /\bmain image\b[^]*\b(?:title|bullets?)\b|\b(?:title|bullets?)\b[^]*\bmain image\b/i;
/** Some tactic sets bids from the target ACoS, by match type. */
const ADS_WORK = /\bsponsored products\b[^]*\bmatch type\b|\bmatch type\b[^]*\bsponsored products\b/i;
/** Some tactic answers copies with the brand's registry. */
const COPIES_WORK = /\bbrand (?:registry|portal)\b/i;
/** A review bought, or asked for only when it is good: "a free product for a review", "ask happy buyers for 5 stars". */
export const REVIEW_FOR_REWARD =
  /\b(?:free (?:product|unit|gift|item)s?|refunds?|discounts?|gift cards?|rebates?|coupons?)\b[^.]{0,40}\b(?:for|in exchange for|in return for)\s+(?:an? |their |your )?(?:honest |5-star |five-star |positive )?reviews?\b|\b(?:5-star|five-star|positive) reviews? (?:from|for|in exchange)\b|\bask (?:happy|satisfied) (?:buyers|customers) (?:for|to leave) (?:a )?reviews?\b/i;

/** What the checker finds missing from a marketplace brand's plan. */
export function marketplaceBrandGaps(m: MarketplaceBrand | null, planText: string, adsAllowed = true): { reason: string; note: string }[] {
  if (!m) return [];
  const out: { reason: string; note: string }[] = [];
  if (!LISTING_WORK.test(planText)) out.push({ reason: `Buyers on ${m.store} choose from the search page on the main image, the price and the stars, and no tactic works on the listing (main image, images, title, bullets).`, note: "Leaves the listing as it is" });
  if (m.acos && adsAllowed && !ADS_WORK.test(planText)) out.push({ reason: `The goal names an ACoS of ${Math.round(m.acos * 100)}%, and no tactic runs Sponsored Products by match type with bids set from it.`, note: "No ads structure for the ACoS" });
  if (m.copies && !COPIES_WORK.test(planText)) out.push({ reason: `You said "${m.copies}", and no tactic uses ${m.market === "Amazon" ? "Brand Registry" : "the Walmart Brand Portal"} against them.`, note: "Leaves the copies unanswered" });
  // "Never a free unit in return for a review" says the rule; a sentence that offers one breaks it.
  const offer = sentencesOf(planText).find((s) => REVIEW_FOR_REWARD.test(s) && !/\b(?:never|no|not|don't|do not|without|nothing)\b/i.test(s));
  if (offer) out.push({ reason: `"${REVIEW_FOR_REWARD.exec(offer)![0]}" breaks ${m.market}'s rules on reviews: no reward for a review and no asking only for good ones.`, note: "A review bought or steered" });
  return out;
}

/** What the AI prompt states about a marketplace brand. */
export function marketplaceBrandFacts(m: MarketplaceBrand | null, start: Date, weeks: number, adsAllowed = true): string[] {
  if (!m) return [];
  const t = marketplaceBrandTokens(m, start, weeks, adsAllowed);
  const fill = (text: string) => text.replace(/\{(mb\w+)\}/g, (whole, name: string) => t[name] ?? whole);
  const lines = [
    `- A brand selling mainly on ${m.store}${m.fulfilment ? ` (${m.fulfilment})` : ""}: ${m.market} owns the buyer, so no abandoned-cart or post-purchase emails, no reviews app, no thank-you page, no wholesale or 'sell on Amazon or Etsy' advice; the listing does the selling`,
    fill("- Its plan: the listing (main image, images that answer the comparison buyers make on {mbCompare}, title and bullets for {mbSearches}, {mbEnhancedShort}) tested with {mbExperiment}; Sponsored Products by match type (auto, broad, phrase, exact) with a weekly search-term harvest and negative keywords, bids from the target ACoS ({mbBidMath}); Sponsored Brands once Sponsored Products pays; reviews only through {mbReviewButton} and {mbVineShort}; copies answered with {mbRegistry}, a design patent or trademark check with an IP attorney and {mbSet}; {mbNiche} creators on YouTube, TikTok and Instagram sent to the listing with {mbAttributionShort}; the seasons (" + seasonsInline(t) + ") with stock ordered in time"),
    fill("- Reviews: never a reward for a review, never asking only for good ones, no review request in the packaging insert (it thanks and gives care instructions); tell the founder to check {mbRules}, without quoting rules as fact"),
  ];
  const math = marketplaceBrandMath(m, 0);
  if (math) lines.push(`- The goal's arithmetic: ${math}`);
  if (!adsAllowed) lines.push("- The budget is under $500 a month: no new ad campaigns (Sponsored Products or Sponsored Brands) in the plan");
  if (m.copies) lines.push(`- The founder says: "${m.copies}": don't compete on price`);
  if (m.ownShop) lines.push(`- Their own ${m.ownShop === "your own" ? "web shop" : `${m.ownShop} store`}${m.ownShopQuiet ? " gets almost no traffic" : ""}: leave it as it is (or use it for ${t.mbSetShort}); no ads to it`);
  return lines;
}

function seasonsInline(t: Record<string, string>): string {
  return joinWords(t.mbSeasonLines!.split("\n").map((l) => l.replace(/ \(check[^)]*\)/, "")));
}
