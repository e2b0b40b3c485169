/**
 * The shared vocabulary of channels: what a tactic leans on, what a founder says does not work for
 * them, and what is unsafe with minors. The planner's library declares tags; the checker finds the
 * same tags in any plan's text (AI or built-in) with these patterns, so both speak one language.
 */

export const CHANNEL_TAGS = [
  "cold-email", "cold-calling", "linkedin", "linkedin-ads", "meta-ads", "google-ads", "tiktok-ads", "paid-social",
  "sponsorships", "instagram", "tiktok", "youtube", "facebook-groups", "reddit", "twitter", "discord", "product-hunt",
  "hacker-news", "seo", "blog", "newsletter", "podcast", "webinar", "trade-shows", "events", "markets", "press",
  "influencers", "referral", "partnerships", "calls", "dm", "meetups", "flyers", "google-business", "reviews",
  "sms", "email-marketing", "app-store", "github", "marketplaces", "video", "affiliates", "retargeting", "loyalty",
  "shop-window", "catering", "whatsapp", "community", "docs", "integrations", "speaking", "case-studies", "pinterest",
  "game-stores",
] as const;
export type ChannelTag = (typeof CHANNEL_TAGS)[number];

/**
 * How each tag shows in free text (lower-cased). Patterns are specific on purpose: "calls" must not
 * match "call to action", "ads" must not match "downloads".
 */
export const CHANNEL_PATTERNS: Record<ChannelTag, RegExp> = {
  "cold-email": /\bcold[- ]?e-?mails?\b|\bcold outreach\b|\boutbound e-?mails?\b|\bemail outreach\b/,
  "cold-calling": /\bcold[- ]?call(s|ing)?\b/,
  linkedin: /\blinkedin\b/,
  "linkedin-ads": /\blinkedin ads?\b/,
  "meta-ads": /\b(meta|facebook|instagram) (ads?|advertising|campaigns?)\b|\bmeta\b(?! description)/,
  "google-ads": /\bgoogle (ads|adwords|search ads|shopping ads?)\b|\bsearch ads\b|\bgoogle shopping\b/,
  "tiktok-ads": /\btiktok ads?\b|\bspark ads\b/,
  "paid-social": /\bpaid social\b|\bsocial ads\b|\bboosted posts?\b/,
  sponsorships: /\bsponsor(ship|ships|ed|ing)?\b/,
  instagram: /\binstagram\b|\breels\b/,
  tiktok: /\btiktok\b/,
  youtube: /\byoutube\b|\bshorts\b/,
  "facebook-groups": /\bfacebook groups?\b|\bnextdoor\b/,
  reddit: /\breddit\b|\bsubreddits?\b/,
  // "Post on X", "X (formerly Twitter)", "x.com": X by its new name too.
  twitter: /\btwitter\b|\bx \((?:formerly )?twitter\)|\btweets?\b|\bx\.com\b|\b(?:on|to|via) x(?=\s*(?:[,.;:)!?/]|$|and\b|or\b|\()|\s+(?:every|each|daily|weekly|too|as well)\b)/,
  discord: /\bdiscord\b/,
  "product-hunt": /\bproduct hunt\b/,
  "hacker-news": /\bhacker news\b|\bshow hn\b|\blobste\.rs\b/,
  seo: /\bseo\b|\bsearch engine optimi[sz]ation\b|\bkeywords? research\b/,
  blog: /\bblog( posts?)?\b|\barticles?\b/,
  newsletter: /\bnewsletters?\b/,
  podcast: /\bpodcasts?\b/,
  webinar: /\bwebinars?\b/,
  "trade-shows": /\btrade ?shows?\b|\bexpos?\b|\btrade fairs?\b/,
  events: /\bevents?\b|\bpop-?ups?\b/,
  markets: /\b(farmers'?|christmas|weekend|street|local|craft|morning|saturday|sunday|food|night) markets?\b|\bmarket stalls?\b/,
  press: /\bpress\b|\bjournalists?\b|\bmedia coverage\b|\bpr\b/,
  influencers: /\binfluencers?\b|\bcreators?\b|\bstreamers?\b/,
  referral: /\breferrals?\b|\brefer a friend\b/,
  partnerships: /\bpartner(s|ships?)?\b|\bco-?marketing\b/,
  calls: /\b(discovery|sales|customer|user|video|phone|intro|demo|zoom) calls?\b|\bcall (them|each|every|prospects|customers)\b|\binterviews?\b/,
  dm: /\bdms?\b|\bdirect messages?\b|\bprivate messages?\b|\bmessage (them|players|users) directly\b/,
  meetups: /\bmeet-?ups?\b|\bmeet (them|players|users|fans) in person\b|\bin-person sessions?\b/,
  flyers: /\bflyers?\b|\bleaflets?\b|\bposters?\b/,
  "google-business": /\bgoogle business profile\b|\bgoogle maps\b|\bgoogle my business\b/,
  reviews: /\b(customer|google|online|app store|play store|product|5-star|five-star|star|honest|verified|user) reviews?\b|\breviews? (on|from|page|site)\b|\bratings?\b|\btrustpilot\b|\bg2\b|\bcapterra\b/,
  sms: /\bsms\b|\btext messages?\b/,
  "email-marketing": /\be-?mail (list|flows?|sequences?|campaigns?|newsletter|series)\b|\bwin-back\b|\babandoned[- ]cart\b|\bwelcome (email|series|flow)\b/,
  "app-store": /\bapp stores?\b|\bplay store\b|\bgoogle play\b|\baso\b|\bapp store optimi[sz]ation\b/,
  github: /\bgithub\b/,
  // Food delivery apps are marketplaces too: "Deliveroo takes 30%" is a marketplace the founder rules out.
  marketplaces: /\bamazon\b|\betsy\b|\bmarketplaces?\b|\bdeliveroo\b|\buber ?eats\b|\bjust ?eat\b|\bdoordash\b|\bgrubhub\b|\b(?:food )?delivery (?:apps?|platforms?)\b/,
  video: /\bvideos?\b|\breels\b|\bshorts\b/,
  affiliates: /\baffiliates?\b/,
  retargeting: /\bretarget(ing)?\b|\bremarketing\b|\bpixel\b/,
  loyalty: /\bloyalty\b|\bstamp cards?\b/,
  "shop-window": /\bshop ?windows?\b|\bstorefront\b|\bwindow display\b/,
  catering: /\bcatering\b/,
  whatsapp: /\bwhatsapp\b/,
  community: /\bcommunit(y|ies)\b/,
  docs: /\bdocs\b|\bdocumentation\b/,
  integrations: /\bintegrations?\b/,
  speaking: /\btalks?\b|\bspeaking\b|\bconference\b/,
  "case-studies": /\bcase stud(y|ies)\b/,
  pinterest: /\bpinterest\b/,
  "game-stores": /\bsteam (?:page|store|wishlists?|next fest|festivals?)\b|\bon steam\b|\bitch\.io\b|\bwishlists?\b|\bnext fest\b/,
};

/** Paid channels: money goes to an ad platform, a sponsor or a creator. */
export const PAID_TAGS: ChannelTag[] = ["linkedin-ads", "meta-ads", "google-ads", "tiktok-ads", "paid-social", "sponsorships", "retargeting"];

/** Direct, private contact with individuals: never with an audience of minors. */
export const DIRECT_CONTACT_TAGS: ChannelTag[] = ["dm", "calls", "meetups", "cold-email", "cold-calling", "sms", "whatsapp"];

/** The tags found in a text, in vocabulary order. */
export function channelsIn(text: string): ChannelTag[] {
  const lower = text.toLowerCase();
  return CHANNEL_TAGS.filter((tag) => CHANNEL_PATTERNS[tag].test(lower));
}

/** A sentence that only says what a tactic avoids ("no cold email", "instead of ads") leans on nothing. */
const NEGATION = /\b(instead of|rather than|other than|apart from|beyond|not|no|never|without|avoid|avoids|skip|don't|doesn't|didn't|won't|can't|do not|leave out|left out|isn't|aren't)\b/;

export function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.!?\n])\s+|\n+/).map((s) => s.trim()).filter(Boolean);
}

/** The channels a text leans on: those named in sentences that do not negate them. */
export function affirmedChannels(text: string): ChannelTag[] {
  const found = new Set<ChannelTag>();
  for (const sentence of sentencesOf(text)) {
    if (NEGATION.test(sentence.toLowerCase())) continue;
    for (const tag of channelsIn(sentence)) found.add(tag);
  }
  return CHANNEL_TAGS.filter((tag) => found.has(tag));
}
