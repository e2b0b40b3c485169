import type { Agtech } from "~/plan-quality/agtech";
import type { GuerrillaIdea } from "./guerrilla";
import type { ArchetypeTraits } from "./profile";
import type { Examples } from "./education";

const KINDS: GuerrillaIdea["kinds"] = ["b2b-smb", "b2b-enterprise", "software", "ecommerce"];

/**
 * Quick wins for hardware sold to farms, vineyards and field operators (Reading.agtech): it gets only these. Its
 * buyers trust a neighbour's ground and their own adviser, so a teardown of "a typical business", a software
 * cost calculator or review sites mean nothing to them; a grower's figures, a map and a phone call do.
 */
export const AGTECH_IDEAS: GuerrillaIdea[] = [
  {
    kinds: KINDS,
    tags: ["calls"],
    forAgtech: true,
    name: "Ask each paying customer for one neighbour, this week",
    description:
      "Call every {agOne} already paying for {product} and ask one question: which neighbour or fellow {agGrower} keeps asking how it is going? Ask whether you may mention them, and call that {agGrower} the same week with an offer of a pilot on one {agUnit} before {agBefore}.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: KINDS,
    tags: ["partnerships"],
    forAgtech: true,
    name: "Ten minutes with the {agAdviser} your customers name most",
    description:
      "Ask your customers which {agAdviser} or dealer they call first, pick the one named most, and ask for ten minutes in a customer's {agUnit} with the {product} screen on your phone. Offer a free adviser login for their clients; ask nothing else.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: KINDS,
    tags: ["case-studies"],
    forAgtech: true,
    name: "One printed sheet: a customer's {agUnit} and its figures",
    description:
      "With one customer's permission, print a single sheet: a map of their {agUnit}s, what the {agDevice} showed, and what they did about it, in their words. Leave it with every {agGrower} you meet and every adviser you call; it does the talking a brochure cannot.",
    costLevel: "Under $50",
    impact: "Medium",
    quick: true,
  },
  {
    kinds: KINDS,
    tags: ["calls"],
    forAgtech: true,
    name: "The payback worked out on one real {agUnit}",
    description:
      "Take one paying customer's real figures (water or pumping bill, hours spent checking {agUnit}s) and work out, on one page, in which month {product} paid for itself on their {agUnitSize}. Use it as the worked example in every quote, with their permission.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
];

const PRICE = /\b(price|prices|pricing|cost|costs|expensive|cheap|cheaper|worth|afford|pay)\b/i;

/** Growers and field operators buying equipment: a season's calendar, a neighbour's word and their own figures. */
export function agtechTraits(g: Agtech): Partial<ArchetypeTraits> {
  const grower = g.crop === "livestock" ? "ranchers and farmers" : "growers";
  return {
    typical: `${g.farms[0]!.toUpperCase()}${g.farms.slice(1)} buy equipment on the season's calendar: they settle next season's budget in the off-season, put nothing new in once the season has started, and judge it by what it did on their own ground; they believe another ${g.one}'s results and their own adviser far more than a vendor.`,
    org: `family-run and managed ${g.farms}, from a few ${g.unit}s to many, with a manager and a small crew`,
    decides: "the owner or manager decides, usually after asking their adviser and seeing it on a neighbour's ground; larger operations add the owner's sign-off on the budget",
    haunts: "neighbours and other growers, their adviser and dealer, grower association meetings, extension field days and the winter shows; rarely ads",
    behaviors: [
      `Asks a neighbouring ${g.one} and their own adviser before buying anything for the ${g.unit}s`,
      `Decides in the off-season and installs before the season starts; nothing new goes in mid-season`,
      "Trusts figures from their own meter, bills and time sheets over a vendor's averages",
    ],
    needs: [
      `Proof on their own ground: one ${g.unit} measured against another`,
      "A price that pays back within a season, worked out from their own bills",
      "Equipment that keeps working through the season with nobody fiddling with it",
      "Someone who answers the phone when a unit goes quiet in the middle of the season",
    ],
    pains: [
      g.water ? "Water and pumping bills that keep rising, and rules on water use to answer to" : `Costs that keep rising on every ${g.unit}`,
      `Hours spent checking ${g.unit}s by hand, with too few hands`,
      "Equipment bought on a promise that was not used after the first season",
    ],
    goals: [
      g.saving ? `Prove ${g.saving} on the ${g.unit}s they measure` : `Spend less on each ${g.unit} without losing quality`,
      `Make each week's decisions for the ${g.unit}s from data, not by feel or the calendar`,
    ],
    objections: [
      { topic: PRICE, text: `“${g.kitPrice ? `${g.kitPrice} a ${g.device}${g.monthly ? ` plus ${g.monthly}` : ""}` : "It"}: will it pay for itself this season?”`, when: "price" },
      { topic: /\b(proof|prove|works?|results?|data)\b/i, text: `“Show me what it did on a ${g.unit} like mine, not an average.”` },
      { topic: /\b(season|time|busy|install\w*)\b/i, text: "“Not now: we're in the middle of the season. Talk to me in winter.”" },
      { topic: /\b(battery|signal|coverage|lorawan|connect\w*|reliab\w*)\b/i, text: "“What happens when a unit goes quiet in July, or there's no signal on the far block?”" },
    ],
    buying: `Hears of it from a neighbour, their ${grower === "growers" ? "adviser" : "vet or adviser"} or a ${g.crop === "livestock" ? "livestock" : "grower"} meeting; asks to see it on someone's ground; settles the budget in the off-season; tries it on one ${g.unit} first; and equips more ${g.unit}s after ${g.crop === "livestock" ? "a good season" : "a good harvest"}${g.kitPrice ? ` (${g.kitPrice} a ${g.device}${g.monthly ? `, then ${g.monthly}` : ""})` : ""}.`,
  };
}

/** The Marketing Model's examples for hardware sold to field operators: their ground, their neighbours, their season. */
export function agtechExamples(g: Agtech): Partial<Examples> {
  return {
    desire: `“Know which ${g.unit}s need you this week before you walk them: {product}, from {agBefore} to {agResults}.”`,
    identity: `${g.farms === "vineyards" ? "vineyard managers and owners" : `owners and managers of ${g.farms}`} who would rather decide from their own figures than by feel or the calendar`,
    urgency: "“{product} installs before {agBefore}: {{number}} dates left this season. After that, the next install is after {agResults}.”",
    transform: `“We used to ${g.water ? "irrigate by the calendar" : `check every ${g.unit} by hand`}. This season we {{what they did differently}}, and the ${g.unit} with {product} used {{the figure}} against {{the figure}} on the one without.” (a customer's own words and figures, with permission)`,
    proof: `“{{grower's name}}, {agRegion}: {{the figure}} on the ${g.unit} with {product} against {{the figure}} on the ${g.unit} without, over one season.”`,
    journey: `“See {product} on a neighbour's ${g.unit}, work out the payback with your own bills, try it on one ${g.unit} installed before {agBefore}, and sit down with the figures at {agResults}.”`,
    position: `“For ${g.farms} that ${g.water ? "irrigate by feel or the calendar" : `check ${g.unit}s by hand`}, {product} is the ${g.device} that shows which ${g.unit}s need you this week, priced to pay back within a season; unlike {{what they do today}}, {{the difference a customer's figures show}}.”`,
  };
}

/** Where the Marketing Model says each engine is used, for hardware sold to field operators. */
export const AGTECH_EMOTION_USE = "the first line of the pre-season note, the field-day invitation, the sheet you leave with growers and what you say in the first minute on a customer's ground";
export const AGTECH_LOGIC_USE = "in the pilot agreement, the payback quote, the result pages and every note to an adviser";
