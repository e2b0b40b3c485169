/** The fixed words of the education screen shown while a plan is generated. */

export type EducationCard = { title: string; lead: string; points: string[]; takeaway: string };

/** SPEC 2: three cards, in this order. */
export const EDUCATION_CARDS: [EducationCard, EducationCard, EducationCard] = [
  {
    title: "The Market Reality",
    lead:
      "Great products fail quietly every day. Not because they are bad, but because the people who need them never hear about them.",
    points: [
      "Founders who write post-mortems rarely blame missing features; they blame no market need, no distribution and running out of runway before anyone noticed.",
      "Your future customers are busy. Even if your product is ten times better, they will not go looking for it; you have to be where they already are.",
      "\"If you build it, they will come\" is a film line, not a strategy. Attention is the scarcest resource your product competes for.",
    ],
    takeaway: "Distribution is part of the product. Plan it with the same care as your code.",
  },
  {
    title: "Marketing Isn't Optional",
    lead:
      "For an indie founder, marketing is not a department or an ad budget. It is a handful of habits you repeat every week.",
    points: [
      "Start before launch: a waitlist, a build log and ten real conversations are worth more than a perfect landing page.",
      "Small and daily beats big and occasional. Five personal messages a day add up to a hundred conversations a month.",
      "Protect the time: put two to three hours a week for marketing in your calendar while you build, and shift towards 75% marketing once the MVP works.",
    ],
    takeaway: "Treat marketing like shipping code: small batches, measured, every week.",
  },
  {
    title: "You Need Champions",
    lead:
      "Your first customers do more than pay. The right ones tell others, forgive rough edges and show you what to build next.",
    points: [
      "Find your first 10 power users and learn their names, their workflows and the words they use for the problem.",
      "Give them a direct line to you: a private channel, early features and a bi-weekly call. Make them feel like co-founders of the solution.",
      "Turn their results into stories, quotes and referrals. One champion inside a community opens more doors than any ad.",
    ],
    takeaway: "Ten people who love your product beat a thousand who merely tried it.",
  },
];
