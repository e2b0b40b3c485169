import type { Smallholders } from "~/plan-quality/smallholders";
import { joinWords } from "~/plan-quality/words";

/**
 * The view's fixed texts for a service sold to smallholder farmers on basic phones: the toolkit's six
 * cards, the success tips and the Marketing Model's how-to lines. Its buyers meet in groups, trust agents,
 * officers and dealers they know, and buy on the planting calendar, so nothing here speaks of app stores,
 * share sheets, creators or streaks. Pure.
 */

type Card = [description: string, tryThis: string];

/** The toolkit's six cards; {product} is filled by the toolkit. */
export function smallholderToolkit(s: Smallholders): Record<"Direct Outreach" | "Integration Marketing" | "Launch Stacking" | "Indirect Competitors" | "Partnerships" | "Power Users", Card> {
  const where = s.areas.length ? joinWords(s.areas) : "the areas you start in";
  const p = s.place;
  return {
    "Direct Outreach": [
      `Meet farmers where they already gather: ${p.groups}, ${p.meeting}, market days and the agro-dealer's counter in ${where}. One committee's yes books a whole group, and every farmer you meet there opts in by SMS themselves.`,
      "Call five group chairpersons this week, ask each for 15 minutes at their next meeting, and take the agent for that ward with you.",
    ],
    "Integration Marketing": [
      `For a farmer on a basic phone, integration means fitting into what they already do: SMS and USSD in ${s.language}, payment by ${p.money}, the group's meeting day, and the fertiliser the local agro-dealer stocks named in the result.`,
      `Rewrite the result SMS so a farmer can hand it to the agro-dealer as a shopping list: the fertiliser type, bags for their acreage, and when to apply it.`,
    ],
    "Launch Stacking": [
      "Open a ward with everything in the same fortnight: the extension officer's introduction, a few minutes at the local meeting, a radio slot in the farmers' language, the poster at the agro-dealer's and the agent's first group days, so farmers hear of it three times before the agent arrives.",
      "Pick the next ward's first group day, then line up the officer's visit, the meeting, one radio mention and the dealer's poster in the ten days before it.",
    ],
    "Indirect Competitors": [
      `Your real rival is not another ${s.unit === "soil test" ? "soil lab" : "service like yours"}: it is buying the same fertiliser as last year on the dealer's or a neighbour's word. Learn why farmers trust that habit, and answer it with a result for their own field and a neighbour's demo strip.`,
      "Ask the next ten farmers what they bought last season and why, and put the most common reason into what the agent says on the farm.",
    ],
    Partnerships: [
      `Team up with the people farmers already trust: ${p.extension}, ${p.groups}, agro-dealers in each market town and the vernacular radio farm shows. Each brings farmers you could not reach alone; give each something that pays them back.`,
      "Offer one agro-dealer in each market town a commission per paid test and a sample box at the counter, with their shop named in results when they stock what farmers need.",
    ],
    "Power Users": [
      "Farmers whose harvest grew after a result are your best agents, hosts and radio guests: neighbours believe them, and many would take samples for a fee.",
      "Ask three farmers whose result helped to host a demo strip or speak at the next meeting, and offer the best of them an agent's place next season.",
    ],
  };
}

/** Success tips: the season's count, the agents and groups, and farmers' words. */
export function smallholderTips(s: Smallholders, slot: string): string[] {
  return [
    `Count back from planting: every week before ${s.seasonMonth ?? "planting"} is worth more than a month after it, so keep ${slot} at the same time each week and spend it on the agents and groups until the last sample is taken.`,
    "Be in the field yourself in the first weeks: a day with an agent at a group tells you more about price, trust and the result SMS than any report.",
    `Keep the farmers you have: explain every result at the next group meeting and ask two weeks later whether they bought the fertiliser; a farmer who understood their result books again and brings their neighbours.`,
    `Count ${s.units} per agent, per group and per area every Friday against the season's pace, and drop what brings no farmers within a month.`,
  ];
}

/** The Marketing Model's how-to lines: where each lever goes when farmers choose on trust and on what they see. */
export const SMALLHOLDER_HOW_TO_APPLY: Record<string, string> = {
  desire:
    "Open the first SMS, the agent's first words and the radio slot with the harvest farmers want, in their own words and language, not a list of nutrients.",
  identity:
    "Name who it is for out loud (farmers who want to know their soil before they buy) and show real farmers from the same ward, with their consent.",
  urgency:
    "Tie every ask to the real calendar: the last sampling day before planting and the group's booked day. Never invent scarcity; farmers talk to each other.",
  transform:
    "Tell a farmer's before-and-after, with their consent: the bags they bought before, what the result said, and the harvest after. Let them tell it themselves at the meeting.",
  position:
    "Write one line: \"For [farmers] who [want], [your service] is the [kind] that [key difference], unlike [the dealer's advice, or last year's habit]\". Have the agents say it the same way.",
  clarity:
    "Test your one-sentence description on the next five farmers at a group meeting. If they cannot repeat it to a neighbour, cut words until they can.",
  proof:
    "Collect one number, one name and one field for every claim: the demo strips' harvest in kilos, a farmer's words with their consent, the officer who checked your advice.",
  journey:
    "Walk the steps from hearing of it to buying fertiliser: the meeting or the radio, the SMS opt-in, the group day, payment by mobile money, the result, the dealer's counter. Remove one worry at every step.",
};
