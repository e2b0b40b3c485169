import { artistTokens, type Artist } from "~/plan-quality/artist";

/**
 * The view's fixed texts for an artist selling originals and prints: the toolkit's six cards, the success tips and
 * the Marketing Model's how-to lines. Buyers of originals buy after seeing the work and knowing the place, so
 * everything points to the collectors' list, the studio, the galleries kept on side and the places buyers stay;
 * no creators' kits, stockists, insert-card swaps or referral codes. Pure.
 */

type Card = [description: string, tryThis: string];

/** The toolkit's six cards for an artist; {product} is filled by the toolkit. */
export function artistToolkit(t: Artist): Record<"Direct Outreach" | "Integration Marketing" | "Launch Stacking" | "Indirect Competitors" | "Partnerships" | "Power Users", Card> {
  const k = artistTokens(t);
  return {
    "Direct Outreach": [
      `Write personally to the people who already know the work: past buyers, everyone who asked about a ${t.piece} and never bought, and the visitors who signed the book at ${k.artOpenStudio}. A letter from the studio does more than any post.`,
      `This week, write to every past buyer of a ${k.artPiece} with what is on the easel now and an invitation to see it first.`,
    ],
    "Integration Marketing": [
      `For ${t.word === "artist" ? "an artist" : `a ${t.word}`}, integration means being where buyers already meet art: ${k.artGalleries}, ${k.artTrail}, ${k.artPlaces}, and ${k.artShops}.`,
      "Pick one place your buyers stay or stop in, and ask its owner this month whether they would hang three pieces with a card beside each.",
    ],
    "Launch Stacking": [
      "Don't let a finished body of work appear quietly. Put the letter from the studio, the new stories on the site, a studio morning by appointment and the galleries' share of the work in the same fortnight, so buyers meet it from several sides at once.",
      "When the next body of work is finished, date the letter, the site update and two studio mornings for the same fortnight.",
    ],
    "Indirect Competitors": [
      "Your real rivals are not other painters but a print from a homeware shop, a holiday photograph blown up and framed, and putting it off for another year. Win on what they cannot give: the original, the artist, the story of the place, and a visit to see it.",
      "Ask three people who asked about a painting and didn't buy what stopped them, and write their answers in the tracker.",
    ],
    Partnerships: [
      `Team up with people whose guests and customers love ${k.artLandscape}: the owners of ${k.artPlaces}, a framer who can show your work, and ${k.artGalleries}, kept on side by one price everywhere.`,
      "Visit one holiday cottage owner and one framer this month with a small portfolio and a written proposal.",
    ],
    "Power Users": [
      `Collectors who own two or more of your ${k.artPieces} are your best recommendation: they show them to every guest. Give them first sight of new work, a private hour at ${k.artOpenStudio}, and ask whether a photo of the ${t.piece} in their home may go on your site.`,
      "Write to your three most loyal collectors this week with a first look at the new work and an invitation to the studio.",
    ],
  };
}

/** Success tips for an artist: a few hours a week, the list before the post, one price, Friday's count. */
export function artistTips(t: Artist, slot: string): string[] {
  return [
    `Painting comes first, so give marketing a fixed slot: protect ${slot} at the same time each week, and write each ${t.piece}'s story on the day you sign it, while you remember the place.`,
    "Tell the collectors' list before anyone else every time new work is finished: first sight is the reason to be on it, so never give it away.",
    `Keep one price for every original, on the site, at the open studio and in ${t.galleries ? "the galleries" : "any gallery"}; never discount an original.`,
    "Count every Friday: sign-ups to the list, studio visits booked, enquiries and originals sold through your own site; a sale often comes months after the first look.",
  ];
}

/** The Marketing Model's how-to lines for an artist: what a buyer of originals sees, checks and shares. */
export const ARTIST_HOW_TO_APPLY: Record<string, string> = {
  desire:
    "Open every letter from the studio, each painting's page and every reply to an enquiry with the place and the moment (the beach at first light, the hill after rain), not with the medium or the price.",
  identity:
    "Name the people you paint for (people who love the place and want its story on their wall) and show the work in homes like theirs, with the owners' permission.",
  urgency:
    "Give only honest reasons to act now: the collectors' list's first sight, an open studio's dates, an original that is the only one. Never invent scarcity and never discount.",
  transform:
    "Show the wall before and after, in a buyer's words: the blank space, then the place they love, quoted with their permission.",
  position:
    "Write one line: \"For [people who love the place], [you] paints [the place] and every original comes with its story, a visit to see it and one price everywhere\". Put it on your site's first page and in every letter.",
  clarity:
    "Read your 'Seeing and buying' page to someone who has never bought an original. If they can't say how to see a painting, what it costs and how to pay, rewrite until they can.",
  proof:
    "Collect proof a buyer can check: originals that found homes, collectors who came back, galleries that show the work, and buyers' words quoted with their permission.",
  journey:
    "Walk the steps from a first look to the list, the letter, the visit, the frame, the payment, the delivery and the next letter. Remove one doubt at every step.",
};
