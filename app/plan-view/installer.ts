import { installerTokens, type Installer } from "~/plan-quality/installer";

/**
 * The view's fixed texts for a home-improvement installer (solar panels and batteries, heat pumps, kitchens,
 * loft conversions…): the toolkit's six cards, the success tips and the Marketing Model's how-to lines. Its
 * buyers trust a neighbour's numbers and a quote they can check, so nothing here speaks of a till, regulars,
 * a window, vouchers, knocking on doors or bought leads. Pure.
 */

type Card = [description: string, tryThis: string];

/** The toolkit's six cards for an installer; {product} {place} are filled by the toolkit. */
export function installerToolkit(i: Installer): Record<"Direct Outreach" | "Integration Marketing" | "Launch Stacking" | "Indirect Competitors" | "Partnerships" | "Power Users", Card> {
  const t = installerTokens(i, "");
  return {
    "Direct Outreach": [
      "Talk to the people who already know your work: past customers, the neighbours who watched an install, the groups that book speakers. Never knock or ring anyone cold; answer every enquiry the same day and follow every quote on its plan.",
      `Ring the customers of your last five installs this week: how is it going, and would they share their ${t.instEvidence} for a case study?`,
    ],
    "Integration Marketing": [
      "For an installer, integration means being checkable where homeowners already look: your Google profile with real installs, the public registers of the schemes you belong to, and the case studies on the page for their own town.",
      "Check that each scheme you belong to lists {product} on its public register, and link each one from your 'how to check us' page.",
    ],
    "Launch Stacking": [
      "Give every finished install a small launch of its own, with the customer's agreement: the case study, a post on the Google profile, the note to the street and, if they're happy to, an open home a month later.",
      "Pick next week's install and line up its before photos, the note to the street and the case study's consent before the van arrives.",
    ],
    "Indirect Competitors": [
      "Your real rivals are the national companies' salesmen, the lead sites that sell one homeowner to several installers, and doing nothing this year. Learn what people disliked (the pressure, the vague quote, the installer they never met) and make your written quote the answer.",
      "Read the 1- to 3-star reviews of the three biggest installers quoting in {place} and note every complaint your written quote answers.",
    ],
    Partnerships: [
      `Team up with trades who meet the same homeowners first without doing the same work: ${t.instPartners}. Send work their way too.`,
      `Ask two of them this week whom they send customers to when asked about ${t.instWhat}, and offer to return the favour.`,
    ],
    "Power Users": [
      `Customers who are happy with their ${t.instUnit} are your case studies, your open-home hosts and your best recommendation. Stay in touch (a call at three months, their ${t.instEvidence} at a year) and ask each, once, for what they're comfortable with.`,
      `Call three customers whose installs are about a year old: how it's going, their ${t.instEvidence}, and whether they'd host an open home.`,
    ],
  };
}

/** Success tips for an installer: the fitting first, the funnel counted every Friday, quotes sent fast, the team's diary as the ceiling. */
export function installerTips(i: Installer, slot: string): string[] {
  return [
    `The fitting comes first, so give marketing a fixed slot: protect ${slot} at the same time each week, and set up one thing at a time, the written quote and the case studies first.`,
    "Every Friday, count enquiries, surveys, written quotes and installs by where each enquiry came from (a past customer, an open home, the street, a talk, search, ads), and the cost per install of every channel you pay for.",
    "Answer every enquiry the same day and send every written quote within two working days of the survey; after every quote you lose, ask kindly what decided it.",
    i.teamSize || i.ownTeam
      ? `Sell only what ${i.teamSize ? `your ${i.teamSize === 2 ? "two-person" : `${i.teamSize}-person`} team` : "your team"} can fit well: check the fitting weeks in the diary before every yes, since one rushed install costs more recommendations than a quiet month.`
      : "Sell only what you can fit well: one rushed install costs more recommendations than a quiet month.",
  ];
}

/** The Marketing Model's how-to lines for an installer: a neighbour's numbers, a quote they can check, no pressure. */
export const INSTALLER_HOW_TO_APPLY: Record<string, string> = {
  desire:
    "Open every case study, quote and ad with what homeowners want (lower bills, a warmer house, a home that works, a job done once), in their words, not a list of products. Never promise a saving; show a neighbour's numbers and the assumptions.",
  identity:
    "Name the homeowners you work for (the careful ones who research, compare quotes and ask their neighbours) and show homes like theirs, with each customer's permission.",
  urgency:
    "Give only real reasons to act: the team's diary, the season, a scheme's published end date (checked). Never a price that goes up on Friday or a discount for signing today; your buyers fear exactly that.",
  transform:
    "Show the before and after in the customer's own words and numbers, with their written consent: what they had, what was fitted, what changed over a year.",
  position:
    "Write one line: \"For [homeowners in your area], [your business] is the installer that [key difference: a survey within the week, a written quote with every assumption, the people who quote are the people who fit], unlike [the national salesman or the lead site]\". Put it on the profile, the quote and the site.",
  clarity:
    "Say the one-sentence description to the next five people at a survey or a talk. If they can't repeat what you fit, where and how you quote, cut the jargon until they can.",
  proof:
    "Collect proof they can check: installs near them with the customers' numbers and permission, your certificates with the links to check them, reviews from every customer alike.",
  journey:
    "Walk the steps from the first search or a neighbour's word to the survey, the written quote, the follow-up calls, the install and the handover. Remove one wait or one worry at every step.",
};
