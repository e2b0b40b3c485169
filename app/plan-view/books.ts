import type { Book } from "~/plan-quality/books";

/**
 * The view's fixed texts for a self-published book: the toolkit's six cards, the success tips and the
 * Marketing Model's how-to lines. Readers find a book on the store's lists, in deal newsletters and
 * through other authors and readers, so nothing here speaks of carts, stockists, batches or creators' kits. Pure.
 */

type Card = [description: string, tryThis: string];

/** The toolkit's six cards for a book; {product} is filled by the toolkit. */
export function bookToolkit(b: Book): Record<"Direct Outreach" | "Integration Marketing" | "Launch Stacking" | "Indirect Competitors" | "Partnerships" | "Power Users", Card> {
  const genre = b.genre ?? "your genre";
  const next = b.next?.name ?? "your next book";
  return {
    "Direct Outreach": [
      `Write personally to the people who put books in front of ${genre} readers: authors in the genre with newsletters, the admins of reader groups, book bloggers and reviewers who cover it, and the organisers of library reading groups. One honest note beats a hundred posts.`,
      "Write to three book bloggers or reviewers who covered a book like {product} this year, offering a free ebook with no review required.",
    ],
    "Integration Marketing": [
      "For a book, integration means being where readers already choose their next one: the right Amazon categories and 'also bought' rows, the series page, Goodreads, BookBub's author profile and the deal newsletters readers subscribe to.",
      "Open {product}'s page on Amazon and check that the series page lists the books in order and links to the next one; then check the same on Goodreads.",
    ],
    "Launch Stacking": [
      `Do not spread one book's news thin: stack the price promotion, your newsletter, two authors' swaps and a group promotion in the same week, so the book climbs its categories and Amazon shows it to more readers${b.next ? `, and do the same again for ${next}'s release week` : ""}.`,
      "Pick the promotion week, then book the promo newsletters, two swaps and your own newsletter for the same five days.",
    ],
    "Indirect Competitors": [
      `Your real competition is the pile of unread books and the authors ${genre} readers already love, not other indie authors: readers read more than any one author can write. Read the 3-star reviews of the best sellers in your category to learn what readers miss.`,
      "Read 30 three-star reviews of the top ten books in your main category, note what readers wanted and did not get, and use their words in your blurb if {product} gives it to them.",
    ],
    Partnerships: [
      "Team up with authors who write for the same readers: newsletter swaps, group promotions on BookFunnel or StoryOrigin, a shared box set later. Their readers are already looking for their next book.",
      "Ask two authors of books like {product} for a newsletter swap next month, and join one genre group promotion.",
    ],
    "Power Users": [
      "Your advance reader team and the readers who write back to your newsletter are your best marketing: they review, tell their reading groups and buy every book in the series.",
      `Write a personal thank-you to the ten readers who wrote to you or reviewed {product}, and offer each an early copy of ${next}.`,
    ],
  };
}

/** Success tips: writing time protected, readers counted every Friday, honest reviews only. */
export function bookTips(b: Book, slot: string): string[] {
  return [
    `${b.next ? `${b.next.name.charAt(0).toUpperCase()}${b.next.name.slice(1)} and the books after it sell` : "The next book sells"} more copies of this one than any promotion, so keep your writing time and give marketing a fixed slot: protect ${slot} at the same time each week, and set up one thing at a time, the book page and the free ${b.fiction ? "story" : "checklist"} first.`,
    "Count copies from your KDP reports, newsletter subscribers and reviews every Friday, and judge each promotion by the copies, sign-ups and reviews in the month after it, not by the best-seller flag.",
    "Reviews are the readers' own: give free copies with no review required, ask for honest ones, and never pay, swap or reward them.",
    "Write to your newsletter every month, even with nothing to sell: the readers who hear from you are the ones who buy the next book in its first week.",
  ];
}

/** The Marketing Model's how-to lines for a book: where each lever goes when readers choose their next book. */
export const BOOK_HOW_TO_APPLY: Record<string, string> = {
  desire:
    "Open the blurb, your newsletter's subject lines and every promo-site description with what the reader gets to feel (the place, the period, the question that keeps them reading), not with the plot's back story.",
  identity:
    "Name your readers out loud (readers who love a series set somewhere real, in another century) and show them the company they keep: the authors and series they already love, in your newsletter and reader groups, never in your Amazon keywords.",
  urgency:
    "Tie offers to real limits: a price promotion that ends on a date, the next book's release day, the pre-order price. Never invent scarcity; readers can see the price history.",
  transform:
    "Show the before and after of an evening: a reader's words about the book that kept them up, with their permission, in your newsletter and A+ Content.",
  position:
    "Write one line: \"For readers who love [the series they already read], [your book] is the [genre] set in [place and period] that [what only it does]\". Put it at the top of the blurb, in promo descriptions and on your author pages.",
  clarity:
    "Test your one-line hook on five readers of the genre. If they cannot tell a friend what the book is about in one breath, cut names and adjectives until they can.",
  proof:
    "Collect lines from real readers' reviews, your star rating and the number of reviews, and a line from a known author or reviewer if you have one (as an editorial review: check whether your account adds these through Author Central or KDP). Put the best reader line in the blurb.",
  journey:
    "Walk the steps from a deal email or a group post to the last page: the book page on a phone, Look Inside, the purchase, the last page with the review link, the pre-order of the next book and the free reader magnet. Remove one hesitation at every step.",
};
