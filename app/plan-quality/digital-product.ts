import type { PlanFormData } from "~/wizard/types";
import { sentencesOf } from "./channels";
import { formatCount, joinWords, upperFirst, withArticle } from "./words";

/**
 * A digital download sold one-off: a Notion, Airtable or spreadsheet template, a planner or printables,
 * Lightroom presets, a font, an icon pack, a Figma UI kit, stock assets, an ebook sold as a file (not on
 * Kindle). It sells on Gumroad, Lemon Squeezy, Payhip, Etsy, Creative Market, the Notion Marketplace or
 * the maker's own site, one buyer at a time and once each: buyers find it in short videos that show it in
 * real use, in the marketplaces' search and through creators they follow, judge it on screenshots and a
 * walkthrough, and buy on the spot or after a free sample. Every month starts from zero, so the plan is
 * a steady stream (a weekly video, listings, a free version that collects emails, creators on a share of
 * each sale, answers in communities) rather than one viral hit; a course's cohorts, a membership's churn
 * or a shop's shipping mean nothing to it. Pure.
 */
export type DigitalProduct = {
  product: string;
  /** What it is, in the founder's words: "Notion template", "Lightroom preset pack", "Figma UI kit", "digital planner". */
  word: string;
  form: DigitalForm;
  /** The app it is used in ("Notion", "Lightroom", "Figma"); null when none is named. */
  tool: string | null;
  /** Its parts, as listed: ["literature tracker", "chapter planner", "supervisor meeting notes", "writing log"]. */
  parts: string[];
  /** The price as written ("$39") and its value. */
  price: string | null;
  priceValue: number | null;
  symbol: string;
  /** Where it sells today, as named: ["Gumroad"]. */
  platforms: string[];
  /** Sales so far ("180 sales so far" → 180). */
  salesNow: number | null;
  /** What brought most of those sales, in the founder's words ("one viral TikTok in March"). */
  hit: string | null;
  /** The founder's sentence saying those sales stopped ("Sales died when the TikTok stopped getting views"). */
  hitFaded: string | null;
  /** The goal in money a month ("$3,000 a month" → 3000), or in sales a month. */
  monthlyGoal: number | null;
  monthlySales: number | null;
  /** The founder is one of the buyers ("I'm a PhD student myself" → "PhD student"). */
  oneOfThem: string | null;
  /** The persona names the creators they watch ("study-with-me and productivity videos on YouTube and TikTok"). */
  watches: string | null;
  /** Pinterest is named: where buyers look, or what brought the sales. */
  pinterest: boolean;
};

export type DigitalForm = "template" | "planner" | "presets" | "font" | "icons" | "ui-kit" | "assets" | "ebook";

/** The apps a download is made for, in the order a pitch names them. */
const TOOLS: [RegExp, string][] = [
  [/\bnotion\b/, "Notion"], [/\bairtable\b/, "Airtable"], [/\bgoogle sheets?\b/, "Google Sheets"], [/\bexcel\b/, "Excel"],
  [/\bcanva\b/, "Canva"], [/\bfigma\b/, "Figma"], [/\bframer\b/, "Framer"], [/\bwebflow\b/, "Webflow"], [/\bobsidian\b/, "Obsidian"],
  [/\bcoda\b/, "Coda"], [/\bgoodnotes\b/, "GoodNotes"], [/\bnotability\b/, "Notability"], [/\blightroom\b/, "Lightroom"],
  [/\bphotoshop\b/, "Photoshop"], [/\bprocreate\b/, "Procreate"], [/\bcapcut\b/, "CapCut"], [/\bpremiere(?: pro)?\b/, "Premiere Pro"],
  [/\bdavinci resolve\b/, "DaVinci Resolve"], [/\bfinal cut(?: pro)?\b/, "Final Cut Pro"], [/\bkeynote\b/, "Keynote"],
  [/\bpowerpoint\b/, "PowerPoint"], [/\bgoogle slides\b/, "Google Slides"],
];

/** What is sold, by the noun the pitch uses, and the form its plan takes. */
const FORMS: [RegExp, DigitalForm][] = [
  [/\b(?:ui|design|wireframe|component) kits?\b|\bdesign systems?\b/, "ui-kit"],
  [/\b(?:presets?|preset packs?|luts?|lut packs?)\b/, "presets"],
  [/\b(?:fonts?|typefaces?|font famil(?:y|ies))\b/, "font"],
  [/\bicon (?:packs?|sets?|librar(?:y|ies))\b|\b\d[\d,]* icons\b/, "icons"],
  [/\b(?:digital|printable|paper|undated|dated|goodnotes|notability|ipad) planners?\b|\bplanner (?:printables|pages|inserts)\b|\bprintables?\b|\bworksheets\b/, "planner"],
  [/\b(?:notion|airtable|google sheets?|excel|canva|figma|framer|webflow|obsidian|coda|clickup|trello|keynote|powerpoint|google slides|spreadsheet)\s+(?:templates?|dashboards?|systems?|planners?|trackers?|workspaces?|kits?)\b|\btemplates?\b/, "template"],
  [/\b(?:procreate )?brush(?:es| packs?| sets?)\b|\bmockups?\b|\bstock (?:photos?|footage|images|videos)\b|\btextures?\b|\boverlays\b|\b(?:sample|sound|sticker|texture) packs?\b|\bdigital stickers\b|\bwallpapers?\b|\bclip ?art\b/, "assets"],
  [/\be-?books?\b|\bpdf guides?\b|\bpdf workbooks?\b/, "ebook"],
];

/** Made for makers of such things (a tool, a marketplace, a service, a course) rather than the thing itself. */
const NOT_THE_PRODUCT =
  /\b(?:apps?|platform|software|saas|tool|plugin|extension|marketplace|agency|studio|service|builder|generator|ai|course|cohort|community|membership|newsletter|podcast|coaching|bootcamp|workshop|library of)\b/;
/** Words that make it a book sold on Amazon, which the book's own plan reads (app/plan-quality/books.ts). */
const AMAZON_BOOK = /\bkindle\b|\bkdp\b|\bamazon\b|\bpaperback\b|\bhardback\b|\bnovel(?:la)?\b|\bmemoir\b|\bself-published\b/i;
/** Paid by the month or the year: a membership or a subscription, not a download sold once. */
const RECURRING = /[$€£]\s?\d[\d,.]*\s*(?:\/|a|per)\s*(?:month|mo|year|yr)\b|\bmonthly (?:subscription|membership|plan)\b|\bsubscription\b|\bmembership\b/i;
/** It is sold, not given away: a price, a shop, sales. */
const SOLD = /[$€£]\s?\d|\b\d+(?:\.\d+)?\s?(?:usd|eur|gbp|dollars|euros|pounds)\b|\bsales?\b|\bsold\b|\bsell(?:s|ing)?\b|\bbuyers?\b|\bone-(?:off|time)\b|\bdownloads?\b/i;

const PLATFORMS: [RegExp, string][] = [
  [/\bgumroad\b/i, "Gumroad"], [/\blemon ?squeezy\b/i, "Lemon Squeezy"], [/\bpayhip\b/i, "Payhip"], [/\betsy\b/i, "Etsy"],
  [/\bcreative market\b/i, "Creative Market"], [/\bnotion (?:marketplace|template gallery)\b/i, "the Notion Marketplace"],
  [/\bui8\b/i, "UI8"], [/\bfigma community\b/i, "Figma Community"], [/\benvato\b|\bthemeforest\b/i, "Envato"], [/\bstan store\b/i, "Stan Store"],
  [/\bko-?fi\b/i, "Ko-fi"], [/\bsellfy\b/i, "Sellfy"], [/\bshopify\b/i, "Shopify"],
];

/** The pitch names a digital download the founder makes and sells, and how: null for anything else. */
export function digitalProductWordOf(pitch: string): { form: DigitalForm; word: string; tool: string | null } | null {
  const lower = pitch.toLowerCase();
  for (const [re, form] of FORMS) {
    const m = re.exec(lower);
    if (!m) continue;
    // The thing sold is the subject: it comes in the pitch's first words ("A Notion template for…", "Thesis OS is a Notion template…").
    if (m.index > 60) return null;
    if (NOT_THE_PRODUCT.test(lower.slice(0, m.index))) return null;
    // "A course that comes with templates", "an app with Notion templates": the templates are a part.
    if (/\b(?:with|includes?|including|plus|and)\s+(?:\w+\s+){0,2}$/.test(lower.slice(0, m.index))) return null;
    const tool = TOOLS.find(([t]) => t.test(lower.slice(0, m.index + m[0].length + 40)))?.[1] ?? null;
    // "A printable and GoodNotes digital planner": a planner, whichever of its words comes first.
    if (form === "planner" && /\bplanners?\b/.test(lower)) return { form, word: /\b(?:digital|goodnotes|notability|ipad)\b/.test(lower) ? "digital planner" : "printable planner", tool };
    return { form, word: wordOf(m[0], form, tool), tool };
  }
  return null;
}

/** "notion template" → "Notion template", "lightroom presets" → "Lightroom preset pack", "icons" → "icon pack". */
function wordOf(said: string, form: DigitalForm, tool: string | null): string {
  const noun = said.replace(/^\d[\d,]*\s+/, "").replace(/\b(?:notion|airtable|google sheets?|excel|canva|figma|framer|webflow|obsidian|coda|clickup|trello|keynote|powerpoint|google slides|procreate|goodnotes|notability|ipad)\s+/g, "").replace(/s$/, "");
  const base =
    form === "presets" ? "preset pack"
    : form === "icons" ? "icon pack"
    : form === "font" ? (noun.startsWith("typeface") ? "typeface" : "font")
    : form === "ui-kit" ? (/design system/.test(noun) ? "design system" : noun.replace(/^ui\b/, "UI"))
    : form === "ebook" ? (/pdf/.test(noun) ? noun.replace(/^pdf/, "PDF") : "ebook")
    : form === "template" && /^(?:dashboard|system|planner|tracker|workspace|kit)$/.test(noun) ? `${noun} template`
    : noun;
  return tool && !["font", "icons", "ebook", "planner"].includes(form) ? `${tool} ${base}` : base;
}

/** "…to run their thesis: literature tracker, chapter planner, supervisor meeting notes and a writing log" → the four parts. */
function partsOf(pitch: string): string[] {
  const list = /(?::|\bwith (?:a |an )?|\bincludes? (?:a |an )?|\bincluding (?:a |an )?)\s*((?:[a-z][a-z' -]{2,40}?,\s*){1,6}(?:and |& )?(?:a |an )?[a-z][a-z' -]{2,60}?)(?=[.;]|$|,? (?:for|so|that|which|all)\b)/i.exec(pitch);
  if (!list?.[1]) return [];
  const items = list[1]
    .split(/,\s*(?:and\s+|&\s+)?|\s+(?:and|&)\s+/)
    .map((x) => x.trim().replace(/^(?:a|an|the)\s+/i, "").toLowerCase())
    .filter(Boolean);
  return items.length >= 2 && items.every((x) => x.split(/\s+/).length <= 4) ? items : [];
}

function amount(text: string): number {
  return Number(text.replace(/,/g, ""));
}

/** A digital download sold one-off, read from the answers; null for anything else. */
export function readDigitalProduct(a: PlanFormData, pitch: string): DigitalProduct | null {
  const found = digitalProductWordOf(pitch);
  if (!found || a.audienceType === "b2b-enterprise") return null;
  const d = a.productDescription;
  if (RECURRING.test(d) || !SOLD.test(`${d} ${a.successMetrics}`)) return null;
  if (found.form === "ebook" && AMAZON_BOOK.test(d)) return null;
  const price = /([$€£])\s?(\d{1,4}(?:\.\d{2})?)(?![\d,.]*\s?(?:k\b|a month|per month|\/mo))/.exec(d);
  const platforms = PLATFORMS.filter(([re]) => re.test(d)).map(([, name]) => name);
  const hit = /\b(?:mostly|mainly|almost all|nearly all|most of them)\s+(?:from|thanks to|through|via|after)\s+([^.,;]+)/i.exec(d);
  const hitWords = hit?.[1] ?? "";
  const network = /\b(tiktok|instagram|reels?|youtube|shorts|pinterest|reddit|twitter|x|threads|post|video)\b/i.exec(hitWords)?.[1] ?? "";
  const faded = sentencesOf(a.challenges).find(
    (s) => /\b(?:died|dried up|stopped|dropped|fell|faded|went quiet|flatlined|nothing since|back to (?:zero|nothing))\b/i.test(s) && (/\bsales?\b/i.test(s) || (network !== "" && new RegExp(`\\b${network}\\b`, "i").test(s))),
  );
  const money = /([$€£])\s?(\d{1,3}(?:,\d{3})+|\d+)(k)?\s*(?:(?:in|of) [a-z ]+?\s*)?(?:a|per|\/|each)\s*month\b|([$€£])\s?(\d{1,3}(?:,\d{3})+|\d+)(k)?\s*monthly\b/i.exec(a.successMetrics);
  const sales = /\b(\d{1,3}(?:,\d{3})+|\d+)\s+(?:sales|copies|orders|buyers)\s+(?:a|per|\/|each)\s*month\b/i.exec(a.successMetrics);
  const you = ((m) => (m && !/\b(?:and|made|make|it|for|to|built|doing|do)\b/i.test(m[1]!) ? m : null))(/\bI(?:'m|’m| am) (?:also )?(?:an? )?([a-z][\w -]{2,40}?) myself\b/i.exec(`${a.challenges} ${d}`));
  const watches = /\bwatch(?:es)? ([^.;]+?) (?:videos|creators|channels)\b/i.exec(a.audiencePersona);
  return {
    product: a.productName,
    word: found.word,
    form: found.form,
    tool: found.tool,
    parts: partsOf(pitch),
    price: price ? `${price[1]}${price[2]}` : null,
    priceValue: price ? Number(price[2]) : null,
    symbol: price?.[1] ?? "$",
    platforms,
    salesNow: ((m) => (m ? amount(m[1]!) : null))(/\b(\d{1,3}(?:,\d{3})+|\d+)\s+(?:sales|copies sold|buyers|customers|orders)\b/i.exec(d)),
    hit: hit ? hitWords.trim() : null,
    hitFaded: faded?.trim().replace(/[.!]+$/, "") ?? null,
    monthlyGoal: money ? amount(money[2] ?? money[5]!) * (money[3] || money[6] ? 1000 : 1) : null,
    monthlySales: sales ? amount(sales[1]!) : null,
    oneOfThem: you?.[1]?.trim() ?? null,
    watches: watches?.[1]?.trim() ?? null,
    pinterest: /\bpinterest\b/i.test(`${d} ${a.audiencePersona}`),
  };
}

// ─── What the plan says ───────────────────────────────────────────────────────────────────────────

/** Where people search for a download like this, named as examples to check; the shop it sells on already is left out. */
function marketplacesFor(x: DigitalProduct): string[] {
  const notion = "the Notion Marketplace";
  const gumroad = "Gumroad Discover";
  const etsy = "Etsy";
  const cm = "Creative Market";
  const figma = "Figma Community";
  const byTool: Record<string, string[]> = {
    Notion: [notion, gumroad, etsy],
    Airtable: ["Airtable Universe", gumroad, etsy],
    Figma: [figma, "UI8", cm],
    Framer: ["the Framer Marketplace", gumroad, cm],
    Webflow: ["the Webflow Marketplace", gumroad, cm],
    Canva: [etsy, cm, gumroad],
    Lightroom: [etsy, cm, gumroad],
    Procreate: [cm, etsy, gumroad],
  };
  const byForm: Record<DigitalForm, string[]> = {
    template: [etsy, gumroad, cm],
    planner: [etsy, gumroad, cm],
    presets: [etsy, cm, gumroad],
    font: [cm, etsy, gumroad],
    icons: [cm, figma, gumroad],
    "ui-kit": [figma, "UI8", cm],
    assets: [cm, etsy, gumroad],
    ebook: [gumroad, etsy],
  };
  const list = (x.tool && byTool[x.tool]) || byForm[x.form];
  const sells = x.platforms.map((p) => p.toLowerCase());
  // Selling on Gumroad is not being listed on Gumroad Discover, its marketplace: that one stays.
  return list.filter((m) => !sells.some((p) => m.toLowerCase() === p || (m.toLowerCase().startsWith(p) && !m.includes("Discover"))));
}

/** The subreddit of the app it is made for, where people ask how to set it up. */
const TOOL_SUBREDDITS: Record<string, string> = {
  Notion: "r/Notion", Airtable: "r/Airtable", "Google Sheets": "r/googlesheets", Excel: "r/excel", Canva: "r/canva", Figma: "r/FigmaDesign",
  Lightroom: "r/Lightroom", Procreate: "r/procreate", Obsidian: "r/ObsidianMD", GoodNotes: "r/GoodNotes",
};

/** The communities where the buyers ask for help, named as examples to check. */
function communitiesFor(x: DigitalProduct, audience: string, persona: string): { list: string; phd: boolean } {
  const phd = /\bph\.?d\b|\bdoctoral\b|\bdoctorate\b|\bgrad(?:uate)? students?\b/i.test(`${audience} ${persona}`);
  const named = [...new Set([...persona.matchAll(/\br\/[A-Za-z0-9_]+/g)].map((m) => m[0]))];
  const tool = x.tool ? TOOL_SUBREDDITS[x.tool] : undefined;
  if (phd) return { list: joinWords([...new Set(["r/PhD", "r/GradSchool", ...named, ...(tool ? [tool] : [])]), "academic Bluesky or X"]), phd };
  const subs = [...named, ...(tool ? [tool] : [])];
  return { list: subs.length ? `${joinWords(subs)}, and the groups where ${audience} ask for help` : `the subreddits, Discord servers and groups where ${audience} ask for help`, phd };
}

/** The free version that collects emails: one part of it, a sample, a chapter. */
function freeVersion(x: DigitalProduct): { name: string; short: string } {
  const p = x.product;
  switch (x.form) {
    case "template":
      return x.parts.length ? { name: `${x.parts[0]} template (the ${x.parts[0]} from ${p} on its own)`, short: `${x.parts[0]} template` } : { name: `cut-down version of ${p}`, short: "cut-down version" };
    case "planner":
      return { name: `one-week sample of ${p}`, short: "one-week sample" };
    case "presets":
      return { name: `pack of three presets from ${p}`, short: "three-preset sample" };
    case "font":
      return { name: `weight of ${p} for personal use`, short: "personal-use weight" };
    case "icons":
      return { name: `set of 20 icons from ${p}`, short: "20-icon sample" };
    case "ui-kit":
      return { name: `set of components from ${p}`, short: "component sample" };
    case "assets":
      return { name: `sample pack from ${p}`, short: "sample pack" };
    case "ebook":
      return { name: `first chapter of ${p}`, short: "first chapter" };
  }
}

/** The add-on that makes a bundle: a kit built on the part the buyers' own words worry about, or a slot. */
function bundleAddOn(x: DigitalProduct, persona: string): { name: string; hint: string } {
  const lower = persona.toLowerCase();
  const part = x.form === "template" ? x.parts.find((p) => p.split(/\s+/).some((w) => w.length >= 5 && lower.includes(w.replace(/s$/, "")))) : undefined;
  if (part) {
    const stem = part.replace(/\s+(?:notes|tracker|planner|log|template|dashboard|page|pages)$/, "").replace(/\s+/g, "-");
    return { name: `a ${stem} kit`, hint: `for example a ${stem} kit` };
  }
  const byForm: Partial<Record<DigitalForm, string>> = {
    presets: "a second pack of presets for another light or subject",
    font: "the remaining weights and a commercial licence",
    icons: "a second style of the same icons",
    "ui-kit": "extra screens or a second theme",
    planner: "extra inserts for the months ahead",
    ebook: "the worksheets or templates the book refers to",
  };
  const name = byForm[x.form] ?? "{{the add-on buyers ask for}}";
  return { name, hint: byForm[x.form] ? `for example ${name}` : "the add-on buyers ask for most" };
}

/** Four video ideas, one real use each. */
function videoIdeas(x: DigitalProduct): string[] {
  if (x.form === "template" && x.parts.length >= 2) return [...x.parts, ...x.parts].slice(0, 4).map((p, i) => (i < x.parts.length ? `How I use my ${p}` : `My ${p}, a month later`));
  const byForm: Record<DigitalForm, string[]> = {
    template: ["The template in real use on one real task", "Setting it up in two minutes", "The view people ask about most", "Before and after a messy week"],
    planner: ["A real week in the planner, filled in", "Setting it up in two minutes", "The page people ask about most", "Before and after a messy week"],
    presets: ["One photo, one preset, before and after", "The same preset on five different photos", "A real shoot edited in three clicks", "Which preset for which light"],
    font: ["The font on a real poster, menu or label", "Every weight in fifteen seconds", "A pairing that works with it", "From sketch to letter"],
    icons: ["Twenty icons in a real screen", "The whole set recoloured in one click", "One icon, every size", "Before and after a cluttered screen"],
    "ui-kit": ["A real screen built in ten minutes with the kit", "Before and after a screen rebuilt", "One component, every variant", "The second theme in one click"],
    assets: ["One piece made with the pack in thirty seconds", "Before and after", "What each piece in the pack does", "A real project from start to finish"],
    ebook: ["The one idea in chapter one, in thirty seconds", "A page from the guide, applied", "The mistake the guide fixes", "Before and after following it"],
  };
  return byForm[x.form];
}

/** What the buyer does right after paying. */
function getIt(x: DigitalProduct): string {
  if (x.form === "template") return x.tool ? `duplicate it into your ${x.tool}` : "open it in the app you use";
  if (x.form === "presets") return `import the presets${x.tool ? ` into ${x.tool}` : ""}`;
  if (x.form === "font") return "install the font";
  if (x.form === "planner") return "download and print it, or open it on your tablet";
  if (x.form === "ui-kit") return `open it${x.tool ? ` in ${x.tool}` : ""}`;
  return "download it";
}

/** "$39" → "$59": a bundle about half as dear again, ending in 9 like most prices. */
function bundlePriceOf(value: number): number {
  return Math.max(value + 5, Math.round((value * 1.5) / 10) * 10 - 1);
}

/** The goal's arithmetic: sales a month and a week at the price, with a bundle, and the visits it takes at an assumed share. */
export function digitalProductMath(x: DigitalProduct): string | null {
  const price = x.priceValue;
  const platform = x.platforms[0] ?? "your shop";
  const fees = `before ${x.platforms[0] ? `${x.platforms[0]}'s` : "your shop's"} fees (check them in your ${platform} settings)`;
  let monthly: number | null = null;
  const out: string[] = [];
  if (x.monthlyGoal && price) {
    monthly = Math.ceil(x.monthlyGoal / price);
    const bundle = bundlePriceOf(price);
    const mixed = Math.ceil(x.monthlyGoal / ((2 * price + bundle) / 3));
    out.push(`${x.symbol}${formatCount(x.monthlyGoal)} a month at ${x.price} is about ${formatCount(monthly)} sales a month, about ${formatCount(Math.round((monthly * 12) / 52))} a week, ${fees}; if one buyer in three chooses a ${x.symbol}${bundle} bundle instead, it is about ${formatCount(mixed)} a month.`);
  } else if (x.monthlySales) {
    monthly = x.monthlySales;
    out.push(`${formatCount(monthly)} sales a month is about ${formatCount(Math.round((monthly * 12) / 52))} a week${price ? `, about ${x.symbol}${formatCount(monthly * price)} a month at ${x.price} ${fees}` : ""}.`);
  }
  if (!monthly) return null;
  const visits = monthly * 50;
  out.push(
    `Assumption to check: if about 2 in 100 people who open the product page buy, ${formatCount(monthly)} sales need about ${formatCount(visits)} visits a month (about ${formatCount(Math.round((visits * 12) / 52 / 10) * 10)} a week); read your own rate in ${x.platforms[0] ? `${x.platforms[0]}'s analytics` : "your shop's analytics"} in week 1 and replace it, so the plan works on both the visits (videos, listings, creators, communities) and the share who buy (the product page, the free version's emails, the price).`,
  );
  return out.join(" ");
}

/**
 * {dpWord} {dpParts} {dpPlatform} {dpMarketplaces} {dpSearches} {dpFree} {dpVideo} {dpCreators} {dpAffiliate} {dpCommunities}
 * {dpBundle} {dpBundlePrice} {dpMath} and the rest: a digital download sold one-off; slots where the answers do not say.
 */
export function digitalProductTokens(x: DigitalProduct | null, audience: string, persona: string, avoided: string[] = []): Record<string, string> {
  if (!x) return {};
  const platform = x.platforms[0] ?? "your shop";
  const markets = marketplacesFor(x);
  const free = freeVersion(x);
  const add = bundleAddOn(x, persona);
  const ideas = videoIdeas(x);
  const communities = communitiesFor(x, audience, persona);
  const bundle = x.priceValue ? `${x.symbol}${bundlePriceOf(x.priceValue)}` : "{{bundle price}}";
  const affiliate = x.platforms.includes("Gumroad") ? "Gumroad's affiliate feature"
    : x.platforms.includes("Lemon Squeezy") ? "Lemon Squeezy's affiliate programme"
    : x.platforms.includes("Payhip") ? "Payhip's affiliate feature"
    : "an affiliate feature in your shop, or a personal discount code per creator";
  // The short-video networks, unless the buyers are named only elsewhere (designers on X and Dribbble): then those, and YouTube Shorts.
  const shortVideo = /\b(?:tiktok|youtube|instagram|reels|shorts)\b/i.test(persona);
  const elsewhere = ([[/\bx\b(?! ?\()|\btwitter\b/i, "X"], [/\bdribbble\b/i, "Dribbble"], [/\blinkedin\b/i, "LinkedIn"], [/\bthreads\b/i, "Threads"]] as const).filter(([re]) => re.test(persona)).map(([, name]) => name);
  const networks = (shortVideo || !elsewhere.length ? ["TikTok", "YouTube Shorts", "Instagram Reels"] : [...elsewhere, "YouTube Shorts"]).filter((n) => !avoided.some((o) => n.toLowerCase().startsWith(o.toLowerCase()) || (o === "twitter" && n === "X")));
  const seen = ([[/\byoutube\b/i, "YouTube"], [/\btiktok\b/i, "TikTok"], [/\binstagram\b/i, "Instagram"]] as const).filter(([re]) => re.test(persona)).map(([, name]) => name);
  const creators = x.watches
    ? `the ${x.watches.replace(/\s+on\s+.*$/, "")} creators ${audience} watch${seen.length ? ` on ${joinWords(seen)}` : ""}`
    : `${x.tool ? `${x.tool} creators and ` : ""}the creators ${audience} already watch`;
  const searchWords = x.parts.length
    ? [`${x.word} for ${audience}`, `${x.parts[0]} ${x.tool ?? ""} template`.replace(/\s+/g, " "), `${x.parts[1]} ${x.tool ?? ""}`.replace(/\s+/g, " ").trim()]
    : [`${x.word} for ${audience}`, `${x.word}`];
  const you = x.oneOfThem ? `a ${x.oneOfThem} yourself` : null;
  return {
    dpWord: x.word,
    dpAWord: `${withArticle(x.word)}`,
    dpParts: x.parts.length ? joinWords(x.parts) : "{{what is inside in one line}}",
    dpInside: x.parts.length ? x.parts.map((p) => `- ${upperFirst(p)}: {{what it does in one line}}`).join("\n") : "- {{each part and what it does}}",
    dpPrice: x.price ?? "{{your price}}",
    dpPlatform: platform,
    dpBuyersAll: x.salesNow ? `all ${formatCount(x.salesNow)} buyers` : "everyone who bought it",
    dpMarketplaces: joinWords(markets),
    dpMarketplaceFirst: markets[0] ?? platform,
    dpSearches: searchWords.map((s) => `"${s}"`).join(", "),
    dpListingTitle: `${upperFirst(x.word)} for ${audience}${x.parts.length ? `: ${joinWords(x.parts)}` : ""}`,
    dpGetIt: getIt(x),
    dpFreeName: free.name,
    dpFreeShort: free.short,
    dpVideoFirst: ideas[0]!,
    dpVideoIdeas: ideas.slice(0, 2).map((i) => `"${i}"`).join(", "),
    dpVideoScripts: ideas.map((i, n) => `Week ${n + 1}: "${i}"`).join("\n"),
    dpShortsWhere: joinWords(networks.length ? networks : ["YouTube Shorts"]),
    dpOwnWork: you ? ", with your own real work in it (blur anything private)" : ", on a real example",
    dpAsA: x.oneOfThem ? ` as a ${x.oneOfThem} myself` : "",
    dpIAm: x.oneOfThem ? `, a ${x.oneOfThem} myself` : "",
    dpYouAre: you ? `${you}, showing your own set-up` : "the person who made it, showing your own set-up",
    dpCreators: creators,
    dpAffiliate: affiliate,
    dpEmailTool: x.platforms.includes("Gumroad")
      ? "Gumroad's own automated emails (workflows) or an email tool such as Kit or MailerLite (check which fits)"
      : "an email tool such as Kit or MailerLite (check their free plans' limits)",
    dpCommunities: communities.list,
    dpGroupStep: communities.phd
      ? `Once a month, offer a free 30-minute online session on your method to a graduate student association or a grad school newsletter, with ${x.product} mentioned once at the end (check how each takes offers from someone who sells something).`
      : `Once a month, offer a free 30-minute online session on your method to a group or newsletter for ${audience}, with ${x.product} mentioned once at the end (check how each takes offers from someone who sells something).`,
    dpBundleName: add.name,
    dpBundleHint: add.hint,
    dpBundlePrice: bundle,
    dpBundleDiff: x.priceValue ? `${x.symbol}${bundlePriceOf(x.priceValue) - x.priceValue}` : "{{the difference}}",
    dpMath: digitalProductMath(x) ?? `Count sales, visits to the product page and where they came from every Friday in ${x.platforms[0] ? `${x.platforms[0]}'s analytics` : "your shop's analytics"}.`,
  };
}

/** What the plan does, in the order of its tactics, said of the tactics it holds ("dp-listings", "dp-weekly-video"…). */
const STRATEGY_PARTS: [id: string, words: string][] = [
  ["dp-weekly-video", "one short video a week showing {product} in real use"],
  ["dp-pinterest", "pins made from the same videos and screenshots"],
  ["dp-listings", "listings on {dpMarketplaces}, where buyers search"],
  ["dp-free-version", "a free {dpFreeShort} that collects emails and leads to the paid one"],
  ["dp-buyer-updates", "updates that give buyers a reason to come back"],
  ["dp-bundle-price", "a bundle and a price test"],
  ["dp-creator-affiliates", "creators paid a share of the sales they bring"],
  ["dp-community-answers", "answers in the communities where {audience} ask"],
  ["dp-paid-reach", "paid tests judged by sales per dollar"],
];

/** The goal line of a download's strategy: a steady stream, made of the tactics the plan holds. */
export function digitalProductStrategy(ids: string[]): string {
  const parts = STRATEGY_PARTS.filter(([id]) => ids.includes(id)).map(([, words]) => words);
  return `a steady stream instead of one hit: ${parts.length > 1 ? `${parts.slice(0, -1).join("; ")}; and ${parts.at(-1)}` : (parts[0] ?? "")}`;
}
export const DIGITAL_PRODUCT_FOCUS =
  "Sales each week, by source (videos, listings, creators, communities, the free version's emails), with visits to the product page and the share who buy, counted every Friday";

/** "Thesis OS is a Notion template sold one-off at $39 on Gumroad, for PhD students: buyers find…" */
export function digitalProductWhat(x: DigitalProduct, product: string, audience: string): string {
  const where = x.platforms.length ? ` on ${joinWords(x.platforms)}` : "";
  return `${product} is ${withArticle(x.word)} sold one-off${x.price ? ` at ${x.price}` : ""}${where}, for ${audience.replace(/\.$/, "")}: buyers find downloads like it in short videos that show them in use, in the marketplaces' search and through creators they follow, judge them on screenshots and a walkthrough, and buy once, so every month's sales come from new buyers.`;
}

/** The strategy's own lines: the arithmetic, the hit that faded (answered by the tactics the plan holds), the founder who is one of the buyers. */
export function digitalProductListening(x: DigitalProduct, fill: (text: string) => string, ids: string[]): string[] {
  const out = [fill("{dpMath}")];
  if (x.hitFaded) {
    const answers = ([
      ["dp-weekly-video", "a short video every week, recorded four at a time, means none of them has to go viral"],
      ["dp-pinterest", "pins keep bringing people for months"],
      ["dp-listings", "the listings sell while no video is spreading"],
      ["dp-free-version", "the free {dpFreeShort} keeps the emails of people who watched but weren't ready"],
      ["dp-creator-affiliates", "creators show {product} to their own viewers"],
    ] as const).filter(([id]) => ids.includes(id)).map(([, words]) => words);
    const said = `You said "${x.hitFaded}"${x.hit ? `, after most sales came from ${x.hit}` : ""}: one video's reach can't be planned or repeated on demand, so no single post carries the month`;
    out.push(fill(answers.length ? `${said}. ${upperFirst(answers.length > 1 ? `${answers.slice(0, -1).join("; ")}; and ${answers.at(-1)}` : answers[0]!)}.` : `${said}.`));
  } else if (x.hit && ids.includes("dp-weekly-video") && /\b(?:tiktok|reels?|youtube|shorts|instagram|videos?)\b/i.test(x.hit)) {
    out.push(fill(`Most of your sales came from ${x.hit}: the plan turns that into a weekly habit, one short video a week, and adds what sells between videos.`));
  }
  if (x.oneOfThem) out.push(`You are ${withArticle(x.oneOfThem)} yourself, so your own set-up is the demo: every video and every answer shows ${x.product} as you really use it, with anything private blurred.`);
  return out;
}

/** Lines a course's, a membership's or a shop's plan gives that mean nothing to a download sold once. */
export const DIGITAL_PRODUCT_MISFITS =
  /\bcohorts?\b|\bmembers'? (?:space|area|community|only)\b|\ba month free\b|\bfree trial\b|\bnext (?:session|cohort|intake)\b|\beveryone who finished\b|\bchurn\b|\brestocks?\b|\bfree shipping\b|\bshipping\b|\bstockists?\b|\bunboxing\b|\bapp store\b|\bgoogle play\b|\bpush notifications?\b/i;

/** Some tactic lists it where buyers search: a marketplace, the template gallery, a listing. */
const LISTING_WORK = /\bmarketplaces?\b|\btemplate gallery\b|\bgumroad discover\b|\betsy\b|\bcreative market\b|\bfigma community\b|\bui8\b|\blistings?\b/i;
/** Some tactic builds a list of its own: a free version or sample for an email address. */
const LIST_WORK = /\bcollects? emails\b|\bemail (?:list|sequence)\b|\bfor an email(?: address)?\b|\bmailing list\b|\bfour emails\b|\bsign-?up (?:page|form)\b/i;
/** Some tactic brings buyers every week, not once: a weekly video or post. */
const STEADY_WORK = /\b(?:a|one|each|every)\s+(?:short\s+)?(?:video|post|clip|reel)s?\s+(?:a|each|every)\s+week\b|\bweekly (?:video|post|clip|reel)s?\b/i;

/** The plan-level gaps the checker reports for a digital download. */
export function digitalProductGaps(x: DigitalProduct | null, planText: string): { reason: string; note: string }[] {
  if (!x) return [];
  const out: { reason: string; note: string }[] = [];
  if (!LISTING_WORK.test(planText)) out.push({ reason: `Nothing in the plan lists ${x.product} where people search for ${withArticle(x.word)} (${joinWords(marketplacesFor(x))}), with screenshots and a walkthrough: those listings sell between videos.`, note: "No listing where buyers search" });
  if (!LIST_WORK.test(planText)) out.push({ reason: "No tactic collects the emails of people who aren't ready to buy (a free version or sample for an email address): without it each month starts from zero.", note: "No list of its own" });
  if (x.hitFaded && !STEADY_WORK.test(planText)) out.push({ reason: `You said "${x.hitFaded}", and nothing in the plan brings buyers every week (a short video a week, batch-recorded), so the next month depends on another hit.`, note: "Depends on another viral hit" });
  return out;
}

/** What the AI prompt states about a digital download sold one-off. */
export function digitalProductFacts(x: DigitalProduct | null, audience: string, persona: string): string[] {
  if (!x) return [];
  const t = digitalProductTokens(x, audience, persona);
  const lines = [
    `- A digital download sold one-off: ${t.dpAWord}${x.price ? ` at ${x.price}` : ""}${x.platforms.length ? ` on ${joinWords(x.platforms)}` : ""}${x.salesNow ? `, ${formatCount(x.salesNow)} sales so far` : ""}. Not a course, a membership or a shop: no cohorts, members' spaces, churn, free trials, shipping or restocks; each month's sales come from new buyers`,
    `- Its plan: listings where buyers search (${t.dpMarketplaces}, named as examples: check each one's terms and fees) with screenshots and a walkthrough video; one short video a week showing it in real use (${t.dpShortsWhere}, link in bio), batch-recorded to fit the founder's hours; a free ${t.dpFreeShort} that collects emails and a short email sequence to the paid one; a bundle (${t.dpBundleName} at ${t.dpBundlePrice}) and a price test, purchasing-power pricing where the platform offers it (check); affiliates among ${t.dpCreators} (${t.dpAffiliate}: check the terms; creators label affiliate posts as their rules require); answers that show rather than sell in ${t.dpCommunities}, within each community's self-promotion rules; updates and a changelog sent to past buyers`,
  ];
  const math = digitalProductMath(x);
  if (math) lines.push(`- The goal's arithmetic: ${math}`);
  if (x.hitFaded) lines.push(`- The founder said "${x.hitFaded}": no plan that depends on another viral post; a steady weekly stream instead`);
  return lines;
}
