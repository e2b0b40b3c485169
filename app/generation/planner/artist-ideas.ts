import type { Artist } from "~/plan-quality/artist";
import type { GuerrillaIdea } from "./guerrilla";
import type { ArchetypeTraits } from "./profile";
import type { Examples } from "./education";

/**
 * Quick wins for an artist selling originals and prints (Reading.artist): it gets only these. Buyers of originals
 * buy after seeing the work and knowing the place, so a shop's insert card with a hashtag, a referral code or a
 * restock text give way to past buyers, the studio, the places they stay and a print's parcel.
 */
export const ARTIST_IDEAS: GuerrillaIdea[] = [
  {
    kinds: ["ecommerce"],
    tags: ["email-marketing"],
    forArtist: true,
    cue: /\boriginals?\b/i,
    name: "Write to everyone who has bought an original from you this week",
    description:
      "A short personal letter to each past buyer of a {product} original: how their {artPiece} came about, what is on the easel now, and would they like to see the new work before it goes anywhere else? It starts the collectors' list with the people likeliest to buy again.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["ecommerce"],
    tags: ["email-marketing"],
    forArtist: true,
    cue: /\boriginals?\b/i,
    name: "Offer two studio mornings by appointment in the next letter",
    description:
      "Name two mornings when the studio is open by appointment to see the new {artPieces} of {artLandscape}, with coffee, and say how to book a place. People who have only seen the work on a screen come to see it on the wall, and ask about the one they can't stop looking at.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["ecommerce"],
    tags: ["partnerships"],
    forArtist: true,
    name: "Take three framed {artPrints} to one holiday cottage owner on the coast",
    description:
      "Offer one owner of {artPlaces} three framed {artPrints} to hang for the season, each with a card: where it was painted, the original's price, and the site's address for letters from the studio. Guests who love the place look at it for a week.",
    costLevel: "Under $50",
    impact: "Medium",
    quick: true,
  },
  {
    kinds: ["ecommerce"],
    tags: ["email-marketing"],
    forArtist: true,
    name: "Put the painting's story card into every print parcel from today",
    description:
      "Write the story of each painting your {artPrints} come from on a small card, sign it and put it in every parcel with an invitation to the collectors' list. It costs a few pence a parcel and invites a print buyer to come back one day for an original.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
];

/** The buyers of an artist's originals: they buy once or twice a year, after seeing the work and knowing the place. */
export function artistTraits(t: Artist): Partial<ArchetypeTraits> {
  const place = t.region ?? "the place";
  return {
    typical: `People who buy original ${t.piece}s buy once or twice a year, slowly: they see the work at an open studio, in a gallery, on a holiday cottage's wall or in a magazine, follow the artist for months, and buy when one ${t.piece} of a place they love will not leave them alone. They want to know the artist and the place behind it, to see it before they pay, and to know it will look right at home; once they own one, many buy again when the next body of work is finished.`,
    role: `people who love ${place} and buy original art for a home they care about`,
    decides: "usually with a partner, after seeing the work in person or on their own wall, rarely on the day they first see it",
    haunts: `open studios and art trails, galleries and exhibitions, holiday cottages, hotels and cafés in ${place}, regional magazines, and letters from the artists whose work they own`,
    behaviors: [
      "Sees a piece several times, at a gallery, an open studio or online, before asking about it",
      `Buys the place as much as the ${t.piece}: a beach, a hill or a view they know`,
      "Asks about framing, size and how it will look on their wall",
      "Comes back to the same artist when new work is finished",
    ],
    needs: [
      "To know the artist and the story of the place behind the work",
      `To see the ${t.piece} in person, or on their own wall, before paying`,
      "Framing, delivery and hanging made easy",
      "A way to spread the cost of a larger piece",
    ],
    pains: [
      "Buying from a screen and finding it looks wrong at home",
      "Not hearing about new work until it has sold",
      "Paying a price that is cheaper somewhere else",
    ],
    goals: [
      `An original ${t.piece} of a place they love, on the wall they look at every day`,
      "Knowing the artist, and owning more than one of their works over the years",
      "Supporting an artist whose work they love",
    ],
    objections: [
      { topic: /\b(price|cost|afford|expensive|pay)\b/i, text: `“${t.originalTo ? `${t.originalTo} is a lot` : "It's a lot"} to spend on something I've only seen on a screen.”` },
      { topic: /\b(home|wall|room|size|frame)\b/i, text: "“Will it look right on our wall, and what size do we need?”" },
      { topic: /\b(gallery|galleries)\b/i, text: "“Is it cheaper at the gallery, or from the artist?”" },
      { topic: /\b(know|artist|place|behind)\b/i, text: "“Who is the artist, and where exactly was this painted?”" },
    ],
    buying: `Sees the work at an open studio, a gallery, on a holiday wall or in a magazine, joins the artist's list or follows them for months, asks about one ${t.piece}, sees it in the studio or on their own wall, asks about framing and paying, buys, and comes back when the next body of work is finished.`,
  };
}

/** The Marketing Model's examples for an artist: the place, the story, first sight, the visit, one price. */
export function artistExamples(t: Artist): Partial<Examples> {
  return {
    identity: "people who love {artLandscape} and want the artist and the place behind the work on their wall",
    desire: "“The place you walked on holiday, on your own wall: original {artOriginals} of {artLandscape} by {product}.”",
    urgency: "“New {artPieces} from {product}: the collectors' list sees them on {{date}}, a week before the site and the galleries, and each one is the only one.”",
    transform: `“We'd walked that beach every summer for twenty years. Now the {artPiece} from {product} hangs where we see it every morning.” (a buyer's words, quoted with their permission)`,
    position: `“For people who love {artLandscape}, {product} is a ${t.word} whose {artPieces} come with the story of the place, first sight for the collectors' list and a studio visit, at the same price as in ${t.galleries ? "the galleries" : "any gallery"}.”`,
    proof: "“{{number}} {artPieces} of {artLandscape} have found homes from {product}'s studio; ‘{{a buyer's words}}’ — {{first name}}, who came back for a second.”",
    journey: "“Join {product}'s collectors' list, see the new {artPieces} first, come to the studio or see one on your own wall, choose the frame, and spread the cost if you like.”",
  };
}

/** Where the Marketing Model says each engine is used, for an artist. */
export const ARTIST_EMOTION_USE = "the letters from the studio, each painting's story and the first line of every reply to an enquiry";
export const ARTIST_LOGIC_USE = "on the 'Seeing and buying' page, in the reply to every enquiry and on the card beside each work";
