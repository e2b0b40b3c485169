import { quietNightsPhrase, type Restaurant } from "~/plan-quality/restaurant";

/**
 * The view's fixed texts for a sit-down restaurant filling its quiet nights: the toolkit's six cards, the
 * success tips and the Marketing Model's how-to lines. Its guests book where they trust and come back to a
 * place that knows them, so nothing here speaks of a shop window, a counter, a till, a free pastry or a
 * discount to strangers. Pure.
 */

type Card = [description: string, tryThis: string];

/** The toolkit's six cards for a restaurant; {product} {place} are filled by the toolkit. */
export function restaurantToolkit(r: Restaurant): Record<"Direct Outreach" | "Integration Marketing" | "Launch Stacking" | "Indirect Competitors" | "Partnerships" | "Power Users", Card> {
  const quiet = quietNightsPhrase(r);
  const one = r.quietNights[0] ?? "quiet";
  return {
    "Direct Outreach": [
      `Talk to the guests already at your tables: the weekend regulars who have never come on a ${one}, the groups who asked for a Saturday that was full, and the people who book for others (office managers, hotel concierges, the organisers of book clubs and birthdays).`,
      `Ask five weekend tables this week which weeknight they would come out for and what would bring them, and put the answer on next month's calendar.`,
    ],
    "Integration Marketing": [
      `For a ${r.word}, integration means being where people decide where to eat: Google Maps with the menu, the photos and the booking button, ${r.booking ? `${r.booking}'s listing and its own guest tools` : "your booking system's listing"}, TripAdvisor, and the desks of the hotels nearby.`,
      `Check that this week's quiet-night menu shows on your Google profile and that the booking button works on a phone, then look at what ${r.booking ?? "your booking system"} offers for emailing guests who opted in (check your plan).`,
    ],
    "Launch Stacking": [
      `Do not announce a new night once. Stack the guest email, the Google profile post, a word at every weekend table, the card with the bill and a note to a food writer in the same week, so people in {place} hear about it three times before the first night.`,
      `Pick the first ${one} of next month for the new menu and line up the email, the profile post and the table cards for the week before.`,
    ],
    "Indirect Competitors": [
      `Your real rival on ${quiet} is not the ${r.word} down the street: it is staying in, a takeaway on the sofa, and the habit of going out only at the weekend. People go out midweek when there is something they cannot have on a Saturday.`,
      `Ask ten regulars this month what they did last ${one} night instead of going out, and build one night around the answer.`,
    ],
    Partnerships: [
      `Team up with the people whose guests and customers are yours too: the wine merchant and the producers you buy from (an evening each), the hotels' concierges, the theatre or cinema nearby if there is one (a pre-show menu; check their times), and the offices within a walk.`,
      `Ask your wine merchant or one producer to host an evening on a quiet night this month, announced to both lists.`,
    ],
    "Power Users": [
      `Your regulars are your best marketing: they bring the friends they want to impress and answer the question "where should we eat?" for half their street. Knowing their name and their table, the first places at a producer's evening and a thank-you from the kitchen make it their ${r.word}.`,
      `Ask your twenty most regular guests to bring friends to the first ${r.pasta ? "pasta" : "chef's"} night, and keep them a table.`,
    ],
  };
}

/** Success tips: the kitchen comes first, covers are counted per night every week, nothing rests on a discount. */
export function restaurantTips(r: Restaurant, slot: string): string[] {
  return [
    `The kitchen and the floor come first, so give marketing a fixed slot: protect ${slot} at the same time each week, and set up one idea at a time, the quiet nights' menus first.`,
    "Make five personal contacts a week: a weekend table told about the quiet nights, a concierge visited, a review answered by name, a group offered a weeknight, a thank-you to a producer. Small and every week beats a big push.",
    `Count covers per night every Monday for ${quietNightsPhrase(r)}, and give each new night four weeks before you judge it.`,
    "Keep the offer a reason to come, not a discount: a menu you only make that night, a class, an evening with a producer. The guests a discount brings come for the discount.",
  ];
}

/** The Marketing Model's how-to lines for a restaurant: where each lever goes when people choose where to eat. */
export const RESTAURANT_HOW_TO_APPLY: Record<string, string> = {
  desire:
    "Open your Google profile, the guest email and the menu card with the evening people want (a dish made only that night, a table with friends, the kitchen's morning work), not the list of dishes. Borrow the words guests use in their reviews.",
  identity:
    "Name the people who eat with you (the neighbours who come every week, the birthday tables, the families) and show them in your photos, with their permission. Saying who it is for sharpens it.",
  urgency:
    "Tie news to real limits: the date of a themed night, twenty places at a producer's evening, this month's regional menu. Never invent scarcity: regulars notice.",
  transform:
    "Show a before/after pair: a regular's words about the weeknight they used to spend at home and the night at your table that became theirs, with their permission.",
  position:
    "Write one line: \"For [guests] who [want], [your place] is the [kind of restaurant] that [key difference], unlike [staying in, a takeaway or the chain nearby]\". Put it on your Google profile, the concierges' cards and the guest email.",
  clarity:
    "Test your one-sentence description on five guests at the table. If they cannot repeat it to a friend, cut adjectives until they can.",
  proof:
    "Collect one number, one name and one photo for every claim: your Google rating, a food writer's line, a regular's words. Answer every review: the answers are proof too.",
  journey:
    "Walk the steps from a search on Google Maps to a booked table and a second visit: what they see on the profile, whether the booking button works on a phone, who greets them, how they hear about the next night. Remove one hesitation at every step.",
};
