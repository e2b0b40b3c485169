import { familyPhotoTokens, type FamilyPhoto } from "~/plan-quality/family-photo";

/**
 * The view's fixed texts for a newborn, maternity and family photographer: the toolkit's six cards, the success tips
 * and the Marketing Model's how-to lines. Expectant parents book in pregnancy on safety and a friend's word, so
 * everything speaks to them: no venues, couples, window, till or market stall; no baby shown without consent. Pure.
 */

type Card = [description: string, tryThis: string];

/** The toolkit's six cards for a family photographer; {product} {place} are filled by the toolkit. */
export function familyPhotoToolkit(f: FamilyPhoto): Record<"Direct Outreach" | "Integration Marketing" | "Launch Stacking" | "Indirect Competitors" | "Partnerships" | "Power Users", Card> {
  const t = familyPhotoTokens(f);
  return {
    "Direct Outreach": [
      "Talk to the parents already in touch: a same-day reply and a 15-minute call for every enquiry, a message to each family whose baby reaches the next milestone, a word with every family at the viewing. A parent who felt listened to books and tells a friend.",
      "This week, offer a call to every expectant parent who enquired in the last two months and didn't book.",
    ],
    "Integration Marketing": [
      `For a ${f.word}, integration means being where expectant parents already look: the lists of local services that antenatal teachers, doulas and scan studios hand out, the Google profile with your safety answers, and a booking link that holds a due date in one step.`,
      "Ask two antenatal or pregnancy yoga teachers whether they give parents a list of local services, and how to be on it.",
    ],
    "Launch Stacking": [
      "Don't open a new due-date month quietly. In the same week, post the months still open, answer one safety question on Instagram and the Google profile, and send new tips cards to your referrers, so parents in {place} meet {product} three times in a few days.",
      "Pick the week you open due dates three months out, and set all three for it.",
    ],
    "Indirect Competitors": [
      "Your real rivals are the phone in the parents' hands, a relative with a good camera, a big studio's cheap offer with costly prints, and 'we'll do it later' when the first two weeks have passed. Answer each: safety, a calm session, clear prices, and the window that closes.",
      "Ask three families who enquired and didn't book what they did instead, and write it in the tracker.",
    ],
    Partnerships: [
      `Team up with the people who see parents in pregnancy and the first months: ${t.fpReferrers}, and baby massage or baby yoga classes for the sitter and first-birthday sessions. Each lends you the trust of its parents.`,
      "Offer one antenatal or pregnancy yoga teacher a 15-minute talk on safe newborn photos at home.",
    ],
    "Power Users": [
      "The families you photographed are your best recommendation in the groups and classes you can't join: give them cards for expecting friends, invite them back at every milestone, and thank anyone whose friend books, the same for everyone.",
      "Message the five families whose babies turn one soonest about a first-birthday session.",
    ],
  };
}

/** Success tips for a family photographer: the slot, parents first, the due-date diary, consent. */
export function familyPhotoTips(f: FamilyPhoto, slot: string): string[] {
  return [
    `Sessions and editing come first, so give marketing a fixed slot: protect ${slot} at the same time each week, and set up one idea at a time, the same-day reply and the due-date booking first.`,
    "Make five personal contacts a week: a call with an expectant parent, a note to an antenatal teacher or a doula, a milestone message to a past family. Small and every week beats big and occasional.",
    `Keep the families you have before chasing new ones: ${f.oneOff ? "you said families rarely come back, so " : ""}offer the next session at every viewing and message each family at the next milestone.`,
    "Count due dates booked for each of the next three months every Friday, and never show a baby's photo without the parents' written consent.",
  ];
}

/** The Marketing Model's how-to lines for a family photographer. */
export const FAMILY_PHOTO_HOW_TO_APPLY: Record<string, string> = {
  desire:
    "Open the safety page, your Google profile and every reply with what parents want to keep (the first days, the newborn curl, themselves holding the baby), in the words parents use in their messages, not a package list.",
  identity:
    "Name the parents you photograph (first-time parents who worry about safety, families who want calm sessions) and show sessions like theirs, each baby only with the parents' written consent.",
  urgency:
    "Give only honest reasons to act now: newborn sessions happen in the first two weeks, due-date months fill, a mini-session day has a date. Never invent scarcity; parents talk in the same groups.",
  transform:
    "Tell what a session felt like in a parent's own words (nervous before, calm during, the print on the wall after), shared only with their permission and without the baby's full name.",
  position:
    "Write one line: \"For expectant parents in [your area], [business] is the newborn photographer where [safety, in checkable words] and [key difference], unlike [a big studio or a relative with a camera]\". Put it on the safety page and say it on every call.",
  clarity:
    "Say your one-sentence description to the next five parents on a call. If they can't repeat what you do, when the session happens and how to book, cut until they can.",
  proof:
    "Collect proof a parent can check: your safety training and insurance, how many newborn families you've photographed, and parents' words shared with their permission.",
  journey:
    "Walk the steps from a parent's first message to the due date booked, the session, the viewing and the next milestone. Remove one worry or one wait at every step.",
};
