import type { Venue } from "~/plan-quality/venue";

/**
 * The view's fixed texts for a venue hired for weddings and events (a barn, a country house, an event
 * space): the toolkit's six cards, the success tips and the Marketing Model's how-to lines. Couples book
 * once, months ahead, after a show-round, so nothing here speaks of a counter, a window or regulars. Pure.
 */

type Card = [description: string, tryThis: string];

/** The toolkit's six cards for a venue; {product} {place} are filled by the toolkit. */
export function venueToolkit(v: Venue): Record<"Direct Outreach" | "Integration Marketing" | "Launch Stacking" | "Indirect Competitors" | "Partnerships" | "Power Users", Card> {
  const couples = v.weddings ? "couples" : "clients";
  const off = v.offPeak.length ? v.offPeak.map((d) => (d === "winter" ? "winter dates" : d === "midweek" ? "midweek dates" : `${d}s`)).join(", ").replace(/, ([^,]*)$/, " and $1") : "the quiet dates";
  return {
    "Direct Outreach": [
      `The ${couples} who already wrote to you are the warmest: everyone who enquired in the last year and did not book, and everyone whose Saturday was taken. A personal note with the open ${off} and their prices books more than any post.`,
      `This week, write to ten ${couples} whose Saturday was already booked and offer them a Friday or Sunday with its price and a show-round time.`,
    ],
    "Integration Marketing": [
      `For a ${v.word}, integration means being where ${couples} choose: the wedding directories with your real prices, your suppliers' recommended lists, and the blogs and Pinterest boards they save ideas from.`,
      "Check that your packages page is linked from every directory listing and from the pages of three suppliers who recommend you.",
    ],
    "Launch Stacking": [
      `Do not announce the ${off} once. Stack the packages page, the short-notice list, the styled-shoot photos, a show-round evening and a directory update in the same fortnight, so ${couples} meet {product} several times while they are choosing.`,
      "Pick the fortnight of your next show-round evening and line up the Instagram post, the email to past enquirers and the suppliers' note for the same days.",
    ],
    "Indirect Competitors": [
      `Your real rival for a Friday, a Sunday or a winter date is not another venue: it is waiting a year for a summer Saturday, or a smaller wedding somewhere else. Learn what makes ${couples} wait (guests' travel, the weather, what a winter wedding looks like) and answer it with prices, photos and real weddings on those days.`,
      `Ask the next five ${couples} at a show-round what nearly stopped them considering a Friday, a Sunday or winter, and answer it on the packages page.`,
    ],
    Partnerships: [
      "Team up with the suppliers couples meet before they choose a venue: photographers, planners, florists and dress shops. They are asked where to marry every week, and you can send them couples back.",
      "Ask two photographers and one planner you trust this month to join your recommended list, and send them the open dates on the first Monday of each month.",
    ],
    "Power Users": [
      `Couples who married at {product} are your best marketing: their reviews, their photos and their friends who are engaged now. With their permission, their real weddings show other ${couples} what your quiet dates look like.`,
      "Ask the last ten couples for a review and for permission to share their photographer's pictures, and thank each one with a card on their first anniversary.",
    ],
  };
}

/** Success tips: marketing time kept around the weddings, the enquiries answered within hours, counted every Friday. */
export function venueTips(v: Venue, slot: string): string[] {
  const couples = v.weddings ? "couples" : "clients";
  return [
    `Weddings come first on the day, so give marketing a fixed slot: protect ${slot} at the same time each week, away from wedding days, and set up one idea at a time, the packages first.`,
    `Answer every enquiry within a few hours, with prices: decide who answers on wedding days and in busy weeks, because ${couples} visit the venues that answer first.`,
    "Sell the dates that are weeks away first, with a price and a personal note; the dates later in the year can wait for the packages, the directories and the show-round evenings.",
    "Count enquiries, show-rounds and bookings every Friday, with where each enquiry came from, and give each new idea a month before you judge it by that count.",
  ];
}

/** The Marketing Model's how-to lines for a venue: where each lever goes when couples choose where to marry. */
export const VENUE_HOW_TO_APPLY: Record<string, string> = {
  desire:
    "Open your packages page, your listings and the first line of every reply with the day couples picture (the room lit, the long table, everyone staying), not a list of facilities. Borrow the words couples use in their reviews.",
  identity:
    "Name the couples your venue is for out loud (a relaxed country wedding, a smaller winter wedding, a Friday with the people who matter) and show real couples like them, with their permission.",
  urgency:
    "Tie offers to real limits: the dates still open, the short-notice dates weeks away, a hold that lasts a week. Never invent scarcity; couples compare diaries with other venues.",
  transform:
    "Show a before/after pair: a couple's words about the Saturday they could not get or the budget that worried them, and what their Friday, Sunday or winter wedding was like, with their permission.",
  position:
    "Write one line: \"For [couples] who [want], [your venue] is the [kind of venue] that [key difference], unlike [the alternative they would choose]\". Put it on the packages page, the brochure's first page and your listings.",
  clarity:
    "Test your one-sentence description on the next five couples at a show-round. If they cannot repeat it to their parents, cut adjectives until they can.",
  proof:
    "Collect one number, one name and one photo for every claim: weddings hosted, a couple's words about the day, a real winter wedding. Put two recent reviews next to the enquiry form.",
  journey:
    "Walk the steps from the first search to a show-round and a deposit: what they see on the directories, how long the reply takes, what the brochure says about price, what happens the day after the show-round. Remove one hesitation at every step.",
};
