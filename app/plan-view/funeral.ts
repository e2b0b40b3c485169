import { funeralTokens, inFuneralWords, type Funeral } from "~/plan-quality/funeral";

/**
 * The view's fixed texts for a funeral director (a funeral home, an undertaker, a direct cremation provider):
 * the toolkit's six cards, the success tips and the Marketing Model's how-to lines. Families choose within
 * days of a death on a name they trust and prices they can compare, so nothing here speaks of a till,
 * regulars, a window display, offers or a market stall, and nothing sells to the grieving. Pure.
 */

type Card = [description: string, tryThis: string];

type Cards = Record<"Direct Outreach" | "Integration Marketing" | "Launch Stacking" | "Indirect Competitors" | "Partnerships" | "Power Users", Card>;

/** The toolkit's six cards for a funeral director; {product} {place} are filled by the toolkit. */
export function funeralToolkit(f: Funeral, place: string): Cards {
  const cards = funeralCards(f, place);
  return Object.fromEntries(Object.entries(cards).map(([k, [d, t]]) => [k, [inFuneralWords(f, d), inFuneralWords(f, t)]])) as Cards;
}

/** The six cards as written, before a US funeral home's words. */
function funeralCards(f: Funeral, place: string): Cards {
  const t = funeralTokens(f, place);
  return {
    "Direct Outreach": [
      `Never to families: to the people who are with them at or before a death (${t.fuPartners}). A visit, your guide for families and a collection on time at 4am do more than any advert, and you never pay for a family's name.`,
      "Ring two care homes or hospices in {place} this week, ask the manager what goes wrong with funeral directors at night, and offer copies of your guide.",
    ],
    "Integration Marketing": [
      `For a funeral director, integration means being where families look in the first hours and days: the Google profile with your prices, ${t.fuPriceList}, the guide at ${t.fuRegister} and the ${t.fuDoctors}, and the name the care home's night staff know.`,
      `Search ${t.fuSearches} on your phone tonight, and check that your prices page and profile answer what a family would want to know.`,
    ],
    "Launch Stacking": [
      "Don't add things one at a time: put the prices page, the guide and the Google profile live in the same month, and take the guide to the register office, a hospice and two care homes that month, so families and the people who advise them meet {product} several times in a few weeks.",
      "Pick the week the guide goes online, and book your visits to the register office and two care homes for the same week.",
    ],
    "Indirect Competitors": [
      `Your real rival is ${f.rival ?? "the firm a family calls first"}, and the family that picks the first name on Google at 2am. Learn what families are told elsewhere (prices only at the arrangement, fees they didn't expect, a call centre at night) and answer it plainly on your prices page, never naming anyone.`,
      "Read the price lists and the 2- and 3-star reviews of the firms families compare you with, and note each thing families wished they had been told; answer it on your prices page.",
    ],
    Partnerships: [
      `Work with the people families turn to (${t.fuFaith}) and with the bereavement services (${t.fuBereavement}). Each lends you the trust of the families it serves; you make their services go well and send families to them for the support a funeral can't give.`,
      "Write to two ministers or celebrants you have worked with this year, and ask how they like to work with a funeral director.",
    ],
    "Power Users": [
      "Families you looked after well are your best recommendation, and so is everyone at a funeral you arranged: most people choose a funeral director they saw at work. Never ask at the funeral; do everything on the day as if the next family is watching, because they are.",
      "At the next funeral, check every detail the guests see (the order of service, the cars, the staff at the door) as if the next family were watching, and make sure none of it is an advert.",
    ],
  };
}

/** Success tips for a funeral director: the phone first, the people who stand beside families, counted every Friday. */
export function funeralTips(f: Funeral, slot: string): string[] {
  const t = funeralTokens(f, "");
  return [
    `Families come first, so give marketing a fixed slot: protect ${slot} at the same time each week, and move it, never drop it, when a funeral needs you.`,
    "Make two contacts a week with the people who stand beside families (a hospice, a care home, a minister, a celebrant), and thank each one after a service you shared. Small and every week beats a big push.",
    "Count every Friday: first calls by how each family found you, how many became funerals, and the plans taken out.",
    `Never send anything to a bereaved family they didn't ask for, never show a price as an offer, and before you publish, check ${t.fuPriceRule}${f.plans ? `, and ${t.fuPlanRuleShort}` : ""}.`,
  ].map((tip) => inFuneralWords(f, tip));
}

/** The Marketing Model's how-to lines for a funeral director (UK or US alike): care, prices in full, the phone at any hour. */
export const FUNERAL_HOW_TO_APPLY: Record<string, string> = {
  desire:
    "Open the prices page, the guide, your Google profile and the first minute of every call with what families want (a funeral that does right by the person who died, and no worry about what comes next), in the words families use, never with an offer.",
  identity:
    "Say plainly who you are (an independent family firm, the people who will answer the phone, the languages you speak) and show the team and the premises, never families at a funeral. Families choose the people they can picture looking after someone they love.",
  urgency:
    "The only urgency is what must happen by when after a death: say it plainly on the first call and in the next steps, and tell families there is nothing they need to decide tonight. Never a deadline to buy, never a price that ends.",
  transform:
    "Tell what families felt afterwards (that everything was in hand, that the funeral was truly theirs) in their own words, quoted only with their written consent, and with nothing private about the person who died.",
  position:
    "Write one line: \"For families in [your area], [firm] is the [independent funeral director] that [publishes every price and answers at any hour], unlike [the firm they would call first]\". Put it on the prices page and the Google profile.",
  clarity:
    "Say your one-sentence description to the next five people who meet families at a death (a hospice's family support lead, a minister). If they can't repeat who you are and what a funeral with you costs, cut the words until they can.",
  proof:
    "Collect proof a family can check: every price published in full, the years and generations you have served the area, your trade association's code if you are a member, and reviews quoted only with consent.",
  journey:
    "Walk the steps from the first call to the weeks after the funeral: the call at night, the collection, the next steps in writing, the arrangement with the full price, the day itself, the card six weeks later. Remove one worry at every step.",
};
