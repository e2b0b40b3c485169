import { podTokens, type PrintOnDemand } from "~/plan-quality/print-on-demand";

/**
 * The view's fixed texts for a print-on-demand shop: the toolkit's six cards, the success tips and the Marketing
 * Model's how-to lines. The designs are the product and nothing is in stock, so nothing here speaks of stockists,
 * samples left with shops, restocks or batches; every channel is judged by what its orders leave. Pure.
 */

type Card = [description: string, tryThis: string];

/** The toolkit's six cards for a print-on-demand shop; {product} is filled by the toolkit. */
export function podToolkit(p: PrintOnDemand): Record<"Direct Outreach" | "Integration Marketing" | "Launch Stacking" | "Indirect Competitors" | "Partnerships" | "Power Users", Card> {
  const t = podTokens(p);
  const browse = p.marketplaces.length ? `${t.podMarketplaces}, beside ${p.marketplaces.join(" and ")} where you already sell` : t.podMarketplaces;
  return {
    "Direct Outreach": [
      "Write personally to the people whose followers are your buyers: illustrators who draw for the same people, small creators whose outfits or gift posts your designs suit, and every buyer who tags a photo. A note about their work beats any mass gifting.",
      "Write to three illustrators this week about a co-designed drop, and thank every buyer who posted a photo with a note and a first look at the next design.",
    ],
    "Integration Marketing": [
      `For a print-on-demand shop, integration means being where people browse designs: Pinterest searches, Google's free listings, gift guides that link to each design, and the marketplaces where designs are found (${browse}).`,
      "Pick one of those this month and put your ten best designs there, with real photos and titles in the words people search.",
    ],
    "Launch Stacking": [
      "Stack every new design: the vote in your stories, the reel of the drawing, three pins, the drop email and an illustrator's post in the same week, so people meet the design three times.",
      "Give your next design a drop day, then schedule the vote, the reel, three pins and the email for that week.",
    ],
    "Indirect Competitors": [
      "Your real rivals are the big print-on-demand marketplaces and high-street graphic tees: cheaper, endless, anonymous. Win on what they cannot give: a design with a person behind it, real photos of the print, a gift that arrives in time.",
      "Read 30 reviews of best-selling designs like yours on Etsy or Redbubble, note every complaint (a faded print, sizes, late delivery), and answer each one on your product pages.",
    ],
    Partnerships: [
      "Team up with people who sell to the same buyers without selling designs like yours: illustrators for a co-designed drop, small brands for a shared gift guide or a giveaway. Each brings followers who already like this kind of work.",
      "Propose a co-designed drop to one illustrator and a shared gift guide to one small brand this month.",
    ],
    "Power Users": [
      "Buyers who post a photo in your designs are your best marketing: their friends ask where it's from. Give them the first look at new designs and a vote on the next one.",
      "Write to your ten happiest buyers (those who reviewed or posted), thank them, and invite them to vote first on next week's design.",
    ],
  };
}

/** Success tips for a print-on-demand shop: drawing time kept, every channel judged by what its orders leave. */
export function podTips(p: PrintOnDemand, slot: string): string[] {
  const t = podTokens(p);
  return [
    `The designs are the product, so keep your drawing time and give marketing a fixed slot: protect ${slot} at the same time each week, and set up one idea at a time, the margin sheet and the real photos first.`,
    `Judge every channel by what its orders left after ${t.podPartner}'s cost, not by likes or revenue: ${p.margin ? `an order from an ad must cost less than ${t.podMarginShort}` : "an order from an ad must cost less than it leaves"}.`,
    "Make 5 personal contacts a day: a thank-you to a buyer who posted a photo, a note to an illustrator, a reply to a comment on a design. Small and every day beats big and occasional.",
    "Give each new channel 30 days before you judge it, count orders by design and by channel every Friday, and retire a design only on the day you said you would.",
  ];
}

/** The Marketing Model's how-to lines for a print-on-demand shop: where each lever goes when people choose a design. */
export const POD_HOW_TO_APPLY: Record<string, string> = {
  desire:
    "Open every product page, pin and drop email with the design and the feeling it gives (the laugh, the friend it is for), in a real photo, not with the fabric weight or the print method.",
  identity:
    "Name your buyers out loud (people who wear their sense of humour, friends who give gifts that are clearly chosen) and show them in real photos and in buyers' own photos, with their permission.",
  urgency:
    "Tie offers to real limits: a gifting day's order-by date set from your print partner's production and shipping times, a new design's first week. Never invent scarcity: a design is limited only if you retire it on the day you said.",
  transform:
    "Show a before-and-after a buyer would tell: the same old gift, then a design that made a friend laugh, in the buyer's words and photo, with their permission.",
  position:
    "Write one line: \"For [buyers] who [want], [shop] is [your designs] printed to order; unlike [where they buy now], [what only you do]\". Put it in your bio, your store's header and your pins.",
  clarity:
    "Test your one-sentence description on five people who follow illustrators. If they cannot repeat what you sell and who draws it, cut adjectives until they can.",
  proof:
    "Collect buyers' photos, reviews that mention the print and the fit, and the number of people who voted on a design. Put two of them next to every design's add-to-cart button.",
  journey:
    "Walk the steps from a pin or a post to the design's page, the real photo, the size chart, the cart and the order-by date. Remove one doubt at every step: a real photo, a size line, a delivery date.",
};
