import type { PlanFormData } from "~/wizard/types";
import { formatCount } from "./words";

/**
 * A paid browser extension: free in the Chrome Web Store (and Edge Add-ons, Firefox Add-ons), with a Pro plan
 * paid by the month or the year. People find it by searching the store for a problem ("too many tabs"),
 * judge it on the listing (title, summary, screenshots, rating, the permissions it asks for) and pay when a
 * Pro feature saves them (sync on a second laptop, a restore after a crash). None of a phone app's App Store
 * page, in-app events, preview video or TikTok clips applies. Pure.
 */
export type BrowserExtension = {
  /** The browsers named ("Chrome", "Edge", "Firefox"); Chrome when none is. */
  browsers: string[];
  /** The Pro plan's name as said, or "{product} Pro". */
  proName: string;
  /** The Pro price and period as said ("$4", "month"). */
  price: string | null;
  priceValue: number | null;
  perMonth: boolean;
  /** What Pro adds, when said ("sync across laptops"). */
  proFeatures: string | null;
  /** It touches tabs or pages (asks to read every tab): the privacy page matters. */
  readsTabs: boolean;
  /** Paying users today and the goal. */
  paidNow: number | null;
  paidGoal: number | null;
  /** A launch (Product Hunt) that brought installs and then nothing. */
  launchFaded: boolean;
  /** The store's search is crowded with free copies. */
  clones: boolean;
};

/** "A Chrome extension", "a browser extension", "a Firefox add-on", "an Edge add-on". */
const PITCH = /\b(?:(?:chrome|browser|edge|firefox|safari|brave) (?:extension|add-?on|plugin)s?|(?:extension|add-?on) for (?:chrome|firefox|edge|your browser|the browser))\b/;
/** An app that merely lists an extension among its parts ("… plus a Chrome extension"), or tools for extension makers. */
const AMONG_OTHERS = /\b(?:with|plus|and|has|includes?|offers?) (?:an? |our )?(?:companion )?(?:chrome|browser|firefox|edge) (?:extension|add-?on)\b|\bfor (?:extension|add-?on) (?:developers|makers|authors)\b/;

/** The pitch names a browser extension as the product itself. */
export function browserExtensionWordOf(pitch: string): boolean {
  const lower = pitch.toLowerCase();
  if (!PITCH.test(lower) || AMONG_OTHERS.test(lower)) return false;
  // The extension is the subject: it comes in the pitch's first words ("A Chrome extension that…").
  const at = lower.search(PITCH);
  return at >= 0 && at <= 25;
}

function amount(text: string): number {
  return Number(text.replace(/,/g, ""));
}

/** A paid browser extension read from the answers; null for anything else. */
export function readBrowserExtension(a: PlanFormData, pitch: string): BrowserExtension | null {
  if (!browserExtensionWordOf(pitch) || a.audienceType === "b2b-enterprise") return null;
  const text = `${a.productDescription} ${a.audiencePersona} ${a.successMetrics} ${a.challenges}`;
  const paid = /\bpro\b|\bpremium\b|\bpaid\b|\bpaying\b|[$€£]\s?\d/i.test(`${a.productDescription} ${a.successMetrics}`);
  if (!paid) return null;
  const browsers = [["chrome", "Chrome"], ["edge", "Edge"], ["firefox", "Firefox"]].filter(([re]) => new RegExp(`\\b${re}\\b`, "i").test(text)).map(([, n]) => n!);
  const price = /([$€£])\s?(\d+(?:\.\d{2})?)\s*(?:a|per|\/)\s*(year|yr|month|mo)\b/i.exec(a.productDescription) ?? /([$€£])\s?(\d+(?:\.\d{2})?)\b/.exec(a.productDescription);
  const pro = /\b(\p{Lu}[\p{L}\d]* (?:Pro|Premium))\b/u.exec(a.productDescription);
  const features = /\bwith ([^.;]+?) in the (?:pro|premium|paid) (?:plan|version|tier)\b/i.exec(a.productDescription)
    ?? /\b(?:pro|premium)(?: plan| version)? (?:adds|unlocks|gives)\s+([^.;]+?)(?:[.;]|$)/i.exec(a.productDescription);
  const now = /\bfrom (\d{1,3}(?:,\d{3})+|\d+)\b/i.exec(a.successMetrics) ?? /\b(\d{1,3}(?:,\d{3})+|\d+) (?:paying|paid|pro) (?:users|customers|subscribers)\b/i.exec(a.productDescription);
  const goal = /\b(\d{1,3}(?:,\d{3})+|\d+) (?:paying|paid|pro)\b/i.exec(a.successMetrics) ?? /\bto (\d{1,3}(?:,\d{3})+|\d+)\b/i.exec(a.successMetrics);
  return {
    browsers: browsers.length ? browsers : ["Chrome"],
    proName: pro?.[1] ?? `${a.productName} Pro`,
    price: price ? `${price[1]}${price[2]}` : null,
    priceValue: price ? Number(price[2]) : null,
    perMonth: Boolean(price?.[3] && /^mo/i.test(price[3])),
    proFeatures: features?.[1]?.trim().replace(/\s+/g, " ") ?? null,
    readsTabs: /\btabs?\b|\bpages? you (?:visit|read)\b|\bbrowsing\b|\bhistory\b/i.test(a.productDescription),
    paidNow: now ? amount(now[1]!) : null,
    paidGoal: goal ? amount(goal[1]!) : null,
    launchFaded: /\bproduct hunt\b|\blaunch\b[^.]*\bthen nothing\b/i.test(a.challenges),
    clones: /\bclones?\b|\bcopy ?cats?\b|\bfree (?:copies|alternatives)\b|\bcrowded\b/i.test(a.challenges),
  };
}

/** The arithmetic of installs to Pro: how many new paying users, and the installs that takes at an assumed share. */
export function browserExtensionMath(x: BrowserExtension, by: string): string | null {
  if (!x.paidNow || !x.paidGoal || x.paidGoal <= x.paidNow) return null;
  const gap = x.paidGoal - x.paidNow;
  const installs = Math.round(gap / 0.02);
  const revenue = x.priceValue ? ` At ${x.price}${x.perMonth ? " a month" : ""}, ${formatCount(x.paidGoal)} paying users are about ${x.price!.charAt(0)}${formatCount(Math.round(x.paidGoal * x.priceValue))}${x.perMonth ? " a month" : ""} before store and payment fees.` : "";
  return `From ${formatCount(x.paidNow)} to ${formatCount(x.paidGoal)} paying ${x.proName} users ${by}: ${formatCount(gap)} more, plus every one who cancels. Assumption to check: if about 2 in 100 active users upgrade (measure your own share from your install and payment numbers in week 1 and replace this), that takes about ${formatCount(installs)} new active users, so the plan works on both the installs and the share who upgrade at the moment Pro helps.${revenue}`;
}

/** The searches people make in the store and on Google. */
function searches(x: BrowserExtension): string[] {
  return x.readsTabs ? ["too many tabs", "tab manager", "tab suspender", "save tab groups"] : ["{{what it does}} extension"];
}

/** {bxBrowser} {bxStores} {bxPro} {bxPrice} {bxYearPrice} {bxFeatures} {bxMath} {bxSearches} {bxSearch} {bxListing}: a paid browser extension. */
export function browserExtensionTokens(x: BrowserExtension | null, by: string): Record<string, string> {
  const s = x ? searches(x) : ["{{what it does}} extension"];
  const year = x?.priceValue && x.perMonth ? `${x.price!.charAt(0)}${Math.round(x.priceValue * 10)} a year` : "{{yearly price}} a year";
  return {
    bxBrowser: x?.browsers[0] ?? "Chrome",
    bxStores: "the Chrome Web Store, Microsoft Edge Add-ons and Firefox Add-ons",
    bxPro: x?.proName ?? "{product} Pro",
    bxPrice: x?.price ? `${x.price}${x.perMonth ? " a month" : ""}` : "{price}",
    bxYearPrice: year,
    bxFeatures: x?.proFeatures ?? "{{what Pro adds}}",
    bxMath: (x && browserExtensionMath(x, by)) ?? "Count new installs, weekly active users and new Pro users every week, by where they came from (store search, a page, a community post, another store).",
    bxSearches: s.map((q) => `"${q}"`).join(", "),
    bxSearch: s[0]!,
    bxListing: "chromewebstore.google.com/detail/{{your extension's id}}",
  };
}

export const BROWSER_EXTENSION_STRATEGY =
  "a Chrome Web Store listing written for the searches people make (title, summary, screenshots, and what each permission is for), a plain privacy page, one review ask after a moment the extension saved someone, {bxPro} shown at the moment sync is needed and never as a nag, the same extension on Edge Add-ons and Firefox Add-ons, pages for the searches people make, posts as the developer where the audience gathers, and a yearly price";
export const BROWSER_EXTENSION_FOCUS = "Paying {bxPro} users each week: new installs by source (store search, pages, communities, Edge and Firefox), weekly active users, upgrades and cancellations, with the store rating checked every Friday";

/** "TabTamer is a Chrome extension, free in the Chrome Web Store, and TabTamer Pro at $4 a month is what pays: …" */
export function browserExtensionWhat(x: BrowserExtension, product: string, audience: string): string {
  const price = x.price ? ` at ${x.price}${x.perMonth ? " a month" : ""}` : "";
  return `${product} is a ${x.browsers[0]} extension, free in the ${x.browsers[0] === "Firefox" ? "Firefox Add-ons site" : "Chrome Web Store"}, and ${x.proName}${price} is what pays: ${audience} find it by searching the store or Google for their problem, judge it on the listing, the rating and the permissions it asks for, and upgrade when Pro saves them${x.proFeatures ? ` (${x.proFeatures})` : ""}.`;
}

/** The strategy's own lines: the arithmetic, the launch that faded, the clones. */
export function browserExtensionListening(x: BrowserExtension, fill: (text: string) => string): string[] {
  const out = [fill("{bxMath}")];
  if (x.launchFaded) out.push("You said the Product Hunt launch brought installs and then nothing: a launch is one day, so the plan puts the work into what keeps bringing people every week (store search, pages for the searches people make, posts in the communities where they ask questions) rather than another launch.");
  if (x.clones) out.push("You said the store's search is crowded with free clones: the plan doesn't fight them on price. The listing says plainly what the free version does, what the permissions are for, and what Pro adds; pages and posts show the difference, and the listing goes on Edge and Firefox, where the search is less crowded.");
  return out;
}

/** Lines a phone-app plan gives that mean nothing to a browser extension. */
export const BROWSER_EXTENSION_MISFITS =
  /\bapp store\b|\bgoogle play\b|\bin-app events?\b|\bpreview video\b|\bapp preview\b|\btiktok\b|\binvite codes?\b|\bpush notifications?\b|\bapp-store\b/i;

/** Some tactic works on the store listing. */
export const STORE_LISTING_WORK = /\b(?:chrome web store|store) listing\b|\blisting\b[^.]*\bpermissions?\b/i;
/** Some tactic explains the permissions and privacy. */
export const PRIVACY_WORK = /\bprivacy (?:page|policy)\b|\bpermissions?\b[^.]*\b(?:why|what (?:it|they|each)|for)\b/i;

/** The plan-level gaps the checker reports for a paid browser extension. */
export function browserExtensionGaps(x: BrowserExtension | null, planText: string): { reason: string; note: string }[] {
  if (!x) return [];
  const out: { reason: string; note: string }[] = [];
  if (!STORE_LISTING_WORK.test(planText)) out.push({ reason: "Nothing in the plan works on the Chrome Web Store listing (title, summary, screenshots, permissions), where people find and judge an extension.", note: "No store listing" });
  if (x.readsTabs && !PRIVACY_WORK.test(planText)) out.push({ reason: "The extension asks to read every tab and nothing in the plan says plainly what each permission is for and what data stays on the device.", note: "No privacy page" });
  return out;
}

/** What the AI prompt states about a paid browser extension. */
export function browserExtensionFacts(x: BrowserExtension | null, by: string): string[] {
  if (!x) return [];
  const tokens = browserExtensionTokens(x, by);
  const fill = (text: string) => text.replace(/\{(bx\w+)\}/g, (whole, name: string) => tokens[name] ?? whole);
  const lines = [
    `- A paid browser extension: free in the ${x.browsers[0] === "Firefox" ? "Firefox Add-ons site" : "Chrome Web Store"}, ${x.proName}${x.price ? ` at ${fill("{bxPrice}")}` : ""}. Not a phone app: no App Store or Google Play page, in-app events, app preview video, invite codes or TikTok clips`,
    "- Its plan: the store listing written for the searches people make (" + fill("{bxSearches}") + "), with screenshots and what each permission is for; a plain privacy page; one review ask inside the extension after a success moment, dismissible, never for a reward; Pro shown at the moment sync is needed, never as a nag; the same extension on Microsoft Edge Add-ons and Firefox Add-ons; pages for searches and for people leaving a removed or abandoned extension (facts about rivals checked before they are written); posting as the developer in communities within their rules; a yearly price",
    "- Store rules to check in their current wording: the Chrome Web Store's and each add-on site's policies on permissions (ask only for what the extension uses), user data and privacy disclosures, and reviews (no reviews bought, rewarded or written by the team)",
  ];
  const math = browserExtensionMath(x, by);
  if (math) lines.push(`- The goal's arithmetic: ${math}`);
  return lines;
}
