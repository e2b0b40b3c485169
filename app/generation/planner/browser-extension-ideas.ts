import type { BrowserExtension } from "~/plan-quality/browser-extension";
import type { GuerrillaIdea } from "./guerrilla";
import type { ArchetypeTraits } from "./profile";
import type { Examples } from "./education";

/**
 * Quick wins for a paid browser extension (Reading.browserExtension): it gets only these. Its users find it
 * by searching the store and judge it on the listing and its permissions, so a phone app's share cards,
 * creators' challenges and TikTok clips give way to the listing, the reviews, the people who need sync and
 * the communities where the developer answers.
 */
const KINDS: GuerrillaIdea["kinds"] = ["consumer-app", "software", "b2b-smb", "devtool"];

export const BROWSER_EXTENSION_IDEAS: GuerrillaIdea[] = [
  {
    kinds: KINDS,
    tags: ["reviews"],
    forBrowserExtension: true,
    name: "Answer every store review under 4 stars this week",
    description:
      "Open {product}'s reviews in the Chrome Web Store and reply in public to each one under 4 stars: thank them, say what you changed or how to fix it, and give your email. People comparing look-alike extensions read these replies before they install.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: KINDS,
    tags: ["seo"],
    forBrowserExtension: true,
    name: "Add a \"Permissions, and why\" paragraph to the listing today",
    description:
      "One line per permission {product} asks for and what it is used for, plus \"your tabs stay on your computer\" if that is true, in the listing's description. It answers the install warning before it scares anyone off, and no free clone bothers to.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: KINDS,
    tags: ["email-marketing"],
    forBrowserExtension: true,
    name: "Ask your paying users one question: what made you upgrade?",
    description:
      "Email every {bxPro} user one line asking what happened the day they upgraded (a second laptop, a crash, something else). The most common answer is the moment the upgrade card should appear, and the words for the listing.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
  {
    kinds: KINDS,
    tags: ["community"],
    forBrowserExtension: true,
    name: "Answer three \"too many tabs\" questions as the developer",
    description:
      "In the communities where {audience} ask for help, find this month's questions about too many tabs or sessions lost in a crash, read each one's self-promotion rules, and answer three with a real answer first, saying you built {product}.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
];

/** Users of a paid browser extension: they search the store for a problem, judge the listing and its permissions, and pay when Pro saves them. */
export function browserExtensionTraits(x: BrowserExtension): Partial<ArchetypeTraits> {
  return {
    typical: `People with a problem in their browser search the ${x.browsers[0] === "Firefox" ? "Firefox Add-ons site" : "Chrome Web Store"} or Google for it, compare three extensions on rating, recent reviews and the permissions warning, install the free one that looks trustworthy, and pay for Pro when it saves them at a real moment (a second laptop, a crash).`,
    decides: "each person decides alone, on the listing and a week of use",
    haunts: "the Chrome Web Store's search, Google, subreddits and forums about productivity, research and writing, developers' forums, and newsletters about tools",
    behaviors: [
      "Searches the store for the problem (\"too many tabs\") rather than a product's name",
      "Reads the permissions warning and the latest low reviews before installing",
      "Uses the free version for weeks, and upgrades the day it fails them (a new laptop, a crash)",
    ],
    needs: [
      "To know what the extension can see, what it keeps and where",
      "Work that survives a crash and follows them to a second computer",
      "An extension that keeps being updated",
    ],
    pains: [
      "Extensions that were sold, abandoned or removed, taking their work with them",
      "Free clones full of ads and permissions they don't need",
      "Upgrade prompts on every new tab",
    ],
    goals: [
      "Never lose a project's tabs again",
      "A browser that stays fast with 60 tabs open",
      "The same set-up on every laptop they use",
    ],
    objections: [
      { topic: /\b(privacy|permission\w*|data|read\w*)\b/i, text: "“Why does it need to read all my tabs, and where does that go?”" },
      { topic: /\b(free|clone\w*|alternative\w*)\b/i, text: "“Why pay when there are free tab extensions?”" },
      { topic: /\b(price|cost|worth|pay)\b/i, text: `“Is ${x.price ? `${x.price}${x.perMonth ? " a month" : ""}` : "Pro"} worth it just for sync?”`, when: "price" },
      { topic: /\b(update\w*|abandon\w*|support\w*)\b/i, text: "“Will it still be maintained next year?”" },
    ],
    buying: "Searches the store or Google for the problem, or reads a post or a page; installs the free version after checking the permissions and reviews; meets Pro when a second laptop or a crash shows what sync would save; pays monthly or yearly, and stays while it keeps working.",
  };
}

/** The Marketing Model's examples for a paid browser extension, naming the product. */
export function browserExtensionExamples(x: BrowserExtension): Partial<Examples> {
  return {
    desire: "“Sixty tabs, four projects, one click each: {product} keeps your research where you left it.”",
    identity: "people who do serious work in their browser and keep every source open",
    urgency: x.perMonth ? "“{bxPro} yearly is {bxYearPrice} until {{date}}.”" : "“{bxPro}'s price goes up on {{date}}; today's price stays for anyone who joins before.”",
    transform: "“Chrome crashed with 70 tabs open and I lost a morning. Now {product} brings them back, grouped by project, on either laptop.”",
    proof: "“{{number}} people use {product} (Chrome Web Store); {{a reviewer's name}}: ‘{{what they wrote}}’.”",
    journey: "“Install {product} free from the Chrome Web Store, group your first project in a minute, and add {bxPro} when you want your groups on your other laptop.”",
    position: "“For people who keep 60+ tabs open, {product} is the tab extension that says what it can see and brings your tabs back after a crash; {bxPro} syncs them across laptops.”",
  };
}

/** Where the Marketing Model says each engine is used, for a paid browser extension. */
export const BROWSER_EXTENSION_EMOTION_USE = "the listing's title and summary, the screenshots' captions, the first line of every page and post, and the upgrade cards";
export const BROWSER_EXTENSION_LOGIC_USE = "in the listing's free/Pro and permissions paragraphs, on the privacy page, on the Pro page and in the yearly-price email";
