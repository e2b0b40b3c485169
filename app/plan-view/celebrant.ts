import { celebrantTokens, inCelebrantWords, type Celebrant } from "~/plan-quality/celebrant";
import { numberWord } from "~/plan-quality/words";

/**
 * The view's fixed texts for a funeral celebrant (Reading.funeral.celebrant): the toolkit's six cards, the
 * success tips and the Marketing Model's how-to lines. Families take the celebrant the funeral director
 * suggests, so every card works through the funeral directors and the people who see the services, never a
 * funeral director's phone at night or price list, and nothing goes to a grieving family. Pure.
 */

type Card = [description: string, tryThis: string];

type Cards = Record<"Direct Outreach" | "Integration Marketing" | "Launch Stacking" | "Indirect Competitors" | "Partnerships" | "Power Users", Card>;

/** The toolkit's six cards for a celebrant; {product} {place} are filled by the toolkit. */
export function celebrantToolkit(c: Celebrant, place: string): Cards {
  const cards = celebrantCards(c, place);
  return Object.fromEntries(Object.entries(cards).map(([k, [d, t]]) => [k, [inCelebrantWords(c, d), inCelebrantWords(c, t)]])) as Cards;
}

/** The six cards as written, before an officiant's words. */
function celebrantCards(c: Celebrant, place: string): Cards {
  const t = celebrantTokens(c, place);
  return {
    "Direct Outreach": [
      "Never to families: to the arrangers at the funeral directors who suggest a celebrant. A fifteen-minute visit with a sample service, your fee in full and your free dates, then the Monday message, does more than any advert.",
      "Ring two funeral directors in {place} this week, ask for fifteen minutes, and take a sample service and this month's free dates.",
    ],
    "Integration Marketing": [
      `For a celebrant, integration means being where the arranger and the family check you after you are suggested: your page with sample words and the fee, your Google profile and ${t.ceDirectoryName}.`,
      `Search your own name and '${t.ceWord} ${t.ceTown}' tonight, and check that what a family finds shows your words and your fee in full.`,
    ],
    "Launch Stacking": [
      "Put the page, the directory listing and the sample pack live in the same fortnight as your first round of funeral director visits, so an arranger who looks you up after the visit finds everything in place.",
      "Pick the fortnight of your first four visits, and finish the page and the listing the week before.",
    ],
    "Indirect Competitors": [
      "Your real rival is the minister or celebrant the arranger rings out of habit, and the family who never hears a celebrant is possible. Learn what arrangers find hard (short notice, late tributes, part-religious services) and be the easy answer.",
      "Ask the next arranger you meet what goes wrong with celebrants, and write down each answer.",
    ],
    Partnerships: [
      `Work with the people who see your services (the staff at the ${t.ceCremAll}) and the groups where people plan ahead (${t.ceTalkGroups}). Each lends you the trust of the people it serves; you keep to time and make their day easier.`,
      "Write to one woodland burial ground and one U3A or WI group this week with the notes in the plan.",
    ],
    "Power Users": [
      "The arrangers who book you twice are your best recommenders, and so is everyone at a service you led: people choose a celebrant they have heard. Never ask at the funeral; lead every service as if the next arranger is listening, because they are.",
      "After your next service, send the arranger the thank-you and ask which dates they struggle to cover.",
    ],
  };
}

/** Success tips for a celebrant: the funeral directors first, counted every Friday. */
export function celebrantTips(c: Celebrant, slot: string): string[] {
  return [
    `Families come first, so give marketing a fixed slot: protect ${slot} at the same time each week, and move it, never drop it, when a family visit or a tribute needs you.`,
    "Make two contacts a week with funeral directors (a visit, the Monday dates, a thank-you after a service). Small and every week beats a big push.",
    `Count every Friday: services booked by which funeral director suggested you, the requests you turned down, and how many funeral directors have booked you twice or more${c.goalDirectors ? ` (your goal: ${numberWord(c.goalDirectors)})` : ""}.`,
    `Never send anything to a bereaved family who didn't ask for you, never show your fee as an offer, and quote a family's words only with their permission${c.body ? `; check what ${c.body} asks of its members` : ""}.`,
  ].map((tip) => inCelebrantWords(c, tip));
}

/** The Marketing Model's how-to lines for a celebrant. */
export const CELEBRANT_HOW_TO_APPLY: Record<string, string> = {
  desire:
    "Open your page, your sample service and your first call with the family with what they want (a funeral that sounds like the person), in their words, never with an offer.",
  identity:
    "Say plainly who you are (an independent celebrant, where you trained, the services you lead, religious elements welcome or not) and show your words, never families at a funeral.",
  urgency:
    "The only urgency is for funeral directors: the dates you are free this week and how fast you confirm. Never a deadline to a family.",
  transform:
    "Tell what families felt afterwards (that the service was truly the person) in their own words, quoted only with their written consent, and with nothing private about the person who died.",
  position:
    "Write one line: \"For families in [your area] who want a funeral about the person, [you] are the celebrant funeral directors can book at short notice, with the tribute always on time.\" Put it on your page and your sample sheet.",
  clarity:
    "Say your one-sentence description to the next arranger you visit. If they can't repeat what you do, what you charge and how to book you, cut the words until they can.",
  proof:
    "Collect proof an arranger can check: sample words, your training, your fee in full, the funeral directors who book you again, and families' words quoted only with consent.",
  journey:
    "Walk the steps from the arranger's call to the weeks after: the confirmation within the hour, the family visit, the tribute on time, the service, the printed copy, the feedback card. Remove one worry at every step.",
};
