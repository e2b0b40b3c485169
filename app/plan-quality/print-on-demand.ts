import type { PlanFormData } from "~/wizard/types";
import { MONTHS, giftingDaysWithin } from "./calendar";
import { sentencesOf } from "./channels";
import { formatCount, joinWords, numberFrom, numberWord, plural, singular } from "./words";

/**
 * A print-on-demand shop: designs printed on t-shirts, hoodies, posters, mugs or phone cases by a fulfilment
 * partner (Printful, Printify, Gelato, Teemill…) only when someone orders, and sold on a store of its own
 * (Shopify, Etsy) or on a marketplace that prints them itself (Redbubble, Society6, Amazon Merch on Demand).
 * Nothing is in stock: no restock, no batch that sells out, no samples to leave with a stockist, and a margin of
 * a few dollars an order that no ad can buy at today's prices. The designs are the product: people find them
 * by searching and browsing (Pinterest, Etsy, Google), through the illustrators they follow, and as gifts;
 * real photos of the printed piece, buyers' own photos and an order worth more than one item are what sell.
 * Read from the founder's words whatever product type the form says. Pure.
 */
export type PrintOnDemand = {
  /** The print partner named: "Printful", "Printify"; null when only "print-on-demand" is said. */
  partner: string | null;
  /** The marketplaces the designs are sold on, in the founder's order: "Etsy", "Redbubble". */
  marketplaces: string[];
  /** The store of its own, when said: "Shopify store", "own website"; null when it sells only on marketplaces. */
  store: string | null;
  /** What is printed, as the plan says it: "t-shirts and hoodies", "art prints and posters"; null when not said. */
  goods: string | null;
  /** Clothes: fit, sizes and photos on people matter. */
  apparel: boolean;
  /** Prices by item, in the founder's order: "Tees $32, hoodies $58" → tee 32, hoodie 58. */
  prices: { item: string; price: number }[];
  /** What an order leaves after the partner's cost: "about $9 a tee" → 9 a tee. */
  margin: { amount: number; item: string } | null;
  /** Ads that did not pay: "$400 on Instagram ads and made two sales" → 400, 2, "Instagram ads". */
  adsTried: { spend: number; orders: number; channel: string } | null;
  /** Orders a month wanted ("100 orders a month"). */
  goalOrders: number | null;
  /** The designs, in the founder's words: "hand-drawn ice cream and pun designs"; null when not said. */
  designs: string | null;
  /** Puns on the designs: a pun of the week is the drop's reason. */
  puns: boolean;
  /** The buyers give them as presents. */
  gifts: boolean;
  /** The currency symbol of the prices: "$", "£", "€". */
  symbol: string;
};

/** Print partners that print and ship each order for a store of the founder's own. */
const PARTNERS: [RegExp, string][] = [
  [/\bprintful\b/i, "Printful"],
  [/\bprintify\b/i, "Printify"],
  // Gelato is also ice cream: only the company, capitalised, in a sentence about printing.
  [/\bGelato\b(?=[^.]*\bprint)|\bprint[^.]*\bGelato\b/, "Gelato"],
  [/\bteemill\b/i, "Teemill"],
  [/\bprodigi\b/i, "Prodigi"],
  [/\bgooten\b/i, "Gooten"],
  [/\binkthreadable\b/i, "Inkthreadable"],
  [/\bcustomcat\b/i, "CustomCat"],
  [/\bspreadshirt\b/i, "Spreadshirt"],
];

/** Marketplaces where people browse designs, with the name a plan gives them; those that print themselves come first. */
const MARKETPLACES: [RegExp, string][] = [
  [/\bredbubble\b/i, "Redbubble"],
  [/\bsociety ?6\b/i, "Society6"],
  [/\bteepublic\b/i, "TeePublic"],
  [/\bthreadless\b/i, "Threadless"],
  [/\bzazzle\b/i, "Zazzle"],
  [/\bmerch (?:by|on) (?:amazon|demand)\b|\bamazon merch\b/i, "Amazon Merch on Demand"],
  [/\betsy\b/i, "Etsy"],
];
/** Marketplaces that print and ship the order themselves (the artist uploads a design and sets a margin). */
const PRINTING_MARKETPLACES = ["Redbubble", "Society6", "TeePublic", "Threadless", "Zazzle", "Amazon Merch on Demand"];

/** "print-on-demand", "printed to order", "POD tees". */
const POD_SAID = /\bprint[- ]on[- ]demand\b|\bprinted (?:to|on) (?:order|demand)\b|\bprinted (?:only )?when (?:someone|a customer|it is|it's) ordere?d?s?\b|\bPOD\b/;
/** Made for print-on-demand sellers (an app, a course, an agency), not a shop of its own. */
const FOR_POD_SELLERS =
  /\bfor (?:[\w-]+ ){0,3}(?:print[- ]on[- ]demand|pod|printful|printify|etsy|shopify|redbubble) (?:sellers|shops|stores|brands|merchants|businesses|artists|creators)\b|\b(?:apps?|plugin|software|saas|platform|agency|course|tool)\b[^.]{0,50}\bprint[- ]on[- ]demand\b/i;

/** What is printed, with the word the plan uses; clothes are marked. */
const GOODS: [RegExp, string, boolean][] = [
  [/\bt-?shirts?\b|\btees\b|\btee\b/i, "t-shirts", true],
  [/\btank tops?\b/i, "tank tops", true],
  [/\bhoodies\b|\bhoodie\b/i, "hoodies", true],
  [/\bsweatshirts?\b|\bcrewnecks?\b/i, "sweatshirts", true],
  [/\bbaby (?:clothes|bodysuits|onesies)\b|\bonesies\b/i, "baby clothes", true],
  [/\bsocks\b/i, "socks", true],
  [/\bcaps\b|\bhats\b|\bbeanies\b/i, "hats", true],
  [/\btote bags?\b|\btotes\b/i, "tote bags", false],
  [/\bart prints\b|\bgicl[eé]e prints\b|\bwall art\b|(?<!\b(?:printful|printify|gelato|teemill|prodigi|it|we|they|which|that|and) )\bprints\b/i, "art prints", false],
  [/\bposters?\b/i, "posters", false],
  [/\bcanvas(?:es| prints)?\b/i, "canvas prints", false],
  [/\bmugs?\b/i, "mugs", false],
  [/\bstickers?\b/i, "stickers", false],
  [/\bphone cases?\b/i, "phone cases", false],
  [/\bnotebooks?\b/i, "notebooks", false],
  [/\bcushions?\b|\bpillows?\b/i, "cushions", false],
];

/** "Tees", "t-shirts", "hoodies", "phone cases", "art prints": an item a price is written next to. */
const ITEM = "(?:t-shirts?|tees?|shirts?|tank tops?|hoodies?|sweatshirts?|crewnecks?|tote bags?|totes?|(?:art |canvas )?prints?|posters?|mugs?|stickers?|phone cases?|notebooks?|cushions?|caps?|hats?|beanies?)";

/** "Hoodies" → "hoodie", "t-shirts" → "t-shirt", "tees" → "tee". */
const singularItem = (word: string) => singular(word.toLowerCase());

/** The first sentence of a text, or "" (the pitch is passed in when known). */
const firstOf = (text: string) => sentencesOf(text.replace(/\s+/g, " ").trim())[0] ?? "";

/**
 * The pitch or the description says print-on-demand (or names a print partner or a printing marketplace) for a
 * shop of the founder's own, not a tool for such shops. The pitch must say so, or name what is printed while the
 * description names the partner ("t-shirts with my designs … Printful prints and ships each one").
 */
export function podSaid(a: PlanFormData, pitch: string): boolean {
  if (["developer", "b2b-smb", "b2b-enterprise"].includes(a.audienceType)) return false;
  const d = a.productDescription;
  if (FOR_POD_SELLERS.test(pitch) || FOR_POD_SELLERS.test(d)) return false;
  const named = (text: string) => POD_SAID.test(text) || PARTNERS.some(([re]) => re.test(text)) || MARKETPLACES.some(([re, name]) => PRINTING_MARKETPLACES.includes(name) && re.test(text));
  if (named(pitch)) return true;
  return named(d) && GOODS.some(([re]) => re.test(pitch)) && /\b(?:design|designs|illustrat\w*|drawn|artwork|art|prints?|slogans?|puns?)\b/i.test(d);
}

/** "about $9 a tee", "$6 profit per print", "Redbubble pays me about $3 a sticker". */
const MARGIN =
  /\b(?:margins?|profit|(?:we|i) (?:make|keep|earn|clear)|leaves? (?:us|me)|pays? (?:us|me))\b[^.]{0,50}?([$£€])\s?(\d{1,3}(?:\.\d{1,2})?)\s*(?:a|per|on (?:a|each|every)|each|for (?:a|each))\s+([a-z-]+(?: case| bag| print)?)/i;
const MARGIN_AFTER = /([$£€])\s?(\d{1,3}(?:\.\d{1,2})?)\s+(?:margin|profit)\s+(?:a|per|on (?:a|each)|each)\s+([a-z-]+)/i;
/** "We spent $400 on Instagram ads and made two sales". */
const ADS_TRIED =
  /\b(?:spent|spend|put|burned|burnt|wasted|blew)\s+(?:about\s+|around\s+|over\s+|nearly\s+|almost\s+)?([$£€])\s?(\d[\d,]*)\s+(?:on|in(?:to)?)\s+((?:[A-Za-z]+\s+){0,2}?)(ads|adverts|advertising|ad campaigns?)\b([^.]{0,60})/i;
const ADS_ORDERS = /\b(?:made|got|brought(?: in)?|had|for|and)\s+(?:only\s+|just\s+)?(no|zero|one|two|three|four|five|six|seven|eight|nine|ten|\d{1,3}|a few|a couple of|a handful of)\s+(?:sales?|orders?)\b/i;

/**
 * "Print-on-demand t-shirts and hoodies with hand-drawn ice cream and pun designs, printed by Printful and sold
 * on our own Shopify store. Tees $32, hoodies $58." with "about $9 a tee" and "$400 on Instagram ads and made
 * two sales": the shop and the numbers its plan needs. Null for anything else (a shop with stock, a tool for
 * POD sellers). `goalOrders` is read by the caller from the success metrics.
 */
export function readPrintOnDemand(a: PlanFormData, pitch: string, goalOrders: number | null): PrintOnDemand | null {
  if (!podSaid(a, pitch || firstOf(a.productDescription))) return null;
  const d = a.productDescription.replace(/\s+/g, " ");
  const all = `${d} ${a.challenges} ${a.successMetrics}`;
  const selling = sentencesOf(d).filter((s) => /\b(?:sell|sells|selling|sold|shop|store|listed|listings?|on)\b/i.test(s));
  const marketplaces = MARKETPLACES.filter(([re]) => selling.some((s) => re.test(s)))
    .sort(([x], [y]) => d.search(x) - d.search(y))
    .map(([, name]) => name);
  const platform = /\b(?:our|my) own (shopify|squarespace|wix|big cartel|woocommerce)\b|\b(shopify|squarespace|wix|big cartel|woocommerce) (?:store|shop|site)\b/i.exec(d);
  const platformName = platform ? (platform[1] ?? platform[2])!.replace(/\b\w/g, (c) => c.toUpperCase()).replace("Woocommerce", "WooCommerce") : null;
  const store = platformName ? `${platformName} store` : /\b(?:our|my) own (?:web ?site|site|store|shop|online shop)\b/i.test(d) ? "own website" : null;
  const where = firstOf(pitch) || firstOf(d);
  const goods = GOODS.filter(([re]) => re.test(where)).sort(([x], [y]) => where.search(x) - where.search(y));
  const prices: PrintOnDemand["prices"] = [];
  const symbols: string[] = [];
  for (const m of d.matchAll(new RegExp(`\\b(${ITEM})\\s*(?:are|at|from|for|cost|:|,)?\\s*(?:from\\s+)?([$£€])\\s?(\\d{1,4}(?:\\.\\d{2})?)`, "gi"))) {
    const item = singularItem(m[1]!);
    if (!prices.some((p) => p.item === item)) prices.push({ item, price: Number(m[3]) });
    symbols.push(m[2]!);
  }
  for (const m of d.matchAll(new RegExp(`([$£€])\\s?(\\d{1,4}(?:\\.\\d{2})?)\\s+(${ITEM})\\b`, "gi"))) {
    const item = singularItem(m[3]!);
    if (!prices.some((p) => p.item === item)) prices.push({ item, price: Number(m[2]) });
    symbols.push(m[1]!);
  }
  const margin = MARGIN.exec(all) ?? MARGIN_AFTER.exec(all);
  const ads = ADS_TRIED.exec(a.challenges) ?? ADS_TRIED.exec(d);
  const adOrders = ads ? ADS_ORDERS.exec(ads[5] ?? "") : null;
  const orderCount = (word: string) => (/^(?:no|zero)$/i.test(word) ? 0 : /^a (?:few|couple of|handful of)$/i.test(word) ? (word.includes("couple") ? 2 : 3) : numberFrom(word));
  const designs = /\b(?:with|featuring|of|selling (?:my|our))\s+((?:[\w'’-]+\s+){0,5}?(?:designs|illustrations|artwork|drawings))\b/i.exec(where);
  const marginItem = margin ? singularItem(margin[3]!) : null;
  return {
    partner: PARTNERS.find(([re]) => re.test(d))?.[1] ?? null,
    marketplaces,
    store,
    goods: goods.length ? joinWords(goods.map(([, word]) => word)) : null,
    apparel: goods.some(([, , clothes]) => clothes),
    prices,
    margin: margin ? { amount: Number(margin[2]), item: marginItem && /^(?:sale|order|item|piece|one)$/.test(marginItem) ? "order" : (marginItem ?? "order") } : null,
    adsTried:
      ads && adOrders && orderCount(adOrders[1]!) !== null
        ? { spend: Number(ads[2]!.replace(/,/g, "")), orders: orderCount(adOrders[1]!)!, channel: `${(ads[3] ?? "").trim()} ${ads[4]!.toLowerCase()}`.trim() }
        : null,
    goalOrders,
    designs: designs ? designs[1]!.trim() : null,
    puns: /\bpuns?\b|\bpunny\b/i.test(`${d} ${a.audiencePersona}`),
    gifts: /\bgifts?\b|\bpresents?\b|\bgifting\b/i.test(`${d} ${a.audiencePersona}`),
    symbol: margin?.[1] ?? symbols[0] ?? ads?.[1] ?? "$",
  };
}

/** The prices as money: "$32". */
const priced = (p: PrintOnDemand, n: number) => `${p.symbol}${Number.isInteger(n) ? n : n.toFixed(2)}`;


/** The first item the founder prices, or what the margin is given per; "order" when neither is said. */
function mainItem(p: PrintOnDemand | null): string {
  return p?.margin && p.margin.item !== "order" ? p.margin.item : p?.prices[0]?.item ?? "order";
}

/**
 * The arithmetic a print-on-demand shop decides its channels by: what an order leaves, so what an order from ads
 * may cost; what the ads it tried cost an order; the goal in margin and in visits. Null when no margin is said.
 */
export function podMath(p: PrintOnDemand, adsInPlan = false): string | null {
  if (!p.margin) return null;
  const m = p.margin;
  const per = m.item === "order" ? "an order" : `a ${m.item}`;
  const lines = [
    `At about ${priced(p, m.amount)} ${per}, an order that comes from an ad pays for itself only if the ad cost less than ${priced(p, m.amount)} to bring it.`,
  ];
  if (p.adsTried) {
    const { spend, orders, channel } = p.adsTried;
    if (orders > 0) {
      const each = Math.round(spend / orders);
      const times = Math.round(each / m.amount);
      lines.push(
        `Your ${channel} cost ${priced(p, each)} an order (${priced(p, spend)} for ${numberWord(orders)} ${orders === 1 ? "sale" : "sales"})${times >= 2 ? `, about ${times} times that` : ""}, ${adsLater(adsInPlan)}.`,
      );
    } else {
      lines.push(`Your ${channel} brought no orders for ${priced(p, spend)}, ${adsLater(adsInPlan)}.`);
    }
  }
  if (p.goalOrders) {
    lines.push(
      `${formatCount(p.goalOrders)} orders a month at about ${priced(p, m.amount)} is about ${priced(p, p.goalOrders * m.amount)} a month before your own time; ${p.store ? "if your store turns 1-2% of visits into orders (check yours in your store's analytics)" : "if 1-2% of visits to your designs' pages turn into orders (check your own rate in your shop's statistics)"}, that is about ${formatCount(p.goalOrders * 50)}-${formatCount(p.goalOrders * 100)} visits a month, far more than ads at this margin can buy: they come from search, Pinterest, marketplaces and the followers of artists like you${p.store ? `, and each order is made to carry more than one ${m.item === "order" ? "item" : m.item}` : ""}.`,
    );
  } else {
    lines.push(`So the visits come from search, Pinterest, marketplaces and the followers of artists like you${p.store ? `, and each order is made to carry more than one ${m.item === "order" ? "item" : m.item}` : ""}.`);
  }
  return lines.join(" ");
}

/** What the plan does with ads after ads that did not pay: waits, or spends only where an order pays for them. */
function adsLater(adsInPlan: boolean): string {
  return adsInPlan
    ? "so the ads in this plan go only on the bundle and the design that already sells, and stop wherever an order costs more than it leaves"
    : "so ads wait until an order carries more and you know which designs sell";
}

/** What would make an order carry more: a second item, a bundle, the dearer piece. */
function biggerOrder(p: PrintOnDemand | null): string {
  const [first, second] = p?.prices ?? [];
  if (first && second) return `two ${plural(first.item)}, or a ${first.item} with a ${second.item} at ${priced(p!, second.price)}`;
  if (first) return `two ${plural(first.item)}, or a set of three`;
  return "two pieces, or a set of three";
}

/** A free-shipping line above one item and below two: "$32" → "$50". */
function shippingLine(p: PrintOnDemand | null): string {
  const first = p?.prices[0];
  if (!first) return "{{an amount above one item and below two}}";
  const line = Math.ceil((first.price * 1.5) / 5) * 5;
  return line < first.price * 2 ? priced(p!, line) : "{{an amount above one item and below two}}";
}

/**
 * {podBannerWhen} {podGiftEmailWhen}: the weeks a gift page's banner and gift email go out, four and three weeks
 * before the first gifting day in the plan ("In the week of January 17 (four weeks before Valentine's Day)"),
 * so the timeline puts them before it; undated when no gifting day falls in the plan's weeks.
 */
export function podGiftWeeks(start: Date, weeks: number, country: string | null): { podBannerWhen: string; podGiftEmailWhen: string } {
  const days = giftingDaysWithin(country, start, weeks);
  const first = days.find((d) => d.day.getTime() - start.getTime() >= 21 * 86400000);
  if (!first) return { podBannerWhen: "From four weeks before each gifting day", podGiftEmailWhen: "Three weeks before each gifting day" };
  const weekOf = (before: number) => {
    const day = new Date(Math.max(start.getTime(), first.day.getTime() - before * 7 * 86400000));
    return `In the week of ${MONTHS[day.getUTCMonth()]} ${day.getUTCDate()}`;
  };
  const later = days.length > 1 && days.indexOf(first) < days.length - 1 ? ", and as long before each gifting day after it" : "";
  return {
    podBannerWhen: `${weekOf(4)} (four weeks before ${first.name}${later})`,
    podGiftEmailWhen: `${weekOf(3)} (three weeks before ${first.name}${later})`,
  };
}

/**
 * {podPartner} {podGoods} {podItem} {podItems} {podPrices} {podMargin} {podMarginShort} {podStore} {podDesigns} {podDrop}
 * {podGoal} {podMath} {podBigger} {podShipping} {podMarketplaces} {podWorn} {podOnThem} {podPhotoPlaces} {podDelivery} {podFitQuestion}
 * {podPhotoStep} {podSignupWhere} {podAdsBundle} {podAdsTracking}:
 * a print-on-demand shop; slots where the answers do not say.
 */
export function podTokens(p: PrintOnDemand | null): Record<string, string> {
  const item = mainItem(p);
  const goods = p?.goods ?? "your designs";
  const otherMarkets = ["Etsy", "Redbubble", "Amazon Merch on Demand"].filter((m) => !p?.marketplaces.includes(m));
  const apparel = p?.apparel ?? true;
  return {
    podPartner: p?.partner ?? (p?.marketplaces.find((m) => PRINTING_MARKETPLACES.includes(m)) ?? "your print partner"),
    podGoods: goods,
    podItem: item === "order" ? "piece" : item,
    podItems: item === "order" ? "pieces" : plural(item),
    podPrices: p?.prices.length ? joinWords(p.prices.map((x) => `${plural(x.item)} at ${priced(p, x.price)}`)) : "{{your prices}}",
    podMargin: p?.margin ? `about ${priced(p, p.margin.amount)} ${p.margin.item === "order" ? "an order" : `a ${p.margin.item}`}` : "{{what an order leaves you}}",
    podMarginShort: p?.margin ? priced(p, p.margin.amount) : "{{what an order leaves you}}",
    podStore: p?.store ? `your ${p.store === "own website" ? "own website" : p.store}` : p?.marketplaces.length ? `your ${p.marketplaces[0]} shop` : "your store",
    podDesigns: p?.designs ?? "your designs",
    podDrop: p?.puns ? "a pun of the week" : "a design of the week",
    podGoal: p?.goalOrders ? `${formatCount(p.goalOrders)} orders a month` : "{{your orders a month}}",
    podMath: (p && podMath(p)) ?? "Work out what one order leaves you after the print partner's cost, the shipping you pay and your store's fees: an order from an ad must cost less than that to pay for itself.",
    podBigger: biggerOrder(p),
    podShipping: shippingLine(p),
    podMarketplaces: joinWords(otherMarkets.length ? otherMarkets : ["Etsy"]).replace(/ and (?!.* and )/, " or "),
    podWorn: apparel ? "worn" : "in real use",
    podOnThem: apparel ? "on a person, in daylight" : "in real use, in daylight",
    podPhotoPlaces: apparel ? "friends who look like your buyers, outdoors and in the places your buyers go" : "on a wall, a shelf, a desk or a laptop, beside everyday things that show its size",
    podPhotoStep: p?.store
      ? `Put the real photo first on each design's page on your ${p.store === "own website" ? "own website" : p.store}, the mockup second, and add a line under the size chart on how it looks in real life.`
      : "Add the real photos wherever your marketplace takes your own product photos (check its settings), and use them in every pin and post that links to a design.",
    podSignupWhere: p?.store ? `a sign-up box on your ${p.store === "own website" ? "own website" : p.store}` : "a sign-up link on your profiles (a free email tool's sign-up page)",
    podAdsBundle: p?.store ? " and on the bundle" : "",
    podAdsTracking: p?.store
      ? "Install the Pinterest and Google tags through your store's apps and check that a test order is recorded on each."
      : "Send the ads to a shop of your own once it is open (a marketplace page cannot count the orders an ad brings); until then run only promoted pins, and count orders by day in the marketplace's sales reports.",
    podFitQuestion: apparel ? " Which size did you take, and how does it fit?" : "",
    podDelivery: p?.partner ? `${p.partner}'s production time plus its shipping time` : "your print partner's production time plus its shipping time",
  };
}

/** The goal line of a print-on-demand shop's strategy: with a store of its own, orders that carry more; on marketplaces alone, a shop of its own. */
export function podStrategy(p: PrintOnDemand, adsInPlan = false): string {
  return p.store
    ? `putting {podDesigns} where people already search and browse for them (a real photo of every design, {podDrop}, a pin for every design, gift pages with order-by dates, an illustrator's co-designed drop) and making each order carry more than {podMarginShort}, ${adsInPlan ? "with ads only where an order pays for them" : "before any money goes to ads"}`
    : "putting {podDesigns} where people already search and browse for them (a real photo of every design, {podDrop}, a pin for every design, an illustrator's co-designed drop) and a shop of your own beside {podStore} for the buyers who come back, judging every channel by what an order earns you";
}
export const POD_FOCUS = "Orders: {podGoal}, counted every Friday with what each order left you, and the design and channel that brought it";

/** "Soft Serve Club is a print-on-demand shop for women aged 20-35 in North America: …" */
export function podWhat(p: PrintOnDemand, product: string, audience: string, where: string): string {
  const partner = p.partner ?? (p.marketplaces.find((m) => PRINTING_MARKETPLACES.includes(m)) ?? "its print partner");
  const sold = p.store ? `on ${p.store === "own website" ? "its own website" : `its own ${p.store}`}${p.marketplaces.length ? ` and on ${joinWords(p.marketplaces)}` : ""}` : p.marketplaces.length ? `on ${joinWords(p.marketplaces)}` : "online";
  return `${product} is a print-on-demand shop for ${audience}${where ? ` ${where}` : ""}, selling ${p.goods ?? "its designs"} ${sold}: ${partner} prints and ships each piece when it is ordered, so there is no stock to clear, no restock and no batch to sell out; the designs are the product${p.margin ? `, and each ${p.margin.item === "order" ? "order" : p.margin.item} leaves about ${priced(p, p.margin.amount)}` : ""}.`;
}

/** The strategy's own lines: the margin's arithmetic, and no stock to speak of. */
export function podListening(p: PrintOnDemand, fill: (text: string) => string, adsInPlan = false): string[] {
  return [
    podMath(p, adsInPlan) ?? fill("{podMath}"),
    fill(`{podPartner} prints each order, so there is nothing to restock and no batch to sell out: a design is "limited" only when you retire it on the date you gave, and the urgency the plan uses is real (a gifting day's order-by date, a new design's first week).`),
  ];
}

/**
 * Lines a stocked shop's plan gives that a print-on-demand shop cannot honestly say: restocks, batches selling
 * out, running low, stockists and wholesale, samples to a stockist, units to gift by the dozen.
 */
export const POD_MISFITS =
  /\brestock(?:s|ed|ing)?\b|\bback in stock\b|\bnew batch(?:es)?\b|\blimited batch(?:es)?\b|\bsmall[- ]batch\b|\bbatch sold out\b|\bsells? out\b|\bsold out\b|\brunning low\b|\brun out\b|\bstockists?\b|\bwholesale\b|\btrade price\b|\bfree .{0,20}\bkit\b|\bsubscription order\b/i;

/** Some tactic works out what an order leaves and what an ad may cost. */
const MARGIN_WORK = /\bmargin\b[^.\n]*\b(?:order|ads?|bundle|tee|print|piece)\b|\bwhat (?:one|an|each) order leaves\b/i;
/** Some tactic shows the printed piece in real photos, not only mockups. */
const REAL_PHOTOS = /\breal photos?\b|\bsample order\b|\bsamples? (?:from|of)\b/i;

/** What the checker finds missing from a print-on-demand shop's plan. */
export function podPlanGaps(p: PrintOnDemand | null, planText: string): { reason: string; note: string }[] {
  if (!p) return [];
  const out: { reason: string; note: string }[] = [];
  if (p.margin && !MARGIN_WORK.test(planText)) {
    out.push({ reason: `Each order leaves about ${priced(p, p.margin.amount)}, and no tactic works out what an order may cost or how to make it carry more.`, note: "Leaves the margin unanswered" });
  }
  if (!REAL_PHOTOS.test(planText)) {
    out.push({ reason: "Print-on-demand shops sell from mockups until someone shows the printed piece: no tactic orders a sample to check and photograph it.", note: "Mockups only" });
  }
  return out;
}

/** What the AI prompt states about a print-on-demand shop. */
export function podFacts(p: PrintOnDemand | null): string[] {
  if (!p) return [];
  const t = podTokens(p);
  const lines = [
    `- A print-on-demand shop: ${t.podPartner} prints and ships each piece when it is ordered, so there is no stock, no restock, no batch, no stockist or wholesale, and no "limited batch" scarcity (a design is limited only if it is really retired on a date)`,
    `- Its plan: the margin first (${t.podMargin}; an order from ads must cost less than that), a bigger order (${t.podBigger}), real photos of the printed ${t.podGoods} from a sample order, ${t.podDrop} with a reason, a Pinterest pin per design and per mockup, gift pages with order-by dates from ${t.podDelivery}, a co-designed drop with an illustrator who shares the audience, and the marketplaces where people browse designs (${t.podMarketplaces}) weighed against the margin; tell the founder to check each platform's fees and rules rather than quoting them`,
  ];
  const math = podMath(p);
  if (math) lines.push(`- The arithmetic: ${math}`);
  return lines;
}
