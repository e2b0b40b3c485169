import { inMoverWords, removalsTokens, type Removals } from "~/plan-quality/removals";

/**
 * The view's fixed texts for a removals or moving company (house moves, a man and van, student moves): the
 * toolkit's six cards, the success tips and the Marketing Model's how-to lines. People move once every few
 * years and compare three quotes, so nothing here speaks of a till, regulars, a window, vouchers or a friend's
 * first visit, and nothing sends the founder back to the comparison sites they stopped. Pure.
 */

type Card = [description: string, tryThis: string];

/** The toolkit's six cards for a removals company; {product} {place} are filled by the toolkit. */
export function removalsToolkit(m: Removals): Record<"Direct Outreach" | "Integration Marketing" | "Launch Stacking" | "Indirect Competitors" | "Partnerships" | "Power Users", Card> {
  const t = removalsTokens(m, "");
  const cards = {
    "Direct Outreach": [
      "Talk to the people who already have a move date: everyone who asked for a quote, and the agents who hear the dates first. A same-day quote and one honest follow-up call beat any post.",
      `This week, call every quote from the last three weeks that hasn't booked, and ask whether their move could be on a ${t.rmQuietDay}.`,
    ],
    "Integration Marketing": [
      `For a ${m.word}, integration means being checkable where movers already look: your Google profile with prices and real photos of wrapped furniture, ${t.rmListings} with the same, and the agents' desks.`,
      `Check that your prices page, your Google profile and ${t.rmListings} show the same fixed price and what it includes, and that each links to a quote from photos.`,
    ],
    "Launch Stacking": [
      `Do not announce the ${t.rmQuietDay} offer once. Stack it in the same week: the prices page, a Google post, a line in every quote, and a note and cards on the agents' desks.`,
      `Pick the first week of next month, then update the prices page, post on the Google profile and drop the new card at three agents' desks in those same days.`,
    ],
    "Indirect Competitors": [
      `Your real rivals are the big national firms, the man with a van off a classified ad${m.comparison ? ", the comparison sites you stopped using" : ""} and friends with a hired van. Learn what people disliked about each: the extras on the day, the damage nobody paid for, the no-show.`,
      `Read the 1- to 3-star reviews of the five ${m.us ? "movers" : "removals firms"} that show first for your searches, note every complaint about extras or damage, and answer each one on your prices page.`,
    ],
    Partnerships: [
      `Team up with the people who know a move date before the customer starts looking: ${t.rmPartners}. A card on their desk and a fixed price they can repeat make you the name they give.`,
      "Drop in on two letting agents this week with cards and the one-page note, and ask what their tenants most often get wrong on moving day.",
    ],
    "Power Users": [
      "People move again, and tell friends who are moving: your best customers are the ones who got the price they were quoted and every piece intact. Thank them, ask for the review that evening, and keep their number for the next move.",
      "Text last month's customers a thank-you with the review link, and ask the three happiest whether you may quote their words on the prices page.",
    ],
  } satisfies Record<string, Card>;
  return Object.fromEntries(Object.entries(cards).map(([k, [d, tryThis]]) => [k, [inMoverWords(m, d), inMoverWords(m, tryThis)]])) as typeof cards;
}

/** Success tips for a removals company: the moves first, quotes the same day, the month's calendar counted every Friday. */
export function removalsTips(m: Removals, slot: string): string[] {
  const t = removalsTokens(m, "");
  const tips = [
    `The moves come first, so give marketing a fixed slot: protect ${slot} at the same time each week, and set up one thing at a time, the prices page and the same-day quote first.`,
    "Answer every enquiry the same day with a written fixed price; the first complete quote is the one people read most carefully.",
    `Every Friday, count quotes sent, quotes booked and moves done by the day of the month and where each enquiry came from (your profile, ${t.rmListings}, an agent, a past customer, the ads if you run them), and look at next month's diary: which ${m.quiet ?? "quiet days"} are still empty?`,
    "Sell only the days your vans and crew can do well: one rushed move with a broken wardrobe costs more bookings than a quiet Tuesday.",
  ];
  return tips.map((tip) => inMoverWords(m, tip));
}

/** The Marketing Model's how-to lines for a removals company: one fixed price, care with the furniture, the quiet days. */
export const REMOVALS_HOW_TO_APPLY: Record<string, string> = {
  desire:
    "Open the prices page, your Google profile and every quote with what people moving want (a move done in a day, everything arriving as it left, the price they were told), not a list of services. Borrow the words customers use in their reviews.",
  identity:
    "Name the people you move best (renters moving flats, first-time buyers, students, people downsizing) on the prices page and your profile, with photos of moves like theirs, with each customer's permission.",
  urgency:
    "Give only real reasons to act: the dates really left at the end of the month, and the quiet days' offer with its reason. Never invent scarcity; someone comparing three quotes checks.",
  transform:
    "Show the before and after in a customer's words (the extras another firm added last time, the one price you gave) and a photo of furniture wrapped with care, with their consent.",
  position:
    "Write one line: \"For [people moving in your area], [your firm] is the one that [key difference: one fixed price in writing, nothing added on the day], unlike [the national firm or a stranger with a van]\". Put it on the prices page, the quote and your profile.",
  clarity:
    "Say your one-sentence description to the next five people who call for a quote. If they cannot repeat what you do, where and for what price, cut words until they can.",
  proof:
    "Collect proof they can check: moves done this year, reviews on your profile and the listings you use, photos of wrapped furniture with consent, and your insurance in plain words.",
  journey:
    "Walk the steps from the search to the quote, the booking, the boxes, the move and the review. Remove one wait or one worry at every step: a quote the same day, the price in writing, a call the day before.",
};
