import type { PlanFormData } from "~/wizard/types";
import { MONTHS } from "./stays";
import { formatCount, joinWords, numberFrom, numberWord } from "./words";

/**
 * A self-published book: a novel (often the first of a series), a memoir, a non-fiction guide. It sells
 * on Amazon (Kindle, Kindle Unlimited, paperback) and other ebook stores, one reader at a time; readers
 * find it through the store's own lists, price promotions in reader newsletters, other authors' readers
 * and reviews, and stay for the next book. Read from the founder's words whatever product type the form
 * says: "a self-published historical mystery novel … ebook $4.99 on Kindle" is a book, not an online shop
 * with carts and restocks. Pure.
 */
export type Book = {
  /** The founder's word for it: "novel", "novella", "memoir", "book". */
  word: string;
  /** The genre, as the founder wrote it: "historical mystery", "romance", "self-help"; null when not said. */
  genre: string | null;
  /** Fiction (a reader magnet is a short story), or non-fiction (a checklist or a sample chapter). */
  fiction: boolean;
  /** Books in the series, when said: "the first of a series of three" → 3; 0 for a stand-alone or unsaid. */
  series: number;
  /** The next book and its month, when said: "Book two … comes out in May" → { name: "book two", month: "May" }. */
  next: { name: string; month: string | null } | null;
  /** Prices as written, with the currency symbol: "$4.99", "$14.99". */
  ebook: string | null;
  paperback: string | null;
  /** The currency symbol of those prices. */
  symbol: string;
  /** In KDP Select (Kindle Unlimited, Amazon-exclusive ebook): true; sold wide (Kobo, Apple Books…): false; not said: null. */
  select: boolean | null;
  /** Where and when the story is set: "Cornwall", "1890s"; null when not said. */
  setting: string | null;
  era: string | null;
  /** Where the author lives, when said ("I live near Truro"). */
  home: string | null;
  /** Authors or series readers compare it with, in the founder's words: "Anne Perry", "C.S. Harris". */
  comps: string[];
  /** Copies and reviews wanted, and today's, when said. */
  copiesGoal: number | null;
  copiesNow: number | null;
  reviewsGoal: number | null;
  reviewsNow: number | null;
};

/** The words that make the pitch a book the founder wrote, not software for authors or a booking app. */
const BOOK_WORD = /\b(novel|novella|memoir|cookbook|guide|workbook|(?:non-?fiction |self-help |children's |picture |poetry )?book|(?:short[- ]story )?collection)\b/;
/** A book of one's own: self-published, on Kindle or KDP, an ebook and a paperback, a debut, book one of a series. */
const OWN_BOOK = /\bself-published\b|\bindie(?:-published)? (?:author|novel|book)\b|\bkindle\b|\bkdp\b|\bebook\b|\be-book\b|\bpaperback\b|\bhardback\b|\bmy (?:debut|first|new) (?:novel|book)\b|\bdebut novel\b|\b(?:first|book one) (?:of|in) (?:a|the|my) (?:series|trilogy)\b/;
/** Made for authors or readers (a tool, a platform, a service) rather than a book itself. */
const FOR_AUTHORS = /\b(?:apps?|platform|software|saas|tool|service|marketplace|agency|plugin|website|subscription box|book club box|bookshop|bookstore)\b|\bfor (?:indie |self-published )?(?:authors|writers|publishers|readers)\b|\bbook-?keeping\b|\bbookings?\b/;

const GENRES = [
  "historical mystery", "historical romance", "historical fiction", "cosy mystery", "cozy mystery", "crime fiction", "psychological thriller",
  "romantic suspense", "romantasy", "women's fiction", "literary fiction", "science fiction", "epic fantasy", "urban fantasy", "mystery", "thriller",
  "romance", "fantasy", "horror", "saga", "crime", "memoir", "self-help", "cookbook", "business book", "travel memoir", "non-fiction", "nonfiction",
];
const NON_FICTION = /\b(?:memoir|self-help|cookbook|business book|non-?fiction|guide|how-to|workbook)\b/;

/** The pitch names a book the founder wrote and sells, not software or a service for authors. */
export function bookWordOf(pitch: string): { word: string; fiction: boolean } | null {
  const lower = pitch.toLowerCase();
  const m = BOOK_WORD.exec(lower);
  if (!m) return null;
  const own = OWN_BOOK.test(lower) || /\bnovel(?:la)?\b|\bmemoir\b/.test(m[1]!);
  if (!own) return null;
  if (FOR_AUTHORS.test(lower.slice(0, m.index))) return null;
  if (/\bfor (?:indie |self-published )?(?:authors|writers|publishers)\b/.test(lower)) return null;
  const word = m[1]!.includes("novella") ? "novella" : m[1]!.includes("novel") ? "novel" : m[1]!.includes("memoir") ? "memoir" : m[1]!.includes("cookbook") ? "cookbook" : m[1] === "guide" || m[1] === "workbook" ? m[1] : "book";
  return { word, fiction: !NON_FICTION.test(lower) && !["memoir", "cookbook", "guide", "workbook"].includes(word) };
}

const COUNT = "(\\d{1,3}(?:,\\d{3})+|\\d+|[a-z]+)";

function count(re: RegExp, text: string): number | null {
  return numberFrom(re.exec(text)?.[1]?.replace(/,/g, ""));
}

/** "Fans of Anne Perry, C.S. Harris and Poldark, and of Cornwall itself" → the names, as written. */
export function compsOf(persona: string): string[] {
  const m = /\b(?:[Ff]ans of|[Rr]eaders of|who love|[Bb]ooks like|[Aa]uthors like|readers who enjoy)\s+([A-Z][^:;]*)/.exec(persona);
  if (!m) return [];
  const out: string[] = [];
  for (const item of m[1]!.split(/,\s*(?:and\s+)?|\s+and\s+|\s+or\s+/)) {
    const name = item.trim().replace(/\.$/, "");
    if (!/^[A-Z]/.test(name) || name.split(/\s+/).length > 4) break;
    out.push(name);
  }
  return out.length >= 1 && !/^(?:historical|cosy|cozy|crime|mystery|romance)\b/i.test(out[0]!) ? out.slice(0, 3) : [];
}

/**
 * "A self-published historical mystery novel set in 1890s Cornwall, the first of a series of three. Ebook
 * $4.99 on Kindle, paperback $14.99", "1,000 copies sold and 100 Amazon reviews before book two in May":
 * the book and the numbers its plan needs. Null for anything else.
 */
export function readBook(a: PlanFormData, pitch: string): Book | null {
  const found = bookWordOf(pitch);
  if (!found) return null;
  if (["developer", "b2b-enterprise", "b2b-smb"].includes(a.audienceType)) return null;
  const d = a.productDescription;
  const lower = d.toLowerCase();
  const genre = GENRES.find((g) => lower.includes(g)) ?? null;
  const series = count(/\b(?:series|trilogy) of (\w+)\b/i, d) ?? (/\btrilogy\b/i.test(d) ? 3 : /\bseries\b/i.test(d) ? 0 : 0);
  const months = MONTHS.join("|");
  const nextRe = new RegExp(`\\b(book (?:two|three|four|2|3|4)|the sequel|the next book|the second book)\\b[^.]{0,60}?\\b(?:in|by|before|on)\\s+(?:early |late |mid-)?(${months})\\b`, "i");
  const next = nextRe.exec(`${d} ${a.successMetrics}`) ?? new RegExp(`\\b(?:before|by|until)\\s+(book (?:two|three|2|3)|the sequel)\\b[^.]{0,30}?\\b(?:in|comes out in)?\\s*(${months})?\\b`, "i").exec(a.successMetrics);
  const nextName = next?.[1]?.toLowerCase().replace(/\bbook 2\b/, "book two").replace(/\bbook 3\b/, "book three") ?? null;
  const nextMonth = next?.[2] ? MONTHS.find((m) => m.toLowerCase() === next[2]!.toLowerCase()) ?? null : null;
  const price = (word: string) => new RegExp(`\\b${word}s?\\b[^.$£€]{0,12}?([$£€])\\s?(\\d{1,3}(?:\\.\\d{2})?)|([$£€])\\s?(\\d{1,3}(?:\\.\\d{2})?)\\s+(?:on |for |in )?(?:the )?${word}`, "i").exec(d);
  const eb = price("(?:ebook|e-book|kindle)");
  const pb = price("(?:paperback|print|hardback)");
  const fmt = (m: RegExpExecArray | null) => (m ? `${m[1] ?? m[3]}${m[2] ?? m[4]}` : null);
  const own = `${d} ${a.challenges}`;
  const select = /\bkdp select\b|\bkindle unlimited\b|\bin ku\b|\bexclusive to amazon\b/i.test(own)
    ? true
    : /\bwide\b|\bkobo\b|\bapple books\b|\bgoogle play books\b|\bdraft2digital\b|\bbarnes (?:&|and) noble\b/i.test(own)
      ? false
      : null;
  const set = /\bset (?:in|on|around|among) (?:the )?(?:(\d{3,4}s|[A-Z][a-z]+(?:ian|an)|medieval|wartime|post-war) )?([A-Z][\w'’-]+(?: [A-Z][\w'’-]+){0,2})/.exec(d);
  const home = /\bI live (?:in|near|outside|just outside) ([A-Z][\w'’-]+(?: [A-Z][\w'’-]+)?)/.exec(`${d} ${a.challenges}`);
  const m = a.successMetrics;
  return {
    word: found.word,
    genre,
    fiction: found.fiction,
    series,
    next: nextName ? { name: nextName, month: nextMonth } : null,
    ebook: fmt(eb),
    paperback: fmt(pb),
    symbol: eb?.[1] ?? eb?.[3] ?? pb?.[1] ?? pb?.[3] ?? "$",
    select,
    setting: set?.[2] ?? null,
    era: set?.[1] ?? null,
    home: home?.[1] ?? null,
    comps: compsOf(a.audiencePersona),
    copiesGoal: count(new RegExp(`${COUNT}\\s+(?:more\\s+)?(?:copies|books sold|sales|ebooks)\\b`, "i"), m),
    copiesNow: count(new RegExp(`\\b(?:sold|selling)\\s+${COUNT}\\s+(?:copies|books)\\b|${COUNT}\\s+copies\\s+(?:sold|so far)\\b`, "i"), d),
    reviewsGoal: count(new RegExp(`${COUNT}\\s+(?:amazon\\s+|goodreads\\s+|more\\s+)?(?:reader\\s+)?reviews\\b`, "i"), m),
    reviewsNow: count(new RegExp(`${COUNT}\\s+(?:amazon\\s+)?(?:reader\\s+)?reviews\\b`, "i"), d),
  };
}

/** Whole weeks from the plan's start to the first day of the next book's month (the month after the start, or next year's). */
function weeksToMonth(start: Date, month: string): number {
  const i = MONTHS.findIndex((m) => m === month);
  let y = start.getUTCFullYear();
  if (i <= start.getUTCMonth()) y += 1;
  return Math.max(1, Math.round((Date.UTC(y, i, 1) - start.getTime()) / (7 * 86400000)));
}

/** The royalty a Kindle ebook earns at KDP's 70% rate, which applies only to list prices of $2.99-$9.99 (before the delivery fee). */
function ebookRoyalty(b: Book): string | null {
  const p = b.ebook ? Number(b.ebook.slice(1)) : NaN;
  if (!(p >= 2.99 && p <= 9.99) || b.symbol !== "$") return null;
  return `${b.symbol}${(p * 0.7).toFixed(2)}`;
}

/**
 * The goal's arithmetic from the founder's numbers: copies to go and the pace a week to the next book's
 * month, what each ebook earns, and the reviews that sales alone bring at an assumed rate (labelled).
 */
export function bookMath(b: Book, start: Date, weeks: number): string | null {
  if (!b.copiesGoal && !b.reviewsGoal) return null;
  const span = b.next?.month ? weeksToMonth(start, b.next.month) : weeks;
  const by = b.next?.month ? `before ${b.next.name} in ${b.next.month}, about ${span} weeks away` : `in ${span} weeks`;
  const out: string[] = [];
  let toGo: number | null = null;
  if (b.copiesGoal) {
    toGo = Math.max(0, b.copiesGoal - (b.copiesNow ?? 0));
    const royalty = ebookRoyalty(b);
    out.push(
      `${formatCount(toGo)} more copies${b.copiesNow ? ` (${formatCount(b.copiesNow)} sold so far)` : ""} ${by}, is about ${formatCount(Math.ceil(toGo / span))} a week.` +
        (royalty ? ` At ${b.ebook} an ebook earns about ${royalty} at KDP's 70% royalty, less a small delivery fee (check it in your KDP report), so price promotions earn less per copy and are worth it for the readers who go on to the rest of the series.` : ""),
    );
  }
  if (b.reviewsGoal) {
    const more = Math.max(0, b.reviewsGoal - (b.reviewsNow ?? 0));
    const fromSales = toGo ? ` ${formatCount(toGo)} sales would bring about ${formatCount(Math.round(toGo / 100))} to ${formatCount(Math.round(toGo / 50))} of them on their own.` : "";
    out.push(
      `Reviews: ${formatCount(more)} more${b.reviewsNow !== null ? ` (${formatCount(b.reviewsNow)} today)` : ""}. Assumption: only about one reader in 50 to 100 leaves a review unasked, so${fromSales} Most of the rest will come from readers you ask honestly (an advance reader team with free copies, and your newsletter), never from reviews paid for, swapped or rewarded.`,
    );
  }
  out.push("Count copies from your KDP reports (free downloads and Kindle Unlimited pages read are counted apart, not as copies sold) and reviews on the book page every Friday.");
  return out.join(" ");
}

/** The price promotion open to this book: a Countdown Deal or free days in KDP Select, a price drop when wide. */
function promoRoute(b: Book | null): string {
  if (b?.select === true) {
    return "a Kindle Countdown Deal (a KDP Select benefit on Amazon.com and Amazon.co.uk: the ebook must have been in Select and at the same list price for 30 days first, and you keep your 70% royalty on the deal price; check KDP's current rules before you book) rather than free days, whose downloads are not sales and do not count toward copies sold (a Select term allows one or the other, not both)";
  }
  if (b?.select === false) return "a price drop on every store at once (Kindle Countdown Deals and free days need KDP Select, which your wide books are not in)";
  return "a price drop to 99c, or, if the ebook is in KDP Select, a Kindle Countdown Deal or free days (check which you are in on your KDP Bookshelf: Select makes the ebook Amazon-only for each 90-day term)";
}

/**
 * {bkWord} {bkGenre} {bkBooks} {bkReaders} {bkSeries} {bkNext} {BkNext} {bkNextMonth} {bkEbook} {bkKu} {bkPaperback} {bkSetting} {bkLocal} {bkHome} {bkFreebie} {bkMagnet} {bkMath}
 * {bkPromo} {bkComps} {bkCompsNote} {bkReviewsGoal} {bkCopiesGoal}: a self-published book selling copies and earning reviews; slots where the answers do not say.
 */
export function bookTokens(b: Book | null, start: Date, weeks: number): Record<string, string> {
  const genre = b?.genre ?? (b?.fiction === false ? "non-fiction" : "{{your genre}}");
  const next = b?.next?.name ?? (b && b.series > 1 ? "book two" : "your next book");
  return {
    bkWord: b?.word ?? "book",
    bkGenre: genre,
    bkBooks: b?.genre ? `${b.genre} ${b.fiction ? "novels" : "books"}` : "books like yours",
    bkReaders: b?.genre ? `${b.genre} readers` : "readers of your genre",
    bkSeries: b && b.series > 1 ? `the first of ${numberWord(b.series)}` : "your first book",
    bkNext: next,
    BkNext: next.charAt(0).toUpperCase() + next.slice(1),
    bkNextMonth: b?.next?.month ?? "{{its release month}}",
    bkEbook: b?.ebook ?? "{{ebook price}}",
    bkKu: b?.select ? ", and free to read in Kindle Unlimited" : "",
    bkPaperback: b?.paperback ?? "{{paperback price}}",
    bkSetting: b?.setting ?? "{{where it is set}}",
    bkLocal: b?.setting ?? b?.home ?? "{{your county}}",
    bkHome: b?.home ?? "{{where you live}}",
    bkFreebie: b?.fiction === false ? "checklist" : "story",
    bkMagnet: b?.fiction === false
      ? "a free checklist readers can use today, drawn from the book"
      : `a free short story of 5,000-10,000 words${b?.setting ? ` set in the same ${b.era ? `${b.era} ` : ""}${b.setting}` : ""}, happening before ${b?.series && b.series > 1 ? "book one" : "the novel"}`,
    bkMath: (b && bookMath(b, start, weeks)) ?? "Write down copies sold and reviews today from your KDP reports and the book page, and count both every Friday.",
    bkPromo: promoRoute(b),
    bkComps: b?.comps.length ? joinWords(b.comps) : "{{two authors your readers love}}",
    bkReviewsGoal: b?.reviewsGoal ? `${formatCount(b.reviewsGoal)} reviews` : "more reviews",
    bkCopiesGoal: b?.copiesGoal ? `${formatCount(b.copiesGoal)} copies` : "more copies",
  };
}

/** The goal line of a book's strategy, whatever goal the form says. */
export const BOOK_STRATEGY =
  "{bkCopiesGoal} sold and {bkReviewsGoal} on the book page, won the way self-published authors win them: a book page that turns browsers into readers, a newsletter built with a free {bkFreebie}, an advance reader team that reviews honestly, and a price promotion of book one in reader newsletters, timed so new readers go on to {bkNext}";
export const BOOK_FOCUS = "Readers: {bkCopiesGoal} and {bkReviewsGoal} before {bkNext}, from a newsletter, an honest reader team and a price promotion, with {bkNext} on pre-order";

/** "The Salt Road is a self-published historical mystery novel, the first of three, for …: readers find it…" */
export function bookWhat(b: Book, product: string, audience: string): string {
  const what = `${b.genre ? `${b.genre} ` : ""}${b.word}`;
  return `${product} is a self-published ${what}${b.setting ? ` set in ${b.era ? `${b.era} ` : ""}${b.setting}` : ""}${b.series > 1 ? `, the first of a series of ${numberWord(b.series)},` : ""} for ${audience.replace(/\.$/, "")}: readers find it on Amazon's lists, in reader newsletters and through other readers, and those who finish it buy the next one.`;
}

/** "Amazon ads burned $400 with 3 sales": the founder's own ads on the store lost money. */
const AMAZON_ADS_FAILED = /\b(?:amazon|kdp|kindle) ads?\b[^.]*(?:\bno\b|\bburn|\bwast|\bonly\b|\b\d+ sales?\b|didn'?t|did not)/i;

/** The strategy's own lines: the arithmetic, what did not work, and January's new Kindles. */
export function bookListening(b: Book, start: Date, fill: (text: string) => string, challenges = ""): string[] {
  const out = [fill("{bkMath}")];
  if (AMAZON_ADS_FAILED.test(challenges)) {
    out.push("You said Amazon ads cost more than they earned, so there are no ads in this plan: readers come from your newsletter, other authors' newsletters, price promotions in reader newsletters and the book page itself, and every one of them can be counted.");
  }
  if (b.next) out.push(fill("{BkNext} goes on pre-order in the first weeks so that every reader who finishes book one can order it at once, and the price promotion comes late enough that its readers reach the end of book one with {bkNext} already there."));
  const month = start.getUTCMonth();
  if (month === 11 || month === 0) out.push("January is a good month for a first-in-series: many readers have new Kindles and gift cards after Christmas, and promo newsletters fill up early, so apply for January and February slots in the first weeks.");
  return out;
}

/**
 * Lines an online shop's plan gives that mean nothing to a self-published book: carts, restocks, batches,
 * shipping, photo reviews, returns, SMS lists. The checker flags any plan (built-in or AI) that says them to a book.
 */
export const BOOK_MISFITS =
  /\babandoned[- ]carts?\b|\bcart recovery\b|\brestocks?\b|\bnew batch(?:es)?\b|\bphoto reviews?\b|\bunboxing\b|\breturn window\b|\bfree shipping\b|\bopt-in sms\b|\bsms (?:list|campaign)s?\b|\binsert cards?\b|\brunning[- ]low\b|\bsample packs?\b|\bstockists?\b|\bcome in,? say hello\b|\bby the till\b/i;

/** Ads for a book: on Amazon (Sponsored Products), BookBub or Facebook. */
const BOOK_ADS = /\b(?:amazon|kdp|bookbub|facebook|meta|instagram) ads\b|\bsponsored products\b|\bsponsored brands\b|\bads? (?:budget|campaign)s?\b/i;

/** Some tactic asks readers for honest reviews: a reader team, advance copies, a review request at the back of the book. */
const REVIEW_WORK = /\b(?:advance|launch|street|arc) (?:reader|review)?\s*(?:team|copies|copy|readers)\b|\barc team\b|\bhonest reviews?\b/i;
/** Some tactic builds the author's own list of readers. */
const LIST_WORK = /\bnewsletter\b|\bmailing list\b|\breader magnet\b|\bbookfunnel\b|\bstoryorigin\b/i;
/** A review bought or rewarded, which Amazon's Community Guidelines forbid. */
const BOUGHT_REVIEWS = /\b(?:pay(?:ing)?|paid|buy(?:ing)?|bought)\s+(?:for\s+)?(?:\w+\s+){0,2}reviews?\b|\breviews? swaps?\b|\bswap reviews\b|\b(?:gift card|prize|prize draw|entry|reward|discount)s?\b[^.]{0,40}\b(?:for|in exchange for|after) (?:a |an |your |their )?(?:\w+ )?reviews?\b|\bin exchange for (?:a |an )?(?:positive |5-star |five-star )?reviews?\b/i;

/**
 * What a plan for a self-published book must hold: readers asked for honest reviews when the goal counts
 * reviews, the author's own list of readers, and no review bought or rewarded. The reasons the checker
 * gives, one per gap.
 */
export function bookPlanGaps(b: Book | null, metrics: string, planText: string, challenges = ""): { reason: string; note: string }[] {
  if (!b) return [];
  const out: { reason: string; note: string }[] = [];
  const affirmed = planText.replace(/[^.\n]*\b(?:never|no|not|without)\b[^.\n]*/gi, "");
  if (AMAZON_ADS_FAILED.test(challenges) && BOOK_ADS.test(affirmed)) {
    out.push({
      reason: `A tactic runs ads for the book, and you said "${challenges.split(/(?<=\.)\s/)[0]!.trim()}": readers can come from your newsletter, other authors, price promotions and the book page instead.`,
      note: "Ads after the founder's ads lost money",
    });
  }
  if (b.reviewsGoal && !REVIEW_WORK.test(planText)) {
    out.push({
      reason: `Your goal is "${metrics}", and no tactic asks readers for honest reviews (an advance reader team with free copies, a request at the back of the book): sales alone bring few reviews.`,
      note: "Leaves out the readers who write a book's reviews",
    });
  }
  if (!LIST_WORK.test(planText)) {
    out.push({
      reason: "No tactic builds your own list of readers (a newsletter with a free reader magnet): it is the one channel that reaches readers again when the next book comes out.",
      note: "Leaves out the author's own newsletter",
    });
  }
  if (BOUGHT_REVIEWS.test(planText.replace(/[^.\n]*\bnever\b[^.\n]*/gi, ""))) {
    out.push({
      reason: "A tactic pays for, swaps or rewards reviews: Amazon's Community Guidelines forbid reviews given for payment or a reward, and remove them; give free copies with no review required, and ask for honest ones.",
      note: "Buys or rewards reviews",
    });
  }
  return out;
}

/** What the AI prompt states about a self-published book: what it is, what its plan is made of, the arithmetic. */
export function bookFacts(b: Book | null, start: Date, weeks: number, challenges = ""): string[] {
  if (!b) return [];
  const t = bookTokens(b, start, weeks);
  const lines = [
    `- A self-published ${b.genre ? `${b.genre} ` : ""}${b.word}${b.series > 1 ? `, book one of a series of ${numberWord(b.series)}` : ""}, sold on Amazon as an ebook${b.ebook ? ` (${b.ebook})` : ""} and a paperback${b.paperback ? ` (${b.paperback})` : ""}: not an online shop, whatever the product type says. No abandoned carts, restocks, batches, shipping, returns, SMS lists, insert cards or photo reviews`,
    `- Its plan: a reader magnet (${t.bkMagnet}) delivered through BookFunnel or StoryOrigin into the author's own newsletter; an advance reader team given free copies for honest reviews (Amazon's Community Guidelines allow free copies only when no review is required and nothing is given for one; reviewers should say they had a free copy: tell the author to check the current wording); the Amazon book page (categories, seven keyword boxes with no other authors' names, the blurb, A+ Content, the first pages shown in Look Inside, the series page${b.next ? ` and ${t.bkNext} on pre-order` : ""}); a price promotion of book one: ${t.bkPromo}, announced in BookBub (a Featured Deal is selective and its price depends on genre and price: check) and smaller promo newsletters whose prices and rules change (check each); newsletter swaps with authors in the same genre; reader groups on Facebook and Goodreads (Goodreads Giveaways are paid: check the price)${b.setting || b.home ? `; bookshops, libraries, local papers and history societies in ${t.bkLocal} for talks and signings` : ""}`,
    `- Count copies sold from KDP reports (free downloads apart) and reviews on the book page; never suggest paying for, swapping or rewarding reviews`,
  ];
  if (AMAZON_ADS_FAILED.test(challenges)) lines.push("- The author's Amazon ads lost money: no Amazon ads, BookBub ads or Facebook ads in this plan; readers come from the newsletter, other authors, price promotions in reader newsletters and the book page");
  if (b.copiesGoal || b.reviewsGoal) lines.push(`- The goal's arithmetic: ${t.bkMath}`);
  return lines;
}
