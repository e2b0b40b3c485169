import { architectTokens, inUsDesignWords, type Architect } from "~/plan-quality/architect";
import { americanSpelling } from "~/plan-quality/words";

/**
 * The view's fixed texts for an architecture or design practice for homeowners: the toolkit's six cards, the
 * success tips and the Marketing Model's how-to lines. Its clients come on a referrer's word and on finished
 * projects, so nothing here speaks of a van, a till, a fridge magnet, an install or a discount card. Tokens
 * ({product} {place}) are filled by the view; the practice's own ({arReferrers} …) here. Pure.
 */

type Card = [description: string, tryThis: string];

type Cards = Record<"Direct Outreach" | "Integration Marketing" | "Launch Stacking" | "Indirect Competitors" | "Partnerships" | "Power Users", Card>;

/** The practice's own tokens filled in; {product} and {place} are left for the toolkit. */
function inArchitectWords(r: Architect, text: string): string {
  const t = architectTokens(r, 26);
  const filled = text.replace(/\{(ar\w+)\}/g, (m, k: string) => t[k] ?? m);
  return r.rules === "us" ? americanSpelling(inUsDesignWords(r, filled)) : filled;
}

/** The toolkit's six cards for a design practice. */
export function architectToolkit(r: Architect): Cards {
  const cards: Cards = {
    "Direct Outreach": [
      "Talk to the people your next clients already ask: the owners of finished projects, the {arReferrers} you work with, and the neighbours who watched a build. Never cold-call a homeowner; answer every enquiry the same day with the fees page.",
      "Ring the owners of your last three finished projects this week: how is the house working, and may you show their project to others?",
    ],
    "Integration Marketing": [
      "For {arAWord}, integration means being checkable where homeowners already look: your Google profile linked to the project pages, {arRegister}, {arBody}'s directory, the council's planning portal where your approved references sit, and {arPortal} as a portfolio.",
      "Check that {product} is listed correctly on {arRegister} and {arBody}'s directory, and link both from the fees page.",
    ],
    "Launch Stacking": [
      "Give every finished project a small launch of its own, with the owners' agreement: its project page, a photo on the Google profile, a note to the builder and engineer who worked on it, and an open house a month later.",
      "Pick the next project to finish and line up the owners' consent, the after photos and the open-house date before the builders leave.",
    ],
    "Indirect Competitors": [
      "Your real rivals are the builder who offers free drawings, the plan-drawing services that submit and walk away, and putting it off another year. Show what a design does that they don't: a scheme approved first time, drawings builders price alike, someone on the client's side on site.",
      "Ask the next five people who book {arTheVisit} what else they considered, and answer the most common one on the fees page.",
    ],
    Partnerships: [
      "Team up with the professionals who meet your clients first ({arReferrers}): send them work when it fits, tell the client when you know them, and never pay or take money for names.",
      "Invite {arReferrerPair} for a coffee or a site visit this month, with two recent projects.",
    ],
    "Power Users": [
      "Owners of finished projects are your open houses, your reviews and your best recommendation to the street. Stay in touch (a call at six months, a photo at a year) and ask each, once, for what they're comfortable with.",
      "Send the owners of projects finished a year ago a note asking how the house is working, and whether a neighbour has asked about it.",
    ],
  };
  return Object.fromEntries(Object.entries(cards).map(([k, [d, t]]) => [k, [inArchitectWords(r, d), inArchitectWords(r, t)]])) as Cards;
}

/** Success tips for a design practice: a fixed slot, referrers every week, projects counted by who sent them, the fee kept whole. */
export function architectTips(r: Architect, slot: string): string[] {
  return [
    `Client work comes first, so give marketing a fixed slot: protect ${slot} at the same time each week, and set up one thing at a time, the fees page and the project pages first.`,
    "Every Friday, count enquiries, {arVisitShort}s booked and projects signed, by who sent each one (an owner, a builder, an engineer, a neighbour, the talk, search).",
    "Answer every enquiry the same day with the fees page and two projects near them; after every proposal that doesn't go ahead, ask kindly what decided it.",
    r.noDiscount ? "Keep the fee whole: when a client hesitates, explain what a stage gives them or offer fewer stages, never a lower percentage." : "Take on only what you can design well: one rushed project costs more recommendations than a quiet month.",
  ].map((tip) => inArchitectWords(r, tip));
}

/** The Marketing Model's how-to lines for a design practice, in its own words. */
export function architectHowTo(r: Architect): Record<string, string> {
  return Object.fromEntries(Object.entries(ARCHITECT_HOW_TO_APPLY).map(([k, v]) => [k, inArchitectWords(r, v)]));
}

const ARCHITECT_HOW_TO_APPLY: Record<string, string> = {
  desire:
    "Open the fees page, each project page and your Google profile with what homeowners want (a house that works for the family, a build near the budget, {arPlanning} first time), in the words they use at the first visit.",
  identity:
    "Name the homeowners you work for ({arHouses} in {arAreas}) and show projects in houses like theirs, with each owner's permission.",
  urgency:
    "Give only real reasons to act: the months {arPlanning} takes, the season builders book up, the number of projects you can take on. Never a fee that goes up on Friday.",
  transform:
    "Show each project before and after in the owners' words and numbers, with their written consent: the house they had, the design, what it cost, how they live now.",
  position:
    "Write one line: \"For [homeowners in your area], [practice] is the [architect or designer] that [key difference: projects approved first time, the fee explained, drawings builders price alike], unlike [a builder's free drawings]\". Put it on the fees page and the Google profile.",
  clarity:
    "Say your one-sentence description to the next five builders or owners you meet. If they can't repeat what you design, where and what the first visit gives, cut the jargon until they can.",
  proof:
    "Collect proof a homeowner can check: the {arRef} of every project, the photos before and after, the build cost against the budget, reviews from owners at completion, and {arCredentials}.",
  journey:
    "Walk the steps from a neighbour's word or a search to the fees page, the enquiry, {arTheVisit}, the fee proposal and the signed appointment. Remove one wait or one worry at every step.",
};
