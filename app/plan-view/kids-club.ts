import { kidsClubTokens, type KidsClub } from "~/plan-quality/kids-club";

/**
 * The view's fixed texts for a children's activity club sold to parents (a martial-arts, gymnastics, football,
 * dance, drama or swimming club for children): the toolkit's six cards, the success tips and the Marketing
 * Model's how-to lines. Parents choose and pay, so everything speaks to parents, nothing to a child, and no
 * child is shown without a parent's written consent; no window, till, market stall or social night. Pure.
 */

type Card = [description: string, tryThis: string];

/** The toolkit's six cards for a children's club; {product} {place} are filled by the toolkit. */
export function kidsClubToolkit(k: KidsClub): Record<"Direct Outreach" | "Integration Marketing" | "Launch Stacking" | "Indirect Competitors" | "Partnerships" | "Power Users", Card> {
  const t = kidsClubTokens(k, 13);
  return {
    "Direct Outreach": [
      `Talk to the parents already at the door: a minute with every parent at the end of a ${t.kcFirst}, a word at pick-up, a message to a family whose child has missed two classes. A parent who feels their child is known by name stays and tells others.`,
      `This week, spend one minute with the parent after every ${t.kcFirst} and book the second class in front of them.`,
    ],
    "Integration Marketing": [
      `For a children's ${k.word}, integration means being where parents already look: the school's newsletter and parents' app, the after-school clubs list, the Google profile with the class times, and a booking reply a parent can act on in one message.`,
      "Ask the office of the school whose hall you use how clubs reach parents there (newsletter, app, clubs list), and follow what it says.",
    ],
    "Launch Stacking": [
      `Don't start things one at a time. Put the bring-a-friend week, the school newsletter paragraph and the ${t.kcDay} date in the same few weeks, so parents in {place} hear about {product} from the school, from a friend and from their own child.`,
      "Pick the fortnight before the next half-term, and set the bring-a-friend week and the newsletter paragraph for it.",
    ],
    "Indirect Competitors": [
      `Your real rivals are the other activities on a child's week (swimming, football, screens) and the big classes where nobody knows a child's name. Learn why families try something else and answer it with the next ${t.kcDay}, a named instructor and times that fit.`,
      "Ask three parents whose children left this year what they do now instead, and write their answers in the tracker.",
    ],
    Partnerships: [
      `Team up with the people parents trust about their children: ${t.kcSchools}, the PTA, and clubs that do something different for the same ages. Each lends you the trust of its families.`,
      "Offer one school a free taster in a PE lesson this term.",
    ],
    "Power Users": [
      "Parents whose children have been with you longest are your best recommendation, in the class WhatsApp groups you can't join. Give them a message to forward and a week when their child can bring a friend, and thank them by name.",
      "Ask the five longest-standing families to forward the bring-a-friend message to their class groups.",
    ],
  };
}

/** Success tips for a children's club: the mornings, parents first, the first class, the half-term dip. */
export function kidsClubTips(k: KidsClub, slot: string): string[] {
  const t = kidsClubTokens(k, 13);
  return [
    `Classes come first, so give marketing a fixed slot: protect ${slot}${k.mornings ? " in your mornings" : " at the same time each week"}, and set up one idea at a time, the minute with the parent at the end of every ${t.kcFirst} first.`,
    "Make five personal contacts with parents a week: a word at pick-up, a message to a family whose child has missed two classes, a thank-you to a parent whose child brought a friend. Every message goes to a parent, never to a child.",
    `Keep the children you have before chasing new ones: plan each half-term and holiday before it comes, and keep ${t.kcNext} in sight for every child.`,
    `Count first classes, second classes, joins and children leaving every Friday, and never post a photo of a child without a parent's written consent.`,
  ];
}

/** The Marketing Model's how-to lines for a children's club: what parents see, check and share. */
export const KIDS_CLUB_HOW_TO_APPLY: Record<string, string> = {
  desire:
    "Open the parents' page, your Google profile and every message with what parents want for their child (confidence, focus, a happy tired child, a friend), in the words parents use at pick-up, not the syllabus.",
  identity:
    "Name the parents you help (of a shy child, a restless one, one who was picked on) and show the club with photos that need no consent: the hall, the instructor, the certificates. A child appears only with a parent's written consent.",
  urgency:
    "Give only honest reasons to act now: the start of term, this term's grading or show date, a holiday camp's places. Never invent scarcity; parents talk.",
  transform:
    "Tell what changed for a child in a parent's own words (speaking up in class, sleeping better, standing taller), quoted only with the parent's permission and without the child's full name.",
  position:
    "Write one line: \"For parents in [your area], [club] is [activity] for [ages] taught by [who, with which checks], where [key difference], unlike [the big class or the other activity they would try]\". Put it on the parents' page and in the newsletter paragraph.",
  clarity:
    "Say your one-sentence description to the next five parents at pick-up. If they can't repeat who it's for, where and when, cut until they can.",
  proof:
    "Collect proof a parent can check: the instructor's grade and checks, first aid, how many children train with you, and parents' words quoted with their permission.",
  journey:
    "Walk the steps from a parent's first question to the first class, the second class booked, the first term and the first milestone day. Remove one worry or one wait at every step.",
};
