import type { FarmEquipment } from "~/plan-quality/farm-equipment";
import type { Smallholders } from "~/plan-quality/smallholders";
import { joinWords } from "~/plan-quality/words";

/**
 * The view's fixed texts for equipment sold to smallholder farmers on pay-as-you-go (Reading.farmEquipment):
 * the toolkit's six cards, the success tips and the Marketing Model's how-to lines. Its buyers believe a
 * unit running on a neighbour's farm, weigh the instalment against what the old way costs, and pay from
 * their harvests, so nothing here speaks of soil samples, results or app stores. Pure.
 */

type Card = [description: string, tryThis: string];

/** The toolkit's six cards; {product} is filled by the toolkit. */
export function equipmentToolkit(s: Smallholders, e: FarmEquipment): Record<"Direct Outreach" | "Integration Marketing" | "Launch Stacking" | "Indirect Competitors" | "Partnerships" | "Power Users", Card> {
  const where = s.areas.length ? joinWords(s.areas) : "the areas you start in";
  const old = e.replaces ? e.replaces.replace(/^an?\s+/i, "the ") : "what farmers use now";
  const p = s.place;
  return {
    "Direct Outreach": [
      `Meet farmers where they already gather and where a ${e.item} can be seen: pump days on lead farmers' plots, ${p.groups}, ${p.meeting}, market days and the agrovet's counter in ${where}.`,
      `Call five group chairpersons this week, and invite each group to the nearest pump day with the agent for that ward.`,
    ],
    "Integration Marketing": [
      `For a farmer on a basic phone, integration means fitting into what they already do: paying by ${p.money} from their own phone, an SMS reminder they agreed to, the group's meeting day, and instalments that bend around the harvest.`,
      `Check that a farmer can pay the first instalment by ${p.money} in under a minute, with their own phone number as the account, and that the receipt SMS says what is left to pay.`,
    ],
    "Launch Stacking": [
      "Open each area with everything in the same fortnight: the demo unit installed, the agrovet's referral slips, a few minutes at the group meetings, one radio mention and the first pump day, so farmers hear of it three times before they come to see it run.",
      "Pick the next area's first pump day, then line up the lead farmer, the agrovet, the group meetings and one radio mention in the ten days before it.",
    ],
    "Indirect Competitors": [
      `Your real rival is not another ${e.item}: it is ${old}, bought a day at a time, and the habit of waiting for rain. Learn what running it costs each farmer and answer with the saving in your numbers.`,
      `Ask the next ten farmers what they spent running ${old} last month, and put the most common figure into what the agents say at pump days.`,
    ],
    Partnerships: [
      `Team up with the people farmers already trust: agrovets in each market town, ${p.groups}, ${p.extension} and the vernacular radio farm shows. Each brings farmers you could not reach alone; give each something that pays them back.`,
      `Offer one agrovet in each market town a commission per referred farmer whose ${e.unit} is installed, and a sheet with the saving on the counter.`,
    ],
    "Power Users": [
      `Owners whose ${e.item} has run a season are your best lead farmers, radio guests and referrers: neighbours believe them, and some would make good agents.`,
      "Ask three owners who pay on time to host a pump day or speak on the radio, and offer the best of them an agent's place.",
    ],
  };
}

/** Success tips: installs and repayments counted together, the field, the owners. */
export function equipmentTips(e: FarmEquipment, slot: string): string[] {
  return [
    `Count installs and the share of plans behind together every Friday: keep ${slot} at the same time each week for the tracker, the agents' fees and the calls to owners who are late.`,
    `Be at the first pump days yourself: watching farmers hold the hose and ask about the price tells you more about the instalment, the saving and trust than any report.`,
    `Keep the owners you have: visit each ${e.item} in its first month, answer the phone when one stops, and a working unit sells the next one over the fence.`,
    `Give more stock and pump days to the areas and agents whose owners keep paying${e.behind ? ` (under ${e.behind}% behind)` : ""}, and drop what brings no installs within a month.`,
  ];
}

/** The Marketing Model's how-to lines: where each lever goes when farmers choose on what they see running. */
export const EQUIPMENT_HOW_TO_APPLY: Record<string, string> = {
  desire:
    "Open the pump-day invitation, the agent's first words and the radio slot with what the farmer wants: water for the crop without buying fuel, not the panel's wattage.",
  identity:
    "Name who it is for out loud (farmers who irrigate and pay for fuel to do it) and show real owners from the same ward, with their consent.",
  urgency:
    "Tie every ask to the real calendar: the dry months when fuel costs most, and the next pump day in their area. Never invent scarcity; farmers talk to each other.",
  transform:
    "Tell an owner's before-and-after, with their consent: what running the old pump cost, and what changed since. Let them tell it themselves at the pump day.",
  position:
    "Write one line: \"For [farmers] who [irrigate], [your product] is the [machine] that [key difference], unlike [the petrol pump, or waiting for rain]\". Have the agents say it the same way.",
  clarity:
    "Test your one-sentence description on the next five farmers at a pump day. If they cannot repeat it to a neighbour, cut words until they can.",
  proof:
    "Collect one number, one name and one farm for every claim: what an owner spent on fuel before and after, the depth it lifts water from, the owner's words with their consent.",
  journey:
    "Walk the steps from hearing of it to owning it: the meeting or the radio, the pump day, the deposit by mobile money, the install, the reminders, the last instalment. Remove one worry at every step.",
};
