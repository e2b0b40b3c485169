import { lawTokens, type Law } from "~/plan-quality/law";

/**
 * The view's fixed texts for a law practice for consumers (immigration, family, wills and probate): the
 * toolkit's six cards, the success tips and the Marketing Model's how-to lines. Clients choose on a trusted
 * word and on the firm's own answers and fees, so nothing here speaks of a till, regulars, a window, a chair or
 * a weekday offer, and nothing promises an outcome. Tokens ({product} {place} {lawyer} …) are filled by the view. Pure.
 */

type Card = [description: string, tryThis: string];

type Cards = Record<"Direct Outreach" | "Integration Marketing" | "Launch Stacking" | "Indirect Competitors" | "Partnerships" | "Power Users", Card>;

/** The practice's own tokens filled in ({lawyer}, {lawReferrers} …); {product} and {place} are left for the toolkit. */
function inLawWords(l: Law, text: string): string {
  const t = lawTokens(l, "", "");
  return text.replace(/\{(law\w+)\}/g, (m, k: string) => t[k] ?? m);
}

/** The toolkit's six cards for a law practice. */
export function lawToolkit(l: Law): Cards {
  const cards = lawCards(l);
  return Object.fromEntries(Object.entries(cards).map(([k, [d, t]]) => [k, [inLawWords(l, d), inLawWords(l, t)]])) as Cards;
}

function lawCards(l: Law): Cards {
  const us = l.rules === "us";
  return {
    "Direct Outreach": [
      "Talk to the people your future clients already ask: past clients, the organisers of {lawVenues}, and the professionals who meet them first. A plain answer from a regulated {lawyer}, given where they already are, beats any advert.",
      "Ring two past clients this week, thank them, and ask where people like them ask about {lawHelp}; ask for an introduction to one organiser.",
    ],
    "Integration Marketing": [
      `For a law practice, integration means being easy to find and to check where people already look: your Google profile with the fees page linked, your page on ${us ? "Avvo and the state bar's directory" : "ReviewSolicitors and the Law Society's Find a Solicitor"}, and the websites and noticeboards of the organisations that advise them.`,
      `Check that {product}'s entry on ${us ? "the state bar's directory" : "the Law Society's Find a Solicitor"} and the Google profile both link to the fees page and name your services.`,
    ],
    "Launch Stacking": [
      "Don't publish a guide and wait. In the same week, put it on the site, send it to your referrers, mention it at a talk and ask one organiser to share it, so the people who need it meet {product} several times in a few days.",
      "Pick the week your next guide goes live, and book a talk or a referrer's coffee in the same week.",
    ],
    "Indirect Competitors": [
      "Your real rivals are {lawFakes}, friends' advice and doing it themselves, more than the firm down the road. Learn what people were told before they reached you, and answer it plainly in your guides, never naming anyone.",
      "Ask the next five clients what they were told, or quoted, before they came to {product}, and answer the most common one in your next guide.",
    ],
    Partnerships: [
      "Team up with the professionals and organisations that meet your clients first ({lawReferrers}). Each lends you its trust; keep every arrangement within {lawRegulator}'s rules on referrals, with no payment for introductions unless the rules allow it.",
      "Invite {lawFirstReferrers} for a coffee this month, with the fees page and your latest guide.",
    ],
    "Power Users": [
      "Clients whose matter you handled well are your best recommendation in their community. Make it easy and honest: an honest review on {lawReviewSites}, and your guide to pass on, with nothing offered in return and nothing confidential shared.",
      "Send your last five satisfied clients the guide that fits their friends' questions, and ask whether they'd pass it on to anyone who needs it.",
    ],
  };
}

/** Success tips for a law practice: a fixed slot, contacts every week, cases counted by who sent them, nothing promised. */
export function lawTips(l: Law, slot: string): string[] {
  return [
    `Casework comes first, so give marketing a fixed slot: protect ${slot} at the same time each week, and set up one idea at a time.`,
    "Make two contacts a week with the people who send clients (a past client, a referrer, an organiser) and thank every one who sent someone.",
    "Count every Friday: enquiries, replies sent within a working day and new cases, by who sent each one.",
    "Never promise an outcome or quote a success rate, keep every client's matter out of reviews and replies, and check each new page or message against {lawAdRules} before it goes out.",
  ].map((tip) => inLawWords(l, tip));
}

/** The Marketing Model's how-to lines for a law practice, in its own words ({lawyers}, its review sites). */
export function lawHowTo(l: Law): Record<string, string> {
  return Object.fromEntries(Object.entries(LAW_HOW_TO_APPLY).map(([k, v]) => [k, inLawWords(l, v)]));
}

/** The Marketing Model's how-to lines for a law practice: plain answers, the fixed fee, honesty about outcomes. */
const LAW_HOW_TO_APPLY: Record<string, string> = {
  desire:
    "Open the fees page, each guide, your Google profile and the first line of every enquiry reply with what clients want (the matter done properly, a fee they know, someone who answers), in the words they use when they first write to you. Never promise the outcome.",
  identity:
    "Name the people you help, in their own words (couples facing a visa deadline, families after a death), and show the {lawyers} who will do the work. People choose the firm where they can picture someone like them being helped.",
  urgency:
    "Give only the reasons to act that the client already faces: their own deadline, a date by which documents must be in, a time limit. Never invent scarcity or frighten anyone into instructing you.",
  transform:
    "Tell what changed for a client (the confusion before, the plain answer and fixed fee after) in their own words, with their written consent, about how they were treated, never as a promise of the result.",
  position:
    "Write one line: \"For [the people you help], [firm] is the [kind of practice] that [key difference: fixed fees, a reply within a working day, regulated lawyers who explain every step], unlike [what they would do otherwise]\". Put it on the fees page and in every enquiry reply.",
  clarity:
    "Say your one-sentence description to the next five people who refer clients. If they can't repeat who you help, with what, and for what fee, cut the jargon until they can.",
  proof:
    "Collect proof a client can check: your regulator's details and number, the {lawyers}' experience, reviews on {lawReviewSites} about how clients were treated, and never a success rate or a promised result.",
  journey:
    "Walk the steps from the first question to instructing you: the guide, the fees page, the enquiry, the reply within a working day, the documents to send, the first meeting. Remove one wait or one worry at every step.",
};
