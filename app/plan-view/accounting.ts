import { waysOf, type Accounting } from "~/plan-quality/accounting";
import { numberWord } from "~/plan-quality/words";

/**
 * The view's fixed texts for an accounting or bookkeeping practice, a tax preparer or a payroll bureau: the
 * toolkit's six cards, the success tips and the Marketing Model's how-to lines. Its clients come on a mate's
 * word, from the counters and suppliers they use and at the dates they fear, so nothing here speaks of trade
 * shows, demos, trials, software vendors or launch days. Pure.
 */

type Card = [description: string, tryThis: string];

/** The toolkit's six cards; {product} is filled by the toolkit. */
export function accountingToolkit(acc: Accounting): Record<"Direct Outreach" | "Integration Marketing" | "Launch Stacking" | "Indirect Competitors" | "Partnerships" | "Power Users", Card> {
  const w = waysOf(acc);
  const clients = acc.niche === "trades" ? "tradespeople" : (acc.clients ?? w.clientsDefault);
  const office = acc.rules === "us" ? "the IRS" : acc.rules === "uk" ? "HMRC" : "the tax office";
  return {
    "Direct Outreach": [
      `Never cold: every first message answers something ${clients} asked or sent (a free ${w.check}, a question in a group, a client's introduction), in plain words${acc.whatsapp ? ", on WhatsApp if that is where they wrote" : ""}, within a working day.`,
      `Reply today to every enquiry still waiting, with the free ${w.check} as the next step.`,
    ],
    "Integration Marketing": [
      `Be part of how ${clients} already deal with their money: the ${w.partnerShort} where they buy, ${acc.niche === "trades" ? "the trade bodies and schemes they belong to, " : ""}and the bookkeeping app or bank they use (many list recommended accountants; check how to join before counting on it).`,
      "Ask three clients which bookkeeping app or bank they use, and check whether it keeps a directory of accountants and what it asks for.",
    ],
    "Launch Stacking": [
      `Stack each date, not a launch: a month before a deadline, send the same message the same week to clients, to the ${w.partnerShort} that keep your cards${acc.facebook ? ", to the groups where the rules allow it" : ""} and on the Google profile.`,
      "Pick the next date in the calendar and write its message now, for clients, partners and the profile.",
    ],
    "Indirect Competitors": [
      `${clients.charAt(0).toUpperCase()}${clients.slice(1)} who would pay {product} usually do it themselves at night, ask a relative, or see an accountant once a year and hear nothing in between. What went wrong last time (a late return, a letter from ${office}, money left unclaimed) is your opening, and the fixed fee is the answer.`,
      "Ask five clients what they did before {product} and what it cost them, and use their words on the fixed-fee page.",
    ],
    Partnerships: [
      `Team up with the people ${clients} already trust with their money or their work: the ${w.partnerShort}, a local mortgage broker${acc.rules === "uk" ? " or solicitor" : ""} who needs their accounts, and the bookkeeping app they use. Send work back their way too.`,
      `Take cards to the two ${w.partnerShort} your clients use most, and ask the manager's name.`,
    ],
    "Power Users": [
      "Your longest-standing clients are your referrers and your stories. Tell them first when something changes, ask each for one introduction when they are happiest, and ask two for a five-line story with written permission.",
      "Send your three happiest clients the message they can forward to someone in the same spot.",
    ],
  };
}

/** Success tips: the dates as the calendar, the weekly count, the onboarding capacity, the closed months kept closed. */
export function accountingTips(acc: Accounting, slot: string): string[] {
  return [
    `Keep ${slot} at the same time each week outside the busy months, and plan the busy months' messages before they start: a practice that markets in its busiest weeks takes on clients it cannot serve.`,
    "Every Friday, count free checks in, results sent, first meetings and new clients, by where each came from (a partner, a client's introduction, a group, the Google profile).",
    "Reply to every check and enquiry within three working days: speed is the first thing a new client judges, and the one a busy practice loses first.",
    acc.team && acc.team > 1
      ? `Take on only as many new clients a month as the ${numberWord(acc.team)} of you can onboard well: one messy first return costs more introductions than a month without a new client.`
      : "Take on only as many new clients a month as you can onboard well: one messy first return costs more introductions than a month without a new client.",
  ];
}

/** The Marketing Model's how-to lines for a practice: the free check, the fixed-fee page, the message clients forward. */
export const ACCOUNTING_HOW_TO_APPLY: Record<string, string> = {
  desire:
    "Open every card, post and reply with what clients want back (money they are owed, evenings without paperwork, no letter from the tax office), in their words, not a list of services.",
  identity:
    "Name the clients you work for (their trade, their size, their town) and say who on the team knows their work. Saying who you don't take on makes the rest trust it.",
  urgency:
    "Tie every offer to a real date: the filing deadline, the end of the tax year, a payment due, the number of new clients you can take this month. Never invent a deadline; clients know the real ones.",
  transform:
    "Show one client's before and after, with their written permission: the shoebox or the late return before, the figure and the calm after, in their words.",
  position:
    "Write one line: \"For [clients], [practice] is the accountant that [key difference], for [fixed fee], unlike [the once-a-year accountant or doing it yourself]\". Put it on the card, the page and the Google profile.",
  clarity:
    "Say the practice's one sentence to five clients. If they cannot repeat who it is for, what the fee covers and how to start, cut the jargon until they can.",
  proof:
    "Collect one number, one name and one line for every claim, with the client's written permission: a refund that came back, a return filed early, a review in their own words.",
  journey:
    "Walk the steps from a first message to the first return: the free check, the figure back, the fixed fee agreed, the engagement letter, the handover from the old accountant. Remove one wait at every step.",
};
