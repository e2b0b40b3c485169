import type { ClinicianSoftware } from "~/plan-quality/clinician";

/**
 * The view's fixed texts for software sold to licensed clinicians in private practice (AI progress notes for
 * therapists): the toolkit's six cards, the success tips and the Marketing Model's how-to lines. Its buyers
 * answer to a licensing board and trust colleagues, so nothing here speaks of trade associations' supplier
 * memberships, trade press, review sites, case studies or "a business like yours", and nothing touches a
 * client. Pure.
 */

type Card = [description: string, tryThis: string];

/** The toolkit's six cards; {product} is filled by the toolkit. */
export function clinicianToolkit(c: ClinicianSoftware): Record<"Direct Outreach" | "Integration Marketing" | "Launch Stacking" | "Indirect Competitors" | "Partnerships" | "Power Users", Card> {
  const ehrs = c.ehrs.length ? c.ehrs.join(" and ") : "the EHRs your beta users name";
  return {
    "Direct Outreach": [
      `Go through colleagues, not cold lists: a beta user's introduction to their consultation group, a reply in a group thread where the rules allow it, a note to a podcast host. ${c.clinicians[0]!.toUpperCase()}${c.clinicians.slice(1)} answer a colleague; they delete a vendor.`,
      "Ask three beta users this week which consultation group or colleague would want to try {product}, and whether they would introduce you.",
    ],
    "Integration Marketing": [
      `Fit into the EHR they already use (${ehrs}): a note that pastes cleanly into the progress-note field, a one-page guide per EHR, and a partner listing only where the EHR offers one and its privacy review is done.`,
      "Test a signed note in the EHR most beta users name, fix what breaks, and send them the guide.",
    ],
    "Launch Stacking": [
      "Stack the trust moments in one week: the trust page updated, a documentation webinar, a podcast guest spot and a post in the groups whose rules allow it, so a colleague hears of {product} from three places they already trust.",
      "Pick a week in the next month and line up the webinar date, one podcast or newsletter mention and the group posts for it.",
    ],
    "Indirect Competitors": [
      "Your real rival is not another AI tool: it is the evening spent writing notes by hand, a template in the EHR, and the fear of anything that sounds like recording. Learn what each costs them in their own words.",
      "On the next five beta calls, ask how they wrote notes before and what they tried and dropped; put their words (no client details) into the trust page's questions.",
    ],
    Partnerships: [
      "Team up with the people clinicians already learn from: consultation group leaders, CE providers, private-practice podcast hosts and their state association's newsletter editors. Each brings a room of colleagues at once.",
      "Offer one consultation group leader a 15-minute documentation segment and one podcast host a documentation checklist for their listeners.",
    ],
    "Power Users": [
      `Beta ${c.clinicians} who write most of their notes in {product} are your best voices: thank them by name, tell them what changed because of what they said, and ask (never push) whether a colleague would want to try it.`,
      "Write to your five most active beta users this week with one change you made because of them, and ask each whether they would say two sentences about their own time saved.",
    ],
  };
}

/** Success tips: trust first, colleagues second, the Friday count. */
export function clinicianTips(c: ClinicianSoftware, slot: string): string[] {
  return [
    `Protect ${slot} at the same time each week, and give the first two weeks to the trust page and the beta calls: every other tactic links to them.`,
    `Never write a line that touches a client: no stories, no examples from sessions, no screenshots with client details, even disguised. ${c.clinicians[0]!.toUpperCase()}${c.clinicians.slice(1)} notice, and one slip costs more than any campaign brings.`,
    "Have every sentence about HIPAA, the BAA, storage and who can read notes checked by a lawyer before it goes out, and every quote checked against the ethics codes and board rules your buyers follow.",
    "Every Friday, count sign-ups and paying clinicians by where each came from (a colleague, a group, a podcast, the webinar, a consultation group), and give each channel four weeks before you judge it.",
  ];
}

/** The Marketing Model's how-to lines for clinician software: where each lever goes when trust decides. */
export const CLINICIAN_HOW_TO_APPLY: Record<string, string> = {
  desire:
    "Open the sign-up page, every group post and every podcast read with the evening they get back, in the words beta users use on the calls, never with a client's situation.",
  identity:
    "Name who it is for (licensed clinicians in private practice who take documentation seriously) and show their own words, with permission. Saying what it never does (record a session) sharpens it.",
  urgency:
    "Tie every ask to a real limit: the beta's end, a webinar date, a founding price that holds until a named date. Never invent scarcity; clinicians talk to each other in consultation groups.",
  transform:
    "Show the before-and-after of their own week, not a client's: notes finished at night before, between sessions after, in a beta user's words with written permission.",
  position:
    "Write one line: \"For [clinicians] who [problem], [product] is the [kind of tool] that [key difference], unlike [what they use today]\". Check every claim in it, and put it on the sign-up page and the trust page.",
  clarity:
    "Test the first line of the sign-up page on five clinicians: they should be able to say what it works from, what it stores and who signs the note.",
  proof:
    "Collect proof a clinician can respect: the trust page's checked answers, the BAA, colleagues' words about their own time with written permission, and numbers of notes written in the beta. Never a client's story.",
  journey:
    "Walk the steps from a colleague's mention to a signed note: the trust page, the BAA, the sign-up, the first note, the draft, the edit and the signature. Remove one doubt at every step.",
};
