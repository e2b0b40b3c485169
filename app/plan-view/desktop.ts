import type { DesktopApp } from "~/plan-quality/desktop";

/**
 * The view's fixed texts for a paid desktop app (a Mac menu bar app, a Windows or Linux tool sold as a
 * licence): the toolkit's six cards, the success tips and the Marketing Model's how-to lines. Its buyers
 * search, try and pay once, so nothing here speaks of share sheets, in-app events, streaks or invite links.
 * Pure.
 */

type Card = [description: string, tryThis: string];

function usersOf(d: DesktopApp): string {
  return d.platform === "desktop" ? "power users" : `${d.platform} users`;
}

/** The toolkit's six cards; {product} is filled by the toolkit. */
export function desktopToolkit(d: DesktopApp): Record<"Direct Outreach" | "Integration Marketing" | "Launch Stacking" | "Indirect Competitors" | "Partnerships" | "Power Users", Card> {
  const rivals = d.alternatives.length ? d.alternatives.join(" and ") : "the apps people name when they ask for an alternative";
  const community = d.platform === "Mac" ? "r/macapps" : "the communities where people swap tools";
  return {
    "Direct Outreach": [
      `Answer people who describe the problem {product} solves, where they ask: threads in ${community}, questions under comparison articles, replies to your trial emails. Say you make it, answer the question first, and link only where it truly helps.`,
      "Reply this week to five public questions about the problem {product} solves, each with a real answer and, where it fits, one line saying you make {product}.",
    ],
    "Integration Marketing": [
      `Fit into how ${usersOf(d)} already work: keyboard shortcuts they expect, the system's own settings and appearance, a command or URL scheme other tools can call, and import from ${rivals}, so switching costs them a minute.`,
      "Add one thing that makes switching easy (import of another app's settings, or a shortcut people already use) and say so on the comparison page.",
    ],
    "Launch Stacking": [
      "Give each release its own small launch: the version notes, a post where the community's rules allow it, a tip to the newsletters and sites that cover small apps, and an email to trial users and owners in the same week. Product Hunt is one of those days, not the only one.",
      "Pick the next version's release week and line up its notes, one community post, three tips to editors and the email to owners for those days.",
    ],
    "Indirect Competitors": [
      `People who search for an alternative to ${rivals} are your warmest buyers: they already know they want the tool and are unhappy with what they have. Their complaints in forums and reviews tell you what to fix and what to put first on the comparison page.`,
      `Read the last 30 public complaints about ${rivals} and the built-in settings, note the three {product} solves, and put them at the top of the comparison page.`,
    ],
    Partnerships: [
      "Team up with makers of tools your buyers already use next to yours (not rivals): a mention in each other's newsletters or release notes, a joint discount during the same sale week, or a bundle whose terms you have checked.",
      "Write to two indie developers whose apps sit next to {product} in your buyers' setups and propose a mention in each other's next release email.",
    ],
    "Power Users": [
      "The buyers who write to you with ideas are your testers, your quotes and your word of mouth: give them the beta of the next version, credit in the release notes and a licence to give a friend.",
      "Invite the ten buyers who sent the most useful ideas to test the next version, and thank each with a licence to give to a friend.",
    ],
  };
}

/** Success tips: the evenings kept for the page, the trial and the Friday count. */
export function desktopTips(d: DesktopApp, slot: string): string[] {
  return [
    `Keep ${slot} at the same time each week, and give the first weeks to the download page, the recording and the trial notes: every other tactic sends people there.`,
    "Plan a small launch every two or three weeks around real news (a version, the comparison page, a sale) rather than one big day; each one needs something new to say.",
    d.oneTime
      ? "Each month starts from zero with a one-time price, so count repeat money separately: upgrades, team seats and education licences, and the share of the month they cover."
      : "Count renewals and cancellations separately from new licences, and ask every person who cancels why.",
    "Every Friday, count trial downloads, trial-to-paid and copies sold by source in one sheet, and give each new idea a month before you judge it.",
  ];
}

/** The Marketing Model's how-to lines for a paid desktop app: where each lever goes on the page, in the trial and in posts. */
export const DESKTOP_HOW_TO_APPLY: Record<string, string> = {
  desire:
    "Open the download page and every post with the result on a real screen (the before and after in the recording), in the words buyers use in emails and threads, not a list of features.",
  identity:
    "Name who it is for (people with a crowded screen, developers, designers) and show their setups and their words, with permission. Saying who should pick another app sharpens it.",
  urgency:
    "Tie every ask to a real limit: the trial's last days, the owners' upgrade price until a date, a sale week. Never invent scarcity; buyers of small apps talk to each other.",
  transform:
    "Show the before-and-after: the screen they have today and the screen after one minute with the app, as a recording and two screenshots side by side.",
  position:
    "Write one line: \"For [people] who [problem], [app] is the [kind of tool] that [key difference], unlike [the alternative they name]\". Put it on the download page, the comparison page and every post.",
  clarity:
    "Test the page's first line on five people who use the same system. If they cannot say what it does after the recording, cut words until they can.",
  proof:
    "Collect one quote, one number and one recording for every claim: a buyer's words with their role, copies sold or ratings, the 20-second clip. Date every comparison.",
  journey:
    "Walk the steps from a search to a licence: the page, the recording, the download, the first minute in the app, the trial notes, the checkout, the licence key. Remove one click or doubt at every step.",
};
