import type { DeviceRepair } from "~/plan-quality/device-repair";
import type { GuerrillaIdea } from "./guerrilla";
import type { ArchetypeTraits } from "./profile";
import type { Examples } from "./education";

/**
 * Quick wins for a device repair shop (Reading.deviceRepair): it gets only these. People find a repairer the
 * moment something breaks, so a shop's seasonal specials, street party or staff perk card give way to the map,
 * the quote, the counter and the people who send repairs.
 */
export const DEVICE_REPAIR_IDEAS: GuerrillaIdea[] = [
  {
    kinds: ["local"],
    tags: ["google-business"],
    forDeviceRepair: true,
    name: "Add your ten most common repairs to the Google profile as services today",
    description:
      "Open {product}'s Google profile, check the main category is '{drCategory}', and add the ten repairs you did most last month as services with their 'from' prices ({drScreen}, {drBattery}) and {drWarranty}. Someone searching \"{drSearch}\" sees the price before they see the kiosk.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["shop-window"],
    forDeviceRepair: true,
    name: "Put the cheap screen and yours side by side on the counter",
    description:
      "Keep one cheap replacement screen and the one {product} fits on the counter, switched on if you can, with a card: the part, {drWarranty}, a quote before any work. When someone says they were quoted less at {drRival}, let them see and touch the difference.",
    costLevel: "Under $50",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["reviews"],
    forDeviceRepair: true,
    name: "Ask this week's collections for a review, by text the same evening",
    description:
      "Every customer who collects a repair from {product} this week tries the phone at the counter, hears the ask in person, and gets a text with the review link that evening. Ten reviews that name the repair ('screen done in an hour') move you up the map for 'phone repair near me'.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["partnerships"],
    forDeviceRepair: true,
    name: "Take the price list to three offices near the shop",
    description:
      "Walk into three offices near {product} in {place} with the price list and a few cards, and ask for whoever sorts out broken work phones and laptops: repairs first in the queue, the published prices, one invoice a month. One office manager who keeps your card is a repair a week.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
];

/** The customers of a device repair shop: something just broke, they search on their phone, compare prices and want it back today. */
export function deviceRepairTraits(t: DeviceRepair): Partial<ArchetypeTraits> {
  return {
    typical: `People come to a ${t.word} the moment something breaks: a cracked screen, a battery that dies by lunchtime, a laptop that won't charge. They search on their phone ('phone repair near me'), compare two or three prices in minutes and choose the shop that states the price, the part, the warranty and when it will be ready; most want it back the same day. A repair that holds up earns the next one and the family's phones${t.refurbished ? "; a refurbished phone is bought on what was checked and the warranty, often by parents for a child's first phone" : ""}.`,
    role: "people whose phone, tablet or laptop has just broken, and parents buying a refurbished phone for a child",
    decides: "the customer decides alone, within the hour, on the price, the warranty and how soon it will be ready; parents decide on a child's phone together",
    haunts: "Google and Google Maps on their phone the moment it breaks, the reviews under each shop, the high street and the shopping centre, and friends who had a screen done",
    behaviors: [
      "Searches 'phone repair near me' or the model and the repair with the town, right after it breaks",
      "Asks two or three shops for a price and goes with the first clear answer",
      "Reads the latest reviews for words like 'fast', 'warranty' and 'still working'",
      "Comes back for the next repair, and brings the family's phones, to a shop that didn't let them down",
    ],
    needs: [
      "The price for their model, before they walk in",
      "Their phone back the same day, working, with the data untouched",
      "A part that lasts and a warranty in writing",
      "For parents: a refurbished phone that was checked, and help setting it up safely for a child",
    ],
    pains: [
      "A cheap screen that dimmed, stopped responding or cracked again within weeks",
      "A price that changed once the phone was opened",
      "Being without a phone for days",
      "Worry about who sees their photos and messages",
    ],
    goals: [
      "A phone that works again today",
      "A repair that lasts, and somewhere to go back to if it doesn't",
      "A safe, affordable first phone for their child",
    ],
    objections: [
      { topic: /\b(price|cost|cheap|kiosk|undercut|afford)\b/i, text: "“The kiosk in the shopping centre quoted less: why pay more here?”" },
      { topic: /\b(data|photos|privacy|passcode)\b/i, text: "“Will you look at my photos and messages?”" },
      { topic: /\b(today|same day|wait|back)\b/i, text: "“Can I have it back today?”" },
      { topic: /\b(refurbished|second[- ]hand|used)\b/i, text: "“How do I know a refurbished phone won't fail in a month?”" },
    ],
    buying: "Breaks the phone, searches on the spot, compares two or three prices and reviews, asks for a quote by message or walks in, leaves it for an hour or waits, tests it at collection, and, if it holds up, comes back for the next repair and sends the family.",
  };
}

/** The Marketing Model's examples for a device repair shop: the price, the part, the warranty, today. */
export function deviceRepairExamples(t: DeviceRepair, competitor: string | null): Partial<Examples> {
  const rival = competitor ?? "{drRival}";
  return {
    identity: "people in {place} who want their phone back today and fixed properly, not just fixed cheaply",
    desire: "“Your phone back working by this afternoon, with a part that lasts: {drScreen} at {product}, {drWarranty}.”",
    urgency: "“In by {{time}}, back today: {product} has {{number}} repair slots left this afternoon.”",
    transform: "“My last screen from a kiosk stopped responding in a month. {product} fitted a proper one in an hour, told me the price first, and it's been perfect since.” (a customer's words, quoted with their permission)",
    position: `“For people in {place}, {product} is the ${t.word} that tells you the part it fits, puts {drWarranty} in writing and leaves your data untouched, unlike ${rival}.”`,
    proof: "“{{number}} repairs at {product} this month, {{number}} Google reviews: ‘{{a customer's words}}’ — {{first name}}.”",
    journey: "“Check your model's price on {product}'s price page, send a photo for a quote in 15 minutes, drop the phone in, and collect it working {drReady} with {drWarranty}.”",
  };
}

/** Where the Marketing Model says each engine is used, for a device repair shop. */
export const DEVICE_REPAIR_EMOTION_USE = "the price page, the Google profile's description, the window and the first line of every quote";
export const DEVICE_REPAIR_LOGIC_USE = "on the price page, the counter card with the four promises and in every quote";
