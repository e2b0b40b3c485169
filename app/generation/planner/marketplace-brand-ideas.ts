import type { MarketplaceBrand } from "~/plan-quality/marketplace-brand";
import type { GuerrillaIdea } from "./guerrilla";
import type { ArchetypeTraits } from "./profile";
import type { Examples } from "./education";

/**
 * Quick wins for a brand selling mainly on Amazon or Walmart Marketplace (Reading.marketplaceBrand): it gets
 * only these. The marketplace owns the buyer, so a webshop's photo-contest insert, running-low email and
 * unboxing kits with affiliate codes give way to the search page, the ads account, the reviews the rules allow
 * and what the copies' buyers complain about. "amazon": only on Amazon (its Request a Review button).
 */
export const MARKETPLACE_BRAND_IDEAS: GuerrillaIdea[] = [
  {
    kinds: ["ecommerce"],
    tags: ["marketplaces"],
    forMarketplaceBrand: true,
    name: "Search {mbSearch} on your phone tonight and screenshot the first screen",
    description:
      "Search {mbSite} for {mbSearch} on your phone, logged out, and screenshot what a buyer sees first: which main images stand out at thumbnail size, what {mbCopies} charge, whose stars show. Three notes on what {product}'s first image and title don't answer yet are the photographer's brief.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["ecommerce"],
    tags: ["sponsorships"],
    forMarketplaceBrand: true,
    name: "Negative keywords from the last 60 days of searches, today",
    description:
      "Download the {mbTermsReport} for the last 60 days and add every search with 20 or more clicks and no order as a negative exact keyword. It takes an hour, and the money it stops wasting goes to the searches that sell {product}.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["ecommerce"],
    tags: ["reviews"],
    forMarketplaceBrand: "amazon",
    name: "Request a Review on every order delivered in the last 30 days",
    description:
      "In Seller Central, open each {product} order delivered between 5 and 30 days ago and click Request a Review (check the window): it sends Amazon's own neutral message, and it's the one way to ask that Amazon's rules allow. Then make it a weekly half hour.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["ecommerce"],
    tags: ["reviews"],
    forMarketplaceBrand: true,
    name: "Read the last 30 low reviews of the listings above you",
    description:
      "Open the three listings that rank above {product} for {mbSearch} and read their reviews of three stars or fewer: write down the complaints that come back most. Each one {product} doesn't have is an image or a bullet to add this week.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
  {
    kinds: ["ecommerce"],
    tags: ["reviews"],
    forMarketplaceBrand: true,
    name: "A thank-you and care card in the next shipment",
    description:
      "Print a small card for every {product} box: thank you, how to care for it, and how to reach you through the order on {mbSite}. No review request, no offer and no other website: it's there so the first weeks go well.",
    costLevel: "Under $500",
    impact: "Medium",
  },
];

/** Buyers on a marketplace: they type the thing, compare the first results and buy the listing that answers them. */
export function marketplaceBrandTraits(m: MarketplaceBrand): Partial<ArchetypeTraits> {
  return {
    typical: "Buyers of {mbGoods} on {mbStore} type what they want into the search, compare the first results on {mbCompare}, and decide in a minute or two; a brand they don't know wins when its images answer their questions and its reviews come from homes like theirs.",
    decides: "each buyer decides alone, on the search page and the first screen of a listing, in a minute or two",
    haunts: "{mbMarket}'s search bar, and the videos they watch before they buy",
    behaviors: [
      "Types the thing, not a brand ({mbSearches}), and compares the first results on the main image, the price and the stars",
      "Reads the reviews of three stars or fewer and looks at buyers' photos before paying more than the cheapest",
      "Checks the details that matter at home (sizes, material, what's in the box) in the images rather than the text",
    ],
    needs: [
      m.organising ? "To know it fits before buying: sizes and measurements in the images" : "To know it's the right one before buying: sizes and details in the images",
      "Proof it lasts, from buyers' photos and reviews",
      "Fast delivery and an easy return ({mbPrime})",
    ],
    pains: [
      "Look-alikes that seem the same in the photo and aren't in the hand",
      "Listings that leave out the measurements",
      "Sending back what didn't fit",
    ],
    goals: m.organising
      ? ["A space that stays sorted, not one tidied once", "Something that looks good enough to leave on show", "Buying once, not twice"]
      : ["The right one first time", "Something that lasts", "Buying once, not twice"],
    objections: [
      { topic: /\b(fit\w*|size\w*|measure\w*)\b/i, text: m.organising ? "“Will it fit my drawers?”" : "“Is it the right size for me?”" },
      { topic: /\b(price|cheap\w*|cop(?:y|ies)|worth|pay)\b/i, text: m.copiesHalfPrice ? "“Why pay twice the price of the one next to it?”" : "“Why pay more than the cheapest one on the page?”" },
      { topic: /\b(last\w*|quality|crack\w*|break\w*)\b/i, text: "“Will it last longer than the cheap one?”" },
      { topic: /\b(return\w*|send it back)\b/i, text: "“Can I send it back if it doesn't fit?”" },
      { topic: /\b(brand|heard|real)\b/i, text: "“I've never heard of this brand: is it the real one?”" },
    ],
    buying: "Types {mbSearches} into {mbMarket}'s search, sometimes after a video, compares the first results on {mbCompare}, opens two or three listings, checks the sizes and the low reviews, and buys the one that answers their questions; they come back for another size or a set when the first one works.",
  };
}

/** The Marketing Model's examples for a marketplace brand, naming the product and the listing. */
export function marketplaceBrandExamples(m: MarketplaceBrand): Partial<Examples> {
  return {
    desire: m.organising
      ? "“Open the drawer and find it first time: {product}, {mbGoods}.”"
      : "“{product}: {mbGoods}, as good in your home as in the photos.”",
    identity: m.organising ? "people who'd rather buy one good organiser than replace a cheap one twice" : "people who'd rather buy the good one once than the cheap one twice",
    urgency: "“{product}'s {{coupon or deal}} ends {{date}}.”",
    transform: m.organising
      ? "“The drawers were a jumble. Now, with {product}, {{what it's like now in a buyer's words}}.”"
      : "“{{what it was like before}}. Now, with {product}, {{what it's like now in a buyer's words}}.”",
    position: "“{product}: {mbGoods}; unlike {mbCopies}, {{what the copies don't have}}.”",
    proof: "“{mbRating} on {mbStore}; {{a reviewer's first name}}: ‘{{what they wrote, word for word}}’.”",
    journey: "“Find {product} on {mbStore}, pick your size from the chart in the images, and order with {mbPrime}; if it doesn't fit, send it back the usual way.”",
  };
}

/** Where the Marketing Model says each engine is used, for a marketplace brand. */
export const MARKETPLACE_BRAND_EMOTION_USE = "the main image and the first three images, the title's first words, the first bullet, the first seconds of the Sponsored Brands video and the creators' videos";
export const MARKETPLACE_BRAND_LOGIC_USE = "in the size chart image, the bullets, the comparison chart below them and the set's listing";
