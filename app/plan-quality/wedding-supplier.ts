import type { PlanFormData } from "~/wizard/types";
import { utcDay } from "./calendar";
import { fairsFailedIn, offPeakIn } from "./venue";
import { articleOf, formatCount, joinWords, numberFrom, numberWord, upperFirst, withArticle } from "./words";

/**
 * A wedding and event supplier who goes to the couple's day: a photographer or videographer, a DJ, a band,
 * a singer or musicians for the ceremony, a celebrant, a cake maker, hair and make-up, a photo booth. Couples book one once,
 * months ahead, after the venue, from the venue's and planner's recommended lists, friends and wedding
 * Instagram, and judge them on real weddings shown in full and on reviews. What the plan shows differs with
 * what the supplier delivers (a photographer's gallery, a DJ's night and its set list, a cake, a ceremony);
 * the summer Saturdays often sell themselves, and the dates still free are Fridays, Sundays and winter.
 * Florists (florist.ts) and venues (venue.ts) have their own readings; caterers are not read here. Pure.
 */
export type WeddingCraft = "photo" | "film" | "music" | "musician" | "ceremony" | "cake" | "beauty" | "booth";

export type WeddingSupplier = {
  /** The founder's word, as the plan writes it: "wedding photographer", "wedding DJ", "celebrant". */
  word: string;
  /** The whole act when the founder says more ("a wedding DJ and sax duo"); the word otherwise. */
  act: string;
  craft: WeddingCraft;
  /** A DJ's set with a live instrument over it ("my partner plays sax over the set" → "sax"). */
  live: string | null;
  /** A DJ (decks and a set list) rather than a band (a stage, instruments and a PA); false for anyone else. */
  dj: boolean;
  /** More than one person plays or works ("a DJ and sax duo", "a five-piece band"): "we", else "I". */
  duo: boolean;
  /** The prices said, lowest first ("£1,250 … £1,650 with ceremony music" → [1250, 1650]), and their symbol. */
  prices: number[];
  /** The lowest price is a starting price ("from €1,900"). */
  from: boolean;
  symbol: string;
  /** What the higher price adds, in the founder's words ("with ceremony music" → "ceremony music"). */
  addOn: string | null;
  /** What the lowest price buys, in the founder's words ("£1,250 for a wedding evening" → "a wedding evening"). */
  priceFor: string | null;
  /** Weddings the goal books ("35 weddings booked for next year" → 35), and what it counts them as ("ceremonies", "cakes"; "weddings" otherwise). */
  goalCount: number | null;
  goalNoun: string;
  /** The year the goal books weddings in ("next year" from a plan made in 2026 → 2027; "for 2027"). */
  goalYear: number | null;
  /** "next season", "next year", "2027": the goal's time as the founder says it. */
  goalWhen: string | null;
  /** The dates the founder says are still free or must be filled, in the plan's words: "Friday", "Sunday", "winter". */
  offPeak: string[];
  /** The founder says summer weekends are already full ("Most weekends between May and September are already full"). */
  peakFull: boolean;
  /** The months the founder says are full, as said ("May to September"), when named. */
  peakMonths: string | null;
  /** Wedding fairs that did not pay, with the stand's cost and the leads they brought when said ("£300 a stand … two leads"). */
  fairs: { cost: number | null; leads: number | null } | null;
  /** How far ahead couples book, when said: "9-18 months ahead" → [9, 18]. */
  leadMonths: [number, number] | null;
  /** What couples worry about, in the founder's words: "a cheesy DJ who ignores their playlist". */
  worry: string | null;
  /** The country's wedding directories, named as examples to check; null where none is known here. */
  directories: string | null;
  /** The UK's words for a supplier's papers (public liability insurance, PAT certificates), else general ones. */
  uk: boolean;
};

/** Words that name a wedding or event supplier, the word captured; read by local-trade.ts as the "events" trade. */
export const WEDDING_SUPPLIER_RE = new RegExp(
  "\\b(" +
    [
      "(?:wedding|event) (?:photograph(?:er|y)|videograph(?:er|y))",
      "(?:freelance )?photographer",
      "videographer",
      // "A wedding DJ and sax duo", "a wedding and events band", "a party DJ": the act with the occasion in front of it.
      "(?:wedding|party|function|events?)(?: and (?:party|function|events?))? (?:dj|disc jockey|band|singer|pianist|harpist|guitarist|saxophonist|violinist|string (?:quartet|trio)|musicians?)(?!s? (?:rings?|jewel))",
      // "A DJ for weddings and parties", "a string quartet playing weddings".
      "(?:dj|disc jockey|string quartet|string trio|harpist|ceremony singer)(?=[^.]{0,40}\\bweddings?\\b)",
      "(?:independent |humanist |civil |wedding )?(?:celebrant|officiant)",
      "(?:wedding )?cake (?:maker|designer|artist)",
      "wedding cakes?",
      "(?:bridal|wedding) (?:hair and make-?up|hair|make-?up)(?: artist| stylist)?",
      "hair and make-?up artist",
      "photo ?booths?(?: hire)?",
    ].join("|") +
    ")\\b",
);

const CRAFTS: [RegExp, WeddingCraft][] = [
  [/photograph/, "photo"],
  [/videograph/, "film"],
  // A DJ or a band fills the floor; a singer, a harpist or a string quartet plays the ceremony and the drinks.
  [/\b(?:dj|disc jockey|band)\b/, "music"],
  [/\b(?:singer|pianist|harpist|guitarist|saxophonist|violinist|string|musicians?)\b/, "musician"],
  [/\b(?:celebrant|officiant)\b/, "ceremony"],
  [/\bcakes?\b/, "cake"],
  [/\b(?:hair|make-?up)\b/, "beauty"],
  [/\bbooths?\b/, "booth"],
];

/** What a supplier's matched word says it makes: "wedding dj" → music. */
export function weddingCraftOf(word: string): WeddingCraft {
  return CRAFTS.find(([re]) => re.test(word))?.[1] ?? "photo";
}

/** "wedding dj" → "wedding DJ", "wedding cakes" → "wedding cake maker", "photo booth hire" → "photo booth". */
export function weddingWordOf(word: string): string {
  return word
    .replace(/\bdisc jockey\b/, "DJ")
    .replace(/\bdj\b/, "DJ")
    .replace(/^(wedding|event) (photograph|videograph)y$/, "$1 $2er")
    .replace(/^freelance photographer$/, "photographer")
    .replace(/^(?:independent |wedding )(celebrant|officiant)$/, "$1")
    .replace(/^officiant$/, "wedding officiant")
    .replace(/^wedding cakes?$/, "wedding cake maker")
    .replace(/^photo ?booths?(?: hire)?$/, "photo booth")
    .replace(/^(bridal|wedding) (hair and make-?up|hair|make-?up)$/, "$1 $2 artist")
    .replace(/^(?:party|function|events?) and (?:party|function|events?) /, "party ")
    .replace(/^wedding and (?:party|function|events?) /, "wedding ");
}

/** Who else couples book for the same day: what each supplier names as the circle that sends couples. */
export function weddingNearby(craft: WeddingCraft): string {
  return craft === "photo" ? "the wedding venues, planners, florists and caterers nearby" : "the wedding venues, planners, photographers and florists nearby";
}

const LIVE = /\b(sax(?:ophone)?|violin|percussion|bongos|trumpet|live vocals|guitar)\b/i;
const PRICE = /([£$€])\s?(\d{1,3}(?:,\d{3})+|\d{3,5})\b/g;

/**
 * "A wedding DJ and sax duo in the Midlands … £1,250 for a wedding evening, £1,650 with ceremony music",
 * "35 weddings booked for next year", "Wedding fairs cost £300 a stand and we got two leads. Most weekends
 * between May and September are already full, we need the winter and Fridays": the supplier and the
 * numbers its plan needs. Null when the pitch names no wedding supplier.
 */
export function readWeddingSupplier(a: PlanFormData, pitch: string, start: Date, country: string | null, currencyPrefix: string): WeddingSupplier | null {
  const lower = pitch.toLowerCase();
  const m = WEDDING_SUPPLIER_RE.exec(lower);
  if (!m) return null;
  const craft = weddingCraftOf(m[1]!);
  const d = a.productDescription;
  const said = `${a.challenges} ${a.successMetrics}`;
  const prices = [...d.matchAll(PRICE)].map((p) => Number(p[2]!.replace(/,/g, "")));
  const priceFor = /[£$€]\s?[\d,]+\s+for\s+((?:a|an|the|one)\s+[a-z][a-z -]{2,40}?)(?=[.,;]|$)/i.exec(d)?.[1] ?? null;
  const addOn = /[£$€]\s?[\d,]+\s+(?:with|including|incl\.?|plus)\s+([a-z][a-z -]{2,40}?)(?=[.,;]|$)/i.exec(d)?.[1] ?? null;
  const count = /\b(\d{1,3}|[a-z]+)\s+(?:more\s+|new\s+)?(?:[a-z-]+\s+){0,2}?(weddings|bookings|couples|events|ceremonies|cakes|brides|parties)\b/i.exec(a.successMetrics) ?? /\b(\d{1,3}|[a-z]+)\s+more\s+(?:weddings|bookings)\b/i.exec(d);
  const year = /\b(20\d\d)\b/.exec(a.successMetrics);
  const nextYear = /\bnext year\b/i.test(a.successMetrics);
  const thisYear = /\bthis year\b/i.test(a.successMetrics);
  const season = /\b(next (?:season|year)|this (?:season|year))\b/i.exec(a.successMetrics)?.[1]?.toLowerCase() ?? null;
  const peak = /\b(?:(?:most|all|our|the)\s+)?(?:weekends|saturdays|summer(?: saturdays| weekends)?)\b(?:\s+(?:between|from|in)\s+([A-Z][a-z]+)\s+(?:and|to|-|–)\s+([A-Z][a-z]+))?[^.]{0,40}\b(?:full|booked(?: up)?|sold out|sell out|taken|gone)\b/i.exec(said);
  const peakFull = Boolean(peak);
  const offPeak = offPeakIn(said);
  // Summer weekends already full: the weddings left to book are on Fridays, Sundays and in winter, whatever day was named.
  const days = peakFull ? [...new Set(["Friday", "Sunday", ...offPeak.filter((w) => w !== "winter"), "winter"])] : offPeak;
  const fairs = fairsFailedIn(a.challenges);
  const fairCost = fairs ? /([£$€])\s?(\d{2,5})\b[^.]{0,20}\b(?:a|per|for (?:a|the))\s+(?:stand|stall|pitch|table)\b/i.exec(a.challenges) : null;
  const leadsSaid = fairs ? /\b(?:got|brought|gave|had)\s+(?:us\s+|me\s+)?(?:only\s+|just\s+)?(\d{1,2}|one|two|three|four|five)\s+(?:leads?|enquir(?:y|ies)|bookings?)\b/i.exec(a.challenges) : null;
  const lead = /\b(\d{1,2})\s?(?:-|–|to)\s?(\d{1,2}) months\b/i.exec(a.audiencePersona);
  const worry = /\b(?:they|couples)\s+(?:worry|are worried|fear)\s+(?:about\s+)?([^.;]{6,90})/i.exec(a.audiencePersona)?.[1]?.trim() ?? null;
  const uk = currencyPrefix === "£" || /united kingdom|\buk\b|england|scotland|wales|northern ireland/i.test(country ?? "");
  const us = !uk && (/united states|\busa?\b/i.test(country ?? "") || (currencyPrefix === "$" && !country));
  const goalCount = numberFrom(count?.[1]);
  const word = weddingWordOf(m[1]!);
  const more = /^ and ([a-z]+) (duo|trio)\b/.exec(lower.slice(m.index + m[1]!.length));
  return {
    word,
    act: more ? `${word} and ${more[1]} ${more[2]}` : word,
    craft,
    dj: craft === "music" && /\b(?:dj|disc jockey)\b/.test(m[1]!),
    live: craft === "music" && /\bdj\b/.test(lower) ? (LIVE.exec(d)?.[1]?.toLowerCase().replace(/^saxophone$/, "sax") ?? null) : null,
    duo: /\b(?:duo|trio|quartet|band|(?:two|three|four|five|six)-piece)\b|\bmy partner\b|\bwe\b/i.test(d),
    prices: [...new Set(prices)].sort((x, y) => x - y),
    from: /\b(?:from|starting at|starts at)\s+[£$€]/i.test(d),
    symbol: /[£$€]/.exec(d)?.[0] ?? currencyPrefix,
    addOn,
    priceFor,
    goalCount: goalCount && goalCount > 0 && goalCount < 1000 ? goalCount : null,
    goalNoun: /^(?:ceremonies|cakes)$/i.test(count?.[2] ?? "") ? count![2]!.toLowerCase() : "weddings",
    goalYear: year ? Number(year[1]) : nextYear ? start.getUTCFullYear() + 1 : thisYear ? start.getUTCFullYear() : null,
    goalWhen: year ? year[1]! : season,
    offPeak: days,
    peakFull,
    peakMonths: peak?.[1] && peak[2] ? `${upperFirst(peak[1].toLowerCase())} to ${upperFirst(peak[2].toLowerCase())}` : null,
    fairs: fairs ? { cost: fairCost ? Number(fairCost[2]) : null, leads: numberFrom(leadsSaid?.[1]) } : null,
    leadMonths: lead ? [Number(lead[1]), Number(lead[2])] : null,
    worry: worry ? worry.replace(/\bour\b/g, "their") : null,
    directories: uk ? "Hitched, Bridebook and Guides for Brides" : us ? "The Knot and WeddingWire" : null,
    uk,
  };
}

/**
 * What each kind of supplier delivers, in the words its plan uses: the work a couple gets, how it is shown
 * to the next couple, the moment to ask for a review, and the worry it answers when the founder names none.
 */
type Craft = {
  /** "gallery", "night", "cake". */
  work: string;
  /** "whole galleries of real weddings". */
  proof: string;
  /** "a full gallery of a real wedding". */
  proofOne: string;
  /** "when you deliver their gallery". */
  fresh: string;
  /** "when the gallery is delivered": the review tactic's name ends with it. */
  freshName: string;
  /** "the email that delivers each gallery". */
  freshMessage: string;
  /** "a print": what is never offered for a review. */
  bribe: string;
  /** "shot", "played": what the supplier did at a wedding. */
  did: string;
  /** "stiff, posed photos". */
  worry: string;
  /** "remembered the way it felt, not the way it was posed". */
  remembered: string;
  /** "the venue's package photographer". */
  rival: string;
  /** "a friend with a good camera". */
  diy: string;
  /** What Google may ask a service-area business to film: "your camera kit, your editing set-up". */
  kit: string;
  /** What the supplier sends another supplier after a wedding they both worked. */
  forSupplier: string;
  /** Who else the supplier works alongside and refers couples to. */
  others: string;
  /** The opening of the thank-you that asks for a review: subject, greeting and the work delivered. */
  thanks: string;
  /** "within a month of their gallery". */
  reviewWindow: string;
  /** What a couple is sent with the first reply: "a whole wedding … {{gallery link}}". */
  reply: string;
  /** What the supplier offers at a venue's open evening, what it takes, and the line that offers it. */
  showcase: string;
  showcaseKit: string;
  showcaseOffer: string;
  /** The customer profile's lines: what couples look at, need, dislike and want, and what they ask before booking. */
  looks: string;
  need: string;
  pain: string;
  goal: string;
  objections: { topic: RegExp; text: string }[];
  /** The Marketing Model's words: what couples want, what a couple said afterwards, the day or the night, how the work is shown, who to talk to. */
  want: string;
  after: string;
  day: "day" | "night";
  shown: string;
  contact: string;
  /** The Google Business Profile category a stranger would search for (Google's own names; the founder picks the closest offered). */
  category: string;
  /** The Google profile's words: the kit Google may ask to see, where the cards go, the photos to add, the end of the work, why photos matter. */
  kitShort: string;
  bag: string;
  photos: string;
  finished: string;
  story: string;
};

const CRAFT_WORDS: Record<WeddingCraft, Craft> = {
  photo: {
    work: "gallery",
    proof: "whole galleries of real weddings",
    proofOne: "a full gallery of a wedding like yours",
    fresh: "when you deliver their gallery",
    freshName: "when the gallery is delivered",
    freshMessage: "the email that delivers each gallery",
    bribe: "a discount or a print",
    did: "shot",
    worry: "stiff, posed photos",
    remembered: "remembered the way it felt, not the way it was posed",
    rival: "the venue's package photographer",
    diy: "a friend with a good camera",
    kit: "your camera kit, your editing set-up",
    forSupplier: "ten photos of their work on the day, free to use with a credit",
    others: "DJs and bands, planners, florists and venue coordinators",
    thanks: "Subject: Your wedding gallery is ready\n\nHi {{first names}},\n\nYour gallery is here: {{gallery link}}. It was a joy to be part of your day at {{venue}}, especially {{one moment from the day}}.",
    reviewWindow: "within a month of their gallery",
    reply: "Here is a whole wedding at {{their venue}} or one like it, from getting ready to the first dance, so you can see how I'd tell your day: {{gallery link}}.",
    showcase: "one printed album of a wedding at that venue on a table, with you beside it to talk to couples",
    showcaseKit: "A printed album of a wedding at each venue",
    showcaseOffer: "I'd be glad to bring an album of a wedding in your rooms and talk to couples about their day.",
    looks: "Looks at whole galleries of real weddings, not single shots, and reads reviews from couples",
    need: "Real weddings like theirs to look at, in full",
    pain: "Portfolios of single perfect shots that say nothing about a whole day",
    goal: "A day remembered the way it felt",
    objections: [
      { topic: /\b(family|families|big|large|guests|group)\b/i, text: "“Can you handle a big family and a busy day?”" },
      { topic: /\b(style|look|posed|natural)\b/i, text: "“Will our photos look like the ones in your portfolio?”" },
    ],
    want: "their day remembered the way it felt",
    after: "our families still pass the album round",
    day: "day",
    shown: "your galleries",
    contact: "a couple whose gallery you have just delivered",
    category: "Wedding photographer",
    kitShort: "your camera kit",
    bag: "your camera bag",
    photos: "the best frames of whole weddings (with the couple's permission) and the venues you have shot",
    finished: "the finished gallery",
    story: "Photos of real weddings tell a couple how you tell a whole day.",
  },
  film: {
    work: "film",
    proof: "whole wedding films, not only trailers",
    proofOne: "a full film of a wedding like yours",
    fresh: "when you deliver their film",
    freshName: "when the film is delivered",
    freshMessage: "the email that delivers each film",
    bribe: "a discount or an extra edit",
    did: "filmed",
    worry: "a film that feels staged, or one that takes a year to arrive",
    remembered: "as it sounded and moved, not only as it looked",
    rival: "the photographer's add-on video",
    diy: "guests' phone videos",
    kit: "your cameras and sound kit, your editing set-up",
    forSupplier: "a short clip of their work on the day, free to use with a credit",
    others: "photographers, planners, DJs and venue coordinators",
    thanks: "Subject: Your wedding film is ready\n\nHi {{first names}},\n\nYour film is here: {{film link}}. It was a joy to be part of your day at {{venue}}, especially {{one moment from the day}}.",
    reviewWindow: "within a month of their film",
    reply: "Here is a whole wedding film at {{their venue}} or one like it: {{film link}}.",
    showcase: "a screen with a whole wedding film from that venue, with you beside it to talk to couples",
    showcaseKit: "A tablet or screen with a film from each venue",
    showcaseOffer: "I'd be glad to bring a film of a wedding in your rooms and talk to couples about their day.",
    looks: "Watches whole wedding films, not only trailers, and reads reviews from couples",
    need: "Real wedding films like theirs to watch from start to finish",
    pain: "Trailers that say nothing about a whole day",
    goal: "A day they can see and hear again, the way it felt",
    objections: [{ topic: /\b(style|staged|natural|feel|film)\b/i, text: "“Will our film feel like us, not staged?”" }],
    want: "their day on film the way it felt",
    after: "we watch our film every anniversary",
    day: "day",
    shown: "your films",
    contact: "a couple whose film you have just delivered",
    category: "Videographer",
    kitShort: "your cameras and sound kit",
    bag: "your kit bag",
    photos: "stills from whole wedding films (with the couple's permission) and the venues you have filmed",
    finished: "the finished film",
    story: "Real wedding films tell a couple how you tell a whole day.",
  },
  music: {
    work: "night",
    proof: "short videos of real weddings (the floor full, the first dance, the songs the couple chose)",
    proofOne: "a one-minute video of a real wedding's dance floor",
    fresh: "the week after the wedding, while the night is fresh",
    freshName: "the week after the wedding, while the night is fresh",
    freshMessage: "the thank-you you send each couple the week after their wedding",
    bribe: "a discount or a free extra hour",
    did: "played",
    worry: "a DJ who ignores their playlist",
    remembered: "a full dance floor from the first dance to the last song, to the songs you chose",
    rival: "the venue's house DJ",
    diy: "a playlist on a hired speaker",
    kit: "your decks, speakers and lights",
    forSupplier: "a short clip of the night with their work in it, free to use with a credit",
    others: "photographers, planners and venue coordinators",
    thanks: "Subject: Thank you for your wedding night\n\nHi {{first names}},\n\nThank you for having us at {{venue}}. It was a joy to play your night, especially {{one moment from the night}}.",
    reviewWindow: "within a month of their wedding",
    reply: "Here is a minute of a real night we played: {{video link}}, and how we plan the music with you, your must-plays and do-not-plays included: {{playlist page link}}.",
    showcase: "a 20-minute set in the room at no charge",
    showcaseKit: "Your set-up for a 20-minute set",
    showcaseOffer: "we'd be glad to play a 20-minute set in the room at no charge.",
    looks: "Watches short videos of real nights, asks how the music is planned, and reads reviews from couples",
    need: "Their songs played, and none of the ones they asked to skip",
    pain: "Showreels that say nothing about a real night at a venue like theirs",
    goal: "A dance floor full from the first dance to the last song",
    objections: [
      { topic: /\b(playlist|cheesy|songs?|music|play)\b/i, text: "“Will you play what we ask for, and nothing we don't?”" },
      { topic: /\b(venue|sound|limit|noise|curfew)\b/i, text: "“Will you work with our venue's sound limit and curfew?”" },
    ],
    want: "a full floor to the songs they chose",
    after: "every song on our list got played and the floor never emptied",
    day: "night",
    shown: "your videos of real nights",
    contact: "a couple the week after their wedding",
    category: "DJ service",
    kitShort: "your decks and speakers",
    bag: "your kit bag",
    photos: "the floor full at real weddings (with the couple's permission), your set-up and the venues you have played",
    finished: "the last song",
    story: "Photos of real floors tell a couple how you fill one.",
  },
  musician: {
    work: "music",
    proof: "short videos of real ceremonies and drinks receptions, with the songs the couple chose",
    proofOne: "a one-minute video of a real ceremony",
    fresh: "the week after the wedding, while the day is fresh",
    freshName: "the week after the wedding, while the day is fresh",
    freshMessage: "the thank-you you send each couple the week after their wedding",
    bribe: "a discount or a gift",
    did: "played",
    worry: "music that doesn't feel like them",
    remembered: "walking down the aisle to the song that means most to you",
    rival: "the venue's playlist",
    diy: "a friend with a speaker",
    kit: "your instruments and sound kit",
    forSupplier: "a short clip of the ceremony with their work in it, free to use with a credit",
    others: "photographers, planners, celebrants and venue coordinators",
    thanks: "Subject: Thank you\n\nHi {{first names}},\n\nThank you for having us at {{venue}}. It was a joy to play for your day, especially {{one moment from the ceremony}}.",
    reviewWindow: "within a month of their wedding",
    reply: "Here is a minute of a real ceremony we played: {{video link}}.",
    showcase: "a short set in the room at no charge",
    showcaseKit: "Your instruments for a short set",
    showcaseOffer: "we'd be glad to play a short set in the room at no charge.",
    looks: "Watches short videos of real ceremonies and reads reviews from couples",
    need: "The songs that mean most to them, played live",
    pain: "Demo recordings that sound nothing like the room",
    goal: "Walking down the aisle to the song that means most to them",
    objections: [{ topic: /\b(songs?|music|play|learn)\b/i, text: "“Can you learn the song we want for the aisle?”" }],
    want: "their own songs played live on the day",
    after: "we walked down the aisle to our song and everyone cried",
    day: "day",
    shown: "your videos of real ceremonies",
    contact: "a couple the week after their wedding",
    category: "Musician",
    kitShort: "your instruments",
    bag: "your kit bag",
    photos: "real ceremonies and receptions (with the couple's permission) and the venues you have played",
    finished: "the last song",
    story: "Photos of real ceremonies tell a couple how the music will feel.",
  },
  ceremony: {
    work: "ceremony",
    proof: "real ceremonies the celebrant wrote, shared with the couples' permission",
    proofOne: "a ceremony you wrote for a real couple, shared with their permission",
    fresh: "the week after the wedding, when you send their ceremony script as a keepsake",
    freshName: "the week after the wedding, with their ceremony as a keepsake",
    freshMessage: "the email that sends each couple their ceremony script",
    bribe: "a discount or a gift",
    did: "led a ceremony",
    worry: "a ceremony that could be anyone's",
    remembered: "told in your own words, the way you met and what you promise",
    rival: "the registrar's standard words",
    diy: "a friend reading from a template",
    kit: "the place you meet couples and your paperwork",
    forSupplier: "the ceremony's timings and a thank-you, and their name when couples ask who to book",
    others: "photographers, planners, musicians and venue coordinators",
    thanks: "Subject: Your ceremony, to keep\n\nHi {{first names}},\n\nHere is your ceremony, as we said it on the day: {{link}}. It was a joy to be part of your day at {{venue}}, especially {{one moment from the ceremony}}.",
    reviewWindow: "within a month of their wedding",
    reply: "Here is a ceremony I wrote with a real couple, shared with their permission: {{link}}.",
    showcase: "a short reading from a real ceremony, with the couple's permission, and time to talk to couples",
    showcaseKit: "A real ceremony to read from, with the couple's permission",
    showcaseOffer: "I'd be glad to read from a real ceremony, with the couple's permission, and talk to couples about theirs.",
    looks: "Reads ceremonies the celebrant has written and reviews from couples, and wants to meet first",
    need: "A ceremony in their own words, with the parts that matter to them",
    pain: "Ceremonies that could be anyone's",
    goal: "A ceremony their guests talk about afterwards",
    objections: [{ topic: /\b(legal|registrar|official|paperwork)\b/i, text: "“How does the legal part work alongside your ceremony?”" }],
    want: "a ceremony in their own words",
    after: "our guests still talk about the ceremony",
    day: "day",
    shown: "the ceremonies you share",
    contact: "a couple the week after their wedding",
    category: "Wedding service",
    kitShort: "your paperwork",
    bag: "your bag",
    photos: "real ceremonies (with the couple's permission) and the venues you have worked",
    finished: "the ceremony itself",
    story: "Photos of real ceremonies tell a couple how you tell their story.",
  },
  cake: {
    work: "cake",
    proof: "photos of cakes at real weddings",
    proofOne: "photos of a cake you made for a real wedding",
    fresh: "the week after the wedding, when the photos come back",
    freshName: "the week after the wedding",
    freshMessage: "the thank-you you send each couple the week after their wedding",
    bribe: "a discount or a gift",
    did: "made a cake for",
    worry: "a cake that looks nothing like the design",
    remembered: "a cake that looks like the one you dreamed of and tastes even better",
    rival: "the caterer's or venue's standard cake",
    diy: "a supermarket cake dressed with flowers",
    kit: "your kitchen, your tools and your food hygiene paperwork",
    forSupplier: "photos of the cake in their setting, free to use with a credit",
    others: "photographers, planners, florists and venue coordinators",
    thanks: "Subject: Thank you\n\nHi {{first names}},\n\nIt was a joy to make your cake for your day at {{venue}}, especially {{one moment from the day}}.",
    reviewWindow: "within a month of their wedding",
    reply: "Here is a cake I made for a real wedding at {{their venue}} or one like it: {{link}}.",
    showcase: "a tasting table with small samples of your flavours",
    showcaseKit: "Samples of your flavours for a tasting table",
    showcaseOffer: "I'd be glad to bring a tasting table of my flavours for your couples.",
    looks: "Looks at cakes from real weddings, asks for a tasting, and reads reviews from couples",
    need: "A tasting and a design they can see before they pay",
    pain: "Cakes that look nothing like the design",
    goal: "A cake that looks as planned and is eaten to the last slice",
    objections: [{ topic: /\b(taste|tasting|flavours?|design|look)\b/i, text: "“Can we taste it first, and will it look like the design?”" }],
    want: "a cake that looks as planned and tastes even better",
    after: "the cake looked like the drawing and none was left",
    day: "day",
    shown: "your photos of real cakes",
    contact: "a couple the week after their wedding",
    category: "Cake shop",
    kitShort: "your kitchen and your tools",
    bag: "your delivery box",
    photos: "cakes at real weddings (with the couple's permission) and the venues you have delivered to",
    finished: "the cake on the table",
    story: "Photos of real cakes tell a couple what theirs will look like.",
  },
  beauty: {
    work: "look",
    proof: "real brides and wedding parties on the day, with their permission",
    proofOne: "photos of a real bride's look from the trial to the day",
    fresh: "the week after the wedding, when the photos come back",
    freshName: "the week after the wedding",
    freshMessage: "the thank-you you send each bride the week after her wedding",
    bribe: "a discount or a gift",
    did: "worked",
    worry: "a look that doesn't last the day or doesn't look like them",
    remembered: "looking like yourself on your best day, from the first photo to the last dance",
    rival: "the salon in town",
    diy: "doing it yourselves on the morning",
    kit: "your kit and your paperwork",
    forSupplier: "a thank-you and their name when couples ask who to book",
    others: "photographers, planners, florists and venue coordinators",
    thanks: "Subject: Thank you\n\nHi {{first name}},\n\nIt was a joy to get you ready for your day at {{venue}}, especially {{one moment from the morning}}.",
    reviewWindow: "within a month of their wedding",
    reply: "Here is a real bride's look from the trial to the day, shared with her permission: {{link}}.",
    showcase: "short make-up or hair demonstrations and trial bookings on the night",
    showcaseKit: "Your kit for short demonstrations",
    showcaseOffer: "I'd be glad to give short demonstrations and talk to couples about their morning.",
    looks: "Looks at real brides before and after, books a trial, and reads reviews",
    need: "A trial before the day",
    pain: "A look that does not last the day",
    goal: "Looking like themselves on their best day",
    objections: [{ topic: /\b(trial|last|look|skin)\b/i, text: "“Can we have a trial, and will it last all day?”" }],
    want: "to look like themselves on their best day",
    after: "I looked like me in every photo, all day",
    day: "day",
    shown: "your photos of real brides",
    contact: "a bride the week after her wedding",
    category: "Make-up artist",
    kitShort: "your kit",
    bag: "your kit bag",
    photos: "real brides on the day (with their permission) and the venues you have worked",
    finished: "the last touch-up",
    story: "Photos of real brides tell a couple how they will look.",
  },
  booth: {
    work: "photo booth",
    proof: "the photos and strips guests took at real weddings",
    proofOne: "the booth photos from a real wedding",
    fresh: "when you send the couple their booth photos",
    freshName: "when the booth photos are sent",
    freshMessage: "the email that sends each couple their booth photos",
    bribe: "a discount or extra prints",
    did: "worked",
    worry: "a booth nobody uses, in the way of the dance floor",
    remembered: "every guest laughing in a photo you keep",
    rival: "the venue's package booth",
    diy: "disposable cameras on the tables",
    kit: "your booth set up, your props and your paperwork",
    forSupplier: "the booth photos of their team, free to use with a credit",
    others: "photographers, DJs, planners and venue coordinators",
    thanks: "Subject: Your booth photos are here\n\nHi {{first names}},\n\nYour booth photos are here: {{gallery link}}. It was a joy to be part of your day at {{venue}}, especially {{one moment from the night}}.",
    reviewWindow: "within a month of their wedding",
    reply: "Here are the booth photos from a real wedding at {{their venue}} or one like it: {{gallery link}}.",
    showcase: "the booth set up for couples and their friends to try",
    showcaseKit: "The booth, set up for the evening",
    showcaseOffer: "I'd be glad to set up the booth for your couples to try, at no charge.",
    looks: "Looks at booth photos from real weddings and reads reviews from couples",
    need: "Something guests enjoy that does not block the dance floor",
    pain: "A booth nobody uses",
    goal: "Every guest in a photo they keep",
    objections: [{ topic: /\b(space|room|fit|set-?up)\b/i, text: "“Will it fit in our room without getting in the way?”" }],
    want: "every guest in a photo they keep",
    after: "every guest has a strip on their fridge",
    day: "night",
    shown: "your booth photos",
    contact: "a couple the week after their wedding",
    category: "Photo booth",
    kitShort: "your booth set up",
    bag: "your kit bag",
    photos: "the booth at real weddings and guests' photos (with the couple's permission)",
    finished: "the last photo of the night",
    story: "Real booth photos tell a couple how their guests will use it.",
  },
};

/** A band's words where a DJ's speak of decks: a stage, instruments and a PA. */
const BAND: Partial<Craft> = {
  kit: "your instruments, PA and lights",
  kitShort: "your instruments and PA",
  rival: "the venue's house DJ",
  category: "Musician",
  photos: "the floor full at real weddings (with the couple's permission), the band on stage and the venues you have played",
};

/** The Craft words for a supplier, or for what it delivers; a photographer's when there is none. */
export function craftWords(w: WeddingSupplier | WeddingCraft | null): Craft {
  if (typeof w === "string") return CRAFT_WORDS[w];
  const c = CRAFT_WORDS[w?.craft ?? "photo"];
  const solo = w && !w.duo ? (text: string) => text.replace(/^we'd\b/, "I'd") : (text: string) => text;
  return { ...c, ...(w?.craft === "music" && !w.dj ? BAND : {}), showcaseOffer: solo(c.showcaseOffer) };
}

const WINTER = [10, 11, 0, 1, 2];

/** How many of a weekday (0 Sunday … 6 Saturday) a year has, in the months given (all by default). */
function daysIn(year: number, weekday: number, months?: number[]): number {
  let n = 0;
  for (let day = utcDay(year, 0, 1); day.getUTCFullYear() === year; day = new Date(day.getTime() + 86400000)) {
    if (day.getUTCDay() === weekday && (!months || months.includes(day.getUTCMonth()))) n++;
  }
  return n;
}

/** "Friday, Sunday and November-to-March" (the winter named by its months) from the dates said; the usual three when none. */
function offPeakWords(w: WeddingSupplier | null, join: "and" | "or"): string {
  const list = (w?.offPeak.length ? w.offPeak : ["Friday", "Sunday", "winter"]).map((x) => (x === "winter" ? "November-to-March" : x));
  return list.length === 1 ? list[0]! : `${list.slice(0, -1).join(", ")} ${join} ${list[list.length - 1]}`;
}

/** "Fridays, Sundays and Saturdays from November to March". */
function offPeakDates(w: WeddingSupplier | null): string {
  const list = (w?.offPeak.length ? w.offPeak : ["Friday", "Sunday", "winter"]).map((x) => (x === "winter" ? "November-to-March Saturdays" : x === "midweek" ? "midweek dates" : `${x}s`));
  return joinWords(list);
}

const money = (s: string, n: number) => `${s}${formatCount(n)}`;

/** "£1,250 to £1,650", "from €1,900"; null when no price is said. */
function priceWords(w: WeddingSupplier | null): string | null {
  if (!w?.prices.length) return null;
  const [lo, hi] = [w.prices[0]!, w.prices[w.prices.length - 1]!];
  return lo === hi ? money(w.symbol, lo) : `${money(w.symbol, lo)} to ${money(w.symbol, hi)}`;
}

/** An off-peak price a little under the lowest price, rounded to 50: an example the founder replaces with their own. */
function offPeakExample(w: WeddingSupplier | null): string {
  const lo = w?.prices[0];
  if (!lo || !w) return "{{your off-peak price}}, a little under your Saturday price";
  const round = (n: number) => Math.round(n / 50) * 50;
  const [a, b] = [round(lo * 0.84), round(lo * 0.88)];
  return `for example ${a === b ? money(w.symbol, a) : `${money(w.symbol, a)}-${money(w.symbol, b)}`} instead of ${money(w.symbol, lo)} (an example: yours to set)`;
}

/** The share of enquiries that become bookings when the founder does not say: an assumption the plan labels. */
const ENQUIRIES_PER_BOOKING = 4;

/**
 * The goal in money and enquiries: "35 weddings at £1,250 to £1,650 is £43,750 to £57,750 of bookings…";
 * null when the goal gives no count.
 */
export function weddingSupplierMath(w: WeddingSupplier, weeks: number): string | null {
  const n = w.goalCount;
  if (!n) return null;
  const when = w.goalYear ? ` for ${w.goalYear}` : w.goalWhen ? ` for ${w.goalWhen}` : "";
  const price = priceWords(w);
  const lo = w.prices[0];
  const hi = w.prices[w.prices.length - 1];
  const worth =
    !price || !lo || !hi
      ? ""
      : lo === hi
      ? ` at ${price} each${w.from ? ", your starting price, is at least" : " is"} ${money(w.symbol, n * lo)} of bookings`
      : ` at ${price}${w.addOn ? ` (${w.addOn} included at the top price)` : ""} is ${money(w.symbol, n * lo)} to ${money(w.symbol, n * hi)} of bookings`;
  const enquiries = n * ENQUIRIES_PER_BOOKING;
  const perWeek = enquiries / weeks;
  const pace = perWeek >= 1.5 ? `about ${Math.round(perWeek)} a week` : `about ${Math.max(1, Math.round(perWeek * 4))} every four weeks`;
  const dates =
    w.peakFull && w.goalYear
      ? ` Count the weddings already booked${when} first: with most ${w.peakMonths ? `${w.peakMonths} ` : "summer "}weekends full, the rest come from the ${offPeakDates(w)}, and ${w.goalYear} has ${daysIn(w.goalYear, 6, WINTER)} Saturdays from November to March besides its ${daysIn(w.goalYear, 5)} Fridays and ${daysIn(w.goalYear, 0)} Sundays.`
      : w.peakFull
      ? ` Count the weddings already booked first: with most summer weekends full, the rest come from the ${offPeakDates(w)}.`
      : "";
  const per = numberWord(ENQUIRIES_PER_BOOKING);
  return `${n} ${w.goalNoun}${when}${worth}.${dates} Assumption: if one enquiry in ${per} becomes a booking (count your own after a month), each wedding still to book takes about ${per} enquiries, so ${n} take about ${enquiries}: ${pace} over ${weeks} weeks. Count enquiries, calls and bookings every Friday, by where each couple heard of you.`;
}

/** "a £300 fair stand brought two leads", "£150 a lead": what the founder said about fairs, when both numbers are. */
function fairLeads(w: WeddingSupplier | null): { said: string; stand: string; perLead: string } | null {
  const f = w?.fairs;
  if (!f?.cost || !f.leads) return null;
  const leads = f.leads === 1 ? "one lead" : `${numberWord(f.leads)} leads`;
  return { said: `a ${money(w!.symbol, f.cost)} fair stand brought ${leads}`, stand: `${money(w!.symbol, f.cost)} for ${leads}`, perLead: `${money(w!.symbol, Math.round(f.cost / f.leads))} a lead` };
}

/** "A wedding evening is £1,250, or £1,650 with ceremony music."; "Prices start at €1,900." */
function priceLine(w: WeddingSupplier | null): string {
  if (!w?.prices.length) return "{{your price and what it includes}}.";
  const [lo, hi] = [money(w.symbol, w.prices[0]!), money(w.symbol, w.prices[w.prices.length - 1]!)];
  if (lo === hi) return `${w.priceFor ? `${upperFirst(w.priceFor)} is` : "Prices start at"} ${lo}, and here is what it includes: {{price page link}}.`;
  return `${w.priceFor ? upperFirst(w.priceFor) : "A wedding"} is ${lo}${w.addOn ? `, or ${hi} with ${w.addOn}` : `, up to ${hi}`}.`;
}

/**
 * {wdWord} {wdWords} {wdAWord} {wdWork} {wdProof} {wdProofOne} {wdFresh} {wdFreshName} {wdFreshMessage} {wdBribe} {wdDid} {wdWorry} {wdRemembered}
 * {wdRival} {wdDiy} {wdKit} {wdForSupplier} {wdOthers} {wdWe} {wdWeAre} {wdLive} {wdLiveMoment} {wdPapers} {wdDirectories} {wdDirectoryOne} {wdDirectoryLink}
 * {wdPrice} {wdFrom} {wdMath} {wdTarget} {wdEnquiries} {wdOffPeak} {wdOffPeakOr} {wdOffPeakUpper} {wdOffPeakDates} {wdOffPeakExample} {wdYear}
 * {wdFairs} {wdFairCompare} {wdFairsName} {wdLead}: a wedding supplier's plan in its own words; slots where the answers do not say.
 */
export function weddingSupplierTokens(w: WeddingSupplier | null, weeks: number): Record<string, string> {
  const c = craftWords(w);
  const word = w?.word ?? "wedding photographer";
  const price = priceWords(w);
  const fair = fairLeads(w);
  const offPeakLine = w && (w.peakFull || w.offPeak.length) ? ` ${upperFirst(offPeakDates(w))} are {{your off-peak price}}.` : "";
  const we = w?.duo ? { us: "us", our: "our", ours: "ours" } : { us: "me", our: "my", ours: "mine" };
  const liveSet = (text: string) => (w?.live ? text.replace("a 20-minute set", `a 20-minute set with the ${w.live}`) : text);
  return {
    wdWord: word,
    wdWords: /(s|sh|ch|x)$/.test(word) ? `${word}es` : `${word}s`,
    wdAWord: `${withArticle(word)}`,
    wdWork: c.work,
    wdProof: c.proof,
    wdProofOne: c.proofOne,
    wdFresh: c.fresh,
    wdFreshName: c.freshName,
    wdFreshMessage: c.freshMessage,
    wdBribe: c.bribe,
    wdDid: c.did,
    wdWorry: w?.worry ?? c.worry,
    wdRemembered: c.remembered,
    wdRival: c.rival,
    wdDiy: c.diy,
    wdKit: c.kit,
    wdForSupplier: c.forSupplier,
    wdOthers: c.others,
    wdThanks: c.thanks,
    wdLooks: c.looks,
    wdGuestsSee: w?.craft === "booth" ? "booth photos of the night" : w?.craft === "film" ? "film of the day" : "photos of the day",
    wdWant: c.want,
    wdAfter: c.after,
    wdDay: c.day,
    wdWorryOurs: (w?.worry ?? c.worry).replace(/\btheir\b/g, "our").replace(/\bthey\b/g, "we"),
    wdNeed: c.need,
    wdPain: c.pain,
    wdGoal: c.goal,
    wdReviewWindow: c.reviewWindow,
    wdFreshMessageUpper: upperFirst(c.freshMessage),
    wdReply: `${c.reply} ${priceLine(w)}${offPeakLine}`,
    wdShowcase: liveSet(c.showcase),
    wdShowcaseKit: c.showcaseKit,
    wdShowcaseOffer: liveSet(c.showcaseOffer),
    wdUs: we.us,
    wdOur: we.our,
    wdOurs: we.ours,
    wdWe: w?.duo ? "we" : "I",
    wdDecks: w?.dj ? "the decks" : "the stage",
    wdWeAre: w?.duo ? "we're" : "I'm",
    wdLive: w?.live ? `the ${w.live}` : "the live music",
    wdLiveMoment: w?.live ? `the ${w.live} coming in over the set` : "the moment the floor fills",
    wdPapers: w?.uk !== false ? "public liability insurance and PAT certificates" : "liability insurance certificate and equipment checks",
    wdDirectories: w?.directories ?? "the wedding directories couples use where you work",
    wdDirectoryOne: w?.directories ? `the wedding directory you are listed on (${w.directories}, for example)` : "the wedding directory you are listed on",
    wdDirectoryLink: w?.directories ? `your review link on the wedding directory you are listed on, such as ${w.directories.replace(/ and /, " or ")} (check which ones your couples read)` : "the wedding directory you are listed on",
    wdPrice: price ?? "{{your price}}",
    wdFrom: w?.prices.length ? money(w.symbol, w.prices[0]!) : "{{your price}}",
    wdMath: (w && weddingSupplierMath(w, weeks)) ?? "Count the weddings your goal asks for, multiply by your price for what they bring, and count enquiries, calls and bookings every Friday.",
    wdTarget: w?.goalCount ? `${w.goalCount} ${w.goalNoun}${w.goalYear ? ` for ${w.goalYear}` : w.goalWhen ? ` for ${w.goalWhen}` : ""}` : "the weddings your goal asks for",
    wdEnquiries: w?.goalCount ? `about ${w.goalCount * ENQUIRIES_PER_BOOKING} enquiries` : "{{the enquiries your goal needs}}",
    wdOffPeak: offPeakWords(w, "and"),
    wdOffPeakOr: offPeakWords(w, "or"),
    wdOffPeakUpper: upperFirst(offPeakWords(w, "and")),
    wdOffPeakDates: offPeakDates(w),
    wdOffPeakExample: offPeakExample(w),
    wdYear: w?.goalYear ? String(w.goalYear) : "the year ahead",
    wdFairs: w?.fairs ? (fair ? `You said ${fair.said} (${fair.perLead})` : "You said wedding fairs cost more than they brought") : "A paid fair stand costs money before it brings a lead",
    wdFairCompare: fair ? `next to the wedding fair's ${fair.perLead} (${fair.stand})` : "next to what a paid fair stand costs per lead",
    wdFairsName: w?.fairs ? "Open evenings at the venues on your list, in place of paid wedding fairs" : "Open evenings at the venues on your list, for the couples who booked them",
    wdLead: w?.leadMonths ? `${w.leadMonths[0]}-${w.leadMonths[1]} months` : "9 to 15 months",
  };
}

/** The goal line of a wedding supplier's strategy, whatever goal the form says. */
export const WEDDING_SUPPLIER_STRATEGY =
  "being on the list couples get from their venue and booked on the first reply: a place on the recommended-supplier lists of the venues and planners couples ask, real weddings shown in full before couples ask, reviews asked {wdFresh}, referrals from {wdOthers} returned in kind, and every enquiry answered the same day";
export const WEDDING_SUPPLIER_FOCUS = "Bookings: {wdTarget}, counted every Friday as enquiries, calls and bookings, by where each couple heard of you";

/** "Floorfiller is a wedding DJ and sax duo for couples planning a wedding in …: couples book one once, 9-18 months ahead…" */
export function weddingSupplierWhat(w: WeddingSupplier, product: string, audience: string, where: string, fill: (text: string) => string): string {
  const a = articleOf(w.act);
  return fill(`${product} is ${a} ${w.act} for ${audience}${where ? ` ${where}` : ""}: couples book one once, {wdLead} ahead and after the venue, from the names their venue and planner give them, {wdProof} and reviews.`);
}

/**
 * The strategy's own lines: the arithmetic, the dates left when summer is full, and what the founder said did
 * not work (wedding fairs).
 */
export function weddingSupplierListening(w: WeddingSupplier, fill: (text: string) => string): string[] {
  const out = [fill("{wdMath}")];
  if (w.peakFull || w.offPeak.length) {
    out.push(
      fill(
        `${w.peakFull ? "You said most summer weekends are already full, so" : "You said the dates to fill are {wdOffPeakOr} ones, so"} the plan sells the {wdOffPeakDates} honestly: their own price with the reason said, offered to couples who have booked a venue on those dates and to the venues that sell off-peak packages, not a summer discount.`,
      ),
    );
  }
  if (w.fairs) {
    out.push(fill("{wdFairs}, so no paid wedding fair is in this plan: couples meet you at the open evenings of the venues you work with, where they have already chosen the venue, and the money stays with you."));
  }
  return out;
}

/**
 * Lines a shop's plan gives that mean nothing to a wedding supplier: regulars, the till, a window, a staff
 * perk card, vouchers, a yearly service reminder, a market stall, a hotel desk.
 */
export const WEDDING_SUPPLIER_MISFITS =
  /\bstaff perk cards?\b|\bby the till\b|\bat the till\b|\bshop window\b|\bchalkboard\b|\bstamp cards?\b|\bgift vouchers?\b|\byearly service\b|\bservice is due\b|\bweekend market\b|\bmarket stall\b|\btourist office\b|\bholiday-let hosts?\b|\bcome in,? say hello\b|\bbest[- ]?sellers?\b/i;

/** Some tactic prices the dates still free: a Friday, Sunday, winter or off-peak price or date. */
export const OFF_PEAK_DATES_WORK = /\b(?:friday|sunday|midweek|winter|november-to-march|off-peak)\b[^.\n]{0,80}\b(?:prices?|priced|dates?|packages?)\b/i;
/** Some tactic shows how the music is planned with the couple: the playlist, must-plays, do-not-plays. */
export const PLAYLIST_WORK = /\bmust-plays?\b|\bdo-not-plays?\b|\bplaylist (?:process|page|call)\b|\bplanning call\b/i;
/** Recommends a stand at a wedding fair or show. */
const FAIR_PUSH = /\b(?:exhibit(?:ing)?|book(?:ing)? a (?:stand|stall|pitch|table)|take (?:a|part in)|attend(?:ing)?|sign up for)\b[^.\n]{0,40}\b(?:wedding|bridal) (?:fairs?|shows?)\b|\b(?:wedding|bridal) (?:fair|show)s? (?:stand|stall|pitch|table)s?\b/i;

/**
 * What the checker says when a wedding supplier's plan misses what the founder said: the dates still free
 * left unpriced, the couples' worry about the music left unanswered, wedding fairs after they did not pay.
 */
export function weddingSupplierGaps(w: WeddingSupplier | null, planText: string): { reason: string; note: string }[] {
  if (!w) return [];
  const out: { reason: string; note: string }[] = [];
  if ((w.peakFull || w.offPeak.length) && !OFF_PEAK_DATES_WORK.test(planText)) {
    out.push({ reason: `You said the dates to fill are ${offPeakDates(w)}, and no tactic gives them a price or takes them to the couples and venues who have those dates.`, note: "Leaves the free dates unsold" });
  }
  if (w.craft === "music" && w.worry && !PLAYLIST_WORK.test(planText)) {
    out.push({ reason: `Couples worry about ${w.worry}, and no tactic shows how the music is planned with them (a planning call, their must-plays and do-not-plays kept).`, note: "Leaves the couples' worry unanswered" });
  }
  const fair = w.fairs ? FAIR_PUSH.exec(planText) : null;
  if (fair) out.push({ reason: `Sends you back to "${fair[0]}", but you said wedding fairs cost more than they brought.`, note: "Leans on wedding fairs" });
  return out;
}

/** What the AI prompt states about a wedding supplier: what it is, what its plan is made of, what was ruled out, the arithmetic. */
export function weddingSupplierFacts(w: WeddingSupplier | null, weeks: number): string[] {
  if (!w) return [];
  const k = weddingSupplierTokens(w, weeks);
  const lines = [
    `- A ${w.word}${w.live ? ` with ${w.live}` : ""} who goes to the couple's day, not a shop: no regulars, till, window, staff perk cards, gift vouchers, yearly reminders or market stalls. Couples book once, ${k.wdLead} ahead and after the venue, from their venue's and planner's recommended lists, friends and wedding Instagram, judging ${k.wdProof} and reviews`,
    `- Its plan: a place on venues' and planners' recommended lists (earned with something useful to the venue and by being easy to work with on the day${w.craft === "music" ? `: load-in times kept, sound limits and curfews respected, ${k.wdPapers} ready` : ""}); ${k.wdProof} shown before couples ask${w.craft === "music" ? "; the way the music is planned with each couple shown (a planning call, must-plays and do-not-plays kept)" : ""}; reviews on Google and ${k.wdDirectories} (named as examples to check, never rewarded) asked ${k.wdFresh}; referrals from ${k.wdOthers} returned in kind; every enquiry answered the same day`,
  ];
  const out: string[] = [];
  if (w.fairs) out.push(`paid wedding fair stands (${fairLeads(w)?.said ?? "they cost more than they brought"}): only a venue's own open evenings`);
  if (out.length) lines.push(`- What the founder ruled out: ${joinWords(out)}`);
  if (w.peakFull || w.offPeak.length) lines.push(`- The dates still free: ${k.wdOffPeakDates}; sell them honestly at their own price with the reason said (${k.wdOffPeakExample}), through venues with off-peak packages and couples who booked those dates`);
  if (w.goalCount) lines.push(`- The goal's arithmetic: ${k.wdMath}`);
  return lines;
}
