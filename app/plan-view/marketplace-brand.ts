import { marketplaceTools, searchOf, type MarketplaceBrand } from "~/plan-quality/marketplace-brand";

/**
 * The view's fixed texts for a brand selling mainly on Amazon or Walmart Marketplace: the toolkit's six cards,
 * the success tips and the Marketing Model's how-to lines. The marketplace owns the buyer and the listing is the
 * shop window, so nothing here speaks of a list of buyers, stockists, gift guides, insert-card swaps or
 * referral codes. Pure.
 */

type Card = [description: string, tryThis: string];

/** The toolkit's six cards; {product} is filled by the toolkit. */
export function marketplaceBrandToolkit(m: MarketplaceBrand): Record<"Direct Outreach" | "Integration Marketing" | "Launch Stacking" | "Indirect Competitors" | "Partnerships" | "Power Users", Card> {
  const t = marketplaceTools(m);
  const search = `"${searchOf(m)}"`;
  const creators = m.watches ? `${m.watches} creators` : "creators your buyers watch";
  const copies = m.copiesHalfPrice ? "the half-price copies" : "the copies";
  return {
    "Direct Outreach": [
      `Write personally to the people who show homes like your buyers': ${creators} on YouTube, TikTok and Instagram. A note that names their video, and {product} sent with no script, beats a mass gifting list; a tracked link shows which ones sell.`,
      `Send a personal note and {product} to five ${creators} whose latest video would have suited it, each with their own link to the listing.`,
    ],
    "Integration Marketing": [
      `On ${m.store}, integration means being everywhere the buyer's search lands: a variation for each size, a set of them as its own listing, the ${t.mbBrandStoreShort}, and your own ads on your own listing pages so the next click is yours, not a copy's.`,
      `Open your listing on a phone and check that every size and the set can be reached from it in one tap; fix the one that can't this week.`,
    ],
    "Launch Stacking": [
      `Stack every new size or set into one week: ${t.mbVineShort} for its first reviews, an exact campaign on ${search}, two creators' videos with their links and a Sponsored Brands video, so its first sales come together and earn it a rank.`,
      "Give your next new size or set a launch week, and line up its reviews, its campaign and two creators' videos for that same week.",
    ],
    "Indirect Competitors": [
      `Buyers of ${copies} and of the big brands say in their reviews of three stars or fewer what disappointed them: sizes, finish, how long it lasted. Each complaint {product} doesn't have is an image or a bullet.`,
      `Read 30 low reviews of the three listings above {product} for ${search}, and add the top complaint {product} answers to an image this month.`,
    ],
    Partnerships: [
      m.organising
        ? "Team up with people whose clients are sorting a home: professional organisers, home stagers, and brands that sell to the same homes without competing. A recommendation from an organiser is worth a hundred ads."
        : "Team up with people whose clients need what you sell, and brands that sell to the same buyers without competing: a recommendation is worth a hundred ads.",
      m.organising
        ? "Send {product} to three professional organisers near you, ask what they'd change, and ask whether they'd recommend it to clients."
        : "Send {product} to three people whose clients are your buyers, ask what they'd change, and ask whether they'd recommend it.",
    ],
    "Power Users": [
      `The creators whose links sold and the buyers who post {product} on their own feeds are your best images: reshare their photos with permission on your ${t.mbBrandStoreShort} and in your creators' brief, and send them the next size first.`,
      "Find five posts this month that show {product} in a real home, ask each owner for permission to reshare, and credit them by name.",
    ],
  };
}

/** Success tips: the Friday numbers, one change at a time, stock, the low reviews. */
export function marketplaceBrandTips(m: MarketplaceBrand, slot: string): string[] {
  const t = marketplaceTools(m);
  return [
    `Keep ${slot} at the same time each week, and give the first two weeks to the listing: every ad, creator and deal sends buyers to it.`,
    `Every Friday, read the same numbers in one sheet: sessions and conversion per size (${t.mbReportsSales}), ad spend and ACoS per campaign (${t.mbReportsAds}), TACoS, and weeks of stock left.`,
    "Change one thing at a time on the listing (the main image, then the title, then the price) and give each change two weeks or a split test, so you know what sold.",
    "Never let a size run out: a listing out of stock loses the rank its sales built, so order when you have the weeks of stock your factory and shipping take, plus a month.",
  ];
}

/** The Marketing Model's how-to lines for a brand on a marketplace: the listing is where every line is used. */
export const MARKETPLACE_BRAND_HOW_TO_APPLY: Record<string, string> = {
  desire: "Open the main image, the title's first words and the first bullet with the result buyers want, in the words they use in their own reviews.",
  identity: "Show homes and hands like your buyers' in the images and the videos, and say in one bullet who it is made for.",
  urgency: "Tie every reason to buy now to a real date: a coupon that ends, a season's deal, a size that's back in stock. Never invent scarcity; buyers and the marketplace notice.",
  transform: "Show the before and the after side by side in one image, and again in the first seconds of the video.",
  position: "Write one line on what you are and how you differ from the cheaper listing next to you, and put it in the title's second half, the first bullet and the brand story.",
  clarity: "Show your listing's main image and title to five people for three seconds: if they can't say what it is and which size they'd need, change the image first.",
  proof: "Use the stars, the number of reviews and buyers' own photos; never a claim the images can't show. Keep quotes from reviews word for word.",
  journey: "Walk the steps from the search page to the box: the thumbnail, the images, the size chart, the price, delivery, the card inside. Remove one doubt at every step.",
};
