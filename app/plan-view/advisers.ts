import { adviserTokens, type Adviser } from "~/plan-quality/advisers";

/**
 * The view's fixed texts for a regulated personal-finance adviser (a mortgage broker, a financial adviser;
 * Reading.adviser): the toolkit's six cards, the success tips and the Marketing Model's how-to lines. Clients
 * come through introducers and their own questions, once for a big decision, and every line that goes out
 * is a financial promotion, so nothing here speaks of a counter, a window, a perk or a voucher. Pure.
 */

type Card = [description: string, tryThis: string];

/** The toolkit's six cards for an adviser; {product} {place} are filled by the toolkit. */
export function adviserToolkit(v: Adviser): Record<"Direct Outreach" | "Integration Marketing" | "Launch Stacking" | "Indirect Competitors" | "Partnerships" | "Power Users", Card> {
  const t = adviserTokens(v);
  return {
    "Direct Outreach": [
      `Talk to the people who meet your clients before you do: ${t.adviserIntroducers}. A coffee and a same-day answer for their clients beats any advert you could afford.`,
      `Book three introducer coffees in {place} this week: ${t.adviserFirstIntroducers}, each with the letter ${t.adviserApprover} approved.`,
    ],
    "Integration Marketing": [
      `For an adviser, integration means being where a client's next step already happens: the ${t.adviserAgent}'s offer letter, the accountant's year-end email, the conveyancer's welcome pack, your Google profile's answers.`,
      `Ask one ${t.adviserAgent} and one accountant in {place} whether your name and number can go in the email they send at that step, with the wording ${t.adviserApprover} approves.`,
    ],
    "Launch Stacking": [
      `Do not publish an answer page in silence. In the same fortnight, put it on your site, your Google profile, in the local groups where the question came up and in a note to the introducers whose clients ask it.`,
      "Pick next fortnight's page, write it, have it approved, and plan its four appearances on the same days.",
    ],
    "Indirect Competitors": [
      "Your real rival is not the broker down the road: it is the client's own bank, the lender's in-house offer and the comparison site that looks free. Learn what people fear about each, and answer it in your pages and first calls.",
      "Ask your last five clients what they tried before they came to you and what nearly stopped them, and write a page for the commonest answer.",
    ],
    Partnerships: [
      `Team up with the professionals on the same client's path who do not arrange ${t.adviserOutcome}: ${t.adviserIntroducers}. Each lends you the trust of their clients, and you make their job easier.`,
      `Offer one ${t.adviserAgent} in {place} a joint ${t.adviserEvening} next quarter, and one accountant a one-page guide for their self-employed clients.`,
    ],
    "Power Users": [
      "Clients you have helped are your best marketing: they tell friends and colleagues who are buying, and they come back when their deal ends.",
      "Send a handwritten card to each client who completed this year, and note in your tracker the date their deal ends.",
    ],
  };
}

/** Success tips for an adviser: introducers first, contacts a week, past clients, and the Friday count. */
export function adviserTips(v: Adviser, slot: string): string[] {
  const t = adviserTokens(v);
  return [
    `Clients' cases come first, so give marketing a fixed slot: protect ${slot} at the same time each week, introducers first, one idea at a time.`,
    `Make five personal contacts a week: a coffee with an introducer, a note to a past client whose deal ends soon, a thank-you to someone who referred a client.`,
    `Send every letter, page and post to ${t.adviserApprover} before it goes out, and keep a copy of each approval: it saves a rewrite and protects your authorisation.`,
    "Count first calls, applications and completions every Friday, with where each client came from, and give each source three months before you judge it.",
  ];
}

/** The Marketing Model's how-to lines for an adviser: where each lever goes when people choose whom to trust with a big decision. */
export const ADVISER_HOW_TO_APPLY: Record<string, string> = {
  desire:
    "Open your answer pages, your Google profile and the first line of every message with what clients want (the keys, a yes after a bank's no, a plan they understand), not rates or lender names. Borrow the words clients use in their reviews. Have every version approved.",
  identity:
    "Name the people you help (first-time buyers, the self-employed, people a bank turned down) and show cases like theirs, with permission and details changed. People choose the adviser who has handled someone like them.",
  urgency:
    "Tie messages to real dates: a fixed rate ending, an offer accepted, a scheme's closing date once checked. Never invent a deadline or pressure anyone; a regulated promotion must be fair and clear.",
  transform:
    "Show a before/after pair from a client's story, with their consent and approved wording: turned down by their bank, and what changed when the right lender saw their case.",
  position:
    "Write one line: \"For [people you help] who [problem], [your firm] is the [adviser] that [key difference], unlike [their bank or a comparison site]\". Put it on your site, your Google profile and your introducer letter, once compliance has approved it.",
  clarity:
    "Test your one-sentence description on the next five introducers you meet. If they cannot repeat it to a client, cut jargon until they can.",
  proof:
    "Collect one number and one name for every claim: completions this year, a client's review, an introducer's words. Quote reviews on your own pages only as compliance allows.",
  journey:
    "Walk the steps from a first search or an introducer's call to the first call, the documents, the agreement in principle, the application and completion: what they see, how fast you answer, what they must gather. Remove one hesitation at every step.",
};
