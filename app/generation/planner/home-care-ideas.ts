import { inCareWords, type HomeCare } from "~/plan-quality/home-care";
import type { GuerrillaIdea } from "./guerrilla";
import type { ArchetypeTraits } from "./profile";
import type { Examples } from "./education";

/**
 * Quick wins for a care-at-home business (Reading.homeCare): it gets only these. Its families choose in a
 * crisis, on the word of the people who meet them first, and it can sell only the hours its carers can give,
 * so a shop's window, chalkboard or card for a neighbour's first visit give way to the discharge team's
 * coordinator, the callback promise, carers' friends and families happy to talk to another family.
 */
export const HOME_CARE_IDEAS: GuerrillaIdea[] = [
  {
    kinds: ["local"],
    tags: ["partnerships"],
    forHomeCare: true,
    name: "Ask the discharge coordinator what they need from an agency",
    description:
      "Ring the hospital's discharge team this week, ask for whoever arranges care at home, and ask one question: what makes an agency easy to work with when someone is going home? Write down the answer, do it, and send them Monday's note of where {product} can start.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["calls"],
    forHomeCare: true,
    name: "Put 'we call back the same day' on the phone and the website today",
    description:
      "Record the voicemail, add the line to the top of {product}'s website and the Google profile, and agree who returns calls each evening this week. Then ring {product} yourself from another phone and time the callback.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["referral"],
    forHomeCare: true,
    name: "Ask each carer at this week's team meeting who they know who'd make a good carer",
    description:
      "Tell the team about the referral bonus, ask each carer for one name (a friend, a neighbour, someone from a care home who wants more continuity), and ring each name within two days. Every new carer is hours you can sell.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["referral"],
    forHomeCare: true,
    name: "Ask two families whether another family may ring them",
    description:
      "Ask the two families happiest with {product}'s visits whether a family thinking of care could ring them for five minutes, with their written consent and with nothing said about their parent's health. A worried daughter believes another daughter more than any page.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
];

/**
 * The people who choose home care: daughters and sons (sometimes the older person), often within days of a
 * fall or a hospital stay, on the word of the discharge team, the GP practice or a friend; they ring two or
 * three agencies and choose on the callback, the start date, the carers and a plain price.
 */
export function homeCareTraits(h: HomeCare): Partial<ArchetypeTraits> {
  const mum = h.parent;
  const discharge = h.us ? "the discharge planner" : "the discharge team";
  const doctor = h.us ? "the doctor's office" : "the GP practice";
  return {
    typical: `Care at home is usually chosen by a daughter or son in a hurry: after a fall or a hospital stay, often within a week of a discharge, on the word of ${discharge}, ${doctor} or a friend who has been through it. They ring two or three agencies, ask who will come, when they can start and what it costs, and choose the one that calls back, can start and feels safe; whether it lasts depends on the parent's own view of the carers in the first weeks.`,
    role: h.us ? "adult children of older parents, and sometimes the older person" : "daughters and sons of older parents, and sometimes the older person",
    decides: `the daughter or son decides with their parent, often with a brother or sister; ${discharge}${h.us ? "" : " or the council"} may be part of it when someone is leaving hospital${h.us ? "" : " or the council pays"}`,
    haunts: `${discharge} and the ward, ${doctor}, friends who have arranged care for a parent, Google and review sites such as ${h.us ? "Caring.com" : "homecare.co.uk"}, the ${h.us ? "Area Agency on Aging" : "council's website, Age UK"} and carers' groups`,
    behaviors: [
      "Searches and rings in the evening or at lunch, often from work or from another town",
      "Asks who will actually come, how often the carer changes and what happens if a carer is ill",
      "Compares two or three agencies within days on the first call, the start date and the price",
      `Checks ${h.us ? "the state licence" : "the regulator's report"} and reviews from other families before saying yes`,
    ],
    needs: [
      "Someone who can start within days, at the times the parent needs",
      "The same few carers, whom the parent can get to know",
      "A clear price and what a visit includes, before the assessment",
      "News after visits, without having to chase",
    ],
    pains: [
      "Agencies that don't call back, or have no carers free",
      "A different stranger at the door every week",
      "Missed or rushed visits they only hear about from the parent",
      h.us ? "Not knowing what insurance, Medicare or the VA will and won't pay for" : "Not knowing how direct payments or paying from savings work",
    ],
    goals: [
      `${mum} or Dad safe and comfortable at home`,
      "Peace of mind at work and at night",
      "A carer the parent likes and looks forward to",
    ],
    objections: [
      // The founder's own words about trust come first in the profile; this is the same worry, so it is left out then.
      ...(h.trustWorry ? [] : [{ topic: /\b(trust|new|safe|stranger|checked|vetted)\b/i, text: `“You're new: how do I know your carers are safe with ${mum}?”` }]),
      h.companionship
        ? { topic: /\b(like|lonely|stranger|shy|want)\b/i, text: `“Will ${mum} actually want someone coming round?”` }
        : { topic: /\b(start|capacity|carers?|recruit\w*|full|waiting)\b/i, text: "“Can you start before she comes home on Friday?”" },
      { topic: /\b(same|continuity|different)\b/i, text: "“Will it be the same carer every time?”" },
      { topic: /\b(price|cost|afford|expensive|pay)\b/i, text: "“What does {hcPrice} include, and is there a minimum?”" },
      { topic: /\b(big|agenc(?:y|ies)|search)\b/i, text: "“Why a small agency rather than one of the big names?”", when: "competitor" },
    ],
    buying: `A fall or a hospital stay starts it; ${discharge}, ${doctor} or a friend names two or three agencies; the daughter or son rings them, often the same day, books a home assessment, checks the registration and the reviews, agrees the visits and a start date with the parent, and the first weeks decide whether the care lasts, grows and is recommended.`,
  };
}

/** The Marketing Model's examples for a care-at-home business: a parent at home, the carers, an honest start date. */
export function homeCareExamples(h: HomeCare): Partial<Examples> {
  return {
    desire: `“${h.parent} at home, with someone she knows calling in: {product}'s carers in {place} help with {hcServices}.”`,
    identity: "families who want their parent looked after at home by people who know them by name",
    urgency: "“{product} has carers with room for {{number}} more families in {{part of town}} this month; after that, new families join our waiting list, and we always tell you honestly when we can start.”",
    transform: "“After Dad's fall we were ringing him three times a day from work. Now {{carer's first name}} from {product} calls in every morning, and he looks forward to it.” (a family's words, quoted with their consent)",
    proof: "“{product} is {hcRegistrationShort}; ‘{{a family's words}}’ — {{first name}}, whose mother we visit (quoted with their consent).”",
    journey: "“Ring {product} today and we call back the same day; a free home assessment within 48 hours; visits from carers you've met; a review together after two weeks.”",
    position: `“For families in {place} whose parent needs help at home, {product} is the local ${h.word} {hcPromise}, unlike ${h.rival ?? "{{the agencies they would call}}"}.”`,
  };
}

/** Where the Marketing Model says each engine is used, for a care-at-home business. */
export const homeCareEmotionUse = (h: HomeCare) => inCareWords(h, "the price page's first line, the carers' page, the Google profile and the first minute of every call");
export const HOME_CARE_LOGIC_USE = "on the price page, at the home assessment and in the Monday note to the people who refer families";
