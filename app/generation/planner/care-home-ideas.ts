import type { CareHome } from "~/plan-quality/care-home";
import type { GuerrillaIdea } from "./guerrilla";
import type { ArchetypeTraits } from "./profile";
import type { Examples } from "./education";

/**
 * Quick wins for a care home (Reading.careHome): it gets only these. Families choose in a hurry, on a visit
 * and on the word of the professionals who meet them first, so a shop's perk card, vouchers, window or card
 * for a neighbour give way to the discharge team's question, a visit offered today, a dementia café and a
 * family who will take a call. No offers and no pressure.
 */
export const CARE_HOME_IDEAS: GuerrillaIdea[] = [
  {
    kinds: ["local"],
    tags: ["partnerships"],
    forCareHome: true,
    name: "Ask the hospital discharge team what they need from a care home this week",
    description:
      "Ring the discharge team at the nearest hospital, ask for whoever finds care home places, and ask one question: what makes a home easy to place someone with today? Write down the answer, do it, and send them Monday's note of the rooms {product} has free and how fast you can assess.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["calls"],
    forCareHome: true,
    name: "Ring {product} yourself this evening, as a worried daughter would",
    description:
      "From another phone, at 7pm, ask {product} whether you could visit tomorrow and what the fees include. Time the answer, note what you were told about cost, and fix the first thing that would have sent you to the next home on the list.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["referral"],
    forCareHome: true,
    name: "Ask two residents' families whether a family deciding may ring them",
    description:
      "Ask the two families most at peace with their parent's move to {product} whether a family choosing a home could ring them for ten minutes, with their written consent and nothing said about anyone's health. A worried daughter believes another daughter more than any brochure.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["partnerships"],
    forCareHome: true,
    name: "Offer the local dementia group a room for its café, free, once a month",
    description:
      "Ring the local dementia support group or the carers' centre and offer {product}'s lounge, with tea for everyone, for a monthly meeting run their way. Neighbours and carers come inside on an ordinary day; the residents enjoy the company; nothing is sold.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
];

/**
 * The people who choose a care home: daughters and sons, often in a hurry after a fall or a hospital stay,
 * worried about cost and guilt, visiting three or four homes and asking the discharge team, the GP and friends.
 */
export function careHomeTraits(c: CareHome): Partial<ArchetypeTraits> {
  const mum = c.us ? "Mom" : "Mum";
  const discharge = c.us ? "the discharge planner" : "the discharge team";
  const doctor = c.us ? "the doctor" : "the GP";
  return {
    typical: `A care home is usually chosen by a daughter or son in a hurry: after a fall or a hospital stay, sometimes while their parent is still on the ward, on the word of ${discharge}, ${doctor}, a social worker or a friend who has been through it. They visit three or four homes in a few days, ask what the fees include and how they will be paid, feel guilty about the decision, and choose the home that let them visit quickly, answered plainly and felt kind; whether they recommend it depends on how their parent settles.`,
    role: "daughters and sons of older parents, often with a brother or sister",
    decides: `the daughter or son decides with their parent where they can, and with brothers and sisters; ${discharge}${c.us ? "" : " or the council's social worker"} is part of it when someone leaves hospital${c.us ? "" : " or the council pays"}`,
    haunts: `${discharge} and the ward, ${doctor}, social workers, friends who have chosen a home for a parent, Google and ${c.us ? "Caring.com" : "carehome.co.uk"}, ${c.us ? "the state's inspection reports" : "the CQC's website, the council's website and Age UK"}, and dementia and carers' groups`,
    behaviors: [
      "Searches and rings in the evening or at lunch, often from work or from another town",
      "Visits three or four homes in a few days, often at the weekend or after work",
      "Asks what the fees include, what the extras are and what happens when the savings run down",
      `Reads the inspection report and reviews from other families before deciding`,
    ],
    needs: [
      "A visit today or tomorrow, at a time they can make",
      "The fees and what they include, in writing, and funding explained plainly",
      "Staff who will know their parent, and a room that feels like home",
      "Time to decide without pressure, and a room held while they do",
    ],
    pains: [
      "Homes that won't say the fees until the visit",
      "Guilt about choosing a home at all",
      c.us ? "Not understanding what Medicare, Medicaid or long-term care insurance will pay for" : "Not understanding the council's assessment or NHS funding",
      "A hospital wanting the bed before the family has seen anywhere",
    ],
    goals: [
      `${mum} or Dad safe, settled and known by name`,
      "A decision they can live with",
      "Fees they understand and can plan for",
    ],
    objections: [
      { topic: /\b(price|cost|afford|expensive|pay|fees?)\b/i, text: "“What do the fees include, and what happens if the money runs down?”" },
      { topic: /\b(dementia|wander|confused)\b/i, text: `“Will your staff know how to look after ${mum} when she's confused?”` },
      { topic: /\b(guilt|home|promise)\b/i, text: `“I promised ${mum} I'd never put her in a home.”` },
      { topic: /\b(chains?|big|ads?)\b/i, text: "“Why a small home rather than one of the big groups?”", when: "competitor" },
    ],
    buying: `A fall or a hospital stay starts it; ${discharge}, ${doctor} or a friend names a few homes; the daughter or son rings them, visits three or four in a few days, reads the inspection report and the reviews, works out how the fees will be paid, and holds a room with a deposit; the first weeks decide whether the family recommends the home.`,
  };
}

/** The Marketing Model's examples for a care home: a parent settled and known, the fees plain, a visit today. */
export function careHomeExamples(c: CareHome): Partial<Examples> {
  return {
    desire: `“${c.us ? "Mom" : "Mum"} settled, known by name and eating well again: that's {product} in {place}.”`,
    identity: "families who want their parent looked after by people who know them, in a home that feels like one",
    urgency: "“{product} has a room free this month: visit today or tomorrow, evenings and weekends too, and if it's right we can hold it with a deposit while you decide.”",
    transform: "“After Dad's fall we were driving over every night, frightened. At {product} he eats with friends and sits in the garden, and our visits are visits again.” (a family's words, quoted with their consent)",
    proof: "“{product}: {chRated}; ‘{{a family's words}}’ — {{first name}}, whose mother lives with us (quoted with their consent).”",
    journey: "“Ring {product} and visit today or tomorrow; take the fees and what they include home in writing; try a respite stay if you'd like; hold a room with a deposit when you're ready.”",
    position: `“For families in {place} choosing a home for a parent, {product} is the ${c.family ? "family-owned " : ""}${c.word} you can visit today, with its fees on one page, unlike ${c.rival ?? "{{the homes they would visit}}"}.”`,
  };
}

export const CARE_HOME_EMOTION_USE = "the fees page's first line, the Google profile, the first minute of every call and the end of every visit";
export const CARE_HOME_LOGIC_USE = "on the fees page, at every visit and in the Monday note to the professionals who refer families";
