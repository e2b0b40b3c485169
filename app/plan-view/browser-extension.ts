import type { BrowserExtension } from "~/plan-quality/browser-extension";

/**
 * The view's fixed texts for a paid browser extension (free in the Chrome Web Store, a Pro plan): the
 * toolkit's six cards, the success tips and the Marketing Model's how-to lines. Its users search the store
 * and judge the listing and its permissions, so nothing here speaks of app-store pages, in-app events,
 * preview videos or TikTok clips. Pure.
 */

type Card = [description: string, tryThis: string];

/** The toolkit's six cards; {product} is filled by the toolkit. */
export function browserExtensionToolkit(x: BrowserExtension): Record<"Direct Outreach" | "Integration Marketing" | "Launch Stacking" | "Indirect Competitors" | "Partnerships" | "Power Users", Card> {
  const pro = x.proName;
  if (!x.tabManager) return otherExtensionToolkit(x);
  return {
    "Direct Outreach": [
      "Answer people where they ask about too many tabs, browser memory and sessions lost in a crash: subreddits, forums and comment threads where your users ask. Answer first, follow each community's rules, and say you built {product}.",
      "Answer three public questions this week, each with a real answer, and note which ones deserve a page.",
    ],
    "Integration Marketing": [
      "Work with the tools your users keep in their tabs: export groups to the note-taking and reference tools they use, and list the extension on Edge Add-ons and Firefox Add-ons too.",
      "Ask your paying users which browser and note tool they use, and start with the one most of them name.",
    ],
    "Launch Stacking": [
      "Give each release a small moment: release notes on the listing, a page for the search it answers, a post where the rules allow it, an email to Pro users, in the same week. A launch day brings installs once; the rest brings them every week.",
      "Pick the next release's week and line up its notes, one page and one post.",
    ],
    "Indirect Competitors": [
      "People leaving another tab extension say why in its reviews: permissions, ads, abandonment, a removal from the store. Those are the pages and listing lines to write, with every fact about a rival checked first.",
      "Read the last 30 low reviews of the three extensions your users came from, and note the three complaints {product} answers.",
    ],
    Partnerships: [
      "Team up with newsletters and writers on tools for research, writing and development, and makers of extensions your users install next to yours (not rivals): a mention, a guest post, a joint guide.",
      "Write to two newsletters about productivity tools with one useful tip and an offer to write it up.",
    ],
    "Power Users": [
      `People with 100 tabs and three laptops are your testers and your best reviews: give them betas of ${pro} and a direct line, and credit them in the release notes.`,
      "Invite the ten most active users to test the next release and tell you what broke.",
    ],
  };
}

/** The toolkit for any extension but a tab manager: the same moves, in words that fit whatever it does. */
function otherExtensionToolkit(x: BrowserExtension): ReturnType<typeof browserExtensionToolkit> {
  return {
    "Direct Outreach": [
      "Answer people where they ask about the problem {product} solves: subreddits, forums and comment threads where your users ask. Answer first, follow each community's rules, and say you built {product}.",
      "Answer three public questions this week, each with a real answer, and note which ones deserve a page.",
    ],
    "Integration Marketing": [
      `Work with the tools your users already have open beside {product}: say on the listing which sites and tools {product} works with, and list the extension on the other browsers' add-on sites too.`,
      "Ask your paying users which browser and which tools they use it with, and start with the one most of them name.",
    ],
    "Launch Stacking": [
      `Give each release a small moment: release notes on the listing, a page for the search it answers, a post where the rules allow it, an email to ${x.proName} users, in the same week. A launch day brings installs once; the rest brings them every week.`,
      "Pick the next release's week and line up its notes, one page and one post.",
    ],
    "Indirect Competitors": [
      "People leaving another extension say why in its reviews: permissions, ads, abandonment, a removal from the store. Those are the pages and listing lines to write, with every fact about a rival checked first.",
      "Read the last 30 low reviews of the three extensions your users came from, and note the three complaints {product} answers.",
    ],
    Partnerships: [
      "Team up with the newsletters and writers your users read, and makers of extensions they install next to yours (not rivals): a mention, a guest post, a joint guide.",
      "Write to two newsletters your users read with one useful tip and an offer to write it up.",
    ],
    "Power Users": [
      `The people who use {product} every day are your testers and your best reviews: give them betas of ${x.proName} and a direct line, and credit them in the release notes.`,
      "Invite the ten most active users to test the next release and tell you what broke.",
    ],
  };
}

/** Success tips: the weekly slot, the reviews, the Friday count. */
export function browserExtensionTips(x: BrowserExtension, slot: string): string[] {
  return [
    `Keep ${slot} at the same time each week, and give the first weeks to the listing, the privacy page and the review replies: every other tactic sends people to them.`,
    "Answer every store review under 4 stars within a day, even in a week you do nothing else: people comparing look-alike extensions read the replies.",
    `Count ${x.proName} upgrades by the moment that led to them (${x.tabManager ? "a second laptop, a crash, the settings" : x.freeLimit ? `the free ${x.freeLimit} reached, the settings, a page` : "the card, the settings, a page"}), and cancellations by plan, every month.`,
    "Every Friday, count installs by source (store search, pages, communities, Edge and Firefox), weekly active users and upgrades, and give each new idea a month before you judge it.",
  ];
}

/** The Marketing Model's how-to lines for a paid browser extension. */
export const BROWSER_EXTENSION_HOW_TO_APPLY: Record<string, string> = {
  desire: "Open the listing, each page and each upgrade card with the problem solved, in the words your users write in reviews.",
  identity: "Name who it is for and show their screens and words, with permission.",
  urgency: "Tie every ask to a real moment: the one when Pro would have helped, a yearly price until a date. Never invent scarcity or nag; store reviews punish it.",
  transform: "Show the before-and-after: the problem on screen, then the same screen with the extension. Screenshots do it better than words.",
  position: "Write one line: \"For [people] who [problem], [extension] is the [kind] that [key difference]\", and put it in the summary, the Pro page and every post.",
  clarity: "Test the listing's summary on five people who have the problem. If they cannot say what it does and what it can see, rewrite it.",
  proof: "Back every claim with a review, a user count from the store or a screenshot. Keep review quotes exact.",
  journey: "Walk the steps from a search to a renewal: the listing, the permissions warning, the first use, the upgrade card, the checkout. Remove one surprise at every step.",
};
