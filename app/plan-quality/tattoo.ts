import type { PlanFormData } from "~/wizard/types";
import { joinWords, numberFrom, upperFirst } from "./words";

/**
 * A tattoo studio (a private studio, a street shop with walk-ins, a tattoo and piercing studio, a resident
 * artist with guest spots), in the UK or the US. Clients choose an artist for a style long before they book:
 * they save designs for months, follow artists, and book when the books open, on the artist's portfolio, healed
 * work and a calm studio. The plan that fills such a diary is not a shop's (no door drops, gift vouchers for
 * birthdays, staff perk cards or "rebook at every visit"): it is a booking form that takes the place of the
 * DMs, a list told by email when the books open, each artist's style pages on the site and the Google
 * profile, flash days, guest spots, healed photos shown with the client's consent, a consultation for
 * first-timers, reviews asked once the tattoo has healed, referrals and collaborations where the audience
 * fits. No discounts: the deposit and the price are what they are. Read from the founder's words whatever
 * product type the form says. Not software for studios, a removal clinic or temporary tattoos. Pure.
 */
export type Tattoo = {
  /** "tattoo studio", "tattoo and piercing studio", "piercing studio". */
  word: string;
  piercing: boolean;
  /** Resident artists: "two resident artists" → 2; null when not said. */
  artists: number | null;
  /** Guest artists or a monthly guest spot are said. */
  guests: boolean;
  /** The styles as said: ["fine-line", "botanical"]. */
  styles: string[];
  /** The smallest piece and its price as said: "a palm-sized piece" and "£150"; null when not said. */
  piece: string | null;
  from: string | null;
  /** The deposit as said: "£50"; null when not said. */
  deposit: string | null;
  /** How often the books open: "monthly"; null when not said. */
  books: string | null;
  /** Bookings come through DMs today (Instagram, Facebook). */
  dms: boolean;
  /** The founder won't pay for ads. */
  noAds: boolean;
  /** The neighbourhood as said: "North Laine"; null when not said. */
  area: string | null;
  /** The weeks ahead the goal wants the books full: "three weeks ahead" → 3. */
  aheadWeeks: number | null;
  /** The goal's share of enquiries moved to a form: "half the DMs" → 50. */
  formShare: number | null;
  us: boolean;
};

const WORD = /\b(tattoo(?:ing)? and (?:body )?piercing (?:studio|shop|parlou?r)|tattoo (?:studio|shop|parlou?r)|tattoo(?:ing)? studio|piercing studio|tattoo artists?|tattooists?)\b/;
/** Software, supplies or another service for tattooists, not a studio: an app for artists, an aftercare balm, laser removal. */
const NOT_A_STUDIO = /\b(?:apps?|platform|software|saas|booking system for|marketplace|directory|plugin|supplies|removal|laser|temporary tattoos?|aftercare (?:balm|cream)s? (?:brand|company)|for tattoo (?:artists|studios|shops))\b/;

/** The pitch names a tattoo or piercing studio that is the business itself; null for anything else. */
export function tattooWordOf(pitch: string): { word: string; piercing: boolean } | null {
  const lower = pitch.toLowerCase();
  const m = WORD.exec(lower);
  if (!m || NOT_A_STUDIO.test(lower)) return null;
  const piercing = /\bpiercing\b/.test(lower);
  const word = /^piercing/.test(m[1]!) ? "piercing studio" : piercing ? "tattoo and piercing studio" : "tattoo studio";
  return { word, piercing };
}

const STYLES: [RegExp, string][] = [
  [/\bfine[- ]line\b/, "fine-line"],
  [/\bmicro[- ]?realism\b/, "micro-realism"],
  [/\bneo[- ]traditional\b/, "neo-traditional"],
  [/\b(?:american |old[- ]school )?traditional\b/, "traditional"],
  [/\bbotanical\b|\bfloral\b/, "botanical"],
  [/\bblackwork\b/, "blackwork"],
  [/\bdotwork\b/, "dotwork"],
  [/\b(?:black and grey |colou?r )?realism\b/, "realism"],
  [/\bjapanese\b|\birezumi\b/, "Japanese"],
  [/\bwatercolou?r\b/, "watercolour"],
  [/\bgeometric\b/, "geometric"],
  [/\bornamental\b/, "ornamental"],
  [/\billustrative\b/, "illustrative"],
  [/\blettering\b|\bscript\b/, "lettering"],
  [/\bcover[- ]ups?\b/, "cover-up"],
];

/**
 * "Black Lantern is a private tattoo studio in Brighton's North Laine with two resident artists and a guest
 * spot each month … fine-line and botanical work; a palm-sized piece starts at £150 and we take a £50 deposit":
 * the studio and the numbers its plan needs. Null for anything else.
 */
export function readTattoo(a: PlanFormData, pitch: string, country: string | null): Tattoo | null {
  const found = tattooWordOf(pitch);
  if (!found) return null;
  const d = a.productDescription;
  const all = `${d} ${a.successMetrics} ${a.challenges}`;
  const lower = d.toLowerCase();
  const artists = /\b(\d|one|two|three|four|five|six) (?:resident |full-time )?(?:tattoo )?artists\b/i.exec(d);
  const piece = /\b(an? [a-z-]+(?: [a-z-]+)? (?:piece|tattoo))(?: starts| is| costs)?(?: at| from)? ([£$€]\s?\d[\d,]*)/i.exec(d) ?? /\b(?:from|starting at|starts at|prices from)\s+([£$€]\s?\d[\d,]*)/i.exec(d);
  const deposit = /([£$€]\s?\d[\d,]*)\s+(?:non-refundable )?deposit\b|\bdeposit (?:of|is) ([£$€]\s?\d[\d,]*)/i.exec(d);
  const books = /\bbooks? (?:open|opens|opening)(?: up)? (monthly|every month|each month|quarterly|every (?:two|three|few) months|twice a year|every season)\b/i.exec(d);
  const area = /\b(?:in|on) (?:[A-Z][a-z]+(?:'s)? )?((?:the )?[A-Z][a-z]+ (?:Laine|Lanes|Quarter|Village|Market|Road|Street))\b/.exec(d);
  const ahead = /\b(one|two|three|four|five|six|eight|\d{1,2}) weeks? ahead\b/i.exec(a.successMetrics);
  const share = /\b(half|a third|a quarter|three quarters|\d{1,3}\s?%)(?: of)? (?:the |our )?(?:DMs|direct messages|messages|enquiries)\b/i.exec(a.successMetrics);
  const shareOf = (s: string) => (/half/i.test(s) ? 50 : /third/i.test(s) ? 33 : /three quarters/i.test(s) ? 75 : /quarter/i.test(s) ? 25 : Number(s.replace(/\D/g, "")));
  const us = country === "United States" || (!/£/.test(d) && /\$/.test(d));
  return {
    word: found.word,
    piercing: found.piercing,
    artists: artists ? numberFrom(artists[1]) : /\b(?:I'?m|I am) (?:a|the) (?:tattoo )?artist\b|\bsolo (?:artist|studio)\b/i.test(d) ? 1 : null,
    guests: /\bguest (?:spots?|artists?)\b/i.test(d),
    styles: STYLES.filter(([re]) => re.test(lower)).map(([, s]) => s),
    piece: piece && piece[2] ? piece[1]!.replace(/^An? /, (w) => w.toLowerCase()) : null,
    from: piece ? (piece[2] ?? piece[1]!).replace(/\s/g, "") : null,
    deposit: deposit ? (deposit[1] ?? deposit[2]!).replace(/\s/g, "") : null,
    books: books ? (/month/i.test(books[1]!) ? "monthly" : books[1]!.toLowerCase()) : null,
    dms: /\bDMs?\b|\bdirect messages?\b|\binbox\b/i.test(all),
    noAds: /\b(?:don'?t|do not|won'?t|will not|can'?t|cannot|not) (?:want to |going to |afford to )?(?:pay|paying|spend|spending|run|running|do|doing)\b[^.]{0,20}\bads?\b|\bno (?:paid )?ads\b/i.test(`${a.challenges} ${a.successMetrics}`),
    area: area ? area[1]!.replace(/^the /i, "") : null,
    aheadWeeks: ahead ? numberFrom(ahead[1]) : null,
    formShare: share ? shareOf(share[1]!) : null,
    us,
  };
}

/** "fine line tattoo Brighton": the search a client types, the first style and the town. */
function styleSearch(t: Tattoo | null, place: string): string {
  const town = place.split(/,| and | & /)[0]!.trim() || "{{your town}}";
  const style = t?.styles.find((s) => s !== "cover-up") ?? null;
  return `${style ? `${style.replace(/-/g, " ").toLowerCase()} ` : ""}tattoo ${town}`;
}

/**
 * {ttWord} {ttStyles} {ttSearch} {ttSearches} {ttFrom} {ttDeposit} {ttArtists} {ttEachArtist} {ttBooks} {ttBooksNext} {ttLicence}
 * {ttAge} {ttArea} {ttGuest} {ttMath} {ttAhead}: a tattoo or piercing studio; slots where the answers do not say.
 */
export function tattooTokens(t: Tattoo | null, place: string): Record<string, string> {
  const styles = t?.styles.length ? joinWords(t.styles) : "{{your styles}}";
  const town = place.split(/,| and | & /)[0]!.trim();
  const searches = t?.styles.filter((s) => s !== "cover-up").slice(0, 3).map((s) => `"${s.replace(/-/g, " ").toLowerCase()} tattoo ${town}"`) ?? [];
  const solo = t?.artists === 1;
  // "North Laine" → "the North Laine"; "Brick Lane" stays as it is.
  const area = t?.area ? (/\b(?:Laine|Lanes|Quarter|Village|Market)$/.test(t.area) ? `the ${t.area}` : t.area) : null;
  return {
    ttWord: t?.word ?? "tattoo studio",
    ttStyles: styles,
    ttStylesUp: upperFirst(styles),
    ttSearch: styleSearch(t, place),
    ttSearches: searches.length ? joinWords(searches) : `"{{your style}} tattoo ${town}"`,
    ttFrom: t?.from ? `from ${t.from}${t.piece ? ` for ${t.piece}` : ""}` : "from {{your minimum}}",
    ttDeposit: t?.deposit ?? "{{your deposit}}",
    ttArtists: solo ? "your" : t?.artists === 2 ? "both artists'" : "each artist's",
    ttEachArtist: solo ? "you" : t?.artists === 2 ? "each of the two artists" : "each artist",
    ttBooks: t?.books === "monthly" ? "each month's books opening" : t?.books ? `the books opening (${t.books})` : "the next books opening",
    ttBooksNext: t?.books === "monthly" ? "next month's books" : "the next books",
    ttBooksNextUp: t?.books === "monthly" ? "Next month's books" : "The next books",
    ttLicence: t?.us
      ? "your studio's and your artists' body-art licences (state and county rules differ: check your health department's)"
      : `the council's registration for tattooing and piercing (check with ${town ? `${town}'s` : "your"} council's environmental health team what yours shows)`,
    ttAge: t?.us ? "ID checked for everyone, and the minimum age your state sets (check it)" : "ID checked for everyone, and no one under 18 tattooed (the law in the UK)",
    ttArea: area ?? "{{your neighbourhood}}",
    ttAreaShort: area ?? town,
    ttGuest: t?.guests ? "the monthly guest spot" : "a guest spot",
    ttAhead: t?.aheadWeeks ? `${t.aheadWeeks} weeks ahead` : "{{how far ahead}}",
    ttMath: tattooMath(t) ?? "Count the booking forms, the DMs still answered by hand and the weeks each artist is booked ahead every Friday.",
  };
}

/** The goal's arithmetic: forms against DMs, weeks booked ahead, the deposit that holds a slot. */
export function tattooMath(t: Tattoo | null): string | null {
  if (!t || (!t.aheadWeeks && !t.formShare)) return null;
  const parts: string[] = [];
  if (t.aheadWeeks) parts.push(`Books full ${t.aheadWeeks} weeks ahead means that on any Friday, ${t.artists && t.artists > 1 ? `each of the ${t.artists} artists' next ${t.aheadWeeks * 5} working days` : `the next ${t.aheadWeeks * 5} working days`} are booked with a deposit paid${t.deposit ? ` (${t.deposit} each)` : ""}: count it every Friday, artist by artist.`);
  if (t.formShare) parts.push(`${t.formShare === 50 ? "Half" : `${t.formShare}%`} of the DMs replaced by the form: count each week's booking requests that came through the form against those that came as DMs, and aim for at least ${t.formShare === 50 ? "one in two" : `${t.formShare}%`} through the form by week 6.`);
  return `${parts.join(" ")} Rough targets on your own words; put your counts in after the first books opening.`;
}

export const TATTOO_STRATEGY =
  "filling {ttArtists} books from people who already want the work: a booking form that takes the place of the DMs (placement, size, references, budget, dates, the {ttDeposit} deposit), {ttBooks} told by email to a list you own, each artist's style pages on {website} and the Google profile for searches such as \"{ttSearch}\", healed work shown with the client's consent, flash days and guest spots that give the list a date, a consultation for first-timers, and reviews and referrals asked once a tattoo has healed";
export const TATTOO_FOCUS =
  "Full books without the DMs: booking requests through the form, the list told when the books open, each artist found by style, healed work as the proof, and clients who send a friend";

/** "Black Lantern Tattoo is a tattoo studio in Brighton and Hove for …: clients choose an artist for a style …" */
export function tattooWhat(t: Tattoo, product: string, audience: string, where: string): string {
  return `${product} is a ${t.word} ${where} for ${audience}: clients choose an artist for a style long before they book, follow the work for months, and book when the books open, on the portfolio, healed work and how calm and clear the studio feels before the first appointment.`;
}

/** The strategy's own lines: the arithmetic, the DMs, the ads, the discounts. */
export function tattooListening(t: Tattoo, fill: (text: string) => string): string[] {
  const out: string[] = [];
  const math = tattooMath(t);
  if (math) out.push(math);
  if (t.dms) out.push(fill("Answering DMs by hand is where your evenings go, so the first tactic moves booking requests to a form with the same questions every time, and the DMs get one saved reply pointing to it; Instagram stays a window for the work, not the booking desk."));
  if (t.noAds) out.push("You don't want to pay for ads, and nothing here needs them: the list, the style pages, the Google profile, healed photos, flash days and clients' referrals cost time, not ad money.");
  out.push(fill("No discounts and no door drops: the price and the {ttDeposit} deposit stay as they are, and what brings people in is the work, a date to book and a friend's word."));
  return out;
}

/**
 * Lines a shop, café or salon gets that a tattoo studio's clients would not act on: door drops and flyers
 * through letterboxes, gift vouchers for birthdays, staff perk cards, stamp cards, rebooking at every visit,
 * a till, quiet weekday slots sold off.
 */
export const TATTOO_MISFITS =
  /\bdoor[- ]drops?\b|\bletterbox(?:es)?\b|\bgift vouchers? for birthdays\b|\bstaff perk cards?\b|\bstamp cards?\b|\brebook at every visit\b|\bat the till\b|\bby the till\b|\bhaircuts?\b|\bquiet weekday slots\b|\bhappy hour\b|\b\d{1,2}% off\b|\bhalf[- ]price\b/i;

/** A tattoo studio's plan shows healed work only with consent, asks for the review after healing and lets the form take the DMs. */
export function tattooPlanGaps(t: Tattoo | null, planText: string): { reason: string; note: string }[] {
  if (!t) return [];
  const out: { reason: string; note: string }[] = [];
  if (t.dms && !/\bbooking form\b/i.test(planText)) out.push({ reason: "Booking requests come through DMs that take the founder's evenings, and no tactic moves them to a booking form.", note: "Leaves the DMs as they are" });
  const sentences = planText.split(/(?<=[.!?])\s+|\n/);
  const bare = sentences.find((s) => /\b(?:photo(?:graph)?s?|pictures?|videos?)\b[^.]*\b(?:clients?|customers?|skin|healed)\b/i.test(s) && /\b(?:post|share|show|publish)\w*\b/i.test(s) && !/\bconsent\b|\bpermission\b|\bagree/i.test(s));
  if (bare) out.push({ reason: `A client's tattoo is on their body: photos of it are shown only with their consent, and this line asks for none: "${bare.trim().slice(0, 120)}".`, note: "Shows clients without consent" });
  return out;
}

/** What the AI prompt states about a tattoo studio. */
export function tattooFacts(t: Tattoo | null, place: string): string[] {
  if (!t) return [];
  const k = tattooTokens(t, place);
  const lines = [
    `- A ${t.word}${t.styles.length ? ` (${k.ttStyles})` : ""}: clients choose an artist for a style, save designs for months and book when the books open. No shop tactics: no door drops, gift vouchers for birthdays, staff perk cards, stamp cards, "rebook at every visit" or discounts`,
    `- Its plan: a booking form that replaces the DMs (placement, size, reference images, budget, dates, the deposit policy${t.deposit ? ` of ${t.deposit}` : ""}) with a saved DM reply pointing to it; ${k.ttBooks} announced by email to a list, not only on Instagram; each artist's portfolio and style pages on the site and the Google profile (searches such as ${k.ttSearches}); flash days and flash sheets; guest spots and swaps; aftercare and healed photos as content, only with the client's consent; a consultation for first-timers (pain, hygiene, ${k.ttLicence!.replace(/ \(.*\)$/, "")} worded as something to check); reviews asked after the healed photo; referrals; collaborations with local shops and artists whose audience fits`,
    `- ${upperFirst(k.ttAge!)}`,
  ];
  if (t.noAds) lines.push("- The founder won't pay for ads: no paid tactics");
  const math = tattooMath(t);
  if (math) lines.push(`- The goal's arithmetic: ${math}`);
  return lines;
}
