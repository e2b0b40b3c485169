import type { PetBoarding } from "~/plan-quality/pet-boarding";
import type { GuerrillaIdea } from "./guerrilla";
import type { ArchetypeTraits } from "./profile";
import type { Examples } from "./education";

/**
 * Quick wins for a pet boarding business (Reading.petBoarding): it gets only these. Owners choose on trust, so a
 * shop's window, a stamp card or a till give way to the owners who already stayed, the vets and groomers who
 * refer, and the quiet months filled at the usual price. Nothing pushes the weeks that are already full.
 */
export const PET_BOARDING_IDEAS: GuerrillaIdea[] = [
  {
    kinds: ["local"],
    tags: ["email-marketing"],
    forPetBoarding: true,
    name: "Text last winter's guests that there is room in {pbQuietFirst}",
    description:
      "Go through the owners whose pets stayed with {product} in the quiet months last year and send each one a short, personal text: you remember {{pet's name}}, there is room again in {pbQuietFirst} at {pbPrice}, reply with dates to hold them. One text, no chasing.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["partnerships"],
    forPetBoarding: true,
    name: "Invite the nearest vet's reception team to look round",
    description:
      "Ring the nearest vet practice this week and invite the receptionists and nurses to look round {product} at lunchtime. They are the people owners ask 'where do you leave your dog?', and they can only recommend what they have seen.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["google-business"],
    forPetBoarding: true,
    name: "Answer the three questions owners ask you most, on your Google profile",
    description:
      "Write down the three questions owners asked this month (often: will my dog be walked, can I bring their food, what if they are unwell) and answer each in two lines in a Google profile post with a real photo. The next nervous owner reads the answer before they ring.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["partnerships"],
    forPetBoarding: true,
    name: "Leave a photo board and cards with the puppy class nearest to {product}",
    description:
      "Ask the trainer who runs the nearest puppy class whether you may leave a small board of real photos from {product} (the walks, the paddock, a dog asleep in its kennel) and a stack of cards with your visiting times. New owners are planning their first holiday with a dog and have not yet chosen anyone; thank the trainer with a free look round for their own dog.",
    costLevel: "Under $50",
    impact: "Medium",
  },
];

/**
 * Owners who board a pet: they worry about leaving it, book where they have seen the kennels and met the people,
 * ask their vet and friends, and come back every year once a stay went well.
 */
export function petBoardingTraits(p: PetBoarding): Partial<ArchetypeTraits> {
  const pets = p.dogs && p.cats ? "dogs and cats" : p.cats ? "cats" : "dogs";
  return {
    typical: `Owners of ${pets} choose ${p.form === "home" ? "a home boarder or sitter" : "a kennels or cattery"} on trust: they worry about leaving their pet, ask their vet, groomer and friends, read reviews, visit before the first booking, and come back every year once a stay went well. The holidays everyone takes book out early; the rest of the year fills with owners who have a reason of their own to be away.`,
    role: `${pets.replace(/s and /, " and ").replace(/s$/, "")} owners going away, and working owners who need daycare`,
    decides: "the owner decides, often with their partner, after a visit; a first stay that went well decides the next",
    haunts: `their vet's reception, the groomer and the dog walker, local Facebook groups, and Google when they search for ${p.form === "home" ? "a home boarder or dog sitter" : p.cats && !p.dogs ? "a cattery" : p.cats ? "kennels or a cattery" : "kennels"} nearby`,
    behaviors: [
      "Asks the vet, the groomer and friends where they leave their pet",
      "Visits before booking, and books the next stay early once the first went well",
      "Reads reviews and looks for real photos of where their pet will sleep",
      "Books summer and Christmas months ahead; books other trips at shorter notice",
    ],
    needs: [
      "To know their pet will be safe, walked, fed and happy",
      "News during the stay",
      "Someone who will handle an old pet, medication or a nervous dog",
      "Drop-off and collection times that fit the journey",
    ],
    pains: [
      "Worrying about their pet all holiday",
      "A pet that came home stressed or thin from somewhere else",
      "Finding nowhere free at short notice",
    ],
    goals: [
      "A holiday without worrying",
      "A place their pet is happy to go back to",
      "Daycare they can rely on on work days",
    ],
    objections: [
      { topic: /\b(price|cost|afford|expensive|pay)\b/i, text: "“{pbPrice} adds up over a fortnight.”" },
      { topic: /\b(worry|worried|nervous|anxious|leave|leaving|fear)\b/i, text: "“Will my dog settle, or pine the whole time?”" },
      { topic: /\b(safe|safety|licen[cs]ed?|trust|vaccin)\b/i, text: "“Is it licensed, and what happens if my pet is unwell?”" },
      { topic: /\b(cat|cats|cattery)\b/i, text: "“My cat is old and fussy: will she eat?”" },
    ],
    buying: `Hears about ${p.form === "home" ? "the boarder" : "the kennels"} from the vet, a groomer or a friend, or finds it on Google, reads the reviews, visits, books a trial or a first stay, and rebooks if the pet came home happy and the daily photos arrived; books next year's summer and Christmas early and other trips nearer the time.`,
  };
}

/** The Marketing Model's examples for a kennels: owners' fear, the visit, the licence, the quiet months. */
export function petBoardingExamples(): Partial<Examples> {
  return {
    identity: "owners in {place} who want to go away without worrying about their {pbPet}",
    desire: "“Enjoy the trip: {{pet's name}} will be walked, fed and fussed over at {product}, and you'll get a photo every evening.”",
    urgency: "“Going away in {pbQuietFirst}? We have room at {product}, at {pbPrice} as always; come and look round this week.”",
    transform: "“I cried leaving her the first time. By the second day the photos from {product} showed her asleep in the sun, and now she pulls me to the door.” (an owner's words, quoted with their permission)",
    position: "“For owners in {place}, {product} is {pbWordA} where you can look round before you book and get a photo every day, unlike {{the kennels or sitter owners compare you with}}.”",
    proof: "“{{number}} owners came back to {product} this year; {{your licence and star rating, as written on it}}; ‘{{an owner's words}}’ — {{owner's first name}}.”",
    journey: "“Look round {product}, try a night, book the stay, get a photo every day, and book next year's dates at pick-up.”",
  };
}

/** Where the Marketing Model says each engine is used, for a kennels. */
export const PET_BOARDING_EMOTION_USE = "your Google profile, the reply to every enquiry, the daily photo during a stay and what you say at every visit";
export const PET_BOARDING_LOGIC_USE = "on your Google profile, at the end of every visit and on the card that goes home at pick-up";
