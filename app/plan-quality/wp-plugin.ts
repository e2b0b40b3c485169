import type { PlanFormData } from "~/wizard/types";
import { formatCount, joinWords } from "./words";

/**
 * A freemium WordPress plugin: a free version listed in the WordPress.org plugin directory and a paid
 * Pro version (a yearly licence, sold on the maker's own site). People find it by searching WordPress.org
 * and Google for what they want their site to do, judge it by its listing (readme, screenshots, rating,
 * reviews, how fast the support forum answers) and upgrade when a Pro feature solves a job for a client.
 * The directory's guidelines shape the plan: no features locked inside the free plugin, upgrade prompts
 * that are rare, dismissible and stay on the plugin's own screens, no credit links on visitors' pages
 * without the site owner's opt-in, no rewards for reviews. Revenue is yearly licences, so renewals matter
 * as much as new sales, and agencies want one licence for many client sites. None of a SaaS app's in-app
 * NPS, give-a-month referral or "Made with" badge on every output applies as such. Pure.
 */
export type WpPlugin = {
  /** What it is, from the pitch: "form builder", "SEO", "backup". */
  what: string | null;
  /** Active installs on WordPress.org ("40,000 active installs"). */
  installs: number | null;
  /** The paid version's name as said ("FormFox Pro"), or "{product} Pro". */
  proName: string;
  /** The Pro price and its period as said ("$79", "year"). */
  price: string | null;
  priceValue: number | null;
  perYear: boolean;
  /** What Pro adds, as the founder listed it ("conditional logic, Stripe and PayPal payments and CRM integrations"). */
  proFeatures: string | null;
  /** Pro licences active today and the goal. */
  licencesNow: number | null;
  licencesGoal: number | null;
  /** The yearly renewal rate when said ("70% renew each year"). */
  renewalRate: number | null;
  /** Page builders and CRMs named in the answers (Elementor, Gutenberg block, HubSpot). */
  builders: string[];
  crms: string[];
  /** Agencies among the buyers. */
  agencies: boolean;
  /** The founder says agencies ask for lifetime deals. */
  lifetimeAsked: boolean;
  /** The founder says a lifetime deal already ran and costs support without renewals. */
  lifetimeRan: boolean;
  /** Free users leave bad reviews when they meet a Pro feature. */
  angryReviews: boolean;
  /** A banner or nag was tried and made it worse. */
  bannerTried: boolean;
};

/** "a WordPress form builder plugin", "a plugin for WordPress", "a WooCommerce plugin". */
const PLUGIN_PITCH = /\b(?:wordpress|woocommerce|wp)\b[^.;]{0,40}?\bplugins?\b|\bplugins? for (?:wordpress|woocommerce)\b/;
/** Software sold to people who make plugins (a licensing SDK for plugin developers), not a plugin. */
const FOR_MAKERS = /\bfor (?:wordpress |wp )?(?:plugin|theme) (?:developers|authors|makers|shops)\b/;

/** The plugin's "what" from the pitch: "a WordPress form builder plugin" → "form builder". */
export function wpPluginWordOf(pitch: string): { what: string | null } | null {
  const lower = pitch.toLowerCase();
  if (!PLUGIN_PITCH.test(lower) || FOR_MAKERS.test(lower)) return null;
  const m = /\b(?:wordpress|wp) ([a-z][a-z-]*(?: [a-z][a-z-]*){0,2}) plugin\b/.exec(lower);
  const what = m?.[1] && !/^(?:free|freemium|premium|paid|pro)$/.test(m[1]) ? m[1] : null;
  return { what };
}

const BUILDERS: [RegExp, string][] = [
  [/\belementor\b/i, "Elementor"],
  [/\bgutenberg\b|\bblock editor\b/i, "the block editor (Gutenberg)"],
  [/\bdivi\b/i, "Divi"],
  [/\bbeaver builder\b/i, "Beaver Builder"],
  [/\bbricks\b/i, "Bricks"],
];
const CRMS = ["HubSpot", "Mailchimp", "Salesforce", "Zoho", "Pipedrive", "ActiveCampaign", "Brevo", "Kit", "Zapier"];

function amount(text: string): number {
  return Number(text.replace(/,/g, ""));
}

/** A freemium WordPress plugin read from the answers; null for anything else. */
export function readWpPlugin(a: PlanFormData, pitch: string): WpPlugin | null {
  const found = wpPluginWordOf(pitch);
  if (!found || a.audienceType === "b2b-enterprise") return null;
  const text = `${a.productDescription} ${a.audiencePersona} ${a.successMetrics} ${a.challenges}`;
  // Freemium: a free version on WordPress.org, or installs counted there, and something paid.
  const free = /\bwordpress\.org\b|\bactive installs?\b|\bfree version\b|\bfreemium\b/i.test(text);
  const paid = /\bpro\b|\bpremium\b|\bpaid\b|\blicen[cs]es?\b|[$€£]\s?\d/i.test(a.productDescription);
  if (!free || !paid) return null;
  const price = /([$€£])\s?(\d+(?:\.\d{2})?)\s*(?:a|per|\/)\s*(year|yr|month)\b/i.exec(a.productDescription) ?? /([$€£])\s?(\d+(?:\.\d{2})?)\b/.exec(a.productDescription);
  const pro = /\b(\p{Lu}[\p{L}\d]*(?: \p{Lu}[\p{L}\d]*)? (?:Pro|Premium))\b/u.exec(a.productDescription);
  const after = a.productDescription.slice(price?.index ?? 0);
  const features = /\b(?:adds|unlocks)\s+([^.;()]+?(?:\([^)]*\))?[^.;()]*?)(?:\.|;|$)/i.exec(after) ?? /\bfor\s+([^.;()]+?(?:\([^)]*\))?[^.;()]*?)(?:\.|;|$)/i.exec(after);
  const now = /\b(?:about |around )?(\d{1,3}(?:,\d{3})+|\d+)\s+(?:pro |premium |paid )?licen[cs]es\b/i.exec(a.productDescription)
    ?? /\bfrom (\d{1,3}(?:,\d{3})+|\d+) to\b/i.exec(a.successMetrics);
  const goal = /\bto (\d{1,3}(?:,\d{3})+|\d+)\b/i.exec(a.successMetrics);
  const renew = /\b(\d{1,3})\s?%\s+(?:of (?:them|licences|licenses) )?renew/i.exec(text);
  return {
    what: found.what,
    installs: ((m) => (m ? amount(m[1]!) * (m[2] ? 1000 : 1) : null))(/\b(\d{1,3}(?:,\d{3})+|\d+)(k)?\+?\s+active installs?\b/i.exec(a.productDescription)),
    proName: pro?.[1] ?? `${a.productName} Pro`,
    price: price ? `${price[1]}${price[2]}` : null,
    priceValue: price ? Number(price[2]) : null,
    perYear: Boolean(price?.[3] && /^y/i.test(price[3])),
    proFeatures: features?.[1]?.trim().replace(/\s+/g, " ") ?? null,
    licencesNow: now ? amount(now[1]!) : null,
    licencesGoal: goal ? amount(goal[1]!) : null,
    renewalRate: renew ? Number(renew[1]) : null,
    builders: BUILDERS.filter(([re]) => re.test(text)).map(([, name]) => name),
    crms: CRMS.filter((name) => new RegExp(`\\b${name}\\b`).test(text)),
    agencies: /\bagenc(?:y|ies)\b/i.test(text),
    lifetimeAsked: /\blifetime (?:deals?|licen[cs]es?|plans?)\b/i.test(a.challenges),
    lifetimeRan: /\blifetime\b[^.]*\b(?:ran|sold|did|offered|appsumo)\b|\b(?:ran|sold|did|offered)\b[^.]*\blifetime\b|\bthe one we ran\b/i.test(a.challenges),
    angryReviews: /\b(?:1|one)[- ]star\b|\bbad reviews?\b|\bnegative reviews?\b|\bangry reviews?\b/i.test(a.challenges),
    bannerTried: /\bbanners?\b|\bnags?\b|\bnotices?\b|\bpop-?ups?\b/i.test(a.challenges),
  };
}

/** The yearly arithmetic: licences to win each month, counting the ones that do not renew. */
export function wpPluginMath(p: WpPlugin, by: string): string | null {
  if (!p.licencesNow || !p.licencesGoal) return null;
  const gap = p.licencesGoal - p.licencesNow;
  if (gap <= 0) return null;
  const lost = p.renewalRate !== null ? Math.round((p.licencesNow * (100 - p.renewalRate)) / 100) : null;
  const need = gap + (lost ?? 0);
  const perMonth = Math.ceil(need / 12);
  const renewal = lost !== null
    ? `at ${p.renewalRate}% renewing, about ${formatCount(lost)} of today's ${formatCount(p.licencesNow)} will not renew over the year, so the goal takes about ${formatCount(need)} new licences, about ${formatCount(perMonth)} a month; each point of renewal you win back is about ${formatCount(Math.round(p.licencesNow / 100))} licences you do not have to sell again.`
    : `count the licences that do not renew too: the goal takes ${formatCount(gap)} more than today plus every licence that lapses.`;
  const revenue = p.priceValue ? ` At ${p.price}${p.perYear ? " a year" : ""}, ${formatCount(p.licencesGoal)} licences are about ${p.price!.charAt(0)}${formatCount(p.licencesGoal * p.priceValue)} a year before fees and discounts.` : "";
  return `From ${formatCount(p.licencesNow)} to ${formatCount(p.licencesGoal)} Pro licences ${by}: ${renewal}${revenue}`;
}

/** Search phrases for tutorials: "wordpress form with conditional logic", "wordpress stripe payment form". */
function searches(p: WpPlugin): string[] {
  const what = p.what ?? "{{what it does}}";
  const feats = (p.proFeatures ?? "").toLowerCase();
  const out: string[] = [];
  if (/conditional logic/.test(feats)) out.push(`wordpress ${what === "form builder" ? "form" : what} with conditional logic`);
  if (/stripe|paypal|payment/.test(feats)) out.push(`wordpress ${/stripe/.test(feats) ? "stripe " : ""}payment form`);
  if (p.crms[0]) out.push(`${p.crms[0].toLowerCase()} wordpress form`);
  if (!out.length) out.push(`wordpress ${what}`, `best wordpress ${what} plugin`);
  return out.slice(0, 3);
}

/** "wordpress stripe payment form" → "WordPress Stripe payment form". */
function properNames(search: string): string {
  const names: Record<string, string> = { wordpress: "WordPress", stripe: "Stripe", paypal: "PayPal", hubspot: "HubSpot", mailchimp: "Mailchimp", elementor: "Elementor", woocommerce: "WooCommerce" };
  return search.replace(/\b[a-z]+\b/g, (w) => names[w] ?? w);
}

/** {wppSearchTitle} {wppWhat} {wppPro} {wppPrice} {wppFeatures} {wppInstalls} {wppMath} {wppSearches} {wppSearch} {wppBuilders} {wppCrms} {wppListing} {wppRenewal} {wppAgency}: a freemium WordPress plugin. */
export function wpPluginTokens(p: WpPlugin | null, by: string): Record<string, string> {
  const s = p ? searches(p) : ["wordpress {{what it does}}"];
  return {
    wppWhat: p?.what ?? "plugin",
    wppPro: p?.proName ?? "{product} Pro",
    wppPrice: p?.price ? `${p.price}${p.perYear ? " a year" : ""}` : "{price}",
    wppFeatures: p?.proFeatures ?? "{{what Pro adds}}",
    wppInstalls: p?.installs ? `${formatCount(p.installs)} active installs` : "its active installs",
    wppMath: (p && wpPluginMath(p, by)) ?? "Count new Pro licences, renewals and lapsed licences every week, by where the buyer came from (the WordPress.org listing, a tutorial, an integration, an affiliate).",
    wppSearches: s.map((x) => `"${x}"`).join(", "),
    wppSearch: s[0]!,
    wppSearchTitle: properNames(s[0]!),
    wppBuilders: p?.builders.length ? joinWords(p.builders) : "Elementor and the block editor (Gutenberg)",
    wppCrms: p?.crms.length ? joinWords(p.crms.filter((c) => c !== "Stripe")) : "the CRMs your users name",
    wppListing: "wordpress.org/plugins/{{your plugin's slug}}",
    wppRenewal: p?.renewalRate !== null && p?.renewalRate !== undefined ? `${p.renewalRate}%` : "your renewal rate",
  };
}

export const WP_PLUGIN_STRATEGY =
  "making the WordPress.org listing do the selling (readme, screenshots, FAQ, a support forum answered within a day, reviews asked for the way the guidelines allow), a fair line between free and {wppPro} with upgrade prompts that never nag, tutorials for the searches WordPress users make, integrations with the page builders and CRMs they use, an agency licence instead of lifetime deals, and renewal emails so each year's licences come back";
export const WP_PLUGIN_FOCUS = "Pro licences each week: new ones by source (WordPress.org listing, tutorials, integrations, affiliates, newsletters), renewals and lapses, with the listing's rating and unresolved forum threads checked every Friday";

/** "FormFox is a free WordPress form builder plugin with 40,000 active installs on WordPress.org and FormFox Pro at $79 a year: …" */
export function wpPluginWhat(p: WpPlugin, product: string, audience: string): string {
  const installs = p.installs ? ` with ${formatCount(p.installs)} active installs` : "";
  const price = p.price ? ` at ${p.price}${p.perYear ? " a year" : ""}` : "";
  const who = p.agencies ? "people who build WordPress sites for clients, and owners who run their own," : audience;
  return `${product} is a free WordPress ${p.what ?? "plugin"}${p.what ? " plugin" : ""} on WordPress.org${installs}, and ${p.proName}${price} is what pays: ${who} find it by searching WordPress.org and Google, judge it by its listing, reviews and support forum, and upgrade when a Pro feature does a job for them or a client.`;
}

/** The strategy's own lines: the arithmetic, the 1-star reviews, the banner, the lifetime deals. */
export function wpPluginListening(p: WpPlugin, fill: (text: string) => string): string[] {
  const out = [fill("{wppMath}")];
  if (p.angryReviews) {
    out.push(fill("You said free users leave 1-star reviews when they hit a Pro feature. The plan draws the free/Pro line in the open (on the listing, in the readme's FAQ and in the editor, where a Pro option shows what it does before anyone clicks), answers every such review within a day, and asks happy users for reviews once, in a way WordPress.org's guidelines allow: never in return for anything."));
  }
  if (p.bannerTried) {
    out.push("The upgrade banner on the dashboard brought more of them: WordPress.org's plugin guidelines also ask that notices and upgrade prompts be used sparingly, be dismissible and not take over the dashboard. The plan's prompts appear only on the plugin's own screens, next to the Pro feature someone just reached for, and never across the admin.");
  }
  if (p.lifetimeAsked) {
    out.push(`Agencies ask for lifetime deals${p.lifetimeRan ? ", and the one you ran still costs support with no renewals" : ""}: the plan offers them an agency licence instead, a yearly price for many client sites, so the support they use is paid for every year.`);
  }
  return out;
}

/**
 * Lines a SaaS or app plan gives that mean nothing to a WordPress plugin, or break the directory's rules:
 * "Made with" credits on every output (a credit on visitors' pages needs the site owner's opt-in),
 * give-a-month referrals, in-app NPS, free trials and lifetime deals the founder turned away from.
 */
export const WP_PLUGIN_MISFITS =
  /\bmade with \w+\b[^.]*\bon every (?:output|form|page)\b|\bgive a month\b|\bfree month\b|\bin-app nps\b|\bnps survey\b|\bfree trial\b|\bappsumo\b|\blifetime deals? (?:on|for launch|to launch)\b|\bapp store\b|\bgoogle play\b/i;

/** Some tactic works on the WordPress.org listing (readme, screenshots, reviews, support forum). */
export const LISTING_WORK = /\bwordpress\.org\b[^.]*\b(?:listing|readme|screenshots?|support forum|reviews?)\b|\breadme\.txt\b/i;
/** Some tactic brings yearly licences back: renewal reminders, lapsed licences. */
export const RENEWAL_WORK = /\brenewals?\b[^.]*\b(?:emails?|reminders?|notes?)\b|\b(?:expired|lapsed) licen[cs]es?\b/i;
/** Some tactic answers agencies with a licence for many sites. */
export const AGENCY_WORK = /\bagency licen[cs]e\b|\bagency (?:tier|plan)\b|\bunlimited sites\b/i;

/** The plan-level gaps the checker reports for a freemium WordPress plugin. */
export function wpPluginGaps(p: WpPlugin | null, planText: string): { reason: string; note: string }[] {
  if (!p) return [];
  const out: { reason: string; note: string }[] = [];
  if (!LISTING_WORK.test(planText)) {
    out.push({ reason: "Nothing in the plan works on the WordPress.org listing (readme, screenshots, FAQ, reviews and the support forum), where a free plugin's users find it and judge it.", note: "No WordPress.org listing" });
  }
  if (p.perYear && !RENEWAL_WORK.test(planText)) {
    out.push({ reason: "Pro is a yearly licence and nothing brings licences back at renewal: reminder emails before renewal and a note to lapsed licences.", note: "No renewals" });
  }
  if (p.lifetimeAsked && !AGENCY_WORK.test(planText)) {
    out.push({ reason: "Agencies ask for lifetime deals and the plan gives them no other answer: an agency licence for many client sites, paid yearly.", note: "No agency licence" });
  }
  if (/\bmade with\b|\bpowered by\b/i.test(planText) && !/\bopt-in\b|\bopts? in\b|\bswitched off by default\b|\boff by default\b/i.test(planText)) {
    out.push({ reason: "A credit line on the forms visitors see is suggested without saying it must be off until the site owner switches it on: WordPress.org's guidelines ask for the user's permission before a plugin shows credits or links on the public site.", note: "Credit without opt-in" });
  }
  return out;
}

/** What the AI prompt states about a freemium WordPress plugin. */
export function wpPluginFacts(p: WpPlugin | null, by: string): string[] {
  if (!p) return [];
  const tokens = wpPluginTokens(p, by);
  const fill = (text: string) => text.replace(/\{(wpp\w+)\}/g, (whole, name: string) => tokens[name] ?? whole);
  const lines = [
    `- A freemium WordPress plugin: free on WordPress.org${p.installs ? ` (${formatCount(p.installs)} active installs)` : ""}, ${p.proName}${p.price ? ` at ${fill("{wppPrice}")}` : ""} sold on its own site. Not a SaaS app: no in-app NPS survey, give-a-month referral, free trial, app store or "Made with" badge on every form`,
    "- Its plan: the WordPress.org listing (readme with a clear free/Pro line, screenshots, FAQ, a support forum answered within a day, happy users asked for a review once, never for a reward); upgrade prompts only on the plugin's own screens, next to the Pro feature, dismissible; an agency licence for many client sites instead of lifetime deals; tutorials for searches like " + fill("{wppSearches}") + "; integrations with " + fill("{wppBuilders}") + " and CRM partners; renewal reminders before the yearly licence renews and a note to lapsed licences; affiliates among WordPress bloggers and YouTubers with disclosure; WordPress newsletters, podcasts and WordCamps as options",
    "- WordPress.org's plugin guidelines, to check in their current wording: no features locked inside the free plugin (Pro comes as a separate plugin or add-on), notices and upgrade prompts used sparingly and dismissible, no credit or link on visitors' pages without the site owner's opt-in, no tracking without consent, no reviews bought or rewarded; paid products are not supported in the WordPress.org forums",
  ];
  const math = wpPluginMath(p, by);
  if (math) lines.push(`- The goal's arithmetic: ${math}`);
  return lines;
}
