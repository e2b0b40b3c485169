import type { DesktopApp } from "~/plan-quality/desktop";
import type { GuerrillaIdea } from "./guerrilla";
import type { ArchetypeTraits } from "./profile";
import type { Examples } from "./education";

/**
 * Quick wins for a paid desktop app (Reading.desktopApp): it gets only these. Its buyers search, try and
 * compare before they pay for a small tool, so a phone app's share cards, creators' challenges or video
 * replies mean nothing to them; the recording, the trial, the comparison and the people who bought do.
 */
export const DESKTOP_IDEAS: GuerrillaIdea[] = [
  {
    kinds: ["consumer-app"],
    tags: ["video"],
    forDesktop: true,
    name: "Record the 20-second before-and-after on a crowded screen",
    description:
      "Fill a {deskOs} screen the way your buyers' screens look, record the problem, one action and the result in 20 seconds, and put it at the top of {website}. Use the same clip in every post and note this quarter.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["consumer-app"],
    tags: ["email-marketing"],
    forDesktop: true,
    name: "Write the end-of-trial note tonight",
    description:
      "Write the one email trial users get two days before the {deskTrial} ends: the price ({price}, once), the buy link, and one question they can answer by replying. Send it by hand to this week's trial users if your tool is not set up yet.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["consumer-app"],
    tags: ["reviews"],
    forDesktop: true,
    name: "Ask your last 20 buyers what their screen looked like before",
    description:
      "Email the last 20 people who bought {product}: one question, what did their screen look like before, and may you quote the answer with their first name and role on the download page?",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
  {
    kinds: ["consumer-app"],
    tags: ["loyalty"],
    forDesktop: true,
    name: "Add a team price and an education price to the checkout",
    description:
      "Set up a per-seat price for five or more seats and an education price for students and teachers in {deskCheckout}, and add both lines to the price box. They cost nothing to offer and sell to people a single licence misses.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
];

/**
 * Buyers of a paid desktop app: power users who find tools by searching and in the places they swap them,
 * try before they buy, compare with the alternatives they know, and pay once for a tool that saves them
 * time every day.
 */
export function desktopTraits(d: DesktopApp): Partial<ArchetypeTraits> {
  const os = d.platform === "desktop" ? "their computer" : `their ${d.platform}`;
  const users = d.platform === "desktop" ? "power users" : `${d.platform} users`;
  return {
    typical: `People who pay for a small ${d.platform === "desktop" ? "desktop" : d.platform} tool search for the problem or for an alternative to an app they know, watch a short recording, try it on ${os} for the length of the trial, and pay once it has earned its place; they hear of new tools from other ${users} in communities, newsletters and setup videos.`,
    decides: "each buyer decides alone, on their own machine, during the trial; at work, a team lead may buy licences for the team",
    haunts: `search engines, ${d.platform === "Mac" ? "r/macapps, Mac newsletters and sites" : "the communities and newsletters where people swap tools"}, and YouTube videos of other people's setups`,
    behaviors: [
      "Searches for the problem or for \"alternative to\" an app they know, and reads comparisons before installing",
      "Downloads the trial, uses it for a few days, and decides near the end of the trial",
      `Swaps tools with other ${users} in communities, newsletters and setup videos`,
    ],
    needs: [
      "To see what it does in seconds, on a real screen",
      "A trial with every feature, without an account or a card",
      d.oneTime ? "A fair price paid once, with clear terms for updates and the next version" : "A fair price, and a clear way to cancel",
      "An app that stays out of the way and respects their privacy",
    ],
    pains: [
      "Subscriptions for small tools that add up every month",
      "Apps that stop being updated after the next system release",
      "Comparisons written by people who never used the apps",
    ],
    goals: [
      "A tidy, fast setup that saves them a minute many times a day",
      "Tools they can trust to keep working after the next system update",
    ],
    objections: [
      { topic: /\b(free|built-in|alternative\w*|instead|compare\w*)\b/i, text: d.alternatives.length ? `“Why pay when I could use ${d.alternatives.join(" or ")}?”` : "“Why pay when there is a free option or a built-in setting?”" },
      { topic: /\b(update\w*|version|abandon\w*|support\w*|maintain\w*)\b/i, text: "“Will it still be updated after the next system release?”" },
      { topic: PRICE, text: d.oneTime ? "“Is {price} worth it for something this small?”" : "“Another subscription for something this small?”", when: "price" },
      { topic: /\b(privacy|data|permission\w*|access\w*)\b/i, text: "“Why does it need these permissions, and what does it collect?”" },
    ],
    buying: "Searches for the problem or an alternative, or sees it in a post, a newsletter or a setup video; watches the recording, downloads the trial, uses it for a few days, and buys near the end of the trial if it has earned its place; a note before the trial ends often decides it.",
  };
}

const PRICE = /\b(price|prices|pricing|cost|costs|expensive|cheap|cheaper|worth|afford|pay)\b/i;

/** The Marketing Model's examples for a paid desktop app: the screen before and after, the trial, the price paid once. */
export function desktopExamples(d: DesktopApp): Partial<Examples> {
  const rival = d.alternatives[0] ?? null;
  return {
    desire: "“{{the mess they see today}}, gone in one click: try {product} free for {deskTrialShort}s.”".replace("{deskTrialShort}s", d.trialDays ? `${d.trialDays} days` : "{{how many}} days"),
    identity: `${d.platform === "desktop" ? "power users" : `${d.platform} power users`} who set up their tools with care and pay for small software that earns its place`,
    urgency: "“{product} 2 ships on {{date}}: buy {product} now and the upgrade is {{upgrade price}} for owners.”",
    transform: `“My ${d.word === "Mac menu bar app" ? "menu bar" : "screen"} used to be {{the mess in their words}}. With {product}, {{what changed}}.”`,
    proof: "“{{number}} people bought {product} this year; {{a buyer's first name}}, {{their role}}: ‘{{what changed for them}}’.”",
    journey: `“Watch the 20-second recording, download the {product} trial, and decide before it ends: ${d.price ? `${d.price}${d.oneTime ? " once" : ""}` : "{price}"}, no account needed to try.”`,
    position: `“For {audience}, {product} is a ${d.word} that {{the one thing only it does}}${rival ? `; unlike ${rival}, {{the difference you have checked}}` : ""}.”`,
  };
}

/** Where the Marketing Model says each engine is used, for a paid desktop app. */
export const DESKTOP_EMOTION_USE = "the first seconds of the recording, the download page's headline and the first line of every post and note";
export const DESKTOP_LOGIC_USE = "on the download page, the comparison pages and in the end-of-trial note";
