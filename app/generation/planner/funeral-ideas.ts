import type { Funeral } from "~/plan-quality/funeral";
import type { GuerrillaIdea } from "./guerrilla";
import type { ArchetypeTraits } from "./profile";
import type { Examples } from "./education";

/**
 * Quick wins for a funeral director (Reading.funeral): it gets only these. Nothing that looks like selling to
 * the grieving, so the unconventional ideas are dignified ones: the phone tested at night, the guide left
 * where families go in the first days, a staff talk at a care home, a wishes form for anyone who asks.
 */
export const FUNERAL_IDEAS: GuerrillaIdea[] = [
  {
    kinds: ["local"],
    tags: ["calls"],
    forFuneral: true,
    name: "Ring your own number at 2am this week",
    description:
      "Call {product} from another phone in the middle of the night, and once on a Sunday afternoon: count the rings, listen to who answers and how, and fix whatever a family calling after a death would have heard. Do it again every quarter.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["flyers", "partnerships"],
    forFuneral: true,
    name: "Ask {fuRegister} and two {fuDoctors} whether your guide would help families",
    description:
      "Take a printed copy of {product}'s guide to what to do when someone dies to {fuRegister} and two {fuDoctors} in {place}, ask the manager whether it would help families who ask them, and leave copies only where they say yes.",
    costLevel: "Under $50",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["partnerships", "speaking"],
    forFuneral: true,
    name: "Offer one care home a 30-minute talk for its night staff on what happens after a death",
    description:
      "Ring one care home manager in {place} and offer a short talk for the staff who are on duty when a resident dies: who to call, what the funeral director does, what families ask. No selling, no leaflets about prices; the staff will remember who explained it.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["events", "community"],
    forFuneral: true,
    name: "A free 'my funeral wishes' form, for anyone who asks",
    description:
      "Print a one-page form for writing down funeral wishes (burial or cremation, music, readings, who to tell) with {product}'s name on the back, and keep it on the counter, on {website} and at every talk. It costs nothing to use, commits no one, and is kept in the drawer where the family will find it.",
    costLevel: "Under $50",
    impact: "Medium",
    quick: true,
  },
];

/**
 * The people who arrange a funeral: a daughter, a son or a partner, often for the first time and within a day
 * or two of a death, choosing on a name they remember, the word of a hospice, a care home or a minister, and
 * prices they compare in a hurry; and older people planning their own.
 */
export function funeralTraits(f: Funeral): Partial<ArchetypeTraits> {
  const hospital = f.us ? "the hospice or the nursing home" : "the hospice, the care home or the hospital's bereavement office";
  return {
    typical: `A funeral is usually arranged by a daughter, a son or a partner, often for the first time, within a day or two of a death: they call the name they remember from a funeral they attended, the one ${hospital} gave them, or the one their minister or a friend suggests, often after comparing prices online in a hurry. The care on the first call, at the arrangement and on the day decides whether the family comes back and tells others.`,
    role: "daughters, sons and partners arranging a funeral, and older people planning their own",
    decides: "the next of kin decides, often with brothers and sisters, within a day or two; sometimes the person who died left wishes or a funeral plan",
    haunts: `${hospital}, their minister, faith community or the celebrant they heard at a funeral, friends who have arranged one, Google and the funeral directors' own price lists`,
    behaviors: [
      "Calls the first name they trust, often at night or early in the morning, from the care home, the hospice or home",
      "Compares two or three funeral directors' prices online in an evening, often for the first time",
      "Asks what is included, what the fees paid to others are, and what they can leave out",
      f.plans ? "Older people plan ahead over weeks, talk it over with their children, and choose someone they have met" : "Asks friends who have arranged a funeral which firm looked after them",
    ],
    needs: [
      "Someone who answers at any hour and says, calmly, what happens next",
      "The whole price, in writing, before they commit",
      "A funeral that is theirs: the person's faith, music, language and wishes",
      "Time, and no pressure to decide anything that night",
    ],
    pains: [
      "Not knowing what to do first, or what must be done by when",
      "Prices that only come out at the arrangement, and fees they didn't expect",
      "Feeling sold to at the worst moment of their lives",
      "A different person every time they call",
    ],
    goals: [
      "A funeral that does right by the person who died",
      "Not leaving the family with debts or decisions they can't afford",
      ...(f.plans ? ["For people planning ahead: their wishes known, and their children spared the cost and the choices"] : ["Knowing everything is in hand, so they can grieve"]),
    ],
    objections: [
      { topic: /\b(price|cost|afford|expensive|cheap|chains?|pay)\b/i, text: "“What will it cost in the end, with everything?”" },
      { topic: /\b(chains?|big|independent|family)\b/i, text: `“Why an independent firm rather than ${f.rival ?? "one of the big names"}?”`, when: "competitor" },
      { topic: /\b(night|hour|weekend|call)\b/i, text: "“Can you come tonight?”" },
      ...(f.language ? [{ topic: new RegExp(`\\b${f.language}\\b`, "i"), text: `“Can the whole funeral be in ${f.language}?”` }] : []),
      ...(f.plans ? [{ topic: /\b(plans?|pre-?paid|money|safe)\b/i, text: "“If I pay for a plan now, is the money safe?”" }] : []),
    ],
    buying: `A death starts it: the family calls a name they remember, or one given by their minister, ${f.us ? "the hospice or the nursing home" : "the hospice, the care home or the hospital"}, often after checking prices online; the funeral director brings the person into their care, the family meets them to arrange the funeral and sees the full price in writing, and the care on the day decides whether they return and recommend. ${f.plans ? "People planning ahead meet the firm at a talk or an open afternoon, take the details home, talk to their children and decide weeks later." : ""}`.trim(),
  };
}

/** The Marketing Model's examples for a funeral director: care, the prices in full, the phone at night. */
export function funeralExamples(f: Funeral): Partial<Examples> {
  const mum = f.us ? "Mom" : f.nation === "Wales" ? "Mam" : "Mum";
  return {
    desire: "“A funeral that is truly theirs, arranged without worry: {product} looks after everything, and tells you every price first.”",
    identity: "families who want to do right by the person who died, and to be treated as people, not customers",
    urgency: "“There is nothing you need to decide tonight. Call {product} at any hour, and we'll tell you what must happen and by when.”",
    transform: `“We didn't know where to start. From the first call at 2am, {product} told us what would happen next, and the funeral was exactly ${mum}.” (a family's words, quoted with their consent)`,
    proof: `“{product}: ${f.generations ? `in our ${f.generations}` : "an independent firm"}, every price published in full; ‘{{a family's words}}’ — {{first name}} (quoted with their consent).”`,
    journey: "“Call {product} at any hour; we bring your loved one into our care and send the next steps in writing; we meet when you're ready, with every price in front of you; and we're still here after the funeral.”",
    position: `“For families in {place}, {product} is ${f.independent ? "the independent" : "the"} ${f.word} that publishes every price and answers at any hour${f.language ? `, in ${f.language} or English` : ""}, unlike ${f.rival ?? "{{the firm they would call first}}"}.”`,
  };
}

/** Where the Marketing Model says each engine is used, for a funeral director. */
export const FUNERAL_EMOTION_USE = "the first call, the next-steps message, the guide and the remembrance service, never in anything that sells";
export const FUNERAL_LOGIC_USE = "on the prices page, at the arrangement meeting and in the talks on planning ahead";
