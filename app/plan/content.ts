/**
 * The fixed words of the plan screens: education cards, the Indie Developer Toolkit, the success
 * tips and the default marketing wisdom. Written for indie founders: plain, concrete, doable.
 */

export type EducationCard = { title: string; lead: string; points: string[]; takeaway: string };

/** SPEC 2: three cards, in this order. */
export const EDUCATION_CARDS: EducationCard[] = [
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

export type ToolkitCard = { name: string; description: string; tryThis: string };
export type ToolkitGroup = { title: string; cards: ToolkitCard[] };

/** SPEC 2: the fixed Indie Developer Toolkit. */
export const INDIE_TOOLKIT: ToolkitGroup[] = [
  {
    title: "Distribution Strategy",
    cards: [
      {
        name: "Direct Outreach",
        description:
          "Write personally to people who clearly have the problem you solve. No sequences, no automation: a short note that proves you looked at their situation.",
        tryThis: "List 20 people who complained about the problem in public this month and message five of them today.",
      },
      {
        name: "Integration Marketing",
        description:
          "Plug into tools your customers already pay for. Every integration is a listing in someone else's marketplace and a reason for their users to find you.",
        tryThis: "Ask your users which tool they would most like you to connect to, then check whether it has an app directory.",
      },
      {
        name: "Launch Stacking",
        description:
          "Do not launch once. Stack several launches (a directory, a community post, a newsletter, a Show HN) so each one sends people to the next.",
        tryThis: "Write down five places you could launch in the next 60 days and give each a date.",
      },
    ],
  },
  {
    title: "Growth Hacking",
    cards: [
      {
        name: "Indirect Competitors",
        description:
          "People solving the problem another way (spreadsheets, agencies, a bigger tool) are your warmest audience. Their reviews and forums tell you exactly what hurts.",
        tryThis: "Read the 2- and 3-star reviews of the tool your customers use today and note every complaint you solve.",
      },
      {
        name: "Partnerships",
        description:
          "Team up with products, newsletters and creators who serve the same people without competing with you. Borrow trust you have not built yet.",
        tryThis: "Pick three complementary products and propose one joint piece of content to each.",
      },
      {
        name: "Power Users",
        description:
          "Your most active users are your best marketers. Give them early features, a direct line and something worth sharing.",
        tryThis: "Find the ten users who log in most, thank each one personally and ask what would make them recommend you.",
      },
    ],
  },
];

/** SPEC 9: the 4 success tips, carrying every figure the spec lists. */
export const SUCCESS_TIPS: string[] = [
  "Once your MVP works, split your time 75% marketing / 25% building.",
  "Make 5 outreach contacts a day: small, personal and every day beats big and occasional.",
  "Win your first 10 power users before chasing the next thousand, and hold bi-weekly customer calls with them.",
  "Ship an MVP in 30 days and protect 2-3 hours a week for marketing, even while you build.",
];

export const DEFAULT_WISDOM =
  "Marketing is a conversation, not a broadcast. Talk to one real customer this week and write down the exact words they use: those words are your next headline.";

/** Phase cards cycle through four colours (SPEC 9); index % 4 picks one. */
export const PHASE_COLOURS = [
  { name: "orange", hex: "#ea580c", border: "border-t-orange-600", chip: "bg-orange-100 text-orange-900" },
  { name: "sky", hex: "#0284c7", border: "border-t-sky-600", chip: "bg-sky-100 text-sky-900" },
  { name: "emerald", hex: "#059669", border: "border-t-emerald-600", chip: "bg-emerald-100 text-emerald-900" },
  { name: "violet", hex: "#7c3aed", border: "border-t-violet-600", chip: "bg-violet-100 text-violet-900" },
] as const;

export function phaseColour(index: number) {
  return PHASE_COLOURS[((index % 4) + 4) % 4];
}

/** "Phase 2: Launch" or "Phase 2 - Launch" → "Launch", so the card does not say "Phase 2" twice. */
export function phaseTitle(title: string): string {
  return title.replace(/^\s*phase\s*\d+\s*[:\-–—.]?\s*/i, "").trim();
}
