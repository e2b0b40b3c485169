import type { PlanFormData } from "~/wizard/types";
import { articleOf, formatCount, joinWords } from "./words";

/**
 * A paid desktop app made by an indie developer: a Mac menu bar app or utility, a Windows or Linux tool,
 * a cross-platform desktop app, sold as a licence (one-time or by subscription) from the developer's own
 * site through a checkout such as Paddle, Gumroad or Lemon Squeezy, and/or on the Mac App Store, the
 * Microsoft Store or Setapp. People find such an app by searching for the problem or for an alternative to
 * the app they know, try it before they buy, and hear of it in the communities, newsletters and videos
 * where power users swap tools. A one-time licence means each month's sales start again from zero, so the
 * plan gives them a reason to keep coming: trial users followed up, paid upgrades, team and education
 * licences, and a steady run of small launches instead of one big day. None of a phone app's store page,
 * invite codes, in-app events or creators' 30-day challenges applies. Pure.
 */
export type DesktopApp = {
  /** "Mac menu bar app", "Mac app", "Windows app", "Linux app", "desktop app". */
  word: string;
  /** The system it runs on: "Mac", "Windows", "Linux", or "desktop" for cross-platform. */
  platform: "Mac" | "Windows" | "Linux" | "desktop";
  /** Where it is sold, as named: "your own site (Paddle)", "Setapp", "the Mac App Store". */
  checkout: string | null;
  setapp: boolean;
  macAppStore: boolean;
  microsoftStore: boolean;
  /** One-time licence ("one-time", "lifetime", "pay once") or a subscription. */
  oneTime: boolean;
  /** Trial length in days when said ("14-day free trial"); 0 when a trial is named without a length; null when none. */
  trialDays: number | null;
  /** A free version or free tier people try instead of a timed trial ("the free version renames up to 50 files"). */
  freeVersion: boolean;
  /** The founder's price in their words ("$12"). */
  price: string | null;
  priceValue: number | null;
  /** Copies sold a month today and the monthly revenue the goal names. */
  copiesNow: number | null;
  monthlyGoal: number | null;
  /** Alternatives the founder names ("tried Bartender or the free Ice"), as written. */
  alternatives: string[];
  /** The founder says a Product Hunt launch gave one day of traffic (or similar). */
  productHuntSpike: boolean;
};

/** Desktop words in the first sentence: "a Mac menu bar app", "a Windows tool", "a desktop app for Linux". */
const DESKTOP_PITCH: [RegExp, string, DesktopApp["platform"]][] = [
  [/\b(?:mac|macos) menu ?bar (?:app|utility|tool)\b|\bmenu ?bar (?:app|utility) for (?:the )?mac\b/, "Mac menu bar app", "Mac"],
  [/\b(?:mac|macos|os x) (?:app|application|utility|tool|software)\b|\b(?:app|utility|tool) for (?:the )?(?:mac|macos)\b|\bnative mac\b/, "Mac app", "Mac"],
  [/\bwindows (?:desktop )?(?:app|application|utility|tool|software|program)\b|\b(?:app|utility|tool|program) for windows\b/, "Windows app", "Windows"],
  [/\blinux (?:desktop )?(?:app|application|utility|tool)\b/, "Linux app", "Linux"],
  [/\b(?:cross-platform |native )?desktop (?:app|application|utility|tool|software)\b/, "desktop app", "desktop"],
];

/** Extensions and plugins live in someone else's store (Chrome, Figma, VS Code): not a desktop app. */
const NOT_DESKTOP = /\b(?:extension|plugin|add-on|addon|sdk|api|library|framework|template|theme|wordpress|shopify|figma|chrome|browser|iphone|ipad|ios|android)\b/;
/** Software made for desktop-app developers (an analytics SDK for Mac apps), not a desktop app. */
const FOR_THEM = /\b(?:for|to) (?:[a-z-]+ ){0,3}$/;
/** Something is paid for: a price, a licence, a checkout or a paid store. */
const PAID = /[$€£]\s?\d|\b\d+(?:\.\d+)?\s?(?:usd|eur|gbp|dollars|euros)\b|\blicen[cs]es?\b|\bone-time\b|\bpaddle\b|\bgumroad\b|\blemon ?squeezy\b|\bfastspring\b|\bsetapp\b|\bmac app store\b|\bmicrosoft store\b|\bpaid\b/;
/** Open-source or free tools are the developer-tool plan's, not a paid app's. */
const FREE_TOOL = /\bopen[- ]source\b|\bfree and open\b|\bgithub stars?\b|\bmit licen[cs]e\b/;

/** The word and platform of a paid desktop app named in the pitch, or null. */
export function desktopWordOf(pitch: string): { word: string; platform: DesktopApp["platform"] } | null {
  const lower = pitch.toLowerCase();
  if (NOT_DESKTOP.test(lower) || FREE_TOOL.test(lower)) return null;
  for (const [re, word, platform] of DESKTOP_PITCH) {
    const m = re.exec(lower);
    if (!m) continue;
    if (FOR_THEM.test(lower.slice(0, m.index))) return null;
    return { word, platform };
  }
  return null;
}

/** "tried Bartender or the free Ice", "an alternative to Bartender", "instead of CleanShot" → the names, capitalised as written. */
const NAMED = /\b(?:tried|used|switched from|alternatives? to|instead of|compared? (?:it )?with|like)\s+((?:the (?:free |paid )?)?\p{Lu}[\p{L}\d'’-]*(?:\s+\p{Lu}[\p{L}\d'’-]*){0,2}(?:(?:,\s*|\s+(?:and|or)\s+)(?:the (?:free |paid )?)?\p{Lu}[\p{L}\d'’-]*(?:\s+\p{Lu}[\p{L}\d'’-]*){0,2})*)/u;

export function readAlternatives(text: string): string[] {
  const m = NAMED.exec(text);
  if (!m?.[1]) return [];
  return m[1]
    .split(/,\s*|\s+(?:and|or)\s+/)
    .map((s) => s.replace(/^the (?:free |paid )?/i, "").trim())
    .filter((s) => s && !/^(?:Mac|Macs|MacBooks?|Windows|Linux|Apple|Setapp|Paddle)$/.test(s));
}

function amount(text: string): number {
  return Number(text.replace(/,/g, ""));
}

/** A paid desktop app read from the answers; null for anything else. */
export function readDesktopApp(a: PlanFormData, pitch: string): DesktopApp | null {
  const found = desktopWordOf(pitch);
  if (!found) return null;
  if (["b2b-enterprise"].includes(a.audienceType)) return null;
  const text = `${a.productDescription} ${a.successMetrics} ${a.challenges}`;
  const lower = text.toLowerCase();
  if (!PAID.test(lower) || FREE_TOOL.test(lower)) return null;
  const checkoutName = /\bpaddle\b/i.test(text) ? "Paddle" : /\bgumroad\b/i.test(text) ? "Gumroad" : /\blemon ?squeezy\b/i.test(text) ? "Lemon Squeezy" : /\bfastspring\b/i.test(text) ? "FastSpring" : /\bstripe\b/i.test(text) ? "Stripe" : null;
  const trial = /\b(\d{1,2})[- ]day (?:free )?trial\b/i.exec(text);
  const priceMatch = /([$€£])\s?(\d+(?:\.\d{2})?)\b/.exec(a.productDescription);
  const goal = /([$€£])\s?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(k)?\s*(?:a|per|\/)\s*month\b/i.exec(a.successMetrics);
  return {
    word: found.word,
    platform: found.platform,
    checkout: checkoutName,
    setapp: /\bsetapp\b/i.test(text),
    macAppStore: /\bmac app store\b/i.test(text),
    microsoftStore: /\bmicrosoft store\b/i.test(text),
    oneTime: /\bone-time\b|\bone time\b|\blifetime\b|\bpay once\b|\bno subscription\b|\bhate subscriptions\b|\bperpetual\b/i.test(text),
    freeVersion: !trial && /\bfree (?:version|tier|edition|plan)\b|\blite version\b/i.test(a.productDescription),
    trialDays: trial ? Number(trial[1]) : /\b(?:free )?trial\b/i.test(a.productDescription) ? 0 : null,
    price: priceMatch ? `${priceMatch[1]}${priceMatch[2]}` : null,
    priceValue: priceMatch ? Number(priceMatch[2]) : null,
    copiesNow: ((m) => (m ? amount(m[1]!) : null))(/\b(\d{1,3}(?:,\d{3})*|\d+)\s+(?:copies|licen[cs]es|sales)\s+(?:a|per|each)\s+month\b/i.exec(a.productDescription)),
    monthlyGoal: goal ? amount(goal[2]!) * (goal[3] ? 1000 : 1) : null,
    alternatives: readAlternatives(`${a.audiencePersona} ${a.challenges} ${a.productDescription}`),
    productHuntSpike: /\bproduct hunt\b/i.test(a.challenges),
  };
}

/** Copies a month the goal takes at the founder's price, and the gap from today; null without both. */
export function desktopMath(d: DesktopApp, by: string): string | null {
  if (!d.priceValue || !d.monthlyGoal || !d.price) return null;
  const symbol = d.price.charAt(0);
  const copies = Math.ceil(d.monthlyGoal / d.priceValue);
  const goal = `${symbol}${formatCount(d.monthlyGoal)}`;
  const now = d.copiesNow ? ` From about ${formatCount(d.copiesNow)} copies a month today, that is about ${formatCount(Math.max(0, copies - d.copiesNow))} more a month${d.setapp ? ", with Setapp's payout on top" : ""}.` : "";
  const fee = d.checkout ? ` ${d.checkout}'s fee comes off each sale, so count what reaches you, not the list price.` : "";
  return `${goal} a month at ${d.price} a copy is about ${formatCount(copies)} copies a month ${by}, or ${formatCount(Math.ceil(copies / 4.3))} a week.${now}${fee}`;
}

/** Where it is sold, as a phrase: "your site (Paddle) and Setapp". */
function storesPhrase(d: DesktopApp): string {
  const parts = [d.checkout ? `your site (${d.checkout})` : "your site"];
  if (d.setapp) parts.push("Setapp");
  if (d.macAppStore) parts.push("the Mac App Store");
  if (d.microsoftStore) parts.push("the Microsoft Store");
  return joinWords(parts);
}

/** {deskWord} {deskOs} {deskStores} {deskCheckout} {deskTrial} {deskTrialShort} {deskMachine} {deskMath} {deskRival} {deskRivals} {deskSearch} {deskCommunity} {deskSites} {deskStoreCut} {deskStoreNames} {deskUpgrade} {deskUpgradeName}: a paid desktop app. */
export function desktopTokens(d: DesktopApp | null, by: string): Record<string, string> {
  const mac = !d || d.platform === "Mac";
  const os = d?.platform === "desktop" ? "Mac, Windows or Linux" : (d?.platform ?? "Mac");
  const rivals = d?.alternatives ?? [];
  const days = d?.trialDays ? `${d.trialDays}-day` : null;
  return {
    deskWord: d?.word ?? "Mac app",
    deskOs: os,
    deskStores: d ? storesPhrase(d) : "your site",
    deskCheckout: d?.checkout ?? "your checkout",
    deskTrial: days ? `${days} free trial` : "{{how many days}}-day free trial",
    // A tactic's name carries no slot: "a free trial" until the founder gives its length.
    deskTrialName: days ? `${days} free trial` : "free trial",
    deskMachine: mac ? "Mac" : d?.platform === "Windows" ? "PC" : "computer",
    deskTrialShort: days ?? "{{how many days}}-day",
    deskMath: (d && desktopMath(d, by)) ?? "Count copies sold each week by where the buyer came from: the download page, a comparison page, a post, a newsletter or a video.",
    deskRival: rivals[0] ?? "{{the best-known alternative}}",
    deskRivals: rivals.length ? joinWords(rivals) : "{{the alternatives people name}}",
    deskSearch: d?.word === "Mac menu bar app"
      ? `"hide menu bar icons mac", "menu bar manager mac"${rivals[0] ? `, "${rivals[0].toLowerCase()} alternative"` : ", \"{{best-known alternative}} alternative\""}`
      : `"{{the problem in the words people type}} ${mac ? "mac" : (d?.platform ?? "").toLowerCase()}"${rivals[0] ? `, "${rivals[0].toLowerCase()} alternative"` : ", \"{{best-known alternative}} alternative\""}`,
    deskCommunity: mac ? "r/macapps" : d?.platform === "Linux" ? "r/linux" : "r/software",
    deskSites: mac
      ? "Mac sites and newsletters that cover small apps (MacStories, 9to5Mac and the Mac newsletters your buyers read are examples to check: see who takes tips from indie developers)"
      : "sites and newsletters that cover small desktop tools (check which take tips from indie developers)",
    deskStoreCut: d?.setapp || d?.macAppStore || mac
      ? "Apple keeps 30% of Mac App Store sales, or 15% for developers in its App Store Small Business Program; Setapp pays developers from its members' subscriptions according to how much they use each app: check both current terms before you count on a figure"
      : "the Microsoft Store and other stores keep a share of each sale: check their current terms before you count on a figure",
    deskStoreNames: !d || d.platform === "Mac" ? "Setapp and the Mac App Store" : d.platform === "Windows" ? "the Microsoft Store" : joinWords([d.setapp ? "Setapp" : "", d.macAppStore ? "the Mac App Store" : "", d.microsoftStore || d.platform === "desktop" ? "the Microsoft Store" : ""].filter(Boolean)) || "the stores for your system",
    deskUpgradeName: d?.oneTime === false ? "yearly renewals" : "paid upgrades for major versions",
    deskUpgrade: d?.oneTime === false ? "a yearly plan with a discount for those who renew early" : "a paid upgrade for the next major version, at a discount for people who own this one",
  };
}

export const DESKTOP_STRATEGY =
  "making {product} easy to find, try and buy on its own site: a download page with a {deskTrial} and a 20-second before-and-after recording, honest pages for the searches people make, trial users followed up before the trial ends, a small launch every few weeks in the places {deskOs} users swap tools, and {deskUpgradeName}, team and education licences so each month does not start from zero";
export const DESKTOP_FOCUS = "Copies sold each week by where buyers came from (download page, comparison page, trial emails, posts, newsletters, videos), with trial downloads and trial-to-paid counted every Friday";

/** "Tidy Bar is a Mac menu bar app for …, sold on …" */
export function desktopWhat(d: DesktopApp, product: string, audience: string): string {
  const a = articleOf(d.word);
  return `${product} is ${a} ${d.word} for ${audience}, sold ${d.oneTime ? "as a one-time licence" : "as a licence"} on ${storesPhrase(d).replace(/^your site/, "its own site")}: people find it when they search for the problem or an alternative, try it before they buy, and hear of it where ${d.platform === "desktop" ? "power users" : `${d.platform} users`} swap tools.`;
}

/** The strategy's own lines: the arithmetic, Product Hunt's one day, every month from zero. */
export function desktopListening(d: DesktopApp, fill: (text: string) => string): string[] {
  const out = [fill("{deskMath}")];
  if (d.productHuntSpike) {
    out.push("You said the Product Hunt launch gave one day of traffic: that is what a single launch does, so this plan makes Product Hunt one day among many, with a small launch every few weeks (a comparison page, a post, a newsletter mention, a video, a new version) and the searches that bring buyers every day.");
  }
  if (d.setapp || d.macAppStore || d.microsoftStore) {
    const stores = joinWords([d.setapp ? "Setapp" : "", d.macAppStore ? "the Mac App Store" : "", d.microsoftStore ? "the Microsoft Store" : ""].filter(Boolean));
    out.push(fill(`You sell on ${stores} as well as your own site. Count each as a channel with a cost: {deskStoreCut}. The plan sends people to your own site first, where you keep the buyer's email and can sell them the next version.`));
  }
  if (d.oneTime) {
    out.push(fill("With a one-time licence every month starts from zero, so the plan adds sales that come back without a subscription: trial users followed up before the trial ends, {deskUpgradeName}, and team and education licences."));
  }
  return out;
}

/**
 * Lines a phone app's plan gives that mean nothing to a paid desktop app: store subtitles and keyword
 * fields, Google Play, invite codes, in-app events, share cards, streaks, push, 30-day challenges.
 */
export const DESKTOP_MISFITS =
  /\bgoogle play\b|\bplay console\b|\bplay store\b|\bin-app events?\b|\binvite codes?\b|\bshare cards?\b|\bshare sheet\b|\bstreaks?\b|\bpush notifications?\b|\b30-day challenge\b|\bkeyword field\b|\bswipe\b|\bten minutes a day\b|\bphone's\b|\btiktok\b/i;

/** Some tactic lets people try it first. */
export const TRIAL_WORK = /\b(?:free )?trial\b|\bdemo version\b|\btry (?:it|before)\b/i;
/** Some tactic answers "every month starts from zero": upgrades, volume or education licences, or a follow-up of trial users. */
export const REPEAT_WORK = /\bpaid upgrade\b|\bupgrade pricing\b|\bvolume licen[cs]es?\b|\bteam licen[cs]es?\b|\beducation (?:price|discount|licen[cs]e)\b/i;

/** The plan-level gaps the checker reports for a paid desktop app. */
export function desktopGaps(d: DesktopApp | null, planText: string): { reason: string; note: string }[] {
  if (!d) return [];
  const out: { reason: string; note: string }[] = [];
  if (!TRIAL_WORK.test(planText)) {
    out.push({ reason: `No tactic lets people try the ${d.word} before they buy: buyers of small ${d.platform === "desktop" ? "desktop" : d.platform} tools expect a free trial or a trial build to download.`, note: "No trial" });
  }
  if (d.oneTime && !REPEAT_WORK.test(planText)) {
    out.push({ reason: "Sales are one-time, so every month starts from zero, and no tactic brings money back from people who already bought: a paid upgrade for the next major version, team (volume) or education licences.", note: "Every month from zero" });
  }
  if (/\bproduct hunt\b/i.test(planText) && d.productHuntSpike && !/\bone day among many\b|\bevery few weeks\b/i.test(planText)) {
    out.push({ reason: "The founder said Product Hunt gave one day of traffic, and the plan leans on another launch day without a run of smaller launches after it.", note: "One day again" });
  }
  return out;
}

/** What the AI prompt states about a paid desktop app. */
export function desktopFacts(d: DesktopApp | null, by: string): string[] {
  if (!d) return [];
  const tokens = desktopTokens(d, by);
  const fill = (text: string) => text.replace(/\{(desk\w+)\}/g, (whole, name: string) => tokens[name] ?? whole);
  const lines = [
    `- A paid ${d.word} sold on ${storesPhrase(d)}, not a phone app: no App Store subtitle or keyword field, Google Play, invite codes, in-app events, share cards, push or creators' 30-day challenges`,
    `- Its plan: a download page with a ${fill("{deskTrial}")} build and a 20-second before-and-after screen recording; honest pages for the searches people make (${fill("{deskSearch}")}), naming alternatives only as the founder named them; trial users on an email list with a note before the trial ends; posts in ${fill("{deskCommunity}")} by its rules and tips to ${fill("{deskSites}")}; YouTube creators who review setups and tools, with a free licence and a label; ${fill("{deskUpgrade}")}, team and education licences so each month does not start from zero; a small launch every few weeks, Product Hunt one day among many`,
    `- Stores and cuts as something to check, not a figure: ${fill("{deskStoreCut}")}`,
  ];
  const math = desktopMath(d, "");
  if (math) lines.push(`- The goal's arithmetic: ${fill("{deskMath}")}`);
  return lines;
}
