import type { Caterer } from "~/plan-quality/caterer";

/**
 * The view's fixed texts for a caterer (corporate catering, office lunch delivery, event or wedding catering): the
 * toolkit's six cards, the success tips and the Marketing Model's how-to lines. Office buyers are won by a tasting
 * and kept by the easy reorder; couples and hosts book once after a tasting, on a venue's or planner's word. So
 * nothing here speaks of trials, integrations, app directories, trade associations or a shop's window. Pure.
 */

type Card = [description: string, tryThis: string];
type Cards = Record<"Direct Outreach" | "Integration Marketing" | "Launch Stacking" | "Indirect Competitors" | "Partnerships" | "Power Users", Card>;

/** The toolkit's six cards; {product} is filled by the toolkit. */
export function catererToolkit(c: Caterer): Cards {
  if (c.buyers === "events") {
    return {
      "Direct Outreach": [
        "A reply to every enquiry within a day, with their date and numbers written in, sample menus with prices a head and two tasting dates: the first caterer to answer clearly is the one most couples and hosts taste first.",
        "Reply to every open enquiry today with two tasting dates.",
      ],
      "Integration Marketing": [
        "Be on the lists couples and hosts already read: the recommended suppliers lists of venues that let outside caterers in, your Google Business Profile, and the wedding and event directories used where you work (check what each costs before you pay).",
        "Ask one venue you have cooked at how its suppliers list works and what it asks of caterers.",
      ],
      "Launch Stacking": [
        "Give a new menu or a new season its own small launch: a tasting evening, photos on Google and the directories, a note to the venues and planners you work with, in the same week.",
        "Pick the next tasting evening and line up the photos, the venue notes and the planner invitations for that week.",
      ],
      "Indirect Competitors": [
        "Your rivals are the venue's in-house caterer, the caterer the planner always uses, and the cheaper quote that grows with every extra. A clear price a head with everything included, and a tasting, are your answers.",
        "Ask your last five bookings who else they asked for a quote, and why they chose {product}.",
      ],
      Partnerships: [
        "Team up with the people couples and hosts ask first: venue coordinators, wedding and event planners, florists, photographers and cake makers who work the same venues. Refer work back to them; partnerships that only take go quiet.",
        "Invite two planners and one venue coordinator to your next tasting evening.",
      ],
      "Power Users": [
        "Past couples and hosts are your reviews and your referrals, and their guests are next year's bookings. Send photos the week after, ask for a review once, and put a small card by the food, with their permission.",
        "Send last season's couples two photos each and a review link.",
      ],
    };
  }
  const market = c.marketplace && c.onMarketplace ? `${c.marketplace} as a channel (read its terms for caterers first), ` : "";
  return {
    "Direct Outreach": [
      "A personal note to the person who orders food at one company at a time, offering their team a tasting on a day that suits them: never a mass mailing. Five a week, building by building, followed up the next morning.",
      "Pick one building near the kitchen and write to the person who orders food at three companies in it today.",
    ],
    "Integration Marketing": [
      `Be where offices already look for food: ${market}your Google Business Profile as a caterer, and the preferred vendors lists and tenant portals of the buildings you deliver to.`,
      "Ask one building manager whether they keep a preferred vendors list and what it asks of caterers.",
    ],
    "Launch Stacking": [
      "Give a new menu or a new season its own small launch: a tasting for your regulars, the menu attached to the week's confirmations, a photo of a real set-up on Google, a note to the building managers you know, in the same week.",
      "Pick the next menu change and line up a tasting, the confirmation note and a photo in one week.",
    ],
    "Indirect Competitors": [
      `Your rivals are the caterer they used last time${c.marketplace ? `, the ${c.marketplace} list` : ""}, the sandwich shop downstairs and the pizza ordered at 11:30. What went wrong with them (late, unlabelled, hard to reorder) is your opening line.`,
      "Ask your last five new clients who they used before and why they tried {product}.",
    ],
    Partnerships: [
      "Team up with the people office managers ask: building and coworking managers, the office manager and assistant networks, and the planners who organise offsites and team days. Feed their own events at cost and refer work back.",
      "Offer one coworking space's community manager a tenant breakfast at cost.",
    ],
    "Power Users": [
      "Your regulars with a standing order are your proof and your referrals: tell them their on-time record each month, ask each for one introduction to a peer, and follow them when they move to a new job.",
      "Send your three best regulars their on-time record for last month and ask each for one introduction.",
    ],
  };
}

/** Success tips: the weekly slot on a quiet day, the count every Friday, capacity before sales, replies within the hour. */
export function catererTips(c: Caterer, slot: string): string[] {
  if (c.buyers === "events") {
    return [
      `Keep ${slot} at the same time each week, in the weeks between events: the quiet months are filled by the work done in the busy ones.`,
      "Every Friday, count enquiries, tastings and deposits, by where each enquiry came from (a venue, a planner, a review, a guest).",
      "Answer every enquiry within a working day with prices a head and a tasting date: couples write to several caterers at once.",
      "Book only the dates you can staff and cook well: one day that runs late costs more recommendations than a date left free.",
    ];
  }
  return [
    `Keep ${slot} at the same time each week${c.quietDays.length ? `, on ${c.quietDays.map((d) => `${d}s`).join(" or ")} when the kitchen has room` : ""}: tastings and notes go out on the quiet days, orders come first on the busy ones.`,
    "Every Friday, count tastings, first orders, standing orders and reorders, by building and by where each client came from.",
    `Sell only what the kitchen can deliver on time: before each new standing order, check it against the busy days' orders and ${c.drivers === 1 ? "the driver's" : "the drivers'"} morning; one late all-hands costs more than a month without a new client.`,
    "Answer every order and quote request within the hour in office hours: the person who orders is choosing between you and the caterer they know.",
  ];
}

/** The Marketing Model's how-to lines for a caterer: the tasting, the menu, the on-time record, the reorder. */
export const CATERER_HOW_TO_APPLY_OFFICES: Record<string, string> = {
  desire:
    "Open every tasting invitation, menu and note with what the person who orders wants (a meeting that starts on time, food everyone can eat, no chasing), in their words, not a list of dishes.",
  identity:
    "Name who you feed (the office managers and assistants who order for meetings, the buildings and areas you deliver to) and show real set-ups in offices like theirs.",
  urgency:
    "Tie every offer to a real limit: the standing orders the kitchen can take on the busy days, a tasting date this week, the order cut-off. Never invent scarcity; office managers talk to each other.",
  transform:
    "Show the before and after in the client's words: the week they chased a late caterer, and the week lunch arrived labelled before the meeting, with their permission.",
  position:
    "Write one line: \"For [people who order food at work] who [can't afford a late lunch], [caterer] is the one that [arrives on time with every diet labelled], unlike [the marketplace list or the usual place]\". Put it on the menu and in every note.",
  clarity:
    "Say what you deliver, for how many and where in one sentence to five people who order food at work; if they cannot repeat it, cut until they can.",
  proof:
    "Collect one number and one name for every claim: the on-time record, the diets you label for, a client's quote with their permission, photos of real set-ups.",
  journey:
    "Walk the steps from a tasting to a standing order: the invitation, the tasting, the next-morning note, the first order, the confirmation the day before, the invoice. Remove one wait or question at every step.",
};

export const CATERER_HOW_TO_APPLY_EVENTS: Record<string, string> = {
  desire:
    "Open every reply, menu and post with what couples and hosts want (food guests remember, a day that runs on time, no worries), in their words, not a list of dishes.",
  identity:
    "Name who you cook for (couples marrying at barns and marquees, hosts of parties of a given size) and show real events like theirs, with permission.",
  urgency:
    "Tie every offer to a real limit: the dates left this season, the next tasting evening, the quiet-months price for those dates only. Never invent scarcity.",
  transform:
    "Show the before and after in the couple's words: the worry before the tasting and the day itself, with photos they agreed to share.",
  position:
    "Write one line: \"For [couples or hosts] who want [the food they picture], [caterer] is the one that [replies within a day with a clear price a head], unlike [quotes that grow with every extra]\". Put it on the sample menus and in every reply.",
  clarity:
    "Say what you cook, for how many and where in one sentence to five people planning an event; if they cannot repeat it, cut until they can.",
  proof:
    "Collect one number and one name for every claim: events catered last season, reviews, a venue coordinator's or planner's word, photos of real set-ups.",
  journey:
    "Walk the steps from an enquiry to a deposit: the reply within a day, the sample menus, the tasting, the written quote, the date held. Remove one wait at every step.",
};
