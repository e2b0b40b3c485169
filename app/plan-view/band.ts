import type { Band } from "~/plan-quality/band";

/**
 * The view's fixed texts for a band releasing a record and touring: the toolkit's six cards, the success
 * tips and the Marketing Model's how-to lines. Fans meet a band on the radio, in the listings, at a support
 * slot or a record shop and through other fans, so nothing here speaks of students, launches, carts or apps. Pure.
 */

type Card = [description: string, tryThis: string];

/** The toolkit's six cards for a band; {product} is filled by the toolkit. */
export function bandToolkit(b: Band): Record<"Direct Outreach" | "Integration Marketing" | "Launch Stacking" | "Indirect Competitors" | "Partnerships" | "Power Users", Card> {
  const genre = b.genre ?? "your kind of music";
  const record = b.record.name ?? `the new ${b.record.word}`;
  return {
    "Direct Outreach": [
      `Write personally to the people who put ${genre} in front of listeners: radio presenters, promoters, the arts writers of each tour town's paper, the people behind ${genre} blogs and zines, and independent record shops. One honest note that names their show, venue or page beats a hundred posts.`,
      "Write to three presenters of regional or community shows that played a band like {product} this year, with a private link and the date in their town.",
    ],
    "Integration Marketing": [
      "For a band, integration means being where fans already choose what to hear and where to go: BBC Introducing, the gig listings of each tour town, the venue's and promoter's own lists, Bandcamp's pages for your genre and your label, and the record shops' racks and in-store calendars.",
      "Check that every tour date is on the venue's site, the promoter's list and two free gig guides for its town, each with the ticket link.",
    ],
    "Launch Stacking": [
      `Do not spread ${record}'s news thin: stack the pre-order email, the first radio plays, a blog premiere of a track and a gig in the same week, so fans meet it several times in a few days; do the same in release week with the in-stores.`,
      "Pick the week the pre-order opens, and line up your mailing list, a blog premiere, the BBC Introducing upload and a gig in those seven days.",
    ],
    "Indirect Competitors": [
      "Your real rival on a Thursday night is the sofa, a bigger band in the next room and the last train home, not other small bands. Ask what gets someone out of the house: a friend going, a good support act, a set that ends in time.",
      "Ask ten fans at your next gig what nearly kept them at home, and put the answer (the finish time, the friend, the support act) on the poster and in the listings.",
    ],
    Partnerships: [
      `Team up with people who already have ${genre} fans in each town: promoters, local acts who share the bill, record shops, folk clubs and festivals. Their fans are your next fans, and you can return the favour in ${b.home ?? "your home town"}.`,
      "Offer a local act in one town where nobody knows you the opening slot on your date there, and a slot at home in return.",
    ],
    "Power Users": [
      "The fans who bought the last record at the merch table, wrote back to your emails or came to three gigs are your best marketing: they bring friends, put up posters and tell their town you are coming.",
      `Write a personal thank-you to the ten fans who have seen you most, and ask each to join the street team for the tour date nearest them, with a signed copy of ${record} as a thank-you.`,
    ],
  };
}

/** Success tips: the music first, records and tickets counted by town every Friday, fans thanked. */
export function bandTips(b: Band, slot: string): string[] {
  const record = b.record.name ?? `the new ${b.record.word}`;
  return [
    `Rehearsal and the shows sell more records than any post, so give marketing a fixed slot: protect ${slot} at the same time each week, and set up one thing at a time, the pre-order of ${record} first.`,
    "Count pre-orders, mailing-list sign-ups and tickets for each date every Friday, and judge each radio play, review and poster run by the town it was in.",
    "Put a sign-up sheet on the merch table at every gig and say it once from the stage: the list you build this spring sells the next record.",
    "Thank every presenter, promoter, shop and fan who helped, by name and in public: the same people carry the next tour.",
  ];
}

/** The Marketing Model's how-to lines for a band: where each lever goes when fans choose a record and a night out. */
export const BAND_HOW_TO_APPLY: Record<string, string> = {
  desire:
    "Open the pre-order email, the poster and every note to a presenter with what the listener gets to feel (the song, the room, the night), not with the band's history.",
  identity:
    "Name your fans out loud (people who buy the record from the band, who go to small gigs, who listen to the folk show on Sunday night) and show them the company they keep: other fans at the merch table, the shops and shows they trust.",
  urgency:
    "Tie news to real dates: the release day, the date in their town, a Bandcamp Friday if there is one. Never invent a sell-out; fans see the room.",
  transform:
    "Show the before and after of a night: a fan's words about the gig or the record, with their permission, in your emails and on the poster for the next town.",
  position:
    "Write one line: \"For fans of [two acts they already love], [your band] is the [genre] band from [town] that [what only you do]\". Put it at the top of the press page, the listings and every note to a presenter.",
  clarity:
    "Test your one-line description on five people at a gig who do not know you. If they cannot tell a friend what you sound like in one breath, cut adjectives until they can.",
  proof:
    "Collect the real things: radio plays by show and presenter, a line from a review, the rooms you filled, the acts you supported. Put the best two on the poster and the press page.",
  journey:
    "Walk the steps from hearing a song to standing at the gig: the radio play or post, the Bandcamp page on a phone, the pre-order, the email with the date in their town, the ticket link, the merch table. Remove one hesitation at every step.",
};
