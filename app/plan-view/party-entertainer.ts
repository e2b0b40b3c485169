import { partyTokens, type PartyEntertainer } from "~/plan-quality/party-entertainer";

/**
 * The view's fixed texts for a children's entertainer booked for parties (a party entertainer, a magician, a face
 * painter, bouncy-castle hire, a party host): the toolkit's six cards, the success tips and the Marketing Model's
 * how-to lines. Parents book on the last party and another parent's word, so everything speaks to host parents,
 * venues and organisers, nothing to a child, and no child is shown without the parent's consent; no window, till,
 * stamp card or market stall. Pure.
 */

type Card = [description: string, tryThis: string];

/** The toolkit's six cards for a children's entertainer; {product} {place} are filled by the toolkit. */
export function partyToolkit(p: PartyEntertainer): Record<"Direct Outreach" | "Integration Marketing" | "Launch Stacking" | "Indirect Competitors" | "Partnerships" | "Power Users", Card> {
  const t = partyTokens(p, 13);
  return {
    "Direct Outreach": [
      "Talk to the parents already in the room: the host parent at the end of every party, the parents collecting their children, and every parent whose Saturday you had to turn down. A parent who was there is worth more than any stranger.",
      "This week, reply to every parent whose Saturday is taken with two weekday dates, and say one thing their child loved to every host parent.",
    ],
    "Integration Marketing": [
      `For ${t.peAWord}, integration means being where parents already look when they plan a party: the party room desk at soft-play venues and halls, the booking reply, your Google profile with the price in full, and the message a host parent forwards to their ${t.peGroups}.`,
      "Ask the two venues where you work most whether they keep a list of entertainers for parents who book the party room, and how to get on it.",
    ],
    "Launch Stacking": [
      `Don't offer weekday parties once. Put the party-bag card's weekday line, the host parents' message, the venues' desks and a holiday show in the same few weeks, so parents in {place} hear about the weekday and holiday dates at {product} three ways at once.`,
      `Pick the four weeks before the next school holiday and line up the cards, the message and the organisers' emails for them.`,
    ],
    "Indirect Competitors": [
      "Your real rivals are the soft-play venue's own party host, a parent running the games themselves, and whichever entertainer another parent names first. Learn why parents choose them and answer it with the price in full, your checks and a date that fits.",
      "Ask three parents who enquired and didn't book what they did instead, and write their answers in the tracker.",
    ],
    Partnerships: [
      `Team up with the people who organise children's time: soft-play venues and halls, holiday clubs, libraries, nurseries and schools' parents' associations. Each lends you its parents' trust and its dates, and being ${t.peChecks}, shown up front, is what they need to see.`,
      "Email two holiday organisers this week about a show in the next school holiday.",
    ],
    "Power Users": [
      "Host parents whose children loved the party are your best recommendation, in the groups you can't join. Give them a message to forward and thank them by name when a friend books.",
      "Send the forwardable message to the last ten host parents.",
    ],
  };
}

/** Success tips for a children's entertainer: weekdays for marketing, parents first, the quiet slots, consent. */
export function partyTips(p: PartyEntertainer, slot: string): string[] {
  return [
    `Parties come first, so give marketing a fixed slot: protect ${slot}${p.weekendsFull ? " on a weekday morning, away from the weekend's parties" : " at the same time each week"}, and set up one idea at a time, the card in every party bag first.`,
    "Make five personal contacts a week: a thank-you to a host parent, two weekday dates to a parent whose Saturday is taken, an email to a venue or a holiday organiser. Every message goes to a parent or an organiser, never to a child.",
    "Fill the slots you have before chasing new Saturdays: every enquiry you can't take on a weekend is a weekday or holiday party to offer.",
    "Count enquiries, bookings and where each came from every Friday, weekdays and weekends apart, and never post a photo of a child without the parent's consent.",
  ];
}

/** The Marketing Model's how-to lines for a children's entertainer: what parents see, check and pass on. */
export const PARTY_HOW_TO_APPLY: Record<string, string> = {
  desire:
    "Open the booking page, your Google profile, the party-bag card and every reply with what parents want (a party the children love and a birthday child who feels like the star), in the words parents use in their thank-yous, not a list of tricks.",
  identity:
    "Name the parents you help (busy ones who don't want to run twenty children themselves) and show the party with photos that need no consent: your set-up, your props, you in costume. A child appears only with the parent's consent.",
  urgency:
    "Give only honest reasons to book now: the Saturdays already gone, the weekday and holiday dates still free, a holiday organiser's deadline. Never invent scarcity; parents talk.",
  transform:
    "Tell what the party did for a parent in their own words (the children spellbound, the afternoon that ran itself), quoted only with their permission and without any child's name.",
  position:
    "Write one line: \"For parents in [your area], [business] is [what you do] for [ages], [price in full], [checked and insured], unlike [the alternative they'd pick]\". Put it on the booking page and the party-bag card.",
  clarity:
    "Say your one-sentence description to the next five host parents. If they can't repeat what you do, for which ages and at what price, cut until they can.",
  proof:
    "Collect proof a parent can check: your checks and insurance, how many parties you've done, and host parents' words quoted with their permission.",
  journey:
    "Walk the steps from a parent's first message to the date held with a deposit, the party, the thank-you and next year's birthday. Remove one worry or one wait at every step.",
};
