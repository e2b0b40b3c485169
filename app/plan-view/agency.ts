import type { Agency } from "~/plan-quality/agency";

/**
 * The view's fixed texts for a studio or agency selling client projects (brand, web, design, development):
 * the toolkit's six cards, the success tips and the Marketing Model's how-to lines. Its buyers hire at a
 * moment, on a trusted person's word and on work like theirs, so nothing here speaks of trade associations,
 * trade shows, launch days or trials. Pure.
 */

type Card = [description: string, tryThis: string];

/** The toolkit's six cards; {product} is filled by the toolkit. */
export function agencyToolkit(s: Agency): Record<"Direct Outreach" | "Integration Marketing" | "Launch Stacking" | "Indirect Competitors" | "Partnerships" | "Power Users", Card> {
  const buyers = s.startups ? "founders and heads of marketing at startups" : "the people who hire a studio";
  const platform = s.platform ?? "the platform you build on";
  return {
    "Direct Outreach": [
      `Write, never call: a short note to ${buyers} with a reason to write that day (a round announced, a launch, a hire for a head of marketing), one kind observation about their site and one case study like them. Five a week, each one personal.`,
      "Find three companies in this week's funding news whose site undersells them, and write each a three-line note with one case study.",
    ],
    "Integration Marketing": [
      `Be where ${buyers} look for a studio once they have chosen their tools: ${platform}'s partner or experts directory${s.startups ? ", the perks lists investors and accelerators keep for their portfolio, and the recommendations of the development shops that build their product" : ", and the recommendations of the agencies and freelancers they already pay"}.`,
      `Read ${platform}'s partner programme requirements today and list what the studio has and what is missing.`,
    ],
    "Launch Stacking": [
      "Give each finished project a small launch of its own, with the client's permission: the case study on the site, a LinkedIn post from your own account with the client tagged, a note to the partner who introduced them, and the project in the directory profile, in the same week.",
      "Pick the next project to launch and line up its case study, one post, the client's quote and a note to the partner.",
    ],
    "Indirect Competitors": [
      `${s.startups ? "Founders" : "Clients"} who would hire ${"{product}"} usually try something else first: a template they fix themselves, a freelancer${s.marketplaceLeft ? ` from ${s.marketplaceLeft}` : ""}, a big agency's quote they could not afford. What went wrong is your opening line, and your fixed price and date are the answer.`,
      "Ask your last five clients what they tried before {product} and what it left undone, and use their words on the sprint's offer page.",
    ],
    Partnerships: [
      s.startups
        ? "Team up with the people founders ask first: investors' and accelerators' platform teams, fractional CMOs and heads of growth, development shops that build products but do not design, and copywriters. Refer work to them too; partnerships that only take go quiet."
        : "Team up with the people your clients already pay: agencies, freelancers and consultants who serve them but don't do what you do. Refer work to them too; partnerships that only take go quiet.",
      s.startups ? "Write to one fractional CMO and one development shop whose clients look like yours and ask how they choose a design studio." : "Write to two businesses whose clients look like yours and ask how they choose who to recommend.",
    ],
    "Power Users": [
      "Your happiest past clients are your case studies, your referrers and your proof. Stay in touch after launch (a check on the site at three months, a note when they launch something) and ask each for one introduction when they are happiest.",
      "Send three past clients a three-month check-up of their site with one suggestion, and ask each for one introduction.",
    ],
  };
}

/** Success tips: the weekly slot, the pipeline counted every Friday, delivery protected. */
export function agencyTips(s: Agency, slot: string): string[] {
  return [
    `Keep ${slot} at the same time each week, even when client work is busy: the quiet months come from the weeks nobody looked for the next project.`,
    "Every Friday, count qualified calls, proposals sent and projects won, by where each lead came from (a past client, a partner, a case study, a post, an event, a directory).",
    "Send every proposal within two working days of the call, with a fixed price, a scope and a start date; ask why after every one you lose.",
    s.team
      ? "Sell only what the team can deliver well: before each yes, check the weeks it takes against the projects already running, since one late launch costs more referrals than a month without a new project."
      : "Sell only what you can deliver well: one late launch costs more referrals than a month without a new project.",
  ];
}

/** The Marketing Model's how-to lines for a studio selling projects: case studies, offer page, proposals. */
export const AGENCY_HOW_TO_APPLY: Record<string, string> = {
  desire:
    "Open every case study, post and note to a buyer with the result they want (work that matches the company they now are, more enquiries, a launch on time), in their words, not a list of services.",
  identity:
    "Name the clients you work for (their stage, their sector, their moment) and show work for companies like theirs, with permission. Saying who you do not take on sharpens it.",
  urgency:
    "Tie every offer to a real limit: the studio's next start date, the number of projects it can take this quarter, the buyer's own milestone (a launch, a hire, a busy season). Never invent scarcity; founders talk to each other.",
  transform:
    "Show the before and after side by side, with the client's permission: the old and the new, and what changed for the company in their numbers and their words.",
  position:
    "Write one line: \"For [clients] at [moment], [studio] is the studio that [key difference], unlike [the freelancer, template or big agency they would use]\". Put it on the site, the offer page and every proposal.",
  clarity:
    "Say the studio's one-sentence description to five people who could hire you. If they cannot repeat who you are for and what you make, cut the jargon until they can.",
  proof:
    "Collect one name, one result and one before-and-after for every claim, with the client's written permission: a case study, a quote with name and role, a live site.",
  journey:
    "Walk the steps from a first note to a signed proposal: the case study, the booking link, the call, the proposal in two days, the deposit, the kick-off date. Remove one wait at every step.",
};
