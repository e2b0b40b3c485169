import type { FamilyPhoto } from "~/plan-quality/family-photo";
import type { GuerrillaIdea } from "./guerrilla";
import type { ArchetypeTraits } from "./profile";
import type { Examples } from "./education";

/** Who sits next to a newborn photographer: where expectant parents already go. */
export const FAMILY_PHOTO_NEARBY = "the antenatal classes, pregnancy yoga teachers, scan studios and baby shops nearby";

/**
 * Quick wins for a newborn, maternity and family photographer (Reading.familyPhoto): it gets only these. Expectant
 * parents book in pregnancy on safety and another parent's word, so a market stall, a window or a neighbour's card
 * give way to past families, the people who see parents in pregnancy and the families whose baby's first birthday
 * is coming. Every baby shown only with the parents' written consent.
 */
export const FAMILY_PHOTO_IDEAS: GuerrillaIdea[] = [
  {
    kinds: ["local"],
    tags: ["email-marketing"],
    forFamilyPhoto: true,
    name: "Message every family whose baby turns one in the next four months",
    description:
      "Go through the newborn families {product} photographed last year, pick those whose baby turns one in the next four months and who said yes to hearing from you, and send each one short, personal message: you remember their baby, and you have first-birthday sessions on two dates. The families who already trust you are the quickest bookings you have.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["partnerships", "referral"],
    forFamilyPhoto: true,
    name: "Ask three past parents which class or group they met other parents at",
    description:
      "Ask three families you photographed this year where they met other expectant parents (an NCT or antenatal class, pregnancy yoga, a baby group) and whether they'd mind you mentioning them to the teacher. Their answer tells you which two places to visit first.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["partnerships"],
    forFamilyPhoto: true,
    name: "A framed print and a stack of tips cards at one scan studio or baby shop",
    description:
      "Offer one scan studio or baby shop near {place} a framed print of a family who have agreed in writing to it being shown, and a stack of cards with five tips for phone photos of a newborn, {product}'s name on the back. Ask them to hand a card to parents who ask about photos, and count the cards that come back at booking.",
    costLevel: "Under $50",
    impact: "Medium",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["partnerships"],
    forFamilyPhoto: true,
    name: "Offer one antenatal teacher a short talk on photographing the first days",
    description:
      "Ask an antenatal or NCT teacher near {place} whether you may give ten minutes at the end of one class: how to photograph a newborn safely with a phone, the light by a window, what to keep for the first weeks. No sales pitch; leave cards with {product}'s name, and ask at every booking which class the parents went to.",
    costLevel: "Free",
    impact: "Medium",
  },
];

/**
 * Expectant parents who book a newborn photographer: mostly first-time mums in the second trimester, who find
 * one on Instagram, in local parents' groups and through a friend, check safety first, and book a due date.
 */
export function familyPhotoTraits(f: FamilyPhoto): Partial<ArchetypeTraits> {
  const when = f.trimester ? "in the second trimester" : "in pregnancy";
  return {
    typical: `Expectant parents book a ${f.word} ${when}, months before anyone meets the baby, on a friend's word, a post they saved and the answer to one question: will my baby be safe? They hold a due date with a deposit, confirm the day after the birth, and choose albums and prints when they see their own baby's photos; most never book again unless they are invited to the next milestone.`,
    role: "expectant parents, most often the mum, planning for a first baby",
    decides: "the mum usually finds and books, often with her partner; a friend's word and a calm, safe-sounding call decide",
    haunts: "Instagram, local mum groups on Facebook, NCT and antenatal classes, pregnancy yoga, scan studios and baby shops, and Google when they search 'newborn photographer' with their town",
    behaviors: [
      "Saves newborn photos on Instagram months before the birth",
      "Asks in a local mum group or an antenatal class who others used",
      "Checks training, insurance and how a session runs before booking",
      "Books a due date with a deposit, then confirms the day after the birth",
    ],
    needs: [
      "A baby who is safe and comfortable the whole time",
      "A booking that copes with a baby who comes early or late",
      "A clear price, what is included and what albums and prints cost",
    ],
    pains: [
      "Worry that the baby won't settle or will be put in an unsafe pose",
      "Hidden costs at the viewing",
      "Not knowing what to do once the baby arrives early",
    ],
    goals: [
      "Photos of the first days they can never get back",
      "An album or a print on the wall to keep for years",
      "A calm session that fits round feeds and recovery",
    ],
    objections: [
      { topic: /\b(price|cost|afford|expensive|pay)\b/i, text: "“Is it worth it when we can take photos on our phones?”" },
      { topic: /\b(safe|safety|settle|pose)\b/i, text: "“Is it safe, and what if our baby won't settle?”" },
      { topic: /\b(date|due|early|late|book)\b/i, text: "“What happens if the baby comes early or late?”" },
    ],
    buying: "Sees the photographer on Instagram, in a mum group or through a friend in the second trimester, reads the safety page and reviews, has a short call, pays a deposit for the due date, messages after the birth to fix the day, and chooses albums and prints at the viewing; comes back only if invited to the next milestone.",
  };
}

/** The Marketing Model's examples for a newborn and family photographer: safety, the first days, the next milestone. */
export function familyPhotoExamples(f: FamilyPhoto): Partial<Examples> {
  return {
    identity: "expectant parents in {place} who want their baby's first days kept, safely and at their baby's pace",
    desire: "“Your baby's first days, kept: tiny fingers, that newborn curl, and you holding them, by {product}.”",
    urgency: "“{product} books {{number}} newborn sessions a month; due dates in {{month}} are still open, and newborn sessions happen in the first two weeks.”",
    transform: "“We were so nervous about a newborn shoot. {{baby's first name}} slept through most of it at {product}, and the print is the first thing visitors see.” (a parent's words, shared with their permission)",
    position: "“For expectant parents in {place}, {product} is a {fpWord} where safety comes first ({{your training}}, insured, every pose supported), unlike {{a busy studio or a photographer with no newborn training}}.”",
    proof: "“{{number}} newborn families photographed by {product} in {place}: ‘{{a parent's words}}’ — {{first name}}, shared with permission.”",
    journey: `“Book your due date with {product} and a deposit, message when baby arrives, a calm session in ${f.studio ? "the studio" : "your home"} in the first two weeks, and your photos shown at a viewing.”`,
  };
}

export const FAMILY_PHOTO_EMOTION_USE = "the safety page, your Google profile, your Instagram captions and the first line of every reply to an expectant parent";
export const FAMILY_PHOTO_LOGIC_USE = "on the safety page, on the call before a family books and at the viewing session";
