import type { Celebrant } from "~/plan-quality/celebrant";
import type { GuerrillaIdea } from "./guerrilla";
import type { ArchetypeTraits } from "./profile";
import type { Examples } from "./education";

/**
 * Quick wins for a funeral celebrant (Reading.funeral.celebrant): it gets only these, never a funeral director's
 * (the phone at 2am, the guide at the register office). Nothing goes to a grieving family: each idea reaches
 * the funeral directors, the crematorium staff or people planning ahead.
 */
export const CELEBRANT_IDEAS: GuerrillaIdea[] = [
  {
    kinds: ["local"],
    tags: ["partnerships"],
    forFuneral: true,
    forCelebrant: true,
    name: "Ask one funeral director this week which dates they can't cover",
    description:
      "Ring the arranger at one funeral director in {place} who doesn't yet book you, ask which days or kinds of service they struggle to find a celebrant for, and offer to be their first call for exactly those, starting with your free dates this month.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["partnerships", "flyers"],
    forFuneral: true,
    forCelebrant: true,
    name: "A sample service in a plain folder, left on every arranger's desk",
    description:
      "Print one real service (with the family's permission, names changed) in a plain card folder with your phone, your fee in full and this month's free dates inside the cover, and leave one with each funeral director you visit: it's what the arranger shows a family who asks 'what would the celebrant say?'",
    costLevel: "Under $50",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["speaking", "community"],
    forFuneral: true,
    forCelebrant: true,
    name: "Go to the next Death Café near you, as a guest",
    description:
      "Find the Death Café nearest {place} (they are listed on deathcafe.com; check the dates) and go as a guest: it's an open conversation about death, with no agenda and nothing promoted, so listen, and say what you do only when someone asks. People there talk about what they want for their own funeral, and remember the celebrant who listened.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["partnerships"],
    forFuneral: true,
    forCelebrant: true,
    name: "Arrive early and thank the crematorium attendant by name",
    description:
      "At your next service, arrive twenty minutes early, introduce yourself to the attendant, check the music cues with them, keep to your slot to the minute and thank them by name on the way out. They see every celebrant, and funeral directors ask them who is good.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
];

/**
 * A celebrant's buyers: the family who takes the celebrant the funeral director suggests, and the funeral
 * director's arranger who suggests one; and people planning their own funeral.
 */
export function celebrantTraits(c: Celebrant): Partial<ArchetypeTraits> {
  const fee = c.fee ? `${c.symbol}${c.fee}` : "the celebrant's fee";
  return {
    typical: `A family arranging a funeral sits with the funeral director's arranger within a day or two of a death and is asked whether they want a minister or a celebrant; most take the one the arranger suggests, then look the celebrant up that evening. The arranger suggests the celebrant whose services they have seen go well, who answers the phone and who gets the tribute in on time. A few families ask for a celebrant by name, because they heard one at a funeral or the person who died wrote it down.`,
    role: "families arranging a funeral, through the funeral director's arranger who suggests a celebrant",
    decides: "the family, usually on the arranger's suggestion, within a day or two; the arranger decides whom to suggest",
    haunts: "the funeral director's arrangement room, the crematorium and the funerals they have attended; the arrangers at the funeral directors, and the crematorium staff who see every service",
    behaviors: [
      "Takes the celebrant the funeral director suggests, and looks them up the same evening",
      "Wants a service that is about the person: their life, their music, a hymn or a prayer if the family wants one",
      "Remembers a celebrant they heard at another funeral, and sometimes asks for them by name",
    ],
    needs: [
      "A celebrant who visits, listens and gets the person right",
      "The tribute and the order of service in time to read before the day",
      `To know the fee (${fee}) and what it includes before they say yes`,
    ],
    pains: [
      "A service that could have been about anyone",
      "Not knowing what a celebrant does, or whether a hymn is allowed",
      "Feeling sold to at the worst moment of their lives",
    ],
    goals: [
      "A funeral that sounds like the person who died",
      "Everyone in the family, religious or not, feeling included",
      "Someone calm who knows what to do on the day, so they only have to be there",
    ],
    objections: [
      { topic: /\b(religio\w*|hymn|prayer|church|minister)\b/i, text: "“Can we still have a hymn or a prayer?”" },
      { topic: /\b(fee|cost|price|pay)\b/i, text: "“What does the celebrant's fee include?”" },
      { topic: /\b(know|met|stranger|person)\b/i, text: "“How can someone who never met Mum speak about her?”" },
    ],
    buying: "A death starts it: the family meets the funeral director's arranger, who asks whether they want a minister or a celebrant and suggests one; the family looks the celebrant up, says yes through the arranger, and the celebrant visits to hear about the person. The service, and the tribute on time, decide whether the arranger suggests the same celebrant to the next family.",
  };
}

/** The Marketing Model's examples for a celebrant: the person got right, the funeral director's easy booking. */
export function celebrantExamples(c: Celebrant): Partial<Examples> {
  return {
    desire: "“A funeral that sounds like the person you love: {product} listens, writes it with you, and says it well.”",
    identity: "families who want a funeral about the person, religious or not, and the funeral directors who want a celebrant they can rely on",
    urgency: "“{product} is free on {{date}} and {{date}}; ring me, and I'll confirm within the hour.” (to a funeral director, never to a family)",
    transform: "“We didn't know what a celebrant did. After an hour with {product} at our kitchen table, the service was exactly Mum.” (a family's words, quoted with their consent)",
    proof: `“{product}: ${c.body ? `trained with ${c.body}, ` : ""}fee in full on the page; ‘{{a family's words}}’, {{first name}} (quoted with their consent).”`,
    journey: "“The funeral director suggests {product}; I ring you the same day and visit; you read the tribute before the day; I lead the service; you get the printed copy to keep.”",
    position: "“For families in {place} who want a funeral about the person, {product} is the celebrant funeral directors can book at short notice, with the tribute always on time.”",
  };
}

/** Where the Marketing Model says each engine is used, for a celebrant. */
export const CELEBRANT_EMOTION_USE = "the sample service, the family visit, the tribute and the talks on planning ahead, never in anything sent to a family who didn't ask";
export const CELEBRANT_LOGIC_USE = "on your page, in the sample pack for funeral directors and in the Monday availability message";
