import { tattooTokens, type Tattoo } from "~/plan-quality/tattoo";

/**
 * The view's fixed texts for a tattoo or piercing studio: the toolkit's six cards, the success tips and the
 * Marketing Model's how-to lines. Clients choose an artist for a style and book when the books open, so
 * everything points to the booking form, the list, each artist's pages and healed work shown with consent; no
 * window, till, door drop or discount. Pure.
 */

type Card = [description: string, tryThis: string];

/** The toolkit's six cards for a tattoo studio; {product} {place} are filled by the toolkit. */
export function tattooToolkit(t: Tattoo, place: string): Record<"Direct Outreach" | "Integration Marketing" | "Launch Stacking" | "Indirect Competitors" | "Partnerships" | "Power Users", Card> {
  const k = tattooTokens(t, place);
  return {
    "Direct Outreach": [
      "Talk to the people who already asked: every unbooked form and DM of the last two months, every client at the end of their appointment, every first-timer who wanted to think about it. One personal reply with the form and a date does more than a post.",
      "This week, send the booking form's link and the next books opening's date to everyone in the DMs you never booked.",
    ],
    "Integration Marketing": [
      `For a ${t.word}, integration means being where people look for an artist: the Google profile in the 'Tattoo shop' category, each artist's page for searches such as ${k.ttSearches}, the booking link in your bio, and an email the day before the books open.`,
      "Check that the booking form's link is on the Google profile, in your bio and in the DMs' saved reply, and that all three go to the same form.",
    ],
    "Launch Stacking": [
      `Don't open the books quietly. Put the list's email, a new flash sheet and ${k.ttGuest} in the same week, so people in {place} hear about {product} from their inbox, a friend and the Google profile at once.`,
      "Pick the next books opening, and set the email, the flash sheet and the guest's dates for the same week.",
    ],
    "Indirect Competitors": [
      "Your real rivals are the walk-in shop on the way, the artist someone's friend went to, and putting it off for another year. Learn why people who asked never booked, and answer it with the consultation, the deposit policy in plain words and healed work.",
      "Ask three people who asked about a booking and didn't book what stopped them, and write their answers in the tracker.",
    ],
    Partnerships: [
      `Team up with studios and shops whose people like your work: ${k.ttGuest} and swaps with artists whose style sits next to yours, and the independent shops and makers in ${k.ttAreaShort} whose customers share your taste. Each lends you the trust of its followers.`,
      "Message one artist this week about a guest spot or a swap.",
    ],
    "Power Users": [
      "Clients on their second or third piece with you are your best recommendation. Give them referral cards for friends, first pick of the next flash sheet when a friend books, and ask them for the healed photo and the review at six weeks.",
      "Give two referral cards to every client this week, with the aftercare card.",
    ],
  };
}

/** Success tips for a tattoo studio: the form's half-hour, the list, healed photos with consent, Friday's count. */
export function tattooTips(t: Tattoo, slot: string): string[] {
  return [
    `Drawing and tattooing come first, so give marketing a fixed slot: protect ${slot} at the same time each week, and answer booking forms in one half-hour a day instead of DMs all evening.`,
    "Tell the list before anyone else every time the books open: a day's head start is the reason to join it, so never give it away.",
    "Ask every client for a healed photo at six weeks, and show it only with their consent; healed work is the proof people look for.",
    `Count booking forms, DMs still answered by hand, deposits paid and the weeks each artist is booked ahead every Friday${t.noAds ? "; none of it needs ads" : ""}.`,
  ];
}

/** The Marketing Model's how-to lines for a tattoo studio: what clients see, check and share. */
export const TATTOO_HOW_TO_APPLY: Record<string, string> = {
  desire:
    "Open each artist's page, the Google profile and every reply to a form with the piece people have been saving for months, in their words (delicate, botanical, 'something small for my first'), not the price list.",
  identity:
    "Name the people you tattoo (first-timers who want a calm studio, collectors of one style) and show healed work on people like them, each photo shown with the client's consent.",
  urgency:
    "Give only honest reasons to book now: the books opening's date, the dates each artist has left, a flash design tattooed once, a guest's weeks. Never invent scarcity and never discount; people who love the work wait for the books.",
  transform:
    "Show the healed piece and the client's words about how it felt to finally have it, with their permission.",
  position:
    "Write one line: \"For [people] in [place], [studio] is the [style] studio where [key difference], unlike [the walk-in shop or putting it off]\". Put it on each artist's page, the Google profile and the top of the booking form.",
  clarity:
    "Read the booking form and the deposit policy out to someone who has never been tattooed. If they can't say what to send, what it costs and what the deposit is for, rewrite until they can.",
  proof:
    "Collect proof a client can check: healed photos by artist, reviews asked at six weeks, the registration certificate on the wall, and clients' words quoted with their permission.",
  journey:
    "Walk the steps from a saved post to the list, the form, the quote, the deposit, the design, the day, aftercare and the six-week check-in. Remove one wait or one worry at every step.",
};
