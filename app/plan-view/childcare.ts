import { childcareTokens, type Childcare } from "~/plan-quality/childcare";

/**
 * The view's fixed texts for early-years childcare (a day nursery, a childminder, an after-school club): the
 * toolkit's six cards, the success tips and the Marketing Model's how-to lines. Parents choose months ahead,
 * after a visit, on a friend's word; so nothing here speaks of a till, regulars, a window or vouchers, and
 * no child is named or shown without the parents' written consent. Pure.
 */

type Card = [description: string, tryThis: string];

/** The toolkit's six cards for a childcare setting; {product} {place} are filled by the toolkit. */
export function childcareToolkit(c: Childcare): Record<"Direct Outreach" | "Integration Marketing" | "Launch Stacking" | "Indirect Competitors" | "Partnerships" | "Power Users", Card> {
  const t = childcareTokens(c, 13, null, "");
  const club = c.form === "club";
  return {
    "Direct Outreach": [
      `Talk to the families who already know you: every family who looked round and did not register, the families waiting for a start date, and ${club ? "the school offices and PTAs of the schools you collect from" : "the organisers of the baby and antenatal groups nearby"}. A call from the owner beats any post.`,
      `Ring every family who looked round since you opened and did not register, and ask what decided it.`,
    ],
    "Integration Marketing": [
      `For ${t.ccA}, integration means being easy to find and to book where parents already look: a ${t.ccVisit} booking link on Google Maps, your entry on ${t.ccRegister}, your council's childcare directory and the parents' networks of the employers nearby.`,
      `Check that a parent can find {product} on Google Maps and book a ${t.ccVisit} in under two minutes, on a phone, after 7pm.`,
    ],
    "Launch Stacking": [
      `Do not announce places once. Stack a Saturday open morning, a post in each parents' group that allows it, a note to the families on the waiting list and a session at an employer in the same fortnight, so parents in {place} meet {product} three times.`,
      "Pick the fortnight of your next open morning and book the employer session and the group posts for the same days.",
    ],
    "Indirect Competitors": [
      `Your real rival is the ${t.ccWord} a friend's child already goes to, and a grandparent or a nanny: parents choose trust they can borrow. Learn what they like there and what they put up with (a waiting list, a closing time before their train gets in).`,
      `Read the latest ${t.ccReports} and the Google reviews of the three nearest ${t.ccWords}, and note what parents praise and what they complain about; answer it in your ${t.ccVisits}, never naming them.`,
    ],
    Partnerships: [
      `Team up with the people parents meet before they choose: ${club ? "the schools you collect from" : "the baby and antenatal groups, the health visitors and the family hub"}, and the HR teams and parents' networks at ${t.ccEmployers}. Each lends you the trust of the parents it serves.`,
      `Offer one employer at ${t.ccEmployers} a free lunchtime session on childcare costs (${t.ccFundingShort}) this month.`,
    ],
    "Power Users": [
      "Parents whose children settled well are your best recommendation, at drop-off, in the parents' groups and at work. Make it easy: a parent who agrees to speak to families choosing, and their settling-in story in their own words, with written permission and no child's name or photo.",
      "Ask two settled parents this week whether a family choosing may message them.",
    ],
  };
}

/** Success tips for a childcare setting: children first, every visit followed up, counted every Friday, safeguarding always. */
export function childcareTips(c: Childcare, slot: string): string[] {
  const t = childcareTokens(c, 13, null, "");
  return [
    `The children come first, so give marketing a fixed slot: protect ${slot} at the same time each week, away from drop-off and pick-up, and set up one idea at a time, the ${t.ccVisit} follow-up first.`,
    `Follow up every ${t.ccVisit} within two days, and make five parent contacts a week: a follow-up call, a note to a family on the waiting list, a thank-you to a parent who spoke to a family choosing. Small and every week beats a big push.`,
    `Count every Friday: ${t.ccVisits} held, registrations with a deposit, start dates by month${c.places ? ` and days booked against your ${t.ccPlacesWord}` : ""}; give each new idea a month before you judge it by that count.`,
    `Never publish a photo of a child without the parents' written consent, never name a child, and ${c.noGrade ? `never claim or hint at an inspection grade you have not been given` : `quote ${t.ccReports} only as written`}: parents choose on trust.`,
  ];
}

/** The Marketing Model's how-to lines for a childcare setting: parents choosing months ahead, never the children. */
export const CHILDCARE_HOW_TO_APPLY: Record<string, string> = {
  desire:
    "Open your Google profile, the visit booking page and the first line of every follow-up with what parents want (to go back to work knowing their child is happy and known by name), not a list of activities.",
  identity:
    "Name the parents you look after (commuting parents, first-time parents going back to work) and show your rooms, your outdoor space and your team, never a child without the parents' written consent for that photo.",
  urgency:
    "Give honest reasons to act now: start dates that fill for the month they go back to work, the next open morning, the deadline for the funding they will use. Never invent a waiting list.",
  transform:
    "Share how the first weeks went in a parent's own words, with their written permission, no child's name and no photo of the child.",
  position:
    "Write one line: \"For [the parents you look after], [your setting] is the [kind of setting] that [key difference: hours, outdoor days, the key person], unlike [where they would go otherwise]\". Put it on your Google profile, the fees page and every follow-up.",
  clarity:
    "Test your one-sentence description on the next five families at a visit. If they cannot repeat it to the other parent at home, cut the jargon (framework names, ratios, sessions) until they can.",
  proof:
    "Collect proof parents trust: your registration and what it shows, staff qualifications, families who started, parents' words with written permission, and your inspection report quoted as written once you have one.",
  journey:
    "Walk the steps from the first search to the first day: finding you, booking a visit after work, the visit, the fees worked out, the follow-up, the registration and deposit, settling-in. Remove one hesitation at every step.",
};
