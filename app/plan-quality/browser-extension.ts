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
  /** The product's name, as the founder wrote it. */
  product: string;
  /** The browsers named ("Chrome", "Edge", "Firefox"); Chrome when none is. */
  browsers: string[];
  /** The Pro plan's name as said, or "{product} Pro". */
  proName: string;
  /** The Pro price and period as said ("$4", "month"). */
  price: string | null;
  priceValue: number | null;
  perMonth: boolean;
  /** The price is per seat (per user), as a team buys it. */
  perSeat: boolean;
  /** What Pro adds, when said ("sync across laptops"). */
  proFeatures: string | null;
  /** It touches tabs or pages (asks to read every tab): the privacy page matters. */
  readsTabs: boolean;
  /** What it does, in the founder's words ("rewrites your emails in plain English as you type"). */
  does: string | null;
  /** A tab manager (it groups, suspends or saves tabs): its plan speaks of tabs, crashes and projects. */
  tabManager: boolean;
  /** The free plan's limit as said ("10 rewrites a day"), and what it counts ("rewrite"). */
  freeLimit: string | null;
  limitUnit: string | null;
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
  const premiumOnly = !pro && /\bpremium\b/i.test(a.productDescription) && !/\bpro\b/i.test(a.productDescription);
  const limit = /\bfree (?:for|plan (?:of|with|for)|version (?:of|with|for)|up to)\s+(?:up to )?((\d[\d,]*) ([a-z]+?)s?(?: [a-z]+)? (?:a|per) (?:day|week|month))\b/i.exec(a.productDescription);
  const features = /\bwith ([^.;]+?) in the (?:pro|premium|paid) (?:plan|version|tier)\b/i.exec(a.productDescription)
    ?? /\b(?:pro|premium)(?: plan| version)? (?:adds|unlocks|gives)\s+([^.;]+?)(?:[.;]|$)/i.exec(a.productDescription)
    ?? /\b(unlimited(?: [a-z]+)?) with (?:the )?(?:pro|premium)\b/i.exec(a.productDescription)
    ?? /\b(?:pro|premium)\b[^.;]*?\b(?:adding|unlocking|for)\s+([^.;]+)/i.exec(a.productDescription);
  const proFeatures = features?.[1]?.trim().replace(/\s+/g, " ") ?? null;
  const unit = limit?.[3]?.toLowerCase() ?? null;
  const now = /\bfrom (\d{1,3}(?:,\d{3})+|\d+)\b/i.exec(a.successMetrics) ?? /\b(\d{1,3}(?:,\d{3})+|\d+) (?:paying|paid|pro) (?:users|customers|subscribers)\b/i.exec(a.productDescription);
  const goal = /\b(\d{1,3}(?:,\d{3})+|\d+) (?:paying|paid|pro|premium)\b/i.exec(a.successMetrics) ?? /\bto (\d{1,3}(?:,\d{3})+|\d+)\b/i.exec(a.successMetrics);
  return {
    product: a.productName,
    browsers: browsers.length ? browsers : ["Chrome"],
    proName: pro?.[1] ?? `${a.productName} ${premiumOnly ? "Premium" : "Pro"}`,
    price: price ? `${price[1]}${price[2]}` : null,
    priceValue: price ? Number(price[2]) : null,
    perMonth: Boolean(price?.[3] && /^mo/i.test(price[3])),
    perSeat: /[$€£]\s?\d[^.;,]*?\bper (?:seat|user)\b/i.test(a.productDescription),
    proFeatures: proFeatures === "unlimited" && unit ? `unlimited ${unit}s` : proFeatures ?? (limit ? `more than ${limit[1]}` : null),
    readsTabs: /\btabs?\b|\bpages? you (?:visit|read)\b|\bbrowsing\b|\bhistory\b/i.test(a.productDescription),
    does: /\b(?:extension|add-?on|plugin)\b[^.]*?\bthat ([^.;]+?)(?:,? with (?:a |the )?(?:free|pro|premium|sync)\b|, free\b|,? and (?:a|the) (?:free|pro|premium)\b|[.;]|$)/i.exec(pitch)?.[1]?.trim() ?? null,
    tabManager: /\btabs\b/i.test(pitch),
    freeLimit: limit?.[1] ?? null,
    limitUnit: unit,
    // Before launch, or with nobody paying yet, the count starts at none.
    paidNow: now ? amount(now[1]!) : a.productStage === "mvp" || a.productStage === "beta" ? 0 : null,
    paidGoal: goal ? amount(goal[1]!) : null,
    launchFaded: /\bproduct hunt\b|\blaunch\b[^.]*\bthen nothing\b/i.test(a.challenges),
    clones: /\bclones?\b|\bcopy ?cats?\b|\bfree (?:copies|alternatives)\b|\bcrowded\b/i.test(a.challenges),
  };
}

/** The arithmetic of installs to Pro: how many new paying users, and the installs that takes at an assumed share. */
export function browserExtensionMath(x: BrowserExtension, by: string): string | null {
  if (x.paidNow === null || !x.paidGoal || x.paidGoal <= x.paidNow) return null;
  const gap = x.paidGoal - x.paidNow;
  const from = x.paidNow ? `From ${formatCount(x.paidNow)} to ${formatCount(x.paidGoal)} paying ${x.proName} users ${by}: ${formatCount(gap)} more, plus every one who cancels.` : `${formatCount(x.paidGoal)} paying ${x.proName} users ${by}, from none today, plus every one who cancels.`;
  const installs = Math.round(gap / 0.02);
  const revenue = x.priceValue && !x.perSeat ? ` At ${x.price}${x.perMonth ? " a month" : ""}, ${formatCount(x.paidGoal)} paying users are about ${x.price!.charAt(0)}${formatCount(Math.round(x.paidGoal * x.priceValue))}${x.perMonth ? " a month" : ""} before store and payment fees.` : "";
  return `${from} Assumption to check: if about 2 in 100 active users upgrade (measure your own share from your install and payment numbers in week 1 and replace this), that takes about ${formatCount(installs)} new active users, so the plan works on both the installs and the share who upgrade at the moment ${x.proName} helps.${revenue}`;
}

/** "$4 a month", "$19 a month per seat". */
export function browserExtensionPrice(x: BrowserExtension): string | null {
  return x.price ? `${x.price}${x.perMonth ? " a month" : ""}${x.perSeat ? " per seat" : ""}` : null;
}

/** The searches people make in the store and on Google. */
function searches(x: BrowserExtension): string[] {
  return x.tabManager ? ["too many tabs", "tab manager", "tab suspender", "save tab groups"] : ["{{the problem in the words people search}}"];
}

/**
 * The words that differ between a tab manager (TabTamer: tabs, crashes, a second laptop) and any other
 * extension (what it does in the founder's words, the free plan's limit, slots where only the founder knows).
 */
function flavour(x: BrowserExtension): Record<string, string> {
  const does = x.does ?? "{{what it does in a few words}}";
  const store = x.browsers[0] === "Firefox" ? "Firefox Add-ons" : "Chrome Web Store";
  if (x.tabManager) {
    return {
      bxDoes: does,
      bxProblem: "too many tabs",
      bxTopics: "tabs, browser memory and lost sessions",
      bxQuestions: '"too many tabs" questions',
      bxWhere: "subreddits for productivity, research and writing, developers' forums, writers' and researchers' forums",
      bxShots: "a crowded window before, tabs grouped by project after, a suspended group, the restore after a crash, and {bxPro}'s sync on a second laptop",
      bxSuccess: "a session restored after a crash, or the 20th group suspended",
      bxRelief: "{product} just brought back {{number}} tabs.",
      bxMoment: "sync is needed (a second laptop, a crash)",
      bxMoments: "a second install, a restore after a crash, a click on the sync option in settings",
      bxUpgradeWhy: "people pay when they open a second laptop and their groups aren't there, or when a crash would have cost them a morning",
      bxCards: `Card on a second computer:
Your groups from your other computer aren't here yet. {bxPro} syncs them across your laptops: {bxPrice}, or {bxYearPrice} with two months free. Buttons: Sync my groups · Not now

Card after a crash restore:
{product} just restored {{number}} tabs on this computer. {bxPro} also keeps them on your other laptops, so a crash or a new machine never costs you a project. Buttons: See {bxPro} · Not now`,
      bxPrivacyWhy: "A tab extension asks to read every tab, and people who keep their work in those tabs (code, research, drafts) have read about extensions sold and turned into malware",
      bxSees: "- Your open tabs' titles and addresses, so it can group and suspend them.",
      bxKeeps: `- Free: your groups are stored on this computer only.
- {bxPro}: your groups are synced between your computers {{how sync stores and encrypts them}}.`,
      bxPermissions: `- Tabs: to see which tabs are open so it can group and suspend them.
- Storage: to keep your groups on this computer.`,
      bxTitle: "tab manager that groups and suspends tabs by project",
      bxSummary: "Too many tabs? Group tabs by project, suspend the ones you aren't using, and get them all back after a crash.",
      bxOpening: "{product} keeps 60 tabs under control: one group per project, suspended until you need it, restored after a crash.",
      bxFree: "{{every free feature}}. No account needed.",
      bxStoredLine: "Free: your groups stay on this computer. With {bxPro}, they are synced {{how sync stores and encrypts them}}.",
      bxShot1: "Before: 60 tabs in one window. After: four projects, one click each.",
      bxShotLast: "{bxPro}: the same groups on your second laptop.",
      bxSearchPages: 'Pages for the searches people make: "too many tabs", and alternatives to a removed or abandoned extension',
      bxSearchWhy: 'People with 60 tabs search Google for their problem ("too many tabs", "Chrome uses too much memory", "restore tabs after crash")',
      bxFirstPage: 'Write the first page for "too many tabs": the problem, three ways to handle it (including Chrome\'s own tab groups), and where {product} helps.',
      bxPage: `Too many tabs? How to keep 60 tabs without losing your work

If you keep 60 tabs open, you already know the cost: a slow browser, the tab you can't find, and a crash that takes a morning's research with it. Here are three ways to handle it.

1. Chrome's own tab groups: free and built in. {{how to use them in two lines}}.
2. Close and bookmark: {{when it works and when it doesn't}}.
3. Group and suspend by project with {product}: {{what it does in two lines}}. Free in the Chrome Web Store; {bxPro} ({bxPrice}) syncs your groups across laptops.`,
      bxStoryFor: "for people who keep 60+ tabs open",
      bxStoryWhy: ", and I keep far too many tabs open myself. After losing a morning's tabs to a crash",
      bxStoryWhat: ": it groups tabs by project, suspends the ones you aren't using, and restores them after a crash",
      bxStoryAsk: "how it handles permissions and memory",
      bxBeforeAfter: "60 tabs, then four projects",
      bxAdHeadline: "Too many tabs? Try {product}",
      bxAddsShort: "syncs your groups across laptops",
      bxStore: "Chrome Web Store",
    };
  }
  const limit = x.freeLimit;
  const unit = x.limitUnit;
  const adds = x.proFeatures ? `adds ${x.proFeatures}` : "adds {{what the paid plan adds}}";
  return {
    bxDoes: does,
    bxProblem: "{{the problem in the words people search}}",
    bxTopics: "the problem {product} solves",
    bxQuestions: "questions about the problem {product} solves",
    bxWhere: "the subreddits, forums and groups where they ask for help",
    bxShots: `the problem before, {product} as it ${does}, the result, the settings, and what {bxPro} adds`,
    bxSuccess: unit ? `their 20th ${unit}` : "{{a moment it saved someone time}}",
    bxRelief: `{product} just {{what it did for them with the number}}.`,
    bxMoment: limit ? `the free ${limit} run out` : x.proFeatures ? `${x.proFeatures} would help` : "it would help",
    bxMoments: limit ? `the day someone reaches the free plan's ${limit}, a second such day in the same month, and a click on {bxPro} in settings` : "{{when paying would have saved someone}}, and a click on {bxPro} in settings",
    bxUpgradeWhy: limit ? `people pay the day the free ${limit} run out in the middle of their work` : "people pay at the moment Pro would have saved them",
    bxCards: limit
      ? `Card when the free plan's limit is reached:
That's the free ${limit}. {bxPro} gives you ${x.proFeatures ?? "{{what the paid plan adds}}"}: {bxPrice}, or {bxYearPrice} with two months free. Buttons: See {bxPro} · Not now`
      : `Card at the moment it helps:
{product} just {{what it did for them}}. {bxPro} ${adds}: {bxPrice}, or {bxYearPrice} with two months free. Buttons: See {bxPro} · Not now`,
    bxPrivacyWhy: `An extension asks for permissions ${x.browsers[0]} warns about at install, and people have read about extensions sold and turned into malware`,
    bxSees: "- {{each permission}}: {{what it can see with it and why}}.",
    bxKeeps: `- On this computer: {{what stays on the device}}.
- Sent to {{where and who runs it}}: {{what is sent and why}}.`,
    bxPermissions: "- {{each permission}}: {{what it is used for}}.",
    bxTitle: "{{what it does in the words people search}}",
    bxSummary: `{product} ${does}.`,
    bxOpening: `{product} ${does}. {{who it is for and the problem it ends}}.`,
    bxFree: limit ? `Up to ${limit}, no card needed.` : "{{every free feature}}.",
    bxStoredLine: "What stays on your computer: {{what stays}}. What is sent, and where: {{what is sent}}.",
    bxShot1: "Before: {{the problem on screen}}. After: the same screen with {product}.",
    bxShotLast: `{bxPro}: ${x.proFeatures ?? "{{what the paid plan adds}}"}.`,
    bxSearchPages: "Pages for the searches people make, and for people leaving a removed or abandoned extension",
    bxSearchWhy: "People search Google for their problem",
    bxFirstPage: "Write the first page for the search closest to installing: the problem, three ways to handle it (the free or built-in one included), and where {product} helps.",
    bxPage: `{{the search as a title}}

{{the problem and what it costs them}}. Here are three ways to handle it.

1. {{the free or built-in way}}: {{how in two lines}}.
2. {{another way}}: {{when it works and when it doesn't}}.
3. With {product}, which ${does}: {{how in two lines}}. Free in the ${store}; {bxPro} ({bxPrice}) ${adds}.`,
    bxStoryFor: `that ${does}`,
    bxStoryWhy: ". After {{what the problem cost you one day}}",
    bxStoryWhat: "",
    bxStoryAsk: "what it can see and what it keeps",
    bxBeforeAfter: "{{the problem then the result}}",
    bxAdHeadline: "{{the search as a question}}? Try {product}",
    bxAddsShort: adds,
    bxStore: store,
  };
}

/** {bxBrowser} {bxStores} {bxPro} {bxPrice} {bxYearPrice} {bxFeatures} {bxMath} {bxSearches} {bxSearch} {bxListing} and the flavour's words: a paid browser extension. */
export function browserExtensionTokens(x: BrowserExtension | null, by: string): Record<string, string> {
  const s = x ? searches(x) : ["{{the problem in the words people search}}"];
  const year = x?.priceValue && x.perMonth ? `${x.price!.charAt(0)}${Math.round(x.priceValue * 10)} a year${x.perSeat ? " per seat" : ""}` : "{{yearly price}} a year";
  const others = [["Chrome", "the Chrome Web Store"], ["Edge", "Microsoft Edge Add-ons"], ["Firefox", "Firefox Add-ons"]].filter(([browser]) => !(x?.browsers ?? ["Chrome"]).includes(browser!)).map(([, store]) => store!);
  const chromeFirst = (x?.browsers ?? ["Chrome"]).includes("Chrome");
  const base: Record<string, string> = {
    product: x?.product ?? "{product}",
    bxBrowser: x?.browsers[0] ?? "Chrome",
    bxStores: "the Chrome Web Store, Microsoft Edge Add-ons and Firefox Add-ons",
    bxOtherStores: others.join(" and ") || "Microsoft Edge Add-ons",
    bxOtherWhy: chromeFirst
      ? "Edge runs Chrome extensions, and Firefox runs most of them with small changes, while their add-on sites are far less crowded with look-alikes; people there search for the same problem and find fewer answers."
      : "Chrome and Edge run most Firefox add-ons with small changes (they share the same extension APIs), and the Chrome Web Store reaches far more people searching for the same problem.",
    bxPro: x?.proName ?? "{product} Pro",
    bxPrice: (x && browserExtensionPrice(x)) ?? "{price}",
    bxYearPrice: year,
    bxFeatures: x?.proFeatures ?? "{{what the paid plan adds}}",
    bxMath: (x && browserExtensionMath(x, by)) ?? `Count new installs, weekly active users and new ${x?.proName ?? "Pro"} users every week, by where they came from (store search, a page, a community post, another store).`,
    bxSearches: s.map((q) => (q.startsWith("{{") ? q : `"${q}"`)).join(", "),
    bxSearch: s[0]!,
    bxListing: "chromewebstore.google.com/detail/{{your extension's id}}",
    bxTeamStrategy: x?.perSeat ? ", a team trial offered where one person already uses it" : "",
    bxUnit: x?.limitUnit ?? "use",
  };
  // The flavour's words name the product, Pro and its price: filled here, as the plan's fill goes once.
  const words = x ? flavour(x) : {};
  for (const [key, text] of Object.entries(words)) words[key] = text.replace(/(?<!\{)\{(bx\w+|product)\}(?!\})/g, (whole, name: string) => base[name] ?? whole);
  const { product: _product, ...tokens } = base;
  return { ...tokens, ...words };
}

export const BROWSER_EXTENSION_STRATEGY =
  "a Chrome Web Store listing written for the searches people make (title, summary, screenshots, and what each permission is for), a plain privacy page, one review ask after a moment the extension saved someone, {bxPro} shown at the moment {bxMoment} and never as a nag{bxTeamStrategy}, the same extension on {bxOtherStores}, pages for the searches people make, posts as the developer where the audience gathers, and a yearly price";
export const BROWSER_EXTENSION_FOCUS = "Paying {bxPro} users each week: new installs by source (store search, pages, communities, Edge and Firefox), weekly active users, upgrades and cancellations, with the store rating checked every Friday";

/** "TabTamer is a Chrome extension, free in the Chrome Web Store, and TabTamer Pro at $4 a month is what pays: …" */
export function browserExtensionWhat(x: BrowserExtension, product: string, audience: string): string {
  const price = x.price ? ` at ${browserExtensionPrice(x)}` : "";
  return `${product} is a ${x.browsers[0]} extension, free in the ${x.browsers[0] === "Firefox" ? "Firefox Add-ons site" : "Chrome Web Store"}, and ${x.proName}${price} is what pays: ${audience} find it by searching the store or Google for their problem, judge it on the listing, the rating and the permissions it asks for, and upgrade when ${x.proName} saves them${x.proFeatures ? ` (${x.proFeatures})` : ""}.`;
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
export const STORE_LISTING_WORK = /\b(?:chrome web store|store|add-ons) listing\b|\blisting\b[^.]*\bpermissions?\b/i;
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
    "- Its plan: the store listing written for the searches people make (" + fill("{bxSearches}") + "), with screenshots and what each permission is for; a plain privacy page; one review ask inside the extension after a success moment, dismissible, never for a reward; Pro shown at the moment " + fill("{bxMoment}") + ", never as a nag; the same extension on " + fill("{bxOtherStores}") + "; pages for searches and for people leaving a removed or abandoned extension (facts about rivals checked before they are written); posting as the developer in communities within their rules; a yearly price",
    "- Store rules to check in their current wording: the Chrome Web Store's and each add-on site's policies on permissions (ask only for what the extension uses), user data and privacy disclosures, and reviews (no reviews bought, rewarded or written by the team)",
  ];
  const math = browserExtensionMath(x, by);
  if (math) lines.push(`- The goal's arithmetic: ${math}`);
  return lines;
}
