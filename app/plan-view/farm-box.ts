import { farmBoxTokens, type FarmBox } from "~/plan-quality/farm-box";

/**
 * The view's fixed texts for a food subscription delivered from a farm (a veg box, a CSA share, a milk
 * round): the toolkit's six cards, the success tips and the Marketing Model's how-to lines. Households get
 * it at home, so nothing here speaks of a till, a window, walk-ins or a stamp card. Pure.
 */

type Card = [description: string, tryThis: string];

/** The toolkit's six cards for a farm box; {product} {place} are filled by the toolkit. */
export function farmBoxToolkit(b: FarmBox): Record<"Direct Outreach" | "Integration Marketing" | "Launch Stacking" | "Indirect Competitors" | "Partnerships" | "Power Users", Card> {
  const t = farmBoxTokens(b);
  return {
    "Direct Outreach": [
      `Talk to the households already on the round: a reply to every email, a word at the door when you deliver, a call to anyone who skipped three weeks running. A grower who knows their name keeps more ${t.boxUnits} than any post.`,
      `This week, phone five households who skipped or paused recently and ask how the ${t.boxUnit} fits their week.`,
    ],
    "Integration Marketing": [
      `For a ${b.word}, integration means your order page and box software doing the remembering: pauses that restart on a date, a switch to ${t.boxSwitch} in one click, and a list of who has skipped three weeks.`,
      "Check that your order page can pause with a restart date and switch size or frequency; if not, keep both in a simple sheet for now.",
    ],
    "Launch Stacking": [
      `Do not start things one at a time in silence. Stack the open day, a market stall and a post in the village groups in the same fortnight, so people in {place} meet {product} three times while the season is starting.`,
      "Pick the fortnight in spring, put the three dates in the weekly email, and ask each household to bring one neighbour to the open day.",
    ],
    "Indirect Competitors": [
      `Your real rival is not another ${b.word}: it is ${t.boxGardens}, and the convenience of the weekly shop. Learn what makes households drift in summer and answer it with a pause, a smaller ${t.boxUnit} and a better email.`,
      "Ask five households who stayed last summer why they did, and five who left why they went, and write both lists in your cancellation sheet.",
    ],
    Partnerships: [
      "Team up with the places your households already belong to: schools and nurseries, village halls, local cafés that cook seasonally, and the shops on the round that could be a drop point.",
      "Offer one school's parents' association a box for its raffle and a few lines for its newsletter this month.",
    ],
    "Power Users": [
      `Households who have had a ${t.boxUnit} for a year are your best recommenders: they know what to cook, they tell the neighbours, and new households stay when a neighbour shows them how.`,
      "Ask your ten longest-standing households to recommend one neighbour on their street, and thank each by name in their next box.",
    ],
  };
}

/** Success tips for a farm box: the pause first, active, paused and cancelled boxes counted every Friday. */
export function farmBoxTips(b: FarmBox, slot: string): string[] {
  const t = farmBoxTokens(b);
  return [
    `The farm and the rounds come first, so give marketing a fixed slot: protect ${slot} at the same time each week, and set up one idea at a time, the pause before a cancel first.`,
    "Make five personal contacts a week: a reply to a household's email, a word at a door on the round, a thank-you to a household that recommended a neighbour. Small and every week beats a big push.",
    `Keep the households you have before chasing new ones: every ${t.boxUnit} that stops leaves a gap on a round, so ask everyone who cancels what would have kept them.`,
    `Count active, paused and cancelled ${t.boxUnits} every Friday, and give each new idea a month before you judge it by that count.`,
  ];
}

/** The Marketing Model's how-to lines for a farm box: where each lever goes when households decide to stay. */
export const FARM_BOX_HOW_TO_APPLY: Record<string, string> = {
  desire:
    "Open the sign-up page, the weekly email and every post with the food and the field (picked yesterday, on the doorstep tomorrow), not the price list. Borrow the words households use when they reply.",
  identity:
    "Name the households who eat from the farm (families who cook most nights, retired couples who like to know the grower) and show them, with their permission, at the open day and in the email.",
  urgency:
    "Tie every ask to the real season: the first crops of spring, holiday pauses booked before the school holidays, the autumn boxes starting in September. Never invent scarcity; households talk.",
  transform:
    "Show a before/after from a household's first months: the weekly shop before, the week's meals planned around the box now, in their own words and with their permission.",
  position:
    "Write one line: \"For [households nearby], [your farm] is the [box] that [key difference], unlike [the supermarket]\". Put it on the sign-up page, the market stall's sign and your posts.",
  clarity:
    "Test your one-sentence description on five households at the market stall. If they cannot repeat it to a friend, cut adjectives until they can.",
  proof:
    "Collect one number and one name for every claim: boxes delivered each week, households who have stayed a year, a family's words about the box. Put two of them on the sign-up page.",
  journey:
    "Walk the steps from hearing about you to the first box, the first email, the first pause and the autumn: what they see, when they hear from you, how easy it is to pause instead of cancel. Remove one hesitation at every step.",
};
