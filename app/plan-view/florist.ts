import { floristBuyers, type Florist } from "~/plan-quality/florist";

/**
 * The view's fixed texts for a florist with a shop and local delivery: the toolkit's six cards, the success
 * tips and the Marketing Model's how-to lines. What fills the weeks between the peak days is flowers that
 * repeat (accounts, subscriptions, reminders, direct orders), so nothing here speaks of a stamp card, a
 * chalkboard or a bring-a-neighbour card. Pure.
 */

type Card = [description: string, tryThis: string];

/** The toolkit's six cards for a florist; {product} {place} are filled by the toolkit. */
export function floristToolkit(f: Florist): Record<"Direct Outreach" | "Integration Marketing" | "Launch Stacking" | "Indirect Competitors" | "Partnerships" | "Power Users", Card> {
  const buyers = floristBuyers(f);
  const wire = f.wire && f.wire !== "wire service" ? f.wire : "a wire service";
  const agents = f.symbol === "£" ? "estate agents" : "real estate agents";
  return {
    "Direct Outreach": [
      `Weekly accounts are won at the front desk: the managers of ${buyers} decide on what they can see in their own reception, so a visit on a quiet morning with flowers for the desk beats any email.`,
      "This week, visit three places from your list of the 40 likeliest accounts with a posy for the desk and your one-page offer, and book a sample.",
    ],
    "Integration Marketing": [
      `For a florist, integration means being where orders start: the Google profile with your own order link and same-day cut-off, the funeral directors' and ${agents}' phone lists, and a 'remind me next year' box on every order.`,
      `Check that your Google profile's order button goes to your own site, not to ${wire}'s page, and add the same-day cut-off to the description.`,
    ],
    "Launch Stacking": [
      "Do not launch the subscription in silence. Stack a card in every bouquet, an email to past customers who agreed to hear from you and an Instagram post of a subscription bouquet at home in the same week, so people meet it three times.",
      "Pick the week before a peak day, when the most bouquets leave the shop, and put the three in the diary.",
    ],
    "Indirect Competitors": [
      `Your real rivals are the national flower websites that come up first on a phone, and ${wire}'s share of orders that start with someone else; between the peaks, it is the habit of not buying flowers at all. Win on what they cannot do: flowers you arranged, delivered today, by someone who remembers last year's order.`,
      "Ask ten customers this month how they found you and where else they have ordered flowers, and write down the words they use.",
    ],
    Partnerships: [
      `Team up with the businesses that send or show flowers every week: ${buyers}, the funeral directors, and the ${f.symbol === "£" ? "estate agents who thank buyers on completion day" : "real estate agents who thank buyers on closing day"}. Each account is an order a week that has nothing to do with the calendar.`,
      `Visit one funeral director and one ${f.symbol === "£" ? "estate agent" : "real estate agent"} this month with your printed range and a small bouquet for the desk.`,
    ],
    "Power Users": [
      "Your best customers are the accounts that renew every week and the senders who order for the same people every year: they recommend you to other managers and friends when asked.",
      "Ask your two longest-standing accounts for one sentence you may quote, and whether another manager they know might like a sample.",
    ],
  };
}

/** Success tips for a florist: a fixed slot, visits on the quiet mornings, accounts and direct orders counted every Friday. */
export function floristTips(f: Florist, slot: string): string[] {
  return [
    `The flowers come first, so give marketing a fixed slot: protect ${slot} at the same time each week, on the quietest mornings, and set up one idea at a time, the weekly offer for businesses first.`,
    `Make five visits or calls a week to ${floristBuyers(f)}, funeral directors or ${f.symbol === "£" ? "estate agents" : "real estate agents"}: a sample, a posy for the desk, a follow-up. Small and every week beats a push before the peak days.`,
    "Treat the peak days as preparation: close pre-orders early, and count how many of those buyers you can reach again, not only the takings.",
    "Every Friday, count weekly accounts, subscribers, reminders sent and the share of orders that came direct, and give each new idea a month before you judge it.",
  ];
}

/** The Marketing Model's how-to lines for a florist: where each lever goes when accounts and senders decide. */
export const FLORIST_HOW_TO_APPLY: Record<string, string> = {
  desire:
    "Open the one-page offer, the Google profile and every email with what the flowers do for them (a reception guests notice, a birthday remembered), not the list of stems. Borrow the words managers and senders use.",
  identity:
    "Name who you arrange for (the hotels and restaurants that care how they look, the people who never forget a birthday) and show them, with permission, in your photos and on the offer.",
  urgency:
    "Tie every ask to a real limit: the same-day cut-off, a last pre-order date, a birthday next week, a sample you can bring on Tuesday. Never invent scarcity; regulars notice.",
  transform:
    "Show a reception before and after weekly flowers, or a sender's words about the birthday they nearly forgot, with their permission.",
  position:
    "Write one line: \"For [hotels, restaurants and offices nearby], [your shop] is the florist that [key difference], unlike [the national flower websites]\". Put it on the offer, the Google profile and the card in every bouquet.",
  clarity:
    "Test your one-sentence offer on five managers at their front desk. If they cannot repeat the price per week and what is included, cut until they can.",
  proof:
    "Collect one number and one name for every claim: accounts served every week, a manager's words, deliveries on time. Put two of them on the one-page offer.",
  journey:
    "Walk the steps from a sample in their reception to the first invoice, and from a first order to next year's reminder: what they see, when they hear from you, how easy it is to say yes. Remove one hesitation at every step.",
};
