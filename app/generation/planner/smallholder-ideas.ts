import type { GuerrillaIdea } from "./guerrilla";

/**
 * Quick wins for a service sold to smallholder farmers on basic phones (Reading.smallholders): it gets only
 * these. Its buyers meet in groups, trust the agent and the agro-dealer they know, and believe a
 * neighbour's result, so share cards, creators and video replies mean nothing to them.
 */
export const SMALLHOLDER_IDEAS: GuerrillaIdea[] = [
  {
    kinds: ["consumer-app"],
    tags: ["sms"],
    forSmallholders: true,
    name: "A missed call or an SMS keyword printed on every sample bag",
    description:
      "Print 'SMS {farmKeyword} to {{short code}}' on every sample bag label, poster and sheet the agents hand out. A farmer who sees a neighbour's bag can raise a hand from any phone, and each reply asks consent before anything else is sent.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["consumer-app"],
    tags: ["community"],
    forSmallholders: true,
    name: "A group discount when the whole group tests on one day",
    description:
      "Offer each farmer group in {farmAreas} a lower price per {farmUnit} when 20 or more members are sampled on the same day and the treasurer pays once by {farmMoney}. It fills an agent's day in one place, and the committee sells it for you.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["consumer-app"],
    tags: ["partnerships"],
    forSmallholders: true,
    name: "The first result read aloud at the next group meeting",
    description:
      "Ask the first farmer in each group whose result has arrived to read the SMS aloud at the next meeting and say what they will buy, with their permission. Neighbours hear it in their own language from someone they know, and the next sampling day books itself.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
  {
    kinds: ["consumer-app"],
    tags: ["partnerships"],
    forSmallholders: true,
    name: "A poster and a sample box at the busiest agro-dealer in each market town",
    description:
      "Leave a poster with the SMS keyword and a labelled sample box at the counter of the busiest agro-dealer in each of {farmAreas}, with a commission for every paid {farmUnit}. Every farmer buying for {farmSeason} walks past it.",
    costLevel: "Under $50",
    impact: "Medium",
    quick: true,
  },
  // Equipment on pay-as-you-go (Reading.farmEquipment): it gets these instead of the soil-test ones.
  {
    kinds: ["consumer-app"],
    tags: ["community"],
    forSmallholders: "equipment",
    name: "The hose in the visitor's hand at every pump day",
    description:
      "At every pump day, let each visitor start the {kitItem} and water a bed themselves, while the lead farmer says what running {kitOld} cost them. A farmer who has held the hose asks about the instalment, not whether it works.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["consumer-app"],
    tags: ["flyers"],
    forSmallholders: "equipment",
    name: "The fuel sum painted on the sign at the lead farmer's gate",
    description:
      "Paint the saving in your own numbers on the sign at each demo plot's gate ({kitSaving}), with the agent's number. Everyone on the road to the market reads it, every day.",
    costLevel: "Under $50",
    impact: "Medium",
    quick: true,
  },
  {
    kinds: ["consumer-app"],
    tags: ["community"],
    forSmallholders: "equipment",
    name: "A group deposit day at the SACCO's next meeting",
    description:
      "Ask a group or SACCO in {farmAreas} to let members who want a {kitItem} pay their deposits together at the next meeting, with the agent there to book the installs. The treasurer pays once by {farmMoney}, and the agent's week fills in one place.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["consumer-app"],
    tags: ["partnerships"],
    forSmallholders: "equipment",
    name: "Referral slips on the busiest agrovet's counter",
    description:
      "Leave a pad of referral slips with the shop's name and a sheet with the saving on the counter of the busiest agrovet in each of {farmAreas}, with a commission for every referred {kitUnit} installed. Every farmer buying fuel or pipes for irrigation walks past it.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
];
