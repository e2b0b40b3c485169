import { petBoardingTokens, type PetBoarding } from "~/plan-quality/pet-boarding";

/**
 * The view's fixed texts for a pet boarding business (boarding kennels, a cattery, a dog daycare, a home boarder
 * or a dog sitter): the toolkit's six cards, the success tips and the Marketing Model's how-to lines. Owners
 * choose on trust after a visit, the quiet months are filled at the usual price, the full weeks are never pushed;
 * no window, till, stamp card or nursery. Pure.
 */

type Card = [description: string, tryThis: string];

/** The toolkit's six cards for a kennels; {product} {place} are filled by the toolkit. */
export function petBoardingToolkit(p: PetBoarding): Record<"Direct Outreach" | "Integration Marketing" | "Launch Stacking" | "Indirect Competitors" | "Partnerships" | "Power Users", Card> {
  const t = petBoardingTokens(p);
  return {
    "Direct Outreach": [
      `Talk to the owners already at the door: a proper walk round for every visitor, a question about next year's dates at every pick-up, and a text to past owners before ${t.pbQuiet}. An owner who feels their pet is known by name comes back and tells others.`,
      "This week, ask every owner at pick-up for next year's dates, and write them in the diary there and then.",
    ],
    "Integration Marketing": [
      `For ${t.pbWordA}, integration means being where owners already ask: the vet's reception, the groomer's chair, the dog walker's van, and a Google profile with real photos of ${t.pbPhotos}.`,
      "Ask the nearest vet practice whether they keep a list of kennels and sitters they give to clients, and how to be on it.",
    ],
    "Launch Stacking": [
      `Don't start things one at a time. Put the text to past owners, the Google post and the visits to vets in the same fortnight, six to eight weeks before ${t.pbQuietFirst}, so owners in {place} hear about {product} from you, from their vet and on Google at once.`,
      `Pick the fortnight eight weeks before ${t.pbQuietFirst} and set all three for it.`,
    ],
    "Indirect Competitors": [
      "Your real rivals are a friend or neighbour who looks after the pet, a house-sitter, or not going away at all. Learn why owners choose them (a pet that hates kennels, cost, worry) and answer it with a visit, a trial night and daily photos.",
      "Ask three owners who visited but didn't book what they did instead, and write their answers in the tracker.",
    ],
    Partnerships: [
      `Team up with the people owners trust about their pets: ${t.pbReferrers}, puppy classes and pet shops. Show them round first; thank them for every owner they send${p.noDiscount ? "" : ", never with money per name unless you decide to pay referrers"}.`,
      "Invite one vet's reception team to look round this month.",
    ],
    "Power Users": [
      "Owners who come back every year are your best recommendation. Ask them for a review at pick-up, give them cards for friends, and thank them by name with a note for their pet.",
      "Ask the five owners who have boarded with you longest for a Google review this month.",
    ],
  };
}

/** Success tips for a kennels: the animals first, the fear answered, the quiet months, the full weeks left alone. */
export function petBoardingTips(p: PetBoarding, slot: string): string[] {
  const t = petBoardingTokens(p);
  return [
    `The animals come first, so give marketing a fixed slot: protect ${slot} away from feeding and walks, and set up one idea at a time, the visit and the daily photo first.`,
    "Make five personal contacts a week: a walk round for a new owner, a text to a past owner, a thank-you to a vet or groomer who sent someone.",
    `Leave ${t.pbPeak} alone: they fill themselves. Every message, post and visit points at ${t.pbQuiet}, at ${t.pbPrice}.`,
    "Count enquiries, visits, bookings in the quiet months, next stays booked at pick-up and daycare dogs a day every Friday.",
  ];
}

/** The Marketing Model's how-to lines for a kennels: what owners see, check and share. */
export const PET_BOARDING_HOW_TO_APPLY: Record<string, string> = {
  desire:
    "Open your Google profile, the reply to every enquiry and every post with what owners want (a holiday without worrying, a pet that comes home happy), not a list of facilities.",
  identity:
    "Name the owners you help (of a nervous rescue dog, an old cat, a puppy's first stay) and show the real place where the animals sleep and walk, and the people, never stock photos.",
  urgency:
    "Give only honest reasons to book now: the quiet month's free dates, a half-term or a trip the owner already has. Never invent scarcity in the full weeks; owners talk.",
  transform:
    "Tell how a nervous pet settled in an owner's own words, quoted with their permission, with the daily photos that showed it.",
  position:
    "Write one line: \"For owners in [your area], [your business] is [what you are] where [key difference: visits, daily photos, walks, old pets], unlike [the kennels or sitter they would try]\". Put it on your Google profile and in the reply to every enquiry.",
  clarity:
    "Say your one-sentence description to the next five visitors. If they can't repeat what a stay includes and how to book, cut until they can.",
  proof:
    "Collect proof an owner can check: your licence and its rating as written, vaccinations required, your vet, how many owners come back each year, and owners' words quoted with their permission.",
  journey:
    "Walk the steps from an owner's first question to the visit, the trial night, the first stay, the daily photo, the pick-up and next year's booking. Remove one worry or one wait at every step.",
};
