import { gymTokens, type Gym } from "~/plan-quality/gym";
import { membershipTips } from "./workspace";

/**
 * The view's fixed texts for a gym or studio people join by the month (a bouldering gym, a CrossFit box, a
 * yoga studio): the toolkit's six cards, the success tips and the Marketing Model's how-to lines. New
 * members are kept or lost in their first weeks, so nothing here speaks of a till, a window or a stamp card.
 * The tips are the workspace's (plan-view/workspace.ts) in a gym's words. Pure.
 */

type Card = [description: string, tryThis: string];

/** The toolkit's six cards for a gym; {product} {place} are filled by the toolkit. */
export function gymToolkit(g: Gym): Record<"Direct Outreach" | "Integration Marketing" | "Launch Stacking" | "Indirect Competitors" | "Partnerships" | "Power Users", Card> {
  const t = gymTokens(g, 13);
  return {
    "Direct Outreach": [
      `Talk to the people already through the door: new members at the desk, people finishing ${t.gymAFirst}, and anyone not seen for ten days. A word from someone who knows their name keeps more members than any post.`,
      `Ask the staff on the desk this week to name every new member who walks in and book the next visit of everyone finishing ${t.gymAFirst} before they leave.`,
    ],
    "Integration Marketing": [
      `For a ${g.word}, integration means your membership system doing the remembering: check-ins that show who has gone quiet, bookings that book the second visit, pauses that restart on a date.`,
      "Check that your membership system can list new members with no visit in ten days and can pause a membership with a restart date; if not, keep both in a simple sheet for now.",
    ],
    "Launch Stacking": [
      `Do not start things one at a time in silence. Stack the first social night, the league's first week and a ${t.gymRefresh} in the same fortnight, so new members meet {product}'s people three times while they are still deciding.`,
      "Pick the fortnight, put the three dates on the wall and in the members' email, and ask each coach to bring one new member to each.",
    ],
    "Indirect Competitors": [
      `Your real rival is not the other ${g.word} in {place}: it is the sofa, a busy week and the friend who stopped coming. Learn what makes people drift in their first months and answer it with a date, a person and a pause.`,
      "Ask five members who joined in the autumn what nearly stopped them coming, and five who left why they did, and write both lists in the retention sheet.",
    ],
    Partnerships: [
      `Team up with the groups your members already belong to: ${g.students ? `${t.gymClubs}, ` : ""}workplace sports and social clubs, and running or outdoor groups in {place}. A group that comes together keeps each other coming.`,
      `Offer one ${g.students ? "university club" : "workplace club"} in {place} a weekly group night at {product} this month, with ${g.first}s for its newcomers.`,
    ],
    "Power Users": [
      "Members who have been coming for a year are your best welcome: they know the place, the people and the fears of a beginner, and new members stay when a regular knows their name.",
      "Ask your ten most regular members to say hello to one new member each week and bring them to the next social night, and thank them by name.",
    ],
  };
}

/** Success tips for a gym: the second visit first, intro sessions, second visits, joins and cancellations counted every Friday. */
export function gymTips(g: Gym, slot: string): string[] {
  return membershipTips(slot, {
    first: "the second visit booked at the end of every " + g.first,
    contacts: "a hello by name to a new member at the desk, a message to someone not seen for ten days, a thank-you to a member who brought a friend",
    empties: "membership that ends",
    asked: "asks to cancel",
    counted: `${g.first}s, second visits, joins and cancellations`,
  });
}

/** The Marketing Model's how-to lines for a gym: where each lever goes when people decide whether to stay. */
export const GYM_HOW_TO_APPLY: Record<string, string> = {
  desire:
    "Open your Instagram, the first-visit booking page and the first line of every message with the evening people want (getting better, friends, a good tired), not the price list or the equipment. Borrow the words members use in their reviews.",
  identity:
    "Name the people who come (students, people after work, beginners who were nervous too) and show them in your photos, with their permission. New members stay where they see people like them.",
  urgency:
    "Tie offers to real dates: the next beginners' course start, the league's first night, the intro fee off the first month within 14 days. Never invent scarcity; members talk.",
  transform:
    "Show a before/after pair from a member's first months: the nervous first visit and where they are now, in their own words and with their permission.",
  position:
    "Write one line: \"For [people who want to get fit with others], [your gym] is the [kind of place] where [key difference], unlike [the big gym or the sofa]\". Put it on the first-visit booking page, your Google profile and at the desk.",
  clarity:
    "Test your one-sentence description on the next five people finishing a first visit. If they cannot repeat it to a friend, cut adjectives until they can.",
  proof:
    "Collect one number and one name for every claim: how many members have been coming for a year, a beginner's words about their first month. Put two recent reviews next to the first-visit booking button.",
  journey:
    "Walk the steps from the first search to the intro, the second visit and the third month: what they see online, who greets them, when the next visit is booked, what happens if they go quiet. Remove one hesitation at every step.",
};
