import type { Agtech } from "~/plan-quality/agtech";

/**
 * The view's fixed texts for hardware sold to farms, vineyards and field operators (a sensor kit for vineyards,
 * a livestock tracker): the toolkit's six cards, the success tips and the Marketing Model's how-to lines. Its
 * buyers run a season and believe a neighbour's ground and their own adviser, so nothing here speaks of app
 * directories, review sites, trade press, "a business like yours" or a free month. Pure.
 */

type Card = [description: string, tryThis: string];

/** The toolkit's six cards; {product} is filled by the toolkit. */
export function agtechToolkit(g: Agtech): Record<"Direct Outreach" | "Integration Marketing" | "Launch Stacking" | "Indirect Competitors" | "Partnerships" | "Power Users", Card> {
  return {
    "Direct Outreach": [
      `Go through a neighbour or an adviser, not a cold list: a customer's introduction, a call from the adviser, a coffee at a grower meeting. ${g.crop === "livestock" ? "Ranchers and farmers" : "Growers"} answer someone who stood on their ground; they ignore a vendor's email in the middle of the season.`,
      `Ask three paying customers this week which neighbour keeps asking about their ${g.unit}s, and whether you may say they sent you.`,
    ],
    "Integration Marketing": [
      `Fit what they already run: the ${g.water ? "irrigation controller, the pump and the water meter" : "equipment and records they keep"}, and the spreadsheet or farm software their adviser reads. A ${g.device} that feeds the adviser's report gets recommended; one that needs another login gets forgotten.`,
      "Ask your customers and their advisers which controller, meter or farm software they use most, and check what it would take to send your readings there.",
    ],
    "Launch Stacking": [
      `Stack the proof in the weeks growers decide: a result page, a field day on a customer's ${g.one} and a talk at a grower meeting in the same fortnight, so a grower hears of {product} from a neighbour, an adviser and a meeting at once.`,
      "Pick a fortnight in the coming winter and line up a field day, a grower meeting and the pre-season note for it.",
    ],
    "Indirect Competitors": [
      `Your real rival is ${g.water ? "irrigating by feel or by the calendar" : `checking ${g.unit}s by hand`}, a shovel and a walk, the consultant's weekly visit, and the equipment they bought once and stopped using. Learn what each costs them in a season, in their words.`,
      `On the next five calls, ask how they decide what each ${g.unit} needs today and what they tried before and gave up; put their words into the pilot offer.`,
    ],
    Partnerships: [
      "Team up with the people growers already ask: the advisers and consultants, the dealers who install and service their equipment, and the grower associations and extension services that run their meetings and field days.",
      "Offer the adviser your customers name most a free login to their clients' data, and one dealer a margin on each kit they place and install.",
    ],
    "Power Users": [
      `The ${g.one}s that look at {product} every week are your best voices: ask them to host a field day, to share their figures with permission, and to name one neighbour each season.`,
      `Call your two most active customers this week, ask what they did differently because of {product}, and whether they would show a neighbour their ${g.unit}.`,
    ],
  };
}

/** Success tips: the season, the pilot's figures, the Friday count. */
export function agtechTips(g: Agtech, slot: string): string[] {
  return [
    `Protect ${slot} at the same time each week, and plan the year by the season: sell in the off-season, install before the season starts, measure through it, and sit down with the figures after it.`,
    `Never claim a saving you have not measured on a grower's own ${g.unit}: give the real range of your customers' results, mixed ones included, and let growers check it on their own figures.`,
    `Install and check every ${g.device} with the person who will use it, and call the same day when one goes quiet: a unit that stops in the middle of the season loses the customer and the neighbour they would have told.`,
    "Every Friday, count signed orders, pilots running and install slots left, by where each grower came from (a customer, an adviser, a field day, a meeting), and put your time where the growers come from.",
  ];
}

/** The Marketing Model's how-to lines for hardware sold to field operators: where each lever goes when the season decides. */
export const AGTECH_HOW_TO_APPLY: Record<string, string> = {
  desire:
    "Open the pre-season note, the field-day invitation and the first minute on a grower's ground with what they get this season, in the words your customers use, not with the hardware.",
  identity:
    "Name who it is for (growers who would rather decide from their own figures) and show people like them: a named neighbour, their block, their figures, with permission.",
  urgency:
    "Tie every ask to the season's real deadline: the install dates left before the season starts. Never invent scarcity; growers talk to each other at every meeting.",
  transform:
    "Show the before-and-after on a grower's own ground: the block with it against the block without, over one season, in their figures and words.",
  position:
    "Write one line: \"For [growers] who [decide by feel or the calendar], [product] is the [device] that [key difference], unlike [what they do today]\". Check every claim against a customer's figures.",
  clarity:
    "Test the first line of the pre-season note on five growers at a meeting: they should be able to say what it shows, on which block, and what it costs.",
  proof:
    "Collect proof a grower respects: a neighbour's named block and figures, the measured comparison, the payback from real bills, and the adviser who recommends it.",
  journey:
    "Walk the steps from a neighbour's mention to the figures at harvest: the field day, the payback quote, the pilot agreement, the install, the weekly note and the sit-down. Remove one doubt at every step.",
};
