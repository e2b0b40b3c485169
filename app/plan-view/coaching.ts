import { coachTokens, coachWays, type Coaching } from "~/plan-quality/coaching";

/**
 * The view's fixed texts for online coaching sold by the month (fitness, strength, running, nutrition,
 * business or life coaching with check-ins): the toolkit's six cards, the success tips and the Marketing
 * Model's how-to lines. A client buys a relationship with one coach after a call and stays while the
 * check-ins help, so nothing here speaks of a free first class, a cart, a launch or a student's portfolio. Pure.
 */

type Card = [description: string, tryThis: string];

/** The toolkit's six cards for a coach; {product} {audience} are filled by the toolkit. */
export function coachToolkit(c: Coaching): Record<"Direct Outreach" | "Integration Marketing" | "Launch Stacking" | "Indirect Competitors" | "Partnerships" | "Power Users", Card> {
  const w = coachWays(c);
  const t = coachTokens(c, 13, undefined, null, false);
  return {
    "Direct Outreach": [
      "Answer the people who ask, in public, the question you coach (in the groups and comments where {audience} already talk), fully and without a link; then write personally to those who reply and offer a free 20-minute call.",
      "Answer five questions this week in the groups where {audience} ask them, and invite the two who reply to apply for a call.",
    ],
    "Integration Marketing": [
      "For a coach, integration means your tools doing the remembering: the application feeding the scheduling tool, the check-in form flagging who has gone quiet, the payment tool letting clients pause or cancel on their own.",
      "Check that a client can apply, book a call, pay and pause without writing to you, and that you see every missed check-in on one list each Sunday.",
    ],
    "Launch Stacking": [
      "Each intake is your launch: stack the date announcement, a teaching post, a client story and a guest spot in the same three weeks before the start, so people meet {product} several times while they decide.",
      "Put the next start date in your diary and line up one post, one story and one email for each of the three weeks before it.",
    ],
    "Indirect Competitors": [
      `Your rival is not another coach: it is ${t.coachRivals}. What they lack is a person who notices; say so, without running anyone down.`,
      "Ask your next five consult calls what they tried before and why they stopped, and write the answers on the offer page in their words.",
    ],
    Partnerships: [
      `Team up with professionals who see your clients and are asked 'what should I do next?': ${w.partners}. Each one lends you the trust of the people they look after.`,
      `Send ${w.partner} your free starter plan this week, with a short note offering a 20-minute call.`,
    ],
    "Power Users": [
      "Clients who have been with you longest bring the next ones: they tell friends going through the same thing, and their stories (with consent) speak to people like them better than any post.",
      "Ask three of your longest clients whether they would share their story, and tell them about the free month for each friend who starts.",
    ],
  };
}

/** Success tips for a coach: consult calls and check-ins first, evenings protected, clients kept counted every Friday. */
export function coachTips(c: Coaching, slot: string, afterHours: boolean): string[] {
  return [
    `Clients come first, so give marketing a fixed slot: protect ${slot}${afterHours ? " on the same evenings each week" : " at the same time each week"}, and set up one idea at a time, the offer page and the consult call first.`,
    "Make five personal contacts a week: an answer in a group where your clients ask, a reply to a check-in that asks one more question, a thank-you to a client who sent a friend. Small and every week beats a big push.",
    `Keep the clients you have before chasing new ones: every client who leaves is one more to find, so offer a pause before a cancel, and ask anyone who stops what would have kept them.`,
    `Count applications, consult calls, clients who start and clients still coached after three months every Friday, and give each new idea a month before you judge it by that count${c.body ? "; progress is counted in what clients can do, never promised in kilos or sizes" : ""}.`,
  ];
}

/** The Marketing Model's how-to lines for a coach: where each lever goes when someone decides whether to trust a coach. */
export const COACH_HOW_TO_APPLY: Record<string, string> = {
  desire:
    "Open your offer page, your bio and the first line of every email with what clients want to be able to do and feel, in the words they use on calls, not the features of the programme or the app.",
  identity:
    "Say out loud who it is for and who it is not for, and show people like them (their age, their life, their starting point) in your posts and stories, with their consent.",
  urgency:
    "Tie offers to real dates: the next intake's start and the places you can look after well. Never invent scarcity or a countdown; one broken promise costs more than a client.",
  transform:
    "Tell a client's story in their own words, with written consent: what was hard before, what they can do now. No promised results and no before-and-after photos.",
  position:
    "Write one line: \"For [who], [your coaching] is the [kind of coaching] that [key difference], unlike [free videos, apps or going it alone]\". Put it on the offer page, your bio and your email signature.",
  clarity:
    "Read your one-sentence offer to your next five consult calls: who it is for, what a month includes, the price. If they cannot repeat it, cut until they can.",
  proof:
    "Collect one number and one name for every claim: how many clients are still with you after three months, a client's words about their first month, with consent. Put them next to the apply button.",
  journey:
    "Walk the steps from the first post to the application, the call, the first payment and the first week: what they see, who answers, when the next step is booked. Remove one hesitation at every step.",
};
