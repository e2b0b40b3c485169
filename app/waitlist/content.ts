/**
 * What the waitlist page says, in one place: the offer to founding members and the page's own
 * lines. Change the price here and the page follows.
 */

export const WAITLIST_HEADING = "Get early access to Liftoff";

export const WAITLIST_INTRO =
  "Liftoff turns what you know about your product into a go-to-market plan you can act on this week. " +
  "Join the waitlist for early access to the AI planner, saved plans and strategy calls.";

export const FOUNDING_OFFER = {
  heading: "Founding-member pricing",
  /** What a founding member pays. */
  price: "$9",
  period: "a month",
  /** What everyone else will pay at launch. */
  regularPrice: "$19 a month",
  /** What a founding member keeps. */
  keeps: "You keep $9 a month for as long as you stay subscribed, whatever Liftoff costs later.",
  who: "For the first 500 people on the list who subscribe when we open the doors.",
  includes: [
    "Unlimited AI-written plans for all your products, saved and editable",
    "Every plan's templates, timeline and Markdown export",
    "A free 30-minute strategy call with the founders",
    "No card now: joining the list costs nothing and commits you to nothing",
  ],
  /** The small print, plainly. */
  terms: "Cancel any time. If you cancel and come back later, the regular price applies.",
} as const;
