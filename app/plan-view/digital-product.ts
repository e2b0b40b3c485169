import type { DigitalProduct } from "~/plan-quality/digital-product";

/**
 * The view's fixed texts for a digital download sold one-off (a Notion template, presets, a font, a UI kit):
 * the toolkit's six cards, the success tips and the Marketing Model's how-to lines. Its buyers find it in short
 * videos, marketplaces and through creators, and buy once, so nothing here speaks of students who finish, live
 * lessons, launches that close or members. Pure.
 */

type Card = [description: string, tryThis: string];

/** The toolkit's six cards; {product} and {audience} are filled by the toolkit. */
export function digitalProductToolkit(x: DigitalProduct): Record<"Direct Outreach" | "Integration Marketing" | "Launch Stacking" | "Indirect Competitors" | "Partnerships" | "Power Users", Card> {
  const tool = x.tool;
  return {
    "Direct Outreach": [
      "Answer people who ask, in public, how to organise what {product} organises, with a screenshot of how you do it; then write back to those who reply. Personal, never automated, within each community's rules.",
      "Answer three questions this week where {audience} ask them, each with a screenshot of your own set-up.",
    ],
    "Integration Marketing": [
      `Be where people look for ${tool ? `${tool} ${x.form === "template" ? "templates" : "downloads"}` : "downloads like yours"}: the marketplaces and galleries, creators' resource lists and "my set-up" pages, and the roundups of the best ones.`,
      "Find three roundups or resource lists that name downloads like yours, and ask each author to look at {product}, with a free copy.",
    ],
    "Launch Stacking": [
      "Give each update a small moment: the changelog, one video showing what's new, an email to past buyers and the free version's list, in the same week. A launch brings sales once; a monthly update brings some every month.",
      "Pick the next update's week and line up its video, its email and its changelog line.",
    ],
    "Indirect Competitors": [
      `People making their own${tool ? ` in ${tool}` : ""} from free templates and tutorials are your warmest buyers; the comments under those tutorials say what they still can't get working.`,
      "Read the comments on the three free tutorials your buyers watch, and note the three questions {product} answers.",
    ],
    Partnerships: [
      "Team up with creators and makers who serve the same buyers without competing: a creator whose viewers are {audience}, a maker of a download that goes with yours for a joint bundle.",
      "Propose a joint bundle or a joint video to one maker whose download your buyers also use.",
    ],
    "Power Users": [
      "Buyers who use {product} every day are your best videos and quotes: ask to share their set-up (with permission), give them updates first, and credit them in the changelog.",
      "Ask the three buyers who write back most often whether you may show their set-up in a video.",
    ],
  };
}

/** Success tips: the hours, the weekly video, the Friday count. */
export function digitalProductTips(x: DigitalProduct, slot: string): string[] {
  return [
    `Keep ${slot} at the same time each week, and record a month's videos in one sitting so a busy week never breaks the run.`,
    "Judge a video by the sales and profile visits it brings, not its views: one a week for eight weeks tells you more than one that goes viral.",
    `Count sales by source every Friday (videos, listings, creators, communities, the free version's emails)${x.platforms[0] ? ` in ${x.platforms[0]}'s analytics` : ""}, and give each new idea a month before you judge it.`,
    "Answer every buyer who writes back within a day: their questions are next month's update and next week's video.",
  ];
}

/** The Marketing Model's how-to lines for a digital download. */
export const DIGITAL_PRODUCT_HOW_TO_APPLY: Record<string, string> = {
  desire: "Open each listing, video and email with the result on screen, in the words buyers use in comments and replies.",
  identity: "Name who it is for and show their real set-up and words, with permission.",
  urgency: "Tie every offer to a real date: a bundle price until an update ships, a code for two weeks. Never invent scarcity for a file that never runs out.",
  transform: "Show the before-and-after: the mess they have today, then the same work in the product, filled in. Screenshots and a short video do it better than words.",
  position: "Write one line: \"For [people] who [problem], [product] is the [kind of download] that [key difference]\", and put it in every listing's first line and your bio.",
  clarity: "Test the listing's first line on five people who have the problem. If they cannot say what they get and how they use it, rewrite it.",
  proof: "Back every claim with a buyer's words, a sales count or a screenshot of real use. Keep quotes exact, and use them only with permission.",
  journey: "Walk the steps from a video to a sale: the bio link, the product page, the checkout, the first minute after buying. Remove one click or doubt at every step.",
};
