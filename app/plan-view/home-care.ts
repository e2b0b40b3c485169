import { homeCareTokens, inCareWords, type HomeCare } from "~/plan-quality/home-care";

/**
 * The view's fixed texts for a care-at-home business (a home care or live-in care agency, a companionship
 * service): the toolkit's six cards, the success tips and the Marketing Model's how-to lines. Families choose
 * in a crisis on a trusted person's word, and only the hours the carers can give are sold, so nothing here
 * speaks of a till, regulars, a window, vouchers or a chair, and nothing sells on fear. Pure.
 */

type Card = [description: string, tryThis: string];

type Cards = Record<"Direct Outreach" | "Integration Marketing" | "Launch Stacking" | "Indirect Competitors" | "Partnerships" | "Power Users", Card>;

/** The toolkit's six cards for a care-at-home business, in the founder's words for the people who visit. */
export function homeCareToolkit(h: HomeCare): Cards {
  const cards = homeCareCards(h);
  return Object.fromEntries(Object.entries(cards).map(([k, [d, t]]) => [k, [inCareWords(h, d), inCareWords(h, t)]])) as Cards;
}

/** The six cards as the library writes them; {product} {place} are filled by the toolkit. */
function homeCareCards(h: HomeCare): Cards {
  const t = homeCareTokens(h, "");
  const discharge = h.us ? "discharge planners" : "the discharge team";
  return {
    "Direct Outreach": [
      `Talk to the people who meet families at the moment of need: ${t.hcPartners}. A visit, a one-page introduction and an honest note each Monday of where you can start beat any advert.`,
      `Ring ${discharge} and two ${h.us ? "doctors' offices" : "GP practices"} in {place} this week, ask who arranges care at home, and send each the Monday note.`,
    ],
    "Integration Marketing": [
      "For a care agency, integration means being easy to refer and easy to find where families and professionals already look: the referral route the discharge team uses, the council's list of providers where one is kept, the Google profile and the review sites families read.",
      `Ask ${discharge} and the council how they pass an agency's details to families, and what it takes to be on any list they keep.`,
    ],
    "Launch Stacking": [
      "Don't add things one at a time. Put the price page, the carers' page and the first Monday note live in the same week, with a talk at a community centre or carers' group, so families and the people who advise them in {place} meet {product} several times in a few days.",
      "Pick the week the carers' page goes live and book a talk at a community centre or carers' group for the same week.",
    ],
    "Indirect Competitors": [
      `Your real rival is ${h.rival ?? "the agency a family rings first"}, and the family member who tries to cope alone until something happens. Learn what families put up with elsewhere (calls not returned, a different carer every visit, missed visits) and answer it plainly, never naming anyone.`,
      "Read the 2- and 3-star reviews of the agencies families compare you with, note every complaint you answer, and put the answers on your price page and carers' page.",
    ],
    Partnerships: [
      `Team up with the people families ask before they know who to call: ${t.hcCommunity}. Each lends you the trust of the families it advises, and you send families back to them for what care can't do.`,
      "Offer one carers' group or community centre in {place} a free 30-minute talk on help at home and how it is paid for.",
    ],
    "Power Users": [
      "Families who are happy with their parent's carers are your best recommendation, to friends and colleagues in the same position. Make it easy and private: ask whether another family may ring them, with their written consent, and never reward it.",
      "Ask the two families happiest with your visits whether a family thinking of care could ring them for five minutes.",
    ],
  };
}

/** Success tips for a care-at-home business: the capacity line first, partners every week, counted every Friday. */
export function homeCareTips(h: HomeCare, slot: string): string[] {
  const t = homeCareTokens(h, "");
  return [
    `Care comes first, so give marketing a fixed slot: protect ${slot} at the same time each week, and start every Monday from the capacity line, the hours your carers can still take.`,
    "Make two contacts a week with the people who refer families (a discharge team, a ${t.hcGp}, a charity) and thank each one who sent someone. Small and every week beats a big push.",
    "Count every Friday: calls, assessments, new families and care hours by who sent them, and the hours of room your carers still have.",
    `Never sell on fear ('before it's too late', 'don't wait for another fall') or show a rating you haven't been given, and before you publish anything, check ${t.hcRules}: trust is what a care agency sells.`,
  ].map((tip) => inCareWords(h, tip));
}

/** The Marketing Model's how-to lines for a care-at-home business, in the founder's words for the people who visit. */
export function homeCareHowTo(h: HomeCare): Record<string, string> {
  return Object.fromEntries(Object.entries(HOME_CARE_HOW_TO_APPLY).map(([k, v]) => [k, inCareWords(h, v)]));
}

/** The Marketing Model's how-to lines for a care-at-home business: families, carers, the crisis call. */
const HOME_CARE_HOW_TO_APPLY: Record<string, string> = {
  desire:
    "Open the price page, the carers' page, your Google profile and the first minute of every call with what families want (their parent safe and comfortable at home, with someone they know), in the words families use on the phone, never with fear of what might happen.",
  identity:
    "Name the families you help (daughters and sons who live away or work, older people who want to stay at home) and show your carers, with their consent. Families choose the agency whose carers they can picture with their parent.",
  urgency:
    "Give only honest reasons to act now: the hours your carers have free this month, a hospital discharge date, a waiting list when you are full. Never invent scarcity or frighten a family into deciding.",
  transform:
    "Tell what changed for a family after care started (the calls from work that stopped, a parent who looks forward to the morning visit) in the family's own words, with their written consent and nothing about anyone's health.",
  position:
    "Write one line: \"For families in [your area] whose parent needs help at home, [agency] is the [kind of agency] that [key difference: a callback the same day, the same few carers, carers paid the living wage], unlike [the agency they would call first]\". Put it on the price page and say it on every first call.",
  clarity:
    "Say your one-sentence description to the next five people who refer families. If they can't repeat who you help, where, and what a visit includes, cut the jargon until they can.",
  proof:
    "Collect proof a family can check: the registration with your regulator, your carers' checks and training, reviews from families quoted only with consent, and a rating only once you have been inspected.",
  journey:
    "Walk the steps from the first call to the first visit: the callback, the five questions, the home assessment within 48 hours, meeting the carers, the start date, the two-week review. Remove one wait or one worry at every step.",
};
