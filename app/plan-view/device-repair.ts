import { deviceRepairTokens, type DeviceRepair } from "~/plan-quality/device-repair";

/**
 * The view's fixed texts for a device repair shop: the toolkit's six cards, the success tips and the Marketing
 * Model's how-to lines. People find it the moment something breaks, so everything points to the price page, the
 * Google profile, the quote, the counter and the people who send repairs; no regulars' stamp, street party or
 * staff perk card. Pure.
 */

type Card = [description: string, tryThis: string];

/** The toolkit's six cards for a device repair shop; {product} {place} are filled by the toolkit. */
export function deviceRepairToolkit(t: DeviceRepair, place: string): Record<"Direct Outreach" | "Integration Marketing" | "Launch Stacking" | "Indirect Competitors" | "Partnerships" | "Power Users", Card> {
  const k = deviceRepairTokens(t, place);
  return {
    "Direct Outreach": [
      "Talk to the people who already asked: everyone who got a quote and didn't come, every customer at collection, and whoever looks after the devices at the schools, colleges and offices nearby. A clear answer from the person at the bench beats any post.",
      "This week, message back everyone who asked for a quote in the last month and didn't book, with the price, the part and a slot today.",
    ],
    "Integration Marketing": [
      `For a ${t.word}, integration means being the answer where people look when something breaks: the Google profile as a '${k.drCategory}' with the repairs as services, a price page for searches such as ${k.drSearches}, and your card at the college reception and in the office IT cupboard.`,
      "Search your three most common repairs with the town on your phone, as a customer would, and fix the first thing that would make you ring another shop instead.",
    ],
    "Launch Stacking": [
      "Don't put the price page up quietly. In the same week, put the prices on the Google profile as services, the four promises in the window and the quote number on the counter card, so someone comparing prices meets the same answer everywhere.",
      "Pick next week, and set the price page, the Google services and the window sign to go up together.",
    ],
    "Indirect Competitors": [
      `Your real rivals are ${k.drRival}, the manufacturer's own repair service, and living with the crack. Learn why people choose each (price, the brand's name, no time) and answer with the part, the warranty, the data left untouched and the phone back ${k.drReady}.`,
      "Ask five customers this week who else they asked for a price and why they chose you; write it in the tracker.",
    ],
    Partnerships: [
      "Team up with people who see broken devices before you do: college and school IT staff, office managers, businesses with fleets of phones, and the phone shops that sell but don't repair. One agreement sends a steady stream of repairs.",
      "Take the price list and cards to one college and one office nearby this week, and offer repairs first in the queue with one monthly invoice.",
    ],
    "Power Users": [
      "Your best marketing is the customer whose phone came back working the same day: they bring the family's phones and tell the next friend with a cracked screen. Give them a reason and an easy way to do it.",
      `At every collection, hand over a card with the quote number and ${k.drWarranty}, and ask: 'Anyone at home with a cracked screen or a tired battery?'`,
    ],
  };
}

/** Success tips for a device repair shop: the quote, the collection, the price page, Friday's count. */
export function deviceRepairTips(t: DeviceRepair, slot: string): string[] {
  return [
    `The bench comes first, so give marketing a fixed slot: protect ${slot} at the same time each week, and answer quotes within 15 minutes in between repairs.`,
    "Ask every customer at collection, not only the happy-looking ones, to try the phone at the counter and leave a review that names the repair.",
    "Keep the price page and the Google profile's services the same as the prices at the counter; a price that changes between the page and the bench loses the next customer.",
    `Count repairs booked, repairs done${t.refurbished ? ", refurbished phones sold" : ""} and where each customer found you every Friday${t.noAds ? "; none of it needs ads" : ""}.`,
  ];
}

/** The Marketing Model's how-to lines for a device repair shop: what a customer with a broken phone sees, checks and shares. */
export const DEVICE_REPAIR_HOW_TO_APPLY: Record<string, string> = {
  desire:
    "Open the price page, the Google profile and every quote with what people want (the phone back working today, with a part that lasts), not the list of models you fix.",
  identity:
    "Name the people you fix for (people who want it done properly, parents buying a first phone for a child, offices with a drawer of broken phones) and show them: a finished repair, a checked refurbished phone, a college's thank-you.",
  urgency:
    "Give only honest reasons to come now: today's repair slots, 'in by two, back by five', the refurbished phones in stock this week. Never invent a countdown; people who compare prices notice.",
  transform:
    "Show the before and after: a customer's words about the cheap screen that failed and the repair that held up, with their permission.",
  position:
    "Write one line: \"For [people] in [place], [shop] is the repair shop that [key difference: the part, the warranty, the data], unlike [the kiosk or the manufacturer's service]\". Put it on the price page, the counter card and the Google profile.",
  clarity:
    "Read a quote out to someone who has never had a phone repaired. If they can't say the price, the part, the warranty and when it will be ready, rewrite it until they can.",
  proof:
    "Collect proof a customer can check: reviews that name the repair, repairs done this month, repairs returned under warranty (few), and customers' words quoted with their permission.",
  journey:
    "Walk the steps from the search to the price page, the quote, the drop-off, the wait, the collection, the review and the next repair. Remove one wait or one worry at every step.",
};
