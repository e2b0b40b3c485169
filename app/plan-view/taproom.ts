import type { Taproom } from "~/plan-quality/taproom";

/**
 * The view's fixed texts for a brewery's taproom (a winery's, cidery's or distillery's tasting room): the
 * toolkit's six cards, the success tips and the Marketing Model's how-to lines. Its drinkers come for
 * something on and a new release, visitors are sent by hotels and tours, and alcohol's rules apply, so
 * nothing here speaks of a shop window, a counter, a batch that sells out by noon or a cheaper drink. Pure.
 */

type Card = [description: string, tryThis: string];

/** The toolkit's six cards for a taproom; {product} {place} are filled by the toolkit. */
export function taproomToolkit(t: Taproom): Record<"Direct Outreach" | "Integration Marketing" | "Launch Stacking" | "Indirect Competitors" | "Partnerships" | "Power Users", Card> {
  const room = t.room;
  return {
    "Direct Outreach": [
      `Talk to the people already at the bar: regulars on a busy night, new faces who came for an event, and the people who run the clubs and groups that could meet in the ${room} (run clubs, trivia teams, hiking and cycling clubs, workplace teams).`,
      `Ask five regulars this week which weeknight they would come out for and what would bring them, and book the answer for that night.`,
    ],
    "Integration Marketing": [
      `For a ${t.word}, integration means being where drinkers decide tonight's stop: Google Maps with this week's events, ${t.drink === "beer" || t.drink === "cider" ? "Untappd with what is pouring now, " : ""}the local ${t.drink} trail and visitor centre, and the front desks and tour companies that send visitors.`,
      `Check that this week's events show on your Google profile${t.drink === "beer" || t.drink === "cider" ? " and Untappd" : ""}, then ask one tour company to add the ${room} as a weekday stop.`,
    ],
    "Launch Stacking": [
      `Do not announce a new ${t.release} once. Stack the email to the list, the Google profile post, the events listing, the board by the bar and a trivia or music night on the same day, so people in {place} hear about it three times in a week.`,
      `Pick the next ${t.release} day, put it on a quiet night, and line up the email, the profile post and the event for the same week.`,
    ],
    "Indirect Competitors": [
      `Your real rival is not the ${t.word} down the street: it is staying in, with a six-pack from the supermarket and the television. People go out when something is on and someone expects them; give them both.`,
      `Ask ten drinkers this month what they did last Wednesday night instead of coming out, and build one calendar night around the answer.`,
    ],
    Partnerships: [
      `Team up with the people who gather your drinkers: the run clubs, trivia hosts, musicians, food trucks, other ${t.word === "brewery" ? "breweries" : `${t.word.replace(/y$/, "ie")}s`} and the local food businesses whose customers would like your ${t.drink}. Each brings its own crowd on a night you choose.`,
      `Offer one run club and one local food business a weeknight in the ${room} this month, announced to both lists.`,
    ],
    "Power Users": [
      `Your regulars are your best marketing: they bring friends, check in, and know the visitors' questions. ${t.drink === "beer" || t.drink === "cider" ? "A mug club, the first chance at a new " + t.release + " and their name on a mug" : "A club, the first chance at a new " + t.release + " and being known by name"} make them feel it is their ${room}.`,
      `Ask your twenty most regular drinkers to bring one friend each to the next event night, and thank each one by name at the bar.`,
    ],
  };
}

/** Success tips: the brewing comes first, the quiet nights are counted every Friday, nothing rests on a cheaper drink. */
export function taproomTips(t: Taproom, slot: string): string[] {
  return [
    `The ${t.drink === "beer" ? "brewing" : "making"} comes first, so give marketing a fixed slot: protect ${slot} at the same time each week, and set up one idea at a time, the quiet nights' calendar first.`,
    "Make five personal contacts a week: a regular asked to bring a friend, a new face asked who sent them, a front desk visited, a thank-you to a trivia host. Small and every week beats a big push.",
    `Count sales per night every Friday against the same night last year, and give each event night four weeks before you judge it.`,
    `Keep promotions to events, releases and perks, not cheaper drinks: alcohol promotions follow state rules, so check anything new with the regulator first.`,
  ];
}

/** The Marketing Model's how-to lines for a taproom: where each lever goes when people choose tonight's stop. */
export const TAPROOM_HOW_TO_APPLY: Record<string, string> = {
  desire:
    "Open your Google profile, the release email and the board by the bar with the night people want (something new with friends, trivia with the team, music on a Thursday), not the list of styles. Borrow the words drinkers use in their check-ins and reviews.",
  identity:
    "Name the people who drink with you (the run club, the trivia regulars, the locals who come for every release) and show them in your photos, with their permission. Saying who it is for sharpens it.",
  urgency:
    "Tie news to real limits: the release day, the keg that runs out, the cans while they last, an event's date. Never invent scarcity, and never rush people to drink: urgency is about the date, not the amount.",
  transform:
    "Show a before/after pair: a regular's words about the Wednesday they used to spend on the sofa and the trivia team they joined, with their permission.",
  position:
    "Write one line: \"For [drinkers] who [want], [your place] is the [kind of room] that [key difference], unlike [staying in or the bar down the street]\". Put it on your Google profile, the cards at the front desks and your listings.",
  clarity:
    "Test your one-sentence description on five visitors at the bar. If they cannot repeat it to a friend at their hotel, cut adjectives until they can.",
  proof:
    "Collect one number, one name and one photo for every claim: check-ins and ratings, a festival medal, a regular's words. Put two recent reviews on the card at the front desks.",
  journey:
    "Walk the steps from a search on the way to dinner to a seat at the bar and a second visit: what they see on Google, whether this week's events show, who greets them, how they hear about the next release. Remove one hesitation at every step.",
};
