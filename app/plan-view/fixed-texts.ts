/**
 * The fixed words of the plan view: the Indie Developer Toolkit, the success tips and the default
 * marketing wisdom. Written for indie founders: plain, concrete, doable.
 */

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
