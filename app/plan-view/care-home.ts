import type { CareHome } from "~/plan-quality/care-home";

/**
 * The view's fixed texts for a care home (residential, nursing or dementia care; assisted living, memory care):
 * the toolkit's six cards, the success tips and the Marketing Model's how-to lines. Families choose in a hurry,
 * on a visit and on a professional's word, so nothing here speaks of a till, regulars, a window, vouchers or
 * offers, and nothing pressures a family. Pure.
 */

type Card = [description: string, tryThis: string];

type Cards = Record<"Direct Outreach" | "Integration Marketing" | "Launch Stacking" | "Indirect Competitors" | "Partnerships" | "Power Users", Card>;

/** The toolkit's six cards for a care home; {product} {place} are filled by the toolkit. */
export function careHomeToolkit(c: CareHome): Cards {
  const discharge = c.us ? "discharge planners" : "the discharge team";
  return {
    "Direct Outreach": [
      `Talk to the professionals who meet families at the moment of need: ${discharge}, ${c.us ? "hospital social workers and doctors' offices" : "the council's social workers, GPs and district nurses"}. A visit, a one-page introduction and an honest note each Monday of the rooms you have beat any advert.`,
      `Ring ${discharge} and two ${c.us ? "doctors' offices" : "GP practices"} in {place} this week, ask who finds care home places, and send each the Monday note.`,
    ],
    "Integration Marketing": [
      `For a care home, integration means being easy to place someone with and easy to check: the route ${discharge} use to find a bed, ${c.us ? "the state's list of licensed communities" : "the council's list of homes where one is kept"}, the inspection report, the Google profile and ${c.us ? "Caring.com" : "carehome.co.uk"}, all saying the same fees and the same welcome.`,
      `Ask ${discharge} and ${c.us ? "the county" : "the council"} how they find a home with a room free, and what it takes to be on any list they use (check each one's own process).`,
    ],
    "Launch Stacking": [
      "Don't add things one at a time. Put the fees page, the Google profile and the first Monday note live in the same week as the first dementia café or carers' group at {product}, so families and the people who advise them in {place} meet the home several times in a few days.",
      "Pick the week the fees page goes live and hold the first community afternoon at {product} the same week.",
    ],
    "Indirect Competitors": [
      `Your real rivals are ${c.rival ?? "the homes a family visits first"}, and the family who tries to cope at home until a crisis. Learn what families put up with elsewhere (fees only on request, a visit next week, extras that surprise them) and answer each plainly, never naming anyone.`,
      "Read the 2- and 3-star reviews of the homes families compare you with, note every complaint you can answer, and answer it on your fees page and at your visits.",
    ],
    Partnerships: [
      `Team up with the people families ask before they know who to call: ${c.dementia ? (c.us ? "the Alzheimer's Association's chapter, memory cafés" : "Admiral nurses, the dementia support groups") : "the carers' centre, Age UK"}, and ${c.us ? "elder law attorneys" : "the solicitors and financial advisers who handle care fees"}. Each lends you the trust of the families it helps; never pay or reward anyone per referral.`,
      "Offer one dementia group or carers' group in {place} a free twenty-minute talk on choosing and paying for a care home, whichever home they choose.",
    ],
    "Power Users": [
      `The families of residents who have settled are your best recommendation, to friends in the same position. Make it easy and private: ask whether a family deciding may ${c.us ? "call" : "ring"} them, with their written consent, and never reward it.`,
      `Ask the two families most at peace with their parent's move whether a family choosing a home could ${c.us ? "call" : "ring"} them for ten minutes.`,
    ],
  };
}

/** Success tips for a care home: the residents first, the Monday note, counted every Friday, never pressure. */
export function careHomeTips(c: CareHome, slot: string): string[] {
  return [
    `The residents come first, so give marketing a fixed slot: protect ${slot} at the same time each week, and start every Monday from the rooms you have free and the note to the people who refer families.`,
    `Make two contacts a week with the professionals who refer families (${c.us ? "a discharge planner, a doctor's office, an elder law attorney" : "the discharge team, a social worker, a GP practice, an Admiral nurse"}) and thank each one who sent a family with a note, never a gift or a payment.`,
    "Count every Friday: enquiries, visits, respite stays and rooms taken, by who sent each family and how each is paid for.",
    "Never use pressure or offers ('only one room left', a first month free), never quote the inspection report beyond its own words, and never show a resident without their consent: trust is what a care home is chosen on.",
  ];
}

/** The Marketing Model's how-to lines for a care home. */
export const CARE_HOME_HOW_TO_APPLY: Record<string, string> = {
  desire:
    "Open the fees page, your Google profile, the first minute of every call and the end of every visit with what families want (their parent safe, settled and known by name), in the words families use on the phone, never with guilt or fear.",
  identity:
    "Name the families you help (daughters and sons choosing for a parent, husbands and wives who can no longer care at home) and show the home as it is on an ordinary day, with consent for every photo of a resident.",
  urgency:
    "Give only honest reasons to act now: a room free this month, a hospital discharge date, a room held with a deposit while the family decides. Never invent scarcity, never make an offer, never press a family on a visit.",
  transform:
    "Tell what changed for a family after the move (the nightly drives that stopped, a parent eating with friends again) in the family's own words, with their written consent and nothing about anyone's health.",
  position:
    "Write one line: \"For families in [your area] choosing a home for a parent, [home] is the [kind of home] that [key difference: a visit today, the fees on one page, a family-owned home with its own cook], unlike [the homes they would visit]\". Put it on the fees page and say it at every visit.",
  clarity:
    "Say your one-sentence description to the next five people who refer families. If they can't repeat who you care for, what care you give and what the fees include, cut the jargon until they can.",
  proof:
    "Collect proof a family can check: the inspection report quoted as written, the fees in writing, families of residents in their own words (with consent) and reviews on the sites families read.",
  journey:
    "Walk the steps from the first call to the first month: the call answered, a visit today or tomorrow, the fees sheet, a respite stay or an assessment, the deposit, moving day, the first family meeting. Remove one wait or one worry at every step.",
};
