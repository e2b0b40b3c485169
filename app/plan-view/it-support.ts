import type { ItSupport } from "~/plan-quality/it-support";
import { numberWord } from "~/plan-quality/words";

/**
 * The view's fixed texts for a managed IT support company: the toolkit's six cards, the success tips and the
 * Marketing Model's how-to lines. Offices come after a scare, through their accountant, landlord or another
 * office manager, so nothing here speaks of demos, trials, launch days or calls to strangers. Pure.
 */

type Card = [description: string, tryThis: string];

/** The toolkit's six cards; {product} is filled by the toolkit. */
export function itSupportToolkit(it: ItSupport): Record<"Direct Outreach" | "Integration Marketing" | "Launch Stacking" | "Indirect Competitors" | "Partnerships" | "Power Users", Card> {
  const clients = it.clients ?? "small offices";
  const scheme = it.rules === "uk" ? "Cyber Essentials" : "their cyber insurance";
  return {
    "Direct Outreach": [
      `Never to strangers: every first message answers someone who asked (a free health check booked, a question after a talk, a referrer's or a client's introduction), within a working day${it.coldCallingFailed ? "; you said calling offices out of the blue gets nowhere, and it stays out" : ""}.`,
      "Reply today to every check request or enquiry still waiting, with a date for the health check.",
    ],
    "Integration Marketing": [
      `Be part of how ${clients} already handle risk: the questions their cyber insurer asks, ${scheme}, and what their own clients or regulator ask about data. Offer the check that answers those questions.`,
      "Ask three clients what their insurer's renewal form asked about IT, and make those questions part of the free health check.",
    ],
    "Launch Stacking": [
      "Stack each month, not a launch: the month's talk, a line to referrers, the Google profile's update and a message to clients all point to the same free health check in the same week.",
      "Pick next month's talk and write the referrers' note and the profile update for the same week now.",
    ],
    "Indirect Competitors": [
      "Offices that would pay {product} usually rely on a nephew, a one-man band or a member of staff who 'is good with computers', and hear nothing until it breaks. The scare (a phishing email, a failed backup, a day without email) is your opening, and an easy switch with published answer times is the answer.",
      "Ask five clients who did their IT before {product} and what finally made them change, and use their words on the switch page.",
    ],
    Partnerships: [
      "Team up with the people who hear about offices' IT problems first: accountants, office landlords and serviced offices, phone and broadband providers, insurance brokers whose cyber cover asks for controls. Send work back their way too.",
      "Ask your three longest-standing clients who their accountant, landlord and broker are, and ask each for twenty minutes.",
    ],
    "Power Users": [
      "Your longest-standing office managers are your referrers and your stories. Ask each for one introduction after a good moment, and two for a short story with written permission.",
      "Send your three happiest clients the two-line message they can forward to another office manager.",
    ],
  };
}

/** Success tips: the weekly count, onboarding capacity, answer times, the scare as the moment. */
export function itSupportTips(it: ItSupport, slot: string): string[] {
  return [
    `Keep ${slot} at the same time each week, and book every health check within a week of the request: an office that just had a scare does not wait a month.`,
    "Every Friday, count health checks booked, pages sent, switches agreed and users under contract, by where each came from (a referrer, a talk, a client's introduction, the Google profile).",
    "Measure the helpdesk's answer times every month and publish them: it is the first thing a switching office asks, and the thing its old provider never showed.",
    it.team && it.team > 1
      ? `Take on only as many new offices a month as the ${numberWord(it.team)} of you can onboard well: one messy first week costs more introductions than a month without a new client.`
      : "Take on only as many new offices a month as you can onboard well: one messy first week costs more introductions than a month without a new client.",
  ];
}

/** The Marketing Model's how-to lines for an IT support company. */
export const IT_SUPPORT_HOW_TO_APPLY: Record<string, string> = {
  desire:
    "Open every page, card and talk with what office managers want (email that works on Monday, a backup that restores, a person who answers), in their words, not a list of services.",
  identity:
    "Name the offices you look after (their profession, their size, their town) and say who answers when they ring. Saying who you don't take on makes the rest trust it.",
  urgency:
    "Tie every offer to a real date: the notice period in their current contract, their insurance renewal, the number of new offices you can onboard this month. Never invent a threat; they have had real ones.",
  transform:
    "Show one office's before and after, with their written permission: the untested backup or the phishing scare before, the tested backup and the answered phone after, in their words.",
  position:
    "Write one line: \"For [offices], [company] is the IT support that [key difference], for [price per user], unlike [the nephew or the one-man band]\". Put it on the site, the cards and the Google profile.",
  clarity:
    "Say the company's one sentence to five office managers. If they cannot repeat who it is for, what the price covers and how to start, cut the jargon until they can.",
  proof:
    "Collect one number, one name and one line for every claim, with the client's written permission: the helpdesk's answer time, a backup restored, a phishing email caught.",
  journey:
    "Walk the steps from a first message to the first month: the free health check, the page of fixes, the notice period planned, the handover from the old provider, the onboarding week. Remove one wait at every step.",
};
