import type { PlanFormData } from "~/wizard/types";
import { numberFrom, numberWord, upperFirst } from "./words";

/**
 * An artist selling original work and prints: a painter, printmaker, fine-art photographer or sculptor, in the
 * UK or the US, selling through a site of their own, galleries and open studios. Buyers of originals buy one or
 * two a year, after seeing the work, and want to know the artist and the place behind it; they come back for
 * the next body of work. The plan that sells originals is not a shop's (no abandoned-cart flows, SMS restocks,
 * affiliates or give-get referral codes): it is a collectors' list that hears first when new work is finished,
 * the story of each piece on its page, viewing made easy (a studio visit, art on approval if the artist offers
 * it, framing, paying in instalments), the open studio and the local art trails, commissions, galleries kept
 * with consistent prices, the places the buyers already go, prints as the door to originals, and regional
 * press. Little of the artist's time: a few hours a week. Read from the founder's words whatever product type
 * the form says. Not a print-on-demand shop, a jeweller, a potter teaching courses, a band, a tattoo artist or a
 * photographer of weddings and families. Pure.
 */
export type Artist = {
  /** "landscape painter", "printmaker", "photographer", "sculptor", "artist". */
  word: string;
  /** What an original is: "painting", "print", "photograph", "sculpture". */
  piece: string;
  /** "oil paintings" as said, or the plural of the piece. */
  originals: string;
  /** The region the work is of and in: "Northumberland"; null when not said. */
  region: string | null;
  /** The originals' price range as said: "£400" and "£3,500"; null when not said. */
  originalFrom: string | null;
  originalTo: string | null;
  /** Prints as said ("signed giclée prints") and their lowest price ("£45"); null when no prints are sold. */
  prints: string | null;
  printFrom: string | null;
  /** Galleries that sell the work: 2; 0 when none is said. */
  galleries: number;
  /** The galleries' commission as said: "40-50%"; null when not said. */
  commission: string | null;
  /** An open studio (weekend, yearly) is said. */
  openStudio: boolean;
  /** The buyers love a coast: holiday cottages, hotels and cafés on it. */
  coast: boolean;
  /** Originals a month wanted: "two originals a month" → 2. */
  goalMonthly: number | null;
  /** The founder would rather make the work than market it. */
  ratherMake: boolean;
  /** Instagram reaches other artists, not buyers. */
  instagramArtists: boolean;
  us: boolean;
  symbol: string;
};

const MAKER = /\b((?:landscape |seascape |abstract |wildlife |botanical |portrait |figurative |marine |plein[- ]air |oil |watercolou?r |acrylic )?(?:painter|printmaker|sculptor|fine[- ]art photographer|landscape photographer|wildlife photographer|visual artist|artist))\b/;
/** Not an artist selling their own work: a house painter, a tattoo or make-up artist, a tool or gallery for artists. */
const NOT_AN_ARTIST =
  /\b(?:painter and decorator|decorat(?:or|ing)|house painter|tattoo|make-?up artist|nail artist|recording artist|hip-?hop|band|album|wedding|newborn|family photo|portrait sessions|apps?|platform|software|saas|marketplace for|directory|for artists|artists'? (?:supplies|materials)|art supplies|classes|courses|workshops for|print[- ]on[- ]demand|jewell?e?ry|pottery|ceramics? (?:classes|courses))\b/;
/** The work sold: originals, paintings, prints, editions, sculptures. */
const WORK = /\b(?:originals?|paintings?|canvases|prints|editions?|sculptures?|bronzes|photographs)\b/;

/** Said anywhere in the description, the business is something else: a band, a tattoo studio, a jeweller, a print-on-demand shop, a tool for artists. */
const ELSE_IN_DESCRIPTION = /\b(?:tattoo|band|album|gigs?|print[- ]on[- ]demand|printful|printify|jewell?e?ry|earrings|wedding|newborn|software|app|platform|saas)\b/;

/** The pitch names an artist selling their own originals or prints (said in the pitch or the description); null for anything else. */
export function artistWordOf(pitch: string, description: string = pitch): { word: string } | null {
  const lower = pitch.toLowerCase();
  const all = description.toLowerCase();
  const m = MAKER.exec(lower);
  if (!m || NOT_AN_ARTIST.test(lower) || ELSE_IN_DESCRIPTION.test(all) || !(WORK.test(lower) || WORK.test(all))) return null;
  const word = m[1]!.replace(/^fine[- ]art /, "").replace(/^(?:visual )?artist$/, "artist").replace(/^(?:oil|acrylic) /, "");
  return { word };
}

const money = (s: string) => s.replace(/\s/g, "");

/**
 * "I'm a landscape painter in Northumberland. I sell original oil paintings from £400 to £3,500 and signed giclée
 * prints from £45 through my own website, two galleries that take 40-50% commission and a yearly open studio
 * weekend.": the artist and the numbers the plan needs. Null for anything else.
 */
export function readArtist(a: PlanFormData, pitch: string, country: string | null): Artist | null {
  if (["developer", "b2b-smb", "b2b-enterprise"].includes(a.audienceType)) return null;
  const found = artistWordOf(pitch, a.productDescription);
  if (!found) return null;
  const d = a.productDescription.replace(/\s+/g, " ");
  const word = found.word;
  const piece = /sculpt/.test(word) || /\bsculptures?\b/i.test(d) ? "sculpture" : /photograph/.test(word) ? "photograph" : /printmaker/.test(word) ? "print" : /paint/.test(word) || /\bpaintings?\b/i.test(d) ? "painting" : "piece";
  const originals = /\b(?:original )?((?:oil|acrylic|watercolou?r|pastel|mixed[- ]media) paintings)\b/i.exec(d)?.[1] ?? `${piece}s`;
  const region = /\b(?:in|from|on) (?:the )?((?:[A-Z][a-z]+)(?: [A-Z][a-z]+)?)\b/.exec(pitch)?.[1] ?? null;
  const range = /\boriginals?[^.]{0,60}?\bfrom ([£$€]\s?\d[\d,]*) to ([£$€]\s?\d[\d,]*)/i.exec(d) ?? /([£$€]\s?\d[\d,]*)\s?(?:-|–|to)\s?([£$€]\s?\d[\d,]*)/.exec(d);
  const prints = /\b((?:signed |limited[- ]edition |open[- ]edition )*(?:gicl[eé]e |fine[- ]art |archival )?prints)\b(?:[^.£$€]{0,20}?\bfrom ([£$€]\s?\d[\d,]*))?/i.exec(d);
  const galleries = /\b(one|two|three|four|five|six|\d) galleries\b/i.exec(d);
  const commission = /\b(\d{2}(?:\s?(?:-|–|to)\s?\d{2})?\s?%)\s*(?:commission)?/i.exec(d);
  const goal = /\b(one|two|three|four|five|six|eight|ten|\d{1,2}) (?:originals?|paintings?|sculptures?|pieces?)\b[^.]{0,12}\b(?:a|per|each) month\b/i.exec(a.successMetrics);
  const all = `${d} ${a.audiencePersona}`;
  const us = country === "United States" || (!/£/.test(d) && /\$/.test(d));
  return {
    word,
    piece,
    originals: originals.toLowerCase(),
    region: region && !/^(?:My|Our|The|A|An|I)$/.test(region) ? region : null,
    originalFrom: range ? money(range[1]!) : null,
    originalTo: range ? money(range[2]!) : null,
    prints: prints ? prints[1]!.toLowerCase() : null,
    printFrom: prints?.[2] ? money(prints[2]) : null,
    galleries: galleries ? numberFrom(galleries[1]) ?? 1 : /\bgaller(?:y|ies)\b/i.test(d) ? 1 : 0,
    commission: commission && /commission/i.test(d) ? commission[1]!.replace(/\s/g, "") : null,
    openStudio: /\bopen studios?\b/i.test(d),
    coast: /\bcoast(?:al)?\b|\bseaside\b|\bbeach(?:es)?\b/i.test(all),
    goalMonthly: goal ? numberFrom(goal[1]) : null,
    ratherMake: /\brather (?:paint|make|print|sculpt|be in the studio|photograph)\b|\bhate (?:marketing|selling)\b|\bno time (?:for|to) market/i.test(a.challenges),
    instagramArtists: /\binstagram\b[^.]{0,80}\b(?:other artists|artists, not)\b/i.test(a.challenges),
    us,
    symbol: /£/.test(d) ? "£" : /€/.test(d) ? "€" : "$",
  };
}

/** The goal's arithmetic: originals a month from the site, against what a gallery would have kept. */
export function artistMath(t: Artist | null): string | null {
  if (!t || !t.goalMonthly) return null;
  const year = t.goalMonthly * 12;
  const n = (s: string) => Number(s.replace(/[^\d]/g, ""));
  const share = t.commission ? /(\d{2})\s?%$/.exec(t.commission) : null;
  const low = t.commission ? Number(/^(\d{2})/.exec(t.commission)![1]) : null;
  const kept =
    t.originalFrom && t.originalTo && low && share
      ? ` Each one sold from your own site keeps the ${t.commission} a gallery would take: ${t.symbol}${Math.round((n(t.originalFrom) * low) / 100).toLocaleString("en-GB")} on a ${t.originalFrom} painting, ${t.symbol}${Math.round((n(t.originalTo) * Number(share[1])) / 100).toLocaleString("en-GB")} on a ${t.originalTo} one.`.replace(" painting", ` ${t.piece}`)
      : "";
  return `${upperFirst(numberWord(t.goalMonthly))} originals a month from your own site is ${year} a year.${kept} Buyers of originals buy once or twice a year, after seeing the work, so count what leads to a sale every Friday: people who joined the collectors' list, studio visits booked, enquiries about a ${t.piece}, and originals sold through the site. Rough targets on your own words; put your own counts in after the first letter from the studio.`;
}

/**
 * {artWord} {artPiece} {artPieces} {artOriginals} {artRegion} {artPrice} {artFrom} {artPrints} {artPrintFrom} {artGalleries}
 * {artCommission} {artOpenStudio} {artPlaces} {artTrail} {artInstalments} {artInstalmentsShort} {artApproval} {artPress} {artShops}
 * {artGoal} {artMath} {artLandscape}: an artist selling originals and prints; slots where the answers do not say.
 */
export function artistTokens(t: Artist | null): Record<string, string> {
  const region = t?.region ?? "{{your county}}";
  const prints = t?.prints ?? "prints";
  return {
    artWord: t?.word ?? "artist",
    artPiece: t?.piece ?? "piece",
    artPieces: `${t?.piece ?? "piece"}s`,
    artOriginals: t?.originals ?? "original pieces",
    artRegion: region,
    artPrice: t?.originalFrom && t.originalTo ? `${t.originalFrom} to ${t.originalTo}` : "{{your price range}}",
    artFrom: t?.originalFrom ?? "{{your lowest price for an original}}",
    artPrints: prints,
    artPrintFrom: t?.printFrom ? `${prints} from ${t.printFrom}` : prints,
    artGalleries: !t?.galleries ? "any gallery that shows your work" : t.galleries === 1 ? "your gallery" : `your ${t.galleries === 2 ? "two" : t.galleries} galleries`,
    artCommission: t?.commission ? `the ${t.commission} commission` : "the gallery's commission",
    artOpenStudio: t?.openStudio ? "your open studio weekend" : "an open studio weekend",
    artPlaces: t?.coast ? `holiday cottages, hotels and cafés on the ${region} coast` : `holiday cottages, hotels and cafés in ${region}`,
    artTrail: t?.us
      ? `the open studio tours and art walks in ${region} (check the county arts council's listings)`
      : `the open studios events and art trails in ${region} (check the county's arts listings for this year's dates)`,
    artInstalments: t?.us
      ? "payment in instalments (three or more payments, the work sent when the last is paid; check what your card processor offers)"
      : "paying in instalments through Own Art, the Arts Council-backed interest-free scheme (check on Own Art's site whether you, your galleries or your open studios event can offer it)",
    artInstalmentsShort: t?.us ? "paying in instalments" : "Own Art instalments (check)",
    artApproval: `art on approval: a ${t?.piece ?? "piece"} taken home for a few days to see on the buyer's own wall, if you choose to offer it`,
    artPress: t?.us
      ? `the regional arts and lifestyle magazines and the weekend pages of ${region}'s papers`
      : `the county and regional lifestyle magazines and the weekend pages of ${region}'s papers`,
    artShops: t?.us ? `the state park, museum and visitor-centre shops in ${region} that sell local art (check)` : `the tourist information and National Trust shops in ${region}, where they sell local art (check)`,
    artGoal: t?.goalMonthly ? `${numberWord(t.goalMonthly)} originals a month from your own site` : "{{originals a month from your own site}}",
    artMath: artistMath(t) ?? "Count every Friday: people who joined the collectors' list, studio visits booked, enquiries and originals sold through your own site.",
    artLandscape: t?.coast ? `the ${region} coast and hills` : region,
  };
}

export const ARTIST_STRATEGY =
  "selling {artOriginals} to people who already love the work and the place: a collectors' list that hears from the studio first when new work is finished, before it goes on your own site or to {artGalleries}; the story of each {artPiece} on its page; viewing made easy with a studio visit by appointment, framing and {artInstalmentsShort}; {artOpenStudio} and {artTrail}; commissions of a buyer's own place; the galleries kept with the same prices everywhere; the places your buyers already go; {artPrints} as the door to an original; and a story in {artPress}, in a few hours a week";
export const ARTIST_FOCUS = "Originals: {artGoal}, with the collectors' list, studio visits and enquiries counted every Friday";

/** "Mara Quinn Art is a landscape painter in Northumberland for …: buyers of originals …" */
export function artistWhat(t: Artist, product: string, audience: string): string {
  return `${product} is a ${t.word}${t.region ? ` in ${t.region}` : ""} selling ${t.originals}${t.prints ? ` and ${t.prints}` : ""} to ${audience}: people who buy an original once or twice a year, after seeing it, want to know the artist and the place behind it, and come back when the next body of work is finished.`;
}

/** The strategy's own lines: the arithmetic, the time, Instagram, no shop tactics. */
export function artistListening(t: Artist, fill: (text: string) => string): string[] {
  const out: string[] = [];
  const math = artistMath(t);
  if (math) out.push(math);
  if (t.ratherMake) out.push(fill("You'd rather paint than market, so the plan is a few hours a week: one letter from the studio when a body of work is finished, a story written as you finish each painting, and conversations you already have at the open studio and in the galleries; no daily posting."));
  if (t.instagramArtists) out.push("Instagram shows your posts to other artists, so nothing here depends on it: your buyers hear from you by letter and email, meet the work in the places they go, and read about you in the magazines they read.");
  out.push(fill("No discounts, abandoned-cart emails, SMS or affiliate codes: an original is bought after a visit, a story and a conversation, and the same price everywhere keeps {artGalleries} on your side."));
  return out;
}

/**
 * Lines a shop's plan gives that an artist's buyers would not act on: abandoned carts, SMS restocks, affiliates,
 * give-get codes, discounts, restocks and batches, product feeds, photo-review requests, subscriptions.
 */
export const ARTIST_MISFITS =
  /\babandoned[- ]carts?\b|\bsms\b|\btext messages?\b|\baffiliates?\b|\bgive[- ]get\b|\brefer-a-friend code\b|\brestocks?\b|\bnew batch(?:es)?\b|\bproduct feed\b|\bphoto reviews?\b|\b\d{1,2}% off\b|\bdiscount codes?\b|\bflash sale\b|\bsubscription box\b|\bunboxing\b|\bfree (?:product )?kit\b/i;

/** An artist's plan tells past buyers first and keeps galleries' prices the same. */
export function artistPlanGaps(t: Artist | null, planText: string): { reason: string; note: string }[] {
  if (!t) return [];
  const out: { reason: string; note: string }[] = [];
  if (!/\bcollectors'? list\b/i.test(planText)) out.push({ reason: "Buyers of originals come back for the next body of work, and no tactic tells past buyers and a list first when it is finished.", note: "No collectors' list" });
  if (t.galleries > 0 && !/\bsame price\b|\bprices? (?:consistent|match)/i.test(planText)) out.push({ reason: "The work also sells through galleries, and nothing keeps the site's prices the same as theirs: a cheaper price online loses the galleries.", note: "Undercuts the galleries" });
  return out;
}

/** What the AI prompt states about an artist selling originals. */
export function artistFacts(t: Artist | null): string[] {
  if (!t) return [];
  const k = artistTokens(t);
  const lines = [
    `- An artist (${t.word}) selling ${k.artOriginals} (${k.artPrice})${t.prints ? ` and ${k.artPrintFrom}` : ""}: buyers of originals buy once or twice a year after seeing the work and want to know the artist and the place. No shop tactics: no abandoned-cart emails, SMS, affiliates, give-get referral codes, product feeds, photo-review requests or discounts`,
    `- Its plan: a collectors' list that hears first when a new body of work is finished (past buyers before the site and the galleries; sign-up at the open studio and exhibitions); the story of each ${t.piece} (the place, the day) on its page; viewing made easy (a studio visit by appointment, ${k.artApproval}, framing, ${k.artInstalments}); ${k.artOpenStudio} and ${k.artTrail}; commissions of a buyer's own place; ${k.artGalleries} kept, with the same prices on the site and the founder's gallery agreements worded as something to check; ${k.artPlaces} and ${k.artShops}; prints as the door to an original; ${k.artPress}`,
    "- Low effort: a few hours a week for a founder who would rather make the work",
  ];
  if (t.instagramArtists) lines.push("- Instagram reaches other artists, not buyers: nothing depends on it");
  const math = artistMath(t);
  if (math) lines.push(`- The goal's arithmetic: ${math}`);
  return lines;
}

/** "a landscape painter" with the region: used by the profile and the checker. */
export function artistLabel(t: Artist): string {
  return `${t.word}${t.region ? ` in ${t.region}` : ""}`;
}
