import type { Removals } from "~/plan-quality/removals";
import type { GuerrillaIdea } from "./guerrilla";
import type { ArchetypeTraits } from "./profile";
import type { Examples } from "./education";

/**
 * Quick wins for a removals or moving company (Reading.removals): it gets only these. People move once every
 * few years, so a shop's window, stamp card or card for a friend's first visit give way to the quotes still
 * open, the agents' desks, the prices page and a photo of careful packing.
 */
export const REMOVALS_IDEAS: GuerrillaIdea[] = [
  {
    kinds: ["local"],
    tags: ["calls"],
    forRemovals: true,
    name: "Ring every quote still open for this month's {rmQuiet}",
    description:
      "List every quote from the last three weeks that hasn't booked, and call each one: is there a question left, and could their move be on a {rmQuietDay}? No pressure and no deadline you don't have; if they chose someone else, ask kindly what decided it and write it down.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["partnerships"],
    forRemovals: true,
    name: "Cards on three letting agents' desks this week",
    description:
      "Drop in on the three letting or estate agents nearest the flats you move most, mid-morning on a quiet weekday, with a box of pastries, the one-page note and fifty cards showing {rmPriceShort} and the {rmQuietDay} offer. Ask the manager what their tenants most often get wrong on moving day.",
    costLevel: "Under $50",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["seo"],
    forRemovals: true,
    name: "Put the fixed price and what it includes at the top of your website and profile",
    description:
      "Today, make the first line of your website and Google profile the price and what it includes ({rmPrice}, with {rmExtras}), and the line 'Nothing is added on the day'. It is the first thing people comparing three quotes look for.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["reviews"],
    forRemovals: true,
    name: "Text last month's customers for a review, with a photo of their furniture wrapped",
    description:
      "Send last month's customers the review text from the plan, all alike, with nothing offered in return, and ask the crew to photograph the wrapping on this week's moves (with each customer's yes, nothing personal in the frame).",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
];

/** People moving home: once every few years, a week or two ahead, three quotes, dreading extras and damage. */
export function removalsTraits(m: Removals): Partial<ArchetypeTraits> {
  const firm = m.us ? "mover" : "removals firm";
  return {
    typical: `People move once every few years, so nobody is a regular: they book a ${firm} a week or two before the move, ${m.threeQuotes ? "compare three quotes online" : "compare a few quotes online"}, read the reviews, and choose the one they trust not to add extras on the day or break the furniture. Most moves fall at the end of the month, when tenancies end and sales complete; the ones who can choose their day are the way to fill the quiet ones.`,
    role: "people moving home",
    decides: m.downsizing ? "the person moving decides, often with a partner; an older person downsizing often has a son or daughter find and book the firm" : "the person moving decides, often with a partner or flatmates, a week or two before the date",
    haunts: `Google searches and Maps reviews, ${m.listings.length ? `${m.listings.join(" and ")}, ` : ""}their letting or estate agent's advice, and friends who moved recently`,
    behaviors: [
      `Searches for a ${firm} a week or two before the move, once the date is known`,
      "Asks for two or three quotes and compares what each includes, not only the price",
      "Reads the reviews for words like 'careful', 'on time' and 'no extra charges'",
      "Asks the letting or estate agent, or a friend who moved recently, who they used",
    ],
    needs: [
      "One price, in writing, that won't grow on the day",
      "Furniture wrapped and carried with care, and insurance if something breaks",
      "A crew that turns up on time on the day the keys change hands",
    ],
    pains: [
      "Stories of extras added on the day: stairs, parking, an extra hour, a longer drive",
      "Scratched or broken furniture, and a firm that won't answer afterwards",
      "End-of-month dates that are booked up or cost more",
    ],
    goals: [
      "A move done in a day, with everything arriving as it left",
      "Knowing the cost before the day",
      "Less to think about in an already busy week",
    ],
    objections: [
      { topic: /\b(price|cost|extras?|hidden|charge|cheaper|expensive|afford|pay)\b/i, text: "“Will the price on the day be the price you quoted?”" },
      { topic: /\b(damage\w*|broken|scratch\w*|insur\w*|careful)\b/i, text: "“What happens if something gets broken?”" },
      { topic: /\b(date|end of the month|available|free|book)\b/i, text: "“Are you free on the day my keys come?”" },
      { topic: /\b(trust|reviews?|cowboys?|turn up)\b/i, text: "“How do I know you'll turn up on time?”" },
    ],
    buying: `Learns the move date; asks the agent or a friend who they used and searches for a ${firm}; sends photos for two or three quotes; compares what each includes and the reviews; books the one they trust a week or two ahead; and, if the day went well, leaves a review and gives the name to the next friend who moves.`,
  };
}

/** The Marketing Model's examples for a removals company: one fixed price, care with the furniture, the quiet days. */
export function removalsExamples(m: Removals): Partial<Examples> {
  return {
    desire: "“Moved in a day, every piece wrapped, at the price you were quoted: that's {product}.”",
    identity: `people moving home in {place} who want the move done properly, at a price they know in advance`,
    urgency: m.quiet
      ? "“The last days of the month fill first: {product} has {{number}} vans left on {{date}}. Flexible? A {rmQuietDay} move gets {{the offer}}.”"
      : "“{product} has {{number}} vans left on {{date}}: send your photos today for a fixed quote.”",
    transform: "“Last time the removal men added £200 on the day for the stairs. {product} gave us one price in writing, and that's what we paid.”",
    position: "“For people moving home in {place}, {product} is the {rmWord} that gives one fixed price in writing, the same day, with nothing added on the day; unlike {{the big national firms or a stranger off a comparison site}}, {{the one thing only you do}}.”",
    proof: "“{product} did {{number}} moves in {place} this year, with {{number}} reviews on {rmReviewSites}: ‘{{a customer's words}}’ — {{a customer's first name}}.”",
    journey: "“Send {product} photos of your rooms, get a fixed quote the same day, book your date, and get {rmExtras}.”",
  };
}

/** Where the Marketing Model says each engine is used, for a removals company. */
export const REMOVALS_EMOTION_USE = "the first line of your prices page, your Google profile, every quote and the note you leave with agents";
export const REMOVALS_LOGIC_USE = "in every written quote, on the prices page and on the cards on the agents' desks";
